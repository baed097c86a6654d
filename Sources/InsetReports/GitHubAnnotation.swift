/// GitHub Actions workflow annotations, `::error file=…,line=…,col=…::…`,
/// as both tools' `--format github` print them.
public enum GitHubAnnotation {
  /// An annotation's command.
  public enum Command: String, Sendable {
    /// An error: it fails the workflow step's check.
    case error
    /// A warning.
    case warning
    /// A note.
    case notice
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
