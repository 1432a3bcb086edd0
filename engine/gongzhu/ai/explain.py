"""One-line reasons for the hint button, in English and 中文.

A reason says why in the game's words — what the card does in this trick, what it keeps
or gives away, what an exposure doubles and what the hand holds to guard it — never "it is
better" and never how many deals the search played. The one figure it may add is the
search's own: how much better off the play leaves the seat than the next best one
(:class:`Comparison`), said against that play by name so the player can weigh the two.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import (
    CLAIM,
    DECLINE_FIRST,
    DONE,
    EXPOSE_BASE,
    FIRST_BASE,
    NO_SWAP,
    SWAP,
    is_play,
    play_cards,
)
from ..cards import HEART_ACE, PIG, SHEEP, SUIT_MASKS, SUIT_SYMBOLS, TRANSFORMER, card_label
from ..hand import play_key
from ..scoring import exposure_factors
from ..view import SeatView, unseen_cards
from .knowledge import card_values

SEATS_EN = ("South", "East", "North", "West")
SEATS_ZH = ("南家", "东家", "北家", "西家")
SUITS_EN = ("spades", "hearts", "diamonds", "clubs")
SUIT_EN = ("spade", "heart", "diamond", "club")
SUITS_ZH = ("黑桃", "红桃", "方块", "梅花")

_TEXT: dict[str, tuple[str, str]] = {
    "duck": (
        "Play {cards} under the winning card and let the trick go{pig_en}.",
        "出{cards}，比赢牌小，这一圈让别人吃{pig_zh}。",
    ),
    "dump_pig": (
        "No {suit} left: give the pig (♠Q) to {winner_en}.",
        "没有{suit}了，把猪（♠Q）送给{winner_zh}。",
    ),
    "dump_heart": ("Discard {cards}: get rid of a costly heart.", "垫{cards}，甩掉一张贵的红桃。"),
    "dump_guard": (
        "Discard {cards}: while the pig is out, a high spade could make you take it.",
        "垫{cards}：猪还没出，留着大黑桃容易吃到猪。",
    ),
    "discard": ("No {suit} left: discard {cards}.", "没有{suit}了，垫{cards}。"),
    "give_partner": (
        "Your partner is winning this trick: play {cards}.",
        "对家正在赢这一圈，出{cards}。",
    ),
    "take_points": (
        "Take this trick with {cards}: what is in it scores for you.",
        "出{cards}收下这一圈，里面的分对你有利。",
    ),
    "take_sheep": (
        "Take this trick with {cards}: the sheep (♦J) in it scores for you.",
        "出{cards}收下这一圈，把羊（♦J）吃进来。",
    ),
    "safe_win": (
        "Win with {cards}: the trick has no points in it.",
        "出{cards}吃进，这一圈没有分，很安全。",
    ),
    "win": (
        "Play {cards} over {top}: this trick holds little so far, and you are rid of a high card.",
        "出{cards}压过{top}：这一圈目前没什么分，正好甩掉大牌。",
    ),
    "win_dear": (
        "Play {cards} over {top}: you may take this trick's points, but lose a high card.",
        "出{cards}压过{top}：这一圈的分可能要吃进，但甩掉了一张大牌。",
    ),
    "win_all": (
        "You cannot duck: every card you may play beats {top}, so {cards} gets rid of a high one.",
        "躲不掉：你能出的牌都比{top}大，出{cards}正好甩掉大牌。",
    ),
    "chase_hearts": (
        "Go for all the hearts: {cards} takes this one too.",
        "冲全红：出{cards}，把这一圈的红桃也收下。",
    ),
    "stop_hearts": ("Stop the all-hearts: win with {cards}.", "挡全红：用{cards}吃进这一圈。"),
    "stop_dump": (
        "Stop the all-hearts: throw {cards} on a trick the one running them cannot take.",
        "挡全红：把{cards}垫进这一圈，冲全红的人拿不到它。",
    ),
    "hunt_pig": (
        "Hunt the pig: lead {cards}, a spade under the ♠Q, to force the pig out.",
        "拱猪：出{cards}（比♠Q小），逼猪出来。",
    ),
    "draw_sheep": (
        "Lead {cards}, a diamond over the ♦J, to draw the sheep out.",
        "牵羊：出{cards}（比♦J大），把羊引出来。",
    ),
    "draw_ct": (
        "Lead {cards}, a club under the ♣10, to force the transformer out.",
        "攻变：出{cards}（比♣10小），逼变压器出来。",
    ),
    "lead_short": (
        "Lead {cards} from your short suit, to run out of it soon.",
        "出短门的{cards}，争取早点断门。",
    ),
    "lead_low": (
        "Lead {cards}: {above_en} still out above it, so someone else should win this trick.",
        "出{cards}：外面比它大的还有{above_zh}，这一圈多半别人吃。",
    ),
    "share_hearts": (
        (
            "Lead the low heart {cards}: {above_en} still out above it, so this trick's hearts"
            " should go to someone else."
        ),
        "分红：出小红桃{cards}，外面比它大的还有{above_zh}，这一圈的红桃多半别人吃。",
    ),
    "lead_top": (
        "Lead {cards}: it is the highest {suit_en} left, so it wins this trick and you lead again.",
        "出{cards}：这是剩下最大的{suit_zh}，这一圈稳赢，下一圈还是你先出。",
    ),
    "lead_bare": (
        "Lead {cards}: no points are left in {suit_en} but what others may throw on it.",
        "出{cards}：{suit_zh}里已经没有分了，只怕别人垫分。",
    ),
    "lead": (
        "Lead {cards}: {above_en} still out above it.",
        "出{cards}：外面比它大的还有{above_zh}。",
    ),
    "claim": ("Claim: every remaining trick is yours.", "摊牌：剩下的圈都归你。"),
    "forced": ("{cards} is the only card you may play.", "只能出{cards}。"),
    "swap": (
        "Swap: the pig then scores plus and the sheep minus.",
        "变色：猪变成加分，羊变成减分。",
    ),
    "no_swap": (
        "No swap: the pig stays minus and the sheep plus.",
        "不变色：猪还是减分，羊还是加分。",
    ),
}

# Exposures: what exposing does to the card (its factor), then what the hand holds around it.
_SHOWN = {
    PIG: ("the pig {costs} its taker {times_en}", "谁吃到猪，扣分{times_zh}"),
    SHEEP: ("the sheep {is} worth {times_en} to its taker", "谁吃到羊，加分{times_zh}"),
    TRANSFORMER: (
        "the transformer {multiplies} its taker's score by {by_en}, not two",
        "谁吃到变压器，分数翻{by_zh}倍而不是翻倍",
    ),
    HEART_ACE: ("every heart {counts} {times_en}", "所有红桃的分都{times_zh}"),
}
# What the heuristic's exposure rule counts on, said where no view names the cards.
_RULE_WHY = {
    "expose": (
        "; it is well guarded, so another player is likelier to take it",
        "；它有足够的保护，更可能落到别人手里",
    ),
    "expose_sheep": ("; your high diamonds are likely to win it back", "；你有大方块，多半能收回"),
    "expose_ct": (
        "; with low clubs to play first, another player will likely take it",
        "；你有小梅花可以先出，它多半落到别人手里",
    ),
}
_TIMES = {2: ("double", "翻倍"), 4: ("four times over", "翻四倍")}
_BASE_VERBS = {"costs": "cost", "is": "be", "multiplies": "multiply", "counts": "count"}
_VERBS = {
    True: {k: k for k in _BASE_VERBS},
    False: {k: f"would {v}" for k, v in _BASE_VERBS.items()},
}


@dataclass(frozen=True, slots=True)
class Comparison:
    """What the search found: the chosen action leaves the seat ``gain`` points better off
    against the others than ``runner_up`` (exact: scored, not sampled)."""

    runner_up: int
    gain: float
    team: bool = False
    exact: bool = False


def _cards_text(action: int, first_card: int) -> str:
    if action < EXPOSE_BASE:
        return " ".join(card_label(c) for c in play_cards(action))
    if EXPOSE_BASE <= action < EXPOSE_BASE + 52:
        return card_label(action - EXPOSE_BASE)
    if FIRST_BASE <= action < FIRST_BASE + 52:
        return card_label(action - FIRST_BASE)
    return card_label(first_card)


def action_words(action: int, first_card: int = 0) -> tuple[str, str]:
    """An action as a phrase: ("playing ♠K", "出♠K"), ("exposing nothing more", "不再亮牌")."""
    label = _cards_text(action, first_card)
    if action == CLAIM:
        return "claiming", "摊牌"
    if is_play(action):
        return f"playing {label}", f"出{label}"
    if EXPOSE_BASE <= action < EXPOSE_BASE + 52:
        return f"exposing {label}", f"亮{label}"
    if FIRST_BASE <= action < FIRST_BASE + 52:
        return f"exposing {label} as your first card", f"首明{label}"
    words = {
        DONE: ("exposing nothing more", "不再亮牌"),
        DECLINE_FIRST: ("keeping your first card hidden", "不首明"),
        SWAP: ("the swap", "变色"),
        NO_SWAP: ("no swap", "不变色"),
    }
    return words.get(action, ("that", "那样"))


def compared(c: Comparison) -> tuple[str, str]:
    """The search's figure against the next best action, as one sentence each."""
    alt_en, alt_zh = action_words(c.runner_up)
    gain = round(c.gain)
    others_en, others_zh = ("the other side", "对方") if c.team else ("the others", "对手")
    if gain < 1:
        if c.exact:
            return f"{alt_en[0].upper()}{alt_en[1:]} would do just as well.", f"{alt_zh}也一样。"
        return f"{alt_en[0].upper()}{alt_en[1:]} would do about as well.", f"{alt_zh}也差不多。"
    about_en, about_zh = ("", "") if c.exact else ("About ", "平均")
    return (
        f"{about_en}{gain} points better off against {others_en} than {alt_en}.",
        f"比{alt_zh}{about_zh}多领先{others_zh}{gain}分。",
    )


