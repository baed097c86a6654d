import Foundation

/// One absolute edge of a rectangle.
public enum Side: String, Sendable, Hashable, CaseIterable, Codable {
  /// The top edge (`UIRectEdge.top`).
  case top
  /// The left edge (`UIRectEdge.left`), whatever the layout direction.
  case left
  /// The bottom edge (`UIRectEdge.bottom`).
  case bottom
  /// The right edge (`UIRectEdge.right`), whatever the layout direction.
  case right

  /// Every edge, in the order above: kept once, so that a rule that runs
  /// over the four edges allocates nothing (the list the compiler writes
  /// for `CaseIterable` is made again at each use).
  public static let allCases: [Side] = [.top, .left, .bottom, .right]

  /// Names every case in a switch, so that a case added to the enum does
  /// not compile until it is added here, next to ``allCases``, too.
  private static func listed(_ side: Side) -> Bool {
    switch side {
    case .top, .left, .bottom, .right: true
    }
  }

  /// The edge opposite this one.
  @inlinable
  public var opposite: Side {
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

  // Computed and inlinable rather than `static let`: a stored static is a
  // lazily initialised global behind an accessor across modules, which the
  // optimiser cannot fold (the benchmark measured a 32× cost in a formula).
  /// `UIRectEdge.top`.
  @inlinable public static var top: RectEdge { RectEdge(rawValue: 1 << 0) }
  /// `UIRectEdge.left`.
  @inlinable public static var left: RectEdge { RectEdge(rawValue: 1 << 1) }
  /// `UIRectEdge.bottom`.
  @inlinable public static var bottom: RectEdge { RectEdge(rawValue: 1 << 2) }
  /// `UIRectEdge.right`.
  @inlinable public static var right: RectEdge { RectEdge(rawValue: 1 << 3) }
  /// `UIRectEdge.all`.
  @inlinable public static var all: RectEdge { RectEdge(rawValue: 0b1111) }
  /// The two vertical-axis edges, `[.top, .bottom]`.
  @inlinable public static var vertical: RectEdge { RectEdge(rawValue: 0b0101) }
  /// The two horizontal-axis edges, `[.left, .right]`.
  @inlinable public static var horizontal: RectEdge { RectEdge(rawValue: 0b1010) }

  /// The set holding just one edge.
  @inlinable
  public init(_ edge: Side) {
    switch edge {
    case .top: self = .top
    case .left: self = .left
    case .bottom: self = .bottom
    case .right: self = .right
    }
  }

  /// Whether the set holds `edge`.
  @inlinable
  public func contains(_ edge: Side) -> Bool { contains(RectEdge(edge)) }

  /// The edges in the set, in `{top, left, bottom, right}` order.
  public var edges: [Side] { Side.allCases.filter { contains($0) } }
}

/// The effective user interface layout direction, as UIKit's
/// `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// `UIUserInterfaceLayoutDirection.leftToRight`: leading is the left edge.
  case leftToRight
  /// `UIUserInterfaceLayoutDirection.rightToLeft` (Arabic, Hebrew): leading is the right edge.
  case rightToLeft
}
