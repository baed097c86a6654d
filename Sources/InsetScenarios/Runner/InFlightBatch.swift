import Dispatch
import Foundation

/// The evaluators of one table's deciding threads: slot 0 for the reader's
/// thread, one more for each worker. Each is made from the table as the
/// table's own evaluator was, not copied from it (a copy shares its keys
/// and its cache's parsed values, and two threads counting references to
/// one object take turns at its cache line on every row).
///
/// Slot `j` is touched only by the thread deciding with it
/// (``InFlightBatch/decide(with:)``), and only while a batch is decided;
/// the reader's thread waits for the batch before the slots are used again
/// or let go. That is what makes sharing the storage between threads sound.
final class WorkerEvaluators: @unchecked Sendable {
  private let evaluators: UnsafeMutableBufferPointer<TableEvaluator>

  /// How many slots there are.
  var count: Int { evaluators.count }

  /// `count` evaluators of `table`.
  init(count: Int, table: MarkdownTable, file: String, vocabulary: Vocabulary) {
    evaluators = .allocate(capacity: max(1, count))
    var slot = evaluators.baseAddress.unsafelyUnwrapped
    for _ in 0..<evaluators.count {
      slot.initialize(to: TableEvaluator(table: table, file: file, vocabulary: vocabulary))
      slot += 1
    }
  }

  deinit {
    evaluators.baseAddress?.deinitialize(count: evaluators.count)
    evaluators.deallocate()
  }

  /// Slot `j`'s evaluator.
  fileprivate func evaluator(_ j: Int) -> UnsafeMutablePointer<TableEvaluator>? {
    guard evaluators.indices.contains(j) else { return nil }
    return evaluators.baseAddress.map { $0 + j }
  }
}

/// A batch of rows copied out of the reader's window (which moves on),
/// decided by worker threads while the reader's thread reads the next
/// batch; the reader's thread then joins the deciding
/// (``decide(with:)`` with slot 0), waits for ``group`` and reports it.
///
/// The copy is made before any thread starts and only read after. The rows
/// are cut into runs; a run is taken by one thread (``take()``), which
/// writes only its runs' rows' flags with its own evaluator; the reader's
/// thread reads the flags after ``group`` says every worker is done. That
/// is what makes sharing the storage between threads sound.
final class InFlightBatch: @unchecked Sendable {
  /// The workers deciding the batch; waited for before it is reported.
  let group = DispatchGroup()
  /// The table's evaluators, one a thread.
  let workers: WorkerEvaluators
  /// The rows' bytes, one after another.
  private let bytes: [UInt8]
  /// Each row's bytes in ``bytes``.
  private let ranges: [Range<Int>]
  /// Each row's 0-based line in the file.
  private let lineIndices: [Int]
  /// Each row's offset in the file.
  private let offsets: [Int]
  /// Whether each row passed, written by the thread that decided it.
  private let flags: UnsafeMutableBufferPointer<Bool>
  /// How many runs the rows are cut into.
  private let runs: Int
  /// The next run to take, behind ``lock``.
  private var next = 0
  private let lock = NSLock()

  /// The rows held.
  var count: Int { ranges.count }

  /// Rows `start...` of `batch`, whose bytes are in the window `window`,
  /// to be decided with `workers` in `runs` runs.
  init(
    copying batch: RowBatch, from start: Int, window: UnsafeBufferPointer<UInt8>, runs: Int,
    workers: WorkerEvaluators
  ) {
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(batch.count - start)
    var total = 0
    for k in start..<batch.count { total += batch.ranges[k].count }
    bytes.reserveCapacity(total)
    for k in start..<batch.count {
      let r = batch.ranges[k].clamped(to: 0..<window.count)
      let at = bytes.count
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: window[r]))
      ranges.append(at..<bytes.count)
    }
    self.bytes = bytes
    self.ranges = ranges
    self.lineIndices = Array(batch.lineIndices[start...])
    self.offsets = Array(batch.offsets[start...])
    self.runs = max(1, runs)
    self.workers = workers
    flags = .allocate(capacity: max(1, ranges.count))
    flags.initialize(repeating: false)
  }

  deinit { flags.deallocate() }

  /// The next run not yet taken, or nil.
  private func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < runs else { return nil }
    next += 1
    return next - 1
  }

  /// Decides runs with evaluator slot `slot` until none is left.
  func decide(with slot: Int) {
    guard let evaluator = workers.evaluator(slot) else { return }
    var cells: [Range<Int>] = []
    bytes.withUnsafeBufferPointer { bytes in
      while let run = take() {
        for k in (count * run / runs)..<(count * (run + 1) / runs) {
          flags[k] =
            RowBatch.plainCells(in: bytes, ranges[k], into: &cells)
            && cells.withUnsafeBufferPointer { evaluator.pointee.passes(bytes: bytes, cells: $0) }
        }
      }
    }
  }

  /// Whether row `k` passed (once ``group`` is done).
  func passed(_ k: Int) -> Bool { flags[k] }

  /// Row `k`'s 1-based line.
  func line(_ k: Int) -> Int { lineIndices[k] + 1 }

  /// The text of row `k`'s cell `cell` (``RowBatch/text(ofCell:in:cells:)``),
  /// its cells split into `cells`.
  func text(ofRow k: Int, cell: Int?, cells: inout [Range<Int>]) -> String? {
    bytes.withUnsafeBufferPointer { bytes in
      guard RowBatch.plainCells(in: bytes, ranges[k], into: &cells) else { return nil }
      return RowBatch.text(ofCell: cell, in: bytes, cells: cells)
    }
  }

  /// Row `k` as a ``MarkdownRow``, read from its copied bytes as the
  /// reader reads rows.
  func row(_ k: Int, file: String) -> MarkdownRow {
    RowBatch.row(Array(bytes[ranges[k]]), index: lineIndices[k], offset: offsets[k], file: file)
  }
}
