"""Reader component ``team_numbers``: a team's statistics.

Claims read here (each bound by :mod:`factcheck.reader.team_binding` to the team it is about):

- percentages, "shot 45 percent from the field", "held the Lakers to 38 percent shooting",
  "a 35 percent success rate from the floor", "( 39 percent )", decimals "45.6 percent";
- made-attempted pairs and counts, "shot 7 - 24 from three - point land", "hit 15 three - pointers";
- counts of rebounds, assists, turnovers, steals and blocks: "recording 21 assists to 19
  turnovers", "force the Wizards into 14 turnovers , while committing just 12 of their own",
  "eliciting 15 turnovers from the Hawks", "forced 20 turnovers" (the opponent's).

The claims are :class:`~factcheck.claims.TeamStat`, :class:`~factcheck.claims.TeamShots` (one per
number of a made-attempted pair) and :class:`~factcheck.claims.TeamPercent`; the rebounding battle
is read by :mod:`factcheck.reader.rebound_battle`.

Splits ("in the first half"), averages and comparisons ("over 50 percent") are no game totals and
no claims. Numbers a player's stat or shooting claim has taken are left to it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Shot, Side, Stat
from boxscore.facts import TEAM_COUNTS
from factcheck.claims import Frame, Subject, TeamPercent, TeamShots, TeamStat
from factcheck.engine.context import CheckContext
from factcheck.text.linking import TeamMention
from factcheck.text.numbers import Number, parse_at
from factcheck import lexicon

from factcheck.analysis import Level, SubjectKind, SubjectWay
from factcheck.analysis.clauses import PUNCTUATION

from .registry import reader
from .shot_words import (claim_starts, pair_words_at, paren_close, shot_count_at, shot_type_after, two_point_word,
                         type_at)
from .shots import shared_shot_claims
from .stats import stat_claims, stat_numbers
from .team_splits import split_or_average
from .team_phrases import SHOOTING_VERBS, opponent_counts, paren_percent, turned_over, type_before_paren
from .team_binding import OBJECT_VERBS, Binding, owner, turnovers_from
from .teams import team_subject
from .vocab_shots import (ATTEMPT_VERBS, COLUMNS, COMPARATIVE_BEFORE, FG, GENERIC_NOUNS, NOT_TOTAL_BEFORE,
                          PERCENT_WORDS, TYPE_CUES)


#: Verbs that compare a percentage with a threshold ("barely cracked 40 percent").
THRESHOLD_VERBS = lexicon.words("threshold_verbs")
_OTHER_TYPE_CUES = frozenset(TYPE_CUES - {"field", "floor"})
_COMPARATIVE_OR_THRESHOLD = frozenset(COMPARATIVE_BEFORE | THRESHOLD_VERBS)
_NOT_TOTAL_BEFORE_PAIR = frozenset(NOT_TOTAL_BEFORE | COMPARATIVE_BEFORE)
_NOT_TOTAL_BEFORE_COUNT = frozenset(NOT_TOTAL_BEFORE | COMPARATIVE_BEFORE | lexicon.words("not_own_count_before"))
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
_SHOT_VERBS_BEFORE = lexicon.words("shot_verbs_before")
#: Words naming a kind of shot or of percentage: with one of them before, a bare percentage is not the field goals'.
_TYPE_WORDS = lexicon.words("type_words")
#: The prepositions a shot type is named after, before the team's figures ("from long range , hitting
#: only 7 - of - 35", "at the free - throw line , making 21 - of - 23").
_TYPE_PLACES = lexicon.words("shot_type_places")


def _type_before(low: list[str], lo: int, at: int) -> str | None:
    """The shot type named last before ``at`` in its sentence ("from long range , where they shot 28 percent")."""
    found = _type_named_before(low, lo, at)
    return found[0] if found is not None else None


def _type_named_before(low: list[str], lo: int, at: int) -> tuple[str, int] | None:
    """:func:`_type_before` and where its words start ("from long range", "at the free - throw line")."""
    for k in range(at - 1, lo - 1, -1):
        if low[k] in _TYPE_PLACES:
            found = type_at(low, k)
            if found is not None:
                return found[0], k
    return None


def _other_type_named(low: list[str], lo: int, at: int) -> bool:
    """A shot type other than field goals named in ``[lo, at)`` (the sentence before included):
    then "95 percent of its attempts" may be of those shots, not the field goals."""
    return any((found := type_at(low, k)) is not None and found[0] != FG for k in range(lo, at))


def _generic_with_other_type(low: list[str], lo: int, at: int, type_start: int) -> bool:
    """A generic noun ("shots", "shooting") in a sentence that named another shot type before the
    number ("struggled from the free - throw line , sinking 14 - of - 27 shots"): ambiguous."""
    if low[type_start] not in GENERIC_NOUNS:
        return False
    return not _OTHER_TYPE_CUES.isdisjoint(low[lo:at])


#: Words that may follow a team's bare percentage ("Houston shot 52 percent as a team", "...
#: 49 percent and was out - rebounded", "44 percent to Dallas ' 41 percent").
_BARE_PERCENT_ENDS = lexicon.words("bare_percent_ends")
#: "in the win", "on the night": this game's words after a percentage.
_THIS_GAME_NOUNS = lexicon.words("this_game_nouns")


def _game_after(low: list[str], j: int) -> bool:
    """True at "in the win", "on the night", "in the game" (this game, no split)."""
    return low[j:j + 1] in (["in"], ["on"], ["for"]) and low[j + 1:j + 2] in (["the"], ["this"]) \
        and low[j + 2:j + 3] != [] and low[j + 2] in _THIS_GAME_NOUNS


#: (a team's rate may be plural: "shooting rates")
_RATE_NOUNS = lexicon.words("percent_rate_nouns") | {"rates"}
_OF_THEIR = [p.split() for p, whose in lexicon.mapping("percent_of_own").items() if whose == "team"]


def _percent_claims(ctx: CheckContext, low: list[str], i: int, lo: int, hi: int) -> tuple[list[tuple], int] | None:
    tokens = ctx.tokens
    found = _percent_at(tokens, i, ctx.doc.numbers)
    if found is None:
        return None
    num, value = found
    if num.end >= len(low) or low[num.end] not in PERCENT_WORDS:
        return None
    j = num.end + 1
    while j < len(low) and low[j] in _RATE_NOUNS:
        j += 1
    if low[j:j + 2] in _OF_THEIR:
        j += 2
        if low[j:j + 1] in (["shots"], ["attempts"]) and type_at(low, j + 1) is not None:
            j += 1  # "54 percent of their shots from the field"
    typed = shot_type_after(low, j)
    if typed is None and low[j:j + 1] in (["shots"], ["attempts"]):
        if _other_type_named(low, ctx.doc.bounds_at[max(0, lo - 1)][0], num.start):
            return [], j + 1  # "The free - throw line told the story . Memphis converted 95 percent of its attempts"
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
        # the type named before in the same clause; from a clause before it ("The Pelicans shot 49 percent
        # from the field , while the Nuggets finished at 36 percent") only the field goals, the
        # default (not "... and 25 percent from 3 - point range , while Detroit shot 37 percent")
        shot = _type_before(low, max(lo, ctx.analysis.sentences.clause_at(num.start, Level.MAJOR)[0]), num.start)
        if shot is None and _type_before(low, lo, num.start) == FG:
            shot = FG
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
    if before & _COMPARATIVE_OR_THRESHOLD and not _bound_of_this_game(ctx, num) \
            or split_or_average(ctx, lo, num.start, end):
        return [], end  # ("shot over 45 percent", "almost 50 percent": a bound, read with its mode)
    return [(num, value, COLUMNS[shot][2])], end if resume is None else resume


def _for_team_after(ctx: CheckContext, num: Number) -> Binding | None:
    """The team named by "for" after a percentage no team before it owns, past the nouns it
    qualifies ("a 64 percent success rate from the field for Detroit", "just a 49 percent shooting
    night for the Hawks"; not "36 percent for Atlanta", set against a figure before it)."""
    low = ctx.doc.lower
    hi = ctx.analysis.sentences.clause_at(num.start, Level.MAJOR)[1]
    if ctx.mentions.players_in(ctx.doc.bounds_at[num.start][0], num.start):
        return None  # "Dante Albright shot 60 percent from the field for the Bucks": his
    for k in range(num.end, min(hi, num.end + 9)):
        if low[k] in PUNCTUATION:
            return None
        if low[k] == "for":
            if k == num.end + 1:
                return None  # "16 percent of their 3 - point attempts compared with 36 percent for Atlanta": set against
            j = k + 1 + (low[k + 1:k + 2] == ["the"])
            team = next((m for m in ctx.mentions.teams_in(j, j + 3) if m.start == j), None)
            return Binding(team.side) if team is not None and team.side is not None else None
    return None


def _of_both_teams(ctx: CheckContext, num: Number) -> bool:
    """The clause of a percentage is about both teams, as the sentence analysis finds its subject
    ("Both teams shot just 32 percent from the field", "both clubs shot under 47 percent")."""
    subject = ctx.analysis.sentences.subject_at(num.start)
    # (named in the clause, and no team after it: not "Both teams struggled , with Toronto shooting 40 percent")
    return subject is not None and subject.kind is SubjectKind.BOTH_TEAMS and subject.way is SubjectWay.NAMED \
        and not ctx.mentions.teams_in(subject.end, num.start)


def _bound_of_this_game(ctx: CheckContext, num: Number) -> bool:
    """A figure read as a bound ("shot over 45 percent") in a clause about this whole game (not
    "shot better than 50 percent just once in its past 16 games")."""
    sa = ctx.analysis.sentences
    return sa.mode(num).bound and (not sa.framed(num.start) or sa.frame_of(num.start).frame is Frame.GAME)


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
    elif typed is None and not SHOOTING_VERBS.isdisjoint(low[max(lo, i - 3):i]):
        # the type named before in the clause: "struggled from long range , hitting only 7 - of - 35"
        named = _type_named_before(low, max(lo, ctx.analysis.sentences.clause_at(i, Level.MAJOR)[0]), i)
        if named is not None:
            typed = (named[0], named[1], attempted.end)
    if typed is None or made.value > attempted.value or joint == "of his":
        return [], attempted.end
    shot, type_start, end = typed
    if low[type_start] == "overall" or not in_paren and SHOOTING_VERBS.isdisjoint(low[max(lo, i - 3):i]) \
            and not _attached_line(ctx, low, i, lo) or _generic_with_other_type(low, lo, i, type_start):
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


#: "shot a lowly 41 percent , including 5 - of - 22 from long range": a line joined to the shooting before.
_LINE_ATTACHMENTS = lexicon.mapping("shooting_line_attachments")


def _attached_line(ctx: CheckContext, low: list[str], i: int, lo: int) -> bool:
    """The pair at ``i`` follows an attachment of a shooting line ("including", "with", a few words
    between) whose major clause tells a shooting verb before it: the team's line goes on."""
    k = i - 1
    while k > lo and _LINE_ATTACHMENTS.get(low[k]) == "filler" and i - k <= 4:
        k -= 1
    if _LINE_ATTACHMENTS.get(low[k]) != "joint":
        return False
    c_start, _ = ctx.analysis.sentences.clause_at(k, Level.MAJOR)
    return not SHOOTING_VERBS.isdisjoint(low[max(lo, c_start):k])


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
    decimals = [(k - 1, "percent") for w in PERCENT_WORDS for k in positions_in(low, w, len(low))
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
        against = _set_against(ctx, num)
        if against is not None:
            out.append(TeamClaim(num, value, key, against, None, doc.sentence_of[num.start]))
            continue
        bound = bound or owner(ctx, num.start, key) or (_for_team_after(ctx, num) if key.endswith("PCT") else None)
        if bound is not None:
            out.append(TeamClaim(num, value, key, bound.side, bound.mention, doc.sentence_of[num.start],
                                 bound.wrong))
        elif key.endswith("PCT") and _of_both_teams(ctx, num):  # "Both teams shot over 50 percent": each's
            out.extend(TeamClaim(num, value, key, side, None, doc.sentence_of[num.start]) for side in Side)
    out.extend(_their_own(ctx, out))
    read = {c.number.start for c in out} | taken
    out.extend(TeamClaim(num, float(num.value), key, side, None, doc.sentence_of[num.start])
               for num, key, side in opponent_counts(ctx, [(c.number, c.key, c.side) for c in out
                                                            if c.key in TEAM_COUNTS])
               if num.start not in read)
    return sorted(out, key=lambda c: c.number.start)


def _set_against(ctx: CheckContext, num: Number) -> Side | None:
    """The team of a number set against a team's ("turned it over 11 times to the Pelicans ' 14",
    "33 assists to Denver 's 17"): the first is the other team's, the second the owner's (None when
    the analysis reads no such pair, or no team owns the second)."""
    reading = ctx.analysis.sentences.number(num.start)
    if reading is None or reading.against < 0:
        return None
    team = ctx.mentions.team_ending_at(reading.owner_end)
    if team is None or team.side is None:
        return None
    return team.side.other if reading.against > num.start else team.side


def positions_in(low: list[str], word: str, stop: int) -> Iterator[int]:
    """The indices below ``stop`` where ``word`` stands, found with the C-level list.index."""
    k = -1
    while True:
        try:
            k = low.index(word, k + 1, max(stop, 0))
        except ValueError:
            return
        yield k


_OF_THEIR_OWN = [list(p) for p in lexicon.phrase_list("of_their_own")]


def _their_own(ctx: CheckContext, claims: list[TeamClaim]) -> Iterator[TeamClaim]:
    """"force the Wizards into 14 turnovers , while committing just 12 of their own": the other side's."""
    tokens, low = ctx.tokens, ctx.doc.lower
    for k in (j - 3 for j in positions_in(low, "own", len(tokens)) if j >= 3):
        if low[k + 1:k + 4] not in _OF_THEIR_OWN:
            continue
        num = parse_at(tokens, k)
        if num is None or num.end != k + 1:
            continue
        s = ctx.doc.sentence_of[k]
        earlier = [c for c in claims if c.sentence == s and c.number.start < k and c.key in TEAM_COUNTS]
        if earlier:
            last = earlier[-1]
            yield TeamClaim(num, float(num.value), last.key, last.side.other, None, s)


#: The shot type and whether it counts attempts, of each column of made or attempted shots.
_SHOTS_OF = {**{shot.made: (shot, False) for shot in Shot}, **{shot.attempted: (shot, True) for shot in Shot}}
_PERCENT_OF = {shot.percent: shot for shot in Shot}


def _two(ctx: CheckContext, number: Number, percent: bool) -> Number | None:
    """The "two" of the two-point words a two-point count or percentage is told with, as a number."""
    at = two_point_word(ctx, number, percent)
    if at is None:
        return None
    return Number(at, at + 1, 2, "digits" if ctx.doc.lower[at] == "2" else "word")


def team_claim(ctx: CheckContext, claim: TeamClaim) -> TeamStat | TeamShots | TeamPercent:
    """A team's claim as a typed claim about its team (named as the clause's subject, or not named)."""
    num, m, key = claim.number, claim.mention, claim.key
    # (bound through "they" or a clause going on from the sentence's subject: that name's tokens)
    subject = Subject.of_team(claim.side, m.start, m.end, form=m.kind) if m is not None \
        else team_subject(ctx, num.start, claim.side)
    w = claim.wrong
    object_name = Subject.of_team(w.side, w.start, w.end, form=w.kind) if w is not None else None
    percent_of = _PERCENT_OF.get(key)
    if percent_of is not None:
        two = _two(ctx, num, True) if percent_of == Shot.FG2 else None
        return TeamPercent(subject=subject, number=num, percent=claim.value, shot=percent_of, two=two,
                           object_name=object_name, mode=ctx.analysis.sentences.mode(num))
    shots = _SHOTS_OF.get(key)
    if shots is not None:
        shot, attempts = shots
        two = _two(ctx, num, False) if shot == Shot.FG2 else None
        return TeamShots(subject=subject, number=num, shot=shot, attempts=attempts, two=two, object_name=object_name)
    return TeamStat(subject=subject, number=num, stat=Stat(key), object_name=object_name)


@reader("team_numbers", [TeamStat, TeamShots, TeamPercent],
        "a team's shooting, rebounds, assists, turnovers, steals, blocks, fouls")
def read_team_numbers(ctx: CheckContext) -> Iterator[TeamStat | TeamShots | TeamPercent]:
    return (team_claim(ctx, c) for c in team_claims(ctx))
