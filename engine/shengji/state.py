"""A hand's state, its phases, its actions and the events they cause (SHENGJI §3–§8).

Actions are small frozen values — :class:`Declare`, :class:`Pass`, :class:`Bury`,
:class:`Play`, :class:`Revolt`, :class:`Call` — not ints: a play is a multiset of up to 25 cards, too many to
number usefully, and a value that prints as ``play SA SA SK SK`` is what a save, a log and a
test want to read. Each has a text code (:func:`action_code` / :func:`parse_action`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .cards import Card, CardError, Hand, Seat, card_code, format_cards, parse_cards
from .order import Order, order_for
from .rules import ShengjiRules
from .shapes import Component

# Phases of a hand. SHOW: the duel's chance to show a level card before a lead (§10); CALL:
# five players, the declarer names his friend's card after burying (§11). Numbered after the
# first six so that saved and displayed phase numbers keep their meaning.
DRAW, CLOSING, REVOLUTION, KITTY, PLAY, HAND_OVER, SHOW, CALL = range(8)
PHASE_NAMES = ("draw", "closing", "revolution", "kitty", "play", "hand-over", "show", "call")
DIRECTIONS = ("ccw", "cw")  # §11: the friend is sought counter-clockwise or clockwise


class IllegalActionError(ValueError):
    """An action the rules do not allow now; ``code`` is a stable reason, the message says why."""

    def __init__(self, code: str, message: str = "") -> None:
        super().__init__(message or code)
        self.code = code


# ---- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Declare:
    """§3 亮主: level cards (or a joker pair, `override`) shown from the hand; a reinforcement
    (加固) shows both copies of the standing single."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Pass:
    """Let a declaring chance (§3) or a 革命 (§9) go by."""


@dataclass(frozen=True, slots=True)
class Bury:
    """§4 扣牌: the cards the declarer puts face down (again, until his first lead)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Play:
    """A lead or a follow (§6, §7): the cards, sorted."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Revolt:
    """§9 革命: a defender without point cards shows his hand and has everything drawn again."""


@dataclass(frozen=True, slots=True)
class Call:
    """§11 找朋友: the declarer names a card (any code, a joker included) and a direction."""

    card: Card
    direction: str  # "ccw" (his right neighbour first) or "cw"


Action = Declare | Pass | Bury | Play | Revolt | Call
PASS = Pass()
REVOLT = Revolt()


def action_code(action: Action) -> str:
    """``"play SA SA"``, ``"declare H2"``, ``"bury …"``, ``"pass"``, ``"revolt"``."""
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Revolt):
        return "revolt"
    if isinstance(action, Call):
        return f"call {card_code(action.card)} {action.direction}"
    verb = {Declare: "declare", Bury: "bury", Play: "play"}[type(action)]
    return f"{verb} {format_cards(action.cards)}"


def parse_action(text: str) -> Action:
    verb, _, rest = text.strip().partition(" ")
    if verb == "pass" and not rest:
        return PASS
    if verb == "revolt" and not rest:
        return REVOLT
    if not rest:
        raise CardError(f"no action {text!r}")
    if verb == "call":
        code, _, direction = rest.partition(" ")
        if direction not in DIRECTIONS:
            raise CardError(f"no direction in {text!r} (ccw or cw)")
        return Call(parse_cards(code)[0], direction)
    if verb == "declare":
        return Declare(parse_cards(rest))
    if verb == "bury":
        return Bury(parse_cards(rest))
    if verb == "play":
        return Play(parse_cards(rest))
    raise CardError(f"no action {text!r}")


# ---- events ----------------------------------------------------------------------------------


class CardDrawn(NamedTuple):
    seat: Seat  # the card is private to this seat: the table shows others a back
    card: Card


class Declared(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]
    trump: int | None  # the suit named; None: 无主


class Redrawn(NamedTuple):
    first_receiver: Seat  # §3 nobody declared in a first hand, or §9 革命: all drawn again


class KittyTurned(NamedTuple):
    cards: tuple[Card, ...]  # §3: nobody declared in a later hand; the kitty names the trump
    trump: int | None


class RevolutionCalled(NamedTuple):
    seat: Seat
    hand: tuple[Card, ...]  # shown to all: no point card in it


class KittyTaken(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]  # private to the declarer


class Buried(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]  # private to the declarer: others see as many backs


class ThrowFailed(NamedTuple):
    seat: Seat
    shown: tuple[Card, ...]  # §6: all the throw's cards, seen by everyone
    forced: tuple[Card, ...]  # the component he leads instead


class Led(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]
    kind: str  # single, pair, tractor, throw


class Played(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]


class TrickTaken(NamedTuple):
    winner: Seat
    cards: tuple[Card, ...]
    points: int


class FriendCalled(NamedTuple):
    seat: Seat  # §11: the declarer's call, public; who the friend is stays unknown
    card: Card
    direction: str


class FriendRevealed(NamedTuple):
    friend: Seat | None  # §11: at his first copy (`first-played`) or at the end; None: 虚叫


class HandScored(NamedTuple):
    result: HandResult


class Declaration(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]
    rank: int  # §3 override: 1 a level card, 2 a level pair, 3 LJ LJ, 4 BJ BJ
    level: int  # the level index its cards are of (0 = 2 … 12 = A)


