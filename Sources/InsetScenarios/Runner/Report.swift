/// One output whose computed value differs from the expected one.
public struct Mismatch: Sendable, Hashable {
  /// The output key, with its `?`.
  public var key: String
  /// The expected value, in the canonical notation.
  public var expected: String
  /// The computed value, in the notation.
  public var actual: String
  /// Where the expected value is written.
  public var location: TextLocation

  /// Creates a mismatch; each parameter sets the property of the same name.
  public init(key: String, expected: String, actual: String, location: TextLocation) {
    self.key = key
    self.expected = expected
    self.actual = actual
    self.location = location
  }

  /// `KEY? expected X, got Y`, each value quoted short (a 309-digit number
  /// or a megabyte-long cell prints its first characters and an ellipsis).
  public var summary: String {
    "\(key) expected \(Quote.short(expected)), got \(Quote.short(actual))"
  }
}

/// How one body row of a scenario table came out.
public enum RowOutcome: Sendable, Hashable {
  /// Every checked output matched.
  case passed
  /// Some outputs differ.
  case failed([Mismatch])
  /// The row could not run: one of its cells has an error.
  case error([Diagnostic])
  /// The row could not run because its table has an error (reported once, in
  /// ``FileReport/diagnostics``).
  case notRun
  /// The row ran without an error but checks nothing: no output cell of it
  /// has a value. It did not pass (there was nothing to pass), nor fail: the
  /// warning says so at the row, and `insets run --strict` and
  /// `InsetScenariosTesting` fail on it.
  case checkedNothing(Diagnostic)

  /// Whether the row passed.
  public var isPassed: Bool { self == .passed }

  /// Whether the row failed or could not run (a row that checked nothing
  /// did neither).
  public var isFailed: Bool {
    switch self {
    case .passed, .checkedNothing: false
    case .failed, .error, .notRun: true
    }
  }
}

/// One body row and its outcome.
public struct RowReport: Sendable, Hashable {
  /// The file's path, as the run names it.
  public var file: String
  /// The row's 1-based line.
  public var line: Int
  /// The heading above the table.
  public var table: String?
  /// The row's `scenario` label.
  public var scenario: String?
  /// How the row came out.
  public var outcome: RowOutcome

  /// Creates a row's report; each parameter sets the property of the same name.
  public init(file: String, line: Int, table: String?, scenario: String?, outcome: RowOutcome) {
    self.file = file
    self.line = line
    self.table = table
    self.scenario = scenario
    self.outcome = outcome
  }
}

/// What running one file gave.
public struct FileReport: Sendable {
  /// The file's path, as the run names it.
  public var file: String
  /// Every body row, in file order; without the passed ones when the
  /// runner keeps only counts of those (``ScenarioRunner/keepsPassedRows``,
  /// counted in ``passedRowsNotKept``).
  public var rows: [RowReport]
  /// Passed rows counted but not kept in ``rows`` (see
  /// ``ScenarioRunner/keepsPassedRows``); ``passed`` includes them.
  public var passedRowsNotKept = 0
  /// Errors that belong to a table or to the file rather than a row (an unknown
  /// key, a bad delimiter row, a file that is not UTF-8). A table with such an
  /// error does not run; its rows are reported with outcome `.error`.
  public var diagnostics: [Diagnostic]
  /// How many of `diagnostics` have no row to carry them (a file that cannot be
  /// read, a broken table with no body rows). Each counts as one failure, so
  /// that a run has failures exactly when it has errors or failed rows.
  public var unattachedErrors: Int
  /// The reader's warnings and notes about the file, in file order (a skip
  /// marker with no table below it, a scenario-like table inside a list
  /// item; ``MarkdownDocument/diagnostics``). They are printed but fail
  /// nothing: they count in neither ``failed`` nor ``passed``.
  public var warnings: [Diagnostic]
  /// The evaluations of the rows that did not pass, when the runner keeps
  /// them (``ScenarioRunner/keepsFailures``): a report draws them without
  /// reading or resolving the rows again.
  public var failures: [RowEvaluation] = []

  /// A file's report: its rows, its errors (`unattachedErrors` of them with
  /// no row), and the reader's warnings and notes.
  public init(
    file: String, rows: [RowReport], diagnostics: [Diagnostic], unattachedErrors: Int,
    warnings: [Diagnostic] = []
  ) {
    self.file = file
    self.rows = rows
    self.diagnostics = diagnostics
    self.unattachedErrors = unattachedErrors
    self.warnings = warnings
  }

  /// The kept evaluation of the row at `line`, if any.
  public func failure(atLine line: Int) -> RowEvaluation? {
    failures.first { $0.line == line }
  }

  /// Rows that passed.
  public var passed: Int { rows.count(where: \.outcome.isPassed) + passedRowsNotKept }

  /// Rows that failed or had an error, plus the unattached errors.
  public var failed: Int { rows.count(where: \.outcome.isFailed) + unattachedErrors }

  /// Rows that ran without an error and checked nothing (no output cell
  /// has a value): counted in neither ``passed`` nor ``failed``.
  public var checkedNothing: Int {
    rows.count {
      if case .checkedNothing = $0.outcome { return true }
      return false
    }
  }
}

/// What a run gave, over every file.
public struct RunReport: Sendable {
  /// Each file run, in the order run.
  public var files: [FileReport]
  /// The run's own warnings and notes: about the paths it was given rather
  /// than a file's contents (a link that leads out of a given folder,
  /// skipped, located at the link). Each file's own are its
  /// ``FileReport/warnings``. Every report format prints both; they count in
  /// neither ``passed`` nor ``failed``.
  public var notes: [Diagnostic]

  /// A run of `files`, with the run's own warnings and notes.
  public init(files: [FileReport], notes: [Diagnostic] = []) {
    self.files = files
    self.notes = notes
  }

  /// Rows that passed.
  public var passed: Int { files.reduce(0) { $0 + $1.passed } }

  /// Rows that failed or had an error, plus errors with no row to carry them.
  public var failed: Int { files.reduce(0) { $0 + $1.failed } }

  /// Whether nothing failed and nothing was in error.
  public var isSuccess: Bool { failed == 0 }

  /// Rows that checked nothing, over every file (``FileReport/checkedNothing``).
  public var checkedNothing: Int { files.reduce(0) { $0 + $1.checkedNothing } }

  /// Whether the run has a warning (a row that checked nothing, a skip
  /// marker that skips nothing; not a note): what `insets run --strict`
  /// fails on besides ``isSuccess``.
  public var hasWarnings: Bool {
    checkedNothing > 0
      || (files.flatMap(\.warnings) + notes).contains { $0.severity == .warning }
  }
}
