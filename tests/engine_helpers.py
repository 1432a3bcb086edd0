"""Helpers shared by the engine tests: card lists, positions, random games, and slow references.

The reference functions here are written to be obviously correct, not fast:
they enumerate explicit card copies and apply RULES.md §4 literally.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from engine.gongzhu.actions import CLAIM, CLOSE_WINDOW, Action, is_play, play_cards
from engine.gongzhu.cards import (
    CLUB_TWO,
    SEAT_LETTERS,
    SPECIALS,
    Card,
    CardSet,
    card_code,
    colour_mask,
    count,
    multiset,
    parse_card,
    suit_of,
)
from engine.gongzhu.hand import (
    EXPOSURE,
    FIRST_EXPOSURE,
    HAND_OVER,
    PLAY,
    HandState,
    apply_action,
    deal,
    legal_actions,
    to_act,
)
from engine.gongzhu.rules import RuleSet
from engine.gongzhu.scoring import Exposure

ROOT = Path(__file__).resolve().parent.parent
Multiset = tuple[CardSet, CardSet]


def cards(codes: str) -> list[Card]:
    """``"SQ DJ CT"`` → the cards (with repeats)."""
    return [parse_card(c) for c in codes.split()]


def ms(codes: str) -> Multiset:
    return multiset(cards(codes))


def seat_multisets(by_seat: dict[str, str]) -> list[Multiset]:
    out: list[Multiset] = [(0, 0)] * 4
    for letter, codes in by_seat.items():
        out[SEAT_LETTERS.index(letter)] = ms(codes)
    return out


def exposures_of(items: Sequence[tuple[str, str, str]]) -> list[Exposure]:
    return [Exposure(SEAT_LETTERS.index(s), parse_card(c), how) for s, c, how in items]


def self_taken_from(taken: Sequence[Multiset], dealt: Sequence[Multiset]) -> list[Multiset]:
    """自得 as a seat's own special cards that came back to it (no passing in 拱猪)."""
    out: list[Multiset] = []
    for t, d in zip(taken, dealt):
        got: list[Card] = []
        for card in SPECIALS:
            got += [card] * min(count(*t, card), count(*d, card))
        out.append(multiset(got))
    return out


ALL_HEARTS = " ".join("H" + r for r in "23456789TJQKA")
ALL_SCORING = ALL_HEARTS + " SQ DJ CT"


# ---------------------------------------------------------------- the score command


