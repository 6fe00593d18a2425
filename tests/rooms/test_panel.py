"""The host's side of a room: who plays where, the panel of links and QR codes, closing."""

from __future__ import annotations

import pytest

from ludoteca import bonanza, luckybox
from ludoteca.rooms import host_seat
from tests.aio import run
from tests.rooms.helpers import Page, hosted


def test_the_host_plays_the_first_person_by_default_or_a_named_seat_or_watches():
    players = [("Robo", "greedy"), "Ana", "Bruno"]
    assert host_seat(players, "first") == 1
    assert host_seat(players, "Bruno") == 2 and host_seat(players, 2) == 2
    assert host_seat(players, None) is None
    for wrong in ("Zed", 0, 7, True):
        with pytest.raises(ValueError, match="host is the name or index of a person"):
            host_seat(players, wrong)


def test_the_panel_lists_each_other_persons_link_with_a_qr_code_and_their_presence():
    async def main():
        table = luckybox.open_table(["Ana", "Bruno", "Cleo"], seed=2, bot_delay=0, store=False, seat=0)
        room, _ = hosted(table, 0)
        view = room.panel.view
        assert [link["name"] for link in view["links"]] == ["Bruno", "Cleo"]
        assert all(link["qr"].startswith("data:image/svg+xml") for link in view["links"])
        assert [p["state"] for p in view["presence"]] == ["host", "waiting", "waiting"]
        assert not view["clock_waits"]  # Lucky Box has no turn clock to wait with
        page = await Page.open(room.links["Bruno"])
        assert [p["state"] for p in room.panel.view["presence"]] == ["host", "here", "waiting"]
        assert page.view["ui"]["seat"] == 1
        room.close()
        await page.read(lambda p: p.closed is not None)
        assert (
            page.closed == "closed"
            and room.panel.view["closed"]
            and room.links == {"Bruno": room.links["Bruno"], "Cleo": room.links["Cleo"]}
        )

    run(main())


def test_a_spectator_host_sees_no_private_offer_and_cannot_act():
    async def main():
        table = luckybox.open_table(["Ana", "Bruno"], seed=2, bot_delay=0, store=False)
        room, _ = hosted(table, None)
        assert all(p["offer"] is None for p in room.table.view["luckybox"]["players"])
        assert not room.table.receive({"type": "select", "card": 0})
        assert room.table.notice["code"] == "spectator"
        room.close()
        table = bonanza.open_table(["Ana", "Bruno"], seed=2, bot_delay=0, store=False, hints=False)
        room, _ = hosted(table, None)
        assert not room.table.view["ui"]["can_act"] and not room.table.receive({"type": "roll"})
        room.close()

    run(main())
