"""What a claim is: who it is about, what it says, the value, the time frame, and the tokens.

A summary sentence makes claims: "LeBron James scored 38 points on 14 - of - 22 shooting" claims
a stat (James, points, 38, this game) and a shot line (James, field goals, 14 made of 22). The
reader (:mod:`factcheck.reader`) turns every sentence into such claims once per document; rules
verify them against the box score and league data. Every claim keeps the token spans it was read
from, so an error can be placed on the subject, the value or the claim word.

The schema is small on purpose: a kind of claim (:data:`KINDS`), an attribute the kind reads
(a box-score column, a shot type, a leader pool), a :class:`Subject`, a :class:`Value`, a
:class:`Frame`, and the reader's own record of the claim (``detail``), which only its verifier
reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from factcheck.claims.base import Frame, Subject  # noqa: F401 - one subject type for either kind of claim
from factcheck.claims.verdict import Status, Verdict  # noqa: F401 - the verdicts of either kind of claim


#: The kinds of claim, with what each says. A reader yields claims of these kinds only.
KINDS: dict[str, str] = {
    "stat": "a counting statistic of a player, team or group: points, rebounds, assists, minutes ...",
    "shots": "shots made (and attempted) of a shot type: '10 - of - 17 from the field', 'four threes'",
    "percent": "a shooting percentage: '52 percent from the field'",
    "score": "a score: the final score '113 - 107', a quarter's or half's points",
    "record": "a team's win-loss record: '( 32 - 18 )'",
    "result": "who won or lost: 'defeated', 'fell to', 'in the win'",
    "margin": "a margin: 'a 12 - point win', 'won by 12', 'a 10 - point lead at halftime'",
    "leader": "a leader word: 'led the team in scoring', 'a game - high 30 points', 'paced the bench'",
    "rank": "a rank: 'second on the team', 'the second - leading scorer', 'followed by'",
    "double": "double-doubles, triple-doubles, double figures",
    "role": "starter or reserve: 'off the bench', 'the starting lineup', 'sixth man'",
    "count": "how many players did something: 'six players in double figures'",
    "only": "'the only other starter in double figures', 'the lone reserve ...'",
    "group_lead": "a lead shared by a group: 'the duo of A and B'",
    "comparison": "a comparison of the teams: 'outscored', 'out - rebounded', 'superior shooters'",
    "flow": "the course of the game: 'led at halftime', 'pulled away in the fourth', 'overtime'",
    "venue": "home or road of this game: 'the host Raptors', 'a road win'",
    "weekday": "the day of the week of this game",
    "team_of": "the team a player plays for: 'the Hawks ' Kyle Korver', 'For the Grizzlies , ...'",
    "name": "a name the game contradicts: a team or player not in this game, a name that fits another",
    "next_game": "the next game: opponent, weekday, venue, rest",
    "streak": "a run of results: 'third straight win', 'won four of their last five'",
    "history": "earlier games: 'his second double - double in a row', season highs, back-to-backs",
    "form": "words about a team's form: 'continue to struggle', 'one of the hottest teams'",
    "unverifiable": "a claim no data here settles: standings, injuries, season averages",
}


class Value(NamedTuple):
    """What a claim says, and the tokens it was read from.

    ``kind`` is "number" (``number``), "range" (``number`` to ``second``), "made_attempted"
    (``number`` made of ``second``), "percent" (``number``), "pair" (a score or record:
    ``number`` - ``second``) or "word" (``word``: "led", "double - double", "Friday", "home").
    ``form`` is how a number is written ("digits" or "word"), for corrections in the text's form.
    """

    kind: str
    start: int
    end: int
    number: float | None = None
    second: float | None = None
    word: str = ""
    form: str = ""

    @classmethod
    def of_number(cls, start: int, end: int, number: float, form: str) -> "Value":
        """A "number" value, built directly (the most frequent value: see :class:`Subject`)."""
        return tuple.__new__(cls, ("number", start, end, number, None, "", form))


@dataclass(slots=True, eq=False)
class Claim:
    """One claim read from a sentence.

    ``attribute`` says what of the subject the kind reads: a box-score column ("PTS", "FG3"),
    a leader pool ("team", "bench", "game"), a period label. ``cue`` is the claim word(s) ("led",
    "double - double", "host"); ``note`` the reader's reason when it read a claim it cannot bind
    or place in this game ("ambiguous binding", "average"). ``detail`` is the reader's own record
    of the claim (a named tuple), for the rule that verifies it.
    """

    kind: str
    attribute: str
    subject: Subject | None
    value: Value | None
    frame: Frame = Frame.GAME
    period: tuple[int, ...] = ()
    cue: tuple[int, int] | None = None
    reader: str = ""
    note: str = ""
    detail: Any = None

    @property
    def start(self) -> int:
        """The first token the claim was read from."""
        return min(s for s, _ in self.spans())

    @property
    def end(self) -> int:
        return max(e for _, e in self.spans())

    def spans(self) -> list[tuple[int, int]]:
        """The token spans of its parts: subject (when named), value, cue."""
        out = []
        if self.subject is not None and self.subject.start >= 0:
            out.append((self.subject.start, self.subject.end))
        if self.value is not None:
            out.append((self.value.start, self.value.end))
        if self.cue is not None:
            out.append(self.cue)
        return out or [(0, 0)]
