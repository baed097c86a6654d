// MARK: The bars of a navigation or tab bar controller: the navigation bar,
// the search bar under it, the toolbar and the tab bar, each placed in its
// container's view, and the bars its children sit under. Bars in a vertical
// strip beside the content are VerticalBarRules'.
import Foundation

extension HierarchyRules {
  /// A navigation bar's or tab bar's place in its container's view, and
  /// what explain says of it (built only when a tracer records).
  struct BarRule {
    var y: CGFloat
    var height: CGFloat
    var rule = ""
    var facts: [Fact] = []
  }

  /// The bars of navigation or tab bar controller `i`, placed by
  /// `placed`: each bar it shows goes into `result`, and `context` takes
  /// the bars its children sit under (``Context/bars``).
  static func containerBars<T: DerivationTracer>(
    at i: Int, _ placed: Placement, safe: Insets, chain: NodeChain<HierarchyNode>,
    screen: ScreenResolution, inputs: HierarchyInputs, controller: ViewControllerSetup,
    assumptions: Assumptions, context: inout Context, result: inout HierarchyNodeResolution,
    tracer: inout T
  ) {
    let isNavigation = chain[i].kind == .navigationController
    if isNavigation {
      context.inNavigationController = true
    } else {
      context.inTabBarController = true
    }
    if screen.window.verticalBarSide != nil {
      context.bars = VerticalBarRules.bars(
        chain[i], inherited: placed.inheritedBars, screen: screen, assumptions: assumptions)
      context.barsInStrip = true
    } else if isNavigation {
      context.bars = navigationBars(
        at: i, placed, context: context, chain: chain, screen: screen, inputs: inputs,
        assumptions: assumptions, result: &result, tracer: &tracer)
    } else {
      context.bars = tabBar(
        at: i, placed, safe: safe, chain: chain, screen: screen, controller: controller,
        assumptions: assumptions, result: &result, tracer: &tracer)
    }
  }

  // MARK: Navigation controllers

  /// A navigation controller's bar, the stacked search bar under it and its
  /// toolbar, in its view's coordinates; returns the bars its children sit
  /// under.
  static func navigationBars<T: DerivationTracer>(
    at i: Int, _ placed: Placement, context: Context, chain: NodeChain<HierarchyNode>,
    screen: ScreenResolution, inputs: HierarchyInputs, assumptions: Assumptions,
    result: inout HierarchyNodeResolution, tracer: inout T
  ) -> Insets {
    var bars = placed.inheritedBars
    // The view controller on top of the stack.
    let top = chain.viewController(after: i)
    let search = top.flatMap { chain[$0].search }
    if chain[i].navigationBar == .visible {
      let largeTitle =
        chain[i].prefersLargeTitles && screen.sizeClasses.vertical == .regular
        && !inputs.scrolledPastTop
      var bar =
        context.atSheetTop && (context.appearance?.isSheet ?? false)
        ? sheetNavigationBar(
          largeTitle: largeTitle, appearance: context.appearance, screen: screen,
          assumptions: assumptions, recording: T.isRecording)
        : navigationBar(
          at: i, top: top, largeTitle: largeTitle, placed, context: context, chain: chain,
          screen: screen, inputs: inputs, assumptions: assumptions, recording: T.isRecording)
      if let search {
        let row = searchBarRow(
          search, toolbarShows: chain[i].toolbar == .visible, context: context, screen: screen,
          inputs: inputs, bar: &bar, bars: &bars, tracer: &tracer)
        bar.height += row
      }
      let frame = CGRect(x: 0, y: bar.y, width: placed.frame.width, height: bar.height)
      bars.top = max(bars.top, frame.maxY)
      result.navigationBarFrame = frame.offsetBy(
        dx: placed.frameInWindow.minX, dy: placed.frameInWindow.minY)
      tracer.record(
        .navigationBarFrame, result.navigationBarFrame ?? frame, rule: bar.rule, facts: bar.facts,
        inputs: search == nil
          ? [.rootSafeAreaInsets] : [.rootSafeAreaInsets, .searchBarHeight],
        parentInputs: [.windowSafeAreaInsets, .statusBarHeight, .sizeClasses, .presentation])
    }
    if chain[i].toolbar == .visible {
      bars = toolbar(
        search: search, hasItems: top.map { chain[$0].hasToolbarItems } ?? true, placed,
        context: context, screen: screen, inputs: inputs, assumptions: assumptions,
        bars: bars, result: &result, tracer: &tracer)
    }
    return bars
  }

