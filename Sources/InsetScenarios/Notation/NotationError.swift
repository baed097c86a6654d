import InsetReports

/// A value that does not follow the notation, with the offset (in Unicode
/// scalars from the start of the cell's text) of the offending token.
public struct NotationError: Error, Sendable, Hashable {
  /// Where the offending token starts, in Unicode scalars from the start of the cell's text.
  public var offset: Int
  /// What is wrong, and what the notation expects.
  public var message: String

  /// `message` is kept with its control characters escaped (ESC becomes
  /// `\u{1B}`): it may quote a cell.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = Quote.escapingControls(message)
  }
}

/// User text quoted in a message: shortened, so that a huge cell cannot make
/// a huge message, and with its control characters escaped, so that a cell
/// cannot drive the terminal the message is printed on.
enum Quote {
  static let limit = 60

  /// `text`, or its first characters and an ellipsis, with control
  /// characters escaped (see ``escapingControls(_:)``). The limit counts
  /// characters before escaping.
  static func short<S: StringProtocol>(_ text: S) -> String {
    let text = shortNumbers(text)
    return escapingControls(
      text.count <= limit ? String(text) : String(text.prefix(limit - 3)) + "…")
  }

  /// The fewest digits a number's whole part has for ``shortNumbers(_:)``
  /// to write it short: 16, the first whole numbers the notation prints
  /// through `%.3f` rather than as an integer (1e15 and up; a `Double`
  /// there no longer holds a thousandth of a point).
  static let longNumberDigits = 16

  /// `text` with every number whose whole part has ``longNumberDigits``
  /// digits or more written short, four significant digits and a power of
  /// ten (`1e300`, `1.235e19`): a length near `Double`'s limit printed in
  /// full is 309 digits, and a message quoting it would be mostly digits.
  /// A fraction after such a number is dropped with it; shorter numbers,
  /// and all other text, are unchanged.
  ///
  ///     Quote.shortNumbers("{{0, 0}, {100000000000000005250476, 1.5}}")
  ///     // "{{0, 0}, {1e23, 1.5}}"
  ///
  /// - Complexity: O(n) in the text's scalars.
  static func shortNumbers<S: StringProtocol>(_ text: S) -> String {
    let scalars = text.unicodeScalars
    func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }
    // The common case: no run of digits long enough, checked without
    // building anything.
    var run = 0
    var any = false
    for c in scalars {
      run = isDigit(c) ? run + 1 : 0
      if run >= longNumberDigits {
        any = true
        break
      }
    }
    guard any else { return String(text) }
    var out = String.UnicodeScalarView()
    var i = scalars.startIndex
    while i < scalars.endIndex {
      guard isDigit(scalars[i]) else {
        out.append(scalars[i])
        i = scalars.index(after: i)
        continue
      }
      var digits: [UInt8] = []
      var j = i
      while j < scalars.endIndex, isDigit(scalars[j]) {
        digits.append(UInt8(scalars[j].value - 48))
        j = scalars.index(after: j)
      }
      guard digits.count >= longNumberDigits else {
        out.append(contentsOf: scalars[i..<j])
        i = j
        continue
      }
      // A fraction after it says nothing at this size.
      if j < scalars.endIndex, scalars[j] == ".",
        case let k = scalars.index(after: j), k < scalars.endIndex, isDigit(scalars[k])
      {
        j = k
        while j < scalars.endIndex, isDigit(scalars[j]) { j = scalars.index(after: j) }
      }
      let leading = digits.firstIndex { $0 != 0 } ?? digits.count - 1
      let significant = Array(digits[leading...])
      var exponent = significant.count - 1
      // Four significant digits, rounded half up on the fifth.
      var kept = Array(significant.prefix(4))
      if significant.count > 4, significant[4] >= 5 {
        var p = kept.count - 1
        while p >= 0 {
          if kept[p] == 9 {
            kept[p] = 0
            p -= 1
          } else {
            kept[p] += 1
            break
          }
        }
        if p < 0 {
          kept.insert(1, at: 0)
          kept.removeLast()
          exponent += 1
        }
      }
      while kept.count > 1, kept.last == 0 { kept.removeLast() }
      var short = String(kept[0])
      if kept.count > 1 { short += "." + kept.dropFirst().map(String.init).joined() }
      short += "e\(exponent)"
      out.append(contentsOf: short.unicodeScalars)
      i = j
    }
    return String(out)
  }

  /// `text` with every C0 control character but the tab, DEL, every C1
  /// control character and every invisible formatting character (a zero
  /// width space, a right-to-left override: ``isInvisible(_:)``) written as a
  /// Swift escape (`\u{1B}` for ESC, `\u{200B}`), the rest unchanged.
  static func escapingControls<S: StringProtocol>(_ text: S) -> String {
    ReportText.escapingControls(text)
  }

  /// C0 (but the tab), DEL, C1, and the invisible formatting characters
  /// (``ReportText/isControl(_:)``).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool { ReportText.isControl(scalar) }

  /// A character that takes no room or reorders the text around it
  /// (``ReportText/isInvisible(_:)``), which a cell may hold unseen.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool { ReportText.isInvisible(scalar) }

  /// `U+200B ZERO WIDTH SPACE`: a character by its code point and name.
  static func name(_ scalar: Unicode.Scalar) -> String {
    let code = String(scalar.value, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
    return "U+\(padded)" + (scalar.properties.name.map { " \($0)" } ?? "")
  }

  /// The first invisible character of `text` and its offset in Unicode
  /// scalars, or nil; ASCII text is passed over at a byte a step.
  static func firstInvisible<S: StringProtocol>(_ text: S) -> (Unicode.Scalar, Int)? {
    guard text.utf8.contains(where: { $0 >= 0xC2 }) else { return nil }
    for (offset, scalar) in text.unicodeScalars.enumerated() where isInvisible(scalar) {
      return (scalar, offset)
    }
    return nil
  }
}
