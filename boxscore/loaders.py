"""Load RotoWire game records into :class:`~boxscore.models.Game`.

Three inputs are accepted: a JSON list (RotoWire's ``test.json``), JSON Lines (the shared
task's ``shared_task.jsonl``) and a single record. Every problem is raised as a
:class:`RecordError` naming the file, the line or list index, and the field, so the CLI can
report it in one line and go on with the other records.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from dataclasses import dataclass, fields
from itertools import repeat
from sys import intern
from pathlib import Path
from typing import Any, NoReturn

from .models import Game, Player, Side, Team

STAT_COLUMNS = (
    "MIN", "PTS", "REB", "OREB", "DREB", "AST", "STL", "BLK", "TO", "PF",
    "FGM", "FGA", "FG_PCT", "FG3M", "FG3A", "FG3_PCT", "FTM", "FTA", "FT_PCT",
)
REQUIRED_KEYS = ("day", "home_name", "home_city", "vis_name", "vis_city", "home_line", "vis_line", "box_score")
NOT_AVAILABLE = {"N/A", "", None}


class RecordError(ValueError):
    """A game record that cannot be loaded; ``str()`` is a one-line message."""

    def __init__(self, source: str, where: str, reason: str):
        self.source, self.where, self.reason = source, where, reason
        super().__init__(f"{source}:{where}: {reason}")


@dataclass(frozen=True)
class LoadResult:
    """Games that loaded, and the errors of the records that did not."""

    games: list[Game]
    errors: list[RecordError]


def _int(value: Any, field: str, fail) -> int | None:
    if value.__class__ is str:
        if value.isdecimal() and value.isascii() and len(value) <= 9:  # the common case, "23": no float round trip
            return int(value)
        if value in ("N/A", ""):
            return None
    elif value is None:
        return None
    try:
        number = int(float(value))
    except (TypeError, ValueError, OverflowError):
        fail(f"field {field!r}: expected a number, got {_short(value)}")
    if abs(number) > MAX_STAT:  # 1e308 points: a broken record, and the rules' arithmetic overflows on it
        fail(f"field {field!r}: {_short(value)} is no plausible figure")
    return number


#: The box-score values most cells hold, as :func:`_int` reads them: "0" to "999" and "N/A" (a
#: lookup costs less than checking and converting each of the 350,000 cells of a test set).
_KNOWN_VALUES: dict[str | None, int | None] = {**{str(n): n for n in range(1000)}, "N/A": None, "": None, None: None}
_UNKNOWN = object()
_PLAYER_FIELDS = ("index", "name", "first_name", "last_name", "side", "team_city", "start_position", "played",
                  *STAT_COLUMNS)
if tuple(f.name for f in fields(Player)) != _PLAYER_FIELDS:  # (the loader builds each row positionally)
    raise ImportError("boxscore.loaders: Player's fields are no longer in the order _players gives them")


#: The largest figure a box or line score holds (minutes, points, percentages are far below it).
MAX_STAT = 10**6


def _index_order(index: Any) -> int:
    """Sort key of a player index ("0", "12"); anything else ("²", a 5,000-digit string) sorts last
    instead of failing in ``int()``."""
    text = str(index)
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 9 else 10**9


def _short(value: Any) -> str:
    """``repr(value)``, cut to keep a message on one short line."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _column(box: dict, col: str, fail) -> dict:
    """One box-score column (player index -> value); absent columns are empty."""
    values = box.get(col)
    if values is None:
        return {}
    if not isinstance(values, dict):
        fail(f"field 'box_score.{col}': expected an object of player index -> value")
    return values


def _parse_day(day: Any, fail) -> dt.date:
    if not isinstance(day, str):
        fail(f"field 'day': expected 'MM_DD_YY', got {day!r}")
    try:
        return dt.datetime.strptime(day, "%m_%d_%y").date()
    except ValueError:
        fail(f"field 'day': expected 'MM_DD_YY', got {day!r}")


def _team(record: dict, side: Side, fail) -> Team:
    prefix = side.value
    line = record[f"{prefix}_line"]
    if not isinstance(line, dict):
        fail(f"field '{prefix}_line': expected an object")
    quarters = []
    for q in range(1, 5):
        key = f"TEAM-PTS_QTR{q}"
        quarters.append(_int(line.get(key), f"{prefix}_line.{key}", fail) or 0)
    points = _int(line.get("TEAM-PTS"), f"{prefix}_line.TEAM-PTS", fail)
    if points is None:
        fail(f"field '{prefix}_line.TEAM-PTS': missing or 'N/A', the final score is needed")

    def opt(key: str) -> int | None:
        return _int(line.get(key), f"{prefix}_line.{key}", fail)

    name, city = record[f"{prefix}_name"], record[f"{prefix}_city"]
    if not isinstance(name, str) or not name:
        fail(f"field '{prefix}_name': expected a team name")
    if not isinstance(city, str) or not city:
        fail(f"field '{prefix}_city': expected a city")
    return Team(
        side=side, city=city, name=name, points=points, quarters=tuple(quarters),
        wins=opt("TEAM-WINS"), losses=opt("TEAM-LOSSES"), fg_pct=opt("TEAM-FG_PCT"),
        fg3_pct=opt("TEAM-FG3_PCT"), ft_pct=opt("TEAM-FT_PCT"), rebounds=opt("TEAM-REB"),
        assists=opt("TEAM-AST"), turnovers=opt("TEAM-TOV"),
    )


