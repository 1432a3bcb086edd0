"""升级 / 拖拉机 (../shared/rules/SHENGJI.md): the rules engine, self-contained.

It imports nothing of the 拱猪 engine; what the games share (cards and jokers, hands as
multisets, seats, deal numbers, the arena's pool and statistics, the search's comparison of
candidates) it takes from ``engine.core``. Every preset plays completely: ``classic`` and ``tractor`` (draw,
declaring, 革命, kitty, throws, follows, points, levels, the match), ``duel`` (§10: the stock,
the draw after each trick, showing a level card before each lead) and ``friends`` (§11: five
players, calling a friend with ``Call``, revealed when the rules reveal him).

Actions are small frozen values (``Declare``, ``Pass``, ``Bury``, ``Play``, ``Revolt``, ``Call`` in
``state``), not ints: a play is a multiset of up to 25 of 108 cards, far too many to number
usefully, and a value that prints as ``play SA SA SK SK`` is what a save, a log and a test want
to read. So the rules offer a check of any one action (``action_reason``, ``is_legal_play``,
with stable reason codes) and a bounded list of candidates (``legal_actions``).

Glossary (the names the code uses):

==============  ==========  ===================================================
English         中文         meaning
==============  ==========  ===================================================
hand            盘           one draw played out
trick           圈           a lead and the plays on it
game            局           hands until a side wins at the top level
level           级           2 … A (and 无将); a side's rank of the game
level card      级牌         a card of the hand's level rank
draw            摸牌         the cards taken one at a time from the shuffle
declare         亮主         show level cards to name the trump suit
override        反主         declare over a standing declaration (`override`)
reinforce       加固         show the twin of one's standing single
declarer        主打人/庄家  heads the declaring side (坐庄方); leads first
defenders       防守方       the other side; they collect points
kitty           底牌         the cards left after the draw; buried (扣) by the declarer
trumps          将牌 / 主     jokers, level cards, the trump suit
main level      正主         the level card of the trump suit
side level      副主         the other level cards, all equal
no trump suit   无主         a joker pair declared: jokers and level cards are trumps
no trump        无将         the top level: only the jokers are trumps
plain suit      副牌         a suit group that is not trumps
lead            基牌         the first play of a trick
pair            对子         two identical cards
tractor         拖拉机/连对  pairs in consecutive places of one group
throw           甩牌         a lead of several components at once; it must stand
point cards     分牌         5s (5), 10s and Ks (10)
last trick      抠底         a defender's last trick: the kitty's points multiplied
revolution      革命         a defender without point cards has all drawn again
friend          朋友         five players: the called partner (找朋友)
call            叫朋友       the declarer names a card and a direction (`Call`)
false call      虚叫         nobody else holds the called card: he plays alone
stock           桌牌         the duel's undrawn cards, drawn after each trick
==============  ==========  ===================================================

Modules: ``cards`` (card ints, codes, points, hands as ``(once, twice)`` masks), ``rules``
(ShengjiRules, presets, refusals), ``order`` (the trump order §5), ``shapes`` (pairs,
tractors, components), ``trick`` (throws standing §6, who wins §7), ``follow`` (the duties
§7), ``state`` (phases, actions, events), ``draw`` (the draw, declaring, 革命, kitty §3, §4,
§9; the duel's draw and windows §10), ``friends`` (the call and the friend §11), ``play``
(burying, leading, following, scoring a hand), ``scoring`` (§8 tables, §9 next declarer),
``moves`` (the protocol: to_act, legal_actions, apply_action), ``view``
(view_for), ``match`` (ShengjiMatch), ``players`` (a simple random-ish player, kept for
tests and as a yardstick), ``ai`` (the computer players: ``ai.decide(view, level, budget_s,
seed)`` for easy, normal, hard and expert; docs/SHENGJI_AI.md).
"""

from .draw import deal, position
from .match import ShengjiMatch, new_match, replay
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
from .players import choose
from .rules import PRESETS, RulesError, ShengjiRules, rules_from_options
from .view import ShengjiView, view_for

__all__ = [
    "PRESETS",
    "RulesError",
    "ShengjiMatch",
    "ShengjiRules",
    "ShengjiView",
    "action_reason",
    "advance",
    "apply_action",
    "choose",
    "deal",
    "is_legal_play",
    "legal_actions",
    "new_match",
    "playable_cards",
    "position",
    "random_action",
    "random_playout",
    "replay",
    "rules_from_options",
    "to_act",
    "view_for",
]
