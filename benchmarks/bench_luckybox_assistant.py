"""How well and how fast the Lucky Box rules assistant answers.

Held out: tests/luckybox/heldout.json, questions in en, pt, de and fr written from the shipped
rules (docs/rules/luckybox.md) by someone who has not seen the topics, labelled with the
sections that answer them, never used to tune the topics or the matcher (only their totals are
printed). An answer is *right first* when it cites one of those sections (or, for a question the
rules do not answer, when it says "not sure"), *confidently wrong* when it answers from other
sections, *not sure* when it says so ("did you mean ...?"), which is never counted wrong.

Tuning sets (their misses listed with -v, each with its kind): tests/luckybox/tuning.json
(section-labelled, in thirty parts) and paraphrases.json (topic-labelled, and unknown questions).
Since issue 17x the assistant also compares a question with all of them (the nearest labelled
questions), so its figures on them are no measure; the test of the tuning questions asks each
written-apart part with its own questions left out. Also the median time of one answer.

--train writes what the assistant ships of the labelled questions (assistant/neighbours.npz: each
one's language, part, sections and features; labelled.json until round 12) and fits the
sureness model (COEF and SURE of ludoteca.luckybox.assistant, a logistic regression on a few
features of the ranking and of the nearest questions, printed to copy in) on the questions
written apart from the topics, each seeing as neighbours no question of its own part. --cv
measures that on writers never seen: it leaves each written-apart part out in turn, fits
everything on the rest as --train does (the left-out part is never a neighbour), counts on the
part left out and pools the counts; SURE is chosen on the fitted questions for each of TARGETS.
MARGIN stays fixed. (Until 17x, --cv left out each language and each part, written apart or
not, and issue 17w's fitted questions took the learned chance from models that had seen the part
counted.)

Figures when written (issue 17u). Before: tuning.json's first three parts 93% right first, 3%
confidently wrong, 4% not sure; its fourth part (the first held-out set written apart, 112
questions) measured once at 82% / 9% / 9% before joining. Designed with the fourth part held
back (per-language synonyms for the core nouns and verbs; the model): leave-one-phrase-out on
the topics' own example questions 75.7% -> 77.3% top topic right; chosen on the rest for at most
1% confidently wrong, the fourth part, counted once, gave 69% / 4.5% / 27% (for 2%: 76% / 6% /
18%; the matcher alone 82% / 10% / 8%): on fresh questions the model halves the confident wrong
answers at a cost of right ones, and the aim (>= 90%, <= 2%) is not met. 8 of its 20 misses
asked about sections no topic answered (what the table shows, the end of a round); those and
the end of the game got topics, and a typo now needs a closer spelling in words under 6
letters ("rund" had matched "erfund"; leave-one-phrase-out 74.5% -> 74.8%). Shipped, fitted on
all parts with TARGET 2% (the strictest that keeps the held-out floors): cross-validated by part
(590 questions) 88.5% / 2.5% / 9%, by language 87.5% / 2.5% / 10%, the fourth part left out
(its new topics kept) 82% / 4.5% / 13%; on tuning.json itself 88% / 2% / 10%. Median answer
about 9 ms (7-15 ms on 2 busy cores).

The held-out set then (120 questions, mostly concrete game situations, written by a third person
from the rules alone), measured once with that shipped state: 68% right first, 9% confidently
wrong, 23% not sure; the state before the sureness model gave 68% / 20% / 12% on it.

Issue 17v made that set tuning.json's fifth part. Its misses were looked at, so the
fold that leaves it out is no longer a clean measure either. Changes: every section of the
rules told in each language (assistant/sections.json, written from the rules) and scored with
BM25 over the same stems and typo-tolerant matching (assistant_sections.py); a topic's score is
(examples + 0.3 x its sections' share of the best section) / 1.3, which took the top topic's
hit rate (sureness aside) from 77% to 89% on the fifth part, 90% to 93% on the fourth, 92% to
94% over all; more example phrasings in the style of concrete situations were tried and
dropped (they lowered it: 94% -> 93%, the fifth 89% -> 88%). Also a topic for what is in the
box, the solo topic citing the box, "Zettel"/"Bogen" for grid, other games matched by whole
name ("Mau-Mau"). Sureness: MARGIN fixed at 0.03 (choosing it too was noisy), the model gains
two features (do the sections agree, how well the best section covers the question), and SURE
is chosen for at most 1.5% confidently wrong on the fitted questions (TARGETS gained 1.5%; at
2% cross-validation gave 2.1-2.4%). Figures (710 questions with paraphrases.json):

    cross-validated            before (17u, TARGET 2%)   after (TARGET 1.5%)
    by part                    78.5 / 3.0 / 18.6         78.3 / 1.5 / 20.1
    by language                79.2 / 2.1 / 18.7         77.9 / 1.5 / 20.6
    fourth part left out       70.5 / 2.7 / 26.8         77.7 / 1.8 / 20.5
    fifth part left out        67.5 / 9.2 / 23.3         70.0 / 2.5 / 27.5
    (right first / confidently wrong / not sure, %; "before" re-run with the fifth part in)

At the same target the change gains right answers: at 1% the state before gave 63.4 / 1.7 / 34.9
by part, after 68.5 / 1.4 / 30.1. Shipped (fitted on every part): on the fitted questions 80% /
1.4% / 18.6%; tuning.json 81% / 1.4% / 18%. The aim (>= 90% right first, <= 2% confidently
wrong) is not met: the top topic is right for about 9 tuning questions in 10, and the sureness
model cannot tell which one is the tenth well enough to answer the nine. Median answer about 8
ms on a quiet machine (about the same as before; 25-30 ms when the 2 cores are busy).

The next held-out set (128 questions, 32 a language, written in two batches by two people given
only the rules; short questions typed at the table, and careful ones about precise situations),
measured once with 17v's shipped state: 62.5% right first, 2.3% confidently wrong, 35% not sure
(3 wrong answers in 128). The state before 17v gave 58% / 7% / 35% on it: fresh questions find
far fewer topics than the tuning figures promise, and the sureness model turns the rest into
"not sure" rather than wrong answers. It is now tuning.json's sixth part.

Issue 17w tried a learned classifier (a multinomial logistic regression over stems and character
4-grams, trained on every labelled question, the topics' phrasings and the passages; its chance
for the best topic's sections as one more input of the sureness model). Cross-validated with the
written-apart parts left out it cut confidently wrong answers from 2.2% to 1.4% at the same
right first (67%). On the held-out set now (heldout.json: 128 questions written apart in two
batches: a child, a parent settling a dispute, a player mid-game; an experienced player's edge
cases, a teacher preparing a lesson), measured once each: the shipped state 68.8% right first,
3.9% confidently wrong, 27% not sure; with the classifier 64% / 2.3% / 34%. Two fewer wrong
answers for six fewer right ones and 358 KB of weights: not shipped.

Issue 17x (round 5): tuning.json gained four written-apart parts, seventh-w1 to -w4 (960
questions from four writers given only the rules: newcomers and children, mid-game situations
and disputes, edge cases and teachers, search-box queries). Every candidate was measured the
same way, and only so: leave one written-apart part out (fourth, fifth, sixth, seventh-w1..w4;
1320 questions), fit everything learned on the other parts (classifier weights, sureness model,
SURE; the fitted questions' learned inputs themselves from models without their own part, nested),
count on the part left out, pool. Figures at the SURE target that keeps the pool to 2% at most:

    pooled over the 7 written-apart parts          right first / confidently wrong / not sure
    round 3, shipped until now (refitted as then)  59.0 / 2.0 / 39.0
    (a) 17w's classifier, retrained, 12th feature  72.0 / 1.9 / 26.1
    (b) nearest labelled questions                 77.3 / 1.7 / 21.1   (shipped; 79.0 / 2.1 at 2%)
    (c) (b) and (a) together                       79.2 / 1.9 / 18.9

(b): every labelled question (tuning.json, paraphrases.json: about 1800) is an example of the
sections that answer it (assistant_neighbours.py): a question's stems and character 4-grams,
weighed by rarity, compared by cosine with each; its 10 nearest vouch for the topics citing
their sections (the nearest's similarity), which counts 0.3 next to a topic's score (over 1.3);
the sureness model gains three features: how near the nearest backing the best topic is, its
lead over the nearest that does not, and the backing share of the 10. The ranking alone took
the top topic's hit rate on answerable written-apart questions from 88% to 92%; the three
features without it gave 74.4 / 1.7. The sureness model is fitted on the written-apart questions
only (fitted on all, as before, 76.7 / 2.0 with the same ranking); TARGET 1.75%. Per part: fourth
88 / 1.8, fifth 76 / 2.5, sixth 71 / 1.6, w1 74 / 0.8, w2 76 / 2.1, w3 78 / 2.5, w4 80 / 0.8
(right first / confidently wrong, %). (a) and (c) were measured by a one-off script doing the
same (with 17w's trainer); (c) gains 2 points of right first over (b) for about 360 KB of
weights, a gradient-descent trainer and 28 trainings per --cv run: the simpler (b) is shipped.
The aim (>= 90% right first) is still not met: the top topic is right for 92% of fresh
answerable questions, and telling which are the other 8% costs a fifth of the answers. Shipped:
labelled.json 152 KB; median answer 10.1 ms with the 2 cores at load 2-3 (round 3: 8.7 ms), the
first one 0.84 s (0.69 s: the indexes are built then).

Then the held-out set of the time (the fifth written apart) joined tuning.json as its eighth
part, and a sixth set, written apart by two more people given only the rules, became
heldout.json. On it, counted once each: the state before 17x 65.6% right first, 5.5%
confidently wrong, 28.9% not sure; 17x as above 82.8% / 3.1% / 14.1%; re-trained with the eighth
part (shipped) 81.2% / 2.3% / 16.4%. --cv with the eighth part (1448 questions): 77.8% / 1.9% /
20.3%.

Issue 17y (round 6, more of the same data): four more writers given only the rules (960
questions: solo and arena players, people writing in a language not their first, players of
the notebook version asking about the screen, long stories and two questions in one) and the
sixth set joined as tenth-w5..w8 and ninth; a seventh set became heldout.json. --cv over the 13
written-apart parts (2536 questions) at each target, right first / confidently wrong:
2.5% 84.4 / 2.5, 2% 82.3 / 1.9, 1.75% 80.5 / 1.8, 1.5% 78.9 / 1.6; as the pool at 2% now stays
within 2%, TARGET is 2% (SURE 0.82). The seventh set, counted once with 17x's state and once
with this one: 81.2% / 1.6% / 17.2%, then 85.2% / 1.6% / 13.3%. The hardest writer is still the
one asking about the screen (70% right first when left out).

Issue 17z (round 7, more of the same): six more writers given only the rules (1440 questions:
why a rule works as it does, 2-6 word questions, what the digital table shows, final scores
with numbers, a first game's setup, bonuses) and the seventh set joined as twelfth-w9..w14 and
eleventh; an eighth set became heldout.json. --cv over the 20 written-apart parts (4104
questions), right first / confidently wrong / not sure: at 2% 88.0 / 2.0 / 10.0, at 1.75%
87.3 / 1.7 / 11.0, at 1.5% 86.1 / 1.5 / 12.4; with the pool at 2% on the very edge, TARGET is
1.75%. Vague questions ("como funciona isso?" took the lightning answer) joined
paraphrases.json's unknown ones, 8 a language; then --cv: 2% 87.7 / 1.9 / 10.3, 1.75% 87.0 /
1.7 / 11.3 (shipped, SURE 0.75), 1.5% 86.0 / 1.5 / 12.5. The eighth set, counted with 17y's
state, with 17z's at SURE 0.71 (the 2% target), at 0.75, and as shipped: 86.7% / 3.9% / 9.4%,
91.4% / 3.9% / 4.7%, 91.4% / 2.3% / 6.2%, 92.2% / 2.3% / 5.5%. Each round of writers so far
has raised right first on the next fresh set (65.6% -> 81.2% -> 85.2% -> 92.2%): the matcher
learns new phrasings from examples, not from the rules. labelled.json is 398 KB; the first
answer builds the indexes (about 1 s), later ones take about 9 ms.

Round 8 (the same again): six more writers given only the rules (1440 questions: explaining to
children, messages the digital table showed, two situations compared, chat with slang and
emoji, a belief to confirm, what carries over between rounds) and the eighth set joined as
fourteenth-w15..w20 and thirteenth; a ninth set became heldout.json. TARGET stays 1.75%
(SURE 0.74). The ninth set, counted with round 7's state and as shipped: 89.8% / 3.1% / 7.0%,
then 90.6% / 2.3% / 7.0%. The written-apart parts asked with their own questions left out
(SURE fitted on all): 5672 questions, 88.1% / 1.7% / 10.2%. labelled.json is 548 KB.

Round 9 (no new questions; the topics and the sureness). Each topic's answer opens with what
fits every example question of its own (a test checks that only a topic whose examples are all
closed questions opens with a yes or a no); the Number bonus topic was split (lightning: No;
using it; another grid: Yes), the rank got its own topic, the grid deck running out one, and
completed grids and rounds say when they score and how many numbers are revealed. The topics'
example questions joined the labelled ones as neighbours for the sureness model only (the
ranking already weighs them), and MARGIN went from 0.03 to 0.01: with the features of each
written-apart question computed once (its own part left out of the neighbours) and the model
and SURE refitted leaving each part out, at TARGET 1.75% margin 0.03, 0.02, 0.01 and 0 gave
87.9 / 1.78 / 10.3, 88.3 / 1.75 / 9.9, 88.7 / 1.76 / 9.5 and 89.1 / 1.80 / 9.1 (right first /
confidently wrong / not sure, %); 0.01 keeps a floor against dead heats. The written-apart
parts asked with their own questions left out (SURE fitted on all): 89.4% / 1.66% / 8.9%
before, 90.0% / 1.67% / 8.4% after. The held-out set (the ninth), counted once with round 8's
state and once as shipped: 91.4% / 2.3% / 6.2%, then 89.8% / 3.1% / 7.0% (two answers fewer
right, one more wrong, in French). Median answer about 7 ms.

Round 10 (the situations): a fresh written-apart set (two writers given only the rules, 128
questions, half of them situations with numbers), each answer read by a judge, was 65.6% right
first, 28.1% confidently wrong, 6.2% not sure; it joined tuning.json as 'fifteenth'. The
situations then learned to add up a score given by parts (grids and stars each with its own
round, solo moons, every unfinished grid's cells, the solo rank), to read a number said to be
missing ("no free 6"), ties and named players' moons, and to say "not sure" to house rules, a
5th round and strategy. Read the same way, with the part left out of the neighbours (so no
longer a fair measure: its misses were looked at): 90.6% / 4.7% / 4.7%. COEF and SURE were not
refitted.

Round 11 (issue 26): the sixteenth written-apart set (128 questions, half situations), judged by
reading each answer, was 77.3% right first, 13.3% confidently wrong, 9.4% not sure. Its misses
taught the situations an open "what may I do?" (every choice, passing included), the cell
asked about leading the answer, players said as "we were three", a leaver's moons left out,
"and if ...?" as a second case, a star sum offered checked round by round, cells "each" on
unfinished grids, leftover lightning, a chain of bonuses, and strategy questions declined; the
topics gained moons with two players and which bonuses start a chain. Read again the same way:
123 of 128 right, 1 wrong, 4 not sure (no longer fair: its misses were studied); it joined
tuning.json as 'sixteenth'. Written apart, each part left out: on the 5800, 90.2% / 1.7% / 8.1%
before and 90.5% / 1.6% / 7.9% after the fixes; on the 5928 with the sixteenth, 90.65% / 1.54% /
7.81% (the model refitted on them gave 90.27% / 1.47% / 8.27%, fewer right: COEF and SURE kept).

Round 12 (issue 26): the seventeenth written-apart set (160 questions, four writers a language:
a child, a grandparent, a club regular typing fast, a teacher), judged by reading each answer,
was 60.6% right first, 21.9% confidently wrong, 17.5% not sure (situational 48.7 / 31.6 / 19.7).
Its misses taught the situations to tell the player count from the moons ("3p", "2er Partie",
"jogámos cinco", "à 3,"), a group said with one count ("the 2 others 0 too"), a leaver's moons
from one's own (one player left alone scored by scoring.moon_points_staying), the number said of
the supply, the supply after the starting lightning (from the engine's set-up), "no moons" as 0,
passing with no free number, stars listed round by round and moon points in a total, the round a
grid is completed in, a star sum offered, where a leaver is placed (the table's ranking), the
number free on several grids, a round's deal for the table (Rules.deal); openings that agree
with "more than", an ordinary game and "X or Y"; declining health, recommendations and who is
served first. Topics were added for 7 to 12 players, a number coming twice, what a grid looks
like, what is kept as tokens, how long a chain can be. Read again the same way, 53 of its 63
wrong or not-sure answers are now right and one right one went wrong: 149 of 160 (situational 72
of 76; no longer fair: its misses were studied); it joined tuning.json as 'seventeenth'.
assistant_situations.py was split by concept (assistant_reading, _words, _crosses, _moons,
_scores, _supply, _chains, _leaving, _deal). What ships of the labelled questions is
assistant/neighbours.npz (233 KB; labelled.json was 617 KB), so the first answer builds no
features: about 0.5 s instead of about 2 s at load 4-5. Written apart, each part left out: 5928
before, 90.7% / 1.5% / 7.8%; 6088 after, 91.0% / 1.4% / 7.5% (the model refitted on them gave
90.7% / 1.4% / 7.9%, fewer right: COEF and SURE kept). The held-out set 91% / 2% / 7% before,
93% / 2% / 5% after; paraphrases 52 then 50 of 60 topics (those changed still cite a section of
the topic wanted). Median answer 6 ms on a quieter machine.

Round 13 (issue 26): the eighteenth written-apart set (160 questions, four writers a language:
a child of 10, a grandparent, a club regular typing fast, a teacher), judged by reading each
answer, was 78.8% right first, 8.1% confidently wrong, 13.1% not sure (plain 75.0 / 3.3 / 21.7,
situational 80.3 / 9.2 / 10.5, not in the rules 83.3 / 16.7). Its misses taught: what the rules
never treat (the box's artwork, colour blindness, storing the tokens) and requests for tips are
declined in the question's language; a question mostly of words the topics do not know (under
45% known, two words or more unknown) is told "I find nothing about that in the rules" rather
than "did you mean"; an open question ("E agora?", "what happens?") gets a topic's fact without
its opening yes or no; the situations read solo said in other words ("on my own", "en jouant
seule"), the number "called", moons listed after names ("eu 2 luas, Rui 2, Ana 5, Zé 3."), the
French set-up, "n'a plus de 8 libre", "my other card" as no player count, star points given as
points in a total, grids said with their crossed cells as unfinished, totals said before the
moons with the moons added and the tie broken by the table's ranking, and "must I spend
lightning?" with no free revealed number answers that one may pass; the supply's answer says
first that it is shared. Read again the same way (the eighteenth part left out of the
neighbours): 141 of 160 right first (88.1%), 3 confidently wrong (1.9%), 16 not sure (10.0%);
situational 71 of 76 (2 wrong), not in the rules 24 of 24, plain 46 of 60 (1 wrong, 13 not
sure: not reduced; answering them by a lower SURE passes 2% confidently wrong on the fitted
questions: 2.05% at 0.76, 2.37% at 0.70, against 1.87% at 0.78). It joined tuning.json as 'eighteenth' and the index was
rewritten (refitted, the model gave 88.0% / 1.7% / 10.2% on the fitted questions: COEF and SURE
kept). Written apart, each part left out: 6088 before, 91.1% / 1.4% / 7.4% (round 12's code, run
again); 6248 after, 90.7% / 1.4% / 7.9%. The held-out set 93% / 2% / 5% before and after.
Median answer 6.0 ms before, 5.7 ms after (9.3 ms at load 9), a situation 1.3-2.2 ms; the first
answer in a new process about 0.7 s.

Round 14 (issue 26): the nineteenth written-apart set (160 questions, four writers a language:
a child, a grandparent, a club regular typing fast, a teacher or games-library host), judged by
reading each answer, was 71.9% right first, 13.8% confidently wrong, 14.4% not sure. Its misses
taught general checks rather than wordings: lightning paid this turn is back in the supply
before the bonus it completes is taken; a supply that follows from the player count is not
taken as empty (not worked out, so not sure); a result that leaves out a count the question
gives (a second grid, an arena game's lightning) says what it used and what it left out instead
of a partial total; moons where someone left but whose moons are whose was not read are asked
for, not scored among all; a worked result opens with yes or no only when the figure offered
ends the question; spares, worksheets, jokes and evaluation sheets are declined. Read again the
same way (its part not yet a neighbour): 124 right first (77.5%), 13 confidently wrong (8.1%),
23 not sure (14.4%); situational 58 of 76 (7 wrong), not in the rules 24 of 24, plain 42 of 60
(6 wrong, 12 not sure: untouched). It joined tuning.json as 'nineteenth' and the index was
rewritten (refitted, the model gave 87.1% / 1.7% / 11.3% on the 6408 fitted questions: COEF and
SURE kept). Written apart, each part left out: 6248 before, 90.7% / 1.4% / 7.9% (round 13); 6408
after, 90.3% / 1.4% / 8.3%. The held-out set 93% / 2% / 5%. Median answer
9.9 ms at load (a situation 1.6 ms).

Round 15 (issue 26): the twentieth written-apart set (160 questions, four writers a language; a
third of its situations give a whole score sheet), judged by reading each answer, was 65.6%
right first, 18.1% confidently wrong, 16.2% not sure. Its misses were taken as classes and met
with general mechanisms, each measured on the earlier judged sets too (re-asked; an answer
unchanged keeps its verdict): a number said missing ("I don't have a free 2", "o 5 já está
riscado", "nicht mehr frei", "je n'ai pas de 7") is no free cell; a score accounts for every
count of grids, stars, moons, cells and arena lightning the question gives (shown, summed, or a
sum offered), a whole total also for each round, the points given and the completed grids
named, or it says what it left out; a whole sheet is read (stars listed round by round, the
other players' moons scored with the engine's rule, arena lightning, "R3 x2"); a topic tells
that nobody starts or waits. Read again the same way (its part not yet a neighbour): 108 right
first (67.5%), 22 confidently wrong (13.8%), 30 not sure (18.8%); situational 49 / 14 / 13 of
76; on the seventeenth to nineteenth sets two answers became right and none worse. It joined
tuning.json as 'twentieth' and the index was rewritten (refitted, the model gave 86.4% / 1.7% /
11.9% on the 6568 fitted questions: COEF and SURE kept). Written apart, each part left out:
6408 before, 90.3% / 1.4% / 8.3%; 6568 after, 89.5% / 1.4% / 9.1%. The held-out set 93% / 2% /
5% before and after. Median answer 6.7 ms before, 6.2 ms after (load 6-9), a situation 1.5 ms.

Round 16 (issue 26): the twenty-first written-apart set (80 questions, 20 a language, four
writers each; half of its situations give several facts at once) had been judged twice by
blind readers: 75.0% / 21.2% / 3.8% with round 14, 76.2% / 15.0% / 8.8% with round 15
(situational 56.2% / 28.1% / 15.6%). Its misses were grouped by cause and met with general
mechanisms, each measured on every judged set (re-asked; an answer that changed was read
again): a table of players (each one's total, moons, lightning left) read clause by clause and
scored with the engine's moon rule, the arena's lightning and the table's ranking, winner
first, a number no role fits named and asked about; a score sheet read number by number
(counts right after their round, "none otherwise", moons in a clause that opens with them,
points given for a part, the most moons alone); a chain whose last bonus is a lost Number
stops there; a plain "how many" (moons in the box, rounds, players) answered with the engine's
figures first; where a leaver lands; the end of an early round leaves unfinished grids for
later. Read again the same way (its part left out of the neighbours, as a new writer's would
be; read by the round's engineer, not blind): 75 right first (93.8%), 3 confidently wrong
(3.8%), 2 not sure (2.5%); situational 29 / 2 / 1 of 32. On the sixteenth to twentieth sets
seven answers judged right changed and all still read right; no worked answer on a tuning
question cites a section its label lacks where none did before. It joined tuning.json as
'twentyfirst' and the index was rewritten (refitted, the model gave 86.1% / 1.7% / 12.3% on
the 6648 fitted questions with SURE 0.81: COEF and SURE kept). Written apart, each part left
out: 6568 before, 89.5% / 1.4% / 9.1%; 6648 after, 89.4% / 1.4% / 9.2%. The held-out set 93% /
2% / 5% before and after. Median answer 5.0 ms before, 9.3 ms after (load 4-6), a situation
1.1 ms before, 2.6 ms after.

Round 17 (issue 26): the twenty-second written-apart set (80 questions, 20 a language; more
than half of its situations give several facts at once) had been judged twice by blind readers:
67.5% / 15.0% / 17.5% with round 15, 66.2% / 13.8% / 20.0% with round 16 (situational 50.0% /
25.0% / 25.0%, German 50% right). Its misses, grouped by cause: asking back for facts the
question gave (moons listed by name, a sheet's stars per round after a colon, a leaver named in
a table), "did you mean" on plain questions whose topic came first, and neighbouring cards.
Met with general mechanisms, each tried on questions of the round's own in four languages
(tests/luckybox/test_assistant_moon_lists.py): moons listed player by player after a first
count with its noun; a German "7. Punkte" or "1. Monde:" ends its sentence; a table with a named
leaver scored with them out of the moon comparison and last; stars per round after a colon;
"the most / the fewest moons" worth +6 / -6 in a total; a player left alone because the others
left scored by the staying rule, not the solo table; "terminamos em 4"; French "monde" no
longer read as the German "Mond"; more phrasings of nine plain topics in every language. Read
again with its part left out of the index: 62 right first, 8 confidently wrong, 10 not sure of
80 (situational 23 / 5 / 4 of 32, German 14 of 20 right). It
joined tuning.json as 'twentysecond' and the index was rewritten (refitted, the model gave
85.0% / 1.6% / 13.4% on the 6728 fitted questions with SURE 0.82: COEF and SURE kept). Each
part left out: 6648 before, 89.4% / 1.4% / 9.2%; 6728 after, 89.0% / 1.5% / 9.5%. Held out 93%
/ 2% / 5% before and after. Median answer 22 ms at load 5-8 (a situation 5.7 ms).

Round 18 (issue 26): the twenty-third written-apart set (80 questions, 20 a language) had been
judged twice by blind readers: 68.8% / 18.8% / 12.5% with round 16, 72.5% / 15.0% / 12.5% with
round 17 (situational 62.5% / 28.1% / 9.4%). Its 22 misses, by cause: score sheets in short
hand not read (4: "r1, r1, r3", "r2=0", "Sterne 3, 1, 2, 0", "une autre"), the supply's count
misread (4: another clause's 0, "zerada", "presque vide"), "did you mean" on plain questions
whose topic was first or second (7), moons of players named one by one and the one who left
named again (2), a second case that is no case alone ("and what if we were 9?", "what changes
if Ben had left?", 2), the number a line still needs not taken as the cell to reach (1), a
recipe answered with a rule (1), a neighbouring card (1). Met with general mechanisms, each
with tests of the round's own in four languages (test_assistant_score_lists.py,
_supply_words.py, _named_players.py, _second_cases.py, _off_table.py, _plain_phrasings.py,
_solo_rank_moons.py). Read again by the round's engineer (not blind; the set not in the index):
72 right first, 3 confidently wrong, 5 not sure of 80 (situational 30 / 2 / 0 of 32). The set
stays out of tuning.json: joined, its own neighbours turned two of its right answers (de-07,
fr-09) wrong or unsure. COEF and SURE kept. Median answer 6-7 ms, the first 0.4 s.

    .venv/bin/python benchmarks/bench_luckybox_assistant.py [-v] [--cv] [--train]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

from ludoteca.core.assistant import MARGIN, Answer
from ludoteca.luckybox.assistant import GAME, ask

TESTS = Path(__file__).parents[1] / "tests" / "luckybox"
INDEX = Path(__file__).parents[1] / "src" / "ludoteca" / "luckybox" / "assistant" / "neighbours.npz"
#: What the cross-validation tries for MARGIN (a floor under the sureness model, fixed at the
#: assistant's: choosing it too was noisy) and SURE.
GRID = [(MARGIN, p / 100) for p in range(20, 100)]
#: The objective: at most 2% confidently wrong, then as many right first as can be. SURE is
#: chosen for TARGET on the fitted questions (which see as neighbours no question of their own
#: part, as a new writer's would not); --cv prints the pooled figures for each of TARGETS.
TARGETS = (0.025, 0.02, 0.0175, 0.015, 0.01)
TARGET = 0.0175
#: The parts of the tuning questions, for leaving one out.
PARTS = (
    "first",
    "second held-out",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh-w1",
    "seventh-w2",
    "seventh-w3",
    "seventh-w4",
    "eighth",
    "ninth",
    "tenth-w5",
    "tenth-w6",
    "tenth-w7",
    "tenth-w8",
    "eleventh",
    "twelfth-w9",
    "twelfth-w10",
    "twelfth-w11",
    "twelfth-w12",
    "twelfth-w13",
    "twelfth-w14",
    "thirteenth",
    "fourteenth-w15",
    "fourteenth-w16",
    "fourteenth-w17",
    "fourteenth-w18",
    "fourteenth-w19",
    "fourteenth-w20",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
    "twentyfirst",
    "twentysecond",
    "paraphrases",
    "unknown",
)
#: The parts written apart from the topics, by people given only the rules: the only fair
#: measure of how the assistant does on questions from a writer it has never seen (all but the
#: first three parts, written by people who had seen the topics, and the paraphrases).
WRITTEN_APART = tuple(p for p in PARTS if p not in ("first", "second held-out", "third", "paraphrases", "unknown"))


#: Questions describing a case, which the assistant works out with the engine (timed by main()).
SITUATIONS = (
    "I have 2 lightning, the 6 is revealed and my only free cell is an 8: can I cross it?",
    "Saiu o 1. Com 2 raios consigo riscar um 8?",
    "Die 7 liegt offen; darf ich für einen Blitz meine 8 ankreuzen?",
    "Le 4 est sorti et j'ai deux éclairs, je peux barrer mon 7 ?",
    "9 cells crossed on unfinished grids at the end: how many points?",
    "Drei Spieler: 5, 2, 2 Monde. Punkte?",
    "En solo j'ai fait 44, c'est quel rang ?",
    "the supply has 1 lightning left and I completed a double-lightning column",
    "Saiu o 3, tenho 1 raio e as casas livres são 5, 8 e 9. O que posso fazer?",
    "Nous étions 4 ; Paul est parti avec 5 lunes. A la fin j'ai 3 lunes et les deux autres 1 chacun.",
    "My 6 completes a row with a Number 4 bonus; the 4 it crosses completes a column with a moon: mine too?",
)


def judge(answer: Answer, sections: list[str] | None) -> str:
    """ "right", "wrong" (a confident wrong answer) or "unsure" for a held-out question."""
    if not answer.is_sure:
        return "right" if sections is None else "unsure"
    cited = {c.anchor for c in answer.sections}
    return "right" if sections is not None and cited & set(sections) else "wrong"


def kind(answer: Answer, lang: str, sections: list[str] | None) -> str:
    """What sort of miss a wrong or not-sure answer is, for -v (the first that applies)."""
    from ludoteca.core.assistant import _anchors, _ranking, known_share
    from ludoteca.luckybox.assistant import detect_language

    if sections is None:
        return "off-topic question answered"
    asked = detect_language(answer.question, default="en")
    if asked != lang:
        return f"language taken for {asked}"
    first = _ranking(GAME, answer.question, asked)[1][0]
    if not answer.is_sure:
        return (
            "not sure, right topic first"
            if _anchors(GAME)[first] & set(sections)
            else "not sure, right topic not first"
        )
    if len(sections) > 1:
        return "wrong, answer in two sections"
    if known_share(GAME, answer.question, asked)[1]:
        return "wrong, words the topics do not know"
    return "wrong, another topic sharing words"


def measure(name: str, verbose: bool = False) -> dict[str, dict[str, int]]:
    """Right first / confidently wrong / not sure per language on tests/luckybox/``name``."""
    data = json.loads((TESTS / name).read_text("utf-8"))["questions"]
    out: dict[str, dict[str, int]] = {}
    kinds: Counter[str] = Counter()
    for lang, items in data.items():
        counts = {"right": 0, "wrong": 0, "unsure": 0}
        for item in items:
            answer = ask(item["q"], demo=False)
            verdict = judge(answer, item["sections"])
            counts[verdict] += 1
            if verbose and verdict != "right":
                kinds[kind(answer, lang, item["sections"])] += 1
                got = f"{answer.topic} ({answer.score:.2f})"
                print(f"  {verdict} [{lang}|{item.get('part', '')}] {item['q']!r}: got {got}, want {item['sections']}")
        out[lang] = counts
    for label, count in kinds.most_common():
        print(f"  {count:3} {label}")
    return out


#: The floors of the written-apart tuning questions, each part asked with its own questions left out
#: (round 8: 5672 questions, 88.1% right first, 1.7% confidently wrong, 10.2% not sure; round 12:
#: 6088, 91.0%, 1.4%, 7.5%; round 13: 6248, 90.7%, 1.4%, 7.9%; round 14: 6408, 90.3%, 1.4%, 8.3%;
#: round 15: 6568, 89.5%, 1.4%, 9.1%; round 16: 6648, 89.4%, 1.4%, 9.2%; round 17: 6728, 89.0%,
#: 1.5%, 9.5%).
#: ``make bench`` fails below them; the test suite checks the same floors on every
#: ``SAMPLE_STEP``-th question of each part and language (tests/luckybox/test_assistant.py).
WRITTEN_APART_COUNT = 6728
RIGHT_FLOOR, WRONG_CEILING = 0.85, 0.02


def written_apart(step: int = 1) -> dict[str, int]:
    """Right first / confidently wrong / not sure on the written-apart tuning questions, each part
    asked as if its own questions had never been labelled (its writer's would not be); with
    ``step`` > 1 only every ``step``-th question of each part in each language."""
    from ludoteca.core import assistant_neighbours

    tuning = json.loads((TESTS / "tuning.json").read_text("utf-8"))["questions"]
    labelled = assistant_neighbours.labelled
    counts = {"right": 0, "wrong": 0, "unsure": 0}
    try:
        for part in WRITTEN_APART:
            assistant_neighbours.labelled = lambda game, without=frozenset(), part=part: labelled(
                game, without | {part}
            )
            for items in tuning.values():
                mine = [item for item in items if item["part"] == part]
                for item in mine[::step]:
                    counts[judge(ask(item["q"], demo=False), item["sections"])] += 1
    finally:
        assistant_neighbours.labelled = labelled
    return counts


def check_written_apart() -> None:
    """Print the written-apart figures and fail below the floors (moved here from the tests)."""
    started = time.perf_counter()
    counts = written_apart()
    count = sum(counts.values())
    _show(f"written apart, each part left out ({time.perf_counter() - started:.0f} s)", Counter(counts))
    assert count == WRITTEN_APART_COUNT, count
    assert counts["right"] / count >= RIGHT_FLOOR, counts
    assert counts["wrong"] / count <= WRONG_CEILING, counts


def _tuning_questions() -> list[tuple[str, str, str, list[str] | None]]:
    """(language, part, question, sections) of every tuning question."""
    from ludoteca.luckybox.assistant import topic

    out = [
        (lang, item.get("part", ""), item["q"], item["sections"])
        for lang, items in json.loads((TESTS / "tuning.json").read_text("utf-8"))["questions"].items()
        for item in items
    ]
    paraphrases = json.loads((TESTS / "paraphrases.json").read_text("utf-8"))["questions"]
    out += [
        (lang, "paraphrases", q, [c.anchor for c in topic(want).sections])
        for lang, items in paraphrases.items()
        for q, want in items
    ]
    return out


def questions() -> list[tuple[str, str, str, list[str] | None]]:
    """(language, part, question, sections) of every labelled question: the tuning questions
    and paraphrases.json's, and its unknown and vague ones (part "unknown", no sections)."""
    from ludoteca.core.i18n import get_language
    from ludoteca.luckybox.assistant import detect_language

    data = json.loads((TESTS / "paraphrases.json").read_text("utf-8"))
    unknown = data["unknown"] + data["vague"]
    return [
        *_tuning_questions(),
        *((detect_language(q, default=get_language()), "unknown", q, None) for q in unknown),
    ]


def write_labelled() -> None:
    """Ship what answering needs of every labelled question (its language, part, sections and
    features: assistant/neighbours.npz); the questions themselves stay in tests/luckybox."""
    from ludoteca.core.assistant_neighbours import write_index

    write_index(GAME, INDEX, questions())


def _rows(items: list[tuple[str, str, str, list[str] | None]], leave_out: frozenset[str]) -> list[dict]:
    """Each labelled question as the sureness model sees it, as if its own part and the parts
    ``leave_out`` had never been labelled: its language, part, features, whether the best topic
    is right, whether the rules answer it, and whether it is about another game."""
    from ludoteca.core.assistant import _anchors, _features, _other_game, _ranking
    from ludoteca.core.assistant_neighbours import labelled
    from ludoteca.core.i18n import get_language
    from ludoteca.luckybox.assistant import detect_language

    rows = []
    for lang, part, question, sections in items:
        index = labelled(GAME, leave_out | {part})
        asked = detect_language(question, default=get_language())
        scores, order = _ranking(GAME, question, asked, index)
        best = order[0]
        rows.append(
            {
                "lang": lang,
                "part": part,
                "x": _features(GAME, question, asked, scores, best, index),
                "right": sections is not None and bool(_anchors(GAME)[best] & set(sections)),
                "answerable": sections is not None,
                "other": _other_game(GAME, question) is not None,
            }
        )
    return rows


def fit(rows: list[dict], l2: float = 1.0) -> np.ndarray:
    """Logistic regression (Newton's method, L2 on all but the intercept) of "the best topic
    is right" on the features of the questions the floors (THRESHOLD, no MARGIN) let through."""
    from ludoteca.luckybox.assistant import THRESHOLD

    kept = [r for r in rows if r["x"][1] >= THRESHOLD and not r["other"]]
    x = np.array([r["x"] for r in kept])
    y = np.array([float(r["right"]) for r in kept])
    w = np.zeros(x.shape[1])
    penalty = np.full(x.shape[1], l2)
    penalty[0] = 0.0
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-x @ w))
        grad = x.T @ (p - y) + penalty * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + np.diag(penalty + 1e-9)
        w -= np.linalg.solve(hess, grad)
    return w


