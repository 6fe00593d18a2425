"""Where ludoteca keeps files: scores and saves (data) and recomputable tables (cache).

``LUDOTECA_HOME`` overrides both (``$LUDOTECA_HOME/data`` and ``$LUDOTECA_HOME/cache``),
which is what the tests and the notebooks' checks use.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def _home() -> Path | None:
    home = os.environ.get("LUDOTECA_HOME")
    return Path(home).expanduser() if home else None


def data_dir() -> Path:
    """Folder for the score store and saved games (created on demand)."""
    home = _home()
    path = home / "data" if home else Path(platformdirs.user_data_dir("ludoteca", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    """Folder for files that can always be recomputed, such as strategy tables."""
    home = _home()
    path = home / "cache" if home else Path(platformdirs.user_cache_dir("ludoteca", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
