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

extension String {
  /// Whether `other` occurs in the string, byte for byte in UTF-8.
  ///
  /// The rules ask this of identifiers and their lowercased forms many
  /// times a statement; Foundation's `contains(_:)`, which compares by
  /// Unicode's canonical equivalence through `NSString`, cost a quarter of
  /// a port run. Identifiers are compared as written, so bytes are what is
  /// meant.
  ///
  /// - Complexity: O(n × m) in the lengths, both short here.
  func contains(_ other: String) -> Bool {
    var haystack = self
    var needle = other
    haystack.makeContiguousUTF8()
    needle.makeContiguousUTF8()
    return haystack.utf8.withContiguousStorageIfAvailable { h in
      needle.utf8.withContiguousStorageIfAvailable { n in
        guard n.count <= h.count else { return false }
        guard let first = n.first else { return true }
        var i = 0
        let last = h.count - n.count
        while i <= last {
          if h[i] == first {
            var k = 1
            while k < n.count, h[i + k] == n[k] { k += 1 }
            if k == n.count { return true }
          }
          i += 1
        }
        return false
      } ?? false
    } ?? false
  }
}
