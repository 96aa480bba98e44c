"""Score a submission against a GSML exactly as the shared task's evaluate.py counts.

- A gold mistake is recalled when a submitted span overlaps it in document token ids. Gold
  mistakes are taken in order of DOC_TOKEN_START, each consuming the first unused overlapping
  submitted mistake, so one submitted mistake recalls at most one gold mistake.
- Mistake recall = recalled / gold mistakes; mistake precision = recalled / submitted mistakes.
- Token recall and precision count the (text, token) pairs covered by both sides.
- "overall" ignores the category; each category keeps only that category on both sides.

Files may give document ids, sentence ids, or both. Sentence ids are mapped to document ids
with the texts themselves (or the organisers' token_lookup.yaml). Rows without ids, a file mixing
the two id schemes, overlapping spans in one text, unknown categories and TOKENS that differ
from the text are rejected with a :class:`ScoreInputError` naming the file and row.
"""

from __future__ import annotations

import csv
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Protocol

from factcheck.engine.errors import REPORT_ORDER

CATEGORIES = tuple(c.value for c in REPORT_ORDER)
ID_COLUMNS = ("SENTENCE_ID", "SENT_TOKEN_START", "SENT_TOKEN_END", "DOC_TOKEN_START", "DOC_TOKEN_END")


class ScoreInputError(ValueError):
    """A submission or GSML the scorer refuses; ``str()`` is one line naming file and row."""


class TokenMap(Protocol):
    """What the scorer needs of a text: its tokens and the sentence -> document id mapping."""

    tokens: list[str]

    def from_sent_ids(self, sentence_id: int, token_id: int) -> int: ...


@dataclass(frozen=True, slots=True)
class Mistake:
    """One row of a GSML or submission: document token ids from 1, inclusive."""

    text_id: str
    start: int
    end: int
    category: str
    row: int

    def overlaps(self, other: "Mistake") -> bool:
        return self.start <= other.end and other.start <= self.end


def normalise_text_id(text_id: str) -> str:
    """'S001.txt' and 'S001' name the same text."""
    text_id = text_id.strip()
    return text_id[:-4] if text_id.endswith(".txt") else text_id


def _parse_int(value: str | None) -> int | None:
    """A token id: ASCII digits only. "18.0" or "1e1" is refused (ValueError), not rounded: the
    official scorer reads ids with int(), and a float id is a sign of a broken export."""
    if value is None or not value.strip():
        return None
    value = value.strip()
    if not (value.isascii() and value.isdigit() and len(value) <= 9):
        raise ValueError(value)
    return int(value)


def read_mistakes(path: str | Path, texts: Mapping[str, TokenMap] | None = None,
                  check_tokens: bool = True, known_texts_only: bool = False) -> dict[str, list[Mistake]]:
    """Read a GSML or submission CSV into mistakes per normalised text id.

    ``texts`` maps normalised text ids to their documents; it is required for sentence-based
    rows and, when given, every TOKENS field is checked against the text. With
    ``known_texts_only``, a row for a text not in ``texts`` is an error (a typo in a TEXT_ID
    would otherwise score as a false alarm). A UTF-8 byte order mark is allowed.
    """
    path = Path(path)
    where = str(path)
    try:
        handle = path.open(encoding="utf-8-sig", newline="")
    except FileNotFoundError:
        raise ScoreInputError(f"{where}: file not found") from None
    except IsADirectoryError:
        raise ScoreInputError(f"{where}: is a directory, expected a CSV file") from None
    except OSError as exc:
        raise ScoreInputError(f"{where}: cannot read: {exc.strerror or exc}") from None
    with handle:
        try:
            reader = csv.DictReader(handle)
            header = reader.fieldnames or []
            missing = [c for c in ("TEXT_ID", "TYPE", *ID_COLUMNS) if c not in header]
            if missing:
                raise ScoreInputError(f"{where}: missing column(s) {', '.join(missing)}")
            raw_rows = []  # (first line of the row in the file, row)
            last_line = reader.line_num
            for row in reader:
                raw_rows.append((last_line + 1, row))
                last_line = reader.line_num
        except UnicodeDecodeError:
            raise ScoreInputError(f"{where}: not UTF-8 text") from None
        except csv.Error as exc:
            raise ScoreInputError(f"{where}:{reader.line_num}: malformed CSV: {exc}") from None
    return mistakes_from_rows(where, raw_rows, texts, check_tokens, known_texts_only)


