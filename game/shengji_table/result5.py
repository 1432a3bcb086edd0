"""The hand's result at the five-seat table (找朋友, SHENGJI §11): who the friend was (or a
false call), the row that applied to the declaring side, and each player's own level before
and after, with why it moved (declaring and kept, or defending and took over)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.shengji.state import HandResult
from game.shengji_table.draw import level_name
from game.shengji_table.words import seat_said
from game.texts.i18n import tr
from game.ui import theme

if TYPE_CHECKING:
    from engine.shengji.match import HandRecord, ShengjiMatch
    from game.shengji_table.scene import ShengjiTableScene

Line = tuple[str, tuple[int, int, int], bool]


def outcome_text(result: HandResult) -> str:
    """The row in words for five: the declarer and his friend rise, or the defenders take over."""
    if result.declarers_won:
        return tr("sj.result.up", side=tr("sj.result.declarers5"), n=result.rise)
    side = tr("sj.result.defenders5")
    if result.rise:
        return tr("sj.result.take_over_up", side=side, n=result.rise)
    return tr("sj.result.take_over", side=side)


def tagged(who: str, seat: int, result: HandResult) -> str:
    """A seat's name with its part in the hand: the declarer, the friend (else as it is)."""
    if seat == result.declarer:
        return tr("sj.result.tagged", seat=who, tag=tr("sj.declarer_tag"))
    if seat == result.friend:
        return tr("sj.result.tagged", seat=who, tag=tr("sj.friend_tag"))
    return who


def seat_why(seat: int, result: HandResult) -> str:
    """Why a seat's level moved or not (§8, §11): kept or lost as a declarer (the friend with
    him), took over or held off as a defender."""
    declaring = seat in result.declarers
    if result.declarers_won:
        return "kept" if declaring else "held"
    return "lost" if declaring else "took"


def five_lines(
    scene: ShengjiTableScene, match: ShengjiMatch, record: HandRecord, band: str
) -> list[Line]:
    """The lines after the points: the friend, the row, every seat's level, what comes next."""
    result = record.result
    label = scene.seat_label
    friend = result.friend
    out: list[Line] = [
        (
            tr("sj.result.friend", seat=label(friend))
            if friend is not None
            else tr("sj.result.alone"),
            theme.GOLD,
            True,
        ),
        (tr("sj.result.row", band=band, what=outcome_text(result)), theme.TEXT, True),
    ]
    for seat in range(match.rules.players):
        before, after = record.levels[seat], match.levels[seat]
        who = tagged(label(seat), seat, result)
        why = tr(f"sj.result.why.{seat_why(seat, result)}")
        if after != before:
            text = tr(
                "sj.result.seat_up",
                seat=who,
                before=level_name(before),
                after=level_name(after),
                n=after - before,
                why=why,
            )
            out.append((text, theme.GOLD, False))
        else:
            same = tr("sj.result.seat_same", seat=who, before=level_name(before), why=why)
            out.append((same, theme.TEXT, False))
    if match.game_over:
        at_top = result.declarers_won and record.levels[result.declarer] == match.rules.top_level
        won = "sj.result.won" if at_top else "sj.result.won_on_levels"
        out += [(tr(won, side=label(seat)), theme.GOLD, True) for seat in match.winners]
    else:
        nxt = seat_said(scene.controller, "sj.result.next_declarer", result.next_declarer)
        out.append((nxt, theme.TEXT_DIM, False))
    return out
