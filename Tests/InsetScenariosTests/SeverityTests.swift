import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

/// A file with one warning (a skip marker with prose under it), one note (a
/// scenario-like table in a list item), one error (a misspelt key) and one
/// passing row.
private let mixed = """
  # Mixed
  <!-- insets:skip -->
  Prose under the marker.

  | scenario | contentInsets |
  |---|---|
  | broken | zero |

  - | scenario | contentInset | adjustedContentInset? |
    |---|---|---|
    | in a list | zero | zero |

  | scenario | contentInset | adjustedContentInset? |
  |---|---|---|
  | fine | zero | zero |
  """

private func mixedReport() -> RunReport {
  RunReport(files: [ScenarioRunner().run(bytes: Array(mixed.utf8), file: "m.md")])
}

/// Warnings and notes: printed among the other lines, counted nowhere,
/// carried by every report format.
@Suite("Diagnostic severities")
struct SeverityTests {
  @Test func descriptionsNameTheSeverity() {
    let at = InsetScenarios.TextLocation(line: 3, column: 4)
    #expect(
      Diagnostic(file: "f.md", location: at, message: "m").description == "f.md:3:4: error: m")
    #expect(
      Diagnostic(file: "f.md", location: at, message: "m", severity: .warning).description
        == "f.md:3:4: warning: m")
    #expect(
      Diagnostic(file: "f.md", location: at, message: "m", severity: .note).description
        == "f.md:3:4: note: m")
    #expect(Diagnostic(file: "f.md", location: at, message: "m").isError)
    #expect(!Diagnostic(file: "f.md", location: at, message: "m", severity: .note).isError)
  }

  @Test func theTextReportPrintsThemInFileOrderAndCountsThemNowhere() {
    let report = mixedReport()
    #expect(
      TextReport.lines(report) == [
        "m.md:2:1: warning: this `<!-- insets:skip -->` skips nothing: it applies only to a "
          + "table directly below it (blank lines aside)",
        "m.md:5:14: error: unknown key `contentInsets` (did you mean `contentInset`?)",
        "m.md:9:3: note: this table is inside a list item: it is documentation and does not run",
        "scenarios: 1 passed, 1 failed",
      ])
    #expect(report.files[0].warnings.map(\.severity) == [.warning, .note])
  }

  @Test func warningsAndNotesAloneLeaveARunSuccessful() {
    let text = "<!-- insets:skip -->\n\n# H\n\n- | a | b? |\n  |---|---|\n"
    let report = RunReport(files: [ScenarioRunner().run(bytes: Array(text.utf8), file: "w.md")])
    #expect(report.files[0].warnings.count == 2)
    #expect(report.failed == 0)
    #expect(report.isSuccess)
    #expect(TextReport.lines(report).last == "scenarios: 0 passed, 0 failed")
  }

  @Test func colouredLinesByKind() {
    let lines = TextReport.lines(mixedReport(), colored: true)
    #expect(lines.map { $0.prefix(5) } == ["\u{1B}[33m", "\u{1B}[31m", "\u{1B}[36m", "\u{1B}[31m"])
  }

  @Test func jsonHasASeparateWarningsArray() throws {
    let text = JSONReport.render(mixedReport())
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(object?["failed"] as? Int == 1)
    let file = (object?["files"] as? [[String: Any]])?.first
    let warnings = file?["warnings"] as? [[String: Any]]
    #expect(warnings?.map { $0["severity"] as? String } == ["warning", "note"])
    #expect(warnings?.map { $0["line"] as? Int } == [2, 9])
    #expect(warnings?.map { $0["column"] as? Int } == [1, 3])
    #expect((file?["errors"] as? [[String: Any]])?.count == 1)
  }

  @Test func gitHubAnnotationsForWarningsAndNotes() {
    let lines = GitHubReport.lines(mixedReport())
    #expect(lines.contains { $0.hasPrefix("::warning file=m.md,line=2,col=1::this `<!--") })
    #expect(lines.contains { $0.hasPrefix("::notice file=m.md,line=9,col=3::this table") })
    #expect(lines.contains { $0.hasPrefix("::error file=m.md,line=5,col=14::unknown key") })
    #expect(lines.last == "scenarios: 1 passed, 1 failed")
  }

  @Test func junitKeepsItsCountsAndAddsTheWarningsAsOutput() {
    let xml = JUnitReport.render(mixedReport())
    #expect(xml.contains("tests=\"2\" failures=\"0\" errors=\"1\""))
    #expect(xml.contains("<system-out>m.md:2:1: warning: this `&lt;!-- insets:skip --&gt;`"))
    #expect(xml.contains("m.md:9:3: note: this table is inside a list item"))
  }
}

