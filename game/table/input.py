"""The table's input: the viewer's actions (play, pair, expose, claim, hint…) and the mouse
and keys that ask for them.

Mixed into :class:`game.table.scene.TableScene` (``self`` is the table). Every action goes
to the engine through the controller; a refusal shows the engine's reason and changes
nothing. Keys: ←/→ choose a card (only those that may be played), Enter play it (or the hint's
play, once the hint has moved the cursor to it), P the pair, S one of it, E expose, D done,
H hint, L last trick, C claim, Esc menu. A click or key skips the running animation and
then does what it says; the arrows never wait for one.
"""

from __future__ import annotations

import pygame

from engine.gongzhu.actions import (
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
from engine.gongzhu.hand import EXPOSURE, FIRST_EXPOSURE, PLAY, IllegalActionError
from game.table import layout as L
from game.table.bubbles import action_cards
from game.table.menu import TableMenu
from game.table.parts import TableParts
from game.table.pieces import sort_key
from game.texts.i18n import tr
from game.texts.refusals import refusal_words


class TableInput(TableParts):
    """The viewer's actions and the events that ask for them (a part of :class:`~game.table.scene.TableScene`)."""

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
        self.review = False  # a card played: back to the trick it went to
        return True

    def _refusal_text(self, action: int, engine_text: str) -> str:
        """A refusal in the player's language (never the engine's English ``engine_text``): a
        play by the duty its first unplayable card breaks, anything else by its kind."""
        your_turn = self.me in self.controller.waiting_for_human()
        if action >= EXPOSE_BASE or not your_turn:
            return refusal_words(action, your_turn)
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

    def play_single(self) -> None:
        """Of a pair chosen from the hand, play only the first card chosen (S)."""
        hand = self.my_hand()
        if not self.acting() or self.controller.phase != PLAY:
            return
        sel = self.selection
        if len(sel) == 2 and all(j < len(hand) for j in sel) and hand[sel[0]] == hand[sel[1]]:
            self.submit(hand[self.sel_first if self.sel_first is not None else sel[0]])
        elif self.cursor is not None and 0 <= self.cursor < len(hand) and not self._follow_two():
            card = hand[self.cursor]
            if card in self.legal():
                self.submit(card)
            else:
                self.refuse(self.why(card))

    def selection_prompt(self) -> str:
        """What to do next with the cards chosen so far (shown over them), or ""."""
        hand = self.my_hand()
        sel = self.selection
        if not sel or not self.acting() or self.controller.phase != PLAY:
            return ""
        if any(j >= len(hand) for j in sel):
            return ""
        if len(sel) == 1 and self._follow_two():
            return tr("table.prompt.one_more")
        if len(sel) == 2 and hand[sel[0]] == hand[sel[1]]:
            single = hand[sel[0]] in self.legal()
            return tr("table.prompt.pair_or_single" if single else "table.prompt.pair")
        return ""

    def expose_key(self) -> None:
        if not self.acting() or self.controller.phase != EXPOSURE:
            return
        hand = self.my_hand()
        options = self.exposable()
        if (
            self.cursor is not None
            and 0 <= self.cursor < len(hand)
            and hand[self.cursor] in options
        ):
            self.submit(expose(hand[self.cursor]))
        elif options:
            self.submit(expose(min(options, key=sort_key)))

    def done_exposing(self) -> None:
        if self.acting() and self.controller.phase == EXPOSURE:
            self.submit(DONE)

    def first_yes(self) -> None:
        """首明 (E, Enter); a hot-seat player whose first card is not special confirms instead."""
        if self.acting() and self.controller.phase == FIRST_EXPOSURE:
            if not self.legal():
                self.first_no()
                return
            self.submit(expose_first(self.shown.first_cards[self.me]))

    def first_no(self) -> None:
        if self.acting() and self.controller.phase == FIRST_EXPOSURE:
            self.submit(DECLINE_FIRST)

    def claim(self) -> None:
        """摊牌 (C): asked of the engine at any lead; a refusal says only that it does not hold."""
        if self.acting() and self.controller.phase == PLAY:
            self.submit(CLAIM)

    def claim_offered(self) -> bool:
        """The claim button stands at every lead of the viewer's after the first trick, so its
        appearing tells nothing the cards do not (the engine decides whether the claim holds)."""
        st = self.shown
        return (
            self.acting()
            and self.controller.phase == PLAY
            and not st.trick
            and not st.first_lead
            and st.turn == self.me
        )

    def ask_hint(self) -> None:
        if not self.acting() or self.hint_future is not None:
            return
        self.hint_moves = len(self.controller.match.moves)
        self.hint = None
        self.hint_future = self.controller.hint(self.me)

    def review_available(self) -> bool:
        """The last trick may be looked at any time in play, most of all while following."""
        return self.shown.last_trick is not None and self.shown.phase == PLAY

    def toggle_review(self) -> None:
        self.review = not self.review and self.review_available()

    def open_menu(self) -> None:
        self.ctx.push(TableMenu(self))

    def skip(self) -> bool:
        """Finish the running animations at once (a click or key during the deal or a sweep)."""
        if self.anim.busy:
            self.anim.finish_all()
            self.hover = None
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        etype = event.type
        if etype in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED):
            # the player looked away: the pause menu comes up, and the clocks and the computer
            # players stop under it until the player resumes (RULES §3's window included)
            if self._ctx is not None and self.ctx.app.stack.top is self:
                self.open_menu()
            return True
        if etype == pygame.MOUSEMOTION:
            for btn in self.buttons.values():
                btn.handle(event)
            self._motion(event)
            return True
        if etype == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.practice is not None and self.practice.press(event):
                return True  # practice buttons answer at once, even while cards fly
            if (
                self.dealing
                or (self.anim.busy and self.controller.phase == PLAY and self._caught_up())
            ) and self.skip():
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
        hand = self.my_hand()
        if key in (pygame.K_LEFT, pygame.K_RIGHT):  # never eaten by an animation
            if hand:
                self.move_cursor(-1 if key == pygame.K_LEFT else 1)
            return True
        if self.dealing:  # a key during the deal only finishes it: nothing is asked yet
            self.skip()
            return True
        if self.anim.busy and self.controller.phase == PLAY and self._caught_up():
            # a key during a flight or a sweep finishes it, then does what it says: an Enter
            # pressed as the trick clears plays the card under the cursor, as it would a moment later
            self.skip()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.controller.phase == FIRST_EXPOSURE:
                self.first_yes()
            elif self.controller.phase == EXPOSURE and self.acting() and not self.exposable():
                self.done_exposing()  # nothing to expose: Enter confirms
            elif self._hinted_at_cursor():
                assert self.hint is not None
                self.submit(self.hint[0])  # the hint's play, a pair or two cards as it said
            elif self.cursor is not None:
                self.keep_cursor_legal()  # (the turn may have come with this very key)
                self.click_card(self.cursor)
            return True
        actions = {
            pygame.K_p: self.play_pair,
            pygame.K_s: self.play_single,
            pygame.K_e: self._key_e,
            pygame.K_d: self._key_d,
            pygame.K_h: self.ask_hint,
            pygame.K_l: self.toggle_review,
            pygame.K_c: self.claim,
        }
        if key in actions:
            actions[key]()
            return True
        return False

    # ================================================================== the keyboard's cursor

    def _cursor_targets(self, hand: list[int]) -> list[int]:
        """The cards the arrows stop on: those the viewer may play (or expose) now, else all."""
        if self.acting() and not getattr(self.coach, "reading", False):
            phase = self.controller.phase
            ok = (
                self.playable()
                if phase == PLAY
                else self.exposable()
                if phase == EXPOSURE
                else set()
            )
            targets = [i for i, c in enumerate(hand) if c in ok]
            if targets:
                return targets
        return list(range(len(hand)))

    def move_cursor(self, d: int) -> None:
        """← / →: the next card the viewer may play, wrapping at the ends."""
        hand = self.my_hand()
        targets = self._cursor_targets(hand)
        if not targets:
            return
        cur = self.cursor
        if cur is None or cur >= len(hand):
            self.cursor = targets[0] if d > 0 else targets[-1]
            return
        ahead = [i for i in targets if (i - cur) * d > 0]
        if ahead:
            self.cursor = min(ahead) if d > 0 else max(ahead)
        else:
            self.cursor = targets[0] if d > 0 else targets[-1]

    def keep_cursor_legal(self) -> None:
        """A keyboard player's turn: the cursor stands on a card that may be played (the
        nearest to where it was), never on a dimmed one."""
        if self.cursor is None:
            return
        hand = self.my_hand()
        targets = self._cursor_targets(hand)
        if not targets or self.cursor in targets:
            return
        self.cursor = min(targets, key=lambda i: (abs(i - (self.cursor or 0)), i))

    def cursor_to_hint(self) -> None:
        """The hint's card becomes the cursor's, so Enter plays what the hint said."""
        if self.hint is None:
            return
        hand = self.my_hand()
        cards = action_cards(self.hint[0])
        idx = next((i for i, c in enumerate(hand) if c in cards), None)
        if idx is not None:
            self.cursor = idx

    def _hinted_at_cursor(self) -> bool:
        if self.hint is None or self.cursor is None or not self.acting():
            return False
        hand = self.my_hand()
        if not 0 <= self.cursor < len(hand) or self.controller.phase != PLAY:
            return False
        return self.hint[0] < EXPOSE_BASE and hand[self.cursor] in action_cards(self.hint[0])

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
