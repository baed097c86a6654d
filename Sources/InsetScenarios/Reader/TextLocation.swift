/// A place in a scenario file: 1-based line and column.
///
/// Columns count Unicode scalar values from the start of the line (a tab is
/// one column, a UTF-8 byte-order mark is not counted).
public struct TextLocation: Sendable, Hashable, Comparable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a location at a 1-based `line` and `column`.
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
    /// An error: the row or table does not run, and the run fails.
    case error
    /// A warning: printed, but the run does not fail.
    case warning
    /// A note, such as a link passed over: printed, but the run does not fail.
    case note
  }

  /// The file's path, as the run names it.
  public var file: String
  /// Where in the file.
  public var location: TextLocation
  /// What is wrong, and what to do instead.
  public var message: String
  /// How much it matters: only errors fail a run.
  public var severity: Severity

  /// Creates a diagnostic at `location` in `file`, an error unless `severity` says otherwise.
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
