"""The player's settings: one frozen value, persisted as versioned JSON by :mod:`saves`.

The front end reads a :class:`Settings` and asks for a changed copy with
``dataclasses.replace``; it never writes files itself.
"""
from __future__ import annotations

from dataclasses import dataclass

LANGUAGES = ("zh", "en")
ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0)   # multiplies animation rates; 2.0 = twice as fast
EXPOSURE_CLOCKS = (10, 20, 30, 0)          # seconds; 0 = untimed (RULES §3)
CARD_BACKS = ("blue", "red", "green")
TABLE_COLOURS = ("green", "blue", "red", "wood")


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the settings screen can change; a game's rules are not here (they live in the save)."""

    language: str = "zh"
    animation_speed: float = 1.0
    exposure_clock: int = 20
    sound: bool = True
    volume: float = 0.7
    four_colour: bool = False
    card_back: str = "blue"
    table_colour: str = "green"
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    profile: str = ""   # name of the active player profile ("" = not chosen yet)
