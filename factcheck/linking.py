"""Entity linking: which tokens name which player or team of this game.

Matchers are built from each game's own box score at run time (a dictionary phrase index over
the document's tokens, :class:`PhraseIndex`), never from name lists in the code. A player is found by full name, surname
alone, or first name alone when that is unambiguous in the game; names are matched as texts
write them (accents dropped, dots dropped from initials, suffixes such as "Jr." optional).

Beyond the exact matches, a capitalised name sequence that no matcher found is compared with the
game's players' full names (rapidfuzz, strict threshold: a misspelling such as "Porzingas"); what
stays unmatched is kept as an unlinked :class:`NameMention` (someone not in this box score, or a
game player's surname under another first name, "JJ Thompson"), for rules to judge. References
("he", "his", "the veteran", "they", "the hosts") are resolved to the player or team they most
likely mean (:class:`Reference`).
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from itertools import compress
from operator import itemgetter

from boxscore import Game, Player, Side

from .document import Document, tokenize_raw

NAME_SUFFIXES = {"Jr.", "Jr", "Sr.", "Sr", "II", "III", "IV"}
#: Nicknames the press uses besides RotoWire's team names (short forms, not other teams).
TEAM_NAME_ALIASES = {"Trail Blazers": ("Blazers",), "76ers": ("Sixers",), "Timberwolves": ("Wolves",),
                     "Cavaliers": ("Cavs",), "Mavericks": ("Mavs",)}
CITY_ALIASES = {"Los Angeles": ("LA", "L.A."), "LA": ("Los Angeles", "L.A.")}


@dataclass(frozen=True, slots=True)
class PlayerMention:
    """Tokens ``[start, end)`` naming a player; ``players`` has several candidates if ambiguous."""

    start: int
    end: int
    players: tuple[Player, ...]
    kind: str  # "full", "last" or "first"
    #: The player when the mention is unambiguous, else None; set once (rules read it very often).
    player: Player | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "player", self.players[0] if len(self.players) == 1 else None)


@dataclass(frozen=True, slots=True)
class TeamMention:
    """Tokens ``[start, end)`` naming a team of this game by city, nickname or both."""

    start: int
    end: int
    side: Side | None  # None when the words fit both teams (e.g. "Los Angeles" in LAL-LAC)
    kind: str  # "city", "name" or "full"


@dataclass(frozen=True, slots=True)
class NameMention:
    """A capitalised name ``[start, end)`` of no player of this game.

    ``surname_of`` lists the game's players whose surname the name ends with ("JJ Thompson" when
    Klay Thompson played): the text may mean one of them under a wrong first name.
    """

    start: int
    end: int
    surname_of: tuple[Player, ...] = ()


@dataclass(frozen=True, slots=True)
class Reference:
    """A word referring back to a player ("he", "the veteran") or a team ("they", "the hosts").

    ``player`` or ``side`` is what it most likely refers to (None when that is unclear).
    """

    start: int
    end: int
    kind: str  # "pronoun", "description" (a player) or "team"
    player: Player | None = None
    side: Side | None = None


@dataclass(frozen=True)
class Mentions:
    """All linked mentions of one document, in text order."""

    players: tuple[PlayerMention, ...]
    teams: tuple[TeamMention, ...]
    #: Capitalised names that are no player of this game (see :class:`NameMention`).
    unknown: tuple[NameMention, ...] = ()
    #: Pronouns and descriptions resolved to a player or a team (see :class:`Reference`).
    references: tuple[Reference, ...] = ()

    def unknown_in(self, start: int, end: int) -> list[NameMention]:
        return [m for m in self.unknown if start <= m.start and m.end <= end]

    def reference_at(self, i: int) -> Reference | None:
        for r in self.references:
            if r.start <= i < r.end:
                return r
        return None

    def __post_init__(self) -> None:
        # mentions never overlap and are in text order, so their starts (and ends) are sorted:
        # the range queries below bisect instead of scanning every mention of the document
        object.__setattr__(self, "_players_by_span", _SpanIndex(self.players))
        object.__setattr__(self, "_teams_by_span", _SpanIndex(self.teams))

    def players_in(self, start: int, end: int) -> list[PlayerMention]:
        """The player mentions lying inside [start, end), in text order (a new list)."""
        index = self._players_by_span  # type: ignore[attr-defined]
        if index.starts is None:
            return index.scan(start, end)
        # asked ~140 times per text: the bisections are inlined (see _SpanIndex)
        return index.mentions[bisect_left(index.starts, start):bisect_right(index.ends, end)]

    def teams_in(self, start: int, end: int) -> list[TeamMention]:
        """The team mentions lying inside [start, end), in text order (a new list)."""
        index = self._teams_by_span  # type: ignore[attr-defined]
        if index.starts is None:
            return index.scan(start, end)
        return index.mentions[bisect_left(index.starts, start):bisect_right(index.ends, end)]

    def team_ending_at(self, end: int) -> TeamMention | None:
        for m in self.teams:
            if m.end == end:
                return m
        return None


class _SpanIndex:
    """Mentions answering "which lie inside [start, end)?", asked of every sentence by many rules.

    Mentions in text order that never overlap have sorted starts and sorted ends (``starts`` is
    then set), so the answer is the run from the first starting at or after ``start`` to the last
    ending at or before ``end``: ``mentions[bisect_left(starts, start):bisect_right(ends, end)]``;
    otherwise every mention is scanned."""

    __slots__ = ("mentions", "starts", "ends")

    def __init__(self, mentions) -> None:
        self.mentions = list(mentions)
        starts = [m.start for m in mentions]
        ends = [m.end for m in mentions]
        in_order = all(a <= b for a, b in zip(starts, starts[1:])) and all(a <= b for a, b in zip(ends, ends[1:]))
        self.starts = starts if in_order else None
        self.ends = ends

    def scan(self, start: int, end: int) -> list:
        """The mentions lying inside [start, end), in their order, found by visiting each."""
        return [m for m in self.mentions if start <= m.start and m.end <= end]


@lru_cache(maxsize=8192)
def strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def name_parts(player: Player) -> tuple[str, str]:
    """(first name, surname) from PLAYER_NAME, without suffixes such as "Jr." or "III"."""
    return _name_parts(player.name)


@lru_cache(maxsize=8192)
def _name_parts(name: str) -> tuple[str, str]:
    words = [w.rstrip(",") for w in name.split()]
    while len(words) > 2 and words[-1] in NAME_SUFFIXES:
        words.pop()
    if len(words) == 1:
        return words[0], words[0]
    return words[0], " ".join(words[1:])


def _initials_forms(word: str) -> set[str]:
    """A first name of initials written three ways: "JJ", "J.J.", "J. J."."""
    letters = word.replace(".", "")
    if not (2 <= len(letters) <= 3 and letters.isalpha() and letters.isupper()):
        return {word}
    return {letters, ".".join(letters) + ".", ". ".join(letters) + "."}


@lru_cache(maxsize=16384)
def _variants(name: str) -> frozenset[tuple[str, ...]]:
    """Token sequences a text may write ``name`` as: as is, without accents, without dots,
    initials with or without dots ("JJ Redick", "J.J. Redick", "J. J. Redick")."""
    forms = {name, strip_accents(name)}
    forms |= {f.replace(".", "") for f in forms if "." in f}
    # lower-case particles capitalised: "Luc Mbah A Moute"
    forms |= {" ".join(w.capitalize() if w.islower() else w for w in f.split()) for f in forms}
    for f in list(forms):
        first, _, rest = f.partition(" ")
        if rest:
            forms |= {f"{i} {rest}" for i in _initials_forms(first)}
    out = set()
    for f in forms:
        if f.strip():
            out.add(tuple(tokenize_raw(f)[0]))
    return frozenset(out)


_END_OF_MATCH = itemgetter(1)


@lru_cache(maxsize=8192)  # a player's name comes back in game after game
def _full_name_variants(name: str) -> frozenset[tuple[str, ...]]:
    """How a text may write a player's full name: as the box score has it, or without a suffix."""
    first, last = _name_parts(name)
    return _variants(name) | _variants(f"{first} {last}")


