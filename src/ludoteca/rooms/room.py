"""A room: one table whose people play from their own browsers, each by a link granting one seat.

The room holds the table's root widget (the host's screen in the notebook, or nobody's when
served by ``ludoteca serve``) and, for every other person, a *seat link*: a secret token that
opens that seat's page and nothing else. A seat's page is drawn by the game's own front end; the
room keeps one screen (a seat widget, see :meth:`~ludoteca.core.table.TableWidget.seat_widget`)
per seat, and relays between it and the seat's open pages:

- to a page goes only what that seat's widget shows: its own view (no other seat's offer, no
  deck, no seed), its notices and its words, plus the room's presence list;
- from a page comes one message at a time, checked by the widget as any widget message is.

Presence: a seat with an open page is *here*; when its last page goes it is *away* for
``grace`` seconds, and if it does not come back it *leaves*, which counts as giving up (Bonanza)
or as leaving (Lucky Box: ranked last, the others play on without waiting); its link then
opens a page that watches the game, as a spectator, to its end. Each seat's record
(token, screen, pages, presence) is a :class:`~ludoteca.rooms.seat_link.SeatLink`.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import Any

from ludoteca.core.errors import IllegalAction, LudotecaError, MalformedAction
from ludoteca.core.i18n import LANGUAGES
from ludoteca.core.table import TableWidget
from ludoteca.rooms.guard import FrameError, read_frame, room_log
from ludoteca.rooms.record import room_record
from ludoteca.rooms.seat_link import Budget, Connection, SeatLink
from ludoteca.rooms.store import RoomStore

__all__ = ["DEFAULT_GRACE", "DEFAULT_JOIN_TIMEOUT", "Connection", "LocalComm", "Room", "SeatLink"]

#: Seconds a seat whose page has gone may take to come back before it leaves the table.
DEFAULT_GRACE = 45.0
#: Random bytes in a room's id (a seat token's are in :mod:`ludoteca.rooms.seat_link`).
ROOM_ID_BYTES = 9
#: Seconds a seat's link may stay unopened from the room's start before the seat is counted as
#: gone, by default (``ludoteca serve --join-timeout``; None: wait for ever, as notebook rooms do).
DEFAULT_JOIN_TIMEOUT = 180.0
#: The widget traits a page mirrors (those its screen has: Lucky Box's "?" panel is ``rules_view``).
MIRRORED = ("view", "notice", "strings", "locale", "rule", "rules_view")


class LocalComm:
    """The channel of a widget that is drawn by a seat page, not by a notebook: it opens no
    Jupyter comm, so nothing of that seat's screen reaches the host's notebook."""

    kernel = None

    def __init__(self) -> None:
        self.comm_id = secrets.token_hex(16)

    def on_msg(self, callback: Callable[..., Any]) -> None:
        """Pages talk to the widget through :meth:`Room.receive`, not through a comm."""

    def send(self, *args: Any, **kwargs: Any) -> None:
        """Nothing to send: the room mirrors the widget's traits to the seat's pages."""

    def close(self, *args: Any, **kwargs: Any) -> None:
        """Nothing to close."""


class Room:
    """A table played from several browsers (see the module docstring).

    ``table``: the root widget (the host's screen; a spectator's when the host does not play).
    ``host``: the seat the host plays in the notebook, or None. ``grace``: seconds an away seat
    keeps its place. ``base_url``: where the seat pages are served, ending in "/" (the room
    adds ``<room id>/<token>/``). ``join_timeout``: seconds a seat's link may stay unopened from
    the start before the seat leaves, as if away past its grace (None: no limit). ``label``: the
    room's name in a class ("Table 2"), kept in its record.
    """

    def __init__(
        self,
        table: TableWidget,
        *,
        host: int | None,
        grace: float = DEFAULT_GRACE,
        base_url: str = "",
        clock: Callable[[], float] = time.time,
        store: RoomStore | None = None,
        where: str = "kernel",
        room_id: str | None = None,
        seats: list[SeatLink] | None = None,
        join_timeout: float | None = None,
        label: str | None = None,
    ) -> None:
        if not 0 <= grace <= 3600:
            raise ValueError(f"grace is 0 to 3600 seconds, not {grace!r:.40}")
        if join_timeout is not None and not 0 < join_timeout <= 86400:
            raise ValueError(f"join_timeout is more than 0 and at most 86400 seconds, not {join_timeout!r:.40}")
        self.table = table
        self.host = host
        self.grace = float(grace)
        self.base_url = base_url
        self.clock = clock
        self.id = room_id or secrets.token_urlsafe(ROOM_ID_BYTES)
        self.closed = False
        self.store, self.where = store, where
        self.join_timeout, self.label = join_timeout, label
        self.listeners: list[Callable[[], None]] = []  # told when presence changes (the host's panel)
        self.move_listeners: list[Callable[[], None]] = []  # told after every action (a teacher's page)
        self._told: tuple[Any, ...] | None = None  # the presence last told (see _presence_changed)
        game = table.game
        self.seats = seats if seats is not None else self._new_seats(game, host)
        table.required_screens = frozenset(s for s, seat in enumerate(game.seats) if seat.kind == "human")
        table.again_hook = self._again_asked
        table.refresh()  # its screen says what a room waits for (everyone)
        game.subscribe(self._game_changed, weak=False)
        for link in self.seats:  # rebuilt after a crash: who was here has a grace period to come back
            if link.state == "away":
                link.go_away(self.clock() + self.grace, self.grace, self._grace_over)
            elif link.state == "waiting" and join_timeout is not None:
                link.start_timer(join_timeout, self._never_came)
        table.start_when_ready()
        self._keep()

    @staticmethod
    def _new_seats(game: Any, host: int | None) -> list[SeatLink]:
        return [SeatLink(s, seat.name) for s, seat in enumerate(game.seats) if seat.kind == "human" and s != host]

    # -- reading the room ------------------------------------------------------------------
    @property
    def game(self) -> Any:
        """The game being played (a new one after "play again")."""
        return self.table.game

    @property
    def links(self) -> dict[str, str]:
        """``{seat name: URL}`` for every person who plays from their own browser."""
        return {link.name: self.url(link) for link in self.seats if link.state != "left" and link.token}

    def url(self, link: SeatLink) -> str:
        return f"{self.base_url}{self.id}/{link.token}/"

    def find(self, token: str) -> SeatLink | None:
        """The seat ``token`` opens (compared in constant time), or None. A seat whose person
        left still opens, to watch, until the game after it starts."""
        found = None
        for link in self.seats:  # every seat is tried, whichever matches
            if link.opens(token):
                found = link
        return found if not self.closed else None

    def presence(self) -> list[dict[str, Any]]:
        """Every seat: name, who plays it, and whether that person is here, away (with the
        seconds left to come back) or gone."""
        links = {link.seat: link for link in self.seats}
        out = []
        now = self.clock()
        for s, seat in enumerate(self.game.seats):
            entry: dict[str, Any] = {"seat": s, "name": seat.name, "kind": seat.kind}
            link = links.get(s)
            if seat.kind != "human":
                entry["state"] = "bot"
            elif link is None:
                entry["state"] = "host"
            else:
                entry["state"] = link.state
                entry["wants_again"] = link.wants_again
                if link.state == "away" and link.back_by is not None:
                    entry["seconds_left"] = max(0, round(link.back_by - now))
            out.append(entry)
        return out

    def page_state(self, link: SeatLink | None) -> dict[str, Any]:
        """The room part of a page's state: presence and who the page plays."""
        return {
            "id": self.id,
            "game": self.game.name,
            "you": None if link is None or link.state == "left" else link.seat,
            "watching": None if link is None or link.state != "left" else {"because": link.left_because},
            "grace": self.grace,
            "presence": self.presence(),
            "clock_waits": self.game.clock_waiting and not self._all_in(),
            "closed": self.closed,
        }

    def _all_in(self) -> bool:
        return all(link.state != "waiting" for link in self.seats)

    # -- pages come and go -------------------------------------------------------------------
    def connect(self, link: SeatLink, page: Connection) -> None:
        """A page of ``link``'s seat opened: the seat is here (again), with its own screen; or,
        once its person has left, the page watches the table (see :meth:`_screen`)."""
        link.stop_timer()
        if link.screen is None:
            link.screen = self._screen(link)
        else:
            link.screen.refresh()  # the clock as it is now, not as it was at the last move
        replaced = link.add_page(page)
        if replaced is not None:
            replaced.close_page("replaced")
        page.send_json({"kind": "state", "state": self._traits(link.screen), "room": self.page_state(link)})
        self._presence_changed()

    def _screen(self, link: SeatLink) -> TableWidget:
        """A new screen for ``link``'s pages: its seat's, or, after it left, a spectator's (it
        shows what every player may see, nothing private, and refuses every move)."""
        if link.state == "left":
            screen = self.table.spectator_widget(comm=LocalComm())
        else:
            screen = self.table.seat_widget(link.seat, comm=LocalComm())
        screen.observe(lambda change, link=link: self._mirror(link, change), names=list(mirrored(screen)))
        return screen

    def disconnect(self, link: SeatLink, page: Connection) -> None:
        """A page closed; the seat's last one going starts the grace period (a watcher's last
        page going closes its screen)."""
        link.drop_page(page)
        if link.pages or self.closed:
            return
        if link.state == "left" and link.screen is not None:
            screen, link.screen = link.screen, None
            screen.close(leaving=False)
            return
        if link.state != "here":
            return
        link.go_away(self.clock() + self.grace, self.grace, self._grace_over)
        self._presence_changed()

    def _grace_over(self, link: SeatLink) -> None:
        link.timer = None
        if link.state == "away":
            self.leave(link, "away")

    def _never_came(self, link: SeatLink) -> None:
        link.timer = None
        if link.state == "waiting":
            self.leave(link, "late")

    def leave(self, link: SeatLink, reason: str = "left") -> None:
        """``link``'s person leaves the table for good (the game counts it: see the tables'
        ``left`` and the games' ``departed``); their link then only watches the game.
        ``reason``: "away" (gone past the grace period), "late" (the link was not opened within
        the join timeout) or "left"."""
        if link.state == "left":
            return
        if not self._depart(link, reason):  # never came: leave through a screen made for the purpose
            try:
                self.table.seat_widget(link.seat, comm=LocalComm()).close()
            except (LudotecaError, ValueError):
                room_log().exception("a seat could not leave")
        self._presence_changed()
        self.table.root.start_when_ready()

    def _game_changed(self) -> None:
        """After every action: the room is kept; a player who gave up ("Leave the table") has
        left, and their pages watch from now on."""
        gone = set(self.game.departed())
        for link in self.seats:
            if link.seat in gone and link.state != "left":
                self._depart(link, "left")  # the game counts it already: closing the screen changes nothing more
                self._presence_changed()
        self._keep()
        self._tell(self.move_listeners)

    def _keep(self) -> None:
        """Write the room's record to its store (if it has one): a crash loses nothing."""
        if self.store is None:
            return
        try:
            self.store.save(room_record(self, self.where))
        except Exception:  # a full disk must not stop the game being played
            room_log().exception("room %s could not be saved", self.id)

    def _depart(self, link: SeatLink, reason: str) -> bool:
        """Mark ``link`` as gone and close its seat's screen (where the game counts a
        departure); its open pages, if any, go on watching. Returns whether it had a screen."""
        link.stop_timer()
        link.state, link.back_by, link.left_because = "left", None, reason
        screen, link.screen = link.screen, None
        if screen is not None:
            screen.close()
        if link.pages:
            link.screen = self._screen(link)
            for page in list(link.pages):
                page.send_json({"kind": "state", "state": self._traits(link.screen), "room": self.page_state(link)})
        return screen is not None

    def _release(self, link: SeatLink, reason: str) -> TableWidget | None:
        """Stop ``link``'s timer, tell its pages ``reason`` and close them; returns its screen,
        which it no longer holds."""
        link.stop_timer()
        for page in list(link.pages):
            page.close_page(reason)
        link.pages.clear()
        screen, link.screen = link.screen, None
        return screen

    # -- messages from a page ----------------------------------------------------------------
    def receive(self, link: SeatLink, page: Connection, raw: str | bytes) -> None:
        """One frame from a page of ``link``'s seat. Whatever it holds, the other seats are not
        affected: a bad frame becomes a notice on that seat's screen."""
        screen = link.screen
        if screen is None or self.closed or page not in link.pages:
            return
        page_frame(screen, link.budget, raw)

    # -- play again ----------------------------------------------------------------------------
    def _again_asked(self, screen: TableWidget) -> None:
        """ "Play again" pressed on ``screen``: the host starts it at once; a player's press
        counts as agreeing, and the game starts once every connected player agrees."""
        link = next((lk for lk in self.seats if lk.screen is screen), None)
        if link is None:
            self.play_again()
            return
        link.wants_again = True
        if all(lk.wants_again for lk in self.seats if lk.state == "here"):
            self.play_again()
        else:
            self._presence_changed()

    def play_again(self) -> None:
        """A new game for the seats still at the table (who left is not seated again)."""
        root = self.table
        game = root.game
        if not game.is_terminal():
            raise IllegalAction("the game is not over yet", code="not_over")
        gone = {link.seat for link in self.seats if link.state == "left"} | set(game.departed())
        keep = [s for s in range(game.players) if s not in gone]
        humans = [s for s in keep if game.seats[s].kind == "human"]
        if not humans:
            raise IllegalAction("nobody is left at the table to play again", code="nobody_left")
        new_seat = {old: new for new, old in enumerate(keep)}
        for link in self.seats:
            if link.seat not in new_seat:  # who left watched this game; the next one is not theirs
                screen = self._release(link, "over")
                if screen is not None:
                    screen.close(leaving=False)
        self.seats = [lk for lk in self.seats if lk.seat in new_seat]
        for link in self.seats:
            link.seat, link.wants_again = new_seat[link.seat], False
            if link.screen is not None:
                link.screen.seat = link.seat
        if self.host is not None:
            self.host = new_seat.get(self.host)
            root.seat = self.host
        new = root.next_game([game.seats[s] for s in keep])
        game.unsubscribe(self._game_changed)
        new.subscribe(self._game_changed, weak=False)
        root.required_screens = frozenset(new_seat[s] for s in humans)
        shown: set[int | None] = {link.seat for link in self.seats if link.state == "here"}
        if self.host is not None:
            shown.add(self.host)
        root.shown(shown)
        root.use_game(new)
        self._presence_changed()

    # -- the end -------------------------------------------------------------------------------
    def close(self) -> None:
        """End the room: every page is told, links stop working, the seat screens close
        (without counting as leaving: the room ended, not the players)."""
        if self.closed:
            return
        self.closed = True
        self.game.unsubscribe(self._game_changed)
        for link in self.seats:
            screen = self._release(link, "closed")
            if screen is not None:
                screen.close(leaving=False)  # the room ended, not the players' game
        self._presence_changed()

    # -- mirroring ------------------------------------------------------------------------------
    def _traits(self, screen: TableWidget) -> dict[str, Any]:
        return mirrored(screen)

    def _mirror(self, link: SeatLink, change: dict[str, Any]) -> None:
        message = {"kind": "update", "state": {change["name"]: change["new"]}}
        for page in list(link.pages):
            page.send_json(message)

    def _presence_changed(self) -> None:
        """Tell every page and listener who is here, once per change (a seat's second page, or
        a page that reloads, changes nothing the others see)."""
        told = (self.presence(), self._all_in(), self.closed)
        if told == self._told:
            return
        self._told = told
        self._keep()
        for link in self.seats:
            state = self.page_state(link)
            for page in list(link.pages):
                page.send_json({"kind": "room", "room": state})
        self._tell(self.listeners)

    @staticmethod
    def _tell(listeners: list[Callable[[], None]]) -> None:
        for listener in list(listeners):
            try:
                listener()
            except Exception:  # the host's panel must not break the room
                room_log().exception("a room listener failed")


