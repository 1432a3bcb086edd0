"""Expert inference: a world is weighed by how well it explains the other seats' plays."""

from __future__ import annotations

import random
from collections.abc import Iterator

from test_ai_history import _positions

from engine.gongzhu.ai import choose
from engine.gongzhu.ai.inference import PlayLikelihood
from engine.gongzhu.ai.sampler import Sampler
from engine.gongzhu.ai.search import search
from engine.gongzhu.hand import (
    HAND_OVER,
    PLAY,
    HandState,
    advance,
    apply_action,
    deal,
    legal_plays,
    to_act,
)
from engine.gongzhu.rules import RuleSet
from engine.gongzhu.view import SeatView, view_for


def _normal_hand(rules: RuleSet, deal_no: int) -> Iterator[tuple[HandState, SeatView]]:
    """Every position of a hand the normal level plays in all four seats, with the view of
    the seat to act."""
    st = deal(rules, deal_no, 2, True)
    moves: list[tuple[int | None, int]] = []
    while st.phase != HAND_OVER:
        seat = to_act(st)[0]
        view = view_for(st, seat, moves)
        yield st, view
        act = choose(view, "normal", 0.0, len(moves)).action
        st, _ = apply_action(st, seat, act)
        moves.append((seat, act))


def test_replaying_the_order_of_play_rebuilds_the_position() -> None:
    """From the start of play, the view's plays are legal and lead back to the same view."""
    rng = random.Random(5)
    for rules in (
        RuleSet(),
        RuleSet(decks=2),
        RuleSet(exposure="hidden"),
        RuleSet(decks=2, mode="partners"),
    ):
        for m, seat in _positions(rules, 15, 8):
            view = view_for(m.hand, seat, m.moves)
            lik = PlayLikelihood(view)
            for world in (m.hand, Sampler(view).world(rng)):
                st = lik.start_of_play(world)
                for s, act in view.plays:
                    assert st.phase == PLAY and st.turn == s
                    if world is m.hand:
                        assert act in legal_plays(st, s)
                    advance(st, s, act)
                assert st.hand1 == world.hand1 and st.hand2 == world.hand2
                assert st.trick == world.trick and st.voids == world.voids
                assert (st.taken1, st.taken2) == (world.taken1, world.taken2)


def test_the_real_deal_is_likelier_than_most_samples() -> None:
    """Among sampled worlds, the true hands (played by the heuristic) usually explain the plays best."""
    rules = RuleSet()
    rng = random.Random(3)
    percentiles = []
    for h in range(6):
        for n, (st, view) in enumerate(_normal_hand(rules, 700 + h)):
            if st.phase == PLAY and len(view.plays) >= 16 and n % 9 == 0 and len(view.legal) > 1:
                lik = PlayLikelihood(view)
                sampler = Sampler(view)
                samples = [lik.log_weight(sampler.world(rng)) for _ in range(30)]
                true = lik.log_weight(st)
                percentiles.append(sum(x < true for x in samples) / len(samples))
    assert len(percentiles) >= 10
    assert sum(percentiles) / len(percentiles) > 0.6, percentiles


def test_without_the_order_of_play_every_world_weighs_the_same() -> None:
    for m, seat in _positions(RuleSet(), 5, 2):
        view = view_for(m.hand, seat)
        lik = PlayLikelihood(view)
        assert not lik.active
        assert lik.log_weight(m.hand) == 0.0


def test_expert_with_history_is_legal_and_repeatable() -> None:
    for i, (m, seat) in enumerate(_positions(RuleSet(decks=2), 8, 13)):
        view = view_for(m.hand, seat, m.moves)
        a = choose(view, "expert", 5.0, i, max_worlds=3)
        assert a.action in view.legal
        assert a == choose(view, "expert", 5.0, i, max_worlds=3)


def test_rollout_shortcut_scores_as_the_full_playout() -> None:
    """Claiming the rest once no scoring card is left gives the score the played-out tricks give."""
    from test_ai_players import RULESETS, random_positions

    from engine.gongzhu.ai.search import rollout

    for name in ("classic", "double", "partners2", "all-but-sheep2", "forced-first"):
        for st, _seat in random_positions(RULESETS[name], 25, 17):
            a, b = st.copy(), st.copy()
            rollout(a, random.Random(1), shortcut=True)
            rollout(b, random.Random(1), shortcut=False)
            assert a.result is not None and b.result is not None
            assert a.result.credited == b.result.credited, name


def test_search_options_answer_legally_and_repeatably() -> None:
    """Inference, pruning and caution (off in the levels for now) still give a legal, seeded answer."""
    from engine.gongzhu.ai.search import search

    for i, (m, seat) in enumerate(_positions(RuleSet(decks=2, mode="partners"), 6, 31)):
        view = view_for(m.hand, seat, m.moves)
        a = search(view, 5.0, i, 14, limit=8, prune=True, infer=True, caution=1.0)
        assert a.action in view.legal and a.worlds in (0, 14)
        assert a == search(view, 5.0, i, 14, limit=8, prune=True, infer=True, caution=1.0)


