import Foundation

/// What app code sets: the screen, the view controller and its containers, the
/// view under test and its properties. Every field has UIKit's default.
///
/// A `LayoutScene` is a plain value. ``resolve()`` derives everything UIKit would
/// compute from it, as a ``Resolution``.
///
///     var scene = LayoutScene()
///     scene.view.kind = .scrollView
///     scene.view.safeAreaInsets = Insets(top: 88, left: 0, bottom: 34, right: 0)
///     scene.scrollView.contentSize = CGSize(width: 375, height: 2000)
///     scene.resolve().scrollView?.adjustedContentInset  // {88, 0, 34, 0}
public struct LayoutScene: Sendable, Hashable {
  /// The screen the window fills.
  public var screen = ScreenSetup()
  /// The view controller whose root view holds the view under test, and the
  /// containers around it.
  public var controller = ViewControllerSetup()
  /// The view under test.
  public var view = ViewSetup()
  /// The scroll-view properties, used when ``ViewSetup/kind`` is a scroll view.
  public var scrollView = ScrollViewSetup()
  /// The table-view properties, used when ``ViewSetup/kind`` is `.tableView`.
  public var tableView = TableViewSetup()
  /// The flow layout, used when ``ViewSetup/kind`` is `.collectionView`.
  public var collectionView = FlowLayoutSetup()
  /// A SwiftUI scene in the root view; `nil` is a UIKit scene.
  public var swiftUI: SwiftUISetup?
  /// Choices the model makes where sources are silent or disagree.
  public var assumptions = Assumptions()

  public init() {}
}

/// The screen and window.
public struct ScreenSetup: Sendable, Hashable {
  /// The device; `nil` is a bare screen of ``screenSize`` with zero insets and
  /// no status bar (scenario-table contract).
  public var device: Device?
  /// The interface orientation. Default `.portrait`.
  public var orientation: Orientation = .portrait
  /// Whether the status bar shows; `nil` is UIKit's default: hidden on an
  /// iPhone in landscape, shown otherwise (uikit-facts §2).
  public var statusBar: StatusBarSetting?
  /// The iOS version, for values that changed between versions (the XR's and
  /// 11's top inset: 44 before iOS 14, 48 from it; uikit-facts §8). Default 26,
  /// the current release.
  public var iOSVersion: CGFloat = 26
  /// How much of an iPad's screen the app has; decides its size classes
  /// (SEED 003). Pin ``screenSize`` for the window's width.
  public var multitasking: Multitasking = .fullScreen
  /// The window size in points, when pinned. `nil` is the device's size,
  /// rotated, or the bare screen's `{375, 667}` (scenario-table contract).
  public var screenSize: CGSize?
  /// Points to pixels, when pinned. `nil` is the device's, or the bare
  /// screen's `2`.
  public var scale: CGFloat?

  public init() {}
}

/// Whether the status bar is shown.
public enum StatusBarSetting: String, Sendable, Hashable, CaseIterable {
  case visible, hidden
}

/// Whether the view controller sits in a navigation controller, and whether
/// its bar shows.
public enum NavigationBarState: String, Sendable, Hashable, CaseIterable {
  /// No navigation controller.
  case none
  /// Inside a navigation controller, bar shown.
  case visible
  /// Inside a navigation controller with `isNavigationBarHidden`.
  case hidden

  /// Whether there is a navigation controller at all.
  @inlinable public var isInNavigationController: Bool { self != .none }
}

/// Whether the navigation controller's toolbar shows.
public enum ToolbarState: String, Sendable, Hashable, CaseIterable {
  /// No toolbar.
  case none
  /// The navigation controller's toolbar is shown (`isToolbarHidden = false`).
  /// A toolbar implies a navigation controller: with `navigationBar` `none`,
  /// the navigation bar is taken as hidden.
  case visible
}

/// Whether the view controller sits in a tab bar controller.
public enum TabBarState: String, Sendable, Hashable, CaseIterable {
  /// No tab bar controller.
  case none
  /// Inside a tab bar controller, tab bar shown.
  case visible

