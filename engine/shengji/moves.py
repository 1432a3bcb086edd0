"""Whose move it is, every move checked, candidate moves, and a move applied with its events.

Plays are multisets of cards, too many to list in a two-deck hand, so the rules offer a check
of any one action (:func:`action_reason`, :func:`is_legal_play`) and a bounded list of
candidates (:func:`legal_actions`): every declaration and pass, and for burying and playing a
list that always holds at least one legal action. :func:`apply_action` accepts every legal
action, listed or not.
"""

from __future__ import annotations

import random

from .cards import Card, Hand, Seat, bits, hand_cards, points_of
from .draw import (
    declarations,
    declare,
    decline_revolution,
    pass_chance,
    pass_window,
    revolt,
    settle,
    show,
)
from .follow import Lead, follows, playable_in_follow, ruff
from .friends import apply_call, call_candidates, call_reason
from .order import TRUMPS, Order
from .play import (
    NOT_ASKED,
    NOT_DECLARABLE,
    NOT_YOUR_TURN,
    WRONG_PHASE,
    apply_bury,
    apply_play,
    bury_reason,
    play_reason,
)
from .shapes import PLACES, capacity_of_mask, decompose_masks, highest_first
from .state import (
    CALL,
    CLOSING,
    DRAW,
    KITTY,
    PASS,
    PLAY,
    REVOLT,
    REVOLUTION,
    SHOW,
    Action,
    Bury,
    Call,
    Declare,
    Event,
    HandState,
    IllegalActionError,
    Pass,
    Play,
    Revolt,
)


def to_act(st: HandState) -> Seat | None:
    """The seat whose decision the hand waits for; None when it is over."""
    if st.phase in (DRAW, CLOSING, REVOLUTION, SHOW):
        return st.chances[0] if st.chances else None
    if st.phase in (KITTY, CALL):
        return st.declarer
    if st.phase == PLAY:
        return st.turn
    return None


def is_legal_play(st: HandState, seat: Seat, cards: tuple[Card, ...]) -> str | None:
    """None when ``seat`` may play ``cards`` now, else a reason code (``MUST_FOLLOW_SUIT`` …)."""
    return play_reason(st, seat, tuple(sorted(cards)))


def action_reason(st: HandState, seat: Seat, action: Action) -> str | None:
    """None when ``action`` by ``seat`` is legal now, else a reason code."""
    if isinstance(action, Play):
        return play_reason(st, seat, tuple(sorted(action.cards)))
    if isinstance(action, Bury):
        return bury_reason(st, seat, tuple(sorted(action.cards)))
    if isinstance(action, Call):
        return call_reason(st, seat, action)
    if to_act(st) != seat:
        return NOT_YOUR_TURN
    if isinstance(action, Declare):
        if st.phase not in (DRAW, CLOSING, SHOW):
            return WRONG_PHASE
        return None if tuple(action.cards) in declarations(st, seat) else NOT_DECLARABLE
    if isinstance(action, Revolt):
        return None if st.phase == REVOLUTION else NOT_ASKED
    if isinstance(action, Pass):
        return None if st.phase in (DRAW, CLOSING, REVOLUTION, SHOW) else WRONG_PHASE
    return WRONG_PHASE


def apply_action(st: HandState, seat: Seat, action: Action) -> tuple[HandState, list[Event]]:
    """Check ``action`` by ``seat`` and return the new state and the events it caused.

    Raises :class:`IllegalActionError` (with a reason code) for an action the rules do not
    allow now; the given state is never changed.
    """
    reason = action_reason(st, seat, action)
    if reason is not None:
        raise IllegalActionError(reason, f"{reason}: seat {seat} may not {action} now")
    new = st.copy()
    events: list[Event] = []
    advance(new, seat, action, events)
    return new, events


def advance(st: HandState, seat: Seat, action: Action, events: list[Event] | None = None) -> None:
    """Apply a legal action to a private copy in place (no check: the playouts' fast path)."""
    if isinstance(action, Play):
        apply_play(st, seat, tuple(sorted(action.cards)), events)
    elif isinstance(action, Bury):
        apply_bury(st, seat, tuple(sorted(action.cards)), events)
    elif isinstance(action, Call):
        apply_call(st, seat, action, events)
    elif isinstance(action, Declare) and st.phase == SHOW:
        show(st, seat, tuple(action.cards), events)
    elif isinstance(action, Declare):
        declare(st, seat, tuple(action.cards), events)
    elif isinstance(action, Revolt):
        revolt(st, seat, events)
    elif st.phase == SHOW:
        pass_window(st)
    elif st.phase == REVOLUTION:
        decline_revolution(st, events)
    else:
        pass_chance(st)
        settle(st, events)


# ---- candidates ---------------------------------------------------------------------------


