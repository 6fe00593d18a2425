"""The printable player aid: every language, every number taken from the rules."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from ludoteca import luckybox
from ludoteca.luckybox.rules import GRID_POINTS, SOLO_RANKS


@pytest.mark.parametrize("lang", ["en", "pt", "de", "fr"])
def test_the_player_aid_in_every_language(lang):
    svg = luckybox.player_aid_svg(lang)
    root = ET.fromstring(svg)  # well-formed SVG
    texts = " ".join(node.text or "" for node in root.iter() if node.tag.endswith("text"))
    assert " / ".join(map(str, GRID_POINTS)) in texts and "1 / 4 / 9" in texts
    assert "≤ 44" in texts and "45–49" in texts and "70+" in texts and len(SOLO_RANKS) == 7
    assert not re.search(r"\{\w+\}|luckybox\.", texts), texts
    assert root.get("aria-label")


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="language"):
        luckybox.player_aid_svg("xx")
