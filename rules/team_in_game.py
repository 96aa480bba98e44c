"""A team that did not play named in this game's story, and a city joined to another team's nickname."""

from __future__ import annotations

from boxscore import Game, Side
from factcheck.claims import Category, CityNickname, Facts, Fix, Frame, OtherTeam, Verdict, correct, unchecked, wrong

from .registry import rule


def _meant(players, sides) -> Side | None:
    """The game team a wrong team name stands for, when its clause or sentence says it."""
    teams = {p.side for p in players}
    if len(teams) == 1:
        return teams.pop()
    if len(sides) == 1:
        return sides[0].other
    return None


def _who_played(game: Game) -> str:
    return f"this game was the {game.vis.full_name} at the {game.home.full_name}"


#: No game team's next game fits what the sentence tells.
_UNKNOWN = object()


def _next_game_told(claim: OtherTeam, facts: Facts):
    """Of a sentence opened by a team of no part that tells of a next game: None when that team's
    own next game is against a team the sentence names (it tells of that team, rightly); else the
    side of this game whose next game is (the team meant), or ``_UNKNOWN``."""
    league, game = facts.league, facts.game
    own = league.next_game(claim.subject.team, game.date)
    if own is not None and own.opponent in claim.named:
        return None
    fits = [t.side for t in game.teams if (nxt := league.next_game(t.name, game.date)) is not None
            and nxt.opponent in claim.named]
    return fits[0] if len(fits) == 1 else _UNKNOWN


def _next_game_of_another_team(claim: OtherTeam, facts: Facts) -> Verdict:
    """"while Atlanta will visit Orlando on Monday": the schedule's next games of both teams named.
    Right when the subject's next game is against the opponent named; when it is not, the team
    whose next game falls on the weekday named tells which name is wrong (the opponent's next game
    on that day: the subject is; the subject's: the opponent is; both, and the opponent's is
    against a team of this game: the subject is, that team being the one meant); else left
    unchecked."""
    league, date = facts.league, facts.game.date
    if league is None or not league.has_schedule:
        return unchecked(claim, "no schedule: another team's next game")
    team, other = claim.subject.team, claim.against
    own, theirs = league.next_game(team, date), league.next_game(other, date)
    if own is None or theirs is None:
        return unchecked(claim, "the schedule has no next game of these teams")
    if own.opponent == other:
        fact = f"the {team}' next game is against the {other} on {own.weekday} {own.date}"
        return correct(claim, fact) if own.weekday.lower() == claim.day else unchecked(claim, fact)
    on_day = [g for g in (own, theirs) if g.weekday.lower() == claim.day]
    if theirs in on_day and theirs.opponent in {t.name for t in facts.game.teams}:
        on_day = [theirs]  # the opponent meets a team of this game that day: no room for the subject's game
    if len(on_day) != 1:
        return unchecked(claim, f"the {team}' next game is against the {own.opponent}; which name is wrong is not certain")
    fact = (f"the {other}' next game is against the {theirs.opponent} on {theirs.weekday} {theirs.date}"
            if on_day[0] is theirs else f"the {team}' next game is against the {own.opponent} on {own.weekday} {own.date}")
    if on_day[0] is theirs:
        meant = theirs.opponent if claim.subject.form == "name" else ""
        return wrong(claim, Fix(claim.subject.start, claim.subject.end, Category.NAME, meant, fact))
    return wrong(claim, Fix(*claim.against_at, Category.NAME, "", fact))


@rule("team_in_game")
def verify_team_in_game(claim: OtherTeam | CityNickname, facts: Facts) -> Verdict:
    """A team that did not play, named in a clause about this game; a city with another team's nickname.

    Generated summaries name a team of the league that did not play ("Trey Lyles led the Pacers"
    in a Jazz game) or join one team's city to another's nickname ("the Miami Pelicans"). A team
    not in the game, in a clause about this game, is a NAME error, corrected to the game's team its
    clause or sentence means (the team of the players it names, or the opponent of the one other
    team named) when that is clear. A city with another team's nickname is no team at all, in
    whatever game: a NAME error, corrected to the game's team it can mean. Teams in clauses about
    other games ("will host the Bulls on Friday") are left to the league rules.

    A team of no part named first as the subject that opens a sentence about another game or the
    season ("The Rockets will visit Philadelphia on Wednesday" in a Grizzlies game, "The Pacers
    improved to 23 - 9") is wrong too: a story tells of its own teams so, and names another team as a
    subject only after naming it. A next game such a sentence tells is checked against the
    schedule: when it is the named team's own next game, the sentence is right. A team of no part
    that is the subject of a next-game clause naming one opponent and a day ("while Atlanta will
    visit Orlando on Monday", "On deck for the Jazz is a matchup with the Kings on Saturday") is
    checked against both teams' next games: the one whose next game falls on that day tells which
    name is the slip (when both do, an opponent meeting a team of this game that day leaves no room
    for the subject's game: the subject is).

    Example (correct): The Bucks defeated the Nuggets on Friday .
    Example (wrong): The Bucks defeated the [Denver Pelicans -> Denver Nuggets] on Friday .
    """
    game = facts.game
    if isinstance(claim, CityNickname):  # no team at all, whatever game the clause is about
        city_teams = claim.city_teams
        in_game = [t for t in game.teams if t.name in city_teams or t.name == claim.nickname]
        right = in_game[0].full_name if len(in_game) == 1 and claim.frame is Frame.GAME else ""
        return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, right,
                                f"{claim.written} is no team: {city_teams and ' or '.join(sorted(city_teams))} "
                                f"play in {claim.city}, the {claim.nickname} elsewhere"))
    subject = claim.subject
    if claim.against and claim.frame is Frame.NEXT_GAME:
        return _next_game_of_another_team(claim, facts)
    side = _meant(claim.players, claim.sides)
    if claim.opens and claim.frame is Frame.NEXT_GAME:
        if facts.league is None or not facts.league.has_schedule:
            return unchecked(claim, "no schedule: the named team's own next game may be the one told")
        told = _next_game_told(claim, facts)
        if told is None:
            return correct(claim, f"the {subject.team}' next game is against the {' or '.join(claim.named)}")
        side = told if told is not _UNKNOWN else side
    correction = game.team(side).name_as(subject.form) if side is not None else ""
    return wrong(claim, Fix(subject.start, subject.end, Category.NAME, correction,
                            f"the {subject.team or claim.written} did not play in this game: {_who_played(game)}"))
