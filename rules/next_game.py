"""The next game, against the league schedule: opponent, weekday, venue, rest.

"The Lakers head back home to face the Pistons on Friday" makes four claims about the Lakers'
first game after this one: it is at home (WORD "home"), against the Pistons (NAME), on a Friday
(NAME). "travel to Charlotte" names the city it is played in (NAME, corrected to the home
team's city) and says it is away (WORD "travel"). "in the second half of a back - to - back",
"tomorrow", "a couple of days off" say how many days lie between the games (WORD).

A clause is read as a next-game claim only with a cue of the future ("will", "next", "on deck",
"head", "await", ...); its subject is its first team name, or "They" of the previous sentence.
Items preceded by words of an earlier game ("after", "loss to", "win over") are left alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from boxscore.league import TeamGame
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.numbers import parse_at

from factcheck.reader.league_text import WEEKDAYS, TeamRef, clauses, game_team, is_object, name_as, subject_team, team_refs
from factcheck.reader.frames import FUTURE_CUES, WEAK_CUES, first_cue, future_clause
from factcheck.reader.words import render
from .registry import rule

#: Words just before an item that tie it to an earlier game.
PAST_WORDS = {
    "after", "since", "following", "loss", "losses", "lost", "fell", "win", "wins", "won", "victory", "beat",
    "beating", "defeated", "defeating", "over", "from", "last", "previous", "earlier", "prior", "'s", "snapped",
    "dropping", "dropped",
}
#: The longest the league's "next game" may lie ahead: beyond it the season is over.
MAX_DAYS_AHEAD = 14
HOME_BEFORE = {"back", "head", "heads", "return", "returns", "remain", "remains", "stay", "stays", "at", "'re", "are"}
HOME_AFTER = {"matchup", "game", "contest", "date", "showdown", "tilt", "affair"}
ARTICLES = {"the", "a", "an"}
POSSESSIVES = {"their", "its", "his"}
OPPONENT_BEFORE = {"host", "hosts", "hosting", "to", "against", "face", "faces", "facing", "visit", "visits", "visiting",
                   "with", "vs", "vs.", "versus", "on", "play", "plays", "playing", "await", "awaits", "in", "meet",
                   "meets", "battle", "battles", "welcome", "welcomes", "is", "be", "at"}
#: Any cue at all: a document without one has no next-game claim (a fast exit).
CUE_WORDS = FUTURE_CUES | WEAK_CUES | {"home", "off"}
#: After these words a clause turns to a later game ("..., before heading out on a road trip").
LATER = {"before"}
HOSTS = {"host", "hosts", "hosting"}
#: Venue words: True for a game at home.
VENUES = {"home": True, "road": False}
#: Nouns of a run of games in one place: "a three - game road trip", "a home swing".
TRIPS = {"trip", "swing", "stand", "trek", "journey"}
#: Verbs before "the road" / "the home" that say where the next game is: "hit the road".
VENUE_VERBS = {"hit", "hits", "hitting", "to", "on", "take", "takes", "up"}
#: Words that make a trip the current one, which may end with this game.
_CURRENT = POSSESSIVES | {"this", "the", "current"}
#: Words before "their road trip" that make it go on into the next game.
CONTINUE_TRIP = {"continue", "continues", "resume", "resumes", "wrap", "wraps", "finish", "finishes", "conclude",
                 "end", "ends", "open", "opens", "kick", "kicks",
                 "concludes", "extend", "extends", "embark", "embarks", "start", "starts", "begin", "begins",
                 "complete", "completes", "close", "closes"}
TRAVELS = {"travel", "travels", "traveling", "travelling"}
VISITS = {"visit", "visits", "visiting"}
TO_CITY = {"to", "in"}
REST_WORDS = {"tomorrow", "the", "back"}
SOON = {("tomorrow",): 1, ("the", "next", "night"): 1, ("the", "next", "day"): 1, ("the", "following", "night"): 1,
        ("the", "following", "day"): 1}


@rule("next_game", "the next game: opponent, weekday, home/road words, back-to-back and rest (schedule)", needs="D")
def check_next_game(ctx: CheckContext) -> Iterator[Error]:
    league = ctx.league
    if league is None or not league.has_schedule:
        return  # RotoWire files alone miss games: their "next game" may not be the next one
    tokens = ctx.tokens
    doc_low = ctx.doc.lower
    if not (CUE_WORDS & set(doc_low)):
        return
    refs = team_refs(ctx)
    for sent in range(len(ctx.doc.sentence_starts)):
        claims: list[_Clause] = []
        for a, b in clauses(ctx, sent):
            low = doc_low[a:b]
            if not future_clause(low):
                continue
            in_clause = [r for r in refs if a <= r.start < b]
            cue = a + (first_cue(low) or 0)
            # the subject stands just before the cue ("After holding off the Cavs , the Bulls will ...")
            lead = [r for r in in_clause if r.end <= cue and not is_object(tokens, r)]
            if lead:
                subj = lead[-1]
                team = game_team(ctx, subj)
            else:
                team, subj = subject_team(ctx, in_clause, a, b)
            if team is None:
                continue
            nxt = league.next_game(team, ctx.game.date)
            if nxt is None or (nxt.date - ctx.game.date).days > MAX_DAYS_AHEAD:
                continue
            after = subj.end if subj is not None else a
            b = _cut_later(tokens, in_clause, weekday_or_team_from=after, lo=a, hi=b)
            in_clause = [r for r in in_clause if r.start < b]
            # the opponent is named after the cue ("... against the Suns and now travel to ...")
            # and is not the subject again, nor a possessive ("Cleveland 's stars")
            opponents = [r for r in in_clause if r.start >= max(after, cue)
                         and _opponent_slot(tokens, r) and tokens[r.end:r.end + 1] not in (["'s"], ["'"])
                         and "series" not in doc_low[max(a, r.start - 4):r.start]]  # "even the season series with"
            claims.append(_Clause(a, b, team, subj, nxt, opponents))
            yield from _teams(ctx, nxt, opponents)
            yield from _weekdays(ctx, nxt, after, b, cue, a)
            yield from _venue_words(ctx, nxt, after, b)
            yield from _rest(ctx, nxt, after, b)
        yield from _two_clauses(ctx, claims)


@dataclass(frozen=True, slots=True)
class _Clause:
    """A next-game clause of a sentence: its span, subject team and mention, next game, opponents named."""

    start: int
    end: int
    team: str
    subj: TeamRef | None
    nxt: TeamGame
    opponents: list[TeamRef]


def _two_clauses(ctx: CheckContext, claims: list[_Clause]) -> Iterator[Error]:
    """Claims that need both clauses of "The Nets host the Heat on Friday , while the Wizards ...".

    - The same team as the subject of both: the clause that fits the other team's next game
      (its opponent, and not the subject's) names the wrong team (NAME on the subject).
    - "... on Monday , while ... on Friday evening as well": two days in the text, and the two
      teams' next games do fall on different days.
    """
    if len(claims) != 2:
        return
    first, second = claims
    tokens = ctx.tokens
    names = {t.name for t in ctx.game.teams}
    if first.team == second.team and first.team in names:
        other = next(n for n in names if n != first.team)
        theirs = ctx.league.next_game(other, ctx.game.date)
        for c in (first, second):
            named = {t for r in c.opponents[:1] for t in r.teams}
            if c.subj is not None and theirs is not None and theirs.opponent in named and c.nxt.opponent not in named:
                yield Error(c.subj.start, c.subj.end, Category.NAME, name_as(ctx.league, other, c.subj.kind),
                            f"{_describe(c.nxt)}; {_describe(theirs)}", "next_game")
                return
    low = ctx.doc.lower
    days = [{t for t in tokens[c.start:c.end] if t in WEEKDAYS} for c in (first, second)]
    if first.team == second.team or first.nxt.date == second.nxt.date or len(days[0]) != 1 or days[0] == days[1]:
        return  # "as well" is only wrong when the text gives two days and the games fall on two
    for i in range(second.start, second.end - 1):
        j = i - 1 if low[i - 1:i] and low[i - 1] in {"night", "evening", "afternoon"} else i
        if low[i:i + 2] == ["as", "well"] and tokens[j - 1] in WEEKDAYS:  # "on Friday evening as well"
            yield Error(i, i + 2, Category.WORD, "", f"{_describe(first.nxt)}; {_describe(second.nxt)}", "next_game")
            return


def _cut_later(tokens: list[str], refs: list[TeamRef], weekday_or_team_from: int, lo: int, hi: int) -> int:
    """The clause's end, cut at "before" when a team or weekday was named before it: what follows
    is the game after the next ("host the Pelicans on Wednesday, before heading out on a road trip")."""
    for i in range(weekday_or_team_from, hi):
        if tokens[i].lower() in LATER:
            named = any(weekday_or_team_from <= r.start < i for r in refs) or \
                any(t in WEEKDAYS for t in tokens[weekday_or_team_from:i])
            return i if named else hi
    return hi


def _opponent_slot(tokens: list[str], ref: TeamRef) -> bool:
    """True when a team name stands where the opponent is named ("host the Suns", "against the Suns"),
    not in an aside ("a veteran team like the Bulls"); there even the subject's own name is a claim
    about the opponent (a wrong one)."""
    j = ref.start - 1
    if j >= 0 and tokens[j].lower() == "the":
        j -= 1
    return j >= 0 and tokens[j].lower() in OPPONENT_BEFORE


def _describe(tg: TeamGame) -> str:
    where = "at home against" if tg.home else "on the road at"
    return f"the {tg.team}' next game is {where} the {tg.opponent} on {tg.weekday} {tg.date.isoformat()}"


def _past(tokens: list[str], i: int, lo: int) -> bool:
    """True when a word of an earlier game stands just before token ``i`` ("build off this win" is this game)."""
    start = max(lo, i - 3)
    return any(tokens[j].lower() in PAST_WORDS and (j == 0 or tokens[j - 1].lower() != "this")
               for j in range(start, i))


def _teams(ctx: CheckContext, nxt: TeamGame, refs: list[TeamRef]) -> Iterator[Error]:
    league, tokens = ctx.league, ctx.tokens
    checked_opponent = False
    for ref in refs:
        if _past(tokens, ref.start, 0):
            return
        before = tokens[ref.start - 1].lower() if ref.start else ""
        before2 = tokens[ref.start - 2].lower() if ref.start > 1 else ""
        if ref.kind == "city" and before in TO_CITY and not (before == "to" and before2 in HOSTS | {"host"}):
            # ("plays host to Charlotte" names the opponent)
            # "travel to Charlotte", "in Denver": the city the game is played in
            if nxt.venue_city not in _city_forms(league, ref):
                yield Error(ref.start, ref.end, Category.NAME, nxt.venue_city,
                            f"{_describe(nxt)}, played in {nxt.venue_city}", "next_game")
            continue
        if checked_opponent:
            return
        checked_opponent = True
        yield from _opponent_record(ctx, nxt, ref)
        if nxt.opponent in ref.teams:
            continue
        if ref.team is None and ref.kind == "city" and game_team(ctx, ref) is None:
            continue  # an ambiguous city that names neither
        yield Error(ref.start, ref.end, Category.NAME, name_as(league, nxt.opponent, ref.kind),
                    _describe(nxt), "next_game")


def _opponent_record(ctx: CheckContext, nxt: TeamGame, ref: TeamRef) -> Iterator[Error]:
    """ "host the Pistons ( 20 - 30 )": the next opponent's record as of this game's date.

    After a wrong opponent, a record that is the named team's own is left to the name error.
    """
    tokens, i = ctx.tokens, ref.end
    if tokens[i:i + 1] != ["("] or tokens[i + 2:i + 3] != ["-"] or tokens[i + 4:i + 5] != [")"]:
        return
    w, l = parse_at(tokens, i + 1), parse_at(tokens, i + 3)
    if w is None or l is None:
        return
    wins, losses = ctx.league.record(nxt.opponent, ctx.game.date, playoffs=nxt.playoffs)
    # written before or after the day's other games, or as of the next game: any of these is right
    accepted = {(wins, losses), ctx.league.record(nxt.opponent, ctx.game.date, inclusive=False, playoffs=nxt.playoffs),
                ctx.league.record(nxt.opponent, nxt.date, inclusive=False, playoffs=nxt.playoffs)}
    if (w.value, l.value) in accepted:
        return
    named = ref.team
    if named is not None and named != nxt.opponent and \
            ctx.league.record(named, ctx.game.date, playoffs=nxt.playoffs) == (w.value, l.value):
        return
    fact = f"{_describe(nxt)}; the {nxt.opponent} were {wins} - {losses} on {ctx.game.date.isoformat()}"
    for num, actual in ((w, wins), (l, losses)):
        if num.value != actual:
            yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized), fact, "next_game")


def _city_forms(league, ref: TeamRef) -> set[str]:
    return {league.city(t) for t in ref.teams}


def _weekdays(ctx: CheckContext, nxt: TeamGame, lo: int, hi: int, cue: int, clause_start: int) -> Iterator[Error]:
    """The first weekday after the cue, or one that opens the clause ("On Wednesday , the Hawks will ...")."""
    tokens = ctx.tokens
    for i in range(min(lo, clause_start + 2), hi):
        if tokens[i] not in WEEKDAYS:
            continue
        if i < cue and i > clause_start + 1:
            continue  # "received the news on Thursday that he will miss time": before the cue
        if _past(tokens, i, lo) or tokens[i + 1:i + 2] == ["'s"] or tokens[i - 1].lower() == "off" \
                or tokens[i - 2:i] == ["off", "on"]:
            continue  # an earlier game, or a day off ("the night off on Tuesday")
        if tokens[i] != nxt.weekday:
            yield Error(i, i + 1, Category.NAME, nxt.weekday, _describe(nxt), "next_game")
        return  # a later weekday is about the game after ("... before a matchup with the Heat on Tuesday")


def _venue_words(ctx: CheckContext, nxt: TeamGame, lo: int, hi: int) -> Iterator[Error]:
    """Words that put the next game at home or on the road, against where it is."""
    tokens = ctx.tokens
    low = ctx.doc.lower
    for i in range(lo, hi):
        w = low[i]
        claim = span = None
        if w in VENUES:
            found = _venue_claim(low, i, lo)
            if found is None:
                continue
            claim, span, plain = found
            if plain:  # "a three - game road trip", "hit the road": the word alone, whatever stands before
                if claim != nxt.home and not _past(tokens, span[0], lo) and not _past(tokens, span[0] - 3, lo) \
                        and "then" not in low[lo:span[0]]:  # "will then be embarking on a road trip": later
                    yield Error(span[0], span[1], Category.WORD, "home" if w == "road" else "road", _describe(nxt),
                                "next_game")
                continue
        elif w in HOSTS and low[i - 1] not in {"a"}:
            claim, span = True, (i, i + 1)
        elif w in TRAVELS and {"home", "back"} & set(low[i + 1:i + 3]):
            continue  # "travel back home": the claim is "home", checked there
        elif w in TRAVELS or w in VISITS:
            claim, span = False, (i, i + 1)
        if claim is None or claim == nxt.home or _past(tokens, span[0], lo) or _past(tokens, span[0] - 3, lo) \
                or "then" in low[lo:span[0]] \
                or low[span[0] - 1] in (ARTICLES - {"a"}) | POSSESSIVES or _after_record(tokens, span[0]) \
                or (w == "road" and low[i + 1:i + 2] == ["trip"] and {"this", "the", "current"} & set(low[max(lo, i - 4):i])):
            # "13 - 9 on the road" is a record; "this West Coast road trip" the current one
            continue
        correction = _venue_correction(w, claim, span)
        yield Error(span[0], span[1], Category.WORD, correction, _describe(nxt), "next_game")


def _venue_claim(low: list[str], i: int, lo: int) -> tuple[bool, tuple[int, int], bool] | None:
    """What a venue word at ``i`` claims of the next game: (at home, its span, read plainly).

    "head back home", "at home", "on the road", "a home matchup", "hit the road", "a three - game
    road trip"; a trip after "their" only when it goes on ("will continue their road trip").
    Plain claims are the word alone and are not subject to the record/article checks."""
    w = low[i]
    before, after = low[i - 1], low[i + 1] if i + 1 < len(low) else ""
    if after in TRIPS:
        window = low[max(lo, i - 5):i]
        if not _CURRENT.isdisjoint(window) and CONTINUE_TRIP.isdisjoint(window):
            return None  # "their road trip", "this West Coast road trip" may end with this game
        return VENUES[w], (i, i + 1), True
    if before == "the" and low[i - 2] in VENUE_VERBS:
        if w == "road" and low[i - 2] == "on":
            return False, (i - 2, i + 1), False  # "on the road" (also a record's "13 - 9 on the road")
        return VENUES[w], (i, i + 1), True
    if before in HOME_BEFORE or after in HOME_AFTER:
        return VENUES[w], ((i - 1, i + 1) if before == "at" else (i, i + 1)), False
    return None


def _after_record(tokens: list[str], i: int) -> bool:
    """True when a record ("7 - 11") stands just before token ``i``."""
    return tokens[i - 2:i - 1] == ["-"] and parse_at(tokens, i - 1) is not None and parse_at(tokens, i - 3) is not None


def _venue_correction(word: str, claimed_home: bool, span: tuple[int, int]) -> str:
    if claimed_home:
        if word in HOSTS:
            return "visit"
        return "on the road" if span[1] - span[0] == 2 else "road"
    if word in TRAVELS:
        return "return home"
    if word in VISITS:
        return "hosting" if word.endswith("ing") else "host"
    return "at home" if span[1] - span[0] in (2, 3) else "home"  # "on the road" / "at road" -> "at home"


def _rest(ctx: CheckContext, nxt: TeamGame, lo: int, hi: int) -> Iterator[Error]:
    """ "tomorrow", "second half of a back - to - back", "a couple of days off" against the gap."""
    tokens = ctx.tokens
    low = ctx.doc.lower
    gap = (nxt.date - ctx.game.date).days
    for i in range(lo, hi):
        if low[i] not in REST_WORDS and low[i + 1:i + 2] not in (["days"], ["of"]):
            continue
        for phrase, days in SOON.items():
            if tuple(low[i:i + len(phrase)]) == phrase and gap != days:
                yield Error(i, i + len(phrase), Category.WORD, "",
                            f"{_describe(nxt)}, {gap} days after this game", "next_game")
        if low[i:i + 5] == ["back", "-", "to", "-", "back"] and low[max(lo, i - 4):i][:2] in (["first", "half"], ["second", "half"]) \
                and gap != 1:
            yield Error(i, i + 5, Category.WORD, "", f"{_describe(nxt)}, {gap} days after this game: not a back-to-back",
                        "next_game")
        if low[i + 1:i + 3] in (["days", "off"], ["of", "days"]) or low[i + 1:i + 4] == ["days", "of", "rest"]:
            claimed = _days_claimed(tokens, i)
            off = gap - 1
            if claimed is not None and not claimed[0] <= off <= claimed[1]:
                yield Error(i, i + 1, Category.NUMBER if tokens[i][0].isdigit() or parse_at(tokens, i) else Category.WORD,
                            "", f"{_describe(nxt)}: {off} day(s) off in between", "next_game")


def _days_claimed(tokens: list[str], i: int) -> tuple[int, int] | None:
    """The range of days off that "couple" / "few" / "three" claims."""
    w = tokens[i].lower()
    if w == "couple":
        return (2, 2)
    if w in {"few", "several"}:
        return (2, 5)
    n = parse_at(tokens, i)
    return (n.value, n.value) if n is not None else None
