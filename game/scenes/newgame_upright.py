"""The new-game form on an upright canvas (a tall window): the title over the preset tabs,
then two columns — the rules (the common ones, the house rules' button and summary, the
practice rows) and the seats with the game's length — over the back and start buttons.
The house rules' page takes both columns (its two columns of options) until it is folded.

Why a module of its own: the form is one screen with two arrangements of the same widgets;
this is the second, so :mod:`game.scenes.newgame` keeps its size.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.scenes.form import BLOCK_H, COMMON, HELP_SIZE, HOUSE, SEAT_H
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, measure, wrap
from game.ui.widgets import Label, Widget

if TYPE_CHECKING:
    from game.scenes.newgame import NewGameScene

MARGIN = 20.0
SEATS_W = 390.0  # the seats' column: a seat's choice, name and picker as on the 16:9 form
GAP = 28.0


def layout_upright(form: NewGameScene, canvas: Canvas) -> None:
    """Place every widget of ``form`` on the upright ``canvas`` (see the module's note)."""
    sc = canvas.scale
    w = canvas.w
    form.title.place((MARGIN, 12), sc)
    tabs_top = form.title.rect.bottom + 6
    form.tabs.place(pygame.FRect(MARGIN, tabs_top, w - 2 * MARGIN, 42), sc)
    panel_top = tabs_top + 42 + 14
    head_y = panel_top + 6
    top = head_y + 40
    seats_w = min(SEATS_W, (w - 2 * MARGIN - GAP) / 2 + 20)
    rules_w = w - 2 * MARGIN - GAP - seats_w
    left_x, right_x = MARGIN, MARGIN + rules_w + GAP
    form.labels = [form.title]
    form.helps = []
    widgets = {name: widget for _col, name, widget in form.rule_rows}
    shown = {n for col in (HOUSE if form.house else COMMON) for n in col}
    for name, widget in widgets.items():
        widget.visible = name in shown
    rules_heading = "newgame.house_title" if form.house else "newgame.rules"
    _heading(form, rules_heading, left_x, head_y, sc)
    ys = [top, top]
    columns: tuple[tuple[float, float, tuple[str, ...]], ...]
    if form.house:  # both columns of house rules, the seats folded away meanwhile
        columns = ((left_x, rules_w, HOUSE[0]), (right_x, seats_w, HOUSE[1]))
    else:
        columns = ((left_x, rules_w, COMMON[0]),)
    for k, (x, width, names) in enumerate(columns):
        for name in names:
            form._place_option(x, ys[k], name, widgets[name], sc, width)
            ys[k] += BLOCK_H
    hw, hh = form.house_button.measure(sc)
    form.house_button.rect = pygame.FRect(left_x, ys[0] + 4, max(hw, 220), hh)
    ys[0] = form.house_button.rect.bottom + 8
    form.house_summary = (
        [] if form.house else wrap(form.house_values(), HELP_SIZE, False, sc, rules_w)[:5]
    )
    form._summary_y, form._summary_x = ys[0], left_x
    ys[0] += len(form.house_summary) * measure("Ag中", HELP_SIZE, False, sc)[1]
    for widget in form.practice.widgets():
        widget.visible = not form.house
    if not form.house:
        ys[0] = form.practice.place(left_x, ys[0] + 10, rules_w, sc) + 6
        form.labels += form.practice.labels
        form.helps += form.practice.helps
    # the seats and the game's length (hidden on the house rules' page)
    form._seat_col = (right_x, seats_w, top)
    for kind, name_field, level in form.seat_widgets:
        for widget in (kind, name_field, level):
            widget.visible = not form.house
    for pick in form.pick_buttons:
        pick.visible = False
    form.seat_labels = []
    if not form.house:
        _heading(form, "newgame.seats", right_x, head_y, sc)
        form._place_seats()
        y = top + 4 * SEAT_H + 6
        length = Label(
            lambda: tr("newgame.length"), fonts.HEADING - 4, bold=True, colour=theme.GOLD
        )
        length.place((right_x, y), sc)
        form.labels.append(length)
        ys[1] = y + 36
    for _col, name, widget in form.length_rows:
        widget.visible = not form.house
        if not form.house:
            form._place_option(right_x, ys[1], name, widget, sc, seats_w)
            ys[1] += BLOCK_H
    bottom = max(ys)
    form.panels = [
        pygame.FRect(left_x - 10, panel_top, rules_w + 20, bottom - panel_top),
        pygame.FRect(right_x - 10, panel_top, seats_w + 20, bottom - panel_top),
    ]
    if form.house:  # one panel over both columns
        form.panels = [
            pygame.FRect(left_x - 10, panel_top, w - 2 * MARGIN + 20, bottom - panel_top)
        ]
    bw, bh = form.start_button.measure(sc)
    y = canvas.h - 20 - bh
    form.start_button.rect = pygame.FRect(w - MARGIN - bw, y, bw, bh)
    bw2, _ = form.back_button.measure(sc)
    form.back_button.rect = pygame.FRect(MARGIN, y, bw2, bh)
    # the keys' hint (or why the options make no game) over the buttons, the width's length
    form.message_rect = pygame.FRect(MARGIN, y - 12 - bh, w - 2 * MARGIN, bh)
    order: list[Widget] = [
        form.tabs,
        *(widgets[name] for _x, _w, names in columns for name in names),
        form.house_button,
    ]
    if not form.house:
        order += form.practice.widgets()
        for (kind, name_field, level), pick in zip(
            form.seat_widgets, form.pick_buttons, strict=True
        ):
            order += [kind, name_field, pick, level]
        order += [w for _c, _n, w in form.length_rows]
    order += [form.start_button, form.back_button]
    form.focus.set(order)
    if form.focus.current is None:
        form.focus.focus(form.start_button)


def _heading(form: NewGameScene, key: str, x: float, y: float, sc: float) -> None:
    label = Label(partial(tr, key), fonts.HEADING - 4, bold=True, colour=theme.GOLD)
    label.place((x, y), sc)
    form.labels.append(label)
