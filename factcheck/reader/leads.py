"""Reader component ``leads``: leader words and the player, pool and statistic they are about.

The lead verbs are read here; the leader phrases without one ("a game - high", "the high - point
man") in :mod:`.lead_phrases`.

"led the team", "paced the Lakers", "topped all scorers", "a game - high 31 points", "a bench -
leading 22 points", "was the high - point man", "the lone bright spot", "the player of the game".
A leader claim names a player, a pool (his team, his team's bench, or the whole game) and a
statistic: the one the sentence names ("led the team in rebounds", "a team - high 13 rebounds"),
else the first statistic credited to him after the leader word ("led the way with 25 points"),
else points. "career - high" and "season - high" are about other games and are not read here.

Each claim is a :class:`~factcheck.claims.Lead`; its ``form`` says which phrase it came from.
Whether the name is the error (the lead and its figure are another player's) is the judge's
reading (:mod:`factcheck.engine.readings.players`), not this reader's.
"""

from __future__ import annotations

from factcheck.analysis.clauses import JOINTS, POSSESSIVE_MARKS, Level
from factcheck.analysis.model import SubjectWay
from bisect import bisect_left
from collections.abc import Iterator
from functools import partial

from boxscore import Player, Stat
from boxscore.leaders import leader_fact
from factcheck.claims import Lead, LeadForm, Pool, Subject
from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention, TeamMention
from factcheck.text.numbers import parse_at
from factcheck import lexicon

from .claim_index import claims_between
from .registry import reader
from .lead_phrases import (LeaderClaim, bright_spot_claims, claims_by_number, high_claims, lead_note,
                           player_of_the_game_claims, scorer_claims)
from .stats import BoundStat, _numbers_with_stats, numbers_with_stats, stat_claims
from .vocab import STAT_MODIFIERS, STAT_NOUNS
from .vocab_leads import (BENCH_OBJECTS, CLAUSE_END, GAME_OBJECTS, GROUP_WORDS, LEAD_VERBS,
                          PRONOUNS, REBOUND_PLACES, STARTER_OBJECTS, TEAM_OBJECTS,
                          UNCHECKED_AFTER, TRAIL_VERBS, named_stat, passive_pool, stat_just_before)
from .words import bigrams, marks, phrase_in, positions


def possessive_len(tokens: list[str], k: int) -> int:
    """How many tokens the possessive at ``k`` takes: "'s" -> 1, "’ s" (a raw curly "’s" split
    by the tokenizer) -> 2, none -> 0."""
    if k >= len(tokens):
        return 0
    if tokens[k] in {"\u2019", "'"} and k + 1 < len(tokens) and tokens[k + 1] == "s":
        return 2
    return 1 if tokens[k] in POSSESSIVE_MARKS else 0


def _sentence(ctx: CheckContext, i: int) -> tuple[int, int]:
    return ctx.doc.bounds_at[i]


def _mention_lookups(ctx: CheckContext) -> tuple[list[int] | None, set[int], dict]:
    """(the player mentions' starts when in text order, their ends, the first team mention
    starting at each index): what the parsers below look up at every lead word, found once."""
    starts = [m.start for m in ctx.mentions.players]
    teams: dict = {}
    for m in ctx.mentions.teams:
        teams.setdefault(m.start, m)
    return (starts if starts == sorted(starts) else None), {m.end for m in ctx.mentions.players}, teams


def _lookups(ctx: CheckContext) -> tuple[list[int] | None, set[int], dict]:
    analysis = ctx.analysis
    found = analysis.lead_lookups
    if found is None:
        found = analysis.lead_lookups = _mention_lookups(ctx)
    return found


def _players_starting(ctx: CheckContext, lo: int, hi: int) -> list[PlayerMention]:
    """The player mentions starting in [lo, hi), in order."""
    players, starts = ctx.mentions.players, _lookups(ctx)[0]
    if starts is None:
        return [m for m in players if lo <= m.start < hi]
    return list(players[bisect_left(starts, lo):bisect_left(starts, hi)])


