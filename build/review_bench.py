"""Benchmark of the post-hand review (engine.gongzhu.review): seconds to review one hand.

Plays hands with the ``normal`` computer player in every seat (a human's typical
mix of good and poor moves), then reviews South's decisions and prints per hand
the decisions judged, the mistakes listed, the wall time and the CPU time of this
process (on a shared machine the wall time also counts other programs' turns);
then the median and worst per preset. Run from the repository root:

    nice -n 10 python -m build.review_bench [--hands 6] [--presets classic double]
"""

from __future__ import annotations

import argparse
import statistics
import time

from engine.gongzhu.arena import play_out
from engine.gongzhu.match import Match, new_match
from engine.gongzhu.review import WORLDS, WORLDS_TWO_DECKS, review_match_hand
from engine.gongzhu.rules import PRESETS


def played_hand(preset: str, seed: int) -> Match:
    """A first hand of ``preset`` played to the end by four ``normal`` computer players."""
    return play_out(new_match(PRESETS[preset], seed), ("normal",) * 4, seed=seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--presets", nargs="*", default=["classic", "double"])
    parser.add_argument("--worlds", type=int, default=None, help="per decision (default: by decks)")
    args = parser.parse_args()
    for preset in args.presets:
        times: list[float] = []
        cpus: list[float] = []
        for seed in range(1, args.hands + 1):
            match = played_hand(preset, seed)
            start, cpu = time.perf_counter(), time.process_time()
            review = review_match_hand(match, 0, worlds=args.worlds)
            took, cpu = time.perf_counter() - start, time.process_time() - cpu
            times.append(took)
            cpus.append(cpu)
            print(
                f"{preset:10s} hand {seed}: {len(review.decisions):2d} decisions judged, "
                f"{len(review.mistakes):2d} listed, {took:5.2f} s wall, {cpu:5.2f} s CPU"
            )
        worlds = args.worlds or (WORLDS if PRESETS[preset].decks == 1 else WORLDS_TWO_DECKS)
        print(
            f"{preset:10s} {worlds} worlds/decision: median {statistics.median(times):.2f} s wall "
            f"({statistics.median(cpus):.2f} s CPU), worst {max(times):.2f} s wall "
            f"({max(cpus):.2f} s CPU) over {len(times)} hands"
        )


if __name__ == "__main__":
    main()
