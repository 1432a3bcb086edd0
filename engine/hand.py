"""One hand of 拱猪: the deal, 首明, the exposure window, tricks, claims and the score.

The state is immutable from the outside: :func:`apply_action` validates an
action and returns a new state plus the events that happened. Search code
may instead :meth:`HandState.copy` once and then call :func:`advance`, which
changes that private copy in place and skips the events — the same rules,
without the allocation, which is what makes deep rollouts affordable.

Two decks: hands are multisets ``(once, twice)`` (see :mod:`engine.cards`).
Exposed copies still in a hand are tracked the same way (``exposed1`` /
``exposed2``); an exposed copy is *restricted* while its suit has not been
opened, i.e. until the first trick led in that suit is complete.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from .actions import (
    CLAIM,
    CLOSE_WINDOW,
    DECLINE_FIRST,
    DONE,
    EXPOSE_BASE,
    FIRST_BASE,
    NO_SWAP,
    PAIR_BASE,
    SWAP,
    TWO_BASE,
    Action,
    action_code,
    play_cards,
)
from .cards import (
    CLUB_TWO,
    DECK,
    HEART_ACE,
    PIG,
    SEAT_LETTERS,
    SHEEP,
    SPECIAL_MASK,
    SPECIALS,
    SUIT_CARDS,
    SUIT_MASKS,
    TRANSFORMER,
    Card,
    CardSet,
    Seat,
    card_code,
    cards_of,
    colour_mask,
)
from .rules import RuleSet
from .scoring import AUTO, FIRST, HIDDEN, SHOWN, Exposure, HandScore, score_hand, swap_decider

# Phases of a hand.
FIRST_EXPOSURE, EXPOSURE, PLAY, SWAP_CHOICE, HAND_OVER = range(5)
PHASE_NAMES = ("first-exposure", "exposure", "play", "swap-choice", "hand-over")

SCORING_OR_SPECIAL = SPECIAL_MASK | SUIT_MASKS[1]


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the message says why."""


# Events: what happened, for the table to animate and the log to record.
class FirstExposed(NamedTuple):
    seat: Seat
    card: Card


class CardsExposed(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]
    how: str              # shown, hidden, auto


class ExposureDone(NamedTuple):
    seat: Seat


class WindowClosed(NamedTuple):
    pass


class CardPlayed(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]
    revealed: tuple[Card, ...]   # 暗卖 exposures revealed by this play


class TrickTaken(NamedTuple):
    winner: Seat                 # leads next
    taker: Seat                  # takes the scoring cards (the first wrong-colour discarder under `penalty`)
    cards: tuple[Card, ...]
    scoring: tuple[Card, ...]


class ClaimAccepted(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]      # everything still in the hands, now taken by the claimant


class SwapAsked(NamedTuple):
    seat: Seat


class HandScored(NamedTuple):
    score: HandScore


Event = (FirstExposed | CardsExposed | ExposureDone | WindowClosed | CardPlayed | TrickTaken
         | ClaimAccepted | SwapAsked | HandScored)


