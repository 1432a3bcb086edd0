"""The tutorial's lesson list, and starting a lesson on the real table.

The list is 拱猪's (the home game's) own; every other game of the room that brings lessons
(``GameEntry.lessons``) is offered as a choice of game in the top left corner, and choosing it
lists that game's lessons (each starts on its own table) in the same column.

A lesson is the ordinary table scene and controller on the lesson's fixed position,
with a :class:`~game.table.coach.LessonCoach` on top. Nothing of it is saved: no
session, no autosave, no statistics, no hand history — the saved game (if any) is
left as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from game import room
from game.scenes.base import MenuScene
from game.session.controller import SeatPlayer, TableController
from game.table.coach import LessonCoach, ScriptedWorker
from game.table.scene import TableScene
from game.texts.i18n import tr
from game.texts.lessons import COMPLETED, LESSONS, Lesson, build_match
from game.ui import fonts, theme
from game.ui.canvas import Canvas
from game.ui.scene import Pop, Push
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.session.ai_worker import AIWorker
    from game.ui.app import Context

LESSON_LEVEL = "easy"  # shown on the computer seats' plates; their plays are scripted


def start_lesson(ctx: Context, lesson: Lesson, *, replace: bool = False) -> None:
    """Put the lesson's table and coach on the stack (``replace``: instead of the lesson shown)."""
    players = tuple(SeatPlayer("", seat == 0, LESSON_LEVEL) for seat in range(4))
    # the scripted worker answers the controller's questions like an AIWorker (request/close)
    worker = cast("AIWorker", ScriptedWorker(lesson))
    controller = TableController(build_match(lesson), players, exposure_clock=0, worker=worker)
    table = TableScene(controller, seat=0, animate_deal=False)
    number = [x.key for x in LESSONS].index(lesson.key) + 1

    def leave() -> None:
        table.ctx.request(Pop())
        table.ctx.request(Pop())

    def following(nxt: Lesson) -> None:
        start_lesson(table.ctx, nxt, replace=True)

    coach = LessonCoach(lesson, table, number, on_next=following, on_leave=leave)
    table.coach = coach
    table.upright = False  # the coach's panel is laid out for the 16:9 table
    ctx.toasts.items.clear()  # the last lesson's news is not this one's
    if replace:
        ctx.request(Pop())
        ctx.request(Pop())
    ctx.request(Push(table))
    ctx.request(Push(coach))


class TutorialScene(MenuScene):
    """Seven lessons; a finished one is marked. Esc or "back" returns to the title. With
    other games' lessons in the room, a choice of game (``game``: "" the home game's)."""

    upright = True

    def __init__(self, game: str = "") -> None:
        super().__init__()
        self.games = {e.name: e for e in room.with_lessons()}
        self.game = game if game in self.games else ""
        self.book = self.games[self.game].lessons() if self.game else None  # type: ignore[misc]
        home = next((e for e in room.entries() if e.home), None)
        choice = [("", home), *self.games.items()] if self.games else []
        self.game_names = [name for name, _ in choice]
        self.game_buttons = [
            Button(partial(self._game_title, entry), partial(self.choose, name), size=fonts.BODY)
            for name, entry in choice
        ]
        self.heading = Label(
            lambda: tr(self.book.heading) if self.book else tr("tutorial.heading"),
            fonts.BANNER - 6,
            bold=True,
            colour=theme.GOLD,
            anchor="midtop",
        )
        self.intro = Label(
            lambda: tr(self.book.intro) if self.book else tr("tutorial.intro"),
            fonts.LABEL,
            colour=theme.TEXT,
            anchor="midtop",
            max_width=1100,
        )
        self.progress = Label(
            lambda: tr(
                "tutorial.progress", n=len(COMPLETED & set(self._keys())), total=len(self._keys())
            ),
            fonts.BODY,
            colour=theme.TEXT_DIM,
            anchor="midtop",
            max_width=600,
        )
        self.lesson_buttons = (
            [
                Button(self._book_label(i), partial(self._open_book, i), size=fonts.LABEL)
                for i in range(len(self.book.titles))
            ]
            if self.book
            else [
                Button(self._label(i), partial(self.open, x), size=fonts.LABEL)
                for i, x in enumerate(LESSONS)
            ]
        )
        self.back_button = Button(lambda: tr("ui.back"), self.back, min_width=220)

    def enter(self, ctx: Any) -> None:
        super().enter(ctx)
        COMPLETED.update(ctx.settings.lessons)  # lessons finished on an earlier visit

    @staticmethod
    def _game_title(entry: room.GameEntry | None) -> str:
        return entry.title() if entry is not None else ""

    def _keys(self) -> tuple[str, ...]:
        return self.book.done_keys if self.book else tuple(x.key for x in LESSONS)

    def choose(self, game: str) -> None:
        """List another game's lessons (this screen, replaced by that game's)."""
        if game != self.game:
            self.ctx.sound.play("flick", 0.6)
            self.ctx.replace(TutorialScene(game))

    def _book_label(self, i: int) -> Callable[[], str]:
        def text() -> str:
            assert self.book is not None
            label = f"{tr('tutorial.lesson_n', n=i + 1)} · {tr(self.book.titles[i])}"
            done = self.book.done_keys[i] in COMPLETED
            return f"{label}  ({tr('tutorial.done_mark')})" if done else label

        return text

    def _open_book(self, i: int) -> None:
        assert self.book is not None
        self.book.start(self.ctx, i)

    @staticmethod
    def _label(i: int) -> Callable[[], str]:
        lesson = LESSONS[i]

        def text() -> str:
            label = f"{tr('tutorial.lesson_n', n=i + 1)} · {tr(lesson.title)}"
            return f"{label}  ({tr('tutorial.done_mark')})" if lesson.key in COMPLETED else label

        return text

    def open(self, lesson: Lesson) -> None:
        start_lesson(self.ctx, lesson)

    def resume(self) -> None:
        self.ctx.app.stack.relayout_all()  # the marks of lessons just finished

    def layout(self, canvas: Canvas) -> None:
        s, mid = canvas.scale, canvas.w / 2  # (one column, centred on any canvas)
        self.intro.max_width = min(1100.0, canvas.w - 60)
        self.heading.place((mid, 28), s)
        self.intro.place((mid, self.heading.rect.bottom + 10), s)
        self.progress.place((mid, self.intro.rect.bottom + 6), s)
        self.labels = [self.heading, self.intro, self.progress]
        buttons = [*self.lesson_buttons, self.back_button]
        width = min(max(480.0, *(b.measure(s)[0] for b in buttons)), canvas.w - 60)
        height = max(b.measure(s)[1] for b in buttons) + 4
        gap = 10
        y = self.progress.rect.bottom + 20
        for b in self.lesson_buttons:
            b.rect = pygame.FRect(0, 0, width, height)
            b.rect.midtop = (mid, y)
            y += height + gap
        self.back_button.rect = pygame.FRect(0, 0, self.back_button.measure(s)[0], height)
        self.back_button.rect.midtop = (mid, y + 8)
        x = 24.0
        for i, b in enumerate(self.game_buttons):  # the choice of game, top left
            w, h = b.measure(s)
            b.rect = pygame.FRect(x, 24, max(w, 90.0), h)
            b.primary = self.game_names[i] == self.game
            x = b.rect.right + 8
        buttons = [*self.game_buttons, *buttons]
        self.focus.set(buttons)
        if self.focus.current is None:
            self.focus.focus(self.lesson_buttons[0])
