"""Exposed cards lie in front of their owner until their suit is first led (RULES §3)."""

from __future__ import annotations

from engine.gongzhu.actions import DONE, expose
from engine.gongzhu.cards import PIG, SPADES, suit_of
from engine.gongzhu.hand import EXPOSURE, PLAY, apply_action, deal, legal_actions, to_act
from engine.gongzhu.rules import RuleSet
from engine.gongzhu.view import view_for
from game.table.draw import exposed_on_table


def test_an_exposed_pig_leaves_the_table_when_spades_are_first_led():
    rules = RuleSet(first_lead_c2=False)
    for seed in range(100):
        st = deal(rules, seed, 0, first_hand=False)
        owner = next(s for s in range(4) if st.hand1[s] >> PIG & 1)
        if owner != st.leader and st.phase == EXPOSURE:
            break
    st, _ = apply_action(st, owner, expose(PIG))
    while st.phase == EXPOSURE:
        st, _ = apply_action(st, to_act(st)[0], DONE)
    assert st.phase == PLAY
    seen_before = False
    while st.phase == PLAY:
        view = view_for(st, (owner + 1) % 4)
        spades_led = st.opened >> PIG & 1 or (st.trick and st.lead_suit == SPADES)
        on_table = PIG in exposed_on_table(view, owner)
        if st.hand1[owner] >> PIG & 1:
            assert on_table == (not spades_led)
            seen_before |= on_table
        else:
            assert not on_table
        seat = st.turn
        legal = legal_actions(st, seat)
        # The leader leads a spade as soon as it can, so the moment comes early.
        spade = [a for a in legal if a < 52 and suit_of(a) == SPADES and a != PIG]
        st, _ = apply_action(st, seat, spade[0] if (spade and not st.trick) else legal[0])
    assert seen_before
