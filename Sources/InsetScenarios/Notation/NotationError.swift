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

  /// `text` with every C0 control character but the tab, DEL and every C1
  /// control character written as a Swift escape (`\u{1B}` for ESC), the
  /// rest unchanged.
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

  /// C0 (but the tab), DEL and C1.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
  }
}
