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
  // The fields live out of line, copied on write: a scene is about 1.4 kB
  // with five references in it, and copying it (a caller reading a scene out
  // of an array, a table copying one for each row) cost as much as a
  // quarter of a resolve. A copy is now one reference.
  private var storage: SceneStorage

  /// The screen the window fills.
  public var screen: ScreenSetup {
    _read { yield storage.fields.screen }
    _modify {
      makeUnique()
      yield &storage.fields.screen
    }
  }
  /// The view controller whose root view holds the view under test, and the
  /// containers around it.
  public var controller: ViewControllerSetup {
    _read { yield storage.fields.controller }
    _modify {
      makeUnique()
      yield &storage.fields.controller
    }
  }
  /// The view under test.
  public var view: ViewSetup {
    _read { yield storage.fields.view }
    _modify {
      makeUnique()
      yield &storage.fields.view
    }
  }
  /// The scroll-view properties, used when ``ViewSetup/kind`` is a scroll view.
  public var scrollView: ScrollViewSetup {
    _read { yield storage.fields.scrollView }
    _modify {
      makeUnique()
      yield &storage.fields.scrollView
    }
  }
  /// The table-view properties, used when ``ViewSetup/kind`` is `.tableView`.
  public var tableView: TableViewSetup {
    _read { yield storage.fields.tableView }
    _modify {
      makeUnique()
      yield &storage.fields.tableView
    }
  }
  /// The flow layout, used when ``ViewSetup/kind`` is `.collectionView`.
  public var collectionView: FlowLayoutSetup {
    _read { yield storage.fields.collectionView }
    _modify {
      makeUnique()
      yield &storage.fields.collectionView
    }
  }
  /// A SwiftUI scene in the root view; `nil` is a UIKit scene.
  public var swiftUI: SwiftUISetup? {
    _read { yield storage.fields.swiftUI }
    _modify {
      makeUnique()
      yield &storage.fields.swiftUI
    }
  }
  /// Choices the model makes where sources are silent or disagree.
  public var assumptions: Assumptions {
    _read { yield storage.fields.assumptions }
    _modify {
      makeUnique()
      yield &storage.fields.assumptions
    }
  }
  // MARK: Issue 16
  /// What the scene asks of a view's layout and reserved regions (iOS 26,
  /// 27.1).
  public var regions: RegionQuery {
    _read { yield storage.fields.regions }
    _modify {
      makeUnique()
      yield &storage.fields.regions
    }
  }
  // MARK: Issue 17
  /// A view-controller hierarchy, outermost first, in place of the one-level
  /// scene of ``controller`` and ``view``; `nil` is the one-level scene.
  public var hierarchy: Hierarchy? {
    _read { yield storage.fields.hierarchy }
    _modify {
      makeUnique()
      yield &storage.fields.hierarchy
    }
  }
  /// The software keyboard and the view's `keyboardLayoutGuide` (UIKit).
  public var keyboard: KeyboardSetup {
    _read { yield storage.fields.keyboard }
    _modify {
      makeUnique()
      yield &storage.fields.keyboard
    }
  }
  /// Numbers a hierarchy needs that no source gives, and its scroll state.
  public var hierarchyInputs: HierarchyInputs {
    _read { yield storage.fields.hierarchyInputs }
    _modify {
      makeUnique()
      yield &storage.fields.hierarchyInputs
    }
  }

  // MARK: Issue 18
  /// A compositional layout for the collection view, replacing the flow
  /// layout; `nil` is the flow layout. Stored boxed: most scenes have none,
  /// and a scene is copied for every row a table evaluates.
  public var compositional: CompositionalLayoutSetup? {
    get { storage.fields.compositional }
    set {
      makeUnique()
      storage.fields.compositional = newValue
    }
  }

  /// Whether the scene has a compositional layout, without unboxing it.
  var hasCompositional: Bool { storage.fields.hasCompositional }

  /// Creates UIKit's defaults for every field: a bare screen in portrait, a view controller with no
  /// containers, a plain view.
  public init() { storage = SceneStorage.defaults }

  /// Gives this scene its own storage before a write, if it shares it.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = SceneStorage(storage.fields) }
  }

  public static func == (a: LayoutScene, b: LayoutScene) -> Bool {
    a.storage === b.storage || a.storage.fields == b.storage.fields
  }

  public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }
}

/// A scene's fields, as ``LayoutScene`` declares them; every field has UIKit's
/// default.
struct SceneFields: Sendable, Hashable {
  var screen: ScreenSetup = ScreenSetup()
  var controller: ViewControllerSetup = ViewControllerSetup()
  var view: ViewSetup = ViewSetup()
  var scrollView: ScrollViewSetup = ScrollViewSetup()
  var tableView: TableViewSetup = TableViewSetup()
  var collectionView: FlowLayoutSetup = FlowLayoutSetup()
  var swiftUI: SwiftUISetup?
  var assumptions: Assumptions = Assumptions()
  var regions: RegionQuery = RegionQuery()
  var hierarchy: Hierarchy?
  var keyboard: KeyboardSetup = KeyboardSetup()
  var hierarchyInputs: HierarchyInputs = HierarchyInputs()
  var compositionalStorage: Boxed<CompositionalLayoutSetup>?

  /// ``LayoutScene/compositional``.
  var compositional: CompositionalLayoutSetup? {
    get { compositionalStorage?.value }
    set { compositionalStorage = newValue.map(Boxed.init) }
  }

  /// Whether the scene has a compositional layout, without unboxing it.
  var hasCompositional: Bool { compositionalStorage != nil }
}

/// A scene's fields out of line. Written only through ``LayoutScene``, and
/// only while one scene holds it (copy on write), so that sharing it between
/// threads is safe. Its field is exempt from the runtime's exclusivity check:
/// every access is a scene's own, which the compiler checks statically.
private final class SceneStorage: @unchecked Sendable {
  @exclusivity(unchecked) var fields: SceneFields

  init(_ fields: SceneFields) { self.fields = fields }

  /// The default scene's fields, shared by every `LayoutScene()` until it
  /// is written: creating a scene allocates nothing.
  static let defaults = SceneStorage(SceneFields())
}
