"""Strings of the tutorial feature: key -> (中文, English)."""
from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {}
