"""Reader component ``arenas``: where games are played, by the arena and city a text names.

"The Magic defeated the Raptors at the Amway Center in Orlando" names this game's arena and city
(:class:`~factcheck.claims.NamedArena` of role GAME, :class:`~factcheck.claims.CityNamed`);
"106 - 103 in overtime on Thursday in London" its city, and so does a dateline ("SAN ANTONIO (AP)
—", the place in capitals before the dash of a wire story's first line). "seven road wins in 17 games away from
the Barclays Center" names a team's own arena (role HOME, the team the clause is about), "their
17th win at Verizon Center" an arena of its season (role SEASON), and "will host the Spurs at the
AT&T Center" the arena of a team's next game (:class:`~factcheck.claims.NextArena`). An arena in
a clause about an earlier or another game is not read. The names are the league table's
(:mod:`boxscore.league_table`, all names and spellings of each building), the words around them
the lexicon's (``places.toml``).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from boxscore import Side
from boxscore.league import season_of
from boxscore.league_table import ArenaName, league_table
from factcheck import lexicon
from factcheck.claims import GAME, ArenaRole, Claim, CityNamed, Frame, NamedArena, NextArena, Subject
from factcheck.analysis.clauses import POSSESSIVE_MARKS, Level, ends_at
from factcheck.analysis.frames import NEXT_CUES, PAST_CUES
from factcheck.engine.context import CheckContext
from factcheck.text.layout import BlockKind, dateline_place_word

from .frames import WEEKDAYS as WEEKDAY_WORDS
from .frames import clause_around, frame_at, next_game_cue, other_game_clause
from .league_text import WEEKDAYS, clauses, is_object
from .registry import reader
from .table_names import Found, NameFinder

_HOME_PHRASES = [list(p) for p in lexicon.phrases("home_arena_phrases")]
_CITY_BEFORE = lexicon.words("game_city_before")
_SEASON_NOUNS = lexicon.words("home_record_nouns")
_OTHER_GAME_CUES = NEXT_CUES | PAST_CUES
#: The words a city may not be followed by to be read as a place ("in Miami Heat", "in Denver 's").
_NICKNAMES = frozenset(t.team.split()[0].lower() for t in league_table().teams.values()) | POSSESSIVE_MARKS


@lru_cache(maxsize=1)
def arena_finder() -> NameFinder[ArenaName]:
    """Every name and spelling of every building of the table."""
    return NameFinder((written, arena) for arena in league_table().arenas for written in arena.written)


@lru_cache(maxsize=1)
def place_finder() -> NameFinder[str]:
    """Every place a game of the table may be said to be in: the arenas' cities (with their
    states and countries) and the teams' cities as RotoWire writes them."""
    return NameFinder((p, p) for p in _places())


@lru_cache(maxsize=1)
def _places() -> frozenset[str]:
    """The arenas' cities (with their states and countries) and the teams' cities as RotoWire writes them."""
    table = league_table()
    return frozenset({p for arena in table.arenas for p in arena.cities} | {c for t in table.teams.values() for c in t.cities})


@reader("arenas", [NamedArena, NextArena, CityNamed], "where a game is played: the arena and city of this game "
        "('at the Amway Center in Orlando'), a team's home arena ('away from the Barclays Center'), the next "
        "game's arena")
def read_arenas(ctx: CheckContext) -> Iterator[Claim]:
    if league_table().team(ctx.game.home.name, season_of(ctx.game.date)) is None:
        return  # a season the table does not hold
    tokens = ctx.tokens
    for found in arena_finder().find(ctx):
        arena, a, b = found.what, found.start, found.end
        s, _ = ctx.doc.bounds_at[a]
        frame = _frame(ctx, a, b)
        written = " ".join(tokens[a:b])
        if _after_home_phrase(ctx.doc.lower, a):
            side = _team_before(ctx, s, a)
            subject = Subject.of_team(side) if side is not None else None
            yield NamedArena(subject=subject, frame=Frame.SEASON, arena=arena.name, building=arena.building,
                             role=ArenaRole.HOME, start_at=a, end_at=b, written=written,
                             note="" if subject is not None else "ambiguous binding: no team of this game is its subject")
        elif frame is Frame.NEXT_GAME:
            side = _team_before(ctx, s, a) or _previous_sentence_team(ctx, s)
            yield NextArena(subject=Subject.of_team(side) if side is not None else None, frame=Frame.NEXT_GAME,
                            arena=arena.name, building=arena.building, start_at=a, end_at=b, written=written,
                            note="" if side is not None else "ambiguous binding: no team of this game is its subject")
        elif frame in (Frame.GAME, Frame.SEASON):
            role = ArenaRole.GAME if frame is Frame.GAME else ArenaRole.SEASON
            yield NamedArena(subject=GAME, frame=frame, arena=arena.name, building=arena.building, role=role,
                             start_at=a, end_at=b, written=written)
            if role is ArenaRole.GAME:
                yield from _city_after(ctx, found)
    yield from _cities_after_score(ctx)
    yield from _dateline_city(ctx)


def _after_home_phrase(low: list[str], a: int) -> bool:
    """ "away from (the) X": the arena at ``a`` is a team's own."""
    k = a - (low[a - 1:a] == ["the"])
    return any(low[k - len(p):k] == p for p in _HOME_PHRASES)


