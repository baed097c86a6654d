import Foundation
import Testing

/// Inputs built to be wide rather than deep: every command takes time
/// linear in the row, within a small factor of `insets run` on the same
/// file and machine (measured against it, not against a clock, so that a
/// slow or loaded machine slows both alike).
@Suite("insets tool: wide rows")
struct WideRowTests {
  /// Seconds `insets arguments` takes, run in `directory`.
  func seconds(_ arguments: [String], in directory: URL) throws -> (Double, ToolRun) {
    let start = Date()
    let run = try insets(arguments, in: directory, timeout: 300)
    return (Date().timeIntervalSince(start), run)
  }

  /// A file of one table, "Wide", with `keys` for its header and one row.
  static func table(_ keys: [String], row cells: [String]) -> String {
    "# Wide\n\n| " + keys.joined(separator: " | ") + " |\n|"
      + String(repeating: "---|", count: keys.count) + "\n| " + cells.joined(separator: " | ")
      + " |\n"
  }

  /// A row of 10,000 `itemFrame[N]?` columns (260 KB): `explain` and
  /// `record` were quadratic in the columns (each frame swept the items
  /// before it, each output printed the tree of the line count again).
  @Test func tenThousandOutputColumns() throws {
    let n = 10_000
    let keys = ["scenario", "device", "itemSize"] + (0..<n).map { "itemFrame[\($0)]?" }
    let cells = ["wide", "iPhone 16 Pro", "{50, 50}"] + Array(repeating: "", count: n)
    let dir = try folder(["wide.md": Self.table(keys, row: cells)])
    let (run, ran) = try seconds(["run", "wide.md"], in: dir)
    #expect(ran.lines.last == "scenarios: 0 passed, 0 failed")
    #expect(ran.lines.first?.contains("warning: the row checks nothing") == true)
    let (explain, explained) = try seconds(["explain", "wide.md:5"], in: dir)
    #expect(explained.status == 0)
    // Item 9,999 of six a line: line 1,666, the fourth, spaced as a line of six.
    #expect(explained.stdout.contains("\nitemFrame[9999]? = {{211.333, 99960}, {50, 50}}\n"))
    // The line count's derivation is printed once, then named.
    #expect(
      explained.stdout.contains(
        "itemFrame[9999]? = {{211.333, 99960}, {50, 50}}\n└── itemsPerLine [1 UICollectionView] = 6  (above)\n"
      ))
    #expect(explained.stdout.utf8.count < 120 * n, "\(explained.stdout.utf8.count) bytes")
    let (dry, dried) = try seconds(["record", "--dry-run", "wide.md"], in: dir)
    #expect(dried.status == 0)
    let (record, recorded) = try seconds(["record", "wide.md"], in: dir)
    #expect(recorded.status == 0)
    let written = try String(contentsOf: dir.appendingPathComponent("wide.md"), encoding: .utf8)
    #expect(written.contains(" {{211.333, 99960}, {50, 50}} |\n"))
    for (name, time) in [("explain", explain), ("record --dry-run", dry), ("record", record)] {
      #expect(time < 5 * run + 2, "\(name) took \(time) s, run \(run) s")
    }
  }

  /// A `modifiers` cell of 10,000 modifiers (half of them `safeAreaInset`s):
  /// `draw` asked for each inset content by its index, folding the chain
  /// each time.
  @Test func tenThousandModifiersDraw() throws {
    let chain = (0..<10_000).map {
      $0 % 2 == 1 ? ".padding(.top, 1)" : ".safeAreaInset(edge: .bottom) { 1 }"
    }
    .joined()
    let text =
      "# M\n\n| scenario | device | modifiers | safeAreaInsets? |\n|---|---|---|---|\n"
      + "| m | iPhone 16 Pro | \(chain) | |\n"
    let dir = try folder(["m.md": text])
    let (run, ran) = try seconds(["run", "m.md"], in: dir)
    #expect(ran.status == 0)
    let (draw, drawn) = try seconds(["draw", "m.md:5"], in: dir)
    #expect(drawn.status == 0)
    // The first 200 are drawn and the rest counted.
    #expect(drawn.stdout.contains("safeAreaInset content 199 "))
    #expect(!drawn.stdout.contains("safeAreaInset content 200 "))
    #expect(drawn.stdout.contains("and 4800 more safeAreaInset contents, not drawn"))
    #expect(draw < 5 * run + 2, "draw took \(draw) s, run \(run) s")
  }

  /// 4,000 `insetContentFrame[N]?` columns over a chain of 4,000
  /// `safeAreaInset`s (320 KB): each column folded the chain again
  /// (`record` 12.9 s); every command now reads the one fold the resolve
  /// made.
  @Test func fourThousandInsetFramesOverFourThousandModifiers() throws {
    let n = 4_000
    let chain = String(repeating: ".safeAreaInset(edge: .top, spacing: 0) { 0.1 } ", count: n)
    let keys =
      ["scenario", "device", "iOSVersion", "modifiers"]
      + (0..<n).map { "insetContentFrame[\($0)]?" }
    let cells = ["wide", "iPhone 13", "18", chain] + Array(repeating: "", count: n)
    let dir = try folder(["wide.md": Self.table(keys, row: cells)])
    let (record, recorded) = try seconds(["record", "wide.md"], in: dir)
    #expect(recorded.status == 0)
    let written = try String(contentsOf: dir.appendingPathComponent("wide.md"), encoding: .utf8)
    // The innermost content lies below the 3,999 outer ones, each 0.1 high,
    // under the iPhone 13's 47 of status bar.
    #expect(written.contains(" {{0, 446.9}, {390, 0.1}} |\n"))
    let (run, ran) = try seconds(["run", "wide.md"], in: dir)
    #expect(ran.lines.last == "scenarios: 1 passed, 0 failed")
    let (explain, explained) = try seconds(["explain", "wide.md:5"], in: dir)
    #expect(explained.status == 0)
    #expect(explained.stdout.contains("\ninsetContentFrame[3999]? = {{0, 446.9}, {390, 0.1}}"))
    #expect(explained.stdout.utf8.count < 200 * n, "\(explained.stdout.utf8.count) bytes")
    let (draw, drawn) = try seconds(["draw", "wide.md:5"], in: dir)
    #expect(drawn.status == 0)
    #expect(drawn.stdout.contains("and 3800 more safeAreaInset contents, not drawn"))
    for (name, time) in [("record", record), ("explain", explain), ("draw", draw)] {
      #expect(time < 5 * run + 2, "\(name) took \(time) s, run \(run) s")
    }
  }
}