class HandState:
    """Everything about one hand in progress. Treat as immutable; see :func:`advance`."""

    __slots__ = (
        "deal_order",
        "dealt",
        "exposed1",
        "exposed2",
        "exposures",
        "first_cards",
        "first_lead",
        "first_pig",
        "first_receiver",
        "hand1",
        "hand2",
        "last_trick",
        "lead_pair",
        "lead_suit",
        "leader",
        "opened",
        "penalty_seat",
        "pending",
        "phase",
        "played1",
        "played2",
        "result",
        "rules",
        "self1",
        "self2",
        "swap_chosen",
        "taken1",
        "taken2",
        "trick",
        "tricks",
        "turn",
        "voids",
    )

    rules: RuleSet
    dealt: tuple[tuple[CardSet, CardSet], ...]
    first_cards: tuple[Card, ...]      # the first card each seat received (首明)
    first_receiver: Seat
    deal_order: tuple[Card, ...]       # the shuffled deck as dealt (for saves and replays)
    phase: int
    hand1: list[CardSet]               # cards held at least once, per seat
    hand2: list[CardSet]               # cards held twice
    exposed1: list[CardSet]            # exposed copies still held, at least one
    exposed2: list[CardSet]            # both copies exposed and held
    exposures: tuple[Exposure, ...]    # every exposure of the hand, in order
    pending: int                       # bitmask of seats still to decide (首明, window)
    opened: CardSet                    # union of the suits whose first trick is complete
    leader: Seat
    turn: Seat
    trick: tuple[tuple[Seat, Action], ...]
    lead_suit: int
    lead_pair: bool
    first_lead: bool                   # the ♣2 duty applies to this lead
    taken1: list[CardSet]              # scoring cards taken, per seat
    taken2: list[CardSet]
    self1: list[CardSet]               # special cards won with one's own play (自得)
    self2: list[CardSet]
    voids: list[int]                   # per seat, bit s set when shown void in suit s
    tricks: int
    last_trick: tuple[tuple[tuple[Seat, Action], ...], Seat, Seat] | None
    first_pig: Seat | None             # who took the first pig: next hand's first receiver
    swap_chosen: bool | None
    result: HandScore | None
    played1: CardSet                   # every card played, once / twice
    played2: CardSet
    penalty_seat: Seat | None          # first wrong-colour discarder of this trick (`penalty`)

    def copy(self) -> HandState:
        """A private copy that :func:`advance` may change."""
        new = object.__new__(HandState)
        for name in _SHARED:
            setattr(new, name, getattr(self, name))
        for name in _LISTS:
            setattr(new, name, getattr(self, name)[:])
        return new

    @property
    def over(self) -> bool:
        return self.phase == HAND_OVER

    def hand_of(self, seat: Seat) -> tuple[CardSet, CardSet]:
        return self.hand1[seat], self.hand2[seat]

    def cards_left(self, seat: Seat) -> int:
        return self.hand1[seat].bit_count() + self.hand2[seat].bit_count()

    def __repr__(self) -> str:
        return (f"<HandState {PHASE_NAMES[self.phase]} trick {self.tricks} turn "
                f"{SEAT_LETTERS[self.turn]} trick={[action_code(a) for _, a in self.trick]}>")


_LISTS = ("hand1", "hand2", "exposed1", "exposed2", "taken1", "taken2", "self1", "self2", "voids")
_SHARED = tuple(n for n in HandState.__slots__ if n not in _LISTS)


# ---------------------------------------------------------------- the deal

def shuffled_deck(decks: int, seed: int) -> list[Card]:
    """The deck in dealing order for a deal number (seeded, reproducible)."""
    deck = list(range(52)) * decks
    random.Random(seed).shuffle(deck)
    return deck


def deal(rules: RuleSet, seed: int, first_receiver: Seat = 2, first_hand: bool = True) -> HandState:
    """Deal a hand from the deal number ``seed``, one card at a time from ``first_receiver``."""
    return deal_from(rules, shuffled_deck(rules.decks, seed), first_receiver, first_hand)


def deal_from(rules: RuleSet, order: Sequence[Card], first_receiver: Seat = 2,
              first_hand: bool = True) -> HandState:
    """Deal a given deck order (tests, tutorials, replays of real deals)."""
    if sorted(order) != sorted(list(range(52)) * rules.decks):
        raise IllegalActionError(f"a {rules.decks}-deck deal needs every card exactly {rules.decks}×")
    h1 = [0, 0, 0, 0]
    h2 = [0, 0, 0, 0]
    for i, card in enumerate(order):
        seat = (first_receiver + i) & 3
        b = 1 << card
        if h1[seat] & b:
            h2[seat] |= b
        else:
            h1[seat] |= b
    first_cards = tuple(order[(seat - first_receiver) & 3] for seat in range(4))
    if first_hand and rules.first_lead_c2:
        leader = (first_receiver + list(order).index(CLUB_TWO)) & 3
    else:
        leader = first_receiver
    st = object.__new__(HandState)
    values = dict(  # noqa: C408 - keyword form mirrors the slots
        rules=rules, dealt=tuple(zip(h1, h2)), first_cards=first_cards,
        first_receiver=first_receiver, deal_order=tuple(order), phase=FIRST_EXPOSURE,
        hand1=h1, hand2=h2, exposed1=[0] * 4, exposed2=[0] * 4, exposures=(), pending=0,
        opened=0, leader=leader, turn=leader, trick=(), lead_suit=-1, lead_pair=False,
        first_lead=first_hand and rules.first_lead_c2, taken1=[0] * 4, taken2=[0] * 4,
        self1=[0] * 4, self2=[0] * 4, voids=[0] * 4, tricks=0, last_trick=None,
        first_pig=None, swap_chosen=None, result=None, played1=0, played2=0,
        penalty_seat=None,
    )
    for name, value in values.items():
        setattr(st, name, value)
    _start_first_exposure(st, None)
    return st


