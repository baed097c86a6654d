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
  /// the root view, the view under test, then what a scroll view derives.
  @inline(__always)
  public func resolve<Tracer: DerivationTracer>(tracer: inout Tracer) -> Resolution {
    // The window.
    let screenResolution = ScreenRules.resolve(
      screen, assumptions: assumptions, forceStatusBar: controller.navigationBar == .visible)
    tracer.record(
      DerivationStep(
        quantity: "windowSafeAreaInsets", value: screenResolution.windowSafeAreaInsets.description,
        rule: screen.device.map {
          "\($0.name), \(screen.orientation.rawValue), status bar "
            + (screenResolution.isStatusBarVisible ? "visible" : "hidden")
        } ?? "bare screen: no status bar, no sensor housing",
        source: screen.device?.sources ?? Citation.contract))

    // The bars and the root view.
    let containers = ContainerRules.resolve(
      screen: screenResolution, controller: controller, assumptions: assumptions)
    if let bar = containers.navigationBarFrame {
      tracer.record(
        DerivationStep(
          quantity: "navigationBarFrame", value: GeometryNotation.format(bar),
          rule:
            "from the safe-area top \(PointNotation.format(screenResolution.windowSafeAreaInsets.top))"
            + (screenResolution.navigationBarOverlap > 0
              && assumptions.navigationBarOverlapsDynamicIsland
              ? " less the island overlap \(PointNotation.format(screenResolution.navigationBarOverlap))"
              : "")
            + ", \(PointNotation.format(bar.height)) tall for \(screenResolution.idiom.rawValue), "
            + "\(screenResolution.sizeClasses.horizontal.rawValue) width, "
            + "\(screenResolution.sizeClasses.vertical.rawValue) height"
            + (controller.prefersLargeTitles ? ", large title" : ""),
          source: "uikit-facts §2 (bar heights)", inputs: ["windowSafeAreaInsets"]))
    }
    if let bar = containers.tabBarFrame {
      tracer.record(
        DerivationStep(
          quantity: "tabBarFrame", value: GeometryNotation.format(bar),
          rule:
            "\(PointNotation.format(bar.height - screenResolution.homeIndicatorInset)) + home indicator "
            + "\(PointNotation.format(screenResolution.homeIndicatorInset)), at the bottom",
          source: "uikit-facts §2 (bar heights)", inputs: ["windowSafeAreaInsets"]))
    }
    if let bar = containers.toolbarFrame {
      tracer.record(
        DerivationStep(
          quantity: "toolbarFrame", value: GeometryNotation.format(bar),
          rule: controller.tabBar == .visible
            ? "above the tab bar, no home indicator" : "at the bottom, home indicator included",
          source: "uikit-facts §2 (bar heights)", inputs: ["windowSafeAreaInsets", "tabBarFrame"]))
    }
    let barInputs = ["navigationBarFrame", "tabBarFrame", "toolbarFrame"]
    tracer.record(
      DerivationStep(
        quantity: "rootFrame", value: GeometryNotation.format(containers.rootFrame),
        rule: "the screen, less the bars it does not extend under (translucent "
          + "\(controller.isTranslucent ? "yes" : "no"), edgesForExtendedLayout "
          + "\(controller.edgesForExtendedLayout), extendedLayoutIncludesOpaqueBars "
          + "\(controller.extendedLayoutIncludesOpaqueBars ? "yes" : "no"))",
        source: "AD edgesForExtendedLayout; uikit-facts §2", inputs: barInputs))
    tracer.record(
      DerivationStep(
        quantity: "topLayoutGuide", value: PointNotation.format(containers.topLayoutGuide),
        rule: "from the root view's top to the bottom of the lowest bar over it",
        source: "AD/uilayoutsupport-length", inputs: ["navigationBarFrame", "rootFrame"]))
    tracer.record(
      DerivationStep(
        quantity: "bottomLayoutGuide", value: PointNotation.format(containers.bottomLayoutGuide),
        rule: "from the root view's bottom to the top of the bar over it",
        source: "AD/uilayoutsupport-length", inputs: ["tabBarFrame", "toolbarFrame", "rootFrame"]))
    let rootSafeAreaInsets: Insets
    if let pinned = controller.rootSafeAreaInsets {
      rootSafeAreaInsets = pinned
      tracer.record(.pinned("rootSafeAreaInsets", pinned))
    } else {
      rootSafeAreaInsets = containers.barsSafeAreaInsets + controller.additionalSafeAreaInsets
      tracer.record(
        DerivationStep(
          quantity: "rootSafeAreaInsets", value: rootSafeAreaInsets.description,
          rule: "window and bars \(containers.barsSafeAreaInsets) over root frame "
            + "\(GeometryNotation.format(containers.rootFrame)) + additionalSafeAreaInsets "
            + "\(controller.additionalSafeAreaInsets)",
          source: Citation.safeAreaInsetsDocs + "; uikit-facts §2",
          inputs: ["windowSafeAreaInsets", "rootFrame"] + barInputs))
    }

    // Layout margins of the root view: the system minimum, then the safe area.
    let direction = view.layoutDirection
    let systemMinimum = LayoutMarginRules.systemMinimumLayoutMargins(
      horizontalSizeClass: screenResolution.sizeClasses.horizontal)
    func rootMargins(_ safe: Insets) -> Insets {
      LayoutMarginRules.rootLayoutMargins(
        own: controller.rootDirectionalLayoutMargins ?? .zero, systemMinimum: systemMinimum,
        respectsSystemMinimum: controller.viewRespectsSystemMinimumLayoutMargins,
        safeAreaInsets: safe, insetsFromSafeArea: true, direction: direction)
    }
    let rootLayoutMargins = rootMargins(rootSafeAreaInsets)
    tracer.record(
      DerivationStep(
        quantity: "rootLayoutMargins", value: rootLayoutMargins.description,
        rule:
          "max(own \(controller.rootDirectionalLayoutMargins ?? .zero), systemMinimumLayoutMargins "
          + "\(systemMinimum)) + safeAreaInsets \(rootSafeAreaInsets)",
        source: "AD/uiview-layoutmargins; AD/uiviewcontroller/systemminimumlayoutmargins",
        inputs: ["rootSafeAreaInsets"]))

    // One level of containment: a child view controller's root view inherits
    // its overlap of the parent's safe area, then adds its own
    // additionalSafeAreaInsets (W235 ~315; AD/uiview-safeareainsets).
    let rootBounds = CGRect(origin: .zero, size: containers.rootFrame.size)
    var superviewBounds = rootBounds
    var superviewSafeAreaInsets = rootSafeAreaInsets
    var superviewMargins = rootLayoutMargins
    var childResolution: ChildResolution?
    if let child = controller.child {
      let childFrame = child.frame ?? rootBounds
      let inherited = SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: rootBounds, superviewSafeAreaInsets: rootSafeAreaInsets,
        frame: childFrame, cappedAtSize: assumptions.subviewSafeAreaCappedAtSize)
      let childSafe = inherited + child.additionalSafeAreaInsets
      tracer.record(
        DerivationStep(
          quantity: "childSafeAreaInsets", value: childSafe.description,
          rule:
            "overlap \(inherited) of frame \(GeometryNotation.format(childFrame)) + the child's "
            + "additionalSafeAreaInsets \(child.additionalSafeAreaInsets)",
          source: Citation.wwdc2018session235 + " ~315", inputs: ["rootSafeAreaInsets"]))
      let childMargins = rootMargins(childSafe)
      childResolution = ChildResolution(
        frame: childFrame, safeAreaInsets: childSafe, layoutMargins: childMargins)
      superviewBounds = CGRect(origin: .zero, size: childFrame.size)
      superviewSafeAreaInsets = childSafe
      superviewMargins = childMargins
    }

    // The view under test: a direct subview of the root view (or the child's).
    let frame = view.frame ?? superviewBounds
    let safeAreaInsets: Insets
    if let pinned = view.safeAreaInsets {
      safeAreaInsets = pinned
      tracer.record(.pinned("safeAreaInsets", pinned))
    } else {
      safeAreaInsets = SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: superviewBounds, superviewSafeAreaInsets: superviewSafeAreaInsets,
        frame: frame, cappedAtSize: assumptions.subviewSafeAreaCappedAtSize)
      tracer.record(
        DerivationStep(
          quantity: "safeAreaInsets", value: safeAreaInsets.description,
          rule: "overlap of frame \(GeometryNotation.format(frame)) with the superview's "
            + "unsafe margins \(superviewSafeAreaInsets)",
          source: Citation.safeAreaInsetsDocs,
          inputs: [controller.child == nil ? "rootSafeAreaInsets" : "childSafeAreaInsets"]))
    }
    // The view's layout margins; its own default 8 pt on every edge (AD).
    let ownMargins = view.layoutMargins?.absolute(in: direction) ?? Insets(all: 8)
    let layoutMargins = LayoutMarginRules.layoutMargins(
      own: ownMargins, safeAreaInsets: safeAreaInsets,
      insetsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
      preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins,
      superviewLayoutMargins: superviewMargins, superviewBounds: superviewBounds, frame: frame)
    tracer.record(
      DerivationStep(
        quantity: "layoutMargins", value: layoutMargins.description,
        rule: "own \(ownMargins)"
          + (view.insetsLayoutMarginsFromSafeArea ? " + safeAreaInsets \(safeAreaInsets)" : "")
          + (view.preservesSuperviewLayoutMargins
            ? ", at least the superview's \(superviewMargins) less the distance to its edges" : ""),
        source: "AD/uiview-layoutmargins; HDR UIView.h (preserves: inferred)",
        inputs: ["safeAreaInsets", "rootLayoutMargins"]))
    let viewResolution = ViewResolution(
      kind: view.kind, frame: frame, safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
      layoutDirection: direction, readableContentWidth: assumptions.readableContentWidth)

    var scrollResolution: ScrollViewResolution?
    if view.kind.isScrollView {
      // A table's content size is its rows'. A collection view's is its
      // layout's, which depends on the adjusted inset, which depends on the
      // content size: a first pass without it gives the layout (UIKit's own
      // layout pass does the same).
      let contentSize =
        scrollView.contentSize
        ?? (view.kind == .tableView
          ? tableView.contentSize(tableWidth: frame.width)
          : view.kind == .collectionView
            ? collectionViewContentSize(
              frameSize: frame.size, safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
              containers: containers, scale: screenResolution.scale, systemMinimum: systemMinimum,
              tracer: &tracer)
            : nil) ?? .zero
      scrollResolution = resolveScrollView(
        frameSize: frame.size, safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
        containers: containers, scale: screenResolution.scale, systemMinimum: systemMinimum,
        contentSize: contentSize, tracer: &tracer)
    }

    // A SwiftUI scene fills the root view, its hosting view.
    let swiftUIResolution =
      swiftUI == nil
      ? nil
      : resolveSwiftUI(
        hostingFrame: containers.rootFrame, container: rootSafeAreaInsets,
        screenHeight: screenResolution.screenSize.height, tracer: &tracer)

    return Resolution(
      screen: screenResolution, containers: containers, rootSafeAreaInsets: rootSafeAreaInsets,
      systemMinimumLayoutMargins: systemMinimum, rootLayoutMargins: rootLayoutMargins,
      child: childResolution, view: viewResolution, scrollView: scrollResolution,
      swiftUI: swiftUIResolution)
  }

  /// The table view's cell for the given table geometry: the one place its
  /// inputs are gathered, for ``resolve(tracer:)`` and ``tableViewCell(in:)``.
  func tableViewCell(
    tableBoundsSize: CGSize, adjustedContentInset: Insets, passedSafeAreaInsets: Insets,
    scale: CGFloat, systemMinimum: DirectionalInsets
  ) -> CellResolution {
    let side = systemMinimum.leading
    return TableViewRules.cell(
      tableView, tableBoundsSize: tableBoundsSize, adjustedContentInset: adjustedContentInset,
      passedSafeAreaInsets: passedSafeAreaInsets, scale: scale,
      cappedAtSize: assumptions.subviewSafeAreaCappedAtSize,
      metrics: CellMetrics(
        systemMinimumSideMargin: side,
        insetGroupedSideInset: assumptions.insetGroupedSideInset ?? side,
        readableContentWidth: assumptions.readableContentWidth,
        layoutDirection: view.layoutDirection))
  }

  /// The derivation step of a table view's cell.
  func cellStep(_ c: CellResolution) -> DerivationStep {
    DerivationStep(
      quantity: "cellContentViewFrame", value: GeometryNotation.format(c.contentViewFrame),
      rule: "row \(tableView.row) cell safe area \(c.safeAreaInsets), left and right only"
        + (tableView.insetsContentViewsToSafeArea ? "" : " (not applied)")
        + (tableView.separatorStyle == .singleLine ? ", minus a one-pixel separator" : ""),
      source: "AD insetsContentViewsToSafeArea; W235 ~2112; uikit-facts §5",
      inputs: ["passedSafeAreaInsets", "adjustedContentInset"])
  }

  /// A collection view's content size from a first pass laid out without
  /// one; `nil` when the layout has no last item.
  @inline(never)
  func collectionViewContentSize<Tracer: DerivationTracer>(
    frameSize: CGSize, safeAreaInsets: Insets, layoutMargins: Insets,
    containers: ContainerResolution, scale: CGFloat, systemMinimum: DirectionalInsets,
    tracer: inout Tracer
  ) -> CGSize? {
    let firstPass = resolveScrollView(
      frameSize: frameSize, safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
      containers: containers, scale: scale, systemMinimum: systemMinimum, contentSize: .zero,
      tracer: &tracer)
    return firstPass.flowLayout.flatMap { flowLayout($0).contentSize }
  }

  /// The SwiftUI fold, kept out of line: its modifier list is the one
  /// reference-counted value a resolve touches, and only SwiftUI scenes pay
  /// for it.
  @inline(never)
  func resolveSwiftUI<Tracer: DerivationTracer>(
    hostingFrame: CGRect, container: Insets, screenHeight: CGFloat, tracer: inout Tracer
  ) -> SwiftUIResolution? {
    guard
      let layout = swiftUILayout(
        hostingFrame: hostingFrame, container: container, screenHeight: screenHeight)
    else { return nil }
    let result = layout.fold()
    tracer.record(
      DerivationStep(
        quantity: "SwiftUI frame", value: GeometryNotation.format(result.frame),
        rule: "\(layout.setup.modifiers.count) modifiers folded outermost first over the hosting "
          + "view \(GeometryNotation.format(hostingFrame)) with container \(container) and keyboard "
          + "\(layout.keyboard)",
        source: "uikit-facts §9; SEED 000, 001, 003", inputs: ["rootSafeAreaInsets", "rootFrame"]))
    tracer.record(
      DerivationStep(
        quantity: "SwiftUI safeAreaInsets", value: result.safeAreaInsets.description,
        rule: "how far the safe area reaches into the innermost view's frame",
        source: "SEED 000 (GeometryReader)", inputs: ["SwiftUI frame"]))
    return SwiftUIResolution(frame: result.frame, safeAreaInsets: result.safeAreaInsets)
  }

  /// The SwiftUI fold over a hosting view: the one place its inputs are
  /// gathered, for ``resolve(tracer:)`` and ``swiftUILayout(in:)``.
  func swiftUILayout(hostingFrame: CGRect, container: Insets, screenHeight: CGFloat)
    -> SwiftUILayout?
  {
    guard let setup = swiftUI else { return nil }
    return SwiftUILayout(
      setup: setup, hostingFrame: hostingFrame, container: container,
      keyboard: SwiftUILayout.keyboardRegion(
        height: setup.keyboardHeight, screenHeight: screenHeight, hostingFrame: hostingFrame),
      direction: view.layoutDirection, defaultSpacing: assumptions.safeAreaInsetDefaultSpacing,
      defaultPadding: assumptions.defaultPadding)
  }

  /// The flow layout of this scene's collection view with `resolved`'s
  /// numbers: the one place it is built, for ``resolve(tracer:)`` and
  /// ``flowLayout(in:)``.
  func flowLayout(_ resolved: FlowLayoutResolution) -> FlowLayout {
    FlowLayout(
      collectionView, effectiveSectionInset: resolved.effectiveSectionInset,
      crossExtent: resolved.crossExtent, singleItemLineCentred: resolved.singleItemLineCentred)
  }

  /// Whether the view controller is in a navigation controller: a navigation
  /// bar, shown or hidden, or a toolbar (which implies one).
  @inlinable
  var isInNavigationController: Bool {
    controller.navigationBar.isInNavigationController || controller.toolbar == .visible
  }

  func resolveScrollView<Tracer: DerivationTracer>(
    frameSize: CGSize, safeAreaInsets: Insets, layoutMargins: Insets,
    containers: ContainerResolution, scale: CGFloat, systemMinimum: DirectionalInsets,
    contentSize: CGSize, tracer: inout Tracer
  ) -> ScrollViewResolution {
    let s = scrollView
    let axes = ContentInsetAdjustment.scrollableAxes(
      contentSize: contentSize, frameSize: frameSize,
      alwaysBounceHorizontal: s.alwaysBounceHorizontal,
      alwaysBounceVertical: s.alwaysBounceVertical)
    tracer.record(
      DerivationStep(
        quantity: "scrollable axes",
        value:
          "horizontal \(axes.horizontal ? "yes" : "no"), vertical \(axes.vertical ? "yes" : "no")",
        rule: "contentSize \(GeometryNotation.format(contentSize)) > frame.size "
          + "\(GeometryNotation.format(frameSize)), or alwaysBounce",
        source: Citation.scrollViewHeader))
    let compatibility = ContentInsetAdjustment.compatibilityRuleHolds(
      isInNavigationController: isInNavigationController,
      isInTabBarController: controller.tabBar.isInTabBarController,
      automaticallyAdjustsScrollViewInsets: controller.automaticallyAdjustsScrollViewInsets,
      isContentScrollView: s.isContentScrollView,
      tabBarControllerCounts: assumptions.automaticAdjustsInTabBarController)
    if s.contentInsetAdjustmentBehavior == .automatic {
      tracer.record(
        DerivationStep(
          quantity: ".automatic compatibility rule",
          value: compatibility ? "holds" : "does not hold",
          rule: "navigationBar \(controller.navigationBar.rawValue), tabBar "
            + "\(controller.tabBar.rawValue), automaticallyAdjustsScrollViewInsets "
            + "\(controller.automaticallyAdjustsScrollViewInsets ? "yes" : "no"), "
            + "isContentScrollView \(s.isContentScrollView ? "yes" : "no")",
          source: Citation.scrollViewHeader + "; " + Citation.automaticDocs,
          inputs: ["navigationBarFrame"]))
    }
    let edges = ContentInsetAdjustment.adjustedEdges(
      behavior: s.contentInsetAdjustmentBehavior,
      scrollsHorizontally: axes.horizontal, scrollsVertically: axes.vertical,
      compatibilityRuleHolds: compatibility)
    let adjusted = ContentInsetAdjustment.adjustedContentInset(
      contentInset: s.contentInset, safeAreaInsets: safeAreaInsets, adjustedEdges: edges)
    tracer.record(
      DerivationStep(
        quantity: "adjustedContentInset", value: adjusted.description,
        rule: "contentInset \(s.contentInset) + safeAreaInsets \(safeAreaInsets) on \(edges) "
          + "(.\(s.contentInsetAdjustmentBehavior.rawValue))",
        source: Citation.adjustedContentInsetDocs + "; " + Citation.scrollViewHeader,
        inputs: ["safeAreaInsets", "scrollable axes", ".automatic compatibility rule"]))
    let offset = ContentInsetAdjustment.restingContentOffset(adjustedContentInset: adjusted)
    tracer.record(
      DerivationStep(
        quantity: "contentOffset", value: GeometryNotation.format(offset),
        rule: "{-adjusted.left, -adjusted.top}", source: Citation.wwdc2018session235,
        inputs: ["adjustedContentInset"]))
    let maximum = ContentInsetAdjustment.maximumContentOffset(
      contentSize: contentSize, boundsSize: frameSize, adjustedContentInset: adjusted)
    tracer.record(
      DerivationStep(
        quantity: "maximumContentOffset", value: GeometryNotation.format(maximum),
        rule: "max(start, contentSize + adjusted.bottom/right - bounds.size)",
        source: Citation.wwdc2018session235, inputs: ["adjustedContentInset"]))
    let legacy = ContainerRules.legacyContentInset(
      contentInset: s.contentInset, topLayoutGuide: containers.topLayoutGuide,
      bottomLayoutGuide: containers.bottomLayoutGuide,
      isInContainer: isInNavigationController || controller.tabBar.isInTabBarController,
      automaticallyAdjustsScrollViewInsets: controller.automaticallyAdjustsScrollViewInsets,
      isContentScrollView: s.isContentScrollView)
    tracer.record(
      DerivationStep(
        quantity: "legacyContentInset", value: legacy.description,
        rule:
          "iOS 10: contentInset + {topLayoutGuide \(PointNotation.format(containers.topLayoutGuide)), "
          + "0, bottomLayoutGuide \(PointNotation.format(containers.bottomLayoutGuide)), 0} "
          + "for a container's content scroll view",
        source: "SEED 002; uikit-facts §4", inputs: ["topLayoutGuide", "bottomLayoutGuide"]))
    let passed = TableViewRules.passedSafeAreaInsets(
      safeAreaInsets: safeAreaInsets, adjustedEdges: edges)
    tracer.record(
      DerivationStep(
        quantity: "passedSafeAreaInsets", value: passed.description,
        rule: "safeAreaInsets \(safeAreaInsets) on the edges not adjusted for (\(edges) were)",
        source: Citation.wwdc2018session235 + " ~1290-1334",
        inputs: ["safeAreaInsets", "adjustedContentInset"]))
    if view.kind == .tableView {
      // The cell is asked of the scene (``tableViewCell(in:)``); here it is
      // derived only for a tracer that keeps the step.
      tracer.record(
        cellStep(
          tableViewCell(
            tableBoundsSize: frameSize, adjustedContentInset: adjusted,
            passedSafeAreaInsets: passed, scale: scale, systemMinimum: systemMinimum)))
    }
    var flowLayout: FlowLayoutResolution?
    if view.kind == .collectionView {
      flowLayout = resolveFlowLayout(
        frameSize: frameSize, adjusted: adjusted, safeAreaInsets: safeAreaInsets,
        layoutMargins: layoutMargins, tracer: &tracer)
    }
    return ScrollViewResolution(
      scrollsHorizontally: axes.horizontal, scrollsVertically: axes.vertical,
      compatibilityRuleHolds: compatibility, adjustedEdges: edges, adjustedContentInset: adjusted,
      maximumContentOffset: maximum, legacyContentInset: legacy,
      passedSafeAreaInsets: passed, flowLayout: flowLayout, contentSize: contentSize)
  }

  @inline(never)
  func resolveFlowLayout<Tracer: DerivationTracer>(
    frameSize: CGSize, adjusted: Insets, safeAreaInsets: Insets, layoutMargins: Insets,
    tracer: inout Tracer
  ) -> FlowLayoutResolution {
    let flow = collectionView
    let effective = FlowLayout.effectiveSectionInset(
      sectionInset: flow.sectionInset, reference: flow.sectionInsetReference,
      adjustedContentInset: adjusted, safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins)
    let cross =
      flow.scrollDirection == .vertical
      ? frameSize.width - adjusted.horizontal : frameSize.height - adjusted.vertical
    let resolved = FlowLayoutResolution(
      effectiveSectionInset: effective, crossExtent: cross,
      singleItemLineCentred: assumptions.singleItemLineCentred)
    tracer.record(
      DerivationStep(
        quantity: "effectiveSectionInset", value: effective.description,
        rule: "max(adjustedContentInset \(adjusted), \(flow.sectionInsetReference.rawValue) + "
          + "sectionInset \(flow.sectionInset)) - adjustedContentInset",
        source: "HDR UICollectionViewFlowLayout.h",
        inputs: ["adjustedContentInset", "safeAreaInsets", "layoutMargins"]))
    tracer.record(
      DerivationStep(
        quantity: "itemsPerLine", value: String(flowLayout(resolved).itemsInFirstLine),
        rule: "items of \(GeometryNotation.format(flow.itemSize)) with at least "
          + "\(PointNotation.format(flow.minimumInteritemSpacing)) between them in "
          + "\(PointNotation.format(cross)) less the section inset",
        source: "Collection View Programming Guide; uikit-facts §6",
        inputs: ["effectiveSectionInset"]))
    return resolved
  }
}
