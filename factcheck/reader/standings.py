"""Reader component ``standings``: where a team stands in the league on the date of the game.

"Toronto remains in third place in the Eastern Conference 's Atlantic Division , and are currently
slotted in the seventh seed" says two things of the Raptors' standing: a place in a division and
a conference seed. Each is a :class:`~factcheck.claims.StandingsClaim` of the team the clause is
about (the team named last before the words that is no object of a verb, or the one the words
describe: "the first - place Celtics", "the top - seeded Warriors", "the East - leading Raptors",
"Denver , the eighth seed in the West ,"):

- places: "third place", "last place", "atop the Southeast Division", with the pool they count
  in ("in the Eastern Conference 's Atlantic Division", "in the West"; none: division or conference);
- seeds: "the seventh seed", "the No. 1 seed", "the East 's top seed", "the eighth - seeded Bulls";
- ranks of records: "the best record in the West", "tied for the worst record in the league",
  "the second - best record in the NBA" (only with its pool named);
- games behind or ahead: "three games behind Boston", "a half - game back of the Hawks", "within
  two games of the Clippers".

Only the standings of this game's two teams are read (a sentence about another team's standing
may name it wrongly, and no box score settles which). A place one aims at ("battle for the top
seed", "in the hunt for first place", "would be the seventh seed") or of another season
("finished in last place last season") is no claim. The
words are the lexicon's (``standings.toml``, the ordinals of ``numbers.toml``, the conferences of
``league_groups.toml``); the divisions' names are the league table's.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck import lexicon
from factcheck.claims import Frame, StandingKind, StandingsClaim, StandingsPool, Subject
from factcheck.analysis.clauses import POSSESSIVE_MARKS
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import ORDINALS, Number, is_ordinal, parse_at

from .frames import next_game_cue
from .league_groups import CONFERENCES, DIVISIONS
from .league_text import OBJECT_WORDS, TeamRef, clauses, franchise_refs
from .registry import reader
from .words import positions

_RECORD_RANKS = lexicon.mapping("record_ranks")
_POOL_WORDS = lexicon.mapping("standings_pools")
_BEHIND_WORDS = lexicon.mapping("games_behind_words")
_HALF_GAME = [list(p) for p in lexicon.phrases("half_game_phrases")]
_FIRST_PLACE = lexicon.mapping("first_place_words")
_AIMS = lexicon.words("standings_hopes")
_PAST_SEASONS = lexicon.words("past_season_cues")
_PAST_SEASON_PHRASES = [list(p) for p in lexicon.phrases("past_season_phrases")]
_PLACE_WORDS = lexicon.words("standings_places")
_OTHER_PLACE = lexicon.words("other_place_words")
_PLACE_BEFORE = lexicon.words("place_prepositions")
_RECORD_FRAMES = lexicon.words("record_frames")
#: Words before a team that make it an object: a verb's or preposition's, or the one a team is behind.
_OBJECT_WORDS = OBJECT_WORDS | _BEHIND_WORDS.keys()
_NOUNS = lexicon.mapping("standings_nouns")
_TRIGGERS = frozenset(_NOUNS) | frozenset(_FIRST_PLACE)
_POSSESSIVE = POSSESSIVE_MARKS
#: Places counted from the bottom.
_LAST = "last"


def _pool_at(low: list[str], tokens: list[str], k: int) -> StandingsPool | None:
    """The pool named from token ``k``: "(the) East", "(the) Western Conference 's Southwest Division",
    "the Atlantic Division", "the division", "the NBA", "the standings"; None when none, or when a
    possessive after it names something else ("the Pacific Division 's ...")."""
    words, at = _words_from(low, k)
    j = 1 if words[:1] == ["the"] else 0
    if j >= len(words):
        return None
    conference = division = ""
    league = False
    w = words[j]
    if w in CONFERENCES and tokens[at[j]][:1].isupper():
        conference, end = CONFERENCES[w], j + 1 + (words[j + 1:j + 2] == ["conference"])
        if words[end:end + 1] == ["'s"]:
            if not (words[end + 1:end + 2] and words[end + 1] in DIVISIONS and words[end + 2:end + 3] == ["division"]):
                return None
            division, end = DIVISIONS[words[end + 1]], end + 3
    elif w in DIVISIONS and tokens[at[j]][:1].isupper() and words[j + 1:j + 2] == ["division"]:
        division, end = DIVISIONS[w], j + 2
    elif _POOL_WORDS.get(w) == "league":
        league, end = True, j + 1
    elif _POOL_WORDS.get(w) in ("conference", "division", "any"):
        kind, end = _POOL_WORDS[w], j + 1
        conference, division = ("*" if kind == "conference" else ""), ("*" if kind == "division" else "")
    else:
        return None
    if words[end:end + 1] == ["'s"] and not league:
        return None  # "the Pacific Division 's Northwest Division": which one is meant is unsure
    stop = at[end - 1] + 1
    return StandingsPool(conference, division, league, k, stop, " ".join(tokens[k:stop]))


def _words_from(low: list[str], k: int, n: int = 8) -> tuple[list[str], list[int]]:
    """The lower-case words from token ``k`` with a possessive split off its word ("conference’s"
    is "conference" "'s"), and the token each stands in."""
    words: list[str] = []
    at: list[int] = []
    for i in range(k, min(len(low), k + n)):
        w = low[i]
        if len(w) > 2 and w[-2:] in ("'s", "’s"):
            words += [w[:-2], "'s"]
            at += [i, i]
        else:
            words.append("'s" if w in _POSSESSIVE else w)
            at.append(i)
    return words, at


def _pool_after(low: list[str], tokens: list[str], k: int) -> StandingsPool | None:
    """ "in the West", "in the Eastern Conference 's Atlantic Division" right at ``k``."""
    if low[k:k + 1] not in (["in"], ["of"]):
        return None
    return _pool_at(low, tokens, k + 1)


def _pool_before(low: list[str], tokens: list[str], k: int) -> StandingsPool | None:
    """ "the East 's top seed": the pool in the possessive ending at token ``k`` (its "'s")."""
    if not (low[k:k + 1] and low[k] in _POSSESSIVE):
        return None
    for start in range(k - 1, max(-1, k - 6), -1):
        pool = _pool_at(low, tokens, start)
        if pool is not None and pool.end == k:
            return pool
    return None


def _place_before(low: list[str], tokens: list[str], k: int) -> tuple[int, bool, int] | None:
    """The place written right before token ``k``: (place, from the bottom, its first token):
    "third", "3rd", "last", "top", "No. 1"."""
    if k <= 0:
        return None
    w = low[k - 1]
    if w == _LAST:
        return 1, True, k - 1
    if w == "top":
        return 1, False, k - 1
    if is_ordinal(w):
        return ORDINALS.get(w) or int(w[:-2]), False, k - 1
    if w.isdigit() and k >= 2 and low[k - 2] in ("no.", "no"):
        return int(w), False, k - 2
    if w.isdigit() and k >= 3 and low[k - 3:k - 1] == ["no", "."]:
        return int(w), False, k - 3
    return None


@reader("standings", [StandingsClaim], "standings and seeding on the date of the game: 'third place in the Atlantic "
        "Division', 'the seventh seed', 'the best record in the West', 'three games behind Boston'")
def read_standings(ctx: CheckContext) -> Iterator[StandingsClaim]:
    tokens, low = ctx.tokens, ctx.doc.lower
    refs = franchise_refs(ctx) if not _TRIGGERS.isdisjoint(ctx.analysis.word_index) else []
    done: set[int] = set()
    for k in positions(ctx, _TRIGGERS):
        if k in done:
            continue
        found = _read_at(ctx, refs, k)
        if found is None:
            continue
        claim = found
        if _aim_or_past(ctx, claim.start_at):
            continue
        done.update(range(claim.start_at, claim.end_at))
        yield claim


def _read_at(ctx: CheckContext, refs: list[TeamRef], k: int) -> StandingsClaim | None:
    tokens, low = ctx.tokens, ctx.doc.lower
    w = low[k]
    if w in _NOUNS:
        return _BY_KIND[StandingKind(_NOUNS[w])](ctx, refs, k)
    if _FIRST_PLACE.get(w) == "atop":
        pool = _pool_at(low, tokens, k + 1)
        if pool is None or not (pool.conference or pool.division or pool.league):
            return None
        return _claim(ctx, refs, StandingKind.PLACE, k, k + 1, pool=pool, place=1)
    if _FIRST_PLACE.get(w) == "leading" and low[k - 1:k] == ["-"]:
        pool = next((p for start in range(k - 2, max(-1, k - 6), -1)
                     if (p := _pool_at(low, tokens, start)) is not None and p.end == k - 1), None)
        if pool is None:
            return None
        return _claim(ctx, refs, StandingKind.PLACE, pool.start, k + 1, pool=pool, place=1, attributive=True)
    return None


def _place(ctx: CheckContext, refs: list[TeamRef], k: int) -> StandingsClaim | None:
    tokens, low = ctx.tokens, ctx.doc.lower
    hyphen = low[k - 1:k] == ["-"]
    found = _place_before(low, tokens, k - 1 if hyphen else k)
    if found is None or low[found[2]] not in _PLACE_WORDS and not low[found[2]][:1].isdigit():
        return None
    place, from_bottom, start = found
    attributive = hyphen or any(r.start == k + 1 for r in refs)  # "the first - place Celtics", "second place Toronto"
    if not attributive and not (low[start - 1:start] and low[start - 1] in _PLACE_BEFORE
                                or low[max(0, start - 2):start] == ["tied", "for"]):
        return None  # "the last place you want to play"
    pool = None if attributive else _pool_after(low, tokens, k + 1)
    return _claim(ctx, refs, StandingKind.PLACE, start, k + 1, pool=pool, place=place, from_bottom=from_bottom,
                  attributive=attributive)


def _seed(ctx: CheckContext, refs: list[TeamRef], k: int) -> StandingsClaim | None:
    tokens, low = ctx.tokens, ctx.doc.lower
    attributive = low[k] == "seeded"
    at = k - 1 if attributive and low[k - 1:k] == ["-"] else k
    found = _place_before(low, tokens, at)
    if found is None:
        return None
    place, from_bottom, start = found
    if from_bottom:
        return None  # "the last seed": the eighth, or a lottery team's
    pool = _pool_before(low, tokens, start - 1) if start >= 1 else None
    if pool is None and not attributive:
        pool = _pool_after(low, tokens, k + 1)
    return _claim(ctx, refs, StandingKind.SEED, pool.start if pool is not None and pool.end <= start else start,
                  k + 1, pool=pool, place=place, attributive=attributive)


def _record(ctx: CheckContext, refs: list[TeamRef], k: int) -> StandingsClaim | None:
    tokens, low = ctx.tokens, ctx.doc.lower
    rank = _RECORD_RANKS.get(low[k - 1]) if k else None
    if rank is None:
        return None
    place, start = 1, k - 1
    if low[k - 2:k - 1] == ["-"] and k >= 3 and is_ordinal(low[k - 3]):
        place, start = ORDINALS.get(low[k - 3]) or int(low[k - 3][:-2]), k - 3
    pool = _pool_after(low, tokens, k + 1)
    if pool is None:
        pool = _pool_before(low, tokens, start - 1)
        if low[k + 1:k + 2] and low[k + 1] in _RECORD_FRAMES:
            return None  # "the league 's second - best record in the month of February"
    if pool is None or low[start - 1:start] not in (["the"], ["'s"]):
        return None  # "their best record since 2010": no pool, no ranking
    tied = low[max(0, start - 3):start - 1] == ["tied", "for"]
    return _claim(ctx, refs, StandingKind.RECORD, start, k + 1, pool=pool, place=place,
                  from_bottom=rank == "bottom", tied=tied)


def _behind(ctx: CheckContext, refs: list[TeamRef], k: int) -> StandingsClaim | None:
    tokens, low = ctx.tokens, ctx.doc.lower
    side = _BEHIND_WORDS.get(low[k + 1]) if k + 1 < len(low) else None
    if side is None:
        return None
    half = next((p for p in _HALF_GAME if low[k + 1 - len(p):k + 1] == p), None)
    number: Number | None = None
    if half is not None:
        games, start = 0.5, k + 1 - len(half)
    elif low[k - 1:k] in (["a"], ["one"]):
        games, start = 1.0, k - 1
    else:
        number = parse_at(tokens, k - 1)
        if number is None:
            return None
        games, start = float(number.value), k - 1
    j = k + 2 + (low[k + 2:k + 3] == ["of"])
    other = next((r for r in refs if r.start in (j, j + 1) and (r.start == j or low[j] == "the")), None)
    within = low[start - 1:start] == ["within"]
    if within and low[k + 1:k + 2] != ["of"]:
        other = next((r for r in refs if r.start in (k + 2, k + 3)), None) if low[k + 1] == "of" else other
    if other is None or other.team is None:
        return None
    start -= within
    claim = _claim(ctx, refs, StandingKind.BEHIND, start, k + 2, games=-games if side == "ahead" else games,
                   within=within, other=other.team, number=number)
    return claim


#: The reader of each kind of phrase, by its noun's kind (the groups of the lexicon's standings_nouns).
_BY_KIND = {StandingKind.PLACE: _place, StandingKind.SEED: _seed, StandingKind.RECORD: _record,
            StandingKind.BEHIND: _behind}


def _claim(ctx: CheckContext, refs: list[TeamRef], what: StandingKind, start: int, end: int, *, pool=None,
           place: int = 0, from_bottom: bool = False, tied: bool = False, attributive: bool = False,
           games: float = 0.0, within: bool = False, other: str = "", number: Number | None = None,
           ) -> StandingsClaim | None:
    """The claim of the team the words are about; None when that team is unsure, or when the words
    name another team's place at a distance ("a game out of the eighth seed")."""
    low = ctx.doc.lower
    first_of_sentence, _ = ctx.doc.bounds_at[end - 1]
    start = max(start, first_of_sentence)  # "the No . 7 seed": the tokenized "No ." ends a sentence
    if what is not StandingKind.BEHIND and not attributive and not _OTHER_PLACE.isdisjoint(low[max(0, start - 4):start]):
        return None
    team = _team_of(ctx, refs, start, end, attributive)
    if team is None or team.team is None or team.team == other:
        return None
    side = next((t.side for t in ctx.game.teams if t.name == team.team), None)
    if side is None:
        return None  # another game's team: whose standing it is may have been miswritten as well
    span_end = max(end, pool.end) if pool is not None and pool.start >= end else end
    first = low[start]
    ordinal = "" if not is_ordinal(first) else "digits" if first[:1].isdigit() else "word"
    subject = Subject.of_team(side, team.start, team.end, form=team.kind)
    return StandingsClaim(subject=subject, frame=Frame.SEASON, cue=(start, end), what=what, place=place,
                          ordinal=ordinal, from_bottom=from_bottom, tied=tied, pool=pool or StandingsPool(), games=games, within=within,
                          other=other, number=number, start_at=start, end_at=end,
                          written=" ".join(ctx.tokens[start:span_end]))


