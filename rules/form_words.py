"""Words about a team's form against its results: "as they continue to struggle" said of a team
that has won four of its last five, "one of the hottest teams" of a team that lost three of its
last four, "a battle between two struggling teams" of two teams with winning records (WORD).

Form words are judgements, so only clear contradictions are flagged: a team is in good form
with a season record of .600 or better (five games or more) or four wins in its last five; in bad
form with three losses in its last four before this game.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore.league import League
from factcheck.context import CheckContext
from factcheck.errors import Category, Error

from factcheck.reader.league_text import clauses, game_team, is_object, subject_team, team_refs
from .registry import rule

BAD_FORM = {"struggle", "struggles", "struggling", "falter", "falters", "faltering", "slump", "slumping", "slide",
            "sliding", "skid", "skidding", "flounder", "floundering"}
HOT = (["hottest"], ["red", "-", "hot"], ["hot", "streak"], ["on", "a", "roll"], ["sizzling"])
#: After a form word, a person: "one of the hottest players" is about a player, not the team.
PERSON_WORDS = {"player", "players", "shooter", "shooters", "scorer", "scorers", "guard", "guards", "forward",
                "forwards", "center", "centers", "hand", "hands", "rookie", "rookies"}
OPPOSITE = (["opposite", "directions"], ["different", "directions"])
#: The first word of every phrase above (a fast exit for texts without one).
TRIGGERS = BAD_FORM | {"struggling", "hottest", "red", "hot", "on", "sizzling", "opposite", "different"}


@rule("form_words", "words about a team's form: 'continue to struggle', 'one of the hottest teams' (schedule)",
      needs="E")
def check_form_words(ctx: CheckContext) -> Iterator[Error]:
    league = ctx.league
    if league is None or not league.has_schedule:
        return
    low = ctx.doc.lower
    if not (TRIGGERS & set(low)):
        return
    refs = team_refs(ctx)
    for sent in range(len(ctx.doc.sentence_starts)):
        for a, b in clauses(ctx, sent):
            if not (TRIGGERS & set(low[a:b])):
                continue
            in_clause = [r for r in refs if a <= r.start < b]
            team, _ = subject_team(ctx, in_clause, a, b)
            for i in range(a, b):
                if low[i] not in TRIGGERS:
                    continue
                if low[i] in BAD_FORM and low[i - 2:i] in (["continue", "to"], ["continues", "to"]):
                    who = _nearest_team(ctx, in_clause, i) or team
                    if who is not None and _good_form(league, ctx, who):
                        yield Error(i - 2, i + 1, Category.WORD, "", _good_fact(league, ctx, who), "form_words")
                elif low[i:i + 2] in OPPOSITE and low[i - 1] == "in":  # "going in opposite directions"
                    fact = _similar_form(league, ctx)
                    if fact:
                        yield Error(i, i + 2, Category.WORD, "", fact, "form_words")
                elif low[i:i + 2] == ["struggling", "teams"] and low[i - 1] == "two":
                    names = [t.name for t in ctx.game.teams]
                    if all(_record_pct(league, ctx, n) > 0.5 for n in names):
                        facts = "; ".join(_good_fact(league, ctx, n) for n in names)
                        yield Error(i, i + 2, Category.WORD, "", facts, "form_words")
                else:
                    hot = next((h for h in HOT if low[i:i + len(h)] == h), None)
                    if hot is None or low[i + len(hot):i + len(hot) + 1] and low[i + len(hot)] in PERSON_WORDS:
                        continue
                    if {"against", "over", "versus", "vs", "vs."} & set(low[max(a, i - 5):i]):
                        continue  # "against one of the hottest teams": the opponent
                    who = _team_after(ctx, in_clause, i + len(hot)) or team
                    if who is not None and _cold(league, ctx, who):
                        games = league.previous_games(who, ctx.game.date, 4)
                        wins = sum(1 for g in games if g.won)
                        yield Error(i, i + len(hot), Category.WORD, "",
                                    f"the {who} had won {wins} of their last {len(games)} games before this one",
                                    "form_words")


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


def _nearest_team(ctx: CheckContext, refs, i: int) -> str | None:
    """ "Portland won , and the Heat continue to struggle": the last team named before ``i`` as a subject."""
    before = [r for r in refs if r.end <= i and not is_object(ctx.tokens, r)]
    return game_team(ctx, before[-1]) if before else None


def _team_after(ctx: CheckContext, refs, i: int) -> str | None:
    """ "the red - hot Clippers": the team named right after the word."""
    for ref in refs:
        if ref.start == i:
            return game_team(ctx, ref)
    return None
