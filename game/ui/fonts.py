"""The bundled Noto Sans CJK SC subset fonts, loaded through ``importlib.resources``.

Noto Sans CJK draws no Latin Extended-A letter (Ł ř Ş Ž …): a second, small subset of Noto
Sans holds those, and a line with any of them is drawn in runs, each in the font that has its
letters, on one baseline. So a name typed as Łukasz or Dvořák is shown as typed.

Why: the game must find its fonts whether it runs from a checkout, a wheel or a frozen
build, and never by a path relative to the working directory. Fonts are cached per
(pixel size, weight) because pygame fonts are expensive to open.

Sizes the design uses at 720p (multiply by the canvas scale for output pixels):
BODY 16, LABEL 20, HEADING 28, BANNER 44.
"""

from __future__ import annotations

import io
import time
from collections.abc import Iterable
from functools import lru_cache
from importlib.resources import files

import pygame
import pygame.freetype

BODY = 16
LABEL = 20
HEADING = 28
BANNER = 44

REGULAR_FILE = "NotoSansCJKsc-Regular-subset.otf"
BOLD_FILE = "NotoSansCJKsc-Bold-subset.otf"
LATIN_FILES = {False: "NotoSans-Regular-latin-subset.ttf", True: "NotoSans-Bold-latin-subset.ttf"}
SUITS = "♠♥♦♣"


# The logical sizes the table draws with: loaded ahead (each new size costs a few ms to open).
TABLE_SIZES = (12, 13, 14, 15, 16, 17, 20, 28, 32)
# ... and with the sizes of every screen, opened ahead by the app at each new scale.
SIZES = tuple(sorted({*TABLE_SIZES, BODY, LABEL, HEADING, BANNER}))
_ahead: list[tuple[int, bool]] = []


@lru_cache(maxsize=2)
def font_bytes(bold: bool = False) -> bytes:
    """The font file's bytes (read once; each pygame Font gets its own stream)."""
    name = BOLD_FILE if bold else REGULAR_FILE
    return files("assets").joinpath("fonts", name).read_bytes()


@lru_cache(maxsize=2)
def latin_bytes(bold: bool = False) -> bytes:
    """The Latin fallback font's bytes (the letters the CJK font lacks)."""
    return files("assets").joinpath("fonts", LATIN_FILES[bold]).read_bytes()


@lru_cache(maxsize=64)
def latin_font(px: int, bold: bool = False) -> pygame.font.Font:
    """The fallback font at ``px`` output pixels."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(io.BytesIO(latin_bytes(bold)), max(4, int(px)))


@lru_cache(maxsize=128)
def font(px: int, bold: bool = False) -> pygame.font.Font:
    """A font ``px`` output pixels tall (not logical pixels: multiply by the scale first)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(io.BytesIO(font_bytes(bold)), max(4, int(px)))


def prepare(sizes: Iterable[int]) -> None:
    """Open fonts of these output pixel sizes (both weights) ahead, a few a frame (:func:`open_some`)."""
    _ahead[:] = [(px, bold) for px in sorted(set(sizes), reverse=True) for bold in (True, False)]


def open_some(budget_s: float) -> None:
    """Open prepared fonts until ``budget_s`` has passed: the app calls it in each frame's spare time,
    so the first frame of a screen (the table's above all) does not open a dozen at once."""
    start = time.perf_counter()
    while _ahead and time.perf_counter() - start < budget_s:
        font(*_ahead.pop())


MAX_DRAWN = 400  # characters in one rendered line: far more than a 16:9 screen holds


