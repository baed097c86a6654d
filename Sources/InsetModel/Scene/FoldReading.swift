import Foundation

/// The one-level resolution's fields read from a fold: the bars over the
/// root view controller (the innermost of a chain, the keys' own for a
/// one-level scene), the root view's, its child's, and the view under
/// test's, each relative to the view controller it is in.
struct FoldReading {
  /// The bars, the root view's frame and the iOS 7–10 guides.
  var containers: ContainerResolution
  /// The child view controller's root view, in the root view's coordinates.
  var child: ChildResolution?
  /// The view under test, in the innermost view controller's coordinates.
  var view: ViewResolution
  /// The view under test as the fold left it.
  var inner: (kind: HierarchyNodeKind, frameInWindow: CGRect, scrollView: ScrollViewResolution?)
  /// The root view controller's view.
  var root:
    (
      frameInWindow: CGRect, safeAreaInsets: Insets, layoutMargins: Insets,
      systemMinimumLayoutMargins: DirectionalInsets?
    )

  /// Reads `layout`, whose root view controller is
  /// ``HierarchyLayout/rootViewController``; the view under test takes the
  /// scene's layout direction and readable width. (Given as values: an
  /// initialiser owns its arguments, and a scene passed here was copied.)
  init(
    _ layout: HierarchyLayout, childIndex: Int?, layoutDirection: UserInterfaceLayoutDirection,
    readableContentWidth: CGFloat
  ) {
    let rootIndex = layout.rootViewController
    let (containers, child, view, inner, root) = layout.nodes.withChain { nodes in
      let last = nodes.count - 1
      let innermostOrigin = nodes[layout.innermostViewController].frameInWindow.origin
      let rootFrame = nodes[rootIndex].frameInWindow
      // The bars are the nearest container's of each kind over the root.
      var navigationBarFrame: CGRect?
      var tabBarFrame: CGRect?
      var toolbarFrame: CGRect?
      for i in 0...rootIndex {
        if let f = nodes[i].navigationBarFrame { navigationBarFrame = f }
        if let f = nodes[i].tabBarFrame { tabBarFrame = f }
        if let f = nodes[i].toolbarFrame { toolbarFrame = f }
      }
      let containers = ContainerResolution(
        navigationBarFrame: navigationBarFrame, tabBarFrame: tabBarFrame,
        toolbarFrame: toolbarFrame, rootFrame: rootFrame,
        barsSafeAreaInsets: nodes[rootIndex].barsSafeAreaInsets,
        topLayoutGuide: nodes[rootIndex].topLayoutGuide,
        bottomLayoutGuide: nodes[rootIndex].bottomLayoutGuide)
      let child = childIndex.map { i -> ChildResolution in
        ChildResolution(
          frame: nodes[i].frameInWindow.moved(dx: -rootFrame.minX, dy: -rootFrame.minY),
          safeAreaInsets: nodes[i].safeAreaInsets, layoutMargins: nodes[i].layoutMargins)
      }
      let view = ViewResolution(
        kind: nodes[last].kind.viewKind,
        frame: nodes[last].frameInWindow.moved(dx: -innermostOrigin.x, dy: -innermostOrigin.y),
        safeAreaInsets: nodes[last].safeAreaInsets, layoutMargins: nodes[last].layoutMargins,
        layoutDirection: layoutDirection, readableContentWidth: readableContentWidth)
      let inner = (
        kind: nodes[last].kind, frameInWindow: nodes[last].frameInWindow,
        scrollView: nodes[last].scrollView
      )
      let root = (
        frameInWindow: rootFrame, safeAreaInsets: nodes[rootIndex].safeAreaInsets,
        layoutMargins: nodes[rootIndex].layoutMargins,
        systemMinimumLayoutMargins: nodes[rootIndex].systemMinimumLayoutMargins
      )
      return (containers, child, view, inner, root)
    }
    self.containers = containers
    self.child = child
    self.view = view
    self.inner = inner
    self.root = root
  }
}
