"""How well and how fast the Lucky Box rules assistant answers: top-1 accuracy on 60
paraphrased questions (tests/luckybox/paraphrases.json, 20 each in en/pt/fr, written apart
from the curated topic questions), and the median time of one answer.

    .venv/bin/python benchmarks/bench_luckybox_assistant.py [-v]    (-v lists the misses)
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

from ludoteca.luckybox.assistant import ask

DATA = Path(__file__).parents[1] / "tests" / "luckybox" / "paraphrases.json"


def main(verbose: bool = False) -> None:
    data = json.loads(DATA.read_text("utf-8"))
    ask("warm up", demo=False)  # builds the per-language indexes once
    times: list[float] = []
    right = total = 0
    for lang, items in data["questions"].items():
        hits = 0
        for question, want in items:
            start = time.perf_counter()
            answer = ask(question, demo=False)
            times.append(time.perf_counter() - start)
            hits += answer.topic == want
            if verbose and answer.topic != want:
                print(f"  miss [{lang}] {question!r}: got {answer.topic} ({answer.score:.2f}), want {want}")
        print(f"{lang}: {hits}/{len(items)} right first ({hits / len(items):.0%})")
        right, total = right + hits, total + len(items)
    print(f"overall: {right}/{total} right first ({right / total:.0%})")
    unsure = sum(ask(q, demo=False).topic is None for q in data["unknown"])
    print(f"unknown questions answered 'not sure': {unsure}/{len(data['unknown'])}")
    print(f"median answer time: {statistics.median(times) * 1000:.1f} ms (without the demo), "
          f"slowest {max(times) * 1000:.1f} ms")


if __name__ == "__main__":
    main("-v" in sys.argv)
