"""What keeps a room server standing when someone on the network does not play fair.

- :class:`GuardedHTTPServer` gives a connection a few seconds to send its request headers, and
  caps open connections per address (not for this machine's loopback, where a gateway or proxy
  relays everyone from) and in all, refusing the rest with a short 503 (so a flood of idle
  sockets cannot use up the process's files and lock out the players); the total follows the
  process's open-file limit (:func:`connection_limit`, :func:`raise_file_limit`);
- :func:`read_frame` reads a websocket frame as JSON only after a cheap scan shows it is not
  nested too deeply, so no frame can raise out of a room;
- :func:`redact` takes the seat token out of an address before it reaches any log line;
- :func:`room_log` is where the room server writes (never the host's notebook): a logger with
  a file beside the other room files, and :func:`recent_log` reads its latest lines in one call.
"""

from __future__ import annotations

import collections
import contextlib
import json
import logging
import logging.handlers
import re
from typing import Any

from tornado.httpserver import HTTPServer
from tornado.iostream import IOStream, StreamClosedError

from ludoteca.core.paths import data_dir

__all__ = [
    "HEADER_SECONDS",
    "MAX_DEPTH",
    "PER_ADDRESS",
    "TOTAL",
    "TRUSTED",
    "FrameError",
    "GuardedHTTPServer",
    "connection_limit",
    "raise_file_limit",
    "read_frame",
    "recent_log",
    "redact",
    "room_log",
]

#: Seconds a connection has to send its request headers (and to stay idle between requests).
HEADER_SECONDS = 5.0
#: Open connections (websockets included) from one address, and in all where the process's
#: open-file limit cannot be read.
PER_ADDRESS = 64
TOTAL = 512
#: The share of the open-file limit the total cap takes, and the files kept back in any case
#: (the room store, the log, imports, the listening sockets).
FILE_SHARE, FILES_KEPT = 0.8, 64
#: The soft open-file limit :func:`raise_file_limit` asks for when the hard one is unlimited.
FILES_WANTED = 65536
#: Addresses not capped per address (the total cap still holds): this machine's own loopback,
#: where the Jupyter gateway or a reverse proxy relays every player's page from.
TRUSTED = ("127.0.0.1", "::1")
#: Deepest nesting of objects and lists a frame may have (a real message has three or four).
MAX_DEPTH = 16

_REFUSAL = "too many connections at once; try again in a while\n"


class FrameError(ValueError):
    """A frame that is not a JSON object a page could have sent (the reason is in the text)."""


def nesting(text: str) -> int:
    """How deeply ``text``'s JSON arrays and objects nest, counted without parsing it (brackets
    inside strings do not count)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def read_frame(raw: str | bytes, max_depth: int = MAX_DEPTH) -> dict[str, Any]:
    """``raw`` parsed as a JSON object, or :class:`FrameError` saying why it cannot be."""
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        raise FrameError("the message is not text (UTF-8)") from None
    if nesting(text) > max_depth:
        raise FrameError(f"the message is nested too deeply (at most {max_depth} levels)")
    try:
        frame = json.loads(text)
    except (ValueError, RecursionError):
        raise FrameError("the message could not be read as JSON") from None
    if not isinstance(frame, dict):
        raise FrameError("a message must be a JSON object")
    return frame


_SEAT_PATH = re.compile(r"(/rooms/(?:[A-Za-z0-9_-]{8,40}|class)/)[A-Za-z0-9_-]{16,64}")


def redact(text: str) -> str:
    """``text`` with every seat token (and teacher's token) in a room address replaced by ``…``."""
    return _SEAT_PATH.sub(r"\1…", text)


def _file_limits() -> tuple[int, int] | None:
    try:
        import resource
    except ImportError:  # not on this system (Windows): the fixed cap holds
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return int(soft), int(hard)


def raise_file_limit() -> int | None:
    """Raise this process's soft open-file limit to its hard one (to :data:`FILES_WANTED` when
    that is unlimited), where the system allows; returns the soft limit now (None: unknown)."""
    import resource

    limits = _file_limits()
    if limits is None:
        return None
    soft, hard = limits
    wanted = FILES_WANTED if hard == resource.RLIM_INFINITY else hard
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError):
            return soft
        return wanted
    return soft


