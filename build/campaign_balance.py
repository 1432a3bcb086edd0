"""How much each campaign opponent takes from the table, against a normal player in its seat.

Plays the same deals twice with three ``normal`` players beside North: once with the
stage's opponent at North, once with ``normal`` there, and prints North's mean hand score
difference with its 95% interval (the campaign's rules: one deck, classic). Run from the
repository root:

    nice -n 10 python -m build.campaign_balance [--deals 300] [--only cautious,greedy]
        [--budget 0.3] [--max-worlds 200]
"""

from __future__ import annotations

import argparse
import sys

from engine.gongzhu import campaign
from engine.gongzhu.ai import choose as ai_choose
from engine.gongzhu.arena import mean_ci
from engine.gongzhu.hand import HAND_OVER, apply_action, deal, to_act
from engine.gongzhu.view import view_for

NORTH = campaign.OPPONENT_SEAT


def north_score(deal_no: int, opponent: str | None, budget: float, max_worlds: int) -> int:
    """North's credited score in one hand, North played by ``opponent`` (None: normal)."""
    st = deal(campaign.RULES, deal_no, 2, True)
    n = 0
    while st.phase != HAND_OVER:
        seat = to_act(st)[0]
        view = view_for(st, seat)
        seed = deal_no * 131 + n
        if seat == NORTH and opponent is not None:
            d = campaign.choose(view, opponent, budget, seed, max_worlds)
        else:
            d = ai_choose(view, "normal", budget, seed, max_worlds)
        st, _ = apply_action(st, seat, d.action)
        n += 1
    assert st.result is not None
    return st.result.credited[NORTH]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--only", default=",".join(campaign.PERSONALITIES))
    parser.add_argument("--budget", type=float, default=0.3)
    parser.add_argument("--max-worlds", type=int, default=200)
    args = parser.parse_args()
    for key in args.only.split(","):
        diffs = [
            north_score(d, key, args.budget, args.max_worlds)
            - north_score(d, None, args.budget, args.max_worlds)
            for d in range(args.deals)
        ]
        mean, half = mean_ci(diffs)
        print(f"{key}: {mean:+.1f} ± {half:.1f} per hand over a normal North ({args.deals} deals)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
