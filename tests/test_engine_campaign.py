"""闯关 campaign engine: hand tops, stage outcomes, and the opponents' personalities."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.gongzhu import ai, campaign
from engine.gongzhu.actions import CLOSE_WINDOW, DONE, expose, play_cards
from engine.gongzhu.campaign import GOING_ON, LOST, WON, Goal, hand_tops, stage_outcome, top_counts
from engine.gongzhu.cards import PIG, SHEEP, parse_card
from engine.gongzhu.hand import (
    EXPOSURE,
    HAND_OVER,
    PLAY,
    advance,
    deal,
    deal_from,
    legal_actions,
    to_act,
)
from engine.gongzhu.match import HandRecord, Match, new_match
from engine.gongzhu.rules import PRESETS, RuleSet
from engine.gongzhu.scoring import HandScore, score_hand
from engine.gongzhu.view import SeatView, view_for
from tests.engine_helpers import order_for, seat_multisets

CLASSIC = PRESETS["classic"]


def scored(taken: dict[str, str]) -> HandScore:
    """The engine's score of a hand in which each seat took the given scoring cards."""
    return score_hand(CLASSIC, seat_multisets(taken))


# Hands whose top is plain to see (standard hearts: ♥A −50, ♠Q −100, ♦J +100, ♣10 ×2).
SOUTH_TOPS = {"S": "DJ", "E": "SQ", "N": "HA HK", "W": "HQ HJ"}
NORTH_TOPS = {"S": "SQ", "E": "HA", "N": "DJ", "W": "HK"}
EAST_TOPS = {"S": "SQ", "E": "DJ", "N": "HA", "W": "HK"}
WEST_TOPS = {"S": "HK", "E": "SQ", "N": "HA", "W": "DJ"}
SOUTH_NORTH_TIE = {"S": "H5", "E": "SQ DJ HA HK", "N": "H6", "W": "HQ CT"}  # S, N: −10


def match_of(
    hands: list[dict[str, str]], rules: RuleSet = CLASSIC, finished: bool = False
) -> Match:
    """A game whose finished hands scored as given; ``finished``: its last hand is over."""
    m = new_match(rules, 7)
    if finished:  # play the current hand out so the game can be over
        st = m.hand.copy()
        rng = random.Random(1)
        while st.phase != HAND_OVER:
            seat = to_act(st)[0]
            if st.phase == EXPOSURE:
                advance(st, None, CLOSE_WINDOW)
                continue
            legal = legal_actions(st, seat)
            advance(st, seat, legal[rng.randrange(len(legal))])
        m = replace(m, hand=st)
    records = tuple(HandRecord(1, 2, i == 0, (), scored(h)) for i, h in enumerate(hands))
    totals = [0, 0, 0, 0]
    for r in records:
        totals = [t + c for t, c in zip(totals, r.score.credited)]
    return replace(m, records=records, totals=tuple(totals))


# ---------------------------------------------------------------- hand tops


def test_the_highest_hand_score_tops_the_hand() -> None:
    assert scored(SOUTH_TOPS).credited == (100, -100, -90, -50)
    assert hand_tops(scored(SOUTH_TOPS)) == (0,)
    assert hand_tops(scored(NORTH_TOPS)) == (2,)


def test_every_tied_top_counts() -> None:
    score = scored(SOUTH_NORTH_TIE)
    assert score.credited[0] == score.credited[2] == max(score.credited)
    assert hand_tops(score) == (0, 2)
    assert top_counts([score, scored(SOUTH_TOPS), score]) == (3, 0, 2, 0)


# ---------------------------------------------------------------- stage outcome


def test_first_to_n_tops_wins_the_stage() -> None:
    goal = Goal(3)
    going = stage_outcome(match_of([SOUTH_TOPS, NORTH_TOPS, SOUTH_TOPS]), goal)
    assert going.result == GOING_ON and going.tops == (2, 0, 1, 0) and going.hands == 3
    won = stage_outcome(match_of([SOUTH_TOPS, NORTH_TOPS, SOUTH_TOPS, SOUTH_TOPS]), goal)
    assert won.result == WON and won.decided_by == "tops"


def test_an_opponent_first_to_n_tops_loses_the_stage() -> None:
    out = stage_outcome(match_of([EAST_TOPS, SOUTH_TOPS, EAST_TOPS, SOUTH_TOPS]), Goal(2))
    assert out.result == LOST and out.tops == (1, 2, 0, 0)
    # what happens after the stage was decided does not change it
    later = stage_outcome(
        match_of([EAST_TOPS, SOUTH_TOPS, EAST_TOPS, SOUTH_TOPS, SOUTH_TOPS]), Goal(2)
    )
    assert later.result == LOST


