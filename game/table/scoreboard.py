"""The score panel at the top right, and the teams of a partners game.

Why two columns: during a hand the game totals do not move, so a panel that shows only
them reads "0" all hand while the cards taken already count. Each row shows this hand's
points (the engine's running score, as the viewer may know it) beside the game total,
under headings that say which is which. In a partners game the rows are the two teams,
in their colours, with the players of each under its name; the plates carry the same
colours (:func:`team_colour`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.table import layout as L
from game.texts.i18n import tr
from game.ui import theme
from game.ui.canvas import Canvas, Colour, fit_size, panel

if TYPE_CHECKING:
    from game.table.scene import TableScene

# Team colours: light and saturated, so they read on every felt (green, blue, red, wood) and
# on the dark plates; neither is the gold of the viewer's own row and of the turn.
TEAM = ((96, 178, 255), (255, 128, 196))
PANEL_BG = (0, 0, 0, 115)
ROW_H = 21.0
TEAM_ROW_H = 42.0
HEAD_Y = 26.0  # the column headings under the title
ROWS_Y = 48.0
NUMBER_W = 56.0  # each number column


def signed(points: int) -> str:
    """A score with a real minus sign: ``+40``, ``−120``, ``0``."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


@dataclass(frozen=True)
class ScoreRow:
    """One row of the panel: who, this hand's points, the game total."""

    label: str
    hand: int
    game: int
    seats: tuple[int, ...]
    members: str = ""  # a team's players, under its name


def teams_shown(scene: TableScene) -> bool:
    """Partners only: in 猪羊一家 the teams stay secret until the hand ends (RULES §6)."""
    return bool(scene.shown.rules.mode == "partners")


def team_of(seat: int) -> int:
    return seat % 2  # S+N, E+W


def team_colour(seat: int) -> tuple[int, int, int]:
    return TEAM[team_of(seat)]


def team_label(team: int, player: int | None) -> str:
    """Us and them, seen from the one person at the screen (``player``); the sides of the
    table when nobody or several people play (hot seat)."""
    if player is None:
        return tr("table.team.ns" if team == 0 else "table.team.ew")
    return tr("table.team.us" if team == team_of(player) else "table.team.them")


def team_name(scene: TableScene, team: int) -> str:
    alone = not scene.hot_seat() and scene.controller.players[scene.me].human
    return team_label(team, scene.me if alone else None)


def score_rows(scene: TableScene) -> list[ScoreRow]:
    """What the panel shows: a row per seat, or per team in a partners game."""
    totals = scene.controller.match.totals
    hand = scene.scores()
    if not teams_shown(scene):
        return [ScoreRow(scene.seat_name(s), hand[s], totals[s], (s,)) for s in range(4)]
    mine = team_of(scene.me)
    out = []
    for team in (mine, 1 - mine):
        seats = (team, team + 2)
        out.append(
            ScoreRow(
                team_name(scene, team),
                sum(hand[s] for s in seats),
                sum(totals[s] for s in seats),
                seats,
                " · ".join(scene.seat_name(s) for s in seats),
            )
        )
    return out


def draw_score_panel(scene: TableScene, canvas: Canvas) -> pygame.FRect:
    match = scene.controller.match
    rows = score_rows(scene)
    teams = teams_shown(scene)
    height = ROWS_Y + (TEAM_ROW_H if teams else ROW_H) * len(rows) + 6
    box = L.SCORE_PANEL
    r = pygame.FRect(box.x, box.y, box.w, height)
    panel(canvas, r, PANEL_BG, 10)
    hand_no = len(match.records) + (0 if match.hand_over else 1)
    deal = f"#{match.deal if not match.hand_over else match.records[-1].deal}"  # replayable
    deal_w = canvas.text(
        deal, 14, theme.TEXT_DIM, (r.right - 12, r.y + 7), anchor="topright", tag="deal"
    ).w
    title = tr("table.hand_no", n=hand_no)
    _fit(canvas, title, 15, theme.GOLD, (r.x + 12, r.y + 6), r.w - 30 - deal_w, bold=True)
    game_x, hand_x = r.right - 12, r.right - 12 - NUMBER_W - 8
    for text, x in ((tr("table.col.hand"), hand_x), (tr("table.col.game"), game_x)):
        _fit(canvas, text, 14, theme.TEXT_DIM, (x, r.y + HEAD_Y), NUMBER_W + 16, anchor="topright")
    name_w = hand_x - NUMBER_W - 6 - (r.x + 12)
    y = r.y + ROWS_Y
    for row in rows:
        mine = scene.me in row.seats
        colour = team_colour(row.seats[0]) if teams else theme.GOLD if mine else theme.TEXT
        size = 16.0 if teams else 14.0
        x = r.x + 12
        if teams:
            chip = pygame.FRect(x, y + 4, 6, TEAM_ROW_H - 10)
            canvas.fill_rect(chip, colour, 2)
            x += 12
        note = "" if teams else scene.seat_note(row.seats[0])
        note_w = 0.0
        if note:
            note_w = 6 + _fit(
                canvas, note, 14, theme.TEXT_DIM, (hand_x - NUMBER_W - 6, y), 60, "topright"
            )
        _fit(canvas, row.label, size, colour, (x, y), name_w - (x - r.x - 12) - note_w, bold=teams)
        hand_colour = (255, 140, 120) if row.hand < 0 else colour
        _fit(canvas, signed(row.hand), size, hand_colour, (hand_x, y), NUMBER_W, "topright")
        _fit(
            canvas,
            str(row.game).replace("-", "−"),
            size,
            colour,
            (game_x, y),
            NUMBER_W,
            "topright",
            bold=True,
        )
        if row.members:
            _fit(canvas, row.members, 14, theme.TEXT_DIM, (x, y + 20), r.right - 12 - x)
        y += TEAM_ROW_H if teams else ROW_H
    canvas.note("box.score", r)
    return r


def _fit(
    canvas: Canvas,
    text: str,
    size: float,
    colour: Colour,
    pos: tuple[float, float],
    width: float,
    anchor: str = "topleft",
    *,
    bold: bool = False,
) -> float:
    """Draw ``text`` no wider than ``width`` (smaller if it must); its drawn width."""
    size = fit_size(text, size, bold, canvas.scale, width)
    return canvas.text(text, size, colour, pos, bold=bold, anchor=anchor, tag="text").w
