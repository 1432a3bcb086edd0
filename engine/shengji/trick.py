"""A trick (圈): whether a throw stands (SHENGJI §6) and who wins (§7 "Who wins", §15.3–15.5, 15.8).

>>> o = order_for(0, HEARTS)  # one deck, level 2, trump ♥ (§6's example)
>>> others = [hand_of(parse_cards("S9 S8")), hand_of(parse_cards("S3 SQ"))]
>>> beaten = beatable(decompose(parse_cards("SK SJ ST"), o), others, o)
>>> [format_cards(c.cards) for c in beaten], format_cards(forced_component(beaten).cards)
(['SJ', 'ST'], 'ST')
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import HEARTS, Card, Hand, Seat, format_cards, hand_of, parse_cards  # noqa: F401
from .order import TRUMPS, Order, order_for  # noqa: F401
from .shapes import (
    Component,
    capacity_of_mask,
    decompose,
    longest_run_top,
    shape_value,
)

UNBEATABLE = 1 << 20  # the value of a lead nobody in its group can beat (a throw that stood)


def _max_place(mask: int, order: Order) -> int:
    best = -1
    place = order.place
    while mask:
        low = mask & -mask
        p = place[low.bit_length() - 1]
        best = max(best, p)
        mask ^= low
    return best


def beatable(components: list[Component], others: Sequence[Hand], order: Order) -> list[Component]:
    """§6: the components some other hand beats in their group with one of the same kind — a
    higher card, a higher pair, a tractor of that length with a higher top (cut from a longer
    one too, §15.2). Equal does not beat; the caller leaves out the kitty (§15.5)."""
    if not components:
        return []
    group_mask = order.masks[order.group[components[0].cards[0]]]
    found = []
    tops = []
    for once, twice in others:
        tops.append(
            (
                _max_place(once & group_mask, order),
                _max_place(twice & group_mask, order),
                capacity_of_mask(twice & group_mask, order),
            )
        )
    for comp in components:
        for single_top, pair_top, cap in tops:
            if comp.size == 0:
                beaten = single_top > comp.top
            elif comp.size == 1:
                beaten = pair_top > comp.top
            else:
                beaten = longest_run_top(cap, comp.size) > comp.top
            if beaten:
                found.append(comp)
                break
    return found


def forced_component(beaten: list[Component]) -> Component:
    """§6: of the components that could be beaten, the smallest kind (single, pair, tractors
    shortest first), within it the lowest (equal places: ♦ lowest, §15.8)."""
    return min(beaten, key=lambda c: (c.size, c.keys))


def lead_value(lead: list[Component]) -> int:
    """What a follow in the lead's group must exceed: the lead's top, or nothing for a throw
    (§7: a throw that stood cannot be beaten in its group)."""
    return lead[0].top if len(lead) == 1 else UNBEATABLE


def trick_winner(
    plays: Sequence[tuple[Seat, tuple[Card, ...]]],
    order: Order,
    lead: list[Component] | None = None,
) -> int:
    """§7: the index in ``plays`` of the winning play (the lead first); ``lead``: the first
    play's components when already known (the hand's own trick), else decomposed here.

    A play can win only if it matches the lead and is all of its group G, or — G plain and the
    player holding none of it (he played no G card) — all trumps. A matching G play must be
    higher than the best G play so far; a matching trump play beats every G play, and trump
    plays compare by their best component of the lead's highest kind. Equal: the earlier stands.
    """
    lead_cards = plays[0][1]
    group = order.group[lead_cards[0]]
    if lead is None:
        lead = decompose(lead_cards, order)
    best, value, ruffed = 0, lead_value(lead), False
    for i in range(1, len(plays)):
        cards = plays[i][1]
        groups = {order.group[c] for c in cards}
        if len(groups) != 1:
            continue  # §7: a mixed play never wins
        (played,) = groups
        if played == group:
            if ruffed or len(lead) > 1:
                continue  # §7: a G play cannot beat trumps, nor a throw that stood
            v = shape_value(cards, lead, order)
            if v is not None and v > value:
                best, value = i, v
        elif played == TRUMPS:
            v = shape_value(cards, lead, order)
            if v is None:
                continue  # §15.7: a trump play that does not match cannot win
            if not ruffed or v > value:
                best, value, ruffed = i, v, True
    return best