def _team_of(ctx: CheckContext, refs: list[TeamRef], start: int, end: int, attributive: bool) -> TeamRef | None:
    """The team the words ``[start, end)`` are about: the team right after them when they describe
    it ("the first - place Celtics"); the team before a comma they follow ("Denver , the eighth
    seed"); else the last team named before them in the clause (or the sentence) that is no object."""
    tokens, low = ctx.tokens, ctx.doc.lower
    s, e = ctx.doc.bounds_at[start]
    if attributive:
        return next((r for r in refs if r.start == end), None)
    lead = start - (low[start - 1:start] == ["the"])
    if low[lead - 1:lead] == [","]:
        before = [r for r in refs if s <= r.start and r.end <= lead - 1]
        if before and (before[-1].end == lead - 1 or low[lead - 2:lead - 1] == [")"] and lead - 1 - before[-1].end <= 5):
            return before[-1]
    clause_start = next((a for a, b in clauses(ctx, ctx.doc.sentence_of[start]) if a <= start < b), s)
    named = [r for r in refs if clause_start <= r.start and r.end <= start and not _is_object(low, r, refs)]
    if named:
        return named[-1]
    named = [r for r in refs if s <= r.start and r.end <= start and not _is_object(low, r, refs)]
    return named[0] if named else None