class PhraseIndex:
    """Exact token sequences looked up by their first token: a dictionary phrase matcher
    (case-sensitive, as spaCy's PhraseMatcher on ORTH), cheap to build once per game."""

    def __init__(self) -> None:
        self._by_first: dict[str, dict[tuple[str, ...], list[str]]] = {}

    def add(self, key: str, pattern: tuple[str, ...]) -> None:
        # get before set: setdefault would build an empty dict and list on every call
        by_pattern = self._by_first.get(pattern[0])
        if by_pattern is None:
            by_pattern = self._by_first[pattern[0]] = {}
        keys = by_pattern.get(pattern)
        if keys is None:
            by_pattern[pattern] = [key]
        elif key not in keys:
            keys.append(key)

    def matches(self, tokens: list[str]) -> list[tuple[int, int, list[str]]]:
        """Every (start, end, keys) where a pattern occurs, in order of start then end."""
        by_first = self._by_first
        found = []
        n = len(tokens)
        # only tokens that start a pattern are looked at; they are found by a scan in C
        for i in compress(range(n), map(by_first.__contains__, tokens)):
            candidates = by_first[tokens[i]]
            here = []
            for pattern, keys in candidates.items():
                end = i + len(pattern)
                if end <= n and (end == i + 1 or tuple(tokens[i:end]) == pattern):
                    here.append((i, end, keys))
            if len(here) > 1:
                here.sort(key=_END_OF_MATCH)
            found.extend(here)
        return found


