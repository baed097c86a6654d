import InsetReports

/// A port report written while the files are read, in any ``PortFormat``:
/// each file's report arrives in parts
/// (``PortAnalyzer/analyze(file:bytes:language:sweeps:partSize:report:)``)
/// and is written as it arrives, so that a run holds one part of one file,
/// never a file's findings or the run's files. The text is byte for byte
/// what the whole report gives (``PortTextReport``, ``PortJSONReport``,
/// ``PortGitHubReport``, ``PortSARIFReport``).
///
///     var stream = PortReportStream(format: .json)
///     var out = stream.start()
///     var sweeps = SweepCache()
///     PortAnalyzer.analyze(file: "Feed.swift", bytes: bytes, language: .swift, sweeps: &sweeps) {
///       out += stream.write($0)
///     }
///     out += stream.endFile()
///     out += stream.finish()  // out == PortJSONReport.render(report)
///
/// - Complexity: O(the report's text); memory O(one part).
public struct PortReportStream: Sendable {
  /// The form written.
  public let format: PortFormat
  /// Text: each finding with its whole sweep (``PortTextReport``).
  public let verbose: Bool
  /// The caveats the text's lines point to, said at the end.
  public private(set) var caveats = PortCaveats()
  /// Findings (warnings) written so far.
  public private(set) var findingCount = 0
  /// Notes written so far.
  public private(set) var noteCount = 0
  /// Files begun so far.
  public private(set) var fileCount = 0
  /// Files that could not be read, so far.
  public private(set) var problemCount = 0

  private var inFile = false
  private var files = ReportJSON.ListWriter(indent: 2)
  private var fileTail = ""
  private var findings = ReportJSON.ListWriter(indent: 6)
  private var results = ReportJSON.ListWriter(indent: 6)
  private var sarifTail = ""

  /// Findings (and notes) a piece of the text is made of at a time.
  static let renderedTogether = 64

  /// A report in `format`; `verbose` as `insets port --verbose` says.
  public init(format: PortFormat, verbose: Bool = false) {
    self.format = format
    self.verbose = verbose
  }

  /// The text before the first file.
  public mutating func start() -> String {
    switch format {
    case .text, .github: return ""
    case .json:
      let document = PortJSONReport.Document(findings: 0, notes: 0, unreadable: 0, files: [])
      return ReportJSON.frame(document, aroundEmptyList: "files", indent: 2)?.head ?? ""
    case .sarif:
      guard
        let frame = ReportJSON.frame(
          PortSARIFReport.log(results: []), aroundEmptyList: "results", indent: 6)
      else { return "" }
      sarifTail = frame.tail
      return frame.head
    }
  }

  /// The text of `part`, the next part of a file's report; its first part
  /// begins the file (call ``endFile()`` after its last).
  public mutating func write(_ part: PortFileReport) -> String {
    var out = ""
    write(part) { out += $0 }
    return out
  }

  /// Hands `output` the text of `part`, the next part of a file's report,
  /// a piece at a time (a JSON document's part of 4,096 findings with
  /// their sweeps is hundreds of megabytes: it is never held whole); its
  /// first part begins the file (call ``endFile()`` after its last).
  public mutating func write(_ part: PortFileReport, to output: (String) -> Void) {
    if !inFile { output(begin(part)) }
    findingCount += part.findings.count { $0.severity == .warning }
    noteCount += part.findings.count { $0.severity == .note }
    for piece in pieces(part) {
      var out = ""
      switch format {
      case .text:
        for line in PortTextReport.lines(of: piece, verbose: verbose, caveats: &caveats) {
          out += line + "\n"
        }
      case .github:
        for line in PortGitHubReport.lines(of: piece) { out += line + "\n" }
      case .json:
        out = findings.items(PortJSONReport.entries(of: piece))
      case .sarif:
        out = results.items(PortSARIFReport.results(of: piece))
      }
      output(out)
    }
  }

  /// The text that ends the file being written, after its last part.
  public mutating func endFile() -> String {
    guard inFile else { return "" }
    inFile = false
    guard format == .json else { return "" }
    return findings.close() + fileTail
  }

  /// The text after the last file: the caveats and `written` (the tables
  /// `--tables` wrote) then the summary line for text, the summary for
  /// GitHub, the totals for JSON, the rules for SARIF.
  public mutating func finish(written: [String] = []) -> String {
    var out = endFile()
    let summary = PortReport.summary(
      findings: findingCount, notes: noteCount, files: fileCount, unreadable: problemCount)
    switch format {
    case .text:
      if !verbose {
        for line in caveats.lines { out += line + "\n" }
      }
      for path in written { out += "\(path): table written\n" }
      out += summary + "\n"
    case .github:
      out += summary + "\n"
    case .json:
      let document = PortJSONReport.Document(
        findings: findingCount, notes: noteCount, unreadable: problemCount, files: [])
      out += files.close()
      out += ReportJSON.frame(document, aroundEmptyList: "files", indent: 2)?.tail ?? ""
    case .sarif:
      out += results.close() + sarifTail
    }
    return out
  }

  /// Begins the file of `part`: its error, if it has one, comes first.
  private mutating func begin(_ part: PortFileReport) -> String {
    inFile = true
    fileCount += 1
    if part.problem != nil { problemCount += 1 }
    var opening = part
    opening.findings = []
    switch format {
    case .text:
      return PortTextReport.lines(of: opening, verbose: verbose, caveats: &caveats).map {
        $0 + "\n"
      }.joined()
    case .github:
      return PortGitHubReport.lines(of: opening).map { $0 + "\n" }.joined()
    case .json:
      let file = PortJSONReport.File(
        file: part.file, language: part.language.rawValue,
        errors: PortJSONReport.errors(of: part), findings: [])
      guard let frame = ReportJSON.frame(file, aroundEmptyList: "findings", indent: 2) else {
        return ""
      }
      findings = ReportJSON.ListWriter(indent: 6)
      // The file's object stands four spaces in, as the second level of
      // the document; its tail ends without the render's newline.
      var tail = frame.tail
      if tail.hasSuffix("\n") { tail.removeLast() }
      fileTail = ReportJSON.indented(tail, by: 4, first: false)
      return files.item(rendered: ReportJSON.indented(frame.head, by: 4))
    case .sarif:
      return results.items(PortSARIFReport.results(of: opening))
    }
  }

  /// `part` in pieces of ``renderedTogether`` findings, without its
  /// problem (which ``begin(_:)`` writes).
  private func pieces(_ part: PortFileReport) -> [PortFileReport] {
    stride(from: 0, to: part.findings.count, by: Self.renderedTogether).map { start in
      var piece = part
      piece.problem = nil
      piece.findings = Array(
        part.findings[start..<min(start + Self.renderedTogether, part.findings.count)])
      return piece
    }
  }
}
