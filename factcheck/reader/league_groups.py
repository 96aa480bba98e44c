"""Reader component ``league_groups``: conference and division words said of this game's two teams.

"an Eastern Conference matchup", "Atlantic Division foes", "a division rival", "this division -
rival contest", "a cross - conference clash": each is a :class:`~factcheck.claims.GroupWord`
saying both teams of this game belong to a conference or division (the one named, or the same
one), or to different conferences. A phrase in a clause about another game, or next to the name
of a team that did not play in this one ("division rival Boston" in the next game's sentence), is
not read. Standings phrases ("third place in the Atlantic Division", "the East 's top seed") are
the standings reader's: their pool is verified with them. The words are the lexicon's
(``league_groups.toml``); the divisions' names are the league table's.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore.league_table import league_table
from factcheck import lexicon
from factcheck.claims import Frame, GroupWord, Subject
from factcheck.engine.context import CheckContext

from .frames import clause_around, frame_at, next_game_cue
from .registry import reader
from .league_text import franchise_refs
from .words import positions

CONFERENCES = lexicon.mapping("conference_names")
DIVISIONS = {d.lower(): d for d in {t.division for t in league_table().teams.values()}} \
    | lexicon.mapping("division_spellings")
_RIVALRY = lexicon.words("rivalry_nouns")
_APART = lexicon.words("apart_prefixes")
_LIKENESS = lexicon.words("likeness_words")
_LEVELS = ("conference", "division")
_TRIGGERS = frozenset({*_LEVELS, "divisional", "interconference"})


@reader("league_groups", [GroupWord], "conference and division words of this game's teams: 'an Eastern Conference "
        "matchup', 'a division rival', 'a cross - conference clash'")
def read_league_groups(ctx: CheckContext) -> Iterator[GroupWord]:
    tokens, low = ctx.tokens, ctx.doc.lower
    teams = tuple(t.name for t in ctx.game.teams)
    refs = None
    for k in positions(ctx, _TRIGGERS):
        found = _group_at(tokens, low, k)
        if found is None:
            continue
        level, group, apart, start, noun = found
        if next_game_cue(ctx, k) or frame_at(ctx, k)[0] in (Frame.PREVIOUS_GAME, Frame.OTHER_GAME, Frame.NEXT_GAME):
            continue
        if not _LIKENESS.isdisjoint(low[max(0, start - 8):start]):
            continue  # "the feel of a grind - it - out Eastern Conference battle"
        refs = franchise_refs(ctx) if refs is None else refs
        lo, hi = clause_around(ctx, k)
        if any(lo <= r.start < hi and not (r.teams & set(teams)) for r in refs):
            continue  # "the Wizards come to town for a division battle": a team of another game
        yield GroupWord(subject=Subject.of_group("both teams"), frame=Frame.GAME, level=level, group=group,
                        teams=teams, apart=apart, start_at=start, end_at=noun + 1,
                        written=" ".join(tokens[start:noun + 1]))


def _group_at(tokens: list[str], low: list[str], k: int) -> tuple[str, str, bool, int, int] | None:
    """(level, group named or "", apart, first token, the noun's token) of a phrase whose level word
    ("conference", "division", "divisional", "interconference") is at ``k``."""
    w = low[k]
    noun = k + 1
    if low[noun:noun + 1] == ["-"]:
        noun += 1  # "division - rival contest"
    if not (low[noun:noun + 1] and low[noun] in _RIVALRY):
        return None
    if w == "interconference":
        return "conference", "", True, k, noun
    level = "division" if w.startswith("division") else "conference"
    if k >= 2 and low[k - 1] == "-" and low[k - 2] in _APART:
        return level, "", True, k - 2, noun  # "cross - conference"
    before = low[k - 1] if k else ""
    named = (CONFERENCES if level == "conference" else DIVISIONS).get(before)
    if named is not None and tokens[k - 1][:1].isupper():
        return level, named, False, k - 1, noun
    if level == "conference" and before in CONFERENCES:
        return None  # "eastern conference" in lower case: unsure
    return level, "", False, k, noun
