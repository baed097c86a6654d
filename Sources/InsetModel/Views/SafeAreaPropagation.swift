import Foundation

/// How a view's `safeAreaInsets` follow from its superview's.
public enum SafeAreaPropagation {
  /// A subview's safe area: on each edge, the part of the superview's unsafe
  /// margin that the subview's frame overlaps, and zero for a view that lies
  /// wholly inside the superview's safe area.
  ///
  /// Sources: [ad-uiview-safeareainsets] ("only the covered portion"; a view
  /// fully inside gets 0; documented); martiancraft "notes from the margins"
  /// (partial overlap is the overlap: a view 20 pt below a 59 pt inset gets 39;
  /// widely-reported).
  ///
  ///     SafeAreaPropagation.subviewSafeAreaInsets(
  ///       superviewBounds: CGRect(x: 0, y: 0, width: 393, height: 852),
  ///       superviewSafeAreaInsets: Insets(top: 59, left: 0, bottom: 34, right: 0),
  ///       frame: CGRect(x: 0, y: 20, width: 393, height: 200))
  ///     // {39, 0, 0, 0}
  ///
  /// Per edge: `max(0, superviewInset - distance from the superview's edge to
  /// the view's edge)`, and, when `cappedAtSize` (the documented assumption
  /// ``Assumptions/subviewSafeAreaCappedAtSize``), at most the view's own
  /// height (top, bottom) or width (left, right).
  @inlinable
  public static func subviewSafeAreaInsets(
    superviewBounds b: CGRect, superviewSafeAreaInsets s: Insets, frame f: CGRect,
    cappedAtSize: Bool = true
  ) -> Insets {
    let w = cappedAtSize ? max(0, f.width) : .infinity
    let h = cappedAtSize ? max(0, f.height) : .infinity
    return Insets(
      top: min(h, max(0, s.top - (f.minY - b.minY))),
      left: min(w, max(0, s.left - (f.minX - b.minX))),
      bottom: min(h, max(0, s.bottom - (b.maxY - f.maxY))),
      right: min(w, max(0, s.right - (b.maxX - f.maxX))))
  }
}
