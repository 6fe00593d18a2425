"""What the room store keeps of a room, and a room rebuilt from it after a crash.

A record is plain JSON: the room's id, where it was served (``"serve"``: a ``ludoteca serve``
process; ``"kernel"``: a notebook), its game's name and save, the table's options, the host's
seat, the grace period, and per seat its name, presence and token *as a salted hash*. Rebuilt,
the room has the same id and opens with the same links (the pages already hold them), each
seat that was at the table away for a grace period to come back in.
"""

from __future__ import annotations

import os
from typing import Any

from ludoteca.core import registry
from ludoteca.rooms.seat_link import SeatLink

__all__ = ["JSON_OPTIONS", "describe", "rebuilt_seats", "room_record", "table_from"]

#: The table options a record keeps (the rest, like a store or a clock, are the process's own).
JSON_OPTIONS = ("bot_delay", "locale", "hints", "proficiency")


def room_record(room: Any, where: str) -> dict[str, Any]:
    """The record of ``room`` (a :class:`~ludoteca.rooms.room.Room`) as it is now."""
    table = room.table
    options = {k: v for k, v in table.seat_options().items() if k in JSON_OPTIONS}
    return {
        "id": room.id,
        "where": where,
        "pid": os.getpid(),
        "game": room.game.name,
        "save": room.game.to_json(),
        "table": options,
        "history": getattr(table, "store", None) is not None,
        "host": room.host,
        "grace": room.grace,
        "label": room.label,
        "seats": [
            {"seat": k.seat, "name": k.name, "state": k.state, "left_because": k.left_because, "token": k.kept}
            for k in room.seats
        ],
        "finished": room.closed or room.game.is_terminal(),
    }


def table_from(record: dict[str, Any]) -> Any:
    """The table of ``record``: its game loaded from the save, with the options it had."""
    game = registry.engine(record["game"]).from_json(record["save"])
    table_class = registry.table(record["game"])
    options = {k: v for k, v in dict(record.get("table") or {}).items() if k in JSON_OPTIONS}
    if record.get("history"):
        from ludoteca.core.store import default_store

        options["store"] = default_store()
    return table_class(game, seat=record.get("host"), **options)


def rebuilt_seats(record: dict[str, Any]) -> list[SeatLink]:
    """The seat links of ``record``: tokens unknown (only their hashes), and everyone who was
    at the table now away (the room gives them a grace period to come back)."""
    seats = []
    for kept in record["seats"]:
        link = SeatLink(int(kept["seat"]), str(kept["name"]), token=None, kept=dict(kept["token"]))
        if kept.get("state") == "left":
            link.state, link.left_because = "left", kept.get("left_because") or "left"
        elif kept.get("state") in ("here", "away"):
            link.state = "away"
        seats.append(link)
    return seats


def describe(record: dict[str, Any]) -> dict[str, Any]:
    """What a list of unfinished rooms shows of ``record``: id, game, players, where, when."""
    names = [seat.get("name") for seat in record.get("save", {}).get("seats", []) if isinstance(seat, dict)]
    return {
        "id": record["id"],
        "game": record.get("game"),
        "players": names or [s.get("name") for s in record.get("seats", [])],
        "where": record.get("where"),
        "updated": record.get("updated"),
    }
