"""Check the built executables: smoke run headless, nothing written beside them, sizes.

    python build/check_dist.py

For each of ``dist/gongzhu`` (one file) and ``dist/gongzhu-folder/gongzhu`` (one folder)
that exists: ``--version`` answers, ``--smoke`` exits 0 with ``GONGZHU_HOME`` in a fresh
temporary folder, ``--simulate-crash`` leaves a crash log and a message naming it, the
computer-only ``demo`` exits 0 (once that subcommand exists), the licence texts stand beside
each build (``notices/``), and the files under ``dist/`` are the same before and after (the
game writes only to its data folders). On Linux the notices are checked against the shared
libraries the one-folder build holds (none missing, none extra) and platformdirs' Windows
module must be left out. Prints the sizes against the 30 MB budget. How long each takes to
start is ``build/bench_startup.py``'s.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from engine import engine_kind

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
EXE = ".exe" if sys.platform == "win32" else ""
BUILDS = {"onefile": DIST / f"gongzhu{EXE}", "onedir": DIST / "gongzhu-folder" / f"gongzhu{EXE}"}
ONEFILE_BUDGET_MB = 30.0


def env(home: Path) -> dict[str, str]:
    e = dict(
        os.environ,
        GONGZHU_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    e.pop("GONGZHU_FIRST_FRAME", None)
    return e


def tree(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
        for p in folder.rglob("*")
    }


def size_mb(path: Path) -> float:
    if path.is_dir():
        return (
            sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
            / 2**20
        )
    return path.stat().st_size / 2**20


def crash_report_ok(kind: str, exe: Path, home: Path) -> bool:
    """``--simulate-crash``: exit 1, a crash log in GONGZHU_HOME/logs, a message naming it."""
    out = subprocess.run(
        [str(exe), "--simulate-crash"],
        check=False,
        env=env(home),
        capture_output=True,
        text=True,
        timeout=120,
    )
    logs = sorted((home / "logs").glob("crash-*.log"))
    ok = (
        out.returncode == 1
        and len(logs) == 1
        and str(logs[0]) in out.stderr
        and "Traceback" not in out.stderr
        and "SimulatedCrash" in logs[0].read_text("utf-8")
        and f"build: {kind}" in logs[0].read_text("utf-8")
    )
    print(f"{kind}: crash report {'ok' if ok else 'FAILED'}: {out.stderr.strip()!r}")
    return ok


def demo_ok(kind: str, exe: Path, home: Path) -> bool:
    """``gongzhu demo`` (a computer-only game), once the front end registers it: exit 0."""
    listed = subprocess.run(
        [str(exe), "--help"],
        check=False,
        env=env(home),
        capture_output=True,
        text=True,
        timeout=120,
    )
    if "demo" not in listed.stdout.split("positional arguments:")[-1].split("options:")[0]:
        print(f"{kind}: no `demo` subcommand yet (the smoke run stands in for it)")
        return True
    t = time.perf_counter()
    out = subprocess.run(
        [str(exe), "demo"], check=False, env=env(home), capture_output=True, text=True, timeout=900
    )
    ok = out.returncode == 0
    print(
        f"{kind}: demo {'ok' if ok else 'FAILED'} (exit {out.returncode}, "
        f"{time.perf_counter() - t:.1f} s){'' if ok else chr(10) + out.stderr[-3000:]}"
    )
    return ok


def notices_ok(kind: str, exe: Path) -> bool:
    """The licence texts beside the build: every file assets/notices/README.md names, the
    game's LICENSE and the bundled Python's licence (and the same inside the one-folder app)."""
    index = (ROOT / "assets" / "notices" / "README.md").read_text(encoding="utf-8")
    named = set(re.findall(r"\| ([\w.-]+\.txt)", index)) | {
        "README.md",
        "LICENSE.txt",
        "python.txt",
    }
    folders = [exe.parent / "notices"]
    if kind == "onedir":
        folders.append(exe.parent / "_internal" / "assets" / "notices")
    missing = [
        f"{folder.relative_to(DIST)}/{name}"
        for folder in folders
        for name in sorted(named)
        if not (folder / name).is_file() or (folder / name).stat().st_size < 100
    ]
    print(
        f"{kind}: notices {'ok' if not missing else 'MISSING ' + ', '.join(missing)} "
        f"({len(named)} files in {', '.join(str(f.relative_to(DIST)) for f in folders)})"
    )
    return not missing


# Each shared library a Linux build may hold → the component of assets/notices/README.md whose
# licence text covers it. A library not named here, or a component listed but not shipped,
# fails `make check-dist`: the notices follow what the build really contains.
LIBRARY_COMPONENTS = {
    r"libpython\d": "Python",
    r"libSDL2-": "SDL2",
    r"libSDL2_ttf": "SDL2_ttf",
    r"libSDL2_mixer": "SDL2_mixer",
    r"libSDL2_image": "SDL2_image",
    r"libfreetype": "FreeType",
    r"libharfbuzz": "HarfBuzz",
    r"libbrotli": "Brotli",
    r"libpng": "libpng",
    r"libz\.so": "zlib",
    r"libjpeg|libturbojpeg": "libjpeg-turbo",
    r"libtiff": "libtiff",
    r"libwebp|libsharpyuv": "libwebp",
    r"libogg|libvorbis": "libogg, libvorbis",
    r"libopus-": "Opus",
    r"libopusfile": "opusfile",
    r"libFLAC": "FLAC",
    r"libmpg123": "mpg123",
    r"libfluidsynth": "FluidSynth",
    r"libsndfile": "libsndfile",
    r"libwavpack": "WavPack",
    r"libxmp": "libxmp",
    r"libportmidi": "PortMidi",
    r"libasound": "alsa-lib",
    r"libstdc\+\+|libgcc_s": "libstdc++, libgcc_s",
    r"libffi": "libffi",
    r"libbz2": "bzip2",
    r"liblzma": "XZ Utils",
    r"libuuid": "libuuid",
}
# Components that are no shared library of their own: always in a build.
ALWAYS = {
    "pygame-ce",
    "SDL_gfx (parts, inside pygame-ce)",
    "platformdirs",
    "Noto Sans CJK SC (subset)",
}


def listed_components() -> dict[str, str]:
    """The notices README's table: component (without "(Linux builds)") → its text file."""
    index = (ROOT / "assets" / "notices" / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| ([^|]+?) \| [^|]+ \| [^|]+ \| ([^|]+?) \|$", index, re.MULTILINE)
    return {name.removesuffix(" (Linux builds)"): text for name, text in rows[1:] if name != "---"}


def shipped_components(folder: Path) -> tuple[set[str], list[str]]:
    """The components the one-folder build's shared libraries belong to, and any library
    that belongs to none (Python's own extension modules are Python's)."""
    found: set[str] = set(ALWAYS)
    unknown = []
    for lib in sorted(folder.rglob("*.so*")):
        if ".cpython-" in lib.name or lib.name.startswith("gongzhu_engine__mypyc"):
            continue
        names = [c for pattern, c in LIBRARY_COMPONENTS.items() if re.match(pattern, lib.name)]
        if names:
            found.update(names)
        else:
            unknown.append(lib.name)
    return found, unknown


def notices_follow_the_build(exe: Path) -> bool:
    """Linux: every shared library in the one-folder build has its notice, and no notice is
    listed for a library the build does not hold."""
    if not sys.platform.startswith("linux"):
        print("notices vs libraries: checked on Linux builds only")
        return True
    shipped, unknown = shipped_components(exe.parent / "_internal")
    listed = set(listed_components())
    missing = sorted((shipped - listed) | {f"{name} (unknown library)" for name in unknown})
    extra = sorted(listed - shipped)
    ok = not missing and not extra
    print(
        f"notices vs libraries: {'ok' if ok else 'FAILED'} ({len(shipped)} components shipped)"
        + (f"; no notice for: {', '.join(missing)}" if missing else "")
        + (f"; listed but not shipped: {', '.join(extra)}" if extra else "")
    )
    return ok


def platformdirs_windows_left_out() -> bool:
    """Not on Windows: platformdirs' Windows module is not in the build (its analysis warned of
    Windows libraries; the spec excludes it)."""
    if sys.platform == "win32":
        return True
    toc = ROOT / "build" / "out" / "work" / "gongzhu" / "PYZ-00.toc"
    if not toc.is_file():
        print("platformdirs: no PYZ-00.toc under build/out/work to check")
        return True
    bundled = "'platformdirs.windows'" in toc.read_text(encoding="utf-8")
    print(f"platformdirs.windows {'BUNDLED (FAIL)' if bundled else 'left out: ok'}")
    return not bundled


def main() -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    builds = {kind: exe for kind, exe in BUILDS.items() if exe.exists()}
    if not builds:
        print("check_dist: nothing in dist/ — run `make dist` first", file=sys.stderr)
        return 2
    failures = 0
    before = tree(DIST)
    for kind, exe in builds.items():
        with tempfile.TemporaryDirectory(prefix="gongzhu-home-") as home:
            version = subprocess.run(
                [str(exe), "--version"],
                check=False,
                env=env(Path(home)),
                capture_output=True,
                text=True,
                timeout=120,
            )
            print(f"{kind}: {version.stdout.strip() or version.stderr.strip()}")
            failures += version.returncode != 0
            # A build carries the engine as this checkout runs it (compiled: setup.py).
            if f"({engine_kind()} engine)" not in version.stdout:
                print(f"{kind}: FAIL: not the {engine_kind()} engine of this checkout")
                failures += 1
            t = time.perf_counter()
            smoke = subprocess.run(
                [str(exe), "--smoke"],
                check=False,
                env=env(Path(home)),
                capture_output=True,
                text=True,
                timeout=300,
            )
            print(smoke.stdout.rstrip())
            if smoke.returncode != 0:
                print(f"{kind}: smoke run FAILED (exit {smoke.returncode})\n{smoke.stderr}")
                failures += 1
            else:
                print(f"{kind}: smoke run ok in {time.perf_counter() - t:.1f} s")
            failures += not crash_report_ok(kind, exe, Path(home))
            failures += not demo_ok(kind, exe, Path(home))
            failures += not notices_ok(kind, exe)
            if kind == "onedir":
                failures += not notices_follow_the_build(exe)
    failures += not platformdirs_windows_left_out()
    after = tree(DIST)
    if before != after:
        changed = sorted(set(before.items()) ^ set(after.items()))
        print(f"FAIL: the executables wrote beside themselves: {changed[:10]}")
        failures += 1
    else:
        print("ok: nothing written under dist/ by the runs")
    for kind, exe in builds.items():
        path = exe if kind == "onefile" else exe.parent
        mb = size_mb(path)
        note = (
            f" (budget {ONEFILE_BUDGET_MB:.0f} MB: {'ok' if mb <= ONEFILE_BUDGET_MB else 'OVER'})"
            if kind == "onefile"
            else ""
        )
        print(f"size {kind}: {mb:.1f} MB{note}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
