"""升级's post-hand review at the table's side: the finished hand as plain values, judged in a
worker process of its own, never in the frame.

A :class:`ReviewJob` is what a hand record holds (saves/shengji_history.py): the rules, the
deal number, the first receiver, the levels, the declarer fixed beforehand and every action,
and whose decisions are reviewed. From it the screen rebuilds every view of the hand, and the
worker judges each decision (:func:`engine.shengji.review.review_decision`), one job each,
so the screen fills in as they come. The review gets its own worker: the
table's serves the computer players, and a next hand must not wait behind a review.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from engine.shengji import rules_from_options
from engine.shengji.review import Judged, review_decision
from engine.shengji.rules import ShengjiRules
from engine.shengji.state import parse_action
from game.session.ai_worker import AIWorker

if TYPE_CHECKING:
    from engine.shengji import ShengjiMatch
    from engine.shengji.match import Move

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
