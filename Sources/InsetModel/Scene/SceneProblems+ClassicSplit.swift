// MARK: What a classic split view (iOS 8–13) is asked that arrived later.
import Foundation

extension LayoutScene {
  /// What a classic split view (before iOS 14) is asked that did not exist
  /// yet: its display modes and column widths arrived in iOS 8, the style,
  /// the supplementary column, `preferredPrimaryColumnWidth` and the
  /// two-column display modes in iOS 14 ([ad-preferredprimarycolumnwidth],
  /// ``Facts/classicSplitView``).
  func classicSplitProblems(_ setup: SplitViewSetup, version: CGFloat) -> [String] {
    guard version >= 8 else {
      return [
        "a split view's display modes and column widths arrived in iOS 8: set `iOSVersion` to 8 "
          + "or later"
      ]
    }
    var problems: [String] = []
    let before = "arrived with the column-style split view in iOS 14; before, a split view has "
    if setup.style != .doubleColumn || setup.preferredSupplementaryColumnWidth != nil {
      problems.append("`style:` and the supplementary column " + before + "two columns")
    }
    if setup.preferredPrimaryColumnWidth != nil {
      problems.append(
        "`preferredPrimaryColumnWidth:` " + before + "`preferredPrimaryColumnWidthFraction:`")
    }
    if setup.preferredDisplayMode == .twoBesideSecondary
      || setup.preferredDisplayMode == .twoOverSecondary
    {
      problems.append(
        "`.\(setup.preferredDisplayMode.rawValue)` " + before + "`.allVisible`, "
          + "`.primaryOverlay` and `.primaryHidden`")
    }
    return problems
  }
}
