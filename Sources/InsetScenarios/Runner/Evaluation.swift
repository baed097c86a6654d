import Foundation
import InsetModel

/// One output cell of an evaluated row.
public struct OutputEvaluation: Sendable {
  /// How the cell came out.
  public enum Status: Sendable, Equatable {
    /// The cell is empty: nothing is checked.
    case notChecked
    /// The computed value matches the written one.
    case match
    /// The computed value differs; `expected` is the written value in the
    /// canonical notation, `differing` names the numbers that differ.
    case mismatch(expected: String, differing: [String])
    /// The cell could not be checked (its diagnostic is among the row's errors).
    case error
  }

  /// The output key.
  public var key: ScenarioKey
  /// The cell, with its text (the expected value) and location.
  public var cell: MarkdownCell
  /// The computed value in the notation, when it was asked for (every
  /// output of a recorded or explained row; the differing outputs of a run),
  /// `nil` where the scene has none.
  public var actual: String?
  /// How the cell came out.
  public var status: Status
}

/// A table row, evaluated once: its scene, resolution, derivation when
/// asked, each output with its expected and computed values, and its errors.
/// `run`, `record`, `explain`, `draw` and the reports all read this value, so
/// no consumer reads or resolves a row a second time.
public struct RowEvaluation: Sendable {
  /// The file's path, as reports name it.
  public var file: String
  /// The row's 1-based line.
  public var line: Int
  /// The heading above the table.
  public var table: String?
  /// The row's `scenario` label.
  public var label: String?
  /// The scene the row describes; `nil` when it could not be read (a ragged
  /// row), and in `run`'s evaluation of a row it only counts.
  public var scene: LayoutScene? {
    get { resolved?.scene }
    set { resolved = Resolved(scene: newValue, resolution: resolution) }
  }
  /// The scene's resolution; `nil` without a scene.
  public var resolution: Resolution? {
    get { resolved?.resolution }
    set { resolved = Resolved(scene: scene, resolution: newValue) }
  }
  /// The scene and resolution, boxed: together about 2.6 KB, which an
  /// evaluation would otherwise copy each time it is passed on, and which
  /// `run` does not keep.
  fileprivate var resolved: Resolved?
  /// Every derivation step, in order, when the evaluation was traced.
  public var steps: [DerivationStep]
  /// The input cells that are set, with their keys.
  public var inputs: [(key: ScenarioKey, cell: MarkdownCell)]
  /// Every output cell, empty ones included.
  public var outputs: [OutputEvaluation]
  /// The errors of the row's cells.
  public var errors: [Diagnostic]
  /// The warning that the row checks nothing (no output cell has a value),
  /// when it does not and has no error.
  public var checksNothing: Diagnostic?

  /// An immutable box: an evaluation stays a value.
  fileprivate final class Resolved: Sendable {
    let scene: LayoutScene?
    let resolution: Resolution?
    init(scene: LayoutScene?, resolution: Resolution?) {
      self.scene = scene
      self.resolution = resolution
    }
  }

  init(
    file: String, line: Int, table: String?, label: String?, scene: LayoutScene?,
    resolution: Resolution?, steps: [DerivationStep],
    inputs: [(key: ScenarioKey, cell: MarkdownCell)], outputs: [OutputEvaluation],
    errors: [Diagnostic]
  ) {
    self.file = file
    self.line = line
    self.table = table
    self.label = label
    self.resolved =
      scene == nil && resolution == nil ? nil : Resolved(scene: scene, resolution: resolution)
    self.steps = steps
    self.inputs = inputs
    self.outputs = outputs
    self.errors = errors
  }

  /// An evaluation of `row` in `file` that has found nothing yet.
  init(row: MarkdownRow, file: String) {
    self.init(
      file: file, line: row.line, table: nil, label: nil, scene: nil, resolution: nil, steps: [],
      inputs: [], outputs: [], errors: [])
  }

  /// How the row came out, as a report names it.
  public var outcome: RowOutcome {
    if !errors.isEmpty { return .error(errors) }
    let mismatches = outputs.compactMap { output -> Mismatch? in
      guard case .mismatch(let expected, _) = output.status else { return nil }
      return Mismatch(
        key: output.key.name, expected: expected, actual: output.actual ?? "",
        location: output.cell.location)
    }
    if !mismatches.isEmpty { return .failed(mismatches) }
    if let checksNothing { return .checkedNothing(checksNothing) }
    return .passed
  }