def test_a_clear_choice_is_decided_before_the_budget_runs_out() -> None:
    """Racing stops once no candidate can beat the leader: same answer as searching to the cap,
    far fewer worlds on most positions, and the same answer for the same seed."""
    rules = RuleSet()
    stopped = same = total = 0
    for m, seat in _positions(rules, 14, 5):
        view = view_for(m.hand, seat, m.moves)
        if len(view.legal) < 2:
            continue
        raced = search(view, 60.0, 9, 200, limit=6, prune=True)
        assert raced == search(view, 60.0, 9, 200, limit=6, prune=True)
        full = search(view, 60.0, 9, 200, limit=6)
        total += 1
        stopped += raced.worlds < 200
        # The raced answer is the full search's choice, or worth as much in its worlds.
        same += (
            raced.action == full.action or full.means[raced.action] >= full.means[full.action] - 3
        )
    assert total >= 8
    assert stopped >= total // 2
    assert same >= total - 1


def test_noisy_rollouts_are_seeded_and_change_the_estimates() -> None:
    """Expert's rollouts add noise to the heuristic: the same seed gives the same estimates,
    and they differ from the plain rollouts' (the noise is really used)."""
    changed = 0
    for m, seat in _positions(RuleSet(decks=2), 6, 8):
        view = view_for(m.hand, seat, m.moves)
        if len(view.legal) < 2:
            continue
        noisy = search(view, 60.0, 4, 12, limit=4, noise=10.0)
        assert noisy == search(view, 60.0, 4, 12, limit=4, noise=10.0)
        changed += noisy.means != search(view, 60.0, 4, 12, limit=4).means
    assert changed >= 2


def test_resampled_worlds_deal_the_key_cards_where_they_are() -> None:
    """Drawn by the play likelihood, worlds give the pig, the sheep, the transformer and the
    top spades and hearts to their true holders more often than a uniform deal does: what the
    other seats played (ducking, throwing, leading) says where those cards are."""
    from engine.gongzhu.ai.search import _likely_world
    from engine.gongzhu.cards import PIG, SHEEP, TRANSFORMER, parse_card

    rules = RuleSet(mode="partners", exposure="none", first_lead_c2=False)
    keys = (PIG, SHEEP, TRANSFORMER, *(parse_card(c) for c in ("SA", "SK", "HA", "HK")))
    rng = random.Random(11)
    uniform: list[int] = []
    drawn: list[int] = []
    for h in range(5):
        for n, (st, view) in enumerate(_normal_hand(rules, 900 + h)):
            if st.phase == PLAY and n >= 12 and n % 5 == 0:
                lik = PlayLikelihood(view, sharpness=2.0)
                sampler = Sampler(view)
                for _ in range(40):
                    plain = sampler.world(rng)
                    likely = _likely_world(sampler, lik, rng, 6)
                    for c in keys:
                        holder = [s for s in range(4) if st.hand1[s] >> c & 1]
                        if holder and holder[0] != view.seat:
                            uniform.append(plain.hand1[holder[0]] >> c & 1)
                            drawn.append(likely.hand1[holder[0]] >> c & 1)
    assert len(drawn) >= 2000
    assert sum(drawn) / len(drawn) > sum(uniform) / len(uniform) + 0.04


def test_resampling_search_answers_legally_and_repeatably() -> None:
    for i, (m, seat) in enumerate(_positions(RuleSet(mode="partners"), 6, 29)):
        view = view_for(m.hand, seat, m.moves)
        a = search(view, 30.0, i, 10, prune=True, infer=True, resample=4, sharpness=2.0)
        assert a.action in view.legal and a.worlds in (0, 10)
        assert a == search(view, 30.0, i, 10, prune=True, infer=True, resample=4, sharpness=2.0)


def _swapped(world: HandState, a: int, b: int) -> HandState:
    """The world with two seats' hands (as dealt and as held) exchanged: their plays
    become impossible in it."""
    st = world.copy()
    for hands in (st.hand1, st.hand2):
        hands[a], hands[b] = hands[b], hands[a]
    dealt = list(st.dealt)
    dealt[a], dealt[b] = dealt[b], dealt[a]
    st.dealt = tuple(dealt)
    return st


def test_a_worlds_weight_does_not_depend_on_the_worlds_weighed_before() -> None:
    """The likelihood remembers each seat's share by the hand it was dealt (and, in 暗卖,
    the guessed exposures): weighing many worlds with one likelihood gives each the weight
    a fresh one gives it, impossible worlds (two seats' hands swapped) among them."""
    rng = random.Random(8)
    checked = impossible = 0
    for rules, n, tries in (
        (RuleSet(), 6, 30),
        (RuleSet(decks=2), 6, 30),
        # Worlds guess which cards the hidden exposures are: a seat's hand meets other guesses.
        (RuleSet(exposure="hidden"), 24, 200),
        (RuleSet(decks=2, mode="partners"), 6, 30),
        (RuleSet(mode="pig-sheep", exposure="none"), 6, 30),
    ):
        for m, seat in _positions(rules, n, 41):
            view = view_for(m.hand, seat, m.moves)
            lik = PlayLikelihood(view, sharpness=3.0)
            sampler = Sampler(view)
            others = [s for s in range(4) if s != seat]
            for _ in range(tries):
                w = sampler.world(rng)
                swap = rng.random() < 0.2
                for x in (_swapped(w, others[0], others[1]), w) if swap else (w,):
                    assert lik.log_weight(x) == PlayLikelihood(view, sharpness=3.0).log_weight(x)
                checked += lik.active
                impossible += swap and lik.active
    assert checked >= 400 and impossible >= 80, (checked, impossible)
