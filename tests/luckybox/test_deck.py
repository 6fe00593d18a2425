"""The shipped deck has every property the rules file lists; deck files are checked."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources

import pytest

from ludoteca.core.errors import CorruptData
from ludoteca.luckybox import Card, DeckError, Game, default_deck, load_deck, save_deck
from ludoteca.luckybox.cards import cards_from_json
from tests.tools import tool

deck_tool = tool("luckybox_deck")
SEED, generate = deck_tool.SEED, deck_tool.generate

BANDS = ({1, 2, 3}, {4, 5, 6}, {7, 8, 9})
DECK = default_deck()


def band(row):
    return next(i for i, b in enumerate(BANDS) if set(row) == b)


def test_sixty_cards_shipped_as_package_data():
    text = resources.files("ludoteca.luckybox").joinpath("decks", "default.json").read_text("utf-8")
    assert len(json.loads(text)["cards"]) == 60 == len(DECK)


def test_the_generator_reproduces_the_shipped_file(tmp_path):
    assert generate(SEED) == DECK
    written = deck_tool.main(tmp_path / "deck.json")
    shipped = resources.files("ludoteca.luckybox").joinpath("decks", "default.json").read_text("utf-8")
    assert written.read_text("utf-8") == shipped
    assert generate(SEED + 1) != DECK  # the seed matters


@pytest.mark.parametrize("card", DECK, ids=lambda c: c.notation())
def test_each_card_is_built_from_bands(card):
    assert len(card.values) == 6
    bands = [band(row) for row in card.numbers]  # each row is an ordering of one band
    counts = Counter(bands)
    assert sorted(counts.values()) == [1, 2]
    double = next(b for b, n in counts.items() if n == 2)
    twice = [row for row, b in zip(card.numbers, bands) if b == double]
    assert twice[0] != twice[1]  # two different orders


def test_each_ordered_band_pairing_is_on_ten_cards():
    pairings = Counter()
    for card in DECK:
        counts = Counter(band(row) for row in card.numbers)
        pairings[(max(counts, key=counts.get), min(counts, key=counts.get))] += 1
    assert len(pairings) == 6 and set(pairings.values()) == {10}


def test_each_value_shows_sixty_times():
    cells = Counter(n for card in DECK for n in card.flat)
    assert sum(cells.values()) == 540 and all(cells[v] == 60 for v in range(1, 10))


def kinds(slots):
    return Counter("number" if isinstance(b, int) else b for b in slots)


def test_bonus_slot_counts():
    every = kinds(b for card in DECK for b in card.bonuses)
    assert every == {"number": 153, "lightning": 50, "lightning2": 23, "moon": 49, "star": 44, "?": 33, None: 8}
    numbers = Counter(b for card in DECK for b in card.bonuses if isinstance(b, int))
    assert all(numbers[v] == 17 for v in range(1, 10))


def test_row_and_column_slots_split_as_in_the_box():
    rows = kinds(b for card in DECK for b in card.row_bonus)
    columns = kinds(b for card in DECK for b in card.column_bonus)
    assert sum(rows.values()) == sum(columns.values()) == 180
    expected_rows = {"number": 123, "?": 30, "lightning": 18, None: 6, "star": 2, "moon": 1}
    expected_columns = {"moon": 48, "star": 42, "lightning": 32, "lightning2": 23, "number": 30, "?": 3, None: 2}
    for counts, expected in ((rows, expected_rows), (columns, expected_columns)):
        for kind, about in expected.items():
            assert abs(counts[kind] - about) <= 2, (kind, counts[kind], about)


def test_about_thirty_number_bonuses_name_a_value_of_their_own_card():
    own = sum(1 for card in DECK for b in card.bonuses if isinstance(b, int) and b in card.values)
    assert 25 <= own <= 35


def test_card_notation_round_trips():
    for card in DECK:
        assert Card.parse(card.notation()) == card
        assert Card.from_json(card.to_json()) == card
        assert repr(card) == f"Card('{card.notation()}')"


def test_load_deck_reads_a_saved_deck(tmp_path):
    path = save_deck(tmp_path / "mine.json", DECK[:10], name="mine")
    assert load_deck(path) == DECK[:10]
    plain = tmp_path / "list.json"
    plain.write_text(json.dumps([c.to_json() for c in DECK[:8]]))
    assert load_deck(plain) == DECK[:8]


def test_load_deck_reports_every_problem_with_card_and_field(tmp_path):
    cards = [c.to_json() for c in DECK[:4]]
    cards[0]["numbers"][1][2] = 10
    cards[1]["row_bonus"][0] = "star2"
    cards[2]["column_bonus"] = ["moon", "star"]
    del cards[3]["numbers"]
    cards[3]["colour"] = "red"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "ludoteca-luckybox-deck", "version": 1, "cards": cards}))
    with pytest.raises(DeckError) as info:
        load_deck(path)
    message = info.value.message
    for where in (
        "cards[0].numbers[1][2]",
        "cards[1].row_bonus[0]",
        "cards[2].column_bonus",
        "cards[3].numbers",
        "cards[3]: unknown field 'colour'",
    ):
        assert where in message
    assert "5 problems" in message and info.value.params["problems"] == 5
    assert isinstance(info.value, CorruptData) and isinstance(info.value, ValueError)


@pytest.mark.parametrize("content", ["", "{not json", "[]", '{"cards": 3}', '{"format": "other", "cards": []}'])
def test_load_deck_refuses_what_is_not_a_deck(tmp_path, content):
    path = tmp_path / "deck.json"
    path.write_text(content)
    with pytest.raises(DeckError):
        load_deck(path)


def test_a_game_with_a_custom_deck_saves_it():
    deck = DECK[::-1][:20]
    game = Game(2, seed=4, deck=deck)
    assert game.to_json()["deck"] == [c.to_json() for c in deck]
    again = Game.from_json(game.to_json())
    assert again.cards == deck and again.state_json() == game.state_json()
    assert "deck" not in Game(1, seed=4).to_json()


def test_a_deck_too_small_for_the_table_is_refused():
    with pytest.raises(ValueError, match="at least 24 cards"):
        Game(3, seed=1, deck=DECK[:20])
    bad = {**Game(1, seed=1, deck=DECK[:8]).to_json(), "deck": [{"numbers": []}]}
    with pytest.raises(CorruptData, match="cards\\[0\\]"):
        Game.from_json(bad)


def test_cards_from_json_accepts_cards():
    assert cards_from_json(list(DECK[:2])) == DECK[:2]
