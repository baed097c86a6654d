import Foundation

extension LayoutScene {
  /// Derives everything UIKit computes from this scene.
  ///
  ///     var scene = LayoutScene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone 8")
  ///     scene.controller.navigationBar = .visible
  ///     scene.controller.tabBar = .visible
  ///     scene.view.kind = .scrollView
  ///     scene.resolve().scrollView?.adjustedContentInset  // {64, 0, 49, 0}
  ///
  /// - Complexity: O(1), and allocates nothing, except that a collection view
  ///   with no `contentSize` sweeps its items once for the layout's content
  ///   size (O(items), still without allocating). The result is plain data.
  public func resolve() -> Resolution {
    var tracer = NoTrace()
    return resolve(tracer: &tracer)
  }

  /// Derives everything UIKit computes from this scene, reporting each step to
  /// `tracer`. With ``NoTrace`` this is ``resolve()``; with a
  /// ``RecordingTracer`` it is the derivation `explain` prints.
  ///
  /// The order is UIKit's own, top-down: the screen and window, the bars and
  /// the root view, the view under test, then what a scroll view derives and
  /// what lives inside it. Each call below is a folder's rules, which record
  /// their own steps next to their formulas; this function only orders them.
  @inline(__always)
  public func resolve<Tracer: DerivationTracer>(tracer: inout Tracer) -> Resolution {
    // MARK: Issue 17: a hierarchy folds its chain instead (out of line).
    if hierarchy != nil { return resolveHierarchy(tracer: &tracer) }
    let window = ScreenRules.resolve(
      screen, assumptions: assumptions, forceStatusBar: controller.navigationBar == .visible,
      tracer: &tracer)
    // MARK: Issue 16: where the status bar is a vertical strip, the bars go into it.
    let containers =
      window.window.verticalBarSide != nil
      ? VerticalBarRules.resolve(
        screen: window, controller: controller, assumptions: assumptions, tracer: &tracer)
      : ContainerRules.resolve(
        screen: window, controller: controller, assumptions: assumptions, tracer: &tracer)
    let root = RootViewRules.resolve(
      controller: controller, screen: window, containers: containers,
      direction: view.layoutDirection, assumptions: assumptions, tracer: &tracer)

    // The view under test: a subview of the root view, or of the child's.
    let superview =
      root.child.map { CGRect(origin: .zero, size: $0.frame.size) }
      ?? CGRect(origin: .zero, size: containers.rootFrame.size)
    let resolvedView = ViewRules.resolve(
      view, superviewBounds: superview,
      superviewSafeAreaInsets: root.child?.safeAreaInsets ?? root.safeAreaInsets,
      superviewLayoutMargins: root.child?.layoutMargins ?? root.layoutMargins,
      superviewIsChild: root.child != nil, assumptions: assumptions, tracer: &tracer)

    var scroll: ScrollViewResolution?
    var flow: FlowLayoutResolution?
    if view.kind.isScrollView {
      let context = ScrollViewContext(
        isInNavigationController: isInNavigationController,
        isInTabBarController: controller.tabBar.isInTabBarController,
        automaticallyAdjustsScrollViewInsets: controller.automaticallyAdjustsScrollViewInsets,
        topLayoutGuide: containers.topLayoutGuide, bottomLayoutGuide: containers.bottomLayoutGuide,
        bouncesVerticallyByDefault: view.kind == .tableView)
      let size = resolvedView.frame.size
      let contentSize =
        scrollView.contentSize
        ?? (view.kind == .tableView
          ? TableSectionRules.contentSize(  // issue 18: the top gap and padding
            tableView, tableWidth: size.width, iOSVersion: screen.iOSVersion,
            assumptions: assumptions)
          : view.kind == .collectionView
            ? (!hasCompositional  // issue 18: a compositional layout's own
              ? collectionViewContentSize(
                frameSize: size, safeAreaInsets: resolvedView.safeAreaInsets,
                layoutMargins: resolvedView.layoutMargins, context: context)
              : compositionalContentSize(
                view: resolvedView, context: context, scale: window.scale,
                systemMinimum: root.systemMinimumLayoutMargins))
            : nil) ?? .zero
      let resolved = ScrollViewRules.resolve(
        scrollView, frameSize: size, safeAreaInsets: resolvedView.safeAreaInsets,
        contentSize: contentSize, context: context, assumptions: assumptions, tracer: &tracer)
      scroll = resolved
      if Tracer.isRecording {
        // MARK: Issue 18: scroll indicators, asked of the scene otherwise
        _ = ScrollIndicatorRules.resolve(
          scrollView, iOSVersion: screen.iOSVersion, safeAreaInsets: resolvedView.safeAreaInsets,
          adjustedEdges: resolved.adjustedEdges, assumptions: assumptions, tracer: &tracer)
      }
      if view.kind == .tableView, Tracer.isRecording {
        let cell = tableViewCell(
          tableBoundsSize: size, adjustedContentInset: resolved.adjustedContentInset,
          passedSafeAreaInsets: resolved.passedSafeAreaInsets, scale: window.scale,
          systemMinimum: root.systemMinimumLayoutMargins)
        // MARK: Issue 18: the section's top gap and header padding
        TableViewRules.recordSection(
          cell, of: tableView, iOSVersion: screen.iOSVersion, tracer: &tracer)
        TableViewRules.record(cell, of: tableView, tracer: &tracer)
      }
      if view.kind == .collectionView, hasCompositional {
        // MARK: Issue 18: a compositional layout instead of the flow layout;
        // its geometry is asked of the scene (compositionalLayout(in:)).
        if Tracer.isRecording, let setup = compositional {
          _ = resolveCompositional(
            setup, view: resolvedView, adjustedContentInset: resolved.adjustedContentInset,
            scale: window.scale, systemMinimum: root.systemMinimumLayoutMargins, tracer: &tracer)
        }
      } else if view.kind == .collectionView {
        flow = FlowLayoutRules.resolve(
          collectionView, frameSize: size, adjustedContentInset: resolved.adjustedContentInset,
          safeAreaInsets: resolvedView.safeAreaInsets, layoutMargins: resolvedView.layoutMargins,
          assumptions: assumptions, tracer: &tracer)
      }
    }

    // A SwiftUI scene fills the root view, its hosting view.
    let hosted =
      swiftUI == nil
      ? nil
      : resolveSwiftUI(
        hostingFrame: containers.rootFrame, container: root.safeAreaInsets,
        screenHeight: window.screenSize.height, tracer: &tracer)

    // MARK: Issue 16: the asked view's layout region and the vertical bar's trait.
    let asked =
      regions.view == .rootView
      ? RegionTarget(
        frame: containers.rootFrame, safeAreaInsets: root.safeAreaInsets,
        layoutMargins: root.layoutMargins, readableContentWidth: assumptions.readableContentWidth)
      : RegionTarget(
        frame: resolvedView.frame.offsetBy(
          dx: containers.rootFrame.minX + (root.child?.frame.minX ?? 0),
          dy: containers.rootFrame.minY + (root.child?.frame.minY ?? 0)),
        safeAreaInsets: resolvedView.safeAreaInsets, layoutMargins: resolvedView.layoutMargins,
        readableContentWidth: resolvedView.readableContentWidth)
    let regionResolution = RegionRules.resolve(
      regions, target: asked, screen: window,
      systemMinimumLayoutMargins: root.systemMinimumLayoutMargins, direction: view.layoutDirection,
      assumptions: assumptions, tracer: &tracer)
    if Tracer.isRecording {
      recordReservedRegions(window, regions: regionResolution, tracer: &tracer)
    }
    // MARK: Issue 17: the view's keyboard layout guide, for explain.
    if Tracer.isRecording {
      recordKeyboardLayoutGuide(
        screen: window,
        viewFrame: resolvedView.frame.offsetBy(
          dx: containers.rootFrame.minX + (root.child?.frame.minX ?? 0),
          dy: containers.rootFrame.minY + (root.child?.frame.minY ?? 0)),
        safeBottom: resolvedView.safeAreaInsets.bottom, tracer: &tracer)
    }

    return Resolution(
      screen: window, containers: containers, rootSafeAreaInsets: root.safeAreaInsets,
      systemMinimumLayoutMargins: root.systemMinimumLayoutMargins,
      rootLayoutMargins: root.layoutMargins, child: root.child, view: resolvedView,
      scrollView: scroll, flowLayout: flow, swiftUI: hosted, regions: regionResolution)
  }

