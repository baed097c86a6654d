import Foundation

/// Insets on the four absolute edges of a rectangle, in points, in UIKit's
/// `UIEdgeInsets` order: `{top, left, bottom, right}`.
///
/// This mirrors UIKit's `UIEdgeInsets` (not SwiftUI's `EdgeInsets`, which is
/// directional; see ``DirectionalEdgeInsets``).
///
/// Sign convention: a positive value moves an edge *inward*. A negative value
/// moves it outward, exactly as `UIEdgeInsetsInsetRect` treats it:
///
///     let insets = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
///     CGRect(x: 0, y: 0, width: 375, height: 812).inset(by: insets)
///     // {{0, 88}, {375, 690}}
///
/// `==` is exact (bitwise for each number, with `0 == -0`). Tolerant comparison
/// is a separate, named operation: ``isApproximatelyEqual(to:tolerance:)``.
public struct EdgeInsets: Sendable, Hashable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  @inlinable
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// `UIEdgeInsets.zero`.
  @inlinable public static var zero: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

  /// The same value on every edge.
  @inlinable
  public init(all value: CGFloat) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// The inset on one edge.
  @inlinable
  public subscript(edge: Edge) -> CGFloat {
    get {
      switch edge {
      case .top: top
      case .left: left
      case .bottom: bottom
      case .right: right
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .left: left = newValue
      case .bottom: bottom = newValue
      case .right: right = newValue
      }
    }
  }

  /// `left + right`: how much the insets take off a rectangle's width.
  @inlinable public var horizontal: CGFloat { left + right }

  /// `top + bottom`: how much the insets take off a rectangle's height.
  @inlinable public var vertical: CGFloat { top + bottom }

  /// Whether every edge is exactly zero (`-0` counts as zero).
  @inlinable public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}

// MARK: - Arithmetic

extension EdgeInsets {
  /// Edge-wise sum. This is how UIKit stacks insets: the safe area plus
  /// `contentInset` gives `adjustedContentInset` (AD/uiscrollview-adjustedcontentinset).
  @inlinable
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// Edge-wise difference.
  @inlinable
  public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top - rhs.top, left: lhs.left - rhs.left,
      bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
  }

  @inlinable
  public static func += (lhs: inout EdgeInsets, rhs: EdgeInsets) { lhs = lhs + rhs }

  @inlinable
  public static func -= (lhs: inout EdgeInsets, rhs: EdgeInsets) { lhs = lhs - rhs }

  /// Edge-wise negation: `-insets` moves every edge the other way.
  @inlinable
  public static prefix func - (insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
  }

  /// Edge-wise maximum.
  @inlinable
  public static func max(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(a.top, b.top), left: Swift.max(a.left, b.left),
      bottom: Swift.max(a.bottom, b.bottom), right: Swift.max(a.right, b.right))
  }

  /// Edge-wise minimum.
  @inlinable
  public static func min(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.min(a.top, b.top), left: Swift.min(a.left, b.left),
      bottom: Swift.min(a.bottom, b.bottom), right: Swift.min(a.right, b.right))
  }

  /// Keeps only the given edges; the others become zero.
  ///
  ///     EdgeInsets(top: 88, left: 44, bottom: 21, right: 44).masked(to: [.top, .bottom])
  ///     // {88, 0, 21, 0}
  @inlinable
  public func masked(to edges: RectEdge) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0,
      left: edges.contains(.left) ? left : 0,
      bottom: edges.contains(.bottom) ? bottom : 0,
      right: edges.contains(.right) ? right : 0)
  }

  /// Whether each edge is within `tolerance` of `other`'s.
  ///
  /// This is *not* `==`: tolerance comparison is not transitive, so it is kept
  /// out of `Equatable`.
  @inlinable
  public func isApproximatelyEqual(to other: EdgeInsets, tolerance: CGFloat) -> Bool {
    abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
      && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
  }

  /// The same insets seen in a mirror (left and right swapped).
  @inlinable
  public var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
}

// MARK: - Rectangles

extension CGRect {
  /// The rectangle with each edge moved inward by the inset on that edge,
  /// as UIKit's `CGRect.inset(by:)` (`UIEdgeInsetsInsetRect`) does:
  /// `x += left`, `y += top`, `width -= left + right`, `height -= top + bottom`.
  ///
  /// Nothing is clamped: insets larger than the rectangle give a negative width
  /// or height, as in UIKit. Negative insets grow the rectangle.
  ///
  ///     CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(all: 10))
  ///     // {{10, 10}, {80, 30}}
  @inlinable
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.horizontal, height: size.height - insets.vertical)
  }
}
