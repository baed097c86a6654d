import Foundation
import InsetModel

/// The keys a scenario table may use: the one place that knows them.
///
/// Adding a UIKit property means one entry here, one field on ``LayoutScene`` or
/// ``Resolution``, one rule in the model, and rows in `Scenarios/`.
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
    guard let factory = Self.indexedOutputs[base], !digits.isEmpty, digits.count <= 9,
      digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let n = Int(digits)
    else { return nil }
    return factory(n)
  }

  /// The closest key name to a misspelt one.
  public func suggestion(for name: String) -> String? {
    Suggestion.closest(
      to: name, among: keys.map(\.name) + Self.indexedOutputs.keys.sorted().map { $0 + "[N]?" })
  }

  /// Outputs that take an index in brackets, by their base name.
  static let indexedOutputs: [String: @Sendable (Int) -> ScenarioKey] = [
    "insetContentFrame": { n in
      .output(
        "insetContentFrame[\(n)]?", .swiftUI, CGRect.self,
        meaning: "the frame of `safeAreaInset` content \(n), outermost (last written) first, in "
          + "the window", source: "SEED 001; uikit-facts §9",
        unavailable: "names no `safeAreaInset` content: the chain has fewer than \(n + 1)",
        from: ["SwiftUI frame"], readInScene: { $0.swiftUILayout(in: $1)?.insetContentFrame(n) })
    },
    "itemFrame": { n in
      .output(
        "itemFrame[\(n)]?", .collectionView, CGRect.self,
        meaning: "item \(n)'s frame in section 0, in content coordinates",
        source: "Collection View Programming Guide; uikit-facts §6",
        unavailable: "names no item: item \(n) is past `numberOfItems`, or the view is not a "
          + "collection view",
        from: ["itemsPerLine"], readInScene: { $0.flowLayout(in: $1)?.frame(ofItem: n) })
    },
  ]

  /// The vocabulary of this version of InsetModel.
  public static let standard = Vocabulary(
    keys: [ScenarioKey.label] + screenKeys + controllerKeys + childKeys + viewKeys + scrollViewKeys
      + tableViewKeys + collectionViewKeys + swiftUIKeys + assumptionKeys)

  // MARK: Screen

  static let screenKeys: [ScenarioKey] = [
    .input(
      "device", .screen, Device.self,
      default: "none: a bare screen of `screenSize` with zero insets and no status bar",
      meaning: "the device, by Xcode simulator name (case, spaces and punctuation ignored)",
      source: "uikit-facts §8 (QMUI, SST, DF)", set: { $0.screen.device = $1 }),
    .input(
      "orientation", .screen, Orientation.self, default: "portrait",
      meaning: "the interface orientation; `landscape` is `landscapeLeft`", source: "contract",
      set: { $0.screen.orientation = $1 }),
    .input(
      "statusBar", .screen, StatusBarSetting.self,
      default: "hidden on iPhone in landscape, else visible",
      meaning: "whether the status bar shows; on notch and Dynamic Island phones hiding it "
        + "changes no inset, and a visible navigation bar shows it in portrait",
      source: "uikit-facts §2; W235 ~1801", set: { $0.screen.statusBar = $1 }),
    .input(
      "iOSVersion", .screen, CGFloat.self, default: "26",
      meaning: "the iOS version, for insets that changed between versions (XR and 11: top 44 "
        + "before iOS 14, 48 from it)",
      source: "uikit-facts §8", set: { $0.screen.iOSVersion = $1 }),
    .input(
      "multitasking", .screen, Multitasking.self, default: "fullScreen",
      meaning: "an iPad's share of the screen, which decides its size classes; pin `screenSize` "
        + "for the window's width",
      source: "SEED 003", set: { $0.screen.multitasking = $1 }),
    .input(
      "screenSize", .screen, CGSize.self, default: "the device's, rotated; bare screen {375, 667}",
      meaning: "window size in points", source: "contract",
      set: { $0.screen.screenSize = $1 }),
    .output(
      "screenSize?", .screen, CGSize.self, meaning: "window size in points", source: "contract",
      from: ["windowSafeAreaInsets"], read: { $0.screenSize }),
    .input(
      "scale", .screen, CGFloat.self, default: "the device's; bare screen 2",
      meaning: "points to pixels",
      source: "contract", set: { $0.screen.scale = $1 }),
    .output(
      "scale?", .screen, CGFloat.self, meaning: "points to pixels", source: "contract",
      from: ["windowSafeAreaInsets"], read: { $0.scale }),
    .output(
      "windowSafeAreaInsets?", .screen, Insets.self, meaning: "the window's safe area",
      source: "uikit-facts §8", read: { $0.windowSafeAreaInsets }),
    .output(
      "statusBarHeight?", .screen, CGFloat.self, meaning: "the status bar's height, 0 when hidden",
      source: "uikit-facts §2", from: ["windowSafeAreaInsets"], read: { $0.screen.statusBarHeight }),
    .output(
      "horizontalSizeClass?", .screen, SizeClass.self,
      meaning: "the window's horizontal size class", source: "SEED 003",
      from: ["windowSafeAreaInsets"], read: { $0.screen.sizeClasses.horizontal }),
    .output(
      "verticalSizeClass?", .screen, SizeClass.self,
      meaning: "the window's vertical size class", source: "SEED 003",
      from: ["windowSafeAreaInsets"], read: { $0.screen.sizeClasses.vertical }),
  ]

  // MARK: View controller and bars

  static let controllerKeys: [ScenarioKey] = [
    .input(
      "navigationBar", .controller, NavigationBarState.self, default: "none",
      meaning: "`none`: no navigation controller; `visible`; `hidden`: inside one with "
        + "`isNavigationBarHidden`",
      source: "contract", set: { $0.controller.navigationBar = $1 }),
    .input(
      "prefersLargeTitles", .controller, Bool.self, default: "no",
      meaning: "a large title, expanded (not shown where the height is compact)",
      source: "uikit-facts §2", set: { $0.controller.prefersLargeTitles = $1 }),
    .input(
      "tabBar", .controller, TabBarState.self, default: "none",
      meaning: "inside a tab bar controller", source: "contract",
      set: { $0.controller.tabBar = $1 }),
    .input(
      "toolbar", .controller, ToolbarState.self, default: "none",
      meaning: "the navigation controller's toolbar shown (implies a navigation controller)",
      source: "contract", set: { $0.controller.toolbar = $1 }),
    .input(
      "isTranslucent", .controller, Bool.self, default: "yes", meaning: "all bars",
      source: "AD UINavigationBar/UITabBar/UIToolbar isTranslucent",
      set: { $0.controller.isTranslucent = $1 }),
    .input(
      "edgesForExtendedLayout", .controller, RectEdge.self, default: "all",
      meaning: "the edges whose bars the root view extends under",
      source: "AD/uiviewcontroller/edgesforextendedlayout",
      set: { $0.controller.edgesForExtendedLayout = $1 }),
    .input(
      "extendedLayoutIncludesOpaqueBars", .controller, Bool.self, default: "no",
      meaning: "extend under opaque bars too",
      source: "AD/uiviewcontroller/extendedlayoutincludesopaquebars",
      set: { $0.controller.extendedLayoutIncludesOpaqueBars = $1 }),
    .input(
      "additionalSafeAreaInsets", .controller, Insets.self, default: "zero",
      meaning: "added to the root view's safe area",
      source: "AD/uiviewcontroller/additionalsafeareainsets",
      set: { $0.controller.additionalSafeAreaInsets = $1 }),
    .output(
      "navigationBarHeight?", .controller, CGFloat.self,
      meaning: "the navigation bar's frame height", source: "uikit-facts §2",
      unavailable: "needs a visible navigation bar (`navigationBar` `visible`)",
      from: ["navigationBarFrame"], read: { $0.containers.navigationBarFrame?.height }),
    .output(
      "tabBarHeight?", .controller, CGFloat.self,
      meaning: "the tab bar's frame height, home indicator included", source: "uikit-facts §2",
      unavailable: "needs a tab bar (`tabBar` `visible`)",
      from: ["tabBarFrame"], read: { $0.containers.tabBarFrame?.height }),
    .output(
      "toolbarHeight?", .controller, CGFloat.self,
      meaning: "the toolbar's frame height, home indicator included when it is the lowest bar",
      source: "uikit-facts §2", unavailable: "needs a toolbar (`toolbar` `visible`)",
      from: ["toolbarFrame"], read: { $0.containers.toolbarFrame?.height }),
    .output(
      "topLayoutGuide?", .controller, CGFloat.self,
      meaning: "iOS 7–10 `topLayoutGuide.length`: from the root view's top to the bottom of the "
        + "lowest bar over it",
      source: "AD/uilayoutsupport-length", read: { $0.containers.topLayoutGuide }),
    .output(
      "bottomLayoutGuide?", .controller, CGFloat.self,
      meaning: "iOS 7–10 `bottomLayoutGuide.length`: from the root view's bottom to the top of the "
        + "bar over it",
      source: "AD/uilayoutsupport-length", read: { $0.containers.bottomLayoutGuide }),
    .input(
      "automaticallyAdjustsScrollViewInsets", .controller, Bool.self, default: "yes",
      meaning: "`UIViewController.automaticallyAdjustsScrollViewInsets` (deprecated in iOS 11; "
        + "still read by `.automatic`)",
      source: "AD/uiviewcontroller/automaticallyadjustsscrollviewinsets; W235 ~1519",
      set: { $0.controller.automaticallyAdjustsScrollViewInsets = $1 }),
    .input(
      "rootSafeAreaInsets", .controller, Insets.self, default: "derived",
      meaning: "the root view's `safeAreaInsets`, pinned", source: "AD/uiview-safeareainsets",
      set: { $0.controller.rootSafeAreaInsets = $1 }),
    .output(
      "rootSafeAreaInsets?", .controller, Insets.self,
      meaning: "the root view's `safeAreaInsets`", source: "AD/uiview-safeareainsets",
      read: { $0.rootSafeAreaInsets }),
    .input(
      "viewRespectsSystemMinimumLayoutMargins", .controller, Bool.self, default: "yes",
      meaning: "the root view's margins are at least `systemMinimumLayoutMargins`",
      source: "AD/uiviewcontroller/viewrespectssystemminimumlayoutmargins",
      set: { $0.controller.viewRespectsSystemMinimumLayoutMargins = $1 }),
    .input(
      "rootDirectionalLayoutMargins", .controller, DirectionalInsets.self, default: "zero",
      meaning: "the root view's own `directionalLayoutMargins`, raised to the system minimum",
      source: "AD/uiviewcontroller/systemminimumlayoutmargins",
      set: { $0.controller.rootDirectionalLayoutMargins = $1 }),
    .output(
      "systemMinimumLayoutMargins?", .controller, DirectionalInsets.self,
      meaning: "16 leading and trailing in a compact width, 20 in a regular one; 0 top and bottom",
      source: "AD; UYL; uikit-facts §7", from: ["rootLayoutMargins"],
      read: { $0.systemMinimumLayoutMargins }),
    .output(
      "rootLayoutMargins?", .controller, Insets.self,
      meaning: "the root view's `layoutMargins`: its own raised to the system minimum, plus its "
        + "safe area", source: "AD/uiview-layoutmargins", read: { $0.rootLayoutMargins }),
    .output(
      "rootFrame?", .controller, CGRect.self, meaning: "the root view's frame in the window",
      source: "AD/uiviewcontroller-view", read: { $0.rootFrame }),
  ]

  // MARK: Child view controller

  static let childKeys: [ScenarioKey] = [
    .input(
      "childFrame", .controller, CGRect.self,
      default: "no child; with a child key, the root view's bounds",
      meaning: "a child view controller's root view frame in the parent's root view; the view "
        + "under test then lives in the child's root view",
      source: "W235 ~315", property: "child.frame",
      set: { scene, frame in
        var child = scene.controller.child ?? ChildViewControllerSetup()
        child.frame = frame
        scene.controller.child = child
      }),
    .input(
      "childAdditionalSafeAreaInsets", .controller, Insets.self, default: "zero",
      meaning:
        "the child view controller's own `additionalSafeAreaInsets`, added to what it inherits",
      source: "W235 ~315", property: "child.additionalSafeAreaInsets",
      set: { scene, insets in
        var child = scene.controller.child ?? ChildViewControllerSetup()
        child.additionalSafeAreaInsets = insets
        scene.controller.child = child
      }),
    .output(
      "childSafeAreaInsets?", .controller, Insets.self,
      meaning: "the child's root view `safeAreaInsets`: its overlap of the parent's plus its own "
        + "additional insets",
      source: "W235 ~315; AD/uiview-safeareainsets",
      unavailable:
        "needs a child view controller (set `childFrame` or `childAdditionalSafeAreaInsets`)",
      read: { $0.child?.safeAreaInsets }),
  ]

  // MARK: The view

  static let viewKeys: [ScenarioKey] = [
    .input(
      "view", .view, ViewKind.self,
      default: "inferred: `collectionView` with a flow-layout key, else `tableView` with a "
        + "table-view key, else `scrollView` with a scroll-view key, else `plain`",
      meaning: "the kind of view under test", source: "contract",
      set: { $0.view.kind = $1 }),
    .input(
      "frame", .view, CGRect.self, default: "the root view's bounds",
      meaning: "the view's frame in the root view's coordinates", source: "contract",
      set: { $0.view.frame = $1 }),
    .input(
      "safeAreaInsets", .view, Insets.self, default: "derived",
      meaning: "the view's `safeAreaInsets`, pinned (replaces its derivation)",
      source: "AD/uiview-safeareainsets", set: { $0.view.safeAreaInsets = $1 }),
    .input(
      "layoutMargins", .view, Insets.self, default: "{8, 8, 8, 8}",
      meaning: "the margins app code sets (absolute)", source: "AD/uiview-layoutmargins",
      property: "layoutMargins", set: { $0.view.layoutMargins = .absolute($1) }),
    .input(
      "directionalLayoutMargins", .view, DirectionalInsets.self, default: "{8, 8, 8, 8}",
      meaning: "the margins app code sets (leading and trailing follow `layoutDirection`)",
      source: "AD/uiview-directionallayoutmargins", property: "layoutMargins",
      set: { $0.view.layoutMargins = .directional($1) }),
    .input(
      "preservesSuperviewLayoutMargins", .view, Bool.self, default: "no",
      meaning: "each margin is at least the superview's less the distance between their edges",
      source: "AD; HDR UIView.h (inferred formula)",
      set: { $0.view.preservesSuperviewLayoutMargins = $1 }),
    .input(
      "insetsLayoutMarginsFromSafeArea", .view, Bool.self, default: "yes",
      meaning: "margins are measured from the safe-area edge", source: "AD; W235 ~582",
      set: { $0.view.insetsLayoutMarginsFromSafeArea = $1 }),
    .input(
      "layoutDirection", .view, UserInterfaceLayoutDirection.self, default: "leftToRight",
      meaning: "the effective user interface layout direction (root view and view)",
      source: "AD/nsdirectionaledgeinsets", set: { $0.view.layoutDirection = $1 }),
    .output(
      "layoutMargins?", .view, Insets.self,
      meaning: "the view's `layoutMargins` as read back", source: "AD; SEED 004",
      read: { $0.view.layoutMargins }),
    .output(
      "directionalLayoutMargins?", .view, DirectionalInsets.self,
      meaning: "the view's `directionalLayoutMargins` as read back", source: "AD",
      from: ["layoutMargins"], read: { $0.view.directionalLayoutMargins }),
    .output(
      "layoutMarginsGuideFrame?", .view, CGRect.self,
      meaning: "`layoutMarginsGuide.layoutFrame`, in the view's coordinates", source: "AD",
      from: ["layoutMargins"], read: { $0.view.layoutMarginsGuideFrame }),
    .output(
      "readableContentGuideFrame?", .view, CGRect.self,
      meaning: "`readableContentGuide.layoutFrame`: the margins guide, at most the readable width, "
        + "centred", source: "W235 ~1877; UYL", from: ["layoutMargins"],
      read: { $0.view.readableContentGuideFrame }),
    .output(
      "safeAreaInsets?", .view, Insets.self,
      meaning: "the view's `safeAreaInsets`; in a SwiftUI row, what a GeometryReader filling the "
        + "innermost view reads, as directional insets `{top, leading, bottom, trailing}`",
      source: "AD/uiview-safeareainsets; martiancraft (overlap); SEED 000 (GeometryReader)",
      from: ["SwiftUI safeAreaInsets", "safeAreaInsets"],
      read: { r in
        guard let s = r.swiftUI?.safeAreaInsets else { return r.view.safeAreaInsets }
        // The directional insets, carried in the same four-number notation.
        return Insets(top: s.top, left: s.leading, bottom: s.bottom, right: s.trailing)
      }),
    .output(
      "frame?", .view, CGRect.self,
      meaning: "the view's frame in the window; in a SwiftUI row, the innermost view's",
      source: "contract",
      from: ["SwiftUI frame", "safeAreaInsets"],
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
      "contentInsetAdjustmentBehavior", .scrollView, ContentInsetAdjustmentBehavior.self,
      default: "automatic", meaning: "how the safe area is added to `contentInset`",
      source: "HDR UIScrollView.h",
      set: { $0.scrollView.contentInsetAdjustmentBehavior = $1 }),
    .input(
      "contentInset", .scrollView, Insets.self, default: "zero",
      meaning: "the insets app code sets", source: "HDR UIScrollView.h",
      set: { $0.scrollView.contentInset = $1 }),
    .input(
      "contentSize", .scrollView, CGSize.self, default: "{0, 0}",
      meaning: "the size of the content", source: "HDR UIScrollView.h",
      set: { $0.scrollView.contentSize = $1 }),
    .input(
      "alwaysBounceVertical", .scrollView, Bool.self, default: "no",
      meaning: "makes the vertical axis scrollable", source: "HDR UIScrollView.h",
      set: { $0.scrollView.alwaysBounceVertical = $1 }),
    .input(
      "alwaysBounceHorizontal", .scrollView, Bool.self, default: "no",
      meaning: "makes the horizontal axis scrollable", source: "HDR UIScrollView.h",
      set: { $0.scrollView.alwaysBounceHorizontal = $1 }),
    .input(
      "isContentScrollView", .scrollView, Bool.self, default: "yes",
      meaning: "the view controller's content scroll view (its view, or its first subview)",
      source: "SEED 004; uikit-facts §4", set: { $0.scrollView.isContentScrollView = $1 }),
    .output(
      "adjustedContentInset?", .scrollView, Insets.self,
      meaning: "`contentInset` plus the safe area on the edges the behaviour adjusts",
      source: "AD/uiscrollview-adjustedcontentinset; HDR UIScrollView.h",
      unavailable: notAScrollView, read: { $0.scrollView?.adjustedContentInset }),
    .output(
      "contentOffset?", .scrollView, CGPoint.self,
      meaning: "at rest, scrolled to the top-left: `{-adjusted.left, -adjusted.top}`",
      source: "W235 ~902-1037", unavailable: notAScrollView,
      read: { $0.scrollView?.contentOffset }),
    .output(
      "legacyContentInset?", .scrollView, Insets.self,
      meaning: "what `contentInset` read on iOS 10 with `automaticallyAdjustsScrollViewInsets`: "
        + "the layout guides added on top and bottom, for a container's content scroll view",
      source: "SEED 002; uikit-facts §4", unavailable: notAScrollView,
      read: { $0.scrollView?.legacyContentInset }),
    .output(
      "passedSafeAreaInsets?", .scrollView, Insets.self,
      meaning: "the safe area the scroll view passes to its subviews: the edges it did not fold "
        + "into `adjustedContentInset` (all of them under `.never`)",
      source: "W235 ~1290-1334, ~1545-1562", unavailable: notAScrollView,
      read: { $0.scrollView?.passedSafeAreaInsets }),
    .output(
      "maximumContentOffset?", .scrollView, CGPoint.self,
      meaning: "the bottom-right end of the scroll range, never before the resting offset",
      source: "W235 ~902-1037", unavailable: notAScrollView,
      read: { $0.scrollView?.maximumContentOffset }),
  ]

  // MARK: Table view

  static let tableViewKeys: [ScenarioKey] = [
    .input(
      "insetsContentViewsToSafeArea", .tableView, Bool.self, default: "yes",
      meaning:
        "cell, header and footer content views are inset by the safe area, left and right only",
      source: "AD; HDR UITableView.h; W235 ~2112",
      set: { $0.tableView.insetsContentViewsToSafeArea = $1 }),
    .input(
      "rowHeight", .tableView, CGFloat.self, default: "44", meaning: "every row's height",
      source: "contract", set: { $0.tableView.rowHeight = $1 }),
    .input(
      "separatorStyle", .tableView, SeparatorStyle.self, default: "singleLine",
      meaning: "a single-line separator takes one pixel (1/scale pt) off the content view's height",
      source: "contract; Stack Overflow 62599451", set: { $0.tableView.separatorStyle = $1 }),
    .input(
      "style", .tableView, TableViewStyle.self, default: "plain",
      meaning: "`UITableView.Style`; `insetGrouped` sections stand in from the table's safe area",
      source: "AD UITableView.Style; assumption for insetGrouped",
      set: { $0.tableView.style = $1 }),
    .input(
      "separatorInset", .tableView, Insets.self,
      default: "automatic: from where the content starts",
      meaning: "only left and right count; left is the leading side, so it flips in right-to-left",
      source: "AD; HDR UITableView.h; uikit-facts §5", set: { $0.tableView.separatorInset = $1 }),
    .input(
      "separatorInsetReference", .tableView, SeparatorInsetReference.self,
      default: "fromCellEdges",
      meaning: "`separatorInset` counts from the cell's edges or from the automatic inset",
      source: "AD; HDR UITableView.h", set: { $0.tableView.separatorInsetReference = $1 }),
    .input(
      "cellLayoutMarginsFollowReadableWidth", .tableView, Bool.self, default: "no",
      meaning: "cells' side margins grow to the readable width (the default on iOS 9–11)",
      source: "UYL; HDR UITableView.h",
      set: { $0.tableView.cellLayoutMarginsFollowReadableWidth = $1 }),
    .input(
      "numberOfRows", .tableView, Int.self, default: "open: no content size is derived",
      meaning: "the section's rows; a table's `contentSize` is then header, rows and footer",
      source: "UITableViewDataSource", set: { $0.tableView.numberOfRows = $1 }),
    .input(
      "sectionHeaderHeight", .tableView, CGFloat.self, default: "0: no header",
      meaning: "the section header's height, above the rows", source: "AD UITableView",
      set: { $0.tableView.sectionHeaderHeight = $1 }),
    .input(
      "sectionFooterHeight", .tableView, CGFloat.self, default: "0: no footer",
      meaning: "the section footer's height, below the rows", source: "AD UITableView",
      set: { $0.tableView.sectionFooterHeight = $1 }),
    .input(
      "row", .tableView, Int.self, default: "0",
      meaning: "which row's cell the cell outputs describe (0 is the first)", source: "contract",
      set: { $0.tableView.row = $1 }),
    .output(
      "cellSafeAreaInsets?", .tableView, Insets.self,
      meaning: "the cell's `safeAreaInsets`: its overlap of what the table passes on",
      source: "AD/uiview-safeareainsets; W235 ~1290-1334", unavailable: notATableView,
      from: ["cellContentViewFrame"], readInScene: { $0.tableViewCell(in: $1)?.safeAreaInsets }),
    .output(
      "cellContentViewFrame?", .tableView, CGRect.self,
      meaning: "the cell's `contentView.frame`, in the cell", source: "AD; W235 ~2112",
      unavailable: notATableView, readInScene: { $0.tableViewCell(in: $1)?.contentViewFrame }),
    .output(
      "cellLayoutMargins?", .tableView, Insets.self,
      meaning: "the cell's content view `layoutMargins`: the system minimum (16 or 20) on the "
        + "sides, 8 at top and bottom (inferred)",
      source: "AD systemMinimumLayoutMargins; uikit-facts §5 (inferred)",
      unavailable: notATableView, from: ["cellContentViewFrame"],
      readInScene: { $0.tableViewCell(in: $1)?.layoutMargins }),
    .output(
      "separatorFrame?", .tableView, CGRect.self,
      meaning: "the separator's frame in the cell: one pixel at the bottom, from the separator "
        + "inset's leading side to its trailing side",
      source: "AD separatorInsetReference; uikit-facts §5",
      unavailable: "needs a table view with a single-line separator",
      from: ["cellContentViewFrame"], readInScene: { $0.tableViewCell(in: $1)?.separatorFrame }),
    .output(
      "headerContentViewFrame?", .tableView, CGRect.self,
      meaning: "the section header's `contentView.frame`, in the header",
      source: "AD insetsContentViewsToSafeArea; W235 ~2112",
      unavailable: "needs a table view with a section header (`sectionHeaderHeight`)",
      from: ["cellContentViewFrame"],
      readInScene: { $0.tableViewCell(in: $1)?.headerContentViewFrame }),
    .output(
      "footerContentViewFrame?", .tableView, CGRect.self,
      meaning: "the section footer's `contentView.frame`, in the footer",
      source: "AD insetsContentViewsToSafeArea; W235 ~2112",
      unavailable: "needs a table view with a footer (`sectionFooterHeight`) and `numberOfRows`",
      from: ["cellContentViewFrame"],
      readInScene: { $0.tableViewCell(in: $1)?.footerContentViewFrame }),
    .output(
      "cellFrame?", .tableView, CGRect.self,
      meaning: "the cell's frame in the table's content coordinates", source: "contract",
      unavailable: notATableView, from: ["cellContentViewFrame"],
      readInScene: { $0.tableViewCell(in: $1)?.frame }),
  ]

  static let notATableView =
    "needs a table view (set `view` to `tableView`, or a table-view key such as `rowHeight`)"

  // MARK: Collection view with a flow layout

  static let notACollectionView =
    "needs a collection view (set `view` to `collectionView`, or a flow-layout key such as "
    + "`itemSize`)"

  static let collectionViewKeys: [ScenarioKey] = [
    .input(
      "sectionInsetReference", .collectionView, SectionInsetReference.self,
      default: "fromContentInset", meaning: "what `sectionInset` is measured from",
      source: "HDR UICollectionViewFlowLayout.h",
      set: { $0.collectionView.sectionInsetReference = $1 }),
    .input(
      "sectionInset", .collectionView, Insets.self, default: "zero",
      meaning: "the section's inset from its reference", source: "HDR UICollectionViewFlowLayout.h",
      set: { $0.collectionView.sectionInset = $1 }),
    .input(
      "itemSize", .collectionView, CGSize.self, default: "{50, 50}", meaning: "every item's size",
      source: "HDR UICollectionViewFlowLayout.h", set: { $0.collectionView.itemSize = $1 }),
    .input(
      "itemSizes", .collectionView, [CGSize].self, default: "none: every item is `itemSize`",
      meaning: "sizes for items of different sizes, cycled over the items; `numberOfItems` "
        + "defaults to their number",
      source: "Collection View Programming Guide", set: { $0.collectionView.itemSizes = $1 }),
    .input(
      "minimumInteritemSpacing", .collectionView, CGFloat.self, default: "10",
      meaning: "the least space between items of a line",
      source: "HDR UICollectionViewFlowLayout.h",
      set: { $0.collectionView.minimumInteritemSpacing = $1 }),
    .input(
      "minimumLineSpacing", .collectionView, CGFloat.self, default: "10",
      meaning: "the space between lines", source: "HDR UICollectionViewFlowLayout.h",
      set: { $0.collectionView.minimumLineSpacing = $1 }),
    .input(
      "scrollDirection", .collectionView, ScrollDirection.self, default: "vertical",
      meaning: "lines run across the scroll direction", source: "HDR UICollectionViewFlowLayout.h",
      set: { $0.collectionView.scrollDirection = $1 }),
    .input(
      "headerReferenceSize", .collectionView, CGSize.self, default: "{0, 0}",
      meaning: "each section's header; its height counts when scrolling vertically, its width "
        + "when horizontally", source: "HDR UICollectionViewFlowLayout.h",
      set: { $0.collectionView.headerReferenceSize = $1 }),
    .input(
      "footerReferenceSize", .collectionView, CGSize.self, default: "{0, 0}",
      meaning: "each section's footer", source: "HDR UICollectionViewFlowLayout.h",
      set: { $0.collectionView.footerReferenceSize = $1 }),
    .input(
      "numberOfItems", .collectionView, Int.self,
      default: "open: every line full, no content size", meaning: "items in each section",
      source: "UICollectionViewDataSource", set: { $0.collectionView.numberOfItems = $1 }),
    .input(
      "numberOfSections", .collectionView, Int.self, default: "1",
      meaning: "sections, each with `numberOfItems` items", source: "UICollectionViewDataSource",
      set: { $0.collectionView.numberOfSections = $1 }),
    .output(
      "effectiveSectionInset?", .collectionView, Insets.self,
      meaning: "the section inset after the reference, from the content-inset boundary",
      source: "HDR UICollectionViewFlowLayout.h", unavailable: notACollectionView,
      read: { $0.scrollView?.flowLayout?.effectiveSectionInset }),
    .output(
      "itemsPerLine?", .collectionView, CGFloat.self, meaning: "items in the first line",
      source: "Collection View Programming Guide", unavailable: notACollectionView,
      readInScene: { ($0.flowLayout(in: $1)?.itemsInFirstLine).map { CGFloat($0) } }),
    .output(
      "itemFrame?", .collectionView, CGRect.self,
      meaning: "the first item's frame, in content coordinates",
      source: "Collection View Programming Guide; uikit-facts §6", unavailable: notACollectionView,
      from: ["itemsPerLine"], readInScene: { $0.flowLayout(in: $1)?.frame(ofItem: 0) }),
    .output(
      "collectionViewContentSize?", .collectionView, CGSize.self,
      meaning: "the layout's content size: every section along the scroll direction",
      source: "Collection View Programming Guide",
      unavailable: "needs a collection view with a known `numberOfItems`",
      from: ["itemsPerLine"], readInScene: { $0.flowLayout(in: $1)?.contentSize }),
  ]

  // MARK: SwiftUI

  static let swiftUIKeys: [ScenarioKey] = [
    .input(
      "modifiers", .swiftUI, ModifierChain.self, default: "none: the bare view",
      meaning: "a SwiftUI scene: a view filling the hosting view (the root view), wrapped in this "
        + "chain, first written innermost",
      source: "contract; uikit-facts §9",
      set: { scene, chain in
        var setup = scene.swiftUI ?? SwiftUISetup()
        setup.modifiers = chain.modifiers
        scene.swiftUI = setup
      }),
    .input(
      "keyboardHeight", .swiftUI, CGFloat.self, default: "0",
      meaning: "the software keyboard's height from the bottom of the screen (its own region)",
      source: "SEED 000; uikit-facts §9",
      set: { scene, height in
        var setup = scene.swiftUI ?? SwiftUISetup()
        setup.keyboardHeight = height
        scene.swiftUI = setup
      }),
    .output(
      "insetContentFrame?", .swiftUI, CGRect.self,
      meaning: "the outermost `safeAreaInset` content's frame in the window",
      source: "SEED 001; uikit-facts §9", unavailable: "names no `safeAreaInset` content",
      from: ["SwiftUI frame"], readInScene: { $0.swiftUILayout(in: $1)?.insetContentFrame(0) }),
  ]

  // MARK: Assumptions

  static let assumptionKeys: [ScenarioKey] = [
    .input(
      "assumeAutomaticAdjustsInTabBarController", .assumption, Bool.self, default: "yes",
      meaning: "whether `.automatic`'s compatibility rule holds in a tab bar controller with no "
        + "navigation controller (the header says navigation controller only; the docs add tab "
        + "bar controllers)",
      source: "HDR UIScrollView.h vs AD .automatic; SEED 002",
      set: { $0.assumptions.automaticAdjustsInTabBarController = $1 }),
    .input(
      "assumeNavigationBarOverlapsDynamicIsland", .assumption, Bool.self, default: "yes",
      meaning:
        "on a 59 pt Dynamic Island phone the navigation bar overlaps the inset by 5.333 pt, "
        + "so the root view's top reads 97.667; `no` starts it at the 59 pt inset (103)",
      source: "kouki.hatenadiary 2022-10-18; Stack Overflow (97.667); QMUI, WRNavigationBar #202",
      set: { $0.assumptions.navigationBarOverlapsDynamicIsland = $1 }),
    .input(
      "assumeLandscapeHomeIndicatorInset", .assumption, CGFloat.self, default: "21",
      meaning: "a phone's home indicator inset in landscape: 21 (QMUI, DF, SEED 004) or 24 (SST)",
      source: "uikit-facts §8", set: { $0.assumptions.landscapeHomeIndicatorInset = $1 }),
    .input(
      "assumeIPhone15TopInset", .assumption, CGFloat.self, default: "59",
      meaning: "the iPhone 15 and 15 Plus top inset: 59 (DF) or 47 (QMUI)",
      source: "uikit-facts §8", set: { $0.assumptions.iPhone15TopInset = $1 }),
    .input(
      "assumeSafeAreaInsetDefaultSpacing", .assumption, CGFloat.self, default: "8",
      meaning: "`safeAreaInset(spacing: nil)`: platform-defined and undocumented; SwiftUI's "
        + "default spacing between views is about 8",
      source: "uikit-facts §9; SEED 001; fatbobman (spacing = nil)",
      set: { $0.assumptions.safeAreaInsetDefaultSpacing = $1 }),
    .input(
      "assumeDefaultPadding", .assumption, CGFloat.self, default: "16",
      meaning: "`padding()` and `safeAreaPadding()` with no length: platform-defined; 16 is the "
        + "compact-width system margin", source: "uikit-facts §9; AD systemMinimumLayoutMargins",
      set: { $0.assumptions.defaultPadding = $1 }),
    .input(
      "assumeInsetGroupedSideInset", .assumption, CGFloat.self,
      default: "the system minimum margin, 16 or 20",
      meaning: "how far an `insetGrouped` table's sections stand in from its safe-area edges",
      source: "no source (uikit-facts §5)",
      set: { $0.assumptions.insetGroupedSideInset = $1 }),
    .input(
      "assumeSingleItemLineCentred", .assumption, Bool.self, default: "yes",
      meaning: "a flow-layout line holding one item centres it (widely reported); `no` keeps it "
        + "at the leading edge like the last line", source: "uikit-facts §6",
      set: { $0.assumptions.singleItemLineCentred = $1 }),
    .input(
      "assumeReadableContentWidth", .assumption, CGFloat.self, default: "672",
      meaning: "the readable content width (672 at the default Dynamic Type size; it grows with "
        + "the text size)", source: "UYL; W235 ~1877",
      set: { $0.assumptions.readableContentWidth = $1 }),
    .input(
      "assumeSubviewSafeAreaCappedAtSize", .assumption, Bool.self, default: "yes",
      meaning: "a subview's inset on an edge is at most its own size along that axis (a view "
        + "smaller than the inset, or outside its superview)",
      source: "no source (uikit-facts §1)",
      set: { $0.assumptions.subviewSafeAreaCappedAtSize = $1 }),
  ]
}
