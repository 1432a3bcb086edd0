"""The table: one hand of 拱猪 seen from one seat, animated, played by mouse or keys.

How it stays honest: the scene never decides a rule. It keeps its own copy of
the hand (``shown``) that lags behind the controller's, and replays the
controller's moves into it one at a time through the engine, turning the
events of each move into animation steps (:mod:`game.table_anim`). Computer
players are held (``ready=False``) while anything moves, so nothing runs ahead
of what the person can see. Everything drawn comes from ``shown`` (through the
engine's seat view) plus the sprites in flight; legality comes from
``controller.legal``; a refused action is refused by the engine.

Keys: ←/→ choose a card, Enter play it, P play the pair, E expose, D done
(exposure window), H hint, L last trick, C claim, Esc menu; a click or any key
skips the deal and other animations. Practice games add U undo, A all hands and
T the card counter (:mod:`game.table_practice`).
"""
from __future__ import annotations

import gc
import importlib
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from typing import Any

import pygame

from engine.actions import (
    CLAIM,
    DECLINE_FIRST,
    DONE,
    EXPOSE_BASE,
    PAIR_BASE,
    expose,
    expose_first,
    pair,
    play_cards,
    two,
)
from engine.cards import HEARTS, PIG, SUIT_MASKS, card_code, cards_of
from engine.hand import (
    EXPOSURE,
    FIRST_EXPOSURE,
    HAND_OVER,
    PLAY,
    SWAP_CHOICE,
    CardPlayed,
    CardsExposed,
    ClaimAccepted,
    FirstExposed,
    HandScored,
    HandState,
    IllegalActionError,
    TrickTaken,
    apply_action,
    refusal_reason,
)
from engine.scoring import FIRST, HIDDEN
from engine.view import SeatView, running_scores, view_for
from game import cards_art, fonts
from game import table_layout as L
from game.canvas import Canvas
from game.i18n import STRINGS, language, tr
from game.scene import Scene
from game.table_anim import AnimQueue, Sprite
from game.tween import ease_in_out_cubic
from game.widgets import Button

SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3}    # ♠ ♥ ♣ ♦: alternating colours
SUIT_KEYS = "SHDC"
DEAL_EVERY, DEAL_FLIGHT = 0.040, 0.250
PLAY_FLIGHT = 0.220
TRICK_HOLD, TRICK_SWEEP = 0.900, 0.350
EXPOSE_FLIGHT = 0.300
AMBER = (255, 176, 46)
WARN = (255, 120, 100)
PLATE_BG = (0, 0, 0, 120)
PANEL_BG = (8, 22, 16, 210)


