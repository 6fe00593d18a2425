"""MAGDAGDON's rules assistant reads every fact a case gives: a power's change costs what the
difficulty's penalty says for that use (or the difficulty is asked back for), a staged die is
refused as the game refuses it, several power moves are costed together, and a number touching
only at a corner or a ruin beside the cell sets no limit on a placement; in four languages, with
typos."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.magdagdon.assistant import ask
from ludoteca.magdagdon.board import EMPTY
from ludoteca.magdagdon.rules import PENALTIES, Rules, most_placed, score
from tests.budgets import examples


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("survival: can I +1 my 3? what does it cost?", "70 points off at the end"),
        ("survivl, quero aumentar o 2, quanto custa?", "Menos 70 pontos no fim"),
        ("friedlich, schon zwei Kräfte benutzt: kostet es, die 5 zu verringern?", "Am Ende 40 Punkte weniger"),
        ("en paisible, combien coûte de diminuer un 4 ?", "10 points de moins à la fin"),
        ("peaceful, can I increase a 2", "Yes: INCREASE turns the 2 into a 3"),
    ],
)
def test_a_change_is_costed_at_the_difficulty_and_use_said(question, first):
    answer = ask(question)
    assert answer.situation == "power" and answer.text.startswith(first), answer.text


@settings(max_examples=examples(30), deadline=None)
@given(st.sampled_from(["peaceful", "survival"]), st.integers(0, 2), st.integers(2, 5))
def test_the_cost_of_a_change_is_the_penalty_of_its_use(level, before, value):
    question = f"{level}, I already used {before} powers. Can I +1 a {value}? What will it cost?"
    answer = ask(question)
    if before >= len(PENALTIES[level]):
        assert answer.text.startswith("No:") and "spent" in answer.text, answer.text
    else:
        assert answer.text.startswith(f"{PENALTIES[level][before]} points off at the end"), answer.text


def test_a_change_without_a_difficulty_asks_for_it():
    answer = ask("can I +1 a 5?")
    assert answer.text.startswith("Yes: INCREASE turns the 5 into a 6") and answer.missing == "difficulty"
    assert "70" in answer.text and "Which difficulty" in answer.text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("I staged a 4, can I +1 it to a 5 where it lies?", "No, not while it is staged: take the 4 back first"),
        ("preparei um 3, posso fazer -1 nele?", "Não, enquanto estiver preparado: primeiro retira o 3"),
        ("Eine 2 schon vorgemerkt, kann ich sie erhöhen?", "Nein, nicht solange er vorgemerkt ist"),
        ("j'ai posé un 5, je peux le baisser ?", "Non, pas tant qu'il est posé : reprends d'abord le 5"),
    ],
)
def test_a_staged_die_is_refused_as_the_game_refuses_it(question, first):
    answer = ask(question)
    assert answer.situation == "power" and answer.text.startswith(first), answer.text


def test_an_unused_die_is_no_staged_one_and_several_moves_are_costed_together():
    answer = ask("nightmare... no: survival. staged two dice, now +1 on the unused 3, cost?")
    assert answer.text.startswith("70 points off"), answer.text
    assert ask("friedlich, erst neu würfeln, dann -1 auf einen würfel: gesamtabzug?").text.startswith(
        "2 Kräfte in FRIEDLICH: am Ende 30 Punkte weniger"
    )


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("Can my 2 go left of a 3 when a 5 is diagonally above?", "Yes: a 2 may go next to a 3"),
        ("um 4 pode ficar ao lado de um 5 com um 1 na diagonal?", "Sim: um 4 pode ir ao lado de um 5"),
        ("darf eine 6 neben eine 5, schräg liegt eine 2?", "Ja: eine 6 darf neben eine 5"),
        ("mon 3 toucherait un 4 à droite et un 6 en diagonale, c'est bon ?", "Oui : un 3 peut aller à côté d'un 4"),
    ],
)
def test_a_number_at_a_corner_is_no_neighbour(question, first):
    answer = ask(question)
    assert answer.situation == "placement" and answer.text.startswith(first), answer.text
    assert answer.text.count("(") == 1  # the corner number is named as setting no limit


@settings(max_examples=examples(40), deadline=None)
@given(st.integers(1, 6), st.integers(1, 6), st.integers(1, 6))
def test_only_the_side_neighbour_decides(value, side, corner):
    answer = ask(f"Can I put a {value} next to a {side}, with a {corner} diagonally?")
    assert answer.text.startswith("Yes" if abs(value - side) <= 1 else "No"), answer.text


@pytest.mark.parametrize(
    ("question", "first", "aside"),
    [
        ("A ruin above, a 6 to the right. I have a 1.", "No: a 1 cannot go next to a 6", "A RUIN beside"),
        ("Tenho uma ruína em cima e um 2 à esquerda. Tenho um 3.", "Sim: um 3 pode ir ao lado de um 2", "Uma RUÍNA"),
        ("Links eine Ruine, rechts eine 4. Ich hab eine 5. Darf die da hin?", "Ja: eine 5 darf neben eine 4", "RUINE"),
        ("une ruine au-dessus et un 2 à gauche ; j'ai un 6.", "Non : un 6 ne peut pas aller à côté d'un 2", "RUINE"),
    ],
)
def test_a_ruin_beside_the_cell_sets_no_limit_and_the_die_held_is_the_value_asked(question, first, aside):
    answer = ask(question)
    assert answer.situation == "placement" and answer.text.startswith(first), answer.text
    assert aside in answer.text


@pytest.mark.parametrize(
    ("question", "first", "kind"),
    [
        ("first turn, nightmare, rolled 1 1 5 6: can I place 3?", "At most 2 of the 4", "magdagdon_roll"),
        (
            "primeira jogada no survival, tirei 2 3 5 6, quantos dados consigo pôr?",
            "No máximo 2 dos 4",
            "staging_order",
        ),
        ("albtraum, erster zug, gewürfelt 2 3 4 4. wie viele würfel krieg ich hin?", "Alle 4", "staging_order"),
        (
            "j'ai un 6 tout seul et j'ai lancé 1 2 2 3 en paisible, combien je peux en poser ?",
            "Aucun",
            "magdagdon_roll",
        ),
    ],
)
def test_a_roll_on_a_board_told_whole_is_placed_in_the_best_order(question, first, kind):
    answer = ask(question)
    assert answer.situation == "placed" and answer.text.startswith(first), answer.text
    assert answer.topic == kind


@settings(max_examples=examples(25), deadline=None)
@given(st.integers(1, 6), st.lists(st.integers(1, 6), min_size=4, max_size=4))
def test_the_dice_placed_around_a_lone_number_follow_the_engine(alone, rolled):
    codes = [EMPTY] * 16
    codes[5] = alone
    best = len(most_placed(codes, rolled))
    answer = ask(
        f"peaceful: a {alone} alone in the middle, I rolled {' '.join(map(str, rolled))}. How many can I place?"
    )
    assert answer.situation == "placed", answer.text
    opening = "All 4," if best == 4 else "None: no die of" if best == 0 else f"At most {best} of the 4,"
    assert answer.text.startswith(opening), answer.text


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("can I move a die before I confirm?", "take_back"),
        ("I confirmed already, can I take the 3 back?", "confirmed_final"),
        ("posso mudar de ideias depois de pôr o dado?", "take_back"),
        ("já confirmei a jogada, dá para tirar um dado?", "confirmed_final"),
        ("kann ich einen schon bestätigten würfel verschieben?", "confirmed_final"),
        ("noch nicht bestätigt: darf ich die 5 zurücknehmen?", "take_back"),
        ("une fois validé, je peux déplacer un dé ?", "confirmed_final"),
        ("je n'ai pas encore validé, je peux reprendre mon dé ?", "take_back"),
    ],
)
def test_moving_a_die_is_answered_by_whether_it_is_confirmed(question, want):
    answer = ask(question)
    assert answer.situation == "moved" and answer.topic == want, (answer.topic, answer.text)
    assert answer.text.split()[0].rstrip(":") in {"Yes", "No", "Sim", "Não", "Ja", "Nein", "Oui", "Non"}


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("survival, I already used my power and now I have a magdagdon. any choice?", "With no power to use"),
        ("em SURVIVAL já usei o meu poder e tenho um MAGDAGDON, e agora?", "Sem poder para usar"),
        ("peaceful, 1 empty cell left and none of my dice fits", "Then the roll is a MAGDAGDON"),
    ],
)
def test_a_magdagdon_said_with_its_difficulty_is_worked_out_without_dice(question, first):
    answer = ask(question)
    assert answer.situation == "magdagdon" and answer.text.startswith(first), answer.text


def test_the_last_empty_cell_ruined_ends_the_game():
    assert "last empty cell" in ask("peaceful, 1 empty cell left and none of my dice fits").text
    assert "last empty cell" not in ask("peaceful, 3 empty cells left and none of my dice fits").text


@pytest.mark.parametrize(
    "question",
    [
        "staged a 4 first and now my 6 has nowhere to go, magdagdon?",
        "preparei mal e agora o 6 não cabe, é magdagdon?",
        "ich hab die 2 vorgemerkt und jetzt passt die 4 nicht mehr. magdagdon?",
        "j'ai posé mon 1 trop vite et le 4 ne rentre pas, c'est un magdagdon ?",
    ],
)
def test_bad_staging_is_no_magdagdon(question):
    answer = ask(question)
    assert answer.topic == "staging_order" and answer.text.split()[0].rstrip(",") in {"No", "Não", "Nein", "Non"}


def test_a_power_asked_by_its_place_is_costed_alone_or_with_those_before_it():
    assert ask("peaceful: what does the third power cost?").text.startswith("40 points")
    assert ask("peaceful, third power, how much in total?").text.startswith("70 points off at the end in all")
    assert ask("No PEACEFUL já usei duas Powers; a terceira, quanto perco ao todo?").text.startswith("Menos 70")
    assert ask("paisible, deuxième tour, troisième pouvoir : ça coûte combien ?").text.startswith("40 points")


@settings(max_examples=examples(40), deadline=None)
@given(
    st.lists(st.lists(st.sampled_from([1, 2, 3, 4, 5, 6, "R"]), min_size=4, max_size=4), min_size=4, max_size=4),
    st.sampled_from(["peaceful", "survival", "nightmare"]),
    st.integers(0, 3),
)
def test_a_whole_board_is_scored_by_the_engine(rows, level, used):
    used = min(used, len(PENALTIES[level]))
    told = " / ".join("-".join("ruin" if c == "R" else str(c) for c in row) for row in rows)
    answer = ask(f"{level}, {used} powers used, final board {told}. What is my final score?")
    want = score(rows, level, used).total
    assert answer.situation == "final" and answer.text.startswith(f"{want}:"), answer.text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("Endstand? friedlich, 2 kräfte, brett 1-2-3-4, 2-2-3-3, 3-3-3-3, 4-4-4-4", "306: Zeilen 48"),
        ("plateau fini en cauchemar : 6-6-6-6 / 5-5-5-5 / 1-2-3-4 / 2-2-2-2, score final ?", "304 : lignes 62"),
    ],
)
def test_a_whole_board_names_each_bonus_in_its_language(question, first):
    answer = ask(question)
    assert answer.text.startswith(first), answer.text


def test_a_whole_board_with_powers_and_no_difficulty_asks_for_it():
    answer = ask("my final board: 1 2 3 4 / 2 r 3 4 / 3 3 3 4 / 4 4 4 4, used one power. total score?")
    assert answer.missing == "difficulty" and "281" in answer.text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("nightmare: I staged two dice, can I confirm?", "Not yet: NIGHTMARE needs 3 staged and you have 2"),
        ("preparei um 4 e um 5 no survival, já posso confirmar?", "Sim: 2 preparados chegam ao mínimo do SURVIVAL"),
        ("albtraum: 3 würfel vorgemerkt, darf ich bestätigen?", "Ja: 3 vorgemerkte erreichen das Minimum"),
        ("j'ai posé un 6 et un 5, je peux valider ?", "Avec 2 dés posés tu peux valider en PAISIBLE et SURVIE"),
    ],
)
def test_confirming_is_allowed_once_the_dice_staged_reach_the_minimum(question, first):
    answer = ask(question)
    assert answer.situation == "confirm" and answer.text.startswith(first), answer.text


@settings(max_examples=examples(30), deadline=None)
@given(st.sampled_from(["peaceful", "survival", "nightmare"]), st.integers(1, 4), st.integers(1, 16))
def test_the_dice_staged_are_weighed_against_the_games_minimum(level, staged, empty):
    need = min(Rules(level).minimum, empty)
    answer = ask(f"{level}, {empty} empty cells, I staged {staged} dice. Can I confirm?")
    assert answer.text.startswith("Yes" if staged >= need else "Not yet"), answer.text


@pytest.mark.parametrize(
    "question",
    [
        "Can I confirm with only one die staged?",
        "posei um dado só, posso confirmar?",
        "j'ai posé un seul dé, je peux valider ?",
    ],
)
def test_one_die_staged_is_below_every_minimum(question):
    answer = ask(question)
    assert answer.situation == "confirm" and answer.text.split()[0].rstrip(":") in {"Not", "Ainda", "Pas"}, answer.text


def test_plain_questions_are_left_to_the_topics():
    assert ask("how do I move on to the next turn?").situation is None
    assert ask("what happens when I confirm?").situation is None
    assert ask("Was passiert beim Bestätigen?").situation is None
    assert ask("what's a magdagdon").situation is None
    assert ask("I rolled 2 3 4 5 on the first turn, what can I do?").text.startswith("All 4, in a good order")


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("Can I save a magdagdon with a power in nightmare?", "With no power to use"),
        ("Kann ich ein MAGDAGDON in ALBTRAUM retten?", "Ohne Kraft zum Einsetzen"),
        ("peaceful: can I save a magdagdon?", "You may save it with a Majda Power (the next costs 10"),
        (
            "en survie, je peux sauver un magdagdon ?",
            "Tu peux le sauver avec un pouvoir de Majda (le prochain coûte 70",
        ),
    ],
)
def test_saving_a_magdagdon_is_answered_at_the_difficulty_said(question, first):
    answer = ask(question)
    assert answer.situation == "magdagdon" and answer.text.startswith(first), answer.text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "survival, 2 cells left: one takes only 4, the other only 1 or 2. I rolled 4 1 6 6, magdagdon?",
            "No MAGDAGDON: 2 of",
        ),
        ("nightmare, 2 empty cells apart: one only accepts a 6, the other a 1. rolled 2 3 4 5", "Yes, a MAGDAGDON: of"),
        (
            "pesadelo, 2 casas: uma só aceita 6, a outra só um 1. tirei 6 6 2 2",
            "Sim, um MAGDAGDON: de 6, 6, 2 e 2, no máximo 1",
        ),
        ("albtraum, 2 leere felder: eins nimmt nur 3, das andere nur 6. gewürfelt 3 6 1 1", "Kein MAGDAGDON: 2 von"),
        (
            "paisible, 2 cases vides : l'une n'accepte que 5, l'autre que 2. j'ai lancé 5 5 5 5",
            "Oui, un MAGDAGDON : sur",
        ),
    ],
)
def test_cells_told_by_the_values_they_take_are_filled_one_die_each(question, first):
    answer = ask(question)
    assert answer.situation == "magdagdon" and answer.text.startswith(first), answer.text


def test_cells_that_touch_or_are_told_in_part_are_not_guessed():
    """Not guessed: either the topics' "not sure", or the case said unread with the board asked for."""
    touching = ask("nightmare, 2 empty cells next to each other. one only takes 2, other only takes 3. rolled 2 3 4 6")
    assert touching.situation in {None, "unread"}
    assert ask("survival, 3 cells left, one only takes a 4. rolled 1 1 1 1").situation in {None, "unread"}


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("peacefull, i allready used 2 powers, wat does a reroll cost me now?", "40 points off at the end"),
        ("peaceful, I used 3 powers, can I still reroll?", "No: PEACEFUL gives 3 power uses and 3 are spent"),
        ("no survival gastei o meu poder, posso ainda relançar?", "Não: o SURVIVAL dá 1 usos de poder e já gastaste 1"),
        ("friedlich, schon zwei kräfte benutzt: darf ich noch neu würfeln?", "Ja: FRIEDLICH gibt 3 Nutzungen, und 2"),
        ("en survie, j'ai déjà utilisé mon pouvoir : puis-je encore faire +1 ?", "Non : SURVIE donne 1 usages"),
    ],
)
def test_the_power_after_those_used_is_left_or_costed(question, first):
    answer = ask(question)
    assert answer.situation == "penalty" and answer.text.startswith(first), answer.text


def test_a_staged_die_is_refused_with_a_pronoun_after_the_verb():
    answer = ask("o 5 está preparado, posso diminuí-lo?")
    assert answer.text.startswith("Não, enquanto estiver preparado"), answer.text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("tirei 2 5 5 6, o 5 pode ir ao lado do 6?", "Sim: um 5 pode ir ao lado de um 6"),
        ("I rolled 1 2 4 6, can the 4 go next to my 3?", "Yes: a 4 may go next to a 3"),
        ("gewürfelt 1 1 5 6: darf die 6 neben eine 3?", "Nein: eine 6 darf nicht neben eine 3"),
        ("j'ai lancé 2 2 3 6, le 3 peut aller à côté d'un 4 ?", "Oui : un 3 peut aller à côté d'un 4"),
    ],
)
def test_the_dice_of_a_roll_are_no_neighbours(question, first):
    answer = ask(question)
    assert answer.situation == "placement" and answer.text.startswith(first), answer.text
