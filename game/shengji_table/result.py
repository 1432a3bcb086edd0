"""The hand's result over the 升级 table: the kitty face up with its bonus, the defenders'
points, the table row that applied, each side's level before and after, the next hand (or
the game won at the top and the way back to the title)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.shengji.cards import card_code, points_of
from engine.shengji.state import HandResult
from game.session.shengji_review import job_from_match
from game.shengji_table import layout as L
from game.shengji_table.draw import level_name, side_of
from game.shengji_table.review import ShengjiReviewScene
from game.shengji_table.seats import side_word
from game.shengji_table.words import seat_said
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.shengji_table.scene import ShengjiTableScene

BOX = pygame.FRect(300, 96, 680, 470)
BOX5 = pygame.FRect(300, 34, 680, 652)  # five players: a line for each seat's level
STEP = 32.0
STEP5 = 30.0


def side_name(side: int, by_seats: bool = False, players: int = 4) -> str:
    """ "Us"/"them" from South; by the seats in hot seat, where people may sit on both sides;
    the duel's players by their seats (game.shengji_table.seats)."""
    return side_word(side, players, by_seats=by_seats)


def outcome_text(result: HandResult, by_seats: bool = False, players: int = 4) -> str:
    """What the row says, in words: who rises how far, or who takes over."""
    declaring = side_of(result.declarer)
    if result.declarers_won:
        return tr("sj.result.up", side=side_name(declaring, by_seats, players), n=result.rise)
    other = 1 - declaring
    side = side_name(other, by_seats, players)
    if result.rise:
        return tr("sj.result.take_over_up", side=side, n=result.rise)
    return tr("sj.result.take_over", side=side)


UNDECLARED = "duel: no 2 shown"  # the engine's row for a duel's first hand without a 2 (§10)


def no_two_text(result: HandResult, by_seats: bool = False) -> str | None:
    """§10: nobody showed a 2 all hand — who declares the next hand at 3, or (50–50) that it
    is again a first hand; None for any other hand."""
    if not result.row.startswith(UNDECLARED):
        return None
    if result.first_hand_next:
        return tr("sj.result.no_two_even")
    return tr("sj.result.no_two", side=side_name(result.declarer, by_seats, 2))


def band_of(row: str) -> str:
    """``"classic 40-75: take over +0"`` → ``"40-75"`` (the engine's row, its band)."""
    head = row.split(":", 1)[0]
    return head.split(" ", 1)[1] if " " in head else head


