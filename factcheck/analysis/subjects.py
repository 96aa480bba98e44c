"""Subjects: whom each clause is about, resolved once.

A clause's subject is what opens it, past its joint and openers ("However ,", "and", "while"):

- a player ("Harden scored 30", "point guard Jrue Holiday added 12"), several players ("Thomas
  and Horford had 10 each"), "he" / "his" (the player the sentence before was about, or the one
  this sentence named last), a description ("the point guard", "the veteran": the linker's
  reference), "the former" / "the latter" (one of "A and B" before);
- a team of the game or of the league ("The Nuggets", "Denver 's"), "they" / "their" (the team
  the reader floor's team binding resolves: :attr:`SentenceAnalysis.team_sides`), a side of this
  game ("the visitors", "the hosts");
- a team's bench or starters ("the bench", "the Pistons ' reserves", "their starting five",
  "the second unit"), both teams ("both teams", "the two clubs");
- the team of a labelled line in a section about this game ("TIP-INS / Hornets : Shot 12 of 30
  from deep").

A clause that opens with none goes on with the subject of the clause before it in its sentence
(", finishing with 20 points", "and added 12"). The subject is found per sentence when first asked.

The team readers and the judge's team weighing read a clause's subject in a second way
(:func:`team_subject_of`, kept as it is because their output depends on it): the name (or the word
referring to one) right after the clause's joint, openers and team descriptors ("the host Bulls"),
with the form of its words ("city", "name", "full", "ref"); a relative clause (", who shot 40
percent") about the name right before it; "it" / "this" a subject that is no team's (``OTHER``); a
team's possession no subject unless it stands for the team ("Toronto 's offense was efficient");
"they" the team the sentence named before; a clause with none the nearest subject before it in its
sentence, else (a sentence opening "Despite trailing 60 - 55 at the half , the Jazz ...") the first
after it.
"""

from __future__ import annotations

from bisect import bisect_left

import factcheck.lexicon as lexicon
from boxscore import Side

from .clauses import JOINTS, POSSESSIVE_MARKS, Level
from .components import component
from .model import ClauseSubject, SentenceAnalysis, SubjectKind, SubjectWay

#: Words that may open a clause before its subject ("However , he", "In addition , the bench").
_OPENERS = lexicon.words("binder_openers")
#: Groups of a team's players, by the group: "bench" or "starters" ("the reserves", "second unit").
_GROUPS = {tuple(p.split()): g for p, g in lexicon.mapping("team_group_nouns").items()}
_GROUP_FIRSTS = frozenset(p[0] for p in _GROUPS)
#: Words naming both teams of the game ("both teams", "the two clubs").
_BOTH = lexicon.phrases("both_teams")
#: "On deck for the Knicks is ...": the team after these words is what the clause is about.
_TOPIC_OPENERS = lexicon.phrases("topic_openers")
#: Words of a player's description before his name ("point guard Jrue Holiday", "veteran X").
_DESCRIPTORS = lexicon.words("name_descriptors") | lexicon.words("description_adjectives")
#: "the former" / "the latter": the first or second of two players named "A and B".
_PAIR_REFERENCES = lexicon.mapping("pair_references")
#: Pronouns of a team ("they", "their") and of a player ("he", "his").
_TEAM_PRONOUNS = lexicon.words("reference_team_pronouns")
_PLAYER_PRONOUNS = lexicon.words("reference_pronouns")
#: Words joining coordinated players ("A and B", "A , B and C").
_AND = frozenset({"and", "&", ","})
_GROUP_OF = {"bench": SubjectKind.BENCH, "starters": SubjectKind.STARTERS}


def _group_at(low: list[str], k: int) -> tuple[SubjectKind, int] | None:
    """The team group named at ``k`` and where its words end (None when none is)."""
    if k >= len(low) or low[k] not in _GROUP_FIRSTS:
        return None
    for words, group in _GROUPS.items():
        if tuple(low[k:k + len(words)]) == words:
            return _GROUP_OF[group], k + len(words)
    return None


class _Sentence:
    """The names of one sentence by where they start: players, teams (of the game or the league)."""

    def __init__(self, sa: SentenceAnalysis, s: int) -> None:
        self.start, self.end = sa.doc.bounds[s]
        mentions = sa.mentions
        self.players = {m.start: m for m in mentions.players_in(self.start, self.end)} if mentions else {}
        self.teams = {m.start: m for m in mentions.teams_in(self.start, self.end)} if mentions else {}
        self.refs = {r.start: r for r in mentions.references if self.start <= r.start < self.end} \
            if mentions else {}
        self.league = {r.start: r for r in sa.franchises if self.start <= r.start < self.end}


