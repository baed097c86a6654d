/// The runner's plain-text output, as the contract words it.
public enum TextReport {
  /// One line per failed row (`FILE:LINE: failed: KEY? expected VALUE, got VALUE`,
  /// several mismatches of one row joined by `; `), per error
  /// (`FILE:LINE:COLUMN: error: MESSAGE`) and per warning or note
  /// (`FILE:LINE:COLUMN: warning: MESSAGE`, `… note: …`), in file order and
  /// then line order, ending with `scenarios: N passed, M failed`. The run's
  /// own notes (a link skipped, ``RunReport/notes``) come first. Warnings
  /// and notes count in neither N nor M.
  public static func lines(_ report: RunReport) -> [String] {
    lines(report, colored: false)
  }

  /// The same lines, with failures and errors in red, warnings in yellow,
  /// notes in cyan and the summary in green or red when `colored` (ANSI
  /// escapes).
  public static func lines(_ report: RunReport, colored: Bool) -> [String] {
    let events = events(report)
    let plain = events.map(\.text) + [summary(report)]
    guard colored else { return plain }
    let kinds = events.map(\.kind) + [report.isSuccess ? .passed : .failure]
    return zip(plain, kinds).map { line, kind in
      let color: String
      switch kind {
      case .failure: color = "\u{1B}[31m"
      case .warning: color = "\u{1B}[33m"
      case .note: color = "\u{1B}[36m"
      case .passed: color = "\u{1B}[32m"
      }
      return color + line + "\u{1B}[0m"
    }
  }

  static func plainLines(_ report: RunReport) -> [String] {
    events(report).map(\.text) + [summary(report)]
  }

  /// What a line reports, for its colour.
  enum Kind {
    case failure, warning, note, passed
  }

  /// Every line but the summary: the run's own notes (``RunReport/notes``),
  /// then each file's lines in file order and then line order.
  static func events(_ report: RunReport) -> [(text: String, kind: Kind)] {
    var lines: [(text: String, kind: Kind)] = report.notes.map { ($0.description, kind($0)) }
    for file in report.files {
      var events: [(TextLocation, String, Kind)] = file.diagnostics.map {
        ($0.location, $0.description, kind($0))
      }
      events += file.warnings.map { ($0.location, $0.description, kind($0)) }
      for row in file.rows {
        switch row.outcome {
        case .passed, .notRun:
          break
        case .checkedNothing(let warning):
          events.append((warning.location, warning.description, .warning))
        case .failed(let mismatches):
          let text = mismatches.map(\.summary)
            .joined(separator: "; ")
          events.append(
            (
              TextLocation(line: row.line, column: 0),
              "\(Quote.escapingControls(row.file)):\(row.line): failed: \(text)", .failure
            ))
        case .error(let diagnostics):
          events += diagnostics.map { ($0.location, $0.description, kind($0)) }
        }
      }
      // A stable sort keeps the order of events on the same spot.
      lines += events.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        .map { ($0.element.1, $0.element.2) }
    }
    return lines
  }

  static func kind(_ diagnostic: Diagnostic) -> Kind {
    switch diagnostic.severity {
    case .error: .failure
    case .warning: .warning
    case .note: .note
    }
  }

  /// `scenarios: N passed, M failed`.
  public static func summary(_ report: RunReport) -> String {
    "scenarios: \(report.passed) passed, \(report.failed) failed"
  }
}
