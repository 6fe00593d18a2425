"""Bonanza's situations, worked out for the rules assistant (:mod:`ludoteca.core.assistant`) with
the engine's own code: what given dice score in each box (:func:`ludoteca.bonanza.rules.score`),
where a joker goes and what it earns (:func:`~ludoteca.bonanza.rules.legal_boxes`,
:func:`~ludoteca.bonanza.rules.bonus`), the upper bonus from the upper boxes given
(:func:`~ludoteca.bonanza.rules.upper_bonus`), and what to hold or record with the rolls left
(the advisor, :func:`ludoteca.bonanza.advisor.best_hints`, on the standard rules' shipped
table). The answer leads with the result for the case asked, then the rule; a case missing a
piece (the dice, the rolls had) is asked back for.

>>> case = work_out("I have 3 3 3 5 6 after two rolls, what are my options?", "en")
>>> case.kind, case.text.split(".")[0]
('options', 'With 3 3 3 5 6 and 1 roll left, the best is to hold 3 3 3 and roll the rest')
>>> work_out("Was zählt 2 3 4 5 6 bei der Großen Straße?", "de").text.split(".")[0]
'2 3 4 5 6 zählt 40 bei Große Straße'
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import partial
from typing import Any

from ludoteca.bonanza.assistant_beyond import off_the_rules
from ludoteca.bonanza.assistant_cues import cued
from ludoteca.bonanza.assistant_leaving import GOES_ON, gone_said, plays_on, seats_said
from ludoteca.bonanza.assistant_one_box import one_box_claim, without_claim
from ludoteca.bonanza.assistant_reading import FIVE_ALIKE, GAVE_UP, Facts, read
from ludoteca.bonanza.assistant_table import (
    clock_choices,
    clock_fits,
    most_players,
    seats_fit,
    table_asked,
    turns_asked,
    turns_in_all,
)
from ludoteca.bonanza.rules import (
    LOWER,
    UPPER,
    UPPER_TARGET,
    Rules,
    Sheet,
    bonus,
    legal_boxes,
    raw_score,
    records_at_first_click,
    score,
)
from ludoteca.core import i18n
from ludoteca.core.assistant_cases import Worked, say, texts
from ludoteca.core.assistant_cases import is_open as is_open  # an open question opens as in every game
from ludoteca.core.assistant_match import fold
from ludoteca.core.rulebook import Citation, cite
from ludoteca.core.seats import rank

__all__ = ["Worked", "beyond_rules", "is_open", "named_topics", "work_out"]

#: The topic each kind of situation belongs to (its title heads the answer) and the sections cited.
KINDS = {
    "score": ("upper_boxes", ("upper", "lower")),
    "joker": ("joker_place", ("joker",)),
    "upper_bonus": ("upper_bonus", ("upper-bonus",)),
    "options": ("hints", ("turn", "hints")),
    "total": ("total_score", ("sheet", "upper-bonus")),
    "clock": ("turn_clock", ("table", "hints")),
}
#: The topic of a box's own scoring, for a question about one box.
BOX_TOPIC = {
    **dict.fromkeys(UPPER, "upper_boxes"),
    "three_of_a_kind": "kinds",
    "four_of_a_kind": "kinds",
    "full_house": "full_house",
    "small_straight": "straights",
    "large_straight": "straights",
    "bonanza": "bonanza_box",
    "chance": "chance",
}
#: Words asking what to do: the advisor's case.
OPTIONS = {
    "en": r"\boptions?\b|\bshould i\b|\bwhat (?:do|can) i (?:do|keep|hold)\b|\bkeep\b|\bhold\b|\bbest\b"
    r"|\breroll\b|\bchoices?\b",
    "pt": r"\bopc(?:ao|oes)\b|\bdevo\b|\bguard\w*\b|\bmelhor\b|\bo que (?:faco|posso fazer)\b|\bescolhas?\b",
    "de": r"\bmoglichkeiten\b|\bsoll ich\b|\bhalten\b|\bbehalten\b|\bbeste\w*\b|\bwas (?:tun|mache ich|kann ich tun)\b",
    "fr": r"\boptions?\b|\bdois-je\b|\bje dois\b|\bgard\w*\b|\bmeilleur\w*\b|\bque faire\b|\bchoix\b",
}
#: Words asking about the upper bonus.
UPPER_BONUS = {
    "en": r"\bupper bonus\b|\bbonus\b.*\bupper\b|\b63\b|\b35\b",
    "pt": r"\bbonus de cima\b|\bbonus\b.*\bcima\b|\b63\b|\b35\b",
    "de": r"\boberen? bonus\b|\bbonus\b.*\bober|\b63\b|\b35\b",
    "fr": r"\bbonus du haut\b|\bbonus\b.*\bhaut\b|\b63\b|\b35\b",
}
#: The face five alike is shown with when the question gives none.
FIVE_FACE = 3
#: Words asking whether a roll may go in a box ("can I put it in ...?").
MAY = {
    "en": r"\b(?:can|may|could) (?:i|we|you)\b",
    "pt": r"\b(?:posso|pode|podemos|da para)\b",
    "de": r"\b(?:darf|kann|konnen|durfen) (?:ich|man|wir)\b",
    "fr": r"\b(?:puis-je|je peux|peut-on|on peut|je pourrais)\b",
}
#: Words of the table's controls: a question about clicking or keys is the controls' topic's,
#: whatever dice it gives.
CONTROLS = {
    "en": r"\bcli(?:c?k|ck)\w*|\bpress\w*|\bkeys?\b|\btap\w*",
    "pt": r"\bcliq\w*|\bclic(?:a|ar|o|as|ando|ou|asse|ares)\b|\bcli(?:c?k|ck)\w*|\bcarreg\w*|\bteclas?\b",
    "de": r"\bkli(?:c?k|ck)\w*|\bcli(?:c?k|ck)\w*|\btasten?\b|\bdruck\w*",
    "fr": r"\bcliqu\w*|\bcli(?:c?k|ck)\w*|\bclics?\b|\btouches?\b|\bappui\w*",
}
#: Words saying the turn clock ran out before the player recorded.
CLOCK_OUT = {
    "en": r"\btime (?:ran|runs|run|had run) out\b|\btimes? up\b|\bout of time\b|\bin time\b|\btoo late\b"
    r"|\b(?:timer|clock) (?:ran|runs) out\b",
    "pt": r"\b(?:tempo|relogio|cronometro) (?:acabou|acaba|esgotou|terminou|passou)\b|\ba tempo\b|\bfora de tempo\b"
    r"|\btarde demais\b",
    "de": r"\b(?:zeit|uhr|zuguhr) (?:ist )?(?:abgelaufen|um|vorbei)\b|\brechtzeitig\b|\bzu spat\b|\bnach ablauf\b",
    "fr": r"\btemps (?:est )?(?:ecoule|fini|termine|depasse)\b|\ba temps\b|\btrop tard\b"
    r"|\bchrono (?:est )?(?:ecoule|fini)\b",
}
#: Words of the turn clock: its time, its running out (seconds in the plural: "second" also counts).
CLOCK_WORDS = {
    "en": rf"{CLOCK_OUT['en']}|\b(?:clock|timer|deadline|seconds|secs?)\b"
    r"|\bhow (?:long|much time)\b.*\b(?:turn|go)\b",
    "pt": rf"{CLOCK_OUT['pt']}|\b(?:relogio|cronometro|tempo limite|segundos)\b|\bquanto tempo\b.*\b(?:jogada|vez)\b",
    "de": rf"{CLOCK_OUT['de']}|\b(?:zuguhr|uhr|ablauf|sekunden?|sek)\b|\bwie (?:lange|viel zeit)\b.*\bzug\b",
    "fr": rf"{CLOCK_OUT['fr']}|\b(?:chrono\w*|minuteur|delai|secondes)\b|\bcombien de temps\b.*\btour\b",
}
#: Playing alone, said in a question about the clock: the solo topics', not the table's clock.
ALONE = {
    "en": r"\balone\b|\bsolo\b|\bby myself\b|\bon my own\b|\bsingle[- ]player\b",
    "pt": r"\bsozinh[oa]s?\b|\bsolo\b|\bso eu\b|\bum so jogador\b",
    "de": r"\ballein\w*|\bsolo\w*|\beinzelspiel\w*",
    "fr": r"\bseule?s?\b|\bsolo\b|\btout seul\b",
}
#: The kinds of situation that read every number they need themselves (two scores said).
READS_ITS_NUMBERS = frozenset({"solo_best", "left_at_table", "table_setup", "turns_total"})
#: Asking whether something may be done at a table ("is that possible?", "geht das?"), folded.
POSSIBLE = {
    "en": r"\bpossible\b|\ballowed\b|\b(?:can|could|may)\b|\bis (?:it|that|this) ok\b",
    "pt": r"\bpossivel\b|\bpermitido\b|\bpode\w*\b|\bposs(?:o|amos)\b|\bda para\b|\bda pra\b|\bdeixa\b",
    "de": r"\bmoglich\b|\berlaubt\b|\bgeht\b|\b(?:konnen|kann|durfen|darf)\b",
    "fr": r"\bpossible\b|\bpermis\b|\bautorise\w*|\bpeu[tx]\b|\bpeut-on\b|\bpouv\w*",
}
#: A player's own record, the best solo score kept ("my record", "o meu recorde", "mein Rekord").
RECORD = {
    "en": r"\b(?:my|the|a|old|new|previous|personal) (?:record|best|high ?score)\b|\bhigh ?score\b"
    r"|\bbest (?:solo )?score\b",
    "pt": r"\brecordes?\b|\bmelhor (?:pontuacao|resultado|marca)\b",
    "de": r"\brekord\w*|\bbestleistung\b|\bhighscore\b|\bbeste[nrs]? (?:punktestand|ergebnis|wert)\b",
    "fr": r"\brecords?\b|\bmeilleur (?:score|resultat)\b",
}
#: Giving up or leaving said plainly enough to name its topic (Portuguese "sai" also says a roll
#: came out, so only leaving the table or the game counts there).
LEAVING = {
    "pt": r"\bdesi?st\w*\b|\babandon\w*\b|\bsa(?:i|iu|ir|iram) d[ao] (?:mesa|jogo|partida)\b"
    r"|\b(?:vai|foi|for|vou|fui|vao|foram) embora\b"
}
#: Fewer than five alike asked with five ("4 or 5 alike", "vier oder fünf gleiche"), folded.
FEWER = (
    r"\b(?:[2-4]|two|three|four|dois|tres|quatro|zwei|drei|vier|deux|trois|quatre)"
    r"\s*(?:or|ou|oder|/|-|,)\s*(?:5|five|cinco|funf|cinq)\b"
)
#: A further Bonanza named: a joker, a second (another) Bonanza, by any of the game's names.
SECOND_BONANZA = {
    "en": r"\bjoker\b|\b(?:second|another|2nd|further|extra|more|other) (?:bonanza|yahtzee)s?\b"
    r"|\b(?:second|another|2nd|further|extra|more|other) (?:five[- ]of[- ]a[- ]kinds?|five alike)\b",
    "pt": r"\bjoker\b|\bcoringa\b|\b(?:segundo|outro|2o|mais um) (?:bonanza|yahtzee)\b"
    r"|\boutr[oa]s (?:bonanzas|yahtzees|cinco iguais)\b",
    "de": r"\bjoker\b|\b(?:zweite[nrs]?|weitere[nrs]?|noch ein|zusatzliche[nrs]?) (?:bonanza|kniffel|yahtzee)s?\b",
    "fr": r"\bjoker\b|\b(?:deuxieme|second|autres?|2e|nouveaux?) (?:bonanza|yams|yahtzee)s?\b|\b2 (?:yams|bonanzas?)\b",
}
#: Question words anywhere in a question: one holding them asks for more than yes or no.
WH = {
    "en": r"\b(?:how|what|which|where|whats)\b",
    "pt": r"\b(?:quanto|quantos|quanta|quantas|qual|quais|o que|onde)\b",
    "de": r"\b(?:wie|was|welche\w*|wo|wieviel\w*|wohin)\b",
    "fr": r"\bqu'est-ce que\b|\b(?:combien|comment|quel\w*|quoi|ou)\b",
}
#: Questions about play the rules leave to the player: a strategy, a tactic, or advice asked of
#: the assistant itself ("what do you recommend", "vous conseillez", "was empfiehlst du").
STRATEGY = {
    "en": r"\bstrat\w*\b|\btips?\b|\bhow to win\b|\btacti\w*|\bany advice\b"
    r"|\b(?:do|would|what do|what would|can) (?:you|u|ya) (?:advise|recommend|suggest)\w*"
    r"|\bbest (?:way|approach) to (?:play|win|score)\b",
    "pt": r"\bestrat\w*\b|\bdicas para ganhar\b|\bcomo ganhar\b|\btati\w*|\btacti\w*"
    r"|\b(?:aconselhas|recomendas|sugeres)\b|\bvoces? (?:me )?(?:aconselha|recomenda|sugere)m?\b"
    r"|\b(?:o que|que) (?:me )?(?:aconselh|recomend|suger)\w*|\bmelhor (?:maneira|forma) de (?:jogar|ganhar)\b",
    "de": r"\bstrat\w*\b|\bwie gewinne ich\b|\btaktik\w*"
    r"|\b(?:empfiehlst|empfehlt|ratst|ratest|ratet) (?:du|ihr)\b"
    r"|\b(?:du|ihr) (?:empfiehlst|empfehlt|ratst|ratest|ratet)\b"
    r"|\bwurde(?:st|t)? (?:du|ihr) (?:empfehlen|raten)\b|\bbeste (?:vorgehensweise|art zu spielen)\b",
    "fr": r"\bstrat\w*\b|\bcomment gagner\b|\bastuces?\b|\btacti\w*"
    r"|\b(?:vous|tu|t') ?(?:me |nous )?(?:conseill|recommand)\w*"
    r"|\b(?:conseill|recommand)\w*-(?:vous|tu)\b"
    r"|\bla meilleure (?:facon|maniere) de (?:jouer|gagner)\b",
}
#: Asking for an opinion or a preference ("is it worth", "c mieux", "lohnt es sich").
PREFERENCE = {
    "en": r"\bworth\w* (?:it|chasing|going|aiming|trying|keeping|saving|scratching|taking)\b"
    r"|\bis it (?:better|smarter|wise)\b|\b(?:better|smarter|wiser) to\b|\bdo you think\b|\bu think\b"
    r"|\bin your (?:view|opinion)\b|\bwould you\b|\bopinions?\b|\bthoughts\?",
    "pt": r"\bvale a pena\b|\be melhor\b|\bsera melhor\b|\bcompensa\b|\bachas\b|\bna (?:tua|sua) opiniao\b"
    r"|\bvoce acha\b|\bmais vale\b|\bopinio(?:es|ao)\b",
    "de": r"\blohnt\w*\b|\bist es besser\b|\bbesser (?:zu|erst|fruh|gleich)\b|\blieber\b|\bmeinst du\b"
    r"|\bdeiner meinung\b|\bsinnvoll\b|\bmeinungen\b",
    "fr": r"\bvaut (?:le coup|la peine|mieux)\b|\bc(?:'est)? mieux\b|\best-ce mieux\b|\bmieux vaut\b"
    r"|\bvaut-il mieux\b|\ba ton avis\b|\bselon toi\b|\btu penses\b|\bv(?:ou)?s pensez\b|\bvos avis\b|\bdes avis\b",
}
#: Asking the assistant's own taste ("do you prefer", "tu préfères", "magst du"), folded.
TASTE = {
    "en": r"\bdo (?:you|u) (?:prefer|like|love)\b|\byour fav(?:ou?rite)?\b"
    r"|\bwhich (?:do|would) (?:you|u) (?:pick|prefer)\b|\bfavou?rite\b|\bfairer\b|\bmore fair\b|\bdo (?:you|u) find\b",
    "pt": r"\bpreferes\b|\bvoce prefere\b|\b(?:o teu|o seu|teu|seu) (?:preferido|favorito)\b|\bgostas mais\b"
    r"|\bvoce gosta mais\b|\bfavorit[oa]s?\b|\bpreferid[oa]s?\b|\bmais just[oa]\b|\bachas just[oa]\b",
    "de": r"\bmagst du\b|\bbevorzugst du\b|\bdein(?:e|en)? lieblings\w*|\bgefallt dir\b|\bwas ist dir lieber\b"
    r"|\bfairer\b|\bgerechter\b|\bfindet ihr\b|\bfindest du\b",
    "fr": r"\btu preferes?\b|\bvous preferez\b|\b(?:ton|votre) (?:prefere|favori)\b|\btu aimes\b|\bt'aimes\b"
    r"|\bfavori(?:te)?s?\b|\bplus (?:juste|equitable)\b|\btu trouves\b|\bvous trouvez\b",
}
#: Words of a plan rather than a rule: aiming at a box, keeping it for later, early or late in the game.
PLAN = {
    "en": r"\b(?:aim\w*|chas\w*|go(?:ing)? for|try\w* for|sav\w*|sacrific\w*|early|late|first|secure|guarantee"
    r"|keep\w*|hold\w*|at the (?:start|end|beginning)|for (?:later|the end))\b",
    "pt": r"\b(?:apost\w*|tent\w*|ir (?:logo )?(?:ao|a|para|pelo|pela)|guard\w*|sacrific\w*|cedo|tarde"
    r"|primeir\w*|garantir|no (?:inicio|fim|comeco|final)|para o (?:fim|final)|para depois)\b",
    "de": r"\b(?:ziel\w*|versuch\w*|gehen auf|auf \w+ gehen|spar\w*|opfer\w*|fruh|spat|zuerst|erst|sicher\w*"
    r"|halten|behalten|aufheb\w*|am (?:anfang|ende|schluss)|fur spater)\b",
    "fr": r"\b(?:vis\w*|tent\w*|chercher|aller (?:sur|vers|chercher)|gard\w*|sacrifi\w*|tot|tard|1er"
    r"|premier\w*|assurer|garantir|au debut|a la fin|pour la fin|pour plus tard)\b",
}
#: Words asking what a box gives or is ("how much", "was bekommt man", "que vaut"), folded.
VALUE = {
    "en": r"\bhow (?:much|many points)\b|\bworth\b|\bscores?\b|\bpoints?\b|\bget for\b|\bwhat (?:is|does|counts)\b"
    r"|\bwhats\b|\bgives?\b",
    "pt": r"\bquant[oa]s?\b|\bvale[mr]?\b|\bpontos?\b|\bpontua\w*|\bganh\w*|\bda\b|\bo que e\b|\bconta\b",
    "de": r"\bwie ?viel\w*|\bbekomm\w*|\bgibt\b|\bbringt\b|\bzahlt\b|\bwert\b|\bpunkte?\b|\bwas ist\b",
    "fr": r"\bcombien\b|\brapporte\w*|\bvau[tx]\b|\bvalent\b|\bdonne\w*|\bcompte\w*|\bpoints?\b"
    r"|\bqu'est-ce qu|\bc'est quoi\b",
}
#: Words that take a question naming a box to another topic: a joker, five alike, a bonus,
#: scratching, recording or clicking.
ELSEWHERE = {
    "en": r"\bjoker\b|\bfive (?:alike|of a kind|the same)\b|\bbonus\w*|\bscratch\w*|\bzero\b|\brecord\w*",
    "pt": r"\bjoker\b|\bcinco iguais\b|\bbonus\b|\brisc\w*|\bzero\b|\bregist\w*",
    "de": r"\bjoker\b|\bfunf gleiche\w*|\bbonus\b|\bstreich\w*|\bnull\b|\beintrag\w*",
    "fr": r"\bjoker\b|\bcinq (?:des )?identiques\b|\bbonus\b|\bbarr\w*|\bzero\b|\binscri\w*",
}
#: Questions the rules do not treat at all: chances and odds of a roll.
UNRULED = {
    "en": r"\bprobabilit\w*\b|\bodds\b|\bhow likely\b|\bchances? (?:of|to)\b|\bpercent\w*\b",
    "pt": r"\bprobabilidade\w*\b|\bhipoteses\b|\bque chances?\b|\bpercentage\w*\b",
    "de": r"\bwahrscheinlich\w*\b|\bchancen? auf\b|\bprozent\w*\b",
    "fr": r"\bprobabilit\w*\b|\bquelles? chances?\b|\bpourcentage\w*\b|\bpour cent\b",
}
#: Questions about the world beyond a table (world records, the best game anywhere), which no rule
#: treats; a player's own record is the solo topic's.
WORLD = {
    "en": r"\b(?:in the (?:whole )?world|world ?(?:wide|record)\w*|of all time)\b",
    "pt": r"\b(?:do mundo|no mundo|mundia\w*|de sempre)\b",
    "de": r"\b(?:weltweit|welt\w*|aller zeiten)\b",
    "fr": r"\b(?:du monde|au monde|mondial\w*|jamais vu|de tous les temps)\b",
}


#: The points of each further Bonanza, by the standard rules.
BONANZA_BONUS = Rules().extra_bonus
#: A sentence of Bonanza's situations in a language, its fields filled.
_say = partial(say, "ludoteca.bonanza")


def _box(box: str, lang: str) -> str:
    """A box's name in ``lang``, as the table shows it."""
    return i18n.translate(f"bonanza.box.{box}", lang)


