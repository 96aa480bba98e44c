"""The typed results of the sentence analysis: clauses, time frames, polarity and number readings.

One :class:`SentenceAnalysis` per document holds them, filled by the components
(:mod:`factcheck.analysis.components`) once, and asked by position: the clause around a token,
the frame and polarity of its clause, the reading of a number or of a score pair.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from enum import IntEnum, StrEnum
from bisect import bisect_left
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from boxscore import Game, Player, Side
from factcheck.claims.base import Frame, Mode
from factcheck.text.document import Document
from factcheck.text.numbers import Number

if TYPE_CHECKING:
    from factcheck.text.linking import Mentions
    from factcheck.text.teams import TeamRef


class Joint(StrEnum):
    """The kinds of joints of the lexicon's ``clause_joint_kinds`` table."""

    MARK = "mark"                  # ";" ":"
    CONTRAST = "contrast"          # "while", "but", "whereas"
    COORDINATION = "coordination"  # ",", "and"
    SUBORDINATE = "subordinate"    # "after", "when", "which", "as"
    ATTACHMENT = "attachment"      # "with", "including"
    BRACKET = "bracket"            # "(" ")"


class Level(IntEnum):
    """How fine a cut a reader asks for: each level cuts at the joints of the levels before it too."""

    SENTENCE = 0     # the whole sentence
    MAJOR = 1        # cut at marks and contrasts: "X scored 20 ; Y added 15", "..., while Y ..."
    CLAUSE = 2       # also at coordinations and subordinate clauses: ", and", "after trailing"
    PHRASE = 3       # also at attachments and brackets: "with 20 points", "( 10 - of - 17 )"


#: The joint kinds that cut at each level.
CUTS: dict[Level, frozenset[Joint]] = {
    Level.SENTENCE: frozenset(),
    Level.MAJOR: frozenset({Joint.MARK, Joint.CONTRAST}),
    Level.CLAUSE: frozenset({Joint.MARK, Joint.CONTRAST, Joint.COORDINATION, Joint.SUBORDINATE}),
    Level.PHRASE: frozenset(Joint),
}


class Clause(NamedTuple):
    """The tokens ``[start, end)`` of one clause, and the joint that opens it (None for the first
    clause of a sentence; ``joint_at`` is the joint's position, -1 then)."""

    start: int
    end: int
    joint: Joint | None
    joint_at: int
    sentence: int


class Polarity(StrEnum):
    """Whether a clause says what it says, denies it, or tells of a figure missed by a little."""

    POSITIVE = "positive"
    NEGATED = "negated"      # "did not commit a turnover", "without a field goal", "no turnovers"
    NEAR_MISS = "near_miss"  # "came within a rebound of a triple - double", "one assist shy of"


class Polar(NamedTuple):
    """A negation or near miss: the cue that sets it (``[cue_start, cue_end)``) and the tokens it
    reaches (``[scope_start, scope_end)``: after the cue to its clause's end, or, for "one assist
    shy of", from its clause's start to the cue)."""

    polarity: Polarity
    cue_start: int
    cue_end: int
    scope_start: int
    scope_end: int

    def covers(self, i: int) -> bool:
        """Whether token ``i`` is in the cue's scope."""
        return self.scope_start <= i < self.scope_end


class Scope(StrEnum):
    """Whose a number is when a clause names several: one's, each one's, their sum, in turn, a mean."""

    SINGLE = "single"
    EACH = "each"                  # "18 points apiece", "each scored 12"
    COMBINED = "combined"          # "combined for 40 points"
    RESPECTIVELY = "respectively"  # "18 and 16 points , respectively"
    PER_GAME = "per_game"          # "averaging 20 points", "20 points per game"


class NumberReading(NamedTuple):
    """A number's mode and scope, with the cue that says so (-1 when none); ``against`` is where the
    number it is set against starts ("11 times to the Pelicans ' 14": each the other's; -1 when none),
    and ``owner_end`` where the name owning that second number ends (its possessive mark; -1)."""

    number: Number
    mode: Mode
    scope: Scope
    cue: int
    against: int = -1
    owner_end: int = -1


class PairRole(StrEnum):
    """What a score pair "N - M" in a narrative is."""

    SCORE = "score"          # a score whose moment the words do not say (a final or a period's, readers decide)
    MOMENT = "moment"        # the score at a moment of the game: "a 76 - 73 lead into the fourth", "to lead 80 - 61"
    PERIOD = "period"        # the points of a part of the game: "won the third 27 - 19", "a 21 - 14 fourth quarter"
    COMPARISON = "comparison"  # two figures set against each other: "11 times to the Pelicans ' 14"


