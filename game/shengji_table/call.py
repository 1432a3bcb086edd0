"""Calling a friend (找朋友, SHENGJI §11) at the five-seat table: the declarer's call panel,
and the called card's badge that every seat sees for the rest of the hand.

The panel offers every card code (§11: any, a joker included) and, under `friend_rule`
`seat`, the two directions; the call itself is the engine's to judge (``Call`` through the
controller, refused with a reason code said in words). What it tells the declarer beside
the choice — he holds one copy, or both are his (a false call) — is his own cards only.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from engine.shengji.cards import BJ, Card, card_code
from engine.shengji.state import CALL, Call, FriendCalled, FriendRevealed
from engine.shengji.view import ShengjiView
from game.shengji_table import layout as L
from game.shengji_table.draw import cards_text
from game.shengji_table.seats import seat_word
from game.texts.i18n import STRINGS, tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, panel
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.shengji_table.draw import Painter
    from game.shengji_table.scene import ShengjiTableScene

SUIT_ROWS = (0, 1, 3, 2)  # ♠ ♥ ♣ ♦, as the hand sorts them
CELL = 40.0  # a card's step in the grid (its width: the table's small card)
ROW = 53.0
PANEL_W, PANEL_H = 620.0, 404.0
BADGE_H = 64.0
PICKED = (242, 201, 76)
NOTE = (255, 170, 150)


def grid_codes() -> list[list[Card]]:
    """The rows of the call's grid: each plain suit A down to 2, then the two jokers."""
    rows = [[suit * 13 + rank for rank in range(12, -1, -1)] for suit in SUIT_ROWS]
    return rows + [[BJ, BJ - 1]]


def direction_text(direction: str) -> str:
    return tr(f"sj.dir.{direction}")


