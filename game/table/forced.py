"""Forced cards played by themselves (the setting "auto-play forced cards").

When the person at the table may play exactly one card — one card that follows suit, the last
card of the hand — waiting for a click on it is waiting for nothing. With the setting on, that
card lifts for a short beat (:data:`BEAT_S`), so the player sees what goes, and is played for
him through the table's own :meth:`submit` (the engine still decides it is legal).

Never when there is a choice: a 拱双猪 pair that may go as one card or both is two plays, and
two cards that must follow a pair are not "one card". A claim (摊牌, offered at every lead)
does not count as a choice: a claim that holds wins what playing the card out wins. Never
while the hand-over screen is up (the table is not on top, and the viewer is not acting),
during a lesson (the coach decides what is asked), or while anything still moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.gongzhu.actions import CLAIM, PAIR_BASE
from engine.gongzhu.hand import PLAY

if TYPE_CHECKING:
    from game.table.scene import TableScene

BEAT_S = 0.4  # how long the forced card stays lifted before it goes
LIFT_S = 0.12  # how long it takes to rise


class ForcedPlay:
    """Watches for a forced card and plays it after the beat (a part of the table)."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.card: int | None = None  # the forced card being lifted
        self.key: tuple[int, int] | None = None  # (moves, viewer) it was found for
        self.left = 0.0
        self.held: tuple[int, int] | None = None  # a position the player went back to himself

    def hold(self) -> None:
        """Practice's undo went back to this position: it waits for the player, or undoing a
        forced card could never go further back than it."""
        self.held = (len(self.table.controller.match.moves), self.table.me)

    def forced_card(self) -> int | None:
        """The one card the viewer may play now, if auto-play may play it; else None."""
        t = self.table
        if t._ctx is None or not t.ctx.settings.auto_play or t.coach is not None:
            return None
        if t.ctx.app.stack.top is not t or t.controller.phase != PLAY or not t.acting():
            return None
        plays = [a for a in t.legal() if a != CLAIM]
        if len(plays) != 1 or plays[0] >= PAIR_BASE:
            return None  # a choice, or two cards at once: the player decides
        return plays[0]

    def update(self, dt: float) -> None:
        card = self.forced_card()
        key = (len(self.table.controller.match.moves), self.table.me)
        if card is None or key == self.held:
            self.card, self.key = None, None
            return
        if key != self.key or card != self.card:
            self.card, self.key, self.left = card, key, BEAT_S
            return  # the beat starts with the first frame that shows the card lifting
        self.left -= dt
        if self.left <= 0:
            self.card, self.key = None, None
            self.table.submit(card)

    def lift(self, card: int) -> float:
        """How far (0 to 1) ``card`` has risen as the forced card."""
        if card != self.card:
            return 0.0
        return min(1.0, (BEAT_S - self.left) / LIFT_S)
