"""A crash becomes a log in the logs folder and a short bilingual message, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from game import crash
from game.cli import PlayOptions

ROOT = Path(__file__).resolve().parent.parent


def boom() -> int:
    raise RuntimeError("the pig ran off")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    return tmp_path


def test_a_crash_writes_a_log_and_prints_the_short_message(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert crash.guarded(boom, window=False) == 1
    logs = list((home / "logs").glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    for needle in (
        "RuntimeError: the pig ran off",
        "Traceback",
        f"version: {crash.app_version()}",
        "platform: ",
        "python: ",
        "build: source",
    ):
        assert needle in text
    err = capsys.readouterr().err
    assert "拱猪出错了" in err and "Gongzhu ran into a problem" in err
    assert str(logs[0]) in err
    assert "Traceback" not in err and "the pig ran off" not in err


def test_debug_prints_the_traceback_and_writes_no_log(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert crash.guarded(boom, debug=True) == 1
    err = capsys.readouterr().err
    assert "Traceback" in err and "RuntimeError: the pig ran off" in err
    assert not (home / "logs").exists()


def test_ctrl_c_and_exit_are_not_crashes(home: Path) -> None:
    def interrupted() -> int:
        raise KeyboardInterrupt

    def exits() -> int:
        raise SystemExit(3)

    assert crash.guarded(interrupted, window=False) == 130
    with pytest.raises(SystemExit):
        crash.guarded(exits, window=False)
    assert not (home / "logs").exists()


def test_an_unwritable_logs_folder_falls_back_to_the_temp_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("GONGZHU_HOME", str(blocker))
    # The fallback is the system's temporary folder: here one of the test's own, so no
    # empty gongzhu/logs is left in the real one.
    system_temp = tmp_path / "system-temp"
    system_temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(system_temp))
    log = crash.write_crash_log(RuntimeError("x"))
    assert log is not None and log.exists()
    assert log.parent == system_temp / crash.APP / "logs"


def test_the_crash_tests_leave_nothing_in_the_system_temp_folder(tmp_path: Path) -> None:
    """This module's tests, run with a fresh system temporary folder, leave no gongzhu/ in it
    (they once left an empty gongzhu/logs in /tmp on every run)."""
    system_temp = tmp_path / "tmp"
    system_temp.mkdir()
    env = dict(os.environ, TMPDIR=str(system_temp), TEMP=str(system_temp), TMP=str(system_temp))
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            __file__,
            "-k",
            "not leave_nothing and not gongzhu_command and not no_display",
        ],
        check=False,
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stdout[-2000:]
    assert not (system_temp / crash.APP).exists()


def test_old_crash_logs_are_pruned(home: Path) -> None:
    folder = home / "logs"
    folder.mkdir()
    for i in range(crash.KEEP_CRASH_LOGS + 5):
        old = folder / f"crash-old-{i:02d}.log"
        old.write_text("old")
        os.utime(old, (1_000_000 + i, 1_000_000 + i))
    crash.write_crash_log(RuntimeError("new"))
    assert len(list(folder.glob("crash-*.log"))) == crash.KEEP_CRASH_LOGS
    assert not (folder / "crash-old-00.log").exists()


def test_no_window_under_the_dummy_driver(home: Path) -> None:
    assert crash.show_window(["x"], seconds=0.1) is False


def test_message_names_the_log_in_both_languages(tmp_path: Path) -> None:
    lines = crash.crash_message(tmp_path / "crash.log")
    assert any("错误报告" in line for line in lines)
    assert any("crash report" in line for line in lines)
    assert str(tmp_path / "crash.log") in lines
    assert "could not be saved" in " ".join(crash.crash_message(None))


SIMULATED = """
import sys
import game.main
def broken_run(argv=None, hooks=None):
    raise ZeroDivisionError("simulated crash in the game")
game.main.run = broken_run
from game.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize("debug", [False, True])
def test_the_gongzhu_command_reports_a_crash(tmp_path: Path, debug: bool) -> None:
    env = dict(
        os.environ,
        GONGZHU_HOME=str(tmp_path),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(ROOT),
    )
    env.pop("GONGZHU_DEBUG", None)
    args = ["--debug"] if debug else []
    out = subprocess.run(
        [sys.executable, "-c", SIMULATED, *args],
        check=False,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 1
    logs = list((tmp_path / "logs").glob("crash-*.log"))
    if debug:
        assert "Traceback" in out.stderr and "simulated crash" in out.stderr
        assert logs == []
    else:
        assert "Traceback" not in out.stderr
        assert "拱猪出错了" in out.stderr and str(logs[0]) in out.stderr
        assert "ZeroDivisionError: simulated crash in the game" in logs[0].read_text(
            encoding="utf-8"
        )


def test_simulate_crash_flag_goes_through_the_report(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert crash.run_game(PlayOptions(simulate_crash=True)) == 1
    (log,) = (home / "logs").glob("crash-*.log")
    assert "SimulatedCrash" in log.read_text(encoding="utf-8")
    assert str(log) in capsys.readouterr().err


def test_no_display_is_said_in_one_line_without_a_crash_report(tmp_path: Path) -> None:
    """Started where no window can open (an X11 driver and no X server): one clear line in
    both languages, exit 1, no crash report and no screen of sound-library noise."""
    env = dict(os.environ, GONGZHU_HOME=str(tmp_path), SDL_VIDEODRIVER="x11", PYTHONPATH=str(ROOT))
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_AUDIODRIVER", "GONGZHU_DEBUG"):
        env.pop(name, None)
    out = subprocess.run(
        [sys.executable, "-c", "import sys; from game.cli import main; sys.exit(main([]))"],
        check=False,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if "x11" not in out.stderr.lower() and "display" not in out.stderr.lower():
        pytest.skip(f"this SDL has no X11 driver to fail with: {out.stderr[-300:]!r}")
    assert out.returncode == 1, out.stderr
    assert out.stderr.strip().splitlines() == [out.stderr.strip()], out.stderr
    assert "没有可用的显示器" in out.stderr and "no display is available" in out.stderr
    assert not (tmp_path / "logs").exists() or not list((tmp_path / "logs").glob("crash-*"))


def test_a_crash_report_is_never_written_through_a_linked_logs_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A logs/ folder that is a link to elsewhere: the report goes to the temporary folder."""
    import tempfile

    from game.crash import write_crash_log

    home = tmp_path / "home"
    outside = tmp_path / "outside"
    outside.mkdir()
    home.mkdir()
    (home / "logs").symlink_to(outside, target_is_directory=True)
    monkeypatch.setenv("GONGZHU_HOME", str(home))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    path = write_crash_log(RuntimeError("a test crash"))
    assert path is not None and path.is_relative_to(tmp_path / "tmp")
    assert list(outside.iterdir()) == []
