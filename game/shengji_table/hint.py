"""The 升级 table's hint: what the hard computer player would do in the person's seat, and
why in the game's words (:func:`engine.shengji.ai.explain.why`).

The question goes to the computer players' worker, so the frame never waits; an answer for a
position the hand has left is dropped. The engine's reason code and figures become a sentence
here, in the player's language.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from engine.shengji import view_for
from engine.shengji.ai.explain import why
from engine.shengji.state import Action, Bury, Call, Play
from game.shengji_table.draw import cards_text
from game.texts.i18n import tr

if TYPE_CHECKING:
    from game.session.shengji_controller import ShengjiController

HINT_LEVEL = "hard"
log = logging.getLogger(__name__)


def hint_words(view: Any, action: Action) -> str:
    """``提示：…`` / ``Hint: …`` for ``action`` in the position ``view``."""
    if isinstance(action, Call):  # §11: the card and the way the friend is sought
        card = cards_text((action.card,))
        return tr("sj.hint", why=tr("sj.why.call", card=card, dir=tr(f"sj.dir.{action.direction}")))
    reason = why(view, action)
    text = tr(f"sj.why.{reason.code}", cards=cards_text(reason.cards), n=reason.n)
    return tr("sj.hint", why=text)


class Hinter:
    """One hint at a time for the person at ``controller.human``."""

    def __init__(self, controller: ShengjiController) -> None:
        self.controller = controller
        self._asked: tuple[int, Any] | None = None  # (moves when asked, the worker's future)

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    def ask(self) -> bool:
        """Ask for a hint now (the person's turn, nothing being shown); False if not now."""
        c = self.controller
        if not c.my_turn() or self._asked is not None:
            return False
        view = view_for(c.match.hand, c.human)
        seed = c.match.seed * 7919 + len(c.match.moves) + 1
        self._asked = (len(c.match.moves), c.worker.request(view, HINT_LEVEL, seed))
        return True

    def poll(self) -> tuple[Action | None, str] | None:
        """The hint once thought: its action and words (a failed question: no action and words
        that say so, logged); None while thinking or when stale."""
        if self._asked is None:
            return None
        moves, future = self._asked
        c = self.controller
        if moves != len(c.match.moves):
            self._asked = None  # the hand moved on
            return None
        if not future.done():
            return None
        self._asked = None
        try:
            action: Action = future.result().action
        except Exception:
            log.exception("the hint's question failed")
            return None, tr("sj.hint.failed")
        view = view_for(c.match.hand, c.human)
        return action, hint_words(view, action)


def hinted_cards(action: Action | None) -> tuple[int, ...]:
    """The cards the hint lifts in the hand: a play's or a burial's (else none)."""
    return tuple(action.cards) if isinstance(action, (Play, Bury)) else ()
