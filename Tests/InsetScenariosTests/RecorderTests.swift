import Foundation
import Testing

@testable import InsetScenarios

@Suite("Record")
struct RecorderTests {
  func recorded(_ text: String, onlyEmpty: Bool = false) -> (String, Int)? {
    guard
      case .recorded(let bytes, let cells) = Recorder(onlyEmpty: onlyEmpty).record(
        bytes: Array(text.utf8), file: "t.md")
    else { return nil }
    return (String(decoding: bytes, as: UTF8.self), cells)
  }

  @Test func fillsBlankCellsAndKeepsEverythingElse() throws {
    let text = """
      # Scroll

      Prose stays | as it is.

      | scenario | safeAreaInsets | contentSize | adjustedContentInset?    | contentOffset? |
      |:---|---|--:|:--:|---|
      | tall | {88, 0, 34, 0} | {375, 2000} |  | |
      | short |{88, 0, 34, 0}|{375, 100}|{1, 2, 3, 4}| `{0, 0}` |

      """
    let (out, cells) = try #require(recorded(text))
    #expect(cells == 3)
    #expect(
      out == """
        # Scroll

        Prose stays | as it is.

        | scenario | safeAreaInsets | contentSize | adjustedContentInset?    | contentOffset? |
        |:---|---|--:|:--:|---|
        | tall | {88, 0, 34, 0} | {375, 2000} | {88, 0, 34, 0} | {0, -88} |
        | short |{88, 0, 34, 0}|{375, 100}|{0, 0, 0, 0}| `{0, 0}` |

        """)
    // Record then run passes.
    let report = ScenarioRunner().run(bytes: Array(out.utf8), file: "t.md")
    #expect(report.failed == 0)
    #expect(report.passed == 2)
  }

  @Test func aFailingCellKeepsItsTolerance() throws {
    // The root view of an iPhone 16 with no bars reads {59, 0, 34, 0}: each
    // cell below is off by more than its tolerance, and only its value is
    // rewritten, whatever the tolerance's spelling or the space before it.
    let text = """
      | device | rootSafeAreaInsets.top? | rootSafeAreaInsets.bottom? | rootSafeAreaInsets? |
      |---|---|---|---|
      | iPhone 16 | 58.5 ±0.05 | 33.9+-0.01 | {59.5, 0, 34, 0}  ±0.2 |

      """
    let (out, cells) = try #require(recorded(text))
    #expect(cells == 3)
    #expect(out.contains("| iPhone 16 | 59 ±0.05   | 34+-0.01   | {59, 0, 34, 0}  ±0.2   |"))
    let report = ScenarioRunner().run(bytes: Array(out.utf8), file: "t.md")
    #expect(report.failed == 0)
    // Every cell recorded keeps it too, and a cell that matches is kept as written.
    let all = Recorder(mode: .all).recording(
      bytes: Array(
        "| device | rootSafeAreaInsets.top? |\n|---|---|\n| iPhone 16 | 59.03 ±0.05 |\n".utf8),
      file: "t.md")
    #expect(all.changes.map(\.new) == ["59 ±0.05"])
    let failed = Recorder().recording(
      bytes: Array(
        "| device | rootSafeAreaInsets.top? |\n|---|---|\n| iPhone 16 | 59.03 ±0.05 |\n".utf8),
      file: "t.md")
    #expect(failed.changes.isEmpty)
  }

  /// A tolerance finer than a value prints: the 14 Pro Max's bar bottom is
  /// 97.666…, printed 97.667, which `±0` refuses. The fuzzer found that
  /// keeping the tolerance wrote a cell that failed; the cell is written
  /// without it, and the recorded file passes.
  @Test func aToleranceFinerThanThePrintIsDropped() throws {
    let text = """
      | device | iOSVersion | navigationBar | rootSafeAreaInsets.top? |
      |---|---|---|---|
      | iPhone 14 Pro Max | 16 | visible | 90 ±0 |

      """
    let (out, cells) = try #require(recorded(text))
    #expect(cells == 1)
    #expect(out.contains("| 97.667 "), "\(out)")
    #expect(!out.contains("97.667 ±0"), "\(out)")
    #expect(ScenarioRunner().run(bytes: Array(out.utf8), file: "t.md").failed == 0)
  }

  @Test func onlyEmptyLeavesWrittenValues() throws {
    let text =
      "| safeAreaInsets | contentSize | adjustedContentInset? | contentOffset? |\n|---|---|---|---|\n| {10, 0, 0, 0} | {1, 2000} | {9, 9, 9, 9} | |\n"
    let (out, cells) = try #require(recorded(text, onlyEmpty: true))
    #expect(cells == 1)
    #expect(out.contains("| {9, 9, 9, 9} | {0, -10} |"))
  }

  @Test func keepsWidthsWhenTheValueIsShorterAndGrowsWhenLonger() {
    #expect(
      Recorder.cell(ArraySlice(Array(" {100, 100, 100, 100} ".utf8)), holding: "{1, 2, 3, 4}")
        == Array((" {1, 2, 3, 4}" + String(repeating: " ", count: 9)).utf8))
    #expect(
      Recorder.cell(ArraySlice(Array(" 1   ".utf8)), holding: "12345") == Array(" 12345 ".utf8))
    #expect(Recorder.cell(ArraySlice(Array(" ".utf8)), holding: "7") == Array(" 7 ".utf8))
    #expect(
      Recorder.cell(ArraySlice(Array("      ".utf8)), holding: "7") == Array(" 7    ".utf8))
    #expect(Recorder.cell(ArraySlice(Array(" `x` ".utf8)), holding: "yes") == Array(" `yes` ".utf8))
  }

  @Test func noByteOutsideOutputCellsChanges() throws {
    // CRLF endings, a BOM, tabs and a fenced table that is not run.
    let text =
      "\u{FEFF}# T\r\n\r\n```\r\n| contentInset | adjustedContentInset? |\r\n|---|---|\r\n| zero | |\r\n```\r\n"
      + "|\tcontentInset\t|\tadjustedContentInset?\t|\r\n|---|---|\r\n|\t{1, 2, 3, 4}\t|\t\t|\r\n"
    guard
      case .recorded(let bytes, let cells) = Recorder().record(
        bytes: Array(text.utf8), file: "t.md")
    else {
      Issue.record("refused")
      return
    }
    #expect(cells == 1)
    let out = String(decoding: bytes, as: UTF8.self)
    #expect(out.hasPrefix("\u{FEFF}# T\r\n"))
    #expect(out.contains("| zero | |\r\n```"))
    #expect(out.hasSuffix("|\t{1, 2, 3, 4}\t| {1, 2, 3, 4} |\r\n"))
    // Everything before the recorded cell is byte-identical.
    let original = Array(text.utf8)
    let cut = original.count - "\t\t|\r\n".utf8.count
    #expect(Array(bytes[..<cut]) == Array(original[..<cut]))
  }

  /// A table whose header has an error is left as it is, and so is a row
  /// with an error; the file's other rows are recorded, the dry run's diff
  /// shows them, and the refusals carry the errors.
  @Test func refusesTheRowsAndTablesWithErrorsOnly() {
    let text = """
      | contentInsets | adjustedContentInset? |
      |---|---|
      | zero | |

      | device | windowSafeAreaInsets? |
      |---|---|
      | iPhone 17 | |
      | iPhone 99 | |
      | iPhone 17 | {1, 2, 3, 4} ±x |
      | iPhone 16 Pro | |

      """
    let recording = Recorder().recording(bytes: Array(text.utf8), file: "t.md")
    guard case .recorded(let bytes, let cells) = recording.outcome else {
      Issue.record("refused: \(recording.outcome)")
      return
    }
    #expect(cells == 2)
    #expect(recording.refusedRows == 3)
    #expect(
      recording.refusals.map(\.location) == [
        TextLocation(line: 1, column: 3), TextLocation(line: 8, column: 3),
        TextLocation(line: 9, column: 29),
      ])
    #expect(recording.refusals.first?.description.hasPrefix("t.md:1:3: error: unknown key") == true)
    let out = String(decoding: bytes, as: UTF8.self)
    #expect(
      out
        == text.replacingOccurrences(of: "| iPhone 17 | |", with: "| iPhone 17 | {62, 0, 34, 0} |")
        .replacingOccurrences(of: "| iPhone 16 Pro | |", with: "| iPhone 16 Pro | {62, 0, 34, 0} |")
    )
    #expect(
      recording.tableDiff(file: "t.md") == [
        "--- t.md", "+++ t.md", "@@ -7 +7 @@", "-| iPhone 17 | |",
        "+| iPhone 17 | {62, 0, 34, 0} |",
        "@@ -10 +10 @@", "-| iPhone 16 Pro | |", "+| iPhone 16 Pro | {62, 0, 34, 0} |",
      ])
    // Recorded, the file fails only where the recording refused.
    #expect(SelfChecks.reader(Array(text.utf8)) == nil)
  }

  @Test func aCellWithNoValueStaysBlank() throws {
    let text =
      "| device | navigationBarHeight? | windowSafeAreaInsets? |\n|---|---|---|\n| iPhone SE (3rd generation) | | |\n"
    let (out, cells) = try #require(recorded(text))
    #expect(cells == 1)
    #expect(out.hasSuffix("| iPhone SE (3rd generation) | | {20, 0, 0, 0} |\n"))
  }

  @Test func refreshingAPassingTableChangesNothing() throws {
    let folder = packageRoot.appendingPathComponent("Scenarios")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".md") {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      guard case .recorded(_, let cells) = Recorder().record(bytes: [UInt8](data), file: name)
      else {
        Issue.record("\(name) refused")
        continue
      }
      #expect(cells == 0, "\(name)")
    }
  }
}