  /// Whether there is a tab bar controller.
  @inlinable public var isInTabBarController: Bool { self != .none }
}

/// The view controller that owns the root view, and its containers.
public struct ViewControllerSetup: Sendable, Hashable {
  /// The navigation controller around the view controller, if any.
  public var navigationBar: NavigationBarState = .none
  /// The tab bar controller around the view controller, if any.
  public var tabBar: TabBarState = .none
  /// The navigation controller's toolbar.
  public var toolbar: ToolbarState = .none
  /// `UINavigationBar.prefersLargeTitles`: a large title, expanded.
  public var prefersLargeTitles = false
  /// `isTranslucent` of every bar; bars are translucent by default (AD).
  public var isTranslucent = true
  /// `UIViewController.edgesForExtendedLayout`, default `.all` (AD).
  public var edgesForExtendedLayout: RectEdge = .all
  /// `UIViewController.extendedLayoutIncludesOpaqueBars`, default `false` (AD).
  public var extendedLayoutIncludesOpaqueBars = false
  /// `UIViewController.additionalSafeAreaInsets`, default `.zero`
  /// (AD/uiviewcontroller/additionalsafeareainsets).
  public var additionalSafeAreaInsets: Insets = .zero
  /// `UIViewController.automaticallyAdjustsScrollViewInsets`: `true` by
  /// default (AD/uiviewcontroller/automaticallyadjustsscrollviewinsets).
  public var automaticallyAdjustsScrollViewInsets = true
  /// `viewRespectsSystemMinimumLayoutMargins`, default `true` (AD).
  public var viewRespectsSystemMinimumLayoutMargins = true
  /// The root view's own `directionalLayoutMargins`, when app code sets them.
  /// `nil` is zero: the root's default margins are the system minimum and the
  /// safe area (AD/uiview-layoutmargins).
  public var rootDirectionalLayoutMargins: DirectionalInsets?
  /// The root view's `safeAreaInsets`, when pinned (replaces its derivation).
  public var rootSafeAreaInsets: Insets?
  /// One child view controller whose root view holds the view under test;
  /// `nil` puts the view straight in this view controller's root view.
  public var child: ChildViewControllerSetup?

  public init() {}
}

/// A child view controller (one level of containment): its root view is a
/// subview of the parent's root view, and the view under test is a subview
/// of it.
public struct ChildViewControllerSetup: Sendable, Hashable {
  /// The child's root view frame in the parent's root view; `nil` fills it.
  public var frame: CGRect?
  /// The child's own `additionalSafeAreaInsets`, added to what it inherits
  /// (W235 ~315).
  public var additionalSafeAreaInsets: Insets = .zero

  public init() {}
}

/// Which kind of view is under test.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
  case plain, scrollView, tableView, collectionView

  /// Whether the view is a `UIScrollView` (tables and collections are).
  @inlinable public var isScrollView: Bool { self != .plain }
}

/// The view under test: a direct subview of the root view.
public struct ViewSetup: Sendable, Hashable {
  /// The kind of view.
  public var kind: ViewKind = .plain
  /// The frame in the root view's coordinates; `nil` fills the root view.
  public var frame: CGRect?
  /// The view's `safeAreaInsets`, when pinned (replaces its derivation).
  public var safeAreaInsets: Insets?
  /// The margins app code sets, as `layoutMargins` or
  /// `directionalLayoutMargins`; `nil` is UIKit's 8 pt on each edge
  /// (AD/uiview-layoutmargins).
  public var layoutMargins: Margins?
  /// `preservesSuperviewLayoutMargins`, default `false` (AD).
  public var preservesSuperviewLayoutMargins = false
  /// `insetsLayoutMarginsFromSafeArea`, default `true` (AD).
  public var insetsLayoutMarginsFromSafeArea = true
  /// The effective user interface layout direction, default left to right.
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight

  public init() {}
}

/// Layout margins as app code sets them: absolute or directional.
public enum Margins: Sendable, Hashable {
  /// `layoutMargins`.
  case absolute(Insets)
  /// `directionalLayoutMargins`.
  case directional(DirectionalInsets)

