"""Pictures of Lucky Box cards: pure, well-formed SVG that reads without colour."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from ludoteca.luckybox import Card, default_deck
from ludoteca.luckybox.cards import Grid
from ludoteca.luckybox.exercises import position
from ludoteca.luckybox.pictures import SYMBOLS, game_svg, grids_svg, svg
from ludoteca.luckybox.rules import parse_cell

from .helpers import CARD  # rows pay Number 7, "?", blank; columns pay moon, star, double lightning

NS = "{http://www.w3.org/2000/svg}"


def texts(picture: str) -> list[str]:
    return [node.text or "" for node in ET.fromstring(picture).iter(f"{NS}text")]


def test_a_card_shows_its_nine_numbers_and_six_slots():
    card = Card.parse(CARD)
    shown = texts(svg(card))
    assert shown[:9] == [str(n) for n in card.flat]
    assert shown[9:] == ["7", "?", "–", "☾", "★", "⚡⚡"]


@pytest.mark.parametrize("index", range(0, 60, 7))
def test_every_slot_of_the_deck_has_a_readable_symbol(index):
    card = default_deck()[index]
    shown = texts(svg(card))
    symbols = [str(b) if isinstance(b, int) else SYMBOLS[b] for b in card.bonuses]
    assert shown[-6:] == symbols and all(symbols)


def test_crossed_cells_are_struck_through_not_only_greyed():
    picture = svg(Card.parse(CARD), crossed="a1 b2")
    assert picture.count("<line") == 4
    assert svg(Card.parse(CARD), crossed=[0, 4]) == picture == svg(Card.parse(CARD), crossed=0b10001)
    assert svg(Grid(0, Card.parse(CARD), 0b10001)) == picture


def contrast(a: str, b: str) -> float:
    """WCAG's contrast ratio of two colours written #rrggbb."""

    def luminance(colour: str) -> float:
        channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_a_crossed_number_stays_readable_over_its_cross():
    root = ET.fromstring(svg(Card.parse(CARD), crossed="b2"))
    nodes = list(root.iter())
    cell = next(n for n in nodes if n.tag == f"{NS}rect" and n.get("fill") == "#d9d9d9")
    number = next(n for n in nodes if n.tag == f"{NS}text" and n.text == "5")
    lines = [n for n in nodes if n.tag == f"{NS}line"]
    assert len(lines) == 2 and all(nodes.index(line) < nodes.index(number) for line in lines)  # drawn on top
    assert contrast(number.get("fill"), cell.get("fill")) >= 7
    assert number.get("stroke") == cell.get("fill") and number.get("paint-order") == "stroke"  # clear of the X
    assert all(contrast(line.get("stroke"), number.get("fill")) >= 3 for line in lines)  # the X is lighter


def test_a_complete_line_gets_a_check_mark():
    grid = Grid(0, Card.parse(CARD), sum(1 << parse_cell(c) for c in ("a1", "b1", "c1")), earned=0b1)
    assert texts(svg(grid)).count("✓") == 1
    assert texts(svg(Card.parse(CARD), crossed="a1 b1 c1")).count("✓") == 1
    assert "✓" not in svg(Card.parse(CARD), crossed="a1 b1")


def test_crossable_cells_carry_a_badge_as_well_as_a_frame():
    picture = svg(Card.parse(CARD), reach={"b2": 0, "a2": 1, "c2": 2})
    shown = texts(picture)
    assert picture.count('data-badge="free"') == 1 and "⚡1" in shown and "⚡2" in shown
    assert picture.count('data-badge="lightning"') == 2  # a tag, not the free cell's dot
    assert picture.count('stroke-dasharray="6 3"') == 3
    assert "Can be crossed now: a2 b2 c2." in picture


def test_the_description_is_in_the_locale():
    card = Card.parse(CARD)
    assert 'aria-label="Lucky Box card. Rows: 1 2 3, 4 5 6, 2 3 1. Row bonuses: Number 7: cross one 7; ?: cross' in svg(
        card
    )
    assert "Bónus das linhas" in svg(card, lang="pt")
    assert "Lignes\u00a0: 1 2 3" in svg(card, lang="fr")
    assert "Angekreuzt: keine." in svg(card, lang="de")


def test_pictures_are_pure():
    grid = Grid(3, Card.parse(CARD), 0b101, 0)
    first = svg(grid, crossed="c3", reach={"b2": 1})
    assert svg(grid, crossed="c3", reach={"b2": 1}) == first
    assert grid.crossed == 0b101 and grid.earned == 0
    ET.fromstring(first)
    with pytest.raises(TypeError, match="Card or a Grid"):
        svg("123 456 231 | 7?- | MSD")  # type: ignore[arg-type]


def test_several_grids_are_named_as_players_count_them():
    picture = grids_svg([Card.parse(CARD), default_deck()[0]], crossed={1: "a1"}, lang="pt")
    shown = texts(picture)
    assert "Cartela 1" in shown and "Cartela 2" in shown and picture.count("<line") == 2
    ET.fromstring(picture)


def test_the_game_picture_frames_exactly_the_legal_crossings():
    game = position([CARD, "789 978 456 | 1-- | LLL"], 4, lightning=1, crossed={0: "a2"})
    picture = game_svg(game)
    crossings = [a for a in game.legal_actions_of(0) if type(a).__name__ == "Cross"]
    # grid 1: the 3s at c1 and b3 and the 5 at b2 (its 4 is crossed); grid 2: the 4 and the 5 of row 3
    assert picture.count('stroke-dasharray="6 3"') == len(crossings) == 5
    assert picture.count('data-badge="free"') == 1 and texts(picture).count("⚡1") == 4
    assert game_svg(game, reach=False).count('stroke-dasharray="6 3"') == 0
