import Foundation
import InsetModel

/// The derivation of one scenario row, as `insets explain` prints it: the
/// inputs, then for each output a tree of the rules it was derived from,
/// each with the facts it rests on and their provenance, marked where the
/// expected value departs; then every source cited, with its URL.
public struct Explanation: Sendable {
  /// Where the row is, e.g. `Scenarios/bars.md:30`, or `command line`.
  public var place: String
  /// The evaluated row, traced.
  public var evaluation: RowEvaluation
  /// The table's header errors, when the row's table does not run.
  public var headerErrors: [Diagnostic]
  /// The reader's warnings and notes about the row's file, in file order
  /// (``MarkdownDocument/diagnostics``); they fail nothing.
  public var warnings: [Diagnostic] = []

  /// Every error: the table's, then the row's.
  public var diagnostics: [Diagnostic] { headerErrors + evaluation.errors }

  /// Whether every expected output matched and nothing was in error, as
  /// `insets run` would count the row.
  /// A row with no output asked of it (explained step by step) is one.
  public var isSuccess: Bool { diagnostics.isEmpty && !evaluation.outcome.isFailed }

  /// The explanation as text: an indented tree per output, then the sources.
  public func render() -> String {
    var lines: [String] = []
    var title = place
    if let label = evaluation.label { title += ": " + Quote.short(label) }
    if let table = evaluation.table { title += "  (table \"\(Quote.short(table))\")" }
    lines.append(title)
    for diagnostic in Diagnostic.inFileOrder(diagnostics + warnings) {
      lines.append(diagnostic.description)
    }
    // A row with an error stops there, as `insets draw` does: what the
    // model makes of the rest of the row (the cell in error left out) is no
    // answer to the row as written.
    guard diagnostics.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    let versionTaken = Self.versionTaken(evaluation.scene)
    if !evaluation.inputs.isEmpty || versionTaken != nil {
      lines.append("")
      lines.append("inputs")
      for input in evaluation.inputs {
        lines.append("  \(input.key.name) = \(Quote.short(input.cell.text))")
      }
      if let versionTaken { lines.append("  " + versionTaken) }
    }
    let steps = evaluation.steps
    // Steps are keyed by quantity and hierarchy node. The chain the scene
    // was resolved along: its own, or the one its one-level keys describe;
    // steps are stamped with its nodes.
    let byQuantity = StepIndex(steps)
    let hierarchy = evaluation.scene.flatMap { $0.hierarchy ?? $0.oneLevelHierarchy }
    var cited: [Citation] = []
    // Each step is shown in full once in the whole explanation; where an
    // output's tree reaches it again, it is named with `(above)`. The text
    // grows with the steps and the outputs, not with their product: a row of
    // 50,000 item frames, which all rest on one line count, prints that count's
    // derivation once.
    var shown: Set<StepKey> = []
    let outputs = evaluation.outputs
    if outputs.isEmpty, evaluation.resolution != nil {
      lines.append("")
      lines.append("derivation")
      for step in steps {
        lines.append("  \(Self.name(step.quantity, step.node, hierarchy)) = \(step.value)")
        lines.append("      \(step.rule)")
        lines.append("      " + Self.basis(step, citing: &cited))
      }
    }
    for output in outputs {
      lines.append("")
      var head = "\(output.key.name) = \(output.actual ?? "(none for this scene)")"
      switch output.status {
      case .match: head += "   ✓ as expected"
      case .mismatch(let expected, let differing):
        head += "   ✗ expected \(Quote.short(expected))"
        if !differing.isEmpty { head += "; differs in " + differing.joined(separator: ", ") }
      case .notChecked, .error: break
      }
      lines.append(head)
      guard let root = evaluation.root(of: output, in: byQuantity) else {
        lines.append("└── read directly from the scene")
        continue
      }
      appendTree(
        root, byQuantity: byQuantity, hierarchy: hierarchy, shown: &shown, cited: &cited,
        into: &lines)
    }
    // A value near `Double`'s limit is written short in every line (its
    // 309 digits said nothing a power of ten does not).
    lines = lines.map(Quote.shortNumbers)
    if !cited.isEmpty {
      lines.append("")
      lines.append("sources")
      var seen: Set<Source> = []
      for citation in cited where seen.insert(citation.source).inserted {
        let entry = citation.source.entry
        lines.append(
          "  [\(citation.source.rawValue)] \(entry.title), \(entry.author): \(entry.url)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The OS version a scene that sets none runs, and why: `iOSVersion = 16
  /// (not set: the newest iOS iPhone X runs)`; nil when the row sets one.
  static func versionTaken(_ scene: LayoutScene?) -> String? {
    guard let screen = scene?.screen, screen.pinnedIOSVersion == nil else { return nil }
    let version = screen.iOSVersion.formattedVersion
    guard let device = screen.device else {
      return "iOSVersion = \(version) (not set: the newest the model covers)"
    }
    return "iOSVersion = \(version) (not set: the newest \(device.name) runs)"
  }

  /// `[fact: provenance; tags]` for each fact a step rests on, or `[given]`.
  static func basis(_ step: DerivationStep, citing cited: inout [Citation]) -> String {
    guard !step.isPinned else { return "[given by the scene]" }
    return step.facts.map { fact in
      cited += fact.citations
      let tags = fact.citations.map(\.description).joined(separator: ", ")
      return "[\(fact.id): \(fact.provenance.shortDescription); \(tags)]"
    }.joined(separator: " ")
  }

  /// The quantities a one-level output reads at the scene's root view
  /// controller rather than at the view under test.
  static let rootViewControllerQuantities: Set<Quantity> = [
    .rootSafeAreaInsets, .rootLayoutMargins, .rootFrame, .topLayoutGuide, .bottomLayoutGuide,
    .systemMinimumLayoutMargins, .navigationBarFrame, .tabBarFrame, .toolbarFrame,
  ]

  /// A step's key: its quantity at its hierarchy node.
  struct StepKey: Hashable {
    var quantity: Quantity
    var node: Int?
  }

  /// The steps of an evaluation by quantity and node, with, for each
  /// quantity, the nodes that recorded it in order.
  struct StepIndex {
    var steps: [StepKey: DerivationStep] = [:]
    var nodes: [Quantity: [Int]] = [:]

    init(_ all: [DerivationStep]) {
      for step in all {
        let key = StepKey(quantity: step.quantity, node: step.node)
        if steps.updateValue(step, forKey: key) == nil, let node = step.node {
          nodes[step.quantity, default: []].append(node)
        }
      }
      for q in nodes.keys { nodes[q]?.sort() }
    }

    subscript(key: StepKey) -> DerivationStep? { steps[key] }

    /// The step of `quantity` at `node`, else at the nearest node before it
    /// that recorded one, else the scene's own.
    ///
    /// - Complexity: O(log n) in the nodes that recorded the quantity.
    func lookup(_ quantity: Quantity, at node: Int?) -> StepKey? {
      if let node, let recorded = nodes[quantity] {
        // The last recorded node at or before `node`.
        var low = 0
        var high = recorded.count
        while low < high {
          let mid = (low + high) / 2
          if recorded[mid] <= node { low = mid + 1 } else { high = mid }
        }
        if low > 0 { return StepKey(quantity: quantity, node: recorded[low - 1]) }
      }
      let key = StepKey(quantity: quantity, node: nil)
      return steps[key] != nil ? key : nil
    }

    /// The steps `step` (at `key`) was derived from, each once, in the
    /// order the tree shows them: its inputs at its own node, then its
    /// inputs at the parent node.
    func children(of key: StepKey, _ step: DerivationStep) -> [StepKey] {
      let parent = key.node.flatMap { $0 > 0 ? $0 - 1 : nil }
      var children: [StepKey] = []
      for q in step.inputs {
        if let k = lookup(q, at: key.node), k != key, !children.contains(k) {
          children.append(k)
        }
      }
      if key.node != nil {
        for q in step.parentInputs {
          if let k = lookup(q, at: parent), !children.contains(k) {
            children.append(k)
          }
        }
      }
      return children
    }
  }

  /// `safeAreaInsets`, or for a node `safeAreaInsets [2 UINavigationController]`.
  static func name(_ quantity: Quantity, _ node: Int?, _ hierarchy: Hierarchy?) -> String {
    guard let node else { return quantity.rawValue }
    var label = "\(node)"
    if let h = hierarchy, h.nodes.indices.contains(node) {
      label += " " + h.nodes[node].kind.rawValue
      if let name = h.nodes[node].name { label += " \"\(Quote.short(name))\"" }
    }
    return "\(quantity.rawValue) [\(label)]"
  }

  /// How many levels a tree indents before it stops: deeper steps are
  /// written at this depth, marked with their own (`┊17 `), so that a line
  /// stays short however deep a chain is and the output grows with the
  /// number of steps, not with its square.
  static let deepestIndent = 12

  /// Appends the tree of steps below `root`, each step once (a step shown
  /// before, in this tree or an earlier output's, is named with `(above)`). Iterative: a chain thousands of nodes
  /// deep uses no stack to speak of.
  ///
  /// - Complexity: O(s) in the steps shown, each line at most
  ///   ``deepestIndent`` levels wide.
  private func appendTree(
    _ root: StepKey, byQuantity: StepIndex, hierarchy: Hierarchy?,
    shown: inout Set<StepKey>, cited: inout [Citation], into lines: inout [String]
  ) {
    // Each entry: the step, its depth, whether it is its parent's last
    // child, and the parent's drawn prefix.
    var stack: [(key: StepKey, depth: Int, isLast: Bool, prefix: String)] = [(root, 0, true, "")]
    while let (key, depth, isLast, prefix) = stack.popLast() {
      guard let step = byQuantity[key] else { continue }
      let branch = isLast ? "└── " : "├── "
      let deep = depth > Self.deepestIndent
      let lead = deep ? prefix + "┊\(depth) " : prefix + branch
      let continuation =
        deep
        ? prefix + String(repeating: " ", count: "┊\(depth) ".count)
        : prefix
          + (isLast ? "    " : "│   ")
      let name = Self.name(key.quantity, key.node, hierarchy)
      if shown.contains(key) {
        lines.append(lead + "\(name) = \(step.value)  (above)")
        continue
      }
      shown.insert(key)
      lines.append(lead + "\(name) = \(step.value)")
      lines.append(continuation + step.rule)
      lines.append(continuation + Self.basis(step, citing: &cited))
      let children = byQuantity.children(of: key, step)
      // Past the deepest indent, children are written at the parent's
      // prefix: the line's width stops growing.
      let childPrefix = depth >= Self.deepestIndent ? prefix : continuation
      for (i, child) in children.enumerated().reversed() {
        stack.append((child, depth + 1, i == children.count - 1, childPrefix))
      }
    }
  }
}

extension RowEvaluation {
  /// The facts the derivation of each output rests on, in the order of
  /// ``outputs``: for each, every fact once, in the order `explain` prints
  /// the output's tree (the facts of the step that gives the output, then
  /// of each step it was derived from). Empty for an output read directly
  /// from the scene or pinned by it, and for every output of an evaluation
  /// that was not traced (``EvaluationOptions/trace``).
  ///
  ///     let facts = evaluation.outputFacts()
  ///     facts[0].map(\.provenance.kind).max()  // the first output's weakest class
  ///
  /// - Complexity: O(s) in the steps, plus the steps below each output.
  public func outputFacts() -> [[Fact]] {
    let byQuantity = Explanation.StepIndex(steps)
    return outputs.map { output in
      guard let root = root(of: output, in: byQuantity) else { return [] }
      var facts: [Fact] = []
      var seenFacts: Set<String> = []
      var shown: Set<Explanation.StepKey> = [root]
      var stack = [root]
      while let key = stack.popLast() {
        guard let step = byQuantity[key] else { continue }
        if !step.isPinned {
          for fact in step.facts where seenFacts.insert(fact.id).inserted { facts.append(fact) }
        }
        for child in byQuantity.children(of: key, step).reversed()
        where shown.insert(child).inserted {
          stack.append(child)
        }
      }
      return facts
    }
  }

  /// The step that gives `output`: its quantity at the node the output
  /// reads (a child view controller's root view, the root view
  /// controller, or the view under test, the chain's last node).
  func root(of output: OutputEvaluation, in byQuantity: Explanation.StepIndex)
    -> Explanation.StepKey?
  {
    var quantities = output.key.quantities
    var node = scene.flatMap { scene in output.key.node?(scene) }
    if node == nil, let layout = resolution?.hierarchyLayout, !layout.nodes.isEmpty {
      if quantities.contains(.childSafeAreaInsets), let child = layout.childViewController {
        // The child's root view is a view controller node of the chain.
        quantities = [.rootSafeAreaInsets]
        node = child
      } else if quantities.contains(where: Explanation.rootViewControllerQuantities.contains) {
        node = layout.rootViewController
      } else {
        node = layout.nodes.count - 1
      }
    }
    return quantities.lazy.compactMap { byQuantity.lookup($0, at: node) }.first
  }
}

/// Finds a row in a file's text, or builds one from `key=value` arguments,
/// and evaluates it traced. Pure: the caller reads the file.
public enum Explainer {
  /// Why `explain` or `draw` could not start: exit status 2.
  public struct UsageError: Error, Sendable, CustomStringConvertible {
    /// What is wrong with the command's arguments, as the tool prints it.
    public var message: String
    /// The reader's warnings and notes about the file, which may say why a
    /// line is no row (a table in a list item does not run).
    public var warnings: [Diagnostic] = []
    public var description: String { message }
  }

  /// What finding a row in a file gave.
  public enum Found: Sendable {
    /// The row's table runs or has header errors; either way it is explained.
    case row(Explanation)
    /// The file itself is in error (not UTF-8, a NUL byte): reported as `run`
    /// reports it.
    case fileError(Diagnostic)
  }

  /// Explains the table row at `line` of a file whose contents are `bytes`.
  /// Only the table that holds the row is evaluated.
  ///
  /// - Throws: ``UsageError`` when no scenario table row is at that line,
  ///   with the reader's warnings and notes about the file.
  public static func explain(
    bytes: [UInt8], file: String, line: Int, vocabulary: Vocabulary = .standard
  ) throws(UsageError) -> Found {
    try explain(bytes: bytes, file: file, line: line, outputs: [], vocabulary: vocabulary)
  }

  /// Explains only the `outputs` named (`adjustedContentInset?`) of the
  /// table row at `line`: each with the steps it depends on, not every
  /// step. An output the row has no column for is computed as if it had an
  /// empty one. No outputs named: every output of the row, as
  /// ``explain(bytes:file:line:vocabulary:)``. Not `traced`, the row is
  /// evaluated without recording its steps (what `insets draw` needs: the
  /// scene and its values, in time linear in a deep chain).
  ///
  ///     try Explainer.explain(bytes: bytes, file: "t.md", line: 9, outputs: ["contentOffset?"])
  ///
  /// - Throws: ``UsageError`` when no scenario table row is at that line, or
  ///   a name is no output (with the closest one).
  public static func explain(
    bytes: [UInt8], file: String, line: Int, outputs: [String], vocabulary: Vocabulary = .standard,
    traced: Bool = true
  ) throws(UsageError) -> Found {
    for name in outputs {
      guard let key = vocabulary[name], key.role == .output else {
        var message = "`\(Quote.short(name))` is no output key"
        if let close = vocabulary.suggestion(for: name.hasSuffix("?") ? name : name + "?"),
          close.hasSuffix("?")
        {
          message += " (did you mean `\(close)`?)"
        }
        throw UsageError(message: message)
      }
    }
    // The file is read through, but only the table that holds the row is
    // kept: its header and that row.
    var sink = RowFinder(line: line)
    let warnings: [Diagnostic]
    do {
      warnings = try MarkdownReader.read(bytes, file: file, into: &sink)
    } catch {
      return .fileError(error)
    }
    if var table = sink.found, var row = table.rows.first {
      // An output asked for that the row has no column for: an empty one.
      for name in outputs where !table.header.cells.contains(where: { $0.text == name }) {
        let location = TextLocation(line: row.line, column: row.endColumn)
        table.header.cells.append(MarkdownCell(text: name, location: location, byteRange: 0..<0))
        table.delimiter.cells.append(
          MarkdownCell(text: "---", location: location, byteRange: 0..<0))
        row.cells.append(MarkdownCell(text: "", location: location, byteRange: 0..<0))
      }
      table.rows = [row]
      var evaluator = TableEvaluator(table: table, file: file, vocabulary: vocabulary)
      var evaluation = evaluator.evaluate(
        row, options: traced ? .explain : EvaluationOptions(describeAll: true))
      if !outputs.isEmpty {
        evaluation.outputs = outputs.compactMap { name in
          evaluation.outputs.first { $0.key.name == name }
        }
      }
      return .row(
        Explanation(
          place: "\(file):\(line)", evaluation: evaluation, headerErrors: evaluator.headerErrors,
          warnings: warnings))
    }
    throw UsageError(
      message: "no scenario table row at \(file):\(line)"
        + (sink.nearest.map { " (the nearest row is at line \($0))" }
          ?? " (the file has no runnable table)"),
      warnings: warnings)
  }

  /// Keeps the run table row at one line (with its table's head), and the
  /// line of the nearest row otherwise.
  struct RowFinder: TableSink {
    let line: Int
    /// The row's table, holding that row alone.
    var found: MarkdownTable?
    /// The line of the run row nearest `line` (the first of two as near).
    var nearest: Int?
    var current: MarkdownTable?

    init(line: Int) { self.line = line }

    mutating func begin(_ table: MarkdownTable) {
      current = table.isSkipped ? nil : table
    }

    mutating func row(_ row: MarkdownRow) {
      guard found == nil, var table = current else { return }
      if row.line == line {
        table.rows = [row]
        found = table
      } else if nearest.map({ abs(row.line - line) < abs($0 - line) }) ?? true {
        nearest = row.line
      }
    }
  }

  /// Explains an ad-hoc scene given as `key=value` arguments; an output is
  /// requested as `key?` or checked as `key?=expected`.
  ///
  /// - Throws: ``UsageError`` for an argument that is neither.
  public static func explain(assignments: [String], vocabulary: Vocabulary = .standard)
    throws(UsageError) -> Explanation
  {
    try explain(assignments: assignments, vocabulary: vocabulary, traced: true)
  }

  /// ``explain(assignments:vocabulary:)``; not `traced`, without recording
  /// the steps (what `insets draw` needs).
  ///
  /// - Throws: ``UsageError`` for an argument that is neither.
  public static func explain(
    assignments: [String], vocabulary: Vocabulary = .standard, traced: Bool
  ) throws(UsageError) -> Explanation {
    let table = try table(assignments)
    var evaluator = TableEvaluator(table: table, file: "command line", vocabulary: vocabulary)
    let options = traced ? EvaluationOptions.explain : EvaluationOptions(describeAll: true)
    let evaluation =
      table.rows.first.map { evaluator.evaluate($0, options: options) }
      ?? RowEvaluation(
        file: "command line", line: 1, table: nil, label: nil, scene: nil, resolution: nil,
        steps: [], inputs: [], outputs: [], errors: [])
    return Explanation(
      place: "command line", evaluation: evaluation, headerErrors: evaluator.headerErrors)
  }

  /// `key=value` arguments as a one-row table.
  static func table(_ assignments: [String]) throws(UsageError) -> MarkdownTable {
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
        throw UsageError(
          message:
            "expected FILE:LINE, KEY=VALUE or an output KEY?, found `\(Quote.short(assignment))`")
      }
      let location = TextLocation(line: 1, column: i + 1)
      header.append(MarkdownCell(text: String(key), location: location, byteRange: 0..<0))
      cells.append(
        MarkdownCell(
          text: value.trimmingCharacters(in: .whitespaces), location: location, byteRange: 0..<0))
    }
    let delimiter = MarkdownRow(
      line: 1,
      cells: header.map { MarkdownCell(text: "---", location: $0.location, byteRange: 0..<0) },
      endColumn: header.count + 1)
    return MarkdownTable(
      heading: nil, header: MarkdownRow(line: 1, cells: header, endColumn: header.count + 1),
      delimiter: delimiter, rows: [MarkdownRow(line: 1, cells: cells, endColumn: cells.count + 1)],
      isSkipped: false)
  }
}
