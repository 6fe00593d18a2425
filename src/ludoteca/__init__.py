"""ludoteca: tabletop games to learn and play inside Jupyter.

Each game lives in its own subpackage (``ludoteca.bonanza`` ...) with a pure
rules engine and a widget. ``ludoteca.core`` holds what the games share.
"""

from __future__ import annotations

import importlib

__version__ = "0.1.0"

_GAMES = ("bonanza", "luckybox", "magdagdon")


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


def __getattr__(name: str):
    # The games are imported on first use so that `import ludoteca` stays light.
    if name in _GAMES:
        return importlib.import_module(f"ludoteca.{name}")
    raise AttributeError(f"module 'ludoteca' has no attribute {name!r}")


def __dir__() -> list[str]:
    # Tab completion offers the games too, although they are imported only on first use.
    return sorted({*globals(), *_GAMES})
