import Foundation

/// Insets on the four absolute edges of a rectangle, in points, in UIKit's
/// `UIEdgeInsets` order: `{top, left, bottom, right}`.
///
/// This mirrors UIKit's `UIEdgeInsets` (not SwiftUI's `Insets`, which is
/// directional; see ``DirectionalInsets``).
///
/// Sign convention: a positive value moves an edge *inward*. A negative value
/// moves it outward, exactly as `UIEdgeInsetsInsetRect` treats it:
///
///     let insets = Insets(top: 88, left: 0, bottom: 34, right: 0)
///     CGRect(x: 0, y: 0, width: 375, height: 812).inset(by: insets)
///     // {{0, 88}, {375, 690}}
///
/// `==` is exact (bitwise for each number, with `0 == -0`). Tolerant comparison
/// is a separate, named operation: ``isApproximatelyEqual(to:tolerance:)``.
public struct Insets: Sendable, Hashable, Codable {
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
  @inlinable public static var zero: Insets { Insets(top: 0, left: 0, bottom: 0, right: 0) }

  /// The same value on every edge.
  @inlinable
  public init(all value: CGFloat) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// The inset on one edge.
  @inlinable
  public subscript(edge: Side) -> CGFloat {
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

extension Insets {
  /// Side-wise sum. This is how UIKit stacks insets: the safe area plus
  /// `contentInset` gives `adjustedContentInset` ([ad-uiscrollview-adjustedcontentinset]).
  @inlinable
  public static func + (lhs: Insets, rhs: Insets) -> Insets {
    Insets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// Side-wise difference.
  @inlinable
  public static func - (lhs: Insets, rhs: Insets) -> Insets {
    Insets(
      top: lhs.top - rhs.top, left: lhs.left - rhs.left,
      bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
  }

  @inlinable
  public static func += (lhs: inout Insets, rhs: Insets) { lhs = lhs + rhs }

  @inlinable
  public static func -= (lhs: inout Insets, rhs: Insets) { lhs = lhs - rhs }

  /// Side-wise negation: `-insets` moves every edge the other way.
  @inlinable
  public static prefix func - (insets: Insets) -> Insets {
    Insets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
  }

  /// Side-wise maximum.
  @inlinable
  public static func max(_ a: Insets, _ b: Insets) -> Insets {
    Insets(
      top: Swift.max(a.top, b.top), left: Swift.max(a.left, b.left),
      bottom: Swift.max(a.bottom, b.bottom), right: Swift.max(a.right, b.right))
  }

  /// Side-wise minimum.
  @inlinable
  public static func min(_ a: Insets, _ b: Insets) -> Insets {
    Insets(
      top: Swift.min(a.top, b.top), left: Swift.min(a.left, b.left),
      bottom: Swift.min(a.bottom, b.bottom), right: Swift.min(a.right, b.right))
  }

  /// Keeps only the given edges; the others become zero.
  ///
  ///     Insets(top: 88, left: 44, bottom: 21, right: 44).masked(to: [.top, .bottom])
  ///     // {88, 0, 21, 0}
  @inlinable
  public func masked(to edges: RectEdge) -> Insets {
    Insets(
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
  public func isApproximatelyEqual(to other: Insets, tolerance: CGFloat) -> Bool {
    abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
      && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
  }

  /// The same insets seen in a mirror (left and right swapped).
  @inlinable
  public var mirrored: Insets { Insets(top: top, left: right, bottom: bottom, right: left) }
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
  ///     CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: Insets(all: 10))
  ///     // {{10, 10}, {80, 30}}
  @inlinable
  public func inset(by insets: Insets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.horizontal, height: size.height - insets.vertical)
  }
}
