"""Exact endgames and equal cards: the solver's values, and plays searched once."""

from __future__ import annotations

import random

import pytest
from engine_helpers import cards, order_for

from engine.gongzhu.ai import SHARP, choose
from engine.gongzhu.ai.endgame import Solver, cards_per_hand
from engine.gongzhu.ai.heuristics import best_play
from engine.gongzhu.ai.knowledge import ctx_from_state
from engine.gongzhu.ai.search import candidates, equivalent_plays, search
from engine.gongzhu.cards import parse_card
from engine.gongzhu.hand import (
    HAND_OVER,
    PLAY,
    HandState,
    advance,
    deal,
    deal_from,
    legal_actions,
    legal_plays,
    to_act,
)
from engine.gongzhu.rules import RuleSet, rules_from_options
from engine.gongzhu.view import view_for

PARTNERS = rules_from_options(
    {"preset": "classic", "mode": "partners", "exposure": "none", "first_lead_c2": False}
)
CLASSIC = RuleSet(exposure="none")


def _endgame(rules: RuleSet, deal_no: int, left: int) -> HandState:
    """A hand played by the normal heuristic until each seat holds ``left`` cards, at a lead:
    the first such hand from deal ``deal_no`` on (a hand whose scoring cards are all out
    early is claimed before it gets there)."""
    while True:
        st = deal(rules, deal_no, 2, True)
        rng = random.Random(deal_no)
        while st.phase != HAND_OVER and not (
            st.phase == PLAY and not st.trick and cards_per_hand(st) <= left
        ):
            seat = to_act(st)[0]
            if st.phase != PLAY:
                advance(st, seat, legal_actions(st, seat)[-1])
                continue
            legal = legal_plays(st, seat)
            act = best_play(ctx_from_state(st, seat), legal, rng, 0.0, False, SHARP)[0]
            advance(st, seat, act)
        if st.phase != HAND_OVER:
            return st
        deal_no += 1000


def _brute(st: HandState, seat: int) -> float:
    """Partners, every play tried, nothing collapsed or cut: the slow reference."""
    if st.phase == HAND_OVER:
        assert st.result is not None
        c = st.result.credited
        return c[seat] + c[(seat + 2) & 3]
    mover = st.turn
    vals = []
    for act in legal_actions(st, mover):
        child = st.copy()
        advance(child, mover, act)
        vals.append(_brute(child, seat))
    return max(vals) if (mover - seat) & 1 == 0 else min(vals)


@pytest.mark.parametrize("deal_no", range(8))
def test_the_partners_solver_agrees_with_plain_minimax(deal_no: int) -> None:
    """Alpha-beta with equal cards tried once gives the value of trying everything."""
    st = _endgame(PARTNERS, 300 + deal_no, 3)
    seat = st.turn
    assert Solver(seat).value(st.copy()) == _brute(st.copy(), seat)


def test_the_solver_leaves_the_state_as_it_was() -> None:
    st = _endgame(PARTNERS, 77, 3)
    before = (st.hand1[:], st.trick, st.tricks, st.phase)
    Solver(st.turn).value(st)
    assert (st.hand1, st.trick, st.tricks, st.phase) == before


def _view_after(rules: RuleSet, hands: list[str], plays: list[str]):  # type: ignore[no-untyped-def]
    """North leads ``plays`` to the first trick (no ♣2 duty); the view of the next seat."""
    st = deal_from(rules, order_for([cards(h) for h in hands]), 2, True)
    for i, code in enumerate(plays):
        advance(st, (2 + i) & 3, parse_card(code))
    return view_for(st, (2 + len(plays)) & 3)


FREE = RuleSet(exposure="none", first_lead_c2=False)
HANDS = [
    "C3 C5 C7 CK D2 D3 D4 D5 D6 D7 D8 D9 DT",  # S
    "C4 C6 H2 H3 H4 H5 H6 H7 H8 H9 HT HJ HQ",  # E
    "C8 C9 CT CJ CQ CA HK HA S2 S3 S4 S5 S6",  # N
    "C2 DJ DQ DK DA S7 S8 S9 ST SJ SQ SK SA",
]  # W


def test_equal_cards_are_one_play_and_a_card_between_splits_them() -> None:
    """South follows a club lead holding ♣3 ♣5 ♣7 ♣K: ♣4 and ♣6 are out in East's hand, so
    no two of them are the same play; after ♣4 and ♣6 fall they would be."""
    view = _view_after(FREE, HANDS, ["C8", "C2"])  # N leads ♣8, W follows ♣2, S to play
    same = equivalent_plays(view)
    c3, c5, c7 = (parse_card(c) for c in ("C3", "C5", "C7"))
    assert not same(c3, c5) and not same(c5, c7)


def test_the_search_does_not_look_at_equal_leads_twice() -> None:
    """Leading from ♦2…♦T with every card between them in South's hand: one diamond
    candidate among the search's, where the heuristic alone ranks several."""
    st = deal_from(FREE, order_for([cards(h) for h in HANDS], 0), 0, True)
    assert st.phase == PLAY and st.turn == 0
    view = view_for(st, 0)
    cands, _ = candidates(view, 6, SHARP)
    diamonds = [a for a in cands if a < 52 and a // 13 == 2 and a < parse_card("DJ")]
    assert len(diamonds) == 1, cands
    assert len(candidates(view, 6, SHARP)[0]) < 6


@pytest.mark.parametrize("rules", [PARTNERS, CLASSIC])
def test_an_endgame_search_is_reproducible_and_legal(rules: RuleSet) -> None:
    st = _endgame(rules, 41, 3)
    view = view_for(st, st.turn)
    a = search(view, 30.0, 5, 12, limit=6, noise=10.0, weights=SHARP, endgame=3)
    b = search(view, 30.0, 5, 12, limit=6, noise=10.0, weights=SHARP, endgame=3)
    assert a == b and a.action in view.legal


def test_normal_keeps_its_high_diamonds_while_the_sheep_is_out() -> None:
    """The expert's sheep-catcher rule, now the normal level's: last to a pointless diamond
    trick, ♦A would win nothing now and may catch the sheep later, so ♦8 goes."""
    from test_ai_weights import _trick_so_far

    st, seat = _trick_so_far("D8 DA S2 S3 S4 H2 H3 H4 C3 C4 C5 C6 C7", ["D6", "D3", "DK"], FREE)
    assert choose(view_for(st, seat), "normal", 0.0, 0).action == parse_card("D8")
    assert choose(view_for(st, seat), "easy", 0.0, 1).action in legal_plays(st, seat)
