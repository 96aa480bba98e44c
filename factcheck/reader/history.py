"""Reader component ``history``: claims about earlier games of the season.

- A player's run: "his second double - double in a row" (``run``: the ordinal and the kind;
  "his fifth double - double of the season" is no run, but still says this game was one), and
  sums or averages over his last games: "he 's combined for 54 points and 14 rebounds over his
  last two games" (``sum`` / ``average``, one claim per number).
- Season highs: "a season - high 114 points" (``team season high``: the team is the one whose
  score the number is, decided against the box score) and "a new season - high in points"
  (``season high``, a player's); "the first time he 's surpassed the 20 - point mark this season"
  (``point mark``).
- The schedule: "in the first round of the playoffs" (``playoff round``), "in the second half of
  a back - to - back" (``back-to-back``; another weekday in the sentence makes it another game's).

The player is the one named in the sentence, or the only player named in the sentences before
("It was his ...", "He 's combined ..."); with several candidates the claim is read with
``subject=None``. Each claim's ``detail`` is a :class:`HistoryItem`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from boxscore import Player
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import ORDINALS as _ALL_ORDINALS, Number, parse_at

from .frames import future_clause
from .league_text import WEEKDAYS
from .registry import reader
from .schema import Claim, Frame, Subject, Value
from .words import positions

#: Ordinals of a run ("his third double - double in a row"): a run of one is no run.
ORDINALS = {w: n for w, n in _ALL_ORDINALS.items() if n >= 2}
STAT_WORDS = {"points": "PTS", "rebounds": "REB", "boards": "REB", "assists": "AST", "steals": "STL",
              "blocks": "BLK", "turnovers": "TO", "three": "FG3M", "threes": "FG3M"}
HIS = {"he", "his", "him", "he's"}
#: Words of every claim of this module (a fast exit for the other sentences).
TRIGGERS = {"double", "combined", "combining", "combine", "averaging", "high", "mark", "plateau", "barrier", "back",
            "playoffs"}
#: Words before an ordinal run that deny it: "missed his second straight double - double", "came
#: within a rebound of his second double - double".
DENIED = {"missed", "miss", "misses", "missing", "short", "shy", "within", "nearly", "almost", "near", "flirted",
          "threatened"}
SEASON_TAIL = (["on", "the", "season"], ["this", "season"], ["for", "the", "season"], ["on", "the", "year"],
               ["this", "year"], ["for", "the", "year"], ["on", "the", "campaign"])
DD = ["double", "-", "double"]
TD = ["triple", "-", "double"]
MARK_VERBS = {"surpassed", "surpasses", "topped", "tops", "eclipsed", "eclipses", "crossed", "crosses", "passed",
              "reached", "reaches", "hit", "hits", "broke", "breaks", "cracked", "cracks"}
NEGATIONS = {"n't", "not", "never", "failed", "fail", "fails", "without", "yet"}
ROUNDS = {"first", "second", "third", "conference", "opening"}


class HistoryItem(NamedTuple):
    """One claim over tokens ``[start, end)``: the player (None for the team and schedule claims,
    or when unbound), the number written (the sum, the average, the score after "season - high",
    the mark), the ordinal's value and the games a run or sum spans (``value``, ``games``), the
    statistic's column, whether a double-double (2) or triple-double (3) is meant (``need``),
    whether the ordinal is a run (``is_run``), "the first time ... this season" (``first``), and
    the day a back-to-back's other game lies from this one (-1: the day before, 1: after)."""

    start: int
    end: int
    player: Player | None = None
    number: Number | None = None
    value: int = 0
    games: int = 0
    stat: str = ""
    need: int = 0
    is_run: bool = False
    first: bool = False
    delta: int = 0


@reader("history", ["history"], "earlier games: a player's run of double-doubles and sums over his last games, "
        "team and player season highs, point marks, playoff rounds, back-to-backs")
def read_history(ctx: CheckContext) -> Iterator[Claim]:
    found = positions(ctx, TRIGGERS)
    if not found:
        return
    doc_low = ctx.doc.lower
    # the sentences with a trigger word, in order: no other sentence holds a claim of this module
    sentence_index = ctx.doc.sentence_index
    for sent in dict.fromkeys(sentence_index(i) for i in found):
        start, end = ctx.doc.sentence_bounds(sent)
        low = doc_low[start:end]
        text = " ".join(low)
        runs = "double - double" in text or "combin" in text or "averaging" in text
        highs = "season - high" in text
        marks = "- point mark" in text or "- point plateau" in text or "- point barrier" in text
        player = _player(ctx, sent) if runs or highs or marks else None
        if runs:
            yield from _player_run(ctx, player, start, end)
        if highs:
            yield from _team_season_high(ctx, start, end)
            yield from _player_season_high(ctx, player, start, end)
        if marks:
            yield from _point_mark(ctx, player, start, end)
        if "round of the playoffs" in text and not future_clause(low):
            yield from _playoff_round(ctx, start, end)
        if "back - to - back" in text and not future_clause(low):
            yield from _back_to_back(ctx, start, end)