def _dice(dice: tuple[int, ...]) -> str:
    return " ".join(map(str, dice))


def _listing(items: list[str], lang: str) -> str:
    return i18n.join(items, lang) or _say(lang, "none")


def work_out(question: str, lang: str, answer_lang: str | None = None) -> Worked | None:
    """The situation ``question`` (asked in ``lang``) describes, worked out and told in
    ``answer_lang`` (by default ``lang``), or None if it describes none. A number given that no
    fact read is named first and the case is not told as the answer (``missing`` "unread")."""
    out = answer_lang or lang
    facts = read(question, lang)
    worked = _worked(question, facts, lang, out)
    if worked is None or worked.missing or worked.kind in READS_ITS_NUMBERS:
        return worked
    claims = {raw_score(facts.dice, box) for box in UPPER + LOWER} | set(facts.dice) if facts.dice else set()
    if (facts.dice and len(set(facts.dice)) == 1) or worked.kind == "joker":
        claims |= {25, 30, 40, BONANZA_BONUS}  # a joker's points in full, the bonus
    # the faces of the dice given name dice held or wanted ("keep 6 6 6 of 6 6 6 2 1")
    unread = [str(n) for n in facts.unread if n not in claims]
    if not unread:
        return worked
    head = _say(out, "unread", numbers=i18n.join(unread, out))
    return replace(worked, text=f"{head} {worked.text}", missing="unread")


