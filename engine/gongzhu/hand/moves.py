"""Whose move it is, the legal moves in every phase, and a move applied: validated with events
(:func:`apply_action`) or in place on a private copy (:func:`advance`, the search's fast path)."""

from __future__ import annotations

import random

from ..actions import (
    CLAIM,
    CLOSE_WINDOW,
    DECLINE_FIRST,
    DONE,
    EXPOSE_BASE,
    FIRST_BASE,
    NO_SWAP,
    SWAP,
    Action,
    action_code,
)
from ..cards import SEAT_LETTERS, Seat, cards_of
from ..scoring import FIRST, HIDDEN, SHOWN
from .claims import _claim
from .deal import _close_window, _exposable, _open_window, _record_exposure
from .end import _finish
from .state import (
    EXPOSURE,
    FIRST_EXPOSURE,
    HAND_OVER,
    PHASE_NAMES,
    PLAY,
    SWAP_CHOICE,
    CardsExposed,
    Event,
    ExposureDone,
    FirstExposed,
    HandState,
    IllegalActionError,
)
from .tricks import _play, legal_plays


def to_act(st: HandState) -> tuple[Seat, ...]:
    """The seats that may act now (several at once in the 首明 and exposure phases)."""
    if st.phase == PLAY:
        return (st.turn,)
    if st.phase in (FIRST_EXPOSURE, EXPOSURE):
        return tuple(s for s in range(4) if st.pending >> s & 1)
    if st.phase == SWAP_CHOICE:
        return (st.turn,)
    return ()


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
        return (
            f"{who} may not play {what}: must follow {suit} if possible (and respect exposed cards)"
        )
    return f"{who} may not '{what}' now ({PHASE_NAMES[st.phase]})"


def advance(
    st: HandState, seat: Seat | None, action: Action, events: list[Event] | None = None
) -> None:
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
