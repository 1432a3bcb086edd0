"""升级（二）, the duel (SHENGJI §10, §15.13, §15.14, §15.16): the stock, the draw after each
trick, showing a level card before each lead, throws against the opponent, every example."""

from __future__ import annotations

import pytest

from engine.shengji import apply_action, legal_actions, to_act, view_for
from engine.shengji.cards import (
    HEARTS,
    SPADES,
    Card,
    deck,
    format_cards,
    hand_of,
    parse_card,
    parse_cards,
    points_of,
)
from engine.shengji.draw import deal, open_window, position
from engine.shengji.match import ShengjiMatch
from engine.shengji.rules import PRESETS
from engine.shengji.state import (
    HAND_OVER,
    PASS,
    PLAY,
    SHOW,
    CardDrawn,
    Declare,
    HandState,
    Led,
    Play,
    ThrowFailed,
    TrickTaken,
)

DUEL = PRESETS["duel"]
S, N = 0, 1


def P(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def stacked(south: str, north: str, stock: str = "") -> HandState:
    """A first duel hand with South first receiver, drawn from a chosen order: the hands
    alternately (South first), then ``stock`` on top of the rest of the deck."""
    top = [c for pair in zip(P(south), P(north), strict=True) for c in pair]
    top += [parse_card(code) for code in stock.split()]  # in the order given
    rest = deck(1)
    for c in top:
        rest.remove(c)
    st = deal(DUEL, 1, S)  # then the chosen cards in place of the shuffle's (compiled or not)
    st.stock = tuple(top + rest)
    st.hands = [hand_of(P(south)), hand_of(P(north))]
    st.declarer, st.declaration, st.declarations, st.trump = None, None, (), None
    open_window(st)
    return st


def test_five_each_alternately_and_a_stock_of_44_shown_as_a_count() -> None:
    events: list[object] = []
    st = deal(DUEL, 7, N, events=events)  # type: ignore[arg-type]
    drawn = [e.seat for e in events if isinstance(e, CardDrawn)]
    assert drawn == [N, S] * 5  # §10: the first receiver and the other, alternately
    view = view_for(st, S)
    assert view.hand_sizes == (5, 5) and view.stock_size == 44 and st.rules.kitty_size == 0
    assert len(view.hand) == 5 and set(view.hand) <= set(deck(1))
    assert not hasattr(view, "hands")  # the opponent's hand is never in a view
    assert st.leader == N and st.trump is None and st.level == 0  # 无主 until a 2 is shown


def test_the_leader_then_the_other_may_show_and_the_first_2_shown_declares() -> None:
    st = stacked("H2 S3 S4 S5 C9", "S2 D3 D4 D5 D9")
    assert st.phase == SHOW and to_act(st) == S  # §10: before the lead, the leader first
    assert st.order.group[P("H2")[0]] == 4  # §5 无主: the level cards are trumps
    assert legal_actions(st, S) == [Declare(P("H2")), PASS]
    st, _ = apply_action(st, S, PASS)
    assert to_act(st) == N  # then the other
    st, events = apply_action(st, N, Declare(P("S2")))
    assert st.declarer == N and st.trump == SPADES and st.phase == PLAY and st.turn == S
    assert events[0].trump == SPADES  # type: ignore[union-attr]
    assert view_for(st, S).may_declare == ()  # §3 `first`: the showing stands


def test_nobody_showing_leaves_no_trump_and_the_leader_leads() -> None:
    st = stacked("H3 S3 S4 S5 C9", "D6 D3 D4 D5 D9")
    assert st.phase == PLAY and st.turn == S and st.declarer is None  # nothing to show: no wait


def test_after_each_trick_the_winner_draws_first_then_the_other() -> None:
    st = stacked("H3 S3 S4 S5 C9", "D6 D3 D4 D5 SA", stock="CK CQ HA HK")
    st, _ = apply_action(st, S, Play(P("S3")))
    st, events = apply_action(st, N, Play(P("SA")))
    taken = [e for e in events if isinstance(e, TrickTaken)]
    assert taken[0].winner == N
    drawn = [(e.seat, e.card) for e in events if isinstance(e, CardDrawn)]
    assert drawn == [(N, P("CK")[0]), (S, P("CQ")[0])]  # §10: the winner first
    assert view_for(st, S).stock_size == 42 and st.leader == N and st.turn == N


def test_before_a_2_each_keeps_his_points_and_the_defender_s_whole_pile_is_d() -> None:
    # §10, §15.16: a first hand, no 2 shown yet; the last cards, the stock empty
    st = position(DUEL, [P("SK H3"), P("SA H2")], 0, None, declarer=S)
    st.declarer, st.first_hand = None, True
    st, _ = apply_action(st, S, Play(P("SK")))
    st, _ = apply_action(st, N, Play(P("SA")))  # North takes 10 before anyone shows
    assert view_for(st, S).piles == ((), P("SK"))  # each keeps his own, face up
    st.phase, st.chances = SHOW, (N, S)  # the window before North's lead
    st, _ = apply_action(st, N, Declare(P("H2")))
    assert st.declarer == N and st.trump == HEARTS
    st, _ = apply_action(st, N, Play(P("H2")))
    st, _ = apply_action(st, S, Play(P("H3")))
    assert st.phase == HAND_OVER and st.result is not None
    assert st.result.declarer == N and st.result.defenders_points == 0  # South won nothing
    assert st.result.row == "duel 0: declarers +2"


def end_without_a_2(south_pile: str, north_pile: str) -> HandState:
    st = position(DUEL, [P("S3"), P("S4")], 0, None, declarer=S)
    st.declarer, st.first_hand = None, True
    st.piles = [P(south_pile), P(north_pile)]
    st, _ = apply_action(st, S, Play(P("S3")))
    st, _ = apply_action(st, N, Play(P("S4")))
    return st


def test_no_2_shown_all_hand_the_one_with_more_points_declares_hand_2_at_3() -> None:
    st = end_without_a_2("SK HK DK CK HT DT", "ST CT S5 H5 D5 C5")  # 60 to 40
    result = st.result
    assert result is not None and not result.first_hand_next
    assert (result.declarer, result.rise, result.next_declarer) == (S, 1, S)
    before = position(DUEL, [P("S3"), P("S4")], 0, None, declarer=S)
    before.declarer, before.first_hand = None, True
    before.piles = [P("SK HK DK CK HT DT"), P("ST CT S5 H5 D5 C5")]
    match = ShengjiMatch(DUEL, 1, before, (0, 0))
    match, _ = match.apply(S, Play(P("S3")))
    match, _ = match.apply(N, Play(P("S4")))
    assert match.levels == (1, 0)  # §15.13: South at 3, North stays at 2
    nxt = match.next_hand()
    assert nxt.hand.declarer == S and nxt.hand.level == 1 and not nxt.hand.first_hand


def test_a_50_50_hand_without_a_2_is_again_a_first_hand_same_first_receiver() -> None:
    before = position(DUEL, [P("S3"), P("S4")], 0, None, declarer=N)
    before.declarer, before.first_hand, before.first_receiver = None, True, N
    before.piles = [P("SK HK DK CK S5 H5"), P("ST HT DT CT D5 C5")]  # 50 and 50
    match = ShengjiMatch(DUEL, 1, before, (0, 0))
    match, _ = match.apply(N, Play(P("S4")))
    match, _ = match.apply(S, Play(P("S3")))
    result = match.hand.result
    assert result is not None and result.first_hand_next and result.rise == 0
    assert match.levels == (0, 0)
    nxt = match.next_hand()
    assert nxt.hand.first_hand and nxt.hand.declarer is None and nxt.hand.first_receiver == N


def test_later_hands_either_may_show_the_declarer_s_level_card() -> None:
    st = deal(DUEL, 3, N, levels=(2, 5), declarer=N)
    assert st.level == 5  # the hand is played at the declarer's level (7s)
    for seat in (S, N):
        st.hands[seat] = (st.hands[seat][0] | 1 << (13 * seat + 5), 0)
    st.phase, st.chances = SHOW, (N, S)
    st, _ = apply_action(st, N, PASS)
    st, _ = apply_action(st, S, Declare((13 * S + 5,)))  # the defender names the suit
    assert st.declarer == N and st.trump == S  # the declarer stays fixed


@pytest.mark.parametrize(("north", "wins"), [("LJ H2 D2 C3 C4", True), ("HA HQ HJ C3 C4", False)])
def test_the_example_s3_s4_s5_stands_and_only_three_trumps_win_it(north: str, wins: bool) -> None:
    # §10: South holds S3 S4 S5 HK BJ; North has no spade; 无主 at level 2 (first hand)
    st = position(DUEL, [P("S3 S4 S5 HK BJ"), P(north)], 0, None, S, stock=P("SA SK"))
    st, events = apply_action(st, S, Play(P("S3 S4 S5")))
    assert [type(e) for e in events] == [Led] and events[0].kind == "throw"  # type: ignore[union-attr]
    plays = P("LJ H2 D2") if wins else P("HA HQ HJ")
    st, events = apply_action(st, N, Play(plays))
    taken = next(e for e in events if isinstance(e, TrickTaken))
    assert taken.winner == (N if wins else S)


def test_a_throw_is_checked_against_the_opponent_only_not_the_stock() -> None:
    st = position(DUEL, [P("SK SQ H3"), P("C3 C4 C5")], 0, None, S, stock=P("SA"))
    _, events = apply_action(st, S, Play(P("SK SQ")))
    assert not any(isinstance(e, ThrowFailed) for e in events)  # SA waits in the stock


def test_a_failed_throw_leads_its_lowest_card() -> None:
    st = position(DUEL, [P("S3 S9 SK H3"), P("ST C4 C5 C6")], 0, None, S)
    st, events = apply_action(st, S, Play(P("S3 S9 SK")))
    failed = next(e for e in events if isinstance(e, ThrowFailed))
    assert format_cards(failed.forced) == "S3" and st.trick == ((S, P("S3")),)


def test_the_duel_table_no_kitty_and_no_revolution() -> None:
    assert (DUEL.kitty_size, DUEL.revolution, DUEL.level_table) == (0, False, "duel")
    # the declarer took no point; North wins the last trick and 60: take over +0 (§8 duel)
    st = position(DUEL, [P("S3"), P("S4")], 0, HEARTS, declarer=S)
    st.piles = [(), P("SK HK DK CK ST HT")]
    st, _ = apply_action(st, S, Play(P("S3")))
    st, _ = apply_action(st, N, Play(P("S4")))
    result = st.result
    assert result is not None and result.multiplier == 0 and result.kitty == ()
    assert result.defenders_points == 60 and points_of(st.piles[N]) == 60
    assert (result.declarers_won, result.rise, result.next_declarer) == (False, 0, N)