def mirrored(screen: TableWidget) -> dict[str, Any]:
    """What a page of ``screen`` mirrors: the :data:`MIRRORED` traits it has."""
    return {name: getattr(screen, name) for name in MIRRORED if screen.has_trait(name)}


def page_frame(screen: TableWidget, budget: Budget, raw: str | bytes) -> None:
    """One frame from a page drawn by ``screen``, charged to ``budget``: a message goes to the
    widget, which checks it; whatever else the frame holds becomes a notice on that screen."""
    if not budget.take():
        if budget.tell_flood():
            screen.show_error(LudotecaError("too many messages at once: this one was not read", code="flood"))
        return
    try:
        frame = read_frame(raw)
    except FrameError as error:
        screen.show_error(MalformedAction(str(error)))
        return
    if frame.get("kind") not in ("msg", "set"):
        screen.show_error(MalformedAction("a page sends {kind: 'msg' | 'set', ...}"))
        return
    if frame["kind"] == "set":
        _set(screen, frame.get("state"))
        return
    screen.receive(frame.get("content"))


def _set(screen: TableWidget, state: Any) -> None:
    """A page may change its own language, and clear its notice; nothing else."""
    if not isinstance(state, dict) or not set(state) <= {"locale", "notice"}:
        screen.show_error(MalformedAction("a page may only set its locale or clear its notice"))
        return
    if "locale" in state:
        if not isinstance(state["locale"], str) or state["locale"] not in LANGUAGES:
            screen.show_error(MalformedAction(f"the language is one of {', '.join(LANGUAGES)}", field="locale"))
            return
        screen.locale = state["locale"]
    if "notice" in state:
        screen.clear_notice()
