"""What the notebooks show before anyone runs them: their saved outputs."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import pytest

NOTEBOOKS_DIR = Path(__file__).parent.parent / "notebooks"
NOTEBOOKS = sorted(p for p in NOTEBOOKS_DIR.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
#: A progress bar as text ("  0%|          | 0/355390"): a widget's stand-in, frozen where it began.
PROGRESS = re.compile(r"\d+%\|")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.relative_to(NOTEBOOKS_DIR).as_posix())
def test_no_saved_output_is_a_frozen_progress_bar(path):
    cells = json.loads(path.read_text("utf-8"))["cells"]
    for index, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            text = "".join(output.get("data", {}).get("text/plain", [])) + "".join(output.get("text", []))
            assert not PROGRESS.search(text), f"cell {index} saved a progress bar: {text[:60]!r}"


@functools.cache
def _kernel_display_name() -> str:
    """The name the installed python3 kernel gives itself (looked up once: 11 ms a lookup)."""
    from jupyter_client.kernelspec import KernelSpecManager

    return KernelSpecManager().get_kernel_spec("python3").display_name


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.relative_to(NOTEBOOKS_DIR).as_posix())
def test_opening_a_notebook_changes_nothing_in_it(path):
    """Saved as JupyterLab writes them, with the kernel name the installed kernel gives itself,
    so opening one in JupyterLab does not leave the clone modified."""
    import nbformat

    text = path.read_text("utf-8")
    assert json.loads(text)["metadata"]["kernelspec"]["display_name"] == _kernel_display_name()
    assert nbformat.writes(nbformat.reads(text, as_version=4)) + "\n" == text
