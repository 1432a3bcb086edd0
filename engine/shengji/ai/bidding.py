"""The heuristic player before the first lead: declaring and overriding (SHENGJI §3, §10),
革命 (§9), burying the kitty (§4) and calling a friend (§11) — from the seat's view alone.

A declaration is judged by the trumps it would give this hand — jokers, level cards, the named
suit, pairs among them — against what an average hand of that size holds, the cards still to
draw counted at their average. It declares when clearly above average, sooner in a first hand
(whoever's declaration stands declares, §3) and at the closing round; it reinforces its own
single; it never overrides its partner. The burial empties short plain suits (voids to trump
in), keeps trumps, points, aces and pairs. The call names an ace it holds once (the other copy
makes the friend), else the big joker or an ace it lacks.
"""

from __future__ import annotations

import itertools
from collections import Counter

from ..cards import BJ, LJ, POINTS, Card
from ..order import TRUMPS, Order, order_for
from ..state import CLOSING, PASS, REVOLT, SHOW, Action, Bury, Call, Declare
from ..view import ShengjiView

SUIT_TRUMPS = 18 / 54  # a suit named: its 13 (its level card among them), 3 level cards, 2 jokers
JOKER_TRUMPS = 6 / 54  # 无主: the jokers and the four level cards
VOID_BONUS = 14.0  # a plain suit buried whole: it can be trumped from the first trick
# A declaration's trump ratio (1: an average hand) must reach NEED, less in a first hand and at
# the closing round, more to override another's.
NEED, FIRST_HAND, CLOSING_ROUND, OVERRIDE = 1.2, 0.1, 0.15, 0.05


def _weight(card: Card, order: Order) -> float:
    """A trump's worth: the jokers and level cards most, then the suit's by rank."""
    if card == BJ:
        return 3.0
    if card == LJ:
        return 2.6
    if order.level is not None and card % 13 == order.level:
        return 2.2 if card // 13 == order.trump else 1.9
    return 1.0 + 0.08 * (card % 13)


def trump_ratio(view: ShengjiView, cards: tuple[Card, ...]) -> float:
    """How strong in trumps this hand would be were ``cards`` declared, 1 an average hand."""
    level = cards[0] % 13 if cards[0] < LJ else view.level
    trump = cards[0] // 13 if cards[0] < LJ else None
    order = order_for(level, trump)
    counts = Counter(view.hand)
    held = 0.0
    for card, n in counts.items():
        if order.group[card] == TRUMPS:
            held += n * _weight(card, order)
            if n == 2:
                held += 1.0  # a trump pair
    share = SUIT_TRUMPS if trump is not None else JOKER_TRUMPS
    final = view.rules.hand_size
    to_draw = max(0, final - len(view.hand)) if view.phase not in (CLOSING, SHOW) else 0
    average_weight = 1.55 if trump is not None else 2.1
    expected = held + to_draw * share * average_weight
    return expected / (final * share * average_weight)


def choose_declaration(view: ShengjiView) -> Action:
    """§3: declare (or override, reinforce, §10 show) when the hand is strong enough."""
    options = view.may_declare
    if not options:
        return PASS
    standing = view.standing
    if standing is not None and standing.seat == view.seat:
        return Declare(options[0])  # §3 加固: reinforcing a standing single keeps it
    if standing is not None and _partner(view, standing.seat):
        return PASS  # never override a partner
    best = max(options, key=lambda cards: (trump_ratio(view, cards), len(cards)))
    ratio = trump_ratio(view, best)
    need = NEED
    if view.declarer is None:
        need -= FIRST_HAND  # a first hand: the declaration makes the declarer
    if view.phase == CLOSING:
        need -= CLOSING_ROUND
    if standing is not None:
        need += OVERRIDE  # overriding: the other side's suit was good enough for them
    if view.phase == SHOW:
        need = _duel_need(view)
    return Declare(best) if ratio >= need else PASS


def _partner(view: ShengjiView, seat: int) -> bool:
    return view.rules.players == 4 and seat % 2 == view.seat % 2


