import Dispatch
import Foundation

/// The evaluators of one table's deciding threads: slot 0 for the reader's
/// thread, one more for each worker. Each is made from the table as the
/// table's own evaluator was, not copied from it (a copy shares its keys
/// and its cache's parsed values, and two threads counting references to
/// one object take turns at its cache line on every row), and it is made
/// by the thread that decides with it, the first time it does: the
/// reader's thread does not wait for the workers' evaluators to be built.
///
/// Slot 0 is touched only by the reader's thread and slot `j` only by
/// worker `j` − 1 of ``WorkerThreads`` (``InFlightBatch/decide(with:)``),
/// which decides the batches it is handed one after another; the reader's
/// thread waits for a table's last batch before the slots are let go. That
/// is what makes sharing the storage between threads sound.
final class WorkerEvaluators: @unchecked Sendable {
  private let evaluators: UnsafeMutableBufferPointer<TableEvaluator?>
  private let table: MarkdownTable
  private let file: String
  private let vocabulary: Vocabulary

  /// How many slots there are.
  var count: Int { evaluators.count }

  /// `count` slots for evaluators of `table`, made when first used.
  init(count: Int, table: MarkdownTable, file: String, vocabulary: Vocabulary) {
    evaluators = .allocate(capacity: max(1, count))
    evaluators.initialize(repeating: nil)
    self.table = table
    self.file = file
    self.vocabulary = vocabulary
  }

  deinit {
    evaluators.baseAddress?.deinitialize(count: evaluators.count)
    evaluators.deallocate()
  }

  /// Runs `body` with slot `j`'s evaluator, made now if it is the slot's
  /// first use; nil when there is no slot `j`.
  fileprivate func withEvaluator<R>(_ j: Int, _ body: (inout TableEvaluator) -> R) -> R? {
    guard evaluators.indices.contains(j), let slot = evaluators.baseAddress.map({ $0 + j })
    else { return nil }
    var evaluator =
      slot.pointee.take() ?? TableEvaluator(table: table, file: file, vocabulary: vocabulary)
    defer { slot.pointee = evaluator }
    return body(&evaluator)
  }
}

/// The memory a batch's rows are copied into, handed on from a batch that
/// has been reported to the next batch made (``InFlightBatch/recycle()``):
/// a batch copied into fresh memory each time faulted in a page for every
/// 4 KiB of the file (about 900 page faults for a 3.5 MB file, a
/// millisecond of the reader's thread).
struct BatchStorage {
  /// The rows' bytes, one after another.
  var bytes: [UInt8] = []
  /// Each row's bytes in ``bytes``.
  var ranges: [Range<Int>] = []
  /// Each row's 0-based line in the file.
  var lineIndices: [Int] = []
  /// Each row's offset in the file.
  var offsets: [Int] = []

  /// Holds rows `start...` of `batch`, whose bytes are in `window`, and
  /// nothing else (the memory is kept).
  mutating func fill(copying batch: RowBatch, from start: Int, window: UnsafeBufferPointer<UInt8>) {
    bytes.removeAll(keepingCapacity: true)
    ranges.removeAll(keepingCapacity: true)
    lineIndices.removeAll(keepingCapacity: true)
    offsets.removeAll(keepingCapacity: true)
    guard start < batch.count else { return }
    // Room for a whole window and a whole batch: a batch is never more,
    // so the memory, once grown, holds every batch after.
    ranges.reserveCapacity(max(batch.count - start, RowBatch.capacity))
    var total = 0
    for k in start..<batch.count { total += batch.ranges[k].count }
    bytes.reserveCapacity(max(total, window.count))
    for k in start..<batch.count {
      let r = batch.ranges[k].clamped(to: 0..<window.count)
      let at = bytes.count
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: window[r]))
      ranges.append(at..<bytes.count)
    }
    lineIndices.append(contentsOf: batch.lineIndices[start...])
    offsets.append(contentsOf: batch.offsets[start...])
  }
}

/// A batch of rows copied out of the reader's window (which moves on),
/// decided by worker threads while the reader's thread reads the next
/// batch; the reader's thread then joins the deciding
/// (``decide(with:)`` with slot 0), waits for ``group`` and reports it.
///
/// The copy is made before any thread starts and only read after, until
/// the reader's thread has reported the batch and takes its memory back
/// (``recycle()``). The rows are cut into runs; a run is taken by one
/// thread (``take()``), which evaluates its runs' rows with its own
/// evaluator and writes only their results; the reader's thread reads the
/// results after ``group`` says every worker is done. That is what makes sharing the storage between
/// threads sound.
final class InFlightBatch: @unchecked Sendable {
  /// The workers deciding the batch; waited for before it is reported.
  let group = DispatchGroup()
  /// The table's evaluators, one a thread.
  let workers: WorkerEvaluators
  /// The rows' copy.
  private var storage: BatchStorage
  /// Each row's evaluation, `nil` for a row that passed, written by the
  /// thread that evaluated it.
  private let results: UnsafeMutableBufferPointer<RowEvaluation?>
  /// What the rows' evaluations keep.
  private let options: EvaluationOptions
  /// How many runs the rows are cut into.
  private let runs: Int
  /// How many threads decide the batch, the reader's among them.
  private let jobs: Int
  /// The next run to take, behind ``lock``.
  private var next = 0
  private let lock = NSLock()
  /// The rows held.
  let count: Int

