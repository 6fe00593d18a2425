"""The topics a Bonanza question names by the idea it asks about, not by a box: how often one
rolls, scratching a box though the roll scores elsewhere, whether a box must be filled every
turn, how the total is added up, the upper bonus, the hints, what the other players see, the
check mark of a held die and the numbers the boxes show.
Each cue is a pattern of folded words per language (accents taken out, so "réglé" and "regle"
read the same), telling enough that a question holding it is about that topic.

A cue only names a topic: core's assistant still answers with it only when it is the best or a
close neighbour of it (:mod:`ludoteca.core.assistant_prefer`).

>>> cued("how many times can I roll the dice on my go?", "en")
('rolls',)
>>> cued("As dicas mostram quantas opcoes?", "pt")
('hints',)
>>> cued("Was ist ein Full House?", "de")
()
"""

from __future__ import annotations

import re

__all__ = ["CUES", "cued"]

#: A verb of writing a roll down, per language (folded).
_WRITE = {
    "en": r"write|record|fill|put|enter|note|mark|something|box",
    "pt": r"regist\w*|escrev\w*|anot\w*|marc\w*|preench\w*|casa|algo|alguma coisa",
    "de": r"eintrag\w*|eingetragen|schreib\w*|ausfull\w*|notier\w*|feld|etwas|was",
    "fr": r"inscri\w*|ecri\w*|not\w*|rempli\w*|marqu\w*|case|quelque chose",
}
#: "every turn" per language (folded).
_EVERY_TURN = {
    "en": r"every (?:single )?(?:turn|go|round|time)|each (?:turn|go|round|time)",
    "pt": r"todas as (?:jogadas|vezes|rondas)|cada (?:jogada|vez|ronda)|toda (?:jogada|vez|rodada)",
    "de": r"jede[nmrs]? (?:zug|runde|mal)|jedes mal|in jedem zug|immer",
    "fr": r"chaque (?:tour|fois|manche)|tous les tours|a tous les coups",
}
#: Being obliged ("have to", "tenho de", "muss", "dois"), per language (folded).
_MUST = {
    "en": r"have to|has to|must|need to|obliged|required|forced",
    "pt": r"tenho (?:de|que)|tem (?:de|que)|obrigad\w*|preciso|e preciso|devo|sou forcad\w*",
    "de": r"muss\w*|pflicht\w*|gezwungen",
    "fr": r"dois|doit|faut|oblige\w*|force\w*",
}


#: Words of the order boxes are filled in, per language (folded): another topic's.
_ORDER = {
    "en": r"first|before|order|in turn|sequence",
    "pt": r"primeiro|antes|ordem|sequencia",
    "de": r"zuerst|erst|vorher|reihenfolge",
    "fr": r"d'abord|avant|ordre|en premier",
}


def _both(first: str, second: str) -> str:
    """A pattern of ``first`` and ``second`` said in either order."""
    return rf"\b(?:{first})\b.*\b(?:{second})\b|\b(?:{second})\b.*\b(?:{first})\b"


def _no_passing(lang: str) -> str:
    """Being obliged to write something every turn, or skipping a turn without it."""
    skip = {
        "en": r"\bskip\w* (?:a |my |the )?(?:turn|go|box)\b|\bpass(?:ing)? (?:on )?(?:a |my |the )?(?:turn|go)\b"
        r"|\bwithout (?:writing|recording|filling|scoring)\b",
        "pt": r"\bpassar (?:a |uma )?(?:vez|jogada)\b|\bsaltar (?:a |uma )?jogada\b"
        r"|\bsem (?:registar|registrar|marcar)\b",
        "de": r"\b(?:passen|aussetzen|uberspringen)\b|\bohne (?:etwas )?(?:einzutragen|eintragen)\b",
        "fr": r"\bpasser (?:mon |son |un |le )?tour\b|\bsans (?:rien )?(?:inscrire|noter|marquer)\b",
    }[lang]
    must_write = _both(_MUST[lang], _WRITE[lang])
    unordered = rf"(?!.*\b(?:{_ORDER[lang]})\b)"  # "must I fill the upper boxes first?" asks the order
    return rf"{unordered}(?:(?=.*(?:{must_write}))(?=.*\b(?:{_EVERY_TURN[lang]})\b)|{skip})"


