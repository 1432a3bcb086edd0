"""Scores as the screens write them: a real minus sign (−, not the hyphen) everywhere."""

from __future__ import annotations


def signed(points: int) -> str:
    """A change of score: ``+40``, ``−120``, ``0``."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def total(points: int) -> str:
    """A standing (a game total): ``1480``, ``−380`` (no plus: it is not a change)."""
    return str(points).replace("-", "−")
