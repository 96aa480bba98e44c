"""Standings and seeding on the date of the game, against the standings computed from the schedule."""

from __future__ import annotations

import dataclasses

from boxscore.standings import Rank, Standing, Table
from factcheck.claims import (Category, Facts, Fix, StandingKind, StandingsClaim, Verdict, correct, ordinal_digits,
                              ordinal_word, unchecked, wrong)

from .registry import rule

@rule("standings", needs="D")
def verify_standing(claim: StandingsClaim, facts: Facts) -> Verdict:
    """A team's place in the standings on the date of the game: places, seeds, best and worst records, games behind.

    Summaries place the teams in the league ("remain in last place in the Southeast Division",
    "slotted in the sixth seed", "tied for the worst record in the East", "three games behind
    Boston"), and generated ones copy such sentences from other games. The standings are computed
    from the schedule's results up to the game: the claim holds if it is true before the game or
    after it. Teams level on record may stand in any of the places they share (no tiebreaker is
    applied); seeds are conference ranks (in 2014-15 also with the division winners in the top
    four). A place in a division or conference the team is not in is wrong as a whole. A claim
    that is false of the team named but true of the other team of this game is left to the name
    rules (the name may be the error, not the place), as is a count of games behind that is true
    against another team than the one named. With ``--not-checkable`` standings are not verified: they are marked NOT_CHECKABLE
    as the shared task's annotators marked them.

    Example (correct): The Bucks are in second place in the Central Division .
    Example (wrong): The Bucks are in [fifth place -> second place] in the Central Division .
    """
    standings = facts.standings
    if standings is None:
        return unchecked(claim, "standings are verified with a schedule, and not with --not-checkable")
    game = facts.game
    date = game.date
    # before the day's games, right after this one (as a writer sees them that night), after the day's
    tables = [t for t in (standings.on(date, inclusive=False),
                          standings.after_game(date, game.home.name, game.vis.name, game.winner is game.home),
                          standings.on(date)) if t is not None]
    team = claim.subject.team or facts.game.team(claim.subject.side).name
    rows = [t.of(team) for t in tables]
    if not tables or None in rows:
        return unchecked(claim, f"no standings of the {team} on {date.isoformat()}")
    mine = rows[-1]
    if _outside_pool(claim, mine):
        other = next((t.name for t in game.teams if t.name != team), None)
        if other is not None and _holds_of(claim, other, tables):
            return unchecked(claim, f"true of the {other}: the team's name may be the error (the name rules judge it)")
        return _wrong_pool(claim, mine, tables[-1])
    for table, row in zip(tables, rows):
        if _holds(claim, table, row):
            return correct(claim, _describe(claim, row, table))
    other = next((t.name for t in game.teams if t.name != team), None)
    if other is not None and _holds_of(claim, other, tables):
        return unchecked(claim, f"true of the {other}: the team's name may be the error (the name rules judge it)")
    if claim.what is StandingKind.BEHIND:
        fits = next((t for t in tables[-1].rows if t not in (team, claim.other)
                     and any(_holds(dataclasses.replace(claim, other=t), table, row) for table, row in zip(tables, rows))),
                    None)
        if fits is not None:
            return unchecked(claim, f"true of the {team} against the {fits}: the other team's name may be the error")
    return _wrong(claim, rows[-1], tables[-1], rows[0])


def _holds_of(claim: StandingsClaim, team: str, tables: list[Table]) -> bool:
    """Whether the claim, pool and all, holds of another team in one of the views."""
    rows = [t.of(team) for t in tables]
    if None in rows or _outside_pool(claim, rows[-1]):
        return False
    return any(_holds(claim, table, row) for table, row in zip(tables, rows))


def _outside_pool(claim: StandingsClaim, row: Standing) -> bool:
    """The pool names a conference or division the team is not in."""
    pool = claim.pool
    return (pool.conference not in ("", "*") and pool.conference != row.conference
            or pool.division not in ("", "*") and pool.division != row.division)