  /// A presented sheet's navigation bar, below the sheet's top
  /// ([maui-spine-377], [gknavigationbar-config]).
  static func sheetNavigationBar(
    largeTitle: Bool, appearance: PresentationAppearance?, screen: ScreenResolution,
    assumptions: Assumptions, recording: Bool
  ) -> BarRule {
    let glass = screen.usesLiquidGlass
    var bar: BarRule
    if glass {
      let bottom =
        screen.idiom == .pad ? assumptions.glassPadSheetNavigationBarBottom : 70  // [maui-spine-377]
      bar = BarRule(y: bottom - 54, height: 54)
    } else {
      bar = BarRule(y: 0, height: appearance == .edgeAttachedSheet ? 44 : 56)  // [zxnavigationbar-14] [react-navigation-header]
    }
    if largeTitle { bar.height += 52 }  // [maui-spine-377]
    if recording {
      bar.facts =
        [Facts.sheetNavigationBar]
        + (glass && screen.idiom == .pad ? [Facts.glassPadSheetNavigationBar] : [])
        + (largeTitle ? [Facts.largeTitle] : [])
      bar.rule =
        "a presented sheet's bar: \(PointNotation.format(bar.y)) below the sheet's top, "
        + "\(PointNotation.format(bar.height)) tall" + (largeTitle ? ", large title" : "")
    }
    return bar
  }

  /// A navigation bar under what covers its view's top: under Liquid Glass
  /// at the navigation controller's own safe-area top, its
  /// `additionalSafeAreaInsets` included (Facts.glassNavigationBarOrigin);
  /// before, at what its parent covers of its top; as tall as the device,
  /// its size classes and its title make it.
  static func navigationBar(
    at i: Int, top: Int?, largeTitle: Bool, _ placed: Placement, context: Context,
    chain: NodeChain<HierarchyNode>, screen: ScreenResolution, inputs: HierarchyInputs,
    assumptions: Assumptions, recording: Bool
  ) -> BarRule {
    let glass = screen.usesLiquidGlass
    let traits = screen.sizeClasses
    let touchesTop = placed.touchesWindowTop
    let ownTop = glass ? context.safe.top : placed.inherited.top
    var coverTop = max(ownTop, touchesTop ? screen.statusBarHeight : 0)
    let windowTop = max(screen.windowSafeAreaInsets.top, screen.statusBarHeight)
    // Liquid Glass: where little or nothing covers a phone's top edge the
    // bar keeps a floor: 10 pt down in portrait
    // (Facts.glassNavigationBarFloor), 24 in a compact height
    // (Facts.liquidGlassLandscape).
    let floor =
      traits.vertical == .compact
      ? assumptions.glassLandscapeNavigationBarTop : BarMetrics.glassNavigationBarFloor
    let floored = glass && screen.idiom == .phone && touchesTop && coverTop < floor
    if floored {
      coverTop = floor
    } else if glass {
      // At the safe-area top, no Dynamic Island overlap.
    } else if touchesTop, coverTop == windowTop,
      assumptions.navigationBarOverlapsDynamicIsland, screen.isStatusBarVisible
    {
      // Before iOS 26 and in compatibility mode: the bar overlaps a
      // Dynamic Island's inset (Facts.dynamicIslandOverlap).
      coverTop -= screen.navigationBarOverlap
    }
    var bar = BarRule(
      y: coverTop,
      height: BarMetrics.navigationBarHeight(
        idiom: screen.idiom, sizeClasses: traits, prefersLargeTitles: largeTitle,
        iOSVersion: screen.barsVersion, liquidGlass: glass,
        padGlassHeight: assumptions.glassPadNavigationBarHeight,
        hasDynamicIsland: screen.topHardware == .dynamicIsland,
        glassCompactWithoutIsland: assumptions.glassLandscapeNavigationBarHeight,
        largeTitleZone: glass
          ? BarMetrics.glassLargeTitleZone(
            inputs.preferredContentSizeCategory, idiom: screen.idiom, inSheet: false) ?? 52
          : 52))
    // A device's own bar (the iPhone Duo held tall), title and all.
    if let own = screen.window.navigationBarHeight { bar.height = own }
    // A search bar as the title view: from iOS 11 it is 56 tall and an
    // iPhone's bar in a regular height grows to hold it
    // (Facts.searchBarTitleView); elsewhere problems() refuses the row.
    let searchTitle =
      top.map { chain[$0].titleView == .searchBar } ?? false
      && !glass && screen.idiom == .phone && screen.barsVersion >= 11
      && traits.vertical == .regular && !largeTitle
    if searchTitle { bar.height = max(bar.height, BarMetrics.searchBarTitleViewHeight) }
    guard recording else { return bar }
    let largerText = largeTitle && glass && inputs.preferredContentSizeCategory != .large
    bar.facts =
      [Facts.navigationBarOrigin]
      + (glass ? [Facts.glassNavigationBarOrigin] : [])
      + (glass ? [Facts.liquidGlass, Facts.liquidGlassNavigationBar] : [Facts.barHeights])
      + (glass && screen.idiom == .pad && screen.window.navigationBarHeight == nil
        ? [Facts.glassPadNavigationBarHeight] : [])
      + (!glass && screen.idiom == .pad && screen.barsVersion < 12
        ? [Facts.padBarsBeforeIOS12] : [])
      + (floored
        ? (traits.vertical == .compact
          ? [Facts.liquidGlassLandscape, Facts.glassLandscapeNavigationBarTop]
          : [Facts.glassNavigationBarFloor])
        : [])
      + (glass && screen.idiom == .phone && BarMetrics.isShortPhoneBar(traits)
        && screen.topHardware != .dynamicIsland
        ? [Facts.glassLandscapeBarWithoutIsland] : [])
      + (largeTitle ? [Facts.largeTitle] : [])
      + (largerText ? [Facts.glassLargeTitleTextSize] : [])
      + (searchTitle ? [Facts.searchBarTitleView] : [])
      + (screen.window.navigationBarHeight != nil ? [Facts.duoTallNavigationBar] : [])
      + (touchesTop && screen.navigationBarOverlap > 0 && !glass
        ? [Facts.dynamicIslandOverlap] : [])
    bar.rule =
      "under what covers its view's top (\(PointNotation.format(coverTop))), "
      + "\(PointNotation.format(bar.height)) tall for \(screen.idiom.rawValue), "
      + "\(traits.horizontal.rawValue) width, \(traits.vertical.rawValue) height"
      + (largeTitle ? ", large title" : "")
      + (largerText ? " at `\(inputs.preferredContentSizeCategory.rawValue)`" : "")
      + (searchTitle ? ", a search bar as its title view" : "")
      + (chain[i].prefersLargeTitles && inputs.scrolledPastTop
        ? " (large title collapsed: scrolled)" : "")
    return bar
  }

