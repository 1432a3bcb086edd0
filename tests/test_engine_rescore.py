"""rescore: the same hand scored with another 猪羊变色 answer, or without one seat's exposures."""

from __future__ import annotations

import random

from engine.gongzhu.actions import DONE, EXPOSE_BASE
from engine.gongzhu.hand import EXPOSURE, HAND_OVER, advance, deal, legal_actions, rescore, to_act
from engine.gongzhu.rules import RuleSet
from engine.gongzhu.scoring import score_hand


def finished_hand_with_exposures(seed: int):
    rng = random.Random(seed)
    st = deal(RuleSet(first_lead_c2=False), seed, 0, first_hand=False).copy()
    while st.phase != HAND_OVER:
        seat = to_act(st)[0]
        acts = legal_actions(st, seat)
        if st.phase == EXPOSURE:
            exposes = [a for a in acts if EXPOSE_BASE <= a < EXPOSE_BASE + 52]
            advance(st, seat, exposes[0] if exposes else DONE)
        else:
            advance(st, seat, acts[rng.randrange(len(acts))])
    return st


def test_rescore_with_nothing_changed_is_the_result():
    for seed in range(20):
        st = finished_hand_with_exposures(seed)
        assert rescore(st) == st.result


def test_leaving_out_a_seats_exposures_scores_as_if_they_never_exposed():
    for seed in range(20):
        st = finished_hand_with_exposures(seed)
        seat = st.exposures[0].seat
        others = tuple(e for e in st.exposures if e.seat != seat)
        taken = [(st.taken1[s], st.taken2[s]) for s in range(4)]
        expected = score_hand(st.rules, taken, others, [(0, 0)] * 4, None, st.dealt)
        assert rescore(st, without_seat=seat).credited == expected.credited
        assert len(others) < len(st.exposures)