def lead_candidates(hand: Hand, order: Order) -> list[tuple[Card, ...]]:
    """Singles, pairs and tractors (each cut length) of the hand, and per group one throw of
    its two highest components: bounded, and all legal leads (a throw may fail)."""
    once, twice = hand
    out: list[tuple[Card, ...]] = [(c,) for c in bits(once)]
    out += [(c, c) for c in bits(twice)]
    fine = order.fine
    place = order.place
    for group in range(5):
        mask = order.masks[group]
        pairs = twice & mask
        if pairs & (pairs - 1):  # two pairs or more: tractors may be in it
            cap = capacity_of_mask(pairs, order)
            best_at: dict[int, Card] = {}
            for c in bits(pairs):
                p = place[c]
                if p not in best_at or fine[c] > fine[best_at[p]]:
                    best_at[p] = c
            for start in range(PLACES):
                run: list[Card] = []
                end = start
                while end < PLACES and cap[end]:  # every run from ``start``: a tractor each
                    run.append(best_at[end])
                    end += 1
                    if len(run) >= 2:
                        out.append(tuple(sorted(run * 2)))
        held = once & mask
        if held & (held - 1):  # two cards or more: one throw of its two highest components
            if not pairs:  # singles only: its two highest cards
                out.append(tuple(sorted(highest_first(held, fine)[:2])))
            elif len(parts := decompose_masks(held, pairs, order)) >= 2:
                out.append(tuple(sorted(parts[0].cards + parts[1].cards)))
    return out


def follow_candidates(
    st: HandState, seat: Seat, rng: random.Random | None = None
) -> list[tuple[Card, ...]]:
    """Legal follows: built to meet the duties, and a trump play of the lead's shape if void."""
    order = st.order
    hand = st.hands[seat]
    lead = Lead.of(list(st.lead), order)
    out = follows(hand, lead, order, rng)
    trumped = ruff(hand, lead, order)
    if trumped is not None and trumped not in out:
        out.append(trumped)
    return out


def bury_candidates(st: HandState, seat: Seat) -> list[tuple[Card, ...]]:
    """The kitty as taken, and the lowest plain non-point cards (a burial a player might make)."""
    if st.phase == KITTY:
        kitty = st.stock[len(st.stock) - st.rules.kitty_size :]
        order = st.order
        cards = hand_cards(st.hands[seat])

        def cost(c: Card) -> tuple[bool, bool, int]:
            return order.group[c] == TRUMPS, points_of((c,)) > 0, order.fine[c]

        low = tuple(sorted(sorted(cards, key=cost)[: st.rules.kitty_size]))
        return [tuple(sorted(kitty))] + ([low] if low != tuple(sorted(kitty)) else [])
    return [st.kitty]


def legal_actions(st: HandState, seat: Seat, rng: random.Random | None = None) -> list[Action]:
    """The candidate actions of ``seat`` now: complete for declaring, passing and 革命; a
    bounded list (never empty) of burials and plays. Empty when it is not ``seat``'s move."""
    if to_act(st) != seat:
        return []
    if st.phase in (DRAW, CLOSING, SHOW):
        options: list[Action] = [Declare(c) for c in declarations(st, seat)]
        return options + [PASS]
    if st.phase == REVOLUTION:
        return [REVOLT, PASS]
    if st.phase == CALL:
        return list(call_candidates(st))
    if st.phase == KITTY:
        return [Bury(c) for c in bury_candidates(st, seat)]
    if st.phase == PLAY:
        return [Play(p) for p in play_candidates(st, seat, rng)]
    return []


def play_candidates(
    st: HandState, seat: Seat, rng: random.Random | None = None
) -> list[tuple[Card, ...]]:
    """The candidate plays of ``seat`` in PLAY, his turn: leads, or follows of the trick's lead."""
    if not st.trick:
        return lead_candidates(st.hands[seat], st.order)
    return follow_candidates(st, seat, rng)


def playable_cards(st: HandState, seat: Seat) -> set[Card]:
    """The cards of ``seat`` that belong to at least one legal play now (for highlighting)."""
    if st.phase != PLAY or seat != st.turn:
        return set()
    if not st.trick:
        return set(hand_cards(st.hands[seat]))  # §6: any single leads
    return playable_in_follow(st.hands[seat], list(st.lead), st.order)


def random_play(st: HandState, seat: Seat, rng: random.Random) -> tuple[Card, ...]:
    """A random candidate play of ``seat``, his turn in PLAY."""
    plays = play_candidates(st, seat, rng)
    return plays[rng.randrange(len(plays))]


def random_action(st: HandState, rng: random.Random) -> tuple[Seat, Action]:
    """A random candidate for the seat to act (playouts, benchmarks, property tests)."""
    seat = to_act(st)
    assert seat is not None
    if st.phase == PLAY:  # the same pick as from legal_actions, only the chosen play made
        return seat, Play(random_play(st, seat, rng))
    actions = legal_actions(st, seat, rng)
    return seat, actions[rng.randrange(len(actions))]


def random_playout(st: HandState, rng: random.Random, max_actions: int = 10_000) -> HandState:
    """Play a hand to its end with random candidate actions."""
    st = st.copy()
    for _ in range(max_actions):
        if st.phase == PLAY:  # random_action's pick, played without an action around it
            apply_play(st, st.turn, tuple(sorted(random_play(st, st.turn, rng))), None)
            continue
        if to_act(st) is None:
            return st
        seat, action = random_action(st, rng)
        advance(st, seat, action)
    raise RuntimeError("a random playout did not end")