@dataclass(frozen=True, slots=True)
class HandResult:
    """A hand's end (§8): the points, the kitty, and who rises how far, with the table's row."""

    declarer: Seat
    declarers: tuple[Seat, ...]  # the declaring side's seats
    trick_points: int  # defenders' points from tricks
    kitty: tuple[Card, ...]
    kitty_points: int
    multiplier: int  # 0 when the declaring side took the last trick
    penalty: int  # §6 throw penalties: + for the defenders, − taken from them
    defenders_points: int  # D, never below 0
    declarers_won: bool
    rise: int  # levels the winning side rises (0 possible when taking over)
    row: str  # the table row applied, e.g. "classic 40-75"
    next_declarer: Seat
    # §10, §15.13: the duel's first hand ended 50–50 with no 2 shown: hand 2 is a first hand
    first_hand_next: bool = False
    friend: Seat | None = None  # §11: the friend, revealed at the end (None: alone, 虚叫)


Event = (
    CardDrawn
    | Declared
    | Redrawn
    | KittyTurned
    | RevolutionCalled
    | KittyTaken
    | Buried
    | ThrowFailed
    | Led
    | Played
    | TrickTaken
    | HandScored
    | FriendCalled
    | FriendRevealed
)


# ---- the state -------------------------------------------------------------------------------

_LISTS = ("hands", "piles")
_SHARED = (
    "rules",
    "deal_number",
    "attempt",
    "first_receiver",
    "first_hand",
    "levels",
    "declarer",
    "previous_declarer",
    "restricted",
    "phase",
    "stock",
    "drawn",
    "receiver",
    "declaration",
    "declarations",
    "chances",
    "passes",
    "level",
    "trump",
    "kitty",
    "buried",
    "leader",
    "turn",
    "trick",
    "lead",
    "tricks",
    "shown",
    "penalty",
    "result",
    "revolution_by",
    "called",
    "friend",
    "friend_known",
)


class HandState:
    """Everything about one hand in progress. Treat as immutable: moves work on a copy."""

    __slots__ = _SHARED + _LISTS

    rules: ShengjiRules
    deal_number: int
    attempt: int  # draws of this hand so far (§3 nobody declared, §9 革命)
    first_receiver: Seat
    first_hand: bool  # §3: the declarer is whoever's declaration stands
    levels: tuple[int, ...]  # per side (team or seat): 0 = 2 … 12 = A, 13 = 无将
    declarer: Seat | None  # fixed beforehand in later hands (§9); None until declared
    previous_declarer: Seat | None  # §9 革命: keeps the hand when nobody declares in the redraw
    restricted: bool  # §9 革命 redraw: each side declares with its own level's cards
    phase: int
    stock: tuple[Card, ...]  # the shuffled cards in draw order; the last ones are the kitty
    drawn: int  # cards drawn so far
    receiver: Seat  # who draws next
    declaration: Declaration | None  # the standing one
    declarations: tuple[Declaration, ...]  # every declaration shown, in order
    chances: tuple[Seat, ...]  # DRAW: seats still to be offered a chance after this card;
    # CLOSING: the seat whose chance it is first; REVOLUTION: the defenders still to be asked
    passes: int  # CLOSING: passes since the latest declaration
    level: int | None  # the hand's level rank; None at 无将
    trump: int | None  # the trump suit; None: 无主 / 无将
    kitty: tuple[Card, ...]
    buried: bool  # the declarer has buried; he may bury again until the first lead
    leader: Seat
    turn: Seat
    trick: tuple[tuple[Seat, tuple[Card, ...]], ...]
    lead: tuple[Component, ...]  # the current trick's lead, decomposed
    tricks: tuple[
        tuple[tuple[tuple[Seat, tuple[Card, ...]], ...], Seat], ...
    ]  # done: plays, winner
    shown: tuple[tuple[Seat, tuple[Card, ...]], ...]  # failed throws' cards, seen by all
    penalty: int  # §6: net throw-penalty points for the defenders
    result: HandResult | None
    revolution_by: Seat | None  # who called 革命 for this draw
    called: Call | None  # §11: the declarer's call, once made
    friend: Seat | None  # §11: the friend (hidden under `seat` until the end); None: none yet
    friend_known: bool  # §11: the friend is public (`first-played`: his copy played; the end)
    hands: list[Hand]
    piles: list[tuple[Card, ...]]  # point cards each seat won in tricks

    def copy(self) -> HandState:
        new = HandState.__new__(HandState)
        for name in _SHARED:
            setattr(new, name, getattr(self, name))
        for name in _LISTS:
            setattr(new, name, getattr(self, name)[:])
        return new

    @property
    def order(self) -> Order:
        return order_for(self.level, self.trump)

    @property
    def over(self) -> bool:
        return self.phase == HAND_OVER

    def side_of(self, seat: Seat) -> int:
        """The side a seat's level belongs to: its team with four players, else itself (§2)."""
        return seat % 2 if self.rules.players == 4 else seat

    def is_declaring(self, seat: Seat) -> bool:
        """On the declaring side; five players: the declarer and his friend (§11)."""
        assert self.declarer is not None
        if self.rules.players == 5 and seat == self.friend:
            return True
        return self.side_of(seat) == self.side_of(self.declarer)

    @property
    def stock_left(self) -> int:
        """The duel's stock (§10): the cards not drawn yet (other tables: the kitty's size)."""
        return len(self.stock) - self.drawn

    def __repr__(self) -> str:
        trick = " | ".join(format_cards(c) for _, c in self.trick)
        return (
            f"<HandState {PHASE_NAMES[self.phase]} declarer {self.declarer} "
            f"trump {self.trump} level {self.level} turn {self.turn} trick [{trick}]>"
        )


def code_list(cards: tuple[Card, ...]) -> list[str]:
    return [card_code(c) for c in cards]
