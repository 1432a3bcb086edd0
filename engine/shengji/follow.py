"""Following a lead (跟牌, SHENGJI §7, §15.1, §15.6, §15.7): the three duties, in order.

Of all plays of n cards (n the lead's width, G its group), duty 1 keeps those with the most G
cards, duty 2 of those the ones covering the most lead tractor pairs with disjoint G tractors
of a lead tractor's exact length, duty 3 of those the ones with the most G pairs (capped at
the lead's pairs, a tractor of k counting k). A play's scores against the best the hand can
reach decide: equal on all three is legal; the first short duty names the reason.

>>> from engine.shengji.shapes import decompose
>>> o = order_for(0, SPADES)  # two decks, level 2, trump ♠ (§7's table)
>>> lead = decompose(parse_cards("H9 H9 HT HT"), o)
>>> hand = hand_of(parse_cards("HA HA H6 H4 H3 S3"))
>>> follow_reason(hand, lead, parse_cards("HA HA H6 H3"), o) is None
True
>>> follow_reason(hand, lead, parse_cards("HA H6 H4 H3"), o)
'MUST_FOLLOW_PAIR'
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from .cards import POINTS, SPADES, Card, Hand, bits, count_in, hand_cards, hand_of, parse_cards  # noqa: F401
from .order import TRUMPS, Order, order_for  # noqa: F401
from .shapes import (
    Component,
    best_tractor_cover,
    capacity,
    capacity_of_mask,
    covered_places,
    covers,
)

# Reason codes (stable: the table translates them).
MUST_FOLLOW_SUIT = "MUST_FOLLOW_SUIT"  # §7 duty 1
MUST_FOLLOW_TRACTOR = "MUST_FOLLOW_TRACTOR"  # §7 duty 2
MUST_FOLLOW_PAIR = "MUST_FOLLOW_PAIR"  # §7 duty 3


class Duties(NamedTuple):
    """A play's score on each duty, or the best a hand can reach."""

    suit: int
    tractors: int
    pairs: int


class Lead(NamedTuple):
    """What following needs to know of a lead."""

    group: int
    width: int
    lengths: tuple[int, ...]  # its tractors' lengths
    pairs: int  # its pairs, those inside tractors counted (§15.6)

    @staticmethod
    def of(components: list[Component], order: Order) -> Lead:
        group = order.group[components[0].cards[0]]
        width = sum(c.width for c in components)
        lengths = tuple(c.size for c in components if c.size >= 2)
        return Lead(group, width, lengths, sum(c.size for c in components))


def best_duties(hand: Hand, lead: Lead, order: Order) -> Duties:
    """The highest scores any play from ``hand`` reaches, duty by duty (see the module)."""
    mask = order.masks[lead.group]
    suit = min(lead.width, count_in(hand, mask))
    cap = capacity_of_mask(hand[1] & mask, order)
    return Duties(
        suit, best_tractor_cover(cap, lead.lengths), min(lead.pairs, (hand[1] & mask).bit_count())
    )


def play_duties(cards: tuple[Card, ...], lead: Lead, order: Order) -> Duties:
    in_group = tuple(c for c in cards if order.group[c] == lead.group)
    cap = capacity(in_group, order)
    return Duties(len(in_group), best_tractor_cover(cap, lead.lengths), min(lead.pairs, sum(cap)))


def follow_reason(
    hand: Hand, components: list[Component], cards: tuple[Card, ...], order: Order
) -> str | None:
    """Why ``cards`` (held, as many as led) break a duty, or None when they keep all three."""
    lead = Lead.of(components, order)
    best = best_duties(hand, lead, order)
    got = play_duties(cards, lead, order)
    if got.suit < best.suit:
        return MUST_FOLLOW_SUIT  # §7 duty 1: as many cards of the led group as held
    if got.tractors < best.tractors:
        return MUST_FOLLOW_TRACTOR  # §7 duty 2, §15.1: tractors of the led lengths
    if got.pairs < best.pairs:
        return MUST_FOLLOW_PAIR  # §7 duty 3, §15.6: pairs up to the lead's count
    return None


def playable_in_follow(hand: Hand, components: list[Component], order: Order) -> set[Card]:
    """The cards that belong to at least one legal follow (for highlighting)."""
    lead = Lead.of(components, order)
    mask = order.masks[lead.group]
    held = count_in(hand, mask)
    all_cards = set(hand_cards(hand))
    if held < lead.width:
        return all_cards  # every G card must go, any others may fill
    group_cards = {c for c in all_cards if order.group[c] == lead.group}
    best = best_duties(hand, lead, order)
    if lead.width - 2 * best.pairs >= 1 or best.pairs > best.tractors:
        # a free place for any G card, or an extra pair any pair card may be
        if lead.width - 2 * best.pairs >= 1:
            return group_cards
        return set(bits(hand[1] & mask))
    places = covered_places(capacity_of_mask(hand[1] & mask, order), lead.lengths, best.tractors)
    return {c for c in bits(hand[1] & mask) if order.place[c] in places}


def _pairs_at(twice: int, order: Order) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {}
    for c in sorted(bits(twice), key=order.fine_key, reverse=True):
        out.setdefault(order.place[c], []).append(c)
    return out


def follow_plays(
    hand: Hand,
    components: list[Component],
    order: Order,
    rng: random.Random | None = None,
    limit: int = 12,
) -> list[tuple[Card, ...]]:
    """A bounded list of legal follows: built to meet the duties, then filled with the lowest,
    the highest and (with ``rng``) random cards. Never empty for a hand that can follow."""
    return follows(hand, Lead.of(components, order), order, rng, limit)


