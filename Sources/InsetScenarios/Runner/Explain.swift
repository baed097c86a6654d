import Foundation
import InsetModel

/// The derivation of one scenario row, as `insets explain` prints it: the
/// inputs, then for each requested output a tree of the rules (with their
/// sources) it was derived from, marked where the expected value departs.
public struct Explanation: Sendable {
  /// One requested output.
  public struct Output: Sendable {
    public var key: String
    /// The computed value, or nil where the scene has none.
    public var actual: String?
    /// The value the table expects, when it gives one.
    public var expected: String?
    /// Whether `actual` matches `expected` (nil without an expectation).
    public var matches: Bool?
    /// The derivation steps the output reads.
    public var quantities: [String]
    /// The names of the numbers in the notation, for saying which differ.
    public var components: [String]
  }

  /// Where the row is, e.g. `Scenarios/bars.md:30`, or `command line`.
  public var place: String
  public var scenario: String?
  public var table: String?
  public var inputs: [(key: String, value: String)]
  public var steps: [DerivationStep]
  public var outputs: [Output]
  public var diagnostics: [Diagnostic]

  /// Whether every expected output matched and nothing was in error.
  public var isSuccess: Bool {
    diagnostics.isEmpty && outputs.allSatisfy { $0.matches != false }
  }

