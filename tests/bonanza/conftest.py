"""Bonanza tests: a fresh, empty LUDOTECA_HOME never makes this process's shared advisors solve."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.solver import Advisor


@pytest.fixture
def ludoteca_home(ludoteca_home, strategy_tables):
    """The root fixture's fresh, empty LUDOTECA_HOME, with ``Advisor.shared`` (process-wide)
    already holding the run's tables: a test that plays with the advisor in an empty home would
    otherwise solve a table into it. The home's cache stays empty, as the cache tests want."""
    for rules, table in strategy_tables.items():
        shared = Advisor.shared(rules)
        if shared._table is None:
            shared._table = table
    return ludoteca_home