#: The cues of each topic, per language, matched on the folded question.
CUES: dict[str, dict[str, str]] = {
    "scratch": {
        "en": _both(
            r"scratch\w*|cross(?:ed)? (?:it |a box )?out|zero", r"elsewhere|somewhere else|even (?:though|if)|although"
        ),
        "pt": _both(r"risc\w*|zer(?:o|ar|ei)", r"noutra|em outra|mesmo que|mesmo se|embora|apesar de"),
        "de": _both(r"streich\w*|gestrichen|null", r"woanders|anderswo|obwohl|auch wenn|selbst wenn"),
        "fr": _both(r"barr\w*|ray\w*|zero", r"ailleurs|alors que|meme si|bien que"),
    },
    "rolls": {
        "en": _both(r"how many times|how often", r"roll\w*|throw\w*|toss\w*|reroll\w*")
        + r"|\bhow many (?:re-?rolls|rolls|throws)\b",
        "pt": _both(r"quantas vezes", r"lanc\w*|rol\w*|atir\w*|jog\w* os dados")
        + r"|\bquant[oa]s (?:lancamentos|lances|rolagens|jogadas de dados)\b",
        "de": _both(r"wie ?oft|wie viele male?", r"w(?:u|ue)rf\w*|werf\w*") + r"|\bwie ?viele (?:wurfe|wuerfe)\b",
        "fr": _both(r"combien de fois", r"lanc\w*|relanc\w*|jet\w*") + r"|\bcombien de (?:lancers|jets|relances)\b",
    },
    "game_end": {
        "en": r"\bwhen (?:does|do|will|is) (?:the |a |our )?(?:game|match)\b.*\b(?:end|stop|finish|over)\w*"
        r"|\bhow does (?:the |a )?game (?:end|finish)\b",
        "pt": r"\bquando (?:e que )?(?:o jogo|a partida)\b.*\b(?:acaba|termina|fim)\w*"
        r"|\bquando (?:e que )?(?:acaba|termina) (?:o jogo|a partida)\b"
        r"|\bquanto tempo (?:demora|dura|leva) (?:um|o|uma|a) (?:jogo|partida)\b",
        "de": r"\bwann\b.*\b(?:spiel|partie)\b.*\b(?:endet|ende|vorbei|auf|aus)\b"
        r"|\bwann (?:endet|ist) (?:das spiel|die partie)\b|\bwie lange (?:dauert|geht) (?:ein|das) spiel\b",
        "fr": r"\bquand\b.*\b(?:partie|jeu)\b.*\b(?:s'arrete|se termine|finit|fin|termine)\w*"
        r"|\bquand (?:se termine|finit|s'arrete) (?:la partie|le jeu)\b"
        r"|\b(?:une|la) partie dure combien\b|\bcombien de temps (?:dure|prend) (?:une|la) partie\b",
    },
    "no_passing": {lang: _no_passing(lang) for lang in ("en", "pt", "de", "fr")},
    "total_score": {
        "en": _both(
            r"score|total|points",
            r"added up|add(?:ed)? together|summed|sum up|calculated|computed|worked out|tallied|totted up",
        ),
        "pt": _both(r"pontuacao|total|pontos", r"calculad\w*|calcula\w*|somad\w*|soma-se|somam|contad\w*|some"),
        "de": _both(
            r"punkt\w*|endsumme|gesamt\w*|summe|ergebnis",
            r"berechn\w*|zusammengez\w*|zusammenzahl\w*|addiert|gerechnet",
        ),
        "fr": _both(r"score|total|points", r"calcul\w*|additionn\w*|compt\w*|somm\w*"),
    },
    "upper_bonus": {
        "en": _both(r"bonus", r"upper|top (?:section|boxes|half|part|row)"),
        "pt": _both(r"bonus", r"cima|superior"),
        "de": _both(r"bonus", r"oben|obere\w*"),
        "fr": _both(r"bonus", r"haut|superieur\w*"),
    },
    "hints": {
        "en": r"\bhints?\b|\bsuggestions?\b|\badvisor\b",
        "pt": r"\bdicas?\b|\bsugest(?:ao|oes)\b",
        "de": r"\btipps?\b|\bhinweise?\b|\bvorschlag\w*|\bvorschlage\b",
        "fr": r"\bconseils?\b|\bsuggestions?\b|\bindices?\b",
    },
    "players": {
        "en": _both(r"see|look at|view|shown|visible", r"others?|other players|everyone|opponents?|each other")
        + r"|\bwho (?:starts|begins|goes first|plays first|rolls first)\b",
        "pt": _both(r"ver|vejo|ve|veem|vemos|visive\w*|mostra\w*", r"outros|outras|adversari\w*|dos demais")
        + r"|\bquem (?:comeca|joga primeiro|lanca primeiro|e o primeiro)\b",
        "de": _both(r"seh\w*|sieht|sichtbar|zeigt|angezeigt", r"anderen|gegner\w*|mitspieler\w*")
        + r"|\bwer (?:fangt an|beginnt|ist zuerst|wurfelt zuerst|fangt)\b",
        "fr": _both(r"voir|vois|voit|voient|visibles?|affich\w*", r"autres|adversaires?")
        + r"|\bqui (?:commence|joue en premier|lance en premier|est le premier)\b",
    },
    "holding": {
        "en": r"\bcheck ?marks?\b|\bticks?\b|\bticked\b",
        "pt": r"\b(?:o|um|esse|este|aquele|um pequeno) visto\b|\bvisto verde\b|\bcertinho\b",
        "de": r"\bhakchen\b|\bhaken\b|\babgehakt\b",
        "fr": r"\bcoches?\b|\bcoche\w*",
    },
    "controls": {
        "en": _both(
            r"numbers?|figures?|points",
            r"(?:in|on) (?:the )?(?:free |empty |open )?boxes|before i (?:record|click|choose)",
        ),
        "pt": _both(r"numeros?|valores?|pontos", r"nas casas|antes de (?:eu )?(?:registar|registrar|escolher|clicar)"),
        "de": _both(
            r"zahlen|ziffern|punkte", r"in den (?:freien |leeren )?feldern|bevor ich (?:eintrage|klicke|wahle)"
        ),
        "fr": _both(r"chiffres?|nombres?|points", r"(?:dans|sur) les cases|avant que (?:j'|je )"),
    },
}


def cued(text: str, lang: str) -> tuple[str, ...]:
    """The topics whose cues ``text`` (a question, folded) holds, in the order of :data:`CUES`."""
    return tuple(topic for topic, cues in CUES.items() if re.search(cues[lang], text))
