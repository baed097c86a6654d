import Foundation

/// A SwiftUI edge: `Edge` (`.top`, `.leading`, `.bottom`, `.trailing`).
public enum SwiftUIEdge: String, Sendable, Hashable, CaseIterable {
  /// `Edge.top`.
  case top
  /// `Edge.leading`: the left edge in a left-to-right layout, the right one in right-to-left.
  case leading
  /// `Edge.bottom`.
  case bottom
  /// `Edge.trailing`: the right edge in a left-to-right layout, the left one in right-to-left.
  case trailing

  /// Every edge, in the order above: kept once, so that a rule that runs
  /// over the four edges allocates nothing (the list the compiler writes
  /// for `CaseIterable` is made again at each use).
  public static let allCases: [SwiftUIEdge] = [.top, .leading, .bottom, .trailing]

  /// Names every case in a switch, so that a case added to the enum does
  /// not compile until it is added here, next to ``allCases``, too.
  private static func listed(_ edge: SwiftUIEdge) -> Bool {
    switch edge {
    case .top, .leading, .bottom, .trailing: true
    }
  }

  /// Whether the edge is `.top` or `.bottom` (a `VerticalEdge`).
  @inlinable public var isVertical: Bool { self == .top || self == .bottom }

  /// The absolute edge under a layout direction.
  @inlinable
  public func absolute(in direction: UserInterfaceLayoutDirection) -> Side {
    switch (self, direction) {
    case (.top, _): .top
    case (.bottom, _): .bottom
    case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
    case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
    }
  }
}

/// SwiftUI's `Edge.Set`.
public struct SwiftUIEdgeSet: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `Edge.Set.top`.
  @inlinable public static var top: SwiftUIEdgeSet { SwiftUIEdgeSet(rawValue: 1 << 0) }
  /// `Edge.Set.leading`.
  @inlinable public static var leading: SwiftUIEdgeSet { SwiftUIEdgeSet(rawValue: 1 << 1) }
  /// `Edge.Set.bottom`.
  @inlinable public static var bottom: SwiftUIEdgeSet { SwiftUIEdgeSet(rawValue: 1 << 2) }
  /// `Edge.Set.trailing`.
  @inlinable public static var trailing: SwiftUIEdgeSet { SwiftUIEdgeSet(rawValue: 1 << 3) }
  /// `Edge.Set.all`: the four edges.
  @inlinable public static var all: SwiftUIEdgeSet { SwiftUIEdgeSet(rawValue: 0b1111) }
  /// `Edge.Set.horizontal`: leading and trailing.
  @inlinable public static var horizontal: SwiftUIEdgeSet { SwiftUIEdgeSet(rawValue: 0b1010) }
  /// `Edge.Set.vertical`: top and bottom.
  @inlinable public static var vertical: SwiftUIEdgeSet { SwiftUIEdgeSet(rawValue: 0b0101) }

  /// The set holding one edge.
  @inlinable
  public init(_ edge: SwiftUIEdge) {
    switch edge {
    case .top: self = .top
    case .leading: self = .leading
    case .bottom: self = .bottom
    case .trailing: self = .trailing
    }
  }

  /// The absolute edges under a layout direction.
  @inlinable
  public func absolute(in direction: UserInterfaceLayoutDirection) -> RectEdge {
    var edges: RectEdge = []
    for edge in SwiftUIEdge.allCases where contains(SwiftUIEdgeSet(edge)) {
      edges.insert(RectEdge(edge.absolute(in: direction)))
    }
    return edges
  }
}

/// SwiftUI's `SafeAreaRegions`: `.container` (the device and bars),
/// `.keyboard` (the software keyboard), `.all`.
public struct SwiftUISafeAreaRegions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `SafeAreaRegions.container`: the safe area the device and the bars (and enclosing
  /// `safeAreaInset`s) define.
  @inlinable public static var container: SwiftUISafeAreaRegions {
    SwiftUISafeAreaRegions(rawValue: 1 << 0)
  }
  /// `SafeAreaRegions.keyboard`: the part of the safe area the software keyboard covers.
  @inlinable public static var keyboard: SwiftUISafeAreaRegions {
    SwiftUISafeAreaRegions(rawValue: 1 << 1)
  }
  /// `SafeAreaRegions.all`: the container and the keyboard.
  @inlinable public static var all: SwiftUISafeAreaRegions {
    SwiftUISafeAreaRegions(rawValue: 0b11)
  }
}

