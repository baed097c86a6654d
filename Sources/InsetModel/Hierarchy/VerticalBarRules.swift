import Foundation

/// The bars on a display whose status bar is a vertical strip (the iPhone
/// Duo's cover, and its inner display held wide): a navigation or tab bar
/// controller's bars go into the strip, beside the content, instead of
/// across its top and bottom (``Facts/verticalBars``). The fold
/// (``HierarchyRules``) asks these rules at each container.
///
/// The picture, on the cover in portrait with a navigation and a tab bar:
///
///     ┌──────────────────────┬────┐
///     │ title row (82)       │ st │  the strip (84): status bar, Dynamic
///     ├──────────────────────┤ ri │  Island, back button, toolbar items,
///     │ root view's content  │ p  │  tab bar
///     │                      │    │
///     ├──────────────────────┤    │
///     │ home indicator (34)  │    │
///     └──────────────────────┴────┘
public enum VerticalBarRules {
  /// The bars a container's children sit under where the bars are in the
  /// strip: at least the strip's width on its side, where the container
  /// shows a bar (84 beside an 84 strip, never 168), and the title's row at
  /// the top where a navigation bar shows (``Facts/duoTitleRow``).
  ///
  /// - Complexity: O(1), no allocation.
  static func bars(
    _ node: HierarchyNode, inherited: Insets, screen: ScreenResolution, assumptions: Assumptions
  ) -> Insets {
    var bars = inherited
    guard let side = screen.window.verticalBarSide else { return bars }
    let showsBar =
      node.kind == .navigationController
      ? node.navigationBar == .visible || node.toolbar == .visible
      : node.tabBar.showsBar
    if showsBar { bars[side] = max(bars[side], FoldableDisplay.stripWidth) }
    if node.kind == .navigationController, node.navigationBar == .visible {
      bars.top = max(bars.top, assumptions.duoTitleRowHeight)
    }
    return bars
  }

  /// How `explain` says where a content view controller's view sits.
  static func rootFrameRule(screen: ScreenResolution, titleRow: Bool, assumptions: Assumptions)
    -> String
  {
    let side = screen.window.verticalBarSide?.rawValue ?? ""
    return "the whole window: the bars are in the vertical strip on the \(side), not across "
      + "the top or bottom; the root's safe area takes at least the strip's "
      + "\(PointNotation.format(FoldableDisplay.stripWidth)) on the \(side)"
      + (titleRow
        ? " and the title's row, \(PointNotation.format(assumptions.duoTitleRowHeight)), at the top"
        : "")
  }

  /// The facts a content view controller's frame rests on there.
  static func facts(titleRow: Bool) -> [Fact] {
    [Facts.verticalBars] + (titleRow ? [Facts.duoTitleRow] : [])
  }
}
