"""Name fields and long names (issue 60 item 18): Ctrl+A (⌘A) selects a whole name, so
Backspace or typing replaces it (it used to give "玩Alice"); a name too long for its box is
drawn cut with "…", in the field and at the table (seat plate, score panel).

Through real events on the real form and table (headless); widths are the rendered text's.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.gongzhu.match import new_match
from engine.gongzhu.rules import RuleSet
from game import testing
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController
from game.table import layout as L
from game.table.scene import TableScene
from game.ui.canvas import TEXT_CACHE, Canvas
from tests.test_ui_flow_helpers import centre, open_form

LONG = "Wolfgang Amadeus Mozart of Salzburg, Austria"[:40]


def focused_name_field(app: Any, form: Any, seat: int = 0) -> Any:
    kind, name, _level = form.seat_widgets[seat]
    testing.click(app, centre(kind.segments[0]))  # a person sits there
    testing.click(app, centre(name.rect))
    assert name.focused
    return name


@pytest.mark.parametrize("mod", [pygame.KMOD_LCTRL, pygame.KMOD_LMETA])
def test_select_all_then_backspace_empties_the_name(mod: int) -> None:
    app, form = open_form()
    field = focused_name_field(app, form)
    assert form.seats[0]["name"]  # the profile's (or the default) name is there to replace
    testing.press(app, pygame.K_a, mod=mod)
    assert field.all_selected
    testing.press(app, pygame.K_BACKSPACE)
    assert form.seats[0]["name"] == ""


def test_select_all_then_typing_replaces_the_name() -> None:
    app, form = open_form(lang="zh")
    field = focused_name_field(app, form)
    field.set_text("玩家")
    testing.press(app, pygame.K_a, mod=pygame.KMOD_LCTRL)
    testing.post(pygame.TEXTINPUT, text="Alice")
    app.step(0)
    assert form.seats[0]["name"] == "Alice"
    testing.post(pygame.TEXTINPUT, text="!")  # the selection is gone: typing adds again
    app.step(0)
    assert form.seats[0]["name"] == "Alice!"
    testing.press(app, pygame.K_BACKSPACE)
    assert form.seats[0]["name"] == "Alice"


def test_the_selection_is_drawn_and_a_long_name_ends_with_an_ellipsis(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app, form = open_form(lang="en")
    field = focused_name_field(app, form, seat=1)
    drawn: list[tuple[str, pygame.FRect]] = []
    fills: list[tuple[int, ...]] = []
    real_text, real_fill = Canvas.text, Canvas.fill_rect

    def text(canvas: Canvas, s: str, *a: Any, **k: Any) -> pygame.FRect:
        r = real_text(canvas, s, *a, **k)
        if k.get("tag") == "field.text":
            drawn.append((s, r))
        return r

    def fill(canvas: Canvas, r: Any, colour: Any, *a: Any, **k: Any) -> None:
        fills.append(tuple(colour))
        real_fill(canvas, r, colour, *a, **k)

    monkeypatch.setattr(Canvas, "text", text)
    monkeypatch.setattr(Canvas, "fill_rect", fill)
    field.set_text(LONG)
    testing.press(app, pygame.K_a, mod=pygame.KMOD_LCTRL)
    drawn.clear()
    fills.clear()
    app.draw()
    from game.ui.text_field import SELECTION

    assert SELECTION in fills  # the highlight behind the selected text
    shown = [(s, r) for s, r in drawn if r.colliderect(field.rect)]
    assert shown, drawn
    s, r = shown[-1]
    assert s.startswith("…") and r.right <= field.rect.right  # typing: the end shows
    testing.press(app, pygame.K_TAB)  # focus moves on: the beginning shows
    drawn.clear()
    app.draw()
    s, r = next((s, r) for s, r in drawn if r.colliderect(field.rect))
    assert s.endswith("…") and r.right <= field.rect.right and LONG.startswith(s[:-1])


def rendered_texts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.FRect]]:
    """Every text as rendered (after any fitting) with the rectangle it was drawn in."""
    drawn: list[tuple[str, pygame.FRect]] = []
    real_text, real_get = Canvas.text, TEXT_CACHE.get
    last: list[str] = []

    def get(text: str, *a: Any, **k: Any) -> Any:
        last.append(text)
        return real_get(text, *a, **k)

    def text(canvas: Canvas, s: str, *a: Any, **k: Any) -> pygame.FRect:
        last.clear()
        r = real_text(canvas, s, *a, **k)
        drawn.append((last[-1] if last else s, r))
        return r

    monkeypatch.setattr(TEXT_CACHE, "get", get)
    monkeypatch.setattr(Canvas, "text", text)
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_forty_character_name_fits_its_seat_plate_and_ends_with_an_ellipsis(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    assert len(LONG) == 40
    players = (SeatPlayer("Ann", True),) + tuple(
        SeatPlayer(LONG if s == 2 else f"C{s}", False, "easy") for s in (1, 2, 3)
    )
    ctl = TableController(
        new_match(RuleSet(exposure="none"), 3), players, worker=AIWorker(use_process=False)
    )
    scene = TableScene(ctl, seat=0, animate_deal=False)
    app = testing.make_app(size, "en", first=scene)
    drawn = rendered_texts(monkeypatch)
    app.draw()
    plate = L.seat_layout(L.relative(2, 0)).plate
    in_plate = [(s, r) for s, r in drawn if plate.contains(r) and s.endswith("…")]
    assert in_plate, "North's name is not cut in its plate"
    s, r = in_plate[0]
    assert LONG.startswith(s[:-1].rstrip()) and len(s) < len(LONG)
    assert r.right <= plate.right - 10  # inside the plate, with its margin
    panel = next(r for tag, r in _recorded(app) if tag == "box.score")
    cut = [(s, r) for s, r in drawn if panel.contains(r) and s.endswith("…")]
    assert cut and LONG.startswith(cut[0][0][:-1].rstrip())  # the score panel cuts it too
    assert panel.w < 400  # and does not grow over the table for it
    ctl.close()


def _recorded(app: Any) -> list[tuple[str, pygame.FRect]]:
    return testing.drawn_rects(app)