  /// A line for each output that differs: `key? expected X, got Y`.
  public var mismatchNotes: [String] {
    outputs.compactMap { output in
      guard case .mismatch(let expected, _) = output.status else { return nil }
      return "\(output.key.name) expected \(Quote.short(expected)), got "
        + (output.actual.map(Quote.short) ?? "none")
    }
  }
}

/// What an evaluation computes beyond the check.
public struct EvaluationOptions: Sendable {
  /// Record every derivation step (`explain`).
  public var trace: Bool
  /// Compute every output's value in the notation, not only the differing
  /// ones (`record`, `explain`).
  public var describeAll: Bool
  /// Keep the row's scene, resolution, inputs and matching outputs. Without
  /// them an evaluation holds what its outcome needs (its errors and the
  /// outputs that differ): `run` keeps no more of a row that is only counted.
  var keepsDetail = true
  /// Give an evaluation of a row that passes. Without, a row that passes
  /// gives none (`run` counts it): it costs no `String` and keeps nothing.
  var reportsPassed = true

  /// Creates options that record steps when `trace` and describe every output when `describeAll`;
  /// both off is ``check``.
  public init(trace: Bool = false, describeAll: Bool = false) {
    self.trace = trace
    self.describeAll = describeAll
  }

  /// What `run` needs.
  public static let check = EvaluationOptions()
  /// What `run` needs of a row it only reports (no drawing): the outcome
  /// of a row that does not pass.
  static let outcome: EvaluationOptions = {
    var options = EvaluationOptions()
    options.keepsDetail = false
    options.reportsPassed = false
    return options
  }()
  /// What `run` needs of a row it draws when it does not pass: the whole
  /// evaluation of a row that does not pass.
  static let failures: EvaluationOptions = {
    var options = EvaluationOptions()
    options.reportsPassed = false
    return options
  }()
  /// What `record` needs.
  public static let record = EvaluationOptions(describeAll: true)
  /// What `explain` and `draw` need.
  public static let explain = EvaluationOptions(trace: true, describeAll: true)
}

/// One table's keys, checked once, and the evaluation of its rows.
///
///     var table = TableEvaluator(table: markdownTable, file: "t.md")
///     let row = table.evaluate(markdownTable.rows[0], options: .check)
///
/// - Complexity: O(header cells) to build; O(cells) per row plus a resolve.
public struct TableEvaluator: Sendable {
  /// The file's path, as reports name it.
  public let file: String
  /// The table evaluated.
  public let table: MarkdownTable
  /// The header's keys, one per column; empty when the header has errors.
  public let keys: [ScenarioKey]
  /// The header's errors (unknown or duplicate keys, a bad delimiter row, no
  /// rows): a table with any does not run.
  public let headerErrors: [Diagnostic]
  private var cache = InputCache()
  /// The memory each row's resolve makes its chain in.
  private var scratch = ResolveScratch()
  /// The row's resolution, written over in place by each row's resolve
  /// (its fold in the memory of the last row's, its fields in the last
  /// row's box when no evaluation kept that row's resolution).
  private var resolution = Resolution()
  /// The column of the `scenario` label, if the table has one.
  let labelColumn: Int?
  private let isSwiftUI: Bool
  /// The column of the `view` key, if the table has one.
  private let viewColumn: Int?
  /// Each column's role and section, read once from its key.
  private let roles: [ScenarioKey.Role]
  private let sectionOf: [ScenarioKey.Section]
  /// The sections of the table's output columns: an output column says what
  /// the view is whether or not the row's cell is filled, so that `record`
  /// fills a cell from the same view kind that `run` checks it against.
  private let outputSections: SectionSet
  /// Whether an earlier column's key sets the same property as the column's.
  private var sharesProperty: [Bool] = []
  /// In a table with no output column, the input keys that are outputs too
  /// when written with a `?` (`rootSafeAreaInsets`): what a row that checks
  /// nothing names as what may have been meant.
  private var inputsThatAreOutputs: [String] = []

