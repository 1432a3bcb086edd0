"""The expert's heuristic: its weights (tuned by duplicate self-play) must outplay the normal level's."""
from __future__ import annotations

import pytest

from engine.ai import EXPERT
from engine.ai.heuristics import NORMAL
from engine.ai.tuning import Bout, duel, duel_deal
from engine.rules import rules_from_options


@pytest.mark.parametrize("options, slots", [
    ({"preset": "classic"}, "ABBB"),
    ({"preset": "classic", "mode": "partners", "exposure": "none"}, "ABAB"),
    ({"preset": "double"}, "ABBB"),
])
def test_the_expert_heuristic_outplays_the_normal_one(options: dict[str, str], slots: str) -> None:
    """Duplicate deals the tuning never saw: the expert's side wins outside the 95% interval."""
    bout = Bout("test", rules_from_options(options), slots)
    mean, half = duel(bout, range(5000, 5150), EXPERT.weights, NORMAL)
    assert mean - half > 0, (mean, half)


def test_a_duel_of_equals_is_even() -> None:
    """The same weights on both sides: every deal comes out level (the duel itself is fair)."""
    bout = Bout("even", rules_from_options({"preset": "classic"}), "ABBB")
    assert all(abs(duel_deal(bout, d, NORMAL, NORMAL)) < 1e-9 for d in range(20))
