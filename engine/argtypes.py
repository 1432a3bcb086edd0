"""Command-line values checked where they are read, so a typo gets one clear line.

argparse turns a ``ValueError``/``ArgumentTypeError`` from a ``type=`` callable into
``usage: … error: …`` and exit status 2, never a traceback. These types also refuse what
``int``/``float`` accept but no tool can use: ``nan``, ``1e400``, a 100,000-digit count.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable

MAX_DIGITS = 19  # past any count, seed or size a person means


def bounded_int(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if not digits.isdigit() or not digits.isascii() or len(digits) > MAX_DIGITS:
            raise argparse.ArgumentTypeError(f"{one_line(text)[:40]!r} is not a whole number")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not from {low} to {high}")
        return value

    parse.__name__ = "whole number"
    return parse


def bounded_float(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a finite number from ``low`` to ``high``."""

    def parse(text: str) -> float:
        try:
            value = float(text) if len(text) <= 40 else math.nan
        except ValueError:
            value = math.nan
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"{one_line(text)[:40]!r} is not a number")
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value:g} is not from {low:g} to {high:g}")
        return value

    parse.__name__ = "number"
    return parse


def one_line(text: str) -> str:
    """``text`` safe to print as one terminal line: control characters escaped, not obeyed."""
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)
