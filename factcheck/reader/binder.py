"""Bind a claim to the player it is about, the way basketball writing names him.

The subject of a number is the nearest player named before it in the sentence when he is the
doer of his clause (or owns the number by form: "X ( 21 points", "X , who had", "X 's 21"), or
the player a sentence-initial "He"/"His" refers to. "The former" / "the latter" refer to the
first / second of two players named "A and B" before them in the sentence. When the binding is
not certain (a group or a team as a new subject, coordinated players, an unknown name between),
there is no subject and no rule checks the claim.
"""

from __future__ import annotations

from factcheck.analysis.clauses import Level, words_at
from factcheck.analysis.model import SubjectWay
from bisect import bisect_left

from boxscore import Side
from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention
from factcheck.text.numbers import parse_at
from factcheck import lexicon

from .mixed_names import mixed_names
from .name_words import after_preposition, unknown_name_between
from .player_refs import (DESCRIPTION_ADJECTIVES, REFERENCE_NOUNS, aside_end, own_line, reference_noun_end,
                          restated_total, title_before)
from .vocab import STAT_NOUNS
from .words import positions, word_index

#: Tokens that, between a player and the number, mean the subject may have changed.
SUBJECT_BREAKERS = lexicon.words("subject_breakers")
#: A group named as the subject of a new clause (", while the bench combined for ...").
GROUP_SUBJECTS = lexicon.words("group_subjects")
#: A unit named as a group subject: "while the second unit ..."
_UNITS = tuple(list(p) for p in lexicon.phrase_list("units"))
CLAUSE_OPENERS = words_at(Level.PHRASE)
PRONOUNS_HE = {"he", "his", "him"}


def sentence_doers(ctx: CheckContext) -> dict[int, PlayerMention]:
    """The player a next sentence's "He" refers to, by sentence: its last player when he is the
    doer of his clause, else the last doer ("B moved into the lineup , pushing A to the bench .
    He ..." is B)."""
    doc = ctx.doc
    by_sentence: dict[int, list[PlayerMention]] = {}
    for m in ctx.mentions.players:
        by_sentence.setdefault(doc.sentence_of[m.start], []).append(m)
    out: dict[int, PlayerMention] = {}
    for s, mentions in by_sentence.items():
        sent_start = doc.sentence_bounds(s)[0]
        doers = [m for m in mentions if _is_doer(ctx, m, sent_start)]
        if doers:
            out[s] = doers[-1]
        elif len(mentions) == 1:
            out[s] = mentions[0]
    for name in mixed_names(ctx):  # "Kyle DeRozan had 20 points . He ...": one of the two players
        s = doc.sentence_of[name.start]
        if s not in by_sentence and s not in out:
            out[s] = name.mention()
    _carry_through_pronouns(ctx, by_sentence, out)
    return out


def _carry_through_pronouns(ctx: CheckContext, named: dict[int, list[PlayerMention]],
                            out: dict[int, PlayerMention]) -> None:
    """A sentence that names no player but opens with one the analysis resolves as the player of
    the sentence before ("X scored 30 . He added 10 rebounds . He also had two steals .") passes
    that player on to the next sentence's "He"."""
    sa = ctx.analysis.sentences
    for s in sorted(out):
        mention, t = out[s], s + 1
        while t not in named and t not in out and t < len(ctx.doc.bounds):
            first = next((x for x in sa.sentence_subjects(t) if x is not None), None)
            if first is None or first.way is not SubjectWay.PRONOUN or first.player is not mention.player:
                break
            out[t] = mention
            t += 1


#: Words of a player's description before his name ("point guard Jrue Holiday and big man Terrence Jones").
_DESCRIPTION_WORDS = lexicon.words("player_descriptions") | lexicon.words("description_nouns")


def skip_descriptions(low: list[str], start: int) -> int:
    """The index where a description of at most three words before ``start`` begins (``start``
    when there is none): "and big man Terrence Jones" joins Jones to the name before "and"."""
    k = start
    while k > 0 and start - k < 3 and low[k - 1] in _DESCRIPTION_WORDS:
        k -= 1
    return k


