"""Reader component ``league_teams``: teams of the league that are not in this game, and names that
join one team's city to another's nickname.

A summary may name any NBA team, but in a clause about this game only this game's two teams can
act: "Trey Lyles led the Pacers with 18 points" in a Jazz game, "The Minnesota Heat defeated
the Dallas Mavericks". Each mention of a team not in the game is read as a ``name`` claim
(attribute "team") with the frame of its clause (:mod:`factcheck.reader.frames`): in another
game's clause ("will host the Bulls on Friday", "a half game behind the Clippers") it is about
that game and left to the league rules. A city directly followed by another team's nickname
("the Miami Pelicans") is read as a ``name`` claim of attribute "city_name".

The claims are :class:`~factcheck.claims.OtherTeam` and :class:`~factcheck.claims.CityNickname`,
with the game players and game teams named in the same clause and sentence (what the verifier
needs to say which team was meant).
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player, Side
from factcheck.claims import CityNickname, Frame, OtherTeam, Subject
from factcheck import lexicon
from factcheck.engine.context import CheckContext

from .frames import clause_around, frame_at
from factcheck.analysis import Level, SubjectKind, SubjectWay
from factcheck.text.teams import TeamRef

from .league_text import franchise_refs, other_time_cue
from .registry import reader


def _context(ctx: CheckContext, start: int, end: int) -> tuple[tuple[Player, ...], tuple[Side, ...]]:
    lo, hi = clause_around(ctx, start)
    players = tuple(m.player for m in ctx.mentions.players_in(lo, hi) if m.player is not None and m.player.played)
    s, e = ctx.doc.bounds_at[start]
    sides: list[Side] = []
    for m in ctx.mentions.teams_in(s, e):
        if m.side is not None and m.side not in sides:
            sides.append(m.side)
    return players, tuple(sides)


#: Openers of a sentence whose opening clause tells an earlier game ("Coming off a win over the
#: Celtics , the Knicks ...", "After outlasting the Kings in Sacramento , the Clippers ...").
_EARLIER_OPENERS = lexicon.phrase_list("other_team_earlier_openers")


def _earlier_opening(ctx: CheckContext, at: int, openings: dict[int, tuple[str, int]]) -> str:
    """The opener when token ``at`` lies in an opening clause about an earlier game ("" when not):
    the sentence opens with one ("after" only before a gerund) and ``at`` comes before the clause's
    comma, or in a noun phrase set beside it ("Coming off their best win , a road victory against
    the Celtics , the Knicks ..."); after it the main clause is this game's ("After trailing by
    19 , Cleveland prevailed")."""
    s, e = ctx.doc.bounds_at[at]
    if s not in openings:  # (worked out once per sentence: (the opener, where its clause ends))
        openings[s] = _opening_clause(ctx.doc.lower, s, e)
    opener, end = openings[s]
    return opener if at < end else ""


def _opening_clause(low: list[str], s: int, e: int) -> tuple[str, int]:
    """The opener of an earlier game that opens the sentence ``[s, e)`` and where its clause ends
    (with a noun phrase set beside it), or ("", s)."""
    phrase = lexicon.phrase_at(low, s, _EARLIER_OPENERS)
    if phrase is None or len(phrase) == 1 and not (s + 1 < e and low[s + 1].endswith("ing")):
        return "", s  # ("after" only before a gerund)
    comma = _comma_after(low, s + len(phrase), e)
    if comma + 1 < e and low[comma + 1] in _APPOSITION_OPENERS:
        comma = _comma_after(low, comma + 1, e)
    return " ".join(phrase), comma


#: Words opening a noun phrase set beside the one before it (", a road victory against ...").
_APPOSITION_OPENERS = frozenset(lexicon.words("apposition_openers"))


def _comma_after(low: list[str], i: int, end: int) -> int:
    """The first comma at or after ``i`` in ``[i, end)``, else ``end``."""
    return next((k for k in range(i, end) if low[k] == ","), end)


#: How many words may open a sentence before its subject ("Up next ,", "On deck for Friday ,").
_OPENER_WORDS = 4


def _opens_story(ctx: CheckContext, ref: TeamRef, named: set[frozenset[str]]) -> bool:
    """A team of no part in the game that opens its sentence as its subject ("The Rockets will
    visit Philadelphia on Wednesday", "Denver improved to 7 - 15") and that no sentence before
    has named: a story tells of its own teams so, and of another team only after naming it
    ("... behind the Pelicans . The Pelicans own the tiebreaker")."""
    if ref.teams in named or _listed(ctx, ref) or _meets_this_games_team(ctx, ref) or _same_day_beside(ctx, ref):
        return False
    sa = ctx.analysis.sentences
    subject = sa.subject_at(ref.start)
    if subject is None or subject.way is not SubjectWay.NAMED or subject.kind is SubjectKind.BOTH_TEAMS \
            or not subject.start <= ref.start < subject.end or subject.players:
        return False
    # the sentence's first subject, after at most a short opener ("The Rockets will ...", "Up next ,
    # the Rockets host ...")
    s = ctx.doc.sentence_of[ref.start]
    first = next((x for x in sa.sentence_subjects(s) if x is not None), None)
    return first is subject and subject.start - ctx.doc.bounds[s][0] <= _OPENER_WORDS


#: Words after a weekday setting its game beside this one ("The Pelicans play the Rockets on Friday as well").
_BESIDE = lexicon.phrases("beside_words")


def _same_day_beside(ctx: CheckContext, ref: TeamRef) -> bool:
    """The sentence tells of another game the same day, set beside this one ("The Pelicans play the
    Rockets on Friday as well , so they could extend their lead"): its teams are told of for the
    standings, not as the story's own subject."""
    low = ctx.doc.lower
    e = ctx.doc.bounds_at[ref.start][1]
    return any(low[k] in _WEEKDAYS and lexicon.phrase_at(low, k + 1, _BESIDE) for k in range(ref.end, e))


def _meets_this_games_team(ctx: CheckContext, ref: TeamRef) -> bool:
    """The sentence names a team of this game after the other team ("Next up the Nuggets will be
    in town Saturday to visit the Suns"): the other team is told of as that team's next opponent (a
    city is no such name: "head back to New York", "came to an end in Washington")."""
    sa = ctx.analysis.sentences
    if sa.frame_of(ref.start).frame is not Frame.NEXT_GAME:
        return False
    e = sa.clause_at(ref.start, Level.MAJOR)[1]
    return any(m.side is not None and m.kind != "city" for m in ctx.mentions.teams_in(ref.end, e))


_WEEKDAYS = lexicon.words("weekdays")


def _next_game_told(ctx: CheckContext, ref: TeamRef, refs: list[TeamRef]) -> dict | None:
    """The opponent and weekday of a next game a team of no part is told of as the subject of its
    clause ("while Atlanta will visit Orlando on Monday", "the Hawks host the Magic on Friday"):
    one team named after it in its clause, and one weekday; None when the clause tells otherwise."""
    sa = ctx.analysis.sentences
    subject = sa.subject_at(ref.start)
    if subject is None or subject.kind is not SubjectKind.TEAM or subject.way is not SubjectWay.NAMED \
            or not subject.start <= ref.start < subject.end:
        return None
    lo, hi = sa.clause_at(ref.start, Level.MAJOR)
    after = [r for r in refs if ref.end <= r.start < hi and r.team and r.teams != ref.teams]
    days = [w for w in ctx.doc.lower[ref.end:hi] if w in _WEEKDAYS]
    if len({r.team for r in after}) != 1 or len(days) != 1:
        return None  # (one team, maybe named twice: "head to Atlanta Friday to take on the Hawks")
    return {"against": after[-1].team, "against_at": (after[-1].start, after[-1].end), "day": days[0]}


def _listed(ctx: CheckContext, ref: TeamRef) -> bool:
    """A team opening a list of teams ("New Orleans , Memphis and Sacramento await"): a schedule or
    the standings, not the story's own subject."""
    low, k = ctx.doc.lower, ref.end
    return k + 1 < len(low) and low[k] in (",", "and") and any(
        r.start in (k + 1, k + 2) for r in franchise_refs(ctx))


def _teams_named(ctx: CheckContext, ref: TeamRef, refs: list[TeamRef]) -> tuple[str, ...]:
    """The nicknames of the other teams named in ``ref``'s sentence (what a next game it tells of
    is against)."""
    s, e = ctx.doc.bounds_at[ref.start]
    return tuple(dict.fromkeys(r.team for r in refs if s <= r.start < e and r is not ref and r.team))


@reader("league_teams", [OtherTeam, CityNickname], "teams that did not play in this game, and a city joined to another team's nickname")
def read_league_teams(ctx: CheckContext) -> Iterator[OtherTeam | CityNickname]:
    game_names = {ctx.game.home.name, ctx.game.vis.name}
    refs = franchise_refs(ctx)
    openings: dict[int, tuple[str, int]] = {}
    skip_next = False
    named: set[frozenset[str]] = set()  # the franchises named so far
    for k, ref in enumerate(refs):
        if k:
            named.add(refs[k - 1].teams)
        if skip_next:
            skip_next = False
            continue
        nxt = refs[k + 1] if k + 1 < len(refs) else None
        if ref.kind == "city" and nxt is not None and nxt.start == ref.end and nxt.kind == "name" \
                and not ref.teams & nxt.teams:
            # "the Miami Pelicans": a city and another team's nickname
            skip_next = True
            players, sides = _context(ctx, ref.start, nxt.end)
            frame, cue = frame_at(ctx, ref.start)
            yield CityNickname(start_at=ref.start, end_at=nxt.end, written=ctx.doc.span_text(ref.start, nxt.end),
                               city=ctx.doc.span_text(ref.start, ref.end), city_teams=ref.teams,
                               nickname=nxt.team or "", frame=frame, frame_cue=cue or "")
            continue
        if ref.teams & game_names:
            continue
        players, sides = _context(ctx, ref.start, ref.end)
        frame, cue = frame_at(ctx, ref.start)
        if frame is Frame.GAME and (opener := _earlier_opening(ctx, ref.start, openings)):
            frame, cue = Frame.PREVIOUS_GAME, opener
        elif frame is Frame.GAME and (other := other_time_cue(ctx, ref)):
            frame, cue = Frame.OTHER_GAME, other
        team = ref.team or ""
        opens = frame is not Frame.GAME and _opens_story(ctx, ref, named)
        told = _next_game_told(ctx, ref, refs) if frame is Frame.NEXT_GAME and not opens and team else None
        yield OtherTeam(subject=Subject.of_team(None, ref.start, ref.end, team=team, form=ref.kind),
                        written=ctx.doc.span_text(ref.start, ref.end), players=players, sides=sides, frame=frame,
                        opens=opens, named=_teams_named(ctx, ref, refs) if opens else (),
                        **(told or {}),
                        note=f"about {frame.value.replace('_', ' ')} (cue: {cue})"
                        if frame is not Frame.GAME and not opens and told is None else "")
