"""A lesson on the real table: the coach that checks the player's plays and shows the lesson panel.

Why an overlay: the lesson is the real table scene (:mod:`game.table.scene`) with the
real controller, so it looks and plays like the game. The coach is a transparent scene
on top that lets the table run (``pauses_below = False``), passes it every event the
panel does not use, and draws the panel over it. The table asks ``coach.veto`` before
giving the engine a legal action; the coach answers from the lesson's check and, on a
refusal, explains in the panel why (the table toasts a short "try again").

When the last task is done and its trick has been swept, the lesson is complete: the
coach pauses the table (so no computer seat plays on), says "well done" and offers the
next lesson.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from engine.gongzhu.actions import Action
from engine.gongzhu.hand import EXPOSURE, PLAY, HandState
from engine.gongzhu.view import SeatView
from game.session.ai_worker import Choice, _Done
from game.table import layout as L
from game.texts.i18n import tr
from game.texts.lessons import COMPLETED, LESSONS, Lesson, next_lesson, scripted_reply
from game.ui import fonts, theme
from game.ui.canvas import Canvas, Colour, measure, panel, wrap
from game.ui.scene import Scene
from game.ui.widgets import Button

PANEL_TOP = 220
PANEL_BOTTOM = 456  # above the viewer's exposed and taken rows
# Across: beside the trick area, from the left seat's backs or to the right seat's; while the
# exposure window is open (it is wider than the trick area), beside the window.
PANEL_LEFT = (84.0, L.TRICK_AREA.left - 8)
PANEL_LEFT_WINDOW = (84.0, 434.0)
PANEL_RIGHT = (L.TRICK_AREA.right + 8, 1196.0)
PANEL_RIGHT_WINDOW = (846.0, 1196.0)
PAD = 15
PANEL_BG = (6, 24, 16, 228)
REFUSAL_BG = (96, 28, 24, 235)
REFUSAL_TEXT = (255, 228, 218)
READ_FIRST = "tutorial.read_first"  # the refusal of a card played before the task


def panel_input(
    coach: Any, event: pygame.event.Event, hint_shown: Callable[[], Button | None]
) -> bool:
    """A lesson panel's input over its table (拱猪's and 升级's coaches): its buttons, its
    box swallowing clicks (all of them once the lesson is over), the table's hint refused in
    a lesson (the panel teaches), N/B to turn the pages. ``coach`` has ``buttons``, ``box``,
    ``complete``, ``ctx``, ``next()`` and ``prev()``; True when the event is used up."""
    shown = [btn for btn in coach.buttons.values() if btn.visible]
    if event.type == pygame.MOUSEMOTION:
        for btn in shown:
            btn.handle(event)
        return False  # the table keeps its hover too
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
        for btn in shown:
            if btn.enabled and btn.handle(event):
                return True
        if coach.box.collidepoint(event.pos) or coach.complete:
            return True
        hint = hint_shown()
        if hint is not None and hint.rect.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                coach.ctx.toast(tr("tutorial.no_hint"), 2.5)
            return True
        return False
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_n:
            coach.next()
            return True
        if event.key == pygame.K_b:
            coach.prev()
            return True
        if event.key == pygame.K_h:
            coach.ctx.toast(tr("tutorial.no_hint"), 2.5)
            return True
        return bool(coach.complete and event.key != pygame.K_ESCAPE)
    return False


class ScriptedWorker:
    """Computer seats of a lesson: the lesson's scripted plays, answered at once."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    def request(
        self, view: SeatView, level: str, seed: int, budget_s: float | None = None
    ) -> _Done:
        action = scripted_reply(self.lesson, view.seat, view.legal)
        return _Done(Choice(action, "", ""))

    def runs_inline(self, level: str) -> bool:
        """Scripted answers cost nothing: the controller may take them in the frame."""
        return True

    def close(self) -> None:
        """Nothing to stop: no process, no thread."""


