"""Property tests over random legal hands: every preset and random valid option combinations."""

from __future__ import annotations

import random
from dataclasses import fields

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.gongzhu.actions import CLAIM, CLOSE_WINDOW, DECLINE_FIRST, DONE, NO_SWAP, SWAP, Action
from engine.gongzhu.cards import DECK, SCORING_MASK, SUIT_MASKS
from engine.gongzhu.hand import (
    HAND_OVER,
    PLAY,
    CardPlayed,
    ClaimAccepted,
    HandState,
    IllegalActionError,
    TrickTaken,
    apply_action,
    legal_actions,
    to_act,
)
from engine.gongzhu.hand.state import FIELDS as HAND_FIELDS
from engine.gongzhu.rules import PRESETS, RuleSet
from engine.gongzhu.scoring import HEART_VALUES
from engine.gongzhu.view import SeatView, view_for, world_from_view
from tests.engine_helpers import random_game

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    decks = draw(st.sampled_from((1, 2)))
    mode = draw(
        st.sampled_from(("solo", "partners", "pig-sheep") if decks == 1 else ("solo", "partners"))
    )
    exposure = (
        "none"
        if mode == "pig-sheep"
        else draw(st.sampled_from(("free", "hidden", "all-but-sheep", "all", "forced", "none")))
    )
    return RuleSet(
        decks=decks,
        hearts=draw(st.sampled_from(("standard", "book", "positive"))),
        exposure=exposure,
        first_exposure=exposure in ("free", "forced") and draw(st.booleans()),
        self_take=draw(st.booleans()),
        discard_exposed_early=draw(st.booleans()),
        colour_rule=draw(st.sampled_from(("off", "strict", "penalty"))),
        first_lead_c2=draw(st.booleans()),
        pig_sheep_swap=draw(st.sampled_from(("off", "auto", "choose"))),
        mode=mode,
        double_pig_loser=mode == "solo" and draw(st.booleans()),
    )


any_rules = st.one_of(st.sampled_from(list(PRESETS.values())), rule_sets())
seeds = st.integers(0, 2**31 - 1)


def snapshot(state: HandState) -> tuple[object, ...]:
    return tuple(
        list(v) if isinstance(v, list) else v for v in (getattr(state, n) for n in HAND_FIELDS)
    )


def _count(mask1: int, mask2: int) -> int:
    return mask1.bit_count() + mask2.bit_count()


@FAST
@given(rules=any_rules, seed=seeds, first_hand=st.booleans())
def test_random_hand_invariants(rules: RuleSet, seed: int, first_hand: bool) -> None:
    steps = random_game(rules, seed, first_hand)
    rng = random.Random(seed)
    final = steps[-1].after
    assert final.phase == HAND_OVER and final.result is not None
    claimed = [e for s in steps for e in s.events if isinstance(e, ClaimAccepted)]
    # Every card played exactly once (a claim plays the rest at once).
    played: list[int] = [
        c for s in steps for e in s.events if isinstance(e, CardPlayed) for c in e.cards
    ]
    for e in claimed:
        played += list(e.cards)
    assert sorted(played) == sorted(list(range(52)) * rules.decks)
    assert final.played1 == DECK and final.played2 == (DECK if rules.decks == 2 else 0)
    # Every scoring card taken by exactly one seat.
    assert sum(_count(final.taken1[s], final.taken2[s]) for s in range(4)) == 16 * rules.decks
    taken_union = 0
    for s in range(4):
        assert not taken_union & final.taken1[s] or rules.decks == 2
        taken_union |= final.taken1[s]
    assert taken_union == SCORING_MASK
    # 13 / 26 tricks unless claimed; each trick led by the previous winner.
    tricks = [e for s in steps for e in s.events if isinstance(e, TrickTaken)]
    if not claimed:  # a pair trick takes two cards from each hand
        pair_tricks = sum(1 for e in tricks if len(e.cards) == 8)
        assert len(tricks) + pair_tricks == 13 * rules.decks
        assert len(tricks) == final.tricks
    leader = next(s.before.leader for s in steps if s.before.phase == PLAY)
    for step in steps:
        b = step.before
        if b.phase == PLAY and not b.trick and step.action != CLAIM:
            assert step.seat == leader
        for e in step.events:
            if isinstance(e, TrickTaken):
                leader = e.winner
                assert step.after.phase != PLAY or step.after.turn == e.winner
    # Someone can always act until the hand ends; illegal actions are refused without change.
    for step in steps:
        b = step.before
        seats = to_act(b)
        assert seats
        for seat in seats:
            assert legal_actions(b, seat)
        if rng.random() < 0.3:
            _check_illegal_refused(b, rng)
    # Hearts add up to the deck's total when nothing is exposed and nobody took them all.
    score = final.result
    if not final.exposures and not any(x.all_hearts for x in score.seats) and not rules.self_take:
        total = sum(HEART_VALUES[rules.hearts]) * rules.decks
        assert sum(x.hearts for x in score.seats) == total


