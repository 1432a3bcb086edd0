"""What one seat knows in a hand of 升级, from its own view only (SHENGJI §3–§8, §11).

The public record (:class:`Seen`): the copies of each card not yet played, and per seat the suit
groups it has shown it is void in (§7: fewer cards of the led group than led) or holds no more
pairs of (duty 3: fewer pairs than the lead asked for). A seat's own side of it (:class:`Ctx`):
its hand, the kitty if it buried it, which seats play with it and what a point won by each is
worth to it. The computer players decide from a ``Ctx`` alone; the search's rollouts keep one
``Seen`` up to date per world, so a rollout player reads the world's public plays, never its
hidden cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import POINTS, Card, Hand, Seat, hand_of
from ..order import TRUMPS, Order
from ..rules import ShengjiRules
from ..shapes import Component
from ..state import KITTY
from ..view import ShengjiView

Plays = tuple[tuple[Seat, tuple[Card, ...]], ...]
DUEL_STOCK = 44  # §10: one deck less the five each


class Seen:
    """Everything the table has seen played: copies out per card, voids and missing pairs."""

    __slots__ = ("nopair", "out", "void")

    def __init__(self, decks: int, players: int) -> None:
        self.out = [decks] * 54  # copies not yet played (in hands or the kitty)
        self.void = [0] * players  # per seat: bit g, shown to hold no card of group g
        self.nopair = [0] * players  # per seat: bit g, shown to hold no pair of group g

    def copy(self) -> Seen:
        new = Seen(0, 0)
        new.out = self.out[:]
        new.void = self.void[:]
        new.nopair = self.nopair[:]
        return new

    def led(self, cards: Sequence[Card]) -> None:
        for c in cards:
            self.out[c] -= 1

    def followed(
        self, seat: Seat, cards: Sequence[Card], group: int, width: int, pairs: int, order: Order
    ) -> None:
        """A follow of ``cards`` to a lead of ``width`` cards of ``group`` asking ``pairs``."""
        in_group = 0
        once = twice = 0
        for c in cards:
            self.out[c] -= 1
            if order.group[c] == group:
                in_group += 1
                b = 1 << c
                if once & b:
                    twice |= b
                once |= b
        bit = 1 << group
        if in_group < width:
            self.void[seat] |= bit  # §7 duty 1: every card of the group had to go
            self.nopair[seat] |= bit
        elif twice.bit_count() < pairs:
            self.nopair[seat] |= bit  # duty 3: every pair of the group had to go

    def drew(self, seat: Seat) -> None:
        """§10: a card from the stock may be of any group: what was shown holds no more."""
        self.void[seat] = 0
        self.nopair[seat] = 0


def lead_shape(components: Sequence[Component]) -> tuple[int, int]:
    """(cards, pairs asked) of a lead: duty 3 counts a tractor's pairs too (§15.6)."""
    width = 0
    pairs = 0
    for comp in components:
        width += comp.width
        pairs += comp.size
    return width, pairs


def seen_from_tricks(
    rules_decks: int,
    players: int,
    tricks: Sequence[Plays],
    current: Plays,
    order: Order,
) -> Seen:
    """The public record of a hand from its tricks (the one in progress last)."""
    from ..shapes import decompose

    seen = Seen(rules_decks, players)
    stock = DUEL_STOCK
    for plays in [*tricks, current]:
        if not plays:
            continue
        lead_cards = plays[0][1]
        seen.led(lead_cards)
        group = order.group[lead_cards[0]]
        width, pairs = lead_shape(decompose(lead_cards, order))
        for seat, cards in plays[1:]:
            seen.followed(seat, cards, group, width, pairs, order)
        if players == 2 and plays is not current and stock > 0:
            stock = max(0, stock - 2 * width)  # §10: both drew after this trick
            seen.drew(0)
            seen.drew(1)
    return seen


class Ctx:
    """One seat's knowledge at a decision: its hand, the public record, the sides."""

    __slots__ = (
        "ally",
        "cards",
        "declarer",
        "declaring",
        "hand",
        "hidden_kitty",
        "kitty",
        "lead",
        "left",
        "order",
        "players",
        "rules",
        "seat",
        "seen",
        "sizes",
        "stock",
        "total",
        "trick",
        "unseen",
        "value",
    )

    rules: ShengjiRules
    order: Order
    seat: Seat
    players: int
    hand: Hand
    cards: tuple[Card, ...]
    trick: Plays
    lead: tuple[Component, ...]
    seen: Seen
    sizes: tuple[int, ...]  # every seat's cards in hand
    kitty: tuple[Card, ...] | None  # known to the declarer who buried it
    hidden_kitty: int  # cards of the kitty this seat has not seen (0 for its declarer)
    value: tuple[float, ...]  # per seat: what a point that seat wins is worth to this one
    ally: tuple[bool, ...]  # per seat: plays with this one (itself included)
    declaring: bool
    declarer: Seat | None
    unseen: list[int]  # per card: copies another hand or the hidden kitty may hold
    total: int  # their sum
    left: int  # cards still to play in this seat's hand
    stock: int  # §10: the duel's stock

    def __init__(
        self,
        rules: ShengjiRules,
        order: Order,
        seat: Seat,
        cards: tuple[Card, ...],
        trick: Plays,
        lead: tuple[Component, ...],
        seen: Seen,
        sizes: tuple[int, ...],
        kitty: tuple[Card, ...] | None,
        kitty_size: int,
        sides: tuple[tuple[float, ...], tuple[bool, ...], bool],
        declarer: Seat | None,
        stock: int = 0,
    ) -> None:
        self.rules = rules
        self.order = order
        self.seat = seat
        self.players = len(sizes)
        self.hand = hand_of(cards)
        self.cards = cards
        self.trick = trick
        self.lead = lead
        self.seen = seen
        self.sizes = sizes
        self.kitty = kitty
        self.hidden_kitty = 0 if kitty is not None else kitty_size
        self.value, self.ally, self.declaring = sides
        self.declarer = declarer
        unseen = seen.out[:]
        for c in cards:
            unseen[c] -= 1
        if kitty is not None:
            for c in kitty:
                unseen[c] -= 1
        self.unseen = unseen
        self.total = sum(unseen)
        self.left = len(cards)
        self.stock = stock


