"""升级 / 拖拉机 (SHENGJI.md): the rules engine."""

from .draw import deal
from .moves import (
    action_reason,
    advance,
    apply_action,
    is_legal_play,
    legal_actions,
    playable_cards,
    random_action,
    random_playout,
    to_act,
)
from .rules import PRESETS, RulesError, ShengjiRules, rules_from_options

__all__ = [
    "PRESETS",
    "RulesError",
    "ShengjiRules",
    "action_reason",
    "advance",
    "apply_action",
    "deal",
    "is_legal_play",
    "legal_actions",
    "playable_cards",
    "random_action",
    "random_playout",
    "rules_from_options",
    "to_act",
]
