"""The game's entry point and the wiring around the table.

``run(argv)`` opens the window on the title screen. The rest of this module joins
the scenes to the engine and the saves:

* :func:`game_hooks` — what the title's "new game" and "continue" do.
* :class:`Session` — one game being played: the controller, who sits where, the
  autosave after every action (and at the next hand), statistics and hand history
  after every hand and game, and the way from the table to the result screen, the
  next hand, and the game-over screen.

The table scene is written elsewhere; it is constructed as
``TableScene(controller, seat=..., on_hand_over=callback)``. :data:`table_factory`
names it so tests can put a stand-in there.
"""
from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.app import App, Hooks

if TYPE_CHECKING:
    from engine.match import Match
    from engine.rules import RuleSet
    from game.app import Context
    from game.controller import TableController
    from game.scene import Scene
    from saves.game import SeatEntry


def _default_table_factory(controller: TableController, seat: int,
                           on_hand_over: Callable[[TableController], None],
                           on_quit: Callable[[TableController], None] | None = None) -> Scene:
    from game.scenes.table import TableScene
    return TableScene(controller, seat=seat, on_hand_over=on_hand_over,  # type: ignore[no-any-return]
                      on_quit=on_quit)


table_factory: Callable[..., Scene] = _default_table_factory
"""Builds the table scene (replaced by a stand-in in tests)."""


def new_seed() -> int:
    """A random game seed (tests fix it)."""
    return random.randrange(1, 2**31)


def make_worker() -> Any:
    """The computer players' worker (tests replace it with an in-process one)."""
    from game.ai_worker import AIWorker
    return AIWorker()


# ---------------------------------------------------------------- one game


class Session:
    """One game in play: the controller, the seats, saves and statistics around it."""

    from_review = False
    """A hand played on from a review (game.review_play.ReplaySession): no saves, no statistics,
    and its result screen leads back to the review."""

    def __init__(self, ctx: Context, controller: TableController,
                 seats: tuple[SeatEntry, ...]) -> None:
        self.ctx = ctx
        self.controller = controller
        self.seats = seats
        self.recorded_hands: set[int] = set(range(len(controller.match.records)))
        self.game_recorded = False
        controller.on_change = self.autosave
        _SESSIONS.append(self)

    # -- who is where ---------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.controller.match

    def humans(self) -> tuple[int, ...]:
        return tuple(s for s, e in enumerate(self.seats) if e.human)

    @property
    def practice(self) -> bool:
        """A practice game: never counted in statistics, profiles or the hand history."""
        return bool(getattr(self.controller, "practice", False))

    def view_seat(self) -> int:
        """The seat the table is drawn from: the first human (South when all are computers)."""
        humans = self.humans()
        return humans[0] if humans else 0

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    # -- what a game mode adds to the result screen (campaign) ------------------
    def seat_note(self, seat: int) -> str:
        """A short note after a seat's name on the result screen ("" = none)."""
        return ""

    def next_text(self) -> str | None:
        """The result screen's "next" label when a game mode ends early (None = the usual)."""
        return None

    # -- saves ----------------------------------------------------------------
    def autosave(self, match: Match | None = None) -> None:
        """Save the game as it stands (after every action and at the next hand)."""
        from saves.errors import SaveError
        from saves.game import SavedGame, delete_game, save_game

        match = match or self.match
        if match.game_over:
            delete_game()
            return
        c = self.controller
        try:
            save_game(SavedGame(match, self.seats, _clock(c.window_left), _clock(c.first_left),
                                practice=self.practice))
        except SaveError as err:   # a full disk must not stop the game
            self.ctx.toast(err.message(self.ctx.settings.language), 5.0)

    # -- the flow between scenes ------------------------------------------------
    def table_scene(self) -> Scene:
        scene = table_factory(self.controller, seat=self.view_seat(), on_hand_over=self.on_hand_over,
                              on_quit=self.on_table_quit)
        scene.seat_note = self.seat_note   # e.g. the campaign's hand tops, beside each score
        return scene

    def on_table_quit(self, controller: TableController) -> None:
        """The table's menu goes back to the title: save the clocks as they are, stop the worker."""
        if not self.match.hand_over:
            self.autosave()
        self.close()

    def on_hand_over(self, controller: TableController) -> None:
        """The table's callback: the hand ended (or 猪羊变色 must be chosen) → the result."""
        from game.scenes.result import ResultScene
        self.ctx.replace(ResultScene(self))

    def next_hand(self) -> None:
        """"Next hand" on the result screen: deal and go back to the table."""
        self.controller.next_hand()
        self.ctx.replace(self.table_scene())

    def show_game_over(self) -> None:
        from game.scenes.gameover import GameOverScene
        self.finish_game()
        self.ctx.replace(GameOverScene(self))

    def to_title(self) -> None:
        from game.scenes.title import TitleScene
        self.close()
        self.ctx.clear(TitleScene())

    def close(self) -> None:
        if self in _SESSIONS:
            _SESSIONS.remove(self)
        self.controller.close()

    # -- statistics -----------------------------------------------------------
    def hand_finished(self) -> None:
        """Count the finished hand once: profiles of the humans and the hand history."""
        match = self.match
        if not match.hand_over:
            return
        index = len(match.records) - 1
        if index in self.recorded_hands:
            return
        self.recorded_hands.add(index)
        if not self.practice:
            _record_hand(self, match)
        if match.game_over:
            self.finish_game()

    def finish_game(self) -> None:
        """The game ended: count it for the humans' profiles and forget the save."""
        from saves.game import delete_game
        self.hand_finished()
        delete_game()
        if self.game_recorded or not self.match.game_over:
            return
        self.game_recorded = True
        if self.practice:
            return
        from saves.profiles import GameRecord
        standings = self.match.standings()
        double = self.match.rules.double_pig_loser
        for seat in self.humans():
            st = standings[seat]
            won = not st.pig and (st.place == 1 or double)
            _with_profile(self, self.name(seat),
                          lambda store, name, st=st, won=won: store.record_game(name, GameRecord(won, st.pig)))


