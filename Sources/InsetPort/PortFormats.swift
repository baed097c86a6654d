import Foundation

/// The forms of an `insets port` report, as `insets run --format` has them.
public enum PortFormat: String, Sendable, CaseIterable {
  /// `FILE:LINE:COLUMN: warning: MESSAGE` lines, then the summary (the default).
  case text
  /// One JSON document.
  case json
  /// GitHub Actions workflow annotations, then the summary line.
  case github
}

/// A port report as lines of text, one per finding, note and unreadable
/// file, then the summary line.
///
///     Legacy/Feed.swift:14:44: warning: `64` in `contentInset.top` stands for …
///     port: 12 findings, 0 notes in 3 files
public enum PortTextReport {
  /// The lines, the summary last.
  public static func lines(_ report: PortReport) -> [String] {
    var lines: [String] = []
    for file in report.files {
      if let problem = file.problem {
        lines.append("\(file.file):\(problem.line):\(problem.column): error: \(problem.message)")
      }
      for (finding, message) in zip(file.findings, file.messages()) {
        lines.append(
          "\(file.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
            + message)
      }
    }
    lines.append(report.summary)
    return lines
  }
}

/// A port report as one JSON document: the totals and, per file, its
/// findings with their sweeps. Its shape follows `insets run --format json`:
/// totals first, then `files`, each with `file` and its located entries.
public enum PortJSONReport {
  struct Document: Encodable {
    var findings: Int
    var notes: Int
    var unreadable: Int
    var files: [File]
  }
  struct File: Encodable {
    var file: String
    var language: String
    var errors: [Located]
    var findings: [Entry]
  }
  struct Located: Encodable {
    var line: Int
    var column: Int
    var message: String
  }
  struct Entry: Encodable {
    var line: Int
    var column: Int
    /// `warning` or `note`.
    var severity: String
    var kind: String
    var code: String
    var message: String
    var replacement: String
    var sweep: SweepEntry?
    var detail: String?
  }
  struct SweepEntry: Encodable {
    /// What is compared on each screen, in the order of `assumed` and `actual`.
    var measured: [String]
    var screens: Int
    var right: Int
    var short: Int
    var over: Int
    /// Every screen where the code is wrong: what it assumes, what UIKit gives.
    var wrong: [Wrong]
    /// Every screen the model has no numbers for, and why (not in `screens`).
    var unanswered: [Unanswered]
  }
  struct Wrong: Encodable {
    var device: String
    var orientation: String
    var iOSVersion: Double?
    var assumed: [Double]
    var actual: [Double]
  }
  struct Unanswered: Encodable {
    var device: String
    var orientation: String
    var iOSVersion: Double?
    var reason: String
  }

  /// The document, pretty-printed with sorted keys.
  public static func render(_ report: PortReport) -> String {
    let document = Document(
      findings: report.findingCount, notes: report.noteCount, unreadable: report.problemCount,
      files: report.files.map { file in
        File(
          file: file.file, language: file.language.rawValue,
          errors: file.problem.map {
            [Located(line: $0.line, column: $0.column, message: $0.message)]
          } ?? [],
          findings: zip(file.findings, file.messages()).map { finding, message in
            let sweep = finding.assumption.flatMap { file.sweeps[$0] }
            return Entry(
              line: finding.line, column: finding.column, severity: finding.severity.rawValue,
              kind: finding.kind.rawValue, code: finding.code, message: message,
              replacement: finding.replacement,
              sweep: sweep.map { s in
                SweepEntry(
                  measured: s.assumption.measured, screens: s.checks.count, right: s.right.count,
                  short: s.short.count,
                  over: s.over.count,
                  wrong: s.checks.filter { !$0.isRight }.map {
                    Wrong(
                      device: $0.screen.device,
                      orientation: $0.screen.orientation,
                      iOSVersion: $0.screen.iOSVersion, assumed: $0.assumed, actual: $0.actual)
                  },
                  unanswered: s.unanswered.map {
                    Unanswered(
                      device: $0.screen.device,
                      orientation: $0.screen.orientation,
                      iOSVersion: $0.screen.iOSVersion, reason: $0.reason)
                  })
              }, detail: sweep == nil ? finding.detail : nil)
          })
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// A port report as GitHub Actions annotations: `::warning` per finding,
/// `::notice` per note, `::error` per unreadable file, then the summary line.
public enum PortGitHubReport {
  /// The annotations, the summary last.
  public static func lines(_ report: PortReport) -> [String] {
    var lines: [String] = []
    for file in report.files {
      if let problem = file.problem {
        lines.append(
          "::error file=\(property(file.file)),line=\(problem.line),col=\(problem.column)::"
            + data(problem.message))
      }
      for (finding, message) in zip(file.findings, file.messages()) {
        let command = finding.severity == .warning ? "warning" : "notice"
        lines.append(
          "::\(command) file=\(property(file.file)),line=\(finding.line),col=\(finding.column),"
            + "title=\(property("insets port: " + finding.kind.rawValue))::"
            + data(message))
      }
    }
    lines.append(report.summary)
    return lines
  }

  /// Escaping for an annotation's message.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Escaping for an annotation's property value.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
