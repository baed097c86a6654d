import Foundation

// MARK: SwiftUI scroll views

/// The innermost view of a SwiftUI scene.
public enum SwiftUIView: String, Sendable, Hashable, CaseIterable {
  /// A view that fills what it is offered, inside the safe area.
  case plain
  /// A `ScrollView`: it fills what it is offered, safe area included, and
  /// insets its content by the safe area ([ad-contentmargins]).
  case scrollView
  /// A `List`: a scroll view as far as insets go.
  case list

  /// Whether the view scrolls.
  @inlinable public var scrolls: Bool { self != .plain }
}

/// SwiftUI's `ContentMarginPlacement` (iOS 17, [ad-contentmarginplacement]).
public enum SwiftUIContentMarginPlacement: String, Sendable, Hashable, CaseIterable {
  /// Both the content and the scroll indicators.
  case automatic
  /// The content only.
  case scrollContent
  /// The scroll indicators only.
  case scrollIndicators

  /// Whether it insets the content.
  @inlinable public var insetsContent: Bool { self != .scrollIndicators }
  /// Whether it insets the indicators.
  @inlinable public var insetsIndicators: Bool { self != .scrollContent }
}

/// SwiftUI's `Alignment` for a frame.
public enum FrameAlignment: String, Sendable, Hashable, CaseIterable {
  /// `Alignment.center`.
  case center
  /// `Alignment.leading`: leading, centred vertically.
  case leading
  /// `Alignment.trailing`: trailing, centred vertically.
  case trailing
  /// `Alignment.top`: at the top, centred horizontally.
  case top
  /// `Alignment.bottom`: at the bottom, centred horizontally.
  case bottom
  /// `Alignment.topLeading`.
  case topLeading
  /// `Alignment.topTrailing`.
  case topTrailing
  /// `Alignment.bottomLeading`.
  case bottomLeading
  /// `Alignment.bottomTrailing`.
  case bottomTrailing

  /// Where along each axis: -1 start, 0 centre, 1 end (leading is the start
  /// in left-to-right).
  @inlinable public var horizontal: Int {
    switch self {
    case .leading, .topLeading, .bottomLeading: -1
    case .trailing, .topTrailing, .bottomTrailing: 1
    default: 0
    }
  }
  /// Where along the vertical axis: -1 top, 0 centre, 1 bottom.
  @inlinable public var vertical: Int {
    switch self {
    case .top, .topLeading, .topTrailing: -1
    case .bottom, .bottomLeading, .bottomTrailing: 1
    default: 0
    }
  }
}

/// SwiftUI's `Axis.Set`.
public struct SwiftUIAxes: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// `Axis.Set.horizontal`.
  @inlinable public static var horizontal: SwiftUIAxes { SwiftUIAxes(rawValue: 1) }
  /// `Axis.Set.vertical`.
  @inlinable public static var vertical: SwiftUIAxes { SwiftUIAxes(rawValue: 2) }
}

/// A SwiftUI scroll view, resolved: what `onScrollGeometryChange` reports of
/// its `ScrollGeometry` at rest, and what it does with its indicators.
public struct SwiftUIScrollResolution: Sendable, Hashable {
  /// `ScrollGeometry.contentInsets`: the safe area reaching into the scroll
  /// view plus its content margins.
  public var contentInsets: DirectionalInsets
  /// Where the indicators run: the safe area plus the indicator margins.
  public var indicatorInsets: DirectionalInsets
  /// `ScrollGeometry.containerSize`: the scroll view's size.
  public var containerSize: CGSize
  /// `ScrollGeometry.contentOffset` at rest: `{-leading, -top}`.
  public var contentOffset: CGPoint
  /// `ScrollGeometry.contentSize`, when the scene gives it.
  public var contentSize: CGSize?
  /// The size `containerRelativeFrame([.horizontal, .vertical])` gives a
  /// view inside: the container less its safe area (and its content
  /// margins, under `assumeContainerRelativeFrameSubtractsContentMargins`).
  public var containerRelativeSize: CGSize

  /// Creates the resolution from its values; each parameter sets the property of the same name.
  public init(
    contentInsets: DirectionalInsets, indicatorInsets: DirectionalInsets, containerSize: CGSize,
    contentOffset: CGPoint, contentSize: CGSize?, containerRelativeSize: CGSize
  ) {
    self.contentInsets = contentInsets
    self.indicatorInsets = indicatorInsets
    self.containerSize = containerSize
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.containerRelativeSize = containerRelativeSize
  }

  /// The bottom-right end of the scroll range, when the content size is
  /// known: content + insets − container, never before the start
  /// ([osui-scrollgeometry]: the offset is clamped to `-contentInsets.top`).
  public var maximumContentOffset: CGPoint? {
    contentSize.map {
      CGPoint(
        x: max(contentOffset.x, $0.width + contentInsets.trailing - containerSize.width),
        y: max(contentOffset.y, $0.height + contentInsets.bottom - containerSize.height))
    }
  }
}
