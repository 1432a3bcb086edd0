"""The screens around the table: title, new-game form, hand result, game over, review, 闯关
ladder and stage result, tutorial, history, statistics, profiles, settings, help."""