def _team_starting_at(ctx: CheckContext, i: int) -> TeamMention | None:
    """The first team mention starting at ``i``."""
    return _lookups(ctx)[2].get(i)


def _he(ctx: CheckContext, at: int) -> PlayerMention | None:
    """The player "he" at ``at`` stands for: the one player named before it in its sentence, or
    the sentence's first word when that is a player; at a sentence start, the previous sentence's.
    """
    start, _ = _sentence(ctx, at)
    if at == start:
        if start == 0:
            return None
        start, _ = _sentence(ctx, start - 1)
    before = ctx.mentions.players_in(start, at)
    if not before:
        return None
    if len({m.player.index if m.player else -m.start for m in before}) == 1 or before[0].start == start:
        return before[0]
    return None


def _in_group(ctx: CheckContext, mention: PlayerMention, sent_start: int) -> bool:
    """True for the last of several players named together: "A and B", "A , B and C"."""
    k = mention.start - 1
    if k <= sent_start or ctx.tokens[k].lower() not in {"and", "&", ","}:
        return False
    prev = ctx.tokens[k - 1]
    # another linked player, or an unlinked (misspelt) name: "JJ Reddick and Chris Paul led"
    return k in _lookups(ctx)[1] or (prev[:1].isupper() and prev.isalpha())


#: Asides between a subject and its verb: "Kyle Lowry , however , led the team".
_ASIDES = [[",", w, ","] for w in lexicon.words("lead_aside_adverbs")]
#: Adverbs between a subject and its verb without commas: "Payton actually led the way".
_BARE_ADVERBS = lexicon.words("lead_bare_adverbs")
#: Joints opening a relative clause about the name right before them: "Davis who led the way".
_RELATIVES = lexicon.words("relative_joints")


_GAP_ENDS = CLAUSE_END | lexicon.words("active_lead_gap_ends")
_LINE_NOUNS = lexicon.words("line_nouns")


def _active_subject(ctx: CheckContext, verb: int, start: int) -> PlayerMention | None:
    """The player leading in "<player> led", "<player> 's 30 points led", "as he led", "who led"
    (``start``: the first token of the verb's sentence)."""
    tokens = ctx.tokens
    low = ctx.doc.lower
    before = ctx.mentions.players_in(start, verb)
    prev = low[verb - 1] if verb > start else ""
    if before and low[before[-1].end:verb] in _ASIDES:
        verb = before[-1].end  # "Kyle Lowry , however , led the team": the aside is skipped
        prev = low[verb - 1]
    elif before and before[-1].end < verb and all(w in _BARE_ADVERBS for w in low[before[-1].end:verb]):
        verb = before[-1].end  # "Payton actually led the way": the adverbs are skipped
        prev = low[verb - 1]
    if before and before[-1].end == verb:
        if _in_group(ctx, before[-1], start):
            return None  # "Walker and Batum led the Hornets": several players
        return before[-1]
    if prev in _RELATIVES and before and before[-1].end == verb - 1:
        return before[-1]  # "it was Anthony Davis who led the way": the name the relative clause is about
    if prev in PRONOUNS:
        if prev == "who" and before and before[-1].end == verb - 2 and tokens[verb - 2] == ",":
            return before[-1]
        if prev == "he":
            return _he(ctx, verb - 1)
        return None
    if prev in {"and", "but"} and before and before[0].start == start and len(before) == 1 \
            and not set(low[before[0].end:verb]) & (CLAUSE_END | {"who", "which", ","}):
        return before[0]  # "X knocked down four threes and led the Pistons with 25 points"
    # "Isaiah Thomas ' 23 - point , 10 - assist double - double paced the Celtics"
    if before and before[-1].end < verb and tokens[before[-1].end] in POSSESSIVE_MARKS:
        gap = ctx.doc.lower[before[-1].end + 1:verb]
        if len(gap) <= 12 and not set(gap) & _GAP_ENDS:
            if any(t in STAT_NOUNS or t in _LINE_NOUNS for t in gap):
                return before[-1]
    return None


