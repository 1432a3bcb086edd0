"""The real game on a data folder that fills up, turns read-only or is removed mid-hand.

    unshare -rm python -m tests.disk_trouble [full read-only removed]

Run as root in a private mount namespace (``unshare -rm``: no real privilege needed where
user namespaces are allowed), it mounts a small tmpfs of its own, so the disk is really full
and the folder really read-only (a read-only bind mount over it: the running game's open
files stay open, as when a stick's switch is flipped), and nothing outside the namespace sees
it. For each trouble, in parallel: a one-hand ``gongzhu --autoplay`` game starts, the trouble
comes three seconds into the hand and stays until that copy of the game has ended, then goes;
a second start plays on from what was kept (not after a removal: that game was counted).
Prints one JSON object: for each trouble, the first copy's exit code, what was counted after
it and whether its save was kept, the second copy's exit code and what was counted in the end (hands, games, hands in the
history).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from tests.test_kill import FAST, counted, gongzhu, wait_for

TROUBLES = ("full", "read-only", "removed")


def mount(folder: Path, *options: str) -> None:
    subprocess.run(
        ["mount", "-t", "tmpfs", "-o", ",".join(("size=4m", *options)), "tmpfs", str(folder)],
        check=True,
    )


def fill(folder: Path) -> None:
    """Write zeros until the disk says it is full."""
    with open(folder / "filler", "wb") as f:
        try:
            while True:
                f.write(b"\0" * 65536)
                f.flush()
        except OSError:
            pass


def play_through(trouble: str, disk: Path, out: dict[str, dict[str, object]]) -> None:
    home = disk / "data"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    first = gongzhu(home, "--autoplay", "--hands", "1")
    wait_for(home / "saves" / "current.json")
    time.sleep(3)  # well into the hand
    if trouble == "full":
        fill(disk)
    elif trouble == "read-only":
        subprocess.run(["mount", "--bind", str(home), str(home)], check=True)
        subprocess.run(["mount", "-o", "remount,bind,ro", str(home)], check=True)
    else:
        shutil.rmtree(home)
    _out, err = first.communicate(timeout=300)
    result: dict[str, object] = {"first_exit": first.returncode, "first_err": err[-2000:]}
    if trouble == "full":
        (disk / "filler").unlink()
    elif trouble == "read-only":
        subprocess.run(["umount", "-l", str(home)], check=True)
    result["after_trouble"] = list(counted(home))
    result["save_kept"] = (home / "saves" / "current.json").exists()
    if trouble == "removed":
        out[trouble] = result
        return
    second = gongzhu(home, "--autoplay", "--hands", "1")
    _out, err = second.communicate(timeout=300)
    result.update(second_exit=second.returncode, second_err=err[-2000:], end=list(counted(home)))
    out[trouble] = result


def main() -> None:
    troubles = sys.argv[1:] or list(TROUBLES)
    out: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="gongzhu-disk-") as folder:
        threads = []
        for trouble in troubles:
            disk = Path(folder) / trouble
            disk.mkdir()
            mount(disk)
            threads.append(threading.Thread(target=play_through, args=(trouble, disk, out)))
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        for trouble in troubles:
            subprocess.run(["umount", str(Path(folder) / trouble)], check=False)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
