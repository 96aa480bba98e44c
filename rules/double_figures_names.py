"""A player listed among a team's double-figure scorers who scored fewer than ten points.

"The Jazz had six players score in double figures , including Gordon Hayward" when Hayward had
six points: the list names the wrong player (NAME, no correction: any other double-figure
scorer of the team may have been meant; the comment lists them).
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.context import CheckContext
from factcheck.errors import Category, Error

from .registry import rule

#: Words joining the list of players after "including".
LIST_JOINERS = {",", "and"}


def _double_figures_at(words: list[str], k: int) -> bool:
    return words[k:k + 2] in (["double", "figures"], ["double", "digits"]) or words[k:k + 4] == ["double", "-", "digit", "figures"]


@rule("double_figures_names", "a player listed among a team's double-figure scorers who scored under ten")
def check_double_figures_names(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    words = ctx.doc.lower
    for s_start, s_end in ctx.doc.sentences:
        teams = {t.side for t in ctx.mentions.teams_in(s_start, s_end)}
        if len(teams) != 1 or None in teams:
            continue
        side = next(iter(teams))
        k = next((j for j in range(s_start, s_end) if words[j] == "double" and _double_figures_at(words, j)), None)
        if k is None or "including" not in words[k:s_end]:
            continue
        i = words.index("including", k, s_end) + 1
        if i - k > 6:
            continue  # "including" must open the list right after the double figures
        players = {m.start: m for m in ctx.mentions.players_in(i, s_end)}
        while i < s_end and i in players:
            m = players[i]
            p = m.player
            if p is not None and p.side is side and (p.stat("PTS") or 0) < 10:
                others = [q.name for q in game.double_figures(side)]
                yield Error(m.start, m.end, Category.NAME, "",
                            f"{p.name} scored {p.stat('PTS') or 0}; the {game.team(side).name} in double figures: "
                            + ", ".join(others), "double_figures_names")
            i = m.end
            while i < s_end and words[i] in LIST_JOINERS:
                i += 1
