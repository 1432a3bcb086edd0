"""Exact endgames: a sampled world with few cards left, solved instead of played out.

A rollout plays the end of a hand the heuristic's way; with every card known (a
sampled world is a full deal) the last tricks can be searched exactly. In
partners the two sides are opponents, so it is alpha-beta on the seat's team
score (the other side is assumed to hold it down: paranoid, which is exactly
what it wants when every point it saves is one the other side does not take
… nearly: the transformer and 全红 make the sum not constant). In solo and
猪羊一家 each seat plays for its own score (max-n: the mover keeps the child best
for itself). Equal cards are tried once: two cards of a suit with the same points
and nothing between them in another hand or on the table win the same tricks.

Pure, deterministic, no clock: the caller keeps it to small endgames.
"""

from __future__ import annotations

from ..actions import CLAIM, PAIR_BASE
from ..cards import PIG, SHEEP, TRANSFORMER
from ..hand import (
    HAND_OVER,
    PLAY,
    SWAP_CHOICE,
    HandState,
    advance,
    legal_actions,
    legal_plays,
    scoring_left,
)
from .knowledge import card_values

_SPECIAL = 1 << PIG | 1 << SHEEP | 1 << TRANSFORMER


def cards_per_hand(st: HandState) -> int:
    """The most cards any seat still holds."""
    return max(st.hand1[s].bit_count() + st.hand2[s].bit_count() for s in range(4))


def _value(st: HandState, seat: int) -> float:
    res = st.result
    assert res is not None
    if st.rules.mode == "partners":
        return res.credited[seat] + res.credited[(seat + 2) & 3]
    return res.credited[seat]


def _finish(st: HandState) -> HandState:
    """Past the last trick: the 猪羊变色 answer its decider likes best, then the score."""
    while st.phase == SWAP_CHOICE:
        seat = st.turn
        best: HandState | None = None
        for act in legal_actions(st, seat):
            probe = st.copy()
            advance(probe, seat, act)
            if best is None or _value(probe, seat) > _value(best, seat):
                best = probe
        assert best is not None
        st = best
    return st


def _moves(st: HandState, seat: int, vals: tuple[int, ...]) -> list[int]:
    """The seat's legal plays with equal cards collapsed (one deck)."""
    legal = legal_plays(st, seat)
    if len(legal) < 2 or st.rules.decks != 1:
        return legal
    live = _SPECIAL | st.exposed1[seat]
    for s in range(4):
        if s != seat:
            live |= st.hand1[s]
    for _, a in st.trick:
        live |= 1 << a if a < PAIR_BASE else 0
    out: list[int] = []
    prev = -1
    for a in legal:  # singles come in ascending order
        if (
            prev >= 0
            and a < PAIR_BASE
            and a // 13 == prev // 13
            and vals[a] == vals[prev]
            and not live >> a & 1
            and not live >> prev & 1
            and not live & ((1 << a) - 1) & ~((2 << prev) - 1)
        ):
            prev = a
            continue
        out.append(a)
        prev = a if a < PAIR_BASE else -1
    return out


class Solver:
    """Exact values of small endgames for one seat (its team in partners)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.nodes = 0

    def value(self, st: HandState) -> float:
        """The seat's score with best play by everyone from ``st`` (a private copy; unchanged)."""
        vals = card_values(st.rules.hearts, (1, 1, 1, 1))
        if st.rules.mode == "partners":
            return self._ab(st, -1e9, 1e9, vals)
        return self._maxn(st, vals)[self.seat]

    def _terminal(self, st: HandState) -> HandState | None:
        """The finished hand, if nothing is left to choose (``st`` may be advanced)."""
        if st.phase == PLAY and not st.trick and not scoring_left(st):
            advance(st, st.turn, CLAIM)
        if st.phase == PLAY:
            return None
        return _finish(st) if st.phase != HAND_OVER else st

    def _ab(self, st: HandState, alpha: float, beta: float, vals: tuple[int, ...]) -> float:
        self.nodes += 1
        done = self._terminal(st)
        if done is not None:
            return _value(done, self.seat)
        mover = st.turn
        mine = (mover - self.seat) & 1 == 0
        best = -1e9 if mine else 1e9
        for act in _moves(st, mover, vals):
            child = st.copy()
            advance(child, mover, act)
            v = self._ab(child, alpha, beta, vals)
            if mine:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def _maxn(self, st: HandState, vals: tuple[int, ...]) -> tuple[int, ...]:
        self.nodes += 1
        done = self._terminal(st)
        if done is not None:
            assert done.result is not None
            return done.result.credited
        mover = st.turn
        best: tuple[int, ...] | None = None
        for act in _moves(st, mover, vals):
            child = st.copy()
            advance(child, mover, act)
            v = self._maxn(child, vals)
            if best is None or v[mover] > best[mover]:
                best = v
        assert best is not None
        return best