def test_reaching_n_tops_together_goes_to_the_higher_total() -> None:
    # S and N both reach 2 tops in the same hand: the higher game total wins …
    out = stage_outcome(match_of([WEST_TOPS, SOUTH_NORTH_TIE, SOUTH_NORTH_TIE]), Goal(2))
    assert out.result == WON and out.decided_by == "tie-total" and out.tops == (2, 0, 2, 1)
    out = stage_outcome(match_of([EAST_TOPS, SOUTH_NORTH_TIE, SOUTH_NORTH_TIE]), Goal(2))
    assert out.result == LOST and out.decided_by == "tie-total"
    # … and equal totals go to the challenger
    out = stage_outcome(match_of([SOUTH_NORTH_TIE, SOUTH_NORTH_TIE]), Goal(2))
    assert out.result == WON and out.decided_by == "tie-total"


def test_normal_end_goal_waits_for_the_game_end() -> None:
    rules = replace(CLASSIC, hands=2)
    going = stage_outcome(match_of([SOUTH_TOPS, SOUTH_TOPS]), Goal(0))
    assert going.result == GOING_ON and going.tops == (2, 0, 0, 0)
    won = stage_outcome(match_of([SOUTH_TOPS, SOUTH_TOPS], rules, finished=True), Goal(0))
    assert won.result == WON and won.decided_by == "game-end"
    # S 0, N +10 after these two hands: N is first
    lost = stage_outcome(match_of([NORTH_TOPS, SOUTH_TOPS], rules, finished=True), Goal(0))
    assert lost.result == LOST and lost.tops == (1, 0, 1, 0)


def test_a_game_ending_before_n_tops_falls_back_to_the_standings() -> None:
    rules = replace(CLASSIC, hands=2)
    out = stage_outcome(match_of([SOUTH_TOPS, EAST_TOPS], rules, finished=True), Goal(5))
    assert out.decided_by == "game-end"
    assert out.result == WON  # S 0 and E 0 share first place; N and W are lower


def test_goal_codes_round_trip_and_bad_ones_are_refused() -> None:
    for goal in campaign.GOALS:
        assert Goal.parse(goal.code) == goal
    for bad in ("", "tops", "tops:0", "tops:x", "tops:99", "all"):
        with pytest.raises(ValueError):
            Goal.parse(bad)


# ---------------------------------------------------------------- the ladder


def test_the_ladder_rises_in_strength_and_seats_the_opponent_opposite() -> None:
    stages = campaign.STAGES
    assert [s.personality for s in stages] == ["cautious", "greedy", "reckless", "master"]
    assert [s.strength for s in stages] == [1, 2, 3, 4]
    order = ai.LEVELS
    assert [order.index(s.side_level) for s in stages] == sorted(
        order.index(s.side_level) for s in stages
    )
    assert [order.index(campaign.base_level(s.level)) for s in stages] == [1, 1, 2, 3]
    for s in stages:
        levels = s.levels()
        assert levels[campaign.OPPONENT_SEAT] == s.level and levels[campaign.PLAYER] == "human"
    with pytest.raises(ValueError):
        campaign.stage(5)
    with pytest.raises(ValueError):
        campaign.personality_of("campaign:lucky")


# ---------------------------------------------------------------- personalities


def exposure_view(south: str) -> SeatView:
    """South's view of the exposure window after a deal giving South the cards ``south``."""
    mine = [parse_card(c) for c in south.split()]
    rest = [c for c in range(52) if c not in mine]
    hands = [mine, rest[0:13], rest[13:26], rest[26:39]]
    st = deal_from(CLASSIC, order_for(hands), first_receiver=2)
    assert st.phase == EXPOSURE
    return view_for(st, 0)


def test_reckless_exposes_a_pig_the_normal_player_keeps_quiet() -> None:
    view = exposure_view("SQ S3 H2 H3 H4 D2 D3 D4 D5 C3 C4 C5 C6")  # a pig with one guard
    assert expose(PIG) in view.legal
    assert ai.choose(view, "normal", 0.0, 0).action == DONE
    d = campaign.choose(view, "campaign:reckless", 0.0, 0)
    assert d.action == expose(PIG)
    assert "♠Q" in d.reason_en and "亮" in d.reason_zh


def test_cautious_never_exposes_a_pig_the_normal_player_would() -> None:
    view = exposure_view("SQ S2 S3 S4 S5 S6 H2 H3 D2 D3 C3 C4 C5")  # a pig well guarded
    assert ai.choose(view, "normal", 0.0, 0).action == expose(PIG)
    assert campaign.choose(view, "campaign:cautious", 0.0, 0).action == DONE


def test_greedy_always_exposes_the_sheep() -> None:
    view = exposure_view("DJ D2 H2 H3 H4 S2 S3 S4 S5 C3 C4 C5 C6")  # a lone sheep
    assert ai.choose(view, "normal", 0.0, 0).action == DONE
    assert campaign.choose(view, "campaign:greedy", 0.0, 0).action == expose(SHEEP)


def play_positions(n_hands: int, seed: int) -> list[SeatView]:
    """Views of every play decision with a choice, in hands played by the normal player."""
    rng = random.Random(seed)
    views = []
    for _ in range(n_hands):
        st = deal(CLASSIC, rng.randrange(1 << 30), rng.randrange(4), True)
        while st.phase != HAND_OVER:
            seat = to_act(st)[0]
            if st.phase == EXPOSURE:
                advance(st, None, CLOSE_WINDOW)
                continue
            view = view_for(st, seat)
            if st.phase == PLAY and len(view.legal) > 1:
                views.append(view)
            advance(st, seat, ai.choose(view, "normal", 0.0, 0).action)
    return views


