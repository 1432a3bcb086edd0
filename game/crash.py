"""What a player sees when the game breaks, and the packaged build's hidden checks.

A player never sees a raw traceback: :func:`run_game` catches anything the game raises,
writes a crash log (traceback, version, platform) into ``saves.paths.logs_dir()`` and
shows a short message in 中文 and English with the log's path — in a small pygame
window when one can be opened, else on standard error. ``--debug`` lets the traceback
through instead.

Two hidden options exist for the build and CI (see "Building the executables" in README.md):

* ``--smoke`` opens the window headless on the title scene for a few frames, checks the
  bundle (assets found inside it, a worker process starts, numpy absent, the sound mixer
  opens) and exits 0.
* ``--simulate-crash`` crashes on purpose, to check the crash log and message of a build.
* ``GONGZHU_FIRST_FRAME=1`` makes the game print ``first-frame <epoch seconds>`` when
  its first title frame is drawn and exit; ``build/bench_startup.py`` times launches with it.

This module imports pygame only inside functions: ``game.cli`` imports it for every
game launch, and the crash path must work even when pygame itself is what failed.
"""

from __future__ import annotations

import datetime as _dt
import faulthandler
import os
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from game.cli import PlayOptions

APP = "gongzhu"
FIRST_FRAME_ENV = "GONGZHU_FIRST_FRAME"  # print the first title frame's time and exit
KEEP_CRASH_LOGS = 20  # older crash logs are removed
SMOKE_FRAMES = 30
WINDOW_SECONDS = 300.0  # the crash window closes itself after this


# ---------------------------------------------------------------- facts about this build


def app_version() -> str:
    """The game's version (from the code itself: right from source, installed or frozen)."""
    from engine import __version__

    return __version__


def bundle_kind() -> str:
    """``"source"``, ``"onefile"`` or ``"onedir"`` (PyInstaller), for logs and checks."""
    if not getattr(sys, "frozen", False):
        return "source"
    meipass = Path(getattr(sys, "_MEIPASS", sys.executable)).resolve()
    exe_dir = Path(sys.executable).resolve().parent
    # One folder: the files sit beside the executable (or in _internal/, or in the
    # .app's Contents/Frameworks); one file unpacks into a fresh temporary folder.
    if meipass.is_relative_to(exe_dir) or meipass == exe_dir.parent / "Frameworks":
        return "onedir"
    return "onefile"


def asset_root() -> Path:
    """Where ``importlib.resources.files("assets")`` points: the one way assets are found.

    From a checkout it is ``<repo>/assets``; in a PyInstaller build it is inside the
    bundle (``sys._MEIPASS``). Never relative to the working directory.
    """
    from importlib.resources import files

    return Path(str(files("assets")))


def asset_bytes(*parts: str) -> bytes:
    """Read one bundled asset, e.g. ``asset_bytes("fonts", "OFL.md")``."""
    from importlib.resources import files

    return files("assets").joinpath(*parts).read_bytes()


def describe() -> dict[str, str]:
    """The facts a crash log starts with."""
    facts = {
        "version": app_version(),
        "build": bundle_kind(),
        "python": f"{platform.python_version()} ({platform.python_implementation()})",
        "platform": platform.platform(),
        "machine": platform.machine(),
        "executable": sys.executable,
        "argv": " ".join(sys.argv),
    }
    pygame = sys.modules.get("pygame")
    if pygame is not None:
        try:
            facts["pygame"] = (
                f"{pygame.version.ver} (SDL {'.'.join(map(str, pygame.get_sdl_version()))})"
            )
            facts["video driver"] = os.environ.get("SDL_VIDEODRIVER", "")
        except Exception:  # noqa: BLE001 — a half-imported pygame must not break the report
            facts["pygame"] = "imported, version unknown"
    return facts


# ---------------------------------------------------------------- crash log and message


