"""What changed between two views, as a list of operations the front end applies in place of
the whole view (see :meth:`ludoteca.core.widget.GameWidget.send_state` and ``ltPatchView`` in
static/common.js).

An operation is ``[path, value]`` (put ``value`` at ``path``) or ``[path]`` (delete the key at
``path``); a path is a list of keys and list indices from the view's top. Objects are compared key
by key, lists of the same length item by item; anything else that differs is sent whole.

>>> view_patch({"a": 1, "b": [1, 2], "c": 0}, {"a": 1, "b": [1, 3], "d": 4})
[[['c']], [['b', 1], 3], [['d'], 4]]
>>> apply_patch({"a": 1, "b": [1, 2], "c": 0}, _)
{'a': 1, 'b': [1, 3], 'd': 4}
"""

from __future__ import annotations

from typing import Any

Path = list[str | int]


def view_patch(old: Any, new: Any) -> list[list[Any]]:
    """The operations that turn ``old`` into ``new`` (both plain JSON values); [] if equal."""
    ops: list[list[Any]] = []
    _diff(old, new, [], ops)
    return ops


def _diff(old: Any, new: Any, path: Path, ops: list[list[Any]]) -> None:
    if old is new:
        return
    if isinstance(old, dict) and isinstance(new, dict):
        ops.extend([[*path, key]] for key in old if key not in new)
        for key, value in new.items():
            if key in old:
                _diff(old[key], value, [*path, key], ops)
            else:
                ops.append([[*path, key], value])
    elif isinstance(old, (list, tuple)) and isinstance(new, (list, tuple)) and len(old) == len(new):
        for index, (was, now) in enumerate(zip(old, new)):
            _diff(was, now, [*path, index], ops)
    elif type(old) is not type(new) or old != new:  # Python's 1 == True == 1.0; JSON's differ
        ops.append([path, new])


def apply_patch(view: Any, ops: list[list[Any]]) -> Any:
    """``view`` with ``ops`` applied, leaving ``view`` as it was (the front end's rule, in Python:
    for tests and for anyone reading a patch)."""
    for op in ops:
        path = op[0]
        if not path:
            view = op[1]
            continue
        view = _put(view, path, op[1:])
    return view


def _put(node: Any, path: Path, value: list[Any]) -> Any:
    copy: Any = dict(node) if isinstance(node, dict) else list(node)
    key = path[0]
    if len(path) > 1:
        copy[key] = _put(node[key], path[1:], value)
    elif value:
        copy[key] = value[0]
    else:
        del copy[key]
    return copy
