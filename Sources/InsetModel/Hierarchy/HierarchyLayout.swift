import Foundation

/// One node of a ``Hierarchy``, resolved.
public struct HierarchyNodeResolution: Sendable, Hashable {
  /// What the node is.
  public var kind: HierarchyNodeKind
  /// The name the chain gives it.
  public var name: String?
  /// Its frame in its superview's coordinates (for a presented view
  /// controller, in the window's).
  public var frame: CGRect
  /// Its frame in the window, as it shows (a scroll view's subviews at the
  /// content offset at rest).
  public var frameInWindow: CGRect
  /// Its `safeAreaInsets`.
  public var safeAreaInsets: Insets
  /// Its `layoutMargins`, as read back.
  public var layoutMargins: Insets
  /// A view controller's `systemMinimumLayoutMargins`.
  public var systemMinimumLayoutMargins: DirectionalInsets?
  /// A scroll view's derived values.
  public var scrollView: ScrollViewResolution?
  /// A navigation controller's bar, in the window.
  public var navigationBarFrame: CGRect?
  /// A tab bar controller's bar, in the window.
  public var tabBarFrame: CGRect?
  /// A navigation controller's toolbar, in the window.
  public var toolbarFrame: CGRect?
  /// A presented view controller's presentation.
  public var presentation: PresentationResolution?
  /// A split view controller's column the path continues in.
  public var splitColumn: SplitColumnResolution?
  /// The view's `keyboardLayoutGuide.layoutFrame`, in its own coordinates.
  public var keyboardLayoutGuideFrame: CGRect
  /// A view controller's root view: the bars' share of its safe area (before
  /// `additionalSafeAreaInsets`), and the iOS 7–10 guides.
  public var barsSafeAreaInsets: Insets
  /// A view controller's iOS 7–10 `topLayoutGuide.length`: from its view's top to the bottom of the
  /// status bar and bars over it.
  public var topLayoutGuide: CGFloat
  /// A view controller's iOS 7–10 `bottomLayoutGuide.length`: from its view's bottom to the top of
  /// the bars under it.
  public var bottomLayoutGuide: CGFloat
}

/// A hierarchy, resolved: every node, outermost first.
///
///     var scene = LayoutScene()
///     scene.screen.device = DeviceCatalog.device(named: "iPhone 16")
///     scene.hierarchy = Hierarchy([
///       HierarchyNode(.navigationController), HierarchyNode(.viewController),
///       HierarchyNode(.view),
///     ])
///     scene.hierarchyLayout(in: scene.resolve())?.nodes[1].safeAreaInsets  // {113, 0, 34, 0}
public struct HierarchyLayout: Sendable, Hashable {
  /// The nodes, outermost first.
  public var nodes: [HierarchyNodeResolution]
  /// The innermost view controller's index.
  public var innermostViewController: Int
  /// The index of the view controller the one-level outputs
  /// (`rootSafeAreaInsets?`, `rootFrame?`, the bars, the layout guides)
  /// read: the innermost view controller of a scene's own hierarchy, the
  /// keys' own view controller for a one-level scene.
  public var rootViewController: Int
  /// The index of a one-level scene's child view controller
  /// (`childSafeAreaInsets?`), when it has one.
  public var childViewController: Int?
  /// A SwiftUI chain's `safeAreaInset` and `safeAreaBar` contents' frames,
  /// outermost first, as the resolve's fold placed them: kept with the
  /// nodes, the resolution's one array, rather than in its box of fields.
  /// Read through ``Resolution/insetContentFrame(_:)``.
  var insetContentFrames: [CGRect] = []

  /// Creates a resolved hierarchy from its nodes; ``LayoutScene/resolve()``
  /// is how one is made.
  public init(
    nodes: [HierarchyNodeResolution], innermostViewController: Int,
    rootViewController: Int? = nil, childViewController: Int? = nil
  ) {
    self.nodes = nodes
    self.innermostViewController = innermostViewController
    self.rootViewController = rootViewController ?? innermostViewController
    self.childViewController = childViewController
  }

  /// The innermost node: the view under test.
  public var innermost: HierarchyNodeResolution? { nodes.last }

  /// The presented view controller nearest the view under test.
  public var presentation: PresentationResolution? {
    nodes.last { $0.presentation != nil }?.presentation
  }

  /// The split view controller's column nearest the view under test.
  public var splitColumn: SplitColumnResolution? {
    nodes.last { $0.splitColumn != nil }?.splitColumn
  }
}
