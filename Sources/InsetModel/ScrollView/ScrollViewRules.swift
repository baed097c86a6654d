import Foundation

/// A scroll view's derived values.
public struct ScrollViewResolution: Sendable, Hashable {
  /// Whether it scrolls horizontally (UIScrollView.h's test).
  public var scrollsHorizontally: Bool
  /// Whether it scrolls vertically (UIScrollView.h's test).
  public var scrollsVertically: Bool
  /// Whether `.automatic`'s backward-compatibility rule holds (it matters only
  /// under `.automatic`).
  public var compatibilityRuleHolds: Bool
  /// The edges on which the safe area was added.
  public var adjustedEdges: RectEdge
  /// `adjustedContentInset`.
  public var adjustedContentInset: Insets
  /// `contentOffset` at rest, scrolled to the top-left.
  @inlinable public var contentOffset: CGPoint {
    ContentInsetAdjustment.restingContentOffset(adjustedContentInset: adjustedContentInset)
  }
  /// The bottom-right end of the scroll range.
  public var maximumContentOffset: CGPoint
  /// What `contentInset` read on iOS 10 with `automaticallyAdjustsScrollViewInsets`.
  public var legacyContentInset: Insets
  /// The safe area it passes on to its subviews: the edges it did not adjust for.
  public var passedSafeAreaInsets: Insets
  /// The content size the scroll view used.
  public var contentSize: CGSize

  /// Creates the scroll view's derived values; ``ScrollViewRules`` derives them.
  public init(
    scrollsHorizontally: Bool, scrollsVertically: Bool, compatibilityRuleHolds: Bool,
    adjustedEdges: RectEdge, adjustedContentInset: Insets,
    maximumContentOffset: CGPoint, legacyContentInset: Insets,
    passedSafeAreaInsets: Insets, contentSize: CGSize
  ) {
    self.scrollsHorizontally = scrollsHorizontally
    self.scrollsVertically = scrollsVertically
    self.compatibilityRuleHolds = compatibilityRuleHolds
    self.adjustedEdges = adjustedEdges
    self.adjustedContentInset = adjustedContentInset
    self.maximumContentOffset = maximumContentOffset
    self.legacyContentInset = legacyContentInset
    self.passedSafeAreaInsets = passedSafeAreaInsets
    self.contentSize = contentSize
  }
}

/// Where a scroll view sits: what `.automatic`'s compatibility rule and
/// iOS 10's automatic insets look at.
public struct ScrollViewContext: Sendable, Hashable {
  /// Inside a navigation controller (bar shown or hidden, or a toolbar).
  public var isInNavigationController: Bool
  /// Inside a tab bar controller.
  public var isInTabBarController: Bool
  /// The view controller's `automaticallyAdjustsScrollViewInsets`.
  public var automaticallyAdjustsScrollViewInsets: Bool
  /// iOS 7–10 `topLayoutGuide.length`.
  public var topLayoutGuide: CGFloat
  /// iOS 7–10 `bottomLayoutGuide.length`.
  public var bottomLayoutGuide: CGFloat
  /// Whether the view bounces vertically unless told otherwise (a table view).
  public var bouncesVerticallyByDefault: Bool
  /// Whether the scene runs iOS 7–10, before safe areas: the scroll view
  /// then uses the `contentInset` `automaticallyAdjustsScrollViewInsets`
  /// wrote (``ScrollViewResolution/legacyContentInset``) where later releases
  /// use `adjustedContentInset`.
  public var beforeSafeAreas: Bool

  /// Creates the context: the containers the scroll view's view controller sits in, its
  /// `automaticallyAdjustsScrollViewInsets`, the iOS 7–10 layout guides' lengths, and whether the
  /// view bounces vertically by default, and whether the scene runs iOS 7–10.
  public init(
    isInNavigationController: Bool, isInTabBarController: Bool,
    automaticallyAdjustsScrollViewInsets: Bool, topLayoutGuide: CGFloat, bottomLayoutGuide: CGFloat,
    bouncesVerticallyByDefault: Bool = false, beforeSafeAreas: Bool = false
  ) {
    self.beforeSafeAreas = beforeSafeAreas
    self.bouncesVerticallyByDefault = bouncesVerticallyByDefault
    self.isInNavigationController = isInNavigationController
    self.isInTabBarController = isInTabBarController
    self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
    self.topLayoutGuide = topLayoutGuide
    self.bottomLayoutGuide = bottomLayoutGuide
  }
}

