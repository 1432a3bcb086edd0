"""The hand history's list: its drawing, and its layout on an upright canvas (a tall
window): the rows the window's width, each of two lines (the date and the deal, then the
scores), as many to a page as the window's height holds, the exports and the import under
them.

Why a module of its own: :mod:`game.scenes.history` holds the list's state and the replay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.history import HistoryScene

LEFT, TOP = 30.0, 96.0
ROW_GAP = 8.0
UNDER = 300.0  # room under the rows: page buttons, the exports, the import, the message, back


def row_height(sc: float) -> float:
    """A two-line row's height at this scale."""
    return 2 * Button("x", lambda: None, size=fonts.BODY).measure(sc)[1] - 12


def rows_per_page(canvas: Canvas) -> int:
    """How many two-line rows the upright canvas holds (at least 4, as many as 9)."""
    room = canvas.h - TOP - UNDER
    return max(4, min(9, int(room // (row_height(canvas.scale) + ROW_GAP))))


def layout_list_upright(scene: HistoryScene, sc: float) -> None:
    """Place the list's rows and buttons on the upright canvas (see the module's note)."""
    width = scene.width - 2 * LEFT
    row_h = row_height(sc)
    y = TOP
    for row in scene.row_buttons:
        row.two_lines = True
        row.rect = pygame.FRect(LEFT, y, width, row_h)
        y += row_h + ROW_GAP
    x = LEFT
    py = TOP + scene.per_page * (row_h + ROW_GAP) + 4
    for b in (scene.page_prev, scene.page_next):
        w, h = b.measure(sc)
        b.rect = pygame.FRect(x, py, w, h)
        x += w + 12
    scene.page_prev.visible = scene.page_next.visible = len(scene.ids) > scene.per_page
    y = py + scene.page_next.rect.h + 14
    half = (width - 12) / 2
    for k, b in enumerate((scene.all_json, scene.all_text)):
        h = b.measure(sc)[1]
        b.rect = pygame.FRect(LEFT + k * (half + 12), y, half, h)
        b.enabled = bool(scene.ids)
    y = scene.all_json.rect.bottom + 40
    _w, h = scene.import_button.measure(sc)
    field_w = width - 220 - 12
    scene.path_rect = pygame.FRect(LEFT, y, field_w, 34)
    scene.import_button.rect = pygame.FRect(LEFT + field_w + 12, y + 17 - h / 2, 220, h)
    scene.focus.set(
        [
            *scene.row_buttons,
            scene.page_prev,
            scene.page_next,
            scene.all_json,
            scene.all_text,
            scene.import_button,
            scene.back_button,
        ]
    )
    if scene.focus.current is None:
        scene.focus.focus(scene.row_buttons[0] if scene.row_buttons else scene.back_button)


def draw_list(scene: HistoryScene, canvas: Canvas) -> None:
    """The list: its page number, the import field (the rows and buttons draw themselves)."""
    if not scene.ids:
        canvas.text(tr("history.none"), fonts.LABEL, theme.TEXT, (30, 100), tag="label")
    elif len(scene.ids) > scene.per_page:
        pages = (len(scene.ids) + scene.per_page - 1) // scene.per_page
        r = scene.page_next.rect
        canvas.text(
            tr("history.page", n=scene.page + 1, total=pages),
            fonts.BODY,
            theme.TEXT_DIM,
            (r.right + 16, r.centery),
            anchor="midleft",
            tag="label",
        )
    hint = tr("history.path")
    canvas.text(
        hint,
        fit_size(hint, fonts.BODY, False, canvas.scale, scene.path_rect.w),
        theme.TEXT,
        (scene.path_rect.x, scene.path_rect.y - 8),
        anchor="bottomleft",
        tag="label",
    )
    canvas.fill_alpha(scene.path_rect, (0, 0, 0, 120), 6)
    canvas.outline(scene.path_rect, theme.FOCUS if scene.path_active else theme.TEXT_DIM, 2, 6)
    shown = scene.path_text + ("|" if scene.path_active else "")
    while shown and canvas.measure(shown, fonts.BODY)[0] > scene.path_rect.w - 16:
        shown = shown[1:]
    canvas.text(
        shown,
        fonts.BODY,
        theme.TEXT,
        (scene.path_rect.x + 8, scene.path_rect.centery),
        anchor="midleft",
        tag="history.path",
    )
    canvas.note("history.field", scene.path_rect)
