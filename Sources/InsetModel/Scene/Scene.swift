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
  /// What the scene asks of a view's layout and reserved regions (iOS 26,
  /// 27.1).
  public var regions = RegionQuery()

  /// A view-controller hierarchy, outermost first, in place of the one-level
  /// scene of ``controller`` and ``view``; `nil` is the one-level scene.
  public var hierarchy: Hierarchy?
  /// The software keyboard and the view's `keyboardLayoutGuide` (UIKit).
  public var keyboard = KeyboardSetup()
  /// Numbers a hierarchy needs that no source gives, and its scroll state.
  public var hierarchyInputs = HierarchyInputs()
  /// The app's Info.plist and trait settings the notation asks about:
  /// `UIRequiresFullScreen` and the content-size category.
  public var traits = TraitSetup()

  /// A compositional layout for the collection view, replacing the flow
  /// layout; `nil` is the flow layout. Stored boxed: most scenes have none,
  /// and a scene is copied for every row a table evaluates.
  public var compositional: CompositionalLayoutSetup? {
    get { compositionalStorage?.value }
    set { compositionalStorage = newValue.map(Boxed.init) }
  }
  private var compositionalStorage: Boxed<CompositionalLayoutSetup>?

  /// Whether ``compositional`` is set, asked without copying the layout out
  /// of its box (the resolve asks it of every collection view).
  var hasCompositional: Bool { compositionalStorage != nil }

  /// Creates UIKit's defaults for every field: a bare screen in portrait, a view controller with no
  /// containers, a plain view.
  public init() {}
}
