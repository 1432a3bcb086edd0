"""``gongzhu --autoplay``: the real game played to its end with nobody at the keyboard.

For the tests that kill the game at random moments, and for anyone checking a build: the
saved game is continued if there is one, otherwise a new game of ``hands`` hands starts.
South is the player's own profile, counted as a human in statistics and the history, but
its decisions are the normal computer player's, made through the same table as a click
would be, at most one every half second; the result screen goes on by itself. Everything
else — animations, saves, statistics, the hand history — is the game's own.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.gongzhu.ai import choose
from engine.gongzhu.rules import PRESETS
from game.scenes.gameover import GameOverScene
from game.scenes.result import ResultScene
from game.scenes.title import TitleScene
from game.session.play import continue_game, start_game
from game.table.scene import TableScene
from game.texts.i18n import tr
from game.ui.app import App
from saves.game import SeatEntry, has_saved_game
from saves.profiles import DEFAULT_NAMES

PACE = 0.5  # seconds between two of South's decisions: about a person's speed


@dataclass
class Autopilot:
    """The ``tick`` hook that plays South and moves between screens."""

    app: App
    preset: str = "classic"
    hands: int = 4
    finished: bool = False
    wait: float = PACE
    seed: int = 1

    def __call__(self, dt: float) -> None:
        self.wait -= dt
        if self.wait > 0:
            return
        self.wait = PACE
        top = self.app.stack.top
        if isinstance(top, TitleScene):
            self.begin()
        elif isinstance(top, TableScene):
            self.play(top)
        elif isinstance(top, ResultScene):
            if top.asking:
                top.choose(False)
            else:
                top.go_on()
        elif isinstance(top, GameOverScene):
            self.finished = True
            self.app.ctx.quit()

    def begin(self) -> None:
        ctx = self.app.ctx
        if has_saved_game():
            continue_game(ctx)
            return
        settings = ctx.settings
        me = settings.profile or DEFAULT_NAMES.get(settings.language, "Player")
        seats = (SeatEntry(me, True),) + tuple(
            SeatEntry(tr(f"seat.{key}"), False, "normal") for key in "ENW"
        )
        rules = PRESETS[self.preset].with_options(hands=self.hands, limit=0)
        start_game(ctx, rules, seats)

    def play(self, table: TableScene) -> None:
        c = table.controller
        if c.handover_to is not None:
            return
        for seat in c.waiting_for_human():
            self.seed += 1
            c.submit(seat, choose(c.view(seat), "normal", 0.0, self.seed).action)
            return
