"""``gongzhu --version`` / ``--help`` answer without pygame; ``--smoke`` and the first-frame timer work from source."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from game.cli import PlayOptions, main

ROOT = Path(__file__).resolve().parent.parent


def run_cli(
    *args: str, home: Path, extra_env: dict[str, str] | None = None, code: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        GONGZHU_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(ROOT),
    )
    env.pop("GONGZHU_FIRST_FRAME", None)
    env.update(extra_env or {})
    script = code or (
        "import sys; from game.cli import main; rc = main(sys.argv[1:]); "
        "print('PYGAME' if 'pygame' in sys.modules else 'NO-PYGAME'); sys.exit(rc)"
    )
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        check=False,
        cwd=home,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_version_prints_the_package_version_without_pygame(tmp_path: Path) -> None:
    out = run_cli("--version", home=tmp_path)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == f"gongzhu {engine.__version__} ({engine.engine_kind()} engine)"
    assert lines[-1] == "NO-PYGAME"


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_lists_game_options_and_tools_without_pygame(tmp_path: Path, flag: str) -> None:
    out = run_cli(flag, home=tmp_path)
    assert out.returncode == 0, out.stderr
    for word in ("--version", "--debug", "--fullscreen", "--lang", "score", "bench", "拱猪"):
        assert word in out.stdout
    assert "--smoke" not in out.stdout  # a build check, not a player option
    assert out.stdout.splitlines()[-1] == "NO-PYGAME"


def test_subcommand_help_is_still_the_subcommands(tmp_path: Path) -> None:
    out = run_cli("score", "--help", home=tmp_path)
    assert out.returncode == 0
    assert "usage: gongzhu score" in out.stdout
    assert "--fullscreen" not in out.stdout


def test_smoke_from_source_passes_without_numpy(tmp_path: Path) -> None:
    out = run_cli("--smoke", home=tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "smoke: passed (source" in out.stdout
    assert "smoke: ok   no numpy" in out.stdout
    assert "smoke: ok   sound" in out.stdout  # the mixer loads: its codec libraries are there
    assert "Traceback" not in out.stderr


def test_first_frame_timer_prints_a_time_and_exits(tmp_path: Path) -> None:
    out = run_cli(home=tmp_path, extra_env={"GONGZHU_FIRST_FRAME": "1"})
    assert out.returncode == 0, out.stderr
    stamp = [line for line in out.stdout.splitlines() if line.startswith("first-frame ")]
    assert len(stamp) == 1
    float(stamp[0].split()[1])
    assert not (tmp_path / "settings.json").exists(), "the timer must not write settings"


def test_an_unknown_word_is_a_subcommand_error_not_the_game(tmp_path: Path) -> None:
    out = run_cli("nosuch", home=tmp_path)
    assert out.returncode == 2
    assert "invalid choice" in out.stderr
    assert out.stdout.splitlines() == ["NO-PYGAME"]  # refused before the game was imported


def test_score_help_shows_an_example_and_the_document_that_defines_every_field() -> None:
    from tests.test_hostile_inputs import run_cli as in_process

    status, out, _ = in_process(["score", "--help"])
    assert status == 0 and '"taken"' in out and "gongzhu score --doc" in out
    status, doc, _ = in_process(["score", "--doc"])
    assert status == 0 and doc == (ROOT / "engine" / "SCORE.md").read_text(encoding="utf-8")


def test_the_scoring_document_example_scores_as_it_says() -> None:
    import re

    from tests.test_hostile_inputs import run_cli as in_process

    doc = (ROOT / "engine" / "SCORE.md").read_text(encoding="utf-8")
    request, answer = re.findall(r"```json\n(.*?)```", doc, re.DOTALL)[:2]
    status, out, err = in_process(["score"], stdin=request.encode())
    assert status == 0, err
    said = json.loads(re.search(r'"scores": (\{[^}]*\})', answer).group(1))
    assert json.loads(out)["scores"] == said
    for field in ("rules", "taken", "dealt", "exposed", "swap_pig_sheep"):
        assert f"| `{field}` |" in doc, field


def test_help_says_where_the_files_live(tmp_path: Path, monkeypatch) -> None:
    from tests.test_hostile_inputs import run_cli as in_process

    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    status, out, _ = in_process(["--help"])
    assert status == 0 and str(tmp_path) in out and "GONGZHU_HOME" in out


@pytest.mark.parametrize(
    "args", [["--version"], ["score", "--help"], ["--fullscreen", "--windowed"]]
)
def test_python_m_game_is_the_same_command_as_gongzhu(tmp_path: Path, args: list[str]) -> None:
    as_module = run_cli(
        *args, home=tmp_path, code="import runpy; runpy.run_module('game', run_name='__main__')"
    )
    direct = run_cli(*args, home=tmp_path)
    assert as_module.returncode == direct.returncode
    assert (
        as_module.stdout.strip()
        == direct.stdout.replace("NO-PYGAME", "").replace("PYGAME", "").strip()
    )


def test_stats_prints_each_profile_and_the_history_size(tmp_path: Path, monkeypatch) -> None:
    from saves.history import HandHistory
    from saves.profiles import HandRecord, ProfileStore
    from tests.test_hostile_inputs import run_cli as in_process
    from tests.test_saves_history import record

    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    store = ProfileStore()
    store.create("Ann")
    store.record_hand("Ann", HandRecord(score=-50))
    HandHistory().add(record(1))
    status, out, _ = in_process(["stats"])
    assert status == 0
    stats = json.loads(out)
    assert stats["profiles"]["Ann"]["hands"] == 1 and stats["profiles"]["Ann"]["games"] == 0
    assert stats["history_hands"] == 1


def test_fullscreen_and_windowed_together_are_refused_before_the_game_starts(
    tmp_path: Path,
) -> None:
    out = run_cli("--fullscreen", "--windowed", home=tmp_path)
    assert out.returncode == 2
    assert "--windowed: not allowed with argument --fullscreen" in out.stderr
    assert "Traceback" not in out.stderr
    assert out.stdout.splitlines() == ["NO-PYGAME"]  # no window, no pygame
    assert list(tmp_path.iterdir()) == []  # nothing written


def test_a_window_option_with_a_command_is_refused(tmp_path: Path) -> None:
    from tests.test_hostile_inputs import run_cli as in_process

    status, out, err = in_process(["--windowed", "score"])
    assert status == 2 and out == ""
    assert err.splitlines()[-1] == (
        "gongzhu: error: --windowed is for the game window; it does not go with 'score'"
    )


@pytest.mark.parametrize(
    ("args", "flag"),
    [
        (["stats", "--windowed"], "--windowed"),
        (["score", "--fullscreen"], "--fullscreen"),
        (["bench", "--lang", "en"], "--lang"),
        (["stats", "--lang=en"], "--lang"),
        (["bench", "--seconds", "1", "--debug"], "--debug"),
    ],
)
def test_a_window_option_after_a_command_is_refused_as_clearly(args: list[str], flag: str) -> None:
    """`gongzhu stats --windowed` says what `--windowed stats` says, not argparse's bare
    'unrecognized arguments'."""
    from tests.test_hostile_inputs import run_cli as in_process

    status, out, err = in_process(args)
    assert status == 2 and out == ""
    assert err.splitlines()[-1] == (
        f"gongzhu: error: {flag} is for the game window; it does not go with '{args[0]}'"
    )


def test_an_unknown_option_is_still_refused_by_name() -> None:
    from tests.test_hostile_inputs import run_cli as in_process

    for args in (["stats", "--nosuch"], ["--nosuch"]):
        status, _, err = in_process(args)
        assert status == 2
        assert err.splitlines()[-1] == "gongzhu: error: unrecognized arguments: --nosuch"


def test_a_command_module_that_fails_to_import_is_reported(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A broken optional command (here: a dependency of game.demo missing) is said on stderr;
    only a module that is not there at all (an install without it) goes unmentioned."""
    import builtins

    from game.cli import build_parser

    real_import = builtins.__import__

    def failing(name: str, *args: object, **kwargs: object) -> object:
        if name == "game.demo":
            raise ModuleNotFoundError("No module named 'pygame'", name="pygame")
        if name == "game.session.table_arena":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", failing)
    build_parser()
    err = capsys.readouterr().err
    assert "game.demo did not load (No module named 'pygame')" in err
    assert "table_arena" not in err


