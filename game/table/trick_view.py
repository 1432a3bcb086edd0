"""The trick on the table as it is drawn: each play where its seat lands it, the play
winning so far outlined in gold, the taker named while a complete trick is held, and the
last trick when the viewer asks for it (reads the scene, never changes it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.gongzhu.actions import play_cards
from engine.gongzhu.cards import card_code
from engine.gongzhu.hand import play_key
from game.table import layout as L
from game.table.pieces import _text, draw_card
from game.texts.i18n import tr
from game.ui import theme
from game.ui.canvas import Canvas, panel

if TYPE_CHECKING:
    from game.table.scene import TableScene


def winning_play(trick: list[list[Any]]) -> int | None:
    """The seat whose play, among those landed, wins the trick so far (the engine's ranking:
    a single by its number in the suit led; in 拱双猪, after a pair led, two odd cards beat
    a pair in ♠♥♣ and a pair beats two odd cards in ♦; of equal plays the first wins)."""
    landed = [(seat, tuple(cards)) for seat, cards, flying in trick if not flying]
    if not trick or not landed or trick[0][2]:
        return None
    lead = trick[0][1]
    suit, pair_led = lead[0] // 13, len(lead) == 2
    best, best_seat = -1, None
    for seat, cards in landed:
        key = play_key(cards, suit, pair_led)
        if key > best:
            best, best_seat = key, seat
    return best_seat


def _draw_trick(scene: TableScene, canvas: Canvas, four: bool) -> None:
    rects_all = []
    taken = scene.trick_taken
    leader = taken[0] if taken is not None else winning_play(scene.table_trick)
    lead_rects: list[pygame.FRect] = []
    for seat, cards, flying in scene.table_trick:
        if flying:
            continue
        rects = L.trick_rects(L.relative(seat, scene.me), len(cards))
        for c, r in zip(cards, rects):
            draw_card(canvas, card_code(c), r, four=four)
            rects_all.append(r)
        if seat == leader:
            lead_rects = rects
    if lead_rects:  # the play winning the trick so far, outlined in gold
        box = lead_rects[0].union(lead_rects[-1]).inflate(6, 6)
        canvas.outline(box, theme.GOLD, 3, 8)
        canvas.note("trick.winning", box)
        if taken is not None:  # the trick is complete: who takes it, for a beat
            _trick_label(scene, canvas, box, taken[1])
    if rects_all:
        canvas.note("box.trick", rects_all[0].unionall(rects_all[1:]))


def _trick_label(scene: TableScene, canvas: Canvas, box: pygame.FRect, taker: int) -> None:
    text = scene.seat_tr("table.takes_trick", taker)
    w, h = canvas.measure(text, 15, True)
    pill = pygame.FRect(0, 0, w + 20, h + 6)
    pill.center = (box.centerx, box.bottom - pill.h / 2 - 4)
    panel(canvas, pill, (0, 0, 0, 200), pill.h / 2)
    canvas.outline(pill, theme.GOLD, 1, pill.h / 2)
    canvas.text(text, 15, theme.GOLD, pill.center, bold=True, anchor="center", tag="trick.taker")


def _draw_review(scene: TableScene, canvas: Canvas, four: bool) -> None:
    last = scene.shown.last_trick
    if last is None:
        return
    plays, winner, _taker = last
    area = L.TRICK_AREA.inflate(16, 16)
    # dark enough that a trick in progress under it does not show through
    panel(canvas, area, (4, 20, 13, 235), 26)
    for seat, action in plays:
        cards = play_cards(action)
        rects = L.trick_rects(L.relative(seat, scene.me), len(cards))
        for c, r in zip(cards, rects):
            draw_card(canvas, card_code(c), r, four=four)
        if seat == winner:
            canvas.outline(rects[0].union(rects[-1]).inflate(6, 6), theme.GOLD, 3, 8)
    title = tr("table.review_title", seat=scene.seat_name(winner))
    _text(
        canvas,
        title,
        15,
        theme.GOLD,
        (area.centerx, area.top - 2),
        bold=True,
        anchor="midbottom",
        width=area.w,
    )