  /// Creates the evaluator of `table` in `file`, checking its header's keys against `vocabulary`
  /// once.
  public init(table: MarkdownTable, file: String, vocabulary: Vocabulary = .standard) {
    self.file = file
    self.table = table
    var errors: [Diagnostic] = []
    let header = table.header
    if table.delimiter.cells.count != header.cells.count {
      let location =
        table.delimiter.cells.count > header.cells.count
        ? table.delimiter.cells[header.cells.count].location
        : TextLocation(line: table.delimiter.line, column: table.delimiter.endColumn)
      errors.append(
        Diagnostic(
          file: file, location: location,
          message: "the delimiter row has \(table.delimiter.cells.count) cells, but the header "
            + "has \(header.cells.count)"))
    }
    var keys: [ScenarioKey] = []
    var firstColumn: [String: Int] = [:]
    for cell in header.cells {
      let name = cell.text
      if name.isEmpty {
        errors.append(
          Diagnostic(
            file: file, location: cell.location,
            message: "empty key: every header cell names a key"))
      } else if let column = firstColumn[name] {
        errors.append(
          Diagnostic(
            file: file, location: cell.location,
            message: "duplicate key `\(Quote.short(name))` (first at column \(column))"))
      } else if let key = vocabulary[name] {
        firstColumn[name] = cell.location.column
        keys.append(key)
      } else if let (scalar, offset) = Quote.firstInvisible(name) {
        firstColumn[name] = cell.location.column
        errors.append(
          Self.invisibleCharacter(scalar, at: offset, in: cell, file: file, what: "the key"))
      } else if let (offset, message) = vocabulary.componentProblem(name) {
        // A component of an output: the error points at the part that is wrong.
        firstColumn[name] = cell.location.column
        errors.append(
          Diagnostic(
            file: file,
            location: TextLocation(
              line: cell.location.line, column: cell.location.column + offset),
            message: message))
      } else {
        firstColumn[name] = cell.location.column
        errors.append(
          Diagnostic(
            file: file, location: cell.location,
            message: Self.unknownKeyMessage(name, vocabulary: vocabulary)))
      }
    }
    if errors.isEmpty {
      errors += Self.uikitOutputsInSwiftUITable(keys, cells: header.cells, file: file)
    }
    if table.rows.isEmpty {
      errors.append(
        Diagnostic(
          file: file, location: TextLocation(line: table.delimiter.line, column: 1),
          message: "the table has no rows: nothing is checked (a blank line ends a table; mark a "
            + "documentation table with <!-- insets:skip -->)"))
    }
    self.headerErrors = errors
    self.keys = errors.isEmpty ? keys : []
    self.labelColumn = keys.firstIndex { $0.role == .label }
    self.isSwiftUI = keys.contains { $0.section == .swiftUI }
    self.viewColumn = keys.firstIndex { $0.name == "view" }
    self.roles = self.keys.map(\.role)
    self.sectionOf = self.keys.map(\.section)
    self.outputSections = SectionSet(self.keys.filter { $0.role == .output }.map(\.section))
    if !self.roles.contains(.output) {
      inputsThatAreOutputs = self.keys.filter {
        $0.role == .input && vocabulary[$0.name + "?"] != nil
      }
      .map(\.name)
    }
    if errors.isEmpty {
      let samePropertyBefore = InputCache.samePropertyBefore(keys)
      cache.samePropertyBefore = samePropertyBefore
      sharesProperty = samePropertyBefore.map { !$0.isEmpty }
      cache.columns = keys.count
    }
  }

  /// An invisible character in a cell, named and located at its own column,
  /// as every cell reports one (a key, a value, a label):
  /// `U+200B ZERO WIDTH SPACE in the value, an invisible character: delete it`.
  static func invisibleCharacter(
    _ scalar: Unicode.Scalar, at offset: Int, in cell: MarkdownCell, file: String, what: String
  ) -> Diagnostic {
    Diagnostic(
      file: file,
      location: TextLocation(line: cell.location.line, column: cell.location.column + offset),
      message: "\(Quote.name(scalar)) in \(what), an invisible character: delete it")
  }

  /// The message for a header cell that names no key, with a suggestion.
  static func unknownKeyMessage(_ name: String, vocabulary: Vocabulary) -> String {
    var message = "unknown key `\(Quote.short(name))`"
    if vocabulary[name + "?"] != nil {
      message += ": an expected output ends in `?` (did you mean `\(Quote.short(name))?`?)"
    } else if name.hasSuffix("?"), vocabulary[String(name.dropLast())] != nil {
      message += ": `\(Quote.short(name.dropLast()))` is an input, which is set, not checked"
    } else if let near = vocabulary.suggestion(for: name) {
      message += " (did you mean `\(near)`?)"
    }
    return message
  }

  /// Whether the table runs: its header has no error.
  public var runs: Bool { headerErrors.isEmpty }

  /// Evaluates one of the table's rows.
  public mutating func evaluate(_ row: MarkdownRow, options: EvaluationOptions) -> RowEvaluation {
    var options = options
    options.reportsPassed = true
    return evaluation(of: row, options: options) ?? RowEvaluation(row: row, file: file)
  }

