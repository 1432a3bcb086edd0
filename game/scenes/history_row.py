"""A kept hand in the hand history's list, drawn as a row of columns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.art import cards_art
from game.art.small_cards import small_face
from game.texts.i18n import tr
from game.texts.names import shown_name
from game.texts.numbers import signed
from game.ui import fonts, theme
from game.ui.canvas import Canvas
from game.ui.widgets import Pressable

CARD_W = 40  # logical width of a replay card (small but readable)
ROW_SPAN, ROW_SPAN_WIDE = 380.0, 700.0  # a hand's width beside the trick, and above or below it
RANK_ROOM = CARD_W * 0.66  # the visible part of a card needs this for "10" and its suit
ROW_DROP = 30.0  # a second row's offset: the first row's ranks stay in sight

SEATS = "SENW"


def player_name(names: Sequence[Any], seat: int) -> str:
    """The name the player had at the table, or the seat's for a nameless one (old records)."""
    name = names[seat] if seat < len(names) else None
    if isinstance(name, str) and name.strip():
        return shown_name(name)  # a default name in the current language, a typed one as typed
    return tr("seat." + SEATS[seat % 4])


def scores_text(scores: list[int], names: Sequence[Any] = ()) -> str:
    """Each player's score in one line: "玩家 −230  东家 0 …"."""
    return "  ".join(f"{player_name(names, i)} {signed(s)}" for i, s in enumerate(scores))


def draw_row_back(canvas: Canvas, row: Pressable) -> None:
    """A list row's look, one for every list of rows (the hand history, the review): a dark
    band, darker under the pointer, and the focus ring around it."""
    r = row.rect
    canvas.fill_alpha(r, (0, 0, 0, 130 if row.hovered or row.focused else 90), 10)
    if row.focused:
        canvas.outline(r.inflate(8, 8), theme.FOCUS, 3, 14)


class HandRow(Pressable):
    """One kept hand in the list: its date, its deal number and each seat's score in columns,
    a loss in red, a gain in green; a click (or Enter) opens its replay."""

    def __init__(
        self, date: str, deal: object, scores: list[int], names: Sequence[Any], on_click: Any
    ) -> None:
        super().__init__()
        self.date, self.deal, self.scores, self.names = date.strip(), deal, scores, names
        self.on_click = on_click
        self.two_lines = False  # upright (a narrow list): the date and deal over the scores

    def text(self) -> str:
        return tr(
            "history.row",
            date=self.date + " ",
            deal=self.deal,
            scores=scores_text(self.scores, self.names),
        )

    def activate(self) -> None:
        self.on_click()

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        draw_row_back(canvas, self)
        mid = r.centery
        scores_x = r.x + 300
        if self.two_lines:
            mid, scores_x = r.y + r.h / 4 + 2, r.x + 14
        canvas.text(
            self.date, fonts.BODY, theme.TEXT_DIM, (r.x + 14, mid), anchor="midleft", tag="label"
        )
        canvas.text(
            f"#{self.deal}",
            fonts.BODY,
            theme.TEXT,
            (r.x + 190, mid),
            bold=True,
            anchor="midleft",
            tag="label",
        )
        mid = r.bottom - r.h / 4 - 2 if self.two_lines else mid
        col_w = (r.right - 14 - scores_x) / max(1, len(self.scores))
        for i, score in enumerate(self.scores):
            x = scores_x + i * col_w
            name = player_name(self.names, i)
            canvas.text(
                name,
                fonts.BODY - 1,
                theme.TEXT_DIM,
                (x, mid),
                anchor="midleft",
                tag="label",
                width=col_w - 58,
            )
            colour = SCORE_LOSS if score < 0 else SCORE_GAIN if score > 0 else theme.TEXT
            canvas.text(
                signed(score),
                fonts.BODY,
                colour,
                (x + col_w - 10, mid),
                bold=True,
                anchor="midright",
                tag="label",
            )
        canvas.note("button", r)


SCORE_LOSS = (255, 150, 130)
SCORE_GAIN = (150, 226, 150)


def draw_hand_row(
    canvas: Canvas, letter: str, cards: list[str], centre: tuple[float, float], four: bool
) -> float:
    """A seat's cards face up, each rank in full ("10", not "1"): North and South spread
    wider, West and East (whose room is narrow) in two rows when a 26-card hand would
    crowd one. Returns the bottom of the lowest row."""
    cx, cy = centre
    span = ROW_SPAN_WIDE if letter in "NS" else ROW_SPAN
    rows = [cards]
    if len(cards) > 1 and (span - CARD_W) / (len(cards) - 1) < RANK_ROOM and letter in "WE":
        half = (len(cards) + 1) // 2
        rows = [cards[:half], cards[half:]]
    h = CARD_W * cards_art.ASPECT
    px = canvas.px(CARD_W)
    y = cy - h / 2
    for k, row in enumerate(rows):
        n = len(row)
        step = min(CARD_W * 0.72, (span - CARD_W) / max(1, n - 1))
        x = cx - (CARD_W + step * max(0, n - 1)) / 2
        top = y + k * ROW_DROP
        for code in row:
            cards_art.draw_card(
                canvas.surface,
                code,
                canvas.pt(x, top),
                px,
                shadow=False,
                four_colour=four,
                face=small_face(code, px, four),  # rank and suit large: these cards are small
            )
            canvas.note(f"card.{letter}.{code}", pygame.FRect(x, top, step, h))
            x += step
    return y + (len(rows) - 1) * ROW_DROP + h
