"""Team names of the whole league in a text: "the Hornets", "Charlotte", "the LA Clippers".

The per-game linker knows only this game's two teams; a recap also names the next opponent, a
former club, the standings' neighbours, and labels its lines with teams ("Hornets: Continue their
road trip ..."). :class:`TeamFinder` finds every team of a list by city, nickname (with the press's
short forms) or both; :func:`franchise_finder` is the finder of the static franchise table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from itertools import compress

from boxscore.franchises import FRANCHISES
from factcheck.text.mentions import CITY_ALIASES, TEAM_NAME_ALIASES
from factcheck.text.slots import slot_setters


@dataclass(frozen=True, slots=True, init=False)
class TeamRef:
    """Tokens ``[start, end)`` naming NBA team(s): ``teams`` has two entries for "Los Angeles"."""

    start: int
    end: int
    teams: frozenset[str]
    kind: str  # "city", "name" or "full"

    def __init__(self, start: int, end: int, teams: frozenset[str], kind: str) -> None:
        _ref_start(self, start)  # (see factcheck.text.slots)
        _ref_end(self, end)
        _ref_teams(self, teams)
        _ref_kind(self, kind)

    @property
    def team(self) -> str | None:
        return next(iter(self.teams)) if len(self.teams) == 1 else None


_ref_start, _ref_end, _ref_teams, _ref_kind = slot_setters(TeamRef, "start", "end", "teams", "kind")


class TeamFinder:
    """Every team of a league by city, nickname or both, as token sequences."""

    def __init__(self, teams: Iterable[tuple[str, str]]) -> None:
        """A finder of the given (nickname, city) teams."""
        found: dict[tuple[str, ...], tuple[set[str], str]] = {}
        for team, city in teams:
            names = {team, *TEAM_NAME_ALIASES.get(team, ())}
            cities = {city, *CITY_ALIASES.get(city, ())} - {""}
            words = [(c, "city") for c in cities] + [(f"{c} {n}", "full") for c in cities for n in names] \
                + [(n, "name") for n in names]
            for phrase, kind in words:
                found.setdefault(tuple(phrase.split()), (set(), kind))[0].add(team)
        #: each name (as tokens) -> the teams it may name, frozen, and its kind
        self.patterns = {k: (frozenset(named), kind) for k, (named, kind) in found.items()}
        self.first_words = {k[0] for k in self.patterns}
        # per first word, the lengths of its names, longest first: the only lengths find tries
        lengths: dict[str, set[int]] = {}
        for k in self.patterns:
            lengths.setdefault(k[0], set()).add(len(k))
        self._lengths = {w: sorted(ns, reverse=True) for w, ns in lengths.items()}

    def find(self, tokens: list[str], start: int = 0, end: int | None = None) -> list[TeamRef]:
        """Longest team names in ``tokens[start:end]``, left to right."""
        end = len(tokens) if end is None else end
        refs: list[TeamRef] = []
        taken = start  # the first token not inside a name found
        # only the tokens that may start a name are visited (found in C, not word by word)
        lengths, patterns = self._lengths, self.patterns
        for i in compress(range(start, end), map(self.first_words.__contains__, tokens[start:end])):
            if i < taken:
                continue
            for n in lengths[tokens[i]]:
                if i + n <= end:
                    hit = patterns.get(tuple(tokens[i:i + n]))
                    if hit:
                        refs.append(TeamRef(i, i + n, *hit))
                        taken = i + n
                        break
        return refs


@cache
def franchise_finder() -> TeamFinder:
    """Every franchise by city, nickname or both (the static table), built once."""
    return TeamFinder((name, city) for city, name in FRANCHISES)