  /// The row a search bar adds under the navigation bar's content (a
  /// stacked one is part of the bar); records it. Under Liquid Glass
  /// `.automatic` docks a phone's search bar at the bottom without a tab
  /// bar, in the toolbar's slot, and keeps it in the bar, adding nothing at
  /// rest, in a tab bar or on an iPad (Facts.glassSearchPlacement).
  static func searchBarRow<T: DerivationTracer>(
    _ search: SearchSetup, toolbarShows: Bool, context: Context, screen: ScreenResolution,
    inputs: HierarchyInputs, bar: inout BarRule, bars: inout Insets, tracer: inout T
  ) -> CGFloat {
    let placement = resolvedPlacement(search.placement, screen: screen)
    let shows = stackedSearchBarShows(search, screen: screen, inputs: inputs)
    let added = shows ? inputs.searchBarHeight ?? 0 : 0
    let automatic = screen.usesLiquidGlass && search.placement == .automatic
    let docks =
      automatic && docksSearchAtBottom(screen: screen, inTabBar: context.inTabBarController)
    tracer.record(
      .searchBarHeight, added,
      rule: placement.addsRow
        ? (shows
          ? "a stacked search bar, shown: `searchBarHeight` (no source publishes it)"
          : "a stacked search bar, collapsed into the bar when scrolled")
        : docks
          ? "`.automatic` under Liquid Glass on a phone without a tab bar: docked at the "
            + "bottom, no row under the bar"
          : automatic
            ? "`.automatic` under Liquid Glass "
              + (screen.idiom == .pad
                ? "on an iPad: a trailing field in the bar"
                : "in a tab bar: in the bar, 0 pt at rest")
            : "placement \(placement.rawValue): no row under the bar",
      facts: automatic ? [Facts.searchBar, Facts.glassSearchPlacement] : [Facts.searchBar])
    if T.isRecording {
      bar.rule += ", search bar \(PointNotation.format(added))"
      bar.facts.append(Facts.searchBar)
      if automatic { bar.facts.append(Facts.glassSearchPlacement) }
    }
    if docks, !toolbarShows {
      // The dock is the toolbar's slot (86, 82 in a compact height).
      let slot = BarMetrics.glassToolbarSlotHeight(
        idiom: screen.idiom, sizeClasses: screen.sizeClasses)
      bars.bottom = max(bars.bottom, slot)
    }
    return added
  }

