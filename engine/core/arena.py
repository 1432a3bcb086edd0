"""Duplicate deals in worker processes: each game's arena hands over its jobs, this runs them.

Spawned processes, not forked: a fork copies a lock some other thread holds and can hang for
good. The job function must be a module's own (it is pickled by name).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

J = TypeVar("J")
R = TypeVar("R")


def played(job: Callable[[J], R], work: Iterable[J], jobs: int, ordered: bool) -> Iterator[R]:
    """Each job's result as it ends: in ``work``'s order when ``ordered``, else as soon as any
    ends (several jobs); ``jobs`` 1 runs them here, one after another."""
    if jobs <= 1:
        yield from map(job, work)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        if ordered:
            yield from pool.imap(job, work, chunksize=1)
        else:
            yield from pool.imap_unordered(job, work, chunksize=1)
