import Foundation
import InsetModel

extension Vocabulary {
  // MARK: Windows, foldables, layout and reserved regions

  /// What a row names of a view's reserved regions when one is unavailable.
  static let reservedRegionsUnavailable =
    "has no value here: reserved regions arrived in iOS 27.1, and no source publishes them for "
    + "this device or orientation (a notch iPhone; the iPhone Duo's cover in landscape, or its "
    + "inner display in `landscapeRight`, where the probes print the window's insets but no "
    + "region: a print of `reservedRegions(kind:options:)` there would settle it), or the "
    + "region is past the list's end, or its frame "
    + "is unpublished; a Dynamic Island's frame is `assumeDynamicIslandRegion`'s, window "
    + "controls' needs `assumeWindowControlsWidth`"

  static let windowKeys: [ScenarioKey] = [
    .input(
      "windowFrame", .screen, \.screen.windowFrame, default: "the screen's",
      meaning: "an iPadOS 26 window's frame on the screen: its origin and size (sets "
        + "`screenSize`); a window smaller than the screen is a free-form window with its "
        + "controls", facts: [Facts.freeformWindows], property: "screenSize",
      sample: { g in
        CGRect(
          x: g.length(0...400), y: g.length(0...400), width: g.length(300...1_000),
          height: g.length(300...1_000)
        ).formatted
      }, set: { $0.screen.windowFrame = $1 }),
    .input(
      "windowingControlStyle", .screen, \.screen.window.controlStyle,
      meaning: "`preferredWindowingControlStyle(for:)`: `automatic` (the corner, over the "
        + "content), `minimal` (a strip across the top), `unified` (part of the content)",
      facts: [Facts.windowControlStyles, Facts.windowControlsPlacement]),
    .input(
      "windowControls", .screen, \.screen.window.controls,
      default: "visible on a window smaller than the screen, hidden full screen",
      meaning: "whether an iPadOS 26 window shows its controls",
      facts: [Facts.windowControlsPlacement]),
    .input(
      "hingeStatus", .screen, \.screen.window.hinge, default: "fullyOpen",
      meaning: "the iPhone Duo's hinge (`UIHinge.status`): `partiallyOpen` is the book and "
        + "tabletop poses, where the fold's division region is active",
      facts: [Facts.duoDivision]),
    .output(
      "windowFrame?", .screen, CGRect.self, reads: [.windowFrame, .screenSize],
      meaning: "the window's frame on the screen", facts: [Facts.freeformWindows],
      read: { $0.screen.window.frame }),
    .output(
      "windowControlsFrame?", .screen, CGRect.self, reads: [.windowControlsFrame],
      meaning: "where the window controls are, in the window: the top leading corner "
        + "(`automatic`, `unified`), the strip across the top (`minimal`), in the top safe area "
        + "(an app built before iPadOS 26)",
      facts: [
        Facts.windowControlsPlacement, Facts.windowControlsHeight, Facts.windowControlsWidth,
        Facts.minimalControlsStrip,
      ],
      unavailable: "has no value here: no window controls show (a phone, a window filling the "
        + "screen, before iPadOS 26), or their size is unpublished: give "
        + "`assumeWindowControlsWidth` (`assumeMinimalControlsStripHeight` for `minimal`)",
      readInScene: { scene, r in
        r.screen.window.controlsFrame(direction: scene.view.layoutDirection)
      }),
    .output(
      "verticalBarFrame?", .screen, CGRect.self, reads: [.verticalBarFrame],
      meaning: "the iPhone Duo's vertical bar (its status strip, where its bars go), in the "
        + "window", facts: [Facts.duoWindowInsets, Facts.verticalBars],
      unavailable: "has no value here: only the iPhone Duo's cover, and its inner display held "
        + "wide, have a vertical bar",
      read: { $0.screen.window.verticalBarFrame }),
    .output(
      "verticalBarEdge?", .screen, VerticalBarEdge.self, reads: [.verticalBarEdge],
      meaning: "`UITraitCollection.verticalBarEdge` (SwiftUI's `toolbarVerticalEdge`, `nil` for "
        + "`unspecified`)", facts: [Facts.verticalBarEdgeTrait],
      read: { $0.regions.verticalBarEdge }),
  ]

  static let windowControllerKeys: [ScenarioKey] = [
    .input(
      "preferredVerticalBarBehavior", .controller, \.screen.window.verticalBarBehavior,
      meaning: "the view controller's `preferredVerticalBarBehavior` (its containers forward "
        + "it): `disabled` keeps the bars horizontal, whose insets are unpublished",
      facts: [Facts.verticalBarDisabled, Facts.verticalBars])
  ]

