import Foundation
import InsetModel

/// Runs scenario tables: reads each row into a ``LayoutScene``, resolves it, and
/// checks every expected output.
///
///     let runner = ScenarioRunner()
///     let report = runner.run(bytes: Array(markdown.utf8), file: "scroll.md")
///     report.failed  // 0
///
/// - Complexity: O(cells) for a file, plus one resolve per row.
public struct ScenarioRunner: Sendable {
  public var vocabulary: Vocabulary

  public init(vocabulary: Vocabulary = .standard) {
    self.vocabulary = vocabulary
  }

  /// Runs every table of one file's contents. `file` is the path reports name.
  public func run(bytes: [UInt8], file: String) -> FileReport {
    let document: MarkdownDocument
    do {
      document = try MarkdownReader.read(bytes, file: file)
    } catch {
      return FileReport(file: file, rows: [], diagnostics: [error], unattachedErrors: 1)
    }
    return run(document: document, file: file)
  }

  /// Runs every table of a read document.
  public func run(document: MarkdownDocument, file: String) -> FileReport {
    var report = FileReport(
      file: file, rows: [], diagnostics: [], unattachedErrors: 0, warnings: document.diagnostics)
    for table in document.tables where !table.isSkipped {
      run(table: table, file: file, into: &report)
    }
    return report
  }

  // MARK: Tables

