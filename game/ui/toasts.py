"""Toasts: short news (the pig taken, 全红, a claim, a save that failed), one at a time.

Why one at a time, in a slot the screen names: news that stacks up spreads over the cards,
and news drawn over everything covers the panels of the screen on top. So each screen
gives one free strip (:attr:`game.ui.scene.Scene.toast_area`); the app draws the news
there right after that screen, under any overlay (the pause menu, a question), and lets
it age only while that screen runs. News belongs to the screen it was seen on: when
another screen takes its place, what was already seen goes with the old one, what was
not seen yet (a save error told just before leaving) is told on the new one.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import fonts, theme
from game.ui.canvas import TEXT_CACHE, Canvas, fit_size, wrap

FADE = 0.25  # seconds of fading in and out
SHORT = 1.5  # a toast with news waiting behind it stays this long at least
WAITING = 4  # news kept at most (the oldest waiting is dropped)
BACK = (20, 20, 20, 205)
PAD = 20  # logical space each side of the text
SMALLEST = 14  # a long toast shrinks to this size, then wraps (never smaller)


class Toasts:
    """The queue of news: ``items[0]`` shows, the rest wait. An item is
    ``[text, seconds left, seconds in all, seen]``."""

    def __init__(self) -> None:
        self.items: list[list[Any]] = []
        self.owner: object | None = None  # the screen the shown news belongs to

    def show(self, text: str, seconds: float = 2.5) -> None:
        if any(item[0] == text for item in self.items[1:]):
            return  # the same news already waits
        self.items.append([text, seconds, seconds, False])
        if len(self.items) > WAITING:
            del self.items[1]

    def withdraw(self, text: str) -> None:
        """News that is no longer true (the player did what it asked) goes at once."""
        self.items = [item for item in self.items if item[0] != text]

    def belong_to(self, owner: object) -> None:
        """``owner`` is the screen under the toasts now: news seen on another one is dropped."""
        if owner is not self.owner:
            self.owner = owner
            self.items = [item for item in self.items if not item[3]]

    def update(self, dt: float) -> None:
        """Age the shown toast (called only while its screen runs)."""
        if not self.items:
            return
        item = self.items[0]
        item[1] -= dt
        if len(self.items) > 1 and item[2] - item[1] >= SHORT:
            item[1] = min(item[1], FADE)  # news is waiting: fade out now
        if item[1] <= 0:
            self.items.pop(0)

    def alpha(self) -> float:
        """How opaque the shown toast is (0…1): fading in, shown, fading out."""
        if not self.items:
            return 0.0
        left, total = float(self.items[0][1]), float(self.items[0][2])
        return max(0.0, min(1.0, left / FADE, (total - left) / FADE))

    def draw(self, canvas: Canvas, area: pygame.FRect) -> None:
        """The shown toast centred in ``area`` (logical), never wider: a long one takes a
        smaller size down to :data:`SMALLEST`, then a second line under the first."""
        if not self.items:
            return
        item = self.items[0]
        item[3] = True
        text = item[0]
        alpha = self.alpha()
        room = area.w - 2 * PAD
        size = fit_size(text, fonts.LABEL, True, canvas.scale, room, minimum=SMALLEST)
        lines = wrap(text, size, True, canvas.scale, room)[:2]
        lh = canvas.measure("Ag中", size, True)[1]
        w = max(canvas.measure(line, size, True)[0] for line in lines)
        box = pygame.FRect(0, area.y, min(area.w, w + 2 * PAD), max(area.h, lh * len(lines) + 8))
        box.centerx = area.centerx
        if len(lines) == 1:
            box.h = min(area.h, lh + 8)
            box.centery = area.centery
        canvas.note("toast.box", box)
        if alpha <= 0:
            return
        canvas.fill_alpha(box, (*BACK[:3], round(BACK[3] * alpha)), min(box.h / 2, 22))
        top = box.centery - lh * len(lines) / 2
        for k, line in enumerate(lines):
            surf = TEXT_CACHE.get(line, canvas.font_px(size), theme.GOLD, True)
            if alpha < 1:
                surf = surf.copy()  # the cached text stays opaque
                surf.set_alpha(round(255 * alpha))
            out = surf.get_rect(midtop=canvas.pt(box.centerx, top + k * lh))
            canvas.surface.blit(surf, out)
            canvas.note(
                "toast",
                pygame.FRect(
                    out.x / canvas.scale,
                    out.y / canvas.scale,
                    out.w / canvas.scale,
                    out.h / canvas.scale,
                ),
            )
