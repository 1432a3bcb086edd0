"""Where the hand result's parts lie: the 16:9 table of rows, or upright (a tall window) a
row of two lines per seat — the name and the numbers under the columns' headings, then the
cards taken with the seat's exposures — over the footer and the buttons.

Why a shape object: the result draws the same things either way; only the places differ.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.canvas import Canvas


@dataclass(frozen=True)
class ResultShape:
    right: float  # the rows' right edge (the numbers' last column ends there)
    bottom: float  # the buttons' bottom
    row_top: float
    row_h: float
    row_gap: float
    name_x: float
    name_w: float
    cards_x: float
    cards_w: float
    cards_y: float | None  # the cards' top in a row; None: centred in the row
    numbers_y: float  # the numbers' centre in a row
    num_x0: float
    num_x1: float
    centre: float  # the footer's centre
    footer_w: float
    swap: pygame.FRect  # the 猪羊变色 question, under the rows
    upright: bool = False

    def row_y(self, seat: int) -> float:
        return self.row_top + seat * (self.row_h + self.row_gap)

    @property
    def rows_bottom(self) -> float:
        return self.row_y(4) - self.row_gap


WIDE = ResultShape(
    right=1240,
    bottom=692,
    row_top=118,
    row_h=92,
    row_gap=8,
    name_x=40,
    name_w=200,
    cards_x=250,
    cards_w=390,
    cards_y=None,
    numbers_y=46,
    num_x0=650,
    num_x1=1240,
    centre=640,
    footer_w=1200,
    swap=pygame.FRect(290, 524, 700, 132),
)


def result_shape(canvas: Canvas) -> ResultShape:
    """The 16:9 shape, or the upright one for an upright canvas."""
    if not canvas.upright:
        return WIDE
    w, h = canvas.w, canvas.h
    name_x, right = 34.0, w - 34
    row_top, row_h, gap = 168.0, 126.0, 6.0
    rows_bottom = row_top + 4 * (row_h + gap) - gap
    return ResultShape(
        right=right,
        bottom=h - 20,
        row_top=row_top,
        row_h=row_h,
        row_gap=gap,
        name_x=name_x,
        name_w=200,
        cards_x=name_x,
        cards_w=(right - name_x) * 0.6,
        cards_y=66,
        numbers_y=30,
        num_x0=name_x + 210,
        num_x1=right,
        centre=w / 2,
        footer_w=w - 40,
        swap=pygame.FRect(20, rows_bottom + 4, w - 40, 132),
        upright=True,
    )
