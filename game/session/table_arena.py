"""Hands played through the game's own path to the computer players, checked against the engine.

The strength figures of ``gongzhu arena`` call the players in this process. A player at
the table meets them through :class:`~game.session.controller.TableController` and the
worker process (:class:`~game.session.ai_worker.AIWorker`): views pickled across, answers
pickled back, timeouts and retries. This plays whole hands that way, every seat a computer,
and asks the engine again in this process each question the table asked, with the same
view, level and seed and a fixed ``max_worlds`` (so the answer depends on the seed alone):
the two must agree, and nothing may have fallen back. ``gongzhu table-arena`` runs it.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from engine.argtypes import bounded_int
from engine.gongzhu.hand import HAND_OVER
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS, RuleSet
from engine.gongzhu.view import SeatView

from .ai_worker import QUICK_LEVELS, AIWorker, Choice, Question, base_level, decide
from .controller import SeatPlayer, TableController

LEVELS = ("easy", "normal", "hard", "expert")
MAX_WORLDS = 4  # the search's least: its answer then never depends on the clock
GENEROUS_S = 60.0  # a budget no fixed-worlds search reaches
HAND_LIMIT_S = 600.0  # real seconds one hand may take before the arena calls it stuck


@dataclass(frozen=True)
class Asked:
    """One question the table put to a computer player, and what came back."""

    view: Question
    level: str
    seed: int
    budget: float
    answer: Future[Choice] | Any


class RecordingWorker(AIWorker):
    """The game's worker, remembering every question it was asked (for the comparison)."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.asked: list[Asked] = []

    def request(self, view: Question, level: str, seed: int, budget_s: float | None = None) -> Any:
        budget = self.budgets.get(base_level(level), 0.5) if budget_s is None else budget_s
        answer = super().request(view, level, seed, budget_s)
        self.asked.append(Asked(view, level, seed, budget, answer))
        return answer


@dataclass
class TableArenaResult:
    """What the hands through the table showed."""

    hands: int = 0
    compared: Counter[str] = field(default_factory=Counter)  # per level
    with_exposure: Counter[str] = field(default_factory=Counter)  # of those, views with one
    through_worker: int = 0  # questions answered by the worker process
    mismatches: list[str] = field(default_factory=list)
    unanswered: int = 0  # questions dropped as stale before their answer came
    failed: int = 0
    rethought: int = 0
    simplified: int = 0
    scores: list[tuple[int, ...]] = field(default_factory=list)
    # Worlds each search saw (from its reason), through the table and asked here again:
    # with real budgets the answers may differ, and these say what the time bought each way.
    worlds_table: dict[str, list[int]] = field(default_factory=dict)
    worlds_here: dict[str, list[int]] = field(default_factory=dict)

    @property
    def fallbacks(self) -> int:
        return self.failed + self.simplified

    def to_json(self) -> dict[str, Any]:
        return {
            "hands": self.hands,
            "compared": dict(self.compared),
            "with_exposure": dict(self.with_exposure),
            "through_worker": self.through_worker,
            "mismatches": self.mismatches,
            "unanswered": self.unanswered,
            "worker_failures": self.failed,
            "rethought": self.rethought,
            "simplified": self.simplified,
            "scores": self.scores,
            "median_worlds_table": _medians(self.worlds_table),
            "median_worlds_here": _medians(self.worlds_here),
        }


def _medians(worlds: dict[str, list[int]]) -> dict[str, float]:
    return {level: statistics.median(ws) for level, ws in worlds.items() if ws}


def play_through_table(
    rules: RuleSet,
    levels: Sequence[str],
    seed: int,
    hands: int,
    max_worlds: int | None = MAX_WORLDS,
    compare: bool = True,
) -> TableArenaResult:
    """Play ``hands`` hands at a table of four computer players of ``levels`` (S, E, N, W),
    through the controller and the worker process; compare each answer with this process's.

    ``max_worlds`` None: the game's own budgets (1 s for the expert), answers that depend
    on the clock; the arena then reports the worlds each way instead of demanding equality.
    """
    budgets = None if max_worlds is None else {level: GENEROUS_S for level in LEVELS}
    worker = RecordingWorker(max_worlds=max_worlds, budgets=budgets)
    players = tuple(SeatPlayer(f"{level} {i}", False, level) for i, level in enumerate(levels))
    ctl = TableController(
        new_match(rules, seed), players, exposure_clock=0, worker=worker, think_delay=0.0
    )
    out = TableArenaResult()
    try:
        worker.warm_up()
        for _ in range(hands):
            _play_hand(ctl)
            out.hands += 1
            out.scores.append(tuple(ctl.match.records[-1].score.credited))
            if compare:
                _compare(worker, max_worlds, out)
            worker.asked.clear()
            if ctl.match.game_over:
                break
            ctl.next_hand()
    finally:
        ctl.close()
    out.failed = worker.trouble.failed
    out.rethought = worker.trouble.rethought
    out.simplified = worker.trouble.simplified
    return out


