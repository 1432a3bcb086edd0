"""The heuristic's judgement in numbers: the :class:`Weights` of its scores, and the sets the
levels play (PLAIN, the first, hand-set ones; SHARP, tuned by self-play and grown by the rules
the search taught it; NORMAL, the one the normal level and the search's rollouts play).

Apart from :mod:`.heuristics`, whose rules read these numbers: the levels, the exposure rule
and the duels (:mod:`.tuning`) need the numbers without the rules.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Weights:
    """The heuristic's judgement in numbers, in points (the defaults are :data:`PLAIN`'s).

    Burdens are what keeping a card is expected to cost; the rest prices what a
    play brings to this trick and the lead that follows. ``catcher``, ``overtake``,
    ``ct_future``, ``ct_keep``, ``team_win`` and ``mate_hold`` are SHARP's terms: their
    defaults leave PLAIN's play as it was (``ct_alone`` names a constant both share).
    """

    high_card: float = 1.2  # burden per rank above 9 (any suit)
    pig_short: float = 55.0  # keeping the pig with fewer than four spades around it
    pig_guarded: float = 30.0  # keeping the pig among four or more spades
    guard: float = 25.0  # keeping ♠A/♠K while the pig is out
    heart_keep: float = 0.45  # share of a heart's value its keeper is likely to eat
    # a heart no heart out beats, last on a trick my side takes anyway: its own and two more
    heart_top: float = 0.0
    heart_top_pair: float = 0.0  # ... for each heart of two I answer a pair with (two decks)
    heart_high: float = 0.0  # ... and one some heart out beats, at this power of how many
    heart_stop: float = 15.0  # worth of a high heart while a 全红 threatens
    sheep_keep: float = 45.0  # worth of holding the sheep (it wins a trick later)
    sheep_now: float = 0.0  # ... given up by the share of it a play that takes it now holds
    sheep_pair_now: float = 0.0  # ... and so for both sheep led as a pair (two decks)
    void_dump: float = 18.0  # what a void opponent throws on my trick
    void_pig: float = 35.0  # ... more while the pig is out
    thin_suit: float = 0.0  # fewer of the suit out than seats that may hold it: some are void
    spade_over_pig: float = 100.0  # a spade above the pig, shared among the spade holders
    sheep_pair_hunt: float = 0.0  # a ♦ pair led above the sheep draws out a pair of them
    pig_shown: float = 0.0  # 1: an exposed pig is with one seat, held back in spades' first trick
    guard_locked: float = 0.0  # keeping ♠A/♠K past that trick, where the pig could not fall on it
    lead_escape: float = 0.35  # chance a lead holds, per higher card out
    lead_forced: float = 0.0  # ... cut by this share when every card of the suit out is higher
    lead_escape_two: float = 0.0  # two decks: the lead's chance per higher card out (0: as one)
    pair_lead: float = 0.0  # 1: a pair led in ♥♠♣ holds only if no follower has two of the suit
    pair_lead_dia: float = 0.0  # 1: a ♦ pair led holds unless a follower has a higher pair
    stop_hearts: float = 60.0  # taking a heart trick to stop a 全红
    run_seal: float = 0.0  # taking the last heart out while chasing: the 全红's turn of my pile
    stop_dump: float = 0.0  # throwing a heart onto a trick the 全红's chaser cannot take
    mate_share: float = 0.6  # a partner's winning trick, when others still play
    mate_void: float = 0.0  # two decks: a later partner void in the suit throws on a rival's trick
    void_bonus: float = 6.0  # voiding a suit (discards later)
    hunt_pig: float = 8.0  # leading a low spade while the pig is out (拱猪)
    hunt_late: float = 0.0  # ... more per trick gone: the pig's holder has fewer spades to hide it
    short_lead: float = 2.5  # per card short of four in the led suit
    catcher: float = 0.0  # a diamond above the sheep while the sheep is out
    ct_alone: float = 25.0  # half the transformer's worth to a taker with nothing else
    overtake: float = 1.0  # chance a later higher card takes a trick that costs its taker
    ct_future: float = 0.0  # share of the points still out the transformer's taker will double
    ct_keep: float = 0.0  # keeping the transformer (I may have to take it)
    club_over_ct: float = 0.0  # a club above ♣10 taking a trick a rival may slip ♣10 under
    ct_slip_future: float = 0.0  # ... priced with the points still out, as one on the trick is
    ct_pile: float = 0.0  # the transformer doubles its taker's own pile, a 全红 in it at its sign
    team_win: float = 0.0  # a later partner who overtakes me wins the trick for my side too
    mate_hold: float = 0.0  # my partner's trick holds unless a later opponent can beat its card
    mate_ct: float = 0.0  # my partner took the transformer: what I give its trick counts doubled
    lead_heart: float = 0.0  # leading a heart (unless chasing a 全红): the hearts go round early
    rank_slope: float = 0.0  # burden per rank of every card: of two plays alike, the higher goes
    # The exposure rule (want_expose), in cards per deck:
    expose_pig_guards: float = 4.0  # other spades needed to expose the pig (no ♠A/♠K)
    expose_sheep_above: float = 2.0  # diamonds above the sheep needed to expose it
    expose_sheep_above_mate: float = 2.0  # ... in partners (my partner may catch it too)
    expose_sheep_suit: float = 4.0  # diamonds (the sheep too) needed to expose it
    expose_ct_below: float = 99.0  # clubs below ♣10 to expose it (window, solo, no 自得; 99: never)


# The first, hand-set weights: the easy level's (under its slips), and normal's before b693e91's
# successor gave it SHARP.
PLAIN = Weights()
# Tuned by duplicate self-play against PLAIN (greedy, one weight at a time, kept when it won on
# fresh deals in classic, partners and double), with the four structural terms switched on.
SHARP = Weights(
    high_card=0.6,
    pig_short=27.5,
    pig_guarded=15.0,
    guard=6.25,
    heart_keep=0.225,
    sheep_keep=90.0,
    sheep_now=1.0,
    sheep_pair_now=2.0,
    heart_top=0.5,
    heart_high=0.8,
    heart_top_pair=1.0,
    void_dump=36.0,
    spade_over_pig=200.0,
    lead_escape=0.7,
    mate_share=0.3,
    catcher=20.0,
    overtake=0.25,
    ct_future=2.0,
    ct_keep=25.0,
    team_win=1.0,
    mate_hold=1.0,
    mate_ct=1.0,
    lead_heart=30.0,
    rank_slope=0.1,
    hunt_late=2.0,
    stop_dump=60.0,
    run_seal=1.0,
    ct_pile=1.0,
    club_over_ct=1.0,
    ct_slip_future=1.0,
    thin_suit=1.0,
    lead_forced=1.0,
    lead_escape_two=0.9,
    pair_lead=1.0,
    pair_lead_dia=1.0,
    sheep_pair_hunt=2.0,
    pig_shown=1.0,
    guard_locked=40.0,
    mate_void=10.0,
)
# The normal level plays SHARP without noise (normal − the PLAIN normal, 400 deals × 4 seatings:
# classic +50.0 [43.9, 56.1], partners no exposure +47.1 [40.0, 54.2] per seat); it is also the
# search's default rollout player and the campaign's base heuristic.
NORMAL = SHARP
