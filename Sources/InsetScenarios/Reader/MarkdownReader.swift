import Foundation

/// Reads the pipe tables of a Markdown file.
///
/// What it understands, after GitHub-flavoured Markdown's block structure:
/// - A table is a header line and a delimiter line (`|---|:--:|`), then body
///   lines up to a blank line, a line with no unescaped pipe, or a line that
///   starts another block (a heading, a code fence, a list item, a block
///   quote, an HTML block, a thematic break). Outer pipes are optional;
///   cells are trimmed of spaces and tabs; `\|` is a literal pipe in a cell.
/// - Only top-level tables are read. Code blocks (fenced with three backticks
///   or `~~~`, or indented) and HTML blocks (comments included) hold no
///   table; a table in a list item or a block quote is documentation, with a
///   note when its header has an output key.
/// - ATX (`## Name`) and setext (`Name` over `===` or `---`) headings at the
///   top level name the tables below them.
/// - A line `<!-- insets:skip -->` marks the table directly below it (blank
///   lines aside) as documentation; a marker with anything else below it
///   gets a warning and skips nothing.
/// - Line endings `\n`, `\r\n` and `\r`; a leading UTF-8 byte-order mark.
///
/// The warnings and notes are the document's
/// ``MarkdownDocument/diagnostics``.
///
///     let doc = try MarkdownReader.read(Array("| a | b? |\n|---|---|\n| 1 | 2 |\n".utf8), file: "x.md")
///     doc.tables[0].rows[0].cells.map(\.text)  // ["1", "2"]
///
/// - Complexity: O(n) in the file's length.
public enum MarkdownReader {
  /// Reads `bytes`, the contents of `file`.
  ///
  /// - Throws: a ``Diagnostic`` at the first byte that is not UTF-8, or at a
  ///   NUL byte (the file is not text).
  public static func read(_ bytes: [UInt8], file: String) throws(Diagnostic) -> MarkdownDocument {
    var document = DocumentSink()
    let diagnostics = try read(bytes, file: file, into: &document)
    return MarkdownDocument(tables: document.tables, diagnostics: diagnostics)
  }

  /// Reads `bytes`, the contents of `file`, handing each top-level table to
  /// `sink` as it is read (its heading, header and delimiter, then each body
  /// row) instead of keeping them: a run holds one row at a time. Returns the
  /// reader's warnings and notes, in file order.
  ///
  /// - Throws: as ``read(_:file:)``.
  static func read<Sink: TableSink>(_ bytes: [UInt8], file: String, into sink: inout Sink)
    throws(Diagnostic) -> [Diagnostic]
  {
    var scanner = Scanner(bytes: bytes, source: nil, file: file)
    return try scanner.scan(into: &sink)
  }

  /// Reads the open file `descriptor`, whose path is `file`, a part at a
  /// time (`partSize` bytes and the line that crosses its end), so
  /// that a file of any length costs one part of memory, not its length.
  /// Rows are handed to `sink` as they are read; the bytes of each part are
  /// checked (UTF-8, no NUL) before any of its rows is handed over, so a
  /// file that is not text throws after the rows of its earlier parts: a
  /// caller discards what the sink holds then.
  ///
  /// - Throws: as ``read(_:file:)``, and when the file cannot be read.
  static func read<Sink: TableSink>(
    descriptor: Int32, file: String, partSize: Int = FileParts.size, into sink: inout Sink
  ) throws(Diagnostic) -> [Diagnostic] {
    var scanner = Scanner(
      bytes: [], source: FileParts(descriptor: descriptor, size: max(1, partSize)), file: file)
    return try scanner.scan(into: &sink)
  }
}

/// What receives a file's top-level tables as the reader reads them.
protocol TableSink {
  /// A table starts: `table` has its heading, header, delimiter and skip
  /// mark, and no rows.
  mutating func begin(_ table: MarkdownTable)
  /// A body row of the table begun last.
  mutating func row(_ row: MarkdownRow)
  /// Whether the sink takes body rows a batch at a time
  /// (``rows(_:bytes:fallback:)``): the reader then holds them back, up to
  /// ``RowBatch/capacity``, and hands them over before anything else it
  /// hands the sink, so that the sink sees every row in file order.
  static var takesRowBatches: Bool { get }
  /// Body rows of the table begun last, in file order, as ranges of
  /// `bytes` (``RowBatch/cells(_:in:into:)`` splits a row into its cells'
  /// texts); `fallback(k)` is the batch's row `k` as a ``MarkdownRow``.
  /// All three are valid during the call only. The default hands each row
  /// to ``row(_:)``.
  mutating func rows(
    _ batch: RowBatch, bytes: UnsafeBufferPointer<UInt8>, fallback: (Int) -> MarkdownRow)
}

extension TableSink {
  static var takesRowBatches: Bool { false }
  mutating func rows(
    _ batch: RowBatch, bytes: UnsafeBufferPointer<UInt8>, fallback: (Int) -> MarkdownRow
  ) {
    for k in 0..<batch.count { row(fallback(k)) }
  }
}

/// Body rows of one table held back by the reader
/// (``TableSink/takesRowBatches``): each row's line, as a byte range of the
/// reader's window, and its number. The cells are split by whoever reads
/// the batch (``cells(_:in:into:)``), so that splitting them can be shared
/// out with the rest of a row's work. Its arrays are kept from batch to
/// batch, so that holding rows back allocates nothing.
struct RowBatch {
  /// The most rows held back at once: 2,048. Waking a thread costs tens of
  /// microseconds, a row one or two, so a batch is long; but a thread that
  /// decides rows waits for the reader's first batch, and each batch is
  /// copied into memory its thread touches, so not longer (2,048 rows ran
  /// the bundled files 1–3% faster than 8,192 or 1,024 on this project's
  /// 2-core machine).
  static let capacity = 2048
  /// Each row's 0-based line in the file.
  private(set) var lineIndices: [Int] = []
  /// Each row's bytes in the window, without its line terminator.
  private(set) var ranges: [Range<Int>] = []
  /// Each row's offset in the file.
  private(set) var offsets: [Int] = []

  /// The rows held.
  var count: Int { lineIndices.count }
  /// Whether no row is held.
  var isEmpty: Bool { lineIndices.isEmpty }
  /// Whether the batch holds ``capacity`` rows.
  var isFull: Bool { lineIndices.count >= Self.capacity }

  /// Row `k`'s 1-based line.
  func line(_ k: Int) -> Int { lineIndices[k] + 1 }

  /// Splits row `k` of the window `bytes` into its cells' texts, into
  /// `cells` (trimmed, a code span's backticks removed); `false` when a cell
  /// holds a backslash (`\|` stands for `|`, which only the row read as a
  /// ``MarkdownRow`` shows).
  ///
  /// - Complexity: O(bytes of the row), allocating nothing once `cells`
  ///   has grown to the row's width.
  func cells(
    _ k: Int, in bytes: UnsafeBufferPointer<UInt8>, into cells: inout [Range<Int>]
  ) -> Bool {
    Self.plainCells(in: bytes, ranges[k], into: &cells)
  }

