import Foundation

/// The bars, the root view and the iOS 7–10 layout guides, resolved.
public struct ContainerResolution: Sendable, Hashable {
  /// The navigation bar's frame in the window, when it shows.
  public var navigationBarFrame: CGRect?
  /// The tab bar's frame, home indicator included, when it shows.
  public var tabBarFrame: CGRect?
  /// The toolbar's frame, home indicator included when it is the lowest bar.
  public var toolbarFrame: CGRect?
  /// The root view's frame in the window.
  public var rootFrame: CGRect
  /// The root view's safe area from the window and the bars, before
  /// `additionalSafeAreaInsets`.
  public var barsSafeAreaInsets: Insets
  /// `topLayoutGuide.length` (iOS 7–10).
  public var topLayoutGuide: CGFloat
  /// `bottomLayoutGuide.length` (iOS 7–10).
  public var bottomLayoutGuide: CGFloat
}

/// How the containers' bars place the root view and make its safe area.
///
/// The picture, for a navigation bar and a tab bar over a translucent layout:
///
///     y = 0        ┌──────────────┐ ┐
///                  │  status bar  │ │ topLayoutGuide = root safe top
///     navTop       ├──────────────┤ │ (= navBottom - root.minY)
///                  │ navigation   │ │
///     navBottom    ├──────────────┤ ┘
///                  │  root view   │
///     H - bottom   ├──────────────┤ ┐ bottomLayoutGuide = bottom stack
///                  │  tab bar     │ │
///                  │ home indic.  │ │
///     y = H        └──────────────┘ ┘
public enum ContainerRules {
  /// The bars, the root view's frame and the legacy guides, each reported to
  /// `tracer` with the facts it rests on.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func resolve<Tracer: DerivationTracer>(
    screen: ScreenResolution, controller c: ViewControllerSetup, assumptions: Assumptions,
    tracer: inout Tracer
  ) -> ContainerResolution {
    let r = resolve(screen: screen, controller: c, assumptions: assumptions)
    guard Tracer.isRecording else { return r }
    let traits = screen.sizeClasses
    if let bar = r.navigationBarFrame {
      let overlap =
        assumptions.navigationBarOverlapsDynamicIsland && screen.isStatusBarVisible
        ? screen.navigationBarOverlap : 0
      tracer.record(
        .navigationBarFrame, bar,
        rule: "from the safe-area top \(PointNotation.format(screen.windowSafeAreaInsets.top))"
          + (overlap > 0 ? " less the island overlap \(PointNotation.format(overlap))" : "")
          + ", \(PointNotation.format(bar.height)) tall for \(screen.idiom.rawValue), "
          + "\(traits.horizontal.rawValue) width, \(traits.vertical.rawValue) height"
          + (c.prefersLargeTitles && traits.vertical == .regular ? ", large title" : ""),
        facts: [Facts.navigationBarOrigin, Facts.barHeights]
          + (c.prefersLargeTitles ? [Facts.largeTitle] : [])
          + (screen.navigationBarOverlap > 0 ? [Facts.dynamicIslandOverlap] : []),
        inputs: [.windowSafeAreaInsets, .sizeClasses])
    }
    if let bar = r.tabBarFrame {
      tracer.record(
        .tabBarFrame, bar,
        rule: "\(PointNotation.format(bar.height - screen.homeIndicatorInset)) + home indicator "
          + "\(PointNotation.format(screen.homeIndicatorInset)), at the bottom",
        facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator]
          + (screen.idiom == .pad ? [Facts.padTabBar] : []),
        inputs: [.windowSafeAreaInsets, .sizeClasses])
    }
    if let bar = r.toolbarFrame {
      tracer.record(
        .toolbarFrame, bar,
        rule: c.tabBar == .visible
          ? "above the tab bar, no home indicator" : "at the bottom, home indicator included",
        facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator],
        inputs: [.windowSafeAreaInsets, .tabBarFrame])
    }
    tracer.record(
      .rootFrame, r.rootFrame,
      rule: "the screen, less the bars it does not extend under (translucent "
        + "\(c.isTranslucent ? "yes" : "no"), edgesForExtendedLayout "
        + "\(c.edgesForExtendedLayout), extendedLayoutIncludesOpaqueBars "
        + "\(c.extendedLayoutIncludesOpaqueBars ? "yes" : "no"))",
      facts: [Facts.extendedLayout], inputs: [.navigationBarFrame, .tabBarFrame, .toolbarFrame])
    tracer.record(
      .topLayoutGuide, r.topLayoutGuide,
      rule: "from the root view's top to the bottom of the lowest bar over it",
      facts: [Facts.layoutGuides], inputs: [.statusBarHeight, .navigationBarFrame, .rootFrame])
    tracer.record(
      .bottomLayoutGuide, r.bottomLayoutGuide,
      rule: "from the root view's bottom to the top of the bar over it",
      facts: [Facts.layoutGuides], inputs: [.tabBarFrame, .toolbarFrame, .rootFrame])
    return r
  }

  /// The bars, the root view's frame and the legacy guides, without a trace.
  public static func resolve(
    screen: ScreenResolution, controller c: ViewControllerSetup, assumptions: Assumptions
  ) -> ContainerResolution {
    let size = screen.screenSize
    let window = screen.windowSafeAreaInsets
    let traits = screen.sizeClasses

    // Top: the navigation bar starts at the window's safe-area top, which is
    // the status bar's bottom on every phone but the Dynamic Island ones, where
    // the bar overlaps the island's inset by a measured 5.333 pt (named
    // assumption).
    var navigationBarFrame: CGRect?
    if c.navigationBar == .visible {
      let overlap =
        assumptions.navigationBarOverlapsDynamicIsland && screen.isStatusBarVisible
        ? screen.navigationBarOverlap : 0
      let top = window.top - overlap
      let height = BarMetrics.navigationBarHeight(
        idiom: screen.idiom, sizeClasses: traits, prefersLargeTitles: c.prefersLargeTitles)
      navigationBarFrame = CGRect(x: 0, y: top, width: size.width, height: height)
    }

    // Bottom: the tab bar takes the home indicator; a toolbar above a tab bar
    // does not (Facts.bottomBarsTakeHomeIndicator; Facts.rootSafeArea for the
    // tab bar controller's chain).
    var bottomStack: CGFloat = 0
    var tabBarFrame: CGRect?
    var toolbarFrame: CGRect?
    if c.tabBar == .visible {
      let height =
        BarMetrics.tabBarContentHeight(idiom: screen.idiom, sizeClasses: traits)
        + screen.homeIndicatorInset
      tabBarFrame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
      bottomStack += height
    }
    if c.toolbar == .visible {
      let height =
        BarMetrics.toolbarContentHeight(idiom: screen.idiom, sizeClasses: traits)
        + (c.tabBar == .visible ? 0 : screen.homeIndicatorInset)
      toolbarFrame = CGRect(
        x: 0, y: size.height - bottomStack - height, width: size.width, height: height)
      bottomStack += height
    }

    // The root view extends under a bar when edgesForExtendedLayout holds that
    // edge and the bar is translucent, or extendedLayoutIncludesOpaqueBars is
    // set (Facts.extendedLayout). Otherwise it starts below (ends above) the bar.
    let underOpaque = c.isTranslucent || c.extendedLayoutIncludesOpaqueBars
    let extendsTop = c.edgesForExtendedLayout.contains(.top) && underOpaque
    let extendsBottom = c.edgesForExtendedLayout.contains(.bottom) && underOpaque
    let rootMinY = navigationBarFrame.map { extendsTop ? 0 : $0.maxY } ?? 0
    let rootMaxY = bottomStack > 0 && !extendsBottom ? size.height - bottomStack : size.height
    let rootFrame = CGRect(x: 0, y: rootMinY, width: size.width, height: rootMaxY - rootMinY)

    // The root view's safe area: what the window's insets and the bars cover
    // of it (Facts.rootSafeArea).
    let coveredTop = max(window.top, navigationBarFrame?.maxY ?? 0)
    let coveredBottom = max(window.bottom, bottomStack)
    let barsSafeAreaInsets = Insets(
      top: max(0, coveredTop - rootMinY), left: window.left,
      bottom: max(0, coveredBottom - (size.height - rootMaxY)), right: window.right)

    // The legacy guides: from the view's top to the bottom of the lowest bar
    // over it (status bar, navigation bar), and from its bottom to the top of
    // the bar over it (Facts.layoutGuides).
    let topBarsBottom = max(screen.statusBarHeight, navigationBarFrame?.maxY ?? 0)
    let topLayoutGuide = max(0, topBarsBottom - rootMinY)
    let bottomLayoutGuide = max(0, bottomStack - (size.height - rootMaxY))

    return ContainerResolution(
      navigationBarFrame: navigationBarFrame, tabBarFrame: tabBarFrame, toolbarFrame: toolbarFrame,
      rootFrame: rootFrame, barsSafeAreaInsets: barsSafeAreaInsets, topLayoutGuide: topLayoutGuide,
      bottomLayoutGuide: bottomLayoutGuide)
  }
}
