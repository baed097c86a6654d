import Dispatch
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
  /// How many threads decide whether a table's rows pass (at least 1).
  /// A row's outcome is a pure function of its cells, so rows are decided
  /// in parallel, a batch at a time, and reported in file order; whatever
  /// the count, a run reports the same outcomes in the same order. The
  /// default, 1, runs on the caller's thread alone; `insets run` uses
  /// every core unless told `--jobs`.
  public var jobs: Int

  /// Creates a runner over `vocabulary` that keeps the evaluations of failing rows when
  /// `keepsFailures`, and a report of each passed row when `keepsPassedRows`,
  /// deciding rows on `jobs` threads.
  public init(
    vocabulary: Vocabulary = .standard, keepsFailures: Bool = false, keepsPassedRows: Bool = true,
    jobs: Int = 1
  ) {
    self.vocabulary = vocabulary
    self.keepsFailures = keepsFailures
    self.keepsPassedRows = keepsPassedRows
    self.jobs = max(1, jobs)
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
  /// (``FileParts``, `partSize` bytes): memory holds a part of the file,
  /// not all of it.
  func run(descriptor: Int32, file: String, partSize: Int = FileParts.size) -> FileReport {
    run(file: file) { (sink: inout RunSink) throws(Diagnostic) in
      try MarkdownReader.read(descriptor: descriptor, file: file, partSize: partSize, into: &sink)
    }
  }

  /// Runs what `read` hands a sink. A file that turns out not to be text
  /// (or cannot be read) reports that error alone, whatever rows ran before.
  private func run(
    file: String, reading read: (inout RunSink) throws(Diagnostic) -> [Diagnostic]
  ) -> FileReport {
    var sink = RunSink(runner: self, file: file)
    defer { sink.threads?.stop() }
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
    defer { sink.threads?.stop() }
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
    /// The current table's evaluators for the deciding threads, made at
    /// its first batch decided on more than one.
    var workers: WorkerEvaluators?
    /// The threads that decide batches beside the reader's, when there are
    /// more jobs than one; stopped by ``stop()``.
    let threads: WorkerThreads?
    /// The memory of the last batch reported, for the next batch's copy.
    var spare: BatchStorage?
    /// The batch the workers are deciding while the reader reads on;
    /// reported (``finishFlight(launching:)``) before anything else is.
    var flight: InFlightBatch?
    /// The evaluator and heading of the batch in flight's table, once the
    /// reader has begun another: its rows are reported with them.
    var flightTable: (evaluator: TableEvaluator?, heading: String?)?

    init(runner: ScenarioRunner, file: String) {
      self.runner = runner
      self.file = file
      self.report = FileReport(file: file, rows: [], diagnostics: [], unattachedErrors: 0)
      // Started now, to be ready when the first batch is read.
      threads = runner.jobs > 1 ? WorkerThreads(count: runner.jobs - 1) : nil
    }

    mutating func begin(_ table: MarkdownTable) {
      if flight != nil {
        // The batch in flight is reported at the next thing handed over,
        // with its own table's evaluator and heading (its table had rows,
        // so no header is left to judge).
        flightTable = (evaluator.take(), heading)
        pending = nil
        workers = nil
      } else {
        end()
      }
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
      guard var evaluator = evaluator.take() else { return }
      var options = self.options
      options.reportsPassed = true
      let evaluation = evaluator.evaluation(of: row, options: options)
      self.evaluator = evaluator
      if let evaluation { reportRow(evaluation) }
    }

    /// What a row's evaluation keeps: without drawings, what its outcome
    /// needs; a row that passes gives none.
    var options: EvaluationOptions { runner.keepsFailures ? .failures : .outcome }

    /// Reports a row's evaluation, keeping it when it is drawn.
    private mutating func reportRow(_ evaluation: RowEvaluation) {
      let outcome = evaluation.outcome
      if outcome.isPassed, !runner.keepsPassedRows {
        report.passedRowsNotKept += 1
      } else {
        report.rows.append(
          RowReport(
            file: file, line: evaluation.line, table: heading, scenario: evaluation.label,
            outcome: outcome))
      }
      if runner.keepsFailures, outcome.isFailed { report.failures.append(evaluation) }
    }

    static var takesRowBatches: Bool { true }

    /// A batch of rows. With one job they are decided here, on the
    /// reader's thread. With more, they are copied out of the reader's
    /// window and decided by ``ScenarioRunner/jobs`` − 1 worker threads
    /// while the reader reads the next batch; the reader's thread then
    /// joins them and reports the batch (``finishFlight(launching:)``),
    /// before anything else. Either way each thread has an evaluator of its
    /// own (and so a parse cache of its own), and rows are reported in file
    /// order: a row that passes is counted (``accept(line:label:)``), any
    /// other goes to ``row(_:)``.
    ///
    /// What only the reader's thread does (a table's first row judges its
    /// header and is evaluated in full; the batch is copied) is done while
    /// the workers still decide the batch before, and the workers are
    /// handed this batch as soon as that one's rows are all taken: neither
    /// kind of thread waits for the other's bookkeeping.
    mutating func rows(
      _ batch: RowBatch, bytes: UnsafeBufferPointer<UInt8>, fallback: (Int) -> MarkdownRow
    ) {
      guard !skipping else {
        finishFlight()
        return
      }
      // A table's first row: its evaluator judges the header now; the row
      // is evaluated in full once the batch before is reported.
      var start = 0
      var first: MarkdownRow?
      if var table = pending, !batch.isEmpty {
        let row = fallback(0)
        table.rows = [row]
        let evaluator = TableEvaluator(table: table, file: file, vocabulary: runner.vocabulary)
        report.diagnostics += evaluator.headerErrors
        self.evaluator = evaluator
        pending = nil
        first = row
        start = 1
      }
      // A thread's hand-over costs microseconds; a row, one or two.
      let rows = batch.count - start
      let jobs = min(runner.jobs, max(1, rows / 32))
      var next: InFlightBatch?
      if jobs > 1, evaluator?.runs == true, let table = evaluator?.table {
        let set =
          workers
          ?? WorkerEvaluators(
            count: runner.jobs, table: table, file: file, vocabulary: runner.vocabulary)
        workers = set
        // The rows are cut into runs that the threads take in turn: a
        // thread that starts late leaves its share to the others.
        next = InFlightBatch(
          copying: batch, from: start, window: bytes, into: spare.take(),
          runs: min(16 * jobs, max(jobs, rows / 64)), jobs: jobs, workers: set, options: options)
      }
      finishFlight(launching: next)
      if let first { row(first) }
      if let next {
        flight = next
        return
      }
      guard evaluator?.runs == true else {
        for k in start..<batch.count { row(fallback(k)) }
        return
      }
      decideHere(batch, from: start, bytes: bytes)
    }

    /// Evaluates and reports rows `start...` of `batch` on this thread,
    /// with the table's own evaluator.
    private mutating func decideHere(
      _ batch: RowBatch, from start: Int, bytes: UnsafeBufferPointer<UInt8>
    ) {
      guard var evaluator = evaluator.take() else { return }
      let options = self.options
      var cells: [Range<Int>] = []
      for k in start..<batch.count {
        if let evaluation = evaluator.evaluate(
          line: batch.ranges[k], of: bytes, index: batch.lineIndices[k],
          offset: batch.offsets[k], cells: &cells, options: options)
        {
          reportRow(evaluation)
          continue
        }
        let column = evaluator.labelColumn
        accept(line: batch.line(k)) { RowBatch.text(ofCell: column, in: bytes, cells: cells) }
      }
      self.evaluator = evaluator
    }

    /// Hands `next` to the workers (each takes it up once it has no run of
    /// the batch before left to take), joins the deciding of the batch in
    /// flight, if any (the reader's thread takes the runs the workers have
    /// not), waits for the workers to be done with it, and reports its
    /// rows in file order: a row that passed is counted (or reported, with
    /// its label); any other is read from its copied bytes and evaluated in
    /// full.
    mutating func finishFlight(launching next: InFlightBatch? = nil) {
      guard let flight = flight.take() else {
        if let next, let threads { next.launch(on: threads) }
        return
      }
      if let next, let threads { next.launch(on: threads) }
      flight.decide(with: 0)
      flight.group.wait()
      // A batch of a table before the current one is reported with its
      // own table's evaluator and heading.
      var current: (TableEvaluator?, String?, MarkdownTable?, Bool)?
      if let owner = flightTable.take() {
        current = (evaluator.take(), heading, pending.take(), skipping)
        (evaluator, heading, skipping) = (owner.evaluator, owner.heading, false)
      }
      defer {
        if let current { (evaluator, heading, pending, skipping) = current }
      }
      var cells: [Range<Int>] = []
      for k in 0..<flight.count {
        if let evaluation = flight.result(k) {
          reportRow(evaluation)
          continue
        }
        let column = evaluator?.labelColumn
        accept(line: flight.line(k)) { flight.text(ofRow: k, cell: column, cells: &cells) }
      }
      spare = flight.recycle()
    }

    /// Counts (or reports, with its label) a row that passed.
    /// `label` is the row's `scenario` cell, read only when the row is kept.
    private mutating func accept(line: Int, label: () -> String?) {
      guard runner.keepsPassedRows else {
        report.passedRowsNotKept += 1
        return
      }
      report.rows.append(
        RowReport(file: file, line: line, table: heading, scenario: label(), outcome: .passed))
    }

    /// Ends the current table: one with no rows is judged now (it is an
    /// error: nothing is checked).
    mutating func end() {
      finishFlight()
      if let table = pending {
        let evaluator = TableEvaluator(table: table, file: file, vocabulary: runner.vocabulary)
        report.diagnostics += evaluator.headerErrors
        report.unattachedErrors += evaluator.headerErrors.count
      }
      pending = nil
      evaluator = nil
      workers = nil
    }

  }
}
