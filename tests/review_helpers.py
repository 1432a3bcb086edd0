"""A hand for the review tests (holds no tests): South throws the pig on itself.

South holds ♠Q guarded by ♠3 ♠4 ♠5 ♠6, no heart (a heart lead lets it
discard the pig), and neither the sheep nor the transformer (whose swings would
blur what the pig costs). East leads ♣2, West wins with ♣A and leads ♠2; South
plays ♠Q (any low spade would have ducked under East's ♠7 and North's ♠8) and
takes its own pig. The rest of the hand is played by the
``normal`` computer player in every seat, so the move list is complete and
legal, and the same every time.
"""

from __future__ import annotations

import random

from engine.gongzhu.actions import parse_action
from engine.gongzhu.ai import choose
from engine.gongzhu.cards import parse_card
from engine.gongzhu.hand import deal_from, to_act
from engine.gongzhu.match import Match
from engine.gongzhu.rules import PRESETS
from engine.gongzhu.view import view_for
from tests.engine_helpers import order_for

FIXED = {0: "SQ S3 S4 S5 S6 C4", 1: "C2 S7", 2: "C3 S8", 3: "CA S2 SA SK"}
SCRIPT = [
    (None, "close"),
    (1, "C2"),
    (2, "C3"),
    (3, "CA"),
    (0, "C4"),
    (3, "S2"),
    (0, "SQ"),
    (1, "S7"),
    (2, "S8"),
]
PIG_MOVE = 6  # the index of South's ♠Q in the hand's move list


def pig_deal() -> list[list[int]]:
    """The four hands: South's spades are ♠Q ♠3 ♠4 ♠5 ♠6; the rest dealt by a fixed shuffle."""
    hands = [[parse_card(c) for c in FIXED[s].split()] for s in range(4)]
    used = {c for h in hands for c in h}
    rest = [c for c in range(52) if c not in used]
    kept = {parse_card("DJ"), parse_card("CT")}
    others = [c for c in rest if c // 13 > 1 and c not in kept]
    random.Random(5).shuffle(others)
    # South gets no more spades, no heart, neither the sheep nor the transformer.
    for card in (c for c in rest if c // 13 <= 1 or c in kept):
        hands[min((1, 2, 3), key=lambda s: len(hands[s]))].append(card)
    for card in others:
        hands[min(range(4), key=lambda s: len(hands[s]))].append(card)
    return hands


def pig_match() -> Match:
    """The finished hand, as the first hand of a classic game (seed 7)."""
    rules = PRESETS["classic"]
    match = Match(rules, 7, deal_from(rules, order_for(pig_deal(), 2), 2, True))
    for seat, code in SCRIPT:
        match, _ = match.apply(seat, parse_action(code))
    while not match.hand_over:
        seat = to_act(match.hand)[0]
        decision = choose(view_for(match.hand, seat), "normal", seed=len(match.moves))
        match, _ = match.apply(seat, decision.action)
    return match
