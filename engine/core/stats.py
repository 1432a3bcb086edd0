"""The figures an arena reports: a mean with its 95 % interval, and how long decisions took."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

Z95 = 1.96  # the normal approximation's 95 % (enough deals make the mean normal)


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95 % interval (0 for fewer than two values)."""
    n = len(values)
    mean = sum(values) / n if n else 0.0
    half = Z95 * statistics.stdev(values) / math.sqrt(n) if n > 1 else 0.0
    return mean, half


def interval(values: Sequence[float]) -> dict[str, float | None]:
    """The mean and its 95 % interval's ends (none from one value)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return {"mean": mean, "low": None, "high": None}
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return {"mean": mean, "low": mean - half, "high": mean + half}


def times_ms(seconds: Sequence[float]) -> dict[str, float]:
    """The median, 95th percentile and longest of decision times, in milliseconds."""
    if not seconds:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    s = sorted(seconds)
    return {
        "median": round(1000 * s[len(s) // 2], 2),
        "p95": round(1000 * s[int(0.95 * (len(s) - 1))], 2),
        "max": round(1000 * s[-1], 2),
    }
