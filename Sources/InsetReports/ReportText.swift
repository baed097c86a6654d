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

/// GitHub Actions workflow annotations, `::error file=…,line=…,col=…::…`,
/// as both tools' `--format github` print them.
public enum GitHubAnnotation {
  /// An annotation's command.
  public enum Command: String, Sendable {
    case error, warning, notice
  }

  /// One annotation: `command` at `file`, `line` and (when given) `column`,
  /// with an optional title, saying `message`.
  ///
  ///     GitHubAnnotation.line(.warning, file: "a.swift", line: 3, column: 7, message: "64")
  ///     // "::warning file=a.swift,line=3,col=7::64"
  public static func line(
    _ command: Command, file: String, line: Int, column: Int? = nil, title: String? = nil,
    message: String
  ) -> String {
    "::\(command.rawValue) file=\(property(file)),line=\(line)"
      + (column.map { ",col=\($0)" } ?? "") + (title.map { ",title=" + property($0) } ?? "")
      + "::\(data(message))"
  }

  /// Escaping for an annotation's message; other control characters are
  /// written as Swift escapes (`\u{1B}`), so that none reaches a terminal.
  public static func data(_ text: String) -> String {
    ReportText.escapingControls(
      text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
        .replacingOccurrences(of: "\n", with: "%0A"))
  }

  /// Escaping for an annotation's property value.
  public static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
