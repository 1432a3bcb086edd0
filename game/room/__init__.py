"""The card room: one module per game, each declaring a :class:`GameEntry`, found by listing
this package — a third game is one new module here, and the title lists it.

An entry names the game (a short name, its title in 中文 and English through the word table),
its presets, how a person starts it (``new_game(ctx)``: open its new-game form), and what the
statistics screen shows of a profile in it (``statistics(profile)``: a :class:`StatsPage`),
its lessons (``lessons()``: a :class:`LessonBook`) and its rule pages (``help_pages()``), which
the lessons list and the help screen offer as a choice of game.
The home game (拱猪) keeps the title's own "New game" button; every other game is offered
beside it.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.texts.i18n import tr

if TYPE_CHECKING:
    from game.texts.help_text import Page
    from game.ui.app import Context
    from saves.profiles import Profile

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Rate:
    """One bar of the statistics chart: a share of its heading's unit."""

    label: str
    count: int
    of: int
    colour: Colour

    @property
    def share(self) -> float:
        return min(1.0, self.count / self.of) if self.of > 0 else 0.0


@dataclass(frozen=True)
class StatsPage:
    """A profile's statistics in one game, in the player's words: rows of (label, value),
    then headed groups of bars ("how often, per hand": each bar a share of the same unit)."""

    rows: tuple[tuple[str, str], ...]
    rates: tuple[tuple[str, tuple[Rate, ...]], ...] = ()


@dataclass(frozen=True)
class LessonBook:
    """A game's lessons as the shared lessons list shows them: its heading and intro, each
    lesson's title (string keys) and the key its completion is kept under in the settings."""

    heading: str
    intro: str
    titles: tuple[str, ...]
    done_keys: tuple[str, ...]
    start: Callable[[Context, int], None]  # open the lesson of this index on its table


@dataclass(frozen=True)
class GameEntry:
    name: str  # short and stable: "gongzhu", "shengji" (saves name their game by it)
    title_key: str  # the word table's key of its title ("room.shengji")
    presets: tuple[str, ...]
    new_game: Callable[[Context], None]  # open its new-game form
    order: int = 100  # the room lists games by this, then by name
    home: bool = False  # the title's own game (its "New game" button)
    statistics: Callable[[Profile], StatsPage] | None = None  # the statistics screen's page
    history: Callable[[Context], None] | None = None  # open its hand history (not the home's)
    lessons: Callable[[], LessonBook] | None = None  # its lessons (not the home's: the list's own)
    help_pages: Callable[[], tuple[Page, ...]] | None = None  # its rule pages (not the home's)

    def title(self) -> str:
        return tr(self.title_key)


def entries() -> list[GameEntry]:
    """Every game of the room: each module of this package that declares ``ENTRY``."""
    found = []
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        entry = getattr(module, "ENTRY", None)
        if isinstance(entry, GameEntry):
            found.append(entry)
    return sorted(found, key=lambda e: (e.order, e.name))


def others() -> list[GameEntry]:
    """The games the title offers beside its own."""
    return [e for e in entries() if not e.home]


def with_lessons() -> list[GameEntry]:
    """The games beside the home one that bring lessons (the lessons list offers each)."""
    return [e for e in others() if e.lessons is not None]


def with_help() -> list[GameEntry]:
    """The games beside the home one that bring rule pages (the help screen offers each)."""
    return [e for e in others() if e.help_pages is not None]
