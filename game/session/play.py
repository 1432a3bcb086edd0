"""One game in play: :class:`Session` (and the 闯关 stage's), and how a game starts and resumes.

* :class:`Session` — the controller, who sits where, the autosave after every action (and at
  the next hand), statistics and hand history after every hand and game
  (:mod:`game.session.record`), and the way from the table to the result screen, the next
  hand and the game-over screen — asked for as places (:mod:`game.session.places`), so this
  module imports no scene.
* :class:`CampaignSession` — a stage game: after each hand,
  :func:`engine.gongzhu.campaign.stage_outcome` says whether the stage is won, lost or going on; once
  it is decided the progress is saved and "next" on the result screen leads to the stage
  result instead of the next deal. A saved stage game continues as one after a restart.
* :func:`start_game`, :func:`start_stage`, :func:`resume_game`, :func:`continue_game`, and
  :func:`game_hooks`: what the title's "new game" and "continue" do.

:data:`table_factory`, :func:`new_seed` and :func:`make_worker` are looked up here at call
time so tests can put stand-ins there.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.gongzhu.campaign import (
    GOING_ON,
    OPPONENT_SEAT,
    PLAYER,
    RULES,
    STAGES,
    Goal,
    Outcome,
    Stage,
    stage_outcome,
)
from engine.gongzhu.campaign import stage as stage_of
from engine.gongzhu.hand import HAND_OVER, SWAP_CHOICE
from engine.gongzhu.match import new_match
from game.session import places
from game.session.ai_worker import AIWorker
from game.session.campaign import goal_text, load_progress_quietly, stage_seats, update_progress
from game.session.controller import SeatPlayer, TableController
from game.session.record import Recorder, humans
from game.texts.i18n import tr
from game.texts.names import shown_name
from saves.errors import SaveError
from saves.game import SavedGame, delete_game, has_saved_game, load_game, new_game_id, save_game

if TYPE_CHECKING:
    from engine.gongzhu.match import Match
    from engine.gongzhu.rules import RuleSet
    from game.ui.app import Context
    from game.ui.scene import Scene
    from saves.game import SeatEntry


def _default_table_factory(
    controller: TableController,
    seat: int,
    on_hand_over: Callable[[TableController], None],
    on_quit: Callable[[TableController], None] | None = None,
) -> places.Table:
    return places.Table(controller, seat, on_hand_over, on_quit)


table_factory: Callable[..., Scene | places.Table] = _default_table_factory
"""Builds the table: the game's table place, or a stand-in scene in tests."""


def new_seed() -> int:
    """A random game seed (tests fix it)."""
    return random.randrange(1, 2**31)


def make_worker() -> AIWorker:
    """The computer players' worker (tests replace it with an in-process one)."""
    return AIWorker()


# ---------------------------------------------------------------- one game


