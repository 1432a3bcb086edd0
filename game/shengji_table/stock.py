"""The duel's stock (桌牌, SHENGJI.md §10) on the table: a pile of backs where a fourth seat's
play would land, with the cards left to draw, from the first five to its last card. Each
player draws from it after every trick (the motion flies the cards from here).

It reads the shown view only; the count is the engine's (``ShengjiView.stock_size``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.shengji.view import ShengjiView
from game.shengji_table import layout as L
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, panel

if TYPE_CHECKING:
    from game.shengji_table.draw import Painter

PILE_MAX = 6  # backs drawn at most (a thicker pile for more cards)


def stock_at() -> tuple[float, float]:
    """The stock's centre: the left seat's spot, empty at a table of two."""
    x, y = L.TRICK_AT[3]
    return (x - 30.0, y)


def stock_rects(left: int) -> list[pygame.FRect]:
    """The backs of a stock of ``left`` cards, the bottom one first."""
    cx, cy = stock_at()
    w, h = L.TRICK_W, L.TRICK_W * 130 / 90
    n = min(PILE_MAX, 1 + left // 8) if left > 0 else 0
    return [pygame.FRect(cx - w / 2 - i * 1.5, cy - h / 2 - i * 1.5, w, h) for i in range(n)]


def label_rect(canvas: Canvas, text: str) -> pygame.FRect:
    """The count's plate, under the pile."""
    cx, cy = stock_at()
    w, h = canvas.measure(text, fonts.BODY, True)
    box = pygame.FRect(0, 0, w + 20, h + 8)
    box.midtop = (cx, cy + L.TRICK_W * 130 / 180 + 8)
    return box


def draw_stock(painter: Painter, canvas: Canvas, view: ShengjiView) -> None:
    """The pile and its count ("桌牌 44 张"); once empty, a word that it is."""
    left = view.stock_size
    for i, r in enumerate(stock_rects(left)):
        painter.card(canvas, None, r, shadow=i == 0)
    text = tr("sj.stock", n=left) if left else tr("sj.stock_empty")
    box = label_rect(canvas, text)
    panel(canvas, box, (0, 0, 0, 120), 8)
    colour = theme.TEXT if left else theme.TEXT_DIM
    canvas.text(text, fonts.BODY, colour, box.center, bold=True, anchor="center")
