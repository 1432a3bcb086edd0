"""Issue 60: the new-game form keeps the last game's limit and hands on the next visit, and
its two seat labels are not the same word."""

from __future__ import annotations

from typing import Any

from game import testing
from game.scenes import newgame
from game.scenes.newgame import NewGameScene
from game.texts import i18n


def test_limit_and_hands_are_kept_for_the_next_visit(monkeypatch: Any) -> None:
    monkeypatch.setattr(newgame, "LAST_VALUES", {})
    started: list[Any] = []
    form = NewGameScene(on_start=lambda rules, seats: started.append(rules))
    app = testing.make_app((1280, 720), "zh", first=form)
    form.set_option("limit", 2000)
    form.set_option("hands", 8)
    form.start()
    assert started and started[0].limit == 2000
    again = NewGameScene(on_start=lambda rules, seats: None)
    app.ctx.clear(again)
    app.step(0)
    assert again.values["limit"] == 2000 and again.values["hands"] == 8


def test_the_deal_numbers_seat_label_is_not_the_seats_panels() -> None:
    for lang in ("zh", "en"):
        assert i18n.tr_in(lang, "practice.form.seat") != i18n.tr_in(lang, "newgame.seats")
        assert i18n.tr_in(lang, "practice.form.seat").rstrip("s") != i18n.tr_in(
            lang, "newgame.seats"
        ).rstrip("s")
