"""The 升级 table's controller: drives a :class:`~engine.shengji.ShengjiMatch` for the scene.

It owns no rules: every action is checked and applied by the engine. What it adds is what a
table needs around the rules — which seat is the person's, the computer players (one level for
all, asked through the same worker as 拱猪's, :mod:`game.session.ai_worker`: a searching level
thinks in the worker process, so no frame waits for it) and their think pause, and pacing: the engine runs the draw on to the next decision in one step, so
the events of an action wait in a queue and are released one at a time (a card drawn every
``draw_step`` seconds, a completed trick held before it is taken). ``shown`` is the hand as
the table draws it: the engine's state after the last released event (during the draw,
the state with the cards drawn so far). Time only moves through :meth:`update`; nothing
is decided while events wait to be shown, so the table and the rules agree at every decision.
"""

from __future__ import annotations

import logging
import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.shengji import ShengjiMatch, action_reason, playable_cards, to_act, view_for
from engine.shengji.cards import Card, add_cards, remove_cards
from engine.shengji.draw import declarations
from engine.shengji.state import (
    CLOSING,
    DRAW,
    HAND_OVER,
    KITTY,
    PASS,
    PLAY,
    REVOLT,
    REVOLUTION,
    SHOW,
    Action,
    CardDrawn,
    Declaration,
    Declare,
    Declared,
    Event,
    HandState,
    Led,
    Pass,
    Played,
    Redrawn,
    ThrowFailed,
    TrickTaken,
)
from engine.shengji.view import ShengjiView

from .ai_worker import FALLBACK_LEVEL, AIWorker, decide

log = logging.getLogger(__name__)

LEVELS = ("easy", "normal", "hard", "expert")  # engine.shengji.ai's, on the new-game form
WORKER_TIMEOUT_S = 15.0  # a thought not back by then is given up on (thought again here)
MIN_THINK_S = 0.4  # DESIGN: computer players wait at least this long before they act
DRAW_STEP_S = 0.06  # a card drawn every this many seconds
TRICK_DRAW_STEPS = 5  # §10: the duel's draw after a trick, this many draw steps a card (slow
# enough to see who draws first; ``draw_step`` paces both, so tests and settings speed it up)
CHANCE_S = 1.2  # the draw waits this long when the person may newly declare
# Pauses before an event is shown (after the one before it), and holds after it.
BEFORE = {"TrickTaken": 1.0, "HandScored": 0.6, "KittyTaken": 0.5, "KittyTurned": 0.5}
HOLD = {"Declared": 0.8, "Redrawn": 1.0, "ThrowFailed": 1.6, "RevolutionCalled": 1.0}


@dataclass
class _Asked:
    """A computer seat's question on its way: stale once the hand has moved on."""

    seat: int
    moves: int  # len(match.moves) when asked
    future: Any  # the worker's future (poll ``done()``)
    waited: float = 0.0
    gave_up: bool = False
    answer: Action | None = None


