"""Stars and scores: completed grids and stars each with its round (said one by one or
listed round by round), crossed cells of unfinished grids, moon points given, added up with the
rules' own functions (:mod:`ludoteca.luckybox.rules`): a part alone or the whole total, the solo
rank, and the lightning left at the end (arena only)."""

from __future__ import annotations

from typing import Any

from ludoteca.core import i18n
from ludoteca.luckybox.assistant_reading import Facts, Tok, noun_after, round_said_of, vocabulary
from ludoteca.luckybox.assistant_words import Worked, num, phrase, situation_answer, situations_data, unit, verdict
from ludoteca.luckybox.rules import (
    GRID_POINTS,
    ROUNDS,
    SOLO_RANKS,
    Rules,
    cell_points,
    completed_points,
    moon_points,
    solo_rank_key,
    star_points,
)

__all__ = [
    "round_end",
    "work_arena",
    "work_completed",
    "work_incomplete",
    "work_rank",
    "work_scored",
    "work_solo_rank",
    "work_stars",
]


#: What a count said with its round scores: completed grids and stars.
_SCORED = ("grid", "star")


def crossed_cells(facts: Facts) -> int:
    """The crossed cells of unfinished grids the question gives (see :func:`_crossed_cells`)."""
    return _crossed_cells(facts)


def counts_unfinished(toks: list[Tok], i: int) -> bool:
    """Whether the count at ``i`` counts unfinished grids (see :func:`_unfinished_near`)."""
    return _unfinished_near(toks, i)


def _unfinished_near(toks: list[Tok], i: int) -> bool:
    """Whether the count at ``i`` is of unfinished grids ("one unfinished grid", "duas por acabar",
    "2 grilles avec 3 et 4 cases cochées": grids said with fewer than 9 crossed cells)."""
    if any(t.kind == "concept" and t.concept == "unfinished" for t in toks[max(0, i - 1) : i + 5]):
        return True
    grid = i + 1 < len(toks) and toks[i + 1].kind == "concept" and toks[i + 1].concept == "grid"
    return grid and any(t.kind == "num" and t.role == "cell" and 0 < t.value < 9 for t in toks[i + 2 : i + 6])


def _by_round(facts: Facts) -> tuple[list[tuple[str, int, int]], bool]:
    """The completed grids and the stars the question gives with their round, as (noun, count,
    round) in the order said ("two grids in round 1 and one in round 2", "Runde 1 ein Stern,
    Runde 2 drei Sterne", "none in round 2": 0), and whether a count was left without a round.

    A count with no noun of its own ("one", "duas", "eine", "une") next to a round counts what
    was named last. If the question names a round first, each count belongs to the round before
    it; otherwise to the round after it."""
    toks, vocab = facts.toks, vocabulary(facts.lang)
    listed, taken = _listed_by_round(toks)
    said = _said_after_round(toks, vocab, taken)
    listed += said
    at = [
        i
        for i, t in enumerate(toks)
        if t.kind == "num" and t.role == "round" and 1 <= t.value <= ROUNDS and i not in taken
    ]
    events: list[tuple[str, str, int]] = []  # ("round", "", round) or ("count", noun, count)
    last: str | None = None
    for i, t in enumerate(toks):
        if i in taken:
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        named = nxt is not None and nxt.kind == "concept" and nxt.concept in _SCORED
        near = any(abs(i - r) <= 4 for r in at) and last is not None and not _unfinished_near(toks, i)
        if t.kind == "concept" and t.concept in _SCORED:
            last = t.concept
            if _one_before_another(toks, i, vocab):
                events.append(("count", t.concept, 1))
        if i in at:
            events.append(("round", "", t.value))
        elif t.kind == "num" and t.role in _SCORED and not t.ordinal:
            if not _unfinished_near(toks, i):
                events.append(("count", t.role, t.value))
        elif t.kind == "num" and t.role == "bare" and near and 0 <= t.value <= 9:
            events.append(("count", last or "", t.value))
        elif ((_one_of(t, vocab) and (named or near)) or (named and t.text in _A)) and not _unfinished_near(toks, i):
            if named or nxt is None or nxt.kind != "concept":  # "une à la manche 2", "ein Stern"; not "un joueur"
                events.append(("count", (nxt.concept if named and nxt else last) or "", 1))
        elif t.kind == "concept" and t.concept == "none" and near:
            events.append(("count", last or "", 0))
    if not any(e[0] == "round" for e in events):
        return listed, any(e[0] == "count" for e in events)
    pairs: list[tuple[str, int, int]] = list(listed)
    loose = False
    if events[0][0] == "round":  # "in round 2 I earned four stars ..., and in round 3 two"
        current, empty = events[0][2], []
        for kind, noun, value in events[1:]:
            if kind == "round":
                if not pairs or pairs[-1][2] != current:
                    empty.append(current)
                current = value
            else:
                same = [v for n, v, _ in pairs if n == noun]
                if len(same) >= 2 and value == sum(same) and any(n == noun and r == current for n, _, r in pairs):
                    continue  # "Runde 2 ein Stern, Runde 3 zwei: sind das 3 Sterne?": a sum offered
                pairs.append((noun, value, current))
                if empty and "each" in facts.concepts:  # "in Runde 2 und in Runde 3 je eine Karte"
                    pairs += [(noun, value, r) for r in empty]
                empty = []
    else:  # "two grids in round 1 and one in round 2"
        waiting: list[tuple[str, int]] = []
        empty = []
        for kind, noun, value in events:
            if kind == "count":
                waiting.append((noun, value))
            elif waiting:
                pairs += [(n, v, value) for n, v in waiting]
                waiting = []
            else:
                empty.append(value)
        waiting = [(n, v) for n, v in waiting if v]  # "none otherwise": a count of 0 scores nothing wherever it goes
        if waiting and pairs and all(v == sum(p[1] for p in pairs if p[0] == n) for n, v in waiting):
            waiting = []  # "2 stars in round 1 and 1 in round 2: that makes 3 stars?": a sum offered
        if waiting and len(empty) == 1:  # "2 stars in round 1, and in round 2 I got 3"
            pairs += [(n, v, empty[0]) for n, v in waiting]
        elif waiting:
            loose = True
    return [(n, v, r) for n, v, r in pairs if n in _SCORED], loose