def coordinated_with_before(ctx: CheckContext, subject: PlayerMention, at: int) -> bool:
    """True when ``subject`` is the second of "A and B" and the number is not his by form."""
    low = ctx.doc.lower
    k = skip_descriptions(low, subject.start)
    if k < 2 or low[k - 1] not in {"and", "&"} or (subject.end < len(low) and low[subject.end] == "("):
        return False  # "A and B ( 12 points )" gives B his own numbers; "A and B , who teamed up for" does not
    if low[subject.end:subject.end + 2] == [",", "who"] and own_line(low[subject.end + 2:at]):
        return False  # "A and B , who scored a season - high 19 points": one player's
    before = k - 2 if low[k - 2] == "," else k - 1  # "A , B , and C": the serial comma
    return any(m.end == before for m in ctx.mentions.players)


def bind_subject(ctx: CheckContext, sent_start: int, at: int, previous: PlayerMention | None) -> PlayerMention | None:
    """The player a number at ``at`` is about, or None when that is not certain.

    What the names of the sentence decide is remembered per document by position: the binder,
    player_names and shot_breakdown ask about the same numbers, each with its own ``previous``
    (the previous sentence's player), which only a sentence opening with "He" reads."""
    memo = ctx.analysis.named_subjects
    key = (sent_start, at)
    named = memo.get(key)
    if named is None:
        named = memo[key] = _named_subject(ctx, sent_start, at)
    decided, subject = named
    return subject if decided else _pronoun_subject(ctx, sent_start, at, previous)


def _named_subject(ctx: CheckContext, sent_start: int, at: int) -> tuple[bool, PlayerMention | None]:
    """(True, the subject or None when unsure) when a player is named in the sentence before
    ``at`` (or "the former" / "the latter" refers to one), else (False, None)."""
    referred = former_or_latter(ctx, sent_start, at)
    if referred is not None:
        subject, lo = referred
        between = ctx.doc.lower[lo:at]
        if set(between) & SUBJECT_BREAKERS or unknown_name_between(ctx, lo, at):
            return True, None
        return True, subject
    candidates = ctx.mentions.players_in(sent_start, at)
    if not candidates:
        return False, None
    subject = _clause_subject(ctx, sent_start, at, candidates)
    if subject is None:
        return True, None
    return True, _kept_subject(ctx, subject, subject.end, at)


def _pronoun_subject(ctx: CheckContext, sent_start: int, at: int,
                     previous: PlayerMention | None) -> PlayerMention | None:
    """In a sentence that names no player before ``at``: "He added 12 points", "However , he
    added", "The big man added", "The Jazz center scored" continue the previous sentence's player
    (a team in the description must be his)."""
    if previous is None:
        return None
    found = _opening_reference(ctx, sent_start, at)
    if found is None:
        return None
    end, side = found
    if side is not None and previous.player is not None and previous.player.side is not side:
        return None
    return _kept_subject(ctx, previous, end, at)


def _opening_reference(ctx: CheckContext, sent_start: int, at: int) -> tuple[int, Side | None] | None:
    """Where a reference to a player that opens the sentence ends, and the team it names: "He",
    "However , he", "The big man", "The Jazz center" (None when the sentence opens otherwise)."""
    low = ctx.doc.lower
    k = sent_start
    while k < at and low[k] in _OPENERS:
        k += 1
    if k < at and low[k] in PRONOUNS_HE and (k == sent_start or low[k] == "he"):
        return k + 1, None
    if (k != sent_start and low[k - 1] != ",") or k >= at or low[k] != "the":
        return None  # ("The big man", "However , the big man")
    if k + 1 == at and restated_total(low, at, ctx.doc.bounds_at[at][1]):
        return at, None  # "The 31 points were a season - high for him"
    j, side = k + 1, None
    teams = ctx.analysis.teams_by_start
    while j < at and j - k <= 6:
        team = teams.get(j)
        if team is not None and side is None and team.side is not None:
            j, side = team.end, (team.side if low[j - 1] not in {"former", "ex"} else None)  # "The former Pacers All-Star"
        elif low[j] in _DESCRIPTION_WORDS and reference_noun_end(low, j, at) is None:
            j += 1
        else:
            break
    if j > k + 1 and low[j - 1] in _ROLE_NOUNS and low[j - 1] != "big":
        return j, side
    noun_end = reference_noun_end(low, j, at)  # "The reigning Rookie of the Year", "The 25 - year - old"
    if noun_end is not None and (j == k + 1 or low[j - 1] not in _ROLE_NOUNS):
        return noun_end, side
    return None