  /// Whether the view controller is in a navigation controller: a navigation
  /// bar, shown or hidden, or a toolbar (which implies one).
  @inlinable
  var isInNavigationController: Bool {
    controller.navigationBar.isInNavigationController || controller.toolbar == .visible
  }

  /// The table view's cell for the given table geometry: the one place its
  /// inputs are gathered, for ``resolve(tracer:)`` and ``tableViewCell(in:)``.
  func tableViewCell(
    tableBoundsSize: CGSize, adjustedContentInset: Insets, passedSafeAreaInsets: Insets,
    scale: CGFloat, systemMinimum: DirectionalInsets
  ) -> CellResolution {
    let side = systemMinimum.leading
    var metrics = CellMetrics(
      systemMinimumSideMargin: side,
      insetGroupedSideInset: assumptions.insetGroupedSideInset ?? side,
      readableContentWidth: assumptions.readableContentWidth,
      layoutDirection: view.layoutDirection)
    // MARK: Issue 18: the section's top gap and header padding, the vertical margins
    metrics.section = TableSectionRules.layout(
      tableView, iOSVersion: screen.iOSVersion, assumptions: assumptions)
    metrics.verticalMargin = assumptions.cellContentViewVerticalMargin
    return TableViewRules.cell(
      tableView, tableBoundsSize: tableBoundsSize, adjustedContentInset: adjustedContentInset,
      passedSafeAreaInsets: passedSafeAreaInsets, scale: scale, metrics: metrics)
  }

