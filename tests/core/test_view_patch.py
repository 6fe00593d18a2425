"""A new view reaches the page as what changed (ludoteca.core.view_patch), and only that."""

from __future__ import annotations

import copy
import json

from hypothesis import given
from hypothesis import strategies as st

from ludoteca.bonanza import open_table
from ludoteca.core.dice import DiceWidget
from ludoteca.core.view_patch import apply_patch, view_patch

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["a", "b", ""]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from("abcde"), inner, max_size=4),
    max_leaves=20,
)
VIEWS = st.dictionaries(st.sampled_from(["game", "legal", "ui", "phase"]), JSON, max_size=4)


@given(VIEWS, VIEWS)
def test_a_patch_turns_the_old_view_into_the_new_and_leaves_the_old_alone(old, new):
    before = copy.deepcopy(old)
    ops = view_patch(old, new)
    assert apply_patch(old, ops) == new
    assert old == before
    assert json.loads(json.dumps(ops)) == ops  # it travels as JSON


@given(VIEWS)
def test_an_unchanged_view_gives_an_empty_patch(view):
    assert view_patch(view, copy.deepcopy(view)) == []


def test_a_patch_names_only_what_changed():
    old = {"dice": [1, 2, 3], "sheet": {"ones": None, "twos": 4}, "seat": 0}
    new = {"dice": [1, 5, 3], "sheet": {"ones": 1, "twos": 4}, "seat": 0}
    assert view_patch(old, new) == [[["dice", 1], 5], [["sheet", "ones"], 1]]
    assert view_patch({"a": [1, 2]}, {"a": [1, 2, 3]}) == [[["a"], [1, 2, 3]]]  # a list that grew: whole
    assert view_patch({"a": 1}, {"a": True}) == [[["a"], True]]  # true is not 1 in JSON


def sent_to_page(widget):
    """Replace the widget's channel to its page by a list of what it sends."""
    sent: list[dict] = []
    widget.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)
    widget.comm.kernel = object()  # as in a kernel: trait changes are sent
    return sent


def test_a_click_sends_a_small_patch_of_the_view_and_nothing_unchanged():
    table = open_table(["Ana", "Bruno"], seed=1, bot_delay=0, store=False, turn_seconds=None)
    table.receive({"type": "roll"})
    sent = sent_to_page(table)
    before = copy.deepcopy(table.view)
    assert table.receive({"type": "toggle", "die": 0})
    assert [m["method"] for m in sent] == ["custom"]  # one message, no whole view
    ops = sent[0]["content"]["lt_view"]
    assert apply_patch(before, ops) == table.view
    changed = {tuple(op[0][:1]) for op in ops}
    assert ("bonanza",) in changed and ("seat",) not in changed and ("game",) not in changed
    assert len(json.dumps(sent[0])) < len(json.dumps(table.view)) / 4
    sent.clear()
    table.refresh()  # nothing changed: nothing is sent
    assert sent == []


def test_patches_are_numbered_and_a_full_state_resets_their_base():
    widget = DiceWidget(seed=3)
    sent = sent_to_page(widget)
    widget.receive({"type": "roll"})
    widget.receive({"type": "toggle", "die": 0})
    numbers = [m["content"]["n"] for m in sent if m["method"] == "custom"]
    assert numbers == sorted(set(numbers)) and len(numbers) == 2
    sent.clear()
    widget.send_state()  # a page asked for the whole state
    assert sent[0]["method"] == "update" and sent[0]["state"]["view"] == widget.view
    sent.clear()
    base = copy.deepcopy(widget.view)
    widget.receive({"type": "toggle", "die": 0})
    assert apply_patch(base, sent[-1]["content"]["lt_view"]) == widget.view


def test_a_page_cannot_write_the_view():
    widget = DiceWidget(seed=3)
    widget.receive({"type": "roll"})
    view = copy.deepcopy(widget.view)
    widget.notice = {"id": 1, "text": "x"}
    widget.set_state({"view": {"forged": True}, "notice": {}})
    assert widget.view == view
    assert widget.notice == {}


def test_a_click_that_lets_a_computer_player_move_sends_one_message():
    table = open_table(["Ana", ("Bot", "greedy")], seed=2, bot_delay=0, store=False, turn_seconds=None)
    table.receive({"type": "roll"})
    sent = sent_to_page(table)
    before = copy.deepcopy(table.view)
    box = next(iter(table.game.previews()))
    for _ in range(2):  # the first click may ask "Record?"; the second records
        table._handle_custom_msg({"type": "box", "box": box}, [])  # as the kernel's comm hands it over
        if table.game.current == 0 and table.game.turn > 1:
            break
    assert table.game.turn > 1 and table.game.current == 0, "the bot did not play its turn"
    patches = [m["content"]["lt_view"] for m in sent if m["method"] == "custom"]
    assert len(patches) <= 2 and len(sent) == len(patches)  # one per click, the bot's moves in it
    view = before
    for ops in patches:
        view = apply_patch(view, ops)
    assert view == table.view


def test_a_page_that_starts_drawing_gets_the_whole_view_numbered_after_the_patches():
    # A game played from Python before its table is shown sends patches no page heard: the page
    # asks for the whole view when it starts drawing, and patches go on from that one's number.
    table = open_table(["Ana"], seed=3, bot_delay=0, store=False, turn_seconds=None)
    sent = sent_to_page(table)
    table.game.roll()
    numbers = [m["content"]["n"] for m in sent if m["method"] == "custom"]
    assert numbers and numbers == sorted(numbers)
    assert table.receive({"type": "view_please"})
    whole = sent[-1]["content"]
    assert whole["lt_view_whole"] == table.view and whole["n"] == numbers[-1] + 1
    assert not table.notice  # asking is no move and shows nothing
    table.receive({"type": "roll"})
    after = sent[-1]["content"]
    assert after["n"] == whole["n"] + 1 and apply_patch(whole["lt_view_whole"], after["lt_view"]) == table.view
