"""Rooms in real browsers on the loopback: each browser context is one player with their own link.

Through ``ludoteca serve`` (no Jupyter for the players) and through a JupyterLab server whose
notebook opens the room (the seat page reached without the Jupyter token). Every frame a page
receives is recorded, to check that no other seat's private offer ever reaches it."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from .harness import free_port, notebook

pytestmark = [pytest.mark.browser]

LONG = 30_000


@pytest.fixture
def serve(tmp_path):
    """``serve(*args) -> {name: link}``: ``ludoteca serve`` on a free loopback port (its
    progress bars, on stderr, go to a log file)."""
    started: list[subprocess.Popen] = []
    logs: list[Any] = []

    def _serve(*args: str) -> dict[str, str]:
        port = free_port()
        logs.append(open(tmp_path / f"serve-{port}.log", "w"))  # noqa: SIM115 - closed at teardown
        process = subprocess.Popen(
            [sys.executable, "-m", "ludoteca.cli", "serve", "--host", "127.0.0.1", "--port", str(port), *args],
            stdout=subprocess.PIPE,
            stderr=logs[-1],
            text=True,
        )
        started.append(process)
        players = args[args.index("--players") + 1].split(",")
        people = [p for p in players if ":" not in p]
        links = {}
        for _ in people:
            line = process.stdout.readline()
            match = re.fullmatch(r"(.+): (http://\S+)\n", line)
            assert match, f"ludoteca serve printed {line!r}"
            links[match[1]] = match[2]
        assert list(links) == people
        return links

    yield _serve
    for process in started:
        process.send_signal(signal.SIGINT)
        try:
            assert process.wait(10) == 0
        finally:
            if process.poll() is None:
                process.kill()
    for log in logs:
        log.close()


class Player:
    """One browser context at one seat link, recording the frames its page receives."""

    def __init__(self, browser: Any, url: str) -> None:
        self.context = browser.new_context(viewport={"width": 1200, "height": 900})
        self.context.set_default_timeout(LONG)
        self.page = self.context.new_page()
        self.frames: list[str] = []
        self.errors: list[str] = []
        self.page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(url)

    def _frame(self, payload: Any) -> None:
        self.frames.append(payload if isinstance(payload, str) else payload.decode())

    def views(self) -> list[dict]:
        out = []
        for raw in self.frames:
            view = json.loads(raw).get("state", {}).get("view")
            if view:
                out.append(view)
        return out

    def who(self, name: str) -> Any:
        return self.page.locator(".lt-seat-who").filter(has_text=name)

    def close(self) -> None:
        self.context.close()


def offers_received(player: Player) -> set[int]:
    return {p["seat"] for v in player.views() for p in v.get("luckybox", {}).get("players", []) if p.get("offer")}


@pytest.mark.slow
def test_two_browsers_each_see_only_their_seat_and_a_page_gone_gives_up(browser, serve):
    links = serve("--game", "luckybox", "--players", "Ana,Bruno", "--seed", "7", "--grace", "2")
    ana, bruno = Player(browser, links["Ana"]), Player(browser, links["Bruno"])
    for player in (ana, bruno):
        expect(player.page.locator(".lt-luckybox button.lt-luckybox-select")).to_have_count(5)
    expect(ana.who("Bruno")).to_have_attribute("data-state", "here")
    expect(ana.page.locator(".lt-seat-you")).to_contain_text("Ana")
    for card in range(3):
        ana.page.locator("button.lt-luckybox-select").nth(card).click()
    ana.page.locator("button.lt-luckybox-choose").click()
    expect(ana.page.locator("button.lt-luckybox-select")).to_have_count(0)
    expect(bruno.page.locator("button.lt-luckybox-select")).to_have_count(5)  # Bruno has not chosen
    # A crafted message for Bruno's seat, sent from Ana's page, is refused where Ana sees it.
    ana.page.evaluate("""() => {
        const socket = new WebSocket(new URL("ws", location.href).href.replace(/^http/, "ws"));
        socket.onopen = () => socket.send(JSON.stringify({kind: "msg", content: {type: "choose", seat: 1}}));
    }""")
    expect(ana.page.locator(".lt-notice")).to_be_visible()
    expect(bruno.page.locator(".lt-notice")).to_have_count(0)
    assert offers_received(ana) == {0} and offers_received(bruno) == {1}
    bruno.close()
    expect(ana.who("Bruno")).to_have_attribute("data-state", "away")
    expect(ana.who("Bruno")).to_have_attribute("data-state", "left", timeout=10_000)
    expect(ana.page.locator("button.lt-luckybox-cell").first).to_be_visible()  # Ana plays on at once
    table = ana.page.locator(".lt-luckybox")  # who left, when, and what that does to the moons
    expect(table.locator(".lt-luckybox-partner-state")).to_have_text("✗ left in round 1")
    expect(table.locator(".lt-luckybox-left-note")).to_have_text("Bruno left in round 1; their moons do not count")
    assert not ana.errors
    ana.close()


@pytest.mark.slow
def test_a_player_away_past_the_grace_is_told_so_and_watches_the_game_go_on(browser, serve):
    links = serve("--game", "luckybox", "--players", "Ana,Bruno,Cleo", "--seed", "7", "--grace", "2")
    ana, bruno, cleo = (Player(browser, links[n]) for n in ("Ana", "Bruno", "Cleo"))
    expect(cleo.page.locator(".lt-luckybox button.lt-luckybox-select")).to_have_count(5)
    cleo.close()  # Cleo's laptop goes to sleep for longer than the grace period
    expect(ana.who("Cleo")).to_have_attribute("data-state", "left", timeout=10_000)
    back = Player(browser, links["Cleo"])
    banner = back.page.locator(".lt-seat-banner")
    expect(banner).to_have_text(
        "You were away for longer than 2 s, so you have left the table. "
        "The game goes on without you: you can watch it here to the end."
    )
    expect(back.page.locator("h1")).to_have_count(0)  # not the page of a link that is not valid
    expect(back.page.locator(".lt-seat-you")).to_have_count(0)
    expect(back.page.locator(".lt-luckybox")).to_be_visible()
    expect(back.page.locator("button.lt-luckybox-select")).to_have_count(0)  # no hand of its own to choose from
    for player in (ana, bruno):  # the others play on, and Cleo's page follows
        for card in range(3):
            player.page.locator("button.lt-luckybox-select").nth(card).click()
        player.page.locator("button.lt-luckybox-choose").click()
    expect(ana.page.locator("button.lt-luckybox-cell").first).to_be_visible()
    expect(back.who("Cleo")).to_have_attribute("data-state", "left")
    assert offers_received(back) == set() and not back.errors
    for player in (ana, bruno, back):
        player.close()


def clock_seconds(player: Player) -> float:
    minutes, seconds = player.page.locator(".lt-bonanza-clock-text").inner_text().strip().split(":")
    return int(minutes) * 60 + int(seconds)


@pytest.mark.slow
def test_the_clock_waits_for_everyone_and_a_reload_keeps_the_seat_and_the_time(browser, serve):
    links = serve("--game", "bonanza", "--players", "Ana,Bruno", "--seed", "3", "--turn-seconds", "30", "--grace", "20")
    ana = Player(browser, links["Ana"])
    expect(ana.page.locator(".lt-seat-banner")).to_be_visible()  # the clock waits for Bruno
    time.sleep(1.5)
    bruno = Player(browser, links["Bruno"])
    expect(ana.page.locator(".lt-seat-banner")).to_be_hidden()
    expect(bruno.page.locator(".lt-bonanza-clock-text")).to_have_text(re.compile(r"0:(30|29)"))
    time.sleep(3)
    bruno.page.reload()
    expect(bruno.page.locator(".lt-bonanza-clock-text")).to_be_visible()
    assert 25 <= clock_seconds(bruno) <= 27.5  # counted from the server's deadline, not restarted
    expect(ana.who("Bruno")).to_have_attribute("data-state", "here")
    expect(bruno.page.locator("button.lt-bonanza-roll")).to_be_disabled()  # Ana's turn
    expect(bruno.page.locator(".lt-bonanza-seat-name").nth(1)).to_have_text("Bruno (you)")
    expect(ana.page.locator(".lt-bonanza-bar")).to_contain_text("Your turn")
    expect(ana.page.locator("button.lt-bonanza-roll")).to_be_enabled()
    ana.close()
    bruno.close()


def test_a_rule_link_on_a_seat_page_opens_its_section_there(browser, serve):
    links = serve("--game", "bonanza", "--players", "Ana,Bruno", "--seed", "3")
    ana = Player(browser, links["Ana"])
    expect(ana.page.locator("button.lt-bonanza-roll")).to_be_enabled()
    ana.page.evaluate("""() => {  // a fourth roll, which the rules refuse with a link to the turn's section
        const socket = new WebSocket(new URL("ws", location.href).href.replace(/^http/, "ws"));
        const roll = JSON.stringify({kind: "msg", content: {type: "roll"}});
        socket.onopen = () => { for (let i = 0; i < 4; i++) socket.send(roll); };
    }""")
    link = ana.page.locator(".lt-notice a.lt-notice-rule")
    expect(link).to_be_visible()
    pages = len(ana.context.pages)
    link.click()
    dialog = ana.page.get_by_role("dialog")
    expect(dialog.locator(".lt-rule-body")).to_contain_text("roll")
    expect(dialog.get_by_role("button", name="Close")).to_be_focused()
    assert len(ana.context.pages) == pages
    ana.page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    assert not ana.errors
    ana.close()


def test_a_tampered_link_gets_only_the_invalid_page(browser, serve):
    links = serve("--game", "bonanza", "--players", "Ana,Bruno", "--seed", "3")
    url = links["Ana"]
    token = url.rstrip("/").rsplit("/", 1)[1]
    tampered = url.replace(token, token[:-1] + ("x" if token[-1] != "x" else "y"))
    player = Player(browser, tampered)
    expect(player.page.locator("h1")).to_have_text("This link is not valid")
    assert player.page.locator("script").count() == 0 and not player.frames
    player.close()


@pytest.mark.jupyterlab
@pytest.mark.slow
def test_a_room_opened_in_jupyterlab_is_joined_without_the_jupyter_token(browser, open_notebook, jupyterlab):
    nb = open_notebook(
        notebook(
            "from ludoteca import luckybox\nroom = luckybox.open_room(['Ana', 'Bruno'], seed=5, store=False)\nroom",
        )
    )
    nb.run_all()
    panel = nb.page.locator(".lt-room-panel")
    expect(panel).to_be_visible()
    expect(panel.locator("img")).to_have_count(1)  # Bruno's QR code
    links = nb.kernel_json("room.links")
    assert list(links) == ["Bruno"]
    assert links["Bruno"].startswith(f"{jupyterlab.url}/ludoteca/rooms/")
    bruno = Player(browser, links["Bruno"])
    expect(bruno.page.locator("button.lt-luckybox-select")).to_have_count(5)
    expect(panel.locator(".lt-room-state-here").filter(has_text="Bruno").first).to_be_visible()
    # The host's own offer is in the notebook and nowhere in Bruno's frames.
    expect(nb.page.locator(".lt-luckybox button.lt-luckybox-select")).to_have_count(5)
    assert offers_received(bruno) == {1}
    # The link opens that seat and nothing of the Jupyter server.
    for path in ("/api/kernels", "/api/contents", "/lab"):
        status = bruno.page.evaluate(f"async () => (await fetch('{jupyterlab.url}{path}')).status")
        assert status in (401, 403) or (
            path == "/lab"
            and status == 200
            and "login" in bruno.page.evaluate(f"async () => (await fetch('{jupyterlab.url}{path}')).url")
        )
    nb.run_code("room.close()")
    bruno.page.reload()
    expect(bruno.page.locator("h1")).to_have_text("This link is not valid")
    bruno.close()


def _serve_bonanza(port: int, store: str, *more: str) -> subprocess.Popen:
    command = [sys.executable, "-m", "ludoteca.cli", "serve", "--game", "bonanza", "--players", "Ana,Bruno"]
    command += ["--host", "127.0.0.1", "--port", str(port), "--store", store, "--seed", "3", *more]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def _stop(process: subprocess.Popen, sig: int = signal.SIGINT) -> None:
    process.send_signal(sig)
    try:
        process.wait(15)
    finally:
        if process.poll() is None:
            process.kill()


@pytest.mark.slow
def test_after_a_crash_an_open_page_plays_on_once_resumed_and_says_so_when_its_room_is_gone(browser, tmp_path):
    port, store = free_port(), str(tmp_path / "rooms.sqlite3")
    first = _serve_bonanza(port, store)
    links = dict(first.stdout.readline().strip().split(": ", 1) for _ in range(2))
    ana, bruno = Player(browser, links["Ana"]), Player(browser, links["Bruno"])
    ana.page.locator("button.lt-bonanza-roll").click()
    dice = ana.page.locator("button.lt-bonanza-die")
    expect(dice.first).to_have_attribute("aria-label", re.compile(r": [1-6]"))
    values = [dice.nth(i).get_attribute("aria-label") for i in range(5)]
    _stop(first, signal.SIGKILL)  # the crash
    expect(ana.page.locator(".lt-seat-banner")).to_contain_text("trying again")
    second = _serve_bonanza(port, store, "--resume")  # the same command plus the flag
    try:
        assert second.stdout.readline().startswith("resumed Bonanza room")
        expect(ana.page.locator(".lt-seat-banner")).to_be_hidden(timeout=LONG)  # back by itself
        assert [dice.nth(i).get_attribute("aria-label") for i in range(5)] == values
        dice.first.click()  # and plays on: the die is held
        expect(dice.first).to_have_attribute("aria-pressed", "true")
    finally:
        _stop(second, signal.SIGKILL)
    # A server that comes back without the room: the page says so within 5 seconds.
    third = _serve_bonanza(port, str(tmp_path / "other.sqlite3"))
    try:
        third.stdout.readline()  # it answers now
        started = time.monotonic()
        expect(bruno.page.get_by_text("This link is not valid")).to_be_visible(timeout=10_000)
        assert time.monotonic() - started < 5
    finally:
        _stop(third)
    assert not ana.errors and not bruno.errors
    ana.close()
    bruno.close()


# -- a class: the teacher's page, and Ask the rules on a seat page ---------------------------------------
@pytest.fixture
def serve_class(tmp_path):
    """``serve_class(*args) -> (seat links in order, teacher's page)``: ``ludoteca serve`` of a class."""
    started: list[subprocess.Popen] = []
    log = open(tmp_path / "serve-class.log", "w")  # noqa: SIM115 - closed at teardown

    def _serve(*args: str) -> tuple[list[str], str]:
        command = [sys.executable, "-m", "ludoteca.cli", "serve", "--host", "127.0.0.1", "--port", str(free_port())]
        process = subprocess.Popen([*command, *args], stdout=subprocess.PIPE, stderr=log, text=True)
        started.append(process)
        seats = []
        while True:
            line = process.stdout.readline()
            assert line, "ludoteca serve stopped"
            url = line.rsplit(": ", 1)[1].strip()
            if line.startswith("teacher's page"):
                return seats, url
            seats.append(url)

    yield _serve
    for process in started:
        _stop(process)
    log.close()


def test_the_teachers_page_shows_every_table_follows_who_is_here_and_watches_a_table(browser, serve_class, tmp_path):
    seats, url = serve_class("--game", "luckybox", "--tables", "2", "--players-per-table", "2", "--seed", "5")
    teacher = Player(browser, url)
    watched: list[str] = []

    def record(frame: Any) -> None:
        watched.append(frame if isinstance(frame, str) else frame.decode())

    teacher.context.on("page", lambda page: page.on("websocket", lambda ws: ws.on("framereceived", record)))
    page = teacher.page
    tables = page.locator(".lt-class-table")
    expect(tables).to_have_count(2)
    expect(tables.nth(0).locator("h2")).to_have_text("Table 1")
    expect(page.locator(".lt-class-seat img")).to_have_count(4)
    first = tables.nth(0).locator(".lt-class-seat").nth(0)
    expect(first).to_have_attribute("data-state", "waiting")
    assert first.locator("a.lt-class-url").get_attribute("href") == seats[0]
    player = Player(browser, seats[0])
    expect(player.page.locator(".lt-seat-you")).to_have_text("You play P1")
    expect(first).to_have_attribute("data-state", "here")  # pushed: nobody reloaded the teacher's page
    expect(tables.nth(0).locator(".lt-class-count")).to_have_text("1 of 2 players here")
    with teacher.context.expect_page() as opened:
        tables.nth(0).get_by_role("link", name="Watch this table").click()
    watch = opened.value
    expect(watch.locator(".lt-seat-banner")).to_have_text("You are watching this table")
    expect(watch.locator(".lt-luckybox-title")).to_be_visible()
    expect(watch.locator(".lt-seat-who").filter(has_text="P1")).to_have_attribute("data-state", "here")
    page.emulate_media(media="print")
    expect(page.locator(".lt-class-watch").first).to_be_hidden()
    expect(page.locator(".lt-class-print")).to_be_hidden()
    expect(page.locator(".lt-class-seat img").first).to_be_visible()
    page.emulate_media(media="screen")
    page.get_by_label("Language").select_option("de")
    expect(tables.nth(1).locator("h2")).to_have_text("Tisch 2")
    assert offers_received(player) == {0} and any('"offer":[' in raw for raw in player.frames), "its own offer"
    for frames in (teacher.frames, watched):
        assert frames and not [raw for raw in frames if '"offer":[' in raw.replace(" ", "")], "no offer at all"
    assert not teacher.errors and not player.errors
    for who in (player, teacher):
        who.close()


def test_ask_the_rules_opens_on_a_seat_page_and_answers_there(browser, serve):
    links = serve("--game", "luckybox", "--players", "Ana,Bruno", "--seed", "4")
    ana = Player(browser, links["Ana"])
    ask = ana.page.get_by_role("button", name="Ask the rules")
    ask.click()
    box = ana.page.locator(".lt-luckybox-rules-panel")
    expect(box.locator(".lt-ask-heading")).to_have_text("Ask the rules")
    question = box.get_by_role("textbox")
    question.fill("How many rounds are there?")
    question.press("Enter")
    expect(box.locator(".lt-ask-title")).not_to_be_empty()
    expect(box.locator(".lt-ask-past")).to_have_count(1)
    answers = [json.loads(raw).get("state", {}).get("rules_view", {}).get("answer") for raw in ana.frames]
    assert any(a and a["topic"] == "rounds" for a in answers)
    ask.click()
    expect(box).to_have_count(0)
    assert not ana.errors
    ana.close()
