"""升级's front end: the new-game form and the table (the draw, the kitty, trumps at a glance)."""
