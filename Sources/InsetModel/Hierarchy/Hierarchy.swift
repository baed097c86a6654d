import Foundation

/// A view-controller and view hierarchy, outermost first: the path from the
/// window down to the view under test, as deep as the scene needs.
///
/// Each node is a view controller (its root view) or a view. A view
/// controller node that sets ``HierarchyNode/presentation`` is presented
/// modally from the nodes before it; a split view controller node says which
/// column the rest of the path lives in. The last node is the view under
/// test: when it is a view controller, its root view is.
///
///     var scene = LayoutScene()
///     scene.screen.device = DeviceCatalog.device(named: "iPhone 16")
///     scene.hierarchy = Hierarchy([
///       HierarchyNode(.tabBarController), HierarchyNode(.navigationController),
///       HierarchyNode(.viewController), HierarchyNode(.tableView),
///     ])
///     scene.resolve().scrollView?.adjustedContentInset  // {113, 0, 83, 0}
public struct Hierarchy: Sendable, Hashable {
  /// The nodes, outermost (nearest the window) first.
  public var nodes: [HierarchyNode]

  /// Creates a hierarchy of `nodes`, outermost (nearest the window) first.
  public init(_ nodes: [HierarchyNode]) { self.nodes = nodes }

  /// The index of the node named `name`, or of the node at index `name`
  /// written as a number.
  ///
  /// - Complexity: O(nodes).
  public func index(of reference: NodeReference) -> Int? {
    switch reference {
    case .index(let i): return nodes.indices.contains(i) ? i : nil
    case .name(let name): return firstIndex(reading: { $0.pointee.name == name })
    }
  }

  /// The index of the first node that passes `test`. Each node is handed
  /// to `test` from where it lies, but a closure takes a node as a value,
  /// so each is copied for it (a node is a large value); the rules read
  /// nodes through a pointer to each instead, which copies none.
  ///
  /// - Complexity: O(nodes).
  public func firstIndex(where test: (HierarchyNode) throws -> Bool) rethrows -> Int? {
    try nodes.withUnsafeBufferPointer { chain in
      for i in chain.indices where try test(chain[borrowing: i]) { return i }
      return nil
    }
  }

  /// The index of the last node that passes `test`, each read in place
  /// (``firstIndex(where:)``).
  ///
  /// - Complexity: O(nodes).
  public func lastIndex(where test: (HierarchyNode) throws -> Bool) rethrows -> Int? {
    try nodes.withUnsafeBufferPointer { chain in
      for i in chain.indices.reversed() where try test(chain[borrowing: i]) { return i }
      return nil
    }
  }

  /// Whether some node passes `test`, each read in place
  /// (``firstIndex(where:)``).
  ///
  /// - Complexity: O(nodes).
  public func contains(where test: (HierarchyNode) throws -> Bool) rethrows -> Bool {
    try firstIndex(where: test) != nil
  }
}

extension Hierarchy {
  /// The index of the first node in `range` (every node by default) that
  /// passes `test`, handed a pointer to each node where it lies: no node
  /// is copied, where a closure taking a node would copy each.
  ///
  ///     chain.firstIndex(reading: { $0.pointee.kind == .navigationController })
  ///
  /// - Complexity: O(range).
  package func firstIndex(
    in range: Range<Int>? = nil, reading test: (UnsafePointer<HierarchyNode>) -> Bool
  ) -> Int? {
    nodes.withUnsafeBufferPointer { $0.firstIndex(in: range ?? $0.indices, reading: test) }
  }

  /// The index of the last node in `range` (every node by default) that
  /// passes `test`, read in place (``firstIndex(in:reading:)``).
  ///
  /// - Complexity: O(range).
  package func lastIndex(
    in range: Range<Int>? = nil, reading test: (UnsafePointer<HierarchyNode>) -> Bool
  ) -> Int? {
    nodes.withUnsafeBufferPointer { $0.lastIndex(in: range ?? $0.indices, reading: test) }
  }

  /// Whether a node in `range` (every node by default) passes `test`, read
  /// in place (``firstIndex(in:reading:)``).
  ///
  /// - Complexity: O(range).
  package func contains(
    in range: Range<Int>? = nil, reading test: (UnsafePointer<HierarchyNode>) -> Bool
  ) -> Bool {
    firstIndex(in: range, reading: test) != nil
  }
}

