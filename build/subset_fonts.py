"""Regenerate the bundled subset fonts in assets/fonts/ (developer tool; needs fontTools).

Why: the full Noto Sans CJK collection is ~20 MB per weight; the game only needs the
Simplified Chinese face, GB2312 level-1 hanzi, ASCII, CJK punctuation, the card suits
and whatever characters our own strings use. Run after changing game strings:

    python build/subset_fonts.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")
OUT_DIR = ROOT / "assets" / "fonts"
WEIGHTS = {"Regular": "NotoSansCJKsc-Regular-subset.otf", "Bold": "NotoSansCJKsc-Bold-subset.otf"}
SC_FACE = "Noto Sans CJK SC"

# Common CJK and general punctuation, arrows and signs a card game shows.
EXTRA = (
    "，。、；：？！“”‘’（）《》〈〉【】「」『』—…·～－＋×÷＝％￥"
    "♠♥♦♣♤♡♢♧←→↑↓±−–•※○●★☆✓✔✕✗ⅠⅡⅢⅣ①②③④⑤⑥⑦⑧⑨⑩ "
)


def gb2312_level1() -> str:
    """Level-1 hanzi of GB2312: rows 0xB0-0xD7, cells 0xA1-0xFE (0xD7FA-0xD7FE are unassigned)."""
    chars = []
    for hi in range(0xB0, 0xD8):
        for lo in range(0xA1, 0xFF):
            if hi == 0xD7 and lo > 0xF9:
                break
            chars.append(bytes((hi, lo)).decode("gb2312"))
    return "".join(chars)


def game_characters() -> str:
    """Every character in the game's player-visible strings (both languages)."""
    sys.path.insert(0, str(ROOT))
    from game.texts import i18n

    return "".join(sorted(set(i18n.all_text())))


def sc_face_index(path: Path) -> int:
    coll = TTCollection(str(path), lazy=True)
    for i, font in enumerate(coll.fonts):
        if font["name"].getDebugName(1) == SC_FACE or font["name"].getDebugName(16) == SC_FACE:
            return i
    raise SystemExit(f"no {SC_FACE} face in {path}")


def build(weight: str, out_name: str, text: str) -> Path:
    source = SOURCE_DIR / f"NotoSansCJK-{weight}.ttc"
    out = OUT_DIR / out_name
    options = subset.Options()
    options.font_number = sc_face_index(source)
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False  # pygame's FreeType renders CFF well unhinted; saves space
    options.desubroutinize = False
    font = subset.load_font(str(source), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(out), options)
    return out


def main() -> None:
    ascii_chars = "".join(chr(c) for c in range(0x20, 0x7F))
    text = "".join(sorted(set(gb2312_level1() + ascii_chars + EXTRA + game_characters())))
    for weight, name in WEIGHTS.items():
        out = build(weight, name, text)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.2f} MB, {len(text)} characters")


if __name__ == "__main__":
    main()
