"""A table with a "?" rules desk: the Python side of the panel that ``ltRulesDesk`` (in
``core/static/ask-view.js``) draws from :attr:`RulesTable.rules_view`. Any game whose
assistant is declared (:mod:`ludoteca.core.assistant_game`) gets it by deriving its table from
:class:`RulesTable` and listing :data:`RULES_MESSAGE` among its message fields; the front end
sends ``{"type": "rules"}`` to open the desk and ``{"type": "rules", "message": {...}}`` for
what the player does in it (a message of :class:`ludoteca.core.assistant_widget.RulesDesk`).
"""

from __future__ import annotations

from typing import Any

import traitlets

from ludoteca.core.table import TableWidget

__all__ = ["RULES_MESSAGE", "RulesTable"]

#: The desk's message, as a table's fields name it: no field it needs, one it may carry.
RULES_MESSAGE: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {"rules": ((), ("message",))}


class RulesTable(TableWidget):
    """A table whose players can ask about its game's rules behind the "?" (a watcher cannot:
    only players send the table messages)."""

    rules_view = traitlets.Dict().tag(sync=True)  # what the "?" panel draws (a RulesDesk's view)
    _rules_desk: Any = None

    def ask_rules(self, message: Any) -> None:
        """The "?" panel: the rules desk answers (its own notices in its view); no message opens it."""
        if self._rules_desk is None:
            from ludoteca.core.assistant_widget import RulesDesk  # the text matcher loads on first use

            self._rules_desk = RulesDesk(self.game.name, self.locale)
        if message is not None:
            self._rules_desk.receive(message)
        self.rules_view = self._rules_desk.view()

    def dispatch(self, message: dict[str, Any]) -> None:
        if message["type"] == "rules" and not self.spectator:
            self.ask_rules(message.get("message"))
        else:
            super().dispatch(message)
