"""Reader component ``team_form``: words about a team's form.

"as they continue to struggle" (bad form), "one of the hottest teams" / "the red - hot Clippers"
(good form), "two teams going in opposite directions" (unlike form), "a battle between two
struggling teams" (both in bad form). The team is the last team named before the words as a
subject, the team named right after ("the red - hot Clippers"), or the clause's subject; a
claim with no team so bound is read with ``subject=None``. "against one of the hottest teams" is
about the opponent, read with a note and not checked. Each claim is a :class:`~factcheck.claims.FormWords`.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.claims import FormSays, FormWords, Subject
from factcheck.engine.context import CheckContext
from factcheck import lexicon

from .league_text import TeamRef, cued_clauses, game_team, is_object, side_of, subject_team
from .registry import reader

BAD_FORM = lexicon.words("bad_form")
HOT = tuple(list(p) for p in lexicon.phrase_list("team_form_hot"))
#: After a form word, a person: "one of the hottest players" is about a player, not the team.
PERSON_WORDS = lexicon.words("person_words")
OPPOSITE = tuple(list(p) for p in lexicon.phrase_list("opposite"))
#: The first word of every phrase above (a fast exit for texts without one).
TRIGGERS = BAD_FORM | lexicon.words("form_triggers")
_AGAINST = lexicon.words("opponent_prepositions")


_CONTINUE_TO = [list(p) for p in lexicon.phrase_list("continue_to")]


@reader("team_form", [FormWords], "words about a team's form: 'continue to struggle', 'one of the hottest teams', "
        "'going in opposite directions', 'two struggling teams'")
def read_team_form(ctx: CheckContext) -> Iterator[FormWords]:
    low = ctx.doc.lower
    for _, a, b, in_clause in cued_clauses(ctx, TRIGGERS):
        team = subject_team(ctx, in_clause, a, b)
        for i in range(a, b):
            if low[i] not in TRIGGERS:
                continue
            if low[i] in BAD_FORM and low[i - 2:i] in _CONTINUE_TO:
                yield _claim(ctx, FormSays.STRUGGLE, _nearest_team(ctx, in_clause, i) or team, i - 2, i + 1)
            elif low[i:i + 2] in OPPOSITE and low[i - 1] == "in":  # "going in opposite directions"
                yield _claim(ctx, FormSays.OPPOSITE, None, i, i + 2, BOTH)
            elif low[i:i + 2] == ["struggling", "teams"] and low[i - 1] == "two":
                yield _claim(ctx, FormSays.TWO_STRUGGLING, None, i, i + 2, BOTH)
            else:
                hot = next((h for h in HOT if low[i:i + len(h)] == h), None)
                if hot is None or low[i + len(hot):i + len(hot) + 1] and low[i + len(hot)] in PERSON_WORDS:
                    continue
                if _AGAINST & set(low[max(a, i - 5):i]):
                    # "against one of the hottest teams": the opponent
                    yield FormWords(says=FormSays.HOT, start_at=i, end_at=i + len(hot), words=" ".join(hot),
                                    cue=(i, i + len(hot)), note="about the opponent")
                    continue
                yield _claim(ctx, FormSays.HOT, _team_after(ctx, in_clause, i + len(hot)) or team, i, i + len(hot))


#: The subject of the claims about both teams.
BOTH = Subject.of_group("both teams")
#: A team of this game, and its mention (None when resolved from a pronoun).
Bound = tuple[str | None, TeamRef | None]


def _claim(ctx: CheckContext, says: FormSays, bound: Bound | None, start: int, end: int,
           subject: Subject | None = None) -> FormWords:
    note = ""
    if subject is None and bound is not None and bound[0] is not None:
        team, ref = bound
        span = (ref.start, ref.end, "", ref.kind) if ref is not None else ()
        subject = Subject.of_team(side_of(ctx, team), *span)
    elif subject is None:
        note = "ambiguous binding: no team of this game is its subject"
    words = " ".join(ctx.doc.lower[start:end])
    return FormWords(subject=subject, says=says, start_at=start, end_at=end, words=words, cue=(start, end), note=note)


def _nearest_team(ctx: CheckContext, refs: list[TeamRef], i: int) -> Bound | None:
    """ "Portland won , and the Heat continue to struggle": the last team named before ``i`` as a subject."""
    before = [r for r in refs if r.end <= i and not is_object(ctx.tokens, r)]
    if not before:
        return None
    team = game_team(ctx, before[-1])
    return (team, before[-1]) if team is not None else None


def _team_after(ctx: CheckContext, refs: list[TeamRef], i: int) -> Bound | None:
    """ "the red - hot Clippers": the team named right after the word."""
    for ref in refs:
        if ref.start == i:
            team = game_team(ctx, ref)
            return (team, ref) if team is not None else None
    return None