def crash_log_text(exc: BaseException, when: _dt.datetime | None = None) -> str:
    when = when or _dt.datetime.now().astimezone()
    lines = ["拱猪 / Gongzhu crash report", f"time: {when.isoformat(timespec='seconds')}"]
    lines += [f"{k}: {v}" for k, v in describe().items()]
    lines.append("")
    lines += traceback.format_exception(type(exc), exc, exc.__traceback__)
    return "\n".join(line.rstrip("\n") for line in lines) + "\n"


def _logs_dir() -> Path:
    try:
        from saves.paths import logs_dir

        return logs_dir()
    except Exception:  # noqa: BLE001 — the crash may be in saves itself: use the temp folder
        return Path(tempfile.gettempdir()) / APP / "logs"


def write_crash_log(exc: BaseException) -> Path | None:
    """Write the crash log; its path, or None if no folder would take it."""
    when = _dt.datetime.now().astimezone()
    text = crash_log_text(exc, when).encode("utf-8")
    name = f"crash-{when:%Y%m%d-%H%M%S}-{os.getpid()}.log"
    for folder in (_logs_dir(), Path(tempfile.gettempdir()) / APP / "logs"):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / name
            _write_new(path, text)
        except OSError:
            continue
        _prune(folder)
        return path
    return None


def _open_unlinked(path: Path, exclusive: bool) -> int:
    """Open ``path`` for writing, never through a symbolic link — neither the file nor its
    folder — so a link planted in ``logs/`` cannot aim a report at a file elsewhere."""
    if path.parent.is_symlink():
        raise OSError(f"{path.parent} is a symbolic link: not written through")
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    flags |= os.O_EXCL if exclusive else os.O_TRUNC
    if path.is_symlink():  # Windows has no O_NOFOLLOW: the lstat check has to do
        raise OSError(f"{path} is a symbolic link: not written through")
    return os.open(path, flags, 0o644)


def _write_new(path: Path, data: bytes) -> None:
    with os.fdopen(_open_unlinked(path, exclusive=True), "wb") as out:
        out.write(data)


def _prune(folder: Path) -> None:
    try:
        logs = sorted(folder.glob("crash-*.log"), key=lambda p: p.stat().st_mtime)
        for old in logs[:-KEEP_CRASH_LOGS]:
            old.unlink()
    except OSError:
        pass


def crash_message(log: Path | None) -> list[str]:
    """The player-facing message: 中文 first, then English; no traceback."""
    if log is None:
        return [
            "拱猪出错了，需要关闭。错误报告无法保存。",
            "Gongzhu ran into a problem and has to close. The crash report could not be saved.",
            "运行 gongzhu --debug 可查看详情。 Run gongzhu --debug for details.",
        ]
    return [
        "拱猪出错了，需要关闭。错误报告已保存到：",
        "Gongzhu ran into a problem and has to close. A crash report was saved to:",
        str(log),
        "报告问题时请附上此文件。 Please attach this file when you report the problem.",
    ]


def _stderr() -> TextIO | None:
    # A windowed Windows build has no console: sys.stderr is None there.
    return sys.stderr if sys.stderr is not None else sys.__stderr__


def print_message(lines: Sequence[str]) -> None:
    err = _stderr()
    if err is None:
        return
    for line in lines:
        try:
            print(line, file=err)
        except UnicodeEncodeError:  # a console that cannot show 中文: keep the English
            if line.isascii() or "/" in line or "\\" in line or sum(c.isascii() for c in line) > 20:
                print(line.encode("ascii", "replace").decode(), file=err)
    err.flush()


