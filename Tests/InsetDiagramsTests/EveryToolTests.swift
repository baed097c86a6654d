import Foundation
import InsetDiagrams
import InsetModel
import Testing

@testable import InsetScenarios

/// Every tool reads the one resolution: for every bundled row, what `run`
/// checks, what `explain` prints, what `record` writes into an empty cell and
/// what `draw` labels are the same value of each output.
@Suite("Every tool, one resolution")
struct EveryToolTests {
  @Test func everyToolSaysTheSameOfEachOutput() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let files = try ScenarioFiles.discover([root.appendingPathComponent("Scenarios").path])
    var compared = (explained: 0, recorded: 0, drawn: 0)
    for file in files.files {
      guard case .success(let bytes) = ScenarioFiles.read(file) else { continue }
      let document = try MarkdownReader.read(bytes, file: file)
      for table in document.tables where !table.isSkipped {
        var evaluator = TableEvaluator(table: table, file: file)
        guard evaluator.runs else { continue }
        let names = table.header.cells.map(\.text)
        for row in table.rows {
          let place = "\(file):\(row.line)"
          // run: the row passes, and each output's value in the notation.
          let run = evaluator.evaluate(row, options: .check)
          guard run.errors.isEmpty else { continue }
          for output in run.outputs {
            if case .mismatch = output.status { Issue.record("\(place): \(output.key.name) fails") }
          }
          let described = evaluator.evaluate(row, options: .record)
          let checked = Dictionary(
            described.outputs.compactMap { o in o.actual.map { (o.key.name, $0) } },
            uniquingKeysWith: { a, _ in a })

          // explain: the same values, and each printed at the head of its tree.
          let explained = evaluator.evaluate(row, options: .explain)
          let text = Explanation(place: place, evaluation: explained, headerErrors: []).render()
          for output in explained.outputs {
            guard let value = output.actual else { continue }
            #expect(checked[output.key.name] == value, "\(place): explain's \(output.key.name)")
            #expect(
              text.contains("\n\(output.key.name) = \(value)"),
              "\(place): explain prints no head for \(output.key.name)")
            compared.explained += 1
          }

          // record: the row with its output cells emptied is filled with the
          // values run checks.
          let outputColumns = names.indices.filter {
            names[$0].hasSuffix("?") && !row.cells[$0].text.isEmpty
          }
          guard !outputColumns.isEmpty else { continue }
          var cells = row.cells.map(\.text)
          for i in outputColumns { cells[i] = "" }
          let one = Self.table(names, cells)
          switch Recorder().record(bytes: Array(one.utf8), file: "t.md") {
          case .recorded(let written, _):
            let back = try MarkdownReader.read(written, file: "t.md").tables[0].rows[0]
            for i in outputColumns {
              let name = names[i]
              #expect(
                back.cells[i].text == checked[name],
                "\(place): record writes \(name) otherwise: \(one)")
              compared.recorded += 1
            }
          case .refused(let diagnostics):
            Issue.record("\(place): record refused: \(diagnostics.first?.description ?? "")")
          }

          // draw: every value the legend labels with an output's quantity is
          // that output's value.
          if let scene = explained.scene, let resolution = explained.resolution {
            let svg = Diagram(scene: scene, resolution: resolution, title: "t").svg()
            let legend = Self.legend(svg)
            for output in explained.outputs {
              guard let value = output.actual, let q = output.key.quantities.first,
                let labels = legend[q.rawValue], output.key.name == q.rawValue + "?"
              else { continue }
              #expect(
                labels.contains { $0.hasSuffix(" " + value) || $0.contains(" " + value + " ") },
                "\(place): draw labels \(q.rawValue) \(labels), run checks \(value)")
              compared.drawn += 1
            }
          }
        }
      }
    }
    #expect(compared.explained > 2_000)
    #expect(compared.recorded > 2_000)
    #expect(compared.drawn > 300)
  }

  /// A one-row table with these cells, pipes escaped.
  static func table(_ header: [String], _ cells: [String]) -> String {
    func line(_ items: [String]) -> String {
      "| " + items.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ")
        + " |\n"
    }
    return line(header) + "|" + String(repeating: "---|", count: header.count) + "\n"
      + line(cells)
  }

  /// The legend's texts, by the quantity each labels.
  static func legend(_ svg: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for part in svg.components(separatedBy: "data-quantity=\"").dropFirst() {
      guard let q = part.split(separator: "\"").first,
        let open = part.firstIndex(of: ">"), let close = part.firstIndex(of: "<"), open < close
      else { continue }
      let text = part[part.index(after: open)..<close]
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
      result[String(q), default: []].append(text)
    }
    return result
  }
}