  /// ``evaluate(_:options:)`` of a row read as a ``MarkdownRow`` (a
  /// document's, or a batch's row whose cells hold a `\|`); `nil` for a row
  /// that passed when `options` keep no passed row.
  mutating func evaluation(of row: MarkdownRow, options: EvaluationOptions) -> RowEvaluation? {
    RowCells.reading(row) { cells in evaluate(&cells, options: options) }
  }

  /// Evaluates a table's body row whose line (without its terminator) is at
  /// `range` of `bytes`, on the file's 0-based line `index`, `offset` bytes
  /// into the file, splitting it into `cells` (whose memory is kept from
  /// row to row); `nil` for a row that passed when `options` keep no passed
  /// row. A row with a backslash in a cell (`\|` stands for `|`) is read as
  /// a ``MarkdownRow`` first, and always gives its evaluation.
  mutating func evaluate(
    line range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, index: Int, offset: Int,
    cells: inout [Range<Int>], options: EvaluationOptions
  ) -> RowEvaluation? {
    guard RowBatch.plainCells(in: bytes, range, into: &cells) else {
      var options = options
      options.reportsPassed = true
      let line = range.clamped(to: 0..<bytes.count)
      return evaluation(
        of: RowBatch.row(Array(bytes[line]), index: index, offset: offset, file: file),
        options: options)
    }
    return cells.withUnsafeBufferPointer { split in
      var row = RowCells(line: range, of: bytes, cells: split, index: index, offset: offset)
      return evaluate(&row, options: options)
    }
  }

  /// The one evaluation of a row: its cells read from their bytes, its
  /// scene resolved in the scratch's memory, each output checked once. A
  /// row that passes costs no `String` and nothing kept, and gives `nil`
  /// when `options` keep no passed row; a row that does not is not read
  /// again: the messages locate its cells in the row, read from the same
  /// line (``RowCells/row(file:)``) at the first one.
  ///
  /// - Complexity: O(cells) plus a resolve; allocates only to parse and keep
  ///   an input text its column has not cached, and for what a row that
  ///   does not pass reports.
  mutating func evaluate(_ cells: inout RowCells, options: EvaluationOptions) -> RowEvaluation? {
    var found = Found()
    guard runs else { return evaluation(found, of: &cells, options: options) }
    guard cells.count == keys.count else {
      let row = cells.row(file: file)
      let location =
        row.cells.count > keys.count
        ? row.cells[keys.count].location
        : TextLocation(line: row.line, column: row.endColumn)
      found.errors.append(
        Diagnostic(
          file: file, location: location,
          message: "ragged row: \(row.cells.count) cell\(row.cells.count == 1 ? "" : "s"), "
            + "but the header has \(keys.count)"))
      return evaluation(found, of: &cells, options: options)
    }
    Self.findInvisibleCharacters(&cells, keys: keys, file: file, into: &found)
    guard found.errors.isEmpty else { return evaluation(found, of: &cells, options: options) }
    var filled = LayoutScene()
    readInputs(&cells, into: &filled, &found)
    found.inputsRead = true
    // A `let`: a `var` passed on was copied at each call. Consumed, the
    // filled scene moves into it (copied, it was one more copy a row).
    let scene = consume filled
    if options.keepsDetail {
      found.resolved = RowEvaluation.Resolved(scene: scene, resolution: nil)
    }

    // The checks that read no fold first. A scene with none of those
    // problems (every row that passes) is resolved in the scratch's memory
    // and its fold checked in that resolution; one with some is checked in
    // full (its fold's problems too), as reports list them.
    var problems: [SceneProblem] = []
    let foldChecked = !scene.problemsBeforeFold().isEmpty
    if foldChecked {
      var checked: Resolution?
      problems = scene.problems(resolved: &checked)
    }
    let ranges = cells.cells
    if !problems.isEmpty {
      problems.removeAll {
        spares($0, emptyCell: { ranges[$0].isEmpty }, describingAll: options.describeAll)
      }
    }
    guard problems.isEmpty else {
      report(problems, &cells, into: &found)
      return evaluation(found, of: &cells, options: options)
    }
    resolve(scene, options: options, steps: &found.steps)
    if !foldChecked, scene.hierarchy != nil {
      problems = scene.problems(in: resolution)
      if !problems.isEmpty {
        problems.removeAll {
          spares($0, emptyCell: { ranges[$0].isEmpty }, describingAll: options.describeAll)
        }
      }
      // A scene the model cannot answer truthfully has no outputs to check:
      // they would rest on nothing (and a count out of bounds would cost
      // what the bound is there to prevent).
      guard problems.isEmpty else {
        found.steps = []
        report(problems, &cells, into: &found)
        return evaluation(found, of: &cells, options: options)
      }
    }
    // Every output reads the one fold the resolve made.
    Self.checkOutputs(
      &cells, scene, resolution, keys: keys, roles: roles, header: table.header, file: file,
      options: options, into: &found)
    if found.errors.isEmpty, !Self.hasOutputs(cells, roles: roles) {
      found.checksNothing = checksNothing(cells.row(file: file))
    }
    guard options.reportsPassed || found.fails else { return nil }
    if options.keepsDetail {
      found.resolved = RowEvaluation.Resolved(scene: scene, resolution: resolution)
    }
    return evaluation(found, of: &cells, options: options)
  }

