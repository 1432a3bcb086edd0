"""Drawing the 升级 table from the shown hand: the felt, trumps at a glance, the seats, the
draw's deck, the trick with its current winner, the points, the kitty and the person's hand.

Everything here reads the view and the scene's selection; nothing changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.shengji.cards import Card, card_code, points_of, rank_of
from engine.shengji.state import CLOSING, DRAW, HAND_OVER, KITTY
from engine.shengji.trick import trick_winner
from engine.shengji.view import ShengjiView
from game.art import shengji_cards
from game.shengji_table import layout as L
from game.shengji_table.practice import draw_practice_badge
from game.shengji_table.seats import seat_word, side_word
from game.shengji_table.stock import draw_stock
from game.shengji_table.words import seat_said
from game.texts.i18n import language, tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, panel

if TYPE_CHECKING:
    from game.shengji_table.scene import ShengjiTableScene

LEVEL_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_CHARS = "♠♥♦♣"
RED_SUITS = (1, 2)
WINNER = (242, 201, 76)
PILE_STEP = 14.0  # a pile's point card under the next: its rank and suit still show
PILE_STEP_TEN = 24.0  # a 10 shows both digits
TEN = 8  # rank_of: 0 the 2 … 8 the 10
PILE_ROW = 20.0  # a pile's second row under the first: the first's corners show above it


def level_name(index: int) -> str:
    return tr("sj.no_trump_level") if index >= 13 else LEVEL_NAMES[index]


def card_word(card: Card) -> str:
    """``♠A``, ``♦10``; a joker by its name in the player's language (大王, Big joker)."""
    return tr(f"sj.card.{card}") if card >= 52 else SUIT_CHARS[card // 13] + LEVEL_NAMES[card % 13]


def cards_text(cards: tuple[Card, ...]) -> str:
    """``♠2``, ``♥2♥2``, ``大王大王`` (English: ``Big joker ×2``): a declaration in words."""
    out = [card_word(c) for c in cards]
    if len(out) == 2 and out[0] == out[1] and out[0].isascii():
        return f"{out[0]} ×2"  # English words, not "Big jokerBig joker"
    return "".join(out)


def pile_steps(pile: tuple[Card, ...], room: float) -> list[float]:
    """How far each point card of a row overlaps the next: enough to read its corner (a 10's
    two digits need more), all closer together when the row would pass ``room``."""
    steps = [PILE_STEP_TEN if rank_of(c) == TEN else PILE_STEP for c in pile[:-1]]
    total = sum(steps)
    if total > room:
        steps = [s * max(0.0, room) / total for s in steps]
    return steps


def pile_places(pile: tuple[Card, ...], room: float) -> list[tuple[float, float]]:
    """Each point card's place from the pile's corner: one row while every corner reads in
    ``room``, else two, the second a little lower over the first (its corners still show)."""
    rows = [pile]
    if len(pile) > 1 and sum(pile_steps(pile, 1e9)) > room:
        half = (len(pile) + 1) // 2
        rows = [pile[:half], pile[half:]]
    places = []
    for r, row in enumerate(rows):
        x = 0.0
        for step in [*pile_steps(row, room), 0.0]:
            places.append((x, r * PILE_ROW))
            x += step
    return places


def seat_name(seat: int, human: int, person: str = "", players: int = 4) -> str:
    """A plate's name: "you · South" for the one person, "West · Bob" for a named one."""
    name = seat_word(seat, players)
    if person:
        return f"{name} · {person}"
    return f"{tr('sj.you')} · {name}" if seat == human else name


def side_of(seat: int) -> int:
    return seat % 2


class Painter:
    """Draws a :class:`ShengjiTableScene` (it keeps no game state of its own)."""

    def __init__(self, scene: ShengjiTableScene) -> None:
        self.scene = scene
        self.plate_right: dict[int, float] = {}  # each plate's right edge, as last drawn

    # -- cards ------------------------------------------------------------------
    def card(
        self,
        canvas: Canvas,
        code: str | None,
        rect: pygame.FRect,
        *,
        small: bool = False,
        dim: bool = False,
        shadow: bool = True,
    ) -> None:
        settings = self.scene.ctx.settings
        shengji_cards.draw_card(
            canvas.surface,
            code,
            canvas.pt(rect.x, rect.y),
            canvas.px(rect.w),
            four_colour=settings.four_colour,
            back=settings.card_back,
            dim=dim,
            shadow=shadow,
            shown_small=small,
            language=language(),
        )

    # -- the whole table ----------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        scene = self.scene
        view = scene.view
        theme.lay_felt(canvas, scene.ctx.settings.table_colour)
        self.info(canvas, view)
        self.points(canvas, view)
        for seat in range(view.rules.players):
            self.plate(canvas, view, seat)
        if view.rules.players == 2 and view.phase != HAND_OVER:
            draw_stock(self, canvas, view)
        elif view.phase in (DRAW, CLOSING):
            self.deck(canvas, view)
        self.trick(canvas, view)
        self.kitty(canvas, view)
        self.hand(canvas)
        for flight, rect in scene.motion.draw_rects():
            self.card(canvas, flight.code, rect)
        if scene.practice is not None:  # played on from a review: for as long as it lasts
            draw_practice_badge(canvas, scene.menu_button.rect)

    def info(self, canvas: Canvas, view: ShengjiView) -> None:
        """Trumps at a glance: the hand, its level and trump, both sides' levels, the
        standing declaration."""
        box = L.INFO
        panel(canvas, box, theme.PANEL, 10)
        x, y = box.x + 14, box.y + 8
        level = tr("sj.level", level=level_name(view.level if view.level is not None else 13))
        match = self.scene.controller.match
        hand_no = tr("sj.hand_no", n=match.hand_index + (0 if match.hand_over else 1))
        head = canvas.text(f"{hand_no} · {level}", fonts.LABEL, theme.GOLD, (x, y), bold=True)
        # a small window's 14-px floor makes the first line taller: the rest move down
        y += max(0.0, head.bottom - (y + 30))
        trump = self.trump_text(view)
        suit = view.trump
        if view.phase in (DRAW, CLOSING) and view.standing is not None:
            first = view.standing.cards[0]
            suit = first // 13 if first < 52 else None
        colour = (255, 140, 130) if suit in RED_SUITS else theme.TEXT
        canvas.text(trump, fonts.LABEL, colour, (x, y + 30), bold=True)
        lx = x
        hot = self.scene.controller.hot_seat
        players = view.rules.players
        if players == 5 and view.declarer is not None:  # §11: each his own level (the plates)
            said = seat_said(self.scene.controller, "sj.info.declarer", view.declarer)
            canvas.text(said, fonts.BODY, theme.TEXT, (lx, y + 62))
        for side in (0, 1) if players != 5 else ():  # hot seat: the sides by seats
            name = side_word(side, players, by_seats=hot, short=True)
            text = tr("sj.levels", side=name, level=level_name(view.levels[side]))
            if view.declarer is not None and side_of(view.declarer) == side:
                text += f" ({tr('sj.declarer_tag')})"
            lx = canvas.text(text, fonts.BODY, theme.TEXT, (lx, y + 62)).right + 22
        if view.standing is not None:
            d = view.standing
            said = seat_said(
                self.scene.controller, "sj.declared_by", d.seat, cards=cards_text(d.cards)
            )
            size = fit_size(said, fonts.BODY, False, canvas.scale, box.w - 28)
            gap = players == 5 and view.declarer is None  # five, drawing: no levels line
            canvas.text(said, size, theme.TEXT_DIM, (x, y + (62 if gap else 88)))

    def trump_text(self, view: ShengjiView) -> str:
        if view.phase in (DRAW, CLOSING):
            if view.standing is None:
                return tr("sj.trump_unknown")
            c = view.standing.cards[0]
            return tr("sj.trump_none") if c >= 52 else tr("sj.trump", suit=tr(f"sj.suit.{c // 13}"))
        if view.trump is None:
            return tr("sj.trump_none")
        return tr("sj.trump", suit=tr(f"sj.suit.{view.trump}"))

    def points(self, canvas: Canvas, view: ShengjiView) -> None:
        """The defenders' points: a running total (the point cards lie before them)."""
        if view.declarer is None:
            return
        total = sum(points_of(p) for p in view.piles)
        text = tr("sj.points", n=total)
        if view.rules.players == 5:  # §11: a revealed friend's pile is the declarers'
            shown = [p for s, p in enumerate(view.piles) if not view.is_declaring(s)]
            total = sum(points_of(p) for p in shown)
            key = "sj.points" if view.friend is not None else "sj.points_open"
            text = tr(key, n=total)
        w, h = canvas.measure(text, fonts.LABEL, True)
        box = pygame.FRect(L.POINTS.right - w - 28, L.POINTS.y, w + 28, h + 16)
        panel(canvas, box, theme.PANEL, 10)
        canvas.text(text, fonts.LABEL, theme.GOLD, box.center, bold=True, anchor="center")

    def plate(self, canvas: Canvas, view: ShengjiView, seat: int) -> None:
        """A seat's name, its side's level, the dealer's mark, its cards left (backs), and
        the point cards before it."""
        ctl = self.scene.controller
        human = ctl.human
        spot = self.scene.motion.spot(seat)
        cx, cy = L.PLATE[spot]
        players = view.rules.players
        person = ctl.name(seat) if ctl.hot_seat else ""
        name = seat_name(seat, human, person, players)
        if view.declarer == seat:
            name += f" · {tr('sj.declarer_tag')}"
        elif players == 5 and view.friend == seat:  # §11: revealed
            name += f" · {tr('sj.friend_tag')}"
        count = view.hand_sizes[seat]
        line2 = tr("sj.cards_left", n=count)
        if players == 5:  # §11: each player his own level
            line2 = tr("sj.plate.level", level=level_name(view.levels[seat]), cards=line2)
        w1, h1 = canvas.measure(name, fonts.BODY, True)
        w2, h2 = canvas.measure(line2, fonts.BODY)
        w = max(w1, w2) + 24
        box = pygame.FRect(0, 0, w, h1 + h2 + 12)
        box.center = (cx, cy)
        # a long name keeps the plate inside the window, at its edge
        box.x = max(14.0, min(box.x, L.W - 14 - box.w))
        cx = box.centerx
        stripe = (60, 130, 200) if side_of(seat) == 0 else (200, 90, 70)
        if players == 5:  # the declaring side once known (gold), else each his own
            known = view.declarer is not None and view.is_declaring(seat)
            stripe = theme.GOLD if known else (120, 140, 150)
        panel(canvas, box, (0, 0, 0, 130), 8)
        self.plate_right[seat] = box.right
        canvas.fill_rect(pygame.FRect(box.x, box.y + 6, 4, box.h - 12), stripe)
        thinking = self.scene.controller.thinking_seat()
        colour = theme.GOLD if thinking == seat or view.declarer == seat else theme.TEXT
        canvas.text(name, fonts.BODY, colour, (cx, box.y + 5), bold=True, anchor="midtop")
        canvas.text(line2, fonts.BODY, theme.TEXT_DIM, (cx, box.y + 7 + h1), anchor="midtop")
        if seat != human and count:
            self.backs(canvas, spot, count)
        pile = view.piles[seat]
        if pile:
            px, py = L.PILE_AT[spot]
            places = pile_places(pile, L.PILE_W[spot] - L.SMALL_W)
            if spot in L.PILE_RIGHT:  # East: the rows end at the table's edge
                px -= L.SMALL_W + max(x for x, _ in places)
            for c, (x, y) in zip(pile, places):
                r = pygame.FRect(px + x, py + y, L.SMALL_W, L.SMALL_W * 130 / 90)
                self.card(canvas, card_code(c), r, small=True, shadow=False)
        if view.standing is not None and view.phase in (DRAW, CLOSING, KITTY):
            d = view.standing
            if d.seat == seat:
                self.declaration(canvas, seat, d.cards)

    def declaration(self, canvas: Canvas, seat: int, cards: tuple[Card, ...]) -> None:
        """The standing declaration's cards, face up beside the seat's plate."""
        cx, cy = L.DECL_AT[self.scene.motion.spot(seat)]
        w = L.DECL_W
        rects = [
            pygame.FRect(cx - w / 2 + i * 20 - (len(cards) - 1) * 10, cy - 36, w, w * 130 / 90)
            for i in range(len(cards))
        ]
        for c, r in zip(cards, rects):
            self.card(canvas, card_code(c), r)
        label = tr("sj.declared_tag")
        canvas.text(
            label, fonts.BODY, theme.GOLD, (cx, rects[0].bottom + 4), bold=True, anchor="midtop"
        )

    def backs(self, canvas: Canvas, seat: int, count: int) -> None:
        x, y = L.BACKS_AT[seat]
        shown = min(count, 13)
        h = L.BACK_W * 130 / 90
        if seat in L.BACKS_ROW:
            step = 12.0
            left = L.BACKS_ROW[seat] - (L.BACK_W + step * (shown - 1)) / 2
            for i in range(shown):
                self.card(canvas, None, pygame.FRect(left + i * step, y, L.BACK_W, h), shadow=False)
        else:
            step = 7.0
            for i in range(shown):
                self.card(canvas, None, pygame.FRect(x, y + i * step, L.BACK_W, h), shadow=False)

    def deck(self, canvas: Canvas, view: ShengjiView) -> None:
        left = view.rules.decks * 54 - view.cards_drawn
        if left <= 0:
            return
        x, y = L.DECK_AT
        for i in range(min(6, 1 + left // 8)):
            r = pygame.FRect(
                x - L.TRICK_W / 2 - i * 1.5, y - 48 - i * 1.5, L.TRICK_W, L.TRICK_W * 130 / 90
            )
            self.card(canvas, None, r, shadow=i == 0)
        kitty = view.rules.kitty_size
        said = tr("sj.drawing") if left > kitty else tr("sj.kitty_pile", n=left)
        canvas.text(said, fonts.BODY, theme.TEXT_DIM, (x, y + 56), anchor="midtop")

    def trick(self, canvas: Canvas, view: ShengjiView) -> None:
        """The plays on the table; the play winning so far outlined in gold and tagged."""
        plays = view.trick
        if not plays:
            return
        flying = {f.end for f in self.scene.motion.flights}
        placed = [L.play_rects(self.scene.motion.spot(seat), len(cards)) for seat, cards in plays]
        # the winner so far among the plays landed, from the lead (a spot still empty or a
        # play still in flight shows no mark)
        landed = 0
        while landed < len(plays) and not any(r.center in flying for r in placed[landed]):
            landed += 1
        best = trick_winner(plays[:landed], view.order) if landed > 1 else -1
        for i, (_seat, cards) in enumerate(plays):
            rects = placed[i]
            for c, r in zip(cards, rects):
                if r.center in flying:
                    continue
                self.card(canvas, card_code(c), r)
            if i == best:
                box = rects[0].union(rects[-1]).inflate(8, 8)
                canvas.outline(box, WINNER, 3, 8)
                tag = canvas.measure(tr("sj.winning"), fonts.BODY, True)
                t = pygame.FRect(
                    box.right - tag[0] - 10, box.y - tag[1] - 2, tag[0] + 12, tag[1] + 2
                )
                canvas.fill_rect(t, WINNER, 6)
                canvas.text(
                    tr("sj.winning"), fonts.BODY, (40, 30, 0), t.center, bold=True, anchor="center"
                )

    def kitty(self, canvas: Canvas, view: ShengjiView) -> None:
        """The person's burial, face down beside his hand (he may look at it: hover)."""
        scene = self.scene
        if not view.kitty or view.phase in (KITTY, HAND_OVER) or scene.reburying:
            return
        if view.declarer != scene.controller.human or scene.controller.hidden():
            return
        x, y = L.KITTY_AT
        x = max(x, self.plate_right.get(scene.controller.human, x) + 12)  # clear of his plate
        for i, _c in enumerate(view.kitty):
            r = pygame.FRect(x + i * 10, y, L.SMALL_W, L.SMALL_W * 130 / 90)
            self.card(canvas, None, r, shadow=False)
        canvas.text(tr("sj.buried"), fonts.BODY, theme.TEXT_DIM, (x, y - 2), anchor="bottomleft")

    def hand(self, canvas: Canvas) -> None:
        scene = self.scene
        if scene.controller.hidden():  # hot seat: the bottom seat's cards, face down
            n = self.scene.view.hand_sizes[scene.controller.human]
            for r in L.hand_rects(n):
                self.card(canvas, None, r)
            return
        cards = scene.hand_cards()
        playable = scene.playable_indices()
        for i, (c, r) in enumerate(zip(cards, scene.card_rects())):
            dim = playable is not None and i not in playable
            self.card(canvas, card_code(c), r, dim=dim)
            if scene.cursor == i and scene.keyboard:
                canvas.outline(r.inflate(6, 6), theme.FOCUS, 3, 8)
