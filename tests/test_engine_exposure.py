"""Exposure phases (RULES §2–§3): 首明, the window, the six modes, 逼明, hidden views, restrictions."""

from __future__ import annotations

import random

from engine.gongzhu.actions import (
    CLOSE_WINDOW,
    DECLINE_FIRST,
    DONE,
    NO_SWAP,
    SWAP,
    expose,
    expose_first,
    parse_action,
)
from engine.gongzhu.cards import HEART_ACE, PIG, SHEEP, SPECIALS, TRANSFORMER, parse_card
from engine.gongzhu.hand import (
    EXPOSURE,
    FIRST_EXPOSURE,
    HAND_OVER,
    PLAY,
    SWAP_CHOICE,
    HandState,
    IllegalActionError,
    apply_action,
    deal_from,
    legal_actions,
    swap_matters,
    to_act,
)
from engine.gongzhu.rules import RuleSet
from engine.gongzhu.scoring import AUTO, FIRST, HIDDEN, SHOWN, Exposure
from engine.gongzhu.view import view_for
from tests.engine_helpers import cards, ms, order_for
from tests.test_engine_legal import plays_text, position

S, E, N, W = range(4)


def hands_with(
    first: dict[int, str], decks: int = 1, extra: dict[int, str] | None = None
) -> list[list[int]]:
    """Four hands: the given first cards first, the given extra cards, then the rest of the deck(s)."""
    hands: list[list[int]] = [[], [], [], []]
    pool = list(range(52)) * decks
    for seat, code in first.items():
        hands[seat].append(parse_card(code))
        pool.remove(parse_card(code))
    for seat, codes in (extra or {}).items():
        for c in cards(codes):
            hands[seat].append(c)
            pool.remove(c)
    for seat in range(4):
        while len(hands[seat]) < 13 * decks:
            hands[seat].append(pool.pop(0))
    return hands


def dealt(rules: RuleSet, first: dict[int, str], extra: dict[int, str] | None = None) -> HandState:
    return deal_from(rules, order_for(hands_with(first, rules.decks, extra), 2), 2)


def test_first_exposure_only_for_a_special_first_card_and_with_the_option() -> None:
    rules = RuleSet(first_exposure=True)
    st = dealt(rules, {N: "SQ", E: "HA", S: "H5"})
    assert st.phase == FIRST_EXPOSURE
    assert set(to_act(st)) == {N, E}
    assert legal_actions(st, N) == [expose_first(PIG), DECLINE_FIRST]
    assert legal_actions(st, S) == []
    assert legal_actions(st, None) == []
    st, _ = apply_action(st, N, expose_first(PIG))
    st, _ = apply_action(st, E, DECLINE_FIRST)
    assert st.phase == EXPOSURE
    assert [(e.seat, e.card, e.how) for e in st.exposures] == [(N, PIG, FIRST)]
    # A decliner may still expose in the window, at ×2.
    assert expose(HEART_ACE) in legal_actions(st, E)
    st, _ = apply_action(st, E, expose(HEART_ACE))
    assert st.exposures[-1].how == SHOWN
    # Without the option, no 首明 phase at all.
    st = dealt(RuleSet(), {N: "SQ"})
    assert st.phase == EXPOSURE
    assert all(a < 3100 or a >= 3200 for s in range(4) for a in legal_actions(st, s))
    try:
        apply_action(st, N, expose_first(PIG))
    except IllegalActionError:
        pass
    else:
        raise AssertionError("首明 accepted without the option")


def test_two_decks_both_copies_first_exposed() -> None:
    rules = RuleSet(decks=2, first_exposure=True)
    st = dealt(rules, {N: "SQ", S: "SQ"})
    st, _ = apply_action(st, N, expose_first(PIG))
    st, _ = apply_action(st, S, expose_first(PIG))
    assert st.phase == EXPOSURE
    assert [e.how for e in st.exposures] == [FIRST, FIRST]


def test_window_closes_when_every_holder_is_done() -> None:
    st = dealt(RuleSet(), {}, {S: "SQ", E: "DJ CT", N: "HA"})
    assert st.phase == EXPOSURE
    assert set(to_act(st)) == {S, E, N}
    assert legal_actions(st, W) == []
    st, _ = apply_action(st, S, DONE)
    st, _ = apply_action(st, E, expose(SHEEP))
    assert st.phase == EXPOSURE
    st, _ = apply_action(st, E, expose(TRANSFORMER))  # nothing left to expose: done
    assert set(to_act(st)) == {N}
    st, _ = apply_action(st, N, DONE)
    assert st.phase == PLAY
    try:
        apply_action(st, N, expose(HEART_ACE))
    except IllegalActionError:
        pass
    else:
        raise AssertionError("exposure after the window")


