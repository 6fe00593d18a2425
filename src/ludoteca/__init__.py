"""ludoteca: tabletop games to learn and play inside Jupyter.

Each game lives in its own subpackage (``ludoteca.bonanza`` ...) with a pure
rules engine and a widget. ``ludoteca.core`` holds what the games share, among it the one list
of games (:mod:`ludoteca.core.registry`): ``ludoteca.<game>`` imports any game registered there.
"""

from __future__ import annotations

import importlib

__version__ = "0.1.0"


def set_language(code: str) -> None:
    """Choose the language of every widget created afterwards ("en", "pt", "de", "fr").

    Widgets already on screen keep the language they were made with, and nothing says so:
    make them again to see the new language (or give one widget its own with ``locale=``).
    """
    from ludoteca.core.i18n import set_language as _set

    _set(code)


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    """The Jupyter server extension that serves room links (see ``ludoteca.rooms.gateway``)."""
    return [{"module": "ludoteca.rooms.gateway"}]


def _game_names() -> set[str]:
    from ludoteca.core.registry import games

    return {info.name for info in games()}


def __getattr__(name: str):
    # The games are imported on first use so that `import ludoteca` stays light.
    if not name.startswith("_") and name in _game_names():
        from ludoteca.core.registry import game_info

        return importlib.import_module(game_info(name).package)
    raise AttributeError(f"module 'ludoteca' has no attribute {name!r}")


def __dir__() -> list[str]:
    # Tab completion offers the games too, although they are imported only on first use.
    return sorted({*globals(), *_game_names()})
