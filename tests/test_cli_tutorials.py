"""``ludoteca notebooks`` and ``ludoteca lab``: the tutorials copied out, never over the user's edits."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ludoteca import cli


def test_the_tutorials_are_copied_and_edits_are_kept(tmp_path, capsys):
    folder = tmp_path / "mine"
    assert cli.main(["notebooks", str(folder)]) == 0
    start = folder / "notebooks" / "en" / "00-start-here.ipynb"
    shipped = sorted(
        p.relative_to(cli.tutorials())
        for lang in cli.TUTORIAL_LANGUAGES
        for p in (cli.tutorials() / "notebooks" / lang).rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts
    )
    assert sorted(p.relative_to(folder) for p in folder.rglob("*.ipynb")) == shipped
    for lang in cli.TUTORIAL_LANGUAGES:  # every language's start notebook, and the rules it links to
        assert (folder / "notebooks" / lang / "00-start-here.ipynb").is_file()
        assert (folder / "docs" / "rules" / lang / "luckybox.md").is_file()
    assert not (folder / "notebooks" / "translations").exists()  # the translators' sources stay in the checkout
    start.write_text(start.read_text() + " ", encoding="utf-8")  # the user's edit
    (folder / "notebooks" / "en" / "bonanza" / "01-rules.ipynb").unlink()  # and one they deleted
    capsys.readouterr()
    assert cli.main(["notebooks", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "1 files copied" in out and f"kept your version of {Path('notebooks', 'en', '00-start-here.ipynb')}" in out
    assert start.read_text(encoding="utf-8").endswith(" ")


def test_lab_opens_jupyterlab_on_the_start_notebook_and_solves_nothing_in_the_background(tmp_path, monkeypatch):
    started: list[list[str]] = []
    monkeypatch.setattr(cli.subprocess, "Popen", lambda command, **_: started.append(command))
    monkeypatch.setattr(cli.subprocess, "call", lambda command: started.append(command) or 0)
    monkeypatch.setenv("LANG", "C.UTF-8")  # a locale of no tutorial's language: English
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert cli.main(["lab", str(tmp_path / "here")]) == 0
    (jupyter,) = started  # the standard rules' strategy ships with the package: no prepare process
    assert jupyter[1:4] == ["-m", "jupyter", "lab"]
    assert f"--ServerApp.root_dir={(tmp_path / 'here').resolve()}" in jupyter
    assert "--LabApp.default_url=/lab/tree/notebooks/en/00-start-here.ipynb" in jupyter
    assert (tmp_path / "here" / "notebooks" / "en" / "00-start-here.ipynb").is_file()


def test_lab_opens_the_start_notebook_in_the_language_asked_or_the_systems(tmp_path, monkeypatch):
    started: list[list[str]] = []
    monkeypatch.setattr(cli.subprocess, "Popen", lambda command, **_: None)
    monkeypatch.setattr(cli.subprocess, "call", lambda command: started.append(command) or 0)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert cli.main(["lab", str(tmp_path / "a"), "--lang", "pt"]) == 0
    assert cli.main(["lab", str(tmp_path / "b")]) == 0
    asked, system = started
    assert "--LabApp.default_url=/lab/tree/notebooks/pt/00-start-here.ipynb" in asked
    assert "--LabApp.default_url=/lab/tree/notebooks/de/00-start-here.ipynb" in system


def test_lab_passes_the_address_on(tmp_path, monkeypatch):
    started: list[tuple[list[str], dict]] = []
    monkeypatch.setattr(cli.subprocess, "Popen", lambda command, **options: started.append((command, options)))
    monkeypatch.setattr(cli.subprocess, "call", lambda command: started.append((command, {})) or 0)
    assert (
        cli.main(["lab", str(tmp_path / "c"), "--lang", "fr", "--port", "9123", "--ip", "0.0.0.0", "--no-browser"]) == 0
    )
    ((jupyter, _),) = started
    assert {"--port=9123", "--ServerApp.ip=0.0.0.0", "--no-browser"} <= set(jupyter)


def test_make_play_serves_a_copy_and_never_the_checkouts_notebooks():
    """Following the tutorials autosaves them: what `make play` serves must not be tracked."""
    import shutil
    import subprocess

    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    root = Path(__file__).resolve().parents[1]
    play = subprocess.run(
        ["make", "-s", "-n", "--no-print-directory", "play", "NO_BROWSER=1", "LANG=pt"],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    command = [line for line in play.stdout.splitlines() if not line.startswith("make")][-1]
    assert " lab ludoteca-notebooks --lang pt " in command and "root_dir" not in command
    ignored = subprocess.run(["git", "check-ignore", "-q", "ludoteca-notebooks/x.ipynb"], cwd=root)
    assert ignored.returncode == 0  # the copy is never a tracked file either


def test_each_command_has_a_short_plain_help_of_its_own(capsys):
    for command in ("serve", "lab", "notebooks"):
        with pytest.raises(SystemExit):
            cli.main([command, "--help"])
        text = capsys.readouterr().out
        assert "``" not in text and len(text.splitlines()) < 40, command
        others = {"serve", "lab", "notebooks"} - {command}
        assert not any(f"ludoteca {other}" in text for other in others), command
        lines = text.split("positional arguments:" if "positional arguments:" in text else "options:")[1].splitlines()
        for i, line in enumerate(lines):  # every argument says what it is for, in words
            if re.fullmatch(r"  \S.*", line) and not line.endswith(":"):
                said = re.split(r"\s{2,}", line.strip(), maxsplit=1)[1:] or [lines[i + 1].strip()]
                assert said[0] and not said[0].startswith("-"), f"{command}: {line.strip()} has no help"
        assert not re.search(r"--[a-z-]+ [A-Z]+_[A-Z]+", text), command  # NAME_LIKE_THIS placeholders
