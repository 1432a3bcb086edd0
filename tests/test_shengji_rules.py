"""升级: cards, the rules object and its presets, the trump order and shapes (SHENGJI §1, §5, §6, §12)."""

from __future__ import annotations

import doctest

import pytest

from engine.shengji import cards as cards_module
from engine.shengji import follow, order, rules, scoring, shapes, trick
from engine.shengji.cards import (
    BJ,
    CLUBS,
    HEARTS,
    LJ,
    SPADES,
    card_code,
    deck,
    format_cards,
    parse_card,
    parse_cards,
    points_of,
)
from engine.shengji.order import TRUMPS, describe_order, order_for
from engine.shengji.rules import PRESETS, RulesError, ShengjiRules, rules_from_options
from engine.shengji.shapes import decompose, lead_kind, shape_name


@pytest.mark.parametrize("module", [cards_module, rules, order, shapes, follow, trick, scoring])
def test_doctests(module: object) -> None:
    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]


# ---- §1 cards -----------------------------------------------------------------------------------


def test_every_code_round_trips() -> None:
    codes = [card_code(c) for c in range(54)]
    assert len(set(codes)) == 54
    assert all(parse_card(code) == c for c, code in enumerate(codes))
    assert parse_card("BJ") == BJ and parse_card("LJ") == LJ
    assert card_code(parse_card("SJ")) == "SJ"  # §14.1: ♠J, not a joker
    assert format_cards(parse_cards("ct CT bj")) == "CT CT BJ"


def test_points_are_100_per_deck() -> None:
    assert points_of(deck(1)) == 100
    assert points_of(deck(2)) == 200
    assert points_of(parse_cards("S5 HT DK SQ BJ")) == 25


def test_bad_codes_are_refused() -> None:
    for bad in ("SJJ", "X5", "S1", "JB", ""):
        with pytest.raises(ValueError):
            parse_card(bad)


# ---- §12, §13 rules ------------------------------------------------------------------------------


def test_presets_are_the_table_of_section_12() -> None:
    c, t, d, f = (PRESETS[n] for n in ("classic", "tractor", "duel", "friends"))
    assert (c.players, c.decks, c.declare, c.top, c.level_table) == (
        4,
        1,
        "first",
        "no-trump",
        "classic",
    )
    assert (c.kitty_multiplier, c.throw_penalty, c.revolution) == ("double", 0, True)
    assert (c.hand_size, c.kitty_size) == (12, 6)
    assert (t.players, t.decks, t.declare, t.top, t.level_table) == (
        4,
        2,
        "override",
        "A",
        "modern",
    )
    assert (t.kitty_multiplier, t.throw_penalty, t.revolution) == ("times", 10, False)
    assert (t.hand_size, t.kitty_size) == (25, 8)
    assert (d.players, d.decks, d.level_table, d.revolution, d.kitty_size) == (
        2,
        1,
        "duel",
        False,
        0,
    )
    assert (f.players, f.decks, f.level_table, f.friend_rule) == (5, 2, "friends", "seat")
    assert (f.hand_size, f.kitty_size) == (20, 8)


@pytest.mark.parametrize(
    "options, words",
    [
        ({"players": 2, "decks": 2}, "one deck"),
        ({"players": 5, "decks": 1}, "two decks"),
        ({"declare": "override"}, "two decks"),
        ({"players": 2, "revolution": True}, "four players"),
        ({"friend_rule": "first-played"}, "five players"),
        ({"decks": 2, "level_table": "classic"}, "'classic'"),
        ({"level_table": "duel"}, "'duel'"),
        ({"level_table": "friends"}, "'friends'"),
        ({"players": 2, "level_table": "modern"}, "'modern'"),
        ({"top": "K"}, "'top'"),
        ({"throw_penalty": 5}, "throw_penalty"),
        ({"hands": -1}, "hands"),
        ({"colour": "red"}, "unknown option"),
        ({"players": "4"}, "must be int"),
    ],
)
def test_combinations_that_do_not_exist_are_refused(options: dict[str, object], words: str) -> None:
    with pytest.raises(RulesError, match=words):
        rules_from_options(options)