#: Verbs of helping before a team: "helped the Wizards record 13 blocks".
_HELP_VERBS = lexicon.words("help_verbs")


def _kept_subject(ctx: CheckContext, subject: PlayerMention, lo: int, at: int) -> PlayerMention | None:
    """``subject``, unless the words from ``lo`` to the number at ``at`` may have changed it."""
    tokens, low = ctx.tokens, ctx.doc.lower
    if not SUBJECT_BREAKERS.isdisjoint(low[lo:at]) and not _only_both_ends(low, lo, at):
        return None
    # a group or a team named as the subject of a new clause: ", while the bench had 40 points"
    analysis = ctx.analysis
    openers = analysis.group_openers
    if openers is None:
        openers = analysis.group_openers = _group_opener_positions(ctx)
    for n in range(bisect_left(openers, lo), len(openers)):  # (those few only, not every word between)
        k = openers[n]
        if k >= at - 1:
            break
        nxt = low[k + 2] if low[k + 1] == "the" and k + 2 < at else low[k + 1]
        if nxt in GROUP_SUBJECTS or (k + 4 <= at and low[k + 1:k + 4] in _UNITS):
            return None
    for team in ctx.mentions.teams_in(lo, at):
        if team.end + 1 == at and low[team.end] in {"up", "ahead", "within"}:
            return None  # "a three - pointer to put the Bucks up four points": the team's lead
        prev = low[team.start - 1] if team.start > 0 else ""
        prev2 = low[team.start - 2] if team.start > 1 else ""
        if prev in CLAUSE_OPENERS or (prev == "the" and prev2 in CLAUSE_OPENERS):
            if not ("with" in (prev, prev2) and low[team.end:team.end + 1] == [","]) \
                    and not (low[team.end:team.end + 1] in (["'s"], ["'"]) and low[team.end + 1:team.end + 2]
                             and low[team.end + 1] in _ROLES_AFTER_TEAM):
                return None  # (but "in his debut with the Magic , tallying 18" and "as the Nuggets ' point
                # guard , he had 18 points" are his)
        owned = low[team.end:team.end + 1] in (["'s"], ["'"]) and at - team.end <= 4 \
            and "with" not in low[team.end:at] and "," not in low[team.end:at]  # "the Hornets ' attack , tallying"
        if owned or {prev, prev2} & _HELP_VERBS:
            return None  # "contributing to the Thunder 's 15 total blocks", "helped the Wizards record 13 blocks"
    # the subject is one of several players: "Thomas and Horford had 10 points each"
    if subject.end < len(tokens) and low[subject.end] in {"and", "&"}:
        nxt = [m for m in ctx.mentions.players if m.start == subject.end + 1]
        if nxt:
            return None
    aside = aside_end(ctx, subject.end, at) if lo == subject.end else None
    if unknown_name_between(ctx, lo if aside is None else aside, at, oblique_ok=True):
        return None  # (but "X , who started with Y no longer on the roster , finished with" is X's)
    return subject


#: Role words after "<team> '": the team names his role, it is no new subject ("as the Nuggets ' point guard").
_ROLES_AFTER_TEAM = lexicon.words("roles_after_team")


def _only_both_ends(low: list[str], lo: int, at: int) -> bool:
    """The only breakers are idioms: "played both ends of the floor", "on both sides", "against his
    former team" (a "former" / "latter" not after "the" names no player)."""
    words = low[lo:at]
    return all(w == "both" and words[k + 1:k + 2] in (["ends"], ["sides"], ["halves"])
               or w in _FORMER_LATTER and low[lo + k - 1] != "the" for k, w in enumerate(words) if w in SUBJECT_BREAKERS)