def _start_first_exposure(st: HandState, events: list[Event] | None) -> None:
    pending = 0
    if st.rules.first_exposure:
        for seat in range(4):
            if st.first_cards[seat] in SPECIALS:
                pending |= 1 << seat
    st.pending = pending
    if not pending:
        _open_window(st, events)


def _exposable(st: HandState, seat: Seat) -> CardSet:
    """Special cards the seat holds a not-yet-exposed copy of."""
    h1, h2 = st.hand1[seat], st.hand2[seat]
    e1, e2 = st.exposed1[seat], st.exposed2[seat]
    return ((h1 & ~e1) | (h2 & ~e2)) & SPECIAL_MASK


def exposable(hand: tuple[CardSet, CardSet], exposed: tuple[CardSet, CardSet]) -> CardSet:
    """Special cards of a hand with a copy not yet exposed."""
    return ((hand[0] & ~exposed[0]) | (hand[1] & ~exposed[1])) & SPECIAL_MASK


def _add_copy(ones: list[CardSet], twos: list[CardSet], seat: Seat, b: CardSet) -> None:
    """Add one copy of the card ``b`` to a seat's multiset kept as two per-seat mask lists."""
    if ones[seat] & b:
        twos[seat] |= b
    else:
        ones[seat] |= b


def _record_exposure(st: HandState, seat: Seat, card: Card, how: str) -> None:
    _add_copy(st.exposed1, st.exposed2, seat, 1 << card)
    st.exposures = st.exposures + (Exposure(seat, card, how),)


def _open_window(st: HandState, events: list[Event] | None) -> None:
    """After the deal (and 首明): automatic exposures, or the window for chosen ones."""
    mode = st.rules.exposure
    if mode in ("all", "all-but-sheep"):
        for seat in range(4):
            shown: list[Card] = []
            for card in SPECIALS:
                if mode == "all-but-sheep" and card == SHEEP:
                    continue
                while _exposable(st, seat) >> card & 1:
                    _record_exposure(st, seat, card, AUTO)
                    shown.append(card)
            if shown and events is not None:
                events.append(CardsExposed(seat, tuple(shown), AUTO))
    if st.rules.exposure_window:
        st.phase = EXPOSURE
        st.pending = sum(1 << s for s in range(4) if _exposable(st, s))
        if st.pending:
            return
    _close_window(st, events)


def _close_window(st: HandState, events: list[Event] | None) -> None:
    if st.rules.exposure == "forced":
        kinds = {e.card for e in st.exposures}
        if len(kinds) == 3:
            (fourth,) = set(SPECIALS) - kinds
            for seat in range(4):
                shown = []
                while _exposable(st, seat) >> fourth & 1:
                    _record_exposure(st, seat, fourth, AUTO)
                    shown.append(fourth)
                if shown and events is not None:
                    events.append(CardsExposed(seat, tuple(shown), AUTO))
    st.pending = 0
    st.phase = PLAY
    st.turn = st.leader
    if events is not None:
        events.append(WindowClosed())


# ---------------------------------------------------------------- legal actions

def to_act(st: HandState) -> tuple[Seat, ...]:
    """The seats that may act now (several at once in the 首明 and exposure phases)."""
    if st.phase == PLAY:
        return (st.turn,)
    if st.phase in (FIRST_EXPOSURE, EXPOSURE):
        return tuple(s for s in range(4) if st.pending >> s & 1)
    if st.phase == SWAP_CHOICE:
        return (st.turn,)
    return ()


def _restricted(st: HandState, seat: Seat) -> tuple[CardSet, CardSet]:
    """Restricted copies held: exposed copies whose suit has not been opened."""
    closed = ~st.opened
    return st.exposed1[seat] & closed, st.exposed2[seat] & closed


def _pair_actions(pairs: CardSet) -> list[Action]:
    return [PAIR_BASE + c for c in cards_of(pairs)]


def _two_actions(codes: CardSet) -> list[Action]:
    cs = cards_of(codes)
    return [TWO_BASE + a * 52 + b for i, a in enumerate(cs) for b in cs[i + 1:]]


