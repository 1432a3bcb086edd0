"""升级's review (engine/shengji/review.py): judged from the seat's own view only, a bad play
flagged with its loss and a good one not, the shown figures adding up to the hand's total,
and the words in each language in that language alone."""

from __future__ import annotations

import re

import pytest

from engine.shengji import PRESETS, ShengjiMatch, new_match, to_act, view_for
from engine.shengji.ai import decide
from engine.shengji.ai.knowledge import ctx_from_view
from engine.shengji.ai.playing import ranked_plays
from engine.shengji.cards import POINTS, add_cards, hand_cards, remove_cards
from engine.shengji.moves import playable_cards
from engine.shengji.order import TRUMPS
from engine.shengji.review import (
    ShengjiReview,
    decision_points,
    had_choice,
    judge,
    review_decision,
    review_hand,
    start_of,
)
from engine.shengji.state import KITTY, PLAY, HandState, Play
from engine.shengji.view import ShengjiView
from game.shengji_table import review_words
from game.texts import i18n

WORLDS = 8  # small and fixed: the review depends on its seed alone


def played(seed: int, preset: str = "classic") -> ShengjiMatch:
    """A hand played to its end by the normal player in every seat."""
    m = new_match(PRESETS[preset], seed)
    while not m.hand_over:
        s = to_act(m.hand)
        assert s is not None
        m, _ = m.apply(s, decide(view_for(m.hand, s), "normal", seed=len(m.moves)))
    return m


def last_to_play(seed: int) -> tuple[HandState, tuple[int, ...], tuple[int, ...]] | None:
    """South last to a plain single led and won by the other side, holding in the led suit a
    point card and a card worth nothing: (the state, the bad play, the good one)."""
    m = played(seed)
    r = m.records[-1]
    start = start_of(m.rules, r.deal, r.first_receiver, r.levels, r.declarer)
    for _i, st in decision_points(start, r.moves, 0):
        if st.phase != PLAY or len(st.trick) != 3 or len(st.trick[0][1]) != 1:
            continue
        order = st.order
        group = order.group[st.trick[0][1][0]]
        if group == TRUMPS:
            continue
        best = max(
            range(3),
            key=lambda k: (
                order.fine_key(st.trick[k][1][0])
                if order.group[st.trick[k][1][0]] in (group, TRUMPS)
                else -1
            ),
        )
        if st.trick[best][0] % 2 == 0 or order.group[st.trick[best][1][0]] == TRUMPS:
            continue
        top = st.trick[best][1][0]
        mine = [c for c in hand_cards(st.hands[0]) if order.group[c] == group]
        points = [c for c in mine if POINTS[c] >= 10 and order.fine_key(c) < order.fine_key(top)]
        blanks = [c for c in mine if POINTS[c] == 0 and order.fine_key(c) < order.fine_key(top)]
        if points and blanks:
            return st, (points[0],), (blanks[0],)
    return None


@pytest.fixture(scope="module")
def position() -> tuple[HandState, tuple[int, ...], tuple[int, ...]]:
    for seed in range(1, 60):
        found = last_to_play(seed)
        if found is not None:
            return found
    raise AssertionError("no position of the kind in 60 hands")


def test_a_point_card_given_to_the_other_side_is_flagged_and_a_blank_is_not(
    position: tuple[HandState, tuple[int, ...], tuple[int, ...]],
) -> None:
    st, bad, good = position
    view = view_for(st, 0)
    worse = judge(view, bad, worlds=WORLDS, confirm=WORLDS, seed=5)
    assert worse.best != bad
    assert worse.loss > 0
    assert worse.lost_points() >= 8, worse  # the 10 (or K) went to the other side
    assert worse.made_figures.trick_ours == 0.0  # the trick is theirs whatever is played
    assert worse.costly(threshold=0.04)
    fine = judge(view, good, worlds=WORLDS, confirm=WORLDS, seed=5)
    assert not fine.costly()


def test_the_judgement_reads_the_seats_view_alone(
    position: tuple[HandState, tuple[int, ...], tuple[int, ...]],
) -> None:
    st, bad, _good = position
    other = st.copy()  # East and West trade a card: hidden from South, so the same view
    east, west = hand_cards(other.hands[1]), hand_cards(other.hands[3])
    a = next(c for c in east if c not in west)
    b = next(c for c in west if c not in east)
    other.hands[1] = add_cards(remove_cards(other.hands[1], (a,)), (b,))  # type: ignore[arg-type]
    other.hands[3] = add_cards(remove_cards(other.hands[3], (b,)), (a,))  # type: ignore[arg-type]
    assert other.hands != st.hands
    assert view_for(other, 0) == view_for(st, 0)
    one = judge(view_for(st, 0), bad, worlds=WORLDS, confirm=WORLDS, seed=9)
    two = judge(view_for(other, 0), bad, worlds=WORLDS, confirm=WORLDS, seed=9)
    assert one == two


Reviewed = tuple[ShengjiReview, dict[int, ShengjiView], ShengjiMatch]