extension UnsafeBufferPointer {
  /// The index of the first element in `range` that passes `test`, handed
  /// a pointer to each element where it lies: none is copied, where a
  /// closure taking an element would copy each (for a large value, more
  /// than the test costs). `range` is clamped to the buffer.
  ///
  /// - Complexity: O(range).
  package func firstIndex(in range: Range<Int>, reading test: (UnsafePointer<Element>) -> Bool)
    -> Int?
  {
    guard let base = baseAddress else { return nil }
    let r = range.clamped(to: indices)
    for i in r where test(base + i) { return i }
    return nil
  }

  /// The index of the last element in `range` that passes `test`, read in
  /// place (``firstIndex(in:reading:)``).
  ///
  /// - Complexity: O(range).
  package func lastIndex(in range: Range<Int>, reading test: (UnsafePointer<Element>) -> Bool)
    -> Int?
  {
    guard let base = baseAddress else { return nil }
    let r = range.clamped(to: indices)
    for i in r.reversed() where test(base + i) { return i }
    return nil
  }

  /// Element `i`, borrowed where it is: the buffer's own subscript copies
  /// an element out (and releases the copy) even to read one of its fields,
  /// which for a large value costs more than the read. `i` must be an index
  /// of the buffer (checked in debug builds, as the buffer's own subscript
  /// checks it).
  package subscript(borrowing i: Int) -> Element {
    unsafeAddress {
      assert(indices.contains(i), "index \(i) out of \(indices)")
      return baseAddress.unsafelyUnwrapped + i
    }
  }
}

/// How an output names a node: by its index (0 is outermost) or by the name
/// the chain gives it.
public enum NodeReference: Sendable, Hashable, CustomStringConvertible {
  /// The node at this index, 0 being the outermost.
  case index(Int)
  /// The node the chain names so (``HierarchyNode/name``).
  case name(String)

  public var description: String {
    switch self {
    case .index(let i): String(i)
    case .name(let n): n
    }
  }
}

/// What a node is: a view controller (named as its UIKit class) or a view.
public enum HierarchyNodeKind: String, Sendable, Hashable, CaseIterable {
  /// `UITabBarController`: a container with a tab bar at the bottom.
  case tabBarController = "UITabBarController"
  /// `UINavigationController`: a container with a navigation bar at the top and, when shown, a
  /// toolbar at the bottom.
  case navigationController = "UINavigationController"
  /// `UISplitViewController`: a container that lays out columns (``HierarchyNode/split``).
  case splitViewController = "UISplitViewController"
  /// `UIPageViewController`: a container whose page fills it.
  case pageViewController = "UIPageViewController"
  /// `UIViewController`: a plain view controller; its root view is the node's view.
  case viewController = "UIViewController"
  /// `UITableViewController`: a view controller whose root view is a table view.
  case tableViewController = "UITableViewController"
  /// `UICollectionViewController`: a view controller whose root view is a collection view.
  case collectionViewController = "UICollectionViewController"
  /// `UIView`: a plain view.
  case view = "UIView"
  /// `UIScrollView`: a scroll view.
  case scrollView = "UIScrollView"
  /// `UITableView`: a table view, a scroll view.
  case tableView = "UITableView"
  /// `UICollectionView`: a collection view, a scroll view.
  case collectionView = "UICollectionView"

  /// Whether the node is a view controller (its root view is the node's view).
  @inlinable public var isViewController: Bool {
    switch self {
    case .view, .scrollView, .tableView, .collectionView: false
    default: true
    }
  }

  /// Whether the node is a container that lays out bars or columns for the
  /// view controllers inside it.
  @inlinable public var isContainer: Bool {
    switch self {
    case .tabBarController, .navigationController, .splitViewController, .pageViewController:
      true
    default: false
    }
  }

  /// The kind of the node's view, as the one-level model names it.
  @inlinable public var viewKind: ViewKind {
    switch self {
    case .scrollView: .scrollView
    case .tableView, .tableViewController: .tableView
    case .collectionView, .collectionViewController: .collectionView
    default: .plain
    }
  }
}

/// One node of a ``Hierarchy``. Every property has UIKit's default; a
/// property that does not apply to the node's kind is ignored (the notation
/// refuses it).
public struct HierarchyNode: Sendable, Hashable {
  /// What the node is.
  public var kind: HierarchyNodeKind
  /// A name outputs can use: `safeAreaInsets[card]?`.
  public var name: String?
  /// The view's frame in its superview's coordinates (a subview of a scroll
  /// view: in its content); `nil` fills the superview, or takes the frame
  /// its container or presentation gives it.
  public var frame: CGRect?
  /// A safe area the scene pins instead of deriving it: the one-level keys
  /// `rootSafeAreaInsets` and `safeAreaInsets` set it on the root view
  /// controller's and the view under test's nodes.
  public var pinnedSafeAreaInsets: Insets?

