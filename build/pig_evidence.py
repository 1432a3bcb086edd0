"""Where the sampler puts the pig, against where it really is.

Plays hands with one level in every seat (deal numbers fixed). At every play with a
choice while the pig is hidden from the seat to play, it asks the sampler for
``--draws`` worlds from that seat's view, with and without the discard evidence
(:func:`engine.gongzhu.ai.sampler.pig_free`), and counts how often the pig lands with the
seat that really holds it. Also counts the seats the evidence rules out and how often
one of them did hold the pig (the evidence was wrong). Run from the repository root:

    nice -n 10 python -m build.pig_evidence [--level normal] [--preset classic] [--deals 100]
"""

from __future__ import annotations

import argparse
import random

from engine.gongzhu.ai import choose
from engine.gongzhu.ai.sampler import Sampler, pig_free
from engine.gongzhu.cards import PIG
from engine.gongzhu.hand import HAND_OVER, PLAY, apply_action, deal, to_act
from engine.gongzhu.rules import rules_from_options
from engine.gongzhu.view import unseen_cards, view_for
from game.arena_command import parse_options


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="normal")
    p.add_argument("--preset", default="classic")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--draws", type=int, default=40)
    p.add_argument("--max-worlds", type=int, default=16)
    args = p.parse_args()
    opts = parse_options(args.option)
    opts["preset"] = args.preset
    rules = rules_from_options(opts)
    rng = random.Random(1)
    asked = ruled = wrong = 0
    hit = [0.0, 0.0]
    for k in range(args.deals):
        st = deal(rules, 5000 + k, 2, True)
        moves: list[tuple[int | None, int]] = []
        while st.phase != HAND_OVER:
            seat = to_act(st)[0]
            view = view_for(st, seat, moves)
            if (
                st.phase == PLAY
                and len(view.legal) > 1
                and unseen_cards(view)[0] >> PIG & 1
                and not any(e.card == PIG for e in view.exposures)
            ):
                holder = next(s for s in range(4) if st.hand1[s] >> PIG & 1)
                asked += 1
                free = pig_free(view) & ~(1 << seat)
                if free:
                    ruled += 1
                    wrong += bool(free >> holder & 1)
                for i, evidence in enumerate((False, True)):
                    sampler = Sampler(view, evidence)
                    got = sum(
                        sampler.world(rng).hand1[holder] >> PIG & 1 for _ in range(args.draws)
                    )
                    hit[i] += got / args.draws
            act = choose(view, args.level, 10.0, len(moves), args.max_worlds).action
            st, _ = apply_action(st, seat, act)
            moves.append((seat, act))
    print(
        f"{rules.mode} {args.level}: {asked} decisions with the pig hidden; evidence rules out "
        f"a seat at {ruled} ({wrong} wrongly); the pig with its holder in "
        f"{hit[0] / asked:.3f} of the worlds without evidence, {hit[1] / asked:.3f} with"
    )


if __name__ == "__main__":
    main()