def _duel_need(view: ShengjiView) -> float:
    """§10: in a first hand, showing a 2 makes the other's whole pile D — show when ahead."""
    if view.declarer is not None:
        return 1.0
    mine = sum(POINTS[c] for c in view.piles[view.seat])
    theirs = sum(POINTS[c] for c in view.piles[1 - view.seat])
    return 0.9 if mine >= theirs else 1.5


def choose_revolution(view: ShengjiView) -> Action:
    """§9 革命: a hand without points and weak in trumps and aces has the cards drawn again."""
    order = view.order
    trumps = sum(1 for c in view.hand if order.group[c] == TRUMPS)
    aces = sum(1 for c in view.hand if c < LJ and c % 13 == 12 and order.group[c] != TRUMPS)
    return REVOLT if trumps * 4 < len(view.hand) and aces <= 1 else PASS


def bury_cost(card: Card, order: Order, counts: Counter[Card]) -> float:
    """What burying a card gives away: trumps never, points nearly never, then aces, pairs."""
    if order.group[card] == TRUMPS:
        return 1000.0 + order.place[card]
    if POINTS[card]:
        return 200.0 + POINTS[card] + order.place[card]
    value = float(order.place[card])
    if card % 13 == 12:
        value += 40.0  # an ace (the level card is a trump)
    elif counts[card] == 2:
        value += 25.0  # half of a pair
    return value


def ranked_burials(view: ShengjiView) -> list[tuple[float, tuple[Card, ...]]]:
    """§4: burials by what they give away, cheapest first: for every set of plain suits that
    fits, those suits whole (voids) and the cheapest other cards to fill (distinct burials)."""
    order = view.order
    size = view.rules.kitty_size
    counts = Counter(view.hand)
    cost = {c: bury_cost(c, order, counts) for c in counts}
    suits: dict[int, list[Card]] = {}
    for c in view.hand:
        if order.group[c] != TRUMPS:
            suits.setdefault(order.group[c], []).append(c)
    found: dict[tuple[Card, ...], float] = {}
    groups = sorted(suits)
    for n in range(len(groups) + 1):
        for chosen in itertools.combinations(groups, n):
            whole = [c for g in chosen for c in suits[g]]
            if len(whole) > size:
                continue
            rest = [c for c in view.hand if order.group[c] not in chosen]
            length = Counter(order.group[c] for c in rest)
            rest.sort(key=lambda c: (cost[c] + 0.8 * length[order.group[c]], order.fine[c]))
            cards = tuple(sorted(whole + rest[: size - len(whole)]))
            total = sum(cost[c] for c in cards) - VOID_BONUS * len(chosen)
            found[cards] = min(total, found.get(cards, total))
    return sorted(((t, cards) for cards, t in found.items()), key=lambda x: (x[0], x[1]))


def choose_burial(view: ShengjiView) -> Bury:
    """§4: the cheapest cards to bury, plain suits emptied whole when that pays (voids)."""
    return Bury(ranked_burials(view)[0][1])


def choose_call(view: ShengjiView) -> Call:
    """§11: an ace held once (its twin's holder is the friend, unless buried); else the big
    joker or an ace not held. Never a card held or buried in every copy (a false call)."""
    order = view.order
    decks = view.rules.decks
    held = Counter(view.hand)
    buried = Counter(view.kitty or ())
    best: tuple[float, Card] | None = None
    level = order.level
    top_rank = 11 if level == 12 else 12
    for card in [*(s * 13 + top_rank for s in range(4)), BJ]:
        h, b = held[card], buried[card]
        if h + b >= decks:
            continue
        suit_len = sum(1 for c in view.hand if order.group[c] == order.group[card])
        score = 6.0 if h == 1 and b == 0 else 3.0
        if card == BJ:
            score = 4.5 if h == 0 else score
        elif order.group[card] != TRUMPS:
            score += 0.2 * suit_len
        if best is None or score > best[0]:
            best = (score, card)
    if best is None:
        return Call(BJ, "ccw")
    return Call(best[1], "ccw")
