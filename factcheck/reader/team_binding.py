"""Which team a number is about: the team named as the subject of its clause ("the Hawks shot"), the
object of a verb that holds or forces ("held the Lakers to", "force the Wizards into"), or the team
a "they" / "them" refers to. A player, "he", a group ("the bench", "the starters") or a team in any
other position (after "against", "over") nearer to the number than a team makes it no team's.
"""

from __future__ import annotations

from factcheck.analysis.clauses import Joint, Level, ends_at, joint_words, words_at
from factcheck.analysis import SubjectKind
from factcheck.analysis.subjects import subject_starts
from dataclasses import dataclass

from boxscore import Side
from factcheck.engine.context import CheckContext
from factcheck.text.linking import TeamMention
from factcheck.text.mentions import Reference
from factcheck import lexicon

from .analysis import Covered
from .name_words import unknown_name_between
from .words import marks


#: Words after a team name that make it an adjective of a person ("The Kings center went 12 - of - 21").
ROLE_NOUNS = lexicon.words("role_nouns")
#: Verbs whose object is the team a following number is about ("held the Lakers to 38 percent").
OBJECT_VERBS = lexicon.words("object_verbs")
#: Verbs after which the numbers are the opponent's, who is not named ("the Hawks allowed 50 percent").
ALLOW_VERBS = lexicon.words("allow_verbs")
#: Verbs after which a subject's turnovers are the opponent's ("the Hawks forced 20 turnovers").
FORCE_VERBS = lexicon.words("force_verbs")
#: Words before a team that make it the subject of a new clause.
PERSON_NOUNS = lexicon.words("person_nouns")
CLAUSE_OPENERS = words_at(Level.CLAUSE) | lexicon.words("team_binding_clause_openers")
#: Two-word openers: ", with the Hawks recording", "compared to the Blazers who shot".
CLAUSE_OPENERS_2 = frozenset(lexicon.phrase_list("clause_openers_2"))
#: Words before "as" that make it no clause opener ("such as the Spurs", "as well as the Spurs").
_NOT_CLAUSE_AS = lexicon.words("not_clause_as")
PLAYER_PRONOUNS = lexicon.words("player_pronouns")
#: Subjects that are neither a team nor a player of it ("the bench shot 60 percent").
GROUP_WORDS = lexicon.words("team_binding_group_words")
VERB_AFTER_BREAK = lexicon.words("verb_after_break")
#: Words of a sentence that leaves some players out ("Outside of George , the Pacers shot ...").
EXCLUSION_WORDS = lexicon.words("exclusion_words")
WEEKDAYS = lexicon.words("weekdays")
#: With a weekday, words that put a sentence in another game ("after the loss on Sunday , where ...").
OTHER_GAME_WORDS = lexicon.words("team_binding_other_game_words")
_EXCLUSION, _WEEKDAYS, _OTHER_GAME = frozenset(EXCLUSION_WORDS), frozenset(WEEKDAYS), frozenset(OTHER_GAME_WORDS)
#: Unions and differences of the word sets above that the readers test words against, built once
#: instead of on every call.
_GROUP_OR_EXCLUSION = frozenset(GROUP_WORDS | EXCLUSION_WORDS)
_HOLDING_VERBS = frozenset(OBJECT_VERBS - {"into"})


# ---- who a number is about -----------------------------------------------------------------------
def _word_before(low: list[str], start: int, lo: int) -> str:
    """The word before a team mention, skipping "the"."""
    k = start - 1
    if k >= lo and low[k] == "the":
        k -= 1
    return low[k] if k >= lo else ""


#: Nouns after a team's name (and its possessive) that stand for the team ("The Thunder offense was
#: unstoppable , shooting 63 percent"), as the sentence analysis reads them.
_TEAM_UNITS = lexicon.words("team_unit_nouns")
_POSSESSIVES = lexicon.words("possessive_marks")


def _team_unit(low: list[str], k: int) -> bool:
    """The words at ``k`` after a team's name are a noun standing for the team ("offense", "'s
    defense"), not a player's role ("shooting guard")."""
    if low[k:k + 1] and low[k] in _POSSESSIVES:
        k += 1
    return low[k:k + 1] != [] and low[k] in _TEAM_UNITS and not (low[k + 1:k + 2] and low[k + 1] in ROLE_NOUNS)


