import Foundation

/// What app code sets: the screen, the view controller and its containers, the
/// view under test and its properties. Every field has UIKit's default.
///
/// A `Scene` is a plain value. ``resolve()`` derives everything UIKit would
/// compute from it, as a ``Resolution``.
///
///     var scene = Scene()
///     scene.view.kind = .scrollView
///     scene.view.safeAreaInsets = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
///     scene.scrollView.contentSize = CGSize(width: 375, height: 2000)
///     scene.resolve().scrollView?.adjustedContentInset  // {88, 0, 34, 0}
public struct Scene: Sendable, Hashable {
  /// The screen the window fills.
  public var screen = ScreenSetup()
  /// The view controller whose root view holds the view under test, and the
  /// containers around it.
  public var controller = ViewControllerSetup()
  /// The view under test.
  public var view = ViewSetup()
  /// The scroll-view properties, used when ``ViewSetup/kind`` is a scroll view.
  public var scrollView = ScrollViewSetup()
  /// Choices the model makes where sources are silent or disagree.
  public var assumptions = Assumptions()

  public init() {}
}

/// The screen and window.
public struct ScreenSetup: Sendable, Hashable {
  /// The window size in points, when pinned. `nil` means the default: the bare
  /// screen's `{375, 667}` (scenario-table contract).
  public var screenSize: CGSize?
  /// Points to pixels, when pinned. `nil` means the bare screen's `2`.
  public var scale: CGFloat?

  public init() {}
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
  /// `UIViewController.automaticallyAdjustsScrollViewInsets`: `true` by
  /// default (AD/uiviewcontroller/automaticallyadjustsscrollviewinsets).
  public var automaticallyAdjustsScrollViewInsets = true
  /// The root view's `safeAreaInsets`, when pinned (replaces its derivation).
  public var rootSafeAreaInsets: EdgeInsets?

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
  public var safeAreaInsets: EdgeInsets?

  public init() {}
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

  public init() {}
}
