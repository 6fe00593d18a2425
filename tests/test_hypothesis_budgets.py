"""Every property test takes its number of examples from tests/budgets.py, so that `make check`
runs a fifth of what `make test` runs (a literal count would run in full under both)."""

from __future__ import annotations

import re
from pathlib import Path

LITERAL = re.compile(r"max_examples\s*=\s*\d")


def test_no_property_test_hard_codes_its_example_count():
    here = Path(__file__).parent
    literal = [
        f"{path.relative_to(here)}:{number}"
        for path in sorted(here.rglob("*.py"))
        if path.name != "budgets.py"
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if LITERAL.search(line)
    ]
    assert not literal, f"use max_examples=examples(n) from tests.budgets: {literal}"
