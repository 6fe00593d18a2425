"""What a Bonanza question may ask that its rules do not treat at all, beyond odds and world
records: playing off the screen (real dice, paper, a kitchen table), a game with another number
of dice, why the game was made so or which rule is more usual elsewhere, how often something
comes on average, the screen's settings (sounds, colours, hiding the hints), the device, the
network or a league beyond one table, where the name comes from, playing in teams, keeping a
game to go on with another day, taking back a box once recorded, how many minutes a game takes,
other versions of the rules, and talk to the assistant itself ("do you want to play
with me?"). Each is a pattern of folded words per language; the assistant then says plainly
that the rules do not cover it.

>>> off_the_rules("kann man bonanza auch mit richtigen wurfeln am kuchentisch spielen?", "de")
True
>>> off_the_rules("tu veux jouer avec moi ?", "fr")
True
>>> off_the_rules("how many dice do i roll?", "en")
False
"""

from __future__ import annotations

import re

__all__ = ["BEYOND", "off_the_rules"]

#: Six or more dice (or fewer than five) in a game: a variant the rules never name.
_OTHER_DICE = {
    "en": r"\b(?:six|seven|eight|ten|6|7|8|10|three|four|3|4) dice (?:variant|version|game|mode)\b"
    r"|\b(?:play|game|variant|version|mode) (?:with|using) (?:six|seven|eight|ten|6|7|8|10) dice\b",
    "pt": r"\b(?:com|de) (?:seis|sete|oito|dez|6|7|8|10) dados\b",
    "de": r"\bmit (?:sechs|sieben|acht|zehn|6|7|8|10) w(?:u|ue)rfeln\b",
    "fr": r"\b(?:avec|a) (?:six|sept|huit|dix|6|7|8|10) des\b",
}
#: Playing away from the screen: real dice, on paper, at a kitchen table.
_OFF_SCREEN = {
    "en": r"\b(?:real|physical|actual|wooden|plastic) dice\b|\bon paper\b|\bpaper (?:sheet|pad|version)\b"
    r"|\bkitchen table\b|\bboard ?game version\b|\bprint\w* (?:the |a )?(?:sheet|scorecard|score sheet)\b",
    "pt": r"\bdados (?:reais|de verdade|fisicos|a serio|de madeira|de plastico)\b|\bem papel\b"
    r"|\bmesa da cozinha\b|\bimprimir (?:a |uma )?folha\b",
    "de": r"\b(?:richtige\w*|echte\w*|physische\w*|holz) ?w(?:u|ue)rfel\w*"
    r"|\bauf papier\b|\bkuchentisch\b|\bzettel (?:aus|ausdrucken)\b|\bausdruck\w*",
    "fr": r"\b(?:vrais|veritables|physiques|de vrais) des\b|\bsur papier\b|\ben papier\b|\btable de (?:la )?cuisine\b"
    r"|\bimprimer (?:la |une )?feuille\b",
}
#: Why the game was made as it is, or which rule is more usual elsewhere.
_DESIGN = {
    "en": r"\bwhy (?:did|does|do) (?:bonanza|the game|the designers?|they|you) (?:go with|choose|chose|pick|use|decide)"
    r"|\bmore (?:common|usual|popular)\b|\bmost (?:common|popular|usual)\b|\bwho (?:invented|designed|made)\b",
    "pt": r"\bporque (?:e que )?(?:o bonanza|o jogo|escolheram|escolheu)\b|\bmais (?:comum|habitual|popular|usual)\b"
    r"|\bquem (?:inventou|criou|fez) o jogo\b",
    "de": r"\bwarum (?:hat|haben|nimmt|verwendet|nutzt) (?:bonanza|das spiel|man|ihr)\b"
    r"|\b(?:haufiger|verbreiteter|ublicher|gebrauchlicher|beliebter)\b|\bwer hat (?:das spiel|bonanza) erfunden\b",
    "fr": r"\bpourquoi (?:bonanza|le jeu|on|ils) (?:a|ont) (?:choisi|pris|garde)\b|\bplus (?:courant|repandu|frequent"
    r"|populaire|habituel)e?s?\b|\bqui a (?:invente|cree) (?:le jeu|bonanza)\b",
}
#: Talk to the assistant itself: an invitation, a question about it.
_CHAT = {
    "en": r"\b(?:do|would|will|can) (?:you|u) (?:want to |wanna |like to )?play (?:with|against) me\b"
    r"|\bplay with me\b|\bare you (?:a bot|human|real)\b|\bwho are you\b",
    "pt": r"\b(?:queres|quer|voce quer|vamos) jogar (?:comigo|contra mim|juntos)\b|\bjoga comigo\b|\bquem es tu\b"
    r"|\bes um (?:robo|bot)\b",
    "de": r"\b(?:willst|magst|mochtest|spielst) du (?:mit mir|gegen mich)\b|\bspiel mit mir\b|\bwer bist du\b"
    r"|\bbist du ein (?:bot|mensch)\b",
    "fr": r"\btu (?:veux|voudrais|veut) jouer (?:avec|contre) moi\b|\bjoue avec moi\b|\bqui es-tu\b|\bqui es tu\b"
    r"|\btu es un (?:robot|bot)\b",
}
#: How often something comes on average: odds, which no rule gives.
_ON_AVERAGE = {
    "en": r"\b(?:on average|average)\b.*\bhow often\b|\bhow often\b.*\b(?:on average|average)\b",
    "pt": r"\b(?:em media|media)\b.*\bquantas vezes\b|\bquantas vezes\b.*\b(?:em media|media)\b",
    "de": r"\bim (?:schnitt|durchschnitt)\b.*\bwie ?oft\b|\bwie ?oft\b.*\bim (?:schnitt|durchschnitt)\b",
    "fr": r"\ben moyenne\b.*\bcombien de fois\b|\bcombien de fois\b.*\ben moyenne\b",
}
#: The screen's own settings (sounds, colours, animations) or hiding the hints: no rule sets them.
_SETTINGS = {
    "en": r"\b(?:sounds?|music|animations?|colou?rs?|themes?|dark mode|font)\b"
    r"|\b(?:switch|turn) off\b.*\bhints?\b|\b(?:hide|disable|deactivate)\b.*\bhints?\b",
    "pt": r"\b(?:som|sons|musica|animac(?:ao|oes)|cor|cores|tema|modo escuro)\b"
    r"|\b(?:desligar|desativar|esconder|ocultar|tirar)\b.*\bdicas?\b",
    "de": r"\b(?:tone|sound|musik|animation\w*|farbe\w*|dunkelmodus)\b"
    r"|\b(?:ausblend\w*|abschalt\w*|ausschalt\w*|deaktivier\w*|versteck\w*)\b.*\btipps?\b"
    r"|\btipps?\b.*\b(?:ausblend\w*|abschalt\w*|ausschalt\w*|deaktivier\w*|ausstellen|abstellen)\b",
    "fr": r"\b(?:le son|du son|les sons|effets sonores|musique|animations?|couleurs?|theme|mode sombre)\b"
    r"|\b(?:desactiv\w*|masquer|cacher|enlever|couper)\b.*\bconseils?\b",
}
#: The device, the network or a league beyond one table: things no rule of the game treats (an
#: online table is a table: its rules are the game's).
_PLATFORM = {
    "en": r"\b(?:offline|internet|wi-?fi|app|phone|tablet|browser|league|leaderboard|tournaments?)\b",
    "pt": r"\b(?:offline|internet|wi-?fi|app|aplicac(?:ao|oes)|telemovel|celular|tablet|liga|torneios?|ranking)\b",
    "de": r"\b(?:offline|internet|wlan|app|handy|tablet|browser|liga|rangliste|turnier\w*)\b",
    "fr": r"\b(?:hors ligne|internet|wi-?fi|appli|application|telephone|portable|tablette|ligue|tournois?)\b"
    r"|\bclassement (?:general|mondial)\b",
}
#: Where the game's name comes from: the rules never tell it.
_NAME = {
    "en": r"\b(?:where|how) (?:does|did) (?:the|its) name\b|\bname (?:come|came) from\b|\borigin of the (?:name|game)\b"
    r"|\bwhy is it (?:called|named)\b|\bwhat does (?:the name|bonanza) mean\b",
    "pt": r"\b(?:de onde|donde) (?:vem|veio) o nome\b|\borigem do (?:nome|jogo)\b|\bporque (?:e que )?se chama\b"
    r"|\bpor que se chama\b|\bo que (?:significa|quer dizer) (?:o nome|bonanza)\b",
    "de": r"\bwoher (?:kommt|stammt) (?:eigentlich )?der name\b|\bherkunft des (?:namens|spiels)\b"
    r"|\bwarum hei(?:ss|s)t (?:es|das spiel)\b|\bwas bedeutet (?:der name|bonanza)\b",
    "fr": r"\bd'ou vient (?:le nom|ce nom)\b|\borigine du (?:nom|jeu)\b|\bpourquoi (?:ca|le jeu) s'appelle\b"
    r"|\bque (?:veut dire|signifie) (?:le nom|bonanza)\b",
}
#: Playing in teams or pairs sharing a sheet: the rules know only a player, alone or at a table.
_TEAMS = {
    "en": r"\b(?:in|as) (?:teams?|pairs|partners)\b|\bteam (?:play|game|mode)\b"
    r"|\bshar\w* (?:a|one|the) (?:sheet|scorecard)\b",
    "pt": r"\b(?:em|por) (?:equipas?|equipes?|duplas|pares)\b|\bpartilh\w* (?:a|uma) folha\b"
    r"|\bcompartilh\w* (?:a|uma) folha\b",
    "de": r"\b(?:in|als) (?:teams?|mannschaften|paaren|zweierteams?)\b|\bteamspiel\b"
    r"|\bgemeinsame[nm]? (?:zettel|block)\b"
    r"|\b(?:einen|ein) (?:zettel|block|punktezettel) (?:teilen|gemeinsam)\b",
    "fr": r"\b(?:en|par) (?:equipes?|binomes|duos)\b|\bpartag\w* (?:la|une) (?:feuille|fiche)\b",
}
#: Stopping a game and going on with it another day: no rule says a game is kept.
_LATER = {
    "en": r"\b(?:save|pause|store)\b (?:the |my |a |this |our )?(?:game|match|progress)\b"
    r"|\bresume (?:a|the|my|our) game\b|\b(?:continue|finish) (?:the|my|our) game (?:tomorrow|another day)\b",
    "pt": r"\b(?:gravar|guardar|salvar|pausar)\b (?:o |a |um |uma |este |esta )?(?:jogo|partida)\b"
    r"|\b(?:continuar|acabar|retomar) (?:o jogo|a partida) (?:amanha|noutro dia|outro dia)\b",
    "de": r"\b(?:speicher\w*|pausier\w*)\b|\b(?:morgen|spater|ein andermal) weiter(?:spielen|machen)\b",
    "fr": r"\b(?:sauvegard\w*|enregistrer|mettre en pause)\b (?:la |une |ma |cette )?partie\b"
    r"|\breprendre (?:la|ma|une) partie\b",
}
#: Taking back a box once recorded: no rule offers it.
_UNDO = {
    "en": r"\bundo\b|\btake back (?:a|my|the) (?:box|score|record\w*|move)\b|\bun-?record\b"
    r"|\bcancel (?:a|my|the) (?:box|move|record\w*)\b",
    "pt": r"\bdesfaz\w*|\banular (?:a|o) (?:jogada|registo|registro)\b|\bvoltar atras\b",
    "de": r"\bruckgangig\b|\bzurucknehm\w*|\bzuruck ?nehmen\b",
    "fr": r"\bannul\w* (?:mon|ma|le|la|un|une) (?:dernier |derniere )?(?:coup|case|tour|choix)\b"
    r"|\brevenir en arriere\b",
}
#: How long a whole game takes in time (minutes, hours): the rules count turns, never minutes.
_GAME_TIME = {
    "en": r"\b(?:game|match)\b.*\b(?:minutes|hours)\b|\b(?:minutes|hours)\b.*\b(?:game|match)\b",
    "pt": r"\b(?:jogo|partida)\b.*\b(?:minutos|horas)\b|\b(?:minutos|horas)\b.*\b(?:jogo|partida)\b",
    "de": r"\b(?:spiel\w*|partie)\b.*\b(?:minuten|stunden)\b|\b(?:minuten|stunden)\b.*\b(?:spiel\w*|partie)\b",
    "fr": r"\b(?:partie|jeu)\b.*\b(?:minutes|heures)\b|\b(?:minutes|heures)\b.*\b(?:partie|jeu)\b",
}
#: Other versions of the rules (house rules, a variant), beyond the two the solver is checked on.
_VARIANTS = {
    "en": r"^(?!.*\b(?:solver|figures?|verhoeff|glenn)\b).*\b(?:variants?|house rules?)\b",
    "pt": r"^(?!.*\b(?:solver|numeros|verhoeff|glenn)\b).*\b(?:variantes?|regras da casa)\b",
    "de": r"^(?!.*\b(?:solver|loser|zahlen|verhoeff|glenn)\b).*\b(?:variante\w*|hausregel\w*)\b",
    "fr": r"^(?!.*\b(?:solveur|solver|chiffres|verhoeff|glenn)\b).*\b(?:variantes?|regles? maison)\b",
}
#: Every kind of question beyond the rules, per language.
BEYOND = {
    lang: "|".join(
        kind[lang]
        for kind in (
            _OTHER_DICE,
            _OFF_SCREEN,
            _DESIGN,
            _CHAT,
            _ON_AVERAGE,
            _SETTINGS,
            _PLATFORM,
            _NAME,
            _TEAMS,
            _LATER,
            _UNDO,
            _GAME_TIME,
            _VARIANTS,
        )
    )
    for lang in _CHAT
}


def off_the_rules(text: str, lang: str) -> bool:
    """Whether ``text`` (a question, folded) asks one of the things of :data:`BEYOND`."""
    return re.search(BEYOND[lang], text) is not None
