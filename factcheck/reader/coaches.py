"""Reader component ``coaches``: a coach named as a team's.

"touching up Gregg Popovich 's crew" names the coach of a team of this game; "coach Erik
Spoelstra 's Heat", "Mavericks head coach Rick Carlisle" and "Kings coach George Karl" name the
coach of the team they name (any team of the league). Each is a :class:`~factcheck.claims.CoachNamed`.
A coach's name is read only in these shapes: after a coach's title ("coach", "head coach",
"interim coach") or in the possessive before a team or a noun of a team ("crew", "squad"); a
name alone ("Popovich rested his starters") is no claim, nor a coach called former ("former head
coach Kevin McHale", "the firing of coach Lionel Hollins"), nor one of another game's clause
without his team named. A surname alone ("coach Lue", "Popovich 's crew") is read when it is one
coach's only and no player's of this game. The names are the league table's
(:mod:`boxscore.league_table`); the words around them the lexicon's (``coaching.toml``).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from boxscore import Side
from boxscore.league import season_of
from boxscore.league_table import league_table
from factcheck import lexicon
from factcheck.claims import GAME, CoachNamed, Frame, Subject
from factcheck.analysis.clauses import POSSESSIVE_MARKS
from factcheck.engine.context import CheckContext

from .frames import frame_at, next_game_cue
from .registry import reader
from .table_names import NameFinder
from .league_text import TeamRef, franchise_refs

_TITLES = lexicon.words("coach_titles")
_SQUADS = lexicon.words("squad_nouns")
_FORMER = lexicon.words("former_coach_cues")
_POSSESSIVE = POSSESSIVE_MARKS
_COACH = "coach"


@lru_cache(maxsize=1)
def coach_finder() -> NameFinder[tuple[str, bool]]:
    """Every coach's name and spelling, and his surname where no other coach has it: (the table's
    name, whether the words are a surname alone)."""
    names = league_table().coach_names()
    surnames: dict[str, set[str]] = {}
    for coach in set(names.values()):
        surnames.setdefault(coach.split(" ", 1)[1], set()).add(coach)
    forms = [(form, (coach, False)) for form, coach in names.items()]
    forms += [(surname, (next(iter(coaches)), True)) for surname, coaches in surnames.items() if len(coaches) == 1]
    return NameFinder(forms)


@reader("coaches", [CoachNamed], "a coach named as a team's: 'Gregg Popovich 's crew', 'coach Erik Spoelstra 's "
        "Heat', 'Mavericks head coach Rick Carlisle'")
def read_coaches(ctx: CheckContext) -> Iterator[CoachNamed]:
    if league_table().team(ctx.game.home.name, season_of(ctx.game.date)) is None:
        return  # a season the table does not hold
    tokens, low = ctx.tokens, ctx.doc.lower
    surnames: set[str] | None = None  # the players' surnames, worked out when a surname alone is read
    teams = franchise_refs(ctx)
    for found in coach_finder().find(ctx):
        (coach, surname_only), a, b = found.what, found.start, found.end
        if surname_only:
            if surnames is None:
                surnames = {p.name.split()[-1].lower() for p in ctx.game.players}
            if low[b - 1] in surnames or a > 0 and tokens[a - 1][:1].isupper() and low[a - 1] != _COACH:
                continue  # a player's surname, or part of a longer name ("Austin Rivers")
        titled = low[a - 1:a] == [_COACH]
        title_at = a - 1
        while titled and title_at > 0 and low[title_at - 1] in _TITLES:
            title_at -= 1
        after = b + 1 if low[b:b + 1] and low[b] in _POSSESSIVE else None
        squad = after is not None and (low[after:after + 1] and low[after] in _SQUADS
                                       or low[after + 1:after + 2] and low[after + 1] in _SQUADS)
        named = _team_at(ctx, teams, after) if after is not None else _team_before(ctx, teams, title_at) if titled else ""
        if not (titled or squad or named):
            continue
        start = title_at if titled else a
        if not _FORMER.isdisjoint(low[max(0, start - 3):start] + low[b:b + 2]):
            continue  # "former head coach X", "seeing coach X fired"
        if not named and (next_game_cue(ctx, a) or frame_at(ctx, a)[0] is Frame.PREVIOUS_GAME):
            continue  # the next opponent's coach, or another season's
        subject = _subject(ctx, named) if named else GAME
        yield CoachNamed(subject=subject, frame=Frame.GAME, coach=coach, team=named, near=_near(ctx, a),
                         start_at=a, end_at=b, written=" ".join(tokens[a:b]))


def _team_at(ctx: CheckContext, teams: list[TeamRef], k: int) -> str:
    """The team named right at token ``k`` ("'s Heat", "'s Miami Heat"), "" when none or unsure."""
    ref = next((r for r in teams if r.start == k), None)
    return next(iter(ref.teams)) if ref is not None and len(ref.teams) == 1 else ""


def _team_before(ctx: CheckContext, teams: list[TeamRef], k: int) -> str:
    """The team named right before a coach's title at ``k`` ("Mavericks head coach", "Lakers ( 10 -
    17 ) head coach", "Cleveland 's coach"), "" when none or unsure."""
    low = ctx.doc.lower
    j = k
    if low[j - 1:j] and low[j - 1] in _POSSESSIVE:
        j -= 1
    if low[j - 1:j] == [")"]:
        j = next((i for i in range(j - 1, max(-1, j - 8), -1) if low[i] == "("), j)
    ref = next((r for r in teams if r.end == j), None)
    return next(iter(ref.teams)) if ref is not None and len(ref.teams) == 1 else ""


def _subject(ctx: CheckContext, team: str) -> Subject:
    side = next((s for s in (Side.HOME, Side.VIS) if ctx.game.team(s).name == team), None)
    return Subject.of_team(side, team="" if side is not None else team)


def _near(ctx: CheckContext, at: int) -> str:
    """The team of this game the sentence names last before token ``at`` ("" when none)."""
    s, _ = ctx.doc.bounds_at[at]
    named = [m for m in ctx.mentions.teams_in(s, at) if m.side is not None]
    return ctx.game.team(named[-1].side).name if named else ""
