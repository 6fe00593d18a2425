"""How fast Bonanza's and MAGDAGDON's rules assistants answer, and how their answers fall on the
questions of their tests (asked otherwise than the topics' examples, some with typos; written by
the topics' author, so no measure of fresh questions), and then the sets written apart by people
given only the rules (tests/<game>/written_apart_*.json), as judged by reading each answer when
they were measured: per language and per kind.

For each game: the first answer in a fresh process (the indexes built, and for Bonanza the
advisor's table read on the first roll asked about), then the median and slowest answer over the
plain, situational and off-topic questions, and how many got the topic (or the decline) expected.

    .venv/bin/python benchmarks/bench_assistants.py
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT))

from tests.bonanza import test_assistant as bonanza_tests  # noqa: E402 - the questions of the tests
from tests.magdagdon import test_assistant as magdagdon_tests  # noqa: E402

FIRST = (
    "import time; t = time.perf_counter(); from ludoteca.{game}.assistant import ask; ask({question!r}); "
    "print(f'{{(time.perf_counter() - t) * 1000:.0f}}')"
)
SITUATIONS = {
    "bonanza": [
        "I have 3 3 3 5 6 after two rolls, what are my options?",
        "What does 3 3 3 5 5 score in full house?",
        "I rolled five 4s, my Bonanza box has 50 and Fours is filled",
        "Tenho 20 nos Quatros, 15 nos Cincos e 18 nos Seis, ganho o bónus?",
    ],
    "magdagdon": [
        "Can I put a 5 next to a 3?",
        "Posso pôr um 4 ao lado de um 3 e de um 5?",
        "Is 2-1-3-4 a sequence?",
        "peaceful, I used 2 powers: penalty?",
    ],
}


def questions(tests) -> list[tuple[str, str | None, str]]:
    """(question, topic expected or None for a decline, kind) from the game's tests."""
    marks = {m.args[0]: m.args[1] for f in vars(tests).values() for m in getattr(f, "pytestmark", [])}
    plain = marks.get(("question", "lang", "want"), [])
    declined = marks.get(("question", "lang"), [])
    return [(q, want, "plain") for q, _, want in plain] + [(q, None, "not in the rules") for q, _ in declined]


def main() -> None:
    for game, tests in (("bonanza", bonanza_tests), ("magdagdon", magdagdon_tests)):
        from importlib import import_module

        ask = import_module(f"ludoteca.{game}.assistant").ask
        first = subprocess.run(
            [sys.executable, "-c", FIRST.format(game=game, question=SITUATIONS[game][0])],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        items = questions(tests) + [(q, "situation", "situational") for q in SITUATIONS[game]]
        times, right = [], {}
        for question, want, kind in items:  # each once: a repeat would be answered from the caches
            start = time.perf_counter()
            answer = ask(question, demo=False)
            times.append(time.perf_counter() - start)
            ok = answer.situation is not None if want == "situation" else answer.topic == want
            right.setdefault(kind, []).append(ok)
        counts = ", ".join(f"{kind} {sum(v)}/{len(v)}" for kind, v in right.items())
        print(
            f"{game}: first answer {first} ms in a fresh process; median {statistics.median(times) * 1000:.1f} ms, "
            f"slowest {max(times) * 1000:.1f} ms over {len(times)} answers; as expected: {counts}"
        )


def judged_sets(game: str) -> None:
    """The fresh sets written apart for ``game``, as judged when they were measured (once each)."""
    for path in sorted((ROOT / "tests" / game).glob("written_apart_*.json")):
        verdicts = json.loads(path.read_text("utf-8"))["verdicts"]
        print(f"{game} {path.stem} (judged when measured): {_judged(verdicts)}")
        for label, key in (("language", "lang"), ("kind", "kind")):
            for value in sorted({v[key] for v in verdicts}):
                print(f"  {label} {value}: {_judged([v for v in verdicts if v[key] == value])}")


def _judged(verdicts: list[dict]) -> str:
    shares = {k: sum(v["verdict"] == k for v in verdicts) / len(verdicts) for k in ("right", "wrong", "not sure")}
    return (
        f"{len(verdicts)} questions, {shares['right']:.1%} right first, {shares['wrong']:.1%} confidently wrong, "
        f"{shares['not sure']:.1%} not sure"
    )


if __name__ == "__main__":
    main()
    for name in ("bonanza", "magdagdon"):
        judged_sets(name)
