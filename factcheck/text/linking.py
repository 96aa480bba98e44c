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

from functools import cached_property, lru_cache

from boxscore import Game, Player
from boxscore.game_cache import GameCache

from factcheck.text.document import Document
from factcheck.text.mentions import (CITY_ALIASES, NAME_SUFFIXES, TEAM_NAME_ALIASES, Mentions, NameMention, PlayerMention,
                       Reference, TeamMention)
from factcheck.text.name_forms import (FUZZY_THRESHOLD, PhraseIndex, fold, full_name_variants, is_name_word, longest_first,
                         name_parts, name_runs, name_variants, part_of_longer_name, strip_accents)
from factcheck.text.nicknames import NICKNAMES
from factcheck.text.references import resolve_references

__all__ = ["CITY_ALIASES", "NAME_SUFFIXES", "TEAM_NAME_ALIASES", "GameLinker", "Mentions", "NameMention",
           "PhraseIndex", "PlayerMention", "Reference", "TeamMention", "link", "linker_for", "longest_first",
           "name_parts", "strip_accents"]


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
            add(f"P|full|{p.index}", ("full", (p,)), full_name_variants(p.name))
            lasts.setdefault(last, []).append(p)
            if " " in last:  # "Michael McAdoo": texts write "McAdoo"
                lasts.setdefault(last.split()[-1], []).append(p)
            firsts.setdefault(first, []).append(p)
        for p in game.players:  # "KD", "King James": a nickname is the player's full name
            for nick in NICKNAMES.get(p.name, ()):
                add(f"P|nick|{nick}", ("full", (p,)), name_variants(nick))
        for last, ps in lasts.items():
            # distinct players (a model's hash is costly: most surnames have one player)
            add(f"P|last|{last}", ("last", tuple(ps) if len(ps) == 1 else tuple(dict.fromkeys(ps))), name_variants(last))
        for first, ps in firsts.items():
            if len(ps) == 1 and first not in lasts:
                add(f"P|first|{first}", ("first", tuple(ps)), name_variants(first))

        same_city = game.home.city == game.vis.city or {game.home.city, game.vis.city} <= {"LA", "Los Angeles"}
        for team in game.teams:
            names = {team.name, *TEAM_NAME_ALIASES.get(team.name, ())}
            names |= {n[:-1] for n in names if n.endswith("s") and len(n) > 4}  # "the only other Laker"
            cities = {team.city, *CITY_ALIASES.get(team.city, ())}
            city_side = None if same_city else team.side
            for city in cities:
                add(f"T|city|{city}|{city_side}", ("city", (city_side,)), name_variants(city))
                for name in names:
                    add(f"T|full|{team.side.value}|{city}|{name}", ("full", (team.side,)), name_variants(f"{city} {name}"))
            for name in names:
                add(f"T|name|{team.side.value}|{name}", ("name", (team.side,)), name_variants(name))


    def link(self, doc: Document) -> Mentions:
        """Find the game's players and teams in a document (longest match wins)."""
        roles = self._roles
        # each match with its (player keys, team keys), sorted out once
        matches = [(s, e, roles(keys)) for s, e, keys in self.index.matches(doc.tokens)]
        players: list[PlayerMention] = []
        teams: list[TeamMention] = []
        # tokens some player's name matched: "JJ" of JJ Redick before "Thompson" makes another name
        name_tokens = {i for s, e, (player_keys, _) in matches if player_keys for i in range(s, e)}
        for s, e, (player_keys, team_keys) in longest_first(matches):
            if team_keys:
                kind, sides = self._payload[team_keys[0]]
                found = {self._payload[k][1][0] for k in team_keys}
                teams.append(TeamMention(s, e, found.pop() if len(found) == 1 else None, kind))
                continue
            kind, candidates = self._payload[player_keys[0]]
            if kind in ("last", "first") and part_of_longer_name(doc, s, e, name_tokens):
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
                and is_name_word(tokens[end]) and doc.sentence_of[end] == doc.sentence_of[m.start]:
            end += 1
        return m if end == m.end else PlayerMention(m.start, end, m.players, m.kind)

    def _fuzzy(self, words: list[str]) -> Player | None:
        """The one player whose full name the words spell closely (a misspelling), if any."""
        from rapidfuzz import fuzz, process

        if len(words) < 2:
            return None
        # every word is a word of one player's name: "Luc Mbah" of Luc Mbah a Moute
        folded = {part for w in words if w not in NAME_SUFFIXES for part in fold(w).split("-")}
        names = self._folded_names
        within = [p for p, parts, _ in names if folded <= parts]
        if len(within) == 1:
            return within[0]
        written = fold(" ".join(w for w in words if w not in NAME_SUFFIXES))
        # the one player scoring at least the threshold; rapidfuzz's C loop finds the few near it
        # (a margin below: its cut-off is not meant to be exact) and fuzz.ratio scores them as ever
        near = process.extract(written, self._folded_fulls, scorer=fuzz.ratio,
                               score_cutoff=FUZZY_THRESHOLD - 5, limit=None)
        above = [names[k][0] for _, _, k in near if fuzz.ratio(written, names[k][2]) >= FUZZY_THRESHOLD]
        if len(above) != 1:
            return None
        best = above[0]
        # the surname must be (nearly) right: "Marcus Smith" is not Marcus Morris
        if fuzz.ratio(fold(words[-1] if words[-1] not in NAME_SUFFIXES else words[-2]),
                      fold(name_parts(best)[1].split()[-1])) < FUZZY_THRESHOLD - 10:
            return None
        return best

    @cached_property
    def _folded_names(self) -> list[tuple[Player, frozenset[str], str]]:
        """Each player with the folded parts of his name and his folded "first last", once per game."""
        return [(p, *_folded_name(p.name, " ".join(name_parts(p)))) for p in self.game.players]

    @cached_property
    def _folded_fulls(self) -> list[str]:
        return [full for _, _, full in self._folded_names]

    def _surname_of(self, word: str) -> tuple[Player, ...]:
        return self._by_surname.get(fold(word), ())

    @cached_property
    def _by_surname(self) -> dict[str, tuple[Player, ...]]:
        """The players by folded last word of the surname, in box-score order, once per game."""
        out: dict[str, list[Player]] = {}
        for p in self.game.players:
            out.setdefault(fold(name_parts(p)[1].split()[-1]), []).append(p)
        return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=8192)  # a player's name comes back in game after game
def _folded_name(name: str, first_last: str) -> tuple[frozenset[str], str]:
    """The folded parts of a player's name, and his "first last" folded."""
    return frozenset(part for w in name.split() for part in fold(w).split("-")), fold(first_last)


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


#: Recently used linkers by game identity (a run over four systems' outputs of one test set
#: reuses each game's).
_LINKERS: GameCache[GameLinker] = GameCache(GameLinker, size=1024)


def linker_for(game: Game) -> GameLinker:
    """The game's linker, built once per game object (hashing the whole model would cost more)."""
    return _LINKERS(game)


def link(doc: Document, game: Game) -> Mentions:
    """Mentions of ``game``'s players and teams in ``doc``."""
    return linker_for(game).link(doc)
