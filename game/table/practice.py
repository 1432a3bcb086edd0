"""Practice tools at the table: undo, every hand face up, the card counter (记牌器), and the
exposure advisor's estimates beside the cards one may expose.

Why a module of its own: the table scene stays the same for real games; a practice game
adds a :class:`PracticeTools` object that owns its buttons, keys (U, A, T) and drawing,
reached through a few one-line hooks in :mod:`game.table.scene` and :mod:`game.table.draw`.
Nothing here decides a rule: undo is the controller's (the engine replays the hand), the
counter reads the viewer's seat view (:mod:`engine.gongzhu.counting`), the advisor runs off the
frame loop in the computer players' worker (:mod:`engine.gongzhu.advisor`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.gongzhu.cards import card_code
from engine.gongzhu.counting import counting_aid
from engine.gongzhu.hand import EXPOSURE
from game.art import cards_art
from game.art.small_cards import index_tile
from game.table import layout as L
from game.table.pieces import hand_list
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, wrap
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.table.scene import TableScene

KEYS = {pygame.K_u: "undo", pygame.K_a: "all", pygame.K_t: "count"}
BUTTON_TOP, BUTTON_GAP = 470.0, 6.0  # the right column, above "play pair" (612)
COUNTER_BOX = pygame.FRect(L.MARGIN, 60, 296, 92)  # under the menu button, left of North's plate
CAPTION_BOX = pygame.FRect(L.MARGIN, 538, L.PLATE_W, 68)  # between South's plate and "hint"
TILE_H, TILE_GAP = 22.0, 3.0  # a shown hand's card: a chip with its rank and suit
SHOWN_AREA = {  # where a seat's hand is shown face up: over its backs, a little wider
    "top": pygame.FRect(504, 8, 530, 72),  # from North's plate to the score panel
    "left": pygame.FRect(L.MARGIN, 222, 76, 244),
    "right": pygame.FRect(L.W - L.MARGIN - 76, 222, 76, 244),
}
GAIN, LOSS = (120, 220, 140), (255, 130, 115)
SUIT_TEXT = "♠♥♦♣"
SUPERSCRIPT = 0.7  # the raised 2 beside a card both of whose copies are out, to its text's size


def signed_points(value: float) -> str:
    """``+12``, ``−30`` or ``±0``: an estimate in whole points, with a real minus sign."""
    n = round(value)
    return "±0" if n == 0 else f"+{n}" if n > 0 else f"−{-n}"


def practice_tools(scene: TableScene) -> PracticeTools | None:
    """The tools for a practice game's table (None for a real game)."""
    return PracticeTools(scene) if getattr(scene.controller, "practice", False) else None