def _worked(question: str, facts: Facts, lang: str, out: str) -> Worked | None:
    """The case ``facts`` describe, worked out in ``out``."""
    text = " ".join(fold(question).split())
    if facts.dice is not None and re.search(CLOCK_OUT[lang], text):
        return _clock_out(facts, out)
    if re.search(CONTROLS[lang], text):  # "if I click Small straight now, is it recorded?": how the table records
        box = _clicked(facts)
        return None if box is None else _click(facts, box, out)
    if len(re.findall(r"[1-6](?:[\s,;/-]*[1-6]){4}", text)) > 1:
        return None  # several rolls given as examples of a rule ("1-2-3-4-5 or 2-3-4-5-6"): a topic's
    if facts.dice is None and (best := _solo_best(text, lang, out)):
        return best
    if facts.dice is None:
        if facts.totals:
            return _places(facts, out, text, lang)
        if left := _left_at_table(text, lang, out):
            return left
        if setup := _table_setup(text, lang, out):
            return setup
        if turns := _turns_total(text, lang, out):
            return turns
        if facts.total_asked and (total := _total(facts, out)):
            return total
        if _upper_given(facts) and facts.face_count and UPPER[facts.face_count[1] - 1] not in facts.sheet:
            count, face = facts.face_count
            return _upper_after(replace(facts, dice=(face,) * count), UPPER[face - 1], out)
        if _upper_given(facts):
            return _upper_bonus(facts, out)
        alike_in = [box for box in facts.boxes if box in LOWER and box != "bonanza"]
        placing = re.search(r"\bupper\b|\bober\w*|\bcima\b|\bhaut\b", text) or set(facts.boxes) & set(UPPER)
        fewer = re.search(FEWER, text)  # "4 or 5 alike": the box's own count, a topic's
        if re.search(FIVE_ALIKE[lang], text) and alike_in and not placing and not fewer:  # the joker's
            return _five_alike(alike_in[0], out)
        if re.search(FIVE_ALIKE[lang], text) and facts.sheet.get("bonanza") is not None and not alike_in:
            return _joker_any_face(facts, out)  # "I scratched my Bonanza: what does five alike do now?"
        return None  # "which dice should I hold?" in general is a topic's; with dice it is worked out
    joker_said = facts.joker or "bonanza" in facts.sheet or _face_filled(facts)
    if len(set(facts.dice)) == 1 and "bonanza" not in facts.free and joker_said:
        return _joker(facts, out)
    if len(set(facts.dice)) == 1 and "bonanza" in facts.free:
        return _scores(replace(facts, boxes=()), out)  # no joker: every free box, Bonanza first
    if re.search(UPPER_BONUS[lang] + r"|\bbonus\b", text) and (box := _upper_target(facts)):
        return _upper_after(facts, box, out)
    if claim := one_box_claim(text, lang):  # "can I pass?", "in both boxes?": one box a turn, always
        return _one_box(read(without_claim(text, lang), lang), text, lang, out, claim)
    if re.search(OPTIONS[lang], text) or (facts.rolls_left is not None and not facts.boxes):
        options = _options(facts, out)
        if re.search(PREFERENCE[lang], text) and not options.missing:  # "is it better to ...?": the rules leave it
            return replace(options, text=f"{_say(out, 'options_rules_leave')} {options.text}")
        return options
    closed = "" if is_open(question, lang) or re.search(WH[lang], text) else text
    return _scores(facts, out, closed=closed, lang_asked=lang)