def test_window_closes_on_the_clock() -> None:
    st = dealt(RuleSet(), {}, {S: "SQ", E: "DJ CT", N: "HA"})
    assert legal_actions(st, None) == [CLOSE_WINDOW]
    st, _ = apply_action(st, None, CLOSE_WINDOW)
    assert st.phase == PLAY and st.exposures == ()


def test_automatic_modes() -> None:
    st = dealt(RuleSet(exposure="all"), {}, {S: "SQ", E: "DJ CT", N: "HA"})
    assert st.phase == PLAY
    assert sorted((e.seat, e.card, e.how) for e in st.exposures) == sorted(
        [(S, PIG, AUTO), (E, SHEEP, AUTO), (E, TRANSFORMER, AUTO), (N, HEART_ACE, AUTO)]
    )
    st = dealt(RuleSet(exposure="all-but-sheep"), {}, {S: "SQ", E: "DJ CT", N: "HA"})
    assert st.phase == PLAY
    assert {e.card for e in st.exposures} == {PIG, TRANSFORMER, HEART_ACE}
    st = dealt(RuleSet(decks=2, exposure="all"), {}, {S: "SQ SQ", E: "DJ", W: "DJ"})
    assert len(st.exposures) == 8
    st = dealt(RuleSet(exposure="none"), {}, {S: "SQ"})
    assert st.phase == PLAY and st.exposures == ()


def test_forced_exposes_every_copy_of_the_fourth_kind() -> None:
    st = dealt(RuleSet(decks=2, exposure="forced"), {}, {S: "SQ DJ", E: "CT HA", N: "HA", W: "CT"})
    st, _ = apply_action(st, S, expose(PIG))
    st, _ = apply_action(st, S, expose(SHEEP))
    st, _ = apply_action(st, E, expose(TRANSFORMER))
    assert {e.card for e in st.exposures} == {PIG, SHEEP, TRANSFORMER}
    st, _ = apply_action(st, None, CLOSE_WINDOW)
    auto = [(e.seat, e.card) for e in st.exposures if e.how == AUTO]
    assert sorted(auto) == sorted([(E, HEART_ACE), (N, HEART_ACE)])
    # Two kinds only: nothing forced.
    st = dealt(RuleSet(exposure="forced"), {}, {S: "SQ DJ", E: "CT HA"})
    st, _ = apply_action(st, S, expose(PIG))
    st, _ = apply_action(st, None, CLOSE_WINDOW)
    assert len(st.exposures) == 1
    # 首明 counts as a kind exposed.
    st = dealt(
        RuleSet(exposure="forced", first_exposure=True),
        {N: "HA", S: "H5", E: "H6"},
        {S: "SQ DJ", E: "CT"},
    )
    st, _ = apply_action(st, N, expose_first(HEART_ACE))
    st, _ = apply_action(st, S, expose(PIG))
    st, _ = apply_action(st, S, expose(SHEEP))
    st, _ = apply_action(st, None, CLOSE_WINDOW)
    assert (E, TRANSFORMER, AUTO) in [(e.seat, e.card, e.how) for e in st.exposures]


def test_hidden_views_show_counts_until_played() -> None:
    rules = RuleSet(exposure="hidden")
    st = dealt(rules, {}, {S: "SQ S2", E: "DJ", N: "HA", W: "CT"})
    st, _ = apply_action(st, S, expose(PIG))
    assert st.exposures[-1].how == HIDDEN
    st, _ = apply_action(st, None, CLOSE_WINDOW)
    for viewer in (E, N, W):
        v = view_for(st, viewer)
        assert v.hidden_counts[S] == 1
        assert all(e.card != PIG for e in v.exposures)
        assert v.exposed_held[S] == (0, 0)
    v = view_for(st, S)
    assert [e.card for e in v.exposures] == [PIG] and v.exposed_held[S][0] == 1 << PIG
    # Play until the pig is played: then everyone sees it.
    rng = random.Random(3)
    while st.phase == PLAY and st.hand1[S] >> PIG & 1:
        acts = legal_actions(st, st.turn)
        st, _ = apply_action(st, st.turn, rng.choice(acts))
    v = view_for(st, E)
    assert v.hidden_counts[S] == 0 and [e.card for e in v.exposures] == [PIG]


def test_restriction_lifted_after_the_first_trick_of_the_suit() -> None:
    rules = RuleSet()
    st = position(
        rules, {"S": "SQ H5 S2", "E": "S3 H6", "N": "S4 H7", "W": "S5 H8"}, "E", exposed={"S": "SQ"}
    )
    assert plays_text(st, "E") == {"S3", "H6"}
    for seat, a in ((E, "S3"), (N, "S4"), (W, "S5")):
        st, _ = apply_action(st, seat, parse_action(a))
    assert plays_text(st, "S") == {"S2"}  # in the first ♠ trick the exposed SQ waits
    st, _ = apply_action(st, S, parse_action("S2"))
    # W won with S5 and leads; now S's exposed SQ is free.
    st.turn = S
    st.leader = S
    assert plays_text(st, "S") == {"SQ", "H5"}