def _head(sa: SentenceAnalysis, lo: int, hi: int) -> int:
    """Where a clause's subject would stand: past its joint and the words that may open it."""
    low = sa.doc.lower
    k = lo
    while k < hi and (low[k] in _OPENERS or (k == lo and low[k] in JOINTS)):
        k += 1
    return k


def _players_from(sa: SentenceAnalysis, names: _Sentence, k: int, hi: int) -> tuple[int, list]:
    """The players coordinated from ``k`` ("A", "A and B", "A , B and C") and where they end."""
    low = sa.doc.lower
    found = [names.players[k]]
    end = found[0].end
    while end + 1 < hi and low[end] in _AND:
        j = end + 1 + (low[end] == "," and low[end + 1:end + 2] == ["and"])
        nxt = names.players.get(j)
        if nxt is None:
            break
        found.append(nxt)
        end = nxt.end
    return end, found


def _team_or_group(sa: SentenceAnalysis, k: int, end: int, side: Side | None, team: str,
                   way: SubjectWay, start: int) -> ClauseSubject:
    """A team named from ``start`` to ``end``, or its group after it ("the Pistons ' bench")."""
    low = sa.doc.lower
    j = end + (end < len(low) and low[end] in POSSESSIVE_MARKS)
    group = _group_at(low, j)
    if group is not None:
        return ClauseSubject(group[0], start, group[1], side=side, team=team, way=way)
    return ClauseSubject(SubjectKind.TEAM, start, end, side=side, team=team, way=way)


def _own_subject(sa: SentenceAnalysis, names: _Sentence, lo: int, hi: int,
                 before: list[ClauseSubject]) -> ClauseSubject | None:
    """The subject that opens the clause ``[lo, hi)`` (None when it opens with none)."""
    low = sa.doc.lower
    topic = lexicon.phrase_at(low, lo, _TOPIC_OPENERS)
    k = lo + len(topic) if topic is not None else _head(sa, lo, hi)
    if k >= hi:
        return None
    the = low[k] == "the"
    j = k + the
    both = lexicon.phrase_at(low, k, _BOTH)
    if both is not None:
        return ClauseSubject(SubjectKind.BOTH_TEAMS, k, k + len(both), way=SubjectWay.NAMED)
    team = names.teams.get(j)
    if team is not None:
        name = sa.team_name(team.side)
        return _team_or_group(sa, k, team.end, team.side, name, SubjectWay.NAMED, k)
    other = names.league.get(j)
    if other is not None and other.team is not None:
        return _team_or_group(sa, k, other.end, None, other.team, SubjectWay.NAMED, k)
    group = _group_at(low, j)
    if group is not None:  # "the bench", "the second unit": of the team told of last
        side = _side_told(sa, names, before, k)
        return ClauseSubject(group[0], k, group[1], side=side, way=SubjectWay.NAMED)
    ref = names.refs.get(k)
    if low[k] in _TEAM_PRONOUNS and before and before[-1].kind is SubjectKind.BOTH_TEAMS:
        return before[-1]._replace(way=SubjectWay.PRONOUN)  # "While these teams ... , they both"
    if ref is not None and low[k] in _TEAM_PRONOUNS | {"the"} and ref.kind == "team":
        side = sa.team_side_at(k, ref.side)
        end = ref.end
        return _team_or_group(sa, k, end, side, sa.team_name(side), SubjectWay.PRONOUN if not the else SubjectWay.DESCRIPTION, k)
    if low[k] in _TEAM_PRONOUNS:
        side = sa.team_side_at(k, None)
        return _team_or_group(sa, k, k + 1, side, sa.team_name(side), SubjectWay.PRONOUN, k)
    if the and low[j:j + 1] and low[j] in _PAIR_REFERENCES:
        pair = _pair_before(sa, names, k)
        if pair is not None:
            m = pair[0 if _PAIR_REFERENCES[low[j]] == "first" else 1]
            return ClauseSubject(SubjectKind.PLAYER, k, j + 1, players=(m.player,) if m.player else (),
                                 side=m.player.side if m.player else None, way=SubjectWay.PAIR)
    if ref is not None and ref.kind in ("pronoun", "description") and low[k] in _PLAYER_PRONOUNS | {"the"}:
        player = _player_before(sa, names, k, before) if ref.kind == "pronoun" else ref.player
        if player is None:
            return None
        way = SubjectWay.PRONOUN if ref.kind == "pronoun" else SubjectWay.DESCRIPTION
        return ClauseSubject(SubjectKind.PLAYER, k, ref.end, players=(player,), side=player.side, way=way)
    n = j
    while n < hi and n - j < 4 and n not in names.players and low[n] in _DESCRIPTORS:
        n += 1  # "point guard Jrue Holiday", "veteran big man X"
    if n in names.players:
        end, found = _players_from(sa, names, n, names.end)
        players = tuple(m.player for m in found if m.player is not None)
        if len(found) > 1:
            sides = {p.side for p in players}
            return ClauseSubject(SubjectKind.PLAYERS, k, end, players=players,
                                 side=sides.pop() if len(sides) == 1 else None, way=SubjectWay.NAMED)
        if not players:
            return None
        return ClauseSubject(SubjectKind.PLAYER, k, end, players=players, side=players[0].side,
                             way=SubjectWay.NAMED)
    return None


