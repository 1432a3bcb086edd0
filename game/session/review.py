"""The post-hand review at the table's side: run it off the frame loop, and play on from it.

* :func:`start_review` hands the finished hand (its deal and moves, plain data) to
  the computer players' worker process — the search would stall frames in a thread.
* :class:`ReplaySession` is a :class:`~game.session.play.Session` for a hand played on from a
  review: the same deal with the moves before the chosen decision already on the table.
  It is practice: it never autosaves (the player's saved game stays as it is) and never
  counts in statistics or the hand history. When the hand ends, the result screen's
  button goes back to the review (not to a next hand).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from functools import partial
from typing import TYPE_CHECKING, Any

from engine.gongzhu.review import HandReview, first_hand_of, hand_start, match_at, review_hand
from game.session import play
from game.session.controller import TableController
from game.session.play import Session
from game.texts.i18n import tr

if TYPE_CHECKING:
    from engine.gongzhu.match import Match

REVIEW_BUDGET_S = (
    20.0  # only a safety net for slow machines: a hand takes 1–4 s (build/review_bench.py)
)


def reviewed_seat(session: Session) -> int | None:
    """Whose decisions are reviewed: the human whose hand was on screen (None: no human)."""
    humans = session.humans()
    if not humans:
        return None
    viewer = session.controller.viewer
    return viewer if viewer in humans else humans[0]


def hand_value(match: Match, seat: int) -> int:
    """The finished hand's score as the review counts it: the seat's, its team's in partners."""
    score = match.hand.result
    if score is None:
        return 0
    value = score.credited[seat]
    if match.rules.mode == "partners":
        value += score.credited[(seat + 2) & 3]
    return int(value)


def start_review(session: Session, seat: int) -> Future[HandReview]:
    """Review ``seat``'s decisions in the session's finished hand, in the worker (a future)."""
    match = session.match
    start = hand_start(match)
    job = partial(
        review_hand, budget_s=REVIEW_BUDGET_S, seed=match.records[-1].deal if match.records else 0
    )
    future: Future[HandReview] = session.controller.worker.submit(
        job,
        match.rules,
        start.deal_order,
        start.first_receiver,
        first_hand_of(match),
        match.moves,
        seat,
    )
    return future


def play_on(parent: Session, index: int, on_done: Callable[[Match], None]) -> ReplaySession:
    """Put the parent's last hand on a new table just before move ``index``, as practice."""
    match = match_at(parent.match, index)
    ctx = parent.ctx
    controller = TableController(
        match,
        parent.controller.players,
        exposure_clock=ctx.settings.exposure_clock,
        worker=play.make_worker(),
    )
    controller.viewer = parent.controller.viewer
    replay = ReplaySession(ctx, controller, parent.seats, parent, on_done)
    ctx.push(replay.table_scene())
    ctx.toast(tr("review.practice"), 4.0)
    return replay


class ReplaySession(Session):
    """A hand played on from a review: no saves, no statistics; it ends back at the review."""

    from_review = True

    def __init__(
        self,
        ctx: Any,
        controller: Any,
        seats: Any,
        parent: Session,
        on_done: Callable[[Match], None],
    ) -> None:
        super().__init__(ctx, controller, seats)
        self.parent = parent
        self.on_done = on_done

    def autosave(self, match: Match | None = None) -> None:
        """Never: the player's saved game is the real one."""

    def hand_finished(self) -> None:
        """Never counted: practice is not a hand of the player's record."""

    def finish_game(self) -> None:
        """Never counted, and the real game's save is not deleted."""

    def next_hand(self) -> None:
        """The result screen's button: back to the review, which shows how it went."""
        self.back_to_review()

    def show_game_over(self) -> None:
        self.back_to_review()

    def back_to_review(self) -> None:
        self.close()
        self.on_done(self.match)
        self.ctx.pop()

    def to_title(self) -> None:
        """To the title from the replay's result: the real game ends here too (it stays saved)."""
        self.parent.close()
        super().to_title()

    def on_table_quit(self, controller: Any) -> None:
        self.parent.close()
        self.close()