  /// Whether a navigation item's search bar shows as a row stacked under
  /// the bar's content: its placement, resolved for the screen, is
  /// `.stacked`, and scrolling has not collapsed it into the bar.
  static func stackedSearchBarShows(
    _ search: SearchSetup, screen: ScreenResolution, inputs: HierarchyInputs
  ) -> Bool {
    resolvedPlacement(search.placement, screen: screen).addsRow
      && !(inputs.scrolledPastTop && search.hidesSearchBarWhenScrolling)
  }

  /// Whether `.automatic` docks a search bar at the bottom under Liquid
  /// Glass: on a phone whose navigation controller is in no tab bar
  /// controller (``Facts/glassSearchPlacement``).
  static func docksSearchAtBottom(screen: ScreenResolution, inTabBar: Bool) -> Bool {
    screen.usesLiquidGlass && screen.idiom == .phone && !inTabBar
  }

  /// `.automatic` placement: before iOS 26 the stacked layout
  /// ([ad-searchbarplacement]); under Liquid Glass no row under the bar: the
  /// search bar is in the bar or, on a phone without a tab bar, docked at the
  /// bottom (``docksSearchAtBottom(screen:inTabBar:)``).
  static func resolvedPlacement(_ p: SearchBarPlacement, screen: ScreenResolution)
    -> SearchBarPlacement
  {
    guard p == .automatic else { return p }
    return screen.usesLiquidGlass ? .integrated : .stacked
  }

