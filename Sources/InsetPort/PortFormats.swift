import Foundation
import InsetReports

/// The forms of an `insets port` report, as `insets run --format` has them.
public enum PortFormat: String, Sendable, CaseIterable {
  /// `FILE:LINE:COLUMN: warning: MESSAGE` lines, then the summary (the default).
  case text
  /// One JSON document.
  case json
  /// GitHub Actions workflow annotations, then the summary line.
  case github
  /// One SARIF 2.1.0 log, for GitHub code scanning and other SARIF viewers.
  case sarif
}

/// A port report as lines of text: one line a finding, note and unreadable
/// file, with its verdict; then, once each, the caveats the lines point to
/// (`[1]`: the screens the model has no numbers for, a device check's
/// catalog facts); then the summary line.
///
///     Legacy/Feed.swift:14:44: warning: `64` in `contentInset.top` stands for the status bar
///       and a navigation bar: right on 7 of 165 screens, short on 133, over on 25, 1 not
///       swept [1]; read `adjustedContentInset.top`
///     [1] not swept on 1 screen the model has no numbers for (iPhone Duo (unfolded) …)
///     port: 12 findings, 0 notes in 3 files
///
/// With `verbose`, each line carries its whole sweep instead (by how much
/// the number is wrong, the screen where it is most wrong, the screens not
/// swept and why), and there are no caveat lines.
public enum PortTextReport {
  /// The lines, the summary last.
  ///
  /// - Complexity: O(findings + sweeps × screens).
  public static func lines(_ report: PortReport, verbose: Bool = false) -> [String] {
    var lines: [String] = []
    var caveats = PortCaveats()
    for file in report.files {
      lines += self.lines(of: file, verbose: verbose, caveats: &caveats)
    }
    if !verbose { lines += caveats.lines }
    lines.append(report.summary)
    return lines
  }

  /// One file's lines (its error, then its findings), the caveats they
  /// point to kept in `caveats` for the end of the report: a run prints
  /// each file's lines as it reads it.
  public static func lines(of file: PortFileReport, verbose: Bool, caveats: inout PortCaveats)
    -> [String]
  {
    var lines: [String] = []
    if let problem = file.problem {
      lines.append(
        ReportText.located(
          file: file.file, line: problem.line, column: problem.column, severity: "error",
          message: problem.message))
    }
    let messages = verbose ? file.messages() : file.briefMessages(caveats: &caveats)
    for (finding, message) in zip(file.findings, messages) {
      lines.append(
        ReportText.located(
          file: file.file, line: finding.line, column: finding.column,
          severity: finding.severity.rawValue, message: message))
    }
    return lines
  }
}

/// What several findings' lines share, said once at the end of a report and
/// pointed to by number (`[1]`).
public struct PortCaveats: Sendable, Hashable {
  /// The caveats in the order first pointed to.
  public private(set) var texts: [String] = []
  private var numbers: [String: Int] = [:]
  /// Each sweep's verdict, with the number of its caveat: worked out once
  /// a report.
  var verdicts: [CodeAssumption: String] = [:]

  /// No caveats yet.
  public init() {}

  /// The number of `text`, given the first time it is asked for.
  ///
  ///     var caveats = PortCaveats()
  ///     caveats.number("a")  // 1
  ///     caveats.number("b")  // 2
  ///     caveats.number("a")  // 1
  public mutating func number(_ text: String) -> Int {
    if let known = numbers[text] { return known }
    texts.append(text)
    numbers[text] = texts.count
    return texts.count
  }

  /// `[1] text`, one line each.
  public var lines: [String] { texts.enumerated().map { "[\($0.offset + 1)] \($0.element)" } }
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
    var errors: [ReportJSON.Located]
    var findings: [Entry]
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
          file: file.file, language: file.language.rawValue, errors: errors(of: file),
          findings: entries(of: file))
      })
    return ReportJSON.render(document)
  }

  /// A file's error, if it could not be read, as the document lists it.
  static func errors(of file: PortFileReport) -> [ReportJSON.Located] {
    file.problem.map { [$0] } ?? []
  }

  /// A file's findings as the document lists them, with their sweeps.
  static func entries(of file: PortFileReport) -> [Entry] {
    zip(file.findings, file.messages()).map { finding, message in
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
    }
  }
}

/// A port report as GitHub Actions annotations: `::warning` per finding,
/// `::notice` per note, `::error` per unreadable file, then the summary line.
public enum PortGitHubReport {
  /// The annotations, the summary last.
  public static func lines(_ report: PortReport) -> [String] {
    report.files.flatMap(lines(of:)) + [report.summary]
  }

  /// One file's annotations: its error, then its findings.
  public static func lines(of file: PortFileReport) -> [String] {
    var lines: [String] = []
    if let problem = file.problem {
      lines.append(
        GitHubAnnotation.line(
          .error, file: file.file, line: problem.line, column: problem.column,
          message: problem.message))
    }
    for (finding, message) in zip(file.findings, file.messages()) {
      lines.append(
        GitHubAnnotation.line(
          finding.severity == .warning ? .warning : .notice, file: file.file,
          line: finding.line, column: finding.column,
          title: "insets port: " + finding.kind.rawValue, message: message))
    }
    return lines
  }
}