def longest_first(spans: list[tuple[int, int, list[str]]]) -> list[tuple[int, int, list[str]]]:
    """Non-overlapping spans, the longest (then the first) preferred, in text order: spaCy's
    ``filter_spans``."""
    result = []
    seen: set[int] = set()
    for span in sorted(spans, key=lambda m: (m[1] - m[0], -m[0]), reverse=True):
        start, end = span[0], span[1]
        if start not in seen and end - 1 not in seen:
            result.append(span)
            seen.update(range(start, end))
    result.sort(key=lambda m: m[0])
    return result


class GameLinker:
    """The phrase index of one game's players and teams, built once per game."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._payload: dict[str, tuple[str, tuple]] = {}
        self._roles_of: dict[tuple[str, ...], tuple[list[str], list[str]]] = {}
        self.index = PhraseIndex()

        payloads, index_add = self._payload, self.index.add

        def add(key: str, payload: tuple[str, tuple], words: frozenset[tuple[str, ...]]) -> None:
            payloads[key] = payload
            for w in words:
                index_add(key, w)

        firsts: dict[str, list[Player]] = {}
        lasts: dict[str, list[Player]] = {}
        for p in game.players:
            first, last = name_parts(p)
            add(f"P|full|{p.index}", ("full", (p,)), _full_name_variants(p.name))
            lasts.setdefault(last, []).append(p)
            if " " in last:  # "Michael McAdoo": texts write "McAdoo"
                lasts.setdefault(last.split()[-1], []).append(p)
            firsts.setdefault(first, []).append(p)
        for last, ps in lasts.items():
            # distinct players (a model's hash is costly: most surnames have one player)
            add(f"P|last|{last}", ("last", tuple(ps) if len(ps) == 1 else tuple(dict.fromkeys(ps))), _variants(last))
        for first, ps in firsts.items():
            if len(ps) == 1 and first not in lasts:
                add(f"P|first|{first}", ("first", tuple(ps)), _variants(first))

        same_city = game.home.city == game.vis.city or {game.home.city, game.vis.city} <= {"LA", "Los Angeles"}
        for team in game.teams:
            names = {team.name, *TEAM_NAME_ALIASES.get(team.name, ())}
            names |= {n[:-1] for n in names if n.endswith("s") and len(n) > 4}  # "the only other Laker"
            cities = {team.city, *CITY_ALIASES.get(team.city, ())}
            city_side = None if same_city else team.side
            for city in cities:
                add(f"T|city|{city}|{city_side}", ("city", (city_side,)), _variants(city))
                for name in names:
                    add(f"T|full|{team.side.value}|{city}|{name}", ("full", (team.side,)), _variants(f"{city} {name}"))
            for name in names:
                add(f"T|name|{team.side.value}|{name}", ("name", (team.side,)), _variants(name))


    def link(self, doc: Document) -> Mentions:
        """Find the game's players and teams in a document (longest match wins)."""
        matches = self.index.matches(doc.tokens)
        players: list[PlayerMention] = []
        teams: list[TeamMention] = []
        roles = self._roles
        # tokens some player's name matched: "JJ" of JJ Redick before "Thompson" makes another name
        name_tokens = {i for s, e, keys in matches if roles(keys)[0] for i in range(s, e)}
        for s, e, keys in longest_first(matches):
            player_keys, team_keys = roles(keys)
            if team_keys:
                kind, sides = self._payload[team_keys[0]]
                found = {self._payload[k][1][0] for k in team_keys}
                teams.append(TeamMention(s, e, found.pop() if len(found) == 1 else None, kind))
                continue
            kind, candidates = self._payload[player_keys[0]]
            if kind in ("last", "first") and _part_of_longer_name(doc, s, e, name_tokens):
                continue  # "Kevin Durant" is not Kevin Love of this game
            players.append(PlayerMention(s, e, candidates, kind))
        players = [self._extend(doc, m) for m in players]
        teams = [_resolve_shared_city(doc, t, players, teams) if t.side is None else t for t in teams]
        players = _disambiguate(doc, players, teams)
        covered = {i for m in (*players, *teams) for i in range(m.start, m.end)}
        unknown: list[NameMention] = []
        for s, e in name_runs(doc, covered):
            found = self._fuzzy(doc.tokens[s:e])
            if found is not None:
                players.append(PlayerMention(s, e, (found,), "fuzzy"))
            else:
                unknown.append(NameMention(s, e, self._surname_of(doc.tokens[e - 1])))
        players.sort(key=lambda m: m.start)
        references = resolve_references(doc, players, teams, self.game)
        return Mentions(tuple(players), tuple(teams), tuple(unknown), tuple(references))

    def _roles(self, keys: list[str]) -> tuple[list[str], list[str]]:
        """(player keys, full names first; team keys) of a match's keys, sorted out once per game:
        the same names match in text after text."""
        key = tuple(keys)
        found = self._roles_of.get(key)
        if found is None:
            # a one-word box-score name ("Nene") is a full name, not a bare surname
            player_keys = sorted((k for k in keys if k.startswith("P|")), key=lambda k: not k.startswith("P|full|"))
            team_keys = [k for k in keys if k.startswith("T|")]
            found = self._roles_of[key] = (player_keys, team_keys)
        return found

    def _extend(self, doc: Document, m: PlayerMention) -> PlayerMention:
        """Take in a suffix ("Frank Kaminsky III") or a one-word name's surname ("Nene Hilario")."""
        tokens = doc.tokens
        end = m.end
        if end < len(tokens) and tokens[end] in NAME_SUFFIXES and m.kind in ("full", "last"):
            end += 1
        elif m.player is not None and " " not in m.player.name.strip() and end < len(tokens) \
                and _is_name_word(tokens[end]) and doc.sentence_of[end] == doc.sentence_of[m.start]:
            end += 1
        return m if end == m.end else PlayerMention(m.start, end, m.players, m.kind)

    def _fuzzy(self, words: list[str]) -> Player | None:
        """The one player whose full name the words spell closely (a misspelling), if any."""
        from rapidfuzz import fuzz, process

        if len(words) < 2:
            return None
        # every word is a word of one player's name: "Luc Mbah" of Luc Mbah a Moute
        folded = {part for w in words if w not in NAME_SUFFIXES for part in _fold(w).split("-")}
        names = self._folded_names
        within = [p for p, parts, _ in names if folded <= parts]
        if len(within) == 1:
            return within[0]
        written = _fold(" ".join(w for w in words if w not in NAME_SUFFIXES))
        # the one player scoring at least the threshold; rapidfuzz's C loop finds the few near it
        # (a margin below: its cut-off is not meant to be exact) and fuzz.ratio scores them as ever
        near = process.extract(written, self._folded_fulls, scorer=fuzz.ratio,
                               score_cutoff=FUZZY_THRESHOLD - 5, limit=None)
        above = [names[k][0] for _, _, k in near if fuzz.ratio(written, names[k][2]) >= FUZZY_THRESHOLD]
        if len(above) != 1:
            return None
        best = above[0]
        # the surname must be (nearly) right: "Marcus Smith" is not Marcus Morris
        if fuzz.ratio(_fold(words[-1] if words[-1] not in NAME_SUFFIXES else words[-2]),
                      _fold(name_parts(best)[1].split()[-1])) < FUZZY_THRESHOLD - 10:
            return None
        return best

    @cached_property
    def _folded_names(self) -> list[tuple[Player, frozenset[str], str]]:
        """Each player with the folded parts of his name and his folded "first last", once per game."""
        return [(p, frozenset(part for w in p.name.split() for part in _fold(w).split("-")),
                 _fold(" ".join(name_parts(p)))) for p in self.game.players]

    @cached_property
    def _folded_fulls(self) -> list[str]:
        return [full for _, _, full in self._folded_names]

    def _surname_of(self, word: str) -> tuple[Player, ...]:
        return self._by_surname.get(_fold(word), ())

    @cached_property
    def _by_surname(self) -> dict[str, tuple[Player, ...]]:
        """The players by folded last word of the surname, in box-score order, once per game."""
        out: dict[str, list[Player]] = {}
        for p in self.game.players:
            out.setdefault(_fold(name_parts(p)[1].split()[-1]), []).append(p)
        return {k: tuple(v) for k, v in out.items()}