class ResultPanel:
    """The result's drawing and its one button (next hand, or back to the title)."""

    def __init__(self, scene: ShengjiTableScene) -> None:
        self.scene = scene
        self.button = Button(self.label, self.on_click, primary=True)
        self.review_button = Button(lambda: tr("sjr.button"), self.open_review)
        self.box = BOX.copy()
        self._fitted = -1  # the hand whose result the box was last fitted to

    def label(self) -> str:
        if self.scene.practice is not None:
            return tr("sjr.back_to_review")
        over = self.scene.controller.match.game_over
        return tr("sj.result.title_button" if over else "sj.result.next")

    def back_to_review(self) -> bool:
        """A hand played on from a review ends back at it, which says how it went."""
        if self.scene.practice is None:
            return False
        self.scene.practice(self.scene.controller.match)
        self.scene.ctx.pop()
        return True

    def on_click(self) -> None:
        self.scene.after_result()

    def buttons(self) -> list[Button]:
        """The review, and the way on (next hand, or the title); practice: back to its review."""
        return (
            [self.button] if self.scene.practice is not None else [self.review_button, self.button]
        )

    def open_review(self) -> None:
        """复盘 of the hand just finished, for the person at the screen (R, or its button); in
        hot seat the review offers every person's seat."""
        c = self.scene.controller
        if self.scene.practice is None:
            job = job_from_match(c.match, c.human)
            review = ShengjiReviewScene(job, table=c, new_table=type(self.scene))
            self.scene.ctx.push(review)

    def layout(self, canvas: Canvas) -> None:
        five = self.scene.view.rules.players == 5
        self.box = (BOX5 if five else BOX).copy()
        if canvas.upright:  # as wide as the canvas allows, centred over the table
            self.box.w = min(BOX.w, canvas.w - 40)
            self.box.center = (canvas.w / 2, canvas.h / 2)
        w, h = self.button.measure(canvas.scale)
        rw, _ = self.review_button.measure(canvas.scale)
        self._fit(h)
        w = max(w, 200)
        left = self.box.centerx - (w + 16 + rw) / 2
        self.review_button.rect = pygame.FRect(left, self.box.bottom - 18 - h, rw, h)
        self.button.rect = pygame.FRect(left + rw + 16, self.box.bottom - 18 - h, w, h)

    def _fit(self, button_h: float) -> None:
        """The panel as tall as its lines (the duel has no kitty line and two players' levels;
        five players a line a seat), once its hand is over (else the box keeps its size)."""
        c = self.scene.controller
        self._fitted = c.match.hand_index if c.hand_over() else -1
        if self._fitted < 0 or not c.match.records:
            return
        step = STEP5 if c.match.rules.players == 5 else STEP
        kitty = L.RESULT_KITTY_W * 130 / 90 + 14 if c.match.rules.kitty_size else 0.0
        wanted = 18 + 48 + kitty + len(self.lines()) * step + 24 + button_h + 18
        centre = self.box.centery
        self.box.h = min(self.box.h, wanted)
        self.box.centery = centre

    def lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        hot = self.scene.controller.hot_seat
        match = self.scene.controller.match
        players = match.rules.players
        record = match.records[-1]
        result = record.result
        out: list[tuple[str, tuple[int, int, int], bool]] = []
        kitty_points = points_of(result.kitty)
        if not match.rules.kitty_size:
            pass  # the duel has no kitty (§10)
        elif result.multiplier:
            bonus = result.kitty_points * result.multiplier  # the engine's: raw
            took = tr(
                "sj.result.kitty_bonus", points=kitty_points, mult=result.multiplier, bonus=bonus
            )
            # a gain in gold; a kitty of no points took nothing (0 × 2 = 0: the plain colour)
            out.append((took, theme.GOLD, True) if bonus else (took, theme.TEXT, False))
        else:
            out.append((tr("sj.result.kitty_kept"), theme.TEXT, False))
        said = no_two_text(result, hot)
        if said is not None:  # the duel without a 2: each player's points, who declares next
            piles = match.hand.piles
            both = tr(
                "sj.result.duel_points",
                a=side_name(0, hot, players),
                p=points_of(piles[0]),
                b=side_name(1, hot, players),
                q=points_of(piles[1]),
            )
            out += [(both, theme.TEXT, False), (said, theme.GOLD, True)]
        else:
            out += self._points_lines(result, hot, players)
        if players == 5:
            from game.shengji_table.result5 import five_lines

            return out + five_lines(self.scene, match, record, band_of(result.row))
        self._levels_lines(out, hot)
        return out

    def _points_lines(
        self, result: HandResult, hot: bool, players: int
    ) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The defenders' points, the table's row and what it does."""
        out: list[tuple[str, tuple[int, int, int], bool]] = []
        out.append((tr("sj.result.tricks", n=result.trick_points), theme.TEXT, False))
        if result.penalty:
            out.append((tr("sj.result.penalty", n=result.penalty), theme.TEXT, False))
        out.append((tr("sj.result.total", n=result.defenders_points), theme.GOLD, True))
        if players == 5:  # §11: the row and the levels are the seats' (result5)
            return out
        out.append(
            (
                tr(
                    "sj.result.row",
                    band=band_of(result.row),
                    what=outcome_text(result, hot, players),
                ),
                theme.TEXT,
                True,
            )
        )
        return out

    def _levels_lines(self, out: list[tuple[str, tuple[int, int, int], bool]], hot: bool) -> None:
        """Both sides' (the duel: both players') levels before and after; the game's end or
        the next declarer."""
        match = self.scene.controller.match
        players = match.rules.players
        record = match.records[-1]
        result = record.result
        for side in (0, 1):
            out.append(
                (
                    tr(
                        "sj.result.levels",
                        side=side_name(side, hot, players),
                        before=level_name(record.levels[side]),
                        after=level_name(match.levels[side]),
                    ),
                    theme.TEXT,
                    False,
                )
            )
        if match.game_over:
            # §2: won as declarers at the top level, or (a game of so many hands) the highest
            at_top = result.declarers_won and record.levels[side_of(result.declarer)] == (
                match.rules.top_level
            )
            won = "sj.result.won" if at_top else "sj.result.won_on_levels"
            for side in match.winners:
                out.append((tr(won, side=side_name(side, hot, players)), theme.GOLD, True))
        else:
            said = seat_said(self.scene.controller, "sj.result.next_declarer", result.next_declarer)
            out.append((said, theme.TEXT_DIM, False))

    def draw(self, canvas: Canvas) -> None:
        scene = self.scene
        match = scene.controller.match
        if self._fitted != match.hand_index:  # the hand just ended: its panel fits its lines
            self.layout(canvas)
        box = self.box
        record = match.records[-1]
        canvas.shade((0, 0, 0, 110))
        canvas.fill_alpha(box, (20, 36, 28, 240), 16)
        canvas.outline(box, theme.LINE, 1, 16)
        x = box.x + 30
        y = box.y + 18
        title = tr("sj.result.title", n=match.hand_index)
        canvas.text(title, fonts.HEADING, theme.GOLD, (box.centerx, y), bold=True, anchor="midtop")
        y += 48
        kitty = record.result.kitty
        if not match.rules.kitty_size:  # the duel: no kitty, its line is left out (§10)
            self._lines(canvas, x, y)
            self.review_button.draw(canvas)
            self.button.draw(canvas)
            return
        canvas.text(
            tr("sj.result.kitty", points=points_of(kitty)), fonts.LABEL, theme.TEXT, (x, y + 22)
        )
        kx = x + canvas.measure(tr("sj.result.kitty", points=99), fonts.LABEL)[0] + 20
        w = L.RESULT_KITTY_W
        for i, c in enumerate(kitty):
            r = pygame.FRect(kx + i * 30, y, w, w * 130 / 90)
            scene.painter.card(canvas, card_code(c), r, small=True)
        y += w * 130 / 90 + 14
        self._lines(canvas, x, y)
        self.review_button.draw(canvas)
        self.button.draw(canvas)

    def _lines(self, canvas: Canvas, x: float, y: float) -> None:
        for text, colour, bold in self.lines():
            size = fit_size(text, fonts.LABEL, bold, canvas.scale, self.box.w - 60)
            canvas.text(text, size, colour, (x, y), bold=bold)
            y += STEP5 if self.scene.controller.match.rules.players == 5 else STEP


__all__ = ["L", "ResultPanel"]