/// The run's own notes (``RunReport/notes``: a link skipped) beside each
/// file's warnings and notes, in every report format; and the reader's
/// warnings and notes in recording and explaining.
@Suite("Warnings and notes of the run, recording and explaining")
struct RunNoteTests {
  /// `mixed` run, with a note about a link that did not run and one about
  /// the file that did.
  static func report() -> RunReport {
    let at = InsetScenarios.TextLocation(line: 1, column: 1)
    return RunReport(
      files: [ScenarioRunner().run(bytes: Array(mixed.utf8), file: "m.md")],
      notes: [
        Diagnostic(
          file: "d/out.md", location: at, message: "a link to /x/out.md, outside d: skipped",
          severity: .note),
        Diagnostic(file: "m.md", location: at, message: "about m", severity: .note),
      ])
  }

  @Test func textPrintsTheRunsNotesFirstInCyan() {
    let lines = TextReport.lines(Self.report())
    #expect(
      Array(lines.prefix(2)) == [
        "d/out.md:1:1: note: a link to /x/out.md, outside d: skipped", "m.md:1:1: note: about m",
      ])
    #expect(lines.count == 6)
    #expect(lines.last == "scenarios: 1 passed, 1 failed")
    let colored = TextReport.lines(Self.report(), colored: true)
    #expect(colored.prefix(2).allSatisfy { $0.hasPrefix("\u{1B}[36m") })
  }

  @Test func jsonListsTheRunsNotesWithTheirFiles() throws {
    let text = JSONReport.render(Self.report())
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let warnings = try #require(object?["warnings"] as? [[String: Any]])
    #expect(warnings.map { $0["file"] as? String } == ["d/out.md", "m.md"])
    #expect(warnings.map { $0["severity"] as? String } == ["note", "note"])
    #expect(warnings.first?["message"] as? String == "a link to /x/out.md, outside d: skipped")
    // A file's own warnings do not repeat the file.
    let file = (object?["files"] as? [[String: Any]])?.first
    #expect((file?["warnings"] as? [[String: Any]])?.allSatisfy { $0["file"] == nil } == true)
    // A run with none has an empty array.
    let empty = JSONReport.render(RunReport(files: []))
    #expect(empty.contains("\"warnings\" : [\n\n  ]"))
  }

  @Test func junitGivesALinkThatDidNotRunASuiteOfNoTests() {
    let xml = JUnitReport.render(Self.report())
    #expect(
      xml.contains(
        "  <testsuite name=\"d/out.md\" tests=\"0\" failures=\"0\" errors=\"0\">\n"
          + "    <system-out>d/out.md:1:1: note: a link to /x/out.md, outside d: skipped"
          + "</system-out>\n  </testsuite>\n"))
    // A note about a file that ran joins that file's output, first.
    #expect(xml.contains("<system-out>m.md:1:1: note: about m\nm.md:2:1: warning: "))
    #expect(xml.contains("<testsuites name=\"insets\" tests=\"2\" failures=\"0\" errors=\"1\">"))
  }

  @Test func gitHubAnnotatesTheRunsNotesFirst() {
    let lines = GitHubReport.lines(Self.report())
    #expect(
      lines.first
        == "::notice file=d/out.md,line=1,col=1::a link to /x/out.md, outside d: skipped")
    #expect(lines[1] == "::notice file=m.md,line=1,col=1::about m")
  }

  @Test func htmlListsEveryWarningAndNoteByItsSeverity() {
    let page = HTMLReport.render(Self.report())
    #expect(page.contains("<p class=\"note\"><code>d/out.md:1:1: note: a link to"))
    #expect(page.contains("<p class=\"warning\"><code>m.md:2:1: warning: this `&lt;!--"))
    #expect(page.contains("<p class=\"error\"><code>m.md:5:14: error: unknown key"))
    #expect(page.contains("<p class=\"note\"><code>m.md:9:3: note: this table is inside"))
    // In file order under the file's heading.
    let order = ["m.md:2:1:", "m.md:5:14:", "m.md:9:3:"].compactMap {
      page.range(of: $0)?.lowerBound
    }
    #expect(order.count == 3 && order == order.sorted())
  }

  @Test func recordingGivesTheReadersWarningsAndRefusesNothingForThem() throws {
    let text = """
      <!-- insets:skip -->
      Prose.

      - | scenario | contentInset | adjustedContentInset? |
        |---|---|---|
        | listed | zero | |

      | scenario | contentInset | adjustedContentInset? |
      |---|---|---|
      | top | zero | |
      """
    let recording = Recorder().recording(bytes: Array(text.utf8), file: "r.md")
    #expect(recording.warnings.map(\.severity) == [.warning, .note])
    guard case .recorded(let bytes, let cells) = recording.outcome else {
      Issue.record("refused: \(recording.outcome)")
      return
    }
    #expect(cells == 1)
    #expect(String(decoding: bytes, as: UTF8.self).contains("| listed | zero | |"))
    #expect(Recorder().record(bytes: Array(text.utf8), file: "r.md") == recording.outcome)
    // A file that cannot be read has none.
    #expect(Recorder().recording(bytes: [0xFF], file: "b.md").warnings.isEmpty)
  }

  @Test func anExplanationPrintsTheWarningsInFileOrder() throws {
    guard
      case .row(let explanation) = try Explainer.explain(
        bytes: Array(mixed.utf8), file: "m.md", line: 7)
    else {
      Issue.record("no row")
      return
    }
    #expect(explanation.warnings.map(\.location.line) == [2, 9])
    let lines = explanation.render().split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(4)) == [
        "m.md:7: broken  (table \"Mixed\")",
        "m.md:2:1: warning: this `<!-- insets:skip -->` skips nothing: it applies only to a "
          + "table directly below it (blank lines aside)",
        "m.md:5:14: error: unknown key `contentInsets` (did you mean `contentInset`?)",
        "m.md:9:3: note: this table is inside a list item: it is documentation and does not run",
      ])
    // A line in a table that does not run: the usage error carries the note.
    #expect {
      try Explainer.explain(bytes: Array(mixed.utf8), file: "m.md", line: 11)
    } throws: { error in
      guard let error = error as? Explainer.UsageError else { return false }
      return error.message.hasPrefix("no scenario table row at m.md:11")
        && error.warnings.map(\.location.line) == [2, 9]
    }
  }
}

