/// The runner's plain-text output, as the contract words it.
public enum TextReport {
  /// One line per failed row (`FILE:LINE: failed: KEY? expected VALUE, got VALUE`,
  /// several mismatches of one row joined by `; `) and per error
  /// (`FILE:LINE:COLUMN: error: MESSAGE`), in file order and then line order,
  /// ending with `scenarios: N passed, M failed`.
  public static func lines(_ report: RunReport) -> [String] {
    lines(report, colored: false)
  }

  /// The same lines, with failures and errors in red and the summary in
  /// green or red when `colored` (ANSI escapes).
  public static func lines(_ report: RunReport, colored: Bool) -> [String] {
    let plain = plainLines(report)
    guard colored else { return plain }
    return plain.map { line in
      if line.hasPrefix("scenarios: ") {
        return (report.isSuccess ? "\u{1B}[32m" : "\u{1B}[31m") + line + "\u{1B}[0m"
      }
      return "\u{1B}[31m" + line + "\u{1B}[0m"
    }
  }

  static func plainLines(_ report: RunReport) -> [String] {
    var lines: [String] = report.notes.map(\.description)
    for file in report.files {
      var events: [(TextLocation, String)] = file.diagnostics.map {
        ($0.location, $0.description)
      }
      for row in file.rows {
        switch row.outcome {
        case .passed, .notRun:
          break
        case .failed(let mismatches):
          let text = mismatches.map { "\($0.key) expected \($0.expected), got \($0.actual)" }
            .joined(separator: "; ")
          events.append(
            (TextLocation(line: row.line, column: 0), "\(row.file):\(row.line): failed: \(text)"))
        case .error(let diagnostics):
          events += diagnostics.map { ($0.location, $0.description) }
        }
      }
      // A stable sort keeps the order of events on the same spot.
      lines += events.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        .map(\.element.1)
    }
    lines.append(summary(report))
    return lines
  }

  /// `scenarios: N passed, M failed`.
  public static func summary(_ report: RunReport) -> String {
    "scenarios: \(report.passed) passed, \(report.failed) failed"
  }
}