_SESSIONS: list[Session] = []


def _clock(value: float | None) -> float | None:
    return None if value is None else max(0.0, min(600.0, float(value)))


def _with_profile(session: Session, name: str, action: Callable[[Any, str], object]) -> None:
    """Run ``action(store, name)`` on the profile called ``name`` (made on first use)."""
    from saves.errors import SaveError
    from saves.profiles import ProfileError, ProfileStore

    store = ProfileStore()
    try:
        if store.get(name) is None:
            store.create(name)
        action(store, name)
    except ProfileError:
        return   # a name that cannot be a profile: play on without statistics
    except SaveError as err:
        session.ctx.toast(err.message(session.ctx.settings.language), 5.0)
    if store.error is not None:
        session.ctx.toast(store.error.message(session.ctx.settings.language), 5.0)


def hand_record(match: Match, names: Sequence[str] = ()) -> dict[str, Any]:
    """The hand-history record of the hand just finished (saves.history's shape)."""
    from engine.actions import action_code
    from engine.cards import SEAT_LETTERS, card_code, multiset_cards

    record = match.records[-1]
    hand = match.hand
    return {
        "rules": match.rules.to_json(),
        "deal": record.deal,
        "hand_index": len(match.records),
        "first_receiver": SEAT_LETTERS[record.first_receiver],
        "hands": [[card_code(c) for c in multiset_cards(*hand.dealt[s])] for s in range(4)],
        "actions": [f"{'-' if seat is None else SEAT_LETTERS[seat]} {action_code(a)}"
                    for seat, a in record.moves],
        "scores": list(record.score.credited),
        "names": list(names),
    }


def exposure_gain(match: Match, seat: int) -> int:
    """What a seat's own exposures changed in its credited score this hand."""
    from engine.hand import rescore

    hand = match.hand
    if hand.result is None or not any(e.seat == seat for e in hand.exposures):
        return 0
    return hand.result.credited[seat] - rescore(hand, without_seat=seat).credited[seat]


def _record_hand(session: Session, match: Match) -> None:
    from engine.cards import PIG, count
    from saves.errors import SaveError
    from saves.history import HandHistory
    from saves.profiles import HandRecord

    hand = match.hand
    score = match.records[-1].score
    for seat in session.humans():
        s = score.seats[seat]
        rec = HandRecord(
            score=score.credited[seat],
            pigs_taken=count(hand.taken1[seat], hand.taken2[seat], PIG),
            all_hearts=s.all_hearts,
            grand_slam=s.grand_slam,
            exposures=sum(1 for e in hand.exposures if e.seat == seat),
            exposure_gain=exposure_gain(match, seat),
        )
        _with_profile(session, session.name(seat),
                      lambda store, name, rec=rec: store.record_hand(name, rec))
    try:
        HandHistory().add(hand_record(match, [e.name for e in session.seats]))
    except (SaveError, ValueError) as err:
        session.ctx.toast(str(err), 4.0)


