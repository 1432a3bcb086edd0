"""The 闯关 ladder's words and progress, for the stage session (:mod:`game.session.play`)
and the ladder's scenes: a stage's opponent and goal as text, who sits where, and the
progress file updated without ever stopping the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.gongzhu.campaign import PLAYER, Goal, Stage
from game.texts.i18n import tr
from saves.campaign import load_progress, save_progress
from saves.errors import SaveError
from saves.game import SeatEntry

if TYPE_CHECKING:
    from game.ui.app import Context


def opponent_name(stage: Stage) -> str:
    return tr(f"campaign.name.{stage.personality}")


def goal_text(goal: Goal) -> str:
    """ "First to top 3 hands" or "Win a full game"."""
    return tr("campaign.goal.tops", n=goal.tops) if goal.tops else tr("campaign.goal.game")


# ---------------------------------------------------------------- progress helpers


def load_progress_quietly() -> tuple[Any, Any]:
    return load_progress()


def update_progress(ctx: Context, change: Callable[[Any], Any]) -> None:
    """Load the progress, apply ``change`` and save it. A file this game must not overwrite (from a
    newer version, or unreadable now) is left alone, with its message; a refusing disk is
    reported; either way the game goes on."""
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
    lang = ctx.settings.language
    me = ctx.settings.profile or ("玩家" if lang == "zh" else "Player")
    levels = stage.levels()
    names = [me, tr("seat.E"), opponent_name(stage), tr("seat.W")]
    return tuple(
        SeatEntry(names[s], s == PLAYER, "normal" if s == PLAYER else levels[s]) for s in range(4)
    )