  /// The text of cell `column` of a row split into `cells` of `bytes`; `nil`
  /// without a column, past the row's last cell, or for an empty cell.
  static func text(ofCell column: Int?, in bytes: UnsafeBufferPointer<UInt8>, cells: [Range<Int>])
    -> String?
  {
    guard let column, column < cells.count, !cells[column].isEmpty else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[cells[column]]), as: UTF8.self)
  }

  /// The cells of the line at `range` of `bytes`, split as
  /// ``cells(_:in:into:)`` splits a batch's; `false` for a range outside
  /// `bytes`.
  static func plainCells(
    in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into cells: inout [Range<Int>]
  ) -> Bool {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
    return Scanner.plainCells(in: UnsafeRawBufferPointer(bytes), range, into: &cells)
  }

  /// Holds back the row on the 0-based line `index`, at `range` of the
  /// window, `offset` bytes into the file.
  mutating func append(line index: Int, range: Range<Int>, offset: Int) {
    if lineIndices.isEmpty {
      lineIndices.reserveCapacity(Self.capacity)
      ranges.reserveCapacity(Self.capacity)
      offsets.reserveCapacity(Self.capacity)
    }
    lineIndices.append(index)
    ranges.append(range)
    offsets.append(offset)
  }

  /// Lets every row go, keeping the arrays' storage.
  mutating func removeAll() {
    lineIndices.removeAll(keepingCapacity: true)
    ranges.removeAll(keepingCapacity: true)
    offsets.removeAll(keepingCapacity: true)
  }

  /// The body row whose bytes are `line` (without its terminator), on the
  /// 0-based line `index`, `offset` bytes into `file`, read as a
  /// ``MarkdownRow`` exactly as the reader reads one in its window (cells,
  /// `\|`, columns, byte ranges): for a row copied out of the window, which
  /// has since moved on.
  ///
  /// - Complexity: O(bytes of the line).
  static func row(_ line: [UInt8], index: Int, offset: Int, file: String) -> MarkdownRow {
    var scanner = Scanner(bytes: line, source: nil, file: file)
    scanner.lines = [0..<line.count]
    scanner.firstLine = index
    scanner.base = offset
    scanner.split = line.count
    return scanner.row(index)
  }
}

/// Keeps every table and row: a ``MarkdownDocument``'s tables.
struct DocumentSink: TableSink {
  var tables: [MarkdownTable] = []
  mutating func begin(_ table: MarkdownTable) { tables.append(table) }
  mutating func row(_ row: MarkdownRow) { tables[tables.count - 1].rows.append(row) }
}

/// An open file read a part at a time.
struct FileParts {
  /// How much is read at once by default: 256 KiB. A line longer than a
  /// part is read whole (the window grows to hold it). A part's read, and
  /// the check of its bytes, keep the reader from handing rows over while
  /// they last; 1 MiB parts held the threads that decide rows idle for a
  /// millisecond at a time, and faulted in four times the window's memory.
  static let size = 1 << 18
  let descriptor: Int32
  /// How much is read at once (the tests read a byte at a time).
  var size = Self.size
  /// How much the first read asks for, at most: 64 KiB. A table's first
  /// rows are handed over as soon as they are read, and threads that
  /// decide rows start on them while the rest of the first part is read,
  /// rather than after a whole part is read and checked.
  static let firstSize = 1 << 16
  /// Zeros that ``read(into:first:)`` grows its buffer with, 64 KiB at a
  /// time, in a debug build.
  private static let zeros = [UInt8](repeating: 0, count: 1 << 16)

  /// Appends up to ``size`` more bytes of the file to `bytes` (up to
  /// ``firstSize`` when `first`); returns how many (0 at the end of the
  /// file), or nil when the file cannot be read. Of a regular file it asks
  /// for no more than is left (and a byte, to see the end): the memory a
  /// small file's read touches is its own size, not a part's.
  func read(into bytes: inout [UInt8], first: Bool = false) -> Int? {
    var want = first ? min(size, Self.firstSize) : size
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
      let offset = lseek(descriptor, 0, SEEK_CUR)
      if offset >= 0 {
        let left = Int(status.st_size) - Int(offset)
        want = max(1, min(want, left < Int.max ? left + 1 : left))
      }
    }
    let old = bytes.count
    // Zeros appended in place: appending a new array of them made, filled
    // and freed a part's worth of fresh pages at every read (a 3.5 MB file
    // read in 2.3 ms rather than 0.9).
    #if DEBUG
      // Unoptimised, `repeatElement(0, count:)` is copied a byte at a time
      // through the generic sequence copy (70 % of the debug tool's
      // `record` of a 3 MB file): the zeros come from a block, a slice in
      // one copy.
      var left = want
      while left > 0 {
        let count = min(left, Self.zeros.count)
        bytes.append(contentsOf: Self.zeros[..<count])
        left -= count
      }
    #else
      // Optimised, this fills in place; copying the block cost 1 % more
      // instructions on a 20,000-row file.
      bytes.append(contentsOf: repeatElement(0, count: want))
    #endif
    while true {
      let n = bytes.withUnsafeMutableBufferPointer { buffer in
        Foundation.read(descriptor, buffer.baseAddress.map { $0 + old }, want)
      }
      if n < 0, errno == EINTR { continue }
      bytes.removeLast(want - max(n, 0))
      return n < 0 ? nil : n
    }
  }
}

/// The line-by-line scanner behind ``MarkdownReader``.
///
/// It sees the file through a window: `bytes` holds the lines being read
/// (the whole file when it was given in memory; a part of it, and the line
/// before, when it is read from disk). Offsets into `bytes` are the
/// window's; `base` turns them into the file's, and `firstLine` turns an
/// index of `lines` into the file's line index.
private struct Scanner {
  /// The window: the file's bytes from offset `base`.
  var bytes: [UInt8]
  /// Where the rest of the file comes from, when it is read a part at a time.
  let source: FileParts?
  /// The path notes and warnings name.
  let file: String
  /// The file offset of `bytes[0]`.
  var base = 0
  /// The window's complete lines: each line's byte range, without its terminator.
  var lines: [Range<Int>] = []
  /// The file's index (0-based) of `lines[0]`.
  var firstLine = 0
  /// How far the window is split into lines (the end of the last line's
  /// terminator) and checked.
  var split = 0
  /// Whether the window reaches the end of the file.
  var atEnd: Bool
  /// Body rows held back for a sink that takes them a batch at a time
  /// (``queueBodyRow(_:into:)``); handed over by ``flushRows(into:)``.
  var batch = RowBatch()

  init(bytes: [UInt8], source: FileParts?, file: String) {
    self.bytes = bytes
    self.source = source
    self.file = file
    self.atEnd = source == nil
  }

  /// The range of the file's line `index` (0-based), which is in the window.
  func line(_ index: Int) -> Range<Int> { lines[index - firstLine] }

