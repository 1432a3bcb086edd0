"""What a finished hand and game leave behind: the humans' profiles and the hand history.

Practice never comes here (the session decides). A full disk or a name that cannot be a
profile is a toast, never a stop: the game goes on without its statistics.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from engine.actions import action_code
from engine.cards import PIG, SEAT_LETTERS, card_code, count, multiset_cards
from engine.hand import rescore
from saves.errors import SaveError
from saves.history import HandHistory
from saves.profiles import GameRecord, HandRecord, ProfileError, ProfileStore

if TYPE_CHECKING:
    from engine.match import Match
    from game.ui.app import Context
    from saves.game import SeatEntry


def humans(seats: Sequence[SeatEntry]) -> tuple[int, ...]:
    return tuple(s for s, e in enumerate(seats) if e.human)


def record_hand(ctx: Context, match: Match, seats: Sequence[SeatEntry]) -> None:
    """The finished hand in each human's profile and in the hand history."""
    hand = match.hand
    score = match.records[-1].score
    for seat in humans(seats):
        s = score.seats[seat]
        rec = HandRecord(
            score=score.credited[seat],
            pigs_taken=count(hand.taken1[seat], hand.taken2[seat], PIG),
            all_hearts=s.all_hearts,
            grand_slam=s.grand_slam,
            exposures=sum(1 for e in hand.exposures if e.seat == seat),
            exposure_gain=exposure_gain(match, seat),
        )
        _with_profile(ctx, seats[seat].name, lambda store, name, rec=rec: store.record_hand(name, rec))
    try:
        HandHistory().add(hand_record(match, [e.name for e in seats]))
    except (SaveError, ValueError) as err:
        ctx.toast(str(err), 4.0)


def record_game(ctx: Context, match: Match, seats: Sequence[SeatEntry]) -> None:
    """The finished game in each human's profile: won (or, with a double loser, not the pig) or not."""
    standings = match.standings()
    double = match.rules.double_pig_loser
    for seat in humans(seats):
        st = standings[seat]
        won = not st.pig and (st.place == 1 or double)
        _with_profile(ctx, seats[seat].name,
                      lambda store, name, st=st, won=won: store.record_game(name, GameRecord(won, st.pig)))


def _with_profile(ctx: Context, name: str, action: Callable[[Any, str], object]) -> None:
    """Run ``action(store, name)`` on the profile called ``name`` (made on first use)."""
    store = ProfileStore()
    try:
        if store.get(name) is None:
            store.create(name)
        action(store, name)
    except ProfileError:
        return   # a name that cannot be a profile: play on without statistics
    except SaveError as err:
        ctx.toast(err.message(ctx.settings.language), 5.0)
    if store.error is not None:
        ctx.toast(store.error.message(ctx.settings.language), 5.0)


def hand_record(match: Match, names: Sequence[str] = ()) -> dict[str, Any]:
    """The hand-history record of the hand just finished (saves.history's shape)."""
    record = match.records[-1]
    hand = match.hand
    return {
        "rules": match.rules.to_json(),
        "deal": record.deal,
        "hand_index": len(match.records),
        "first_receiver": SEAT_LETTERS[record.first_receiver],
        "hands": [[card_code(c) for c in multiset_cards(*hand.dealt[s])] for s in range(4)],
        "actions": [f"{'-' if seat is None else SEAT_LETTERS[seat]} {action_code(a)}"
                    for seat, a in record.moves],
        "scores": list(record.score.credited),
        "names": list(names),
    }


def exposure_gain(match: Match, seat: int) -> int:
    """What a seat's own exposures changed in its credited score this hand."""
    hand = match.hand
    if hand.result is None or not any(e.seat == seat for e in hand.exposures):
        return 0
    return hand.result.credited[seat] - rescore(hand, without_seat=seat).credited[seat]
