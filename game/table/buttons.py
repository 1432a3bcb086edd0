"""Where the table's buttons go: sized to their words at this scale, in the columns beside
the hand (16:9) or in one row over it (upright), the exposure window's pair under its ring.

Why apart from the scene: the scene is built of parts, each near its size limit; this is
the part that changes with the table's shape (:mod:`game.table.layout`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.table import layout as L
from game.table.scoreboard import (
    panel_height,
    strip_height,
    strip_lines,
    teams_shown,
)
from game.ui.canvas import Canvas

if TYPE_CHECKING:
    from game.table.scene import TableScene

GAP = 10.0  # between two buttons of the upright row


def shape_table(scene: TableScene, canvas: Canvas) -> None:
    """Set the table's shape for ``canvas`` (the score strip's lines measured, the hand's
    rows for the game's decks) and the toasts' strip."""
    rows = 2 if scene.shown.rules.decks == 2 else 1
    score_h = panel_height(canvas, teams_shown(scene))
    strip_h = strip_height(canvas, strip_lines(scene))
    L.use(canvas.size, strip_h=strip_h, rows=rows, score_h=score_h)
    scene.toast_area = L.TOAST_AREA


def place_buttons(scene: TableScene, canvas: Canvas) -> None:
    """Size every button to its words and put it where the table's shape wants it."""
    s = canvas.scale
    b = scene.buttons
    for btn in b.values():
        w, h = btn.measure(s)
        btn.rect = pygame.FRect(0, 0, w, max(h, L.BUTTON_H))
    b["menu"].rect.topleft = (L.MARGIN, L.MARGIN)
    if L.UPRIGHT:
        _upright_row(scene)
    else:
        col = L.LEFT_BUTTONS
        width = max(b["hint"].rect.w, b["last"].rect.w, col.w)
        for name, y in (("hint", 612), ("last", 662)):
            b[name].rect.w = min(width, L.HAND_LEFT - 2 * L.MARGIN)
            b[name].rect.topleft = (L.MARGIN, y)
        for name, y in (("single", 562), ("pair", 612), ("claim", 662)):
            b[name].rect.w = max(b[name].rect.w, L.HAND_LEFT - 2 * L.MARGIN)
            b[name].rect.topright = (L.W - L.MARGIN, y)
    # exposure window and 首明 prompt buttons sit under the ring
    for left, right in (("expose", "done"), ("first_yes", "first_no")):
        wl, wr = b[left].rect.w, b[right].rect.w
        total = wl + 16 + wr
        x0 = L.CENTRE[0] - total / 2
        under = L.CENTRE[1] + 72
        b[left].rect.topleft = (x0, under)
        b[right].rect.topleft = (x0 + wl + 16, under)
    b["first_pass"].rect.midtop = (L.CENTRE[0], L.CENTRE[1] + 72)


def _upright_row(scene: TableScene) -> None:
    """Upright: hint and last trick from the left, claim, play pair and play one from the
    right, all in the row over the hand (the practice tools take their own row above)."""
    b = scene.buttons
    x = float(L.MARGIN)
    for name in ("hint", "last"):
        b[name].rect.topleft = (x, L.BUTTON_Y)
        x += b[name].rect.w + GAP
    right = L.W - L.MARGIN
    for name in ("claim", "pair", "single"):
        b[name].rect.topright = (right, L.BUTTON_Y)
        right -= b[name].rect.w + GAP