  // MARK: View controllers
  /// `additionalSafeAreaInsets`, default `.zero`.
  public var additionalSafeAreaInsets: Insets = .zero
  /// `edgesForExtendedLayout`; `nil` is the scene's (default `.all`).
  public var edgesForExtendedLayout: RectEdge?
  /// `extendedLayoutIncludesOpaqueBars`; `nil` is the scene's (default `false`).
  public var extendedLayoutIncludesOpaqueBars: Bool?
  /// Set when the view controller is presented modally.
  public var presentation: PresentationSetup?
  /// The search controller in the view controller's navigation item.
  public var search: SearchSetup?
  /// What the view controller's `navigationItem.titleView` holds, default
  /// `.none` (the title).
  public var titleView: TitleView = .none
  /// Whether the view controller has `toolbarItems`, default `true`: under
  /// Liquid Glass a navigation controller whose toolbar shows gives it a slot
  /// only when the view controller on top of its stack has items
  /// (``Facts/glassToolbarSlot``).
  public var hasToolbarItems = true
  /// `definesPresentationContext`; `nil` is UIKit's default: `true` for a
  /// navigation controller, `false` for the others ([ad-definespresentationcontext]).
  public var definesPresentationContext: Bool?

  // MARK: Containers
  /// A navigation controller's bar; a tab bar controller's is ``tabBar``.
  public var navigationBar: NavigationBarState = .visible
  /// A navigation controller's toolbar.
  public var toolbar: ToolbarState = .none
  /// `navigationBar.prefersLargeTitles`.
  public var prefersLargeTitles = false
  /// A tab bar controller's bar.
  public var tabBar: TabBarState = .visible
  /// The bars' `isTranslucent`; `nil` is the scene's (default `true`).
  public var isTranslucent: Bool?
  /// A split view controller's columns and the column the path continues in.
  public var split: SplitViewSetup?

  // MARK: Views
  /// `layoutMargins`; `nil` is UIKit's 8 on each edge (the view under test:
  /// the scene's `layoutMargins`).
  public var layoutMargins: Insets?
  /// `preservesSuperviewLayoutMargins`; `nil` is the scene's for the view
  /// under test, else `false`.
  public var preservesSuperviewLayoutMargins: Bool?
  /// `insetsLayoutMarginsFromSafeArea`; `nil` is the scene's for the view
  /// under test, else `true`.
  public var insetsLayoutMarginsFromSafeArea: Bool?
  /// `contentInsetAdjustmentBehavior` of a scroll view; `nil` is the scene's
  /// for the view under test, else `.automatic`.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
  /// `contentInset` of a scroll view; `nil` as above, else `.zero`.
  public var contentInset: Insets?
  /// `contentSize` of a scroll view; `nil` as above, else `{0, 0}`.
  public var contentSize: CGSize?
  /// `alwaysBounceVertical`; `nil` is the view's default.
  public var alwaysBounceVertical: Bool?
  /// `alwaysBounceHorizontal`; `nil` as above, else `false`.
  public var alwaysBounceHorizontal: Bool?

  /// Creates a node of `kind`, named `name` for outputs to refer to, with UIKit's defaults for
  /// everything else.
  ///
  /// Always inlined: every row's chain makes two to five nodes
  /// (Benchmarks/README.md, "Where the code keeps its speed").
  @inline(__always)
  public init(_ kind: HierarchyNodeKind, name: String? = nil) {
    self.kind = kind
    self.name = name
  }
}

/// A view controller's `navigationItem.searchController`.
public struct SearchSetup: Sendable, Hashable {
  /// `preferredSearchBarPlacement` (iOS 16), default `.automatic`.
  public var placement: SearchBarPlacement = .automatic
  /// `hidesSearchBarWhenScrolling`, default `true` ([wwdc17-204] 06:31).
  public var hidesSearchBarWhenScrolling = true
  /// `searchBarPlacementAllowsToolbarIntegration` (iOS 26), default `true`:
  /// whether an iPhone may put the search bar among the toolbar's items
  /// ([ad-searchbarplacementallowstoolbarintegration]).
  public var allowsToolbarIntegration = true

  /// Creates UIKit's defaults: `.automatic` placement, hidden when scrolling.
  public init() {}
}