def _side_told(sa: SentenceAnalysis, names: _Sentence, before: list[ClauseSubject], k: int) -> Side | None:
    """The side of the game told of last before ``k``: a team this sentence names ("For Miami ,
    the starters ..."), else a subject of this sentence, else of the sentence before."""
    named = [m.side for start, m in names.teams.items() if start < k and m.side is not None]
    if named:
        return named[-1]
    found = next((x.side for x in reversed(before) if x.side is not None), None)
    s = sa.doc.sentence_of[names.start]
    if found is None and s > 0:
        found = next((x.side for x in reversed(sa.sentence_subjects(s - 1)) if x is not None and x.side is not None),
                     None)
    return found


def _pair_before(sa: SentenceAnalysis, names: _Sentence, k: int):
    """The last "A and B" named before ``k`` in its sentence, or the sentence before."""
    low = sa.doc.lower
    mentions = sa.mentions
    lo = names.start
    found = mentions.players_in(lo, k)
    if not found and lo > 0:
        found = mentions.players_in(sa.doc.bounds_at[lo - 1][0], lo)
    pairs = [(a, b) for a, b in zip(found, found[1:]) if b.start == a.end + 1 and low[a.end] in {"and", "&"}]
    return pairs[-1] if pairs else None


def _player_before(sa: SentenceAnalysis, names: _Sentence, k: int, before: list[ClauseSubject]):
    """The player "he" at ``k`` refers to: a player subject of a clause before it in the sentence,
    else the player the sentence before was about (its last player subject), else the linker's."""
    for s in reversed(before):
        if s.kind is SubjectKind.PLAYER:
            return s.players[0] if s.players else None
        if s.kind is not SubjectKind.PLAYER and s.way is not SubjectWay.CARRIED:
            break
    s = sa.doc.sentence_of[k]
    if s > 0 and not sa.mentions.players_in(names.start, k):
        previous = sa.sentence_subjects(s - 1)
        last = next((x for x in reversed(previous) if x is not None and x.kind is SubjectKind.PLAYER), None)
        if last is not None and last.players:
            return last.players[0]
    ref = names.refs.get(k)
    return ref.player if ref is not None else None


def read_sentence(sa: SentenceAnalysis, s: int) -> list[ClauseSubject | None]:
    """The subject of each clause (at :attr:`Level.CLAUSE`) of sentence ``s``, in order."""
    names = _Sentence(sa, s)
    spans = sa.sentence_clauses(s, Level.CLAUSE)
    out: list[ClauseSubject | None] = []
    known: list[ClauseSubject] = []
    for n, (lo, hi) in enumerate(spans):
        if known and lo < known[-1].end:  # "and B" of "A and B combined for 48": inside the subject
            out.append(known[-1])
            continue
        own = _own_subject(sa, names, lo, hi, known)
        if own is None and n == 0:
            own = _label_subject(sa, lo)
        if own is None and known:
            last = known[-1]
            own = last._replace(way=SubjectWay.CARRIED) if last.way is not SubjectWay.CARRIED else last
        out.append(own)
        if own is not None:
            known.append(own)
    _participial_opening(sa, s, out)
    return out


#: Words that may open a participial phrase before its gerund ("Despite taking the loss , X ...").
_PARTICIPLE_OPENERS = lexicon.words("participle_openers")


