"""升级's post-hand review at the table's side: the finished hand as plain values, judged in a
worker process of its own, never in the frame.

A :class:`ReviewJob` is what a hand record holds (saves/shengji_history.py): the rules, the
deal number, the first receiver, the levels, the declarer fixed beforehand and every action,
and whose decisions are reviewed. From it the screen rebuilds every view of the hand, and the
worker judges each decision (:func:`engine.shengji.review.review_decision`), one job each,
so the screen fills in as they come. The review gets its own worker: the
table's serves the computer players, and a next hand must not wait behind a review.

:func:`practice` puts the hand on a new table just before one of the reviewed decisions, for
the person to choose again (as 拱猪's :func:`game.session.review.play_on`): the same people and
computer level, a worker of its own, and no ``on_change`` — so nothing is saved, counted in
the statistics or kept in the hand history. :func:`played_on` compares its end with the real.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from engine.shengji import rules_from_options
from engine.shengji.review import Judged, match_before, review_decision
from engine.shengji.rules import ShengjiRules
from engine.shengji.state import parse_action
from game.session.ai_worker import AIWorker
from game.session.shengji_controller import ShengjiController

if TYPE_CHECKING:
    from engine.shengji import ShengjiMatch
    from engine.shengji.match import Move
    from engine.shengji.state import HandResult

log = logging.getLogger(__name__)

DECISION_BUDGET_S = 3.0  # a safety net for slow machines: a decision takes 0.1–1 s
# (build/shengji_review_bench.py)


@dataclass(frozen=True, slots=True)
class ReviewJob:
    """One finished hand, as its record keeps it, and the seat reviewed."""

    rules: ShengjiRules
    deal: int
    first_receiver: int
    levels: tuple[int, ...]
    declarer: int | None
    moves: tuple[Move, ...]
    seat: int
    number: int  # the hand's number in its game (1-based), for the title

    @property
    def seed(self) -> int:
        return self.deal


def job_from_match(match: ShengjiMatch, seat: int) -> ReviewJob:
    """The match's last finished hand, reviewed for ``seat``."""
    record = match.records[-1]
    return ReviewJob(
        match.rules,
        record.deal,
        record.first_receiver,
        tuple(record.levels),
        record.declarer,
        tuple(record.moves),
        seat,
        len(match.records),
    )


def job_from_record(record: dict[str, Any]) -> ReviewJob:
    """A hand history record (checked by saves.shengji_history), reviewed for the first seat
    whose name it keeps (a person's), else South. ValueError if it does not parse."""
    try:
        moves = []
        for text in record["moves"]:
            seat, _, action = text.partition(" ")
            moves.append((int(seat), parse_action(action)))
        names = record.get("names", [])
        named = [i for i, n in enumerate(names) if n]
        seat = named[0] if named else 0
        return ReviewJob(
            rules_from_options(record["rules"]),
            int(record["deal"]),
            int(record["first_receiver"]),
            tuple(record["levels"]),
            record["declarer"],
            tuple(moves),
            int(seat),
            int(record.get("hand_index", 1)),
        )
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ValueError(f"the record does not make a review: {exc}") from None


def start(worker: AIWorker, job: ReviewJob, index: int) -> Future[Judged | None]:
    """Submit the judging of the decision at move ``index`` of ``job`` to ``worker`` (its
    process; if that fails on it, a thread): one job per decision, in the hand's order."""
    fn = partial(review_decision, seed=job.seed, budget_s=DECISION_BUDGET_S)
    future: Future[Judged | None] = worker.submit(
        fn,
        job.rules,
        job.deal,
        job.first_receiver,
        job.levels,
        job.declarer,
        job.moves,
        job.seat,
        index,
    )
    return future


def failed(worker: AIWorker, exc: BaseException) -> str:
    """A review that did not finish: logged, counted in the worker's trouble, and the words
    for the player (the exception's kind and message)."""
    log.error("the 升级 review failed", exc_info=exc)
    worker.trouble.count("failed")
    return str(exc) or type(exc).__name__


def practice(real: ShengjiController, index: int, seat: int) -> ShengjiController:
    """The real match's last hand on a new table, just before move ``index``, for ``seat``:
    practice, so it has no ``on_change`` (never saved, never counted)."""
    return ShengjiController(
        match_before(real.match, index),
        human=seat,
        humans=dict(real.humans),
        level=real.level,
        think_delay=real.think_delay,
        draw_step=real.draw_step,
        chance_delay=real.chance_delay,
    )


@dataclass(frozen=True, slots=True)
class PlayedOn:
    """A hand played on from a decision beside the real one, from the reviewed seat's side."""

    decision: int  # the decision played again, 1-based among the seat's
    points: int  # the defenders' points
    real_points: int
    rise: int  # levels the seat's side rose
    real_rise: int
    gain: int  # > 0: better for the seat than the real hand; < 0: worse

    @property
    def verdict(self) -> str:
        return "better" if self.gain > 0 else "worse" if self.gain < 0 else "same"


def played_on(real: ShengjiMatch, ended: ShengjiMatch, seat: int, decision: int) -> PlayedOn:
    """``ended`` (a practice hand, finished) against ``real``'s last hand: levels first (the
    seat's side's rise less the best other side's), then the points in the seat's favour."""
    record = real.records[-1]
    practice_record = ended.records[-1]
    after = match_before(real, len(record.moves)).levels  # the real hand's levels after it
    side = ended.hand.side_of(seat)

    def rises(levels: tuple[int, ...]) -> list[int]:
        return [a - b for a, b in zip(levels, record.levels)]

    def value(levels: tuple[int, ...], result: HandResult) -> tuple[int, int]:
        up = rises(levels)
        others = max((r for k, r in enumerate(up) if k != side), default=0)
        favour = -result.defenders_points if seat in result.declarers else result.defenders_points
        return up[side] - others, favour

    mine, theirs = value(ended.levels, practice_record.result), value(after, record.result)
    return PlayedOn(
        decision,
        practice_record.result.defenders_points,
        record.result.defenders_points,
        rises(ended.levels)[side],
        rises(after)[side],
        (mine > theirs) - (mine < theirs),
    )
