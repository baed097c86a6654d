import Foundation

/// A row's cells as an evaluation reads them: each cell's text as UTF-8
/// bytes, from which its value is read and checked, and the row as a
/// ``MarkdownRow`` (each cell's text and FILE:LINE:COLUMN), read from the
/// same line only when a message, a report or a kept input first needs it
/// (``row(file:)``). A row that passes is never read as a `MarkdownRow`.
///
///     var cells = RowCells(line: 0..<line.count, of: bytes, cells: ranges, index: 2, offset: 40)
///     cells[1]                      // the second cell's bytes
///     cells.row(file: "t.md").cells  // the cells, located (read once)
///
/// The buffers are valid only while the caller's are: a value of the
/// evaluation of one row.
struct RowCells {
  /// The bytes the cells' texts are ranges of.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Each cell's text in ``bytes``: trimmed, a code span's backticks
  /// removed, `\|` read as `|`.
  let cells: UnsafeBufferPointer<Range<Int>>
  /// The row's 1-based line.
  let line: Int
  /// The row's line in ``bytes``, its 0-based index and its offset in the
  /// file, which ``row(file:)`` reads it from; `nil` for a row given read.
  private let source: (range: Range<Int>, index: Int, offset: Int)?
  /// The row, once read.
  private var located: MarkdownRow?

  /// A body row of a table, its line (without its terminator) at `range` of
  /// `bytes`, split into `cells` (``RowBatch/plainCells(in:_:into:)``),
  /// on the file's 0-based line `index`, `offset` bytes into the file.
  init(
    line range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>,
    cells: UnsafeBufferPointer<Range<Int>>, index: Int, offset: Int
  ) {
    self.bytes = bytes
    self.cells = cells
    self.line = index + 1
    self.source = (range, index, offset)
  }

  private init(
    row: MarkdownRow, bytes: UnsafeBufferPointer<UInt8>, cells: UnsafeBufferPointer<Range<Int>>
  ) {
    self.bytes = bytes
    self.cells = cells
    self.line = row.line
    self.source = nil
    self.located = row
  }

  /// Calls `body` with the cells of `row`, already read: a document's row,
  /// or a row whose cells hold a `\|`.
  ///
  /// - Complexity: O(the row's text), to lay its cells' texts out as bytes.
  static func reading<R>(_ row: MarkdownRow, _ body: (inout RowCells) -> R) -> R {
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(row.cells.count)
    for cell in row.cells {
      let start = bytes.count
      bytes += cell.text.utf8
      ranges.append(start..<bytes.count)
    }
    return bytes.withUnsafeBufferPointer { bytes in
      ranges.withUnsafeBufferPointer { ranges in
        var cells = RowCells(row: row, bytes: bytes, cells: ranges)
        return body(&cells)
      }
    }
  }

  /// How many cells the row has.
  var count: Int { cells.count }

  /// The text of cell `column`, as UTF-8 bytes.
  subscript(column: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[cells[column]])
  }

  /// The row, its cells with their texts and locations, read from its line
  /// the first time it is asked for (as the reader reads a row in its
  /// window: ``RowBatch/row(_:index:offset:file:)``).
  ///
  /// - Complexity: O(bytes of the line) the first time, O(1) after.
  mutating func row(file: String) -> MarkdownRow {
    if let located { return located }
    guard let source, source.range.lowerBound >= 0, source.range.upperBound <= bytes.count else {
      return MarkdownRow(line: line, cells: [], endColumn: 1)
    }
    let row = RowBatch.row(
      Array(bytes[source.range]), index: source.index, offset: source.offset, file: file)
    located = row
    return row
  }
}