#: Words for one more of what was named ("another in round 4", "e outra na ronda 4").
_ANOTHER = frozenset({"another", "outra", "outro", "andere", "anderer", "anderes", "autre"})


#: English's "a", a glue word, counts one only right before a grid or a star ("a grid in round 2").
_A = ("a", "an")


def _one_of(t: Tok, vocab: Any) -> bool:
    """Whether ``t`` says one of a thing: an article ("une à la manche 2") or "another"."""
    return (t.kind == "word" and t.text in vocab.articles) or t.text in _ANOTHER


def _one_before_another(toks: list[Tok], i: int, vocab: Any) -> bool:
    """Whether the grid or star at ``i``, said with no count of its own right before a round,
    is the first of "grid in round 2 and another in round 3": one."""
    before = toks[i - 1] if i else None
    counted = before is not None and (before.kind == "num" or _one_of(before, vocab) or before.text in _A)
    if counted or not any(t.text in _ANOTHER for t in toks[i + 1 :]):
        return False
    j = i + 1
    while j < len(toks) and (toks[j].text in vocab.glue | vocab.filler or toks[j].concept in ("complete", "cross")):
        j += 1  # "grid done in round 2", "cartela completa na ronda 1"
    return j + 1 < len(toks) and toks[j].concept == "round" and toks[j + 1].kind == "num"


def _said_after_round(toks: list[Tok], vocab: Any, taken: set[int]) -> list[tuple[str, int, int]]:
    """Counts said right after their round ("Runde 2 drei", "m4 : 1", "Runde 3 keiner"), as
    (noun, count, round), the noun the last grids or stars named; their tokens join ``taken``."""
    out = []
    for i, t in enumerate(toks):
        count = t.value if t.kind == "num" or t.text in vocab.articles else 0 if t.concept == "none" else None
        at = round_said_of(toks, i)
        if count is None or i in taken or t.ordinal or not 0 <= count <= 9 or at is None:
            continue
        if _counts_a_noun(toks, i, vocab):
            continue  # "round 3 two grids", "round 2 no grid": the noun after it says what is counted
        nouns = [u.concept for u in toks[:at] if u.kind == "concept" and u.concept in _SCORED]
        if nouns and 1 <= toks[at].value <= ROUNDS and not _unfinished_near(toks, i):
            out.append((str(nouns[-1]), count, toks[at].value))
            taken |= {i, at}
    return out


def _counts_a_noun(toks: list[Tok], i: int, vocab: Any) -> bool:
    """Whether the count at ``i`` already has its noun: a role of its own, or a grid or a star
    named after it (as the reader finds a counted noun)."""
    if toks[i].kind == "num" and toks[i].role not in (None, "bare"):
        return True
    return noun_after(toks, i, vocab)[0] in _SCORED


def _runs(toks: list[Tok]) -> list[list[int]]:
    """The numbers listed together (joined by separators only, or rounds each with the word
    for a round again: "r1, r1, r3"): their tokens' indexes."""
    runs: list[list[int]] = []
    for i, t in enumerate(toks):
        if t.kind != "num":
            continue
        if runs and (_joined(toks, runs[-1][-1], i) or _rounds_again(toks, runs[-1][-1], i)):
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


def _joined(toks: list[Tok], prev: int, i: int) -> bool:
    """Whether the numbers at ``prev`` and ``i`` are joined by one separator, or none."""
    return i - prev <= 2 and all(toks[j].kind == "sep" for j in range(prev + 1, i))


