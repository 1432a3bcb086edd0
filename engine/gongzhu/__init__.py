"""拱猪 / 拱双猪 (RULES.md): the rules, their scoring, and the computer players — one game of
the card room (docs/ARCHITECTURE.md), beside ``engine.shengji``.

Modules: ``cards`` (cards, sets, seats), ``rules`` (RuleSet, presets), ``actions`` (int
actions with text codes), ``hand`` (one hand: deal, exposure, play, claim), ``scoring``
(RULES §5), ``view`` (what a seat may know), ``match`` (a game of several hands), ``ai``
(the four computer levels), ``review`` and ``advisor`` (the post-hand review and the hint),
``campaign``, ``arena`` (computer players' matches). The glossary is ``engine``'s.
"""