def test_unexposed_copy_played_while_exposed_copy_restricted() -> None:
    rules = RuleSet(decks=2)
    st = position(rules, {"S": "SK H2", "E": "SQ SQ H3"}, "S", exposed={"E": "SQ"})
    st, _ = apply_action(st, S, parse_action("SK"))
    assert plays_text(st, "E") == {"SQ"}
    st, _ = apply_action(st, E, parse_action("SQ"))
    assert st.exposed1[E] == 1 << PIG and st.hand1[E] >> PIG & 1 and not st.hand2[E] >> PIG & 1


def test_swap_choice_in_a_played_hand() -> None:
    for choice, pig_score in ((SWAP, 100), (NO_SWAP, -100)):
        rules = RuleSet(pig_sheep_swap="choose")
        st = position(rules, {"S": "HA", "E": "S5", "N": "C3", "W": "D4"}, "S")
        st.taken1[S] = ms("H2 H3 H4 H5 H6 H7 H8 H9 HT HJ HQ HK")[0]
        st.taken1[E] = 1 << PIG
        st.taken1[W] = 1 << SHEEP
        for seat, a in ((S, "HA"), (E, "S5"), (N, "C3"), (W, "D4")):
            st, _ = apply_action(st, seat, parse_action(a))
        assert st.phase == SWAP_CHOICE and to_act(st) == (S,)
        assert legal_actions(st, S) == [SWAP, NO_SWAP] and legal_actions(st, E) == []
        st, _ = apply_action(st, S, choice)
        assert st.phase == HAND_OVER and st.result is not None
        assert st.result.credited[E] == pig_score and st.result.credited[W] == -pig_score
        assert st.result.credited[S] == 200
    rules = RuleSet(pig_sheep_swap="auto")
    st = position(rules, {"S": "HA", "E": "S5", "N": "C3", "W": "D4"}, "S")
    st.taken1[S] = ms("H2 H3 H4 H5 H6 H7 H8 H9 HT HJ HQ HK")[0]
    st.taken1[E] = 1 << PIG
    for seat, a in ((S, "HA"), (E, "S5"), (N, "C3"), (W, "D4")):
        st, _ = apply_action(st, seat, parse_action(a))
    assert st.phase == HAND_OVER and st.result is not None and st.result.credited[E] == 100


def test_specials_are_the_only_exposable_cards() -> None:
    st = dealt(RuleSet(), {}, {S: "SQ DJ CT HA"})
    assert legal_actions(st, S) == [expose(c) for c in sorted(SPECIALS)] + [DONE]


def test_views_do_not_tell_who_holds_special_cards() -> None:
    """Bug fixed: a view's to_act listed every seat still deciding in the 首明 phase and the
    window, telling everyone which seats hold special cards."""
    from engine.gongzhu.view import world_from_view

    st = dealt(RuleSet(first_exposure=True), {N: "SQ", S: "H5", E: "H6", W: "H7"}, {E: "DJ"})
    assert to_act(st) == (N,)
    assert view_for(st, W).to_act == () and view_for(st, N).to_act == (N,)
    st, _ = apply_action(st, N, DECLINE_FIRST)
    deciding = set(to_act(st))
    assert {N, E} <= deciding and S not in deciding
    for viewer in range(4):
        v = view_for(st, viewer)
        assert v.to_act == ((viewer,) if viewer in deciding else ())
        hands = [(st.hand1[s], st.hand2[s]) for s in range(4)]
        world = world_from_view(v, hands)
        assert to_act(world) == to_act(st)
        assert legal_actions(world, viewer) == legal_actions(st, viewer)


def test_swap_is_asked_only_when_it_changes_a_score() -> None:
    """One player took both the pig and the sheep: +100 −100 either way, so the 全红 player is
    not asked; with the pig exposed (×2) the swap changes that player's score, and is asked."""
    for exposed, asked in (((), False), ((Exposure(W, PIG, SHOWN),), True)):
        rules = RuleSet(pig_sheep_swap="choose")
        st = position(rules, {"S": "HA", "E": "S5", "N": "C3", "W": "D4"}, "S")
        st.exposures = exposed  # the pig was exposed earlier and has been played since
        st.taken1[S] = ms("H2 H3 H4 H5 H6 H7 H8 H9 HT HJ HQ HK")[0]
        st.taken1[E] = (1 << PIG) | (1 << SHEEP)
        for seat, a in ((S, "HA"), (E, "S5"), (N, "C3"), (W, "D4")):
            st, _ = apply_action(st, seat, parse_action(a))
        assert (st.phase == SWAP_CHOICE) is asked and swap_matters(st) is asked
        if not asked:
            assert st.result is not None and st.result.credited[E] == 0  # −100 + 100
