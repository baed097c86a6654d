import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

/// A run decides a table's rows on several threads, a batch at a time
/// (``ScenarioRunner/jobs``); whatever the count of jobs, a run reports the
/// same outcomes, in the same order, as a run on one.
@Suite("Deciding rows in parallel")
struct ParallelRunTests {
  /// A file of tables long enough to be split among jobs (a batch is
  /// shared out from 64 rows), with failing rows, rows in error, rows with
  /// `\|`, a table that does not run and a skipped one among passing rows.
  static func file(rows: Int) -> String {
    var text = "# Scroll views\n\n"
    text += "| scenario | safeAreaInsets | contentSize | adjustedContentInset? | contentOffset? |\n"
    text += "|---|---|---|---|---|\n"
    for i in 0..<rows {
      let top = 20 + i % 50
      switch i % 97 {
      case 13:
        // A wrong expectation.
        text += "| row \(i) | {\(top), 0, 34, 0} | {375, 2000} | {0, 0, 0, 0} | {0, -\(top)} |\n"
      case 41:
        // A cell in error.
        text += "| row \(i) | {\(top), 0, 34} | {375, 2000} | {\(top), 0, 34, 0} | {0, -\(top)} |\n"
      case 59:
        // A label with `\|`, read as a MarkdownRow.
        text +=
          "| a \\| b \(i) | {\(top), 0, 34, 0} | {375, 2000} | {\(top), 0, 34, 0} | {0, -\(top)} |\n"
      default:
        text +=
          "| row \(i) | {\(top), 0, 34, 0} | {375, 2000} | {\(top), 0, 34, 0} | {0, -\(top)} |\n"
      }
    }
    text += "\n# Not run\n\n| scenario | noSuchKey? |\n|---|---|\n"
    for i in 0..<100 { text += "| n\(i) | 1 |\n" }
    text += "\n<!-- insets:skip -->\n| scenario | alsoNoKey |\n|---|---|\n"
    for i in 0..<100 { text += "| s\(i) | 1 |\n" }
    text += "\n# Devices\n\n| device | orientation | safeAreaInsets? |\n|---|---|---|\n"
    for i in 0..<300 {
      text +=
        i % 2 == 0
        ? "| iPhone X | portrait | {44, 0, 34, 0} |\n"
        : "| iPhone X | landscapeLeft | {0, 44, 21, \(i % 89 == 1 ? 40 : 44)} |\n"
    }
    return text
  }

  /// What a report says, row by row, in order.
  static func summary(_ report: FileReport) -> [String] {
    report.rows.map { "\($0.line) \($0.scenario ?? "-") \($0.outcome)" }
      + report.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
      + ["kept \(report.rows.count) not kept \(report.passedRowsNotKept)"]
      + report.failures.map { "failure \($0.label ?? "-") \($0.outcome)" }
  }

