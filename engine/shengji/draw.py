"""The draw and declaring trump (摸牌, 亮主; SHENGJI §3), 革命 (§9), and taking the kitty (§4);
the duel's draw and its windows for showing a level card before each lead (§10).

The draw runs by itself between decisions: a seat is offered a chance only when it holds
something it may declare, so a seat with nothing to show passes without an action (no choice
is lost, and a hand of 100 draws is not 400 recorded passes). Each card drawn is an event.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import (
    BJ,
    LJ,
    POINT_CARDS,
    Card,
    Hand,
    Seat,
    add_cards,
    hand_cards,
    hand_of,
    hand_size,
    make_card,
    shuffled,
)
from .rules import ShengjiRules
from .state import (
    CLOSING,
    DRAW,
    KITTY,
    PLAY,
    REVOLUTION,
    SHOW,
    CardDrawn,
    Declaration,
    Declared,
    Event,
    HandState,
    KittyTaken,
    KittyTurned,
    Redrawn,
    RevolutionCalled,
)

NO_TRUMP_LEVEL = 13  # the level index of 无将


def draw_seed(deal_number: int, attempt: int) -> int:
    """The shuffle of a hand's ``attempt``-th draw (0 the first; redraws after §3 or §9)."""
    return deal_number * 1_000_003 + attempt


def deal(
    rules: ShengjiRules,
    deal_number: int,
    first_receiver: Seat,
    levels: tuple[int, ...] | None = None,
    declarer: Seat | None = None,
    events: list[Event] | None = None,
) -> HandState:
    """A new hand, drawn up to the first decision. ``declarer`` None: a first hand (§3)."""
    sides = 2 if rules.players == 4 else rules.players
    st = HandState.__new__(HandState)
    st.rules = rules
    st.deal_number = deal_number
    st.attempt = 0
    st.first_receiver = first_receiver
    st.first_hand = declarer is None
    st.levels = levels if levels is not None else (0,) * sides
    st.declarer = declarer
    st.previous_declarer = None
    st.restricted = False
    st.revolution_by = None
    _start_draw(st, first_receiver, events)
    return st


def _no_play_yet(st: HandState) -> None:
    """A hand before its first lead: no trick, no points shown, no friend called."""
    st.trick = ()
    st.lead = ()
    st.tricks = ()
    st.shown = ()
    st.penalty = 0
    st.result = None
    st.called = None
    st.friend = None
    st.friend_known = False


def _start_draw(st: HandState, first_receiver: Seat, events: list[Event] | None) -> None:
    rules = st.rules
    st.phase = DRAW
    st.stock = tuple(shuffled(rules.decks, draw_seed(st.deal_number, st.attempt)))
    st.drawn = 0
    st.receiver = first_receiver
    st.hands = [(0, 0)] * rules.players
    st.piles = [()] * rules.players
    st.declaration = None
    st.declarations = ()
    st.chances = ()
    st.passes = 0
    index = st.levels[st.side_of(st.declarer)] if st.declarer is not None else 0
    st.level = None if index >= NO_TRUMP_LEVEL else index
    st.trump = None
    st.kitty = ()
    st.buried = False
    st.leader = st.turn = first_receiver
    _no_play_yet(st)
    if rules.players == 2:
        _deal_duel(st, events)
        return
    settle(st, events)


# ---- the duel (§10) ---------------------------------------------------------------------------


def _deal_duel(st: HandState, events: list[Event] | None) -> None:
    """§10: the first receiver and the other take one card at a time, alternately, until each
    holds 5; the other 44 are the stock. The first receiver leads, after a first window."""
    for _ in range(2 * st.rules.hand_size):
        draw_card(st, st.receiver, events)
    open_window(st)


def draw_card(st: HandState, seat: Seat, events: list[Event] | None) -> None:
    """The next card of the stock to ``seat`` (private to him: others see a back)."""
    card = st.stock[st.drawn]
    st.hands[seat] = add_cards(st.hands[seat], (card,))
    st.drawn += 1
    st.receiver = (seat + 1) % st.rules.players
    if events is not None:
        events.append(CardDrawn(seat, card))


def draw_after_trick(st: HandState, winner: Seat, events: list[Event] | None) -> None:
    """§10: the winner draws first, then the other, one at a time, until both hold 5 again or
    the stock is empty (both played as many cards, so it splits evenly)."""
    seat = winner
    size = st.rules.hand_size
    left = len(st.stock) - st.drawn
    while left and hand_size(st.hands[seat]) < size:
        draw_card(st, seat, events)
        left -= 1
        seat = 1 - seat


