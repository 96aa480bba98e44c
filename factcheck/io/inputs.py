"""Read the texts to check and pair each with its game, reporting every problem in one line.

Two layouts: a directory of ``<TEXT_ID>.txt`` files matched to records by
``shared_task_text_id``, and an NLG system's outputs file (one summary per line, line i
describing game i of a RotoWire JSON list; an empty line means no text). Problems never stop
the run: they are collected as :class:`InputProblem` and the other texts go on.

Each text is taken as it is: one in the shared task's tokenization is read as given, any other
is tokenized first (:func:`factcheck.text.document.looks_tokenized`), unless ``tokenized`` says
which (``--tokenized``, ``--raw``). :attr:`Job.tokenized` says how it was read.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from boxscore import Game, RecordError, load_games

from factcheck.text.document import Document, looks_tokenized


class InputError(ValueError):
    """Input that stops the run before any text is checked (exit 2); ``str()`` is one line."""


@dataclass(frozen=True)
class InputProblem:
    """Something skipped: where (file and line) and why, in one line."""

    where: str
    reason: str
    #: How the CLI labels it: "skipped" (the text or record is left out) or "rule failed".
    label: str = "skipped"

    def __str__(self) -> str:
        return f"{self.where}: {self.reason}"


@dataclass(frozen=True)
class Job:
    """One text to check against one game."""

    doc: Document
    game: Game
    #: True: read as given, in the shared task's tokenization; False: tokenized by factcheck first.
    tokenized: bool
    #: Where the text came from ("dir/S001.txt:1", "outputs.txt:12"), for messages.
    where: str = ""


def make_job(doc_id: str, text: str, game: Game, tokenized: bool | None, where: str) -> Job:
    """A job of ``text`` read as ``tokenized`` says (None: as :func:`looks_tokenized` finds it)."""
    if tokenized is None:
        tokenized = looks_tokenized(text)
    return Job(Document.from_text(doc_id, text, tokenized), game, tokenized, where)


def read_text_file(path: Path) -> str:
    """A text file's content (UTF-8, or UTF-16 as Windows editors save it); ValueError with a
    one-line reason if it cannot be used."""
    data = path.read_bytes()
    utf16 = _utf16(data)
    if utf16 is not None:
        try:
            text = data.decode(utf16)
        except UnicodeDecodeError as exc:
            raise ValueError(f"not UTF-16 text, though it looks so (invalid bytes at offset {exc.start})") from None
    elif b"\x00" in data:
        raise ValueError("binary file, expected UTF-8 text")
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ValueError(f"not UTF-8 text (invalid byte at offset {exc.start})") from None
    if not text.strip():
        raise ValueError("empty text")
    return text


def _utf16(data: bytes) -> str | None:
    """The codec of UTF-16 text: with its byte order mark, or without one when most bytes on one
    side of each pair are NUL (the ASCII letters of an English summary) and none on the other;
    None for anything else (a binary file has NULs anywhere)."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    if len(data) >= 4 and len(data) % 2 == 0:
        even, odd = data[0::2], data[1::2]
        if odd.count(0) >= 0.7 * len(odd) and 0 not in even:
            return "utf-16-le"
        if even.count(0) >= 0.7 * len(even) and 0 not in odd:
            return "utf-16-be"
    return None


def _whole_file(err: RecordError) -> str:
    """Where a file-wide RecordError is (the file, or its line when one is named)."""
    return err.source if err.where in ("", "0") else f"{err.source}:{err.where}"


def jobs_from_text_dir(games_path: Path, text_dir: Path, problems: list[InputProblem],
                       tokenized: bool | None = None) -> Iterator[Job]:
    """Each ``text_dir/<TEXT_ID>.txt`` with the record whose shared_task_text_id is TEXT_ID.

    :class:`InputError` for a games file that cannot pair any text: empty or unreadable, or of
    records without ``shared_task_text_id`` (RotoWire's own files, which ``--rotowire`` pairs
    with an outputs file by position)."""
    try:
        result = load_games(games_path)
    except RecordError as err:
        raise InputError(f"{_whole_file(err)}: {err.reason} (JSON Lines with shared_task_text_id, as the shared "
                         "task's shared_task.jsonl)") from None
    games = result.games
    if not games:
        first = result.errors[0]
        raise InputError(f"{first.source}:{first.where}: {first.reason}; no game record could be read from "
                         f"{games_path} ({len(result.errors)} bad record(s))")
    problems.extend(InputProblem(f"{e.source}:{e.where}", e.reason) for e in result.errors)
    if all(game.text_id is None for game in games):
        kind = "a RotoWire JSON list of games" if _starts_with(games_path, b"[") else "game records"
        raise InputError(f"{games_path}: {kind} without shared_task_text_id, which --games pairs with the texts' "
                         f"names: use --rotowire {games_path} --outputs FILE (one summary per line, line i about "
                         "game i)")
    by_id: dict[str, Game] = {}
    for game in games:
        if game.text_id is None:
            continue
        if game.text_id in by_id:
            problems.append(InputProblem(game.source, f"duplicate shared_task_text_id {game.text_id!r}; "
                                                      f"the first record ({by_id[game.text_id].source}) is used"))
            continue
        by_id[game.text_id] = game
    if not text_dir.is_dir():
        problems.append(InputProblem(str(text_dir), "not a directory of <TEXT_ID>.txt files"))
        return
    paths = sorted(text_dir.glob("*.txt"))
    if not paths:
        problems.append(InputProblem(str(text_dir), "no .txt files"))
    for path in paths:
        text_id = path.stem
        game = by_id.get(text_id)
        if game is None:
            problems.append(InputProblem(f"{path}:1", f"no game with shared_task_text_id {text_id!r} in {games_path}"))
            continue
        try:
            text = read_text_file(path)
        except (OSError, ValueError) as exc:
            problems.append(InputProblem(f"{path}:1", str(exc)))
            continue
        yield make_job(path.name, text, game, tokenized, f"{path}:1")


