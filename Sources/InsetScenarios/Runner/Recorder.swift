import Foundation
import InsetModel

/// Fills or refreshes the output cells of scenario tables with the computed
/// values, in the contract's notation, changing no other byte of the file.
/// A written value that already matches within the tolerance is kept as
/// written, so refreshing a passing table changes nothing.
///
/// Each new value replaces the text between its cell's pipes. The cell keeps
/// its leading spaces; trailing spaces pad a shorter value to the cell's old
/// width, and give way (down to one) to a longer one. A cell wrapped in a code
/// span keeps its backticks. Prose, other cells, alignment rows, line endings
/// and a byte-order mark are untouched.
///
///     let result = Recorder().record(bytes: Array(text.utf8), file: "t.md")
///     // .recorded(newBytes, cells: 3) or .refused([Diagnostic])
public struct Recorder: Sendable {
  public var runner: ScenarioRunner
  /// Whether only empty output cells are filled.
  public var onlyEmpty: Bool

  public init(runner: ScenarioRunner = ScenarioRunner(), onlyEmpty: Bool = false) {
    self.runner = runner
    self.onlyEmpty = onlyEmpty
  }

  /// What recording a file gave.
  public enum Outcome: Sendable, Equatable {
    /// The new contents, and how many cells changed (0: nothing to write).
    case recorded([UInt8], cells: Int)
    /// The file has errors: nothing is written.
    case refused([Diagnostic])
  }

  /// Records into a file's contents.
  public func record(bytes: [UInt8], file: String) -> Outcome {
    let report = runner.run(bytes: bytes, file: file)
    var errors = report.diagnostics
    for row in report.rows { if case .error(let d) = row.outcome { errors += d } }
    if !errors.isEmpty { return .refused(errors) }
    let document: MarkdownDocument
    do {
      document = try MarkdownReader.read(bytes, file: file)
    } catch {
      return .refused([error])
    }
    // Replacements, applied back to front so that byte offsets stay valid.
    var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
    for table in document.tables where !table.isSkipped {
      let keys = table.header.cells.compactMap { runner.vocabulary[$0.text] }
      guard keys.count == table.header.cells.count else { continue }
      for row in table.rows {
        let prepared = runner.prepare(row: row, keys: keys, file: file)
        guard let scene = prepared.scene else { continue }
        let resolution = scene.resolve()
        for (key, cell) in zip(keys, row.cells) where key.role == .output {
          if onlyEmpty && !cell.text.isEmpty { continue }
          // A written value that already matches (within the tolerance) stays as written.
          if !cell.text.isEmpty, (try? key.check(cell.text, scene, resolution)) == .match {
            continue
          }
          guard let value = key.describe(scene, resolution), value != cell.text else { continue }
          replacements.append((cell.byteRange, Self.cell(bytes[cell.byteRange], holding: value)))
        }
      }
    }
    var result = bytes
    for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(replacement.range, with: replacement.bytes)
    }
    return .recorded(result, cells: replacements.count)
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

  /// Records into a file on disk: writes a temporary file beside it, then
  /// renames it over the original, so that a reader sees the old or the new
  /// contents, never a mix. Nothing is written when nothing changes.
  public func record(file: String) -> Outcome {
    let path = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
    guard let data = FileManager.default.contents(atPath: path) else {
      return .refused([
        Diagnostic(
          file: file, location: TextLocation(line: 1, column: 1),
          message: "the file cannot be read")
      ])
    }
    let outcome = record(bytes: [UInt8](data), file: file)
    guard case .recorded(let bytes, let cells) = outcome, cells > 0 else { return outcome }
    let directory = (path as NSString).deletingLastPathComponent
    let temporary =
      (directory.isEmpty ? "." : directory)
      + "/.\((path as NSString).lastPathComponent).insets-\(UUID().uuidString)"
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: temporary))
      if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let permissions = attributes[.posixPermissions]
      {
        try? FileManager.default.setAttributes(
          [.posixPermissions: permissions], ofItemAtPath: temporary)
      }
      guard rename(temporary, path) == 0 else {
        try? FileManager.default.removeItem(atPath: temporary)
        return .refused([
          Diagnostic(
            file: file, location: TextLocation(line: 1, column: 1),
            message: "cannot replace the file (errno \(errno)); it is unchanged")
        ])
      }
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      return .refused([
        Diagnostic(
          file: file, location: TextLocation(line: 1, column: 1),
          message: "cannot write beside the file: \(error.localizedDescription); it is unchanged")
      ])
    }
    return outcome
  }
}
