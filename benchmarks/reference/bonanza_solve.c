/* A reference solver for Bonanza (solitaire Yahtzee-like dice), in C with OpenMP.
 *
 * It computes the expected final score of a whole game under optimal play, by backward
 * induction over turn-start states (filled boxes, upper total capped at 63, "the Bonanza box
 * holds 50"), for the same rules as ludoteca.bonanza (see docs/rules/en/bonanza.md):
 *
 *     bonanza_solve [extra_bonus [forced|free|none]]      (default: 50 forced)
 *
 * prints the optimum and how many states were solved. The within-turn work per state is the
 * usual one: a keep's value is the mean over one more die (one die at a time), the best keep of
 * a roll is found on the sub-keep lattice. Every reachable upper total is solved (no sharing of
 * totals that no longer matter); the states of one number of filled boxes are spread over the
 * OpenMP threads. Build: gcc -O2 -fopenmp bonanza_solve.c -o bonanza_solve
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N_KEEPS 462
#define N_ROLLS 252
#define FIRST_ROLL 210 /* keeps of 5 dice are the rolls */
#define N_BOXES 13
#define N_MASKS (1 << N_BOXES)
#define CAP 63
#define TOTALS (CAP + 1)

enum { THREE_KIND = 6, FOUR_KIND, FULL_HOUSE, SMALL_STRAIGHT, LARGE_STRAIGHT, BONANZA, CHANCE };
enum { FORCED, FREE, NONE };

static int keep_size[N_KEEPS], keep_count[N_KEEPS][7];
static int up[N_KEEPS][6];                     /* keep plus one die of face f+1 */
static int child[N_KEEPS][6], n_child[N_KEEPS]; /* distinct keeps one die smaller */
static int index_of[46656];                   /* counts (base 6) -> keep */
static double p_roll[N_ROLLS], raw[N_BOXES][N_ROLLS];
static int roll_face_count[N_ROLLS][7], five_kind_face[N_ROLLS];
static double *values; /* values[(mask * TOTALS + total) * 2 + flag] */
static int extra_bonus = 50, joker = FORCED;

static int code_of(const int *count) {
    int code = 0;
    for (int f = 6; f >= 1; f--) code = code * 6 + count[f];
    return code;
}

static int n_keeps;
static void add_keeps(int size, int face, int left, int *count) {
    if (left == 0) {
        keep_size[n_keeps] = size;
        memcpy(keep_count[n_keeps], count, sizeof keep_count[0]);
        index_of[code_of(count)] = n_keeps++;
        return;
    }
    for (int f = face; f <= 6; f++) { /* non-decreasing faces: lexicographic order */
        count[f]++;
        add_keeps(size, f, left - 1, count);
        count[f]--;
    }
}

static double factorial(int n) { return n <= 1 ? 1.0 : n * factorial(n - 1); }

static double raw_score(const int *c, int box) {
    int sum = 0, most = 0, pairs = 0, triples = 0, run = 0, longest = 0;
    for (int f = 1; f <= 6; f++) {
        sum += f * c[f];
        if (c[f] > most) most = c[f];
        pairs += c[f] == 2;
        triples += c[f] == 3;
        run = c[f] ? run + 1 : 0;
        if (run > longest) longest = run;
    }
    if (box < 6) return (box + 1) * c[box + 1];
    switch (box) {
    case THREE_KIND: return most >= 3 ? sum : 0;
    case FOUR_KIND: return most >= 4 ? sum : 0;
    case FULL_HOUSE: return pairs == 1 && triples == 1 ? 25 : 0;
    case SMALL_STRAIGHT: return longest >= 4 ? 30 : 0;
    case LARGE_STRAIGHT: return longest == 5 ? 40 : 0;
    case BONANZA: return most == 5 ? 50 : 0;
    default: return sum;
    }
}

static void build_tables(void) {
    int count[7] = {0};
    for (int size = 0; size <= 5; size++) add_keeps(size, 1, size, count);
    for (int k = 0; k < N_KEEPS; k++) {
        int c[7];
        memcpy(c, keep_count[k], sizeof c);
        for (int f = 1; f <= 6; f++) {
            if (keep_size[k] < 5) {
                c[f]++;
                up[k][f - 1] = index_of[code_of(c)];
                c[f]--;
            }
            if (c[f]) {
                c[f]--;
                child[k][n_child[k]++] = index_of[code_of(c)];
                c[f]++;
            }
        }
    }
    for (int r = 0; r < N_ROLLS; r++) {
        const int *c = keep_count[FIRST_ROLL + r];
        double ways = factorial(5);
        five_kind_face[r] = 0;
        for (int f = 1; f <= 6; f++) {
            ways /= factorial(c[f]);
            roll_face_count[r][f] = c[f];
            if (c[f] == 5) five_kind_face[r] = f;
        }
        p_roll[r] = ways / 7776.0;
        for (int b = 0; b < N_BOXES; b++) raw[b][r] = raw_score(c, b);
    }
}

