"""Reader component ``scorer_lists``: players listed among a team's double-figure scorers.

"The Jazz had six players score in double figures , including Gordon Hayward and Rudy Gobert":
each player of the list right after "including" is claimed to have scored ten or more. Only a
sentence that names exactly one team of this game is read, and "including" must open the list
within a few words of "double figures" / "double digits" / "double - digit figures". Each listed
player is a ``double`` claim (attribute "PTS", value the word "double figures"); a name that
links to no single player is read with no subject ("ambiguous binding"). Each is a
:class:`~factcheck.claims.ListedScorer`, with the team the sentence names.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck import lexicon

from .registry import reader
from factcheck.claims import ListedScorer, Subject
from .words import word_index

#: Words joining the list of players after "including".
LIST_JOINERS = {",", "and"}


#: "double figures", "double digits" (as lists: slices of the tokens).
_DOUBLE_FIGURES = [list(p) for p in lexicon.phrase_list("double_figures")]


def _double_figures_end(words: list[str], k: int) -> int:
    """The end of "double figures" / "double digits" / "double - digit figures" at ``k`` (0: none)."""
    if words[k:k + 2] in _DOUBLE_FIGURES:
        return k + 2
    return k + 4 if words[k:k + 4] == ["double", "-", "digit", "figures"] else 0


@reader("scorer_lists", [ListedScorer], "players listed among a team's double-figure scorers: "
                                    "'six players in double figures , including A and B'")
def read_scorer_lists(ctx: CheckContext) -> Iterator[ListedScorer]:
    index = word_index(ctx)
    if "including" not in index or "double" not in index:
        return  # (most texts): no list to read
    words = ctx.doc.lower
    for s_start, s_end in ctx.doc.sentences:
        teams = {t.side for t in ctx.mentions.teams_in(s_start, s_end)}
        if len(teams) != 1 or None in teams:
            continue
        side = next(iter(teams))
        k = next((j for j in range(s_start, s_end) if words[j] == "double" and _double_figures_end(words, j)), None)
        if k is None or "including" not in words[k:s_end]:
            continue
        i = words.index("including", k, s_end) + 1
        if i - k > 6:
            continue  # "including" must open the list right after the double figures
        cue = (k, _double_figures_end(words, k))
        players = {m.start: m for m in ctx.mentions.players_in(i, s_end)}
        while i < s_end and i in players:
            m = players[i]
            if m.player is None:
                yield ListedScorer(team=side, cue=cue, note="ambiguous binding")
            else:
                yield ListedScorer(subject=Subject.of_player(m.player, m.start, m.end, m.kind), team=side, cue=cue)
            i = m.end
            while i < s_end and words[i] in LIST_JOINERS:
                i += 1
