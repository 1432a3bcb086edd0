"""The end of a 闯关 stage: won or lost, how it was decided, each player's tops and total.

Shown by :class:`game.session.play.CampaignSession` once the stage is decided (the
progress is already saved). Next stage (after a win), try again, the ladder, or the
main menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.gongzhu.campaign import OPPONENT_SEAT, PLAYER, STAGES, WON, Outcome, hand_tops
from game.art import portraits
from game.scenes.base import MenuScene
from game.scenes.campaign import CampaignScene
from game.scenes.scorecard import SEAT_KEYS
from game.scenes.title import TitleScene
from game.session.campaign import goal_text
from game.session.play import start_stage
from game.texts.i18n import tr
from game.texts.numbers import signed
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, wrap
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.session.play import CampaignSession

PORTRAIT = 220.0
LEFT = pygame.FRect(40, 96, 380, 520)
TABLE = pygame.FRect(450, 96, 790, 520)


class StageResultScene(MenuScene):
    def __init__(self, session: CampaignSession, outcome: Outcome) -> None:
        super().__init__()
        self.session = session
        self.outcome = outcome
        self.stage = session.stage
        won = outcome.result == WON
        self.banner = Label(
            lambda: tr("campaign.won" if won else "campaign.lost"),
            fonts.BANNER + 8,
            bold=True,
            colour=theme.GOLD if won else (240, 150, 140),
        )
        self.stage_label = Label(
            lambda: tr("campaign.stage", n=self.stage.number),
            fonts.LABEL,
            colour=theme.TEXT_DIM,
            anchor="bottomleft",
        )
        last = self.stage.number == len(STAGES)
        self.next_button = Button(
            lambda: tr("campaign.next_stage"), self.next_stage, primary=True, min_width=180
        )
        self.next_button.visible = won and not last
        self.retry = Button(
            lambda: tr("campaign.retry"),
            self.try_again,
            primary=not self.next_button.visible,
            min_width=160,
        )
        self.ladder = Button(lambda: tr("campaign.ladder"), self.to_ladder, min_width=160)
        self.title_button = Button(lambda: tr("campaign.to_title"), self.back, min_width=140)

    @property
    def won(self) -> bool:
        return self.outcome.result == WON

    def winner(self) -> int:
        """Who took a lost stage: the first to N tops (the higher total among several), or
        the best total at the game's end."""
        totals = self.session.match.totals
        others = [s for s in range(4) if s != PLAYER]
        if self.outcome.decided_by in ("tops", "tie-total"):
            others = [s for s in others if self.outcome.tops[s] >= self.session.goal.tops] or others
        return max(others, key=lambda s: (totals[s], s == OPPONENT_SEAT))

    # -- actions ----------------------------------------------------------------------
    def enter(self, ctx: Any) -> None:
        super().enter(ctx)
        ctx.sound.play("fanfare" if self.won else "pig")

    def next_stage(self) -> None:
        self._start(self.stage.number + 1)

    def try_again(self) -> None:
        self._start(self.stage.number)

    def _start(self, number: int) -> None:
        self.session.close()
        start_stage(self.ctx, number, self.session.goal.code)

    def to_ladder(self) -> None:
        self.session.close()
        self.ctx.clear(TitleScene())
        self.ctx.push(CampaignScene())

    def back(self) -> None:
        self.session.to_title()

    # -- layout -----------------------------------------------------------------------
    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        self.banner.place((LEFT.x, 10), sc)
        self.stage_label.place((self.banner.rect.right + 24, self.banner.rect.bottom - 12), sc)
        self.labels = [self.banner, self.stage_label]
        shown = [
            b for b in (self.next_button, self.retry, self.ladder, self.title_button) if b.visible
        ]
        bh = max(b.measure(sc)[1] for b in shown)
        x = 1240.0
        for b in shown[:-1]:  # right-aligned, the main action rightmost
            bw = b.measure(sc)[0]
            b.rect = pygame.FRect(x - bw, 712 - 20 - bh, bw, bh)
            x -= bw + 16
        tw = self.title_button.measure(sc)[0]
        self.title_button.rect = pygame.FRect(LEFT.x, 712 - 20 - bh, tw, bh)
        self.focus.set(shown)
        if self.focus.current is None:
            self.focus.focus(shown[0])

    # -- drawing ----------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        canvas.fill_alpha(LEFT, theme.PANEL, 14)
        canvas.fill_alpha(TABLE, theme.PANEL, 14)
        self._draw_opponent(canvas)
        self._draw_table(canvas)
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)

    def _draw_opponent(self, canvas: Canvas) -> None:
        r = LEFT
        top = r.y + 22
        face = portraits.portrait(self.stage.personality, canvas.px(PORTRAIT))
        canvas.surface.blit(face, canvas.pt(r.centerx - PORTRAIT / 2, top))
        canvas.note(
            "campaign.portrait", pygame.FRect(r.centerx - PORTRAIT / 2, top, PORTRAIT, PORTRAIT)
        )
        y = top + PORTRAIT + 12
        name = tr(f"campaign.name.{self.stage.personality}")
        canvas.text(
            name,
            fit_size(name, fonts.HEADING + 4, True, canvas.scale, r.w - 40),
            theme.TEXT,
            (r.centerx, y),
            bold=True,
            anchor="midtop",
            tag="label",
        )
        y += 48
        line = (
            tr("campaign.won_line", name=name)
            if self.won
            else tr("campaign.lost_line", name=self.session.name(self.winner()))
        )
        lines = [(line, theme.GOLD if self.won else theme.TEXT)]
        n = self.session.goal.tops
        by = {
            "tops": tr("campaign.by.tops", n=n),
            "tie-total": tr("campaign.by.tie", n=n),
            "game-end": tr("campaign.by.game"),
        }.get(self.outcome.decided_by, "")
        if by:
            lines.append((by, theme.TEXT_DIM))
        lines.append((tr("campaign.hands", n=self.outcome.hands), theme.TEXT_DIM))
        if self.won and self.stage.number == len(STAGES):
            lines.append((tr("campaign.finale"), theme.GOLD))
        for text, colour in lines:
            for part in wrap(text, fonts.LABEL - 1, False, canvas.scale, r.w - 40):
                rr = canvas.text(
                    part, fonts.LABEL - 1, colour, (r.centerx, y), anchor="midtop", tag="label"
                )
                y = rr.bottom + 2
            y += 6

    def _draw_table(self, canvas: Canvas) -> None:
        r = TABLE
        cols = (
            (tr("campaign.col.player"), r.x + 30, "midleft"),
            (tr("campaign.col.tops"), r.x + 520, "center"),
            (tr("campaign.col.total"), r.x + 680, "center"),
        )
        y = r.y + 30
        for text, x, anchor in cols:
            canvas.text(
                text,
                fit_size(text, fonts.LABEL, True, canvas.scale, 200),
                theme.TEXT_DIM,
                (x, y),
                bold=True,
                anchor=anchor,
                tag="label",
            )
        goal = self.session.goal
        sub = goal_text(goal)
        canvas.text(
            sub,
            fit_size(sub, fonts.BODY, False, canvas.scale, 300),
            theme.TEXT_DIM,
            (r.right - 20, r.bottom - 18),
            anchor="bottomright",
            tag="label",
        )
        totals = self.session.match.totals
        best_tops = max(self.outcome.tops)
        row_h = 84.0
        y = r.y + 60
        for seat in range(4):
            row = pygame.FRect(r.x + 14, y, r.w - 28, row_h - 10)
            mine = seat == PLAYER
            canvas.fill_alpha(row, (0, 0, 0, 130) if mine else (0, 0, 0, 60), 12)
            if mine:
                canvas.outline(row, theme.GOLD, 1, 12)
            tx = r.x + 30
            if seat == OPPONENT_SEAT:
                face = portraits.portrait(self.stage.personality, canvas.px(52))
                canvas.surface.blit(face, canvas.pt(tx, row.centery - 26))
                tx += 62
            name = self.session.name(seat)
            canvas.text(
                name,
                fonts.LABEL + 2,
                theme.TEXT,
                (tx, row.y + 10),
                bold=True,
                tag="label",
                width=r.x + 290 - tx,
            )
            role = tr(SEAT_KEYS[seat])
            if mine:
                role += " · " + tr("campaign.you")
            elif seat == OPPONENT_SEAT:
                role += " · " + tr("campaign.opponent")
            else:
                role += " · " + tr("table.level", level=tr(f"level.{self.stage.side_level}"))
            canvas.text(role, fonts.BODY, theme.TEXT_DIM, (tx, row.y + 42), tag="label")
            self._draw_hand_marks(canvas, seat, pygame.FRect(r.x + 300, row.y, 160, row.h))
            tops = self.outcome.tops[seat]
            colour = theme.GOLD if tops == best_tops and tops else theme.TEXT
            canvas.text(
                str(tops),
                fonts.HEADING,
                colour,
                (r.x + 520, row.centery),
                bold=True,
                anchor="center",
                tag="label",
            )
            canvas.text(
                signed(totals[seat]),
                fonts.LABEL + 2,
                theme.TEXT,
                (r.x + 680, row.centery),
                bold=True,
                anchor="center",
                tag="label",
            )
            y += row_h

    def _draw_hand_marks(self, canvas: Canvas, seat: int, box: pygame.FRect) -> None:
        """One dot per hand played, gold where this seat topped it: how the race went."""
        records = self.session.match.records
        if not records:
            return
        step = min(16.0, box.w / len(records))
        radius = max(2.0, min(6.0, step * 0.38))
        for i, record in enumerate(records):
            topped = seat in hand_tops(record.score)
            centre = canvas.pt(box.x + step * (i + 0.5), box.centery)
            if topped:
                pygame.draw.circle(canvas.surface, theme.GOLD, centre, canvas.px(radius))
            else:
                pygame.draw.circle(
                    canvas.surface,
                    (110, 130, 118),
                    centre,
                    canvas.px(radius),
                    max(1, canvas.px(1.5)),
                )
        canvas.note(
            "campaign.marks",
            pygame.FRect(box.x, box.centery - radius, step * len(records), 2 * radius),
        )