def _frame(ctx: CheckContext, a: int, b: int) -> Frame | None:
    """The game an arena at tokens ``[a, b)`` is named of: the next one when its clause tells of a
    game to come ("will host the Spurs at ..."), the season's when its clause tells of a record
    ("the 7 - 2 mark they 've compiled at the Palace") or the standings, this game's when neither
    its clause nor its sentence tells of another; None when the sentence tells of a game to come
    or an earlier one elsewhere than in the arena's clause, or names another day than this game's
    (whose game it names is unsure)."""
    if next_game_cue(ctx, a):
        return Frame.NEXT_GAME
    low = ctx.doc.lower
    s, e = ctx.doc.bounds_at[a]
    if other_game_clause(low[s:a]):
        return None  # "one night after putting up 37 at Madison Square Garden"
    rest = low[s:a] + low[b:e]  # the sentence but the arena's own words ("Madison Square Garden": "square off")
    day = ctx.game.weekday.lower()
    if any(w in WEEKDAY_WORDS and w != day for w in rest):
        return None  # another day's game: "they face off with the Celtics in TD Garden on Wednesday"
    frame, cue = frame_at(ctx, a)
    if cue in low[a:b]:
        if not _OTHER_GAME_CUES.isdisjoint(rest):
            return None
        frame = Frame.GAME
    lo, _ = clause_around(ctx, a)
    if frame is Frame.GAME and not _SEASON_NOUNS.isdisjoint(low[lo:a]):
        return Frame.SEASON
    return frame if frame in (Frame.GAME, Frame.SEASON) else None


def _team_before(ctx: CheckContext, s: int, at: int) -> Side | None:
    """The team of this game the clause of token ``at`` names as its subject before it (the first
    that is no object of a verb or preposition), else the sentence's first such team."""
    lo = next((a for a, b in clauses(ctx, ctx.doc.sentence_of[at]) if a <= at < b), s)
    for start in (lo, s):
        named = [m for m in ctx.mentions.teams_in(start, at) if m.side is not None and not is_object(ctx.tokens, m)]
        if named:
            return named[0].side
    return None


def _previous_sentence_team(ctx: CheckContext, s: int) -> Side | None:
    """The first team of this game the sentence before names ("They will host ...")."""
    sent = ctx.doc.sentence_of[s]
    if sent == 0 or ctx.doc.lower[s] not in ("they", "they'll"):
        return None
    s0, _ = ctx.doc.sentence_bounds(sent - 1)
    return _team_before(ctx, s0, s)


def _city_after(ctx: CheckContext, found: Found[ArenaName]) -> Iterator[CityNamed]:
    """ "at the Amway Center in Orlando": the city named right after this game's arena."""
    b = found.end
    if ctx.doc.lower[b:b + 1] != ["in"]:
        return
    for place in place_finder().find(ctx, b + 1, min(len(ctx.tokens), b + 6)):
        if place.start == b + 1 and not _nickname_at(ctx.doc.lower, place.end):
            yield CityNamed(subject=GAME, city=place.what, arena=found.what.name, start_at=place.start,
                            end_at=place.end)
        return


def _cities_after_score(ctx: CheckContext) -> Iterator[CityNamed]:
    """ "defeated the Magic 106 - 103 in overtime on Thursday in London": a city named in the clause
    of this game's final score, after the score, a weekday, "overtime", "night" or "a road win"."""
    low = ctx.doc.lower
    final = sorted((ctx.game.home.points, ctx.game.vis.points))
    sentences: set[int] = set()
    for first, second in ctx.doc.digit_pairs:
        if sorted((first.value, second.value)) != final or ctx.doc.sentence_of[first.start] in sentences:
            continue
        sentences.add(ctx.doc.sentence_of[first.start])
        _, e = ctx.doc.bounds_at[first.start]
        for j in range(second.end, e):
            if low[j] in _CLAUSE_ENDS:
                break
            if low[j] == "in" and (low[j - 1] in _CITY_BEFORE or low[j - 1].isdigit() or ctx.tokens[j - 1] in WEEKDAYS):
                places = place_finder().find(ctx, j + 1, min(e, j + 5))
                if places and places[0].start == j + 1:
                    if frame_at(ctx, j)[0] is Frame.GAME and not _nickname_at(low, places[0].end):
                        yield CityNamed(subject=GAME, city=places[0].what, start_at=places[0].start,
                                        end_at=places[0].end)
                    break


@lru_cache(maxsize=1)
def _places_by_words() -> dict[tuple[str, ...], str]:
    """Every place of :func:`place_finder` by its words in lower case (a dateline writes it in capitals)."""
    return {tuple(p.lower().split()): p for p in _places()}


def _dateline_city(ctx: CheckContext) -> Iterator[CityNamed]:
    """ "SAN ANTONIO (AP) —", "PORTLAND , Ore . —": the dateline of a recap's first block names
    the city the game is played in (a place the table does not know is not read)."""
    blocks = ctx.doc.layout.blocks
    if not blocks or blocks[0].kind is not BlockKind.DATELINE:
        return
    start = blocks[0].start
    end = start
    while end < blocks[0].end and dateline_place_word(ctx.tokens[end]):
        end += 1
    city = _places_by_words().get(tuple(ctx.doc.lower[start:end]))
    if city is not None:
        yield CityNamed(subject=GAME, city=city, start_at=start, end_at=end)


#: Words that end the clause of a final score.
_CLAUSE_ENDS = ends_at(Level.CLAUSE)


def _nickname_at(low: list[str], k: int) -> bool:
    """A team's nickname (or a possessive) at ``k``: the city before it names a team, not a place."""
    return k < len(low) and low[k] in _NICKNAMES
