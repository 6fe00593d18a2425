"""The ``ludoteca`` command.

``ludoteca serve --game bonanza --players Ana,Bruno,Robo:greedy`` runs a room in this process,
for a class where only the teacher has Python: it prints one line per person, ``Ana: http://…``,
and serves their seat pages until Ctrl-C. ``--seed N`` deals exactly as ``Game(players, seed=N)``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
from collections.abc import Sequence
from typing import Any

GAMES = ("bonanza", "luckybox")
BOT_KINDS = {"bonanza": ("optimal", "greedy", "random"), "luckybox": ("planner", "greedy", "random")}


def parse_players(text: str, game: str) -> list[Any]:
    """``"Ana,Bruno,Robo:planner"`` -> ``["Ana", "Bruno", ("Robo", "planner")]``."""
    players: list[Any] = []
    for item in text.split(","):
        name, _, kind = (part.strip() for part in item.partition(":"))
        if not name:
            raise argparse.ArgumentTypeError(f"--players: an empty name in {text!r}")
        if kind and kind not in BOT_KINDS[game]:
            raise argparse.ArgumentTypeError(
                f"--players: {kind!r} is not a computer player of {game} ({', '.join(BOT_KINDS[game])})"
            )
        players.append((name, kind) if kind else name)
    return players


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="ludoteca", description="Tabletop games to learn and play.")
    commands = top.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run a room whose players join from their browsers", description=__doc__)
    serve.add_argument("--game", required=True, choices=GAMES)
    serve.add_argument("--players", required=True, help="names, comma-separated; NAME:KIND for a computer player")
    serve.add_argument("--seed", type=int, default=None, help="deal as Game(players, seed=N)")
    serve.add_argument("--turn-seconds", type=int, default=None, help="Bonanza's turn clock: 30, 45, 60 or 90")
    serve.add_argument("--grace", type=float, default=45.0, help="seconds a page may be gone before its seat leaves")
    serve.add_argument("--host", default="0.0.0.0", help="address to listen on (default: every interface)")
    serve.add_argument("--port", type=int, default=8765)
    serve.add_argument("--public-url", default=None, help="the address players use, when a proxy or tunnel is in front")
    serve.add_argument("--locale", default=None, help="language of the pages: en, pt, de, fr")
    return top


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
    from ludoteca.rooms import HostedRoom, host_table
    from ludoteca.rooms.server import RoomServer, outward_address

    table = make_table(args)  # a bad option is said before anything listens
    server = RoomServer()
    server.listen(args.port, args.host)
    url = args.public_url
    if url is None:
        shown = "127.0.0.1" if args.host in ("0.0.0.0", "", "::") else args.host
        if args.host in ("0.0.0.0", "", "::"):
            shown = outward_address() or shown
        url = f"http://{shown}:{server.port}/"
    room = HostedRoom(host_table(table, None), host=None, grace=args.grace, public_url=url, server=server)
    for name, link in room.links.items():
        print(f"{name}: {link}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    room.close()
    server.stop()


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        if args.command == "serve":
            parse_players(args.players, args.game)
            asyncio.run(serve(args))
    except (argparse.ArgumentTypeError, ValueError, TypeError) as error:
        print(f"ludoteca: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"ludoteca: cannot serve: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