def _role(low: list[str], mention: TeamMention, lo: int) -> str | None:
    """"subject", "object" (of a holding verb), "allowed" (allowed to) or None for a team mention in
    sentence [lo, ...)."""
    if low[mention.end:mention.end + 1] and low[mention.end] in ROLE_NOUNS and not _team_unit(low, mention.end) \
            or set(low[mention.end:mention.end + 3]) & PERSON_NOUNS:
        return None  # "The Kings center", "The Warriors marquee shooting guard": a player
    before = _word_before(low, mention.start, lo)
    k = mention.start - 1 - (low[mention.start - 1:mention.start] == ["the"])
    if before in OBJECT_VERBS or before in {"rebounded", "rebounding", "rebound"} and low[k - 2:k] == ["out", "-"]:
        return "object"  # "held the Lakers to", "out - rebounded Chicago 41 - 32 but committed 15 turnovers"
    if before in ALLOW_VERBS and low[mention.end:mention.end + 1] == ["to"]:
        return "allowed"  # "allowed the Pacers to shoot 58 percent": the Pacers' own figure
    if before == "" or before in CLAUSE_OPENERS or k > lo and (low[k - 1], low[k]) in CLAUSE_OPENERS_2:
        return "subject"
    if before == "as" and k > lo and low[k - 1] not in _NOT_CLAUSE_AS and "as" not in low[max(lo, k - 4):k]:
        return "subject"  # "... to handle as the Spurs dished out 37 assists"
    return None


def _covered(ctx: CheckContext) -> Covered:
    analysis = ctx.analysis
    found = analysis.covered
    if found is None:
        found = analysis.covered = _find_covered(ctx)
    return found


def _find_covered(ctx: CheckContext) -> Covered:
    team_at: dict[int, TeamMention] = {}
    for m in ctx.mentions.teams:
        for k in range(m.start, m.end):
            team_at.setdefault(k, m)  # the first mention covering k, as a scan in order finds it
    players = ctx.mentions.players
    in_player = frozenset(k for m in players for k in range(m.start, m.end))
    starts = frozenset(m.start for m in players) | frozenset(m.start for m in ctx.mentions.teams)
    return Covered(team_at, in_player, starts)


@dataclass(frozen=True)
class Binding:
    """The team a claim is about; ``mention`` names it as a subject, ``wrong`` is a name shown wrong."""

    side: Side
    mention: TeamMention | None = None
    wrong: TeamMention | None = None


def _resolve_pronoun(ctx: CheckContext, low: list[str], k: int, lo: int) -> Side | None:
    """The team "they"/"their" (its subject) or "them" (an object, or the subject's opponent) at ``k`` is."""
    teams = [m for m in ctx.mentions.teams_in(lo, k) if m.side is not None]
    if not teams or any(m.side is None for m in ctx.mentions.teams_in(lo, k)):
        return None
    if ctx.mentions.players_in(lo, k):
        return None  # "they" may be a player and his teammates
    team = teams[-1]
    role = _role(low, team, lo)
    before = _word_before(low, team.start, lo)
    if low[k] == "them":
        if k == 0 or low[k - 1] not in OBJECT_VERBS:
            return None  # "which helped them": not a team held or forced
        if role == "object":
            return team.side
        return team.side.other if role == "subject" else None
    if role == "subject" or before == "for":  # "key for the Lakers , as they held ..."
        return team.side
    return None


def pronoun_side(ctx: CheckContext, k: int) -> Side | None:
    """The team a "their" / "its" at ``k`` refers to: the clause's team subject, else the linker's."""
    lo, _ = ctx.doc.bounds_at[k]
    side = _resolve_pronoun(ctx, ctx.doc.lower, k, lo)
    return side if side is not None else _reference_side(ctx, k)


_CLAUSE_HEAD_OPENERS = words_at(Level.CLAUSE)


def _clause_head(low: list[str], lo: int, k: int) -> int:
    """Where the clause holding ``k`` starts (after a comma, "as", "while", ... or the sentence start)."""
    j = k
    while j > lo and low[j - 1] not in _CLAUSE_HEAD_OPENERS:
        j -= 1
    return j


def _reference_side(ctx: CheckContext, k: int) -> Side | None:
    """The team the linker resolved a reference at ``k`` to ("they", "the team"), if it did."""
    for r in ctx.mentions.references:
        if r.start == k and r.kind == "team":
            return r.side
    return None


