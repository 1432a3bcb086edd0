import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any module imports pygame
