import Foundation

/// Insets on the four edges of a rectangle named by reading direction, in
/// UIKit's `NSDirectionalEdgeInsets` order: `{top, leading, bottom, trailing}`.
///
/// Leading is the left edge in a left-to-right layout and the right edge in a
/// right-to-left one ([ad-nsdirectionaledgeinsets]; documented).
///
///     let margins = DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 5)
///     margins.absolute(in: .rightToLeft)  // {0, 5, 0, 20}
public struct DirectionalInsets: Sendable, Hashable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  @inlinable
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `NSDirectionalEdgeInsets.zero`.
  @inlinable public static var zero: DirectionalInsets {
    DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// The same value on every edge.
  @inlinable
  public init(all value: CGFloat) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// The directional insets that ``absolute(in:)`` turns into `insets`.
  ///
  /// `DirectionalInsets(insets.absolute(in: d), in: d) == insets` for both
  /// directions: the conversion is a bijection.
  @inlinable
  public init(_ insets: Insets, in direction: UserInterfaceLayoutDirection) {
    switch direction {
    case .leftToRight:
      self.init(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    case .rightToLeft:
      self.init(
        top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }
  }

  /// The absolute insets this value means under a layout direction.
  @inlinable
  public func absolute(in direction: UserInterfaceLayoutDirection) -> Insets {
    switch direction {
    case .leftToRight:
      Insets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft:
      Insets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }

  /// Side-wise sum.
  @inlinable
  public static func + (lhs: DirectionalInsets, rhs: DirectionalInsets)
    -> DirectionalInsets
  {
    DirectionalInsets(
      top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
      bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
  }

  /// Whether each edge is within `tolerance` of `other`'s (not `==`).
  @inlinable
  public func isApproximatelyEqual(to other: DirectionalInsets, tolerance: CGFloat) -> Bool {
    abs(top - other.top) <= tolerance && abs(leading - other.leading) <= tolerance
      && abs(bottom - other.bottom) <= tolerance && abs(trailing - other.trailing) <= tolerance
  }
}