def _upper_target(facts: Facts) -> str | None:
    """The upper box the dice are to go in when the question gives upper boxes' points: the one
    asked about that is not given, else the only upper box not given."""
    given = {box for box in UPPER if facts.sheet.get(box) is not None}
    if not given and facts.upper_total is None:
        return None
    asked = [box for box in facts.boxes if box in UPPER and box not in given]
    left = [box for box in UPPER if box not in given and box not in facts.sheet]
    if asked:
        return asked[-1]
    return left[0] if len(left) == 1 and facts.upper_total is None else None


def _face_filled(facts: Facts) -> bool:
    """Whether the question says the upper box of the dice's face is filled."""
    return facts.dice is not None and UPPER[facts.dice[0] - 1] in facts.sheet


def _upper_given(facts: Facts) -> bool:
    return (
        facts.upper_total is not None
        or sum(box in UPPER and facts.sheet.get(box) is not None for box in facts.sheet) >= 2
    )


def _cite(*anchors: str) -> tuple[Citation, ...]:
    return tuple(cite("bonanza", a) for a in anchors)


def _sheet(facts: Facts) -> Sheet:
    """The sheet the question describes: boxes said to be filled without points hold 0 (what
    they hold does not change where a roll may go), and so does every box not said free when
    only some are ("only Chance and Sixes left")."""
    boxes = {box: (points if points is not None else 0) for box, points in facts.sheet.items()}
    if facts.only:
        boxes.update({box: 0 for box in UPPER + LOWER if box not in facts.free and box not in boxes})
    return Sheet(boxes)