make_ctx = Ctx  # the knowledge of one seat, from its view's parts or a world's


def sides_of(
    players: int,
    seat: Seat,
    declarer: Seat | None,
    friend: Seat | None,
) -> tuple[tuple[float, ...], tuple[bool, ...], bool]:
    """(value of a point each seat wins, allies, this seat declaring) when the sides are known.

    §8: the defenders' points count; a declaring side's trick denies them. §10 before any 2 is
    shown each duel player keeps his own. §11: the friend's pile counts for the declarer.
    """
    if declarer is None:  # the duel before a 2 is shown (or a hand not declared yet)
        ally = tuple(s == seat for s in range(players))
        return tuple(1.0 if a else -1.0 for a in ally), ally, False
    if players == 4:
        team = tuple(s % 2 == declarer % 2 for s in range(4))
    else:
        team = tuple(s == declarer or s == friend for s in range(players))
    mine = team[seat]
    ally = tuple(t == mine for t in team)
    if mine:
        value = tuple(0.0 if t else -1.0 for t in team)
    else:
        value = tuple(0.0 if t else 1.0 for t in team)
    return value, ally, mine


def believed_friend(view: ShengjiView) -> Seat | None:
    """§11: who this seat takes for the friend from what it has seen (None: not known).

    Revealed (`first-played`, or the end): him. Else, under `seat`, the friend is the first in
    the call's direction who held a copy: a seat that played one held it; this seat knows its
    own copies and, as declarer, the kitty's.
    """
    if view.friend is not None or view.called is None or view.declarer is None:
        return view.friend
    call = view.called
    players = view.rules.players
    step = 1 if call.direction == "ccw" else -1
    played_by: set[Seat] = set()
    for plays in [*(t for t, _ in view.tricks), view.trick]:
        for s, cards in plays:
            if call.card in cards and s != view.declarer:
                played_by.add(s)
    mine = view.hand.count(call.card)
    for i in range(1, players):
        s = (view.declarer + step * i) % players
        if s in played_by or (s == view.seat and mine):
            return s
    return None


def ctx_from_view(view: ShengjiView) -> Ctx:
    """The knowledge of the seat the view belongs to."""
    rules = view.rules
    order = view.order
    players = rules.players
    seen = seen_from_tricks(rules.decks, players, [t for t, _ in view.tricks], view.trick, order)
    friend = believed_friend(view) if players == 5 else None
    sides = sides_of(players, view.seat, view.declarer, friend)
    if players == 5 and view.declarer is not None and friend is None and view.friend is None:
        sides = _unsure_friend(view.seat, view.declarer, sides)
    taking = view.phase == KITTY  # the kitty is in his hand: nothing hidden, nothing apart
    kitty = view.kitty if view.seat == view.declarer and not taking else None
    return make_ctx(
        rules,
        order,
        view.seat,
        view.hand,
        view.trick,
        view.lead,
        seen,
        view.hand_sizes,
        kitty,
        0 if taking else rules.kitty_size,
        sides,
        view.declarer,
        view.stock_size,
    )


def _unsure_friend(
    seat: Seat, declarer: Seat, sides: tuple[tuple[float, ...], tuple[bool, ...], bool]
) -> tuple[tuple[float, ...], tuple[bool, ...], bool]:
    """§11: the friend not known yet — each other seat may be him: its points count less."""
    value, ally, _ = sides
    players = len(value)
    if seat == declarer:
        return tuple(0.0 if s == seat else -0.75 for s in range(players)), ally, True
    return (
        tuple(0.0 if s == declarer else (1.0 if s == seat else 0.5) for s in range(players)),
        ally,
        False,
    )


def points(cards: Sequence[Card]) -> int:
    total = 0
    for c in cards:
        total += POINTS[c]
    return total


def table_points(trick: Plays) -> int:
    return sum(points(cards) for _, cards in trick)


def group_count(hand: Hand, mask: int) -> int:
    return (hand[0] & mask).bit_count() + (hand[1] & mask).bit_count()


def is_trump(order: Order, card: Card) -> bool:
    return order.group[card] == TRUMPS
