"""``ludoteca serve``: its options, its deal, and the lines it prints."""

from __future__ import annotations

import argparse
import re
import signal
import subprocess
import sys
import urllib.request

import pytest

from ludoteca import bonanza, luckybox
from ludoteca.cli import main, make_table, parse_players, parser
from tests.aio import in_thread, run
from tests.browser.harness import free_port


def test_players_are_names_and_computer_players_name_kind():
    assert parse_players("Ana, Bruno,Robo:planner", "luckybox") == ["Ana", "Bruno", ("Robo", "planner")]
    with pytest.raises(argparse.ArgumentTypeError, match="not a computer player of bonanza"):
        parse_players("Ana,Robo:planner", "bonanza")
    with pytest.raises(argparse.ArgumentTypeError, match="empty name"):
        parse_players("Ana,,Bruno", "bonanza")


@pytest.mark.parametrize(("game", "engine"), [("bonanza", bonanza.Game), ("luckybox", luckybox.Game)])
def test_a_seed_deals_exactly_as_the_engine_does(game, engine):
    async def made():
        args = parser().parse_args(["serve", "--game", game, "--players", "Ana,Bruno", "--seed", "42"])
        return make_table(args)

    table = run(made())
    expected = engine(["Ana", "Bruno"], seed=42)
    assert table.game.seed == 42
    if game == "luckybox":
        assert [h.offer for h in table.game.hands] == [h.offer for h in expected.hands]
    else:
        table.game.apply("roll")
        expected.apply("roll")
        assert table.game.dice == expected.dice


def test_bad_options_are_said_plainly(capsys):
    assert in_thread(main, ["serve", "--game", "luckybox", "--players", "Ana,Bruno", "--turn-seconds", "30"]) == 2
    assert "Lucky Box has no turn clock" in capsys.readouterr().err
    assert in_thread(main, ["serve", "--game", "bonanza", "--players", "Ana,Bruno", "--turn-seconds", "20"]) == 2
    assert "turn_seconds is one of" in capsys.readouterr().err
    assert in_thread(main, ["serve", "--game", "bonanza", "--players", "Ana,Robo:wizard"]) == 2
    assert "not a computer player" in capsys.readouterr().err


def test_serve_prints_one_line_per_person_at_once_and_stops_on_ctrl_c(tmp_path):
    port = free_port()
    with open(tmp_path / "err.log", "w") as err:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "ludoteca.cli",
                "serve",
                "--game",
                "luckybox",
                "--players",
                "Ana,Robo:greedy,Bruno",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
            ],
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
        )
        try:
            lines = [process.stdout.readline() for _ in range(2)]
            for line, name in zip(lines, ("Ana", "Bruno")):
                assert re.fullmatch(rf"{name}: http://127\.0\.0\.1:{port}/rooms/[\w-]+/[\w-]+/\n", line), line
            with urllib.request.urlopen(lines[0].split(": ", 1)[1].strip(), timeout=10) as page:
                assert page.status == 200 and b"seat.js" in page.read()
        finally:
            process.send_signal(signal.SIGINT)
            assert process.wait(15) == 0
