"""Files and values from outside have bounds: nested brackets, huge files, a byte order mark,
a folder where a file should be, killed writes, and endless language codes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from ludoteca.bonanza import Game as Bonanza
from ludoteca.core import i18n, saves
from ludoteca.core.errors import CorruptData
from ludoteca.core.store import FILENAME, Store
from ludoteca.luckybox import DeckError, default_deck, load_deck, save_deck
from ludoteca.luckybox import Game as LuckyBox
from ludoteca.magdagdon import Game as Magdagdon
from tests.budgets import budget

GAMES = [Bonanza, LuckyBox, Magdagdon]
NESTED = "[" * 5000 + "]" * 5000  # 10 kB


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_nested_brackets_give_a_clear_error_on_load(tmp_path, game):
    path = tmp_path / "nested.json"
    path.write_text(NESTED)
    with pytest.raises(CorruptData, match="nests brackets too deeply"):
        game.load(path)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_deep_values_inside_a_save_give_a_clear_error(tmp_path, game):
    data = game(seed=1).to_json() if game is not LuckyBox else game(2, seed=1).to_json()
    for field in ("rules", "seats", "actions"):
        text = json.dumps({**data, field: "HOLE"}).replace('"HOLE"', "[" * 900 + "]" * 900)
        path = tmp_path / f"{field}.json"
        path.write_text(text)
        with pytest.raises(CorruptData):
            game.load(path)


def test_nested_brackets_in_a_deck_file_give_a_clear_error(tmp_path):
    path = tmp_path / "deck.json"
    path.write_text(NESTED)
    with pytest.raises(DeckError, match="nests brackets too deeply"):
        load_deck(path)


def test_files_far_larger_than_a_save_or_a_deck_are_refused_unread(tmp_path):
    big = tmp_path / "big.json"
    big.write_text('{"cards": [' + " " * (saves.MAX_BYTES + 10) + "]}")
    with pytest.raises(DeckError, match="too large"):
        load_deck(big)
    with pytest.raises(CorruptData, match="too large"):
        Bonanza.load(big)


def test_a_deck_or_a_save_with_a_byte_order_mark_loads(tmp_path):
    deck = save_deck(tmp_path / "deck.json", default_deck()[:12])
    deck.write_bytes(b"\xef\xbb\xbf" + deck.read_bytes())  # as Notepad writes UTF-8
    assert load_deck(deck) == default_deck()[:12]
    game = Bonanza(seed=3)
    game.roll()
    save = game.save(tmp_path / "game.json")
    save.write_bytes(b"\xef\xbb\xbf" + save.read_bytes())
    assert Bonanza.load(save).to_json() == game.to_json()


def test_a_store_path_that_is_a_folder_gets_a_clear_message(tmp_path):
    with pytest.raises(IsADirectoryError, match=f"is a folder: give the path of a file in it.*{FILENAME}"):
        Store(tmp_path)


def test_the_language_cache_stays_small_whatever_codes_arrive():
    i18n._short.cache_clear()
    for n in range(2000):
        with pytest.raises(ValueError, match="unknown language"):
            i18n.catalog(f"xx-{n}-" + "y" * 1000)
        with pytest.raises(ValueError, match="unknown language"):
            i18n.catalog(f"zz-{n}")
    assert i18n._short.cache_info().currsize <= 64
    assert i18n.catalog("pt-BR") == i18n.catalog("pt")


WRITER = """
import sys
from ludoteca.core.saves import write_json
data = {"pad": "x" * 4_000_000}
while True:
    write_json(sys.argv[1], data)
"""


@pytest.mark.slow
def test_saves_killed_mid_write_leave_no_temporary_files(tmp_path):
    target = tmp_path / "game.json"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    for n in range(budget(8, 3)):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], env=env)
        time.sleep(0.6 + 0.05 * n)
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    time.sleep(1.1)  # a temporary file is swept a second after its last write
    saves.write_json(target, {"x": 1})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
    assert saves.read_json(target) == {"x": 1}


def test_a_write_under_way_is_not_swept(tmp_path):
    import fcntl

    target = tmp_path / "game.json"
    busy = tmp_path / ".game.json.busy.tmp"
    with busy.open("wb") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        os.utime(busy, (time.time() - 10, time.time() - 10))
        saves.write_json(target, {"x": 1})
        assert busy.exists()
    saves.write_json(target, {"x": 2})
    assert not busy.exists()