  static let regionKeys: [ScenarioKey] = [
    .input(
      "regionView", .view, \.regions.view,
      meaning: "the view whose layout and reserved regions are read: the view under test or the "
        + "view controller's root view", facts: [Facts.layoutRegions]),
    .input(
      "layoutRegion", .view, \.regions.layoutRegion,
      meaning: "the `UIView.LayoutRegion` that `edgeInsets(for:)` reads (iOS 26; `bar` iOS "
        + "27.1)", facts: [Facts.layoutRegions, Facts.cornerAdaptationRule]),
    .output(
      "regionEdgeInsets?", .view, Insets.self, reads: [.layoutRegionInsets],
      meaning: "`edgeInsets(for: layoutRegion)` of the view",
      facts: [
        Facts.layoutRegions, Facts.regionWithoutAdaptation, Facts.cornerAdaptationRule,
        Facts.windowControlsCorner,
      ],
      unavailable: "has no value here: layout regions arrived in iOS 26 (`bar` in 27.1), or the "
        + "view reaches a corner whose clearance no source publishes (give "
        + "`assumeCornerAdaptation`, or `assumeWindowControlsWidth` for the controls' corner)",
      read: { $0.regions.layoutRegionInsets }),
    .output(
      "regionDirectionalEdgeInsets?", .view, DirectionalInsets.self, reads: [.layoutRegionInsets],
      meaning: "`directionalEdgeInsets(for: layoutRegion)` of the view",
      facts: [Facts.layoutRegions, Facts.directionalMargins],
      unavailable: "has no value here: see `regionEdgeInsets?`",
      read: { $0.regions.layoutRegionDirectionalInsets }),
    .output(
      "regionGuideFrame?", .view, CGRect.self, reads: [.layoutRegionInsets],
      meaning: "`layoutGuide(for: layoutRegion).layoutFrame`, in the view's coordinates",
      facts: [Facts.layoutRegions], unavailable: "has no value here: see `regionEdgeInsets?`",
      read: { $0.regions.layoutRegionGuideFrame }),
    .input(
      "reservedRegionKind", .view, \.regions.reservedRegionKind,
      meaning: "the kind `reservedRegions(kind:options:)` asks for (iOS 27.1): `occlusion` (the "
        + "Dynamic Island, a camera, window controls) or `division` (a hinge's fold)",
      facts: [Facts.reservedRegions]),
    .input(
      "reservedRegionOptions", .view, \.regions.reservedRegionOptions,
      meaning: "the query's options: `none` (the active regions) or `includeInactive`",
      facts: [Facts.reservedRegionsActive]),
    .output(
      "reservedRegionCount?", .view, Int.self, reads: [.reservedRegions],
      meaning: "how many regions `reservedRegions(kind:options:)` returns to the view",
      facts: [Facts.reservedRegions, Facts.reservedRegionsActive],
      unavailable: reservedRegionsUnavailable,
      readInScene: { scene, r in scene.reservedRegions(in: r)?.count }),
  ]

  static let regionSwiftUIKeys: [ScenarioKey] = [
    .input(
      "layoutDirectionBehavior", .swiftUI, \.regions.layoutDirectionBehavior,
      meaning: "`GeometryProxy.reservedRegions`' `layoutDirectionBehavior`: `mirrors` (the "
        + "default) mirrors the regions in a right-to-left layout, `fixed` does not",
      facts: [Facts.swiftUIReservedRegions]),
    .output(
      "containerContentMargins?", .swiftUI, DirectionalInsets.self,
      reads: [.containerContentMargins],
      meaning: "`GeometryProxy.contentMargins(for: .container)` (iOS 27.1): the system layout "
        + "margins, asymmetric on the iPhone Duo beside its vertical bar",
      facts: [Facts.containerContentMargins, Facts.duoMargins],
      unavailable: "has no value here: `ContentMarginGuide` arrived in iOS 27.1",
      read: { $0.regions.containerContentMargins }),
  ]

