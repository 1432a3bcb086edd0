"""Worlds: the hidden cards dealt again to fit all a seat has seen (SHENGJI §3–§11).

A world gives every other hand as many cards as it holds, the kitty its size when the seat did
not bury it (§4: its declarer knows it), and the duel's stock its count in a random order (§10).
It respects what was shown: the level cards each seat declared and the parts of a failed throw
it took back are still in its hand unless played since (§3, §6); a seat shown void in a group
gets none of it, one shown without pairs in a group no pair of it (§7). The seat's own hand,
every card played and (for the declarer) the kitty are as they are. :func:`world_state` makes
the engine's state of such a world, so a rollout plays it with the rules' own moves.
"""

from __future__ import annotations

import random
from collections import Counter

from ..cards import Card, Seat, hand_of, points_of
from ..friends import seat_friend
from ..state import HandState
from ..view import ShengjiView
from .knowledge import Ctx

TRIES = 24  # deals tried before a constraint is let go (pairs first, then voids)
KITTY, STOCK, ASIDE = -1, -2, -3  # the holders that are not seats; ASIDE: cards in no hand
# (a position set up for a lesson or a test need not hold the whole deck)


def known_held(view: ShengjiView) -> list[Counter[Card]]:
    """Per seat, the cards it is known to hold still: shown in a declaration (§3) or in a failed
    throw taken back (§6), less every card it has played since (conservative on copies)."""
    players = view.rules.players
    shown: list[Counter[Card]] = [Counter() for _ in range(players)]
    for dec in view.declarations:
        shown[dec.seat] |= Counter(dec.cards)
    for seat, cards in view.shown:
        shown[seat] |= Counter(cards)
    played: list[Counter[Card]] = [Counter() for _ in range(players)]
    for plays in [*(t for t, _ in view.tricks), view.trick]:
        for seat, cards in plays:
            played[seat].update(cards)
    out: list[Counter[Card]] = []
    for seat in range(players):
        if seat == view.seat:
            out.append(Counter())
            continue
        out.append(shown[seat] - played[seat])
    return out


def deal_world(
    view: ShengjiView, ctx: Ctx, rng: random.Random, known: list[Counter[Card]] | None = None
) -> tuple[list[tuple[Card, ...]], tuple[Card, ...], tuple[Card, ...]]:
    """Every hand, the kitty and the duel's stock (drawn in that order) of one world."""
    players = view.rules.players
    known = known_held(view) if known is None else known
    pool: list[Card] = []
    for c in range(54):
        pool.extend([c] * max(0, ctx.unseen[c]))
    holders: list[Seat] = [s for s in range(players) if s != view.seat]
    need = {s: view.hand_sizes[s] for s in holders}
    if ctx.hidden_kitty:
        holders.append(KITTY)
        need[KITTY] = ctx.hidden_kitty
    if ctx.stock:
        holders.append(STOCK)
        need[STOCK] = ctx.stock
    excess = len(pool) - sum(need.values())
    if excess > 0:
        holders.append(ASIDE)
        need[ASIDE] = excess
    fixed: dict[Seat, list[Card]] = {h: [] for h in holders}
    left = Counter(pool)
    for s in range(players):
        for c, n in known[s].items():
            take = min(n, left[c], need.get(s, 0) - len(fixed.get(s, [])))
            if take > 0:
                fixed[s].extend([c] * take)
                left[c] -= take
    rest = list(left.elements())
    for strict in (2, 1, 0):
        for _ in range(TRIES if strict else 1):
            got = _assign(ctx, rest, holders, need, fixed, rng, strict)
            if got is not None:
                hands: list[tuple[Card, ...]] = [()] * players
                hands[view.seat] = view.hand
                for s in range(players):
                    if s != view.seat:
                        hands[s] = tuple(sorted(got[s]))
                kitty = tuple(sorted(got[KITTY])) if KITTY in got else (view.kitty or ())
                stock = tuple(got[STOCK]) if STOCK in got else ()
                return hands, kitty, stock
    raise RuntimeError("no world fits the view")  # cannot happen: strict 0 always fits