def _disambiguate(doc: Document, players: list[PlayerMention], teams: list[TeamMention]) -> list[PlayerMention]:
    """A surname two players share ("Morris"): the one named in full in this sentence or the one
    before, else the one of the only team the sentence names; otherwise it stays ambiguous."""
    out: list[PlayerMention] = []
    for m in players:
        if m.player is not None or len(m.players) < 2:
            out.append(m)
            continue
        s = doc.sentence_of[m.start]
        lo = doc.sentence_bounds(max(0, s - 1))[0]
        s_start, s_end = doc.sentence_bounds(s)
        recent = [p.player for p in out if lo <= p.start < m.start and p.player in m.players and p.kind == "full"]
        chosen: tuple[Player, ...] = ()
        if recent:
            chosen = (recent[-1],)
        else:
            sides = {t.side for t in teams if s_start <= t.start < s_end and t.side is not None}
            if len(sides) == 1:
                chosen = tuple(p for p in m.players if p.side in sides)
        out.append(PlayerMention(m.start, m.end, chosen, m.kind) if len(chosen) == 1 else m)
    return out


def _resolve_shared_city(doc: Document, mention: TeamMention, players: list[PlayerMention],
                         teams: list[TeamMention]) -> TeamMention:
    """"Los Angeles" when both teams are from LA: the side its sentence's players all play for,
    when the sentence names no other team and its players are of one side only."""
    s_start, s_end = doc.bounds_at[mention.start]
    if any(t is not mention and s_start <= t.start < s_end for t in teams):
        return mention
    sides = {m.player.side for m in players if s_start <= m.start < s_end and m.player is not None}
    if len(sides) != 1:
        return mention
    return TeamMention(mention.start, mention.end, sides.pop(), mention.kind)


