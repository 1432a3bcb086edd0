"""Hard evidence the sampler reads: a seat that threw another card where the pig would
surely have gone to an opponent holds no pig."""

from __future__ import annotations

import random

from engine_helpers import cards, order_for

from engine.gongzhu.ai import SHARP, choose
from engine.gongzhu.ai.sampler import Sampler, pig_free
from engine.gongzhu.ai.search import search
from engine.gongzhu.cards import PIG, parse_card
from engine.gongzhu.hand import HAND_OVER, PLAY, advance, apply_action, deal, deal_from, to_act
from engine.gongzhu.rules import RuleSet
from engine.gongzhu.view import SeatView, unseen_cards, view_for

SOLO = RuleSet(exposure="none", first_lead_c2=False)
PARTNERS = RuleSet(exposure="none", first_lead_c2=False, mode="partners")
HANDS = [
    "C3 C5 C7 CK D2 D3 D4 D5 D6 D7 D8 D9 DT",  # S
    "C4 C6 H2 H3 H4 H5 H6 H7 H8 H9 HT HJ HQ",  # E: no diamond, no spade
    "C8 C9 CT CJ CQ CA HK HA S2 S3 S4 S5 DA",  # N leads
    "C2 DJ DQ DK S6 S7 S8 S9 ST SJ SQ SK SA",  # W: the pig
]


def _view_after(rules: RuleSet, plays: list[str], seat: int) -> SeatView:
    """North leads ``plays`` (then West, South, East); ``seat``'s view with the order of play."""
    st = deal_from(rules, order_for([cards(h) for h in HANDS]), 2, True)
    moves: list[tuple[int | None, int]] = []
    for i, code in enumerate(plays):
        s = (2 + i) & 3
        advance(st, s, parse_card(code))
        moves.append((s, parse_card(code)))
    return view_for(st, seat, moves)


def _pig_share(view: SeatView, seat: int, evidence: bool) -> float:
    sampler = Sampler(view, evidence)
    rng = random.Random(4)
    return sum(sampler.world(rng).hand1[seat] >> PIG & 1 for _ in range(200)) / 200


def test_a_heart_thrown_on_an_opponents_diamond_trick_says_no_pig() -> None:
    """East, void in diamonds and last to ♦A ♦K ♦2, throws ♥2: holding the pig, anyone would
    have thrown it there (North wins; in partners East's partner West has played and lost).
    North's worlds then seldom give East the pig (only the share that doubts the evidence);
    without it a third of them do."""
    for rules in (SOLO, PARTNERS):
        view = _view_after(rules, ["DA", "DK", "D2", "H2"], 2)
        assert view.phase == PLAY and view.turn == 2
        assert pig_free(view) == 1 << 1
        assert _pig_share(view, 1, True) < 0.08
        assert _pig_share(view, 1, False) > 0.2


def test_no_evidence_while_the_partner_may_still_take_the_trick() -> None:
    """Partners: West (second to a heart lead, void in hearts) throws ♠6 and keeps the pig;
    East, West's partner, plays after and might have taken a dumped pig, so nothing is read."""
    view = _view_after(PARTNERS, ["HK", "S6", "C3", "H3"], 0)
    assert not pig_free(view) >> 3 & 1
    assert _pig_share(view, 3, True) > 0.2


def test_the_evidence_seldom_rules_out_the_real_holder_among_computer_players() -> None:
    """Whole hands of the normal level (it nearly always dumps the pig where the rule says):
    the rule speaks often and is seldom wrong about the real holder."""
    spoke = wrong = 0
    for rules in (SOLO, PARTNERS, RuleSet()):
        for deal_no in range(12):
            st = deal(rules, 300 + deal_no, 2, True)
            moves: list[tuple[int | None, int]] = []
            while st.phase != HAND_OVER:
                seat = to_act(st)[0]
                view = view_for(st, seat, moves)
                if st.phase == PLAY and unseen_cards(view)[0] >> PIG & 1:
                    free = pig_free(view) & ~(1 << seat)
                    holder = next(s for s in range(4) if st.hand1[s] >> PIG & 1)
                    wrong += free >> holder & 1
                    spoke += bool(free)
                act = choose(view, "normal", 0.0, len(moves)).action
                st, _ = apply_action(st, seat, act)
                moves.append((seat, act))
    assert spoke > 30 and wrong * 10 < spoke, (spoke, wrong)


def test_a_search_with_the_evidence_is_reproducible_and_legal() -> None:
    """With the evidence on, a capped search still gives the same legal card for one seed."""
    view = _view_after(SOLO, ["DA", "DK", "D2", "H2"], 2)
    a = search(view, 30.0, 7, 24, limit=6, noise=10.0, weights=SHARP, prune=True, evidence=True)
    b = search(view, 30.0, 7, 24, limit=6, noise=10.0, weights=SHARP, prune=True, evidence=True)
    assert a == b and a.action in view.legal
