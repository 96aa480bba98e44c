"""A self-contained HTML review page: every text with its error spans in place.

Each span is coloured by category and carries the category's letter from the shared task's
annotation key (N NAME, U NUMBER, W WORD, C CONTEXT, X NOT_CHECKABLE, O OTHER) and its number,
so the page reads in greyscale too; hovering (or focusing) a span shows the correction and the
comment, which also stand in a numbered list under the text. A header counts the errors per
category and has a filter by category. With a gold list each finding is marked found (✓) or
false alarm (✗) and the gold mistakes the checker missed are shown dashed (○), for error
analysis. Claims the rules checked and found right are underlined quietly (dotted, the box-score
fact on hover), so a reviewer sees what was checked and what was not; the header gives the share
of claims read that were checked. Each finding shows its confidence (how sure the reading behind
it is, 0 to 1) and, when less than sure, why; the header's slider hides the findings below a
confidence and a menu lists each text's findings least sure first. No network: styles and script
are inline.
"""

from __future__ import annotations

import io
import shutil
from collections import Counter
from html import escape
from typing import IO

from factcheck.engine.errors import REPORT_ORDER, Category
from factcheck.io.formats.run import Checked, Run
from factcheck.io.formats.gold import Verdicts, match

LETTER = {Category.NAME: "N", Category.NUMBER: "U", Category.WORD: "W", Category.CONTEXT: "C",
          Category.NOT_CHECKABLE: "X", Category.OTHER: "O"}
#: Light backgrounds, dark borders: distinct in colour, and the letter keeps them apart in grey.
COLOUR = {Category.NAME: ("#fbd3d3", "#c0392b"), Category.NUMBER: ("#d4e4f7", "#2c6fbb"),
          Category.WORD: ("#fbefc0", "#b8860b"), Category.CONTEXT: ("#ead7f0", "#8e44ad"),
          Category.NOT_CHECKABLE: ("#d2efec", "#16867a"), Category.OTHER: ("#e4e4e4", "#555555")}
MARK = {"found": "✓", "false-alarm": "✗", "missed": "○"}
STATUS_LABEL = {"found": "found (in the gold list)", "false-alarm": "false alarm (not in the gold list)",
                "missed": "missed (gold mistake the checker did not find)"}

_CSS = """
body{font:15px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#222;background:#fafafa}
header{background:#fff;border-bottom:1px solid #ccc;padding:.6em 1.2em;z-index:10}
h1{font-size:1.25em;margin:0 0 .2em}
.sig{font:12px monospace;color:#666;margin:0;overflow-wrap:anywhere}
.bar{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start;margin-top:.4em}
table.counts{border-collapse:collapse;font-size:13px}
table.counts td,table.counts th{border:1px solid #ddd;padding:1px 6px;text-align:right}
table.counts th:first-child,table.counts td:first-child{text-align:left}
fieldset{border:1px solid #ddd;font-size:13px;padding:.2em .6em}
fieldset label{margin-right:.8em;white-space:nowrap;cursor:pointer}
main{padding:0 1.2em 3em;max-width:70em}
article{background:#fff;border:1px solid #ddd;border-radius:4px;margin:1em 0;padding:.4em 1em}
article h2{font-size:1.05em;margin:.3em 0}
article h2 small{font-weight:normal;color:#666}
p.summary{line-height:2.1}
mark.err{position:relative;border-radius:3px;padding:0 2px;border:1px solid;cursor:help;color:inherit}
mark.err sup{font:bold 10px monospace;margin-left:2px;padding:0 2px;border-radius:2px;color:#fff}
mark.st-missed{background:transparent!important;border-style:dashed}
mark.st-false-alarm{text-decoration:underline wavy #c00}
.tip{visibility:hidden;opacity:0;transform:scale(0);transform-origin:0 0;position:absolute;left:0;top:100%;
  margin-top:4px;width:22em;max-width:calc(100vw - 3em);z-index:20;
  background:#222;color:#fff;font-size:13px;line-height:1.4;padding:.4em .6em;border-radius:4px;
  box-shadow:0 2px 6px rgba(0,0,0,.3);transition:opacity .1s}
mark.err:hover .tip,mark.err:focus .tip{visibility:visible;opacity:1;transform:none}
.tip b{display:block}
ol.errors{font-size:14px;margin:.2em 0 .6em}
ol.errors li .tok{font-weight:bold}
ol.errors li .corr{color:#075}
ol.errors li .cmt{color:#555}
ol.errors li .rule{font:11px monospace;color:#888}
.conf{font:11px monospace;color:#888}
.conf.doubt{color:#a15c00}
mark.err.below{background:none!important;border-color:transparent!important;text-decoration:none;cursor:auto}
mark.err.below sup,mark.err.below .tip{display:none}
li.below{display:none}
.none{color:#888;font-style:italic}
span.ok{border-bottom:1px dotted #3a8a3a;cursor:help}
body.hide-ok span.ok{border-bottom:none}
p.claims{font-size:13px;color:#555;margin:.3em 0 0}
"""

