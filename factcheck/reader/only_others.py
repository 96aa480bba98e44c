"""Reader component ``only_others``: "the only other starter in double figures", "N players in
double digits for <Team>".

- "<X> was the only other <pool> in double figures", "The only other <pool> to reach double
  figures in points was <X>", "the lone <pool> in double figures": an
  :class:`~factcheck.claims.OnlyOther` about X (its unit: the team, its starters or its bench). The
  pool words may name a team ("the only other Buck"): the side they name and where a singular
  team noun stands are kept, for the verifier. "until the third quarter" makes it a moment of the
  game: read with a note.
- "<Team> had six players score in double figures", "Six players scored in double digits for
  <Team>": a :class:`~factcheck.claims.ScorerCount` of the team's double-figure scorers.
"""

from __future__ import annotations

from factcheck.analysis.clauses import POSSESSIVE_MARKS
from collections.abc import Iterator

from boxscore import Player, Side
from factcheck.claims import Frame, OnlyOther, ScorerCount, Subject, Unit
from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention
from factcheck import lexicon

from .registry import reader
from .vocab import named_stat_at
from .words import positions

STARTER_WORDS = {"starter", "starters"}
BENCH_WORDS = lexicon.words("bench_words")
PLAYER_WORDS = lexicon.words("player_words")
#: Words allowed between "only (other)" and "double figures" besides the pool words.
FILLER = lexicon.words("only_others_filler")
DOUBLE = lexicon.phrase_list("only_others_double_figures")
TIME_WORDS = lexicon.words("time_words")
PERIOD_WORDS = lexicon.words("only_others_period_words")


def _double_figures_at(tokens: list[str], k: int) -> bool:
    return tuple(t.lower() for t in tokens[k:k + 2]) in DOUBLE


def _team_word(ctx: CheckContext, word: str) -> Side | None:
    """"Hawk", "Clipper", "Laker": a singular of a team name of this game."""
    for team in ctx.game.teams:
        name = team.name.lower()
        if word.lower() in {name, name.rstrip("s")} or word.lower() + "s" == name:
            return team.side
    return None


def _pool(ctx: CheckContext, lo: int, hi: int) -> tuple[Unit, Side | None] | None:
    """The unit named by the words in [lo, hi), and the side they name (None: none)."""
    pool, side = Unit.TEAM, None
    for m in ctx.mentions.teams_in(lo, hi):
        side = m.side
    covered = {k for m in ctx.mentions.teams_in(lo, hi) for k in range(m.start, m.end)}
    for k in range(lo, hi):
        if k in covered:
            continue
        w = ctx.tokens[k].lower()
        if w in STARTER_WORDS:
            pool = Unit.STARTERS
        elif w in BENCH_WORDS:
            pool = Unit.BENCH
        elif w in PLAYER_WORDS or w in FILLER or w in POSSESSIVE_MARKS:
            continue
        elif _team_word(ctx, w) is not None:
            side = _team_word(ctx, w)
        else:
            return None  # a word this rule does not understand
    return pool, side


def _singulars(ctx: CheckContext, lo: int, hi: int) -> tuple[tuple[int, Side], ...]:
    """The singular team nouns of this game in [lo, hi) ("Buck"; a plural is a team name)."""
    out = []
    for k in range(lo, hi):
        side = _team_word(ctx, ctx.tokens[k])
        if side is not None and not ctx.tokens[k].endswith("s"):
            out.append((k, side))
    return tuple(out)


_SUBJECT_GAP = [list(p) for p in lexicon.phrase_list("only_other_subject_gap")]


def _subject(ctx: CheckContext, start: int, end: int, only: int, df: int) -> PlayerMention | None:
    """X in "<X> was the only ..." (before) or "... double figures (in points) was <X>" (after)."""
    tokens = ctx.tokens
    before = [m for m in ctx.mentions.players if start <= m.start and m.end <= only]
    if before and tokens[before[-1].end:only] and \
            [t.lower() for t in tokens[before[-1].end:only]] in _SUBJECT_GAP:
        return before[-1]
    k = df + 2
    named = named_stat_at(ctx.doc.lower, k + 1) if tokens[k:k + 1] and tokens[k].lower() == "in" else None
    if named is not None and named[0] == "PTS":
        k = named[1]  # "in points", "in scoring"
    if k < end and tokens[k].lower() == "was":
        return next((m for m in ctx.mentions.players if m.start == k + 1), None)
    return None


def _named_by(ctx: CheckContext, m: PlayerMention) -> tuple[Player, ...]:
    """The players a mention names: its candidates and, for a two-word name that is no player's
    full name ("Bradley Morris" when Bradley Beal and Marcus Morris played), the players whose
    first name it opens with: which of them the writer meant, the name rules say."""
    if m.kind == "full" or m.end - m.start < 2:
        return m.players
    first = ctx.tokens[m.start]
    return m.players + tuple(p for p in ctx.game.played if p.first_name == first and p not in m.players)


