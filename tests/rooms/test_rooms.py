"""Rooms on the loopback, with scripted pages: each page sees only its seat and acts only for it,
presence and leaving, the clock, play again, and hostile traffic that changes nothing."""

from __future__ import annotations

import asyncio
import json

import pytest

from ludoteca import bonanza, luckybox
from ludoteca.bonanza.actions import GiveUp
from ludoteca.core.widget import pick_seed
from tests.aio import run
from tests.rooms.helpers import Page, fetch_status, hosted


def lucky_room(**kw):
    table = luckybox.open_table(["Ana", "Bruno"], seed=pick_seed(None), bot_delay=0, store=False)
    return hosted(table, None, **kw)


def bonanza_room(players=("Ana", "Bruno"), host=None, **kw):
    table = bonanza.open_table(list(players), seed=5, bot_delay=0, store=False, hints=False, turn_seconds=30)
    return hosted(table, host, **kw)


def keys(data) -> set[str]:
    """Every key of a JSON value, at any depth."""
    if isinstance(data, dict):
        return set(data) | {k for v in data.values() for k in keys(v)}
    if isinstance(data, list):
        return {k for v in data for k in keys(v)}
    return set()


def offers_seen(page: Page) -> set[int]:
    """The seats whose private offer this page has ever received."""
    seen: set[int] = set()

    def walk(item: object) -> None:  # anywhere in the frame, whatever shape the view takes
        if isinstance(item, dict):
            if item.get("offer") and "seat" in item:
                seen.add(item["seat"])
            for value in item.values():
                walk(value)
        elif isinstance(item, list):
            for value in item:
                walk(value)

    for raw in page.frames:
        walk(json.loads(raw))
    return seen


# -- one seat per link, and only what is theirs ------------------------------------------------------------
def test_each_page_sees_only_its_own_offer_and_never_the_seed_or_the_deck():
    async def main():
        room, _ = lucky_room()
        ana = await Page.open(room.links["Ana"])
        bruno = await Page.open(room.links["Bruno"])
        for card in (0, 1, 2):
            ana.send({"type": "select", "card": card})
        ana.send({"type": "choose"})
        await ana.read(lambda p: p.view["phase"] == "choose" and not p.view["luckybox"]["players"][0]["offer"])
        await bruno.settle()
        assert offers_seen(ana) == {0} and offers_seen(bruno) == {1}
        seed = str(room.game.seed)
        for page in (ana, bruno):
            assert seed not in "".join(page.frames)
            for raw in page.frames:
                assert not {"seed", "rng", "deck"} & keys(json.loads(raw))
            assert page.view["ui"]["seat"] == page.room["you"]
        assert room.game.hands[0].grids and not room.game.hands[1].grids  # Ana chose, Bruno not yet
        room.close()

    run(main())


def test_a_page_cannot_act_for_another_seat():
    async def main():
        room, _ = bonanza_room()
        ana = await Page.open(room.links["Ana"])
        bruno = await Page.open(room.links["Bruno"])
        before = room.game.to_json()
        bruno.send({"type": "roll"})  # Ana's turn
        await bruno.read(lambda p: p.state.get("notice"))
        assert bruno.state["notice"]["code"] == "not_your_turn"
        bruno.send({"type": "give_up", "seat": 0})
        await bruno.read(lambda p: p.state["notice"].get("code") == "wrong_seat")
        assert room.game.to_json() == before
        ana.send({"type": "roll"})
        await ana.read(lambda p: p.view["bonanza"]["dice"] is not None)
        room.close()

    run(main())


def test_a_seat_page_reads_a_rule_section_and_only_that_page_receives_it():
    async def main():
        room, _ = bonanza_room()
        ana = await Page.open(room.links["Ana"])
        bruno = await Page.open(room.links["Bruno"])
        before = room.game.to_json()
        bruno.send({"type": "rule", "game": "bonanza", "anchor": "joker", "lang": "pt"})  # not his turn: reading is
        await bruno.read(lambda p: p.state.get("rule", {}).get("anchor") == "joker")
        assert bruno.state["rule"]["lang"] == "pt" and "<p>" in bruno.state["rule"]["html"]
        await ana.settle()
        assert not ana.state.get("rule") and room.game.to_json() == before
        room.close()

    run(main())


