"""Streaks and recent form against the league's results: "won four of their last five", "their
third straight loss", "lost two in a row", "snapped a five - game skid", "six road wins in 17 tries"."""

from __future__ import annotations

import datetime as dt

from boxscore import Game, Side
from boxscore.league import League, TeamGame
from factcheck.claims import (Category, Facts, Fix, HomeRoadRecord, NthOfLast, OfLast, Run, Snapped, Streak, Verdict,
                              WinsIn, correct, ordinal_digits, ordinal_word, render_corrected, unchecked, wrong)

from .registry import rule

#: What one reading comes to: its fixes, and the fact it was checked against (None: no data).
Outcome = tuple[list[Fix], "str | None"]
OTHER_RECORD = "the name before the other team's record is the wrong team"


@rule("streaks", needs="E")
def verify_streaks(claim: Streak | HomeRoadRecord, facts: Facts) -> Verdict:
    """Streaks and recent form: 'won four of their last five', 'third straight loss' (schedule).

    Writers count a team's run of results wrong, and generated texts copy runs from other games:
    "won four of their last five", "N wins in their last M games", "their third straight loss",
    "a five - game winning streak", "snapped a five - game skid", "this marks their 10th win in
    their last 12 games", "six road wins in 17 tries". Each is counted from the schedule's
    results, with this game ("have now won") or before it ("came into the game winners of"). A
    wrong count is a NUMBER error over the number (corrected); a run in the wrong direction ("lost
    two in a row" after a win) is a WORD error over the claim. A name followed by the other team's
    record is the wrong team: its claims are left alone. A claim wrong of its team but true of
    the other team named in the clause is about that team ("beat the Cavaliers , who have now lost
    two in a row"). All the phrases read at one token are verified together, and a span two of them
    find wrong is reported once.

    Example (correct): The Bucks have now won three straight games .
    Example (wrong): The Bucks have now won [four -> three] straight games .
    """
    league = facts.league
    if league is None or not league.has_schedule:
        return unchecked(claim, "no schedule: a team's earlier results are not known")
    game = facts.game
    written = claim.clause_record
    if written is not None and _record_of_other(game, written.side, (written.wins, written.losses)):
        return unchecked(claim, OTHER_RECORD)
    side = claim.subject.side
    team = game.team(side).name
    if isinstance(claim, HomeRoadRecord):
        return _verdict(claim, _venue_record(game, league, team, claim))
    if claim.record is not None and _record_of_other(game, side, claim.record):
        return unchecked(claim, OTHER_RECORD)
    readings = [r for r in claim.readings if not (isinstance(r, Run) and r.denied)]
    outcomes = [_outcome(game, league, team, claim.inclusive, r) for r in readings]
    if any(found for found, _ in outcomes):
        # a claim true of the other team named in the clause is about that team
        # ("beat the Cavaliers , who have now lost two in a row")
        for other in claim.named - {side}:
            if not any(_outcome(game, league, game.team(other).name, claim.inclusive, r)[0] for r in readings):
                return unchecked(claim, "true of the other team named in the clause")
    fixes: dict[int, Fix] = {}  # one fix per first token: two readings may blame one word
    for found, _ in outcomes:
        for fix in found:
            fixes.setdefault(fix.start, fix)
    if fixes:
        return wrong(claim, *fixes.values())
    known = [fact for _, fact in outcomes if fact is not None]
    return correct(claim, known[0]) if known else unchecked(claim, "the schedule does not settle it")


def _verdict(claim: HomeRoadRecord, outcome: Outcome) -> Verdict:
    found, fact = outcome
    if found:
        return wrong(claim, *found)
    return correct(claim, fact) if fact is not None else unchecked(claim, "the schedule does not settle it")


def _outcome(game: Game, league: League, team: str, inclusive: bool,
             says: OfLast | WinsIn | Run | Snapped | NthOfLast) -> Outcome:
    if isinstance(says, OfLast):
        return _of_last(game, league, team, inclusive, says)
    if isinstance(says, Run):
        return _run(game, league, team, inclusive, says)
    if isinstance(says, Snapped):
        return _snapped(game, league, team, says)
    if isinstance(says, WinsIn):
        return _wins_in(game, league, team, inclusive, says)
    return _nth_of_last(game, league, team, says)


def _record_of_other(game: Game, side: Side, record: tuple[int, int]) -> bool:
    """True when the record written after the team's name is the other team's: the name is wrong."""
    for t in game.teams:
        if t.record == record:
            return t.side != side
    return False


def _games(league: League, team: str, date: dt.date, n: int, inclusive: bool) -> list[TeamGame]:
    return league.previous_games(team, date, n, inclusive=inclusive)


def _when(inclusive: bool) -> str:
    return "up to and including this game" if inclusive else "before this game"


def _of_last(game: Game, league: League, team: str, inclusive: bool, says: OfLast) -> Outcome:
    """ "won N of their last M (games)"."""
    n, m = says.n, says.m
    games = _games(league, team, game.date, m.value, inclusive)
    wins = sum(1 for g in games if g.won)
    actual = wins if says.wins else len(games) - wins
    fixes = []
    fact = f"the {team} went {wins} - {len(games) - wins} in their last {len(games)} games {_when(inclusive)}"
    if len(games) < m.value:
        fixes.append(Fix.number(m, len(games), f"the {team} had played only {len(games)} games {_when(inclusive)}"))
    if n.value != actual:
        other = len(games) - actual
        if n.value == other and says.verb:
            fixes.append(Fix(says.at, says.at + 1, Category.WORD, "lost" if says.wins else "won", fact))
        else:
            fixes.append(Fix.number(n, actual, fact))
    return fixes, fact


