"""The drawing target: a window area in output pixels plus the logical→output scale.

Why: the game is laid out on a logical 1280×720 canvas, but text and cards are rendered
at the real output size (1080p, 4K) so they stay crisp instead of upscaling a 720p
bitmap. All drawing code works in logical coordinates and asks the canvas to convert.

A window much taller than 16:9 (a half-screen snap, a phone-shaped window, a monitor on
its side) would show that canvas small in a letterbox. There the canvas stands upright
instead (:func:`fit`): at least :data:`PORTRAIT_W` × :data:`PORTRAIT_H` logical px, and as
large as the window's shape makes it, for the screens that have an upright layout
(``Scene.upright``); the others keep the 16:9 frame. Either way the felt fills the window
(``Canvas.backdrop``), never black bars.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.texts.words import LONGEST, whole_words
from game.ui import fonts

LOGICAL_W = 1280
LOGICAL_H = 720
LOGICAL_SIZE = (LOGICAL_W, LOGICAL_H)
# The upright canvas: never narrower nor shorter than this (logical px); the window's shape
# gives the rest (700×900 → 800×1029, 960×1040 → 831×900, 1080×1920 → 800×1422).
PORTRAIT_W, PORTRAIT_H = 800, 900
PORTRAIT_BELOW = 1.25  # a window narrower than 5:4 (width / height) stands upright
SMALL_SCALE = 0.8  # under this 16:9 scale a small window stands upright if that is larger
MIN_TEXT_PX = 14  # no text is drawn smaller, however small the window: below it, it is not read

Colour = tuple[int, int, int] | tuple[int, int, int, int]
RectLike = pygame.Rect | pygame.FRect | tuple[float, float, float, float]


def letterbox(window: tuple[int, int]) -> tuple[float, pygame.Rect]:
    """The scale and the centred 16:9 viewport (window pixels) for a window size."""
    w, h = max(1, window[0]), max(1, window[1])
    scale = min(w / LOGICAL_W, h / LOGICAL_H)
    vw, vh = round(LOGICAL_W * scale), round(LOGICAL_H * scale)
    return scale, pygame.Rect((w - vw) // 2, (h - vh) // 2, vw, vh)


@dataclass(frozen=True)
class Frame:
    """Where a canvas lies in the window: its scale, its viewport (window pixels) and its
    logical size."""

    scale: float
    viewport: pygame.Rect
    size: tuple[float, float]

    @property
    def upright(self) -> bool:
        return self.size[0] < LOGICAL_W


def fit(window: tuple[int, int]) -> Frame:
    """The canvas for a window: the 16:9 letterbox for a window 5:4 or wider (1280×720
    logical, pixel for pixel as it always was), else an upright canvas filling the window;
    a small window (16:9 at under :data:`SMALL_SCALE`) takes whichever draws it larger."""
    w, h = max(1, window[0]), max(1, window[1])
    scale, viewport = letterbox((w, h))
    upright = min(w / PORTRAIT_W, h / PORTRAIT_H)
    if w / h >= PORTRAIT_BELOW and not (scale < SMALL_SCALE and upright > scale):
        return Frame(scale, viewport, LOGICAL_SIZE)
    return Frame(upright, pygame.Rect(0, 0, w, h), (w / upright, h / upright))


def to_logical(
    pos: tuple[float, float], scale: float, viewport: pygame.Rect
) -> tuple[float, float]:
    """Map a window pixel position back to logical coordinates."""
    return ((pos[0] - viewport.x) / scale, (pos[1] - viewport.y) / scale)


class TextCache:
    """Rendered text surfaces, least recently used dropped first (text is costly to render)."""

    def __init__(self, capacity: int = 512) -> None:
        self._items: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self.capacity = capacity

    def clear(self) -> None:
        self._items.clear()

    def get(self, text: str, px: int, colour: Colour, bold: bool) -> pygame.Surface:
        key = (text, px, tuple(colour), bold)
        surf = self._items.get(key)
        if surf is None:
            surf = fonts.render(text, px, colour, bold)
            self._items[key] = surf
            if len(self._items) > self.capacity:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(key)
        return surf


TEXT_CACHE = TextCache()


@dataclass
class Canvas:
    """A surface in output pixels and the scale from logical to output pixels.

    ``drawn`` records the logical rectangles of text and widgets drawn this frame when
    ``record`` is on, so layout tests can check for overlaps and clipping. ``size`` is the
    canvas's logical size (1280×720, or upright: see :func:`fit`); ``backdrop`` the whole
    window, where the felt and an overlay's shade go, bars included.
    """

    surface: pygame.Surface
    scale: float = 1.0
    record: bool = False
    drawn: list[tuple[str, pygame.FRect]] = field(default_factory=list)
    size: tuple[float, float] = LOGICAL_SIZE
    backdrop: pygame.Surface | None = None

    @property
    def w(self) -> float:
        return self.size[0]

    @property
    def h(self) -> float:
        return self.size[1]

    @property
    def upright(self) -> bool:
        """An upright canvas (a tall window): the screens lay out in a column."""
        return self.size[0] < LOGICAL_W

    def area(self) -> pygame.FRect:
        """The whole canvas, logical."""
        return pygame.FRect(0, 0, self.size[0], self.size[1])

    def whole(self) -> pygame.Surface:
        """The whole window's surface (the canvas's own outside a letterbox)."""
        return self.backdrop if self.backdrop is not None else self.surface

    def cover(self, picture: pygame.Surface) -> None:
        """Blit a picture the window's size over the whole window (the felt)."""
        self.whole().blit(picture, (0, 0))

    def shade(self, colour: Colour) -> None:
        """A translucent colour over the whole window: the dimming under an overlay."""
        target = self.whole()
        layer = pygame.Surface(target.get_size(), pygame.SRCALPHA)
        layer.fill(colour)
        target.blit(layer, (0, 0))

    # -- geometry -------------------------------------------------------------
    def px(self, v: float) -> int:
        """A logical length in output pixels."""
        return round(v * self.scale)

    def pt(self, x: float, y: float) -> tuple[int, int]:
        """A logical point in output pixels."""
        return (round(x * self.scale), round(y * self.scale))

    def rect(self, r: RectLike) -> pygame.Rect:
        """A logical rectangle in output pixels (edges rounded, so neighbours still meet)."""
        x, y, w, h = r[0], r[1], r[2], r[3]
        left, top = round(x * self.scale), round(y * self.scale)
        right, bottom = round((x + w) * self.scale), round((y + h) * self.scale)
        return pygame.Rect(left, top, right - left, bottom - top)

    def font_px(self, size: float) -> int:
        """The output pixel size for a logical font size (never under :data:`MIN_TEXT_PX`)."""
        return text_px(size, self.scale)

    # -- text -----------------------------------------------------------------
    def measure(self, text: str, size: float, bold: bool = False) -> tuple[float, float]:
        """The logical size ``text`` will occupy at this scale (measured, not guessed)."""
        return measure(text, size, bold, self.scale)

    def text(
        self,
        text: str,
        size: float,
        colour: Colour,
        pos: tuple[float, float],
        *,
        bold: bool = False,
        anchor: str = "topleft",
        tag: str = "text",
        width: float | None = None,
    ) -> pygame.FRect:
        """Draw ``text`` anchored at a logical point; returns its logical rectangle. With
        ``width`` it is fitted to it (:func:`fit_text`: smaller, then cut with "…")."""
        if width is not None:
            text, size = fit_text(text, size, bold, self.scale, width)
        surf = TEXT_CACHE.get(text, self.font_px(size), colour, bold)
        out = surf.get_rect()
        setattr(out, anchor, self.pt(*pos))
        self.surface.blit(surf, out)
        logical = pygame.FRect(
            out.x / self.scale, out.y / self.scale, out.w / self.scale, out.h / self.scale
        )
        self.note(tag, logical)
        return logical

    def note(self, tag: str, r: pygame.FRect | pygame.Rect) -> None:
        """Record a drawn logical rectangle for layout tests (no-op unless recording)."""
        if self.record and tag:
            self.drawn.append((tag, pygame.FRect(r)))

    # -- shapes ---------------------------------------------------------------
    def fill_rect(self, r: RectLike, colour: Colour, radius: float = 0) -> None:
        pygame.draw.rect(self.surface, colour, self.rect(r), border_radius=self.px(radius))

    def fill_alpha(self, r: RectLike, colour: Colour, radius: float = 0) -> None:
        """A translucent rectangle (pygame.draw ignores alpha on an opaque target)."""
        pr = self.rect(r)
        if pr.w <= 0 or pr.h <= 0:
            return
        layer = pygame.Surface(pr.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=self.px(radius))
        self.surface.blit(layer, pr)

    def outline(self, r: RectLike, colour: Colour, width: float = 1, radius: float = 0) -> None:
        pygame.draw.rect(
            self.surface,
            colour,
            self.rect(r),
            max(1, self.px(width)),
            border_radius=self.px(radius),
        )