def _participial_opening(sa: SentenceAnalysis, s: int, out: list[ClauseSubject | None]) -> None:
    """A sentence opening with a participial phrase ("Despite taking the loss , DeMarcus Cousins had a
    monster game", "Coming off the bench , X scored 20"): its clauses before the first one that names
    its own subject have that subject, a player (carried back)."""
    if not out or out[0] is not None:
        return
    low = sa.doc.lower
    start = sa.doc.bounds[s][0]
    k = start + (low[start] in _PARTICIPLE_OPENERS)
    if k >= len(low) or not (low[k].endswith("ing") and len(low[k]) > 4):
        return
    n = next((n for n, x in enumerate(out) if x is not None), None)
    if n is None or out[n].way is not SubjectWay.NAMED or out[n].kind is not SubjectKind.PLAYER:
        return  # (a player's: a team's main clause may tell another game's frame back)
    for m in range(n):
        out[m] = out[n]._replace(way=SubjectWay.CARRIED)


def _label_subject(sa: SentenceAnalysis, lo: int) -> ClauseSubject | None:
    """The team of a labelled line's label, for the line's first clause ("Hornets : Shot 12 of 30")."""
    layout = sa.doc.layout
    block = layout.block_at(lo) if layout is not None else None
    if block is None or block.label is None or block.body != lo or block.label.team is None:
        return None
    side = sa.side_of_team(block.label.team)
    return ClauseSubject(SubjectKind.TEAM, block.label.start, block.label.end, side=side,
                         team=block.label.team, way=SubjectWay.LABEL)


@component("subjects", provides=("subjects", "team_subjects"), requires=("clauses", "mentions", "layout"))
def find_subjects(sa: SentenceAnalysis) -> None:
    """Each clause's subject, read per sentence when first asked (both readings)."""
    sa.subjects, sa.subject_reader = {}, read_sentence
    sa.team_subjects = {}


def subject_starts(sa: SentenceAnalysis, s: int) -> list[int]:
    """The starts of sentence ``s``'s clauses at :attr:`Level.CLAUSE` (as :func:`read_sentence` orders them)."""
    return [lo for lo, _ in sa.sentence_clauses(s, Level.CLAUSE)]


def clause_index(starts: list[int], i: int) -> int:
    """The index of the clause holding ``i`` among clauses starting at ``starts``."""
    return max(0, bisect_left(starts, i + 1) - 1)


# -- the team reading: a clause's subject as the team readers and the team weighing read it ----------

#: Words skipped at the head of a clause before its subject in the team reading: openers and team
#: descriptors ("However , the host Bulls").
_TEAM_SKIPPED = frozenset(lexicon.words("teams_openers") | lexicon.words("team_descriptors"))
#: Pronouns opening a clause as a subject that is no team or player ("but it was n't enough").
_IMPERSONAL = lexicon.words("impersonal_subjects")
#: Nouns of a team's possession that stand for the team ("Toronto 's offense").
_TEAM_UNITS = lexicon.words("team_unit_nouns")
#: Joint words whose clause is about the name right before them.
_RELATIVE = lexicon.words("relative_joints")
#: How many words back a relative clause's name may end (", who", "( 20 - 30 ) , who").
_RELATIVE_REACH = 7


def _names_at(sa: SentenceAnalysis) -> dict[int, ClauseSubject]:
    """The names and words referring to one, by their first token (indexed once)."""
    at: dict[int, ClauseSubject] = {}
    mentions = sa.mentions
    if mentions is not None:
        low = sa.doc.lower
        for r in mentions.references:
            if r.kind == "team" and r.side is not None:
                way = SubjectWay.PRONOUN if low[r.start] in _TEAM_PRONOUNS else SubjectWay.DESCRIPTION
                at[r.start] = ClauseSubject(SubjectKind.TEAM, r.start, r.end, side=r.side, way=way, form="ref")
            elif r.player is not None:
                way = SubjectWay.PRONOUN if r.kind == "pronoun" else SubjectWay.DESCRIPTION
                at[r.start] = ClauseSubject(SubjectKind.PLAYER, r.start, r.end, players=(r.player,),
                                            side=r.player.side, way=way, form="ref")
        for m in mentions.players:
            if m.player is not None:
                at[m.start] = ClauseSubject(SubjectKind.PLAYER, m.start, m.end, players=(m.player,),
                                            side=m.player.side, form=m.kind)
        for m in mentions.teams:
            if m.side is not None:
                at[m.start] = ClauseSubject(SubjectKind.TEAM, m.start, m.end, side=m.side, form=m.kind)
    sa.subject_names_at = at
    return at


