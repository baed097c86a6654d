import Foundation

/// The formulas of `UIScrollView`'s inset adjustment, as pure functions.
///
/// Each takes plain values and allocates nothing, so the benchmark can hold
/// them against the same arithmetic written inline.
///
/// The picture, for the vertical axis (the horizontal one is the same with
/// left and right):
///
///     ┌────────────── bounds ──────────────┐  ─┬─ contentOffset.y = -adjusted.top
///     │  safe area top (bars, status bar)  │   │  adjusted.top
///     │  contentInset.top                  │   │  = contentInset.top + safe.top
///     ├──── content y = 0 ─────────────────┤  ─┴─ (when the top edge is adjusted)
///     │                                    │
public enum ContentInsetAdjustment {
  /// Whether the scroll view scrolls along each axis, in UIScrollView.h's
  /// words: "contentSize.width/height > frame.size.width/height or
  /// alwaysBounceHorizontal/Vertical = YES". The comparison is strict and
  /// ignores the insets.
  ///
  ///     ContentInsetAdjustment.scrollableAxes(
  ///       contentSize: CGSize(width: 375, height: 2000),
  ///       frameSize: CGSize(width: 375, height: 812),
  ///       alwaysBounceHorizontal: false, alwaysBounceVertical: false)
  ///     // (horizontal: false, vertical: true)
  @inlinable
  public static func scrollableAxes(
    contentSize: CGSize, frameSize: CGSize,
    alwaysBounceHorizontal: Bool, alwaysBounceVertical: Bool
  ) -> (horizontal: Bool, vertical: Bool) {
    // [hdr-uiscrollview], UIScrollViewContentInsetAdjustmentScrollableAxes.
    (
      horizontal: contentSize.width > frameSize.width || alwaysBounceHorizontal,
      vertical: contentSize.height > frameSize.height || alwaysBounceVertical
    )
  }

  /// Whether `.automatic`'s backward-compatibility rule holds: the scroll view
  /// is the content scroll view of a view controller with
  /// `automaticallyAdjustsScrollViewInsets` inside a navigation controller (bar
  /// visible or hidden), or, under the documented assumption, a tab bar
  /// controller.
  ///
  /// Sources: [hdr-uiscrollview] ("inside a navigation controller");
  /// [ad-contentinsetadjustmentbehavior-automatic] ("displayed by a navigation or tab bar controller");
  /// [wwdc18-235] ~1519 s (setting `automaticallyAdjustsScrollViewInsets` to false makes
  /// `.automatic` act as `.scrollableAxes`); [safe-area-adaptation] (only the first subview).
  @inlinable
  public static func compatibilityRuleHolds(
    isInNavigationController: Bool, isInTabBarController: Bool,
    automaticallyAdjustsScrollViewInsets: Bool, isContentScrollView: Bool,
    tabBarControllerCounts: Bool
  ) -> Bool {
    let container =
      isInNavigationController || (isInTabBarController && tabBarControllerCounts)
    return container && automaticallyAdjustsScrollViewInsets && isContentScrollView
  }

  /// The edges on which the safe area is added to `contentInset`.
  ///
  /// - `.never`: none. `.always`: all.
  /// - `.scrollableAxes`: the two edges of each scrollable axis.
  /// - `.automatic`: as `.scrollableAxes`, plus top and bottom when the
  ///   compatibility rule holds. The header's "also adjust" means the
  ///   scrollable-axes edges stay adjusted under the rule; [safe-area-adaptation]'s
  ///   pseudo-code, which skips them, is overruled by the header and by
  ///   [ad-contentinsetadjustmentbehavior-automatic] ("the horizontal content offset is also adjusted").
  @inlinable
  public static func adjustedEdges(
    behavior: ContentInsetAdjustmentBehavior,
    scrollsHorizontally: Bool, scrollsVertically: Bool,
    compatibilityRuleHolds: Bool
  ) -> RectEdge {
    var scrollable: RectEdge = []
    if scrollsHorizontally { scrollable.formUnion(.horizontal) }
    if scrollsVertically { scrollable.formUnion(.vertical) }
    switch behavior {
    case .never: return []
    case .always: return .all
    case .scrollableAxes: return scrollable
    case .automatic: return compatibilityRuleHolds ? scrollable.union(.vertical) : scrollable
    }
  }

  /// `adjustedContentInset = contentInset + safeAreaInsets` on the adjusted
  /// edges ([ad-uiscrollview-adjustedcontentinset]; [wwdc18-235] ~1149 s). Negative and
  /// fractional values add as they are.
  ///
  ///     ContentInsetAdjustment.adjustedContentInset(
  ///       contentInset: Insets(all: 10),
  ///       safeAreaInsets: Insets(top: 64, left: 0, bottom: 49, right: 0),
  ///       adjustedEdges: .all)
  ///     // {74, 10, 59, 10}
  @inlinable
  public static func adjustedContentInset(
    contentInset: Insets, safeAreaInsets: Insets, adjustedEdges: RectEdge
  ) -> Insets {
    contentInset + safeAreaInsets.masked(to: adjustedEdges)
  }

  /// The content offset at rest, scrolled to the top-left:
  /// `{-adjusted.left, -adjusted.top}` ([wwdc18-235] ~902-1037 s).
  @inlinable
  public static func restingContentOffset(adjustedContentInset a: Insets) -> CGPoint {
    // `0 - x` rather than `-x`: an edge of 0 gives 0, not -0 (which prints
    // as `-0.0`).
    CGPoint(x: 0 - a.left, y: 0 - a.top)
  }

  /// The bottom-right end of the scroll range:
  /// `contentSize + adjusted.bottomRight - bounds.size` per axis, clamped so
  /// that it never comes before the resting offset when the content is short
  /// ([wwdc18-235] ~902-1037 s).
  ///
  ///     ContentInsetAdjustment.maximumContentOffset(
  ///       contentSize: CGSize(width: 375, height: 2000),
  ///       boundsSize: CGSize(width: 375, height: 667),
  ///       adjustedContentInset: Insets(top: 64, left: 0, bottom: 49, right: 0))
  ///     // {0, 1382}
  @inlinable
  public static func maximumContentOffset(
    contentSize: CGSize, boundsSize: CGSize, adjustedContentInset a: Insets
  ) -> CGPoint {
    CGPoint(
      x: max(0 - a.left, contentSize.width + a.right - boundsSize.width),
      y: max(0 - a.top, contentSize.height + a.bottom - boundsSize.height))
  }
}
