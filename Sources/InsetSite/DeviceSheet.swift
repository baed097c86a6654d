import Foundation
import InsetDiagrams
import InsetModel
import InsetScenarios

/// One number of a device page: an output of a scenario row, as the row's
/// evaluation gives it, with the fact that makes it as sure as it is.
struct SiteValue: Sendable, Equatable {
  /// The value in the table notation (`{62, 0, 34, 0}`), as `insets run`
  /// prints and checks it; nil where the scene has none (a tab bar at the
  /// top of an iPad has no `tabBarHeight?`).
  var text: String?
  /// The weakest fact the value's derivation rests on (a contract
  /// definition only when nothing else is): its class is the value's, and
  /// the page links the value to it. Nil for a value with no fact.
  var basis: Fact?

  static func == (a: SiteValue, b: SiteValue) -> Bool {
    a.text == b.text && a.basis?.id == b.basis?.id
  }

  /// Of the facts a value's derivation rests on, the one of the weakest
  /// class (the first in the derivation's order among equals), leaving out
  /// the contract's definitions unless there is nothing else, and an
  /// assumption another of the facts settles (``Fact/settles``): the
  /// derivation names it because its key could pin the value, but a site
  /// row sets no assumption key, so the value is the settling fact's.
  static func basis(of facts: [Fact]) -> Fact? {
    let settled = Set(facts.compactMap(\.settles))
    let deciding = facts.filter { !settled.contains($0.id) }
    let uikit = deciding.filter { $0.provenance.kind != .definition }
    return (uikit.isEmpty ? deciding : uikit).max { $0.provenance.kind < $1.provenance.kind }
  }
}

/// A row of a set-up's table: the device at one version in one orientation.
struct SiteRow: Sendable {
  var version: CGFloat
  var orientation: String
  /// The row as the printed table holds it, its outputs filled (nil when
  /// the row has an error: the model has no answer for it).
  var cells: [String]?
  /// The row's first error, as `insets run` words it.
  var error: String?
  /// One value per output of the set-up (none when the row has an error).
  var values: [SiteValue]
}

/// A set-up's table for one device: every row, evaluated once.
struct SiteTable: Sendable {
  var setUp: SetUp
  var rows: [SiteRow]

  /// The row at `version` in `orientation`.
  func row(_ version: CGFloat, _ orientation: String) -> SiteRow? {
    rows.first { $0.version == version && $0.orientation == orientation }
  }

