"""Write a game's ``assistant/sections.json`` from its rules documents: each section of
``docs/rules/<lang>/<game>.md`` (cut at its ``<a id="...">`` anchor) as plain text in every
language, the passages the rules assistant scores a question against (BM25,
``ludoteca.core.assistant_sections``). Lucky Box's passages are written by hand; a game whose
documents say enough uses this.

    python tools/assistant_sections.py bonanza
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "pt", "de", "fr")
ANCHOR = re.compile(r'<a id="([\w-]+)"></a>')


def plain(markdown: str) -> str:
    """The words of a section: no heading marks, table rules, emphasis, code marks or link
    targets; each heading, bullet, table row and paragraph one sentence or more."""
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", markdown)
    text = text.replace("**", "").replace("*", "").replace("`", "")
    blocks: list[str] = []
    fresh = True
    for line in text.splitlines():
        line = line.strip()
        if not line or re.match(r"^\|\s*-{3}", line):
            fresh = True
            continue
        starts = re.match(r"^(#+\s*[\d.]*\s*|- |\|)", line)
        line = re.sub(r"^#+\s*[\d.]*\s*|^- ", "", line).replace("|", " ").strip()
        if fresh or starts:
            blocks.append(line)
        else:
            blocks[-1] += " " + line
        fresh = bool(re.match(r"^#", starts.group(0))) if starts else False
    return " ".join(b if b.endswith((".", ":", "!", "?", ";")) else b + "." for b in blocks)


def sections(game: str, lang: str) -> dict[str, str]:
    """Anchor -> the section's plain text, in the document's order."""
    text = (ROOT / "docs" / "rules" / lang / f"{game}.md").read_text("utf-8")
    parts = ANCHOR.split(text)[1:]
    return {anchor: plain(body) for anchor, body in zip(parts[::2], parts[1::2])}


def main(game: str) -> None:
    told = {lang: sections(game, lang) for lang in LANGS}
    anchors = list(told["en"])
    for lang in LANGS:
        if list(told[lang]) != anchors:
            raise SystemExit(f"docs/rules/{lang}/{game}.md has other anchors than the English one")
    data = {
        "about": f"Each section of docs/rules/<lang>/{game}.md as plain text, written by "
        f"tools/assistant_sections.py from the rules documents (run it again after they change).",
        "sections": {anchor: {lang: told[lang][anchor] for lang in LANGS} for anchor in anchors},
    }
    out = ROOT / "src" / "ludoteca" / game / "assistant" / "sections.json"
    out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"wrote {out.relative_to(ROOT)} ({len(anchors)} sections)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "bonanza")
