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
  /// A one-level scene is a hierarchy too: its keys say the chain
  /// `[UITabBarController >] [UINavigationController >] UIViewController
  /// [> UIViewController] > view` (``oneLevelHierarchy``), and both kinds of scene
  /// are resolved by the one fold, ``HierarchyRules``.
  ///
  /// - Complexity: O(nodes); allocates the chain, its resolved nodes and
  ///   the resolution's box of fields. A collection view with no
  ///   `contentSize` sweeps its items once for the layout's content size
  ///   (O(items)).
  public func resolve() -> Resolution {
    var tracer = NoTrace()
    return resolve(tracer: &tracer)
  }

  /// Derives everything UIKit computes from this scene, reporting each step to
  /// `tracer`. With ``NoTrace`` this is ``resolve()``; with a
  /// ``RecordingTracer`` it is the derivation `explain` prints.
  ///
  /// The order is UIKit's own, top-down: the screen and window, then the fold
  /// down the view-controller and view chain (bars, root views, the view
  /// under test, its scroll view), then what lives inside the view under
  /// test (cells, items, a SwiftUI chain) and the regions asked of it. Each
  /// call below is a folder's rules, which record their own steps next to
  /// their formulas; this function only orders them.
  public func resolve<Tracer: DerivationTracer>(tracer: inout Tracer) -> Resolution {
    var scratch = ResolveScratch()
    var resolution = Resolution()
    resolve(into: &resolution, scratch: &scratch, tracer: &tracer)
    return resolution
  }

  /// ``resolve()`` with the memory of `scratch`'s arrays: a caller that
  /// resolves scene after scene (a table's rows) keeps one scratch and
  /// hands each resolution back to it when done
  /// (``ResolveScratch/recycle(_:)``), so that neither the chain nor the
  /// fold allocates again.
  package func resolve(scratch: inout ResolveScratch) -> Resolution {
    var tracer = NoTrace()
    var resolution = Resolution()
    resolve(into: &resolution, scratch: &scratch, tracer: &tracer)
    return resolution
  }

  /// ``resolve()`` written over `resolution` in place
  /// (``resolve(into:scratch:tracer:)``): a caller that resolves scene after
  /// scene (a table's rows) keeps one resolution and one scratch.
  package func resolve(into resolution: inout Resolution, scratch: inout ResolveScratch) {
    var tracer = NoTrace()
    resolve(into: &resolution, scratch: &scratch, tracer: &tracer)
  }

  /// ``resolve(tracer:)`` written over `resolution` in place, every field
  /// of it, the fold in the memory of its nodes (or of the scratch's, for a
  /// resolution that has none): the resolve's fields are written once where
  /// they lie, where a resolution (about 1.8 KB) made by value and returned
  /// through each step was copied at each.
  package func resolve<Tracer: DerivationTracer>(
    into resolution: inout Resolution, scratch: inout ResolveScratch, tracer: inout Tracer
  ) {
    // At another text size the readable width is the row's (a scene without
    // it is a problem: ``Facts/readableWidthAtTextSize``).
    if traits.preferredContentSizeCategory != .large,
      let width = assumptions.readableContentWidthAtTextSize,
      assumptions.readableContentWidth != width
    {
      var scene = self
      scene.assumptions.readableContentWidth = width
      scene.resolve(into: &resolution, scratch: &scratch, tracer: &tracer)
      return
    }
    // The scratch's chain memory is taken only for a chain made here.
    var chain = screenChain(reusing: isOneLevel ? scratch.takeChain() : [])
    let window = ScreenRules.resolve(
      screen, assumptions: assumptions, forceStatusBar: chain.showsNavigationBar, tracer: &tracer)
    var storage: [HierarchyNodeResolution] = []
    swap(&storage, &resolution.hierarchyLayout.nodes)
    if storage.capacity == 0 { storage = scratch.takeFolded() }
    // The `safeAreaInset` frames' memory is kept too: a new layout's empty
    // list made each SwiftUI row allocate it again and free the last.
    var frames: [CGRect] = []
    swap(&frames, &resolution.hierarchyLayout.insetContentFrames)
    frames.removeAll(keepingCapacity: true)
    resolution.hierarchyLayout = foldHierarchy(
      chain.hierarchy, screen: window, reusing: consume storage, tracer: &tracer)
    let (rootIndex, childIndex) = (chain.rootIndex, chain.childIndex)
    // The chain's memory is the scratch's only when the chain was made here
    // (a scene's own hierarchy is the scene's).
    if rootIndex != nil { scratch.giveBack(chain: &chain.hierarchy.nodes) }
    if let rootIndex { resolution.hierarchyLayout.rootViewController = rootIndex }
    resolution.hierarchyLayout.childViewController = childIndex
    let fold = FoldReading(
      resolution.hierarchyLayout, childIndex: childIndex, layoutDirection: view.layoutDirection,
      readableContentWidth: assumptions.readableContentWidth)
    // The frames are written into a local array and swapped in after:
    // `resolution.fields` is a computed property, which cannot be passed
    // inout in the same call as a part of `resolution.hierarchyLayout`.
    read(
      into: &resolution.fields, fold, nodes: resolution.hierarchyLayout.nodes.count,
      insetContentFrames: &frames, window: window, tracer: &tracer)
    swap(&frames, &resolution.hierarchyLayout.insetContentFrames)
  }

  /// The one-level resolution's fields read from the fold
  /// (``Resolution/hierarchyLayout``, through ``FoldReading``), then what is
  /// derived inside the view under test
  /// (``insideScrollView(_:_:window:into:reusing:tracer:)``), a SwiftUI chain in the
  /// root view (its `safeAreaInset` frames into `insetContentFrames`), and
  /// the regions asked of the view: every field of `resolution` but the
  /// fold's, written in place.
  func read<Tracer: DerivationTracer>(
    into resolution: inout Resolution.Fields, _ fold: FoldReading, nodes: Int,
    insetContentFrames: inout [CGRect], window: ScreenResolution, tracer: inout Tracer
  ) {
    let systemMinimum = fold.root.systemMinimumLayoutMargins ?? .zero
    resolution.screen = window
    resolution.containers = fold.containers
    resolution.rootSafeAreaInsets = fold.root.safeAreaInsets
    resolution.systemMinimumLayoutMargins = systemMinimum
    resolution.rootLayoutMargins = fold.root.layoutMargins
    resolution.child = fold.child
    resolution.view = fold.view
    resolution.scrollView = fold.inner.scrollView

    var stamped = NodeTracer(
      base: tracer.take(), node: nodes - 1, superview: nil)
    if Tracer.isRecording, fold.inner.kind.isViewController {
      recordRootViewUnderTest(fold.view, tracer: &stamped)
    }
    resolution.scrollIndicatorInsets = nil
    resolution.tableViewCell = nil
    resolution.flowLayout = nil
    // The last row's compositional layout's box, written over when no
    // other resolution holds it.
    var kept = resolution.compositional.take()
    if let s = fold.inner.scrollView {
      insideScrollView(
        s, fold, window: window, into: &resolution, reusing: &kept, tracer: &stamped)
    }
    tracer = stamped.base.take()

    // A SwiftUI scene fills the root view, its hosting view.
    resolution.swiftUI =
      swiftUI == nil
      ? nil
      : resolveSwiftUI(
        hostingFrame: fold.root.frameInWindow, container: fold.root.safeAreaInsets,
        screenHeight: window.screenSize.height,
        insetContentFrames: &insetContentFrames, tracer: &tracer)

    // The asked view's layout region and the vertical bar's trait.
    let asked =
      regions.view == .rootView
      ? RegionTarget(
        frame: fold.root.frameInWindow, safeAreaInsets: fold.root.safeAreaInsets,
        layoutMargins: fold.root.layoutMargins,
        readableContentWidth: assumptions.readableContentWidth)
      : RegionTarget(
        frame: fold.inner.frameInWindow, safeAreaInsets: fold.view.safeAreaInsets,
        layoutMargins: fold.view.layoutMargins,
        readableContentWidth: fold.view.readableContentWidth)
    resolution.regions = RegionRules.resolve(
      regions, target: asked, screen: window, systemMinimumLayoutMargins: systemMinimum,
      direction: view.layoutDirection, assumptions: assumptions, tracer: &tracer)
    if Tracer.isRecording {
      recordReservedRegions(window, regions: resolution.regions, tracer: &tracer)
    }
  }

  /// The view under test's scroll view `s`'s indicators and its table's
  /// cell, compositional layout (in the box `kept`, when no other
  /// resolution holds it) or flow layout, each recorded, written into
  /// `resolution`.
  func insideScrollView<Tracer: DerivationTracer>(
    _ s: ScrollViewResolution, _ fold: FoldReading, window: ScreenResolution,
    into resolution: inout Resolution.Fields, reusing kept: inout KeptCompositionalLayout?,
    tracer: inout Tracer
  ) {
    let resolvedView = fold.view
    let size = resolvedView.frame.size
    let systemMinimum = fold.root.systemMinimumLayoutMargins ?? .zero
    resolution.scrollIndicatorInsets = ScrollIndicatorRules.resolve(
      scrollView, iOSVersion: screen.iOSVersion, safeAreaInsets: resolvedView.safeAreaInsets,
      adjustedEdges: s.adjustedEdges, assumptions: assumptions, tracer: &tracer)
    switch resolvedView.kind {
    case .tableView:
      let cell = tableViewCell(
        tableBoundsSize: size, adjustedContentInset: s.adjustedContentInset,
        passedSafeAreaInsets: s.passedSafeAreaInsets, scale: window.scale,
        systemMinimum: systemMinimum, window: window,
        underNavigationBar: fold.containers.navigationBarFrame != nil)
      resolution.tableViewCell = cell
      guard Tracer.isRecording else { break }
      TableViewRules.recordSection(
        cell, of: tableView, iOSVersion: screen.iOSVersion, tracer: &tracer)
      TableViewRules.record(
        cell, of: tableView, tableLayoutMargins: tableOwnLayoutMargins,
        chromeFacts: window.usesLiquidGlass
          ? [Facts.glassTableChrome]
            + (window.idiom == .pad && tableView.style != .insetGrouped
              && tableOwnLayoutMargins == nil ? [Facts.glassPadCellMargin] : []) : [],
        tracer: &tracer)
      TableSectionRects.recordHeaderTextLeadingInset(
        tableView, cell: cell, tableWidth: size.width, direction: resolvedView.layoutDirection,
        usesLiquidGlass: window.usesLiquidGlass, assumptions: assumptions, tracer: &tracer)
    case .collectionView where hasCompositional:
      // Laid out once here: every output of the layout reads this one
      // (compositionalResolution(in:)), and explain records its steps.
      if let setup = compositional {
        resolution.compositional = KeptCompositionalLayout.holding(
          resolveCompositional(
            setup, view: resolvedView, adjustedContentInset: s.adjustedContentInset,
            scale: window.scale, systemMinimum: systemMinimum, tracer: &tracer),
          reusing: &kept)
      }
    case .collectionView:
      resolution.flowLayout = FlowLayoutRules.resolve(
        collectionView, frameSize: size, adjustedContentInset: s.adjustedContentInset,
        safeAreaInsets: resolvedView.safeAreaInsets, layoutMargins: resolvedView.layoutMargins,
        scale: window.scale, assumptions: assumptions, tracer: &tracer)
    default: break
    }
  }

  /// Records the view under test where it is a view controller's root view.
  func recordRootViewUnderTest<Tracer: DerivationTracer>(
    _ resolvedView: ViewResolution, tracer: inout Tracer
  ) {
    tracer.record(
      .frame, resolvedView.frame, rule: "the view controller's root view",
      facts: [Facts.hierarchyFold], inputs: [.rootFrame])
    tracer.record(
      .safeAreaInsets, resolvedView.safeAreaInsets, rule: "the view controller's root view's",
      facts: [Facts.hierarchyFold], inputs: [.rootSafeAreaInsets])
    tracer.record(
      .layoutMargins, resolvedView.layoutMargins, rule: "the view controller's root view's",
      facts: [Facts.rootMargins], inputs: [.rootLayoutMargins])
    tracer.record(
      .layoutMarginsGuideFrame, resolvedView.layoutMarginsGuideFrame,
      rule: "the bounds inset by the margins", facts: [Facts.defaultMargins],
      inputs: [.layoutMargins])
    tracer.record(
      .readableContentGuideFrame, resolvedView.readableContentGuideFrame,
      rule: "the margins guide, at most "
        + "\(PointNotation.format(assumptions.readableContentWidth)) wide, centred",
      facts: [Facts.readableWidth], inputs: [.layoutMarginsGuideFrame])
  }

  /// The table view's cell for the given table geometry: the one place its
  /// inputs are gathered, for ``resolve(tracer:)`` and ``tableViewCell(in:)``.
  func tableViewCell(
    tableBoundsSize: CGSize, adjustedContentInset: Insets, passedSafeAreaInsets: Insets,
    scale: CGFloat, systemMinimum: DirectionalInsets, window: ScreenResolution,
    underNavigationBar: Bool
  ) -> CellResolution {
    // iOS 7 has no layout margins: a cell's content starts 15 pt in.
    let side = screen.iOSVersion < 8 ? LegacyRules.iOS7CellInset : systemMinimum.leading
    // Under Liquid Glass the card and the cells have insets of their own.
    let chrome =
      window.usesLiquidGlass
      ? TableViewRules.glassChrome(
        style: tableView.style, idiom: window.idiom, windowWidth: window.screenSize.width,
        systemMinimumSide: side, underNavigationBar: underNavigationBar,
        padCellSideMargin: assumptions.glassPadCellSideMargin)
      : GlassTableChrome(cardInset: side, cellSideMargin: side)
    var metrics = CellMetrics(
      systemMinimumSideMargin: chrome.cellSideMargin,
      insetGroupedSideInset: assumptions.insetGroupedSideInset ?? chrome.cardInset,
      readableContentWidth: assumptions.readableContentWidth,
      layoutDirection: view.layoutDirection)
    metrics.separatorEndsAtTrailingMargin = window.usesLiquidGlass
    // The section's top gap and header padding, the vertical margins.
    metrics.section = TableSectionRules.layout(
      tableView, iOSVersion: screen.iOSVersion, assumptions: assumptions)
    metrics.verticalMargin = assumptions.cellContentViewVerticalMargin
    metrics.tableLayoutMargins = tableOwnLayoutMargins
    return TableViewRules.cell(
      tableView, tableBoundsSize: tableBoundsSize, adjustedContentInset: adjustedContentInset,
      passedSafeAreaInsets: passedSafeAreaInsets, scale: scale, metrics: metrics)
  }

  /// The table's own `layoutMargins`, where the scene sets them: the chain's
  /// last node's, or the view under test's. They reach its cells
  /// (``Facts/tableMarginsReachCells``).
  var tableOwnLayoutMargins: Insets? {
    if let hierarchy, let last = hierarchy.nodes.last { return last.layoutMargins }
    return view.layoutMargins?.absolute(in: view.layoutDirection)
  }

  /// The content size of the view under test where neither the chain nor the
  /// scene sets one: a table's rows and sections, a flow or compositional
  /// layout's items, from a first pass laid out without one (UIKit's own
  /// layout pass does the same: the layout depends on the adjusted inset,
  /// which depends on the content size); `nil` for any other view.
  func derivedContentSize(
    kind: ViewKind, frameSize: CGSize, safeAreaInsets: Insets, layoutMargins: Insets,
    context: ScrollViewContext, window: ScreenResolution
  ) -> CGSize? {
    switch kind {
    case .tableView:
      return TableSectionRules.contentSize(
        tableView, tableWidth: frameSize.width, iOSVersion: screen.iOSVersion,
        assumptions: assumptions)
    case .collectionView where hasCompositional:
      return compositionalContentSize(
        view: ViewResolution(
          kind: .collectionView, frame: CGRect(origin: .zero, size: frameSize),
          safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
          layoutDirection: view.layoutDirection,
          readableContentWidth: assumptions.readableContentWidth),
        context: context, scale: window.scale,
        systemMinimum: {
          // Only a compositional layout reads the system minimum.
          var silent = NoTrace()
          return RootViewRules.systemMinimumLayoutMargins(
            window, direction: view.layoutDirection, tracer: &silent)
        }())
    case .collectionView:
      return collectionViewContentSize(
        frameSize: frameSize, safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
        context: context)
    default:
      return nil
    }
  }

  /// A collection view's flow-layout content size from a first pass laid out
  /// without one; `nil` when the layout has no last item.
  @inline(never)
  func collectionViewContentSize(
    frameSize: CGSize, safeAreaInsets: Insets, layoutMargins: Insets, context: ScrollViewContext
  ) -> CGSize? {
    var silent = NoTrace()
    let firstPass = ScrollViewRules.resolve(
      scrollView, frameSize: frameSize, safeAreaInsets: safeAreaInsets, contentSize: .zero,
      context: context, assumptions: assumptions, tracer: &silent)
    // The content size does not depend on the pixel grid (origins are
    // rounded, lengths are not), so this pass needs no screen scale.
    let resolved = FlowLayoutRules.resolve(
      collectionView, frameSize: frameSize, adjustedContentInset: firstPass.adjustedContentInset,
      safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins, scale: 1,
      assumptions: assumptions, tracer: &silent)
    return flowLayout(resolved).contentSize
  }

  /// The SwiftUI fold, kept out of line: its modifier list is a
  /// reference-counted value, and only SwiftUI scenes pay for it. The
  /// `safeAreaInset` contents' frames go into `frames` (the fold's nodes
  /// keep them, so that the SwiftUI resolution is plain data).
  @inline(never)
  func resolveSwiftUI<Tracer: DerivationTracer>(
    hostingFrame: CGRect, container: Insets, screenHeight: CGFloat,
    insetContentFrames frames: inout [CGRect], tracer: inout Tracer
  ) -> SwiftUIResolution? {
    swiftUILayout(hostingFrame: hostingFrame, container: container, screenHeight: screenHeight)?
      .resolve(tracer: &tracer, insetContentFrames: &frames)
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
      crossExtent: resolved.crossExtent, singleItemLineCentred: resolved.singleItemLineCentred,
      snapScale: resolved.snapScale, loneLastItemCentred: resolved.loneLastItemCentred)
  }
}