def _rounds_again(toks: list[Tok], prev: int, i: int) -> bool:
    """Whether two rounds' numbers are listed with the word for a round before each ("round 1,
    round 3")."""
    between = toks[prev + 1 : i]
    rounds = toks[prev].role == "round" and toks[i].role == "round"
    return rounds and len(between) == 2 and between[0].kind == "sep" and between[1].concept == "round"


def _listed_by_round(toks: list[Tok]) -> tuple[list[tuple[str, int, int]], set[int]]:
    """Counts listed round by round, as (noun, count, round), and the tokens they take: stars
    listed for the rounds in order ("1, 3, 0 e 2 estrelas nas quatro rondas", "étoiles 2/0/1/3
    par manche"), and grids completed in listed rounds, one each ("grilles complétées aux
    manches 2 et 3")."""
    out = [("star", t.value, t.by_round) for t in toks if t.by_round]
    taken = {i for i, t in enumerate(toks) if t.by_round}
    for run in _runs(toks):
        if taken & set(run):
            continue
        first, last = toks[run[0]], toks[run[-1]]
        before = toks[run[0] - 1] if run[0] else None
        after = _words_after(toks, run[-1] + 1)
        stars = last.role == "star" or (before is not None and before.concept == "star" and first.role == "bare")
        by_round = [j for j, t in after if t.concept == "round" or t.role == "round"]
        if stars and 2 <= len(run) <= ROUNDS and by_round and all(toks[i].role in ("star", "bare") for i in run):
            out += [("star", toks[i].value, r) for r, i in enumerate(run, 1)]
            taken |= {*run, *(j for j in by_round if toks[j].kind == "num")}
        elif len(run) >= 2 and all(toks[i].role == "round" for i in run) and _grid_before(toks, run[0]):
            out += [("grid", 1, toks[i].value) for i in run if 1 <= toks[i].value <= ROUNDS]
            taken |= set(run)
    return out, taken


def _words_after(toks: list[Tok], start: int) -> list[tuple[int, Tok]]:
    """The four tokens from ``start`` on, with their indexes, up to a separator ("3 étoiles
    selon les manches", "3 estrelas nas quatro rondas")."""
    out = []
    for j in range(start, min(start + 4, len(toks))):
        if toks[j].kind == "sep":
            break
        out.append((j, toks[j]))
    return out


def _grid_before(toks: list[Tok], i: int) -> bool:
    """Whether grids with no count of their own come right before the rounds at ``i``
    ("completou cartelas nas rondas", "grids completed in rounds")."""
    for t in reversed(toks[max(0, i - 5) : i]):
        if t.kind in ("num", "sep") or t.value:  # a count of their own ("uma cartela", "one grid")
            return False
        if t.concept == "grid":
            return True
    return False


def _moon_points_said(facts: Facts) -> int | None:
    """Moon points given as a part of a score ("ganhou 6 pelas luas", "lunes −6"): a number
    that counts no moons, next to the word for moons."""
    toks = facts.toks
    for m, u in enumerate(toks):  # right after the word first: "lunes +6", "moons: 6"
        after = [t for t in toks[m + 1 : m + 3] if t.kind != "sep"][:1] if u.concept == "moon" else []
        if after and after[0].kind == "num" and after[0].role in ("points", "bare") and -6 <= after[0].value <= 10:
            return after[0].value
    for i, t in enumerate(toks):
        near = toks[max(0, i - 2) : i] + toks[i + 1 : i + 3]
        if (
            t.kind == "num"
            and t.role in ("points", "bare")
            and -6 <= t.value <= 10
            and any(u.concept == "moon" for u in near)
        ):
            return t.value
    return None


def _star_points_said(facts: Facts) -> list[int]:
    """Star points given as a part of a score, round by round, right after the word for stars
    ("Sterne 4 + 1 Punkte", "stars: 9, 4 and 1 points"): points counting no stars."""
    toks, out = facts.toks, []
    for i, t in enumerate(toks):
        if t.kind != "concept" or t.concept != "star":
            continue
        for u in toks[i + 1 :]:
            if u.kind == "num" and u.role == "points" and 0 <= u.value <= star_points(3):
                out.append(u.value)
            elif u.kind != "sep":
                break
        if out:
            return out
    return out


def _points_for(facts: Facts, nouns: tuple[str, ...]) -> list[int]:
    """Points given for a part of a score, said before it ("34 points from completed grids",
    "10 Punkte für Sterne", "34 pontos das cartelas"): a total followed by the word for points
    and, a word or two on, the part's noun (not a count of it)."""
    toks, out = facts.toks, []
    for i, t in enumerate(toks):
        if t.kind != "num" or t.role != "points" or i + 1 >= len(toks) or toks[i + 1].concept != "points":
            continue
        after = [u for u in toks[i + 2 : i + 5] if u.kind != "sep"][:3]
        for u in after:
            if u.kind == "concept" and u.concept in nouns:
                out.append(t.value)
                break
            if u.kind == "num" or (u.kind == "concept" and u.concept not in ("me", "complete", "unfinished")):
                break
    return out


