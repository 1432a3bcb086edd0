"""Duels of the heuristic's weightings, and the greedy search that tuned the expert's (SHARP).

Prints, per rule set, SHARP − PLAIN per seat per hand over duplicate deals with
its 95% interval; with ``--change NAME=VALUE`` (repeatable), SHARP so changed − SHARP
instead, on deals from ``--first``; with ``--tune``, re-runs the greedy search from PLAIN and
prints every step (a few minutes a sweep with two jobs; ``--start sharp`` tunes
further; ``--weight NAME``, repeatable, tries only those). Run from the repository root:

    nice -n 10 python -m build.tune_weights [--deals 2000] [--jobs 2] [--tune [--start sharp]]
    nice -n 10 python -m build.tune_weights --change mate_hold=0 --deals 8000 --first 2000000
"""

from __future__ import annotations

import argparse
import dataclasses
from multiprocessing import Pool

from engine.gongzhu.ai import SHARP
from engine.gongzhu.ai.tuning import Bout, duel, tune
from engine.gongzhu.ai.weights import PLAIN
from engine.gongzhu.rules import rules_from_options

BOUTS = (
    Bout("classic", rules_from_options({"preset": "classic"}), "ABBB"),
    Bout(
        "partners, no exposure",
        rules_from_options({"preset": "classic", "mode": "partners", "exposure": "none"}),
        "ABAB",
    ),
    Bout("double", rules_from_options({"preset": "double"}), "ABBB"),
)
# What --change duels in: the rule sets of docs/AI.md's arenas (partners with a free lead;
# docs/AI.md, How strong they are).
CHANGE_BOUTS = (
    BOUTS[0],
    Bout(
        "partners",
        rules_from_options(
            {"preset": "classic", "mode": "partners", "exposure": "none", "first_lead_c2": False}
        ),
        "ABAB",
    ),
    BOUTS[2],
    Bout("tournament", rules_from_options({"preset": "tournament"}), "ABAB"),
    Bout("double partners", rules_from_options({"preset": "double", "mode": "partners"}), "ABAB"),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="per rule set (two decks: half)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--tune", action="store_true", help="run the greedy search")
    parser.add_argument(
        "--start",
        choices=("plain", "sharp"),
        default="plain",
        help="the weights the search starts from (sharp: tune further)",
    )
    parser.add_argument("--change", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument(
        "--weight", action="append", default=[], metavar="NAME", help="tune only these weights"
    )
    parser.add_argument("--first", type=int, default=0, help="the first deal number")
    args = parser.parse_args()
    changed = dataclasses.replace(
        SHARP, **{k: float(v) for k, v in (c.split("=", 1) for c in args.change)}
    )
    with Pool(args.jobs) as pool:

        def mapper(f, jobs):  # type: ignore[no-untyped-def]
            return pool.map(f, jobs, chunksize=50)

        if args.tune:
            start = SHARP if args.start == "sharp" else PLAIN
            for name, value, gain, se, kept, best in tune(
                start, BOUTS, args.deals // 2, mapper, names=args.weight
            ):
                print(
                    f"{name} -> {value}: {gain:+.2f} (SE {se:.2f}){'  kept' if kept else ''}",
                    flush=True,
                )
            print("best:", best)
            return
        a, b, name = (changed, SHARP, " ".join(args.change)) if args.change else (SHARP, PLAIN, "")
        for bout in CHANGE_BOUTS if args.change else BOUTS:
            n = args.deals // bout.rules.decks
            deals = range(args.first, args.first + n)
            mean, half = duel(bout, deals, a, b, mapper)
            what = f"SHARP with {name} − SHARP" if name else "SHARP − PLAIN"
            print(
                f"{bout.name}: {what} {mean:+.2f} [{mean - half:.2f}, {mean + half:.2f}] "
                f"per seat per hand, {n} deals × 4 seatings",
                flush=True,
            )


if __name__ == "__main__":
    main()
