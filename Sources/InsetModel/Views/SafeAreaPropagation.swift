import Foundation

/// How a view's `safeAreaInsets` follow from its superview's.
public enum SafeAreaPropagation {
  /// A subview's safe area: on each edge, the part of the superview's unsafe
  /// margin that the subview's frame overlaps, never more than the
  /// superview's inset on that edge, and zero for a view wholly inside the
  /// superview's safe area (``Facts/subviewOverlap``, ``Facts/subviewCap``).
  ///
  /// Per edge: `min(inset, max(0, inset - distance))`, where `distance` runs
  /// from the superview's edge inward to the subview's edge (negative for a
  /// subview that overhangs). A subview smaller than the inset still reads
  /// the whole overlap: measured UIKit gives a 20 pt tall view 10 pt below a
  /// 44 pt inset a top of 34 ([openuikit]).
  ///
  ///     SafeAreaPropagation.subviewSafeAreaInsets(
  ///       superviewBounds: CGRect(x: 0, y: 0, width: 393, height: 852),
  ///       superviewSafeAreaInsets: Insets(top: 59, left: 0, bottom: 34, right: 0),
  ///       frame: CGRect(x: 0, y: 20, width: 393, height: 200))
  ///     // {39, 0, 0, 0}
  ///
  /// Always inlined: left to itself the optimiser kept a call to a
  /// specialised copy (about 1.1x the same arithmetic inline).
  @inlinable @inline(__always)
  public static func subviewSafeAreaInsets(
    superviewBounds b: CGRect, superviewSafeAreaInsets s: Insets, frame f: CGRect
  ) -> Insets {
    @inline(__always) func edge(_ inset: CGFloat, _ distance: CGFloat) -> CGFloat {
      min(max(0, inset), max(0, inset - distance))
    }
    return Insets(
      top: edge(s.top, f.minY - b.minY), left: edge(s.left, f.minX - b.minX),
      bottom: edge(s.bottom, b.maxY - f.maxY), right: edge(s.right, b.maxX - f.maxX))
  }
}
