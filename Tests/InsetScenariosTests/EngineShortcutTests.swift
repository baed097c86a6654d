import Foundation
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
    var files: [URL] = []
    for folder in ["Scenarios", "Tests/BadInputs"] {
      let url = packageRoot.appendingPathComponent(folder)
      files += try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".md") }.sorted().map { url.appendingPathComponent($0) }
    }
    var rows = 0
    var notPassed = 0
    for url in files {
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
}
