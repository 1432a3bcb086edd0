"""The hot-seat hand-over screen: the computer passes to another human.

Opaque on purpose: while it is up nothing of the table is drawn but the felt,
so no card face, hint, raised card or private exposure can show. The table
keeps running underneath (``pauses_below = False``) so computer players may
decide meanwhile; the controller's clocks wait while ``handover_to`` is set.
A click, Enter or Space confirms: ``on_confirm()`` is called and the screen
closes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_text, panel
from game.ui.scene import Scene

SEAT_KEYS = "SENW"


class HandoverScene(Scene):
    """ "请把电脑交给 北家 / Pass to North — press to continue"."""

    transparent = False
    upright = True  # centred on any canvas
    pauses_below = False

    def __init__(
        self,
        seat: int,
        name: str = "",
        on_confirm: Callable[[], None] | None = None,
        seat_text: str = "",
    ) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.seat_text = seat_text  # a table of other than four seats names its own (升级 five)
        self.on_confirm = on_confirm
        self.done = False
        self.time = 0.0

    def who(self) -> str:
        seat_text = self.seat_text or tr(f"seat.{SEAT_KEYS[self.seat]}")
        if self.name and self.name != seat_text:
            return tr("handover.named", name=self.name, seat=seat_text)
        return seat_text

    def confirm(self) -> None:
        if self.done:
            return
        self.done = True
        if self.on_confirm is not None:
            self.on_confirm()
        self.ctx.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONUP
            and getattr(event, "button", 1) == 1
            or event.type == pygame.KEYDOWN
            and event.key
            in (
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_SPACE,
            )
        ):
            self.confirm()
        return True  # nothing reaches the table while the screen is up

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, canvas: Canvas) -> None:
        theme.lay_felt(canvas, self.ctx.settings.table_colour)
        box = pygame.FRect(0, 0, min(760.0, canvas.w - 40), 260)
        box.center = (canvas.w / 2, canvas.h / 2)
        panel(canvas, box, (6, 24, 16, 225), 22)
        canvas.outline(box, theme.GOLD, 2, 22)
        title, size = fit_text(
            tr("handover.title", who=self.who()), fonts.BANNER, True, canvas.scale, box.w - 40
        )
        canvas.text(
            title,
            size,
            theme.GOLD,
            (box.centerx, box.y + 70),
            bold=True,
            anchor="center",
            tag="handover.title",
            width=box.w - 40,  # a long name: smaller, then cut with "…"
        )
        canvas.text(
            tr("handover.sub"),
            fonts.LABEL,
            theme.TEXT,
            (box.centerx, box.y + 140),
            anchor="center",
            tag="handover.sub",
        )
        pulse = 0.5 + 0.5 * abs(((self.time * 0.8) % 2.0) - 1.0)
        k = 0.55 + 0.45 * pulse
        r, g, b = theme.TEXT[:3]
        dim = (round(r * k), round(g * k), round(b * k))
        canvas.text(
            tr("handover.continue"),
            fonts.LABEL,
            dim,
            (box.centerx, box.y + 205),
            bold=True,
            anchor="center",
            tag="handover.continue",
        )
        canvas.note("box.handover", box)


__all__ = ["HandoverScene"]