class Session:
    """One game in play: the controller, the seats, saves and statistics around it."""

    from_review = False
    """A hand played on from a review (:class:`game.session.review.ReplaySession`): no saves, no statistics,
    and its result screen leads back to the review."""

    def __init__(
        self, ctx: Context, controller: TableController, seats: tuple[SeatEntry, ...]
    ) -> None:
        self.ctx = ctx
        self.controller = controller
        self.seats = seats
        self.recorder = Recorder(ctx, new_game_id())  # a resumed game takes its saved id
        controller.on_change = self.autosave
        _SESSIONS.append(self)

    # -- who is where ---------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.controller.match

    def humans(self) -> tuple[int, ...]:
        return humans(self.seats)

    @property
    def practice(self) -> bool:
        """A practice game: never counted in statistics, profiles or the hand history."""
        return bool(getattr(self.controller, "practice", False))

    def view_seat(self) -> int:
        """The seat the table is drawn from: the first human (South when all are computers)."""
        humans = self.humans()
        return humans[0] if humans else 0

    def name(self, seat: int) -> str:
        return shown_name(self.seats[seat].name)  # a default name in the current language

    # -- what a game mode adds to the result screen (campaign) ------------------
    def seat_note(self, seat: int) -> str:
        """A short note after a seat's name on the result screen ("" = none)."""
        return ""

    def next_text(self) -> str | None:
        """The result screen's "next" label when a game mode ends early (None = the usual)."""
        return None

    # -- saves ----------------------------------------------------------------
    def autosave(self, match: Match | None = None) -> None:
        """Save the game as it stands (after every action and at the next hand).

        At a hand's last card the hand is counted right after the save, before any
        animation: whenever the game is closed or killed from then on, nothing is lost.
        """
        match = match or self.match
        c = self.controller
        r = self.recorder
        try:
            save_game(
                SavedGame(
                    match,
                    self.seats,
                    _clock(c.window_left),
                    _clock(c.first_left),
                    practice=self.practice,
                    game_id=r.game_id,
                    counted_from=r.counted_from,
                    handover=c.handover_to,
                )
            )
        except SaveError as err:  # a full or read-only folder must not stop the game
            r.tell(err)
        if match.hand_over:
            self.count()
        if match.game_over:
            self.forget_save()

    def count(self) -> None:
        """Count the finished hands and game not counted yet (never practice)."""
        if not self.practice:
            self.recorder.count(self.match, self.seats)

    def counted_all(self) -> bool:
        """Every finished hand and the game itself are counted (practice counts nothing)."""
        return self.practice or self.recorder.has_counted(self.match)

    def forget_save(self) -> None:
        """The game is over and counted: Continue no longer offers it.

        A game whose counting failed (a full or read-only folder) keeps its save, so the
        next start counts it: forgetting it then would lose the hands for good.
        """
        if not self.counted_all():
            return
        try:
            delete_game()
        except SaveError as err:
            self.recorder.tell(err)

    # -- the flow between scenes ------------------------------------------------
    def table_scene(self) -> Scene | places.Table:
        scene = table_factory(
            self.controller,
            seat=self.view_seat(),
            on_hand_over=self.on_hand_over,
            on_quit=self.on_table_quit,
        )
        if isinstance(scene, places.Table):  # not a test's stand-in scene
            scene.seat_note = self.seat_note  # e.g. the campaign's hand tops, beside each score
        return scene

    def on_table_quit(self, controller: TableController) -> None:
        """The table's menu goes back to the title: save the clocks as they are, stop the worker."""
        if not self.match.hand_over:
            self.autosave()
        self.close()

    def on_hand_over(self, controller: TableController) -> None:
        """The table's callback: the hand ended (or 猪羊变色 must be chosen) → the result."""
        self.ctx.replace(places.Result(self))

    def next_hand(self) -> None:
        """ "Next hand" on the result screen: deal and go back to the table."""
        self.controller.next_hand()
        self.ctx.replace(self.table_scene())

    def show_game_over(self) -> None:
        self.finish_game()
        self.ctx.replace(places.GameOver(self))

    def to_title(self) -> None:
        self.close()
        self.ctx.clear(places.Title())

    def close(self) -> None:
        if self.match.game_over and not self.counted_all():
            self.autosave()  # the folder may take the writes it refused at the game's end
        if self in _SESSIONS:
            _SESSIONS.remove(self)
        self.controller.close()

    # -- statistics -----------------------------------------------------------
    def hand_finished(self) -> None:
        """The result screen opened: the hand is counted (at its last card already; counting
        again changes nothing)."""
        if self.match.hand_over:
            self.count()
        if self.match.game_over:
            self.finish_game()

    def finish_game(self) -> None:
        """The game ended: counted for the humans' profiles, and the save forgotten."""
        self.count()
        self.forget_save()


_SESSIONS: list[Session] = []


def _clock(value: float | None) -> float | None:
    return None if value is None else max(0.0, min(600.0, float(value)))


# ---------------------------------------------------------------- a 闯关 stage


class CampaignSession(Session):
    """One stage game: the ordinary session plus the stage's goal and its outcome."""

    def __init__(
        self,
        ctx: Context,
        controller: TableController,
        seats: tuple[SeatEntry, ...],
        stage: Stage,
        goal: Goal,
    ) -> None:
        super().__init__(ctx, controller, seats)
        self.stage = stage
        self.goal = goal
        self.settled: Outcome | None = None  # the outcome once recorded in the progress

    def announce(self) -> None:
        """A toast over the table: which stage this is and what wins it."""
        self.ctx.toast(tr("campaign.status", n=self.stage.number, goal=goal_text(self.goal)), 4.0)

    def outcome(self) -> Outcome:
        return stage_outcome(self.match, self.goal, PLAYER)

    def decided(self) -> bool:
        return self.outcome().result != GOING_ON

    # -- hooks the result screen asks -------------------------------------------
    def seat_note(self, seat: int) -> str:
        return tr("campaign.tops", n=self.outcome().tops[seat])

    def next_text(self) -> str | None:
        return tr("campaign.to_result") if self.decided() else None

    # -- the flow -----------------------------------------------------------------
    def autosave(self, match: Any = None) -> None:
        """As a normal game, but a decided stage is recorded at once and its game forgotten."""
        if self.match.hand_over and self.decided():
            self.count()  # before the save is forgotten: nothing of the stage's last hand is lost
            self.settle()
            return
        super().autosave(match)

    def settle(self) -> Outcome:
        """Record the decided stage in the progress (once) and forget the saved game."""
        if self.settled is None:
            out = self.outcome()
            self.settled = out
            self.forget_save()
            total = self.match.totals[PLAYER]
            update_progress(
                self.ctx,
                lambda p: p.finished(self.stage.number, out.result == "won", out.hands, total),
            )
        return self.settled

    def next_hand(self) -> None:
        if self.decided():
            self.show_stage_result()
        else:
            super().next_hand()

    def show_game_over(self) -> None:
        self.finish_game()
        self.show_stage_result()

    def show_stage_result(self) -> None:
        self.hand_finished()
        if self.match.game_over:
            self.finish_game()
        outcome = self.settle()
        self.ctx.replace(places.StageResult(self, outcome))


# ---------------------------------------------------------------- starting and resuming


