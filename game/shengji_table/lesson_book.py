"""升级's lessons as data: a position built by the engine, what the person is asked, and how
each play is judged.

Why this shape: a lesson must never show a position the rules could not hold nor call a play
right that the rules would not, so every position is :func:`engine.shengji.position` and every
judgement asks the engine — the play's legality (``action_reason``), what it makes of the lead
(``Led``/``ThrowFailed`` events), who takes the trick, or, for lessons about the hand's end,
the hand played out with the lesson's own scripted replies (the same replies the table's
computer seats give) and the engine's result. Nothing here draws or imports pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engine.shengji import PRESETS, ShengjiMatch, action_reason, apply_action, choose, position
from engine.shengji import to_act as engine_to_act
from engine.shengji import view_for as engine_view
from engine.shengji.cards import Card, Seat, parse_cards
from engine.shengji.order import describe_order
from engine.shengji.shapes import decompose
from engine.shengji.state import Action, HandResult, HandState, Led, Play, ThrowFailed, TrickTaken
from engine.shengji.trick import beatable, forced_component

SOUTH, EAST, NORTH, WEST = 0, 1, 2, 3
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
PREFIX = "sjl"  # string keys: sjl.<key>.title, .page1 …, .task1 …, .done, hints

# A check: (the position before the play, the legal play) -> None when it is the lesson's
# goal, else (the key of the hint shown, its format arguments).
Hint = tuple[str, dict[str, object]]
Check = Callable[[HandState, "ShengjiLesson", Action], "Hint | None"]


@dataclass(frozen=True)
class Task:
    """One play asked of the person; ``check`` judges a legal one (None: any legal play)."""

    text: str  # string key
    check: Check | None = None
    hints: tuple[str, ...] = ()  # the string keys ``check`` may answer with


@dataclass(frozen=True)
class ShengjiLesson:
    """A position of 升级 and the plays asked on it (string keys under ``sjl.<key>.``)."""

    key: str
    preset: str
    level: int  # the level rank's index (0 = 2 … 12 = A)
    trump: int | None
    declarer: Seat
    leader: Seat
    hands: tuple[str, ...]  # each seat's cards (S E N W)
    kitty: str = ""
    piles: tuple[str, ...] = ()  # point cards each seat won before the lesson's trick
    replies: dict[Seat, tuple[str, ...]] = field(default_factory=dict)  # first legal is played
    tasks: tuple[Task, ...] = ()
    pages: int = 2

    @property
    def done_key(self) -> str:
        """The key kept in the settings' finished lessons (shared with 拱猪's, so prefixed)."""
        return f"shengji.{self.key}"

    @property
    def title(self) -> str:
        return f"sjl.{self.key}.title"

    def page(self, i: int) -> str:
        return f"sjl.{self.key}.page{i + 1}"

    @property
    def done_text(self) -> str:
        return f"sjl.{self.key}.done"

    def text_keys(self) -> list[str]:
        keys = [self.title, self.done_text] + [self.page(i) for i in range(self.pages)]
        return keys + [t.text for t in self.tasks] + [h for t in self.tasks for h in t.hints]


# ---------------------------------------------------------------- positions and replies


def build_state(lesson: ShengjiLesson) -> HandState:
    """The lesson's position, in PLAY, as the engine builds it."""
    rules = PRESETS[lesson.preset]
    return position(
        rules,
        [parse_cards(h) for h in lesson.hands],
        lesson.level,
        lesson.trump,
        lesson.declarer,
        lesson.leader,
        kitty=parse_cards(lesson.kitty) if lesson.kitty else (),
        piles=[parse_cards(p) if p else () for p in lesson.piles],
    )


def build_match(lesson: ShengjiLesson) -> ShengjiMatch:
    """A game holding only the lesson's hand (never saved)."""
    hand = build_state(lesson)
    return ShengjiMatch(hand.rules, 0, hand, hand.levels)


def scripted_reply(lesson: ShengjiLesson, st: HandState, seat: Seat) -> Action:
    """A computer seat's play: the first of its scripted plays the engine allows now, else
    the engine's simple player's."""
    for text in lesson.replies.get(seat, ()):
        play = Play(parse_cards(text))
        if action_reason(st, seat, play) is None:
            return play
    return choose(engine_view(st, seat), 0)


