"""Clauses: where a sentence is cut, by what kind of joint (the one definition every reader uses).

A clause ends before a joint word of the lexicon's ``clause_joint_kinds`` table: a stop inside the
sentence (";"), a contrast ("while", "but"), a coordination (",", "and"), a subordinate clause
("after", "when", "which"), an attachment ("with", "including") or a bracket. Readers differ in
how far a claim's words may reach, not in what a joint is: each asks for the clause around a word
at a :class:`Level`, the set of joint kinds that cut there (a subject reaches over "and" but not
over "while"; a cue of another game reaches over a comma but not over "after").
"""

from __future__ import annotations

import factcheck.lexicon as lexicon

from .components import component
from .model import CUTS, Clause, Joint, Level, SentenceAnalysis  # noqa: F401  (Level: the readers' name)


#: Every joint word and its kind (lower case).
JOINTS: dict[str, Joint] = {w: Joint(kind) for w, kind in lexicon.mapping("clause_joint_kinds").items()}
def joint_words(*kinds: Joint) -> frozenset[str]:
    """The joint words of the kinds given: what a reader scanning word by word stops at."""
    return frozenset(w for w, kind in JOINTS.items() if kind in kinds)


def words_at(level: Level) -> frozenset[str]:
    """The joint words that cut at ``level``."""
    return joint_words(*CUTS[level])


#: The token that ends a sentence (the shared task's segmentation: a lone full stop).
SENTENCE_END = "."


def ends_at(level: Level) -> frozenset[str]:
    """The words a scan across sentences stops at for ``level``: its joints and the full stop."""
    return words_at(level) | {SENTENCE_END}


#: The punctuation that cuts a clause, and the full stop: what a scan of a few words stops at
#: when words like "and" may stand inside what it reads (", ; : ( ) .").
PUNCTUATION = frozenset(w for w in JOINTS if not w.isalpha()) | {SENTENCE_END}


#: The marks that make a name own what follows ("the Hawks ' Kyle Korver", "Thomas 's").
POSSESSIVE_MARKS = lexicon.words("possessive_marks")
#: Pronouns that own what follows ("their bench").
POSSESSIVE_PRONOUNS = lexicon.words("possessive_pronouns")


def possessive_at(low: list[str], i: int) -> bool:
    """True when token ``i`` is a possessive mark ("'s", "'", curly or straight)."""
    return 0 <= i < len(low) and low[i] in POSSESSIVE_MARKS


@component("clauses", provides=("clauses", "clause_of"), requires=("tokens", "sentences"))
def find_clauses(sa: SentenceAnalysis) -> None:
    """Cut every sentence at every joint (the finest clauses); coarser clauses are unions of them."""
    low = sa.doc.lower
    joints = JOINTS
    at = sa.doc.positions_of(joints)  # (found in C: most tokens are no joint)
    clauses: list[Clause] = []
    clause_of: list[int] = []
    j, n = 0, len(at)
    for s, (start, end) in enumerate(sa.doc.bounds):
        a, kind, opened = start, None, -1
        while j < n and at[j] < start:
            j += 1
        while j < n and at[j] < end:
            k = at[j]
            j += 1
            if k == start:
                continue
            clause_of.extend([len(clauses)] * (k - a))
            clauses.append(Clause(a, k, kind, opened, s))
            a, kind, opened = k, joints[low[k]], k
        clause_of.extend([len(clauses)] * (end - a))
        clauses.append(Clause(a, end, kind, opened, s))
    sa.clauses = clauses
    sa.clause_of = clause_of