  /// The scenario table a reader copies: the rows without an error, their
  /// outputs filled with what `insets run` then checks.
  var markdown: String {
    var lines = [Scenario.line(setUp.header), Scenario.delimiter(setUp.header.count)]
    for row in rows { if let cells = row.cells { lines.append(Scenario.line(cells)) } }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A drawing of the common set-up in one orientation.
struct SiteDrawing: Sendable {
  var orientation: String
  /// The `insets draw` command that draws the same.
  var command: String
  /// The SVG, or nil when the row has an error.
  var svg: String?
  /// Why there is no drawing.
  var error: String?
}

/// Everything a device's page shows, computed once: each set-up's table and
/// the drawings. The index, the "what changed" pages and the page itself
/// read these values.
struct DeviceSheet: Sendable {
  var device: Device
  /// The versions the device runs: the page's columns.
  var versions: [CGFloat]
  var tables: [SiteTable]
  var drawings: [SiteDrawing]

  /// Evaluates every set-up's rows for `device`.
  ///
  /// - Complexity: one traced evaluation per (set-up, version, orientation).
  init(device: Device) {
    let versions = Releases.versions(of: device)
    self.device = device
    self.versions = versions
    tables = SetUp.all.map { Scenario.evaluate($0, device: device, versions: versions) }
    let newest = device.newestVersion
    drawings = SetUp.orientations.map { orientation in
      Scenario.draw(device: device, version: newest, orientation: orientation)
    }
  }

  /// The table of the set-up `id`.
  func table(_ id: String) -> SiteTable? { tables.first { $0.setUp.id == id } }

  /// The value of `output` in the set-up `id` at `version` in `orientation`.
  func value(_ id: String, _ output: String, _ version: CGFloat, _ orientation: String)
    -> SiteValue?
  {
    guard let table = table(id), let column = table.setUp.outputs.firstIndex(of: output),
      let row = table.row(version, orientation), column < row.values.count
    else { return nil }
    return row.values[column]
  }
}

/// Scenario rows built as text and evaluated by the engine `insets run`
/// uses: the site has no other way to a number.
enum Scenario {
  /// `| a | b |`, each cell's pipes escaped.
  static func line(_ cells: [String]) -> String {
    "| "
      + cells.map { $0.contains("|") ? $0.replacingOccurrences(of: "|", with: "\\|") : $0 }
      .joined(separator: " | ") + " |"
  }

  /// `|---|---|`: a table's delimiter row of `count` columns.
  static func delimiter(_ count: Int) -> String {
    "|" + String(repeating: "---|", count: count)
  }

  /// The cells of `setUp`'s row for `device` at `version` in `orientation`,
  /// its outputs empty.
  static func cells(
    _ setUp: SetUp, device: Device, version: CGFloat, orientation: String
  ) -> [String] {
    [device.name, version.formattedVersion, orientation] + setUp.inputs.map(\.value)
      + setUp.outputs.map { _ in "" }
  }

  /// Reads `rows` under `setUp`'s header as a scenario table.
  static func table(_ setUp: SetUp, rows: [[String]], file: String) -> Result<
    MarkdownTable, Diagnostic
  > {
    var lines = [line(setUp.header), delimiter(setUp.header.count)]
    lines += rows.map(line)
    do {
      let document = try MarkdownReader.read(
        Array((lines.joined(separator: "\n") + "\n").utf8), file: file)
      guard let table = document.tables.first else {
        return .failure(
          Diagnostic(
            file: file, location: TextLocation(line: 1, column: 1), message: "no table read"))
      }
      return .success(table)
    } catch {
      return .failure(error)
    }
  }

  /// Evaluates `setUp`'s rows for `device`, one per orientation and
  /// version, traced: each output's value with the facts it rests on.
  static func evaluate(_ setUp: SetUp, device: Device, versions: [CGFloat]) -> SiteTable {
    var keys: [(CGFloat, String)] = []
    for orientation in SetUp.orientations {
      for version in versions { keys.append((version, orientation)) }
    }
    let file = "\(Slug.device(device.name))-\(setUp.id).md"
    let rows = keys.map { cells(setUp, device: device, version: $0.0, orientation: $0.1) }
    let table: MarkdownTable
    switch Self.table(setUp, rows: rows, file: file) {
    case .success(let read): table = read
    case .failure(let error):
      return SiteTable(
        setUp: setUp,
        rows: keys.map {
          SiteRow(version: $0.0, orientation: $0.1, cells: nil, error: error.message, values: [])
        })
    }
    var evaluator = TableEvaluator(table: table, file: file)
    var result: [SiteRow] = []
    for ((version, orientation), row) in zip(keys, table.rows) {
      let evaluation = evaluator.evaluate(row, options: .explain)
      let errors = evaluator.headerErrors + evaluation.errors
      if let error = errors.first {
        result.append(
          SiteRow(
            version: version, orientation: orientation, cells: nil, error: error.message,
            values: []))
        continue
      }
      var filled = row.cells.map(\.text)
      var values: [SiteValue] = []
      let facts = evaluation.outputFacts()
      for output in setUp.outputs {
        let column = setUp.header.firstIndex(of: output) ?? 0
        let index = evaluation.outputs.firstIndex { $0.key.name == output }
        let text = index.flatMap { evaluation.outputs[$0].actual }
        filled[column] = text ?? ""
        values.append(
          SiteValue(text: text, basis: index.flatMap { SiteValue.basis(of: facts[$0]) }))
      }
      result.append(
        SiteRow(
          version: version, orientation: orientation, cells: filled, error: nil, values: values))
    }
    return SiteTable(setUp: setUp, rows: result)
  }

  /// The `insets draw` arguments of the drawing's row.
  static func drawArguments(device: Device, version: CGFloat, orientation: String) -> [String] {
    zip(
      SetUp.drawing.header,
      cells(SetUp.drawing, device: device, version: version, orientation: orientation)
    )
    .map { "\($0)=\($1)" }
  }

  /// Draws the common set-up for `device` at `version` in `orientation`.
  static func draw(device: Device, version: CGFloat, orientation: String) -> SiteDrawing {
    let arguments = drawArguments(device: device, version: version, orientation: orientation)
    let command =
      "insets draw "
      + arguments.map { argument in
        argument.contains(" ")
          ? argument.replacingOccurrences(of: "=", with: "=\"") + "\"" : argument
      }.joined(separator: " ")
    let setUp = SetUp.drawing
    let file = "\(Slug.device(device.name))-drawing.md"
    let row = cells(setUp, device: device, version: version, orientation: orientation)
    guard case .success(let table) = table(setUp, rows: [row], file: file),
      let first = table.rows.first
    else {
      return SiteDrawing(
        orientation: orientation, command: command, svg: nil, error: "the row does not read")
    }
    var evaluator = TableEvaluator(table: table, file: file)
    let evaluation = evaluator.evaluate(first, options: .check)
    if let error = (evaluator.headerErrors + evaluation.errors).first {
      return SiteDrawing(orientation: orientation, command: command, svg: nil, error: error.message)
    }
    guard let scene = evaluation.scene, let resolution = evaluation.resolution else {
      return SiteDrawing(
        orientation: orientation, command: command, svg: nil, error: "the row has no scene")
    }
    let title =
      "\(device.name), \(Releases.name(version, on: device)), \(orientation): "
      + "navigation bar, tab bar, table view"
    let svg = Diagram(
      scene: scene, resolution: resolution, title: title,
      id: "\(Slug.device(device.name))-\(orientation)-"
    ).svg()
    return SiteDrawing(orientation: orientation, command: command, svg: svg, error: nil)
  }
}
