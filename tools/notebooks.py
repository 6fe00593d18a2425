"""The tutorials in four languages, from one source.

The English notebooks (``notebooks/en/``) are the source: their code cells are the only copy of
the code. Each other language has a translation file per notebook,
``notebooks/translations/<lang>/<path>.md``, made of blocks:

``<!-- markdown <cell id> from <fingerprint> -->``
    the whole markdown cell, in that language; the fingerprint is that of the English cell it was
    translated from, so an English cell edited later shows up as a stale translation;
``<!-- phrase -->`` English text ``<!-- as -->`` its translation
    a text inside the code cells (a printed label, a comment, a question asked of the assistant)
    replaced wherever it occurs in that notebook's code.

``python tools/notebooks.py build`` writes ``notebooks/<lang>/<path>.ipynb`` for every language
and runs (with nbclient) every notebook whose cells changed, so each stores its own outputs for
nbval to check; ``--all`` runs every notebook, English included. ``check`` only reports what
is missing or stale, ``skeleton <lang>`` starts the translation files of a language with the
English text in place. Every notebook's first code cell is the language cell (id
``set-language``), written here for each language.

A code cell whose output nbval compares (``pytest --nbval-lax``) carries the cell tag
``nbval-check-output`` (nbval reads it as it reads the ``# NBVAL_CHECK_OUTPUT`` comment, which
learners would see at the top of the cell); ``check`` reports a cell that still has the comment.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SOURCE = NOTEBOOKS / "en"
TRANSLATIONS = NOTEBOOKS / "translations"
LANGUAGES = ("pt", "de", "fr")
LANGUAGE_CELL_ID = "set-language"
LANGUAGE_CELL = {
    "en": 'import ludoteca\n\nludoteca.set_language("en")  # every text below in English',
    "pt": 'import ludoteca\n\nludoteca.set_language("pt")  # todos os textos abaixo em português',
    "de": 'import ludoteca\n\nludoteca.set_language("de")  # alle Texte unten auf Deutsch',
    "fr": 'import ludoteca\n\nludoteca.set_language("fr")  # tous les textes ci-dessous en français',
}
#: The cell tag that has nbval compare a cell's output, and the comment it replaces.
CHECK_TAG, CHECK_MARKER = "nbval-check-output", "NBVAL_CHECK_OUTPUT"
#: A link to a heading of the same notebook. JupyterLab jumps to a heading whose name has an
#: accent only through an explicit ASCII anchor (``<a id="…"></a>`` before the heading).
INTERNAL_LINK = re.compile(r"\]\(#([^)\s]+)\)")
#: A progress bar's text ("  0%|          | 0/300"): kept, it would show a bar frozen where it began.
PROGRESS = re.compile(r"\d+%\|")
BLOCK = re.compile(r"^<!-- (markdown (?P<id>\S+) from (?P<fp>[0-9a-f]{8})|phrase|as) -->[ \t]*$", re.M)


def fingerprint(text: str) -> str:
    """A short mark of an English cell's text: it changes when the text does."""
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


@dataclass
class Translation:
    """One notebook's translation into one language."""

    cells: dict[str, tuple[str, str]] = field(default_factory=dict)  # cell id -> (fingerprint, text)
    phrases: list[tuple[str, str]] = field(default_factory=list)  # (English, translation)


