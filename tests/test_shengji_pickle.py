"""升级's values cross process boundaries (the computer players' worker, saves in tests): every
state, view, action, event and result pickles and comes back equal — compiled by mypyc too,
where a frozen dataclass needs its own ``__reduce__`` (engine/gongzhu/scoring.py's ``by_fields``)."""

from __future__ import annotations

import pickle
import random

from engine.shengji import PRESETS, deal, to_act, view_for
from engine.shengji.moves import advance, random_action
from engine.shengji.order import order_for
from engine.shengji.state import PASS, REVOLT, Bury, Call, Declare, Play, Revolt


def test_actions_orders_and_rules_round_trip() -> None:
    values: list[object] = [
        Declare((13,)),
        PASS,
        REVOLT,
        Revolt(),
        Bury((1, 2)),
        Play((5, 5)),
        Call(53, "cw"),
        order_for(3, 1),
        order_for(None, None),
        *PRESETS.values(),
    ]
    for value in values:
        assert pickle.loads(pickle.dumps(value)) == value


def test_states_views_events_and_results_round_trip_in_every_preset() -> None:
    for name, rules in PRESETS.items():
        rng = random.Random(len(name))
        st = deal(rules, 5, 0)
        seen: list[object] = []
        while (seat := to_act(st)) is not None:
            seat, action = random_action(st, rng)
            events: list[object] = []
            advance(st, seat, action, events)  # type: ignore[arg-type]
            seen += events
            if len(seen) % 7 == 0:
                view = view_for(st, seat)
                assert pickle.loads(pickle.dumps(view)) == view
        assert seen and pickle.loads(pickle.dumps(seen)) == seen
        again = pickle.loads(pickle.dumps(st))
        assert repr(again) == repr(st) and again.result == st.result
        assert again.hands == st.hands and again.tricks == st.tricks
