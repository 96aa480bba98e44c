"""Reader components ``team_numbers`` and ``rebound_battle``: a team's statistics.

Claims read here (each bound by :mod:`factcheck.reader.team_binding` to the team it is about):

- percentages, "shot 45 percent from the field", "held the Lakers to 38 percent shooting",
  "a 35 percent success rate from the floor", "( 39 percent )", decimals "45.6 percent";
- made-attempted pairs and counts, "shot 7 - 24 from three - point land", "hit 15 three - pointers";
- counts of rebounds, assists, turnovers, steals and blocks: "recording 21 assists to 19
  turnovers", "force the Wizards into 14 turnovers , while committing just 12 of their own",
  "eliciting 15 turnovers from the Hawks", "forced 20 turnovers" (the opponent's);
- the rebounding battle as a pair, "winning that battle , 43 - 24", "out - rebounded them 50 - 40"
  (the larger count first, as a score is written).

Splits ("in the first half"), averages and comparisons ("over 50 percent") are no game totals and
no claims. Numbers a player's stat or shooting claim has taken are left to it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Side
from factcheck.engine.context import CheckContext
from factcheck.text.linking import TeamMention
from factcheck.text.numbers import Number, parse_at

from .registry import reader
from .schema import Claim, Subject, Value
from .shot_words import claim_starts, pair_words_at, paren_close, shot_count_at, shot_type_after, type_at
from .shots import shared_shot_claims
from .stats import stat_claims, stat_numbers
from .team_splits import split_or_average
from .team_phrases import SHOOTING_VERBS, opponent_counts, paren_percent, turned_over, type_before_paren
from .team_binding import OBJECT_VERBS, owner, turnovers_from
from .vocab_shots import (ATTEMPT_VERBS, COLUMNS, COMPARATIVE_BEFORE, FG, GENERIC_NOUNS, NOT_TOTAL_BEFORE,
                          PERCENT_WORDS, TYPE_CUES)
from .words import marks


#: Counting statistics a team is credited with, and their names in comments.
TEAM_COUNTS = {"REB": "rebounds", "OREB": "offensive rebounds", "DREB": "defensive rebounds", "AST": "assists",
               "TO": "turnovers", "STL": "steals", "BLK": "blocks", "PF": "personal fouls"}
#: Words of a sentence about rebounding, and cues before a pair that make it the rebounding battle.
REBOUND_WORDS = {"rebounding", "rebounds", "boards", "glass", "outrebounded", "rebounded", "outrebounding", "rebound",
                 "outrebound", "outrebounds"}
OTHER_STAT_WORDS = {"assist", "assists", "turnover", "turnovers", "points", "steals", "blocks", "percent"}
PERIOD_WORDS = {"quarter", "quarters", "half", "halftime", "period", "frame", "stanza", "overtime", "run",
                "points", "lead", "led", "score", "scored", "scoring", "outscored", "outscoring"}
#: Verbs that compare a percentage with a threshold ("barely cracked 40 percent").
THRESHOLD_VERBS = {"cracked", "surpassed", "eclipsed", "topped", "broke", "exceeded", "passed", "crossed", "hit"}
_OTHER_TYPE_CUES = frozenset(TYPE_CUES - {"field", "floor"})
_COMPARATIVE_OR_THRESHOLD = frozenset(COMPARATIVE_BEFORE | THRESHOLD_VERBS)
_NOT_TOTAL_BEFORE_PAIR = frozenset(NOT_TOTAL_BEFORE | (COMPARATIVE_BEFORE - {"the", "his", "her", "their"}))
_NOT_TOTAL_BEFORE_COUNT = frozenset(NOT_TOTAL_BEFORE | COMPARATIVE_BEFORE
                                    | {"missed", "shot", "allowed", "gave", "conceded", "on"})
_NOT_TOTAL_BEFORE_STAT = frozenset(NOT_TOTAL_BEFORE - {"the", "their"})
DECIMAL = re.compile(r"^\d{1,3}\.\d+$")
_DOT_DIGIT = re.compile(r"\.\d")


@dataclass(frozen=True)
class TeamClaim:
    """``number`` (``value``, possibly a decimal percentage) of statistic ``key`` of team ``side``.

    ``key`` is a box-score column summed over the team's players ("FG3M", "TO") or a shot type's
    percentage ("FG_PCT"); ``mention`` is the team name the claim was bound to, when the clause
    names it as its subject (None for "they", objects and pronouns).
    """

    number: Number
    value: float
    key: str
    side: Side
    mention: TeamMention | None
    sentence: int
    #: A team name the claim shows to be wrong ("force the 76ers into" said by the 76ers' writer).
    wrong: TeamMention | None = None


# ---- reading the claims --------------------------------------------------------------------------
def _percent_at(tokens: list[str], i: int, numbers: dict[int, Number]) -> tuple[Number, float] | None:
    if DECIMAL.match(tokens[i]):
        value = float(tokens[i])
        return Number(i, i + 1, int(value), "digits"), value
    num = numbers.get(i)  # parse_at(tokens, i)
    return (num, float(num.value)) if num is not None else None


#: Verbs before a bare percentage that make it the team's shooting ("shot 41 percent", "held them to 39").
_SHOT_VERBS_BEFORE = {"shot", "shooting", "shoot", "shoots", "to"}
#: Words naming a kind of shot or of percentage: with one of them before, a bare percentage is not the field goals'.
_TYPE_WORDS = {"three", "threes", "3", "free", "throw", "throws", "line", "arc", "deep", "range", "distance", "stripe",
               "charity", "foul", "paint", "two", "2", "rate", "percentage"}


def _type_before(low: list[str], lo: int, at: int) -> str | None:
    """The shot type named last before ``at`` in its sentence ("from long range , where they shot 28 percent")."""
    for k in range(at - 1, lo - 1, -1):
        if low[k] == "from":
            found = type_at(low, k)
            if found is not None:
                return found[0]
    return None


def _generic_with_other_type(low: list[str], lo: int, at: int, type_start: int) -> bool:
    """A generic noun ("shots", "shooting") in a sentence that named another shot type before the
    number ("struggled from the free - throw line , sinking 14 - of - 27 shots"): ambiguous."""
    if low[type_start] not in GENERIC_NOUNS:
        return False
    return not _OTHER_TYPE_CUES.isdisjoint(low[lo:at])


#: Words that may follow a team's bare percentage ("Houston shot 52 percent as a team", "...
#: 49 percent and was out - rebounded", "44 percent to Dallas ' 41 percent").
_BARE_PERCENT_ENDS = {".", ",", ";", "on", "for", "in", "as", "and", "while", "overall", "to", "compared", "but",
                      "with", "against", "versus"}
#: "in the win", "on the night": this game's words after a percentage.
_THIS_GAME_NOUNS = {"win", "loss", "victory", "defeat", "game", "contest", "night", "matchup", "affair"}


def _game_after(low: list[str], j: int) -> bool:
    """True at "in the win", "on the night", "in the game" (this game, no split)."""
    return low[j:j + 1] in (["in"], ["on"], ["for"]) and low[j + 1:j + 2] in (["the"], ["this"]) \
        and low[j + 2:j + 3] != [] and low[j + 2] in _THIS_GAME_NOUNS


def _percent_claims(ctx: CheckContext, low: list[str], i: int, lo: int, hi: int) -> tuple[list[tuple], int] | None:
    tokens = ctx.tokens
    found = _percent_at(tokens, i, ctx.doc.numbers)
    if found is None:
        return None
    num, value = found
    if num.end >= len(low) or low[num.end] not in PERCENT_WORDS:
        return None
    j = num.end + 1
    while j < len(low) and low[j] in {"success", "rate", "rates", "clip", "mark"}:
        j += 1
    if low[j:j + 2] in (["of", "their"], ["of", "its"]):
        j += 2
        if low[j:j + 1] in (["shots"], ["attempts"]) and type_at(low, j + 1) is not None:
            j += 1  # "54 percent of their shots from the field"
    typed = shot_type_after(low, j)
    if typed is None and low[j:j + 1] in (["shots"], ["attempts"]):
        typed = (FG, j, j + 1)
    close = paren_close(low, j) if typed is None else None
    if close is not None:
        typed = shot_type_after(low, close + 1)  # "30 percent ( 3 - for - 10 ) from deep"
    resume = j if typed is not None and close is not None else None  # (the parenthesis is read next)
    if typed is None:
        if low[j:j + 1] and low[j] not in _BARE_PERCENT_ENDS and not _game_after(low, j) \
                or low[j:j + 2] == ["in", "the"] and not _game_after(low, j) \
                or low[j:j + 1] in (["and"], ["to"]) and parse_at(tokens, j + 1) is not None:
            return [], j  # "41 percent and 35 percent from three", "a 25 percent to 22 percent edge from
            # beyond the arc": the type comes after the pair
        if low[j:j + 1] == ["on"] and any(type_at(low, k) is not None for k in range(j + 1, min(len(low), j + 7))):
            return [], j  # "26 percent on 42 shot attempts from beyond the arc": the type comes later
        shot = _type_before(low, lo, num.start)
        if shot is None:
            if not _SHOT_VERBS_BEFORE.isdisjoint(low[max(lo, num.start - 4):num.start]) \
                    and _TYPE_WORDS.isdisjoint(low[lo:num.start]):
                shot = FG  # "Houston shot 52 percent": a team's percentage with no type is its field goals'
            else:
                return [], j
        end = j
    else:
        shot, type_start, end = typed
        if _generic_with_other_type(low, lo, num.start, type_start):
            return [], end  # "nine threes on 28 percent shooting": the threes' percentage
    if low[end:end + 1] == ["and"] and type_at(low, end + 1) is not None \
            or low[num.start - 1:num.start] == ["and"] and parse_at(tokens, num.start - 2) is not None:
        return [], end  # "51 and 58 percent from the field and three - point range": respectively
    before = set(low[max(lo, num.start - 2):num.start])
    if not OBJECT_VERBS.isdisjoint(low[max(lo, num.start - 6):num.start]):
        before.discard("to")  # "held the Lakers to 38 percent"
    if low[num.start - 1:num.start] == ["shoot"]:
        before.discard("to")  # "managed to shoot 37 percent"
    if before & _COMPARATIVE_OR_THRESHOLD or split_or_average(ctx, lo, num.start, end):
        return [], end
    return [(num, value, COLUMNS[shot][2])], end if resume is None else resume


def _pair_claims(ctx: CheckContext, low: list[str], i: int, lo: int) -> tuple[list[tuple], int] | None:
    words = pair_words_at(ctx, i)  # (read by shot_breakdown's claims already)
    if words is None:
        return None
    (made, attempted, joint), _, paren, typed = words
    in_paren = i > lo and low[i - 1] == "(" and typed is None
    if in_paren:
        typed = type_before_paren(low, lo, i - 1)
        if typed is None and i > lo + 1 and low[i - 2] in PERCENT_WORDS and low[attempted.end:attempted.end + 1] == [")"]:
            typed = shot_type_after(low, attempted.end + 1)  # "30 percent ( 3 - for - 10 ) from deep"
        if typed is None:
            return [], attempted.end
        paren = paren_percent(ctx, low, attempted.end)
    elif i > lo and low[i - 1] in {"-", "of", "for", "("}:
        return [], attempted.end
    if typed is None or made.value > attempted.value or joint == "of his":
        return [], attempted.end
    shot, type_start, end = typed
    if low[type_start] == "overall" or not in_paren and SHOOTING_VERBS.isdisjoint(low[max(lo, i - 3):i]) \
            or _generic_with_other_type(low, lo, i, type_start):
        return [], end  # "lost 14 of 17 overall"; a team's line follows "shot", "went", ...
    if low[end:end + 1] == ["to"] and end + 1 < len(low) and low[end + 1] not in {"the", "a"}:
        return [], end  # "went 24 - of - 36 from the field to lead by 14": a stretch
    if low[i - 1:i] and low[i - 1] in _NOT_TOTAL_BEFORE_PAIR \
            or split_or_average(ctx, lo, i, end):
        return [], end
    made_col, att_col, pct_col, _ = COLUMNS[shot]
    out = [(made, float(made.value), made_col), (attempted, float(attempted.value), att_col)]
    if paren is not None:
        out.append((paren, float(paren.value), pct_col))
    return out, end


def _count_claims(ctx: CheckContext, low: list[str], i: int, lo: int) -> tuple[list[tuple], int] | None:
    found = shot_count_at(ctx, low, i)
    if found is None or found[0].form != "digits" and found[0].value < 2:
        return None
    num, shot, attempts, end = found
    before = low[i - 1] if i > lo else ""
    if any(w.startswith("assist") for w in low[max(lo, i - 3):i]):
        return [], end  # "assisted on 16 field goals"
    if before in _NOT_TOTAL_BEFORE_COUNT \
            or split_or_average(ctx, lo, i, end) or low[end:end + 1] in (["to"], ["with"]):
        return [], end
    if before in ATTEMPT_VERBS:
        attempts = True
    made_col, att_col, _, _ = COLUMNS[shot]
    return [(num, float(num.value), att_col if attempts else made_col)], end


def team_claims(ctx: CheckContext) -> list[TeamClaim]:
    """Every confidently bound team claim of the document, in text order."""
    tokens, low, doc = ctx.tokens, ctx.doc.lower, ctx.doc
    taken = {c.number.start for c in stat_claims(ctx)}
    taken |= {n.start for c in shared_shot_claims(ctx) for n in c.numbers}
    raw: list[tuple[Number, float, str]] = []
    # every reader starts with a number followed by the words of a shooting claim (claim_starts)
    # or a decimal percentage: only those tokens are visited, in order, skipping the words a
    # claim already read
    starts = claim_starts(ctx)
    # a decimal token is a piece of the text: a text without ".<digit>" has none (found by one
    # C-level search instead of looking at every percent word)
    decimals = [(k - 1, "percent") for w in PERCENT_WORDS for k in _positions(low, w, len(low))
                if k and DECIMAL.match(tokens[k - 1])] if _DOT_DIGIT.search(doc.text) else []
    if decimals:
        starts = sorted(starts + tuple(decimals))  # (a decimal is no number start: no ties)
    i = 0
    for at, kind in starts:
        if at < i:
            continue
        i = at
        lo, hi = doc.bounds_at[i]
        if kind == "pair":
            found = _pair_claims(ctx, low, i, lo)
        elif kind == "percent":
            found = _percent_claims(ctx, low, i, lo, hi)
        else:
            found = _count_claims(ctx, low, i, lo)
        if found is not None:
            claims, i = found
            if claims:
                raw.extend((*c, None) for c in claims)
    for num, stat, noun_end, *_ in stat_numbers(ctx):
        if stat not in TEAM_COUNTS or num.form == "article" or num.start in taken:
            continue  # (a taken number is dropped below anyway: most are a player's, not read twice)
        lo, _ = doc.bounds_at[num.start]
        before = low[num.start - 1] if num.start > lo else ""
        if before == "with" and low[num.start - 2:num.start - 1] in (["finished"], ["finishing"], ["ended"]):
            before = ""  # "the team ... finishing with 13 turnovers": the team's total
        if before in _NOT_TOTAL_BEFORE_STAT or before in {"off", "on", "with"} \
                or split_or_average(ctx, lo, num.start, noun_end):
            continue
        raw.append((num, float(num.value), stat, turnovers_from(ctx, low, noun_end) if stat == "TO" else None))
    for num, end in turned_over(ctx):
        lo, _ = doc.bounds_at[num.start]
        if not split_or_average(ctx, lo, num.start, end):
            raw.append((num, float(num.value), "TO", None))
    out: list[TeamClaim] = []
    for num, value, key, bound in sorted(raw, key=lambda r: r[0].start):
        if num.start in taken:
            continue
        bound = bound or owner(ctx, num.start, key)
        if bound is not None:
            out.append(TeamClaim(num, value, key, bound.side, bound.mention, doc.sentence_of[num.start],
                                 bound.wrong))
    out.extend(_their_own(ctx, out))
    read = {c.number.start for c in out} | taken
    out.extend(TeamClaim(num, float(num.value), key, side, None, doc.sentence_of[num.start])
               for num, key, side in opponent_counts(ctx, [(c.number, c.key, c.side) for c in out
                                                            if c.key in TEAM_COUNTS])
               if num.start not in read)
    return sorted(out, key=lambda c: c.number.start)


def _positions(low: list[str], word: str, stop: int) -> Iterator[int]:
    """The indices below ``stop`` where ``word`` stands, found with the C-level list.index."""
    k = -1
    while True:
        try:
            k = low.index(word, k + 1, max(stop, 0))
        except ValueError:
            return
        yield k


def _their_own(ctx: CheckContext, claims: list[TeamClaim]) -> Iterator[TeamClaim]:
    """"force the Wizards into 14 turnovers , while committing just 12 of their own": the other side's."""
    tokens, low = ctx.tokens, ctx.doc.lower
    for k in (j - 3 for j in _positions(low, "own", len(tokens)) if j >= 3):
        if low[k + 1:k + 4] not in (["of", "their", "own"], ["of", "its", "own"]):
            continue
        num = parse_at(tokens, k)
        if num is None or num.end != k + 1:
            continue
        s = ctx.doc.sentence_of[k]
        earlier = [c for c in claims if c.sentence == s and c.number.start < k and c.key in TEAM_COUNTS]
        if earlier:
            last = earlier[-1]
            yield TeamClaim(num, float(num.value), last.key, last.side.other, None, s)


