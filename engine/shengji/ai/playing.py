"""The heuristic player's leads and follows (SHENGJI §6, §7): every option scored by what it
is likely to win or lose, from the seat's knowledge alone (:mod:`.knowledge`, :mod:`.odds`).

A play's score, in points: the trick's points times the chance its side takes them (what a
point is worth to this seat depends on who wins it: §8 only the defenders' count), the points
it puts in against what they are worth kept in hand, a little for keeping the lead, less what
its cards could still win later (a trump, a card nobody can beat, a pair kept whole). Leads add
what a seasoned player knows: strong aces, pairs and tractors first; throws only when the seat's
own view proves every part stands (§6: no other hand can hold a higher one); drawing trumps
when the declaring side is long in them; a short suit emptied to trump it later.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..cards import POINTS, Card, Seat, bits
from ..follow import follow_plays, ruff_play
from ..moves import lead_candidates
from ..order import TRUMPS
from ..shapes import PLACES, Component, decompose, shape_value
from ..trick import trick_winner
from .knowledge import Ctx, Plays, group_count, points
from .odds import Odds

LEAD_KEPT = 3.0  # points: winning a trick keeps the lead
KEEP = 0.4  # a point card kept in hand: worth this share of its points to its side
PAIR_KEPT = 2.5  # a pair broken for one card
THROW_PART = 2.0  # each part of a throw after the first: tricks won before a void shows
GIVES, KEEPS = 1.6, 0.3  # a later seat's points put in, per card, when its side wins / loses
LEAD_COST = 0.6  # leading: the share of its cards' later worth counted as spent
TRUMP_POWER, MASTER_POWER = 3.0, 4.5  # a trump's later worth (and more by height); a top card
REALIZED = 0.0  # the share of a card's later worth it realizes by taking the trick now


def kind_of(lead: Sequence[Component]) -> int:
    """The lead's deciding kind (§15.4): its longest tractor's pairs, else 1 (pair), else 0."""
    return max(c.size for c in lead)


def winning(plays: Plays, lead: Sequence[Component], ctx: Ctx) -> tuple[Seat, bool, int]:
    """Who wins ``plays`` so far, whether by trumping a plain lead, and the value to beat
    (past the group's places: a throw, which nothing of its group can beat, §7)."""
    order = ctx.order
    idx = trick_winner(plays, order)
    seat, cards = plays[idx]
    if idx == 0:
        return seat, False, lead[0].top if len(lead) == 1 else PLACES
    group = order.group[plays[0][1][0]]
    ruffed = group != TRUMPS and order.group[cards[0]] == TRUMPS
    value = shape_value(cards, list(lead), order)
    return seat, ruffed, PLACES if value is None else value


def power(ctx: Ctx, odds: Odds, card: Card) -> float:
    """What a card may still win later: trumps by their height, a card nobody can beat."""
    order = ctx.order
    group = order.group[card]
    place = order.place[card]
    if group == TRUMPS:
        return TRUMP_POWER + 5.0 * place / max(1, order.place[53])
    if odds.above[group][place] == 0:
        return MASTER_POWER
    return 1.5 * place / 12.0


def cost(ctx: Ctx, odds: Odds, cards: Sequence[Card]) -> float:
    """The cards' later worth, and a pair broken for one of its cards."""
    total = 0.0
    twice = ctx.hand[1]
    used: dict[Card, int] = {}
    for c in cards:
        total += power(ctx, odds, c)
        used[c] = used.get(c, 0) + 1
    if ctx.rules.decks == 2:
        for c, n in used.items():
            if n == 1 and twice >> c & 1:
                total += PAIR_KEPT
    return total


def _values(ctx: Ctx) -> tuple[float, float, float]:
    """(a point taken by my side, by the other side, kept in my hand) to this seat."""
    mine = ctx.value[ctx.seat]
    them = min((v for s, v in enumerate(ctx.value) if not ctx.ally[s]), default=0.0)
    return mine, them, KEEP * (mine + them)


def _later(ctx: Ctx, played: int) -> list[Seat]:
    """The seats still to play after this one, in order."""
    return [(ctx.seat + i) % ctx.players for i in range(1, ctx.players - played)]


def _ours(
    ctx: Ctx,
    odds: Odds,
    winner: Seat,
    group: int,
    kind: int,
    ruffed: bool,
    top: int,
    later: list[Seat],
) -> float:
    """The chance my side ends up with the trick, the later seats playing in turn."""
    p = 1.0 if ctx.ally[winner] else 0.0
    for s in later:
        take = odds.takes(s, group, kind, ruffed, top)
        if ctx.ally[s]:
            p += (1.0 - p) * take * 0.5
        else:
            p *= 1.0 - take
    return p


def _stake(
    ctx: Ctx, odds: Odds, width: int, later: list[Seat], p: float, mine: float, them: float
) -> float:
    """What the later seats' points are likely worth to this seat: a seat whose side takes the
    trick puts its points in, the other side keeps them back; and on the last trick the
    kitty's, multiplied (§8)."""
    per_card = odds.per_card * width
    gives, keeps = GIVES * per_card, KEEPS * per_card
    value = 0.0
    for s in later:
        if ctx.ally[s]:
            value += p * gives * mine + (1.0 - p) * keeps * them
        else:
            value += p * keeps * mine + (1.0 - p) * gives * them
    if ctx.left == width and ctx.rules.kitty_size:
        kitty = points(ctx.kitty) if ctx.kitty is not None else odds.per_card * ctx.hidden_kitty
        mult = 2 if ctx.rules.kitty_multiplier == "double" else 2 * width
        value += kitty * mult * (p * mine + (1.0 - p) * them)
    return value


def _spent(ctx: Ctx, odds: Odds, play: tuple[Card, ...], winner: Seat, p: float) -> float:
    """The cards' later worth given up: a card that takes the trick has done its work (what
    it could win later it wins now), one that does not is spent for nothing."""
    spent = cost(ctx, odds, play)
    return spent * (1.0 - REALIZED * p) if winner == ctx.seat else spent


# ---- following ------------------------------------------------------------------------------


def follow_options(ctx: Ctx) -> list[tuple[Card, ...]]:
    """Legal follows worth considering: on a single or a pair every card or pair one might
    choose; on more, the engine's (duties met low and high, a trump play of the lead's shape)."""
    order = ctx.order
    lead = list(ctx.lead)
    hand = ctx.hand
    group = order.group[lead[0].cards[0]]
    mine = [c for c in bits(hand[0]) if order.group[c] == group]
    width = sum(c.width for c in lead)
    out: set[tuple[Card, ...]] = set()
    if width == 1:
        return [(c,) for c in mine] if mine else [(c,) for c in _discards(ctx)]
    if width == 2 and lead[0].size == 1:
        pairs = [c for c in mine if hand[1] >> c & 1]
        if pairs:
            return [(c, c) for c in pairs]  # §7 duty 3: a pair while one is held
        if len(mine) >= 2:
            few = _few(ctx, mine)
            return sorted({(a, b) for i, a in enumerate(few) for b in few[i + 1 :]})
        if len(mine) == 1:
            others = [c for c in _discards(ctx) if c != mine[0]]
            return sorted({(min(mine[0], b), max(mine[0], b)) for b in others})
        out.update((c, c) for c in bits(hand[1]))
        few = _discards(ctx)
        out.update((a, b) for i, a in enumerate(few) for b in few[i + 1 :])
        if out:
            return sorted(out)
    out.update(follow_plays(hand, lead, order, random.Random(len(ctx.cards)), 12))
    ruff = ruff_play(hand, lead, order)
    if ruff is not None:
        out.add(ruff)
    held = [c for c in ctx.cards if order.group[c] == group]
    if len(held) < width:  # §7: every card of the group goes, the rest is free
        need = width - len(held)
        others = sorted((c for c in ctx.cards if order.group[c] != group), key=ctx_discard(ctx))
        rich = sorted(others, key=lambda c: -POINTS[c])
        out.add(tuple(sorted(held + others[:need])))  # the cheapest cards
        out.add(tuple(sorted(held + rich[:need])))  # the most points (a partner's trick)
    return sorted(out)


def ctx_discard(ctx: Ctx) -> Callable[[Card], tuple[bool, bool, int]]:
    """The order to throw cards away off the led group: plain before trumps, no points
    before points, low before high (the engine's fills compare places across groups)."""
    order = ctx.order

    def key(c: Card) -> tuple[bool, bool, int]:
        return order.group[c] == TRUMPS, POINTS[c] > 0, order.place[c]

    return key


def _discards(ctx: Ctx) -> list[Card]:
    """Cards worth playing off the led group: per group its lowest two, its point cards, and
    of the trumps the highest two too (to win with)."""
    order = ctx.order
    by_group: list[list[Card]] = [[] for _ in range(5)]
    for c in bits(ctx.hand[0]):
        by_group[order.group[c]].append(c)
    chosen: set[Card] = set()
    fine = order.fine
    for g, cards in enumerate(by_group):
        cards.sort(key=fine.__getitem__)
        chosen.update(cards[:2])
        chosen.update(c for c in cards if POINTS[c])
        if g == TRUMPS:
            chosen.update(cards[-2:])
    return sorted(chosen)


def _few(ctx: Ctx, cards: list[Card]) -> list[Card]:
    """A handful of distinct cards to combine: the lowest, the highest and the point cards."""
    fine = ctx.order.fine
    ranked = sorted(set(cards), key=fine.__getitem__)
    chosen = ranked[:3] + ranked[-2:] + [c for c in ranked if points((c,))][-2:]
    return sorted(set(chosen))


def score_follow(
    ctx: Ctx, odds: Odds, play: tuple[Card, ...], values: tuple[float, float, float]
) -> float:
    lead = ctx.lead
    plays = ctx.trick + ((ctx.seat, play),)
    group = ctx.order.group[lead[0].cards[0]]
    winner, ruffed, top = winning(plays, lead, ctx)
    later = _later(ctx, len(ctx.trick))
    p = _ours(ctx, odds, winner, group, kind_of(lead), ruffed, top, later)
    mine, them, keep = values
    per_point = p * mine + (1.0 - p) * them
    on_table = sum(points(cards) for _, cards in ctx.trick)
    put = points(play)
    return (
        on_table * per_point
        + _stake(ctx, odds, len(play), later, p, mine, them)
        + put * (per_point - keep)
        + LEAD_KEPT * p
        - _spent(ctx, odds, play, winner, p)
        + _void_made(ctx, play)
    )


def _void_made(ctx: Ctx, play: tuple[Card, ...]) -> float:
    """A plain suit emptied while trumps are held: it may be trumped later."""
    order = ctx.order
    hand = ctx.hand
    trumps = group_count(hand, order.masks[TRUMPS]) - sum(
        1 for c in play if order.group[c] == TRUMPS
    )
    if trumps <= 0:
        return 0.0
    bonus = 0.0
    for g in {order.group[c] for c in play}:
        if g != TRUMPS and group_count(hand, order.masks[g]) == sum(
            1 for c in play if order.group[c] == g
        ):
            bonus += 1.0
    return bonus


# ---- leading --------------------------------------------------------------------------------


def stands(ctx: Ctx, odds: Odds, comp: Component, group: int) -> bool:
    """§6 from this seat's view: no other hand can hold a higher single, pair or tractor of the
    group — every unseen copy that would beat it is proven elsewhere (a void shown)."""
    seen = ctx.seen
    others = [s for s in range(ctx.players) if s != ctx.seat]
    bit = 1 << group
    if comp.size == 0:
        if odds.above[group][comp.top] == 0:
            return True
        return all(seen.void[s] & bit for s in others)
    possible = [s for s in others if not seen.nopair[s] & bit]
    if not possible:
        return True
    row = odds.pairs[group]
    if comp.size == 1:
        return not any(row[p] for p in range(comp.top + 1, PLACES))
    length = 0
    for p in range(PLACES):
        length = length + 1 if row[p] else 0
        if length >= comp.size and p > comp.top:
            return False
    return True


def safe_throws(ctx: Ctx, odds: Odds) -> list[tuple[Card, ...]]:
    """Per group, every part this seat's view proves stands, thrown together (two or more)."""
    order = ctx.order
    out = []
    for group in range(5):
        mine = [c for c in ctx.cards if order.group[c] == group]
        if len(mine) < 2:
            continue
        parts = [c for c in decompose(mine, order) if stands(ctx, odds, c, group)]
        if len(parts) >= 2:
            out.append(tuple(sorted(c for part in parts for c in part.cards)))
    return out


def lead_options(ctx: Ctx, odds: Odds) -> list[tuple[Card, ...]]:
    """Per group its highest two singles, its lowest two and its point cards; every pair and
    tractor (the engine's, no throw); and the safe throws."""
    order = ctx.order
    once, twice = ctx.hand
    out: set[tuple[Card, ...]] = {(c, c) for c in bits(twice)}
    by_group: list[list[Card]] = [[] for _ in range(5)]
    for c in bits(once):
        by_group[order.group[c]].append(c)
    fine = order.fine
    for cards in by_group:
        cards.sort(key=fine.__getitem__)
        out.update((c,) for c in cards[:2] + cards[-2:])
        out.update((c,) for c in cards if POINTS[c])
    if (twice & (twice - 1)) != 0:  # two pairs or more: tractors may be there
        for p in lead_candidates(ctx.hand, order):
            if len(p) >= 4 and len(decompose(p, order)) == 1:
                out.add(p)
    out.update(safe_throws(ctx, odds))
    return sorted(out)


def score_lead(
    ctx: Ctx, odds: Odds, play: tuple[Card, ...], values: tuple[float, float, float]
) -> float:
    order = ctx.order
    group = order.group[play[0]]
    if len(play) == 1 or (len(play) == 2 and play[0] == play[1]):
        parts, kind, top = 1, len(play) - 1, order.place[play[0]]  # a single or a pair
    else:
        comps = decompose(play, order)
        parts, kind = len(comps), kind_of(comps)
        top = comps[0].top if parts == 1 else PLACES
    later = _later(ctx, 0)
    p = _ours(ctx, odds, ctx.seat, group, kind, False, top, later)
    mine, them, keep = values
    per_point = p * mine + (1.0 - p) * them
    width = len(play)
    put = points(play)
    score = (
        _stake(ctx, odds, width, later, p, mine, them)
        + put * (per_point - keep)
        + LEAD_KEPT * p
        - (LEAD_COST * cost(ctx, odds, play) if LEAD_COST else _spent(ctx, odds, play, ctx.seat, p))
        + THROW_PART * p * (parts - 1)
    )
    if group == TRUMPS:
        score += _trump_lead(ctx, odds, width)
    else:
        score += 0.5 * _void_made(ctx, play)
    return score


def _trump_lead(ctx: Ctx, odds: Odds, width: int) -> float:
    """§5: the declaring side long in trumps draws them (its plain winners then stand); short
    in them, or against seats with none left, a trump led is a trump wasted."""
    order = ctx.order
    held = group_count(ctx.hand, order.masks[TRUMPS])
    left = odds.count[TRUMPS]
    opponents = [s for s in range(ctx.players) if not ctx.ally[s]]
    if not left or all(odds.void(s, TRUMPS) > 0.95 for s in opponents):
        return -4.0
    share = held / max(1, ctx.left)
    if ctx.declaring and held * 2 >= left and share >= 0.4:
        return 4.0 * width
    return -2.0 * width if share < 0.5 else 0.0


# ---- the choice -----------------------------------------------------------------------------


def ranked_plays(ctx: Ctx) -> list[tuple[float, tuple[Card, ...]]]:
    """Every option considered, best first, with its score (a follow with one option: 0)."""
    if ctx.trick:
        options = follow_options(ctx)
        if len(options) == 1:
            return [(0.0, options[0])]  # forced: nothing to weigh
    odds = Odds(ctx)
    values = _values(ctx)
    if not ctx.trick:
        scored = [(score_lead(ctx, odds, p, values), p) for p in lead_options(ctx, odds)]
    else:
        scored = [(score_follow(ctx, odds, p, values), p) for p in options]
    scored.sort(key=lambda t: (-t[0], t[1]))
    return scored


def best_play(ctx: Ctx, noise: float = 0.0, rng: random.Random | None = None) -> tuple[Card, ...]:
    """The heuristic's play; with ``noise`` (points) a random spread on each score."""
    ranked = ranked_plays(ctx)
    if noise and rng is not None and len(ranked) > 1:
        ranked = sorted(ranked, key=lambda t: -(t[0] + rng.gauss(0.0, noise)))
    return ranked[0][1]


__all__ = ["best_play", "follow_options", "lead_options", "ranked_plays", "stands"]
