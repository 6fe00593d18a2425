"""Seeded randomness whose whole state is two integers, so it fits in JSON.

Each draw hashes ``(seed, counter)`` with SplitMix64, so the stream is the same on
every Python version and platform, and a game can be saved and resumed mid-stream.

>>> rng = Rng(7)
>>> first = rng.roll(5)
>>> Rng.from_json(Rng(7).to_json()).roll(5) == first
True
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


def pick_seed(seed: int | None) -> int:
    """``seed``, or for None a random 63-bit one (a new game nobody asked to repeat): too many
    to try them all, so a player who sees part of the deal cannot work out the rest."""
    return secrets.randbits(63) if seed is None else seed


def _splitmix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


class Rng:
    """A deterministic source of dice and shuffles."""

    __slots__ = ("counter", "seed")

    def __init__(self, seed: int, counter: int = 0) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"seed must be an int, not {type(seed).__name__}")
        self.seed = seed & _MASK
        self.counter = counter

    def _next64(self) -> int:
        value = _splitmix64(self.seed ^ _splitmix64(self.counter))
        self.counter += 1
        return value

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, so no bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            value = self._next64()
            if value < limit:
                return value % n

    def roll(self, count: int, sides: int = 6) -> list[int]:
        """``count`` dice with faces ``1..sides``."""
        return [self.below(sides) + 1 for _ in range(count)]

    def shuffle(self, items: Sequence[T]) -> list[T]:
        """A shuffled copy of ``items`` (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "counter": self.counter}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Rng:
        return cls(int(data["seed"]), int(data["counter"]))

    def copy(self) -> Rng:
        """An independent generator at the same point of the same stream."""
        return Rng(self.seed, self.counter)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and (self.seed, self.counter) == (other.seed, other.counter)

    def __repr__(self) -> str:
        return f"Rng(seed={self.seed}, counter={self.counter})"
