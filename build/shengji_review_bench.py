"""Benchmark of 升级's post-hand review (engine.shengji.review) through the worker process, as
the game runs it (game.session.shengji_review.start: its budget, its worlds).

Plays hands with the ``normal`` computer player in every seat, then reviews South's plays and
burial in a fresh worker process, one job per decision as the screen submits them, and prints per hand the decisions judged, the forced ones,
the mistakes listed and the wall time from submitting to the answer (the worker's spawn
included); then the median and the worst per preset. Run from the repository root:

    nice -n 10 python -m build.shengji_review_bench [--hands 4] [--presets classic tractor]
"""

from __future__ import annotations

import argparse
import statistics
import time

from engine.shengji import PRESETS, ShengjiMatch, new_match, to_act, view_for
from engine.shengji.ai import decide
from engine.shengji.moves import apply_action
from engine.shengji.review import ShengjiReview, decision_points, start_of
from game.session.ai_worker import AIWorker
from game.session.shengji_review import DECISION_BUDGET_S, ReviewJob, job_from_match, start


def played_hand(preset: str, seed: int) -> ShengjiMatch:
    """A first hand of ``preset`` played to its end by the normal player in every seat."""
    m = new_match(PRESETS[preset], seed)
    while not m.hand_over:
        seat = to_act(m.hand)
        assert seat is not None
        m, _ = m.apply(seat, decide(view_for(m.hand, seat), "normal", seed=len(m.moves)))
    return m


def reviewed(worker: AIWorker, job: ReviewJob) -> ShengjiReview:
    """Every decision submitted at once, as the screen does, and the answers gathered."""
    first = start_of(job.rules, job.deal, job.first_receiver, job.levels, job.declarer)
    points = decision_points(first, job.moves, job.seat)
    futures = [start(worker, job, index) for index, _st in points]
    results = [f.result() for f in futures]
    judged = tuple(j for j in results if j is not None)
    end = first
    for seat, action in job.moves:
        end, _ = apply_action(end, seat, action)
    assert end.result is not None
    return ShengjiReview(job.seat, judged, len(results) - len(judged), end.result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--presets", nargs="*", default=["classic", "tractor", "duel", "friends"])
    args = parser.parse_args()
    print(f"budget {DECISION_BUDGET_S:.0f} s per decision (a safety net)")
    for preset in args.presets:
        times: list[float] = []
        for seed in range(1, args.hands + 1):
            job = job_from_match(played_hand(preset, seed), 0)
            worker = AIWorker()
            t = time.perf_counter()
            review = reviewed(worker, job)
            wall = time.perf_counter() - t
            worker.close()
            times.append(wall)
            print(
                f"{preset:8} hand {seed}: {len(review.decisions):2} judged, {review.forced:2} forced,"
                f" {len(review.mistakes)} mistakes, {wall:5.1f} s"
            )
        print(f"{preset:8} median {statistics.median(times):.1f} s, worst {max(times):.1f} s")


if __name__ == "__main__":
    main()
