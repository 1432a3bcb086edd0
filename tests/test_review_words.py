"""The review's and the hint's words (issue 60 item 9): figures that add up, reasons in a
player's words, each language on its own.

From real play: "−108 … 出♦8会吃进这一圈的分：平均−6，出♥5是0" (the line's figures did not
explain its cost), "亮♣10：算下来亮牌更划算" (the verdict restated), "推演了139种可能的牌局…"
(a log). Fixed hands are played and reviewed; every line the review lists and every hint
asked in them is checked against the engine's own figures — never against whole sentences.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter

import pytest

from engine.gongzhu.actions import CLAIM, DECLINE_FIRST, EXPOSE_BASE, is_play, play_cards
from engine.gongzhu.ai import choose
from engine.gongzhu.ai.explain import action_words
from engine.gongzhu.arena import play_out
from engine.gongzhu.cards import card_label
from engine.gongzhu.hand import deal, legal_actions, to_act
from engine.gongzhu.match import new_match
from engine.gongzhu.review import ReviewedMove, match_at, review_match_hand
from engine.gongzhu.rules import PRESETS, RuleSet
from engine.gongzhu.view import view_for

# (preset, seed): hands South plays at the easy level against normal players, so the review
# has mistakes to list — plays, exposures and 首明 among them.
HANDS = [
    ("classic", 1),
    ("tournament", 4),
    ("book", 5),
    ("double", 7),
    ("tournament", 13),
    ("classic", 8),
]
CARD = re.compile(r"[♠♥♦♣](?:10|[2-9JQKA])")
CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
RESTATED = (
    "it pays",
    "scores better",
    "better for your side",
    "more than it gains",
    "possible deals",
    "算下来",
    "划算",
    "更有利",
    "得不偿失",
    "推演",
    "种可能的牌局",
)


def numbers(text: str) -> Counter[int]:
    """The figures a line quotes (card ranks are not figures)."""
    return Counter(int(n) for n in re.findall(r"\d+", CARD.sub("", text)))


def check_languages(en: str, zh: str) -> None:
    assert not CJK.search(en), en
    assert not re.search(r"[A-Za-z]", CARD.sub("", zh)), zh
    assert CJK.search(zh), zh
    for phrase in RESTATED:
        assert phrase not in en and phrase not in zh, (phrase, en, zh)


@pytest.fixture(scope="module")
def reviewed() -> list[tuple[object, ReviewedMove]]:
    out = []
    for preset, seed in HANDS:
        match = play_out(
            new_match(PRESETS[preset], seed), ("easy", "normal", "normal", "normal"), seed=seed
        )
        review = review_match_hand(match, 0, worlds=24, seed=seed)
        out.extend((match, d) for d in review.mistakes)
    return out


def test_the_review_lists_plays_and_exposures_in_these_hands(reviewed: list) -> None:
    tricks = [d.trick for _, d in reviewed]
    assert len(tricks) >= 8 and 0 in tricks and any(t > 0 for t in tricks), tricks


def test_a_review_line_quotes_its_cost_and_parts_that_add_up_to_it(reviewed: list) -> None:
    """The cost beside the line (−124) is the line's total, and the points it says were lost
    on hearts, the pig, the sheep and the transformer add up to it: the engine's own parts."""
    for _, d in reviewed:
        total = round(d.cost)
        for text in (d.reason_en, d.reason_zh):
            said = numbers(text)
            assert said[total] >= 1, (total, text)  # the cost shown, said in the line
            parts = [abs(p) for p in d.parts if p]
            expect = Counter(parts)
            if len(parts) > 1:
                expect[total] += 1  # "Of the 124 lost: …" names the total it splits
            else:
                assert parts == [total]
            assert said == expect, (d.parts, text)
        assert sum(d.parts) == total, (d.parts, d.cost)


def test_the_parts_are_where_the_cost_was_lost(reviewed: list) -> None:
    """The parts are each part's mean difference in the same worlds, rounded to the cost:
    the largest is what the line is about (the pig's line names the pig)."""
    kinds_en = ("hearts", "pig", "sheep", "transformer")
    kinds_zh = ("红桃", "猪", "羊", "变压器")
    for _, d in reviewed:
        main = max(range(4), key=lambda k: d.parts[k])
        assert d.parts[main] > 0
        assert kinds_en[main] in d.reason_en and kinds_zh[main] in d.reason_zh, d