  /// What an evaluation has found so far; made into a ``RowEvaluation``
  /// (``evaluation(_:of:options:)``) only for a row that is reported.
  private struct Found {
    var errors: [Diagnostic] = []
    var steps: [DerivationStep] = []
    /// Each output column checked or described, in order: the cell is
    /// located only when the row is reported.
    var outputs: [(column: Int, actual: String?, status: OutputEvaluation.Status)] = []
    var checksNothing: Diagnostic?
    /// Whether the row's inputs were read (its cells are the table's, and
    /// none holds an invisible character).
    var inputsRead = false
    /// The scene and resolution a row's evaluation keeps, boxed: a
    /// row's evaluation carries 8 bytes for them, not 3 KB.
    var resolved: RowEvaluation.Resolved?

    /// Whether the row does not pass.
    /// (Read field by field: `checksNothing != nil` and a closure over the
    /// outputs copied what they read, a diagnostic's strings.)
    var fails: Bool {
      if !errors.isEmpty { return true }
      if case .some = checksNothing { return true }
      for i in outputs.indices {
        switch outputs[i].status {
        case .mismatch, .error: return true
        case .match, .notChecked: continue
        }
      }
      return false
    }

  }

  /// The evaluation of a row that has found `found`, its cells located in
  /// the row.
  private func evaluation(
    _ found: Found, of cells: inout RowCells, options: EvaluationOptions
  ) -> RowEvaluation {
    let row = cells.row(file: file)
    var evaluation = RowEvaluation(row: row, file: file)
    evaluation.table = table.heading
    evaluation.label = labelColumn.flatMap {
      $0 < row.cells.count && !row.cells[$0].text.isEmpty ? row.cells[$0].text : nil
    }
    evaluation.errors = found.errors
    evaluation.steps = found.steps
    evaluation.checksNothing = found.checksNothing
    if options.keepsDetail, found.inputsRead {
      evaluation.inputs = zip(keys, row.cells).filter {
        $0.role == .input && !$1.text.isEmpty
      }
      .map { (key: $0, cell: $1) }
    }
    evaluation.resolved = found.resolved
    for output in found.outputs {
      switch output.status {
      case .mismatch, .error: break
      case .match, .notChecked: guard options.keepsDetail else { continue }
      }
      evaluation.outputs.append(
        OutputEvaluation(
          key: keys[output.column], cell: row.cells[output.column],
          actual: output.actual, status: output.status))
    }
    return evaluation
  }

  /// Each cell's invisible character (a zero width space, a right-to-left
  /// override), an error wherever it is, named at its own column: a cell
  /// that reads as a value must be one. A cell is looked at in full only
  /// when its bytes may hold one: a character whose UTF-8 starts 0xD8,
  /// 0xDB–0xDD, 0xE0–0xE2, 0xEF, 0xF0 or 0xF3, or a C1 control, a no-break
  /// space or a soft hyphen (0xC2 then 0x80–0xA0 or 0xAD); `±` (0xC2 0xB1)
  /// is a tolerance, not invisible.
  /// (Static, as ``hasOutputs(_:roles:)``: called from a mutating
  /// ``evaluate(_:options:)``, a non-mutating method copies the evaluator,
  /// about 2 KB with the resolution it keeps.)
  private static func findInvisibleCharacters(
    _ cells: inout RowCells, keys: [ScenarioKey], file: String, into found: inout Found
  ) {
    // A row whose cells are all ASCII (most rows) holds none: one pass over
    // their bytes, many at a time, rather than a pass a cell.
    if let first = cells.cells.first, let last = cells.cells.last,
      first.lowerBound <= last.upperBound
    {
      let span = UnsafeBufferPointer(rebasing: cells.bytes[first.lowerBound..<last.upperBound])
      if UTF8Check.firstNonASCII(span) == span.count { return }
    }
    for column in 0..<cells.count where Self.mayHoldInvisible(cells[column]) {
      let text = String(decoding: cells[column], as: UTF8.self)
      guard let (scalar, offset) = Quote.firstInvisible(text) else { continue }
      let key = keys[column]
      found.errors.append(
        Self.invisibleCharacter(
          scalar, at: offset, in: cells.row(file: file).cells[column], file: file,
          what: key.role == .label ? "the label" : "the `\(key.name)` cell"))
    }
  }

