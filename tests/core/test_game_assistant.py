"""Each game's ``assistant.py`` offers core's assistant as its own functions (core's
GameAssistant): every public name, each answering for that game and no other."""

from __future__ import annotations

import importlib

import pytest

from ludoteca.core import assistant
from ludoteca.core.assistant_game import games_with_assistant

GAMES = games_with_assistant()


@pytest.mark.parametrize("name", GAMES)
def test_the_game_module_offers_every_public_name(name):
    module = importlib.import_module(f"ludoteca.{name}.assistant")
    assert set(assistant.PUBLIC) <= set(module.__all__)
    assert all(hasattr(module, key) for key in module.__all__)
    assert module.Answer is assistant.Answer


@pytest.mark.parametrize("name", GAMES)
def test_the_game_modules_functions_answer_for_their_own_game(name):
    module = importlib.import_module(f"ludoteca.{name}.assistant")
    ids = module.topics()
    assert ids == assistant.topics(name) and module.topic(ids[-1]) == assistant.topic(name, ids[-1])
    title = module.topic(ids[-1]).title["pt"]
    asked = module.ask(title, demo=False)
    assert asked.game == name and asked.topic == ids[-1] and asked.lang == "pt"
    assert str(module.explain(ids[0], "fr")) == str(assistant.explain(name, ids[0], "fr"))
    assert module.labels("de") == assistant.labels(name, "de")
    assert module.detect_language(title) == "pt"
    others = [other for other in GAMES if other != name]
    assert all(set(module.topics()) != set(assistant.topics(other)) for other in others)
