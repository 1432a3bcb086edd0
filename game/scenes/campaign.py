"""The 闯关 ladder: four opponents in a row, the goal of a stage, and "challenge".

Each opponent's card shows the portrait, name, how they play, strength (stars) and
whether the stage is locked, open or beaten (with the best win). Click (or Enter
on) an open card to choose it; the goal selector picks "first to 3 / 5 hand tops"
or "win a full game"; "挑战 / Challenge" deals the stage (game.session.campaign).
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from engine.gongzhu.campaign import GOALS, STAGES, Goal, Stage
from game.art import portraits
from game.scenes.base import MenuScene
from game.scenes.confirm import unless_saved_game
from game.session.campaign import goal_text, update_progress
from game.session.play import continue_game, start_stage
from game.texts.i18n import tr
from game.texts.numbers import signed
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, wrap
from game.ui.widgets import Button, Choice, Label, Option, Pressable
from saves.campaign import Progress, load_progress
from saves.game import has_saved_game

CARD_TOP, CARD_H = 92.0, 384.0
CARD_GAP = 20.0
CARD_W = (1200 - 3 * CARD_GAP) / 4
PORTRAIT = 140.0
LOCKED_COLOUR = (150, 150, 145)
WON_COLOUR = (120, 200, 130)


class StageCard(Pressable):
    """One opponent on the ladder; clicking it chooses the stage (if open)."""

    def __init__(self, scene: CampaignScene, stage: Stage) -> None:
        super().__init__()
        self.scene = scene
        self.stage = stage

    def activate(self) -> None:
        self.scene.select(self.stage.number)

    def draw(self, canvas: Canvas) -> None:
        self.scene.draw_card(canvas, self)


class CampaignScene(MenuScene):
    """The ladder screen (pushed over the title)."""

    def __init__(self) -> None:
        super().__init__()
        self.progress: Any = Progress()
        self.selected = 1
        self.title = Label(lambda: tr("campaign.title"), fonts.BANNER, bold=True, colour=theme.GOLD)
        self.subtitle = Label(
            lambda: tr("campaign.subtitle"), fonts.LABEL, colour=theme.TEXT_DIM, anchor="bottomleft"
        )
        self.cards = [StageCard(self, s) for s in STAGES]
        self.goal = Choice(
            [Option(g.code, partial(goal_text, g)) for g in GOALS],
            self.goal_code,
            self.set_goal,
            size=fonts.LABEL - 1,
        )
        self.challenge = Button(
            lambda: tr("campaign.challenge"), self.on_challenge, primary=True, min_width=200
        )
        self.back_button = Button(lambda: tr("campaign.back"), self.back, min_width=150)
        self.continue_button = Button(self._continue_text, self.on_continue, min_width=200)
        self.goal_label = Label(
            lambda: tr("campaign.goal"), fonts.LABEL, bold=True, colour=theme.GOLD, anchor="midleft"
        )

    # -- state ------------------------------------------------------------------------
    def enter(self, ctx: Any) -> None:
        super().enter(ctx)
        self.progress, error = load_progress()
        if error is not None:
            ctx.toast(tr("campaign.reset", msg=error.message(ctx.settings.language)), 8.0)
        self.selected = (
            self.progress.current if self.progress.unlocked(self.progress.current) else 1
        )

    def goal_code(self) -> str:
        return str(self.progress.goal)

    def set_goal(self, code: str) -> None:
        self.progress = replace(self.progress, goal=code)
        update_progress(self.ctx, lambda p: replace(p, goal=code))

    def state(self, number: int) -> str:
        if number in self.progress.won:
            return "beaten"
        return "open" if self.progress.unlocked(number) else "locked"

    def select(self, number: int) -> None:
        if not self.progress.unlocked(number):
            self.ctx.toast(tr("campaign.locked_hint"))
            return
        self.selected = number

    def _continue_text(self) -> str:
        active = self.progress.active
        return tr("campaign.continue", n=active.stage if active is not None else 1)

    def can_continue(self) -> bool:
        """A stage game was left unfinished (its save is the ordinary saved game)."""
        return self.progress.active is not None and has_saved_game()

    def on_continue(self) -> None:
        continue_game(self.ctx)

    def handle(self, event: pygame.event.Event) -> bool:
        """←/→ on an opponent's card moves to the neighbouring stage."""
        card = self.focus.current
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
            and isinstance(card, StageCard)
        ):
            i = self.cards.index(card) + (1 if event.key == pygame.K_RIGHT else -1)
            if 0 <= i < len(self.cards):
                self.focus.focus(self.cards[i])
                self.select(self.cards[i].stage.number)
            return True
        return super().handle(event)

    def on_challenge(self) -> None:
        stage, goal = self.selected, self.goal_code()
        unless_saved_game(self.ctx, lambda: start_stage(self.ctx, stage, goal))

    # -- layout -----------------------------------------------------------------------
    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        self.title.place((40, 14), sc)
        self.subtitle.place((self.title.rect.right + 24, self.title.rect.bottom - 10), sc)
        self.labels = [self.title, self.subtitle, self.goal_label]
        for i, card in enumerate(self.cards):
            card.rect = pygame.FRect(40 + i * (CARD_W + CARD_GAP), CARD_TOP, CARD_W, CARD_H)
        y = CARD_TOP + CARD_H + 18
        self.goal_label.place((40, y + 20), sc)
        left = self.goal_label.rect.right + 20
        w = min(760.0, max(self.goal.measure(sc)[0], 560.0))
        self.goal.place(pygame.FRect(left, y, w, 40), sc)
        bw, bh = self.challenge.measure(sc)
        self.challenge.rect = pygame.FRect(1240 - bw, 712 - 20 - bh, bw, bh)
        tw, _ = self.back_button.measure(sc)
        self.back_button.rect = pygame.FRect(40, 712 - 20 - bh, tw, bh)
        self.continue_button.visible = self.can_continue()
        cw = self.continue_button.measure(sc)[0]
        self.continue_button.rect = pygame.FRect(
            self.challenge.rect.left - 16 - cw, 712 - 20 - bh, cw, bh
        )
        self.focus.set(
            [*self.cards, self.goal, self.challenge, self.continue_button, self.back_button]
        )
        if self.focus.current is None:
            self.focus.focus(self.challenge)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        y = self.goal.rect.bottom + 10
        goal = Goal.parse(self.goal_code())
        helps = [
            tr("campaign.goal_help.tops", n=goal.tops)
            if goal.tops
            else tr("campaign.goal_help.game"),
            tr("campaign.seating"),
        ]
        if self.progress.complete():
            helps.append(tr("campaign.all_beaten"))
        right = 1240.0
        for text in helps:
            for line in wrap(text, fonts.BODY, False, canvas.scale, right - 40):
                r = canvas.text(line, fonts.BODY, theme.TEXT_DIM, (40, y), tag="label")
                y = r.bottom + 2
            y += 4
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)

    def draw_card(self, canvas: Canvas, card: StageCard) -> None:
        stage, r = card.stage, card.rect
        state = self.state(stage.number)
        chosen = stage.number == self.selected
        canvas.fill_alpha(r, (0, 0, 0, 150) if chosen else theme.PANEL, 16)
        if chosen:
            canvas.outline(r, theme.GOLD, 3, 16)
        elif card.focused or card.hovered:
            canvas.outline(r, theme.FOCUS, 2, 16)
        canvas.note("campaign.card", r)
        inner = r.w - 28
        head = tr("campaign.stage", n=stage.number)
        canvas.text(
            head,
            fonts.LABEL,
            theme.GOLD if state != "locked" else LOCKED_COLOUR,
            (r.x + 14, r.y + 12),
            bold=True,
            tag="label",
        )
        # state pill at the top right
        pill = tr(f"campaign.{'beaten' if state == 'beaten' else state}")
        size = fit_size(pill, fonts.BODY - 1, True, canvas.scale, 110)
        pw, ph = canvas.measure(pill, size, True)
        box = pygame.FRect(r.right - 14 - pw - 16, r.y + 13, pw + 16, ph + 4)
        colour = (
            WON_COLOUR if state == "beaten" else theme.GOLD if state == "open" else LOCKED_COLOUR
        )
        canvas.fill_rect(box, colour, box.h / 2)
        canvas.text(
            pill, size, theme.BUTTON_TEXT, box.center, bold=True, anchor="center", tag="label"
        )
        # portrait
        px = canvas.px(PORTRAIT)
        face = portraits.portrait(stage.personality, px, grey=state == "locked")
        top = r.y + 46
        canvas.surface.blit(face, canvas.pt(r.centerx - PORTRAIT / 2, top))
        canvas.note(
            "campaign.portrait", pygame.FRect(r.centerx - PORTRAIT / 2, top, PORTRAIT, PORTRAIT)
        )
        if state == "locked":
            self._draw_lock(canvas, r.centerx + PORTRAIT / 2 - 18, top + PORTRAIT - 22)
        if state == "beaten":
            self._draw_tick(canvas, r.centerx + PORTRAIT / 2 - 18, top + PORTRAIT - 22)
        y = top + PORTRAIT + 4
        name = tr(f"campaign.name.{stage.personality}")
        canvas.text(
            name,
            fit_size(name, fonts.HEADING, True, canvas.scale, inner),
            theme.TEXT,
            (r.centerx, y),
            bold=True,
            anchor="midtop",
            tag="label",
        )
        y += 42
        # strength: filled and empty stars
        label = tr("campaign.strength")
        lw, lh = canvas.measure(label, fonts.BODY)
        total_w = lw + 8 + 4 * 22
        x = r.centerx - total_w / 2
        canvas.text(label, fonts.BODY, theme.TEXT_DIM, (x, y), tag="label")
        for i in range(4):
            lit = theme.GOLD if i < stage.strength else (90, 100, 92)
            canvas.surface.blit(
                portraits.star(canvas.px(20), lit), canvas.pt(x + lw + 9 + i * 22, y + lh / 2 - 10)
            )
        y += lh + 4
        style = tr(f"campaign.style.{stage.personality}")
        for line in wrap(style, fonts.BODY, False, canvas.scale, inner)[:3]:
            rr = canvas.text(line, fonts.BODY, theme.TEXT, (r.x + 14, y), tag="label")
            y = rr.bottom + 1
        sides = tr("campaign.sides", level=tr(f"level.{stage.side_level}"))
        canvas.text(
            sides,
            fit_size(sides, fonts.BODY - 1, False, canvas.scale, inner),
            theme.TEXT_DIM,
            (r.x + 14, y + 6),
            tag="label",
        )
        best = self.progress.best.get(stage.number)
        if best is not None:
            text = tr("campaign.best_game", hands=best.hands, total=signed(best.total))
            canvas.text(
                text,
                fit_size(text, fonts.BODY - 1, False, canvas.scale, inner),
                WON_COLOUR,
                (r.x + 14, r.bottom - 12),
                anchor="bottomleft",
                tag="label",
            )
        elif state == "locked":
            text = tr("campaign.locked_hint")
            canvas.text(
                text,
                fit_size(text, fonts.BODY - 1, False, canvas.scale, inner),
                LOCKED_COLOUR,
                (r.x + 14, r.bottom - 12),
                anchor="bottomleft",
                tag="label",
            )

    @staticmethod
    def _draw_lock(canvas: Canvas, cx: float, cy: float) -> None:
        body = pygame.FRect(cx - 14, cy - 4, 28, 22)
        shackle = pygame.FRect(cx - 9, cy - 18, 18, 24)
        canvas.outline(shackle, (60, 60, 60), 4, 9)
        canvas.fill_rect(body, (70, 70, 70), 5)
        canvas.fill_rect(pygame.FRect(cx - 2, cy + 3, 4, 8), (200, 200, 200), 2)

    @staticmethod
    def _draw_tick(canvas: Canvas, cx: float, cy: float) -> None:
        pygame.draw.circle(canvas.surface, WON_COLOUR, canvas.pt(cx, cy), canvas.px(16))
        pts = [canvas.pt(cx - 8, cy), canvas.pt(cx - 2, cy + 7), canvas.pt(cx + 9, cy - 7)]
        pygame.draw.lines(canvas.surface, (255, 255, 255), False, pts, max(2, canvas.px(4)))
