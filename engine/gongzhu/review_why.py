"""Why a reviewed decision cost what it did, in words whose figures add up to the cost.

The review (:mod:`engine.gongzhu.review`) plays the move made and the better move out in the same
sampled worlds. Each world's standing splits exactly into what hearts, the pig, the sheep
and the transformer made of it (:meth:`engine.gongzhu.scoring.HandScore.standing_parts`), so the
cost splits the same way: the line names where the points were lost, and those figures add
up to the cost shown beside it. Before that it says what happened, in the game's words:
who takes this trick and what is in it, where the pig or the sheep ends, what an exposure
doubles. Frequencies are words ("in most of the deals tried"), never counts of worlds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import (
    CLAIM,
    EXPOSE_BASE,
    FIRST_BASE,
    SWAP,
    Action,
    is_play,
    play_cards,
)
from .cards import HEART_ACE, PIG, SHEEP, SUIT_MASKS, TRANSFORMER, CardSet, card_label
from .hand import EXPOSURE, FIRST_EXPOSURE, SWAP_CHOICE
from .view import SeatView

HEARTS, PIG_PART, SHEEP_PART, TRANSFORMER_PART = range(4)  # the parts of a standing
KIND_EN = ("hearts", "the pig", "the sheep", "the transformer")
KIND_ZH = ("红桃", "猪", "羊", "变压器")
HEART_MASK = SUIT_MASKS[1]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How one candidate turned out in one sampled world (for the seat's side)."""

    value: float  # the standing the seat plays for (objective)
    parts: tuple[float, float, float, float]  # that standing by hearts, pig, sheep, transformer
    took_trick: bool  # the side took the trick the decision was in
    trick_cards: CardSet  # that trick's scoring cards the side took
    kept: CardSet  # the scoring cards the side holds when the hand ends
    hearts: int  # hearts the side took in the whole hand


def split_cost(made: Sequence[Outcome], preferred: Sequence[Outcome]) -> tuple[int, ...]:
    """The cost by part, in whole points that add up to the cost rounded as the review shows it.

    Each part is the mean over the worlds of what the preferred move did better there; the
    parts are floored and the points the rounding leaves go to the largest remainders.
    """
    n = max(1, len(made))
    exact = [sum(p.parts[k] - m.parts[k] for m, p in zip(made, preferred)) / n for k in range(4)]
    total = round(sum(p.value - m.value for m, p in zip(made, preferred)) / n)
    parts = [math.floor(x) for x in exact]
    order = sorted(range(4), key=lambda k: parts[k] - exact[k])  # largest remainder first
    short = total - sum(parts)  # 0 to 4 (below 0 only by a float's last digit)
    for k in order[:short] if short >= 0 else []:
        parts[k] += 1
    for k in order[short:] if short < 0 else []:
        parts[k] -= 1  # the smallest remainders give the point back
    return tuple(parts)


def _share(outs: Sequence[Outcome], card_in: str, card: int) -> float:
    return sum(1 for o in outs if getattr(o, card_in) >> card & 1) / max(1, len(outs))


def _freq(share: float) -> tuple[str, str]:
    """How often, as a player says it: (English adverb, 中文 adverb before the verb)."""
    for at, en, zh in (
        (0.9, "almost always", "几乎总是"),
        (0.6, "usually", "多半会"),
        (0.35, "often", "常常会"),
        (0.1, "sometimes", "有时会"),
    ):
        if share >= at:
            return en, zh
    return ("rarely", "偶尔会") if share > 0 else ("never", "不会")


def _label(action: Action, first_card: int = 0) -> str:
    if is_play(action):
        return " ".join(card_label(c) for c in play_cards(action))
    if EXPOSE_BASE <= action < EXPOSE_BASE + 52:
        return card_label(action - EXPOSE_BASE)
    if FIRST_BASE <= action < FIRST_BASE + 52:
        return card_label(action - FIRST_BASE)
    return card_label(first_card)


