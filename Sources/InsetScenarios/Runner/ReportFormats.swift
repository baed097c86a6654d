import Foundation
import InsetReports

/// The machine-readable forms of a ``RunReport``.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// The contract's lines (the default).
  case text
  /// One JSON document.
  case json
  /// JUnit XML: one test case per row.
  case junit
  /// GitHub Actions workflow annotations, then the summary line.
  case github
}

// MARK: - JSON

/// A run as one JSON document: the totals, the run's own warnings and notes
/// (``RunReport/notes``: a link skipped, located at the link), and per file
/// its rows, errors, warnings and notes.
public enum JSONReport {
  struct Document: Encodable {
    var passed: Int
    var failed: Int
    /// The run's own warnings and notes, each naming its file.
    var warnings: [Warning]
    var files: [File]
  }
  struct File: Encodable {
    var file: String
    var errors: [ReportJSON.Located]
    /// Warnings and notes: they fail nothing.
    var warnings: [Warning]
    var rows: [Row]
  }
  struct Warning: Encodable {
    /// The file, for a warning of the run rather than of one file.
    var file: String?
    var line: Int
    var column: Int
    /// `warning` or `note`.
    var severity: String
    var message: String
  }
  struct Row: Encodable {
    var line: Int
    var table: String?
    var scenario: String?
    /// `passed`, `failed`, `error`, `notRun` or `checkedNothing` (its warning in `errors`).
    var status: String
    var mismatches: [Failure]
    var errors: [ReportJSON.Located]
  }
  struct Failure: Encodable {
    var key: String
    var expected: String
    var actual: String
    var line: Int
    var column: Int
  }
  /// The document, pretty-printed with sorted keys.
  public static func render(_ report: RunReport) -> String {
    let document = Document(
      passed: report.passed, failed: report.failed,
      warnings: report.notes.map { warning($0, naming: $0.file) },
      files: report.files.map { file in
        File(
          file: file.file, errors: file.diagnostics.map(located),
          warnings: file.warnings.map { warning($0, naming: nil) },
          rows: file.rows.map { row in
            var status = "passed"
            var mismatches: [Failure] = []
            var errors: [ReportJSON.Located] = []
            switch row.outcome {
            case .passed: break
            case .notRun: status = "notRun"
            case .checkedNothing(let warning):
              status = "checkedNothing"
              errors = [located(warning)]
            case .failed(let m):
              status = "failed"
              mismatches = m.map {
                Failure(
                  key: $0.key, expected: $0.expected, actual: $0.actual, line: $0.location.line,
                  column: $0.location.column)
              }
            case .error(let d):
              status = "error"
              errors = d.map(located)
            }
            return Row(
              line: row.line, table: row.table, scenario: row.scenario, status: status,
              mismatches: mismatches, errors: errors)
          })
      })
    return ReportJSON.render(document)
  }

  static func located(_ d: Diagnostic) -> ReportJSON.Located {
    ReportJSON.Located(line: d.location.line, column: d.location.column, message: d.message)
  }

  static func warning(_ d: Diagnostic, naming file: String?) -> Warning {
    Warning(
      file: file, line: d.location.line, column: d.location.column,
      severity: d.severity.rawValue, message: d.message)
  }
}

// MARK: - JUnit