  /// Moves the window on: drops what comes before offset `keep` (the last
  /// line read, which a delimiter row below may make a table's header),
  /// reads until the window holds a line not yet read or the file ends,
  /// splits and checks it. Returns how far the window's offsets moved, or
  /// nil when the file has no more lines.
  mutating func advance(keeping keep: Int) throws(Diagnostic) -> Int? {
    // A file given whole is split and checked at once.
    if atEnd, split == bytes.count, !lines.isEmpty { return nil }
    let kept = lines.firstIndex { $0.upperBound >= keep }
    let shift = kept.map { min(keep, lines[$0].lowerBound) } ?? split
    if shift > 0 {
      bytes.removeSubrange(0..<shift)
      base += shift
      split -= shift
    }
    if let kept {
      firstLine += kept
      lines = lines[kept...].map { ($0.lowerBound - shift)..<($0.upperBound - shift) }
    } else {
      firstLine += lines.count
      lines = []
    }
    let read = lines.count
    while true {
      if !atEnd, let source {
        guard let n = source.read(into: &bytes, first: base == 0 && bytes.isEmpty) else {
          throw Diagnostic(
            file: file, location: TextLocation(line: firstLine + lines.count + 1, column: 1),
            message: "the file cannot be read past this line (\(String(cString: strerror(errno))))")
        }
        if n == 0 { atEnd = true }
      }
      // A byte-order mark is skipped once the first part can show one.
      if base == 0, split == 0, bytes.count >= 3 || atEnd,
        bytes.starts(with: [0xEF, 0xBB, 0xBF])
      {
        split = 3
      }
      let checkedFrom = split
      let linesBefore = lines.count
      splitLines()
      // A line past the limit is refused where it starts, before more of it
      // is read: memory stays a part and the limit, however long the line.
      if let long = lines[linesBefore...].firstIndex(where: { $0.count > Self.longestLine })
        ?? (bytes.count - split > Self.longestLine ? lines.count : nil)
      {
        throw Diagnostic(
          file: file, location: TextLocation(line: firstLine + long + 1, column: 1),
          message: "the line is longer than \(Self.longestLine >> 20) MiB: no scenario table "
            + "has a line that long (is this file a table?)")
      }
      try check(checkedFrom..<split)
      if lines.count > read || atEnd { break }
    }
    return lines.count > read ? shift : nil
  }

  /// The longest line read, in bytes: 16 MiB. A table's line is a few
  /// hundred bytes; a cell of megabytes is refused with a short quote.
  static let longestLine = 16 << 20

  /// Splits the window into lines from `split`, as far as it holds whole
  /// ones: a `\r` at the window's end waits for the next part, which may
  /// start with the `\n` of the same terminator.
  mutating func splitLines() {
    let n = bytes.count
    let atEnd = atEnd
    var found: [Range<Int>] = []
    // Every index read is below `n`, the buffer's count.
    let start = bytes.withUnsafeBufferPointer { b -> Int in
      var start = split
      var i = split
      let raw = UnsafeRawBufferPointer(b)
      while i < n {
        // Eight bytes at a time while none is below 0x0E (no `\n`, no `\r`).
        while i + 8 <= n {
          let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          guard (x &- 0x0E0E_0E0E_0E0E_0E0E) & ~x & 0x8080_8080_8080_8080 == 0 else { break }
          i += 8
        }
        guard i < n else { break }
        let c = b[i]
        if c != UInt8(ascii: "\n") && c != UInt8(ascii: "\r") {
          i += 1
          continue
        }
        var next = i + 1
        if c == UInt8(ascii: "\r") {
          if next < n {
            if b[next] == UInt8(ascii: "\n") { next += 1 }
          } else if !atEnd {
            break
          }
        }
        found.append(start..<i)
        start = next
        i = next
      }
      return start
    }
    lines.append(contentsOf: found)
    split = start
    if atEnd, split < n {
      lines.append(split..<n)
      split = n
    }
  }

  /// Throws at the first byte of `range` that is not UTF-8, or at a NUL byte.
  func check(_ range: Range<Int>) throws(Diagnostic) {
    if let bad = UTF8Check.firstInvalidByte(in: bytes, range) {
      throw Diagnostic(
        file: file, location: location(ofByte: bad),
        message:
          "the file is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))")
    }
    let nul = bytes.withUnsafeBufferPointer { b -> Int? in
      guard let base = b.baseAddress, range.upperBound <= b.count, !range.isEmpty,
        let found = memchr(base + range.lowerBound, 0, range.count)
      else { return nil }
      return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
    if let nul {
      throw Diagnostic(
        file: file, location: location(ofByte: nul),
        message: "the file holds a NUL byte: it is not a text file")
    }
  }

  // MARK: Locations

  /// The 1-based column of byte `offset` in the window's line `index`.
  func column(ofByte offset: Int, inLine index: Int) -> Int {
    var column = 1
    var i = lines[index].lowerBound
    while i < offset {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    return column
  }

  /// The line and column of any byte of the window.
  func location(ofByte offset: Int) -> TextLocation {
    // Lines are sorted; find the one holding `offset` (or the last before it).
    var low = 0
    var high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if lines[mid].upperBound < offset { low = mid + 1 } else { high = mid }
    }
    guard low < lines.count, lines[low].lowerBound <= offset else {
      return TextLocation(line: firstLine + max(1, low + 1), column: 1)
    }
    return TextLocation(line: firstLine + low + 1, column: column(ofByte: offset, inLine: low))
  }

  // MARK: Line shapes

  func isSpace(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }

  /// The line's range trimmed of spaces and tabs.
  func trimmed(_ r: Range<Int>) -> Range<Int> {
    var a = r.lowerBound
    var b = r.upperBound
    while a < b, isSpace(bytes[a]) { a += 1 }
    while b > a, isSpace(bytes[b - 1]) { b -= 1 }
    return a..<b
  }

  func isBlank(_ r: Range<Int>) -> Bool { trimmed(r).isEmpty }

  /// Leading indentation, a tab counting as four columns.
  func indentation(_ r: Range<Int>) -> Int {
    var width = 0
    for i in r {
      if bytes[i] == UInt8(ascii: " ") {
        width += 1
      } else if bytes[i] == UInt8(ascii: "\t") {
        width += 4 - width % 4
      } else {
        break
      }
    }
    return width
  }

  func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }

  /// A code fence opening or closing line: its character and length.
  func fence(_ r: Range<Int>) -> (char: UInt8, length: Int, hasInfo: Bool)? {
    guard indentation(r) < 4 else { return nil }
    let t = trimmed(r)
    guard let first = t.first.map({ bytes[$0] }),
      first == UInt8(ascii: "`") || first == UInt8(ascii: "~")
    else { return nil }
    var n = 0
    var i = t.lowerBound
    while i < t.upperBound, bytes[i] == first {
      n += 1
      i += 1
    }
    guard n >= 3 else { return nil }
    // A backtick fence's info string may not hold a backtick.
    if first == UInt8(ascii: "`"), bytes[i..<t.upperBound].contains(first) { return nil }
    return (first, n, i < t.upperBound)
  }

  /// An ATX heading's text.
  func atxHeading(_ r: Range<Int>) -> String? {
    guard indentation(r) < 4 else { return nil }
    let t = trimmed(r)
    var i = t.lowerBound
    var level = 0
    while i < t.upperBound, bytes[i] == UInt8(ascii: "#") {
      level += 1
      i += 1
    }
    guard (1...6).contains(level), i == t.upperBound || isSpace(bytes[i]) else { return nil }
    // Drop a closing sequence of #s that follows a space.
    var end = t.upperBound
    var j = end
    while j > i, bytes[j - 1] == UInt8(ascii: "#") { j -= 1 }
    if j == i || isSpace(bytes[j - 1]) { end = j }
    return text(trimmed(i..<end))
  }

  /// `===` or `---` under a paragraph line.
  func isSetextUnderline(_ r: Range<Int>) -> Bool {
    guard indentation(r) < 4 else { return false }
    let t = trimmed(r)
    guard let first = t.first.map({ bytes[$0] }),
      first == UInt8(ascii: "=") || first == UInt8(ascii: "-")
    else { return false }
    return t.allSatisfy { bytes[$0] == first }
  }

