/// Reads the pipe tables of a Markdown file.
///
/// What it understands, after GitHub-flavoured Markdown:
/// - A table is a header line and a delimiter line (`|---|:--:|`), both with at
///   least one unescaped pipe, then body lines up to a blank line, a line with
///   no unescaped pipe, a heading or a code fence. Outer pipes are optional;
///   cells are trimmed of spaces and tabs; `\|` is a literal pipe in a cell.
/// - ATX (`## Name`) and setext (`Name` over `===` or `---`) headings name the
///   tables below them.
/// - Fenced code blocks (three backticks or `~~~`) are skipped, tables in them
///   too; so is a table indented by four or more spaces (an indented code block).
/// - A line `<!-- insets:skip -->` marks the next table as documentation.
/// - Line endings `\n`, `\r\n` and `\r`; a leading UTF-8 byte-order mark.
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
    var scanner = Scanner(bytes: bytes)
    if let bad = UTF8Check.firstInvalidByte(in: bytes) {
      throw Diagnostic(
        file: file, location: scanner.location(ofByte: bad),
        message:
          "the file is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))")
    }
    if let nul = bytes.firstIndex(of: 0) {
      throw Diagnostic(
        file: file, location: scanner.location(ofByte: nul),
        message: "the file holds a NUL byte: it is not a text file")
    }
    return scanner.scan()
  }
}