  /// The explanation as text: an indented tree per output.
  public func render() -> String {
    var lines: [String] = []
    var title = place
    if let scenario { title += ": " + scenario }
    if let table { title += "  (table \"\(table)\")" }
    lines.append(title)
    for diagnostic in diagnostics { lines.append(diagnostic.description) }
    if !inputs.isEmpty {
      lines.append("")
      lines.append("inputs")
      for input in inputs { lines.append("  \(input.key) = \(input.value)") }
    }
    let byQuantity = Dictionary(
      steps.map { ($0.quantity, $0) }, uniquingKeysWith: { _, last in last })
    if outputs.isEmpty {
      lines.append("")
      lines.append("derivation")
      for step in steps {
        lines.append("  \(step.quantity) = \(step.value)")
        lines.append("      \(step.rule)  [\(step.source)]")
      }
    }
    for output in outputs {
      lines.append("")
      var head = "\(output.key) = \(output.actual ?? "(none for this scene)")"
      switch output.matches {
      case true?: head += "   ✓ as expected"
      case false?:
        head += "   ✗ expected \(output.expected ?? "")"
        let differing = Self.differingComponents(
          output.actual ?? "", output.expected ?? "", names: output.components)
        if !differing.isEmpty { head += "; differs in " + differing.joined(separator: ", ") }
      case nil: break
      }
      lines.append(head)
      guard let root = output.quantities.first(where: { byQuantity[$0] != nil }) else {
        lines.append("└── read directly from the scene")
        continue
      }
      var shown: Set<String> = []
      appendTree(
        root, prefix: "", isLast: true, byQuantity: byQuantity, shown: &shown, into: &lines)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func appendTree(
    _ quantity: String, prefix: String, isLast: Bool, byQuantity: [String: DerivationStep],
    shown: inout Set<String>, into lines: inout [String]
  ) {
    guard let step = byQuantity[quantity] else { return }
    let branch = isLast ? "└── " : "├── "
    let continuation = prefix + (isLast ? "    " : "│   ")
    if shown.contains(quantity) {
      lines.append(prefix + branch + "\(quantity) = \(step.value)  (above)")
      return
    }
    shown.insert(quantity)
    lines.append(prefix + branch + "\(quantity) = \(step.value)")
    lines.append(continuation + "\(step.rule)  [\(step.source)]")
    let children = step.inputs.filter { byQuantity[$0] != nil }
    for (i, child) in children.enumerated() {
      appendTree(
        child, prefix: continuation, isLast: i == children.count - 1, byQuantity: byQuantity,
        shown: &shown, into: &lines)
    }
  }

  /// The names of the numbers that differ between two values in the
  /// notation, beyond the contract's tolerance.
  static func differingComponents(_ actual: String, _ expected: String, names: [String]) -> [String]
  {
    let a = numbers(in: actual)
    let e = numbers(in: expected)
    guard a.count == e.count, !a.isEmpty else { return [] }
    var result: [String] = []
    for i in a.indices where abs(a[i] - e[i]) > ScenarioTolerance.points {
      let name = i < names.count ? names[i] : "number \(i + 1)"
      result.append("\(name) (\(PointNotation.format(CGFloat(a[i]))) here)")
    }
    return result
  }

  static func numbers(in text: String) -> [Double] {
    if text == "zero" { return [0, 0, 0, 0] }
    var result: [Double] = []
    var current = ""
    for c in text + " " {
      if c.isNumber || c == "." || (c == "-" && current.isEmpty) {
        current.append(c)
      } else {
        if let v = Double(current) { result.append(v) }
        current = ""
      }
    }
    return result
  }

  /// The names of a notation's numbers.
  static func components(of notation: String) -> [String] {
    if notation.hasPrefix("directional") { return ["top", "leading", "bottom", "trailing"] }
    if notation.hasPrefix("insets") { return ["top", "left", "bottom", "right"] }
    if notation.hasPrefix("a rect") { return ["x", "y", "width", "height"] }
    if notation.hasPrefix("a size") { return ["width", "height"] }
    if notation.hasPrefix("a point") { return ["x", "y"] }
    return ["value"]
  }
}

/// Builds ``Explanation``s for a table row or an ad-hoc scene.
public enum Explainer {
  /// Why `explain` could not start: exit status 2.
  public struct UsageError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// Explains the table row at `line` of `file`.
  public static func explain(
    file: String, line: Int, runner: ScenarioRunner = ScenarioRunner()
  ) throws(UsageError) -> Explanation {
    let (header, row, table) = try locate(file: file, line: line)
    return explain(
      header: header, row: row, table: table, place: "\(file):\(line)", file: file,
      runner: runner)
  }

  /// The header, row and table heading at `line` of `file`.
  static func locate(file: String, line: Int) throws(UsageError) -> ([MarkdownCell], MarkdownRow, String?)
  {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw UsageError(message: "cannot read \(file)")
    }
    let document: MarkdownDocument
    do {
      document = try MarkdownReader.read([UInt8](data), file: file)
    } catch {
      throw UsageError(message: error.description)
    }
    for table in document.tables where !table.isSkipped {
      guard let row = table.rows.first(where: { $0.line == line }) else { continue }
      return (table.header.cells, row, table.heading)
    }
    throw UsageError(message: "no scenario table row at \(file):\(line)")
  }

  /// A row's scene, for drawing: the scene, a title, and a note for each
  /// output that differs from what the row expects.
  public struct SceneForRow: Sendable {
    public var scene: LayoutScene
    public var title: String
    public var notes: [String]
  }

  /// The scene of the table row at `line` of `file`.
  public static func scene(
    file: String, line: Int, runner: ScenarioRunner = ScenarioRunner()
  ) throws(UsageError) -> SceneForRow {
    let (header, row, table) = try locate(file: file, line: line)
    return try scene(
      header: header, row: row, place: "\(file):\(line)", table: table, file: file, runner: runner)
  }

  /// The scene of `key=value` arguments.
  public static func scene(
    assignments: [String], runner: ScenarioRunner = ScenarioRunner()
  ) throws(UsageError) -> SceneForRow {
    let (header, row) = try cells(assignments)
    return try scene(
      header: header, row: row, place: "command line", table: nil, file: "command line",
      runner: runner)
  }

  static func scene(
    header: [MarkdownCell], row: MarkdownRow, place: String, table: String?, file: String,
    runner: ScenarioRunner
  ) throws(UsageError) -> SceneForRow {
    let explanation = explain(
      header: header, row: row, table: table, place: place, file: file, runner: runner)
    if let problem = explanation.diagnostics.first {
      throw UsageError(message: problem.description)
    }
    var keys: [ScenarioKey] = []
    for cell in header { if let key = runner.vocabulary[cell.text] { keys.append(key) } }
    guard let scene = runner.prepare(row: row, keys: keys, file: file).scene else {
      throw UsageError(message: "the row at \(place) cannot be read")
    }
    let notes = explanation.outputs.compactMap { output -> String? in
      guard output.matches == false else { return nil }
      return "\(output.key) expected \(output.expected ?? ""), got \(output.actual ?? "none")"
    }
    var title = place
    if let label = explanation.scenario { title += ": " + label }
    return SceneForRow(scene: scene, title: title, notes: notes)
  }

  /// Explains an ad-hoc scene given as `key=value` arguments; an output is
  /// requested as `key?` or checked as `key?=expected`.
  public static func explain(
    assignments: [String], runner: ScenarioRunner = ScenarioRunner()
  ) throws(UsageError) -> Explanation {
    let (header, row) = try cells(assignments)
    return explain(
      header: header, row: row, table: nil, place: "command line", file: "command line",
      runner: runner)
  }

  /// `key=value` arguments as a one-row table.
  static func cells(_ assignments: [String]) throws(UsageError) -> ([MarkdownCell], MarkdownRow) {
    var header: [MarkdownCell] = []
    var cells: [MarkdownCell] = []
    for (i, assignment) in assignments.enumerated() {
      let key: Substring
      let value: Substring
      if let eq = assignment.firstIndex(of: "=") {
        key = assignment[..<eq]
        value = assignment[assignment.index(after: eq)...]
      } else if assignment.hasSuffix("?") {
        key = Substring(assignment)
        value = ""
      } else {
        throw UsageError(message: "expected key=value or an output key?, found `\(assignment)`")
      }
      let location = TextLocation(line: 1, column: i + 1)
      header.append(MarkdownCell(text: String(key), location: location, byteRange: 0..<0))
      cells.append(
        MarkdownCell(
          text: value.trimmingCharacters(in: .whitespaces), location: location, byteRange: 0..<0))
    }
    return (header, MarkdownRow(line: 1, cells: cells, endColumn: cells.count + 1))
  }

  static func explain(
    header: [MarkdownCell], row: MarkdownRow, table: String?, place: String, file: String,
    runner: ScenarioRunner
  ) -> Explanation {
    var explanation = Explanation(
      place: place, scenario: nil, table: table, inputs: [], steps: [], outputs: [],
      diagnostics: [])
    var keys: [ScenarioKey] = []
    for cell in header {
      guard let key = runner.vocabulary[cell.text] else {
        var message = "unknown key `\(cell.text)`"
        if let near = runner.vocabulary.suggestion(for: cell.text) {
          message += " (did you mean `\(near)`?)"
        }
        explanation.diagnostics.append(
          Diagnostic(file: file, location: cell.location, message: message))
        continue
      }
      keys.append(key)
    }
    guard explanation.diagnostics.isEmpty else { return explanation }
    let prepared = runner.prepare(row: row, keys: keys, file: file)
    explanation.scenario = prepared.label
    explanation.diagnostics = prepared.errors
    guard let scene = prepared.scene else { return explanation }
    for (key, cell) in zip(keys, row.cells) where key.role == .input && !cell.text.isEmpty {
      explanation.inputs.append((key.name, cell.text))
    }
    var tracer = RecordingTracer()
    let resolution = scene.resolve(tracer: &tracer)
    explanation.steps = tracer.steps
    for (key, cell) in zip(keys, row.cells) where key.role == .output {
      var output = Explanation.Output(
        key: key.name, actual: key.describe(scene, resolution), expected: nil, matches: nil,
        quantities: key.quantities, components: Explanation.components(of: key.notation))
      if !cell.text.isEmpty {
        do throws(OutputFailure) {
          switch try key.check(cell.text, scene, resolution) {
          case .match:
            output.expected = cell.text
            output.matches = true
          case .mismatch(let expected, _):
            output.expected = expected
            output.matches = false
          }
        } catch {
          explanation.diagnostics.append(
            runner.outputError(error, key: key, cell: cell, file: file))
        }
      }
      explanation.outputs.append(output)
    }
    return explanation
  }
}
