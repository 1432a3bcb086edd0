"""Regenerate the bundled subset fonts in assets/fonts/ (developer tool; needs fontTools).

Why: the full Noto Sans CJK collection is ~20 MB per weight; the game needs the Simplified
Chinese face with what people type as their names and the characters of its own strings:
every hanzi of GB 2312 (levels 1 and 2, 6,763) and the common given-name characters outside
it (NAME_HANZI: 梓 and 萱 are in GB 2312, 玥 珺 祎 喆 are not), Latin-1 and Latin Extended-A
(José, Zoë, Łukasz, Dvořák), full-width forms and CJK punctuation, the card suits, and
whatever our own strings use. Run after changing game strings (a test fails until then):

    pip install fonttools      # a build tool only: the game never imports it
    python build/subset_fonts.py

The source is Debian's fonts-noto-cjk (``apt-get install fonts-noto-cjk``), see
assets/LICENSES.md.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")
LATIN_SOURCE_DIR = Path("/usr/share/fonts/truetype/noto")  # Debian's fonts-noto-core
LATIN_WEIGHTS = {
    "Regular": "NotoSans-Regular-latin-subset.ttf",
    "Bold": "NotoSans-Bold-latin-subset.ttf",
}
# The Latin fallback (game/ui/fonts.py draws with it what the CJK face lacks: it has no
# Latin Extended-A): Latin Extended-A and B, the combining marks, Latin Extended Additional
# (Vietnamese: Nguyễn).
LATIN_FALLBACK = "".join(
    chr(c) for r in ((0x100, 0x250), (0x300, 0x370), (0x1E00, 0x1F00)) for c in range(*r)
)
OUT_DIR = ROOT / "assets" / "fonts"
WEIGHTS = {"Regular": "NotoSansCJKsc-Regular-subset.otf", "Bold": "NotoSansCJKsc-Bold-subset.otf"}
SC_FACE = "Noto Sans CJK SC"

# Common CJK and general punctuation, arrows and signs a card game shows.
EXTRA = (
    "，。、；：？！“”‘’（）《》〈〉【】「」『』—…·～－＋×÷＝％￥"
    "♠♥♦♣♤♡♢♧←→↑↓±−–•※○●★☆✓✔✕✗ⅠⅡⅢⅣ①②③④⑤⑥⑦⑧⑨⑩ "
)


# Given-name characters in common use that GB 2312 lacks (all in the 通用规范汉字表 of 2013):
# a person's name is typed on the new-game form and must never lose a character.
NAME_HANZI = (
    "玥珺琰祎喆旻晞珈妤彧琨煜烨晟昕翊钰堃垚淼焱赟珩瑾璟瑄琇棽浠骞骐炜玮婕嫣姝娅曦暄玙"
    "珏珂珅珣珞琮琤瑭瑷璨璞璠宸甯淏溆滢潆澍濠灏炅炘焜熠燊燚犇珉玟玳玺祺笙筠箐纾绮缇"
    "翀翎聿芃芮芷苒茗蓁蕴藜诩谌谞跞迦邈郗铎铖锘锟镕阗靓韬颉飏骁鹍昶晗晔杲栩桉樾歆沁"
    "泱洵浚湉滟漪潼澈濯琪睿昊萱怡婷梓鑫涵"
)
LATIN = "".join(chr(c) for c in range(0xA0, 0x180))  # Latin-1 Supplement, Latin Extended-A
FULL_WIDTH = "".join(chr(c) for c in range(0xFF01, 0xFF5F))  # ！ to ～, full-width ASCII
CJK_PUNCTUATION = "".join(chr(c) for c in range(0x3000, 0x3020))  # 、。〈〉《》「」『』【】…


def gb2312_hanzi() -> str:
    """Every hanzi of GB 2312: level 1 (rows 0xB0-0xD7) and level 2 (rows 0xD8-0xF7), cells
    0xA1-0xFE; 0xD7FA-0xD7FE are unassigned."""
    chars = []
    for hi in range(0xB0, 0xF8):
        for lo in range(0xA1, 0xFF):
            if hi == 0xD7 and lo > 0xF9:
                continue
            chars.append(bytes((hi, lo)).decode("gb2312"))
    return "".join(chars)


def wanted() -> str:
    """Every character the subset holds."""
    ascii_chars = "".join(chr(c) for c in range(0x20, 0x7F))
    chosen = gb2312_hanzi() + NAME_HANZI + LATIN + FULL_WIDTH + CJK_PUNCTUATION
    return "".join(sorted(set(chosen + ascii_chars + EXTRA + game_characters())))


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


def build_latin(weight: str, out_name: str) -> Path:
    out = OUT_DIR / out_name
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    font = subset.load_font(str(LATIN_SOURCE_DIR / f"NotoSans-{weight}.ttf"), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=LATIN_FALLBACK)
    subsetter.subset(font)
    subset.save_font(font, str(out), options)
    return out


def main() -> None:
    text = wanted()
    for weight, name in WEIGHTS.items():
        out = build(weight, name, text)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.2f} MB, {len(text)} characters")
    for weight, name in LATIN_WEIGHTS.items():
        out = build_latin(weight, name)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
