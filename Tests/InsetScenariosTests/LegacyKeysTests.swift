import Foundation
import InsetScenarios
import Testing

@Suite("iOS 7–10 outputs")
struct LegacyKeysTests {
  /// An empty cell of such an output stays unchecked (the third row is no
  /// error: it checks nothing).
  @Test func anOutputThatArrivedLaterIsAnErrorAtItsCell() {
    let table = """
      | device | iOSVersion | navigationBar | safeAreaInsets? | adjustedContentInset? | layoutMargins? |
      |---|---|---|---|---|---|
      | iPhone 7 | 10 | visible | {64, 0, 0, 0} |  |  |
      | iPhone 5c | 7 | visible |  |  | {8, 8, 8, 8} |
      | iPhone 7 | 10 | visible |  |  |  |
      | iPhone 7 | 11 | visible | {64, 0, 0, 0} |  |  |
      """
    #expect(
      runLines(table) == [
        "t.md:3:29: error: `safeAreaInsets?` has no value on iOS 10: `safeAreaInsets` arrived "
          + "in iOS 11; read `topLayoutGuide?` and `bottomLayoutGuide?` instead",
        "t.md:4:35: error: `layoutMargins?` has no value on iOS 7: `layoutMargins` arrived in "
          + "iOS 8; iOS 7 has no layout margins (a table cell's content starts 15 pt in)",
        "t.md:5:3: warning: the row checks nothing: its output cells are blank (`insets record` "
          + "fills them)",
        "scenarios: 1 passed, 2 failed",
      ])
  }

  @Test func recordLeavesAnOutputThatDidNotExistEmpty() throws {
    let table = """
      | device | iOSVersion | navigationBar | view | safeAreaInsets? | legacyContentInset? |
      |---|---|---|---|---|---|
      | iPhone 7 | 10 | visible | tableView |  |  |

      """
    guard
      case .recorded(let bytes, let cells) = Recorder().record(
        bytes: Array(table.utf8), file: "t.md")
    else {
      Issue.record("refused")
      return
    }
    #expect(cells == 1)
    #expect(
      String(decoding: bytes, as: UTF8.self).contains(
        "| iPhone 7 | 10 | visible | tableView |  | {64, 0, 0, 0} |"))
  }
}