def _scores(facts: Facts, lang: str, closed: str = "", lang_asked: str = "") -> Worked:
    """What the dice score in the boxes asked, or in every box, on the sheet described (a box said
    to give just what these dice score there, "12345 in sm str = 30", is asked about, not filled);
    a yes/no question (``closed``, its folded words) about one box is answered yes or no first."""
    dice = facts.dice or ()
    claims = [b for b, p in facts.sheet.items() if b != "bonanza" and p is not None and p == raw_score(dice, b)]
    sheet = _sheet(replace(facts, sheet={b: p for b, p in facts.sheet.items() if b not in claims}))
    free = [b for b in UPPER + LOWER if not sheet.is_filled(b)]
    asked = list(dict.fromkeys(b for b in facts.boxes if b in free))
    if len(asked) > 1:  # several boxes asked about: each one's points, the most first
        points_by_box = {b: score(dice, b, sheet.boxes) for b in asked}
        ranked = sorted(asked, key=lambda b: -points_by_box[b])
        items = [f"{_box(b, lang)} {points_by_box[b]}" for b in ranked]
        text = [
            _say(lang, "score_best", points=points_by_box[ranked[0]], box=_box(ranked[0], lang)),
            _say(lang, "score_each", dice=_dice(dice), list=_listing(items, lang)),
        ]
        return Worked("score", BOX_TOPIC[ranked[0]], " ".join(text), _cite("upper", "lower"))
    if asked:
        box = asked[0]
        points = score(dice, box, sheet.boxes)
        key = "score_one" if points else "score_zero"
        line = _say(lang, key, dice=_dice(dice), points=points, box=_box(box, lang))
        if closed and not points and re.search(MAY[lang_asked or lang], closed):
            line = _say(lang, "score_zero_may", dice=_dice(dice), box=_box(box, lang))
        elif closed:
            line = _say(lang, "yes" if points else "no", text=line)
        lines = [line]
        return Worked("score", BOX_TOPIC[box], " ".join(lines), _cite("upper" if box in UPPER else "lower"))
    points_by_box = {b: score(dice, b, sheet.boxes) for b in legal_boxes(dice, sheet.boxes)}
    ranked = sorted((b for b in points_by_box if points_by_box[b]), key=lambda b: -points_by_box[b])
    items = [f"{_box(b, lang)} {points_by_box[b]}" for b in ranked]
    best = ranked[0] if ranked else next(iter(points_by_box))
    text = [
        _say(lang, "score_best", points=points_by_box[best], box=_box(best, lang)),
        _say(lang, "score_list", dice=_dice(dice), list=_listing(items, lang)),
    ]
    if len(set(dice)) == 1 and "bonanza" in facts.free:
        text.append(_say(lang, "joker_none"))
        return Worked("score", "bonanza_box", " ".join(text), _cite("lower", "joker"))
    if len(set(dice)) == 1 and not facts.sheet:
        text.append(_say(lang, "joker_unknown"))
        return Worked("score", "bonanza_box", " ".join(text), _cite("lower", "joker"), "bonanza_box")
    return Worked("score", BOX_TOPIC[best], " ".join(text), _cite("upper", "lower"))


def _left_at_table(text: str, lang: str, out: str) -> Worked | None:
    """Whether the others play on when some of a table give up or leave, by the engine
    (:func:`ludoteca.bonanza.assistant_leaving.plays_on`); None unless the question says how
    many play, that some go, and asks whether the game goes on."""
    if not (re.search(LEAVING.get(lang, GAVE_UP[lang]), text) and re.search(GOES_ON[lang], text)):
        return None
    seats = seats_said(text, lang)
    if seats is None or not 2 <= seats <= 4:
        return None
    gone = min(gone_said(text, lang, LEAVING.get(lang, GAVE_UP[lang])), seats - 1)
    key = "plays_on" if plays_on(seats, gone) else "plays_on_ends"
    told = _say(out, key, seats=seats, left=seats - gone)
    return Worked("left_at_table", "giving_up", told, _cite("table"))


def _table_setup(text: str, lang: str, out: str) -> Worked | None:
    """Whether a table of the players and the turn time a question asks for may be opened, by the
    engine (:mod:`ludoteca.bonanza.assistant_table`); None unless it asks whether it may and
    says more players than a table takes, or a time for the clock."""
    seats, seconds = table_asked(text, lang)
    if not re.search(POSSIBLE[lang], text) or (seconds is None and (seats is None or seats_fit(seats))):
        return None
    most, choices = most_players(), ", ".join(str(c) for c in clock_choices())
    alone = seats == 1 or (seats is None and re.search(ALONE[lang], text))
    players = 1 if alone else seats or 2
    lines = []
    if seats is not None and seats > 1:
        lines.append(_say(out, "setup_seats_yes" if seats_fit(seats) else "setup_seats_no", seats=seats, most=most))
    if seconds is not None:
        key = "setup_clock_yes" if clock_fits(players, seconds) else "setup_clock_no"
        key = "setup_clock_solo" if players == 1 and key == "setup_clock_no" else key
        lines.append(_say(out, key, asked=seconds, choices=choices, most=most))
    if not lines:
        return None
    topic = "turn_clock" if seconds is not None else "players"
    topic = "solo_clock" if seconds is not None and players == 1 else topic  # alone: the clock that is not there
    return Worked("table_setup", topic, " ".join(lines), _cite("table"))