def legal_actions(st: HandState, seat: Seat | None) -> list[Action]:
    """Every action ``seat`` may take now (``None``: the table itself, i.e. closing the window)."""
    phase = st.phase
    if phase == PLAY:
        if seat != st.turn:
            return []
        return legal_plays(st, seat)
    if phase == EXPOSURE:
        if seat is None:
            return [CLOSE_WINDOW]
        if not st.pending >> seat & 1:
            return []
        return [EXPOSE_BASE + c for c in cards_of(_exposable(st, seat))] + [DONE]
    if phase == FIRST_EXPOSURE:
        if seat is None or not st.pending >> seat & 1:
            return []
        return [FIRST_BASE + st.first_cards[seat], DECLINE_FIRST]
    if phase == SWAP_CHOICE:
        return [SWAP, NO_SWAP] if seat == st.turn else []
    return []


def legal_plays(st: HandState, seat: Seat) -> list[Action]:
    """The legal plays of the seat on turn (RULES §4: the four duties in order)."""
    h1 = st.hand1[seat]
    h2 = st.hand2[seat]
    closed = ~st.opened
    r1 = st.exposed1[seat] & closed
    r2 = st.exposed2[seat] & closed
    free = (h1 & ~r1) | (h2 & ~r2)
    if not st.trick:
        return _lead_plays(st, seat, h1, h2, r1, free)
    suit = st.lead_suit
    smask = SUIT_MASKS[suit]
    if st.rules.discard_exposed_early:
        free |= h1 & ~smask     # an exposed card may be discarded before its suit is led
        r1 &= smask
    if not st.lead_pair:
        cands = h1 & smask or h1
        narrowed = cands & free
        if narrowed:
            cands = narrowed
        if st.rules.colour_rule == "strict":
            narrowed = cands & colour_mask(suit)
            if narrowed:
                cands = narrowed
        return list(cards_of(cands))
    return _pair_follows(st, h1, h2, r1, free, suit, smask, st.rules.colour_rule == "strict")


def _lead_plays(st: HandState, seat: Seat, h1: CardSet, h2: CardSet, r1: CardSet,
                free: CardSet) -> list[Action]:
    if st.first_lead:
        return [PAIR_BASE + CLUB_TWO] if h2 >> CLUB_TWO & 1 else [CLUB_TWO]
    singles, pairs = free, h2 & ~r1
    if not singles and not pairs:
        singles, pairs = h1, h2   # only restricted cards are left
    plays: list[Action] = list(cards_of(singles))
    if pairs:
        plays += _pair_actions(pairs)
    if not r1 and claim_is_certain(st, seat):
        plays.append(CLAIM)
    return plays


def _pair_follows(st: HandState, h1: CardSet, h2: CardSet, r1: CardSet, free: CardSet,
                  suit: int, smask: CardSet, strict: bool) -> list[Action]:
    """Following a pair lead: suit, exposure, pair and colour duties, each unless it leaves nothing."""
    in_suit = (h1 & smask).bit_count() + (h2 & smask).bit_count()
    if in_suit >= 2:
        pairs, codes = h2 & smask, h1 & smask
        free_pairs, free_codes = pairs & ~r1, codes & free
        if free_pairs or free_codes.bit_count() >= 2:
            pairs, codes = free_pairs, free_codes
        if pairs:
            return _pair_actions(pairs)
        return _two_actions(codes)
    if in_suit == 1:
        (x,) = cards_of(h1 & smask)
        others = h1 & ~smask
        if free >> x & 1:   # with x restricted no play is free of restricted cards: duty lapses
            narrowed = others & free
            if narrowed:
                others = narrowed
        if strict:
            narrowed = others & colour_mask(suit)
            if narrowed:
                others = narrowed
        return [TWO_BASE + min(x, y) * 52 + max(x, y) for y in cards_of(others)]
    pairs, codes = h2, h1
    free_pairs, free_codes = h2 & ~r1, h1 & free
    if free_pairs or free_codes.bit_count() >= 2:
        pairs, codes = free_pairs, free_codes
    if strict:
        colour = colour_mask(suit)
        c_pairs, c_codes = pairs & colour, codes & colour
        if c_pairs or c_codes.bit_count() >= 2:
            pairs, codes = c_pairs, c_codes
    return _pair_actions(pairs) + _two_actions(codes)


