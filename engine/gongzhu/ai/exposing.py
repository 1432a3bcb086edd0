"""The heuristic exposure rule: what normal exposes, and how every rollout player answers
an exposure ask. Its thresholds are :class:`~.weights.Weights` fields, so duels tune them
like the play's weights (each seat exposes by its own)."""

from __future__ import annotations

import random

from ..actions import EXPOSE_BASE, FIRST_BASE
from ..cards import HEART_ACE, PIG, SHEEP, SUIT_MASKS, TRANSFORMER
from ..rules import RuleSet
from .weights import NORMAL, Weights

_EXPOSE_TAGS = {SHEEP: "expose_sheep", TRANSFORMER: "expose_ct"}  # the pig's: "expose"


def want_expose(
    rules: RuleSet, hand: tuple[int, int], card: int, w: Weights = NORMAL, first: bool = False
) -> bool:
    """The heuristic exposure rule: expose only what others are likelier to take than me
    (the pig, guarded by low spades only), or what I am likely to take (the sheep, under
    high diamonds), or the transformer I can slip under others' clubs."""
    h1, h2 = hand
    decks = rules.decks

    def n(mask: int) -> int:
        return (h1 & mask).bit_count() + (h2 & mask).bit_count()

    spades = n(SUIT_MASKS[0])
    if card == PIG:
        high = n(SUIT_MASKS[0] & ~((2 << PIG) - 1))
        return spades - 1 >= w.expose_pig_guards * decks and high == 0
    if card == SHEEP:
        high = n(SUIT_MASKS[2] & ~((2 << SHEEP) - 1))
        above = w.expose_sheep_above_mate if rules.mode == "partners" else w.expose_sheep_above
        return high >= above * decks and n(SUIT_MASKS[2]) >= w.expose_sheep_suit * decks
    if card == TRANSFORMER:
        below = n(SUIT_MASKS[3] & ((1 << TRANSFORMER) - 1))
        if first or rules.self_take or rules.mode != "solo":
            return False  # 首明 ×8, 自得 doubles it again on me, a partner may be its taker
        return below >= w.expose_ct_below * decks
    if card == HEART_ACE and rules.hearts == "positive":
        return n(SUIT_MASKS[1]) >= 5 * decks
    return False


def exposure_action(
    legal: list[int],
    hand: tuple[int, int],
    rules: RuleSet,
    rng: random.Random | None = None,
    sloppy: float = 0.0,
    w: Weights = NORMAL,
) -> tuple[int, str]:
    """One answer in the 首明 phase or the exposure window: an expose, or done/decline."""
    for act in legal:
        if EXPOSE_BASE <= act < EXPOSE_BASE + 52 or FIRST_BASE <= act < FIRST_BASE + 52:
            card = act % 100
            if want_expose(rules, hand, card, w, act >= FIRST_BASE) or (
                rng is not None and rng.random() < sloppy
            ):
                return act, _EXPOSE_TAGS.get(card, "expose")
    return legal[-1], "done"
