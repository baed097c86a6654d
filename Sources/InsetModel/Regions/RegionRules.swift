import Foundation

/// The regions of the view a scene asks about, resolved: its layout
/// region's insets, the vertical bar's trait and SwiftUI's container
/// margins. Plain data; the reserved regions, a list, are asked of the
/// scene (``ReservedRegionRules``).
public struct RegionResolution: Sendable, Hashable {
  /// The view asked, in the window.
  public var viewFrame: CGRect = .zero
  /// The window's bounds.
  public var windowBounds: CGRect = .zero
  /// `edgeInsets(for:)` of the scene's layout region; `nil` where the OS
  /// has no such region or a corner's clearance is unpublished.
  public var layoutRegionInsets: Insets?
  /// The layout direction the directional values follow.
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  /// `UITraitCollection.verticalBarEdge`.
  public var verticalBarEdge: VerticalBarEdge = .unspecified
  /// SwiftUI's `contentMargins(for: .container)`; `nil` before iOS 27.1.
  public var containerContentMargins: DirectionalInsets?

  /// Creates an empty resolution: zero frames, no layout region's insets, left to right, no
  /// vertical bar edge, no container margins.
  public init() {}

  /// `directionalEdgeInsets(for:)`.
  public var layoutRegionDirectionalInsets: DirectionalInsets? {
    layoutRegionInsets.map { DirectionalInsets($0, in: layoutDirection) }
  }

  /// `layoutGuide(for:).layoutFrame`, in the view's coordinates.
  public var layoutRegionGuideFrame: CGRect? {
    layoutRegionInsets.map { CGRect(origin: .zero, size: viewFrame.size).inset(by: $0) }
  }
}

/// The view a scene asks about: its frame in the window and what UIKit has
/// resolved for it.
public struct RegionTarget: Sendable, Hashable {
  /// Its frame in the window.
  public var frame: CGRect
  /// Its `safeAreaInsets`.
  public var safeAreaInsets: Insets
  /// Its `layoutMargins`, as read back.
  public var layoutMargins: Insets
  /// The width its readable content guide is limited to.
  public var readableContentWidth: CGFloat

  /// Creates the target; each parameter sets the property of the same name.
  public init(
    frame: CGRect, safeAreaInsets: Insets, layoutMargins: Insets, readableContentWidth: CGFloat
  ) {
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.readableContentWidth = readableContentWidth
  }
}

