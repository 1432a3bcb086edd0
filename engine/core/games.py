"""The rules packages of the card room, found by listing ``engine``: each game's package
declares one :class:`EngineGame` as ``GAME`` in its module ``entry``, so the tools at the top
(``gongzhu bench``, the ``--game`` choices) learn a third game without an edit of the first two.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import engine


@dataclass(frozen=True)
class EngineGame:
    """What the tools need of a game's rules package."""

    name: str  # its package's name and the command line's --game: "gongzhu", "shengji"
    title: str  # for a tool's help: "拱猪 / 拱双猪"
    presets: tuple[str, ...]  # its rule book's presets, the first the default
    levels: tuple[str, ...]  # its computer players' levels, weakest first
    bench: Callable[[float], Iterator[dict[str, Any]]]  # random hands a second: one row a form
    order: int = 100  # listed by this, then by name (拱猪, the home game, first)


def game_names() -> tuple[str, ...]:
    """The games' names without importing them (a command line's choices, at every start):
    every package of ``engine`` but the core is a game's rules."""
    return tuple(
        info.name
        for info in pkgutil.iter_modules(engine.__path__)
        if info.ispkg and info.name != "core"
    )


def engine_games() -> dict[str, EngineGame]:
    """Every game's :class:`EngineGame` (its ``entry.GAME``), by name, in the room's order."""
    found: list[EngineGame] = []
    for name in game_names():
        declared = getattr(importlib.import_module(f"engine.{name}.entry"), "GAME", None)
        if not isinstance(declared, EngineGame):
            raise TypeError(f"engine.{name}.entry declares no GAME (an EngineGame)")
        found.append(declared)
    return {g.name: g for g in sorted(found, key=lambda g: (g.order, g.name))}
