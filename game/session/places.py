"""The game's screens by name, for those below the scenes: the session imports no scene.

``ctx.replace(Result(session))`` is an ordinary scene-stack request whose target is a place;
the app's ``Hooks.screen`` (:func:`game.main.screen`) builds the scene for it. The table asks
for the screens of its menu the same way, and so does a scene that would otherwise import
one that leads back to it (the title).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.session.controller import TableController


@dataclass(frozen=True)
class Title:
    """The title screen (the stack is normally cleared for it)."""


@dataclass(frozen=True)
class NewGame:
    """The new-game form."""


@dataclass(frozen=True)
class Help:
    """The rules and help pages: the home game's, or those of the room's game named ``game``."""

    game: str = ""


@dataclass(frozen=True)
class Settings:
    """The settings screen."""


@dataclass
class Table:
    """The table for a controller, drawn from ``seat``; the callbacks are the session's."""

    controller: TableController
    seat: int
    on_hand_over: Callable[[TableController], None]
    on_quit: Callable[[TableController], None] | None = None
    seat_note: Callable[[int], str] | None = None  # e.g. the campaign's hand tops beside each score


@dataclass(frozen=True)
class Result:
    """The hand's result screen for a session."""

    session: Any


@dataclass(frozen=True)
class GameOver:
    """The game-over screen (standings and chart) for a session."""

    session: Any


@dataclass(frozen=True)
class StageResult:
    """The end of a 闯关 stage: its session and the settled outcome."""

    session: Any
    outcome: Any
