"""A team's record after this game, written "( 32 - 18 )" right after the team's name."""

from __future__ import annotations

from boxscore import Game, Player, Team
from factcheck.claims import Category, Facts, Fix, TeamRecord, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("team_record")
def verify_team_record(claim: TeamRecord, facts: Facts) -> Verdict:
    """A team's win-loss record after the game: "the Celtics ( 32 - 18 )".

    RotoWire's wins and losses are the record after the game. A wrong number is a NUMBER error over
    that number, corrected to the record. The name is the error instead (a NAME error over the
    team's name, corrected to the opponent's, as the annotators read such sentences) when the
    sentence is about a player of the other team and the record is exactly the other team's, or is
    the other team's in part and the sentence names no player of the named team. A name the judge
    reads as the opponent's ("the Kings defeated the Kings ( 16 - 25 )", "Anthony led the way for
    the Hawks ( 21 - 20 )" with Anthony a Knick: factcheck/engine/readings/teams.py) has its record
    checked as the opponent's. A playoff game's data count the series, not the season: left alone.

    Example (correct): The Bucks ( 4 - 2 ) won on Friday .
    Example (wrong): The Nuggets ( [3 -> 2] - [2 -> 3] ) lost at home .
    """
    game = facts.game
    subject, wins, losses = claim.subject, claim.wins, claim.losses
    team, other = game.team(subject.side), game.team(subject.side.other)
    if team.record is None or other.record is None:
        return unchecked(claim, "the records are not in the box score")
    claimed = (wins.value, losses.value)
    if _series_record(game) and wins.value + losses.value > 7:
        return unchecked(claim, "a playoff game: the data count the series")
    fixes = []
    if claimed != team.record and _names_player_of(claim.players, other) and (
            claimed == other.record
            or (wins.value == other.wins or losses.value == other.losses)
            and not _names_player_of(claim.players, team)):
        comment = (f"( {wins.value} - {losses.value} ) is the {other.name}' record; the {team.name} were "
                   f"{team.wins} - {team.losses}") if claimed == other.record else \
            f"the team meant is the {other.name} ({other.wins} - {other.losses}), the {team.name}' opponent"
        fixes.append(Fix(subject.start, subject.end, Category.NAME, other.name_as(subject.form), comment))
        team = other
    fact = f"the {team.name} were {team.wins} - {team.losses} after this game"
    before = _before(game, team)
    sure, doubt = (PRE_GAME, "the record before this game") if claimed == before and not fixes else (1.0, "")
    fixes.extend(Fix.number(num, actual, fact, sure, doubt)
                 for num, actual in ((wins, team.wins), (losses, team.losses)) if num.value != actual)
    return wrong(claim, *fixes) if fixes else correct(claim, fact)


#: How sure a record is wrong when it is the team's record before this game: writers often give
#: that one (the shared task counts it wrong, as RotoWire's records are after the game).
PRE_GAME = 0.4


def _before(game: Game, team: Team) -> tuple[int, int] | None:
    """The team's record before this game (one win or one loss fewer)."""
    if team.record is None:
        return None
    return (team.wins - 1, team.losses) if game.winner is team else (team.wins, team.losses - 1)


def _series_record(game: Game) -> bool:
    """True when the game's records are a playoff series' (mid-April to June, at most 7 games):
    RotoWire then counts the series, not the season."""
    date = game.date
    playoffs = (date.month == 4 and date.day >= 15) or date.month in (5, 6)
    return playoffs and all(t.record is not None and sum(t.record) <= 7 for t in game.teams)


def _names_player_of(players: tuple[Player, ...], team: Team) -> bool:
    """True when the record's sentence names a player of ``team``."""
    return any(p.side is team.side for p in players)