  func isSkipMarker(_ r: Range<Int>) -> Bool {
    let t = text(trimmed(r))
    guard t.hasPrefix("<!--"), t.hasSuffix("-->") else { return false }
    let inner = t.dropFirst(4).dropLast(3).trimmingSpaces()
    return inner == "insets:skip"
  }

  /// Calls `body` with the offset of each unescaped pipe of `r`, left to
  /// right, until it returns false: the one place that knows `\|` is not a
  /// pipe. Inlined, so that the splitter's loop is one pass with no call.
  @inline(__always)
  func forEachPipe(in r: Range<Int>, _ body: (Int) -> Bool) {
    precondition(r.upperBound <= bytes.count && r.lowerBound >= 0)
    // Every index read is below `r.upperBound`, within the buffer.
    bytes.withUnsafeBytes { b in
      var i = r.lowerBound
      while true {
        i = Self.nextPipeOrBackslash(in: b, from: i, to: r.upperBound)
        guard i < r.upperBound else { return }
        let c = b[i]
        if c == UInt8(ascii: "|") {
          guard body(i) else { return }
        } else if c == UInt8(ascii: "\\"), i + 1 < r.upperBound, b[i + 1] == UInt8(ascii: "|") {
          i += 1
        }
        i += 1
      }
    }
  }

  /// The first offset from `start` below `end` whose byte is `|` or `\`, or
  /// `end`: eight bytes at a time, then one at a time. The caller has checked
  /// that `start..<end` is within `b`.
  @inline(__always)
  static func nextPipeOrBackslash(in b: UnsafeRawBufferPointer, from start: Int, to end: Int)
    -> Int
  {
    var i = start
    while i + 8 <= end {
      let word = UInt64(littleEndian: b.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      let candidates = pipesOrBackslashes(in: word)
      if candidates != 0 { return i + candidates.trailingZeroBitCount / 8 }
      i += 8
    }
    while i < end, b[i] != 0x7C, b[i] != 0x5C { i += 1 }
    return i
  }

  /// The high bit of each byte of `word` that may be `|` or `\`, marked as
  /// ``bytes(equalTo:in:)`` marks them (the lowest exactly): the two differ
  /// only in the bit 0x20, so with it set in every byte they are the bytes
  /// equal to `|`, one test for both.
  @inline(__always)
  static func pipesOrBackslashes(in word: UInt64) -> UInt64 {
    bytes(equalTo: 0x7C, in: word | 0x2020_2020_2020_2020)
  }

  /// The high bit of each byte of `word` that may equal `byte`: the lowest
  /// one set marks the first such byte exactly (a borrow can only mark bytes
  /// above a true match, which the caller then reads and passes over).
  @inline(__always)
  static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
    let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
  }

  /// Whether a range holds an unescaped pipe (stops at the first).
  func hasPipe(_ r: Range<Int>) -> Bool {
    var found = false
    forEachPipe(in: r) { _ in
      found = true
      return false
    }
    return found
  }

