import InsetReports

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

/// An error, warning or note about a scenario file, printed as
/// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`. Only errors fail a run.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible, Error {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// Something that stops a row, a table or a file: it fails the run.
    case error
    /// Something that is likely a mistake but stops nothing (a skip marker
    /// with no table below it); it does not fail the run.
    case warning
    /// Information about how the file was read (a scenario-like table in a
    /// list item, which does not run); it does not fail the run.
    case note
  }

  /// The file, as the run names it.
  public var file: String
  /// Where in the file.
  public var location: TextLocation
  /// What is wrong; it may quote the file, so its control characters are
  /// escaped when the diagnostic is made.
  public var message: String
  /// How serious it is: only an error fails a run.
  public var severity: Severity

  /// A diagnostic at `location` of `file`; an error unless `severity` says
  /// otherwise.
  public init(
    file: String, location: TextLocation, message: String, severity: Severity = .error
  ) {
    self.file = file
    self.location = location
    self.message = Quote.escapingControls(message)
    self.severity = severity
  }

  /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, with any control character of
  /// the file name or the message escaped (`\u{1B}`), so that text from a
  /// scenario file cannot drive the terminal.
  public var description: String {
    ReportText.located(
      file: file, line: location.line, column: location.column, severity: severity.rawValue,
      message: message)
  }

  /// Whether the diagnostic fails a run (it is an error).
  public var isError: Bool { severity == .error }

  /// `diagnostics` in file order: by location, those at one spot in the
  /// order given (errors, warnings and notes of one file interleave as
  /// `insets run` prints them).
  ///
  ///     Diagnostic.inFileOrder(errors + warnings)
  public static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted {
      ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
    }.map(\.element)
  }
}
