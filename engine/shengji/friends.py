"""Five players: calling a friend (找朋友, SHENGJI §11, §15.15), and who he turns out to be.

After burying, before the first lead, the declarer names a card and a direction. Under
`friend_rule` `seat` the friend is fixed at the call — the first player in that direction who
holds a copy — but nobody is told: the state knows him, the views do not, until the end. Under
`first-played` he is whoever first plays a copy, openly, at that moment.
"""

from __future__ import annotations

from .cards import BJ, Card, Hand, Seat
from .state import CALL, DIRECTIONS, PLAY, Call, Event, FriendCalled, FriendRevealed, HandState

WRONG_CALL = "WRONG_CALL"  # a card that does not exist or a direction not ccw / cw


def call_reason(st: HandState, seat: Seat, call: Call) -> str | None:
    """Why ``seat`` may not make ``call`` now, or None: any card, either direction (§11)."""
    if st.phase != CALL:
        return "WRONG_PHASE"  # §15.15: after burying, before the first lead
    if seat != st.declarer:
        return "NOT_YOUR_TURN"  # §11: the declarer calls
    if not 0 <= call.card <= BJ or call.direction not in DIRECTIONS:
        return WRONG_CALL
    return None


def seat_friend(hands: list[Hand], declarer: Seat, card: Card, direction: str) -> Seat | None:
    """§11 `seat`: the first player in ``direction``, from the declarer's neighbour on, who
    holds a copy of ``card`` at the call; None: a false call (虚叫, §14.14)."""
    players = len(hands)
    step = 1 if direction == "ccw" else -1
    for i in range(1, players):
        seat = (declarer + step * i) % players
        if hands[seat][0] >> card & 1:
            return seat
    return None


def apply_call(st: HandState, seat: Seat, call: Call, events: list[Event] | None) -> None:
    """Record the call (public) and, under `seat`, fix the friend (hidden); the declarer leads."""
    st.called = call
    if st.rules.friend_rule == "seat":
        st.friend = seat_friend(st.hands, seat, call.card, call.direction)
    st.phase = PLAY  # §15.15: burying closes at the call
    st.leader = st.turn = seat
    if events is not None:
        events.append(FriendCalled(seat, call.card, call.direction))


def note_play(
    st: HandState, seat: Seat, cards: tuple[Card, ...], events: list[Event] | None
) -> None:
    """§11 `first-played`: the first player but the declarer to play a copy is the friend."""
    call = st.called
    if st.rules.friend_rule != "first-played" or call is None or st.friend_known:
        return
    if seat == st.declarer or call.card not in cards:
        return
    st.friend = seat
    st.friend_known = True
    if events is not None:
        events.append(FriendRevealed(seat))


def reveal(st: HandState, events: list[Event] | None) -> None:
    """§11: at the end the friend is revealed (None: the declarer played alone)."""
    if st.friend_known:
        return
    st.friend_known = True
    if events is not None:
        events.append(FriendRevealed(st.friend))


def call_candidates(st: HandState) -> list[Call]:
    """Every call: each of the 54 codes in both directions (§11: any code, a joker included)."""
    return [Call(card, d) for card in range(BJ + 1) for d in DIRECTIONS]
