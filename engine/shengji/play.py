"""Burying, leading, following, tricks and the hand's end (SHENGJI §4, §6–§9).

Each function checks one action against the rules and names what breaks them by a stable
reason code (the table translates it); :func:`apply_play` and :func:`apply_bury` change a
private copy of the state.
"""

from __future__ import annotations

from .cards import POINTS, Card, Seat, add_cards, hand_cards, holds, points_of, remove_cards
from .draw import draw_after_trick, open_window
from .follow import follow_reason
from .friends import note_play, reveal
from .scoring import kitty_multiplier, level_change, next_declarer
from .shapes import decompose, group_of_play, lead_kind
from .state import (
    CALL,
    HAND_OVER,
    KITTY,
    PLAY,
    Buried,
    Event,
    HandResult,
    HandScored,
    HandState,
    Led,
    Played,
    ThrowFailed,
    TrickTaken,
)
from .trick import beatable, forced_component, trick_winner

# Reason codes (stable: the table translates them).
NOT_YOUR_TURN = "NOT_YOUR_TURN"
WRONG_PHASE = "WRONG_PHASE"
NOT_IN_HAND = "NOT_IN_HAND"
NO_CARDS = "NO_CARDS"
WRONG_COUNT = "WRONG_COUNT"  # a follow of another number of cards than led; a burial too
MIXED_LEAD = "MIXED_LEAD"  # §6: a lead is of one suit group
NOT_DECLARABLE = "NOT_DECLARABLE"
NOT_ASKED = "NOT_ASKED"


def play_reason(st: HandState, seat: Seat, cards: tuple[Card, ...]) -> str | None:
    """Why ``seat`` may not play ``cards`` now, or None (§6 for a lead, §7 for a follow)."""
    if st.phase != PLAY:
        return WRONG_PHASE
    if seat != st.turn:
        return NOT_YOUR_TURN
    if not cards:
        return NO_CARDS
    hand = st.hands[seat]
    if not holds(hand, cards):
        return NOT_IN_HAND
    order = st.order
    if not st.trick:
        if group_of_play(cards, order) is None:
            return MIXED_LEAD  # §6: a lead is of one suit group
        return None
    if len(cards) != len(st.trick[0][1]):
        return WRONG_COUNT  # §7: as many cards as led
    return follow_reason(hand, list(st.lead), cards, order)


def bury_reason(st: HandState, seat: Seat, cards: tuple[Card, ...]) -> str | None:
    """§4: the declarer buries as many cards as the kitty, any cards, until his first lead."""
    first_lead_pending = st.phase == PLAY and not st.tricks and not st.trick
    if st.rules.players == 5 and st.phase == PLAY:
        return WRONG_PHASE  # §15.15: five players, burying closes at the friend call
    if not (st.phase in (KITTY, CALL) or (first_lead_pending and st.buried)):
        return WRONG_PHASE
    if seat != st.declarer:
        return NOT_YOUR_TURN
    if len(cards) != st.rules.kitty_size:
        return WRONG_COUNT
    pool = st.hands[seat]
    if st.phase != KITTY:
        pool = add_cards(pool, st.kitty)  # §4: burying again takes the old burial back
    if not holds(pool, cards):
        return NOT_IN_HAND
    return None


def apply_bury(
    st: HandState, seat: Seat, cards: tuple[Card, ...], events: list[Event] | None
) -> None:
    hand = add_cards(st.hands[seat], st.kitty)
    left = remove_cards(hand, cards)
    assert left is not None
    st.hands[seat] = left
    st.kitty = tuple(sorted(cards))
    st.buried = True
    st.phase = CALL if st.rules.players == 5 else PLAY  # §11: five players call a friend first
    st.leader = st.turn = seat  # §6: the declarer leads the first trick
    if events is not None:
        events.append(Buried(seat, st.kitty))


def apply_play(
    st: HandState, seat: Seat, cards: tuple[Card, ...], events: list[Event] | None
) -> None:
    """Play legal ``cards`` (sorted: :func:`~.moves.advance` sorts them): a lead (a throw
    checked at once, §6) or a follow; end the trick."""
    order = st.order
    players = st.rules.players
    if not st.trick:
        components = decompose(cards, order)
        if len(components) > 1:
            # §6: a throw must stand against every other hand (the kitty does not count)
            others = [st.hands[s] for s in range(players) if s != seat]
            beaten = beatable(components, others, order)
            if beaten:
                forced = forced_component(beaten)
                st.shown = st.shown + ((seat, cards),)
                if st.rules.throw_penalty and st.rules.players == 4:
                    # §6, §15.11: to the defenders from a declarer's side, from them otherwise
                    sign = 1 if st.is_declaring(seat) else -1
                    st.penalty += sign * st.rules.throw_penalty
                if events is not None:
                    events.append(ThrowFailed(seat, cards, forced.cards))
                cards = forced.cards
                components = [forced]
        st.lead = tuple(components)
        if events is not None:
            events.append(Led(seat, cards, lead_kind(components)))
    elif events is not None:
        events.append(Played(seat, cards))
    if st.called is not None:
        note_play(st, seat, cards, events)  # §11 `first-played`: a copy makes the friend
    left = remove_cards(st.hands[seat], cards)
    assert left is not None
    st.hands[seat] = left
    st.trick = st.trick + ((seat, cards),)
    if len(st.trick) < players:
        st.turn = (seat + 1) % players
        return
    _end_trick(st, events)