# ---- the rebounding battle -------------------------------------------------------------------------
def _battle(window: list[str]) -> bool:
    """"winning that battle ,", "out - rebounded them", "outrebounded the Lakers" just before a pair."""
    for k, w in enumerate(window):
        if _out_rebound(window, k):
            return True
        if w in {"battle", "differential"} and k >= 1 and window[k - 1] in {"that", "the", "this", "rebounding",
                                                                            "rebound"}:
            return True
        if w in {"boards", "glass"} and window[k + 1:k + 2] in ([","], []):
            return True  # "dominated the glass , 50 - 40"
    return False


def _out_rebound(words: list[str], k: int) -> bool:
    """A verb of out-rebounding at ``k``: "outrebounded", "out - rebound"."""
    w = words[k]
    if w in {"outrebounded", "outrebounding", "outrebound", "outrebounds"}:
        return True
    return w in {"rebounded", "rebounding", "rebound"} and k >= 2 and words[k - 2:k] == ["out", "-"]


def _advantage_after(after: list[str]) -> bool:
    """"a 47 - 37 advantage on the boards", "a 63 - 32 rebounding advantage": the battle named after the pair."""
    if after[:1] in (["advantage"], ["edge"]):
        return not {"boards", "glass", "rebounding", "rebounds"}.isdisjoint(after[1:4])
    return after[:2] in (["rebounding", "advantage"], ["rebounding", "edge"], ["rebounding", "battle"],
                         ["rebounding", "margin"])