def claim_is_certain(st: HandState, seat: Seat) -> bool:
    """Whether leading every card one by one must win every trick (RULES §4, claim).

    True when each card left in the seat's hand is at least as high as every
    card of its suit left in the other hands (ties go to the leader).
    """
    if st.phase != PLAY or st.trick or st.turn != seat or st.first_lead:
        return False
    mine = st.hand1[seat]
    others = 0
    for s in range(4):
        if s != seat:
            others |= st.hand1[s]
    for smask in SUIT_MASKS:
        my_suit = mine & smask
        their = others & smask
        if my_suit and their:
            lowest_mine = (my_suit & -my_suit).bit_length()
            if their.bit_length() > lowest_mine:
                return False
    return True


# ---------------------------------------------------------------- applying actions

def apply_action(st: HandState, seat: Seat | None, action: Action) -> tuple[HandState, list[Event]]:
    """Validate ``action`` by ``seat`` and return the new state and the events it caused.

    Raises :class:`IllegalActionError` with a readable reason for an action the
    rules do not allow now; the given state is never changed.
    """
    legal = legal_actions(st, seat)
    if action not in legal:
        raise IllegalActionError(_why_illegal(st, seat, action))
    new = st.copy()
    events: list[Event] = []
    advance(new, seat, action, events)
    return new, events


def _why_illegal(st: HandState, seat: Seat | None, action: Action) -> str:
    who = "the table" if seat is None else SEAT_LETTERS[seat]
    try:
        what = action_code(action)
    except ValueError:
        what = str(action)
    if st.phase == HAND_OVER:
        return f"the hand is over; {who} cannot '{what}'"
    if st.phase == PLAY and seat != st.turn:
        return f"it is {SEAT_LETTERS[st.turn]}'s turn, not {who}'s"
    if action == CLAIM:
        return "claim refused: another hand holds a higher card in a suit of the claimant's"
    if st.phase == PLAY and action < EXPOSE_BASE and st.trick:
        suit = "SHDC"[st.lead_suit]
        return f"{who} may not play {what}: must follow {suit} if possible (and respect exposed cards)"
    return f"{who} may not '{what}' now ({PHASE_NAMES[st.phase]})"


def advance(st: HandState, seat: Seat | None, action: Action, events: list[Event] | None = None) -> None:
    """Apply a legal action to a private copy in place (no validation; search code's fast path)."""
    phase = st.phase
    if phase == PLAY:
        if action == CLAIM:
            _claim(st, st.turn, events)
        else:
            _play(st, st.turn, action, events)
    elif phase == EXPOSURE:
        if action == CLOSE_WINDOW:
            _close_window(st, events)
            return
        assert seat is not None
        if action == DONE:
            st.pending &= ~(1 << seat)
            if events is not None:
                events.append(ExposureDone(seat))
        else:
            card = action - EXPOSE_BASE
            how = HIDDEN if st.rules.exposure == "hidden" else SHOWN
            _record_exposure(st, seat, card, how)
            if events is not None:
                events.append(CardsExposed(seat, (card,), how))
            if not _exposable(st, seat):
                st.pending &= ~(1 << seat)
        if not st.pending:
            _close_window(st, events)
    elif phase == FIRST_EXPOSURE:
        assert seat is not None
        st.pending &= ~(1 << seat)
        if action != DECLINE_FIRST:
            card = action - FIRST_BASE
            _record_exposure(st, seat, card, FIRST)
            if events is not None:
                events.append(FirstExposed(seat, card))
        if not st.pending:
            _open_window(st, events)
    elif phase == SWAP_CHOICE:
        st.swap_chosen = action == SWAP
        _finish(st, events)


def _remove_played(st: HandState, seat: Seat, card: Card) -> bool:
    """Take one copy of ``card`` from the hand; True when it was an exposed copy.

    While the exposed copy is restricted the unexposed one is played (RULES §1);
    once free, the exposed copy — lying face up on the table — goes first.
    """
    b = 1 << card
    if st.hand2[seat] & b:
        st.hand2[seat] ^= b
        held_after = 1
    else:
        st.hand1[seat] ^= b
        held_after = 0
    if not (st.exposed1[seat] & b):
        return False
    exposed = 2 if st.exposed2[seat] & b else 1
    if exposed == held_after + 1 or st.opened & b:
        if st.exposed2[seat] & b:
            st.exposed2[seat] ^= b
        else:
            st.exposed1[seat] ^= b
        return True
    return False


