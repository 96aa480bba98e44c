"""The vocabulary of shooting: shot types, the words that name them after a line or a percentage
("from the field", "from beyond the arc", "at the charity stripe", "3Pt"), counts of shots
("four three - pointers", "a pair of free throws"), and the words around a number that make it no
game total. Player and team shooting are read with these words alone: a new phrasing is one entry.
"""

from __future__ import annotations

from boxscore import Shot

FG, FG3, FT = Shot.FG, Shot.FG3, Shot.FT
#: Two-point shots: field goals less three-pointers (derived columns of the box score). A
#: "four - pointer" is no shot type and is not read.
FG2 = Shot.FG2
#: shot type -> (made column, attempted column, percentage column, name in comments)
COLUMNS = {shot: (shot.made, shot.attempted, shot.percent, shot.noun) for shot in Shot}


def _phrases(*texts: str) -> list[tuple[str, ...]]:
    """Token sequences, longest first."""
    return sorted((tuple(t.split()) for t in texts), key=len, reverse=True)


#: Words naming the shot type right after a made-attempted pair or a percentage (lower case).
TYPE_PHRASES: dict[str, list[tuple[str, ...]]] = {
    FG: _phrases(
        "fg", "fgs", "fg%", "fg %", "from the field", "from the floor", "field goals", "field goal", "field - goals",
        "field - goal", "shooting from the field", "shooting from the floor", "from field",
    ),
    FG3: _phrases(
        "3pt", "3pts", "3p", "3pm", "3fg", "3 - pt", "3 pt", "3 p", "3 pts", "3 - pointers", "3 - pointer", "3 - point",
        "three - pointers", "three - pointer", "three - point", "threes", "treys", "triples",
        "from three", "from 3", "from the three", "from the 3", "from beyond the arc", "from beyond",
        "from behind the arc", "from behind the three", "from behind the 3", "from deep", "from long range",
        "from long distance", "from distance", "from downtown", "from outside", "from the perimeter",
        "from the arc", "from the three - point line", "beyond the arc", "behind the arc", "from 3pt range",
        "on threes", "on three - pointers", "on 3 - pointers", "from three - point range",
    ),
    FT: _phrases(
        "ft", "fts", "ft%", "ft %", "from the free", "from the line", "from the charity stripe", "from the stripe",
        "from the foul line", "from the free - throw line", "from the free throw line", "at the line",
        "at the free", "at the charity stripe", "at the stripe", "at the foul line", "free throws",
        "free throw", "free - throws", "free - throw", "foul shots", "on free throws",
    ),
    FG2: _phrases(
        "two - pointers", "two - pointer", "two - point", "2 - pointers", "2 - pointer", "2 - point",
        "from two - point range", "from 2 - point range", "from two - point land", "from two - point territory",
        "from inside the arc", "inside the arc", "on two - pointers", "on two - point attempts",
        "on two - point shots", "on two - point field goals", "on 2 - pointers", "from the two - point line",
    ),
}
#: Box-score abbreviations ("3PT" is one token in the shared task, "3 PT" after raw tokenization).
ABBREVIATIONS = {tuple(p.split()) for p in ("fg", "fgs", "fg%", "fg %", "3pt", "3pts", "3p", "3pm", "3fg", "3 - pt",
                                            "3 pt", "3 p", "3 pts", "ft", "fts", "ft%", "ft %")}
#: Generic nouns between a pair and its shot type ("10 - of - 17 shooting from deep").
GENERIC_NOUNS = {"shooting", "shots", "attempts", "overall"}
#: Generic nouns that, with no shot type after them, mean field goals.
FIELD_GOAL_GENERICS = {"shooting", "shots", "overall"}
#: Words anywhere before a bare pair in its sentence that name a shot type (then it is ambiguous).
TYPE_CUES = {"inside", "field", "floor", "line", "stripe", "arc", "deep", "range", "distance", "downtown", "three",
             "threes", "3", "free", "throw", "throws", "fg", "ft", "3pt", "pointers", "pointer", "treys", "triples"}
#: Verbs before a bare pair that make it a shooting line ("went 9 - for - 15").
BARE_PAIR_VERBS = {"went", "shot", "shooting", "going", "finished", "was", "on"}
#: Words that may stand between such a verb and the pair: "shot just 7 - of - 18", "a perfect 5 - for - 5".
PAIR_ADVERBS = {"just", "only", "a", "an", "merely", "perfect", "efficient", "impressive", "poor", "dismal", "ugly",
                "brutal", "blistering", "scorching", "sizzling", "woeful", "paltry", "solid", "nice"}
