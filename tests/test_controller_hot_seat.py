"""Hot seat in the controller: hand-overs between humans, private exposure turns (RULES §3)."""

from __future__ import annotations

from engine.gongzhu.actions import DONE, EXPOSE_BASE
from engine.gongzhu.hand import EXPOSURE, PLAY
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import RuleSet
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController

THREE_HUMANS = (
    SeatPlayer("南", True),
    SeatPlayer("东", True),
    SeatPlayer("北", True),
    SeatPlayer("西", False, "easy"),
)


def hot_seat(seed: int, clock: int = 20, rules: RuleSet | None = None) -> TableController:
    return TableController(
        new_match(rules or RuleSet(), seed),
        THREE_HUMANS,
        exposure_clock=clock,
        worker=AIWorker(use_process=False),
    )


def run(ctl: TableController, seconds: float, dt: float = 0.05) -> None:
    for _ in range(round(seconds / dt)):
        ctl.update(dt)


def window_with_two_deciding_humans() -> TableController:
    for seed in range(200):
        ctl = hot_seat(seed)
        pending = [s for s in range(3) if ctl.match.hand.pending >> s & 1]
        if ctl.phase == EXPOSURE and len(pending) >= 2:
            return ctl
    raise AssertionError("no deal with two humans holding special cards")


def test_one_human_never_sees_a_hand_over_screen():
    players = (SeatPlayer("我", True),) + tuple(SeatPlayer(n, False, "easy") for n in "ENW")
    ctl = TableController(new_match(RuleSet(), 4), players, worker=AIWorker(use_process=False))
    for _ in range(2000):
        ctl.update(0.1)
        assert ctl.handover_to is None and not ctl.hot_seat
        if ctl.phase == PLAY and ctl.match.hand.turn == 0:
            ctl.submit(0, ctl.legal(0)[0])
        if ctl.match.hand_over:
            break
    assert ctl.match.hand_over


def test_each_human_gets_a_private_exposure_turn_with_the_whole_clock():
    ctl = window_with_two_deciding_humans()
    order = []
    for _ in range(6):
        if ctl.phase != EXPOSURE:
            break
        if ctl.handover_to is not None:
            # Behind the hand-over screen the clock does not run.
            left = ctl.window_left
            run(ctl, 3.0)
            assert ctl.window_left == left
            ctl.accept_handover()
        human = ctl.active_human()
        if human is None:
            break
        assert human == ctl.viewer
        order.append(human)
        assert ctl.window_left == 20.0
        # Other people's exposures are hidden from this human until the window closes.
        view = ctl.private_view(human)
        assert all(e.seat == human for e in view.exposures)
        exposable = [a for a in ctl.legal(human) if EXPOSE_BASE <= a < EXPOSE_BASE + 52]
        if exposable:
            ctl.submit(human, exposable[0])
        if ctl.phase == EXPOSURE and human in ctl.waiting_for_human():
            ctl.submit(human, DONE)  # done, or (nothing to expose) seen and confirmed
    # every human had a turn, also one with nothing to expose: the one at the screen first
    assert order == [0, 1, 2]
    run(ctl, 10)
    assert ctl.phase == PLAY
    # Now every exposure is public.
    assert len(ctl.private_view(ctl.viewer).exposures) == len(ctl.match.hand.exposures)


def test_a_private_turn_times_out_alone():
    ctl = window_with_two_deciding_humans()
    if ctl.handover_to is not None:
        ctl.accept_handover()
    first = ctl.active_human()
    run(ctl, 20.2)
    assert first not in ctl.waiting_for_human()  # this human's turn ended…
    assert ctl.phase == EXPOSURE  # …but the window stays open for the next
    assert ctl.handover_to is not None and ctl.handover_to != first


def test_the_hand_over_screen_appears_exactly_when_the_human_changes():
    ctl = hot_seat(9, rules=RuleSet(exposure="none"))
    seen_turns = []
    for _ in range(4000):
        if ctl.match.hand_over:
            break
        ctl.update(0.1)
        hand = ctl.match.hand
        if ctl.phase != PLAY or not ctl.players[hand.turn].human:
            continue
        turn = hand.turn
        if turn != ctl.viewer:
            assert ctl.handover_to == turn
            ctl.accept_handover()
        else:
            assert ctl.handover_to is None
        seen_turns.append(turn)
        ctl.submit(turn, ctl.legal(turn)[0])
    assert ctl.match.hand_over
    assert {0, 1, 2} <= set(seen_turns)


def test_a_hand_over_to_someone_who_need_not_act_passes_on_to_who_must() -> None:
    """A save may carry a hand-over to a human whose private turn the restart no longer has
    (the window had closed): after him the computer goes on to whoever must play."""
    ctl = hot_seat(9, rules=RuleSet(exposure="none"))
    for _ in range(400):
        hand = ctl.match.hand
        if ctl.phase == PLAY and ctl.players[hand.turn].human and hand.turn != 0:
            break
        if ctl.handover_to is not None:
            ctl.accept_handover()
        if ctl.phase == PLAY and ctl.players[hand.turn].human:
            ctl.submit(hand.turn, ctl.legal(hand.turn)[0])
        ctl.update(0.1)
    turn = ctl.match.hand.turn
    assert ctl.players[turn].human and turn != 0
    ctl.handover_to = 0  # as a resumed save had it
    ctl.accept_handover()
    assert ctl.viewer == 0 and ctl.handover_to == turn
