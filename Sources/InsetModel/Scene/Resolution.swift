import Foundation

/// Every quantity UIKit derives from a ``LayoutScene``, named as in UIKit.
///
/// A `Resolution` is the fold's nodes (``hierarchyLayout``), outermost
/// first, which every output of the chain reads, so that the chain is
/// folded once however many outputs ask, and one copy-on-write box of its
/// other fields: numbers, and what lives in the view under test (a table's cell, the scroll
/// indicators, a compositional layout, laid out once). What needs the
/// scene's own lists (a flow layout's items, a SwiftUI chain's inset
/// contents) is asked of the scene with this resolution:
/// ``LayoutScene/flowLayout(in:)`` and ``LayoutScene/swiftUILayout(in:)``.
public struct Resolution: Sendable, Hashable {
  /// The window: size, scale, status bar, safe area, size classes.
  public var screen: ScreenResolution {
    get { storage.fields.screen }
    set { fields.screen = newValue }
    _modify { yield &fields.screen }
  }
  /// The bars, the root view's frame and the legacy layout guides.
  public var containers: ContainerResolution {
    get { storage.fields.containers }
    set { fields.containers = newValue }
    _modify { yield &fields.containers }
  }
  /// The root view's `safeAreaInsets`: the bars' plus `additionalSafeAreaInsets`,
  /// or the pinned value.
  public var rootSafeAreaInsets: Insets {
    get { storage.fields.rootSafeAreaInsets }
    set { fields.rootSafeAreaInsets = newValue }
    _modify { yield &fields.rootSafeAreaInsets }
  }
  /// The root view controller's `systemMinimumLayoutMargins`.
  public var systemMinimumLayoutMargins: DirectionalInsets {
    get { storage.fields.systemMinimumLayoutMargins }
    set { fields.systemMinimumLayoutMargins = newValue }
    _modify { yield &fields.systemMinimumLayoutMargins }
  }
  /// The root view's `layoutMargins`, as read back.
  public var rootLayoutMargins: Insets {
    get { storage.fields.rootLayoutMargins }
    set { fields.rootLayoutMargins = newValue }
    _modify { yield &fields.rootLayoutMargins }
  }
  /// The child view controller's root view, when the scene has one.
  public var child: ChildResolution? {
    get { storage.fields.child }
    set { fields.child = newValue }
    _modify { yield &fields.child }
  }
  /// The view under test.
  public var view: ViewResolution {
    get { storage.fields.view }
    set { fields.view = newValue }
    _modify { yield &fields.view }
  }
  /// The scroll view's derived values, when the view is a scroll view.
  public var scrollView: ScrollViewResolution? {
    get { storage.fields.scrollView }
    set { fields.scrollView = newValue }
    _modify { yield &fields.scrollView }
  }
  /// What the flow layout derives from the insets, when the view is a
  /// collection view. Its items are ``LayoutScene/flowLayout(in:)``'s.
  public var flowLayout: FlowLayoutResolution? {
    get { storage.fields.flowLayout }
    set { fields.flowLayout = newValue }
    _modify { yield &fields.flowLayout }
  }
  /// The SwiftUI scene, when there is one: what its innermost view gets.
  public var swiftUI: SwiftUIResolution? {
    get { storage.fields.swiftUI }
    set { fields.swiftUI = newValue }
    _modify { yield &fields.swiftUI }
  }
  /// The asked view's layout region, the vertical bar's trait and SwiftUI's
  /// container margins. Its reserved regions are
  /// ``LayoutScene/reservedRegions(in:)``'s.
  public var regions: RegionResolution {
    get { storage.fields.regions }
    set { fields.regions = newValue }
    _modify { yield &fields.regions }
  }
  /// Every node of the chain the scene was resolved along, outermost first:
  /// its hierarchy's, or the chain its one-level keys describe.
  public var hierarchyLayout: HierarchyLayout
  /// The table view's cell (the row ``TableViewSetup/row``), when the view
  /// is a table view; read through ``LayoutScene/tableViewCell(in:)``.
  public var tableViewCell: CellResolution? {
    get { storage.fields.tableViewCell }
    set { fields.tableViewCell = newValue }
    _modify { yield &fields.tableViewCell }
  }
  /// Where the scroll indicators run, when the view is a scroll view; read
  /// through ``LayoutScene/scrollIndicatorInsets(in:)``.
  public var scrollIndicatorInsets: ScrollIndicatorInsets? {
    get { storage.fields.scrollIndicatorInsets }
    set { fields.scrollIndicatorInsets = newValue }
    _modify { yield &fields.scrollIndicatorInsets }
  }
  /// The view under test's compositional layout, when it is a collection
  /// view with one: laid out once by the resolve, out of line (only such
  /// scenes pay for it). Read through ``LayoutScene/compositionalResolution(in:)``.
  var compositional: KeptCompositionalLayout? {
    get { storage.fields.compositional }
    set { fields.compositional = newValue }
    _modify { yield &fields.compositional }
  }