def _group_opener_positions(ctx: CheckContext) -> list[int]:
    """Where a clause opener stands before a group ("while the bench", ", they", "and the second
    unit"), in order: the few places :func:`_kept_subject` needs to look at closely."""
    low = ctx.doc.lower
    n = len(low)
    out = []
    for k in positions(ctx, CLAUSE_OPENERS):
        nxt = low[k + 1] if k + 1 < n else ""
        if nxt in GROUP_SUBJECTS or (nxt == "the" and k + 2 < n and (
                low[k + 2] in GROUP_SUBJECTS or low[k + 1:k + 4] in _UNITS)):
            out.append(k)
    return out


#: Words right before a player (past descriptors) that leave him the doer of what follows:
#: clause openers, and agents of a passive or a list ("led by X", "help from X", "including X").
DOER_OPENERS = lexicon.words("doer_openers")
#: Descriptors that may stand between such a word and the name ("point guard Smith").
NAME_DESCRIPTORS = lexicon.words("name_descriptors")
#: Words that may open a sentence before its "he" ("However , he added ...", "In addition , he").
_OPENERS = lexicon.words("binder_openers")
#: Words of a description that opens a sentence about the player named last ("The big man", "The
#: reigning MVP", "The former Pacers All-Star"), and the nouns such a description ends with.
_ROLE_NOUNS = lexicon.words("binder_role_nouns") | REFERENCE_NOUNS
_DESCRIPTION_WORDS = NAME_DESCRIPTORS | _ROLE_NOUNS | lexicon.words("description_adjectives_before_role") \
    | DESCRIPTION_ADJECTIVES


#: Verbs whose agent after "by" is the doer of the numbers that follow ("led by X , who had 20").
AGENT_VERBS = lexicon.words("agent_verbs")


def _is_doer(ctx: CheckContext, m: PlayerMention, sent_start: int) -> bool:
    """True when ``m`` stands where the doer of its clause stands, not as an object: "while X
    had", "led by X with" qualify; "matched X 's total", "behind X with", "in place of X" do not.

    Remembered per document: it is asked again for every number of the sentence."""
    memo = ctx.analysis.doers
    key = (m.start, sent_start)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _doer(ctx, m, sent_start)
    return found


#: "as well as X", "as good as X": a comparison (as lists, compared with slices of the tokens).
_AS_WELL = [list(p) for p in lexicon.phrase_list("as_good_as")]


def _doer(ctx: CheckContext, m: PlayerMention, sent_start: int) -> bool:
    tokens, low = ctx.tokens, ctx.doc.lower
    if m.end < len(tokens) and low[m.end] in {"'s", "'"}:
        return False  # a possessive is no doer, unless it owns the numbers (see _owns_numbers)
    k = _walk_back(ctx, m.start, sent_start)
    prev = low[k - 1] if k > sent_start else ""
    if prev == "by":  # "led by X with 20": the agent; "overmatched by X and collected 16": an object
        return k - 1 > sent_start and low[k - 2] in AGENT_VERBS
    if prev == "with":  # ", with X adding 12" is X's clause; "hooking up with X for ... and added" is not
        return k - 1 > sent_start and tokens[k - 2] == ","
    if prev == "than" or prev == "as" and low[max(sent_start, k - 3):k - 1] in _AS_WELL:
        return False  # "shot nearly as well as Parsons and finished with 21", "better than X": compared
    return k == sent_start or prev in DOER_OPENERS


