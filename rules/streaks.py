"""Streaks and recent form against the league's results: "won four of their last five", "their
third straight loss", "lost two in a row", "snapped a five - game skid", "six road wins in 17 tries".

"have now won ..." counts this game; "came into this game winners of ...", "checked in ... having
won ..." count the games before it. A wrong count is a NUMBER error over the number (corrected);
a run in the wrong direction ("lost two in a row" after a win) is a WORD error over the claim.
The team is the clause's subject (its first team name, or "They" of the sentence before).
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore.league import League, TeamGame
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.numbers import ORDINALS, Number, is_digits, ordinal_digits, ordinal_word, parse_at

from factcheck.reader.league_text import WEEKDAYS, TeamRef, clauses, game_team, is_object, subject_team, team_refs
from factcheck.reader.words import render
from .registry import rule

WIN_WORDS = {"won", "win", "wins", "winning", "winners", "victory", "victories"}
LOSS_WORDS = {"lost", "lose", "loses", "losing", "losers", "loss", "losses", "defeat", "defeats", "dropped", "skid"}
#: Cues that a count is of the games before this one.
BEFORE_CUES = ("came into", "came in", "coming into", "coming in", "checked in", "entering", "heading into", "headed into",
               "going into", "went into")
#: Ordinals of a run ("third straight win"): a run of one is no run.
RUN_ORDINALS = {w: n for w, n in ORDINALS.items() if n >= 2}
RUN_WORDS = {"straight", "consecutive"}
WEEKDAYS_LOW = {d.lower() for d in WEEKDAYS}
MAX_RUN = 30
#: A clause without one of these words makes no claim of this module (a fast exit).
RUN_CUES = {"straight", "consecutive", "row", "streak", "skid", "last", "past", "previous", "wins", "losses",
            "victories", "snapped", "snap", "snaps", "ended", "broke"}


@rule("streaks", "streaks and recent form: 'won four of their last five', 'third straight loss' (schedule)", needs="E")
def check_streaks(ctx: CheckContext) -> Iterator[Error]:
    league = ctx.league
    if league is None or not league.has_schedule:
        return
    tokens = ctx.tokens
    low = ctx.doc.lower
    if not (RUN_CUES & set(low)):
        return
    refs = team_refs(ctx)
    for sent in range(len(ctx.doc.sentence_starts)):
        for a, b in clauses(ctx, sent):
            if not (RUN_CUES & set(low[a:b])):
                continue
            in_clause = [r for r in refs if a <= r.start < b]
            team, subj = subject_team(ctx, in_clause, a, b)
            if team is None or (subj is not None and _record_of_other(ctx, team, subj.end)):
                continue
            named = {t for r in in_clause for t in r.teams} & {t.name for t in ctx.game.teams}
            seen: set[int] = set()
            cues = _cue_positions(low, a, b)
            for i in range(a, b):
                if low[i] not in CANDIDATES and parse_at(tokens, i) is None:
                    continue
                if _not_a_current_run(low, a, i, b):
                    for e in _venue_record(ctx, league, team, low, i, b):
                        if e.start not in seen:
                            seen.add(e.start)
                            yield e
                    continue
                who = _claim_team(ctx, in_clause, team, subj, i)
                inclusive = _counts_this_game(low, a, i, cues)
                if who is None or (not inclusive and _other_game_named(ctx, low, i, b)):
                    continue
                errors = _claims_at(ctx, league, who, inclusive, low, i, b)
                # a claim true of the other team named in the clause is about that team
                # ("beat the Cavaliers , who have now lost two in a row")
                if errors and any(not _claims_at(ctx, league, o, inclusive, low, i, b) for o in named - {who}):
                    continue
                for e in errors:
                    if e.start not in seen:
                        seen.add(e.start)
                        yield e


def _claim_team(ctx: CheckContext, refs: list[TeamRef], team: str, subj: TeamRef | None, i: int) -> str | None:
    """The team a claim at ``i`` is about: the last team named before it as a subject ("the Hornets
    had won 13 of their last 15", "sent the Spurs to their second straight loss"), else the clause's
    subject when it is a pronoun's; None when the only names come after the claim."""
    before = [r for r in refs if r.end <= i and not is_object(ctx.tokens, r)]
    if before:
        ref = before[-1]
        who = game_team(ctx, ref)
        return None if who is None or _record_of_other(ctx, who, ref.end) else who
    return team if subj is None else None


def _other_game_named(ctx: CheckContext, low: list[str], i: int, hi: int) -> bool:
    """ "had lost three in a row headed into their matchup in Toronto on Monday": another game's day."""
    day = ctx.game.date.strftime("%A").lower()
    return any(low[j] in WEEKDAYS_LOW and low[j] != day and low[j - 1] == "on" for j in range(i + 1, min(hi, i + 12)))


def _claims_at(ctx: CheckContext, league: League, team: str, inclusive: bool, low: list[str], i: int, hi: int) -> list[Error]:
    """Every error of the claims starting at token ``i`` about ``team``."""
    out: list[Error] = []
    for err in (_of_last(ctx, league, team, inclusive, low, i, hi), _run(ctx, league, team, inclusive, low, i, hi),
                _snapped(ctx, league, team, low, i, hi), _wins_in(ctx, league, team, inclusive, low, i, hi),
                _nth_of_last(ctx, league, team, low, i, hi)):
        out.extend(err or ())
    return out


#: Words before a count that make it a run other than the current one: an earlier run ("began the
#: season with", "prior to", "after a five - game skid"), one that did not happen ("avoided their
#: fourth straight loss"), or one against one opponent only ("seventh straight win over the Lakers").
PAST_RUN = {"began", "begun", "earlier", "prior", "after", "following", "avoided", "avoid", "avoiding", "avert",
            "averted", "once", "previously", "since"}
#: After a count: a run that is over or did not happen ("already this season", "would have been").
HYPOTHETICAL = {"already", "would", "could", "might", "earlier"}
HEAD_TO_HEAD = {"over", "against", "versus", "vs", "vs.", "series"}
VENUE_WORDS = {"road", "home", "away"}


def _not_a_current_run(low: list[str], lo: int, i: int, hi: int) -> bool:
    """True when the count at ``i`` is of an earlier, hypothetical, head-to-head or home/road run."""
    if PAST_RUN & set(low[max(lo, i - 6):i]) or low[max(lo, i - 4):i][-2:] == ["went", "on"]:
        return True
    tail = low[i + 1:min(hi, i + 9)]
    stop = next((k for k, w in enumerate(tail) if w in {",", "as", "and", "while", "."}), len(tail))
    tail = tail[:stop]
    if HYPOTHETICAL & set(tail):
        return True
    return bool(HEAD_TO_HEAD & set(tail) or VENUE_WORDS & set(tail) or VENUE_WORDS & set(low[max(lo, i - 2):i]))


def _cue_positions(low: list[str], lo: int, hi: int) -> dict[int, bool]:
    """Positions of the clause's cues: True for "now"/"have" (this game counts), False for "had",
    "came into", "checked in" ... (the games before it)."""
    cues: dict[int, bool] = {}
    for j in range(lo, hi):
        if low[j] in NOW_CUES:
            cues[j] = True
        elif low[j] in {"had", "'d"} or any(low[j:j + len(c)] == c for c in _BEFORE_CUES):
            cues[j] = False
    return cues


def _counts_this_game(low: list[str], lo: int, i: int, cues: dict[int, bool]) -> bool:
    """Whether a count at ``i`` includes this game: the nearest cue before it decides.

    "have now won ..." counts it; "came into this game winners of ...", "checked in ... having
    won ..." do not; with no cue before, a cue of the games before just after it decides
    ("... eight straight headed into this game"); otherwise the count is as of now.
    """
    before = [j for j in cues if j <= i and (low[j] not in {"had", "'d"} or i - j <= 8)]
    if before:
        return cues[max(before)]
    return not any(not v and i < j <= i + 8 and low[j] != "had" for j, v in cues.items())


_BEFORE_CUES = [cue.split() for cue in BEFORE_CUES]


def _candidates() -> set[str]:
    return set(RUN_ORDINALS) | ENDED | {f"{n}{suffix}" for n in range(11, 83) for suffix in ("st", "nd", "rd", "th")}


def _record_of_other(ctx: CheckContext, team: str, i: int) -> bool:
    """True when the subject's name is followed by the other team's record: the name is wrong."""
    tokens = ctx.tokens
    if tokens[i:i + 1] != ["("] or tokens[i + 2:i + 3] != ["-"]:
        return False
    w, l = parse_at(tokens, i + 1), parse_at(tokens, i + 3)
    if w is None or l is None:
        return False
    for t in ctx.game.teams:
        if t.record == (w.value, l.value):
            return t.name != team
    return False


def _games(league: League, team: str, ctx: CheckContext, n: int, inclusive: bool) -> list[TeamGame]:
    return league.previous_games(team, ctx.game.date, n, inclusive=inclusive)


def _direction(low: list[str], i: int, lo: int) -> tuple[bool, int] | None:
    """(claims wins, index of the word) for the nearest win/loss word at or before ``i``."""
    for j in range(i, max(lo, i - 4) - 1, -1):
        if low[j] in WIN_WORDS:
            return True, j
        if low[j] in LOSS_WORDS:
            return False, j
    return None


def _when(inclusive: bool) -> str:
    return "up to and including this game" if inclusive else "before this game"


def _of_last(ctx, league, team, inclusive, low, i, hi) -> list[Error]:
    """ "won N of their last M (games)"."""
    if low[i + 1:i + 2] != ["of"] or low[i + 2:i + 3] not in (["their"], ["its"], ["the"]) or low[i + 3:i + 4] != ["last"]:
        return []
    n, m = parse_at(ctx.tokens, i), parse_at(ctx.tokens, i + 4) if i + 4 < hi else None
    d = _direction(low, i - 1, i - 8)
    if n is None or m is None or d is None or not 1 < m.value <= 20:
        return []
    claims_wins, at = d
    games = _games(league, team, ctx, m.value, inclusive)
    wins = sum(1 for g in games if g.won)
    actual = wins if claims_wins else len(games) - wins
    errors = []
    fact = f"the {team} went {wins} - {len(games) - wins} in their last {len(games)} games {_when(inclusive)}"
    if len(games) < m.value:
        errors.append(Error(m.start, m.end, Category.NUMBER, render(m, len(games), ctx.tokenized),
                            f"the {team} had played only {len(games)} games {_when(inclusive)}", "streaks"))
    if n.value != actual:
        other = len(games) - actual
        if n.value == other and low[at] in {"won", "lost"}:
            errors.append(Error(at, at + 1, Category.WORD, "lost" if claims_wins else "won", fact, "streaks"))
        else:
            errors.append(Error(n.start, n.end, Category.NUMBER, render(n, actual, ctx.tokenized), fact, "streaks"))
    return errors


def _wins_in(ctx, league, team, inclusive, low, i, hi) -> list[Error]:
    """ "N wins in their previous / last M games"."""
    if low[i + 1:i + 2] not in (["wins"], ["losses"], ["victories"]) or low[i + 2:i + 3] != ["in"]:
        return []
    j = i + 3 + (low[i + 3:i + 4] in (["their"], ["its"], ["the"]))
    if low[j:j + 1] not in (["last"], ["previous"], ["past"]):
        return []
    n, m = parse_at(ctx.tokens, i), parse_at(ctx.tokens, j + 1) if j + 1 < hi else None
    if n is None or m is None or not 1 < m.value <= 20:
        return []
    games = _games(league, team, ctx, m.value, inclusive)
    wins = sum(1 for g in games if g.won)
    actual = wins if low[i + 1] != "losses" else len(games) - wins
    if n.value == actual or len(games) < m.value:
        return []
    fact = f"the {team} went {wins} - {len(games) - wins} in their last {len(games)} games {_when(inclusive)}"
    return [Error(n.start, n.end, Category.NUMBER, render(n, actual, ctx.tokenized), fact, "streaks")]


def _streak_fact(team: str, streak: tuple[bool, int] | None, inclusive: bool) -> str:
    if streak is None:
        return f"the {team} had no games {_when(inclusive)}"
    return f"the {team} had {'won' if streak[0] else 'lost'} {streak[1]} in a row {_when(inclusive)}"


def _run(ctx, league, team, inclusive, low, i, hi) -> list[Error]:
    """ "won N straight", "lost N in a row", "N - straight games", "Nth straight win", "N - game winning streak"."""
    tokens = ctx.tokens
    num: Number | None = None
    claims_wins: bool | None = None
    start = None
    if low[i] in RUN_ORDINALS and low[i + 1:i + 2] and low[i + 1] in RUN_WORDS and i + 2 < hi:
        noun = low[i + 2]
        if noun in WIN_WORDS or noun in LOSS_WORDS:
            claims_wins, value = noun in WIN_WORDS, RUN_ORDINALS[low[i]]
            return _compare_run(ctx, league, team, inclusive, claims_wins, value, (i, i + 1), "ordinal", i)
        return []
    n = parse_at(tokens, i)
    if n is None:
        return []
    j = n.end
    kind = _streak_kind(low, j, hi)
    if kind is not None:
        if set(low[max(0, i - 4):i]) & ENDED or low[i - 1] in {"'", "'s"}:
            return []  # a run that ended (_snapped), or another team's ("the Nuggets ' three - game ...")
        num, (claims_wins, start) = n, kind
    elif low[j:j + 1] and (low[j] in RUN_WORDS or low[j:j + 2] == ["-", "straight"] or low[j:j + 3] == ["in", "a", "row"]):
        noun = low[j + 1] if j + 1 < hi and low[j] in RUN_WORDS else ""
        # "two consecutive losses": the noun after says which way; else the verb before ("won two straight")
        d = (noun in WIN_WORDS, j + 1) if noun in WIN_WORDS or noun in LOSS_WORDS else _direction(low, i - 1, i - 4)
        if d is None:
            return []
        num, (claims_wins, start) = n, d
    if num is None or num.value < 2 or num.value > MAX_RUN:
        return []
    return _compare_run(ctx, league, team, inclusive, claims_wins, num.value, (num.start, num.end), num, start)


NOW_CUES = {"now", "have", "has", "'ve"}
NEGATIONS = {"n't", "not", "never", "without"}
#: Words of a run to come: "will look for their third straight win" (the run so far plus this one).
FUTURE = {"will", "'ll", "look", "looks", "looking", "seek", "seeks", "seeking", "try", "trying", "bid", "hope",
          "hoping", "aim", "aiming", "would", "could", "go", "going", "shoot", "shooting"}
ENDED = {"snapped", "snap", "snaps", "ended", "end", "ends", "broke", "break", "halted", "stopped", "snapping", "ending",
         "cracked", "capped"}


def _streak_kind(low: list[str], j: int, hi: int) -> tuple[bool, int] | None:
    """After a number: "- game winning streak", "- game skid", "- game losing streak" -> (wins, word)."""
    if low[j:j + 2] != ["-", "game"]:
        return None
    words = low[j + 2:min(hi, j + 4)]
    if not words or not ({"streak", "skid"} & set(words)):
        return None
    if words[0] in {"winning", "win"}:
        return True, j + 2
    if words[0] in {"losing", "skid"}:
        return False, j + 2
    return None


def _compare_run(ctx, league, team, inclusive, claims_wins, value, span, num, verb_at) -> list[Error]:
    streak = league.streak(team, ctx.game.date, inclusive=inclusive)
    if streak is None:
        return []
    fact = _streak_fact(team, streak, inclusive)
    won, length = streak
    s0 = ctx.doc.bounds_at[span[0]][0]
    low = ctx.doc.lower[max(s0, span[0] - 8):span[0]]
    if isinstance(num, Number) and (FUTURE | NEGATIONS) & set(low):
        return []  # "would need to win four straight", "has n't lost three straight all season"
    if not isinstance(num, Number) and FUTURE & set(low):
        # "will look for their third straight win": one more than the run so far
        if not inclusive or won != claims_wins or length + 1 == value:
            return []
        correction = render(num, length + 1, ctx.tokenized) if isinstance(num, Number) else \
            ordinal_word(length + 1)
        return [Error(span[0], span[1], Category.NUMBER, correction, fact + ", so the next would be "
                      f"{length + 1} in a row", "streaks")]
    if inclusive and not NOW_CUES & set(low) and (won, length) != (claims_wins, value):
        # "capped / ended their two - game losing streak": the run up to this game, ended by it
        before = league.streak(team, ctx.game.date, inclusive=False)
        if before == (claims_wins, value) and won != claims_wins:
            return []
    if won == claims_wins:
        if length == value:
            return []
        if isinstance(num, Number):
            correction = render(num, length, ctx.tokenized)
        else:
            correction = ordinal_word(length)
        return [Error(span[0], span[1], Category.NUMBER, correction, fact, "streaks")]
    lo, hi = min(verb_at, span[0]), max(verb_at + 1, span[1])
    return [Error(lo, hi, Category.WORD, "", fact, "streaks")]


def _ordinal_at(low: list[str], i: int) -> int | None:
    """ "third" -> 3, "17th" -> 17."""
    w = low[i]
    if w in RUN_ORDINALS:
        return RUN_ORDINALS[w]
    if len(w) > 2 and is_digits(w[:-2]) and w[-2:] in {"st", "nd", "rd", "th"}:
        return int(w[:-2])
    return None


def _nth_of_last(ctx, league, team, low, i, hi) -> list[Error]:
    """ "this marks their 10th win in their last 12 games": this game is the Nth win of the last M."""
    n = _ordinal_at(low, i)
    if n is None or low[i + 1:i + 2] not in (["win"], ["victory"], ["loss"], ["defeat"]) or low[i + 2:i + 3] != ["in"]:
        return []
    j = i + 3 + (low[i + 3:i + 4] in (["their"], ["its"], ["the"]))
    m = parse_at(ctx.tokens, j + 1) if low[j:j + 1] in (["last"], ["past"]) and j + 1 < hi else None
    if m is None or not 1 < m.value <= 30:
        return []
    claims_wins = low[i + 1] in {"win", "victory"}
    if n > m.value:
        return [Error(i, i + 1, Category.NUMBER, "", f"{n} is more than the {m.value} games it is counted in", "streaks")]
    games = _games(league, team, ctx, m.value, True)
    if len(games) < m.value or not games or games[-1].won is not claims_wins:
        return []
    wins = sum(1 for g in games if g.won)
    actual = wins if claims_wins else len(games) - wins
    if n == actual:
        return []
    fact = f"the {team} went {wins} - {len(games) - wins} in their last {len(games)} games {_when(True)}"
    correction = ordinal_digits(actual) if low[i][0].isdigit() else ordinal_word(actual)
    return [Error(i, i + 1, Category.NUMBER, correction, fact, "streaks")]


def _snapped(ctx, league, team, low, i, hi) -> list[Error]:
    """ "snapped a N - game losing streak / skid": a run before this game, ended by it."""
    if low[i] not in {"snapped", "snap", "ended", "broke", "snaps", "ends"} or low[i + 1:i + 2] != ["a"]:
        return []
    n = parse_at(ctx.tokens, i + 2) if i + 2 < hi else None
    if n is None or low[n.end:n.end + 2] != ["-", "game"]:
        return []
    rest = low[n.end + 2:n.end + 4]
    if "skid" in rest or "losing" in rest:
        claims_wins = False
    elif "winning" in rest:
        claims_wins = True
    else:
        return []
    hoped = low[i - 2:i] in (["looking", "to"], ["trying", "to"], ["hoping", "to"], ["aiming", "to"], ["try", "to"])
    s0 = ctx.doc.bounds_at[i][0]
    if hoped and {"will", "'ll"} & set(low[max(s0, i - 6):i]):
        # "will be looking to snap a three - game skid": the run as it stands after this game
        now = league.streak(team, ctx.game.date, inclusive=True)
        if now is None or now[0] != claims_wins or now[1] == n.value:
            return []
        return [Error(n.start, n.end, Category.NUMBER, render(n, now[1], ctx.tokenized),
                      _streak_fact(team, now, True), "streaks")]
    before = league.streak(team, ctx.game.date, inclusive=False)
    this = league.game_on(team, ctx.game.date)
    if before is None or this is None or this.won is None:
        return []
    fact = _streak_fact(team, before, False)
    if before[0] != claims_wins or (this.won == claims_wins and not hoped):
        return [Error(i, i + 1, Category.WORD, "", fact + f", and {'won' if this.won else 'lost'} this game", "streaks")]
    if before[1] != n.value:
        return [Error(n.start, n.end, Category.NUMBER, render(n, before[1], ctx.tokenized), fact, "streaks")]
    return []


def _venue_record(ctx, league, team, low, i, hi) -> list[Error]:
    """ "N road wins in M games / tries": the road (or home) record before this game."""
    if low[i + 1:i + 3] not in (["road", "wins"], ["home", "wins"], ["road", "victories"], ["home", "victories"]):
        return []
    if low[i + 3:i + 4] != ["in"]:
        return []
    n, m = parse_at(ctx.tokens, i), parse_at(ctx.tokens, i + 4)
    if n is None or m is None:
        return []
    home = low[i + 1] == "home"
    games = [g for g in league.previous_games(team, ctx.game.date, 200, inclusive=False) if g.home == home and not g.playoffs]
    wins = sum(1 for g in games if g.won)
    fact = f"the {team} were {wins} - {len(games) - wins} {'at home' if home else 'on the road'} before this game"
    errors = []
    if n.value != wins:
        errors.append(Error(n.start, n.end, Category.NUMBER, render(n, wins, ctx.tokenized), fact, "streaks"))
    if m.value != len(games):
        errors.append(Error(m.start, m.end, Category.NUMBER, render(m, len(games), ctx.tokenized), fact, "streaks"))
    return errors


#: Tokens that can start a claim besides numbers: ordinals ("third straight") and "snapped".
CANDIDATES = _candidates()