def sort_key(card: int) -> tuple[int, int]:
    return (SUIT_ORDER[card // 13], card % 13)


def hand_list(hand: tuple[int, int]) -> list[int]:
    """A hand as displayed: sorted by suit (♠♥♣♦) then rank, twins side by side."""
    once, twice = hand
    out: list[int] = []
    for card in sorted(cards_of(once), key=sort_key):
        out.append(card)
        if twice >> card & 1:
            out.append(card)
    return out


def multiset_list(ms: tuple[int, int]) -> list[int]:
    return hand_list(ms)


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


@lru_cache(maxsize=16)
def _rotated_back(width_px: int, back: str) -> pygame.Surface:
    return pygame.transform.rotate(cards_art.card_back(width_px, back), 90)


@lru_cache(maxsize=32)
def _glow(width_px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft coloured halo around a card (exposable or hinted cards)."""
    w, h = cards_art.card_size(width_px)
    pad = max(3, round(width_px * 0.09))
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = round(150 * (1 - i / (pad + 1)) ** 1.5)
        pygame.draw.rect(surf, (*colour, alpha), surf.get_rect().inflate(-2 * (pad - i), -2 * (pad - i)),
                         border_radius=round(w * 0.08) + i)
    try:
        return surf.convert_alpha()
    except pygame.error:
        return surf


def _has(key: str) -> bool:
    return key in STRINGS


# The engine's refusal reasons → the message keys shown when hovering a dimmed card.
WHY_KEYS = {"c2": "why.c2", "exposed": "why.exposed", "follow": "why.follow",
            "pair": "table.why.pair", "colour": "why.colour", "illegal": "table.why.illegal"}


WARM_MODULES = ("saves.profiles", "saves.history", "game.scenes.result", "game.scenes.gameover")


class TableScene(Scene):
    """A hand at the table, from ``seat``'s side (South at the bottom by default).

    ``on_hand_over(controller)`` is called once when the hand has ended (engine
    phase HAND_OVER or SWAP_CHOICE) and the last trick has been animated.
    """

    # Event toasts sit between North's taken cards and the trick, not over North's hand.
    toast_top = L.seat_layout("top").taken.bottom + 3

    @staticmethod
    def seat_note(seat: int) -> str:
        """A short note beside a seat's total in the score panel (a game mode sets it)."""
        return ""

    def __init__(self, controller: Any, seat: int = 0,
                 on_hand_over: Callable[[Any], None] | None = None, *,
                 animate_deal: bool = True, on_quit: Callable[[Any], None] | None = None) -> None:
        super().__init__()
        self.controller = controller
        # hot seat: South at the bottom is always the human at the screen (controller.viewer)
        self.me = controller.viewer if getattr(controller, "hot_seat", False) else seat
        self._handover_up = False          # the hand-over screen is on top of the table
        self._deal_pending = False         # the deal waits until the right person is at the screen
        self.on_hand_over = on_hand_over
        self.on_quit = on_quit
        self.animate_deal = animate_deal
        # Optional lesson coach (game.table_coach): coach.veto(hand, seat, action) -> str | None may
        # refuse a legal action with a message, before the engine sees it.
        self.coach: Any = None
        self.anim = AnimQueue()
        self.message = ""               # the last refusal or notice (also toasted)
        self.message_left = 0.0
        self.hover: int | None = None
        self.cursor: int | None = None
        self.selection: list[int] = []
        self.sel_first: int | None = None
        self.press: tuple[int, tuple[float, float]] | None = None
        self.drag_pos: tuple[float, float] | None = None
        self.dragging = False
        self.review = False
        self.hint_future: Any = None
        self.hint_moves = -1
        self.hint: tuple[int, str] | None = None
        self.hint_left = 0.0
        self.hand_over_called = False
        self.time = 0.0
        self.frames = 0
        self._score_cache: tuple[int, list[int]] = (-1, [0, 0, 0, 0])
        self._legal_cache: tuple[int, list[int]] = (-1, [])
        self._warned_hearts = False
        self._warm: list[tuple[str, int, bool]] = []
        self.buttons: dict[str, Button] = {
            "menu": Button(lambda: tr("table.menu") + "  Esc", self.open_menu, size=fonts.BODY),
            "hint": Button(lambda: tr("table.hint") + "  H", self.ask_hint, size=fonts.BODY),
            "last": Button(lambda: tr("table.last_trick") + "  L", self.toggle_review, size=fonts.BODY),
            "claim": Button(lambda: tr("table.claim") + "  C", self.claim, size=fonts.BODY, primary=True),
            "pair": Button(lambda: tr("table.play_pair") + "  P", self.play_pair, size=fonts.BODY,
                           primary=True),
            "expose": Button(lambda: tr("table.expose") + "  E", self.expose_key, size=fonts.BODY,
                             primary=True),
            "done": Button(lambda: tr("table.done_exposing") + "  D", self.done_exposing, size=fonts.BODY),
            "first_yes": Button(lambda: tr("table.first_yes") + "  E", self.first_yes, size=fonts.BODY,
                                primary=True),
            "first_no": Button(lambda: tr("table.first_no") + "  D", self.first_no, size=fonts.BODY),
        }
        from game.table_practice import practice_tools
        self.practice = practice_tools(self)   # practice games: undo, all hands, counter, advisor
        self._start_hand(initial=True)

    # ================================================================== hand state

    def _start_hand(self, initial: bool = False) -> None:
        """Show the controller's current hand: from its deal when fresh, else as it stands."""
        match = self.controller.match
        hand: HandState = match.hand
        self.anim = AnimQueue(self._speed)
        self.hand_over_called = False
        self.selection, self.sel_first, self.review, self.hint = [], None, False, None
        self.hint_future = None
        self._warned_hearts = False
        self.table_trick: list[list[Any]] = []    # [seat, cards, flying]
        self.hide_exposed = [0, 0, 0, 0]           # exposures still flying to their row
        if not match.moves:
            self.shown = hand
            self.applied = 0
        else:
            # resumed mid-hand (a saved game): show it as it stands, nothing to replay
            self.shown = hand
            self.applied = len(match.moves)
        self.taken_rows = [multiset_list(self._view.taken[s]) for s in range(4)]
        self.table_trick = [[s, play_cards(a), False] for s, a in self.shown.trick]
        self.dealing = False
        self.deal_counts = [0, 0, 0, 0]
        self.deal_mine: list[int] = []
        self._deal_pending = False
        if not match.moves and self.animate_deal:
            if self._handover_pending():
                # hot seat: nobody sees a card until the next human has confirmed the hand-over
                self.dealing = True
                self._deal_pending = True
            else:
                self._queue_deal()

    def _speed(self) -> float:
        try:
            return float(self.ctx.settings.animation_speed)
        except RuntimeError:
            return 1.0

    @property
    def _view(self) -> SeatView:
        view = view_for(self.shown, self.me)
        if self._private_window(self.shown):
            # RULES §3 with several humans: each sees only their own exposures until the
            # window closes (as controller.private_view), then all are revealed together
            me = self.me
            view = replace(
                view,
                exposures=tuple(e for e in view.exposures if e.seat == me),
                exposed_held=tuple(h if s == me else (0, 0) for s, h in enumerate(view.exposed_held)),
                hidden_counts=(0, 0, 0, 0),
            )
        return view

    # ================================================================== hot seat

    def hot_seat(self) -> bool:
        return bool(getattr(self.controller, "hot_seat", False))

    def _private_window(self, st: HandState) -> bool:
        return self.hot_seat() and st.phase in (FIRST_EXPOSURE, EXPOSURE)

    def _handover_pending(self) -> bool:
        return self.hot_seat() and getattr(self.controller, "handover_to", None) is not None

    def _check_handover(self) -> None:
        """Put the hand-over screen up when the controller asks for another human."""
        if not self._handover_pending() or self._handover_up or self._ctx is None:
            return
        if self.anim.busy and not self._deal_pending:
            return   # let the last move land first (the table shows no private card meanwhile)
        from game.scenes.handover import HandoverScene
        to = self.controller.handover_to
        self._forget_private()
        self._handover_up = True
        self.ctx.push(HandoverScene(to, str(self.controller.players[to].name or ""),
                                    on_confirm=self._accept_handover))

    def _accept_handover(self) -> None:
        self._handover_up = False
        self.controller.accept_handover()
        self._follow_viewer()
        if self._deal_pending and not self._handover_pending():
            self._deal_pending = False
            self._queue_deal()

    def _forget_private(self) -> None:
        """Drop everything that belongs to the person leaving the screen."""
        self.hover = self.cursor = self.sel_first = None
        self.selection = []
        self.press, self.dragging, self.drag_pos = None, False, None
        self.review = False
        self.hint, self.hint_future = None, None

    def _follow_viewer(self) -> None:
        """Hot seat: the table is drawn from the human at the screen."""
        ctl = self.controller
        if not self.hot_seat() or ctl.handover_to is not None or ctl.viewer == self.me:
            return
        if self.anim.busy and not self._deal_pending:
            self.anim.finish_all()
        self.me = ctl.viewer
        self._forget_private()
        self._score_cache = (-1, [0, 0, 0, 0])
        self._legal_cache = (-1, [])
        if self._caught_up() and not self.dealing:
            self._reconcile()

    def _reveal_exposures(self) -> None:
        """The hot-seat window closed: everyone's exposures appear together, animated."""
        groups: dict[tuple[int, str], list[int]] = {}
        for e in self.shown.exposures:
            if e.seat != self.me:
                groups.setdefault((e.seat, e.how), []).append(e.card)
        for (seat, how), cards in sorted(groups.items()):
            self._animate_exposure(seat, tuple(cards), how)

    def _caught_up(self) -> bool:
        return self.applied >= len(self.controller.match.moves)

    def idle(self) -> bool:
        """Nothing moving and nothing left to show: the table shows the controller's state."""
        return not self.anim.busy and self._caught_up() and not self.dealing

    def _hand_changed(self) -> bool:
        match = self.controller.match
        return (match.hand.deal_order != self.shown.deal_order
                or len(match.moves) < self.applied)

    # ================================================================== the deal

    def _queue_deal(self) -> None:
        order = self.shown.deal_order
        first = self.shown.first_receiver
        self.dealing = True
        self.deal_counts = [0, 0, 0, 0]
        self.deal_mine = []

        def start() -> None:
            for i, card in enumerate(order):
                seat = (first + i) % 4
                pos = L.relative(seat, self.me)
                target = L.seat_layout(pos).deal_target
                s = Sprite(None, L.DECK_POS, target, L.SMALL_W,
                           L.CARD_W if seat == self.me else L.SMALL_W,
                           vertical=pos in ("left", "right"), layer=1)
                s.alive = False
                self.anim.tweens.add(s.motion(DEAL_FLIGHT, delay=i * DEAL_EVERY,
                                              on_start=self._deal_start(s, i),
                                              on_done=self._deal_land(s, seat, card)))

        self.anim.add(start)
        self.anim.add(self._end_deal)

    def _deal_start(self, sprite: Sprite, i: int) -> Callable[[], None]:
        def go() -> None:
            sprite.alive = True
            self.anim.sprites.append(sprite)
            if i % 4 == 0 and self._ctx is not None:
                self.ctx.sound.play("deal", 0.4)
        return go

    def _deal_land(self, sprite: Sprite, seat: int, card: int) -> Callable[[], None]:
        def land() -> None:
            self.anim.remove(sprite)
            self.deal_counts[seat] += 1
            if seat == self.me:
                self.deal_mine.append(card)
        return land

    def _end_deal(self) -> None:
        self.dealing = False

    # ================================================================== replaying moves

    def _apply_next(self) -> None:
        """Replay the next controller move into ``shown`` and queue its animation."""
        seat, action = self.controller.match.moves[self.applied]
        before = self.shown
        self.shown, events = apply_action(before, seat, action)
        self.applied += 1
        private = self._private_window(before)
        for event in events:
            if private and isinstance(event, (FirstExposed, CardsExposed)) and event.seat != self.me:
                continue   # another human's (or a computer's) secret until the window closes
            self._animate(event, before)
        if private and not self._private_window(self.shown):
            self._reveal_exposures()

    def _animate(self, event: Any, before: HandState) -> None:
        if isinstance(event, CardPlayed):
            self._animate_play(event, before)
        elif isinstance(event, TrickTaken):
            self._animate_trick(event)
        elif isinstance(event, FirstExposed):
            self._animate_exposure(event.seat, (event.card,), FIRST)
        elif isinstance(event, CardsExposed):
            self._animate_exposure(event.seat, event.cards, event.how)
        elif isinstance(event, ClaimAccepted):
            # RULES §4: the claimant's hand is shown, face up, before the hand ends
            claim_text = self.seat_tr("toast.claim", event.seat)
            shown = (event.seat, hand_list((before.hand1[event.seat], before.hand2[event.seat])))

            def show_claim() -> None:
                self.claim_shown = shown
                self.ctx.toast(claim_text, 3.0)
            self.anim.add(show_claim)
            self.anim.wait(2.0)
        elif isinstance(event, HandScored):
            self._announce_score(event)

    def _play_start(self, seat: int, cards: tuple[int, ...], before: HandState) -> list[tuple[float, float]]:
        pos = L.relative(seat, self.me)
        if seat == self.me:
            shown = hand_list((before.hand1[seat], before.hand2[seat]))
            rects = L.hand_rects(len(shown))
            out, used = [], set()
            for c in cards:
                idx = next((i for i, x in enumerate(shown) if x == c and i not in used), None)
                if idx is None:
                    out.append(L.seat_layout(pos).deal_target)
                    continue
                used.add(idx)
                out.append(rects[idx].move(0, -L.RAISE).center)
            return out
        layout = L.seat_layout(pos)
        return [layout.backs.center for _ in cards]

    def _animate_play(self, event: CardPlayed, before: HandState) -> None:
        seat, cards = event.seat, event.cards
        starts = self._play_start(seat, cards, before)

        def start() -> None:
            entry = [seat, cards, True]
            self.table_trick.append(entry)
            pos = L.relative(seat, self.me)
            rects = L.trick_rects(pos, len(cards))
            self.ctx.sound.play("flick")
            flights = []
            for c, st, r in zip(cards, starts, rects):
                sprite = self.anim.sprite(Sprite(card_code(c), st, r.center,
                                                 L.CARD_W if seat == self.me else L.SMALL_W, L.TRICK_W,
                                                 layer=2))
                flights.append(sprite)
            done_count = [0]

            def land(sprite: Sprite) -> Callable[[], None]:
                def go() -> None:
                    self.anim.remove(sprite)
                    done_count[0] += 1
                    if done_count[0] == len(flights):
                        entry[2] = False
                return go

            for sprite in flights:
                self.anim.tweens.add(sprite.motion(PLAY_FLIGHT, on_done=land(sprite)))

        self.anim.add(start)

    def _animate_trick(self, event: TrickTaken) -> None:
        self.anim.wait(TRICK_HOLD)

        def sweep() -> None:
            winner_pos = L.seat_layout(L.relative(event.winner, self.me))
            taker = event.taker
            taker_row = L.seat_layout(L.relative(taker, self.me)).taken
            n_before = len(self.taken_rows[taker])
            slots = L.row_rects(taker_row, n_before + len(event.scoring), reserve=self._score_reserve())
            scoring = list(event.scoring)
            k = 0
            for seat, cards, _ in self.table_trick:
                rects = L.trick_rects(L.relative(seat, self.me), len(cards))
                for c, r in zip(cards, rects):
                    if c in scoring:
                        scoring.remove(c)
                        end = slots[n_before + k].center
                        k += 1
                        sprite = self.anim.sprite(Sprite(card_code(c), r.center, end, L.TRICK_W, L.SMALL_W,
                                                         layer=3))
                        self.anim.tweens.add(sprite.motion(TRICK_SWEEP, easing=ease_in_out_cubic,
                                                           on_done=self._land_taken(sprite, taker, c)))
                    else:
                        sprite = self.anim.sprite(Sprite(card_code(c), r.center, winner_pos.deal_target,
                                                         L.TRICK_W, L.SMALL_W * 0.6, layer=2))
                        self.anim.tweens.add(sprite.motion(TRICK_SWEEP, easing=ease_in_out_cubic,
                                                           on_done=lambda s=sprite: self.anim.remove(s)))
            self.table_trick = []
            self.ctx.sound.play("sweep")
            if PIG in event.scoring:
                self.ctx.sound.play("pig")
                self.ctx.toast(self.seat_tr("toast.pig_taken", taker), 3.0)
            self._check_all_hearts_danger()

        self.anim.add(sweep)

    def _land_taken(self, sprite: Sprite, seat: int, card: int) -> Callable[[], None]:
        def go() -> None:
            self.anim.remove(sprite)
            self.taken_rows[seat].append(card)
        return go

    def _check_all_hearts_danger(self) -> None:
        if self._warned_hearts:
            return
        total = 13 * self.shown.rules.decks
        counts = []
        for s in range(4):
            once, twice = self._view.taken[s]
            counts.append((once & SUIT_MASKS[HEARTS]).bit_count() + (twice & SUIT_MASKS[HEARTS]).bit_count())
        holders = [s for s in range(4) if counts[s]]
        if len(holders) == 1 and total - 4 <= counts[holders[0]] < total:
            self._warned_hearts = True
            self.ctx.toast(tr("toast.all_hearts_danger", seat=self.seat_name(holders[0])), 3.0)

    def _animate_exposure(self, seat: int, cards: tuple[int, ...], how: str) -> None:
        def start() -> None:
            pos = L.relative(seat, self.me)
            layout = L.seat_layout(pos)
            hidden = how == HIDDEN and seat != self.me
            self.hide_exposed[seat] += len(cards)
            slots = self._exposed_slots(seat)
            for i, c in enumerate(cards):
                end = slots[-1].center if hidden or not slots else slots[min(len(slots) - 1,
                                                                                len(slots) - len(cards) + i)].center
                start_pt = layout.backs.center if seat != self.me else layout.deal_target
                sprite = self.anim.sprite(Sprite(None if hidden else card_code(c), start_pt, end,
                                                 L.SMALL_W, L.SMALL_W, layer=3))

                def land(sprite: Sprite = sprite) -> None:
                    self.anim.remove(sprite)
                    self.hide_exposed[seat] = max(0, self.hide_exposed[seat] - 1)

                self.anim.tweens.add(sprite.motion(EXPOSE_FLIGHT, on_done=land))
            self.ctx.sound.play("chime")
            if self._private_window(self.shown):
                pass   # hot seat: no toast while the next person may already be at the screen
            elif how != "auto" and not hidden:
                factor = 4 if how == FIRST else 2
                for c in cards:
                    self.ctx.toast(self.seat_tr("toast.exposed", seat, card=self.card_name(c), factor=factor), 2.5)
            elif hidden:
                self.ctx.toast(self.seat_tr("table.toast.hidden", seat), 2.5)

        self.anim.add(start)

    def _exposed_slots(self, seat: int) -> list[pygame.FRect]:
        from game.table_draw import _scene_exposed_slots
        return _scene_exposed_slots(self, seat)

    def _score_reserve(self) -> float:
        from game.table_draw import L_SCORE_W
        return L_SCORE_W + 6

    def _announce_score(self, event: HandScored) -> None:
        def start() -> None:
            for s, sc in enumerate(event.score.seats):
                if sc.grand_slam:
                    self.ctx.toast(self.seat_tr("toast.grand_slam", s), 4.0)
                    self.ctx.sound.play("fanfare")
                elif sc.all_hearts:
                    self.ctx.toast(self.seat_tr("toast.all_hearts", s), 4.0)
                    self.ctx.sound.play("fanfare")
        self.anim.add(start)
        self.anim.wait(0.6)

    def _reconcile(self) -> None:
        """When idle, make the displayed rows agree with ``shown`` (claims, resumed games)."""
        view = self._view
        for s in range(4):
            want = multiset_list(view.taken[s])
            if sorted(self.taken_rows[s]) != sorted(want):
                self.taken_rows[s] = want
        trick = [[s, play_cards(a), False] for s, a in self.shown.trick]
        if [(t[0], t[1]) for t in self.table_trick] != [(t[0], t[1]) for t in trick]:
            self.table_trick = trick
        self.hide_exposed = [0, 0, 0, 0]

    # ================================================================== the frame

    def update(self, dt: float) -> None:
        if self._warm:
            self._warm_up()
        self.time += dt
        self.frames += 1
        if self._hand_changed():
            self._start_hand()
        self._follow_viewer()
        self.anim.update(dt)
        while not self.anim.busy and not self.dealing and not self._caught_up():
            self._apply_next()
            self.anim.update(0.0)
        if not self.anim.busy and self._caught_up():
            self._reconcile()
        ended = self.shown.phase in (HAND_OVER, SWAP_CHOICE)
        if not self.dealing and (not ended or not self.idle()):
            # Nobody is asked while the cards fly out: the clocks have not started, and a
            # computer's answer computed now would cost a deal frame for nothing.
            self.controller.update(dt, ready=self.idle())
        self.controller.take_events()   # the scene replays moves itself; drop the copies
        if self.message_left > 0:
            self.message_left -= dt
        self._poll_hint(dt)
        if self.practice is not None:
            self.practice.update(dt)
        self._check_handover()
        if ended and self.idle() and not self.hand_over_called:
            self.hand_over_called = True
            if self.on_hand_over is not None:
                self.on_hand_over(self.controller)
        self._sync_buttons()

    def _poll_hint(self, dt: float) -> None:
        moves = len(self.controller.match.moves)
        if self.hint_future is not None and self.hint_future.done():
            future, self.hint_future = self.hint_future, None
            try:
                choice = future.result()
            except Exception:   # noqa: BLE001 - a failed hint is just no hint
                choice = None
            if choice is not None and moves == self.hint_moves:
                reason = choice.reason_zh if language() == "zh" else choice.reason_en
                self.hint = (choice.action, reason)
                self.hint_left = 8.0
        if self.hint is not None:
            self.hint_left -= dt
            if self.hint_left <= 0 or moves != self.hint_moves:
                self.hint = None

    # ================================================================== queries for drawing and input

    def seat_name(self, seat: int) -> str:
        player = self.controller.players[seat]
        if player.name:
            return str(player.name)
        you = seat == self.me and player.human and not self.hot_seat()   # hot seat: "you" is ambiguous
        return tr("seat.you") if you else tr(f"seat.{'SENW'[seat]}")

    def seat_tr(self, key: str, seat: int, **kw: Any) -> str:
        """``tr(key, seat=…)`` about one seat; the viewer's own "You" takes ``key.you`` where
        English needs its own verb ("You expose", not "You exposes")."""
        name = self.seat_name(seat)
        if name == tr("seat.you") and f"{key}.you" in STRINGS:
            return tr(f"{key}.you", **kw)
        return tr(key, seat=name, **kw)

    def card_name(self, card: int) -> str:
        code = card_code(card)
        key = {"SQ": "card.pig", "DJ": "card.sheep", "CT": "card.transformer", "HA": "card.heart_ace"}.get(code)
        return tr(key) if key else cards_art.label(code)

    def my_hand(self) -> list[int]:
        if self._handover_pending() and self.controller.handover_to != self.me:
            return []   # the computer is being passed on: no hand on screen
        if self.dealing:
            return sorted(self.deal_mine, key=sort_key)
        return hand_list((self.shown.hand1[self.me], self.shown.hand2[self.me]))

    def acting(self) -> bool:
        """Whether the viewer may act now (the table shows the current state)."""
        if self.dealing or self.shown.phase in (HAND_OVER, SWAP_CHOICE):
            return False
        if self.me not in self.controller.waiting_for_human():
            return False
        if self._handover_pending():
            return False
        if self.controller.phase == PLAY:
            return self.idle()
        return self._caught_up() or self.controller.phase in (EXPOSURE, FIRST_EXPOSURE)

    def legal(self) -> list[int]:
        key = len(self.controller.match.moves) * 10 + self.controller.phase
        if self._legal_cache[0] != key:
            self._legal_cache = (key, list(self.controller.legal(self.me)))
        return self._legal_cache[1]

    def playable(self) -> set[int]:
        """Cards that appear in some legal play (raised); the rest are dimmed."""
        out: set[int] = set()
        for a in self.legal():
            if a < EXPOSE_BASE:
                out.update(play_cards(a))
        return out

    def exposable(self) -> set[int]:
        return {a - EXPOSE_BASE for a in self.legal() if EXPOSE_BASE <= a < EXPOSE_BASE + 52}

    def _follow_two(self) -> bool:
        return bool(self.shown.trick) and self.shown.lead_pair

    def why(self, card: int) -> str:
        """Why a dimmed card may not be played now (the engine names the duty)."""
        reason = refusal_reason(self.shown, self.me, card)
        if reason == "follow":
            return tr("why.follow", suit=tr(f"suit.{SUIT_KEYS[self.shown.lead_suit]}"))
        return tr(WHY_KEYS[reason])

    def raised(self, hand: list[int]) -> list[float]:
        acting = self.acting()
        phase = self.controller.phase
        out = [0.0] * len(hand)
        if not acting:
            return out
        lift = self.playable() if phase == PLAY else self.exposable() if phase == EXPOSURE else set()
        for i, c in enumerate(hand):
            if c in lift:
                out[i] = L.RAISE + (6 if i == self.hover or i == self.cursor else 0)
            if i in self.selection:
                out[i] = L.SELECT_RAISE
        return out

    def hand_rects(self) -> tuple[list[int], list[pygame.FRect], list[float]]:
        hand = self.my_hand()
        return hand, L.hand_rects(len(hand)), self.raised(hand)

    def scores(self) -> list[int]:
        """Running hand score per seat from what this seat can see (engine scoring)."""
        key = self.applied
        if self._score_cache[0] != key:
            self._score_cache = (key, list(running_scores(self._view)))
        return self._score_cache[1]

    # ================================================================== actions

    def submit(self, action: int) -> bool:
        """Give the engine the viewer's action; a refusal shows its reason and changes nothing."""
        if self.coach is not None and action in self.legal():
            veto = self.coach.veto(self.controller.match.hand, self.me, action)
            if veto:
                self.selection, self.sel_first = [], None
                self.refuse(veto)
                return False
        try:
            self.controller.submit(self.me, action)
        except IllegalActionError as exc:
            self.refuse(self._refusal_text(action, str(exc)))
            return False
        finally:
            self.selection, self.sel_first = [], None
        self.hint = None
        return True

    def _refusal_text(self, action: int, engine_text: str) -> str:
        """A refused play in the player's language: the duty its first unplayable card breaks."""
        if action >= EXPOSE_BASE:
            return engine_text
        cards = play_cards(action)
        playable = self.playable()
        return self.why(next((c for c in cards if c not in playable), cards[0]))

    def refuse(self, text: str) -> None:
        self.message = text
        self.message_left = 3.0
        self.ctx.toast(text, 2.5)

    def _twin(self, hand: list[int], i: int) -> int | None:
        if i + 1 < len(hand) and hand[i + 1] == hand[i]:
            return i + 1
        if i > 0 and hand[i - 1] == hand[i]:
            return i - 1
        return None

    def click_card(self, i: int) -> None:
        """A click (or Enter) on the viewer's ``i``-th card."""
        hand = self.my_hand()
        if not (0 <= i < len(hand)) or not self.acting():
            return
        c = hand[i]
        phase = self.controller.phase
        if phase == EXPOSURE:
            if c in self.exposable():
                self.submit(expose(c))
            else:
                self.refuse(tr("table.not_exposable"))
            return
        if phase != PLAY:
            return
        legal = self.legal()
        if self.selection:
            sel = self.selection
            if i in sel:
                if len(sel) == 2 and hand[sel[0]] == hand[sel[1]]:
                    self.submit(pair(c) if i == self.sel_first else c)
                elif len(sel) == 2:
                    self.submit(two(hand[sel[0]], hand[sel[1]]))
                else:
                    self.selection, self.sel_first = [], None
                return
            if len(sel) == 1 and self._follow_two():
                self.submit(two(hand[sel[0]], c))
                return
            self.selection, self.sel_first = [], None
        twin = self._twin(hand, i)
        if twin is not None and PAIR_BASE + c in legal:
            self.selection, self.sel_first = sorted([i, twin]), i
            return
        if self._follow_two():
            self.selection, self.sel_first = [i], i
            return
        if c not in legal:
            self.refuse(self.why(c))
            return
        self.submit(c)

    def play_pair(self) -> None:
        hand = self.my_hand()
        if not self.acting() or self.controller.phase != PLAY:
            return
        if len(self.selection) == 2:
            a, b = (hand[j] for j in self.selection)
            self.submit(two(a, b))
            return
        if self.cursor is not None and 0 <= self.cursor < len(hand):
            c = hand[self.cursor]
            if self._twin(hand, self.cursor) is not None:
                self.submit(pair(c))
            else:
                self.refuse(tr("table.no_pair"))

    def expose_key(self) -> None:
        if not self.acting() or self.controller.phase != EXPOSURE:
            return
        hand = self.my_hand()
        options = self.exposable()
        if self.cursor is not None and 0 <= self.cursor < len(hand) and hand[self.cursor] in options:
            self.submit(expose(hand[self.cursor]))
        elif options:
            self.submit(expose(min(options, key=sort_key)))

    def done_exposing(self) -> None:
        if self.acting() and self.controller.phase == EXPOSURE:
            self.submit(DONE)

    def first_yes(self) -> None:
        if self.acting() and self.controller.phase == FIRST_EXPOSURE:
            self.submit(expose_first(self.shown.first_cards[self.me]))

    def first_no(self) -> None:
        if self.acting() and self.controller.phase == FIRST_EXPOSURE:
            self.submit(DECLINE_FIRST)

    def claim(self) -> None:
        if self.acting() and self.controller.phase == PLAY and not self.submit(CLAIM):
            self.ctx.toast(tr("toast.claim_refused"), 2.5)

    def ask_hint(self) -> None:
        if not self.acting() or self.hint_future is not None:
            return
        self.hint_moves = len(self.controller.match.moves)
        self.hint = None
        self.hint_future = self.controller.hint(self.me)

    def review_available(self) -> bool:
        return (self.shown.last_trick is not None and not self.shown.trick and not self.table_trick
                and self.shown.phase == PLAY)

    def toggle_review(self) -> None:
        self.review = not self.review and self.review_available()

    def open_menu(self) -> None:
        from game.table_menu import TableMenu
        self.ctx.push(TableMenu(self))

    def skip(self) -> bool:
        """Finish the running animations at once (a click or key during the deal or a sweep)."""
        if self.anim.busy:
            self.anim.finish_all()
            self.hover = None
            return True
        return False

    # ================================================================== input

    def _sync_buttons(self) -> None:
        b = self.buttons
        acting = self.acting()
        phase = self.controller.phase
        b["hint"].visible = True
        b["hint"].enabled = acting and self.hint_future is None
        b["last"].visible = True
        b["last"].enabled = self.review_available()
        if not b["last"].enabled:
            self.review = False
        b["claim"].visible = acting and phase == PLAY and CLAIM in self.legal()
        hand = self.my_hand()
        b["pair"].visible = (acting and phase == PLAY and len(self.selection) == 2
                             and all(j < len(hand) for j in self.selection))
        in_window = phase == EXPOSURE and not self.dealing
        b["expose"].visible = in_window and acting and bool(self.exposable())
        b["done"].visible = in_window and acting
        first = phase == FIRST_EXPOSURE and acting
        b["first_yes"].visible = b["first_no"].visible = first
        if self.practice is not None:
            self.practice.sync()

    def _queue_warm_up(self, canvas: Canvas) -> None:
        """Card faces at this scale, rendered a few per frame (no frame pays for many at once)."""
        from engine.cards import card_code as code_of
        widths = (canvas.px(L.CARD_W), canvas.px(L.TRICK_W), canvas.px(L.SMALL_W))
        four = self.ctx.settings.four_colour
        mine = sorted(set(self.my_hand()) | set(cards_of(self.shown.dealt[self.me][0])), key=sort_key)
        order = mine + [c for c in range(52) if c not in mine]
        sizes = sorted({canvas.font_px(v) for v in fonts.TABLE_SIZES})
        self._warm = [("font", px, bold) for px in sizes for bold in (False, True)]
        self._warm += [(code_of(c), w, four) for w in widths for c in order]
        self._warm.append(("back", canvas.px(L.SMALL_W), False))
        # the end-of-hand screens and the saves, loaded before the hand ends, one module a frame
        self._warm += [("module", i, False) for i in range(len(WARM_MODULES))]

    def _warm_up(self, budget_s: float = 0.003) -> None:
        import time
        start = time.perf_counter()
        back = self.ctx.settings.card_back
        while self._warm and time.perf_counter() - start < budget_s:
            code, w, four = self._warm.pop(0)
            if code == "font":
                fonts.font(w, four)
            elif code == "module":
                importlib.import_module(WARM_MODULES[w])
                if w == len(WARM_MODULES) - 1:
                    # Everything loaded so far lives for the whole game: keep it out of the
                    # collector's full passes, which would otherwise cost a frame now and then.
                    gc.freeze()
                return   # an import is the heaviest step: alone in its frame
            elif code == "back":
                _rotated_back(w, back)
                cards_art.card_back(w, back)
                cards_art.card_shadow(w)
                cards_art.dimmer(w)
            else:
                cards_art.card_face(code, w, four)

    def layout(self, canvas: Canvas) -> None:
        self._queue_warm_up(canvas)
        warm = getattr(self.controller.worker, "warm_up", None)   # spawn the AI process during the deal
        if warm is not None:
            warm([p.level for p in self.controller.players if not p.human], background=True)
        s = canvas.scale
        b = self.buttons
        for btn in b.values():
            w, h = btn.measure(s)
            btn.rect = pygame.FRect(0, 0, w, max(h, 36))
        b["menu"].rect.topleft = (L.MARGIN, L.MARGIN)
        col = L.LEFT_BUTTONS
        width = max(b["hint"].rect.w, b["last"].rect.w, col.w)
        for name, y in (("hint", 612), ("last", 662)):
            b[name].rect.w = min(width, L.HAND_LEFT - 2 * L.MARGIN)
            b[name].rect.topleft = (L.MARGIN, y)
        for name, y in (("pair", 612), ("claim", 662)):
            b[name].rect.w = max(b[name].rect.w, L.HAND_LEFT - 2 * L.MARGIN)
            b[name].rect.topright = (L.W - L.MARGIN, y)
        # exposure window and 首明 prompt buttons sit under the ring
        for left, right in (("expose", "done"), ("first_yes", "first_no")):
            wl, wr = b[left].rect.w, b[right].rect.w
            total = wl + 16 + wr
            x0 = L.CENTRE[0] - total / 2
            b[left].rect.topleft = (x0, 392)
            b[right].rect.topleft = (x0 + wl + 16, 392)
        if self.practice is not None:
            self.practice.layout(canvas)
        self._sync_buttons()

    def handle(self, event: pygame.event.Event) -> bool:
        etype = event.type
        if etype == pygame.MOUSEMOTION:
            for btn in self.buttons.values():
                btn.handle(event)
            self._motion(event)
            return True
        if etype == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.practice is not None and self.practice.press(event):
                return True   # practice buttons answer at once, even while cards fly
            if (self.dealing or (self.anim.busy and self.controller.phase == PLAY
                                 and self._caught_up())) and self.skip():
                return True
            for btn in self.buttons.values():
                if btn.visible and btn.enabled and btn.handle(event):
                    return True
            _hand, rects, raised = self.hand_rects()
            i = L.hand_hit(rects, raised, event.pos)
            if i is not None:
                self.press = (i, event.pos)
                self.dragging = False
                return True
            if self.review:
                self.review = False
            return True
        if etype == pygame.MOUSEBUTTONUP and event.button == 1:
            for btn in self.buttons.values():
                if btn.visible and btn.handle(event):
                    self.press = None
                    return True
            if self.press is not None:
                i, _ = self.press
                dragged, self.press, self.dragging, self.drag_pos = self.dragging, None, False, None
                if not dragged:
                    self.click_card(i)
                elif event.pos[1] < L.HAND_TOP - 40:
                    self.selection, self.sel_first = [], None
                    self.click_card(i)
            return True
        if etype == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _motion(self, event: pygame.event.Event) -> None:
        pos = event.pos
        if self.press is not None:
            _i, start = self.press
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > 12:
                self.dragging = True
            if self.dragging:
                self.drag_pos = pos
        _hand, rects, raised = self.hand_rects()
        self.hover = L.hand_hit(rects, raised, pos)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.selection:
                self.selection, self.sel_first = [], None
            elif self.review:
                self.review = False
            else:
                self.open_menu()
            return True
        if self.practice is not None and self.practice.key(key):
            return True
        if self.dealing or (self.anim.busy and self.controller.phase == PLAY and self._caught_up()):
            self.skip()
            if key not in (pygame.K_LEFT, pygame.K_RIGHT):
                return True
        hand = self.my_hand()
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            d = -1 if key == pygame.K_LEFT else 1
            if self.cursor is None or self.cursor >= len(hand):
                self.cursor = 0 if d > 0 else len(hand) - 1
            else:
                self.cursor = (self.cursor + d) % len(hand)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.controller.phase == FIRST_EXPOSURE:
                self.first_yes()
            elif self.cursor is not None:
                self.click_card(self.cursor)
            return True
        actions = {pygame.K_p: self.play_pair, pygame.K_e: self._key_e, pygame.K_d: self._key_d,
                   pygame.K_h: self.ask_hint, pygame.K_l: self.toggle_review, pygame.K_c: self.claim}
        if key in actions:
            actions[key]()
            return True
        return False

    def _key_e(self) -> None:
        if self.controller.phase == FIRST_EXPOSURE:
            self.first_yes()
        else:
            self.expose_key()

    def _key_d(self) -> None:
        if self.controller.phase == FIRST_EXPOSURE:
            self.first_no()
        else:
            self.done_exposing()

    def resume(self) -> None:
        self.press, self.dragging = None, False

    # ================================================================== drawing

    def draw(self, canvas: Canvas) -> None:
        from game import table_draw
        table_draw.draw_table(self, canvas)
        if self.practice is not None:
            self.practice.draw(canvas)


__all__ = ["TableScene", "hand_list", "sort_key"]
