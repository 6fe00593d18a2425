"""What every game's actions share: reading a front-end dict into an action, and checking a
whole number, with a :class:`~ludoteca.core.errors.MalformedAction` that names the field and
says what is allowed.

A game lists its action types as ``{"type": (class, required fields, optional fields)}``:

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Hold:
...     die: int
>>> from_dict({"type": "hold", "die": 2}, {"hold": (Hold, ("die",), ())})
Hold(die=2)
>>> from_dict({"type": "hold"}, {"hold": (Hold, ("die",), ())})
Traceback (most recent call last):
...
ludoteca.core.errors.MalformedAction: a hold action needs the field 'die'
"""

from __future__ import annotations

from typing import Any

from ludoteca.core.errors import MalformedAction

__all__ = ["Fields", "from_dict", "whole"]

#: For each action type: its class, its required fields and its optional ones.
Fields = dict[str, tuple[type, tuple[str, ...], tuple[str, ...]]]


def whole(value: Any, field: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high`` (not a bool)."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise MalformedAction(
            f"{field} must be a whole number from {low} to {high}, not {value!r:.40}",
            code="malformed_action",
            field=field,
        )
    return value


def from_dict(data: dict[str, Any], fields: Fields) -> Any:
    """The action a front-end dict describes: its ``type`` is one of ``fields``, it has every
    required field and no field its type does not know."""
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in fields:
        raise MalformedAction(
            f"unknown action type {kind!r:.40}; the types are: {', '.join(fields)}",
            code="malformed_action",
            field="type",
        )
    cls, required, optional = fields[kind]
    extra = sorted(str(key)[:40] for key in set(data) - {"type", *required, *optional})
    if extra:
        allowed = ", ".join(required + optional) or "no other fields"
        raise MalformedAction(
            f"a {kind} action has no field {extra[0]!r} (allowed: {allowed})", code="malformed_action", field=extra[0]
        )
    missing = [name for name in required if name not in data]
    if missing:
        raise MalformedAction(
            f"a {kind} action needs the field {missing[0]!r}", code="malformed_action", field=missing[0]
        )
    return cls(**{name: data[name] for name in required + optional if name in data})
