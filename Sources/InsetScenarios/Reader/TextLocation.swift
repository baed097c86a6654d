/// A place in a scenario file: 1-based line and column.
///
/// Columns count Unicode scalar values from the start of the line (a tab is
/// one column, a UTF-8 byte-order mark is not counted).
public struct TextLocation: Sendable, Hashable, Comparable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (a: TextLocation, b: TextLocation) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}

/// An error in a scenario file, printed as `FILE:LINE:COLUMN: error: MESSAGE`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible, Error {
  /// How much a diagnostic matters: only errors fail a run.
  public enum Severity: String, Sendable, Hashable {
    case error, warning, note
  }

  public var file: String
  public var location: TextLocation
  public var message: String
  public var severity: Severity

  public init(file: String, location: TextLocation, message: String, severity: Severity = .error) {
    self.file = file
    self.location = location
    self.message = message
    self.severity = severity
  }

  /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`.
  public var description: String {
    "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }
}
