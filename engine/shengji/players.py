"""A simple computer player of 升级: it sees only its seat's view (SHENGJI §3–§7).

It declares a suit it is long in (or anything in the closing round rather than have the hand
drawn again), buries its lowest plain cards — short suits first, to make voids — and plays a
random legal play from the bounded candidates, never throwing (it cannot know a throw stands
without peeking). Good enough to play whole hands to the end in tests and the benchmark.
"""

from __future__ import annotations

import random
from collections import Counter

from .cards import Card, hand_of, points_of
from .follow import follow_plays, ruff_play
from .moves import lead_candidates
from .order import TRUMPS
from .shapes import decompose
from .state import (
    CALL,
    CLOSING,
    DRAW,
    KITTY,
    PASS,
    PLAY,
    REVOLT,
    REVOLUTION,
    SHOW,
    Action,
    Bury,
    Call,
    Declare,
    Play,
)
from .view import ShengjiView


def _strength(view: ShengjiView, cards: tuple[Card, ...]) -> int:
    """How many of the hand would be trumps were ``cards`` to name the suit."""
    suit = cards[0] // 13 if cards[0] < 52 else None
    level = view.level if view.level is not None else cards[0] % 13
    return sum(
        1 for c in view.hand if c >= 52 or c % 13 == level or (suit is not None and c // 13 == suit)
    )


def choose_declaration(view: ShengjiView) -> Action:
    """§3: declare when the suit would hold about a third of the hand, or at the close."""
    if not view.may_declare:
        return PASS
    best = max(view.may_declare, key=lambda cards: (_strength(view, cards), len(cards)))
    held = len(view.hand)
    if view.phase == CLOSING and (view.standing is None or view.standing.seat % 2 != view.seat % 2):
        return Declare(best)
    if held >= 4 and _strength(view, best) * 3 >= held:
        return Declare(best)
    return PASS


def choose_burial(view: ShengjiView) -> Action:
    """§4: the lowest plain non-point cards, the shortest suits first (voids help to trump)."""
    order = view.order
    lengths = Counter(order.group[c] for c in view.hand)

    def cost(c: Card) -> tuple[bool, bool, int, int]:
        group = order.group[c]
        return group == TRUMPS, points_of((c,)) > 0, lengths[group], order.fine[c]

    size = view.rules.kitty_size
    return Bury(tuple(sorted(sorted(view.hand, key=cost)[:size])))


def choose_call(view: ShengjiView) -> Action:
    """§11: call the highest card it holds no pair of (BJ, LJ, then aces), counter-clockwise:
    a friend strong in it helps most; a copy held makes the call surer."""
    order = view.order
    held = Counter(view.hand)
    cards = sorted(range(54), key=lambda c: (order.group[c] == TRUMPS, order.fine[c]))
    for card in reversed(cards):
        if held[card] < 2:
            return Call(card, "ccw")
    return Call(cards[-1], "ccw")


def choose_play(view: ShengjiView, rng: random.Random) -> Action:
    """A random legal play: leads without throws; follows from the bounded candidates, trumping
    with the lead's shape when void and the trick holds points."""
    order = view.order
    hand = hand_of(view.hand)
    if not view.trick:
        leads = [p for p in lead_candidates(hand, order) if len(decompose(p, order)) == 1]
        return Play(leads[rng.randrange(len(leads))])
    lead = list(view.lead)
    ruff = ruff_play(hand, lead, order)
    on_table = sum(points_of(c) for _, c in view.trick)
    if ruff is not None and on_table:
        return Play(ruff)
    plays = follow_plays(hand, lead, order, rng)
    return Play(plays[rng.randrange(len(plays))])


def choose(view: ShengjiView, seed: int = 0) -> Action:
    """The simple player's action for the seat ``view`` belongs to (its move)."""
    rng = random.Random(seed)
    if view.phase in (DRAW, CLOSING, SHOW):
        return choose_declaration(view)
    if view.phase == CALL:
        return choose_call(view)
    if view.phase == REVOLUTION:
        trumps = sum(1 for c in view.hand if view.order.group[c] == TRUMPS)
        return REVOLT if trumps * 4 < len(view.hand) else PASS  # §9: a weak hand tries again
    if view.phase == KITTY:
        return choose_burial(view)
    if view.phase == PLAY:
        return choose_play(view, rng)
    raise ValueError("the hand is over: nothing to choose")
