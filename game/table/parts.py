"""What the table's parts share: the scene's state and the queries they ask of it.

:class:`~game.table.scene.TableScene` is put together from parts — the motion
(:mod:`game.table.motion`), the input (:mod:`game.table.input`) and the scene itself. Each
part reads and writes the same state and calls the scene's queries (is the viewer acting,
what is legal, a seat's name). :class:`TableParts` declares them once, so every part is
type-checked against the same names; the scene assigns the state and defines the queries.
Nothing here runs: the annotations have no values and the queries are abstract.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from game.ui.scene import Scene

if TYPE_CHECKING:
    import pygame

    from engine.gongzhu.actions import Action
    from engine.gongzhu.cards import Seat
    from engine.gongzhu.hand import HandState
    from engine.gongzhu.view import SeatView
    from game.session.ai_worker import Choice
    from game.session.controller import TableController
    from game.table.anim import AnimQueue
    from game.table.practice import PracticeTools
    from game.ui.widgets import Button


class Coach(Protocol):
    """A lesson's coach (:class:`game.table.coach.LessonCoach`): may refuse a legal action."""

    def veto(self, hand: HandState, seat: Seat, action: Action) -> str | None: ...


class PendingChoice(Protocol):
    """A hint being computed: a future, or an answer already made in this process."""

    def done(self) -> bool: ...
    def result(self) -> Choice: ...


class TableParts(Scene):
    """The table scene as its parts see it (declarations only; see the module's note)."""

    # ------------------------------------------------------------ the hand and who sees it
    controller: TableController
    me: Seat  # the viewer: drawn at the bottom
    shown: HandState  # the scene's own copy, lagging the controller's while moves animate
    applied: int  # how many of the controller's moves ``shown`` has replayed
    on_quit: Callable[[TableController], None] | None

    # ------------------------------------------------------------ what is drawn
    anim: AnimQueue
    dealing: bool
    deal_counts: list[int]  # cards landed per seat while dealing
    deal_mine: list[int]  # the viewer's cards landed so far
    table_trick: list[list[Any]]  # [seat, cards, still flying] per play of the current trick
    trick_taken: tuple[Seat, Seat] | None  # (winner, taker) of the trick held before its sweep
    taken_rows: list[list[int]]  # per seat, the scoring cards in front of it
    hide_exposed: list[int]  # per seat, exposures still flying to their row
    claim_shown: tuple[Seat, list[int]]  # set when a claim is accepted; drawn face up
    _warned_hearts: bool  # the all-hearts warning was shown this hand
    message: str  # the last refusal or notice
    message_left: float

    # ------------------------------------------------------------ the viewer's input
    buttons: dict[str, Button]
    practice: PracticeTools | None
    coach: Coach | None
    hover: int | None  # index into the viewer's hand
    cursor: int | None
    selection: list[int]
    sel_first: int | None
    press: tuple[int, tuple[float, float]] | None  # card index and where the press began
    drag_pos: tuple[float, float] | None
    dragging: bool
    review: bool  # the last trick is shown
    hint_future: PendingChoice | None
    hint_moves: int  # the number of moves when the hint was asked
    hint: tuple[Action, str] | None  # the suggested action and its reason

    # ------------------------------------------------------------ the scene's queries

    @property
    @abstractmethod
    def _view(self) -> SeatView:
        """What the viewer may see of ``shown``."""

    @abstractmethod
    def _private_window(self, st: HandState) -> bool:
        """Hot seat in an exposure window: each person sees only their own exposures."""

    @abstractmethod
    def hot_seat(self) -> bool:
        """Several people share the screen (a hand-over screen between them)."""

    @abstractmethod
    def _caught_up(self) -> bool:
        """``shown`` has replayed every move of the controller."""

    @abstractmethod
    def _follow_two(self) -> bool:
        """The trick was led with a pair: followers play two cards."""

    @abstractmethod
    def seat_name(self, seat: Seat) -> str: ...

    @abstractmethod
    def seat_tr(self, key: str, seat: Seat, **kw: object) -> str: ...

    @abstractmethod
    def card_name(self, card: int) -> str: ...

    @abstractmethod
    def my_hand(self) -> list[int]: ...

    @abstractmethod
    def acting(self) -> bool: ...

    @abstractmethod
    def legal(self) -> list[Action]: ...

    @abstractmethod
    def playable(self) -> set[int]: ...

    @abstractmethod
    def exposable(self) -> set[int]: ...

    @abstractmethod
    def why(self, card: int) -> str: ...

    @abstractmethod
    def hand_rects(self) -> tuple[list[int], list[pygame.FRect], list[float]]: ...
