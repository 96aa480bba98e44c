"""Entity linking: which tokens name which player or team of this game.

Matchers are built from each game's own box score at run time (token sequences indexed by their
first token and matched on the document's own tokens), never from name lists in the code. A
player is found by full name, surname alone, or first name alone when that is unambiguous in the
game; names are matched as texts write them (accents dropped, dots dropped from initials,
suffixes such as "Jr." optional). Plain dictionaries, not spaCy: building one game's index
costs well under a millisecond, so per-game structures never dominate a corpus run.
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache

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

    @property
    def player(self) -> Player | None:
        return self.players[0] if len(self.players) == 1 else None


@dataclass(frozen=True, slots=True)
class TeamMention:
    """Tokens ``[start, end)`` naming a team of this game by city, nickname or both."""

    start: int
    end: int
    side: Side | None  # None when the words fit both teams (e.g. "Los Angeles" in LAL-LAC)
    kind: str  # "city", "name" or "full"


@dataclass(frozen=True)
class Mentions:
    """All linked mentions of one document, in text order."""

    players: tuple[PlayerMention, ...]
    teams: tuple[TeamMention, ...]

    def __post_init__(self) -> None:
        # mentions never overlap and are in text order, so their starts are sorted: the
        # range queries below bisect instead of scanning every mention of the document
        object.__setattr__(self, "_player_starts", _sorted_starts(self.players))
        object.__setattr__(self, "_team_starts", _sorted_starts(self.teams))

    def players_in(self, start: int, end: int) -> list[PlayerMention]:
        return _within(self.players, self._player_starts, start, end)  # type: ignore[attr-defined]

    def teams_in(self, start: int, end: int) -> list[TeamMention]:
        return _within(self.teams, self._team_starts, start, end)  # type: ignore[attr-defined]

    def team_ending_at(self, end: int) -> TeamMention | None:
        for m in self.teams:
            if m.end == end:
                return m
        return None


def _sorted_starts(mentions) -> list[int] | None:
    """The mentions' starts if they are in text order (as :func:`link` gives them), else None."""
    starts = [m.start for m in mentions]
    return starts if all(a <= b for a, b in zip(starts, starts[1:])) else None


def _within(mentions, starts: list[int] | None, start: int, end: int) -> list:
    """The mentions lying inside [start, end), in their order; bisects when starts are sorted."""
    if starts is None:
        return [m for m in mentions if start <= m.start and m.end <= end]
    out = []
    for k in range(bisect_left(starts, start), len(mentions)):
        m = mentions[k]
        if m.start >= end:
            break
        if m.end <= end:
            out.append(m)
    return out


def strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def name_parts(player: Player) -> tuple[str, str]:
    """(first name, surname) from PLAYER_NAME, without suffixes such as "Jr." or "III"."""
    return _split_name(player.name)


@lru_cache(maxsize=8192)
def _split_name(name: str) -> tuple[str, str]:
    words = [w.rstrip(",") for w in name.split()]
    while len(words) > 2 and words[-1] in NAME_SUFFIXES:
        words.pop()
    if len(words) == 1:
        return words[0], words[0]
    return words[0], " ".join(words[1:])


@lru_cache(maxsize=8192)
def _full_name_forms(name: str) -> frozenset[tuple[str, ...]]:
    """Token sequences of a player's full name: as written, and first name + surname."""
    first, last = _split_name(name)
    return _variants(name) | _variants(f"{first} {last}")


@lru_cache(maxsize=8192)
def _variants(name: str) -> frozenset[tuple[str, ...]]:
    """Token sequences a text may write ``name`` as: as is, without accents, without dots.

    Cached: the same players and teams come back in game after game.
    """
    forms = {name, strip_accents(name)}
    forms |= {f.replace(".", "") for f in forms if "." in f}
    return frozenset(tuple(tokenize_raw(f)[0]) for f in forms if f.strip())


#: Which key wins when several name the same tokens: a full name before a surname before a
#: first name (e.g. a one-word name such as "Nene" is both a full name and a surname).
_KIND_ORDER = {"full": 0, "last": 1, "first": 2, "city": 3, "name": 3}