class PairReading(NamedTuple):
    """A digit pair's role and, for a score at a moment, how many quarters were over then
    (``through``: 1 after one quarter, 2 at halftime, 3 into the fourth; 0 when the words do not
    say); ``period`` the quarters a period's points cover."""

    first: Number
    second: Number
    role: PairRole
    through: int
    period: tuple[int, ...]
    cue: int


class TimeFrame(NamedTuple):
    """A clause's time frame: ``frame`` (this game, a part of it, another game, a span, the season,
    a condition), the quarters of a part (``period``), the cue word ("" for this game), and whether
    the cue stands in the clause itself (``own``) or elsewhere in its sentence (a sentence about the
    standings, a weekday named in another clause)."""

    frame: Frame
    period: tuple[int, ...]
    cue: str
    own: bool = True


THIS_GAME = TimeFrame(Frame.GAME, (), "")


class SubjectKind(StrEnum):
    """What a clause is about."""

    PLAYER = "player"          # "Harden scored 30", "he added 12", "the point guard"
    PLAYERS = "players"        # "Thomas and Horford had 10 each"
    TEAM = "team"              # "The Nuggets", "they", "the visitors" (of the game or of the league)
    BENCH = "bench"            # "the bench", "the Pistons ' reserves", "the second unit"
    STARTERS = "starters"      # "the starters", "their starting five"
    BOTH_TEAMS = "both_teams"  # "both teams", "the two clubs"
    OTHER = "other"            # "it", "this": a subject that is no team or player (the team reading's)


class SubjectWay(StrEnum):
    """How the words name a clause's subject."""

    NAMED = "named"              # a name ("Harden", "the Nuggets", "the bench")
    PRONOUN = "pronoun"          # "he", "his", "they", "their"
    DESCRIPTION = "description"  # "the point guard", "the veteran", "the visitors"
    PAIR = "pair"                # "the former" / "the latter" of "A and B"
    LABEL = "label"              # the label of a labelled line ("Hornets : ...")
    CARRIED = "carried"          # no subject of its own: the clause before it goes on (", finishing with")


class ClauseSubject(NamedTuple):
    """A clause's subject: its ``kind``, the words ``[start, end)`` that name it (a carried subject:
    the words of the clause it came from), the ``players`` (one or several), the ``side`` of the
    game it is of (None for a team of no part in the game, or when unknown), a team's nickname
    (``team``: "" for players) and ``way`` it is named."""

    kind: SubjectKind
    start: int
    end: int
    players: tuple[Player, ...] = ()
    side: Side | None = None
    team: str = ""
    way: SubjectWay = SubjectWay.NAMED
    #: The form of the written words, as the team reading gives it: "city", "name", "full" for a
    #: team's name, a player's name form, "ref" for a word referring to one ("they", "the hosts");
    #: "" from :meth:`SentenceAnalysis.subject_at`.
    form: str = ""

    @property
    def player(self) -> Player | None:
        """The one player a player subject is (None for any other)."""
        return self.players[0] if self.kind is SubjectKind.PLAYER and self.players else None


