"""The exposure advisor (engine/gongzhu/advisor.py): one estimate per card the seat may expose, read
from the seat's view only, deterministic for a seed, and of the right sign where the answer is
plain. The benchmark test prints the time per estimate (never asserted)."""

from __future__ import annotations

import time

from engine.gongzhu.actions import DONE
from engine.gongzhu.advisor import estimate_exposures, exposable_cards
from engine.gongzhu.cards import PIG, SHEEP, card_code
from engine.gongzhu.hand import EXPOSURE, PLAY, HandState, apply_action, deal_from
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS
from engine.gongzhu.view import view_for
from tests.engine_helpers import cards, order_for


def window_with_south(south: str, swap: int = 0) -> HandState:
    """A classic first hand in the exposure window; South holds ``south``, the rest is dealt
    round the other seats (``swap`` cards exchanged between North and West: a different
    deal that South cannot tell apart)."""
    mine = cards(south)
    rest = [c for c in range(52) if c not in mine]
    hands = [mine, rest[0:13], rest[13:26], rest[26:39]]
    for i in range(swap):
        hands[2][i], hands[3][i] = hands[3][i], hands[2][i]
    st = deal_from(PRESETS["classic"], order_for(hands), 2, True)
    assert st.phase == EXPOSURE
    return st


def test_one_estimate_per_exposable_card() -> None:
    st = window_with_south("SQ DJ CT HA S2 S3 H4 H5 D6 D7 C8 C9 CK")
    view = view_for(st, 0)
    estimates = estimate_exposures(view, worlds=8, seed=3)
    assert sorted(card_code(c) for c in estimates) == ["CT", "DJ", "HA", "SQ"]
    assert sorted(estimates) == exposable_cards(view)
    for card, e in estimates.items():
        assert e.card == card and e.worlds == 8 and e.error >= 0


def test_exposing_a_pig_without_guards_loses_points() -> None:
    # ♠A ♠K ♠Q and no small spade: when spades are led South must win with the pig's own
    # suit or drop it on itself — the pig comes home, and exposing it doubles the loss.
    st = window_with_south("SA SK SQ DA DK DQ DT CA CK CQ CJ H2 H3")
    estimates = estimate_exposures(view_for(st, 0), worlds=30, seed=1)
    assert list(estimates) == [PIG]
    pig = estimates[PIG]
    assert pig.gain < 0 and pig.gain + 2 * pig.error < 0, pig


def test_exposing_a_safe_sheep_gains() -> None:
    # ♦A ♦K ♦Q with the sheep: South takes the sheep back itself almost surely; exposed it is worth ×2.
    st = window_with_south("DA DK DQ DJ SA S2 S3 CA C2 C3 H2 H3 H4")
    estimates = estimate_exposures(view_for(st, 0), worlds=30, seed=1)
    sheep = estimates[SHEEP]
    assert sheep.gain > 0 and sheep.gain - 2 * sheep.error > 0, sheep


def test_the_estimate_reads_only_the_seats_view() -> None:
    # Same South hand, different hidden hands: the view is the same, so is every estimate.
    a = window_with_south("SQ DJ C2 S3 H4 H5 D6 D7 C8 C9 CK CA HA", 0)
    b = window_with_south("SQ DJ C2 S3 H4 H5 D6 D7 C8 C9 CK CA HA", 7)
    assert a.hand1[2] != b.hand1[2] and view_for(a, 0) == view_for(b, 0)
    assert estimate_exposures(view_for(a, 0), 6, seed=9) == estimate_exposures(
        view_for(b, 0), 6, seed=9
    )


def test_nothing_to_estimate_outside_the_window_or_without_specials() -> None:
    st = window_with_south("S2 S3 S4 H4 H5 D6 D7 C8 C9 CK CA D2 D3")
    assert estimate_exposures(view_for(st, 0), 4) == {}
    st = window_with_south("SQ S3 S4 H4 H5 D6 D7 C8 C9 CK CA D2 D3")
    for seat in range(4):
        if st.phase == EXPOSURE and st.pending >> seat & 1:
            st, _ = apply_action(st, seat, DONE)
    assert st.phase == PLAY
    assert estimate_exposures(view_for(st, 0), 4) == {}


def test_benchmark_time_per_estimate() -> None:
    """Prints the advisor's time per estimate (40 worlds, the table's setting); no assertion on speed."""
    for preset in ("classic", "double"):
        rules = PRESETS[preset]
        views = []
        for seed in range(1, 200):
            st = new_match(rules, seed).hand
            if st.phase == EXPOSURE and exposable_cards(view_for(st, 0)):
                views.append(view_for(st, 0))
            if len(views) == 3:
                break
        times = []
        for k, view in enumerate(views):
            t0 = time.perf_counter()
            estimate_exposures(view, worlds=40, seed=k)
            times.append(time.perf_counter() - t0)
        n_cards = [len(exposable_cards(v)) for v in views]
        print(
            f"\nadvisor {preset}: 40 worlds, {n_cards} exposable cards: "
            + ", ".join(f"{t:.2f}s" for t in times)
        )
        assert len(times) == 3