#: The words :func:`_battle` looks for: a text with none of them states no rebounding battle.
_BATTLE_WORDS = frozenset({"outrebounded", "outrebounding", "outrebound", "outrebounds", "rebounded", "rebounding",
                           "rebound", "battle", "boards", "glass"})


_REBOUND_WORDS, _OTHER_STAT = frozenset(REBOUND_WORDS), frozenset(OTHER_STAT_WORDS)
_PARTS = frozenset({"defensive", "offensive"})


def rebound_pairs(ctx: CheckContext) -> Iterator[tuple[Number, Number]]:
    """The pairs of a sentence about the rebounding battle: "winning that battle , 43 - 24", and
    "outrebounded them 44 to 30" after a verb of out-rebounding."""
    tokens, low, doc = ctx.tokens, ctx.doc.lower, ctx.doc
    if _BATTLE_WORDS.isdisjoint(low):
        return
    pairs = [(a, b, False) for a, b in doc.digit_pairs] + [(a, b, True) for a, b in _to_pairs(ctx)]
    for a, b, written_to in sorted(pairs, key=lambda p: p[0].start):
        lo, hi = doc.bounds_at[a.start]
        if a.start > lo and tokens[a.start - 1] == "(":
            continue
        if not marks(ctx, _REBOUND_WORDS).any_in(lo, hi):  # (the word index: a sentence is not scanned per pair)
            continue
        window = low[max(lo, a.start - 6):a.start]
        wide = low[max(lo, a.start - 8):a.start]  # "out - rebounded by a count of 53 - 38"
        after = low[b.end:b.end + 4]
        verb = next((k for k in range(len(wide) - 1, -1, -1) if _out_rebound(wide, k)), None)
        if written_to and verb is None:
            continue
        if verb is None and not _battle(window) and not _advantage_after(after) or set(window + after) & PERIOD_WORDS:
            continue
        # a verb of out-rebounding right before the pair, or "rebounding advantage" right after it,
        # speaks of rebounds alone: other statistics of the sentence ("shot 57 percent while out -
        # rebounding the Suns 47 - 30") are other clauses
        scope = wide[verb:] + after if verb is not None else after if _advantage_after(after) else None
        if not OTHER_STAT_WORDS.isdisjoint(scope) if scope is not None else marks(ctx, _OTHER_STAT).any_in(lo, hi):
            continue
        if not (15 <= a.value <= 90 and 15 <= b.value <= 90):
            continue
        if marks(ctx, _PARTS).any_in(lo, a.start):
            continue  # "dominated the defensive rebounding , winning that battle , 38 - 23": a part of the total
        yield a, b


