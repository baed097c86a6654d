// MARK: Issue 17: a view-controller hierarchy, folded down its chain.
import Foundation

extension LayoutScene {
  /// Every node of this scene's ``hierarchy`` in `resolution` (a resolution
  /// of this scene); `nil` for a one-level scene.
  ///
  ///     var scene = LayoutScene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone 16")
  ///     scene.hierarchy = Hierarchy([
  ///       HierarchyNode(.tabBarController), HierarchyNode(.navigationController),
  ///       HierarchyNode(.viewController), HierarchyNode(.tableView),
  ///     ])
  ///     scene.hierarchyLayout(in: scene.resolve())?.nodes[1].safeAreaInsets  // {59, 0, 83, 0}
  ///
  /// - Complexity: O(nodes); the fold runs again when asked.
  public func hierarchyLayout(in resolution: Resolution) -> HierarchyLayout? {
    guard let hierarchy, !hierarchy.nodes.isEmpty else { return nil }
    var silent = NoTrace()
    return foldHierarchy(hierarchy, screen: resolution.screen, tracer: &silent)
  }

  /// The view under test's `keyboardLayoutGuide.layoutFrame`, in its own
  /// coordinates, in `resolution` (a resolution of this scene).
  ///
  /// - Complexity: O(1) for a one-level scene, O(nodes) for a hierarchy.
  public func keyboardLayoutGuideFrame(in resolution: Resolution) -> CGRect {
    if let layout = hierarchyLayout(in: resolution), let inner = layout.innermost {
      return inner.keyboardLayoutGuideFrame
    }
    return KeyboardRules.layoutGuideFrame(
      keyboard, viewFrame: viewFrameInWindow(resolution),
      safeBottom: resolution.view.safeAreaInsets.bottom, screenSize: resolution.screenSize)
  }

  /// The one-level view's frame in the window.
  func viewFrameInWindow(_ r: Resolution) -> CGRect {
    r.view.frame.offsetBy(
      dx: r.rootFrame.minX + (r.child?.frame.minX ?? 0),
      dy: r.rootFrame.minY + (r.child?.frame.minY ?? 0))
  }

  /// Records a one-level view's keyboard layout guide.
  func recordKeyboardLayoutGuide<Tracer: DerivationTracer>(
    screen: ScreenResolution, viewFrame: CGRect, safeBottom: CGFloat, tracer: inout Tracer
  ) {
    tracer.record(
      .keyboardLayoutGuideFrame,
      KeyboardRules.layoutGuideFrame(
        keyboard, viewFrame: viewFrame, safeBottom: safeBottom, screenSize: screen.screenSize),
      rule: HierarchyRules.keyboardRule(keyboard, safeBottom: safeBottom),
      facts: [Facts.keyboardLayoutGuide], inputs: [.safeAreaInsets])
  }

  /// Whether a navigation bar shows anywhere in the hierarchy: a navigation
  /// controller shows the status bar with it (``Facts/statusBarVisibility``).
  var hierarchyShowsNavigationBar: Bool {
    hierarchy?.nodes.contains { $0.kind == .navigationController && $0.navigationBar == .visible }
      ?? false
  }

  /// The fold, with the one-level scene's settings as defaults.
  func foldHierarchy<Tracer: DerivationTracer>(
    _ hierarchy: Hierarchy, screen window: ScreenResolution, tracer: inout Tracer
  ) -> HierarchyLayout {
    let innermost = hierarchy.nodes.last?.kind.viewKind ?? .plain
    return HierarchyRules.resolve(
      hierarchy, screen: window,
      defaults: HierarchyDefaults(controller: controller, view: view, scrollView: scrollView),
      inputs: hierarchyInputs, keyboard: keyboard, assumptions: assumptions,
      contentSize: { size, safe, margins, context in
        switch innermost {
        case .tableView: tableView.contentSize(tableWidth: size.width)
        case .collectionView:
          collectionViewContentSize(
            frameSize: size, safeAreaInsets: safe, layoutMargins: margins, context: context)
        default: nil
        }
      }, tracer: &tracer)
  }

