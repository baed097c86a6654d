/// The site's style sheet and script, shared by every page. The script
/// only adds (sorting, filtering): every page reads the same without it.
enum Assets {
  static let css = """
    :root {
      color-scheme: light dark;
      --text: #1d1d1f; --muted: #5b5b63; --background: #ffffff; --panel: #f4f5f7;
      --line: #d2d2d7; --link: #0b57c2; --code: #f0f1f4; --focus: #0b57c2;
      --documented: #1b7f3b; --measured: #176b9a; --single-source: #9a6a00;
      --inferred: #7a4bb0; --assumption: #b3401f; --definition: #5b5b63;
      font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif;
      line-height: 1.45;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --text: #ececf1; --muted: #a1a1aa; --background: #141416; --panel: #1f1f23;
        --line: #3a3a40; --link: #7db4ff; --code: #26262b; --focus: #7db4ff;
        --documented: #5fd38a; --measured: #6cc3f5; --single-source: #f0c35a;
        --inferred: #c4a2f5; --assumption: #ff9a7a; --definition: #a1a1aa;
      }
    }
    * { box-sizing: border-box; }
    body { margin: 0; color: var(--text); background: var(--background); }
    main, header.site nav, footer.site { max-width: 110rem; margin: 0 auto; padding: 0 1.25rem; }
    a { color: var(--link); }
    a:focus-visible, button:focus-visible, input:focus-visible, [tabindex]:focus-visible,
    summary:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
    .skip { position: absolute; left: -999px; }
    .skip:focus { left: 1rem; top: 0.5rem; background: var(--background); padding: 0.25rem; }
    header.site { border-bottom: 1px solid var(--line); background: var(--panel); }
    header.site ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem;
      margin: 0; padding: 0.6rem 0; }
    header.site a { text-decoration: none; font-weight: 600; }
    header.site a[aria-current="page"] { color: var(--text); }
    footer.site { border-top: 1px solid var(--line); margin-top: 3rem; color: var(--muted);
      font-size: 0.9rem; }
    h1 { font-size: 1.9rem; margin: 1rem 0 0.5rem; }
    h2 { font-size: 1.35rem; margin: 2.2rem 0 0.5rem; }
    h3 { font-size: 1.05rem; margin: 1.2rem 0 0.3rem; }
    .lede { font-size: 1.05rem; max-width: 60rem; }
    p, li, dd { max-width: 60rem; }
    .crumbs { margin-top: 1rem; color: var(--muted); font-size: 0.9rem; }
    code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      font-size: 0.88em; }
    code { background: var(--code); padding: 0 0.2em; border-radius: 3px; }
    pre { background: var(--code); padding: 0.75rem; overflow-x: auto; border-radius: 6px; }
    pre code { padding: 0; background: none; }
    .scroll { overflow-x: auto; max-width: 100%; }
    table { border-collapse: collapse; margin: 0.5rem 0 1rem; font-variant-numeric: tabular-nums; }
    caption { text-align: left; font-weight: 600; padding: 0.3rem 0; color: var(--muted);
      caption-side: top; }
    th, td { border: 1px solid var(--line); padding: 0.3rem 0.55rem; text-align: left;
      vertical-align: top; }
    thead th { background: var(--panel); position: sticky; top: 0; }
    table.numbers td, #devices td, table.changes td { white-space: nowrap; }
    table.numbers tbody th { background: var(--panel); white-space: nowrap; }
    table.numbers tbody th[scope="rowgroup"] { position: sticky; left: 0; }
    td.na, .none { color: var(--muted); }
    .aliases { color: var(--muted); font-size: 0.9em; }
    .p { display: inline-block; min-width: 1.2em; margin-left: 0.15em; padding: 0 0.2em;
      border-radius: 3px; font-size: 0.72em; font-weight: 700; text-align: center;
      text-decoration: none; vertical-align: 0.2em; border: 1px solid currentColor; }
    .p-documented { color: var(--documented); }
    .p-measured { color: var(--measured); }
    .p-single-source { color: var(--single-source); }
    .p-inferred { color: var(--inferred); }
    .p-assumption { color: var(--assumption); }
    .p-definition { color: var(--definition); }
    .legend { background: var(--panel); border: 1px solid var(--line); border-radius: 6px;
      padding: 0 1rem 0.5rem; margin: 1rem 0; max-width: 60rem; }
    .legend h2 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
    .legend ul { list-style: none; padding: 0; margin: 0; columns: 2 22rem; }
    .toc ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0; list-style: none; }
    details.rows { margin: 0 0 1rem; }
    details.rows summary { cursor: pointer; color: var(--link); }
    ol.notes { color: var(--muted); font-size: 0.9rem; }
    figure { margin: 1rem 0; display: inline-block; vertical-align: top; max-width: 100%; }
    figure img { max-width: 100%; height: auto; border: 1px solid var(--line); }
    figcaption { font-size: 0.85rem; color: var(--muted); max-width: 48rem; }
    .filter input { font: inherit; padding: 0.2rem 0.4rem; min-width: 16rem; }
    .filter output { color: var(--muted); margin-left: 0.5rem; }
    th button { font: inherit; font-weight: 600; color: inherit; background: none; border: 0;
      padding: 0; cursor: pointer; text-align: left; }
    th[aria-sort="ascending"] button::after { content: " ▲"; }
    th[aria-sort="descending"] button::after { content: " ▼"; }
    dl.key dt { font-weight: 600; }
    dl.key dd { margin: 0 0 0.5rem 1.5rem; }
    article.fact { border-top: 1px solid var(--line); }
    article.fact:target { background: var(--panel); }
    tr:target { outline: 2px solid var(--focus); }
    @media print {
      :root { --text: #000; --muted: #333; --background: #fff; --panel: #fff; --line: #888;
        --link: #000; --code: #fff; }
      header.site, .skip, .filter, .toc, details.rows { display: none; }
      main { max-width: none; padding: 0; }
      .scroll { overflow: visible; }
      thead th, table.numbers tbody th[scope="rowgroup"] { position: static; }
      table { font-size: 8pt; }
      tr, figure { break-inside: avoid; }
      h2, h3 { break-after: avoid; }
      a { text-decoration: none; }
      .p { border: none; }
    }

    """

