"""What the player reads when the engine refuses an action: the word table's, never the
engine's own English (written for logs and tests), and never more than the player may know.

The engine explains a refusal for a developer ("claim refused: another hand holds a higher
card in a suit of the claimant's"); shown to a player that would be English in the Chinese
table and would tell what another hand holds. So the table names the kind of action refused
and the plain duty, in the player's language. A refused play is explained by the table
itself (the duty its card breaks, :meth:`game.table.scene.TableScene.why`).
"""

from __future__ import annotations

from engine.gongzhu.actions import (
    CLAIM,
    CLOSE_WINDOW,
    DECLINE_FIRST,
    DONE,
    EXPOSE_BASE,
    FIRST_BASE,
    NO_SWAP,
    SWAP,
)
from game.texts.i18n import tr


def refusal_words(action: int, your_turn: bool = True) -> str:
    """The player's words for a refused ``action`` other than a play."""
    if not your_turn:
        return tr("refused.turn")
    if action == CLAIM:
        return tr("toast.claim_refused")
    if EXPOSE_BASE <= action < EXPOSE_BASE + 52:
        return tr("table.not_exposable")
    if FIRST_BASE <= action < FIRST_BASE + 52 or action == DECLINE_FIRST:
        return tr("refused.first")
    if action in (SWAP, NO_SWAP):
        return tr("refused.swap")
    if action in (DONE, CLOSE_WINDOW):
        return tr("refused.window")
    return tr("refused.now")
