import InsetReports

/// A file `insets port` could not read at all (binary, not UTF-8, over the
/// size it reads): the message at the line and column of the first bad
/// byte, the located message both tools' reports list
/// (`ReportJSON.Located` of InsetReports: `line`, 1-based; `column`, 1-based, counting
/// Unicode scalars; `message`).
///
///     PortProblem(line: 2, column: 5, message: "not UTF-8 text (byte 0xFF)")
public typealias PortProblem = ReportJSON.Located

/// What `insets port` found in one file.
public struct PortFileReport: Sendable, Hashable {
  /// The path as given or found (printed as is).
  public var file: String
  /// How it was read.
  public var language: SourceLanguage
  /// Findings and notes in source order.
  public var findings: [Finding]
  /// Why the file could not be read, if it could not.
  public var problem: PortProblem?
  /// The sweep of every assumption a finding makes.
  public var sweeps: [CodeAssumption: SweepResult]

  /// The report of `file`, read as `language`, with the findings in source
  /// order and the sweep of each of their assumptions.
  /// ``PortAnalyzer/analyze(file:bytes:language:)`` makes one; a file it could
  /// not read has a `problem` and no findings.
  public init(
    file: String, language: SourceLanguage, findings: [Finding], problem: PortProblem? = nil,
    sweeps: [CodeAssumption: SweepResult] = [:]
  ) {
    self.file = file
    self.language = language
    self.findings = findings
    self.problem = problem
    self.sweeps = sweeps
  }

  /// The findings that are warnings (not notes).
  public var warnings: [Finding] { findings.filter { $0.severity == .warning } }
  /// The notes.
  public var notes: [Finding] { findings.filter { $0.severity == .note } }

  /// A finding's whole message: what it is, where it is right and wrong, what
  /// to use instead.
  ///
  ///     "`64` in `contentInset.top` stands for the status bar and a navigation bar: right on
  ///      7 of 165 screens; short by 6–58 pt on 145 (…); read `adjustedContentInset.top`"
  public func message(_ finding: Finding) -> String {
    message(finding, sentence: finding.assumption.flatMap { sweeps[$0]?.sentence })
  }

  /// Every finding's message, in order: ``message(_:)`` for each (a
  /// sweep's sentence is written once, when the sweep is made).
  ///
  /// - Complexity: O(findings).
  public func messages() -> [String] {
    findings.map(message)
  }

  /// Every finding's message (or those of `subset`) in brief, in order:
  /// what it is, its verdict in
  /// counts, what to use instead; what the verdict leaves out (the screens
  /// not swept, the catalog's facts) goes to `caveats`, once, and the
  /// message points to it (`[1]`).
  ///
  ///     "`64` in `contentInset.top` stands for the status bar and a navigation bar: right on
  ///      7 of 165 screens, short on 133, over on 25, 1 not swept [1]; read
  ///      `adjustedContentInset.top`"
  ///
  /// - Complexity: O(findings + sweeps × screens).
  public func briefMessages(_ subset: [Finding]? = nil, caveats: inout PortCaveats) -> [String] {
    (subset ?? findings).map { finding in
      var text = finding.summary
      if let assumption = finding.assumption, let sweep = sweeps[assumption] {
        let verdict: String
        if let known = caveats.verdicts[assumption] {
          verdict = known
        } else {
          verdict = sweep.verdict(caveats: &caveats)
          caveats.verdicts[assumption] = verdict
        }
        text += ": " + verdict
      } else if let detail = finding.detail {
        text += ": not swept [\(caveats.number(detail))]"
      }
      return text + "; " + finding.replacement
    }
  }

  func message(_ finding: Finding, sentence: String?) -> String {
    var text = finding.summary
    if let sentence {
      text += ": " + sentence
    } else if let detail = finding.detail {
      text += ": " + detail
    }
    return text + "; " + finding.replacement
  }
}

/// Every file of one `insets port` run.
public struct PortReport: Sendable, Hashable {
  /// Every file read, in the order read.
  public var files: [PortFileReport]

  /// The run that read `files`, in that order.
  ///
  ///     PortReport(files: []).summary  // "port: 0 findings, 0 notes in 0 files"
  public init(files: [PortFileReport]) {
    self.files = files
  }

  /// Findings (warnings) in every file.
  public var findingCount: Int { files.reduce(0) { $0 + $1.warnings.count } }
  /// Notes in every file.
  public var noteCount: Int { files.reduce(0) { $0 + $1.notes.count } }
  /// Files that could not be read.
  public var problemCount: Int { files.count { $0.problem != nil } }
  /// Nothing found and every file read: exit status 0.
  public var isClean: Bool { findingCount == 0 && problemCount == 0 }