def test_a_wrong_or_revoked_link_gets_the_invalid_page_and_nothing_else():
    async def main():
        room, _ = bonanza_room()
        good = room.links["Bruno"]
        bad = good[:-3] + ("A" if good[-3] != "A" else "B") + good[-2:]
        for url in (bad, bad + "ws", bad + "game.js", good.rsplit("/", 3)[0] + "/", good + "../../../"):
            code, body = await fetch_status(url)
            assert code == 404 and "This link is not valid" in body and "Bruno" not in body
        code, body = await fetch_status(good)
        assert code == 200 and "seat.js" in body
        room.close()
        code, body = await fetch_status(good)  # a closed room's links are revoked
        assert code == 404 and "This link is not valid" in body

    run(main())


def test_a_page_of_another_site_cannot_open_the_socket():
    async def main():
        room, _ = bonanza_room()
        with pytest.raises(Exception) as error:
            await Page.open(room.links["Ana"], origin="http://evil.example")
        assert "403" in str(error.value)
        room.close()

    run(main())


# -- presence -------------------------------------------------------------------------------------------
def test_a_page_gone_past_the_grace_gives_the_seat_up_and_the_others_see_it():
    async def main():
        room, _ = bonanza_room(("Ana", "Bruno", "Cleo"), grace=0.4)
        pages = {n: await Page.open(room.links[n]) for n in ("Ana", "Bruno", "Cleo")}
        pages["Cleo"].close()
        ana = pages["Ana"]
        await ana.read(lambda p: p.room["presence"][2]["state"] == "away")
        assert 0 <= ana.room["presence"][2]["seconds_left"] <= 1
        await ana.read(lambda p: p.room["presence"][2]["state"] == "left", timeout=3)
        assert room.game.gave_up == [False, False, True]
        assert "Cleo" not in room.links
        room.close()

    run(main())


def test_coming_back_within_the_grace_keeps_the_seat():
    async def main():
        room, _ = bonanza_room(grace=2)
        ana = await Page.open(room.links["Ana"])
        bruno = await Page.open(room.links["Bruno"])
        bruno.close()
        await ana.read(lambda p: p.room["presence"][1]["state"] == "away")
        again = await Page.open(room.links["Bruno"])
        await ana.read(lambda p: p.room["presence"][1]["state"] == "here")
        await asyncio.sleep(2.2)
        assert room.game.gave_up == [False, False] and again.view["ui"]["seat"] == 1
        room.close()

    run(main())


def test_in_lucky_box_the_others_play_on_without_who_left():
    async def main():
        room, _ = lucky_room(grace=0.2)
        ana = await Page.open(room.links["Ana"])
        bruno = await Page.open(room.links["Bruno"])
        bruno.close()
        await ana.read(lambda p: p.room["presence"][1]["state"] == "left", timeout=3)
        assert room.game.hands[1].left and room.game.to_act() == [0]
        for card in (0, 1, 2):
            ana.send({"type": "select", "card": card})
        ana.send({"type": "choose"})
        await ana.read(lambda p: p.view["phase"] == "play")  # nobody waited for Bruno
        room.close()

    run(main())


