"""The 升级 table scene: it owns its parts — the controller's pacing (``game.session``), the
motion (cards in flight), the painter (drawing) and the result panel — and handles the
person's input: declaring during the draw, burying the kitty, choosing leads and follows
with the mouse or the keyboard. It owns no rules: every action is the engine's to refuse,
and a refusal is said in the player's language from the engine's reason code.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from engine.shengji.cards import Card, card_code
from engine.shengji.order import Order, order_for
from engine.shengji.state import (
    CALL,
    CLOSING,
    DRAW,
    HAND_OVER,
    KITTY,
    PLAY,
    REVOLUTION,
    SHOW,
    Bury,
    CardDrawn,
    FriendCalled,
    FriendRevealed,
    Led,
    Play,
    Played,
    ThrowFailed,
    TrickTaken,
)
from engine.shengji.view import ShengjiView
from game.art import cards_art, shengji_cards
from game.art.warm import Warmer
from game.session import places
from game.session.shengji_controller import ShengjiController
from game.shengji_table import layout as L
from game.shengji_table import seats
from game.shengji_table.call import CallPanel, call_toast, draw_badge
from game.shengji_table.draw import Painter, cards_text
from game.shengji_table.hint import Hinter, hinted_cards
from game.shengji_table.motion import Motion
from game.shengji_table.result import ResultPanel
from game.shengji_table.seats import compass, seat_word
from game.shengji_table.words import reason_text, seat_label, seat_said
from game.table.menu import PauseMenu
from game.texts.i18n import language, tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size
from game.ui.handover import HandoverScene
from game.ui.scene import Scene
from game.ui.widgets import Button

__all__ = ["ShengjiTableScene", "reason_text"]  # the lesson's reason words are these

MAX_DECLARE_BUTTONS = 4
REFUSAL_S = 4.0  # an illegal play's reason stays over the hand this long
REFUSAL = (255, 170, 150)


class ShengjiTableScene(Scene):
    """The table of one game of 升级, drawn from the person's seat (South)."""

    toast_area = L.TOAST
    upright = True  # a tall window's table: see game.shengji_table.layout

    def __init__(self, controller: ShengjiController) -> None:
        super().__init__()
        self.controller = controller
        self.motion = Motion(controller.human, controller.match.rules.players)
        self.painter = Painter(self)
        self.warmer = Warmer()
        self.result = ResultPanel(self)
        self.call = CallPanel(self)  # five players: the declarer's call (SHENGJI §11)
        self.view: ShengjiView = controller.view()
        self.selected: set[int] = set()
        self.cursor = 0
        self.keyboard = False  # the cursor shows once the keyboard is used
        self.reburying = False
        self._hand_key: tuple[Card, ...] = ()
        self._last_trick: tuple[tuple[int, tuple[Card, ...]], ...] = ()
        self.play_button = Button(lambda: tr("sj.play"), self.submit, primary=True)
        self.clear_button = Button(lambda: tr("sj.clear"), self.clear_selection)
        self.bury_button = Button(lambda: tr("sj.bury"), self.submit, primary=True)
        self.rebury_button = Button(lambda: tr("sj.rebury"), self.start_rebury)
        self.pass_button = Button(lambda: tr("sj.pass"), self.controller.pass_)
        self.hinter = Hinter(controller)
        self.hint_button = Button(lambda: tr("sj.hint.button"), self.ask_hint)
        self.hint_text = ""  # the hint's words, until the hand moves on
        self._hint_at = -1  # the number of moves the hint was asked at
        self.revolt_button = Button(lambda: tr("sj.revolt"), self.controller.revolt)
        self.no_revolt_button = Button(lambda: tr("sj.no_revolt"), self.controller.pass_)
        self.declare_buttons = [
            Button(self._declare_label(i), self._declare_action(i), primary=True)
            for i in range(MAX_DECLARE_BUTTONS)
        ]
        self.menu_button = Button(lambda: tr("sj.menu"), self.open_menu, size=fonts.BODY)
        self._scale = 1.0
        self.hover: int | None = None  # the hand's card under the mouse (a legal one rises)
        self.refusal = ""  # the engine's reason against the last try, in words
        self.refusal_left = 0.0
        self._failed: ThrowFailed | None = None
        self._handover_up = False  # hot seat: the hand-over screen is over the table
        self.coach: Any = None  # a lesson's coach (game.shengji_table.lesson): asked first
        self.practice: Callable[[Any], None] | None = None  # played on from a review: its end

    # -- what is shown ---------------------------------------------------------------
    def hand_cards(self) -> list[Card]:
        """The person's cards as the table shows them, sorted (re-burying: with the kitty);
        none while they are private to nobody at the screen (hot seat)."""
        view = self.view
        if self.controller.hidden():
            return []
        cards = view.hand
        if self.reburying and view.kitty is not None:
            cards = tuple(sorted(cards + view.kitty))
        return L.sorted_hand(cards, self.sort_order(view))

    def sort_order(self, view: ShengjiView) -> Order:
        """The trump order the hand is sorted by: the hand's, or during the draw the
        standing declaration's (before any: jokers and level cards first)."""
        if view.phase in (DRAW, CLOSING):
            trump = None
            if view.standing is not None and view.standing.cards[0] < 52:
                trump = view.standing.cards[0] // 13
            return order_for(view.level, trump)
        return view.order

    def card_rects(self) -> list[pygame.FRect]:
        rects = L.hand_rects(len(self.hand_cards()))
        playable = self.playable_indices()
        out = []
        for i, r in enumerate(rects):
            dy = 0.0
            if i in self.selected:
                dy = L.RAISE
            elif playable is not None and i in playable:
                dy = L.LIFT * (2 if i == self.hover else 1)
            elif playable is None and i == self.hover and self.choosing() == "bury":
                dy = L.LIFT
            out.append(r.move(0, -dy))
        return out

    def choosing(self) -> str | None:
        """What the person chooses cards for now: "bury", "play", or None."""
        c = self.controller
        if not c.my_turn() or self.view.phase == HAND_OVER:
            return None
        if self.view.phase == KITTY or self.reburying:
            return "bury"
        if self.view.phase == PLAY:
            return "play"
        return None

    def playable_indices(self) -> set[int] | None:
        """The indices of the cards that can be part of a legal play (None: no highlighting)."""
        if self.choosing() != "play":
            return None
        ok = self.controller.playable()
        return {i for i, c in enumerate(self.hand_cards()) if c in ok}

    def selected_cards(self) -> tuple[Card, ...]:
        cards = self.hand_cards()
        return tuple(sorted(cards[i] for i in self.selected if i < len(cards)))

    def needed(self) -> int:
        """How many cards the choice takes (0: any number, a lead)."""
        view = self.view
        if self.choosing() == "bury":
            return view.rules.kitty_size
        if view.trick:
            return len(view.trick[0][1])
        return 0

    def can_rebury(self) -> bool:
        view = self.view
        return (
            self.controller.my_turn()
            and view.phase == PLAY
            and view.declarer == self.controller.human
            and bool(view.kitty)
            and not view.trick
            and not view.tricks
            and not self.reburying
        )

    # -- actions ------------------------------------------------------------------------
    def toggle(self, index: int) -> None:
        if self.choosing() is None:
            return
        if index in self.selected:
            self.selected.discard(index)
        else:
            self.selected.add(index)
        self.cursor = index

    def clear_selection(self) -> None:
        self.selected.clear()

    def ask_hint(self) -> None:
        """H or the Hint button: the hard player's choice for the person, thought in the worker."""
        if self.hinter.ask():
            self.hint_text = tr("sj.hint.thinking")
            self._hint_at = len(self.controller.match.moves)

    def _take_hint(self) -> None:
        if self.hint_text and len(self.controller.match.moves) != self._hint_at:
            self.hint_text = ""  # the hand moved on
        got = self.hinter.poll()
        if got is None:
            return
        action, self.hint_text = got
        self.call.take_hint(action)
        wanted = list(hinted_cards(action))
        self.selected = set()
        for i, c in enumerate(self.hand_cards()):
            if c in wanted:
                wanted.remove(c)
                self.selected.add(i)

    def submit(self) -> None:
        kind = self.choosing()
        if kind is None:
            return
        cards = self.selected_cards()
        action = Bury(cards) if kind == "bury" else Play(cards)
        refused = None if self.coach is None else self.coach.veto(action)
        if refused is not None:  # a lesson's coach: not the play its task asks for
            self.refusal, self.refusal_left = refused, REFUSAL_S
            return
        why = self.controller.submit(action)
        if why is not None:
            if why == "WRONG_COUNT" and kind == "bury":
                why = "WRONG_COUNT_BURY"
            self.refusal = reason_text(why, self.needed())
            self.refusal_left = REFUSAL_S
            return
        self.selected.clear()
        self.reburying = False
        self.refusal = ""
        self.ctx.sound.play("flick")

    def start_rebury(self) -> None:
        if not self.can_rebury() or self.view.kitty is None:
            return
        self.reburying = True
        self._hand_key = ()
        kitty = list(self.view.kitty)
        cards = L.sorted_hand(tuple(sorted(self.view.hand + self.view.kitty)), self.view.order)
        self.selected = set()
        for i, c in enumerate(cards):
            if c in kitty:
                kitty.remove(c)
                self.selected.add(i)

    def _declare_label(self, i: int) -> Callable[[], str]:
        def label() -> str:
            options = self.controller.declare_options()
            return tr("sj.declare", cards=cards_text(options[i])) if i < len(options) else ""

        return label

    def _declare_action(self, i: int) -> Callable[[], None]:
        def act() -> None:
            options = self.controller.declare_options()
            if i < len(options):
                self.controller.declare(options[i])

        return act

    def open_menu(self) -> None:
        self.ctx.push(PauseMenu(self.to_title, places.Help(game="shengji")))

    def to_title(self) -> None:
        self.ctx.clear(places.Title())

    def exit(self) -> None:
        self.controller.close()  # the computer players' worker stops with the table

    def after_result(self) -> None:
        if self.result.back_to_review():
            return
        if self.controller.match.game_over:
            self.to_title()
            return
        self.controller.next_hand()
        self.selected.clear()
        self.reburying = False

    # -- the buttons shown now ---------------------------------------------------------
    def buttons(self) -> list[Button]:
        c = self.controller
        view = self.view
        if view.phase == HAND_OVER and c.hand_over():
            return self.result.buttons()
        if self.landing():
            return []
        out: list[Button] = []
        if view.phase in (DRAW, CLOSING, SHOW):
            options = c.declare_options()
            out += self.declare_buttons[: min(len(options), MAX_DECLARE_BUTTONS)]
            if view.phase in (CLOSING, SHOW) and c.my_turn():
                out.append(self.pass_button)
        elif view.phase == REVOLUTION and c.my_turn():
            out += [self.revolt_button, self.no_revolt_button]
        if c.my_turn() and view.phase in (CLOSING, REVOLUTION, KITTY, PLAY, SHOW, CALL):
            out.insert(0, self.hint_button)
        kind = self.choosing()
        if kind == "bury":
            out.append(self.bury_button)
        elif kind == "play":
            if self.can_rebury():
                out.append(self.rebury_button)
            out += [self.clear_button, self.play_button]
        return out

    def landing(self) -> bool:
        """Cards still fly to their places after the draw: no prompt nor its buttons yet (a
        question shows once what it is about is on the table; the draw's own button shows)."""
        return self.motion.busy and self.view.phase != DRAW

    def prompt(self) -> str:
        c = self.controller
        view = self.view
        kind = self.choosing()
        if self.landing():
            return ""
        if kind == "bury":
            n = view.rules.kitty_size
            head = tr("sj.kitty_take", n=n)
            return f"{head}  ·  {tr('sj.kitty_count', k=len(self.selected), n=n)}"
        if kind == "play":
            if view.trick:
                return tr("sj.your_follow", n=len(view.trick[0][1]))
            return tr("sj.your_lead")
        if view.phase == CLOSING and c.my_turn():
            return tr("sj.closing")
        if view.phase == SHOW and c.my_turn():  # §10: the duel's window before a lead
            return tr("sj.window")
        if view.phase == REVOLUTION and c.my_turn():
            return tr("sj.revolution_ask")
        if view.phase == DRAW and c.hot_seat:
            return tr("sj.face_down_duel" if view.rules.players == 2 else "sj.face_down")
        if view.phase == DRAW and c.declare_options():
            return tr("sj.can_declare")
        if view.phase in (KITTY, CALL) and view.declarer is not None:
            if view.phase == CALL and c.my_turn():
                return tr("sj.your_call")
            key = "sj.waiting_kitty" if view.phase == KITTY else "sj.waiting_call"
            return tr(key, seat=self.seat_word(view.declarer))
        return ""

    # -- scene lifecycle -----------------------------------------------------------------
    def layout(self, canvas: Canvas) -> None:
        lesson = self.coach is not None  # (its hands are short: one row)
        rows = 2 if self.view.rules.decks == 2 and not lesson else 1
        L.use(canvas.size, rows=rows, coach=lesson)
        seats.place(self.view.rules.players)
        self.motion.players = self.view.rules.players
        self.call.layout(canvas)
        self.toast_area = L.TOAST
        self._scale = canvas.scale
        self.warmer.queue(self._warm_jobs(canvas))
        self.result.layout(canvas)
        w, h = self.menu_button.measure(canvas.scale)
        self.menu_button.rect = pygame.FRect(L.MENU.right - w, L.MENU.y, w, h)

    def place_buttons(self) -> list[Button]:
        shown = self.buttons()
        if shown == self.result.buttons():
            return shown
        x, y = L.HAND_RIGHT, L.BUTTON_Y
        for b in reversed(shown):
            w, h = b.measure(self._scale)
            if L.UPRIGHT and x - w < L.HAND_LEFT:  # no room left in the row: a row above
                x, y = L.HAND_RIGHT, y - h - 8
            b.rect = pygame.FRect(x - w, y, w, h)
            x -= w + 12
        return shown

    def _warm_jobs(self, canvas: Canvas) -> list[Callable[[], object]]:
        """Every face at the hand's, the table's, the declaration's and the small sizes, the
        person's cards first; the backs, their shadows and the veil of unplayable cards."""
        s = self.ctx.settings
        mine = sorted(set(self.controller.view().hand))
        order = [card_code(c) for c in mine + [c for c in range(54) if c not in mine]]
        hand_w, trick_w, decl_w = (canvas.px(w) for w in (L.HAND_W, L.TRICK_W, L.DECL_W))
        small_w, kitty_w = canvas.px(L.SMALL_W), canvas.px(L.RESULT_KITTY_W)
        four, lang = s.four_colour, language()  # (a new language lays out anew: its jokers)
        jobs: list[Callable[[], object]] = []
        for w in (hand_w, trick_w, decl_w):
            jobs += [partial(shengji_cards.face, code, w, four, lang) for code in order]
        for w in (small_w, kitty_w):
            jobs += [partial(shengji_cards.small, code, w, four, lang) for code in order]
        for w in (hand_w, trick_w, decl_w, small_w, kitty_w, canvas.px(L.BACK_W)):
            jobs += [
                partial(cards_art.card_back, w, s.card_back),
                partial(cards_art.card_shadow, w),
            ]
        jobs.append(partial(cards_art.dimmer, hand_w))
        return jobs

    def update(self, dt: float) -> None:
        if self.warmer.busy:
            self.warmer.run()
        self.motion.speed = self.ctx.settings.animation_speed
        if self.refusal:
            self.refusal_left -= dt
            if self.refusal_left <= 0:
                self.refusal = ""
        self.controller.update(dt)
        self.motion.human, self.motion.hidden = self.controller.human, self.controller.hidden()
        self.motion.update(dt)
        for event in self.controller.take_events():
            self.announce(event)
        self.view = self.controller.view()
        self._take_hint()
        key = self.view.hand
        if key != self._hand_key and not self.reburying:
            self._hand_key = key
            self.selected.clear()
            self.cursor = min(self.cursor, max(0, len(key) - 1))
        if self.view.trick:
            self._last_trick = self.view.trick
        self._check_handover()

    # -- hot seat --------------------------------------------------------------------------
    def _check_handover(self) -> None:
        """Put the hand-over screen up when another person's private moment comes (once the
        cards in flight have landed); what the person leaving chose is dropped."""
        c = self.controller
        if c.handover_to is None or self._handover_up or self.motion.busy or self._ctx is None:
            return
        self._handover_up = True
        self.selected.clear()
        self.hover, self.reburying, self.refusal, self.keyboard = None, False, "", False
        to = c.handover_to
        seat = compass(to, c.match.rules.players)  # five: named by seat_word, not a compass
        self.ctx.push(HandoverScene(seat, c.name(to), self._accept_handover, self.seat_word(to)))

    def _accept_handover(self) -> None:
        self._handover_up = False
        self.controller.accept_handover()
        self._hand_key, self.cursor = (), 0
        self.view = self.controller.view()

    def seat_label(self, seat: int) -> str:
        """A seat in a toast: "you" for the one person, a person's name in hot seat."""
        return seat_label(self.controller, seat)

    def seat_word(self, seat: int) -> str:
        """A seat's name at this table (the duel's second seat: North; five: NE, NW too)."""
        return seat_word(seat, self.controller.match.rules.players)

    def announce(self, event: object) -> None:
        """Toasts, sounds and flights for a released event."""
        from engine.shengji.state import Declared, KittyTurned, Redrawn, RevolutionCalled

        if isinstance(event, Declared):
            cards = cards_text(event.cards)
            self.ctx.toast(seat_said(self.controller, "sj.toast.declared", event.seat, cards=cards))
            self.ctx.sound.play("chime")
        elif isinstance(event, Redrawn):
            self.ctx.toast(tr("sj.toast.redrawn"), 3.0)
        elif isinstance(event, KittyTurned):
            self.ctx.toast(tr("sj.toast.kitty_turned", cards=cards_text(event.cards)), 3.0)
        elif isinstance(event, RevolutionCalled):
            self.ctx.toast(seat_said(self.controller, "sj.toast.revolution", event.seat), 3.0)
        elif isinstance(event, FriendRevealed) and self.view.rules.friend_rule == "seat":
            pass  # §11 `seat`: revealed at the end, where the result says who he was
        elif isinstance(event, (FriendCalled, FriendRevealed)):
            self.ctx.toast(call_toast(event, self.seat_label, self.view.rules.friend_rule), 3.0)
            self.ctx.sound.play("chime")
        elif isinstance(event, ThrowFailed):
            self.ctx.toast(seat_said(self.controller, "sj.throw_failed", event.seat), 3.0)
            self._failed = event
        elif isinstance(event, Led) and self._failed is not None:
            failed = self._failed
            self._failed = None
            self.motion.taken_back(failed.shown, failed.forced, failed.seat)
        elif isinstance(event, TrickTaken):
            self.ctx.sound.play("sweep")
        elif isinstance(event, (Led, Played)):
            self.ctx.sound.play("flick", 0.6)
        elif isinstance(event, CardDrawn):
            self.ctx.sound.play("deal", 0.3)
        self.motion.on_event(event, self._last_trick)  # type: ignore[arg-type]

    def handle(self, event: pygame.event.Event) -> bool:
        if self.menu_button.handle(event):
            return True
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if not escape and self.call.handle(event):
            return True
        for b in self.place_buttons():
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.card_at(event.pos)
            if index is not None:
                self.keyboard = False
                self.toggle(index)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def card_at(self, pos: tuple[float, float]) -> int | None:
        """The hand's card under a point: the topmost (rightmost) one whose rect holds it."""
        for i, r in reversed(list(enumerate(self.card_rects()))):
            if r.collidepoint(pos):
                return i
        return None

    def key(self, key: int) -> bool:
        n = len(self.hand_cards())
        if key == pygame.K_ESCAPE:
            self.open_menu()
            return True
        if self.view.phase == HAND_OVER and self.controller.hand_over():
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.after_result()
                return True
            if key == pygame.K_r:
                self.result.open_review()
                return True
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
            self.keyboard = True
            self.cursor = (self.cursor + (1 if key == pygame.K_RIGHT else -1)) % n
            return True
        if key in (pygame.K_SPACE, pygame.K_UP):
            self.keyboard = True
            self.toggle(self.cursor)
            return True
        if key == pygame.K_DOWN:
            self.selected.discard(self.cursor)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return True
        if key == pygame.K_d:
            options = self.controller.declare_options()
            if options:
                self.controller.declare(options[0])
            return True
        if key == pygame.K_p:
            self.controller.pass_()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        self.painter.draw(canvas)
        if self.view.rules.players == 5:  # §11: the called card, and the friend once revealed
            draw_badge(self.painter, canvas, self.view)
        text, colour = (
            (self.refusal, REFUSAL)
            if self.refusal
            else (self.hint_text, theme.GOLD)
            if self.hint_text
            else (self.prompt(), theme.TEXT)
        )
        shown = self.place_buttons()
        left = min((b.rect.x for b in shown), default=L.HAND_RIGHT)
        room = 2 * (min(left, L.HAND_RIGHT) - L.W / 2) - 32
        if L.UPRIGHT:  # over the buttons' row, the hand's width
            room = L.HAND_RIGHT - L.HAND_LEFT
        if text:
            size = fit_size(text, fonts.LABEL, True, canvas.scale, room)
            prompt_at = (L.W / 2, L.PROMPT_Y)
            canvas.text(text, size, colour, prompt_at, bold=True, anchor="midbottom")
        if self.choosing() is not None:
            keys, keys_at = tr("sj.keys"), (L.W / 2, L.PROMPT_Y + 2)
            size = fit_size(keys, fonts.BODY, False, canvas.scale, room)
            if size >= fonts.BODY - 2:  # too many buttons beside it: the help page has the keys
                canvas.text(keys, size, theme.TEXT_DIM, keys_at, anchor="midtop")
        self.menu_button.draw(canvas)
        self.call.draw(canvas)
        if self.view.phase == HAND_OVER and self.controller.hand_over():
            self.result.draw(canvas)
            return
        for b in self.place_buttons():
            b.draw(canvas)