  /// The fields but the fold's nodes, behind one reference, so that a
  /// copy of a resolution shares them until one of the copies is written
  /// (``fields``). The fold's nodes are an array already, read in place.
  private var storage: Storage

  /// Every field, in one value: what the resolve writes in place.
  /// Writing through it copies the fields first when another resolution
  /// shares them.
  var fields: Fields {
    get { storage.fields }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.fields = newValue
      } else {
        storage = Storage(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
      yield &storage.fields
    }
  }

  /// A resolution's fields, as ``Resolution``'s properties name them.
  struct Fields: Sendable, Hashable {
    var screen: ScreenResolution
    var containers: ContainerResolution
    var rootSafeAreaInsets: Insets
    var systemMinimumLayoutMargins: DirectionalInsets
    var rootLayoutMargins: Insets
    var child: ChildResolution?
    var view: ViewResolution
    var scrollView: ScrollViewResolution?
    var flowLayout: FlowLayoutResolution?
    var swiftUI: SwiftUIResolution?
    var regions: RegionResolution
    var tableViewCell: CellResolution?
    var scrollIndicatorInsets: ScrollIndicatorInsets?
    var compositional: KeptCompositionalLayout?
  }

  /// The box of a resolution's fields. Mutated only when uniquely
  /// referenced (``Resolution/fields``), which is what makes it sendable.
  private final class Storage: @unchecked Sendable {
    /// Read and written without the runtime's exclusivity check: only
    /// ``Resolution``'s accessors reach it, and a write makes it unique first.
    @exclusivity(unchecked) var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  /// Whether two resolutions have the same fields.
  public static func == (a: Resolution, b: Resolution) -> Bool {
    a.hierarchyLayout == b.hierarchyLayout
      && (a.storage === b.storage || a.storage.fields == b.storage.fields)
  }

  /// Hashes the fields and the fold's nodes, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.fields)
    hasher.combine(hierarchyLayout)
  }

  /// The view under test's compositional layout as the resolve laid it
  /// out, with what it read of the collection view; `nil` unless it is a
  /// collection view with one.
  public var compositionalLayout: CompositionalResolution? { compositional?.value }

  /// Creates a resolution from its parts; ``LayoutScene/resolve()`` is how one is made.
  public init(
    screen: ScreenResolution, containers: ContainerResolution, rootSafeAreaInsets: Insets,
    systemMinimumLayoutMargins: DirectionalInsets, rootLayoutMargins: Insets,
    child: ChildResolution?, view: ViewResolution, scrollView: ScrollViewResolution?,
    flowLayout: FlowLayoutResolution? = nil, swiftUI: SwiftUIResolution? = nil,
    regions: RegionResolution = RegionResolution(),
    hierarchyLayout: HierarchyLayout = HierarchyLayout(nodes: [], innermostViewController: 0)
  ) {
    storage = Storage(
      Fields(
        screen: screen, containers: containers, rootSafeAreaInsets: rootSafeAreaInsets,
        systemMinimumLayoutMargins: systemMinimumLayoutMargins,
        rootLayoutMargins: rootLayoutMargins, child: child, view: view, scrollView: scrollView,
        flowLayout: flowLayout, swiftUI: swiftUI, regions: regions))
    self.hierarchyLayout = hierarchyLayout
  }

  /// A resolution of nothing (a zero window, a plain view, no nodes): what a
  /// caller that resolves scene after scene keeps, for each resolve to
  /// write over in place (``LayoutScene/resolve(into:scratch:)``).
  package init() {
    self.init(
      screen: ScreenResolution(
        screenSize: .zero, scale: 1, isStatusBarVisible: false, statusBarHeight: 0,
        windowSafeAreaInsets: .zero,
        sizeClasses: SizeClasses(horizontal: .compact, vertical: .compact),
        homeIndicatorInset: 0, idiom: .phone, navigationBarOverlap: 0, iOSVersion: 0,
        sdkVersion: 0, usesLiquidGlass: false, topHardware: nil),
      containers: ContainerResolution(
        navigationBarFrame: nil, tabBarFrame: nil, toolbarFrame: nil, rootFrame: .zero,
        barsSafeAreaInsets: .zero, topLayoutGuide: 0, bottomLayoutGuide: 0),
      rootSafeAreaInsets: .zero, systemMinimumLayoutMargins: .zero, rootLayoutMargins: .zero,
      child: nil,
      view: ViewResolution(
        kind: .plain, frame: .zero, safeAreaInsets: .zero, layoutMargins: .zero,
        layoutDirection: .leftToRight, readableContentWidth: 0),
      scrollView: nil)
  }

  /// The window size in points.
  public var screenSize: CGSize { screen.screenSize }
  /// Points to pixels.
  public var scale: CGFloat { screen.scale }
  /// The window's `safeAreaInsets`.
  public var windowSafeAreaInsets: Insets { screen.windowSafeAreaInsets }
  /// The root view's frame in the window.
  public var rootFrame: CGRect { containers.rootFrame }
}