/// How `edgeInsets(for:)` follows from a view's safe area, margins and
/// position in its window's corners (``Facts/layoutRegions``,
/// ``Facts/cornerAdaptationRule``).
///
/// The picture, for `.safeArea(cornerAdaptation: .horizontal)` of a view in
/// a window's top-left corner, under the window controls:
///
///     ┌─●●●───┬──────────────
///     │ ctrl  │ ← the leading edge moves past the controls' corner
///     ├───────┘   (max of the safe area's inset and the corner's width)
///     │
public enum RegionRules {
  /// The regions of `target`, each step reported to `tracer`.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func resolve<Tracer: DerivationTracer>(
    _ query: RegionQuery, target: RegionTarget, screen: ScreenResolution,
    systemMinimumLayoutMargins: DirectionalInsets, direction: UserInterfaceLayoutDirection,
    assumptions: Assumptions, tracer: inout Tracer
  ) -> RegionResolution {
    var r = RegionResolution()
    r.viewFrame = target.frame
    r.windowBounds = CGRect(origin: .zero, size: screen.screenSize)
    r.layoutDirection = direction
    r.verticalBarEdge = screen.window.verticalBarEdge(direction: direction)
    tracer.record(
      .verticalBarEdge, DerivedValue.text(r.verticalBarEdge.rawValue),
      rule: screen.window.verticalBarSide.map {
        "the vertical strip is on the \($0.rawValue), \(direction.rawValue)"
      } ?? "no vertical bar on this display, in this orientation",
      facts: [Facts.verticalBarEdgeTrait], inputs: [.windowSafeAreaInsets])
    if screen.iOSVersion >= 27.1 {
      r.containerContentMargins = systemMinimumLayoutMargins
      tracer.record(
        .containerContentMargins, systemMinimumLayoutMargins,
        rule: "the system layout margins: systemMinimumLayoutMargins",
        facts: [Facts.containerContentMargins, Facts.systemMinimumMargins]
          + (screen.window.systemMinimumSideMargin == nil ? [] : [Facts.duoMargins]),
        inputs: [.systemMinimumLayoutMargins])
    }
    r.layoutRegionInsets = layoutRegionInsets(
      query.layoutRegion, target: target, screen: screen, direction: direction,
      assumptions: assumptions)
    if Tracer.isRecording {
      record(query.layoutRegion, r, target: target, screen: screen, tracer: &tracer)
    }
    return r
  }

  /// `edgeInsets(for: region)` of `target`; `nil` before the region's iOS
  /// version, or where the view reaches a corner whose clearance no source
  /// publishes.
  ///
  /// - Complexity: O(1), no allocation.
  public static func layoutRegionInsets(
    _ region: LayoutRegion, target: RegionTarget, screen: ScreenResolution,
    direction: UserInterfaceLayoutDirection, assumptions: Assumptions
  ) -> Insets? {
    guard screen.iOSVersion >= region.firstVersion else { return nil }
    let size = target.frame.size
    var insets: Insets
    switch region {
    case .safeArea: insets = target.safeAreaInsets
    case .margins: insets = target.layoutMargins
    case .readableContent:
      // The readable content guide's insets (Facts.regionWithoutAdaptation).
      let guide = LayoutMarginRules.readableContentGuideFrame(
        marginsGuide: CGRect(origin: .zero, size: size).inset(by: target.layoutMargins),
        readableWidth: target.readableContentWidth)
      insets = Insets(
        top: guide.minY, left: guide.minX, bottom: size.height - guide.maxY,
        right: size.width - guide.maxX)
    case .bar(let edge, let extent):
      // The strip of `extent` along the edge (Facts.barRegion).
      let side = edge.side(in: direction)
      let across = side == .left || side == .right ? size.width : size.height
      insets = .zero
      insets[side.opposite] = max(0, across - max(0, extent))
      return insets
    }
    guard let axis = region.cornerAdaptation else { return insets }
    for corner in Corner.all where reaches(target.frame, corner, window: screen.screenSize) {
      guard let clearance = clearance(corner, screen: screen, direction: direction) else {
        return nil
      }
      switch axis {
      case .horizontal:
        let side = corner.horizontalSide
        insets[side] = max(insets[side], clearance.width)
      case .vertical:
        let side = corner.verticalSide
        insets[side] = max(insets[side], clearance.height)
      }
    }
    return insets
  }

  /// A corner of the window.
  public enum Corner: String, Sendable, CaseIterable {
    /// The window's top-left corner.
    case topLeft = "top left"
    /// The window's top-right corner.
    case topRight = "top right"
    /// The window's bottom-left corner.
    case bottomLeft = "bottom left"
    /// The window's bottom-right corner.
    case bottomRight = "bottom right"

    /// The four, stored once (a synthesized `allCases` builds its array on
    /// every read).
    public static let all: [Corner] = allCases

    /// The corner's edge along the horizontal axis.
    public var horizontalSide: Side { self == .topLeft || self == .bottomLeft ? .left : .right }
    /// The corner's edge along the vertical axis.
    public var verticalSide: Side { self == .topLeft || self == .topRight ? .top : .bottom }
  }

  /// Whether a view whose frame in the window is `frame` reaches `corner`
  /// of a window `window` in size.
  public static func reaches(_ frame: CGRect, _ corner: Corner, window: CGSize) -> Bool {
    let e: CGFloat = 0.01  // the contract's tolerance
    let left = frame.minX <= e
    let right = frame.maxX >= window.width - e
    let top = frame.minY <= e
    let bottom = frame.maxY >= window.height - e
    switch corner {
    case .topLeft: return top && left
    case .topRight: return top && right
    case .bottomLeft: return bottom && left
    case .bottomRight: return bottom && right
    }
  }

  /// A corner's clearance: the window controls' corner where they show over
  /// the content (top leading), else the window's corners' own
  /// (``Facts/windowControlsCorner``, ``Facts/duoCornerAdaptation``,
  /// ``Facts/padCornerAdaptation``); `nil` where unpublished.
  public static func clearance(
    _ corner: Corner, screen: ScreenResolution, direction: UserInterfaceLayoutDirection
  ) -> CGSize? {
    isControlsCorner(corner, screen: screen, direction: direction)
      ? screen.window.controlsSize : screen.window.cornerAdaptation
  }

  /// Whether `corner` is the window controls' (top leading, where they show
  /// over the content): its clearance is theirs, not the corner adaptation.
  static func isControlsCorner(
    _ corner: Corner, screen: ScreenResolution, direction: UserInterfaceLayoutDirection
  ) -> Bool {
    screen.window.controls == .corner
      && corner == (direction == .leftToRight ? .topLeft : .topRight)
  }

  /// Records the layout region's step.
  @usableFromInline
  static func record<Tracer: DerivationTracer>(
    _ region: LayoutRegion, _ r: RegionResolution, target: RegionTarget,
    screen: ScreenResolution, tracer: inout Tracer
  ) {
    let base: String
    switch region {
    case .safeArea: base = "safeAreaInsets \(target.safeAreaInsets)"
    case .margins: base = "layoutMargins \(target.layoutMargins)"
    case .readableContent: base = "the readable content guide's insets"
    case .bar: base = "a bar's strip along the edge"
    }
    var facts = [Facts.layoutRegions, Facts.regionWithoutAdaptation]
    var rule = "\(region) of the view at \(GeometryNotation.format(target.frame)): \(base)"
    if case .bar = region { facts.append(Facts.barRegion) }
    if region.cornerAdaptation != nil {
      facts.append(Facts.cornerAdaptationRule)
      let reached = Corner.all.filter {
        reaches(target.frame, $0, window: screen.screenSize)
      }
      let clearances = reached.map { corner in
        "\(corner.rawValue) "
          + (clearance(corner, screen: screen, direction: r.layoutDirection).map {
            GeometryNotation.format($0)
          } ?? "unpublished")
      }
      rule +=
        reached.isEmpty
        ? "; it reaches no window corner"
        : "; at least the clearance of the corners it reaches: "
          + clearances.joined(separator: ", ")
      let g = screen.window
      if g.controls == .corner { facts += [Facts.windowControlsCorner, Facts.windowControlsWidth] }
      // A corner the controls do not hold takes the corner adaptation: the
      // device's where one is published, and `assumeCornerAdaptation`
      // (Facts.cornerAdaptationElsewhere) where not or where a row sets it.
      let adapted = reached.contains {
        !isControlsCorner($0, screen: screen, direction: r.layoutDirection)
      }
      let published = g.foldableDisplay != nil || (screen.idiom == .pad && screen.iOSVersion >= 26)
      if g.foldableDisplay != nil {
        facts.append(Facts.duoCornerAdaptation)
      } else if published {
        facts.append(Facts.padCornerAdaptation)
      }
      if !published || adapted { facts.append(Facts.cornerAdaptationElsewhere) }
    }
    if screen.iOSVersion < region.firstVersion {
      rule = "\(region) arrived in iOS \(region.firstVersion.formattedVersion)"
    }
    tracer.record(
      .layoutRegionInsets,
      r.layoutRegionInsets.map(DerivedValue.insets) ?? DerivedValue.text("none"),
      rule: rule, facts: facts, inputs: [.safeAreaInsets, .layoutMargins, .windowControlsFrame])
  }
}