  func run(table: MarkdownTable, file: String, into report: inout FileReport) {
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
      } else {
        firstColumn[name] = cell.location.column
        var message = "unknown key `\(Quote.short(name))`"
        if vocabulary[name + "?"] != nil {
          message += ": an expected output ends in `?` (did you mean `\(Quote.short(name))?`?)"
        } else if name.hasSuffix("?"), vocabulary[String(name.dropLast())] != nil {
          message += ": `\(Quote.short(name.dropLast()))` is an input, which is set, not checked"
        } else if let near = vocabulary.suggestion(for: name) {
          message += " (did you mean `\(near)`?)"
        }
        errors.append(Diagnostic(file: file, location: cell.location, message: message))
      }
    }
    if table.rows.isEmpty {
      errors.append(
        Diagnostic(
          file: file, location: TextLocation(line: table.delimiter.line, column: 1),
          message: "the table has no rows: nothing is checked (a blank line ends a table; mark a "
            + "documentation table with <!-- insets:skip -->)"))
    }
    guard errors.isEmpty else {
      report.diagnostics += errors
      if table.rows.isEmpty { report.unattachedErrors += errors.count }
      for row in table.rows {
        report.rows.append(
          RowReport(
            file: file, line: row.line, table: table.heading, scenario: nil, outcome: .notRun))
      }
      return
    }
    var cache = InputCache()
    for row in table.rows {
      report.rows.append(run(row: row, keys: keys, table: table, file: file, cache: &cache))
    }
  }

  // MARK: Rows

  func run(
    row: MarkdownRow, keys: [ScenarioKey], table: MarkdownTable, file: String,
    cache: inout InputCache
  ) -> RowReport {
    let prepared = prepare(row: row, keys: keys, file: file, cache: &cache)
    func report(_ outcome: RowOutcome) -> RowReport {
      RowReport(
        file: file, line: row.line, table: table.heading, scenario: prepared.label,
        outcome: outcome)
    }
    guard let scene = prepared.scene else { return report(.error(prepared.errors)) }
    let resolution = scene.resolve()
    var errors = prepared.errors
    var mismatches: [Mismatch] = []
    for (key, cell) in zip(keys, row.cells) where !cell.text.isEmpty && key.role == .output {
      do throws(OutputFailure) {
        if case .mismatch(let expected, let actual) = try key.check(cell.text, scene, resolution) {
          mismatches.append(
            Mismatch(key: key.name, expected: expected, actual: actual, location: cell.location))
        }
      } catch {
        errors.append(outputError(error, key: key, cell: cell, file: file))
      }
    }
    if !errors.isEmpty { return report(.error(errors)) }
    return report(mismatches.isEmpty ? .passed : .failed(mismatches))
  }

  /// A row read into a scene: its label, the scene (nil for a ragged row),
  /// and the errors its input cells have.
  struct PreparedRow {
    var label: String?
    var scene: LayoutScene?
    var errors: [Diagnostic]
  }

  /// Reads a row's input cells into a ``LayoutScene``, with UIKit's defaults for
  /// the empty ones and the view kind inferred from the row's keys.
  func prepare(row: MarkdownRow, keys: [ScenarioKey], file: String) -> PreparedRow {
    var cache = InputCache()
    return prepare(row: row, keys: keys, file: file, cache: &cache)
  }

  func prepare(row: MarkdownRow, keys: [ScenarioKey], file: String, cache: inout InputCache)
    -> PreparedRow
  {
    let labelIndex = keys.firstIndex { $0.role == .label }
    let label = labelIndex.flatMap { $0 < row.cells.count ? row.cells[$0].text : nil }
      .flatMap { $0.isEmpty ? nil : $0 }
    guard row.cells.count == keys.count else {
      let location =
        row.cells.count > keys.count
        ? row.cells[keys.count].location
        : TextLocation(line: row.line, column: row.endColumn)
      return PreparedRow(
        label: label, scene: nil,
        errors: [
          Diagnostic(
            file: file, location: location,
            message: "ragged row: \(row.cells.count) cell\(row.cells.count == 1 ? "" : "s"), "
              + "but the header has \(keys.count)")
        ])
    }

    var scene = LayoutScene()
    // A row of a table with a SwiftUI key is a SwiftUI scene, even with an
    // empty `modifiers` cell (the bare view).
    if keys.contains(where: { $0.section == .swiftUI }) { scene.swiftUI = SwiftUISetup() }
    var errors: [Diagnostic] = []
    var sections = SectionSet()
    var viewIsExplicit = false
    if cache.samePropertyBefore == nil {
      cache.samePropertyBefore = InputCache.samePropertyBefore(keys)
    }
    let samePropertyBefore = cache.samePropertyBefore ?? []
    for (column, (key, cell)) in zip(keys, row.cells).enumerated()
    where !cell.text.isEmpty && key.role == .input {
      sections.insert(key.section)
      // Two keys for one property: the first set in the row wins, each later
      // one is an error naming it.
      if let earlier = samePropertyBefore[column].first(where: { !row.cells[$0].text.isEmpty }) {
        errors.append(
          Diagnostic(
            file: file, location: cell.location,
            message: "`\(key.name)` sets the same property as `\(keys[earlier].name)`: set only one"
          ))
        continue
      }
      let cacheKey = InputCache.Key(column: column, text: cell.text)
      let parsed: Result<ParsedInput, NotationError>
      if let cached = cache.entries[cacheKey] {
        parsed = cached
      } else {
        do throws(NotationError) {
          parsed = .success(try key.parse(cell.text))
        } catch {
          parsed = .failure(error)
        }
        cache.entries[cacheKey] = parsed
      }
      switch parsed {
      case .success(let input):
        input.set(&scene)
        if key.name == "view" { viewIsExplicit = true }
      case .failure(let error):
        errors.append(cellError(error, key: key, cell: cell, file: file))
      }
    }
    for (key, cell) in zip(keys, row.cells) where !cell.text.isEmpty && key.role == .output {
      sections.insert(key.section)
    }
    if !viewIsExplicit { scene.view.kind = Self.inferredViewKind(sections) }
    return PreparedRow(label: label, scene: scene, errors: errors)
  }

  func outputError(_ error: OutputFailure, key: ScenarioKey, cell: MarkdownCell, file: String)
    -> Diagnostic
  {
    switch error {
    case .notation(let notation):
      return cellError(notation, key: key, cell: cell, file: file)
    case .unavailable(let reason):
      return Diagnostic(file: file, location: cell.location, message: "`\(key.name)` \(reason)")
    }
  }

  func cellError(_ error: NotationError, key: ScenarioKey, cell: MarkdownCell, file: String)
    -> Diagnostic
  {
    Diagnostic(
      file: file,
      location: TextLocation(
        line: cell.location.line, column: cell.location.column + error.offset),
      message: "`\(key.name)`: \(error.message)")
  }

  /// The contract's inference: `collectionView` if a key of the flow-layout
  /// section is set, else `tableView` if a table-view key is, else
  /// `scrollView` if a scroll-view key is, else `plain`. A key counts when its
  /// cell in the row is not empty.
  static func inferredViewKind(_ sections: SectionSet) -> ViewKind {
    if sections.contains(.collectionView) { return .collectionView }
    if sections.contains(.tableView) { return .tableView }
    if sections.contains(.scrollView) { return .scrollView }
    return .plain
  }
}