def mistakes_from_rows(where: str, raw_rows: list[tuple[int, Mapping[str, str | None]]],
                       texts: Mapping[str, TokenMap] | None = None, check_tokens: bool = True,
                       known_texts_only: bool = False) -> dict[str, list[Mistake]]:
    """Mistakes per normalised text id from (line, row) pairs with the GSML's column names, as
    :func:`read_mistakes` reads a CSV: any file that gives those fields (a jsonl run) is checked
    the same way, and each mistake's ``row`` is its line."""
    schemes: dict[str, int] = {}
    out: dict[str, list[Mistake]] = defaultdict(list)
    token_problem: str | None = None  # reported after overlaps, the more basic fault
    for n, row in raw_rows:
        loc = f"{where}:{n}"
        text_id = normalise_text_id(row.get("TEXT_ID") or "")
        if not text_id:
            raise ScoreInputError(f"{loc}: row has no TEXT_ID")
        category = (row.get("TYPE") or "").strip()
        if category not in CATEGORIES:
            raise ScoreInputError(f"{loc}: unknown category {category!r} (expected one of {', '.join(CATEGORIES)})")
        try:
            ids = {c: _parse_int(row.get(c)) for c in ID_COLUMNS}
        except ValueError as exc:
            raise ScoreInputError(f"{loc}: token ids must be whole numbers written in digits, got {str(exc)[:20]!r}") from None
        has_doc = ids["DOC_TOKEN_START"] is not None and ids["DOC_TOKEN_END"] is not None
        has_sent = all(ids[c] is not None for c in ("SENTENCE_ID", "SENT_TOKEN_START", "SENT_TOKEN_END"))
        if not has_doc and not has_sent:
            raise ScoreInputError(f"{loc}: row has no token ids (neither DOC_TOKEN_* nor SENTENCE_ID/SENT_TOKEN_*)")
        scheme = "both" if has_doc and has_sent else "doc" if has_doc else "sent"
        schemes.setdefault(scheme, n)
        if "doc" in schemes and "sent" in schemes:
            raise ScoreInputError(
                f"{loc}: mixed id schemes: line {schemes['doc']} gives only document ids, "
                f"line {schemes['sent']} only sentence ids")
        text = texts.get(text_id) if texts is not None else None
        if text is None and known_texts_only and texts is not None:
            raise ScoreInputError(f"{loc}: text {text_id!r} is not among the {len(texts)} texts given (--texts or --token-lookup)")
        if has_doc:
            start, end = ids["DOC_TOKEN_START"], ids["DOC_TOKEN_END"]
        else:
            if text is None:
                raise ScoreInputError(
                    f"{loc}: sentence-based ids need the text {text_id!r} (give --texts DIR or --token-lookup)")
            try:
                start = text.from_sent_ids(ids["SENTENCE_ID"], ids["SENT_TOKEN_START"]) + 1
                end = text.from_sent_ids(ids["SENTENCE_ID"], ids["SENT_TOKEN_END"]) + 1
            except IndexError as exc:
                raise ScoreInputError(f"{loc}: {exc}") from None
        if start < 1 or end < start:
            raise ScoreInputError(f"{loc}: bad span {start}-{end}")
        if text is not None:
            if end > len(text.tokens):
                raise ScoreInputError(f"{loc}: token {end} is past the end of {text_id} ({len(text.tokens)} tokens)")
            if check_tokens and getattr(text, "has_tokens", True) and row.get("TOKENS") is not None:
                expected = " ".join(text.tokens[start - 1:end])
                if " ".join((row.get("TOKENS") or "").split()) != expected and token_problem is None:
                    token_problem = f"{loc}: TOKENS {row.get('TOKENS')!r} differ from the text's {expected!r}"
        out[text_id].append(Mistake(text_id, start, end, category, n))

    for text_id, mistakes in out.items():
        mistakes.sort(key=lambda m: (m.start, m.end))
        for a, b in zip(mistakes, mistakes[1:]):
            if a.overlaps(b):
                raise ScoreInputError(
                    f"{where}:{b.row}: span {b.start}-{b.end} of {text_id} overlaps line {a.row} ({a.start}-{a.end})")
    if token_problem is not None:
        raise ScoreInputError(token_problem)
    return dict(out)


