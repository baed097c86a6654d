// MARK: A view controller's safe area, margins and iOS 7–10 layout guides,
// once its parent has placed it.
import Foundation

extension HierarchyRules {
  /// A view controller's `safeAreaInsets`: what reaches it from its parent
  /// (``Placement/inherited``), plus what a split view's column adds, plus
  /// its own `additionalSafeAreaInsets`; a pinned value as given. Records it.
  static func safeArea<T: DerivationTracer>(
    of node: borrowing HierarchyNode, _ placed: Placement, tracer: inout T
  ) -> Insets {
    if let pinned = node.pinnedSafeAreaInsets {
      tracer.pinned(.rootSafeAreaInsets, pinned)
      return pinned
    }
    let safe = placed.inherited + placed.added + node.additionalSafeAreaInsets
    let parentKind = placed.parent.kind
    let parentSafe: [Quantity] =
      parentKind?.isViewController == true
      ? [.rootSafeAreaInsets]
      : parentKind == nil ? [.windowSafeAreaInsets] : [.passedSafeAreaInsets, .safeAreaInsets]
    tracer.record(
      .rootSafeAreaInsets, safe,
      rule: (placed.presentation == nil
        ? "overlap \(placed.inherited) of its frame with its parent's safe area and bars"
        : "the presented frame's overlap \(placed.inherited) with the window's insets")
        + (placed.added.isZero ? "" : " + the split view's \(placed.added)")
        + " + additionalSafeAreaInsets \(node.additionalSafeAreaInsets)",
      facts: [Facts.hierarchyFold, Facts.childViewController, Facts.subviewOverlap]
        + (placed.presentation.map {
          [$0.appearance == .popover ? Facts.popoverArrow : Facts.presentedSafeArea]
        } ?? []),
      inputs: [.rootFrame],
      parentInputs: parentSafe + [.navigationBarFrame, .tabBarFrame, .toolbarFrame])
    return safe
  }

  /// A view controller's root view's `systemMinimumLayoutMargins` and
  /// `layoutMargins`: the larger of its own and the minimum, measured from
  /// its safe area (before iOS 11, from its edges: Facts.legacyMargins).
  /// Records both.
  static func rootMargins<T: DerivationTracer>(
    safe: Insets, screen: ScreenResolution, defaults: HierarchyDefaults, tracer: inout T
  ) -> (minimum: DirectionalInsets, margins: Insets) {
    let c = defaults.controller
    let minimum = RootViewRules.systemMinimumLayoutMargins(
      screen, direction: defaults.view.layoutDirection, tracer: &tracer)
    let own = c.rootDirectionalLayoutMargins ?? .zero
    let margins = RootViewRules.rootMargins(
      c, own: own, minimum: minimum, safe: screen.iOSVersion < 11 ? .zero : safe,
      direction: defaults.view.layoutDirection)
    tracer.record(
      .rootLayoutMargins, margins,
      rule: "max(own \(own), systemMinimumLayoutMargins \(minimum)) + safeAreaInsets \(safe)",
      facts: [Facts.rootMargins, Facts.marginsFromSafeArea],
      inputs: [.rootSafeAreaInsets, .systemMinimumLayoutMargins])
    return (minimum, margins)
  }

  /// A view controller's iOS 7–10 `topLayoutGuide` and `bottomLayoutGuide`
  /// lengths: from its view's top to the bottom of the status bar and bars
  /// over it, and from its bottom to the top of the bars under it; beside
  /// bars in a vertical strip, its safe area's; inside another view
  /// controller's content (not a container's), the guides of the one it is
  /// in ([Facts.layoutGuides]). Records both.
  static func layoutGuides<T: DerivationTracer>(
    _ placed: Placement, screen: ScreenResolution, tracer: inout T
  ) -> (top: CGFloat, bottom: CGFloat) {
    let p = placed.parent
    let ownsGuides = p.kind.map { $0.isContainer } ?? true
    let statusBar = placed.touchesWindowTop ? screen.statusBarHeight : 0
    let barsSafe = placed.barsSafeAreaInsets
    let top =
      !ownsGuides
      ? p.topLayoutGuide
      : p.barsInStrip
        ? barsSafe.top : max(0, max(statusBar, p.bars.top) - placed.localFrame.minY)
    let bottom =
      !ownsGuides
      ? p.bottomLayoutGuide
      : p.barsInStrip
        ? barsSafe.bottom : max(0, p.bars.bottom - (p.size.height - placed.localFrame.maxY))
    if T.isRecording {
      tracer.record(
        .topLayoutGuide, top,
        rule: !ownsGuides
          ? "the guide of the view controller whose view it is in"
          : p.barsInStrip
            ? "the root view's safe-area top (the bars are in the strip)"
            : "from the view's top to the bottom of the status bar and bars over it",
        facts: [Facts.layoutGuides] + (p.barsInStrip ? [Facts.verticalBars] : []),
        inputs: [.rootFrame], parentInputs: [.statusBarHeight, .navigationBarFrame])
      tracer.record(
        .bottomLayoutGuide, bottom,
        rule: !ownsGuides
          ? "the guide of the view controller whose view it is in"
          : p.barsInStrip
            ? "the root view's safe-area bottom (the bars are in the strip)"
            : "from the view's bottom to the top of the bars under it",
        facts: [Facts.layoutGuides] + (p.barsInStrip ? [Facts.verticalBars] : []),
        inputs: [.rootFrame], parentInputs: [.tabBarFrame, .toolbarFrame])
    }
    return (top, bottom)
  }
}
