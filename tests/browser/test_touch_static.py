"""On a phone or tablet (a finger, no mouse, no keyboard) the tables do not list their keys."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.bonanza.widget import play as bonanza
from ludoteca.luckybox.widget import play as luckybox
from ludoteca.magdagdon.widget import play as magdagdon

pytestmark = pytest.mark.browser

TABLES = {
    ".lt-bonanza-keys": lambda: bonanza("Ana", seed=1, store=False),
    ".lt-luckybox-keys": lambda: luckybox("Ana", seed=1, store=False),
    ".lt-magdagdon-keys": lambda: magdagdon("Ana", seed=1, store=False),
}


@pytest.mark.parametrize("keys", list(TABLES))
@pytest.mark.parametrize("touch", [False, True])
def test_the_keys_line_shows_only_where_there_are_keys(open_widget, keys, touch):
    wp = open_widget(TABLES[keys](), viewport={"width": 390, "height": 800}, touch=touch)
    line = wp.root.locator(keys)
    expect(line).to_have_count(1)
    if touch:
        expect(line).to_be_hidden()
    else:
        expect(line).to_be_visible()
