"""Bonanza's own check set (tests/bonanza/check_own.json): 40 questions written from the rules
documents alone, each answer scored right, wrong or not sure by what the set says it must hold.
``python tests/bonanza/test_assistant_check_own.py`` prints the figures and every miss."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from ludoteca.bonanza.assistant import ask
from ludoteca.core.assistant_match import fold

SET = json.loads((Path(__file__).parent / "check_own.json").read_text("utf-8"))["questions"]
#: The least share right and the most share wrong this set is held to.
FLOOR_RIGHT, CEILING_WRONG = 0.9, 0.05


def first_sentence(text: str) -> str:
    return re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]


def verdict(entry: dict) -> str:
    """'right', 'wrong' or 'unsure' for the assistant's answer to ``entry``."""
    answer = ask(entry["q"], entry["lang"])
    if entry.get("decline"):
        return "right" if answer.topic is None else "wrong"
    if answer.topic is None or answer.missing:
        return "unsure"
    first = fold(first_sentence(answer.text))
    whole = answer.text
    ok = answer.topic in entry["topics"] or answer.situation is not None
    ok = ok and re.search(entry.get("first", ""), first) is not None
    ok = ok and all(re.search(p, fold(whole)) for p in entry.get("all", []))
    ok = ok and not any(a in whole for a in entry.get("absent", []))
    return "right" if ok else "wrong"


def figures() -> Counter[str]:
    return Counter(verdict(entry) for entry in SET)


def test_the_set_is_ten_a_language_about_half_situational():
    langs = Counter(e["lang"] for e in SET)
    assert langs == {"en": 10, "pt": 10, "de": 10, "fr": 10}
    assert 16 <= sum(e["kind"] == "situational" for e in SET) <= 20


def test_the_assistant_meets_its_floors_on_its_own_check_set():
    counts = figures()
    assert counts["right"] >= FLOOR_RIGHT * len(SET)
    assert counts["wrong"] <= CEILING_WRONG * len(SET)


if __name__ == "__main__":
    for entry in SET:
        if (v := verdict(entry)) != "right":
            print(v, entry["lang"], entry["q"], "->", ask(entry["q"], entry["lang"]).text[:160])
    counts = figures()
    print({k: f"{100 * n / len(SET):.1f}" for k, n in counts.items()})
