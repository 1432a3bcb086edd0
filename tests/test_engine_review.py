"""The post-hand review (engine.gongzhu.review): costly decisions, judged from the seat's view."""

from __future__ import annotations

import pytest

from engine.gongzhu.actions import CLOSE_WINDOW, DONE, action_code, parse_action
from engine.gongzhu.arena import play_out
from engine.gongzhu.cards import PIG
from engine.gongzhu.hand import to_act
from engine.gongzhu.match import new_match
from engine.gongzhu.review import hand_start, match_at, review_hand, review_match_hand, state_at
from engine.gongzhu.rules import PRESETS
from engine.gongzhu.view import view_for
from tests.review_helpers import PIG_MOVE, pig_match


def test_throwing_the_pig_on_oneself_is_listed_with_the_duck_preferred() -> None:
    match = pig_match()
    assert match.hand.taken1[0] >> PIG & 1, "the scenario: South took its own pig"
    review = review_match_hand(match, 0)
    listed = {d.index: d for d in review.mistakes}
    assert PIG_MOVE in listed, [(d.index, action_code(d.made), d.cost) for d in review.decisions]
    pig = listed[PIG_MOVE]
    assert action_code(pig.made) == "SQ"
    assert action_code(pig.preferred) in ("S3", "S4", "S5", "S6")  # a duck
    assert pig.cost >= review.threshold and pig.cost > 2 * pig.noise
    assert pig.preferred_value - pig.made_value == pytest.approx(pig.cost)
    assert pig.trick == 2
    assert "pig" in pig.reason_en and "猪" in pig.reason_zh


def test_mistakes_are_in_move_order_and_only_the_seats_own_decisions() -> None:
    match = pig_match()
    review = review_match_hand(match, 0, worlds=16)
    indexes = [d.index for d in review.decisions]
    assert indexes == sorted(indexes)
    for d in review.decisions:
        seat, action = match.moves[d.index]
        # South's own move, or the window the clock closed while South could still expose.
        assert seat == 0 or (seat is None and action == CLOSE_WINDOW and d.made == DONE)
        before = state_at(hand_start(match), match.moves, d.index)
        assert d.trick == (0 if d.index == 0 else before.tricks + 1)
    assert review.decisions[0].index == 0 and review.decisions[0].made == DONE


def test_a_hand_played_by_the_expert_lists_nothing_costly() -> None:
    match = play_out(
        new_match(PRESETS["classic"], 11),
        ("expert", "normal", "normal", "normal"),
        budget_s=60,
        max_worlds=150,
    )
    review = review_match_hand(match, 0)
    assert len(review.decisions) >= 5  # there were real choices to judge
    assert all(d.cost < 20 for d in review.mistakes), [
        (d.trick, action_code(d.made), action_code(d.preferred), d.cost) for d in review.mistakes
    ]


def test_the_review_is_the_same_for_the_same_seed() -> None:
    match = pig_match()
    a = review_match_hand(match, 0, worlds=12, seed=3)
    b = review_match_hand(match, 0, worlds=12, seed=3)
    assert a == b


def test_the_review_reads_only_the_deal_and_the_moves() -> None:
    match = pig_match()
    start = hand_start(match)
    review = review_hand(
        match.rules, start.deal_order, start.first_receiver, True, match.moves, 0, worlds=12
    )
    assert review == review_match_hand(match, 0, worlds=12)


def test_play_on_from_here_has_the_same_hands_and_earlier_tricks() -> None:
    match = pig_match()
    replay = match_at(match, PIG_MOVE)
    hand, done = replay.hand, match.hand
    assert hand.dealt == done.dealt  # the same four hands, hidden cards too
    assert replay.moves == match.moves[:PIG_MOVE]
    assert hand.tricks == 1 and hand.last_trick is not None
    assert [action_code(a) for _, a in hand.last_trick[0]] == ["C2", "C3", "CA", "C4"]
    assert [action_code(a) for _, a in hand.trick] == ["S2"]
    assert to_act(hand) == (0,)
    assert {action_code(a) for a in view_for(hand, 0).legal} == {"S3", "S4", "S5", "S6", "SQ"}
    # The replayed hand is not a finished one: no record of it, totals as before it.
    assert replay.records == () and replay.totals == (0, 0, 0, 0)
    # Playing the recommended move goes on from there.
    replay, _ = replay.apply(0, parse_action("S3"))
    assert replay.hand.trick[-1] == (0, parse_action("S3"))


def test_play_on_in_a_later_hand_keeps_the_earlier_hands() -> None:
    rules = PRESETS["classic"]
    match = new_match(rules, 5)
    for _ in range(2):
        if match.hand_over:
            match = match.next_hand()
        match = play_out(match, ("normal",) * 4)
    index = len(match.moves) // 2
    replay = match_at(match, index)
    assert replay.hand.dealt == match.hand.dealt
    assert replay.records == match.records[:1]
    assert replay.totals == match.records[0].score.credited
    assert replay.moves == match.moves[:index]


def test_two_decks_and_partners_are_reviewed_too() -> None:
    for preset, mode in (("double", None), ("classic", "partners")):
        rules = PRESETS[preset]
        if mode:
            from dataclasses import replace

            rules = replace(rules, mode=mode)
        match = play_out(new_match(rules, 3), ("easy",) * 4)
        review = review_match_hand(match, 0, worlds=6)
        assert review.decisions
        for d in review.decisions:
            before = state_at(hand_start(match), match.moves, d.index)
            assert d.made in view_for(before, 0).legal or d.made == DONE
            assert d.cost >= 0 and d.reason_en and d.reason_zh


def test_the_pig_sheep_swap_choice_is_judged_exactly() -> None:
    """猪羊变色 is decided with every card known: the cost is the exact difference in South's
    standing, no noise."""
    from engine.gongzhu.actions import NO_SWAP, SWAP
    from engine.gongzhu.hand import rescore
    from tests.test_ui_flow_helpers import swap_asked

    match = swap_asked()
    asked = match.hand

    def standing(swap: bool) -> float:  # South's score less the others' mean, as the AI counts it
        score = rescore(asked, swap=swap).credited
        return score[0] - sum(score[1:]) / 3

    south = {a: standing(a == SWAP) for a in (SWAP, NO_SWAP)}
    worse, better = sorted(south, key=lambda a: south[a])
    gap = south[better] - south[worse]
    assert gap > 0
    match, _ = match.apply(0, worse)
    last = review_match_hand(match, 0, worlds=4).decisions[-1]
    assert (last.made, last.preferred) == (worse, better)
    assert last.cost == pytest.approx(gap) and last.noise == pytest.approx(0, abs=1e-9)
    assert last.trick == 13 and ("swap" in last.reason_en) and "变色" in last.reason_zh
