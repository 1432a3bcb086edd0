"""What the screens after a hand share: seat names, signed scores, small card faces, and
rendering a screen's texts and faces ahead so that no frame pays for them all at once.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.art import small_cards
from game.ui import fonts
from game.ui.canvas import TEXT_CACHE, Canvas, fit_text

SEAT_KEYS = ("seat.S", "seat.E", "seat.N", "seat.W")


class DryCanvas(Canvas):
    """A canvas that renders nothing: a dry run of a scene's ``draw`` on it lists the text
    and card faces the real draw will need (so they can be rendered ahead, a few per frame)."""

    needs: list[tuple[Any, ...]]

    def text(
        self,
        text: str,
        size: float,
        colour: Any,
        pos: tuple[float, float],
        *,
        bold: bool = False,
        anchor: str = "topleft",
        tag: str = "text",
        width: float | None = None,
    ) -> pygame.FRect:
        if width is not None:  # as the real draw fits it
            text, size = fit_text(text, size, bold, self.scale, width)
        px = self.font_px(size)
        self.needs.append(("text", text, px, tuple(colour), bold))
        w, h = fonts.size(text, px, bold)
        out = pygame.Rect(0, 0, w, h)
        setattr(out, anchor, self.pt(*pos))
        return pygame.FRect(
            out.x / self.scale, out.y / self.scale, out.w / self.scale, out.h / self.scale
        )

    def fill_alpha(self, r: Any, colour: Any, radius: float = 0) -> None:
        pass


_FACES: dict[tuple[str, int, bool], pygame.Surface] = {}


def small_face(code: str, width_px: int, four_colour: bool) -> pygame.Surface:
    """A card shown small on the result screens, its rank and suit large (remembered here,
    so a frame can tell it is ready)."""
    key = (code, width_px, four_colour)
    face = _FACES.get(key)
    if face is None:
        if len(_FACES) > 240:
            _FACES.clear()
        face = _FACES[key] = small_cards.small_face(code, width_px, four_colour)
    return face


class Prerender:
    """Renders a screen's text and card faces ahead, within a time budget per frame.

    ``collect`` dry-runs the scene's drawing (after each layout); ``step`` (from ``update``)
    renders what is still missing for a few milliseconds; ``ready`` says whether a full
    draw now costs only blits. Until then the scene draws just its background, so no
    frame pays for dozens of first renders at once (a frame or two, never seen as a gap).
    """

    def __init__(self) -> None:
        self.pending: list[tuple[Any, ...]] = []

    def collect(self, draw: Any, canvas: Canvas) -> None:
        dry = DryCanvas(pygame.Surface((1, 1)), canvas.scale)
        dry.needs = []
        draw(dry)
        self.pending = [n for n in dict.fromkeys(dry.needs) if not self._done(n)]

    @staticmethod
    def _done(need: tuple[Any, ...]) -> bool:
        if need[0] == "text":
            return need[1:] in TEXT_CACHE._items
        return need[1:] in _FACES

    def ready(self) -> bool:
        return all(self._done(n) for n in self.pending)

    def step(self, budget_s: float = 0.006) -> None:
        start = time.perf_counter()
        while self.pending and time.perf_counter() - start < budget_s:
            need = self.pending.pop(0)
            if need[0] == "text":
                TEXT_CACHE.get(*need[1:])
            else:
                small_face(*need[1:])
