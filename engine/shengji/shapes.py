"""Shapes (SHENGJI §5, §6): pairs, tractors, a throw's components, and tractors fitted into pairs.

The pairs of a holding are counted per place as a *capacity* list (``cap[p]`` = how many
different pair cards sit at place ``p``: more than one only among the 副主). A tractor of
length k is k consecutive places each with capacity; several tractors are disjoint when no
place is used more often than its capacity. Every duty and every comparison of shapes below
is a question about fitting tractors into such a list.

>>> o = order_for(5, CLUBS)  # level 7, trump ♣
>>> [shape_name(c) for c in decompose(parse_cards("CA CA H7 H7 CQ CQ C9"), o)]
['tractor 2', 'pair', 'single']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple

from .cards import CLUBS, Card, add_cards, parse_cards  # noqa: F401  (doctests)
from .order import TRUMPS, Order, order_for  # noqa: F401

PLACES = 16  # the most places a group has (trumps with a suit: 12 + 副主 + 正主 + LJ + BJ)
SINGLE, PAIR, TRACTOR, THROW = "single", "pair", "tractor", "throw"


class Component(NamedTuple):
    """One part of a play: a single (size 0), a pair (1) or a tractor of ``size`` pairs."""

    size: int
    top: int  # the place of its highest card
    keys: tuple[int, ...]  # fine keys, top down: the tie-break between equal tops (§15.8)
    cards: tuple[Card, ...]

    @property
    def width(self) -> int:
        """Its number of cards."""
        return 1 if self.size == 0 else 2 * self.size


def shape_name(c: Component) -> str:
    return SINGLE if c.size == 0 else PAIR if c.size == 1 else f"{TRACTOR} {c.size}"


def group_of_play(cards: Iterable[Card], order: Order) -> int | None:
    """The one suit group of ``cards``, or None when they mix groups (§6: a lead is one group)."""
    groups = {order.group[c] for c in cards}
    return groups.pop() if len(groups) == 1 else None


def _best_run(by_place: dict[int, list[Card]]) -> list[int] | None:
    """The places of the longest run of pairs (highest among equal lengths), top down."""
    best: list[int] | None = None
    run: list[int] = []
    for p in sorted(by_place):
        run = run + [p] if run and run[-1] == p - 1 else [p]
        if len(run) >= 2 and (best is None or len(run) >= len(best)):
            best = run  # later runs are higher: ">=" keeps the highest of a length
    return None if best is None else best[::-1]


def masks_of(cards: Iterable[Card]) -> tuple[int, int]:
    """The ``(once, twice)`` masks of a play (the hot path's multiset, no Counter)."""
    return add_cards((0, 0), cards)


def highest_first(mask: int, fine: tuple[int, ...]) -> list[Card]:
    """The cards of a mask by ``fine`` from the highest (equal keys: lower card first)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    out.sort(key=fine.__getitem__, reverse=True)
    return out


def decompose(cards: Iterable[Card], order: Order) -> list[Component]:
    """§6: the components of cards of one group — the longest tractor again and again
    (highest among equal lengths, equal places by suit ♠ ♥ ♣ ♦), then the pairs, then singles."""
    once, twice = masks_of(cards)
    return decompose_masks(once, twice, order)


def decompose_masks(once: int, twice: int, order: Order) -> list[Component]:
    """:func:`decompose` of the cards held as ``(once, twice)`` (a hand's group, unlisted)."""
    fine = order.fine
    place = order.place
    out: list[Component] = []
    if twice:
        by_place: dict[int, list[Card]] = {}
        for c in highest_first(twice, fine):
            by_place.setdefault(place[c], []).append(c)
        while (run := _best_run(by_place)) is not None:
            chosen = []
            for p in run:
                chosen.append(by_place[p].pop(0))
                if not by_place[p]:
                    del by_place[p]
            keys = tuple(fine[c] for c in chosen)
            out.append(Component(len(run), run[0], keys, tuple(sorted(chosen * 2))))
        pairs = sorted(
            (c for cs in by_place.values() for c in cs), key=fine.__getitem__, reverse=True
        )
        out += [Component(1, place[c], (fine[c],), (c, c)) for c in pairs]
    for c in highest_first(once & ~twice, fine):
        out.append(Component(0, place[c], (fine[c],), (c,)))
    return out


def lead_kind(components: list[Component]) -> str:
    """§6: a single, a pair, a tractor, or (more than one component) a throw."""
    if len(components) > 1:
        return THROW
    size = components[0].size
    return SINGLE if size == 0 else PAIR if size == 1 else TRACTOR


# ---- capacities: pairs per place ------------------------------------------------------------


def capacity(cards: Iterable[Card], order: Order) -> list[int]:
    """Pair cards per place among ``cards`` (a card held twice is one pair)."""
    return capacity_of_mask(masks_of(cards)[1], order)


def capacity_of_mask(twice: int, order: Order) -> list[int]:
    """The same from the ``twice`` mask of a hand restricted to one group."""
    cap = [0] * PLACES
    place = order.place
    while twice:
        low = twice & -twice
        cap[place[low.bit_length() - 1]] += 1
        twice ^= low
    return cap


def longest_run_top(cap: list[int], length: int) -> int:
    """The highest top place of a run of ``length`` pairs (cut from a longer run too), or -1."""
    best = -1
    run = 0
    for p in range(PLACES):
        run = run + 1 if cap[p] else 0
        if run >= length:
            best = p
    return best


def _starts(cap: list[int], length: int) -> Iterator[int]:
    for s in range(PLACES - length + 1):
        if all(cap[s + i] for i in range(length)):
            yield s


def _take(cap: list[int], start: int, length: int, delta: int) -> None:
    for i in range(length):
        cap[start + i] += delta


def best_tractor_cover(cap: list[int], lengths: tuple[int, ...]) -> int:
    """§7 duty 2: the most lead tractor pairs covered by disjoint tractors of ``cap``, each of
    exactly the length of a different lead tractor (§15.1; a longer run may be cut)."""
    if not lengths:
        return 0
    cap = cap[:]
    ordered = tuple(sorted(lengths, reverse=True))
    total = sum(ordered)
    best = 0

    def search(i: int, got: int, left: int) -> None:
        nonlocal best
        best = max(best, got)
        if i == len(ordered) or got + left <= best or best == total:
            return
        length = ordered[i]
        for s in list(_starts(cap, length)):
            _take(cap, s, length, -1)
            search(i + 1, got + length, left - length)
            _take(cap, s, length, 1)
        search(i + 1, got, left - length)

    search(0, 0, total)
    return best


def covered_places(cap: list[int], lengths: tuple[int, ...], goal: int) -> set[int]:
    """The places some tractor cover of ``goal`` pairs uses (which pairs duty 2 can put in)."""
    cap = cap[:]
    ordered = tuple(sorted(lengths, reverse=True))
    found: set[int] = set()
    used: list[tuple[int, int]] = []

    def search(i: int, got: int) -> None:
        if got == goal:
            for s, n in used:
                found.update(range(s, s + n))
            return
        if i == len(ordered):
            return
        length = ordered[i]
        for s in list(_starts(cap, length)):
            _take(cap, s, length, -1)
            used.append((s, length))
            search(i + 1, got + length)
            used.pop()
            _take(cap, s, length, 1)
        search(i + 1, got)

    search(0, 0)
    return found


def shape_value(cards: tuple[Card, ...], lead: list[Component], order: Order) -> int | None:
    """§7 "matches", §15.3–15.4: whether ``cards`` (as many as the lead's) split into the lead's
    tractors and pairs (tractors may be cut, a tractor's pairs may stand for pairs); then the
    place of its best component of the lead's highest kind over all such splits. None: no match.
    """
    lengths = tuple(sorted((c.size for c in lead if c.size >= 2), reverse=True))
    pairs_needed = sum(1 for c in lead if c.size == 1)
    if not lengths and not pairs_needed:
        return max(order.place[c] for c in cards)  # singles: the highest card decides
    cap = capacity(cards, order)
    if not lengths:
        if sum(cap) < pairs_needed:
            return None
        return max(p for p in range(PLACES) if cap[p])
    longest = lengths[0]
    best: int | None = None

    def search(i: int, top: int) -> None:
        nonlocal best
        if i == len(lengths):
            if sum(cap) >= pairs_needed and (best is None or top > best):
                best = top
            return
        length = lengths[i]
        for s in list(_starts(cap, length)):
            _take(cap, s, length, -1)
            search(i + 1, max(top, s + length - 1) if length == longest else top)
            _take(cap, s, length, 1)

    search(0, -1)
    return best


def covers(cap: list[int], lengths: tuple[int, ...], goal: int, limit: int = 16) -> list[list[int]]:
    """Up to ``limit`` ways to fit ``goal`` lead tractor pairs into ``cap``: each a list of the
    places used (a place twice when two of its pair cards are used)."""
    cap = cap[:]
    ordered = tuple(sorted(lengths, reverse=True))
    out: list[list[int]] = []
    used: list[int] = []

    def search(i: int, got: int) -> None:
        if len(out) >= limit:
            return
        if got == goal:
            out.append(sorted(used))
            return
        if i == len(ordered):
            return
        length = ordered[i]
        for s in list(_starts(cap, length)):
            _take(cap, s, length, -1)
            used.extend(range(s, s + length))
            search(i + 1, got + length)
            del used[-length:]
            _take(cap, s, length, 1)
        search(i + 1, got)

    search(0, 0)
    return out