  /// Whether a cell's bytes may hold an invisible character
  /// (``findInvisibleCharacters(_:keys:file:into:)``).
  static func mayHoldInvisible(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
    // ASCII, read many bytes at a time, holds none.
    var i = UTF8Check.firstNonASCII(cell)
    while i < cell.count {
      let b = cell[i]
      if b == 0xC2, i + 1 < cell.count {
        let next = cell[i + 1]
        if next <= 0xA0 || next == 0xAD { return true }
      } else if b == 0xD8 || b == 0xDB || b == 0xDC || b == 0xDD || b == 0xE0 || b == 0xE1
        || b == 0xE2 || b == 0xEF || b == 0xF0 || b == 0xF3
      {
        return true
      }
      i += 1
    }
    return false
  }

  /// Reads a row's input cells into `scene` (a new one), with UIKit's defaults for the
  /// empty ones and the view kind inferred from the row's keys: each cell
  /// once, through its column's cache of parsed texts or its key's
  /// ``ScenarioKey/apply``. A cell in error, and a second key for one
  /// property (the first set in the row wins), is an error located at its
  /// cell.
  private mutating func readInputs(
    _ cells: inout RowCells, into scene: inout LayoutScene, _ found: inout Found
  ) {
    // A row of a table with a SwiftUI key is a SwiftUI scene, even with an
    // empty `modifiers` cell (the bare view).
    if isSwiftUI { scene.swiftUI = SwiftUISetup() }
    var sections = outputSections
    var viewIsExplicit = false
    for column in 0..<cells.count where roles[column] == .input && !cells[column].isEmpty {
      sections.insert(sectionOf[column])
      // The key (a class) is read only where a cell misses its column's
      // cache or is in error: reading it for every cell counted its
      // references each time.
      if sharesProperty[column], let before = cache.samePropertyBefore?[column],
        let earlier = before.first(where: { !cells[$0].isEmpty })
      {
        found.errors.append(
          Diagnostic(
            file: file, location: cells.row(file: file).cells[column].location,
            message: "`\(keys[column].name)` sets the same property as `\(keys[earlier].name)`: "
              + "set only one"
          ))
        continue
      }
      let text = cells[column]
      switch cache.apply(column, text, to: &scene) {
      case true?:
        break
      case false?:
        if case .failure(let error)? = cache.parsed(column, text) {
          found.errors.append(
            Self.cellError(
              error, key: keys[column], cell: cells.row(file: file).cells[column], file: file))
        }
        continue
      case nil:
        do throws(NotationError) {
          if let input = try keys[column].apply(text, &scene) {
            cache.store(column, text, .success(input))
          }
        } catch {
          cache.store(column, text, .failure(error))
          found.errors.append(
            Self.cellError(
              error, key: keys[column], cell: cells.row(file: file).cells[column], file: file))
          continue
        }
      }
      if column == viewColumn { viewIsExplicit = true }
    }
    if !viewIsExplicit { scene.view.kind = Self.inferredViewKind(sections) }
  }

  /// The scene's resolution, written over ``resolution`` in place (its
  /// chain in the scratch's memory), traced when `options` ask (its steps
  /// into `steps`).
  private mutating func resolve(
    _ scene: LayoutScene, options: EvaluationOptions, steps: inout [DerivationStep]
  ) {
    guard options.trace else {
      return scene.resolve(into: &resolution, scratch: &scratch)
    }
    var tracer = RecordingTracer()
    scene.resolve(into: &resolution, scratch: &scratch, tracer: &tracer)
    steps = tracer.steps
  }

  /// Each problem as an error at the cell that set it (a problem about
  /// "this key" names the key it is located at).
  private func report(_ problems: [SceneProblem], _ cells: inout RowCells, into found: inout Found)
  {
    let row = cells.row(file: file)
    for problem in problems {
      let (location, key) = place(of: problem, in: row)
      let message =
        key.map { problem.message.replacingOccurrences(of: "this key", with: "`\($0)`") }
        ?? problem.message
      found.errors.append(Diagnostic(file: file, location: location, message: message))
    }
  }