def run_cli(
    args: Sequence[str], stdin: str | None = None, env_extra: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    if env_extra:
        env.update(env_extra)
    return subprocess.run(
        [sys.executable, "-m", "game.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=60,
        check=False,
    )


def score_cli(request: dict[str, Any]) -> dict[str, Any]:
    proc = run_cli(["score"], json.dumps(request))
    assert proc.returncode == 0, proc.stderr
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


# ---------------------------------------------------------------- positions


def order_for(hands: Sequence[Sequence[Card]], first_receiver: int = 2) -> list[Card]:
    """A deck order that deals ``hands[seat]`` to each seat (one card at a time)."""
    n = len(hands[0])
    order: list[Card] = []
    for k in range(n):
        for j in range(4):
            order.append(hands[(first_receiver + j) & 3][k])
    return order


def random_rules(rng: random.Random, decks: int | None = None) -> RuleSet:
    """A random valid combination of every option (RULES §8)."""
    d = decks if decks is not None else rng.choice((1, 2))
    mode = rng.choice(("solo", "partners", "pig-sheep") if d == 1 else ("solo", "partners"))
    exposure = (
        "none"
        if mode == "pig-sheep"
        else rng.choice(("free", "hidden", "all-but-sheep", "all", "forced", "none"))
    )
    return RuleSet(
        decks=d,
        hearts=rng.choice(("standard", "book", "positive")),
        exposure=exposure,
        first_exposure=exposure in ("free", "forced") and rng.random() < 0.6,
        self_take=rng.random() < 0.5,
        discard_exposed_early=rng.random() < 0.4,
        colour_rule=rng.choice(("off", "strict", "penalty")),
        first_lead_c2=rng.random() < 0.7,
        pig_sheep_swap=rng.choice(("off", "auto", "choose")),
        mode=mode,
        double_pig_loser=mode == "solo" and rng.random() < 0.3,
    )


class Step:
    """One action of a random game: the state before, who did what, the state after, events."""

    __slots__ = ("action", "after", "before", "events", "seat")

    def __init__(
        self,
        before: HandState,
        seat: int | None,
        action: Action,
        after: HandState,
        events: list[Any],
    ) -> None:
        self.before, self.seat, self.action, self.after, self.events = (
            before,
            seat,
            action,
            after,
            events,
        )


def choose_action(
    st: HandState, rng: random.Random, expose_bias: float = 0.5
) -> tuple[int | None, Action]:
    """A random legal action, exposures made often so that restrictions occur."""
    if st.phase in (FIRST_EXPOSURE, EXPOSURE):
        if st.phase == EXPOSURE and rng.random() < 0.05:
            return None, CLOSE_WINDOW
        seats = to_act(st)
        seat = rng.choice(seats)
        acts = legal_actions(st, seat)
        if rng.random() < expose_bias:
            return seat, acts[0]  # expose / first-expose come first
        return seat, rng.choice(acts)
    seat = st.turn
    acts = legal_actions(st, seat)
    if CLAIM in acts and rng.random() < 0.5:
        return seat, CLAIM
    return seat, rng.choice(acts)


def random_game(
    rules: RuleSet, seed: int, first_hand: bool = True, expose_bias: float = 0.5
) -> list[Step]:
    """One complete hand with random legal actions, every action through apply_action."""
    rng = random.Random(seed)
    st = deal(rules, seed, rng.randrange(4), first_hand)
    steps: list[Step] = []
    while st.phase != HAND_OVER:
        seat, action = choose_action(st, rng, expose_bias)
        new, events = apply_action(st, seat, action)
        steps.append(Step(st, seat, action, new, events))
        st = new
    return steps


# ---------------------------------------------------------------- the reference legal plays


def _copies(st: HandState, seat: int) -> list[tuple[Card, bool]]:
    """The seat's cards as explicit copies: (card, exposed-and-restricted)."""
    out: list[tuple[Card, bool]] = []
    h1, h2 = st.hand1[seat], st.hand2[seat]
    for card in range(52):
        held = (h1 >> card & 1) + (h2 >> card & 1)
        exposed = (st.exposed1[seat] >> card & 1) + (st.exposed2[seat] >> card & 1)
        restricted = exposed if not (st.opened >> card & 1) else 0
        out += [(card, True)] * restricted + [(card, False)] * (held - restricted)
    return out


def _narrow(plays: list[Any], keep: Any) -> list[Any]:
    """A duty: keep the plays it allows, unless it would leave nothing."""
    kept = [p for p in plays if keep(p)]
    return kept if kept else plays


def reference_plays(
    st: HandState, seat: int, colour_rule: str | None = None
) -> set[tuple[Card, ...]]:
    """RULES §4 applied literally to explicit copies; plays as sorted card tuples."""
    rules = st.rules
    colour_rule = colour_rule or rules.colour_rule
    copies = _copies(st, seat)
    idx = range(len(copies))
    if not st.trick:
        plays = [(i,) for i in idx]
        plays += [(i, j) for i, j in itertools.combinations(idx, 2) if copies[i][0] == copies[j][0]]
        if st.first_lead:
            c2 = [p for p in plays if all(copies[i][0] == CLUB_TWO for i in p)]
            longest = max(len(p) for p in c2)
            plays = [p for p in c2 if len(p) == longest]
        plays = _narrow(plays, lambda p: not any(copies[i][1] for i in p))
    else:
        suit = st.lead_suit
        k = 2 if st.lead_pair else 1
        plays = list(itertools.combinations(idx, k))
        held_in_suit = sum(1 for c, _ in copies if suit_of(c) == suit)
        need = min(held_in_suit, k)
        # 1. suit
        plays = _narrow(plays, lambda p: sum(suit_of(copies[i][0]) == suit for i in p) == need)

        # 2. exposure (with discard_exposed_early, only led-suit exposed copies stay restricted)
        def restricted(i: int) -> bool:
            card, r = copies[i]
            return r and not (rules.discard_exposed_early and suit_of(card) != suit)

        plays = _narrow(plays, lambda p: not any(restricted(i) for i in p))
        # 3. pair
        if st.lead_pair:
            plays = _narrow(
                plays,
                lambda p: copies[p[0]][0] == copies[p[1]][0] and suit_of(copies[p[0]][0]) == suit,
            )
        # 4. colour
        if colour_rule == "strict":
            colour = colour_mask(suit)
            plays = _narrow(plays, lambda p: all(colour >> copies[i][0] & 1 for i in p))
    return {tuple(sorted(copies[i][0] for i in p)) for p in plays}


def reference_claim(st: HandState, seat: int) -> bool:
    """A claim is certain when every card left to the claimant tops its suit elsewhere."""
    if st.phase != PLAY or st.trick or st.turn != seat or st.first_lead:
        return False
    if any(r for _, r in _copies(st, seat)):
        return False
    mine = [c for c, _ in _copies(st, seat)]
    theirs = [c for s in range(4) if s != seat for c, _ in _copies(st, s)]
    return all(c >= o for c in mine for o in theirs if suit_of(o) == suit_of(c))


def engine_plays(actions: Iterable[Action]) -> set[tuple[Card, ...]]:
    return {tuple(sorted(play_cards(a))) for a in actions if is_play(a) and a != CLAIM}


def reference_winner(trick: Sequence[tuple[int, Sequence[Card]]], lead_pair: bool) -> int:
    """The seat that wins a trick: highest of the led suit; pairs per RULES §4; ties → first."""
    suit = suit_of(trick[0][1][0])
    best: tuple[int, int] | None = None
    best_seat = -1
    for seat, played in trick:
        if any(suit_of(c) != suit for c in played):
            continue
        if not lead_pair:
            key = (0, played[0])
        else:
            a, b = played
            is_pair = a == b
            rank_key = a if is_pair else max(a, b)
            category = int(is_pair) if suit_of(a) == 2 else int(not is_pair)  # ♦: pairs win
            key = (category, rank_key)
        if best is None or key > best:  # strictly greater: the first played keeps a tie
            best, best_seat = key, seat
    return best_seat


def codes(cs: Iterable[Card]) -> str:
    return " ".join(card_code(c) for c in cs)
