import Foundation

/// The common cells, read straight from their UTF-8 bytes: a plain decimal,
/// `zero`, a flat `{a, b, …}` list or a rect `{{x, y}, {w, h}}`, in ASCII.
/// No syntax tree, no `String` per number. Anything else, and every error,
/// returns `nil`, and the full parser (``ValueSyntax``) reads the cell and
/// locates the error: the fast path never decides what is wrong, so messages
/// are the same either way.
///
/// A decimal of at most 15 digits (leading zeros counted) is
/// `mantissa / 10^k`, one correctly rounded division of two exact doubles
/// (Clinger's fast path), which is what `Double(String)` gives; longer ones go
/// through `Double(String)`.
enum FastNumbers {
  /// The numbers of `text` when it is a flat list of exactly `count`
  /// numbers, 1 to 4 (or `zero`, all zeros), else `nil`; the lanes past
  /// `count` are 0. No allocation.
  static func list(_ text: String, count: Int) -> SIMD4<Double>? {
    var text = text
    return text.withUTF8 { list(utf8: $0, count: count) }
  }

  /// ``list(_:count:)`` of a cell's UTF-8 bytes.
  static func list(utf8 bytes: UnsafeBufferPointer<UInt8>, count: Int) -> SIMD4<Double>? {
    guard (1...4).contains(count) else { return nil }
    if let numbers = shortList(bytes, count: count) { return numbers }
    var reader = Reader(bytes: bytes)
    reader.skipSpaces()
    if !reader.at(UInt8(ascii: "{")), reader.word("zero") || reader.word(".zero") {
      reader.skipSpaces()
      return reader.atEnd ? .zero : nil
    }
    var result = SIMD4<Double>.zero
    guard reader.list(into: &result, from: 0, count: count) else { return nil }
    reader.skipSpaces()
    return reader.atEnd ? result : nil
  }