def _turns_total(text: str, lang: str, out: str) -> Worked | None:
    """How many turns a game of the players said lasts, one a box of each sheet; None unless the
    question asks how many turns and says how many play at a table."""
    seats = turns_asked(text, lang)
    if seats is None or not 2 <= seats <= most_players():
        return None
    total, each = turns_in_all(seats), turns_in_all(1)
    return Worked(
        "turns_total",
        "sheet_boxes",
        _say(out, "turns_total", total=total, seats=seats, each=each),
        _cite("sheet", "table"),
    )


def _solo_best(text: str, lang: str, out: str) -> Worked | None:
    """A solo score said beside the player's record: which is kept (the best, as the table keeps
    it), or None unless the question plays alone and gives just those two scores."""
    record = re.search(RECORD[lang], text)
    if record is None or not re.search(ALONE[lang], text):
        return None
    said = [(int(m.group(1)), m.start()) for m in re.finditer(r"(?<![\d.,])(\d{2,4})(?![\d.,]*\d)", text)]
    if len(said) != 2:
        return None
    after = [n for n, at in said if 0 <= at - record.end() <= 25]  # "my record is 251"
    old = after[0] if after else min(said, key=lambda n: abs(n[1] - record.start()))[0]
    new = next(n for n, _ in said if n != old) if said[0][0] != said[1][0] else old
    key = "solo_best_new" if new > old else "solo_best_kept"
    told = _say(out, key, new=new, old=old)
    if re.search(CLOCK_WORDS[lang], text):  # "... and was there a clock?"
        told += " " + _say(out, "solo_no_clock")
    return Worked("solo_best", "solo", told, _cite("winner"))


def _clicked(facts: Facts) -> str | None:
    """The one box a question with dice says is clicked, if the dice may go there."""
    boxes = set(facts.boxes)
    if facts.dice is None or len(boxes) != 1:
        return None
    box = boxes.pop()
    return box if box in legal_boxes(facts.dice, _sheet(facts).boxes) else None


def _click(facts: Facts, box: str, lang: str) -> Worked:
    """Whether a first click on ``box`` records the dice at once, by the table's own rule
    (:func:`ludoteca.bonanza.rules.records_at_first_click`), with the rolls left given."""
    dice = facts.dice or ()
    points = score(dice, box, _sheet(facts).boxes)
    cited = _cite("controls", "upper" if box in UPPER else "lower")
    said = {"dice": _dice(dice), "box": _box(box, lang), "points": points}
    if facts.rolls_left is None and points:
        return Worked("click", "controls", _say(lang, "click_rolls_missing", **said), cited, "rolls")
    if not points:
        return Worked("click", "controls", _say(lang, "click_scratch", **said), cited)
    rolls_left = facts.rolls_left or 0
    if records_at_first_click(points, rolls_left):
        return Worked("click", "controls", _say(lang, "click_records", **said), cited)
    rolls = texts("ludoteca.bonanza", lang)["rolls"][rolls_left]
    return Worked("click", "controls", _say(lang, "click_asks", rolls=rolls, **said), cited)


def _five_alike(box: str, lang: str) -> Worked:
    """What five alike scores in the lower ``box``, by the engine on an example face: on a sheet
    whose Bonanza box is free (no joker), and as a joker (the Bonanza box filled, with 0 here,
    and the upper box of its face filled), the answer opening with whether it scores."""
    dice = (FIVE_FACE,) * 5
    upper = UPPER[FIVE_FACE - 1]
    plain = score(dice, box, {})
    joker = score(dice, box, {"bonanza": 0, upper: 3 * FIVE_FACE})
    key = "alike_yes" if plain else "alike_joker_only"
    text = _say(lang, key, box=_box(box, lang), dice=_dice(dice), plain=plain, joker=joker, upper=_box(upper, lang))
    return Worked("five_alike", BOX_TOPIC[box], text, _cite("lower", "joker"))


def _joker(facts: Facts, lang: str) -> Worked:
    """Five alike with the Bonanza box filled: the bonus, and the boxes it may go in."""
    dice = facts.dice or ()
    held = facts.sheet.get("bonanza")
    if held is None:
        return Worked(
            "joker",
            "joker_place",
            _say(lang, "joker_unknown"),
            _cite("joker"),
            "bonanza_box",
        )
    upper = UPPER[dice[0] - 1]
    if _face_box_unsaid(facts, upper):  # worked out both ways, each by the engine
        free = _joker(replace(facts, free=(*facts.free, upper)), lang).text
        filled = _joker(replace(facts, sheet={**facts.sheet, upper: None}), lang).text
        text = _say(lang, "joker_face_unsaid", upper=_box(upper, lang), free=free, filled=filled)
        return Worked("joker", "joker_place", text, _cite("joker"))
    sheet = _sheet(facts)
    allowed = legal_boxes(dice, sheet.boxes)
    lines = [_say(lang, "joker_head", dice=_dice(dice), held=held)]
    lines.append(_say(lang, "joker_bonus" if bonus(dice, sheet.boxes) else "joker_no_bonus"))
    if allowed == [upper]:
        points = score(dice, upper, sheet.boxes)
        lines.append(_say(lang, "joker_upper", box=_box(upper, lang), points=points))
        if bonus(dice, sheet.boxes):
            lines.append(_say(lang, "joker_total", total=points + bonus(dice, sheet.boxes)))
    elif all(b in LOWER for b in allowed):
        lines += _joker_lower(facts, lang, allowed, sheet)
    else:
        lines.append(_say(lang, "joker_scratch", upper=_box(upper, lang)))
    return Worked("joker", "joker_place", " ".join(lines), _cite("joker"))


def _one_box(facts: Facts, text: str, lang: str, out: str, claim: str) -> Worked:
    """The "no" of one box a turn (no passing, no two boxes), then what the dice give: the best
    choices when no box is named and the rolls left are said, else the points in the boxes."""
    if re.search(OPTIONS[lang], text) or (facts.rolls_left is not None and not facts.boxes):
        worked = _options(facts, out)
    else:
        worked = _scores(facts, out, lang_asked=lang)
    return replace(worked, text=f"{_say(out, 'one_box_' + claim)} {worked.text}")


def _face_box_unsaid(facts: Facts, upper: str) -> bool:
    """Whether the question names the joker's own upper box and lists free boxes without it, yet
    does not say whether that box is filled, nor names it in a sentence saying boxes are free:
    where the roll must go hangs on it."""
    listed = facts.free and not facts.only
    unsaid = upper not in facts.free and upper not in facts.sheet and upper not in facts.near_free
    return bool(listed) and upper in facts.boxes and unsaid