def _sides_by_block(indices: list[str], positions: dict) -> dict[str, Side]:
    """Assign players to teams when both teams share a city string (Lakers vs Clippers).

    RotoWire lists the visitors' block first, then the home team's, each block starting with
    its starters; the home block therefore starts at the first starter after a reserve.
    ``positions`` holds the START_POSITION column, its values already checked to be scalars.
    """
    sides: dict[str, Side] = {}
    seen_bench, side = False, Side.VIS
    for idx in indices:
        starter = positions.get(idx) not in NOT_AVAILABLE
        if starter and seen_bench:
            side = Side.HOME
        seen_bench = seen_bench or not starter
        sides[idx] = side
    return sides


def _players(record: dict, home: Team, vis: Team, fail) -> tuple[Player, ...]:
    box = record["box_score"]
    if not isinstance(box, dict):
        fail("field 'box_score': expected an object of columns")
    names = box.get("PLAYER_NAME")
    if names is None:
        fail("field 'box_score.PLAYER_NAME': missing")
    if not isinstance(names, dict):
        fail("field 'box_score.PLAYER_NAME': expected an object of player index -> name")
    if not names:
        fail("field 'box_score': the game has no players")
    indices = sorted(names, key=_index_order)
    cities = _column(box, "TEAM_CITY", fail)
    positions = _column(box, "START_POSITION", fail)
    firsts, seconds = _column(box, "FIRST_NAME", fail), _column(box, "SECOND_NAME", fail)
    columns = [(col, _column(box, col, fail)) for col in STAT_COLUMNS]  # looked up once per game
    known = _KNOWN_VALUES.get
    for idx in indices:  # before any use: a list or dict is unhashable in the NOT_AVAILABLE test
        if isinstance(positions.get(idx), (list, dict)):
            fail(f"field 'box_score.START_POSITION.{idx}': expected a position, got {_short(positions[idx])}")
    by_block = _sides_by_block(indices, positions) if home.city == vis.city else {}
    rows = _known_rows(indices, columns)
    players = []
    for k, idx in enumerate(indices):
        city = cities.get(idx)
        if idx in by_block:
            side = by_block[idx]
        elif city == home.city:
            side = Side.HOME
        elif city == vis.city:
            side = Side.VIS
        else:
            fail(f"field 'box_score.TEAM_CITY.{idx}': {_short(city)} is neither {home.city!r} nor {vis.city!r}")
        if rows is not None:
            figures = rows[k]
        else:
            figures = []
            for col, values in columns:
                v = values.get(idx)
                # the common "23" and "N/A" looked up; _int handles the rest (other figures, floats, faults)
                n = known(v, _UNKNOWN) if v.__class__ is str else _UNKNOWN
                figures.append(n if n is not _UNKNOWN else _int(v, f"box_score.{col}.{idx}", fail))
        position = positions.get(idx)
        name = names[idx]
        if not isinstance(name, str) or not name.strip():
            fail(f"field 'box_score.PLAYER_NAME.{idx}': expected a name, got {_short(name)}")
        first = firsts.get(idx) or name.split(" ")[0]
        last = seconds.get(idx) or " ".join(name.split(" ")[1:])
        # (names, cities and positions recur in every game of a player: one string each; the
        # fields in Player's order, the figures in STAT_COLUMNS', as checked below the class)
        players.append(Player(
            intern(str(idx)), intern(name), intern(str(first)), intern(str(last)), side, intern(str(city)),
            None if position in NOT_AVAILABLE else intern(str(position)),
            figures[0] is not None or figures[1] is not None,  # played: MIN or PTS given
            *figures))  # (every field's type is checked above)
    return tuple(players)


def _known_rows(indices: list, columns: list[tuple[str, dict]]) -> list[tuple] | None:
    """Each player's figures, in STAT_COLUMNS order, when every cell is a value of
    ``_KNOWN_VALUES`` (as in nearly every game): looked up column by column in C. None when a
    cell is anything else; the caller then reads the cells one by one (and reports a fault)."""
    known = _KNOWN_VALUES.get
    try:
        found = [list(map(known, map(values.get, indices), repeat(_UNKNOWN))) for _, values in columns]
    except TypeError:  # an unhashable cell (a list, an object)
        return None
    if any(_UNKNOWN in column for column in found):
        return None
    return list(zip(*found))