  /// The common shape of a list, `{n, n, …}` with each number at most 15
  /// digits and nothing but spaces around the punctuation, read in one loop;
  /// `nil` for anything else, which ``list(utf8:count:)`` then reads the
  /// general way (so this path only ever agrees with it, faster).
  @inline(__always)
  private static func shortList(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> SIMD4<Double>? {
    guard let p = bytes.baseAddress else { return nil }
    let n = bytes.count
    var i = 0
    guard let numbers = bracedNumbers(p, n, &i, count: count) else { return nil }
    while i < n, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
    return i == n ? numbers : nil
  }

  /// The common shape of a rect, `{{x, y}, {w, h}}`, read as
  /// ``shortList(_:count:)`` reads a list; `nil` for anything else, which
  /// ``rect(utf8:)`` then reads the general way.
  @inline(__always)
  private static func shortRect(_ bytes: UnsafeBufferPointer<UInt8>) -> CGRect? {
    guard let p = bytes.baseAddress else { return nil }
    let n = bytes.count
    var i = 0
    while i < n, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
    guard i < n, p[i] == UInt8(ascii: "{") else { return nil }
    i += 1
    guard let origin = bracedNumbers(p, n, &i, count: 2) else { return nil }
    while i < n, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
    guard i < n, p[i] == UInt8(ascii: ",") else { return nil }
    i += 1
    guard let size = bracedNumbers(p, n, &i, count: 2) else { return nil }
    while i < n, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
    guard i < n, p[i] == UInt8(ascii: "}") else { return nil }
    i += 1
    while i < n, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
    guard i == n else { return nil }
    return CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1])
  }

  /// `{n, n, …}` of exactly `count` numbers (1 to 4), spaces before it and
  /// around its punctuation, at `i` of the `n` bytes at `p`, leaving `i`
  /// past its `}`; each number at most 15 digits. The lanes past `count`
  /// are 0.
  @inline(__always)
  private static func bracedNumbers(
    _ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int, count: Int
  ) -> SIMD4<Double>? {
    while i < n, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
    guard i < n, p[i] == UInt8(ascii: "{") else { return nil }
    i += 1
    var (lane0, lane1, lane2, lane3) = (0.0, 0.0, 0.0, 0.0)
    var lane = 0
    while true {
      while i < n, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
      guard i < n else { return nil }
      let decimal = ScannedDecimal(p, n, &i)
      guard decimal.digits > 0, let value = decimal.exactValue else { return nil }
      // Lanes through registers: writing one lane of a vector in memory
      // and reading the whole back stalls the store forwarding.
      switch lane {
      case 0: lane0 = value
      case 1: lane1 = value
      case 2: lane2 = value
      default: lane3 = value
      }
      lane += 1
      while i < n, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
      guard i < n else { return nil }
      if lane == count {
        guard p[i] == UInt8(ascii: "}") else { return nil }
        i += 1
        return SIMD4(lane0, lane1, lane2, lane3)
      }
      guard p[i] == UInt8(ascii: ",") else { return nil }
      i += 1
    }
  }

  /// `{{w, h}, {w, h}, …}`, one size or more, as `CGSize`s; `nil` for
  /// anything else (the full parser then reads it, and words any error).
  /// Allocates the result only.
  static func sizes(_ text: String) -> [CGSize]? {
    var pair = SIMD4<Double>.zero
    return items(of: text) { reader in
      guard reader.list(into: &pair, from: 0, count: 2) else { return nil }
      return CGSize(width: pair[0], height: pair[1])
    }
  }

  /// `{n, n, …}`, one number or more, each written as digits alone (no
  /// sign, point or exponent) and at most 9 of them; `nil` for anything
  /// else (the full parser then reads it, and words any error). Allocates
  /// the result only.
  static func wholeNumbers(_ text: String) -> [Int]? {
    items(of: text) { reader in
      var value = 0
      var digits = 0
      while reader.index < reader.bytes.count, reader.bytes[reader.index] &- 0x30 <= 9, digits < 9 {
        value = value * 10 + Int(reader.bytes[reader.index] &- 0x30)
        digits += 1
        reader.index += 1
      }
      return digits > 0 ? value : nil
    }
  }

  /// `{item, item, …}`, one item or more, each read by `item` (`nil` where
  /// it reads none), spaces around the punctuation; `nil` for anything else.
  private static func items<Item>(
    of text: String, _ item: (inout Reader) -> Item?
  ) -> [Item]? {
    var text = text
    return text.withUTF8 { bytes -> [Item]? in
      var reader = Reader(bytes: bytes)
      reader.skipSpaces()
      guard reader.byte(UInt8(ascii: "{")) else { return nil }
      var items: [Item] = []
      while true {
        reader.skipSpaces()
        guard let next = item(&reader) else { return nil }
        items.append(next)
        reader.skipSpaces()
        if reader.byte(UInt8(ascii: "}")) { break }
        guard reader.byte(UInt8(ascii: ",")) else { return nil }
      }
      reader.skipSpaces()
      return reader.atEnd ? items : nil
    }
  }

  /// `text` as one plain number, else `nil`.
  static func number(_ text: String) -> CGFloat? {
    var text = text
    return text.withUTF8 { number(utf8: $0) }
  }

  /// ``number(_:)`` of a cell's UTF-8 bytes.
  static func number(utf8 bytes: UnsafeBufferPointer<UInt8>) -> CGFloat? {
    // The common cell, a decimal of at most 15 digits and nothing else,
    // read in one pass; anything else the general way below.
    if let p = bytes.baseAddress {
      var i = 0
      let decimal = ScannedDecimal(p, bytes.count, &i)
      if i == bytes.count, decimal.digits > 0, let value = decimal.exactValue {
        return CGFloat(value)
      }
    }
    var reader = Reader(bytes: bytes)
    reader.skipSpaces()
    guard let value = reader.number() else { return nil }
    reader.skipSpaces()
    return reader.atEnd ? CGFloat(value) : nil
  }

  /// `text` as a rect `{{x, y}, {width, height}}` (or `zero`), else `nil`.
  static func rect(_ text: String) -> CGRect? {
    var text = text
    return text.withUTF8 { rect(utf8: $0) }
  }

  /// ``rect(_:)`` of a cell's UTF-8 bytes.
  static func rect(utf8 bytes: UnsafeBufferPointer<UInt8>) -> CGRect? {
    if let rect = shortRect(bytes) { return rect }
    var reader = Reader(bytes: bytes)
    reader.skipSpaces()
    if reader.word("zero") || reader.word(".zero") {
      reader.skipSpaces()
      return reader.atEnd ? .zero : nil
    }
    var numbers = SIMD4<Double>.zero
    guard reader.byte(UInt8(ascii: "{")) else { return nil }
    reader.skipSpaces()
    guard reader.list(into: &numbers, from: 0, count: 2) else { return nil }
    reader.skipSpaces()
    guard reader.byte(UInt8(ascii: ",")) else { return nil }
    reader.skipSpaces()
    guard reader.list(into: &numbers, from: 2, count: 2) else { return nil }
    reader.skipSpaces()
    guard reader.byte(UInt8(ascii: "}")) else { return nil }
    reader.skipSpaces()
    guard reader.atEnd else { return nil }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  fileprivate static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

  /// A plain decimal `[+-]?(digits(.digits?)?|.digits)` as read from bytes:
  /// every digit goes into the mantissa, which is exact (and used) only while
  /// it has at most 15 significant digits (leading zeros are not, so `0044`
  /// reads as fast as `44`) and at most 15 after the point. The one reading
  /// of a decimal that both the list loop and ``Reader`` use.
  private struct ScannedDecimal {
    var mantissa: UInt64 = 0
    var digits = 0
    var fraction = 0
    var negative = false
    /// Digits from the first that is not 0: the mantissa's own.
    var significant = 0

    /// Reads the decimal at `i` of the `n` bytes at `p`, leaving `i` past it.
    @inline(__always)
    init(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) {
      if i < n, p[i] == 0x2D || p[i] == 0x2B {
        negative = p[i] == 0x2D
        i += 1
      }
      // The whole part, then the fraction: the same digit loop twice, one
      // test a digit (one loop with a "seen the dot" flag cost 1.5 % more
      // of a run).
      digits = readDigits(p, n, &i)
      if i < n, p[i] == 0x2E {
        i += 1
        fraction = readDigits(p, n, &i)
        digits += fraction
      }
    }

    /// Adds the digits at `i` to the mantissa, leaving `i` past them;
    /// returns how many there were.
    @inline(__always)
    mutating func readDigits(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) -> Int {
      let start = i
      // Zeros before the first digit that is not 0 are not significant:
      // passed over first, so that the loop below counts every digit it
      // reads (one test a digit fewer).
      if mantissa == 0 { while i < n, p[i] == 0x30 { i += 1 } }
      let first = i
      while i < n {
        let d = p[i] &- 0x30
        guard d <= 9 else { break }
        mantissa = mantissa &* 10 &+ UInt64(d)
        i += 1
      }
      significant += i - first
      return i - start
    }

    /// The value when it has at most 15 digits: the mantissa is then an exact
    /// `Int64` and an exact double, and 10^fraction too, so a whole number
    /// needs no division and the rest one correctly rounded one (what
    /// `Double(String)` gives); `nil` past 15 digits.
    @inline(__always)
    var exactValue: Double? {
      guard significant <= 15, fraction <= 15 else { return nil }
      var value = Double(Int64(bitPattern: mantissa))
      if fraction > 0 { value /= FastNumbers.powersOfTen[fraction] }
      return negative ? -value : value
    }
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var atEnd: Bool { index >= bytes.count }

    mutating func skipSpaces() {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    /// Whether the next byte is `b` (consuming nothing).
    func at(_ b: UInt8) -> Bool { index < bytes.count && bytes[index] == b }

    mutating func byte(_ b: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == b else { return false }
      index += 1
      return true
    }

    /// Consumes `w` when it is the whole next word.
    mutating func word(_ w: StaticString) -> Bool {
      let count = w.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      let p = w.utf8Start
      for i in 0..<count where bytes[index + i] != p[i] { return false }
      let end = index + count
      if end < bytes.count, Self.isWordByte(bytes[end]) { return false }
      index = end
      return true
    }

    static func isWordByte(_ b: UInt8) -> Bool {
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        || b == 0x5F || b == 0x2E
    }

    /// `{n, n, …}` with exactly `count` numbers, into `result`'s lanes from `from`.
    mutating func list(into result: inout SIMD4<Double>, from: Int, count: Int) -> Bool {
      guard byte(UInt8(ascii: "{")) else { return false }
      for i in 0..<count {
        skipSpaces()
        guard let value = number() else { return false }
        result[from + i] = value
        skipSpaces()
        guard byte(UInt8(ascii: i == count - 1 ? "}" : ",")) else { return false }
      }
      return true
    }

    /// A plain decimal `[+-]?(digits(.digits?)?|.digits)` ending where a
    /// number may end (a space, `,`, `}` or the end), else `nil`.
    mutating func number() -> Double? {
      guard let p = bytes.baseAddress else { return nil }
      let start = index
      let n = bytes.count
      var i = index
      let decimal = ScannedDecimal(p, n, &i)
      guard decimal.digits > 0 else { return nil }
      if i < n {
        let b = bytes[i]
        guard b == 0x20 || b == 0x09 || b == 0x2C || b == 0x7D else { return nil }
      }
      index = i
      if let value = decimal.exactValue { return value }
      guard
        let parsed = Double(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)),
        parsed.isFinite
      else { return nil }
      return parsed
    }
  }
}
