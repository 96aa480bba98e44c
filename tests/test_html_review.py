"""The HTML review page: its markup, then the page itself in a real headless Chromium.

The browser tests drive Debian's ``chromium`` with Playwright (never Playwright's own browser
downloads). They skip, saying why, only when chromium or Playwright is truly absent; under CI
(``CI`` set) that is a failure instead, since ``.ci/run`` installs both. A screenshot and the
page are kept in ``.artefacts/`` (git-ignored) for a look after the run.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from _review import ARTEFACTS, GOLD_DIR
from factcheck.engine.errors import Category, Error
from factcheck.io.formats import build_run
from factcheck.io.formats.html import LETTER, render

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="module")
def page_html(gold_doc, example_game, checker, tmp_path_factory) -> tuple[Path, object]:
    """The example checked, marked against its gold list, written to a file."""
    run = build_run([(gold_doc, checker.check(gold_doc, example_game))], {gold_doc.text_id: example_game},
                    gold_path=GOLD_DIR / "gsml.csv")
    path = tmp_path_factory.mktemp("html") / "review.html"
    path.write_text(render(run), encoding="utf-8")
    return path, run


# ---- the markup ---------------------------------------------------------------------------------
def test_page_is_self_contained_and_escaped(gold_doc):
    errors = [Error(0, 1, Category.OTHER, "<b>x</b>", "a & b <script>alert(1)</script>", "r")]
    html = render(build_run([(gold_doc, errors)]))
    assert "<script>alert(1)" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&lt;b&gt;x&lt;/b&gt;" in html
    for remote in ("http://", "https://", "src=", "<link"):
        assert remote not in html


def test_page_counts_and_letters(page_html):
    path, run = page_html
    html = path.read_text(encoding="utf-8")
    errors = [e for _, e in run.texts[0].errors]
    for cat in Category:
        n = sum(e.category is cat for e in errors)
        assert f'<td data-count="{cat.value}">{n}</td>' in html
    assert f'<td data-count="all">{len(errors)}</td>' in html
    for n, err in run.texts[0].errors:
        assert f">{LETTER[err.category]}{n}" in html


# ---- in Chromium ----------------------------------------------------------------------------------
def _chromium() -> str | None:
    for candidate in (os.environ.get("CHROMIUM"), shutil.which("chromium"), "/usr/bin/chromium"):
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    return None


@pytest.fixture(scope="module")
def browser():
    exe = _chromium()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        sync_playwright = None
    missing = ("Playwright for Python is not installed (pip install 'nba-factcheck[test]')" if sync_playwright is None
               else None if exe else "Debian's chromium is not installed (apt-get install chromium)")
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the browser tests: {missing}")
        pytest.skip(missing)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, page_html):
    path, run = page_html
    context = browser.new_context(viewport={"width": 1200, "height": 1000})
    pg = context.new_page()
    problems: list[str] = []
    pg.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type in ("error", "warning") else None)
    pg.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    pg.on("request", lambda r: problems.append(f"network request: {r.url}") if not r.url.startswith(("file:", "data:")) else None)
    pg.goto(path.as_uri())
    pg.wait_for_load_state("load")
    yield pg, run, problems
    context.close()


def test_page_loads_without_console_errors(page):
    pg, _, problems = page
    assert pg.title() == "factcheck review"
    assert problems == []


def test_spans_render_with_letters_and_gold_status(page):
    pg, run, problems = page
    errors = run.texts[0].errors
    found = pg.locator("mark.err:not(.st-missed)")
    assert found.count() == len(errors) > 0
    for i, (n, err) in enumerate(errors):
        mark = found.nth(i)
        assert mark.is_visible()
        box = mark.bounding_box()
        assert box and box["width"] > 0 and box["height"] > 0
        assert mark.get_attribute("data-cat") == err.category.value
        assert mark.locator("sup").inner_text().startswith(f"{LETTER[err.category]}{n}")
    # the example's checker findings are all in the gold list; the gold's other errors show as missed
    assert pg.locator("mark.st-found").count() == len(errors)
    assert pg.locator("mark.st-missed").count() >= 1
    assert pg.locator("ol.errors li").count() == len(errors)
    assert problems == []


def test_tooltip_shows_correction_and_comment_on_hover(page):
    pg, run, _ = page
    n, err = next((n, e) for n, e in run.texts[0].errors if e.correction)
    mark = pg.locator(f"#e{n}")
    tip = mark.locator(".tip")
    assert not tip.is_visible()
    mark.hover()
    tip.wait_for(state="visible")
    text = tip.inner_text()
    assert err.correction in text and err.comment in text
    box = tip.bounding_box()
    assert box and box["width"] > 100
    pg.mouse.move(0, 0)
    tip.wait_for(state="hidden")


def test_category_filter_hides_and_restores(page):
    pg, run, problems = page
    cats = {e.category.value for _, e in run.texts[0].errors}
    cat = "NUMBER" if "NUMBER" in cats else sorted(cats)[0]
    others = [c for c in cats if c != cat]
    shown = f"mark.c-{cat}:not(.st-missed)"
    before = pg.locator(shown).first.evaluate("m => getComputedStyle(m).backgroundColor")
    assert before not in ("rgba(0, 0, 0, 0)", "transparent")
    pg.locator(f'#filter input[data-cat="{cat}"]').uncheck()
    for i in range(pg.locator(shown).count()):
        m = pg.locator(shown).nth(i)
        assert m.evaluate("m => getComputedStyle(m).backgroundColor") == "rgba(0, 0, 0, 0)"
        assert not m.locator("sup").is_visible()
        m.hover()
        assert not m.locator(".tip").is_visible()
    assert all(not li.is_visible() for li in pg.locator(f"ol.errors li.c-{cat}").all())
    for other in others:  # the other categories stay
        assert pg.locator(f"mark.c-{other} sup").first.is_visible()
        assert pg.locator(f"ol.errors li.c-{other}").first.is_visible()
    pg.locator(f'#filter input[data-cat="{cat}"]').check()
    assert pg.locator(shown).first.locator("sup").is_visible()
    assert pg.locator(f"ol.errors li.c-{cat}").first.is_visible()
    # the gold status filter works the same way
    pg.locator('#filter input[data-status="missed"]').uncheck()
    assert not pg.locator("mark.st-missed sup").first.is_visible()
    assert pg.locator("mark.st-found sup").first.is_visible()
    assert problems == []


def test_confidence_slider_hides_the_less_sure_and_the_list_sorts_by_confidence(browser, gold_doc, tmp_path):
    errors = [Error(0, 1, Category.NAME, "a", "sure", "r"),
              Error(3, 4, Category.NUMBER, "b", "doubtful", "r", confidence=0.5, doubt="a guess"),
              Error(6, 7, Category.WORD, "c", "fairly sure", "r", confidence=0.8)]
    path = tmp_path / "conf.html"
    path.write_text(render(build_run([(gold_doc, errors)])), encoding="utf-8")
    pg = browser.new_page()
    problems: list[str] = []
    pg.on("pageerror", lambda e: problems.append(str(e)))
    pg.goto(path.as_uri())
    items = pg.locator("ol.errors li")
    assert pg.locator("#conf-shown").inner_text() == "3 of 3 shown"
    assert "confidence 0.50: a guess" in items.nth(1).inner_text()
    pg.locator("#order").select_option("confidence")
    assert [items.nth(i).get_attribute("value") for i in range(3)] == ["2", "3", "1"]
    pg.locator("#order").select_option("text")
    assert [items.nth(i).get_attribute("value") for i in range(3)] == ["1", "2", "3"]
    pg.locator("#min-conf").fill("0.6")
    assert pg.locator("#conf-shown").inner_text() == "2 of 3 shown"
    assert not items.nth(1).is_visible() and items.nth(0).is_visible() and items.nth(2).is_visible()
    hidden = pg.locator("#e2")
    assert hidden.evaluate("m => getComputedStyle(m).backgroundColor") == "rgba(0, 0, 0, 0)"
    assert not hidden.locator("sup").is_visible()
    assert pg.locator("#e3 sup").is_visible()
    pg.locator("#min-conf").fill("0")
    assert items.nth(1).is_visible() and pg.locator("#e2 sup").is_visible()
    pg.locator("#filter input[data-cat=NAME]").uncheck()  # the count follows the category filters too
    assert pg.locator("#conf-shown").inner_text() == "2 of 3 shown"
    pg.locator("#min-conf").fill("0.6")
    assert pg.locator("#conf-shown").inner_text() == "1 of 3 shown"
    pg.locator("#filter input[data-cat=NAME]").check()
    assert pg.locator("#conf-shown").inner_text() == "2 of 3 shown"
    assert problems == []
    pg.close()


def test_screenshot_is_saved(page):
    pg, _, _ = page
    ARTEFACTS.mkdir(exist_ok=True)
    first = pg.locator("mark.err:not(.st-missed)").first
    first.hover()
    pg.wait_for_timeout(300)  # the tooltip fades in
    shot = ARTEFACTS / "review_page.png"
    pg.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.shared
def test_page_of_a_whole_nlg_run_loads_cleanly(browser, shared_dir, tmp_path):
    """Every text of a real system's outputs (698 texts): no console errors, every span drawn."""
    from factcheck.io.inputs import jobs_from_outputs
    from factcheck.engine.pipeline import Checker

    checker = Checker()
    problems: list = []
    jobs = jobs_from_outputs(shared_dir / "rotowire" / "test.json", shared_dir / "nlg-outputs" / "macro.txt", problems)
    run = build_run([(job.doc, checker.check(job.doc, job.game, job.tokenized)) for job in jobs])
    path = tmp_path / "macro.html"
    path.write_text(render(run), encoding="utf-8")
    pg = browser.new_page()
    errors: list[str] = []
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.goto(path.as_uri())
    n_errors = sum(len(t.errors) for t in run.texts)
    assert pg.locator("article").count() == len(run.texts) > 600
    assert pg.locator("mark.err").count() == n_errors > 0
    assert pg.locator("td[data-count=all]").inner_text() == str(n_errors)
    assert errors == []
    pg.close()