def _wins_in(game: Game, league: League, team: str, inclusive: bool, says: WinsIn) -> Outcome:
    """ "N wins in their previous / last M games"."""
    n, m = says.n, says.m
    games = _games(league, team, game.date, m.value, inclusive)
    wins = sum(1 for g in games if g.won)
    actual = wins if says.wins else len(games) - wins
    fact = f"the {team} went {wins} - {len(games) - wins} in their last {len(games)} games {_when(inclusive)}"
    if len(games) < m.value:
        return [], None
    if n.value == actual:
        return [], fact
    return [Fix.number(n, actual, fact)], fact


def _streak_fact(team: str, streak: tuple[bool, int] | None, inclusive: bool) -> str:
    if streak is None:
        return f"the {team} had no games {_when(inclusive)}"
    return f"the {team} had {'won' if streak[0] else 'lost'} {streak[1]} in a row {_when(inclusive)}"


def _run(game: Game, league: League, team: str, inclusive: bool, says: Run) -> Outcome:
    """ "won N straight", "lost N in a row", "Nth straight win", "N - game winning streak"."""
    streak = league.streak(team, game.date, inclusive=inclusive)
    if streak is None:
        return [], None
    fact = _streak_fact(team, streak, inclusive)
    won, length = streak
    value, num = says.value, says.num
    if says.future:
        # "will look for their third straight win": one more than the run so far
        if not inclusive or won != says.wins or length + 1 == value:
            return [], fact
        return [Fix(says.start, says.end, Category.NUMBER, ordinal_word(length + 1),
                    fact + f", so the next would be {length + 1} in a row")], fact
    if inclusive and not says.now and (won, length) != (says.wins, value):
        # "capped / ended their two - game losing streak": the run up to this game, ended by it
        before = league.streak(team, game.date, inclusive=False)
        if before == (says.wins, value) and won != says.wins:
            return [], _streak_fact(team, before, False) + ", ended by this game"
    if won == says.wins:
        if length == value:
            return [], fact
        correction = render_corrected(num, length) if num is not None else ordinal_word(length)
        return [Fix(says.start, says.end, Category.NUMBER, correction, fact)], fact
    lo, hi = min(says.verb_at, says.start), max(says.verb_at + 1, says.end)
    return [Fix(lo, hi, Category.WORD, "", fact)], fact


def _nth_of_last(game: Game, league: League, team: str, says: NthOfLast) -> Outcome:
    """ "this marks their 10th win in their last 12 games": this game is the Nth win of the last M."""
    n, m, i = says.n, says.m, says.at
    if n > m.value:
        fact = f"{n} is more than the {m.value} games it is counted in"
        return [Fix(i, i + 1, Category.NUMBER, "", fact)], fact
    games = _games(league, team, game.date, m.value, True)
    if len(games) < m.value or not games or games[-1].won is not says.wins:
        return [], None
    wins = sum(1 for g in games if g.won)
    actual = wins if says.wins else len(games) - wins
    fact = f"the {team} went {wins} - {len(games) - wins} in their last {len(games)} games {_when(True)}"
    if n == actual:
        return [], fact
    correction = ordinal_digits(actual) if says.digits else ordinal_word(actual)
    return [Fix(i, i + 1, Category.NUMBER, correction, fact)], fact


def _snapped(game: Game, league: League, team: str, says: Snapped) -> Outcome:
    """ "snapped a N - game losing streak / skid": a run before this game, ended by it."""
    n, i = says.n, says.at
    if says.will:
        # "will be looking to snap a three - game skid": the run as it stands after this game
        now = league.streak(team, game.date, inclusive=True)
        if now is None or now[0] != says.wins or now[1] == n.value:
            return [], None if now is None else _streak_fact(team, now, True)
        return [Fix.number(n, now[1], _streak_fact(team, now, True))], _streak_fact(team, now, True)
    before = league.streak(team, game.date, inclusive=False)
    this = league.game_on(team, game.date)
    if before is None or this is None or this.won is None:
        return [], None
    fact = _streak_fact(team, before, False)
    if before[0] != says.wins or (this.won == says.wins and not says.hoped):
        return [Fix(i, i + 1, Category.WORD, "", fact + f", and {'won' if this.won else 'lost'} this game")], fact
    if before[1] != n.value:
        return [Fix.number(n, before[1], fact)], fact
    return [], fact


def _venue_record(game: Game, league: League, team: str, says: HomeRoadRecord) -> Outcome:
    """ "N road wins in M games / tries": the road (or home) record before this game."""
    n, m, home = says.n, says.m, says.home
    games = [g for g in league.previous_games(team, game.date, 200, inclusive=False) if g.home == home and not g.playoffs]
    wins = sum(1 for g in games if g.won)
    fact = f"the {team} were {wins} - {len(games) - wins} {'at home' if home else 'on the road'} before this game"
    fixes = []
    if n.value != wins:
        fixes.append(Fix.number(n, wins, fact))
    if m.value != len(games):
        fixes.append(Fix.number(m, len(games), fact))
    return fixes, fact