def _clause_subject(ctx: CheckContext, verb: int, start: int) -> PlayerMention | None:
    """The one player the analysis finds as the subject of the verb's clause, named in its sentence
    before the verb ("X took his turn at center and led the team", "X , going 3 - of - 16 , but led
    the bench", "X , who led"): the words next to the verb do not name him."""
    sa = ctx.analysis.sentences
    lo = sa.clause_at(verb, Level.CLAUSE)[0]
    opening = ctx.doc.lower[lo:verb]
    if not opening or not all(w in JOINTS for w in opening) or not any(w.isalpha() for w in opening):
        return None  # the verb does not open its clause after a joint word ("and", "but", "who")
    subject = sa.subject_at(verb)
    if subject is None or subject.player is None or subject.way not in _NAMED_WAYS or subject.start < start:
        return None
    found = ctx.mentions.players_in(subject.start, subject.end)
    return found[0] if len(found) == 1 and found[0].player is subject.player else None


#: How a clause's subject is named for a lead verb to take it: by name, or carried from a named one.
_NAMED_WAYS = frozenset({SubjectWay.NAMED, SubjectWay.CARRIED})


#: Descriptors between "led by" and the player: "led by rookie X", "led by point guard X".
_PASSIVE_DESCRIPTORS = lexicon.words("passive_descriptors")


def _passive_subject(ctx: CheckContext, verb: int, end: int) -> PlayerMention | None:
    """The player right after "led by": "by Isaiah Thomas", "by Isaiah Thomas 's 38 points"
    (``end``: the end of the verb's sentence)."""
    tokens = ctx.tokens
    if verb + 1 >= end or ctx.doc.lower[verb + 1] != "by":
        return None
    after = _players_starting(ctx, verb + 2, min(end, verb + 8))
    if not after:
        return None
    first = after[0]
    low = ctx.doc.lower
    if first.start != verb + 2 and not (first.start - (verb + 2) <= 2 and
                                        all(w in _PASSIVE_DESCRIPTORS for w in low[verb + 2:first.start])):
        return None  # "led by a strong performance from X", "by the Big Three of X, Y and Z"
    nxt = ctx.doc.lower[first.end] if first.end < end else "."
    if nxt in {"and", "&"} or nxt == "," and any(m.start == first.end + 1 for m in after):
        return None  # "led by A and B": several leaders, not checked here
    if nxt in POSSESSIVE_MARKS:
        # "led by Thomas 's 38 points" (a figure) but not "by Williams ' shooting"
        k = first.end + 1
        if not next(numbers_with_stats(tokens[k:k + 4]), None) or parse_at(tokens, k) is None:
            return None
    return first


_THE_GAME = [list(p) for p in lexicon.phrase_list("game_objects_led")]


