"""The window, the frame loop and the services scenes share.

A frame is three calls (after ppb/pygame_gui): handle events, update with dt, draw.
The game is laid out on a logical 1280×720 canvas; the window shows it at 16:9, never
stretched, the felt filling any bars. A window narrower than 5:4 gets an upright canvas
instead (:func:`game.ui.canvas.fit`) for the screens that lay out on one (``upright``);
the others keep the 16:9 frame inside it. Scenes draw straight into the window at the real
output scale (see :mod:`game.ui.canvas`), so text and cards are crisp at any size.
Mouse events reach scenes with ``pos`` in their canvas's logical coordinates (read from
``event.pos``, so synthetic test events work like real ones). The window is never smaller
than :data:`MIN_WINDOW`: a resize below it is held there.

While nothing moves (every running scene's ``still_for`` is above zero, no toast shows, no
input came) the loop draws nothing and sleeps until input comes or
the picture is due to change: a still title costs next to no CPU.

Global keys: F11 or Alt+Enter toggle fullscreen. Closing the window quits at once, and so
does a request to close from outside (SIGTERM or SIGHUP: a log-out, ``kill``, a session
manager): the same way out, so the game and the settings are saved.

A video driver that shows nothing (SDL's ``offscreen``, or ``dummy``) is taken for "no
display" unless ``SDL_VIDEODRIVER`` asked for it (the tests and the headless tools do): a
game nobody can see must not run on, holding the data folder.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import os
import signal
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.texts import i18n
from game.ui import fonts, settings_store
from game.ui.canvas import (
    LOGICAL_H,
    LOGICAL_W,
    TEXT_CACHE,
    Canvas,
    Frame,
    fit,
    letterbox,
    to_logical,
)
from game.ui.scene import Clear, Place, Pop, Push, Quit, Replace, Request, Scene, SceneStack
from game.ui.sound import Sound, native_stderr_silenced, start_pygame
from game.ui.toasts import Toasts
from saves.errors import SaveError
from saves.settings import Settings

log = logging.getLogger(__name__)

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
# The smallest window: 700 wide is a tall window on a third of a 1920 screen, 600 high a
# netbook's 1024×600; every screen is then drawn at two thirds of its size or more (its
# text never under 14 px), upright or at 16:9, whichever is larger (game.ui.canvas.fit).
MIN_WINDOW = (700, 600)
FONTS_AHEAD_S = 0.004  # of a frame's spare time, spent opening the fonts the next screens need
FRAME_RATE = 60  # frames a second while anything moves
IDLE_WAIT_S = 0.1  # a still screen's longest sleep: the chores (tick) and a close still run
IDLE_SLICE_S = 0.01  # how often a sleeping loop looks for input


@dataclass
class Hooks:
    """How a game is wired into the app; the toolkit itself knows no game.

    ``has_saved_game`` decides whether the title shows "continue"; ``new_game`` and
    ``continue_game`` are given the context and normally ``ctx.request(...)`` a scene.
    ``screen(place)`` builds the scene for a request whose target is not a scene but a
    place named by a layer that imports no scene; ``icon()`` draws the window icon.
    """

    has_saved_game: Callable[[], bool] = lambda: False
    new_game: Callable[[Context], None] | None = None
    continue_game: Callable[[Context], None] | None = None
    screen: Callable[[Place], Scene] | None = None
    icon: Callable[[], pygame.Surface] | None = None
    tick: Callable[[float], None] | None = None  # each frame, after the scenes: chores outside them


@dataclass
class Context:
    """Shared services handed to every scene on ``enter`` (no globals in constructors)."""

    app: App
    sound: Sound
    hooks: Hooks
    toasts: Toasts
    requests: list[Request] = field(default_factory=list)

    @property
    def settings(self) -> Settings:
        return self.app.settings

    def request(self, request: Request) -> None:
        """Ask for a scene change; it happens between frames (a place's scene is built now)."""
        if isinstance(request, (Push, Replace, Clear)) and not isinstance(request.scene, Scene):
            request = dataclasses.replace(request, scene=self.scene_for(request.scene))
        self.requests.append(request)

    def push(self, scene: Scene | Place) -> None:
        self.request(Push(scene))

    def pop(self) -> None:
        self.request(Pop())

    def replace(self, scene: Scene | Place) -> None:
        self.request(Replace(scene))

    def clear(self, scene: Scene | Place) -> None:
        self.request(Clear(scene))

    def scene_for(self, target: Scene | Place) -> Scene:
        """``target`` itself, or the scene the hooks build for a place."""
        if isinstance(target, Scene):
            return target
        if self.hooks.screen is None:
            raise LookupError(
                f"no screen for {target!r}: the app was made without the game's hooks"
            )
        return self.hooks.screen(target)

    def quit(self) -> None:
        self.request(Quit())

    def change_settings(self, **changes: object) -> None:
        """Apply and persist a settings change (language, window, sound take effect now)."""
        self.app.apply_settings(dataclasses.replace(self.app.settings, **changes))  # type: ignore[arg-type]

    def toast(self, text: str, seconds: float = 2.5) -> None:
        """Show a short message at the top centre over every scene."""
        self.toasts.show(text, seconds)

    def toggle_fullscreen(self) -> None:
        self.change_settings(fullscreen=not self.app.settings.fullscreen)


class NoDisplayError(RuntimeError):
    """No display could be opened (no screen, no X server, a broken driver): not a crash."""


INVISIBLE_DRIVERS = ("offscreen", "dummy")  # SDL video drivers whose windows nobody sees


def asked_drivers() -> list[str]:
    """The video drivers ``SDL_VIDEODRIVER`` names (it may be a comma-separated list)."""
    value = os.environ.get("SDL_VIDEODRIVER", "")
    return [name.strip().lower() for name in value.split(",") if name.strip()]


def shows_nothing(driver: str) -> bool:
    """True for a driver that shows no window and that nobody asked for by name."""
    name = driver.lower()
    return name in INVISIBLE_DRIVERS and name not in asked_drivers()


def check_display() -> str:
    """Start pygame's display; its driver's name, or :class:`NoDisplayError`.

    SDL 2.32 with no ``DISPLAY`` nor ``WAYLAND_DISPLAY`` falls back to its ``offscreen``
    driver, where ``set_mode`` succeeds and the game would run with no window at all.
    """
    try:
        with native_stderr_silenced():  # SDL's probes print "XDG_RUNTIME_DIR is invalid" …
            pygame.display.init()
        driver = pygame.display.get_driver()
    except pygame.error as exc:
        raise NoDisplayError(str(exc)) from None
    if shows_nothing(driver):
        pygame.display.quit()
        log.info("SDL chose its %s video driver: no display to show the game", driver)
        raise NoDisplayError(f"SDL found no screen and chose its {driver} driver")
    return driver


class CloseSignals:
    """SIGTERM and SIGHUP become a close of the window, taken by the next frame.

    Python's default for both ends the process at once: no save on quit, no settings
    saved. The handler only sets a flag (and posts a QUIT, which wakes an idle wait);
    the loop does the closing, between frames, as if the window's close box was used.
    """

    requested = False

    @classmethod
    def handle(cls, signum: int, _frame: object) -> None:
        cls.requested = True
        log.info("signal %s: closing the game", signum)
        try:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        except pygame.error:
            pass  # pygame not started yet (or already stopped): the flag is enough

    @classmethod
    @contextmanager
    def installed(cls) -> Iterator[None]:
        """Within this block the signals close the game; the old handlers come back after."""
        names = [n for n in ("SIGTERM", "SIGHUP") if hasattr(signal, n)]
        old: dict[int, object] = {}
        if threading.current_thread() is threading.main_thread():
            for name in names:
                number = getattr(signal, name)
                old[number] = signal.signal(number, cls.handle)
        cls.requested = False
        try:
            yield
        finally:
            for number, handler in old.items():
                signal.signal(number, handler)  # type: ignore[arg-type]


APP_ID = "org.gongzhu.game"  # the Linux .desktop file's name (build/linux/) and the window's class


def desktop_identity() -> None:
    """Before the window opens: the names a desktop knows the game by. On Linux the window's
    class (X11) and app id (Wayland) are the .desktop file's name, so the dock shows its icon
    and groups the window under it; on Windows the process is DPI-aware (per monitor), as the
    built executable's manifest says, so its window is in real pixels, drawn sharp, never a
    bitmap stretched by Windows. macOS would need SDL's high-DPI window flag, which
    ``pygame.display.set_mode`` does not request (only ``pygame.Window(allow_high_dpi=...)``
    does): there the window is in points and macOS scales it. Anything set already wins."""
    for name in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_ID"):
        os.environ.setdefault(name, APP_ID)
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


def window_surface() -> pygame.Surface:
    """The open window's surface (pygame answers None only before a window is set)."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise pygame.error("no window is open")
    return surface


class App:
    """Owns the window, the scene stack and the loop. ``step`` runs one frame (tests)."""

    def __init__(
        self,
        settings: Settings | None = None,
        hooks: Hooks | None = None,
        *,
        persist: bool = True,
        stored: Settings | None = None,
    ) -> None:
        """``stored``: the settings as saved, when ``settings`` differ for this run only
        (``--lang en``, ``--fullscreen``): those fields are saved as they were stored, unless
        the player changes them during the run."""
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        desktop_identity()
        fonts_alive = (
            pygame.font.get_init()
        )  # fonts opened under an earlier App live while pygame's do
        start_pygame()
        if not fonts_alive:
            fonts.reset()
        TEXT_CACHE.clear()
        self.persist = persist
        self.settings = settings if settings is not None else settings_store.load()
        self.one_off: dict[str, object] = {
            f.name: getattr(stored, f.name)
            for f in dataclasses.fields(Settings)
            if stored is not None and getattr(stored, f.name) != getattr(self.settings, f.name)
        }
        i18n.set_language(self.settings.language)
        self.sound = Sound(self.settings.volume, self.settings.sound)
        self.driver = check_display()
        self.screen = self._open_window()
        pygame.display.set_caption(i18n.tr_in("zh", "app.title"))
        hooks = hooks or Hooks()
        self._set_icon(hooks)
        self.toasts = Toasts()
        self.ctx = Context(self, self.sound, hooks, self.toasts)
        self.stack = SceneStack(self.ctx)
        self.clock = pygame.time.Clock()
        self.frames_drawn = 0
        self.idle = True  # the loop may sleep on still screens (the autoplayed game: never)
        self._redraw_at = 0.0  # monotonic time a still picture is due to change
        self._viewport_changed()
        i18n.on_language_change(lambda _lang: self.stack.relayout_all())
        for warning in settings_store.warnings:
            self.toasts.show(warning, 5.0)

    # -- window ---------------------------------------------------------------
    def _open_window(self, size: tuple[int, int] | None = None) -> pygame.Surface:
        s = self.settings
        size = held(size or (s.window_width, s.window_height))
        try:
            if s.fullscreen:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error as exc:
            if pygame.display.get_init() and pygame.display.get_driver():
                raise  # a display exists but refused this window: a real crash to report
            raise NoDisplayError(str(exc)) from None
        hold_at_least(MIN_WINDOW)
        return surface

    def _set_icon(self, hooks: Hooks) -> None:
        if hooks.icon is None:
            return
        try:
            pygame.display.set_icon(hooks.icon())
        except pygame.error:
            pass

    def _viewport_changed(self) -> None:
        """Recompute the canvases after any window change and ask scenes to relayout: the
        window's own (upright in a tall window) and the 16:9 frame for the screens that
        have no upright layout (the same canvas at 16:9 and in any window 5:4 or wider)."""
        self.screen = window_surface()
        size = self.screen.get_size()
        self.frame: Frame = fit(size)
        self.scale, self.viewport = self.frame.scale, self.frame.viewport
        self.canvas = self._canvas(self.scale, self.viewport, self.frame.size)
        self.frame_canvas = self.canvas
        if self.frame.upright:
            scale, viewport = letterbox(size)
            self.frame_canvas = self._canvas(scale, viewport, (LOGICAL_W, LOGICAL_H))
        fonts.prepare(
            c.font_px(px)
            for c in {id(c): c for c in (self.canvas, self.frame_canvas)}.values()
            for px in fonts.SIZES
        )
        self.stack.relayout_all() if hasattr(self, "stack") else None
        self.screen.fill((0, 0, 0))

    def _canvas(self, scale: float, viewport: pygame.Rect, size: tuple[float, float]) -> Canvas:
        return Canvas(self.screen.subsurface(viewport), scale, size=size, backdrop=self.screen)

    def canvas_for(self, scene: Scene) -> Canvas:
        """The canvas ``scene`` lays out and draws on: the window's, or the 16:9 frame for a
        screen with no upright layout in a tall window."""
        return self.canvas if scene.upright else self.frame_canvas

    def apply_settings(self, new: Settings) -> None:
        """Make ``new`` the settings: switch language, window mode and sound, then save."""
        old, self.settings = self.settings, new
        if new.language != old.language:
            i18n.set_language(new.language)
        window_changed = new.fullscreen != old.fullscreen or (
            not new.fullscreen
            and (new.window_width, new.window_height) != (old.window_width, old.window_height)
        )
        if window_changed:
            self.screen = self._open_window()
            self._viewport_changed()
        self.sound.configure(volume=new.volume, enabled=new.sound)
        for name in [n for n in self.one_off if getattr(new, n) != getattr(old, n)]:
            del self.one_off[name]  # the player chose it now: no longer this run's only
        if new != old and self.persist:
            refused = self.save_settings(new)
            if refused is not None:  # in use until the game closes, but not kept
                self.toasts.show(refused.message(new.language), 6.0)

    def save_settings(self, settings: Settings) -> SaveError | None:
        """Write ``settings``, but the fields set for this run only as they were stored."""
        return settings_store.save(dataclasses.replace(settings, **self.one_off))  # type: ignore[arg-type]

    # -- loop -----------------------------------------------------------------
    def run(self, first: Scene) -> None:
        """Show ``first`` and run until the stack empties or the window closes."""
        self.stack.apply(Push(first))
        try:
            self.loop()
        finally:
            while self.stack.scenes:
                self.stack.scenes.pop().exit()
            if self.persist:
                self.save_settings(self.settings)
            pygame.quit()

    def loop(self, seconds: float | None = None) -> None:
        """Run frames until the stack empties or the window closes (or for ``seconds`` of
        wall time: build/bench_idle.py measures a screen's cost with it)."""
        end = math.inf if seconds is None else time.monotonic() + seconds
        while not self.stack.quit and time.monotonic() < end:
            dt = self.clock.tick(FRAME_RATE) / 1000.0
            drawn = self.step(min(dt, 0.1), lazy=self.idle)
            if not drawn and self.idle and not self.stack.quit:
                self._sleep(min(self._redraw_at, end) - time.monotonic())

    def _sleep(self, seconds: float) -> None:
        """Wait until input is queued, at most ``seconds`` (and :data:`IDLE_WAIT_S`)."""
        # Not pygame.event.wait: pygame-ce's wait polls SDL every millisecond (2-3 % of a core
        # measured on X11); slices of sleep with a look at the queue cost a tenth of that, and
        # input waits at most a slice (less than a frame).
        deadline = time.monotonic() + min(seconds, IDLE_WAIT_S)
        while time.monotonic() < deadline and not pygame.event.peek():
            time.sleep(IDLE_SLICE_S)

    def still_for(self) -> float:
        """Seconds the picture stays as it is without input: the soonest change of a
        running scene; 0 while a toast shows (it fades and ages)."""
        if self.toasts.items:
            return 0.0
        running = self.stack.running()
        return min((scene.still_for() for scene in running), default=0.0)

    def step(self, dt: float = 1 / 60, *, lazy: bool = False) -> bool:
        """One frame: events, requests, update, draw, flip; whether it was drawn.

        ``lazy`` (the loop): draw only if input came, a scene changed, or a still picture
        is due to change; the tests' frames are always drawn.
        """
        if CloseSignals.requested:  # asked to close from outside: as the window's close box
            self.stack.quit = True
            return False
        self.stack.layout(self.canvas_for)
        events = pygame.event.get()
        changed = bool(events)
        for event in events:
            self.dispatch(event)
            if self.stack.quit:
                return False
        changed = changed or bool(self.ctx.requests)
        self._apply_requests()
        self.stack.update(dt)
        base = self._base()
        if base is not None:
            self.toasts.belong_to(base)
            if all(
                not s.pauses_below for s in self.stack.scenes[self.stack.scenes.index(base) + 1 :]
            ):
                self.toasts.update(dt)  # news ages only while its screen runs
        if self.ctx.hooks.tick is not None:
            self.ctx.hooks.tick(dt)
        changed = changed or bool(self.ctx.requests)
        self._apply_requests()
        if self.stack.quit:
            return False
        now = time.monotonic()
        # due: a still picture's next change, or something began to move outside input
        # (news told by a chore, a scene's own state) since the last drawn frame
        due = min(self._redraw_at, now + self.still_for())
        if lazy and not changed and now < due:
            fonts.open_some(FONTS_AHEAD_S)
            return False  # the picture on screen is still right
        self.draw()
        fonts.open_some(FONTS_AHEAD_S)
        pygame.display.flip()
        self.frames_drawn += 1
        self._redraw_at = now + self.still_for()
        return True

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window events here, input to the scenes top-first."""
        if event.type == pygame.QUIT:
            self.stack.quit = True
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = window_surface().get_size()
            if size != held(size) and not self.settings.fullscreen:
                # smaller than the least (a window manager that ignores the minimum hint, a
                # test): held at the minimum
                self._open_window(size)
            if size != self.screen.get_size() or event.type == pygame.VIDEORESIZE:
                self._viewport_changed()
                self._remember_window_size()
            return
        if event.type == pygame.KEYDOWN and (
            event.key == pygame.K_F11
            or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)
        ):
            self.ctx.toggle_fullscreen()
            return
        self.stack.layout(self.canvas_for)
        if event.type in MOUSE_EVENTS and hasattr(event, "pos"):
            self.stack.handle(event, self._on_canvas)
        else:
            self.stack.handle(event)
        self._apply_requests()

    def _on_canvas(self, scene: Scene, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event in the logical coordinates of ``scene``'s canvas."""
        canvas = self.canvas_for(scene)
        data = dict(event.dict)
        data["pos"] = to_logical(event.pos, canvas.scale, _viewport(canvas))
        if "rel" in data:
            data["rel"] = (data["rel"][0] / canvas.scale, data["rel"][1] / canvas.scale)
        return pygame.event.Event(event.type, data)

    def _remember_window_size(self) -> None:
        if not self.settings.fullscreen:
            w, h = self.screen.get_size()
            self.settings = dataclasses.replace(self.settings, window_width=w, window_height=h)

    def _apply_requests(self) -> None:
        while self.ctx.requests:
            self.stack.apply(self.ctx.requests.pop(0))

    def draw(self, canvas: Canvas | None = None) -> None:
        """Draw the visible scenes and the toasts (never changes game state); ``canvas`` (a
        test's, recording) stands for the window's own."""
        main = canvas or self.canvas
        frame = main if self.frame_canvas is self.canvas else self.frame_canvas

        def canvas_of(scene: Scene) -> Canvas:
            return main if scene.upright or frame is main else frame

        self._fill_bars()
        self.stack.layout(canvas_of)
        base = self._base()
        for scene in self.stack.visible():
            scene.draw(canvas_of(scene))
            if scene is base:
                # the screen's own news, under an overlay (the pause menu, a question) on it
                self.toasts.draw(canvas_of(scene), toast_strip(base, canvas_of(scene)))

    def _base(self) -> Scene | None:
        """The screen the toasts belong to: the topmost opaque scene (overlays lie over it)."""
        visible = self.stack.visible()
        return visible[0] if visible else None

    def _fill_bars(self) -> None:
        w, h = self.screen.get_size()
        v = self.viewport
        for bar in (
            (0, 0, w, v.top),
            (0, v.bottom, w, h - v.bottom),
            (0, v.top, v.left, v.h),
            (v.right, v.top, w - v.right, v.h),
        ):
            if bar[2] > 0 and bar[3] > 0:
                self.screen.fill((0, 0, 0), bar)

    def window_pos(self, logical: tuple[float, float]) -> tuple[int, int]:
        """The window pixel of a logical point on the top screen's canvas (tests post clicks
        with it)."""
        top = self.stack.top
        canvas = self.canvas_for(top) if top is not None else self.canvas
        x, y = canvas.surface.get_abs_offset()
        return (round(x + logical[0] * canvas.scale), round(y + logical[1] * canvas.scale))


def toast_strip(scene: Scene, canvas: Canvas) -> pygame.FRect:
    """Where ``scene``'s toasts show: its own strip, or the default's place at the bottom
    centre of an upright canvas."""
    area = scene.toast_area
    if canvas.upright and area is Scene.toast_area:
        return pygame.FRect(canvas.w / 2 - area.w / 2, canvas.h - 90, area.w, area.h)
    return area


def _viewport(canvas: Canvas) -> pygame.Rect:
    return pygame.Rect(canvas.surface.get_abs_offset(), canvas.surface.get_size())


def held(size: tuple[int, int]) -> tuple[int, int]:
    """A window size held at :data:`MIN_WINDOW` or more."""
    return (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))


def display_window() -> Any:
    """The display module's window as a pygame-ce ``Window`` (its least size is set on it),
    or None without that API. pygame-ce 2.5's ``from_display_module`` warns that drawing
    should go through the Window too; the game only sets a size on it."""
    make = getattr(pygame, "Window", None)
    if make is None or not hasattr(make, "from_display_module"):
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return make.from_display_module()
    except pygame.error:
        return None


def hold_at_least(size: tuple[int, int]) -> None:
    """Tell the window manager the window's least size, so a drag stops there; without the
    Window API (an older pygame-ce) the resize handler holds the size instead."""
    window = display_window()
    if window is None:
        return
    try:
        window.minimum_size = size
    except (pygame.error, TypeError, ValueError):
        pass


LOGICAL_SIZE = (LOGICAL_W, LOGICAL_H)