def _assign(
    ctx: Ctx,
    cards: list[Card],
    holders: list[Seat],
    need: dict[Seat, int],
    fixed: dict[Seat, list[Card]],
    rng: random.Random,
    strict: int,
) -> dict[Seat, list[Card]] | None:
    """One random deal of ``cards``: ``strict`` 2 keeps voids and missing pairs, 1 voids only."""
    order = ctx.order
    seen = ctx.seen
    got = {h: list(fixed[h]) for h in holders}
    room = {h: need[h] - len(got[h]) for h in holders}
    if any(r < 0 for r in room.values()):
        return None
    held = {h: Counter(got[h]) for h in holders}

    def may(h: Seat, c: Card) -> bool:
        if room[h] <= 0:
            return False
        if h < 0 or strict == 0:
            return True
        bit = 1 << order.group[c]
        if seen.void[h] & bit:
            return False
        return not (strict == 2 and seen.nopair[h] & bit and held[h][c])

    shuffled = cards[:]
    rng.shuffle(shuffled)
    # the most constrained cards first: those fewest holders may take
    shuffled.sort(key=lambda c: sum(1 for h in holders if may(h, c)))
    for c in shuffled:
        options = [h for h in holders if may(h, c)]
        if not options:
            return None
        weights = [room[h] for h in options]
        h = rng.choices(options, weights)[0]
        got[h].append(c)
        held[h][c] += 1
        room[h] -= 1
    if strict == 2:
        for h in holders:  # a pair dealt whole to a seat shown without pairs: not this world
            if h >= 0 and any(
                n >= 2 and seen.nopair[h] >> order.group[c] & 1 for c, n in held[h].items()
            ):
                return None
    return got


def world_state(
    view: ShengjiView,
    hands: list[tuple[Card, ...]],
    kitty: tuple[Card, ...],
    stock: tuple[Card, ...],
) -> HandState:
    """The engine's state of a world: the view's public hand with these hidden cards."""
    rules = view.rules
    players = rules.players
    st = HandState.__new__(HandState)
    st.rules = rules
    st.deal_number = 0
    st.attempt = 0
    st.first_receiver = view.leader
    st.first_hand = view.declarer is None
    st.levels = view.levels
    st.declarer = view.declarer
    st.previous_declarer = None
    st.restricted = False
    st.phase = view.phase
    st.drawn = view.cards_drawn
    st.stock = (0,) * view.cards_drawn + stock if players == 2 else ()
    st.receiver = view.leader
    st.declaration = view.standing
    st.declarations = view.declarations
    st.chances = ()
    st.passes = 0
    st.level = view.level
    st.trump = view.trump
    st.kitty = kitty
    st.buried = rules.kitty_size > 0  # §10: the duel has no kitty
    st.leader = view.leader
    st.turn = view.to_act if view.to_act is not None else -1
    st.trick = view.trick
    st.lead = view.lead
    st.tricks = view.tricks
    st.shown = view.shown
    st.penalty = view.penalty
    st.result = None
    st.revolution_by = None
    st.called = view.called
    st.hands = [hand_of(h) for h in hands]
    piles: list[tuple[Card, ...]] = [()] * players
    for plays, winner in view.tricks:
        piles[winner] = piles[winner] + tuple(
            c for _, cards in plays for c in cards if points_of((c,))
        )
    st.piles = piles
    st.friend = view.friend
    st.friend_known = view.friend is not None
    seat_rule = rules.friend_rule == "seat"
    if players == 5 and view.called is not None and view.friend is None and seat_rule:
        at_call = [list(h) for h in hands]  # §11: the first holder at the call, in this world
        for plays in [*(t for t, _ in view.tricks), view.trick]:
            for s, cards in plays:
                at_call[s].extend(cards)
        assert view.declarer is not None
        masks = [hand_of(h) for h in at_call]
        st.friend = seat_friend(masks, view.declarer, view.called.card, view.called.direction)
    return st


def sample(view: ShengjiView, ctx: Ctx, rng: random.Random) -> HandState:
    """A random world consistent with the view, as the engine's state."""
    hands, kitty, stock = deal_world(view, ctx, rng)
    return world_state(view, hands, kitty, stock)
