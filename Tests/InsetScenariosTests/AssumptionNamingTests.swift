import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

/// Every output a named assumption decides names that assumption in its
/// derivation: where switching `assume…` changes what a bundled row answers,
/// `explain` of that row at the default cites the assumption's fact (whose
/// provenance names the key), not only the facts around it.
///
/// "Decides" is what the test switches: an optional assumption left unset
/// (`assumeCornerAdaptation`, `assumeHeaderTextLeadingInset`,
/// `assumeGlassHomeButtonSheetGap`) decides by letting the published rule
/// stand, so the step it would override names it too. Only the traced steps
/// count, never an output key's own `facts`: an output read from the scene
/// with no step of its own (as `headerTextLeadingInset?` was) gets one
/// recorded where the scene is resolved, so `explain` shows its rule and what
/// it rests on rather than a neighbouring step's. Accepting the key's static
/// facts would name the assumption on every row, decided or not, and the test
/// could not catch a step that stopped naming it.
@Suite("Assumptions named where they decide")
struct AssumptionNamingTests {
  /// The bundled tables, read once.
  static let tables: [(file: String, table: MarkdownTable)] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    guard
      let discovery = try? ScenarioFiles.discover([root.appendingPathComponent("Scenarios").path])
    else { return [] }
    var tables: [(String, MarkdownTable)] = []
    for file in discovery.files {
      guard let data = FileManager.default.contents(atPath: file),
        let document = try? MarkdownReader.read(Array(data), file: file)
      else { continue }
      tables += document.tables.filter { !$0.isSkipped }.map { (file, $0) }
    }
    return tables
  }()

  /// A cell of `text` (where it lies does not matter to an evaluation).
  static func cell(_ text: String) -> MarkdownCell {
    MarkdownCell(text: text, location: TextLocation(line: 1, column: 1), byteRange: 0..<0)
  }

  /// Each output's value, by column, of every row of `table` (`nil` for a row with errors).
  static func answers(_ table: MarkdownTable, file: String) -> [[String?]?] {
    var evaluator = TableEvaluator(table: table, file: file)
    guard evaluator.runs else { return table.rows.map { _ in nil } }
    return table.rows.map { row in
      let e = evaluator.evaluate(row, options: .record)
      return e.errors.isEmpty ? e.outputs.map(\.actual) : nil
    }
  }

  /// `table` with a column for each of `keys`, holding the rows at
  /// `rows` once for each of `settings`: a setting gives each new column
  /// its cell, an empty one leaving that assumption at its default. One
  /// evaluator reads them all.
  static func variants(
    of table: MarkdownTable, adding keys: [String], settings: [[String]], rows: [Int]
  ) -> MarkdownTable {
    var t = table
    t.header.cells += keys.map(cell)
    t.delimiter.cells += keys.map { _ in cell("---") }
    t.rows = []
    for setting in settings {
      let added = setting.map(cell)
      t.rows += rows.map { index in
        var row = table.rows[index]
        row.cells += added
        return row
      }
    }
    return t
  }

  @Test func everyAssumptionThatDecidesAnOutputIsNamedInItsDerivation() {
    #expect(Self.tables.count > 100)
    let assumptions = Vocabulary.standard.keys.filter { $0.section == .assumption }
    #expect(assumptions.count > 20)
    var generator = SeededGenerator(seed: 7)
    var unnamed: [String: String] = [:]
    var emptyIsNotDefault: [String] = []
    var decided = 0
    for (file, table) in Self.tables {
      let names = Set(table.header.cells.map(\.text))
      let keys = assumptions.map(\.name).filter { !names.contains($0) }
      let values = assumptions.filter { !names.contains($0.name) }.map {
        $0.sampleText(&generator)
      }
      let base = Self.answers(table, file: file)
      let n = table.rows.count
      let rows = Array(0..<n)
      var decides: [(key: String, row: Int)] = []
      // Eight assumptions at a time: each row once with their cells empty
      // (it must answer as the table does), once with all eight set. Only
      // a row the eight together move can have one of them decide it, so
      // only those rows are read again with each set alone. (A pair is
      // missed only where the eight together leave the row's printed
      // outputs as they were while one alone changes them: one undoing or
      // masking another's change, to the printed digit.)
      for start in stride(from: 0, to: keys.count, by: 8) {
        let batch = Array(keys[start..<min(start + 8, keys.count)])
        let set = Array(values[start..<min(start + 8, keys.count)])
        let unset = batch.map { _ in "" }
        let together = Self.answers(
          Self.variants(of: table, adding: batch, settings: [unset, set], rows: rows), file: file)
        if Array(together[0..<n]) != base {
          emptyIsNotDefault.append("\(file):\(table.header.line)")
        }
        let moved = rows.filter { base[$0] != nil && together[n + $0] != base[$0] }
        guard !moved.isEmpty else { continue }
        let alone = batch.indices.map { k in batch.indices.map { $0 == k ? set[$0] : "" } }
        let each = Self.answers(
          Self.variants(of: table, adding: batch, settings: alone, rows: moved), file: file)
        for (k, key) in batch.enumerated() {
          for (j, index) in moved.enumerated() {
            guard let after = each[k * moved.count + j], after != base[index] else { continue }
            decides.append((key, index))
          }
        }
      }
      var explainer = TableEvaluator(table: table, file: file)
      for (key, index) in decides {
        decided += 1
        let row = table.rows[index]
        let traced = explainer.evaluate(row, options: .explain)
        let named = traced.steps.contains { step in
          step.facts.contains { fact in
            if case .assumption(let name) = fact.provenance { return name == key }
            return false
          }
        }
        if !named, unnamed[key] == nil {
          unnamed[key] = "\(file):\(row.line)"
        }
      }
    }
    #expect(emptyIsNotDefault.isEmpty, "\(emptyIsNotDefault)")
    #expect(decided > 0)
    #expect(
      unnamed.isEmpty,
      "assumptions that decide an output without naming it (key: first row): \(unnamed.sorted { $0.key < $1.key })"
    )
  }
}
