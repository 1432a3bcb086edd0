"""升级: the draw and declaring (SHENGJI §3), 革命 (§9), level tables (§8), the next declarer (§9),
the match (§2), and the seat view."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.shengji import apply_action, deal, legal_actions, to_act
from engine.shengji.cards import LJ, Card, hand_of, parse_cards
from engine.shengji.draw import _turn_up
from engine.shengji.match import new_match, replay
from engine.shengji.players import choose
from engine.shengji.rules import PRESETS
from engine.shengji.scoring import level_change, next_declarer
from engine.shengji.state import (
    CLOSING,
    DRAW,
    HAND_OVER,
    KITTY,
    PLAY,
    REVOLUTION,
    Bury,
    CardDrawn,
    Declare,
    IllegalActionError,
    KittyTaken,
    Pass,
    Redrawn,
    action_code,
    parse_action,
)
from engine.shengji.view import view_for

CLASSIC, TRACTOR = PRESETS["classic"], PRESETS["tractor"]
S, E, N, W = range(4)


def P(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


# ---- §3 the draw -----------------------------------------------------------------------------------


def test_the_draw_gives_each_seat_its_cards_one_at_a_time() -> None:
    events: list[object] = []
    st = deal(CLASSIC, 11, E, events=events)  # type: ignore[arg-type]
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    assert drawn and drawn[0].seat == E
    assert all(b.seat == (a.seat + 1) % 4 for a, b in itertools.pairwise(drawn))
    assert st.phase in (DRAW, CLOSING)
    assert to_act(st) is not None  # stopped at a seat that holds a level card
    seat = to_act(st)
    assert any(isinstance(a, Declare) for a in legal_actions(st, seat))  # type: ignore[arg-type]


def test_in_first_mode_the_first_declaration_stands_and_the_kitty_follows() -> None:
    st = deal(CLASSIC, 11, S)
    seat = to_act(st)
    declare = next(a for a in legal_actions(st, seat) if isinstance(a, Declare))  # type: ignore[arg-type]
    st, events = apply_action(st, seat, declare)  # type: ignore[arg-type]
    if st.phase == REVOLUTION:
        while st.phase == REVOLUTION:
            st, events = apply_action(st, to_act(st), Pass())  # type: ignore[arg-type]
    assert st.phase == KITTY and st.declarer == seat and st.trump == declare.cards[0] // 13
    taken = [e for e in events if isinstance(e, KittyTaken)]
    assert taken and len(taken[0].cards) == 6
    assert sum(1 for _ in st.hands) == 4
    size = st.hands[seat][0].bit_count() + st.hands[seat][1].bit_count()
    assert size == 18


def test_nobody_declaring_a_first_hand_draws_again() -> None:
    st = deal(CLASSIC, 5, S)
    redrawn = False
    for _ in range(500):
        seat = to_act(st)
        if st.phase not in (DRAW, CLOSING):
            break
        st, events = apply_action(st, seat, Pass())  # type: ignore[arg-type]
        if any(isinstance(e, Redrawn) for e in events):
            redrawn = True
            break
    assert redrawn and st.attempt == 1 and st.first_receiver == S


def test_a_later_hand_without_declaration_turns_the_kitty() -> None:
    st = deal(CLASSIC, 5, N, levels=(4, 0), declarer=N)
    while st.phase in (DRAW, CLOSING):
        st, _ = apply_action(st, to_act(st), Pass())  # type: ignore[arg-type]
    while st.phase == REVOLUTION:
        st, _ = apply_action(st, to_act(st), Pass())  # type: ignore[arg-type]
    assert st.phase == KITTY and st.declarer == N and st.level == 4


def test_the_kitty_names_the_trump_by_the_book() -> None:
    # §3, §14.3: the first level card; else the highest suited card, the earliest; no jokers
    assert _turn_up((parse_cards("SA")[0], parse_cards("H6")[0]), 4) == 1  # H6 is the level card
    assert _turn_up((LJ, parse_cards("DK")[0], parse_cards("SK")[0]), 0) == 2  # DK first of Ks
    assert _turn_up((LJ, LJ), 0) is None


def closing_state(hands: dict[int, str]):  # type: ignore[no-untyped-def]
    st = deal(TRACTOR, 3, S).copy()
    st.phase = CLOSING
    st.drawn = len(st.stock) - 8
    st.hands = [hand_of(P(hands.get(s, ""))) for s in range(4)]
    st.declaration = None
    st.declarations = ()
    st.passes = 0
    return st


def test_the_override_example_of_section_3() -> None:
    st = closing_state({N: "H2 H2 LJ LJ C3", E: "S2 S2", W: "BJ BJ", S: "C4"})

    def act(seat: int, text: str):  # type: ignore[no-untyped-def]
        nonlocal st
        st.chances = (seat,)
        st.passes = 0
        st, _ = apply_action(st, seat, parse_action(text))

    act(N, "declare H2")
    st.chances = (N,)
    assert Declare(P("H2 H2")) in legal_actions(st, N)  # 加固 while standing
    act(E, "declare S2 S2")
    st.chances = (N,)
    options = legal_actions(st, N)
    assert Declare(P("H2 H2")) not in options  # overridden: no longer reinforce
    assert Declare(P("LJ LJ")) in options
    st.chances = (W,)
    assert Declare(P("BJ BJ")) in legal_actions(st, W)
    act(N, "declare LJ LJ")
    act(W, "declare BJ BJ")
    st.chances = (S,)
    while st.phase == CLOSING:
        st, _ = apply_action(st, to_act(st), Pass())  # type: ignore[arg-type]
    assert st.declarer == W and st.trump is None and st.level == 0  # E+W at 2, 无主
    assert st.phase == KITTY


def test_a_pair_never_overrides_a_pair() -> None:
    st = closing_state({N: "H2 H2", E: "S2 S2"})
    from engine.shengji.draw import declarations

    st.chances = (N,)
    assert declarations(st, E) == [P("S2"), P("S2 S2")]
    st, _ = apply_action(st, N, Declare(P("H2 H2")))
    assert st.declaration is not None and st.declaration.seat == N
    assert st.phase != CLOSING  # E could not override: the round closed by itself


def test_illegal_declarations_are_refused_with_a_code() -> None:
    st = closing_state({N: "H2", E: "S3"})
    st.chances = (E,)
    with pytest.raises(IllegalActionError) as err:
        apply_action(st, E, Declare(P("S3")))
    assert err.value.code == "NOT_DECLARABLE"


def test_burying_and_burying_again_until_the_first_lead() -> None:
    st = deal(TRACTOR, 21, S, levels=(0, 0), declarer=S)
    while st.phase != KITTY:
        st, _ = apply_action(st, to_act(st), Pass())  # type: ignore[arg-type]
    bury = legal_actions(st, S)[0]
    st, _ = apply_action(st, S, bury)
    assert st.phase == PLAY and st.kitty == tuple(sorted(bury.cards))  # type: ignore[union-attr]
    from engine.shengji.cards import hand_cards

    again = Bury(hand_cards(st.hands[S])[:8])
    st, _ = apply_action(st, S, again)
    assert st.kitty == tuple(sorted(again.cards))
    other = legal_actions(st, S)[0]
    st, _ = apply_action(st, S, other)
    with pytest.raises(IllegalActionError):
        apply_action(st, S, again)


# ---- §9 革命 -----------------------------------------------------------------------------------


def test_revolution_example_of_section_9() -> None:
    # N+S at 5, E+W at 9, N to declare; East calls 革命; in the new draw W shows D9 first
    for number in range(1, 400):
        st = deal(CLASSIC, number, N, levels=(3, 7), declarer=N)
        while st.phase in (DRAW, CLOSING):
            st, _ = apply_action(st, to_act(st), Pass())  # type: ignore[arg-type]
        if st.phase != REVOLUTION or to_act(st) != E:
            continue
        st, _ = apply_action(st, E, parse_action("revolt"))
        assert st.restricted and st.receiver is not None
        while st.phase in (DRAW, CLOSING):
            seat = to_act(st)
            options = legal_actions(st, seat)  # type: ignore[arg-type]
            assert all(
                a.cards[0] % 13 == (3 if seat % 2 == 0 else 7)
                for a in options
                if isinstance(a, Declare)
            )
            d9 = Declare(P("D9"))
            st, _ = apply_action(st, seat, d9 if seat == W and d9 in options else Pass())  # type: ignore[arg-type]
        if st.declarer == W:
            assert st.trump == 2 and st.level == 7
            return
    pytest.fail("no deal found for the example")


# ---- §8 level tables, §9 the next declarer ------------------------------------------------------------


@pytest.mark.parametrize(
    "table, decks, points, expected",
    [
        ("classic", 1, 0, (True, 2)),
        ("classic", 1, 5, (True, 1)),
        ("classic", 1, 35, (True, 1)),
        ("classic", 1, 40, (False, 0)),
        ("classic", 1, 50, (False, 0)),  # seed: 50, hand 2 at 2
        ("classic", 1, 75, (False, 0)),
        ("classic", 1, 80, (False, 1)),
        ("classic", 1, 85, (False, 1)),  # seed: 85, at 3
        ("modern", 2, 0, (True, 3)),
        ("modern", 2, 5, (True, 2)),
        ("modern", 2, 35, (True, 2)),
        ("modern", 2, 40, (True, 1)),
        ("modern", 2, 75, (True, 1)),
        ("modern", 2, 80, (False, 0)),
        ("modern", 2, 115, (False, 0)),
        ("modern", 2, 120, (False, 1)),
        ("modern", 2, 155, (False, 1)),
        ("modern", 2, 160, (False, 2)),
        ("modern", 2, 200, (False, 3)),
        ("modern", 2, 235, (False, 3)),
        ("modern", 2, 240, (False, 4)),
        ("modern", 1, 0, (True, 3)),
        ("modern", 1, 15, (True, 2)),
        ("modern", 1, 20, (True, 1)),
        ("modern", 1, 35, (True, 1)),
        ("modern", 1, 40, (False, 0)),
        ("modern", 1, 55, (False, 0)),
        ("modern", 1, 60, (False, 1)),
        ("modern", 1, 95, (False, 2)),
        ("modern", 1, 100, (False, 3)),
        ("modern", 1, 120, (False, 4)),
        ("duel", 1, 0, (True, 2)),
        ("duel", 1, 55, (True, 1)),
        ("duel", 1, 60, (False, 0)),
        ("duel", 1, 75, (False, 0)),
        ("duel", 1, 80, (False, 1)),
        ("friends", 2, 0, (True, 1)),
        ("friends", 2, 75, (True, 1)),
        ("friends", 2, 80, (False, 0)),
        ("friends", 2, 135, (False, 0)),
        ("friends", 2, 140, (False, 1)),
    ],
)
def test_level_tables_at_their_band_edges(
    table: str, decks: int, points: int, expected: tuple[bool, int]
) -> None:
    assert level_change(table, decks, points)[:2] == expected


def test_the_next_declarer_of_section_9() -> None:
    assert next_declarer(4, N, False) == W  # N declared, the defenders took 45: W
    assert next_declarer(4, N, True) == S  # the partner
    assert next_declarer(4, W, False) == S
    assert next_declarer(2, 1, True) == 1 and next_declarer(2, 1, False) == 0


# ---- the match, the view, actions as text -------------------------------------------------------------


def play_match(rules, seed: int, hands: int):  # type: ignore[no-untyped-def]
    match = new_match(rules, seed)
    played: list[list[tuple[int, object]]] = [[]]
    k = 0
    while not match.game_over and match.hand_index < hands:
        if match.hand_over:
            match = match.next_hand()
            played.append([])
        seat = to_act(match.hand)
        action = choose(view_for(match.hand, seat), k)
        k += 1
        match, _ = match.apply(seat, action)
        played[-1].append((seat, action))
    return match, played


@pytest.mark.parametrize("name", ["classic", "tractor"])
def test_a_match_replays_from_its_actions(name: str) -> None:
    match, _played = play_match(PRESETS[name], 4, 3)
    again = replay(PRESETS[name], 4, [r.moves for r in match.records])
    assert again.levels == match.levels and again.records == match.records
    assert all(r.result.defenders_points >= 0 for r in match.records)


def test_levels_rise_and_the_game_ends_at_the_top() -> None:
    from dataclasses import replace

    match, _ = play_match(replace(PRESETS["tractor"], hands=0), 9, 80)
    assert match.game_over
    assert match.levels[match.winners[0]] == PRESETS["tractor"].top_level
    last = match.records[-1]
    assert last.result.declarers_won and last.levels[match.winners[0]] == 12


def test_the_hands_option_ends_the_game() -> None:
    from dataclasses import replace

    match, _ = play_match(replace(CLASSIC, hands=2), 2, 10)
    assert match.game_over and len(match.records) == 2
    assert all(match.levels[s] == max(match.levels) for s in match.winners)


def test_the_view_keeps_other_hands_and_the_kitty_private() -> None:
    st = deal(TRACTOR, 21, S, levels=(0, 0), declarer=S)
    while st.phase != KITTY:
        st, _ = apply_action(st, to_act(st), Pass())  # type: ignore[arg-type]
    st, _ = apply_action(st, S, legal_actions(st, S)[0])
    mine, theirs = view_for(st, S), view_for(st, E)
    assert mine.kitty == st.kitty and theirs.kitty is None
    assert len(theirs.hand) == 25 and theirs.hand_sizes == (25, 25, 25, 25)
    assert not hasattr(theirs, "hands")


def test_actions_round_trip_as_text() -> None:
    for text in ("pass", "revolt", "declare H2 H2", "bury SA CT BJ", "play LJ LJ BJ BJ"):
        assert action_code(parse_action(text)) == text
    random.Random(0)
    assert HAND_OVER == 5
