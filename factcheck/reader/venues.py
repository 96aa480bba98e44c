"""Reader component ``venue_words``: home and road words about this game.

- "the host Toronto Raptors", "the visiting Bulls": the named team was home / road (attribute
  "host_adj", the word's correction "visiting" / "host");
- "the road team prevailed", "the home team fell": the home or road team won or lost
  (attribute "venue_team"; ``detail.won`` is what the verb says);
- "a road win / home loss", "in front of their home crowd", "at home" / "on the road" in a
  clause about this game's result, "the Bulls hosted the Raptors", "played host to": the team the
  words are about (the nearest actor) was home / road (attribute "venue_word").

Each is a ``venue`` claim whose value is "home" or "road". A sentence about the next game or
another game ("will host", "head back home", "6 - 2 on the road": a record) is read with frame
``OTHER_GAME``; "at home" outside a clause about the result, and a team the words may not be
about, are read with a ``note``. Each claim is a :class:`~factcheck.claims.VenueClaim`.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext

from .registry import reader
from factcheck.claims import Frame, Subject, VenueClaim, VenueForm
from factcheck import lexicon
from .teams import clause_start, other_game_cue, nearest_actor, other_opponent, sentence_of, team_subject
from .words import positions

#: Cues that a sentence is about a game to come.
FUTURE = lexicon.words("venues_future")
RESULT_VERBS = lexicon.words("venues_result_verbs")
RESULT_NOUNS = lexicon.words("venues_result_nouns")
#: Verbs after "the road team" that say it won, or lost.
_WON_VERBS = lexicon.words("won_verbs")
_LOST_VERBS = lexicon.words("lost_verbs")
#: First words of the claims read here ("the host", "road win", "at home", "on the road", "hosted").
_TRIGGERS = lexicon.words("venues_triggers")
_OTHER_GAME = "another game, a game to come or a record"


def _quiet(ctx: CheckContext, i: int) -> bool:
    """True when the clause of ``i`` (to the sentence's end) talks about another game or a record."""
    lo = clause_start(ctx, i)
    s_start, s_end = sentence_of(ctx, i)
    words = {t.lower() for t in ctx.tokens[s_start:s_end]}
    before = ctx.tokens[max(lo, i - 2):i]
    record = len(before) == 2 and before[0] == "-" and before[1].isdigit()  # "6 - 2 on the road": a record
    return other_game_cue(ctx, lo, s_end) or bool(words & FUTURE) or record or \
        other_opponent(ctx, i + 1, s_end)


_WON_WORDS = frozenset(w for w, says in lexicon.mapping("venue_sentence_results").items() if says == "won")
_LOST_WORDS = frozenset(w for w, says in lexicon.mapping("venue_sentence_results").items() if says == "lost")


def _result_words(ctx: CheckContext, i: int) -> tuple[bool, bool]:
    """(a win word, a loss word) in the clause of ``i`` to the sentence's end."""
    lo = clause_start(ctx, i)
    _, s_end = sentence_of(ctx, i)
    words = {t.lower() for t in ctx.tokens[lo:s_end]}
    return bool(words & _WON_WORDS), bool(words & _LOST_WORDS)


_STATE_VERBS = lexicon.words("state_verbs")
_STATE_VERBS_AT_HOME = _STATE_VERBS | {"remain"}  # "remain at home"


def _claim_at(low: list[str], i: int) -> tuple[int, int, bool, str] | None:
    """A home/road claim starting at ``i``: (span start, span end, says home?, correction)."""
    w = low[i]
    nxt = low[i + 1] if i + 1 < len(low) else ""
    if w in {"road", "home"} and nxt in RESULT_NOUNS:
        return i, i + 1, w == "home", "home" if w == "road" else "road"
    if w == "home" and nxt == "crowd" and low[i - 2:i] == ["of", "their"] and "front" in low[i - 4:i]:
        return i, i + 1, True, ""
    if low[i:i + 2] == ["at", "home"] and i and low[i - 1] not in _STATE_VERBS_AT_HOME:
        return i, i + 2, True, "on the road"
    if low[i:i + 3] == ["on", "the", "road"] and i and low[i - 1] not in _STATE_VERBS:
        return i, i + 3, False, "at home"
    if w in {"hosted", "hosting"} or (w == "host" and low[i - 1:i] == ["played"] and nxt == "to"):
        return i, i + 1, True, "visited"
    return None


def _host_adjective(ctx: CheckContext, i: int, team) -> VenueClaim:
    """"the host Toronto Raptors", "the visiting Bulls"."""
    is_home = ctx.doc.lower[i] == "host"
    subject = Subject.of_team(team.side, team.start, team.end, form=team.kind) if team.side is not None else None
    frame, note = (Frame.OTHER_GAME, _OTHER_GAME) if subject is not None and _quiet(ctx, i) else (Frame.GAME, "")
    if subject is None:
        note = "ambiguous binding: the name fits both teams"
    return VenueClaim(subject=subject, form=VenueForm.HOST_ADJECTIVE, home=is_home, start_at=i, end_at=i + 1,
                      opposite="visiting" if is_home else "host", frame=frame, cue=(i, i + 1), note=note)


def _venue_team(ctx: CheckContext, i: int) -> VenueClaim | None:
    """"the road team prevailed": the home or road team won, or lost."""
    low = ctx.doc.lower
    verbs = low[i + 2:i + 5]
    won = next((v in _WON_VERBS for v in verbs if v in _WON_VERBS | _LOST_VERBS), None)
    if won is None:
        return None
    home = ctx.game.home.side
    side = home if low[i] == "home" else home.other
    frame, note = (Frame.OTHER_GAME, _OTHER_GAME) if _quiet(ctx, i) else (Frame.GAME, "")
    return VenueClaim(subject=Subject.of_team(side, i - 1, i + 2), form=VenueForm.VENUE_TEAM, home=low[i] == "home",
                      start_at=i, end_at=i + 1, opposite="road" if low[i] == "home" else "home", won=won, frame=frame,
                      cue=(i, i + 1), note=note)


def _venue_word(ctx: CheckContext, i: int) -> VenueClaim | None:
    """"a road win", "at home", "on the road", "hosted": about the nearest actor."""
    low = ctx.doc.lower
    found = _claim_at(low, i)
    if found is None:
        return None
    start, end, is_home, correction = found

    def word(side=None, frame: Frame = Frame.GAME, note: str = "", says_win: bool = False,
             says_loss: bool = False) -> VenueClaim:
        return VenueClaim(subject=team_subject(ctx, start, side) if side is not None else None, form=VenueForm.VENUE_WORD,
                          home=is_home, start_at=start, end_at=end, opposite=correction, says_win=says_win,
                          says_loss=says_loss, frame=frame, cue=(start, end), note=note)

    if _quiet(ctx, i):
        return word(frame=Frame.OTHER_GAME, note=_OTHER_GAME)
    if low[i] in {"at", "on"} and not set(low[clause_start(ctx, i):sentence_of(ctx, i)[1]]) & RESULT_VERBS:
        # "at home" / "on the road" only in a clause about this game's result
        return word(note="not in a clause about this game's result")
    side = nearest_actor(ctx, start, players=True)
    if side is None:
        return word(note="ambiguous binding: no team or player the words are about")
    says_win, says_loss = _result_words(ctx, i)
    return word(side, says_win=says_win, says_loss=says_loss)


@reader("venue_words", [VenueClaim], "home and road words of this game: 'the host Raptors', 'a road win', 'at home', "
                                  "'the road team prevailed'")
def read_venue_words(ctx: CheckContext) -> Iterator[VenueClaim]:
    low = ctx.doc.lower
    teams_at = {m.start: m for m in ctx.mentions.teams}
    for i in positions(ctx, _TRIGGERS):  # other words start no claim below
        w = low[i]
        if w in {"host", "visiting"} and i and low[i - 1] == "the" and i + 1 in teams_at:
            yield _host_adjective(ctx, i, teams_at[i + 1])
            continue
        if w in {"road", "home"} and low[i - 1:i] == ["the"] and low[i + 1:i + 2] == ["team"]:
            claim = _venue_team(ctx, i)
        else:
            claim = _venue_word(ctx, i)
        if claim is not None:
            yield claim