def start_game(
    ctx: Context,
    rules: RuleSet,
    seats: tuple[SeatEntry, ...],
    seed: int | None = None,
    *,
    deal: int | None = None,
    from_seat: int = 0,
    practice: bool = False,
    make_session: Callable[..., Session] | None = None,
) -> Session:
    """Deal a new game with a random seed and go to the table (the stack is replaced).

    ``deal``: the first hand is that deal number ("play deal #N"); ``from_seat``: the
    seats turn round so the form's South player sits there, and gets that seat's cards
    of the deal; ``practice``: the practice tools, and nothing counted in statistics;
    ``make_session(ctx, controller, seats)`` builds a Session subclass (the campaign's).
    """
    try:
        delete_game()
    except SaveError as err:  # a read-only folder: the new game is played unsaved, and said so
        ctx.toast(err.message(ctx.settings.language), 6.0)
    seats = tuple(seats[(i - from_seat) % 4] for i in range(4))
    match = new_match(rules, new_seed() if seed is None else seed, () if deal is None else (deal,))
    controller = TableController(
        match,
        tuple(SeatPlayer(e.name, e.human, e.level) for e in seats),
        exposure_clock=ctx.settings.exposure_clock,
        worker=make_worker(),
        practice=practice,
    )
    session = (make_session or Session)(ctx, controller, seats)
    session.autosave()
    ctx.clear(session.table_scene())
    return session


def resume_game(ctx: Context, saved: Any) -> Session:
    """Rebuild the controller from a saved game, clocks as they were, and go on playing."""
    controller = TableController(
        saved.match,
        tuple(SeatPlayer(e.name, e.human, e.level) for e in saved.seats),
        exposure_clock=ctx.settings.exposure_clock,
        worker=make_worker(),
        practice=getattr(saved, "practice", False),
    )
    # __post_init__ restarted the clocks for the phase: put back what was left.
    if saved.window_left is not None and controller.window_left is not None:
        controller.window_left = saved.window_left
    if saved.first_left is not None and controller.first_left is not None:
        controller.first_left = saved.first_left
    if saved.handover is not None:  # hot seat: whoever sits there now first sees the hand-over
        controller.handover_to = saved.handover
    session = resume_session(ctx, controller, tuple(saved.seats)) or Session(
        ctx, controller, tuple(saved.seats)
    )
    session.recorder = Recorder(ctx, saved.game_id, saved.counted_from)  # the game it was
    session.count()  # hands that ended just before the game was closed or killed
    if controller.phase in (SWAP_CHOICE, HAND_OVER):
        ctx.clear(places.Result(session))
    else:
        ctx.clear(session.table_scene())
    return session


def start_stage(ctx: Context, number: int, goal_code: str) -> CampaignSession:
    """Deal a stage game and go to the table; the progress remembers it as the active stage."""
    stage = stage_of(number)
    goal = Goal.parse(goal_code)
    seed = new_seed()
    update_progress(ctx, lambda p: p.starting(number, goal.code, seed))

    def make(ctx_: Context, controller: TableController, seats: tuple[SeatEntry, ...]) -> Session:
        return CampaignSession(ctx_, controller, seats, stage, goal)

    session = start_game(ctx, RULES, stage_seats(ctx, stage), seed=seed, make_session=make)
    assert isinstance(session, CampaignSession)
    session.announce()
    return session


def resume_session(
    ctx: Context, controller: TableController, seats: tuple[SeatEntry, ...]
) -> CampaignSession | None:
    """A saved game with a campaign opponent continues as that stage (None: not a campaign game)."""
    level = seats[OPPONENT_SEAT].level if len(seats) > OPPONENT_SEAT else ""
    stage = next((s for s in STAGES if s.level == level), None)
    if stage is None:
        return None
    progress, _error = load_progress_quietly()
    active = progress.active
    if active is not None and active.seed == controller.match.seed and active.stage == stage.number:
        goal = Goal.parse(active.goal)
    else:
        goal = Goal.parse(progress.goal)
    session = CampaignSession(ctx, controller, seats, stage, goal)
    session.announce()
    return session


def open_new_game(ctx: Context) -> None:
    ctx.push(places.NewGame())


def continue_game(ctx: Context) -> None:
    """Load the saved game; a bad file is reported, moved aside, and the title stays."""
    saved, error = load_game()
    if error is not None or saved is None:
        if error is not None:
            ctx.toast(error.message(ctx.settings.language), 7.0)
        ctx.app.stack.relayout_all()  # the title hides "continue" now
        return
    resume_game(ctx, saved)


@dataclass(frozen=True)
class TitleActions:
    """What the title's "continue" and "new game" do; the entry point hands them to the app's
    hooks (:func:`game.main.wired`), beside the screens for the places."""

    has_saved_game: Callable[[], bool]
    new_game: Callable[[Context], None]
    continue_game: Callable[[Context], None]


def game_hooks() -> TitleActions:
    """The game's title actions: a new game opens the form, "continue" resumes the saved game."""
    return TitleActions(
        has_saved_game=has_saved_game, new_game=open_new_game, continue_game=continue_game
    )


def save_on_quit() -> None:
    """Closing the window mid-hand: save the clocks as they are now."""
    for session in _SESSIONS:
        if session.match.hand.phase != HAND_OVER:
            session.autosave()
        session.close()
