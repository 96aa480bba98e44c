"""References: "he", "his", "the veteran", "they", "the hosts", resolved to the player or team they most
likely mean.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from boxscore import Game, Player, Side

from factcheck.lexicon import mapping, words
from factcheck.text.document import Document
from factcheck.text.mentions import PlayerMention, Reference, TeamMention, _SpanIndex


PRONOUNS = words("reference_pronouns")
#: Descriptions of a player by role or standing: "the veteran", "the big man", "the rookie".
PLAYER_DESCRIPTIONS = words("player_descriptions")
TEAM_PRONOUNS = words("reference_team_pronouns")
#: Descriptions of a side of this game: "the hosts", "the visitors", "the home team".
SIDE_WORDS = mapping("side_words")
#: The positions each description fits ("the point guard": G): a starter of another position is not meant.
DESCRIPTION_POSITIONS = mapping("description_positions")
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

    # the mentions inside each window, found by bisection: a scan per reference made a long text quadratic
    player_index, team_index = _SpanIndex(players), _SpanIndex(teams)

    def last_player(i: int) -> Player | None:
        named = _inside(player_index, *window(i))
        return named[-1].player if named else None

    def team_side(i: int) -> Side | None:
        sides = {m.side for m in _inside(team_index, *window(i))}
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
                player = last_player(i)
                if player is not None and not _fits(player, nxt):
                    player = None  # "Harris ( a forward ) ..., although the point guard ...": someone else
                refs.append(Reference(i, end, "description", player=player))
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


def _fits(player: Player, description: str) -> bool:
    """Whether ``description`` ("point", "forward", "big") may be of ``player``: yes unless he
    started at a position it does not fit (a reserve's position is not in the box score)."""
    fits = DESCRIPTION_POSITIONS.get(description)
    position = player.start_position
    return not fits or not position or any(p in fits for p in position)


def _inside(index: _SpanIndex, lo: int, hi: int) -> list:
    """The mentions of ``index`` lying inside [lo, hi), in text order."""
    if index.starts is None:
        return index.scan(lo, hi)
    return index.mentions[bisect_left(index.starts, lo):bisect_right(index.ends, hi)]
