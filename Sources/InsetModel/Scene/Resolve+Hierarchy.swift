import Foundation

/// The chain a scene is resolved along: its own ``LayoutScene/hierarchy``, or
/// the chain its one-level keys describe, with where the one-level scene's
/// root and child view controllers sit in it.
struct ScreenChain: Sendable {
  /// The chain, outermost first.
  var hierarchy: Hierarchy
  /// The one-level scene's root view controller; `nil` for a scene's own
  /// chain, whose root is its innermost view controller.
  var rootIndex: Int?
  /// The one-level scene's child view controller, when it has one.
  var childIndex: Int?
  /// Whether a navigation bar shows anywhere in the chain: a navigation
  /// controller shows the status bar with it (``Facts/statusBarVisibility``).
  var showsNavigationBar: Bool
}

extension LayoutScene {
  /// The chain this scene is resolved along: its ``hierarchy``, or, for a
  /// one-level scene (or an empty hierarchy), the chain its keys describe.
  var screenChain: ScreenChain { screenChain(reusing: []) }

  /// ``screenChain``, a one-level scene's nodes made in `storage`'s memory
  /// (an empty array; ``ResolveScratch`` hands the same memory back).
  func screenChain(reusing storage: consuming [HierarchyNode]) -> ScreenChain {
    if !isOneLevel, let hierarchy {
      return ScreenChain(
        hierarchy: hierarchy, rootIndex: nil, childIndex: nil,
        showsNavigationBar: hierarchy.contains(reading: {
          $0.pointee.kind == .navigationController && $0.pointee.navigationBar == .visible
        }))
    }
    // Each node is made in the array and set there: a node is a large
    // value, and a copy of one costs more than the rules that read it.
    var nodes = consume storage
    // The scratch hands its memory back empty; emptied here only if not.
    if !nodes.isEmpty { nodes.removeAll(keepingCapacity: true) }
    nodes.reserveCapacity(5)
    let c = controller
    if c.tabBar.isInTabBarController {
      nodes.append(HierarchyNode(.tabBarController))
      nodes[nodes.count - 1].tabBar = c.tabBar
    }
    if c.navigationBar.isInNavigationController || c.toolbar == .visible {
      nodes.append(HierarchyNode(.navigationController))
      let n = nodes.count - 1
      nodes[n].navigationBar = c.navigationBar == .visible ? .visible : .hidden
      nodes[n].toolbar = c.toolbar
      nodes[n].prefersLargeTitles = c.prefersLargeTitles
    }
    let rootIndex = nodes.count
    nodes.append(HierarchyNode(.viewController))
    nodes[rootIndex].additionalSafeAreaInsets = c.additionalSafeAreaInsets
    nodes[rootIndex].titleView = c.titleView
    nodes[rootIndex].hasToolbarItems = c.hasToolbarItems
    nodes[rootIndex].pinnedSafeAreaInsets = c.rootSafeAreaInsets
    var childIndex: Int?
    if let child = c.child {
      let n = nodes.count
      childIndex = n
      nodes.append(HierarchyNode(.viewController))
      nodes[n].frame = child.frame
      nodes[n].additionalSafeAreaInsets = child.additionalSafeAreaInsets
    }
    let viewIndex = nodes.count
    nodes.append(HierarchyNode(view.kind.hierarchyNodeKind))
    nodes[viewIndex].frame = view.frame
    nodes[viewIndex].pinnedSafeAreaInsets = view.safeAreaInsets
    return ScreenChain(
      hierarchy: Hierarchy(nodes), rootIndex: rootIndex, childIndex: childIndex,
      showsNavigationBar: c.navigationBar == .visible)
  }

  /// Every node of the chain this scene is resolved along, in `resolution`
  /// (a resolution of this scene): its ``hierarchy``'s, or, for a one-level
  /// scene, the chain its keys describe (``oneLevelHierarchy``).
  ///
  ///     var scene = LayoutScene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone 16")
  ///     scene.hierarchy = Hierarchy([
  ///       HierarchyNode(.tabBarController), HierarchyNode(.navigationController),
  ///       HierarchyNode(.viewController), HierarchyNode(.tableView),
  ///     ])
  ///     scene.hierarchyLayout(in: scene.resolve())?.nodes[1].safeAreaInsets  // {59, 0, 83, 0}
  ///
  /// - Complexity: O(1): the resolve folded the chain once and keeps it.
  public func hierarchyLayout(in resolution: Resolution) -> HierarchyLayout? {
    resolution.hierarchyLayout.nodes.isEmpty ? nil : resolution.hierarchyLayout
  }

