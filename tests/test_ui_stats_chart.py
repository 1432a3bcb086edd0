"""The statistics chart says how often, each bar a share of its own unit (games or hands),
instead of drawing again the counts the table above already gives."""

from __future__ import annotations

from typing import Any

from game import testing
from game.scenes.stats import StatsScene
from game.texts import i18n
from saves.profiles import GameRecord, HandRecord, ProfileStore


def drawn_texts(app: Any) -> list[str]:
    seen: list[str] = []
    canvas_type = type(app.canvas)
    real = canvas_type.text

    def spy(self: Any, text: str, *args: Any, **kw: Any) -> Any:
        seen.append(text)
        return real(self, text, *args, **kw)

    canvas_type.text = spy
    try:
        app.draw()
    finally:
        canvas_type.text = real
    return seen


def test_the_chart_gives_shares_of_games_and_of_hands() -> None:
    store = ProfileStore()
    store.create("Ann")
    for i in range(4):
        store.record_hand("Ann", HandRecord(-100, pigs_taken=1 if i == 0 else 0))
    store.record_game("Ann", GameRecord(won=True, pig=False))
    store.record_game("Ann", GameRecord(won=False, pig=True))
    app = testing.make_app((1280, 720), "en", first=StatsScene())
    texts = drawn_texts(app)
    assert i18n.tr("stats.per_game", n=2) in texts and i18n.tr("stats.per_hand", n=4) in texts
    assert texts.count("50%") == 2  # one win and one pig in two games
    assert "25%" in texts  # the pig taken in one hand of four
    for label in ("Wins", "Times the pig", "Pigs taken"):
        assert texts.count(label) == 2  # once in the table, once beside its bar
