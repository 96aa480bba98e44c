"""Which of several players a stat line is about, when the words leave two candidates.

A subject can name two players: a surname two players of the game share ("Green"), or a name made
of two players' names ("Kyle DeRozan", continued by the next sentence's "He"). The words cannot
decide; the numbers can. When the numbers told about such a subject in one sentence fit one
candidate's box-score line in at least two places, all but at most one of them, and fit every
other candidate less, the line is that candidate's: a writer who names a line by the wrong
surname still copies its numbers. Otherwise the subject stays unsure and nothing is checked.
"""

from __future__ import annotations

from collections.abc import Iterable

from factcheck.text.linking import PlayerMention
from factcheck.text.numbers import Number

#: At least this many of a line's numbers must fit the candidate.
MIN_FITS = 2


def resolve_by_fit(items: Iterable[tuple[Number, str, PlayerMention | None, int]]) -> dict[int, PlayerMention]:
    """For ``(number, statistic, subject, sentence)`` items, the subject each number of an
    ambiguous subject resolves to, by the number's start (only those that resolve)."""
    lines: dict[tuple[int, int, int], list[tuple[Number, str]]] = {}
    subjects: dict[tuple[int, int, int], PlayerMention] = {}
    for num, stat, subject, sentence in items:
        if subject is None or subject.player is not None or len(subject.players) < 2:
            continue
        key = (subject.start, subject.end, sentence)
        lines.setdefault(key, []).append((num, stat))
        subjects[key] = subject
    out: dict[int, PlayerMention] = {}
    for key, line in lines.items():
        subject = subjects[key]
        fits = sorted(((sum(p.stat(stat) == num.value for num, stat in line), n) for n, p in
                       enumerate(subject.players) if p.played), reverse=True)
        if not fits:
            continue
        best, at = fits[0]
        if best < MIN_FITS or best < len(line) - 1 or (len(fits) > 1 and fits[1][0] >= best):
            continue
        chosen = PlayerMention(subject.start, subject.end, (subject.players[at],), subject.kind)
        for num, _ in line:
            out[num.start] = chosen
    return out