# ---------------------------------------------------------------- starting and resuming


def start_game(ctx: Context, rules: RuleSet, seats: tuple[SeatEntry, ...],
               seed: int | None = None, *, deal: int | None = None, from_seat: int = 0,
               practice: bool = False, make_session: Callable[..., Session] | None = None) -> Session:
    """Deal a new game with a random seed and go to the table (the stack is replaced).

    ``deal``: the first hand is that deal number ("play deal #N"); ``from_seat``: the
    seats turn round so the form's South player sits there, and gets that seat's cards
    of the deal; ``practice``: the practice tools, and nothing counted in statistics;
    ``make_session(ctx, controller, seats)`` builds a Session subclass (the campaign's).
    """
    from engine.match import new_match
    from game.controller import SeatPlayer, TableController
    from saves.game import delete_game

    delete_game()
    seats = tuple(seats[(i - from_seat) % 4] for i in range(4))
    match = new_match(rules, new_seed() if seed is None else seed, () if deal is None else (deal,))
    controller = TableController(
        match, tuple(SeatPlayer(e.name, e.human, e.level) for e in seats),
        exposure_clock=ctx.settings.exposure_clock, worker=make_worker(), practice=practice)
    session = (make_session or Session)(ctx, controller, seats)
    session.autosave()
    ctx.clear(session.table_scene())
    return session


def resume_game(ctx: Context, saved: Any) -> Session:
    """Rebuild the controller from a saved game, clocks as they were, and go on playing."""
    from engine.hand import HAND_OVER, SWAP_CHOICE
    from game.controller import SeatPlayer, TableController
    from game.scenes.result import ResultScene

    controller = TableController(
        saved.match, tuple(SeatPlayer(e.name, e.human, e.level) for e in saved.seats),
        exposure_clock=ctx.settings.exposure_clock, worker=make_worker(),
        practice=getattr(saved, "practice", False))
    # __post_init__ restarted the clocks for the phase: put back what was left.
    if saved.window_left is not None and controller.window_left is not None:
        controller.window_left = saved.window_left
    if saved.first_left is not None and controller.first_left is not None:
        controller.first_left = saved.first_left
    from game.campaign_play import resume_session
    session = resume_session(ctx, controller, tuple(saved.seats)) or Session(ctx, controller, tuple(saved.seats))
    if controller.phase in (SWAP_CHOICE, HAND_OVER):
        ctx.clear(ResultScene(session))
    else:
        ctx.clear(session.table_scene())
    return session


def open_new_game(ctx: Context) -> None:
    from game.scenes.newgame import NewGameScene
    ctx.push(NewGameScene())


def continue_game(ctx: Context) -> None:
    """Load the saved game; a bad file is reported, moved aside, and the title stays."""
    from saves.game import load_game

    saved, error = load_game()
    if error is not None or saved is None:
        if error is not None:
            ctx.toast(error.message(ctx.settings.language), 7.0)
        ctx.app.stack.relayout_all()   # the title hides "continue" now
        return
    resume_game(ctx, saved)


def game_hooks() -> Hooks:
    from saves.game import has_saved_game
    return Hooks(has_saved_game=has_saved_game, new_game=open_new_game,
                 continue_game=continue_game)


def save_on_quit() -> None:
    """Closing the window mid-hand: save the clocks as they are now."""
    from engine.hand import HAND_OVER
    for session in _SESSIONS:
        if session.match.hand.phase != HAND_OVER:
            session.autosave()
        session.close()


# ---------------------------------------------------------------- entry point


def run(argv: Sequence[str] | None = None, hooks: Hooks | None = None) -> int:
    """Open the game on the title screen; returns the process exit status.

    ``hooks`` lets the caller replace "new game" and "continue" (see :class:`game.app.Hooks`).
    """
    parser = argparse.ArgumentParser(prog="gongzhu", description="拱猪 — play at the table")
    window = parser.add_mutually_exclusive_group()
    window.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    window.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--lang", choices=("zh", "en"), help="interface language")
    args = parser.parse_args(list(argv) if argv is not None else [])

    import dataclasses

    from game import settings_store
    from game.scenes.title import TitleScene

    settings = settings_store.load()
    if args.fullscreen or args.windowed:
        settings = dataclasses.replace(settings, fullscreen=args.fullscreen)
    if args.lang:
        settings = dataclasses.replace(settings, language=args.lang)
    app = App(settings, hooks or game_hooks())
    try:
        app.run(TitleScene())
    finally:
        save_on_quit()
    return 0
