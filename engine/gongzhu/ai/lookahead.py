"""A rollout player that looks to the end of the trick before it plays.

The heuristic estimates what a play brings to this trick from the chance that it
holds and what the later seats are likely to add. Inside a sampled world every hand
is known, so the rollout can instead play the trick out: each of the heuristic's best
few plays is followed by the later seats' own heuristic plays, and the trick's real
outcome for my side replaces the estimate; what keeping each card is worth (its
burden) still comes from the heuristic. It costs a few heuristic calls per play, so
only a budget that has worlds to spare uses it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..actions import CLAIM, play_cards
from ..hand import PLAY, HandState, advance, legal_plays
from .heuristics import _NORMAL, best_play, score_plays
from .knowledge import ctx_from_state
from .piles import HEART_MASK, hearts_threat, trick_value
from .weights import Weights


def finish_trick(
    st: HandState,
    tricks: int,
    per_seat: Sequence[Weights],
    rng: random.Random | None = None,
    noise: float = 0.0,
) -> None:
    """Play on until trick number ``tricks`` is taken, each seat by its own heuristic."""
    while st.phase == PLAY and st.tricks == tricks:
        turn = st.turn
        legal = legal_plays(st, turn)
        follow = (
            legal[0]
            if len(legal) == 1
            else best_play(ctx_from_state(st, turn), legal, rng, noise, False, per_seat[turn])[0]
        )
        advance(st, turn, follow)


def lookahead_play(
    st: HandState,
    seat: int,
    legal: list[int],
    rng: random.Random,
    noise: float,
    per_seat: Sequence[Weights],
    width: int,
) -> int:
    """The seat's play: the heuristic's best ``width`` plays (with noise) judged by how this
    trick really ends in this world."""
    c = ctx_from_state(st, seat)
    w = per_seat[seat]
    scored = score_plays(c, legal, False, w)
    bits = rng.getrandbits
    noisy = sorted(  # best last; ties: the lowest action, as best_play
        ((sc + noise * _NORMAL[bits(12)] if noise else sc), -act) for sc, act, _ in scored
    )
    top = [-a for _, a in noisy[-width:]]
    if CLAIM in top or len(top) == 1:
        return -noisy[-1][1]
    threat = hearts_threat(c)
    realized: dict[int, float] = {}
    tricks = st.tricks
    for act in top:
        probe = st.copy()
        advance(probe, seat, act)
        finish_trick(probe, tricks, per_seat)
        last = probe.last_trick
        assert last is not None
        plays, _, taker = last
        if taker not in c.mates:
            realized[act] = 0.0
            continue
        cards = [x for _, a in plays for x in play_cards(a)]
        value = trick_value(c, cards, True)
        if threat and any(1 << x & HEART_MASK for x in cards):
            value += w.stop_hearts
        realized[act] = value
    rescored = score_plays(c, top, False, w, realized)
    best_s, best_a = 0.0, -1
    for sc, act, _ in rescored:
        if noise:
            sc += noise * _NORMAL[bits(12)]
        if best_a < 0 or sc > best_s or (sc == best_s and act < best_a):
            best_s, best_a = sc, act
    return best_a
