"""Words about a team's form: "continue to struggle", "one of the hottest teams" (schedule)."""

from __future__ import annotations

import datetime as dt

from boxscore import Game
from boxscore.league import League
from factcheck.claims import Category, Facts, Fix, FormSays, FormWords, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("form_words", needs="E")
def verify_form_words(claim: FormWords, facts: Facts) -> Verdict:
    """Words about a team's form: "continue to struggle", "one of the hottest teams", "going in opposite directions".

    Such words sum up a team's recent games, which the schedule has: a team that won four of its
    last five does not "continue to struggle", one that lost three of its last four is not "one of
    the hottest teams", two teams with alike records are not "going in opposite directions". A
    wrong word is a WORD error over the words (no correction: the comment gives the record and the
    last games). Without a schedule nothing is checked.

    Example (correct): The Bucks , one of the hottest teams in the league , defeated the Nuggets .
    Example (wrong): The Bucks [continue to struggle] after a win over the Nuggets .
    """
    league, game = facts.league, facts.game
    if league is None or not league.has_schedule:
        return unchecked(claim, "no schedule given")
    fix = Fix(claim.start_at, claim.end_at, Category.WORD)
    date = game.date
    if claim.says is FormSays.OPPOSITE:
        fact = _similar_form(league, game)
        return wrong(claim, _with(fix, fact)) if fact else unchecked(claim, "the two teams' form is unlike")
    if claim.says is FormSays.TWO_STRUGGLING:
        names = [t.name for t in game.teams]
        if all(_record_pct(league, date, n) > 0.5 for n in names):
            return wrong(claim, _with(fix, "; ".join(_good_fact(league, date, n) for n in names)))
        return unchecked(claim, "not both teams have a winning record")
    who = game.team(claim.subject.side).name
    if claim.says is FormSays.STRUGGLE:
        fact = _good_fact(league, date, who)
        return wrong(claim, _with(fix, fact)) if _good_form(league, date, who) else correct(claim, fact)
    games = league.previous_games(who, date, 4)
    wins = sum(1 for g in games if g.won)
    fact = f"the {who} had won {wins} of their last {len(games)} games before this one"
    return wrong(claim, _with(fix, fact)) if _cold(league, date, who) else correct(claim, fact)


def _with(fix: Fix, comment: str) -> Fix:
    return Fix(fix.start, fix.end, fix.category, fix.correction, comment)


def _record_pct(league: League, date: dt.date, team: str) -> float:
    wins, losses = league.record(team, date)
    return wins / (wins + losses) if wins + losses >= 5 else 0.0


def _good_form(league: League, date: dt.date, team: str) -> bool:
    """Four wins in the last five; or a win in this game and three of the last five: such a team
    does not "continue to struggle"."""
    last = league.previous_games(team, date, 5, inclusive=True)
    if len(last) < 5:
        return False
    wins = sum(1 for g in last if g.won)
    return wins >= 4 or (wins >= 3 and bool(last[-1].won))


def _similar_form(league: League, game: Game) -> str | None:
    """The two teams' form when it is alike ("two teams going in opposite directions" is then wrong):
    records within .100 and last-five wins within one, before this game and after it."""
    facts = []
    for inclusive in (False, True):
        form = []
        for t in game.teams:
            w, l = league.record(t.name, game.date, inclusive=inclusive)
            last = league.previous_games(t.name, game.date, 5, inclusive=inclusive)
            if w + l < 5 or len(last) < 5:
                return None
            form.append((t.name, w, l, sum(1 for g in last if g.won)))
        (a, wa, la, ka), (b, wb, lb, kb) = form
        if abs(wa / (wa + la) - wb / (wb + lb)) > 0.1 or abs(ka - kb) > 1:
            return None
        facts.append(form)
    return "; ".join(f"the {n} were {w} - {l} and had won {k} of their last 5 before this game"
                     for n, w, l, k in facts[0])


def _good_fact(league: League, date: dt.date, team: str) -> str:
    wins, losses = league.record(team, date)
    last = league.previous_games(team, date, 5, inclusive=True)
    return (f"the {team} are {wins} - {losses} and have won {sum(1 for g in last if g.won)} "
            f"of their last {len(last)} games")


def _cold(league: League, date: dt.date, team: str) -> bool:
    last = league.previous_games(team, date, 4)
    return len(last) == 4 and sum(1 for g in last if not g.won) >= 3