def verdicts(rows: list[dict], coef: np.ndarray, margin: float, sure: float) -> Counter[str]:
    from ludoteca.luckybox.assistant import THRESHOLD

    x = np.array([r["x"] for r in rows])
    confidence = 1.0 / (1.0 + np.exp(-x @ coef))
    other = np.array([r["other"] for r in rows])
    answers = ~other & (x[:, 1] >= THRESHOLD) & (x[:, 2] >= margin) & (confidence >= sure)
    right = np.array([r["right"] for r in rows])
    answerable = np.array([r["answerable"] for r in rows])
    return Counter(
        {
            "right": int((answers & right).sum() + (~answers & ~answerable).sum()),
            "wrong": int((answers & ~right).sum()),
            "unsure": int((~answers & answerable).sum()),
        }
    )


def choose(rows: list[dict], target: float = TARGET) -> tuple[np.ndarray, float, float]:
    """The model fitted on ``rows`` and the (MARGIN, SURE) that keep them at most ``target``
    confidently wrong with the most right first (the fewest wrong if none does)."""
    coef = fit(rows)

    def key(pair: tuple[float, float]) -> tuple[bool, int, int]:
        c = verdicts(rows, coef, *pair)
        ok = c["wrong"] <= target * sum(c.values())
        return ok, c["right"] if ok else -c["wrong"], -c["wrong"]

    return (coef, *max(GRID, key=key))


