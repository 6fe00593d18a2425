"""What the notebooks show before anyone runs them: their saved outputs."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).parent.parent / "notebooks").rglob("*.ipynb"))
#: A progress bar as text ("  0%|          | 0/355390"): a widget's stand-in, frozen where it began.
PROGRESS = re.compile(r"\d+%\|")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.parent.name + "/" + p.name)
def test_no_saved_output_is_a_frozen_progress_bar(path):
    cells = json.loads(path.read_text("utf-8"))["cells"]
    for index, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            text = "".join(output.get("data", {}).get("text/plain", [])) + "".join(output.get("text", []))
            assert not PROGRESS.search(text), f"cell {index} saved a progress bar: {text[:60]!r}"
