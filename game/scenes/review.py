"""复盘 — the post-hand review: the decisions that cost points, and playing on from one.

Reached from the hand result. The review itself (:mod:`engine.gongzhu.review`) runs in
the computer players' worker (:func:`game.session.review.start_review`); meanwhile
this screen says it is analysing and the frame loop keeps running. Then a list:
trick, the move made, the move the expert prefers, the expected cost in points
and a one-line reason. Selecting an entry and "play on from here" puts the same
deal on a new table at that decision (:class:`game.session.review.ReplaySession`,
practice: nothing saved or counted); when that hand ends its result screen comes
back here, and this screen shows how it went.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from engine.gongzhu.actions import (
    CLAIM,
    DECLINE_FIRST,
    DONE,
    EXPOSE_BASE,
    FIRST_BASE,
    NO_SWAP,
    SWAP,
    Action,
    is_play,
    play_cards,
)
from engine.gongzhu.cards import card_code
from engine.gongzhu.review import THRESHOLD, HandReview, ReviewedMove
from game.art import cards_art
from game.scenes.base import MenuScene
from game.scenes.history_row import SCORE_LOSS, draw_row_back
from game.scenes.scorecard import SEAT_KEYS, small_face
from game.session.review import hand_value, play_on, reviewed_seat, start_review
from game.texts import i18n
from game.texts.i18n import tr
from game.texts.numbers import signed
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, fit_text, wrap
from game.ui.widgets import Button, Label, Pressable, Widget

if TYPE_CHECKING:
    from engine.gongzhu.match import Match
    from game.session.play import Session

PER_PAGE = 5
LIST_TOP = 128.0
ROW_H = 84.0  # room for the reason in three lines of readable text
ROW_GAP = 8.0
LEFT, RIGHT = 40.0, 1240.0
# columns: (key, left x, width)
COLUMNS = (  # the moves' cells hold two cards and their names; the reason gets the rest
    ("review.col_trick", 52.0, 70.0),
    ("review.col_made", 130.0, 180.0),
    ("review.col_better", 320.0, 180.0),
    ("review.col_cost", 510.0, 100.0),
    ("review.col_why", 622.0, 606.0),
)
CARD_W = 36.0
WHY_SIZE = 18  # the reason: read as a sentence, never small print


def action_text(action: Action) -> str:
    """A non-card decision in words (exposures, claim, 猪羊变色)."""
    if EXPOSE_BASE <= action < EXPOSE_BASE + 52:
        return tr("review.act.expose", card=cards_art.label(card_code(action - EXPOSE_BASE)))
    if FIRST_BASE <= action < FIRST_BASE + 52:
        return tr("review.act.first", card=cards_art.label(card_code(action - FIRST_BASE)))
    names = {
        DONE: "review.act.done",
        DECLINE_FIRST: "review.act.decline",
        CLAIM: "review.act.claim",
        SWAP: "review.act.swap",
        NO_SWAP: "review.act.no_swap",
    }
    return tr(names.get(action, "review.act.done"))


def shows_cards(action: Action) -> bool:
    return is_play(action) and action != CLAIM


class MistakeRow(Pressable):
    """One listed decision; clicking (or Enter) selects it for "play on from here"."""

    def __init__(self, entry: ReviewedMove, on_select: Any) -> None:
        super().__init__()
        self.entry = entry
        self.on_select = on_select
        self.selected = False

    def activate(self) -> None:
        self.on_select(self)


class ReviewScene(MenuScene):
    """The review of the session's last hand, for the human whose hand was on screen."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.seat = reviewed_seat(session)
        self.match: Match = session.match
        self.title = Label(
            lambda: tr("review.title", n=len(self.match.records)),
            fonts.BANNER - 8,
            bold=True,
            colour=theme.GOLD,
        )
        self.subtitle = Label(
            self._subtitle, fonts.LABEL, colour=theme.TEXT_DIM, anchor="bottomleft"
        )
        self.back_button = Button(lambda: tr("ui.back"), self.back, min_width=140)
        self.play_button = Button(
            lambda: tr("review.play_on"), self.play_on, primary=True, min_width=200
        )
        self.prev_button = Button(
            lambda: tr("ui.prev"), lambda: self.turn_page(-1), size=fonts.BODY
        )
        self.next_button = Button(lambda: tr("ui.next"), lambda: self.turn_page(1), size=fonts.BODY)
        self.future: Any = None
        self.review: HandReview | None = None
        self.error: str | None = None
        self.rows: list[MistakeRow] = []
        self.selected: MistakeRow | None = None
        self.page = 0
        self.spin = 0.0
        self.replayed: str | None = None  # how the last hand played on from here went

    # -- the analysis -------------------------------------------------------------
    def enter(self, ctx: Any) -> None:
        super().enter(ctx)
        if self.future is None and self.review is None and self.seat is not None:
            try:
                self.future = start_review(self.session, self.seat)
            except Exception as exc:  # noqa: BLE001 — shown on screen, the game goes on
                self.error = str(exc)

    @property
    def analysing(self) -> bool:
        return self.future is not None

    def still_for(self) -> float:
        return 0.0 if self.analysing else super().still_for()  # the spinner turns

    def update(self, dt: float) -> None:
        self.spin += dt
        if self.future is None or not self.future.done():
            return
        future, self.future = self.future, None
        try:
            self.review = future.result()
        except Exception as exc:  # noqa: BLE001 — a failed review is reported, not fatal
            self.error = str(exc) or type(exc).__name__
            return
        self.rows = [MistakeRow(entry, self.select) for entry in self.review.mistakes]
        self.ctx.app.stack.relayout_all()

    @property
    def mistakes(self) -> tuple[ReviewedMove, ...]:
        return self.review.mistakes if self.review is not None else ()

    # -- actions --------------------------------------------------------------------
    def select(self, row: MistakeRow) -> None:
        for r in self.rows:
            r.selected = r is row
        self.selected = row
        self.focus.focus(row)

    def play_on(self) -> None:
        """Play the same hand on from the selected decision (practice)."""
        if self.selected is None:
            self.ctx.toast(tr("review.pick"), 3.0)
            return
        entry = self.selected.entry
        play_on(self.session, entry.index, lambda match: self.played(entry, match))

    def played(self, entry: ReviewedMove, match: Match) -> None:
        """The replayed hand ended: say how it went beside what the game's hand scored."""
        if self.seat is None or match.hand.result is None:
            return
        where = (
            tr("review.from_exposure")
            if entry.trick == 0
            else tr("review.from_trick", n=entry.trick)
        )
        self.replayed = tr(
            "review.replayed",
            where=where,
            score=signed(hand_value(match, self.seat)),
            was=signed(hand_value(self.match, self.seat)),
        )

    def turn_page(self, delta: int) -> None:
        pages = self.pages()
        self.page = (self.page + delta) % pages
        self.ctx.app.stack.relayout_all()

    def pages(self) -> int:
        return max(1, (len(self.rows) + PER_PAGE - 1) // PER_PAGE)

    # -- layout -----------------------------------------------------------------------
    def _subtitle(self) -> str:
        if self.seat is None:
            return ""
        name = self.session.name(self.seat) or tr(SEAT_KEYS[self.seat])
        deal = self.match.records[-1].deal if self.match.records else self.match.deal
        return tr(
            "review.subtitle", name=name, score=signed(hand_value(self.match, self.seat)), deal=deal
        )

    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        self.title.place((LEFT, 18), sc)
        self.subtitle.max_width = RIGHT - self.title.rect.right - 24
        self.subtitle.place((self.title.rect.right + 24, self.title.rect.bottom - 6), sc)
        self.labels = [self.title, self.subtitle]
        bw, bh = self.play_button.measure(sc)
        y = 712 - 20 - bh
        self.play_button.rect = pygame.FRect(RIGHT - bw, y, bw, bh)
        tw, _ = self.back_button.measure(sc)
        self.back_button.rect = pygame.FRect(LEFT, y, tw, bh)
        self.play_button.visible = bool(self.rows)  # without a selection it says what to do
        for i, row in enumerate(self.rows):
            k = i - self.page * PER_PAGE
            row.visible = 0 <= k < PER_PAGE
            row.rect = pygame.FRect(
                LEFT - 12, LIST_TOP + k * (ROW_H + ROW_GAP), RIGHT - LEFT + 24, ROW_H
            )
        paging = self.pages() > 1
        self.prev_button.visible = self.next_button.visible = paging
        pw, ph = self.prev_button.measure(sc)
        nw, _ = self.next_button.measure(sc)
        py = y + (bh - ph) / 2
        self.next_button.rect = pygame.FRect(self.play_button.rect.x - 24 - nw, py, nw, ph)
        self.prev_button.rect = pygame.FRect(self.next_button.rect.x - 140 - pw, py, pw, ph)
        # the screen's news (the "pick a decision first" of "play on") between the list and the
        # buttons, so it covers neither the rows nor the page buttons
        rows_bottom = LIST_TOP + PER_PAGE * (ROW_H + ROW_GAP)
        self.toast_area = pygame.FRect(LEFT, rows_bottom, RIGHT - LEFT, y - 6 - rows_bottom)
        shown = [r for r in self.rows if r.visible]
        widgets: list[Widget] = [
            *shown,
            self.prev_button,
            self.next_button,
            self.play_button,
            self.back_button,
        ]
        self.focus.set(widgets)
        if self.focus.current is None or not self.focus.current.visible:
            self.focus.focus(shown[0] if shown else self.back_button)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        for label in self.labels:
            label.draw(canvas)
        if self.error is not None:
            self._centre_lines(canvas, [(tr("review.failed", msg=self.error), theme.TEXT)])
        elif self.analysing or self.review is None:
            self._draw_analysing(canvas)
        elif not self.rows:
            self._centre_lines(
                canvas,
                [
                    (tr("review.none", n=f"{THRESHOLD:.0f}"), theme.TEXT),
                    (tr("review.looked_at", n=len(self.review.decisions)), theme.TEXT_DIM),
                ],
            )
        else:
            self._draw_list(canvas)
        self._draw_footer(canvas)
        self.focus.draw(canvas)
        for row in self.rows:
            if row.visible:
                self._draw_row(canvas, row)

    def _centre_lines(self, canvas: Canvas, lines: list[tuple[str, tuple[int, int, int]]]) -> None:
        y = 300.0
        for text, colour in lines:
            for line in wrap(text, fonts.LABEL, False, canvas.scale, 1000):
                r = canvas.text(line, fonts.LABEL, colour, (640, y), anchor="midtop", tag="label")
                y = r.bottom + 6
            y += 10

    def _draw_analysing(self, canvas: Canvas) -> None:
        cx, cy = 640.0, 300.0
        for i in range(8):  # a ring of dots, the bright one going round
            a = i / 8 * math.tau
            lit = (int(self.spin * 10) - i) % 8
            shade = max(70, 255 - lit * 26)
            r = pygame.FRect(0, 0, 10, 10)
            r.center = (cx + 26 * math.cos(a), cy + 26 * math.sin(a))
            canvas.fill_rect(r, (shade, shade, shade), 5)
        canvas.text(
            tr("review.analysing"),
            fonts.HEADING,
            theme.GOLD,
            (cx, cy + 52),
            bold=True,
            anchor="midtop",
            tag="label",
        )
        note = tr("review.analysing_note")
        canvas.text(
            note,
            fit_size(note, fonts.LABEL, False, canvas.scale, 1100),
            theme.TEXT_DIM,
            (cx, cy + 100),
            anchor="midtop",
            tag="label",
        )

    def _draw_list(self, canvas: Canvas) -> None:
        for key, x, width in COLUMNS:
            text = tr(key)
            size = fit_size(text, fonts.BODY + 1, True, canvas.scale, width - 4)
            canvas.text(
                text,
                size,
                theme.TEXT_DIM,
                (x, LIST_TOP - 8),
                bold=True,
                anchor="bottomleft",
                tag="label",
            )

    def _draw_row(self, canvas: Canvas, row: MistakeRow) -> None:
        e = row.entry
        r = row.rect
        draw_row_back(canvas, row)  # the hand history's rows' look
        if row.selected:
            canvas.outline(r, theme.GOLD, 2, 10)
        mid = r.centery
        _, x, w = COLUMNS[0]
        trick = tr("review.exposure") if e.trick == 0 else str(e.trick)
        canvas.text(
            trick,  # a trick's number large; the exposure's word at the size of the other cells
            fit_size(trick, fonts.HEADING if e.trick else fonts.LABEL, True, canvas.scale, w - 8),
            theme.TEXT,
            (x + (w - 8) / 2, mid),
            bold=True,
            anchor="center",
            tag="label",
        )
        self._draw_action(canvas, e.made, COLUMNS[1][1], COLUMNS[1][2], mid)
        self._draw_action(canvas, e.preferred, COLUMNS[2][1], COLUMNS[2][2], mid)
        _, x, w = COLUMNS[3]
        cost = signed(-round(e.cost))
        canvas.text(
            cost,
            fit_size(cost, fonts.HEADING, True, canvas.scale, w - 8),
            SCORE_LOSS,  # a loss, in the history's red
            (x, mid),
            bold=True,
            anchor="midleft",
            tag="label",
        )
        _, x, w = COLUMNS[4]
        reason = e.reason_zh if i18n.language() == "zh" else e.reason_en
        size = float(WHY_SIZE)
        lines = wrap(reason, size, False, canvas.scale, w)
        while len(lines) > 3 and size > WHY_SIZE - 2:
            size -= 1
            lines = wrap(reason, size, False, canvas.scale, w)
        if len(lines) > 3:  # the rest of a long reason ends the third line in "…"
            rest = ("" if i18n.language() == "zh" else " ").join(lines[2:])
            lines = [*lines[:2], fit_text(rest, size, False, canvas.scale, w)[0]]
        line_h = canvas.measure("Ag国", size)[1] + 2
        y = mid - line_h * len(lines[:3]) / 2
        for line in lines[:3]:
            canvas.text(line, size, theme.TEXT, (x, y), tag="label")
            y += line_h

    def _draw_action(
        self, canvas: Canvas, action: Action, x: float, width: float, mid: float
    ) -> None:
        if not shows_cards(action):
            text = action_text(action)
            canvas.text(
                text,
                fit_size(text, fonts.LABEL, True, canvas.scale, width - 8),
                theme.TEXT,
                (x, mid),
                bold=True,
                anchor="midleft",
                tag="label",
            )
            return
        cw = canvas.px(CARD_W)
        ch = cards_art.card_size(cw)[1] / canvas.scale
        four = self.ctx.settings.four_colour
        top = mid - ch / 2
        cards = play_cards(action)
        for i, card in enumerate(cards):
            canvas.surface.blit(
                small_face(card_code(card), cw, four), canvas.pt(x + i * (CARD_W + 4), top)
            )
        canvas.note("cards", pygame.FRect(x, top, len(cards) * (CARD_W + 4) - 4, ch))
        names = " ".join(cards_art.label(card_code(c)) for c in cards)
        tx = x + len(cards) * (CARD_W + 4) + 8
        canvas.text(
            names,
            fit_size(names, fonts.LABEL, True, canvas.scale, x + width - tx - 4),
            theme.TEXT,
            (tx, mid),
            bold=True,
            anchor="midleft",
            tag="label",
        )

    def _draw_footer(self, canvas: Canvas) -> None:
        y = self.back_button.rect.y - 10
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if self.rows:
            note = tr("review.note", n=f"{THRESHOLD:.0f}")
            if self.match.rules.mode == "partners":
                note += ("" if i18n.language() == "zh" else " ") + tr("review.note_team")
            lines.append((note, theme.TEXT_DIM))
        if self.replayed:
            lines.append((self.replayed, theme.GOLD))
        for text, colour in reversed(lines):
            size = fit_size(text, fonts.BODY, colour == theme.GOLD, canvas.scale, RIGHT - LEFT)
            r = canvas.text(
                text,
                size,
                colour,
                (640, y),
                bold=colour == theme.GOLD,
                anchor="midbottom",
                tag="label",
            )
            y = r.top - 4
        if self.pages() > 1:
            text = tr("ui.page", n=self.page + 1, total=self.pages())
            mid = (self.prev_button.rect.right + self.next_button.rect.x) / 2
            canvas.text(
                text,
                fit_size(text, fonts.BODY, False, canvas.scale, 130),
                theme.TEXT_DIM,
                (mid, self.prev_button.rect.centery),
                anchor="center",
                tag="label",
            )
