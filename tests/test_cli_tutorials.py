"""``ludoteca notebooks`` and ``ludoteca lab``: the tutorials copied out, never over the user's edits."""

from __future__ import annotations

from pathlib import Path

from ludoteca import cli


def test_the_tutorials_are_copied_and_edits_are_kept(tmp_path, capsys):
    folder = tmp_path / "mine"
    assert cli.main(["notebooks", str(folder)]) == 0
    start = folder / "notebooks" / "00-start-here.ipynb"
    shipped = sorted(p.relative_to(cli.tutorials()) for p in (cli.tutorials() / "notebooks").rglob("*.ipynb"))
    assert shipped and sorted(p.relative_to(folder) for p in folder.rglob("*.ipynb")) == shipped
    assert (folder / "docs" / "rules" / "luckybox.md").is_file()  # what the notebooks link to
    start.write_text(start.read_text() + " ", encoding="utf-8")  # the user's edit
    (folder / "notebooks" / "bonanza" / "01-rules.ipynb").unlink()  # and one they deleted
    capsys.readouterr()
    assert cli.main(["notebooks", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "1 files copied" in out and f"kept your version of {Path('notebooks', '00-start-here.ipynb')}" in out
    assert start.read_text(encoding="utf-8").endswith(" ")


def test_lab_opens_jupyterlab_on_the_start_notebook_with_the_strategy_prepared(tmp_path, monkeypatch):
    started: list[list[str]] = []
    monkeypatch.setattr(cli.subprocess, "Popen", lambda command: started.append(command))
    monkeypatch.setattr(cli.subprocess, "call", lambda command: started.append(command) or 0)
    assert cli.main(["lab", str(tmp_path / "here")]) == 0
    prepare, jupyter = started
    assert prepare[1:] == ["-m", "ludoteca.bonanza.prepare"]
    assert jupyter[1:4] == ["-m", "jupyter", "lab"]
    assert f"--ServerApp.root_dir={(tmp_path / 'here').resolve()}" in jupyter
    assert "--LabApp.default_url=/lab/tree/notebooks/00-start-here.ipynb" in jupyter
    assert (tmp_path / "here" / "notebooks" / "00-start-here.ipynb").is_file()
