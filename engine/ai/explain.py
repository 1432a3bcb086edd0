"""One-line reasons for the hint button, in English and 中文."""

from __future__ import annotations

from ..actions import CLAIM, DECLINE_FIRST, DONE, EXPOSE_BASE, FIRST_BASE, NO_SWAP, SWAP, play_cards
from ..cards import SUIT_SYMBOLS, card_label

SEATS_EN = ("South", "East", "North", "West")
SEATS_ZH = ("南家", "东家", "北家", "西家")

_TEXT: dict[str, tuple[str, str]] = {
    "duck": (
        "Play {cards} under the winning card and let the trick go{pig_en}.",
        "出{cards}，压在赢牌下面，这一圈让给别人{pig_zh}。",
    ),
    "dump_pig": (
        "No {suit} left: give the pig (♠Q) to {winner_en}.",
        "没有{suit}了，把猪（♠Q）垫给{winner_zh}。",
    ),
    "dump_heart": ("Discard {cards}: get rid of a costly heart.", "垫{cards}，甩掉一张贵的红桃。"),
    "dump_guard": (
        "Discard {cards}: a high spade is dangerous while the pig is out.",
        "垫{cards}：猪还没出，大黑桃留着危险。",
    ),
    "discard": ("No {suit} left: discard {cards}.", "没有{suit}了，垫{cards}。"),
    "give_partner": (
        "Your partner is winning this trick: play {cards}.",
        "对家正在赢这一圈，出{cards}。",
    ),
    "take_points": (
        "Take it: {cards} wins a trick worth having.",
        "出{cards}收下这一圈，这圈值得拿。",
    ),
    "safe_win": (
        "Win with {cards}: the trick has no points in it.",
        "出{cards}吃进，这一圈没有分，很安全。",
    ),
    "win": (
        "You cannot duck, so play {cards} and get rid of a high card.",
        "躲不掉，就出{cards}，先甩掉大牌。",
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
        "Hunt the pig: lead the low spade {cards} to force the ♠Q out.",
        "拱猪：出小黑桃{cards}，逼猪出来。",
    ),
    "lead_short": (
        "Lead {cards} from your short suit, to run out of it soon.",
        "出短门的{cards}，争取早点断门。",
    ),
    "lead_low": ("Lead low: {cards} should lose the trick.", "出小牌{cards}，让别人吃这一圈。"),
    "lead": ("Lead {cards}.", "出{cards}。"),
    "claim": ("Claim: every remaining trick is yours.", "摊牌：剩下的圈都归你。"),
    "forced": ("{cards} is the only card you may play.", "只能出{cards}。"),
    "expose": (
        "Expose {cards}: it is well guarded, so another player is likelier to take it.",
        "亮{cards}：它有足够的保护，更可能落到别人手里。",
    ),
    "expose_sheep": (
        "Expose {cards}: my high diamonds are likely to catch it, and exposed it counts double.",
        "亮{cards}：我有大方块，多半能收回它，亮了分值翻倍。",
    ),
    "expose_ct": (
        "Expose {cards}: with low clubs to play first, it will likely double another player's score.",
        "亮{cards}：我有小梅花可以先出，它多半会让别人的分翻倍。",
    ),
    "expose_search": ("Expose {cards}: on average it pays.", "亮{cards}：算下来亮牌更划算。"),
    "first": ("首明 {cards}: it is well guarded and counts ×4.", "首明{cards}：保护充分，值四倍。"),
    "decline": (
        "Keep {cards} hidden: exposing it would cost more than it gains.",
        "不首明{cards}：亮了得不偿失。",
    ),
    "done": ("Stop exposing: more would cost more than it gains.", "不再亮牌：再亮得不偿失。"),
    "swap": (
        "Choose the pig–sheep swap: it scores better for your side.",
        "猪羊变色：这样对你这边更有利。",
    ),
    "no_swap": ("No swap: the scores are better as they are.", "不变色：保持原样更有利。"),
}


def _cards_text(action: int, first_card: int) -> str:
    if action < EXPOSE_BASE:
        return " ".join(card_label(c) for c in play_cards(action))
    if EXPOSE_BASE <= action < EXPOSE_BASE + 52:
        return card_label(action - EXPOSE_BASE)
    if FIRST_BASE <= action < FIRST_BASE + 52:
        return card_label(action - FIRST_BASE)
    return card_label(first_card)


def reason(
    tag: str,
    action: int,
    *,
    suit: int = -1,
    winner: int = -1,
    pig_out: bool = False,
    first_card: int = 0,
    search: tuple[int, float, float] | None = None,
) -> tuple[str, str]:
    """(English, 中文) sentences for a decision; ``search`` = (worlds, best mean, runner-up)."""
    if action == CLAIM:
        tag = "claim"
    elif action == DONE:
        tag = "done"
    elif action == DECLINE_FIRST:
        tag = "decline"
    elif action == SWAP:
        tag = "swap"
    elif action == NO_SWAP:
        tag = "no_swap"
    elif FIRST_BASE <= action < FIRST_BASE + 52:
        tag = "first"
    elif EXPOSE_BASE <= action < EXPOSE_BASE + 52 and tag not in (
        "expose",
        "expose_sheep",
        "expose_ct",
        "expose_search",
    ):
        tag = "expose"
    en, zh = _TEXT.get(tag, _TEXT["lead"])
    fields = {
        "cards": _cards_text(action, first_card),
        "suit": SUIT_SYMBOLS[suit] if 0 <= suit < 4 else "",
        "winner_en": SEATS_EN[winner] if winner >= 0 else "the winner",
        "winner_zh": SEATS_ZH[winner] if winner >= 0 else "赢家",
        "pig_en": " (the pig is still out)" if pig_out else "",
        "pig_zh": "，猪还没出" if pig_out else "",
    }
    en, zh = en.format(**fields), zh.format(**fields)
    if search is not None and search[0] > 0:  # what the search found, said as a player would
        n, best, second = search
        gain = best - second
        if gain >= 1:
            en += (
                f" Over {n} possible deals it leaves you about {gain:.0f} points better off"
                " against the others than the next best play."
            )
            zh += f"推演了{n}种可能的牌局，比次好的出法平均多领先对手{gain:.0f}分。"
        else:
            en += f" Over {n} possible deals no other play does clearly better."
            zh += f"推演了{n}种可能的牌局，没有明显更好的出法。"
    return en, zh