def show_window(lines: Sequence[str], seconds: float = WINDOW_SECONDS) -> bool:
    """Show the message in a small pygame window until a key, click or close.

    False when no window can be shown (no display, the dummy driver, pygame broken).
    """
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in ("dummy", "offscreen"):
        return False
    try:
        import pygame

        from game.ui import fonts

        pygame.display.quit()  # whatever state the crashed game left the display in
        pygame.display.init()
        if pygame.display.get_driver().lower() in ("dummy", "offscreen"):
            pygame.display.quit()
            return False  # SDL found no screen: a window there would hold the game open unseen
        pygame.font.init()
        body = pygame.font.Font(_font_stream(fonts), 18)
        rendered = [
            body.render(fonts.drawable(line) or " ", True, (236, 232, 220)) for line in lines
        ]
        hint = body.render("按任意键关闭 · Press any key to close", True, (200, 180, 110))
        width = min(1400, max(520, max(r.get_width() for r in rendered + [hint]) + 48))
        height = 32 + sum(r.get_height() + 8 for r in rendered) + hint.get_height() + 40
        screen = pygame.display.set_mode((width, height))
        pygame.display.set_caption("拱猪 — 出错了 / Gongzhu — error")
        screen.fill((24, 64, 40))
        y = 24
        for r in rendered:
            screen.blit(r, (24, y))
            y += r.get_height() + 8
        screen.blit(hint, (24, y + 16))
        pygame.display.flip()
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            event = pygame.event.wait(250)
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                break
        pygame.quit()
        return True
    except Exception:  # noqa: BLE001 — no window possible: the stderr message stands
        return False


def _font_stream(fonts: Any) -> Any:
    import io

    return io.BytesIO(fonts.font_bytes(False))


def report_crash(exc: BaseException, *, window: bool = True) -> Path | None:
    """Log ``exc`` and tell the player where the log is (stderr always; a window if possible)."""
    log = write_crash_log(exc)
    lines = crash_message(log)
    print_message(lines)
    if window:
        show_window(lines)
    return log


def guarded(body: Callable[[], int], *, debug: bool = False, window: bool = True) -> int:
    """Run ``body``; a crash becomes a log and a short message (exit status 1).

    With ``debug`` the traceback is printed as Python would, and the status is still 1.
    Ctrl+C ends quietly with 130; ``SystemExit`` passes through.
    """
    try:
        return int(body() or 0)
    except KeyboardInterrupt:
        return 130
    except SystemExit:
        raise
    except BaseException as exc:  # noqa: BLE001 — every other failure is a crash to report
        if debug:
            traceback.print_exception(type(exc), exc, exc.__traceback__, file=_stderr())
            return 1
        report_crash(exc, window=window)
        return 1


# ---------------------------------------------------------------- the game, guarded

NO_DISPLAY = "无法打开游戏窗口：没有可用的显示器。 Could not open the game window: no display is available ({detail})."


class SimulatedCrash(RuntimeError):
    """Raised by ``--simulate-crash`` so CI can check the crash path of a packaged build."""


def run_game(options: PlayOptions) -> int:
    """The ``gongzhu`` window path (``game.cli`` parsed the command line): the build checks
    and the crash report here, the game itself in game.main."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    debug = options.debug or os.environ.get("GONGZHU_DEBUG", "") not in ("", "0")
    if options.smoke:
        return guarded(smoke, debug=True)
    if os.environ.get(FIRST_FRAME_ENV):
        return guarded(first_frame, debug=True)
    if options.simulate_crash:

        def simulated() -> int:
            raise SimulatedCrash("--simulate-crash: a deliberate crash to test the report")

        return guarded(simulated, debug=debug)

    def play() -> int:
        from game.main import run
        from game.ui.app import NoDisplayError

        try:
            return int(run(options) or 0)
        except NoDisplayError as exc:  # said plainly; no crash report for a missing screen
            print_message([NO_DISPLAY.format(detail=exc)])
            return 1

    with fault_log():
        return guarded(play, debug=debug)


@contextmanager
def fault_log() -> Iterator[Path | None]:
    """Python's ``faulthandler`` on, into ``logs/fault-<pid>.log``, for the block.

    A crash inside SDL's C code (a segfault, an abort) kills the process before any
    Python handler runs; faulthandler still writes every thread's Python stack. The file
    is removed when the game ends normally with it empty. A faulthandler someone else
    turned on (``python -X faulthandler``, pytest) is left as it is.
    """
    if faulthandler.is_enabled():
        yield None
        return
    path: Path | None = None
    stream = None
    try:
        folder = _logs_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"fault-{os.getpid()}.log"
        stream = os.fdopen(_open_unlinked(path, exclusive=False), "w", encoding="utf-8")
        faulthandler.enable(stream, all_threads=True)
    except OSError:
        path = None  # no folder takes it: a C crash then leaves no Python stack, but plays on
    try:
        yield path
    finally:
        if stream is not None:
            faulthandler.disable()
            stream.close()
            if path is not None:
                try:
                    if path.stat().st_size == 0:
                        path.unlink()
                except OSError:
                    pass


# ---------------------------------------------------------------- build checks


def _title_app() -> Any:
    """An App on the title scene that never writes settings (smoke and timing)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.main import wired
    from game.scenes.title import TitleScene
    from game.ui import settings_store
    from game.ui.app import App
    from game.ui.scene import Push

    app = App(settings_store.load(), wired(), persist=False)
    app.stack.apply(Push(TitleScene()))
    return app


