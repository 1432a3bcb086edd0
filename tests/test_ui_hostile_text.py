"""Typed, pasted and dropped text that no one should type: the fields keep only what they can
use, the renderer draws any string, and the game goes on (headless, through real events)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import testing
from game.scenes.history import HistoryScene
from game.scenes.title import TitleScene
from game.texts.i18n import tr
from game.ui import widgets
from game.ui.canvas import Canvas, fit_size, measure, wrap
from saves.history import HandHistory
from tests.hostile import HOSTILE_TEXT
from tests.test_ui_flow_helpers import centre, open_form
from tests.test_ui_history import store_hand

ANY_TEXT = st.text(
    st.characters(min_codepoint=0, max_codepoint=0x10FFFF, exclude_categories=()), max_size=60
) | st.sampled_from(HOSTILE_TEXT)


@pytest.fixture(scope="module")
def canvas() -> Canvas:
    testing.make_app((1280, 720), "en", first=TitleScene())
    return Canvas(pygame.Surface((1920, 1080)), scale=1.5, record=True)


@settings(
    max_examples=300, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck)
)
@given(text=ANY_TEXT, size=st.sampled_from([9.0, 16.0, 40.0]), bold=st.booleans())
def test_the_renderer_draws_any_string(canvas: Canvas, text: str, size: float, bold: bool) -> None:
    drawn = canvas.text(text, size, (255, 255, 255), (10, 10), bold=bold)
    assert drawn.w >= 0 and drawn.h > 0
    assert measure(text, size, bold, canvas.scale)[1] > 0
    assert all(isinstance(line, str) for line in wrap(text, size, bold, canvas.scale, 300))
    assert fit_size(text, size, bold, canvas.scale, 300) <= size


@pytest.mark.parametrize("text", HOSTILE_TEXT, ids=ascii)
def test_fields_keep_no_control_characters(text: str) -> None:
    kept = widgets.typed(text)
    assert kept.isprintable() or kept == ""
    assert widgets.typed("Ann" + text + "Bo").startswith("Ann") and kept in widgets.typed(
        text + "x"
    )


def test_a_name_field_takes_only_what_it_can_draw() -> None:
    app, form = open_form(lang="en")
    _kind, name, _level = form.seat_widgets[0]
    testing.click(app, centre(name.rect))
    for _ in range(20):
        testing.press(app, pygame.K_BACKSPACE)
    for text in HOSTILE_TEXT:
        testing.post(pygame.TEXTINPUT, text=text)
        app.step(0)
        typed = form.seats[0]["name"]
        assert typed.isprintable() or typed == "", ascii(typed)
        assert "\x00" not in typed and "\x1b" not in typed and "😀" not in typed
    assert "拱猪" in form.seats[0]["name"] or len(form.seats[0]["name"]) == name.max_len
    testing.press(app, pygame.K_RETURN)  # still a working form
    app.step(0)


def test_a_deal_number_field_takes_only_ascii_digits() -> None:
    app, form = open_form(lang="zh")
    field = form.practice.deal
    testing.click(app, centre(field.rect))
    while form.practice.deal_text:
        testing.press(app, pygame.K_BACKSPACE)
    texts = HOSTILE_TEXT + ("²³", "٣٤", "12")
    for text in texts:
        testing.post(pygame.TEXTINPUT, text=text)
        app.step(0)
    ascii_digits = "".join(ch for text in texts for ch in text if ch in "0123456789")
    assert form.practice.deal_text == ascii_digits[: field.max_len]


@pytest.mark.parametrize("how", ["typed", "pasted", "dropped"])
def test_the_import_path_takes_any_text_and_answers_with_a_message(
    how: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    store_hand()
    before = HandHistory().ids()
    app = testing.make_app((1280, 720), "en", first=TitleScene())
    testing.click(app, app.stack.top.buttons["history"].rect.center, frames=2)
    scene = app.stack.top
    assert isinstance(scene, HistoryScene)
    for text in HOSTILE_TEXT + (str(tmp_path), str(tmp_path / "none.json")):
        if how == "dropped":
            testing.post(pygame.DROPFILE, file=text)
            app.step(0)
        else:
            testing.click(app, centre(scene.path_rect))
            while scene.path_text:
                testing.press(app, pygame.K_BACKSPACE)
            if how == "typed":
                testing.post(pygame.TEXTINPUT, text=text)
                app.step(0)
            else:
                monkeypatch.setattr(widgets, "clipboard_text", lambda t=text: t)
                monkeypatch.setattr("game.scenes.history.clipboard_text", lambda t=text: t)
                testing.press(app, pygame.K_v, mod=pygame.KMOD_CTRL)
            assert scene.path_text.isprintable() or scene.path_text == ""
            testing.press(app, pygame.K_RETURN)
        if scene.importing is not None:  # the import runs off the frame (issue 58.6)
            scene.importing.join()
            app.step(0)
        if widgets.typed(text).strip() or how == "dropped":
            assert scene.message and scene.message.startswith(tr("history.failed", msg="")[:6]), (
                ascii(text),
                scene.message,
            )
    assert HandHistory().ids() == before
    messages = [r for tag, r in testing.drawn_rects(app) if tag == "history.message"]
    assert messages and not any(r.colliderect(scene.back_button.rect) for r in messages)


def test_what_the_font_cannot_draw_shows_as_a_question_mark_not_a_box(canvas: Canvas) -> None:
    from game.ui import fonts

    assert fonts.drawable("Ann😀拱猪\x00\ud800") == "Ann?拱猪?"
    assert not fonts.missing_glyphs(fonts.drawable("𠀀 \u3000 ♠♥ 🂡"))