  /// `port: 12 findings, 1 note in 4 files`, always the last line.
  public var summary: String {
    Self.summary(
      findings: findingCount, notes: noteCount, files: files.count, unreadable: problemCount)
  }

  /// The summary line of a run with these totals (a run that reports each
  /// file as it reads it keeps the totals, not the files).
  ///
  ///     PortReport.summary(findings: 1, notes: 0, files: 2, unreadable: 0)
  ///     // "port: 1 finding, 0 notes in 2 files"
  public static func summary(findings: Int, notes: Int, files: Int, unreadable: Int) -> String {
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    var text =
      "port: \(plural(findings, "finding")), \(plural(notes, "note")) in " + plural(files, "file")
    if unreadable > 0 { text += ", \(unreadable) unreadable" }
    return text
  }
}

/// `insets port`'s analysis of one file: the lexer or XML scanner, the rules,
/// the sweep. Pure: the caller reads the bytes.
public enum PortAnalyzer {
  /// The largest file `insets port` reads, in bytes: 8 MiB.
  ///
  /// A file takes up to about 3 times its size while it is read, above
  /// the tool's constant of about 24 MB (measured with `/usr/bin/time -v`
  /// on the release tool: 40 MB for a 5.7 MB file of 100,000 device checks,
  /// every line two findings; 48 MB for an 8 MB one: its bytes and
  /// distinct texts, with a window of its tokens; its findings are
  /// reported as they are found, not held), so a larger file is refused
  /// with an error rather than left to exhaust the machine's memory. Source
  /// a person wrote is far below it (UIKit apps' largest view controllers
  /// are a few hundred kilobytes); a file over it is generated or minified.
  public static let maximumFileSize = 8 * 1_048_576

  /// The problem of a file of `size` bytes, over ``maximumFileSize``; nil
  /// for a file it reads.
  ///
  ///     PortAnalyzer.sizeProblem(52_428_800)?.message
  ///     // "50 MB, over the 8 MB insets port reads from one file: …"
  public static func sizeProblem(_ size: Int) -> PortProblem? {
    guard size > maximumFileSize else { return nil }
    let megabytes = (Double(size) / 1_048_576 * 10).rounded() / 10
    let shown =
      megabytes == megabytes.rounded() ? String(Int(megabytes)) : String(megabytes)
    return PortProblem(
      line: 1, column: 1,
      message: "\(shown) MB, over the \(maximumFileSize / 1_048_576) MB insets port reads from one "
        + "file: a generated or minified file? Leave it out, or split it")
  }

  /// Analyses `bytes`, the contents of `file`, as `language`.
  ///
  ///     let report = PortAnalyzer.analyze(
  ///       file: "Feed.swift", bytes: Array("view.frame.origin.y = 64".utf8), language: .swift)
  ///     report.warnings.first?.code  // "64"
  ///
  /// - Complexity: O(n) in the file, plus one sweep (about 170 model resolves)
  ///   per distinct assumption.
  public static func analyze(file: String, bytes: [UInt8], language: SourceLanguage)
    -> PortFileReport
  {
    var sweeps = SweepCache()
    return analyze(file: file, bytes: bytes, language: language, sweeps: &sweeps)
  }

  /// Analyses `bytes`, the contents of `file`, as `language`, taking each
  /// sweep from `sweeps` (and keeping there the ones it makes): the files of
  /// one run share their sweeps.
  ///
  /// - Complexity: O(n) in the file, plus one sweep (about 170 model
  ///   resolves) per assumption no file of the run asked for before.
  public static func analyze(
    file: String, bytes: [UInt8], language: SourceLanguage, sweeps cache: inout SweepCache
  ) -> PortFileReport {
    var whole = PortFileReport(file: file, language: language, findings: [])
    analyze(file: file, bytes: bytes, language: language, sweeps: &cache) { part in
      whole.problem = whole.problem ?? part.problem
      whole.findings += part.findings
      whole.sweeps.merge(part.sweeps) { kept, _ in kept }
    }
    return whole
  }