def _show(label: str, counts: Counter[str]) -> None:
    n = sum(counts.values())
    print(
        f"{label}: {n} questions, right first {counts['right'] / n:.1%}, "
        f"confidently wrong {counts['wrong'] / n:.1%}, not sure {counts['unsure'] / n:.1%}"
    )


def cross_validate() -> None:
    """Leave each written-apart part out in turn: fit everything on the other parts (the
    sureness model on their written-apart questions, each seeing as neighbours neither its
    own part nor the one left out; SURE for each of TARGETS), count on the part left out, as
    if its writer's questions had never been labelled; pool the counts."""
    items = questions()
    pooled = {target: Counter[str]() for target in TARGETS}
    for out in WRITTEN_APART:
        fitted = _rows([q for q in items if q[1] in WRITTEN_APART and q[1] != out], frozenset({out}))
        counted = _rows([q for q in items if q[1] == out], frozenset())
        for target in TARGETS:
            coef, margin, sure = choose(fitted, target)
            counts = verdicts(counted, coef, margin, sure)
            pooled[target] += counts
            if target == TARGET:
                _show(f"    {out} left out (SURE {sure})", counts)
    for target in TARGETS:
        _show(f"  cross-validated, SURE chosen for {target:.2%}", pooled[target])


def train() -> None:
    """Write the labelled questions, fit the sureness model on the written-apart ones (each
    seeing as neighbours all but its own part) and print COEF and SURE for the assistant."""
    write_labelled()
    from ludoteca.core.assistant_neighbours import _all, labelled, shipped

    shipped.cache_clear()
    _all.cache_clear()
    labelled.cache_clear()
    print(f"wrote {INDEX} ({INDEX.stat().st_size // 1024} KiB)")
    rows = _rows([q for q in questions() if q[1] in WRITTEN_APART], frozenset())
    coef, margin, sure = choose(rows)
    print(f"COEF = {tuple(round(float(c), 3) for c in coef)}\nSURE = {sure}")
    _show("  on those questions", verdicts(rows, coef, margin, sure))