def _crossed_cells(facts: Facts) -> int:
    """The crossed cells of unfinished grids the question gives: counted cells ("7 crossed
    cells", "6 und 3 angekreuzten Feldern") and a grid's "with 5" / "has 4" / "com 5"."""
    toks, words = facts.toks, situations_data()["with"][facts.lang]
    cells = sum(facts.counts.get("cell", []))
    grids = facts.counts.get("grid", [])
    if len(grids) == 1 and facts.counts.get("cell") and set(facts.counts["cell"]) <= set(facts.each):
        cells *= grids[0]  # "three unfinished grids with 3 crossed cells each"
    elif len(grids) > 1:
        cells += _cells_of_each_grid(toks)  # "..., and my 2 unfinished grids have 7 crossed cells each"
    counted = -9  # where the last cell count given by "with" stands: "with 7 and 6 crosses"
    for i, t in enumerate(toks):
        bare = t.kind == "num" and t.role == "bare" and 0 < t.value < 9 and not t.spelled
        listed = counted == i - 2 and toks[i - 1].kind == "sep"
        if bare and (listed or any(p.text in words for p in toks[max(0, i - 2) : i]) or _the_other_grids(toks, i)):
            cells += t.value
            counted = i
    return cells


#: Words for the other one of the grids just counted ("the other 3", "auf der anderen 3").
_THE_OTHER = frozenset({"other", "outra", "outro", "anderen", "andere", "zweiten", "autre"})


def _the_other_grids(toks: list[Tok], i: int) -> bool:
    """Whether the bare number at ``i`` gives the other grid's crossed cells, as the count of
    cells said just before it does for one ("one with 6 crossed cells, the other 3"): right
    after a word for the other one, the last count before it a count of cells."""
    if i < 1 or toks[i - 1].text not in _THE_OTHER:
        return False
    before = [t.role for t in toks[: i - 1] if t.kind == "num" and t.role not in (None, "bare", "round")]
    return bool(before) and before[-1] == "cell"


#: What ends a clause, for a count of cells said of each grid named in it.
_CLAUSE_END = (",", ";", ".", "?", "!", ":")


def _cells_of_each_grid(toks: list[Tok]) -> int:
    """The cells beyond one grid's that counts said of each grid add ("my 2 unfinished grids
    have 7 crossed cells each": 7 more), when the question counts grids more than once (grids
    completed in rounds, unfinished ones)."""
    return sum(cells * (grids - 1) for grids, cells in grids_with_cells_each(toks))


def grids_with_cells_each(toks: list[Tok]) -> list[tuple[int, int]]:
    """Each count of grids with the count of crossed cells said of each of them in the same
    clause ("2 unfinished grids have 7 crossed cells each": (2, 7))."""
    pairs, grids = [], 0
    for i, t in enumerate(toks):
        if t.kind == "sep" and t.text in _CLAUSE_END:
            grids = 0
        elif t.kind == "num" and t.role == "grid":
            grids = t.value
        elif t.kind == "num" and t.role == "cell" and grids > 1 and _said_of_each(toks, i):
            pairs.append((grids, t.value))
    return pairs


def _said_of_each(toks: list[Tok], i: int) -> bool:
    """Whether the count at ``i`` is said of each ("7 cells each", "je 7 Felder", "7 cada")."""
    window = toks[max(0, i - 2) : i + 4]
    return any(t.kind == "concept" and t.concept in ("each", "both") for t in window)


def work_incomplete(facts: Facts, lang: str) -> Worked | None:
    cells = _crossed_cells(facts)
    points = cell_points(cells)
    claims = facts.counts.get("points", [])
    text = verdict(lang, points, claims, "more" in facts.concepts) + phrase(
        lang, "incomplete", points=unit(lang, "point", points), cells=unit(lang, "cell", cells)
    )
    if "bonus" in facts.concepts:
        text += " " + phrase(lang, "slots_ignored")
    lightning = facts.count("lightning")
    if lightning is None:
        return situation_answer("incomplete", lang, text, phrase(lang, "rule_incomplete"), ["incomplete-grids"])
    left = work_arena(facts, lang)  # "... and I still have 5 lightning": what those score
    assert left is not None
    text += " " + left.text.split("\n\n", 1)[0]
    return situation_answer(
        "incomplete", lang, text, phrase(lang, "rule_incomplete"), ["incomplete-grids", "arena-lightning"]
    )


def _table_grids(lang: str) -> str:
    return ", ".join(
        phrase(lang, "in_round", points=unit(lang, "point", p), round=r) for r, p in enumerate(GRID_POINTS, 1)
    )


