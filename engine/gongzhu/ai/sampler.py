"""Sampling the hidden hands: worlds that look exactly like the seat's view.

Constraints used: the cards nobody has seen (decks minus own minus played),
each hand's size, shown voids, exposed cards still lying in front of their
owners, the ♣2 held by the first leader before the first lead, and in 暗卖
(hidden) mode the number of hidden exposures each seat still holds (those are
special cards, and the sample guesses which), and with two decks what the
order of play tells about pairs (:func:`no_pair_suits`), and, when asked, who
showed by a discard that they hold no pig (:func:`pig_free`). Cards are dealt
most-constrained first with weights by free room; a dead end restarts the deal.
"""

from __future__ import annotations

import random

from ..actions import PAIR_BASE, is_pair_play, play_cards
from ..cards import (
    CLUB_TWO,
    CLUBS,
    PIG,
    SPADES,
    SPECIALS,
    SUIT_MASKS,
    TRANSFORMER,
    cards_of,
    multiset_minus,
)
from ..hand import HandState, play_key
from ..scoring import HIDDEN, Exposure
from ..view import SeatView, unseen_cards, world_from_view
from .knowledge import Multiset


def _expand(ms: Multiset) -> list[int]:
    out: list[int] = []
    for card in cards_of(ms[0]):
        out.append(card)
        if ms[1] >> card & 1:
            out.append(card)
    return out


def _add(ms: Multiset, card: int) -> Multiset:
    b = 1 << card
    return (ms[0], ms[1] | b) if ms[0] & b else (ms[0] | b, ms[1])


