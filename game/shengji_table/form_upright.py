"""The 升级 new-game form on an upright canvas (a tall window): one column — the title, each
rule's label over its choice and its help, the seats' rows (two, four or five), 找朋友's
friend rule, the note — with the back, continue and start buttons at the bottom.

Why a module of its own: the form is one screen with two arrangements of the same widgets;
this is the second, so :mod:`game.shengji_table.form` keeps its size. A help's room is the
longest help of its choice, so picking another level or preset never moves the rows below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.shengji_table.seats import seat_word
from game.texts.i18n import tr
from game.ui import fonts
from game.ui.canvas import Canvas, wrap
from game.ui.text_field import TextField
from game.ui.widgets import Choice

if TYPE_CHECKING:
    from game.shengji_table.form import ShengjiFormScene

MARGIN = 24.0
LABEL_H = 30.0  # a rule's label over its choice
SEAT_WORD_W = 110.0  # a seat's word, before its kind and name
KIND_W = 280.0
GAP = 14.0


def help_height(form: ShengjiFormScene, canvas: Canvas, keys: list[str]) -> float:
    """The room of the longest of these helps, wrapped as :meth:`help_lines` draws them."""
    lh = max(24.0, canvas.measure("Ag中", fonts.BODY)[1])
    most = max(len(wrap(tr(k), fonts.BODY, False, canvas.scale, form.field_w)) for k in keys)
    return most * lh


def layout_upright(form: ShengjiFormScene, canvas: Canvas) -> None:
    """Place every widget of ``form`` down the upright ``canvas`` (see the module's note)."""
    s, w = canvas.scale, canvas.w
    width = w - 2 * MARGIN
    form.label_x, form.field_x, form.field_w, form.label_dy = MARGIN, MARGIN, width, 0.0
    form.title.place((MARGIN, 24), s)
    h = form.preset_choice.measure(s)[1] + 6
    y = form.title.rect.bottom + 20
    form.rows = []
    helps: list[float] = []
    choices = (
        ("sj.form.preset", form.preset_choice, "sj.preset"),
        ("sj.form.level", form.level_choice, "sj.level"),
    )
    for key, choice, prefix in choices:
        help_keys = [f"{prefix}.{o.value}.help" for o in choice.options]
        form.rows.append((key, y + LABEL_H / 2 - h / 2))  # (draw centres it on the field's h)
        y += LABEL_H
        choice.place(pygame.FRect(MARGIN, y, width, h), s)
        helps.append(y + h + 10)
        y += h + 10 + help_height(form, canvas, help_keys) + 14
    form.helps_y = (helps[0], helps[1])
    form.rows.append(("sj.form.seats", y + LABEL_H / 2 - h / 2))
    y += LABEL_H + 6
    step = form.seat_row()
    row_h = step - 10
    words = [seat_word(k, form.players()) for k in range(form.players())]
    longest = max(canvas.measure(word, fonts.LABEL)[0] for word in words)
    kind_x = MARGIN + max(SEAT_WORD_W, longest + GAP)
    name_x = kind_x + KIND_W + GAP
    seat_widgets: list[Choice[str] | TextField] = []
    form.seat_ys = []
    for seat in range(form.players()):
        if seat in form.kind_choices:
            kind = form.kind_choices[seat]
            kind.place(pygame.FRect(kind_x, y, KIND_W, row_h), s)
            seat_widgets.append(kind)
        field = form.name_fields[seat]
        field.rect = pygame.FRect(name_x, y, w - MARGIN - name_x, row_h)
        seat_widgets.append(field)
        form.seat_ys.append(y + row_h / 2)
        y += step
    form.seat_x, form.south_x = MARGIN, kind_x + 12
    if form.players() == 5:  # §11: how the friend is found, its label beside its choice
        y += 6
        form.friend_at = (MARGIN, y + 4)
        label_w = canvas.measure(tr("sj.form.friend"), fonts.LABEL, True)[0]
        left = MARGIN + max(SEAT_WORD_W, label_w + GAP)
        form.friend_choice.place(pygame.FRect(left, y, min(KIND_W, w - MARGIN - left), 34), s)
        seat_widgets.append(form.friend_choice)
        y += 34 + 10
    form.note_y = y + 4
    bh = form.start_button.measure(s)[1]
    form.place_buttons(s, MARGIN, w - MARGIN, canvas.h - 24 - bh, 150)
    form.set_focus(seat_widgets)
