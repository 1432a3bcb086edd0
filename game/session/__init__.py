"""One game in play, with no scene imported: start, resume, save, record; the controller and
the computer players' worker; the campaign's and the review's sessions. Scene changes are asked
for with places (:mod:`game.session.places`) that the entry point turns into scenes.
"""