def _claim(attribute: str, item: HistoryItem, frame: Frame = Frame.SPAN, personal: bool = True,
           value: Value | None = None) -> Claim:
    """A history claim; a player's claim with no player bound is read with a note."""
    subject = Subject.of_player(item.player) if item.player is not None else None
    note = "ambiguous binding: no one player is named in the sentence or the ones before" \
        if personal and item.player is None else ""
    return Claim("history", attribute, subject, value, frame, cue=(item.start, item.end), note=note, detail=item)


def _player(ctx: CheckContext, sent: int) -> Player | None:
    """The only player named in this sentence, else the only one named in the sentences before,
    through sentences that go on about "him" ("It was his ...", "He 's combined ...")."""
    for s in range(sent, max(-1, sent - 3), -1):
        a, b = ctx.doc.sentence_bounds(s)
        found = {m.player.name: m.player for m in ctx.mentions.players_in(a, b) if m.player is not None}
        ambiguous = any(m.player is None for m in ctx.mentions.players_in(a, b))
        if len(found) == 1 and not ambiguous:
            return next(iter(found.values()))
        if found or ambiguous or (s < sent and ctx.mentions.teams_in(a, b)):
            return None
        if s < sent and not HIS & {t.lower() for t in ctx.tokens[a:b]}:
            return None  # a sentence between that is not about him
    return None


def _ordinal_run(low: list[str], at: int) -> tuple[int, int, list[str], bool] | None:
    """(value, token offset, kind, is a run) of "second double - double in a row" / "third straight
    triple - double"; "his second double - double of the season" is no run but still says this game
    was one."""
    if ORDINALS.keys().isdisjoint(low):
        return None  # most sentences: no ordinal at all
    for i, w in enumerate(low):
        if w not in ORDINALS or DENIED & set(low[max(0, i - 6):i]):
            continue
        j = i + 1
        if low[j:j + 1] in (["straight"], ["consecutive"]):
            j += 1
        kind = low[j:j + 3]
        if kind not in (DD, TD):
            continue
        is_run = j > i + 1 or low[j + 3:j + 6] == ["in", "a", "row"]
        if not is_run and low[i - 1:i] != ["his"]:
            continue
        return ORDINALS[w], at + i, kind, is_run
    return None


def _player_run(ctx: CheckContext, player: Player | None, start: int, end: int) -> Iterator[Claim]:
    low = ctx.doc.lower[start:end]
    run = _ordinal_run(low, start)
    named = [m.start for m in ctx.mentions.players_in(start, end)]
    if run and named and min(named) > run[1]:
        run = None  # "Bennet recorded his second ... , while Budinger had 10": the name after is another's
    k = run[0] if run and run[3] else _span_games(low)
    if run:
        value, i, kind, is_run = run
        # the span runs to the noun: annotators mark either the ordinal or "double - double"
        off = i - start
        span_end = i + next(j for j in range(len(low) - off) if low[off + j:off + j + 3] == kind) + 3
        item = HistoryItem(i, span_end, player, value=value, need=2 if kind == DD else 3, is_run=is_run)
        yield _claim("run", item, value=Value("word", i, span_end, word=" ".join(ctx.doc.lower[i:span_end])))
    if not k or k < 2:
        return
    yield from _sums(ctx, player, k, low, start)


def _span_games(low: list[str]) -> int | None:
    """How many games "over his last two games" / "a two - game stretch" / "two ... in a row" spans."""
    if "last" not in low and "game" not in low:
        return None  # both phrases need one of these words
    for i, w in enumerate(low):
        if w == "last" and i + 2 < len(low) and low[i + 2] in {"games", "outings", "contests"}:
            n = parse_at(low, i + 1)
            return n.value if n else None
        if low[i + 1:i + 4] == ["-", "game", "stretch"] or low[i + 1:i + 4] == ["-", "game", "span"]:
            n = parse_at(low, i)
            return n.value if n else None
    return None


def _stat_claims(tokens: list[str], lo: int, hi: int) -> list[tuple[Number, str]]:
    """ "54 points and 14 rebounds" after "combined for" / "averaging": (number, stat) pairs."""
    claims = []
    i = lo
    while i < hi:
        n = parse_at(tokens, i)
        if n is None:
            if tokens[i] not in {",", "and"}:
                break
            i += 1
            continue
        stat = STAT_WORDS.get(tokens[n.end].lower()) if n.end < hi else None
        if stat is None:
            break
        claims.append((n, stat))
        i = n.end + 1
    return claims


