"""Bad input, table-driven: each case is a set of files, a command, the one-line message it must
print and its exit status. Where the input holds good texts besides the bad one, they must still be
checked and written: one bad document never stops the others.

The files are built from the repository's own example game (gold/), so no shared data is needed.
"""

from __future__ import annotations

import copy
import csv
import io
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app

PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "400"}


@dataclass
class Case:
    """Files to write (name -> builder of their content), the command, what it must say and do."""

    name: str
    files: Callable[[dict, str], dict[str, str | bytes]]
    args: list[str]
    status: int
    lines: list[str]  # each must be exactly one line of stderr ({d} is the case's directory)
    written: set[str] = field(default_factory=set)  # TEXT_IDs that must still be in the output


def jsonl(*records) -> str:
    return "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records)


def changed(record: dict, change: Callable[[dict], None], text_id: str = "G002") -> dict:
    out = copy.deepcopy(record)
    out["shared_task_text_id"] = text_id
    change(out)
    return out


def all_na(record: dict) -> None:
    for column, values in record["box_score"].items():
        if column not in ("PLAYER_NAME", "FIRST_NAME", "SECOND_NAME", "TEAM_CITY"):
            for key in values:
                values[key] = "N/A"


def na_line(record: dict) -> None:
    for side in ("home_line", "vis_line"):
        record[side] = {k: "N/A" for k in record[side]}


def games_and_texts(*records, texts: dict[str, str | bytes] | None = None):
    """A JSON Lines file of records, and texts/G001.txt (the good text) plus ``texts``."""
    def build(rec: dict, good_text: str) -> dict[str, str | bytes]:
        files: dict[str, str | bytes] = {"games.jsonl": jsonl(*(r(rec) if callable(r) else r for r in records)),
                                         "texts/G001.txt": good_text}
        files.update({f"texts/{k}": v for k, v in (texts or {}).items()})
        return files
    return build


GOOD = lambda rec: rec  # noqa: E731 - the example record itself
SECOND = lambda rec: changed(rec, lambda r: None)  # noqa: E731 - the same game as text G002
CHECK_DIR = ["check", "--games", "{d}/games.jsonl", "--texts", "{d}/texts", "--out", "{d}/out.csv"]
CHECK_OUTPUTS = ["check", "--rotowire", "{d}/games.json", "--outputs", "{d}/outputs.txt", "--out", "{d}/out.csv"]
SCORE = ["score", "--gsml", "{d}/gsml.csv", "--submission", "{d}/sub.csv"]
GSML_HEADER = ("TEXT_ID,SENTENCE_ID,ANNOTATION_ID,TOKENS,SENT_TOKEN_START,SENT_TOKEN_END,DOC_TOKEN_START,"
               "DOC_TOKEN_END,TYPE,CORRECTION,COMMENT\n")


def outputs(n_games: int, lines: list[str]):
    def build(rec: dict, good_text: str) -> dict[str, str | bytes]:
        return {"games.json": json.dumps([rec] * n_games), "outputs.txt": "".join(f"{line}\n" for line in lines)}
    return build


LINE = "The Milwaukee Bucks beat the Denver Nuggets on Friday , 108 - 99 . Marcus Redfield scored 30 points ."  # tokenized, as RotoWire's outputs are
SCHEDULE_HEADER = "date,season,game_type,home_city,home_name,away_city,away_name,home_pts,away_pts\n"
SCHEDULE_ROW = "2016-11-02,2016-17,regular,Denver,Nuggets,Milwaukee,Bucks,99,108\n"
BINARY = b"\x89PNG\r\n\x1a\n\x00\x00\xff"


def with_file(name: str, content: str | bytes, base=None):
    """``base``'s files (default: the example game and its text) plus one more."""
    def build(rec: dict, good_text: str) -> dict[str, str | bytes]:
        files = (base or games_and_texts(GOOD))(rec, good_text)
        files[name] = content
        return files
    return build


