"""The pictures drawn at start-up: card faces and backs, the opponents' portraits."""
