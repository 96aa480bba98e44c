"""Reader component ``history``: claims about earlier games of the season.

- A player's run: "his second double - double in a row" (:class:`~factcheck.claims.DoubleRun`: the
  ordinal and the kind; "his fifth double - double of the season" is no run, but still says this
  game was one), and sums or averages over his last games: "he 's combined for 54 points and 14
  rebounds over his last two games" (:class:`~factcheck.claims.StatOverGames`, one per number).
- Season highs: "a season - high 114 points" (:class:`~factcheck.claims.TeamSeasonHigh`: the team
  is the one whose score the number is, decided against the box score) and "a new season - high in
  points" (:class:`~factcheck.claims.PlayerSeasonHigh`); "the first time he 's surpassed the 20 -
  point mark this season" (:class:`~factcheck.claims.PointMark`).
- The schedule: "in the first round of the playoffs" (:class:`~factcheck.claims.PlayoffRound`), "in
  the second half of a back - to - back" (:class:`~factcheck.claims.BackToBack`; another weekday in
  the sentence makes it another game's).

The player is the one named in the sentence (the subject has the name's span then), or the only
player named in the sentences before ("It was his ...", "He 's combined ..."); with several
candidates the claim is read with ``subject=None`` and a note.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Stat
from factcheck.claims import (GAME, BackToBack, Claim, DoubleRun, Frame, PlayerSeasonHigh, PlayoffRound, PointMark,
                              StatOverGames, Subject, TeamSeasonHigh)
from factcheck.engine.context import CheckContext
from factcheck.lexicon.statistics import statistics
from factcheck.text.numbers import ORDINALS as _ALL_ORDINALS, Number, parse_at
from factcheck import lexicon

from .frames import future_clause
from .league_text import WEEKDAYS
from .registry import reader
from .vocab import PLURAL_NOUNS, POINT_NOUNS, stat_words_at
from .words import positions

#: Ordinals of a run ("his third double - double in a row"): a run of one is no run.
ORDINALS = {w: n for w, n in _ALL_ORDINALS.items() if n >= 2}
#: The statistics a season high is told in: not a count of shots ("a season - high six threes"),
#: nor minutes ("committing a season - high eight over 31 minutes": the minutes of another figure).
SEASON_HIGH_STATS = frozenset(Stat(c) for c in statistics()) - {Stat.MIN}
HIS = lexicon.words("history_his")
#: Words of every claim of this module (a fast exit for the other sentences).
TRIGGERS = lexicon.words("history_triggers")
#: Words before an ordinal run that deny it: "missed his second straight double - double", "came
#: within a rebound of his second double - double".
DENIED = lexicon.words("denied")
SEASON_TAIL = tuple(list(p) for p in lexicon.phrase_list("season_tail"))
DD = ["double", "-", "double"]
TD = ["triple", "-", "double"]
MARK_VERBS = lexicon.words("mark_verbs")
NEGATIONS = (lexicon.words("negations") | lexicon.words("history_negations"))
ROUNDS = lexicon.words("rounds")


_CLASSES = [DoubleRun, StatOverGames, TeamSeasonHigh, PlayerSeasonHigh, PointMark, PlayoffRound, BackToBack]
#: Why a player's claim is not read as anyone's.
UNBOUND = "ambiguous binding: no one player is named in the sentence or the ones before"


@reader("history", _CLASSES, "earlier games: a player's run of double-doubles and sums over his last games, "
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


def _bound(player: Subject | None) -> dict:
    """A player's claim: about the player, or read with a note when no one player is bound."""
    return {"subject": player} if player is not None else {"note": UNBOUND}


def _player(ctx: CheckContext, sent: int) -> Subject | None:
    """The only player named in this sentence (with the first mention's span), else the only one
    named in the sentences before, through sentences that go on about "him" ("It was his ...",
    "He 's combined ...")."""
    for s in range(sent, max(-1, sent - 3), -1):
        a, b = ctx.doc.sentence_bounds(s)
        mentions = ctx.mentions.players_in(a, b)
        found = {m.player.name: m for m in reversed(mentions) if m.player is not None}
        # a name of no player ("Donte Montijunas , who ... scored a season - high 19") is somebody too
        ambiguous = any(m.player is None for m in mentions) or any(a <= u.start < b for u in ctx.mentions.unknown)
        if len(found) == 1 and not ambiguous:
            m = next(iter(found.values()))
            if s < sent:
                return Subject.of_player(m.player)  # "his", "He": not named in this sentence
            return Subject.of_player(m.player, m.start, m.end, m.kind)
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


def _player_run(ctx: CheckContext, player: Subject | None, start: int, end: int) -> Iterator[Claim]:
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
        yield DoubleRun(frame=Frame.SPAN, cue=(i, span_end), ordinal=value, doubles=2 if kind == DD else 3,
                        is_run=is_run, start_at=i, end_at=span_end, words=" ".join(ctx.doc.lower[i:span_end]),
                        **_bound(player))
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


def _stat_claims(tokens: list[str], low: list[str], lo: int, hi: int) -> list[tuple[Number, Stat]]:
    """ "54 points and 14 rebounds" after "combined for" / "averaging": (number, stat) pairs
    (``low``: the lower-case tokens)."""
    claims = []
    i = lo
    while i < hi:
        n = parse_at(tokens, i)
        if n is None:
            if tokens[i] not in {",", "and"}:
                break
            i += 1
            continue
        found = stat_words_at(low, n.end) if n.end < hi else None
        if found is None or found[1] > hi:
            break
        claims.append((n, Stat(found[0])))
        i = found[1]
    return claims


