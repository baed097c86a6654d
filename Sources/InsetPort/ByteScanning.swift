/// A scan over UTF-8 bytes that keeps the 1-based line and column of the
/// next byte: columns count Unicode scalars, and LF, CR LF and a lone CR each
/// end a line. The lexer and the XML scanner share it.
protocol ByteScanning {
  var bytes: [UInt8] { get }
  /// The next byte's index.
  var i: Int { get set }
  var line: Int { get set }
  var column: Int { get set }
  /// Called when a line ends (the lexer notes that its next token starts one).
  mutating func lineEnded()
}

extension ByteScanning {
  /// The byte `offset` bytes after the next one; nil past the end.
  func peek(_ offset: Int = 0) -> UInt8? {
    i + offset < bytes.count ? bytes[i + offset] : nil
  }

  /// Moves one byte on, keeping the line and column.
  mutating func advance() {
    guard i < bytes.count else { return }
    let b = bytes[i]
    i += 1
    if b == 0x0A || (b == 0x0D && peek() != 0x0A) {
      line += 1
      column = 1
      lineEnded()
    } else if b & 0xC0 != 0x80 && b != 0x0D {
      column += 1
    }
  }

  /// Moves `n` bytes on.
  mutating func advance(_ n: Int) {
    for _ in 0..<n { advance() }
  }

  mutating func lineEnded() {}
}
