"""What one seat may know of a hand (SHENGJI §3–§8): the computer players and the table see
only this.

Public: the declarations shown (§3), every card played and each trick's winner, failed
throws' cards (§6), 革命 hands shown (§9), the point cards before each defender (§8), how
many cards each seat holds. Private: one's own hand, and the kitty — to the declarer who took
and buried it (§4), to everyone once the hand is over.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Seat, hand_cards, hand_size
from .draw import declarations
from .moves import to_act
from .order import Order, order_for
from .rules import ShengjiRules
from .shapes import Component
from .state import HAND_OVER, KITTY, Call, Declaration, HandResult, HandState

Plays = tuple[tuple[Seat, tuple[Card, ...]], ...]


@dataclass(frozen=True, slots=True)
class ShengjiView:
    rules: ShengjiRules
    seat: Seat
    phase: int
    hand: tuple[Card, ...]  # one's own cards, sorted
    hand_sizes: tuple[int, ...]  # every seat's number of cards
    cards_drawn: int
    levels: tuple[int, ...]  # per side
    declarer: Seat | None
    level: int | None  # the hand's level rank (None: 无将)
    trump: int | None  # None: 无主 / 无将 (or not named yet)
    declarations: tuple[Declaration, ...]
    standing: Declaration | None
    kitty: (
        tuple[Card, ...] | None
    )  # the declarer's own burial (or the kitty he holds); at the end, all
    to_act: Seat | None
    leader: Seat
    trick: Plays  # the trick in progress, the lead first
    lead: tuple[Component, ...]
    tricks: tuple[tuple[Plays, Seat], ...]  # the tricks done, with their winners
    shown: Plays  # failed throws' cards (§6)
    piles: tuple[tuple[Card, ...], ...]  # point cards before each defender (declarers: empty)
    penalty: int
    result: HandResult | None
    may_declare: tuple[tuple[Card, ...], ...]  # the declarations open to this seat now
    stock_size: int = 0  # §10: the duel's stock, cards left to draw (shown as a count)
    called: Call | None = None  # §11: the declarer's call, public once made
    friend: Seat | None = None  # §11: the friend once revealed (`first-played`: at his copy)

    @property
    def order(self) -> Order:
        return order_for(self.level, self.trump)

    def is_declaring(self, seat: Seat) -> bool:
        if self.declarer is None:
            return False
        if self.rules.players == 4:
            return seat % 2 == self.declarer % 2
        return seat in (self.declarer, self.friend)


def view_for(st: HandState, seat: Seat) -> ShengjiView:
    """All that ``seat`` may know of the hand ``st``."""
    rules = st.rules
    kitty: tuple[Card, ...] | None = None
    if st.phase == HAND_OVER:
        kitty = st.kitty  # §4: shown to all when the hand ends
    elif seat == st.declarer and st.phase == KITTY:
        kitty = st.stock[len(st.stock) - rules.kitty_size :]  # the cards he took
    elif seat == st.declarer and st.buried:
        kitty = st.kitty  # §4: his own seat remembers it
    declarer = st.declarer
    piles = tuple(st.piles[s] if _pile_shown(st, s) else () for s in range(rules.players))
    known = st.friend_known
    return ShengjiView(
        rules=rules,
        seat=seat,
        phase=st.phase,
        hand=hand_cards(st.hands[seat]),
        hand_sizes=tuple(hand_size(h) for h in st.hands),
        cards_drawn=st.drawn,
        levels=st.levels,
        declarer=declarer,
        level=st.level,
        trump=st.trump,
        declarations=st.declarations,
        standing=st.declaration,
        kitty=kitty,
        to_act=to_act(st),
        leader=st.leader,
        trick=st.trick,
        lead=st.lead,
        tricks=st.tricks,
        shown=st.shown,
        piles=piles,
        penalty=st.penalty,
        result=st.result,
        may_declare=tuple(declarations(st, seat)) if to_act(st) == seat else (),
        stock_size=st.stock_left if rules.players == 2 else 0,
        called=st.called,
        friend=st.friend if known else None,  # §11 `seat`: nobody is told until the end
    )


def _pile_shown(st: HandState, seat: Seat) -> bool:
    """Whose point cards lie face up before him (§8; §10 before the duel's first 2, each
    keeps his own; §11 every trick winner but the declarer, the hidden friend included)."""
    if st.declarer is None:
        return st.rules.players == 2
    if st.rules.players == 5:
        return seat != st.declarer
    return not st.is_declaring(seat)