  /// Rows `start...` of `batch`, whose bytes are in the window `window`,
  /// copied into `storage` (or new memory), to be evaluated with `options`
  /// in `runs` runs by `jobs` threads with `workers`.
  init(
    copying batch: RowBatch, from start: Int, window: UnsafeBufferPointer<UInt8>,
    into storage: BatchStorage?, runs: Int, jobs: Int, workers: WorkerEvaluators,
    options: EvaluationOptions
  ) {
    var storage = storage ?? BatchStorage()
    storage.fill(copying: batch, from: start, window: window)
    self.storage = storage
    count = storage.ranges.count
    self.runs = max(1, runs)
    self.jobs = min(max(1, jobs), workers.count)
    self.workers = workers
    self.options = options
    results = .allocate(capacity: max(1, count))
    results.initialize(repeating: nil)
  }

  deinit {
    results.baseAddress?.deinitialize(count: results.count)
    results.deallocate()
  }

  /// The batch's memory, for the next batch's copy; the batch holds no
  /// rows after. Called once the batch is reported: nothing reads it then.
  func recycle() -> BatchStorage {
    var taken = BatchStorage()
    swap(&taken, &storage)
    return taken
  }

  /// Hands the batch to `jobs` − 1 of `threads` (slots 1 and up); the
  /// reader's thread joins later with slot 0.
  func launch(on threads: WorkerThreads) {
    threads.hand(self, to: jobs - 1)
  }

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
    _ = workers.withEvaluator(slot) { evaluator in decide(with: &evaluator) }
  }

  /// Evaluates runs with `evaluator` until none is left.
  private func decide(with evaluator: inout TableEvaluator) {
    var cells: [Range<Int>] = []
    // Read once: the deciding threads only read the copy.
    let (ranges, lineIndices, offsets) = (storage.ranges, storage.lineIndices, storage.offsets)
    storage.bytes.withUnsafeBufferPointer { bytes in
      while let run = take() {
        for k in (count * run / runs)..<(count * (run + 1) / runs) {
          results[k] = evaluator.evaluate(
            line: ranges[k], of: bytes, index: lineIndices[k], offset: offsets[k], cells: &cells,
            options: options)
        }
      }
    }
  }

  /// Row `k`'s evaluation, `nil` when it passed (once ``group`` is done).
  func result(_ k: Int) -> RowEvaluation? { results[k] }

  /// Row `k`'s 1-based line.
  func line(_ k: Int) -> Int { storage.lineIndices[k] + 1 }

  /// The text of row `k`'s cell `cell` (``RowBatch/text(ofCell:in:cells:)``),
  /// its cells split into `cells`.
  func text(ofRow k: Int, cell: Int?, cells: inout [Range<Int>]) -> String? {
    storage.bytes.withUnsafeBufferPointer { bytes in
      guard RowBatch.plainCells(in: bytes, storage.ranges[k], into: &cells) else { return nil }
      return RowBatch.text(ofCell: cell, in: bytes, cells: cells)
    }
  }
}

/// The worker threads of one file's run: each decides, with its own
/// evaluator slot (worker `j` with slot `j` + 1), the batches handed to it,
/// in the order they were handed over, and waits when it has none.
///
/// A run makes its own (``ScenarioRunner/jobs`` − 1 of them, started with
/// the run and stopped at its end) rather than queueing work on
/// libdispatch's pool, which starts another thread when work is queued
/// while its threads are busy: with a batch handed over before the one
/// before is done, three threads were runnable on two cores, and the
/// reader's thread waited out another's time slice, milliseconds, at every
/// batch. Here no more threads than jobs are ever runnable.
final class WorkerThreads: @unchecked Sendable {
  private let condition = NSCondition()
  /// Each worker's batches not yet taken, behind ``condition``.
  private var queues: [[InFlightBatch]]
  /// Whether the workers are to stop once their queues are empty, behind
  /// ``condition``.
  private var stopping = false
  /// Left by each worker as it stops.
  private let stopped = DispatchGroup()

  /// Starts `count` worker threads.
  init(count: Int) {
    queues = Array(repeating: [], count: max(0, count))
    for j in queues.indices {
      stopped.enter()
      let thread = Thread { [self] in
        work(j)
        stopped.leave()
      }
      thread.start()
    }
  }

  /// Hands `batch` to the first `count` workers; the batch's group is
  /// entered once for each, and left as each is done deciding it.
  func hand(_ batch: InFlightBatch, to count: Int) {
    condition.lock()
    for j in 0..<min(max(0, count), queues.count) {
      batch.group.enter()
      queues[j].append(batch)
    }
    condition.broadcast()
    condition.unlock()
  }

  /// Worker `j`'s loop: decides what it is handed until told to stop.
  private func work(_ j: Int) {
    while true {
      condition.lock()
      while queues[j].isEmpty, !stopping { condition.wait() }
      guard !queues[j].isEmpty else {
        condition.unlock()
        return
      }
      let batch = queues[j].removeFirst()
      condition.unlock()
      batch.decide(with: j + 1)
      batch.group.leave()
    }
  }

  /// Stops the workers once they have decided what they were handed, and
  /// waits until they have.
  func stop() {
    condition.lock()
    stopping = true
    condition.broadcast()
    condition.unlock()
    stopped.wait()
  }
}
