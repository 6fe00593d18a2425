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
from typing import Any

from ludoteca.core.table import TableWidget
from ludoteca.rooms.guard import recent_log
from ludoteca.rooms.room import DEFAULT_GRACE, LocalComm, Room

__all__ = ["DEFAULT_GRACE", "HostedRoom", "LocalComm", "Room", "host_seat", "host_table", "open_room", "recent_log"]

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
    ) -> None:
        from ludoteca.rooms import server as servers

        self.server = server if server is not None else servers.kernel_server()
        base, self.reachable = servers.public_base(self.server, public_url)
        super().__init__(table, host=host, grace=grace, base_url=base)
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
    **options: Any,
) -> HostedRoom:
    """A room around the table ``open_table(players, seat=…, **options)`` makes (each game's
    ``open_room`` is this with its own ``open_table``)."""
    seat = host_seat(players, host)
    table = open_table(players, seat=seat, **options)
    return HostedRoom(host_table(table, seat), host=seat, grace=grace, public_url=public_url)