class CallPanel:
    """The declarer's choice of card and direction, over the empty table (phase CALL)."""

    def __init__(self, scene: ShengjiTableScene) -> None:
        self.scene = scene
        self.card: Card | None = None
        self.direction = "ccw"
        self.note = ""  # the engine's refusal of the last try, in words
        self.ccw_button = Button(partial(self._dir_label, "ccw"), partial(self.pick_dir, "ccw"))
        self.cw_button = Button(partial(self._dir_label, "cw"), partial(self.pick_dir, "cw"))
        self.call_button = Button(lambda: tr("sj.call.button"), self.submit, primary=True)
        self.box = pygame.FRect(0, 0, PANEL_W, PANEL_H)
        self.cells: list[tuple[Card, pygame.FRect]] = []

    # -- state -----------------------------------------------------------------------
    def active(self) -> bool:
        """The person is the declarer and the hand waits for his call."""
        scene = self.scene
        return scene.view.phase == CALL and scene.controller.my_turn()

    def by_seat(self) -> bool:
        """§11 `seat`: the direction counts (`first-played`: it does not)."""
        return self.scene.view.rules.friend_rule == "seat"

    def _dir_label(self, direction: str) -> str:
        view = self.scene.view
        players = view.rules.players
        me = view.seat
        first = (me + (1 if direction == "ccw" else -1)) % players
        return tr(f"sj.call.{direction}", seat=seat_word(first, players))

    def pick(self, card: Card) -> None:
        self.card, self.note = card, ""

    def pick_dir(self, direction: str) -> None:
        self.direction, self.note = direction, ""

    def take_hint(self, action: object) -> None:
        """The hint's call, chosen in the panel (the person still presses Call)."""
        if isinstance(action, Call) and self.active():
            self.pick(action.card)
            self.pick_dir(action.direction)

    def submit(self) -> None:
        """Ask the engine to take the call; a refusal is said in words."""
        if self.card is None:
            self.note = tr("sj.call.pick")
            return
        why = self.scene.controller.submit(Call(self.card, self.direction))
        if why is not None:
            key = f"sj.reason.{why}"
            self.note = tr(key) if key in STRINGS else why
            return
        self.card, self.note = None, ""
        self.scene.ctx.sound.play("chime")

    def copies(self) -> int:
        """How many copies of the chosen card are the declarer's own (hand and burial)."""
        view = self.scene.view
        own = view.hand + (view.kitty or ())
        return sum(1 for c in own if c == self.card)

    def facts(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The chosen call in words, and what the declarer's own cards say of it."""
        if self.note:
            return [(self.note, NOTE)]
        if self.card is None:
            return [(tr("sj.call.pick"), theme.TEXT_DIM)]
        card = cards_text((self.card,))
        out = [
            (tr("sj.call.chosen", card=card, dir=direction_text(self.direction)), theme.GOLD)
            if self.by_seat()
            else (tr("sj.badge.called_first", card=card), theme.GOLD)
        ]
        n, decks = self.copies(), self.scene.view.rules.decks
        key = "sj.call.false" if n >= decks else "sj.call.mine_one" if n else "sj.call.mine_none"
        out.append((tr(key, card=card), NOTE if n >= decks else theme.TEXT))
        return out

    # -- screen ----------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        if not self.active():
            return []
        return (
            [self.ccw_button, self.cw_button, self.call_button]
            if self.by_seat()
            else [self.call_button]
        )

    def layout(self, canvas: Canvas) -> None:
        self.box = pygame.FRect(0, 0, min(PANEL_W, L.W - 28), PANEL_H)
        self.box.midtop = (L.W / 2, max(80.0, L.CENTRE[1] - 220))
        x0, y0 = self.box.x + (self.box.w - (CELL * 12 + L.SMALL_W)) / 2, self.box.y + 44
        self.cells = []
        for r, row in enumerate(grid_codes()):
            for i, card in enumerate(row):
                rect = pygame.FRect(x0 + i * CELL, y0 + r * ROW, L.SMALL_W, L.SMALL_W * 130 / 90)
                self.cells.append((card, rect))
        x, y = self.box.x + 20, self.box.bottom - 56
        w, h = self.call_button.measure(canvas.scale)
        call_w = max(w, 120)
        self.call_button.rect = pygame.FRect(self.box.right - 20 - call_w, y, call_w, h)
        room = self.call_button.rect.x - 16 - x  # the directions' row, left of Call
        dirs = (self.ccw_button, self.cw_button)
        for b in dirs:  # a long seat name (English): smaller, never under the button
            b.size = fonts.BODY
        while sum(b.measure(canvas.scale)[0] for b in dirs) + 10 > room and dirs[0].size > 12:
            for b in dirs:
                b.size -= 1
        for b in dirs:
            bw, _bh = b.measure(canvas.scale)
            b.rect = pygame.FRect(x, y, bw, h)
            x += bw + 10

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.active():
            return False
        for b in self.buttons():
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for card, rect in self.cells:
                if rect.collidepoint(event.pos):
                    self.pick(card)
                    return True
            return False
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def key(self, key: int) -> bool:
        """←→ walk the grid, ↑↓ a row, C the other direction, Enter calls."""
        codes = [c for c, _r in self.cells]
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return True
        if key == pygame.K_c and self.by_seat():
            self.pick_dir("cw" if self.direction == "ccw" else "ccw")
            return True
        steps = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -13, pygame.K_DOWN: 13}
        if key in steps:
            at = codes.index(self.card) if self.card in codes else -steps[key]
            self.pick(codes[max(0, min(len(codes) - 1, at + steps[key]))])
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        if not self.active():
            return
        box = self.box
        panel(canvas, box, (8, 26, 18, 235), 14)
        canvas.outline(box, theme.GOLD, 2, 14)
        title = tr("sj.call.title" if self.by_seat() else "sj.call.title_first")
        size = fit_size(title, fonts.LABEL, True, canvas.scale, box.w - 40)
        canvas.text(title, size, theme.GOLD, (box.centerx, box.y + 10), bold=True, anchor="midtop")
        painter = self.scene.painter
        for card, rect in self.cells:
            painter.card(canvas, card_code(card), rect, small=True, shadow=False)
            if card == self.card:
                canvas.outline(rect.inflate(6, 6), PICKED, 3, 6)
        last = self.cells[-1][1]
        x, y, room = last.right + 24, last.y, box.right - last.right - 44
        for text, colour in self.facts():
            fit = fit_size(text, fonts.BODY, False, canvas.scale, room)
            canvas.text(text, fit, colour, (x, y))
            y += 24
        rule = tr("sj.call.seat_rule" if self.by_seat() else "sj.call.first_rule")
        size = fit_size(rule, fonts.BODY, False, canvas.scale, box.w - 40)
        canvas.text(rule, size, theme.TEXT_DIM, (box.centerx, last.bottom + 6), anchor="midtop")
        for b in (self.ccw_button, self.cw_button):
            b.primary = b is (self.ccw_button if self.direction == "ccw" else self.cw_button)
        for b in self.buttons():
            b.draw(canvas)


