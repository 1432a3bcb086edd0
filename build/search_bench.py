"""Benchmark of the expert's search: worlds per second on fixed positions.

The positions are the decisions of a few hands played by the normal level (deal
numbers fixed, so every run meets the same positions): in classic, partners
without exposure and double, at the first lead and at tricks 3, 6, 9 (double: 6,
12, 18). At each, the expert's search (SHARP rollouts, its noise, six candidates,
its worlds drawn by the play so far) looks at a fixed number of worlds with no
racing, and the CPU time (process clock) is what it took. Prints per rule set the worlds per second and the rollouts (one
candidate played out in one world) per second, and the total. ``--profile`` prints
cProfile's top functions instead. Run from the repository root:

    nice -n 10 python -m build.search_bench [--worlds 100] [--hands 3] [--profile] [--lookahead 2]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from typing import Any

from engine.gongzhu.ai import EXPERT, choose
from engine.gongzhu.ai.search import search
from engine.gongzhu.hand import HAND_OVER, PLAY, apply_action, deal, to_act
from engine.gongzhu.rules import RuleSet, rules_from_options
from engine.gongzhu.view import SeatView, view_for

RULESETS = {
    "classic": {"preset": "classic"},
    "partners": {
        "preset": "classic",
        "mode": "partners",
        "exposure": "none",
        "first_lead_c2": False,
    },
    "double": {"preset": "double"},
}


def positions(rules: RuleSet, hands: int) -> list[SeatView]:
    """Play decisions with a choice at fixed tricks of ``hands`` normal-level hands."""
    at = {0, 3, 6, 9} if rules.decks == 1 else {0, 6, 12, 18}
    out: list[SeatView] = []
    for k in range(hands):
        st = deal(rules, 777 + k, 2, True)
        moves: list[tuple[int | None, int]] = []
        while st.phase != HAND_OVER:
            seat = to_act(st)[0]
            view = view_for(st, seat, moves)
            if st.phase == PLAY and not st.trick and st.tricks in at and len(view.legal) > 1:
                out.append(view)
            act = choose(view, "normal", 0.0, len(moves)).action
            st, _ = apply_action(st, seat, act)
            moves.append((seat, act))
    return out


def run(views: list[SeatView], worlds: int, lookahead: int = 0) -> tuple[int, int, float]:
    """Worlds, rollouts and CPU seconds of the expert's search over ``views``."""
    n_worlds = n_rollouts = 0
    t = time.process_time()
    for i, view in enumerate(views):
        res = search(
            view,
            1e9,
            i,
            worlds,
            limit=EXPERT.limit,
            noise=EXPERT.noise * view.rules.decks,
            prune=False,
            infer=EXPERT.infer,
            weights=EXPERT.weights,
            lookahead=lookahead,
            sharpness=EXPERT.sharpness,
            resample=EXPERT.resample,
        )
        n_worlds += res.worlds
        n_rollouts += res.worlds * len(res.means)
    return n_worlds, n_rollouts, time.process_time() - t


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--worlds", type=int, default=100)
    p.add_argument("--hands", type=int, default=3)
    p.add_argument("--profile", action="store_true")
    p.add_argument("--lookahead", type=int, default=0, help="the rollout players' lookahead width")
    args = p.parse_args()
    sets = {name: positions(rules_from_options(o), args.hands) for name, o in RULESETS.items()}
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        for views in sets.values():
            run(views, args.worlds, args.lookahead)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    total: list[Any] = [0, 0, 0.0]
    for name, views in sets.items():
        w, r, secs = run(views, args.worlds, args.lookahead)
        total = [total[0] + w, total[1] + r, total[2] + secs]
        print(
            f"{name:9} {len(views):3} positions  {w / secs:7.0f} worlds/s  {r / secs:7.0f} rollouts/s"
        )
    print(
        f"{'all':9} {sum(map(len, sets.values())):3} positions  {total[0] / total[2]:7.0f} worlds/s  "
        f"{total[1] / total[2]:7.0f} rollouts/s  ({total[2]:.1f} s CPU)"
    )


if __name__ == "__main__":
    main()
