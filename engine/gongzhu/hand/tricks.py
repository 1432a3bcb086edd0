"""Play and tricks (RULES §4): the legal plays under the four duties, a card leaving the hand,
who wins the trick and who takes its scoring cards."""

from __future__ import annotations

from ..actions import CLAIM, PAIR_BASE, TWO_BASE, Action, play_cards
from ..cards import CLUB_TWO, DIAMONDS, SUIT_MASKS, Card, CardSet, Seat, cards_of, colour_mask
from .claims import claim_is_certain
from .end import _SCORING, _hand_done, _take
from .state import CardPlayed, Event, HandState, TrickTaken


def _restricted(st: HandState, seat: Seat) -> tuple[CardSet, CardSet]:
    """Restricted copies held: exposed copies whose suit has not been opened."""
    closed = ~st.opened
    return st.exposed1[seat] & closed, st.exposed2[seat] & closed


def _pair_actions(pairs: CardSet) -> list[Action]:
    return [PAIR_BASE + c for c in cards_of(pairs)]


def _two_actions(codes: CardSet) -> list[Action]:
    cs = cards_of(codes)
    return [TWO_BASE + a * 52 + b for i, a in enumerate(cs) for b in cs[i + 1 :]]


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
        free |= h1 & ~smask  # an exposed card may be discarded before its suit is led
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


def _lead_plays(
    st: HandState, seat: Seat, h1: CardSet, h2: CardSet, r1: CardSet, free: CardSet
) -> list[Action]:
    if st.first_lead:
        return [PAIR_BASE + CLUB_TWO] if h2 >> CLUB_TWO & 1 else [CLUB_TWO]
    singles, pairs = free, h2 & ~r1
    if not singles and not pairs:
        singles, pairs = h1, h2  # only restricted cards are left
    plays: list[Action] = list(cards_of(singles))
    if pairs:
        plays += _pair_actions(pairs)
    if not r1 and claim_is_certain(st, seat):
        plays.append(CLAIM)
    return plays


def _pair_follows(
    st: HandState,
    h1: CardSet,
    h2: CardSet,
    r1: CardSet,
    free: CardSet,
    suit: int,
    smask: CardSet,
    strict: bool,
) -> list[Action]:
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
        if free >> x & 1:  # with x restricted no play is free of restricted cards: duty lapses
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
    if (
        st.trick
        and st.penalty_seat is None
        and st.rules.colour_rule == "penalty"
        and _wrong_colour(st, seat, action)
    ):
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
            st.voids[seat] |= 1 << st.lead_suit  # a discard shows the suit is now empty
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


def play_key(cards: tuple[int, ...], suit: int, pair_led: bool) -> int:
    """Comparable strength of a play in a trick (−1: cannot win; of equal keys the first
    played wins): a single card by its number in the suit led; two cards answering a pair
    led by the higher, after their kind (in ♦ a pair beats two odd cards, in ♥♠♣ two odd
    cards beat a pair). The computer players rank plays with it too."""
    if not pair_led:
        card = cards[0]
        return card if card // 13 == suit else -1
    a, b = cards
    if a // 13 != suit or b // 13 != suit:
        return -1
    pair_wins = suit == DIAMONDS
    return (100 if (a == b) == pair_wins else 0) + max(a, b)


def _trick_winner(st: HandState) -> Seat:
    suit = st.lead_suit
    best, best_seat = -1, -1
    if not st.lead_pair:
        for seat, card in st.trick:
            if card // 13 == suit and card > best:
                best, best_seat = card, seat
        return best_seat
    for seat, action in st.trick:
        key = play_key(play_cards(action), suit, True)
        if key > best:
            best, best_seat = key, seat
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
