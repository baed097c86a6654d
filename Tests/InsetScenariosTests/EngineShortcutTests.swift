import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

/// The engine's shortcuts must not change an answer: `run`'s outcome-only
/// evaluation reports what the full evaluation does, and the direct-mapped
/// parse cache never hands one text another's parse.
@Suite("Engine shortcuts")
struct EngineShortcutTests {
  /// Every row of the bundled scenarios and the bad-input corpus: the
  /// outcome-only evaluation gives the full evaluation's outcome, keeps no
  /// scene, and keeps only the outputs that differ or could not be checked.
  @Test func outcomeOnlyEvaluationMatchesTheFullOne() throws {
    var rows = 0
    var notPassed = 0
    for url in try Self.corpus() {
      let bytes = try [UInt8](Data(contentsOf: url))
      guard let document = try? MarkdownReader.read(bytes, file: url.path) else { continue }
      for table in document.tables where !table.isSkipped && !table.rows.isEmpty {
        var full = TableEvaluator(table: table, file: url.path)
        var lean = TableEvaluator(table: table, file: url.path)
        for row in table.rows {
          let a = full.evaluate(row, options: .check)
          let b = lean.evaluate(row, options: .outcome)
          #expect(a.outcome == b.outcome, "\(url.lastPathComponent):\(row.line)")
          #expect(b.scene == nil && b.resolution == nil && b.inputs.isEmpty)
          #expect(
            b.outputs.allSatisfy { $0.status != .match && $0.status != .notChecked },
            "\(url.lastPathComponent):\(row.line)")
          rows += 1
          if !a.outcome.isPassed { notPassed += 1 }
        }
      }
    }
    #expect(rows > 1_000)
    // The corpus makes sure the comparison covers failures and errors too.
    #expect(notPassed > 50)
  }

  /// Every file of the bundled scenarios and the bad-input corpus, run
  /// from its bytes (where a row is first read from its cells' byte ranges)
  /// and from its read document (where every row is evaluated in full):
  /// the same rows, outcomes, labels and errors, with passed rows kept and
  /// only counted, and the same failures kept for a report that draws them.
  @Test func runningFromBytesReportsWhatTheFullEvaluationDoes() throws {
    var rows = 0
    var notPassed = 0
    for url in try Self.corpus() {
      let bytes = try [UInt8](Data(contentsOf: url))
      guard let document = try? MarkdownReader.read(bytes, file: url.path) else { continue }
      for keepsPassedRows in [true, false] {
        let runner = ScenarioRunner(
          keepsFailures: !keepsPassedRows, keepsPassedRows: keepsPassedRows)
        let fast = runner.run(bytes: bytes, file: url.path)
        let full = runner.run(document: document, file: url.path)
        #expect(fast.rows == full.rows, "\(url.lastPathComponent)")
        #expect(fast.passed == full.passed && fast.failed == full.failed)
        #expect(fast.diagnostics == full.diagnostics, "\(url.lastPathComponent)")
        // A report that draws failures keeps the same rows' evaluations.
        #expect(fast.failures.map(\.line) == full.failures.map(\.line))
        #expect(fast.failures.map(\.outcome) == full.failures.map(\.outcome))
        if keepsPassedRows {
          rows += full.rows.count
          notPassed += full.rows.count { !$0.outcome.isPassed }
        }
      }
    }
    #expect(rows > 1_000)
    #expect(notPassed > 50)
  }

  /// A row evaluated as `run` evaluates a batch's row (from its line's
  /// bytes, keeping nothing of a row that passes) against the same row
  /// evaluated from the document, row by row, on every row of the corpus
  /// and on each passing row with one output cell changed (a number moved
  /// by 1, a number past the tolerance by 0.02, a word in place of the
  /// value): it passes exactly the rows the document's evaluation passes,
  /// and says the same of every other (its locations are those of its own
  /// line).
  @Test func aRowReadFromItsLineComesOutAsTheDocumentsRow() throws {
    var compared = 0
    var changed = 0
    for url in try Self.corpus() {
      let bytes = try [UInt8](Data(contentsOf: url))
      guard let document = try? MarkdownReader.read(bytes, file: url.path) else { continue }
      for table in document.tables where !table.isSkipped && !table.rows.isEmpty {
        var full = TableEvaluator(table: table, file: url.path)
        var lean = TableEvaluator(table: table, file: url.path)
        guard full.runs else { continue }
        for row in table.rows where !row.cells.contains(where: { $0.text.contains("|") }) {
          var variants = [row]
          let outputs = row.cells.indices.filter {
            $0 < full.keys.count && full.keys[$0].role == .output && !row.cells[$0].text.isEmpty
          }
          if let column = outputs.first {
            for change in [Self.movedByOne, Self.movedPastTolerance, { _ in "nonsense" }] {
              var variant = row
              if let text = change(row.cells[column].text), text != row.cells[column].text {
                variant.cells[column].text = text
                variants.append(variant)
              }
            }
          }
          for variant in variants {
            let expected = full.evaluate(variant, options: .check).outcome
            let (line, _) = Self.packed(variant)
            var cells: [Range<Int>] = []
            let evaluation = line.withUnsafeBufferPointer { bytes in
              lean.evaluate(
                line: 0..<bytes.count, of: bytes, index: row.line - 1, offset: 0, cells: &cells,
                options: .outcome)
            }
            let outcome = evaluation?.outcome ?? .passed
            #expect(
              outcome.isPassed == expected.isPassed,
              "\(url.lastPathComponent):\(row.line) \(cells.count)")
            #expect(
              Self.words(outcome) == Self.words(expected), "\(url.lastPathComponent):\(row.line)")
            compared += 1
            if variant != row { changed += 1 }
          }
        }
      }
    }
    #expect(compared > 2_000)
    #expect(changed > 1_000)
  }

  /// What an outcome says, without where: each message, each mismatch's
  /// key, expected and computed values.
  static func words(_ outcome: RowOutcome) -> [String] {
    switch outcome {
    case .passed: ["passed"]
    case .notRun: ["not run"]
    case .checkedNothing(let warning): ["checks nothing: " + warning.message]
    case .failed(let mismatches): mismatches.map { "\($0.key) \($0.expected) \($0.actual)" }
    case .error(let diagnostics): diagnostics.map(\.message)
    }
  }

  /// A body row split into byte ranges, as a batch splits it, has the cells
  /// of the same row read as a `MarkdownRow`: over random rows of pipes,
  /// backticks, spaces, tabs and a two-byte letter at every offset (a row
  /// with a backslash is never split so), and over every row of the corpus.
  @Test func rowsAsByteRangesHaveTheCellsOfTheRowsRead() throws {
    var g = SeededGenerator(seed: 2_026_112_302)
    let pieces = ["a", "bc", " ", "\t", "|", "`", "é", "12345678", "``"]
    var text = "| k |\n|---|\n"
    for _ in 0..<3_000 {
      var body = ""
      for _ in 0..<g.int(0...24) { body += g.pick(pieces) }
      if g.chance(10) { body += "\\|" }
      text += String(repeating: " ", count: g.int(0...3)) + "| k " + body + "\n"
    }
    var probe = CellProbe()
    _ = try MarkdownReader.read(Array(text.utf8), file: "t.md", into: &probe)
    #expect(probe.compared > 2_000)
    #expect(probe.differing.isEmpty, "\(probe.differing.prefix(3))")
    for url in try Self.corpus() {
      var probe = CellProbe()
      guard
        (try? MarkdownReader.read(Data(contentsOf: url).map { $0 }, file: "t", into: &probe)) != nil
      else { continue }
      #expect(probe.differing.isEmpty, "\(url.lastPathComponent): \(probe.differing.prefix(3))")
    }
  }

  /// Takes rows a batch at a time, splits each into its cells' byte ranges
  /// as the runner does, and compares them with the same row read as a
  /// `MarkdownRow` (a row with a backslash is not split so).
  struct CellProbe: TableSink {
    var compared = 0
    var differing: [String] = []

    static var takesRowBatches: Bool { true }

    mutating func begin(_ table: MarkdownTable) {}

    mutating func row(_ row: MarkdownRow) {}

    mutating func rows(
      _ batch: RowBatch, bytes: UnsafeBufferPointer<UInt8>, fallback: (Int) -> MarkdownRow
    ) {
      var cells: [Range<Int>] = []
      for k in 0..<batch.count {
        // A row with a backslash is read only as a `MarkdownRow`.
        guard batch.cells(k, in: bytes, into: &cells) else { continue }
        let texts = cells.map {
          String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
        }
        let row = fallback(k)
        compared += 1
        if batch.line(k) != row.line || texts != row.cells.map(\.text) {
          differing.append("line \(row.line): \(texts) vs \(row.cells.map(\.text))")
        }
      }
    }
  }

  /// The cache calls a kept parse without retaining it: two thousand
  /// texts stored in one column (each slot replaced many times over, its
  /// parse released), then each applied: a text still kept sets its own
  /// value, one replaced sets nothing, and a kept error says so.
  @Test func applyingAKeptParseSetsItsOwnValueOnly() {
    var cache = InputCache()
    cache.columns = 2
    func bytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
      var text = text
      return text.withUTF8(body)
    }
    let texts = (0..<2_000).map { "\($0)" }
    for (i, text) in texts.enumerated() {
      let parsed: Result<ParsedInput, NotationError> =
        i % 5 == 0
        ? .failure(NotationError(offset: i, message: text))
        : .success(ParsedInput { $0.screen.iOSVersion = CGFloat(i) })
      bytes(text) { cache.store(1, $0, parsed) }
    }
    var kept = 0
    for (i, text) in texts.enumerated() {
      var scene = LayoutScene()
      let before = scene.screen.iOSVersion
      switch bytes(text, { cache.apply(1, $0, to: &scene) }) {
      case true?:
        kept += 1
        #expect(i % 5 != 0 && scene.screen.iOSVersion == CGFloat(i), "\(text)")
      case false?:
        kept += 1
        #expect(i % 5 == 0 && scene.screen.iOSVersion == before, "\(text)")
      case nil:
        #expect(scene.screen.iOSVersion == before, "\(text)")
      }
      // Another column holds nothing.
      #expect(bytes(text, { cache.apply(0, $0, to: &scene) }) == nil)
    }
    #expect(kept > 0 && kept <= InputCache.slotsPerColumn)
  }

  /// The bundled scenarios and the bad-input corpus.
  static func corpus() throws -> [URL] {
    var files: [URL] = []
    for folder in ["Scenarios", "Tests/BadInputs"] {
      let url = packageRoot.appendingPathComponent(folder)
      files += try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".md") }.sorted().map { url.appendingPathComponent($0) }
    }
    return files
  }

  /// A row's cell texts laid end to end, with each one's range.
  static func packed(_ row: MarkdownRow) -> ([UInt8], [Range<Int>]) {
    var bytes: [UInt8] = [UInt8(ascii: "|")]
    var ranges: [Range<Int>] = []
    for cell in row.cells {
      let start = bytes.count
      bytes += Array(cell.text.utf8)
      ranges.append(start..<bytes.count)
      bytes.append(UInt8(ascii: "|"))
    }
    return (bytes, ranges)
  }

  /// The text with its first number one larger (nil without a number).
  static func movedByOne(_ text: String) -> String? { shifted(text, by: 1) }
  /// The text with its first number 0.02 larger: past the 0.01 tolerance.
  static func movedPastTolerance(_ text: String) -> String? { shifted(text, by: 0.02) }

  static func shifted(_ text: String, by amount: Double) -> String? {
    let characters = Array(text)
    guard let start = characters.firstIndex(where: { $0.isNumber }) else { return nil }
    var end = start
    while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
    guard let value = Double(String(characters[start..<end])) else { return nil }
    return String(characters[..<start]) + String(value + amount) + String(characters[end...])
  }

  /// Two thousand texts in one column, more than its slots: a lookup gives
  /// the text's own parse or nothing, and the last text stored is found.
  @Test func theParseCacheNeverMixesTexts() {
    var cache = InputCache()
    cache.columns = 3
    let texts = (0..<2_000).map { "{\($0), \($0 % 7), 0, 0}" }
    for (i, text) in texts.enumerated() {
      cache.store(1, text, .failure(NotationError(offset: i, message: text)))
      guard case .failure(let error)? = cache.parsed(1, text) else {
        Issue.record("`\(text)` was not found right after it was stored")
        continue
      }
      #expect(error.offset == i)
    }
    var found = 0
    for (i, text) in texts.enumerated() {
      guard let parsed = cache.parsed(1, text) else { continue }
      found += 1
      guard case .failure(let error) = parsed else { continue }
      #expect(error.offset == i && error.message == text)
      // The same text in another column is another cell.
      #expect(cache.parsed(0, text) == nil)
    }
    #expect(found > 0 && found <= InputCache.slotsPerColumn)
    // A column past the table's width is never stored nor found.
    cache.store(5, "x", .failure(NotationError(offset: 0, message: "x")))
    #expect(cache.parsed(5, "x") == nil)
  }

  /// The search for a row's first byte that is not ASCII (32 bytes a step,
  /// then 8, then the last word) finds what a byte-by-byte search finds,
  /// over rows of every length to 100 with none, one or two such bytes
  /// anywhere (a mutation that skipped a stride's tail, or read the last
  /// word as ASCII when it is not, fails here).
  @Test func firstNonASCIIMatchesAByteSearch() {
    var g = SeededGenerator(seed: 2_026_112_804)
    for length in 0...100 {
      for trial in 0..<12 {
        var bytes = (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &g) }
        if trial > 0, length > 0 {
          for _ in 0..<(trial % 3 == 0 ? 2 : 1) {
            bytes[Int.random(in: 0..<length, using: &g)] = UInt8.random(in: 0x80...0xFF, using: &g)
          }
        }
        let expected = bytes.firstIndex { $0 >= 0x80 } ?? bytes.count
        let found = bytes.withUnsafeBufferPointer(UTF8Check.firstNonASCII)
        #expect(found == expected, "length \(length), trial \(trial)")
      }
    }
  }
}
