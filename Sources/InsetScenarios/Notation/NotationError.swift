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
    escapingControls(text.count <= limit ? String(text) : String(text.prefix(limit - 3)) + "…")
  }

  /// `text` with every C0 control character but the tab, DEL, every C1
  /// control character and every invisible formatting character (a zero
  /// width space, a right-to-left override: ``isInvisible(_:)``) written as a
  /// Swift escape (`\u{1B}` for ESC, `\u{200B}`), the rest unchanged.
  static func escapingControls<S: StringProtocol>(_ text: S) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// C0 (but the tab), DEL, C1, and the invisible formatting characters.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
      || isInvisible(scalar)
  }

  /// A character that takes no room or reorders the text around it: the
  /// format characters (Unicode's category Cf: the zero width space and
  /// joiners, the byte-order mark, the bidirectional overrides and
  /// isolates, the soft hyphen), which a cell may hold unseen.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0xAD && scalar.properties.generalCategory == .format
  }

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
