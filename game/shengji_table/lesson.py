"""A 升级 lesson on the real table: the scripted computer seats, the coach over the table that
judges the person's plays and shows the lesson's panel, and starting a lesson.

Why an overlay, as 拱猪's lessons (game/table/coach.py): the lesson is the ordinary 升级 table
scene and controller on the lesson's position, so it looks and plays like the game. The coach is
a transparent scene on top; the table asks ``coach.veto`` before it submits a play (its one
hook), and the coach answers from the engine: an illegal play is refused with the engine's
reason, a legal one that is not the lesson's goal with the lesson's hint. Nothing is saved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import pygame

from engine.shengji import action_reason
from engine.shengji.cards import parse_card
from engine.shengji.state import HAND_OVER, Action, HandState, Play
from game.session.ai_worker import Choice, _Done
from game.session.shengji_controller import ShengjiController
from game.shengji_table import layout as table_layout
from game.shengji_table.draw import card_word, cards_text
from game.shengji_table.lesson_book import (
    LESSONS,
    SOUTH,
    ShengjiLesson,
    build_match,
    next_lesson,
    order_codes,
    scripted_reply,
)
from game.shengji_table.scene import ShengjiTableScene, reason_text
from game.table.coach import panel_input
from game.texts.i18n import tr
from game.texts.lessons import COMPLETED
from game.ui import fonts, theme
from game.ui.canvas import Canvas, Colour, measure, panel, wrap
from game.ui.scene import Pop, Push, Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from engine.shengji.view import ShengjiView
    from game.session.ai_worker import AIWorker
    from game.ui.app import Context

# Right of the trick, under East's plate, over the buttons' row (logical 1280×720).
BOX = pygame.FRect(924, 236, 342, 0)
BOTTOM = 486.0  # the panel's lowest edge: the table's buttons start under it
PAD = 14
PANEL_BG = (6, 24, 16, 232)
REFUSAL_BG = (96, 28, 24, 235)
REFUSAL_TEXT = (255, 228, 218)


class ScriptedWorker:
    """The computer seats of a lesson: its scripted plays (else the engine's simple player),
    answered at once. It reads the engine's hand from the controller it is given."""

    def __init__(self, lesson: ShengjiLesson) -> None:
        self.lesson = lesson
        self.controller: ShengjiController | None = None

    def request(
        self, view: ShengjiView, level: str, seed: int, budget_s: float | None = None
    ) -> _Done:
        assert self.controller is not None
        return _Done(Choice(scripted_reply(self.lesson, self.controller.hand, view.seat), "", ""))

    def runs_inline(self, level: str) -> bool:
        return True

    def close(self) -> None:
        """Nothing to stop."""


def order_words(codes: list[str]) -> str:
    """The engine's trump order (``BJ``, ``S7=H7``, …) in card words, high to low."""
    return " > ".join("=".join(card_word(parse_card(c)) for c in g.split("=")) for g in codes)


def hint_text(key: str, fmt: dict[str, object]) -> str:
    """A hint's words, its seats and cards named."""
    words: dict[str, object] = {}
    for name, value in fmt.items():
        if name == "seat":
            words[name] = tr(f"sj.seat.{value}")
        elif name == "cards":
            words[name] = cards_text(cast("tuple[int, ...]", value))
        else:
            words[name] = value
    return tr(key, **words)


def result_words(st: HandState) -> dict[str, object]:
    """The finished hand's figures, from the engine's result (the last lessons' closing)."""
    r = st.result
    if r is None:
        return {}
    change = (
        tr("sjl.result.declarers", n=r.rise)
        if r.declarers_won
        else tr("sjl.result.take_over", n=r.rise)
    )
    return {"kitty": r.kitty_points, "times": r.multiplier, "d": r.defenders_points, "row": change}


class ShengjiCoach(Scene):
    """The lesson panel over the 升级 table, and the judge of the person's plays."""

    transparent = True
    pauses_below = False
    upright = True  # upright, the panel spans the table under the trick (layout.COACH)

    def __init__(
        self,
        lesson: ShengjiLesson,
        table: ShengjiTableScene,
        number: int,
        on_next: Callable[[ShengjiLesson], None],
        on_leave: Callable[[], None],
    ) -> None:
        super().__init__()
        self.lesson, self.table, self.number = lesson, table, number
        self.on_next, self.on_leave = on_next, on_leave
        self.page = 0  # == lesson.pages: the task
        self.tasks_done = 0
        self.refusal: str | None = None  # the words of the last refusal
        self.complete = False
        self.box = BOX.copy()
        self.lines: list[tuple[str, float, Colour, tuple[float, float], bool]] = []
        self.refusal_box: pygame.FRect | None = None
        self._scale = 1.0
        self._room = (BOX, BOTTOM)  # the panel's least top and width, its lowest edge
        self._done_bottom = BOTTOM
        self._key: tuple[Any, ...] = ()
        self._pages_at = (0.0, 0.0)
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

    @property
    def on_task(self) -> bool:
        return self.page >= self.lesson.pages

    def veto(self, action: Action) -> str | None:
        """The table asks before it submits the person's ``action``: None lets it through to
        the engine; else the words the table shows over the hand."""
        if self.complete or self.tasks_done >= len(self.lesson.tasks):
            return None
        if not isinstance(action, Play):  # burying again: the engine's alone, not a task
            return None
        if not self.on_task:
            self.refusal = tr("tutorial.read_first")
            self._key = ()
            return tr("tutorial.read_first_toast")
        st = self.table.controller.hand
        why = action_reason(st, SOUTH, action)
        if why is not None:  # the engine refuses: its reason, said in the panel too
            count = len(st.trick[0][1]) if st.trick else 0
            self.refusal = tr("sjl.illegal", why=reason_text(why, count))
        else:
            check = self.lesson.tasks[self.tasks_done].check
            hint = None if check is None else check(st, self.lesson, action)
            if hint is None:
                self.refusal = None
                return None
            self.refusal = hint_text(*hint)
        self._key = ()
        self.ctx.sound.play("chime", 0.5)
        return tr("tutorial.try_again")

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
            self.refusal = None

    def prev(self) -> None:
        if not self.complete and self.page > 0:
            self.page -= 1

    def restart(self) -> None:
        self.table.controller.close()
        self.on_next(self.lesson)

    def leave(self) -> None:
        self.table.controller.close()
        self.on_leave()

    # ------------------------------------------------------------ frame

    def update(self, dt: float) -> None:
        ctrl = self.table.controller
        done = sum(1 for seat, a in ctrl.match.moves if seat == SOUTH and isinstance(a, Play))
        if done != self.tasks_done:
            self.tasks_done, self.refusal = done, None
        shown = ctrl.shown
        if (
            not self.complete
            and done >= len(self.lesson.tasks)
            and not self.table.motion.busy
            and (
                len(shown.trick) == shown.rules.players  # the trick whole, before it is taken
                or shown.phase == HAND_OVER
                or (not shown.trick and not ctrl.busy)
            )
        ):
            self.complete = True
            self.pauses_below = True  # the finished trick stays in view; no result panel
            COMPLETED.add(self.lesson.done_key)
            self.ctx.change_settings(lessons=tuple(sorted(COMPLETED)))
            self.ctx.sound.play("fanfare", 0.6)
        self._compose()

    def layout(self, canvas: Canvas) -> None:
        self._scale = canvas.scale
        room = table_layout.COACH  # (the table under it is laid out first)
        self._room = (room, room.bottom) if canvas.upright else (BOX, BOTTOM)
        # upright, a finished lesson's panel may reach down to the (gone) prompt's place
        self._done_bottom = table_layout.BUTTON_Y - 8 if canvas.upright else BOTTOM
        self._key = ()
        self._compose()

    def _text(self) -> list[tuple[str, float, Colour, bool]]:
        """The panel's paragraphs now: (words, size, colour, bold)."""
        lesson = self.lesson
        out: list[tuple[str, float, Colour, bool]] = [
            (
                tr(lesson.title),  # (its number is on the lessons list; the panel is narrow)
                fonts.LABEL,
                theme.GOLD,
                True,
            )
        ]
        if self.complete:
            out.append((tr("tutorial.well_done"), fonts.LABEL, theme.GOLD, True))
            words = result_words(self.table.controller.hand)
            out.append((tr(lesson.done_text, **words), fonts.BODY, theme.TEXT, False))
            if COMPLETED >= {x.done_key for x in LESSONS}:
                out.append((tr("sjl.all_done"), fonts.BODY, theme.TEXT, False))
        elif not self.on_task:
            order = order_words(order_codes(lesson))
            out.append((tr(lesson.page(self.page), order=order), fonts.BODY, theme.TEXT, False))
        else:  # the task, still in view under a refusal's words
            task = lesson.tasks[min(self.tasks_done, len(lesson.tasks) - 1)].text
            out.append((tr("tutorial.task_line", text=tr(task)), fonts.BODY, theme.TEXT, False))
        return out

    def _compose(self) -> None:
        """Lay out the panel for the current state (only when it changed)."""
        room = tuple(self._room[0])
        key: tuple[Any, ...] = (self.page, self.tasks_done, self.refusal, self.complete, room)
        key += (self._scale, tr("ui.back"))
        if key == self._key:
            return
        self._key = key
        s = self._scale
        box, bottom = self._room  # the 16:9 panel's constants, or the upright table's room
        if self.complete:
            bottom = self._done_bottom
        x0, width = box.x + PAD, box.w - 2 * PAD
        y = box.y + PAD
        lines: list[tuple[str, float, Colour, tuple[float, float], bool]] = []

        def add(text: str, size: float, colour: Colour, bold: bool) -> None:
            nonlocal y
            lh = measure("Ag中", size, bold, s)[1]
            for line in wrap(text, size, bold, s, width):
                lines.append((line, size, colour, (x0, y), bold))
                y += lh
            y += 6

        for text, size, colour, bold in self._text():
            add(text, size, colour, bold)
        self.refusal_box = None
        if self.refusal is not None and not self.complete:
            y += 4
            top = y
            add(self.refusal, fonts.BODY, REFUSAL_TEXT, False)
            self.refusal_box = pygame.FRect(x0 - 6, top - 6, width + 12, y - top + 6)
            y += 6
        b = self.buttons
        for btn in b.values():
            w, h = btn.measure(s)
            btn.rect = pygame.FRect(0, 0, w, max(h, 32))
            btn.visible = False
        if self.complete:
            row = [b["lessons"], b["next_lesson"]]
            if next_lesson(self.lesson.key) is None:
                row = [b["lessons"]]
        else:
            row = [b["prev"]] if self.on_task else [b["prev"], b["next"]]
        b["prev"].enabled = self.page > 0
        for btn in row:
            btn.visible = True
        y += 2
        row[0].rect.topleft = (x0, y)
        if len(row) > 1 or self.complete:
            row[-1].rect.topright = (box.right - PAD, y)
        if not self.complete:  # a way out at every moment, beside the table's menu
            menu = self.table.menu_button.rect
            right = menu.left - 8
            for btn in (b["restart"], b["lessons"]):
                btn.visible = True
                btn.rect = pygame.FRect(right - btn.rect.w, menu.y, btn.rect.w, menu.h)
                right = btn.rect.left - 8
        # a long page grows the panel upwards (over East's plate), never onto the buttons
        height = row[0].rect.bottom + PAD - box.y
        dy = min(0.0, bottom - (box.y + height))
        if dy:
            lines = [(t, z, c, (x, y + dy), b) for t, z, c, (x, y), b in lines]
            for btn in row:
                btn.rect.y += dy
            if self.refusal_box is not None:
                self.refusal_box.y += dy
        self.lines = lines
        self.box = pygame.FRect(box.x, box.y + dy, box.w, height)
        mid = row[0].rect.centery
        if len(row) > 1:  # the page's number between the two buttons, else at the right
            self._pages_at = ((row[0].rect.right + row[-1].rect.left) / 2, mid)
        else:
            self._pages_at = (box.right - PAD - 24, mid)

    # ------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        return panel_input(self, event, self._hint_shown)

    def _hint_shown(self) -> Button | None:
        hint = self.table.hint_button
        return hint if hint in self.table.buttons() else None

    # ------------------------------------------------------------ drawing

    def draw(self, canvas: Canvas) -> None:
        if self.complete:  # the lesson is over: the table rests under a light veil
            canvas.shade((0, 0, 0, 70))
        panel(canvas, self.box, PANEL_BG, 14)
        canvas.outline(self.box, theme.GOLD, 1, 14)
        if self.refusal_box is not None:
            panel(canvas, self.refusal_box, REFUSAL_BG, 8)
        for text, size, colour, pos, bold in self.lines:
            canvas.text(text, size, colour, pos, bold=bold, tag="text")
        if not self.complete:
            total = self.lesson.pages + 1
            canvas.text(
                tr("tutorial.page", n=min(self.page, self.lesson.pages) + 1, total=total),
                fonts.BODY,
                theme.TEXT_DIM,
                self._pages_at,
                anchor="center",
                tag="text",
            )
        for btn in self.buttons.values():
            if btn.visible:
                btn.draw(canvas)
        canvas.note("box.coach", self.box)


def start_lesson(ctx: Context, lesson: ShengjiLesson, *, replace: bool = False) -> None:
    """Put the lesson's table and coach on the stack (``replace``: instead of the one shown)."""
    worker = ScriptedWorker(lesson)
    controller = ShengjiController(
        build_match(lesson), level="easy", worker=cast("AIWorker", worker), think_delay=0.5
    )
    worker.controller = controller
    table = ShengjiTableScene(controller)
    number = [x.key for x in LESSONS].index(lesson.key) + 1

    def leave() -> None:
        table.ctx.request(Pop())
        table.ctx.request(Pop())

    def following(nxt: ShengjiLesson) -> None:
        start_lesson(table.ctx, nxt, replace=True)

    coach = ShengjiCoach(lesson, table, number, following, leave)
    table.coach = coach
    ctx.toasts.items.clear()
    if replace:
        ctx.request(Pop())
        ctx.request(Pop())
    ctx.request(Push(table))
    ctx.request(Push(coach))
