"""Reader component ``name_parts``: a player's name whose parts belong to two players of the game.

"Kyle DeRozan" in a game of Kyle Lowry and DeMar DeRozan names nobody: the first name is one
player's, the surname another's. The text meant one of them; which one, the numbers told about
the name say (whose line they fit). Such a name is read as a ``name`` claim: subject None (whom it
is about is what the verifier decides), value the name as written, and in ``detail`` the player
whose first name it has, the players whose surname it has, and the stat numbers credited to it
(same clause, after the name).

A first word that is a nickname or a variant of the surname owner's first name ("Steph Curry",
"Moe Harkless") is no contradiction: only another played player's exact first name is.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player, Stat
from factcheck.engine.context import CheckContext
from factcheck.text.linking import name_parts
from factcheck.text.numbers import Number

from .mixed_names import first_name_owner, mixed_names, played_by_first_name
from .registry import reader
from factcheck.claims import MixedName
from factcheck import lexicon
from .stats import stat_numbers

#: Between a name and its numbers: the subject may have changed.
_BREAKERS = lexicon.words("breakers")
#: Words saying the named player is missing from the game: "without X", "X ( knee ) sat out".
ABSENCE = lexicon.words("names_absence")


def numbers_after(ctx: CheckContext, start: int, end: int) -> list[tuple[Number, str]]:
    """The stat numbers a name at ``[start, end)`` is the subject of: after it in its clause, up to
    the next name or a word that may change the subject; splits and averages left out."""
    doc, low = ctx.doc, ctx.doc.lower
    _, s_end = doc.bounds_at[start]
    stop = s_end
    for m in (*ctx.mentions.players_in(end, s_end), *ctx.mentions.teams_in(end, s_end)):
        stop = min(stop, m.start)
    for k in range(end, stop):
        if low[k] in _BREAKERS:
            stop = k
            break
    return [(num, stat) for num, stat, _, _, _, split in stat_numbers(ctx)
            if end <= num.start < stop and not split]


#: Body parts of an injury: "for James Johnson ( foot )" names a player who sat out.
_BODY_PARTS = lexicon.words("body_parts")
#: Words before a player another one replaced ("the start for X", "in place of X").
_REPLACED_AFTER = lexicon.words("replaced_after")


def _injury_after(low: list[str], end: int) -> bool:
    """True when the name is followed by its injury in brackets ("James Johnson ( foot )")."""
    return low[end:end + 1] == ["("] and low[end + 2:end + 3] == [")"] and low[end + 1] in _BODY_PARTS


@reader("name_parts", [MixedName], "a name whose first name is one player's and surname another's")
def read_name_parts(ctx: CheckContext) -> Iterator[MixedName]:
    found = [*((n.start, n.end, n.first_of, n.surname_of) for n in mixed_names(ctx)), *_first_then_surname(ctx)]
    found.sort(key=lambda item: item[0])
    low = ctx.doc.lower
    for start, end, first, surnamed in found:
        s_start, s_end = ctx.doc.bounds_at[start]
        # "got the start for James Johnson ( foot )": he sat out, and the numbers after are the subject's
        hurt = start > s_start and low[start - 1] in _REPLACED_AFTER and _injury_after(low, end)
        absent = hurt or not ABSENCE.isdisjoint(low[s_start:s_end])
        figures = () if hurt else tuple((num, Stat(stat)) for num, stat in numbers_after(ctx, start, end))
        yield MixedName(start_at=start, end_at=end, written=ctx.doc.span_text(start, end), first_of=first,
                        surname_of=surnamed, figures=figures, absent=absent)


def _first_then_surname(ctx: CheckContext) -> Iterator[tuple[int, int, Player, tuple[Player, ...]]]:
    """A surname mention of one player right after another player's first name: the linker read
    "Manu Parker" as Manu (Ginobili) and Parker (Tony), or found only Parker."""
    tokens = ctx.tokens
    firsts = None
    for m in ctx.mentions.players:
        if m.kind != "last" or m.player is None or not m.player.played or m.start == 0:
            continue
        word = tokens[m.start - 1]
        if not word[:1].isupper() or word == name_parts(m.player)[0]:
            continue
        if firsts is None:
            firsts = played_by_first_name(ctx)
        owner = first_name_owner(firsts, word, (m.player,))
        if owner is not None:
            yield m.start - 1, m.end, owner, (m.player,)
