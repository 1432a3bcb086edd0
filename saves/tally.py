"""A game's finished hands into statistics and the hand history, each exactly once.

Why a tally rather than "count the hand when its result screen opens": the game can be
closed or killed at any moment, between the last card and the result screen, or between
one profile's write and the next. Each hand of a game has a key (``<game id>:<number>``)
that is written with what it counts, in the same atomic write, so counting is idempotent:
:func:`tally` counts whatever of a game is not counted yet, and the game simply calls it at
every hand's end and again when a saved game is continued.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from engine.gongzhu.actions import action_code
from engine.gongzhu.cards import PIG, SEAT_LETTERS, card_code, count, multiset_cards
from engine.gongzhu.hand import rescore
from engine.gongzhu.match import Match, replay

from .errors import SaveError
from .game import SeatEntry
from .history import HandHistory
from .profiles import GameRecord, HandRecord, ProfileError, ProfileStore, is_counted

log = logging.getLogger(__name__)


def hand_key(game_id: str, number: int) -> str:
    """The key of hand ``number`` (1-based) of a game."""
    return f"{game_id}:{number}"


def game_key(game_id: str) -> str:
    """The key of the game's own record (won, 当猪)."""
    return f"{game_id}:game"


def hand_record(match: Match, names: Sequence[str] = ()) -> dict[str, Any]:
    """The hand-history record of ``match``'s last finished hand (saves.history's shape)."""
    record = match.records[-1]
    hand = match.hand
    return {
        "rules": match.rules.to_json(),
        "deal": record.deal,
        "hand_index": len(match.records),
        "first_receiver": SEAT_LETTERS[record.first_receiver],
        "hands": [[card_code(c) for c in multiset_cards(*hand.dealt[s])] for s in range(4)],
        "actions": [
            f"{'-' if seat is None else SEAT_LETTERS[seat]} {action_code(a)}"
            for seat, a in record.moves
        ],
        "scores": list(record.score.credited),
        "names": list(names),
    }


def exposure_gain(match: Match, seat: int) -> int:
    """What a seat's own exposures changed in its credited score this hand."""
    hand = match.hand
    if hand.result is None or not any(e.seat == seat for e in hand.exposures):
        return 0
    return hand.result.credited[seat] - rescore(hand, without_seat=seat).credited[seat]


def seat_record(match: Match, seat: int) -> HandRecord:
    """What ``match``'s last finished hand adds to the statistics of the player in ``seat``."""
    hand = match.hand
    score = match.records[-1].score
    s = score.seats[seat]
    return HandRecord(
        score=score.credited[seat],
        pigs_taken=count(hand.taken1[seat], hand.taken2[seat], PIG),
        all_hearts=s.all_hearts,
        grand_slam=s.grand_slam,
        exposures=sum(1 for e in hand.exposures if e.seat == seat),
        exposure_gain=exposure_gain(match, seat),
    )


def game_record(match: Match, seat: int) -> GameRecord:
    """The finished game as the player in ``seat`` counts it: won, and whether 当猪."""
    standing = match.standings()[seat]
    won = not standing.pig and (standing.place == 1 or match.rules.double_pig_loser)
    return GameRecord(won, standing.pig)


def _hand(match: Match, number: int) -> Match:
    """``match`` as it stood when hand ``number`` had just finished."""
    if number == len(match.records) and match.hand_over:
        return match
    return replay(match.rules, match.seed, [r.moves for r in match.records[:number]], match.deals)


def tally(
    match: Match,
    seats: Sequence[SeatEntry],
    game_id: str,
    store: ProfileStore | None = None,
    history: HandHistory | None = None,
    counted_from: int = 1,
) -> list[SaveError]:
    """Count every finished hand of ``match`` not counted yet — for each human seat's profile
    and in the hand history — and the game itself once it is over.

    Returns the writes that failed (a read-only or full folder); what failed is counted by
    a later call once the folder takes writes again. Hands before ``counted_from`` (a game
    saved before game ids) and a game with no id are left as they are.
    """
    if not game_id:
        return []
    store = store if store is not None else ProfileStore()
    history = history if history is not None else HandHistory()
    names = [e.name for e in seats]
    humans = [s for s, e in enumerate(seats) if e.human]
    errors: list[SaveError] = []
    try:
        in_history = history.keys()
        done = {s: _counted(store, names[s]) for s in humans}
    except SaveError as err:
        return [err]
    if store.error is not None:  # a file set aside or kept apart: the player is told
        errors.append(store.error)
        store.error = None
    for s in humans:
        if done[s] is None:  # a name that cannot be a profile: not silently
            log.warning("seat %s's name %r cannot be a profile; not counted", s, names[s][:40])
    humans = [s for s in humans if done[s] is not None]
    finished_hands = len(match.records)
    for s in humans:
        if is_counted(done[s] or (), hand_key(game_id, finished_hands + 1)):
            errors += _write(store.recount_after, names[s], game_id, finished_hands)
            done[s] = _counted(store, names[s])
    failed: set[int] = set()  # a seat whose write failed counts no later hand: marks stay true
    for number in range(max(1, counted_from), finished_hands + 1):
        key = hand_key(game_id, number)
        seats_due = [s for s in humans if s not in failed and not is_counted(done[s] or (), key)]
        if key in in_history and not seats_due:
            continue
        finished = _hand(match, number)
        for s in seats_due:
            error = _write(store.record_hand, names[s], seat_record(finished, s), key)
            if error:
                failed.add(s)
                errors += error
        if key not in in_history:
            errors += _write(history.add, hand_record(finished, names), key)
    if match.game_over:
        key = game_key(game_id)
        for s in humans:
            if s not in failed and not is_counted(done[s] or (), key):
                errors += _write(store.record_game, names[s], game_record(match, s), key)
    return errors


def _counted(store: ProfileStore, name: str) -> tuple[str, ...] | None:
    """The marks counted for ``name`` (its profile made on first use); None: no profile possible."""
    try:
        profile = store.get(name) or store.create(name)
    except ProfileError:
        return None
    return profile.counted


def _write(write: Callable[..., object], *args: object) -> list[SaveError]:
    """One write; its failure is returned, so the others are still tried."""
    try:
        write(*args)
    except SaveError as err:
        return [err]
    return []