def _walk_back(ctx: CheckContext, start: int, sent_start: int) -> int:
    """Where the words before ``start`` that describe or name its player begin ("point guard X",
    "second - year guard X", an unlinked part of the name, a team name before him).

    Every position a walk passes ends where the walk ends, so each is remembered: a sentence of
    10,000 names takes one pass, not one per name."""
    tokens, low = ctx.tokens, ctx.doc.lower
    analysis = ctx.analysis
    teams, ends = analysis.teams_by_end, analysis.walk_back
    k, passed = start, []
    while k > sent_start:
        known = ends.get((k, sent_start))
        if known is not None:
            k = known
            break
        passed.append(k)
        prev = low[k - 1]
        title = title_before(low, k, sent_start)
        if title is not None:
            k = title  # "Sixth Man of the Year X"
        elif prev in NAME_DESCRIPTORS or prev in DESCRIPTION_ADJECTIVES or \
                (tokens[k - 1][:1].isupper() and prev not in PRONOUNS_HE):
            k -= 1
        elif k in teams:
            k = teams[k].start
        else:
            break
    for j in passed:
        ends[(j, sent_start)] = k
    return k


#: Words of a stat line a possessive owns directly: "Westbrook 's 17 - point , 15 - rebound".
_OWNED_LINE = lexicon.words("owned_line")


def _owns_numbers(ctx: CheckContext, m: PlayerMention, at: int) -> bool:
    """True when the number at ``at`` belongs to ``m`` by form, whatever its position:
    "X ( 21 points", "X , who had 21 points", "X 's 21 points"."""
    if m.end >= at:
        return False
    low = ctx.doc.lower
    first = low[m.end]  # (read alone first: most numbers follow none of these forms)
    if first == "(":
        return ")" not in low[m.end:at]
    if first == "," or first == "who":
        between = low[m.end:at]
        return between[:2] in ([",", "who"], ["who"]) and not {",", ";"} & set(between[2:])
    if first == "'s" or first == "'":
        between = low[m.end + 1:at]
        if "(" in between[1:4] and ")" not in between:  # "Davis ' standout effort ( 31 points , 21 boards"
            between = [t for t in between[between.index("(") + 1:] if t not in STAT_NOUNS]
        return all(t in _OWNED_LINE or parse_at([t], 0) is not None for t in between)
    return False


def _outside_relative_clauses(ctx: CheckContext, candidates: list[PlayerMention], at: int) -> list[PlayerMention]:
    """The candidates not named inside a relative clause that closes before ``at``: in "Gasol ,
    who Towns has called his toughest matchup , recorded three blocks" the blocks are Gasol's."""
    low = ctx.doc.lower
    index, lo = word_index(ctx), candidates[0].end
    if not any((found := index.get(w)) and (n := bisect_left(found, lo)) < len(found) and found[n] < at
               for w in ("who", "whom")):
        return candidates  # no "who" between the first of them and the number (most sentences)
    kept = []
    for m in candidates:
        k = m.start - 1
        while k > candidates[0].start and low[k] not in {",", "who", "whom", "which"}:
            k -= 1
        opened = low[k] in {"who", "whom"} or (low[k] == "," and low[k + 1:k + 2] in (["who"], ["whom"]))
        closed = "," in low[m.end:at]
        if opened and closed and kept:
            continue
        kept.append(m)
    return kept