def _check_illegal_refused(state: HandState, rng: random.Random) -> None:
    before = snapshot(state)
    candidates: list[Action] = [rng.randrange(2808) for _ in range(6)]
    candidates += [
        3000 + rng.randrange(52),
        3100 + rng.randrange(52),
        DECLINE_FIRST,
        DONE,
        CLOSE_WINDOW,
        SWAP,
        NO_SWAP,
        CLAIM,
        99999,
    ]
    for seat in (None, 0, 1, 2, 3):
        legal = set(legal_actions(state, seat))
        for action in candidates:
            if action in legal:
                continue
            try:
                apply_action(state, seat, action)
            except IllegalActionError as exc:
                assert str(exc)
            else:
                raise AssertionError(f"illegal action {action} by {seat} accepted")
    assert snapshot(state) == before


@FAST
@given(rules=any_rules, seed=seeds)
def test_claims_only_when_certain_and_take_everything(rules: RuleSet, seed: int) -> None:
    for step in random_game(rules, seed):
        b = step.before
        if b.phase != PLAY or b.trick:
            continue
        if CLAIM not in legal_actions(b, b.turn):
            try:
                apply_action(b, b.turn, CLAIM)
            except IllegalActionError:
                pass
            else:
                raise AssertionError("uncertain claim accepted")
            continue
        after, events = apply_action(b, b.turn, CLAIM)
        seat = b.turn
        left = 0
        for s in range(4):
            left |= b.hand1[s] | b.hand2[s]
        assert after.phase != PLAY
        assert all(after.hand1[s] == after.hand2[s] == 0 for s in range(4))
        gained = (after.taken1[seat] | after.taken2[seat]) & left & SCORING_MASK
        assert gained == left & SCORING_MASK
        for s in range(4):
            if s != seat:
                assert (after.taken1[s], after.taken2[s]) == (b.taken1[s], b.taken2[s])
        assert any(isinstance(e, ClaimAccepted) for e in events)


# ---------------------------------------------------------------- seat views


def _swap_hidden(state: HandState, viewer: int, rng: random.Random) -> HandState | None:
    """The same state with one unexposed, unplayed card swapped between two other seats."""
    others = [s for s in range(4) if s != viewer]
    rng.shuffle(others)
    a, b = others[:2]

    def free(s: int) -> list[int]:
        held = state.hand1[s] & ~state.hand2[s]
        exposed = state.exposed1[s] | state.exposed2[s]
        return [c for c in range(52) if held >> c & 1 and not exposed >> c & 1]

    def once_dealt(s: int, c: int) -> bool:
        return bool(state.dealt[s][0] >> c & 1) and not state.dealt[s][1] >> c & 1

    def not_dealt(s: int, c: int) -> bool:
        return not state.dealt[s][0] >> c & 1

    xa = [c for c in free(a) if once_dealt(a, c) and not_dealt(b, c)]
    yb = [c for c in free(b) if once_dealt(b, c) and not_dealt(a, c)]
    if not xa or not yb:
        return None
    x, y = rng.choice(xa), rng.choice(yb)
    new = state.copy()
    new.hand1[a] ^= (1 << x) | (1 << y)
    new.hand1[b] ^= (1 << x) | (1 << y)
    dealt = list(new.dealt)
    for s, out, inn in ((a, x, y), (b, y, x)):
        d1, d2 = dealt[s]
        assert d1 >> out & 1 and not d2 >> out & 1 and not d1 >> inn & 1
        dealt[s] = (d1 ^ (1 << out) ^ (1 << inn), d2)
    new.dealt = tuple(dealt)
    return new


def _comparable(view: SeatView) -> dict[str, object]:
    out = {f.name: getattr(view, f.name) for f in fields(view)}
    out["legal"] = tuple(a for a in view.legal if a != CLAIM)
    return out


@FAST
@given(rules=any_rules, seed=seeds)
def test_views_hide_other_hands(rules: RuleSet, seed: int) -> None:
    rng = random.Random(seed)
    steps = random_game(rules, seed)
    for step in steps[:: max(1, len(steps) // 12)] + [steps[-1]]:
        state = step.after if step is steps[-1] else step.before
        for viewer in range(4):
            view = view_for(state, viewer)
            # Nothing in hand of another seat appears, except exposed copies the mode shows.
            for s in range(4):
                if s == viewer:
                    continue
                held = state.hand1[s] | state.hand2[s]
                visible_exp = view.exposed_held[s][0] | view.exposed_held[s][1]
                assert not (visible_exp & ~(state.exposed1[s] | state.exposed2[s]))
                for name in ("played_by", "taken", "self_taken"):
                    m1, m2 = getattr(view, name)[s]
                    assert not ((m1 | m2) & held & ~_played(state))
            if state.phase != HAND_OVER:
                swapped = _swap_hidden(state, viewer, rng)
                if swapped is not None:
                    assert _comparable(view_for(swapped, viewer)) == _comparable(view)
            # A world rebuilt with the true hands acts exactly like the real state.
            hands = [(state.hand1[s], state.hand2[s]) for s in range(4)]
            exposures = state.exposures if rules.exposure == "hidden" else None
            world = world_from_view(view, hands, exposures)
            assert legal_actions(world, viewer) == legal_actions(state, viewer)
            if state.phase == PLAY:
                for s in range(4):
                    assert legal_actions(world, s) == legal_actions(state, s)


def _played(state: HandState) -> int:
    return state.played1


def test_every_preset_plays_to_the_end_quickly() -> None:
    for name, rules in PRESETS.items():
        for seed in range(20):
            final = random_game(rules, seed)[-1].after
            assert final.result is not None, name
            assert all(final.hand1[s] == 0 for s in range(4))
            assert final.opened & SUIT_MASKS[0] or final.tricks < 13