def scoring(gsml_rows: str, sub: str | bytes | None = None, **extra: str | bytes):
    """The example text, a GSML of ``gsml_rows`` and a submission (the GSML itself by default)."""
    def build(rec: dict, good_text: str) -> dict[str, str | bytes]:
        gsml = GSML_HEADER + gsml_rows
        return {"texts/G001.txt": good_text, "gsml.csv": gsml, "sub.csv": gsml if sub is None else sub, **extra}
    return build


GSML_ROW = "G001,1,1,Bucks,3,3,3,3,NAME,,\n"
RUN_HEADER = {"record": "run", "signature": "factcheck:test", "n_texts": 1, "texts": ["G001"]}
RUN_ERROR = {"record": "error", "text_id": "G001", "category": "NAME", "tokens": "Bucks", "correction": "", "rule": "x"}
CLAIM = {"record": "claim", "text_id": "G001", "kind": "player_stat", "verdict": "correct"}
CHECK_LEAGUE = CHECK_DIR + ["--league"]
CHECK_SCHEDULE = CHECK_DIR + ["--schedule", "{d}/schedule.csv"]


def outputs_bytes(n_games: int, content: bytes):
    def build(rec: dict, good_text: str) -> dict[str, str | bytes]:
        return {"games.json": json.dumps([rec] * n_games), "outputs.txt": content}
    return build


def surrogate_name(record: dict) -> None:
    names = record["box_score"]["PLAYER_NAME"]
    key = next(k for k, v in names.items() if v == "Tyrell Hagan")
    names[key], record["box_score"]["SECOND_NAME"][key] = "Tyrell Ha\ud800gan", "Ha\ud800gan"


def run_file(signature: str) -> str:
    return jsonl({**RUN_HEADER, "signature": signature}, RUN_ERROR)


SIG = "factcheck:0.1.0|rules:abc|only:all|schedule:none|league:{}|not-checkable:no"

