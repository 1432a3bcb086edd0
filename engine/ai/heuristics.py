"""The heuristic player: every legal play gets a score, the best one is played.

A play's score is the points it is expected to bring my side in this trick
(``p_win × value``, with what the later players are likely to add), minus the
"burden" of the cards it keeps in my hand (the pig, the ♠A/♠K while the pig
is out, high hearts, high cards in general), plus a little for voiding a suit.
That one formula covers ducking, dumping the pig on a void, leading short
suits, 拱猪 (leading low spades while the pig is out), taking the sheep and
stopping a 全红. It reads only a :class:`~engine.ai.knowledge.Ctx`, so the same
code is the ``normal`` level and the search's rollout policy.
"""
from __future__ import annotations

import random

from ..actions import CLAIM, EXPOSE_BASE, FIRST_BASE, play_cards
from ..cards import HEART_ACE, PIG, SHEEP, SPADES, SUIT_MASKS, TRANSFORMER, colour_mask
from ..rules import RuleSet
from .knowledge import Ctx

HEART_MASK = SUIT_MASKS[1]
PIG_RANK = PIG % 13
SHEEP_RANK = SHEEP % 13

# Tags name why a play scored best; explain.py turns them into sentences.
DUCK, DUMP_PIG, DUMP_HEART, DUMP_GUARD, DISCARD, TAKE_POINTS, SAFE_WIN, FORCED_WIN = (
    "duck", "dump_pig", "dump_heart", "dump_guard", "discard", "take_points", "safe_win", "win")
HUNT_PIG, LEAD_SHORT, LEAD_LOW, LEAD, CLAIM_ALL, GIVE_PARTNER, STOP_HEARTS = (
    "hunt_pig", "lead_short", "lead_low", "lead", "claim", "give_partner", "stop_hearts")


def _count(c: Ctx, mask: int) -> int:
    return (c.h1 & mask).bit_count() + (c.h2 & mask).bit_count()


def _out_count(c: Ctx, mask: int) -> int:
    return (c.out1 & mask).bit_count() + (c.out2 & mask).bit_count()


def _play_key(cards: tuple[int, ...], suit: int, pair_led: bool) -> int:
    """Comparable strength of a play in a trick (−1: cannot win)."""
    if not pair_led:
        card = cards[0]
        return card if card // 13 == suit else -1
    a, b = cards
    if a // 13 != suit or b // 13 != suit:
        return -1
    pair_wins = suit == 2
    return (100 if (a == b) == pair_wins else 0) + max(a, b)


def _trick_value(c: Ctx, cards: list[int], taker_is_me: bool) -> float:
    vals = c.vals
    v = 0
    has_ct = False
    for card in cards:
        if card == TRANSFORMER:
            has_ct = True
        else:
            v += vals[card]
    if has_ct:
        base = (c.my_taken if taker_is_me else 0) + v
        f_tr = c.factors[2]
        v += base * (2 * f_tr - 1) if base else 25 * 2 * f_tr
    return v


def _hearts_threat(c: Ctx) -> bool:
    """Another side has taken every heart taken so far, and many of them: a 全红 is coming."""
    if c.rules.hearts == "positive":
        return False
    holders = [s for s in range(4) if (c.taken[s][0] & HEART_MASK)]
    if len(holders) != 1 or holders[0] in c.mates:
        return False
    s = holders[0]
    n = (c.taken[s][0] & HEART_MASK).bit_count() + (c.taken[s][1] & HEART_MASK).bit_count()
    return n >= 6 * c.rules.decks


def _burden(c: Ctx, card: int, spades_left: int, pig_out: bool, threat: bool) -> float:
    """How much keeping ``card`` is expected to cost (negative) or be worth (positive)."""
    rank = card % 13
    f_pig = c.factors[0]
    b = -1.2 * (rank - 7) if rank > 7 else 0.0
    if card == PIG:
        b -= (55 if spades_left < 4 else 30) * f_pig
    elif card // 13 == SPADES and rank > PIG_RANK and pig_out:
        b -= 25 * f_pig
    elif card // 13 == 1:
        if threat:
            b += 15 if rank >= 9 else 0
        else:
            b += 0.45 * c.vals[card]
    elif card == SHEEP:
        b += 45 * c.factors[1]
    return b


