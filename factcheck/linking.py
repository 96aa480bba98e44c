"""Entity linking: which tokens name which player or team of this game.

Matchers are built from each game's own box score at run time (a spaCy PhraseMatcher over the
pre-tokenized Doc), never from name lists in the code. A player is found by full name, surname
alone, or first name alone when that is unambiguous in the game; names are matched as texts
write them (accents dropped, dots dropped from initials, suffixes such as "Jr." optional).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

from boxscore import Game, Player, Side

from .document import Document, tokenize_raw

if TYPE_CHECKING:
    from spacy.matcher import PhraseMatcher

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

    def players_in(self, start: int, end: int) -> list[PlayerMention]:
        return [m for m in self.players if start <= m.start and m.end <= end]

    def teams_in(self, start: int, end: int) -> list[TeamMention]:
        return [m for m in self.teams if start <= m.start and m.end <= end]

    def team_ending_at(self, end: int) -> TeamMention | None:
        for m in self.teams:
            if m.end == end:
                return m
        return None


def strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def name_parts(player: Player) -> tuple[str, str]:
    """(first name, surname) from PLAYER_NAME, without suffixes such as "Jr." or "III"."""
    words = [w.rstrip(",") for w in player.name.split()]
    while len(words) > 2 and words[-1] in NAME_SUFFIXES:
        words.pop()
    if len(words) == 1:
        return words[0], words[0]
    return words[0], " ".join(words[1:])


def _variants(name: str) -> set[tuple[str, ...]]:
    """Token sequences a text may write ``name`` as: as is, without accents, without dots."""
    forms = {name, strip_accents(name)}
    forms |= {f.replace(".", "") for f in forms if "." in f}
    return {tuple(tokenize_raw(f)[0]) for f in forms if f.strip()}


class GameLinker:
    """Phrase matchers for one game's players and teams, built once per game."""

    def __init__(self, game: Game) -> None:
        from spacy.matcher import PhraseMatcher
        from spacy.tokens import Doc

        from .nlp import blank_vocab

        self.game = game
        vocab = blank_vocab()
        self._payload: dict[str, tuple[str, tuple]] = {}
        patterns: dict[str, set[tuple[str, ...]]] = {}

        def add(key: str, payload: tuple[str, tuple], words: set[tuple[str, ...]]) -> None:
            self._payload[key] = payload
            patterns.setdefault(key, set()).update(words)

        firsts: dict[str, list[Player]] = {}
        lasts: dict[str, list[Player]] = {}
        for p in game.players:
            first, last = name_parts(p)
            add(f"P|full|{p.index}", ("full", (p,)), _variants(p.name) | _variants(f"{first} {last}"))
            lasts.setdefault(last, []).append(p)
            if " " in last:  # "Michael McAdoo": texts write "McAdoo"
                lasts.setdefault(last.split()[-1], []).append(p)
            firsts.setdefault(first, []).append(p)
        for last, ps in lasts.items():
            add(f"P|last|{last}", ("last", tuple(dict.fromkeys(ps))), _variants(last))
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

        self.matcher: PhraseMatcher = PhraseMatcher(vocab, attr="ORTH")
        for key, words in patterns.items():
            self.matcher.add(key, [Doc(vocab, words=list(w)) for w in words])
        self._strings = vocab.strings

    def link(self, doc: Document) -> Mentions:
        """Find the game's players and teams in a document (longest match wins)."""
        from spacy.util import filter_spans

        sdoc = doc.spacy_doc
        matches = self.matcher(sdoc)
        spans = [sdoc[s:e] for _, s, e in matches]
        labels: dict[tuple[int, int], list[str]] = {}
        for match_id, s, e in matches:
            labels.setdefault((s, e), []).append(self._strings[match_id])
        players: list[PlayerMention] = []
        teams: list[TeamMention] = []
        for span in filter_spans(spans):
            s, e = span.start, span.end
            keys = labels[(s, e)]
            player_keys = [k for k in keys if k.startswith("P|")]
            team_keys = [k for k in keys if k.startswith("T|")]
            if team_keys:
                kind, sides = self._payload[team_keys[0]]
                found = {self._payload[k][1][0] for k in team_keys}
                teams.append(TeamMention(s, e, found.pop() if len(found) == 1 else None, kind))
                continue
            kind, candidates = self._payload[player_keys[0]]
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
_MAX_LINKERS = 64


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