def _is_name_word(token: str) -> bool:
    return token[:1].isupper() and token.isalpha() and token not in {"The", "A", "An"}


@lru_cache(maxsize=16384)
def _fold(text: str) -> str:
    return strip_accents(text).replace(".", "").lower()


#: Similarity (rapidfuzz ratio, 0-100) a misspelt full name needs to link to a player.
FUZZY_THRESHOLD = 90
#: Capitalised words that are no part of a person's name.
NOT_NAME_WORDS = {
    "The", "A", "An", "I", "In", "On", "At", "For", "With", "And", "But", "After", "Before", "Despite", "However",
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December", "NBA", "All", "Star", "Game", "Conference", "Eastern", "Western", "East", "West",
    "He", "His", "They", "Their", "It", "This", "That", "Both", "Each", "FG", "FT", "Pt", "OT",
    # award and title words: "the potential Most Valuable Player", "Sixth Man of the Year"
    "Most", "Valuable", "Player", "Players", "Defensive", "Rookie", "Coach", "Year", "Month", "Week",
    "Improved", "Sixth", "Man", "MVP", "Executive",
}
#: Last words of capitalised sequences that name a place or a body, not a person.
PLACE_NOUNS = {"Center", "Centre", "Arena", "Garden", "Forum", "Stadium", "Coliseum", "Palace", "Fieldhouse",
               "Conference", "Division", "League", "Association", "Square", "Court"}


