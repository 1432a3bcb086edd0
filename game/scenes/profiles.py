"""Choosing a player profile for a seat of the new-game form.

Why a picker: statistics are kept per name, so friends who come back pick their
name rather than retype it (a typo would start a new profile). The list is read
from :class:`saves.profiles.ProfileStore` when the picker opens; a damaged file
is reported and the picker offers what it has (possibly nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game.scenes.base import ModalPanel
from game.texts.i18n import language, tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size
from game.ui.widgets import Button
from saves.profiles import ProfileStore

MAX_LISTED = 8
PANEL_W = 420.0


def profile_names(active: str = "") -> tuple[list[str], str | None]:
    """Profile names, the active one first, then the most played; and a load problem, if any."""
    store = ProfileStore()
    profiles = store.profiles()
    profiles.sort(key=lambda p: (p.name != active, -p.stats.hands, p.name))
    error = None if store.error is None else store.error.message(_language())
    return [p.name for p in profiles[:MAX_LISTED]], error


def _language() -> str:
    return language()


class ProfilePickerScene(ModalPanel):
    """A panel over the form listing the known players; choosing one calls ``on_pick(name)``."""

    def __init__(
        self,
        names: Sequence[str],
        on_pick: Callable[[str], None],
        taken: Sequence[str] = (),
        error: str | None = None,
    ) -> None:
        super().__init__()
        self.names = list(names)
        self.on_pick = on_pick
        self.taken = {n.casefold() for n in taken}
        self.error = error
        self.buttons = [Button(n, partial(self.pick, n), size=fonts.LABEL - 1) for n in self.names]
        self.cancel = Button(lambda: tr("ui.cancel"), self.back, min_width=140)

    def pick(self, name: str) -> None:
        if name.casefold() in self.taken:
            self.ctx.toast(tr("newgame.name_taken", name=name), 2.5)
            return
        self.ctx.pop()
        self.on_pick(name)

    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        heights = [b.measure(sc)[1] for b in self.buttons]
        _cw, ch = self.cancel.measure(sc)
        body = sum(h + 8 for h in heights) if heights else 60
        height = 64 + body + ch + 28 + (30 if self.error else 0)
        self.panel = pygame.FRect(0, 0, PANEL_W, height)
        self.panel.center = (canvas.w / 2, canvas.h / 2)
        y = self.panel.y + 60 + (30 if self.error else 0)
        for b, h in zip(self.buttons, heights, strict=True):
            b.rect = pygame.FRect(self.panel.x + 24, y, PANEL_W - 48, h)
            b.enabled = b.text().casefold() not in self.taken
            y += h + 8
        cw, _ = self.cancel.measure(sc)
        self.cancel.rect = pygame.FRect(
            self.panel.right - 24 - cw, self.panel.bottom - 18 - ch, cw, ch
        )
        self.focus.set([*self.buttons, self.cancel])
        if self.focus.current is None:
            free = [b for b in self.buttons if b.enabled]
            self.focus.focus(free[0] if free else self.cancel)

    def draw(self, canvas: Canvas) -> None:
        self.draw_panel(canvas)
        title = tr("newgame.pick_title")
        canvas.text(
            title,
            fit_size(title, fonts.LABEL, True, canvas.scale, PANEL_W - 48),
            theme.GOLD,
            (self.panel.x + 24, self.panel.y + 18),
            bold=True,
            tag="label",
        )
        if self.error:
            canvas.text(
                self.error,
                fit_size(self.error, fonts.BODY, False, canvas.scale, PANEL_W - 48),
                (255, 190, 170),
                (self.panel.x + 24, self.panel.y + 54),
                tag="label",
            )
        if not self.names:
            canvas.text(
                tr("newgame.pick_none"),
                fonts.BODY,
                theme.TEXT_DIM,
                (self.panel.x + 24, self.panel.y + 70 + (30 if self.error else 0)),
                tag="label",
            )
        self.focus.draw(canvas)


def open_picker(ctx: Any, on_pick: Callable[[str], None], taken: Sequence[str] = ()) -> None:
    """Push the picker with the stored profiles (the active one first)."""
    names, error = profile_names(ctx.settings.profile)
    ctx.push(ProfilePickerScene(names, on_pick, taken, error))
