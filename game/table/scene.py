"""The table: one hand of 拱猪 seen from one seat, animated, played by mouse or keys.

How it stays honest: the scene never decides a rule. It keeps its own copy of
the hand (``shown``) that lags behind the controller's, and replays the
controller's moves into it one at a time through the engine, turning the
events of each move into animation steps (:mod:`game.table.anim`). Computer
players are held (``ready=False``) while anything moves, so nothing runs ahead
of what the person can see. Everything drawn comes from ``shown`` (through the
engine's seat view) plus the sprites in flight; legality comes from
``controller.legal``; a refused action is refused by the engine.

Keys: ←/→ choose a card, Enter play it, P play the pair, S play one of it, E expose, D done
(exposure window), H hint, L last trick, C claim, Esc menu; a click or any key skips the
deal and other animations. Practice adds U undo, A all hands, T the counter (game.table.practice).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from engine.gongzhu.actions import (
    EXPOSE_BASE,
    play_cards,
)
from engine.gongzhu.cards import card_code, cards_of
from engine.gongzhu.hand import (
    EXPOSURE,
    FIRST_EXPOSURE,
    HAND_OVER,
    PLAY,
    SWAP_CHOICE,
    HandState,
    IllegalActionError,
    TrickTaken,
    apply_action,
    refusal_reason,
)
from engine.gongzhu.view import SeatView, running_scores, view_for
from game.art import cards_art
from game.art.small_cards import small_face
from game.table import layout as L
from game.table.anim import AnimQueue
from game.table.buttons import place_buttons, shape_table
from game.table.draw import draw_table
from game.table.forced import ForcedPlay
from game.table.hotseat import TableHotSeat
from game.table.input import TableInput
from game.table.motion import TableMotion
from game.table.pieces import hand_list, multiset_list, rotated_back, sort_key
from game.table.practice import practice_tools
from game.texts.i18n import STRINGS, language, tr
from game.texts.names import shown_name
from game.ui import fonts
from game.ui.canvas import Canvas
from game.ui.scene import Scene
from game.ui.widgets import Button

SUIT_KEYS = "SHDC"

# The engine's refusal reasons → the message keys shown when hovering a dimmed card.
WHY_KEYS = {
    "c2": "why.c2",
    "exposed": "why.exposed",
    "follow": "why.follow",
    "pair": "table.why.pair",
    "colour": "why.colour",
    "illegal": "table.why.illegal",
}


def no_seat_note(seat: int) -> str:
    """No note beside a seat's total: the score panel's default."""
    return ""


class TableScene(TableMotion, TableInput, TableHotSeat, Scene):
    """A hand at the table, from ``seat``'s side (South at the bottom by default).

    ``on_hand_over(controller)`` is called once when the hand has ended (engine
    phase HAND_OVER or SWAP_CHOICE) and the last trick has been animated.
    """

    # Event toasts: the strip between North's taken cards and the trick, inside the side plates.
    toast_area = L.TOAST_AREA
    upright = True  # a tall window's table: see game.table.layout

    def __init__(
        self,
        controller: Any,
        seat: int = 0,
        on_hand_over: Callable[[Any], None] | None = None,
        *,
        animate_deal: bool = True,
        on_quit: Callable[[Any], None] | None = None,
    ) -> None:
        super().__init__()
        self.controller = controller
        # hot seat: South at the bottom is always the human at the screen (controller.viewer)
        self.me = controller.viewer if getattr(controller, "hot_seat", False) else seat
        self._handover_up = False  # the hand-over screen is on top of the table
        self._deal_pending = False  # the deal waits until the right person is at the screen
        self.on_hand_over = on_hand_over
        self.on_quit = on_quit
        self.animate_deal = animate_deal
        # A short note beside a seat's total in the score panel (a game mode sets it).
        self.seat_note: Callable[[int], str] = no_seat_note
        # Optional lesson coach (game.table.coach): coach.veto(hand, seat, action) -> str | None may
        # refuse a legal action with a message, before the engine sees it.
        self.coach: Any = None
        self.anim = AnimQueue()
        self.message = ""  # the last refusal or notice (also toasted)
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
        self._legal_cache: tuple[object, list[int]] = (-1, [])
        self._hold = (-1, -1, -1, False)
        self._view_made: tuple[HandState, int, SeatView] | None = None
        self._warned_hearts = False
        self._warm: list[tuple[str, int, bool]] = []
        self.buttons: dict[str, Button] = {
            "menu": Button(lambda: tr("table.menu") + "  Esc", self.open_menu, size=fonts.BODY),
            "hint": Button(lambda: tr("table.hint") + "  H", self.ask_hint, size=fonts.BODY),
            "last": Button(
                lambda: tr("table.last_trick") + "  L", self.toggle_review, size=fonts.BODY
            ),
            "claim": Button(lambda: tr("table.claim") + "  C", self.claim, size=fonts.BODY),
            "pair": Button(
                lambda: tr("table.play_pair") + "  P", self.play_pair, size=fonts.BODY, primary=True
            ),
            "single": Button(
                lambda: tr("table.play_single") + "  S", self.play_single, size=fonts.BODY
            ),
            "expose": Button(
                lambda: tr("table.expose") + "  E", self.expose_key, size=fonts.BODY, primary=True
            ),
            "done": Button(
                lambda: tr("table.done_exposing") + "  D", self.done_exposing, size=fonts.BODY
            ),
            "first_yes": Button(
                lambda: tr("table.first_yes") + "  E", self.first_yes, size=fonts.BODY, primary=True
            ),
            "first_no": Button(
                lambda: tr("table.first_no") + "  D", self.first_no, size=fonts.BODY
            ),
            "first_pass": Button(
                lambda: tr("table.first_pass") + "  D", self.first_no, size=fonts.BODY, primary=True
            ),
        }
        self.practice = practice_tools(self)  # practice games: undo, all hands, counter, advisor
        # (their tools, and a lesson's coach, are laid out for 16:9: such a table keeps its frame)
        self.upright = self.practice is None
        self.forced = ForcedPlay(self)  # the setting: a forced card plays itself after a beat
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
        self.table_trick: list[list[Any]] = []  # [seat, cards, flying]
        self.trick_taken = None  # (winner, taker) while a completed trick is held
        self.hide_exposed = [0, 0, 0, 0]  # exposures still flying to their row
        if not match.moves:
            self.shown = hand
            self.applied = 0
        else:
            # resumed mid-hand (a saved game): show it as it stands, nothing to replay
            self.shown = hand
            self.applied = len(match.moves)
        self.taken_rows = self._taken_in_order()
        self.table_trick = [[s, play_cards(a), False] for s, a in self.shown.trick]
        self.dealing = False
        self.deal_paused = False  # 首明: the first card each dealt, the rest waits for answers
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
        elif hand.phase == FIRST_EXPOSURE:
            # resumed while 首明 is asked: as the deal shows it, each holds the one card dealt
            # first, and the rest is dealt once everyone has answered
            self.deal_paused = True
            self.deal_counts = [1, 1, 1, 1]
            self.deal_mine = [hand.first_cards[self.me]]

    def _taken_in_order(self) -> list[list[int]]:
        """Each seat's scoring cards in the order they were taken, as the sweeps laid them (a
        resumed hand replays its moves for it; a Continue does not re-sort the pile)."""
        want = [multiset_list(self._view.taken[s]) for s in range(4)]
        match = self.controller.match
        if not match.moves:
            return want
        rows: list[list[int]] = [[] for _ in range(4)]
        try:
            st = match.rewound(0).hand
            for seat, action in match.moves:
                st, events = apply_action(st, seat, action)
                for event in events:
                    if isinstance(event, TrickTaken):
                        rows[event.taker].extend(event.scoring)
        except IllegalActionError:
            return want
        # a claim's cards (taken at once) and anything else the replay did not lay: sorted
        return [rows[s] if sorted(rows[s]) == sorted(want[s]) else want[s] for s in range(4)]

    def _speed(self) -> float:
        try:
            return float(self.ctx.settings.animation_speed)
        except RuntimeError:
            return 1.0

    @property
    def _view(self) -> SeatView:
        """What the viewer may see of ``shown``: drawn every frame, so made once per state."""
        made = self._view_made
        if made is not None and made[0] is self.shown and made[1] == self.me:
            return made[2]
        view = self._seat_view()
        self._view_made = (self.shown, self.me, view)
        return view

    def _seat_view(self) -> SeatView:
        view = view_for(self.shown, self.me)
        if self._private_window(self.shown):
            # RULES §3 with several humans: each sees only their own exposures until the
            # window closes (as controller.private_view), then all are revealed together
            me = self.me
            view = replace(
                view,
                exposures=tuple(e for e in view.exposures if e.seat == me),
                exposed_held=tuple(
                    h if s == me else (0, 0) for s, h in enumerate(view.exposed_held)
                ),
                hidden_counts=(0, 0, 0, 0),
            )
        return view

    def idle(self) -> bool:
        """Nothing moving and nothing left to show: the table shows the controller's state."""
        return not self.anim.busy and self._caught_up() and not self.dealing

    def _hand_changed(self) -> bool:
        match = self.controller.match
        return match.hand.deal_order != self.shown.deal_order or len(match.moves) < self.applied

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
        if self.deal_paused and self.controller.phase != FIRST_EXPOSURE and self.idle():
            self._resume_deal()
        ended = self.shown.phase in (HAND_OVER, SWAP_CHOICE)
        if not self.dealing and (not ended or not self.idle()):
            # Nobody is asked while the cards fly out: the clocks have not started, and a
            # computer's answer computed now would cost a deal frame for nothing.
            self.controller.update(dt, ready=self.idle())
        self.controller.take_events()  # the scene replays moves itself; drop the copies
        if (notice := self.controller.take_notice()) is not None:  # said once a game
            self.ctx.toast(tr(notice), 5.0)
        if self.message_left > 0:
            self.message_left -= dt
        self._poll_hint(dt)
        if self.practice is not None:
            self.practice.update(dt)
        self._check_handover()
        self.forced.update(dt)
        if self.cursor is not None and self.acting():
            self.keep_cursor_legal()
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
            except Exception:  # noqa: BLE001 - a failed hint is just no hint
                choice = None
            if choice is not None and moves == self.hint_moves:
                reason = choice.reason_zh if language() == "zh" else choice.reason_en
                self.hint = (choice.action, reason)
                self.hint_left = 8.0
                self.cursor_to_hint()
        if self.hint is not None:
            self.hint_left -= dt
            if self.hint_left <= 0 or moves != self.hint_moves:
                self.hint = None

    # ================================================================== queries for drawing and input

    def seat_name(self, seat: int) -> str:
        player = self.controller.players[seat]
        if player.name:
            return shown_name(str(player.name))  # a default name in the current language
        you = (
            seat == self.me and player.human and not self.hot_seat()
        )  # hot seat: "you" is ambiguous
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
        key = {
            "SQ": "card.pig",
            "DJ": "card.sheep",
            "CT": "card.transformer",
            "HA": "card.heart_ace",
        }.get(code)
        return tr(key) if key else cards_art.label(code)

    def my_hand(self) -> list[int]:
        if self._handover_pending() and self.controller.handover_to != self.me:
            return []  # the computer is being passed on: no hand on screen
        if self.deal_paused:
            return [self.shown.first_cards[self.me]]  # each holds one card while 首明 is asked
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
        ctl = self.controller
        key = (len(ctl.match.moves), ctl.phase, ctl.waiting_for_human())
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
        if not acting or (self.coach is not None and self.coach.reading):
            return out  # (a lesson's page still read: no card is playable yet)
        lift = (
            self.playable() if phase == PLAY else self.exposable() if phase == EXPOSURE else set()
        )
        for i, c in enumerate(hand):
            if c in lift:
                out[i] = L.RAISE + (6 if i == self.hover or i == self.cursor else 0)
            if i in self.selection:
                out[i] = L.SELECT_RAISE
            if (k := self.forced.lift(c)) > 0:  # the forced card rises before it goes
                out[i] = max(out[i], L.RAISE + (L.SELECT_RAISE - L.RAISE) * k)
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

    # ================================================================== buttons and layout

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
        b["claim"].visible = self.claim_offered()
        hand = self.my_hand()
        b["pair"].visible = (
            acting
            and phase == PLAY
            and len(self.selection) == 2
            and all(j < len(hand) for j in self.selection)
        )
        # a pair chosen from the hand: the choice between both cards and one, side by side
        b["single"].visible = (
            b["pair"].visible
            and hand[self.selection[0]] == hand[self.selection[1]]
            and hand[self.selection[0]] in self.legal()
        )
        in_window = phase == EXPOSURE and not self.dealing
        b["expose"].visible = in_window and acting and bool(self.exposable())
        b["done"].visible = in_window and acting
        # nothing to expose (hot seat: seen and confirmed): "done" alone, under the ring
        b["done"].rect.x = (
            b["expose"].rect.right + 16
            if b["expose"].visible
            else L.CENTRE[0] - b["done"].rect.w / 2
        )
        first = phase == FIRST_EXPOSURE and acting
        offered = first and bool(self.legal())
        b["first_yes"].visible = b["first_no"].visible = offered
        b["first_pass"].visible = first and not offered
        if self.practice is not None:
            self.practice.sync()

    def _queue_warm_up(self, canvas: Canvas) -> None:
        """Card faces at this scale, rendered a few per frame (no frame pays for many at once)."""
        widths = (canvas.px(L.CARD_W), canvas.px(L.TRICK_W), canvas.px(L.SMALL_W))
        four = self.ctx.settings.four_colour
        mine = sorted(
            set(self.my_hand()) | set(cards_of(self.shown.dealt[self.me][0])), key=sort_key
        )
        order = mine + [c for c in range(52) if c not in mine]
        sizes = sorted({canvas.font_px(v) for v in fonts.TABLE_SIZES})
        self._warm = [("font", px, bold) for px in sizes for bold in (False, True)]
        self._warm += [(card_code(c), w, four) for w in widths for c in order]
        self._warm += [("small:" + card_code(c), widths[2], four) for c in order]
        self._warm.append(("back", canvas.px(L.SMALL_W), False))
        self._warm.append(("freeze", 0, False))

    def _warm_up(self, budget_s: float = 0.003) -> None:
        start = time.perf_counter()
        back = self.ctx.settings.card_back
        while self._warm and time.perf_counter() - start < budget_s:
            code, w, four = self._warm.pop(0)
            if code == "font":
                fonts.font(w, four)
            elif code == "freeze":
                # Everything loaded so far lives for the whole game (every screen is imported at
                # start): keep it out of the collector's full passes, which would cost a frame.
                gc.freeze()
            elif code == "back":
                rotated_back(w, back)
                cards_art.card_back(w, back)
                cards_art.card_shadow(w)
                cards_art.dimmer(w)
            elif code.startswith("small:"):
                small_face(code[6:], w, four)
            else:
                cards_art.card_face(code, w, four)

    def layout(self, canvas: Canvas) -> None:
        shape_table(self, canvas)
        self._queue_warm_up(canvas)
        warm = getattr(
            self.controller.worker, "warm_up", None
        )  # spawn the AI process during the deal
        if warm is not None:
            warm([p.level for p in self.controller.players if not p.human], background=True)
        place_buttons(self, canvas)
        if self.practice is not None:
            self.practice.layout(canvas)
        self._sync_buttons()

    # ================================================================== drawing

    def draw(self, canvas: Canvas) -> None:
        draw_table(self, canvas)
        if self.practice is not None:
            self.practice.draw(canvas)


__all__ = ["TableScene", "hand_list", "sort_key"]
