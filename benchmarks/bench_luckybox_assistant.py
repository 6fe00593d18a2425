"""How well and how fast the Lucky Box rules assistant answers.

Held out: tests/luckybox/heldout.json, 27 questions per language (en, pt, de, fr) written from
the shipped rules (docs/rules/luckybox.md) alone and labelled with the sections that answer
them, never used to tune the topics or the matcher. An answer is *right first* when it cites
one of those sections (or, for a question the rules do not answer, when it says "not sure"),
*confidently wrong* when it answers from another section, *not sure* otherwise. Tuning sets
(their misses listed with -v): tests/luckybox/tuning.json (section-labelled, like the held-out
set) and paraphrases.json (topic-labelled). Also the median time of one answer.

    .venv/bin/python benchmarks/bench_luckybox_assistant.py [-v]    (-v lists the misses)
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

from ludoteca.luckybox.assistant import Answer, ask

TESTS = Path(__file__).parents[1] / "tests" / "luckybox"


def judge(answer: Answer, sections: list[str] | None) -> str:
    """"right", "wrong" (a confident wrong answer) or "unsure" for a held-out question."""
    if not answer.is_sure:
        return "right" if sections is None else "unsure"
    cited = {c.anchor for c in answer.sections}
    return "right" if sections is not None and cited & set(sections) else "wrong"


def measure(name: str, verbose: bool = False) -> dict[str, dict[str, int]]:
    """Right first / confidently wrong / not sure per language on tests/luckybox/``name``."""
    data = json.loads((TESTS / name).read_text("utf-8"))["questions"]
    out: dict[str, dict[str, int]] = {}
    for lang, items in data.items():
        counts = {"right": 0, "wrong": 0, "unsure": 0}
        for item in items:
            answer = ask(item["q"], demo=False)
            verdict = judge(answer, item["sections"])
            counts[verdict] += 1
            if verbose and verdict != "right":
                got = f"{answer.topic} ({answer.score:.2f})"
                print(f"  {verdict} [{lang}] {item['q']!r}: got {got}, want {item['sections']}")
        out[lang] = counts
    return out


def main(verbose: bool = False) -> None:
    ask("warm up", demo=False)  # builds the per-language indexes once
    for name, label, show in (("heldout.json", "held out", False), ("tuning.json", "tuning", verbose)):
        results = measure(name, show)  # the held-out misses are never listed: nobody tunes on them
        total = {k: sum(r[k] for r in results.values()) for k in ("right", "wrong", "unsure")}
        for lang, r in [*results.items(), ("all", total)]:
            m = sum(r.values())
            print(f"{label} {lang}: {m} questions, right first {r['right'] / m:.0%}, "
                  f"confidently wrong {r['wrong'] / m:.0%}, not sure {r['unsure'] / m:.0%}")
    tuning = json.loads((TESTS / "paraphrases.json").read_text("utf-8"))
    times: list[float] = []
    right = count = 0
    for items in tuning["questions"].values():
        for question, want in items:
            start = time.perf_counter()
            answer = ask(question, demo=False)
            times.append(time.perf_counter() - start)
            right, count = right + (answer.topic == want), count + 1
            if verbose and answer.topic != want:
                print(f"  miss {question!r}: got {answer.topic} ({answer.score:.2f}), want {want}")
    print(f"tuning paraphrases: {right}/{count} right first ({right / count:.0%})")
    unsure = sum(ask(q, demo=False).topic is None for q in tuning["unknown"])
    print(f"unknown questions answered 'not sure': {unsure}/{len(tuning['unknown'])}")
    print(f"median answer time: {statistics.median(times) * 1000:.1f} ms (without the demo), "
          f"slowest {max(times) * 1000:.1f} ms")


if __name__ == "__main__":
    main("-v" in sys.argv)