def test_one_usage_text_for_help_refusals_and_python_m_game(tmp_path: Path) -> None:
    helped = run_cli("--help", home=tmp_path).stdout
    usage = helped.split("\n\n")[0]
    assert usage.startswith("usage: gongzhu [--fullscreen | --windowed]")
    assert "gongzhu --version" in usage and "score" in usage
    refused = run_cli("--lang", "fr", home=tmp_path).stderr
    assert refused.startswith(usage + "\ngongzhu: error: argument --lang")
    as_module = run_cli(
        "--help", home=tmp_path, code="import runpy; runpy.run_module('game', run_name='__main__')"
    )
    assert as_module.returncode == 0
    assert as_module.stdout == helped.replace("NO-PYGAME\n", "")


@pytest.mark.parametrize(
    ("args", "want"),
    [
        ([], PlayOptions()),
        (["--fullscreen", "--lang", "en"], PlayOptions(fullscreen=True, lang="en")),
        (["--windowed", "--debug"], PlayOptions(fullscreen=False, debug=True)),
        (
            ["--autoplay", "--preset", "book", "--hands", "2"],
            PlayOptions(autoplay=True, preset="book", hands=2),
        ),
        (["--smoke"], PlayOptions(smoke=True)),
        (["--simulate-crash"], PlayOptions(simulate_crash=True)),
    ],
)
def test_the_window_gets_the_options_as_parsed(
    monkeypatch: pytest.MonkeyPatch, args: list[str], want: PlayOptions
) -> None:
    from game import crash

    got: list[PlayOptions] = []
    monkeypatch.setattr(crash, "run_game", lambda options: got.append(options) or 0)
    assert main(args) == 0
    assert got == [want]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--hands", "0"], "argument --hands: 0 is not from 1 to 100"),
        (["--preset", "nosuch"], "argument --preset: invalid choice: 'nosuch'"),
    ],
)
def test_the_hidden_test_flags_refuse_bad_values_in_one_line(args: list[str], said: str) -> None:
    from tests.test_hostile_inputs import run_cli as in_process

    status, out, err = in_process(["--autoplay", *args])
    assert status == 2 and out == "" and "Traceback" not in err
    assert said in err.splitlines()[-1]
    assert "--autoplay" not in err.split("gongzhu: error:")[0]  # hidden: not in the usage
