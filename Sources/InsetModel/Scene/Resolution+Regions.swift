import Foundation

extension LayoutScene {
  /// What `reservedRegions(kind:options:)` (iOS 27.1) returns to the view
  /// ``RegionQuery/view`` names, for the scene's kind and options, each
  /// frame in that view's coordinates; `nil` before iOS 27.1 or where no
  /// source publishes the device's regions.
  ///
  ///     var scene = LayoutScene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone Duo (unfolded)")
  ///     scene.screen.orientation = .landscapeLeft
  ///     scene.screen.window.hinge = .partiallyOpen
  ///     scene.regions.reservedRegionKind = .division
  ///     scene.reservedRegions(in: scene.resolve())?.first?.frame  // {{455.5, 0}, {40, 669}}
  ///
  /// - Complexity: O(regions); allocates the list.
  public func reservedRegions(in resolution: Resolution) -> [ViewReservedRegion]? {
    guard
      let all = ReservedRegionRules.windowRegions(
        screen: resolution.screen, direction: view.layoutDirection, assumptions: assumptions)
    else { return nil }
    return ReservedRegionRules.query(
      all, kind: regions.reservedRegionKind, options: regions.reservedRegionOptions,
      viewFrame: resolution.regions.viewFrame, windowBounds: resolution.regions.windowBounds)
  }

  /// What SwiftUI's `GeometryProxy.reservedRegions(kind:options:
  /// layoutDirectionBehavior:)` returns to a geometry reader filling the
  /// innermost SwiftUI view: the window's regions of the kind, in its frame
  /// whether they meet it or not (``Facts/swiftUIReservedRegionsUnclipped``), mirrored in a
  /// right-to-left layout unless ``RegionQuery/layoutDirectionBehavior`` is
  /// `.fixed`; `nil` for a UIKit scene and where ``reservedRegions(in:)`` is.
  ///
  /// - Complexity: O(regions); allocates the list.
  public func geometryReservedRegions(in resolution: Resolution) -> [ViewReservedRegion]? {
    guard let frame = resolution.swiftUI?.frame,
      let all = ReservedRegionRules.windowRegions(
        screen: resolution.screen, direction: view.layoutDirection, assumptions: assumptions),
      let found = ReservedRegionRules.query(
        all, kind: regions.reservedRegionKind, options: regions.reservedRegionOptions,
        viewFrame: frame, windowBounds: resolution.regions.windowBounds, meetingOnly: false)
    else { return nil }
    return ReservedRegionRules.mirrored(
      found, width: frame.width, direction: view.layoutDirection,
      mirroring: regions.layoutDirectionBehavior)
  }

  /// Records the reserved regions' step (``resolve(tracer:)`` calls it only
  /// while recording: the list allocates).
  func recordReservedRegions<Tracer: DerivationTracer>(
    _ screen: ScreenResolution, regions resolved: RegionResolution, tracer: inout Tracer
  ) {
    let all = ReservedRegionRules.windowRegions(
      screen: screen, direction: view.layoutDirection, assumptions: assumptions)
    let found = all.flatMap {
      ReservedRegionRules.query(
        $0, kind: regions.reservedRegionKind, options: regions.reservedRegionOptions,
        viewFrame: resolved.viewFrame, windowBounds: resolved.windowBounds)
    }
    let g = screen.window
    var facts = [Facts.reservedRegions, Facts.reservedRegionsActive]
    if g.foldableDisplay != nil {
      facts += [
        Facts.duoDivision, Facts.duoOcclusionsWide, Facts.duoOcclusionsOther,
        Facts.duoCoverOcclusions,
      ]
    } else if g.controls != .none {
      facts += [Facts.windowControlsRegion, Facts.windowControlsWidth]
    } else if screen.topHardware == .dynamicIsland {
      facts.append(Facts.dynamicIslandRegion)
    } else {
      facts.append(Facts.noReservedRegions)
    }
    let text =
      found.map { list in
        list.isEmpty ? "none" : list.map(\.description).joined(separator: "; ")
      }
      ?? (screen.iOSVersion < 27.1
        ? "none: reserved regions arrived in iOS 27.1"
        : "unknown: no source publishes this device's regions in this orientation")
    tracer.record(
      .reservedRegions, DerivedValue.text(text),
      rule: "\(regions.reservedRegionKind.rawValue) regions meeting the view at "
        + "\(GeometryNotation.format(resolved.viewFrame))"
        + (regions.reservedRegionOptions == .includeInactive
          ? ", inactive ones included" : ", active ones only"),
      facts: facts, inputs: [.windowControlsFrame, .verticalBarFrame, .frame])
  }
}
