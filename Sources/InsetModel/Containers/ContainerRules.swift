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
      let glass = screen.usesLiquidGlass
      let origin =
        glass && screen.idiom == .phone
          && max(screen.windowSafeAreaInsets.top, screen.statusBarHeight) == 0
        ? "24 pt down in landscape (no top inset)"
        : "at the top's cover \(PointNotation.format(max(screen.windowSafeAreaInsets.top, screen.statusBarHeight)))"
          + (bar.minY < max(screen.windowSafeAreaInsets.top, screen.statusBarHeight)
            ? " less the island overlap \(PointNotation.format(screen.navigationBarOverlap))" : "")
      tracer.record(
        .navigationBarFrame, bar,
        rule: "\(origin), \(PointNotation.format(bar.height)) tall for \(screen.idiom.rawValue), "
          + "\(traits.horizontal.rawValue) width, \(traits.vertical.rawValue) height, "
          + (glass ? "Liquid Glass" : "iOS \(screen.iOSVersion.formattedVersion) bars")
          + (c.prefersLargeTitles && traits.vertical == .regular ? ", large title" : ""),
        facts: [Facts.navigationBarOrigin]
          + (glass ? [Facts.liquidGlass, Facts.liquidGlassNavigationBar] : [Facts.barHeights])
          + (glass && screen.idiom == .phone && bar.minY > screen.windowSafeAreaInsets.top
            ? [Facts.liquidGlassLandscape] : [])
          + (!glass && screen.idiom == .pad && screen.iOSVersion < 12
            ? [Facts.padBarsBeforeIOS12] : [])
          + (c.prefersLargeTitles ? [Facts.largeTitle] : [])
          + (!glass && screen.navigationBarOverlap > 0 ? [Facts.dynamicIslandOverlap] : []),
        inputs: [.windowSafeAreaInsets, .statusBarHeight, .sizeClasses])
    }
    if let bar = r.tabBarFrame {
      tracer.record(
        .tabBarFrame, bar,
        rule: "\(PointNotation.format(bar.height - screen.homeIndicatorInset)) + home indicator "
          + "\(PointNotation.format(screen.homeIndicatorInset)), at the bottom",
        facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator]
          + (screen.usesLiquidGlass ? [Facts.liquidGlassTabBar] : [])
          + (c.tabBar == .minimized ? [Facts.minimizedTabBar] : [])
          + (screen.idiom == .pad && screen.iOSVersion < 12 ? [Facts.padBarsBeforeIOS12] : []),
        inputs: [.windowSafeAreaInsets, .sizeClasses])
    }
    if let bar = r.toolbarFrame {
      tracer.record(
        .toolbarFrame, bar,
        rule: c.tabBar == .visible
          ? "above the tab bar, no home indicator" : "at the bottom, home indicator included",
        facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator, Facts.notchToolbar],
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
    let glass = screen.usesLiquidGlass
    let version = screen.iOSVersion

    // Top: the navigation bar starts at the bottom of what covers the top
    // edge (the status bar, or the window's safe-area top). Before iOS 26 it
    // overlaps a Dynamic Island's inset by a measured 5.333 pt (5.667 on the
    // 62 and 68 pt phones); under Liquid Glass it starts at the safe-area
    // top, and 24 pt down in a phone's landscape (Facts.navigationBarOrigin,
    // Facts.dynamicIslandOverlap, Facts.liquidGlassNavigationBar,
    // Facts.liquidGlassLandscape).
    var navigationBarFrame: CGRect?
    if c.navigationBar == .visible {
      var top = max(window.top, screen.statusBarHeight)
      if glass {
        // Liquid Glass: at the safe-area top, no overlap; 24 pt down in a
        // phone's landscape (Facts.liquidGlassLandscape).
        if screen.idiom == .phone, top == 0 { top = assumptions.glassLandscapeNavigationBarTop }
      } else if assumptions.navigationBarOverlapsDynamicIsland, screen.isStatusBarVisible {
        // Before iOS 26, and in compatibility mode (as [gknavigationbar-config]
        // does): the bar overlaps a Dynamic Island's inset.
        top -= screen.navigationBarOverlap
      }
      let height = BarMetrics.navigationBarHeight(
        idiom: screen.idiom, sizeClasses: traits, prefersLargeTitles: c.prefersLargeTitles,
        iOSVersion: version, liquidGlass: glass,
        padGlassHeight: assumptions.glassPadNavigationBarHeight,
        hasDynamicIsland: screen.topHardware == .dynamicIsland)
      navigationBarFrame = CGRect(x: 0, y: top, width: size.width, height: height)
    }

    // Bottom: the tab bar takes the home indicator; a toolbar above a tab bar
    // does not (Facts.bottomBarsTakeHomeIndicator). A hidden tab bar takes
    // nothing; a minimised one takes the height the scene gives it.
    var bottomStack: CGFloat = 0
    var tabBarFrame: CGRect?
    var toolbarFrame: CGRect?
    if c.tabBar.showsBar {
      let content =
        c.tabBar == .minimized
        ? c.minimizedTabBarHeight ?? 0
        : BarMetrics.tabBarContentHeight(
          idiom: screen.idiom, sizeClasses: traits, iOSVersion: version)
      let height = content + screen.homeIndicatorInset
      tabBarFrame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
      bottomStack += height
    }
    if c.toolbar == .visible {
      let height =
        BarMetrics.toolbarContentHeight(
          idiom: screen.idiom, sizeClasses: traits, iOSVersion: version,
          matchesTabBar: assumptions.notchToolbarMatchesTabBar
            && (screen.topHardware == .notch || screen.topHardware == .dynamicIsland))
        + (c.tabBar.showsBar ? 0 : screen.homeIndicatorInset)
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
    let coveredTop = max(window.top, screen.statusBarHeight, navigationBarFrame?.maxY ?? 0)
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