_JS = """
(function(){
  var floor = document.getElementById('min-conf'), shown = document.getElementById('conf-shown');
  function count(){  // the findings listed that every filter (category, status, confidence) lets through
    if (!shown) return;
    var n = 0, all = 0;
    document.querySelectorAll('li[data-conf]').forEach(function(li){
      all++;
      if (getComputedStyle(li).display !== 'none') n++;
    });
    shown.textContent = n + ' of ' + all + ' shown';
  }
  function apply(){
    document.querySelectorAll('#filter input[data-cat]').forEach(function(box){
      document.body.classList.toggle('hide-' + box.dataset.cat, !box.checked);
    });
    document.querySelectorAll('#filter input[data-status]').forEach(function(box){
      document.body.classList.toggle('hide-st-' + box.dataset.status, !box.checked);
    });
    count();
  }
  document.querySelectorAll('#filter input[type=checkbox]').forEach(function(box){ box.addEventListener('change', apply); });
  function confidence(){  // hide the findings less sure than the slider says
    var min = parseFloat(floor.value);
    document.getElementById('min-conf-value').textContent = min.toFixed(2);
    document.querySelectorAll('[data-conf]').forEach(function(el){
      el.classList.toggle('below', parseFloat(el.dataset.conf) < min - 1e-9);
    });
    count();
  }
  var order = document.getElementById('order');
  function sort(){  // each text's list: in text order, or least sure first (ties in text order)
    var bySure = order.value === 'confidence';
    document.querySelectorAll('ol.errors').forEach(function(list){
      var items = Array.prototype.slice.call(list.children);
      items.sort(function(a, b){
        var d = bySure ? parseFloat(a.dataset.conf) - parseFloat(b.dataset.conf) : 0;
        return d || parseInt(a.getAttribute('value'), 10) - parseInt(b.getAttribute('value'), 10);
      });
      items.forEach(function(li){ list.appendChild(li); });
    });
  }
  if (floor) { floor.addEventListener('input', confidence); confidence(); }
  if (order) order.addEventListener('change', sort);
  var ok = document.getElementById('show-ok');
  if (ok) ok.addEventListener('change', function(){ document.body.classList.toggle('hide-ok', !ok.checked); });
  function place(){  // keep the tooltip inside the window
    var tip = this.querySelector('.tip');
    if (!tip) return;
    tip.style.left = '';
    var box = tip.getBoundingClientRect(), over = box.right - (document.documentElement.clientWidth - 8);
    if (over > 0) tip.style.left = Math.max(-over, 8 - box.left) + 'px';  // shifted left, never off the left edge
  }
  document.querySelectorAll('mark.err').forEach(function(m){
    m.addEventListener('mouseenter', place); m.addEventListener('focus', place);
  });
  apply();
})();
"""


def _category_css() -> str:
    rules = []
    for cat in REPORT_ORDER:
        bg, fg = COLOUR[cat]
        c = cat.value
        rules.append(f"mark.c-{c}{{background:{bg};border-color:{fg}}} mark.c-{c} sup{{background:{fg}}}")
        rules.append(f"body.hide-{c} mark.c-{c}{{background:none!important;border-color:transparent;"
                     f"text-decoration:none;cursor:auto}} body.hide-{c} mark.c-{c} sup,body.hide-{c} mark.c-{c} .tip"
                     f"{{display:none}} body.hide-{c} li.c-{c}{{display:none}}")
    for st in MARK:
        rules.append(f"body.hide-st-{st} mark.st-{st}{{background:none!important;border-color:transparent;"
                     f"text-decoration:none}} body.hide-st-{st} mark.st-{st} sup,body.hide-st-{st} mark.st-{st} .tip"
                     f"{{display:none}} body.hide-st-{st} li.st-{st}{{display:none}}")
    return "\n".join(rules)


def confidence_text(confidence: float, doubt: str) -> str:
    """"confidence 0.5: minutes off by one: rounding", as the page shows it (not escaped)."""
    return f"confidence {confidence:.2f}" + (f": {doubt}" if doubt else "")


def _tip(cat: Category, label: str, correction: str, comment: str, status: str | None, rule: str = "",
         confidence: float | None = None, doubt: str = "") -> str:
    parts = [f"<b>{LETTER[cat]} {cat.value} {escape(label)}</b>"]
    if correction:
        parts.append(f"correction: {escape(correction)}")
    if comment:
        parts.append(escape(comment))
    if confidence is not None:
        parts.append(escape(confidence_text(confidence, doubt)))
    if status:
        parts.append(f"<i>{STATUS_LABEL[status]}</i>")
    if rule:
        parts.append(f"<small>rule {escape(rule)}</small>")
    return '<span class="tip" role="tooltip">' + parts[0] + "<br>".join(parts[1:]) + "</span>"