def _joker_any_face(facts: Facts, lang: str) -> Worked:
    """Five alike of no face said, with the Bonanza box filled: a joker, whether it earns the
    bonus (by the engine, on an example face) and the order of the boxes it may go in, with the
    points the lower boxes give it in full."""
    held = facts.sheet.get("bonanza") or 0
    dice = (FIVE_FACE,) * 5
    sheet = {"bonanza": held, UPPER[FIVE_FACE - 1]: 3 * FIVE_FACE}
    full, small, large = (score(dice, box, sheet) for box in ("full_house", "small_straight", "large_straight"))
    lines = [_say(lang, "joker_any_face", held=held)]
    lines.append(_say(lang, "joker_bonus" if bonus(dice, sheet) else "joker_no_bonus"))
    lines.append(_say(lang, "joker_order", full=full, small=small, large=large))
    return Worked("joker", "joker_place", " ".join(lines), _cite("joker"))


def _joker_lower(facts: Facts, lang: str, allowed: list[str], sheet: Sheet) -> list[str]:
    """Where a joker goes among the lower boxes: those of them the question says are free (if it
    names any), the one of these that gives most, and the free upper boxes it may not take."""
    dice = facts.dice or ()
    upper = UPPER[dice[0] - 1]
    named = [b for b in allowed if b in facts.free] or allowed
    items = [f"{_box(b, lang)} {score(dice, b, sheet.boxes)}" for b in named]
    lines = [_say(lang, "joker_lower", upper=_box(upper, lang), list=_listing(items, lang))]
    scores = [score(dice, b, sheet.boxes) for b in named]
    if len(named) > 1 and (named != allowed or scores.count(max(scores)) == 1):  # the boxes said, or one best
        best = named[scores.index(max(scores))]
        points = max(scores)
        extra = bonus(dice, sheet.boxes)
        key = "joker_best" if extra else "joker_best_plain"
        lines.append(_say(lang, key, box=_box(best, lang), points=points, total=points + extra))
    barred = [_box(b, lang) for b in facts.free if b in UPPER]
    if barred and named != allowed:
        lines.append(_say(lang, "joker_not_upper", boxes=_listing(barred, lang)))
    return lines


def _places(facts: Facts, lang: str, text: str = "", asked: str = "") -> Worked:
    """The places the totals given earn, by the table's own ranking (equal totals share one, and
    who gave up ranks behind all who finished), and whether the game goes on when the question
    (``text``, folded, asked in ``asked``) asks; a question saying someone gave up without saying
    whose total that is asks whose it is."""
    leaving = LEAVING.get(asked, GAVE_UP.get(asked, r"(?!)"))
    if asked and re.search(leaving, text) and not any(facts.gave_up):
        return Worked("places", "gave_up_rank", _say(lang, "places_who_left"), _cite("winner", "table"), "who_left")
    gone = list(facts.gave_up) if any(facts.gave_up) else None
    rows = rank([str(i) for i in range(len(facts.totals))], _with_bonuses(facts), gone)
    items = [_place(row, facts, lang) for row in rows]
    text_out = _say(lang, "places", list=_listing(items, lang))
    if facts.parts_summed:
        text_out = f"{_say(lang, 'places_parts')} {text_out}"
    if not gone:
        return Worked("places", "ties", text_out, _cite("winner"))
    text_out = f"{text_out} {_say(lang, 'places_gave_up')}"
    if asked and _asks_goes_on(text, asked):  # "does the game go on?": the engine's end of the game
        seats, out = len(facts.totals), sum(facts.gave_up)
        key = "plays_on" if plays_on(seats, out) else "plays_on_ends"
        text_out = f"{_say(lang, key, seats=seats, left=seats - out)} {text_out}"
    return Worked("places", "gave_up_rank", text_out, _cite("winner", "table"))


def _asks_goes_on(text: str, lang: str) -> bool:
    """Whether a question of ``text`` (folded) itself asks whether the game goes on ("O jogo
    continua?"), not a sentence telling the scores ("they finished with 180 and 175")."""
    asked = re.findall(r"[^.!?]*\?", text)
    return any(re.search(GOES_ON[lang], part) and not re.search(r"\d{2,3}", part) for part in asked)


def _with_bonuses(facts: Facts) -> list[int]:
    """The totals given, each with the Bonanza bonuses said still to be added to it."""
    added = facts.totals_bonuses or (0,) * len(facts.totals)
    return [
        Sheet({"chance": total}, bonus=BONANZA_BONUS * n).total() for total, n in zip(facts.totals, added, strict=True)
    ]


def _place(row: dict[str, Any], facts: Facts, lang: str) -> str:
    seat = int(row["name"])
    total: str | int = facts.totals[seat]
    if facts.totals_bonuses and (n := facts.totals_bonuses[seat]):
        total = f"{total} + {n} × {BONANZA_BONUS} = {_with_bonuses(facts)[seat]}"
    item = _say(lang, "place_item", place=row["place"], total=total)
    return f"{item} ({_say(lang, 'gave_up_item')})" if facts.gave_up and facts.gave_up[seat] else item


def _total(facts: Facts, lang: str) -> Worked | None:
    """The final total from the boxes (or the section totals) given, by the sheet's own sum; None
    when the question gives too little."""
    bonuses = 50 * (facts.bonanza_bonuses or 0)
    given = {box: p for box, p in facts.sheet.items() if p is not None}
    if len(given) == len(UPPER + LOWER):
        sheet = Sheet(given, bonus=bonuses)
    elif facts.upper_total is not None and facts.lower_total is not None:
        sheet = Sheet({"ones": facts.upper_total, "chance": facts.lower_total}, bonus=bonuses)
    elif all(box in given for box in UPPER) and facts.lower_total is not None:  # each upper box, the lower part summed
        sheet = Sheet({**{box: given[box] for box in UPPER}, "chance": facts.lower_total}, bonus=bonuses)
    elif facts.upper_total is not None and all(box in given for box in LOWER):  # the upper part summed, each lower box
        sheet = Sheet({"ones": facts.upper_total, **{box: given[box] for box in LOWER}}, bonus=bonuses)
    else:
        return None
    text = _say(
        lang,
        "total",
        total=sheet.total(),
        upper=sheet.upper_total(),
        upper_bonus=sheet.upper_bonus(),
        lower=sheet.lower_total(),
        bonuses=bonuses,
    )
    return Worked("total", "total_score", text, _cite(*KINDS["total"][1]))


def _upper_after(facts: Facts, box: str, lang: str) -> Worked:
    """The upper bonus once the dice go in the upper ``box``: every upper box given, and this one."""
    dice = facts.dice or ()
    points = sum(d for d in dice if d == UPPER.index(box) + 1)  # only what the box counts: dice may be fewer than five
    if len(dice) == 5:
        points = score(dice, box, _sheet(facts).boxes)
    sheet = {b: p for b, p in facts.sheet.items() if b != box}
    said = facts.upper_total
    after = replace(facts, sheet={**sheet, box: points}, upper_total=None if said is None else said + points)
    bonus_case = _upper_bonus(after, lang)
    line = _say(lang, "score_one", dice=_dice(dice), points=points, box=_box(box, lang))
    return replace(bonus_case, text=f"{bonus_case.text} {line}")