def _ranks(claim: StandingsClaim, row: Standing) -> list[tuple[Rank, int]]:
    """The ranks the claim may mean, with the size of their pool."""
    pool = claim.pool
    if claim.what is StandingKind.SEED:
        return [(row.seed, 15)] if not pool.division else [(row.division_rank, 5)]
    if pool.league:
        return [(row.league_rank, 30)]
    if pool.division:
        return [(row.division_rank, 5)]
    if pool.conference:
        return [(row.conference_rank, 15)]
    return [(row.division_rank, 5), (row.conference_rank, 15)]  # "in third place": either


def _holds(claim: StandingsClaim, table: Table, row: Standing) -> bool:
    if claim.what is StandingKind.BEHIND:
        other = table.of(claim.other)
        if other is None:
            return False
        behind = row.games_behind(other)
        if claim.within:
            return 0 <= behind <= claim.games
        # a writer may drop a half game ("two games behind" for 2.5 or 1.5), not more
        return behind == claim.games or claim.games == int(claim.games) and abs(behind - claim.games) == 0.5
    for rank, size in _ranks(claim, row):
        place = size + 1 - claim.place if claim.from_bottom else claim.place
        if rank.holds(place) and (not claim.tied or rank.tied):
            return True
    return False


def _describe(claim: StandingsClaim, row: Standing, table: Table) -> str:
    day = table.date.isoformat()
    if claim.what is StandingKind.BEHIND:
        other = table.of(claim.other)
        return (f"on {day} the {row.team} ({row.record}) were {_games(row.games_behind(other))} "
                f"behind the {other.team} ({other.record})")
    return (f"on {day} the {row.team} ({row.record}) were {_place(row.division_rank)} in the "
            f"{row.division} Division, {_place(row.conference_rank)} in the {row.conference} (seed "
            f"{row.seed}), {_place(row.league_rank)} in the league")


def _place(rank: Rank) -> str:
    return ordinal_word(rank.best) + (" (tied)" if rank.tied else "")


def _games(n: float) -> str:
    return f"{n:g} games" if n != 1 else "1 game"


def _wrong(claim: StandingsClaim, row: Standing, table: Table, before: Standing) -> Verdict:
    fact = _describe(claim, row, table) + f" (before: {before.record})"
    if claim.what is StandingKind.BEHIND:
        other = table.of(claim.other)
        actual = row.games_behind(other)
        number = claim.number
        if number is not None and actual == int(actual) and actual >= 0 and not claim.within:
            return wrong(claim, Fix.number(number, int(actual), fact))
        return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NUMBER, "" if claim.within else _games(actual),
                                fact))
    rank, _ = _ranks(claim, row)[0]
    span = claim.written.split()[:claim.end_at - claim.start_at]
    correction = ""
    if claim.what in (StandingKind.PLACE, StandingKind.SEED) and span and (claim.ordinal or claim.from_bottom):
        written = ordinal_digits(rank.best) if claim.ordinal == "digits" else ordinal_word(rank.best)
        correction = " ".join([written, *span[1:]])
    category = Category.WORD if claim.from_bottom or claim.what is StandingKind.RECORD else Category.NUMBER
    return wrong(claim, Fix(claim.start_at, claim.end_at, category, correction, fact))


def _wrong_pool(claim: StandingsClaim, row: Standing, table: Table) -> Verdict:
    """A place in a division or conference the team is not in: the claim's words are wrong as a
    whole (no other place makes them true); the comment names the team's own division."""
    named = claim.pool.division or claim.pool.conference
    category = Category.WORD if claim.from_bottom or claim.what is StandingKind.RECORD else Category.NUMBER
    return wrong(claim, Fix(claim.start_at, claim.end_at, category, "",
                            f"the {row.team} play in the {row.conference}'s {row.division} Division, not the "
                            f"{named}; {_describe(claim, row, table)}"))