def first_frame() -> int:
    """Draw the first title frame, print ``first-frame <time.time()>``, exit 0."""
    app = _title_app()
    app.step(0)
    print(f"first-frame {time.time():.6f}", flush=True)
    import pygame

    pygame.quit()
    return 0


def _child_check() -> dict[str, Any]:
    """Runs in a spawned worker: the engine works there and plays one random hand."""
    import random

    from engine.gongzhu.hand import HAND_OVER, deal, random_playout
    from engine.gongzhu.rules import RuleSet

    final = random_playout(deal(RuleSet(), 7, 0), random.Random(7))
    return {"pid": os.getpid(), "over": final.phase == HAND_OVER, "numpy": "numpy" in sys.modules}


def smoke(frames: int = SMOKE_FRAMES) -> int:
    """Headless self-check of a build: title frames, assets, worker process, no numpy."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    started = time.perf_counter()
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    import pygame

    from game.ui.app import App

    checks: list[tuple[str, bool, str]] = []
    pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
    child = pool.submit(_child_check)
    app: App = _title_app()
    for _ in range(frames):
        app.step(1 / 60)
    surface = pygame.display.get_surface()
    assert surface is not None, "no window surface"
    w, h = surface.get_size()
    colours = {
        tuple(surface.get_at((x * w // 8, y * h // 8))) for x in range(1, 8) for y in range(1, 8)
    }
    checks.append(("title drawn", len(colours) > 3, f"{len(colours)} colours sampled"))
    caption = pygame.display.get_caption()[0]
    checks.append(("window title", caption == "拱猪", caption))
    root = asset_root()
    inside = str(root.resolve()).startswith(str(Path(getattr(sys, "_MEIPASS", root)).resolve()))
    checks.append(("assets in bundle", inside and (root / "fonts").is_dir(), str(root)))
    result = child.result(timeout=120)
    pool.shutdown()
    checks.append(
        ("worker process", result["over"] and result["pid"] != os.getpid(), f"pid {result['pid']}")
    )
    checks.append(("no numpy", "numpy" not in sys.modules and not result["numpy"], ""))
    from game.session.table_arena import expert_through_worker

    checks.append(("expert with an exposure, through the worker", *expert_through_worker()))
    # pygame.mixer loads only with every codec library SDL2_mixer is linked to (gongzhu.spec).
    checks.append(("sound", app.ctx.sound.available, "the mixer opened and the sounds were made"))
    pygame.quit()
    ok = all(passed for _, passed, _ in checks)
    for name, passed, detail in checks:
        print(f"smoke: {'ok  ' if passed else 'FAIL'} {name} {detail}".rstrip())
    print(
        f"smoke: {'passed' if ok else 'FAILED'} ({bundle_kind()}, {app_version()}, "
        f"{frames} frames, {time.perf_counter() - started:.2f} s)",
        flush=True,
    )
    return 0 if ok else 1
