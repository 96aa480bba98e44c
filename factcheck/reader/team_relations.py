"""Reader component ``team_relations``: team names the sentence itself relates.

- "the Hawks defeated the Hawks", "outscored the Hawks": a team cannot beat, outscore or hold
  itself; both sides of such a relation naming the same team is a :class:`~factcheck.claims.SameTeam`
  claim, with what tells the wrong name: the relation's words (the first team the winner, or the
  loser) or, for a contrast ("..., while the Raptors shot 38 percent"), the percentages each
  clause gives;
- "Paul Millsap led the way for Orlando", "The Magic were led by Kyrie Irving": a lead names a
  player and a team, a :class:`~factcheck.claims.TeamLedBy` claim (the team is his).

Which name is wrong when the player plays for the other team, or which of the two names of one
team, is the judge's reading (:mod:`factcheck.engine.readings.teams`).
"""

from __future__ import annotations

from factcheck.analysis.clauses import POSSESSIVE_MARKS, Level, ends_at
from bisect import bisect_left
from collections.abc import Iterator

from boxscore import Side, Stat
from factcheck.claims import RelationForm, SameTeam, Subject, TeamLedBy
from factcheck.engine.context import CheckContext
from factcheck.text.linking import TeamMention
from factcheck.text.numbers import Number, is_digits
from factcheck import lexicon

from .registry import reader
from .words import marks


#: Verbs and prepositions relating two different teams ("X defeated Y", "a win over Y").
RELATIONS = lexicon.words("relations")
#: Relations whose first team is the winner ("X defeated Y") or the loser ("X fell to Y").
WINNER_FIRST = lexicon.words("winner_first")
LOSER_FIRST = {"lost", "fell", "falling"}
#: A city after these is a place ("at the arena in Phoenix", "travel to Los Angeles").
PLACE_WORDS = lexicon.words("place_words")
#: Words that open a new clause: a relation does not reach across them.
CLAUSE_BREAKS = ends_at(Level.CLAUSE)
#: "<player> led the way for <team>", "<player> paced <team>", "<team> were led by <player>".
#: Between a lead verb and a team: the team named is the one played against.
OPPONENT_WORDS = lexicon.words("opponent_words")
LEAD_VERBS = lexicon.words("team_relations_lead_verbs")
#: "The Cavaliers rallied behind Draymond Green": the player after it leads the team before it.
_BEHIND = lexicon.words("led_behind")


#: The result verbs between two teams, by their words: the first team won ("took down") or lost
#: ("were beaten by"); the results reader's table, read here as phrases of the words between.
_RESULT_VERBS = {**{tuple(p.split()): "win" for p in lexicon.words("results_win_verbs")},
                 **{tuple(p.split()): "loss" for p in lexicon.words("loss_verbs")}}
_LONGEST_VERB = max(map(len, _RESULT_VERBS))
_VERB_STARTS = frozenset(p[0] for p in _RESULT_VERBS)


#: "keep up with the Rockets": two teams related by a phrase.
_RELATION_PHRASES = lexicon.phrases("relation_phrases")
_RELATION_PHRASE_STARTS = frozenset(p[0] for p in _RELATION_PHRASES)


def _result_verb(between: list[str]) -> str | None:
    """"win" or "loss" when the words between two names hold a result verb ("took down", "were
    blown out by"), else None."""
    for k, w in enumerate(between):
        if w not in _VERB_STARTS:
            continue
        for n in range(min(_LONGEST_VERB, len(between) - k), 0, -1):
            found = _RESULT_VERBS.get(tuple(between[k:k + n]))
            if found is not None:
                return found
    return None


def _loss_to(between: list[str]) -> bool:
    """"... with a loss to the X": the words right before the second name."""
    return between[-2:] == ["loss", "to"] or between[-3:] == ["loss", "to", "the"]


_OPENS_CLAUSE = CLAUSE_BREAKS


def _opens_clause(tokens: list[str], start: int, sentence_start: int) -> bool:
    """A team named at the head of a clause ("but Portland came out", ", the Sixers had"): a subject."""
    k = start - 1
    if k >= sentence_start and tokens[k].lower() == "the":
        k -= 1
    return k < sentence_start or tokens[k].lower() in _OPENS_CLAUSE


