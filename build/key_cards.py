"""Where the sampled worlds put the key cards: how often each gives one to its true holder.

Plays hands with ``--table`` in every seat (a ``versus`` spec, ``--max-worlds`` for a
searching table; deal numbers fixed). At every third play with a choice after the first
trick, for each key card the seat cannot see (the pig, the sheep, the transformer, ♠A, ♠K,
♥A, ♥K), each way of drawing worlds deals ``--worlds`` worlds, and the share that gives the
card to the seat really holding it is one answer. Prints per way the mean answer, its
difference from the first way's on the same questions (95% interval) and the CPU time per
world. A way is ``N:P``: each world drawn from ``N`` plain deals by the play likelihood
raised to ``P`` (``1:1`` is the plain deal, the expert's is ``8:3``). Run from the
repository root:

    nice -n 10 python -m build.key_cards --deals 4 --seed 10301 --ways 1:1 8:3 16:4
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from build.versus import BASE, chooser
from engine.gongzhu.ai.inference import PlayLikelihood
from engine.gongzhu.ai.sampler import Sampler
from engine.gongzhu.ai.search import _likely_world
from engine.gongzhu.arena import mean_ci
from engine.gongzhu.cards import HEARTS, SPADES, SPECIALS, make_card
from engine.gongzhu.hand import HAND_OVER, PLAY, HandState, apply_action, deal, to_act
from engine.gongzhu.rules import rules_from_options
from engine.gongzhu.view import SeatView, unseen_cards, view_for
from game.arena_command import parse_options

# The special cards (the pig, the sheep, the transformer, ♥A) and ♠A, ♠K, ♥K.
KEY_CARDS = (*SPECIALS, make_card(SPADES, 12), make_card(SPADES, 11), make_card(HEARTS, 11))


def parse_way(text: str) -> tuple[int, float]:
    """``N:P`` → (worlds drawn from, power of the likelihood)."""
    n, _, p = text.partition(":")
    try:
        way = int(n), float(p or 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a way is N:P, e.g. 8:3, not {text!r}") from None
    if way[0] < 1:
        raise argparse.ArgumentTypeError(f"N in {text!r} must be 1 or more")
    return way


def questions(st: HandState, view: SeatView) -> list[tuple[int, int]]:
    """(key card, its true holder) for each key card the seat cannot see."""
    unseen = unseen_cards(view)[0]
    out = []
    for card in KEY_CARDS:
        if unseen >> card & 1:
            out.append((card, next(s for s in range(4) if st.hand1[s] >> card & 1)))
    return out


def answers(
    view: SeatView, asked: list[tuple[int, int]], way: tuple[int, float], worlds: int, seed: int
) -> list[float]:
    """The share of ``worlds`` worlds drawn ``way`` that give each card to its holder."""
    n, power = way
    sampler = Sampler(view)
    likelihood = PlayLikelihood(view, sharpness=power)
    rng = random.Random(seed)
    hits = [0] * len(asked)
    for _ in range(worlds):
        w = _likely_world(sampler, likelihood, rng, n) if n > 1 else sampler.world(rng)
        for i, (card, holder) in enumerate(asked):
            hits[i] += w.hand1[holder] >> card & 1
    return [h / worlds for h in hits]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--preset", default="classic")
    p.add_argument(
        "--option",
        action="append",
        default=["mode=partners", "exposure=none", "first_lead_c2=false"],
        metavar="NAME=VALUE",
    )
    p.add_argument("--deals", type=int, default=4)
    p.add_argument("--seed", type=int, default=10301)
    p.add_argument("--worlds", type=int, default=40)
    p.add_argument("--table", default="hard")
    p.add_argument("--max-worlds", type=int, default=32, help="the table's search, if it searches")
    p.add_argument("--ways", type=parse_way, nargs="+", default=[(1, 1.0), (8, 3.0)])
    args = p.parse_args()
    opts = parse_options(args.option)
    opts["preset"] = args.preset
    rules = rules_from_options(opts)
    table = chooser(args.table, Path(BASE))
    got: list[list[float]] = [[] for _ in args.ways]
    cpu = [0.0] * len(args.ways)
    drawn = 0
    for k in range(args.deals):
        st = deal(rules, args.seed + k, 2, True)
        moves: list[tuple[int | None, int]] = []
        decision = 0
        while st.phase != HAND_OVER:
            seat = to_act(st)[0]
            view = view_for(st, seat, moves)
            if st.phase == PLAY and len(view.plays) >= 4 and len(view.legal) > 1:
                decision += 1
                asked = questions(st, view) if decision % 3 == 0 else []
                if asked:
                    drawn += args.worlds
                    for i, way in enumerate(args.ways):
                        t = time.process_time()
                        got[i] += answers(view, asked, way, args.worlds, decision * 7919 + k)
                        cpu[i] += time.process_time() - t
            act = table(view, 1.0, len(moves), args.max_worlds)
            st, _ = apply_action(st, seat, act)
            moves.append((seat, act))
    for i, (n, power) in enumerate(args.ways):
        m, h = mean_ci([a - b for a, b in zip(got[i], got[0])])
        print(
            f"from {n:3} power {power:g}: {len(got[i])} questions, true holder "
            f"{sum(got[i]) / max(1, len(got[i])):.3f}, − the first {m:+.3f} [{m - h:+.3f}, "
            f"{m + h:+.3f}], {1000 * cpu[i] / max(1, drawn):.2f} ms a world"
        )


if __name__ == "__main__":
    main()