/// How a scroll view folds its safe area into `adjustedContentInset`, where
/// it rests, how far it scrolls, and what it passes on to its subviews.
public enum ScrollViewRules {
  /// Everything a scroll view derives, each quantity reported to `tracer`.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func resolve<Tracer: DerivationTracer>(
    _ s: ScrollViewSetup, frameSize: CGSize, safeAreaInsets: Insets, contentSize: CGSize,
    context: ScrollViewContext, assumptions: Assumptions, tracer: inout Tracer
  ) -> ScrollViewResolution {
    tracer.record(
      .contentSize, contentSize,
      rule: s.contentSize == nil
        ? "from the rows or the layout (0 × 0 with neither)" : "set by the scene",
      facts: [Facts.scrollableAxes])
    let axes = ContentInsetAdjustment.scrollableAxes(
      contentSize: contentSize, frameSize: frameSize,
      alwaysBounceHorizontal: s.alwaysBounceHorizontal,
      alwaysBounceVertical: s.alwaysBounceVertical ?? context.bouncesVerticallyByDefault)
    // The texts are built only when steps are kept.
    if Tracer.isRecording {
      tracer.record(
        .scrollableAxes,
        DerivedValue.text(
          "horizontal \(axes.horizontal ? "yes" : "no"), vertical \(axes.vertical ? "yes" : "no")"),
        rule: "contentSize \(GeometryNotation.format(contentSize)) > frame.size "
          + "\(GeometryNotation.format(frameSize)), or alwaysBounce"
          + (s.alwaysBounceVertical == nil && context.bouncesVerticallyByDefault
            ? " (a table view bounces vertically by default)" : ""),
        facts: [Facts.scrollableAxes]
          + (context.bouncesVerticallyByDefault ? [Facts.tableViewBouncesVertically] : []),
        inputs: [.contentSize, .frame])
    }
    let compatibility = ContentInsetAdjustment.compatibilityRuleHolds(
      isInNavigationController: context.isInNavigationController,
      isInTabBarController: context.isInTabBarController,
      automaticallyAdjustsScrollViewInsets: context.automaticallyAdjustsScrollViewInsets,
      isContentScrollView: s.isContentScrollView,
      tabBarControllerCounts: assumptions.automaticAdjustsInTabBarController)
    if Tracer.isRecording, s.contentInsetAdjustmentBehavior == .automatic {
      tracer.record(
        .compatibilityRule, DerivedValue.text(compatibility ? "holds" : "does not hold"),
        rule: "in a navigation controller \(context.isInNavigationController ? "yes" : "no"), "
          + "in a tab bar controller \(context.isInTabBarController ? "yes" : "no"), "
          + "automaticallyAdjustsScrollViewInsets "
          + "\(context.automaticallyAdjustsScrollViewInsets ? "yes" : "no"), "
          + "isContentScrollView \(s.isContentScrollView ? "yes" : "no")",
        facts: [Facts.compatibilityRule, Facts.contentScrollView]
          + (context.isInTabBarController ? [Facts.compatibilityInTabBarController] : []),
        inputs: [.navigationBarFrame, .tabBarFrame])
    }
    let edges = ContentInsetAdjustment.adjustedEdges(
      behavior: s.contentInsetAdjustmentBehavior,
      scrollsHorizontally: axes.horizontal, scrollsVertically: axes.vertical,
      compatibilityRuleHolds: compatibility)
    let legacy = legacyContentInset(
      contentInset: s.contentInset, topLayoutGuide: context.topLayoutGuide,
      bottomLayoutGuide: context.bottomLayoutGuide,
      isInContainer: context.isInNavigationController || context.isInTabBarController,
      automaticallyAdjustsScrollViewInsets: context.automaticallyAdjustsScrollViewInsets,
      isContentScrollView: s.isContentScrollView)
    // Before iOS 11 the scroll view uses the contentInset the bars wrote
    // (Facts.legacyContentOffset); from iOS 11 it adds the safe area.
    let adjusted =
      context.beforeSafeAreas
      ? legacy
      : ContentInsetAdjustment.adjustedContentInset(
        contentInset: s.contentInset, safeAreaInsets: safeAreaInsets, adjustedEdges: edges)
    if context.beforeSafeAreas {
      tracer.record(
        .adjustedContentInset, adjusted,
        rule: "before iOS 11: the contentInset automaticallyAdjustsScrollViewInsets wrote "
          + "(legacyContentInset); adjustedContentInset arrived in iOS 11",
        facts: [Facts.legacyContentInset, Facts.legacyVersions], inputs: [.legacyContentInset])
    } else {
      tracer.record(
        .adjustedContentInset, adjusted,
        rule: "contentInset \(s.contentInset) + safeAreaInsets \(safeAreaInsets) on \(edges) "
          + "(.\(s.contentInsetAdjustmentBehavior.rawValue))",
        facts: [Facts.adjustedContentInset, Facts.adjustmentBehaviors],
        inputs: [.safeAreaInsets, .scrollableAxes, .compatibilityRule])
    }
    let offset = ContentInsetAdjustment.restingContentOffset(adjustedContentInset: adjusted)
    tracer.record(
      .contentOffset, offset,
      rule: context.beforeSafeAreas
        ? "{-contentInset.left, -contentInset.top}" : "{-adjusted.left, -adjusted.top}",
      facts: context.beforeSafeAreas ? [Facts.legacyContentOffset] : [Facts.contentOffsetRange],
      inputs: [.adjustedContentInset])
    let maximum = ContentInsetAdjustment.maximumContentOffset(
      contentSize: contentSize, boundsSize: frameSize, adjustedContentInset: adjusted)
    tracer.record(
      .maximumContentOffset, maximum,
      rule: "max(start, contentSize + adjusted.bottom/right - bounds.size)",
      facts: [Facts.contentOffsetRange], inputs: [.adjustedContentInset, .contentSize])
    tracer.record(
      .legacyContentInset, legacy,
      rule:
        "iOS 10: contentInset + {topLayoutGuide \(PointNotation.format(context.topLayoutGuide)), "
        + "0, bottomLayoutGuide \(PointNotation.format(context.bottomLayoutGuide)), 0} for a "
        + "container's content scroll view",
      facts: [Facts.legacyContentInset, Facts.contentScrollView],
      inputs: [.topLayoutGuide, .bottomLayoutGuide])
    let passed = passedSafeAreaInsets(safeAreaInsets: safeAreaInsets, adjustedEdges: edges)
    tracer.record(
      .passedSafeAreaInsets, passed,
      rule: "safeAreaInsets \(safeAreaInsets) on the edges not adjusted for (\(edges) were)",
      facts: [Facts.scrollViewPassesSafeArea], inputs: [.safeAreaInsets, .adjustedContentInset])
    return ScrollViewResolution(
      scrollsHorizontally: axes.horizontal, scrollsVertically: axes.vertical,
      compatibilityRuleHolds: compatibility, adjustedEdges: edges, adjustedContentInset: adjusted,
      maximumContentOffset: maximum, legacyContentInset: legacy, passedSafeAreaInsets: passed,
      contentSize: contentSize)
  }

  /// The safe area a scroll view passes to its subviews: every edge it did
  /// not fold into `adjustedContentInset`. An edge it adjusted for is already
  /// kept clear by the content inset, so its subviews see none of it; with
  /// `.never` nothing is folded and the scroll view passes everything on, like
  /// a plain view (``Facts/scrollViewPassesSafeArea``).
  ///
  ///     ScrollViewRules.passedSafeAreaInsets(
  ///       safeAreaInsets: Insets(top: 0, left: 44, bottom: 21, right: 44),
  ///       adjustedEdges: .vertical)
  ///     // {0, 44, 0, 44}
  @inlinable
  public static func passedSafeAreaInsets(safeAreaInsets: Insets, adjustedEdges: RectEdge)
    -> Insets
  {
    safeAreaInsets.masked(to: RectEdge.all.subtracting(adjustedEdges))
  }

  /// The contentInset iOS 10's `automaticallyAdjustsScrollViewInsets` wrote:
  /// the app's `contentInset` plus the layout guides on top and bottom, for
  /// the content scroll view of a view controller in a navigation or tab bar
  /// controller (``Facts/legacyContentInset``: `{64, 0, 49, 0}` on an iPhone 8
  /// with both bars). Under an opaque bar the root view is not under the bar,
  /// the guide is 0 and nothing is added.
  @inlinable
  public static func legacyContentInset(
    contentInset: Insets, topLayoutGuide: CGFloat, bottomLayoutGuide: CGFloat,
    isInContainer: Bool, automaticallyAdjustsScrollViewInsets: Bool, isContentScrollView: Bool
  ) -> Insets {
    guard isInContainer, automaticallyAdjustsScrollViewInsets, isContentScrollView else {
      return contentInset
    }
    return contentInset
      + Insets(top: topLayoutGuide, left: 0, bottom: bottomLayoutGuide, right: 0)
  }
}
