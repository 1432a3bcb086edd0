"""升级's computer players (engine/shengji/ai): legal actions only, every level and preset; what
the heuristic player does where a player would check it; worlds consistent with the view."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from engine.shengji import PRESETS, action_reason, apply_action, deal, to_act, view_for
from engine.shengji.ai import LEVELS, decide
from engine.shengji.ai.bidding import choose_burial, choose_call, choose_declaration
from engine.shengji.ai.knowledge import ctx_from_view
from engine.shengji.ai.sampler import deal_world, known_held, world_state
from engine.shengji.cards import HEARTS, Card, deck, parse_cards, points_of
from engine.shengji.draw import position
from engine.shengji.order import TRUMPS
from engine.shengji.state import (
    CALL,
    DRAW,
    HAND_OVER,
    KITTY,
    PLAY,
    Bury,
    Call,
    Declare,
    HandState,
    Pass,
    Play,
    ThrowFailed,
)

PRESET_NAMES = ("classic", "tractor", "duel", "friends")
S, E, N, W = range(4)


def P(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def play_hand(
    name: str, deal_no: int, levels: list[str], max_worlds: int = 2
) -> tuple[HandState, list[object]]:
    """A whole hand with ``levels[seat]`` in each seat, every action checked by the rules."""
    rules = PRESETS[name]
    st = deal(rules, deal_no, deal_no % rules.players)
    events: list[object] = []
    n = 0
    while (seat := to_act(st)) is not None:
        level = levels[seat % len(levels)]
        action = decide(view_for(st, seat), level, 5.0, deal_no * 997 + n, max_worlds)
        assert action_reason(st, seat, action) is None, (name, level, action)
        st, new = apply_action(st, seat, action)
        events += [(seat, level, e) for e in new]
        n += 1
        assert n < 5000
    return st, events


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_hands_with_legal_actions_only(name: str, level: str) -> None:
    others = "normal" if level != "normal" else "easy"
    for deal_no in (3, 8):
        st, _ = play_hand(name, deal_no, [level, others])
        assert st.phase == HAND_OVER and st.result is not None


@pytest.mark.parametrize("name", ("tractor", "friends", "classic"))
def test_a_computer_throws_only_what_stands(name: str) -> None:
    throws = 0
    for deal_no in range(1, 9):
        _, events = play_hand(name, deal_no, ["normal", "easy", "hard", "normal", "normal"])
        for seat, level, event in events:  # type: ignore[misc]
            assert not isinstance(event, ThrowFailed), (deal_no, seat, level, event)
            throws += getattr(event, "kind", "") == "throw"
    assert throws  # it does throw: the check above could fail


def test_the_same_question_gets_the_same_answer() -> None:
    st = deal(PRESETS["tractor"], 5, 0)
    while st.phase != PLAY or not st.tricks:
        seat = to_act(st)
        assert seat is not None
        st, _ = apply_action(st, seat, decide(view_for(st, seat), "normal", 0.0, 1))
    view = view_for(st, st.turn)
    for level in LEVELS:
        assert decide(view, level, 30.0, 7, max_worlds=3) == decide(view, level, 30.0, 7, 3)


# ---- the heuristic where a player would check it ----------------------------------------------


def _trick(hands: list[str], plays: list[str], declarer: int = S) -> HandState:
    """Classic, level 2, trump ♥: South leads, the others follow in turn."""
    st = position(PRESETS["classic"], [P(h) for h in hands], 0, HEARTS, declarer, leader=S)
    for seat, cards in enumerate(plays):
        st, _ = apply_action(st, seat, Play(P(cards)))
    return st


def test_an_opponent_winning_the_trick_is_given_no_points() -> None:
    st = _trick(["SA D3 D4", "S6 D5 D6", "S4 D7 D8", "SK S3 C9"], ["SA", "S6", "S4"])
    assert decide(view_for(st, W), "normal", 0.0, 1) == Play(P("S3"))  # ducks: the king stays


def test_a_partner_winning_the_trick_is_given_points() -> None:
    st = _trick(["S5 D3 D4", "SA D5 D6", "S4 D7 D8", "SK S3 C9"], ["S5", "SA", "S4"])
    assert decide(view_for(st, W), "normal", 0.0, 1) == Play(P("SK"))  # East's ace: the king


def test_trumps_in_when_the_trick_holds_points() -> None:
    st = _trick(["ST D3 D4", "S4 D5 D6", "S5 D7 D8", "H3 H9 C9"], ["ST", "S4", "S5"])
    play = decide(view_for(st, W), "normal", 0.0, 1)  # void in spades, 15 points on the table
    assert isinstance(play, Play) and all(c // 13 == HEARTS for c in play.cards)


def test_the_declarer_leads_a_strong_ace_before_a_low_card() -> None:
    rules = PRESETS["classic"]
    hands = ["SA S3 D4", "S5 D5 D6", "S6 D7 D8", "S7 C3 C9"]
    st = position(rules, [P(h) for h in hands], 0, HEARTS, declarer=S)
    assert decide(view_for(st, S), "normal", 0.0, 1) == Play(P("SA"))


def _first(name: str, phase: int, deal_no: int = 4) -> HandState:
    rules = PRESETS[name]
    st = deal(rules, deal_no, 0)
    while st.phase != phase:
        seat = to_act(st)
        assert seat is not None and st.phase != HAND_OVER
        st, _ = apply_action(st, seat, decide(view_for(st, seat), "normal", 0.0, 1))
    return st


@pytest.mark.parametrize("name", ("classic", "tractor", "friends"))
def test_the_burial_keeps_trumps_and_points_and_makes_voids_when_it_can(name: str) -> None:
    for deal_no in range(1, 12):
        st = _first(name, KITTY, deal_no)
        assert st.declarer is not None
        view = view_for(st, st.declarer)
        order = view.order
        bury = choose_burial(view).cards
        assert action_reason(st, st.declarer, Bury(bury)) is None
        plain = [c for c in view.hand if order.group[c] != TRUMPS and not points_of((c,))]
        if len(plain) >= len(bury):
            assert all(order.group[c] != TRUMPS and not points_of((c,)) for c in bury)
        before = {order.group[c] for c in view.hand}
        kept = Counter(view.hand) - Counter(bury)
        after = {order.group[c] for c in kept.elements()}
        short = min(
            (sum(1 for c in view.hand if order.group[c] == g) for g in before - {TRUMPS}),
            default=99,
        )
        if short <= 2 and len(plain) >= len(bury) + 4:
            assert len(after) < len(before)  # a short plain suit is buried whole: a void


def test_a_strong_hand_declares_and_a_weak_one_passes() -> None:
    st = _first("tractor", DRAW, 2)
    seat = to_act(st)
    assert seat is not None
    view = view_for(st, seat)
    strong = P("H2 BJ BJ LJ HA HK HQ HJ S2")
    weak = P("H2 S3 S4 C5 C6 D7 D8 D9 SJ")
    shown = replace(view, hand=strong, may_declare=((parse_cards("H2")[0],),), standing=None)
    assert choose_declaration(shown) == Declare(P("H2"))
    assert choose_declaration(replace(shown, hand=weak)) == Pass()


def test_the_friend_call_is_never_false_when_a_true_one_exists() -> None:
    for deal_no in range(1, 10):
        st = _first("friends", CALL, deal_no)
        assert st.declarer is not None
        view = view_for(st, st.declarer)
        call = choose_call(view)
        assert isinstance(call, Call) and action_reason(st, st.declarer, call) is None
        mine = Counter(view.hand) + Counter(view.kitty or ())
        assert mine[call.card] < 2


# ---- worlds ------------------------------------------------------------------------------------


def _positions(name: str, deal_no: int) -> list[HandState]:
    """Every state of a hand in play, the hand played by normal and easy players."""
    rules = PRESETS[name]
    st = deal(rules, deal_no, deal_no % rules.players)
    out = []
    n = 0
    while (seat := to_act(st)) is not None:
        if st.phase == PLAY:
            out.append(st)
        level = "easy" if seat % 2 else "normal"
        st, _ = apply_action(st, seat, decide(view_for(st, seat), level, 0.0, n))
        n += 1
    return out


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_sampled_world_fits_everything_the_seat_has_seen(name: str) -> None:
    rules = PRESETS[name]
    rng = random.Random(5)
    checked = voids = 0
    for deal_no in (2, 9):
        for st in _positions(name, deal_no)[::3]:
            seat = st.turn
            view = view_for(st, seat)
            ctx = ctx_from_view(view)
            known = known_held(view)
            for _ in range(3):
                hands, kitty, stock = deal_world(view, ctx, rng, known)
                world = world_state(view, hands, kitty, stock)
                # the seat sees the same hand, plays, piles, sizes, kitty (if his) and stock
                assert view_for(world, seat) == view
                # every card once per deck: hands, kitty, stock and the cards played
                played = [c for plays, _ in st.tricks for _, cs in plays for c in cs]
                played += [c for _, cs in st.trick for c in cs]
                every = [c for h in hands for c in h] + list(kitty) + list(stock) + played
                assert Counter(every) == Counter(deck(rules.decks))
                assert hands[seat] == view.hand
                if seat == st.declarer:
                    assert kitty == st.kitty  # §4: his own burial
                for s in range(rules.players):
                    for c, n in known[s].items():
                        assert hands[s].count(c) >= n  # shown and not played since
                    for c in hands[s]:
                        if s != seat and ctx.seen.void[s] >> ctx.order.group[c] & 1:
                            raise AssertionError(f"seat {s} shown void holds {c}")
                    voids += s != seat and bool(ctx.seen.void[s])
                checked += 1
    assert checked >= 10 and voids  # voids were there to respect


def test_a_world_keeps_the_declarations_shown_in_their_hands() -> None:
    rules = PRESETS["classic"]
    hands = [P("H2 S3 S4"), P("D2 S5 S6"), P("C5 C6 C7"), P("C8 C9 D5")]
    st = position(rules, hands, 0, HEARTS, declarer=E, leader=E)
    from engine.shengji.state import Declaration

    st.declarations = (Declaration(E, P("D2"), 1, 0),)
    st.declaration = st.declarations[0]
    view = view_for(st, S)
    ctx = ctx_from_view(view)
    rng = random.Random(1)
    for _ in range(20):
        got, _, _ = deal_world(view, ctx, rng)
        assert P("D2")[0] in got[E]


def test_the_kitty_unseen_by_a_defender_is_dealt_from_the_unseen_cards() -> None:
    st = _first("tractor", PLAY, 6)
    seat = next(s for s in range(4) if s != st.declarer)
    view = view_for(st, seat)
    _, kitty, _ = deal_world(view, ctx_from_view(view), random.Random(2))
    assert len(kitty) == PRESETS["tractor"].kitty_size
    assert Counter(kitty) <= Counter(deck(2)) - Counter(view.hand)


# ---- the arena ---------------------------------------------------------------------------------


# (the arena's placings and a level against itself: tests/test_shengji_arena.py)


def test_the_arena_prints_the_mean_and_interval(capsys: pytest.CaptureFixture[str]) -> None:
    from build.shengji_arena import main

    main(["--preset", "classic", "--levels", "normal,easy", "--deals", "3"])
    out = capsys.readouterr().out
    assert out.startswith("classic normal - easy: 3 deals from 1, levels ") and "points" in out
