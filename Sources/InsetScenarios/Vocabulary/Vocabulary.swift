import Foundation
import InsetModel

/// The keys a scenario table may use: the one place that knows them.
///
/// Adding a UIKit property means one entry here (an input bound to the
/// scene's property by key path, or an output naming the ``Quantity`` it
/// reads), one field on ``LayoutScene`` or ``Resolution``, one rule with its
/// derivation step in the model, and rows in `Scenarios/`. `insets keys`,
/// `Scenarios/keys.md`, the key tables of `Scenarios/README.md` and the
/// property tests' random scenes are generated from here.
public struct Vocabulary: Sendable {
  /// Every key, in reference order.
  public let keys: [ScenarioKey]
  private let index: [String: Int]

  public init(keys: [ScenarioKey]) {
    self.keys = keys
    var index: [String: Int] = [:]
    for (i, key) in keys.enumerated() where index[key.name] == nil { index[key.name] = i }
    self.index = index
  }

  /// The key named exactly `name`, or an indexed output such as
  /// `itemFrame[7]?`.
  public subscript(name: String) -> ScenarioKey? {
    if let i = index[name] { return keys[i] }
    guard name.hasSuffix("]?"), let open = name.firstIndex(of: "[") else { return nil }
    let base = String(name[..<open])
    let digits = name[name.index(after: open)..<name.index(name.endIndex, offsetBy: -2)]
    guard let indexed = Self.indexedOutputs.first(where: { $0.base == base }), !digits.isEmpty,
      digits.count <= 9, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
      let n = Int(digits)
    else { return nil }
    return indexed.key(n)
  }

  /// The closest key name to a misspelt one.
  public func suggestion(for name: String) -> String? {
    Suggestion.closest(
      to: name, among: keys.map(\.name) + Self.indexedOutputs.map { $0.base + "[N]?" })
  }

  /// An output that takes an index in brackets: `itemFrame[7]?`.
  public struct IndexedOutput: Sendable {
    /// The name before the brackets.
    public let base: String
    /// The key for one index.
    public let key: @Sendable (Int) -> ScenarioKey
  }

  /// Outputs that take an index in brackets.
  public static let indexedOutputs: [IndexedOutput] = [
    IndexedOutput(base: "itemFrame") { n in
      .output(
        "itemFrame[\(n)]?", .collectionView, CGRect.self, reads: [.itemsPerLine],
        meaning: "item \(n)'s frame in section 0, in content coordinates",
        facts: [Facts.flowLayoutLines, Facts.flowLayoutLastLine],
        unavailable: "names no item: item \(n) is past `numberOfItems`, or the view is not a "
          + "collection view", readInScene: { $0.flowLayout(in: $1)?.frame(ofItem: n) })
    },
    IndexedOutput(base: "insetContentFrame") { n in
      .output(
        "insetContentFrame[\(n)]?", .swiftUI, CGRect.self, reads: [.insetContentFrames],
        meaning: "the frame of `safeAreaInset` content \(n), outermost (last written) first, in "
          + "the window", facts: [Facts.safeAreaInset],
        unavailable: "names no `safeAreaInset` content: the chain has fewer than \(n + 1)",
        readInScene: { $0.swiftUILayout(in: $1)?.insetContentFrame(n) })
    },
  ]

  /// The vocabulary of this version of InsetModel.
  public static let standard = Vocabulary(
    keys: [ScenarioKey.label] + screenKeys + controllerKeys + childKeys + viewKeys + scrollViewKeys
      + tableViewKeys + collectionViewKeys + swiftUIKeys + assumptionKeys)

  // MARK: Screen

