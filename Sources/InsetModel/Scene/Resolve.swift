import Foundation

extension Scene {
  /// Derives everything UIKit computes from this scene.
  ///
  ///     var scene = Scene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone 8")
  ///     scene.controller.navigationBar = .visible
  ///     scene.controller.tabBar = .visible
  ///     scene.view.kind = .scrollView
  ///     scene.resolve().scrollView?.adjustedContentInset  // {64, 0, 49, 0}
  ///
  /// - Complexity: O(1). A scene without a table, collection view, SwiftUI
  ///   chain or child view controller allocates nothing; with one, its part is
  ///   boxed once.
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
    let rootSafeAreaInsets: EdgeInsets
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
    func rootMargins(_ safe: EdgeInsets) -> EdgeInsets {
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
    let safeAreaInsets: EdgeInsets
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
    // The view's layout margins.
    let ownMargins = view.layoutMargins?.absolute(in: direction) ?? EdgeInsets(all: 8)  // AD: 8 pt default
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
      var resolved = resolveScrollView(
        frameSize: frame.size, safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
        containers: containers, scale: screenResolution.scale, systemMinimum: systemMinimum,
        contentSize: scrollView.contentSize ?? .zero, tracer: &tracer)
      // A collection view's content size is its layout's, which depends on the
      // adjusted inset, and a table's is its rows': resolve once more with it
      // (UIKit's own layout pass does the same).
      let derivedSize =
        view.kind == .tableView
        ? tableView.contentSize(tableWidth: frame.width) : resolved.flowLayout?.contentSize
      if scrollView.contentSize == nil, let layoutSize = derivedSize {
        resolved = resolveScrollView(
          frameSize: frame.size, safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
          containers: containers, scale: screenResolution.scale, systemMinimum: systemMinimum,
          contentSize: layoutSize, tracer: &tracer)
      }
      scrollResolution = resolved
    }

    // A SwiftUI scene fills the root view, its hosting view.
    var swiftUIResolution: SwiftUIResolution?
    if let setup = swiftUI {
      let layout = SwiftUILayout(
        setup: setup, hostingFrame: containers.rootFrame, container: rootSafeAreaInsets,
        keyboard: SwiftUILayout.keyboardRegion(
          height: setup.keyboardHeight, screenHeight: screenResolution.screenSize.height,
          hostingFrame: containers.rootFrame),
        direction: view.layoutDirection,
        defaultSpacing: assumptions.safeAreaInsetDefaultSpacing,
        defaultPadding: assumptions.defaultPadding)
      let result = layout.fold()
      tracer.record(
        DerivationStep(
          quantity: "SwiftUI frame", value: GeometryNotation.format(result.frame),
          rule: "\(setup.modifiers.count) modifiers folded outermost first over the hosting view "
            + "\(GeometryNotation.format(containers.rootFrame)) with container \(rootSafeAreaInsets) "
            + "and keyboard \(layout.keyboard)",
          source: "uikit-facts §9; SEED 000, 001, 003", inputs: ["rootSafeAreaInsets", "rootFrame"])
      )
      tracer.record(
        DerivationStep(
          quantity: "SwiftUI safeAreaInsets", value: result.safeAreaInsets.description,
          rule: "how far the safe area reaches into the innermost view's frame",
          source: "SEED 000 (GeometryReader)", inputs: ["SwiftUI frame"]))
      swiftUIResolution = SwiftUIResolution(
        layout: layout, frame: result.frame, safeAreaInsets: result.safeAreaInsets)
    }

    return Resolution(
      screen: screenResolution, containers: containers, rootSafeAreaInsets: rootSafeAreaInsets,
      systemMinimumLayoutMargins: systemMinimum, rootLayoutMargins: rootLayoutMargins,
      child: childResolution, view: viewResolution, scrollView: scrollResolution,
      swiftUI: swiftUIResolution)
  }

  /// Whether the view controller is in a navigation controller: a navigation
  /// bar, shown or hidden, or a toolbar (which implies one).
  @inlinable
  var isInNavigationController: Bool {
    controller.navigationBar.isInNavigationController || controller.toolbar == .visible
  }

  @inlinable
  func resolveScrollView<Tracer: DerivationTracer>(
    frameSize: CGSize, safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets,
    containers: ContainerResolution, scale: CGFloat, systemMinimum: DirectionalEdgeInsets,
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
    var cell: CellResolution?
    if view.kind == .tableView {
      let side = systemMinimum.leading
      let c = TableViewRules.cell(
        tableView, tableBoundsSize: frameSize, adjustedContentInset: adjusted,
        passedSafeAreaInsets: passed, scale: scale,
        cappedAtSize: assumptions.subviewSafeAreaCappedAtSize,
        metrics: CellMetrics(
          systemMinimumSideMargin: side,
          insetGroupedSideInset: assumptions.insetGroupedSideInset ?? side,
          readableContentWidth: assumptions.readableContentWidth,
          layoutDirection: view.layoutDirection))
      tracer.record(
        DerivationStep(
          quantity: "cellContentViewFrame", value: GeometryNotation.format(c.contentViewFrame),
          rule: "row \(tableView.row) cell safe area \(c.safeAreaInsets), left and right only"
            + (tableView.insetsContentViewsToSafeArea ? "" : " (not applied)")
            + (tableView.separatorStyle == .singleLine ? ", minus a one-pixel separator" : ""),
          source: "AD insetsContentViewsToSafeArea; W235 ~2112; uikit-facts §5",
          inputs: ["passedSafeAreaInsets", "adjustedContentInset"]))
      cell = c
    }
    var flowLayout: FlowLayout?
    if view.kind == .collectionView {
      let flow = collectionView
      let effective = FlowLayout.effectiveSectionInset(
        sectionInset: flow.sectionInset, reference: flow.sectionInsetReference,
        adjustedContentInset: adjusted, safeAreaInsets: safeAreaInsets,
        layoutMargins: layoutMargins)
      let cross =
        flow.scrollDirection == .vertical
        ? frameSize.width - adjusted.horizontal : frameSize.height - adjusted.vertical
      let layout = FlowLayout(
        flow, effectiveSectionInset: effective, crossExtent: cross,
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
          quantity: "itemsPerLine", value: String(layout.itemsInFirstLine),
          rule: "items of \(GeometryNotation.format(flow.itemSize)) with at least "
            + "\(PointNotation.format(flow.minimumInteritemSpacing)) between them in "
            + "\(PointNotation.format(cross)) less the section inset",
          source: "Collection View Programming Guide; uikit-facts §6",
          inputs: ["effectiveSectionInset"]))
      flowLayout = layout
    }
    return ScrollViewResolution(
      scrollsHorizontally: axes.horizontal, scrollsVertically: axes.vertical,
      compatibilityRuleHolds: compatibility, adjustedEdges: edges, adjustedContentInset: adjusted,
      maximumContentOffset: maximum, legacyContentInset: legacy,
      passedSafeAreaInsets: passed, cell: cell, flowLayout: flowLayout, contentSize: contentSize)
  }
}
