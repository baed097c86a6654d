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

  /// `table` with one more column, `name`, holding `value` in every row.
  static func adding(_ name: String, _ value: String, to table: MarkdownTable) -> MarkdownTable {
    func cell(_ text: String) -> MarkdownCell {
      MarkdownCell(text: text, location: TextLocation(line: 1, column: 1), byteRange: 0..<0)
    }
    var t = table
    t.header.cells.append(cell(name))
    t.delimiter.cells.append(cell("---"))
    for i in t.rows.indices { t.rows[i].cells.append(cell(value)) }
    return t
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

  @Test func everyAssumptionThatDecidesAnOutputIsNamedInItsDerivation() {
    #expect(Self.tables.count > 100)
    let assumptions = Vocabulary.standard.keys.filter { $0.section == .assumption }
    #expect(assumptions.count > 20)
    var generator = SeededGenerator(seed: 7)
    var unnamed: [String: String] = [:]
    var decided = 0
    for (file, table) in Self.tables {
      let names = Set(table.header.cells.map(\.text))
      let base = Self.answers(table, file: file)
      for key in assumptions where !names.contains(key.name) {
        let changed = Self.adding(key.name, key.sampleText(&generator), to: table)
        let switched = Self.answers(changed, file: file)
        for (index, row) in table.rows.enumerated() {
          guard let before = base[index], let after = switched[index], before != after else {
            continue
          }
          decided += 1
          var evaluator = TableEvaluator(table: table, file: file)
          let traced = evaluator.evaluate(row, options: .explain)
          let named = traced.steps.contains { step in
            step.facts.contains { fact in
              if case .assumption(let k) = fact.provenance { return k == key.name }
              return false
            }
          }
          if !named, unnamed[key.name] == nil {
            unnamed[key.name] = "\(file):\(row.line)"
          }
        }
      }
    }
    #expect(decided > 0)
    #expect(
      unnamed.isEmpty,
      "assumptions that decide an output without naming it (key: first row): \(unnamed.sorted { $0.key < $1.key })"
    )
  }
}
