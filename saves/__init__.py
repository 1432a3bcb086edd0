"""Persistence: save games, settings, statistics and hand histories (versioned JSON, atomic writes)."""