def test_a_review_line_says_what_happened_in_its_own_language(reviewed: list) -> None:
    """Each language on its own, no verdict restated, and the line names what it compares:
    both cards of a play; the card of an exposure, with what exposing does to it."""
    for _, d in reviewed:
        check_languages(d.reason_en, d.reason_zh)
        if d.trick:
            for a in (d.made, d.preferred):
                if is_play(a) and a != CLAIM:
                    label = " ".join(card_label(c) for c in play_cards(a))
                    assert label in d.reason_en and label in d.reason_zh, (label, d)
        else:
            card = next(a % 100 for a in (d.made, d.preferred) if EXPOSE_BASE <= a < DECLINE_FIRST)
            assert card_label(card) in d.reason_en and card_label(card) in d.reason_zh, d
            assert re.search(r"double|four|eight", d.reason_en), d.reason_en
            assert "翻" in d.reason_zh, d.reason_zh


def hint_positions() -> list[tuple[RuleSet, object]]:
    """Views at a few decisions of each reviewed hand, the seat to act being South."""
    out = []
    for preset, seed in HANDS[:3]:
        match = play_out(
            new_match(PRESETS[preset], seed), ("easy", "normal", "normal", "normal"), seed=seed
        )
        idx = [i for i, (s, _) in enumerate(match.moves) if s == 0]
        for i in idx[:: max(1, len(idx) // 3)]:
            at = match_at(match, i)
            view = view_for(at.hand, 0, at.moves)
            if len(view.legal) > 1 and CLAIM not in view.legal:  # (a claim is not searched)
                out.append((PRESETS[preset], view))
    return out


def test_a_hint_names_the_next_best_play_and_the_search_figure_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The hint's one figure is the search's gain over the next best play, which it names;
    no count of deals; each language on its own; the verdict never restated. (The search's
    clock is stopped: its world count alone ends it.)"""
    searching = importlib.import_module("engine.gongzhu.ai.search")
    monkeypatch.setattr(searching.time, "perf_counter", lambda: 0.0)
    seen = 0
    for _, view in hint_positions():
        d = choose(view, "expert", budget_s=30.0, seed=1, max_worlds=40)
        check_languages(d.reason_en, d.reason_zh)
        assert d.worlds > 0
        assert d.gain is not None and d.runner_up is not None, d
        alt_en, alt_zh = action_words(d.runner_up)
        assert alt_en.lower() in d.reason_en.lower(), (alt_en, d.reason_en)
        assert alt_zh in d.reason_zh, (alt_zh, d.reason_zh)
        gain = round(d.gain)
        for text in (d.reason_en, d.reason_zh):  # the gain, or none when it is below a point
            assert numbers(text) == (Counter([gain]) if gain >= 1 else Counter()), (d.gain, text)
        seen += 1
    assert seen >= 6


def test_the_swap_is_said_with_its_exact_difference() -> None:
    """猪羊变色 is scored both ways, so its figure is exact: no "about"/"平均"."""
    from engine.gongzhu.hand import SWAP_CHOICE, advance

    rules = RuleSet(pig_sheep_swap="choose")
    for n in range(400):
        st = deal(rules, n)
        while st.phase != SWAP_CHOICE and not st.over:
            seat = to_act(st)[0]
            advance(st, seat, legal_actions(st, seat)[-1])
        if st.phase == SWAP_CHOICE:
            break
    else:
        pytest.skip("no 全红 in these deals")
    seat = to_act(st)[0]
    d = choose(view_for(st, seat), "expert")
    check_languages(d.reason_en, d.reason_zh)
    assert "about" not in d.reason_en and "平均" not in d.reason_zh
    gain = round(d.gain or 0)
    assert numbers(d.reason_en) == (Counter([gain]) if gain else Counter()), d.reason_en
    assert ("swap" in d.reason_en.lower()) and "变色" in d.reason_zh


@pytest.mark.parametrize("mode", ["solo", "partners", "pig-sheep"])
def test_a_standing_splits_exactly_into_its_parts(mode: str) -> None:
    """HandScore.standing_parts: hearts, pig, sheep and transformer add up to the standing
    of every seat, whatever the transformer doubled or the swap turned round."""
    exposure = "none" if mode == "pig-sheep" else "all"
    rules = RuleSet(mode=mode, exposure=exposure, pig_sheep_swap="auto")
    for seed in range(6):
        match = play_out(new_match(rules, seed), ("normal",) * 4, seed=seed)
        score = match.records[-1].score
        for seat in range(4):
            assert sum(score.standing_parts(seat)) == pytest.approx(score.standing(seat))