@dataclass
class _Line:
    text: str
    size: float
    colour: Colour
    pos: tuple[float, float]
    bold: bool = False


class LessonCoach(Scene):
    """The lesson panel over a table scene, and the judge of the player's plays."""

    transparent = True
    pauses_below = False

    def __init__(
        self,
        lesson: Lesson,
        table: Any,
        number: int,
        on_next: Callable[[Lesson], None],
        on_leave: Callable[[], None],
    ) -> None:
        super().__init__()
        self.lesson = lesson
        self.table = table
        self.number = number  # 1-based, for the header
        self.on_next = on_next  # start another lesson (the coach and table go away)
        self.on_leave = on_leave  # back to the lesson list
        self.start = len(table.controller.match.moves)
        self.page = 0  # explanation page; == lesson.pages: the task
        self.tasks_done = 0
        self.refusal: str | None = None  # string key of the last explanation
        self.complete = False
        self.box = pygame.FRect(0, 0, 0, 0)
        self.lines: list[_Line] = []
        self.refusal_box: pygame.FRect | None = None
        self._pages_pos: tuple[float, float] | None = None
        self._scale = 1.0
        self._key: tuple[Any, ...] = ()
        self.buttons: dict[str, Button] = {
            "prev": Button(lambda: tr("tutorial.prev"), self.prev, size=fonts.BODY),
            "next": Button(lambda: tr("tutorial.next"), self.next, size=fonts.BODY, primary=True),
            "lessons": Button(lambda: tr("tutorial.lessons"), self.leave, size=fonts.BODY),
            "restart": Button(lambda: tr("tutorial.restart"), self.restart, size=fonts.BODY),
            "next_lesson": Button(
                lambda: tr("tutorial.next_lesson"), self.next, size=fonts.BODY, primary=True
            ),
        }

    # ------------------------------------------------------------ the judge

    def veto(self, hand: HandState, seat: int, action: Action) -> str | None:
        """The table asks before playing a legal ``action``: None lets it through."""
        if self.complete or self.tasks_done >= len(self.lesson.tasks):
            return None
        if not self.on_task:  # still reading: a card played now would be unexplained
            self.refusal = READ_FIRST
            self.ctx.sound.play("chime", 0.5)
            return tr("tutorial.read_first_toast")
        why = self.lesson.tasks[self.tasks_done].check(hand, action)
        if why is None:
            self.refusal = None
            return None
        self.refusal = why
        self.page = self.lesson.pages  # show the task and the explanation
        self.ctx.sound.play("chime", 0.5)
        return tr("tutorial.try_again")

    @property
    def on_task(self) -> bool:
        return self.page >= self.lesson.pages

    @property
    def reading(self) -> bool:
        """A lesson page is still being read: a card played now is refused (:meth:`veto`), so
        the table draws none as playable."""
        return not self.complete and self.tasks_done < len(self.lesson.tasks) and not self.on_task

    def current_task(self) -> str | None:
        tasks = self.lesson.tasks
        return tasks[self.tasks_done].text if self.tasks_done < len(tasks) else None

    # ------------------------------------------------------------ actions

    def next(self) -> None:
        if self.complete:
            following = next_lesson(self.lesson.key)
            if following is None:
                self.leave()
            else:
                self.table.controller.close()
                self.on_next(following)
        elif not self.on_task:
            self.page += 1
            self._forget_read_first()

    def prev(self) -> None:
        if not self.complete and self.page > 0:
            self.page -= 1
            self._forget_read_first()

    def _forget_read_first(self) -> None:
        if self.refusal == READ_FIRST:  # said; a lesson's own explanation stays for its task
            self.refusal = None
            self.ctx.toasts.withdraw(tr("tutorial.read_first_toast"))  # read on, as asked

    def restart(self) -> None:
        """The lesson from its first page, on its position as dealt."""
        self.table.controller.close()
        self.on_next(self.lesson)

    def leave(self) -> None:
        self.table.controller.close()
        self.on_leave()

    # ------------------------------------------------------------ frame

    def update(self, dt: float) -> None:
        table = self.table
        moves = table.controller.match.moves[self.start :]
        done = sum(1 for seat, _ in moves if seat == table.me)
        if done != self.tasks_done:
            self.tasks_done = done
            self.refusal = None
            if done < len(self.lesson.tasks):
                self.page = self.lesson.pages  # the next task of the lesson
        if (
            not self.complete
            and done >= len(self.lesson.tasks)
            and table.idle()
            and not (table.shown.phase == PLAY and table.shown.trick)
        ):
            self.complete = True
            self.pauses_below = True  # the lesson's position stays as it is
            COMPLETED.add(self.lesson.key)
            self.ctx.change_settings(lessons=tuple(sorted(COMPLETED)))  # kept for the next visit
            self.ctx.sound.play("fanfare", 0.6)
        self._compose()

    def layout(self, canvas: Canvas) -> None:
        self._scale = canvas.scale
        self._key = ()
        self._compose()

    def _state(self) -> tuple[Any, ...]:
        return (
            self.page,
            self.tasks_done,
            self.refusal,
            self.complete,
            tr("tutorial.next"),
            self._scale,
            self.table.controller.phase == EXPOSURE,  # the window open: the panel beside it
        )

    def _compose(self) -> None:
        """Lay out the panel's text and buttons for the current state (only when it changed)."""
        key = self._state()
        if key == self._key:
            return
        self._key = key
        s = self._scale
        window = self.table.controller.phase == EXPOSURE
        if self.lesson.panel_left:
            x0, right = PANEL_LEFT_WINDOW if window else PANEL_LEFT
        else:
            x0, right = PANEL_RIGHT_WINDOW if window else PANEL_RIGHT
        panel_w = right - x0
        width = panel_w - 2 * PAD
        lines: list[_Line] = []
        y = float(PANEL_TOP + PAD)

        def add(text: str, size: float, colour: Colour, bold: bool = False, gap: float = 4) -> None:
            nonlocal y
            lh = measure("Ag中", size, bold, s)[1]
            for line in wrap(text, size, bold, s, width):
                lines.append(_Line(line, size, colour, (x0 + PAD, y), bold))
                y += lh
            y += gap

        header = f"{tr('tutorial.lesson_n', n=self.number)} · {tr(self.lesson.title)}"
        add(header, fonts.LABEL, theme.GOLD, bold=True, gap=6)
        self.refusal_box = None
        task = self.current_task()
        if self.complete:
            add(tr("tutorial.well_done"), fonts.LABEL, theme.GOLD, bold=True)
            add(tr(self.lesson.done_text), fonts.BODY, theme.TEXT)
            closing = closing_words(self.lesson.key, COMPLETED)
            if closing:
                add(closing, fonts.BODY, theme.TEXT)
        elif not self.on_task:
            add(tr(self.lesson.page(self.page)), fonts.BODY, theme.TEXT)
        else:
            text = tr(task) if task else tr(self.lesson.tasks[-1].text)
            if self.refusal is None:
                add(tr("tutorial.task_line", text=text), fonts.BODY, theme.TEXT, gap=8)
        if (
            self.refusal is not None
            and not self.complete
            and (self.on_task or self.refusal == READ_FIRST)
        ):
            # the explanation of a refused play ends with what to do instead
            y += 4
            top = y - 2
            add(tr(self.refusal), fonts.BODY, REFUSAL_TEXT, gap=0)
            self.refusal_box = pygame.FRect(x0 + PAD - 6, top - 4, width + 12, y - top + 10)
            y += 10
        # buttons along the bottom
        b = self.buttons
        for btn in b.values():
            w, h = btn.measure(s)
            btn.rect = pygame.FRect(0, 0, w, max(h, 32))
            btn.visible = False
        row = (
            [b["lessons"], b["next_lesson"]]
            if self.complete
            else [b["prev"]]
            if self.on_task
            else [b["prev"], b["next"]]
        )
        if self.complete and next_lesson(self.lesson.key) is None:
            row = [b["lessons"]]
        b["prev"].enabled = self.page > 0
        y += 4
        for btn in row:
            btn.visible = True
        row[-1].rect.topright = (x0 + panel_w - PAD, y)
        if len(row) > 1:
            row[0].rect.topleft = (x0 + PAD, y)
        bottom = row[-1].rect.bottom
        if not self.complete:  # a way out at every moment, under the table's menu
            menu = self.table.buttons["menu"].rect
            ways = (b["restart"], b["lessons"])
            width = max(menu.w, *(btn.rect.w for btn in ways))
            top = menu.bottom + 8
            for btn in ways:
                btn.visible = True
                btn.rect = pygame.FRect(menu.left, top, width, menu.h)
                top = btn.rect.bottom + 8
        self.lines = lines
        height = bottom + PAD - PANEL_TOP
        self.box = pygame.FRect(x0, PANEL_TOP, panel_w, height)
        if len(row) == 1 and not self.complete:  # the task: Back on the left, the page count right
            row[0].rect.topleft = (x0 + PAD, y)
            self._pages_pos = (x0 + panel_w - PAD - 24, row[0].rect.centery)
        else:
            self._pages_pos = (
                ((row[0].rect.right + row[-1].rect.left) / 2, row[-1].rect.centery)
                if len(row) > 1
                else None
            )

    # ------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        return panel_input(self, event, self._hint_shown)

    def _hint_shown(self) -> Button | None:
        hint = self.table.buttons.get("hint")
        return hint if hint is not None and hint.visible else None

    # ------------------------------------------------------------ drawing

    def draw(self, canvas: Canvas) -> None:
        if self.complete:  # the lesson is over: the table rests under a veil, the panel speaks
            canvas.shade((0, 0, 0, 110))
        panel(canvas, self.box, PANEL_BG, 14)
        canvas.outline(self.box, theme.GOLD, 1, 14)
        if self.refusal_box is not None:
            panel(canvas, self.refusal_box, REFUSAL_BG, 8)
        for line in self.lines:
            canvas.text(line.text, line.size, line.colour, line.pos, bold=line.bold, tag="text")
        if self._pages_pos is not None and not self.complete:
            total = self.lesson.pages + 1
            canvas.text(
                tr("tutorial.page", n=min(self.page, self.lesson.pages) + 1, total=total),
                fonts.BODY,
                theme.TEXT_DIM,
                self._pages_pos,
                anchor="center",
                tag="text",
            )
        for btn in self.buttons.values():
            if btn.visible:
                btn.draw(canvas)
        canvas.note("box.coach", self.box)


def closing_words(key: str, completed: set[str]) -> str:
    """What a finished lesson adds under "well done": "all seven done" only when all seven
    are (the list says 已完成 n/7 too), the count left when the last lesson ends the list
    before the others; nothing after any other lesson (its button leads on)."""
    keys = {lesson.key for lesson in LESSONS}
    done = len(keys & (completed | {key}))
    if done == len(keys):
        return tr("tutorial.all_done")
    if next_lesson(key) is None:
        return tr("tutorial.last_done", n=done, total=len(keys), left=len(keys) - done)
    return ""


def lesson_texts(lessons: Sequence[Lesson]) -> list[str]:
    """Every string key the lessons show, with the panel's own (for the language tests)."""
    keys = [
        "tutorial.prev",
        "tutorial.next",
        "tutorial.task_line",
        "tutorial.try_again",
        "tutorial.well_done",
        "tutorial.next_lesson",
        "tutorial.lessons",
        "tutorial.restart",
        READ_FIRST,
        "tutorial.read_first_toast",
        "tutorial.all_done",
        "tutorial.last_done",
        "tutorial.no_hint",
        "tutorial.lesson_n",
        "tutorial.page",
    ]
    for lesson in lessons:
        keys += lesson.text_keys()
    return keys