def _starts_with(path: Path, first: bytes) -> bool:
    """True when the file's first byte after white space (and a byte order mark) is ``first``."""
    with path.open("rb") as fh:
        head = fh.read(4096)
    return head.removeprefix(codecs.BOM_UTF8).lstrip()[:1] == first


def output_lines(content: str) -> list[str]:
    r"""The lines of an outputs file: split on "\n" only (a "\r\n" ending is one), never on the
    other breaks ``str.splitlines`` knows (U+2028, \x0b, \x0c, \x1c-\x1e, \x85, a lone \r):
    inside a summary they would shift every later summary onto the wrong game."""
    lines = content.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the final newline ends the last line; it starts none
    return [line[:-1] if line.endswith("\r") else line for line in lines]


NUL = b"\x00"


def read_outputs(path: Path) -> tuple[list[str | None], dict[int, str]]:
    r"""The lines of an outputs file (see :func:`output_lines`), each decoded on its own: a line
    holding a NUL byte or bytes that are not UTF-8 is None, and its 0-based index maps to the
    reason. One bad line costs that line only, and every other line keeps its number."""
    data = path.read_bytes()
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
    pieces = data.split(b"\n")
    if pieces and pieces[-1] == b"":
        pieces.pop()
    lines: list[str | None] = []
    reasons: dict[int, str] = {}
    for index, raw in enumerate(pieces):
        raw = raw[:-1] if raw.endswith(b"\r") else raw
        if NUL in raw:
            reasons[index] = f"binary data (a NUL byte at offset {raw.index(NUL)}), expected UTF-8 text"
            lines.append(None)
            continue
        try:
            lines.append(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            reasons[index] = f"not UTF-8 text (invalid byte at offset {exc.start})"
            lines.append(None)
    return lines, reasons


def jobs_from_outputs(rotowire_path: Path, outputs_path: Path, problems: list[InputProblem],
                      allow_count_mismatch: bool = False, notes: list[str] | None = None,
                      tokenized: bool | None = None) -> Iterator[Job]:
    """Line i of an NLG outputs file against game i of a RotoWire JSON list (TEXT_ID = "i").

    A line in the shared task's tokenization, as RotoWire's outputs are, is read as given (token
    ids count the line's own whitespace tokens, as the shared task's do), any other is tokenized
    first; ``tokenized`` forces either. A line that cannot be read (a NUL byte, not UTF-8) is
    skipped and named.
    When the file has more or fewer lines than there are games, the pairing by position is
    likely wrong: :class:`InputError`, unless ``allow_count_mismatch`` (the user says the lines
    are right), when the mismatch is one line of ``notes``."""
    try:
        result = load_games(rotowire_path)
    except RecordError as err:
        raise InputError(f"{_whole_file(err)}: {err.reason} (a RotoWire JSON list, as test.json)") from None
    bad = {e.where: e for e in result.errors}
    games = {game.position: game for game in result.games}
    n_records = len(result.games) + len(result.errors)
    try:
        lines, unreadable = read_outputs(outputs_path)
    except OSError as exc:
        problems.append(InputProblem(f"{outputs_path}:1", exc.strerror or str(exc)))
        return
    if not any(line and line.strip() for line in lines) and not unreadable:
        problems.append(InputProblem(f"{outputs_path}:1", "empty text"))
        return
    if len(lines) != n_records:
        mismatch = (f"{outputs_path}: {_count(len(lines), 'line')} but {_count(n_records, 'game')} in {rotowire_path}; "
                    "lines are matched to games by position")
        if not allow_count_mismatch:
            raise InputError(f"{mismatch} (--allow-count-mismatch checks them anyway)")
        if notes is not None:
            notes.append(mismatch)
    for index, line in enumerate(lines):
        where = f"{outputs_path}:{index + 1}"
        if line is None:
            problems.append(InputProblem(where, unreadable[index]))
            continue
        if not line.strip():
            continue
        game = games.get(index)
        if game is None:
            err = bad.get(f"index {index}")
            reason = f"game {index} of {rotowire_path} is invalid ({err.reason})" if err else \
                f"no game {index} in {rotowire_path}"
            problems.append(InputProblem(where, reason))
            continue
        yield make_job(str(index), line, game, tokenized, where)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")