def _side_told_before(ctx: CheckContext, k: int) -> Side | None:
    """The side of this game told of last before "the team" at ``k`` that the linker did not
    resolve, as the sentence analysis finds the clauses' subjects (a player's team, a team): of a
    clause before it in its sentence ("The Lakers ' issues were on display in New York , as the
    team shot 38 percent"), else of the sentence before ("Point guard Tony Parker also scored 15
    points . The team shot over 56 percent")."""
    sa = ctx.analysis.sentences
    s = ctx.doc.sentence_of[k]
    own = sa.sentence_subjects(s)
    starts = subject_starts(sa, s)
    before = [x for x, start in zip(own, starts) if start < k and x is not None and x.end <= k]
    if any(x.kind is not SubjectKind.TEAM for x in before):
        return None  # ("X paced the reserves - - and the team as a whole - - with 23 points": his line)
    if before:
        return before[-1].side  # (None: a team of no part, or one the analysis cannot tell)
    if s == 0:
        return None
    subjects = sa.sentence_subjects(s - 1)
    return next((x.side for x in reversed(subjects) if x is not None and x.side is not None), None)


#: Words that may stand between a possessive and its number ("their just 12 turnovers").
_ADVERBS = lexicon.words("team_binding_adverbs")


def _descriptions_of(ctx: CheckContext) -> dict[int, Reference]:
    analysis = ctx.analysis
    found = analysis.team_descriptions
    if found is None:
        found = analysis.team_descriptions = _descriptions(ctx)
    return found


def _descriptions(ctx: CheckContext) -> dict[int, Reference]:
    """The linker's team descriptions ("the visitors", not "they"), by where each ends."""
    return {r.end: r for r in ctx.mentions.references if r.kind == "team" and r.end - r.start >= 2}


#: Words opening a sentence's subordinate clause, whose "they" may be the main clause's subject.
_SUBORDINATORS = lexicon.words("subordinators")


def _checked_against_later(ctx: CheckContext, low: list[str], k: int, at: int, side: Side) -> Side | None:
    """The linker's guess for "they" at ``k``, checked against the teams the sentence names after the
    number: "While they committed 19 turnovers to just 10 from the Sixers , the Knicks made up for it"
    is the Knicks' (the main clause's subject), "They shot 51 percent while holding Boston to ..." is not
    Boston's; a guess named again later is no contrast: unclear."""
    lo, hi = ctx.doc.bounds_at[at]
    later = [m for m in ctx.mentions.teams_in(at, hi) if m.side is not None]
    if not later:
        return side
    if low[lo] in _SUBORDINATORS and "," not in low[lo:k]:
        comma = next((j for j in range(at, hi) if low[j] == ","), None)
        main = next((m for m in later if comma is not None and m.start in (comma + 1, comma + 2)), None)
        if main is not None:
            return main.side if _role(low, main, lo) == "subject" else None
    for m in later:
        role = _role(low, m, lo)
        if role == "subject":
            break
        if role == "object":
            return m.side.other  # "They shot 51 percent while holding Boston to 37": not Boston
    return None if any(m.side is side for m in later) else side


def _described_before(ctx: CheckContext, low: list[str], lo: int, k: int) -> Side | None:
    """The one side of this game described after "for" ("scored 20 for the visitors") and no team
    named in [lo, k)."""
    if ctx.mentions.teams_in(lo, k):
        return None
    found = [r for end, r in _descriptions_of(ctx).items() if lo <= r.start and end <= k]
    if not all(r.start > lo and low[r.start - 1] == "for" for r in found):
        return None
    sides = {r.side for r in found}
    return sides.pop() if len(sides) == 1 else None