/// Text from a table never reaches a terminal raw: ESC and every other C0
/// or C1 control character but the tab is escaped wherever user text is
/// quoted.
@Suite("Control characters")
struct ControlCharacterTests {
  @Test func quoteEscapesControls() {
    #expect(Quote.short("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
    #expect(Quote.short("\u{7}\u{7F}\u{9B}\u{85}") == "\\u{7}\\u{7F}\\u{9B}\\u{85}")
    #expect(Quote.short("tab\there") == "tab\there")
    #expect(Quote.short("é ü ✓") == "é ü ✓")
    // Shortened first, then escaped: the escape is never cut in half.
    let long = String(repeating: "\u{1B}", count: 100)
    #expect(Quote.short(long) == String(repeating: "\\u{1B}", count: 57) + "…")
  }

  static let hostile = ["\u{1B}[2J", "\u{1B}]0;title\u{7}", "\u{9B}31m", "\u{8}\u{8}", "\u{85}"]

  @Test(arguments: hostile)
  func noControlCharacterReachesAnyFormat(control: String) throws {
    // In a key, an input value, an output value, a device name, a modifier
    // chain, a heading, a scenario label and the file name.
    let text = """
      # Heading \(control)
      | scenario | content\(control)Inset |
      |---|---|
      | x | zero |

      | scenario | contentInset | safeAreaInsets? | device | modifiers | orientation |
      |---|---|---|---|---|---|
      | label \(control) | {1, \(control)2, 3, 4} | {1\(control)} | iPhone\(control) | .padding(\(control)) | \(control) |
      | label \(control) | zero | {9, 9, 9, 9} | | | |
      """
    let report = RunReport(files: [
      ScenarioRunner().run(bytes: Array(text.utf8), file: "a\(control).md")
    ])
    #expect(report.failed == 3)
    for line in TextReport.lines(report) + GitHubReport.lines(report) {
      #expect(!line.unicodeScalars.contains(where: Quote.isControl), "\(line)")
    }
    // The JSON document holds no raw control character (JSON escapes the
    // file name and labels it carries as data), and its messages are
    // escaped before JSON sees them.
    let json = JSONReport.render(report)
    #expect(!json.unicodeScalars.contains { $0 != "\n" && Quote.isControl($0) })
    #expect(json.contains("\\\\u{"))
    // Decoded, the labels are what the file says.
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let rows = (object?["files"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]]
    #expect(rows?.last?["scenario"] as? String == "label \(control)")
  }