def work_completed(facts: Facts, lang: str) -> Worked | None:
    rounds = [r for r in facts.rounds if 1 <= r <= ROUNDS]
    grids = facts.counts.get("grid", [])
    rule = phrase(lang, "rule_completed", table=_table_grids(lang))
    if not rounds:
        if not grids or grids[0] < 2:  # "a grid": the question is the general one
            return None
        return situation_answer("completed", lang, phrase(lang, "ask_round"), rule, ["completed-grids"], "round")
    sheet = _sheet(facts)
    done = _completed_in(facts)
    alone = sheet is None or len(sheet["grids"]) < len(set(rounds))  # not a count for each round
    if len(grids) <= 1 and len(set(rounds)) > 1 and done is not None and alone:  # "since round 1, finished in 3"
        n = grids[0] if grids else 1
        parts = [(n, done, completed_points(n, done))]
    elif sheet is not None and sheet["grids"]:  # each count with its own round
        parts = sheet["grids"]
    elif len(rounds) > 1 and len(grids) != len(rounds):
        return situation_answer("completed", lang, phrase(lang, "ask_rounds"), rule, ["completed-grids"], "rounds")
    else:
        counts = grids if len(grids) == len(rounds) else [grids[0] if grids else 1]
        parts = [(n, r, completed_points(n, r)) for n, r in zip(counts, rounds)]
    total = sum(p for _, _, p in parts)
    claims = facts.counts.get("points", []) + [n for n in facts.bare if n in GRID_POINTS]  # "15 or 10?"
    if len(parts) == 1:
        n, r, p = parts[0]
        key = "completed_one" if n == 1 else "completed_many"
        text = phrase(
            lang,
            key,
            total=unit(lang, "point", p),
            grids=unit(lang, "grid", n),
            round=r,
            each=unit(lang, "point", GRID_POINTS[r - 1]),
        )
    else:
        listed = "; ".join(
            phrase(lang, "completed_part", grids=unit(lang, "grid", n), round=r, points=unit(lang, "point", p))
            for n, r, p in parts
        )
        text = phrase(lang, "in_all", total=unit(lang, "point", total), parts=listed)
    return situation_answer(
        "completed", lang, verdict(lang, total, claims, "more" in facts.concepts) + text, rule, ["completed-grids"]
    )


def _completed_in(facts: Facts) -> int | None:
    """The round said next to completing ("finished it in round 3", "terminei ela na rodada 3"), if one is."""
    toks = facts.toks
    done = [i for i, t in enumerate(toks) if t.kind == "concept" and t.concept == "complete"]
    near = [
        (abs(i - j), t.value)
        for j in done
        for i, t in enumerate(toks)
        if t.kind == "num" and t.role == "round" and 1 <= t.value <= ROUNDS and 0 < i - j <= 5
    ]
    return min(near)[1] if near else None


def work_stars(facts: Facts, lang: str) -> Worked | None:
    counts = [n + ("more" in facts.concepts) for n in facts.counts.get("star", [])]  # "more than 3 stars"
    nth = facts.nth.get("star", [])
    claims = facts.counts.get("points", []) or [n for n in facts.bare if n > 3]
    rule = phrase(lang, "rule_stars")
    anchors = ["stars"]
    if nth and (not counts or max(nth) > max(counts)) and len(set(facts.rounds)) <= 1:  # rounds: a sheet
        n = max(nth)
        if not counts or max(nth) == max(counts) + 1 or len(counts) == 0:
            gain = star_points(n) - star_points(n - 1)
            if claims and n >= 4:
                total = star_points(n)
                text = verdict(lang, total, claims) + phrase(
                    lang, "stars", stars=unit(lang, "star", n), points=unit(lang, "point", total)
                )
                text += " " + phrase(lang, "stars_cap", most=unit(lang, "point", star_points(3)))
                return situation_answer("stars", lang, text, rule, [*anchors, "mistakes"])
            key = "stars_nth" if n <= 3 else "stars_fourth"
            text = phrase(
                lang,
                key,
                nth=n,
                gain=unit(lang, "point", gain),
                before=star_points(n - 1),
                after=star_points(n),
                most=unit(lang, "point", star_points(3)),
            )
            return situation_answer("stars", lang, text, rule, anchors if n <= 3 else [*anchors, "mistakes"])
    sheet = _sheet(facts)
    if sheet is not None and len(sheet["stars"]) > 1:  # "Runde 1 ein Stern, Runde 2 drei Sterne"
        counts = [n for n, *_ in sheet["stars"]]
        claims = [n for n in claims if n in facts.counts.get("points", []) or n not in counts]  # a count, no claim
    if not counts:
        return None
    rounds = facts.rounds
    if sheet is not None and len(sheet["stars"]) > 1:
        parts = sheet["stars"]
    elif len(counts) > 1 and len(rounds) == len(counts):
        parts = [(n, r, star_points(n)) for n, r in zip(counts, rounds)]
    else:
        parts = []
    if parts:
        total = sum(p for _, _, p in parts)
        listed = "; ".join(
            phrase(lang, "stars_part", stars=unit(lang, "star", n), round=r, points=unit(lang, "point", p))
            for n, r, p in parts
        )
        text = verdict(lang, total, claims) + phrase(lang, "in_all", total=unit(lang, "point", total), parts=listed)
        if any(n > 3 for n in counts):
            text += " " + phrase(lang, "stars_cap", most=unit(lang, "point", star_points(3)))
        return situation_answer("stars", lang, text, rule, anchors)
    n = max(counts) if not nth else max(max(counts), max(nth))
    total = star_points(n)
    text = verdict(lang, total, claims) + phrase(
        lang, "stars", stars=unit(lang, "star", n), points=unit(lang, "point", total)
    )
    if n > 3:
        text += " " + phrase(lang, "stars_cap", most=unit(lang, "point", star_points(3)))
        anchors = [*anchors, "mistakes"]
    return situation_answer("stars", lang, text, rule, anchors)


