"""The rules of the card room's games and their computer players: ``engine.gongzhu`` (拱猪 /
拱双猪, RULES.md) and ``engine.shengji`` (升级, rules/SHENGJI.md), and what they share.

Python, standard library only: no pygame, no files, no clocks (its hot path compiled by
mypyc where the install could, setup.py: the same code, faster). Every
other part of the game asks this package what is legal and what a hand scores.

Glossary (the names the code uses):

============  ==========  ===================================================
English       中文         meaning
============  ==========  ===================================================
pig           猪           ♠Q, −100
sheep         羊           ♦J, +100
transformer   变压器       ♣10, multiplies the taker's score (×2)
heart ace     红桃A        ♥A; exposing it doubles all hearts
scoring card  分牌         the four specials' kin: ♠Q ♦J ♣10 and all hearts
expose        亮 / 明      show a special card after the deal: its kind counts ×2
first expose  首明         expose the first card received, during the deal: ×4
hidden        暗卖         expose without saying which card
all-hearts    全红 / 满红  one player takes every heart: hearts count positive
grand slam    满贯         one player takes every scoring card
swap          猪羊变色     with a 全红, the pig counts + and the sheep −
self-take     自得         winning one's own special card: it counts twice
lead / follow 出牌 / 跟牌  the first card of a trick / the others' cards
discard       垫牌         a card of another suit, played when void
pair          对子         two identical cards (two decks)
claim         声称         taking all remaining tricks at once
loser         当猪         the player with the lowest total when the game ends
============  ==========  ===================================================

拱猪's modules (``engine.gongzhu``): ``cards`` (cards, sets, seats), ``rules`` (RuleSet,
presets), ``actions`` (int actions with text codes), ``hand`` (one hand: deal, exposure,
play, claim), ``scoring`` (RULES §5), ``view`` (what a seat may know), ``match`` (a game of
several hands), ``ai`` (the computer players). Shared by every game: ``core`` (cards with
jokers, hands, seats, deal numbers, the arena's pool and statistics, the search's comparison
of candidates, the registry of games) and ``argtypes`` (command-line values).
"""

__version__ = "0.1.0"  # the one place the version is written; pyproject reads it


def engine_kind() -> str:
    """``"compiled"`` when this install runs the hot path compiled (setup.py), else ``"plain
    Python"``: the computer players' strength at a time budget depends on it."""
    from importlib.machinery import EXTENSION_SUFFIXES
    from importlib.util import find_spec

    # asked by name: the core imports no game (tests/test_architecture.py)
    spec = find_spec("engine.gongzhu.ai.heuristics")
    compiled = spec is not None and str(spec.origin).endswith(tuple(EXTENSION_SUFFIXES))
    return "compiled" if compiled else "plain Python"
