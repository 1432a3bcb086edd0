"""``make`` checks the Python first: 3.11 or newer, and a ``.venv`` made by a usable Python.

Every run is ``make -n`` (print the commands, run none) with ``VENV`` in a temporary folder:
the check itself runs as make reads the Makefile, so it acts even then.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="no make here")


def fake_python(folder: Path, version: tuple[int, int, int]) -> Path:
    """A ``python`` that runs scripts with this Python but says it is ``version``."""
    path = folder / f"python{version[0]}.{version[1]}"
    path.write_text(
        "#!/bin/sh\n"
        f'exec "{sys.executable}" -c "import runpy, sys; sys.version_info = {version!r}; '
        "script = sys.argv[1]; sys.argv = sys.argv[1:]; "
        'runpy.run_path(script, run_name=\'__main__\')" "$@"\n'
    )
    path.chmod(0o755)
    return path


def fake_venv(folder: Path, answer: str) -> Path:
    """A ``.venv`` whose ``bin/python`` prints ``answer`` as its version (or fails: '')."""
    (folder / "bin").mkdir(parents=True)
    python = folder / "bin" / "python"
    python.write_text(f"#!/bin/sh\necho {answer}\n" if answer else "#!/bin/sh\nexit 127\n")
    python.chmod(0o755)
    (folder / "pyvenv.cfg").write_text("home = /nowhere\n")
    return folder


def make(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHON", "VENV", "MAKEFLAGS")}
    return subprocess.run(
        ["make", "-C", str(ROOT), "--no-print-directory", "-n", *args],
        check=False,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_an_old_python_is_named_with_what_to_do_before_anything_runs(tmp_path: Path) -> None:
    old = fake_python(tmp_path, (3, 10, 12))
    out = make("play", f"PYTHON={old}", f"VENV={tmp_path / 'venv'}")
    assert out.returncode != 0
    said = out.stdout + out.stderr
    assert "needs Python 3.11 or newer" in said and "Python 3.10.12" in said
    assert "make PYTHON=python3.11 play" in said
    assert "-m venv" not in out.stdout and "pip" not in out.stdout  # nothing would run


def test_a_venv_made_by_an_old_python_is_made_again(tmp_path: Path) -> None:
    venv = fake_venv(tmp_path / "venv", "3 10 12")
    out = make("play", f"VENV={venv}")
    assert out.returncode == 0, out.stderr
    assert f"{venv}/ was made by Python 3.10.12; removing it" in out.stderr
    assert not venv.exists()
    assert f"-m venv {venv}" in out.stdout  # and made again


def test_a_venv_whose_python_is_gone_is_made_again(tmp_path: Path) -> None:
    venv = fake_venv(tmp_path / "venv", "")
    out = make("test", f"VENV={venv}")
    assert out.returncode == 0, out.stderr
    assert "a Python that no longer runs" in out.stderr and not venv.exists()


def test_a_chosen_python_other_than_the_venvs_makes_it_again(tmp_path: Path) -> None:
    venv = fake_venv(tmp_path / "venv", "3 11 2")
    newer = fake_python(tmp_path, (3, 13, 1))
    out = make("play", f"PYTHON={newer}", f"VENV={venv}")
    assert out.returncode == 0, out.stderr
    assert "was made by Python 3.11.2, not by" in out.stderr and not venv.exists()


def test_a_good_venv_is_kept_whatever_python3_is(tmp_path: Path) -> None:
    venv = fake_venv(tmp_path / "venv", "3 11 2")
    old = fake_python(tmp_path, (3, 10, 12))
    out = make("lint", f"VENV={venv}")  # PYTHON not chosen: the venv's own Python serves
    assert out.returncode == 0, out.stderr
    assert venv.exists() and "removing" not in out.stderr
    out = make("clean", f"PYTHON={old}", f"VENV={venv}")  # clean needs no Python at all
    assert out.returncode == 0, out.stderr
