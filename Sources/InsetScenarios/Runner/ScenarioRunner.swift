import Foundation
import InsetModel

/// Runs scenario tables: reads each row into a `LayoutScene`, resolves it, and
/// checks every expected output.
///
///     let runner = ScenarioRunner()
///     let report = runner.run(bytes: Array(markdown.utf8), file: "scroll.md")
///     report.failed  // 0
///
/// A row is read twice at most. The reader first hands it over as its
/// cells' byte ranges, and the runner decides from them whether it passes,
/// with no `String` of any cell and nothing kept; a row that does not pass
/// (or holds a `\|`, or is its table's first) is then read as a
/// ``MarkdownRow`` and evaluated in full, which is what reports and words
/// its errors. Both give every row the same outcome.
///
/// - Complexity: O(cells) for a file, plus one resolve per row.
public struct ScenarioRunner: Sendable {
  /// The keys the tables may use.
  public var vocabulary: Vocabulary
  /// Whether each file report keeps the evaluations of its rows that did not
  /// pass (their scenes and resolutions), for a report that draws them.
  public var keepsFailures: Bool
  /// Whether each file report keeps a ``RowReport`` for every passed row
  /// (the JSON, JUnit and HTML reports list them). When false, passed rows
  /// are only counted (``FileReport/passedRowsNotKept``), and a run's memory
  /// is bounded by its failures rather than by its rows: the text and
  /// GitHub reports need no more.
  public var keepsPassedRows: Bool

  /// Creates a runner over `vocabulary` that keeps the evaluations of failing rows when
  /// `keepsFailures`, and a report of each passed row when `keepsPassedRows`.
  public init(
    vocabulary: Vocabulary = .standard, keepsFailures: Bool = false, keepsPassedRows: Bool = true
  ) {
    self.vocabulary = vocabulary
    self.keepsFailures = keepsFailures
    self.keepsPassedRows = keepsPassedRows
  }

  /// Runs every table of one file's contents. `file` is the path reports name.
  ///
  /// The file is read and run in one pass: each row is evaluated as it is
  /// read and only its report is kept, so no table is held whole.
  public func run(bytes: [UInt8], file: String) -> FileReport {
    run(file: file) { (sink: inout RunSink) throws(Diagnostic) in
      try MarkdownReader.read(bytes, file: file, into: &sink)
    }
  }

  /// Runs every table of the open file `descriptor`, read a part at a time
  /// (``FileParts``): memory holds a part of the file, not all of it.
  func run(descriptor: Int32, file: String) -> FileReport {
    run(file: file) { (sink: inout RunSink) throws(Diagnostic) in
      try MarkdownReader.read(descriptor: descriptor, file: file, into: &sink)
    }
  }

  /// Runs what `read` hands a sink. A file that turns out not to be text
  /// (or cannot be read) reports that error alone, whatever rows ran before.
  private func run(
    file: String, reading read: (inout RunSink) throws(Diagnostic) -> [Diagnostic]
  ) -> FileReport {
    var sink = RunSink(runner: self, file: file)
    do {
      let warnings = try read(&sink)
      sink.end()
      sink.report.warnings = warnings
      return sink.report
    } catch {
      return FileReport(file: file, rows: [], diagnostics: [error], unattachedErrors: 1)
    }
  }

  /// Runs every table of a read document.
  public func run(document: MarkdownDocument, file: String) -> FileReport {
    var sink = RunSink(runner: self, file: file)
    for table in document.tables {
      var head = table
      head.rows = []
      sink.begin(head)
      for row in table.rows { sink.row(row) }
    }
    sink.end()
    sink.report.warnings = document.diagnostics
    return sink.report
  }

  // MARK: Tables

  /// Runs tables as the reader hands them over, one row at a time.
  private struct RunSink: TableSink {
    let runner: ScenarioRunner
    let file: String
    var report: FileReport
    /// The table being read, until its first row (or its end) decides how
    /// it runs; nil once it has an evaluator, or when it is skipped.
    var pending: MarkdownTable?
    /// The current table's evaluator, once it has a row.
    var evaluator: TableEvaluator?
    /// The current table's heading.
    var heading: String?
    /// Whether the current table is skipped (documentation).
    var skipping = false

    init(runner: ScenarioRunner, file: String) {
      self.runner = runner
      self.file = file
      self.report = FileReport(file: file, rows: [], diagnostics: [], unattachedErrors: 0)
    }

    mutating func begin(_ table: MarkdownTable) {
      end()
      skipping = table.isSkipped
      heading = table.heading
      pending = skipping ? nil : table
    }

    mutating func row(_ row: MarkdownRow) {
      guard !skipping else { return }
      if var table = pending {
        // The evaluator judges the header once it knows the table has rows.
        table.rows = [row]
        let evaluator = TableEvaluator(table: table, file: file, vocabulary: runner.vocabulary)
        report.diagnostics += evaluator.headerErrors
        self.evaluator = evaluator
        pending = nil
      }
      guard evaluator?.runs == true else {
        report.rows.append(
          RowReport(file: file, line: row.line, table: heading, scenario: nil, outcome: .notRun))
        return
      }
      // Without drawings, a row's outcome is all the report keeps.
      let options: EvaluationOptions = runner.keepsFailures ? .check : .outcome
      guard let evaluation = evaluator?.evaluate(row, options: options) else { return }
      let outcome = evaluation.outcome
      if outcome.isPassed, !runner.keepsPassedRows {
        report.passedRowsNotKept += 1
      } else {
        report.rows.append(
          RowReport(
            file: file, line: row.line, table: heading, scenario: evaluation.label,
            outcome: outcome))
      }
      if runner.keepsFailures, !outcome.isPassed { report.failures.append(evaluation) }
    }

    static var takesRowBytes: Bool { true }

    /// A row read from its bytes: counted (or reported, with its label) when
    /// it passes; anything else, and a table's first row (which builds its
    /// evaluator), is left to ``row(_:)``, which words what is wrong.
    mutating func row(
      line: Int, bytes: UnsafeBufferPointer<UInt8>, cells: UnsafeBufferPointer<Range<Int>>
    ) -> Bool {
      guard !skipping, pending == nil, evaluator != nil,
        evaluator?.passes(bytes: bytes, cells: cells) == true
      else { return false }
      if !runner.keepsPassedRows {
        report.passedRowsNotKept += 1
        return true
      }
      let label = evaluator?.labelColumn.flatMap { column -> String? in
        guard column < cells.count, !cells[column].isEmpty else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[cells[column]]), as: UTF8.self)
      }
      report.rows.append(
        RowReport(file: file, line: line, table: heading, scenario: label, outcome: .passed))
      return true
    }

    /// Ends the current table: one with no rows is judged now (it is an
    /// error: nothing is checked).
    mutating func end() {
      if let table = pending {
        let evaluator = TableEvaluator(table: table, file: file, vocabulary: runner.vocabulary)
        report.diagnostics += evaluator.headerErrors
        report.unattachedErrors += evaluator.headerErrors.count
      }
      pending = nil
      evaluator = nil
    }
  }
}