def open_window(st: HandState) -> None:
    """§10, §15.14: before each lead the leader, then the other, may show a level card; a seat
    with nothing to show passes by itself. Nobody left to ask: the leader leads."""
    st.phase = SHOW
    st.chances = (st.leader, 1 - st.leader)
    pass_window(st, used=False)


def pass_window(st: HandState, used: bool = True) -> None:
    """The seat whose chance it is in the window has let it go (``used``); on to the next."""
    if used:
        st.chances = st.chances[1:]
    while st.chances and not declarations(st, st.chances[0]):
        st.chances = st.chances[1:]
    if not st.chances:
        st.phase = PLAY
        st.turn = st.leader


def show(st: HandState, seat: Seat, cards: tuple[Card, ...], events: list[Event] | None) -> None:
    """§10: a level card shown names the trump suit from this lead on; in a first hand its
    owner becomes the declarer (§15.13). `first` mode: the showing stands, declaring closes."""
    dec = Declaration(seat, cards, 1, cards[0] % 13)
    st.declaration = dec
    st.declarations = st.declarations + (dec,)
    st.trump = cards[0] // 13
    if st.declarer is None:
        st.declarer = seat  # §10 first hand: the first to show a 2 is the declarer
    if events is not None:
        events.append(Declared(seat, cards, st.trump))
    st.chances = ()
    pass_window(st, used=False)


# ---- who may declare what ---------------------------------------------------------------------


def _declaring_open(st: HandState) -> bool:
    if st.rules.declare == "first" and st.declaration is not None:
        return False  # §3 `first`: the first declaration stands and declaring closes
    return st.restricted or st.level is not None  # §3: at 无将 nobody declares


def _level_of_seat(st: HandState, seat: Seat) -> int | None:
    """The level rank ``seat`` may show: the hand's, or in a 革命 draw his own side's (§9)."""
    if st.restricted:
        index = st.levels[st.side_of(seat)]
        return None if index >= NO_TRUMP_LEVEL else index
    return st.level


LEVEL_CARDS = 1 | 1 << 13 | 1 << 26 | 1 << 39  # a rank's four suits, shifted by the rank
JOKER_PAIRS = 1 << LJ | 1 << BJ


def may_show(hand: Hand, level: int | None) -> bool:
    """Whether a hand holds what any declaration shows: a level card or a joker pair (§3).
    Most hands most of the draw do not: the draw's fast path."""
    once, twice = hand
    return bool(level is not None and once & LEVEL_CARDS << level) or bool(twice & JOKER_PAIRS)


def declarations(st: HandState, seat: Seat) -> list[tuple[Card, ...]]:
    """Every declaration ``seat`` may make now (§3), each as the cards it shows."""
    if not _declaring_open(st):
        return []
    return declarable(st.rules, st.hands[seat], _level_of_seat(st, seat), st.declaration, seat)


def declarable(
    rules: ShengjiRules,
    hand: Hand,
    level: int | None,
    standing: Declaration | None,
    seat: Seat,
) -> list[tuple[Card, ...]]:
    """The declarations a hand allows while declaring is open (§3), against ``standing``."""
    once, twice = hand
    if not may_show(hand, level):
        return []
    rank = standing.rank if standing is not None else 0
    if rules.declare == "first":
        # §15.10: only a single level card declares in `first` mode
        if level is None:
            return []
        return [(make_card(s, level),) for s in range(4) if once >> make_card(s, level) & 1]
    if standing is not None and standing.seat == seat:
        # §3: no overriding oneself; a standing single may be reinforced (加固) with its twin
        card = standing.cards[0]
        if standing.rank == 1 and twice >> card & 1:
            return [(card, card)]
        return []
    out: list[tuple[Card, ...]] = []
    if level is not None:
        if rank < 1:
            out += [(make_card(s, level),) for s in range(4) if once >> make_card(s, level) & 1]
        if rank < 2:
            out += [
                (make_card(s, level),) * 2 for s in range(4) if twice >> make_card(s, level) & 1
            ]
    if rank < 3 and twice >> LJ & 1:
        out.append((LJ, LJ))  # §3: a joker pair names no suit (无主)
    if rank < 4 and twice >> BJ & 1:
        out.append((BJ, BJ))
    return out


def _rank_of(cards: tuple[Card, ...]) -> int:
    if cards[0] == BJ:
        return 4
    if cards[0] == LJ:
        return 3
    return len(cards)


