"""Reader component ``unverifiable``: claims no data given here can settle.

Standings and seeding ("third place in the Atlantic Division", "the seventh seed", "four games
behind", "climb up the standings"), the playoff race ("faint playoff hopes"), betting ("a double -
digit favorite"), titles ("the defending champion"), injuries ("a knee injury"), tip-off times
("Sunday afternoon"), season averages of a player ("averaging 16 points and 6 rebounds on the
year": one claim per number), a player's "season - high", "career - high" and "since the
beginning of January". Each claim is an :class:`~factcheck.claims.Unverifiable`: its span is the
one an annotator should look up, its ``lookup`` what it is about.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.claims import Frame, Lookup, Unverifiable
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number, parse_at
from factcheck import lexicon

from .league_text import WEEKDAYS
from .registry import reader
from .vocab import PLURAL_NOUNS, stat_words_at
from .words import positions

PLACES = lexicon.words("standings_places")
SEASON_WORDS = {"season", "year", "campaign"}
#: The months' names, capitalised as texts write them ("since the beginning of March").
MONTHS = {m.capitalize() for m in lexicon.mapping("months") if not m.endswith(".")}
PLAYOFF_RACE = lexicon.words("playoff_race")
STANDINGS_MOVES = lexicon.words("standings_moves")
INJURY_WORDS = lexicon.words("injury_words")
BODY_PARTS = lexicon.words("body_parts")
#: Every word that can start a claim above (a fast exit for the other tokens).
TRIGGERS = PLACES | lexicon.words("unverifiable_triggers") | STANDINGS_MOVES | INJURY_WORDS

_BETTING_WORDS = lexicon.words("betting_words")
_HOPE_ADJECTIVES = lexicon.words("playoff_hope_adjectives")


@reader("unverifiable", [Unverifiable], "claims no data here settles: standings, seeding, playoff race, odds, titles, "
        "injuries, tip-off times, season averages, season and career highs")
def read_unverifiable(ctx: CheckContext) -> Iterator[Unverifiable]:
    tokens = ctx.tokens
    low = ctx.doc.lower
    n = len(tokens)
    for i in positions(ctx, TRIGGERS):
        w = low[i]
        nxt = low[i + 1] if i + 1 < n else ""
        if w in PLACES and nxt in {"place", "seed"}:
            yield _claim(Lookup.SEED if nxt == "seed" else Lookup.PLACE, i, i + 2)
        elif w in PLACES and low[i + 1:i + 3] == ["-", "seeded"]:
            yield _claim(Lookup.SEEDED, i, i + 3)
        elif w in _BETTING_WORDS and low[i - 3:i] == ["double", "-", "digit"]:
            yield _claim(Lookup.BETTING, i - 3, i + 1)
        elif w == "defending" and nxt in {"champion", "champions"}:
            yield _claim(Lookup.TITLE, i, i + 2)
        elif w == "averaging":
            yield from _season_average(tokens, low, i)
        elif w == "since" and low[i + 1:i + 4] == ["the", "beginning", "of"] and i + 4 < n and tokens[i + 4] in MONTHS:
            yield _claim(Lookup.SINCE, i, i + 5)
        elif low[i:i + 3] == ["season", "-", "high"]:
            score = parse_at(tokens, i + 3) if i + 3 < n else None
            yield _claim(Lookup.SEASON_HIGH, i, i + 3, score=score)
        elif low[i:i + 3] == ["career", "-", "high"] or low[i:i + 3] == ["career", "-", "best"]:
            yield _claim(Lookup.CAREER_HIGH, i, i + 3, Frame.CAREER)
        elif w in {"playoff", "postseason"} and nxt in PLAYOFF_RACE:
            lo = i - 1 if low[i - 1] in _HOPE_ADJECTIVES else i
            yield _claim(Lookup.PLAYOFF_RACE, lo, i + 2)
        elif w in STANDINGS_MOVES and "standings" in low[i + 1:i + 5]:
            hi = i + 2 if nxt in {"up", "down"} else i + 1
            yield _claim(Lookup.STANDINGS, i, hi)
        elif w in {"behind", "back"} and low[i - 1:i] == ["games"] and i >= 2 and parse_at(tokens, i - 2) is not None:
            yield _claim(Lookup.STANDINGS, parse_at(tokens, i - 2).start, i + 1)
        elif w in {"afternoon", "morning"} and i and tokens[i - 1] in WEEKDAYS:
            # most games tip off in the evening; an afternoon tip is a claim no data here settles
            yield _claim(Lookup.TIP_OFF, i, i + 1, Frame.GAME)
        elif w in INJURY_WORDS and (w in {"sidelined", "concussion"} or i and low[i - 1] in BODY_PARTS):
            lo = i - 1 if i and low[i - 1] in BODY_PARTS else i  # "an ankle injury", not "the injury front"
            yield _claim(Lookup.INJURY, lo, i + 1)


def _claim(lookup: Lookup, start: int, end: int, frame: Frame = Frame.SEASON,
           score: Number | None = None) -> Unverifiable:
    return Unverifiable(lookup=lookup, start_at=start, end_at=end, frame=frame, cue=(start, end), score=score)


_SEASON_OPENERS = [[w] for w in lexicon.words("season_average_openers")]


def _season_average(tokens: list[str], low: list[str], i: int) -> Iterator[Unverifiable]:
    """ "averaging 16 points and 6 rebounds on the year": each number is a separate claim."""
    numbers = []
    j = i + 1
    while j < len(low):
        num = parse_at(tokens, j)
        stat = stat_words_at(low, num.end, PLURAL_NOUNS) if num is not None else None
        if stat is not None:
            numbers.append(num)
            j = stat[1]
        elif low[j] in {",", "and", "per", "game"}:
            j += 1
        else:
            break
    tail = low[j:j + 3]
    if numbers and any(w in SEASON_WORDS for w in tail) and tail[:1] in _SEASON_OPENERS:
        for num in numbers:
            yield Unverifiable(lookup=Lookup.SEASON_AVERAGE, start_at=num.start, end_at=num.end, number=num,
                               frame=Frame.AVERAGE, cue=(num.start, num.end))