def badge_rect() -> pygame.FRect:
    """Under the trumps panel (upright: beside it, under the points)."""
    if L.UPRIGHT:
        return pygame.FRect(L.INFO.right + 10, L.INFO.y, L.POINTS.x - L.INFO.right, BADGE_H)
    return pygame.FRect(L.INFO.x, L.INFO.bottom + 8, L.INFO.w, BADGE_H)


def badge_lines(view: ShengjiView, label: Callable[[int], str] | None = None) -> tuple[str, str]:
    """The call as every seat knows it, and the friend as far as the rules have revealed him
    (``label``: how the table names a seat, "you" for the person; else by seat)."""
    call = view.called
    if call is None:
        return tr("sj.badge.none"), ""
    card = cards_text((call.card,))
    if view.rules.friend_rule == "seat":
        head = tr("sj.badge.called", card=card, dir=direction_text(call.direction))
    else:
        head = tr("sj.badge.called_first", card=card)
    players = view.rules.players
    if view.friend is not None:
        seat = label(view.friend) if label is not None else seat_word(view.friend, players)
        return head, tr("sj.badge.friend", seat=seat)
    if view.result is not None:  # revealed at the end: nobody (a false call)
        return head, tr("sj.badge.alone")
    return head, tr("sj.badge.unknown")


def draw_badge(painter: Painter, canvas: Canvas, view: ShengjiView) -> None:
    """The called card face up with its direction, and the friend once revealed."""
    if view.called is None and view.phase != CALL:
        return
    box = badge_rect()
    panel(canvas, box, theme.PANEL, 10)
    x = box.x + 10
    if view.called is not None:
        h = L.SMALL_W * 130 / 90
        card = pygame.FRect(x, box.centery - h / 2, L.SMALL_W, h)
        painter.card(canvas, card_code(view.called.card), card, small=True, shadow=False)
        x = card.right + 10
    head, friend = badge_lines(view, painter.scene.seat_label)
    room = box.right - x - 8
    lines = [(head, theme.TEXT, True)] + ([(friend, theme.GOLD, False)] if friend else [])
    y = box.y + (8 if friend else 20)
    for text, colour, bold in lines:
        size = fit_size(text, fonts.BODY, bold, canvas.scale, room)
        canvas.text(text, size, colour, (x, y), bold=bold)
        y += 26


def call_toast(
    event: FriendCalled | FriendRevealed, seat_label: Callable[[int], str], friend_rule: str
) -> str:
    """A toast for the call (public) and for the friend revealed (or nobody: 虚叫)."""
    if isinstance(event, FriendCalled):
        card = cards_text((event.card,))
        if friend_rule != "seat":
            return tr("sj.toast.called_first", seat=seat_label(event.seat), card=card)
        dir_ = direction_text(event.direction)
        return tr("sj.toast.called", seat=seat_label(event.seat), card=card, dir=dir_)
    if event.friend is None:
        return tr("sj.toast.alone")
    if seat_label(event.friend) == tr("sj.you"):  # the person himself: "你是朋友！"
        return tr("sj.toast.friend_you")
    return tr("sj.toast.friend", seat=seat_label(event.friend))