def no_pair_suits(view: SeatView) -> list[int]:
    """Per seat, a bit per suit in which that seat is known to hold no pair (two decks).

    A pair led obliges every follower to answer with a pair of the led suit if
    it holds one (RULES §4). A follower who answered with two different cards
    of the led suit held no pair of it then, and cannot hold one later (cards
    only leave a hand). Skipped for a seat with an exposure in that suit: the
    exposure duty comes before the pair duty and may have hidden a pair.
    """
    out = [0, 0, 0, 0]
    plays = view.plays
    if view.rules.decks != 2 or not plays:
        return out
    exposed_suits = [0, 0, 0, 0]
    for e in view.exposures:
        exposed_suits[e.seat] |= 1 << (e.card // 13)
    for start in range(0, len(plays), 4):
        trick = plays[start : start + 4]
        lead = trick[0][1]
        if not is_pair_play(lead):
            continue
        suit = play_cards(lead)[0] // 13
        for s, act in trick[1:]:
            a, b = play_cards(act)
            if (
                a != b
                and a // 13 == suit
                and b // 13 == suit
                and not exposed_suits[s] >> suit & 1
                and not view.hidden_counts[s]
            ):
                out[s] |= 1 << suit
    return out


def pig_free(view: SeatView) -> int:
    """A bit per seat that showed it holds no pig: it discarded another card where the pig
    would surely have gone to an opponent (the transformer aside: it may be worth more).

    A seat void in the led suit never wins the trick; dumping the pig there costs the
    side nothing in solo, and in partners nothing once the partner has played and does
    not hold the trick (only opponents come after). A sound player dumps it then (the
    heuristic nearly always does), so a seat that threw something else most likely held
    no pig, and cards only leave a hand. Read from single-card tricks whose suit a black
    pig may be thrown on (the colour rule), outside 暗卖 and 猪羊一家.
    """
    rules = view.rules
    plays = view.plays
    if not plays or rules.exposure == "hidden" or rules.mode not in ("solo", "partners"):
        return 0
    # A seat with its pig exposed may not throw it before spades are led (RULES §3).
    held = [view.exposed_held[s][0] >> PIG & 1 for s in range(4)]
    out = 0
    for start in range(0, len(plays), 4):
        trick = plays[start : start + 4]
        lead = trick[0][1]
        if lead >= PAIR_BASE:
            continue
        suit = lead // 13
        if suit == SPADES or (rules.colour_rule != "off" and suit != CLUBS):
            continue
        best, winner = -1, trick[0][0]
        played: set[int] = set()
        for s, act in trick:
            if act >= PAIR_BASE:
                break
            if act // 13 != suit and act not in (PIG, TRANSFORMER) and not held[s]:
                mate = (s + 2) & 3
                if rules.mode == "solo" or (mate in played and winner != mate):
                    out |= 1 << s
            k = play_key((act,), suit, False)
            if k > best:
                best, winner = k, s
            played.add(s)
    return out


# The share of worlds that ignore the discard evidence. Computer players broke the rule
# at about one in a hundred decisions where it spoke (build/pig_evidence.py), to save a
# 全红 or for the transformer; people more often.
DOUBT = 0.1


class Sampler:
    """Deals the unseen cards to the other seats, consistently with the view.

    With ``evidence``, a seat that showed it holds no pig (:func:`pig_free`) is dealt one
    only in a share :data:`DOUBT` of the worlds (none if no other seat could take it):
    players now and then keep the pig for a reason of their own.
    """

    def __init__(self, view: SeatView, evidence: bool = False) -> None:
        self.view = view
        me = view.seat
        pool = unseen_cards(view)
        fixed: list[Multiset] = [(0, 0)] * 4
        hidden_mode = view.rules.exposure == "hidden"
        # Exposed copies in front of a seat are known to be in its hand.
        for s in range(4):
            if s != me and not hidden_mode:
                e1, e2 = view.exposed_held[s]
                fixed[s] = (e1, e2)
                pool = multiset_minus(pool, (e1, e2))
        # Before the first lead of a game's first hand, the leader holds the ♣2.
        if (
            view.first_lead
            and view.leader != me
            and view.phase <= 2
            and pool[0] >> CLUB_TWO & 1
            and not fixed[view.leader][0] >> CLUB_TWO & 1
        ):
            fixed[view.leader] = _add(fixed[view.leader], CLUB_TWO)
            pool = multiset_minus(pool, (1 << CLUB_TWO, 0))
        self.fixed = fixed
        self.pool = _expand(pool)
        self.need = [
            0
            if s == me
            else view.hand_sizes[s] - sum((fixed[s][0].bit_count(), fixed[s][1].bit_count()))
            for s in range(4)
        ]
        self.hidden = (
            [0 if s == me else view.hidden_counts[s] for s in range(4)]
            if hidden_mode
            else [0, 0, 0, 0]
        )
        self.others = [s for s in range(4) if s != me]
        allowed = []
        for card in range(52):
            suit = card // 13
            allowed.append([s for s in self.others if not (view.voids[s] >> suit & 1)])
        self.allowed = self.believed = allowed
        if evidence:
            free = pig_free(view)
            kept = [s for s in allowed[PIG] if not free >> s & 1]
            if kept:
                self.believed = allowed[:]
                self.believed[PIG] = kept
        self.no_pair = no_pair_suits(view)

    def sample(self, rng: random.Random) -> tuple[list[Multiset], list[Exposure] | None]:
        """Hidden hands for the other seats (own seat: (0, 0)) and, in 暗卖, guessed exposures."""
        for _ in range(200):
            got = self._try(rng)
            if got is not None:
                return got
        return self._relaxed(rng)

    def _try(self, rng: random.Random) -> tuple[list[Multiset], list[Exposure] | None] | None:
        hands = list(self.fixed)
        room = self.need[:]
        pool = self.pool[:]
        allowed = (
            self.allowed if self.believed is self.allowed or rng.random() < DOUBT else self.believed
        )
        exposures: list[Exposure] | None = None
        if any(self.hidden):
            exposures = list(self.view.exposures)
            specials = [c for c in pool if c in SPECIALS]
            rng.shuffle(specials)
            for s in self.others:
                for _ in range(self.hidden[s]):
                    pick = next((c for c in specials if s in allowed[c]), None)
                    if pick is None or room[s] <= 0:
                        return None
                    specials.remove(pick)
                    pool.remove(pick)
                    hands[s] = _add(hands[s], pick)
                    room[s] -= 1
                    exposures.append(Exposure(s, pick, HIDDEN))
        rng.shuffle(pool)
        pool.sort(key=lambda c: len(allowed[c]))
        no_pair = self.no_pair
        for card in pool:
            seats = [s for s in allowed[card] if room[s] > 0]
            suit_bit = 1 << (card // 13)
            if any(np & suit_bit for np in no_pair):
                # A seat known to hold no pair of this suit cannot get the second copy.
                seats = [
                    s for s in seats if not (no_pair[s] & suit_bit and hands[s][0] >> card & 1)
                ]
            if not seats:
                return None
            total = sum(room[s] for s in seats)
            r = rng.randrange(total)
            for s in seats:
                r -= room[s]
                if r < 0:
                    break
            hands[s] = _add(hands[s], card)
            room[s] -= 1
        return hands, exposures

    def _relaxed(self, rng: random.Random) -> tuple[list[Multiset], list[Exposure] | None]:
        """Last resort (should not happen): ignore voids."""
        hands = list(self.fixed)
        pool = self.pool[:]
        rng.shuffle(pool)
        i = 0
        for s in self.others:
            for card in pool[i : i + self.need[s]]:
                hands[s] = _add(hands[s], card)
            i += self.need[s]
        return hands, None

    def world(self, rng: random.Random) -> HandState:
        hands, exposures = self.sample(rng)
        return world_from_view(self.view, hands, exposures)


def suit_lengths(ms: Multiset) -> list[int]:
    return [(ms[0] & m).bit_count() + (ms[1] & m).bit_count() for m in SUIT_MASKS]