class PhraseIndex:
    """Exact token-sequence patterns looked up by their first token: a dictionary-based
    phrase matcher (case-sensitive, as spaCy's PhraseMatcher on ORTH), cheap to build per game.
    """

    def __init__(self) -> None:
        self._by_first: dict[str, dict[tuple[str, ...], list[str]]] = {}

    def add(self, key: str, pattern: tuple[str, ...]) -> None:
        keys = self._by_first.setdefault(pattern[0], {}).setdefault(pattern, [])
        if key not in keys:
            keys.append(key)

    def matches(self, tokens: list[str]) -> list[tuple[int, int, list[str]]]:
        """Every (start, end, keys) where a pattern occurs, in order of start then end."""
        by_first = self._by_first
        found = []
        n = len(tokens)
        for i, tok in enumerate(tokens):
            candidates = by_first.get(tok)
            if candidates is None:
                continue
            for pattern, keys in candidates.items():
                end = i + len(pattern)
                if end <= n and (end == i + 1 or tuple(tokens[i:end]) == pattern):
                    found.append((i, end, keys))
        found.sort(key=lambda m: (m[0], m[1]))
        return found


def longest_first(spans: list[tuple[int, int, list[str]]]) -> list[tuple[int, int, list[str]]]:
    """Non-overlapping spans, the (first) longest preferred, in text order (spaCy's filter_spans)."""
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
        self.index = PhraseIndex()

        def add(key: str, payload: tuple[str, tuple], words: frozenset[tuple[str, ...]]) -> None:
            self._payload[key] = payload
            for w in words:
                self.index.add(key, w)

        firsts: dict[str, list[Player]] = {}
        lasts: dict[str, list[Player]] = {}
        for p in game.players:
            first, last = _split_name(p.name)
            add(f"P|full|{p.index}", ("full", (p,)), _full_name_forms(p.name))
            lasts.setdefault(last, []).append(p)
            if " " in last:  # "Michael McAdoo": texts write "McAdoo"
                lasts.setdefault(last.split()[-1], []).append(p)
            firsts.setdefault(first, []).append(p)
        for last, ps in lasts.items():
            # each player once (by identity: hashing a pydantic model hashes all its fields)
            add(f"P|last|{last}", ("last", tuple({id(p): p for p in ps}.values())), _variants(last))
        for first, ps in firsts.items():
            if len(ps) == 1 and first not in lasts:
                add(f"P|first|{first}", ("first", tuple(ps)), _variants(first))

        same_city = game.home.city == game.vis.city or {game.home.city, game.vis.city} <= {"LA", "Los Angeles"}
        for team in game.teams:
            names = {team.name, *TEAM_NAME_ALIASES.get(team.name, ())}
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
        players: list[PlayerMention] = []
        teams: list[TeamMention] = []
        payload = self._payload
        for s, e, keys in longest_first(self.index.matches(doc.tokens)):
            team_keys = [k for k in keys if k.startswith("T|")]
            if team_keys:
                kind = min((payload[k][0] for k in team_keys), key=_KIND_ORDER.__getitem__)
                found = {payload[k][1][0] for k in team_keys}
                teams.append(TeamMention(s, e, found.pop() if len(found) == 1 else None, kind))
                continue
            kind = min((payload[k][0] for k in keys), key=_KIND_ORDER.__getitem__)
            candidates = tuple(dict.fromkeys(p for k in keys if payload[k][0] == kind for p in payload[k][1]))
            if kind in ("last", "first") and _part_of_longer_name(doc, s, e):
                continue  # "Kevin Durant" is not Kevin Love of this game
            players.append(PlayerMention(s, e, candidates, kind))
        return Mentions(tuple(players), tuple(teams))


def _is_name_word(token: str) -> bool:
    return token[:1].isupper() and token.isalpha() and token not in {"The", "A", "An"}


def _part_of_longer_name(doc: Document, start: int, end: int) -> bool:
    """True when a partial name touches another capitalised word: a different person.

    A capitalised word before the name counts only inside a sentence ("Forward Smith" at the
    start of a sentence is still Smith).
    """
    tokens = doc.tokens
    if end < len(tokens) and _is_name_word(tokens[end]):
        return True
    if start == 0 or not _is_name_word(tokens[start - 1]):
        return False
    return doc.sentence_index(start - 1) == doc.sentence_index(start) and start - 1 not in doc.sentence_starts


#: Recently used linkers by game identity; the game is kept so its id cannot be reused.
_LINKERS: dict[int, tuple[Game, GameLinker]] = {}
_MAX_LINKERS = 1024


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
