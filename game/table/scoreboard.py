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
from typing import TYPE_CHECKING, Any

import pygame

from engine.cards import card_code
from engine.scoring import EXPOSURE_FACTOR
from game.art import cards_art
from game.table import layout as L
from game.table.pieces import sort_key
from game.texts.i18n import tr
from game.texts.numbers import signed, total
from game.ui import theme
from game.ui.canvas import Canvas, panel

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
NAME_W = 150.0  # a longer name is cut with "…": the panel does not grow over the table for it


@dataclass(frozen=True)
class ScoreRow:
    """One row of the panel: who, this hand's points, the game total."""

    label: str
    hand: int
    game: int
    seats: tuple[int, ...]
    members: str = ""  # a team's players, under its name
    marks: str = ""  # the exposures that double this row's cards this hand ("♦J×2")


def exposure_marks(view: Any, seat: int) -> list[str]:
    """Every exposure of ``seat`` the viewer may see, as players write it ("♦J×2"), for the
    score panel (on the table or not: the factor applies the whole hand)."""
    marks = []
    for e in sorted((e for e in view.exposures if e.seat == seat), key=lambda e: sort_key(e.card)):
        marks.append(f"{cards_art.label(card_code(e.card))}×{EXPOSURE_FACTOR[e.how]}")
    return marks


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
    view = scene._view

    def marks(seats: tuple[int, ...]) -> str:
        return " ".join(m for s in seats for m in exposure_marks(view, s))

    if not teams_shown(scene):
        return [
            ScoreRow(scene.seat_name(s), hand[s], totals[s], (s,), marks=marks((s,)))
            for s in range(4)
        ]
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
                marks(seats),
            )
        )
    return out


def draw_score_panel(scene: TableScene, canvas: Canvas) -> pygame.FRect:
    match = scene.controller.match
    rows = score_rows(scene)
    teams = teams_shown(scene)
    size = 16.0 if teams else 14.0
    notes = ["" if teams else scene.seat_note(row.seats[0]) for row in rows]
    hand_no = len(match.records) + (0 if match.hand_over else 1)
    deal = f"#{match.deal if not match.hand_over else match.records[-1].deal}"  # replayable
    title = tr("table.hand_no", n=hand_no)
    heads = (tr("table.col.hand"), tr("table.col.game"))
    hand_w = _column_w(canvas, heads[0], [signed(r.hand) for r in rows], size, bold=False)
    game_w = _column_w(canvas, heads[1], [total(r.game) for r in rows], size, bold=True)
    chip = 12 if teams else 0
    names_w = max(
        chip
        + min(NAME_W, canvas.measure(row.label, size, bold=teams)[0])
        + (6 + canvas.measure(note, 14)[0] if note else 0)
        + (6 + canvas.measure(row.marks, 14, True)[0] if row.marks else 0)
        for row, note in zip(rows, notes)
    )
    members_w = max(
        (chip + min(2 * NAME_W, canvas.measure(r.members, 14)[0]) for r in rows if r.members),
        default=0,
    )
    deal_w = canvas.measure(deal, 14)[0]
    title_w = canvas.measure(title, 15, bold=True)[0]
    # As wide as its words need (a small window's text does not shrink with it), never narrower
    # than the layout's box; it grows to the left, where the table is empty.
    width = max(
        L.SCORE_PANEL.w,
        12 + names_w + 6 + hand_w + 8 + game_w + 12,
        12 + members_w + 12,
        12 + title_w + 18 + deal_w + 12,
    )
    height = ROWS_Y + (TEAM_ROW_H if teams else ROW_H) * len(rows) + 6
    r = pygame.FRect(L.SCORE_PANEL.right - width, L.SCORE_PANEL.y, width, height)
    panel(canvas, r, PANEL_BG, 10)
    canvas.text(deal, 14, theme.TEXT_DIM, (r.right - 12, r.y + 7), anchor="topright", tag="deal")
    canvas.text(title, 15, theme.GOLD, (r.x + 12, r.y + 6), bold=True)
    game_x, hand_x = r.right - 12, r.right - 12 - game_w - 8
    for text, x in zip(heads, (hand_x, game_x)):
        canvas.text(text, 14, theme.TEXT_DIM, (x, r.y + HEAD_Y), anchor="topright")
    y = r.y + ROWS_Y
    for row, note in zip(rows, notes):
        mine = scene.me in row.seats
        colour = team_colour(row.seats[0]) if teams else theme.GOLD if mine else theme.TEXT
        x = r.x + 12
        if teams:
            canvas.fill_rect(pygame.FRect(x, y + 4, 6, TEAM_ROW_H - 10), colour, 2)
            x += chip
        if note:
            canvas.text(note, 14, theme.TEXT_DIM, (hand_x - hand_w - 6, y), anchor="topright")
        label = canvas.text(row.label, size, colour, (x, y), bold=teams, width=NAME_W)
        if row.marks:  # the exposures in force, in the exposure badges' gold
            canvas.text(
                row.marks,
                14,
                theme.GOLD,
                (label.right + 6, label.bottom),
                bold=True,
                anchor="bottomleft",
                tag="marks",
            )
        hand_colour = (255, 140, 120) if row.hand < 0 else colour
        canvas.text(signed(row.hand), size, hand_colour, (hand_x, y), anchor="topright")
        canvas.text(total(row.game), size, colour, (game_x, y), anchor="topright", bold=True)
        if row.members:
            canvas.text(row.members, 14, theme.TEXT_DIM, (x, y + 20), width=r.right - 12 - x)
        y += TEAM_ROW_H if teams else ROW_H
    canvas.note("box.score", r)
    return r


def _column_w(canvas: Canvas, head: str, numbers: list[str], size: float, *, bold: bool) -> float:
    """A number column's width: its heading's and its widest number's, at least NUMBER_W."""
    widest = max(canvas.measure(n, size, bold)[0] for n in numbers)
    return max(NUMBER_W, canvas.measure(head, 14)[0], widest)