  /// The cells' byte ranges (between pipes, untrimmed), with optional outer pipes removed.
  func cellRanges(_ r: Range<Int>) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(16)
    cellRanges(r, into: &ranges)
    return ranges
  }

  /// ``cellRanges(_:)`` into `ranges` (emptied first, its storage kept).
  func cellRanges(_ r: Range<Int>, into ranges: inout [Range<Int>]) {
    let t = trimmed(r)
    ranges.removeAll(keepingCapacity: true)
    var firstPipe: Int?
    var lastPipe: Int?
    var start = t.lowerBound
    forEachPipe(in: t) { pipe in
      ranges.append(start..<pipe)
      if firstPipe == nil { firstPipe = pipe }
      lastPipe = pipe
      start = pipe + 1
      return true
    }
    ranges.append(start..<t.upperBound)
    if let firstPipe, firstPipe == t.lowerBound { ranges.removeFirst() }
    if let lastPipe, lastPipe == t.upperBound - 1, !ranges.isEmpty { ranges.removeLast() }
  }

  func isDelimiterRow(_ r: Range<Int>) -> Bool {
    guard indentation(r) < 4, hasPipe(r) else { return false }
    let cells = cellRanges(r)
    guard !cells.isEmpty else { return false }
    for cell in cells {
      let t = trimmed(cell)
      var i = t.lowerBound
      var end = t.upperBound
      if i < end, bytes[i] == UInt8(ascii: ":") { i += 1 }
      if end > i, bytes[end - 1] == UInt8(ascii: ":") { end -= 1 }
      guard i < end, bytes[i..<end].allSatisfy({ $0 == UInt8(ascii: "-") }) else { return false }
    }
    return true
  }

  // MARK: Rows

  /// The file's line `index` (0-based) as a row.
  func row(_ index: Int) -> MarkdownRow {
    let r = line(index)
    let ranges = cellRanges(r)
    var cells: [MarkdownCell] = []
    cells.reserveCapacity(ranges.count)
    var columns = Columns(line: r, ascii: isASCII(r))
    for cellRange in ranges {
      cells.append(cell(cellRange, line: index, columns: &columns))
    }
    let end = trimmed(r).upperBound
    return MarkdownRow(line: index + 1, cells: cells, endColumn: columns.column(at: end, in: self))
  }

  /// Whether a range is all ASCII (``UTF8Check/firstNonASCII(_:)``).
  func isASCII(_ r: Range<Int>) -> Bool {
    bytes.withUnsafeBufferPointer {
      UTF8Check.firstNonASCII(UnsafeBufferPointer(rebasing: $0[r])) == r.count
    }
  }

  /// The columns of one line's bytes, counted once, left to right, as its
  /// cells are read (so a long line of many cells costs its length, not its
  /// length times its cells); an ASCII line's are its byte offsets.
  struct Columns {
    let line: Range<Int>
    let ascii: Bool
    var byte: Int
    var count = 1

    init(line: Range<Int>, ascii: Bool) {
      self.line = line
      self.ascii = ascii
      self.byte = line.lowerBound
    }

    /// The 1-based column of byte `offset`, at or after the last one asked.
    mutating func column(at offset: Int, in scanner: borrowing Scanner) -> Int {
      if ascii { return offset - line.lowerBound + 1 }
      while byte < offset {
        if scanner.bytes[byte] & 0xC0 != 0x80 { count += 1 }
        byte += 1
      }
      return count
    }
  }

  /// The range of a cell's text: `range` trimmed, and inside a single
  /// enclosing code span (`value`), trimmed again.
  func cellText(_ range: Range<Int>) -> Range<Int> {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
    return bytes.withUnsafeBytes { Self.cellText(range, in: $0) }
  }

  /// ``cellText(_:)`` of a range of `b`, which the caller has checked is
  /// within it.
  @inline(__always)
  static func cellText(_ range: Range<Int>, in b: UnsafeRawBufferPointer) -> Range<Int> {
    func trimmed(_ r: Range<Int>) -> Range<Int> {
      var a = r.lowerBound
      var z = r.upperBound
      while a < z, b[a] == 0x20 || b[a] == 0x09 { a += 1 }
      while z > a, b[z - 1] == 0x20 || b[z - 1] == 0x09 { z -= 1 }
      return a..<z
    }
    let t = trimmed(range)
    guard t.count >= 3, b[t.lowerBound] == UInt8(ascii: "`"),
      b[t.upperBound - 1] == UInt8(ascii: "`")
    else { return t }
    for i in (t.lowerBound + 1)..<(t.upperBound - 1) where b[i] == UInt8(ascii: "`") { return t }
    return trimmed((t.lowerBound + 1)..<(t.upperBound - 1))
  }

  /// Hands the file's line `index` (0-based), a top-level table's body row,
  /// to `sink`: held back in the batch when the sink takes batches, else as
  /// a ``MarkdownRow``.
  mutating func queueBodyRow<Sink: TableSink>(_ index: Int, into sink: inout Sink) {
    if Sink.takesRowBatches {
      let r = line(index)
      batch.append(line: index, range: r, offset: base + r.lowerBound)
      if batch.isFull { flushRows(into: &sink) }
      return
    }
    sink.row(row(index))
  }

  /// Hands the rows held back to `sink`, in file order. Called before the
  /// sink is handed anything else, before the window moves on (the rows'
  /// ranges are the window's) and at the end of the file.
  mutating func flushRows<Sink: TableSink>(into sink: inout Sink) {
    guard !batch.isEmpty else { return }
    var held = RowBatch()
    swap(&held, &batch)
    defer {
      held.removeAll()
      swap(&held, &batch)
    }
    let scanner = self
    bytes.withUnsafeBufferPointer { bytes in
      sink.rows(held, bytes: bytes) { scanner.row(held.lineIndices[$0]) }
    }
  }

  /// The cells' texts (``cellText(_:)``) of the line `r` of `b` (which the
  /// caller has checked is within it), a row with no backslash, in one pass
  /// eight bytes at a time; `false` at the first backslash, where `\|` may
  /// stand for `|` and only ``cellRanges(_:)`` and a cell's `String` tell.
  /// The cells are those of ``cellRanges(_:)``: between pipes, a leading
  /// pipe and a trailing one opening and closing no cell. What the threads
  /// deciding a batch split its rows with (``RowBatch``).
  static func plainCells(
    in b: UnsafeRawBufferPointer, _ r: Range<Int>, into cells: inout [Range<Int>]
  ) -> Bool {
    cells.removeAll(keepingCapacity: true)
    var lo = r.lowerBound
    var hi = r.upperBound
    while lo < hi, b[lo] == 0x20 || b[lo] == 0x09 { lo += 1 }
    while hi > lo, b[hi - 1] == 0x20 || b[hi - 1] == 0x09 { hi -= 1 }
    var start = lo
    var closed = false  // the last pipe read is the row's last byte
    // A pipe at `k`: it ends the cell before it (a leading pipe opens none).
    func pipe(at k: Int) {
      if k > lo { cells.append(cellText(start..<k, in: b)) }
      start = k + 1
      closed = k == hi - 1
    }
    // The whole row eight bytes at a time: a word's pipes and backslashes
    // are its marked bytes, each read to tell which it is
    // (``pipesOrBackslashes(in:)`` may mark a byte above a true one).
    var i = lo
    while i + 8 <= hi {
      let word = UInt64(littleEndian: b.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      var marks = pipesOrBackslashes(in: word)
      while marks != 0 {
        let k = i + marks.trailingZeroBitCount / 8
        marks &= marks &- 1
        if b[k] == 0x7C {
          pipe(at: k)
        } else if b[k] == 0x5C {
          return false
        }
      }
      i += 8
    }
    while i < hi {
      let c = b[i]
      if c == 0x5C { return false }
      if c == 0x7C { pipe(at: i) }
      i += 1
    }
    if !closed { cells.append(cellText(start..<hi, in: b)) }
    return true
  }

  func cell(_ range: Range<Int>, line index: Int, columns: inout Columns) -> MarkdownCell {
    let t = cellText(range)
    let text: String
    if bytes[t].contains(UInt8(ascii: "\\")) {
      // `\|` stands for `|`.
      var content: [UInt8] = []
      content.reserveCapacity(t.count)
      var i = t.lowerBound
      while i < t.upperBound {
        if bytes[i] == UInt8(ascii: "\\"), i + 1 < t.upperBound, bytes[i + 1] == UInt8(ascii: "|") {
          i += 1
        }
        content.append(bytes[i])
        i += 1
      }
      text = String(decoding: content, as: UTF8.self)
    } else {
      text = String(decoding: bytes[t], as: UTF8.self)
    }
    let start = t.isEmpty ? range.lowerBound : t.lowerBound
    return MarkdownCell(
      text: text,
      location: TextLocation(line: index + 1, column: columns.column(at: start, in: self)),
      byteRange: (base + range.lowerBound)..<(base + range.upperBound))
  }

  // MARK: Block structure

  /// A container block: a block quote, or a list item whose content is
  /// indented `indent` columns past where the item's line starts (after the
  /// containers around it).
  enum Container {
    case quote
    case item(indent: Int)
  }

  /// The leaf block a line may continue.
  enum Leaf {
    case none
    case paragraph(Paragraph)
    case fence(char: UInt8, length: Int)
    case html(HTMLBlock)
    case indentedCode
    /// A table; only a top-level one is read.
    case table(topLevel: Bool)

    var isParagraph: Bool {
      if case .paragraph = self { true } else { false }
    }
  }

  /// An open paragraph, as far as tables care.
  struct Paragraph {
    /// Its last line: a delimiter row below makes it a table's header.
    var lastLine: Int
    /// Where that line's text starts, after the containers it sits in.
    var start: Int
    /// Whether that line is a lazy continuation line (in fewer containers
    /// than the paragraph) that starts with a space: GitHub keeps the space,
    /// so a pipe after it opens an extra, empty, first cell.
    var lazilyIndented = false
    /// Whether a delimiter row has already followed the paragraph without
    /// making a table: GitHub then never makes it one.
    var tried = false

    /// The paragraph continued by line `line`, whose text starts at `start`.
    func continued(by line: Int, at start: Int, lazilyIndented: Bool = false) -> Leaf {
      var next = self
      next.lastLine = line
      next.start = start
      next.lazilyIndented = lazilyIndented
      return .paragraph(next)
    }
  }

  /// A place in a line: a byte offset and its column with tabs expanded to
  /// multiples of four (a tab can be partly used up by a container).
  struct Cursor {
    var byte: Int
    var column: Int
  }

  /// The indentation at `c`, counted up to `limit` columns, and the cursor
  /// past it.
  func indent(from c: Cursor, to end: Int, limit: Int = 4) -> (width: Int, at: Cursor) {
    var cur = c
    while cur.byte < end, cur.column - c.column < limit {
      if bytes[cur.byte] == UInt8(ascii: " ") {
        cur.byte += 1
        cur.column += 1
      } else if bytes[cur.byte] == UInt8(ascii: "\t") {
        cur.byte += 1
        cur.column = (cur.column / 4 + 1) * 4
      } else {
        break
      }
    }
    return (cur.column - c.column, cur)
  }

  /// `c` moved past `n` columns of spaces and tabs (fewer if the text starts
  /// sooner); a tab wider than what is left is used up only in part.
  func consume(_ n: Int, from c: Cursor, to end: Int) -> Cursor {
    var cur = c
    let target = c.column + n
    while cur.column < target, cur.byte < end {
      if bytes[cur.byte] == UInt8(ascii: " ") {
        cur.byte += 1
        cur.column += 1
      } else if bytes[cur.byte] == UInt8(ascii: "\t") {
        let next = (cur.column / 4 + 1) * 4
        if next <= target {
          cur.byte += 1
          cur.column = next
        } else {
          cur.column = target
        }
      } else {
        break
      }
    }
    return cur
  }

  /// The byte just past the last byte of `r` that is not a space or tab
  /// (`r.lowerBound` for a blank line).
  func textEnd(_ r: Range<Int>) -> Int { trimmed(r).isEmpty ? r.lowerBound : trimmed(r).upperBound }

  /// A thematic break (`***`, `- - -`, `___`) from `p`. `tail` is where the
  /// line's run of that character and spaces to its end begins, so that the
  /// test costs little however often it is made on one line.
  func isThematicBreak(at p: Int, end: Int, tail: Int) -> Bool {
    let c = bytes[p]
    guard p >= tail, c == UInt8(ascii: "-") || c == UInt8(ascii: "*") || c == UInt8(ascii: "_")
    else { return false }
    var n = 0
    var i = p
    while i < end, n < 3 {
      if bytes[i] == c { n += 1 }
      i += 1
    }
    return n >= 3
  }

  /// Where the run of `c`, spaces and tabs that ends line `r` begins.
  func tailRun(of c: UInt8, in r: Range<Int>) -> Int {
    var i = r.upperBound
    while i > r.lowerBound, bytes[i - 1] == c || isSpace(bytes[i - 1]) { i -= 1 }
    return i
  }

  /// A list item marker at `at` (`-`, `+`, `*`, or 1 to 9 digits and `.` or
  /// `)`, then a space, a tab or the line's end): the cursor where its
  /// content starts and the content's indentation from `from`.
  func listItem(from: Cursor, at: Cursor, end: Int, interruptingParagraph: Bool)
    -> (after: Cursor, indent: Int)?
  {
    let p = at.byte
    var markerEnd = p
    var ordered = false
    var startsAtOne = false
    let b = bytes[p]
    if b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: "*") {
      markerEnd = p + 1
    } else {
      while markerEnd < end, markerEnd - p < 10,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[markerEnd])
      {
        markerEnd += 1
      }
      let digits = markerEnd - p
      guard (1...9).contains(digits), markerEnd < end,
        bytes[markerEnd] == UInt8(ascii: ".") || bytes[markerEnd] == UInt8(ascii: ")")
      else { return nil }
      ordered = true
      startsAtOne = Int(text(p..<markerEnd)) == 1
      markerEnd += 1
    }
    guard markerEnd == end || isSpace(bytes[markerEnd]) else { return nil }
    let afterMarker = Cursor(byte: markerEnd, column: at.column + (markerEnd - p))
    let (spaces, afterSpaces) = indent(from: afterMarker, to: end, limit: 5)
    let emptyItem = afterSpaces.byte >= end || trimmed(afterSpaces.byte..<end).isEmpty
    if interruptingParagraph, emptyItem || (ordered && !startsAtOne) { return nil }
    let markerWidth = afterMarker.column - from.column
    if emptyItem || spaces >= 5 {
      return (consume(1, from: afterMarker, to: end), markerWidth + 1)
    }
    return (afterSpaces, markerWidth + spaces)
  }

  /// Whether the text at `at` starts a block other than a paragraph or a
  /// table: what interrupts a paragraph (`interruptingParagraph`) or ends a
  /// table. `at` follows less than four columns of indentation.
  func startsBlock(from: Cursor, at: Cursor, end: Int, interruptingParagraph: Bool, tail: Int)
    -> Bool
  {
    let p = at.byte
    let r = p..<end
    switch bytes[p] {
    case UInt8(ascii: ">"): return true
    case UInt8(ascii: "#"): if atxHeading(r) != nil { return true }
    case UInt8(ascii: "`"), UInt8(ascii: "~"): if fence(r) != nil { return true }
    case UInt8(ascii: "<"):
      if HTMLBlock.start(bytes[r], interruptingParagraph: interruptingParagraph) != nil {
        return true
      }
    default: break
    }
    if isThematicBreak(at: p, end: end, tail: tail) { return true }
    return listItem(from: from, at: at, end: end, interruptingParagraph: interruptingParagraph)
      != nil
  }

  /// Whether a header row looks like a scenario table's: a key ends in `?`.
  func looksLikeScenarioHeader(_ r: Range<Int>) -> Bool {
    var columns = Columns(line: r, ascii: true)
    return cellRanges(r).contains { range in
      cell(range, line: 0, columns: &columns).text.hasSuffix("?")
    }
  }

  // MARK: The scan

  /// What the scan carries from one line to the next: the open containers
  /// and leaf block, the heading above, a skip marker waiting for its table
  /// and the notices so far.
  struct ScanState {
    var notices: [Diagnostic] = []
    var heading: String?
    var containers: [Container] = []
    /// The indices in `containers` of its block quotes, ascending.
    var quotes: [Int] = []
    var leaf = Leaf.none
    /// A skip marker waiting for its table, and the first line with text
    /// after it: the line that must be the table's header.
    var skip: (location: TextLocation, header: Int?)?

    /// The first block quote at index `k` or deeper.
    func firstQuote(from k: Int) -> Int? {
      var low = 0
      var high = quotes.count
      while low < high {
        let mid = (low + high) / 2
        if quotes[mid] < k { low = mid + 1 } else { high = mid }
      }
      return low < quotes.count ? quotes[low] : nil
    }

    /// Closes the containers from index `k` on.
    mutating func closeContainers(from k: Int) {
      containers.removeSubrange(k...)
      while let last = quotes.last, last >= k { quotes.removeLast() }
    }

    /// The warning for a skip marker at `location` with no table below it.
    mutating func unmatchedSkipMarker(_ location: TextLocation, file: String) {
      notices.append(
        Diagnostic(
          file: file, location: location,
          message: "this `<!-- insets:skip -->` skips nothing: it applies only to a table directly "
            + "below it (blank lines aside)",
          severity: .warning))
    }
  }

  /// One line as the scan reads it: its range, where its text ends, the
  /// cursor past the containers read so far, and where its trailing run of
  /// a character begins (``tail(_:in:)``), worked out once.
  struct ScanLine {
    /// The file's index of the line.
    let index: Int
    let range: Range<Int>
    /// The byte just past the line's last byte that is not a space or tab.
    let lastText: Int
    var cur: Cursor
    private var trailingSpaces: Int?
    private var lastRun: Int?

    init(index: Int, range: Range<Int>, lastText: Int) {
      self.index = index
      self.range = range
      self.lastText = lastText
      self.cur = Cursor(byte: range.lowerBound, column: 0)
    }

    var end: Int { range.upperBound }
    /// Whether nothing but spaces and tabs is left after the cursor.
    var restIsBlank: Bool { cur.byte >= lastText }

    /// ``Scanner/tailRun(of:in:)`` of the line for any `c`, with no
    /// allocation: it is where the trailing spaces begin, unless the byte
    /// before them is `c`, whose run (the same for every call) is read once.
    mutating func tail(_ c: UInt8, in scanner: borrowing Scanner) -> Int {
      let spaces: Int
      if let known = trailingSpaces {
        spaces = known
      } else {
        var i = range.upperBound
        while i > range.lowerBound, scanner.isSpace(scanner.bytes[i - 1]) { i -= 1 }
        trailingSpaces = i
        spaces = i
      }
      guard spaces > range.lowerBound, scanner.bytes[spaces - 1] == c else { return spaces }
      if let lastRun { return lastRun }
      let run = scanner.tailRun(of: c, in: range)
      lastRun = run
      return run
    }
  }

  /// Reads the file's block structure line by line, as GitHub-flavoured
  /// Markdown does (containers first, then the open leaf block, then new
  /// blocks), keeping the top-level tables.
  ///
  /// - Throws: as ``MarkdownReader/read(_:file:)``.
  mutating func scan<Sink: TableSink>(into sink: inout Sink) throws(Diagnostic) -> [Diagnostic] {
    var state = ScanState()
    /// The file's index of the line being read.
    var i = 0
    while true {
      defer { i += 1 }
      if i - firstLine == lines.count {
        guard try moveWindow(keepingOpen: &state.leaf, into: &sink) else { break }
      }
      let range = lines[i - firstLine]
      var line = ScanLine(index: i, range: range, lastText: textEnd(range))
      // 1. The containers this line continues.
      let matched = matchContainers(&line, state)
      if !line.restIsBlank, var s = state.skip, s.header == nil {
        s.header = i
        state.skip = s
      }
      // 2. The open leaf block; 3. new blocks.
      let lineDone =
        matched == state.containers.count
        ? continueLeaf(&line, &state, into: &sink)
        : continueLazily(&line, matched: matched, &state)
      if !lineDone { openBlocks(&line, &state, into: &sink) }
      if let s = state.skip, let h = s.header, i > h {
        state.unmatchedSkipMarker(s.location, file: file)
        state.skip = nil
      }
    }
    flushRows(into: &sink)
    if let s = state.skip { state.unmatchedSkipMarker(s.location, file: file) }
    return Diagnostic.inFileOrder(state.notices)
  }

  /// The window is read: hands over the rows held back and moves the window
  /// on, keeping an open paragraph's last line (a delimiter row below may
  /// make it a header) and moving its offsets with the window. `false` when
  /// the file has no more lines.
  private mutating func moveWindow<Sink: TableSink>(
    keepingOpen leaf: inout Leaf, into sink: inout Sink
  ) throws(Diagnostic) -> Bool {
    var keep = lines.last?.lowerBound ?? split
    if case .paragraph(let paragraph) = leaf { keep = min(keep, paragraph.start) }
    flushRows(into: &sink)
    guard let shift = try advance(keeping: keep) else { return false }
    if case .paragraph(var paragraph) = leaf {
      paragraph.start -= shift
      leaf = .paragraph(paragraph)
    }
    return true
  }

  /// Moves `line`'s cursor past the open containers it continues and
  /// returns how many it continues. A blank line continues list items but
  /// not block quotes.
  private func matchContainers(_ line: inout ScanLine, _ state: ScanState) -> Int {
    let end = line.end
    var matched = 0
    matching: while matched < state.containers.count {
      if line.restIsBlank {
        return state.firstQuote(from: matched) ?? state.containers.count
      }
      switch state.containers[matched] {
      case .quote:
        let (width, at) = indent(from: line.cur, to: end)
        guard width < 4, at.byte < end, bytes[at.byte] == UInt8(ascii: ">") else {
          break matching
        }
        line.cur = consume(1, from: Cursor(byte: at.byte + 1, column: at.column + 1), to: end)
      case .item(let n):
        let next = consume(n, from: line.cur, to: end)
        guard next.column - line.cur.column == n else { break matching }
        line.cur = next
      }
      matched += 1
    }
    return matched
  }

  /// Whether the text after `cursor` starts a block other than a paragraph
  /// or a table (``startsBlock(from:at:end:interruptingParagraph:tail:)``);
  /// an indented code block starts only outside a paragraph.
  private func startsBlock(
    _ line: inout ScanLine, at cursor: Cursor, interruptingParagraph: Bool
  ) -> Bool {
    let (width, at) = indent(from: cursor, to: line.end)
    if width >= 4 { return !interruptingParagraph }
    guard at.byte < line.lastText else { return false }
    return startsBlock(
      from: cursor, at: at, end: line.end, interruptingParagraph: interruptingParagraph,
      tail: line.tail(bytes[at.byte], in: self))
  }

  /// A line that continues every open container: whether the open leaf
  /// block (a fence, an HTML block, indented code, a table) takes the whole
  /// line, closing the leaf where the line ends it. A table's body row is
  /// queued for `sink`.
  private mutating func continueLeaf<Sink: TableSink>(
    _ line: inout ScanLine, _ state: inout ScanState, into sink: inout Sink
  ) -> Bool {
    let (cur, end) = (line.cur, line.end)
    switch state.leaf {
    case .fence(let char, let length):
      let (width, at) = indent(from: cur, to: end)
      if width < 4, at.byte < end, let f = fence(at.byte..<end), f.char == char,
        f.length >= length, !f.hasInfo
      {
        state.leaf = .none
      }
      return true
    case .html(let kind):
      if kind.endsAtBlankLine {
        if line.restIsBlank { state.leaf = .none } else { return true }
      } else {
        if kind.ends(in: bytes[cur.byte..<end]) { state.leaf = .none }
        return true
      }
    case .indentedCode:
      if line.restIsBlank || indent(from: cur, to: end).width >= 4 { return true }
      state.leaf = .none
    case .table(let topLevel):
      // A row that begins with `|` (indented under four columns) starts
      // no other block: no block's opening character is `|`. Most rows
      // do, and are spared the general check.
      let (width, at) = indent(from: cur, to: end)
      let opensWithPipe =
        width < 4 && at.byte < line.lastText && bytes[at.byte] == UInt8(ascii: "|")
      if !line.restIsBlank,
        opensWithPipe || !startsBlock(&line, at: cur, interruptingParagraph: false),
        hasPipe(cur.byte..<end)
      {
        if topLevel { queueBodyRow(line.index, into: &sink) }
        return true
      }
      state.leaf = .none
    case .paragraph, .none:
      break
    }
    return false
  }

  /// A line that continues fewer containers than are open: a lazy
  /// continuation line of an open paragraph (what may start a block here is
  /// judged as outside a paragraph, except that an indented line cannot
  /// start a code block), else the end of the containers it does not
  /// continue. Whether the line is taken.
  private func continueLazily(_ line: inout ScanLine, matched: Int, _ state: inout ScanState)
    -> Bool
  {
    let cur = line.cur
    if case .paragraph(let paragraph) = state.leaf, !line.restIsBlank,
      indent(from: cur, to: line.end).width >= 4
        || !startsBlock(&line, at: cur, interruptingParagraph: false)
    {
      state.leaf = paragraph.continued(
        by: line.index, at: cur.byte, lazilyIndented: isSpace(bytes[cur.byte]))
      return true
    }
    state.leaf = .none
    state.closeContainers(from: matched)
    return false
  }

  /// Opens the blocks the rest of `line` starts: block quotes and list
  /// items (then what follows them on the line), a heading, a fence, an
  /// HTML block (a skip marker among them), a setext underline, a thematic
  /// break, a table (``openTable(_:delimiter:_:at:_:into:)``), or paragraph
  /// text.
  private mutating func openBlocks<Sink: TableSink>(
    _ line: inout ScanLine, _ state: inout ScanState, into sink: inout Sink
  ) {
    let end = line.end
    while true {
      if line.restIsBlank {
        if state.leaf.isParagraph { state.leaf = .none }
        return
      }
      let (width, at) = indent(from: line.cur, to: end)
      let paragraphOpen = state.leaf.isParagraph
      if width >= 4 {
        if case .paragraph(let paragraph) = state.leaf {
          // A paragraph's continuation (an indented delimiter row does not
          // make a table).
          state.leaf = paragraph.continued(by: line.index, at: at.byte)
        } else {
          state.leaf = .indentedCode
        }
        return
      }
      let r = at.byte..<end
      let first = bytes[at.byte]
      if first == UInt8(ascii: ">") {
        state.containers.append(.quote)
        state.quotes.append(state.containers.count - 1)
        state.leaf = .none
        line.cur = consume(1, from: Cursor(byte: at.byte + 1, column: at.column + 1), to: end)
        continue
      }
      if first == UInt8(ascii: "#"), let h = atxHeading(r) {
        if state.containers.isEmpty { state.heading = h }
        state.leaf = .none
        return
      }
      if first == UInt8(ascii: "`") || first == UInt8(ascii: "~"), let f = fence(r) {
        state.leaf = .fence(char: f.char, length: f.length)
        return
      }
      if first == UInt8(ascii: "<"),
        let kind = HTMLBlock.start(bytes[r], interruptingParagraph: paragraphOpen)
      {
        state.leaf = kind.endsAtBlankLine || !kind.ends(in: bytes[r]) ? .html(kind) : .none
        if kind == .comment, isSkipMarker(r) {
          if let s = state.skip { state.unmatchedSkipMarker(s.location, file: file) }
          state.skip = (location(ofByte: at.byte), nil)
        }
        return
      }
      if paragraphOpen, first == UInt8(ascii: "=") || first == UInt8(ascii: "-"),
        isSetextUnderline(r)
      {
        if state.containers.isEmpty, case .paragraph(let paragraph) = state.leaf {
          state.heading = text(trimmed(paragraph.start..<self.line(paragraph.lastLine).upperBound))
        }
        state.leaf = .none
        return
      }
      if isThematicBreak(at: at.byte, end: end, tail: line.tail(first, in: self)) {
        state.leaf = .none
        return
      }
      if let item = listItem(from: line.cur, at: at, end: end, interruptingParagraph: paragraphOpen)
      {
        state.containers.append(.item(indent: item.indent))
        state.leaf = .none
        line.cur = item.after
        continue
      }
      if case .paragraph(let paragraph) = state.leaf, isDelimiterRow(r) {
        openTable(paragraph, delimiter: line.index, r, at: at, &state, into: &sink)
        return
      }
      if case .paragraph(let paragraph) = state.leaf {
        state.leaf = paragraph.continued(by: line.index, at: at.byte)
      } else {
        state.leaf = .paragraph(Paragraph(lastLine: line.index, start: at.byte))
      }
      return
    }
  }

  /// A delimiter row (line `i`, its text `r` from `at`) under an open paragraph:
  /// the paragraph's last line becomes a table's header when GitHub makes
  /// one (as many cells in both rows; at the top level a header with a pipe
  /// makes one anyway, and a differing count is an error the runner
  /// reports). A top-level table is begun in `sink`; a nested one that
  /// looks like a scenario table gets a note.
  private mutating func openTable<Sink: TableSink>(
    _ paragraph: Paragraph, delimiter i: Int, _ r: Range<Int>, at: Cursor,
    _ state: inout ScanState, into sink: inout Sink
  ) {
    var paragraph = paragraph
    let h = paragraph.lastLine
    let header = paragraph.start..<self.line(h).upperBound
    let topLevel = state.containers.isEmpty
    let headerCells =
      cellRanges(header).count
      + (paragraph.lazilyIndented && bytes[trimmed(header).lowerBound] == UInt8(ascii: "|")
        ? 1 : 0)
    let sameCount = headerCells == cellRanges(r).count
    guard !paragraph.tried, sameCount || (topLevel && hasPipe(header)) else {
      paragraph.tried = true
      state.leaf = paragraph.continued(by: i, at: at.byte)
      return
    }
    // A table: the paragraph's last line is its header.
    let skipped = state.skip?.header == h
    if skipped { state.skip = nil }
    if topLevel {
      flushRows(into: &sink)
      sink.begin(
        MarkdownTable(
          heading: state.heading, header: row(h), delimiter: row(i), rows: [],
          isSkipped: skipped))
    } else if !skipped, looksLikeScenarioHeader(header) {
      let place: String
      if case .quote = state.containers[state.containers.count - 1] {
        place = "a block quote"
      } else {
        place = "a list item"
      }
      state.notices.append(
        Diagnostic(
          file: file, location: location(ofByte: trimmed(header).lowerBound),
          message: "this table is inside \(place): it is documentation and does not run",
          severity: .note))
    }
    state.leaf = .table(topLevel: topLevel)
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    var s = self
    while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
    while let l = s.last, l == " " || l == "\t" { s.removeLast() }
    return s
  }
}

