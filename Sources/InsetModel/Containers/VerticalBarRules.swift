import Foundation

/// The bars on a display whose status bar is a vertical strip (the iPhone
/// Duo's cover, and its inner display held wide): a navigation or tab bar
/// controller's bars go into the strip, beside the content, instead of
/// across its top and bottom (``Facts/verticalBars``).
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
  /// The containers with the bars in the vertical strip, each step reported
  /// to `tracer`.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func resolve<Tracer: DerivationTracer>(
    screen: ScreenResolution, controller c: ViewControllerSetup, assumptions: Assumptions,
    tracer: inout Tracer
  ) -> ContainerResolution {
    let r = resolve(screen: screen, controller: c, assumptions: assumptions)
    guard Tracer.isRecording else { return r }
    let side = screen.window.verticalBarSide?.rawValue ?? ""
    let hasBars = c.navigationBar == .visible || c.tabBar.showsBar || c.toolbar == .visible
    tracer.record(
      .rootFrame, r.rootFrame,
      rule: "the whole window: "
        + (hasBars
          ? "the bars are in the vertical strip on the \(side), not across the top or bottom; "
            + "the root's safe area takes at least the strip's "
            + "\(PointNotation.format(FoldableDisplay.stripWidth)) on the \(side)"
            + (c.navigationBar == .visible
              ? " and the title's row, \(PointNotation.format(assumptions.duoTitleRowHeight)), "
                + "at the top" : "")
          : "no bars; the status strip is on the \(side)"),
      facts: [Facts.verticalBars] + (c.navigationBar == .visible ? [Facts.duoTitleRow] : []),
      inputs: [.verticalBarFrame])
    tracer.record(
      .topLayoutGuide, r.topLayoutGuide, rule: "the root view's safe-area top",
      facts: [Facts.layoutGuides, Facts.verticalBars], inputs: [.rootFrame])
    tracer.record(
      .bottomLayoutGuide, r.bottomLayoutGuide, rule: "the root view's safe-area bottom",
      facts: [Facts.layoutGuides, Facts.verticalBars], inputs: [.rootFrame])
    return r
  }

  /// The containers with the bars in the vertical strip, without a trace.
  public static func resolve(
    screen: ScreenResolution, controller c: ViewControllerSetup, assumptions: Assumptions
  ) -> ContainerResolution {
    let size = screen.screenSize
    var safe = screen.windowSafeAreaInsets
    let hasBars =
      c.navigationBar == .visible || c.tabBar.showsBar || c.toolbar == .visible
    if hasBars, let side = screen.window.verticalBarSide {
      // The bar's own inset on its edge, at least the strip's
      // (Facts.verticalBars): 84 beside an 84 strip, never 168.
      safe[side] = max(safe[side], FoldableDisplay.stripWidth)
    }
    if c.navigationBar == .visible {
      // The title keeps a row at the top (Facts.duoTitleRow).
      safe.top = max(safe.top, assumptions.duoTitleRowHeight)
    }
    return ContainerResolution(
      navigationBarFrame: nil, tabBarFrame: nil, toolbarFrame: nil,
      rootFrame: CGRect(origin: .zero, size: size), barsSafeAreaInsets: safe,
      topLayoutGuide: safe.top, bottomLayoutGuide: safe.bottom)
  }
}
