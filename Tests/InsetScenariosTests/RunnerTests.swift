import InsetModel
import Testing

@testable import InsetScenarios

/// Runs `text` as the file `t.md` and returns the runner's text output.
func runLines(_ text: String) -> [String] {
  let report = ScenarioRunner().run(bytes: Array(text.utf8), file: "t.md")
  return TextReport.lines(RunReport(files: [report]))
}

@Suite("Scenario runner")
struct RunnerTests {
  @Test func passingRowsCount() {
    let lines = runLines(
      """
      | scenario | safeAreaInsets | contentSize | adjustedContentInset? |
      |---|---|---|---|
      | long | {88, 0, 34, 0} | {375, 2000} | {88, 0, 34, 0} |
      | short | {88, 0, 34, 0} | {375, 100} | zero |
      """)
    #expect(lines == ["scenarios: 2 passed, 0 failed"])
  }

  @Test func failedRowNamesEveryMismatch() {
    let lines = runLines(
      """
      | safeAreaInsets | contentSize | adjustedContentInset? | contentOffset? |
      |---|---|---|---|
      | {88, 0, 34, 0} | {375, 2000} | {80, 0, 34, 0} | {0, -80} |
      """)
    #expect(
      lines == [
        "t.md:3: failed: adjustedContentInset? expected {80, 0, 34, 0}, got {88, 0, 34, 0}; "
          + "contentOffset? expected {0, -80}, got {0, -88}",
        "scenarios: 0 passed, 1 failed",
      ])
  }

  @Test func emptyOutputCellIsNotChecked() {
    let lines = runLines(
      """
      | safeAreaInsets | contentSize | adjustedContentInset? |
      |---|---|---|
      | {88, 0, 34, 0} | {375, 2000} | |
      | {88, 0, 34, 0} | {375, 2000} | {88, 0, 34, 0} |
      """)
    // The first row checks nothing: neither passed nor failed, a warning.
    #expect(
      lines == [
        "t.md:3:3: warning: the row checks nothing: its output cells are blank (`insets record` "
          + "fills them)",
        "scenarios: 1 passed, 0 failed",
      ])
  }

  @Test func unknownKeyStopsItsTableOnlyAndCountsItsRows() {
    let lines = runLines(
      """
      # Broken
      | contentInsets | adjustedContentInset? |
      |---|---|
      | zero | zero |
      | zero | zero |

      # Fine
      | contentInset | adjustedContentInset? |
      |---|---|
      | {1, 2, 3, 4} | {1, 2, 3, 4} |
      """)
    #expect(
      lines == [
        "t.md:2:3: error: unknown key `contentInsets` (did you mean `contentInset`?)",
        "scenarios: 1 passed, 2 failed",
      ])
  }

  /// A UIKit scroll view's output in a SwiftUI table answers for a view the
  /// row does not have: an error at its header cell naming the SwiftUI output.
  @Test func uikitScrollOutputsInASwiftUITableAreErrors() {
    let lines = runLines(
      """
      | device | swiftUIView | modifiers | adjustedContentInset? | cellFrame? | scrollGeometryContentInsets? |
      |---|---|---|---|---|---|
      | iPhone 16 Pro | list | .safeAreaInset(edge: .bottom) { 60 } | zero | zero | {116, 0, 102, 0} |
      """)
    #expect(
      lines == [
        "t.md:1:38: error: `adjustedContentInset?` asks a UIKit scroll view, and this table's "
          + "rows are SwiftUI scenes, which have none: ask `scrollGeometryContentInsets?`, the "
          + "SwiftUI scroll view's own",
        "t.md:1:62: error: `cellFrame?` asks a UIKit table view, and this table's rows are "
          + "SwiftUI scenes, which have none: ask a SwiftUI output (`insets keys` lists them "
          + "under SwiftUI)",
        // The header's errors fail the table's one row.
        "scenarios: 0 passed, 1 failed",
      ])
    // The same outputs in a UIKit table are answered.
    #expect(
      runLines(
        "| device | view | contentSize | adjustedContentInset? |\n|---|---|---|---|\n"
          + "| iPhone 16 Pro | scrollView | {402, 2000} | {62, 0, 34, 0} |\n")
        == ["scenarios: 1 passed, 0 failed"])
  }

  /// An OS version is written as a number, and read as a version: its
  /// notation says so, in the keys reference and in its errors.
  @Test func anOSVersionNamesItsOwnNotation() {
    #expect(
      Vocabulary.standard["iOSVersion"]?.notation == "an OS version such as `26`, `18.4` or `27.1`")
    #expect(
      runLines(
        "| device | iOSVersion | windowSafeAreaInsets? |\n|---|---|---|\n| iPhone 16 | abc | zero |\n"
      )
        == [
          "t.md:3:15: error: `iOSVersion`: expected an OS version such as `26`, `18.4` or `27.1`, "
            + "found `abc`",
          "scenarios: 0 passed, 1 failed",
        ])
  }

  @Test func keyMessagesForAMissingOrExtraQuestionMark() {
    let lines = runLines("| adjustedContentInset | contentInset? |\n|---|---|\n")
    #expect(
      lines == [
        "t.md:1:3: error: unknown key `adjustedContentInset`: an expected output ends in `?` "
          + "(did you mean `adjustedContentInset?`?)",
        "t.md:1:26: error: unknown key `contentInset?`: `contentInset` is an input, which is set, "
          + "not checked",
        "t.md:2:1: error: the table has no rows: nothing is checked (a blank line ends a table; "
          + "mark a documentation table with <!-- insets:skip -->)",
        // A broken table with no rows still counts, once per error.
        "scenarios: 0 passed, 3 failed",
      ])
  }

  @Test func duplicateAndEmptyKeys() {
    let lines = runLines("| frame | | frame |\n|---|---|---|\n| | | |\n")
    #expect(
      lines == [
        "t.md:1:10: error: empty key: every header cell names a key",
        "t.md:1:13: error: duplicate key `frame` (first at column 3)",
        "scenarios: 0 passed, 1 failed",
      ])
  }

  @Test func delimiterRowMustMatchTheHeader() {
    let lines = runLines("| frame | view |\n|---|---|---|\n| | |\n")
    #expect(
      lines == [
        "t.md:2:10: error: the delimiter row has 3 cells, but the header has 2",
        "scenarios: 0 passed, 1 failed",
      ])
  }

  @Test func raggedRowsAreErrorsAndTheOthersStillRun() {
    let lines = runLines(
      """
      | contentInset | adjustedContentInset? |
      |---|---|
      | zero |
      | zero | zero | zero |
      | zero | zero |
      """)
    #expect(
      lines == [
        "t.md:3:9: error: ragged row: 1 cell, but the header has 2",
        "t.md:4:17: error: ragged row: 3 cells, but the header has 2",
        "scenarios: 1 passed, 2 failed",
      ])
  }

  @Test func badNotationIsLocatedInsideTheCell() {
    let lines = runLines(
      """
      | contentInset | contentSize | adjustedContentInset? |
      |---|---|---|
      | {1, 2, x, 4} | {375, 2000} | {1, 2, 3} |
      """)
    #expect(
      lines == [
        "t.md:3:10: error: `contentInset`: expected a number for `bottom` in insets, found `x`",
        "t.md:3:32: error: `adjustedContentInset?`: insets take 4 numbers {top, left, bottom, "
          + "right}, found 3",
        "scenarios: 0 passed, 1 failed",
      ])
  }

  @Test func wrongTypeNamesTheNotation() {
    let lines = runLines("| alwaysBounceVertical | contentSize |\n|---|---|\n| maybe | 44 |\n")
    #expect(
      lines == [
        "t.md:3:3: error: `alwaysBounceVertical`: expected a bool `yes` or `no` (also `true` or "
          + "`false`), found `maybe`",
        "t.md:3:11: error: `contentSize`: expected a size, found the number `44`",
        "scenarios: 0 passed, 1 failed",
      ])
  }

  @Test func scrollOutputsOfAPlainViewAreAnError() {
    let lines = runLines("| view | adjustedContentInset? |\n|---|---|\n| plain | zero |\n")
    #expect(
      lines == [
        "t.md:3:11: error: `adjustedContentInset?` needs a scroll view, but the view is `plain` "
          + "(set `view` to `scrollView`, `tableView` or `collectionView`)",
        "scenarios: 0 passed, 1 failed",
      ])
  }

  @Test func viewKindIsInferredPerRow() {
    // The first row sets a scroll-view key, the second sets none: only the
    // first is a scroll view, so only the first can read contentOffset?.
    let lines = runLines(
      """
      | safeAreaInsets | contentSize | safeAreaInsets? | contentOffset? |
      |---|---|---|---|
      | {10, 0, 0, 0} | {375, 2000} | {10, 0, 0, 0} | {0, -10} |
      | {10, 0, 0, 0} | | {10, 0, 0, 0} | |
      """)
    #expect(lines == ["scenarios: 2 passed, 0 failed"])
    #expect(ScenarioRunnerInference.kind([.scrollView, .tableView]) == .tableView)
    #expect(ScenarioRunnerInference.kind([.collectionView, .tableView]) == .collectionView)
    #expect(ScenarioRunnerInference.kind([.view, .controller]) == .plain)
  }

  @Test func explicitViewWinsOverInference() {
    let lines = runLines(
      "| view | contentSize | safeAreaInsets? |\n|---|---|---|\n| plain | {1, 1} | zero |\n")
    #expect(lines == ["scenarios: 1 passed, 0 failed"])
  }

  @Test func skippedTablesAreDocumentation() {
    let lines = runLines("<!-- insets:skip -->\n| key | type |\n|---|---|\n| a | b |\n")
    #expect(lines == ["scenarios: 0 passed, 0 failed"])
  }

  @Test func unreadableFileCountsAsAFailure() {
    let report = ScenarioRunner().run(bytes: [0x66, 0xFF], file: "bin.md")
    #expect(report.failed == 1)
    #expect(
      TextReport.lines(RunReport(files: [report]))
        == [
          "bin.md:1:2: error: the file is not valid UTF-8 (byte 0xFF)",
          "scenarios: 0 passed, 1 failed",
        ])
  }

  @Test func scenarioLabelAndTableNameAreReported() {
    let report = ScenarioRunner().run(
      bytes: Array(
        ("## Offsets\n| scenario | contentSize | adjustedContentInset? |\n|---|---|---|\n"
          + "| tall | {1, 2000} | zero |\n").utf8),
      file: "t.md")
    #expect(report.rows.first?.scenario == "tall")
    #expect(report.rows.first?.table == "Offsets")
    #expect(report.rows.first?.outcome == .passed)
  }
}