  /// Checks each output cell once (``ScenarioKey/check``) in `resolution`,
  /// and describes every output when `options` ask. Static, as
  /// ``findInvisibleCharacters(_:keys:file:into:)``: a non-mutating method
  /// called from ``evaluate(_:options:)`` copied the evaluator and its
  /// resolution (about 2 KB) once a row, and a mutating one copied the
  /// resolution at each output it handed it to.
  private static func checkOutputs(
    _ cells: inout RowCells, _ scene: borrowing LayoutScene, _ resolution: borrowing Resolution,
    keys: [ScenarioKey], roles: [ScenarioKey.Role], header: MarkdownRow, file: String,
    options: EvaluationOptions, into found: inout Found
  ) {
    for column in 0..<cells.count where roles[column] == .output {
      let key = keys[column]
      let filled = !cells[column].isEmpty
      guard filled || options.describeAll || options.keepsDetail else { continue }
      var status = OutputEvaluation.Status.notChecked
      var actual: String?
      var isFinite = true
      if options.describeAll, let described = key.describe(scene, resolution) {
        actual = described.text
        isFinite = described.isFinite
      }
      if filled {
        do throws(OutputFailure) {
          switch try key.check(cells[column], scene, resolution) {
          case .match:
            status = .match
          case .mismatch(let expected, let computed, let differing):
            status = .mismatch(expected: expected, differing: differing)
            actual = computed
          }
        } catch {
          status = .error
          found.errors.append(
            missingNode(
              key: key, column: column, scene: scene, row: cells.line, header: header, file: file)
              ?? outputError(error, key: key, cell: cells.row(file: file).cells[column], file: file)
          )
        }
      }
      if !isFinite, status != .error, let actual {
        status = .error
        found.errors.append(
          outputError(
            .notFinite(actual), key: key, cell: cells.row(file: file).cells[column], file: file))
      }
      // A row that passes keeps its outputs only when its detail is kept.
      switch status {
      case .mismatch, .error: found.outputs.append((column, actual, status))
      case .match, .notChecked:
        if options.keepsDetail { found.outputs.append((column, actual, status)) }
      }
    }
  }

  /// Whether a row has an output cell that is not empty.
  private static func hasOutputs(_ cells: RowCells, roles: [ScenarioKey.Role]) -> Bool {
    for column in 0..<cells.count where roles[column] == .output && !cells[column].isEmpty {
      return true
    }
    return false
  }

  /// Whether `problem` leaves every output the row asks answerable: the row
  /// asks at least one, and each reads only quantities the problem spares.
  /// An output cell left empty (`emptyCell(column)`) is not asked unless
  /// every output is described.
  private func spares(
    _ problem: SceneProblem, emptyCell: (Int) -> Bool, describingAll: Bool
  ) -> Bool {
    guard !problem.spares.isEmpty else { return false }
    var asked = false
    for column in keys.indices where roles[column] == .output {
      guard describingAll || !emptyCell(column) else { continue }
      asked = true
      guard keys[column].quantities.allSatisfy(problem.spares.contains) else { return false }
    }
    return asked
  }

  /// The warning for a row none of whose output cells has a value: it ran,
  /// and checked nothing, so it did not pass. When the table has no output
  /// column at all, an input column whose key is also an output
  /// (`rootSafeAreaInsets`, which pins the value) is named with the output
  /// key it may have meant (`rootSafeAreaInsets?`).
  func checksNothing(_ row: MarkdownRow) -> Diagnostic {
    var message = "the row checks nothing: "
    if roles.contains(.output) {
      message += "its output cells are blank (`insets record` fills them)"
    } else {
      message += "the table has no output column (a key ending in `?`)"
      let meant = inputsThatAreOutputs
      if let first = meant.first {
        message +=
          "; `\(first)` is an input, which is set, not checked (did you mean `\(first)?`?)"
        if meant.count > 1 {
          message += ", and \(meant.count - 1) more such column\(meant.count == 2 ? "" : "s")"
        }
      }
    }
    return Diagnostic(
      file: file, location: row.cells.first?.location ?? TextLocation(line: row.line, column: 1),
      message: message, severity: .warning)
  }

  /// Where a problem the model found is reported: the cell of the first key
  /// set in the row that binds one of its properties, else the `device`
  /// cell, else the row's first cell.
  func location(of problem: SceneProblem, in row: MarkdownRow) -> TextLocation {
    place(of: problem, in: row).location
  }

