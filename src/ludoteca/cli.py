"""The ``ludoteca`` command.

- ``ludoteca serve --game bonanza --players Ana,Bruno,Robo:greedy`` runs a room in this process,
  for a class where only the teacher has Python: it prints one line per person, ``Ana: http://…``,
  and serves their seat pages until Ctrl-C. ``--seed N`` deals exactly as ``Game(players, seed=N)``.
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
Run a room in this process, for a class where only the teacher has Python. It prints one
line per person, "Ana: http://...", and serves their seat pages until Ctrl-C. Each link
opens that one seat and nothing else. With --seed N the game deals exactly as
Game(players, seed=N). Every room is kept after every move: if the server stops or crashes,
the same command with --resume brings the unfinished rooms back, and open pages play on.
Example: ludoteca serve --game luckybox --players Ana,Bruno,Robo:planner"""


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
    serve.add_argument(
        "--players", required=True, metavar="NAMES", help="names, comma-separated; NAME:KIND for a computer player"
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
        help="seconds a player's page may be closed before they leave the table (default 45); "
        "their link then only watches the game",
    )
    serve.add_argument(
        "--host", default="0.0.0.0", metavar="ADDRESS", help="address to listen on (default: every interface)"
    )
    serve.add_argument("--port", type=int, default=8765, help="port to listen on (default 8765)")
    serve.add_argument(
        "--public-url", default=None, metavar="URL", help="the address players use, when a proxy or tunnel is in front"
    )
    serve.add_argument("--locale", default=None, metavar="LANG", help="language of the pages: en, pt, de or fr")
    serve.add_argument(
        "--resume",
        action="store_true",
        help="first bring back the rooms this command served that were not finished (after a crash, "
        "or a stop): same links, the games where they were; a new room opens only if there is none",
    )
    serve.add_argument(
        "--store",
        default=None,
        metavar="WHERE",
        help="where rooms are kept after every move: redis://HOST:PORT/DB, or a file "
        "(default: rooms.sqlite3 in your data folder)",
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


def make_table(args: argparse.Namespace) -> Any:
    """The table ``args`` describe, with no notebook to show it (its root screen is nobody's)."""
    from ludoteca.core.widget import pick_seed

    players = parse_players(args.players, args.game)
    seed = pick_seed(args.seed)
    if args.game == "bonanza":
        from ludoteca.bonanza.widget import open_table as bonanza_table

        clock = args.turn_seconds if args.turn_seconds is not None else "default"
        return bonanza_table(players, seed=seed, turn_seconds=clock, locale=args.locale)
    if args.turn_seconds is not None:
        raise ValueError("Lucky Box has no turn clock: everyone plays each number at once")
    from ludoteca.luckybox.widget import open_table as lucky_table

    return lucky_table(players, seed=seed, locale=args.locale)


async def serve(args: argparse.Namespace) -> None:
    from ludoteca.rooms import HostedRoom, LocalComm, host_table, resume
    from ludoteca.rooms.server import RoomServer, outward_address
    from ludoteca.rooms.store import open_store

    table = make_table(args)  # a bad option is said before anything listens
    table.comm = LocalComm()  # nobody draws the root screen here: a channel that sends nothing
    store = open_store(args.store)
    server = RoomServer()
    server.listen(args.port, args.host)
    url = args.public_url
    if url is None:
        shown = "127.0.0.1" if args.host in ("0.0.0.0", "", "::") else args.host
        if args.host in ("0.0.0.0", "", "::"):
            shown = outward_address() or shown
        url = f"http://{shown}:{server.port}/"
    rooms = []
    if args.resume:
        for record in [r for r in store.unfinished() if r.get("where") == "serve"]:
            room = resume(record["id"], where="serve", server=server, public_url=url, store=store)
            room.table.comm = LocalComm()
            names = ", ".join(link.name for link in room.seats)
            print(f"resumed {room.game.title} room {room.id} ({names}): the links given before work again", flush=True)
            rooms.append(room)
    if not rooms:
        room = HostedRoom(
            host_table(table, None), host=None, grace=args.grace, public_url=url, server=server, store=store
        )
        for name, link in room.links.items():
            print(f"{name}: {link}", flush=True)
        rooms.append(room)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    for room in rooms:
        room.store = None  # stopped, not finished: the store keeps the room for --resume
        room.close()
    server.stop()
    print("stopped; the same command with --resume brings the unfinished rooms back", flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        if args.command == "serve":
            parse_players(args.players, args.game)
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
