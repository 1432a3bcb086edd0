"""升级（三）, five players calling a friend (SHENGJI §11, §15.10, §15.13, §15.15): the call, the
friend by seat (hidden) and first played (open), the piles, the throw check, levels, every example."""

from __future__ import annotations

import random

import pytest

from engine.shengji import apply_action, legal_actions, to_act, view_for
from engine.shengji.cards import SPADES, Card, format_cards, parse_card, parse_cards
from engine.shengji.draw import deal, declarable, position
from engine.shengji.friends import seat_friend
from engine.shengji.match import ShengjiMatch
from engine.shengji.moves import advance, random_action
from engine.shengji.rules import PRESETS, rules_from_options
from engine.shengji.scoring import next_declarer
from engine.shengji.state import (
    CALL,
    KITTY,
    PLAY,
    Bury,
    Call,
    FriendCalled,
    FriendRevealed,
    HandState,
    IllegalActionError,
    Play,
    ThrowFailed,
)

FRIENDS = PRESETS["friends"]
FIRST_PLAYED = rules_from_options({"preset": "friends", "friend_rule": "first-played"})
S, E, NE, NW, W = range(5)
HA = parse_card("HA")


def P(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def at_call(hands: list[str], rules=FRIENDS, kitty: str = "") -> HandState:  # type: ignore[no-untyped-def]
    """South declared at 5 (level index 3), spades trump, has buried: the call is his."""
    st = position(rules, [P(h) for h in hands], 3, SPADES, declarer=S, kitty=P(kitty))
    st.phase = CALL
    return st


EXAMPLE = ["SA C3", "DA C4", "HA C6", "HA C7", "DK C8"]  # E none, NE one, NW one


def test_the_deal_twenty_each_a_kitty_of_eight_and_the_first_2_declares() -> None:
    rng = random.Random(3)
    st = deal(FRIENDS, 11, NE)
    while st.phase not in (KITTY, PLAY, CALL):
        seat, action = random_action(st, rng)
        advance(st, seat, action)
    assert st.phase == KITTY and st.declarer is not None
    assert sorted(len(view_for(st, s).hand) for s in range(5)) == [20, 20, 20, 20, 28]
    assert len(st.levels) == 5  # §11: each player his own level
    # §15.10: `first` mode — a joker pair declares nothing, a single level card does
    assert declarable(FRIENDS, (1 << 52, 1 << 52), 0, None, S) == []
    assert declarable(FRIENDS, (1 << 13, 0), 0, None, S) == [(13,)]


def test_burying_leads_to_the_call_not_to_the_lead() -> None:
    hand = P("SA SK C3 C9 D3 D4 D6 D7 D8 D9")
    st = position(FRIENDS, [hand, P("C4"), P("C5"), P("C6"), P("C7")], 3, SPADES, S)
    st.phase, st.buried = KITTY, False
    st, _ = apply_action(st, S, Bury(P("C3 C9 D3 D4 D6 D7 D8 D9")))
    assert st.phase == CALL and to_act(st) == S  # §11, §15.15: bury, then call, then lead


def test_call_phase_offers_every_call_and_refuses_a_lead() -> None:
    st = at_call(EXAMPLE)
    assert to_act(st) == S and len(legal_actions(st, S)) == 108  # 54 codes × 2 directions
    with pytest.raises(IllegalActionError, match="WRONG_PHASE"):
        apply_action(st, S, Play(P("SA")))
    with pytest.raises(IllegalActionError, match="NOT_YOUR_TURN"):
        apply_action(st, E, Call(HA, "ccw"))


def test_rebury_in_the_call_phase_then_no_more_after_the_call() -> None:
    rules = FRIENDS
    st = position(rules, [P("SA SK C3"), P("C4"), P("C5"), P("C6"), P("C7")], 3, SPADES, S)
    st.kitty = P("D3 D4 D6 D7 D8 D9 DT DJ")
    st.phase = CALL
    st, _ = apply_action(st, S, Bury(P("SA SK C3 D4 D6 D7 D8 D9")))  # §4: bury again
    assert st.phase == CALL and st.kitty == P("SA SK C3 D4 D6 D7 D8 D9")
    st, events = apply_action(st, S, Call(HA, "ccw"))
    assert st.phase == PLAY and isinstance(events[0], FriendCalled)
    with pytest.raises(IllegalActionError, match="WRONG_PHASE"):  # §15.15
        apply_action(st, S, Bury(P("D3 DT DJ D4 D6 D7 D8 D9")))


@pytest.mark.parametrize(("direction", "friend"), [("ccw", NE), ("cw", NW)])
def test_the_example_ne_is_the_friend_counter_clockwise_nw_clockwise(
    direction: str, friend: int
) -> None:
    st = at_call(EXAMPLE)
    st, events = apply_action(st, S, Call(HA, direction))
    assert st.friend == friend  # fixed at the call …
    assert events == [FriendCalled(S, HA, direction)]  # … and nobody is told
    for seat in range(5):
        view = view_for(st, seat)
        assert view.friend is None and view.called == Call(HA, direction)
        assert not view.is_declaring(friend)


@pytest.mark.parametrize(
    ("hands", "kitty"),
    [
        (["HA C3", "DA C4", "D3 C6", "D4 C7", "DK C8"], "HA"),  # one buried, one kept
        (["C3", "DA C4", "D3 C6", "D4 C7", "DK C8"], "HA HA"),  # both buried
        (["HA HA", "DA C4", "D3 C6", "D4 C7", "DK C8"], ""),  # both in his hand
    ],
)
def test_a_false_call_when_no_other_player_holds_a_copy(hands: list[str], kitty: str) -> None:
    st = at_call(hands, kitty=kitty)
    st, _ = apply_action(st, S, Call(HA, "ccw"))
    assert st.friend is None  # 虚叫: alone against four, unannounced
    assert seat_friend(st.hands, S, HA, "cw") is None


def test_first_played_reveals_the_friend_openly_when_he_plays_a_copy() -> None:
    st = at_call(["HA C3", "HK C4", "HQ C6", "HA C7", "HJ C8"], rules=FIRST_PLAYED)
    st, _ = apply_action(st, S, Call(HA, "ccw"))
    assert st.friend is None  # the direction is ignored
    st, _ = apply_action(st, S, Play(P("HA")))  # the declarer's own copy makes no friend
    st, _ = apply_action(st, E, Play(P("HK")))
    st, _ = apply_action(st, NE, Play(P("HQ")))
    assert st.friend is None
    st, events = apply_action(st, NW, Play(P("HA")))
    assert FriendRevealed(NW) in events and st.friend == NW
    assert all(view_for(st, s).friend == NW for s in range(5))


def last_trick(rules, winner_card_seat: int, friend: int | None) -> HandState:  # type: ignore[no-untyped-def]
    """One card each left, clubs led by South; ``winner_card_seat`` holds CA and wins."""
    cards = ["C3", "C4", "C6", "CT", "C7"]
    cards[winner_card_seat] = "CA"
    if winner_card_seat == NW:
        cards[E] = "CT"
    st = position(rules, [P(c) for c in cards], 3, SPADES, declarer=S, kitty=P("SK D3"))
    st.called, st.friend = Call(HA, "ccw"), friend
    st.piles = [P("HK"), P("DK"), P("D5"), (), P("ST")]
    for seat in range(5):
        st, _ = apply_action(st, seat, Play(P(cards[seat])))
    return st


def test_the_friend_s_pile_counts_for_the_declaring_side_and_is_revealed_at_the_end() -> None:
    st = last_trick(FRIENDS, E, friend=E)  # the friend takes the last trick: no kitty bonus
    result = st.result
    assert result is not None and result.friend == E and result.declarers == (S, E)
    assert result.multiplier == 0 and result.defenders_points == 5 + 10  # NE and W
    assert view_for(st, NE).friend == E  # revealed


def test_a_defender_taking_the_last_trick_doubles_the_kitty() -> None:
    st = last_trick(FRIENDS, NW, friend=E)
    result = st.result
    assert result is not None and result.multiplier == 2
    # NE 5, W 10, NW's last trick CT 10, kitty SK 10 × 2 (the declarer's HK never counts)
    assert result.defenders_points == 5 + 10 + 10 + 20
    assert view_for(st, W).piles[S] == ()  # §11: the declarer keeps no point cards


def test_the_levels_declarer_and_friend_rise_and_140_gives_every_defender_one() -> None:
    before = position(FRIENDS, [P(c) for c in ["C3", "CA", "C6", "C4", "C7"]], 3, SPADES, S)
    before.called, before.friend = Call(HA, "ccw"), E
    match = ShengjiMatch(FRIENDS, 1, before, (3, 0, 0, 0, 0))
    for seat, card in enumerate(["C3", "CA", "C6", "C4", "C7"]):
        match, _ = match.apply(seat, Play(P(card)))
    assert match.levels == (4, 1, 0, 0, 0)  # D ≤ 75: declarer and friend +1 each
    assert match.next_hand().hand.declarer == S  # §9: the same declarer
    lost = position(FRIENDS, [P(c) for c in ["C3", "CA", "C6", "C4", "C7"]], 3, SPADES, S)
    lost.called, lost.friend = Call(HA, "ccw"), NW
    lost.piles = [(), P("SK SK HK HK DK DK CK CK ST ST HT HT DT DT"), (), (), ()]  # 140
    match = ShengjiMatch(FRIENDS, 1, lost, (3, 0, 0, 0, 0))
    for seat, card in enumerate(["C3", "CA", "C6", "C4", "C7"]):
        match, _ = match.apply(seat, Play(P(card)))
    assert match.levels == (3, 1, 1, 0, 1)  # 140+: every defender +1, the friend not


def test_the_next_declarer_skips_the_friend() -> None:
    assert next_declarer(5, S, True, E) == S
    assert next_declarer(5, S, False, NW) == E  # his right neighbour
    assert next_declarer(5, S, False, E) == NE  # … unless that was the friend (§15.13)
    assert next_declarer(5, W, False, None) == S


def test_the_throw_check_looks_at_all_four_other_hands() -> None:
    hands = ["HK HQ C3", "C4 C5 C6", "C7 C8 C9", "HA D4 D6", "D7 D8 D9"]
    st = position(FRIENDS, [P(h) for h in hands], 3, SPADES, declarer=S)
    st.called = Call(HA, "ccw")
    st, events = apply_action(st, S, Play(P("HK HQ")))
    failed = next(e for e in events if isinstance(e, ThrowFailed))
    assert format_cards(failed.forced) == "HQ"  # NW's HA beats both; the lowest is led