def play_out(
    lesson: ShengjiLesson, st: HandState, person: Action
) -> tuple[HandState, list[object]]:
    """The hand after the person's ``person`` and the replies up to his next turn (or its end)."""
    st, events = apply_action(st, SOUTH, person)
    out: list[object] = list(events)
    while (seat := engine_to_act(st)) not in (None, SOUTH):
        st, more = apply_action(st, seat, scripted_reply(lesson, st, seat))
        out += more
    return st, out


def play_to_end(lesson: ShengjiLesson, st: HandState, person: Action) -> HandResult:
    """The hand's result after ``person``: the person's later plays the first legal ones (the
    lessons that ask this leave him one choice only)."""
    from engine.shengji import legal_actions

    st, _ = play_out(lesson, st, person)
    while st.result is None:
        st, _ = play_out(lesson, st, legal_actions(st, SOUTH)[0])
    return st.result


def order_codes(lesson: ShengjiLesson) -> list[str]:
    """The lesson's trumps, high to low, equals joined by "=" (the engine's own listing)."""
    return describe_order(build_state(lesson).order)


# ---------------------------------------------------------------- the checks


def _wins_trick(st: HandState, lesson: ShengjiLesson, action: Action) -> Hint | None:
    _, events = play_out(lesson, st, action)
    taken = next(e for e in events if isinstance(e, TrickTaken))
    if taken.winner == SOUTH:
        return None
    return (f"sjl.{lesson.key}.loses", {"seat": taken.winner})


def _lead_kind(kind: str) -> Check:
    def check(st: HandState, lesson: ShengjiLesson, action: Action) -> Hint | None:
        _, events = apply_action(st, SOUTH, action)
        if any(isinstance(e, ThrowFailed) for e in events):
            return _failed_throw(st, lesson, action)
        led = next(e for e in events if isinstance(e, Led))
        return None if led.kind == kind else (f"sjl.{lesson.key}.not_{kind}", {})

    return check


def _failed_throw(st: HandState, lesson: ShengjiLesson, action: Action) -> Hint:
    """Who could beat the throw and what it would shrink to (the engine's §6 check)."""
    assert isinstance(action, Play)
    order = st.order
    components = decompose(action.cards, order)
    for seat in range(st.rules.players):
        if seat != SOUTH and beatable(components, [st.hands[seat]], order):
            forced = forced_component(beatable(components, [st.hands[s] for s in (1, 2, 3)], order))
            return (f"sjl.{lesson.key}.fails", {"seat": seat, "cards": forced.cards})
    raise AssertionError("a failed throw nobody could beat")


def _defenders_take_last(st: HandState, lesson: ShengjiLesson, action: Action) -> Hint | None:
    result = play_to_end(lesson, st, action)
    return None if result.multiplier else (f"sjl.{lesson.key}.lost_last", {})


def _take_over(st: HandState, lesson: ShengjiLesson, action: Action) -> Hint | None:
    result = play_to_end(lesson, st, action)
    if not result.declarers_won:
        return None
    return (f"sjl.{lesson.key}.short", {"d": result.defenders_points, "rise": result.rise})


def _task(lesson_key: str, n: int, check: Check | None = None, *hints: str) -> Task:
    return Task(
        f"sjl.{lesson_key}.task{n}",
        check,
        tuple(f"sjl.{lesson_key}.{h}" for h in hints),
    )