/// A port report as a SARIF 2.1.0 log (the OASIS Static Analysis Results
/// Interchange Format), which GitHub code scanning and other viewers show
/// in place: one run, one rule per ``FindingKind``, one result per finding
/// (`warning`) or note (`note`), and one `error` result per file that could
/// not be read. Locations are the file as given (a relative path is a
/// relative URI, resolved against the folder the tool ran in, `%SRCROOT%`)
/// with the finding's line and column (columns count Unicode code points)
/// and its code's extent on the line.
///
///     let sarif = PortSARIFReport.render(report)
///     // {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "runs": […], "version": "2.1.0"}
public enum PortSARIFReport {
  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }
  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    var columnKind = "unicodeCodePoints"
    var originalUriBaseIds = ["%SRCROOT%": ArtifactLocation(uri: "./", uriBaseId: nil)]
  }
  struct Tool: Encodable {
    var driver: Driver
  }
  struct Driver: Encodable {
    var name = "insets port"
    var informationUri = "https://github.com/InsetModel/InsetModel/blob/main/docs/porting.md"
    var rules: [Rule]
  }
  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var defaultConfiguration: Configuration
  }
  struct Configuration: Encodable {
    var level: String
  }
  struct Text: Encodable {
    var text: String
  }
  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
  }
  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }
  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String? = "%SRCROOT%"
  }
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
    var endColumn: Int?
  }

  /// What each kind of finding is, for the rule's short description.
  static func describe(_ kind: FindingKind) -> String {
    switch kind {
    case .hardCodedInset: "A bar or inset number hard-coded in a layout position"
    case .deviceCheck: "A device check by screen size or by a device's name"
    case .statusBarRead: "The status bar's frame read as the top inset"
    case .topLayoutGuide: "topLayoutGuide, deprecated since iOS 11"
    case .bottomLayoutGuide: "bottomLayoutGuide, deprecated since iOS 11"
    case .automaticallyAdjustsScrollViewInsets:
      "automaticallyAdjustsScrollViewInsets, deprecated since iOS 11"
    case .edgesForExtendedLayout: "edgesForExtendedLayout set to keep the view from the bars"
    case .screenBounds: "The screen's bounds used as the view's size"
    case .unreadable: "A part of a file insets port could not read"
    }
  }

  /// The log, pretty-printed with sorted keys.
  public static func render(_ report: PortReport) -> String {
    ReportJSON.render(log(results: report.files.flatMap(results(of:))))
  }

  /// The log holding `results`.
  static func log(results: [Result]) -> Log {
    let rules = FindingKind.allCases.map { kind in
      Rule(
        id: kind.rawValue, name: kind.rawValue, shortDescription: Text(text: describe(kind)),
        defaultConfiguration: Configuration(level: kind == .unreadable ? "note" : "warning"))
    }
    return Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)])
  }

  /// One file's results: its error, then its findings.
  static func results(of file: PortFileReport) -> [Result] {
    let kinds = FindingKind.allCases
    func index(_ kind: FindingKind) -> Int { kinds.firstIndex(of: kind) ?? 0 }
    var results: [Result] = []
    let uri = self.uri(file.file)
    if let problem = file.problem {
      results.append(
        Result(
          ruleId: FindingKind.unreadable.rawValue, ruleIndex: index(.unreadable), level: "error",
          message: Text(text: problem.message),
          locations: [
            Location(
              physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: uri),
                region: Region(
                  startLine: max(1, problem.line), startColumn: max(1, problem.column),
                  endColumn: nil)))
          ]))
    }
    for (finding, message) in zip(file.findings, file.messages()) {
      let width = finding.code.unicodeScalars.count
      let oneLine = !finding.code.contains("\n") && width > 0
      results.append(
        Result(
          ruleId: finding.kind.rawValue, ruleIndex: index(finding.kind),
          level: finding.severity == .warning ? "warning" : "note", message: Text(text: message),
          locations: [
            Location(
              physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: uri),
                region: Region(
                  startLine: max(1, finding.line), startColumn: max(1, finding.column),
                  endColumn: oneLine ? max(1, finding.column) + width : nil)))
          ]))
    }
    return results
  }

  /// A path as a URI reference: `/` kept, anything outside the unreserved
  /// characters percent-encoded (a space is `%20`); an absolute path is a
  /// `file://` URI.
  ///
  ///     PortSARIFReport.uri("Legacy/My Feed.swift")  // "Legacy/My%20Feed.swift"
  public static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      let c = Character(Unicode.Scalar(byte))
      if c.isASCII, c.isLetter || c.isNumber || "-._~/".contains(c) {
        out.append(c)
      } else {
        out += String(format: "%%%02X", byte)
      }
    }
    if out.hasPrefix("./") { out.removeFirst(2) }
    return path.hasPrefix("/") ? "file://" + out : out
  }
}