def object_pool(tokens: list[str], i: int, end: int, ctx: CheckContext, player: Player) -> tuple[str, int] | None:
    """What "led ..." governs from token ``i``: ("team"|"bench"|"game", end of the object)."""
    low = ctx.doc.lower
    words = low[i:min(end, i + 5)]
    if tuple(words[:2]) in GAME_OBJECTS:
        if words[2:3] in (["for"], ["on"]):  # "led all scorers for the Jazz": his team
            return "team", i + 2
        if words[2:3] == ["in"] and words[3:5] in _THE_GAME:
            return "game", i + 5  # "led all scorers in the contest with 31 points"
        return "game", i + 2
    if words[:1] == ["all"] and words[2:3] == ["scorers"] and _team_starting_at(ctx, i + 1) is not None:
        team = _team_starting_at(ctx, i + 1)  # "led all Grizzlies scorers": his team
        return ("team", i + 3) if team.side in (None, player.side) else None
    if words[:2] in _THE_GAME and words[2:3] in (["with"], ["in"]):
        return "game", i + 2  # "led the game with 30 points": a game high
    j = 1 if words[:1] == ["the"] or words[:1] in (["his"], ["their"]) else 0
    team = _team_starting_at(ctx, i + j)
    if team is not None:
        k = team.end
        if not STARTER_OBJECTS.isdisjoint(low[k:k + 2]):
            return None  # "led the Magic starters": a pool this family does not check
        if k < end and low[k] in BENCH_OBJECTS:
            return ("bench", k + 1) if team.side in (None, player.side) else None
        pos = possessive_len(tokens, k)
        if pos and k + pos < end and low[k + pos] in BENCH_OBJECTS:
            return ("bench", k + pos + 1) if team.side in (None, player.side) else None
        # "Hield led Minnesota" for a Pelican: the team's name is the error (team_names)
        return ("team", k) if team.side in (None, player.side) else None
    if len(words) <= j:
        return None
    word = words[j]
    if word in BENCH_OBJECTS and j == 1:
        if word == "second" and words[j + 1:j + 2] != ["unit"]:
            return None
        return "bench", i + j + (2 if word == "second" else 1)
    if word in TEAM_OBJECTS and j == 1:
        return "team", i + j + 1
    return None


def _first_claim(ctx: CheckContext, player: Player, lo: int, hi: int) -> BoundStat | None:
    for c in stat_claims(ctx):
        if lo <= c.number.start < hi and c.player is player:
            return c
    return None


def _first_stat(ctx: CheckContext, player: Player, lo: int, hi: int) -> str | None | bool:
    """The statistic of the first "N <stat>" after the object: the one the lead is in.

    False when that figure is credited to another player (the sentence moved on); None when
    there is none, or it comes after a comma without being bound to the player.
    """
    tokens, numbers = ctx.tokens, ctx.doc.numbers  # numbers.get(k) is parse_at(tokens, k)
    bound = claims_by_number(ctx)
    # where numbers may start in [lo, hi): numbers_with_stats would find the same in the slice
    starts = ctx.doc.number_starts
    starts = starts[bisect_left(starts, lo):bisect_left(starts, hi)]
    compound = None
    for k in starts:
        if k >= hi - 2:
            break
        if k in numbers and tokens[k + 1:k + 3] == ["-", "point"]:
            compound = k
            break
    if not starts:
        return None
    # numbers_with_stats(tokens[lo:hi]) without lowering each token again, nor copying the clause
    # past the words its last number reads (a few; a long sentence of leads made this quadratic)
    low, cut = ctx.doc.lower, min(hi, starts[-1] + _READS_AFTER)
    while cut < hi and low[cut - 1] in STAT_MODIFIERS:
        cut += 1  # (a run of "offensive"s is read to its noun)
    window = low[lo:cut]
    for num, stat, _ in _numbers_with_stats(window, [k - lo for k in starts], partial(parse_at, window)):
        if compound is not None and compound < lo + num.start:
            return "PTS"  # "a career - high 43 - point tally"
        c = bound.get(lo + num.start)
        if c is not None:
            return stat if c.player is player else False
        return None if marks(ctx, _COMMA, exact=True).any_in(lo, lo + num.start) else stat
    return None


#: How far past a number numbers_with_stats reads ("12 - of - 20 from three - point range": far less).
_READS_AFTER = 32
_COMMA = frozenset({","})