/// The line-by-line scanner behind ``MarkdownReader``.
private struct Scanner {
  let bytes: [UInt8]
  /// Each line's byte range, without its terminator.
  var lines: [Range<Int>] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var start = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
    var i = start
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
        lines.append(start..<i)
        if b == UInt8(ascii: "\r"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") {
          i += 1
        }
        start = i + 1
      }
      i += 1
    }
    if start < bytes.count { lines.append(start..<bytes.count) }
  }

  // MARK: Locations

  /// The 1-based column of byte `offset` in line `index`.
  func column(ofByte offset: Int, inLine index: Int) -> Int {
    var column = 1
    var i = lines[index].lowerBound
    while i < offset {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    return column
  }

  /// The line and column of any byte of the file.
  func location(ofByte offset: Int) -> TextLocation {
    // Lines are sorted; find the one holding `offset` (or the last before it).
    var low = 0
    var high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if lines[mid].upperBound < offset { low = mid + 1 } else { high = mid }
    }
    guard low < lines.count, lines[low].lowerBound <= offset else {
      return TextLocation(line: max(1, low + 1), column: 1)
    }
    return TextLocation(line: low + 1, column: column(ofByte: offset, inLine: low))
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

  /// Byte offsets of the unescaped pipes in a range.
  func pipes(in r: Range<Int>) -> [Int] {
    var result: [Int] = []
    var i = r.lowerBound
    while i < r.upperBound {
      let b = bytes[i]
      if b == UInt8(ascii: "\\"), i + 1 < r.upperBound, bytes[i + 1] == UInt8(ascii: "|") {
        i += 2
        continue
      }
      if b == UInt8(ascii: "|") { result.append(i) }
      i += 1
    }
    return result
  }

  func hasPipe(_ r: Range<Int>) -> Bool { !pipes(in: r).isEmpty }

  /// The cells' byte ranges (between pipes, untrimmed), with optional outer pipes removed.
  func cellRanges(_ r: Range<Int>) -> [Range<Int>] {
    let t = trimmed(r)
    let p = pipes(in: t)
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(p.count + 1)
    var start = t.lowerBound
    for pipe in p {
      ranges.append(start..<pipe)
      start = pipe + 1
    }
    ranges.append(start..<t.upperBound)
    if let first = p.first, first == t.lowerBound { ranges.removeFirst() }
    if let last = p.last, last == t.upperBound - 1, !ranges.isEmpty { ranges.removeLast() }
    return ranges
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

  func row(_ index: Int) -> MarkdownRow {
    let r = lines[index]
    let ranges = cellRanges(r)
    var cells: [MarkdownCell] = []
    cells.reserveCapacity(ranges.count)
    // Columns are counted once, left to right, as the cells are read, so a
    // long line of many cells costs its length, not its length times its cells.
    var cursor = (byte: r.lowerBound, column: 1)
    func column(at offset: Int) -> Int {
      while cursor.byte < offset {
        if bytes[cursor.byte] & 0xC0 != 0x80 { cursor.column += 1 }
        cursor.byte += 1
      }
      return cursor.column
    }
    for cellRange in ranges {
      cells.append(cell(cellRange, line: index, column: column))
    }
    let end = trimmed(r).upperBound
    return MarkdownRow(line: index + 1, cells: cells, endColumn: column(at: end))
  }

  func cell(_ range: Range<Int>, line index: Int, column: (Int) -> Int) -> MarkdownCell {
    var t = trimmed(range)
    // A single enclosing code span: `value`.
    if t.count >= 3, bytes[t.lowerBound] == UInt8(ascii: "`"),
      bytes[t.upperBound - 1] == UInt8(ascii: "`"),
      !bytes[(t.lowerBound + 1)..<(t.upperBound - 1)].contains(UInt8(ascii: "`"))
    {
      t = trimmed((t.lowerBound + 1)..<(t.upperBound - 1))
    }
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
    let start = t.isEmpty ? range.lowerBound : t.lowerBound
    return MarkdownCell(
      text: String(decoding: content, as: UTF8.self),
      location: TextLocation(line: index + 1, column: column(start)),
      byteRange: range)
  }

  // MARK: The scan

  mutating func scan() -> MarkdownDocument {
    var tables: [MarkdownTable] = []
    var heading: String?
    var openFence: (char: UInt8, length: Int)?
    var skipNext = false
    var paragraphLine: Int?
    var i = 0
    while i < lines.count {
      let line = lines[i]
      if let open = openFence {
        if let f = fence(line), f.char == open.char, f.length >= open.length, !f.hasInfo {
          openFence = nil
        }
        i += 1
        continue
      }
      if isBlank(line) {
        paragraphLine = nil
        i += 1
        continue
      }
      if let f = fence(line) {
        openFence = (f.char, f.length)
        paragraphLine = nil
        i += 1
        continue
      }
      if let h = atxHeading(line) {
        heading = h
        paragraphLine = nil
        i += 1
        continue
      }
      if isSkipMarker(line) {
        skipNext = true
        i += 1
        continue
      }
      if let p = paragraphLine, isSetextUnderline(line) {
        heading = text(trimmed(lines[p]))
        paragraphLine = nil
        i += 1
        continue
      }
      if indentation(line) < 4, hasPipe(line), i + 1 < lines.count,
        isDelimiterRow(lines[i + 1])
      {
        let header = row(i)
        let delimiter = row(i + 1)
        var rows: [MarkdownRow] = []
        var j = i + 2
        while j < lines.count {
          let body = lines[j]
          if isBlank(body) || !hasPipe(body) || fence(body) != nil || atxHeading(body) != nil {
            break
          }
          rows.append(row(j))
          j += 1
        }
        tables.append(
          MarkdownTable(
            heading: heading, header: header, delimiter: delimiter, rows: rows, isSkipped: skipNext)
        )
        skipNext = false
        i = j
        continue
      }
      paragraphLine = i
      i += 1
    }
    return MarkdownDocument(tables: tables)
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

/// Finds the first byte that breaks UTF-8.
enum UTF8Check {
  /// The offset of the first byte that does not belong to a well-formed UTF-8
  /// sequence (overlong forms, surrogates and values past U+10FFFF included).
  static func firstInvalidByte(in b: [UInt8]) -> Int? {
    var i = 0
    let n = b.count
    while i < n {
      let c = b[i]
      if c < 0x80 {
        i += 1
        continue
      }
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
