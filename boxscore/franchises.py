"""The NBA's thirty franchises of the RotoWire seasons (2014-15 to 2017-18): city and nickname.

A static team table, like an arena or coach list: a summary may name any team of the league (the
next opponent, a former club, the standings), and a reader must know a team that is not in this
game's box score to tell that it is not. League data (``--schedule``) adds nothing here but is
read the same way; this table serves when none is given.
"""

from __future__ import annotations

#: (city, nickname) of every franchise, as RotoWire and the schedule write them.
FRANCHISES: tuple[tuple[str, str], ...] = (
    ("Atlanta", "Hawks"), ("Boston", "Celtics"), ("Brooklyn", "Nets"), ("Charlotte", "Hornets"),
    ("Chicago", "Bulls"), ("Cleveland", "Cavaliers"), ("Dallas", "Mavericks"), ("Denver", "Nuggets"),
    ("Detroit", "Pistons"), ("Golden State", "Warriors"), ("Houston", "Rockets"), ("Indiana", "Pacers"),
    ("Los Angeles", "Clippers"), ("Los Angeles", "Lakers"), ("Memphis", "Grizzlies"), ("Miami", "Heat"),
    ("Milwaukee", "Bucks"), ("Minnesota", "Timberwolves"), ("New Orleans", "Pelicans"), ("New York", "Knicks"),
    ("Oklahoma City", "Thunder"), ("Orlando", "Magic"), ("Philadelphia", "76ers"), ("Phoenix", "Suns"),
    ("Portland", "Trail Blazers"), ("Sacramento", "Kings"), ("San Antonio", "Spurs"), ("Toronto", "Raptors"),
    ("Utah", "Jazz"), ("Washington", "Wizards"),
)
