"""The UI toolkit: window, frame loop, scene stack, canvas, fonts, widgets, tweens, sound.

It knows nothing of 拱猪: no card, no rule, no scene of the game.
"""