def split_words(parts: Sequence[int], total: int) -> tuple[str, str]:
    """Where the cost's points were lost: "Of the 124 lost: 110 on the pig, 14 on hearts."."""
    lost = sorted((k for k in range(4) if parts[k] > 0), key=lambda k: -parts[k])
    saved = sorted((k for k in range(4) if parts[k] < 0), key=lambda k: parts[k])
    if len(lost) == 1 and not saved:
        k = lost[0]
        return f"All {total} points lost are on {KIND_EN[k]}.", f"这{total}分全亏在{KIND_ZH[k]}上。"
    en = [f"{parts[k]} on {KIND_EN[k]}" for k in lost]
    zh = [f"{KIND_ZH[k]}{parts[k]}分" for k in lost]
    if not saved:
        return f"Of the {total} lost: {', '.join(en)}.", f"亏的{total}分里：{'，'.join(zh)}。"
    back_en = ", ".join(f"{-parts[k]} saved on {KIND_EN[k]}" for k in saved)
    back_zh = "，".join(f"{KIND_ZH[k]}上省回{-parts[k]}分" for k in saved)
    zh = [f"{KIND_ZH[k]}上亏{parts[k]}分" for k in lost]
    return (
        f"Of the {total} lost: {', '.join(en)}, less {back_en}.",
        f"亏的{total}分里：{'，'.join(zh)}，{back_zh}。",
    )


def why(
    view: SeatView,
    made: Action,
    preferred: Action,
    made_out: Sequence[Outcome],
    pref_out: Sequence[Outcome],
) -> tuple[tuple[int, ...], str, str]:
    """(the cost by part, English, 中文): what happened, then where the points were lost."""
    n = max(1, len(made_out))
    total = round(sum(p.value - m.value for m, p in zip(made_out, pref_out)) / n)
    if made == preferred or total <= 0:
        return (0, 0, 0, 0), "No other choice did clearly better.", "没有明显更好的选择。"
    parts = split_cost(made_out, pref_out)
    main = max(range(4), key=lambda k: parts[k])
    team = view.rules.mode != "solo"
    if view.phase in (FIRST_EXPOSURE, EXPOSURE):
        en, zh = _exposure(view, made, preferred, made_out, pref_out, team)
    elif view.phase == SWAP_CHOICE:
        en, zh = _swap(preferred)
    else:
        en, zh = _play(view, made, preferred, made_out, pref_out, main, team)
    s_en, s_zh = split_words(parts, total)
    return parts, f"{en} {s_en}", f"{zh}{s_zh}"


def _you(team: bool) -> tuple[str, str]:
    return ("your side", "你们这边") if team else ("you", "你")


def _with_you(team: bool) -> str:
    """中文 for "ends up with you": 落到你手里 / 落到你们这边."""
    return "你们这边" if team else "你手里"


def _play(
    view: SeatView,
    made: Action,
    preferred: Action,
    made_out: Sequence[Outcome],
    pref_out: Sequence[Outcome],
    main: int,
    team: bool,
) -> tuple[str, str]:
    """A play: who takes this trick and what is in it, or where the costly card ends."""
    m, p = _label(made), _label(preferred)
    n = max(1, len(made_out))
    took_m = sum(o.took_trick for o in made_out) / n
    took_p = sum(o.took_trick for o in pref_out) / n
    you_en, you_zh = _you(team)
    if made == CLAIM or preferred == CLAIM:
        return _later(view, made, preferred, made_out, pref_out, main, team)
    if took_m - took_p >= 0.5:  # the move made takes this trick, the better one lets it go
        head_en, head_zh = f"With {m} this trick goes to {you_en}", f"出{m}这一圈归{you_zh}"
        let_en, let_zh = f"{p} lets it go", f"出{p}就让过去了"
        pig = _share(made_out, "trick_cards", PIG)
        hearts_m = sum((o.trick_cards & HEART_MASK).bit_count() for o in made_out) / n
        hearts_p = sum((o.trick_cards & HEART_MASK).bit_count() for o in pref_out) / n
        if main == PIG_PART and pig - _share(pref_out, "trick_cards", PIG) >= 0.3:
            if PIG in play_cards(made):
                return (
                    f"{head_en}, and your own pig with it; {let_en}.",
                    f"{head_zh}，自己的猪也吃回来了；{let_zh}。",
                )
            often_en, often_zh = _freq(pig)
            often_en = "" if often_en == "almost always" else f"{often_en} "
            return (
                f"{head_en}, and {often_en}the pig with it; {let_en}.",
                f"{head_zh}，{often_zh}连猪一起吃进；{let_zh}。",
            )
        if main == HEARTS and hearts_m > hearts_p:
            return (
                f"{head_en}, with the hearts in it; {let_en}.",
                f"{head_zh}，里面的红桃也得吃进；{let_zh}。",
            )
        if main == TRANSFORMER_PART and _share(made_out, "trick_cards", TRANSFORMER) >= 0.3:
            return (
                f"{head_en}, with the transformer (♣10) in it, doubling your minus points;"
                + f" {let_en}.",
                f"{head_zh}，变压器（♣10）也吃进来，负分翻倍；{let_zh}。",
            )
        en, zh = _later(view, made, preferred, made_out, pref_out, main, team, then=True)
        return f"{head_en} ({let_en}), {en}", f"{head_zh}（{let_zh}），{zh}"
    if took_p - took_m >= 0.5:  # the better move takes this trick
        if main == SHEEP_PART and _share(pref_out, "trick_cards", SHEEP) >= 0.3:
            return (
                f"With {p} this trick would go to {you_en}, with the sheep (♦J) in it;"
                + f" {m} lets it go.",
                f"出{p}这一圈能归{you_zh}，把羊（♦J）吃进来；出{m}就让给别人了。",
            )
        en, zh = _later(view, made, preferred, made_out, pref_out, main, team, then=True)
        return (
            f"{m} lets this trick go where {p} would take it, {en}",
            f"出{m}让过了这一圈（出{p}能拿下），{zh}",
        )
    return _later(view, made, preferred, made_out, pref_out, main, team)