def work_rank(facts: Facts, lang: str) -> Worked | None:
    numbers = facts.counts.get("points", []) or [n for n in facts.bare if n >= 10] or facts.bare
    if not numbers:
        return None
    total = numbers[0]
    key = solo_rank_key(total)
    bands = _bands(lang)
    band = dict(bands)[key]
    table = "; ".join(f"{span} “{i18n.translate(k, lang)}”" for k, span in bands)
    text = phrase(lang, "rank", rank=i18n.translate(key, lang), total=total, band=band)
    return situation_answer("rank", lang, text, phrase(lang, "rule_rank", table=table), ["solo-rank"])


def work_solo_rank(facts: Facts, lang: str) -> Worked | None:
    """The solo rank of a total said with the moons held ("52 points before moons, 4 moons: my
    rank?"): the solo table's moon points added when the total does not count them yet, the
    total as it is when it does, and both when the question does not say."""
    points = facts.counts.get("points", []) or [n for n in facts.bare if n >= 10]
    moons = facts.counts.get("moon", [])
    if len(points) != 1 or len(moons) != 1:
        return None
    bands = dict(_bands(lang))
    moon = moon_points([moons[0]])[0]
    total = points[0] + moon
    said = f"{num(points[0])} {'+' if moon >= 0 else '−'} {abs(moon)} = {num(total)}"
    key, kept = solo_rank_key(total), solo_rank_key(points[0])
    table = "; ".join(f"{span} “{i18n.translate(k, lang)}”" for k, span in _bands(lang))
    held = unit(lang, "moon", moons[0])
    if "included" in facts.concepts:
        text = phrase(
            lang,
            "solo_rank_included",
            rank=i18n.translate(kept, lang),
            total=num(points[0]),
            moons=held,
            band=bands[kept],
        )
    elif "excluded" in facts.concepts:
        text = phrase(
            lang,
            "solo_rank_sum",
            total=num(total),
            sum=said,
            moon=unit(lang, "point", moon),
            moons=unit(lang, "moon", moons[0]),
        )
        text += " " + phrase(lang, "total_rank", rank=i18n.translate(key, lang), band=bands[key])
    else:
        text = phrase(
            lang,
            "solo_rank_either",
            points=num(points[0]),
            moons=held,
            total=num(total),
            sum=said,
            rank=i18n.translate(key, lang),
            band=bands[key],
            rank2=i18n.translate(kept, lang),
            band2=bands[kept],
        )
    rule = phrase(lang, "rule_rank", table=table)
    return situation_answer("rank", lang, text, rule, ["solo-rank", "moons-solo"])


def _bands(lang: str) -> list[tuple[str, str]]:
    """Each solo rank's catalog key and its band of totals ("44 or less", "45–49", ...)."""
    bands = []
    for i, (low, k, _) in enumerate(SOLO_RANKS):
        high = SOLO_RANKS[i + 1][0] - 1 if i + 1 < len(SOLO_RANKS) else None
        span = (
            phrase(lang, "or_less", n=high)
            if i == 0
            else phrase(lang, "or_more", n=low)
            if high is None
            else f"{low}–{high}"
        )
        bands.append((k, span))
    return bands