  /// The view under test's `keyboardLayoutGuide.layoutFrame`, in its own
  /// coordinates, in `resolution` (a resolution of this scene).
  ///
  /// - Complexity: O(1).
  public func keyboardLayoutGuideFrame(in resolution: Resolution) -> CGRect {
    resolution.hierarchyLayout.innermost?.keyboardLayoutGuideFrame ?? .zero
  }

  /// The fold, with the one-level scene's settings as defaults; the scene
  /// itself gives the view under test's content size.
  func foldHierarchy<Tracer: DerivationTracer>(
    _ hierarchy: Hierarchy, screen window: ScreenResolution,
    reusing storage: consuming [HierarchyNodeResolution], tracer: inout Tracer
  ) -> HierarchyLayout {
    var inputs = hierarchyInputs
    inputs.preferredContentSizeCategory = traits.preferredContentSizeCategory
    return HierarchyRules.fold(
      hierarchy, screen: window,
      defaults: HierarchyDefaults(controller: controller, view: view, scrollView: scrollView),
      inputs: inputs, keyboard: keyboard, assumptions: assumptions, contentSize: self,
      reusing: consume storage, tracer: &tracer)
  }

  /// The hierarchy the one-level keys describe: the containers their bars
  /// imply (a tab bar controller outside a navigation controller), the view
  /// controller with its `additionalSafeAreaInsets`, a child view controller
  /// when the scene has one, and the view under test. A one-level scene is
  /// resolved along this chain; `nil` for a scene with a ``hierarchy`` of its
  /// own.
  public var oneLevelHierarchy: Hierarchy? {
    guard isOneLevel else { return nil }
    return screenChain.hierarchy
  }

  /// Whether the scene is resolved along the chain its one-level keys
  /// describe: it has no hierarchy of its own, or an empty one.
  var isOneLevel: Bool { hierarchy?.nodes.isEmpty ?? true }
}

extension ViewKind {
  /// The chain's node for a view of this kind.
  var hierarchyNodeKind: HierarchyNodeKind {
    switch self {
    case .plain: .view
    case .scrollView: .scrollView
    case .tableView: .tableView
    case .collectionView: .collectionView
    }
  }
}

extension LayoutScene: ContentSizing {
  func contentSize(
    kind: ViewKind, frameSize: CGSize, safeAreaInsets: Insets, layoutMargins: Insets,
    context: ScrollViewContext, window: ScreenResolution
  ) -> CGSize? {
    derivedContentSize(
      kind: kind, frameSize: frameSize, safeAreaInsets: safeAreaInsets,
      layoutMargins: layoutMargins, context: context, window: window)
  }
}

/// The memory a resolve's chain and fold are made in, kept by a caller that
/// resolves scene after scene (``LayoutScene/resolve(scratch:)``) so that
/// a row's resolve allocates
/// neither (each is an array of a few large nodes). Holds, between uses,
/// capacity and the last recycled fold's nodes.
package struct ResolveScratch: Sendable {
  private var chain: [HierarchyNode] = []
  private var folded: [HierarchyNodeResolution] = []

  package init() {}

  /// The chain's memory, empty; the scratch keeps none until it is given back.
  mutating func takeChain() -> [HierarchyNode] {
    var taken: [HierarchyNode] = []
    swap(&taken, &chain)
    return taken
  }

  /// The fold's memory (the last recycled nodes, which the fold empties);
  /// the scratch keeps none until it is given back.
  mutating func takeFolded() -> [HierarchyNodeResolution] {
    var taken: [HierarchyNodeResolution] = []
    swap(&taken, &folded)
    return taken
  }

  /// Takes `nodes`' memory for the next chain (its nodes are let go), and
  /// leaves `nodes` empty: swapped, not copied, the memory is the
  /// scratch's alone (shared, emptying it would make new memory).
  mutating func giveBack(chain nodes: inout [HierarchyNode]) {
    swap(&chain, &nodes)
    chain.removeAll(keepingCapacity: true)
  }

  /// Takes back the memory of `resolution`'s fold once its values have
  /// been read: the scratch shares the nodes until the resolution is gone,
  /// and the next fold empties them in that memory (were the resolution
  /// kept, the next fold makes its own). Borrowed: the caller keeps its
  /// resolution.
  package mutating func recycle(_ resolution: borrowing Resolution) {
    folded = resolution.hierarchyLayout.nodes
  }
}