  /// A navigation controller's toolbar, at the bottom of its view above the
  /// bars under it; returns the bars its children sit under. Under Liquid
  /// Glass the toolbar is a slot at the bottom, whatever the home
  /// indicator, shown only for a top view controller with items
  /// (Facts.glassToolbarSlot); the slot stands in from the sides' safe
  /// area, as printed in landscape. Above a tab bar no print shows it:
  /// problems() refuses that row, and the earlier bar stands in.
  static func toolbar<T: DerivationTracer>(
    search: SearchSetup?, hasItems: Bool, _ placed: Placement, context: Context,
    screen: ScreenResolution, inputs: HierarchyInputs, assumptions: Assumptions, bars: Insets,
    result: inout HierarchyNodeResolution, tracer: inout T
  ) -> Insets {
    var bars = bars
    let glass = screen.usesLiquidGlass
    let size = placed.frame.size
    let inheritedBottom = placed.inheritedBars.bottom
    let lowest = inheritedBottom <= 0
    let integrated =
      search?.integratesIntoToolbar(idiom: screen.idiom, liquidGlass: glass, toolbarShows: true)
      ?? false
    if glass, !integrated, !hasItems { return bars }
    if glass, lowest, !integrated {
      let height = BarMetrics.glassToolbarSlotHeight(
        idiom: screen.idiom, sizeClasses: screen.sizeClasses)
      let side = context.safe
      let bar = CGRect(
        x: side.left, y: size.height - height, width: size.width - side.left - side.right,
        height: height)
      bars.bottom = max(bars.bottom, height)
      result.toolbarFrame = bar.offsetBy(
        dx: placed.frameInWindow.minX, dy: placed.frameInWindow.minY)
      tracer.record(
        .toolbarFrame, result.toolbarFrame ?? bar,
        rule: "the Liquid Glass toolbar's slot: \(PointNotation.format(height)) at the bottom "
          + "for \(screen.idiom.rawValue), \(screen.sizeClasses.vertical.rawValue) height, "
          + "whatever the home indicator",
        facts: [Facts.glassToolbarSlot], inputs: [.rootFrame, .rootSafeAreaInsets],
        parentInputs: [.sizeClasses])
      return bars
    }
    var content = BarMetrics.toolbarContentHeight(
      idiom: screen.idiom, sizeClasses: screen.sizeClasses, iOSVersion: screen.barsVersion,
      matchesTabBar: assumptions.notchToolbarMatchesTabBar
        && (screen.topHardware == .notch || screen.topHardware == .dynamicIsland))
    // A search bar integrated into the toolbar: no source prints the
    // toolbar's height with it, so a row gives it (Facts.searchInToolbar).
    if integrated { content = inputs.searchToolbarHeight ?? content }
    let height =
      content + (lowest ? homeIndicatorOverlap(placed.frameInWindow, screen: screen) : 0)
    let bar = CGRect(
      x: 0, y: size.height - inheritedBottom - height, width: size.width, height: height)
    bars.bottom = inheritedBottom + height
    result.toolbarFrame = bar.offsetBy(dx: placed.frameInWindow.minX, dy: placed.frameInWindow.minY)
    tracer.record(
      .toolbarFrame, result.toolbarFrame ?? bar,
      rule: lowest ? "at the bottom, home indicator included" : "above the bars under it",
      facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator, Facts.notchToolbar],
      inputs: [.rootFrame], parentInputs: [.tabBarFrame, .windowSafeAreaInsets])
    return bars
  }

  // MARK: Tab bar controllers

  /// A tab bar controller's tab bar, at the top of a regular-width iPad or
  /// at the bottom; returns the bars its children sit under.
  static func tabBar<T: DerivationTracer>(
    at i: Int, _ placed: Placement, safe: Insets, chain: NodeChain<HierarchyNode>,
    screen: ScreenResolution, controller: ViewControllerSetup, assumptions: Assumptions,
    result: inout HierarchyNodeResolution, tracer: inout T
  ) -> Insets {
    var bars = placed.inheritedBars
    guard chain[i].tabBar.showsBar else { return bars }
    let frame = placed.frame
    let origin = CGPoint(x: placed.frameInWindow.minX, y: placed.frameInWindow.minY)
    if tabBarFloatsAtTop(placed.frameInWindow.width, screen: screen) {
      // Before Liquid Glass what it adds without a navigation bar is
      // unpublished (LayoutScene.problems()).
      guard screen.usesLiquidGlass else { return bars }
      let child = chain.viewController(after: i)
      let childUnderBar = child.map { chain[$0].kind != .navigationController } ?? false
      let bar = padTopTabBar(
        width: frame.width, safeTop: safe.top, childUnderBar: childUnderBar, bars: &bars)
      result.tabBarFrame = bar.offsetBy(dx: origin.x, dy: origin.y)
      tracer.record(
        .tabBarFrame, result.tabBarFrame ?? bar,
        rule: "a regular-width iPad's floating tab bar, "
          + "\(PointNotation.format(bar.height)) at the safe-area top"
          + (childUnderBar
            ? "; its child, no navigation controller, starts "
              + "\(PointNotation.format(BarMetrics.glassPadTabBarContentGap)) below it"
            : "; its navigation controller's bar shares the row"),
        facts: [Facts.padTopTabBar, Facts.glassPadTopTabBar],
        inputs: [.rootFrame, .rootSafeAreaInsets], parentInputs: [.sizeClasses])
      return bars
    }
    // Under Liquid Glass a phone's bar in a compact height above a home
    // indicator is unprinted: an assumption (Facts.glassLandscapeTabBar).
    let glassLandscape =
      screen.usesLiquidGlass && screen.idiom == .phone && chain[i].tabBar == .visible
      && screen.sizeClasses.vertical == .compact && screen.homeIndicatorInset > 0
    let content =
      chain[i].tabBar == .minimized
      ? controller.minimizedTabBarHeight ?? 0
      : glassLandscape
        ? assumptions.glassLandscapeTabBarHeight
        : BarMetrics.tabBarContentHeight(
          idiom: screen.idiom, sizeClasses: screen.sizeClasses, iOSVersion: screen.barsVersion)
    let home = homeIndicatorOverlap(placed.frameInWindow, screen: screen)
    // Under Liquid Glass with no home indicator, a phone's floating bar
    // reserves its own height: 83 in portrait
    // (Facts.glassTabBarWithoutHomeIndicator), 64 in a compact height
    // (Facts.glassCompactTabBar).
    let floating =
      screen.usesLiquidGlass && screen.idiom == .phone && chain[i].tabBar == .visible
      && screen.homeIndicatorInset == 0
    let compact = screen.sizeClasses.vertical == .compact
    let height =
      !floating
      ? content + home
      : compact
        ? BarMetrics.glassCompactTabBarWithoutHomeIndicator
        : assumptions.glassTabBarWithoutHomeIndicator
    let bar = CGRect(x: 0, y: frame.height - height, width: frame.width, height: height)
    bars.bottom = max(bars.bottom, height)
    result.tabBarFrame = bar.offsetBy(dx: origin.x, dy: origin.y)
    tracer.record(
      .tabBarFrame, result.tabBarFrame ?? bar,
      rule: floating
        ? "a floating bar with no home indicator under it: \(PointNotation.format(height))"
          + (compact
            ? " in a compact height, as printed"
            : " in a regular height (assumeGlassTabBarWithoutHomeIndicator)")
        : "\(PointNotation.format(content)) + the home indicator's "
          + "\(PointNotation.format(home)) under this view, at its bottom"
          + (glassLandscape ? " (assumeGlassLandscapeTabBarHeight: no print)" : ""),
      facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator]
        + (screen.usesLiquidGlass ? [Facts.liquidGlassTabBar] : [])
        + (floating
          ? [compact ? Facts.glassCompactTabBar : Facts.glassTabBarWithoutHomeIndicator] : [])
        + (glassLandscape ? [Facts.glassLandscapeTabBar] : []),
      inputs: [.rootFrame], parentInputs: [.windowSafeAreaInsets, .sizeClasses])
    return bars
  }

  /// A regular-width iPad's tab bar under Liquid Glass, floating at the
  /// top from iPadOS 18, sharing the navigation bar's row, adding nothing
  /// at the bottom (Facts.padTopTabBar): 44 tall at the safe-area top; a
  /// child that is not a navigation controller starts 20 below it
  /// (Facts.glassPadTopTabBar).
  static func padTopTabBar(
    width: CGFloat, safeTop: CGFloat, childUnderBar: Bool, bars: inout Insets
  ) -> CGRect {
    let bar = CGRect(x: 0, y: safeTop, width: width, height: BarMetrics.glassPadTabBarHeight)
    if childUnderBar {
      bars.top = max(bars.top, bar.maxY + BarMetrics.glassPadTabBarContentGap)
    }
    return bar
  }

  /// Whether a tab bar controller `width` wide shows its tab bar at the top:
  /// a regular-width iPad from iPadOS 18, under Liquid Glass or before
  /// iOS 26 (``Facts/padTopTabBar``).
  static func tabBarFloatsAtTop(_ width: CGFloat, screen: ScreenResolution) -> Bool {
    screen.idiom == .pad && screen.iOSVersion >= 18
      && (screen.usesLiquidGlass || screen.iOSVersion < 26)
      && width >= ScreenRules.regularWidthThreshold
  }

  /// The part of the home indicator's inset a view at `frame` (in the window)
  /// overlaps: a bottom bar takes it ([Facts.bottomBarsTakeHomeIndicator]).
  static func homeIndicatorOverlap(_ frame: CGRect, screen: ScreenResolution) -> CGFloat {
    let home = screen.homeIndicatorInset
    return min(home, max(0, home - (screen.screenSize.height - frame.maxY)))
  }

  // MARK: What no source prints

  /// What a scene with a navigation controller's toolbar above a tab bar
  /// under Liquid Glass lacks; the caller adds what to do in its notation.
  static let glassToolbarAboveTabBarProblem =
    "under Liquid Glass no source prints a navigation controller's toolbar above a tab bar (the "
    + "iOS 26.1 prints show its slot, 86 on a phone and 79 on an iPad, only at the bottom); a "
    + "print of a `UINavigationController` with toolbar items inside a `UITabBarController` would "
    + "settle it: "

  /// What a scene with a tab bar at the top and no navigation bar lacks; the
  /// caller adds what to do in its notation.
  static let topTabBarProblem =
    "from iPadOS 18 a regular-width iPad's tab bar floats at the top, sharing the navigation "
    + "bar's row; without a navigation bar no source publishes what it adds at the top: "

  /// What a scene with a tab bar at the top lacks under Liquid Glass: a
  /// child navigation controller whose bar is hidden; the caller adds what
  /// to do in its notation.
  static let glassTopTabBarProblem =
    "under Liquid Glass a regular-width iPad's tab bar floats at the top; the iOS 26.1 prints "
    + "show a child navigation controller with its bar shown (sharing the row) and a child that "
    + "is not a navigation controller (starting at 32 + 44 + 20 = 96), not a navigation "
    + "controller whose bar is hidden, which a print would settle: "
}
