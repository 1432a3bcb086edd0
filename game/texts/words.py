"""The words a line of Chinese may not be broken inside (CJK line breaking, issue 60).

Chinese may break between any two characters, except inside a word: "垫牌规/则" or
"不计入统/计" reads as a mistake. The words kept whole are the game's glossary and every
short label of the word table (two to four hanzi: "上一圈", "出对子", "自得"), found when
first asked for. :func:`game.ui.canvas.wrap` asks.
"""

from __future__ import annotations

from functools import lru_cache

# The game's own vocabulary (engine/__init__.py's glossary) and the words its texts lean on.
GLOSSARY = [
    "拱猪",
    "拱双猪",
    "猪羊一家",
    "变压器",
    "红桃",
    "黑桃",
    "方块",
    "梅花",
    "分牌",
    "特殊牌",
    "亮牌",
    "首明",
    "暗卖",
    "全红",
    "满贯",
    "垫牌",
    "跟牌",
    "领牌",
    "出牌",
    "摊牌",
    "对子",
    "单张",
    "一圈",
    "上一圈",
    "规则",
    "统计",
    "自得",
    "当猪",
    "记牌器",
    "练习",
    "复盘",
    "闯关",
    "提示",
    "牌号",
    "电脑",
    "玩家",
    "对家",
    "东家",
    "西家",
    "南家",
    "北家",
    "设置",
    "教程",
    "预设",
    "分值",
    "得分",
    "总分",
]

LONGEST = 4


def _hanzi(text: str) -> bool:
    return all("\u4e00" <= ch <= "\u9fff" for ch in text)


@lru_cache(maxsize=1)
def whole_words() -> frozenset[str]:
    """The glossary and the word table's short Chinese labels."""
    from game.texts.i18n import STRINGS

    words = {w for w in GLOSSARY if len(w) <= LONGEST}
    for zh, _en in STRINGS.values():
        if 2 <= len(zh) <= LONGEST and _hanzi(zh):
            words.add(zh)
    return frozenset(words)
