"""Streaks and recent form against the league's results: "won four of their last five", "their
third straight loss", "lost two in a row", "snapped a five - game skid", "six road wins in 17 tries".

The reader (``streaks``) reads the claims, the team each is about and whether it counts this
game. A wrong count is a NUMBER error over the number (corrected); a run in the wrong direction
("lost two in a row" after a win) is a WORD error over the claim. A name followed by the other
team's record is the wrong team: its clause (or claim) is left alone. A claim that is wrong of
its team but true of the other team named in the clause is about that team ("beat the Cavaliers
, who have now lost two in a row").
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import groupby

from boxscore.league import League, TeamGame
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.text.numbers import ordinal_digits, ordinal_word
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.reader.streaks import NthOfLast, OfLast, Run, Snapped, VenueRecord, WinsIn
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule

#: What one claim comes to: its errors, and the fact it was checked against (None: no data).
Outcome = tuple[list[Error], "str | None"]


@legacy_rule("streaks", "streaks and recent form: 'won four of their last five', 'third straight loss' (schedule)",
      needs="E", verifies=("streak",))
def check_streaks(ctx: CheckContext) -> Iterator[Error]:
    league = ctx.league
    if league is None or not league.has_schedule:
        return
    for clause, in_clause in groupby(claims_from(ctx, "streaks"), key=lambda c: c.detail.clause):
        in_clause = list(in_clause)
        if clause.team is None or _record_of_other(ctx, clause.team, clause.team_record):
            for claim in in_clause:
                unchecked(ctx, claim, claim.note or "the name before the other team's record is the wrong team")
            continue
        seen: set[int] = set()
        for _, at in groupby(in_clause, key=lambda c: c.detail.at):
            for e in _errors_at(ctx, league, clause.named, list(at)):
                if e.start not in seen:
                    seen.add(e.start)
                    yield e


def _errors_at(ctx: CheckContext, league: League, named: frozenset[str], claims: list[Claim]) -> list[Error]:
    """The errors of the claims read at one token; verdicts for the others."""
    venue = [c for c in claims if isinstance(c.detail.says, VenueRecord)]
    if venue:  # a home / road record: the claims read with it are not of the current run
        claim = venue[0]
        return _record(ctx, claim, _venue_record(ctx, league, claim.detail.who, claim.detail.says, claim))
    checked = [c for c in claims if not c.note]  # unbound, another game's, denied, not the current run
    for claim in claims:
        if claim not in checked:
            unchecked(ctx, claim, claim.note)
    if not checked:
        return []
    first = checked[0].detail
    who = first.who
    if first.who_record is not None and _record_of_other(ctx, who, first.who_record):
        for claim in checked:
            unchecked(ctx, claim, "the name before the other team's record is the wrong team")
        return []
    outcomes = [_outcome(ctx, league, who, first.inclusive, c) for c in checked]
    errors = [e for found, _ in outcomes for e in found]
    # a claim true of the other team named in the clause is about that team
    # ("beat the Cavaliers , who have now lost two in a row")
    if errors and any(not any(_outcome(ctx, league, o, first.inclusive, c)[0] for c in checked) for o in named - {who}):
        for claim in checked:
            unchecked(ctx, claim, "true of the other team named in the clause")
        return []
    for claim, (found, fact) in zip(checked, outcomes):
        _record(ctx, claim, (found, fact))
    return errors


def _record(ctx: CheckContext, claim: Claim, outcome: Outcome) -> list[Error]:
    """Record the verdict of a claim with no error; its errors."""
    found, fact = outcome
    if not found:
        if fact is None:
            unchecked(ctx, claim, "the schedule does not settle it")
        else:
            verified(ctx, claim, fact)
    return found


def _outcome(ctx: CheckContext, league: League, team: str, inclusive: bool, claim: Claim) -> Outcome:
    says = claim.detail.says
    if isinstance(says, OfLast):
        return _of_last(ctx, league, team, inclusive, says, claim)
    if isinstance(says, Run):
        return _run(ctx, league, team, inclusive, says, claim)
    if isinstance(says, Snapped):
        return _snapped(ctx, league, team, says, claim)
    if isinstance(says, WinsIn):
        return _wins_in(ctx, league, team, inclusive, says, claim)
    return _nth_of_last(ctx, league, team, says, claim)


def _record_of_other(ctx: CheckContext, team: str, record: tuple[int, int] | None) -> bool:
    """True when the record written after the team's name is the other team's: the name is wrong."""
    if record is None:
        return False
    for t in ctx.game.teams:
        if t.record == record:
            return t.name != team
    return False


def _games(league: League, team: str, ctx: CheckContext, n: int, inclusive: bool) -> list[TeamGame]:
    return league.previous_games(team, ctx.game.date, n, inclusive=inclusive)


def _when(inclusive: bool) -> str:
    return "up to and including this game" if inclusive else "before this game"


def _of_last(ctx, league, team, inclusive, says: OfLast, claim: Claim) -> Outcome:
    """ "won N of their last M (games)"."""
    n, m = says.n, says.m
    games = _games(league, team, ctx, m.value, inclusive)
    wins = sum(1 for g in games if g.won)
    actual = wins if says.wins else len(games) - wins
    errors = []
    fact = f"the {team} went {wins} - {len(games) - wins} in their last {len(games)} games {_when(inclusive)}"
    if len(games) < m.value:
        errors.append(Error(m.start, m.end, Category.NUMBER, render(m, len(games), ctx.tokenized),
                            f"the {team} had played only {len(games)} games {_when(inclusive)}", "streaks", claim))
    if n.value != actual:
        other = len(games) - actual
        if n.value == other and says.verb:
            errors.append(Error(says.at, says.at + 1, Category.WORD, "lost" if says.wins else "won", fact, "streaks", claim))
        else:
            errors.append(Error(n.start, n.end, Category.NUMBER, render(n, actual, ctx.tokenized), fact, "streaks", claim))
    return errors, fact


def _wins_in(ctx, league, team, inclusive, says: WinsIn, claim: Claim) -> Outcome:
    """ "N wins in their previous / last M games"."""
    n, m = says.n, says.m
    games = _games(league, team, ctx, m.value, inclusive)
    wins = sum(1 for g in games if g.won)
    actual = wins if says.wins else len(games) - wins
    fact = f"the {team} went {wins} - {len(games) - wins} in their last {len(games)} games {_when(inclusive)}"
    if len(games) < m.value:
        return [], None
    if n.value == actual:
        return [], fact
    return [Error(n.start, n.end, Category.NUMBER, render(n, actual, ctx.tokenized), fact, "streaks", claim)], fact


def _streak_fact(team: str, streak: tuple[bool, int] | None, inclusive: bool) -> str:
    if streak is None:
        return f"the {team} had no games {_when(inclusive)}"
    return f"the {team} had {'won' if streak[0] else 'lost'} {streak[1]} in a row {_when(inclusive)}"


def _run(ctx, league, team, inclusive, says: Run, claim: Claim) -> Outcome:
    """ "won N straight", "lost N in a row", "Nth straight win", "N - game winning streak"."""
    streak = league.streak(team, ctx.game.date, inclusive=inclusive)
    if streak is None:
        return [], None
    fact = _streak_fact(team, streak, inclusive)
    won, length = streak
    value, num = says.value, says.num
    if says.future:
        # "will look for their third straight win": one more than the run so far
        if not inclusive or won != says.wins or length + 1 == value:
            return [], fact
        return [Error(says.start, says.end, Category.NUMBER, ordinal_word(length + 1),
                      fact + f", so the next would be {length + 1} in a row", "streaks", claim)], fact
    if inclusive and not says.now and (won, length) != (says.wins, value):
        # "capped / ended their two - game losing streak": the run up to this game, ended by it
        before = league.streak(team, ctx.game.date, inclusive=False)
        if before == (says.wins, value) and won != says.wins:
            return [], _streak_fact(team, before, False) + ", ended by this game"
    if won == says.wins:
        if length == value:
            return [], fact
        correction = render(num, length, ctx.tokenized) if num is not None else ordinal_word(length)
        return [Error(says.start, says.end, Category.NUMBER, correction, fact, "streaks", claim)], fact
    lo, hi = min(says.verb_at, says.start), max(says.verb_at + 1, says.end)
    return [Error(lo, hi, Category.WORD, "", fact, "streaks", claim)], fact


def _nth_of_last(ctx, league, team, says: NthOfLast, claim: Claim) -> Outcome:
    """ "this marks their 10th win in their last 12 games": this game is the Nth win of the last M."""
    n, m, i = says.n, says.m, says.at
    if n > m.value:
        fact = f"{n} is more than the {m.value} games it is counted in"
        return [Error(i, i + 1, Category.NUMBER, "", fact, "streaks", claim)], fact
    games = _games(league, team, ctx, m.value, True)
    if len(games) < m.value or not games or games[-1].won is not says.wins:
        return [], None
    wins = sum(1 for g in games if g.won)
    actual = wins if says.wins else len(games) - wins
    fact = f"the {team} went {wins} - {len(games) - wins} in their last {len(games)} games {_when(True)}"
    if n == actual:
        return [], fact
    correction = ordinal_digits(actual) if says.digits else ordinal_word(actual)
    return [Error(i, i + 1, Category.NUMBER, correction, fact, "streaks", claim)], fact


def _snapped(ctx, league, team, says: Snapped, claim: Claim) -> Outcome:
    """ "snapped a N - game losing streak / skid": a run before this game, ended by it."""
    n, i = says.n, says.at
    if says.will:
        # "will be looking to snap a three - game skid": the run as it stands after this game
        now = league.streak(team, ctx.game.date, inclusive=True)
        if now is None or now[0] != says.wins or now[1] == n.value:
            return [], None if now is None else _streak_fact(team, now, True)
        return [Error(n.start, n.end, Category.NUMBER, render(n, now[1], ctx.tokenized),
                      _streak_fact(team, now, True), "streaks", claim)], _streak_fact(team, now, True)
    before = league.streak(team, ctx.game.date, inclusive=False)
    this = league.game_on(team, ctx.game.date)
    if before is None or this is None or this.won is None:
        return [], None
    fact = _streak_fact(team, before, False)
    if before[0] != says.wins or (this.won == says.wins and not says.hoped):
        return [Error(i, i + 1, Category.WORD, "", fact + f", and {'won' if this.won else 'lost'} this game",
                      "streaks", claim)], fact
    if before[1] != n.value:
        return [Error(n.start, n.end, Category.NUMBER, render(n, before[1], ctx.tokenized), fact, "streaks", claim)], fact
    return [], fact


def _venue_record(ctx, league, team, says: VenueRecord, claim: Claim) -> Outcome:
    """ "N road wins in M games / tries": the road (or home) record before this game."""
    n, m, home = says.n, says.m, says.home
    games = [g for g in league.previous_games(team, ctx.game.date, 200, inclusive=False) if g.home == home and not g.playoffs]
    wins = sum(1 for g in games if g.won)
    fact = f"the {team} were {wins} - {len(games) - wins} {'at home' if home else 'on the road'} before this game"
    errors = []
    if n.value != wins:
        errors.append(Error(n.start, n.end, Category.NUMBER, render(n, wins, ctx.tokenized), fact, "streaks", claim))
    if m.value != len(games):
        errors.append(Error(m.start, m.end, Category.NUMBER, render(m, len(games), ctx.tokenized), fact, "streaks", claim))
    return errors, fact