@dataclass(eq=False)
class SentenceAnalysis:
    """The analysis of one document's sentences, filled once by the components in order."""

    doc: Document
    mentions: "Mentions | None" = None
    #: This game's weekday in lower case ("" when unknown): a clause naming another day is another game's.
    weekday: str = ""
    #: The game (its teams name the subjects' sides; None: subjects have no side).
    game: Game | None = None

    # -- filled by the components (see each component's ``provides``) ---------------------------
    clauses: list[Clause] | None = None
    #: The index of each token's (finest) clause.
    clause_of: list[int] | None = None
    #: Each clause's time frame, by clause index (filled as asked: most clauses never are).
    frames: dict[int, TimeFrame] | None = None
    #: How the frame of a clause is read (the ``frames`` component's, given its clause index).
    frame_reader: "Callable[[SentenceAnalysis, int], TimeFrame] | None" = None
    #: The layout's blocks under a heading of the next games: (start, end, section), in order.
    next_sections: list[tuple[int, int, str]] | None = None
    #: Where a word of any frame stands (a sentence with none is about this whole game).
    frame_cues: list[int] | None = None
    #: A sentence's frame for its clauses with no cue of their own, by sentence index.
    wide_frames: dict[int, TimeFrame] | None = None
    #: The negations and near misses of each sentence, by sentence index (most have none).
    polar: dict[int, list[Polar]] | None = None
    #: Every number's reading asked for, by its first token (filled as asked).
    numbers: dict[int, NumberReading] | None = None
    #: Where a word of a scope ("apiece") and one setting a figure against another ("to") stand.
    scope_cues: list[int] | None = None
    against_cues: list[int] | None = None
    #: Whether no word of a bound stands next to a number (the ``quantities`` component's).
    quick_exact: "Callable[[list[str], Number], bool] | None" = None
    #: How a number is read (the ``quantities`` component's, given the number).
    number_reader: "Callable[[SentenceAnalysis, Number], NumberReading] | None" = None
    #: Every digit pair's reading asked for, by its first number's first token (filled as asked).
    pairs: dict[int, PairReading] | None = None
    #: How a digit pair is read (the ``quantities`` component's, given its two numbers).
    pair_reader: "Callable[[SentenceAnalysis, Number, Number], PairReading] | None" = None
    #: Each sentence's clause subjects, by sentence index (filled as asked: :meth:`subject_at`).
    subjects: dict[int, list["ClauseSubject | None"]] | None = None
    #: How a sentence's subjects are read (the ``subjects`` component's, given the sentence index).
    subject_reader: "Callable[[SentenceAnalysis, int], list[ClauseSubject | None]] | None" = None
    #: How a team pronoun ("they", "their") at a position is resolved to a side: the reader floor's
    #: team binding sets it; unset, the linker's reference is taken.
    team_sides: "Callable[[int], Side | None] | None" = None
    #: The document's digit pairs by their first number's first token.
    _pairs_at: dict[int, tuple[Number, Number]] | None = None
    #: The team reading of the subjects (:func:`.subjects.team_subject_of`): the names and words
    #: referring to one that may open a clause, by their first token; each clause's subject by the
    #: clause's first token (filled as asked).
    subject_names_at: "dict[int, ClauseSubject] | None" = None
    team_subjects: "dict[int, ClauseSubject | None] | None" = None
    #: The clauses of each level asked for, by finest clause (:meth:`clause_at`).
    _spans: dict[Level, dict[int, tuple[int, int]]] = field(default_factory=dict)
    #: Each sentence's clause starts (at :attr:`Level.CLAUSE`) by their index, as :meth:`subject_at` asks.
    _subject_starts: dict[int, dict[int, int]] = field(default_factory=dict)

    # -- questions by position -------------------------------------------------------------------
    @cached_property
    def franchises(self) -> "list[TeamRef]":
        """Every NBA franchise named in the document, of the game or not (found once)."""
        from factcheck.text.teams import franchise_finder

        return franchise_finder().find(self.doc.tokens)

    def sentence_clauses(self, s: int, level: Level) -> list[tuple[int, int]]:
        """The clauses ``[start, end)`` of sentence ``s`` at ``level``, in order."""
        start, end = self.doc.bounds[s]
        out: list[tuple[int, int]] = []
        i = start
        while i < end:
            span = self.clause_at(i, level)
            out.append(span)
            i = span[1]
        return out

    def sentence_subjects(self, s: int) -> list["ClauseSubject | None"]:
        """The subject of each clause of sentence ``s`` at :attr:`Level.CLAUSE` (read once; the
        sentences before it first, in order, as "he" and "the bench" look back at them)."""
        found = self.subjects.get(s)
        if found is None:
            t = s
            while t > 0 and t - 1 not in self.subjects:
                t -= 1
            for t in range(t, s + 1):
                found = self.subjects[t] = self.subject_reader(self, t)
        return found

    def subject_at(self, i: int) -> "ClauseSubject | None":
        """The subject of the clause (at :attr:`Level.CLAUSE`) holding token ``i``: named in it, or
        carried from the clause before it (None when no subject is certain)."""
        s = self.doc.sentence_of[i]
        subjects = self.sentence_subjects(s)
        starts = self._subject_starts.get(s)
        if starts is None:  # (each clause's start once per sentence: asked of many numbers of a long one)
            starts = self._subject_starts[s] = {start: n for n, (start, _) in
                                                enumerate(self.sentence_clauses(s, Level.CLAUSE))}
        n = starts.get(self.clause_at(i, Level.CLAUSE)[0])
        return subjects[n] if n is not None and n < len(subjects) else None

    def team_side_at(self, k: int, linked: Side | None) -> Side | None:
        """The side a team pronoun at ``k`` refers to: the team binding's answer when the reader
        floor gave one (:attr:`team_sides`), else ``linked`` (the linker's reference)."""
        return self.team_sides(k) if self.team_sides is not None else linked

    def team_name(self, side: Side | None) -> str:
        """The nickname of this game's team of ``side`` ("" when unknown)."""
        return self.game.team(side).name if side is not None and self.game is not None else ""

    def side_of_team(self, name: str) -> Side | None:
        """The side of this game's team nicknamed ``name`` (None for a team of no part in it)."""
        if self.game is None:
            return None
        return next((t.side for t in self.game.teams if t.name == name), None)

    def clause(self, i: int) -> Clause:
        """The finest clause holding token ``i``."""
        return self.clauses[self.clause_of[i]]

    def clause_at(self, i: int, level: Level) -> tuple[int, int]:
        """The clause ``[start, end)`` around token ``i`` at ``level`` (the union of the finest
        clauses between joints that do not cut at that level)."""
        c = self.clause_of[i]
        spans = self._spans.get(level)
        if spans is None:
            spans = self._spans[level] = {}
        found = spans.get(c)
        if found is None:
            found = self._level_span(c, level, spans)
        return found

    def _level_span(self, c: int, level: Level, spans: dict[int, tuple[int, int]]) -> tuple[int, int]:
        """The clause of ``level`` holding finest clause ``c``, kept in ``spans`` for every finest
        clause it holds: worked out where a reader asks (most clauses never are), and each finest
        clause visited once per level, however long its sentence."""
        cuts = CUTS[level]
        clauses = self.clauses
        first = c
        while clauses[first].joint is not None and clauses[first].joint not in cuts:
            first -= 1
        last = c
        while last + 1 < len(clauses) and clauses[last + 1].joint is not None and clauses[last + 1].joint not in cuts:
            last += 1
        span = (clauses[first].start, clauses[last].end)
        for k in range(first, last + 1):
            spans[k] = span
        return span

    def frame_of(self, i: int) -> TimeFrame:
        """The time frame of the clause holding token ``i`` (read once, when first asked)."""
        c = self.clause_of[i]
        found = self.frames.get(c)
        if found is None:
            found = self.frames[c] = self.frame_reader(self, c)
        return found

    def framed(self, i: int) -> bool:
        """Whether token ``i``'s sentence may be framed other than as this whole game: it holds a
        word of a frame, or stands under a heading of the next games (else :meth:`frame_of` is
        this game's without reading a clause)."""
        s, e = self.doc.bounds_at[i]
        j = bisect_left(self.frame_cues, s)
        return (j < len(self.frame_cues) and self.frame_cues[j] < e) or bool(self.next_sections)

    def mode(self, num: Number) -> Mode:
        """How ``num`` counts (exact for "a" and "an"; read only where a bound's word stands near it)."""
        if self.quick_exact(self.doc.lower, num):
            return Mode.EXACT
        reading = self.number(num.start)
        return Mode.EXACT if reading is None else reading.mode

    def polar_at(self, i: int) -> Polar | None:
        """The negation or near miss whose scope holds token ``i`` (None when none does)."""
        found = self.polar.get(self.doc.sentence_of[i])
        if found:
            for p in found:
                if p.covers(i):
                    return p
        return None

    def polarity_at(self, i: int) -> Polarity:
        """The polarity at token ``i``: negated or a near miss when it is in the scope of such a cue."""
        found = self.polar_at(i)
        return Polarity.POSITIVE if found is None else found.polarity

    def number(self, start: int) -> NumberReading | None:
        """The reading of the number starting at ``start`` (None where none starts; read once, when
        first asked)."""
        found = self.numbers.get(start)
        if found is None:
            num = self.doc.numbers.get(start)
            if num is None:
                return None
            found = self.numbers[start] = self.number_reader(self, num)
        return found

    def pair(self, start: int) -> PairReading | None:
        """The reading of the digit pair whose first number starts at ``start`` (None where none
        does; read once, when first asked)."""
        found = self.pairs.get(start)
        if found is None:
            if self._pairs_at is None:
                self._pairs_at = {a.start: (a, b) for a, b in self.doc.digit_pairs}
            pair = self._pairs_at.get(start)
            if pair is None:
                return None
            found = self.pairs[start] = self.pair_reader(self, *pair)
        return found
