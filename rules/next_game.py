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

from boxscore.league import TeamGame
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.numbers import parse_at

from ._league_text import WEEKDAYS, TeamRef, clauses, game_team, name_as, subject_team, team_refs
from .registry import rule

#: A clause with one of these is about a game to come.
FUTURE_CUES = {
    "will", "'ll", "next", "deck", "await", "awaits", "head", "heads", "travel", "travels", "return",
    "returns", "remain", "remains", "stay", "stays", "again", "upcoming", "tomorrow", "slated", "scheduled",
    "host", "hosts", "visit", "visits",
}
#: Words just before an item that tie it to an earlier game.
PAST_WORDS = {
    "after", "since", "following", "loss", "losses", "lost", "fell", "win", "wins", "won", "victory", "beat",
    "beating", "defeated", "defeating", "over", "from", "last", "previous", "earlier", "prior", "'s", "snapped",
}
#: The longest the league's "next game" may lie ahead: beyond it the season is over.
MAX_DAYS_AHEAD = 14
HOME_BEFORE = {"back", "head", "heads", "return", "returns", "remain", "remains", "stay", "stays", "at", "'re", "are"}
HOME_AFTER = {"matchup", "game", "contest", "date", "showdown", "tilt", "affair"}
ARTICLES = {"the", "a", "an"}
HOSTS = {"host", "hosts", "hosting"}
TRAVELS = {"travel", "travels", "traveling", "travelling"}
VISITS = {"visit", "visits", "visiting"}
TO_CITY = {"to", "in"}
SOON = {("tomorrow",): 1, ("the", "next", "night"): 1, ("the", "next", "day"): 1, ("the", "following", "night"): 1,
        ("the", "following", "day"): 1}


@rule("next_game", "the next game: opponent, weekday, home/road words, back-to-back and rest (schedule)", needs="D")
def check_next_game(ctx: CheckContext) -> Iterator[Error]:
    league = ctx.league
    if league is None or not league.has_schedule:
        return  # RotoWire files alone miss games: their "next game" may not be the next one
    tokens = ctx.tokens
    refs = team_refs(ctx)
    for sent in range(len(ctx.doc.sentence_starts)):
        for a, b in clauses(ctx, sent):
            low = [t.lower() for t in tokens[a:b]]
            if not future_clause(low):
                continue
            in_clause = [r for r in refs if a <= r.start < b]
            team, subj = subject_team(ctx, in_clause, a, b)
            if team is None:
                continue
            nxt = league.next_game(team, ctx.game.date)
            if nxt is None or (nxt.date - ctx.game.date).days > MAX_DAYS_AHEAD:
                continue
            after = subj.end if subj is not None else a
            yield from _teams(ctx, nxt, [r for r in in_clause if r.start >= after])
            yield from _weekdays(ctx, nxt, after, b)
            yield from _venue_words(ctx, nxt, after, b)
            yield from _rest(ctx, nxt, after, b)


def future_clause(low: list[str]) -> bool:
    """True when a clause (lower-cased tokens) has a cue of a game to come.

    "the host Heat" / "the visiting Lakers" are adjectives of this game, not cues.
    """
    if _days_off_at(low):
        return True
    return any(w in FUTURE_CUES and not (i and low[i - 1] in ARTICLES) for i, w in enumerate(low))


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
        if ref.kind == "city" and before in TO_CITY:
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
    named = ref.team
    if named is not None and named != nxt.opponent and \
            ctx.league.record(named, ctx.game.date, playoffs=nxt.playoffs) == (w.value, l.value):
        return
    fact = f"{_describe(nxt)}; the {nxt.opponent} were {wins} - {losses} on {ctx.game.date.isoformat()}"
    for num, actual in ((w, wins), (l, losses)):
        if num.value != actual:
            yield Error(num.start, num.end, Category.NUMBER, num.render(actual, ctx.tokenized), fact, "next_game")


def _city_forms(league, ref: TeamRef) -> set[str]:
    return {league.city(t) for t in ref.teams}


def _weekdays(ctx: CheckContext, nxt: TeamGame, lo: int, hi: int) -> Iterator[Error]:
    tokens = ctx.tokens
    for i in range(lo, hi):
        if tokens[i] not in WEEKDAYS or tokens[i] == nxt.weekday:
            continue
        if _past(tokens, i, lo) or tokens[i + 1:i + 2] == ["'s"]:
            continue
        yield Error(i, i + 1, Category.NAME, nxt.weekday, _describe(nxt), "next_game")
        return


def _venue_words(ctx: CheckContext, nxt: TeamGame, lo: int, hi: int) -> Iterator[Error]:
    """Words that put the next game at home or on the road, against where it is."""
    tokens = ctx.tokens
    low = [t.lower() for t in tokens]
    for i in range(lo, hi):
        w = low[i]
        claim = span = None
        if w == "home" and (low[i - 1] in HOME_BEFORE or low[i + 1:i + 2] and low[i + 1] in HOME_AFTER):
            claim, span = True, ((i - 1, i + 1) if low[i - 1] == "at" else (i, i + 1))
        elif w in HOSTS and low[i - 1] not in {"a"}:
            claim, span = True, (i, i + 1)
        elif w == "road" and low[i - 2:i] == ["on", "the"]:
            claim, span = False, (i - 2, i + 1)
        elif w == "road" and low[i + 1:i + 2] and low[i + 1] in HOME_AFTER | {"trip"}:
            claim, span = False, (i, i + 1)
        elif w in TRAVELS or w in VISITS:
            claim, span = False, (i, i + 1)
        if claim is None or claim == nxt.home or _past(tokens, span[0], lo) or low[span[0] - 1] in ARTICLES - {"a"}:
            continue
        correction = _venue_correction(w, claim, span)
        yield Error(span[0], span[1], Category.WORD, correction, _describe(nxt), "next_game")


def _venue_correction(word: str, claimed_home: bool, span: tuple[int, int]) -> str:
    if claimed_home:
        if word in HOSTS:
            return "visit"
        return "on the road" if span[1] - span[0] == 2 else "road"
    if word in TRAVELS:
        return "return home"
    if word in VISITS:
        return "hosting" if word.endswith("ing") else "host"
    return "at home" if span[1] - span[0] == 3 else "home"


def _days_off_at(low: list[str]) -> bool:
    return any(low[i] in {"days", "day"} and low[i + 1:i + 2] == ["off"] for i in range(len(low)))


def _rest(ctx: CheckContext, nxt: TeamGame, lo: int, hi: int) -> Iterator[Error]:
    """ "tomorrow", "second half of a back - to - back", "a couple of days off" against the gap."""
    tokens = ctx.tokens
    low = [t.lower() for t in tokens]
    gap = (nxt.date - ctx.game.date).days
    for i in range(lo, hi):
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
