"""The score pad for the physical box: entries in, totals out, with the game's own scoring; the
impossible refused with the reason; and the printable sheet in four languages."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.luckybox.rules import moon_points, solo_rank, star_points
from ludoteca.luckybox.scorepad import ScorePad, score_pad, score_sheet_svg
from tests.contract import hostile_messages


def ok(pad: ScorePad, message: dict) -> None:
    assert pad.receive(message), pad.notice


def refused(pad: ScorePad, message: dict, code: str) -> str:
    before = json.dumps(pad.entries)
    assert pad.receive(message) is False
    assert pad.notice["code"] == code, pad.notice
    assert json.dumps(pad.entries) == before
    return pad.notice["text"]


def test_a_full_sheet_adds_up_like_the_game():
    pad = score_pad(["Ana", "Bruno", "Carla"])
    entries = {
        0: {"grids": [1, 1, 0, 1], "stars": [2, 0, 3, 4], "moons": 3, "cells": 7},
        1: {"grids": [0, 2, 1, 0], "stars": [1, 1, 0, 0], "moons": 1, "cells": 10},
        2: {"grids": [2, 0, 0, 0], "stars": [0, 2, 1, 0], "moons": 1, "cells": 0},
    }
    for player, e in entries.items():
        for field in ("grids", "stars"):
            for r, value in enumerate(e[field], start=1):
                ok(pad, {"type": "set", "player": player, "field": field, "round": r, "value": value})
        ok(pad, {"type": "set", "player": player, "field": "moons", "value": e["moons"]})
        ok(pad, {"type": "set", "player": player, "field": "cells", "value": e["cells"]})
    moons = moon_points([3, 1, 1])
    assert moons == [6, -6, -6]
    expected = [
        15 + 12 + 8 + sum(star_points(s) for s in [2, 0, 3, 4]) + 6 + 3,
        24 + 10 + 2 - 6 + 5,
        30 + 4 + 1 - 6 + 0,
    ]
    rows = pad.totals()
    assert [r["total"] for r in rows] == expected == [66, 35, 29]
    assert [r["place"] for r in rows] == [1, 2, 3]
    assert rows[0]["stars"] == [4, 0, 9, 9]  # a 4th star scores nothing
    assert pad.view["result"]["how"] == "points" and pad.view["result"]["winners"] == ["Ana"]
    assert repr(pad) == "ScorePad(['Ana', 'Bruno', 'Carla'], totals=[66, 35, 29])"


def test_moon_rules_for_two_players_and_for_everyone_tied():
    two = score_pad(["Ana", "Bruno"])
    assert [r["moon_points"] for r in two.totals()] == [6, 6]  # tied with two: both gain, nobody loses
    three = score_pad(3)
    assert [r["moon_points"] for r in three.totals()] == [0, 0, 0]  # all tied: +6 and -6 each
    three.enter(1, "moons", 2)
    assert [r["moon_points"] for r in three.totals()] == [-6, 6, -6]


def test_a_tie_goes_to_moons_then_is_shared():
    pad = score_pad(["Ana", "Bruno", "Carla"])
    pad.enter(0, "grids", 1, round=1)  # 15
    pad.enter(1, "grids", 1, round=1)  # 15
    pad.enter(0, "moons", 2)
    pad.enter(1, "moons", 1)
    pad.enter(2, "moons", 1)
    pad.enter(1, "stars", 3, round=1)  # Bruno +9 ...
    pad.enter(0, "stars", 3, round=2)  # ... Ana +9: Ana 15+9+6, Bruno 15+9-6
    pad.enter(1, "cells", 24)  # +12 for Bruno: 30 against Ana's 30
    rows = pad.totals()
    assert rows[0]["total"] == rows[1]["total"] == 30
    assert [r["place"] for r in rows] == [1, 2, 3]
    assert pad.result() | {} == {
        "winners": ["Ana"],
        "total": 30,
        "how": "moons",
        "moons": 2,
        "tied": ["Bruno"],
        "rank_key": None,
    }
    twins = score_pad(["Ana", "Bruno", "Carla"])
    for player in (0, 1):
        twins.enter(player, "grids", 2, round=1)
        twins.enter(player, "moons", 2)
    assert twins.result()["how"] == "shared" and twins.result()["winners"] == ["Ana", "Bruno"]
    assert [r["place"] for r in twins.totals()] == [1, 1, 3]


@pytest.mark.parametrize(
    ("moons", "grids", "total"), [(0, [1, 0, 0, 0], 9), (6, [3, 1, 1, 1], 85), (2, [0, 2, 1, 0], 34)]
)
def test_solo_uses_the_solo_moon_table_and_rank(moons, grids, total):
    pad = score_pad(["Ana"])
    for r, n in enumerate(grids, start=1):
        pad.enter(0, "grids", n, round=r)
    pad.enter(0, "moons", moons)
    row = pad.totals()[0]
    assert row["moon_points"] == moon_points([moons])[0]
    assert row["total"] == total and row["rank"] == solo_rank(total)
    assert pad.view["result"]["how"] == "solo" and pad.view["result"]["rank_key"] == row["rank_key"]


def test_arena_counts_lightning_left():
    pad = score_pad(["Ana"], variant="arena")
    ok(pad, {"type": "set", "player": 0, "field": "lightning", "value": 8})
    assert pad.totals()[0]["lightning_points"] == 2
    classic = score_pad(["Ana"])
    refused(classic, {"type": "set", "player": 0, "field": "lightning", "value": 8}, "pad_not_arena")


def test_impossible_entries_are_refused_with_the_reason():
    pad = score_pad(["Ana", "Bruno"])
    text = refused(pad, {"type": "set", "player": 0, "field": "grids", "round": 1, "value": 4}, "pad_too_many_grids")
    assert text == "By the end of round 1 a player has kept 3 grids: 4 cannot be complete"
    ok(pad, {"type": "set", "player": 0, "field": "grids", "round": 1, "value": 3})
    refused(pad, {"type": "set", "player": 0, "field": "grids", "round": 2, "value": 2}, "pad_too_many_grids")
    ok(pad, {"type": "set", "player": 0, "field": "grids", "round": 4, "value": 3})  # 6 grids kept, 6 complete
    text = refused(pad, {"type": "set", "player": 0, "field": "cells", "value": 1}, "pad_too_many_cells")
    assert "0 grids still in play" in text
    refused(pad, {"type": "set", "player": 1, "field": "cells", "value": 49}, "pad_too_many_cells")
    ok(pad, {"type": "set", "player": 1, "field": "cells", "value": 48})
    refused(pad, {"type": "set", "player": 1, "field": "stars", "round": 1, "value": 19}, "pad_too_many_stars")
    refused(pad, {"type": "set", "player": 1, "field": "moons", "value": -1}, "pad_negative")
    ok(pad, {"type": "set", "player": 1, "field": "moons", "value": 20})
    text = refused(pad, {"type": "set", "player": 0, "field": "moons", "value": 5}, "pad_too_many_moons")
    assert "24 moons" in text
    with pytest.raises(IllegalAction):
        pad.enter(0, "moons", 5)


def test_stars_are_bounded_by_the_star_slots_of_the_grids_held():
    from ludoteca.luckybox.cards import default_deck

    per_card = max(sum(b == "star" for b in (*c.row_bonus, *c.column_bonus)) for c in default_deck())
    pad = score_pad(["Ana"])
    assert pad.stars_per_card == per_card == 2
    text = refused(pad, {"type": "set", "player": 0, "field": "stars", "round": 1, "value": 18}, "pad_too_many_stars")
    assert text == "In round 1 the grids a player holds can pay at most 6 stars: 18 is too many"
    refused(pad, {"type": "set", "player": 0, "field": "stars", "round": 1, "value": 7}, "pad_too_many_stars")
    ok(pad, {"type": "set", "player": 0, "field": "stars", "round": 1, "value": 6})
    # A grid pays each star once: 6 stars from the 3 first grids leave round 2's new grid 2 more.
    refused(pad, {"type": "set", "player": 0, "field": "stars", "round": 2, "value": 3}, "pad_too_many_stars_game")
    ok(pad, {"type": "set", "player": 0, "field": "stars", "round": 2, "value": 2})
    # Grids completed in round 1 leave play: with all 3 done, round 2 holds only its new grid.
    done = score_pad(["Ana"])
    ok(done, {"type": "set", "player": 0, "field": "grids", "round": 1, "value": 3})
    text = refused(done, {"type": "set", "player": 0, "field": "stars", "round": 2, "value": 3}, "pad_too_many_stars")
    assert text == "In round 2 the grids a player holds can pay at most 2 stars: 3 is too many"
    ok(done, {"type": "set", "player": 0, "field": "stars", "round": 2, "value": 2})
    late = score_pad(["Ana"])  # and a grid count that would leave earlier stars impossible is refused too
    ok(late, {"type": "set", "player": 0, "field": "stars", "round": 2, "value": 4})
    refused(late, {"type": "set", "player": 0, "field": "grids", "round": 1, "value": 3}, "pad_too_many_stars")
    starry = [c.to_json() for c in default_deck()]
    starry[0]["row_bonus"] = ["star", "star", "star"]
    assert score_pad(["Ana"], deck=starry).stars_per_card == 3 + sum(b == "star" for b in starry[0]["column_bonus"])


@pytest.mark.parametrize(
    ("locale", "field", "round_", "text"),
    [
        ("en", "stars", 2, "Stars, round 2: write how many stars were earned in that round (0 if none)"),
        ("en", "moons", None, "Moons: write how many moons the player holds (0 if none)"),
        (
            "fr",
            "grids",
            3,
            "Grilles complètes, manche 3\u00a0: écris combien de grilles ont été complétées "
            "à cette manche (0 si aucune)",
        ),
        (
            "de",
            "cells",
            None,
            "Angekreuzte Felder auf unvollständigen Karten: trage ein, wie viele auf den Karten "
            "im Spiel angekreuzt sind (0, wenn keine)",
        ),
    ],
)
def test_an_empty_box_says_what_it_needs(locale, field, round_, text):
    pad = score_pad(["Ana"], locale=locale, variant="arena")
    message = {"type": "set", "player": 0, "field": field, "value": None}
    if round_:
        message["round"] = round_
    assert refused(pad, message, f"pad_needs_{field}") == text


def test_hostile_messages_are_answered_with_a_notice():
    pad = score_pad(["Ana", "Bruno"])
    before = json.dumps(pad.entries)
    extra = [
        {"type": "set"},
        {"type": "set", "player": 5, "field": "moons", "value": 1},
        {"type": "set", "player": 0, "field": "moons", "value": 1.5},
        {"type": "set", "player": 0, "field": "moons", "value": None},
        {"type": "set", "player": 0, "field": "moons", "value": True},
        {"type": "set", "player": 0, "field": "grids", "value": 1},
        {"type": "set", "player": 0, "field": "grids", "round": 5, "value": 1},
        {"type": "set", "player": 0, "field": "moons", "round": 1, "value": 1},
        {"type": "set", "player": 0, "field": "total", "value": 99},
        {"type": "reset", "now": True},
    ]
    for message in [*hostile_messages(ScorePad.message_types), *extra]:
        assert pad.receive(message) is False, message
        assert pad.notice["text"] and pad.notice["code"] != "internal", (message, pad.notice)
    assert json.dumps(pad.entries) == before
    pad.enter(0, "moons", 3)
    ok(pad, {"type": "reset"})
    assert pad.entries[0]["moons"] == 0


def test_notices_in_portuguese():
    pad = score_pad(["Ana"], locale="pt")
    text = refused(pad, {"type": "set", "player": 0, "field": "grids", "round": 1, "value": 4}, "pad_too_many_grids")
    assert text.startswith("No fim da ronda 1")


def test_players_are_one_to_six():
    with pytest.raises(ValueError):
        score_pad(7)
    assert len(score_pad(6).view["totals"]) == 6


@pytest.mark.parametrize(
    ("lang", "title"),
    [("en", "Score sheet"), ("pt", "Folha de pontuação"), ("de", "Wertungsblatt"), ("fr", "Feuille de score")],
)
def test_the_printable_sheet_in_four_languages(lang, title):
    svg = score_sheet_svg(lang)
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    texts = [e.text for e in root.iter() if e.tag.endswith("text")]
    assert title in texts and "Super Mega Lucky Box" in texts
    rects = [e for e in root.iter() if e.tag.endswith("rect")]
    assert len(rects) == 1 + 6 + 11 * 7  # the page, the name boxes, 11 rows of a label and 6 players
    assert (
        len([e for e in ET.fromstring(score_sheet_svg(lang, arena=True, players=2)).iter() if e.tag.endswith("rect")])
        == 1 + 2 + 12 * 3
    )
