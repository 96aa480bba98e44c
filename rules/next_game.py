"""The next game, against the league schedule: opponent, weekday, venue, rest."""

from __future__ import annotations

import datetime as dt

from boxscore.league import League, TeamGame
from factcheck.claims import (Category, Facts, Fix, NextCity, NextGame, NextOpponent, NextOpponentRecord, NextRest,
                              NextVenue, NextWeekday, Rest, TwoNextGames, Verdict, correct, team_written, unchecked,
                              wrong)

from .registry import rule

#: The longest the league's "next game" may lie ahead: beyond it the season is over.
MAX_DAYS_AHEAD = 14
NextItem = NextCity | NextOpponent | NextOpponentRecord | NextRest | NextVenue | NextWeekday


@rule("next_game", needs="D")
def verify_next_game(claim: NextGame | NextOpponent | NextOpponentRecord | NextCity | NextWeekday | NextVenue
                     | NextRest | TwoNextGames, facts: Facts) -> Verdict:
    """The next game: opponent, weekday, home/road words, back-to-back and rest (schedule).

    Summaries end with the teams' next games, and generated ones copy them from other texts: the
    wrong opponent (NAME, corrected in the way the text names teams) or its record (NUMBER), the
    city it is played in (NAME, corrected to the home team's city), the weekday (NAME), home or road
    words (WORD: "travel" for a home game, corrected), and the days between the games ("tomorrow",
    "the second half of a back - to - back", "a couple of days off": WORD, or NUMBER for a figure).
    Two clauses of one sentence are read together: the same team as the subject of both, when one
    clause is the other team's next game, is a NAME error on its subject; "as well" of two days
    is wrong when the games fall on different days. A next game more than two weeks ahead is the
    next season's: not checked. RotoWire files alone miss games, so this needs the schedule.

    Example (correct): The Bucks will host the Kings on Saturday .
    Example (wrong): The Bucks will [visit -> host] the [Pistons -> Kings] on [Sunday -> Saturday] .
    """
    league = facts.league
    if league is None or not league.has_schedule:
        return unchecked(claim, "no schedule: RotoWire files alone miss games, their next game may not be the next one")
    if isinstance(claim, TwoNextGames):
        return _two_clauses(claim, facts, league)
    team = facts.game.team(claim.subject.side).name
    nxt = _next_game(league, team, facts.game.date)
    if nxt is None:
        return unchecked(claim, f"the {team}' next game is not in the schedule")
    if isinstance(claim, NextGame):
        return correct(claim, _describe(nxt))
    return _item(claim, facts, league, nxt)


def _next_game(league: League, team: str, date: dt.date) -> TeamGame | None:
    """The team's next game, when the schedule has one within two weeks."""
    nxt = league.next_game(team, date)
    return None if nxt is None or (nxt.date - date).days > MAX_DAYS_AHEAD else nxt


def _item(claim: NextItem, facts: Facts, league: League, nxt: TeamGame) -> Verdict:
    """One item a clause says of the next game ``nxt``."""
    fact = _describe(nxt)
    if isinstance(claim, NextCity):
        if nxt.venue_city in {league.city(t) for t in claim.teams}:
            return correct(claim, fact)
        return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, nxt.venue_city,
                                f"{fact}, played in {nxt.venue_city}"))
    if isinstance(claim, NextOpponentRecord):
        return _opponent_record(claim, facts, league, nxt)
    if isinstance(claim, NextOpponent):
        if nxt.opponent in claim.teams:
            return correct(claim, fact)
        if claim.ambiguous:
            return unchecked(claim, "an ambiguous city that names neither team of this game")
        written = team_written(nxt.opponent, league.city(nxt.opponent), claim.form)
        return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, written, fact))
    if isinstance(claim, NextWeekday):
        if claim.day == nxt.weekday:
            return correct(claim, fact)
        return wrong(claim, Fix(claim.at, claim.at + 1, Category.NAME, nxt.weekday, fact))
    if isinstance(claim, NextVenue):
        if claim.home == nxt.home:
            return correct(claim, fact)
        return wrong(claim, Fix(claim.start_at, claim.end_at, Category.WORD, claim.opposite, fact))
    return _rest(claim, facts, nxt)