@pytest.fixture(scope="module")
def reviewed() -> Reviewed:
    """A hand with mistakes: South plays the normal player's choice, or the worst-ranked."""
    for seed in range(3, 40):
        m = new_match(PRESETS["classic"], seed)
        while not m.hand_over:
            s = to_act(m.hand)
            assert s is not None
            action = decide(view_for(m.hand, s), "normal", seed=len(m.moves))
            if s == 0 and m.hand.phase == PLAY and len(m.moves) % 3 == 0:
                action = Play(ranked_plays(ctx_from_view(view_for(m.hand, 0)))[-1][1])
            m, _ = m.apply(s, action)
        r = m.records[-1]
        out = review_hand(
            m.rules,
            r.deal,
            r.first_receiver,
            r.levels,
            r.declarer,
            r.moves,
            0,
            worlds=WORLDS,
            confirm=WORLDS,
            seed=r.deal,
        )
        if len(out.mistakes) >= 2:
            start = start_of(m.rules, r.deal, r.first_receiver, r.levels, r.declarer)
            views = {i: view_for(st, 0) for i, st in decision_points(start, r.moves, 0)}
            return out, views, m
    raise AssertionError("no hand with two mistakes")


def test_the_figures_add_up_to_the_total(reviewed: Reviewed) -> None:
    review = reviewed[0]
    rows = review.mistakes
    for j in rows:
        assert sum(j.lost_parts()) == j.lost_points()
    assert review.total_points() == sum(j.lost_points() for j in rows)
    assert review.total_tenths() == sum(j.lost_tenths() for j in rows)
    for lang in ("zh", "en"):
        i18n.set_language(lang)
        total = review_words.total_words(review)
        assert str(review.total_points()) in total
        assert review_words.tenths(review.total_tenths()) in total
        shown = 0
        for j in rows:
            words = review_words.loss_words(j)
            numbers = [int(n) for n in re.findall(r"-?\d+(?=\s*分| in| from| point)", words)]
            assert numbers[0] == j.lost_points(), words
            if len(numbers) > 1:  # the parts, when there are several: they add up
                assert sum(numbers[1:]) == numbers[0], words
            shown += numbers[0]
        assert shown == review.total_points()
    i18n.set_language("zh")


CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
CARD = re.compile(r"[♠♥♦♣](10|[2-9JQKA])")


def test_the_words_are_each_in_one_language(reviewed: Reviewed) -> None:
    review, views, _m = reviewed
    texts: dict[str, list[str]] = {"zh": [], "en": []}
    for lang in ("zh", "en"):
        i18n.set_language(lang)
        for j in review.decisions:
            texts[lang] += review_words.judgement(views[j.index], j, j.costly(), True)
        texts[lang].append(review_words.judgement(views[min(views)], None, False, True)[0])
        texts[lang].append(review_words.total_words(review))
    i18n.set_language("zh")
    for text in texts["en"]:
        assert not CJK.search(text), text
    for text in texts["zh"]:
        assert not re.search(r"[A-Za-z]{2,}", CARD.sub("", text)), text
        assert CJK.search(text), text


def test_one_decision_at_a_time_is_judged_as_the_whole_hand_judges_it(
    reviewed: Reviewed,
) -> None:
    review, _views, m = reviewed
    r = m.records[-1]
    for j in review.mistakes[:1] + review.decisions[:1]:
        one = review_decision(
            m.rules,
            r.deal,
            r.first_receiver,
            r.levels,
            r.declarer,
            r.moves,
            0,
            j.index,
            worlds=WORLDS,
            confirm=WORLDS,
            seed=r.deal,
        )
        assert one == j


def test_the_burial_is_judged_from_the_declarers_view_and_said_in_words() -> None:
    m = played(10)  # South declares and buries (move 1)
    r = m.records[-1]
    j = review_decision(
        m.rules,
        r.deal,
        r.first_receiver,
        r.levels,
        r.declarer,
        r.moves,
        0,
        1,
        worlds=WORLDS,
        confirm=WORLDS,
        seed=r.deal,
    )
    assert j is not None and j.kind == "bury" and j.trick == 0
    assert len(j.made) == m.rules.kitty_size
    start = start_of(m.rules, r.deal, r.first_receiver, r.levels, r.declarer)
    view = view_for(dict(decision_points(start, r.moves, 0))[1], 0)
    for lang in ("zh", "en"):
        i18n.set_language(lang)
        words = review_words.judgement(view, j, True, True)
        assert len(words) == 3 and all(words), words
    i18n.set_language("zh")


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_a_decision_had_a_choice_unless_one_card_could_be_played(seed: int) -> None:
    """The burial always; the last trick's card never; a lead always before it; a single
    followed exactly when more than one card of the hand could follow it."""
    m = played(seed)
    r = m.records[-1]
    start = start_of(m.rules, r.deal, r.first_receiver, r.levels, r.declarer)
    seen = set()
    for seat in range(4):
        for _i, st in decision_points(start, r.moves, seat):
            if st.phase == KITTY:
                assert had_choice(st, seat)
                continue
            if len(hand_cards(st.hands[seat])) == 1:
                assert not had_choice(st, seat)  # the last trick
            elif not st.trick:
                assert had_choice(st, seat)  # a lead of one card of several, at least
            elif len(st.trick[0][1]) == 1:
                one = len(playable_cards(st, seat)) == 1
                assert had_choice(st, seat) is not one
            seen.add(had_choice(st, seat))
    assert seen == {True, False}
