"""升级's hand history: the last finished hands, newest first, and any one of them trick by
trick — each play, who took the trick and its points, then the kitty and the result.

Every hand shown is replayed from its record through the rules
(:func:`saves.shengji_history.replay`): the figures are the rules', never the file's, and a
record that does not replay is listed as unreadable, not shown.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from engine.shengji.cards import points_of
from engine.shengji.state import HandState
from game.session.shengji_review import job_from_record
from game.shengji_table.draw import card_word, level_name
from game.shengji_table.result import band_of, no_two_text, outcome_text
from game.shengji_table.review import ShengjiReviewScene
from game.shengji_table.seats import seat_word
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, wrap
from game.ui.scene import Scene
from game.ui.widgets import Button, FocusGroup, Label
from saves.document import JSONObject
from saves.errors import SaveError
from saves.shengji_history import ShengjiHistory, replay

if TYPE_CHECKING:
    from game.ui.app import Context

LIST = pygame.FRect(30, 96, 330, 560)
PANEL = pygame.FRect(390, 96, 860, 560)
LISTED = 11
LINE_H = 26.0


class ShengjiHistoryScene(Scene):
    """The list on the left (↑/↓ or a click), the chosen hand on the right (PgUp/PgDn scroll);
    Esc or "back" returns."""

    def __init__(self) -> None:
        super().__init__()
        self.focus = FocusGroup()
        self.labels: list[Label] = []
        self.title = Label(
            lambda: tr("sj.history.title"), fonts.BANNER, bold=True, colour=theme.GOLD
        )
        self.back_button = Button(lambda: tr("ui.back"), self.back, min_width=150)
        self.review_button = Button(lambda: tr("sjr.button"), self.open_review, min_width=150)
        self.hands: list[tuple[int, HandState | None, int]] = []  # (id, hand, number)
        self.records: dict[int, JSONObject] = {}  # the records that replayed, by id
        self.buttons: list[Button] = []
        self.selected = 0
        self.scroll = 0
        self.error: str | None = None

    def back(self) -> None:
        self.ctx.pop()

    def still_for(self) -> float:
        return self.focus.still_for()

    def enter(self, ctx: Context) -> None:
        super().enter(ctx)
        store = ShengjiHistory()
        for hand_id in reversed(store.ids()[-LISTED:]):
            try:
                record = store.load(hand_id)
                number = int(record.get("hand_index", 1))
                self.hands.append((hand_id, replay(record), number))
                self.records[hand_id] = record
            except (SaveError, ValueError):
                self.hands.append((hand_id, None, 0))
        self.buttons = [
            Button(self._row(i), partial(self.select, i), size=fonts.BODY)
            for i in range(len(self.hands))
        ]

    def _row(self, i: int) -> str:
        _, hand, number = self.hands[i]
        if hand is None or hand.result is None:
            return tr("sj.history.unreadable")
        r = hand.result
        side = r.declarer % 2 if r.declarers_won else 1 - r.declarer % 2
        name = tr("sj.side.us_short" if side == 0 else "sj.side.them_short")
        if hand.rules.players == 5:  # §11: the declarer with his friend, or the other three
            name = tr("sj.result.declarers5" if r.declarers_won else "sj.result.defenders5")
        what = tr("sj.history.kept" if r.declarers_won else "sj.history.over", side=name, n=r.rise)
        return tr("sj.history.row", n=number, points=r.defenders_points, what=what)

    def open_review(self) -> None:
        """复盘 of the chosen hand (R, or its button): rebuilt from its record."""
        hand_id = self.hands[self.selected][0] if self.hands else None
        record = self.records.get(hand_id) if hand_id is not None else None
        if record is None:
            self.ctx.toast(tr("sjr.unreadable"), 4.0)
            return
        try:
            job = job_from_record(record)
        except ValueError:
            self.ctx.toast(tr("sjr.unreadable"), 4.0)
            return
        names = record.get("names", [])  # hot seat: every named person's decisions offered
        people = {seat: name for seat, name in enumerate(names) if name}
        self.ctx.push(ShengjiReviewScene(job, people=people))

    def select(self, i: int) -> None:
        self.selected, self.scroll = i, 0
        for j, b in enumerate(self.buttons):
            b.primary = j == i

    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        self.title.place((LIST.x, 16), sc)
        self.labels = [self.title]
        y = LIST.y
        for b in self.buttons:
            h = b.measure(sc)[1]
            b.rect = pygame.FRect(LIST.x, y, LIST.w, h)
            y += h + 6
        bw, bh = self.back_button.measure(sc)
        self.back_button.rect = pygame.FRect(LIST.x, 712 - 20 - bh, bw, bh)
        rw, rh = self.review_button.measure(sc)
        self.review_button.rect = pygame.FRect(LIST.x + bw + 16, 712 - 20 - rh, rw, rh)
        self.select(min(self.selected, max(0, len(self.buttons) - 1)))
        self.focus.set([*self.buttons, self.review_button, self.back_button])
        if self.focus.current is None:
            self.focus.focus(self.buttons[0] if self.buttons else self.back_button)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll + (8 if event.key == pygame.K_PAGEDOWN else -8))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.open_review()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - 3 * event.y)
            return True
        used = self.focus.handle(event)
        if used and event.type == pygame.KEYDOWN and self.focus.current in self.buttons:
            self.select(self.buttons.index(self.focus.current))
        return used

    # -- the chosen hand, in lines ----------------------------------------------------------
    def lines(self, hand: HandState) -> list[tuple[str, tuple[int, int, int], bool]]:
        r = hand.result
        assert r is not None

        players = hand.rules.players

        def seat(s: int) -> str:
            return seat_word(s, players)  # the duel's second seat: North; five: NE, NW

        trump = (
            tr("sj.trump_none")
            if hand.trump is None
            else tr("sj.trump", suit=tr(f"sj.suit.{hand.trump}"))
        )
        level = tr("sj.level", level=level_name(hand.level if hand.level is not None else 13))
        out = [
            (
                tr("sj.history.head", seat=seat(r.declarer), level=level, trump=trump),
                theme.GOLD,
                True,
            )
        ]
        for i, (plays, winner) in enumerate(hand.tricks):
            shown = "  ·  ".join(
                f"{seat(s)} " + " ".join(card_word(c) for c in cards) for s, cards in plays
            )
            points = sum(points_of(cards) for _, cards in plays)
            took = tr("sj.history.took", seat=seat(winner), points=points)
            out.append((f"{i + 1}. {shown}  → {took}", theme.TEXT, False))
        if hand.rules.kitty_size:  # the duel has none (§10)
            out.append((tr("sj.result.kitty", points=points_of(r.kitty)), theme.TEXT, False))
        said = no_two_text(r)
        if said is not None:  # §10: the duel's first hand without a 2
            out.append((said, theme.GOLD, True))
            return out
        out.append((tr("sj.result.total", n=r.defenders_points), theme.GOLD, True))
        what = outcome_text(r, players=players)
        if players == 5:  # §11: the friend, or nobody (a false call)
            from game.shengji_table.result5 import outcome_text as outcome5

            what = outcome5(r)
            friend = r.friend
            said = tr("sj.result.friend", seat=seat(friend)) if friend is not None else None
            out.insert(1, (said or tr("sj.result.alone"), theme.GOLD, True))  # under the head
        out.append((tr("sj.result.row", band=band_of(r.row), what=what), theme.TEXT, True))
        return out

    def draw(self, canvas: Canvas) -> None:
        surf = canvas.surface
        surf.blit(theme.felt(self.ctx.settings.table_colour, surf.get_size()), (0, 0))
        canvas.fill_alpha(PANEL, theme.PANEL, 14)
        x, y = PANEL.x + 24, PANEL.y + 16
        hand = self.hands[self.selected][1] if self.hands else None
        if hand is None:
            key = "sj.history.none" if not self.hands else "sj.history.unreadable_long"
            for line in wrap(tr(key), fonts.LABEL, False, canvas.scale, PANEL.w - 48):
                y = canvas.text(line, fonts.LABEL, theme.TEXT, (x, y)).bottom + 6
        else:
            rows: list[tuple[str, tuple[int, int, int], bool]] = []
            for text, colour, bold in self.lines(hand):
                rows += [
                    (t, colour, bold)
                    for t in wrap(text, fonts.BODY, bold, canvas.scale, PANEL.w - 48)
                ]
            self.scroll = min(self.scroll, max(0, len(rows) - int((PANEL.h - 32) // LINE_H)))
            fits = int((PANEL.bottom - 8 - y) // LINE_H)
            more = len(rows) - self.scroll > fits
            for text, colour, bold in rows[self.scroll : self.scroll + fits - more]:
                size = fit_size(text, fonts.BODY, bold, canvas.scale, PANEL.w - 48)
                canvas.text(text, size, colour, (x, y), bold=bold)
                y += LINE_H
            if more:
                canvas.text(tr("sj.history.more"), fonts.BODY, theme.TEXT_DIM, (x, y))
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)