# ---- no sideways scrolling (issue 16: 1316 px of page in a 1300 px window) ------------------------
_OVERFLOW = "document.documentElement.scrollWidth - document.documentElement.clientWidth"


def _assert_fits(browser, path: Path, width: int, hover: int = 60) -> None:
    """No horizontal overflow at ``width``, and each of the first ``hover`` tooltips, shown, stays inside."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    pg = context.new_page()
    pg.goto(path.as_uri())
    pg.wait_for_load_state("load")
    assert pg.evaluate(_OVERFLOW) == 0, f"{width} px: page scrolls sideways"
    marks = pg.locator("mark.err")
    for i in range(min(marks.count(), hover)):
        mark = marks.nth(i)
        mark.hover()
        box = mark.locator(".tip").bounding_box()
        assert box and 0 <= box["x"] and box["x"] + box["width"] <= width, f"{width} px: tooltip {i} off screen: {box}"
        assert pg.evaluate(_OVERFLOW) == 0, f"{width} px: tooltip {i} makes the page scroll sideways"
    context.close()


@pytest.mark.parametrize("width", [1300, 1024, 800, 400])
def test_page_fits_the_window_with_and_without_tooltips(browser, page_html, width):
    _assert_fits(browser, page_html[0], width)


@pytest.mark.shared
def test_training_page_fits_1300_px(browser, training_results, games_by_text_id, task_dir, tmp_path):
    """The case measured in issue 16: the 60 training texts with their gold list, 1300 px wide."""
    from factcheck.evaluation.scorer import normalise_text_id

    games = {doc.text_id: games_by_text_id[normalise_text_id(doc.text_id)] for doc, _ in training_results}
    run = build_run(training_results, games, gold_path=task_dir / "gsml.csv")
    path = tmp_path / "training.html"
    path.write_text(render(run), encoding="utf-8")
    _assert_fits(browser, path, 1300, hover=40)
