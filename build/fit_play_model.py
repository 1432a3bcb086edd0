"""Fit the inference's play model (softmax temperature, uniform share) by maximum likelihood.

The expert's inference (engine/gongzhu/ai/inference.py) prices a sampled world by how
likely the other seats' plays were in it: softmax of the heuristic's scores at a
temperature, mixed with a uniform share. This plays hands with a searching
player in every seat (the players the expert meets from hard up: SHARP rollouts
with noise, ``--worlds`` worlds), records at every play with a choice the
heuristic's scores from the player's own knowledge and the play made, and prints
the log-likelihood per play over a grid, best first. Run from the repository root:

    nice -n 10 python -m build.fit_play_model [--hands 16] [--worlds 32]
"""

from __future__ import annotations

import argparse
import math

from engine.gongzhu.ai import _SEARCH as SEARCH
from engine.gongzhu.ai import SHARP, SearchPlan, choose
from engine.gongzhu.ai.heuristics import score_plays
from engine.gongzhu.ai.knowledge import ctx_from_state
from engine.gongzhu.hand import HAND_OVER, PLAY, apply_action, deal, legal_plays, to_act
from engine.gongzhu.rules import rules_from_options
from engine.gongzhu.view import view_for

RULESETS = (
    {"preset": "classic"},
    {"preset": "classic", "mode": "partners", "exposure": "none", "first_lead_c2": False},
)


def samples(hands: int, worlds: int) -> list[tuple[list[float], int]]:
    """(the heuristic's scores of the legal plays, index of the play made) per decision."""
    SEARCH["hard"] = SearchPlan(worlds=worlds, noise=10.0, weights=SHARP)
    out: list[tuple[list[float], int]] = []
    for options in RULESETS:
        rules = rules_from_options(options)
        for k in range(hands):
            st = deal(rules, 424_242 + k, 2, True)
            moves: list[tuple[int | None, int]] = []
            while st.phase != HAND_OVER:
                seat = to_act(st)[0]
                act = choose(view_for(st, seat, moves), "hard", 10.0, k * 100 + len(moves)).action
                if st.phase == PLAY:
                    legal = legal_plays(st, seat)
                    if len(legal) > 1:
                        scored = score_plays(ctx_from_state(st, seat), legal, False)
                        out.append(([x[0] for x in scored], [x[1] for x in scored].index(act)))
                st, _ = apply_action(st, seat, act)
                moves.append((seat, act))
    return out


def loglik(data: list[tuple[list[float], int]], temp: float, uniform: float) -> float:
    total = 0.0
    for scores, i in data:
        top = max(scores)
        es = [math.exp((s - top) / temp) for s in scores]
        p = (1 - uniform) * es[i] / sum(es) + uniform / len(scores)
        total += math.log(p)
    return total / len(data)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=16)
    p.add_argument("--worlds", type=int, default=32)
    args = p.parse_args()
    data = samples(args.hands, args.worlds)
    grid = [
        (loglik(data, t, u), t, u)
        for t in (2, 3, 5, 7, 10, 15, 20, 30, 50)
        for u in (0.01, 0.03, 0.05, 0.1, 0.15, 0.25)
    ]
    grid.sort(reverse=True)
    print(f"{len(data)} plays with a choice")
    for ll, t, u in grid[:8]:
        print(f"temperature {t:4}  uniform {u:4}  log-likelihood per play {ll:.4f}")
    print(
        f"(now: temperature 15, uniform 0.15: {loglik(data, 15, 0.15):.4f}; "
        f"every legal play alike: {-sum(math.log(len(s)) for s, _ in data) / len(data):.4f}; "
        f"the heuristic's first choice made: {sum(s[i] == max(s) for s, i in data) / len(data):.0%})"
    )


if __name__ == "__main__":
    main()