def _play_hand(ctl: TableController) -> None:
    """Drive the controller in real time (its clocks count real seconds) to the hand's end."""
    last = start = time.monotonic()
    while ctl.phase != HAND_OVER:
        time.sleep(0.002)
        now = time.monotonic()
        ctl.update(now - last)
        last = now
        if now - start > HAND_LIMIT_S:
            raise TimeoutError(f"a hand took over {HAND_LIMIT_S:.0f} s through the table")


def _compare(worker: RecordingWorker, max_worlds: int | None, out: TableArenaResult) -> None:
    for asked in worker.asked:
        answer = asked.answer
        if not answer.done() or getattr(answer, "cancelled", lambda: False)():
            out.unanswered += 1
            continue
        got: Choice = answer.result()
        want = decide(asked.view, asked.level, asked.budget, asked.seed, max_worlds)
        level = base_level(asked.level)
        out.compared[level] += 1
        if isinstance(asked.view, SeatView) and asked.view.exposures:
            out.with_exposure[level] += 1
        if level not in QUICK_LEVELS:
            out.through_worker += 1
        for answer_of, seen in ((got, out.worlds_table), (want, out.worlds_here)):
            if answer_of.worlds:
                seen.setdefault(level, []).append(answer_of.worlds)
        if max_worlds is None:
            continue  # against the clock the two may differ: the worlds tell the story
        if (got.action, got.reason_en, got.reason_zh) != (
            want.action,
            want.reason_en,
            want.reason_zh,
        ):
            out.mismatches.append(
                f"seat {asked.view.seat} {asked.level} seed {asked.seed}: table {got.action}, "
                f"engine {want.action}"
            )


def cmd_table_arena(args: argparse.Namespace) -> int:
    levels = tuple(args.levels.split(","))
    if len(levels) != 4 or any(level not in LEVELS for level in levels):
        print("--levels: four of easy, normal, hard, expert, comma-separated", file=sys.stderr)
        return 2
    rules = PRESETS[args.preset]
    max_worlds = None if args.real_budgets else args.max_worlds
    result = play_through_table(rules, levels, args.seed, args.hands, max_worlds)
    print(json.dumps(result.to_json(), ensure_ascii=False, indent=1))
    return 0 if not result.mismatches and not result.fallbacks else 1


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "table-arena",
        help="hands through the game's table and worker process, each answer checked in-process",
    )
    p.add_argument("--preset", choices=tuple(PRESETS), default="classic")
    p.add_argument(
        "--levels", default="easy,normal,hard,expert", help="levels of S,E,N,W (default: one each)"
    )
    p.add_argument("--hands", type=bounded_int(1, 1000), default=2)
    p.add_argument("--seed", type=bounded_int(0, 2**62), default=1)
    p.add_argument(
        "--max-worlds",
        type=bounded_int(4, 10_000),
        default=MAX_WORLDS,
        help="worlds per search (fixed, so both answers depend on the seed alone)",
    )
    p.add_argument(
        "--real-budgets",
        action="store_true",
        help="the game's own time budgets (expert 1 s): report worlds searched, not equality",
    )
    p.set_defaults(run=cmd_table_arena)


def exposed_position(seed: int = 7) -> SeatView:
    """A classic hand at its first lead with a special card exposed (明): the kind of view
    that once killed the worker process."""
    from engine.gongzhu.actions import DONE, EXPOSE_BASE
    from engine.gongzhu.hand import EXPOSURE, legal_actions, to_act
    from engine.gongzhu.view import view_for

    match = new_match(PRESETS["classic"], seed)
    while match.hand.phase == EXPOSURE:
        seat = to_act(match.hand)[0]
        shows = [a for a in legal_actions(match.hand, seat) if EXPOSE_BASE <= a < EXPOSE_BASE + 52]
        exposing = shows and not any(e.seat == seat for e in match.hand.exposures)
        match, _ = match.apply(seat, shows[0] if exposing else DONE)
    seat = to_act(match.hand)[0]
    return view_for(match.hand, seat, match.moves)


def expert_through_worker() -> tuple[bool, str]:
    """One expert decision with an exposure on the table, through the game's worker process,
    against the same question asked here: (agreed and nothing fell back, what was seen)."""
    view = exposed_position()
    worker = AIWorker(max_worlds=MAX_WORLDS, budgets={"expert": GENEROUS_S})
    try:
        got = worker.request(view, "expert", 1).result(timeout=120)
    finally:
        worker.close()
    want = decide(view, "expert", GENEROUS_S, 1, MAX_WORLDS)
    trouble = worker.trouble
    ok = bool(view.exposures) and got == want and trouble.failed == trouble.simplified == 0
    return ok, f"{len(view.exposures)} exposed, worker failures {trouble.failed}"