def _end_trick(st: HandState, events: list[Event] | None) -> None:
    order = st.order
    winner = st.trick[trick_winner(st.trick, order, list(st.lead))][0]
    cards = tuple(c for _, play in st.trick for c in play)
    won = tuple(c for c in cards if POINTS[c])
    st.piles[winner] = st.piles[winner] + won
    st.tricks = st.tricks + ((st.trick, winner),)
    if events is not None:
        events.append(TrickTaken(winner, cards, points_of(won)))
    last_lead = st.lead
    st.trick = ()
    st.lead = ()
    st.leader = st.turn = winner
    if st.rules.players == 2:
        draw_after_trick(st, winner, events)  # §10: the winner draws first, then the other
    if not any(h[0] for h in st.hands):
        _finish(st, winner, max(c.width for c in last_lead), events)
    elif st.rules.players == 2:
        open_window(st)  # §10: the leader, then the other, may show before the lead


def _penalty_at_end(st: HandState) -> int:
    """§6: with two or five players the sides are known only at the end; count then."""
    if st.rules.players == 4:
        return st.penalty
    return sum(
        st.rules.throw_penalty if st.is_declaring(seat) else -st.rules.throw_penalty
        for seat, _ in st.shown
    )


def _undeclared_duel(st: HandState) -> None:
    """§10, §15.13: no 2 shown all hand — more points declares hand 2 at level 3; 50–50: again
    a first hand, the same first receiver."""
    points = [points_of(st.piles[s]) for s in range(2)]
    first = st.first_receiver
    if points[0] == points[1]:
        declarer, rise, row = first, 0, "duel: no 2 shown, 50-50: again a first hand"
    else:
        declarer = 0 if points[0] > points[1] else 1
        rise, row = 1, "duel: no 2 shown, more points declares hand 2 at 3"
    st.result = HandResult(
        declarer=declarer,
        declarers=(declarer,),
        trick_points=points[1 - declarer],
        kitty=(),
        kitty_points=0,
        multiplier=0,
        penalty=0,
        defenders_points=points[1 - declarer],
        declarers_won=True,
        rise=rise,
        row=row,
        next_declarer=declarer if rise else first,
        first_hand_next=not rise,
    )


def _finish(st: HandState, last_winner: Seat, largest: int, events: list[Event] | None) -> None:
    """§8: the defenders' points, the kitty bonus (抠底), the level change; §9 the next declarer."""
    rules = st.rules
    declarer = st.declarer
    if rules.players == 5:
        reveal(st, events)  # §11: at the end the friend is revealed
    if declarer is None:
        _undeclared_duel(st)
        _over(st, events)
        return
    st.penalty = _penalty_at_end(st)
    declarers = tuple(s for s in range(rules.players) if st.is_declaring(s))
    trick_points = sum(points_of(st.piles[s]) for s in range(rules.players) if s not in declarers)
    kitty_points = points_of(st.kitty)
    multiplier = 0
    if last_winner not in declarers and rules.kitty_size:
        multiplier = kitty_multiplier(rules.kitty_multiplier, largest)  # §8 抠底
    d = max(0, trick_points + kitty_points * multiplier + st.penalty)
    won, rise, row = level_change(rules.level_table, rules.decks, d)
    st.result = HandResult(
        declarer=declarer,
        declarers=declarers,
        trick_points=trick_points,
        kitty=st.kitty,
        kitty_points=kitty_points,
        multiplier=multiplier,
        penalty=st.penalty,
        defenders_points=d,
        declarers_won=won,
        rise=rise,
        row=row,
        next_declarer=next_declarer(rules.players, declarer, won, st.friend),
        friend=st.friend if rules.players == 5 else None,
    )
    _over(st, events)


def _over(st: HandState, events: list[Event] | None) -> None:
    assert st.result is not None
    st.phase = HAND_OVER
    st.turn = -1
    if events is not None:
        events.append(HandScored(st.result))


def held(st: HandState, seat: Seat) -> tuple[Card, ...]:
    return hand_cards(st.hands[seat])
