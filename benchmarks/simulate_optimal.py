"""Play many seeded solo Bonanza games with the advisor and compare the mean with its promise.

Run: ``python benchmarks/simulate_optimal.py [--games 10000] [--seed 0]``.
"""

from __future__ import annotations

import argparse
import time

from ludoteca.bonanza.rules import Rules
from ludoteca.bonanza.simulate import simulate
from ludoteca.bonanza.solver import optimal_expected_score


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--joker", default="forced", choices=["forced", "free", "none"])
    parser.add_argument("--extra-bonus", type=int, default=50)
    args = parser.parse_args()

    rules = Rules(extra_bonus=args.extra_bonus, joker=args.joker)
    optimal_expected_score(rules)  # load (or solve) the table before the clock starts
    start = time.perf_counter()
    result = simulate(args.games, rules, seed=args.seed)
    elapsed = time.perf_counter() - start
    print(f"rules:     {rules}")
    print(f"games:     {result.games} (seed {args.seed}), {elapsed:.1f} s, {elapsed / result.games * 1e3:.2f} ms/game")
    print(f"mean:      {result.mean:.3f} ± {result.stderr:.3f} (standard error)")
    print(f"optimal:   {result.expected:.4f}")
    print(
        f"within 3 SE: {'yes' if result.within(3) else 'NO'}"
        f" ({(result.mean - result.expected) / result.stderr:+.2f} SE)"
    )


if __name__ == "__main__":
    main()
