"""A player's shooting line, counts of shots and percentages, read and bound to the player (the
reader component ``player_shots``, :mod:`factcheck.reader.player_shots`, yields them as typed claims).

Three kinds of claim are read and bound to the player they are about:

- made-attempted pairs, "10 - of - 17", "10 - for - 17", "10 of his 17", "10 - 17 FG", with the
  shot type named right after them (:mod:`factcheck.reader.vocab_shots`). A pair with no shot
  type after it ("went 9 - for - 15 .") is read as field goals only when nothing earlier in its
  sentence names a shot type ("got to the free - throw line and went 4 - for - 6" is not);
- counts, "made four three - pointers", "hit 3 threes", "two free throws", "five three - point
  attempts": made, or attempted after "attempted"/"took" or before "attempts";
- percentages, "shot 50 percent from the field", "38 percent from deep".

A claim is bound to a player as the binder binds stat numbers (the nearest player named before
it in the sentence, or the previous sentence's player after a sentence-initial "He"), and then
more strictly, as shooting lines are easily a team's or someone else's (see :func:`_bind_at`).
Team shooting ("the Celtics shot 48 percent") has no player subject and is read by
:mod:`factcheck.reader.team_numbers`; splits ("in the fourth quarter"), averages, other games,
shared totals ("combined to go 6 - of - 34"), comparisons ("over 50 percent") and single plays
("made two free throws with 3.1 seconds left") are no claims.

Each is read as a :class:`ShotClaim` (the team reader leaves their numbers alone).
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.claims import Frame
from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention
from factcheck.text.numbers import parse_at
from factcheck import lexicon

from .analysis import ShotClaim
from .binder import bind_subject
from .name_words import unknown_name_between
from .registry import claims_from
from .shot_words import _COUNT_BY_FIRST, claim_starts, clause_after, pair_words_at, paren_close, shot_count_at, shot_type_after, type_at
from .vocab import CREDIT_VERBS
from .vocab_shots import (ATTEMPT_VERBS, BARE_PAIR_VERBS, COMPARATIVE_BEFORE, FG, FG2, FG3, PAIR_ADVERBS,
                          GENERIC_NOUNS,
                          MISS_VERBS, NOT_MADE_VERBS, NOT_TOTAL_AFTER, NOT_TOTAL_BEFORE, NOT_TOTAL_CONTEXT,
                          PERCENT_WORDS, TEAM_FOLLOWERS, TYPE_CUES)


#: The word right before a pair ("missing 6 - of - 7 shots") or a percentage that makes it no total.
_NOT_TOTAL_BEFORE_PAIR = frozenset((NOT_TOTAL_BEFORE | MISS_VERBS) - lexicon.words("pair_inner_words"))
_NOT_TOTAL_BEFORE_PERCENT = frozenset(NOT_TOTAL_BEFORE - {"the", "his", "her"})


def _words_before_have_type(low: list[str], lo: int, hi: int) -> bool:
    return any(w in TYPE_CUES for w in low[lo:hi])


# ---- binding --------------------------------------------------------------------------------------
#: Between the player and the claim: the claim is about a team or a group.
GROUP_WORDS = lexicon.words("shots_group_words")
#: Words right before a player named after another one in the sentence that make him a subject
#: ("..., while Thomas went", "led by Thomas , who"); other words make him an object.
SUBJECT_POSITION = lexicon.words("subject_position")
#: A weekday in the sentence: the claim may be about another game ("in Sunday 's game").
WEEKDAYS = lexicon.words("weekdays")
#: Words of a sentence that tells single plays ("converting three free throws with 33 seconds left").
PLAY_WORDS = lexicon.words("play_words")


def _previous_player(ctx: CheckContext, s: int) -> PlayerMention | None:
    """The last player named in the sentence before sentence ``s``, when he is named as a subject
    ("... while matched up against Chris Paul . He also ..." is not Paul)."""
    if s <= 0:
        return None
    lo, hi = ctx.doc.sentence_bounds(s - 1)
    found = ctx.mentions.players_in(lo, hi)
    if not found or not _in_subject_position(ctx.doc.lower, found[-1], lo, found):
        return None
    return found[-1]


def _in_subject_position(low: list[str], mention: PlayerMention, sent_start: int,
                         named: list[PlayerMention]) -> bool:
    """False for a player named after another one in his sentence but not as a subject.

    ``named`` are the players named in the sentence from ``sent_start``, at least up to ``mention``
    (those ending before it are the ones named before it: mentions are in text order)."""
    if mention.start == sent_start:
        return True
    if not any(m.end <= mention.start and m.player is not mention.player for m in named):
        return True
    return low[mention.start - 1] in SUBJECT_POSITION


def _bind(ctx: CheckContext, at: int) -> PlayerMention | None:
    """:func:`_bind_at`, remembered per document: every pair of a parenthesised line ("( 10 - 17 FG ,
    3 - 6 3Pt , 1 - 2 FT )") is bound from the same "(" (see :func:`_line_start`)."""
    memo = ctx.analysis.shot_owners
    try:
        return memo[at]
    except KeyError:
        found = memo[at] = _line_owner(ctx, at) or _bind_at(ctx, at)
        return found


def _line_owner(ctx: CheckContext, paren: int) -> PlayerMention | None:
    """The player of the stat a parenthesised shooting line is attached to: "Oladipo had 23
    points ( 8 - 14 FG , 2 - 7 3Pt )" is Oladipo's whatever else the sentence tells (a game -
    winning layup, a weekday), as the line is the stat's own; the stat's binding and frame decide."""
    if ctx.tokens[paren] != "(" or paren == 0:
        return None
    analysis = ctx.analysis
    owners = analysis.line_owners
    if owners is None:
        owners = analysis.line_owners = _stat_ends(ctx)
    return owners.get(paren)


def _stat_ends(ctx: CheckContext) -> dict[int, PlayerMention]:
    """Where each bound stat claim of this game ends (its noun's end) -> its player mention."""
    return {c.cue[1]: PlayerMention(c.subject.start, c.subject.end, (c.subject.player,), c.subject.form)
            for c in claims_from(ctx, "stat_numbers")
            if c.frame == Frame.GAME and c.cue is not None and c.subject is not None and not c.note
            and c.subject.player.played}


_BINDING_ADVERBS = lexicon.words("pair_binding_adverbs")


def _bind_at(ctx: CheckContext, at: int) -> PlayerMention | None:
    """The player a claim at token ``at`` belongs to, or None when that is not certain.

    Bound as :mod:`factcheck.reader` binds stat numbers, then made stricter, as a shooting line
    is easily someone else's: a "he" just before the claim in a sentence that names no player
    ("It was his ..., as he shot 38 percent") continues the previous sentence's player; and the
    binding stops at
    - a team or a group that starts a clause of its own between the player and the claim ("as
      the Celtics shot", "they shot", "combining to go 6 - of - 34");
    - the last of several players ("Barnes , Green and Thompson went 5 - for - 29");
    - a player named after another one but not as a subject ("Temple started in place of Beal
      and led the Wizards with 18 points ( 6 - 10 FG )"), or with a "he" after him that may be
      the other one;
    - a sentence about other games or a part of this one ("In those two performances",
      "during Saturday 's game", "in the fourth quarter").
    """
    tokens, low = ctx.tokens, ctx.doc.lower
    s = ctx.doc.sentence_of[at]
    sent_start, _ = ctx.doc.sentence_bounds(s)
    blocked, previous = _sentence_facts(ctx, s)
    if blocked:
        return None
    # "a season - high 30 points on 10 - of - 17 shooting" is this game's; "this season" is not
    context = low[sent_start:at]
    if not NOT_TOTAL_CONTEXT.isdisjoint(context) and any(
            w in NOT_TOTAL_CONTEXT and context[k + 1:k + 2] != ["-"] for k, w in enumerate(context)):
        return None
    named_before = ctx.mentions.players_in(sent_start, at)
    if not named_before and previous is None:
        return None  # the subject is a player named before the claim or continued from the last sentence
    subject = bind_subject(ctx, sent_start, at, previous)
    if subject is None and not named_before:
        he = [k for k in range(max(sent_start, at - 4), at) if low[k] == "he"]
        if he and not unknown_name_between(ctx, sent_start, he[-1]):
            subject = bind_subject(ctx, he[-1], at, previous)
    if subject is None or subject.player is None or not subject.player.played:
        return None
    lo = subject.end if subject.start >= sent_start else sent_start + 1
    between = low[lo:at]
    if not GROUP_WORDS.isdisjoint(between):
        return None
    if "team" in between and any(w == "team" and (k + 1 >= len(between) or between[k + 1] not in _AFTER_LED_TEAM)
                                 for k, w in enumerate(between)):
        return None  # "the team shot" (but "a team - high 20 points", "led the team in scoring" are the player's)
    for team in ctx.mentions.teams_in(lo, at):
        j = team.end
        if j < len(tokens) and tokens[j] == "(":  # "the Celtics ( 32 - 18 )"
            close = next((k for k in range(j, min(j + 8, at)) if tokens[k] == ")"), None)
            j = close + 1 if close is not None else j
        while j < at and low[j] in _BINDING_ADVERBS:
            j += 1
        if j < len(tokens) and low[j] not in TEAM_FOLLOWERS:
            return None
        if low[j:j + 1] in (["who"], ["which"]) or low[j:j + 2] in ([",", "who"], [",", "which"]):
            return None  # "led the Bulls ( 1 - 0 ) , who shot 39 percent": the team's
        if low[j:j + 1] in (["'s"], ["'"]) and at - j <= 3:
            return None  # "12 of the Warriors ' 14 three - pointers": the team's
    if subject.start >= sent_start:
        before = low[subject.start - 1] if subject.start > sent_start else ""
        if before in {",", "and", "&"} and any(m.end == subject.start - 1 for m in named_before):
            return None
        if not _in_subject_position(low, subject, sent_start, named_before):
            return None
        others = [m for m in named_before if m.end <= subject.start and m.player is not subject.player]
        if others and set(between) & {"he", "his", "him"}:
            return None
    return subject


def _sentence_facts(ctx: CheckContext, s: int) -> tuple[bool, PlayerMention | None]:
    """What every claim of sentence ``s`` is bound with, found once per sentence: whether the
    sentence tells of other games or single plays (it binds nothing), and the previous sentence's
    player a "He" may continue."""
    memo = ctx.analysis.shot_sentences
    try:
        return memo[s]
    except KeyError:
        pass
    sent_start, sent_end = ctx.doc.sentence_bounds(s)
    blocked = not _OTHER_GAME_OR_PLAY.isdisjoint(ctx.doc.lower[sent_start:sent_end])
    previous = None if blocked else _previous_player(ctx, s)
    found = memo[s] = (blocked, previous)
    return found


#: After "team" in a player's clause: it is no team subject ("a team - high", "led the team in / with").
_AFTER_LED_TEAM = {"-", "in", "with"}
_OTHER_GAME_OR_PLAY = frozenset(WEEKDAYS | PLAY_WORDS)


def shot_claims(ctx: CheckContext) -> Iterator[ShotClaim]:
    """Every confidently bound shooting claim of the document, in text order."""
    low = ctx.doc.lower
    i = 0
    for at, kind in claim_starts(ctx):  # every claim starts with a number
        if at < i:
            continue
        i = at
        found = _READERS[kind](ctx, low, i)
        if found is None and kind == "pair":
            found = _all_of_claim(ctx, low, i)
        if found is not None:
            claims, i = found
            yield from claims


def shared_shot_claims(ctx: CheckContext) -> tuple[ShotClaim, ...]:
    """:func:`shot_claims`, read once per document for the player and the team readers (the latter leaves
    their numbers alone)."""
    analysis = ctx.analysis
    found = analysis.shot_claims
    if found is None:
        found = analysis.shot_claims = tuple(shot_claims(ctx))
    return found


_THREE_POINT_NOUNS = lexicon.words("three_point_nouns_after")
_PAIR_ENDS = lexicon.words("pair_ends")
_FROM_OWN = [list(p) for p in lexicon.phrase_list("share_of_own")]


def _pair_claims(ctx: CheckContext, low: list[str], i: int) -> tuple[list[ShotClaim], int] | None:
    words = pair_words_at(ctx, i)
    if words is None:
        return None
    (made, attempted, joint), j, paren_pct, typed = words
    if i > 0 and low[i - 1] in {"-", "of", "for"}:  # inside a longer chain of numbers
        return [], attempted.end
    type_span: tuple[int, int] | None = None
    if typed is not None:
        shot, type_start, end = typed
        if low[type_start] not in GENERIC_NOUNS:
            type_span = (type_start, end)
        if shot in (FG3, FG2) and low[end - 1] == "point" and end < len(low) \
                and low[end] not in _THREE_POINT_NOUNS:
            return None  # "3 - 6 three - point" with an unknown noun after it
    elif (typed_paren := _paren_pair_type(low, i, attempted.end)) is not None:
        shot, end = typed_paren  # "38 percent ( 3 - for - 8 ) from three", "38 percent from three ( 3 - for - 8 )"
    else:
        # a bare pair: "went 9 - for - 15 ." is field goals unless the sentence named a shot type
        v = i - 1
        while v > i - 3 and v > 0 and low[v] in PAIR_ADVERBS:
            v -= 1  # "shot just 7 - of - 18", "went a perfect 5 - for - 5"
        if joint != "hyphenated" or i == 0 or low[v] not in BARE_PAIR_VERBS:
            return None
        after = low[attempted.end:attempted.end + 1]
        if after and after[0] not in _PAIR_ENDS:
            return None
        sent_start, _ = ctx.doc.bounds_at[i]
        if _words_before_have_type(low, sent_start, i):
            return None
        shot, end = FG, attempted.end
    if joint in {"of", "dash"} and made.value > attempted.value:
        return None  # "10 of 17" or "10 - 17" is a shooting line only when made <= attempted
    if joint == "dash" and i > 0 and low[i - 1] == "(" and not (
            made.form == attempted.form == "digits" and type_span is not None and type_span == (j, j + 1)):
        return None  # "( 32 - 18 )" is a record; "( 10 - 17 FG" is a shooting line
    if not NOT_TOTAL_AFTER.isdisjoint(clause_after(low, end)):
        return [], end
    if joint in {"of", "of his"} and i > 0 and (low[i - 1] in ATTEMPT_VERBS or _attempt_verb_before(low, i)):
        return [], end  # "took 16 of his 19 shots from beyond the arc": a share of his attempts, no line
    if i > 0 and low[i - 1] in _NOT_TOTAL_BEFORE_PAIR \
            or low[max(0, i - 2):i] in _FROM_OWN:
        return [], end  # "missing 6 - of - 7 shots", "a bounce - back from his 2 - of - 6 shooting"
    mention = _bind(ctx, _line_start(ctx, i))
    if mention is None or mention.player is None:
        return [], end
    player = mention.player
    claims = [ShotClaim("pair", shot, (made, attempted), player, mention, type_span)]
    if paren_pct is not None:
        claims.append(ShotClaim("percent", shot, (paren_pct,), player, mention, type_span))
    return claims, end


def _paren_pair_type(low: list[str], i: int, close: int) -> tuple[str, int] | None:
    """The shot type of a pair in parentheses right after a percentage: named after the ")" ("38
    percent ( 3 - for - 8 ) from three") or right before the "(" after the percentage ("38 percent
    from three ( 3 - for - 8 )"); and where the claim ends. None for other parentheses."""
    if i < 2 or low[i - 1] != "(" or low[close:close + 1] != [")"]:
        return None
    if low[i - 2] in PERCENT_WORDS:
        typed = shot_type_after(low, close + 1)
        return (typed[0], typed[2]) if typed is not None else None
    for k in range(i - 2, max(0, i - 9), -1):
        found = type_at(low, k)
        if found is not None and found[1] == i - 1:
            return (found[0], close + 1) if low[k - 1:k] and low[k - 1] in PERCENT_WORDS else None
    return None


_RATE_NOUNS = lexicon.words("percent_rate_nouns")
_OF_HIS = [p.split() for p, whose in lexicon.mapping("percent_of_own").items() if whose == "player"]
_FIELD_GOALS = [list(p) for p in lexicon.phrase_list("field_goals")]


def _percent_claim(ctx: CheckContext, low: list[str], i: int) -> tuple[list[ShotClaim], int] | None:
    num = ctx.doc.numbers.get(i)  # parse_at(tokens, i)
    if num is None or num.end >= len(low) or low[num.end] not in PERCENT_WORDS:
        return None
    j = num.end + 1
    while j < len(low) and low[j] in _RATE_NOUNS:
        j += 1
    if low[j:j + 2] in _OF_HIS:
        rest = low[j + 2:j + 4]
        if rest[:1] == ["shots"] or rest[:2] in _FIELD_GOALS:
            typed: tuple[str, int, int] | None = (FG, j + 2, j + 3 if rest[:1] == ["shots"] else j + 4)
        else:
            found = type_at(low, j + 2)
            typed = (found[0], j + 2, found[1]) if found is not None else None
    else:
        typed = shot_type_after(low, j)
    resume = None
    close = paren_close(low, j) if typed is None else None
    if close is not None:  # "40 percent ( 3 - for - 8 ) from three"
        typed = shot_type_after(low, close + 1)
        resume = j  # (the pair in the parenthesis is read next)
    if typed is None:
        return [], j
    shot, type_start, end = typed
    before = low[max(0, i - 2):i]
    if not COMPARATIVE_BEFORE.isdisjoint(before) or not NOT_TOTAL_AFTER.isdisjoint(clause_after(low, end)):
        return [], end
    if _team_right_after(ctx, end):
        return [], end  # "a 51 percent shooting night for Atlanta": the team's
    if before[-1:] and before[-1] in _NOT_TOTAL_BEFORE_PERCENT:
        return [], end
    mention = _bind(ctx, i)
    if mention is None or mention.player is None:
        return [], end
    return [ShotClaim("percent", shot, (num,), mention.player, mention, None)], end if resume is None else resume


def _team_right_after(ctx: CheckContext, end: int) -> bool:
    """A team named in the few words after a claim ("... shooting night for the Knicks")."""
    stop = end
    for w in ctx.doc.lower[end:end + 5]:
        if w in {".", ";", ","}:
            break
        stop += 1
    return bool(ctx.mentions.teams_in(end, stop))


def _count_claim(ctx: CheckContext, low: list[str], i: int) -> tuple[list[ShotClaim], int] | None:
    tokens = ctx.tokens
    found = shot_count_at(ctx, low, i)
    if found is None:
        return None
    num, shot, attempts, end = found
    if shot == FG and not attempts:  # "three buckets from beyond the arc"
        later = type_at(low, end)
        if later is not None and low[end] == "from":
            shot, end = later
    before = low[max(0, i - 2):i]
    if before[-1:] and (before[-1] in NOT_TOTAL_BEFORE or before[-1] in NOT_MADE_VERBS):
        return [], end
    if before[-1:] and before[-1] in ATTEMPT_VERBS or _attempt_verb_before(low, i):
        attempts = True
    if not NOT_TOTAL_AFTER.isdisjoint(clause_after(low, end)):
        return [], end
    if low[end:end + 1] == ["to"] or low[end:end + 2] == ["with", "under"]:
        return [], end  # "two free throws to tie the game": a play, not the total
    if low[end:end + 1] == ["with"] and end + 1 < len(low) and parse_at(tokens, end + 1) is not None:
        return [], end  # "two free throws with 3.1 seconds left"
    mention = _bind(ctx, i) or _credited_after(ctx, end)
    if mention is None or mention.player is None:
        return [], end
    return [ShotClaim("attempted" if attempts else "made", shot, (num,), mention.player, mention, None)], end


def _credited_after(ctx: CheckContext, end: int) -> PlayerMention | None:
    """The player right after "came from" at ``end``: "three treys came from X"."""
    low = ctx.doc.lower
    if low[end:end + 1] == [] or low[end] not in CREDIT_VERBS or low[end + 1:end + 2] != ["from"]:
        return None
    found = next((m for m in ctx.mentions.players_in(end + 2, end + 8) if m.start == end + 2), None)
    return found if found is not None and found.player is not None and found.player.played else None


def _all_of_claim(ctx: CheckContext, low: list[str], i: int) -> tuple[list[ShotClaim], int] | None:
    """"made all eight of his free throws", "hit all three of his three - point attempts": the
    number is how many he attempted (whether he made or missed them all)."""
    num = ctx.doc.numbers.get(i)
    if num is None or i == 0 or low[i - 1] != "all" or low[num.end:num.end + 1] != ["of"] \
            or num.end + 1 >= len(low) or low[num.end + 1] not in {"his", "her"}:
        return None
    j = num.end + 2
    for phrase, shot, _ in _COUNT_BY_FIRST.get(low[j] if j < len(low) else "", ()):
        if tuple(low[j:j + len(phrase)]) == phrase:
            end = j + len(phrase)
            if not NOT_TOTAL_AFTER.isdisjoint(clause_after(low, end)):
                return [], end
            mention = _bind(ctx, i - 1)  # bound from "all" (a group word between player and number)
            if mention is None or mention.player is None:
                return [], end
            return [ShotClaim("attempted", shot, (num,), mention.player, mention, None)], end
    return None


_READERS = {"pair": _pair_claims, "percent": _percent_claim, "count": _count_claim}
#: Words between an attempt verb and its count: "attempting a career - high 13 free throws".
_ATTEMPT_FILLERS = lexicon.words("attempt_fillers")


def _attempt_verb_before(low: list[str], i: int) -> bool:
    k = i - 1
    while k >= 0 and i - k <= 6 and low[k] in _ATTEMPT_FILLERS:
        k -= 1
    return k >= 0 and k < i - 1 and low[k] in ATTEMPT_VERBS


def open_parenthesis(tokens: list[str], lo: int, at: int) -> int | None:
    """The "(" before ``at`` (from ``lo``) that is not closed before ``at``, if any.

    Walked back from ``at`` (a line's "(" is a few words back; the sentence start is far): the
    first "(" not closed by a ")" after it, which is the innermost one still open at ``at``."""
    if lo >= 0 and "(" not in tokens[lo:at]:
        return None  # (most lines: no bracket to walk back to, seen in C)
    depth = 0
    for k in range(at - 1, lo - 1, -1):
        t = tokens[k]
        if t == ")":
            depth += 1
        elif t == "(":
            if depth == 0:
                return k
            depth -= 1
    return None


def _line_start(ctx: CheckContext, at: int) -> int:
    """Where the shooting line of a pair at ``at`` starts: its "(" in "( 10 - 17 FG , 3 - 6 3Pt ...".

    Every pair of a parenthesised line belongs to the player the line follows, so all are bound
    from the parenthesis (the labels of earlier pairs never stand between player and number).
    """
    sent_start, _ = ctx.doc.bounds_at[at]
    paren = open_parenthesis(ctx.tokens, sent_start, at)
    return paren if paren is not None else at