_BREAKS = frozenset(CLAUSE_BREAKS)


def _same_clause(ctx: CheckContext, a: int, b: int) -> bool:
    """No clause break (as written) in [a, b): asked of every pair of names, so from the word index."""
    return not marks(ctx, _BREAKS, exact=True).any_in(a, b)


_LED_BY = [list(p) for p in lexicon.phrase_list("led_by_passive")]
_LAST_WORDS = [[w] for w in lexicon.words("relation_last_words")]


def _relations(ctx: CheckContext) -> Iterator[SameTeam | TeamLedBy]:
    tokens, low = ctx.tokens, ctx.doc.lower
    doc = ctx.doc
    teams = [m for m in ctx.mentions.teams if m.side is not None]
    # "they" resolved to one team can be the subject of a relation too ("as they held the Lakers")
    they = [TeamMention(r.start, r.end, r.side, "ref") for r in ctx.mentions.references
            if r.kind == "team" and r.side is not None and tokens[r.start].lower() == "they"]
    subjects = sorted(teams + they, key=lambda m: m.start)
    first_of_sentence = {}
    first_team_of_sentence = {}
    for m in teams:
        first_team_of_sentence.setdefault(doc.sentence_of[m.start], m)
        first_of_sentence.setdefault(doc.sentence_of[m.start], m.start)
    first_they: dict[int, int] = {}  # the first "they" of each sentence
    for r in they:
        s = doc.sentence_of[r.start]
        first_they[s] = min(first_they.get(s, r.start), r.start)
    starts_of_side: dict[Side, list[int]] = {}  # each side's team mentions, by start
    for t in teams:
        starts_of_side.setdefault(t.side, []).append(t.start)
    # a team related to itself
    for a, b in zip(subjects, subjects[1:]):
        if a.side is not b.side or b.kind == "ref" or doc.sentence_of[a.start] != doc.sentence_of[b.start]:
            continue
        between = low[a.end:b.start]
        if not between:
            continue
        is_subject = (first_of_sentence.get(doc.sentence_of[a.start]) == a.start
                      and not first_they.get(doc.sentence_of[a.start], a.start) < a.start) or a.kind == "ref"
        # ("They crushed the Pistons on the glass , out - rebounding Detroit": "they" is the subject)
        own_figure = _possessive_contrast(tokens, a, b)
        possessive = is_subject and own_figure
        same_clause = _same_clause(ctx, a.end, b.start)
        participle = contrast = False
        if same_clause:
            if not set(between) & RELATIONS and not _loss_to(between) and _result_verb(between) is None \
                    and not possessive \
                    and not any(w in _RELATION_PHRASE_STARTS and lexicon.phrase_at(between, k, _RELATION_PHRASES)
                                for k, w in enumerate(between)):
                continue
            contrast = own_figure or _while_contrast(tokens, a, b)
        else:
            if not is_subject:
                continue
            participle = _participle_relation(ctx, a.end, b.start)
            contrast = own_figure or _while_contrast(tokens, a, b)
            if not (participle or contrast or _predicate_relation(ctx, a.end, b.start)):
                continue
        if b.kind == "city" and tokens[b.start - 1].lower() in PLACE_WORDS and not possessive:
            continue  # ("to Dallas ' 41 percent" is the team's figure, not a place)
        if a.kind == "city" and not is_subject:
            continue  # "escaped Milwaukee with a win against the Bucks": the city is a place
        same_side = starts_of_side.get(a.side, [])
        k = bisect_left(same_side, a.start)
        antecedent = same_side[k - 1] if k else None  # the last team of a's side before it
        if a.kind == "ref" and (antecedent is None or doc.sentence_of[antecedent] != doc.sentence_of[a.start]):
            continue  # "they" read from the sentence before: who it is is a guess
        rel = set(between)
        if contrast:
            _, s_end = doc.bounds_at[b.start]
            yield _same_team(a, b, RelationForm.CONTRAST,
                             percents=(_percentages(tokens, a.end, b.start), _percentages(tokens, b.end, s_end)))
            continue
        form = RelationForm.CLAUSE if same_clause else RelationForm.PARTICIPLE if participle else RelationForm.PREDICATE
        verb = _result_verb(between)
        yield _same_team(a, b, form, winner_first=bool(rel & WINNER_FIRST) or verb == "win",
                         loser_first=bool(rel & LOSER_FIRST) or verb == "loss")
    # the sentence's subject related to itself in a later participle clause, another team between:
    # "The Hawks held the Magic to 35 percent , while also forcing 15 turnovers from the Hawks"
    for prev, b in zip(teams, teams[1:]):
        s = doc.sentence_of[b.start]
        first = first_team_of_sentence[s]
        if first is prev or first is b or doc.sentence_of[prev.start] != s or first.side is not b.side or prev.side is b.side or first.start != first_of_sentence[s] \
                or first.start - doc.sentence_bounds(s)[0] > 1 or b.kind == "city":
            continue
        if _opens_clause(tokens, prev.start, doc.sentence_bounds(s)[0]):
            continue  # the team between is the participle's subject: "but Portland came out , outscoring"
        if not _same_clause(ctx, prev.end, b.start) and _participle_relation(ctx, first.end, b.start):
            yield _same_team(first, b, RelationForm.LATER_PARTICIPLE)
    # a team led by a player
    breaks = marks(ctx, _BREAKS, exact=True)
    for team in teams:
        s_start, s_end = doc.bounds_at[team.start]
        # the players of the team's clause (of its sentence, no break between them and the team)
        lo_break, hi_break = breaks.last_in(s_start, team.start), breaks.first_in(team.end, s_end)
        in_clause = ctx.mentions.players_in(s_start if lo_break is None else lo_break + 1,
                                            s_end if hi_break is None else hi_break)
        for player in in_clause:
            p = player.player
            if p is None:
                continue
            lo, hi = sorted((player.end, team.start)) if player.end <= team.start else (team.end, player.start)
            if lo > hi or not _same_clause(ctx, lo, hi):
                continue
            words = _without_record(low[lo:hi])
            # "were led by a strong performance from <player>" reaches a little further
            limit = 8 if player.start > team.end and words[:3] in _LED_BY else 6
            behind = player.start > team.end and bool(set(words) & _BEHIND)  # "rallied behind Green"
            if not (set(words) & LEAD_VERBS or behind) or len(words) > limit or set(words) & OPPONENT_WORDS:
                continue  # "led the way against the Knicks": the team is the opponent
            if player.end <= team.start and words[-1:] not in _LAST_WORDS and \
                    "for" not in words:
                continue
            if player.start > team.end and "by" not in words and not behind:
                continue
            analysis = ctx.analysis
            ends, starts = analysis.players_by_end, analysis.players_by_start
            partners = tuple(m.player for m in (ends.get(player.start - 1), starts.get(player.end + 1))
                             if m is not None and m.player is not None and tokens[min(m.end, player.end)] in {"and", "&"})
            yield TeamLedBy(subject=_team(team), player=p, player_start=player.start, player_end=player.end,
                            partners=partners)