def connection_limit() -> int:
    """The total cap on open connections that this process's open-file limit leaves room for:
    :data:`FILE_SHARE` of it less :data:`FILES_KEPT`, at least :data:`PER_ADDRESS`
    (:data:`TOTAL` where the limit cannot be read)."""
    limits = _file_limits()
    if limits is None:
        return TOTAL
    soft = limits[0] if 0 <= limits[0] < 1 << 24 else 1 << 24  # unlimited: a huge number, or -1
    return max(PER_ADDRESS, int(soft * FILE_SHARE) - FILES_KEPT)


class GuardedHTTPServer(HTTPServer):
    """Tornado's HTTP server with a time limit on request headers and caps on open connections
    (websockets included: an open seat page counts as one)."""

    def initialize(
        self,
        *args: Any,
        per_address: int = PER_ADDRESS,
        total: int | None = None,
        trusted: tuple[str, ...] = TRUSTED,
        **kwargs: Any,
    ) -> None:
        kwargs.setdefault("idle_connection_timeout", HEADER_SECONDS)
        kwargs.setdefault("body_timeout", HEADER_SECONDS)
        super().initialize(*args, **kwargs)
        self.per_address = per_address
        self.total = total if total is not None else connection_limit()
        self.trusted = trusted
        self.streams: dict[str, set[IOStream]] = collections.defaultdict(set)

    def open_connections(self) -> int:
        """Connections open now (closed ones are forgotten here)."""
        for host in list(self.streams):
            self.streams[host] = {s for s in self.streams[host] if not s.closed()}
            if not self.streams[host]:
                del self.streams[host]
        return sum(map(len, self.streams.values()))

    def handle_stream(self, stream: IOStream, address: Any) -> None:
        host = str(address[0]) if isinstance(address, tuple) and address else "local"
        crowded = host not in self.trusted and len(self.streams.get(host, ())) >= self.per_address
        if crowded or self.open_connections() >= self.total:
            room_log().warning("refused a connection from %s: too many open", host)
            body = _REFUSAL.encode()
            head = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
            head += f"Connection: close\r\nContent-Length: {len(body)}\r\n\r\n"
            with contextlib.suppress(StreamClosedError):
                stream.write(head.encode() + body).add_done_callback(lambda sent: _close(stream, sent))
            return
        self.streams[host].add(stream)
        super().handle_stream(stream, address)


def _close(stream: IOStream, sent: Any) -> None:
    sent.exception()  # a page that hung up first: nothing to report
    stream.close()


# -- the room server's own log ---------------------------------------------------------------------
_LOGGER = "ludoteca.rooms"
_recent: collections.deque[str] = collections.deque(maxlen=500)


class _Recent(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        _recent.append(redact(self.format(record)))


class _Redacting(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))


def room_log() -> logging.Logger:
    """The room server's logger: lines go to ``rooms.log`` in the user's data folder and to
    :func:`recent_log`, tokens taken out, never up to the host's notebook or terminal."""
    logger = logging.getLogger(_LOGGER)
    if not logger.handlers:
        logger.propagate = False
        logger.setLevel(logging.INFO)
        form = _Redacting("%(asctime)s %(levelname)s %(message)s")
        recent = _Recent()
        recent.setFormatter(form)
        logger.addHandler(recent)
        try:
            folder = data_dir()
            folder.mkdir(parents=True, exist_ok=True)
            file = logging.handlers.RotatingFileHandler(folder / "rooms.log", maxBytes=1_000_000, backupCount=2)
        except OSError:
            pass  # a read-only home: the recent lines still hold
        else:
            file.setFormatter(form)
            logger.addHandler(file)
    return logger


def recent_log(lines: int = 50) -> list[str]:
    """The room server's latest log lines (tokens taken out), oldest first."""
    room_log()
    return list(_recent)[-lines:]