def _is_object(low: list[str], ref: TeamRef, refs: list[TeamRef] | None = None) -> bool:
    """A team named as an object ("beat the Celtics", "behind the Celtics and Heat": the Heat too)."""
    j = ref.start - 1 - (low[ref.start - 1:ref.start] == ["the"])
    if j >= 0 and low[j] in ("and", ",") and refs:
        before = next((r for r in refs if r.end in (j, j - 1) and r.end <= j), None)
        if before is not None:
            return _is_object(low, before, refs)
    return j >= 0 and low[j] in _OBJECT_WORDS


def _aim_or_past(ctx: CheckContext, start: int) -> bool:
    """Words before a standing that make it an aim ("battle for the top seed", "would be") or a
    game to come, or an earlier season ("last season")."""
    low = ctx.doc.lower
    s, e = ctx.doc.bounds_at[start]
    before = low[max(s, start - 4):start]
    if "tied" in before:
        before = before[before.index("tied") + 2:]  # "tied for first place": where a team stands
    if not _AIMS.isdisjoint(before) or next_game_cue(ctx, start):
        return True
    sentence = low[s:e]
    if not _PAST_SEASONS.isdisjoint(sentence):
        return True
    return any(sentence[i:i + len(p)] == p for p in _PAST_SEASON_PHRASES for i in range(len(sentence)))