@pytest.fixture(scope="module")
def positions() -> list[SeatView]:
    return play_positions(50, 3)


def wins_now(view: SeatView, action: int) -> bool:
    cards = play_cards(action)
    if not view.trick:
        return False
    suit = view.lead_suit
    best = max(c for _s, a in view.trick for c in play_cards(a) if c // 13 == suit)
    return cards[0] // 13 == suit and cards[0] > best


@pytest.mark.parametrize("name", sorted(campaign.PERSONALITIES))
def test_personalities_answer_with_legal_actions(name: str, positions: list[SeatView]) -> None:
    views = positions[::40] if name in ("reckless", "master") else positions[::3]
    for view in views:
        d = campaign.choose(view, campaign.PREFIX + name, 0.05, 0, max_worlds=4)
        assert d.action in view.legal
        assert d.reason_en and d.reason_zh


def test_cautious_ducks_more_than_normal(positions: list[SeatView]) -> None:
    followed = [v for v in positions if v.trick]
    normal = sum(wins_now(v, ai.choose(v, "normal", 0.0, 0).action) for v in followed)
    cautious = sum(
        wins_now(v, campaign.choose(v, "campaign:cautious", 0.0, 0).action) for v in followed
    )
    assert cautious < normal * 0.9


def test_greedy_differs_from_normal_only_to_chase_the_sheep(positions: list[SeatView]) -> None:
    kinds = {"sheep trick": 0, "hunt": 0}
    for view in positions:
        normal = ai.choose(view, "normal", 0.0, 0).action
        greedy = campaign.choose(view, "campaign:greedy", 0.0, 0).action
        if normal == greedy:
            continue
        card = play_cards(greedy)[0]
        on_trick = [c for _s, a in view.trick for c in play_cards(a)] + [card]
        if view.trick:
            assert SHEEP in on_trick and wins_now(view, greedy)
            kinds["sheep trick"] += 1
        else:
            assert card // 13 == 2 and card > SHEEP  # leads ♦Q/K/A while the sheep is out
            kinds["hunt"] += 1
    assert kinds["hunt"]


def test_greedy_takes_the_sheep_even_under_a_doubled_pig() -> None:
    """E leads ♦5, N discards the exposed pig (×2), W follows with the sheep: −200 + 100 for
    whoever wins. Normal ducks with ♦2; greedy South wins it with ♦A for the sheep."""
    rules = RuleSet(first_lead_c2=False, discard_exposed_early=True)
    hands = [
        "DA D2 C2 C3 C4 C5 C6 H2 H3 H4 S2 S3 S4",
        "D3 D4 D5 D6 D7 D8 D9 DT DQ DK C7 C8 C9",
        "SQ SA SK SJ ST S9 S8 S7 S6 S5 HA HK HQ",
        "DJ HJ HT H9 H8 H7 H6 H5 CT CJ CQ CK CA",
    ]
    order = order_for([[parse_card(c) for c in h.split()] for h in hands], first_receiver=1)
    st = deal_from(rules, order, first_receiver=1)
    for seat, action in (
        (2, expose(PIG)),
        (None, CLOSE_WINDOW),
        (1, parse_card("D5")),
        (2, PIG),
        (3, SHEEP),
    ):
        advance(st, seat, action)
    view = view_for(st, 0)
    assert view.phase == PLAY and view.turn == 0
    assert ai.choose(view, "normal", 0.0, 0).action == parse_card("D2")
    assert campaign.choose(view, "campaign:greedy", 0.0, 0).action == parse_card("DA")


def test_master_plays_like_the_expert_level() -> None:
    view = exposure_view("SQ S2 S3 S4 S5 S6 H2 H3 D2 D3 C3 C4 C5")
    for seed in (0, 1):
        mine = campaign.choose(view, "campaign:master", 0.2, seed, max_worlds=8)
        assert mine.action == ai.choose(view, "expert", 0.2, seed, max_worlds=8).action


def test_personality_tags_are_the_heuristics_tags() -> None:
    from engine.gongzhu.ai import heuristics

    tags = {v for k, v in vars(heuristics).items() if k.isupper() and isinstance(v, str)}
    assert campaign.DUCKING_TAGS <= tags and campaign.EAGER_TAGS <= tags


def test_the_table_worker_asks_the_personality() -> None:
    """game.session.ai_worker dispatches "campaign:<personality>" levels to engine.gongzhu.campaign."""
    from game.session.ai_worker import AIWorker, base_level

    view = exposure_view("SQ S3 H2 H3 H4 D2 D3 D4 D5 C3 C4 C5 C6")
    assert base_level("campaign:reckless") == "hard" and base_level("normal") == "normal"
    worker = AIWorker(use_process=False)
    try:
        assert worker.request(
            view, "campaign:reckless", 0, budget_s=0.05
        ).result().action == expose(PIG)
        assert worker.request(view, "normal", 0).result().action == DONE
    finally:
        worker.close()