def owner(ctx: CheckContext, at: int, stat: str) -> Binding | None:
    """The team a number at ``at`` is about, and the team name it was bound to (see module doc)."""
    low = ctx.doc.lower
    lo, hi = ctx.doc.bounds_at[at]
    # (the word index answers for the sentence: asked at every number, a scan of it is quadratic)
    if _player_after(ctx, low, at, hi) or marks(ctx, _EXCLUSION).any_in(lo, at) \
            or marks(ctx, _WEEKDAYS).any_in(lo, at) and marks(ctx, _OTHER_GAME).any_in(lo, hi) \
            or unknown_name_between(ctx, lo, at):
        return None
    covered = _covered(ctx)
    descriptions = _descriptions_of(ctx)  # (read once: the walk asks at every word)
    k = at - 1
    while k >= max(lo, at - 30):
        w = low[k]
        if w == "team" and low[k - 2:k] == ["as", "a"]:
            k -= 3  # "the Kings as a team shot 47 percent": the team named before
            continue
        if w == "team" and low[k - 1:k] == ["the"] and k - 1 == _clause_head(low, lo, k - 1):
            side = _reference_side(ctx, k - 1)  # "the team shot just 49 percent": the team referred to
            if side is None:
                side = _side_told_before(ctx, k - 1)
            if side is None:
                return None
            return Binding(side)
        described = descriptions.get(k + 1)
        if described is not None:
            if described.side is None or described.start != _clause_head(low, lo, described.start):
                return None  # "against the visitors": no subject
            return Binding(described.side)  # "the road team committed 22 turnovers", "The hosts shot"
        if k in covered.in_player or w in PLAYER_PRONOUNS or w in GROUP_WORDS:
            return None
        if w in {"they", "their", "them"}:
            side = _resolve_pronoun(ctx, low, k, lo)
            if side is None and (w == "they" and k == _clause_head(low, lo, k)
                                 or w == "their" and _ADVERBS.issuperset(low[k + 1:at])):
                # "They shot a horrible 25 percent": the sentence before's team; "15 assists to their 18
                # turnovers": the possessive's team; "double digits for the visitors , and they shot"
                side = _described_before(ctx, low, lo, k) if w == "they" else None
                if side is None:
                    side = _reference_side(ctx, k)
                    if side is not None:
                        side = _checked_against_later(ctx, low, k, at, side)
            if side is None:
                return None
            if w != "them" and stat == "TO" and _forcing(low[k + 1:at]):
                side = side.other
            return Binding(side)
        mention = covered.team_at.get(k)
        if mention is not None:
            if mention.side is None:
                return None
            role = _role(low, mention, lo)
            between = low[mention.end:at]
            if set(between) & {"by", "behind"}:
                return None  # "Phoenix was led by Bledsoe 's 18 points"
            if role == "allowed":  # (but "allowed X to shoot 50 percent and hit 13 - of - 26": whose, unsure)
                return None if _new_clause_verb(between) else Binding(mention.side)
            if role == "object":
                if _word_before(low, mention.start, lo) in {"rebounded", "rebounding", "rebound"}:
                    return Binding(mention.side.other)  # "out - rebounded the Clippers 44 to 43 and grabbed 10 ..."
                if _new_clause_verb(between):
                    return Binding(mention.side.other)  # "held the Lakers to 38 percent , while shooting 50"
                subject = _subject_before(ctx, low, lo, mention.start)
                if subject is not None and subject.side is mention.side:
                    return Binding(mention.side.other, wrong=mention)  # a team holding itself
                return Binding(mention.side)
            if role != "subject":
                return None
            if set(between) & ALLOW_VERBS and not _gave_away(between):
                return None  # "the Hawks allowed 50 percent shooting": the opponent's, unnamed
            if set(between) & _HOLDING_VERBS and not set(between) & FORCE_VERBS and not _held_passive(between):
                return None  # "the Hawks held 40 percent" has lost its object
            if stat == "TO" and _forcing(between):
                return Binding(mention.side.other)
            return Binding(mention.side, mention)
        k -= 1
    return None


_PASSIVE_AUXILIARIES = lexicon.words("passive_auxiliaries")
_PASSIVE_AUXILIARY_SLICES = [[w] for w in _PASSIVE_AUXILIARIES]


def _held_passive(between: list[str]) -> bool:
    """"the Raptors were held to 14 points": a passive holding verb, the subject's own numbers."""
    return any(w in _HOLDING_VERBS and between[j - 1:j] in _PASSIVE_AUXILIARY_SLICES
               for j, w in enumerate(between))


def _gave_away(between: list[str]) -> bool:
    """"gave the ball away 24 times", "gave it up": the subject's own turnovers, no opponent's numbers."""
    return not {"ball", "it"}.isdisjoint(between) and not {"away", "up"}.isdisjoint(between)


_NOT_FORCING = _PASSIVE_AUXILIARIES | {"be"}  # "were forced into", "could be forced"


