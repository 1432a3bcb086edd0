"""The score panel at the top right, and the teams of a partners game.

Why two columns: during a hand the game totals do not move, so a panel that shows only
them reads "0" all hand while the cards taken already count. Each row shows this hand's
points (the engine's running score, as the viewer may know it) beside the game total,
under headings that say which is which. In a partners game the rows are the two teams,
in their colours, with the players of each under its name; the plates carry the same
colours (:func:`team_colour`).

On the upright table the panel is a strip across the top (:func:`draw_score_strip`): the
same rows turned into columns, a seat (or team) each, its hand points and game total under
its name; the exposures in force are beside each seat's cards there, not repeated.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from engine.gongzhu.cards import card_code
from engine.gongzhu.scoring import EXPOSURE_FACTOR
from game.art import cards_art
from game.table import layout as L
from game.table.pieces import sort_key
from game.texts.i18n import tr
from game.texts.numbers import signed, total
from game.ui import theme
from game.ui.canvas import Canvas, fit_text, panel

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
    if L.UPRIGHT:
        return draw_score_strip(scene, canvas)
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
    row_h, team_h, head_y, rows_y = _rows_grown(canvas)
    height = panel_height(canvas, teams)
    r = pygame.FRect(L.SCORE_PANEL.right - width, L.SCORE_PANEL.y, width, height)
    panel(canvas, r, PANEL_BG, 10)
    canvas.text(deal, 14, theme.TEXT_DIM, (r.right - 12, r.y + 7), anchor="topright", tag="deal")
    canvas.text(title, 15, theme.GOLD, (r.x + 12, r.y + 6), bold=True)
    game_x, hand_x = r.right - 12, r.right - 12 - game_w - 8
    for text, x in zip(heads, (hand_x, game_x)):
        canvas.text(text, 14, theme.TEXT_DIM, (x, r.y + head_y), anchor="topright")
    y = r.y + rows_y
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
            canvas.text(row.members, 14, theme.TEXT_DIM, (x, y + row_h - 1), width=r.right - 12 - x)
        y += team_h if teams else row_h
    canvas.note("box.score", r)
    return r


def _rows_grown(canvas: Canvas) -> tuple[float, float, float, float]:
    """(row, team row, headings' y, rows' y) of the panel: a small window's 14-px floor makes
    the lines taller than designed, and the rows make room."""
    grow = max(0.0, strip_line(canvas) - ROW_H)
    return ROW_H + grow, TEAM_ROW_H + 2 * grow, HEAD_Y + grow, ROWS_Y + 2 * grow


def panel_height(canvas: Canvas, teams: bool) -> float:
    """The 16:9 score panel's height at this canvas's scale: a row per seat, or per team."""
    row_h, team_h, _, rows_y = _rows_grown(canvas)
    return rows_y + (2 * team_h if teams else 4 * row_h) + 6


def strip_line(canvas: Canvas, size: float = 14) -> float:
    """The height of one line of the panel's text at this scale (logical): at least as
    designed (21), taller where a small window's 14-px floor makes the text so."""
    return canvas.measure("Ag中", size, size > 14)[1]


def strip_height(canvas: Canvas, lines: int) -> float:
    """The upright strip's height for ``lines`` lines of text."""
    return lines * strip_line(canvas, 15) + 12


def strip_lines(scene: TableScene) -> int:
    """The strip's lines: the names, this hand, the game; a fourth for a partners game's
    members or a game mode's notes (the campaign's tops)."""
    notes = any(scene.seat_note(s) for s in range(4))
    return 4 if teams_shown(scene) or notes else 3


def draw_score_strip(scene: TableScene, canvas: Canvas) -> pygame.FRect:
    """The score panel of the upright table: a column per seat (or team) beside a column of
    headings, in the strip :data:`L.SCORE_PANEL` gives, as wide as its words need."""
    match = scene.controller.match
    rows = score_rows(scene)
    teams = teams_shown(scene)
    notes = ["" if teams else scene.seat_note(row.seats[0]) for row in rows]
    hand_no = len(match.records) + (0 if match.hand_over else 1)
    deal = f"#{match.deal if not match.hand_over else match.records[-1].deal}"
    heads = [tr("table.hand_no", n=hand_no), tr("table.col.hand"), tr("table.col.game")]
    lines = strip_lines(scene)
    line = strip_line(canvas, 15)
    area = L.SCORE_PANEL
    title_w = canvas.measure(heads[0], 15, True)[0] + 8 + canvas.measure(deal, 14)[0]
    head_w = max(title_w, *(canvas.measure(h, 14)[0] for h in heads[1:]))

    def need(row: ScoreRow, note: str) -> float:
        words = [canvas.measure(row.label, 15, True)[0], canvas.measure(signed(row.hand), 15)[0]]
        words.append(canvas.measure(total(row.game), 15, True)[0])
        extra = row.members or note
        return max(*words, canvas.measure(extra, 14)[0] if extra else 0.0) + 16

    widths = [need(row, note) for row, note in zip(rows, notes)]
    room = area.w - 24 - head_w - 12
    col_w = max(max(widths), min(room / len(rows), 120.0))
    col_w = min(col_w, room / len(rows))
    width = 12 + head_w + 12 + col_w * len(rows) + 12
    r = pygame.FRect(area.right - width, area.y, width, strip_height(canvas, lines))
    panel(canvas, r, PANEL_BG, 10)
    x, y = r.x + 12, r.y + 6
    title = canvas.text(heads[0], 15, theme.GOLD, (x, y), bold=True)
    canvas.text(
        deal, 14, theme.TEXT_DIM, (title.right + 8, title.bottom), anchor="bottomleft", tag="deal"
    )
    for k, head in enumerate(heads[1:], start=1):
        canvas.text(head, 14, theme.TEXT_DIM, (x, y + k * line + 1))
    x = r.x + 12 + head_w + 12
    for row, note in zip(rows, notes):
        mine = scene.me in row.seats
        colour = team_colour(row.seats[0]) if teams else theme.GOLD if mine else theme.TEXT
        cx = x + col_w / 2
        label, size = fit_text(row.label, 15, True, canvas.scale, col_w - 8)
        canvas.text(label, size, colour, (cx, y), bold=True, anchor="midtop")
        hand_colour = (255, 140, 120) if row.hand < 0 else colour
        canvas.text(signed(row.hand), 15, hand_colour, (cx, y + line), anchor="midtop")
        canvas.text(total(row.game), 15, colour, (cx, y + 2 * line), bold=True, anchor="midtop")
        extra = row.members or note
        if extra:
            text, size = fit_text(extra, 14, False, canvas.scale, col_w - 8)
            canvas.text(text, size, theme.TEXT_DIM, (cx, y + 3 * line), anchor="midtop")
        if teams:
            canvas.fill_rect(pygame.FRect(x + 4, y + 2, 4, 3 * line - 4), colour, 2)
        x += col_w
    canvas.note("box.score", r)
    return r


def _column_w(canvas: Canvas, head: str, numbers: list[str], size: float, *, bold: bool) -> float:
    """A number column's width: its heading's and its widest number's, at least NUMBER_W."""
    widest = max(canvas.measure(n, size, bold)[0] for n in numbers)
    return max(NUMBER_W, canvas.measure(head, 14)[0], widest)
