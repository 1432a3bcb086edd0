"""升级: properties over random hands of every preset (SHENGJI §3–§11)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st_

from engine.shengji import (
    PRESETS,
    choose,
    deal,
    is_legal_play,
    legal_actions,
    new_match,
    playable_cards,
    replay,
    to_act,
    view_for,
)
from engine.shengji.cards import deck, hand_cards, points_of
from engine.shengji.follow import Lead, best_duties, play_duties
from engine.shengji.moves import advance, random_action
from engine.shengji.state import (
    HAND_OVER,
    PLAY,
    FriendRevealed,
    Led,
    Play,
    ThrowFailed,
    TrickTaken,
)

PRESET = st_.sampled_from(["classic", "tractor", "duel", "friends"])
SEED = st_.integers(0, 10**6)
FAST = settings(max_examples=25, deadline=None)


def playout(name: str, seed: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    st = deal(PRESETS[name], seed, seed % PRESETS[name].players)
    history = []
    for _ in range(5000):
        seat = to_act(st)
        if seat is None:
            return st, history
        actions = legal_actions(st, seat, rng)
        assert actions, "the seat to act always has a legal action"
        action = actions[rng.randrange(len(actions))]
        before = st.copy()
        events: list[object] = []
        advance(st, seat, action, events)  # type: ignore[arg-type]
        history.append((before, seat, action, events))
    raise AssertionError("the hand did not end")


@FAST
@given(PRESET, SEED)
def test_random_hands_reach_hand_over_with_cards_conserved(name: str, seed: int) -> None:
    st, _ = playout(name, seed)
    assert st.phase == HAND_OVER and st.result is not None
    played = Counter(c for plays, _ in st.tricks for _, p in plays for c in p)
    played.update(st.kitty)
    assert played == Counter(deck(PRESETS[name].decks))
    total = sum(points_of(p) for p in st.piles) + points_of(st.kitty)
    assert total == 100 * PRESETS[name].decks  # §1: 100 points a deck
    assert st.result.defenders_points >= 0


@FAST
@given(PRESET, SEED)
def test_every_candidate_is_legal_and_every_play_keeps_the_duties(name: str, seed: int) -> None:
    _, history = playout(name, seed)
    for before, seat, action, _events in history:
        if before.phase != PLAY or not isinstance(action, Play):
            continue
        assert is_legal_play(before, seat, action.cards) is None
        if before.trick:
            lead = Lead.of(list(before.lead), before.order)
            assert play_duties(action.cards, lead, before.order) == best_duties(
                before.hands[seat], lead, before.order
            )
            assert set(action.cards) <= playable_cards(before, seat)


@FAST
@given(PRESET, SEED)
def test_a_stood_throw_is_never_beaten_and_a_failed_one_leads_less(name: str, seed: int) -> None:
    _, history = playout(name, seed)
    for i, (before, seat, action, events) in enumerate(history):
        led = [e for e in events if isinstance(e, Led)]
        if not led or led[0].kind != "throw":
            continue
        assert not any(isinstance(e, ThrowFailed) for e in events)
        taken = next(e for _, _, _, evs in history[i:] for e in evs if isinstance(e, TrickTaken))
        group = before.order.group[led[0].cards[0]]
        if taken.winner != seat:
            # only a trump play on a plain lead may win a stood throw
            assert group != 4


@settings(max_examples=15, deadline=None)
@given(SEED)
def test_playable_cards_are_exactly_the_union_of_legal_follows(seed: int) -> None:
    rng = random.Random(seed)
    st = deal(PRESETS["tractor"], seed, 0)
    for _ in range(3000):
        seat = to_act(st)
        if seat is None:
            return
        if st.phase == PLAY and st.trick and len(st.trick[0][1]) <= 4:
            hand = hand_cards(st.hands[seat])
            width = len(st.trick[0][1])
            legal = {
                c
                for combo in set(combinations(hand, width))
                if is_legal_play(st, seat, combo) is None
                for c in combo
            }
            assert playable_cards(st, seat) == legal
            return
        seat, action = random_action(st, rng)
        advance(st, seat, action)


@FAST
@given(st_.sampled_from(["duel", "friends"]), SEED)
def test_views_show_the_stock_and_hide_the_seat_friend_until_the_end(name: str, seed: int) -> None:
    _, history = playout(name, seed)
    for before, _seat, _action, events in history:
        played = sum(len(p) for plays, _ in before.tricks for _, p in plays)
        played += sum(len(p) for _, p in before.trick)
        for seat in range(before.rules.players):
            view = view_for(before, seat)
            if name == "duel":
                # §10: the stock, the hands and the cards played make the deck
                assert view.stock_size + sum(view.hand_sizes) + played == 54
            elif before.phase != HAND_OVER:
                assert view.friend is None  # §11 `seat`: nobody is told
        revealed = [e for e in events if isinstance(e, FriendRevealed)]
        if name == "friends" and revealed:
            assert revealed[0].friend == before.friend


@settings(max_examples=8, deadline=None)
@given(PRESET, SEED)
def test_games_of_every_preset_play_hand_after_hand_with_the_simple_player(
    name: str, seed: int
) -> None:
    rules = PRESETS[name]
    match = new_match(rules, seed)
    for _ in range(3):
        for _ in range(5000):
            seat = to_act(match.hand)
            if seat is None:
                break
            match, _ = match.apply(seat, choose(view_for(match.hand, seat), seed))
        assert match.hand_over and len(match.levels) == (2 if rules.players == 4 else rules.players)
        if match.game_over:
            return
        match = match.next_hand()
    again = replay(rules, seed, [r.moves for r in match.records] + [match.moves])
    assert again.levels == match.levels