def _later(
    view: SeatView,
    made: Action,
    preferred: Action,
    made_out: Sequence[Outcome],
    pref_out: Sequence[Outcome],
    main: int,
    team: bool,
    then: bool = False,
) -> tuple[str, str]:
    """What the move made leads to by the end of the hand, for the part that cost most
    (``then``: as the end of a sentence that has named the move made already)."""
    m, p = _label(made), _label(preferred)
    you_en, you_zh = _you(team)
    after_en, after_zh = ("and then", "之后") if then else (f"after {m},", f"出{m}后，")
    n = max(1, len(made_out))
    card = {PIG_PART: PIG, SHEEP_PART: SHEEP, TRANSFORMER_PART: TRANSFORMER}.get(main)
    if card is not None:
        sm, sp = _share(made_out, "kept", card), _share(pref_out, "kept", card)
        fm, fp = _freq(sm), _freq(sp)
        name_en = {PIG: "the pig", SHEEP: "the sheep (♦J)", TRANSFORMER: "the transformer (♣10)"}
        name_zh = {PIG: "猪", SHEEP: "羊（♦J）", TRANSFORMER: "变压器（♣10）"}
        hand_zh = _with_you(team)
        if is_play(made) and card in play_cards(made) and abs(sm - sp) >= 0.1:
            en = f"{'and ' if then else ''}{m} {fm[0]} comes back to {you_en}; after {p}, {fp[0]}."
            zh = f"{after_zh}它{fm[1]}回到{hand_zh}；出{p}则{fp[1]}。"
        elif card == PIG and is_play(preferred) and PIG in play_cards(preferred) and sp < sm:
            en = f"{after_en} the pig {fm[0]} ends up with {you_en}; {p} now gives it away."
            zh = f"{after_zh}猪{fm[1]}落到{hand_zh}；这时出{p}就把猪送出去了。"
        elif abs(sm - sp) >= 0.1 and fm == fp:
            more_en, more_zh = ("more", "多") if sm > sp else ("less", "少")
            en = f"{after_en} {name_en[card]} ends up with {you_en} {more_en} often than after {p}."
            zh = f"{after_zh}{name_zh[card]}落到{hand_zh}的次数比出{p}{more_zh}。"
        elif abs(sm - sp) >= 0.1:
            en = f"{after_en} {name_en[card]} {fm[0]} ends up with {you_en}; after {p}, {fp[0]}."
            zh = f"{after_zh}{name_zh[card]}{fm[1]}落到{hand_zh}；出{p}则{fp[1]}。"
        else:
            en = f"{after_en} {name_en[card]} costs {you_en} more than after {p}."
            zh = f"{after_zh}{you_zh}在{name_zh[card]}上比出{p}亏得多。"
    else:
        hm = sum(o.hearts for o in made_out) / n
        hp = sum(o.hearts for o in pref_out) / n
        positive = view.rules.hearts == "positive"
        if (hm > hp + 0.3 and not positive) or (hm < hp - 0.3 and positive):
            more_en, more_zh = ("fewer", "少") if positive else ("more", "多")
            en = f"{after_en} {more_en} hearts come to {you_en} later in the hand than after {p}."
            zh = f"{after_zh}{you_zh}后面比出{p}{more_zh}吃红桃。"
        else:
            en = f"{after_en} the hearts cost {you_en} more than after {p}."
            zh = f"{after_zh}{you_zh}在红桃上比出{p}亏得多。"
    return (en, zh) if then else (en[0].upper() + en[1:], zh)


