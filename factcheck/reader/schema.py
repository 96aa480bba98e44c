"""The kinds of claim, with what each says: the families the typed claims of
:mod:`factcheck.claims` belong to (each claim class names its ``kind``), and the words the
claims report and ``factcheck rules`` group them by."""

from __future__ import annotations



#: The kinds of claim, with what each says. A reader yields claims of these kinds only.
KINDS: dict[str, str] = {
    "stat": "a counting statistic of a player, team or group: points, rebounds, assists, minutes ...",
    "shots": "shots made (and attempted) of a shot type: '10 - of - 17 from the field', 'four threes'",
    "percent": "a shooting percentage: '52 percent from the field'",
    "score": "a score: the final score '113 - 107', a quarter's or half's points",
    "record": "a team's win-loss record: '( 32 - 18 )'",
    "result": "who won or lost: 'defeated', 'fell to', 'in the win'",
    "margin": "a margin: 'a 12 - point win', 'won by 12', 'a 10 - point lead at halftime'",
    "leader": "a leader word: 'led the team in scoring', 'a game - high 30 points', 'paced the bench'",
    "rank": "a rank: 'second on the team', 'the second - leading scorer', 'followed by'",
    "double": "double-doubles, triple-doubles, double figures",
    "role": "starter or reserve: 'off the bench', 'the starting lineup', 'sixth man'",
    "count": "how many players did something: 'six players in double figures'",
    "only": "'the only other starter in double figures', 'the lone reserve ...'",
    "group_lead": "a lead shared by a group: 'the duo of A and B'",
    "comparison": "a comparison of the teams: 'outscored', 'out - rebounded', 'superior shooters'",
    "flow": "the course of the game: 'led at halftime', 'pulled away in the fourth', 'overtime'",
    "venue": "home or road of this game: 'the host Raptors', 'a road win'",
    "weekday": "the day of the week of this game",
    "team_of": "the team a player plays for: 'the Hawks ' Kyle Korver', 'For the Grizzlies , ...'",
    "name": "a name the game contradicts: a team or player not in this game, a name that fits another",
    "next_game": "the next game: opponent, weekday, venue, rest",
    "streak": "a run of results: 'third straight win', 'won four of their last five'",
    "history": "earlier games: 'his second double - double in a row', season highs, back-to-backs",
    "form": "words about a team's form: 'continue to struggle', 'one of the hottest teams'",
    "arena": "where a game is played: 'at the Amway Center in Orlando', the next game's arena",
    "coach": "a coach named as a team's: 'Gregg Popovich 's crew', 'coach Erik Spoelstra 's Heat'",
    "league_group": "conference and division words: 'a division rival', 'an Eastern Conference matchup'",
    "standings": "standings and seeding: 'third place in the Atlantic Division', 'the seventh seed', '3 games behind'",
    "unverifiable": "a claim no data here settles: standings, injuries, season averages",
}
