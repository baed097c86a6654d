import Foundation
import InsetModel

/// Fills or refreshes the output cells of scenario tables with the computed
/// values, in the contract's notation, changing no other byte of the file.
/// A written value that already matches within the tolerance is kept as
/// written, so refreshing a passing table changes nothing, and a cell's own
/// tolerance (`677.3 ±0.05`) survives a rewrite of its value.
///
/// Each new value replaces the text between its cell's pipes. The cell keeps
/// its leading spaces; trailing spaces pad a shorter value to the cell's old
/// width, and give way (down to one) to a longer one. A cell wrapped in a code
/// span keeps its backticks. Prose, other cells, alignment rows, line endings
/// and a byte-order mark are untouched.
///
///     let result = Recorder().record(bytes: Array(text.utf8), file: "t.md")
///     // .recorded(newBytes, cells: 3) or .refused([Diagnostic])
///
/// Pure: it takes and returns bytes. Writing the file (atomically, keeping
/// its mode and owner) is ``ScenarioFiles/write(_:to:)``'s.
public struct Recorder: Sendable {
  /// Which output cells a recorder writes, after swift-snapshot-testing's
  /// record modes.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// Only blank output cells are filled; written ones are left as they are.
    case missing
    /// Blank cells are filled, and a written value that differs from the
    /// computed one (beyond the tolerance) is replaced: the default.
    case failed
    /// Every output cell holds the computed value as the notation prints
    /// it, written ones that match within the tolerance too (`53.67`
    /// becomes `53.667`).
    case all
  }

  /// The runner that evaluates each row, with its vocabulary.
  public var runner: ScenarioRunner
  /// Which output cells are written.
  public var mode: Mode

  /// Whether only empty output cells are filled: ``Mode/missing``.
  public var onlyEmpty: Bool {
    get { mode == .missing }
    set { mode = newValue ? .missing : .failed }
  }

  /// Creates a recorder that evaluates rows with `runner`, filling only the empty output cells when
  /// `onlyEmpty`.
  public init(runner: ScenarioRunner = ScenarioRunner(), onlyEmpty: Bool = false) {
    self.runner = runner
    self.mode = onlyEmpty ? .missing : .failed
  }

  /// Creates a recorder that evaluates rows with `runner` and writes the cells `mode` names.
  ///
  ///     Recorder(mode: .missing)  // fills blank cells only
  public init(runner: ScenarioRunner = ScenarioRunner(), mode: Mode) {
    self.runner = runner
    self.mode = mode
  }

  /// What recording a file gave.
  public enum Outcome: Sendable, Equatable {
    /// The new contents, and how many cells changed (0: nothing to write).
    case recorded([UInt8], cells: Int)
    /// The file has errors: nothing is written.
    case refused([Diagnostic])
  }

  /// One output cell a recording changes.
  public struct Change: Sendable, Hashable, CustomStringConvertible {
    /// The file's path, as reports name it.
    public var file: String
    /// Where the cell is.
    public var location: TextLocation
    /// The output key, such as `adjustedContentInset?`.
    public var key: String
    /// What the cell held (trimmed; empty for a blank cell).
    public var old: String
    /// What it holds now.
    public var new: String

    /// Whether the cell held a value, which the recording replaces (rather
    /// than a blank one it fills).
    public var replacesWrittenValue: Bool { !old.isEmpty }

    /// `FILE:LINE: KEY? old → new`, each value quoted short (a huge cell
    /// prints its first characters and an ellipsis); a blank cell is
    /// `(blank)`.
    public var description: String {
      "\(file):\(location.line): \(key) \(old.isEmpty ? "(blank)" : Quote.short(old)) → "
        + Quote.short(new)
    }
  }

  /// What recording a file gave, with what the reader noticed on the way.
  public struct Recording: Sendable, Equatable {
    /// The new contents, or the errors that refused the file.
    public var outcome: Outcome
    /// The reader's warnings and notes, in file order (a skip marker with no
    /// table below it, a scenario-like table in a list item, which is left
    /// alone); ``MarkdownDocument/diagnostics``. They refuse nothing.
    public var warnings: [Diagnostic]
    /// Every cell the recording changes, in file order (none when refused).
    public var changes: [Change]

    /// A recording's outcome, with the reader's warnings and notes and the cells it changes.
    public init(outcome: Outcome, warnings: [Diagnostic] = [], changes: [Change] = []) {
      self.outcome = outcome
      self.warnings = warnings
      self.changes = changes
    }
  }

  /// Records into a file's contents: every row evaluated once, then the
  /// output built in one forward pass over the bytes.
  ///
  /// - Complexity: O(n) in the file's size, plus one resolve per row.
  public func record(bytes: [UInt8], file: String) -> Outcome {
    recording(bytes: bytes, file: file).outcome
  }

  /// ``record(bytes:file:)``, with the reader's warnings and notes and the
  /// cells it changes.
  ///
  ///     let recording = Recorder().recording(bytes: Array(text.utf8), file: "t.md")
  ///     recording.warnings  // e.g. a skip marker with no table below it
  ///     recording.changes   // e.g. t.md:3: adjustedContentInset? {98, 0, 83, 0} → {113, 0, 83, 0}
  ///
  /// - Complexity: O(n) in the file's size, plus one resolve per row.
  public func recording(bytes: [UInt8], file: String) -> Recording {
    let document: MarkdownDocument
    do {
      document = try MarkdownReader.read(bytes, file: file)
    } catch {
      return Recording(outcome: .refused([error]))
    }
    let (outcome, changes) = record(document, bytes: bytes, file: file)
    return Recording(outcome: outcome, warnings: document.diagnostics, changes: changes)
  }

  /// Records into the read `document` of `bytes`.
  private func record(_ document: MarkdownDocument, bytes: [UInt8], file: String) -> (
    Outcome, [Change]
  ) {
    var errors: [Diagnostic] = []
    // Changes in file order: tables, rows and cells come in that order.
    var changes: [(range: Range<Int>, change: Change)] = []
    for table in document.tables where !table.isSkipped {
      var evaluator = TableEvaluator(table: table, file: file, vocabulary: runner.vocabulary)
      guard evaluator.runs else {
        errors += evaluator.headerErrors
        continue
      }
      for row in table.rows {
        let evaluation = evaluator.evaluate(row, options: .record)
        errors += evaluation.errors
        guard errors.isEmpty else { continue }
        for output in evaluation.outputs {
          let cell = output.cell
          if mode == .missing && !cell.text.isEmpty { continue }
          // A written value that already matches (within the tolerance) stays
          // as written, unless every cell is recorded.
          if mode != .all && output.status == .match { continue }
          guard let computed = output.actual else { continue }
          var value = Self.keepingTolerance(of: cell.text, value: computed)
          // A tolerance finer than the value prints (`±0` under a value of
          // three decimals) would make the recorded cell fail: such a cell
          // is written without it, so that a recorded file passes.
          if value != computed, let scene = evaluation.scene,
            let resolution = evaluation.resolution,
            !Self.matches(value, output.key, scene, resolution)
          {
            value = computed
          }
          guard value != cell.text else { continue }
          changes.append(
            (
              cell.byteRange,
              Change(
                file: file, location: cell.location, key: output.key.name, old: cell.text,
                new: value)
            ))
        }
      }
    }
    if !errors.isEmpty { return (.refused(errors), []) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + changes.count * 8)
    var copied = 0
    for (range, change) in changes {
      result += bytes[copied..<range.lowerBound]
      result += Self.cell(bytes[range], holding: change.new)
      copied = range.upperBound
    }
    result += bytes[copied...]
    return (.recorded(result, cells: changes.count), changes.map(\.change))
  }

  /// `value`, followed by the tolerance `written` ends in, as written
  /// (`677.3 ±0.05` rewritten to 677.333 is `677.333 ±0.05`, and `1+-0.1`
  /// keeps its spelling and spacing): recording rewrites a cell's value, not
  /// the tolerance a person gave it. A cell with no tolerance, or whose
  /// tolerance does not read, gives `value`.
  ///
  ///     Recorder.keepingTolerance(of: "58.5 ±0.05", value: "59")  // "59 ±0.05"
  static func keepingTolerance(of written: String, value: String) -> String {
    guard let split = try? CellTolerance.split(written), split.tolerance != nil else {
      return value
    }
    let scalars = Array(written.unicodeScalars)
    let valueEnd = split.value.unicodeScalars.count
    guard valueEnd <= split.toleranceOffset, split.toleranceOffset <= scalars.count else {
      return value
    }
    var text = value
    text.unicodeScalars.append(contentsOf: scalars[valueEnd...])
    return text
  }

  /// Whether the cell text `text` matches what `key` reads of `scene`.
  static func matches(
    _ text: String, _ key: ScenarioKey, _ scene: LayoutScene, _ resolution: Resolution
  ) -> Bool {
    var bytes = text
    return bytes.withUTF8 { key.matchesCell($0, scene, resolution) }
  }

  /// The bytes of a cell that held `old` and now holds `value`.
  static func cell(_ old: ArraySlice<UInt8>, holding value: String) -> [UInt8] {
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    let raw = Array(old)
    var a = 0
    var b = raw.count
    while a < b, raw[a] == space || raw[a] == tab { a += 1 }
    while b > a, raw[b - 1] == space || raw[b - 1] == tab { b -= 1 }
    let content = raw[a..<b]
    let fenced =
      content.count >= 3 && content.first == UInt8(ascii: "`") && content.last == UInt8(ascii: "`")
    var newContent = Array((fenced ? "`" + value + "`" : value).utf8)
    let oldWidth = String(decoding: content, as: UTF8.self).unicodeScalars.count
    let newWidth = String(decoding: newContent, as: UTF8.self).unicodeScalars.count
    var leading = Array(raw[0..<a])
    var trailing = Array(raw[b...])
    if content.isEmpty {
      // An empty cell: one space on each side, and the old width kept.
      leading = [space]
      let room = raw.count - 2 - newWidth
      trailing = [space] + Array(repeating: space, count: max(0, room))
    } else if newWidth < oldWidth {
      trailing += Array(repeating: space, count: oldWidth - newWidth)
    } else if newWidth > oldWidth {
      let give = min(newWidth - oldWidth, max(0, trailing.count - 1))
      trailing.removeFirst(give)
    }
    newContent = leading + newContent + trailing
    return newContent
  }
}
