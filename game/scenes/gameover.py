"""Game over: the standings, who is 当猪 (and 双猪), and a chart of the running totals.

The chart is drawn with ``pygame.draw``: labelled axes with round-number ticks, one
line per seat in colours that differ in hue and lightness, each with its own marker
shape (so the lines stay apart for colour-blind players too), the ±limit marked when
it is in view, and a legend with the players' names.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.base import MenuScene
from game.scenes.newgame import NewGameScene
from game.scenes.scorecard import SEAT_KEYS, DryCanvas, Prerender
from game.scenes.title import TitleScene
from game.texts.i18n import tr
from game.texts.numbers import signed
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.session.play import Session

LINE_COLOURS = ((242, 201, 76), (96, 178, 250), (250, 112, 112), (150, 230, 170))
MARKERS = ("circle", "square", "triangle", "diamond")
PIG_RED = (200, 50, 50)
STANDINGS = pygame.FRect(30, 96, 470, 520)
CHART = pygame.FRect(530, 96, 720, 520)


def nice_step(span: float, ticks: int = 6) -> float:
    """A round tick step (1, 2, 5 × 10^k) giving about ``ticks`` ticks over ``span``."""
    raw = max(span, 1.0) / ticks
    mag = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * mag >= raw:
            return float(m * mag)
    return float(10 * mag)


def cumulative(match: Any) -> list[list[int]]:
    """Each seat's total after each hand, starting at 0."""
    series = [[0] for _ in range(4)]
    for record in match.records:
        for s in range(4):
            series[s].append(series[s][-1] + record.score.credited[s])
    return series


