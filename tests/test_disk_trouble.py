"""The real game on a disk that really fills, a folder that really turns read-only and one
removed while it runs (``tests/disk_trouble.py``, in a private mount namespace). Skipped where
the machine allows no user namespace or tmpfs mount."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def namespaces_allowed() -> bool:
    unshare = shutil.which("unshare")
    if unshare is None or not sys.platform.startswith("linux"):
        return False
    probe = [unshare, "-rm", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"]
    return subprocess.run(probe, capture_output=True, check=False).returncode == 0


pytestmark = pytest.mark.skipif(
    not namespaces_allowed(), reason="needs unshare -rm and a tmpfs mount"
)


@pytest.fixture(scope="module")
def ended() -> dict[str, dict[str, object]]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        ["unshare", "-rm", sys.executable, "-m", "tests.disk_trouble"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)  # type: ignore[no-any-return]


@pytest.mark.parametrize("trouble", ["full", "read-only"])
def test_a_folder_that_refuses_writes_mid_hand_loses_no_hand(
    ended: dict[str, dict[str, object]], trouble: str
) -> None:
    """The game plays on to its end; it counts nothing it could not write, keeps its last
    save, and the next start (writes working again) finishes the game counted once."""
    result = ended[trouble]
    assert result["first_exit"] == 0, result["first_err"]
    assert "Traceback" not in str(result["first_err"])
    assert result["after_trouble"] == [0, 0, 0] and result["save_kept"]
    assert result["second_exit"] == 0, result["second_err"]
    assert result["end"] == [1, 1, 1]


def test_a_folder_removed_mid_hand_is_made_again_and_the_hand_counted(
    ended: dict[str, dict[str, object]],
) -> None:
    result = ended["removed"]
    assert result["first_exit"] == 0, result["first_err"]
    assert result["after_trouble"] == [1, 1, 1]
