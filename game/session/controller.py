"""The table's controller: drives a :class:`~engine.gongzhu.match.Match` for the scenes.

It owns no rules: every action goes through the engine. It adds what a table
needs around the rules — whose seat is human, the computer players (asked
off the frame loop), the exposure clock and the 首明 prompt timer, and
pacing so a person can follow. In hot seat it also keeps the private rounds
(:class:`_Round`): every human gets a turn of his own in the 首明 round and the
exposure window, in the same order whoever holds a special card. Time only moves through :meth:`update` with a
``dt``, so tests run the clock in simulated time and a saved game resumes
with the seconds that were left.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from engine.gongzhu.actions import CLOSE_WINDOW, DECLINE_FIRST, DONE, EXPOSE_BASE, Action
from engine.gongzhu.cards import SEAT_LETTERS, Seat
from engine.gongzhu.hand import (
    EXPOSURE,
    FIRST_EXPOSURE,
    HAND_OVER,
    PLAY,
    SWAP_CHOICE,
    Event,
    IllegalActionError,
    legal_actions,
    to_act,
)
from engine.gongzhu.match import Match
from engine.gongzhu.view import SeatView, view_for

from .ai_worker import FALLBACK_LEVEL, AIWorker, Choice, decide

log = logging.getLogger(__name__)
SIMPLIFIED_NOTICE = "toast.ai_simplified"  # the word table's key: said once per game

FIRST_PROMPT_S = 5.0  # RULES §2: the deal pauses 5 s for a human's 首明 answer (timed clock)
WORKER_TIMEOUT_S = 15.0  # a search that has not answered by then is given up on
MIN_THINK_S = 0.4  # DESIGN: computer players wait at least this long before playing


@dataclass(frozen=True)
class SeatPlayer:
    """Who sits in a seat: a person, or a computer player of some level."""

    name: str
    human: bool
    level: str = "normal"


@dataclass
class _Round:
    """Hot seat: one private round (首明, or the exposure window) and the humans still to have
    their turn in it. Every human is in it, also one the engine does not ask (nothing to
    expose): he sees his hand and confirms, so the hand-overs tell nobody who holds what."""

    phase: int  # FIRST_EXPOSURE or EXPOSURE
    owed: list[Seat]


@dataclass
class _Pending:
    future: Any
    moves: int  # len(match.moves) when asked: stale answers are asked again
    waited: float = 0.0
    delay: float = MIN_THINK_S
    gave_up: bool = False  # the worker timed out once: the retry in this process is awaited


@dataclass
class TableController:
    """Human input, computer players, clocks and pacing around one game."""

    match: Match
    players: tuple[SeatPlayer, ...]
    exposure_clock: int = 20  # seconds; 0 = untimed
    worker: AIWorker = field(default_factory=AIWorker)
    on_change: Callable[[Match], None] | None = None  # autosave after every change
    window_left: float | None = None  # seconds left in the exposure window
    first_left: float | None = None  # seconds left for a human's 首明 answer
    think_delay: float = MIN_THINK_S
    _private_turn: tuple[int, int, Seat] | None = None
    viewer: Seat = -1  # the human whose hand is on screen (-1: first human)
    handover_to: Seat | None = None  # hot seat: pass the computer to this human first
    practice: bool = False  # practice game: undo and the advisor; no statistics
    _pending: dict[Seat, _Pending] = field(default_factory=dict)
    _rounds: list[_Round] = field(default_factory=list)  # hot seat: the private rounds, in order
    _fresh: bool = False  # a turn's clock just started: the next update's dt was spent before it
    _told_simplified: bool = False
    _events: list[tuple[Seat | None, Action, Event]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.viewer < 0:
            humans = self.humans()
            self.viewer = humans[0] if humans else 0
        self._enter_phase()
        self._check_handover()

    # ------------------------------------------------------------ queries

    @property
    def phase(self) -> int:
        """The table's phase: the engine's, but in hot seat a private round (首明, the exposure
        window) lasts until every human has had his turn in it, even once the engine is past it
        (the last one asked was done before someone with nothing to expose had his turn)."""
        return self._rounds[0].phase if self._rounds else self.match.hand.phase

    def humans(self) -> tuple[Seat, ...]:
        return tuple(s for s, p in enumerate(self.players) if p.human)

    def view(self, seat: Seat) -> SeatView:
        return view_for(self.match.hand, seat, self.match.moves)

    def legal(self, seat: Seat) -> list[Action]:
        """The engine's legal actions for ``seat``; in a hot-seat private round, only the human
        whose turn it is has any (none at all if the engine asks him nothing: he confirms)."""
        private = bool(self._rounds) and self.players[seat].human
        if private and (seat != self.active_human() or not self._decides(seat, self.phase)):
            return []
        return legal_actions(self.match.hand, seat)

    def waiting_for_human(self) -> tuple[Seat, ...]:
        """The humans who are to act: those the engine asks, or every human still owed a turn
        in the hot-seat private round."""
        if self._rounds:
            return tuple(sorted(self._rounds[0].owed))
        return tuple(s for s in to_act(self.match.hand) if self.players[s].human)

    def _decides(self, seat: Seat, phase: int) -> bool:
        """The engine still asks ``seat`` something in ``phase`` (首明 or the window)."""
        hand = self.match.hand
        return hand.phase == phase and bool(hand.pending >> seat & 1)

    def thinking(self) -> tuple[Seat, ...]:
        return tuple(self._pending)

    @property
    def hot_seat(self) -> bool:
        """Several people share the screen: hands hide behind a hand-over screen between them."""
        return len(self.humans()) > 1

    def active_human(self) -> Seat | None:
        """The human who must act now. In a hot-seat private round: the one at the screen first,
        then counter-clockwise from him — an order that depends on nobody's cards."""
        if self._rounds:
            owed = self._rounds[0].owed
            if self.viewer in owed:
                return self.viewer
            return min(owed, key=lambda s: (s - self.viewer) % 4)
        waiting = self.waiting_for_human()
        if not waiting:
            return None
        if self.phase in (PLAY, SWAP_CHOICE):
            return waiting[0]
        if self.viewer in waiting:
            return self.viewer
        return min(waiting, key=lambda s: (s - self.match.hand.leader) % 4)

    def accept_handover(self) -> None:
        """The person at the screen confirmed they are the one asked for: show their hand, and
        his turn's clock starts now (it never runs behind the hand-over screen)."""
        if self.handover_to is None:
            return
        self.viewer = self.handover_to
        self.handover_to = None
        self._start_private_clock()
        self._check_handover()  # (a stale one from a save: then on to whoever must act)

    def private_view(self, seat: Seat) -> SeatView:
        """What the table may show ``seat``: in a hot-seat exposure window, exposures stay hidden
        until the last human is done (RULES §3: all are revealed together)."""
        view = self.view(seat)
        private = self.match.hand.phase in (FIRST_EXPOSURE, EXPOSURE) or self._rounds
        if not (self.hot_seat and private):
            return view
        return replace(
            view,
            exposures=tuple(e for e in view.exposures if e.seat == seat),
            exposed_held=tuple(h if s == seat else (0, 0) for s, h in enumerate(view.exposed_held)),
            hidden_counts=(0, 0, 0, 0),
        )

    # ------------------------------------------------------------ actions

    def submit(self, seat: Seat | None, action: Action) -> list[Event]:
        """Apply a person's action (or the table's CLOSE_WINDOW); raises IllegalActionError.

        In a hot-seat private round only the human whose turn it is may act; one the engine
        asks nothing ends his turn with DONE (or DECLINE_FIRST), which the engine never sees.
        """
        rnd = self._rounds[0] if self._rounds else None
        if rnd is not None and seat is not None and self.players[seat].human:
            if seat != self.active_human() or self.handover_to is not None:
                raise IllegalActionError(f"it is not {SEAT_LETTERS[seat]}'s private turn")
            if not self._decides(seat, rnd.phase):
                if action not in (DONE, DECLINE_FIRST):
                    raise IllegalActionError(f"{SEAT_LETTERS[seat]} has nothing to decide")
                self._end_turn(seat)
                self._changed()
                return []
        before = self.match.hand.phase
        self.match, events = self.match.apply(seat, action)
        self._events.extend((seat, action, e) for e in events)
        if self.match.hand.phase != before:
            self._enter_phase()
        if rnd is not None and seat in rnd.owed and not self._decides(seat, rnd.phase):
            self._end_turn(seat)  # done, or nothing left to expose
        self._changed()
        return events

    def _changed(self) -> None:
        self._drop_stale()
        self._check_handover()
        if self.on_change is not None:
            self.on_change(self.match)

    def next_hand(self) -> None:
        """Deal the next hand (after the result screen)."""
        self.match = self.match.next_hand()
        self._pending.clear()
        self._rounds.clear()
        self._private_turn = None
        self._enter_phase()
        self._check_handover()
        if self.on_change is not None:
            self.on_change(self.match)

    def take_events(self) -> list[tuple[Seat | None, Action, Event]]:
        """Events since the last call, for the scene to animate."""
        out, self._events = self._events, []
        return out

    # ------------------------------------------------------------ time

    def update(self, dt: float, ready: bool = True) -> None:
        """Advance the clocks by ``dt`` seconds and let computer players act.

        ``ready`` is False while the table is still animating the last play, so
        computer players never run ahead of what the person can see.
        """
        if self._rounds:
            self._tick_turn(dt)
        elif self.hot_seat:
            if self.window_left is not None and self.match.hand.phase == EXPOSURE:
                self.window_left = max(0.0, self.window_left - dt)  # computers finish meanwhile
        elif self._fresh:
            self._fresh = False  # the frame that showed the window first: its time came before
        else:
            if self.phase == FIRST_EXPOSURE and self.first_left is not None:
                self.first_left -= dt
                if self.first_left <= 0:
                    for seat in self.waiting_for_human():
                        self.submit(seat, DECLINE_FIRST)
                        if self.phase != FIRST_EXPOSURE:
                            break
            if self.phase == EXPOSURE and self.window_left is not None:
                self.window_left -= dt
                if self.window_left <= 0:
                    self.window_left = 0.0
                    self.submit(None, CLOSE_WINDOW)
                    return
        phase = self.match.hand.phase
        if phase == HAND_OVER or (phase == PLAY and self._rounds):
            return  # nobody plays before every human has had his private turn
        self._ask_computers()
        self._collect(dt, ready)

    def _tick_turn(self, dt: float) -> None:
        """Hot seat: the clock of the human at the screen, while it is his private turn."""
        rnd = self._rounds[0]
        active = self.active_human()
        if self.handover_to is not None or active is None:
            return  # nobody is at the screen yet: the clock waits
        if self._private_turn != (self.match.hand_index, rnd.phase, active):
            return
        if self._fresh:
            self._fresh = False  # this dt passed before the turn began (hand-over, the deal)
            return
        if rnd.phase == EXPOSURE and self.window_left is not None:
            self.window_left -= dt
            if self.window_left <= 0:
                self.window_left = 0.0
                self.submit(active, DONE)  # this human's private turn is over
        elif rnd.phase == FIRST_EXPOSURE and self.first_left is not None:
            self.first_left -= dt
            if self.first_left <= 0:
                self.first_left = 0.0
                self.submit(active, DECLINE_FIRST)

    def _enter_phase(self) -> None:
        phase = self.match.hand.phase
        if self.hot_seat:
            if not self._rounds:
                self.window_left = self.first_left = None
            if phase in (FIRST_EXPOSURE, EXPOSURE):
                self._rounds.append(_Round(phase, list(self.humans())))
            return
        self.window_left = None
        self.first_left = None
        self._fresh = True
        if phase == EXPOSURE and self.exposure_clock:
            self.window_left = float(self.exposure_clock)
        if phase == FIRST_EXPOSURE and self.exposure_clock and self.waiting_for_human():
            self.first_left = FIRST_PROMPT_S

    def _end_turn(self, seat: Seat) -> None:
        """Hot seat: ``seat``'s private turn in the current round is over."""
        rnd = self._rounds[0]
        if seat in rnd.owed:
            rnd.owed.remove(seat)
        self._private_turn = None
        if not rnd.owed:
            self._rounds.pop(0)

    def _check_handover(self) -> None:
        """In hot seat, ask for the hand-over screen when a different human must act next."""
        active = self.active_human()
        if not self.hot_seat or active is None or self.handover_to is not None:
            return
        if active != self.viewer:
            self.handover_to = active
        elif self._rounds and self._private_turn != (
            self.match.hand_index,
            self._rounds[0].phase,
            active,
        ):
            self._start_private_clock()

    def _start_private_clock(self) -> None:
        """A human's own turn in a private round gets the whole clock (RULES §3), counted from
        the first frame he sees it."""
        if not self._rounds:
            return
        phase = self._rounds[0].phase
        self._private_turn = (self.match.hand_index, phase, self.viewer)
        clock = self.exposure_clock
        self.window_left = float(clock) if phase == EXPOSURE and clock else None
        self.first_left = FIRST_PROMPT_S if phase == FIRST_EXPOSURE and clock else None
        self._fresh = True

    def _seed(self, seat: Seat) -> int:
        return (
            self.match.seed * 7919 + self.match.hand_index * 131 + len(self.match.moves)
        ) * 4 + seat

    def _ask_computers(self) -> None:
        inline = False  # at most one in-process decision per frame, so no frame pays for three
        for seat in to_act(self.match.hand):
            player = self.players[seat]
            if player.human or seat in self._pending:
                continue
            if self.worker.runs_inline(player.level):
                if inline:
                    continue
                inline = True
            view = view_for(self.match.hand, seat, self.match.moves)  # the order of play too
            future = self.worker.request(view, player.level, self._seed(seat))
            delay = self.think_delay
            if self.match.hand.phase == EXPOSURE:
                # Exposures trickle in during the window rather than all at once.
                delay = self.think_delay + 0.6 * ((self._seed(seat) % 5) + 1)
            self._pending[seat] = _Pending(future, len(self.match.moves), 0.0, delay)

    def _collect(self, dt: float, ready: bool) -> None:
        for seat, pending in list(self._pending.items()):
            if self.match.hand.phase == PLAY and not ready:
                continue  # the pause a person needs starts when the last card has landed
            pending.waited += dt
            stuck = pending.waited > pending.delay + WORKER_TIMEOUT_S
            if stuck and not pending.gave_up and hasattr(pending.future, "give_up"):
                pending.future.give_up()  # thinks again in this process, at the same level
                pending.gave_up, pending.waited = True, pending.delay
                continue
            if (not pending.future.done() and not stuck) or pending.waited < pending.delay:
                continue
            del self._pending[seat]
            choice = self._answer(seat, pending, stuck)
            if seat not in to_act(self.match.hand):
                continue
            try:
                self.submit(seat, choice.action)
            except IllegalActionError:
                continue  # the table moved on meanwhile: asked again next update
            if self.match.hand.phase in (PLAY, SWAP_CHOICE):
                break  # one card at a time, so each is seen

    def _answer(self, seat: Seat, pending: _Pending, stuck: bool) -> Choice:
        """The computer's choice; if neither the worker nor a retry gave one, the fallback's."""
        try:
            if stuck:
                raise TimeoutError("the computer player's worker did not answer")
            choice: Choice = pending.future.result()
            return choice
        except Exception:  # a failed search must not stop the game: logged, counted, told
            log.exception(
                "seat %d (%s) got no answer: the %s player decides",
                seat,
                self.players[seat].level,
                FALLBACK_LEVEL,
            )
            trouble = getattr(self.worker, "trouble", None)
            if trouble is not None:
                trouble.count("simplified")
            fallback = decide(self.view(seat), FALLBACK_LEVEL, 0.0, self._seed(seat))
            return replace(fallback, simplified=True)

    def take_notice(self) -> str | None:
        """The word-table key of what the player should be told now, at most once per game:
        that a computer decision had to be made by a simpler player."""
        trouble = getattr(self.worker, "trouble", None)
        if self._told_simplified or trouble is None or not trouble.simplified:
            return None
        self._told_simplified = True
        return SIMPLIFIED_NOTICE

    def _drop_stale(self) -> None:
        """Forget questions asked about a position that no longer exists (play phase)."""
        if self.match.hand.phase not in (PLAY, SWAP_CHOICE):
            acting = set(to_act(self.match.hand))
            for seat in list(self._pending):
                if seat not in acting:
                    del self._pending[seat]
            return
        for seat, pending in list(self._pending.items()):
            if pending.moves != len(self.match.moves) or seat not in to_act(self.match.hand):
                del self._pending[seat]

    def hint(self, seat: Seat, level: str = "expert") -> Any:
        """The strongest computer player's suggestion for a human seat (a future; poll ``done()``)."""
        return self.worker.request(self.view(seat), level, self._seed(seat))

    # ------------------------------------------------------------ practice

    def undo_point(self, seat: Seat) -> int | None:
        """Practice: how many actions of the hand stay if ``seat`` takes back its last play."""
        if not self.practice or self.phase != PLAY:
            return None
        for i in range(len(self.match.moves) - 1, -1, -1):
            who, action = self.match.moves[i]
            if who == seat and action < EXPOSE_BASE:
                return i
        return None

    def undo(self, seat: Seat) -> bool:
        """Practice: take back ``seat``'s last play and every computer play after it.

        The hand is replayed from its deal up to just before that play (engine
        :meth:`~engine.gongzhu.match.Match.rewound`); computer answers still on their way
        are about positions that no longer exist, so they are dropped.
        """
        keep = self.undo_point(seat)
        if keep is None:
            return False
        self.match = self.match.rewound(keep)
        self._pending.clear()
        self._events.clear()
        if self.on_change is not None:
            self.on_change(self.match)
        return True

    def advise_exposures(self, seat: Seat, worlds: int = 100, budget_s: float = 2.0) -> Any:
        """Practice: the exposure advisor's estimates for ``seat`` (a future of {card: estimate})."""
        from engine.gongzhu.advisor import estimate_exposures

        return self.worker.submit(
            estimate_exposures, self.private_view(seat), worlds, self._seed(seat), budget_s
        )

    def close(self) -> None:
        self.worker.close()
