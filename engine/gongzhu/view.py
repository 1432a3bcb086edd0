"""What one seat may know — and a way to rebuild a full state from it.

:func:`view_for` is all a player (human or computer) sees: its own cards,
everything played in public, exposures as the exposure mode reveals them,
who took what, who has shown a void. The computer players sample the hidden
cards and call :func:`world_from_view` to get a full :class:`HandState` they
can search; a world built from a view always looks the same from that seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .actions import Action, is_play, play_cards
from .cards import Card, CardSet, Seat, cards_of, multiset_minus
from .hand import EXPOSURE, FIRST_EXPOSURE, HAND_OVER, HandState, exposable, legal_actions, to_act
from .rules import RuleSet
from .scoring import HIDDEN, Exposure, HandScore, score_hand

Multiset = tuple[CardSet, CardSet]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge of a hand in progress."""

    rules: RuleSet
    seat: Seat
    phase: int
    turn: Seat
    leader: Seat
    to_act: tuple[Seat, ...]
    legal: tuple[Action, ...]  # this seat's legal actions now
    hand: Multiset  # own cards
    dealt: Multiset  # own cards as dealt
    first_card: Card  # own first card received (首明)
    hand_sizes: tuple[int, ...]
    exposures: tuple[Exposure, ...]  # the exposures this seat can see
    hidden_counts: tuple[int, ...]  # 暗卖: others' exposures not yet revealed, per seat
    exposed_held: tuple[Multiset, ...]  # visible exposed copies still in each hand
    opened: CardSet
    trick: tuple[tuple[Seat, Action], ...]
    lead_suit: int
    lead_pair: bool
    first_lead: bool
    played_by: tuple[Multiset, ...]  # what each seat has played so far
    taken: tuple[Multiset, ...]  # scoring cards each seat has taken
    self_taken: tuple[Multiset, ...]
    voids: tuple[int, ...]
    tricks: int
    last_trick: tuple[tuple[tuple[Seat, Action], ...], Seat, Seat] | None
    first_pig: Seat | None
    first_receiver: Seat
    swap_chosen: bool | None
    penalty_seat: Seat | None
    result: HandScore | None
    plays: tuple[
        tuple[Seat, Action], ...
    ] = ()  # every card play of the hand, in order (empty: unknown)


def _visible_exposures(st: HandState, seat: Seat) -> tuple[tuple[Exposure, ...], tuple[int, ...]]:
    if st.rules.exposure != "hidden" or st.phase == HAND_OVER:
        return st.exposures, (0, 0, 0, 0)
    shown: list[Exposure] = []
    hidden = [0, 0, 0, 0]
    # A hidden exposure is revealed once its exposed copy has been played.
    still = [dict.fromkeys(range(4), 0) for _ in range(4)]
    for s in range(4):
        for card in cards_of(st.exposed1[s]):
            still[s][card] = 1 + (st.exposed2[s] >> card & 1)
    seen: dict[tuple[int, int], int] = {}
    for e in st.exposures:
        if e.seat == seat or e.how != HIDDEN:
            shown.append(e)
            continue
        key = (e.seat, e.card)
        seen[key] = seen.get(key, 0) + 1
    for (s, card), n in seen.items():
        revealed = n - still[s].get(card, 0)
        shown.extend(Exposure(s, card, HIDDEN) for _ in range(revealed))
        hidden[s] += n - revealed
    return tuple(shown), tuple(hidden)


def _seats_to_act(st: HandState, seat: Seat) -> tuple[Seat, ...]:
    """Who may act, as far as ``seat`` knows.

    In the 首明 and exposure phases only the seat's own turn is shown: who else
    is still deciding would tell which seats hold a special card.
    """
    if st.phase in (FIRST_EXPOSURE, EXPOSURE):
        return (seat,) if st.pending >> seat & 1 else ()
    return to_act(st)