def test_options_follow_the_table() -> None:
    assert rules_from_options({"players": 2}).level_table == "duel"
    assert rules_from_options({"decks": 2}).level_table == "modern"
    assert rules_from_options({"preset": "tractor", "throw_penalty": 0}).throw_penalty == 0
    assert rules_from_options({"players": 5, "decks": 2}).revolution is False
    assert ShengjiRules(decks=2, level_table="modern").level_table == "modern"
    assert rules_from_options({"decks": 1, "level_table": "modern"}).level_table == "modern"
    with pytest.raises(RulesError, match="unknown preset"):
        rules_from_options({"preset": "bridge"})
    assert ShengjiRules(**PRESETS["tractor"].to_json()) == PRESETS["tractor"]


# ---- §5 the trump order ---------------------------------------------------------------------------


def test_the_order_of_section_5() -> None:
    o = order_for(5, CLUBS)  # level 7, trump ♣
    assert describe_order(o) == [
        "BJ", "LJ", "C7", "S7=H7=D7", "CA", "CK", "CQ", "CJ", "CT", "C9", "C8", "C6", "C5", "C4",
        "C3", "C2",
    ]  # fmt: skip
    hearts = sorted(o.cards_in(HEARTS), key=o.fine_key, reverse=True)
    assert format_cards(hearts) == "H2 H3 H4 H5 H6 H8 H9 HT HJ HQ HK HA"
    assert o.group_of(parse_card("H7")) == TRUMPS  # "with 7s the level, H7 is a trump"
    assert o.place[parse_card("H8")] == o.place[parse_card("H6")] + 1  # r left out


def test_no_trump_orders() -> None:
    wuzhu = order_for(5, None)  # 无主: jokers and the four level cards, these equal
    assert describe_order(wuzhu) == ["BJ", "LJ", "S7=H7=C7=D7"]
    wujiang = order_for(None, None)  # 无将: the jokers only, every suit A to 2
    assert describe_order(wujiang) == ["BJ", "LJ"]
    assert len(wujiang.cards_in(SPADES)) == 13


# ---- §5 pairs and tractors, §6 components -------------------------------------------------------


@pytest.mark.parametrize(
    "cards", ["S6 S6 S8 S8", "CA CA H7 H7", "H7 H7 C7 C7", "C7 C7 LJ LJ", "LJ LJ BJ BJ"]
)
def test_tractors_of_section_5(cards: str) -> None:
    parts = decompose(parse_cards(cards), order_for(5, CLUBS))
    assert [shape_name(p) for p in parts] == ["tractor 2"]
    assert lead_kind(parts) == "tractor"


@pytest.mark.parametrize("cards", ["H7 H7 S7 S7", "SA SA S2 S2", "BJ LJ", "H7 D7"])
def test_no_tractors_of_section_5(cards: str) -> None:
    parts = decompose(parse_cards(cards), order_for(5, CLUBS))
    assert all(p.size < 2 for p in parts)
    assert lead_kind(parts) == "throw"


def test_no_trump_tractors() -> None:
    wuzhu = order_for(5, None)
    assert lead_kind(decompose(parse_cards("H7 H7 LJ LJ"), wuzhu)) == "tractor"
    wujiang = order_for(None, None)
    assert lead_kind(decompose(parse_cards("LJ LJ BJ BJ"), wujiang)) == "tractor"
    assert lead_kind(decompose(parse_cards("SA SA SK SK"), wujiang)) == "tractor"


def test_components_take_the_longest_tractor_first() -> None:
    o = order_for(0, SPADES)  # level 2, trump ♠
    parts = decompose(parse_cards("HA HA HK HK HQ HQ H9 H9 H8 H8 H5 H4"), o)
    assert [(shape_name(p), format_cards(p.cards)) for p in parts] == [
        ("tractor 3", "HQ HQ HK HK HA HA"),
        ("tractor 2", "H8 H8 H9 H9"),
        ("single", "H5"),
        ("single", "H4"),
    ]


def test_equal_tops_split_by_suit_spades_first() -> None:
    # §15.8: 无主, LJ LJ S7 S7 against LJ LJ H7 H7: the ♠ one is taken
    parts = decompose(parse_cards("LJ LJ S7 S7 H7 H7"), order_for(5, None))
    assert [format_cards(p.cards) for p in parts] == ["S7 S7 LJ LJ", "H7 H7"]


def test_a_lead_is_single_pair_tractor_or_throw() -> None:
    o = order_for(0, HEARTS)
    assert lead_kind(decompose(parse_cards("SA"), o)) == "single"
    assert lead_kind(decompose(parse_cards("SA SA"), o)) == "pair"
    assert lead_kind(decompose(parse_cards("SK SJ ST"), o)) == "throw"
