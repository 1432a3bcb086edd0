"""A data folder whose files or folders are links to somewhere else (issue 58.3): the game
never reads, writes, truncates or prunes through a link. The link is renamed aside (kept)
where a file of ours should be, and a linked folder is refused with a message."""

from __future__ import annotations

from pathlib import Path

import pytest

from saves import paths
from saves.errors import SaveError
from saves.game import SavedGame, SeatEntry, load_game, save_game
from saves.history import HandHistory
from saves.lock import LOCK_NAME, RAISE_NAME, acquire, request_raise
from saves.profiles import ProfileStore
from tests.test_saves_history import record

PRECIOUS = b"somebody else's file\n"


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A folder outside the data folder, holding a file a link will point at."""
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "victim").write_bytes(PRECIOUS)
    return folder


def untouched(outside: Path) -> bool:
    return [p.name for p in outside.iterdir()] == ["victim"] and (
        (outside / "victim").read_bytes() == PRECIOUS
    )


def test_the_lock_is_never_taken_through_a_link(tmp_path: Path, outside: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / LOCK_NAME).symlink_to(outside / "victim")
    with acquire(folder) as lock:
        assert lock.held
        assert not (folder / LOCK_NAME).is_symlink() and (folder / LOCK_NAME).is_file()
        assert b'"pid"' in (folder / LOCK_NAME).read_bytes()
    assert untouched(outside)
    assert (folder / (LOCK_NAME + ".link")).is_symlink()  # the planted link is kept


@pytest.mark.parametrize("target", ["victim", "new-file"])
def test_the_request_to_come_forward_is_never_made_through_a_link(
    tmp_path: Path, outside: Path, target: str
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / RAISE_NAME).symlink_to(outside / target)
    before = (outside / "victim").stat().st_mtime_ns
    request_raise(folder)
    assert untouched(outside) and (outside / "victim").stat().st_mtime_ns == before


def test_a_linked_histories_folder_is_neither_written_nor_pruned(outside: Path) -> None:
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    paths.histories_dir().symlink_to(outside, target_is_directory=True)
    for n in range(3):  # what the link points at looks like records
        (outside / f"hand-{n + 1:08d}.json").write_text("{}", "utf-8")
    names = sorted(p.name for p in outside.iterdir())
    history = HandHistory(keep=1)
    with pytest.raises(SaveError) as refused:
        history.add(record(), key="g:1")
    assert refused.value.key == "link_refused"
    assert "link" in refused.value.message("en") and "链接" in refused.value.message("zh")
    assert sorted(p.name for p in outside.iterdir()) == names
    assert history.ids() == []


def test_a_linked_saves_folder_is_refused(tmp_path: Path, outside: Path) -> None:
    from engine.gongzhu.match import new_match
    from engine.gongzhu.rules import RuleSet

    paths.data_dir().mkdir(parents=True, exist_ok=True)
    paths.saves_dir().symlink_to(outside, target_is_directory=True)
    seats = (SeatEntry("Ann", True),) + tuple(SeatEntry(n, False) for n in "东南西")
    with pytest.raises(SaveError) as refused:
        save_game(SavedGame(new_match(RuleSet(), 1), seats))
    assert refused.value.key == "link_refused"
    assert untouched(outside)


def test_a_linked_file_is_renamed_aside_not_read_or_written_through(outside: Path) -> None:
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    paths.profiles_file().symlink_to(outside / "victim")
    store = ProfileStore()
    store.create("Ann")
    assert store.error is not None and store.error.key == "not_a_file"
    assert untouched(outside)
    assert paths.profiles_file().is_file() and not paths.profiles_file().is_symlink()
    assert Path(str(paths.profiles_file()) + ".corrupt").is_symlink()  # kept as it was
    paths.saves_dir().mkdir()
    (paths.saves_dir() / "current.json").symlink_to(outside / "victim")
    saved, error = load_game()
    assert saved is None and error is not None and error.key == "not_a_file"
    assert untouched(outside)


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="no FIFOs here")
def test_a_fifo_where_a_file_should_be_is_set_aside_like_any_bad_file() -> None:
    """Issue 58.11: a FIFO was refused at every read and left in place for good."""
    import os

    paths.saves_dir().mkdir(parents=True)
    for path in (paths.profiles_file(), paths.saves_dir() / "current.json"):
        os.mkfifo(path)
    store = ProfileStore()
    store.create("Ann")
    assert store.error is not None and store.error.key == "not_a_file"
    assert "pipe" in store.error.message("en") and "管道" in store.error.message("zh")
    assert ProfileStore().stats("Ann").hands == 0  # a real file now
    saved, error = load_game()
    assert saved is None and error is not None and error.key == "not_a_file"
    for path in (paths.profiles_file(), paths.saves_dir() / "current.json"):
        assert Path(str(path) + ".corrupt").exists()  # kept, out of the way
    assert not (paths.saves_dir() / "current.json").exists()