  /// The indexed outputs of reserved regions.
  static let regionIndexedOutputs: [IndexedOutput] = [
    IndexedOutput(base: "reservedRegionFrame") { n in
      .output(
        "reservedRegionFrame[\(n)]?", .view, CGRect.self, reads: [.reservedRegions],
        meaning: "the frame of the region at index N (from 0, in the order returned), margins "
          + "included, in the view's coordinates",
        facts: [Facts.reservedRegions], unavailable: reservedRegionsUnavailable,
        readInScene: { scene, r in
          scene.reservedRegions(in: r).flatMap { n < $0.count ? $0[n].frame : nil }
        })
    },
    IndexedOutput(base: "reservedRegionMargins") { n in
      .output(
        "reservedRegionMargins[\(n)]?", .view, Insets.self, reads: [.reservedRegions],
        meaning: "the margins for interactive content of the region at index N",
        facts: [Facts.reservedRegions],
        unavailable: reservedRegionsUnavailable,
        readInScene: { scene, r in
          scene.reservedRegions(in: r).flatMap { n < $0.count ? $0[n].margins : nil }
        })
    },
    IndexedOutput(base: "reservedRegionIsActive") { n in
      .output(
        "reservedRegionIsActive[\(n)]?", .view, Bool.self, reads: [.reservedRegions],
        meaning: "whether the region at index N is active", facts: [Facts.reservedRegionsActive],
        unavailable: reservedRegionsUnavailable,
        readInScene: { scene, r in
          scene.reservedRegions(in: r).flatMap { n < $0.count ? $0[n].isActive : nil }
        })
    },
    IndexedOutput(base: "geometryReservedRegionFrame") { n in
      .output(
        "geometryReservedRegionFrame[\(n)]?", .swiftUI, CGRect.self, reads: [.reservedRegions],
        meaning:
          "the frame of the region at index N as `GeometryProxy.reservedRegions` gives it to "
          + "a geometry reader filling the innermost view (mirrored in right-to-left by "
          + "default), regions outside the reader included",
        facts: [Facts.swiftUIReservedRegions, Facts.swiftUIReservedRegionsUnclipped],
        unavailable: reservedRegionsUnavailable,
        readInScene: { scene, r in
          scene.geometryReservedRegions(in: r).flatMap { n < $0.count ? $0[n].frame : nil }
        })
    },
  ]

  static let windowAssumptionKeys: [ScenarioKey] = [
    assumption(
      Facts.floatingWindowTopInset, \.assumptions.floatingWindowTopInset,
      meaning: "a free-form iPad window's top safe-area inset (one app measured about 10)"),
    assumption(
      Facts.windowControlsHeight, \.assumptions.windowControlsHeight,
      meaning: "how far below a window's top its controls' corner reaches (two apps clear 40)"),
    .input(
      "assumeWindowControlsWidth", .assumption, \.assumptions.windowControlsWidth,
      default: "none: unpublished",
      meaning: "how far from a window's leading edge its controls' "
        + "corner reaches", facts: [Facts.windowControlsWidth],
      sample: { g in g.pick(["60", "76", "100"]) }),
    .input(
      "assumeMinimalControlsStripHeight", .assumption, \.assumptions.minimalControlsStripHeight,
      default: "none: unpublished",
      meaning: "the strip `minimal` window controls take across a window's top",
      facts: [Facts.minimalControlsStrip], sample: { g in g.pick(["24", "28", "32"]) }),
    assumption(
      Facts.compatibilityWindowTopInset, \.assumptions.compatibilityWindowTopInset,
      meaning: "an app built before iPadOS 26, in a window: its top safe-area inset, which holds "
        + "the controls"),
    assumption(
      Facts.padCornerAdaptation, \.assumptions.padCornerAdaptation,
      meaning: "how far a corner-adapted region moves content in from an iPad window's corner "
        + "(9.5, read once)"),
    .input(
      "assumeCornerAdaptation", .assumption, \.assumptions.cornerAdaptation,
      default: "the device's: the iPhone Duo's measured, an iPad's `assumePadCornerAdaptation`; "
        + "none elsewhere",
      meaning: "how far a corner-adapted region moves content in from any corner, on either "
        + "axis", facts: [Facts.cornerAdaptationElsewhere],
      sample: { g in g.pick(["9.5", "16", "20"]) }),
    assumption(
      Facts.duoTitleRow, \.assumptions.duoTitleRowHeight,
      meaning: "on the iPhone Duo with vertical bars, the row a navigation bar's title keeps at "
        + "the top"),
    assumption(
      Facts.duoTallNavigationBar, \.assumptions.duoTallNavigationBarHeight,
      meaning: "on the iPhone Duo's inner display held tall, the navigation bar's height below "
        + "the 82-pt status bar (52 by the probe's 134; the design templates' 48)"),
    assumption(
      Facts.duoInnerStripSide, \.assumptions.duoInnerStripTrailing,
      meaning: "on the iPhone Duo's inner display held wide, the vertical strip stays on the right "
        + "(trailing, as one source read it) in `landscapeRight` too; `no` puts it on the left, "
        + "following the hardware as on the cover"),
    .input(
      "assumeDynamicIslandRegion", .assumption, \.assumptions.dynamicIslandRegion,
      default: "none: unpublished",
      meaning: "the Dynamic Island's occlusion region, in the window as it is oriented",
      facts: [Facts.dynamicIslandRegion]),
  ]
}