def opening_team_subject(sa: SentenceAnalysis, start: int, end: int) -> ClauseSubject | None:
    """The subject that opens the clause ``[start, end)`` in the team reading (None when it opens
    with none)."""
    low = sa.doc.lower
    at = sa.subject_names_at if sa.subject_names_at is not None else _names_at(sa)
    k = start
    if k < end and low[k] in _RELATIVE:
        return _antecedent(sa, k)
    while k < end and (low[k] in _TEAM_SKIPPED or k == start and (sa.clause(k).joint is not None or low[k] in JOINTS)):
        k += 1  # (a sentence may open with a joint too: "After Oklahoma City jumped out to a 28 - 19 lead , ...")
    found = at.get(k)
    if found is None and k < end and low[k] in _IMPERSONAL:
        return ClauseSubject(SubjectKind.OTHER, k, k + 1, way=SubjectWay.PRONOUN, form="ref")  # "but it was n't enough"
    if found is None or found.end > end:
        return None
    if found.end < end and low[found.end] in POSSESSIVE_MARKS:
        # "Toronto 's offense was efficient": the team itself; "the Hawks ' bench", "the Hawks ' Kyle
        # Korver": a group or a player, no team
        if found.kind is not SubjectKind.TEAM or found.end + 1 >= end or low[found.end + 1] not in _TEAM_UNITS:
            return None
    return found


def _antecedent(sa: SentenceAnalysis, joint: int) -> ClauseSubject | None:
    """The name a relative clause at ``joint`` is about: the one ending right before it."""
    lo = max(sa.doc.bounds_at[joint][0], joint - _RELATIVE_REACH)
    for k in range(joint - 1, lo - 1, -1):
        for found in (sa.subject_names_at.get(j) for j in range(max(lo, k - 4), k + 1)):
            if found is not None and found.end == k + 1:
                return found
    return None


def _is_team_ref(found: ClauseSubject) -> bool:
    """Whether ``found`` is a word referring to a team ("they", "the hosts"), not its name."""
    return found.form == "ref" and found.kind is SubjectKind.TEAM


def team_subject_of(sa: SentenceAnalysis, i: int) -> ClauseSubject | None:
    """The subject of the clause holding token ``i`` in the team reading: its own, else the
    nearest clause's before it in its sentence that has one, else (a sentence opening without
    one) the first after it (``way`` CARRIED when taken from another clause)."""
    lo, hi = sa.clause_at(i, Level.CLAUSE)
    cached = sa.team_subjects.get(lo, False)
    if cached is not False:
        return cached
    found = opening_team_subject(sa, lo, hi)
    if found is None:
        found = _team_inherited(sa, lo, hi)
    elif _is_team_ref(found):
        # "the Bucks led for the majority of the game , as they led by double digits": the name
        # "they" takes up in its sentence
        named = _named_before(sa, lo, found)
        if named is not None:
            found = named
    sa.team_subjects[lo] = found
    return found


def _named_before(sa: SentenceAnalysis, lo: int, ref: ClauseSubject) -> ClauseSubject | None:
    """The name of the team ``ref`` ("they") refers to, as a clause's subject before ``lo`` in its
    sentence (None when the sentence names none before it)."""
    s_start, _ = sa.doc.bounds_at[lo]
    k = lo - 1
    while k >= s_start:
        a, b = sa.clause_at(k, Level.CLAUSE)
        found = opening_team_subject(sa, a, b)
        if found is not None and (found.kind is not SubjectKind.TEAM or found.side is not ref.side):
            return None  # another team or a player in between
        if found is not None and found.form != "ref":
            return found._replace(way=SubjectWay.CARRIED)
        k = a - 1
    return None


def _team_inherited(sa: SentenceAnalysis, lo: int, hi: int) -> ClauseSubject | None:
    """The subject of a clause that opens with none: the nearest before it in its sentence, else
    the first after it."""
    s_start, s_end = sa.doc.bounds_at[lo]
    k = lo - 1
    while k >= s_start:
        a, b = sa.clause_at(k, Level.CLAUSE)
        found = opening_team_subject(sa, a, b)
        if found is not None:
            if _is_team_ref(found):
                found = _named_before(sa, a, found) or found
            return found._replace(way=SubjectWay.CARRIED)
        k = a - 1
    k = hi
    while k < s_end:
        a, b = sa.clause_at(k, Level.CLAUSE)
        found = opening_team_subject(sa, a, b)
        if found is not None:
            return found._replace(way=SubjectWay.CARRIED)
        k = b
    return None