@lru_cache(maxsize=16384)  # asked of every capitalised word of every text; names recur
def _is_person_word(token: str) -> bool:
    """A word that may be part of a person's name: "Kyle", "O'Neal", "Kidd-Gilchrist", "Jr."."""
    if not token[:1].isupper():  # most words: cheapest test first (every suffix is capitalised)
        return False
    if token in NAME_SUFFIXES:
        return True
    core = token.replace("-", "").replace("'", "")
    return core.isalpha() and token not in NOT_NAME_WORDS


def name_runs(doc: Document, covered: set[int]) -> list[tuple[int, int]]:
    """Spans of two or more person-like capitalised words, in one sentence, that nothing linked."""
    tokens = doc.tokens
    sentence_of = doc.sentence_of
    runs: list[tuple[int, int]] = []
    i = 0
    # a run starts with a capitalised word: only those positions are looked at, in order
    for start in doc.capitalised:
        if start < i:
            continue
        i = start
        if i in covered or not _is_person_word(tokens[i]) or tokens[i] in NAME_SUFFIXES:
            continue
        j = i + 1
        while j < len(tokens) and j not in covered and _is_person_word(tokens[j]) \
                and sentence_of[j] == sentence_of[i]:
            j += 1
        if j - i >= 2 and tokens[j - 1] not in PLACE_NOUNS:
            runs.append((i, j))
        i = j
    return runs


def _part_of_longer_name(doc: Document, start: int, end: int, name_tokens: frozenset[int] | set[int] = frozenset()) -> bool:
    """True when a partial name touches another capitalised word: a different person.

    A capitalised word before the name counts only inside a sentence ("Forward Smith" at the
    start of a sentence is still Smith), unless it is itself part of a player's name ("JJ" of
    JJ Redick in "JJ Thompson").
    """
    tokens = doc.tokens
    if end < len(tokens) and _is_name_word(tokens[end]) and tokens[end] not in NAME_SUFFIXES:
        return True
    if start == 0 or not _is_name_word(tokens[start - 1]):
        return False
    if doc.sentence_of[start - 1] != doc.sentence_of[start]:
        return False
    return start - 1 not in doc.sentence_starts or start - 1 in name_tokens


#: Recently used linkers by game identity; the game is kept so its id cannot be reused.
_LINKERS: dict[int, tuple[Game, GameLinker]] = {}
_MAX_LINKERS = 1024  # a run over four systems' outputs of one test set reuses each game's


def linker_for(game: Game) -> GameLinker:
    """The game's linker, built once per game object (hashing the whole model would cost more)."""
    cached = _LINKERS.get(id(game))
    if cached is not None and cached[0] is game:
        return cached[1]
    if len(_LINKERS) >= _MAX_LINKERS:
        _LINKERS.pop(next(iter(_LINKERS)))
    linker = GameLinker(game)
    _LINKERS[id(game)] = (game, linker)
    return linker