LESSONS: tuple[ShengjiLesson, ...] = (
    # level 7, clubs trump: West trumps the ♥A with ♠7, a level card (副主); only ♣7 (正主)
    # or a joker beats it, and South holds ♣7 but not a joker
    ShengjiLesson(
        key="trumps",
        preset="classic",
        level=5,
        trump=CLUBS,
        declarer=NORTH,
        leader=EAST,
        hands=(
            "CA CK C7 D9 S4",
            "HA H9 D8 D3 SQ",
            "H3 HJ DK CQ S2",
            "S7 D4 D5 SJ C5",
        ),
        kitty="S3 S5 D2 D6 C2 C3",
        replies={EAST: ("HA",), NORTH: ("H3",), WEST: ("S7",)},
        tasks=(_task("trumps", 1, _wins_trick, "loses"),),
        pages=3,
    ),
    # level 7, spades trump: ♥6♥6 and ♥8♥8 touch (7 is left out): a tractor
    ShengjiLesson(
        key="tractors",
        preset="tractor",
        level=5,
        trump=SPADES,
        declarer=NORTH,
        leader=SOUTH,
        hands=(
            "H6 H6 H8 H8 D5 D5 C9 CT",
            "HA HK HQ H3 D3 D4 C2 C3",
            "HJ HT H9 H4 D6 D8 C4 C6",
            "HA HK H2 H5 D9 DT CJ CQ",
        ),
        kitty="S2 S3 S4 S6 D2 D2 C5 C5",
        replies={EAST: ("HK HQ HA H3",), NORTH: ("HJ HT H9 H4",), WEST: ("HA HK H2 H5",)},
        tasks=(_task("tractors", 1, _lead_kind("tractor"), "not_tractor", "fails"),),
        pages=3,
    ),
    # level 2, spades trump: H9H9HTHT led; South's hearts HA HA H6 H4 H3 (the book's table)
    ShengjiLesson(
        key="follow",
        preset="tractor",
        level=0,
        trump=SPADES,
        declarer=EAST,
        leader=EAST,
        hands=(
            "HA HA H6 H4 H3 S5 S5 CK",
            "H9 H9 HT HT DA D3 C2 C3",
            "HK HQ HJ H8 D4 D6 C4 C6",
            "H7 H7 H5 HJ D9 DT CJ CQ",
        ),
        kitty="S3 S4 S6 S7 D7 D8 C7 C8",
        replies={EAST: ("H9 H9 HT HT",), NORTH: ("HK HQ HJ H8",), WEST: ("H7 H7 H5 HJ",)},
        tasks=(_task("follow", 1),),
        pages=3,
    ),
    # one deck, level 2, hearts trump: ♠A and ♠Q are out; ♠K♠J♠10 stands (the book's
    # example), ♦K♦Q would fail to East's ♦A
    ShengjiLesson(
        key="throws",
        preset="classic",
        level=0,
        trump=HEARTS,
        declarer=NORTH,
        leader=SOUTH,
        hands=(
            "SK SJ ST DK DQ C4",
            "S9 DA C8 C6 H4 H3",
            "S8 D9 D7 CJ CT H5",
            "S3 D6 D3 CQ C9 C3",
        ),
        kitty="S4 S6 D4 D5 C5 C7",
        replies={EAST: ("S9", "C8", "C6"), NORTH: ("S8", "D9 D7"), WEST: ("S3", "D6 D3")},
        tasks=(_task("throws", 1, _lead_kind("throw"), "not_throw", "fails"),),
        pages=3,
    ),
    # one deck, level 2, hearts trump, East declares; South leads, two cards each: keep the
    # big joker for the last trick and the kitty's 25 points count twice for the defenders
    ShengjiLesson(
        key="kitty",
        preset="classic",
        level=0,
        trump=HEARTS,
        declarer=EAST,
        leader=SOUTH,
        hands=("BJ C4", "CA D3", "D6 D7", "C6 C8"),
        kitty="SK DT D5 C2 C3 S4",
        piles=("", "", "S5 ST", ""),
        replies={EAST: ("CA", "D3"), NORTH: ("D6", "D7"), WEST: ("C6", "C8")},
        tasks=(_task("kitty", 1, _defenders_take_last, "lost_last"), _task("kitty", 2)),
        pages=3,
    ),
    # one deck, level 2, hearts trump, East declares; the defenders have 35: South's ♦5 on
    # North's winning trump makes 40, and the defenders take over
    ShengjiLesson(
        key="levels",
        preset="classic",
        level=0,
        trump=HEARTS,
        declarer=EAST,
        leader=EAST,
        hands=("D5 D3", "D4 SA", "H9 S3", "D8 CJ"),
        kitty="S2 S4 D2 D6 C2 C3",
        piles=("", "", "SK HK DK S5", ""),
        replies={EAST: ("D4", "SA"), NORTH: ("H9", "S3"), WEST: ("D8", "CJ")},
        tasks=(_task("levels", 1, _take_over, "short"), _task("levels", 2)),
        pages=3,
    ),
)


def next_lesson(key: str) -> ShengjiLesson | None:
    keys = [x.key for x in LESSONS]
    i = keys.index(key)
    return LESSONS[i + 1] if i + 1 < len(LESSONS) else None


def card_list(cards: tuple[Card, ...]) -> str:
    """Codes joined by spaces (for tests and logs)."""
    from engine.shengji.cards import format_cards

    return format_cards(cards)