/// Finds the first byte that breaks UTF-8, and the first that is not ASCII.
enum UTF8Check {
  /// The offset of the first byte that does not belong to a well-formed UTF-8
  /// sequence (overlong forms, surrogates and values past U+10FFFF included).
  static func firstInvalidByte(in bytes: [UInt8], _ range: Range<Int>? = nil) -> Int? {
    let range = range ?? bytes.indices
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
    return bytes.withUnsafeBufferPointer { firstInvalidByte(in: $0, range) }
  }

  /// The index of the first byte of `bytes` at or above 0x80, or its
  /// count: thirty-two bytes at a time while all are ASCII.
  ///
  /// - Complexity: O(bytes).
  static func firstNonASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let high: UInt64 = 0x8080_8080_8080_8080
    var i = 0
    // Thirty-two bytes a step (four words or-ed) while all are ASCII, then
    // a word at a time to the word that holds the first that is not.
    while i + 32 <= bytes.count {
      let words =
        raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
        | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
        | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
      if words & high != 0 { break }
      i += 32
    }
    while i + 8 <= bytes.count {
      if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & high != 0 { break }
      i += 8
    }
    // Past the last whole word, the last one to seven bytes as the last
    // word (which overlaps bytes already read, all ASCII): when it is
    // ASCII, so is the whole.
    if i < bytes.count, bytes.count - i < 8, bytes.count >= 8,
      raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self) & high == 0
    {
      return bytes.count
    }
    while i < bytes.count, base[i] < 0x80 { i += 1 }
    return i
  }

  /// ``firstInvalidByte(in:_:)`` over a buffer; `range` is within it.
  private static func firstInvalidByte(in b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Int?
  {
    var i = range.lowerBound
    let n = range.upperBound
    while i < n {
      i += firstNonASCII(UnsafeBufferPointer(rebasing: b[i..<n]))
      guard i < n else { break }
      let c = b[i]
      let need: Int
      var scalar: UInt32
      let minimum: UInt32
      if c & 0xE0 == 0xC0 {
        need = 1
        scalar = UInt32(c & 0x1F)
        minimum = 0x80
      } else if c & 0xF0 == 0xE0 {
        need = 2
        scalar = UInt32(c & 0x0F)
        minimum = 0x800
      } else if c & 0xF8 == 0xF0 {
        need = 3
        scalar = UInt32(c & 0x07)
        minimum = 0x10000
      } else {
        return i
      }
      guard i + need < n else { return i }
      for k in 1...need {
        let d = b[i + k]
        guard d & 0xC0 == 0x80 else { return i }
        scalar = scalar << 6 | UInt32(d & 0x3F)
      }
      if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
      i += need + 1
    }
    return nil
  }
}