/// Exposes the runner's view inference to tests.
enum ScenarioRunnerInference {
  static func kind(_ sections: Set<ScenarioKey.Section>) -> ViewKind {
    TableEvaluator.inferredViewKind(SectionSet(Array(sections)))
  }
}

@Suite("Screen keys")
struct ScreenKeyTests {
  @Test func unknownDeviceListsTheClosestNames() {
    let lines = runLines(
      "| device | windowSafeAreaInsets? |\n|---|---|\n| iPhone 14 Prp | zero |\n")
    #expect(
      lines == [
        "t.md:3:3: error: `device`: unknown device `iPhone 14 Prp`; the closest are `iPhone 14 Pro`, "
          + "`iPhone 11 Pro`, `iPhone 12 Pro` (`insets devices` lists them all)",
        "scenarios: 0 passed, 1 failed",
      ])
  }

  @Test func landscapeMeansLandscapeLeft() {
    let lines = runLines(
      """
      | device | iOSVersion | orientation | screenSize? | windowSafeAreaInsets? |
      |---|---|---|---|---|
      | iPhone X | 16 | landscape | {812, 375} | {0, 44, 21, 44} |
      | iPhone X | 16 | .landscapeLeft | {812, 375} | {0, 44, 21, 44} |
      """)
    #expect(lines == ["scenarios: 2 passed, 0 failed"])
    let misspelt: String =
      "t.md:3:3: error: `orientation`: expected one of `portrait`, `portraitUpsideDown`, "
      + "`landscapeLeft`, `landscapeRight`, `landscape` (= `landscapeLeft`), found `landscap` "
      + "(did you mean `landscape`?)"
    #expect(runLines("| orientation |\n|---|\n| landscap |\n").first == misspelt)
  }

  @Test func barOutputsNeedTheirBar() {
    let lines = runLines("| device | navigationBarHeight? |\n|---|---|\n| iPhone 17 | 44 |\n")
    #expect(
      lines.first
        == "t.md:3:15: error: `navigationBarHeight?` needs a visible navigation bar "
        + "(`navigationBar` `visible`)")
  }

  @Test func aDeviceOutsideItsOSRangeIsAnErrorAtTheCellThatAskedForIt() {
    #expect(
      runLines(
        "| device | iOSVersion | windowSafeAreaInsets? |\n|---|---|---|\n| iPhone X | 27.1 | |\n"
      )
      .first
        == "t.md:3:14: error: iPhone X runs iOS 11–16, not iOS 27.1: set `iOSVersion` to one of those"
    )
    // The version as written, not rounded to one that looks allowed.
    #expect(
      runLines("| device | iOSVersion |\n|---|---|\n| iPhone 17 | 27.1000000001 |\n").first
        == "t.md:3:15: error: the model covers iOS 7 to 27.1 (iOS 7–10 without safe areas: the "
        + "layout guides and `legacyContentInset?`), not iOS 27.1000000001")
    // A device named with no version runs the newest it runs.
    #expect(
      runLines("| device | windowSafeAreaInsets? |\n|---|---|\n| iPhone X | {44, 0, 34, 0} |\n")
        == ["scenarios: 1 passed, 0 failed"])
    #expect(
      runLines("| device | iOSVersion |\n|---|---|\n| iPhone 17 | 18 |\n").first
        == "t.md:3:15: error: iPhone 17 runs iOS 26–27.1, not iOS 18: set `iOSVersion` to one of those"
    )
    // iOS 7–10 run (without safe areas); iOS 6 is before the layout guides.
    #expect(
      runLines("| iOSVersion | topLayoutGuide? |\n|---|---|\n| 10 | 0 |\n")
        == ["scenarios: 1 passed, 0 failed"])
    #expect(
      runLines("| iOSVersion |\n|---|\n| 6 |\n").first?.hasPrefix(
        "t.md:3:3: error: the model covers iOS 7 to 27.1") == true)
    let unmeasured: String =
      "t.md:3:3: error: `device`: the iPhone 18 Pro (iOS 27) has no published measurement of "
      + "its screen or safe area yet: pin `screenSize` and `rootSafeAreaInsets` for it on a bare "
      + "screen"
    #expect(runLines("| device |\n|---|\n| iPhone 18 Pro |\n").first == unmeasured)
  }
}