def _sheet(facts: Facts) -> dict[str, Any] | None:
    """The parts of a score the question gives, each worked out with the rules' own functions:
    ``grids`` and ``stars`` as [(count, round, points)], ``cells`` (crossed cells of unfinished
    grids), ``moons`` (a solo count, or None); None if a count lacks its round."""
    pairs, loose = _by_round(facts)
    stars_said = [n for n in facts.counts.get("star", [])]
    if loose:
        return None
    pairs = sorted(pairs, key=lambda p: p[2])
    grids = [(n, r, completed_points(n, r)) for noun, n, r in pairs if noun == "grid" and n]
    by_round: dict[int, int] = {}
    for noun, n, r in pairs:
        if noun == "star":
            by_round[r] = by_round.get(r, 0) + n  # stars count by round: two mentions of one round add up
    stars = [(n, r, star_points(n)) for r, n in by_round.items() if n]
    if not stars and len(stars_said) == 1:  # "3 stars" with no round: one round's
        stars = [(stars_said[0], 0, star_points(stars_said[0]))]
    elif not stars and len(stars_said) > 1:
        return None
    star_said = [] if stars else _star_points_said(facts) or _points_for(facts, ("star",))
    grid_said = [] if grids else _points_for(facts, ("grid", "complete"))
    moons = facts.count("moon")
    cells = _crossed_cells(facts) if ("unfinished" in facts.concepts or "cell" in facts.counts) else 0
    said = _moon_points_said(facts) if moons is None else None
    return {
        "grids": grids,
        "stars": stars,
        "star_points": star_said,
        "grid_points": grid_said,
        "cells": cells,
        "moons": moons,
        "moon_points": said,
    }


def round_end(facts: Facts) -> bool:
    """Whether the question scores the end of a round before the last ("no fim da ronda 2",
    "at the end of round 3"): the word for the end right before a numbered round."""
    toks = facts.toks
    for i, t in enumerate(toks):
        if t.concept != "end":
            continue
        after = [u for u in toks[i + 1 : i + 5] if u.kind != "word" and u.concept != "points"][:2]
        if len(after) == 2 and after[0].concept == "round" and after[1].kind == "num" and after[1].value < ROUNDS:
            return True
    return False


def _rank_of_moons(facts: Facts) -> int | None:
    """The moon points of a player said to have the most moons (+6, ties included) or the
    fewest (−6, nobody loses at two), when no count of moons is given."""
    c = facts.concepts
    if "moon" not in c or ("most" in c) == ("fewest" in c):
        return None
    players = facts.count("player") or 3  # any table of more than two
    return moon_points([1, 0] + [0] * (players - 2))[0 if "most" in c else 1]


def _everyones_moons(facts: Facts) -> list[int] | None:
    """Every player's moons, one's own first, when the question gives them all (as many counts
    as players, or two or more with no count of players); None otherwise."""
    moons = facts.counts.get("moon", [])
    players = facts.count("player")
    if len(moons) < 2 or (players is not None and players != len(moons)) or "leaver" in facts.concepts:
        return None
    return moons