def _upper_bonus(facts: Facts, lang: str) -> Worked:
    """The upper bonus from the upper boxes (or the upper total) given."""
    given = {box: p for box, p in facts.sheet.items() if box in UPPER and p is not None}
    total = facts.upper_total if facts.upper_total is not None else Sheet(given).upper_total()
    free = len(UPPER) - len(given) if facts.upper_total is None else None
    left = [box for box in UPPER if box not in given]
    said_left = [box for box in facts.free if box in UPPER]
    if facts.upper_total is not None and said_left:  # "at 58 with only Sixes left" (and now filled?)
        left = [box for box in said_left if box not in given]
        free = len(left)
    reached = Sheet({"ones": total}).upper_bonus() > 0  # the engine's rule on that total
    short = UPPER_TARGET - total
    if reached:
        key = "upper_reached" if free == 0 else "upper_so_far_reached"
    elif free == 0:
        key = "upper_short"
    else:
        key = "upper_so_far"
    text = _say(lang, key, total=total, short=short)
    if not reached and free == 1:  # one upper box left: how many of its face it needs
        face = UPPER.index(left[0]) + 1
        need = -(-short // face)
        key = "upper_need" if need <= 5 else "upper_need_too_many"
        text += " " + _say(lang, key, box=_box(left[0], lang), count=need, face=face, points=need * face)
    return Worked("upper_bonus", "upper_bonus", text, _cite("upper-bonus"))


def _options(facts: Facts, lang: str) -> Worked:
    """What to hold or record with the dice and the rolls left: the advisor, on an empty sheet
    (or the one described)."""
    dice = facts.dice or ()
    if facts.rolls_left is None:
        return Worked(
            "options", "hints", _say(lang, "rolls_missing", dice=_dice(dice)), _cite("turn", "hints"), "rolls"
        )
    from ludoteca.bonanza.advisor import best_hints  # the strategy table loads on the first such question

    sheet = _sheet(facts)
    hints = best_hints(Rules(), sheet, tuple(sorted(dice)), facts.rolls_left)
    best = hints[0].details
    rolls = texts("ludoteca.bonanza", lang)["rolls"][facts.rolls_left]
    if best["kind"] == "keep":
        keep = best["keep"]
        head = _say(lang, "options_keep", dice=_dice(dice), rolls=rolls, keep=_dice(tuple(keep)))
        if not keep:
            head = _say(lang, "options_reroll", dice=_dice(dice), rolls=rolls)
    elif facts.rolls_left == 0:
        head = _say(lang, "options_last", dice=_dice(dice), box=_box(best["box"], lang), points=best["points"])
    else:
        head = _say(
            lang, "options_record", dice=_dice(dice), rolls=rolls, box=_box(best["box"], lang), points=best["points"]
        )
    items = [f"{_option(h.details, lang)} {i18n.decimal(h.value, 1, lang)}" for h in hints]
    key = "options_list_sheet" if facts.sheet or facts.only else "options_list"
    text = f"{head} {_say(lang, key, list='; '.join(items))}"
    return Worked("options", "hints", text, _cite("turn", "hints"))


def _clock_out(facts: Facts, lang: str) -> Worked:
    """The turn clock run out with the dice given: the game records the choice the hints rank
    first for them (the advisor as the table runs it, no roll left), on the sheet described."""
    from ludoteca.bonanza.advisor import best_hints

    dice = tuple(sorted(facts.dice or ()))
    best = best_hints(Rules(), _sheet(facts), dice, 0)[0].details
    key = "clock_out_sheet" if facts.sheet or facts.only else "clock_out"
    text = _say(lang, key, dice=_dice(dice), box=_box(best["box"], lang), points=best.get("points", 0))
    return Worked("clock", "turn_clock", text, _cite("table", "hints"))


def _option(details: dict[str, Any], lang: str) -> str:
    if details["kind"] == "keep":
        keep = details["keep"]
        return _say(lang, "keep_item", keep=_dice(tuple(keep))) if keep else _say(lang, "reroll_item")
    if details["kind"] == "scratch":
        return _say(lang, "scratch_item", box=_box(details["box"], lang))
    return _say(lang, "record_item", box=_box(details["box"], lang), points=details["points"])


def named_topics(question: str, lang: str) -> tuple[str, ...]:
    """The topics a question's words name: the clock's (at a table, or none alone) for its time
    or a click after it ran out, the controls for a click, a key or a press, giving up's for a
    player giving up or leaving, the joker's for a further Bonanza; else the topic of the box it asks the
    value or the meaning of ("Was bekommt man für eine Große Straße?": the straights'), when it
    names boxes of one topic, gives no dice and says nothing that belongs to another topic (a
    joker, a bonus, scratching)."""
    text = " ".join(fold(question).replace("’", "'").split())
    clicked = re.search(CONTROLS[lang], text)
    if re.search(CLOCK_OUT[lang], text) or (re.search(CLOCK_WORDS[lang], text) and not clicked):
        return ("solo_clock", "solo") if re.search(ALONE[lang], text) else ("turn_clock",)
    if clicked:
        return ("controls",)
    if re.search(LEAVING.get(lang, GAVE_UP[lang]), text):
        return ("giving_up", "gave_up_rank")
    if "hints" in cued(text, lang):  # "do the hints count the joker?" asks about the hints
        return ("hints",)
    if re.search(SECOND_BONANZA[lang], text):
        return ("joker_bonus", "joker_place")
    facts = read(question, lang)
    named = {BOX_TOPIC[box] for box in facts.boxes}
    if facts.dice or len(named) != 1 or not re.search(VALUE[lang], text) or re.search(ELSEWHERE[lang], text):
        return () if facts.dice else cued(text, lang)
    return tuple(named)


def beyond_rules(question: str, lang: str) -> str | None:
    """ "strategy" for a question about how best to play in general, or asking which plan is
    better or worth it (which the rules leave to the player; the hints answer it for a given
    roll), "unruled" for one about the odds of a roll, the world beyond a table or the
    assistant's own taste (which the rules do not treat), else None."""
    text = " ".join(fold(question).split())
    if any(re.search(words[lang], text) for words in (UNRULED, WORLD, TASTE)) or off_the_rules(text, lang):
        return "unruled"
    planned = re.search(PREFERENCE[lang], text) and re.search(PLAN[lang], text)
    return "strategy" if (re.search(STRATEGY[lang], text) or planned) and not read(question, lang).dice else None