def _exposure(
    view: SeatView,
    made: Action,
    preferred: Action,
    made_out: Sequence[Outcome],
    pref_out: Sequence[Outcome],
    team: bool,
) -> tuple[str, str]:
    """An exposure answer: what exposing the card does, and how often it ends with the seat."""
    you_en = _you(team)[0]
    for act, outs, chosen in ((made, made_out, True), (preferred, pref_out, False)):
        if EXPOSE_BASE <= act < EXPOSE_BASE + 52 or FIRST_BASE <= act < FIRST_BASE + 52:
            card = act % 100
            break
    else:  # neither exposes (首明 declined against "no more"): the first card is the one
        card, outs, chosen = view.first_card, made_out, True
    first = act >= FIRST_BASE
    times_en, times_zh = ("four times over", "翻四倍") if first else ("double", "翻倍")
    label = card_label(card)
    what_en = {
        PIG: f"the pig costs its taker {times_en}",
        SHEEP: f"the sheep is worth {times_en} to its taker",
        TRANSFORMER: (
            f"the transformer multiplies its taker's score by {'eight' if first else 'four'},"
            + " not two"
        ),
        HEART_ACE: f"every heart counts {times_en}",
    }.get(card, f"{label} counts {times_en}")
    what_zh = {
        PIG: f"谁吃到猪扣分{times_zh}",
        SHEEP: f"谁吃到羊加分{times_zh}",
        TRANSFORMER: f"谁吃到变压器，分数翻{'八' if first else '四'}倍而不是翻倍",
        HEART_ACE: f"所有红桃的分都{times_zh}",
    }.get(card, f"{label}的分{times_zh}")
    f_en, f_zh = _freq(_share(outs, "kept", card))
    if chosen:
        return (
            f"Exposed, {label}: {what_en}, and it {f_en} ends up with {you_en}.",
            f"亮了{label}，{what_zh}，而它{f_zh}落到{_with_you(team)}。",
        )
    would_en = what_en.replace(" costs ", " would cost ").replace(" is worth ", " would be worth ")
    would_en = would_en.replace(" multiplies ", " would multiply ").replace(
        " counts ", " would count "
    )
    return (
        f"Exposed, {label}: {would_en}, and it {f_en} ends up with {you_en}.",
        f"亮了{label}的话，{what_zh}，而它{f_zh}落到{_with_you(team)}。",
    )


def _swap(preferred: Action) -> tuple[str, str]:
    """猪羊变色: what the swap does to the pig and the sheep (the split says what it is worth)."""
    if preferred == SWAP:
        return (
            "With the swap the pig scores plus and the sheep minus.",
            "变色后猪变成加分，羊变成减分。",
        )
    return (
        "Without the swap the pig stays minus and the sheep plus.",
        "不变色，猪还是减分，羊还是加分。",
    )


def taken_since(
    side: Sequence[int],
    before: Sequence[tuple[CardSet, CardSet]],
    taken1: Sequence[CardSet],
    taken2: Sequence[CardSet],
) -> CardSet:
    """The scoring cards the side took since ``before`` (one bit a card, either copy)."""
    got = 0
    for s, (t1, t2) in zip(side, before):
        got |= (taken1[s] & ~t1) | (taken2[s] & ~t2)
    return got