def _conf_attr(confidence: float | None) -> str:
    return f' data-conf="{confidence:g}"' if confidence is not None else ""


def _mark(text: str, cat: Category, label: str, tip: str, status: str | None, ident: str,
          confidence: float | None = None) -> str:
    sym = MARK[status] if status else ""
    cls = f"err c-{cat.value}" + (f" st-{status}" if status else "")
    return (f'<mark class="{cls}" id="{escape(ident)}" data-cat="{cat.value}" data-status="{status or ""}"'
            f'{_conf_attr(confidence)} tabindex="0">'
            f"{escape(text)}<sup>{LETTER[cat]}{escape(label)}{sym}</sup>{tip}</mark>")


def _item(cat: Category, label: str, tokens: str, correction: str, comment: str, status: str | None,
          rule: str, value: int | None, confidence: float | None = None, doubt: str = "") -> str:
    cls = f"c-{cat.value}" + (f" st-{status}" if status else "")
    val = f' value="{value}"' if value is not None else ""
    prefix = "" if value is not None else f"{escape(label)}. "
    body = [f"{prefix}<span class=\"tok\">{escape(tokens)}</span> — {LETTER[cat]} {cat.value}"]
    if status:
        body.append(f" {MARK[status]} {status.replace('-', ' ')}")
    if correction:
        body.append(f'; <span class="corr">correction: {escape(correction)}</span>')
    if comment:
        body.append(f'; <span class="cmt">{escape(comment)}</span>')
    if rule:
        body.append(f' <span class="rule">[{escape(rule)}]</span>')
    if confidence is not None:
        sure = " doubt" if confidence < 1 else ""
        body.append(f' <span class="conf{sure}">{escape(confidence_text(confidence, doubt))}</span>')
    return f'<li class="{cls}" data-cat="{cat.value}"{val}{_conf_attr(confidence)}>{"".join(body)}</li>'


def _article(text: Checked, verdicts: Verdicts | None) -> str:
    doc = text.doc
    errors = [e for _, e in text.errors]
    inline: list[tuple[int, int, str]] = []  # (char start, char end, html of the mark)
    items = []
    for i, (n, err) in enumerate(text.errors):
        status = verdicts.status(i) if verdicts else None
        s, e = doc.char_span(err.start, err.end)
        tip = _tip(err.category, str(n), err.correction, err.comment, status, err.rule, err.confidence, err.doubt)
        inline.append((s, e, _mark(doc.text[s:e], err.category, str(n), tip, status, f"e{n}", err.confidence)))
        items.append(_item(err.category, str(n), doc.span_text(err.start, err.end), err.correction, err.comment,
                           status, err.rule, n, err.confidence, err.doubt))
    taken = [(s, e) for s, e, _ in inline]
    for record in text.claims or ():
        if record.get("verdict") != "correct" or not record.get("value"):
            continue
        a, b = record["value"]["tokens"]
        if b <= a or any(a < e.end and e.start < b for e in errors):
            continue
        s, e = doc.char_span(a, b)
        if any(s < e2 and s2 < e for s2, e2 in taken):
            continue
        taken.append((s, e))
        fact = record.get("fact") or ""
        inline.append((s, e, f'<span class="ok" title="checked: {escape(fact)}">{escape(doc.text[s:e])}</span>'))
    missed_items = []
    for j, g in enumerate(verdicts.missed if verdicts else [], start=1):
        cat = Category(g.category)
        label = f"m{j}"
        if not any(g.start < e.end and e.start < g.end for e in errors):
            s, e = doc.char_span(g.start, g.end)
            tip = _tip(cat, label, g.correction, g.comment, "missed")
            inline.append((s, e, _mark(doc.text[s:e], cat, label, tip, "missed", f"{text.text_id}-{label}")))
        missed_items.append(_item(cat, label, doc.span_text(g.start, g.end), g.correction, g.comment, "missed", "",
                                  None))
    inline.sort()
    pieces, pos = [], 0
    for s, e, html in inline:
        pieces.append(escape(doc.text[pos:s]))
        pieces.append(html)
        pos = e
    pieces.append(escape(doc.text[pos:]))
    subtitle = ""
    if text.game is not None:
        g = text.game
        subtitle = f" <small>{escape(g.vis.city)} {escape(g.vis.name)} at {escape(g.home.city)} {escape(g.home.name)}, {g.date}</small>"
    lists = ""
    if items:
        lists += '<ol class="errors">' + "".join(items) + "</ol>"
    else:
        lists += '<p class="none">no errors found</p>'
    if missed_items:
        lists += '<p>Missed gold mistakes:</p><ul class="errors missed">' + "".join(missed_items) + "</ul>"
    return (f'<article id="t-{escape(text.text_id)}" data-text-id="{escape(text.text_id)}">'
            f"<h2>{escape(text.text_id)}{subtitle}</h2>"
            f'<p class="summary">{"".join(pieces)}</p>{lists}</article>')