  /// The absolute margins under a layout direction.
  @inlinable
  public func absolute(in direction: UserInterfaceLayoutDirection) -> Insets {
    switch self {
    case .absolute(let insets): insets
    case .directional(let insets): insets.absolute(in: direction)
    }
  }

  /// The directional margins under a layout direction.
  @inlinable
  public func directional(in direction: UserInterfaceLayoutDirection) -> DirectionalInsets {
    switch self {
    case .absolute(let insets): DirectionalInsets(insets, in: direction)
    case .directional(let insets): insets
    }
  }
}

/// Choices the model makes where sources are silent or disagree. Each is a
/// named, documented assumption that a scenario table can switch.
public struct Assumptions: Sendable, Hashable {
  /// Whether `.automatic`'s backward-compatibility rule also holds in a tab bar
  /// controller with no navigation controller.
  ///
  /// Sources disagree. UIScrollView.h names only "a navigation controller";
  /// Apple's documentation for `.automatic` says "displayed by a navigation or
  /// tab bar controller" (AD/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic),
  /// and SEED 002 agrees with the documentation. Default `true`: the
  /// documentation is the newer, user-facing text, and two sources agree.
  public var automaticAdjustsInTabBarController = true

  /// Whether, on a 59 pt Dynamic Island phone, the navigation bar overlaps the
  /// safe area by 5.333 pt, starting at 53.667, so that the root view's top
  /// reads 97.667 rather than 103 (kouki.hatenadiary 2022-10-18; Stack
  /// Overflow via thedebonair.co.uk; QMUI and WRNavigationBar #202 give "about
  /// 98"). Default `true`: measured twice.
  public var navigationBarOverlapsDynamicIsland = true

  /// The home indicator's inset in landscape on phones: 21 (QMUI, DF, SEED 004)
  /// or 24 (SST). Default 21: three sources against one.
  public var landscapeHomeIndicatorInset: CGFloat = 21  // QMUI, DF, SEED 004

  /// The iPhone 15 and 15 Plus top inset: 59 (DF; the same Dynamic Island
  /// as the 14 Pro, measured at 59) or 47 (QMUI). Default 59.
  public var iPhone15TopInset: CGFloat = 59  // DF; flutter/flutter #120682 for the island

  /// Whether a subview's safe-area inset on an edge is capped at its own
  /// size along that axis, so that a view smaller than the inset, or outside
  /// its superview, never reads more than itself. No source covers it
  /// (uikit-facts §1); default `true`, so that the safe area never has a
  /// negative size.
  public var subviewSafeAreaCappedAtSize = true

  /// The readable content width: 672 pt at the default Dynamic Type size
  /// (UYL, measured on an iPad Air 2 in landscape; W235 ~1877). It grows with
  /// the text size; no source gives the other sizes.
  public var readableContentWidth: CGFloat = 672  // UYL; W235 ~1877

  /// How far an `insetGrouped` table's sections stand in from its safe-area
  /// edges; `nil` is the system minimum margin (16 in a compact width, 20 in
  /// a regular one). No source gives the number; this reading matches the
  /// margins the system uses elsewhere.
  public var insetGroupedSideInset: CGFloat?

  /// `safeAreaInset(spacing: nil)`: "platform-defined", no number documented
  /// (uikit-facts §9; SEED 001: non-zero by platform convention). SwiftUI's
  /// default spacing between views is "typically about 8" and depends on the
  /// views (fatbobman, "What Does spacing = nil Mean in SwiftUI?"). Default 8.
  public var safeAreaInsetDefaultSpacing: CGFloat = 8  // fatbobman: "typically about 8"

  /// `padding()` and `safeAreaPadding()` with no length: platform-defined
  /// (uikit-facts §9). Default 16, the system's standard margin on an iPhone
  /// (the compact-width `systemMinimumLayoutMargins`).
  public var defaultPadding: CGFloat = 16  // AD systemMinimumLayoutMargins, compact width

  /// Whether a flow-layout line holding one item centres it (widely reported;
  /// uikit-facts §6) rather than keeping it at the leading edge. Default `true`.
  public var singleItemLineCentred = true

  public init() {}
}
