"""升级 in the room: its presets (the form's: classic, tractor, the two-player duel); its own
form and table; its statistics page; its lessons and its rule pages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.room import GameEntry, LessonBook, Rate, StatsPage
from game.shengji_table.form import PRESET_NAMES, open_form
from game.shengji_table.history import ShengjiHistoryScene
from game.shengji_table.lesson import start_lesson
from game.shengji_table.lesson_book import LESSONS
from game.texts.i18n import tr
from game.texts.shengji_help import PAGES
from saves.shengji_stats import from_counters

if TYPE_CHECKING:
    from saves.profiles import Profile


def statistics(profile: Profile) -> StatsPage:
    """Games and wins, hands on the declaring side and kept, take-overs, levels risen, the
    defenders' points per hand, 抠底; the chart: shares of games, of hands declared, of hands
    defended."""
    s = from_counters(profile.rooms.get("shengji", {}), profile.name)
    mean = s.mean_defenders_points
    return StatsPage(
        rows=(
            (tr("sj.stats.games"), str(s.games)),
            (tr("sj.stats.hands"), str(s.hands)),
            (tr("sj.stats.wins"), str(s.wins)),
            (tr("sj.stats.levels"), str(s.levels)),
            (tr("sj.stats.mean_points"), "—" if mean is None else str(round(mean))),
            (tr("sj.stats.declaring"), str(s.declaring)),
            (tr("sj.stats.declaring_won"), str(s.declaring_won)),
            (tr("sj.stats.defended"), str(s.defended)),
            (tr("sj.stats.defending_won"), str(s.defending_won)),
            (tr("sj.stats.kitty_won"), str(s.kitty_won)),
        ),
        rates=(
            (
                tr("sj.stats.per_game", n=s.games),
                (Rate(tr("sj.stats.wins"), s.wins, s.games, (242, 201, 76)),),
            ),
            (
                tr("sj.stats.per_declared", n=s.declaring),
                (Rate(tr("sj.stats.kept"), s.declaring_won, s.declaring, (120, 200, 140)),),
            ),
            (
                tr("sj.stats.per_defended", n=s.defended),
                (
                    Rate(tr("sj.stats.took_over"), s.defending_won, s.defended, (250, 160, 90)),
                    Rate(tr("sj.stats.kitty_won"), s.kitty_won, s.defended, (180, 140, 240)),
                ),
            ),
        ),
    )


def lessons() -> LessonBook:
    """The six lessons of 升级 (game/shengji_table/lesson_book.py), each on the real table."""
    return LessonBook(
        heading="sjl.heading",
        intro="sjl.intro",
        titles=tuple(x.title for x in LESSONS),
        done_keys=tuple(x.done_key for x in LESSONS),
        start=lambda ctx, i: start_lesson(ctx, LESSONS[i]),
    )


ENTRY = GameEntry(
    name="shengji",
    title_key="room.shengji",
    presets=PRESET_NAMES,
    new_game=open_form,
    order=10,
    statistics=statistics,
    history=lambda ctx: ctx.push(ShengjiHistoryScene()),
    lessons=lessons,
    help_pages=lambda: PAGES,
)
