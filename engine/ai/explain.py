"""One-line reasons for the hint button, in English and 中文."""

from __future__ import annotations

from ..actions import CLAIM, DECLINE_FIRST, DONE, EXPOSE_BASE, FIRST_BASE, NO_SWAP, SWAP, play_cards
from ..cards import SUIT_SYMBOLS, card_label

SEATS_EN = ("South", "East", "North", "West")
SEATS_ZH = ("南家", "东家", "北家", "西家")

_TEXT: dict[str, tuple[str, str]] = {
    "duck": (
        "duck: {cards} stays under the winning card{pig_en}",
        "躲牌：出{cards}，不抢这一墩{pig_zh}",
    ),
    "dump_pig": (
        "dump the pig: no {suit} left, ♠Q goes to {winner_en}",
        "垫猪：没有{suit}了，把♠Q送给{winner_zh}",
    ),
    "dump_heart": ("discard {cards}: shed a costly heart", "垫{cards}：甩掉大红桃"),
    "dump_guard": (
        "discard {cards}: a high spade is dangerous while the pig is out",
        "垫{cards}：猪还没出，大黑桃危险",
    ),
    "discard": ("discard {cards}: no {suit} left", "垫{cards}：没有{suit}了"),
    "give_partner": ("partner is winning: play {cards}", "对家在赢：出{cards}"),
    "take_points": ("take it: {cards} wins a trick worth having", "拿分：出{cards}收下这一墩"),
    "safe_win": (
        "win safely with {cards}: no points in the trick",
        "安全吃进：出{cards}，这一墩没有分",
    ),
    "win": ("play {cards}: cannot duck, so shed a high card", "出{cards}：躲不掉，先甩大牌"),
    "chase_hearts": (
        "go for all the hearts: {cards} takes this one too",
        "收全红：出{cards}，把这一墩的红桃也收进来",
    ),
    "stop_hearts": ("stop the all-hearts: win with {cards}", "阻止全红：用{cards}吃进这一墩"),
    "hunt_pig": (
        "拱猪: lead the low spade {cards} to force the pig out",
        "拱猪：出小黑桃{cards}，逼猪出来",
    ),
    "lead_short": ("lead {cards} from a short suit to get void", "出短门{cards}，争取断门"),
    "lead_low": ("lead low: {cards} should lose the trick", "出小牌{cards}，让别人吃这一墩"),
    "lead": ("lead {cards}", "出{cards}"),
    "claim": ("claim: every remaining trick is mine", "声称：剩下的墩都是我的"),
    "forced": ("{cards}: the only legal play", "{cards}：只能这样出"),
    "expose": (
        "expose {cards}: well guarded, the others are likelier to take it",
        "亮{cards}：保护充分，别人更可能吃到",
    ),
    "expose_search": ("expose {cards}: it pays on average", "亮{cards}：推演下来亮牌更划算"),
    "first": ("首明 {cards}: well guarded, worth ×4", "首明{cards}：保护充分，值四倍"),
    "decline": (
        "keep {cards} quiet: exposing it would cost more than it gains",
        "不首明{cards}：亮了得不偿失",
    ),
    "done": ("done: exposing more would cost more than it gains", "不再亮牌：亮了得不偿失"),
    "swap": ("swap pig and sheep: it scores better for us", "猪羊变色：这样对我方更有利"),
    "no_swap": ("no swap: the scores are better as they are", "不变色：保持原样更有利"),
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
    elif EXPOSE_BASE <= action < EXPOSE_BASE + 52 and tag not in ("expose", "expose_search"):
        tag = "expose"
    en, zh = _TEXT.get(tag, _TEXT["lead"])
    fields = {
        "cards": _cards_text(action, first_card),
        "suit": SUIT_SYMBOLS[suit] if 0 <= suit < 4 else "",
        "winner_en": SEATS_EN[winner] if winner >= 0 else "the winner",
        "winner_zh": SEATS_ZH[winner] if winner >= 0 else "赢家",
        "pig_en": " — the pig is still out" if pig_out else "",
        "pig_zh": "，猪还没出" if pig_out else "",
    }
    en, zh = en.format(**fields), zh.format(**fields)
    if search is not None and search[0] > 0:
        n, best, second = search
        en += f" (searched {n} deals: {best:+.0f} vs {second:+.0f} for the next best)"
        zh += f"（推演{n}副牌：期望{best:+.0f}，次选{second:+.0f}）"
    return en, zh
