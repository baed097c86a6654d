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
    set { compositionalStorage = newValue.map(CompositionalSetupBox.init) }
  }
  /// The box, copied on write (``compositionalSetup``'s `_modify`).
  fileprivate var compositionalStorage: CompositionalSetupBox?

  /// The boxed layout, alone in its box: the box itself when no other
  /// scene shares it, else a copy (or a default layout's when there is
  /// none), so that it can be changed in place.
  mutating func uniqueCompositionalBox() -> CompositionalSetupBox {
    if !isKnownUniquelyReferenced(&compositionalStorage) {
      compositionalStorage = CompositionalSetupBox(
        compositionalStorage?.value ?? CompositionalLayoutSetup())
    }
    return compositionalStorage ?? CompositionalSetupBox(CompositionalLayoutSetup())
  }

  /// Whether ``compositional`` is set, asked without copying the layout out
  /// of its box (the resolve asks it of every collection view).
  var hasCompositional: Bool { compositionalStorage != nil }

  /// Creates UIKit's defaults for every field: a bare screen in portrait, a view controller with no
  /// containers, a plain view.
  public init() {}
}

/// A scene's compositional layout, out of line: copied on write, so that a
/// scene's copies share it until one changes it, and a change to a box no
/// other scene holds is made in place (``LayoutScene/compositionalSetup``).
/// Mutated only when uniquely referenced, which is what makes it sendable.
/// Equal and hashed by value.
final class CompositionalSetupBox: @unchecked Sendable, Hashable {
  /// The layout.
  var value: CompositionalLayoutSetup

  init(_ value: CompositionalLayoutSetup) { self.value = value }

  static func == (a: CompositionalSetupBox, b: CompositionalSetupBox) -> Bool {
    a === b || a.value == b.value
  }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