/* Bit t of reachable[upper] is set when capped upper total t can be made by those upper boxes. */
static unsigned long long reachable[64];
static void build_reachable(void) {
    for (int upper = 0; upper < 64; upper++) {
        unsigned long long sums = 1;
        for (int f = 1; f <= 6; f++) {
            if (!(upper >> (f - 1) & 1)) continue;
            unsigned long long next = 0;
            for (int t = 0; t < TOTALS; t++)
                if (sums >> t & 1)
                    for (int n = 0; n <= 5; n++) {
                        int s = t + n * f;
                        next |= 1ULL << (s > CAP ? CAP : s);
                    }
            sums = next;
        }
        reachable[upper] = sums;
    }
}

static inline double value_at(int mask, int total, int flag) { return values[(mask * TOTALS + total) * 2 + flag]; }

/* Best value of recording roll r now, points plus the value of the state it leads to. */
static double record(int mask, int total, int flag, int r) {
    int held = extra_bonus > 0; /* the flag a 50 in the Bonanza box leads to */
    double best = -INFINITY, upper_choice = -INFINITY, lower_best = -INFINITY;
    int face5 = five_kind_face[r], joker_roll = face5 && (mask >> BONANZA & 1);
    for (int b = 0; b < 6; b++) {
        if (mask >> b & 1) continue;
        int points = (b + 1) * roll_face_count[r][b + 1], after = total + points;
        double gain = points + (total < CAP && after >= CAP ? 35 : 0);
        double v = gain + value_at(mask | 1 << b, after > CAP ? CAP : after, flag);
        if (v > best) best = v;
        if (b + 1 == face5) upper_choice = v;
    }
    for (int b = 6; b < N_BOXES; b++) {
        if (mask >> b & 1) continue;
        double v;
        if (b == BONANZA)
            v = face5 ? 50 + value_at(mask | 1 << b, total, held) : value_at(mask | 1 << b, total, flag);
        else
            v = raw[b][r] + value_at(mask | 1 << b, total, flag);
        if (v > best) best = v;
        if (joker_roll) { /* a joker scores the lower boxes at full value */
            double points = b == FULL_HOUSE ? 25 : b == SMALL_STRAIGHT ? 30 : b == LARGE_STRAIGHT ? 40 : 5 * face5;
            double jv = points + value_at(mask | 1 << b, total, flag);
            if (joker == FORCED && jv > lower_best) lower_best = jv;
            if (joker == FREE && (mask >> (face5 - 1) & 1) && b >= FULL_HOUSE && b <= LARGE_STRAIGHT && jv > best)
                best = jv;
        }
    }
    if (!joker_roll) return best;
    if (joker == FORCED) {
        if (!(mask >> (face5 - 1) & 1))
            best = upper_choice; /* the matching upper box is the only choice */
        else if (lower_best > -INFINITY)
            best = lower_best; /* else any free lower box; else a scratched upper box */
    }
    return best + extra_bonus * flag;
}

static double turn_value(int mask, int total, int flag, double *e) {
    for (int r = 0; r < N_ROLLS; r++) e[FIRST_ROLL + r] = record(mask, total, flag, r);
    for (int pass = 0; pass < 2; pass++) { /* two re-rolls */
        for (int k = FIRST_ROLL - 1; k >= 0; k--) {
            const int *u = up[k];
            e[k] = (e[u[0]] + e[u[1]] + e[u[2]] + e[u[3]] + e[u[4]] + e[u[5]]) * (1.0 / 6);
        }
        for (int k = 1; k < N_KEEPS; k++)
            for (int j = 0; j < n_child[k]; j++)
                if (e[child[k][j]] > e[k]) e[k] = e[child[k][j]];
    }
    double sum = 0;
    for (int r = 0; r < N_ROLLS; r++) sum += p_roll[r] * e[FIRST_ROLL + r];
    return sum;
}

int main(int argc, char **argv) {
    if (argc > 1) extra_bonus = atoi(argv[1]);
    if (argc > 2) joker = !strcmp(argv[2], "free") ? FREE : !strcmp(argv[2], "none") ? NONE : FORCED;
    build_tables();
    build_reachable();
    values = malloc(sizeof(double) * N_MASKS * TOTALS * 2);
    for (int i = 0; i < N_MASKS * TOTALS * 2; i++) values[i] = 0.0; /* the full sheet is worth 0 */
    int masks[N_MASKS];
    long solved = 0;
    for (int level = N_BOXES - 1; level >= 0; level--) {
        int n = 0;
        for (int mask = 0; mask < N_MASKS; mask++)
            if (__builtin_popcount(mask) == level) masks[n++] = mask;
#pragma omp parallel for schedule(dynamic, 4) reduction(+ : solved)
        for (int i = 0; i < n; i++) {
            double e[N_KEEPS];
            int mask = masks[i], flags = extra_bonus > 0 && (mask >> BONANZA & 1) ? 2 : 1;
            unsigned long long totals = reachable[mask & 63];
            for (int t = 0; t < TOTALS; t++) {
                if (!(totals >> t & 1)) continue;
                for (int flag = 0; flag < flags; flag++) {
                    values[(mask * TOTALS + t) * 2 + flag] = turn_value(mask, t, flag, e);
                    solved++;
                }
                if (flags == 1) values[(mask * TOTALS + t) * 2 + 1] = values[(mask * TOTALS + t) * 2];
            }
        }
    }
    printf("%.6f expected score, %ld states solved\n", value_at(0, 0, 0), solved);
    free(values);
    return 0;
}
