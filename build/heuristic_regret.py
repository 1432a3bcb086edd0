"""Where the heuristic loses points: its play against a search over every legal play.

Plays duplicate-free self-play hands with the expert's heuristic (SHARP) in every
seat. At each play with a choice, a search over *all* legal plays (48 worlds from
the seat's own view, SHARP rollouts with the expert's noise) prices every play;
the regret is the best play's mean minus the heuristic's. The table groups the
regret by the heuristic's reason (tag) and the search's, largest total first:
the situations whose rule is worth rethinking. The four structural terms the
expert gained in 901fc14 (sheep catchers, ducking higher cards, the
transformer's future and its keeping) were found this way. Run from the
repository root (about 2 minutes for 40 classic deals with two jobs):

    nice -n 10 python -m build.heuristic_regret [--preset classic] [--deals 40] [--show 5]

``--save FILE`` keeps every decision with the search's mean for each play, for
``build.fit_weights``.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from collections.abc import Iterator
from multiprocessing import Pool
from typing import Any

from engine.gongzhu.actions import CLAIM, is_play, play_cards
from engine.gongzhu.ai import EXPERT, choose
from engine.gongzhu.ai.search import candidates, search
from engine.gongzhu.cards import card_label
from engine.gongzhu.hand import HAND_OVER, PLAY, apply_action, deal, to_act
from engine.gongzhu.rules import RuleSet, rules_from_options
from engine.gongzhu.view import SeatView, view_for

PRESETS = {
    "classic": {"preset": "classic"},
    "partners": {"preset": "classic", "mode": "partners", "exposure": "none"},
    "double": {"preset": "double"},
    "double-partners": {"preset": "double", "mode": "partners"},
}
WORLDS = 48


def label(action: int) -> str:
    if not is_play(action):
        return "claim" if action == CLAIM else str(action)
    return " ".join(card_label(c) for c in play_cards(action))


def decisions(rules: RuleSet, deal_no: int) -> Iterator[tuple[SeatView, int]]:
    """One hand played by the heuristic (SHARP) in every seat: each play decision with a
    choice, as (the seat's view, the move number); the caller's answer is not asked for."""
    st = deal(rules, deal_no, deal_no & 3, True)
    moves: list[tuple[int | None, int]] = []
    while st.phase != HAND_OVER:
        seat = to_act(st)[0]
        view = view_for(st, seat, moves)
        if view.phase == PLAY and len(view.legal) > 1:
            yield view, len(moves)
            act = candidates(view, len(view.legal), EXPERT.weights)[0][0]
        else:
            act = choose(view, "normal", 0.0, len(moves)).action
        st, _ = apply_action(st, seat, act)
        moves.append((seat, act))


def regrets(rules: RuleSet, deal_no: int) -> list[dict[str, Any]]:
    """One hand: every play decision with a choice, the heuristic's pick and its regret."""
    rows = []
    for view, move in decisions(rules, deal_no):
        ranked, tags = candidates(view, len(view.legal), EXPERT.weights)
        act, tag = ranked[0], tags[ranked[0]]
        res = search(
            view,
            1e9,
            deal_no * 1000 + move,
            WORLDS,
            limit=len(view.legal),
            noise=EXPERT.noise * rules.decks,
            weights=EXPERT.weights,
        )
        best = max(res.means, key=lambda a: res.means[a])
        rows.append(
            {
                "tag": tag,
                "best_tag": tags[best],
                "regret": res.means[best] - res.means[act],
                "play": label(act),
                "better": label(best),
                "deal": deal_no,
                "move": move,
                "hand": view.hand_sizes[view.seat],
                "means": {str(a): m for a, m in res.means.items()},
            }
        )
    return rows


def _job(args: tuple[str, int]) -> list[dict[str, Any]]:
    return regrets(rules_from_options(PRESETS[args[0]]), args[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", choices=tuple(PRESETS), default="classic")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--show", type=int, default=0, help="the worst decisions to list per group")
    parser.add_argument("--first", type=int, default=0, help="the first deal number")
    parser.add_argument("--save", default=None, help="append every decision as a JSON line")
    args = parser.parse_args()
    deals = range(args.first, args.first + args.deals)
    with Pool(args.jobs) as pool:
        rows = [
            r for rs in pool.map(_job, [(args.preset, d) for d in deals], chunksize=1) for r in rs
        ]
    if args.save:
        with open(args.save, "a", encoding="utf-8") as f:
            f.writelines(json.dumps({"preset": args.preset, **r}) + "\n" for r in rows)
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        groups[r["tag"], r["best_tag"]].append(r)
    total = sum(r["regret"] for r in rows)
    print(
        f"{args.preset}: {len(rows)} decisions, mean regret {total / max(1, len(rows)):.2f} points"
    )
    for (tag, best), rs in sorted(groups.items(), key=lambda kv: -sum(r["regret"] for r in kv[1]))[
        :15
    ]:
        s = sum(r["regret"] for r in rs)
        print(f"{tag:>14} -> {best:<14} n={len(rs):4d} total={s:8.1f} mean={s / len(rs):6.2f}")
        for r in sorted(rs, key=lambda r: -r["regret"])[: args.show]:
            print(
                f"{'':18}{r['regret']:6.1f}  deal {r['deal']} move {r['move']}: "
                f"{r['play']} -> {r['better']} ({r['hand']} cards left)"
            )


if __name__ == "__main__":
    main()
