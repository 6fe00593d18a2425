"""A table where some players give up or leave, for the rules assistant: how many sit at it and
how many go, read from the question's words, and whether the others play on, worked out by the
engine itself (a :class:`ludoteca.bonanza.game.Game` of that many seats, the players giving up
one by one, then whether the game is over).

>>> seats_said("ich spiele mit meinen zwei enkeln, und einer gibt auf", "de")
3
>>> plays_on(3, 1), plays_on(2, 1)
(True, False)
"""

from __future__ import annotations

import re

__all__ = ["GOES_ON", "gone_said", "plays_on", "seats_said"]

#: Counts of people as words (folded), per language; "zweit" from "zu zweit".
_COUNTS = {
    "en": {"one": 1, "two": 2, "three": 3, "four": 4},
    "pt": {"um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4},
    "de": {"einem": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4, "zweit": 2, "dritt": 3, "viert": 4},
    "fr": {"un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4},
}
_N = {lang: "|".join([*words, "1", "2", "3", "4"]) for lang, words in _COUNTS.items()}
#: People a player says they play with: the count said is the others, the player one more.
_OTHERS = {
    "en": r"friends?|kids|children|grandchildren|grandkids|sons|daughters|pupils|students|brothers|sisters|mates"
    r"|cousins|others|people",
    "pt": r"amig\w+|filh\w+|net\w+|alun\w+|irma\w+|prim\w+|colegas|outros|outras|pessoas",
    "de": r"freund\w*|kinder\w*|enkel\w*|schuler\w*|geschwister\w*|brudern?|schwestern?|kollegen|anderen|leuten",
    "fr": r"amis?|amies|enfants|petits-enfants|eleves|freres|soeurs|potes|copains|copines|cousins|autres|personnes",
}
#: How many sit at the table, said outright (the count is the first group).
_TABLE = {
    "en": r"\b({n}) of us\b|\bwe(?: are|'re| were) ({n})\b|\b({n})[- ]players?\b|\btable of ({n})\b"
    r"|\b({n}) (?:people|pupils|kids) (?:play|are playing)\b",
    "pt": r"\b(?:somos|eramos|estamos em|somos em) ({n})\b|\b(?:estamos a jogar|a jogar|jogamos|jogando) (?:a )?({n})\b"
    r"|\b({n}) jogadores\b|\bmesa de ({n})\b",
    "de": r"\bzu ({n})\b|\bwir (?:sind|waren) ({n})\b|\b({n}) spieler\w*\b|\btisch (?:fur|mit) ({n})\b",
    "fr": r"(?:^|[,;:] |\b(?:on joue|on jouait|on a joue|nous jouons|nous jouions|jouer|partie) )a ({n})\b"
    r"|\bnous (?:sommes|etions) ({n})\b"
    r"|\bon (?:est|etait) ({n})\b|\b({n}) joueurs\b|\btable de ({n})\b",
}
#: The others a player plays with ("with my two grandchildren"): the count is the first group.
_WITH = {
    "en": r"\bwith (?:my |our |the )?({n}) (?:\w+ )?(?:{others})\b",
    "pt": r"\bcom (?:os |as )?(?:meus |minhas |nossos |nossas )?({n}) (?:\w+ )?(?:{others})\b",
    "de": r"\bmit (?:meinen |meiner |meinem |unseren |den )?({n}) (?:\w+ )?(?:{others})\b",
    "fr": r"\bavec (?:mes |mon |ma |nos |les )?({n}) (?:\w+ )?(?:{others})\b",
}
#: Several said before the word of leaving ("two of them leave", "beide geben auf"), folded.
_SEVERAL = {
    "en": {"both": 2},
    "pt": {"ambos": 2, "ambas": 2},
    "de": {"beide": 2},
    "fr": {"tous les deux": 2},
}
#: Another player said to do the same without the verb again ("then Ben too", "dann auch Ben").
_TOO = {
    "en": r"\b(?:then|and) (?:\w+ )?(?:too|as well)\b|\bthen (?:\w+ )?also\b",
    "pt": r"\b(?:depois|e) (?:\w+ ){0,2}tambem\b",
    "de": r"\b(?:dann|und|danach) auch\b",
    "fr": r"\b(?:puis|et) (?:\w+ ){0,2}aussi\b",
}
#: Words asking whether the game goes on or is over.
GOES_ON = {
    "en": r"\bgo(?:es)? on\b|\bcontinu\w*|\bcarry on\b|\bkeep (?:on )?playing\b|\bplay on\b|\bover\b|\bends?\b"
    r"|\bfinish\w*|\bwhat (?:happens|now)\b|\band now\b|\b(?:do|must|should) i (?:still |have to |need to )?play\b"
    r"|\b(?:have|need) to (?:keep |still )?play\b",
    "pt": r"\bcontinu\w*|\bseguimos\b|\bseguir\b|\bacaba\w*|\btermina\w*|\bfim\b|\bo que acontece\b|\be agora\b"
    r"|\btenho (?:de|que) (?:ainda )?jogar\b|\bainda (?:tenho (?:de|que) )?jog(?:o|ar)\b",
    "de": r"\bweiter\w*|\bvorbei\b|\bzu ende\b|\bendet\b|\baufhoren\b|\bschluss\b|\bwas (?:passiert|nun|jetzt)\b"
    r"|\bund (?:jetzt|nun)\b|\bmuss ich (?:noch |die \w+ )?\w* ?spielen\b|\bnoch spielen\b",
    "fr": r"\bcontinu\w*|\bpoursuiv\w*|\bfini\w*|\btermine\w*|\bs'arrete\b|\bfin\b|\bque se passe\b|\bca donne quoi\b"
    r"|\bet maintenant\b|\bqu'est-ce qui se passe\b|\bje dois (?:encore )?jouer\b|\bdois-je (?:encore )?jouer\b"
    r"|\bil faut (?:encore )?(?:que je )?jou\w*",
}


def _count(word: str, lang: str) -> int | None:
    return int(word) if word.isdigit() else _COUNTS[lang].get(word)


#: Those who go, said right after their count ("two players both leave"): not the table's count.
_GOING = {
    "en": r"(?:both |all |then )?(?:leave|leaves|left|quit|quits|give up|gave up|drop out|walk out)\b",
    "pt": r"(?:ambos |ambas |depois )?(?:desist\w*|sa(?:em|iram|irem|ir)\b|abandon\w*|vao embora|foram embora)",
    "de": r"(?:beide |dann )?(?:geben auf|gaben auf|gehen|gingen|verlassen|steigen aus|hören auf|horen auf)\b",
    "fr": r"(?:tous les deux |puis )?(?:abandonn\w*|partent|sont partis|quittent|ont quitte)",
}


def seats_said(text: str, lang: str) -> int | None:
    """How many play at the table the question (folded) describes, or None if it does not say
    (a count said of those who go, "two players leave", is not the table's)."""
    n = _N[lang]
    for table in re.finditer(_TABLE[lang].format(n=n), text):
        if not re.match(rf"\s+{_GOING[lang]}", text[table.end() :]):
            return _count(next(g for g in table.groups() if g), lang)
    others = re.search(_WITH[lang].format(n=n, others=_OTHERS[lang]), text)
    count = _count(others.group(1), lang) if others else None
    return None if count is None else count + 1


def gone_said(text: str, lang: str, leaving: str) -> int:
    """How many the question says give up or leave: for each word of ``leaving`` (a pattern),
    the count said just before it ("two of them leave", "zwei von uns geben auf"), else one."""
    counts = {**_COUNTS[lang], **_SEVERAL[lang]}
    said = "|".join(sorted(counts, key=len, reverse=True))
    gone = 0
    for word in re.finditer(leaving, text):
        before = re.search(
            rf".*\b({said}|[1-4])\b(?:\s+[\w']+){{0,3}}\s*$", text[max(0, word.start() - 40) : word.start()]
        )
        gone += (_count(before.group(1), lang) or counts.get(before.group(1), 1)) if before else 1
    after = text[next(re.finditer(leaving, text)).end() :] if re.search(leaving, text) else ""
    return max(gone + len(re.findall(_TOO[lang], after)), 1)


def plays_on(seats: int, gone: int) -> bool:
    """Whether a game of ``seats`` players goes on once ``gone`` of them give up, by the engine."""
    from ludoteca.bonanza.actions import GiveUp  # the engine loads on the first such question
    from ludoteca.bonanza.game import Game

    game = Game(seats)
    for seat in range(min(gone, seats)):
        game.apply(GiveUp(seat))
    return not game.is_terminal()