def _rest(claim: NextRest, facts: Facts, nxt: TeamGame) -> Verdict:
    """ "tomorrow", "the second half of a back - to - back", "a couple of days off"."""
    gap = (nxt.date - facts.game.date).days
    if claim.rest is Rest.DAYS_OFF:
        off = gap - 1
        fact = f"{_describe(nxt)}: {off} day(s) off in between"
        if claim.days[0] <= off <= claim.days[1]:
            return correct(claim, fact)
        return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NUMBER if claim.figure else Category.WORD, "",
                                fact))
    fact = f"{_describe(nxt)}, {gap} days after this game"
    if gap == claim.days[0]:
        return correct(claim, fact)
    if claim.rest is Rest.BACK_TO_BACK:
        fact += ": not a back-to-back"
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.WORD, "", fact))


def _opponent_record(claim: NextOpponentRecord, facts: Facts, league: League, nxt: TeamGame) -> Verdict:
    """ "host the Pistons ( 20 - 30 )": the next opponent's record as of this game's date.

    After a wrong opponent, a record that is the named team's own is left to the name error."""
    date = facts.game.date
    w, l = claim.wins, claim.losses
    wins, losses = league.record(nxt.opponent, date, playoffs=nxt.playoffs)
    fact = f"{_describe(nxt)}; the {nxt.opponent} were {wins} - {losses} on {date.isoformat()}"
    # written before or after the day's other games, or as of the next game: any of these is right
    accepted = {(wins, losses), league.record(nxt.opponent, date, inclusive=False, playoffs=nxt.playoffs),
                league.record(nxt.opponent, nxt.date, inclusive=False, playoffs=nxt.playoffs)}
    if (w.value, l.value) in accepted:
        return correct(claim, fact)
    named = claim.named
    if named is not None and named != nxt.opponent and \
            league.record(named, date, playoffs=nxt.playoffs) == (w.value, l.value):
        return unchecked(claim, f"the record of the {named}, named as the opponent")
    return wrong(claim, *(Fix.number(num, actual, fact) for num, actual in ((w, wins), (l, losses))
                          if num.value != actual))


def _two_clauses(claim: TwoNextGames, facts: Facts, league: League) -> Verdict:
    """ "The Nets host the Heat on Friday , while the Wizards ...": the clauses read together.

    - The same team as the subject of both: the clause that fits the other team's next game
      (its opponent, and not the subject's) names the wrong team (NAME on the subject).
    - "... on Monday , while ... on Friday evening as well": two days in the text, and the two
      teams' next games do fall on different days.
    """
    game = facts.game
    valid = []  # the clauses whose next game is known
    for clause in claim.clauses:
        team = game.team(clause.subject.side).name
        nxt = _next_game(league, team, game.date)
        if nxt is not None:
            valid.append((clause, team, nxt))
    if len(valid) != 2:
        return unchecked(claim, "not two clauses whose next games the schedule has")
    (first, first_team, first_nxt), (second, second_team, second_nxt) = valid
    both = f"{_describe(first_nxt)}; {_describe(second_nxt)}"
    if first_team == second_team:
        other = game.team(first.subject.side.other).name
        theirs = league.next_game(other, game.date)
        for clause, _, nxt in valid:
            subject, named = clause.subject, clause.opponents
            if subject.named and theirs is not None and theirs.opponent in named and nxt.opponent not in named:
                return wrong(claim, Fix(subject.start, subject.end, Category.NAME,
                                        team_written(other, league.city(other), subject.form),
                                        f"{_describe(nxt)}; {_describe(theirs)}"))
        return correct(claim, both)
    if first_nxt.date == second_nxt.date or len(first.days) != 1 or first.days == second.days \
            or second.as_well is None:
        return correct(claim, both)  # "as well" is only wrong when the text gives two days and the games fall on two
    return wrong(claim, Fix(*second.as_well, Category.WORD, "", both))


def _describe(tg: TeamGame) -> str:
    where = "at home against" if tg.home else "on the road at"
    return f"the {tg.team}' next game is {where} the {tg.opponent} on {tg.weekday} {tg.date.isoformat()}"
