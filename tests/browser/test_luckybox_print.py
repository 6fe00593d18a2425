"""The Lucky Box printables as a printer gets them: each score sheet and player aid, in four
languages, printed to PDF by Chromium on A4 portrait with 10 mm margins, must fill one page,
with no line of text running into another or into the boxes players write in."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from ludoteca.luckybox.aid import player_aid_svg
from ludoteca.luckybox.scorepad import score_sheet_svg

pytestmark = pytest.mark.browser

LANGS = ["en", "pt", "de", "fr"]
#: A4 portrait between 10 mm margins: 190 mm, in CSS pixels (96 per inch).
A4_WIDE = 190 / 25.4 * 96

#: Text that overlaps other text, a writing box, or leaves the picture (measured in the page).
_CLASHES_JS = """
(svg) => {
  const problems = [];
  const inside = svg.getBoundingClientRect();
  const texts = [...svg.querySelectorAll("text")].map((t) => [t.textContent, t.getBoundingClientRect()]);
  const boxes = [...svg.querySelectorAll("rect.lt-sheet-box")].map((r) => r.getBoundingClientRect());
  const cross = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  texts.forEach(([text, box], i) => {
    if (box.left < inside.left || box.right > inside.right || box.bottom > inside.bottom) problems.push(`outside: ${text}`);
    texts.slice(i + 1).forEach(([other, b]) => { if (cross(box, b)) problems.push(`"${text}" runs into "${other}"`); });
    if (boxes.some((b) => cross(box, b))) problems.push(`"${text}" runs into a player's box`);
  });
  return problems;
}
"""


def pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", pdf))


@pytest.fixture(scope="module")
def printer(browser, sandbox):
    """``print(svg, name) -> (pages, clashes)``: one page for the module, its content set anew each time."""
    context = browser.new_context(viewport={"width": 900, "height": 1200})
    page = context.new_page()

    def _print(svg: str, name: str) -> tuple[int, list[str]]:
        page.set_content(f"<!doctype html><html><body style='margin:0'>{svg}</body></html>")
        clashes = page.locator("svg").evaluate(_CLASHES_JS)
        if page.locator("svg").bounding_box()["width"] > A4_WIDE + 0.5:
            clashes.append(f"wider than A4 portrait's {A4_WIDE} px between 10 mm margins")
        (sandbox / "print").mkdir(exist_ok=True)
        pdf = page.pdf(
            path=str(sandbox / "print" / f"{name}.pdf"),
            format="A4",
            print_background=True,
            margin={side: "10mm" for side in ("top", "right", "bottom", "left")},
        )
        page.screenshot(path=str(sandbox / "print" / f"{name}.png"), full_page=True)
        return pages(pdf), clashes

    yield _print
    context.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("players", "arena"), [(6, False), (6, True), (1, False)])
def test_the_score_sheet_prints_on_one_clean_page(printer, lang, players, arena):
    svg = score_sheet_svg(lang, players=players, arena=arena)
    count, clashes = printer(svg, f"sheet-{lang}-{players}{'-arena' if arena else ''}")
    assert count == 1
    assert clashes == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_player_aid_prints_on_one_clean_page(printer, lang):
    count, clashes = printer(player_aid_svg(lang), f"aid-{lang}")
    assert count == 1
    assert clashes == []


def words(svg: str) -> str:
    """The text of a picture, its wrapped lines joined again."""
    return " ".join(node.text or "" for node in ET.fromstring(svg).iter() if node.tag.endswith("text"))


def test_the_sheet_has_every_moon_rule():
    svg = words(score_sheet_svg("en"))
    assert "with 2 players nobody loses" in svg
    assert "each gains 6 and loses 6" in svg
    assert "0 → \u22126 · 1 → \u22122 · 2 → 0 · 3 → +1 · 4 → +3 · 5 → +6 · 6+ → +10" in svg
    aid = words(player_aid_svg("en"))
    for said in (
        "starts with 4 lightning",
        "bonuses can chain",
        "nothing comes from an empty supply",
        "1 point per 3 lightning left",
        "Number bonus with no free cell",
    ):
        assert said in aid, said
