"""The ``ludoteca`` command.

- ``ludoteca serve --game bonanza --players Ana,Bruno,Robo:greedy`` runs a room in this process,
  for a class where only the teacher has Python: it prints one line per person, ``Ana: http://…``,
  then the teacher's page, and serves their pages until Ctrl-C. ``--seed N`` deals exactly as
  ``Game(players, seed=N)``. A whole class: ``--tables 6 --players-per-table 4`` (players P1, P2…
  at each table) or ``--players-file names.txt`` (one table per line).
- ``ludoteca notebooks [DIR]`` copies the tutorial notebooks into DIR (never over your edits).
- ``ludoteca lab [DIR] [--lang pt]`` does the same, then opens JupyterLab on the start notebook
  in that language (by default the one of the system's locale, else English). Bonanza's
  strategy for the standard rules ships with the package: nothing is solved in the background.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ludoteca.core.registry import engine, games

#: The languages of the tutorials; each has its own folder of notebooks and of rules.
TUTORIAL_LANGUAGES = ("en", "pt", "de", "fr")
#: The folders of the tutorials, as they sit in a checkout and inside the installed package.
TUTORIAL_PARTS = (*(f"notebooks/{lang}" for lang in TUTORIAL_LANGUAGES), "docs/rules")  # notebooks link to the rules


def start(lang: str = "en") -> Path:
    """The start notebook in ``lang``."""
    return Path("notebooks", lang, "00-start-here.ipynb")


def system_language() -> str:
    """The tutorials' language that the system's locale asks for (``LANG=de_DE.UTF-8`` -> "de"), else "en"."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        code = os.environ.get(name, "")[:2].lower()
        if code:
            return code if code in TUTORIAL_LANGUAGES else "en"
    return "en"


SERVE_HELP = """\
Serve rooms from this process, for a class where only the teacher has Python: one line per
person ("Ana: http://..."), then the teacher's page (every table's links and QR codes, who is
here, the scores), until Ctrl-C. Rooms are kept after every move: the same command with
--resume brings the unfinished ones back. --seed N deals as Game(players, seed=N) (table k:
N+k-1). Example: ludoteca serve --game luckybox --tables 6 --players-per-table 4"""
#: Seconds a seat's link may stay unopened before the seat leaves (rooms.room.DEFAULT_JOIN_TIMEOUT).
DEFAULT_JOIN = 180.0
#: Players at each table of ``--tables`` unless ``--players-per-table`` says otherwise.
PLAYERS_PER_TABLE = 4
#: The most tables one ``ludoteca serve`` opens.
MAX_TABLES = 500


def room_games() -> list[str]:
    """The shipped games a room can seat several people at (from the registry)."""
    return [info.name for info in games() if info.package.startswith("ludoteca.") and engine(info.name).max_players > 1]


def parse_players(text: str, game: str) -> list[Any]:
    """``"Ana,Bruno,Robo:planner"`` -> ``["Ana", "Bruno", ("Robo", "planner")]``."""
    players: list[Any] = []
    for item in text.split(","):
        name, _, kind = (part.strip() for part in item.partition(":"))
        if not name:
            raise argparse.ArgumentTypeError(f"--players: an empty name in {text!r}")
        kinds = engine(game).bot_kinds
        if kind and kind not in kinds:
            known = ", ".join(kinds)
            raise argparse.ArgumentTypeError(f"--players: {kind!r} is not a computer player of {game} ({known})")
        players.append((name, kind) if kind else name)
    return players


def read_players_file(path: Path, game: str) -> list[list[Any]]:
    """The tables of a players file: one per line, names comma-separated (NAME:KIND for a
    computer player); blank lines and lines starting with # are skipped."""
    try:
        text = path.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise argparse.ArgumentTypeError(f"--players-file: cannot read {path}: {error}") from None
    tables = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            tables.append(parse_players(line, game))
        except argparse.ArgumentTypeError as error:
            raise argparse.ArgumentTypeError(f"{path}, line {number}: {error}") from None
    if not tables:
        raise argparse.ArgumentTypeError(f"--players-file: {path} names no table (one table per line)")
    return tables