@lru_cache(maxsize=4096)  # the same strings are measured and drawn every frame
def drawable(text: str) -> str:
    """``text`` as the renderer can take it, whatever a player typed or a file held.

    SDL_ttf refuses NUL and lone surrogates and draws control characters and glyphs the
    bundled font lacks as empty boxes, so control characters are dropped, surrogates and
    missing glyphs shown as "?", other spaces as a space, and a line is cut at MAX_DRAWN
    characters.
    """
    if (
        len(text) <= MAX_DRAWN
        and text.isprintable()
        and (text.isascii() or not missing_glyphs(text))
    ):
        return text
    kept = []
    for ch in text[: MAX_DRAWN * 2]:
        if ch.isprintable():
            kept.append(ch if has_glyph(ch) else "?")
        elif ch.isspace():
            kept.append(" ")
        elif "\ud800" <= ch <= "\udfff":
            kept.append("?")
    return "".join(kept)[:MAX_DRAWN]


def runs(text: str, bold: bool = False) -> list[tuple[str, bool]]:
    """``text`` cut where the font changes: (part, drawn by the Latin fallback)."""
    out: list[tuple[str, bool]] = []
    for ch in text:
        fallback = not ch.isspace() and not _in_main(ch, bold)
        if out and out[-1][1] == fallback:
            out[-1] = (out[-1][0] + ch, fallback)
        else:
            out.append((ch, fallback))
    return out


def render(text: str, px: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """``text`` drawn in the bundled font; never raises on any string (see :func:`drawable`)."""
    face = font(px, bold)
    text = drawable(text)
    parts = runs(text, bold) if not text.isascii() else [(text, False)]
    try:
        if len(parts) <= 1 and not (parts and parts[0][1]):
            return face.render(text, True, colour)
        pieces = [((latin_font(px, bold) if fallback else face), part) for part, fallback in parts]
        drawn = [(f.render(part, True, colour), f.get_ascent()) for f, part in pieces]
    except pygame.error:  # "Text has zero width": only zero-width characters were left
        return face.render("", True, colour)
    height = face.get_height()
    surface = pygame.Surface((sum(s.get_width() for s, _ in drawn), height), pygame.SRCALPHA)
    x = 0
    for piece, ascent in drawn:  # one baseline: the main font's
        surface.blit(piece, (x, face.get_ascent() - ascent))
        x += piece.get_width()
    return surface


def size(text: str, px: int, bold: bool = False) -> tuple[int, int]:
    """The output-pixel size :func:`render` gives ``text``."""
    face = font(px, bold)
    text = drawable(text)
    try:
        if text.isascii():
            return face.size(text)
        width = sum(
            (latin_font(px, bold) if fallback else face).size(part)[0]
            for part, fallback in runs(text, bold)
        )
        return (width, face.size(text)[1] if text else face.size("")[1])
    except pygame.error:
        return face.size("")


@lru_cache(maxsize=4096)
def has_glyph(ch: str, bold: bool = False) -> bool:
    """Whether the bundled fonts draw ``ch`` (False means tofu or a blank box)."""
    if ch.isspace():
        return True
    return _in_main(ch, bold) or _freetype(bold, latin=True).get_metrics(ch)[0] is not None


@lru_cache(maxsize=4096)
def _in_main(ch: str, bold: bool) -> bool:
    return _freetype(bold).get_metrics(ch)[0] is not None


@lru_cache(maxsize=4)
def _freetype(bold: bool, latin: bool = False) -> pygame.freetype.Font:
    """pygame.freetype reports missing glyphs as None (pygame.font would draw .notdef)."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    data = latin_bytes(bold) if latin else font_bytes(bold)
    return pygame.freetype.Font(io.BytesIO(data), 32)


def missing_glyphs(text: str, bold: bool = False) -> set[str]:
    """Characters of ``text`` the bundled font cannot draw."""
    return {ch for ch in set(text) if not has_glyph(ch, bold)}


def reset() -> None:
    """Forget opened fonts: they die with ``pygame.quit`` (an App after one calls this)."""
    font.cache_clear()
    latin_font.cache_clear()
    _freetype.cache_clear()
    has_glyph.cache_clear()
    _in_main.cache_clear()
    drawable.cache_clear()