  /// Where a problem is reported: the cell that set the first of its
  /// properties a cell sets, with that cell's key; else the device's cell;
  /// else the row's first.
  func place(of problem: SceneProblem, in row: MarkdownRow) -> (
    location: TextLocation, key: String?
  ) {
    for property in problem.properties {
      for (key, cell) in zip(keys, row.cells)
      where !cell.text.isEmpty && key.keyPath.map({ $0 as AnyKeyPath }) == (property as AnyKeyPath)
      {
        return (cell.location, key.name)
      }
    }
    for (key, cell) in zip(keys, row.cells) where key.name == "device" && !cell.text.isEmpty {
      return (cell.location, nil)
    }
    return (row.cells.first?.location ?? TextLocation(line: row.line, column: 1), nil)
  }

  static func outputError(
    _ error: OutputFailure, key: ScenarioKey, cell: MarkdownCell, file: String
  ) -> Diagnostic {
    switch error {
    case .notation(let notation):
      return cellError(notation, key: key, cell: cell, file: file)
    case .unavailable(let reason):
      return Diagnostic(file: file, location: cell.location, message: "`\(key.name)` \(reason)")
    case .notFinite(let value):
      return Diagnostic(
        file: file, location: cell.location,
        message: "`\(key.name)` computes `\(Quote.short(value))`, which is not finite: check the "
          + "row's inputs (a `scale` of 0, a length near 1e308)")
    }
  }

  /// An output about a node (`safeAreaInsets[café]?`) whose name or index
  /// is no node of the row's `hierarchy`: located where the name or index
  /// stands in the header cell, which is what is misspelt (the row's own
  /// cell only holds the value expected), with the row's line and the
  /// closest name. `nil` for any other key, and for a node the row has.
  static func missingNode(
    key: ScenarioKey, column: Int, scene: borrowing LayoutScene, row: Int, header: MarkdownRow,
    file: String
  ) -> Diagnostic? {
    guard let node = key.node, node(scene) == nil, column < header.cells.count else {
      return nil
    }
    let header = header.cells[column]
    let scalars = Array(header.text.unicodeScalars)
    guard let open = scalars.firstIndex(of: "["), let close = scalars.lastIndex(of: "]"),
      open < close
    else { return nil }
    var reference = ""
    reference.unicodeScalars.append(contentsOf: scalars[(open + 1)..<close])
    // Columns count scalars: the name's is the cell's plus its offset in
    // scalars (not in bytes, nor in characters).
    let location = TextLocation(
      line: header.location.line, column: header.location.column + open + 1)
    guard let hierarchy = scene.hierarchy else {
      return Diagnostic(
        file: file, location: location,
        message: "`\(Quote.short(key.name))` reads a node of `hierarchy`, which the row at line "
          + "\(row) does not set")
    }
    var message =
      "`\(Quote.short(key.name))`: the `hierarchy` of the row at line \(row) has no node "
    if let index = Int(reference) {
      message += "\(index) (its nodes are 0 to \(hierarchy.nodes.count - 1))"
      return Diagnostic(file: file, location: location, message: message)
    }
    let names = hierarchy.nodes.compactMap(\.name)
    message += "named `\(Quote.short(reference))`"
    if names.isEmpty {
      message += " (none of its nodes has a name: `name:` gives one)"
    } else if let near = Suggestion.closest(to: reference, among: names) {
      message += " (did you mean `\(Quote.short(near))`?)"
    } else {
      let shown = names.prefix(3).map { "`\(Quote.short($0))`" }.joined(separator: ", ")
      message += " (its named nodes: \(shown)\(names.count > 3 ? ", …" : ""))"
    }
    return Diagnostic(file: file, location: location, message: message)
  }

  static func cellError(
    _ error: NotationError, key: ScenarioKey, cell: MarkdownCell, file: String
  ) -> Diagnostic {
    Diagnostic(
      file: file,
      location: TextLocation(line: cell.location.line, column: cell.location.column + error.offset),
      // A key written as another kind of number (an OS version) names its own notation.
      message: "`\(key.name)`: "
        + error.message.replacingOccurrences(of: CGFloat.notation, with: key.notation))
  }

  /// The contract's inference: `collectionView` if a key of the flow-layout
  /// section is set, else `tableView` if a table-view key is, else
  /// `scrollView` if a scroll-view key is, else `plain`. An input key counts
  /// when its cell in the row is not empty; an output key whenever the table
  /// has its column (an empty output cell is unchecked, not absent).
  static func inferredViewKind(_ sections: SectionSet) -> ViewKind {
    if sections.contains(.collectionView) { return .collectionView }
    if sections.contains(.tableView) { return .tableView }
    if sections.contains(.scrollView) { return .scrollView }
    return .plain
  }
}