def table_players(args: argparse.Namespace) -> list[list[Any]]:
    """The players of each table ``args`` ask for: ``--players`` (one table), ``--players-file``
    (one per line) or ``--tables N`` of ``--players-per-table`` people named P1, P2…"""
    if args.players_file is not None:
        tables = read_players_file(args.players_file, args.game)
    elif args.tables is not None:
        if not 1 <= args.tables <= MAX_TABLES:
            raise argparse.ArgumentTypeError(f"--tables is 1 to {MAX_TABLES}, not {args.tables}")
        count = args.players_per_table or PLAYERS_PER_TABLE
        tables = [[f"P{i}" for i in range(1, count + 1)] for _ in range(args.tables)]
    else:
        tables = [parse_players(args.players, args.game)]
    if args.players_per_table is not None and args.tables is None:
        raise argparse.ArgumentTypeError("--players-per-table goes with --tables")
    if len(tables) > MAX_TABLES:
        raise argparse.ArgumentTypeError(f"at most {MAX_TABLES} tables, not {len(tables)}")
    return tables


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="ludoteca", description="Tabletop games to learn and play.")
    commands = top.add_subparsers(dest="command", required=True)
    serve = commands.add_parser(
        "serve",
        help="run a room whose players join from their browsers",
        description=SERVE_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    serve.add_argument("--game", required=True, choices=room_games(), help="the game to play")
    who = serve.add_mutually_exclusive_group(required=True)
    who.add_argument("--players", metavar="NAMES", help="one table: names, comma-separated (NAME:KIND: a bot)")
    who.add_argument("--tables", type=int, metavar="N", help="a class of N tables, players P1, P2... at each")
    who.add_argument(
        "--players-file",
        type=Path,
        metavar="FILE",
        help="a class: one table per line, as --players (# comments)",
    )
    serve.add_argument(
        "--players-per-table",
        type=int,
        default=None,
        metavar="K",
        help=f"players at each of --tables (default {PLAYERS_PER_TABLE})",
    )
    serve.add_argument("--seed", type=int, default=None, metavar="N", help="deal as Game(players, seed=N)")
    serve.add_argument(
        "--turn-seconds", type=int, default=None, metavar="S", help="Bonanza's turn clock: 30, 45, 60 or 90 seconds"
    )
    serve.add_argument(
        "--grace",
        type=float,
        default=45.0,
        metavar="S",
        help="seconds a closed page keeps its seat (default 45)",
    )
    serve.add_argument(
        "--join-timeout",
        type=float,
        default=DEFAULT_JOIN,
        metavar="S",
        help=f"seconds a link may stay unopened before its seat leaves (default {DEFAULT_JOIN:g})",
    )
    serve.add_argument(
        "--max-connections",
        type=int,
        default=None,
        metavar="N",
        help="open connections at once (default: from the file limit)",
    )
    serve.add_argument(
        "--host", default="0.0.0.0", metavar="ADDRESS", help="address to listen on (default: every interface)"
    )
    serve.add_argument("--port", type=int, default=8765, help="port to listen on (default 8765)")
    serve.add_argument(
        "--public-url", default=None, metavar="URL", help="the players' address, behind a proxy or tunnel"
    )
    serve.add_argument("--locale", default=None, metavar="LANG", help="language of the pages: en, pt, de or fr")
    serve.add_argument(
        "--resume",
        action="store_true",
        help="bring back the unfinished rooms this command served",
    )
    serve.add_argument(
        "--store",
        default=None,
        metavar="WHERE",
        help="where rooms are kept: redis://HOST:PORT/DB or a file",
    )
    for name, text in (
        ("notebooks", "copy the tutorial notebooks (all four languages) into a folder (never over your edits)"),
        ("lab", "copy the tutorials, then open JupyterLab on the start notebook"),
    ):
        command = commands.add_parser(name, help=text, description=text)
        command.add_argument(
            "folder",
            nargs="?",
            default="ludoteca-notebooks",
            type=Path,
            help="the folder to copy the tutorials into (default: ludoteca-notebooks)",
        )
        if name == "lab":
            command.add_argument(
                "--lang",
                choices=TUTORIAL_LANGUAGES,
                default=None,
                help="the start notebook's language (default: the system's, else en)",
            )
            command.add_argument("--port", type=int, default=None, help="JupyterLab's port")
            command.add_argument(
                "--ip", default=None, metavar="ADDRESS", help="the address JupyterLab listens on (0.0.0.0 for rooms)"
            )
            command.add_argument("--no-browser", action="store_true", help="print the address instead of opening it")
    return top


def tutorials() -> Path:
    """The folder that holds ``notebooks/``: the checkout's (an editable install) or the one
    inside the installed package (a wheel)."""
    import ludoteca

    package = Path(ludoteca.__file__).parent
    checkout = package.parent.parent
    return checkout if (checkout / start()).is_file() else package / "tutorials"


def copy_tutorials(folder: Path) -> tuple[list[Path], list[Path]]:
    """Copy the tutorials into ``folder``; a file already there is left alone (it may hold the
    user's edits). Returns (copied, kept): relative paths."""
    source = tutorials()
    copied: list[Path] = []
    kept: list[Path] = []
    for part in TUTORIAL_PARTS:
        for path in sorted((source / part).rglob("*")):
            if not path.is_file() or ".ipynb_checkpoints" in path.parts or "__pycache__" in path.parts:
                continue
            relative = path.relative_to(source)
            target = folder / relative
            if target.exists():
                if target.read_bytes() != path.read_bytes():
                    kept.append(relative)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
            copied.append(relative)
    return copied, kept


def notebooks(folder: Path) -> None:
    copied, kept = copy_tutorials(folder)
    print(f"{len(copied)} files copied into {folder}", flush=True)
    for relative in kept:
        print(f"kept your version of {relative}", flush=True)


def lab(
    folder: Path, lang: str | None = None, *, port: int | None = None, ip: str | None = None, browser: bool = True
) -> int:
    """Copy the tutorials, run JupyterLab on the start notebook in ``lang`` (by default the
    system's language). Playing changes only the copy."""
    if shutil.which("jupyter") is None and not _has_module("jupyterlab"):
        raise ValueError("JupyterLab is not installed: pip install 'ludoteca[notebooks]'")
    notebooks(folder)
    command = [
        sys.executable, "-m", "jupyter", "lab",
        f"--ServerApp.root_dir={folder.resolve()}",
        f"--LabApp.default_url=/lab/tree/{start(lang or system_language()).as_posix()}",
    ]  # fmt: skip
    command += [f"--port={port}"] if port else []
    command += [f"--ServerApp.ip={ip}"] if ip else []
    command += [] if browser else ["--no-browser"]
    command += ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []
    return subprocess.call(command)


def _has_module(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None


def make_table(args: argparse.Namespace, players: list[Any] | None = None, offset: int = 0) -> Any:
    """The table ``args`` describe (of ``players``, else ``--players``; its seed ``--seed`` plus
    ``offset``), with no notebook to show it (its root screen is nobody's)."""
    from ludoteca.core.widget import pick_seed

    if players is None:
        players = parse_players(args.players, args.game)
    seed = pick_seed(None if args.seed is None else args.seed + offset)
    if args.game == "bonanza":
        from ludoteca.bonanza.widget import open_table as bonanza_table

        clock = args.turn_seconds if args.turn_seconds is not None else "default"
        return bonanza_table(players, seed=seed, turn_seconds=clock, locale=args.locale)
    if args.turn_seconds is not None:
        raise ValueError("Lucky Box has no turn clock: everyone plays each number at once")
    from ludoteca.luckybox.widget import open_table as lucky_table

    return lucky_table(players, seed=seed, locale=args.locale)


async def serve(args: argparse.Namespace) -> None:
    from ludoteca.rooms import LocalComm
    from ludoteca.rooms.classroom import Classroom
    from ludoteca.rooms.guard import raise_file_limit
    from ludoteca.rooms.server import RoomServer, outward_address
    from ludoteca.rooms.store import open_store

    tables = [make_table(args, players, n) for n, players in enumerate(table_players(args))]  # said before listening
    for table in tables:
        table.comm = LocalComm()  # nobody draws the root screen here: a channel that sends nothing
    store = open_store(args.store)
    raise_file_limit()
    server = RoomServer(**({"total": args.max_connections} if args.max_connections else {}))
    server.listen(args.port, args.host)
    url = args.public_url
    if url is None:
        shown = "127.0.0.1" if args.host in ("0.0.0.0", "", "::") else args.host
        if args.host in ("0.0.0.0", "", "::"):
            shown = outward_address() or shown
        url = f"http://{shown}:{server.port}/"
    rooms = resumed_rooms(args, server, url, store) if args.resume else []
    if not rooms:
        rooms = new_rooms(args, tables, server, url, store)
    classroom = Classroom(rooms, base_url=rooms[0].base_url, locale=args.locale)
    server.add_class(classroom)
    print(f"teacher's page (keep it to yourself): {classroom.url}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    classroom.close()
    for room in rooms:
        room.store = None  # stopped, not finished: the store keeps the room for --resume
        room.close()
    server.stop()
    print("stopped; the same command with --resume brings the unfinished rooms back", flush=True)


def new_rooms(args: argparse.Namespace, tables: list[Any], server: Any, url: str, store: Any) -> list[Any]:
    """A room per table; prints each person's link ("Table 2 · Ana: …" when there are several)."""
    from ludoteca.rooms import HostedRoom, host_table

    rooms = []
    for number, table in enumerate(tables, 1):
        room = HostedRoom(
            host_table(table, None),
            host=None,
            grace=args.grace,
            public_url=url,
            server=server,
            store=store,
            join_timeout=args.join_timeout or None,
            label=str(number) if len(tables) > 1 else None,
        )
        where = f"Table {number} · " if len(tables) > 1 else ""
        for name, link in room.links.items():
            print(f"{where}{name}: {link}", flush=True)
        rooms.append(room)
    return rooms


def resumed_rooms(args: argparse.Namespace, server: Any, url: str, store: Any) -> list[Any]:
    """Every unfinished room a ``ludoteca serve`` kept, back with its links (tables in order)."""
    from ludoteca.rooms import LocalComm, resume

    records = [r for r in store.unfinished() if r.get("where") == "serve"]
    records.sort(key=lambda r: int(r["label"]) if str(r.get("label") or "").isdigit() else 0)
    rooms = []
    for record in records:
        wait = args.join_timeout or None
        room = resume(record["id"], where="serve", server=server, public_url=url, store=store, join_timeout=wait)
        room.table.comm = LocalComm()
        names = ", ".join(link.name for link in room.seats)
        where = f"table {room.label} " if room.label else ""
        line = f"resumed {room.game.title} {where}room {room.id} ({names}): the links given before work again"
        print(line, flush=True)
        rooms.append(room)
    return rooms


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        if args.command == "serve":
            table_players(args)
            asyncio.run(serve(args))
        elif args.command == "notebooks":
            notebooks(args.folder)
        elif args.command == "lab":
            return lab(args.folder, args.lang, port=args.port, ip=args.ip, browser=not args.no_browser)
    except (argparse.ArgumentTypeError, ValueError, TypeError) as error:
        print(f"ludoteca: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"ludoteca: cannot serve: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