  @Test(arguments: [false, true])
  func anyNumberOfJobsReportsTheSameInTheSameOrder(keepsPassedRows: Bool) {
    let bytes = Array(Self.file(rows: 2_500).utf8)
    var one = ScenarioRunner(keepsFailures: true, keepsPassedRows: keepsPassedRows, jobs: 1)
    let expected = Self.summary(one.run(bytes: bytes, file: "p.md"))
    #expect(expected.contains { $0.contains("failed") })
    #expect(
      expected.contains { $0.contains("notRun") || $0.contains("not run") } || !keepsPassedRows)
    for jobs in [2, 3, 8] {
      one.jobs = jobs
      let actual = Self.summary(one.run(bytes: bytes, file: "p.md"))
      // The first line that differs, rather than two reports of thousands.
      let first = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      #expect(
        first == nil, "jobs \(jobs): \(first.map { "\(actual[$0]) ≠ \(expected[$0])" } ?? "")")
      #expect(actual.count == expected.count, "jobs \(jobs)")
    }
  }

  @Test func aFileReadInPartsReportsAsOneGivenWhole() throws {
    // The reader hands a batch over before its window moves on: a file of
    // many parts gives the same report as the same bytes in memory.
    let text = Self.file(rows: 12_000)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("parallel-\(UUID().uuidString).md").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let runner = ScenarioRunner(keepsPassedRows: true, jobs: 2)
    let whole = runner.run(bytes: Array(text.utf8), file: "p.md")
    let fd = open(path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    let parts = runner.run(descriptor: fd, file: "p.md")
    let (a, b) = (Self.summary(parts), Self.summary(whole))
    #expect(a.count == b.count)
    #expect(zip(a, b).allSatisfy { $0 == $1 })
    #expect(whole.rows.count > 12_000)
  }

  @Test func manyShortTablesReadInSmallPartsReportAsOneThread() throws {
    // Tables of 40 to 300 rows, each decided on several threads (from 64
    // rows), read in parts of 4 KiB: a batch is handed to the workers
    // while the one before is still decided, batches of a table the
    // reader has left are reported with that table's evaluator, and a
    // reported batch's memory is the next one's.
    var text = ""
    var g = SeededGenerator(seed: 29)
    for t in 0..<40 {
      text += "# Table \(t)\n\n"
      text +=
        "| scenario | safeAreaInsets | contentSize | adjustedContentInset? |\n|---|---|---|---|\n"
      for i in 0..<g.int(40...300) {
        let top = 20 + (i * 7 + t) % 60
        let bottom = i % 53 == 5 ? 1 : 34
        text += "| t\(t) r\(i) | {\(top), 0, 34, 0} | {375, 2000} | {\(top), 0, \(bottom), 0} |\n"
      }
      text += "\n"
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("parallel-\(UUID().uuidString).md").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    func run(jobs: Int, partSize: Int) throws -> [String] {
      let fd = open(path, O_RDONLY)
      try #require(fd >= 0)
      defer { close(fd) }
      let runner = ScenarioRunner(keepsPassedRows: true, jobs: jobs)
      return Self.summary(runner.run(descriptor: fd, file: "p.md", partSize: partSize))
    }
    let expected = try run(jobs: 1, partSize: 1 << 18)
    #expect(expected.contains { $0.contains("failed") })
    #expect(expected.count > 40 * 40)
    for (jobs, part) in [(2, 4096), (3, 4096), (2, 1 << 18), (4, 777)] {
      let actual = try run(jobs: jobs, partSize: part)
      let first = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      #expect(
        first == nil,
        "jobs \(jobs), parts of \(part): \(first.map { "\(actual[$0]) ≠ \(expected[$0])" } ?? "")")
      #expect(actual.count == expected.count)
    }
  }

  @Test func aCPUListIsCounted() {
    #expect(ScenarioRunner.cpuListCount(Array("0-3,8,10-11\n".utf8)) == 7)
    #expect(ScenarioRunner.cpuListCount(Array("0".utf8)) == 1)
    #expect(ScenarioRunner.cpuListCount(Array(" 2-5 ".utf8)) == 4)
    #expect(ScenarioRunner.cpuListCount(Array("".utf8)) == nil)
    #expect(ScenarioRunner.cpuListCount(Array("3-1".utf8)) == nil)
    #expect(ScenarioRunner.cpuListCount(Array("0,,2".utf8)) == nil)
    #expect(ScenarioRunner.cpuListCount(Array("a".utf8)) == nil)
    #expect(ScenarioRunner.cpuListCount(Array("0-1-2".utf8)) == nil)
  }

  @Test func aCPUQuotaIsRoundedUpToCores() {
    func q(_ quota: String, _ period: String) -> Int? {
      ScenarioRunner.quotaCores(quota: Array(quota.utf8), period: Array(period.utf8))
    }
    #expect(q("200000", "100000") == 2)
    #expect(q("150000", "100000") == 2)
    #expect(q("50000\n", "100000\n") == 1)
    #expect(q("max", "100000") == nil)
    #expect(q("-1", "100000") == nil)
    #expect(q("100000", "0") == nil)
    #expect(ScenarioRunner.availableCores() >= 1)
  }

  @Test func jobsAreAtLeastOne() {
    #expect(ScenarioRunner(jobs: 0).jobs == 1)
    #expect(ScenarioRunner(jobs: -3).jobs == 1)
    #expect(ScenarioRunner().jobs == 1)
  }

  @Test func aBatchSplitsCellsAsTheReaderDoes() throws {
    var lines = [
      "| a | b |", "|a|b", "a | b", "| `x | y` |", "| `` | 1 |", "|  |  |", "| \\| | 2 |",
      "|", "||", "| é | 𝑥 |", "| {88, 0, 34, 0} | {375, 2000} | automatic | {0, -88} |",
    ]
    // Rows long enough to be read eight bytes at a time, pipes anywhere.
    var g = SeededGenerator(seed: 8)
    let pieces = ["|", " ", "a", "`", "\\", "é", "\t", "{1, 2}", "||", "  |  ", "abcdefgh"]
    for _ in 0..<2_000 {
      lines.append("|" + (0..<g.int(1...12)).map { _ in g.pick(pieces) }.joined())
    }
    for line in lines {
      let bytes = Array(line.utf8)
      var batch = RowBatch()
      batch.append(line: 0, range: 0..<bytes.count, offset: 0)
      var cells: [Range<Int>] = []
      let plain = bytes.withUnsafeBufferPointer { batch.cells(0, in: $0, into: &cells) }
      let row = try MarkdownReader.read(
        Array(("| h | h |\n|---|---|\n" + line + "\n").utf8), file: "t.md"
      )
      .tables.first?.rows.first
      if line.contains("\\") {
        #expect(!plain, "\(line)")
        continue
      }
      #expect(plain, "\(line)")
      if let row {
        let texts = cells.map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(texts == row.cells.map(\.text), "\(line)")
      }
    }
  }

  /// A device a table names is parsed into an object of the evaluator's
  /// own (each deciding thread counts references to its own copy, not to
  /// the catalog's shared one), equal to the catalog's in every field.
  @Test func aParsedDeviceIsACopyOfTheCatalogs() throws {
    for device in DeviceCatalog.all {
      let parsed = try Device.parse(device.name)
      #expect(parsed !== device, "\(device.name)")
      #expect(parsed == device, "\(device.name)")
      let fields = Mirror(reflecting: device).children.map { "\($0.label ?? ""): \($0.value)" }
      let copied = Mirror(reflecting: parsed).children.map { "\($0.label ?? ""): \($0.value)" }
      #expect(copied == fields, "\(device.name)")
      #expect(fields.count >= 21, "\(device.name): a field is not compared")
    }
  }
}
