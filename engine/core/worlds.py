"""Comparing candidate plays on common sampled worlds: the statistics of every game's search.

A searching player deals the hidden cards again many times (worlds) and plays each candidate
out in every world, so two candidates are compared on the same cards: their difference world
by world (a paired gain) is far sharper than their two means. A world may carry a weight (how
well it explains the other seats' plays so far; 1 for all without inference); the effective
number of worlds under the weights (Kish) is the paired test's n. Among a few candidates over a
few worlds the best mean is often just the luckiest: a candidate replaces the player's first
choice only when its gain stays positive some standard errors down (the caution rule).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)


def world_weights(log_w: list[float], worlds: int) -> list[float]:
    """Each world's weight from its log-likelihood (all 1 without inference), the largest 1."""
    if not log_w:
        return [1.0] * worlds
    top = max(log_w)
    return [math.exp(x - top) for x in log_w]


def weighted_mean(vals: Sequence[float], w: Sequence[float]) -> float:
    """The weighted mean over the first ``len(vals)`` worlds (a dropped candidate saw fewer)."""
    ws = w[: len(vals)]
    total = sum(ws)
    return sum(x * y for x, y in zip(vals, ws)) / total if total > 0 else sum(vals) / len(vals)


def paired_gain(
    vals: Sequence[float], base: Sequence[float], w: Sequence[float]
) -> tuple[float, float, float]:
    """A candidate's gain over another in the same worlds: its weighted mean, its variance, and
    the effective number of worlds under the weights (Kish)."""
    d = [x - y for x, y in zip(vals, base)]
    mean = weighted_mean(d, w)
    n = len(d)
    ws = w[:n]
    sw = sum(ws)
    n_eff = sw * sw / sum(x * x for x in ws) if sw > 0 else float(n)
    var = weighted_mean([(x - mean) ** 2 for x in d], w) * n / max(1, n - 1)
    return mean, var, n_eff


def gain_bound(vals: Sequence[float], base: Sequence[float], w: Sequence[float], z: float) -> float:
    """The lower bound, ``z`` standard errors down, of a candidate's paired gain over the base
    (0 for the base itself)."""
    if vals is base:
        return 0.0
    mean, var, n_eff = paired_gain(vals, base, w)
    return mean - z * math.sqrt(var / max(1.0, n_eff))


def cautious_best(
    values: Sequence[Sequence[float]], caution: float, w: Sequence[float] | None = None
) -> int:
    """Which candidate to play (index 0 the player's own first choice): the best mean, if it
    beats the first by ``caution`` paired standard errors; with the worlds' weights ``w``,
    weighted means and the effective number of worlds (:func:`gain_bound`)."""
    n = len(values[0])
    if w is not None and n >= 2:
        wmeans = [weighted_mean(v, w) for v in values]
        best = max(range(len(values)), key=lambda i: (wmeans[i], -i))
        return best if best and gain_bound(values[best], values[0], w, caution) > 0 else 0
    means = [sum(v) / n for v in values]
    best = max(range(len(values)), key=lambda i: (means[i], -i))
    if best == 0 or n < 2:
        return best if n >= 2 or caution <= 0 else 0
    diffs = [values[best][k] - values[0][k] for k in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return best if mean > caution * math.sqrt(var / n) else 0


def race(
    alive: list[K], values: dict[K, list[float]], w: Sequence[float], tolerance: float
) -> list[K]:
    """The leader and every candidate that may still beat it by ``tolerance`` (its paired gain
    2.5 standard errors up): the others leave the race, and a search with one left may stop."""
    lead = max(alive, key=lambda a: (weighted_mean(values[a], w), -alive.index(a)))
    keep = []
    for a in alive:
        if a != lead:
            mean, var, n_eff = paired_gain(values[a], values[lead], w)
            se = math.sqrt(var / n_eff) if n_eff > 1 else float("inf")
            if mean + 2.5 * se < tolerance:
                continue
        keep.append(a)
    return keep