class PracticeTools:
    """State, buttons and drawing of the practice tools of one table scene."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.show_all = False
        self.counter = False
        self.advice: dict[int, Any] = {}
        self.advice_key: tuple[int, frozenset[int]] | None = None
        self.advice_future: Any = None
        self.buttons = {
            "undo": Button(lambda: tr("practice.undo") + "  U", self.undo, size=fonts.BODY),
            "all": Button(
                lambda: tr("practice.show_all") + "  A", self.toggle_all, size=fonts.BODY
            ),
            "count": Button(
                lambda: tr("practice.counter") + "  T", self.toggle_counter, size=fonts.BODY
            ),
        }
        for name, btn in self.buttons.items():
            scene.buttons[f"practice.{name}"] = btn  # the scene handles and draws them

    # ------------------------------------------------------------ actions

    def undo(self) -> None:
        """Take back the viewer's last play (and the computer plays after it)."""
        scene = self.scene
        if not scene.controller.undo(scene.me):
            scene.refuse(tr("practice.nothing_to_undo"))
            return
        animate, scene.animate_deal = scene.animate_deal, False
        scene._start_hand()  # shows the rewound hand as it stands, no deal animation
        scene.animate_deal = animate
        scene.forced.hold()  # the card taken back waits for the player, forced or not
        scene._legal_cache = (-1, [])
        scene._score_cache = (-1, [0, 0, 0, 0])
        scene.hover = scene.cursor = None
        scene.ctx.toast(tr("practice.undone"), 1.5)

    def toggle_all(self) -> None:
        self.show_all = not self.show_all

    def toggle_counter(self) -> None:
        self.counter = not self.counter

    def press(self, event: pygame.event.Event) -> bool:
        """A mouse press on one of the practice buttons (its release, as any button, acts)."""
        return any(b.visible and b.enabled and b.handle(event) for b in self.buttons.values())

    def key(self, key: int) -> bool:
        name = KEYS.get(key)
        if name is None:
            return False
        {"undo": self.undo, "all": self.toggle_all, "count": self.toggle_counter}[name]()
        return True

    # ------------------------------------------------------------ frame

    def layout(self, canvas: Canvas) -> None:
        width = max(
            max(b.measure(canvas.scale)[0] for b in self.buttons.values()),
            L.HAND_LEFT - 2 * L.MARGIN,
        )
        y = BUTTON_TOP
        for btn in self.buttons.values():
            btn.rect = pygame.FRect(L.W - L.MARGIN - width, y, width, 36)
            y += 36 + BUTTON_GAP

    def sync(self) -> None:
        """Button states for this frame (called from the scene's own button sync)."""
        scene = self.scene
        b = self.buttons
        b["undo"].enabled = scene.controller.undo_point(scene.me) is not None and not scene.dealing
        b["all"].primary = self.show_all
        b["count"].primary = self.counter

    def update(self, dt: float) -> None:
        """Ask the advisor when the viewer's exposure choices change; collect its answer."""
        scene = self.scene
        ctl = scene.controller
        if ctl.phase != EXPOSURE or scene.dealing or not scene.acting():
            return
        options = frozenset(scene.exposable())
        key = (ctl.match.hand_index, options)
        future = self.advice_future
        if future is not None and future.done():
            self.advice_future = None
            try:
                answer = dict(future.result())
            except Exception:  # noqa: BLE001 — no estimate is better than a stopped game
                answer = {}
            self.advice = answer if self.advice_key == key else {}
        if options and key != self.advice_key and self.advice_future is None:
            # the choices changed (an exposure was made): ask again; an answer about
            # the old choices is dropped when it arrives
            self.advice_key = key
            self.advice = {}
            self.advice_future = ctl.advise_exposures(scene.me)

    # ------------------------------------------------------------ drawing

    def hides_backs(self) -> bool:
        return self.show_all

    def draw(self, canvas: Canvas) -> None:
        scene = self.scene
        menu = scene.buttons["menu"].rect
        text = tr("practice.tag")
        w, h = canvas.measure(text, 14, True)
        tag = pygame.FRect(menu.right + 12, menu.centery - (h + 8) / 2, w + 20, h + 8)
        canvas.fill_alpha(tag, (*theme.GOLD, 60), tag.h / 2)
        canvas.text(
            text, 14, theme.GOLD, tag.center, bold=True, anchor="center", tag="practice.tag"
        )
        canvas.note("practice.tag", tag)
        if self.show_all and not scene.dealing:
            for seat in range(4):
                if seat != scene.me:
                    self._draw_hand(canvas, seat)
        if self.counter:
            self._draw_counter(canvas)
        self._draw_advice(canvas)

    def _draw_hand(self, canvas: Canvas, seat: int) -> None:
        """One other seat's hand face up: a chip per card, rank and suit large, in rows where
        its backs lie (a little wider: the backs are not drawn meanwhile)."""
        scene = self.scene
        st = scene.shown
        cards = hand_list((st.hand1[seat], st.hand2[seat]))
        if not cards:
            return
        area = SHOWN_AREA[L.relative(seat, scene.me)]
        four = scene.ctx.settings.four_colour
        tile_px = canvas.px(TILE_H)
        tiles = [index_tile(card_code(c), tile_px, four) for c in cards]
        tile_w = max(w for _s, w in tiles) / canvas.scale  # one column width: "10" is widest
        per_row = max(1, int((area.w + TILE_GAP) // (tile_w + TILE_GAP)))
        rows = (len(cards) + per_row - 1) // per_row
        step_y = min(TILE_H + TILE_GAP, (area.h - TILE_H) / max(1, rows - 1))
        used_w = min(len(cards), per_row) * (tile_w + TILE_GAP) - TILE_GAP
        x0 = area.centerx - used_w / 2
        y0 = area.centery - (TILE_H + step_y * (rows - 1)) / 2
        backing = pygame.FRect(x0 - 4, y0 - 4, used_w + 8, TILE_H + step_y * (rows - 1) + 8)
        canvas.fill_alpha(backing, (0, 0, 0, 90), 6)
        for i, (surf, w) in enumerate(tiles):
            x = x0 + (i % per_row) * (tile_w + TILE_GAP) + (tile_w - w / canvas.scale) / 2
            y = y0 + (i // per_row) * step_y
            canvas.surface.blit(surf, canvas.pt(x, y))
        canvas.note("practice.hand", backing)

    def _draw_counter(self, canvas: Canvas) -> None:
        """记牌器: scoring cards the other players still hold, and the voids they have shown."""
        scene = self.scene
        aid = counting_aid(scene._view)
        box = COUNTER_BOX
        canvas.fill_alpha(box, (6, 24, 16, 225), 10)
        canvas.outline(box, theme.GOLD, 1, 10)
        width = box.w - 20
        x, y = box.x + 10, box.y + 6

        def line(text: str, size: float, colour: tuple[int, int, int], bold: bool = False) -> None:
            nonlocal y
            fitted = fit_size(text, size, bold, canvas.scale, width)
            canvas.text(text, fitted, colour, (x, y), bold=bold, tag="practice.counter")
            y += 20

        title = tr("practice.counter_title")
        if scene.shown.rules.decks == 2:  # the legend of the small raised 2, beside the title
            title = _legend(canvas, title, (box.right - 10, y + 2), width)
        line(title, 15, theme.GOLD, bold=True)
        width = box.w - 20
        if aid.hearts:
            _token_line(canvas, "♥", [(_rank(c), n) for c, n in aid.hearts], (x, y), width)
            y += 20
        else:
            line(tr("practice.no_hearts_out"), 14, theme.TEXT)
        if aid.specials:
            _token_line(
                canvas,
                "",
                [(cards_art.label(card_code(c)), n) for c, n in aid.specials],
                (x, y),
                width,
            )
            y += 20
        else:
            line(tr("practice.no_specials_out"), 14, theme.TEXT)
        voids = " · ".join(
            f"{scene.seat_name(s)} {''.join(SUIT_TEXT[u] for u in suits)}"
            for s, suits in aid.voids
            if suits
        )
        line(tr("practice.voids", voids=voids or tr("practice.no_voids")), 14, theme.TEXT_DIM)
        canvas.note("practice.counter", box)

    def _draw_advice(self, canvas: Canvas) -> None:
        """The advisor's estimate over each card the viewer may expose, and what the numbers mean."""
        scene = self.scene
        if scene.controller.phase != EXPOSURE or scene.dealing or not scene.acting():
            return
        options = scene.exposable()
        if not options:
            return
        hand, rects, _raised = scene.hand_rects()
        step = L.hand_step(len(hand))
        seen: set[int] = set()
        for i, card in enumerate(hand):
            if card not in options or card in seen:
                continue
            seen.add(card)
            # above the card, between South's rows (bottom 528) and a raised card (top 552)
            r = rects[i]
            visible = r.w if i == len(hand) - 1 else min(r.w, step)
            estimate = self.advice.get(card)
            text = "…" if estimate is None else signed_points(estimate.gain)
            colour = theme.TEXT if estimate is None else GAIN if round(estimate.gain) >= 0 else LOSS
            w, h = canvas.measure(text, 14, True)  # at least 14 px: taller in a small window
            pill = pygame.FRect(0, 0, max(w + 12, 30), max(L.RAISE - 4, h + 2))
            pill.midbottom = (r.x + visible / 2, r.y - L.RAISE - 1)
            canvas.fill_alpha(pill, (0, 0, 0, 215), pill.h / 2)
            canvas.text(
                text,
                fit_size(text, 14, True, canvas.scale, pill.w - 6),
                colour,
                pill.center,
                bold=True,
                anchor="center",
                tag="practice.advice",
            )
            canvas.note("practice.advice", pill)
        worlds = max((e.worlds for e in self.advice.values()), default=0)
        caption = (
            tr("practice.advice_caption", n=worlds) if worlds else tr("practice.advice_working")
        )
        lines = wrap(caption, 14, False, canvas.scale, CAPTION_BOX.w)
        pitch = max(19.0, canvas.font_px(14) * 1.3 / canvas.scale)  # 14-px lines, also scaled
        for k, text in enumerate(lines):
            canvas.text(
                text,
                14,
                theme.TEXT_DIM,
                (CAPTION_BOX.x, CAPTION_BOX.y + k * pitch),
                tag="practice.caption",
            )
        canvas.note(
            "practice.caption",
            pygame.FRect(CAPTION_BOX.x, CAPTION_BOX.y, CAPTION_BOX.w, pitch * len(lines)),
        )


def _legend(canvas: Canvas, title: str, topright: tuple[float, float], width: float) -> str:
    """Draw "²= both copies" at the right (the raised 2 as the card lines draw it, the words at
    14 px); the counter's title that fits beside it: the short one when the whole does not."""
    words = tr("practice.counter_both")
    small = 14 * SUPERSCRIPT
    legend_w = canvas.measure("2", small)[0] + 1 + canvas.measure(words, 14)[0]
    if canvas.measure(title, 15, True)[0] + 8 + legend_w > width:
        title = tr("practice.counter_title_short")
    r = canvas.text(words, 14, theme.TEXT, topright, anchor="topright", tag="practice.counter")
    canvas.text(
        "2", small, theme.GOLD, (r.x - 1, r.y - 2), anchor="topright", tag="practice.counter"
    )
    return title


def _token_line(
    canvas: Canvas,
    prefix: str,
    tokens: list[tuple[str, int]],
    pos: tuple[float, float],
    width: float,
) -> None:
    """Card names in a row; a small raised 2 beside a card both of whose copies are out (two decks)."""
    for size in (14.0, 13.0, 12.0, 11.0, 10.0):
        small, gap = size * SUPERSCRIPT, size * 0.42
        parts = ([(prefix, 0.0)] if prefix else []) + [
            (t, canvas.measure("2", small)[0] if n == 2 else 0.0) for t, n in tokens
        ]
        total = sum(canvas.measure(t, size)[0] + extra + gap for t, extra in parts)
        if total <= width:
            break
    x, y = pos
    for i, (text, extra) in enumerate(parts):
        r = canvas.text(text, size, theme.TEXT, (x, y), tag="practice.counter")
        if extra:
            canvas.text("2", small, theme.GOLD, (r.right + 1, r.y - 2), tag="practice.counter")
        x = r.right + extra + gap + (3 if i == 0 and prefix else 0)


def _rank(card: int) -> str:
    return cards_art.label(card_code(card))[1:]