  static let js = """
    // Sorting and filtering for the tables that ask for them (class
    // "sortable", an input with data-filter). Pages read the same without it.
    "use strict";
    (function () {
      var collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
      function text(cell) {
        return cell ? (cell.getAttribute("data-sort") || cell.textContent).trim() : "";
      }
      Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), function (table) {
        var body = table.tBodies[0];
        var heads = table.tHead ? table.tHead.rows[0].cells : [];
        Array.prototype.forEach.call(heads, function (th, column) {
          var button = document.createElement("button");
          button.type = "button";
          button.textContent = th.textContent;
          th.textContent = "";
          th.appendChild(button);
          button.addEventListener("click", function () {
            var ascending = th.getAttribute("aria-sort") !== "ascending";
            Array.prototype.forEach.call(heads, function (h) { h.removeAttribute("aria-sort"); });
            th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            var rows = Array.prototype.slice.call(body.rows);
            rows.sort(function (a, b) {
              var order = collator.compare(text(a.cells[column]), text(b.cells[column]));
              return ascending ? order : -order;
            });
            rows.forEach(function (row) { body.appendChild(row); });
          });
        });
      });
      Array.prototype.forEach.call(document.querySelectorAll("input[data-filter]"), function (input) {
        var table = document.getElementById(input.getAttribute("data-filter"));
        var container = input.closest(".filter");
        if (!table || !container) { return; }
        var rows = table.tBodies[0].rows;
        var count = container.querySelector("output");
        function apply() {
          var words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
          var shown = 0;
          Array.prototype.forEach.call(rows, function (row) {
            var content = row.textContent.toLowerCase();
            var match = words.every(function (word) { return content.indexOf(word) >= 0; });
            row.hidden = !match;
            if (match) { shown += 1; }
          });
          if (count) { count.textContent = shown + " of " + rows.length; }
        }
        input.addEventListener("input", apply);
        container.hidden = false;
        apply();
      });
      document.documentElement.setAttribute("data-script", "ran");
    })();

    """
}