def text_px(size: float, scale: float) -> int:
    """The output pixels of a logical font size: scaled, but never under :data:`MIN_TEXT_PX`
    (a small window keeps its text legible; layouts measure the text, so they make room)."""
    return max(MIN_TEXT_PX, round(size * scale))


def measure(text: str, size: float, bold: bool, scale: float) -> tuple[float, float]:
    """The logical size of ``text`` rendered at ``size`` logical px on a canvas of ``scale``."""
    px = text_px(size, scale)
    w, h = fonts.size(text, px, bold)
    return (w / scale, h / scale)


def wrap(text: str, size: float, bold: bool, scale: float, width: float) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` logical px.

    English breaks at spaces; Chinese between two characters, but never inside a word of
    the game (:func:`game.texts.words.whole_words`: "垫牌规则", not "垫牌规/则"), never
    before closing punctuation or a "·" (so a line never starts with "，", "。" or "·") and
    never after opening punctuation (no line ends with "（" or "“").
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_wrap_one(paragraph, size, bold, scale, width))
    return lines


_NO_LINE_START = set("，。、；：？！）》」』】”’…·%,.;:?!)")
_NO_LINE_END = set("（《「『【“‘([")


def _cjk(ch: str) -> bool:
    return ord(ch) >= 0x2E80 and ch not in "×−–—→←↑↓"


def _tokens(text: str) -> Iterable[str]:
    """Words (with their trailing space) for Latin text; for CJK single characters, or a
    word of the game's kept whole."""
    words = whole_words()
    word = ""
    i = 0
    while i < len(text):
        ch = text[i]
        if _cjk(ch):
            if word:
                yield word
                word = ""
            for n in range(min(LONGEST, len(text) - i), 1, -1):
                if text[i : i + n] in words:
                    yield text[i : i + n]
                    i += n
                    break
            else:
                yield ch
                i += 1
            continue
        if ch == " ":
            yield word + " "
            word = ""
        else:
            word += ch
        i += 1
    if word:
        yield word


def _opens(token: str) -> bool:
    bare = token.rstrip()
    return bool(bare) and bare[-1] in _NO_LINE_END


def _wrap_one(text: str, size: float, bold: bool, scale: float, width: float) -> list[str]:
    lines: list[str] = []
    toks: list[str] = []
    for token in _tokens(text):
        trial = "".join(toks) + token
        if not toks or measure(trial.rstrip(), size, bold, scale)[0] <= width:
            toks.append(token)
            continue
        # Break before ``token``; what may not end this line or start the next moves down
        # with it: the word before closing punctuation (as "0" in "为 0。"), then any
        # opening punctuation left at the line's end.
        carry = 0
        if token[0] in _NO_LINE_START:
            carry = 1
            while carry < len(toks) and toks[-carry][0] in _NO_LINE_START:
                carry += 1  # ")" before "：": both go down, with the word before them
        while carry < len(toks) and _opens(toks[-carry - 1]):
            carry += 1
        if carry >= len(toks):
            toks.append(token)  # nothing else on the line to move down: the mark hangs past it
            continue
        head, tail = toks[: len(toks) - carry], toks[len(toks) - carry :]
        lines.append("".join(head).rstrip())
        if tail:
            toks = [*tail, token]
        else:
            toks = [token.lstrip()] if token.strip() else []
    line = "".join(toks)
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return lines


def fit_size(
    text: str, size: float, bold: bool, scale: float, width: float, minimum: float = 10
) -> float:
    """The largest font size ≤ ``size`` at which ``text`` fits ``width`` (never clips)."""
    while size > minimum and measure(text, size, bold, scale)[0] > width:
        size -= 1
    return size


def fit_text(
    text: str, size: float, bold: bool, scale: float, width: float, *, tail: bool = False
) -> tuple[str, float]:
    """``text`` and a size at which it fits ``width``: smaller first, down to the smallest text
    drawn (:data:`MIN_TEXT_PX`), then cut with "…" — a long name never runs into its neighbour.
    The one helper for every name drawn in a box. ``tail`` keeps the end instead ("…adeus"):
    a field being typed in shows where the typing goes."""
    size = fit_size(text, size, bold, scale, width)
    if measure(text, size, bold, scale)[0] <= width:
        return text, size
    if tail:
        while len(text) > 1 and measure("…" + text.lstrip(), size, bold, scale)[0] > width:
            text = text[1:]
        return "…" + text.lstrip(), size
    while len(text) > 1 and measure(text.rstrip() + "…", size, bold, scale)[0] > width:
        text = text[:-1]
    return text.rstrip() + "…", size


@lru_cache(maxsize=256)
def _panel(size: tuple[int, int], colour: tuple[int, ...], radius: int) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    try:
        return surf.convert_alpha()
    except pygame.error:
        return surf


def panel(canvas: Canvas, r: pygame.FRect, colour: tuple[int, ...], radius: float = 8) -> None:
    """A translucent rounded rectangle, pre-rendered once per size (cheap per frame)."""
    pr = canvas.rect(r)
    if pr.w > 0 and pr.h > 0:
        canvas.surface.blit(_panel(pr.size, tuple(colour), canvas.px(radius)), pr)