def _work_total(facts: Facts, lang: str, sheet: dict[str, Any]) -> Worked:
    """A whole score: completed grids by round, stars by round, moons (solo, or among every
    player's), lightning left in the arena, unfinished grids' cells, added up as the game's end
    does, with the solo rank when playing alone."""
    alone = "solo" in facts.concepts and "most" not in facts.concepts  # "allein die meisten": most among others
    solo = alone or facts.count("player") == 1
    parts, anchors, total, sure = [], ["total"], 0, True
    if sheet["grids"]:
        points = sum(p for *_, p in sheet["grids"])
        listed = "; ".join(
            phrase(lang, "completed_part", grids=unit(lang, "grid", n), round=r, points=unit(lang, "point", p))
            for n, r, p in sheet["grids"]
        )
        parts.append(phrase(lang, "total_grids", points=points, list=listed))
        anchors.append("completed-grids")
        total += points
    if sheet["stars"]:
        points = sum(p for *_, p in sheet["stars"])
        listed = "; ".join(
            phrase(lang, "stars_part", stars=unit(lang, "star", n), round=r, points=unit(lang, "point", p))
            if r
            else phrase(lang, "stars", stars=unit(lang, "star", n), points=unit(lang, "point", p)).rstrip(".")
            for n, r, p in sheet["stars"]
        )
        parts.append(phrase(lang, "total_stars", points=points, list=listed))
        anchors.append("stars")
        total += points
    if sheet["grid_points"]:  # "34 points from completed grids": the points themselves
        points = sum(sheet["grid_points"])
        parts.append(phrase(lang, "total_grids", points=points, list=unit(lang, "point", points)))
        anchors.append("completed-grids")
        total += points
    if sheet["star_points"]:  # "Sterne 4 + 1 Punkte": the points themselves
        points = sum(sheet["star_points"])
        parts.append(phrase(lang, "total_stars", points=points, list=" + ".join(map(str, sheet["star_points"]))))
        anchors.append("stars")
        total += points
    if sheet["moons"] is not None and solo:
        points = moon_points([sheet["moons"]])[0]
        parts.append(phrase(lang, "total_moons", points=num(points), moons=unit(lang, "moon", sheet["moons"])))
        anchors.append("moons-solo")
        total += points
    elif sheet["moons"] is not None and _everyones_moons(facts) is not None:
        moons = _everyones_moons(facts) or []
        points = moon_points(moons)[0]  # the first said are one's own: "I have 5, the others 3 and 2"
        others = ", ".join(map(str, moons[1:]))
        parts.append(
            phrase(lang, "total_moons_among", points=num(points), moons=unit(lang, "moon", moons[0]), others=others)
        )
        anchors.append("moons")
        total += points
    elif sheet["moons"] is not None and "most" in facts.concepts and "tie" not in facts.concepts:
        points = moon_points([sheet["moons"], 0, 0])[0]  # the most, alone: as the rule scores it among any others
        parts.append(phrase(lang, "total_moon_points", points=num(points)))
        anchors.append("moons")
        total += points
    elif sheet["moons"] is not None:
        sure = False
    elif sheet["moon_points"] is not None:  # "ganhou 6 pelas luas": the points themselves
        parts.append(phrase(lang, "total_moon_points", points=num(sheet["moon_points"])))
        anchors.append("moons")
        total += sheet["moon_points"]
    elif not solo and (points := _rank_of_moons(facts)) is not None:  # "j'ai seule le plus de lunes": +6
        parts.append(phrase(lang, "total_moon_points", points=num(points)))
        anchors.append("moons")
        total += points
    lightning = facts.count("lightning")
    if "arena" in facts.concepts and lightning is not None:  # lightning left scores in the arena
        points = Rules(variant="arena").lightning_points(lightning)
        parts.append(phrase(lang, "total_arena", points=points, have=unit(lang, "lightning", lightning)))
        anchors.append("arena-lightning")
        total += points
    later = sheet["cells"] and round_end(facts)  # "at the end of round 2": unfinished grids score later
    if sheet["cells"] and not later:
        points = cell_points(sheet["cells"])
        parts.append(phrase(lang, "total_cells", points=points, cells=unit(lang, "cell", sheet["cells"])))
        anchors.append("incomplete-grids")
        total += points
    claims = list(facts.counts.get("points", []))
    for n in [*sheet["star_points"], *sheet["grid_points"], sheet["moon_points"]]:  # parts given, no total offered
        if n in claims:
            claims.remove(n)
    text = verdict(lang, total, claims, "more" in facts.concepts) + phrase(
        lang, "total", total=unit(lang, "point", total), parts="; ".join(parts)
    )
    if any(n > 3 for n, *_ in sheet["stars"]):
        text += " " + phrase(lang, "stars_cap", most=unit(lang, "point", star_points(3)))
    if later:
        text += " " + phrase(lang, "cells_later")
        anchors.append("incomplete-grids")
    if not sure:
        text += " " + phrase(lang, "total_moons_unknown")
    elif solo and ("rank" in facts.concepts or sheet["moons"] is not None):
        key = solo_rank_key(total)
        text += " " + phrase(lang, "total_rank", rank=i18n.translate(key, lang), band=dict(_bands(lang))[key])
        anchors.append("solo-rank")
    return situation_answer("total", lang, text, phrase(lang, "rule_total"), anchors, None if sure else "moons")


def work_arena(facts: Facts, lang: str) -> Worked | None:
    lightning = facts.count("lightning")
    if lightning is None:
        return None
    points = Rules(variant="arena").lightning_points(lightning)
    classic = Rules().lightning_points(lightning)
    have = unit(lang, "lightning", lightning)
    claims = facts.counts.get("points", [])
    if "arena" in facts.concepts and "classic" not in facts.concepts:
        text = verdict(lang, points, claims, "more" in facts.concepts) + phrase(
            lang, "arena", points=unit(lang, "point", points), have=have
        )
    else:  # "a normal game, 12 left: 4 points as in the arena?": no
        text = verdict(lang, classic, claims) + phrase(
            lang, "arena_classic", points=unit(lang, "point", classic), have=have, arena=unit(lang, "point", points)
        )
    return situation_answer("arena", lang, text, phrase(lang, "rule_arena"), ["arena-lightning"])


def work_scored(f: Facts, say: str) -> Worked | None:
    """A score the question gives by parts: completed grids and stars with their rounds, solo
    moons, crossed cells of unfinished grids; the whole total when it gives two parts or more."""
    c = f.concepts
    if "supply" in c or not {"grid", "star", "cell", "unfinished"} & c or not {"points", "rank"} & c:
        return None
    sheet = _sheet(f)
    if sheet is None:
        if {"grid", "star"} <= c and f.rounds:
            return situation_answer(
                "total", say, phrase(say, "ask_rounds"), phrase(say, "rule_total"), ["total"], "rounds"
            )
        return None
    given = [k for k in ("grids", "stars", "star_points", "grid_points", "cells") if sheet[k]]
    given += [k for k in ("moons", "moon_points") if sheet[k] is not None]
    if len(given) >= 2 and (sheet["grids"] or sheet["stars"] or sheet["grid_points"]):
        return _work_total(f, say, sheet)
    if given == ["grids"]:
        return work_completed(f, say)
    if given == ["stars"] and len(sheet["stars"]) > 1:
        return work_stars(f, say)
    if given == ["cells"] and "unfinished" in c and ("lightning" not in f.counts or not f.revealed):
        return work_incomplete(f, say)
    return None
