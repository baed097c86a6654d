import Foundation

/// `UIView.LayoutRegion.AdaptivityAxis` (iOS 26): the axis along which a
/// region moves content in from the window's rounded corners
/// ([ad-layoutregion]).
public enum AdaptivityAxis: String, Sendable, Hashable, CaseIterable {
  case horizontal, vertical
}

/// One edge of a view, absolute (`UIRectEdge`) or directional
/// (`NSDirectionalRectEdge`), as `bar(onEdge:extent:)` takes it.
public enum RegionEdge: String, Sendable, Hashable, CaseIterable {
  case top, left, bottom, right, leading, trailing

  /// The absolute edge under `direction`.
  @inlinable
  public func side(in direction: UserInterfaceLayoutDirection) -> Side {
    switch self {
    case .top: .top
    case .left: .left
    case .bottom: .bottom
    case .right: .right
    case .leading: direction == .leftToRight ? .left : .right
    case .trailing: direction == .leftToRight ? .right : .left
    }
  }
}

/// `UIView.LayoutRegion` (iOS 26; `bar` iOS 27.1): a region of a view that
/// `edgeInsets(for:)`, `directionalEdgeInsets(for:)` and `layoutGuide(for:)`
/// read ([ad-layoutregion], [ad-edgeinsets-for-region]).
///
///     LayoutRegion.margins(cornerAdaptation: .horizontal).description
///     // ".margins(cornerAdaptation: .horizontal)"
public enum LayoutRegion: Sendable, Hashable, CustomStringConvertible {
  /// The safe area, adapted to the corners along an axis or not.
  case safeArea(cornerAdaptation: AdaptivityAxis?)
  /// The layout margins.
  case margins(cornerAdaptation: AdaptivityAxis?)
  /// The readable content guide.
  case readableContent(cornerAdaptation: AdaptivityAxis?)
  /// A bar of `extent` points on one edge (iOS 27.1).
  case bar(onEdge: RegionEdge, extent: CGFloat)

  /// The region in Swift's spelling: `.safeArea`,
  /// `.margins(cornerAdaptation: .vertical)`, `.bar(onEdge: .trailing, extent: 84)`.
  public var description: String {
    func adapted(_ name: String, _ axis: AdaptivityAxis?) -> String {
      axis.map { ".\(name)(cornerAdaptation: .\($0.rawValue))" } ?? ".\(name)"
    }
    switch self {
    case .safeArea(let axis): return adapted("safeArea", axis)
    case .margins(let axis): return adapted("margins", axis)
    case .readableContent(let axis): return adapted("readableContent", axis)
    case .bar(let edge, let extent):
      return ".bar(onEdge: .\(edge.rawValue), extent: \(PointNotation.format(extent)))"
    }
  }

  /// The corner adaptation's axis, `nil` for none (and for a bar).
  public var cornerAdaptation: AdaptivityAxis? {
    switch self {
    case .safeArea(let axis), .margins(let axis), .readableContent(let axis): axis
    case .bar: nil
    }
  }

  /// The first iOS version with the region: 26, or 27.1 for a bar.
  public var firstVersion: CGFloat {
    if case .bar = self { return 27.1 }
    return 26
  }
}

/// Which view a scene asks for its layout and reserved regions.
public enum RegionView: String, Sendable, Hashable, CaseIterable {
  /// The view under test.
  case view
  /// The view controller's root view.
  case rootView
}

/// `UIView.ReservedRegion.Kind` (iOS 27.1) ([ad-reservedregion]).
public enum ReservedRegionKind: String, Sendable, Hashable, CaseIterable {
  /// Something that covers content: the Dynamic Island, a camera, window
  /// controls.
  case occlusion
  /// Where content splits in two: a hinge's fold.
  case division
}

/// `UIView.ReservedRegion.QueryOptions`.
public enum ReservedRegionQueryOptions: String, Sendable, Hashable, CaseIterable {
  /// `[]`: the active regions.
  case none
  /// `.includeInactive`: the inactive ones too.
  case includeInactive
}

/// SwiftUI's `LayoutDirectionBehavior` for a geometry proxy's reserved
/// regions ([ad-swiftui-reservedregion]); named apart from SwiftUI's type.
public enum ReservedRegionMirroring: String, Sendable, Hashable, CaseIterable {
  /// The default: mirrored in a right-to-left layout.
  case mirrors
  /// Never mirrored.
  case fixed
}

/// What a scene asks of a view's regions (iOS 26 and 27.1): which view, a
/// layout region, a reserved-region query.
///
///     var scene = LayoutScene()
///     scene.regions.layoutRegion = .margins(cornerAdaptation: .horizontal)
public struct RegionQuery: Sendable, Hashable {
  /// The view asked: the view under test (default) or the root view.
  public var view: RegionView = .view
  /// The layout region `edgeInsets(for:)` reads; default `.safeArea`.
  public var layoutRegion: LayoutRegion = .safeArea(cornerAdaptation: nil)
  /// The kind `reservedRegions(kind:options:)` asks for; default occlusion.
  public var reservedRegionKind: ReservedRegionKind = .occlusion
  /// Its options; default `[]`.
  public var reservedRegionOptions: ReservedRegionQueryOptions = .none
  /// A SwiftUI geometry proxy's `layoutDirectionBehavior`; default `.mirrors`.
  public var layoutDirectionBehavior: ReservedRegionMirroring = .mirrors

  public init() {}
}
