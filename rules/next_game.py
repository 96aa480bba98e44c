"""The next game, against the league schedule: opponent, weekday, venue, rest.

The reader (``next_game``) reads what a clause with a cue of the future says of its subject
team's next game: the opponent (NAME when wrong) and its record (NUMBER), the city it is played
in (NAME, corrected to the home team's city), the weekday (NAME), home or road words (WORD:
"travel" for a home game), and the days between the games ("tomorrow", "the second half of a
back - to - back", "a couple of days off": WORD, or NUMBER for a figure). Two clauses of one
sentence are read together: the same team as the subject of both, "as well" of two days.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore.league import TeamGame
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.league_text import name_as
from factcheck.reader.next_game import NextClause
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule

#: The longest the league's "next game" may lie ahead: beyond it the season is over.
MAX_DAYS_AHEAD = 14


@legacy_rule("next_game", "the next game: opponent, weekday, home/road words, back-to-back and rest (schedule)", needs="D",
      verifies=("next_game",))
def check_next_game(ctx: CheckContext) -> Iterator[Error]:
    league = ctx.league
    if league is None or not league.has_schedule:
        return  # RotoWire files alone miss games: their "next game" may not be the next one
    sentence = -1
    valid: list[tuple[NextClause, TeamGame, Claim]] = []  # the sentence's clauses whose next game is known
    games: dict[int, TeamGame | None] = {}
    same_day: dict[int, Claim] = {}
    for claim in claims_from(ctx, "next_game"):
        clause = claim.detail.clause
        if clause.sentence != sentence:
            yield from _two_clauses(ctx, valid, same_day)
            sentence, valid = clause.sentence, []
        if claim.note:
            continue
        if claim.attribute == "game":
            nxt = league.next_game(clause.team, ctx.game.date)
            if nxt is None or (nxt.date - ctx.game.date).days > MAX_DAYS_AHEAD:
                nxt = None
                unchecked(ctx, claim, f"the {clause.team}' next game is not in the schedule")
            else:
                valid.append((clause, nxt, claim))
                verified(ctx, claim, _describe(nxt))
            games[id(clause)] = nxt
            continue
        nxt = games.get(id(clause))
        if nxt is None:
            unchecked(ctx, claim, f"the {clause.team}' next game is not in the schedule")
        elif claim.attribute == "same day":
            same_day[id(clause)] = claim
        else:
            yield from _item(ctx, claim, nxt)
    yield from _two_clauses(ctx, valid, same_day)


def _item(ctx: CheckContext, claim: Claim, nxt: TeamGame) -> Iterator[Error]:
    """The errors of one claim about the next game ``nxt``."""
    item = claim.detail
    what = claim.attribute
    wrong: list[Error] = []
    fact = _describe(nxt)
    if what == "city":
        if nxt.venue_city not in {ctx.league.city(t) for t in item.ref.teams}:
            fact = f"{_describe(nxt)}, played in {nxt.venue_city}"
            wrong.append(Error(item.start, item.end, Category.NAME, nxt.venue_city, fact, "next_game", claim))
    elif what == "opponent record":
        wrong, fact = _opponent_record(ctx, claim, nxt)
        if fact is None:
            return
    elif what == "opponent":
        if nxt.opponent not in item.ref.teams:
            if item.ambiguous:
                unchecked(ctx, claim, "an ambiguous city that names neither team of this game")
                return
            wrong.append(Error(item.start, item.end, Category.NAME, name_as(ctx.league, nxt.opponent, item.ref.kind),
                               fact, "next_game", claim))
    elif what == "weekday":
        if claim.value.word != nxt.weekday:
            wrong.append(Error(item.start, item.end, Category.NAME, nxt.weekday, fact, "next_game", claim))
    elif what == "venue":
        if item.home != nxt.home:
            wrong.append(Error(item.start, item.end, Category.WORD, item.correction, fact, "next_game", claim))
    else:  # rest: "gap", "back-to-back", "days off"
        gap = (nxt.date - ctx.game.date).days
        if what == "days off":
            off = gap - 1
            fact = f"{_describe(nxt)}: {off} day(s) off in between"
            if not item.days[0] <= off <= item.days[1]:
                wrong.append(Error(item.start, item.end, Category.NUMBER if item.number else Category.WORD, "", fact,
                                   "next_game", claim))
        else:
            fact = f"{_describe(nxt)}, {gap} days after this game"
            if gap != item.days[0]:
                if what == "back-to-back":
                    fact += ": not a back-to-back"
                wrong.append(Error(item.start, item.end, Category.WORD, "", fact, "next_game", claim))
    if wrong:
        yield from wrong
    else:
        verified(ctx, claim, fact)


def _opponent_record(ctx: CheckContext, claim: Claim, nxt: TeamGame) -> tuple[list[Error], str | None]:
    """ "host the Pistons ( 20 - 30 )": the next opponent's record as of this game's date.

    After a wrong opponent, a record that is the named team's own is left to the name error
    (the fact is then None)."""
    item = claim.detail
    w, l = item.record
    league = ctx.league
    wins, losses = league.record(nxt.opponent, ctx.game.date, playoffs=nxt.playoffs)
    fact = f"{_describe(nxt)}; the {nxt.opponent} were {wins} - {losses} on {ctx.game.date.isoformat()}"
    # written before or after the day's other games, or as of the next game: any of these is right
    accepted = {(wins, losses), league.record(nxt.opponent, ctx.game.date, inclusive=False, playoffs=nxt.playoffs),
                league.record(nxt.opponent, nxt.date, inclusive=False, playoffs=nxt.playoffs)}
    if (w.value, l.value) in accepted:
        return [], fact
    named = item.ref.team
    if named is not None and named != nxt.opponent and \
            league.record(named, ctx.game.date, playoffs=nxt.playoffs) == (w.value, l.value):
        unchecked(ctx, claim, f"the record of the {named}, named as the opponent")
        return [], None
    return [Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized), fact, "next_game", claim)
            for num, actual in ((w, wins), (l, losses)) if num.value != actual], fact


def _two_clauses(ctx: CheckContext, valid: list[tuple[NextClause, TeamGame, Claim]],
                 same_day: dict[int, Claim]) -> Iterator[Error]:
    """Claims that need both clauses of "The Nets host the Heat on Friday , while the Wizards ...".

    - The same team as the subject of both: the clause that fits the other team's next game
      (its opponent, and not the subject's) names the wrong team (NAME on the subject).
    - "... on Monday , while ... on Friday evening as well": two days in the text, and the two
      teams' next games do fall on different days.
    """
    if len(valid) != 2:
        return
    (first, first_nxt, _), (second, second_nxt, _) = valid
    names = {t.name for t in ctx.game.teams}
    if first.team == second.team and first.team in names:
        other = next(n for n in names if n != first.team)
        theirs = ctx.league.next_game(other, ctx.game.date)
        for c, nxt, claim in valid:
            named = {t for r in c.opponents[:1] for t in r.teams}
            if c.subj is not None and theirs is not None and theirs.opponent in named and nxt.opponent not in named:
                yield Error(c.subj.start, c.subj.end, Category.NAME, name_as(ctx.league, other, c.subj.kind),
                            f"{_describe(nxt)}; {_describe(theirs)}", "next_game", claim)
                return
    if first.team == second.team or first_nxt.date == second_nxt.date or len(first.days) != 1 \
            or first.days == second.days:
        return  # "as well" is only wrong when the text gives two days and the games fall on two
    claim = same_day.get(id(second))
    if claim is not None:
        yield Error(claim.detail.start, claim.detail.end, Category.WORD, "",
                    f"{_describe(first_nxt)}; {_describe(second_nxt)}", "next_game", claim)


def _describe(tg: TeamGame) -> str:
    where = "at home against" if tg.home else "on the road at"
    return f"the {tg.team}' next game is {where} the {tg.opponent} on {tg.weekday} {tg.date.isoformat()}"