def source_notebooks() -> list[Path]:
    """The English notebooks, as paths relative to ``notebooks/en``."""
    return sorted(p.relative_to(SOURCE) for p in SOURCE.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def translation_path(lang: str, rel: Path) -> Path:
    return TRANSLATIONS / lang / rel.with_suffix(".md")


def parse(text: str, where: str) -> Translation:
    """Read a translation file; a ValueError says where it is malformed."""
    found = Translation()
    marks = list(BLOCK.finditer(text))
    bodies = [
        text[m.end() : (marks[i + 1].start() if i + 1 < len(marks) else len(text))].strip("\n")
        for i, m in enumerate(marks)
    ]
    i = 0
    while i < len(marks):
        mark, body = marks[i], bodies[i]
        if mark.group("id"):
            if mark.group("id") in found.cells:
                raise ValueError(f"{where}: cell {mark.group('id')} is translated twice")
            found.cells[mark.group("id")] = (mark.group("fp"), body.strip())
            i += 1
        elif mark.group(1) == "phrase":
            if i + 1 >= len(marks) or marks[i + 1].group(1) != "as":
                raise ValueError(f"{where}: a phrase needs its '<!-- as -->' translation after it")
            found.phrases.append((body, bodies[i + 1]))
            i += 2
        else:
            raise ValueError(f"{where}: '<!-- as -->' without a '<!-- phrase -->' before it")
    return found


def read_translation(lang: str, rel: Path) -> Translation:
    path = translation_path(lang, rel)
    if not path.exists():
        return Translation()
    return parse(path.read_text("utf-8"), str(path.relative_to(ROOT)))


def source(cell: dict) -> str:
    src = cell["source"]
    return src if isinstance(src, str) else "".join(src)


def set_source(cell: dict, text: str) -> None:
    lines = text.splitlines(keepends=True)
    cell["source"] = lines


def read(path: Path) -> dict:
    return json.loads(path.read_text("utf-8"))


def write(path: Path, nb: dict) -> None:
    """Save ``nb`` as JupyterLab would, so that opening it leaves the file as it is."""
    import nbformat

    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(nbformat.writes(nbformat.from_dict(nb)) + "\n", "utf-8")


def problems(lang: str, rel: Path, english: dict, found: Translation) -> list[str]:
    """What keeps ``found`` from translating ``english`` completely and freshly."""
    where = f"{lang}/{rel}"
    out = []
    markdown = {c["id"]: source(c) for c in english["cells"] if c["cell_type"] == "markdown"}
    for cell_id, text in markdown.items():
        if cell_id not in found.cells:
            out.append(f"{where}: markdown cell {cell_id} has no translation")
        elif found.cells[cell_id][0] != fingerprint(text):
            out.append(
                f"{where}: markdown cell {cell_id} changed in English since it was translated (now {fingerprint(text)})"
            )
        elif found.cells[cell_id][1] == text.strip() and re.search(r"[A-Za-z]{3,} [A-Za-z]{3,}", text):
            out.append(f"{where}: markdown cell {cell_id} is still the English text")
    out += [
        f"{where}: cell {cell_id} is translated but the English notebook has no such markdown cell"
        for cell_id in found.cells
        if cell_id not in markdown
    ]
    code = "\n".join(source(c) for c in english["cells"] if c["cell_type"] == "code")
    out += [f"{where}: the phrase {en!r:.60} is in no code cell" for en, _ in found.phrases if en not in code]
    out += [
        f"{where}: JupyterLab does not jump to #{target}: link an ASCII name instead, set before the heading"
        f' as <a id="name"></a>'
        for _, text in found.cells.values()
        for target in INTERNAL_LINK.findall(text)
        if not target.isascii()
    ]
    return out


def translate_code(text: str, phrases: list[tuple[str, str]], lang: str) -> str:
    for en, translated in sorted(phrases, key=lambda p: -len(p[0])):
        text = text.replace(en, translated)
    return text.replace('set_language("en")', f'set_language("{lang}")')


def translated(english: dict, found: Translation, lang: str, rel: Path) -> dict:
    """The notebook in ``lang``: English code (phrases translated), translated markdown, no outputs."""
    nb = copy.deepcopy(english)
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown" and cell["id"] in found.cells:
            set_source(cell, found.cells[cell["id"]][1])
        elif cell["cell_type"] == "code":
            set_source(
                cell,
                LANGUAGE_CELL[lang]
                if cell["id"] == LANGUAGE_CELL_ID
                else translate_code(source(cell), found.phrases, lang),
            )
            cell["outputs"], cell["execution_count"] = [], None
    nb["metadata"].pop("widgets", None)
    nb["metadata"]["ludoteca"] = {"language": lang, "translated_from": f"en/{rel.as_posix()}"}
    return nb


def shape(nb: dict) -> list[tuple[str, str, str]]:
    """What a regeneration must leave unchanged: each cell's kind, id and text."""
    return [(c["cell_type"], c["id"], source(c)) for c in nb["cells"]]


def was_run(nb: dict) -> bool:
    """Whether every code cell of ``nb`` has been run (a build stopped halfway leaves some unrun)."""
    return all(c.get("execution_count") is not None for c in nb["cells"] if c["cell_type"] == "code")


def expected(lang: str, rel: Path) -> dict:
    """The notebook ``rel`` in ``lang`` as the translation makes it (without outputs)."""
    return translated(read(SOURCE / rel), read_translation(lang, rel), lang, rel)


def all_problems(languages: tuple[str, ...] = LANGUAGES, only: str = "") -> list[str]:
    """Everything missing or stale in the translations of ``languages`` (of the notebooks whose
    path contains ``only``), and English notebooks without their language cell."""
    out = []
    for rel in (rel for rel in source_notebooks() if only in rel.as_posix()):
        english = read(SOURCE / rel)
        first_code = next((c for c in english["cells"] if c["cell_type"] == "code"), None)
        if first_code is None or first_code["id"] != LANGUAGE_CELL_ID or source(first_code) != LANGUAGE_CELL["en"]:
            out.append(f"en/{rel}: the first code cell must be the language cell (id {LANGUAGE_CELL_ID!r})")
        out += [
            f"en/{rel}: cell {c['id']} says # {CHECK_MARKER}: give it the cell tag {CHECK_TAG!r} instead"
            for c in english["cells"]
            if c["cell_type"] == "code" and any(line.strip() == f"# {CHECK_MARKER}" for line in source(c).splitlines())
        ]
        for lang in (lang for lang in languages if lang != "en"):
            out += problems(lang, rel, english, read_translation(lang, rel))
    return out


def build(run_all: bool = False, languages: tuple[str, ...] = LANGUAGES, only: str = "") -> list[Path]:
    """Write the notebooks of ``languages`` (those whose path contains ``only``); return those
    whose cells changed, to be run (every one, English included, with ``run_all``)."""
    changed = []
    for rel in source_notebooks():
        if only not in rel.as_posix():
            continue
        if run_all and "en" in languages:
            changed.append(SOURCE / rel)
        for lang in (lang for lang in languages if lang != "en"):
            target = NOTEBOOKS / lang / rel
            nb = expected(lang, rel)
            if not run_all and target.exists() and shape(read(target)) == shape(nb) and was_run(read(target)):
                continue
            write(target, nb)
            changed.append(target)
    return changed


def execute(paths: list[Path]) -> None:
    """Run each notebook in its own folder and keep its outputs (the widgets' saved state dropped)."""
    import nbformat
    from nbclient import NotebookClient
    from tqdm import tqdm

    # Bonanza's strategy first, so that no notebook saves the solve's progress bar as its output.
    subprocess.run([sys.executable, "-m", "ludoteca.bonanza.prepare"], check=True)
    for path in tqdm(paths, desc="running notebooks", unit="notebook"):
        nb = nbformat.read(path, as_version=4)
        NotebookClient(
            nb,
            timeout=600,
            kernel_name="python3",
            resources={"metadata": {"path": str(path.parent)}},
        ).execute()
        nb.metadata.pop("widgets", None)
        for cell in nb.cells:
            if cell.cell_type == "code":
                cell.outputs = [
                    o for o in cell.outputs if not PROGRESS.search("".join(o.get("data", {}).get("text/plain", "")))
                ]
        write(path, nb)


def skeleton(lang: str) -> list[Path]:
    """Start the missing translation files of ``lang`` with the English text to replace."""
    made = []
    for rel in source_notebooks():
        path = translation_path(lang, rel)
        if path.exists():
            continue
        english = read(SOURCE / rel)
        blocks = [
            f"<!-- markdown {c['id']} from {fingerprint(source(c))} -->\n{source(c)}\n"
            for c in english["cells"]
            if c["cell_type"] == "markdown"
        ]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(blocks), "utf-8")
        made.append(path)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the tutorials of every language from the English ones.")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("build", help="write every language's notebooks and run those that changed")
    run.add_argument("--all", action="store_true", help="run every notebook, English included")
    run.add_argument("--no-run", action="store_true", help="write the notebooks without running them")
    check = sub.add_parser("check", help="list missing or stale translations")
    for command in (run, check):
        command.add_argument(
            "--lang", choices=("en", *LANGUAGES), action="append", help="only this language (may repeat)"
        )
        command.add_argument("--only", default="", help="only the notebooks whose path contains this text")
    start = sub.add_parser("skeleton", help="start the translation files of a language")
    start.add_argument("lang", choices=LANGUAGES)
    args = parser.parse_args(argv)
    if args.command == "skeleton":
        for path in skeleton(args.lang):
            print(path.relative_to(ROOT))
        return 0
    languages, only = tuple(getattr(args, "lang", None) or ("en", *LANGUAGES)), getattr(args, "only", "")
    found = all_problems(languages, only)
    for problem in found:
        print(problem)
    if args.command == "check" or found:
        return 1 if found else 0
    changed = build(run_all=args.all, languages=languages, only=only)
    if not args.no_run:
        execute(changed)
    print(f"{len(changed)} notebooks written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