  static let screenKeys: [ScenarioKey] = [
    .input(
      "device", .screen, \.screen.device,
      default: "none: a bare screen of `screenSize` with zero insets and no status bar",
      meaning: "the device, by Xcode simulator name (case, spaces and punctuation ignored)",
      facts: [Facts.screenSizes, Facts.bareScreen]),
    .input(
      "orientation", .screen, \.screen.orientation,
      meaning: "the interface orientation; `landscape` is `landscapeLeft`", facts: []),
    .input(
      "statusBar", .screen, \.screen.statusBar,
      default: "hidden on iPhone in landscape, else visible",
      meaning: "whether the status bar shows; on notch and Dynamic Island phones hiding it "
        + "changes no inset, and a visible navigation bar shows it in portrait",
      facts: [Facts.statusBarVisibility]),
    .input(
      "iOSVersion", .screen, \.screen.iOSVersion,
      meaning: "the OS version the device runs (11 to 27.1; a device runs only its own range, "
        + "which `insets devices` lists): values that changed between versions follow it",
      facts: [Facts.osRanges, Facts.ios27MatchesIOS26],
      sample: { g in g.pick(["11", "12", "13", "14", "15", "16", "17", "18", "26", "26.0", "27.1"])
      }),
    .input(
      "sdkVersion", .screen, \.screen.sdkVersion, default: "the `iOSVersion`",
      meaning: "the SDK the app is built with: built before iOS 26, it keeps the earlier bars on "
        + "iOS 26 and later", facts: [Facts.liquidGlass],
      sample: { g in g.pick(["18", "26", "27"]) }),
    .input(
      "UIDesignRequiresCompatibility", .screen, \.screen.designRequiresCompatibility,
      meaning: "the Info.plist key: built with the iOS 26 SDK, the app keeps the bars of earlier "
        + "SDKs (the iOS 27 SDK ignores it)", facts: [Facts.liquidGlass]),
    .input(
      "multitasking", .screen, \.screen.multitasking,
      meaning: "an iPad's share of the screen, which decides its size classes; pin `screenSize` "
        + "for the window's width", facts: [Facts.sizeClasses]),
    .input(
      "screenSize", .screen, \.screen.screenSize,
      default: "the device's, rotated; bare screen {375, 667}", meaning: "window size in points",
      facts: [Facts.screenSizes, Facts.bareScreen],
      sample: { g in CGSize(width: g.length(200...1_400), height: g.length(300...1_400)).formatted }
    ),
    .output(
      "screenSize?", .screen, CGSize.self, reads: [.screenSize], meaning: "window size in points",
      facts: [Facts.screenSizes, Facts.bareScreen], read: { $0.screenSize }),
    .input(
      "scale", .screen, \.screen.scale, default: "the device's; bare screen 2",
      meaning: "points to pixels", facts: [Facts.screenSizes, Facts.bareScreen],
      sample: { g in g.pick(["1", "2", "3"]) }),
    .output(
      "scale?", .screen, CGFloat.self, reads: [.scale], meaning: "points to pixels",
      facts: [Facts.screenSizes], read: { $0.scale }),
    .output(
      "windowSafeAreaInsets?", .screen, Insets.self, reads: [.windowSafeAreaInsets],
      meaning: "the window's safe area",
      facts: [Facts.homeButtonPhoneInsets, Facts.sensorHousingInsets, Facts.padHomeIndicator],
      read: { $0.windowSafeAreaInsets }),
    .output(
      "statusBarHeight?", .screen, CGFloat.self, reads: [.statusBarHeight],
      meaning: "the status bar's height, 0 when hidden",
      facts: [Facts.statusBarVisibility, Facts.dynamicIslandStatusBar],
      read: { $0.screen.statusBarHeight }),
    .output(
      "horizontalSizeClass?", .screen, SizeClass.self, reads: [.sizeClasses],
      meaning: "the window's horizontal size class", facts: [Facts.sizeClasses],
      read: { $0.screen.sizeClasses.horizontal }),
    .output(
      "verticalSizeClass?", .screen, SizeClass.self, reads: [.sizeClasses],
      meaning: "the window's vertical size class", facts: [Facts.sizeClasses],
      read: { $0.screen.sizeClasses.vertical }),
  ]

  // MARK: View controller and bars