  /// ``resolve(tracer:)`` for a scene with a hierarchy: the fold, then the
  /// one-level resolution's fields from its innermost view controller and
  /// view, so that every one-level output reads the view under test.
  @inline(never)
  func resolveHierarchy<Tracer: DerivationTracer>(tracer: inout Tracer) -> Resolution {
    let hierarchy = self.hierarchy ?? Hierarchy([])
    let window = ScreenRules.resolve(
      screen, assumptions: assumptions, forceStatusBar: hierarchyShowsNavigationBar,
      tracer: &tracer)
    guard !hierarchy.nodes.isEmpty else {
      var silent = NoTrace()
      var flat = self
      flat.hierarchy = nil
      return flat.resolve(tracer: &silent)
    }
    let layout = foldHierarchy(hierarchy, screen: window, tracer: &tracer)
    let vc = layout.nodes[layout.innermostViewController]
    let last = layout.nodes.count - 1
    let inner = layout.nodes[last]
    let rootFrame = vc.frameInWindow
    let bars = layout.nodes[...layout.innermostViewController]
    let containers = ContainerResolution(
      navigationBarFrame: bars.last { $0.navigationBarFrame != nil }?.navigationBarFrame,
      tabBarFrame: bars.last { $0.tabBarFrame != nil }?.tabBarFrame,
      toolbarFrame: bars.last { $0.toolbarFrame != nil }?.toolbarFrame,
      rootFrame: rootFrame, barsSafeAreaInsets: vc.barsSafeAreaInsets,
      topLayoutGuide: vc.topLayoutGuide, bottomLayoutGuide: vc.bottomLayoutGuide)
    let resolvedView = ViewResolution(
      kind: inner.kind.viewKind,
      frame: inner.frameInWindow.moved(dx: -rootFrame.origin.x, dy: -rootFrame.origin.y),
      safeAreaInsets: inner.safeAreaInsets, layoutMargins: inner.layoutMargins,
      layoutDirection: view.layoutDirection, readableContentWidth: assumptions.readableContentWidth)

    var stamped = NodeTracer(base: tracer, node: last, superview: nil)
    if inner.kind.isViewController {
      // The view under test is this view controller's root view.
      stamped.record(
        .frame, resolvedView.frame, rule: "the view controller's root view",
        facts: [Facts.hierarchyFold], inputs: [.rootFrame])
      stamped.record(
        .safeAreaInsets, inner.safeAreaInsets, rule: "the view controller's root view's",
        facts: [Facts.hierarchyFold], inputs: [.rootSafeAreaInsets])
      stamped.record(
        .layoutMargins, inner.layoutMargins, rule: "the view controller's root view's",
        facts: [Facts.rootMargins], inputs: [.rootLayoutMargins])
      stamped.record(
        .layoutMarginsGuideFrame, resolvedView.layoutMarginsGuideFrame,
        rule: "the bounds inset by the margins", facts: [Facts.defaultMargins],
        inputs: [.layoutMargins])
      stamped.record(
        .readableContentGuideFrame, resolvedView.readableContentGuideFrame,
        rule: "the margins guide, at most "
          + "\(PointNotation.format(assumptions.readableContentWidth)) wide, centred",
        facts: [Facts.readableWidth], inputs: [.layoutMarginsGuideFrame])
    }
    var flow: FlowLayoutResolution?
    if let s = inner.scrollView {
      let size = inner.frameInWindow.size
      if inner.kind.viewKind == .tableView, Tracer.isRecording {
        TableViewRules.record(
          tableViewCell(
            tableBoundsSize: size, adjustedContentInset: s.adjustedContentInset,
            passedSafeAreaInsets: s.passedSafeAreaInsets, scale: window.scale,
            systemMinimum: vc.systemMinimumLayoutMargins ?? .zero),
          of: tableView, tracer: &stamped)
      }
      if inner.kind.viewKind == .collectionView {
        flow = FlowLayoutRules.resolve(
          collectionView, frameSize: size, adjustedContentInset: s.adjustedContentInset,
          safeAreaInsets: inner.safeAreaInsets, layoutMargins: inner.layoutMargins,
          assumptions: assumptions, tracer: &stamped)
      }
    }
    tracer = stamped.base
    return Resolution(
      screen: window, containers: containers, rootSafeAreaInsets: vc.safeAreaInsets,
      systemMinimumLayoutMargins: vc.systemMinimumLayoutMargins ?? .zero,
      rootLayoutMargins: vc.layoutMargins, child: nil, view: resolvedView,
      scrollView: inner.scrollView, flowLayout: flow, swiftUI: nil)
  }

  /// The hierarchy the one-level keys describe: the containers their bars
  /// imply (a tab bar controller outside a navigation controller), the view
  /// controller with its `additionalSafeAreaInsets`, a child view controller
  /// when the scene has one, and the view under test. Resolving it gives the
  /// one-level scene's values; a test holds the two paths equal.
  ///
  /// `nil` where the one-level scene pins what a hierarchy derives
  /// (`rootSafeAreaInsets`, the view's `safeAreaInsets`) or is a SwiftUI scene.
  public var oneLevelHierarchy: Hierarchy? {
    guard controller.rootSafeAreaInsets == nil, view.safeAreaInsets == nil, swiftUI == nil else {
      return nil
    }
    var nodes: [HierarchyNode] = []
    let c = controller
    if c.tabBar.isInTabBarController {
      var tab = HierarchyNode(.tabBarController)
      tab.tabBar = c.tabBar
      nodes.append(tab)
    }
    if c.navigationBar.isInNavigationController || c.toolbar == .visible {
      var nav = HierarchyNode(.navigationController)
      nav.navigationBar = c.navigationBar == .visible ? .visible : .hidden
      nav.toolbar = c.toolbar
      nav.prefersLargeTitles = c.prefersLargeTitles
      nodes.append(nav)
    }
    var root = HierarchyNode(.viewController)
    root.additionalSafeAreaInsets = c.additionalSafeAreaInsets
    nodes.append(root)
    if let child = c.child {
      var node = HierarchyNode(.viewController)
      node.frame = child.frame
      node.additionalSafeAreaInsets = child.additionalSafeAreaInsets
      nodes.append(node)
    }
    let kinds: [ViewKind: HierarchyNodeKind] = [
      .plain: .view, .scrollView: .scrollView, .tableView: .tableView,
      .collectionView: .collectionView,
    ]
    var view = HierarchyNode(kinds[self.view.kind] ?? .view)
    view.frame = self.view.frame
    nodes.append(view)
    return Hierarchy(nodes)
  }
}