/// Where a `safeAreaInset` places content narrower than its edge: a
/// `HorizontalAlignment` for `.top` and `.bottom`, a `VerticalAlignment` for
/// `.leading` and `.trailing`.
public enum InsetAlignment: String, Sendable, Hashable, CaseIterable {
  /// `HorizontalAlignment.leading`, for a `.top` or `.bottom` inset.
  case leading
  /// `.center`: centred across the edge, for any edge.
  case center
  /// `HorizontalAlignment.trailing`, for a `.top` or `.bottom` inset.
  case trailing
  /// `VerticalAlignment.top`, for a `.leading` or `.trailing` inset.
  case top
  /// `VerticalAlignment.bottom`, for a `.leading` or `.trailing` inset.
  case bottom
}

/// The size of a `safeAreaInset`'s content: its length along the edge's axis
/// (a height for `.top`/`.bottom`, a width for `.leading`/`.trailing`), and
/// optionally its breadth across it (`{ width × height }` in a table), which
/// `alignment` places; without one it spans the safe area.
public struct InsetContent: Sendable, Hashable {
  /// The content's length along the edge's axis: its height for `.top` and `.bottom`, its width for
  /// `.leading` and `.trailing`; the safe area grows by this (plus the spacing).
  public var length: CGFloat
  /// The content's breadth across the edge, which the alignment places; `nil` spans the safe area.
  public var breadth: CGFloat?

  /// Creates the content's size: `length` along the edge, `breadth` across it (`nil` spans the safe
  /// area).
  public init(length: CGFloat, breadth: CGFloat? = nil) {
    self.length = length
    self.breadth = breadth
  }
}

/// How much padding, as `padding(_:)` and `safeAreaPadding(_:)` take it.
public enum PaddingAmount: Sendable, Hashable {
  /// `(.horizontal, 20)`; a `nil` length is the platform default (a named
  /// assumption).
  case edges(SwiftUIEdgeSet, CGFloat?)
  /// `(EdgeInsets(top:leading:bottom:trailing:))`.
  case insets(DirectionalInsets)

  /// The absolute insets under a layout direction, with `defaultLength` for
  /// a `nil` length.
  @inlinable
  public func absolute(in direction: UserInterfaceLayoutDirection, defaultLength: CGFloat) -> Insets
  {
    switch self {
    case .insets(let insets):
      return insets.absolute(in: direction)
    case .edges(let set, let length):
      let amount = length ?? defaultLength
      return Insets(all: amount).masked(to: set.absolute(in: direction))
    }
  }
}

/// One modifier of a SwiftUI chain.
public enum SwiftUIModifier: Sendable, Hashable {
  /// `.safeAreaInset(edge:alignment:spacing:content:)` (iOS 15).
  case safeAreaInset(
    edge: SwiftUIEdge, alignment: InsetAlignment, spacing: CGFloat?, content: InsetContent)
  /// `.ignoresSafeArea(_:edges:)` (iOS 14).
  case ignoresSafeArea(regions: SwiftUISafeAreaRegions, edges: SwiftUIEdgeSet)
  /// `.safeAreaPadding(_:)` (iOS 17).
  case safeAreaPadding(PaddingAmount)
  /// `.padding(_:)`.
  case padding(PaddingAmount)

  /// `.contentMargins(_:_:for:)` (iOS 17): margins a scroll view inside adds
  /// to its safe area, for its content, its indicators or both.
  case contentMargins(PaddingAmount, SwiftUIContentMarginPlacement)
  /// `.safeAreaBar(edge:alignment:spacing:content:)` (iOS 26): a
  /// `safeAreaInset` that is also a bar.
  case safeAreaBar(
    edge: SwiftUIEdge, alignment: InsetAlignment, spacing: CGFloat?, content: InsetContent)
  /// `.frame(width:height:alignment:)`: a fixed width, height or both.
  case frame(width: CGFloat?, height: CGFloat?, alignment: FrameAlignment)
  /// `.containerRelativeFrame(_:alignment:)` (iOS 17): the container's size
  /// less its safe area, on the given axes.
  case containerRelativeFrame(SwiftUIAxes, alignment: FrameAlignment)
}

/// A SwiftUI scene: a view filling the hosting view (the view controller's
/// root view), wrapped in a modifier chain.
public struct SwiftUISetup: Sendable, Hashable {
  /// The chain in written order: the first written is the innermost.
  public var modifiers: [SwiftUIModifier] = []
  /// The software keyboard's height from the bottom of the screen; 0 is none.
  public var keyboardHeight: CGFloat = 0
  /// The innermost view: a plain view (the default), a `ScrollView` or a
  /// `List`.
  public var view: SwiftUIView = .plain
  /// The scroll view's content size; `nil` derives no scroll range.
  public var scrollContentSize: CGSize?

  /// Creates an empty chain: a plain view filling the hosting view, no keyboard, no scroll content
  /// size.
  public init() {}
}
