"""A game that exists only for tests/core/test_registry.py: words and one bot, no rules."""

from __future__ import annotations

from ludoteca.core.bots import register_bot


class IdleBot:
    kind = "idle"

    def choose(self, game, seat):
        return "wait"


register_bot("fakegame", "idle", lambda rules, seed: IdleBot())
