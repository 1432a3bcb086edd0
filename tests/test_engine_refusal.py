"""refusal_reason names the duty that keeps a card from being played (for the table's hover text)."""

from __future__ import annotations

import random

from engine.gongzhu.hand import (
    HAND_OVER,
    PLAY,
    advance,
    deal,
    legal_actions,
    refusal_reason,
    to_act,
)
from engine.gongzhu.rules import RuleSet


def test_every_refused_card_gets_the_duty_that_refuses_it():
    seen: set[str] = set()
    for seed in range(60):
        rules = RuleSet(decks=1 + seed % 2, colour_rule="strict" if seed % 3 == 0 else "off")
        rng = random.Random(seed)
        st = deal(rules, seed, 2, first_hand=True).copy()
        while st.phase != HAND_OVER:
            seat = to_act(st)[0]
            acts = legal_actions(st, seat)
            if st.phase == PLAY:
                playable = {a for a in acts if a < 52} | {a - 52 for a in acts if 52 <= a < 104}
                for card in set(range(52)) - playable:
                    if not (st.hand1[seat] >> card & 1):
                        continue
                    reason = refusal_reason(st, seat, card)
                    seen.add(reason)
                    if st.first_lead:
                        assert reason == "c2"
                    elif (
                        st.trick
                        and st.hand1[seat] & (0x1FFF << 13 * st.lead_suit)
                        and card // 13 != st.lead_suit
                    ):
                        assert reason in ("follow", "exposed")
            advance(st, seat, acts[rng.randrange(len(acts))])
    assert {"c2", "follow"} <= seen