def _sums(ctx: CheckContext, player: Player | None, k: int, low: list[str], start: int) -> Iterator[Claim]:
    """The sums ("combined for 54 points") and averages ("averaging 27 points") over his last ``k`` games."""
    tokens = ctx.tokens
    for i, w in enumerate(low):
        if w in {"combined", "combining"} and low[i + 1:i + 2] == ["for"]:
            average, at = False, start + i + 2
        elif w == "averaging":
            average, at = True, start + i + 1
        else:
            continue
        claims = _stat_claims(tokens, at, start + len(low))
        if average and claims:
            after = claims[-1][0].end + 1 - start
            if any(low[after + d:after + d + len(t)] == t for t in SEASON_TAIL for d in (0, 1, 2)):
                continue  # "averaging 20 points on the season": the whole season (read as unverifiable)
        for num, stat in claims:
            item = HistoryItem(num.start, num.end, player, num, games=k, stat=stat)
            yield _claim("average" if average else "sum", item,
                         value=Value("number", num.start, num.end, num.value, form=num.form))


def _point_mark(ctx: CheckContext, player: Player | None, start: int, end: int) -> Iterator[Claim]:
    """ "the first time he 's surpassed the 20 - point mark this season"."""
    low = ctx.doc.lower
    for i in range(start, end - 4):
        if low[i] not in MARK_VERBS or low[i + 1] != "the" or NEGATIONS & set(low[max(start, i - 3):i]):
            continue
        n = parse_at(ctx.tokens, i + 2)
        if n is None or low[n.end:n.end + 2] not in (["-", "point"],) or low[n.end + 2] not in {"mark", "plateau", "barrier"}:
            continue
        first = "first" in low[max(start, i - 6):i] and "season" in low[n.end + 3:n.end + 6]
        yield _claim("point mark", HistoryItem(i, i + 1, player, n, first=first), Frame.GAME,
                     value=Value("number", n.start, n.end, n.value, form=n.form))


def _team_season_high(ctx: CheckContext, start: int, end: int) -> Iterator[Claim]:
    """ "a season - high 114 points": a team's score, when 114 is one of this game's."""
    tokens = ctx.tokens
    for i in range(start, end - 2):
        if [t.lower() for t in tokens[i:i + 3]] != ["season", "-", "high"]:
            continue
        n = parse_at(tokens, i + 3) if i + 3 < end else None
        if n is None or tokens[n.end:n.end + 1] != ["points"]:
            continue
        yield _claim("team season high", HistoryItem(i, i + 3, None, n), Frame.SEASON, personal=False,
                     value=Value("number", n.start, n.end, n.value, form=n.form))


def _player_season_high(ctx: CheckContext, player: Player | None, start: int, end: int) -> Iterator[Claim]:
    """ "a new season - high in points": the statistic named within four words after."""
    tokens = ctx.tokens
    low = ctx.doc.lower
    for i in range(start, end - 2):
        if low[i:i + 3] != ["season", "-", "high"]:
            continue
        num = parse_at(tokens, i + 3) if i + 3 < end else None
        stat = next((STAT_WORDS[w] for w in low[i + 3:min(end, i + 7)] if w in STAT_WORDS), None)
        if stat is None or stat == "FG3M":
            continue
        yield _claim("season high", HistoryItem(i, i + 3, player, num, stat=stat), Frame.SEASON)


def _playoff_round(ctx: CheckContext, start: int, end: int) -> Iterator[Claim]:
    """ "a win against the Cavaliers in the first round of the playoffs"."""
    low = ctx.doc.lower
    for i in range(start, end - 4):
        if low[i] not in ROUNDS or low[i + 1:i + 5] != ["round", "of", "the", "playoffs"]:
            continue
        yield _claim("playoff round", HistoryItem(i, i + 5), Frame.GAME, personal=False)


def _back_to_back(ctx: CheckContext, start: int, end: int) -> Iterator[Claim]:
    """ "in the second half of a back - to - back" about this game (no cue of the next one)."""
    low = ctx.doc.lower
    for i in range(start + 4, end - 4):
        if low[i:i + 5] != ["back", "-", "to", "-", "back"]:
            continue
        half = low[i - 4:i - 2]
        if half == ["second", "half"]:
            delta = -1
        elif half == ["first", "half"]:
            delta = 1
        else:
            continue
        item = HistoryItem(i, i + 5, delta=delta)
        day_name = ctx.game.weekday
        if any(t in WEEKDAYS and t != day_name for t in ctx.tokens[start:end]):
            # "play the second half of a back - to - back on Saturday": another game
            yield Claim("history", "back-to-back", None, None, Frame.OTHER_GAME, cue=(i, i + 5),
                        note="another game: a weekday not this game's in the sentence", detail=item)
            continue
        yield _claim("back-to-back", item, Frame.GAME, personal=False)
