"""Two players' decisions priced in the real deal: a low-noise yardstick for search changes.

Plays hands with the normal level in every seat (``--table``: another player), deal
numbers fixed. At every play with a choice (``--only evidence``: only where some seat's
discards showed it holds no pig, :func:`engine.gongzhu.ai.sampler.pig_free`; ``--only
exposure``: the 首明 and exposure answers instead of the plays), both players (``versus`` specs:
``LEVEL``, ``base:LEVEL``, ``plan:...``) choose from the seat's view. Where they
differ, each choice is played out ``--rollouts`` times in the *real* deal by SHARP
with the expert's noise in every seat (paired rollouts), and the difference of the
seat's (team's) mean score is that decision's A − B. Prints the mean over all
decisions with its 95% interval: what A's choices are worth over B's per decision,
with the rest of the hand played alike. Run from the repository root:

    nice -n 10 python -m build.decision_quality --a plan:worlds=32,noise=10,weights=SHARP,evidence=1 \\
        --b plan:worlds=32,noise=10,weights=SHARP --only evidence --deals 100
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from build.versus import BASE, chooser
from engine.gongzhu.ai import EXPERT
from engine.gongzhu.ai.sampler import pig_free
from engine.gongzhu.ai.search import _after_my_action, objective, rollout
from engine.gongzhu.arena import mean_ci
from engine.gongzhu.cards import PIG
from engine.gongzhu.hand import (
    EXPOSURE,
    FIRST_EXPOSURE,
    HAND_OVER,
    PLAY,
    HandState,
    apply_action,
    deal,
    to_act,
)
from engine.gongzhu.rules import rules_from_options
from engine.gongzhu.view import unseen_cards, view_for
from game.arena_command import parse_options

EXPOSURES = (FIRST_EXPOSURE, EXPOSURE)


def value(st: HandState, seat: int, act: int, rollouts: int) -> list[float]:
    """The seat's score after ``act`` in each of ``rollouts`` noisy SHARP play-outs."""
    out = []
    for r in range(rollouts):
        probe = st.copy()
        _after_my_action(probe, seat, act)
        rollout(probe, random.Random(r), EXPERT.noise * st.rules.decks, weights=EXPERT.weights)
        out.append(objective(probe, seat))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--a", required=True)
    p.add_argument("--b", required=True)
    p.add_argument("--preset", default="classic")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=9000)
    p.add_argument("--rollouts", type=int, default=200)
    p.add_argument("--only", choices=("all", "evidence", "exposure"), default="all")
    p.add_argument("--budget", type=float, default=30.0)
    p.add_argument("--max-worlds", default=None, help="worlds a search may sample at most, or A,B")
    p.add_argument(
        "--table",
        default="normal",
        help="who plays the hands between the decisions (a versus spec): a search changes "
        "what the other seats' plays say about their cards",
    )
    args = p.parse_args()
    opts = parse_options(args.option)
    opts["preset"] = args.preset
    rules = rules_from_options(opts)
    players = [chooser(args.a, Path(BASE)), chooser(args.b, Path(BASE))]
    table = chooser(args.table, Path(BASE))
    caps = [int(x) for x in args.max_worlds.split(",")] if args.max_worlds else [None]
    diffs: list[float] = []
    differ = 0
    for k in range(args.deals):
        st = deal(rules, args.seed + k, 2, True)
        moves: list[tuple[int | None, int]] = []
        while st.phase != HAND_OVER:
            seat = to_act(st)[0]
            view = view_for(st, seat, moves)
            phase = EXPOSURES if args.only == "exposure" else (PLAY,)
            asked = st.phase in phase and len(view.legal) > 1
            if asked and args.only == "evidence":
                asked = bool(unseen_cards(view)[0] >> PIG & 1 and pig_free(view) & ~(1 << seat))
            if asked:
                a, b = (
                    f(view, args.budget, len(moves), cap)
                    for f, cap in zip(players, (caps[0], caps[-1]))
                )
                if a == b:
                    diffs.append(0.0)
                else:
                    differ += 1
                    va = value(st, seat, a, args.rollouts)
                    vb = value(st, seat, b, args.rollouts)
                    diffs.append(sum(va) / len(va) - sum(vb) / len(vb))
            act = table(view, args.budget, len(moves), None)
            st, _ = apply_action(st, seat, act)
            moves.append((seat, act))
    m, h = mean_ci(diffs)
    print(
        f"{rules.mode} {args.a} − {args.b}: {len(diffs)} decisions, {differ} differ; "
        f"A − B per decision {m:+.2f} [{m - h:+.2f}, {m + h:+.2f}]"
    )


if __name__ == "__main__":
    main()