def _lead_stat(ctx: CheckContext, player: Player, lo: int, hi: int,
               default: str = "PTS") -> tuple[str, str | None, BoundStat | None] | None:
    """(statistic, the statistic named by "in ...", the player's figure in it) of a lead whose
    object ends at ``lo``; None when the sentence leaves it uncertain. ``default``: the statistic
    of a bare figure (points, unless the words before the lead named another)."""
    words = ctx.doc.lower[lo:min(hi, lo + 3)]  # (its first words only: a clause may be long)
    if words[:1] and words[0] in UNCHECKED_AFTER or words[:2] == ["on", "defense"]:
        return None  # "led the way from deep", "led the team defensively"
    named = "REB" if words[:3] in REBOUND_PLACES else named_stat(ctx.tokens, lo, hi)
    if named == "?":
        return None
    stat = named
    if stat is None:
        first = _first_stat(ctx, player, lo, hi)
        if first is False:
            return None
        stat = first or default
    claim = next((c for c in claims_between(ctx, lo, hi) if c.player is player and c.stat == stat), None)
    return stat, named, claim


_CLAUSE_END = frozenset(CLAUSE_END)
_COMBINED, _GROUP_WORDS = frozenset({"combined", "combining"}), frozenset(GROUP_WORDS)
_POOL_WORDS = STARTER_OBJECTS | BENCH_OBJECTS | {"unit"}  # all passive_pool looks at


def _says_double_double(ctx: CheckContext, lo: int, hi: int) -> bool:
    """"double - double", "triple - double", "nearly triple - doubled" in [lo, hi): an all-round line."""
    return phrase_in(ctx, lo, hi - 2, frozenset({"double", "triple"}),
                     lambda low, k: low[k + 1] == "-" and low[k + 2].startswith("double"))


def _off_the_bench(ctx: CheckContext, lo: int, hi: int) -> bool:
    return phrase_in(ctx, lo, hi, frozenset({"off"}), lambda low, k: low[k + 1:min(k + 3, hi)] == ["the", "bench"])


_TO_RESULT = lexicon.words("led_to_result")


def lead_claims(ctx: CheckContext) -> Iterator[LeaderClaim]:
    """Every "led / paced / topped" whose player, pool and statistic are certain."""
    tokens, low = ctx.tokens, ctx.doc.lower
    for i in positions(ctx, LEAD_VERBS | TRAIL_VERBS):  # the lead verbs only
        s_start, s_end = _sentence(ctx, i)
        passive = _passive_subject(ctx, i, s_end)
        if passive is not None:
            # "<team> were led by <player>": his team; "the bench was led by <player>": its bench
            if marks(ctx, _GROUP_WORDS).any_in(s_start, i) or low[s_start:s_start + 1] == ["they"]:
                # "They were led by X": which team "they" are is not certain
                # "a trio of double - digit efforts led by X": one of several
                continue
            pool = passive_pool(w for w in _POOL_WORDS if marks(ctx, frozenset({w})).any_in(s_start, i))
            if pool is None:
                continue  # "Denver 's first unit was led by X"
            subject, obj_end = passive, passive.end
            default = stat_just_before(low, s_start, i, STAT_NOUNS)  # "recorded 31 assists , led by X 's 11"
        else:
            default = "PTS"
            subject = _active_subject(ctx, i, s_start) or _clause_subject(ctx, i, s_start)
            if subject is None or i + 1 >= s_end:
                continue
            player = subject.player
            if player is None:
                continue
            found = object_pool(tokens, i + 1, s_end, ctx, player)
            if found is None:
                continue
            pool, obj_end = found
            if obj_end < s_end and low[obj_end] in _TO_RESULT:
                continue  # "led Chicago to a win": leading the team to a result, not in a statistic
            if subject.end < i and tokens[subject.end] in POSSESSIVE_MARKS:
                # "Beal 's 41 points led the Wizards": the figure is before the verb
                claim = _first_claim(ctx, player, subject.end, i)
                if claim is not None:
                    if player.double_digit_count < 3:
                        yield LeaderClaim(i, i + 1, player, pool, claim.stat, claim, _form(low[i]))
                    continue
        player = subject.player
        if player is None or not player.played:
            continue
        # the clause ends at a clause word or at ", and" (found in the word index: a long sentence
        # of leads would otherwise be scanned to its end for each)
        ends = [k for k in (marks(ctx, _CLAUSE_END).first_in(obj_end, s_end),
                            bigrams(ctx, ",", "and").first_in(obj_end, s_end)) if k is not None]
        clause_end = min(ends, default=s_end)
        found_stat = _lead_stat(ctx, player, obj_end, clause_end, default)
        if found_stat is None:
            continue
        stat, named, claim = found_stat
        if pool == "team" and _off_the_bench(ctx, obj_end, clause_end):
            pool = "bench"
        head = low[obj_end:min(obj_end + 6, clause_end)]
        if set(head) & STARTER_OBJECTS and ("unit" in head or "starters" in head):
            continue  # "led the way for the Wizards ' first unit": the starters, not checked
        if marks(ctx, _COMBINED).any_in(obj_end, clause_end):
            continue  # "led the Blazers, as they combined for 54 points": a shared lead
        if low[i] not in TRAIL_VERBS and _loose_lead(ctx, player, pool, stat, named, i, obj_end, clause_end):
            continue
        yield LeaderClaim(i, i + 1, player, pool, stat, claim, _form(low[i]), lead_note(stat))