def _play(st: HandState, seat: Seat, action: Action, events: list[Event] | None) -> None:
    if action < PAIR_BASE:
        cards: tuple[Card, ...] = (action,)
    else:
        cards = play_cards(action)
    if (st.trick and st.penalty_seat is None and st.rules.colour_rule == "penalty"
            and _wrong_colour(st, seat, action)):
        st.penalty_seat = seat
    revealed: list[Card] = []
    for card in cards:
        if _remove_played(st, seat, card) and st.rules.exposure == "hidden":
            revealed.append(card)
        b = 1 << card
        if st.played1 & b:
            st.played2 |= b
        else:
            st.played1 |= b
    if not st.trick:
        st.lead_suit = cards[0] // 13
        st.lead_pair = len(cards) == 2
        st.first_lead = False
    else:
        if any(c // 13 != st.lead_suit for c in cards):
            st.voids[seat] |= 1 << st.lead_suit   # a discard shows the suit is now empty
    st.trick = st.trick + ((seat, action),)
    if events is not None:
        events.append(CardPlayed(seat, cards, tuple(revealed)))
    if len(st.trick) < 4:
        st.turn = (seat + 1) & 3
        return
    _complete_trick(st, events)


def _wrong_colour(st: HandState, seat: Seat, action: Action) -> bool:
    """Under `penalty`: a discard the strict colour rule would not have allowed."""
    if all(c // 13 == st.lead_suit for c in play_cards(action)):
        return False
    strict = st.copy()
    strict.rules = st.rules.with_options(colour_rule="strict")
    return action not in legal_plays(strict, seat)


def _trick_winner(st: HandState) -> Seat:
    suit = st.lead_suit
    best_seat = -1
    if not st.lead_pair:
        best = -1
        for seat, card in st.trick:
            if card // 13 == suit and card > best:
                best, best_seat = card, seat
        return best_seat
    best_key = (-1, -1)
    pair_wins = suit == 2   # ♦: a pair beats a non-pair; ♥♠♣: a non-pair beats a pair
    for seat, action in st.trick:
        a, b = play_cards(action)
        if a // 13 != suit or b // 13 != suit:
            continue
        is_pair = a == b
        key = (1 if is_pair == pair_wins else 0, max(a, b))
        if key > best_key:
            best_key, best_seat = key, seat
    return best_seat


def _complete_trick(st: HandState, events: list[Event] | None) -> None:
    winner = _trick_winner(st)
    taker = winner if st.penalty_seat is None else st.penalty_seat
    plays = st.trick
    all_cards: list[Card] = []
    scoring: list[Card] = []
    for seat, action in plays:
        for card in play_cards(action):
            all_cards.append(card)
            if (1 << card) & _SCORING:
                scoring.append(card)
                _take(st, taker, card, own=seat == taker)
    st.opened |= SUIT_MASKS[st.lead_suit]
    st.tricks += 1
    st.last_trick = (plays, winner, taker)
    st.trick = ()
    st.penalty_seat = None
    st.leader = st.turn = winner
    if events is not None:
        events.append(TrickTaken(winner, taker, tuple(all_cards), tuple(scoring)))
    if not st.hand1[winner]:
        _hand_done(st, events)


_SCORING = SUIT_MASKS[1] | (1 << PIG) | (1 << SHEEP) | (1 << TRANSFORMER)


def _take(st: HandState, seat: Seat, card: Card, own: bool) -> None:
    """``seat`` takes a scoring card; ``own``: it played the card itself (自得)."""
    b = 1 << card
    _add_copy(st.taken1, st.taken2, seat, b)
    if own and b & SPECIAL_MASK:
        _add_copy(st.self1, st.self2, seat, b)
    if card == PIG and st.first_pig is None:
        st.first_pig = seat


def _claim(st: HandState, seat: Seat, events: list[Event] | None) -> None:
    cards: list[Card] = []
    for s in range(4):
        for mask in (st.hand1[s], st.hand2[s]):
            for card in cards_of(mask):
                cards.append(card)
                if (1 << card) & _SCORING:
                    _take(st, seat, card, own=s == seat)
                b = 1 << card
                if st.played1 & b:
                    st.played2 |= b
                else:
                    st.played1 |= b
        st.hand1[s] = st.hand2[s] = 0
        st.exposed1[s] = st.exposed2[s] = 0
    if events is not None:
        events.append(ClaimAccepted(seat, tuple(sorted(cards))))
    _hand_done(st, events)


def _taken_pairs(st: HandState) -> list[tuple[CardSet, CardSet]]:
    return [(st.taken1[s], st.taken2[s]) for s in range(4)]


def _hand_done(st: HandState, events: list[Event] | None) -> None:
    decider = swap_decider(st.rules, _taken_pairs(st))
    if decider is not None and st.swap_chosen is None:
        st.phase = SWAP_CHOICE
        st.turn = decider
        if events is not None:
            events.append(SwapAsked(decider))
        return
    _finish(st, events)


def _finish(st: HandState, events: list[Event] | None) -> None:
    st.result = rescore(st)
    st.phase = HAND_OVER
    if events is not None:
        events.append(HandScored(st.result))


# ---------------------------------------------------------------- small queries

def rescore(st: HandState, swap: bool | None = None, without_seat: Seat | None = None) -> HandScore:
    """The hand's score again, varied: with a given 猪羊变色 answer (to show the 全红 player
    both outcomes), or leaving out one seat's exposures (what that seat's exposing returned)."""
    exposures = st.exposures if without_seat is None else tuple(
        e for e in st.exposures if e.seat != without_seat)
    return score_hand(st.rules, _taken_pairs(st), exposures,
                      [(st.self1[s], st.self2[s]) for s in range(4)],
                      st.swap_chosen if swap is None else swap, st.dealt)


def refusal_reason(st: HandState, seat: Seat, card: Card) -> str:
    """Which duty keeps ``card`` from being played now, for the table's "why not" message:
    ``c2`` (the ♣2 lead), ``exposed`` (a restricted exposed card), ``follow`` (must follow
    suit), ``pair`` (must follow a pair with a pair), ``colour`` (strict colour rule) or
    ``illegal``. Only meaningful for a card :func:`legal_plays` does not allow."""
    if st.first_lead:
        return "c2"
    if restricted_cards(st, seat) >> card & 1:
        return "exposed"
    if st.trick:
        smask = SUIT_MASKS[st.lead_suit]
        if st.hand1[seat] & smask and card // 13 != st.lead_suit:
            return "follow"
        if st.lead_pair and st.hand2[seat] & smask:
            return "pair"
        if st.rules.colour_rule == "strict":
            return "colour"
    return "illegal"


def restricted_cards(st: HandState, seat: Seat) -> CardSet:
    """The seat's exposed cards that are still restricted (for the table's 'why not' message)."""
    r1, _ = _restricted(st, seat)
    return r1


def exposed_in_front(st: HandState, seat: Seat) -> list[Card]:
    """Exposed copies still lying in front of a seat (until played), with repeats."""
    out: list[Card] = []
    for card in cards_of(st.exposed1[seat]):
        out.append(card)
        if st.exposed2[seat] >> card & 1:
            out.append(card)
    return out


def scoring_left(st: HandState) -> bool:
    """Whether any scoring card is still in a hand (if not, the rest cannot change a score)."""
    held = 0
    for s in range(4):
        held |= st.hand1[s]
    return bool(held & _SCORING)


def random_playout(st: HandState, rng: random.Random) -> HandState:
    """Play a hand to its end with uniformly random legal actions (benchmarks, property tests)."""
    st = st.copy()
    while st.phase != HAND_OVER:
        if st.phase in (FIRST_EXPOSURE, EXPOSURE):
            seats = to_act(st)
            seat = seats[rng.randrange(len(seats))]
            actions = legal_actions(st, seat)
            advance(st, seat, actions[rng.randrange(len(actions))])
        else:
            seat = st.turn
            actions = legal_actions(st, seat)
            advance(st, seat, actions[rng.randrange(len(actions))])
    return st


__all__ = [
    "DECK",
    "EXPOSURE",
    "FIRST_EXPOSURE",
    "HAND_OVER",
    "HEART_ACE",
    "PLAY",
    "SUIT_CARDS",
    "SWAP_CHOICE",
    "TRANSFORMER",
    "Event",
    "HandState",
    "IllegalActionError",
    "advance",
    "apply_action",
    "card_code",
    "claim_is_certain",
    "deal",
    "deal_from",
    "legal_actions",
    "legal_plays",
    "random_playout",
    "shuffled_deck",
    "to_act",
]
