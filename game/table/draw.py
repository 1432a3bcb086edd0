"""Drawing the table scene (reads the scene, never changes it).

Everything is drawn at the output scale through the canvas; cards come from the
cached renders of :mod:`game.art.cards_art`, panels from a cache of translucent
rounded rectangles, so a frame is a few dozen blits.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from engine.gongzhu.cards import card_code
from engine.gongzhu.hand import EXPOSURE, FIRST_EXPOSURE, HAND_OVER, PLAY, SWAP_CHOICE
from engine.gongzhu.scoring import EXPOSURE_FACTOR, FIRST
from game.art import cards_art
from game.session.controller import FIRST_PROMPT_S
from game.table import layout as L
from game.table.bubbles import draw_bubbles, hint_cards
from game.table.pieces import _text, draw_card, glow, hand_list, rotated_back, sort_key
from game.table.scoreboard import draw_score_panel, team_colour, teams_shown
from game.table.trick_view import _draw_review, _draw_trick
from game.texts.i18n import STRINGS, tr
from game.texts.numbers import signed, total
from game.ui import fonts, theme
from game.ui.canvas import Canvas, panel, wrap

if TYPE_CHECKING:
    from game.table.parts import TableParts
    from game.table.scene import TableScene

AMBER = (255, 176, 46)
RED_TEXT = (255, 140, 120)
PLATE_BG = (0, 0, 0, 115)
PANEL_BG = (6, 24, 16, 215)
GLOW_EXPOSE = (242, 201, 76)
GLOW_HINT = (120, 200, 255)


# ---------------------------------------------------------------------- the whole table


def draw_table(scene: TableScene, canvas: Canvas) -> None:
    settings = scene.ctx.settings
    back = settings.card_back
    four = settings.four_colour
    theme.lay_felt(canvas, settings.table_colour)
    view = scene._view
    panel(canvas, L.TRICK_AREA, (0, 0, 0, 34), 28)

    for seat in range(4):
        _draw_seat(scene, canvas, seat, view, back, four)
    if scene.dealing:
        _draw_deck(scene, canvas, back)
    _draw_trick(scene, canvas, four)
    _draw_claim(scene, canvas, four)
    if scene.review and scene.review_available():
        _draw_review(scene, canvas, four)
    for sprite in sorted(scene.anim.sprites, key=lambda s: s.layer):
        if not sprite.alive:
            continue
        _draw_sprite(canvas, sprite, back, four)
    _draw_hand(scene, canvas, four, back)
    draw_score_panel(scene, canvas)
    _draw_overlays(scene, canvas, four)
    for btn in scene.buttons.values():
        if btn.visible:
            btn.draw(canvas)
    draw_bubbles(scene, canvas)


def _draw_sprite(canvas: Canvas, sprite: Any, back: str, four: bool) -> None:
    """A card in flight: its face (or back) rendered once at the landing size, scaled per frame."""
    vertical = sprite.vertical and sprite.code is None and sprite.w1 <= L.SMALL_W
    w = sprite.width
    h = w * L.CARD_H / L.CARD_W
    r = pygame.FRect(0, 0, h if vertical else w, w if vertical else h)
    r.center = sprite.pos
    base_w = canvas.px(sprite.w1)
    if sprite.code is None:
        if vertical:
            base = rotated_back(base_w, back)
        else:
            base = cards_art.card_back(base_w, back)
    else:
        base = cards_art.card_face(sprite.code, base_w, four)
    pr = canvas.rect(r)
    if pr.size != base.get_size():
        base = pygame.transform.scale(base, pr.size) if pr.w > 0 and pr.h > 0 else base
    elif sprite.layer >= 2:
        ox, oy = cards_art.shadow_offset(base_w)
        canvas.surface.blit(cards_art.card_shadow(base_w), (pr.x + ox, pr.y + oy))
    canvas.surface.blit(base, pr.topleft)


def _level_text(level: str) -> str:
    key = f"level.{level}"
    name = tr(key) if key in STRINGS else level
    return tr("table.level", level=name)


def _draw_seat(
    scene: TableScene, canvas: Canvas, seat: int, view: Any, back: str, four: bool
) -> None:
    pos = L.relative(seat, scene.me)
    lay = L.seat_layout(pos)
    st = scene.shown
    # backs
    practice = getattr(scene, "practice", None)
    if seat != scene.me and not (
        practice is not None and practice.hides_backs() and not scene.dealing
    ):
        n = scene.deal_counts[seat] if scene.dealing or scene.deal_paused else st.cards_left(seat)
        rects = L.back_rects(lay, n)
        for r in rects:
            draw_card(canvas, None, r, back=back, vertical=lay.backs_vertical, shadow=False)
        if rects:
            canvas.note("box.backs", rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0])
    # plate
    plate = lay.plate
    panel(canvas, plate, PLATE_BG, 10)
    if teams_shown(scene):  # the team's colour: a band down the plate's side, the plate tinted
        panel(canvas, plate, (*team_colour(seat), 46), 10)
        canvas.fill_rect(pygame.FRect(plate.x, plate.y, 7, plate.h), team_colour(seat), 3)
    turn = (st.phase == PLAY and st.turn == seat and scene.idle()) or (
        st.phase in (EXPOSURE, FIRST_EXPOSURE) and seat in scene.controller.thinking()
    )
    if turn or (st.phase == PLAY and st.turn == seat and not st.trick and scene.idle()):
        canvas.outline(plate, theme.GOLD, 2, 10)
    player = scene.controller.players[seat]
    # A computer says its level; a person is named once (no "Human" beside "玩家").
    role = "" if player.human else _level_text(player.level)
    name = scene.seat_name(seat)
    role_w = canvas.measure(role, 14)[0] + 4 if role else 0.0  # whole, or not at all
    room = plate.w - 30
    if canvas.measure(name, 17, True)[0] > room - role_w:
        role_w = 0.0  # no room for both whole: the player's name first, the level gives way
    elif role:
        # a small window's 14-px floor makes the line taller: it rises, clear of the line under
        grow = max(0.0, canvas.measure("Ag中", 14)[1] - 21)
        _text(
            canvas,
            role,
            14,
            theme.TEXT_DIM,
            (plate.right - 10, plate.y + 9 - grow),
            anchor="topright",
        )
    _text(
        canvas,
        name,
        17,
        theme.TEXT,
        (plate.x + 12, plate.y + 6),
        bold=True,
        width=plate.w - 30 - role_w,
    )
    n = scene.deal_counts[seat] if scene.dealing or scene.deal_paused else st.cards_left(seat)
    totals = scene.controller.match.totals
    line = tr("table.cards_left", n=n) + "  ·  " + tr("table.total", score=total(totals[seat]))
    _text(canvas, line, 14, theme.TEXT_DIM, (plate.x + 12, plate.y + 33), width=plate.w - 22)
    canvas.note("box.plate", plate)
    # exposed cards in front
    _draw_exposed(scene, canvas, seat, lay, view, back, four)
    # taken scoring cards and the running hand score
    row = scene.taken_rows[seat]
    score = scene.scores()[seat]
    if row or score:
        chip = pygame.FRect(lay.taken.x, lay.taken.centery - 14, L_SCORE_W, 28)
        panel(canvas, chip, (0, 0, 0, 140), 14)
        colour = RED_TEXT if score < 0 else theme.GOLD if score > 0 else theme.TEXT
        _text(
            canvas,
            signed(score),
            15,
            colour,
            chip.center,
            bold=True,
            anchor="center",
            width=chip.w - 6,
        )
        canvas.note("box.chip", chip)
        rects = L.row_rects(lay.taken, len(row), reserve=L_SCORE_W + 6)
        for c, r in zip(row, rects):
            draw_card(canvas, card_code(c), r, shadow=False, four=four, small=True)
        if rects:
            canvas.note("box.taken", rects[0].unionall(rects[1:]))


L_SCORE_W = 52


def exposed_on_table(view: Any, seat: int) -> list[int]:
    """Exposed cards still lying face up in front of ``seat``: each goes back into the hand
    when its suit is first led (RULES §3), though its factor still counts."""
    once, twice = view.exposed_held[seat]
    led = view.lead_suit if view.trick else -1
    return [c for c in cards_list(once, twice) if not view.opened >> c & 1 and c // 13 != led]


def _exposed_entries(scene: TableScene, seat: int, view: Any) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for c in exposed_on_table(view, seat):
        hows = [e.how for e in view.exposures if e.seat == seat and e.card == c]
        out.append((c, FIRST if FIRST in hows else "shown"))
    hide = scene.hide_exposed[seat]
    return out[: max(0, len(out) - hide)] if hide else out


def cards_list(once: int, twice: int) -> list[int]:
    return hand_list((once, twice))


def exposures_off_table(view: Any, seat: int) -> list[tuple[int, str]]:
    """``seat``'s exposures (card, how) whose card no longer lies face up in front of it (its
    suit led, or the card played): the factor still counts all hand, so the table keeps a
    marker for each beside the seat and in the score panel."""
    on = exposed_on_table(view, seat)
    out: list[tuple[int, str]] = []
    for e in sorted((e for e in view.exposures if e.seat == seat), key=lambda e: sort_key(e.card)):
        if e.card in on:
            on.remove(e.card)
        else:
            out.append((e.card, e.how))
    return out


def chip_text(card: int, how: str) -> str:
    key = "table.chip.first" if how == FIRST else "table.chip.shown"
    return tr(key, card=cards_art.label(card_code(card)), factor=EXPOSURE_FACTOR[how])


def _draw_exposed(
    scene: TableScene,
    canvas: Canvas,
    seat: int,
    lay: L.SeatLayout,
    view: Any,
    back: str,
    four: bool,
) -> None:
    entries = _exposed_entries(scene, seat, view)
    hidden = view.hidden_counts[seat] if seat != scene.me else 0
    n = len(entries) + (1 if hidden else 0)
    chips = exposures_off_table(view, seat)
    if chips:
        _draw_chips(canvas, lay, chips, n)
    if not n:
        return
    rects = L.row_rects(lay.exposed, n, step_max=L.SMALL_W + 4)
    for (c, how), r in zip(entries, rects):
        draw_card(canvas, card_code(c), r, shadow=True, four=four, small=True)
        text = tr("table.badge.first") if how == FIRST else tr("table.badge.shown")
        # as wide as the card, or a little wider for a longer word ("首明×4"): never below 14 px
        badge = pygame.FRect(
            0, r.bottom - 22, max(r.w - 4, canvas.measure(text, 14, True)[0] + 4), 20
        )
        badge.centerx = r.centerx
        canvas.fill_rect(badge, theme.GOLD if how != FIRST else AMBER, 5)
        _text(
            canvas,
            text,
            14,
            (60, 36, 0),
            badge.center,
            bold=True,
            anchor="center",
            tag="badge",
        )
    if hidden:
        r = rects[-1]
        draw_card(canvas, None, r, back=back, shadow=True)
        _text(
            canvas,
            tr("badge.hidden", n=hidden),
            14,
            theme.GOLD,
            (r.right + 6, r.centery),
            anchor="midleft",
            bold=True,
        )
    union = rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0]
    canvas.note("box.exposed", union)


CHIP_H = 24


def _draw_chips(canvas: Canvas, lay: L.SeatLayout, chips: list[tuple[int, str]], n: int) -> None:
    """A gold marker for each exposure whose card has left the table ("亮♦J×2"), after the
    cards still lying there, two to a column (a side seat's row has room for both)."""
    row = lay.exposed
    x = row.left + (n * (L.SMALL_W + 4) + 2 if n else 0)
    col_w = 0.0
    y = row.top + 4
    for k, (card, how) in enumerate(chips):
        text = chip_text(card, how)
        w = canvas.measure(text, 14, True)[0] + 12
        if k and k % 2 == 0:
            x, y, col_w = x + col_w + 6, row.top + 4, 0.0
        chip = pygame.FRect(x, y, w, CHIP_H)
        canvas.fill_rect(chip, theme.GOLD if how != FIRST else AMBER, 6)
        _text(canvas, text, 14, (60, 36, 0), chip.center, bold=True, anchor="center", tag="chip")
        canvas.note("box.chip_exposed", chip)
        col_w = max(col_w, w)
        y += CHIP_H + 6


def _scene_exposed_slots(scene: TableParts, seat: int) -> list[pygame.FRect]:
    lay = L.seat_layout(L.relative(seat, scene.me))
    view = scene._view
    n = len(exposed_on_table(view, seat)) + (
        1 if seat != scene.me and view.hidden_counts[seat] else 0
    )
    return L.row_rects(lay.exposed, max(1, n), step_max=L.SMALL_W + 4)


def _draw_deck(scene: TableScene, canvas: Canvas, back: str) -> None:
    dealt = len(scene.shown.deal_order)
    left = dealt - sum(scene.deal_counts) - len(scene.anim.sprites)
    if left <= 0:
        return
    for k in range(min(4, 1 + left // 13)):
        r = pygame.FRect(0, 0, L.SMALL_W, L.SMALL_H)
        r.center = (L.DECK_POS[0] - k * 1.5, L.DECK_POS[1] - k * 1.5)
        draw_card(canvas, None, r, back=back, shadow=k == 0)


def _draw_hand(scene: TableScene, canvas: Canvas, four: bool, back: str) -> None:
    hand, rects, raised = scene.hand_rects()
    if not hand:
        return
    reading = scene.coach is not None and scene.coach.reading  # a lesson's page: nothing to play
    acting = scene.acting() and not reading
    phase = scene.controller.phase
    playable = scene.playable() if acting and phase == PLAY else None
    exposable = scene.exposable() if acting and phase == EXPOSURE else set()
    st = scene.shown
    exposed_mine = st.exposed1[scene.me] | st.exposed2[scene.me]
    hinted = hint_cards(scene)
    dragged = scene.press[0] if scene.dragging and scene.press is not None else None
    for i, (c, r) in enumerate(zip(hand, rects)):
        rr = r.move(0, -raised[i])
        if i == dragged:
            continue
        if c in exposable:
            glow = cards_art.card_size(canvas.px(L.CARD_W))
            g = _glow_surface(canvas.px(L.CARD_W), GLOW_EXPOSE)
            pad = (g.get_width() - glow[0]) // 2
            p = canvas.pt(rr.x, rr.y)
            canvas.surface.blit(g, (p[0] - pad, p[1] - pad))
        if c in hinted:
            g = _glow_surface(canvas.px(L.CARD_W), GLOW_HINT)
            pad = (g.get_width() - canvas.px(L.CARD_W)) // 2
            p = canvas.pt(rr.x, rr.y)
            canvas.surface.blit(g, (p[0] - pad, p[1] - pad))
        dim = playable is not None and c not in playable
        draw_card(canvas, card_code(c), rr, dim=dim, four=four)
        if exposed_mine >> c & 1:
            canvas.outline(rr.inflate(-2, -2), theme.GOLD, 2, 7)
        if i in scene.selection:
            canvas.outline(rr.inflate(4, 4), theme.GOLD, 3, 9)
        if i == scene.cursor:
            canvas.outline(rr.inflate(6, 6), theme.FOCUS, 2, 10)
        canvas.note("card.hand", rr)
    union = rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0]
    union = union.move(0, -max(raised)) if raised else union
    union.h = L.H - L.MARGIN - union.y if union.bottom > L.H - L.MARGIN else union.h
    canvas.note("box.hand", pygame.FRect(union.x, union.y, union.w, rects[0].bottom - union.y))
    if dragged is not None and scene.drag_pos is not None and dragged < len(hand):
        r = pygame.FRect(0, 0, L.CARD_W, L.CARD_H)
        r.center = scene.drag_pos
        draw_card(canvas, card_code(hand[dragged]), r, four=four)


def _glow_surface(width_px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    return glow(width_px, colour)


def _draw_overlays(scene: TableScene, canvas: Canvas, four: bool) -> None:
    ctrl = scene.controller
    phase = ctrl.phase
    st = scene.shown
    if scene.dealing:
        return
    if phase == EXPOSURE and st.phase == EXPOSURE:
        _draw_window(scene, canvas)
    elif phase == FIRST_EXPOSURE:
        if scene.acting():
            _draw_first_prompt(scene, canvas, four)
        else:
            _status(canvas, tr("table.waiting_first"))
    elif st.phase == PLAY and scene.idle() and not st.trick and not scene.review:
        if scene.acting():
            _status(canvas, tr("table.your_lead"))
    elif st.phase in (HAND_OVER, SWAP_CHOICE) and scene.idle():
        claimed = bool(getattr(scene, "claim_shown", None))
        centre = (L.CENTRE[0], claim_row().bottom + 42) if claimed else L.CENTRE
        _status(canvas, tr("table.hand_over"), big=True, centre=centre)


def claim_row() -> pygame.FRect:
    """An accepted claim's cards: a face-up row over the trick area's upper part, between the
    side seats' exposed rows and clear of every taken row (the status "hand over" goes under
    it); upright, as wide as the trick area and a little more."""
    if L.UPRIGHT:
        area = L.TRICK_AREA.inflate(40, 0)
        return pygame.FRect(area.left, L.TRICK_AREA.top + 2, area.w, L.TRICK_H)
    return pygame.FRect(290, L.TRICK_AREA.top + 2, 700, L.TRICK_H)


def _draw_claim(scene: TableScene, canvas: Canvas, four: bool) -> None:
    """After an accepted claim, the claimant's remaining cards face up (RULES §4)."""
    claim = getattr(scene, "claim_shown", None)
    if not claim or scene.shown.phase not in (HAND_OVER, SWAP_CHOICE):
        return
    cards = claim[1]
    if not cards:
        return
    row = claim_row()
    rects = L.row_rects(row, len(cards), step_max=L.TRICK_W * 0.6, card_w=L.TRICK_W)
    shift = (row.right - rects[-1].right) / 2  # centred
    for card, r in zip(cards, rects):
        draw_card(canvas, card_code(card), r.move(shift, 0), four=four)
    canvas.note("box.claim", rects[0].union(rects[-1]).move(shift, 0))


def _status(
    canvas: Canvas, text: str, big: bool = False, centre: tuple[float, float] | None = None
) -> None:
    size = fonts.HEADING if big else fonts.LABEL
    w, h = canvas.measure(text, size, True)
    box = pygame.FRect(0, 0, w + 36, h + 14)
    box.center = L.CENTRE if centre is None else centre
    panel(canvas, box, (0, 0, 0, 130), box.h / 2)
    canvas.text(text, size, theme.GOLD, box.center, bold=True, anchor="center", tag="text")


def window_box() -> pygame.FRect:
    """The exposure window's (and 首明's) panel: the table's shape's (:data:`L.WINDOW_BOX`)."""
    return L.WINDOW_BOX


def draw_clock(
    canvas: Canvas,
    centre: tuple[float, float],
    radius: float,
    left: float,
    total: float,
    size: float,
) -> pygame.FRect:
    """The countdown everyone sees (RULES §3): a ring that empties, the seconds inside it,
    amber for the last seconds. Returns the ring's logical rectangle."""
    c = canvas.pt(*centre)
    rad = canvas.px(radius)
    width = max(2, canvas.px(radius * 0.15))
    pygame.draw.circle(canvas.surface, (40, 70, 55), c, rad, width)
    frac = max(0.0, min(1.0, left / total))
    colour = AMBER if left <= min(5, total / 2) else theme.GOLD
    if frac > 0:
        rect = pygame.Rect(0, 0, 2 * rad, 2 * rad)
        rect.center = c
        start = math.pi / 2
        pygame.draw.arc(canvas.surface, colour, rect, start, start + 2 * math.pi * frac, width)
    secs = max(0, math.ceil(left))
    canvas.text(str(secs), size, colour, centre, bold=True, anchor="center", tag="text")
    ring = pygame.FRect(0, 0, 2 * radius, 2 * radius)
    ring.center = centre
    canvas.note("clock", ring)
    return ring


def _draw_window(scene: TableScene, canvas: Canvas) -> None:
    """The exposure window: a ring counting down at the centre, and what to do."""
    ctrl = scene.controller
    box = window_box()
    panel(canvas, box, PANEL_BG, 18)
    _text(
        canvas,
        tr("table.window_title"),
        fonts.LABEL,
        theme.GOLD,
        (box.centerx, box.y + 10),
        bold=True,
        anchor="midtop",
        width=box.w - 24,
    )
    if scene.acting():
        hint = tr("table.window_help") if scene.exposable() else tr("table.window_nothing")
    else:
        hint = tr("table.window_wait")
    room, wide = box.w - 24, canvas.measure(hint, 15)[0]
    lines = wrap(hint, 15, False, canvas.scale, room if wide <= room else wide / 2 + 30)
    lh = canvas.measure("Ag中", 15)[1]
    for k, text in enumerate(lines[:2]):  # one line, or two of about the same length
        canvas.text(
            text, 15, theme.TEXT, (box.centerx, box.y + 42 + k * lh), anchor="midtop", tag="text"
        )
    centre = (box.centerx, box.y + 138)
    if ctrl.window_left is not None and ctrl.exposure_clock:
        draw_clock(canvas, centre, 48, ctrl.window_left, ctrl.exposure_clock, fonts.HEADING + 4)
    else:
        canvas.text(
            tr("settings.untimed"), fonts.BODY, theme.TEXT, centre, anchor="center", tag="text"
        )
    canvas.note("box.window", box)


def _draw_first_prompt(scene: TableScene, canvas: Canvas, four: bool) -> None:
    box = window_box()
    panel(canvas, box, PANEL_BG, 18)
    card = scene.shown.first_cards[scene.me]
    offered = bool(scene.legal())  # hot seat: a first card that is not special is only shown
    _text(
        canvas,
        tr("table.first_title" if offered else "table.first_none_title"),
        fonts.LABEL,
        theme.GOLD,
        (box.centerx, box.y + 10),
        bold=True,
        anchor="midtop",
        width=box.w - 24,
    )
    r = pygame.FRect(box.x + 24, box.y + 48, L.TRICK_W, L.TRICK_H)
    draw_card(canvas, card_code(card), r, four=four)
    text = tr("table.first_text" if offered else "table.first_none", card=scene.card_name(card))
    x = r.right + 18
    width = box.right - 20 - x
    lines = wrap(text, fonts.BODY, False, canvas.scale, width)
    lh = canvas.measure("Ag中", fonts.BODY)[1]
    for k, line in enumerate(lines[:3]):
        canvas.text(line, fonts.BODY, theme.TEXT, (x, r.y + k * lh), tag="text")
    left = scene.controller.first_left
    if left is not None:
        centre = (x + width / 2, box.y + 160)
        draw_clock(canvas, centre, 26, left, FIRST_PROMPT_S, fonts.LABEL)
    canvas.note("box.window", box)
