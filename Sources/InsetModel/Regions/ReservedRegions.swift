import Foundation

/// One reserved region, as `UIView.ReservedRegion` (iOS 27.1) reports it:
/// what occupies it, its kind, its frame (margins included), its margins
/// for interactive content and whether it is active ([ad-reservedregion]).
///
/// A number no source publishes is `nil`, never a guess: the iPhone Duo's
/// cameras are reported, but only the inner display's has a published frame.
public struct ViewReservedRegion: Sendable, Hashable, CustomStringConvertible {
  /// What occupies the region: `fold`, `status strip`, `camera`,
  /// `Dynamic Island`, `window controls`.
  public var entity: String
  /// `UIView.ReservedRegion.kind`: an occlusion or a division.
  public var kind: ReservedRegionKind
  /// The frame, margins included, in the asking view's coordinates (in the
  /// window's, in ``ReservedRegionRules/windowRegions(screen:direction:assumptions:)``);
  /// `nil` where unpublished.
  public var frame: CGRect?
  /// The margins inside the frame; `nil` where unpublished.
  public var margins: Insets?
  /// Whether the region is active (the iPhone Duo's fold only while partially open, the camera of
  /// the panel not in use never); a query without `.includeInactive` returns only the active ones.
  public var isActive: Bool

  /// Creates a region: what occupies it, its kind, its frame and margins (`nil` where unpublished)
  /// and whether it is active.
  public init(
    _ entity: String, _ kind: ReservedRegionKind, frame: CGRect?, margins: Insets?,
    isActive: Bool
  ) {
    self.entity = entity
    self.kind = kind
    self.frame = frame
    self.margins = margins
    self.isActive = isActive
  }

  /// `fold (division) {{455.5, 0}, {40, 669}} margins {0, 20, 0, 20}, active`.
  public var description: String {
    "\(entity) (\(kind.rawValue)) "
      + (frame.map(GeometryNotation.format) ?? "frame unpublished")
      + (margins.map { " margins \($0)" } ?? "") + (isActive ? ", active" : ", inactive")
  }
}

/// Which reserved regions a window has, and what a view's query returns
/// (``Facts/reservedRegions``, ``Facts/reservedRegionsActive``).
public enum ReservedRegionRules {
  /// Every reserved region of the window, active or not, in window
  /// coordinates; `nil` where no source publishes what the device reports
  /// (a notch iPhone; the iPhone Duo in a rotation nobody probed) or before
  /// iOS 27.1, which has no reserved regions.
  ///
  /// - Complexity: O(1); allocates the list.
  public static func windowRegions(
    screen: ScreenResolution, direction: UserInterfaceLayoutDirection, assumptions: Assumptions
  ) -> [ViewReservedRegion]? {
    guard screen.iOSVersion >= 27.1 else { return nil }
    let g = screen.window
    if let display = g.foldableDisplay {
      return duoRegions(display, orientation: g.orientation, hinge: g.hinge)
    }
    if g.controls != .none {
      // Facts.windowControlsRegion.
      return [
        ViewReservedRegion(
          "window controls", .occlusion, frame: g.controlsFrame(direction: direction),
          margins: nil, isActive: true)
      ]
    }
    switch screen.topHardware {
    case .dynamicIsland? where screen.idiom == .phone:
      // Facts.dynamicIslandRegion: the frame is the row's to give.
      return [
        ViewReservedRegion(
          "Dynamic Island", .occlusion, frame: assumptions.dynamicIslandRegion, margins: nil,
          isActive: true)
      ]
    case .notch? where screen.idiom == .phone: return nil  // Facts.noReservedRegions
    default: return []  // Facts.noReservedRegions
    }
  }