  /// Analyses `bytes`, the contents of `file`, as `language`, handing the
  /// report to `report` in parts while the file is read: each part holds
  /// the next findings in source order (about `partSize` of them) and the
  /// sweeps of their assumptions; the first holds the file's `problem`, if
  /// it has one. There is always at least one part, and the parts, joined,
  /// are the report ``analyze(file:bytes:language:sweeps:)`` returns. A
  /// file of 100,000 findings is reported without holding them all, nor
  /// all its tokens: the rules read it twice, a window of tokens at a
  /// time, from `bytes` (given up by the caller with `consume`, they are
  /// freed once the second reading ends).
  ///
  ///     var sweeps = SweepCache()
  ///     PortAnalyzer.analyze(file: "Feed.swift", bytes: bytes, language: .swift, sweeps: &sweeps)
  ///     { part in
  ///       for line in PortTextReport.lines(of: part, verbose: true, caveats: &caveats) { print(line) }
  ///     }
  ///
  /// - Complexity: O(n) in the file, plus one sweep per assumption no file
  ///   of the run asked for before; the findings held are one part's.
  public static func analyze(
    file: String, bytes: consuming [UInt8], language: SourceLanguage,
    sweeps cache: inout SweepCache, partSize: Int = 4_096, report: (PortFileReport) -> Void
  ) {
    if let problem = sizeProblem(bytes.count) {
      return report(PortFileReport(file: file, language: language, findings: [], problem: problem))
    }
    // Swift and Objective-C are read from the bytes themselves: the
    // decoded text is kept only for Interface Builder's XML.
    let text: String?
    switch decode(bytes) {
    case .success(let decoded): text = language == .interfaceBuilder ? decoded : nil
    case .failure(let problem):
      return report(PortFileReport(file: file, language: language, findings: [], problem: problem))
    }
    if cache.words.count > SweepCache.wordLimit { cache.words = WordMemo() }
    func hand(_ findings: [Finding], _ cache: inout SweepCache) {
      var sweeps: [CodeAssumption: SweepResult] = [:]
      for finding in findings {
        if let assumption = finding.assumption, sweeps[assumption] == nil {
          sweeps[assumption] = cache.result(for: assumption)
        }
      }
      report(PortFileReport(file: file, language: language, findings: findings, sweeps: sweeps))
    }
    if let text {
      hand(InterfaceBuilderRules.findings(in: text), &cache)
    } else {
      // The words are moved out of the cache while the rules read them, so
      // that the cache's sweeps can be asked for meanwhile.
      var words = WordMemo()
      swap(&words, &cache.words)
      // The bytes go to the rules, the last to read them: a caller that
      // gives them up has them freed once the rules have read the file.
      CodeRules.findings(
        in: consume bytes, language: language, words: &words, partSize: partSize
      ) {
        hand($0, &cache)
      }
      swap(&words, &cache.words)
    }
  }

  /// The text of `bytes`, or where it stops being text: a NUL byte (a binary
  /// file) or a byte that is not UTF-8.
  ///
  ///     PortAnalyzer.decode([0x61, 0xFF])  // .failure(1:2: not UTF-8 text (byte 0xFF))
  public static func decode(_ bytes: [UInt8]) -> Result<String, PortProblem> {
    // Text, the usual case, is checked by the standard library's validator
    // in one pass; only a file it refuses is walked byte by byte, to say
    // where it stops being text.
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), !bytes.contains(0),
      let text = String(validating: bytes, as: UTF8.self)
    {
      return .success(text)
    }
    var line = 1
    var column = 1
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < bytes.count {
      let b = bytes[i]
      if b == 0 {
        return .failure(
          PortProblem(line: line, column: column, message: "a binary file (a NUL byte), not source")
        )
      }
      let length: Int
      switch b {
      case 0x00..<0x80: length = 1
      case 0xC2..<0xE0: length = 2
      case 0xE0..<0xF0: length = 3
      case 0xF0..<0xF5: length = 4
      default: length = 0
      }
      var valid = length > 0 && i + length <= bytes.count
      if valid {
        for k in 1..<max(1, length) where bytes[i + k] & 0xC0 != 0x80 { valid = false }
      }
      if valid, length >= 3 {
        // Overlong forms and surrogates.
        let second = bytes[i + 1]
        if (b == 0xE0 && second < 0xA0) || (b == 0xED && second >= 0xA0)
          || (b == 0xF0 && second < 0x90) || (b == 0xF4 && second >= 0x90)
        {
          valid = false
        }
      }
      guard valid else {
        let hex = String(b, radix: 16, uppercase: true)
        return .failure(
          PortProblem(
            line: line, column: column,
            message: "not UTF-8 text (byte 0x\(hex.count == 1 ? "0" : "")\(hex))"))
      }
      if b == 0x0A || (b == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if b != 0x0D {
        column += 1
      }
      i += length
    }
    return .success(String(decoding: bytes, as: UTF8.self))
  }
}
