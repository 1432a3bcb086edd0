"""The front end's scenes: title, settings, rules & help (the table comes later)."""
