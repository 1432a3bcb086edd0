"""Computer players think in another process, so the frame loop never waits for them.

A search is pure Python: in a thread it would hold the GIL and stall frames.
A single worker process (spawned once, reused) takes ``(view, level, budget,
seed)`` and returns the engine's decision. The quick levels (easy, normal)
answer in milliseconds and run in-process to save the round trip. The worker
runs at a lower priority: where the cores are busy, the frame loop goes first.
Both games ask the same way: a 拱猪 view (``engine.gongzhu.view.SeatView``) is answered by
``engine.gongzhu.ai``, a 升级 view (``engine.shengji.ShengjiView``) by ``engine.shengji.ai``.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Future, InvalidStateError, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

from engine.gongzhu.view import SeatView
from engine.shengji.view import ShengjiView

log = logging.getLogger(__name__)

QUICK_LEVELS = ("easy", "normal")
BUDGETS = {"easy": 0.0, "normal": 0.0, "hard": 0.2, "expert": 1.0}
FALLBACK_LEVEL = "normal"  # what plays when even the in-process retry fails: answers in ms
RETHINK_FLOOR_S = 0.1  # a retry after a timeout still gets this long to think


@dataclass(frozen=True)
class Choice:
    """What a computer player (or the hint) decided, with its reason in both languages.

    ``action`` is 拱猪's action number, or a 升级 action value (``engine.shengji.state``:
    ``Declare``, ``Play`` …; its players give no reasons, so they are empty).
    ``simplified``: the level asked for could not answer (its worker and the retry both
    failed), so the simpler fallback player decided; the table tells the player once.
    """

    action: Any
    reason_en: str
    reason_zh: str
    simplified: bool = False
    worlds: int = 0  # the deals a search saw (0: no search)


@dataclass
class Trouble:
    """What went wrong on the way to the computer players: counted, and logged as it happens."""

    failed: int = 0  # worker requests that raised, died or never answered
    rethought: int = 0  # of those, answered again in this process at the level asked for
    simplified: int = 0  # decisions the fallback player made instead of the level asked for
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def count(self, what: str) -> None:
        with self._lock:
            setattr(self, what, getattr(self, what) + 1)


CAMPAIGN_PREFIX = "campaign:"  # "campaign:<personality>": a 闯关 opponent (engine.gongzhu.campaign)


def base_level(level: str) -> str:
    """The engine.gongzhu.ai level a computer level thinks at (a campaign personality builds on one)."""
    if not level.startswith(CAMPAIGN_PREFIX):
        return level
    from engine.gongzhu.campaign import base_level as campaign_base

    return campaign_base(level)


Question = SeatView | ShengjiView  # a seat's view of 拱猪 or of 升级


def decide(
    view: Question, level: str, budget_s: float, seed: int, max_worlds: int | None = None
) -> Choice:
    """Ask the engine's computer player (runs in the worker process or inline).

    ``max_worlds`` caps the search, so the same question gets the same answer wherever it
    is asked (the end-to-end arena compares the worker's answers with this process's).
    """
    if isinstance(view, ShengjiView):
        from engine.shengji.ai import decide as shengji_decide

        return Choice(shengji_decide(view, level, budget_s, seed, max_worlds), "", "")
    if level.startswith(CAMPAIGN_PREFIX):
        from engine.gongzhu.campaign import choose
    else:
        from engine.gongzhu.ai import choose  # imported lazily: the worker imports it once

    d: Any = choose(view, level, budget_s, seed, max_worlds=max_worlds)
    return Choice(d.action, d.reason_en, d.reason_zh, worlds=d.worlds)


class _Done:
    """A finished future for decisions made in-process."""

    def __init__(self, value: Any, error: BaseException | None = None) -> None:
        self._value, self._error = value, error

    def done(self) -> bool:
        return True

    def result(self, timeout: float | None = None) -> Any:
        if self._error is not None:
            raise self._error
        assert self._value is not None
        return self._value


def _in_thread(out: Future[Any], fn: Callable[..., Any], *args: Any) -> None:
    """Run ``fn`` in a daemon thread, its outcome into ``out``: never on the frame thread."""

    def run() -> None:
        try:
            value = fn(*args)
        except BaseException as exc:  # noqa: BLE001 — surfaced by result()
            _settle(out, exc)
            return
        _settle(out, value)

    threading.Thread(target=run, name="ai-rethink", daemon=True).start()


def _settle(out: Future[Any], value: Any) -> None:
    """Give ``out`` its outcome unless it already has one (cancelled when the game closed)."""
    try:
        if isinstance(value, BaseException):
            out.set_exception(value)
        else:
            out.set_result(value)
    except InvalidStateError:
        pass


class Thought(Future[Choice]):
    """A computer decision on its way from the worker process; re-thought here if it fails.

    A worker that raises, dies or (:meth:`give_up`) never answers is not the end of the
    decision: the same level thinks again in a thread of this process with what is left
    of the budget. Only if that fails too does the fallback player decide, marked
    ``simplified``. Every failure is logged with its traceback and counted.
    """

    def __init__(
        self,
        worker: AIWorker,
        question: tuple[Question, str, int, float],
        primary: Future[Choice] | None,
        failed: bool = False,
    ) -> None:
        super().__init__()
        self._worker = worker
        self._question = question
        self._started = time.monotonic()
        self._rethinking = False
        self._guard = threading.Lock()
        self._stops = worker.stops  # the game closing the worker ends this question too
        if primary is None:  # no worker process to be had (``failed``: it just broke): think here
            self._rethink(counted=failed)
        else:
            primary.add_done_callback(self._answered)

    def _answered(self, primary: Future[Choice]) -> None:
        if self._worker.stops != self._stops:
            self.cancel()  # the game closed the worker (window closed, game left): no answer due
            return
        if primary.cancelled():
            self._failed("the worker was stopped before it answered", None)
            return
        exc = primary.exception()
        if exc is None:
            with self._guard:
                if not self._rethinking:
                    _settle(self, primary.result())
            return
        self._failed("the worker failed", exc)

    def give_up(self) -> None:
        """The worker has not answered in time: stop it and think again here."""
        self._failed("the worker did not answer in time", None, restart=True)

    def _failed(self, what: str, exc: BaseException | None, restart: bool = False) -> None:
        with self._guard:
            if self._rethinking or self.done():
                return
            self._rethinking = True
        view, level, seed, _ = self._question
        log.error(
            "%s (seat %d, level %s, seed %d): thinking again in the game's process",
            what,
            view.seat,
            level,
            seed,
            exc_info=exc,
        )
        self._worker.trouble.count("failed")
        if restart or isinstance(exc, BrokenProcessPool):
            self._worker.restart()  # a hung or broken pool is of no more use: the next asks anew
        self._rethink(counted=True)

    def _rethink(self, counted: bool = False) -> None:
        self._rethinking = True
        view, level, seed, budget = self._question
        left = max(RETHINK_FLOOR_S, budget - (time.monotonic() - self._started))
        max_worlds = self._worker.max_worlds
        trouble = self._worker.trouble

        def think() -> Choice:
            try:
                choice = decide(view, level, left, seed, max_worlds)
            except Exception:
                log.exception(
                    "level %s could not decide in the game's process either (seat %d, seed %d):"
                    " the %s player decides",
                    level,
                    view.seat,
                    seed,
                    FALLBACK_LEVEL,
                )
                trouble.count("simplified")
                fallback = decide(view, FALLBACK_LEVEL, 0.0, seed)
                return Choice(fallback.action, fallback.reason_en, fallback.reason_zh, True)
            if counted:
                trouble.count("rethought")
            return choice

        _in_thread(self, think)


class AIWorker:
    """Runs computer decisions off the frame loop; ``request`` returns a future to poll.

    ``max_worlds`` and ``budgets`` fix the search (tools and tests that compare answers);
    ``trouble`` counts what went wrong on the way.
    """

    def __init__(
        self,
        use_process: bool = True,
        max_worlds: int | None = None,
        budgets: dict[str, float] | None = None,
    ) -> None:
        self._use_process = use_process
        self._spawn_failed = False  # asked for a process and none could start: threads instead
        self.max_worlds = max_worlds
        self.budgets = dict(BUDGETS if budgets is None else budgets)
        self.trouble = Trouble()
        self.stops = 0  # how many times the game closed this worker (see Thought)
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()  # a background warm-up and the frame loop may both start it
        self._warmed = False

    def _executor(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                ctx = multiprocessing.get_context("spawn")
                self._pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=ctx, initializer=_yield_to_frames
                )
            return self._pool

    def warm_up(self, levels: Iterable[str] | None = None, background: bool = False) -> None:
        """Start the worker early (while the title or the deal shows) so the first move is not late.

        With ``levels`` (the computer players' levels) nothing starts when none needs the
        process; ``background`` spawns it from a short-lived thread, so no frame pays the
        ~10 ms a spawn and the first hand-over to the pool cost. Once per worker.
        """
        if self._warmed:
            return
        levels = list(levels) if levels is not None else None
        if levels is not None:
            levels = [base_level(level) for level in levels]
        quick_here = (
            levels is None
            or not self._use_process
            or any(level in QUICK_LEVELS for level in levels)
        )
        spawn = self._use_process and (
            levels is None or any(level not in QUICK_LEVELS for level in levels)
        )
        if not spawn and not (background and quick_here):
            return
        self._warmed = True

        def start() -> None:
            if quick_here and background:
                import engine.gongzhu.ai  # noqa: F401  (quick levels think in this process: load the AI now, not at its first move)
            if not spawn or not self._warmed:  # nothing to start, or closed before the thread ran
                return
            try:
                self._executor().submit(_ping)
            except (BrokenProcessPool, RuntimeError, OSError):
                pass  # request() restarts it, or thinks in a thread

        if background:
            threading.Thread(target=start, name="ai-warm-up", daemon=True).start()
        else:
            start()

    def runs_inline(self, level: str) -> bool:
        """Whether a question for ``level`` is answered in this process, in the caller's frame."""
        return base_level(level) in QUICK_LEVELS or not self._use_process

    def request(
        self, view: Question, level: str, seed: int, budget_s: float | None = None
    ) -> Future[Choice] | _Done:
        budget = self.budgets.get(base_level(level), 0.5) if budget_s is None else budget_s
        if self.runs_inline(level):
            try:
                return _Done(decide(view, level, budget, seed, self.max_worlds))
            except Exception as exc:  # noqa: BLE001 — surfaced by result(), like a process future
                return _Done(None, exc)
        question = (view, level, seed, budget)
        pool = self._pool_or_none()
        if pool is None:
            return Thought(self, question, None)
        try:
            primary = pool.submit(decide, view, level, budget, seed, self.max_worlds)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            log.error("the worker process could not take a question: thinking here", exc_info=exc)
            self.trouble.count("failed")
            self.restart()
            return Thought(self, question, None, failed=True)
        return Thought(self, question, primary)

    def _pool_or_none(self) -> ProcessPoolExecutor | None:
        """The worker process, started again if it died; None once it cannot be started."""
        if self._spawn_failed:
            return None
        try:
            return self._executor()
        except (RuntimeError, OSError) as exc:
            log.error(
                "no worker process could start: the computer players think in threads", exc_info=exc
            )
            self._spawn_failed = True
            return None

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run a longer engine job (the post-hand review, the exposure advisor) off the frame loop.

        In the worker process when there is one (``fn`` and ``args`` must pickle); if the
        worker fails on it, once more in a daemon thread (logged and counted) — never on
        the frame thread.
        """
        out: Future[Any] = Future()
        pool = self._pool_or_none() if self._use_process else None
        if pool is None:
            _in_thread(out, fn, *args)
            return out
        try:
            job = pool.submit(fn, *args)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            log.error("the worker process could not take a job: running it here", exc_info=exc)
            self.trouble.count("failed")
            self.restart()
            _in_thread(out, fn, *args)
            return out

        stops = self.stops

        def finished(job: Future[Any]) -> None:
            if job.cancelled() or self.stops != stops:
                out.cancel()
                return
            exc = job.exception()
            if exc is None:
                out.set_result(job.result())
                return
            log.error("the worker failed on %s: running it here", _name(fn), exc_info=exc)
            self.trouble.count("failed")
            if isinstance(exc, BrokenProcessPool):
                self.restart()
            _in_thread(out, fn, *args)

        job.add_done_callback(finished)
        return out

    def close(self) -> None:
        """Stop the worker now, even mid-search: a window closed during a review or a
        computer's thought must not leave the process waiting seconds for an answer.
        Questions still on their way are cancelled, not thought again."""
        self.stops += 1
        self.restart()

    def restart(self) -> None:
        """Stop the worker process; the next question starts a fresh one."""
        with self._lock:
            pool, self._pool = self._pool, None
            self._warmed = False
        if pool is None:
            return
        # No public way to stop a busy worker before Python 3.14 (terminate_workers).
        workers = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in workers:
            if process.is_alive():
                process.terminate()


def _name(fn: Callable[..., Any]) -> str:
    """A job's name for the log (a ``functools.partial`` by the function it wraps)."""
    name = getattr(fn, "__name__", None) or getattr(getattr(fn, "func", None), "__name__", None)
    return str(name or repr(fn))


WORKER_NICENESS = 5


def _yield_to_frames() -> None:
    """In the worker: a lower priority, so a search never takes a busy core from the frame loop."""
    try:
        os.nice(WORKER_NICENESS)
    except (AttributeError, OSError):
        pass  # no nice() (Windows): the search keeps the normal priority


def _ping() -> bool:
    import engine.gongzhu.ai  # pays the import cost before the first real question, for both games
    import engine.shengji.ai  # noqa: F401

    return True