def _loose_lead(ctx: CheckContext, player: Player, pool: str, stat: str, named: str | None,
                verb: int, obj_end: int, clause_end: int) -> bool:
    """A "led" writers say of more than the pool's leader: a triple-double (or a double-double the
    sentence stresses) "leads the way", and a reserve "leading the way" may be said of the bench (in
    a paragraph about it). "trailed" is never loose: it denies a lead the box score may show."""
    if named is None and (player.double_digit_count >= 3 or _says_double_double(ctx, obj_end, clause_end)):
        return True
    return pool == "team" and ctx.tokens[verb + 1:verb + 3] == ["the", "way"] and not player.starter and \
        leader_fact(ctx.game, player, "bench", stat) is None


def _form(verb: str) -> str:
    return "trail" if verb in TRAIL_VERBS else "lead"

def _figure(ctx: CheckContext, lead: LeaderClaim) -> BoundStat | None:
    """The number the sentence credits the leader with: bound in the lead's clause, else the first
    figure of the lead's statistic credited to the same player later in the sentence."""
    if lead.claimed is not None:
        return lead.claimed
    s_end = ctx.doc.bounds_at[lead.start][1]
    return next((c for c in claims_between(ctx, lead.end, s_end) if c.player is lead.player and c.stat == lead.stat),
                None)


#: The enums' members by value: lookups, where calling the enum runs its Python-level ``__call__``.
_POOL_OF = {p.value: p for p in Pool}
_STAT_OF = {s.value: s for s in Stat}
_FORM_OF = {f.value: f for f in LeadForm}


def leader_claim(ctx: CheckContext, lead: LeaderClaim) -> Lead:
    """A lead as a typed claim: its subject named where its clause binds a figure to him."""
    c = lead.claimed
    subject = Subject.of_player(lead.player, c.subject.start, c.subject.end, c.subject.kind) if c is not None \
        else Subject.of_player(lead.player)
    figure = _figure(ctx, lead)
    return Lead(subject=subject, pool=_POOL_OF.get(lead.pool) or Pool(lead.pool),
                stat=_STAT_OF.get(lead.stat) or Stat(lead.stat), form=_FORM_OF.get(lead.form) or LeadForm(lead.form),
                phrase=(lead.start, lead.end), figure=figure.number if figure is not None else None,
                cue=(lead.start, lead.end), note=lead.note)


@reader("leads", [Lead], "leader words: 'led the team', 'paced', 'a game - high 31 points', 'the high - point man'")
def read_leads(ctx: CheckContext) -> Iterator[Lead]:
    for lead in (*lead_claims(ctx), *high_claims(ctx), *scorer_claims(ctx), *bright_spot_claims(ctx),
                 *player_of_the_game_claims(ctx)):
        yield leader_claim(ctx, lead)