def declare(st: HandState, seat: Seat, cards: tuple[Card, ...], events: list[Event] | None) -> None:
    """Record a declaration (legal: the caller checked) and move the chances on."""
    level = cards[0] % 13 if cards[0] < LJ else (_level_of_seat(st, seat) or 0)
    dec = Declaration(seat, cards, _rank_of(cards), level)
    st.declaration = dec
    st.declarations = st.declarations + (dec,)
    if events is not None:
        events.append(Declared(seat, cards, cards[0] // 13 if cards[0] < LJ else None))
    pass_chance(st, declared=True)
    settle(st, events)


def pass_chance(st: HandState, declared: bool = False) -> None:
    """The seat whose chance it is has used it (declared or passed)."""
    if st.phase == DRAW:
        st.chances = st.chances[1:]
        if not _declaring_open(st):
            st.chances = ()
    elif st.phase == CLOSING:
        st.passes = 0 if declared else st.passes + 1
        st.chances = ((st.chances[0] + 1) % st.rules.players,)


def deciding_seat(st: HandState) -> Seat | None:
    return st.chances[0] if st.chances else None


def settle(st: HandState, events: list[Event] | None) -> None:
    """Run the draw on to the next decision: auto-pass seats with nothing to declare, draw the
    next card when a card's chances are used, close declaring after the closing round."""
    rules = st.rules
    players = rules.players
    to_draw = len(st.stock) - rules.kitty_size
    # Nobody declares in here (a seat that may is asked and this returns), so whether declaring
    # is open and each seat's level stay as they are until declaring closes.
    open_now = _declaring_open(st)
    levels = [_level_of_seat(st, s) for s in range(players)]
    hands = st.hands
    # per seat the hand last found with nothing to declare: unchanged, it still has nothing
    nothing: list[Hand] = [(-1, -1)] * players
    while st.phase in (DRAW, CLOSING):
        if st.phase == DRAW:
            chances = st.chances
            if chances:
                # the seats with nothing to declare let their chances go, one after another
                i = 0
                while i < len(chances):
                    seat = chances[i]
                    if _has_declaration(st, seat, levels[seat], nothing):
                        break
                    i += 1
                st.chances = chances[i:]
                if st.chances:
                    return
                continue
            if st.drawn < to_draw:
                seat, card = st.receiver, st.stock[st.drawn]
                hands[seat] = add_cards(hands[seat], (card,))
                st.drawn += 1
                st.receiver = (seat + 1) % players
                if events is not None:
                    events.append(CardDrawn(seat, card))
                if open_now and not rules.hot_seat:
                    # §3: after each draw every player one chance, from the drawer on (hot
                    # seat: nobody sees his cards as they come; all declare in the closing round)
                    st.chances = tuple((seat + i) % players for i in range(players))
                continue
            if not open_now:
                close_declaring(st, events)
                return
            # §3: the closing round, from the last receiver on
            st.phase = CLOSING
            st.passes = 0
            st.chances = ((st.receiver - 1) % players,)
            continue
        if not open_now or st.passes >= players:
            close_declaring(st, events)  # §3: a full round of passes after the latest
            return
        seat = st.chances[0]
        if _has_declaration(st, seat, levels[seat], nothing):
            return
        pass_chance(st)


def _has_declaration(st: HandState, seat: Seat, level: int | None, nothing: list[Hand]) -> bool:
    """Whether ``seat`` may declare now (:func:`settle`'s question, asked at every card)."""
    hand = st.hands[seat]
    if hand == nothing[seat] or not may_show(hand, level):
        return False
    if declarations(st, seat):
        return True
    nothing[seat] = hand
    return False


def _turn_up(kitty: tuple[Card, ...], level: int) -> int | None:
    """§3, §14.3: the first level card names the suit, else the highest suited card (A high,
    the earliest among equals); jokers name nothing."""
    for c in kitty:
        if c < LJ and c % 13 == level:
            return c // 13
    best = None
    for c in kitty:
        if c < LJ and (best is None or c % 13 > best % 13):
            best = c
    return None if best is None else best // 13


def close_declaring(st: HandState, events: list[Event] | None) -> None:
    """Declaring has closed: settle the declarer and trump (§3), ask about 革命 (§9), or draw
    again; then the declarer takes the kitty (§4)."""
    rules = st.rules
    st.chances = ()
    kitty = st.stock[len(st.stock) - rules.kitty_size :]
    dec = st.declaration
    if st.restricted:
        st.restricted = False
        if dec is None and st.first_hand:
            redraw(st, st.first_receiver, events)  # §9: nobody declared in a first hand
            return
        # §9: the declaration's owner declares at his side's level; with none, §14.17: the
        # previous declarer keeps the hand
        st.declarer = dec.seat if dec is not None else st.previous_declarer
        assert st.declarer is not None
        index = st.levels[st.side_of(st.declarer)]
        st.level = None if index >= NO_TRUMP_LEVEL else index
    elif dec is None and st.declarer is None:
        # §3, §14.18: nobody declared in a first hand: all drawn again, same first receiver
        redraw(st, st.first_receiver, events)
        return
    elif st.declarer is None:
        assert dec is not None
        st.declarer = dec.seat  # §3 first hand: whoever's declaration stands
    if dec is not None:
        st.trump = dec.cards[0] // 13 if dec.cards[0] < LJ else None
    elif st.level is not None:
        st.trump = _turn_up(kitty, st.level)  # §3 later hands: the kitty names the trump
        if events is not None:
            events.append(KittyTurned(kitty, st.trump))
    declarer = st.declarer
    if rules.revolution:
        asked = tuple(
            s
            for s in ((declarer + i) % rules.players for i in range(1, rules.players))
            if not st.is_declaring(s) and not st.hands[s][0] & POINT_CARDS
        )
        if asked:
            st.phase = REVOLUTION  # §9: defenders without a point card are asked in turn
            st.chances = asked
            return
    take_kitty(st, events)


def redraw(st: HandState, first_receiver: Seat, events: list[Event] | None) -> None:
    st.attempt += 1
    if events is not None:
        events.append(Redrawn(first_receiver))
    _start_draw(st, first_receiver, events)


def revolt(st: HandState, seat: Seat, events: list[Event] | None) -> None:
    """§9 革命: all drawn again, the caller first; each side declares only with its own level's
    cards (equal levels: the same thing); the declaration's owner becomes the declarer."""
    if events is not None:
        events.append(RevolutionCalled(seat, hand_cards(st.hands[seat])))
    st.previous_declarer = st.declarer
    st.declarer = None
    st.restricted = True
    redraw(st, seat, events)


def decline_revolution(st: HandState, events: list[Event] | None) -> None:
    st.chances = st.chances[1:]
    if not st.chances:
        take_kitty(st, events)


def take_kitty(st: HandState, events: list[Event] | None) -> None:
    """§4: the declarer takes the kitty, unseen by the others, and must bury as many."""
    assert st.declarer is not None
    kitty = st.stock[len(st.stock) - st.rules.kitty_size :]
    st.hands[st.declarer] = add_cards(st.hands[st.declarer], kitty)
    st.kitty = ()
    st.phase = KITTY
    st.chances = ()
    st.leader = st.turn = st.declarer
    if events is not None:
        events.append(KittyTaken(st.declarer, kitty))


def position(
    rules: ShengjiRules,
    hands: list[tuple[Card, ...]],
    level: int | None,
    trump: int | None,
    declarer: Seat,
    leader: Seat | None = None,
    kitty: tuple[Card, ...] = (),
    stock: tuple[Card, ...] = (),
    piles: Sequence[tuple[Card, ...]] = (),
) -> HandState:
    """A hand in PLAY with the given cards (lessons, tests, the post-hand review's replays):
    the kitty buried, ``leader`` (the declarer by default) to lead; the duel: ``stock`` the
    cards still to draw, in order; ``piles``: the point cards each seat has won so far (a
    lesson's hand started earlier)."""
    st = HandState.__new__(HandState)
    st.rules = rules
    st.deal_number = 0
    st.attempt = 0
    st.first_receiver = declarer
    st.first_hand = False
    sides = 2 if rules.players == 4 else rules.players
    st.levels = (0 if level is None else level,) * sides
    st.declarer = declarer
    st.previous_declarer = None
    st.restricted = False
    st.revolution_by = None
    st.phase = PLAY
    st.stock = ()
    st.drawn = sum(len(h) for h in hands)
    st.receiver = declarer
    st.hands = [hand_of(h) for h in hands]
    st.piles = [tuple(p) for p in piles] if piles else [()] * rules.players
    st.declaration = None
    st.declarations = ()
    st.chances = ()
    st.passes = 0
    st.level = level
    st.trump = trump
    st.kitty = tuple(sorted(kitty))
    st.buried = True
    st.leader = st.turn = declarer if leader is None else leader
    _no_play_yet(st)
    if rules.players == 2:
        # §10: the duel's stock after the hands; every card of the hands counts as drawn
        st.stock = tuple(c for h in hands for c in h) + tuple(stock)
    return st
