"""Names made of two players' names: "Kyle DeRozan" in a game of Kyle Lowry and DeMar DeRozan.

The linker finds no player for such a name (it is an unknown name ending with a played player's
surname). Two readers need it: ``name_parts`` reads it as a NAME claim, and the binder lets the
next sentence's "He" continue it as a subject that is one of the two players (which one, the
numbers told decide: :mod:`factcheck.reader.line_fit`). Found once per document.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player
from factcheck.engine.context import CheckContext
from factcheck.text.linking import NAME_SUFFIXES, name_parts, strip_accents

from .analysis import MixedName


def folded(word: str) -> str:
    """A first name as compared: no accents, no dots ("J.J." is "JJ")."""
    return strip_accents(word).replace(".", "")


def played_by_first_name(ctx: CheckContext) -> dict[str, list[Player]]:
    """The played players of the game by their (folded) first name."""
    out: dict[str, list[Player]] = {}
    for p in ctx.game.played:
        out.setdefault(folded(name_parts(p)[0]), []).append(p)
    return out


def played_by_surname(ctx: CheckContext) -> dict[str, list[Player]]:
    """The played players of the game by the last word of their surname (folded, lower case)."""
    out: dict[str, list[Player]] = {}
    for p in ctx.game.played:
        out.setdefault(folded(name_parts(p)[1].split()[-1]).lower(), []).append(p)
    return out


def mixed_names(ctx: CheckContext) -> tuple[MixedName, ...]:
    """Names the linker found no player for whose last word is a played player's surname and
    whose word before it another played player's first name ("Veteran Manu Parker")."""
    analysis = ctx.analysis
    found = analysis.mixed_names
    if found is None:
        found = analysis.mixed_names = _mixed_names(ctx)
    return found


def _mixed_names(ctx: CheckContext) -> tuple[MixedName, ...]:
    return tuple(MixedName(start, end, owners[0], surnamed)
                 for start, end, owners, surnamed in first_name_splices(ctx) if len(owners) == 1)


def first_name_splices(ctx: CheckContext) -> Iterator[tuple[int, int, tuple[Player, ...], tuple[Player, ...]]]:
    """(start, end, the played players whose first name it has, those whose surname) of each name
    the linker found no player for, whose last word is a played player's surname and whose word
    before it the first name of other played players: one ("Veteran Manu Parker") or several ("Joe
    Gobert" when Joe Ingles and Joe Johnson played)."""
    firsts = None
    tokens = ctx.tokens
    for name in ctx.mentions.unknown:
        surnamed = tuple(p for p in name.surname_of if p.played)
        words = [w for w in tokens[name.start:name.end] if w not in NAME_SUFFIXES]
        if not surnamed or len(words) < 2:
            continue
        if firsts is None:
            firsts = played_by_first_name(ctx)
        owners = tuple(p for p in firsts.get(folded(words[-2]), ()) if p not in surnamed)
        if owners:
            yield name.start + tokens[name.start:name.end].index(words[-2]), name.end, owners, surnamed