def follows(
    hand: Hand,
    lead: Lead,
    order: Order,
    rng: random.Random | None = None,
    limit: int = 12,
) -> list[tuple[Card, ...]]:
    """:func:`follow_plays` for a lead already summed up (the candidates' one :meth:`Lead.of`)."""
    mask = order.masks[lead.group]
    once, twice = hand
    group_cards = list(hand_cards((once & mask, twice & mask)))
    fine = order.fine
    low = lambda c: fine[c] + (256 if POINTS[c] else 0)  # point cards last, then by rank
    out: set[tuple[Card, ...]] = set()
    if len(group_cards) <= lead.width:
        others = list(hand_cards((once & ~mask, twice & ~mask)))
        need = lead.width - len(group_cards)
        ranked = sorted(others, key=low)
        fills = [ranked[:need], ranked[len(ranked) - need :]]
        if rng is not None:
            fills.append(_pick(rng, others, need))
        for fill in fills:
            out.add(tuple(sorted(group_cards + list(fill))))
        return sorted(out)[:limit]
    if lead.width == 1:  # a single led, held in its group: the lowest, the highest, one at random
        lowest, highest = _ends(group_cards, low)
        out = {(lowest,), (highest,)}
        if rng is not None:
            out.add(tuple(_pick(rng, group_cards, 1)))
        return sorted(out)[: max(limit, 1)]
    best = best_duties(hand, lead, order)
    pairs_at = _pairs_at(twice & mask, order)
    found = covers(capacity_of_mask(twice & mask, order), lead.lengths, best.tractors, limit)
    if rng is not None:
        rng.shuffle(found)
    for used in found[:limit]:
        taken: list[Card] = []
        counts: dict[int, int] = {}
        for p in used:
            i = counts.get(p, 0)
            counts[p] = i + 1
            taken.append(pairs_at[p][i])
        rest_pairs = [c for c in bits(twice & mask) if c not in taken]
        extra = best.pairs - best.tractors
        ranked_pairs = sorted(rest_pairs, key=low)
        choices = [ranked_pairs[:extra], ranked_pairs[-extra:]]
        if extra == 0:
            choices = [[]]
        if rng is not None and extra:
            choices.append(_pick(rng, rest_pairs, extra))
        for extras in choices:
            chosen = [c for c in taken + list(extras) for _ in range(2)]
            left = list(group_cards)
            for c in chosen:
                left.remove(c)
            need = lead.width - len(chosen)
            ranked = sorted(left, key=low)
            fills = [ranked[:need], ranked[len(ranked) - need :]]
            if rng is not None:
                fills.append(_pick(rng, left, need))
            for fill in fills:
                out.add(tuple(sorted(chosen + list(fill))))
    return sorted(out)[: max(limit, 1)]


def _pick(rng: random.Random, cards: list[Card], k: int) -> list[Card]:
    """``rng.sample(cards, k)``, one card drawn without ``sample``'s set-up: the same draw
    (both take one ``randrange(len(cards))``), at a fraction of the cost in playouts."""
    if k == 1:
        return [cards[rng.randrange(len(cards))]]
    return rng.sample(cards, k)


def _ends(cards: list[Card], key: Callable[[Card], int]) -> tuple[Card, Card]:
    """The first and the last of ``sorted(cards, key=key)`` without sorting (equal keys: the
    earlier lowest, the later highest, as the stable sort has them)."""
    lowest = highest = cards[0]
    low_key = high_key = key(lowest)
    for c in cards[1:]:
        k = key(c)
        if k < low_key:
            lowest, low_key = c, k
        if k >= high_key:
            highest, high_key = c, k
    return lowest, highest


def ruff_play(hand: Hand, components: list[Component], order: Order) -> tuple[Card, ...] | None:
    """A trump play matching the lead's shape (for a void follower who wants to win), or None:
    the highest tractors and pairs it can make, its lowest trumps for the singles."""
    return ruff(hand, Lead.of(components, order), order)


def ruff(hand: Hand, lead: Lead, order: Order) -> tuple[Card, ...] | None:
    """:func:`ruff_play` for a lead already summed up."""
    if lead.group == TRUMPS or count_in(hand, order.masks[lead.group]):
        return None  # trumps led, or the follower holds the led suit
    trumps = [c for c in hand_cards(hand) if order.group[c] == TRUMPS]
    if len(trumps) < lead.width:
        return None
    pairs_at = _pairs_at(hand[1] & order.masks[TRUMPS], order)
    chosen: list[Card] = []
    for length in sorted(lead.lengths, reverse=True):
        run = None
        for top in sorted(pairs_at, reverse=True):
            if all(pairs_at.get(top - i) for i in range(length)):
                run = [pairs_at[top - i].pop(0) for i in range(length)]
                for i in range(length):
                    if not pairs_at[top - i]:
                        del pairs_at[top - i]
                break
        if run is None:
            return None
        chosen += [c for c in run for _ in range(2)]
    for _ in range(lead.pairs - sum(lead.lengths)):  # the lead's pairs outside its tractors
        if not pairs_at:
            return None
        top = max(pairs_at)
        c = pairs_at[top].pop(0)
        if not pairs_at[top]:
            del pairs_at[top]
        chosen += [c, c]
    left = list(trumps)
    for c in chosen:
        left.remove(c)
    left.sort(key=order.fine_key)
    return tuple(sorted(chosen + left[: lead.width - len(chosen)]))
