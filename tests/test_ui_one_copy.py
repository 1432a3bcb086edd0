"""One game per data folder, as a player meets it: the second copy says so in their language
and offers to bring the first forward; it never opens the game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game import main, testing
from game.scenes.busy import BusyScene
from game.ui.app import App
from saves import paths
from saves.lock import RAISE_NAME, acquire
from tests.test_saves_lock import holder_process
from tests.test_ui_flow_helpers import centre


@pytest.fixture
def running_copy(tmp_path: Path) -> Any:
    """Another copy of the game holding this test's data folder."""
    proc = holder_process(paths.data_dir())
    yield proc
    proc.kill()
    proc.wait()


def test_a_second_copy_shows_the_message_and_never_the_title(
    running_copy: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[Any] = []
    monkeypatch.setattr(App, "run", lambda self, first: shown.append(first))
    assert main.run() == main.FOLDER_IN_USE
    assert len(shown) == 1 and isinstance(shown[0], BusyScene)


@pytest.mark.parametrize(("lang", "words"), [("zh", "已经在运行"), ("en", "already running")])
def test_switching_asks_the_running_copy_to_come_forward(
    running_copy: Any, lang: str, words: str
) -> None:
    from saves.lock import FolderInUse, request_raise

    with pytest.raises(FolderInUse) as busy:
        acquire()
    scene = BusyScene(busy.value.message, request_raise)
    app = testing.make_app((1280, 720), lang, first=scene)
    drawn = " ".join(tag for tag, _ in testing.drawn_rects(app))
    assert "busy.message" in drawn and words in " ".join(scene.lines)
    testing.click(app, centre(scene.forward.rect))
    assert (paths.data_dir() / RAISE_NAME).exists() and app.stack.quit


def test_the_running_copy_comes_forward_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    raised: list[bool] = []
    monkeypatch.setattr(main, "raise_window", lambda: raised.append(True))
    with acquire() as lock:
        hooks = main.wired()
        hooks.tick = main.RaiseWhenAsked(lock)
        app = testing.make_app((1280, 720), "en", hooks=hooks)
        app.step(1.1)
        assert raised == []
        (paths.data_dir() / RAISE_NAME).touch()  # what a second copy does
        app.step(1.1)
        assert raised == [True]