def _list(cards: list[int]) -> str:
    return " ".join(card_label(c) for c in cards)


def _mine(view: SeatView, mask: int) -> list[int]:
    h1, h2 = view.hand
    out = []
    for c in range(52):
        if h1 >> c & 1 and mask >> c & 1:
            out.extend([c] * (2 if h2 >> c & 1 else 1))
    return out


def _above_out(view: SeatView, card: int) -> tuple[str, str]:
    """The cards of ``card``'s suit still in other hands above it, as words."""
    u1, _ = unseen_cards(view)
    mask = SUIT_MASKS[card // 13] & ~((2 << card) - 1)
    above = [c for c in range(52) if (u1 & mask) >> c & 1]
    if len(above) > 3:
        return f"many {SUITS_EN[card // 13]} are", f"不少{SUITS_ZH[card // 13]}"
    return f"{_list(above)} {'is' if len(above) == 1 else 'are'}", _list(above)


def _lead_tag(view: SeatView, action: int, tag: str) -> tuple[str, dict[str, str]]:
    """A lead's reason from what is still out: the game's named leads, the top card, a bare suit."""
    card = play_cards(action)[0]
    suit = card // 13
    u1, _ = unseen_cards(view)
    fields = {"suit_en": SUIT_EN[suit], "suit_zh": SUITS_ZH[suit]}
    above_en, above_zh = _above_out(view, card)
    fields.update(above_en=above_en, above_zh=above_zh)
    if card // 13 == SHEEP // 13 and card > SHEEP and u1 >> SHEEP & 1:
        return "draw_sheep", fields
    if card // 13 == TRANSFORMER // 13 and card < TRANSFORMER and u1 >> TRANSFORMER & 1:
        return "draw_ct", fields
    if not u1 & SUIT_MASKS[suit] & ~((2 << card) - 1):
        return "lead_top", fields
    scoring = {0: 1 << PIG, 1: SUIT_MASKS[1], 2: 1 << SHEEP, 3: 1 << TRANSFORMER}[suit]
    if tag == "lead" and not u1 & scoring:
        fields["suit_en"] = SUITS_EN[suit]
        return "lead_bare", fields
    if tag == "lead_low" and suit == 1 and card < HEART_ACE - 3:
        return "share_hearts", fields
    return tag, fields


def _win_tag(view: SeatView) -> tuple[str, str]:
    """A play over the trick's best that is neither safe nor for points: (the tag — no card
    ducks, the trick cheap or dear so far — and the card it beats)."""
    keys = [(play_key(play_cards(a), view.lead_suit, view.lead_pair), a) for _, a in view.trick]
    best, top = max(keys)
    plays = [a for a in view.legal if is_play(a) and a != CLAIM]
    top_label = _cards_text(top, 0)
    if all(play_key(play_cards(a), view.lead_suit, view.lead_pair) > best for a in plays):
        return "win_all", top_label
    vals = card_values(view.rules.hearts, exposure_factors(view.exposures))
    points = sum(vals[c] for _, a in view.trick for c in play_cards(a))
    return ("win" if points > -20 else "win_dear"), top_label


def _exposure_reason(
    view: SeatView | None, card: int, factor: int, chosen: bool, tag: str = ""
) -> tuple[str, str]:
    """Why exposing ``card`` (``chosen``) or keeping it hidden: what exposing does to it, and
    what the hand holds around it (the guards under the pig, the diamonds over the sheep,
    the clubs under the transformer)."""
    times_en, times_zh = _TIMES.get(factor, _TIMES[2])
    shown_en, shown_zh = _SHOWN.get(card, _SHOWN[PIG])
    by_en, by_zh = ("eight", "八") if factor == 4 else ("four", "四")
    shown_en = shown_en.format(times_en=times_en, by_en=by_en, **_VERBS[chosen])
    shown_zh = shown_zh.format(times_zh=times_zh, by_zh=by_zh)
    label = card_label(card)
    first = factor == 4
    if chosen:
        head_en = f"Expose {label} as your first card" if first else f"Expose {label}"
        head_en, head_zh = (
            f"{head_en}: exposed, {shown_en}",
            f"{'首明' if first else '亮'}{label}：亮了以后，{shown_zh}",
        )
    else:
        head_en = f"Keep {label}, your first card, hidden" if first else f"Keep {label} hidden"
        head_en, head_zh = (
            f"{head_en}: exposed, {shown_en}",
            f"{'不首明' if first else '不亮'}{label}：亮了的话，{shown_zh}",
        )
    if view is None:  # the heuristic's own reason, when it exposes by its rule (exposing.py)
        en, zh = _RULE_WHY.get(tag, ("", "")) if chosen else ("", "")
        return f"{head_en}{en}.", f"{head_zh}{zh}。"
    suit = card // 13
    below = _mine(view, SUIT_MASKS[suit] & ((1 << card) - 1))
    above = _mine(view, SUIT_MASKS[suit] & ~((2 << card) - 1))
    if card == PIG:
        facts = _guard_words(below, above, chosen)
    elif card == TRANSFORMER:
        facts = _guard_words(below, [], chosen)
    elif card == SHEEP:
        if above and chosen:
            facts = (
                f"; with {_list(above)} over it you can win it back",
                f"；你有{_list(above)}比它大，多半能收回",
            )
        elif not above and not chosen:
            facts = (
                "; you hold nothing over it, so someone else would likely take it",
                "；你没有比它大的方块，多半被别人吃走",
            )
        elif above:
            facts = (f"; you hold {_list(above)} over it", f"；你有{_list(above)}比它大")
        else:
            facts = ("; you hold nothing over it", "；你没有比它大的方块")
    else:
        hearts = [c for c in _mine(view, SUIT_MASKS[1]) if c != HEART_ACE]
        facts = (
            (f"; you hold {_list(hearts)} besides", f"；你另有{_list(hearts)}")
            if hearts
            else ("; you hold no other heart", "；你没有别的红桃")
        )
    return f"{head_en}{facts[0]}.", f"{head_zh}{facts[1]}。"


def _guard_words(below: list[int], above: list[int], chosen: bool) -> tuple[str, str]:
    """The cards that guard a card others should take (played under it) and those over it;
    a conclusion only where the cards bear the answer out."""
    safe = not above and len(below) >= 3
    if chosen and safe:
        return (
            f"; with {_list(below)} under it and nothing over it, it is likelier to go to someone"
            + " else",
            f"；你有{_list(below)}比它小，没有比它大的，它更可能落到别人手里",
        )
    if not chosen and above:
        return (
            f"; you hold {_list(above)} over it, so it could fall on you",
            f"；你有{_list(above)}比它大，容易砸在自己手里",
        )
    if not chosen and not safe:
        if not below:
            return (
                "; you hold nothing to play under it, so it could fall on you",
                "；你没有比它小的牌可以垫着出，容易砸在自己手里",
            )
        return (
            f"; with only {_list(below)} under it, it could fall on you",
            f"；比它小的只有{_list(below)}，容易砸在自己手里",
        )
    under_en = _list(below) if below else "nothing"
    under_zh = f"有{_list(below)}比它小" if below else "没有比它小的"
    over_en = f" and {_list(above)} over it" if above else ""
    over_zh = f"，有{_list(above)}比它大" if above else ""
    return f"; you hold {under_en} under it{over_en}", f"；你{under_zh}{over_zh}"


def _exposable(view: SeatView) -> int | None:
    """The card a "no more exposing" answer keeps hidden: the costliest still exposable."""
    cards = {a % 100 for a in view.legal if EXPOSE_BASE <= a < EXPOSE_BASE + 52}
    return next((c for c in (PIG, TRANSFORMER, SHEEP, HEART_ACE) if c in cards), None)


def reason(
    tag: str,
    action: int,
    *,
    suit: int = -1,
    winner: int = -1,
    pig_out: bool = False,
    first_card: int = 0,
    view: SeatView | None = None,
    compare: Comparison | None = None,
) -> tuple[str, str]:
    """(English, 中文) sentences for a decision; ``view`` lets the reason name the cards
    around the play; ``compare`` adds the search's figure against the next best action."""
    en, zh = _sentence(tag, action, suit, winner, pig_out, first_card, view, compare)
    if compare is not None:
        c_en, c_zh = compared(compare)
        en, zh = f"{en} {c_en}", f"{zh}{c_zh}"
    return en, zh


def _sentence(
    tag: str,
    action: int,
    suit: int,
    winner: int,
    pig_out: bool,
    first_card: int,
    view: SeatView | None,
    compare: Comparison | None,
) -> tuple[str, str]:
    if action == DONE:
        alt = compare.runner_up if compare is not None else -1
        if EXPOSE_BASE <= alt < EXPOSE_BASE + 52:
            card: int | None = alt - EXPOSE_BASE
        else:
            card = _exposable(view) if view is not None else None
        if card is None:
            return "Expose nothing more.", "不再亮牌。"
        return _exposure_reason(view, card, 2, False)
    if action == DECLINE_FIRST:
        return _exposure_reason(view, first_card, 4, False)
    if EXPOSE_BASE <= action < EXPOSE_BASE + 52:
        return _exposure_reason(view, action - EXPOSE_BASE, 2, True, tag)
    if FIRST_BASE <= action < FIRST_BASE + 52:
        return _exposure_reason(view, action - FIRST_BASE, 4, True, tag)
    if action == CLAIM:
        tag = "claim"
    elif action == SWAP:
        tag = "swap"
    elif action == NO_SWAP:
        tag = "no_swap"
    fields = {
        "cards": _cards_text(action, first_card),
        "suit": SUIT_SYMBOLS[suit] if 0 <= suit < 4 else "",
        "winner_en": SEATS_EN[winner] if winner >= 0 else "the winner",
        "winner_zh": SEATS_ZH[winner] if winner >= 0 else "赢家",
        "pig_en": " (the pig is still out)" if pig_out else "",
        "pig_zh": "，猪还没出" if pig_out else "",
        "above_en": "higher cards are",
        "above_zh": "更大的牌",
        "suit_en": "",
        "suit_zh": "",
        "top": "",
    }
    if view is not None and is_play(action) and action != CLAIM:
        if not view.trick and tag in ("lead", "lead_low"):
            tag, more = _lead_tag(view, action, tag)
            fields.update(more)
        elif view.trick and tag == "win":
            tag, fields["top"] = _win_tag(view)
        elif tag == "take_points" and any(SHEEP in play_cards(a) for _, a in view.trick):
            tag = "take_sheep"
    if tag == "lead" and view is None:
        return f"Lead {fields['cards']}.", f"出{fields['cards']}。"
    en, zh = _TEXT.get(tag, ("Play {cards}.", "出{cards}。"))
    return en.format(**fields), zh.format(**fields)