  @Test func notationErrorsAndDiagnosticsEscapeTheirMessages() {
    #expect(NotationError(offset: 0, message: "x\u{1B}y").message == "x\\u{1B}y")
    let d = Diagnostic(
      file: "f\u{1B}.md", location: .init(line: 1, column: 1), message: "m\u{1B}")
    #expect(d.message == "m\\u{1B}")
    #expect(d.description == "f\\u{1B}.md:1:1: error: m\\u{1B}")
  }
}

/// Did-you-mean suggestions cost a bounded amount on any input.
@Suite("Suggestion bounds")
struct SuggestionBoundTests {
  @Test func theLongestComparableWord() {
    // A word of n scalars is at least n - longest edits from any candidate,
    // which must not pass n / 3 (and at least 1).
    #expect(EditDistance.longestComparable(0) == 1)
    #expect(EditDistance.longestComparable(3) == 4)
    #expect(EditDistance.longestComparable(12) == 18)
    for longest in 0...100 {
      let n = EditDistance.longestComparable(longest)
      #expect(n - longest <= EditDistance.allowed(n))
      #expect(n + 1 - longest > EditDistance.allowed(n + 1))
    }
  }

  @Test func aMegabyteWordIsTurnedDownBeforeAnyDistance() {
    let huge = "contentInset" + String(repeating: "x", count: 1 << 20)
    // The word is refused from its head alone…
    #expect(Suggestion.comparableWord(huge, longestCandidate: 12) == nil)
    // …so `closest` never reaches the distance.
    #expect(Suggestion.closest(to: huge, among: ["contentInset"]) == nil)
    // At the limit a word is still compared.
    let atLimit = "contentInset" + String(repeating: "x", count: 6)
    #expect(Suggestion.comparableWord(atLimit, longestCandidate: 12)?.count == 18)
    #expect(Suggestion.comparableWord(atLimit + "x", longestCandidate: 12) == nil)
    #expect(Suggestion.closest(to: "contentInsetxx", among: ["contentInset"]) == "contentInset")
    // Lowercasing that lengthens a word is counted.
    #expect(
      Suggestion.comparableWord(String(repeating: "İ", count: 10), longestCandidate: 12) == nil)
    #expect(Suggestion.comparableWord("", longestCandidate: 12) == nil)
  }

  @Test func theBandedDistanceAgreesWithTheFullOne() {
    // Every pair of words of up to four letters over a three-letter alphabet
    // (so every transposition shape), at every bound.
    var words: [[Unicode.Scalar]] = [[]]
    var last: [[Unicode.Scalar]] = [[]]
    for _ in 1...4 {
      last = last.flatMap { w in ["a", "b", "c"].map { w + [$0] } }
      words += last
    }
    var disagreements: [String] = []
    for a in words {
      for b in words {
        let full = fullDistance(a, b)
        for bound in 0...5
        where EditDistance.distance(a, b, atMost: bound) != (full <= bound ? full : nil) {
          disagreements.append("\(a) \(b) \(bound)")
        }
      }
    }
    #expect(words.count == 121)
    #expect(disagreements.isEmpty)
  }

  /// The oracle: the whole table, no band, no early exit.
  func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  @Test func theCharacterCountFilterKeepsEveryCloseCandidate() {
    // Anagram-like words (transpositions) and words beyond ASCII pass the
    // cheap filter and are compared.
    #expect(Suggestion.closest(to: "contnetInset", among: ["contentInset"]) == "contentInset")
    #expect(Suggestion.closest(to: "écranx", among: ["écran", "ecran"]) == "écran")
    #expect(Suggestion.closest(to: "ecran", among: ["zzzzz", "écran"]) == "écran")
    #expect(Suggestion.closest(to: "abcdef", among: ["ghijkl"]) == nil)
  }

  @Test func deviceSuggestionsCompareABoundedHead() {
    // Past a head as long as the longest name plus half of it, a name's
    // tail changes nothing: the catalog compares only that head.
    let head = "iPhone 14 Pro" + String(repeating: "x", count: 80)
    let huge = head + String(repeating: "y", count: 1 << 20)
    #expect(DeviceCatalog.closestNames(to: huge) == DeviceCatalog.closestNames(to: head))
    #expect(DeviceCatalog.closestNames(to: huge).count == 3)
    #expect(DeviceCatalog.closestNames(to: "iPhone 14 Prp").first == "iPhone 14 Pro")
  }

  @Test func aMegabyteDeviceNameIsAShortError() {
    let text = "| device |\n|---|\n| iPhone " + String(repeating: "9", count: 1 << 20) + " |\n"
    let lines = TextReport.lines(
      RunReport(files: [ScenarioRunner().run(bytes: Array(text.utf8), file: "d.md")]))
    #expect(lines.count == 2)
    // The million digits are a number written short in the message.
    #expect(lines[0].hasPrefix("d.md:3:3: error: `device`: unknown device `iPhone 1e1048576`"))
    #expect(lines[0].count < 300)
  }
}