def _to_pairs(ctx: CheckContext) -> Iterator[tuple[Number, Number]]:
    """Every "N to M" written in digits ("outrebounded them 44 to 30")."""
    tokens = ctx.tokens
    for k in _positions(ctx.doc.lower, "to", len(tokens) - 1):
        if k and tokens[k - 1].isdecimal() and tokens[k + 1].isdecimal() and tokens[k - 1].isascii() \
                and tokens[k + 1].isascii() and len(tokens[k - 1]) <= 3 and len(tokens[k + 1]) <= 3:
            a, b = parse_at(tokens, k - 1), parse_at(tokens, k + 1)
            if a is not None and b is not None and a.end == k and b.start == k + 1:
                yield a, b


def _kind(key: str) -> str:
    if key.endswith("_PCT"):
        return "percent"
    return "shots" if any(key in cols[:2] for cols in COLUMNS.values()) else "stat"


def team_claim(claim: TeamClaim) -> Claim:
    """A team's claim in the reader's schema (its ``detail`` the :class:`TeamClaim`)."""
    num, m = claim.number, claim.mention
    subject = Subject.of_team(claim.side, m.start, m.end) if m is not None else Subject.of_team(claim.side)
    kind = _kind(claim.key)
    value = Value("percent" if kind == "percent" else "number", num.start, num.end, claim.value, form=num.form)
    return Claim(kind, claim.key, subject, value, detail=claim)


