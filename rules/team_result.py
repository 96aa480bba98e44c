"""A team of this game named as the winner when it lost, or as the loser when it won.

"the Bucks were able to prevail with a huge road win" when the Bucks lost: the result is right,
the team is wrong, so the team's name is a NAME error corrected to the other team of the game.
Only a team that is the subject of a result verb in its own clause counts; records of other
games ("coming off a win"), streaks ("have now lost four straight": annotators read the count
as the error as often as the team) and negations are left alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.numbers import word_value

from .registry import rule

WIN_WORDS = {"prevail", "prevailed", "prevails", "won", "win", "victory", "triumph", "triumphed"}
LOSS_WORDS = {"lost", "loss", "fell", "lose"}
#: Words that put the result in another game, a streak or a negation.
OTHER_GAME = {"off", "after", "following", "since", "previous", "last", "prior", "next", "their", "season",
              "n't", "not", "never", "without", "streak", "if", "would", "could", "will", "hoping", "looking"}
OTHER_GAME |= {"have", "has", "had", "been", "should", "thought", "need", "needed", "must", "first", "second",
               "third", "searching", "avoided", "avoid", "remain", "remains", "carrying", "just", "only",
               "quarter", "half", "period", "frame", "battle", "behind", "lead", "early", "these"}
#: Right after the result word: not the game's result ("the loss of a starter", "fell behind",
#: "won the rebounding battle", "fell by 10 after one quarter").
NOT_RESULT_AFTER = {"of", "the", "behind", "by", "in", "-", "many", "most", "all", "every", "each", "both",
                    "several", "a", "an", "more", "fewer", "streak"}
WEEKDAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
STREAK = {"straight", "consecutive", "row"}
#: Before the result word: an expectation, not the result ("was expected to win", "projected to lose").
EXPECTATION = {"expected", "projected", "favored", "favoured", "predicted", "supposed", "picked", "poised",
               "needed", "tried", "trying", "hoped", "odds", "chance", "bid", "seeking"}
#: After "won": the object is a part of the game, not the game ("won many of the categories",
#: "won the rebounding battle").
OBJECT_WORDS = {"the", "many", "most", "all", "every", "each", "both", "several", "a", "an", "more", "fewer"}
CLAUSE_BREAKS = {",", ";", "while", "but", "and", "as", ".", "who", "which", "when", "where"}
WINDOW = 7


def _result(words: list[str]) -> str | None:
    """"win" or "loss" when the words after a team's name state its result in this game."""
    for k, w in enumerate(words):
        if w in CLAUSE_BREAKS:
            return None
        if w in WIN_WORDS or w in LOSS_WORDS:
            rest = words[k + 1:k + 4]
            if set(words[:k + 1]) & (OTHER_GAME | EXPECTATION) or set(rest) & OTHER_GAME:
                return None
            if k and words[k - 1] in {"game", "-"}:
                return None  # "a nine - game win streak"
            if w == "won" and rest and rest[0] in OBJECT_WORDS or rest and rest[0] in NOT_RESULT_AFTER:
                return None
            if any(x.isdigit() for x in words[:k]):
                return None  # "earned a 100 - 92 win over ...": a score, of this game or another
            if rest and (rest[0].isdigit() or word_value(rest[0]) is not None) or set(rest) & STREAK:
                return None  # "won two straight", "lost four of five": a streak, not this game
            return "win" if w in WIN_WORDS else "loss"
    return None


def _opens_clause(doc, tokens: list[str], i: int) -> bool:
    """The name starts its sentence or clause ("The Bucks", ", while the Bucks")."""
    if i > 0 and tokens[i - 1].lower() == "the":
        i -= 1
    return doc.bounds_at[i][0] == i or (i > 0 and tokens[i - 1].lower() in CLAUSE_BREAKS - {"."})


def _skip_record(tokens: list[str], i: int) -> int:
    """Index after a record "( 7 - 5 )" at ``i``, or ``i``."""
    if tokens[i:i + 1] == ["("] and tokens[i + 2:i + 3] == ["-"] and tokens[i + 4:i + 5] == [")"]:
        return i + 5
    return i


@rule("team_result", "a team named as this game's winner when it lost, or as the loser when it won")
def check_team_result(ctx: CheckContext) -> Iterator[Error]:
    tokens, game, doc = ctx.tokens, ctx.game, ctx.doc
    for team in ctx.mentions.teams:
        if team.side is None:
            continue
        if not _opens_clause(doc, tokens, team.start):
            continue  # the subject of a clause, not "a win over the Bucks", "propel the Bucks to"
        start = _skip_record(tokens, team.end)
        _, s_end = doc.bounds_at[team.start]
        stop = min(s_end, start + WINDOW)
        if ctx.mentions.teams_in(start, stop) or ctx.mentions.players_in(start, stop):
            continue
        result = _result([t.lower() for t in tokens[start:stop]])
        if result is None:
            continue
        sentence = {t.lower() for t in tokens[doc.bounds_at[team.start][0]:s_end]}
        if sentence & WEEKDAYS - {game.weekday.lower()} or sentence & {"if", "would", "could", "thought"}:
            continue  # another day's game, or a game that did not happen
        won = team.side is game.winner.side
        if (result == "win") == won:
            continue
        right = game.team(team.side.other)
        yield Error(team.start, team.end, Category.NAME, right.name_as(team.kind),
                    f"the {right.name} won {right.points} - {game.team(team.side).points}" if result == "win"
                    else f"the {game.team(team.side).name} won {game.team(team.side).points} - {right.points}",
                    "team_result")
