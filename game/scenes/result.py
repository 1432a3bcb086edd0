"""The hand result: per player the scoring cards taken and the score broken down.

A table with one row per seat: the cards taken (small card pictures), hearts, pig,
sheep, the transformer multiplier, the hand score, what the seat is credited (猪羊一家)
and the running total; the exposure factors, 全红 / 满贯 / 猪羊变色 banners and the team
totals underneath. Every number is the engine's (:class:`engine.gongzhu.scoring.HandScore`).

When the hand stops in SWAP_CHOICE (猪羊变色 ``choose``) a human 全红 player is asked
here; a computer one decides through the controller while the screen shows the cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.gongzhu.actions import NO_SWAP, SWAP
from engine.gongzhu.cards import HEART_ACE, PIG, SHEEP, TRANSFORMER, card_code, multiset_cards
from engine.gongzhu.hand import HAND_OVER, SWAP_CHOICE, IllegalActionError, rescore
from engine.gongzhu.scoring import FIRST
from game.art import cards_art
from game.scenes.base import MenuScene
from game.scenes.result_shape import WIDE, ResultShape, result_shape
from game.scenes.review import ReviewScene
from game.scenes.scorecard import SEAT_KEYS, DryCanvas, Prerender, small_face
from game.table.scoreboard import team_label, team_of
from game.texts.i18n import tr
from game.texts.numbers import signed
from game.texts.refusals import refusal_words
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, fit_text
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from engine.gongzhu.match import Match
    from game.session.play import Session

KIND_KEYS = {
    PIG: "name.pig",
    SHEEP: "name.sheep",
    TRANSFORMER: "name.transformer",
    HEART_ACE: "name.heart_ace",
}
CARD_W = 40.0  # a card taken, small (the rows' places: game.scenes.result_shape)


class ResultScene(MenuScene):
    """One finished hand; "next hand" deals the next one, or the game-over screen follows.
    Upright (a tall window) each seat's row has two lines (:mod:`game.scenes.result_shape`)."""

    upright = True

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.title = Label(self._title_text, fonts.BANNER - 8, bold=True, colour=theme.GOLD)
        self.deal = Label(
            lambda: (
                tr("result.deal", deal=self.deal_number())
                + (
                    "  · " + tr("practice.not_counted")
                    if getattr(session, "practice", False)
                    else ""
                )
            ),
            fonts.LABEL,
            colour=theme.TEXT_DIM,
            anchor="bottomleft",
        )
        self.next_button = Button(self._next_text, self.go_on, primary=True, min_width=200)
        self.title_button = Button(lambda: tr("result.menu"), self.back, min_width=160)
        self.review_button = Button(lambda: tr("review.button"), self.open_review, min_width=140)
        self._review: Any = None  # the review scene, kept so reopening does not analyse again
        self.swap_yes = Button(
            lambda: tr("result.swap_yes"), lambda: self.choose(True), primary=True, min_width=140
        )
        self.swap_no = Button(
            lambda: tr("result.swap_no"), lambda: self.choose(False), min_width=140
        )
        self.columns: list[tuple[str, float, float]] = []  # (key, centre x, width)
        self.swap_rect = pygame.FRect()
        self.shape: ResultShape = WIDE
        self._recorded = False
        self.pre = Prerender()

    # -- state ------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def asking(self) -> bool:
        """Waiting for the 全红 player's 猪羊变色 choice."""
        return self.match.hand.phase == SWAP_CHOICE

    def deal_number(self) -> int:
        """The deal number of the hand shown (the match already counts the next one)."""
        if self.match.hand.phase == HAND_OVER and self.match.records:
            return int(self.match.records[-1].deal)
        return int(self.match.deal)

    def decider(self) -> int:
        return int(self.match.hand.turn)

    def human_asked(self) -> bool:
        return self.asking and self.session.seats[self.decider()].human

    def _title_text(self) -> str:
        n = len(self.match.records) + (1 if self.asking else 0)
        return tr("result.title", n=n)

    def _next_text(self) -> str:
        if self.session.from_review:
            return tr("review.back_to_review")
        custom = self.session.next_text()
        if custom:
            return custom
        return tr("result.game_over") if self.match.game_over else tr("result.next")

    def enter(self, ctx: Any) -> None:
        super().enter(ctx)
        self._settle()

    def _settle(self) -> None:
        """Once the hand is scored: count it (statistics, history, autosave) and play a sound."""
        if self._recorded or self.match.hand.phase != HAND_OVER:
            return
        self._recorded = True
        self.session.hand_finished()
        score = self.match.hand.result
        if score is not None and (score.swapped or any(s.all_hearts for s in score.seats)):
            self.ctx.sound.play("fanfare")

    def choose(self, swap: bool) -> None:
        """The human 全红 player's answer, through the controller (autosaved there)."""
        if not self.human_asked():
            return
        try:
            self.session.controller.submit(self.decider(), SWAP if swap else NO_SWAP)
        except IllegalActionError:
            self.ctx.toast(
                refusal_words(SWAP if swap else NO_SWAP)
            )  # the word table's, not the engine's
            return
        self._settle()
        self.ctx.app.stack.relayout_all()

    def go_on(self) -> None:
        if self.asking:
            return
        if self.match.game_over:
            self.session.show_game_over()
        else:
            self.session.next_hand()

    def can_review(self) -> bool:
        """复盘: after a real hand (not one played on from a review) with a human at the table."""
        return (
            self.match.hand.phase == HAND_OVER
            and not self.session.from_review
            and bool(self.session.humans())
        )

    def open_review(self) -> None:
        if not self.can_review():
            return
        if self._review is None:
            self._review = ReviewScene(self.session)
        self.ctx.push(self._review)

    def back(self) -> None:
        """Esc: to the title (the game stays saved and can be continued)."""
        self.session.to_title()

    def still_for(self) -> float:
        if not self.pre.ready() or (self.asking and not self.human_asked()):
            return 0.0  # text still rendered ahead, or a computer player still deciding
        return super().still_for()

    def update(self, dt: float) -> None:
        self.pre.step()
        if self.asking and not self.human_asked():
            self.session.controller.update(dt)  # a computer 全红 player decides
            if not self.asking:
                self._settle()
                self.ctx.app.stack.relayout_all()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.human_asked():
            if event.key == pygame.K_y:
                self.choose(True)
                return True
            if event.key == pygame.K_n:
                self.choose(False)
                return True
        return super().handle(event)

    # -- layout -----------------------------------------------------------------
    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        g = self.shape = result_shape(canvas)
        self.title.place((g.name_x, 18), sc)
        if g.upright:  # under the title, the banner beside it
            self.deal.place((g.name_x, self.title.rect.bottom + 2 + self.deal.measure(sc)[1]), sc)
        else:
            self.deal.place((self.title.rect.right + 24, self.title.rect.bottom - 6), sc)
        self.labels = [self.title, self.deal]
        keys = ["result.hearts", "result.pig", "result.sheep", "result.mult", "result.hand"]
        if self.match.rules.mode == "pig-sheep":
            keys.append("result.credited")
        keys.append("result.total")
        step = (g.num_x1 - g.num_x0) / len(keys)
        self.columns = [(k, g.num_x0 + step * (i + 0.5), step) for i, k in enumerate(keys)]
        bw, bh = self.next_button.measure(sc)
        self.next_button.rect = pygame.FRect(g.right - bw, g.bottom - bh, bw, bh)
        tw, _ = self.title_button.measure(sc)
        self.title_button.rect = pygame.FRect(g.name_x, g.bottom - bh, tw, bh)
        self.swap_rect = g.swap.copy()
        rw, _ = self.review_button.measure(sc)
        self.review_button.rect = pygame.FRect(
            self.title_button.rect.right + 16, g.bottom - bh, rw, bh
        )
        self.review_button.visible = self.can_review()
        widgets = [self.next_button, self.review_button, self.title_button]
        self.swap_yes.visible = self.swap_no.visible = self.human_asked()
        self.next_button.enabled = not self.asking
        if self.human_asked():
            sw = max(self.swap_yes.measure(sc)[0], self.swap_no.measure(sc)[0])
            sh = self.swap_yes.measure(sc)[1]
            y = self.swap_rect.bottom - sh - 10
            self.swap_yes.rect = pygame.FRect(self.swap_rect.centerx - sw - 12, y, sw, sh)
            self.swap_no.rect = pygame.FRect(self.swap_rect.centerx + 12, y, sw, sh)
            widgets = [self.swap_yes, self.swap_no, self.title_button]
        self.focus.set(widgets)
        if (
            self.focus.current is None
            or not self.focus.current.visible
            or not self.focus.current.enabled
        ):
            self.focus.focus(widgets[0])
        self.pre.collect(self._draw_all, canvas)

    # -- drawing ----------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        if not canvas.record and not self.pre.ready():
            self.draw_felt(canvas)  # the text and cards are still being rendered ahead
            return
        self._draw_all(canvas)

    def _draw_all(self, canvas: Canvas) -> None:
        if not isinstance(canvas, DryCanvas):
            self.draw_felt(canvas)
        hand = self.match.hand
        score = hand.result
        self._draw_banner(canvas, score)
        for key, cx, width in self.columns:
            text = tr(key)
            size = fit_size(text, fonts.BODY + 1, True, canvas.scale, width - 6)
            canvas.text(
                text,
                size,
                theme.TEXT_DIM,
                (cx, self.shape.row_top - 8),
                bold=True,
                anchor="midbottom",
                tag="label",
            )
        head = tr("result.taken")
        if not self.shape.upright:  # (upright, the cards have a line of their own)
            canvas.text(
                head,
                fit_size(head, fonts.BODY + 1, True, canvas.scale, self.shape.cards_w),
                theme.TEXT_DIM,
                (self.shape.cards_x, self.shape.row_top - 8),
                bold=True,
                anchor="bottomleft",
                tag="label",
            )
        for seat in range(4):
            self._draw_row(canvas, seat, score)
        self._draw_footer(canvas, score)
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)

    def _draw_banner(self, canvas: Canvas, score: Any) -> None:
        if score is None:
            return
        parts = []
        for seat, s in enumerate(score.seats):
            if s.grand_slam:
                parts.append(
                    tr("result.banner", name=self._who(seat), what=tr("result.grand_slam"))
                )
            elif s.all_hearts:
                parts.append(
                    tr("result.banner", name=self._who(seat), what=tr("result.all_hearts"))
                )
        if score.swapped:
            parts.append(tr("result.swapped"))
        if not parts:
            return
        text = "  ·  ".join(parts)
        right = self.shape.right
        left = max(self.deal.rect.right + 30, 560 if not self.shape.upright else 0)
        if self.shape.upright:  # beside the title, over the deal's number
            left = self.title.rect.right + 30
        size = fit_size(text, fonts.HEADING, True, canvas.scale, right - left - 40)
        w, h = canvas.measure(text, size, True)
        box = pygame.FRect(right - w - 40, 22, w + 40, h + 14)
        canvas.fill_rect(box, theme.GOLD, box.h / 2)
        canvas.text(
            text, size, theme.BUTTON_TEXT, box.center, bold=True, anchor="center", tag="label"
        )

    def _who(self, seat: int) -> str:
        return self.session.name(seat)

    def _team_of(self, seat: int, score: Any) -> str:
        teams = score.teams if score is not None else ()
        if self.match.rules.mode == "partners":  # named as on the table: us and them
            humans = self.session.humans()
            return team_label(team_of(seat), humans[0] if len(humans) == 1 else None)
        if not teams:
            return ""
        for i, team in enumerate(teams):
            if seat in team:
                if self.match.rules.mode == "pig-sheep" and i == 0:
                    return tr("opt.mode.pig-sheep")
                return tr("result.teams") + " " + "AB"[i]
        return ""

    def _draw_row(self, canvas: Canvas, seat: int, score: Any) -> None:
        hand = self.match.hand
        g = self.shape
        name_x, name_w0, row_h = g.name_x, g.name_w, g.row_h
        y = g.row_y(seat)
        row = pygame.FRect(name_x - 14, y, g.right + 14 - name_x, row_h)
        mine = seat in self.session.humans()
        canvas.fill_alpha(row, (0, 0, 0, 130) if mine else theme.PANEL, 12)
        if mine:
            canvas.outline(row, theme.GOLD, 1, 12)
        # name, seat, team, exposures
        name = self._who(seat)
        name_w = name_w0
        note = self.session.seat_note(seat)  # a game mode's note (campaign: hand tops), as a pill
        if note:
            nw, nh = canvas.measure(note, fonts.BODY - 1, True)
            pill = pygame.FRect(name_x + name_w0 - nw - 14, y + 9, nw + 14, nh + 2)
            canvas.fill_rect(pill, theme.GOLD, pill.h / 2)
            canvas.text(
                note,
                fonts.BODY - 1,
                theme.BUTTON_TEXT,
                pill.center,
                bold=True,
                anchor="center",
                tag="label",
            )
            name_w = name_w0 - pill.w - 8
        canvas.text(
            name, fonts.LABEL + 2, theme.TEXT, (name_x, y + 5), bold=True, tag="label", width=name_w
        )
        sub = tr(SEAT_KEYS[seat])
        entry = self.session.seats[seat]
        if not entry.human:
            level = tr("table.level", level=tr(f"level.{entry.level}"))
            sub = level if name == sub else f"{sub} · {level}"
        team = self._team_of(seat, score)
        if team:
            sub += " · " + team
        sub, sub_size = fit_text(sub, fonts.BODY, False, canvas.scale, name_w0)
        canvas.text(
            sub,
            sub_size,
            theme.TEXT_DIM,
            (name_x, y + 39),
            tag="label",
        )
        shown = [e for e in hand.exposures if e.seat == seat]
        if shown:
            bits = []
            for e in shown:
                how = " " + tr("badge.first_exposed") if e.how == FIRST else ""
                bits.append(cards_art.label(card_code(e.card)) + how)
            text = tr("table.expose") + " " + " ".join(bits)
            room = g.right - g.cards_x - g.cards_w - 16 if g.upright else name_w0
            at, anchor = (name_x, y + 64), "topleft"
            if g.upright:  # on the cards' line, at its right end
                at, anchor = (g.right, y + (g.cards_y or 0) + 29), "midright"
            canvas.text(
                text,
                fit_size(text, fonts.BODY - 1, True, canvas.scale, room),
                theme.GOLD,
                at,
                bold=True,
                anchor=anchor,
                tag="label",
            )
        # cards taken
        codes = [card_code(c) for c in multiset_cards(hand.taken1[seat], hand.taken2[seat])]
        cw = canvas.px(CARD_W)
        ch = cards_art.card_size(cw)[1]
        top = y + (row_h - ch / canvas.scale) / 2 if g.cards_y is None else y + g.cards_y
        if not codes:
            canvas.text(
                tr("result.nothing"),
                fonts.BODY,
                theme.TEXT_DIM,
                (g.cards_x, top + ch / canvas.scale / 2),
                anchor="midleft",
                tag="label",
            )
        else:
            step = min(26.0, (g.cards_w - CARD_W) / max(1, len(codes) - 1))
            four = self.ctx.settings.four_colour
            for i, code in enumerate(codes):
                p = canvas.pt(g.cards_x + i * step, top)
                if isinstance(canvas, DryCanvas):
                    canvas.needs.append(("card", code, cw, four))
                else:
                    canvas.surface.blit(small_face(code, cw, four), p)
            canvas.note(
                "cards",
                pygame.FRect(g.cards_x, top, (len(codes) - 1) * step + CARD_W, ch / canvas.scale),
            )
        # numbers
        s = score.seats[seat] if score is not None else None
        for key, cx, width in self.columns:
            text, colour, bold, big = "—", theme.TEXT_DIM, False, fonts.LABEL
            if key == "result.total":
                text, colour, bold = signed(self.match.totals[seat]), theme.GOLD, True
                if score is None:
                    colour = theme.TEXT_DIM
            elif s is not None:
                if key == "result.hearts":
                    text, colour = signed(s.hearts), theme.TEXT
                elif key == "result.pig":
                    text, colour = signed(s.pig), theme.TEXT
                elif key == "result.sheep":
                    text, colour = signed(s.sheep), theme.TEXT
                elif key == "result.mult":
                    text, colour = (f"×{s.multiplier}" if s.transformers else "—"), theme.TEXT
                elif key == "result.hand":
                    text, colour, bold, big = signed(s.total), theme.TEXT, True, fonts.LABEL + 4
                elif key == "result.credited":
                    text, colour, bold = signed(score.credited[seat]), theme.TEXT, True
            size = fit_size(text, big, bold, canvas.scale, width - 6)
            at = (cx, y + g.numbers_y)
            canvas.text(text, size, colour, at, bold=bold, anchor="center", tag="label")
        if s is not None and (s.all_hearts or s.grand_slam):
            slam = tr("result.grand_slam") if s.grand_slam else tr("result.all_hearts")
            cx, width = next((c, w) for k, c, w in self.columns if k == "result.hand")
            size = fit_size(slam, fonts.BODY - 2, True, canvas.scale, width - 16)
            w, h = canvas.measure(slam, size, True)
            box = pygame.FRect(0, y + 5, w + 14, h + 2)
            box.centerx = cx
            canvas.fill_rect(box, theme.GOLD, box.h / 2)
            canvas.text(
                slam, size, theme.BUTTON_TEXT, box.center, bold=True, anchor="center", tag="label"
            )

    def _draw_footer(self, canvas: Canvas, score: Any) -> None:
        y = self.shape.rows_bottom + self.shape.row_gap + 4
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if self.asking:
            self._draw_swap(canvas)
            return
        if score is not None:
            kinds = [
                (PIG, score.factors[0]),
                (SHEEP, score.factors[1]),
                (TRANSFORMER, score.factors[2]),
                (HEART_ACE, score.factors[3]),
            ]
            shown = [f"{tr(KIND_KEYS[k])} ×{f}" for k, f in kinds if f > 1]
            lines.append(
                (
                    tr("result.factors", list=" · ".join(shown))
                    if shown
                    else tr("result.no_factors"),
                    theme.TEXT_DIM,
                )
            )
            mode = self.match.rules.mode
            if mode == "partners" and score.teams:
                totals = self.match.team_totals()
                parts = []
                for i, team in enumerate(score.teams):
                    names = [self._who(s) for s in team]
                    parts.append(
                        tr(
                            "result.team",
                            a=names[0],
                            b=names[1],
                            score=signed(score.team_totals[i]),
                        )
                        + f"  ({tr('result.total')} {signed(totals[i])})"
                    )
                lines.append(("    ".join(parts), theme.TEXT))
            elif mode == "pig-sheep" and score.teams:
                side = score.teams[0]
                family = " + ".join(self._who(s) for s in side)
                text = tr("result.team_pig_sheep", a=family)
                if len(side) == 1:
                    text += " · " + tr("result.team_alone", a=family)
                text += f"  ({signed(score.team_totals[0])} / {signed(score.team_totals[1])})"
                lines.append((text, theme.TEXT))
        for text, colour in lines:
            size = fit_size(text, fonts.LABEL - 1, False, canvas.scale, self.shape.footer_w)
            at = (self.shape.centre, y)
            r = canvas.text(text, size, colour, at, anchor="midtop", tag="label")
            y = r.bottom + 6

    def _draw_swap(self, canvas: Canvas) -> None:
        r = self.swap_rect
        canvas.fill_alpha(r, (0, 0, 0, 170), 14)
        canvas.outline(r, theme.GOLD, 2, 14)
        seat = self.decider()
        name = self._who(seat)
        if not self.human_asked():
            text = tr("result.deciding", name=name)
            canvas.text(
                text,
                fit_size(text, fonts.LABEL, True, canvas.scale, r.w - 40),
                theme.TEXT,
                r.center,
                bold=True,
                anchor="center",
                tag="label",
            )
            return
        q = tr("result.swap_question", name=name)
        canvas.text(
            q,
            fit_size(q, fonts.LABEL + 2, True, canvas.scale, r.w - 40),
            theme.GOLD,
            (r.centerx, r.y + 10),
            bold=True,
            anchor="midtop",
            tag="label",
        )
        yes, no = self.preview(seat, True), self.preview(seat, False)
        ex = tr("result.swap_explain", yes=signed(yes), no=signed(no))
        canvas.text(
            ex,
            fit_size(ex, fonts.BODY, False, canvas.scale, r.w - 40),
            theme.TEXT,
            (r.centerx, r.y + 44),
            anchor="midtop",
            tag="label",
        )

    def preview(self, seat: int, swap: bool) -> int:
        """What ``seat`` would be credited with or without the swap (the engine's scoring)."""
        return int(rescore(self.match.hand, swap=swap).credited[seat])
