"""升级's 复盘 screen: the finished hand replayed decision by decision, each judged from what
the person could see then, with what a better play would have gained and the hand's total.

Reached from the hand's result (the table's result panel: its "Review" button, or R) and from
the hand history (R on a hand). From the table (``table``, its controller) it also offers, in
hot seat, whose decisions to review (each person's seat; first the one whose hand was last on
screen), and "play on from here": the hand again on a table of its own just before the
decision shown, the person to choose again, as practice (never saved or counted); its end
comes back here with a line saying how it went beside the real hand. The hand is rebuilt here from its record through the rules
(cheap), so the table's replay can be stepped through at once; the judging runs in a worker
process of its own (:mod:`game.session.shengji_review`) and fills in as it arrives. A review
that fails is logged, counted and said on screen; R tries again.
"""

from __future__ import annotations

from collections import Counter
from concurrent.futures import Future
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from engine.shengji import view_for
from engine.shengji.cards import Card, card_code
from engine.shengji.moves import apply_action
from engine.shengji.review import (
    Judged,
    ShengjiReview,
    decision_points,
    final_burial,
    had_choice,
    start_of,
)
from engine.shengji.state import Bury, Play
from engine.shengji.view import ShengjiView
from game.art import shengji_cards
from game.session import shengji_review as job_session
from game.session.ai_worker import AIWorker
from game.session.shengji_controller import ShengjiController
from game.session.shengji_review import PlayedOn, ReviewJob
from game.shengji_table.draw import level_name
from game.shengji_table.review_words import card_words, judgement, played_on_words, total_words
from game.shengji_table.seats import seat_word
from game.texts.i18n import language, tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, wrap
from game.ui.scene import Scene
from game.ui.widgets import Button, Choice, Label, Option

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine.shengji import ShengjiMatch
    from game.shengji_table.scene import ShengjiTableScene
    from game.ui.app import Context

TABLE = pygame.FRect(40, 104, 730, 436)  # the replay: the trick then, the hand then
WORDS = pygame.FRect(790, 104, 450, 436)  # the judgement of the decision shown
CARD_W = 40.0  # the cards on the table
HAND_W = 56.0  # the person's cards then
HAND_H = HAND_W * 130 / 90
PLAY_ROW = 62.0  # one play on the table: a seat's name and its cards
MARK = 14.0  # one decision's square in the strip of them (a mistake's is red)
MADE = theme.GOLD
BETTER = (120, 220, 150)
WORDS_SIZE = 18  # the judgement's sentences: read, never small print
LINE = 28.0
REFUSAL = (255, 170, 150)  # the table's colour for what went wrong