def main(verbose: bool = False) -> None:
    ask("warm up", demo=False)  # builds the per-language indexes once
    for name, label, show in (("heldout.json", "held out", False), ("tuning.json", "tuning", verbose)):
        results = measure(name, show)  # the held-out misses are never listed: nobody tunes on them
        total = {k: sum(r[k] for r in results.values()) for k in ("right", "wrong", "unsure")}
        for lang, r in [*results.items(), ("all", total)]:
            m = sum(r.values())
            print(
                f"{label} {lang}: {m} questions, right first {r['right'] / m:.0%}, "
                f"confidently wrong {r['wrong'] / m:.0%}, not sure {r['unsure'] / m:.0%}"
            )
    tuning = json.loads((TESTS / "paraphrases.json").read_text("utf-8"))
    times: list[float] = []
    right = count = 0
    for items in tuning["questions"].values():
        for question, want in items:
            start = time.perf_counter()
            answer = ask(question, demo=False)
            times.append(time.perf_counter() - start)
            right, count = right + (answer.topic == want), count + 1
            if verbose and answer.topic != want:
                print(f"  miss {question!r}: got {answer.topic} ({answer.score:.2f}), want {want}")
    print(f"tuning paraphrases: {right}/{count} right first ({right / count:.0%})")
    unsure = sum(ask(q, demo=False).topic is None for q in tuning["unknown"])
    print(f"unknown questions answered 'not sure': {unsure}/{len(tuning['unknown'])}")
    print(
        f"median answer time: {statistics.median(times) * 1000:.1f} ms (without the demo), "
        f"slowest {max(times) * 1000:.1f} ms"
    )
    worked: list[float] = []
    for question in SITUATIONS * 5:
        start = time.perf_counter()
        answer = ask(question, demo=False)
        worked.append(time.perf_counter() - start)
        assert answer.situation is not None, question
    print(f"median answer time of a situation worked out: {statistics.median(worked) * 1000:.1f} ms")
    check_written_apart()
    judged_sets()


def judged_sets() -> None:
    """The fresh sets written apart, as judged by reading each answer when they were measured
    (once each, before any joined the labelled questions): per language and per kind."""
    for path in sorted(Path(__file__).parent.parent.glob("tests/luckybox/written_apart_*.json")):
        verdicts = json.loads(path.read_text("utf-8"))["verdicts"]
        print(f"{path.stem} (judged when measured): {_judged(verdicts)}")
        for label, key in (("language", "lang"), ("kind", "kind")):
            for value in sorted({v[key] for v in verdicts}):
                print(f"  {label} {value}: {_judged([v for v in verdicts if v[key] == value])}")


def _judged(verdicts: list[dict]) -> str:
    shares = {k: sum(v["verdict"] == k for v in verdicts) / len(verdicts) for k in ("right", "wrong", "not sure")}
    return (
        f"{len(verdicts)} questions, {shares['right']:.1%} right first, {shares['wrong']:.1%} confidently wrong, "
        f"{shares['not sure']:.1%} not sure"
    )


if __name__ == "__main__":
    if "--train" in sys.argv:
        train()
    elif "--cv" in sys.argv:
        cross_validate()
    else:
        main("-v" in sys.argv)
