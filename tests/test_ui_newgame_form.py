"""The new-game form shows the common choices; the rest fold under "House rules". Both pages
keep their boxes apart at the smallest window and the usual one, in both languages."""

from __future__ import annotations

import pytest

from game import testing
from game.scenes.newgame import HOUSE, NewGameScene
from tests.test_ui_flow_layout import check

SIZES = [((1024, 600), "en"), ((1024, 600), "zh"), ((1280, 720), "en"), ((1280, 720), "zh")]


def shown_options(form: NewGameScene) -> set[str]:
    return {name for _col, name, widget in form.rule_rows if widget.visible}


def test_common_choices_first_and_the_house_rules_one_click_away() -> None:
    form = NewGameScene(on_start=lambda rules, seats: None)
    app = testing.make_app((1280, 720), "en", first=form)
    assert shown_options(form) == {"decks", "exposure", "mode"}
    assert "House rules" in form.house_button.text()
    testing.click(app, form.house_button.rect.center)
    house = {name for col in HOUSE for name in col}
    assert shown_options(form) == house and len(house) == 8
    assert not form.practice.toggle.visible
    form.set_option("self_take", True)
    testing.click(app, form.house_button.rect.center)  # back to the common choices
    assert shown_options(form) == {"decks", "exposure", "mode"}
    assert "1 changed" in form.house_button.text()
    assert form.values["self_take"] is True  # folded, not forgotten


@pytest.mark.parametrize("size,lang", SIZES)
def test_both_pages_fit(size: tuple[int, int], lang: str) -> None:
    form = NewGameScene()
    app = testing.make_app(size, lang, first=form)
    check(testing.drawn_rects(app))
    testing.click(app, form.house_button.rect.center)
    assert form.house
    check(testing.drawn_rects(app))