def test_a_seat_away_past_the_grace_comes_back_to_watch_without_anything_private():
    async def main():
        table = luckybox.open_table(["Ana", "Bruno", "Cleo"], seed=pick_seed(None), bot_delay=0, store=False)
        room, _ = hosted(table, None, grace=0.2)
        ana, bruno, cleo = [await Page.open(room.links[n]) for n in ("Ana", "Bruno", "Cleo")]
        link = room.links["Cleo"]
        cleo.close()
        await ana.read(lambda p: p.room["presence"][2]["state"] == "left", timeout=3)
        code, body = await fetch_status(link)
        assert code == 200 and "This link is not valid" not in body
        back = await Page.open(link)
        assert back.room["watching"] == {"because": "away"} and back.room["you"] is None
        assert back.room["grace"] == 0.2 and back.view["seat"] is None
        back.send({"type": "select", "card": 0})  # a watcher's click is refused where it is made
        await back.read(lambda p: bool(p.state.get("notice")))
        assert back.state["notice"]["code"] == "spectator" and room.game.departed() == [2]
        for page in (ana, bruno):
            for card in (0, 1, 2):
                page.send({"type": "select", "card": card})
            page.send({"type": "choose"})
        await back.read(lambda p: p.view["phase"] == "play")  # the game goes on, and the watcher sees it
        assert offers_seen(back) == set() and room.presence()[2]["state"] == "left"
        room.close()

    run(main())


# -- the clock ------------------------------------------------------------------------------------------
def test_the_first_clock_waits_for_every_page_and_a_late_page_counts_down_from_the_server():
    async def main():
        room, _ = bonanza_room()
        ana = await Page.open(room.links["Ana"])
        ana.send({"type": "ready"})
        await ana.settle(0.2)
        assert room.game.deadline_in() is None and ana.room["clock_waits"]
        bruno = await Page.open(room.links["Bruno"])
        bruno.send({"type": "ready"})
        await ana.read(lambda p: p.view["bonanza"]["clock"].get("deadline_in") is not None)
        assert not ana.room["clock_waits"]
        await asyncio.sleep(1.2)
        late = await Page.open(room.links["Bruno"])  # a reload, 1.2 s into the turn
        shown = late.view["bonanza"]["clock"]["deadline_in"]
        assert abs(shown - room.game.deadline_in()) < 1.0 and shown < 29.5
        room.close()

    run(main())


# -- play again -----------------------------------------------------------------------------------------
def test_play_again_starts_when_every_connected_player_agrees_without_who_left():
    async def main():
        players = ("Ana", "Bruno", ("Robo", "random"))
        table = bonanza.open_table(list(players), seed=5, bot_delay=0, store=False, hints=False, turn_seconds=None)
        room, _ = hosted(table, None, grace=0.2)
        ana = await Page.open(room.links["Ana"])
        bruno = await Page.open(room.links["Bruno"])
        game = room.game
        steps = 0
        while not game.is_terminal():  # Ana and Bruno play the game out (any legal choice)
            steps += 1
            assert steps < 500
            action = next(a for a in game.legal_actions() if not isinstance(a, GiveUp))
            game.apply(action)
            room.table.drive()
        ana.send({"type": "play_again"})
        await bruno.read(lambda p: p.room["presence"][0].get("wants_again"))
        assert room.game is game  # Bruno has not agreed yet
        bruno.send({"type": "play_again"})
        await ana.read(lambda p: p.view["bonanza"]["round"] == 1 and p.view["phase"] != "over")
        assert room.game is not game and [s.name for s in room.game.seats] == ["Ana", "Bruno", "Robo"]
        room.close()

    run(main())


def test_who_left_is_not_seated_again_and_seats_are_renumbered():
    async def main():
        room, _ = bonanza_room(("Ana", "Bruno", "Cleo"), grace=0.2)
        ana, bruno, cleo = [await Page.open(room.links[n]) for n in ("Ana", "Bruno", "Cleo")]
        cleo_link = room.links["Cleo"]
        ana.close()
        await bruno.read(lambda p: p.room["presence"][0]["state"] == "left", timeout=3)
        cleo.send({"type": "give_up", "seat": 2})
        cleo.send({"type": "give_up", "seat": 2})
        await cleo.read(lambda p: (p.room.get("watching") or {}).get("because") == "left")  # she watches on
        assert room.game.is_terminal() and room.game.outcome().winners == (1,)
        bruno.send({"type": "play_again"})
        await bruno.read(lambda p: p.view["phase"] != "over" and len(p.view["bonanza"]["seats"]) == 1)
        assert [s.name for s in room.game.seats] == ["Bruno"] and bruno.view["ui"]["seat"] == 0
        assert list(room.links) == ["Bruno"]
        await cleo.read(lambda p: p.closed == "over")  # her watching ended with the game she left
        code, _ = await fetch_status(cleo_link)
        assert code == 404
        room.close()

    run(main())


