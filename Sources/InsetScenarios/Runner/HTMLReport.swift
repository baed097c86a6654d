import Foundation

/// A run as one self-contained HTML page: inline styles, inline SVG diagrams
/// for failed rows, no scripts and no network, so it opens from disk in any
/// browser. Each file's errors, warnings and notes are listed under its
/// heading, in file order; the run's own notes (``RunReport/notes``) above
/// the files.
public enum HTMLReport {
  /// The most diagrams a page draws: past them a failed row says how to
  /// draw it (`insets draw FILE:LINE`), so that a page of thousands of
  /// failures stays readable and costs about what the run costs.
  public static let diagramLimit = 100

  /// The page. `diagram` returns an inline SVG for a failed row, or nil; it
  /// is given an id unique in the page (`d1`, `d2`, …) to prefix the SVG's
  /// own ids with, so that no diagram's clip path or marker reaches another.
  /// It is asked for the first `diagramLimit` failed rows only.
  public static func render(
    _ report: RunReport, diagramLimit: Int = diagramLimit,
    diagram: (RowReport, String) -> String? = { _, _ in nil }
  )
    -> String
  {
    let e = JUnitReport.escape
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>insets: \(e(TextReport.summary(report)))</title>
      <style>
      body { font: 14px/1.45 -apple-system, Helvetica, Arial, sans-serif; margin: 2em; color: #222; background: #fafafa; }
      h1 { font-size: 1.5em; margin-bottom: .2em; }
      h2 { font-size: 1.15em; margin-top: 2em; border-bottom: 1px solid #ccc; }
      h3 { font-size: 1em; margin: 1.2em 0 .4em; color: #444; }
      table { border-collapse: collapse; width: 100%; background: #fff; }
      th, td { border: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
      th { background: #f0f0f0; }
      .passed { color: #1e7a3a; } .failed, .error { color: #b03a2e; font-weight: bold; } .notRun { color: #888; }
      .warning { color: #8a5a00; } .note { color: #1f5f99; }
      .summary { font-size: 1.1em; padding: .5em .8em; display: inline-block; border-radius: 4px; }
      .ok { background: #e3f4e8; } .bad { background: #fbe4e1; }
      .diagram { margin: .5em 0 1em; } .diagram svg { max-width: 100%; height: auto; }
      code { font: 13px Menlo, monospace; }
      </style>
      </head>
      <body>
      <h1>Scenario tables</h1>
      <p class="summary \(report.isSuccess ? "ok" : "bad")">\(e(TextReport.summary(report)))</p>

      """
    for d in report.notes {
      out += "<p class=\"\(d.severity.rawValue)\"><code>\(e(d.description))</code></p>\n"
    }
    var diagrams = 0
    for file in report.files {
      out += "<h2><code>\(e(file.file))</code>: \(file.passed) passed, \(file.failed) failed</h2>\n"
      for d in Diagnostic.inFileOrder(file.diagnostics + file.warnings) {
        out += "<p class=\"\(d.severity.rawValue)\"><code>\(e(d.description))</code></p>\n"
      }
      var table: String?? = .none
      var open = false
      for row in file.rows {
        if table != .some(row.table) {
          if open { out += "</table>\n" }
          out += "<h3>\(e(row.table ?? "(no heading)"))</h3>\n<table>\n"
          out += "<tr><th>line</th><th>scenario</th><th>status</th><th>details</th></tr>\n"
          table = .some(row.table)
          open = true
        }
        var status = "passed"
        var details = ""
        var picture: String?
        switch row.outcome {
        case .passed: break
        case .notRun:
          status = "notRun"
          details = "the table has an error"
        case .checkedNothing(let warning):
          status = "checkedNothing"
          details = e(warning.message)
        case .failed(let mismatches):
          status = "failed"
          details = mismatches.map {
            "<code>\(e($0.key))</code> expected <code>\(e($0.expected))</code>, got <code>\(e($0.actual))</code>"
          }.joined(separator: "<br>")
          diagrams += 1
          if diagrams <= diagramLimit {
            picture = diagram(row, "d\(diagrams)")
          } else {
            details +=
              "<br><small>not drawn (the page draws the first \(diagramLimit) failed rows): "
              + "<code>insets draw \(e(row.file)):\(row.line)</code></small>"
          }
        case .error(let diagnostics):
          status = "error"
          details = diagnostics.map { "<code>\(e($0.description))</code>" }.joined(
            separator: "<br>")
        }
        out +=
          "<tr><td>\(row.line)</td><td>\(e(row.scenario ?? ""))</td>"
          + "<td class=\"\(status)\">\(status)</td><td>\(details)"
        if let picture {
          out += "<div class=\"diagram\">\(strippingXMLDeclaration(picture))</div>"
        }
        out += "</td></tr>\n"
      }
      if open { out += "</table>\n" }
    }
    out += "</body>\n</html>\n"
    return out
  }

  /// An SVG document, ready to inline in HTML.
  static func strippingXMLDeclaration(_ svg: String) -> String {
    guard svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") else { return svg }
    return String(svg[end.upperBound...])
  }
}
