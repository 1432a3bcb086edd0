"""Drawing the cards before they are needed, a few per frame: the first time a face is shown
at a size it is rendered (supersampled, scaled, finished), tens of milliseconds for a whole
hand at once; rendered ahead in slices of a few milliseconds, no frame pays for many."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable

Job = Callable[[], object]


class Warmer:
    """A queue of rendering jobs run within a small budget each frame."""

    def __init__(self) -> None:
        self.jobs: deque[Job] = deque()

    def queue(self, jobs: Iterable[Job]) -> None:
        """Replace what is waiting (a new window size makes the old sizes useless)."""
        self.jobs = deque(jobs)

    @property
    def busy(self) -> bool:
        return bool(self.jobs)

    def run(self, budget_s: float = 0.003) -> None:
        """Run jobs until the budget is spent (at least one, so the queue always drains)."""
        start = time.perf_counter()
        while self.jobs:
            self.jobs.popleft()()
            if time.perf_counter() - start >= budget_s:
                return