def _sums(ctx: CheckContext, player: Subject | None, k: int, low: list[str], start: int) -> Iterator[Claim]:
    """The sums ("combined for 54 points") and averages ("averaging 27 points") over his last ``k`` games."""
    tokens = ctx.tokens
    for i, w in enumerate(low):
        if w in {"combined", "combining"} and low[i + 1:i + 2] == ["for"]:
            average, at = False, start + i + 2
        elif w == "averaging":
            average, at = True, start + i + 1
        else:
            continue
        claims = _stat_claims(tokens, ctx.doc.lower, at, start + len(low))
        if average and claims:
            after = claims[-1][0].end + 1 - start
            if any(low[after + d:after + d + len(t)] == t for t in SEASON_TAIL for d in (0, 1, 2)):
                continue  # "averaging 20 points on the season": the whole season (read as unverifiable)
        for num, stat in claims:
            yield StatOverGames(frame=Frame.SPAN, cue=(num.start, num.end), number=num, stat=stat, games=k,
                                average=average, **_bound(player))


def _point_mark(ctx: CheckContext, player: Subject | None, start: int, end: int) -> Iterator[Claim]:
    """ "the first time he 's surpassed the 20 - point mark this season"."""
    low = ctx.doc.lower
    for i in range(start, end - 4):
        if low[i] not in MARK_VERBS or low[i + 1] != "the" or NEGATIONS & set(low[max(start, i - 3):i]):
            continue
        n = parse_at(ctx.tokens, i + 2)
        if n is None or low[n.end:n.end + 2] not in (["-", "point"],) or low[n.end + 2] not in {"mark", "plateau", "barrier"}:
            continue
        first = "first" in low[max(start, i - 6):i] and "season" in low[n.end + 3:n.end + 6]
        yield PointMark(frame=Frame.GAME, cue=(i, i + 1), number=n, at=i, first=first, **_bound(player))


def _team_season_high(ctx: CheckContext, start: int, end: int) -> Iterator[Claim]:
    """ "a season - high 114 points": a team's score, when 114 is one of this game's."""
    tokens = ctx.tokens
    for i in range(start, end - 2):
        if [t.lower() for t in tokens[i:i + 3]] != ["season", "-", "high"]:
            continue
        n = parse_at(tokens, i + 3) if i + 3 < end else None
        if n is None or n.end >= len(tokens) or ctx.doc.lower[n.end] not in POINT_NOUNS:
            continue
        yield TeamSeasonHigh(subject=GAME, frame=Frame.SEASON, cue=(i, i + 3), number=n, at=i)


def _player_season_high(ctx: CheckContext, player: Subject | None, start: int, end: int) -> Iterator[Claim]:
    """ "a new season - high in points": the statistic named within four words after."""
    tokens = ctx.tokens
    low = ctx.doc.lower
    for i in range(start, end - 2):
        if low[i:i + 3] != ["season", "-", "high"]:
            continue
        num = parse_at(tokens, i + 3) if i + 3 < end else None
        stat = next((Stat(found[0]) for k in range(i + 3, min(end, i + 7))
                     if (found := stat_words_at(low, k, PLURAL_NOUNS)) and found[1] <= end), None)
        if stat not in SEASON_HIGH_STATS:
            continue
        yield PlayerSeasonHigh(frame=Frame.SEASON, cue=(i, i + 3), stat=stat, at=i, number=num, **_bound(player))


_OF_THE_PLAYOFFS = list(lexicon.phrase_list("round_of_the_playoffs")[0])


def _playoff_round(ctx: CheckContext, start: int, end: int) -> Iterator[Claim]:
    """ "a win against the Cavaliers in the first round of the playoffs"."""
    low = ctx.doc.lower
    for i in range(start, end - 4):
        if low[i] not in ROUNDS or low[i + 1:i + 5] != _OF_THE_PLAYOFFS:
            continue
        yield PlayoffRound(subject=GAME, frame=Frame.GAME, cue=(i, i + 5), at=i)


_HALVES = [list(p) for p in lexicon.phrase_list("back_to_back_halves")]


def _back_to_back(ctx: CheckContext, start: int, end: int) -> Iterator[Claim]:
    """ "in the second half of a back - to - back" about this game (no cue of the next one)."""
    low = ctx.doc.lower
    for i in range(start + 4, end - 4):
        if low[i:i + 5] != ["back", "-", "to", "-", "back"]:
            continue
        half = low[i - 4:i - 2]
        if half not in _HALVES:
            continue
        day_after = half[0] == "first"
        day_name = ctx.game.weekday
        if any(t in WEEKDAYS and t != day_name for t in ctx.tokens[start:end]):
            # "play the second half of a back - to - back on Saturday": another game
            yield BackToBack(frame=Frame.OTHER_GAME, cue=(i, i + 5), at=i, day_after=day_after,
                             note="another game: a weekday not this game's in the sentence")
            continue
        yield BackToBack(subject=GAME, frame=Frame.GAME, cue=(i, i + 5), at=i, day_after=day_after)
