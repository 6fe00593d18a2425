"""The host's view of a room in the notebook: each player's link, as text to copy and as a QR
code to scan, and who is at the table (here, away with the seconds left to come back, or gone)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import anywidget
import traitlets

from ludoteca.core import i18n
from ludoteca.core.widget import STATIC, bundle

if TYPE_CHECKING:
    from ludoteca.rooms.room import Room

HERE = __import__("pathlib").Path(__file__).parent / "static"


def qr_svg(url: str) -> str:
    """``url`` as a QR code, an SVG data URI (segno: pure Python, no image library needed)."""
    import segno

    return str(segno.make(url, error="m").svg_data_uri(scale=4, border=2))


class RoomPanel(anywidget.AnyWidget):
    """Links and presence of a room (the host's notebook shows it above the table)."""

    _esm = bundle(STATIC / "common.js", HERE / "panel.js")
    _css = bundle(STATIC / "theme.css", HERE / "panel.css")
    view = traitlets.Dict().tag(sync=True)
    strings = traitlets.Dict().tag(sync=True)

    def __init__(self, room: Room, *, reachable: bool, locale: str | None = None) -> None:
        super().__init__()
        self.room = room
        self.reachable = reachable
        self.strings = i18n.catalog(locale or room.table.locale)
        self._qr: dict[str, str] = {}
        room.listeners.append(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        links = []
        for name, url in self.room.links.items():
            if url not in self._qr:
                self._qr[url] = qr_svg(url)
            links.append({"name": name, "url": url, "qr": self._qr[url]})
        self.view = {"links": links, "reachable": self.reachable, **self.room.page_state(None)}

    def __repr__(self) -> str:
        return f"RoomPanel({len(self.room.seats)} links)"
