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
///     // .recorded(newBytes, cells: 3), or .refused([Diagnostic]) for a file
///     // that cannot be read; a row with an error is left as it is
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
    /// Rows and tables with an error are left as they are
    /// (``Recording/refusals`` has their errors); the others are recorded.
    case recorded([UInt8], cells: Int)
    /// The file cannot be recorded into (it cannot be read, is not UTF-8,
    /// cannot be written): nothing is written.
    case refused([Diagnostic])
  }

  /// One line of the file a recording changes: its text before and after,
  /// without its line terminator; a line of a table diff.
  public struct LineChange: Sendable, Hashable {
    /// The 1-based line.
    public var line: Int
    /// The line as it was.
    public var old: String
    /// The line as recorded.
    public var new: String
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
    /// The errors of the rows left as they are (a cell in error refuses its
    /// row) and of the tables left as they are (a header in error refuses
    /// its table), in file order; the file's other rows are recorded.
    public var refusals: [Diagnostic] = []
    /// Every line the recording changes, in file order: the table diff
    /// `insets record --dry-run` prints.
    public var lines: [LineChange] = []

    /// A recording's outcome, with the reader's warnings and notes and the cells it changes.
    public init(outcome: Outcome, warnings: [Diagnostic] = [], changes: [Change] = []) {
      self.outcome = outcome
      self.warnings = warnings
      self.changes = changes
    }

    /// The rows left as they are: each row whose cells have an error, and
    /// each row of a table whose header has one.
    public var refusedRows = 0

    /// ``lines`` as a unified diff of `file`: a hunk for each run of
    /// consecutive lines, each line as it is (`-`) and as recorded (`+`),
    /// with no context; nothing when no line changes. Control characters are
    /// escaped, as in every message.
    ///
    ///     recording.tableDiff(file: "t.md")
    ///     // --- t.md
    ///     // +++ t.md
    ///     // @@ -3 +3 @@
    ///     // -| iPhone 17 | |
    ///     // +| iPhone 17 | {62, 0, 34, 0} |
    ///
    /// - Complexity: O(n) in the changed lines' length.
    public func tableDiff(file: String) -> [String] {
      guard !lines.isEmpty else { return [] }
      var out = ["--- \(Quote.escapingControls(file))", "+++ \(Quote.escapingControls(file))"]
      var i = 0
      while i < lines.count {
        var j = i + 1
        while j < lines.count, lines[j].line == lines[j - 1].line + 1 { j += 1 }
        let count = j - i
        let span = count == 1 ? "\(lines[i].line)" : "\(lines[i].line),\(count)"
        out.append("@@ -\(span) +\(span) @@")
        out += lines[i..<j].map { "-" + Quote.escapingControls($0.old) }
        out += lines[i..<j].map { "+" + Quote.escapingControls($0.new) }
        i = j
      }
      return out
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
    return record(document, bytes: bytes, file: file)
  }

  /// Records into the read `document` of `bytes`: a row with an error, and
  /// every row of a table whose header has one, is left as it is, with its
  /// errors among the recording's refusals; every other row is recorded.
  private func record(_ document: MarkdownDocument, bytes: [UInt8], file: String) -> Recording {
    var refusals: [Diagnostic] = []
    var refusedRows = 0
    // Changes in file order: tables, rows and cells come in that order.
    var changes: [(range: Range<Int>, change: Change)] = []
    for table in document.tables where !table.isSkipped {
      var evaluator = TableEvaluator(table: table, file: file, vocabulary: runner.vocabulary)
      guard evaluator.runs else {
        refusals += evaluator.headerErrors
        refusedRows += table.rows.count
        continue
      }
      for row in table.rows {
        let evaluation = evaluator.evaluate(row, options: .record)
        guard evaluation.errors.isEmpty else {
          refusals += evaluation.errors
          refusedRows += 1
          continue
        }
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
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + changes.count * 8)
    var lines: [LineChange] = []
    var copied = 0
    // Each changed line: its start in the old bytes and in the new.
    var line: (number: Int, oldStart: Int, newStart: Int)?
    func closeLine(upTo oldEnd: Int) {
      guard let open = line else { return }
      // The rest of the line, copied as it is, up to its terminator.
      var end = oldEnd
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      result += bytes[oldEnd..<end]
      lines.append(
        LineChange(
          line: open.number, old: String(decoding: bytes[open.oldStart..<end], as: UTF8.self),
          new: String(decoding: result[open.newStart...], as: UTF8.self)))
      line = nil
      copied = end
    }
    for (range, change) in changes {
      if let open = line, open.number != change.location.line { closeLine(upTo: copied) }
      if line == nil {
        // The line's start: after the last terminator before the cell.
        var start = range.lowerBound
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        result += bytes[copied..<start]
        line = (change.location.line, start, result.count)
        copied = start
      }
      result += bytes[copied..<range.lowerBound]
      result += Self.cell(bytes[range], holding: change.new)
      copied = range.upperBound
    }
    closeLine(upTo: copied)
    result += bytes[copied...]
    var recording = Recording(
      outcome: .recorded(result, cells: changes.count), warnings: document.diagnostics,
      changes: changes.map(\.change))
    recording.refusals = refusals
    recording.refusedRows = refusedRows
    recording.lines = lines
    return recording
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
    return bytes.withUTF8 { (try? key.check($0, scene, resolution)) == .match }
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