class GameOverScene(MenuScene):
    """The game's end: the standings beside the chart of the running totals (upright, in a
    tall window: over it)."""

    upright = True

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.standings_box, self.chart_box = STANDINGS.copy(), CHART.copy()
        self.title = Label(lambda: tr("over.title"), fonts.BANNER, bold=True, colour=theme.GOLD)
        self.hands = Label(
            lambda: tr("over.hands", n=len(self.session.match.records)),
            fonts.LABEL,
            colour=theme.TEXT_DIM,
            anchor="bottomleft",
        )
        self.new_button = Button(
            lambda: tr("over.new_game"), self.new_game, primary=True, min_width=200
        )
        self.title_button = Button(lambda: tr("over.title_button"), self.back, min_width=160)
        self.pre = Prerender()

    @property
    def match(self) -> Any:
        return self.session.match

    def enter(self, ctx: Any) -> None:
        super().enter(ctx)
        self.session.finish_game()
        ctx.sound.play("fanfare")

    def new_game(self) -> None:
        self.session.close()
        self.ctx.clear(TitleScene())
        self.ctx.push(NewGameScene())

    def back(self) -> None:
        self.session.to_title()

    def pigs(self) -> list[int]:
        """The seats that are 当猪."""
        return [st.seat for st in self.match.standings() if st.pig]

    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        bw, bh = self.new_button.measure(sc)
        bottom = canvas.h - 8 - 20 - bh
        self.standings_box, self.chart_box = STANDINGS.copy(), CHART.copy()
        if canvas.upright:  # the standings over the chart, both the window's width
            width = canvas.w - 2 * STANDINGS.x
            lines = (2 if self.match.rules.mode == "partners" else 0) + 3  # teams, pig, best…
            height = 14 + 30 + 4 * 70 + 4 + lines * 32 + 16
            self.standings_box = pygame.FRect(STANDINGS.x, STANDINGS.y, width, height)
            top = self.standings_box.bottom + 14
            self.chart_box = pygame.FRect(STANDINGS.x, top, width, bottom - 16 - top)
        self.title.place((self.standings_box.x + 10, 16), sc)
        self.hands.place((self.title.rect.right + 24, self.title.rect.bottom - 8), sc)
        self.labels = [self.title, self.hands]
        self.new_button.rect = pygame.FRect(self.chart_box.right - bw, bottom, bw, bh)
        tw, _ = self.title_button.measure(sc)
        self.title_button.rect = pygame.FRect(self.standings_box.x, bottom, tw, bh)
        self.focus.set([self.new_button, self.title_button])
        if self.focus.current is None:
            self.focus.focus(self.new_button)
        self.pre.collect(self._draw_all, canvas)

    def still_for(self) -> float:
        return super().still_for() if self.pre.ready() else 0.0

    def update(self, dt: float) -> None:
        self.pre.step()

    # -- drawing ----------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        if not canvas.record and not self.pre.ready():
            self.draw_felt(canvas)  # the text is still being rendered ahead
            return
        self._draw_all(canvas)

    def _draw_all(self, canvas: Canvas) -> None:
        if not isinstance(canvas, DryCanvas):
            self.draw_felt(canvas)
        canvas.fill_alpha(self.standings_box, theme.PANEL, 14)
        canvas.fill_alpha(self.chart_box, theme.PANEL, 14)
        self._draw_standings(canvas)
        self._draw_chart(canvas)
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)

    def _draw_standings(self, canvas: Canvas) -> None:
        match = self.match
        standings = sorted(match.standings(), key=lambda st: (st.place, st.seat))
        x0, y = self.standings_box.x + 18, self.standings_box.y + 14
        w = self.standings_box.w - 36
        header = tr("over.place")
        canvas.text(header, fonts.BODY, theme.TEXT_DIM, (x0, y), bold=True, tag="label")
        canvas.text(
            tr("result.total"),
            fonts.BODY,
            theme.TEXT_DIM,
            (x0 + w - 110, y),
            bold=True,
            anchor="topright",
            tag="label",
        )
        y += 30
        double = match.rules.double_pig_loser
        row_h = 70.0
        for st in standings:
            seat = st.seat
            row = pygame.FRect(x0 - 8, y, w + 16, row_h - 8)
            canvas.fill_alpha(row, (0, 0, 0, 80), 10)
            canvas.fill_rect(pygame.FRect(row.x, row.y, 6, row.h), LINE_COLOURS[seat], 3)
            canvas.text(
                str(st.place),
                fonts.HEADING + 2,
                theme.GOLD if st.place == 1 else theme.TEXT,
                (x0 + 16, row.centery),
                bold=True,
                anchor="center",
                tag="label",
            )
            name = self.session.name(seat)
            nw = w - 40 - 110 - 96
            canvas.text(
                name,
                fonts.LABEL,
                theme.TEXT,
                (x0 + 40, row.y + 3),
                bold=True,
                tag="label",
                width=nw,
            )
            canvas.text(
                tr(SEAT_KEYS[seat]) if tr(SEAT_KEYS[seat]) != name else "",  # one name per player
                fonts.BODY - 2,
                theme.TEXT_DIM,
                (x0 + 40, row.bottom - 3),
                anchor="bottomleft",
                tag="label",
            )
            canvas.text(
                signed(st.total),
                fonts.LABEL + 2,
                theme.TEXT,
                (x0 + w - 110, row.centery),
                bold=True,
                anchor="midright",
                tag="label",
            )
            tag = ""
            colour: tuple[int, int, int] = theme.GOLD
            if st.pig:
                tag, colour = tr("over.pig"), PIG_RED
            elif st.place == 1 or double:
                tag = tr("over.winner")
            if tag:
                tw, th = canvas.measure(tag, fonts.BODY, True)
                tw = min(tw, 88)
                box = pygame.FRect(0, 0, tw + 18, th + 6)
                box.midright = (x0 + w, row.centery)
                canvas.fill_rect(box, colour, box.h / 2)
                canvas.text(
                    tag,
                    fit_size(tag, fonts.BODY, True, canvas.scale, 88),
                    theme.TEXT if st.pig else theme.BUTTON_TEXT,
                    box.center,
                    bold=True,
                    anchor="center",
                    tag="",
                )
            y += row_h
        y += 4
        if match.rules.mode == "partners":
            totals = match.team_totals()
            for i, team in enumerate(((0, 2), (1, 3))):
                text = (
                    tr("over.team", a=self.session.name(team[0]), b=self.session.name(team[1]))
                    + f": {signed(totals[i])}"
                )
                canvas.text(
                    text,
                    fit_size(text, fonts.LABEL - 1, True, canvas.scale, w),
                    theme.TEXT,
                    (x0, y),
                    bold=True,
                    tag="label",
                )
                y += 30
        pigs = self.pigs()
        if pigs:
            names = (
                "、".join(self.session.name(s) for s in pigs)
                if self.ctx.settings.language == "zh"
                else ", ".join(self.session.name(s) for s in pigs)
            )
            key = "over.pig_line"
            text = tr(key, names=names)
            if double and len({match.totals[s] for s in pigs}) > 1:
                text += f"  ({tr('over.double_pig')})"
            r = canvas.text(
                text,
                fit_size(text, fonts.LABEL + 2, True, canvas.scale, w),
                (255, 150, 140),
                (x0, min(y + 6, self.standings_box.bottom - 44)),
                bold=True,
                tag="label",
            )
            y = r.bottom + 10
        for text in self.highlights():  # the game's best and worst hands, under the standings
            if y + 26 > self.standings_box.bottom - 8:
                break
            r = canvas.text(
                text,
                fit_size(text, fonts.BODY + 1, False, canvas.scale, w),
                theme.TEXT_DIM,
                (x0, y),
                tag="label",
            )
            y = r.bottom + 6

    def highlights(self) -> list[str]:
        """The best and the worst single hand of the game: who, how much, which hand."""
        scored = [
            (record.score.credited[s], n, s)
            for n, record in enumerate(self.match.records, 1)
            for s in range(4)
        ]
        if not scored:
            return []
        best, worst = max(scored), min(scored, key=lambda x: (x[0], -x[1]))
        return [
            tr(key, name=self.session.name(s), score=signed(score), n=n)
            for key, (score, n, s) in (("over.best_hand", best), ("over.worst_hand", worst))
        ]

    def _draw_chart(self, canvas: Canvas) -> None:
        match = self.match
        series = cumulative(match)
        n = len(series[0]) - 1
        title = tr("over.chart")
        canvas.text(
            title,
            fonts.LABEL,
            theme.GOLD,
            (self.chart_box.x + 18, self.chart_box.y + 12),
            bold=True,
            tag="label",
        )
        # legend, top right of the chart panel
        lx = self.chart_box.right - 18
        for seat in reversed(range(4)):
            name = self.session.name(seat)
            r = canvas.text(
                name,
                fonts.BODY,
                theme.TEXT,
                (lx, self.chart_box.y + 24),
                anchor="midright",
                tag="label",
                width=110,
            )
            self._marker(canvas, seat, (r.x - 14, self.chart_box.y + 24), 5)
            pygame.draw.line(
                canvas.surface,
                LINE_COLOURS[seat],
                canvas.pt(r.x - 30, self.chart_box.y + 24),
                canvas.pt(r.x - 22, self.chart_box.y + 24),
                max(1, canvas.px(3)),
            )
            pygame.draw.line(
                canvas.surface,
                LINE_COLOURS[seat],
                canvas.pt(r.x - 6, self.chart_box.y + 24),
                canvas.pt(r.x - 2, self.chart_box.y + 24),
                max(1, canvas.px(3)),
            )
            lx = r.x - 44
        plot = pygame.FRect(
            self.chart_box.x + 78,
            self.chart_box.y + 82,
            self.chart_box.w - 104,
            self.chart_box.h - 142,
        )
        values = [v for s in series for v in s]
        lo: float = min(values + [0])
        hi: float = max(values + [0])
        limit = match.rules.limit
        if limit and hi < limit <= hi + (hi - lo) * 0.35 + 1:
            hi = limit
        if limit and lo > -limit >= lo - (hi - lo) * 0.35 - 1:
            lo = -limit
        step = nice_step(hi - lo, max(2, min(6, int(plot.h // 36))))  # a short chart: fewer
        lo = math.floor(lo / step) * step
        hi = math.ceil(hi / step) * step
        if hi == lo:
            hi = lo + step

        def pos(i: float, v: float) -> tuple[float, float]:
            return (
                plot.x + plot.w * (i / max(1, n)),
                plot.bottom - plot.h * ((v - lo) / (hi - lo)),
            )

        # grid and y ticks
        v = lo
        while v <= hi + 1e-6:
            _x, y = pos(0, v)
            colour = (255, 255, 255, 120) if v == 0 else (255, 255, 255, 35)
            canvas.fill_alpha(
                pygame.FRect(plot.x, y - (1 if v == 0 else 0.5), plot.w, 2 if v == 0 else 1), colour
            )
            canvas.text(
                signed(int(v)),
                fonts.BODY - 2,
                theme.TEXT_DIM,
                (plot.x - 8, y),
                anchor="midright",
                tag="label",
            )
            v += step
        for lim in (limit, -limit) if limit else ():
            if lo <= lim <= hi:
                _x, y = pos(0, lim)
                for dash in range(int(plot.x), int(plot.right), 12):
                    canvas.fill_rect(pygame.FRect(dash, y - 1, 6, 2), PIG_RED)
        # x ticks
        xstep = max(1, math.ceil(n / 12))
        for i in range(0, n + 1, xstep):
            x, _y = pos(i, lo)
            canvas.fill_rect(pygame.FRect(x - 0.5, plot.bottom, 1, 5), theme.TEXT_DIM)
            canvas.text(
                str(i),
                fonts.BODY - 2,
                theme.TEXT_DIM,
                (x, plot.bottom + 6),
                anchor="midtop",
                tag="label",
            )
        # axes
        canvas.fill_rect(pygame.FRect(plot.x - 1, plot.y, 2, plot.h + 1), theme.TEXT_DIM)
        canvas.fill_rect(pygame.FRect(plot.x - 1, plot.bottom - 1, plot.w + 1, 2), theme.TEXT_DIM)
        canvas.text(
            tr("over.axis_hand"),
            fonts.BODY,
            theme.TEXT,
            (plot.centerx, plot.bottom + 30),
            bold=True,
            anchor="midtop",
            tag="label",
        )
        axis_y = tr("over.axis_score")
        above = plot.y - 10
        if canvas.upright:  # clear of the top tick's number, however tall the text is drawn
            above = min(above, plot.y - canvas.measure("0", fonts.BODY - 2)[1] / 2 - 1)
        canvas.text(
            axis_y,
            fonts.BODY,
            theme.TEXT,
            (plot.x, above),
            bold=True,
            anchor="midbottom",
            tag="label",
        )
        # the lines
        width = max(2, canvas.px(3))
        for seat in range(4):
            pts = [canvas.pt(*pos(i, v)) for i, v in enumerate(series[seat])]
            if len(pts) > 1:
                pygame.draw.lines(canvas.surface, LINE_COLOURS[seat], False, pts, width)
            for i, v in enumerate(series[seat]):
                self._marker(canvas, seat, pos(i, v), 4.5 if n <= 24 else 3)

    def _marker(self, canvas: Canvas, seat: int, centre: tuple[float, float], r: float) -> None:
        colour = LINE_COLOURS[seat]
        cx, cy = canvas.pt(*centre)
        pr = max(2, canvas.px(r))
        surf = canvas.surface
        shape = MARKERS[seat]
        if shape == "circle":
            pygame.draw.circle(surf, colour, (cx, cy), pr)
        elif shape == "square":
            pygame.draw.rect(surf, colour, pygame.Rect(cx - pr, cy - pr, 2 * pr, 2 * pr))
        elif shape == "triangle":
            pygame.draw.polygon(
                surf, colour, [(cx, cy - pr - 1), (cx - pr - 1, cy + pr), (cx + pr + 1, cy + pr)]
            )
        else:
            pygame.draw.polygon(
                surf,
                colour,
                [(cx, cy - pr - 1), (cx + pr + 1, cy), (cx, cy + pr + 1), (cx - pr - 1, cy)],
            )