def game_from_record(record: Any, source: str = "<record>", where: str = "1", position: int = 0) -> Game:
    """Build a :class:`Game` from one RotoWire record (a dict) or raise :class:`RecordError`.

    The checks below name the field at fault; a field of a type none of them foresaw is still a
    fault of this record only (a RecordError naming it), never an exception that ends the run."""
    try:
        return _game_from_record(record, source, where, position)
    except RecordError:
        raise
    except (TypeError, ValueError, AttributeError, KeyError, IndexError, OverflowError, RecursionError) as exc:
        detail = (str(exc).splitlines() or [""])[0]
        raise RecordError(source, where, f"unexpected content ({type(exc).__name__}: {detail[:80]})") from None


def _game_from_record(record: Any, source: str, where: str, position: int) -> Game:
    def fail(reason: str) -> NoReturn:
        raise RecordError(source, where, reason)

    if not isinstance(record, dict):
        fail(f"expected a JSON object (a game record), got {type(record).__name__}")
    missing = [k for k in REQUIRED_KEYS if k not in record]
    if missing:
        fail(f"missing field {missing[0]!r}" + (f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""))
    date = _parse_day(record["day"], fail)
    home, vis = _team(record, Side.HOME, fail), _team(record, Side.VIS, fail)
    players = _players(record, home, vis, fail)
    text_id = record.get("shared_task_text_id")
    return Game(date=date, home=home, vis=vis, players=players,
                text_id=str(text_id) if text_id is not None else None, source=f"{source}:{where}",
                position=position)


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(str(path), "0", "file not found") from None
    except UnicodeDecodeError as exc:
        raise RecordError(str(path), "0", f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except IsADirectoryError:
        raise RecordError(str(path), "0", "is a directory, expected a file") from None
    except OSError as exc:
        raise RecordError(str(path), "0", f"cannot read: {exc.strerror or exc}") from None


def iter_jsonl(path: Path) -> Iterator[Game | RecordError]:
    """Yield a Game or a RecordError per non-blank line of a JSON Lines file (lines from 1)."""
    text = _read_text(path)
    # lines end at "\n" only: a U+2028 or \x85 inside a JSON string is no line break
    for lineno, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            yield RecordError(str(path), f"line {lineno}", f"malformed JSON: {exc.msg} (column {exc.colno})")
            continue
        except RecursionError:
            yield RecordError(str(path), f"line {lineno}", "malformed JSON: nested too deeply")
            continue
        try:
            yield game_from_record(record, str(path), f"line {lineno}", lineno - 1)
        except RecordError as err:
            yield err


def iter_json_list(path: Path, data: Any = None, release: bool = False) -> Iterator[Game | RecordError]:
    """Yield a Game or a RecordError per element of a RotoWire JSON list (indices from 0).

    ``data`` is the file's already parsed content, if the caller has it; ``release``: each record
    is dropped from it once read (its dictionaries take ten times what its Game does, and a
    large file's would otherwise all stay until the last game is built).
    """
    if data is None:
        text = _read_text(path)
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(str(path), f"line {exc.lineno}",
                              f"malformed JSON: {exc.msg} (column {exc.colno})") from None
        except RecursionError:
            raise RecordError(str(path), "0", "malformed JSON: nested too deeply") from None
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list):
        raise RecordError(str(path), "0", f"expected a JSON list of game records, got {type(data).__name__}")
    for index, record in enumerate(data):
        if release:
            data[index] = None
        try:
            yield game_from_record(record, str(path), f"index {index}", index)
        except RecordError as err:
            yield err
        del record


def load_games(path: str | Path) -> LoadResult:
    """Load every game in a file, choosing JSON Lines or a JSON list by its content."""
    path = Path(path)
    text = _read_text(path)
    if not text.strip():
        raise RecordError(str(path), "0", "empty file, expected game records")
    whole, data = _whole_json(text)
    del text  # (a JSON Lines file is read again line by line; a parsed list needs the text no more)
    stream = iter_json_list(path, data, release=data is not None) if whole else iter_jsonl(path)
    games, errors = [], []
    for item in stream:
        (errors if isinstance(item, RecordError) else games).append(item)
    return LoadResult(games, errors)


def _whole_json(text: str) -> tuple[bool, Any]:
    """(True, parsed content) when the file is one JSON document (a list of records, or one
    record over many lines); (True, None) for a broken JSON list; (False, None) otherwise.

    A JSON Lines file is several documents, so it fails to parse as one, even when its first
    record is itself a list. The content is parsed once and handed on, not parsed again.
    """
    stripped = text.strip()
    if stripped[:1] not in ("[", "{"):
        return False, None
    if stripped[:1] == "{" and "\n" not in stripped:
        return False, None  # a one-line JSON Lines file
    try:
        data = json.loads(stripped)
    except json.JSONDecodeError as exc:
        # a broken JSON list is still a JSON list: report its error, not "line 2: extra data"
        return stripped[:1] == "[" and exc.msg != "Extra data", None
    except RecursionError:
        return stripped[:1] == "[", None
    return True, data


def load_game(path: str | Path) -> Game:
    """Load a file holding exactly one record (JSON object, one-line JSONL or one-item list)."""
    result = load_games(path)
    if result.errors:
        raise result.errors[0]
    if len(result.games) != 1:
        raise RecordError(str(path), "0", f"expected one game record, found {len(result.games)}")
    return result.games[0]