class Page:
    """The page built text by text: each article goes to ``body`` as it comes (a file, for a
    long run), the counts for the header are kept; :meth:`write` puts the header first."""

    def __init__(self, run: Run, body: IO[str]) -> None:
        self.run, self.body = run, body
        self.counts: Counter = Counter()
        self.n_texts = 0
        self.has_claims = False
        self.claims: Counter = Counter()

    def add(self, text: Checked) -> None:
        counts, run = self.counts, self.run
        verdicts = None
        if run.gold is not None:
            verdicts = match(run.gold.get(text.text_id, []), [e for _, e in text.errors])
            for g in verdicts.missed:
                counts[(g.category, "missed")] += 1
        for i, (_, err) in enumerate(text.errors):
            counts[(err.category.value, "all")] += 1
            if verdicts:
                counts[(err.category.value, verdicts.status(i))] += 1
        self.n_texts += 1
        if text.claims is not None:
            self.has_claims = True
            for r in text.claims:
                self.claims["read"] += 1
                self.claims[r.get("verdict")] += 1
        self.body.write(_article(text, verdicts))

    def write(self, out: IO[str]) -> None:
        """The whole page: header, the articles written so far (``body`` is read back), script."""
        run, counts = self.run, self.counts
        has_gold = run.gold is not None
        head = "<tr><th>category</th><th>errors</th>" + (
            "<th>✓ found</th><th>✗ false alarm</th><th>○ missed</th>" if has_gold else "") + "</tr>"
        rows = []
        for cat in REPORT_ORDER:
            c = cat.value
            cells = [f"<td>{LETTER[cat]} {c}</td>", f'<td data-count="{c}">{counts[(c, "all")]}</td>']
            if has_gold:
                cells += [f"<td>{counts[(c, st)]}</td>" for st in ("found", "false-alarm", "missed")]
            rows.append("<tr>" + "".join(cells) + "</tr>")
        total = sum(counts[(c.value, "all")] for c in REPORT_ORDER)
        n_texts = f"{self.n_texts} text" + ("" if self.n_texts == 1 else "s")
        tot_cells = [f"<td><b>all</b> ({n_texts})</td>", f'<td data-count="all">{total}</td>']
        if has_gold:
            tot_cells += [f"<td>{sum(counts[(c.value, st)] for c in REPORT_ORDER)}</td>"
                          for st in ("found", "false-alarm", "missed")]
        rows.append("<tr>" + "".join(tot_cells) + "</tr>")
        boxes = "".join(f'<label><input type="checkbox" data-cat="{c.value}" checked> {LETTER[c]} {c.value}</label>'
                        for c in REPORT_ORDER)
        if has_gold:
            boxes += "<br>" + "".join(f'<label><input type="checkbox" data-status="{st}" checked> {MARK[st]} '
                                      f'{st.replace("-", " ")}</label>' for st in MARK)
        boxes += ('<br><label>min confidence <input type="range" id="min-conf" min="0" max="1" step="0.05" '
                  'value="0"> <span id="min-conf-value">0.00</span></label> <span id="conf-shown"></span>'
                  '<br><label>list <select id="order"><option value="text">in text order</option>'
                  '<option value="confidence">least sure first</option></select></label>')
        claims_line = ""
        if self.has_claims:
            n_read = self.claims["read"]
            checked = n_read - self.claims["unchecked"]
            share = f" ({checked / n_read:.0%})" if n_read else ""
            claims_line = (f'<p class="claims">{n_read} claims read, {checked} checked{share}: '
                           f'{self.claims["correct"]} verified correct '
                           '(<span class="ok">dotted underline</span>, the fact on hover), '
                           f'{self.claims["wrong"]} wrong. '
                           '<label><input type="checkbox" id="show-ok" checked> show verified claims</label></p>')
        title = f"{escape(run.name)} review"
        out.write(f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{title}</title><style>{_CSS}{_category_css()}</style></head>
<body><header><h1>{title}</h1><p class="sig">{escape(run.signature)}</p>
<div class="bar"><table class="counts">{head}{"".join(rows)}</table>
<fieldset id="filter"><legend>show</legend>{boxes}</fieldset></div>{claims_line}</header>
<main>""")
        self.body.seek(0)
        shutil.copyfileobj(self.body, out)
        out.write(f"""</main><script>{_JS}</script></body></html>
""")


def render(run: Run) -> str:
    """The whole page."""
    page, out = Page(run, io.StringIO()), io.StringIO()
    for text in run.texts:
        page.add(text)
    page.write(out)
    return out.getvalue()
