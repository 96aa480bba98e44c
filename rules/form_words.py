"""Words about a team's form against its results: "as they continue to struggle" said of a team
that has won four of its last five, "one of the hottest teams" of a team that lost three of its
last four, "a battle between two struggling teams" of two teams with winning records (WORD).

Form words are judgements, so only clear contradictions are flagged: a team is in good form
with a season record of .600 or better (five games or more) or four wins in its last five; in bad
form with three losses in its last four before this game. The reader (``team_form``) reads the
words and binds the team; this rule checks them against the schedule.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore.league import League
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.engine.verdicts import verified

from .registry import legacy_rule


@legacy_rule("form_words", "words about a team's form: 'continue to struggle', 'one of the hottest teams' (schedule)",
      needs="E", verifies=("form",))
def check_form_words(ctx: CheckContext) -> Iterator[Error]:
    league = ctx.league
    if league is None or not league.has_schedule:
        return
    for claim in claims_from(ctx, "team_form"):
        if claim.note:
            continue  # about the opponent, or no team bound
        says, who, start, end = claim.detail
        if says == "struggle":
            fact = _good_fact(league, ctx, who)
            if _good_form(league, ctx, who):
                yield Error(start, end, Category.WORD, "", fact, "form_words", claim)
            else:
                verified(ctx, claim, fact)
        elif says == "opposite":
            fact = _similar_form(league, ctx)
            if fact:
                yield Error(start, end, Category.WORD, "", fact, "form_words", claim)
        elif says == "two struggling":
            names = [t.name for t in ctx.game.teams]
            if all(_record_pct(league, ctx, n) > 0.5 for n in names):
                facts = "; ".join(_good_fact(league, ctx, n) for n in names)
                yield Error(start, end, Category.WORD, "", facts, "form_words", claim)
        else:
            games = league.previous_games(who, ctx.game.date, 4)
            wins = sum(1 for g in games if g.won)
            fact = f"the {who} had won {wins} of their last {len(games)} games before this one"
            if _cold(league, ctx, who):
                yield Error(start, end, Category.WORD, "", fact, "form_words", claim)
            else:
                verified(ctx, claim, fact)


def _record_pct(league: League, ctx: CheckContext, team: str) -> float:
    wins, losses = league.record(team, ctx.game.date)
    return wins / (wins + losses) if wins + losses >= 5 else 0.0


def _good_form(league: League, ctx: CheckContext, team: str) -> bool:
    """Four wins in the last five; or a win in this game and three of the last five: such a team
    does not "continue to struggle"."""
    last = league.previous_games(team, ctx.game.date, 5, inclusive=True)
    if len(last) < 5:
        return False
    wins = sum(1 for g in last if g.won)
    return wins >= 4 or (wins >= 3 and bool(last[-1].won))


def _similar_form(league: League, ctx: CheckContext) -> str | None:
    """The two teams' form when it is alike ("two teams going in opposite directions" is then wrong):
    records within .100 and last-five wins within one, before this game and after it."""
    facts = []
    for inclusive in (False, True):
        form = []
        for t in ctx.game.teams:
            w, l = league.record(t.name, ctx.game.date, inclusive=inclusive)
            last = league.previous_games(t.name, ctx.game.date, 5, inclusive=inclusive)
            if w + l < 5 or len(last) < 5:
                return None
            form.append((t.name, w, l, sum(1 for g in last if g.won)))
        (a, wa, la, ka), (b, wb, lb, kb) = form
        if abs(wa / (wa + la) - wb / (wb + lb)) > 0.1 or abs(ka - kb) > 1:
            return None
        facts.append(form)
    return "; ".join(f"the {n} were {w} - {l} and had won {k} of their last 5 before this game"
                     for n, w, l, k in facts[0])


def _good_fact(league: League, ctx: CheckContext, team: str) -> str:
    wins, losses = league.record(team, ctx.game.date)
    last = league.previous_games(team, ctx.game.date, 5, inclusive=True)
    return (f"the {team} are {wins} - {losses} and have won {sum(1 for g in last if g.won)} "
            f"of their last {len(last)} games")


def _cold(league: League, ctx: CheckContext, team: str) -> bool:
    last = league.previous_games(team, ctx.game.date, 4)
    return len(last) == 4 and sum(1 for g in last if not g.won) >= 3
