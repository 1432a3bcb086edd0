"""Running hand scores as one seat may know them (RULES §3: 暗卖 factors stay hidden)."""

from __future__ import annotations

from dataclasses import replace

from engine.gongzhu.actions import DONE, expose
from engine.gongzhu.cards import PIG
from engine.gongzhu.hand import EXPOSURE, PLAY, apply_action, deal, legal_actions, to_act
from engine.gongzhu.rules import RuleSet
from engine.gongzhu.view import running_scores, view_for


def _hand_with_pig_exposed(mode: str, seed: int = 0):
    """Deal until someone holds the pig, expose it, and close the window."""
    rules = RuleSet(exposure=mode, first_lead_c2=False)
    st = deal(rules, seed, 0, first_hand=False)
    assert st.phase == EXPOSURE
    owner = next(s for s in range(4) if st.hand1[s] >> PIG & 1)
    st, _ = apply_action(st, owner, expose(PIG))
    while st.phase == EXPOSURE:
        seat = to_act(st)[0]
        st, _ = apply_action(st, seat, DONE)
    return st, owner


def _play_until_pig_taken(st):
    """Play lowest legal cards until the pig has been taken by someone."""
    while st.phase == PLAY and not any(st.taken1[s] >> PIG & 1 for s in range(4)):
        seat = st.turn
        st, _ = apply_action(st, seat, legal_actions(st, seat)[0])
    return st


def test_shown_pig_counts_double_for_everyone():
    st, owner = _hand_with_pig_exposed("free")
    st = _play_until_pig_taken(st)
    taker = next(s for s in range(4) if st.taken1[s] >> PIG & 1)
    seen = [running_scores(view_for(st, seat)) for seat in range(4)]
    assert all(s == seen[0] for s in seen)  # a shown exposure is public
    plain = running_scores(replace(view_for(st, owner), exposures=()))
    assert seen[0][taker] < plain[taker]  # the ×2 makes the pig cost more
    assert (seen[0][taker] - plain[taker]) % 100 == 0


def test_hidden_pig_factor_is_left_out_for_others_until_revealed():
    st, owner = _hand_with_pig_exposed("hidden")
    other = (owner + 1) % 4
    # Before the pig is played, the owner sees its own exposure; the others see only a count.
    assert view_for(st, other).hidden_counts[owner] == 1
    assert all(e.card != PIG for e in view_for(st, other).exposures)
    assert any(e.card == PIG for e in view_for(st, owner).exposures)
    st = _play_until_pig_taken(st)
    # Once played the pig is revealed: everyone's running score uses the ×2.
    taker = next(s for s in range(4) if st.taken1[s] >> PIG & 1)
    assert running_scores(view_for(st, other))[taker] == running_scores(view_for(st, owner))[taker]
