"""Inference: how likely a world makes the plays the other seats were seen to make.

Uniform worlds treat a seat that ducked low under its partner's winning trick as likely to hold
the suit's tens and kings as one that never showed anything. Here the other seats' plays of the
last ``TRICKS`` tricks are judged again in the world, each by the normal player reading what
that seat knew then (its world hand with the cards it has played since, the record as it
stood, the kitty if it buried it): a play the heuristic scores ``gap`` points below its best
counts ``exp(-gap / temperature)``, one it would not consider ``FLOOR``. A world's weight is
the product; the search takes weighted means (Buro, Long, Furtak and Sturtevant's Skat
inference, in the normal player's terms). Four players and one deck only (:func:`weighs`): the
duel's hands change as the stock is drawn (§10); with five the seat judged often did not know
the friend yet (§11), and judged as if it did, the weights fall on a few worlds (17 effective
of 100 at a temperature of 4, against 55 in `classic`); with two decks they fall on a few too
(15 of 100 at 6, `classic` 72) — so those worlds stay uniform. Only recent tricks: the oldest
plays were made with most cards unknown and cost the most to judge again.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..cards import Card, hand_cards, hand_size
from ..rules import ShengjiRules
from ..shapes import decompose
from ..state import HandState
from ..view import ShengjiView
from .knowledge import Plays, lead_shape, make_ctx, seen_from_tricks, sides_of
from .playing import ranked_plays

FLOOR = math.exp(-4.0)  # a play the heuristic would not consider: unlikely, not impossible
TRICKS = 6  # the tricks judged again, the latest (the one in progress counts)


def log_likelihood(view: ShengjiView, world: HandState, temperature: float) -> float:
    """The log of how likely the other seats' recent plays were in ``world`` (see the module)."""
    rules = view.rules
    players = rules.players
    if not weighs(rules) or temperature <= 0:
        return 0.0
    order = view.order
    done: list[Plays] = [t for t, _ in view.tricks]
    if view.trick:
        done.append(view.trick)
    first = max(0, len(done) - TRICKS)
    later: list[list[Card]] = [[] for _ in range(players)]  # cards each seat played from then
    for plays in done[first:]:
        for s, cards in plays:
            later[s].extend(cards)
    held = [hand_cards(h) for h in world.hands]
    sizes = [hand_size(world.hands[s]) + len(later[s]) for s in range(players)]
    seen = seen_from_tricks(rules.decks, players, done[:first], (), order)
    declarer = view.declarer
    sides = [sides_of(players, s, declarer, world.friend) for s in range(players)]
    total = 0.0
    for plays in done[first:]:
        lead = tuple(decompose(plays[0][1], order))
        group = order.group[plays[0][1][0]]
        width, pairs = lead_shape(lead)
        for i, (s, cards) in enumerate(plays):
            if s != view.seat:
                hand = tuple(sorted([*held[s], *later[s]]))
                ctx = make_ctx(
                    rules,
                    order,
                    s,
                    hand,
                    plays[:i],
                    lead if i else (),
                    seen,
                    tuple(sizes),
                    world.kitty if s == declarer else None,
                    rules.kitty_size,
                    sides[s],
                    declarer,
                )
                total += math.log(chance(ranked_plays(ctx), cards, temperature))
            for c in cards:
                later[s].remove(c)
            sizes[s] -= len(cards)
            if i == 0:
                seen.led(cards)
            else:
                seen.followed(s, cards, group, width, pairs, order)
    return total


def weighs(rules: ShengjiRules) -> bool:
    """Whether this table's worlds are weighed (see the module): four players, one deck."""
    return rules.players == 4 and rules.decks == 1


def chance(
    ranked: Sequence[tuple[float, tuple[Card, ...]]], cards: Sequence[Card], temperature: float
) -> float:
    """``exp(-gap / temperature)`` for the play's gap below the heuristic's best; ``FLOOR`` if
    the heuristic did not consider it."""
    want = sorted(cards)
    best = ranked[0][0]
    for score, play in ranked:
        if sorted(play) == want:
            return max(FLOOR, math.exp(-(best - score) / temperature))
    return FLOOR


__all__ = ["FLOOR", "TRICKS", "chance", "log_likelihood", "weighs"]