@reader("team_numbers", ["stat", "shots", "percent"],
        "a team's shooting, rebounds, assists, turnovers, steals, blocks, fouls")
def read_team_numbers(ctx: CheckContext) -> Iterator[Claim]:
    return map(team_claim, team_claims(ctx))


#: Verbs of the battle itself, and whether they say the subject won it.
BATTLE_VERBS = {"won": True, "winning": True, "win": True, "wins": True, "dominated": True, "dominating": True,
                "lost": False, "losing": False, "lose": False, "loses": False}


def battle_verb(ctx: CheckContext, a: Number) -> tuple[int, bool, Side] | None:
    """"as they won that battle , 58 - 38": the verb, whether it says won, and the team it is said of
    (a team named as the subject of the clause, or the team its "they" refers to)."""
    low = ctx.doc.lower
    lo, _ = ctx.doc.bounds_at[a.start]
    k = next((j for j in range(a.start - 1, max(lo, a.start - 7) - 1, -1) if low[j] in BATTLE_VERBS), None)
    if k is None or "battle" not in low[k:a.start]:
        return None
    teams = [m for m in ctx.mentions.teams_in(lo, k) if m.side is not None]
    for r in ctx.mentions.references:
        if lo <= r.start < k and r.kind == "team" and k - r.end <= 2:
            if r.side is not None:
                return k, BATTLE_VERBS[low[k]], r.side
            if teams and len({m.side for m in teams}) == 1:
                return k, BATTLE_VERBS[low[k]], teams[-1].side  # "... for the Heat , as they lost that battle"
            return None
    near = [m for m in teams if m.start >= k - 3]
    return (k, BATTLE_VERBS[low[k]], near[-1].side) if near else None


@reader("rebound_battle", ["stat", "comparison"], "the rebounding battle as a pair: 'winning that battle , 43 - 24', "
                                                   "and who won it")
def read_rebound_battle(ctx: CheckContext) -> Iterator[Claim]:
    for a, b in rebound_pairs(ctx):
        yield Claim("stat", "REB", Subject.of_group("both teams"),
                    Value("pair", a.start, b.end, a.value, b.value, form=a.form), detail=(a, b))
        verb = battle_verb(ctx, a)
        if verb is not None:
            k, won, side = verb
            yield Claim("comparison", "REB", Subject.of_team(side), Value("word", k, k + 1, word=ctx.tokens[k]),
                        detail=(k, won, side, a, b))