extension SearchSetup {
  /// Whether UIKit puts this search bar among the toolbar's items: on an
  /// iPhone under Liquid Glass, an `.integrated` or `.integratedButton`
  /// search bar whose navigation controller shows its toolbar, unless
  /// `searchBarPlacementAllowsToolbarIntegration` is `false`
  /// (``Facts/searchInToolbar``). `.automatic` is not resolved here: under
  /// Liquid Glass no source says where it goes.
  ///
  ///     var search = SearchSetup()
  ///     search.placement = .integrated
  ///     search.integratesIntoToolbar(idiom: .phone, liquidGlass: true, toolbarShows: true)  // true
  @inlinable
  public func integratesIntoToolbar(idiom: Device.Idiom, liquidGlass: Bool, toolbarShows: Bool)
    -> Bool
  {
    liquidGlass && idiom == .phone && toolbarShows && allowsToolbarIntegration
      && (placement == .integrated || placement == .integratedButton)
  }
}

/// `UINavigationItem.SearchBarPlacement` ([ad-searchbarplacement]).
public enum SearchBarPlacement: String, Sendable, Hashable, CaseIterable {
  /// "according to the current layout".
  case automatic
  /// Below the other content of the navigation bar: the layout of iOS 11–15.
  case stacked
  /// On the bar's trailing edge (iOS 16; deprecated in iOS 26 for `integrated`).
  case inline
  /// iOS 26: in the bar, or on iPhone in the toolbar.
  case integrated
  /// iOS 26: centred in the bar in a regular width.
  case integratedCentered
  /// iOS 26: a button until activated.
  case integratedButton

  /// Whether the search bar adds a row under the bar's content.
  @inlinable public var addsRow: Bool { self == .stacked }
}

/// What app code sets on a `UIKeyboardLayoutGuide` and the keyboard on
/// screen (UIKit; SwiftUI's keyboard is `keyboardHeight`).
public struct KeyboardSetup: Sendable, Hashable {
  /// The software keyboard.
  public var keyboard: KeyboardState = .none
  /// `keyboardLayoutGuide.followsUndockedKeyboard` (iOS 15), default `false`.
  public var followsUndockedKeyboard = false
  /// `keyboardLayoutGuide.usesBottomSafeArea` (iOS 17), default `true`.
  public var usesBottomSafeArea = true
  /// Whether a constraint uses the view's `keyboardLayoutGuide`, default
  /// `true`; a guide nothing uses was printed as a zero rect ([pinlayout-241]).
  public var layoutGuideIsUsed = true

  /// Creates UIKit's defaults: no keyboard, the guide not following an undocked keyboard and using
  /// the bottom safe area.
  public init() {}
}

/// The software keyboard: off screen, docked at the bottom with a height,
/// or undocked or floating at a frame in the window.
public enum KeyboardState: Sendable, Hashable {
  /// No software keyboard on screen.
  case none
  /// The keyboard docked at the bottom of the window, `height` points tall.
  case docked(height: CGFloat)
  /// An iPad keyboard undocked (split or moved up) at a frame in the window.
  case undocked(CGRect)
  /// An iPad floating keyboard at a frame in the window.
  case floating(CGRect)

  /// The keyboard's frame in a window of `size`; `nil` off screen.
  @inlinable
  public func frame(in size: CGSize) -> CGRect? {
    switch self {
    case .none: nil
    case .docked(let h): CGRect(x: 0, y: size.height - h, width: size.width, height: h)
    case .undocked(let f), .floating(let f): f
    }
  }

  /// Whether the keyboard is docked at the bottom of the screen.
  @inlinable public var isDocked: Bool {
    if case .docked = self { return true }
    return false
  }
}

/// Inputs the model needs for a hierarchy where no source gives the number:
/// a row that needs one and lacks it is a ``SceneProblem``.
public struct HierarchyInputs: Sendable, Hashable {
  /// The height a stacked search bar adds under a navigation bar's content;
  /// no measured source publishes it (52 and 56 circulate).
  public var searchBarHeight: CGFloat?
  /// The depth of a popover's arrow, which its content view's safe area
  /// excludes on the arrow's edge; no source publishes it.
  public var popoverArrowHeight: CGFloat?
  /// The height above the home indicator of a toolbar an iOS 26 iPhone has
  /// integrated the search bar into; no source prints it.
  public var searchToolbarHeight: CGFloat?
  /// The text size (`preferredContentSizeCategory`), which a Liquid Glass
  /// large title's height follows (``Facts/glassLargeTitleTextSize``); a
  /// scene resolves with its traits' size. Default `.large`.
  public var preferredContentSizeCategory: ContentSizeCategory = .large
  /// Whether the content has been scrolled down past the point where a large
  /// title and a search bar that hides when scrolling collapse. Default `false`:
  /// at rest, at the top.
  public var scrolledPastTop = false

  /// Creates the inputs with no search bar height and no popover arrow depth given, at rest at the
  /// top.
  public init() {}
}
