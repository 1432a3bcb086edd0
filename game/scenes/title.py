"""The title screen: the felt, a fan of the four special cards, and the main menu."""

from __future__ import annotations

import math

import pygame

from game.art import cards_art
from game.room import GameEntry, others
from game.scenes.base import MenuScene
from game.scenes.campaign import CampaignScene
from game.scenes.credits import CreditsScene
from game.scenes.help import HelpScene
from game.scenes.history import HistoryScene
from game.scenes.settings import SettingsScene
from game.scenes.stats import StatsScene
from game.scenes.tutorial import TutorialScene
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button, Label

FAN = ("SQ", "DJ", "CT", "HA")  # 猪 羊 变压器 红桃A
FAN_CARD_W = 128  # logical width of a fanned card
FAN_CENTRE = (380, 440)  # logical pivot region of the fan
FAN_ANGLES = (21, 7, -7, -21)  # degrees, left card tilted left
FAN_H = 330  # logical height of the fan's picture


class TitleScene(MenuScene):
    """New game, continue (only with a saved game), help, settings, quit.

    Upright (a tall window) it is one column: the title, the room's games, the fan as large as
    the room left allows, the buttons (in two columns when one would crowd the fan out).
    """

    upright = True

    def __init__(self) -> None:
        super().__init__()
        self.title = Label("拱猪", 120, bold=True, colour=theme.GOLD, anchor="center")
        self.subtitle = Label(
            lambda: tr("app.subtitle"),
            fonts.HEADING,
            colour=theme.TEXT,
            anchor="midtop",
            max_width=560,
        )
        self.footer = Label(
            lambda: tr("title.footer"),
            fonts.BODY,
            colour=theme.TEXT_DIM,
            anchor="midbottom",
            max_width=1200,
        )
        self.buttons = {
            "continue": Button(lambda: tr("title.continue"), self.on_continue, primary=True),
            "new_game": Button(lambda: tr("title.new_game"), self.on_new_game, primary=True),
            "help": Button(lambda: tr("title.help"), self.on_help),
            "tutorial": Button(lambda: tr("tutorial.title_button"), self.on_tutorial),
            "campaign": Button(lambda: tr("campaign.title_button"), self.on_campaign),
            "settings": Button(lambda: tr("title.settings"), self.on_settings),
            "stats": Button(lambda: tr("title.stats"), self.on_stats),
            "history": Button(lambda: tr("title.history"), self.on_history),
            "quit": Button(lambda: tr("title.quit"), self.on_quit),
        }
        self.about = Button(lambda: tr("credits.button"), self.on_about, size=fonts.BODY)
        # the card room: every other game, offered under the subtitle (拱猪's own flow unchanged)
        self.room = [self._room_button(e) for e in others()]
        self._fan: pygame.Surface | None = None
        self._fan_pos = (0, 0)
        self._fan_at: tuple[float, float, float] = (*FAN_CENTRE, 1.0)  # centre x, y, scale

    def _room_button(self, entry: GameEntry) -> Button:
        return Button(lambda: tr("room.play", game=entry.title()), lambda: entry.new_game(self.ctx))

    # -- actions ------------------------------------------------------------------
    def on_continue(self) -> None:
        hook = self.ctx.hooks.continue_game
        hook(self.ctx) if hook else self.ctx.toast(tr("title.not_ready"))

    def on_new_game(self) -> None:
        hook = self.ctx.hooks.new_game
        hook(self.ctx) if hook else self.ctx.toast(tr("title.not_ready"))

    def on_tutorial(self) -> None:
        self.ctx.push(TutorialScene())

    def on_campaign(self) -> None:
        self.ctx.push(CampaignScene())

    def on_help(self) -> None:
        self.ctx.push(HelpScene())

    def on_settings(self) -> None:
        self.ctx.push(SettingsScene())

    def on_stats(self) -> None:
        self.ctx.push(StatsScene())

    def on_history(self) -> None:
        self.ctx.push(HistoryScene())

    def on_about(self) -> None:
        self.ctx.push(CreditsScene())

    def on_quit(self) -> None:
        self.ctx.quit()

    def back(self) -> None:
        """Esc on the title does nothing drastic: it just focuses "quit"."""
        self.focus.focus(self.buttons["quit"])

    def resume(self) -> None:
        self._show_continue()

    def _show_continue(self) -> None:
        """Show "continue" only with a saved game; the one primary button is the way on."""
        saved = self.ctx.hooks.has_saved_game()
        self.buttons["continue"].visible = saved
        self.buttons["new_game"].primary = not saved

    # -- layout -------------------------------------------------------------------
    def layout(self, canvas: Canvas) -> None:
        if canvas.upright:
            self._layout_upright(canvas)
            return
        s = canvas.scale
        self._fan_at = (*FAN_CENTRE, 1.0)
        self.subtitle.max_width, self.footer.max_width = 560, 1200
        self._show_continue()
        self.title.place((FAN_CENTRE[0], 140), s)
        self.subtitle.place((FAN_CENTRE[0], self.title.rect.bottom + 2), s)
        self.footer.place((640, 708), s)
        self.labels = [self.title, self.subtitle, self.footer]
        shown = [b for b in self.buttons.values() if b.visible]
        width = max(300.0, *(b.measure(s)[0] for b in shown))
        height = max(b.measure(s)[1] for b in shown) + 6
        gap = 18 if len(shown) < 7 else 12
        top = 360 - (len(shown) * (height + gap) - gap) / 2
        for i, b in enumerate(shown):
            b.rect = pygame.FRect(0, 0, width, height)
            b.rect.midtop = (920, top + i * (height + gap))
        aw, ah = self.about.measure(s)
        self.about.rect = pygame.FRect(1260 - aw, 700 - ah, aw, ah)
        x = FAN_CENTRE[0] - sum(b.measure(s)[0] + 16 for b in self.room) / 2
        for b in self.room:
            w, h = b.measure(s)
            b.rect = pygame.FRect(x, self.subtitle.rect.bottom + 36, w, h)
            x += w + 16
        self.focus.set([*shown, self.about, *self.room])
        if self.focus.current is None:
            self.focus.focus(shown[0])
        self._fan = self._render_fan(canvas)

    def _layout_upright(self, canvas: Canvas) -> None:
        """The column of an upright canvas (see the class's note)."""
        s, mid = canvas.scale, canvas.w / 2
        self._show_continue()
        self.title.place((mid, 24 + self.title.measure(s)[1] / 2), s)
        self.subtitle.max_width = canvas.w - 60
        self.subtitle.place((mid, self.title.rect.bottom + 2), s)
        y = self.subtitle.rect.bottom + 18
        row = sum(b.measure(s)[0] + 16 for b in self.room) - 16
        x = mid - row / 2
        for b in self.room:
            w, h = b.measure(s)
            b.rect = pygame.FRect(x, y, w, h)
            x += w + 16
        top = max([y, *(b.rect.bottom + 18 for b in self.room)])
        aw, ah = self.about.measure(s)
        self.about.rect = pygame.FRect(canvas.w - 20 - aw, canvas.h - 20 - ah, aw, ah)
        self.footer.max_width = canvas.w - 2 * (aw + 40)
        self.footer.place((mid, canvas.h - 12), s)
        self.labels = [self.title, self.subtitle, self.footer]
        shown = [b for b in self.buttons.values() if b.visible]
        width = max(300.0, *(b.measure(s)[0] for b in shown))
        height = max(b.measure(s)[1] for b in shown) + 6
        gap = 12
        bottom = min(self.footer.rect.top, self.about.rect.top) - 18
        columns = 1
        stack = len(shown) * (height + gap) - gap
        if bottom - top - stack < FAN_H * 0.7 and 2 * width + 24 <= canvas.w - 40:
            columns = 2  # one column would leave the fan too little room
            stack = (len(shown) + 1) // 2 * (height + gap) - gap
        fan_room = bottom - top - stack - 18
        fan_scale = min(1.0, fan_room / FAN_H)
        self._fan_at = (
            mid,
            top + fan_room / 2 + 150 * fan_scale - FAN_H * fan_scale / 2,
            fan_scale,
        )
        y0 = bottom - stack
        per = (len(shown) + columns - 1) // columns
        for i, b in enumerate(shown):
            col, k = divmod(i, per)
            x = mid - (width / 2 if columns == 1 else width + 12 - col * (width + 24))
            b.rect = pygame.FRect(x, y0 + k * (height + gap), width, height)
        self.focus.set([*shown, self.about, *self.room])
        if self.focus.current is None:
            self.focus.focus(shown[0])
        self._fan = self._render_fan(canvas) if fan_scale >= 0.45 else None

    def _render_fan(self, canvas: Canvas) -> pygame.Surface:
        """The four special cards fanned, pre-rendered once per scale."""
        at_x, at_y, k = self._fan_at
        w = canvas.px(FAN_CARD_W * k)
        ch = cards_art.card_size(w)[1]
        pivot_drop = ch * 1.6  # cards rotate around a point below them, like a held fan
        size = (canvas.px(560 * k), canvas.px(FAN_H * k))
        fan = pygame.Surface(size, pygame.SRCALPHA)
        pivot = (size[0] / 2, size[1] * 0.30 + pivot_drop)
        card = pygame.Surface((w + 24, ch + 24), pygame.SRCALPHA)
        for code, angle in zip(FAN, FAN_ANGLES):
            card.fill((0, 0, 0, 0))
            cards_art.draw_card(card, code, (12, 12), w, four_colour=self.ctx.settings.four_colour)
            rotated = pygame.transform.rotozoom(card, angle, 1.0)
            a = math.radians(angle)
            cx = pivot[0] - math.sin(a) * pivot_drop
            cy = pivot[1] - math.cos(a) * pivot_drop + ch / 2
            fan.blit(rotated, rotated.get_rect(center=(cx, cy)))
        self._fan_pos = (canvas.px(at_x) - size[0] // 2, canvas.px(at_y - 150 * k))
        return fan

    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        if self._fan is not None:
            canvas.surface.blit(self._fan, self._fan_pos)
        # the big title gets a soft drop shadow so it reads on every felt colour
        canvas.text(
            self.title.text(),
            self.title.size,
            (0, 0, 0),
            (self.title.pos[0] + 3, self.title.pos[1] + 4),
            bold=True,
            anchor="center",
            tag="",
        )
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)
