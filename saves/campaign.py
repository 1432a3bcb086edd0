"""闯关 progress: which stages are won, the stage chosen, the goal, the best results.

One small versioned document (``campaign.json`` in the data folder), rewritten
atomically after every change. The stage being played is remembered too
(``active``: its number, goal and the game's seed), so a campaign game saved by
the ordinary autosave continues as a campaign game after a restart. A damaged
file is moved aside and the ladder starts fresh, with a message in both
languages; the rules of the ladder themselves live in :mod:`engine.gongzhu.campaign`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from engine.gongzhu.campaign import STAGES, Goal

from . import paths
from .atomic import StrPath
from .document import DocumentFormat, JSONObject, load_or_move_aside, save_document
from .errors import SaveError

CAMPAIGN_FORMAT = DocumentFormat(
    "gongzhu-campaign", 1, kind_en="campaign progress file", kind_zh="闯关进度文件"
)
LAST_STAGE = len(STAGES)
MAX_COUNT = 1_000_000


@dataclass(frozen=True, slots=True)
class Best:
    """A stage's best win: the fewest hands it took, and the best game total then."""

    hands: int
    total: int


@dataclass(frozen=True, slots=True)
class Active:
    """The stage being played now (its game is the ordinary saved game with this seed)."""

    stage: int
    goal: str
    seed: int


@dataclass(frozen=True, slots=True)
class Progress:
    """The whole ladder's state for this player."""

    won: tuple[int, ...] = ()  # stages won, ascending
    current: int = 1  # the stage chosen on the ladder
    goal: str = "tops:3"  # the goal chosen (engine.gongzhu.campaign.Goal code)
    active: Active | None = None
    best: dict[int, Best] = field(default_factory=dict)
    played: dict[int, int] = field(default_factory=dict)  # stage games finished, won or lost

    def unlocked(self, stage: int) -> bool:
        """Stage 1 is open; each later stage opens when the one before is won."""
        return stage == 1 or (stage - 1) in self.won

    def complete(self) -> bool:
        return all(s.number in self.won for s in STAGES)

    def starting(self, stage: int, goal: str, seed: int) -> Progress:
        """A stage game begins."""
        return replace(self, current=stage, goal=goal, active=Active(stage, goal, seed))

    def finished(self, stage: int, won: bool, hands: int, total: int) -> Progress:
        """A stage game ended: count it, keep the best win, open the next stage."""
        played = dict(self.played)
        played[stage] = played.get(stage, 0) + 1
        best = dict(self.best)
        won_stages = set(self.won)
        current = stage
        if won:
            won_stages.add(stage)
            old = best.get(stage)
            if old is None or (hands, -total) < (old.hands, -old.total):
                best[stage] = Best(hands, total)
            current = min(stage + 1, LAST_STAGE)
        return replace(
            self,
            won=tuple(sorted(won_stages)),
            current=current,
            active=None,
            best=best,
            played=played,
        )


# ---------------------------------------------------------------- JSON


def campaign_file() -> Path:
    return paths.data_dir() / "campaign.json"


def progress_body(p: Progress) -> JSONObject:
    return {
        "won": list(p.won),
        "current": p.current,
        "goal": p.goal,
        "active": None
        if p.active is None
        else {"stage": p.active.stage, "goal": p.active.goal, "seed": p.active.seed},
        "best": {str(k): {"hands": b.hands, "total": b.total} for k, b in sorted(p.best.items())},
        "played": {str(k): n for k, n in sorted(p.played.items())},
    }


def _stage(value: object) -> int:
    if type(value) is not int or not 1 <= value <= LAST_STAGE:
        raise ValueError(f"not a stage: {value!r}")
    return value


def _count(value: object, low: int = 0) -> int:
    if type(value) is not int or not low <= value <= MAX_COUNT:
        raise ValueError(f"not a count: {value!r}")
    return value


def _goal(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError("goal must be text")
    return Goal.parse(value).code


def _stage_map(value: object) -> dict[int, object]:
    if not isinstance(value, dict):
        raise TypeError("expected an object keyed by stage")
    out: dict[int, object] = {}
    for key, item in value.items():
        if not (isinstance(key, str) and key.isdigit()):
            raise ValueError(f"not a stage: {key!r}")
        out[_stage(int(key))] = item
    return out


def progress_from_body(body: JSONObject) -> Progress:
    """Check every field; anything wrong raises ValueError/TypeError (the file is refused)."""
    won = body.get("won", [])
    if not isinstance(won, list):
        raise TypeError("won must be a list")
    active_json = body.get("active")
    active = None
    if active_json is not None:
        if not isinstance(active_json, dict):
            raise TypeError("active must be an object")
        seed = active_json["seed"]
        if type(seed) is not int:
            raise ValueError("seed must be a whole number")
        active = Active(_stage(active_json["stage"]), _goal(active_json["goal"]), seed)
    best: dict[int, Best] = {}
    for stage, item in _stage_map(body.get("best", {})).items():
        if not isinstance(item, dict):
            raise TypeError("best must hold objects")
        total = item["total"]
        if type(total) is not int or abs(total) > 10**7:
            raise ValueError(f"bad total {total!r}")
        best[stage] = Best(_count(item["hands"], 1), total)
    played = {stage: _count(n) for stage, n in _stage_map(body.get("played", {})).items()}
    won_stages = tuple(sorted({_stage(s) for s in won}))
    if won_stages != tuple(
        range(1, len(won_stages) + 1)
    ):  # a stage opens when the one before is won
        raise ValueError(f"stages won {list(won_stages)} skip a stage never won")
    return Progress(
        won=won_stages,
        current=_stage(body.get("current", 1)),
        goal=_goal(body.get("goal", "tops:3")),
        active=active,
        best=best,
        played=played,
    )


def load_progress(path: StrPath | None = None) -> tuple[Progress, SaveError | None]:
    """The saved progress, or a fresh ladder (with the error, for a bad file moved aside)."""
    source = Path(path) if path is not None else campaign_file()
    progress, error = load_or_move_aside(source, CAMPAIGN_FORMAT, progress_from_body)
    return (progress if progress is not None else Progress()), error


def save_progress(progress: Progress, path: StrPath | None = None) -> None:
    """Write the progress atomically; raises SaveError when the disk refuses."""
    target = Path(path) if path is not None else campaign_file()
    save_document(target, CAMPAIGN_FORMAT, progress_body(progress))