@dataclass
class ShengjiController:
    """The person's seat, the computer players and the pacing around one game of 升级."""

    match: ShengjiMatch
    human: int = 0  # the person at the screen (hot seat: the last one handed the computer)
    humans: dict[int, str] = field(default_factory=lambda: {0: ""})  # seat → name
    level: str = "normal"  # the computer players' (engine.shengji.ai LEVELS)
    worker: AIWorker = field(default_factory=AIWorker)
    think_delay: float = MIN_THINK_S
    draw_step: float = DRAW_STEP_S
    chance_delay: float = CHANCE_S
    on_change: Callable[[ShengjiMatch], None] | None = None  # after every action (saves)
    shown: HandState = field(init=False)
    want_declare: tuple[Card, ...] | None = None  # asked while the draw was still being shown
    _queue: deque[tuple[float, Event | None, HandState]] = field(default_factory=deque)
    _wait: float = 0.0
    _fresh: list[Event] = field(default_factory=list)
    _ai: _Asked | None = None
    _chance_left: float | None = None
    _seen_options: tuple[tuple[Card, ...], ...] = ()
    _playable: tuple[HandState, set[Card]] | None = None
    handover_to: int | None = None  # hot seat: the human the computer must be passed to
    facing: bool = True  # hot seat: ``human`` has taken the computer since the hand began

    def __post_init__(self) -> None:
        if self.human not in self.humans:  # one person, named by his seat alone
            self.humans = {self.human: ""} if len(self.humans) == 1 else self.humans
            self.human = min(self.humans) if self.human not in self.humans else self.human
        self.facing = not self.hot_seat
        self.shown = self.match.hand
        self._show_new_hand()

    # ------------------------------------------------------------ queries

    @property
    def hand(self) -> HandState:
        """The engine's hand (ahead of ``shown`` while events wait)."""
        return self.match.hand

    def view(self) -> ShengjiView:
        """What the person's seat may know of the hand as shown."""
        return view_for(self.shown, self.human)

    @property
    def hot_seat(self) -> bool:
        """Several people at one computer: hand-overs before every private moment."""
        return len(self.humans) > 1

    def hidden(self) -> bool:
        """Nobody's cards may show now: the face-down draw, a hand-over on its way, or no
        person at the screen yet this hand (hot seat only)."""
        return self.hot_seat and (
            not self.facing or self.handover_to is not None or self.shown.phase == DRAW
        )

    def name(self, seat: int) -> str:
        """A person's name ("" for a computer seat or an unnamed person)."""
        return self.humans.get(seat, "")

    def accept_handover(self) -> None:
        """The person handed the computer confirmed: the table turns to him."""
        if self.handover_to is None:
            return
        self.human, self.handover_to, self.facing = self.handover_to, None, True
        self.want_declare, self._playable, self._seen_options = None, None, ()

    @property
    def busy(self) -> bool:
        """Events still to be shown."""
        return bool(self._queue)

    def my_turn(self) -> bool:
        """The engine waits for the person, and the table shows where it waits."""
        return not self._queue and not self.hidden() and to_act(self.match.hand) == self.human

    def phase(self) -> int:
        return self.shown.phase

    def declare_options(self) -> list[tuple[Card, ...]]:
        """The declarations the person's hand allows as shown (the button during the draw, and
        in the duel's window before each lead, §10)."""
        if self.shown.phase not in (DRAW, CLOSING, SHOW):
            return []
        if (self.hot_seat or self.shown.phase == SHOW) and not self.my_turn():
            return []  # hot seat, and the duel's window: one declares in his own turn
        return declarations(self.shown, self.human)

    def playable(self) -> set[Card]:
        """The person's cards that belong to a legal play now (none while it is not his turn)."""
        if not self.my_turn():
            return set()
        hand = self.match.hand
        if self._playable is None or self._playable[0] is not hand:
            self._playable = (hand, playable_cards(hand, self.human))  # asked every frame
        return self._playable[1]

    def thinking_seat(self) -> int | None:
        """The computer seat whose action is being waited for (its plate is lit)."""
        return self._ai.seat if self._ai is not None and not self._queue else None

    def hand_over(self) -> bool:
        return not self._queue and self.match.hand.phase == HAND_OVER

    def take_events(self) -> list[Event]:
        """The events released since the last call (the scene animates and announces them)."""
        out, self._fresh = self._fresh, []
        return out

    def reason(self, action: Action) -> str | None:
        """The engine's reason code against the person's ``action`` now (None: legal)."""
        if self._queue or self.hidden():
            return "NOT_YOUR_TURN"
        return action_reason(self.match.hand, self.human, action)

    # ------------------------------------------------------------ the person's actions

    def declare(self, cards: tuple[Card, ...]) -> None:
        """Declare now if it is the person's chance, else at his next chance (the draw runs on)."""
        self.want_declare = tuple(cards)
        self._try_declare()

    def pass_(self) -> None:
        if self.my_turn() and self.match.hand.phase in (DRAW, CLOSING, REVOLUTION, SHOW):
            self._apply(self.human, PASS)

    def revolt(self) -> None:
        if self.my_turn() and self.match.hand.phase == REVOLUTION:
            self._apply(self.human, REVOLT)

    def submit(self, action: Action) -> str | None:
        """Bury or play for the person: the engine's reason code when it refuses, else None."""
        why = self.reason(action)
        if why is None:
            self._apply(self.human, action)
        return why

    def next_hand(self) -> None:
        """Draw the next hand (after the result); the game must not be over."""
        self.match = self.match.next_hand()
        self.facing = not self.hot_seat  # the next draw is face down again
        self.handover_to = None
        self.shown = self.match.hand
        self._show_new_hand()
        self._changed()

    # ------------------------------------------------------------ time

    def update(self, dt: float) -> None:
        if self._queue:
            self._wait -= dt
            while self._queue and self._wait <= 0:
                _, event, snapshot = self._queue.popleft()
                self.shown = snapshot
                if event is not None:
                    self._fresh.append(event)
                    self._wait += HOLD.get(type(event).__name__, 0.0)
                if self._queue:
                    self._wait += self._queue[0][0]
            if self._queue:
                return
        hand = self.match.hand
        seat = to_act(hand)
        if seat is None or self.handover_to is not None:
            return  # behind the hand-over screen no clock runs
        if self.hot_seat and seat in self.humans and (seat != self.human or not self.facing):
            self.handover_to = seat  # a private moment for another person (the scene asks)
            return
        if seat in self.humans:
            self._human_clock(dt, hand)
            return
        self._computer(dt, hand, seat)

    def _seed(self) -> int:
        return self.match.seed * 7919 + len(self.match.moves)

    def _computer(self, dt: float, hand: HandState, seat: int) -> None:
        """Ask the computer seat to act (once), and apply its answer when it is back and the
        think pause is over (none for a pass during the draw, which runs on)."""
        asked = self._ai
        if asked is not None and (asked.seat != seat or asked.moves != len(self.match.moves)):
            asked = self._ai = None  # the hand moved on: that question is of no use
        if asked is None:
            future = self.worker.request(view_for(hand, seat), self.level, self._seed())
            asked = self._ai = _Asked(seat, len(self.match.moves), future)
        asked.waited += dt
        if asked.answer is None:
            stuck = asked.waited > self.think_delay + WORKER_TIMEOUT_S
            if stuck and not asked.gave_up and hasattr(asked.future, "give_up"):
                asked.future.give_up()  # thinks again in this process, at the same level
                asked.gave_up, asked.waited = True, self.think_delay
                return
            if not asked.future.done() and not stuck:
                return
            asked.answer = self._answer(asked, hand, stuck)
        quick = hand.phase in (DRAW, SHOW) and isinstance(asked.answer, Pass)
        if not quick and asked.waited < self.think_delay:
            return
        self._ai = None
        if action_reason(hand, seat, asked.answer) is not None:
            log.error(
                "seat %d (%s) answered %s, not legal now: asked again",
                seat,
                self.level,
                asked.answer,
            )
            return
        self._apply(seat, asked.answer)

    def _answer(self, asked: _Asked, hand: HandState, stuck: bool) -> Action:
        """The computer's action; if neither the worker nor its retry gave one, the fallback's."""
        try:
            if stuck:
                raise TimeoutError("the computer player's worker did not answer")
            action: Action = asked.future.result().action
            return action
        except Exception:  # a failed search must not stop the game: logged and counted
            log.exception(
                "seat %d (%s) got no answer: the %s player decides",
                asked.seat,
                self.level,
                FALLBACK_LEVEL,
            )
            self.worker.trouble.count("simplified")
            fallback: Action = decide(
                view_for(hand, asked.seat), FALLBACK_LEVEL, 0.0, self._seed()
            ).action
            return fallback

    def close(self) -> None:
        """The table is left: stop the worker (a thought on its way is dropped)."""
        self._ai = None
        self.worker.close()

    def _human_clock(self, dt: float, hand: HandState) -> None:
        """During the draw the person's chance passes by itself (the draw runs on); a new
        declaration open to him holds the draw a little. Other decisions wait for him."""
        if hand.phase != DRAW:
            self._chance_left = None
            return
        if self._try_declare():
            return
        if self._chance_left is None:
            options = tuple(view_for(hand, self.human).may_declare)
            fresh = any(o not in self._seen_options for o in options)
            self._seen_options = options
            self._chance_left = self.chance_delay if fresh else self.draw_step
        self._chance_left -= dt
        if self._chance_left <= 0:
            self._chance_left = None
            self._apply(self.human, PASS)

    def _try_declare(self) -> bool:
        wanted = self.want_declare
        if wanted is None or not self.my_turn():
            return False
        self.want_declare = None
        if action_reason(self.match.hand, self.human, Declare(wanted)) is not None:
            return False  # too late: someone declared first, or the chance has gone
        self._apply(self.human, Declare(wanted))
        return True

    # ------------------------------------------------------------ applying and showing

    def _apply(self, seat: int, action: Action) -> None:
        before = self.match.hand
        self.match, events = self.match.apply(seat, action)
        self._chance_left = None
        self._enqueue(before, events, self.match.hand)
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.match)

    def _show_new_hand(self) -> None:
        """A hand just dealt is drawn up to its first decision: show its cards coming in."""
        st = self.match.hand
        start = st.copy()
        players = st.rules.players
        start.hands = [(0, 0)] * players
        start.drawn = 0
        start.declaration = None
        start.declarations = ()
        first = (st.receiver - st.drawn) % players
        dealt = players == 2 and not st.tricks and not st.trick  # §10: the duel's first five
        events: list[Event] = (
            [CardDrawn((first + j) % players, st.stock[j]) for j in range(st.drawn)]
            if st.phase in (DRAW, CLOSING) or dealt
            else []
        )
        self.shown = start if events else st
        self._enqueue(start, events, st)

    def _enqueue(self, before: HandState, events: list[Event], after: HandState) -> None:
        pic = before.copy()
        pic.chances = ()
        drawing_after = [
            any(isinstance(e, (CardDrawn, Redrawn)) for e in events[i + 1 :])
            for i in range(len(events))
        ]
        for i, ev in enumerate(events):
            snap: HandState
            if isinstance(ev, CardDrawn):
                pic = pic.copy()
                pic.phase = PLAY if pic.tricks else DRAW  # the duel's draw after a trick: play
                pic.hands[ev.seat] = add_cards(pic.hands[ev.seat], (ev.card,))
                pic.drawn += 1
                snap = pic
            elif isinstance(ev, Redrawn):
                pic = pic.copy()
                pic.phase = DRAW
                pic.hands = [(0, 0)] * before.rules.players
                pic.drawn = 0
                pic.declaration = None
                pic.declarations = ()
                snap = pic
            elif isinstance(ev, Declared) and drawing_after[i]:
                pic = pic.copy()
                found = [d for d in after.declarations if d.seat == ev.seat and d.cards == ev.cards]
                dec = found[0] if found else Declaration(ev.seat, ev.cards, len(ev.cards), 0)
                pic.declaration = dec
                pic.declarations = pic.declarations + (dec,)
                snap = pic
            elif isinstance(ev, TrickTaken) and drawing_after[i]:
                pic = self._before_drawing(after, events[i + 1 :])
                snap = pic
            elif isinstance(ev, ThrowFailed):
                snap = before.copy()
                snap.trick = before.trick + ((ev.seat, ev.shown),)
            elif isinstance(ev, (Led, Played)) and len(after.tricks) > len(before.tricks):
                # the trick's last play: show it whole before it is taken (the duel: and
                # before the draw that follows it)
                drawing = drawing_after[i]
                snap = self._before_drawing(after, events[i + 1 :]) if drawing else after.copy()
                snap.trick = after.tricks[-1][0]
                snap.piles = list(before.piles)
                snap.phase = PLAY
            else:
                snap = pic if drawing_after[i] else after
            mid_hand = isinstance(ev, CardDrawn) and bool(after.tricks)
            self._push(self.draw_step * TRICK_DRAW_STEPS if mid_hand else self._delay(ev), ev, snap)
        self._push(0.0, None, after)

    @staticmethod
    def _before_drawing(after: HandState, later: list[Event]) -> HandState:
        """The duel's table after a trick is taken, before the draw that follows it (§10): the
        state after, less the cards still to come off the stock."""
        pic = after.copy()
        pic.phase, pic.chances = PLAY, ()
        for ev in later:
            if isinstance(ev, CardDrawn):
                left = remove_cards(pic.hands[ev.seat], (ev.card,))
                pic.hands[ev.seat] = left if left is not None else pic.hands[ev.seat]
                pic.drawn -= 1
        return pic

    def _delay(self, event: Event) -> float:
        if isinstance(event, CardDrawn):
            return self.draw_step
        return BEFORE.get(type(event).__name__, 0.0)

    def _push(self, delay: float, event: Event | None, snap: HandState) -> None:
        if not self._queue:
            self._wait = delay
        self._queue.append((delay, event, snap))

    def finish_showing(self) -> None:
        """Show every waiting event at once (tests, a scene leaving)."""
        while self._queue:
            _, event, snapshot = self._queue.popleft()
            self.shown = snapshot
            if event is not None:
                self._fresh.append(event)


def new_seed() -> int:
    return random.randrange(1, 2**31)


__all__ = ["KITTY", "ShengjiController", "new_seed"]