CASES = [
    Case("malformed JSON line", games_and_texts(GOOD, '{"day": "11_04_16", oops'), CHECK_DIR, 1,
         ["skipped {d}/games.jsonl:line 2: malformed JSON: Expecting property name enclosed in double quotes (column 21)"],
         {"G001.txt"}),
    Case("JSON of the wrong shape: a list", games_and_texts(GOOD, "[1, 2]"), CHECK_DIR, 1,
         ["skipped {d}/games.jsonl:line 2: expected a JSON object (a game record), got list"], {"G001.txt"}),
    Case("JSON of the wrong shape: box score", games_and_texts(GOOD, lambda r: changed(r, lambda x: x.update(box_score=[1]))),
         CHECK_DIR, 1, ["skipped {d}/games.jsonl:line 2: field 'box_score': expected an object of columns"], {"G001.txt"}),
    Case("JSON of the wrong shape: a column",
         games_and_texts(GOOD, lambda r: changed(r, lambda x: x["box_score"].update(PTS=["12"]))), CHECK_DIR, 1,
         ["skipped {d}/games.jsonl:line 2: field 'box_score.PTS': expected an object of player index -> value"],
         {"G001.txt"}),
    Case("a game with no players",
         games_and_texts(GOOD, lambda r: changed(r, lambda x: x["box_score"].update(PLAYER_NAME={}))), CHECK_DIR, 1,
         ["skipped {d}/games.jsonl:line 2: field 'box_score': the game has no players"], {"G001.txt"}),
    Case("N/A everywhere in the box score", games_and_texts(lambda r: changed(r, all_na, "G001")), CHECK_DIR, 0,
         [], {"G001.txt"}),
    Case("N/A everywhere in the line score", games_and_texts(GOOD, lambda r: changed(r, na_line)), CHECK_DIR, 1,
         ["skipped {d}/games.jsonl:line 2: field 'home_line.TEAM-PTS': missing or 'N/A', the final score is needed"],
         {"G001.txt"}),
    Case("an empty text file", games_and_texts(GOOD, SECOND, texts={"G002.txt": ""}), CHECK_DIR, 1,
         ["skipped {d}/texts/G002.txt:1: empty text"], {"G001.txt"}),
    Case("a binary text file", games_and_texts(GOOD, SECOND, texts={"G002.txt": b"\x89PNG\r\n\x1a\n\x00\x00"}), CHECK_DIR, 1,
         ["skipped {d}/texts/G002.txt:1: binary file, expected UTF-8 text"], {"G001.txt"}),
    Case("a text file not in UTF-8", games_and_texts(GOOD, SECOND, texts={"G002.txt": "Caf\u00e9 au lait .".encode("latin-1")}),
         CHECK_DIR, 1, ["skipped {d}/texts/G002.txt:1: not UTF-8 text (invalid byte at offset 3)"], {"G001.txt"}),
    Case("a TEXT_ID with no game", games_and_texts(GOOD, texts={"X999.txt": "The Bucks won ."}), CHECK_DIR, 1,
         ["skipped {d}/texts/X999.txt:1: no game with shared_task_text_id 'X999' in {d}/games.jsonl"], {"G001.txt"}),
    Case("duplicate TEXT_IDs", games_and_texts(GOOD, GOOD), CHECK_DIR, 1,
         ["skipped {d}/games.jsonl:line 2: duplicate shared_task_text_id 'G001'; the first record "
          "({d}/games.jsonl:line 1) is used"], {"G001.txt"}),
    Case("a lone surrogate in a game record (written as U+FFFD)", games_and_texts(lambda r: changed(r, surrogate_name, "G001")),
         CHECK_DIR, 0, [], {"G001.txt"}),
    Case("a text file named with markup and an emoji code", games_and_texts(GOOD, texts={":100:[b].txt": "The Bucks won ."}),
         CHECK_DIR, 1, ["skipped {d}/texts/:100:[b].txt:1: no game with shared_task_text_id ':100:[b]' in {d}/games.jsonl"],
         {"G001.txt"}),
    Case("an outputs file with more lines than games", outputs(2, [LINE, "", LINE]), CHECK_OUTPUTS, 2,
         ["error: {d}/outputs.txt: 3 lines but 2 games in {d}/games.json; lines are matched to games by position "
          "(--allow-count-mismatch checks them anyway)"]),
    Case("an outputs file with fewer lines than games", outputs(3, [LINE]), CHECK_OUTPUTS, 2,
         ["error: {d}/outputs.txt: 1 line but 3 games in {d}/games.json; lines are matched to games by position "
          "(--allow-count-mismatch checks them anyway)"]),
    Case("more lines than games, --allow-count-mismatch", outputs(2, [LINE, "", LINE]),
         CHECK_OUTPUTS + ["--allow-count-mismatch"], 1, ["skipped {d}/outputs.txt:3: no game 2 in {d}/games.json"], {"0"}),
    Case("U+2028, \\x0b, \\x0c, \\x85, a lone \\r inside an outputs line (not line breaks)",
         outputs(2, [LINE.replace(". ", ". \u2028 \x0b\x0c \x85 \r ", 1), LINE]), CHECK_OUTPUTS, 0, [], {"0", "1"}),
    Case("an outputs line with a NUL byte", outputs(3, [LINE, "The Bucks \x00 won .", LINE]), CHECK_OUTPUTS, 1,
         ["skipped {d}/outputs.txt:2: binary data (a NUL byte at offset 10), expected UTF-8 text"], {"0", "2"}),
    Case("an outputs line not in UTF-8", outputs_bytes(2, LINE.encode() + b"\nCaf\xe9 au lait .\n"), CHECK_OUTPUTS, 1,
         ["skipped {d}/outputs.txt:2: not UTF-8 text (invalid byte at offset 3)"], {"0"}),
    Case("an outputs file with no readable line (out.csv is left as it was)", outputs_bytes(2, b"\x00\n\xff\n"),
         CHECK_OUTPUTS, 1, ["skipped {d}/outputs.txt:1: binary data (a NUL byte at offset 0), expected UTF-8 text",
                            "skipped {d}/outputs.txt:2: not UTF-8 text (invalid byte at offset 0)"]),
    Case("--outputs given twice", outputs(1, [LINE]), CHECK_OUTPUTS + ["--outputs", "{d}/outputs.txt"], 2,
         ["error: option '--outputs' given 2 times, but it takes one value: give it once; see 'factcheck check --help'"]),
    Case("--outputs with --games", games_and_texts(GOOD), CHECK_DIR + ["--outputs", "{d}/texts/G001.txt"], 2,
         ["error: --outputs goes with --rotowire, not with --games"]),
    Case("control characters in a text, --format xmi (replaced one for one)",
         games_and_texts(GOOD, SECOND, texts={"G002.txt": "The Milwaukee Bu\x0ccks ( 4 - 2 ) won \x01 , 108 - 99 ."}),
         ["check", "--games", "{d}/games.jsonl", "--texts", "{d}/texts", "--format", "xmi", "--format", "csv",
          "--out", "{d}/out"], 0, [], {"G001.txt", "G002.txt"}),
    Case("--jobs -1", games_and_texts(GOOD), CHECK_DIR + ["--jobs", "-1"], 2,
         ["error: Invalid value for '--jobs': -1 is not 0 or more (0: one process per CPU); see 'factcheck check --help'"]),
    Case("--gold without --format html", with_file("gsml.csv", GSML_HEADER + GSML_ROW), CHECK_DIR + ["--gold", "{d}/gsml.csv"],
         2, ["error: --gold marks the review page: give --format html too (the other formats do not show it)"]),
    Case("--format tsv --out a directory of other files", with_file("mine/notes.txt", "mine"),
         ["check", "--games", "{d}/games.jsonl", "--texts", "{d}/texts", "--format", "tsv", "--out", "{d}/mine"], 2,
         ["error: {d}/mine: a directory that is not empty and not an output of factcheck (it has no "
          ".factcheck-manifest.json); give a new or empty directory"]),
    Case("--format factgenie --out factgenie's folder holding a campaign of the same name not written by factcheck",
         with_file("fg/campaigns/factcheck-rotowire-shared-task-train-shared-task-texts/metadata.json", "{}"),
         ["check", "--games", "{d}/games.jsonl", "--texts", "{d}/texts", "--format", "factgenie", "--out", "{d}/fg"], 2,
         ["error: {d}/fg/campaigns/factcheck-rotowire-shared-task-train-shared-task-texts: exists and was not written "
          "by factcheck: not replaced; give other --dataset/--split/--setup-id names (or another --out)"]),
    # the kind of games file, and outputs that would replace an input: the run stops before it starts
    Case("RotoWire's JSON list given to --games",
         lambda rec, text: {"test.json": json.dumps([{k: v for k, v in rec.items() if k != "shared_task_text_id"}]),
                            "texts/G001.txt": text},
         ["check", "--games", "{d}/test.json", "--texts", "{d}/texts", "--out", "{d}/out.csv"], 2,
         ["error: {d}/test.json: a RotoWire JSON list of games without shared_task_text_id, which --games pairs with "
          "the texts' names: use --rotowire {d}/test.json --outputs FILE (one summary per line, line i about game i)"]),
    Case("an empty games file", games_and_texts(), CHECK_DIR, 2,
         ["error: {d}/games.jsonl: empty file, expected game records (JSON Lines with shared_task_text_id, as the "
          "shared task's shared_task.jsonl)"]),
    Case("a games file with no readable record", games_and_texts("{oops", "[1]"), CHECK_DIR, 2,
         ["error: {d}/games.jsonl:line 1: malformed JSON: Expecting property name enclosed in double quotes (column 2); "
          "no game record could be read from {d}/games.jsonl (2 bad record(s))"]),
    Case("an empty --rotowire file", lambda rec, text: {"games.json": "", "outputs.txt": LINE + "\n"}, CHECK_OUTPUTS, 2,
         ["error: {d}/games.json: empty file, expected game records (a RotoWire JSON list, as test.json)"]),
    Case("--out the games file", games_and_texts(GOOD), CHECK_DIR[:-1] + ["{d}/games.jsonl"], 2,
         ["error: {d}/games.jsonl: is the input {d}/games.jsonl (--games): an output never replaces an input; "
          "write it elsewhere"]),
    Case("--out a text that is checked", games_and_texts(GOOD), CHECK_DIR[:-1] + ["{d}/texts/G001.txt"], 2,
         ["error: {d}/texts/G001.txt: is the input {d}/texts/G001.txt (--texts): an output never replaces an input; "
          "write it elsewhere"]),
    Case("--gold gsml.csv with the stem gsml (its .csv is the gold list)", with_file("gsml.csv", GSML_HEADER + GSML_ROW),
         ["check", "--games", "{d}/games.jsonl", "--texts", "{d}/texts", "--gold", "{d}/gsml.csv", "--format", "csv",
          "--format", "html", "--out", "{d}/gsml"], 2,
         ["error: {d}/gsml.csv: is the input {d}/gsml.csv (--gold): an output never replaces an input; "
          "write it elsewhere"]),
    Case("check --gold: a gold list of other texts", with_file("gsml.csv", GSML_HEADER + GSML_ROW.replace("G001", "S001")),
         CHECK_DIR[:-2] + ["--gold", "{d}/gsml.csv", "--format", "html", "--out", "{d}/out.html"], 2,
         ["error: {d}/gsml.csv and the texts checked have no text id in common ({d}/gsml.csv: S001; the texts "
          "checked: G001): give the gold list of the texts checked"]),
    Case("--raw with --tokenized", games_and_texts(GOOD), CHECK_DIR + ["--raw", "--tokenized"], 2,
         ["error: --raw and --tokenized say opposite things: give one (or neither: each text is read as it looks)"]),
    Case("a text file in UTF-16 (read)", games_and_texts(GOOD, SECOND, texts={"G002.txt": LINE.encode("utf-16")}),
         CHECK_DIR, 0, [], {"G001.txt", "G002.txt"}),
    # league data (--league, --schedule): the run stops, naming file and line
    Case("--league: a CSV file", with_file("league.csv", "TEXT_ID,TEAM\nS001,Bucks\n"), CHECK_LEAGUE + ["{d}/league.csv"], 2,
         ["error: {d}/league.csv:line 1: malformed JSON: Expecting value (column 1); --league takes RotoWire JSON "
          "game records with box scores (2 bad records in all)"]),
    Case("--league: a text file", with_file("league.txt", "The Bucks won .\n"), CHECK_LEAGUE + ["{d}/league.txt"], 2,
         ["error: {d}/league.txt:line 1: malformed JSON: Expecting value (column 1); --league takes RotoWire JSON "
          "game records with box scores"]),
    Case("--league: JSON Lines without box scores",
         with_file("league.jsonl", jsonl({"day": "11_02_16", "home_name": "Nuggets", "vis_name": "Bucks"})),
         CHECK_LEAGUE + ["{d}/league.jsonl"], 2,
         ["error: {d}/league.jsonl:line 1: missing field 'home_city' (and 4 more); --league takes RotoWire JSON "
          "game records with box scores"]),
    Case("--schedule: an unterminated quote", with_file("schedule.csv", SCHEDULE_HEADER + SCHEDULE_ROW + '2016-11-05,"2016-17\n'),
         CHECK_SCHEDULE, 2, ["error: {d}/schedule.csv:line 3: malformed CSV: unexpected end of data"]),
    Case("--schedule: a short row", with_file("schedule.csv", SCHEDULE_HEADER + "2016-11-05,2016-17,regular,Denver\n"),
         CHECK_SCHEDULE, 2, ["error: {d}/schedule.csv:line 2: 4 field(s), but the header has 9"]),
    Case("--schedule: an extra column", with_file("schedule.csv", SCHEDULE_HEADER + SCHEDULE_ROW.replace("\n", ",OT\n")),
         CHECK_SCHEDULE, 2, ["error: {d}/schedule.csv:line 2: 10 field(s), but the header has 9"]),
    Case("--schedule: a binary file", with_file("schedule.csv", BINARY), CHECK_SCHEDULE, 2,
         ["error: {d}/schedule.csv:line 3: binary file, expected a schedule CSV (UTF-8 text)"]),
    Case("--schedule: points in Unicode digits", with_file("schedule.csv", SCHEDULE_HEADER + SCHEDULE_ROW.replace("99,", "9\u00b2,")),
         CHECK_SCHEDULE, 2, ["error: {d}/schedule.csv:line 2: bad home_pts '9\u00b2' (expected a score or nothing)"]),
    # scoring
    Case("a GSML with unknown categories",
         lambda rec, text: {"gsml.csv": GSML_HEADER + "G001,1,1,Bucks,3,3,3,3,NAMES,,\n", "sub.csv": GSML_HEADER},
         SCORE, 2, ["error: {d}/gsml.csv:2: unknown category 'NAMES' (expected one of NAME, NUMBER, WORD, CONTEXT, "
                    "NOT_CHECKABLE, OTHER)"]),
    Case("score --gsml: a directory", lambda rec, text: {"gsml/G001.txt": text, "sub.csv": GSML_HEADER},
         ["score", "--gsml", "{d}/gsml", "--submission", "{d}/sub.csv"], 2, ["error: {d}/gsml: a directory, not a file"]),
    Case("score --token-lookup: a binary file", scoring(GSML_ROW, **{"lookup.yaml": BINARY}),
         SCORE + ["--token-lookup", "{d}/lookup.yaml"], 2,
         ["error: {d}/lookup.yaml: not UTF-8 text (invalid byte at offset 0), expected token_lookup.yaml"]),
    Case("score --buckets: a binary file", scoring(GSML_ROW, **{"buckets.csv": BINARY}),
         SCORE + ["--buckets", "{d}/buckets.csv"], 2,
         ["error: {d}/buckets.csv: not UTF-8 text (invalid byte at offset 0), expected a bucket CSV"]),
    Case("score --buckets: an empty file", scoring(GSML_ROW, **{"buckets.csv": ""}), SCORE + ["--buckets", "{d}/buckets.csv"], 2,
         ["error: {d}/buckets.csv:1: missing column(s) TEXT_ID, DOC_TOKEN_START, bucket, need (expected a file like "
          "gold_buckets_train.csv)"]),
    Case("a submission with a UTF-8 byte order mark (accepted)", scoring(GSML_ROW, "\ufeff" + GSML_HEADER + GSML_ROW),
         SCORE, 0, []),
    Case("a token id written 3.0 (not an integer)", scoring(GSML_ROW, GSML_HEADER + GSML_ROW.replace(",3,3,NAME", ",3.0,3,NAME")), SCORE, 2,
         ["error: {d}/sub.csv:2: token ids must be whole numbers written in digits, got '3.0'"]),
    Case("a gold list of other texts (another partition)", scoring(GSML_ROW, GSML_HEADER + GSML_ROW.replace("G001", "S001")),
         SCORE, 2, ["error: {d}/sub.csv and {d}/gsml.csv have no text id in common ({d}/sub.csv: S001; {d}/gsml.csv: "
                    "G001): give the gold list of the texts checked"]),
    Case("score: a claims file", scoring(GSML_ROW, **{"run.jsonl": jsonl({**RUN_HEADER, "kind": "claims"}, CLAIM)}),
         ["score", "--gsml", "{d}/gsml.csv", "--submission", "{d}/run.jsonl"], 2,
         ["error: {d}/run.jsonl:1: holds claims (check --format claims, or factcheck claims --format jsonl), not a "
          "run's errors: give the jsonl of 'factcheck check --format jsonl'"]),
    Case("a row for a text not among --texts", scoring(GSML_ROW, GSML_HEADER + GSML_ROW.replace("G001", "G009")),
         SCORE + ["--texts", "{d}/texts"], 2,
         ["error: {d}/sub.csv:2: text 'G009' is not among the 1 texts given (--texts or --token-lookup)"]),
    # profile / compare
    Case("profile: a jsonl run with a line that is no object",
         lambda rec, text: {"run.jsonl": jsonl(RUN_HEADER, [RUN_ERROR], RUN_ERROR)}, ["profile", "{d}/run.jsonl"], 2,
         ["error: {d}/run.jsonl:2: expected a JSON object (a run or error record), got list"]),
    Case("compare: a claims file of an earlier version (no kind in its header)",
         lambda rec, text: {"base.jsonl": jsonl(RUN_HEADER, RUN_ERROR), "new.jsonl": jsonl(RUN_HEADER, CLAIM)},
         ["compare", "{d}/base.jsonl", "{d}/new.jsonl"], 2,
         ["error: {d}/new.jsonl:2: holds claims (check --format claims, or factcheck claims --format jsonl), not a "
          "run's errors: give the jsonl of 'factcheck check --format jsonl'"]),
    Case("profile: a claims file", lambda rec, text: {"run.jsonl": jsonl({**RUN_HEADER, "kind": "claims"}, CLAIM)},
         ["profile", "{d}/run.jsonl"], 2,
         ["error: {d}/run.jsonl:1: holds claims (check --format claims, or factcheck claims --format jsonl), not a "
          "run's errors: give the jsonl of 'factcheck check --format jsonl'"]),
    Case("profile --csv: the run itself", lambda rec, text: {"run.jsonl": jsonl(RUN_HEADER, RUN_ERROR)},
         ["profile", "{d}/run.jsonl", "--csv", "{d}/run.jsonl"], 2,
         ["error: {d}/run.jsonl: is the input {d}/run.jsonl (RUN): an output never replaces an input; write it elsewhere"]),
    Case('compare: a jsonl run with "texts": null',
         lambda rec, text: {"base.jsonl": jsonl(RUN_HEADER, RUN_ERROR), "new.jsonl": jsonl({**RUN_HEADER, "texts": None})},
         ["compare", "{d}/base.jsonl", "{d}/new.jsonl"], 2, ["error: {d}/new.jsonl:1: field 'texts': expected a list of text ids"]),
    Case("profile --csv: a directory", lambda rec, text: {"run.jsonl": jsonl(RUN_HEADER, RUN_ERROR), "table/x": ""},
         ["profile", "{d}/run.jsonl", "--csv", "{d}/table"], 2, ["error: {d}/table: cannot write: is a directory"]),
    Case("compare --tolerance nan", lambda rec, text: {"run.jsonl": jsonl(RUN_HEADER, RUN_ERROR)},
         ["compare", "{d}/run.jsonl", "{d}/run.jsonl", "--tolerance", "nan"], 2,
         ["error: --tolerance must be a finite number >= 0, got nan"]),
    Case("compare: runs checked with other league data",
         lambda rec, text: {"base.jsonl": run_file(SIG.format("none")), "new.jsonl": run_file(SIG.format("abc123"))},
         ["compare", "{d}/base.jsonl", "{d}/new.jsonl"], 2,
         ["error: {d}/base.jsonl and {d}/new.jsonl are not comparable: different data: league files none vs "
          "abc123 (give --allow-different to compare them anyway)"]),
    Case("profile: a repeated error record and one of a text not checked (each left out, said in a note)",
         lambda rec, text: {"run.jsonl": jsonl(RUN_HEADER, {**RUN_ERROR, "annotation_id": 1},
                                               {**RUN_ERROR, "annotation_id": 1},
                                               {**RUN_ERROR, "annotation_id": 2, "text_id": "G009"})},
         ["profile", "{d}/run.jsonl"], 0, []),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input(case: Case, tmp_path: Path, example_record: dict, gold_text: str):
    for name, content in case.files(example_record, gold_text).items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        (path.write_bytes if isinstance(content, bytes) else path.write_text)(content)
    args = [a.replace("{d}", str(tmp_path)) for a in case.args]
    result = CliRunner(env=PLAIN_ENV).invoke(app, args, prog_name="factcheck")
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == case.status, result.stderr
    lines = result.stderr.splitlines()
    for expected in case.lines:
        assert lines.count(expected.replace("{d}", str(tmp_path))) == 1, result.stderr
    problems = [line for line in lines if line.startswith(("skipped", "rule failed", "error:"))]
    assert len(problems) == len(case.lines), result.stderr  # nothing else went wrong
    if case.written:
        rows = list(csv.DictReader(io.StringIO((tmp_path / "out.csv").read_text(encoding="utf-8"))))
        checked = int(lines[-1].split()[1])
        assert checked == len(case.written), lines[-1]
        assert {r["TEXT_ID"] for r in rows} <= case.written
        assert rows or case.name.startswith("N/A") or "outputs" in case.name
    assert not [p for p in os.listdir(tmp_path) if p.startswith(".out.csv")]  # no temporary file left


def test_the_good_text_keeps_its_findings_beside_a_bad_record(tmp_path: Path, example_record: dict, gold_text: str):
    """The rows written for the good text are those it gets when checked alone."""
    alone, mixed = tmp_path / "alone", tmp_path / "mixed"
    for d, records in ((alone, [example_record]), (mixed, [example_record, "{oops", [1]])):
        (d / "texts").mkdir(parents=True)
        (d / "games.jsonl").write_text(jsonl(*records))
        (d / "texts" / "G001.txt").write_text(gold_text)
        if d is mixed:
            (d / "texts" / "G003.txt").write_bytes(b"\xff\xfe")
        CliRunner(env=PLAIN_ENV).invoke(app, [a.replace("{d}", str(d)) for a in CHECK_DIR])
    assert (mixed / "out.csv").read_text() == (alone / "out.csv").read_text()
    assert (alone / "out.csv").read_text().count("\n") > 3


def test_an_interrupted_write_keeps_the_previous_file(tmp_path: Path, example_record: dict, gold_text: str,
                                                      monkeypatch):
    (tmp_path / "texts").mkdir()
    (tmp_path / "games.jsonl").write_text(jsonl(example_record))
    (tmp_path / "texts" / "G001.txt").write_text(gold_text)
    out = tmp_path / "out.csv"
    out.write_text("the previous file\n")

    def interrupted(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    result = CliRunner(env=PLAIN_ENV).invoke(app, [a.replace("{d}", str(tmp_path)) for a in CHECK_DIR])
    assert result.exit_code not in (0, 1)  # interrupted (click turns ^C into an abort), not finished
    assert out.read_text() == "the previous file\n"
    assert sorted(os.listdir(tmp_path)) == ["games.jsonl", "out.csv", "texts"]


# ---- the README's "Bad input" table: generated from these cases, so it cannot go stale ------------
README = Path(__file__).resolve().parent.parent / "README.md"
TABLE_START = "<!-- bad-input table: generated from tests/test_bad_inputs.py (FACTCHECK_WRITE_README=1 rewrites it) -->"
TABLE_END = "<!-- end of bad-input table -->"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def bad_input_table(root: Path, example_record: dict, gold_text: str) -> str:
    """Run every case in its own directory (relative paths, as a user types them) and tabulate
    what the CLI printed and returned."""
    lines = ["| Input | Command | Message (stderr) | Exit |", "|---|---|---|---|"]
    here = Path.cwd()
    for n, case in enumerate(CASES):
        d = root / f"case{n:02d}"
        for name, content in case.files(example_record, gold_text).items():
            path = d / name
            path.parent.mkdir(parents=True, exist_ok=True)
            (path.write_bytes if isinstance(content, bytes) else path.write_text)(content)
        args = [a.replace("{d}/", "") for a in case.args]
        os.chdir(d)
        try:
            result = CliRunner(env=PLAIN_ENV).invoke(app, args, prog_name="factcheck")
        finally:
            os.chdir(here)
        said = [line for line in result.stderr.splitlines() if line.startswith(("skipped", "rule failed", "error:"))]
        message = "<br>".join(f"`{_cell(line)}`" for line in said) or "(none: accepted)"
        lines.append(f"| {_cell(case.name)} | `factcheck {_cell(' '.join(args))}` | {message} | {result.exit_code} |")
    return "\n".join(lines) + "\n"


def test_the_readme_bad_input_table_is_what_the_cli_says(tmp_path: Path, example_record: dict, gold_text: str):
    table = bad_input_table(tmp_path, example_record, gold_text)
    text = README.read_text(encoding="utf-8")
    assert text.count(TABLE_START) == 1 and text.count(TABLE_END) == 1, "README.md has no bad-input table markers"
    head, rest = text.split(TABLE_START + "\n")
    current, tail = rest.split(TABLE_END)
    if os.environ.get("FACTCHECK_WRITE_README"):
        README.write_text(head + TABLE_START + "\n" + table + TABLE_END + tail, encoding="utf-8")
        current = table
    assert current == table, ("README.md's 'Bad input' table differs from what the CLI prints: "
                              "FACTCHECK_WRITE_README=1 python -m pytest tests/test_bad_inputs.py -k readme")