def score_plays(c: Ctx, legal: list[int]) -> list[tuple[float, int, str]]:
    """(score, action, tag) for every legal play; higher is better for my side."""
    out: list[tuple[float, int, str]] = []
    seat = c.seat
    trick = c.trick
    suit = c.lead_suit if trick else -1
    pig_out = bool(c.out1 >> PIG & 1)
    spades_mine = _count(c, SUIT_MASKS[SPADES])
    threat = _hearts_threat(c)
    f_pig = c.factors[0]
    sizes = c.hand_sizes
    voids = c.voids
    others = [s for s in range(4) if s != seat and sizes[s] > 0]
    if trick:
        best_key, best_seat = -1, -1
        pair_led = c.lead_pair
        trick_cards: list[int] = []
        penalty_taken = False
        for s, act in trick:
            cs = play_cards(act)
            trick_cards.extend(cs)
            k = _play_key(cs, suit, pair_led)
            if k > best_key:
                best_key, best_seat = k, s
            if c.rules.colour_rule == "penalty" and not penalty_taken:
                colour = colour_mask(suit)
                if any(not (colour >> x & 1) for x in cs):
                    penalty_taken = True
        n_later = 3 - len(trick)
        later = [(seat + i) & 3 for i in range(1, n_later + 1)]
    else:
        pair_led = False
        trick_cards = []
        best_key, best_seat = -1, -1
        penalty_taken = False
        later = others
    suit_info: dict[int, tuple[list[int], list[int], int, float, int]] = {}
    for act in legal:
        if act == CLAIM:
            out.append((1e6, act, CLAIM_ALL))
            continue
        cards = play_cards(act)
        s_play = cards[0] // 13 if not trick else suit
        smask = SUIT_MASKS[s_play]
        top = max(cards)
        in_suit = all(x // 13 == s_play for x in cards)
        n_higher = _out_count(c, smask & ~((2 << top) - 1)) if in_suit else 99
        info = suit_info.get(s_play)
        if info is None:
            n_suit_out = _out_count(c, smask)
            avg_suit = 0.0
            if s_play == 1 and n_suit_out:
                vals = c.vals
                avg_suit = sum(vals[x] for x in range(13, 26) if c.out1 >> x & 1) / n_suit_out
            info = suit_info[s_play] = (
                [s for s in others if not (voids[s] >> s_play & 1)],
                [s for s in later if not (voids[s] >> s_play & 1)],
                n_suit_out, avg_suit, _count(c, smask))
        holders, later_h, n_suit_out, avg_suit, n_mine = info
        if trick:
            my_key = _play_key(cards, suit, pair_led)
            winning = my_key > best_key
        else:
            winning = True
        if winning:
            if not later_h or n_higher == 0:
                p = 1.0
            elif trick:
                p = ((len(holders) - len(later_h)) / len(holders)) ** n_higher
            else:
                p = 0.35 ** n_higher
        else:
            p = 0.0
        # What the later players are likely to add if my play holds.
        extra = 0.0
        if p > 0:
            for s in later:
                if voids[s] >> s_play & 1 or not n_suit_out:
                    extra -= 18 + (35 * f_pig if pig_out else 0)
                else:
                    extra += avg_suit
                    if s_play == SPADES and pig_out and top > PIG:
                        extra -= 100 * f_pig / max(1, len(holders))
        all_cards = trick_cards + list(cards)
        v_me = _trick_value(c, all_cards, True)
        if winning:
            e = p * (v_me + extra)
            if threat and p > 0.5 and (s_play == 1 or any(x // 13 == 1 for x in all_cards)):
                e += 60 * p
        elif trick and best_seat in c.mates and best_seat != seat:
            keep = 1.0 if not later_h else 0.6
            e = keep * _trick_value(c, all_cards, True)
        else:
            e = 0.0
        if (trick and not penalty_taken and c.rules.colour_rule == "penalty"
                and any(not (colour_mask(suit) >> x & 1) for x in cards)):
            e = _trick_value(c, all_cards, True) - 10
        burden = 0.0
        for x in cards:
            burden -= _burden(c, x, spades_mine - (1 if x // 13 == SPADES else 0), pig_out, threat)
        score = e + burden
        # Voiding a suit lets me discard later.
        if in_suit:
            if n_mine == len(cards) and n_suit_out:
                score += 6
        elif len(cards) == 1:
            dm = SUIT_MASKS[top // 13]
            if _count(c, dm) == 1 and _out_count(c, dm):
                score += 6
        tag = LEAD
        if not trick:
            if s_play == SPADES and pig_out and top < PIG and not (c.h1 >> PIG & 1):
                score += 8 * f_pig
                tag = HUNT_PIG
            elif s_play != 1:
                score += (4 - min(n_mine, 4)) * 2.5
                tag = LEAD_SHORT if n_mine <= 2 else (LEAD_LOW if p < 0.3 else LEAD)
            else:
                tag = LEAD_LOW if p < 0.3 else LEAD
        elif not in_suit and not winning:
            if PIG in cards:
                tag = DUMP_PIG
            elif best_seat in c.mates:
                tag = GIVE_PARTNER
            elif any(x // 13 == 1 for x in cards):
                tag = DUMP_HEART
            elif any(x // 13 == SPADES and x > PIG for x in cards) and pig_out:
                tag = DUMP_GUARD
            else:
                tag = DISCARD
        elif not winning:
            tag = GIVE_PARTNER if best_seat in c.mates else DUCK
        else:
            if threat and p > 0.5:
                tag = STOP_HEARTS
            elif v_me > 0:
                tag = TAKE_POINTS
            elif p >= 1.0 and v_me == 0 and not later:
                tag = SAFE_WIN
            else:
                tag = FORCED_WIN
        out.append((score, act, tag))
    return out


def best_play(c: Ctx, legal: list[int], rng: random.Random | None = None,
              noise: float = 0.0) -> tuple[int, str, float]:
    """The highest-scoring play (ties: the lowest action), with its tag and score."""
    if len(legal) == 1:
        return legal[0], FORCED_WIN if c.trick else LEAD, 0.0
    scored = score_plays(c, legal)
    if noise and rng is not None:
        scored = [(s + rng.gauss(0, noise), a, t) for s, a, t in scored]
    best = max(scored, key=lambda x: (x[0], -x[1]))
    return best[1], best[2], best[0]


# ---------------------------------------------------------------- exposure

def want_expose(rules: RuleSet, hand: tuple[int, int], card: int) -> bool:
    """The heuristic exposure rule: expose only what others are likelier to take than me."""
    h1, h2 = hand
    decks = rules.decks

    def n(mask: int) -> int:
        return (h1 & mask).bit_count() + (h2 & mask).bit_count()

    spades = n(SUIT_MASKS[0])
    if card == PIG:
        high = n(SUIT_MASKS[0] & ~((2 << PIG) - 1))
        return spades - 1 >= 4 * decks and high == 0
    if card == SHEEP:
        high = n(SUIT_MASKS[2] & ~((2 << SHEEP) - 1))
        return high >= 2 * decks and n(SUIT_MASKS[2]) >= 4 * decks
    if card == HEART_ACE and rules.hearts == "positive":
        return n(SUIT_MASKS[1]) >= 5 * decks
    return False


def exposure_action(legal: list[int], hand: tuple[int, int], rules: RuleSet,
                    rng: random.Random | None = None, sloppy: float = 0.0) -> tuple[int, str]:
    """One answer in the 首明 phase or the exposure window: an expose, or done/decline."""
    for act in legal:
        if EXPOSE_BASE <= act < EXPOSE_BASE + 52 or FIRST_BASE <= act < FIRST_BASE + 52:
            card = act % 100
            if want_expose(rules, hand, card) or (rng is not None and rng.random() < sloppy):
                return act, "expose"
    return legal[-1], "done"
