"""升级 in the card room's registry of rules packages (:mod:`engine.core.games`)."""

from __future__ import annotations

from engine.core.games import EngineGame

from .ai import LEVELS
from .bench import rows
from .rules import PRESETS

GAME = EngineGame(
    name="shengji",
    title="升级 / 拖拉机 (every preset)",
    presets=tuple(PRESETS),
    levels=LEVELS,
    bench=rows,
    order=10,
)
