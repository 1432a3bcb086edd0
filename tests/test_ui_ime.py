"""The input method's candidate window opens at the text field being typed in (issue 59):
the field tells SDL where it is, in window pixels, the letterbox's bars included."""

from __future__ import annotations

import pygame
import pytest

from game import testing


@pytest.mark.parametrize("size", [(1280, 720), (1000, 800), (1600, 700)])
def test_a_focused_name_field_places_the_candidate_window_at_itself(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    from tests.test_ui_flow_helpers import centre, open_form

    placed: list[pygame.Rect] = []
    monkeypatch.setattr(pygame.key, "set_text_input_rect", lambda r: placed.append(pygame.Rect(r)))
    app, form = open_form(size)
    kind, name, _level = form.seat_widgets[1]
    testing.click(app, centre(kind.segments[0]))  # East: a person, with a name to type
    testing.click(app, centre(name.rect))
    app.step(0)
    assert placed, "the focused field never told SDL where it is"
    want = pygame.Rect(*app.window_pos(name.rect.topleft), 0, 0)
    want.size = (round(name.rect.w * app.scale), round(name.rect.h * app.scale))
    got = placed[-1]
    assert abs(got.x - want.x) <= 1 and abs(got.y - want.y) <= 1, (got, want)
    assert abs(got.w - want.w) <= 2 and abs(got.h - want.h) <= 2, (got, want)
