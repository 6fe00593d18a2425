"""``python -m ludoteca.bonanza.prepare`` (Binder's postBuild, make play) leaves the strategy
table in the cache, so the first hint reads it instead of solving."""
from __future__ import annotations

import subprocess
import sys

from ludoteca.bonanza.advisor import cache_path
from ludoteca.bonanza.rules import Rules


def test_prepare_puts_the_table_in_the_cache(ludoteca_home):
    assert not cache_path(Rules()).exists()
    done = subprocess.run([sys.executable, "-m", "ludoteca.bonanza.prepare"], capture_output=True, text=True,
                          timeout=600, check=True)
    assert "strategy table ready" in done.stdout and cache_path(Rules()).exists()
    again = subprocess.run([sys.executable, "-m", "ludoteca.bonanza.prepare"], capture_output=True, text=True,
                           timeout=600, check=True)
    assert "strategy table ready" in again.stdout
