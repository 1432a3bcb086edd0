"""The table: its scene split by concern (animation, input, drawing), its geometry, sprites,
menu, practice tools and the tutorial's coach."""
