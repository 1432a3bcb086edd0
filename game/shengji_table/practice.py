"""The practice table's badge: a hand played on from the review says, for as long as it is
on the table, that it is practice and nothing of it is kept (the toast at its start fades)."""

from __future__ import annotations

import pygame

from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, panel

GAP = 10.0  # between the badge and the menu button it sits beside


def practice_badge_rect(canvas: Canvas, menu: pygame.FRect) -> pygame.FRect:
    """Left of the menu button, as tall and level with it: under the points, over East's
    seat, clear of the trumps panel and North's row on either shape of the table."""
    w, _h = canvas.measure(tr("sjr.practice_badge"), fonts.BODY, True)
    box = pygame.FRect(0, 0, w + 24, menu.h)
    box.midright = (menu.x - GAP, menu.centery)
    return box


def draw_practice_badge(canvas: Canvas, menu: pygame.FRect) -> None:
    box = practice_badge_rect(canvas, menu)
    panel(canvas, box, theme.PANEL, 8)
    canvas.outline(box, theme.GOLD, 1, 8)
    canvas.note("box.practice", box)
    canvas.text(
        tr("sjr.practice_badge"), fonts.BODY, theme.GOLD, box.center, bold=True, anchor="center"
    )
