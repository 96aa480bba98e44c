"""Nicknames writers use for well-known players, so that "KD chipped in 34 points" is Kevin
Durant's line and "King James" is no unknown name. Linked only in games the player played in
(the linker adds them to that game's phrase index), like any other form of his name."""

from __future__ import annotations

#: Full name as in the box score -> nicknames as written (tokenized as the shared task does).
NICKNAMES: dict[str, tuple[str, ...]] = {
    "LeBron James": ("King James", "LBJ"),
    "Kevin Durant": ("KD", "K.D."),
    "Carmelo Anthony": ("Melo",),
    "Stephen Curry": ("Steph", "Steph Curry"),
    "James Harden": ("The Beard",),
    "Giannis Antetokounmpo": ("Greek Freak", "The Greek Freak"),
    "Chris Paul": ("CP3",),
    "DeMarcus Cousins": ("Boogie", "Boogie Cousins"),
    "Dwyane Wade": ("D-Wade", "D - Wade"),
    "Russell Westbrook": ("Russ",),
    "Anthony Davis": ("The Brow",),
    "Damian Lillard": ("Dame",),
    "Karl-Anthony Towns": ("KAT",),
    "Paul George": ("PG13",),
}
