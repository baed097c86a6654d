import Foundation

// MARK: Issue 18
extension LayoutScene {
  /// What a scene asks of the lists and scroll-content model (issue 18) that
  /// the OS version it runs cannot do; ``problems()`` gathers these.
  ///
  /// - Complexity: O(1) (O(modifiers) for a SwiftUI scene).
  func listsProblems() -> [SceneProblem] {
    var problems: [SceneProblem] = []
    let version = screen.iOSVersion
    let s = scrollView
    if version < 13, !s.automaticallyAdjustsScrollIndicatorInsets {
      problems.append(
        SceneProblem(
          "`automaticallyAdjustsScrollIndicatorInsets` arrived in iOS 13; on iOS "
            + "\(version.formattedVersion) the content-inset behaviour decides (leave it empty)",
          at: [\LayoutScene.scrollView.automaticallyAdjustsScrollIndicatorInsets]))
    }
    if version < 11.1, s.verticalScrollIndicatorInsets != s.horizontalScrollIndicatorInsets {
      problems.append(
        SceneProblem(
          "`verticalScrollIndicatorInsets` and `horizontalScrollIndicatorInsets` arrived in "
            + "iOS 11.1; on iOS \(version.formattedVersion) `scrollIndicatorInsets` sets both to "
            + "one value",
          at: [
            \LayoutScene.scrollView.verticalScrollIndicatorInsets,
            \LayoutScene.scrollView.horizontalScrollIndicatorInsets,
          ]))
    }
    let table = tableView
    if view.kind == .tableView {
      if version < 15, table.sectionHeaderTopPadding != nil {
        problems.append(
          SceneProblem(
            "`sectionHeaderTopPadding` arrived in iOS 15; on iOS \(version.formattedVersion) "
              + "there is no padding above a header (leave it empty)",
            at: [\LayoutScene.tableView.sectionHeaderTopPadding]))
      }
      if version >= 15, table.style == .grouped, table.sectionHeaderHeight > 0,
        table.sectionHeaderTopPadding == nil
      {
        problems.append(
          SceneProblem(
            "no source publishes a grouped table's automatic `sectionHeaderTopPadding` "
              + "(iOS 15 and later): set `sectionHeaderTopPadding`",
            at: [\LayoutScene.tableView.style, \LayoutScene.tableView.sectionHeaderHeight]))
      }
    }
    return problems
  }
}
