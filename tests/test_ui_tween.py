"""Tweens move by update(dt) and the group follows the animation-speed setting."""

from __future__ import annotations

from game.ui.tween import Chain, Tween, Tweens, Wait, ease_out_cubic, linear


def test_tween_reaches_its_end_and_calls_back() -> None:
    done: list[bool] = []
    t = Tween(
        (0.0, 0.0), (100.0, 50.0), 0.2, easing=ease_out_cubic, on_done=lambda: done.append(True)
    )
    t.update(0.1)
    assert 50 < t.value[0] < 100  # ease-out: past halfway at half time
    t.update(0.2)
    assert t.value == (100.0, 50.0) and t.done and done == [True]


def test_delay_and_chain() -> None:
    c = Chain([Tween(0.0, 1.0, 0.1, easing=linear), Wait(0.9), Tween(1.0, 0.0, 0.1, easing=linear)])
    c.update(0.05)
    assert abs(c.value - 0.5) < 1e-9
    c.update(1.0)
    assert not c.done
    c.update(0.1)
    assert c.done and c.value == 0.0


def test_group_scales_time_by_animation_speed() -> None:
    speed = [2.0]
    group = Tweens(lambda: speed[0])
    t = group.tween(0.0, 1.0, 0.5, easing=linear)
    group.update(0.125)
    assert abs(t.value - 0.5) < 1e-9
    speed[0] = 0.5
    group.update(0.25)
    assert abs(t.value - 0.75) < 1e-9
    group.finish_all()
    assert t.done and not group.busy
