"""The tutorial's lessons: fixed positions, what each asks of the player, and how it checks.

Why this shape: a lesson is data — the cards each seat holds when it starts, the
trick on the table, the scoring cards already taken — plus one small check per
task that says whether a *legal* play is the one the lesson teaches (the engine
still refuses illegal plays itself). Nothing here draws or imports pygame; the
table's coach (:mod:`game.table.coach`) shows the texts and asks the checks.

A position starts mid-hand, so :func:`build_match` makes up the tricks before it:
the cards nobody holds any more are played out in earlier tricks of one suit
each, won by whoever the lesson says took their scoring cards, then by the
seat that leads the lesson's trick. Every one of those plays goes through the
engine, so a lesson can never show a position the rules could not reach.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.gongzhu.actions import (
    DONE,
    EXPOSE_BASE,
    PAIR_BASE,
    TWO_BASE,
    Action,
    parse_action,
    play_cards,
)
from engine.gongzhu.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    PIG,
    SHEEP,
    SPADES,
    TRANSFORMER,
    Card,
    Seat,
    parse_card,
    rank_of,
    suit_of,
)
from engine.gongzhu.hand import HandState, deal_from
from engine.gongzhu.match import Match
from engine.gongzhu.rules import RuleSet

SOUTH, EAST, NORTH, WEST = 0, 1, 2, 3
QUEEN = 10  # rank index of the Q (2 = 0 … A = 12)
SCORING = {PIG, SHEEP, TRANSFORMER}

# A check: (position before the play, the play) -> None when it is what the lesson
# teaches, else the key of the explanation shown (the play is then not made).
Check = Callable[[HandState, Action], "str | None"]


def is_scoring(card: Card) -> bool:
    return suit_of(card) == HEARTS or card in SCORING


@dataclass(frozen=True)
class Task:
    """One thing the player is asked to do; ``check`` judges a legal action."""

    text: str  # string key: what to do
    check: Check
    explains: tuple[str, ...] = ()  # the string keys ``check`` may answer with


@dataclass(frozen=True)
class Lesson:
    """A short lesson on a fixed position. String keys start with ``tutorial.<key>.``."""

    key: str
    rules: RuleSet
    hands: tuple[str, str, str, str]  # cards each seat holds when the lesson starts (S E N W)
    leader: Seat  # who leads the trick the lesson starts in
    trick: tuple[str, ...] = ()  # plays already made in that trick, from the leader
    taken: dict[Seat, str] = field(default_factory=dict)  # scoring cards taken before, per seat
    tasks: tuple[Task, ...] = ()
    replies: dict[Seat, str] = field(default_factory=dict)  # computer seats' plays, "|"-separated
    pages: int = 3  # explanation pages before the task
    panel_left: bool = False  # the lesson panel sits left of the trick (else right)
    deal_rest: bool = False  # at the deal: cards not listed go to the short seats

    @property
    def title(self) -> str:
        return f"tutorial.{self.key}.title"

    def page(self, i: int) -> str:
        return f"tutorial.{self.key}.page{i + 1}"

    @property
    def done_text(self) -> str:
        return f"tutorial.{self.key}.done"

    def text_keys(self) -> list[str]:
        """Every string key the lesson shows (for the tests of both languages)."""
        keys = [self.title, self.done_text] + [self.page(i) for i in range(self.pages)]
        keys += [t.text for t in self.tasks] + [k for t in self.tasks for k in t.explains]
        return keys


# ---------------------------------------------------------------- building the position


def _codes(text: str) -> list[Card]:
    return [parse_card(c) for c in text.split()]


def build_match(lesson: Lesson) -> Match:
    """The lesson's position as a match in progress (raises ValueError if it cannot be built)."""
    rules = lesson.rules
    per_seat = rules.cards_per_seat
    holds = [_codes(h) for h in lesson.hands]
    trick = [((lesson.leader + i) % 4, parse_action(code)) for i, code in enumerate(lesson.trick)]
    played_now: list[list[Card]] = [[], [], [], []]
    for seat, action in trick:
        played_now[seat] += list(play_cards(action))
    if lesson.deal_rest:
        _deal_rest(holds, rules.decks, per_seat)
    earlier = [per_seat - len(holds[s]) - len(played_now[s]) for s in range(4)]
    if len(set(earlier)) != 1 or earlier[0] < 0:
        raise ValueError(
            f"{lesson.key}: seats would have played different numbers of tricks {earlier}"
        )
    left = list(range(52)) * rules.decks
    for card in [c for h in holds for c in h] + [c for p in played_now for c in p]:
        left.remove(card)  # ValueError: a card used more often than the deck has it
    tricks = _earlier_tricks(lesson, left)
    dealt: list[list[Card]] = [holds[s] + played_now[s] for s in range(4)]
    first = tricks[0][0] if tricks else lesson.leader
    for leader, plays in tricks:
        for i, card in enumerate(plays):
            dealt[(leader + i) % 4].append(card)
    order = [dealt[(first + i) % 4][i // 4] for i in range(4 * per_seat)]
    match = Match(rules, 1, deal_from(rules, order, first, first_hand=False))
    for seat in range(4):  # no exposures in a mid-hand lesson: close the window
        if (tricks or trick) and match.hand.pending >> seat & 1:
            match, _ = match.apply(seat, DONE)
    for leader, plays in tricks:
        for i, card in enumerate(plays):
            match, _ = match.apply((leader + i) % 4, card)
    for seat, action in trick:
        match, _ = match.apply(seat, action)
    return match


def _deal_rest(holds: list[list[Card]], decks: int, per_seat: int) -> None:
    """Give the cards nobody was given, lowest first, to the seats still short of a full hand."""
    rest = list(range(52)) * decks
    for card in [c for h in holds for c in h]:
        rest.remove(card)
    rest.sort(key=lambda c: (rank_of(c), suit_of(c)))
    for seat in range(4):
        while len(holds[seat]) < per_seat:
            holds[seat].append(rest.pop(0))


def _earlier_tricks(lesson: Lesson, left: list[Card]) -> list[tuple[Seat, list[Card]]]:
    """The tricks before the lesson: one suit each, so everyone follows; the winner plays the top card.

    Scoring cards go in tricks won by their taker (``lesson.taken``), the rest in tricks won by
    the lesson's leader, who therefore leads the lesson's trick.
    """
    takers: dict[Card, Seat] = {}
    for seat, codes in lesson.taken.items():
        for card in _codes(codes):
            takers[card] = seat
    groups: list[tuple[Seat, list[Card]]] = []
    for suit in (SPADES, HEARTS, DIAMONDS, CLUBS):
        cards = sorted((c for c in left if suit_of(c) == suit), reverse=True)
        plain = [c for c in cards if not is_scoring(c)]
        by_taker: dict[Seat, list[Card]] = {}
        for c in cards:
            if is_scoring(c):
                if c not in takers:
                    raise ValueError(f"{lesson.key}: nobody holds or took scoring card {c}")
                by_taker.setdefault(takers[c], []).append(c)
        for seat, scoring in by_taker.items():
            while scoring:
                group, scoring = scoring[:4], scoring[4:]
                while len(group) < 4:
                    if not plain:
                        raise ValueError(
                            f"{lesson.key}: no plain cards of suit {suit} to fill a trick"
                        )
                    group.append(plain.pop())
                groups.append((seat, group))
        if len(plain) % 4:
            raise ValueError(f"{lesson.key}: {len(plain)} plain cards of suit {suit} left over")
        groups += [(lesson.leader, plain[i : i + 4]) for i in range(0, len(plain), 4)]
    # The lesson's leader wins last; everyone else's tricks first, grouped by winner.
    groups.sort(key=lambda g: (g[0] == lesson.leader, g[0]))
    out: list[tuple[Seat, list[Card]]] = []
    leader = groups[0][0] if groups else lesson.leader
    for winner, group in groups:
        top = max(group)
        rest = sorted(group)
        rest.remove(top)
        seats = [(leader + i) % 4 for i in range(4)]
        hands = dict.fromkeys(seats, 0)
        hands[winner] = top
        others = [s for s in seats if s != winner]
        for s, c in zip(others, rest):
            hands[s] = c
        if (
            winner != leader
            and top in rest
            and seats.index(winner) > seats.index(others[rest.index(top)])
        ):
            raise ValueError(f"{lesson.key}: a twin of the winning card would be played first")
        out.append((leader, [hands[s] for s in seats]))
        leader = winner
    if leader != lesson.leader:
        raise ValueError(f"{lesson.key}: the earlier tricks do not end with the leader on lead")
    return out


# ---------------------------------------------------------------- scripted computer seats


def scripted_reply(lesson: Lesson, seat: Seat, legal: Sequence[Action]) -> Action:
    """A computer seat's play in a lesson: its next scripted action if legal, else a quiet default.

    The default is "done" in the exposure window, else the lowest legal play — the lesson's
    story never depends on it.
    """
    script = [parse_action(a) for a in lesson.replies.get(seat, "").split("|") if a.strip()]
    for action in script:
        if action in legal:
            return action
    if DONE in legal:
        return DONE
    plays = [a for a in legal if a < EXPOSE_BASE]
    return min(plays, key=lambda a: max(rank_of(c) for c in play_cards(a))) if plays else legal[0]


# ---------------------------------------------------------------- checks


def _card(action: Action) -> Card | None:
    return action if action < PAIR_BASE else None


def accept_any(_st: HandState, _action: Action) -> str | None:
    """Any legal play will do (the engine's own duties are what the task teaches)."""
    return None


def play_exactly(code: str, why: str) -> Check:
    """Only the play ``code`` (e.g. ``"DA"``) is right; anything else is explained by ``why``."""
    want = parse_action(code)
    return lambda _st, action: None if action == want else why


def duck_under_pig(why: str) -> Check:
    """A card that cannot win the trick while the ♠Q is still out: below the Q of the led suit."""

    def check(st: HandState, action: Action) -> str | None:
        card = _card(action)
        if card is None or suit_of(card) != st.lead_suit:
            return why
        return None if rank_of(card) < QUEEN else why

    return check


def discard(card_code: str, why: str) -> Check:
    return play_exactly(card_code, why)


def lead_pair_in(suit: int, why_suit: str, why_single: str) -> Check:
    """Lead a pair, of ``suit``: a single or a pair of another suit is explained."""

    def check(_st: HandState, action: Action) -> str | None:
        if not PAIR_BASE <= action < TWO_BASE:
            return why_single
        return None if suit_of(action - PAIR_BASE) == suit else why_suit

    return check


def expose_card(code: str, why_done: str, why_other: str) -> Check:
    want = EXPOSE_BASE + parse_card(code)

    def check(_st: HandState, action: Action) -> str | None:
        if action == want:
            return None
        return why_done if action == DONE else why_other

    return check


# ---------------------------------------------------------------- the lessons

ONE_DECK = RuleSet(exposure="none", first_lead_c2=False)
TWO_DECKS = RuleSet(decks=2, exposure="none", first_lead_c2=False)
EXPOSING = RuleSet(first_lead_c2=False)

LESSONS: tuple[Lesson, ...] = (
    Lesson(
        key="scoring",
        rules=ONE_DECK,
        pages=3,
        hands=("DA D3 HK C9 S4", "SQ H6 C4 S5", "HA CT S9 C7", "HJ HQ CK S8"),
        leader=EAST,
        trick=("DT", "DJ", "D4"),
        taken={WEST: "H5 H4 H3 H2", NORTH: "HT H9 H8 H7"},
        tasks=(
            Task(
                "tutorial.scoring.task",
                play_exactly("DA", "tutorial.scoring.why"),
                ("tutorial.scoring.why",),
            ),
        ),
    ),
    Lesson(
        key="follow",
        rules=ONE_DECK,
        pages=2,
        hands=("C5 C2 SQ HQ H3", "CJ D9 S4 H4 S6", "CA D5 S7 H5 D7", "DK D2 H6 S9"),
        leader=WEST,
        trick=("CK",),
        taken={WEST: "H2 HT H9 H8", NORTH: "HA HK HJ H7 DJ CT"},
        tasks=(
            Task("tutorial.follow.task1", accept_any),
            Task(
                "tutorial.follow.task2",
                discard("SQ", "tutorial.follow.why"),
                ("tutorial.follow.why",),
            ),
        ),
        replies={WEST: "DK", EAST: "CJ|D9", NORTH: "CA|D5"},
    ),
    Lesson(
        key="duck",
        rules=ONE_DECK,
        pages=2,
        hands=("SA SJ S5 H4 D6", "H7 H3 D8 C8 C2", "SQ H8 D7 C7 C6", "H9 D9 D2 C9"),
        leader=WEST,
        trick=("S8",),
        taken={WEST: "HT H6 H5 H2 DJ", NORTH: "HA HK HQ HJ CT"},
        tasks=(
            Task("tutorial.duck.task", duck_under_pig("tutorial.duck.why"), ("tutorial.duck.why",)),
        ),
        replies={EAST: "C8", NORTH: "SQ"},
    ),
    Lesson(
        key="expose",
        rules=EXPOSING,
        pages=3,
        hands=("DJ DA DK DQ DT D9 SQ S3 C8 C7 C6 H5 H4", "HA", "CT", ""),
        leader=NORTH,
        deal_rest=True,
        tasks=(
            Task(
                "tutorial.expose.task",
                expose_card("DJ", "tutorial.expose.why_done", "tutorial.expose.why_pig"),
                ("tutorial.expose.why_done", "tutorial.expose.why_pig"),
            ),
        ),
    ),
    Lesson(
        key="transformer",
        rules=ONE_DECK,
        pages=3,
        panel_left=True,
        hands=("CA C2 S4 D3 H2", "S5 D4 H3 D7", "S6 D5 H4 S9", "S7 D6 H5 H6"),
        leader=EAST,
        trick=("CK", "CT", "C3"),
        taken={EAST: "DJ", NORTH: "SQ HA HK HQ HJ HT H9 H8 H7"},
        tasks=(
            Task(
                "tutorial.transformer.task",
                play_exactly("CA", "tutorial.transformer.why"),
                ("tutorial.transformer.why",),
            ),
        ),
    ),
    Lesson(
        key="allhearts",
        rules=ONE_DECK,
        pages=3,
        hands=("HK H2 S3 C4", "S9 D8 S8 D4", "ST D9 D7 S7", "HA HQ D2"),
        leader=WEST,
        trick=("H9",),
        taken={WEST: "HJ HT H8 H7 H6 H5 H4 H3", NORTH: "SQ DJ CT"},
        tasks=(
            Task(
                "tutorial.allhearts.task",
                play_exactly("HK", "tutorial.allhearts.why"),
                ("tutorial.allhearts.why",),
            ),
        ),
        replies={EAST: "D4", NORTH: "S7"},
    ),
    Lesson(
        key="pairs",
        rules=TWO_DECKS,
        pages=4,
        hands=("C9 C4 C2 D9 D9 SK SK", "DA D3 S3 S2 H2", "D5 S4 H3 H3 C8", "D8 S5 H4 H4 H5"),
        leader=EAST,
        trick=("C7 C7", "CJ CJ", "C5 C5"),
        taken={
            NORTH: "HA HA HK HK HQ HQ HJ HJ HT HT H9 H9 SQ SQ DJ DJ",
            WEST: "H8 H8 H7 H7 H6 H6 H5 H2 CT CT",
        },
        tasks=(
            Task("tutorial.pairs.task1", accept_any),
            Task(
                "tutorial.pairs.task2",
                lead_pair_in(DIAMONDS, "tutorial.pairs.why_suit", "tutorial.pairs.why_single"),
                ("tutorial.pairs.why_suit", "tutorial.pairs.why_single"),
            ),
        ),
        replies={NORTH: "D5 S4", WEST: "D8 S5", EAST: "DA D3"},
    ),
)


def lesson(key: str) -> Lesson:
    return next(x for x in LESSONS if x.key == key)


def next_lesson(key: str) -> Lesson | None:
    keys = [x.key for x in LESSONS]
    i = keys.index(key)
    return LESSONS[i + 1] if i + 1 < len(keys) else None


COMPLETED: set[str] = set()
"""Lessons finished in this run of the game (progress is kept in memory only)."""
