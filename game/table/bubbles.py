"""The speech bubbles over the viewer's hand: the hint, and why a card cannot be played.

Drawn last, over everything on the table (see :func:`game.table.draw.draw_table`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.gongzhu.actions import CLAIM, EXPOSE_BASE, FIRST_BASE, play_cards
from engine.gongzhu.cards import card_code
from engine.gongzhu.hand import PLAY
from game.art import cards_art
from game.table import layout as L
from game.texts.i18n import language, tr
from game.ui import fonts
from game.ui.canvas import Canvas, Colour, panel, wrap

if TYPE_CHECKING:
    from game.table.scene import TableScene

BUBBLE_BG = (250, 248, 238, 245)
BUBBLE_TEXT = (33, 33, 33)


# A long hint grows wider rather than rise into what stands above the hand: the side seats'
# trick cards in play (the viewer's own slot is empty while the hint shows), the exposure
# window and its buttons before the first lead.
def hint_ceiling(window: bool) -> float:
    """How high a hint may rise: under the exposure window, or under the side seats' trick
    cards (the table's shape's: see :mod:`game.table.layout`)."""
    if window:
        return L.WINDOW_BOX.bottom
    return L.CENTRE[1] + L.TRICK_OFFSET["left"][1] + L.TRICK_H / 2 + 2


def bubble(
    canvas: Canvas,
    text: str,
    anchor: tuple[float, float],
    *,
    width: float = 320,
    colour: Colour = BUBBLE_BG,
    text_colour: Colour = BUBBLE_TEXT,
    tag: str = "bubble",
    avoid: pygame.FRect | None = None,
    ceiling: float = 0.0,
) -> pygame.FRect:
    """A speech bubble whose tip points at ``anchor`` (from above).

    It stays over the hand's span (HAND_LEFT…HAND_RIGHT): both bubbles point at a card in
    the hand, and the plate, hint buttons and practice tools stand beside it. It rises
    above ``avoid`` (the viewer's taken cards and score chip) rather than cover it, its tip
    reaching down to the card. A long text that would rise above ``ceiling`` takes a wider
    bubble and fewer lines instead, up to the hand's span.
    """
    size = fonts.BODY
    lh = canvas.measure("Ag中", size)[1]
    widest = L.HAND_RIGHT - L.HAND_LEFT - 24
    while True:
        lines = wrap(text, size, False, canvas.scale, width)
        w = max(canvas.measure(line, size)[0] for line in lines) + 24
        box = pygame.FRect(0, 0, w, lh * len(lines) + 14)
        box.midbottom = (anchor[0], anchor[1] - 10)
        box.left = max(L.HAND_LEFT, min(L.HAND_RIGHT - w, box.left))
        if avoid is not None and box.colliderect(avoid):
            box.bottom = avoid.top - 4
        if box.top >= ceiling or width >= widest:
            break
        width = min(widest, width + 40)
    box.top = max(L.MARGIN, box.top)
    panel(canvas, box, colour, 8)
    tip = [
        canvas.pt(anchor[0] - 8, box.bottom - 1),
        canvas.pt(anchor[0] + 8, box.bottom - 1),
        canvas.pt(anchor[0], max(box.bottom + 9, anchor[1] - 2)),
    ]
    pygame.draw.polygon(canvas.surface, colour[:3], tip)
    for k, line in enumerate(lines):
        canvas.text(line, size, text_colour, (box.x + 12, box.y + 7 + k * lh), tag=tag)
    canvas.note(tag, box)
    return box


def hint_cards(scene: TableScene) -> set[int]:
    return set() if scene.hint is None else action_cards(scene.hint[0])


def action_cards(action: int) -> set[int]:
    """The cards of the viewer's hand an action names (a play's, or the card exposed)."""
    if action < EXPOSE_BASE:
        return set(play_cards(action))
    if EXPOSE_BASE <= action < EXPOSE_BASE + 52:
        return {action - EXPOSE_BASE}
    if FIRST_BASE <= action < FIRST_BASE + 52:
        return {action - FIRST_BASE}
    return set()


def draw_bubbles(scene: TableScene, canvas: Canvas) -> None:
    """Transient bubbles over everything: the hint, and why a hovered card is dimmed."""
    hand, rects, raised = scene.hand_rects()
    if scene.hint is not None:
        action, reason = scene.hint
        cards = hint_cards(scene)
        idx = next((i for i, c in enumerate(hand) if c in cards), None)
        if idx is not None:
            r = rects[idx].move(0, -raised[idx])
            anchor = (r.centerx, r.top)
        else:
            anchor = (L.CENTRE[0], L.HAND_TOP - 30)
        # Every reason names its action ("Play ♦A …", "Keep ♣10 hidden …"), so it stands alone.
        colon = "：" if language() == "zh" else ": "
        text = f"{tr('table.hint')}{colon}{reason}" if reason else _action_label(scene, action)
        me = scene.me
        taken = (
            L.seat_layout("bottom").taken if scene.taken_rows[me] or scene.scores()[me] else None
        )
        window = scene.controller.phase != PLAY
        ceiling = hint_ceiling(window)
        bubble(canvas, text, anchor, width=340, tag="bubble", avoid=taken, ceiling=ceiling)
    elif scene.selection_prompt():  # cards chosen: what the next click or key does
        # over the card the prompt calls "this one": the first chosen
        at = scene.sel_first if scene.sel_first in scene.selection else scene.selection[-1]
        r = rects[at].move(0, -raised[at])
        me = scene.me
        taken = (
            L.seat_layout("bottom").taken if scene.taken_rows[me] or scene.scores()[me] else None
        )
        bubble(
            canvas,
            scene.selection_prompt(),
            (r.centerx, r.top),
            width=340,
            tag="prompt",
            avoid=taken,
        )
    elif (
        scene.hover is not None
        and scene.hover < len(hand)
        and scene.acting()
        and scene.controller.phase == PLAY
        and not scene.dragging
    ):
        c = hand[scene.hover]
        if c not in scene.playable():
            r = rects[scene.hover]
            bubble(
                canvas,
                scene.why(c),
                (r.centerx, r.top - raised[scene.hover]),
                width=300,
                colour=(60, 20, 20, 235),
                text_colour=(255, 235, 225),
                tag="bubble",
            )


def _action_label(scene: TableScene, action: int) -> str:
    if action < EXPOSE_BASE:
        return " ".join(cards_art.label(card_code(c)) for c in play_cards(action))
    if EXPOSE_BASE <= action < EXPOSE_BASE + 52:
        return tr("table.expose") + " " + cards_art.label(card_code(action - EXPOSE_BASE))
    if FIRST_BASE <= action < FIRST_BASE + 52:
        return tr("table.first_yes")
    if action == CLAIM:
        return tr("table.claim")
    return tr("table.done_exposing")