extension LayoutScene {
  /// The table view's cell (the row ``TableViewSetup/row``) in `resolution`
  /// (a resolution of this scene), as the resolve derived it; `nil` when the
  /// view is not a table view.
  ///
  ///     var scene = LayoutScene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone X")
  ///     scene.screen.orientation = .landscapeLeft
  ///     scene.view.kind = .tableView
  ///     scene.scrollView.contentSize = CGSize(width: 812, height: 2000)
  ///     scene.tableViewCell(in: scene.resolve())?.contentViewFrame  // {{44, 0}, {724, 43.667}}
  ///
  /// - Complexity: O(1).
  public func tableViewCell(in resolution: Resolution) -> CellResolution? {
    resolution.tableViewCell
  }

  /// The collection view's flow layout in `resolution` (a resolution of this
  /// scene), to ask for item frames, lines and the content size; `nil` when
  /// the view is not a collection view.
  ///
  ///     var scene = LayoutScene()
  ///     scene.view.kind = .collectionView
  ///     scene.collectionView.numberOfItems = 7
  ///     scene.flowLayout(in: scene.resolve())?.frame(ofItem: 3)
  ///
  /// - Complexity: O(1); the layout computes its items when asked.
  public func flowLayout(in resolution: Resolution) -> FlowLayout? {
    resolution.flowLayout.map(flowLayout)
  }

  /// `read` of the flow layout in `resolution`, made and asked here; `nil`
  /// when the view is not a collection view with a flow layout. What an
  /// output reading one value of the layout uses: ``flowLayout(in:)``
  /// hands out a copy (the layout's setup, with its arrays), which an
  /// output asked in another module copied and destroyed again.
  ///
  /// - Complexity: that of `read`.
  package func readingFlow<T>(in resolution: Resolution, _ read: (FlowLayout) -> T?) -> T? {
    guard let resolved = resolution.flowLayout else { return nil }
    return read(flowLayout(resolved))
  }

  /// The SwiftUI fold in `resolution` (a resolution of this scene), to fold
  /// the chain again (with a visitor of its own); `nil` for a UIKit scene.
  /// The resolution's ``Resolution/swiftUI`` already holds what the fold
  /// gives: the innermost view and the scroll view, and the resolution the
  /// `safeAreaInset` contents' frames (``Resolution/insetContentFrame(_:)``).
  ///
  ///     var scene = LayoutScene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone X")
  ///     var setup = SwiftUISetup()
  ///     setup.modifiers = [
  ///       .safeAreaInset(
  ///         edge: .bottom, alignment: .center, spacing: 0, content: InsetContent(length: 50))
  ///     ]
  ///     scene.swiftUI = setup
  ///     scene.swiftUILayout(in: scene.resolve())?.insetContentFrame(0)  // {{0, 728}, {375, 50}}
  ///
  /// - Complexity: O(1); the fold runs when asked, in O(modifiers).
  public func swiftUILayout(in resolution: Resolution) -> SwiftUILayout? {
    swiftUILayout(
      hostingFrame: resolution.rootFrame, container: resolution.rootSafeAreaInsets,
      screenHeight: resolution.screenSize.height)
  }
}

extension Resolution {
  /// The frames of a SwiftUI chain's `safeAreaInset` and `safeAreaBar`
  /// contents in the window, outermost (last written) first, as the
  /// resolve's one fold placed them; empty for a UIKit scene or a chain
  /// without one.
  ///
  /// - Complexity: O(1).
  public var insetContentFrames: [CGRect] { hierarchyLayout.insetContentFrames }

  /// The frame of a SwiftUI chain's `safeAreaInset` (or `safeAreaBar`)
  /// content `index`, outermost first, in the window; `nil` past the last,
  /// and for a UIKit scene.
  ///
  ///     var scene = LayoutScene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone X")
  ///     var setup = SwiftUISetup()
  ///     setup.modifiers = [
  ///       .safeAreaInset(
  ///         edge: .bottom, alignment: .center, spacing: 0, content: InsetContent(length: 50))
  ///     ]
  ///     scene.swiftUI = setup
  ///     scene.resolve().insetContentFrame(0)  // {{0, 728}, {375, 50}}
  ///
  /// - Complexity: O(1).
  public func insetContentFrame(_ index: Int) -> CGRect? {
    let frames = hierarchyLayout.insetContentFrames
    return frames.indices.contains(index) ? frames[index] : nil
  }
}

extension Resolution: CustomReflectable {
  /// The resolution's fields by name, as a structure holding them in place
  /// would show them (to `dump`, a debugger or `Mirror`), rather than the
  /// box they are kept in.
  ///
  ///     dump(LayoutScene().resolve())  // hierarchyLayout, screen, …, compositional
  public var customMirror: Mirror {
    let fold: Mirror.Child = (label: "hierarchyLayout", value: hierarchyLayout)
    return Mirror(
      self, children: [fold] + Mirror(reflecting: storage.fields).children,
      displayStyle: .struct)
  }
}
