/// Text both tools print where a terminal or a workflow reads it: no
/// control character reaches either raw.
public enum ReportText {
  /// A located line, `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, as compilers
  /// print them and editors and CI read them; the file and the message
  /// with their control characters escaped.
  ///
  ///     ReportText.located(file: "t.md", line: 3, column: 9, severity: "error", message: "bad")
  ///     // "t.md:3:9: error: bad"
  public static func located(
    file: String, line: Int, column: Int, severity: String, message: String
  ) -> String {
    "\(escapingControls(file)):\(line):\(column): \(severity): \(escapingControls(message))"
  }

  /// `text` with each control character (C0 but the tab, DEL, C1) and each
  /// invisible formatting character written as a Swift escape, `\u{1B}`,
  /// so that none reaches a terminal or hides in a message.
  ///
  ///     ReportText.escapingControls("a\u{1B}[2Jb")  // "a\\u{1B}[2Jb"
  ///
  /// - Complexity: O(text).
  public static func escapingControls<S: StringProtocol>(_ text: S) -> String {
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
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
      || isInvisible(scalar)
  }

  /// A character that takes no room or reorders the text around it: the
  /// format characters (Unicode's category Cf: the zero width space and
  /// joiners, the byte-order mark, the bidirectional overrides and
  /// isolates, the soft hyphen), which a cell may hold unseen.
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0xAD && scalar.properties.generalCategory == .format
  }
}