def _forcing(between: list[str]) -> bool:
    """An active verb of forcing between a subject and its turnovers ("forced 20", not "were forced into")."""
    return bool(set(between) & FORCE_VERBS) and not set(between) & _NOT_FORCING


def _player_after(ctx: CheckContext, low: list[str], at: int, hi: int) -> bool:
    """"29 points and 11 rebounds from star Anthony Davis": the numbers are the player's."""
    stop = min(hi, at + 14)
    if _AGENT_WORDS.isdisjoint(low[at + 1:stop]):
        return False  # most often: no word that could introduce the player
    starts = _covered(ctx).starts
    for k in range(at + 1, stop):
        w = low[k]
        if w in _AGENT_CLAUSE_ENDS or w == "to" and _number_next(ctx, low, k + 1):
            return False  # "18 times compared to just ten from the Hawks", "19 turnovers to just 12 from
            # the Sixers": the later number's
        if w in _AGENT_WORDS:
            if k + 1 in starts or k + 2 in starts or k + 3 in starts:
                return True  # "from star Anthony Davis", "put forth by the Warriors"
            end = min(k + 4, hi)
            for n in range(k + 1, end):
                if low[n] in _AGENT_PHRASE_ENDS:
                    end = n
                    break
            if not GROUP_WORDS.isdisjoint(low[k + 1:end]) or any(t[:1].isupper() for t in ctx.tokens[k + 1:end]):
                return True  # "from their five bench players", "from Steph Curry" (unknown name)
    return False


_BEFORE_NUMBER = [[w] for w in lexicon.words("before_bare_number")]


def _number_next(ctx: CheckContext, low: list[str], k: int) -> bool:
    """A number at ``k``, after "just" / "only"."""
    while low[k:k + 1] in _BEFORE_NUMBER:
        k += 1
    return k in ctx.doc.numbers


#: Words that end the clause of a number: an agent after them is another number's ("six times while
#: forcing 17 turnovers for Denver", "27 total assists , including nine from star LeBron James").
_AGENT_CLAUSE_ENDS = ends_at(Level.MAJOR) | joint_words(Joint.ATTACHMENT)
#: Words after a number that may introduce the player it belongs to, and the words ending his name.
_AGENT_WORDS = lexicon.words("agent_words")
_AGENT_PHRASE_ENDS = frozenset({".", ";", ",", "("})


def turnovers_from(ctx: CheckContext, low: list[str], noun_end: int) -> Binding | None:
    """"eliciting 15 turnovers from the Hawks": the turnovers are the team's named after "from"."""
    if low[noun_end:noun_end + 1] != ["from"] and not (
            low[noun_end:noun_end + 1] == ["for"] and not FORCE_VERBS.isdisjoint(low[max(0, noun_end - 5):noun_end])):
        return None  # "forcing 17 turnovers for Denver": Denver's
    j = noun_end + 1 + (low[noun_end + 1:noun_end + 2] == ["the"])
    mention = next((m for m in ctx.mentions.teams if m.start == j), None)
    if mention is None or mention.side is None:
        return None
    lo, _ = ctx.doc.bounds_at[noun_end]
    subject = _subject_before(ctx, low, lo, noun_end)
    if subject is not None and subject.side is mention.side:
        return Binding(mention.side.other, wrong=mention)
    return Binding(mention.side)


def _subject_before(ctx: CheckContext, low: list[str], lo: int, at: int) -> TeamMention | None:
    """The team named as the subject of the clause before ``at``: the last one in subject position
    ("While the Jazz out - rebounded them , the Warriors made up for it by forcing the Jazz into ...")."""
    found = None
    for m in ctx.mentions.teams_in(lo, at):
        if m.side is not None and _role(low, m, lo) == "subject":
            found = m
    return found


_NEW_CLAUSE_SKIPPED = lexicon.words("new_clause_skipped")


def _new_clause_verb(between: list[str]) -> bool:
    """A clause break followed by a verb: the words after it are the subject's again."""
    for j, w in enumerate(between):
        if w in {",", "while", "and", "but"}:
            rest = [x for x in between[j + 1:j + 4] if x not in _NEW_CLAUSE_SKIPPED]
            if rest and (rest[0] in VERB_AFTER_BREAK):
                return True
    return False