@Suite("insets tool: explain after an error")
struct ExplainAfterErrorTests {
  /// A row with an error is explained no further: the error, and nothing
  /// derived from the row with the cell in error left out (which looked like
  /// an answer), as `draw` draws nothing.
  @Test func explainStopsAtTheError() throws {
    let dir = try folder([
      "e.md":
        "# T\n\n| scenario | device | navigationBar | rootSafeAreaInsets? |\n|---|---|---|---|\n"
        + "| a | iPhone 16 Pro | sideways | |\n| b | iPhne 16 | visible | {1, 2, 3, 4} |\n"
    ])
    let bad = try insets(["explain", "e.md:5"], in: dir)
    #expect(bad.status == 1)
    #expect(
      bad.lines == [
        "e.md:5: a  (table \"T\")",
        "e.md:5:23: error: `navigationBar`: expected one of `none`, `visible`, `hidden`, found "
          + "`sideways`",
      ])
    let device = try insets(["explain", "e.md:6"], in: dir)
    #expect(device.status == 1)
    #expect(device.lines.count == 2)
    #expect(device.lines.last?.hasPrefix("e.md:6:7: error: `device`: unknown device") == true)
    #expect(!device.stdout.contains("rootSafeAreaInsets?"))
    // On the command line too.
    let line = try insets(["explain", "device=iPhone 16 Pro", "navigationBar=sideways"])
    #expect(line.status == 1)
    #expect(!line.stdout.contains("derivation"))
    #expect(!line.stdout.contains("inputs"))
  }
}

@Suite("insets tool: record a row at a time")
struct RecordRowTests {
  /// One row's error refuses that row, in the dry run and the real one; the
  /// dry run shows each value it would write as a table diff.
  @Test func aBadRowIsRefusedAndTheOthersRecorded() throws {
    let text = """
      | scenario | device | windowSafeAreaInsets? |
      |---|---|---|
      | good | iPhone 17 | |
      | bad | iPhone 99 | |

      """
    let dir = try folder(["t.md": text])
    let file = dir.appendingPathComponent("t.md")
    let dry = try insets(["record", "--dry-run", "t.md"], in: dir)
    #expect(dry.status == 1)
    #expect(
      dry.lines.first?.hasPrefix("t.md:4:9: error: `device`: unknown device `iPhone 99`") == true)
    #expect(
      Array(dry.lines.dropFirst()) == [
        "--- t.md", "+++ t.md", "@@ -3 +3 @@", "-| good | iPhone 17 | |",
        "+| good | iPhone 17 | {62, 0, 34, 0} |",
        "t.md: 1 cell would be recorded; 1 row refused (an error), unchanged",
        "record --dry-run: 1 cell in 1 file would be recorded, 0 refused, 1 row refused; nothing "
          + "written",
      ])
    #expect(try String(contentsOf: file, encoding: .utf8) == text)
    let real = try insets(["record", "t.md"], in: dir)
    #expect(real.status == 1)
    #expect(real.lines.last == "record: 1 cell in 1 file, 0 refused, 1 row refused")
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == text.replacingOccurrences(
          of: "| good | iPhone 17 | |", with: "| good | iPhone 17 | {62, 0, 34, 0} |"))
  }
}

@Suite("insets tool: rows that check nothing")
struct CheckedNothingToolTests {
  /// A warning at the row, neither passed nor failed; `--strict` exits 1.
  @Test func strictFailsOnARowThatChecksNothing() throws {
    let dir = try folder([
      "t.md": "| device | navigationBar | rootSafeAreaInsets |\n|---|---|---|\n"
        + "| iPhone 16 Pro | visible | {1, 2, 3, 4} |\n"
    ])
    let run = try insets(["run", "t.md"], in: dir)
    #expect(run.status == 0)
    #expect(
      run.lines == [
        "t.md:3:3: warning: the row checks nothing: the table has no output column (a key ending "
          + "in `?`); `rootSafeAreaInsets` is an input, which is set, not checked (did you mean "
          + "`rootSafeAreaInsets?`?)",
        "scenarios: 0 passed, 0 failed",
      ])
    let strict = try insets(["run", "--strict", "t.md"], in: dir)
    #expect(strict.status == 1)
    #expect(strict.lines == run.lines)
    // A note alone fails nothing, even strictly.
    let noted = try folder([
      "n.md": "- | device | windowSafeAreaInsets? |\n  |---|---|\n  | iPhone 17 | |\n\n"
        + "| device | windowSafeAreaInsets? |\n|---|---|\n| iPhone 17 | {62, 0, 34, 0} |\n"
    ])
    #expect(try insets(["run", "--strict", "n.md"], in: noted).status == 0)
  }
}