  static let controllerKeys: [ScenarioKey] = [
    .input(
      "navigationBar", .controller, \.controller.navigationBar,
      meaning: "`none`: no navigation controller; `visible`; `hidden`: inside one with "
        + "`isNavigationBarHidden`", facts: []),
    .input(
      "prefersLargeTitles", .controller, \.controller.prefersLargeTitles,
      meaning: "a large title, expanded (not shown where the height is compact)",
      facts: [Facts.largeTitle]),
    .input(
      "tabBar", .controller, \.controller.tabBar,
      meaning: "inside a tab bar controller: its bar `visible`, `hidden`, or `minimized` (iOS 26 "
        + "on iPhone, after a scroll)", facts: [Facts.liquidGlassTabBar, Facts.minimizedTabBar]),
    .input(
      "tabBarMinimizeBehavior", .controller, \.controller.tabBarMinimizeBehavior,
      meaning: "`UITabBarController.tabBarMinimizeBehavior` (iOS 26): `onScrollDown` and "
        + "`onScrollUp` let an iPhone's tab bar minimise", facts: [Facts.minimizedTabBar]),
    .input(
      "minimizedTabBarHeight", .controller, \.controller.minimizedTabBarHeight,
      default: "none: no source publishes it",
      meaning: "a minimised tab bar's height above the home indicator; required with `tabBar` "
        + "`minimized`", facts: [Facts.minimizedTabBar],
      sample: { g in g.length(20...50).formatted }),
    .input(
      "toolbar", .controller, \.controller.toolbar,
      meaning: "the navigation controller's toolbar shown (implies a navigation controller)",
      facts: []),
    .input(
      "isTranslucent", .controller, \.controller.isTranslucent, meaning: "all bars",
      facts: [Facts.extendedLayout]),
    .input(
      "edgesForExtendedLayout", .controller, \.controller.edgesForExtendedLayout,
      meaning: "the edges whose bars the root view extends under", facts: [Facts.extendedLayout]),
    .input(
      "extendedLayoutIncludesOpaqueBars", .controller,
      \.controller.extendedLayoutIncludesOpaqueBars, meaning: "extend under opaque bars too",
      facts: [Facts.extendedLayout]),
    .input(
      "additionalSafeAreaInsets", .controller, \.controller.additionalSafeAreaInsets,
      meaning: "added to the root view's safe area", facts: [Facts.rootSafeArea]),
    .output(
      "navigationBarHeight?", .controller, CGFloat.self, reads: [.navigationBarFrame],
      meaning: "the navigation bar's frame height",
      facts: [Facts.barHeights, Facts.largeTitle],
      unavailable: "needs a visible navigation bar (`navigationBar` `visible`)",
      read: { $0.containers.navigationBarFrame?.height }),
    .output(
      "tabBarHeight?", .controller, CGFloat.self, reads: [.tabBarFrame],
      meaning: "the tab bar's frame height, home indicator included",
      facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator, Facts.padTabBar],
      unavailable: "needs a tab bar (`tabBar` `visible`)",
      read: { $0.containers.tabBarFrame?.height }),
    .output(
      "toolbarHeight?", .controller, CGFloat.self, reads: [.toolbarFrame],
      meaning: "the toolbar's frame height, home indicator included when it is the lowest bar",
      facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator],
      unavailable: "needs a toolbar (`toolbar` `visible`)",
      read: { $0.containers.toolbarFrame?.height }),
    .output(
      "topLayoutGuide?", .controller, CGFloat.self, reads: [.topLayoutGuide],
      meaning: "iOS 7–10 `topLayoutGuide.length`: from the root view's top to the bottom of the "
        + "lowest bar over it", facts: [Facts.layoutGuides],
      read: { $0.containers.topLayoutGuide }),
    .output(
      "bottomLayoutGuide?", .controller, CGFloat.self, reads: [.bottomLayoutGuide],
      meaning: "iOS 7–10 `bottomLayoutGuide.length`: from the root view's bottom to the top of the "
        + "bar over it", facts: [Facts.layoutGuides], read: { $0.containers.bottomLayoutGuide }),
    .input(
      "automaticallyAdjustsScrollViewInsets", .controller,
      \.controller.automaticallyAdjustsScrollViewInsets,
      meaning: "`UIViewController.automaticallyAdjustsScrollViewInsets` (deprecated in iOS 11; "
        + "still read by `.automatic`)", facts: [Facts.compatibilityRule]),
    .input(
      "rootSafeAreaInsets", .controller, \.controller.rootSafeAreaInsets, default: "derived",
      meaning: "the root view's `safeAreaInsets`, pinned", facts: [Facts.rootSafeArea]),
    .output(
      "rootSafeAreaInsets?", .controller, Insets.self, reads: [.rootSafeAreaInsets],
      meaning: "the root view's `safeAreaInsets`", facts: [Facts.rootSafeArea],
      read: { $0.rootSafeAreaInsets }),
    .input(
      "viewRespectsSystemMinimumLayoutMargins", .controller,
      \.controller.viewRespectsSystemMinimumLayoutMargins,
      meaning: "the root view's margins are at least `systemMinimumLayoutMargins`",
      facts: [Facts.systemMinimumMargins]),
    .input(
      "rootDirectionalLayoutMargins", .controller, \.controller.rootDirectionalLayoutMargins,
      default: "zero",
      meaning: "the root view's own `directionalLayoutMargins`, raised to the system minimum",
      facts: [Facts.rootMargins]),
    .output(
      "systemMinimumLayoutMargins?", .controller, DirectionalInsets.self,
      reads: [.systemMinimumLayoutMargins],
      meaning: "16 leading and trailing in a compact width, 20 in a regular one; 0 top and bottom",
      facts: [Facts.systemMinimumMargins], read: { $0.systemMinimumLayoutMargins }),
    .output(
      "rootLayoutMargins?", .controller, Insets.self, reads: [.rootLayoutMargins],
      meaning: "the root view's `layoutMargins`: its own raised to the system minimum, plus its "
        + "safe area", facts: [Facts.rootMargins, Facts.marginsFromSafeArea],
      read: { $0.rootLayoutMargins }),
    .output(
      "rootFrame?", .controller, CGRect.self, reads: [.rootFrame],
      meaning: "the root view's frame in the window", facts: [Facts.extendedLayout],
      read: { $0.rootFrame }),
  ]

  // MARK: Child view controller

  static let childKeys: [ScenarioKey] = [
    .input(
      "childFrame", .controller, \.controller.childFrame,
      default: "no child; with a child key, the root view's bounds",
      meaning: "a child view controller's root view frame in the parent's root view; the view "
        + "under test then lives in the child's root view",
      facts: [Facts.childViewController], property: "child.frame"),
    .input(
      "childAdditionalSafeAreaInsets", .controller, \.controller.childAdditionalSafeAreaInsets,
      meaning:
        "the child view controller's own `additionalSafeAreaInsets`, added to what it inherits",
      facts: [Facts.childViewController], property: "child.additionalSafeAreaInsets"),
    .output(
      "childSafeAreaInsets?", .controller, Insets.self, reads: [.childSafeAreaInsets],
      meaning: "the child's root view `safeAreaInsets`: its overlap of the parent's plus its own "
        + "additional insets", facts: [Facts.childViewController, Facts.subviewOverlap],
      unavailable:
        "needs a child view controller (set `childFrame` or `childAdditionalSafeAreaInsets`)",
      read: { $0.child?.safeAreaInsets }),
  ]

  // MARK: The view

  static let viewKeys: [ScenarioKey] = [
    .input(
      "view", .view, \.view.kind,
      meaning: "the kind of view under test; an empty cell infers it: `collectionView` with a "
        + "flow-layout key, else `tableView` with a table-view key, else `scrollView` with a "
        + "scroll-view key, else `plain`", facts: [Facts.viewFillsSuperview]),
    .input(
      "frame", .view, \.view.frame, default: "the root view's bounds",
      meaning: "the view's frame in the root view's coordinates",
      facts: [Facts.viewFillsSuperview]),
    .input(
      "safeAreaInsets", .view, \.view.safeAreaInsets, default: "derived",
      meaning: "the view's `safeAreaInsets`, pinned (replaces its derivation)",
      facts: [Facts.subviewOverlap]),
    .input(
      "layoutMargins", .view, \.view.absoluteLayoutMargins, default: "{8, 8, 8, 8}",
      meaning: "the margins app code sets (absolute)", facts: [Facts.defaultMargins],
      property: "layoutMargins"),
    .input(
      "directionalLayoutMargins", .view, \.view.directionalLayoutMargins,
      default: "{8, 8, 8, 8}",
      meaning: "the margins app code sets (leading and trailing follow `layoutDirection`)",
      facts: [Facts.defaultMargins, Facts.directionalMargins], property: "layoutMargins"),
    .input(
      "preservesSuperviewLayoutMargins", .view, \.view.preservesSuperviewLayoutMargins,
      meaning: "each margin is at least the superview's less the distance between their edges",
      facts: [Facts.preservesSuperviewMargins]),
    .input(
      "insetsLayoutMarginsFromSafeArea", .view, \.view.insetsLayoutMarginsFromSafeArea,
      meaning: "margins are measured from the safe-area edge", facts: [Facts.marginsFromSafeArea]),
    .input(
      "layoutDirection", .view, \.view.layoutDirection,
      meaning: "the effective user interface layout direction (root view and view)",
      facts: [Facts.directionalMargins]),
    .output(
      "layoutMargins?", .view, Insets.self, reads: [.layoutMargins],
      meaning: "the view's `layoutMargins` as read back",
      facts: [Facts.defaultMargins, Facts.marginsFromSafeArea], read: { $0.view.layoutMargins }),
    .output(
      "directionalLayoutMargins?", .view, DirectionalInsets.self, reads: [.layoutMargins],
      meaning: "the view's `directionalLayoutMargins` as read back",
      facts: [Facts.defaultMargins, Facts.directionalMargins],
      read: { $0.view.directionalLayoutMargins }),
    .output(
      "layoutMarginsGuideFrame?", .view, CGRect.self, reads: [.layoutMarginsGuideFrame],
      meaning: "`layoutMarginsGuide.layoutFrame`, in the view's coordinates",
      facts: [Facts.defaultMargins], read: { $0.view.layoutMarginsGuideFrame }),
    .output(
      "readableContentGuideFrame?", .view, CGRect.self, reads: [.readableContentGuideFrame],
      meaning: "`readableContentGuide.layoutFrame`: the margins guide, at most the readable width, "
        + "centred", facts: [Facts.readableWidth], read: { $0.view.readableContentGuideFrame }),
    .output(
      "safeAreaInsets?", .view, Insets.self, reads: [.swiftUISafeAreaInsets, .safeAreaInsets],
      meaning: "the view's `safeAreaInsets`; in a SwiftUI row, what a GeometryReader filling the "
        + "innermost view reads, as directional insets `{top, leading, bottom, trailing}`",
      facts: [Facts.subviewOverlap, Facts.geometryReaderReads],
      read: { r in
        guard let s = r.swiftUI?.safeAreaInsets else { return r.view.safeAreaInsets }
        // The directional insets, carried in the same four-number notation.
        return Insets(top: s.top, left: s.leading, bottom: s.bottom, right: s.trailing)
      }),
    .output(
      "frame?", .view, CGRect.self, reads: [.swiftUIFrame, .frame],
      meaning: "the view's frame in the window; in a SwiftUI row, the innermost view's",
      facts: [Facts.viewFillsSuperview],
      read: { r in
        r.swiftUI?.frame
          ?? r.view.frame.offsetBy(
            dx: r.rootFrame.minX + (r.child?.frame.minX ?? 0),
            dy: r.rootFrame.minY + (r.child?.frame.minY ?? 0))
      }),
  ]

  // MARK: Scroll view

  static let notAScrollView =
    "needs a scroll view, but the view is `plain` (set `view` to `scrollView`, `tableView` or "
    + "`collectionView`)"

  static let scrollViewKeys: [ScenarioKey] = [
    .input(
      "contentInsetAdjustmentBehavior", .scrollView, \.scrollView.contentInsetAdjustmentBehavior,
      meaning: "how the safe area is added to `contentInset`", facts: [Facts.adjustmentBehaviors]),
    .input(
      "contentInset", .scrollView, \.scrollView.contentInset,
      meaning: "the insets app code sets", facts: [Facts.adjustedContentInset]),
    .input(
      "contentSize", .scrollView, \.scrollView.contentSize,
      default: "{0, 0}; a table's rows or a collection view's layout when they give one",
      meaning: "the size of the content", facts: [Facts.scrollableAxes]),
    .input(
      "alwaysBounceVertical", .scrollView, \.scrollView.alwaysBounceVertical,
      default: "yes for a table view (as Interface Builder creates it), no otherwise",
      meaning: "makes the vertical axis scrollable",
      facts: [Facts.scrollableAxes, Facts.tableViewBouncesVertically]),
    .input(
      "alwaysBounceHorizontal", .scrollView, \.scrollView.alwaysBounceHorizontal,
      meaning: "makes the horizontal axis scrollable", facts: [Facts.scrollableAxes]),
    .input(
      "isContentScrollView", .scrollView, \.scrollView.isContentScrollView,
      meaning: "the view controller's content scroll view (its view, or its first subview)",
      facts: [Facts.contentScrollView]),
    .output(
      "adjustedContentInset?", .scrollView, Insets.self, reads: [.adjustedContentInset],
      meaning: "`contentInset` plus the safe area on the edges the behaviour adjusts",
      facts: [Facts.adjustedContentInset, Facts.adjustmentBehaviors],
      unavailable: notAScrollView, read: { $0.scrollView?.adjustedContentInset }),
    .output(
      "contentOffset?", .scrollView, CGPoint.self, reads: [.contentOffset],
      meaning: "at rest, scrolled to the top-left: `{-adjusted.left, -adjusted.top}`",
      facts: [Facts.contentOffsetRange], unavailable: notAScrollView,
      read: { $0.scrollView?.contentOffset }),
    .output(
      "legacyContentInset?", .scrollView, Insets.self, reads: [.legacyContentInset],
      meaning: "what `contentInset` read on iOS 10 with `automaticallyAdjustsScrollViewInsets`: "
        + "the layout guides added on top and bottom, for a container's content scroll view",
      facts: [Facts.legacyContentInset], unavailable: notAScrollView,
      read: { $0.scrollView?.legacyContentInset }),
    .output(
      "passedSafeAreaInsets?", .scrollView, Insets.self, reads: [.passedSafeAreaInsets],
      meaning: "the safe area the scroll view passes to its subviews: the edges it did not fold "
        + "into `adjustedContentInset` (all of them under `.never`)",
      facts: [Facts.scrollViewPassesSafeArea], unavailable: notAScrollView,
      read: { $0.scrollView?.passedSafeAreaInsets }),
    .output(
      "maximumContentOffset?", .scrollView, CGPoint.self, reads: [.maximumContentOffset],
      meaning: "the bottom-right end of the scroll range, never before the resting offset",
      facts: [Facts.contentOffsetRange], unavailable: notAScrollView,
      read: { $0.scrollView?.maximumContentOffset }),
  ]

  // MARK: Table view

  static let notATableView =
    "needs a table view (set `view` to `tableView`, or a table-view key such as `rowHeight`)"

  static let tableViewKeys: [ScenarioKey] = [
    .input(
      "insetsContentViewsToSafeArea", .tableView, \.tableView.insetsContentViewsToSafeArea,
      meaning:
        "cell, header and footer content views are inset by the safe area, left and right only",
      facts: [Facts.contentViewsInsetToSafeArea]),
    .input(
      "rowHeight", .tableView, \.tableView.rowHeight, meaning: "every row's height",
      facts: [Facts.defaultRowHeight], sample: { g in g.length(1...120).formatted }),
    .input(
      "separatorStyle", .tableView, \.tableView.separatorStyle,
      meaning: "a single-line separator takes one pixel (1/scale pt) off the content view's height",
      facts: [Facts.separatorPixel]),
    .input(
      "style", .tableView, \.tableView.style,
      meaning: "`UITableView.Style`; `insetGrouped` sections stand in from the table's safe area",
      facts: [Facts.insetGroupedSideInset]),
    .input(
      "separatorInset", .tableView, \.tableView.separatorInset,
      default: "automatic: from where the content starts",
      meaning: "only left and right count; left is the leading side, so it flips in right-to-left",
      facts: [Facts.separatorInset]),
    .input(
      "separatorInsetReference", .tableView, \.tableView.separatorInsetReference,
      meaning: "`separatorInset` counts from the cell's edges or from the automatic inset",
      facts: [Facts.separatorInset]),
    .input(
      "cellLayoutMarginsFollowReadableWidth", .tableView,
      \.tableView.cellLayoutMarginsFollowReadableWidth,
      meaning: "cells' side margins grow to the readable width (the default on iOS 9–11)",
      facts: [Facts.cellMargins]),
    .input(
      "numberOfRows", .tableView, \.tableView.numberOfRows,
      default: "open: no content size is derived",
      meaning: "the section's rows; a table's `contentSize` is then header, rows and footer",
      facts: []),
    .input(
      "sectionHeaderHeight", .tableView, \.tableView.sectionHeaderHeight,
      meaning: "the section header's height, above the rows (0: no header)", facts: []),
    .input(
      "sectionFooterHeight", .tableView, \.tableView.sectionFooterHeight,
      meaning: "the section footer's height, below the rows (0: no footer)", facts: []),
    .input(
      "row", .tableView, \.tableView.row,
      meaning: "which row's cell the cell outputs describe (0 is the first)", facts: []),
    .output(
      "cellSafeAreaInsets?", .tableView, Insets.self, reads: [.cellSafeAreaInsets],
      meaning: "the cell's `safeAreaInsets`: its overlap of what the table passes on",
      facts: [Facts.subviewOverlap, Facts.scrollViewPassesSafeArea], unavailable: notATableView,
      readInScene: { $0.tableViewCell(in: $1)?.safeAreaInsets }),
    .output(
      "cellContentViewFrame?", .tableView, CGRect.self, reads: [.cellContentViewFrame],
      meaning: "the cell's `contentView.frame`, in the cell",
      facts: [Facts.contentViewsInsetToSafeArea, Facts.separatorPixel], unavailable: notATableView,
      readInScene: { $0.tableViewCell(in: $1)?.contentViewFrame }),
    .output(
      "cellLayoutMargins?", .tableView, Insets.self, reads: [.cellLayoutMargins],
      meaning: "the cell's content view `layoutMargins`: the system minimum (16 or 20) on the "
        + "sides, 8 at top and bottom (inferred)", facts: [Facts.cellMargins],
      unavailable: notATableView, readInScene: { $0.tableViewCell(in: $1)?.layoutMargins }),
    .output(
      "separatorFrame?", .tableView, CGRect.self, reads: [.separatorFrame],
      meaning: "the separator's frame in the cell: one pixel at the bottom, from the separator "
        + "inset's leading side to its trailing side",
      facts: [Facts.separatorInset, Facts.separatorPixel],
      unavailable: "needs a table view with a single-line separator",
      readInScene: { $0.tableViewCell(in: $1)?.separatorFrame }),
    .output(
      "headerContentViewFrame?", .tableView, CGRect.self, reads: [.headerContentViewFrame],
      meaning: "the section header's `contentView.frame`, in the header",
      facts: [Facts.contentViewsInsetToSafeArea],
      unavailable: "needs a table view with a section header (`sectionHeaderHeight`)",
      readInScene: { $0.tableViewCell(in: $1)?.headerContentViewFrame }),
    .output(
      "footerContentViewFrame?", .tableView, CGRect.self, reads: [.footerContentViewFrame],
      meaning: "the section footer's `contentView.frame`, in the footer",
      facts: [Facts.contentViewsInsetToSafeArea],
      unavailable: "needs a table view with a footer (`sectionFooterHeight`) and `numberOfRows`",
      readInScene: { $0.tableViewCell(in: $1)?.footerContentViewFrame }),
    .output(
      "cellFrame?", .tableView, CGRect.self, reads: [.cellFrame],
      meaning: "the cell's frame in the table's content coordinates",
      facts: [Facts.defaultRowHeight], unavailable: notATableView,
      readInScene: { $0.tableViewCell(in: $1)?.frame }),
  ]

  // MARK: Collection view with a flow layout

  static let notACollectionView =
    "needs a collection view (set `view` to `collectionView`, or a flow-layout key such as "
    + "`itemSize`)"

  static let collectionViewKeys: [ScenarioKey] = [
    .input(
      "sectionInsetReference", .collectionView, \.collectionView.sectionInsetReference,
      meaning: "what `sectionInset` is measured from", facts: [Facts.sectionInsetReference]),
    .input(
      "sectionInset", .collectionView, \.collectionView.sectionInset,
      meaning: "the section's inset from its reference", facts: [Facts.sectionInsetReference]),
    .input(
      "itemSize", .collectionView, \.collectionView.itemSize, meaning: "every item's size",
      facts: [Facts.flowLayoutDefaults],
      sample: { g in CGSize(width: g.length(1...200), height: g.length(1...200)).formatted }),
    .input(
      "itemSizes", .collectionView, \.collectionView.itemSizes,
      default: "none: every item is `itemSize`",
      meaning: "sizes for items of different sizes, cycled over the items; `numberOfItems` "
        + "defaults to their number", facts: [Facts.flowLayoutLines]),
    .input(
      "minimumInteritemSpacing", .collectionView, \.collectionView.minimumInteritemSpacing,
      meaning: "the least space between items of a line", facts: [Facts.flowLayoutDefaults],
      sample: { g in g.length(0...30).formatted }),
    .input(
      "minimumLineSpacing", .collectionView, \.collectionView.minimumLineSpacing,
      meaning: "the space between lines", facts: [Facts.flowLayoutDefaults],
      sample: { g in g.length(0...30).formatted }),
    .input(
      "scrollDirection", .collectionView, \.collectionView.scrollDirection,
      meaning: "lines run across the scroll direction", facts: [Facts.flowLayoutLines]),
    .input(
      "headerReferenceSize", .collectionView, \.collectionView.headerReferenceSize,
      meaning: "each section's header; its height counts when scrolling vertically, its width "
        + "when horizontally", facts: []),
    .input(
      "footerReferenceSize", .collectionView, \.collectionView.footerReferenceSize,
      meaning: "each section's footer", facts: []),
    .input(
      "numberOfItems", .collectionView, \.collectionView.numberOfItems,
      default: "open: every line full, no content size", meaning: "items in each section",
      facts: []),
    .input(
      "numberOfSections", .collectionView, \.collectionView.numberOfSections,
      meaning: "sections, each with `numberOfItems` items", facts: [],
      sample: { g in String(g.int(1...4)) }),
    .output(
      "effectiveSectionInset?", .collectionView, Insets.self, reads: [.effectiveSectionInset],
      meaning: "the section inset after the reference, from the content-inset boundary",
      facts: [Facts.sectionInsetReference], unavailable: notACollectionView,
      read: { $0.flowLayout?.effectiveSectionInset }),
    .output(
      "itemsPerLine?", .collectionView, CGFloat.self, reads: [.itemsPerLine],
      meaning: "items in the first line", facts: [Facts.flowLayoutLines],
      unavailable: notACollectionView,
      readInScene: { ($0.flowLayout(in: $1)?.itemsInFirstLine).map { CGFloat($0) } }),
    .output(
      "itemFrame?", .collectionView, CGRect.self, reads: [.itemsPerLine],
      meaning: "the first item's frame, in content coordinates",
      facts: [Facts.flowLayoutLines, Facts.singleItemLine], unavailable: notACollectionView,
      readInScene: { $0.flowLayout(in: $1)?.frame(ofItem: 0) }),
    .output(
      "collectionViewContentSize?", .collectionView, CGSize.self,
      reads: [.collectionViewContentSize],
      meaning: "the layout's content size: every section along the scroll direction",
      facts: [Facts.flowLayoutLines],
      unavailable: "needs a collection view with a known `numberOfItems`",
      readInScene: { $0.flowLayout(in: $1)?.contentSize }),
  ]

  // MARK: SwiftUI

  static let swiftUIKeys: [ScenarioKey] = [
    .input(
      "modifiers", .swiftUI, \.modifierChain,
      meaning: "a SwiftUI scene: a view filling the hosting view (the root view), wrapped in this "
        + "chain, first written innermost; an empty cell is the bare view",
      facts: [Facts.swiftUIRegions]),
    .input(
      "keyboardHeight", .swiftUI, \.keyboardHeight,
      meaning: "the software keyboard's height from the bottom of the screen (its own region)",
      facts: [Facts.swiftUIRegions], sample: { g in g.pick(["0", "0", "216", "291", "336.5"]) }),
    .output(
      "insetContentFrame?", .swiftUI, CGRect.self, reads: [.insetContentFrames],
      meaning: "the outermost `safeAreaInset` content's frame in the window",
      facts: [Facts.safeAreaInset], unavailable: "names no `safeAreaInset` content",
      readInScene: { $0.swiftUILayout(in: $1)?.insetContentFrame(0) }),
  ]

  // MARK: Assumptions

  /// An assumption key: its name is the one its fact's provenance names.
  static func assumption<V: ScenarioValue>(
    _ fact: Fact, _ path: WritableKeyPath<LayoutScene, V> & Sendable, meaning: String
  ) -> ScenarioKey {
    guard case .assumption(let key) = fact.provenance else {
      preconditionFailure("\(fact.id) is not an assumption")
    }
    return .input(key, .assumption, path, meaning: meaning, facts: [fact])
  }

  static let assumptionKeys: [ScenarioKey] = [
    assumption(
      Facts.compatibilityInTabBarController, \.assumptions.automaticAdjustsInTabBarController,
      meaning: "whether `.automatic`'s compatibility rule holds in a tab bar controller with no "
        + "navigation controller (the header says navigation controller only; the docs add tab "
        + "bar controllers)"),
    assumption(
      Facts.dynamicIslandOverlap, \.assumptions.navigationBarOverlapsDynamicIsland,
      meaning: "on a 59 pt Dynamic Island phone the navigation bar overlaps the inset by 5.333 pt, "
        + "so the root view's top reads 97.667; `no` starts it at the 59 pt inset (103)"),
    .input(
      "assumeLandscapeHomeIndicatorInset", .assumption, \.assumptions.landscapeHomeIndicatorInset,
      default: "21 before iOS 26, 20 from it",
      meaning: "a phone's home indicator inset in landscape, pinned (24 in 2018's "
        + "swift-snapshot-testing presets)", facts: [Facts.landscapeHomeIndicator],
      sample: { g in g.pick(["20", "21", "24"]) }),
    assumption(
      Facts.iPhone15Top, \.assumptions.iPhone15TopInset,
      meaning: "the iPhone 15 and 15 Plus top inset: 59 or 47"),
    assumption(
      Facts.liquidGlassLandscape, \.assumptions.glassLandscapeNavigationBarTop,
      meaning: "under Liquid Glass, where a phone's navigation bar starts in landscape"),
    .input(
      "assumeGlassPadNavigationBarHeight", .assumption, \.assumptions.glassPadNavigationBarHeight,
      meaning: "under Liquid Glass, an iPad's navigation bar height (one source)",
      facts: [Facts.liquidGlassNavigationBar]),
    assumption(
      Facts.notchToolbar, \.assumptions.notchToolbarMatchesTabBar,
      meaning: "a notch or Dynamic Island phone's navigation-controller toolbar is the tab bar's "
        + "49 (83 in portrait) rather than 44 (78)"),
    assumption(
      Facts.safeAreaInsetSpacing, \.assumptions.safeAreaInsetDefaultSpacing,
      meaning: "`safeAreaInset(spacing: nil)`: platform-defined and undocumented; SwiftUI's "
        + "default spacing between views is about 8"),
    assumption(
      Facts.defaultPadding, \.assumptions.defaultPadding,
      meaning: "`padding()` and `safeAreaPadding()` with no length: platform-defined; 16 is the "
        + "compact-width system margin"),
    .input(
      "assumeInsetGroupedSideInset", .assumption, \.assumptions.insetGroupedSideInset,
      default: "the system minimum margin, 16 or 20",
      meaning: "how far an `insetGrouped` table's sections stand in from its safe-area edges",
      facts: [Facts.insetGroupedSideInset]),
    assumption(
      Facts.singleItemLine, \.assumptions.singleItemLineCentred,
      meaning: "a flow-layout line holding one item centres it (widely reported); `no` keeps it "
        + "at the leading edge like the last line"),
    assumption(
      Facts.readableWidth, \.assumptions.readableContentWidth,
      meaning: "the readable content width (672 at the default Dynamic Type size; it grows with "
        + "the text size)"),
  ]
}

extension LayoutScene {
  /// The SwiftUI chain as the `modifiers` key sets it; setting it makes the
  /// scene a SwiftUI scene.
  var modifierChain: ModifierChain {
    get { ModifierChain(swiftUI?.modifiers ?? []) }
    set {
      var setup = swiftUI ?? SwiftUISetup()
      setup.modifiers = newValue.modifiers
      swiftUI = setup
    }
  }

  /// The software keyboard's height, as the `keyboardHeight` key sets it;
  /// setting it makes the scene a SwiftUI scene.
  var keyboardHeight: CGFloat {
    get { swiftUI?.keyboardHeight ?? 0 }
    set {
      var setup = swiftUI ?? SwiftUISetup()
      setup.keyboardHeight = newValue
      swiftUI = setup
    }
  }
}
