"""What the readers derive from one document, once: one typed object per document.

Several readers need the same analysis of a text (where each word stands, the mentions by where
they start, the numbers bound to their players): each is computed the first time a reader asks
and kept on the document's :class:`Analysis` (``ctx.analysis``) under its own name and type.

- what the document, the game and the linker's mentions settle is a ``cached_property`` here;
- the memos of the binder and the shot readers (answers per position) are typed dicts here;
- what needs a reader's own logic (the stat claims, the bound numbers, ...) is computed by the
  function of the reader module that owns it, and kept in a typed attribute declared here (None
  until then), as a reader module may import this one, not this one every reader.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass
from factcheck.text.cached import cached_property
from typing import NamedTuple

from boxscore import Game, Player, Shot
from boxscore.models import COLUMN_NAMES
from factcheck.analysis import SentenceAnalysis, analyse
from factcheck.claims import Claim
from factcheck.text.document import Document
from factcheck.text.linking import Mentions, PlayerMention, TeamMention, link
from factcheck.text.mentions import Reference
from factcheck.text.numbers import Number
from factcheck.text.slots import fast_init


class Marks:
    """Where the words of one set stand in a document (sorted indices), asked about a range.

    Readers ask of every claim whether its clause holds a cue or a break: scanning the clause is
    cheap in a normal sentence and quadratic in one of 40,000 tokens, where every claim's clause
    is the whole text. A question here is a binary search, whatever the length."""

    __slots__ = ("at",)

    def __init__(self, at: list[int]) -> None:
        self.at = at

    def any_in(self, lo: int, hi: int) -> bool:
        """Whether one of the words stands in [lo, hi)."""
        j = bisect_left(self.at, lo)
        return j < len(self.at) and self.at[j] < hi

    def first_in(self, lo: int, hi: int) -> int | None:
        """The first index in [lo, hi) of one of the words, or None."""
        j = bisect_left(self.at, lo)
        return self.at[j] if j < len(self.at) and self.at[j] < hi else None

    def last_in(self, lo: int, hi: int) -> int | None:
        """The last index in [lo, hi) of one of the words, or None."""
        j = bisect_left(self.at, hi) - 1
        return self.at[j] if j >= 0 and self.at[j] >= lo else None


class BoundStat(NamedTuple):
    """``number`` of statistic ``stat`` credited to ``player`` (named by ``subject``).

    Immutable and compared by value like a frozen dataclass, but a named tuple: one is made for
    almost every number of every document, and a tuple is made several times faster."""

    number: Number
    stat: str
    player: Player
    subject: PlayerMention
    noun_end: int  # token after the statistic noun

    @property
    def stat_name(self) -> str:
        return COLUMN_NAMES.get(self.stat, self.stat)

    @classmethod
    def of(cls, number: Number, stat: str, subject: PlayerMention, noun_end: int) -> "BoundStat":
        """``subject``'s player's claim, the tuple built directly (the named tuple's __new__ is Python)."""
        return tuple.__new__(cls, (number, stat, subject.player, subject, noun_end))


class BoundNumber(NamedTuple):
    """A statistic's number that is no split or average, with the mention the binder binds it
    to (None when uncertain; the player may not have played). A named tuple: one is made for
    every number of every document, and a tuple is made faster than a frozen dataclass."""

    number: Number
    stat: str
    noun_end: int
    subject: PlayerMention | None
    sent_start: int  # first token of the number's sentence


class MixedName(NamedTuple):
    """A name at ``[start, end)`` whose first name is ``first_of``'s and surname ``surname_of``'s."""

    start: int
    end: int
    first_of: Player
    surname_of: tuple[Player, ...]

    def mention(self) -> PlayerMention:
        """The name as a mention of either player (ambiguous: its ``player`` is None)."""
        return PlayerMention(self.start, self.end, (self.first_of, *self.surname_of), "full")


@fast_init
@dataclass(frozen=True, slots=True)
class ShotClaim:
    """Shooting numbers bound to a player (:mod:`factcheck.reader.shots`).

    ``kind`` is "pair" (``numbers`` = made, attempted), "made" or "attempted" (a count) or
    "percent"; ``type_span`` is the token range of the words naming the shot type (None when
    the type is implied).
    """

    kind: str
    shot: Shot
    numbers: tuple[Number, ...]
    player: Player
    mention: PlayerMention
    type_span: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class NameWords:
    """The capitalised words of a document that may be names (not a sentence's first word, not a
    weekday, month or abbreviation), each with the mention covering it (see
    :func:`factcheck.reader.name_words.unknown_name_between`)."""

    positions: list[int]
    covering: dict[int, tuple[int, int]]
    #: The positions no mention covers (most name words are covered: the few left are what
    #: ``unknown_name_between`` looks for first).
    uncovered: list[int]


@dataclass(frozen=True, slots=True)
class Covered:
    """The tokens inside mentions: the team binder asks about every word it walks back over."""

    team_at: dict[int, TeamMention]
    in_player: frozenset[int]
    #: Where a player or team mention starts.
    starts: frozenset[int]


#: A stat number of :func:`factcheck.reader.stats.stat_numbers`: (number, stat, noun end, sentence
#: start, whether its stat line is no game total, whether the number alone is not).
StatNumber = tuple[Number, str, int, int, bool, bool]
#: A made-attempted pair with the words after it (``shot_words.pair_words_at``): (made, attempted,
#: separator), the token after an optional "( 39 percent )", that percentage, the shot type named there.
PairWords = tuple[tuple[Number, Number, str], int, "Number | None", "tuple[str, int, int] | None"]
#: A stat number with why it is no game total ("" when it is): (number, stat, noun end, sentence start, why).
LineReason = tuple[Number, str, int, int, str]


#: The lower-case forms of each word set asked for as written (few sets: the readers' own).
_LOWERED: dict[frozenset[str], frozenset[str]] = {}


def _lowered(words: frozenset[str]) -> frozenset[str]:
    found = _LOWERED.get(words)
    if found is None:
        if len(_LOWERED) >= 10_000:
            _LOWERED.clear()
        found = _LOWERED[words] = frozenset(w.lower() for w in words)
    return found


class Analysis:
    """The analyses of one document against one game, each computed once, when first asked."""

    def __init__(self, doc: Document, game: Game) -> None:
        self.doc = doc
        self.game = game
        #: Each reader's claims, by reader name (:mod:`factcheck.reader.registry`).
        self.claims: dict[str, tuple[Claim, ...]] = {}
        # memos: an answer per position (or per word set), filled as readers ask
        #: :func:`marks` by (word set, exact) and :func:`bigrams` by (first, second).
        self.marks_of: dict[tuple[frozenset[str], bool], Marks] = {}
        self.bigrams_of: dict[tuple[str, str], Marks] = {}
        #: The binder's named subject by (sentence start, number start): (decided, mention).
        self.named_subjects: dict[tuple[int, int], tuple[bool, PlayerMention | None]] = {}
        #: Whether a mention is the doer of its sentence's numbers, by (mention start, sentence start).
        self.doers: dict[tuple[int, int], bool] = {}
        #: Where the binder's walk back from a position stops, by (position, sentence start).
        self.walk_back: dict[tuple[int, int], int] = {}
        #: The doers' chain of each sentence (by its start): for each mention, the doer before it.
        self.doer_chains: dict[int, list[int]] = {}
        #: The player a shooting line is bound to, by the position it is bound from.
        self.shot_owners: dict[int, PlayerMention | None] = {}
        #: Per sentence (by index): whether it binds no shooting line, and the player a "He" continues.
        self.shot_sentences: dict[int, tuple[bool, PlayerMention | None]] = {}
        #: A made-attempted pair and the words after it, by position (``shot_words.pair_words_at``).
        self.pair_words: dict[int, PairWords | None] = {}
        #: The final-score reader's facts of each sentence, by its start.
        self.score_sentences: dict[int, tuple[frozenset[str], bool, bool, bool]] = {}

    # -- what the document, the game and the mentions settle --------------------------------

    @cached_property
    def mentions(self) -> Mentions:
        """The game's players and teams named in the document (the linker's)."""
        return link(self.doc, self.game)

    @cached_property
    def sentences(self) -> SentenceAnalysis:
        """The sentence analysis (clauses, frames, polarity, number readings), computed once."""
        return analyse(self.doc, self.mentions, self.game.weekday.lower(), self.game)

    @property
    def word_index(self) -> dict[str, list[int]]:
        """Every lower-case token with the indices where it stands, in order (the document's, read-only)."""
        return self.doc.word_index

    def positions(self, words: Iterable[str]) -> list[int]:
        """The indices of the tokens whose lower-case form is one of ``words`` (a set), in order."""
        return self.doc.positions_of(words)

    def marks(self, words: frozenset[str], exact: bool = False) -> Marks:
        """Where the words of ``words`` stand (case-insensitive, or as written when ``exact``)."""
        key = (words, exact)
        found = self.marks_of.get(key)
        if found is None:
            if exact:  # where their lower-case forms stand (looked up), kept where written as given
                tokens = self.doc.tokens
                found = Marks([k for k in self.positions(_lowered(words)) if tokens[k] in words])
            else:
                found = Marks(self.positions(words))
            self.marks_of[key] = found
        return found

    def bigrams(self, first: str, second: str) -> Marks:
        """Where the two tokens ``first second`` (as written) stand, by the first's index."""
        key = (first, second)
        found = self.bigrams_of.get(key)
        if found is None:
            tokens = self.doc.tokens
            found = self.bigrams_of[key] = Marks([k - 1 for k in self.marks(frozenset({second}), exact=True).at
                                                  if k and tokens[k - 1] == first])
        return found

    @cached_property
    def linked_positions(self) -> frozenset[int]:
        """The indices of the tokens inside a team or player mention."""
        mentions = self.mentions
        return frozenset(k for m in (*mentions.teams, *mentions.players) for k in range(m.start, m.end))

    @cached_property
    def players_by_start(self) -> dict[int, PlayerMention]:
        """The player mentions by where they start (mentions do not overlap: one each)."""
        return {m.start: m for m in self.mentions.players}

    @cached_property
    def players_by_end(self) -> dict[int, PlayerMention]:
        """The player mentions by where they end."""
        return {m.end: m for m in self.mentions.players}

    @cached_property
    def teams_by_start(self) -> dict[int, TeamMention]:
        """The team mentions by where they start."""
        return {t.start: t for t in self.mentions.teams}

    @cached_property
    def teams_by_end(self) -> dict[int, TeamMention]:
        """The team mentions by where they end."""
        return {t.end: t for t in self.mentions.teams}

    @cached_property
    def played_by_end(self) -> dict[int, PlayerMention]:
        """Mentions of players who played, by where they end."""
        return {m.end: m for m in self.mentions.players if m.player is not None and m.player.played}

    @cached_property
    def played_by_start(self) -> dict[int, PlayerMention]:
        """Mentions of players who played, by where they start."""
        return {m.start: m for m in self.mentions.players if m.player is not None and m.player.played}

    @cached_property
    def name_ends(self) -> dict[int, int]:
        """Player and unknown names: where each ends, by where it starts."""
        mentions = self.mentions
        return {m.start: m.end for m in (*mentions.players, *mentions.unknown)}

    @cached_property
    def name_starts(self) -> dict[int, int]:
        """Player and unknown names: where each starts, by where it ends."""
        mentions = self.mentions
        return {m.end: m.start for m in (*mentions.players, *mentions.unknown)}

    # -- what a reader module computes (None until it does) -----------------------------------

    #: Positions of the clause openers that open a group's clause (``binder``).
    group_openers: list[int] | None = None
    #: Positions of "the former" / "the latter" (``binder``).
    former_latter: list[int] | None = None
    #: Tokens of award titles (``player_refs``).
    title_positions: set[int] | None = None
    #: Names of one player's first name and another's surname (``mixed_names``).
    mixed_names: tuple[MixedName, ...] | None = None
    #: Capitalised words that may be names (``name_words``).
    name_words: NameWords | None = None
    #: Every "N <stat>" with its sentence and whether it is no game total (``stats``).
    stat_numbers: tuple[StatNumber, ...] | None = None
    #: Every stat number with why it is no game total (``stats``).
    line_reasons: list[LineReason] | None = None
    #: The numbers that report a game total, with their subjects (``stats``).
    bound_numbers: tuple[BoundNumber, ...] | None = None
    #: Every bound number with why it is no claim ("" when it is) (``stats``).
    binding_reasons: tuple[tuple[BoundNumber, str], ...] | None = None
    #: The confidently bound (player, statistic, number) claims (``stats``).
    stat_claims: tuple[BoundStat, ...] | None = None
    #: The stat claims' order by number start, and those starts (``claim_index``).
    stat_claims_by_start: tuple[list[int], list[int]] | None = None
    #: The stat claims by number start (``lead_phrases``).
    stat_claims_by_number: dict[int, BoundStat] | None = None
    #: The leads reader's lookups of mentions (``leads``).
    lead_lookups: tuple[list[int] | None, set[int], dict] | None = None
    #: Each player's mentions: their ends and the mentions, in order (``player_lines``).
    mentions_by_player: list[tuple[list[int], list[PlayerMention]]] | None = None
    #: The shooting lines' claims (``shots``).
    shot_claims: tuple[ShotClaim, ...] | None = None
    #: The player whose stat ends at a "(" that opens his shooting line, by its position (``shots``).
    line_owners: dict[int, PlayerMention] | None = None
    #: The stat numbers' starts with their statistic (``shot_words``).
    claim_starts: tuple[tuple[int, str], ...] | None = None
    #: The tokens inside mentions (``team_binding``).
    covered: Covered | None = None
    #: Descriptions of teams ("the visitors") by where they end (``team_binding``).
    team_descriptions: dict[int, Reference] | None = None
    #: Player mentions by where they end and start (``team_relations``).
    players_by_edge: tuple[dict[int, PlayerMention], dict[int, PlayerMention]] | None = None
    #: Where each player is first named: the end of that mention, by player index (``ranks``).
    first_named: dict[int, int] | None = None