@dataclass(frozen=True)
class Score:
    """The four figures of one category (or overall), with the counts behind them."""

    gold_mistakes: int
    submitted_mistakes: int
    recalled_mistakes: int
    gold_tokens: int
    submitted_tokens: int
    overlapping_tokens: int

    @staticmethod
    def _ratio(num: int, den: int) -> float | None:
        return num / den if den else None

    @property
    def mistake_recall(self) -> float | None:
        return self._ratio(self.recalled_mistakes, self.gold_mistakes)

    @property
    def mistake_precision(self) -> float | None:
        return self._ratio(self.recalled_mistakes, self.submitted_mistakes)

    @property
    def token_recall(self) -> float | None:
        return self._ratio(self.overlapping_tokens, self.gold_tokens)

    @property
    def token_precision(self) -> float | None:
        return self._ratio(self.overlapping_tokens, self.submitted_tokens)

    def as_dict(self) -> dict[str, float | int | None]:
        """The four figures and the counts, one flat dict (None: a figure with nothing to divide by)."""
        return {
            "mistake_recall": self.mistake_recall,
            "mistake_precision": self.mistake_precision,
            "token_recall": self.token_recall,
            "token_precision": self.token_precision,
            **asdict(self),
        }

    to_dict = as_dict

    def __repr__(self) -> str:
        figures = ", ".join(f"{name}={_figure(getattr(self, name))}" for name in FIGURES)
        return (f"Score({figures}, gold_mistakes={self.gold_mistakes}, submitted_mistakes={self.submitted_mistakes}, "
                f"recalled_mistakes={self.recalled_mistakes})")


#: A score's four figures, in the order the shared task reports them.
FIGURES = ("mistake_recall", "mistake_precision", "token_recall", "token_precision")


def _figure(value: float | None) -> str:
    return "None" if value is None else f"{value:.3f}"


class Scores(dict[str, Score]):
    """``{"overall": Score, "NAME": Score, ...}``, and :meth:`to_dict`: the figures in one flat
    dict, as Hugging Face ``evaluate`` metrics return theirs."""

    def to_dict(self) -> dict[str, float | None]:
        """``{"mistake_recall": ..., ..., "NAME_mistake_recall": ..., ...}``: the overall figures
        under their own names, each category's prefixed with it."""
        return {(name if key == "overall" else f"{key}_{name}"): getattr(s, name)
                for key, s in self.items() for name in FIGURES}


def no_common_text(first: str, first_ids: Iterable[str], second: str, second_ids: Iterable[str]) -> str | None:
    """The one-line reason to refuse scoring ``first`` against ``second`` when both name texts but
    none in common (a gold list of the other partition, a run of other texts), else None."""
    a, b = sorted(set(first_ids)), sorted(set(second_ids))
    if not a or not b or set(a) & set(b):
        return None

    def some(ids: list[str]) -> str:
        return ", ".join(ids[:3]) + (", ..." if len(ids) > 3 else "")

    return (f"{first} and {second} have no text id in common ({first}: {some(a)}; {second}: {some(b)}): "
            "give the gold list of the texts checked")


def _match(golds: list[Mistake], subs: list[Mistake]) -> list[Mistake]:
    """The gold mistakes recalled: each, in order of start, consumes the first unused overlap."""
    used = [False] * len(subs)
    recalled = []
    for g in golds:
        for i, s in enumerate(subs):
            if not used[i] and g.overlaps(s):
                used[i] = True
                recalled.append(g)
                break
    return recalled


def _keep(ms: list[Mistake], category: str | None) -> list[Mistake]:
    return sorted((m for m in ms if category is None or m.category == category), key=lambda m: (m.start, m.end))


def recalled_mistakes(gold: Mapping[str, list[Mistake]], submitted: Mapping[str, list[Mistake]],
                      category: str | None = None) -> list[Mistake]:
    """The gold mistakes a submission recalls (None = ignoring categories)."""
    out: list[Mistake] = []
    for text_id in sorted(gold):
        out.extend(_match(_keep(gold[text_id], category), _keep(submitted.get(text_id, []), category)))
    return out