#: Count nouns after a number ("four three - pointers") and whether they count attempts.
COUNT_NOUNS: list[tuple[tuple[str, ...], str, bool]] = sorted(
    [(p, FG3, False) for p in _phrases("three - pointers", "3 - pointers", "threes", "treys", "triples",
                                       "three - point field goals", "3 - point field goals", "three - point shots",
                                       "three - point baskets", "3 - point shots", "three - point buckets")]
    + [(p, FG3, True) for p in _phrases("three - point attempts", "3 - point attempts",
                                        "three - point shot attempts", "three - point field goal attempts",
                                        "attempts from three", "attempts from deep", "attempts from beyond the arc",
                                        "attempts from long range", "three - point tries")]
    + [(p, FG2, False) for p in _phrases("two - pointers", "2 - pointers", "two - point field goals",
                                         "2 - point field goals", "two - point shots", "two - point baskets",
                                         "two - point buckets")]
    + [(p, FG2, True) for p in _phrases("two - point attempts", "2 - point attempts", "two - point shot attempts",
                                        "two - point field goal attempts", "two - point tries")]
    + [(p, FT, False) for p in _phrases("free throws", "free - throws", "foul shots")]
    + [(p, FT, True) for p in _phrases("free throw attempts", "free - throw attempts", "foul shot attempts",
                                       "attempts from the line", "attempts from the free - throw line",
                                       "attempts from the charity stripe")]
    + [(p, FG, False) for p in _phrases("field goals", "field - goals", "baskets", "buckets")]
    + [(p, FG, True) for p in _phrases("field goal attempts", "field - goal attempts", "shot attempts",
                                       "shots from the field")],
    key=lambda item: -len(item[0]),
)
#: Verbs before a count that make it a count of attempts.
ATTEMPT_VERBS = {"attempted", "attempt", "attempts", "attempting", "took", "take", "takes", "taking",
                 "hoisted", "launched", "jacked", "fired"}
#: Verbs before a count that make it something other than made shots, or either ("shot 12 free throws").
MISS_VERBS = {"missed", "miss", "misses", "missing", "bricked", "blocked", "block", "blocks"}
NOT_MADE_VERBS = MISS_VERBS | {"allowed", "gave", "conceded", "short", "shot", "shoot", "shoots", "shooting"}
#: Words right before a number that make it no game total of the player.
NOT_TOTAL_BEFORE = {"averaging", "averages", "average", "averaged", "career", "season", "combined", "combine",
                    "combining", "last", "previous", "both", "each", "all", "over", "under", "than", "least",
                    "most", "nearly", "almost", "about", "around", "roughly", "approximately", "-", "to", "by",
                    "sub", "first", "another", "consecutive", "straight", "of", "his", "her", "their", "its",
                    "the", "those", "these", "per", "record", "franchise", "league", "previous"}
#: Words after a claim (in its clause) that make it a split, a streak, an average or a single play.
NOT_TOTAL_AFTER = {"quarter", "quarters", "half", "halves", "period", "frame", "stanza", "overtime", "ot",
                   "halftime", "first", "second", "third", "fourth", "final", "opening", "closing", "stretch",
                   "per", "apiece", "each", "season", "career", "average", "averages", "last", "previous",
                   "since", "combined", "span", "straight", "consecutive", "games", "seconds", "left",
                   "remaining", "late", "early", "minute", "possession", "possessions", "row", "series",
                   "playoffs", "month", "after", "before", "following", "foul", "fouled", "clock", "over"}
#: Words before a claim (from its subject on) that make it a split or an average.
NOT_TOTAL_CONTEXT = {"quarter", "half", "period", "frame", "stanza", "overtime", "halftime", "averaging",
                     "averaged", "averages", "career", "season", "last", "previous", "stretch", "span", "games",
                     "series", "performances", "outings", "contests", "meetings", "appearances", "starts", "streak",
                     "quarters", "halves", "periods",
                     "earlier", "prior", "ago"}
#: Tokens that end the clause of a claim.
CLAUSE_END = {",", ".", ";", "and", "while", "but", "as", "(", ")"}
#: Words that may follow a team named between a player and his claim ("led the Celtics with");
#: any other word (a verb: "the Celtics shot") makes the team the subject of a new clause.
TEAM_FOLLOWERS = {"player", "players", "guard", "forward", "center", "star", "rookie", "veteran", "big",
                  "point", "sixth", "reserve", "swingman", "wing", "teammate", "teammates",
                  ",", ".", "(", "'s", "'", "with", "in", "on", "to", "for", "by", "and", "at", "against", "over",
                  "from", "while", "when", "after", "before", "during", "this", "that", "off", "as", "into",
                  "past", "behind"}
PERCENT_WORDS = {"percent", "%", "pct", "per-cent"}
COMPARATIVE_BEFORE = {"over", "under", "than", "above", "below", "nearly", "almost", "about", "around", "roughly",
                      "approximately", "sub", "-", "least", "most", "to", "by"}
