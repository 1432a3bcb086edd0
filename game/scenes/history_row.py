"""A kept hand in the hand history's list, drawn as a row of columns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.texts.i18n import tr
from game.texts.names import shown_name
from game.texts.numbers import signed
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size
from game.ui.widgets import Pressable

SEATS = "SENW"


def player_name(names: Sequence[Any], seat: int) -> str:
    """The name the player had at the table, or the seat's for a nameless one (old records)."""
    name = names[seat] if seat < len(names) else None
    if isinstance(name, str) and name.strip():
        return shown_name(name)  # a default name in the current language, a typed one as typed
    return tr("seat." + SEATS[seat % 4])


def scores_text(scores: list[int], names: Sequence[Any] = ()) -> str:
    """Each player's score in one line: "玩家 −230  东家 0 …"."""
    return "  ".join(f"{player_name(names, i)} {signed(s)}" for i, s in enumerate(scores))


def draw_row_back(canvas: Canvas, row: Pressable) -> None:
    """A list row's look, one for every list of rows (the hand history, the review): a dark
    band, darker under the pointer, and the focus ring around it."""
    r = row.rect
    canvas.fill_alpha(r, (0, 0, 0, 130 if row.hovered or row.focused else 90), 10)
    if row.focused:
        canvas.outline(r.inflate(8, 8), theme.FOCUS, 3, 14)


class HandRow(Pressable):
    """One kept hand in the list: its date, its deal number and each seat's score in columns,
    a loss in red, a gain in green; a click (or Enter) opens its replay."""

    def __init__(
        self, date: str, deal: object, scores: list[int], names: Sequence[Any], on_click: Any
    ) -> None:
        super().__init__()
        self.date, self.deal, self.scores, self.names = date.strip(), deal, scores, names
        self.on_click = on_click
        self.two_lines = False  # upright (a narrow list): the date and deal over the scores

    def text(self) -> str:
        return tr(
            "history.row",
            date=self.date + " ",
            deal=self.deal,
            scores=scores_text(self.scores, self.names),
        )

    def activate(self) -> None:
        self.on_click()

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        draw_row_back(canvas, self)
        mid = r.centery
        scores_x = r.x + 300
        if self.two_lines:
            mid, scores_x = r.y + r.h / 4 + 2, r.x + 14
        canvas.text(
            self.date, fonts.BODY, theme.TEXT_DIM, (r.x + 14, mid), anchor="midleft", tag="label"
        )
        canvas.text(
            f"#{self.deal}",
            fonts.BODY,
            theme.TEXT,
            (r.x + 190, mid),
            bold=True,
            anchor="midleft",
            tag="label",
        )
        mid = r.bottom - r.h / 4 - 2 if self.two_lines else mid
        col_w = (r.right - 14 - scores_x) / max(1, len(self.scores))
        for i, score in enumerate(self.scores):
            x = scores_x + i * col_w
            name = player_name(self.names, i)
            canvas.text(
                name,
                fit_size(name, fonts.BODY - 1, False, canvas.scale, col_w - 58),
                theme.TEXT_DIM,
                (x, mid),
                anchor="midleft",
                tag="label",
            )
            colour = SCORE_LOSS if score < 0 else SCORE_GAIN if score > 0 else theme.TEXT
            canvas.text(
                signed(score),
                fonts.BODY,
                colour,
                (x + col_w - 10, mid),
                bold=True,
                anchor="midright",
                tag="label",
            )
        canvas.note("button", r)


SCORE_LOSS = (255, 150, 130)
SCORE_GAIN = (150, 226, 150)