  /// The iPhone Duo's regions ([boardhop-plan], [capfold-doc],
  /// [duolab-handoff], [duo-layout-skill]; ``Facts/duoDivision``,
  /// ``Facts/duoOcclusionsWide``, ``Facts/duoOcclusionsOther``).
  static func duoRegions(
    _ display: FoldableDisplay, orientation: Orientation, hinge: HingeStatus
  ) -> [ViewReservedRegion]? {
    let folded = hinge == .partiallyOpen
    switch (display, orientation) {
    case (.inner, .landscapeLeft):
      // [boardhop-plan] [capfold-doc]: the strip active, the camera of the
      // panel not in use inactive, the fold active only folded.
      return [
        ViewReservedRegion(
          "status strip", .occlusion, frame: CGRect(x: 867, y: 0, width: 84, height: 120),
          margins: nil, isActive: true),
        ViewReservedRegion(
          "camera", .occlusion, frame: CGRect(x: 677, y: 21, width: 58, height: 37),
          margins: nil, isActive: false),
        ViewReservedRegion(
          "fold", .division, frame: CGRect(x: 455.5, y: 0, width: 40, height: 669),
          margins: Insets(top: 0, left: 20, bottom: 0, right: 20), isActive: folded),
      ]
    case (.inner, .portrait):
      // [boardhop-plan]: the status bar's region and the fold across; the
      // camera's frame unpublished ([duolab-handoff] counts it).
      return [
        ViewReservedRegion(
          "status bar", .occlusion, frame: CGRect(x: 535, y: 0, width: 134, height: 82),
          margins: nil, isActive: true),
        ViewReservedRegion("camera", .occlusion, frame: nil, margins: nil, isActive: false),
        ViewReservedRegion(
          "fold", .division, frame: CGRect(x: 0, y: 455.5, width: 669, height: 40),
          margins: Insets(top: 20, left: 0, bottom: 20, right: 0), isActive: folded),
      ]
    case (.cover, .portrait):
      // [duo-geometry-probe]: the camera hole listed first, then the strip
      // (also [boardhop-plan]), both active; [duo-layout-skill],
      // [duolab-handoff]: both with zero margins.
      return [
        ViewReservedRegion(
          "camera", .occlusion, frame: CGRect(x: 399.667, y: 29.333, width: 37, height: 37),
          margins: .zero, isActive: true),
        ViewReservedRegion(
          "status strip", .occlusion, frame: CGRect(x: 382, y: 0, width: 84, height: 170),
          margins: .zero, isActive: true),
      ]
    default:
      return nil
    }
  }

  /// What `reservedRegions(kind:options:)` returns to a view whose frame in
  /// the window is `viewFrame`: the regions of `kind` that intersect it,
  /// the active ones unless `options` includes the inactive, each frame in
  /// the view's coordinates; `nil` where the window's regions are unknown,
  /// or a region of unpublished frame may or may not meet a view that does
  /// not fill the window.
  ///
  /// With `meetingOnly` false, as SwiftUI's geometry proxy answers
  /// (``Facts/swiftUIReservedRegionsUnclipped``), every region of `kind` is
  /// listed, those outside the view too, at negative or far coordinates.
  ///
  /// - Complexity: O(regions).
  public static func query(
    _ regions: [ViewReservedRegion], kind: ReservedRegionKind,
    options: ReservedRegionQueryOptions, viewFrame: CGRect, windowBounds: CGRect,
    meetingOnly: Bool = true
  ) -> [ViewReservedRegion]? {
    var result: [ViewReservedRegion] = []
    let fillsWindow =
      viewFrame.minX <= windowBounds.minX && viewFrame.minY <= windowBounds.minY
      && viewFrame.maxX >= windowBounds.maxX && viewFrame.maxY >= windowBounds.maxY
    for region in regions where region.kind == kind {
      guard region.isActive || options == .includeInactive else { continue }
      guard let frame = region.frame else {
        if meetingOnly, !fillsWindow { return nil }
        result.append(region)
        continue
      }
      // Meeting it: an overlap of some area; touching edges is not.
      guard
        !meetingOnly
          || (min(frame.maxX, viewFrame.maxX) > max(frame.minX, viewFrame.minX)
            && min(frame.maxY, viewFrame.maxY) > max(frame.minY, viewFrame.minY))
      else { continue }
      var local = region
      local.frame = frame.offsetBy(dx: -viewFrame.minX, dy: -viewFrame.minY)
      result.append(local)
    }
    return result
  }

  /// The same regions as a SwiftUI geometry proxy of `width` reports them:
  /// mirrored in a right-to-left layout unless `mirroring` is `.fixed`
  /// (``Facts/swiftUIReservedRegions``).
  public static func mirrored(
    _ regions: [ViewReservedRegion], width: CGFloat, direction: UserInterfaceLayoutDirection,
    mirroring: ReservedRegionMirroring
  ) -> [ViewReservedRegion] {
    guard direction == .rightToLeft, mirroring == .mirrors else { return regions }
    return regions.map { region in
      var r = region
      r.frame = region.frame.map {
        CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height)
      }
      r.margins = region.margins?.mirrored
      return r
    }
  }
}
