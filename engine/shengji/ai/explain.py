"""Why a play is good, from what the seat can see (SHENGJI §5–§8): for the hint's words.

:func:`why` reads the seat's view and the action chosen for it and says, as a reason code and
its figures, what the action does at the table — a lead nobody can beat, trumps drawn, a
throw, a short suit emptied; a trick won or trumped for its points, points given to a partner
who is winning, a low card kept out of the opponents' trick; a burial that makes a void. The
words are the game's (game/texts/shengji.py, ``sj.why.<code>``); the engine only knows the
facts, so the figures are the table's own: points on it, cards in a suit, cards still out.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from ..cards import POINTS, Card, hand_of
from ..follow import follow_plays
from ..order import TRUMPS, Order, order_for
from ..shapes import decompose
from ..state import Action, Bury, Declare, Pass, Play, Revolt
from ..trick import trick_winner
from ..view import ShengjiView


class Why(NamedTuple):
    """A reason: its code, the cards it names and a number (points, cards) where it has one."""

    code: str
    cards: tuple[Card, ...] = ()
    n: int = 0


def _seen(view: ShengjiView) -> Counter[Card]:
    """Every copy the seat has seen: its hand, the tricks, the trick on the table, its burial."""
    seen: Counter[Card] = Counter(view.hand)
    for plays, _winner in view.tricks:
        for _seat, cards in plays:
            seen.update(cards)
    for _seat, cards in view.trick:
        seen.update(cards)
    if view.kitty:
        seen.update(view.kitty)
    return seen


def _higher_out(view: ShengjiView, card: Card, order: Order) -> bool:
    """Whether a card above ``card`` in its group may still be in another hand."""
    seen = _seen(view)
    group, place = order.group[card], order.place[card]
    copies = view.rules.decks
    for other in order.cards_in(group):
        if order.place[other] > place and seen[other] < copies:
            return True
    return False


def _points(cards: tuple[Card, ...]) -> int:
    return sum(POINTS[c] for c in cards)


def _partners(view: ShengjiView, a: int, b: int) -> bool:
    """Same side as far as the seat knows (four players: opposite; five: the declarer's side
    only once the friend is known; two: nobody)."""
    if view.rules.players == 4:
        return a % 2 == b % 2
    if view.rules.players == 5 and view.declarer is not None and view.friend is not None:
        side = {view.declarer, view.friend}
        return (a in side) == (b in side)
    return a == b


def _lead_why(view: ShengjiView, cards: tuple[Card, ...]) -> Why:
    order = view.order
    parts = decompose(cards, order)
    group = order.group[cards[0]]
    if len(parts) > 1:
        return Why("throw", cards)
    if group == TRUMPS:
        left = sum(1 for c in view.hand if order.group[c] == TRUMPS)
        return Why("draw_trumps", cards, left)
    if parts[0].size >= 2:
        return Why("lead_tractor", cards)
    top = max(cards, key=order.fine_key)
    if not _higher_out(view, top, order):
        return Why("lead_top", cards)
    held = sum(1 for c in view.hand if order.group[c] == group)
    if held <= len(cards) + 1:
        return Why("short_suit", cards, held - len(cards))
    if parts[0].size == 1:
        return Why("lead_pair", cards)
    return Why("lead_low", cards)


def _follow_why(view: ShengjiView, cards: tuple[Card, ...]) -> Why:
    order = view.order
    plays = list(view.trick)
    on_table = sum(_points(c) for _s, c in plays)
    after = (plays + [(view.seat, cards)])[trick_winner(plays + [(view.seat, cards)], order)][0]
    mine = _points(cards)
    lead_group = order.group[plays[0][1][0]]
    if after == view.seat:
        if lead_group != TRUMPS and order.group[cards[0]] == TRUMPS:
            return Why("ruff", cards, on_table + mine)
        return Why("win_trick", cards, on_table + mine)
    if _partners(view, after, view.seat):
        if mine:
            return Why("give_points", cards, mine)
        return Why("partner_wins", cards)
    if not mine:
        return Why("duck_low", cards)
    hand = hand_of(view.hand)
    least = min(_points(p) for p in follow_plays(hand, list(view.lead), order, limit=64))
    return Why("no_better" if least >= mine else "other", cards, mine)


def _bury_why(view: ShengjiView, cards: tuple[Card, ...]) -> Why:
    order = view.order
    left = Counter(view.hand)
    left.subtract(cards)
    kept = [c for c, n in left.items() if n > 0]
    voids = [
        g
        for g in range(4)
        if any(order.group[c] == g for c in view.hand)
        and not any(order.group[c] == g for c in kept)
    ]
    if voids:
        return Why("bury_void", tuple(c for c in cards if order.group[c] in voids), len(voids))
    return Why("bury_low", cards, _points(cards))


def why(view: ShengjiView, action: Action) -> Why:
    """The reason for ``action`` in the seat's position ``view``."""
    if isinstance(action, Declare):
        shown = action.cards[0]
        order = order_for(view.level, shown // 13 if shown < 52 else None)
        trumps = sum(1 for c in view.hand if order.group[c] == TRUMPS)
        return Why("declare", action.cards, trumps)
    if isinstance(action, Pass):
        return Why("pass")
    if isinstance(action, Revolt):
        return Why("revolt")
    if isinstance(action, Bury):
        return _bury_why(view, tuple(action.cards))
    if isinstance(action, Play):
        cards = tuple(action.cards)
        return _lead_why(view, cards) if not view.trick else _follow_why(view, cards)
    return Why("other")


CODES = (
    "declare",
    "pass",
    "revolt",
    "bury_void",
    "bury_low",
    "throw",
    "draw_trumps",
    "lead_tractor",
    "lead_top",
    "short_suit",
    "lead_pair",
    "lead_low",
    "ruff",
    "win_trick",
    "give_points",
    "partner_wins",
    "duck_low",
    "no_better",
    "other",
)