#: Participles that relate the sentence's subject to another team after a comma.
PARTICIPLES = lexicon.words("participles")


def _participle_relation(ctx: CheckContext, lo: int, hi: int) -> bool:
    """", outscoring the X" / ", out - scoring the X" in [lo, hi): its last clause opens with a relation."""
    cut = marks(ctx, _BREAKS).last_in(lo, hi)
    if cut is None:
        return False
    low = ctx.doc.lower
    tail = low[cut + 1:min(hi, cut + 4)]
    if tail[:1] == ["also"]:
        tail = tail[1:]  # ", while also forcing 15 turnovers from the X"
    return bool(tail) and (tail[0] in PARTICIPLES or tail[:2] == ["out", "-"]) and low[cut] in {",", "while"}


#: Verbs that relate the sentence's subject to another team in a predicate of its own after "and",
#: "but" or a comma, and the words that may open that predicate before them.
PREDICATE_RELATIONS = lexicon.words("predicate_relations")
PREDICATE_OPENERS = lexicon.words("predicate_openers")


def _predicate_relation(ctx: CheckContext, lo: int, hi: int) -> bool:
    """" , but outscored the X", " and held the X": the last clause in [lo, hi) is a predicate of the
    sentence's subject (no subject of its own) that opens with a relation."""
    cut = marks(ctx, _BREAKS).last_in(lo, hi)
    if cut is None:
        return False
    low = ctx.doc.lower
    k = cut + 1 if low[cut] in {",", "and", "but"} else hi
    while k < hi and low[k] in PREDICATE_OPENERS:
        k += 1
    return k < hi and low[k] in PREDICATE_RELATIONS and low[k + 1:hi] in ([], ["the"])


