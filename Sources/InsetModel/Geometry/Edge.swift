import Foundation

/// One absolute edge of a rectangle.
public enum Edge: String, Sendable, Hashable, CaseIterable {
  case top, left, bottom, right

  /// The edge opposite this one.
  @inlinable
  public var opposite: Edge {
    switch self {
    case .top: .bottom
    case .left: .right
    case .bottom: .top
    case .right: .left
    }
  }
}

/// A set of absolute edges, like UIKit's `UIRectEdge` (used by
/// `edgesForExtendedLayout`).
///
///     let edges: RectEdge = [.top, .bottom]
///     edges.contains(.left)  // false
public struct RectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  @inlinable
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let top = RectEdge(rawValue: 1 << 0)
  public static let left = RectEdge(rawValue: 1 << 1)
  public static let bottom = RectEdge(rawValue: 1 << 2)
  public static let right = RectEdge(rawValue: 1 << 3)
  /// `UIRectEdge.all`.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
  /// The two vertical-axis edges, `[.top, .bottom]`.
  public static let vertical: RectEdge = [.top, .bottom]
  /// The two horizontal-axis edges, `[.left, .right]`.
  public static let horizontal: RectEdge = [.left, .right]

  /// The set holding just one edge.
  @inlinable
  public init(_ edge: Edge) {
    switch edge {
    case .top: self = .top
    case .left: self = .left
    case .bottom: self = .bottom
    case .right: self = .right
    }
  }

  /// Whether the set holds `edge`.
  @inlinable
  public func contains(_ edge: Edge) -> Bool { contains(RectEdge(edge)) }

  /// The edges in the set, in `{top, left, bottom, right}` order.
  public var edges: [Edge] { Edge.allCases.filter { contains($0) } }
}

/// The effective user interface layout direction, as UIKit's
/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  case leftToRight, rightToLeft
}

/// A scrolling axis.
public enum Axis: String, Sendable, Hashable, CaseIterable {
  case horizontal, vertical
}