/// A run as JUnit XML: a test suite per file, a test case per row, named by
/// the file, the table's heading and the row's scenario label. Warnings and
/// notes, which fail nothing, are the suite's `<system-out>`; a note of the
/// run about a file that did not run (a link skipped) has a suite of no
/// tests.
public enum JUnitReport {
  /// The JUnit XML document of `report`, with its XML declaration.
  public static func render(_ report: RunReport) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let failures = report.files.reduce(0) {
      $0 + $1.rows.count(where: { if case .failed = $0.outcome { true } else { false } })
    }
    let errors = report.failed - failures
    out +=
      "<testsuites name=\"insets\" tests=\"\(tests(report))\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    // The run's own notes (a link skipped) join the suite of their file, or
    // make a suite of no tests when that file did not run.
    let ran = Set(report.files.map(\.file))
    var runNotes: [String: [Diagnostic]] = [:]
    for note in report.notes {
      if runNotes[note.file] == nil, !ran.contains(note.file) {
        out +=
          "  <testsuite name=\"\(escape(note.file))\" tests=\"0\" failures=\"0\" errors=\"0\">\n"
          + systemOut(report.notes.filter { $0.file == note.file })
          + "  </testsuite>\n"
      }
      runNotes[note.file, default: []].append(note)
    }
    for file in report.files {
      let fileFailures = file.rows.count(where: {
        if case .failed = $0.outcome { true } else { false }
      })
      out +=
        "  <testsuite name=\"\(escape(file.file))\" tests=\"\(file.rows.count + file.unattachedErrors)\" "
        + "failures=\"\(fileFailures)\" errors=\"\(file.failed - fileFailures)\""
        + (file.checkedNothing > 0 ? " skipped=\"\(file.checkedNothing)\"" : "") + ">\n"
      if file.rows.isEmpty {
        for diagnostic in file.diagnostics {
          out +=
            "    <testcase classname=\"\(escape(file.file))\" name=\"line \(diagnostic.location.line)\" "
            + "file=\"\(escape(file.file))\" line=\"\(diagnostic.location.line)\">\n"
            + "      <error message=\"\(escape(diagnostic.message))\">\(escape(diagnostic.description))</error>\n"
            + "    </testcase>\n"
        }
      }
      for row in file.rows {
        let classname = file.file + (row.table.map { " › " + $0 } ?? "")
        let name = (row.scenario ?? "row") + " (line \(row.line))"
        out +=
          "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(name))\" "
          + "file=\"\(escape(file.file))\" line=\"\(row.line)\""
        switch row.outcome {
        case .passed:
          out += "/>\n"
        case .checkedNothing(let warning):
          // Skipped: it ran, and there was nothing to pass or fail.
          out +=
            ">\n      <skipped message=\"\(escape(warning.message))\"/>\n    </testcase>\n"
        case .failed(let mismatches):
          let message = mismatches.map(\.summary)
            .joined(separator: "; ")
          out +=
            ">\n      <failure message=\"\(escape(message))\">\(escape("\(file.file):\(row.line): failed: \(message)"))</failure>\n    </testcase>\n"
        case .error(let diagnostics):
          let message = diagnostics.map(\.message).joined(separator: "; ")
          out +=
            ">\n      <error message=\"\(escape(message))\">\(escape(diagnostics.map(\.description).joined(separator: "\n")))</error>\n    </testcase>\n"
        case .notRun:
          let message = file.diagnostics.map(\.description).joined(separator: "\n")
          out +=
            ">\n      <error message=\"the table has an error\">\(escape(message))</error>\n    </testcase>\n"
        }
      }
      out += systemOut((runNotes[file.file] ?? []) + file.warnings)
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    return out
  }

  /// Warnings and notes as a suite's `<system-out>`, one per line; nothing
  /// when there are none.
  static func systemOut(_ warnings: [Diagnostic]) -> String {
    guard !warnings.isEmpty else { return "" }
    return "    <system-out>\(escape(warnings.map(\.description).joined(separator: "\n")))"
      + "</system-out>\n"
  }

  static func tests(_ report: RunReport) -> Int {
    report.files.reduce(0) { $0 + $1.rows.count + $1.unattachedErrors }
  }

  /// XML text and attribute escaping; characters XML 1.0 cannot carry become
  /// U+FFFD. The reference site's pages (InsetSite) escape with it too.
  package static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}

// MARK: - GitHub

/// A run as GitHub Actions annotations (`::error file=…,line=…::…`), one per
/// failed row and per error, `::warning …` and `::notice …` for warnings and
/// notes (the run's own, ``RunReport/notes``, first), then the summary line.
public enum GitHubReport {
  /// The annotation lines of `report`, one per failed row and per error, then the summary line.
  public static func lines(_ report: RunReport) -> [String] {
    var lines: [String] = report.notes.map(annotation)
    for file in report.files {
      for d in file.diagnostics { lines.append(annotation(d)) }
      for d in file.warnings { lines.append(annotation(d)) }
      for row in file.rows {
        switch row.outcome {
        case .passed, .notRun: break
        case .checkedNothing(let warning): lines.append(annotation(warning))
        case .failed(let mismatches):
          let message = mismatches.map(\.summary)
            .joined(separator: "; ")
          lines.append(
            GitHubAnnotation.line(
              .error, file: row.file, line: row.line, title: row.scenario, message: message))
        case .error(let diagnostics):
          lines += diagnostics.map(annotation)
        }
      }
    }
    lines.append(TextReport.summary(report))
    return lines
  }

  static func annotation(_ d: Diagnostic) -> String {
    let command: GitHubAnnotation.Command
    switch d.severity {
    case .error: command = .error
    case .warning: command = .warning
    case .note: command = .notice
    }
    return GitHubAnnotation.line(
      command, file: d.file, line: d.location.line, column: d.location.column, message: d.message)
  }
}
