"""Playing a 闯关 stage: a :class:`game.main.Session` that checks the stage after every hand.

The stage game is an ordinary game (same table, result screen, autosave, statistics).
What the campaign adds: after each hand, :func:`engine.campaign.stage_outcome` says
whether the stage is won, lost or going on; once it is decided the progress is saved
(``saves.campaign``) and "next" on the result screen leads to the stage result instead
of the next deal. The saved game continues as a campaign game after a restart:
``saves.campaign`` remembers the stage being played and the game's seed.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.campaign import (
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
from game.i18n import tr
from game.main import Session

if TYPE_CHECKING:
    from game.app import Context
    from game.controller import TableController
    from saves.game import SeatEntry


def opponent_name(stage: Stage) -> str:
    return tr(f"campaign.name.{stage.personality}")


def goal_text(goal: Goal) -> str:
    """"First to top 3 hands" or "Win a full game"."""
    return tr("campaign.goal.tops", n=goal.tops) if goal.tops else tr("campaign.goal.game")


class CampaignSession(Session):
    """One stage game: the ordinary session plus the stage's goal and its outcome."""

    def __init__(self, ctx: Context, controller: TableController, seats: tuple[SeatEntry, ...],
                 stage: Stage, goal: Goal) -> None:
        super().__init__(ctx, controller, seats)
        self.stage = stage
        self.goal = goal
        self.settled: Outcome | None = None   # the outcome once recorded in the progress

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
            self.settle()
            return
        super().autosave(match)

    def settle(self) -> Outcome:
        """Record the decided stage in the progress (once) and forget the saved game."""
        from saves.game import delete_game
        if self.settled is None:
            out = self.outcome()
            self.settled = out
            delete_game()
            total = self.match.totals[PLAYER]
            update_progress(self.ctx, lambda p: p.finished(self.stage.number, out.result == "won",
                                                           out.hands, total))
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
        from game.scenes.campaign_result import StageResultScene
        self.hand_finished()
        if self.match.game_over:
            self.finish_game()
        outcome = self.settle()
        self.ctx.replace(StageResultScene(self, outcome))


# ---------------------------------------------------------------- progress helpers


def load_progress_quietly() -> tuple[Any, Any]:
    from saves.campaign import load_progress
    return load_progress()


def update_progress(ctx: Context, change: Callable[[Any], Any]) -> None:
    """Load the progress, apply ``change`` and save it. A file this game must not overwrite (from a
    newer version, or unreadable now) is left alone, with its message; a refusing disk is
    reported; either way the game goes on."""
    from saves.campaign import save_progress
    from saves.errors import SaveError
    progress, error = load_progress_quietly()
    lang = ctx.settings.language
    if error is not None and not error.corrupt:
        ctx.toast(tr("campaign.save_failed", msg=error.message(lang)), 6.0)
        return
    try:
        save_progress(change(progress))
    except SaveError as err:
        ctx.toast(tr("campaign.save_failed", msg=err.message(lang)), 6.0)


# ---------------------------------------------------------------- starting and resuming


def stage_seats(ctx: Context, stage: Stage) -> tuple[SeatEntry, ...]:
    """The challenger South, the stage's opponent North, two ordinary computer players."""
    from saves.game import SeatEntry
    lang = ctx.settings.language
    me = ctx.settings.profile or ("玩家" if lang == "zh" else "Player")
    levels = stage.levels()
    names = [me, tr("seat.E"), opponent_name(stage), tr("seat.W")]
    return tuple(SeatEntry(names[s], s == PLAYER, "normal" if s == PLAYER else levels[s])
                 for s in range(4))


def start_stage(ctx: Context, number: int, goal_code: str) -> CampaignSession:
    """Deal a stage game and go to the table; the progress remembers it as the active stage."""
    from engine.campaign import stage as stage_of
    from game import main

    stage = stage_of(number)
    goal = Goal.parse(goal_code)
    seed = main.new_seed()
    update_progress(ctx, lambda p: p.starting(number, goal.code, seed))

    def make(ctx_: Context, controller: TableController, seats: tuple[SeatEntry, ...]) -> Session:
        return CampaignSession(ctx_, controller, seats, stage, goal)

    session = main.start_game(ctx, RULES, stage_seats(ctx, stage), seed=seed, make_session=make)
    assert isinstance(session, CampaignSession)
    session.announce()
    return session


def resume_session(ctx: Context, controller: TableController,
                   seats: tuple[SeatEntry, ...]) -> CampaignSession | None:
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
