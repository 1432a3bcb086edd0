"""Where the searching players leave the heuristic: counts of (heuristic's kind of play →
search's kind of play), each with its reverse.

Plays hands with a search (48 worlds, SHARP rollouts with the expert's noise) in every seat.
At each play with a choice it also asks the heuristic (SHARP, noise-free) and, where the two
differ and the search's own means prefer its play by ``--margin`` points per deck (where it
hardly tells two plays apart its pick is the luck of its worlds), files the pair under a
few plain descriptions of each play: for a lead its suit and
its place in my holding of that suit; for a follow whether it wins or ducks, high or low; for
a discard what it throws. A pair much more frequent than its reverse names a rule the
heuristic lacks (the heart leads of ``lead_heart`` and the ties of ``rank_slope`` were found
by such counts). Run from the
repository root (about a minute for 40 partners deals with two jobs):

    nice -n 10 python -m build.search_deviation [--preset partners] [--deals 40] [--top 25]
"""

from __future__ import annotations

import argparse
from collections import Counter
from multiprocessing import Pool

from engine.core.cards import SUIT_LETTERS
from engine.gongzhu.actions import CLAIM, PAIR_BASE, play_cards
from engine.gongzhu.ai import EXPERT, choose
from engine.gongzhu.ai.heuristics import best_play
from engine.gongzhu.ai.knowledge import ctx_from_view
from engine.gongzhu.ai.search import search
from engine.gongzhu.ai.weights import SHARP
from engine.gongzhu.cards import PIG, SHEEP, SUIT_MASKS, TRANSFORMER
from engine.gongzhu.hand import HAND_OVER, PLAY, apply_action, deal, play_key, to_act
from engine.gongzhu.rules import RuleSet, rules_from_options
from engine.gongzhu.view import SeatView, view_for

from .heuristic_regret import PRESETS

WORLDS = 48
SPECIAL = {PIG: " pig", SHEEP: " sheep", TRANSFORMER: " transformer"}


def _held(view: SeatView, suit: int) -> list[int]:
    m = (view.hand[0] | view.hand[1]) & SUIT_MASKS[suit]
    return [c for c in range(suit * 13, suit * 13 + 13) if m >> c & 1]


def describe(view: SeatView, act: int) -> str:
    """A plain description of a play in this position."""
    cards = (act,) if act < PAIR_BASE else play_cards(act)
    top = max(cards)
    suit = top // 13
    pair = "pair " if len(cards) > 1 else ""
    special = SPECIAL.get(top, "")
    if not view.trick:
        held = _held(view, suit)
        if len(held) == 1:
            place = "single"
        elif top == held[-1]:
            place = "top"
        elif top == held[0]:
            place = "bottom"
        else:
            place = "middle"
        return f"lead {pair}{SUIT_LETTERS[suit]} {place}{special} (of {len(held)})"
    if suit == view.lead_suit:
        best = max(
            play_key(play_cards(a) if a >= PAIR_BASE else (a,), view.lead_suit, view.lead_pair)
            for _, a in view.trick
        )
        key = play_key(cards, view.lead_suit, view.lead_pair)
        held = _held(view, suit)
        under = [c for c in held if c < best] if not view.lead_pair else []
        if key > best:
            how = "win high" if top == held[-1] else "win low"
        elif under and top == under[-1] and len(under) > 1:
            how = "duck high"
        else:
            how = "duck low"
        return f"follow {pair}{how}{special} pos{len(view.trick) + 1}"
    kinds = []
    for c in cards:
        if c == PIG:
            kinds.append("pig")
        elif c == TRANSFORMER:
            kinds.append("transformer")
        elif c == SHEEP:
            kinds.append("sheep")
        elif c // 13 == 1:
            kinds.append("heart high" if c % 13 >= 9 else "heart low")
        elif c // 13 == 0 and c > PIG:
            kinds.append("spade guard")
        else:
            kinds.append(f"{SUIT_LETTERS[c // 13]} {'high' if c % 13 >= 9 else 'low'}")
    return "discard " + "+".join(kinds)


def deviations(rules: RuleSet, deal_no: int, margin: float) -> list[tuple[str, str]]:
    """One hand with the search in every seat: (heuristic's play, search's play) described,
    at every play with a choice where the two agree ("=") or the search's mean beats the
    heuristic's play's by ``margin`` points per deck."""
    st = deal(rules, deal_no, deal_no & 3, True)
    moves: list[tuple[int | None, int]] = []
    rows = []
    while st.phase != HAND_OVER:
        seat = to_act(st)[0]
        view = view_for(st, seat, moves)
        if view.phase == PLAY and len(view.legal) > 1 and CLAIM not in view.legal:
            h, _, _ = best_play(ctx_from_view(view), list(view.legal), None, 0.0, False, SHARP)
            res = search(
                view,
                1e9,
                deal_no * 1000 + len(moves),
                WORLDS,
                limit=6,
                noise=EXPERT.noise * rules.decks,
                prune=True,
                tolerance=rules.decks,
                weights=SHARP,
            )
            act = res.action
            if h == act:
                rows.append(("=", "="))
            # Only a clear preference counts: where the search hardly tells the two plays
            # apart, its pick is the luck of its worlds and noise.
            elif h in res.means and res.means[act] - res.means[h] >= margin * rules.decks:
                rows.append((describe(view, h), describe(view, act)))
        else:
            act = choose(view, "normal", 0.0, len(moves)).action
        st, _ = apply_action(st, seat, act)
        moves.append((seat, act))
    return rows


def _job(args: tuple[str, int, float]) -> list[tuple[str, str]]:
    return deviations(rules_from_options(PRESETS[args[0]]), args[1], args[2])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--preset", choices=tuple(PRESETS), default="partners")
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--first", type=int, default=40000, help="the first deal number")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--top", type=int, default=25)
    p.add_argument("--margin", type=float, default=5.0, help="points per deck the search must gain")
    a = p.parse_args()
    with Pool(a.jobs) as pool:
        rows = [
            r
            for rs in pool.map(
                _job,
                [(a.preset, d, a.margin) for d in range(a.first, a.first + a.deals)],
                chunksize=1,
            )
            for r in rs
        ]
    same = sum(1 for r in rows if r[0] == "=")
    print(
        f"{a.preset}: the search plays the heuristic's card in {same} decisions and another,"
        f" {a.margin} points per deck better by its own count, in {len(rows) - same}"
    )
    pairs = Counter(r for r in rows if r[0] != "=")
    for (h, s), n in pairs.most_common(a.top):
        print(f"{n:5d} (reverse {pairs[(s, h)]:4d})  {h:<40} -> {s}")
    # Coarser: the kind of play alone (lead suit, follow win/duck, discard kind).
    coarse = Counter(
        (" ".join(h.split()[:2]), " ".join(s.split()[:2])) for h, s in pairs.elements()
    )
    print("\ncoarse:")
    for (h, s), n in coarse.most_common(a.top):
        print(f"{n:5d} (reverse {coarse[(s, h)]:4d})  {h:<24} -> {s}")


if __name__ == "__main__":
    main()
