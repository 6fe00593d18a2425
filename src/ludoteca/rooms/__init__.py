"""Rooms: one table, each person at their own browser, joining by a link that grants one seat.

From a notebook, a game's ``open_room`` (``bonanza.open_room``, ``luckybox.open_room``) returns a
:class:`HostedRoom`: shown in the notebook, it is the host's own seat (or a spectator's view) under
each other player's link, as text and as a QR code. ``room.links`` is ``{name: URL}``,
``room.game`` the engine, ``room.close()`` ends it. Without Jupyter for the players, ``ludoteca
serve`` (:mod:`.cli`) runs the same room in its own process.

What a link can do: open that one seat's page, see what that seat may see, and act for that seat
(every message checked by Python). What it cannot: reach another seat, the notebook, the kernel,
files or any Jupyter page. See the README's "Playing on several machines".

The room server writes its log (refused connections, wrong links, errors; never a token) to
``rooms.log`` in the data folder, never into the notebook: ``recent_log()`` returns its latest lines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from ludoteca.core.table import TableWidget
from ludoteca.rooms.guard import recent_log
from ludoteca.rooms.record import describe, rebuilt_seats, table_from
from ludoteca.rooms.room import DEFAULT_GRACE, LocalComm, Room
from ludoteca.rooms.seat_link import SeatLink
from ludoteca.rooms.store import RoomStore, open_store

__all__ = [
    "DEFAULT_GRACE",
    "HostedRoom",
    "LocalComm",
    "Room",
    "host_seat",
    "host_table",
    "open_room",
    "recent_log",
    "resume",
    "unfinished",
]

FIRST_PERSON = "first"


class HostedRoom(Room):
    """A room served from this process (a notebook's kernel, or ``ludoteca serve``)."""

    def __init__(
        self,
        table: TableWidget,
        *,
        host: int | None,
        grace: float = DEFAULT_GRACE,
        public_url: str | None = None,
        server: Any = None,
        store: RoomStore | Literal[False] | None = None,
        room_id: str | None = None,
        seats: list[SeatLink] | None = None,
        join_timeout: float | None = None,
        label: str | None = None,
    ) -> None:
        from ludoteca.rooms import server as servers

        where = "kernel" if server is None else "serve"
        self.server = server if server is not None else servers.kernel_server()
        base, self.reachable = servers.public_base(self.server, public_url)
        kept = None if store is False else store if store is not None else default_rooms()
        super().__init__(
            table,
            host=host,
            grace=grace,
            base_url=base,
            store=kept,
            where=where,
            room_id=room_id,
            seats=seats,
            join_timeout=join_timeout,
            label=label,
        )
        self.server.add(self)
        servers.register(self, self.server)
        self._panel: Any = None

    def close(self) -> None:
        from ludoteca.rooms import server as servers

        super().close()
        self.server.remove(self)
        servers.unregister(self)

    @property
    def panel(self) -> Any:
        """The host's panel: links, QR codes and who is at the table."""
        if self._panel is None:
            from ludoteca.rooms.panel import RoomPanel

            self._panel = RoomPanel(self, reachable=self.reachable)
        return self._panel

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The host's panel above the host's table (or the spectator's view); as text, the room."""
        import ipywidgets

        bundle = ipywidgets.VBox([self.panel, self.table])._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict):
            bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        people = ", ".join(f"{link.name}: {link.state}" for link in self.seats)
        return f"Room({self.game.title}, {people})"


def default_rooms() -> RoomStore:
    """The room store of this process: ``LUDOTECA_ROOM_STORE`` (``redis://…`` or a file), else
    ``rooms.sqlite3`` in the user's data folder."""
    import os

    return open_store(os.environ.get("LUDOTECA_ROOM_STORE") or None)


def unfinished(store: RoomStore | None = None, *, where: str | None = None) -> list[dict[str, Any]]:
    """The rooms whose game was not over when they were last saved (after a crash, say): id,
    game, players, where they were served ("serve" or "kernel") and when, oldest first."""
    records = (store or default_rooms()).unfinished()
    return [describe(r) for r in records if where is None or r.get("where") == where]


def resume(
    room_id: str | None = None,
    *,
    game: str | None = None,
    where: str = "kernel",
    server: Any = None,
    public_url: str | None = None,
    store: RoomStore | None = None,
    join_timeout: float | None = None,
) -> HostedRoom:
    """Bring back an unfinished room from the store, with its id and links: ``room_id``, or the
    newest unfinished one of ``game`` served from ``where``. ValueError if there is none.
    ``join_timeout``: as for a new room, counted from now for the links still never opened."""
    store = store or default_rooms()
    records = [r for r in store.unfinished() if r.get("where") == where and game in (None, r.get("game"))]
    if room_id is not None:
        records = [r for r in records if r["id"] == room_id]
    if not records:
        what = f"room {room_id}" if room_id else f"{game or 'game'} room"
        raise ValueError(f"there is no unfinished {what} to resume (see ludoteca.rooms.unfinished())")
    record = records[-1]
    table = table_from(record)
    host = record.get("host")
    return HostedRoom(
        host_table(table, host),
        host=host,
        grace=float(record.get("grace", DEFAULT_GRACE)),
        public_url=public_url,
        server=server,
        store=store,
        room_id=record["id"],
        seats=rebuilt_seats(record),
        join_timeout=join_timeout,
        label=record.get("label"),
    )


resume_room = resume  # open_room's own ``resume`` flag hides the function's name there


def host_seat(players: int | Sequence[Any], host: Any) -> int | None:
    """The index of the seat the host plays: ``host`` as a name or an index, None for nobody,
    or by default the first person's seat."""
    from ludoteca.core.seats import make_seats

    seats = make_seats(players, 1, 12)
    people = [i for i, seat in enumerate(seats) if seat.kind == "human"]
    if host is None:
        return None
    if host == FIRST_PERSON:
        return people[0] if people else None
    if isinstance(host, int) and not isinstance(host, bool) and host in people:
        return host
    if isinstance(host, str):
        for i in people:
            if seats[i].name == host:
                return i
    names = ", ".join(seats[i].name for i in people)
    raise ValueError(f"host is the name or index of a person at the table ({names}), or None, not {host!r:.40}")


def host_table(table: TableWidget, host: int | None) -> TableWidget:
    """``table`` made the host's screen: the host's seat, or a spectator's when None."""
    if host is None:
        table.spectator = True
        table.refresh()
    return table


def open_room(
    open_table: Callable[..., TableWidget],
    players: int | Sequence[Any],
    *,
    host: Any = FIRST_PERSON,
    grace: float = DEFAULT_GRACE,
    public_url: str | None = None,
    resume: bool = False,
    **options: Any,
) -> HostedRoom:
    """A room around the table ``open_table(players, seat=…, **options)`` makes (each game's
    ``open_room`` is this with its own ``open_table``). ``resume=True`` first looks for this
    game's unfinished room of the same players in the store (a kernel restarted mid-game, say)
    and brings it back, with the same links; only if there is none does it open a new one."""
    if resume:
        found = _resumable(open_table, players)
        if found is not None:
            return resume_room(found, public_url=public_url)
    seat = host_seat(players, host)
    table = open_table(players, seat=seat, **options)
    return HostedRoom(host_table(table, seat), host=seat, grace=grace, public_url=public_url)


def _resumable(open_table: Callable[..., TableWidget], players: int | Sequence[Any]) -> str | None:
    """The id of the newest unfinished notebook room of ``open_table``'s game with these
    players' names, or None."""
    from ludoteca.core.seats import make_seats

    game = open_table.__module__.split(".")[1]
    names = [seat.name for seat in make_seats(players, 1, 12)]
    found = [r for r in unfinished(where="kernel") if r["game"] == game and r["players"] == names]
    return found[-1]["id"] if found else None
