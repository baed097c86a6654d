import Foundation

extension Scene {
  /// Derives everything UIKit computes from this scene.
  ///
  ///     var scene = Scene()
  ///     scene.view.kind = .scrollView
  ///     scene.view.safeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
  ///     scene.controller.navigationBar = .visible
  ///     scene.resolve().scrollView?.adjustedContentInset  // {64, 0, 49, 0}
  ///
  /// - Complexity: O(1); allocates nothing.
  @inlinable
  public func resolve() -> Resolution {
    var tracer = NoTrace()
    return resolve(tracer: &tracer)
  }

  /// Derives everything UIKit computes from this scene, reporting each step to
  /// `tracer`. With ``NoTrace`` this is ``resolve()``; with a
  /// ``RecordingTracer`` it is the derivation `explain` prints.
  ///
  /// The order is UIKit's own, top-down: the screen and window, the root view,
  /// the view under test, then what a scroll view derives.
  public func resolve<Tracer: DerivationTracer>(tracer: inout Tracer) -> Resolution {
    // The screen. The bare screen's defaults come from the contract.
    let screenSize = screen.screenSize ?? CGSize(width: 375, height: 667)  // contract: bare screen
    tracer.record(
      DerivationStep(
        quantity: "screenSize", value: GeometryNotation.format(screenSize),
        rule: screen.screenSize == nil ? "bare screen" : "given",
        source: screen.screenSize == nil ? Citation.contract : Citation.pinned))
    let scale = screen.scale ?? 2  // contract: bare screen scale
    let windowSafeAreaInsets = EdgeInsets.zero  // contract: a bare screen has zero insets
    tracer.record(
      DerivationStep(
        quantity: "windowSafeAreaInsets", value: windowSafeAreaInsets.description,
        rule: "bare screen: no status bar, no sensor housing", source: Citation.contract))

    // The root view fills the window.
    let rootFrame = CGRect(origin: .zero, size: screenSize)
    let rootSafeAreaInsets: EdgeInsets
    if let pinned = controller.rootSafeAreaInsets {
      rootSafeAreaInsets = pinned
      tracer.record(
        DerivationStep(
          quantity: "rootSafeAreaInsets", value: pinned.description, rule: "given",
          source: Citation.pinned))
    } else {
      rootSafeAreaInsets = windowSafeAreaInsets
      tracer.record(
        DerivationStep(
          quantity: "rootSafeAreaInsets", value: rootSafeAreaInsets.description,
          rule: "the window's safe area", source: Citation.safeAreaInsetsDocs))
    }

    // The view under test: a direct subview of the root view.
    let rootBounds = CGRect(origin: .zero, size: rootFrame.size)
    let frame = view.frame ?? rootBounds
    let safeAreaInsets: EdgeInsets
    if let pinned = view.safeAreaInsets {
      safeAreaInsets = pinned
      tracer.record(
        DerivationStep(
          quantity: "safeAreaInsets", value: pinned.description, rule: "given",
          source: Citation.pinned))
    } else {
      safeAreaInsets = SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: rootBounds, superviewSafeAreaInsets: rootSafeAreaInsets, frame: frame)
      tracer.record(
        DerivationStep(
          quantity: "safeAreaInsets", value: safeAreaInsets.description,
          rule: "overlap of frame \(GeometryNotation.format(frame)) with the root view's "
            + "unsafe margins \(rootSafeAreaInsets)",
          source: Citation.safeAreaInsetsDocs))
    }
    let viewResolution = ViewResolution(
      kind: view.kind, frame: frame, safeAreaInsets: safeAreaInsets)

    let scrollResolution =
      view.kind.isScrollView
      ? resolveScrollView(frameSize: frame.size, safeAreaInsets: safeAreaInsets, tracer: &tracer)
      : nil

    return Resolution(
      screenSize: screenSize, scale: scale, windowSafeAreaInsets: windowSafeAreaInsets,
      rootFrame: rootFrame, rootSafeAreaInsets: rootSafeAreaInsets, view: viewResolution,
      scrollView: scrollResolution)
  }

  @inlinable
  func resolveScrollView<Tracer: DerivationTracer>(
    frameSize: CGSize, safeAreaInsets: EdgeInsets, tracer: inout Tracer
  ) -> ScrollViewResolution {
    let s = scrollView
    let axes = ContentInsetAdjustment.scrollableAxes(
      contentSize: s.contentSize, frameSize: frameSize,
      alwaysBounceHorizontal: s.alwaysBounceHorizontal,
      alwaysBounceVertical: s.alwaysBounceVertical)
    tracer.record(
      DerivationStep(
        quantity: "scrollable axes",
        value:
          "horizontal \(axes.horizontal ? "yes" : "no"), vertical \(axes.vertical ? "yes" : "no")",
        rule: "contentSize \(GeometryNotation.format(s.contentSize)) > frame.size "
          + "\(GeometryNotation.format(frameSize)), or alwaysBounce",
        source: Citation.scrollViewHeader))
    let compatibility = ContentInsetAdjustment.compatibilityRuleHolds(
      isInNavigationController: controller.navigationBar.isInNavigationController,
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
          source: Citation.scrollViewHeader + "; " + Citation.automaticDocs))
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
        source: Citation.adjustedContentInsetDocs + "; " + Citation.scrollViewHeader))
    let offset = ContentInsetAdjustment.restingContentOffset(adjustedContentInset: adjusted)
    tracer.record(
      DerivationStep(
        quantity: "contentOffset", value: GeometryNotation.format(offset),
        rule: "{-adjusted.left, -adjusted.top}", source: Citation.wwdc2018session235))
    let maximum = ContentInsetAdjustment.maximumContentOffset(
      contentSize: s.contentSize, boundsSize: frameSize, adjustedContentInset: adjusted)
    tracer.record(
      DerivationStep(
        quantity: "maximumContentOffset", value: GeometryNotation.format(maximum),
        rule: "max(start, contentSize + adjusted.bottom/right - bounds.size)",
        source: Citation.wwdc2018session235))
    return ScrollViewResolution(
      scrollsHorizontally: axes.horizontal, scrollsVertically: axes.vertical,
      compatibilityRuleHolds: compatibility, adjustedEdges: edges, adjustedContentInset: adjusted,
      contentOffset: offset, maximumContentOffset: maximum)
  }
}
