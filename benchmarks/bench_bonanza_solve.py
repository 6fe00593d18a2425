"""Bonanza's cold solve against a C+OpenMP reference solver, timed in the same run, alternating.

Run: ``python benchmarks/bench_bonanza_solve.py [--rounds 5] [--rules forced:50]``.
The reference (benchmarks/reference/bonanza_solve.c) is compiled with ``gcc -O2 -fopenmp`` into
a temporary folder. Each round runs the reference, then the Python solve on every core, both in a
new process (so the Python figure includes starting the interpreter and importing numpy, as a
first ``Advisor`` for new rules or ``python -m ludoteca.bonanza.prepare --joker ...`` would).
CPU time is that of the child processes (all threads and forked workers); a much larger wall
time than CPU time / cores means other programs were using the machine.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REFERENCE = Path(__file__).with_name("reference") / "bonanza_solve.c"
PYTHON_SOLVE = """
import os, sys, time
from ludoteca.bonanza._tables import solve
from ludoteca.bonanza.rules import Rules
rules = Rules(extra_bonus=int(sys.argv[2]), joker=sys.argv[1])
started = time.perf_counter()
table = solve(rules, progress=False, workers=os.cpu_count() or 1)
print(f"{table[0, 0, 0]:.6f} {time.perf_counter() - started:.3f}")
"""


def timed(command: list[str]) -> tuple[str, float, float]:
    """(stdout, wall seconds, CPU seconds of the child and its threads/processes)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return out, wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def python_states(joker: str, extra: int) -> int:
    """How many states the Python solve solves (counted here, not in the timed process)."""
    from ludoteca.bonanza._tables import _states
    from ludoteca.bonanza.rules import Rules

    return len(_states(Rules(extra_bonus=extra, joker=joker))[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--rules", default="forced:50", help="joker:extra_bonus (default %(default)s)")
    args = parser.parse_args()
    joker, extra = args.rules.split(":")
    if shutil.which("gcc") is None:
        sys.exit("gcc is needed to build the reference solver")
    folder = Path(tempfile.mkdtemp(prefix="bonanza-reference-"))
    binary = folder / "bonanza_solve"
    subprocess.run(["gcc", "-O2", "-fopenmp", str(REFERENCE), "-o", str(binary), "-lm"], check=True)
    reference_cmd = [str(binary), extra, joker]
    python_cmd = [sys.executable, "-c", PYTHON_SOLVE, joker, extra]
    load_before = os.getloadavg()[0]
    rows: dict[str, list[tuple[float, float]]] = {"reference": [], "python": []}
    inner, loads = [], []
    for _ in range(args.rounds):
        loads.append(os.getloadavg()[0])
        out_reference, wall, cpu = timed(reference_cmd)
        reference_value = out_reference.split()[0]
        rows["reference"].append((wall, cpu))
        out, wall, cpu = timed(python_cmd)
        python_value, solve_seconds = out.split()
        rows["python"].append((wall, cpu))
        inner.append(float(solve_seconds))
        if python_value != reference_value:
            sys.exit(f"the solvers disagree: reference {reference_value}, python {python_value}")
    shutil.rmtree(folder)
    print(
        f"rules {joker}, +{extra}: both give {reference_value}; {args.rounds} alternating rounds,"
        f" {os.cpu_count()} cores, load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after"
    )
    print(f"states solved: reference {out_reference.split()[3]}, python {python_states(joker, int(extra))}")
    for name, times in rows.items():
        walls, cpus = zip(*times)
        print(
            f"{name:<10} wall median {statistics.median(walls):6.2f} s (min {min(walls):.2f}),"
            f" CPU median {statistics.median(cpus):6.2f} s"
        )
    print(f"python solve alone (no start-up, no import): median {statistics.median(inner):.2f} s")
    ratios = [p[0] / r[0] for p, r in zip(rows["python"], rows["reference"])]
    cpu_ratios = [p[1] / r[1] for p, r in zip(rows["python"], rows["reference"])]
    print(
        f"python / reference: wall {statistics.median(ratios):.2f}x median of rounds"
        f" (each: {', '.join(f'{r:.2f}' for r in ratios)}), CPU {statistics.median(cpu_ratios):.2f}x"
    )
    print(f"load average at the start of each round: {', '.join(f'{load:.1f}' for load in loads)}")


if __name__ == "__main__":
    main()
