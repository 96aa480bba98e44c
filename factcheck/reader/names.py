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
from factcheck.analysis.clauses import Level
from factcheck.engine.context import CheckContext
from factcheck.text.linking import name_parts
from factcheck.text.numbers import Number

from .mixed_names import first_name_splices, folded, mixed_names, played_by_first_name, played_by_surname
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


#: How far from a name an absence word may stand and still say the name is missing ("without X",
#: "in place of the injured X", "X ( knee ) sat out", "with X out", "X 's absence").
_ABSENCE_REACH = 3


def named_missing(ctx: CheckContext, start: int, end: int) -> bool:
    """Whether the name at ``[start, end)`` is named as a player who sat out: an absence word right
    before it or right after it (past an injury in brackets), in its clause. An absence word
    elsewhere in the sentence is about someone else ("X got the start for the injured Y", "fill
    out the stat sheet")."""
    low = ctx.doc.lower
    lo, hi = ctx.analysis.sentences.clause_at(start, Level.CLAUSE)
    if _absence_in(low, max(lo, start - _ABSENCE_REACH), start):
        return True
    k = end
    if low[k:k + 1] == ["("] and ")" in low[k + 1:k + 4]:  # "X ( knee ) sat out"
        k = low.index(")", k) + 1
    return _absence_in(low, k, min(hi, k + _ABSENCE_REACH))


def _absence_in(low: list[str], lo: int, hi: int) -> bool:
    """An absence word in ``[lo, hi)`` that is no part of a hyphenated word: "out - dueled X" and
    "the oft - injured X" tell of a player who played."""
    return any(low[k] in ABSENCE and "-" not in (*low[k - 1:k], *low[k + 1:k + 2]) for k in range(lo, hi))


def _injury_after(low: list[str], end: int) -> bool:
    """True when the name is followed by its injury in brackets ("James Johnson ( foot )")."""
    return low[end:end + 1] == ["("] and low[end + 2:end + 3] == [")"] and low[end + 1] in _BODY_PARTS


@reader("name_parts", [MixedName], "a name whose first name is one player's and surname another's")
def read_name_parts(ctx: CheckContext) -> Iterator[MixedName]:
    found = [*((n.start, n.end, (n.first_of,), n.surname_of) for n in mixed_names(ctx)),
             *_first_then_surname(ctx),
             *_shared_first_name(ctx)]
    found.sort(key=lambda item: item[0])
    low = ctx.doc.lower
    for start, end, (first, *also), surnamed in found:
        s_start, s_end = ctx.doc.bounds_at[start]
        # "got the start for James Johnson ( foot )": he sat out, and the numbers after are the subject's
        hurt = start > s_start and low[start - 1] in _REPLACED_AFTER and _injury_after(low, end)
        absent = hurt or named_missing(ctx, start, end)
        figures = () if hurt else tuple((num, Stat(stat)) for num, stat in numbers_after(ctx, start, end))
        yield MixedName(start_at=start, end_at=end, written=ctx.doc.span_text(start, end), first_of=first,
                        surname_of=surnamed, figures=figures, absent=absent, first_also=tuple(also))


def _shared_first_name(ctx: CheckContext) -> Iterator[tuple[int, int, tuple[Player, ...], tuple[Player, ...]]]:
    """A name the linker found no player for, with the first name of several played players before
    another's surname: "Joe Gobert" when Joe Ingles, Joe Johnson and Rudy Gobert played
    (:func:`mixed_names` holds those of one)."""
    return (found for found in first_name_splices(ctx) if len(found[2]) > 1)


def _first_then_surname(ctx: CheckContext) -> Iterator[tuple[int, int, tuple[Player, ...], tuple[Player, ...]]]:
    """A surname mention of one player right after another player's first name (or the first name
    of several: "Joe Gobert" when Joe Ingles and Joe Johnson played): the linker read "Manu Parker"
    as Manu (Ginobili) and Parker (Tony), or found only Parker."""
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
        owners = tuple(p for p in firsts.get(folded(word), ()) if p is not m.player)
        if owners:
            yield m.start - 1, m.end, owners, (m.player,)
    for start, end, first, surnamed in _named_then_surname(ctx):
        yield start, end, (first,), surnamed


def _named_then_surname(ctx: CheckContext) -> Iterator[tuple[int, int, Player, tuple[Player, ...]]]:
    """A one-word name of a played player (his first name alone, or a nickname: "Steph") right
    before another played player's surname that nothing linked: "Steph Green" is Stephen Curry's
    first name and Draymond Green's surname (the linker reads "Steph" and leaves "Green" out)."""
    tokens, linked = ctx.tokens, ctx.analysis.linked_positions
    surnames = None
    for m in ctx.mentions.players:
        if m.end - m.start != 1 or m.kind not in ("first", "full") or m.player is None or not m.player.played:
            continue
        k = m.end
        if k >= len(tokens) or k in linked or not tokens[k][:1].isupper() or ctx.doc.sentence_of[k] != ctx.doc.sentence_of[m.start]:
            continue
        if surnames is None:
            surnames = played_by_surname(ctx)
        owners = tuple(p for p in surnames.get(folded(tokens[k]).lower(), ()) if p is not m.player)
        if owners and not (k + 1 < len(tokens) and tokens[k + 1][:1].isupper()):
            yield m.start, k + 1, m.player, owners