def _clause_subject(ctx: CheckContext, sent_start: int, at: int,
                    candidates: list[PlayerMention]) -> PlayerMention | None:
    """The player of ``candidates`` (those named before ``at``) a number at ``at`` is about.

    The nearest one, when the number is his by form or he is the doer of his clause. A nearest
    player in an object's place ("B matched A 's scoring total and added six assists", "B was
    right behind A with 19 points") hands the number to the doer named before him; with no such
    doer, or when the nearest is one of coordinated players ("A and B combined ..."), nobody.
    """
    tokens = ctx.tokens
    kept = _outside_relative_clauses(ctx, candidates, at)
    if not kept:
        return None
    nearest = kept[-1]
    if _owns_numbers(ctx, nearest, at):
        return nearest
    if _is_doer(ctx, nearest, sent_start):
        return nearest
    doers = _last_doers(ctx, sent_start, kept) if kept is candidates else \
        [m for m in kept[:-1] if _is_doer(ctx, m, sent_start)]
    candidates = kept
    possessive = tokens[nearest.end:nearest.end + 1] in (["'s"], ["'"])
    if possessive and not doers and tokens[sent_start].lower() not in PRONOUNS_HE:
        k = nearest.end + 1
        while k < at and tokens[k].lower() in _OWNED_LINE - {","}:
            k += 1
        # "led by A 's 38 points , which he supplemented with six assists"; not "matched A 's total"
        return nearest if parse_at(tokens, k) is not None else None
    if doers and {t.lower() for t in tokens[nearest.end:at]} & {"he", "his"}:
        if not after_preposition(tokens, nearest.start, sent_start) or len(doers) > 1:
            return None  # "A , it was B who ... , as he finished with": "he" may be either
        # (but in "A started for the ailing B , but he was held scoreless" B is no doer: "he" is A)
    if doers:
        m = doers[-1]
        between = tokens[m.end:nearest.start]
        if {t.lower() for t in between} & {"while", "whereas", "but", ";"} or \
                any(parse_at(between, j) is not None for j in range(len(between))):
            return None  # B stands in another clause than A, or A's numbers came before
        return m
    if possessive or len(candidates) > 1 or tokens[sent_start].lower() in PRONOUNS_HE:
        return None  # "He matched A 's 16 points", "Mate B hung tough against A , registering": unsure
    if unknown_name_between(ctx, sent_start, nearest.start):
        return None  # the doer is someone the linker does not know
    return nearest


def _last_doers(ctx: CheckContext, sent_start: int, candidates: list[PlayerMention]) -> list[PlayerMention]:
    """The last two doers (or fewer) of ``candidates[:-1]``, the sentence's player mentions before
    a number: all :func:`_clause_subject` asks of them (none, one, several, the last).

    Each number of a sentence asks about the mentions before it: a chain per sentence (the last
    doer among its first j mentions, for every j) is built once, so a sentence of thousands of
    names is not walked again for each of its numbers."""
    chain = ctx.analysis.doer_chains.setdefault(sent_start, [-1])
    n = len(candidates) - 1
    while len(chain) <= n:  # (the mentions before a number are a prefix of the sentence's)
        j = len(chain) - 1
        chain.append(j if _is_doer(ctx, candidates[j], sent_start) else chain[j])
    found: list[PlayerMention] = []
    d = chain[n]
    while d >= 0 and len(found) < 2:
        found.append(candidates[d])
        d = chain[d]
    return found[::-1]


def former_or_latter(ctx: CheckContext, sent_start: int, at: int) -> tuple[PlayerMention, int] | None:
    """"A and B ..., with the former adding ... and the latter ...": the player "the former" or
    "the latter" nearest before ``at`` refers to, and the token after that word."""
    tokens, low = ctx.tokens, ctx.doc.lower
    analysis = ctx.analysis
    positions = analysis.former_latter
    if positions is None:
        positions = analysis.former_latter = _former_latter_positions(ctx)
    n = bisect_left(positions, at) - 1  # the last such word before ``at``
    if n >= 0 and positions[n] > sent_start:
        k = positions[n]
        word = low[k]
        if any(k < m.start < at for m in ctx.mentions.players):
            return None  # "with the former adding 11 rebounds , and Teague providing seven assists"
        mentions = [m for m in ctx.mentions.players if sent_start <= m.start and m.end <= k]
        if not mentions and sent_start > 0:  # "A and B starred . The former added ...": the pair before
            mentions = ctx.mentions.players_in(ctx.doc.bounds_at[sent_start - 1][0], sent_start)
        pairs = [(a, b) for a, b in zip(mentions, mentions[1:])
                 if b.start == a.end + 1 and tokens[a.end].lower() in {"and", "&"}]
        if not pairs:
            return None
        a, b = pairs[-1]
        return (a if word == "former" else b), k + 1
    return None


_FORMER_LATTER = frozenset({"former", "latter"})


def _former_latter_positions(ctx: CheckContext) -> list[int]:
    """Where "the former" / "the latter" stand (the second word), in order: found once per
    document, as few have any and the binder asks about every number."""
    low = ctx.doc.lower
    return [k for k in positions(ctx, _FORMER_LATTER) if k > 0 and low[k - 1] == "the"]
