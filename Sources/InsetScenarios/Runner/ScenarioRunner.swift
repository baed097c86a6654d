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

  /// Has the system start the threads that decide rows, while the reader
  /// reads the first ones: the first thread of a process took 3–4 ms to
  /// start on this project's machine, longer than a batch of rows takes to
  /// decide, and the first batch waited for it.
  static func startWorkerThreads() {
    DispatchQueue.global().async {}
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
    /// An evaluator a job for the current table (``rows(_:bytes:fallback:)``),
    /// made at its first batch; during a batch the first slot holds the
    /// table's own.
    var helpers: [TableEvaluator] = []

    init(runner: ScenarioRunner, file: String) {
      self.runner = runner
      self.file = file
      self.report = FileReport(file: file, rows: [], diagnostics: [], unattachedErrors: 0)
      if runner.jobs > 1 { ScenarioRunner.startWorkerThreads() }
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
    static var takesRowBatches: Bool { true }

    /// A batch of rows: a table's first row builds its evaluator; the
    /// rest are decided on ``ScenarioRunner/jobs`` threads, each with an
    /// evaluator of its own (and so a parse cache of its own), then
    /// reported in order as ``row(line:bytes:cells:)`` would, a row that
    /// does not pass going to ``row(_:)``.
    mutating func rows(
      _ batch: RowBatch, bytes: UnsafeBufferPointer<UInt8>, fallback: (Int) -> MarkdownRow
    ) {
      guard !skipping else { return }
      var start = 0
      while start < batch.count, pending != nil {
        row(fallback(start))
        start += 1
      }
      guard start < batch.count else { return }
      guard evaluator?.runs == true else {
        for k in start..<batch.count { row(fallback(k)) }
        return
      }
      var passed = [Bool](repeating: false, count: batch.count)
      decide(batch, from: start, bytes: bytes, into: &passed)
      var cells: [Range<Int>] = []
      for k in start..<batch.count {
        guard passed[k] else {
          row(fallback(k))
          continue
        }
        if !runner.keepsPassedRows {
          report.passedRowsNotKept += 1
        } else if batch.cells(k, in: bytes, into: &cells) {
          _ = cells.withUnsafeBufferPointer { accept(line: batch.line(k), bytes: bytes, cells: $0) }
        }
      }
    }

    /// Whether each row of `batch` from `start` passes, into `passed`: on
    /// the caller's thread for one job or a short batch, else split into
    /// ``ScenarioRunner/jobs`` runs of rows, one a thread.
    private mutating func decide(
      _ batch: RowBatch, from start: Int, bytes: UnsafeBufferPointer<UInt8>,
      into passed: inout [Bool]
    ) {
      guard var main = evaluator.take() else { return }
      defer { evaluator = main }
      let rows = batch.count - start
      // A thread's hand-over costs microseconds; a row, one or two.
      let jobs = min(runner.jobs, max(1, rows / 32))
      guard jobs > 1 else {
        var cells: [Range<Int>] = []
        for k in start..<batch.count {
          passed[k] =
            batch.cells(k, in: bytes, into: &cells)
            && cells.withUnsafeBufferPointer { main.passes(bytes: bytes, cells: $0) }
        }
        return
      }
      // Job 0 works with the table's own evaluator, put in the first slot
      // for the batch; the others each with one of their own, made from the
      // table as the first was. Not copies of it: a copy shares its keys
      // and its cache's parsed values, and two threads counting references
      // to one object take turns at its cache line on every row.
      while helpers.count < jobs {
        helpers.append(
          TableEvaluator(table: main.table, file: file, vocabulary: runner.vocabulary))
      }
      swap(&main, &helpers[0])
      defer { swap(&main, &helpers[0]) }
      helpers.withUnsafeMutableBufferPointer { evaluators in
        passed.withUnsafeMutableBufferPointer { passed in
          // The rows are cut into runs, and each thread, with its own
          // evaluator, takes the next run until none is left: a thread that
          // starts late (the first a process starts takes milliseconds)
          // leaves its share to the others instead of holding them up.
          let runs = min(16 * jobs, max(jobs, (batch.count - start) / 64))
          let shared = SharedBatch(
            batch: batch, bytes: bytes, evaluators: evaluators, passed: passed, start: start,
            runs: runs, next: RunCounter())
          DispatchQueue.concurrentPerform(iterations: jobs) { shared.decide(job: $0) }
        }
      }
    }

    /// A row read from its bytes: counted (or reported, with its label) when
    /// it passes; anything else, and a table's first row (which builds its
    /// evaluator), is left to ``row(_:)``, which words what is wrong.
    mutating func row(
      line: Int, bytes: UnsafeBufferPointer<UInt8>, cells: UnsafeBufferPointer<Range<Int>>
    ) -> Bool {
      guard !skipping, pending == nil, evaluator != nil,
        evaluator?.passes(bytes: bytes, cells: cells) == true
      else { return false }
      return accept(line: line, bytes: bytes, cells: cells)
    }

    /// The next run of rows of a batch: a counter behind a lock, taken a
    /// few dozen times a batch.
    private final class RunCounter: @unchecked Sendable {
      private let lock = NSLock()
      private var next = 0

      /// The next run, or nil once `count` are taken.
      func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
      }
    }

    /// What the threads deciding one batch share. Each thread works with
    /// its own evaluator (job `j`, evaluator `j`) and takes runs of rows
    /// from ``next``, each run by one thread only; it reads the bytes and
    /// the batch, splits its rows into cells, and writes only its evaluator
    /// and its rows' flags: no byte one thread writes is read or written by
    /// another, which is what makes sharing the pointers sound.
    private struct SharedBatch: @unchecked Sendable {
      let batch: RowBatch
      let bytes: UnsafeBufferPointer<UInt8>
      let evaluators: UnsafeMutableBufferPointer<TableEvaluator>
      let passed: UnsafeMutableBufferPointer<Bool>
      let start: Int
      let runs: Int
      let next: RunCounter

      /// Decides runs of rows with evaluator `job` until none is left.
      func decide(job: Int) {
        guard job < evaluators.count, let base = evaluators.baseAddress else { return }
        let evaluator = base + job
        let rows = batch.count - start
        var cells: [Range<Int>] = []
        while let run = next.take(below: runs) {
          let first = start + rows * run / runs
          let end = start + rows * (run + 1) / runs
          for k in first..<end {
            passed[k] =
              batch.cells(k, in: bytes, into: &cells)
              && cells.withUnsafeBufferPointer { evaluator.pointee.passes(bytes: bytes, cells: $0) }
          }
        }
      }
    }

    /// Counts (or reports, with its label) a row that passed.
    private mutating func accept(
      line: Int, bytes: UnsafeBufferPointer<UInt8>, cells: UnsafeBufferPointer<Range<Int>>
    ) -> Bool {
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
      helpers = []
    }
  }
}
