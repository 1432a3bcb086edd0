"""The hand-history screen: list, replay through the engine, export, import, layout."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.gongzhu.cards import card_code, multiset_cards
from engine.gongzhu.hand import legal_actions, to_act
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS
from game.scenes.history import HistoryScene
from game.scenes.title import TitleScene
from game.testing import click, drawn_rects, make_app, post, press, screenshot
from saves.history import HandHistory, Replay
from saves.tally import hand_record
from tests.shots import SHOTS


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    return tmp_path


def store_hand(seed: int = 7) -> dict:
    rng = random.Random(seed)
    match = new_match(PRESETS["classic"], seed)
    while not match.hand_over:
        seat = rng.choice(to_act(match.hand) or (None,))
        match, _ = match.apply(seat, rng.choice(legal_actions(match.hand, seat)))
    record = hand_record(match, ["Ann", "Bo", "Cai", "Dee"])
    HandHistory().add(record)
    return record


def open_history(size=(1280, 720), lang="en"):  # type: ignore[no-untyped-def]
    app = make_app(size, lang, first=TitleScene())
    title = app.stack.top
    click(app, title.buttons["history"].rect.center, frames=2)
    scene = app.stack.top
    assert isinstance(scene, HistoryScene)
    return app, scene


def shown(app) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    out: dict[str, list[str]] = {s: [] for s in "SENW"}
    for tag, _r in drawn_rects(app):
        if tag.startswith("card."):
            _, seat, code = tag.split(".")
            out[seat].append(code)
    return out


def test_replay_forward_and_back_matches_engine() -> None:
    record = store_hand()
    app, scene = open_history()
    click(app, scene.row_buttons[0].rect.center, frames=2)
    assert scene.replay is not None and scene.replay.complete
    truth = Replay(record)
    for i in range(len(truth.stops)):
        st = truth.states[truth.stops[i]]
        assert scene.stop == i
        want = {
            s: sorted(card_code(c) for c in multiset_cards(*st.hand_of(k)))
            for k, s in enumerate("SENW")
        }
        assert {k: sorted(v) for k, v in shown(app).items()} == want
        tags = [t for t, _ in drawn_rects(app)]
        if i:
            assert sum(t.startswith("trick.") for t in tags) >= 4
            assert "history.winner" in tags
        if i < len(truth.stops) - 1:
            press(app, pygame.K_RIGHT)
    assert "history.final" in [t for t, _ in drawn_rects(app)]
    for _ in range(len(truth.stops) + 2):
        click(app, scene.prev_button.rect.center)
    assert scene.stop == 0
    assert sum(len(v) for v in shown(app).values()) == 52


def test_tampered_record_shows_message(home: Path) -> None:
    record = store_hand()
    record["actions"][-1], record["actions"][-5] = record["actions"][-5], record["actions"][-1]
    HandHistory().add(record)
    app, scene = open_history()
    click(app, scene.row_buttons[0].rect.center, frames=2)
    assert scene.replay.error
    assert "history.message" in [t for t, _ in drawn_rects(app)]
    press(app, pygame.K_RIGHT)  # stepping still works on the legal part
    press(app, pygame.K_ESCAPE)
    assert scene.replay is None


def test_export_then_import_adds(home: Path) -> None:
    store_hand(1)
    store_hand(2)
    app, scene = open_history()
    click(app, scene.all_json.rect.center)
    path = scene.last_export
    assert path is not None and path.is_relative_to(home) and str(path) in scene.message
    click(app, scene.all_text.rect.center)
    assert scene.last_export.read_text("utf-8").count("Deal #") == 2
    assert len(json.loads(path.read_text("utf-8"))["hands"]) == 2
    # typed path
    click(app, scene.path_rect.center)
    post(pygame.TEXTINPUT, text=str(path))
    press(app, pygame.K_RETURN)
    finish_import(app, scene)
    assert len(HandHistory().ids()) == 4 and len(scene.ids) == 4
    # dropped file: the same hands again are not added twice (issue 58.6), and the player is told
    post(pygame.DROPFILE, file=str(path))
    app.step(1 / 60)
    finish_import(app, scene)
    assert len(HandHistory().ids()) == 4
    assert scene.message is not None and "2" in scene.message


def finish_import(app: Any, scene: Any) -> None:
    """The import runs on a thread of its own; the frames go on meanwhile."""
    if scene.importing is not None:  # not already shown done by the frame that started it
        scene.importing.join()
        app.step(1 / 60)
    assert scene.importing is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_layout(size: tuple[int, int], lang: str) -> None:
    for seed in range(12):
        store_hand(seed)
    app, scene = open_history(size, lang)
    screenshot(app, str(SHOTS / f"history_list_{lang}_{size[0]}.png"))
    boxes = [r for t, r in drawn_rects(app) if t == "button"]
    for i, a in enumerate(boxes):
        assert all(not a.colliderect(b) for b in boxes[i + 1 :]), a
    click(app, scene.row_buttons[0].rect.center, frames=2)
    for _ in range(5):
        press(app, pygame.K_RIGHT)
    screenshot(app, str(SHOTS / f"history_replay_{lang}_{size[0]}.png"))
    rects = drawn_rects(app)
    screen = pygame.FRect(0, 0, 1280, 720)
    texts = [(t, r) for t, r in rects if t.startswith("history.") or t in ("label", "button")]
    for tag, r in rects:
        assert screen.contains(r), (tag, r)
    for i, (ta, a) in enumerate(texts):
        for tb, b in texts[i + 1 :]:
            assert not a.colliderect(b), (ta, a, tb, b)
    # the replay's buttons stand in one row, centred on one line, and "back" is where the
    # other screens have it (20 from the bottom), so it does not jump between screens
    buttons = [r for t, r in rects if t == "button"]
    assert len(buttons) == 5
    assert max(r.centery for r in buttons) - min(r.centery for r in buttons) < 1, buttons
    assert abs(scene.back_button.rect.bottom - (712 - 20)) < 1


def test_the_list_shows_each_hand_as_a_row_of_columns() -> None:
    """Date, deal number, then each seat's score on its own, a loss in red and a gain in green."""
    from game.scenes.history_row import SCORE_GAIN, SCORE_LOSS, HandRow

    record = store_hand()
    app, scene = open_history(lang="zh")
    row = scene.row_buttons[0]
    assert isinstance(row, HandRow)
    seen: list[tuple[str, tuple[int, ...]]] = []
    canvas_type = type(app.canvas)
    real = canvas_type.text

    def spy(self, text, size, colour, *args, **kw):  # type: ignore[no-untyped-def]
        seen.append((text, tuple(colour)))
        return real(self, text, size, colour, *args, **kw)

    canvas_type.text = spy  # type: ignore[method-assign]
    try:
        app.draw()
    finally:
        canvas_type.text = real  # type: ignore[method-assign]
    texts = [t for t, _c in seen]
    assert f"#{record['deal']}" in texts
    for score in record["scores"]:
        shown = f"+{score}" if score > 0 else f"−{-score}" if score < 0 else "0"
        colour = next(c for t, c in seen if t == shown)
        if score < 0:
            assert colour == SCORE_LOSS
        elif score > 0:
            assert colour == SCORE_GAIN


def test_a_row_shows_the_scores_its_tricks_give_not_what_the_file_claims(home: Path) -> None:
    """A hand-edited record claiming other scores: its row shows the recomputed ones and says so."""
    record = store_hand()
    true = list(record["scores"])
    (path,) = (home / "histories").glob("hand-*.json")
    doc = json.loads(path.read_text("utf-8"))
    doc["hand"]["scores"] = [s + 100 for s in true]
    from saves.document import ENVELOPE_KEYS, checksum_of

    doc["checksum"] = checksum_of({k: v for k, v in doc.items() if k not in ENVELOPE_KEYS})
    path.write_text(json.dumps(doc), "utf-8")
    app, scene = open_history(lang="en")
    assert scene.row_buttons, "the edited hand is still listed"
    row = scene.row_buttons[0]
    assert row.scores == true
    assert row.date == "Scores from tricks"
    screenshot(app, str(SHOTS / "history-recomputed-en.png"))
