"""拱猪 / 拱双猪 in the room: the title's own game; "New game" opens its form."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.gongzhu.rules import PRESETS
from game.room import GameEntry, Rate, StatsPage
from game.session.play import open_new_game
from game.texts.i18n import tr
from game.texts.numbers import signed

if TYPE_CHECKING:
    from saves.profiles import Profile


def statistics(profile: Profile) -> StatsPage:
    """Games, hands, the mean hand score, wins, 当猪, 全红, 满贯, pigs, exposures; the chart
    says how often, not how many: each bar a share of its own unit, games or hands."""
    s = profile.stats
    mean = s.mean_hand_score
    return StatsPage(
        rows=(
            (tr("stats.games"), str(s.games)),
            (tr("stats.hands"), str(s.hands)),
            (tr("stats.mean"), "—" if mean is None else signed(round(mean))),
            (tr("stats.wins"), str(s.wins)),
            (tr("stats.pig_games"), str(s.pig_games)),
            (tr("stats.all_hearts"), str(s.all_hearts)),
            (tr("stats.grand_slams"), str(s.grand_slams)),
            (tr("stats.pigs_taken"), str(s.pigs_taken)),
            (tr("stats.exposures"), str(s.exposures)),
            (tr("stats.exposure_gain"), signed(s.exposure_gain)),
        ),
        rates=(
            (
                tr("stats.per_game", n=s.games),
                (
                    Rate(tr("stats.wins"), s.wins, s.games, (242, 201, 76)),
                    Rate(tr("stats.pig_games"), s.pig_games, s.games, (230, 90, 90)),
                ),
            ),
            (
                tr("stats.per_hand", n=s.hands),
                (
                    Rate(tr("stats.pigs_taken"), s.pigs_taken, s.hands, (250, 160, 90)),
                    Rate(tr("stats.all_hearts"), s.all_hearts, s.hands, (240, 120, 160)),
                    Rate(tr("stats.grand_slams"), s.grand_slams, s.hands, (180, 140, 240)),
                ),
            ),
        ),
    )


ENTRY = GameEntry(
    name="gongzhu",
    title_key="room.gongzhu",
    presets=tuple(PRESETS),
    new_game=open_new_game,
    order=0,
    home=True,
    statistics=statistics,
)