@Suite("Layout margin keys")
struct LayoutMarginKeyTests {
  @Test func settingTheSamePropertyTwiceIsAnErrorAtTheSecond() {
    let lines = runLines(
      """
      | layoutMargins | directionalLayoutMargins | layoutMargins? |
      |---|---|---|
      | {1, 2, 3, 4} | {1, 2, 3, 4} | {1, 2, 3, 4} |
      | {1, 2, 3, 4} | | {1, 2, 3, 4} |
      | | {1, 2, 3, 4} | {1, 2, 3, 4} |
      """)
    #expect(
      lines == [
        "t.md:3:18: error: `directionalLayoutMargins` sets the same property as `layoutMargins`: "
          + "set only one",
        "scenarios: 2 passed, 1 failed",
      ])
  }
}

@Suite("Collection view keys")
struct CollectionViewKeyTests {
  @Test func indexedItemFrames() {
    let lines = runLines(
      """
      | screenSize | itemSize | numberOfItems | itemFrame[0]? | itemFrame[6]? | itemFrame[7]? |
      |---|---|---|---|---|---|
      | {375, 667} | {50, 50} | 7 | {{0, 0}, {50, 50}} | {{0, 60}, {50, 50}} | |
      """)
    #expect(lines == ["scenarios: 1 passed, 0 failed"])
  }

  @Test func anItemPastTheCountIsAnError() {
    let lines = runLines("| numberOfItems | itemFrame[3]? |\n|---|---|\n| 3 | zero |\n")
    #expect(
      lines.first
        == "t.md:3:7: error: `itemFrame[3]?` names no item: item 3 is past `numberOfItems`, or the "
        + "view is not a collection view")
  }

  @Test func malformedIndexesAreUnknownKeys() {
    let lines = runLines(
      "| itemFrame[x]? | itemFrame[]? | itemFrames[1]? |\n|---|---|---|\n| | | |\n")
    #expect(lines.count == 4)
    #expect(lines[0].contains("unknown key `itemFrame[x]?`"))
    #expect(lines[2].contains("unknown key `itemFrames[1]?`"))
  }

  @Test func wholeNumbersAreStrict() {
    let lines = runLines("| numberOfItems |\n|---|\n| 2.5 |\n| -1 |\n")
    #expect(
      lines[0]
        == "t.md:3:3: error: `numberOfItems`: expected a whole number of 0 or more, such as `0` or `7`, found `2.5`"
    )
    #expect(lines[1].hasPrefix("t.md:4:3: error: `numberOfItems`: expected a whole number"))
  }
}