  /// A collection view's content size from a first pass laid out without
  /// one (UIKit's own layout pass does the same: the layout depends on the
  /// adjusted inset, which depends on the content size); `nil` when the
  /// layout has no last item.
  @inline(never)
  func collectionViewContentSize(
    frameSize: CGSize, safeAreaInsets: Insets, layoutMargins: Insets, context: ScrollViewContext
  ) -> CGSize? {
    var silent = NoTrace()
    let firstPass = ScrollViewRules.resolve(
      scrollView, frameSize: frameSize, safeAreaInsets: safeAreaInsets, contentSize: .zero,
      context: context, assumptions: assumptions, tracer: &silent)
    let resolved = FlowLayoutRules.resolve(
      collectionView, frameSize: frameSize, adjustedContentInset: firstPass.adjustedContentInset,
      safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins, assumptions: assumptions,
      tracer: &silent)
    return flowLayout(resolved).contentSize
  }

  /// The SwiftUI fold, kept out of line: its modifier list is the one
  /// reference-counted value a resolve touches, and only SwiftUI scenes pay
  /// for it.
  @inline(never)
  func resolveSwiftUI<Tracer: DerivationTracer>(
    hostingFrame: CGRect, container: Insets, screenHeight: CGFloat, tracer: inout Tracer
  ) -> SwiftUIResolution? {
    swiftUILayout(hostingFrame: hostingFrame, container: container, screenHeight: screenHeight)?
      .resolve(tracer: &tracer)
  }

  /// The SwiftUI fold over a hosting view: the one place its inputs are
  /// gathered, for ``resolve(tracer:)`` and ``swiftUILayout(in:)``.
  func swiftUILayout(hostingFrame: CGRect, container: Insets, screenHeight: CGFloat)
    -> SwiftUILayout?
  {
    guard let setup = swiftUI else { return nil }
    var layout = SwiftUILayout(
      setup: setup, hostingFrame: hostingFrame, container: container,
      keyboard: SwiftUILayout.keyboardRegion(
        height: setup.keyboardHeight, screenHeight: screenHeight, hostingFrame: hostingFrame),
      direction: view.layoutDirection, defaultSpacing: assumptions.safeAreaInsetDefaultSpacing,
      defaultPadding: assumptions.defaultPadding)
    // MARK: Issue 18
    layout.containerRelativeFrameSubtractsContentMargins =
      assumptions.containerRelativeFrameSubtractsContentMargins
    return layout
  }

  /// The flow layout of this scene's collection view with `resolved`'s
  /// numbers: the one place it is built, for ``resolve(tracer:)`` and
  /// ``flowLayout(in:)``.
  func flowLayout(_ resolved: FlowLayoutResolution) -> FlowLayout {
    FlowLayout(
      collectionView, effectiveSectionInset: resolved.effectiveSectionInset,
      crossExtent: resolved.crossExtent, singleItemLineCentred: resolved.singleItemLineCentred)
  }
}
