"""What the linker finds: mentions of this game's players and teams, names of no player, references."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field

from boxscore import Player, Side

from factcheck.text.slots import fast_init, slot_setters


NAME_SUFFIXES = {"Jr.", "Jr", "Sr.", "Sr", "II", "III", "IV"}
#: Nicknames the press uses besides RotoWire's team names (short forms, not other teams).
TEAM_NAME_ALIASES = {"Trail Blazers": ("Blazers",), "76ers": ("Sixers",), "Timberwolves": ("Wolves", "T-Wolves"),
                     "Cavaliers": ("Cavs",), "Mavericks": ("Mavs",)}
CITY_ALIASES = {"Los Angeles": ("LA", "L.A."), "LA": ("Los Angeles", "L.A.")}


@dataclass(frozen=True, slots=True, init=False)
class PlayerMention:
    """Tokens ``[start, end)`` naming a player; ``players`` has several candidates if ambiguous."""

    start: int
    end: int
    players: tuple[Player, ...]
    kind: str  # "full", "last" or "first"
    #: The player when the mention is unambiguous, else None; set once (rules read it very often).
    player: Player | None = field(init=False, repr=False, compare=False)

    def __init__(self, start: int, end: int, players: tuple[Player, ...], kind: str) -> None:
        _pm_start(self, start)
        _pm_end(self, end)
        _pm_players(self, players)
        _pm_kind(self, kind)
        _pm_player(self, players[0] if len(players) == 1 else None)


_pm_start, _pm_end, _pm_players, _pm_kind, _pm_player = slot_setters(
    PlayerMention, "start", "end", "players", "kind", "player")


@dataclass(frozen=True, slots=True, init=False)
class TeamMention:
    """Tokens ``[start, end)`` naming a team of this game by city, nickname or both."""

    start: int
    end: int
    side: Side | None  # None when the words fit both teams (e.g. "Los Angeles" in LAL-LAC)
    kind: str  # "city", "name" or "full"

    def __init__(self, start: int, end: int, side: Side | None, kind: str) -> None:
        _tm_start(self, start)
        _tm_end(self, end)
        _tm_side(self, side)
        _tm_kind(self, kind)


_tm_start, _tm_end, _tm_side, _tm_kind = slot_setters(TeamMention, "start", "end", "side", "kind")


@dataclass(frozen=True, slots=True)
class NameMention:
    """A capitalised name ``[start, end)`` of no player of this game.

    ``surname_of`` lists the game's players whose surname the name ends with ("JJ Thompson" when
    Klay Thompson played): the text may mean one of them under a wrong first name.
    """

    start: int
    end: int
    surname_of: tuple[Player, ...] = ()


@fast_init
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
