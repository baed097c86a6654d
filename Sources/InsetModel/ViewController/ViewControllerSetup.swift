import Foundation

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

/// What a view controller's `navigationItem.titleView` holds.
public enum TitleView: String, Sendable, Hashable, CaseIterable {
  /// No title view: the navigation item's title.
  case none
  /// A `UISearchBar` (`navigationItem.titleView = searchBar`): from iOS 11 it
  /// is 56 pt tall ([csdn-titleview-searchbar], [scoreboard-searchbar]; single
  /// source), and an iPhone's navigation bar grows to hold it
  /// (``Facts/searchBarTitleView``).
  case searchBar
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

/// Whether the view controller sits in a tab bar controller, and how its
/// bar shows.
public enum TabBarState: String, Sendable, Hashable, CaseIterable {
  /// No tab bar controller.
  case none
  /// Inside a tab bar controller, tab bar shown.
  case visible
  /// Inside a tab bar controller whose bar is hidden (`isTabBarHidden`): the
  /// home indicator alone takes the bottom ([rn-bottom-tabs-589]).
  case hidden
  /// Inside a tab bar controller whose Liquid Glass bar has minimised after a
  /// scroll (iOS 26, iPhone, `tabBarMinimizeBehavior` `onScrollDown` or
  /// `onScrollUp`): the bottom safe area shrinks to the minimised bar
  /// ([pocket-casts-4927]), whose height no source publishes
  /// (`minimizedTabBarHeight` gives it).
  case minimized

  /// Whether there is a tab bar controller.
  @inlinable public var isInTabBarController: Bool { self != .none }

  /// Whether a bar takes room at the bottom.
  @inlinable public var showsBar: Bool { self == .visible || self == .minimized }
}

/// `UITabBarController.MinimizeBehavior` (iOS 26): when a Liquid Glass tab
/// bar minimises ([ad-tabbarminimizebehavior]).
public enum TabBarMinimizationBehavior: String, Sendable, Hashable, CaseIterable {
  /// The default; on iOS and iPadOS the tab bar does not minimise.
  case automatic
  /// It never minimises.
  case never
  /// It minimises when scrolling down (iPhone only).
  case onScrollDown
  /// It minimises when scrolling up (iPhone only).
  case onScrollUp

  /// Whether the behaviour lets an iPhone's tab bar minimise.
  @inlinable public var minimizes: Bool { self == .onScrollDown || self == .onScrollUp }
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
  /// `UITabBarController.tabBarMinimizeBehavior` (iOS 26), default `.automatic`
  /// ([ad-tabbarminimizebehavior]).
  public var tabBarMinimizeBehavior: TabBarMinimizationBehavior = .automatic
  /// The height of a minimised tab bar above the home indicator, which no
  /// source publishes; a row with a minimised tab bar must give it.
  public var minimizedTabBarHeight: CGFloat?
  /// `isTranslucent` of every bar; bars are translucent by default
  /// ([ad-uinavigationbar-istranslucent]).
  public var isTranslucent = true
  /// `UIViewController.edgesForExtendedLayout`, default `.all` ([ad-uiviewcontroller-edgesforextendedlayout]).
  public var edgesForExtendedLayout: RectEdge = .all
  /// `UIViewController.extendedLayoutIncludesOpaqueBars`, default `false`
  /// ([ad-uiviewcontroller-extendedlayoutincludesopaquebars]).
  public var extendedLayoutIncludesOpaqueBars = false
  /// `UIViewController.additionalSafeAreaInsets`, default `.zero`
  /// ([ad-uiviewcontroller-additionalsafeareainsets]).
  public var additionalSafeAreaInsets: Insets = .zero
  /// What the view controller's `navigationItem.titleView` holds, default `.none`.
  public var titleView: TitleView = .none
  /// Whether the view controller has `toolbarItems`, default `true`: under
  /// Liquid Glass a navigation controller shows its toolbar's slot only for a
  /// top view controller with items (``Facts/glassToolbarSlot``).
  public var hasToolbarItems = true
  /// `UIViewController.automaticallyAdjustsScrollViewInsets`: `true` by
  /// default ([ad-uiviewcontroller-automaticallyadjustsscrollviewinsets]).
  public var automaticallyAdjustsScrollViewInsets = true
  /// `viewRespectsSystemMinimumLayoutMargins`, default `true`
  /// ([ad-uiviewcontroller-viewrespectssystemminimumlayoutmargins]).
  public var viewRespectsSystemMinimumLayoutMargins = true
  /// The root view's own `directionalLayoutMargins`, when app code sets them.
  /// `nil` is zero: the root's default margins are the system minimum and the
  /// safe area ([ad-uiview-layoutmargins]).
  public var rootDirectionalLayoutMargins: DirectionalInsets?
  /// The root view's `safeAreaInsets`, when pinned (replaces its derivation).
  public var rootSafeAreaInsets: Insets?
  /// One child view controller whose root view holds the view under test;
  /// `nil` puts the view straight in this view controller's root view.
  public var child: ChildViewControllerSetup?

  /// Creates UIKit's defaults: a view controller in no container, with the defaults each property's
  /// documentation gives, and no child view controller.
  public init() {}
}

/// A child view controller (one level of containment): its root view is a
/// subview of the parent's root view, and the view under test is a subview
/// of it.
public struct ChildViewControllerSetup: Sendable, Hashable {
  /// The child's root view frame in the parent's root view; `nil` fills it.
  public var frame: CGRect?
  /// The child's own `additionalSafeAreaInsets`, added to what it inherits
  /// ([wwdc18-235] ~315 s).
  public var additionalSafeAreaInsets: Insets = .zero

  /// Creates a child view controller whose root view fills the parent's, with no
  /// `additionalSafeAreaInsets`.
  public init() {}
}

extension ViewControllerSetup {
  /// The child view controller's root view frame; setting it puts a child
  /// view controller in the scene.
  public var childFrame: CGRect? {
    get { child?.frame }
    set {
      var child = self.child ?? ChildViewControllerSetup()
      child.frame = newValue
      self.child = child
    }
  }

  /// The child view controller's own `additionalSafeAreaInsets`; setting it
  /// puts a child view controller in the scene.
  public var childAdditionalSafeAreaInsets: Insets {
    get { child?.additionalSafeAreaInsets ?? .zero }
    set {
      var child = self.child ?? ChildViewControllerSetup()
      child.additionalSafeAreaInsets = newValue
      self.child = child
    }
  }
}