#: "51 percent from the field to Dallas ' 47 percent": words setting a team's possessive figure
#: against the subject's.
_POSSESSIVE_CONTRAST = [list(p) for p in lexicon.phrases("own_figure_contrast_leads")]


def _possessive_contrast(tokens: list[str], a: TeamMention, b: TeamMention) -> bool:
    """"Houston shot 51 percent from the field to Houston 's 47 percent": a team's figure set against
    its own possessive figure."""
    lead = [t.lower() for t in tokens[max(a.end, b.start - 3):b.start]]
    if lead[-1:] == ["the"]:
        lead = lead[:-1]
    if not any(lead[-len(p):] == p for p in _POSSESSIVE_CONTRAST) or b.end + 1 >= len(tokens) \
            or tokens[b.end].lower() not in POSSESSIVE_MARKS:
        return False
    return any(t[:1].isdigit() for t in tokens[a.end:b.start]) and tokens[b.end + 1][:1].isdigit()


def _while_contrast(tokens: list[str], a: TeamMention, b: TeamMention) -> bool:
    """"The Raptors shot 48 percent ..., while the Raptors shot 38 percent": a team compared with
    itself, numbers on both sides of the contrast (the other contrast is a figure set against the
    team's possessive one: :func:`_possessive_contrast`)."""
    lead = [t.lower() for t in tokens[max(a.end, b.start - 3):b.start]]
    if not (lead[-2:] == [",", "while"] or lead[-3:] == [",", "while", "the"]):
        return False
    if b.end < len(tokens) and tokens[b.end] in {"'s", "'"}:
        return False  # "while the Raptors ' bench ..." is part of the team
    first = tokens[a.end:b.start]
    second = tokens[b.end:b.end + 12]
    return any(t[:1].isdigit() for t in first) and any(t[:1].isdigit() for t in second)


#: Words after "N percent" that say which shooting percentage it is.
PCT_KINDS = {w: Stat(c) for w, c in lexicon.mapping("percent_kinds").items()}


def _percentages(tokens: list[str], lo: int, hi: int) -> tuple[tuple[Stat, Number], ...]:
    """The shooting percentages "N percent from the field" of tokens [lo, hi), the first of each kind."""
    out: dict[Stat, Number] = {}
    for i in range(lo, hi - 1):
        if is_digits(tokens[i]) and tokens[i + 1].lower() == "percent":
            for t in tokens[i + 2:min(hi, i + 8)]:
                kind = PCT_KINDS.get(t.lower())
                if kind:
                    out.setdefault(kind, Number(i, i + 1, int(tokens[i]), "digits"))
                    break
    return tuple(out.items())


def _without_record(words: list[str]) -> list[str]:
    """Drop a record "( 7 - 5 )" written after a team's name."""
    if "(" in words and ")" in words and words.index("(") < words.index(")"):
        a, b = words.index("("), words.index(")")
        if b - a == 4:
            return words[:a] + words[b + 1:]
    return words


def _team(mention: TeamMention) -> Subject:
    return Subject.of_team(mention.side, mention.start, mention.end, form=mention.kind)


Percents = tuple[tuple[Stat, Number], ...]


def _same_team(a: TeamMention, b: TeamMention, form: RelationForm, winner_first: bool = False,
               loser_first: bool = False, percents: tuple[Percents, Percents] = ((), ())) -> SameTeam:
    return SameTeam(subject=_team(b), first=_team(a), form=form, winner_first=winner_first, loser_first=loser_first,
                    percents=percents)


@reader("team_relations", [SameTeam, TeamLedBy], "a team related to itself ('the Hawks defeated the Hawks'), or led "
                                                 "by a player of the other team ('Paul Millsap led the way for "
                                                 "Orlando')")
def read_team_relations(ctx: CheckContext) -> Iterator[SameTeam | TeamLedBy]:
    return _relations(ctx)
