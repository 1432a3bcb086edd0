"""The table in hot seat: the hand-over screen between people, and what each may see.

Mixed into :class:`game.table.scene.TableScene` (``self`` is the table). The controller says
who is to be at the screen (``viewer``, ``handover_to``); this part puts the hand-over screen
up, drops what belonged to the person leaving, and turns the table to the one arriving. In a
private round (首明, the exposure window) the table holds back the move that ends it while a
human is still to have his turn in it (:meth:`_held_back`): ``shown`` stays in the round,
so nobody's exposures show before the last human is done, whoever held a special card.
"""

from __future__ import annotations

from abc import abstractmethod

from engine.gongzhu.hand import EXPOSURE, FIRST_EXPOSURE, HandState, apply_action
from game.table.parts import TableParts
from game.ui.handover import HandoverScene


class TableHotSeat(TableParts):
    """Hand-overs and private rounds (a part of :class:`~game.table.scene.TableScene`)."""

    _handover_up: bool  # the hand-over screen is on top of the table
    _deal_pending: bool  # the deal waits until the right person is at the screen
    _score_cache: tuple[int, list[int]]
    _legal_cache: tuple[object, list[int]]
    _hold: tuple[int, int, int, bool]  # (applied, moves, phase) → the next move is held back

    @abstractmethod
    def _queue_deal(self, start_at: int = 0) -> None: ...

    @abstractmethod
    def _reconcile(self) -> None: ...

    def hot_seat(self) -> bool:
        return bool(getattr(self.controller, "hot_seat", False))

    def _private_window(self, st: HandState) -> bool:
        return self.hot_seat() and st.phase in (FIRST_EXPOSURE, EXPOSURE)

    def _handover_pending(self) -> bool:
        return self.hot_seat() and getattr(self.controller, "handover_to", None) is not None

    def _caught_up(self) -> bool:
        """``shown`` shows all it may of the controller's moves: every one, or all but the one
        that ends a private round some human is still to have his turn in."""
        return self.applied >= len(self.controller.match.moves) or self._held_back()

    def _held_back(self) -> bool:
        """The next move leaves the table's private round while the round goes on (the engine
        was done with it before every human had his turn)."""
        ctl = self.controller
        moves = ctl.match.moves
        phase = ctl.phase
        key = (self.applied, len(moves), phase)
        if self._hold[:3] == key:
            return self._hold[3]
        held = False
        if (
            self.applied < len(moves)
            and phase in (FIRST_EXPOSURE, EXPOSURE)
            and self.shown.phase == phase
            and ctl.match.hand.phase != phase
        ):
            seat, action = moves[self.applied]
            held = apply_action(self.shown, seat, action)[0].phase != phase
        self._hold = (*key, held)
        return held

    def _check_handover(self) -> None:
        """Put the hand-over screen up when the controller asks for another human."""
        if not self._handover_pending() or self._handover_up or self._ctx is None:
            return
        if self.anim.busy and not self._deal_pending:
            return  # let the last move land first (the table shows no private card meanwhile)
        to = self.controller.handover_to
        if to is None:  # _handover_pending() said there is one: for the type checker
            return
        self._forget_private()
        self._handover_up = True
        self.ctx.push(
            HandoverScene(
                to, str(self.controller.players[to].name or ""), on_confirm=self._accept_handover
            )
        )

    def _accept_handover(self) -> None:
        self._handover_up = False
        self.controller.accept_handover()
        self._follow_viewer()
        if self._deal_pending and not self._handover_pending():
            self._deal_pending = False
            self._queue_deal()

    def _forget_private(self) -> None:
        """Drop everything that belongs to the person leaving the screen."""
        self.hover = self.cursor = self.sel_first = None
        self.selection = []
        self.press, self.dragging, self.drag_pos = None, False, None
        self.review = False
        self.hint, self.hint_future = None, None

    def _follow_viewer(self) -> None:
        """Hot seat: the table is drawn from the human at the screen."""
        ctl = self.controller
        if not self.hot_seat() or ctl.handover_to is not None or ctl.viewer == self.me:
            return
        if self.anim.busy and not self._deal_pending:
            self.anim.finish_all()
        self.me = ctl.viewer
        self._forget_private()
        self._score_cache = (-1, [0, 0, 0, 0])
        self._legal_cache = (-1, [])
        if self._caught_up() and not self.dealing:
            self._reconcile()
