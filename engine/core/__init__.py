"""What every game of the card room shares, below each game's own rules package.

* :mod:`.cards` — a card as an int (``suit * 13 + rank``, the jokers 52 and 53), its code and
  its name, hands of one or two decks as a pair of bitmasks ``(once, twice)``;
* :mod:`.seats` — seats for two to five players, their letters and the order of play;
* :mod:`.deals` — deal numbers: a game's hands numbered from its seed, a number's shuffle;
* :mod:`.options` — the checks of a rules object's options (known, of its type, allowed);
* :mod:`.stats` — a mean and its 95 % interval, the times a player spent;
* :mod:`.arena` — duplicate deals played in worker processes, each result as it ends;
* :mod:`.worlds` — the sampled-worlds search's comparison of candidate plays on common worlds
  (paired gains, their bounds, weighted worlds, the race that drops the hopeless);
* :mod:`.games` — the registry of rules packages, found by listing ``engine``.

A game's package (``engine.gongzhu``, ``engine.shengji``) imports this core and nothing of
another game; the core imports no game (tests/test_architecture.py).
"""