/// The runner's set-up for a table costs its header's length.
@Suite("Header set-up")
struct HeaderSetUpTests {
  @Test func samePropertyBeforeFindsEarlierInputsOfTheProperty() throws {
    let vocabulary = Vocabulary.standard
    let names = [
      "layoutMargins", "scenario", "directionalLayoutMargins", "layoutMargins?",
      "directionalLayoutMargins?",
    ]
    let keys = try names.map { try #require(vocabulary[$0]) }
    let before = InputCache.samePropertyBefore(keys)
    #expect(before[0] == [])
    #expect(before[1] == [])
    #expect(before[2] == [0])
  }

  @Test func aHeaderOfFiftyThousandIndexedOutputs() {
    // Every column is looked at once: the set-up is a dictionary from each
    // property to the columns that set it, not a scan of the earlier columns.
    let n = 50_000
    let header = "| scenario | " + (0..<n).map { "itemFrame[\($0)]?" }.joined(separator: " | ")
    let text =
      header + " |\n|---|" + String(repeating: "---|", count: n) + "\n| x |"
      + String(repeating: " |", count: n) + "\n"
    let report = ScenarioRunner().run(bytes: Array(text.utf8), file: "wide.md")
    // Its cells are blank: the row runs, and checks nothing.
    #expect(report.passed == 0 && report.failed == 0 && report.checkedNothing == 1)
    let keys = (0..<n).compactMap { Vocabulary.standard["itemFrame[\($0)]?"] }
    #expect(InputCache.samePropertyBefore(keys).allSatisfy { $0.isEmpty })
  }
}