def public_plays(
    st: HandState, moves: Iterable[tuple[Seat | None, Action]]
) -> tuple[tuple[Seat, Action], ...]:
    """The card plays among a hand's ``moves`` (e.g. ``Match.moves``), in order: every seat saw them.

    Four plays make a trick. Empty when the moves do not account for exactly the
    cards ``st`` says were played (moves of another hand, or none given).
    """
    plays = tuple((s, a) for s, a in moves if s is not None and is_play(a))
    if (
        len(plays) != 4 * st.tricks + len(st.trick)
        or plays[len(plays) - len(st.trick) :] != st.trick
    ):
        return ()
    got: list[Multiset] = [(0, 0)] * 4
    for s, a in plays:
        for card in play_cards(a):
            b = 1 << card
            g1, g2 = got[s]
            got[s] = (g1, g2 | b) if g1 & b else (g1 | b, g2)
    for s in range(4):
        if got[s] != multiset_minus(st.dealt[s], (st.hand1[s], st.hand2[s])):
            return ()
    return plays


def view_for(
    st: HandState, seat: Seat, moves: Iterable[tuple[Seat | None, Action]] = ()
) -> SeatView:
    """Everything ``seat`` may know about ``st``, and nothing else.

    Pass the hand's ``moves`` (``Match.moves``) to include the order of play
    (:attr:`SeatView.plays`), which the computer players read for inference.
    """
    exposures, hidden_counts = _visible_exposures(st, seat)
    hidden_mode = st.rules.exposure == "hidden" and st.phase != HAND_OVER
    exposed_held = tuple(
        (st.exposed1[s], st.exposed2[s]) if (s == seat or not hidden_mode) else (0, 0)
        for s in range(4)
    )
    played_by = tuple(multiset_minus(st.dealt[s], (st.hand1[s], st.hand2[s])) for s in range(4))
    return SeatView(
        rules=st.rules,
        seat=seat,
        phase=st.phase,
        turn=st.turn,
        leader=st.leader,
        to_act=_seats_to_act(st, seat),
        legal=tuple(legal_actions(st, seat)),
        hand=(st.hand1[seat], st.hand2[seat]),
        dealt=st.dealt[seat],
        first_card=st.first_cards[seat],
        hand_sizes=tuple(st.cards_left(s) for s in range(4)),
        exposures=exposures,
        hidden_counts=hidden_counts,
        exposed_held=exposed_held,
        opened=st.opened,
        trick=st.trick,
        lead_suit=st.lead_suit,
        lead_pair=st.lead_pair,
        first_lead=st.first_lead,
        played_by=played_by,
        taken=tuple((st.taken1[s], st.taken2[s]) for s in range(4)),
        self_taken=tuple((st.self1[s], st.self2[s]) for s in range(4)),
        voids=tuple(st.voids),
        tricks=st.tricks,
        last_trick=st.last_trick,
        first_pig=st.first_pig,
        first_receiver=st.first_receiver,
        swap_chosen=st.swap_chosen,
        penalty_seat=st.penalty_seat,
        result=st.result,
        plays=public_plays(st, moves),
    )


def unseen_cards(view: SeatView) -> Multiset:
    """The cards in other hands, as far as this seat knows: the decks minus own and played cards."""
    decks = view.rules.decks
    full: Multiset = ((1 << 52) - 1, (1 << 52) - 1 if decks == 2 else 0)
    rest = multiset_minus(full, view.hand)
    for s in range(4):
        rest = multiset_minus(rest, view.played_by[s])
    return rest


