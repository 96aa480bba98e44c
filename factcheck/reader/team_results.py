"""Reader component ``team_results``: a team of this game said to have won or lost, as the subject
of a result word in its own clause ("The Bucks were able to prevail with a road win", "Milwaukee
lost at home").

Only a team opening its clause (a subject, not "a win over the Bucks") with no other team or
player named before the result word is read. A result word whose words put it in another game,
a streak, a score, an expectation or a negation ("coming off a win", "have now lost four
straight", "was expected to win") is read with a ``note`` saying so and is not checked; so is a
sentence about a game that did not happen ("if", "would").

Each claim is a ``result`` claim (attribute "team"): the subject the team, the value "win" or
"loss" at the result word. ``detail`` is a :class:`TeamResult`: the team's mention and the
weekdays the sentence names (a day other than the game's puts the result in another game; the
verifier knows the game's day).
"""

from __future__ import annotations

from factcheck.analysis.clauses import Level, ends_at
from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.text.numbers import word_value

from .registry import reader
from factcheck.claims import Subject, TeamResult
from factcheck import lexicon
from .teams import WEEKDAYS

WIN_WORDS = lexicon.words("team_results_win_words")
LOSS_WORDS = lexicon.words("team_results_loss_words")
#: Words that put the result in another game, a streak or a negation.
OTHER_GAME = lexicon.words("team_results_other_game")
#: Right after the result word: not the game's result ("the loss of a starter", "fell behind",
#: "won the rebounding battle", "fell by 10 after one quarter").
NOT_RESULT_AFTER = lexicon.words("not_result_after")
STREAK = {"straight", "consecutive", "row"}
#: Before the result word: an expectation, not the result ("was expected to win", "projected to lose").
EXPECTATION = lexicon.words("expectation")
#: After "won": the object is a part of the game, not the game ("won many of the categories",
#: "won the rebounding battle").
OBJECT_WORDS = lexicon.words("team_results_object_words")
CLAUSE_BREAKS = ends_at(Level.CLAUSE)
#: A sentence with these is about a game that did not happen.
HYPOTHETICAL = lexicon.words("team_results_hypothetical")
WINDOW = 7


def _result(words: list[str]) -> tuple[str, int, str] | None:
    """("win" or "loss", where the result word is, why it is not this game's result or "") when the
    words after a team's name state a result; None when they state none."""
    for k, w in enumerate(words):
        if w in CLAUSE_BREAKS:
            return None
        if w in WIN_WORDS or w in LOSS_WORDS:
            result = "win" if w in WIN_WORDS else "loss"
            rest = words[k + 1:k + 4]
            if set(words[:k + 1]) & (OTHER_GAME | EXPECTATION) or set(rest) & OTHER_GAME:
                return result, k, "another game, a streak, an expectation or a negation"
            if k and words[k - 1] in {"game", "-"}:
                return result, k, "a streak"  # "a nine - game win streak"
            if w == "won" and rest and rest[0] in OBJECT_WORDS or rest and rest[0] in NOT_RESULT_AFTER:
                return result, k, "not the game's result"
            if any(x.isdigit() for x in words[:k]):
                return result, k, "a score, of this game or another"  # "earned a 100 - 92 win over ..."
            if rest and (rest[0].isdigit() or word_value(rest[0]) is not None) or set(rest) & STREAK:
                return result, k, "a streak"  # "won two straight", "lost four of five": not this game
            return result, k, ""
    return None


def _opens_clause(ctx: CheckContext, i: int) -> bool:
    """The name starts its sentence or clause ("The Bucks", ", while the Bucks")."""
    low = ctx.doc.lower
    if i > 0 and low[i - 1] == "the":
        i -= 1
    return ctx.doc.bounds_at[i][0] == i or (i > 0 and low[i - 1] in CLAUSE_BREAKS - {"."})


def _skip_record(tokens: list[str], i: int) -> int:
    """Index after a record "( 7 - 5 )" at ``i``, or ``i``."""
    if tokens[i:i + 1] == ["("] and tokens[i + 2:i + 3] == ["-"] and tokens[i + 4:i + 5] == [")"]:
        return i + 5
    return i


@reader("team_results", [TeamResult], "a team as the subject of a result word: 'The Bucks were able to prevail', "
                                    "'Milwaukee lost at home'")
def read_team_results(ctx: CheckContext) -> Iterator[TeamResult]:
    tokens, doc, low = ctx.tokens, ctx.doc, ctx.doc.lower
    for team in ctx.mentions.teams:
        if not _opens_clause(ctx, team.start):
            continue  # the subject of a clause, not "a win over the Bucks", "propel the Bucks to"
        start = _skip_record(tokens, team.end)
        s_start, s_end = doc.bounds_at[team.start]
        stop = min(s_end, start + WINDOW)
        if ctx.mentions.teams_in(start, stop) or ctx.mentions.players_in(start, stop):
            continue
        found = _result(low[start:stop])
        if found is None:
            continue
        result, k, note = found
        sentence = set(low[s_start:s_end])
        if not note and sentence & HYPOTHETICAL:
            note = "a game that did not happen"
        if team.side is None and not note:
            note = "ambiguous binding: the name fits both teams"
        subject = Subject.of_team(team.side, team.start, team.end, form=team.kind) if team.side is not None else None
        yield TeamResult(subject=subject, won=result == "win", at=start + k, weekdays=frozenset(sentence & WEEKDAYS),
                         cue=(start + k, start + k + 1), note=note)
