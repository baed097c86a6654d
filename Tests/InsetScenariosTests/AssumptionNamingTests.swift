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

  /// `table` with a column for each of `keys`, and its rows once with
  /// every new cell empty (the default), then once for each key with that
  /// key's cell set to its value in `values` and the others empty: every
  /// row under every switched assumption, read by one evaluator. (A table
  /// evaluated once an assumption, as this test did first, spent most of
  /// its time setting up an evaluator for each: about 20 s for the
  /// bundled tables in the debug-built engine.)
  static func switching(_ keys: [String], to values: [String], in table: MarkdownTable)
    -> MarkdownTable
  {
    var t = table
    t.header.cells += keys.map(cell)
    t.delimiter.cells += keys.map { _ in cell("---") }
    t.rows = []
    for k in -1..<keys.count {
      let added = keys.indices.map { cell($0 == k ? values[$0] : "") }
      t.rows += table.rows.map { row in
        var row = row
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
      // Eight assumptions a table: each row reads every column, so one
      // table of all of them spent its time reading empty cells.
      var switched: [[String?]?] = []
      for start in stride(from: 0, to: keys.count, by: 8) {
        let batch = start..<min(start + 8, keys.count)
        let all = Self.answers(
          Self.switching(Array(keys[batch]), to: Array(values[batch]), in: table), file: file)
        // The new columns left empty answer as the table does.
        if Array(all[0..<n]) != base { emptyIsNotDefault.append("\(file):\(table.header.line)") }
        switched += all[n...]
      }
      var explainer = TableEvaluator(table: table, file: file)
      for (k, key) in keys.enumerated() {
        for (index, row) in table.rows.enumerated() {
          guard let before = base[index], let after = switched[k * n + index], before != after
          else { continue }
          decided += 1
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
    }
    #expect(emptyIsNotDefault.isEmpty, "\(emptyIsNotDefault)")
    #expect(decided > 0)
    #expect(
      unnamed.isEmpty,
      "assumptions that decide an output without naming it (key: first row): \(unnamed.sorted { $0.key < $1.key })"
    )
  }
}