def link(doc: Document, game: Game) -> Mentions:
    """Mentions of ``game``'s players and teams in ``doc``."""
    return linker_for(game).link(doc)


PRONOUNS = {"he", "his", "him", "himself"}
#: Descriptions of a player by role or standing: "the veteran", "the big man", "the rookie".
PLAYER_DESCRIPTIONS = {"veteran", "rookie", "big", "forward", "guard", "center", "star", "youngster",
                       "sophomore", "swingman", "point", "shooting", "playmaker", "sharpshooter"}
TEAM_PRONOUNS = {"they", "their", "them", "themselves"}
#: Descriptions of a side of this game: "the hosts", "the visitors", "the home team".
SIDE_WORDS = {"hosts": "home", "visitors": "vis", "home": "home", "visiting": "vis", "road": "vis",
              "winners": "winner", "victors": "winner", "losers": "loser", "team": "same"}


#: Words a reference is found by: a pronoun, or the word after "the" ("the veteran", "the hosts").
_REFERENCE_CUES = frozenset({*PRONOUNS, *TEAM_PRONOUNS, *PLAYER_DESCRIPTIONS, *SIDE_WORDS})


def _reference_starts(doc: Document) -> list[int]:
    """Where a reference may start, in order: a pronoun, or a "the" before a description or a
    side word. (Found from the rarer cue words: "the" itself is one of the commonest words.)"""
    lowered = doc.lower
    starts = []
    for k in doc.positions_of(_REFERENCE_CUES):
        if lowered[k] in PRONOUNS or lowered[k] in TEAM_PRONOUNS:
            starts.append(k)
        elif k > 0 and lowered[k - 1] == "the":
            starts.append(k - 1)
    return starts


def resolve_references(doc: Document, players: list[PlayerMention], teams: list[TeamMention],
                       game: Game) -> list[Reference]:
    """Resolve "he"/"the veteran" to the last player named (this sentence or the one before) and
    "they"/"the team"/"the hosts" to a side; nothing is resolved when the antecedent is unclear."""
    tokens = doc.tokens
    refs: list[Reference] = []

    def window(i: int) -> tuple[int, int]:
        s = doc.sentence_of[i]
        return doc.sentence_bounds(max(0, s - 1))[0], i

    def last_player(i: int) -> Player | None:
        lo, hi = window(i)
        named = [m for m in players if lo <= m.start and m.end <= hi]
        return named[-1].player if named else None

    def team_side(i: int) -> Side | None:
        lo, hi = window(i)
        sides = {m.side for m in teams if lo <= m.start and m.end <= hi}
        return sides.pop() if len(sides) == 1 else None

    lowered = doc.lower
    for i in _reference_starts(doc):
        low = lowered[i]
        if low in PRONOUNS:
            refs.append(Reference(i, i + 1, "pronoun", player=last_player(i)))
        elif low in TEAM_PRONOUNS:
            refs.append(Reference(i, i + 1, "team", side=team_side(i)))
        elif low == "the" and i + 1 < len(tokens):
            nxt = tokens[i + 1].lower()
            after = tokens[i + 2].lower() if i + 2 < len(tokens) else ""
            if nxt in PLAYER_DESCRIPTIONS and (nxt not in {"big", "point", "shooting"} or after in {"man", "guard"}):
                end = i + 3 if nxt in {"big", "point", "shooting"} else i + 2
                refs.append(Reference(i, end, "description", player=last_player(i)))
            elif nxt in SIDE_WORDS:
                what = SIDE_WORDS[nxt]
                end = i + 2
                if nxt in {"home", "visiting", "road"}:
                    if after != "team":
                        continue
                    end = i + 3
                side = {"home": Side.HOME, "vis": Side.VIS, "winner": game.winner.side,
                        "loser": game.loser.side}.get(what) if what != "same" else team_side(i)
                refs.append(Reference(i, end, "team", side=side))
    return refs