def _marks(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> list[bool]:
    """Which positions of the sorted hand hold ``cards`` (a multiset: each copy once)."""
    want = Counter(cards)
    out = []
    for c in hand:
        out.append(want[c] > 0)
        want[c] -= 1
    return out


class ShengjiReviewScene(Scene):
    """One hand's review for one seat; ``worker`` (own by default) is closed on leaving.
    ``table``: the controller of the table the hand was played at (its people), and
    ``new_table`` the table scene to play on at (the table passes its own kind); ``people``
    (seat → name) when there is no table: the hand history's names."""

    upright = False

    def __init__(
        self,
        job: ReviewJob,
        worker: AIWorker | None = None,
        table: ShengjiController | None = None,
        new_table: Callable[[ShengjiController], ShengjiTableScene] | None = None,
        people: dict[int, str] | None = None,
    ) -> None:
        super().__init__()
        self.job = job
        self.worker = worker or AIWorker()
        self.table = table
        self.new_table = new_table
        self.people = dict(table.humans) if table is not None else dict(people or {})
        self.seat_choice: Choice[int] | None = None  # hot seat: whose decisions
        if len(self.people) > 1:
            options = [Option(s, partial(self.person_name, s)) for s in sorted(self.people)]
            self.seat_choice = Choice(options, lambda: self.job.seat, self.choose)
        self.play_button = Button(lambda: tr("sjr.play_on"), self.play_on, size=fonts.BODY)
        self.play_button.visible = table is not None and new_table is not None
        self.played: PlayedOn | None = None  # the last hand played on from here
        self.strip: list[pygame.FRect] = []  # the decisions' squares, as last drawn
        self.title = Label(
            lambda: tr("sjr.title", n=job.number), fonts.BANNER - 8, bold=True, colour=theme.GOLD
        )
        self.back_button = Button(lambda: tr("ui.back"), self.back, min_width=140)
        self.prev_button = Button(lambda: tr("sjr.prev"), lambda: self.step(-1), size=fonts.BODY)
        self.next_button = Button(lambda: tr("sjr.next"), lambda: self.step(1), size=fonts.BODY)
        self.buttons = [self.back_button, self.play_button, self.prev_button, self.next_button]
        self.spin = 0.0
        self.clipped = False  # a judgement's words ran out of room (never, at 16:9)
        self.futures: dict[int, Future[Judged | None]] = {}  # by move index, on their way
        self.load()

    def load(self) -> None:
        """The reviewed seat's decisions, rebuilt from the job through the rules; none judged."""
        job = self.job
        start = start_of(job.rules, job.deal, job.first_receiver, job.levels, job.declarer)
        self.points = decision_points(start, job.moves, job.seat)
        self.burial = final_burial(job.moves, job.seat)
        self.end = start
        for seat, action in job.moves:
            self.end, _ = apply_action(self.end, seat, action)
        self.at = 0
        self.futures = {}
        self.results: dict[int, Judged | None] = {}  # judged (None: forced)
        self.choices: dict[int, bool] = {}  # by move index: the seat could choose otherwise
        self.failures: dict[int, str] = {}  # decisions whose job failed: what went wrong
        self.review: ShengjiReview | None = None  # once every decision is judged

    # -- whose decisions, and playing on -------------------------------------------------
    def person_name(self, seat: int) -> str:
        """A person's seat, with his name when he gave one."""
        name = self.people.get(seat, "")
        return f"{self.seat_name(seat)} {name}".strip()

    def choose(self, seat: int) -> None:
        """Review another person's decisions (hot seat): those judging on their way stop."""
        if seat == self.job.seat:
            return
        if self.futures:
            self.worker.close()
            self.worker = AIWorker()
        self.job = replace(self.job, seat=seat)
        self.played = None
        self.load()
        self.ask()

    def can_play_on(self) -> bool:
        """From a table, at a decision the rules left open: none from a forced play (the one
        card left, a follow with one legal way), where choosing again would change nothing."""
        if self.table is None or self.new_table is None or not self.points:
            return False
        index, state = self.points[self.at]
        if index not in self.choices:
            self.choices[index] = had_choice(state, self.job.seat)
        return self.choices[index]

    def play_on(self) -> None:
        """The hand on a table of its own just before the decision shown, the seat to choose
        again (practice); its end comes back here, compared with the real hand."""
        if not self.can_play_on() or self.table is None or self.new_table is None:
            return
        index, decision, seat = self.points[self.at][0], self.at + 1, self.job.seat
        real = self.table.match

        def done(ended: ShengjiMatch) -> None:
            self.played = job_session.played_on(real, ended, seat, decision)

        scene = self.new_table(job_session.practice(self.table, index, seat))
        scene.practice = done
        self.ctx.push(scene)
        self.ctx.toast(tr("sjr.practice"), 5.0)

    # -- the judging, in the worker --------------------------------------------------------
    def enter(self, ctx: Context) -> None:
        super().enter(ctx)
        if not self.futures and self.review is None:
            self.ask()

    def ask(self) -> None:
        """Submit every decision not judged yet (the first time, and R after a failure)."""
        self.failures.clear()
        for index, _st in self.points:
            if index in self.results or index in self.futures:
                continue
            try:
                self.futures[index] = job_session.start(self.worker, self.job, index)
            except Exception as exc:  # noqa: BLE001 — said on screen, counted and logged
                self.failures[index] = job_session.failed(self.worker, exc)

    @property
    def error(self) -> str | None:
        """What went wrong with the first decision that failed (None: nothing)."""
        return next(iter(self.failures.values()), None)

    def exit(self) -> None:
        self.worker.close()  # a review still thinking stops with its screen

    def back(self) -> None:
        self.ctx.pop()

    @property
    def analysing(self) -> bool:
        return bool(self.futures)

    def still_for(self) -> float:
        return 0.0 if self.analysing else 1.0

    def update(self, dt: float) -> None:
        self.spin += dt
        self.play_button.enabled = self.can_play_on()  # greyed at a forced decision
        for index, future in list(self.futures.items()):
            if not future.done():
                continue
            del self.futures[index]
            try:
                self.results[index] = future.result()
            except Exception as exc:  # noqa: BLE001 — a failed review is told, not fatal
                self.failures[index] = job_session.failed(self.worker, exc)
        if self.review is None and self.points and len(self.results) == len(self.points):
            judged = tuple(j for j in self.results.values() if j is not None)
            forced = len(self.results) - len(judged)
            assert self.end.result is not None
            self.review = ShengjiReview(self.job.seat, judged, forced, self.end.result)

    # -- stepping ----------------------------------------------------------------------------
    def step(self, delta: int) -> None:
        if self.points:
            self.at = max(0, min(len(self.points) - 1, self.at + delta))

    def costly(self, i: int) -> bool:
        j = self.judged_at(i)
        return j is not None and j.costly()

    def jump(self, delta: int) -> None:
        """To the previous or next mistake (once judged)."""
        i = self.at + delta
        while 0 <= i < len(self.points):
            if self.costly(i):
                self.at = i
                return
            i += delta

    def judged_at(self, i: int) -> Judged | None:
        return self.results.get(self.points[i][0]) if self.points else None

    def view_at(self, i: int) -> ShengjiView:
        return view_for(self.points[i][1], self.job.seat)

    def made_at(self, i: int) -> tuple[Card, ...]:
        action = self.job.moves[self.points[i][0]][1]
        if isinstance(action, Bury):
            return self.burial
        assert isinstance(action, Play)
        return tuple(sorted(action.cards))

    def handle(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle(event):
                return True
        if self.seat_choice is not None and self.seat_choice.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = [i for i, r in enumerate(self.strip) if r.inflate(4, 8).collidepoint(event.pos)]
            if hit:
                self.at = hit[0]
            return bool(hit)
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB and self.seat_choice is not None:
            self.seat_choice.activate()
            return True
        if event.key == pygame.K_p and self.play_button.visible:
            self.play_on()  # (not from a forced decision: nothing happens, nothing is said)
            return True
        keys = {
            pygame.K_LEFT: lambda: self.step(-1),
            pygame.K_RIGHT: lambda: self.step(1),
            pygame.K_UP: lambda: self.jump(-1),
            pygame.K_DOWN: lambda: self.jump(1),
            pygame.K_HOME: lambda: self.step(-len(self.points)),
            pygame.K_END: lambda: self.step(len(self.points)),
            pygame.K_ESCAPE: self.back,
            pygame.K_BACKSPACE: self.back,
        }
        if event.key == pygame.K_r and self.failures:
            self.ask()
            return True
        if event.key in keys:
            keys[event.key]()
            return True
        return False

    # -- layout and drawing ------------------------------------------------------------------
    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        self.title.place((40, 14), sc)
        bw, bh = self.back_button.measure(sc)
        self.back_button.rect = pygame.FRect(40, 712 - 14 - bh, bw, bh)
        x = 1240.0
        for b in (self.next_button, self.prev_button):
            w, h = b.measure(sc)
            b.rect = pygame.FRect(x - w, 712 - 14 - bh + (bh - h) / 2, w, h)
            x -= w + 12
        w, h = self.play_button.measure(sc)
        self.play_button.rect = pygame.FRect(1240 - w, TABLE.bottom + 10, w, h)
        if self.seat_choice is not None:
            w, h = self.seat_choice.measure(sc)
            self.seat_choice.place(pygame.FRect(1240 - w, 24, w, h), sc)

    def seat_name(self, seat: int) -> str:
        """A seat as the table names it (the duel's second seat is North; five seats)."""
        return seat_word(seat, self.job.rules.players)

    def subtitle(self) -> str:
        end = self.end
        r = end.result
        trump = (
            tr("sj.trump_none")
            if end.trump is None
            else tr("sj.trump", suit=tr(f"sj.suit.{end.trump}"))
        )
        level = tr("sj.level", level=level_name(end.level if end.level is not None else 13))
        return tr(
            "sjr.subtitle",
            seat=self.seat_name(self.job.seat),
            declarer=self.seat_name(end.declarer) if end.declarer is not None else "—",
            level=level,
            trump=trump,
            points=r.defenders_points if r is not None else 0,
        )

    def draw(self, canvas: Canvas) -> None:
        surf = canvas.surface
        surf.blit(theme.felt(self.ctx.settings.table_colour, surf.get_size()), (0, 0))
        self.title.draw(canvas)
        if self.seat_choice is not None:
            r = self.seat_choice.rect
            canvas.text(
                tr("sjr.whose"),
                fonts.BODY,
                theme.TEXT_DIM,
                (r.x - 12, r.centery),
                anchor="midright",
            )
            self.seat_choice.draw(canvas)
        canvas.text(self.subtitle(), fonts.LABEL, theme.TEXT_DIM, (40, 70), width=1200)
        canvas.fill_alpha(TABLE, theme.PANEL, 14)
        canvas.fill_alpha(WORDS, theme.PANEL, 14)
        if not self.points:
            canvas.text(tr("sjr.none"), fonts.LABEL, theme.TEXT, (TABLE.x + 20, TABLE.y + 20))
        else:
            self.draw_table(canvas)
            self.draw_words(canvas)
        self.draw_foot(canvas)
        for b in self.buttons:
            b.draw(canvas)

    def draw_table(self, canvas: Canvas) -> None:
        i = self.at
        view = self.view_at(i)
        judged = self.judged_at(i)
        made = self.made_at(i)
        best = judged.best if judged is not None and self.costly(i) else ()
        x, y = TABLE.x + 20, TABLE.y + 14
        kind = (
            "bury"
            if not isinstance(self.job.moves[self.points[i][0]][1], Play)
            else ("follow" if view.trick else "lead")
        )
        head = tr(f"sjr.kind.{kind}")
        if kind != "bury":
            head = f"{tr('sjr.trick', n=len(view.tricks) + 1)} · {head}"
        canvas.text(head, fonts.LABEL, theme.GOLD, (x, y), bold=True)
        self.draw_strip(canvas, TABLE.right - 20, y + 6)
        y += 36
        if kind != "bury":
            if view.trick:
                canvas.text(tr("sjr.on_table"), fonts.BODY, theme.TEXT_DIM, (x, y))
                plays = view.trick
            elif view.tricks:
                last, winner = view.tricks[-1]
                words = tr("sjr.last_trick", seat=self.seat_name(winner))
                canvas.text(words, fonts.BODY, theme.TEXT_DIM, (x, y))
                plays = last
            else:
                canvas.text(tr("sjr.nothing_led"), fonts.BODY, theme.TEXT_DIM, (x, y))
                plays = ()
            y += 26
            crowded = len(plays) > 3  # five players: four plays before the last
            width, row = (34.0, 54.0) if crowded else (CARD_W, PLAY_ROW)
            # a whole trick of five: two columns, three plays and two, at the full size
            columns = 2 if len(plays) > 4 else 1
            if columns == 2:
                width, row = CARD_W, PLAY_ROW
            per = -(-len(plays) // columns)
            column_w = (TABLE.w - 40) / columns
            for k, (seat, cards) in enumerate(plays):
                px = x + (k // per) * column_w
                py = y + (k % per) * row
                mid = py + width * 130 / 90 / 2 - 10
                canvas.text(self.seat_name(seat), fonts.BODY, theme.TEXT, (px, mid), width=76)
                right = px + column_w - 20 if columns == 2 else TABLE.right - 20
                self.cards_row(canvas, cards, px + 84, py, right, width)
        hand_top = TABLE.bottom - 14 - HAND_H
        key = "sjr.your_hand" if best else "sjr.your_hand_plain"
        size = fit_size(tr(key), fonts.BODY, False, canvas.scale, TABLE.w - 40)
        canvas.text(tr(key), size, theme.TEXT_DIM, (x, hand_top - 40))
        self.cards_row(canvas, view.hand, x, hand_top, TABLE.right - 20, HAND_W, made, best)

    def draw_strip(self, canvas: Canvas, right: float, y: float) -> None:
        """Every decision as a small square, right-aligned: the one shown outlined, the
        mistakes red once judged."""
        n = len(self.points)
        gap = min(MARK + 4, 360 / max(1, n))
        self.strip = [pygame.FRect(right - (n - i) * gap, y, gap - 4, MARK) for i in range(n)]
        for i, r in enumerate(self.strip):
            colour = REFUSAL if self.costly(i) else theme.TEXT_DIM
            alpha = 255 if i == self.at else 210 if self.costly(i) else 120
            canvas.fill_alpha(r, (*colour, alpha), 3)
            if i == self.at:
                canvas.outline(r.inflate(4, 4), theme.GOLD, 2, 4)

    def cards_row(
        self,
        canvas: Canvas,
        cards: tuple[Card, ...],
        x: float,
        y: float,
        right: float,
        width: float,
        made: tuple[Card, ...] = (),
        best: tuple[Card, ...] = (),
    ) -> None:
        """Small faces left to right, overlapping to fit; ``made`` raised in gold, ``best``
        outlined in green."""
        order = self.view_at(self.at).order  # as the table sorts: plain suits, then trumps
        shown = tuple(sorted(cards, key=lambda c: (order.group[c], order.fine[c])))
        n = len(shown)
        if not n:
            return
        stepx = min(width + 4, (right - x - width) / max(1, n - 1))
        made_marks = _marks(shown, made)
        best_marks = _marks(shown, best)
        s = self.ctx.settings
        for k, c in enumerate(shown):
            top = y - (10 if made_marks[k] else 0)
            r = pygame.FRect(x + k * stepx, top, width, width * 130 / 90)
            shengji_cards.draw_card(
                canvas.surface,
                card_code(c),
                canvas.pt(r.x, r.y),
                canvas.px(r.w),
                four_colour=s.four_colour,
                back=s.card_back,
                shown_small=True,
                language=language(),
            )
            if made_marks[k]:
                canvas.outline(r.inflate(2, 2), MADE, 3, 5)
            if best_marks[k]:
                canvas.outline(r.inflate(8, 8), BETTER, 3, 7)

    def draw_words(self, canvas: Canvas) -> None:
        i = self.at
        view = self.view_at(i)
        judged = self.judged_at(i)
        costly = self.costly(i)
        x, y, w = WORDS.x + 20, WORDS.y + 14, WORDS.w - 40
        step = tr("sjr.step", i=i + 1, n=len(self.points))
        canvas.text(step, fonts.LABEL, theme.TEXT, (x, y), bold=True)
        if costly:
            canvas.text(
                tr("sjr.mistake"),
                fonts.LABEL,
                REFUSAL,
                (WORDS.right - 20, y),
                bold=True,
                anchor="topright",
            )
        y += 36
        made = self.made_at(i)
        key = (
            "sjr.made_bury"
            if isinstance(self.job.moves[self.points[i][0]][1], Bury)
            else "sjr.made"
        )
        lines: list[tuple[str, tuple[int, int, int], bool]] = [
            (tr(key, cards=card_words(made)), MADE, True)
        ]
        if costly and judged is not None:
            lines.append((tr("sjr.better", cards=card_words(judged.best)), BETTER, True))
        index = self.points[i][0]
        if index in self.failures:
            lines.append((tr("sjr.failed", msg=self.failures[index]), REFUSAL, False))
        else:
            for text in judgement(view, judged, costly, index in self.results):
                lines.append((text, theme.TEXT, False))
        for text, colour, bold in lines:
            for line in wrap(text, WORDS_SIZE, bold, canvas.scale, w):
                if y + LINE > WORDS.bottom - 8:
                    self.clipped = True  # the layout test holds that this never happens
                    return
                canvas.text(line, WORDS_SIZE, colour, (x, y), bold=bold)
                y += LINE
            y += 6

    def draw_foot(self, canvas: Canvas) -> None:
        x, y, w = 40.0, TABLE.bottom + 12, 1200.0
        if self.play_button.visible:
            w = self.play_button.rect.x - 16 - x
        if self.error is not None:
            text, colour = tr("sjr.failed", msg=self.error), REFUSAL
        elif self.analysing:
            done = tr("sjr.progress", k=len(self.results), n=len(self.points))
            text, colour = f"{tr('sjr.analysing')} {done}", theme.TEXT
        else:
            text, colour = total_words(self.review), theme.GOLD
        canvas.text(text, fonts.LABEL, colour, (x, y), bold=True, width=w)
        if self.played is not None:  # how the hand played on from here went
            colour = {"better": BETTER, "worse": REFUSAL}.get(self.played.verdict, theme.TEXT)
            canvas.text(played_on_words(self.played), fonts.BODY, colour, (x, y + 34), width=w)
        else:
            canvas.text(tr("sjr.note"), fonts.BODY, theme.TEXT_DIM, (x, y + 34), width=w)
        keys = tr("sjr.keys")
        left = self.back_button.rect.right + 16
        room = self.prev_button.rect.x - 16 - left
        size = fit_size(keys, fonts.BODY, False, canvas.scale, room)
        canvas.text(
            keys, size, theme.TEXT_DIM, (left, self.back_button.rect.centery), anchor="midleft"
        )


__all__ = ["ShengjiReviewScene"]