def score_mistakes(gold: Mapping[str, list[Mistake]], submitted: Mapping[str, list[Mistake]],
                   category: str | None = None) -> Score:
    """Score one category (None = overall, ignoring categories)."""
    n_gold = n_sub = recalled = 0
    gold_tokens: set[tuple[str, int]] = set()
    sub_tokens: set[tuple[str, int]] = set()
    for text_id in set(gold) | set(submitted):
        golds = _keep(gold.get(text_id, []), category)
        subs = _keep(submitted.get(text_id, []), category)
        n_gold += len(golds)
        n_sub += len(subs)
        recalled += len(_match(golds, subs))
        for g in golds:
            gold_tokens.update((text_id, t) for t in range(g.start, g.end + 1))
        for s in subs:
            sub_tokens.update((text_id, t) for t in range(s.start, s.end + 1))
    return Score(n_gold, n_sub, recalled, len(gold_tokens), len(sub_tokens), len(gold_tokens & sub_tokens))


def score(gold: Mapping[str, list[Mistake]], submitted: Mapping[str, list[Mistake]]) -> Scores:
    """Overall and per-category scores, keyed "overall", "NAME", "NUMBER", ..."""
    result = Scores(overall=score_mistakes(gold, submitted))
    for cat in CATEGORIES:
        result[cat] = score_mistakes(gold, submitted, cat)
    return result


def load_token_lookup(path: str | Path) -> dict[str, TokenMap]:
    """Read the organisers' token_lookup.yaml into per-text token maps (no TOKENS check)."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        data = yaml.load(Path(path).read_bytes().decode("utf-8-sig"), Loader=loader)
    except IsADirectoryError:
        raise ScoreInputError(f"{path}: is a directory, expected token_lookup.yaml") from None
    except OSError as exc:
        raise ScoreInputError(f"{path}: cannot read token lookup: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise ScoreInputError(f"{path}: not UTF-8 text (invalid byte at offset {exc.start}), "
                              "expected token_lookup.yaml") from None
    except yaml.YAMLError as exc:
        raise ScoreInputError(f"{path}: cannot read token lookup: {' '.join(str(exc).split())[:200]}") from None
    if not isinstance(data, dict):
        raise ScoreInputError(f"{path}: expected a token lookup (a mapping with sent_to_doc or doc_to_sent)")
    try:
        return _lookup_maps(data)
    except (AttributeError, KeyError, TypeError, ValueError):
        raise ScoreInputError(f"{path}: malformed token lookup (expected sent_to_doc: text -> sentence -> "
                              "token -> document token id)") from None


def _lookup_maps(data: dict) -> dict[str, TokenMap]:
    maps: dict[str, TokenMap] = {}
    for text_id, mapping in (data.get("sent_to_doc") or {}).items():
        maps[normalise_text_id(str(text_id))] = _LookupMap(mapping)
    if not maps:  # only doc_to_sent given: invert it
        for text_id, mapping in (data.get("doc_to_sent") or {}).items():
            inverted: dict[int, dict[int, int]] = defaultdict(dict)
            for doc_id, v in mapping.items():
                inverted[int(v["sentence_id"])][int(v["token_id"])] = int(doc_id)
            maps[normalise_text_id(str(text_id))] = _LookupMap(inverted)
    if not maps:
        raise ValueError("no text in the token lookup")
    return maps


class _LookupMap:
    """A token map read from token_lookup.yaml: ids only, tokens unknown."""

    has_tokens = False

    def __init__(self, sent_to_doc: Mapping) -> None:
        self._map = {int(s): {int(t): (int(d) if not isinstance(d, dict) else int(d.get("token_id", 0)))
                              for t, d in toks.items()} for s, toks in sent_to_doc.items()}
        self.tokens = [""] * max((d for toks in self._map.values() for d in toks.values()), default=0)

    def from_sent_ids(self, sentence_id: int, token_id: int) -> int:
        try:
            return self._map[sentence_id][token_id] - 1
        except KeyError:
            raise IndexError(f"sentence {sentence_id} token {token_id} is not in the token lookup") from None