def world_from_view(
    view: SeatView, hands: Sequence[Multiset], exposures: Sequence[Exposure] | None = None
) -> HandState:
    """A full state that looks exactly like ``view`` from its seat, with the given hidden hands.

    ``hands[s]`` is ignored for the view's own seat. ``exposures`` replaces
    the visible ones when the sampler has guessed the hidden (暗卖) ones.
    """
    from .hand import HandState as _HS  # local: keeps the public import surface small

    st = _HS.__new__(_HS)
    seat = view.seat
    h = [view.hand if s == seat else hands[s] for s in range(4)]
    exp = tuple(exposures) if exposures is not None else view.exposures
    e1 = [0, 0, 0, 0]
    e2 = [0, 0, 0, 0]
    for s in range(4):
        if s == seat or view.rules.exposure != "hidden":
            e1[s], e2[s] = view.exposed_held[s]
    if exposures is not None and view.rules.exposure == "hidden":
        counts: dict[tuple[int, int], int] = {}
        for e in exp:
            if e.seat != seat:
                counts[(e.seat, e.card)] = counts.get((e.seat, e.card), 0) + 1
        # Another seat's exposures this view already shows were revealed by playing
        # the exposed copy: that copy is gone, whatever copy of the card is still held.
        for e in view.exposures:
            if e.seat != seat and (e.seat, e.card) in counts:
                counts[(e.seat, e.card)] -= 1
        for (s, card), n in counts.items():
            held = (h[s][0] >> card & 1) + (h[s][1] >> card & 1)
            for _ in range(min(n, held)):
                b = 1 << card
                if e1[s] & b:
                    e2[s] |= b
                else:
                    e1[s] |= b
    dealt = []
    for s in range(4):
        d1, d2 = h[s]
        for card in cards_of(view.played_by[s][0]):
            for _ in range(1 + (view.played_by[s][1] >> card & 1)):
                b = 1 << card
                if d1 & b:
                    d2 |= b
                else:
                    d1 |= b
        dealt.append((d1, d2))
    played1 = played2 = 0
    for p1, p2 in view.played_by:
        both = played1 & p1
        played2 |= p2 | both
        played1 |= p1
    values = dict(  # noqa: C408 - keyword form mirrors the slots
        rules=view.rules,
        dealt=tuple(dealt),
        first_cards=(view.first_card,) * 4,
        first_receiver=view.first_receiver,
        deal_order=(),
        phase=view.phase,
        hand1=[x[0] for x in h],
        hand2=[x[1] for x in h],
        exposed1=e1,
        exposed2=e2,
        exposures=exp,
        pending=_world_pending(view, e1, e2, h),
        opened=view.opened,
        leader=view.leader,
        turn=view.turn,
        trick=view.trick,
        lead_suit=view.lead_suit,
        lead_pair=view.lead_pair,
        first_lead=view.first_lead,
        taken1=[t[0] for t in view.taken],
        taken2=[t[1] for t in view.taken],
        self1=[t[0] for t in view.self_taken],
        self2=[t[1] for t in view.self_taken],
        voids=list(view.voids),
        tricks=view.tricks,
        last_trick=view.last_trick,
        first_pig=view.first_pig,
        swap_chosen=view.swap_chosen,
        result=view.result,
        played1=played1,
        played2=played2,
        penalty_seat=view.penalty_seat,
    )
    for name, value in values.items():
        setattr(st, name, value)
    return st


def _world_pending(
    view: SeatView, e1: list[CardSet], e2: list[CardSet], hands: Sequence[Multiset]
) -> int:
    """Seats still deciding in a rebuilt world: the viewer as its view says; in the
    window, every other seat whose sampled hand still holds an unexposed special card."""
    if view.phase == FIRST_EXPOSURE:
        return sum(1 << s for s in view.to_act)
    if view.phase != EXPOSURE:
        return 0
    pending = sum(1 << s for s in view.to_act)
    for s in range(4):
        if s != view.seat and exposable(hands[s], (e1[s], e2[s])):
            pending |= 1 << s
    return pending


def running_scores(view: SeatView) -> tuple[int, ...]:
    """Each seat's hand score so far, as ``view``'s seat may know it.

    Built from the scoring cards taken and the exposures this seat can see, so
    in 暗卖 a factor stays out of the other players' figures until its card is
    revealed (RULES §3). Each seat's own score, also in team modes.
    """
    return tuple(
        s.total
        for s in score_hand(
            view.rules, view.taken, view.exposures, view.self_taken, view.swap_chosen
        ).seats
    )