# -- hostile traffic --------------------------------------------------------------------------------------
def test_hostile_frames_change_nothing_and_the_other_seat_plays_on():
    async def main():
        room, _ = bonanza_room()
        ana = await Page.open(room.links["Ana"])
        bruno = await Page.open(room.links["Bruno"])
        before = room.game.to_json()
        for junk in (
            "not json",
            "[1,2]",
            '{"kind":"msg"}',
            '{"kind":"msg","content":{"type":"roll","x":1}}',
            '{"kind":"set","state":{"view":{}}}',
            '{"kind":"set","state":{"locale":"xx"}}',
            json.dumps({"kind": "msg", "content": {"type": "box", "box": "x" * 5000}}),
        ):
            bruno.raw(junk)
        for _ in range(300):  # a flood from one seat
            bruno.send({"type": "cancel"})
        await bruno.read(lambda p: bool(p.state.get("notice")), timeout=10)  # a busy machine may be slow
        await bruno.settle(0.3)
        assert bruno.state["notice"]["code"] in ("flood", "malformed_action", "not_your_turn")
        assert room.game.to_json() == before
        ana.send({"type": "roll"})  # the other seat is not hurt
        await ana.read(lambda p: p.view["bonanza"]["dice"] is not None)
        big = await Page.open(room.links["Bruno"])
        big.raw("x" * 20000)  # over the frame limit: that page alone is closed
        await big.read(lambda p: p.closed is not None)
        ana.send({"type": "toggle", "die": 0})
        await ana.read(lambda p: p.view["bonanza"]["held"][0])
        room.close()

    run(main())


# -- a game built from the recipe ------------------------------------------------------------------------
def test_a_room_of_pig_plays_plays_again_and_loses_a_player():
    from tests.pig.actions import Roll
    from tests.pig.game import Game as Pig
    from tests.pig.rules import Rules
    from tests.pig.widget import PigTable

    async def main():
        room, _ = hosted(PigTable(Pig(["Ana", "Bruno", "Cleo"], seed=3, rules=Rules(10)), bot_delay=0), None, grace=0.2)
        pages = [await Page.open(room.links[n]) for n in ("Ana", "Bruno", "Cleo")]
        assert not pages[0].room["clock_waits"]  # Pig has no clock to wait for
        pages[0].send({"type": "roll"})
        await pages[1].read(lambda p: p.view["pig"]["last_roll"] is not None)  # Ana's roll, seen by Bruno
        first = room.game
        steps = 0
        while not first.is_terminal():  # the seat to play rolls sixes until someone wins
            steps += 1
            assert steps < 20
            first.apply(Roll(first.current, 6))
        room.table.drive()
        for page in pages:
            page.send({"type": "play_again"})
        await pages[2].read(lambda p: p.view["phase"] == "rolling" and p.view["pig"]["scores"] == [0, 0, 0])
        assert room.game is not first and [s.name for s in room.game.seats] == ["Ana", "Bruno", "Cleo"]
        pages[2].close()  # Cleo goes and does not come back
        await pages[0].read(lambda p: p.room["presence"][2]["state"] == "left", timeout=3)
        assert room.game.departed() == [2] and room.game.view()["pig"]["left"] == [False, False, True]
        pages[1].close()  # Bruno too: Ana is the last one at the table, and wins
        await pages[0].read(lambda p: p.view["phase"] == "over", timeout=3)
        assert room.game.outcome().winners == (0,) and room.game.departed() == [1, 2]
        pages[0].send({"type": "play_again"})
        await pages[0].read(lambda p: p.view["phase"] == "rolling" and len(p.view["pig"]["players"]) == 1)
        assert [s.name for s in room.game.seats] == ["Ana"] and list(room.links) == ["Ana"]
        room.close()

    run(main())