def _half_named(ctx: CheckContext, before: int) -> frozenset[str]:
    """The players a name of no player before ``before`` half names ("Bradley Morris": Bradley
    Beal, and a Morris of this game): the name rules say which was meant, and he was named."""
    tokens = ctx.tokens
    out: set[str] = set()
    for u in ctx.mentions.unknown:
        if u.end <= before and u.end - u.start >= 2:
            out.update(p.index for p in ctx.game.played if p.first_name == tokens[u.start])
            out.update(p.index for p in u.surname_of)
    return frozenset(out)


_OFF_THE_BENCH = [list(p) for p in lexicon.phrase_list("off_the_bench")]


def _only_claims(ctx: CheckContext) -> Iterator[OnlyOther]:
    tokens = ctx.tokens
    for i in positions(ctx, {"only", "lone"}):
        start, end = ctx.doc.bounds_at[i]
        other = i + 1 < end and tokens[i + 1].lower() == "other"
        words_from = i + 2 if other else i + 1
        df = next((k for k in range(words_from, min(end, words_from + 8)) if _double_figures_at(tokens, k)), None)
        if df is None:
            continue
        found = _pool(ctx, words_from, df)
        if found is None:
            continue
        pool, side = found
        after = [t.lower() for t in tokens[df + 2:df + 5]]
        moment = after[:1] and after[0] in TIME_WORDS or after[:1] == ["in"] and set(after[1:]) & PERIOD_WORDS
        if after in _OFF_THE_BENCH:
            pool = Unit.BENCH  # "the lone player to score in double figures off the bench"
        mention = None if moment else _subject(ctx, start, end, i, df)
        span_end = i + 2 if other else i + 1

        def claim(subject: Subject | None = None, frame: Frame = Frame.GAME, note: str = "",
                  named_before: frozenset[str] = frozenset()) -> OnlyOther:
            return OnlyOther(subject=subject, unit=pool, other=other, phrase=(i, span_end),
                             word=" ".join(ctx.doc.lower[i:span_end]), figures=df, side=side,
                             singulars=_singulars(ctx, words_from, df) if subject is not None else (),
                             named_before=named_before, frame=frame, cue=(i, df + 2), note=note)

        if moment:
            # "the only Wizard in double figures until the third quarter": a moment, not the game
            yield claim(frame=Frame.PERIOD, note="a moment of the game")
            continue
        if mention is None or mention.player is None:
            yield claim(note="ambiguous binding")
            continue
        named = frozenset(p.index for m in ctx.mentions.players if m.end <= i and m is not mention
                          for p in _named_by(ctx, m)) | _half_named(ctx, i)
        yield claim(Subject.of_player(mention.player, mention.start, mention.end, mention.kind), named_before=named)


_NOT_WHOLE_TEAM = lexicon.words("count_not_whole_team")


def _count_claims(ctx: CheckContext) -> Iterator[ScorerCount]:
    """"<Team> had six players score in double figures", "Six players scored in double digits for <Team>"."""
    tokens = ctx.tokens
    for i in ctx.doc.number_starts:  # where parse_at may find a number (a superset, in order)
        num = ctx.doc.numbers.get(i)  # parse_at(tokens, i)
        if num is None or num.end >= len(tokens) or tokens[num.end].lower() != "players":
            continue
        start, end = ctx.doc.bounds_at[i]
        df = next((k for k in range(num.end + 1, min(end, num.end + 6)) if _double_figures_at(tokens, k)), None)
        if df is None or any(t.lower() in _NOT_WHOLE_TEAM
                             for t in tokens[num.end + 1:df]):
            continue
        # the team: "<Team> had N players", or "... in double figures for <Team>"
        team = None
        if i >= 2 and tokens[i - 1].lower() == "had":
            team = ctx.mentions.team_ending_at(i - 1)
        elif df + 3 < end and tokens[df + 2].lower() == "for":
            k = df + 4 if tokens[df + 3].lower() == "the" else df + 3
            team = next((m for m in ctx.mentions.teams if m.start == k), None)
        if team is None or team.side is None:
            continue
        yield ScorerCount(subject=Subject.of_team(team.side, team.start, team.end, form=team.kind), number=num,
                          capital=tokens[num.start][:1].isupper(), cue=(df, df + 2))


@reader("only_others", [OnlyOther, ScorerCount], "double-figure scorers: 'the only other starter in double figures', "
                                          "'<Team> had six players in double digits'")
def read_only_others(ctx: CheckContext) -> Iterator[OnlyOther | ScorerCount]:
    yield from _only_claims(ctx)
    yield from _count_claims(ctx)
