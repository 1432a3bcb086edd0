"""How believable a sampled world is, given the order of play (expert inference).

The sampler deals hidden cards uniformly among the hands they fit. But the
other players chose their cards: a seat that ducked under the pig with ♠K
behind it, or threw a high heart on a trick it could have won, rarely holds
what a uniform deal gives it. For a world, this replays the hand from its
first trick and, at each play of another seat, asks how likely that play was
for a sound player (the heuristic's scores through a softmax, mixed with a
uniform share for players who think differently). The product over the plays
is the world's weight in the search's means (importance sampling).

Reads only what the seat may know: the view's public order of play and the
sampled world's hidden hands.
"""

from __future__ import annotations

import math

from ..actions import play_cards
from ..cards import Seat
from ..hand import PLAY, HandState, advance, legal_plays
from ..view import SeatView
from .heuristics import score_plays
from .knowledge import ctx_from_state

# Softmax temperature (points of the heuristic's score) and the uniform share.
TEMPERATURE = 15.0
UNIFORM = 0.15
# A world whose replay meets an illegal play (should not happen): nearly impossible.
IMPOSSIBLE = math.log(1e-4)


class PlayLikelihood:
    """Log-weights of worlds from the view's order of play (empty history: every world weighs 0)."""

    def __init__(
        self, view: SeatView, max_plays: int = 48, discards: bool = False, sharpness: float = 1.0
    ) -> None:
        self.view = view
        self.sharpness = sharpness  # the power the likelihood is raised to
        self.seat = view.seat
        plays = view.plays
        # Plays worth asking about: the other seats' after the first lead; the latest ones
        # when the history is long (they say most about the cards still hidden). With
        # ``discards``, only plays off the led suit: what a void seat threw away and what it
        # kept say most about its hand, and the weights stay far less skewed.
        self.plays = plays
        asked = [i for i, (s, _) in enumerate(plays) if i > 0 and s != view.seat]
        if discards:
            asked = [
                i
                for i in asked
                if any(
                    c // 13 != play_cards(plays[i - i % 4][1])[0] // 13
                    for c in play_cards(plays[i][1])
                )
            ]
        self.asked = frozenset(asked[-max_plays:])
        self.active = bool(self.asked) and view.phase == PLAY
        # The asked plays in order with the slot of the seat that made each, and each seat's
        # shares by the hand it was dealt (see _log_likelihood).
        self._seats = sorted({plays[i][0] for i in self.asked})
        self._order = [(i, self._seats.index(plays[i][0])) for i in sorted(self.asked)]
        self._guessed_exposures = view.rules.exposure == "hidden"
        self._shares: dict[tuple[object, ...], dict[int, float]] = {}

    def start_of_play(self, world: HandState) -> HandState:
        """The world as it stood at the first lead: every hand as dealt, nothing played."""
        st = world.copy()
        st.hand1 = [d[0] for d in world.dealt]
        st.hand2 = [d[1] for d in world.dealt]
        e1 = [0, 0, 0, 0]
        e2 = [0, 0, 0, 0]
        for e in world.exposures:
            b = 1 << e.card
            if e1[e.seat] & b:
                e2[e.seat] |= b
            else:
                e1[e.seat] |= b
        st.exposed1, st.exposed2 = e1, e2
        st.phase = PLAY
        st.opened = 0
        st.trick = ()
        st.lead_suit = -1
        st.lead_pair = False
        st.first_lead = False
        st.taken1, st.taken2 = [0] * 4, [0] * 4
        st.self1, st.self2 = [0] * 4, [0] * 4
        st.voids = [0, 0, 0, 0]
        st.tricks = 0
        st.last_trick = None
        st.first_pig = None
        st.played1 = st.played2 = 0
        st.penalty_seat = None
        st.pending = 0
        st.result = None
        st.swap_chosen = None
        first: Seat = self.plays[0][0] if self.plays else world.leader
        st.leader = st.turn = first
        return st

    def log_weight(self, world: HandState) -> float:
        """``sharpness`` × log P(the other seats' observed plays | this world), up to a
        constant."""
        return self.sharpness * self._log_likelihood(world) if self.active else 0.0

    def _log_likelihood(self, world: HandState) -> float:
        # A seat's plays are scored from public facts and its own hand only (and, in 暗卖,
        # the exposures the world guessed), so its share of the likelihood is remembered by
        # that hand: a world whose seats were all met before is summed without a replay.
        # Late in the hand the hidden cards are few and most worlds repeat some seat's hand.
        shares = self._shares
        guessed = tuple(world.exposures) if self._guessed_exposures else ()
        per_seat = []
        missing: dict[Seat, dict[int, float]] = {}
        new_keys = []
        for s in self._seats:
            key = (s, *world.dealt[s], guessed)
            got = shares.get(key)
            if got is None:
                got = shares[key] = missing[s] = {}
                new_keys.append(key)
            per_seat.append(got)
        if missing and not self._replay(world, missing):
            # An impossible play cut the replay short: this world is summed up to it, but
            # the seats the replay was scoring are not remembered.
            for key in new_keys:
                del shares[key]
        total = 0.0
        for i, slot in self._order:
            share = per_seat[slot].get(i)
            if share is None:
                return total + IMPOSSIBLE
            total += share
        return total

    def _replay(self, world: HandState, fill: dict[Seat, dict[int, float]]) -> bool:
        """Score the asked plays of the seats in ``fill`` in this world, in order; False when
        a play was illegal (the replay stops there, as the world is then nearly impossible)."""
        st = self.start_of_play(world)
        asked = self.asked
        inv_t = 1.0 / TEMPERATURE
        for i, (s, act) in enumerate(self.plays):
            if i in asked and s in fill:
                legal = legal_plays(st, s)
                if act not in legal:
                    return False
                n = len(legal)
                share = 0.0
                if n > 1:
                    scored = score_plays(ctx_from_state(st, s), legal, tags=False)
                    top = max(x[0] for x in scored)
                    z = 0.0
                    mine = 0.0
                    for sc, a, _ in scored:
                        e = math.exp((sc - top) * inv_t)
                        z += e
                        if a == act:
                            mine = e
                    share = math.log((1.0 - UNIFORM) * mine / z + UNIFORM / n)
                fill[s][i] = share
            advance(st, s, act)
        return True
