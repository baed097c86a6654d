/// iPadOS 26 windows and their controls, the iPhone Duo, layout regions,
/// reserved regions and vertical bars.
extension Facts {
  // MARK: iPadOS 26 windows

  /// Free-form windows.
  public static let freeformWindows = Fact(
    "windows.freeform", .windows,
    "From iPadOS 26 an app's window resizes freely: any size within the device's limits, at a "
      + "position on the screen, with its controls at its top left. The 1/3, 1/2 and 2/3 Split "
      + "View widths (and Slide Over) are iPadOS 9 to 18's; a window smaller than the screen on "
      + "iPadOS 26 is given by its frame.", .documented,
    [Citation(.wwdcNotes208), Citation(.capacitor8172)])

  /// A free-form window's size classes.
  public static let freeformSizeClasses = Fact(
    "windows.freeformSizeClasses", .windows,
    "A free-form window's horizontal size class follows its width: regular from 678 pt, compact "
      + "below; its vertical size class stays regular.",
    .inferred(
      "Split View's measured threshold (678 regular, 639 compact, [sst-view]) applied to iPadOS "
        + "26's windows; no measurement of a free-form window's size classes, nor of a short "
        + "window's vertical class, is published"),
    [Citation(.snapshotTesting), Citation(.wwdcNotes208)])

  /// A free-form window's top safe-area inset.
  public static let floatingWindowTopInset = Fact(
    "windows.floatingTop", .windows,
    "A free-form iPad window's top safe-area inset is 10 pt, or what it overlaps of the status "
      + "bar's band when that is more.", .assumption(key: "assumeFloatingWindowTopInset"),
    [Citation(.mithka68)],
    disagreement: "One app measured \"~10pt in floating windows\" (Flutter's padding, which is "
      + "the root view's safe area) and detects a floating window by a top inset between 0 and "
      + "16; no UIKit probe of a free-form window is published.")

  /// A free-form window's sides and bottom.
  public static let freeformWindowEdges = Fact(
    "windows.freeformEdges", .windows,
    "A free-form window's left and right safe-area insets are 0 and its bottom is what it "
      + "overlaps of the home indicator's 25 pt band at the screen's bottom.",
    .inferred(
      "UIKit's rule that a safe area is what the screen's unsafe regions cover of a view "
        + "([ad-uiview-safeareainsets]) applied to a window; no probe of a window away from the "
        + "screen's bottom is published"),
    [Citation(.docSafeAreaInsets), Citation(.flutterDevicePreview)])

  /// The styles of window controls.
  public static let windowControlStyles = Fact(
    "windows.controlStyles", .windows,
    "A scene's windowing controls have one of three styles, chosen by its scene delegate and "
      + "automatic when it does not choose: automatic (\"the default system style\"), minimal "
      + "(\"as little of the scene's space as possible\") and unified (\"part of the scene's "
      + "content\"). Apple gives no geometry for any of them.", .documented,
    [Citation(.docWindowingControlStyle), Citation(.docPreferredWindowingControlStyle)])

  /// Where window controls are and when they show.
  public static let windowControlsPlacement = Fact(
    "windows.controlsPlacement", .windows,
    "Window controls sit in the window's top leading corner (top left, top right in a "
      + "right-to-left layout), over the app's content with the automatic and unified styles; "
      + "they show on a window that does not fill the screen and not on one that does.",
    .inferred(
      "Apple's session (controls at the top left, [wwdcnotes-208]), reports that they hide "
        + "full screen ([capacitor-8172]) and one framework's right-to-left placement "
        + "([frust-cornerinsets]); unified is taken to place them as automatic does"),
    [
      Citation(.wwdcNotes208), Citation(.capacitor8172), Citation(.tauri15521),
      Citation(.frustCornerInsets),
    ])

  /// Window controls leave the safe area alone.
  public static let windowControlsOutsideSafeArea = Fact(
    "windows.controlsNotInSafeArea", .windows,
    "Window controls add nothing to `safeAreaInsets`: an app built for iPadOS 26 keeps clear of "
      + "them with a corner-adapted layout region. (The model leaves `layoutMargins` unchanged "
      + "beside them too; no source measures them there.)", .measured,
    // Prints: OpenZCine's 32 pt top with the controls showing and OpenDraft's left inset of 0
    // beside a control; the others describe it without a value.
    [
      Citation(.tauri15521), .print(.openDraft66, by: "Proteus Technologies"),
      Citation(.mithka68), Citation(.capacitor8172), Citation(.ddg4499),
      .print(.openZCine91, by: "erik-sutton95"),
    ],
    disagreement: "One review says a margins-based guide avoids the controls where the safe "
      + "area's does not ([ddg-4499]); the model takes that guide to be the corner-adapted "
      + "margins region, and `layoutMargins` themselves to be unchanged (no source measures them "
      + "beside the controls).")

  /// How far the controls reach down.
  public static let windowControlsHeight = Fact(
    "windows.controlsHeight", .windows,
    "The window controls' corner reaches 40 pt below the window's top: content below that "
      + "clears them.", .assumption(key: "assumeWindowControlsHeight"),
    [Citation(.mithka68), Citation(.openZCine91)],
    disagreement: "Two apps chose 40 pt as the clearance below the controls; Apple publishes no "
      + "size for them.")

  /// How far the controls reach in.
  public static let windowControlsWidth = Fact(
    "windows.controlsWidth", .windows,
    "No source publishes how far the window controls reach from the window's leading edge: a "
      + "row that needs it gives it.", .assumption(key: "assumeWindowControlsWidth"),
    [Citation(.wwdcNotes208), Citation(.trvis315)])

  /// The minimal style's strip.
  public static let minimalControlsStrip = Fact(
    "windows.minimalStrip", .windows,
    "With the minimal style the controls take a strip across the window's top, above the app's "
      + "content; the model counts the strip as the window's top safe-area inset. No source "
      + "publishes its height: a row gives it.",
    .assumption(key: "assumeMinimalControlsStripHeight"),
    [Citation(.tattoo457), Citation(.piliPlus2482), Citation(.docWindowingControlStyle)],
    disagreement: "Both reports say the strip is above the content; neither says whether UIKit "
      + "reports it as a safe-area inset or moves the root view below it.")

  /// Apps built before iPadOS 26.
  public static let compatibilityWindowTopInset = Fact(
    "windows.compatibilityTop", .windows,
    "An app built with an SDK before iPadOS 26 gets the window controls in its top safe area, "
      + "which grows for them: 32 pt; the style it asks for has no effect.",
    .assumption(key: "assumeCompatibilityWindowTopInset"),
    [Citation(.wwdcNotes208), Citation(.openZCine91)],
    disagreement: "Apple's session says the safe area grows; the one number published, 32, was "
      + "read in a full-screen compatibility canvas with the status bar shown.")

  // MARK: Layout regions

  /// The API.
  public static let layoutRegions = Fact(
    "windows.layoutRegions", .windows,
    "`UIView.LayoutRegion` (iOS 26) names a region of a view: the safe area, the margins or the "
      + "readable content, each with an optional corner adaptation along the horizontal or the "
      + "vertical axis, and (iOS 27.1) a bar of a given extent on one edge; "
      + "`edgeInsets(for:)`, `directionalEdgeInsets(for:)` and `layoutGuide(for:)` read it.",
    .documented,
    [
      Citation(.docLayoutRegion), Citation(.docEdgeInsetsForRegion),
      Citation(.headerLayoutRegion), Citation(.wwdc25Session282),
    ])

  /// A region with no adaptation.
  public static let regionWithoutAdaptation = Fact(
    "windows.regionWithoutAdaptation", .windows,
    "Without corner adaptation a region is the view's own: the safe area is `safeAreaInsets`, "
      + "the margins are `layoutMargins` and the readable content is the readable content "
      + "guide's insets.",
    .inferred(
      "the fallback one framework uses before iOS 26 ([cmp-2555]) and the iPhone Duo's measured "
        + "regions, which equal its safe area and margins ([boardhop-corner])"),
    [Citation(.cmp2555), Citation(.boardhopCorner)])

  /// How a corner adaptation moves an edge.
  public static let cornerAdaptationRule = Fact(
    "windows.cornerAdaptation", .windows,
    "With an axis, each edge along that axis beside a window corner the view reaches is moved "
      + "in to at least that corner's clearance (the larger of the two, not their sum); edges "
      + "along the other axis do not change. A view that reaches no corner is not adapted.",
    .measured,
    // Prints: boardhop's edgeInsets(for:) in three poses and TRViS's corner-adapted inset on an
    // iPad; the skill reference's author is unknown, so it is not counted as independent.
    [
      .print(.boardhopCorner, by: "kammcs"), Citation(.duoLayoutSkill),
      .print(.trvis315, by: "TetsuOtter"),
    ],
    disagreement: "That a view away from the window's corners is not adapted is inferred from "
      + "what apps rely on ([trvis-315], [window-controls-inset]); no probe of such a view is "
      + "published.")

  /// The iPhone Duo's clearances.
  public static let duoCornerAdaptation = Fact(
    "windows.duoCornerAdaptation", .windows,
    "On the iPhone Duo a corner's clearance is 16 pt on either axis on the inner display and, "
      + "on the cover, 2.3 along the horizontal axis and 17.3 along the vertical one. It is not "
      + "the corner's radius (about 18.3 and 19.7).", .singleSource,
    // boardhop's research and walkthrough are one author's; the skill reference's is unknown.
    [
      .single(.boardhopCorner, "one project's simulator prints (kammcs)"),
      Citation(.boardhopWalk), Citation(.duoLayoutSkill),
    ])

  /// An iPad's clearance.
  public static let padCornerAdaptation = Fact(
    "windows.padCornerAdaptation", .windows,
    "On an iPad (iPadOS 26) a window corner's clearance is 9.5 pt on either axis; a window "
      + "showing its controls has theirs at its top leading corner.",
    .assumption(key: "assumePadCornerAdaptation"),
    [Citation(.openZCine91), Citation(.trvis315)],
    disagreement: "9.5 was read once, in a compatibility canvas on an unnamed iPad; another app "
      + "reports a non-zero adaptation full screen without a number.")

  /// Elsewhere.
  public static let cornerAdaptationElsewhere = Fact(
    "windows.cornerAdaptationElsewhere", .windows,
    "No source publishes a corner's clearance on the other iPhones (nor on a bare screen): a "
      + "corner-adapted region of a view in such a corner needs `assumeCornerAdaptation`, which "
      + "also overrides every device's value.", .assumption(key: "assumeCornerAdaptation"),
    [Citation(.boardhopCorner)])

  /// The controls' corner.
  public static let windowControlsCorner = Fact(
    "windows.controlsCorner", .windows,
    "In a window showing its controls over the content, the top leading corner's clearance is "
      + "the controls' corner: a horizontal adaptation moves the leading edge past them, a "
      + "vertical one moves the top below them.",
    .inferred(
      "SwiftUI's corner insets, documented to be the controls' size at that corner "
        + "([ad-containercornerinsets]), and how apps clear the controls with the UIKit regions "
        + "([trvis-315], [window-controls-inset], [cmp-2555])"),
    [
      Citation(.docContainerCornerInsets), Citation(.trvis315), Citation(.windowControlsInset),
      Citation(.cmp2555),
    ])

  /// Bar regions.
  public static let barRegion = Fact(
    "windows.barRegion", .windows,
    "`bar(onEdge:extent:)` (iOS 27.1) is the strip of the given extent along one edge of the "
      + "view, where a system bar would draw; the model takes it from the view's edge over the "
      + "edge's whole length.",
    .inferred(
      "the header's one sentence (\"a bar layout region of a given extent on a given edge\", "
        + "[duolab-sdk]) and Apple's lab answer (\"the region that the system bar would draw "
        + "in\", [duo-lab286]); no rect is published"),
    [Citation(.docLayoutRegion), Citation(.duoLabSDK), Citation(.duoLab286)])

  /// iOS 26.0.
  public static let layoutRegionsOnIOS260 = Fact(
    "windows.regionsOnIOS26.0", .windows,
    "iOS 26.0 adds spurious horizontal insets to layout regions; iOS 26.1 fixed it.",
    .singleSource, [.single(.cmp2555, "a fix's description, no printed insets")])

  // MARK: Reserved regions

  /// The API.
  public static let reservedRegions = Fact(
    "windows.reservedRegions", .windows,
    "`UIView.ReservedRegion` (iOS 27.1) is a region another entity occupies: an occlusion (the "
      + "Dynamic Island, a camera, window controls) or a division (a hinge's fold). Its frame is "
      + "in the view's coordinates and includes its margins for interactive content; "
      + "`reservedRegions(kind:options:)` returns the regions that intersect the view.",
    .documented, [Citation(.docReservedRegion), Citation(.duoLabSDK)])

  /// Active regions only.
  public static let reservedRegionsActive = Fact(
    "windows.reservedRegionsActive", .windows,
    "A query with no options returns the active regions; `.includeInactive` adds the inactive "
      + "ones.", .singleSource,
    [
      .single(.capfoldDoc, "a plain division query measured empty until the phone folds"),
      Citation(.boardhopPlan), Citation(.docReservedRegion),
    ],
    disagreement: "Apple's overview says the method returns the regions \"regardless of whether "
      + "they are currently\" active, yet the query has an option to include inactive ones, and "
      + "a plain division query was measured empty until the phone folds.")

  /// SwiftUI mirrors.
  public static let swiftUIReservedRegions = Fact(
    "windows.swiftUIReservedRegions", .windows,
    "SwiftUI's `GeometryProxy.reservedRegions(kind:options:layoutDirectionBehavior:)` gives "
      + "the same regions in the proxy's frame, mirrored in a right-to-left layout unless "
      + "`layoutDirectionBehavior` is `.fixed`.", .documented,
    [Citation(.docSwiftUIReservedRegion)])

  /// The fold.
  public static let duoDivision = Fact(
    "windows.duoDivision", .windows,
    "The inner display's fold is a division region 40 pt across: the zero-width crease at the "
      + "display's middle with 20 pt of margins on each side, (455.5, 0, 40, 669) held wide and "
      + "(0, 455.5, 669, 40) held tall. It is active only while the hinge is partially open; "
      + "fully open it is inactive with the same frame. The cover display has none.", .measured,
    [
      .print(.boardhopPlan, by: "kammcs"), .print(.capfoldDoc, by: "erkamyaman"),
      .print(.duoLabHandoff, by: "branch10480"), Citation(.duoLayoutSkill),
    ],
    disagreement: "A paraphrase of Apple's Tech Talk says the fold has zero width when flat "
      + "([duo-jp-research]); two probes read the same 40 pt frame flat and folded.")

  /// Occlusions held wide.
  public static let duoOcclusionsWide = Fact(
    "windows.duoOcclusionsWide", .windows,
    "Held wide, the inner display reports two occlusion regions: the status strip (867, 0, 84, "
      + "120), active, and the camera of the panel not in use (677, 21, 58, 37), inactive.",
    .measured,
    [
      .print(.boardhopPlan, by: "kammcs"), .print(.capfoldDoc, by: "erkamyaman"),
      Citation(.duoLabHandoff),
    ])

  /// Other occlusions.
  public static let duoOcclusionsOther = Fact(
    "windows.duoOcclusionsOther", .windows,
    "Held tall, the inner display's status occlusion is (535, 0, 134, 82), active, with its "
      + "inactive camera's frame unpublished. The landscape rotations (the inner display's "
      + "`landscapeRight`, the cover's both) are unpublished.", .singleSource,
    [
      .single(.boardhopPlan, "one project's simulator prints (kammcs)"),
      Citation(.duoLabHandoff), Citation(.duoLayoutSkill),
    ])

  /// The cover's occlusions.
  public static let duoCoverOcclusions = Fact(
    "windows.duoCoverOcclusions", .windows,
    "On the cover in portrait two occlusion regions are reported, both active, the camera hole "
      + "first, (399.667, 29.333, 37, 37), then the status strip, (382, 0, 84, 170); the order "
      + "is undocumented (one print). Both have zero margins.", .singleSource,
    // The strip's frame is also boardhop's print; the camera's frame and the order are the
    // probe's alone; the margins are the layout skill's and DuoLab's.
    [
      .single(.duoGeometryProbe, "one simulator run's NSLog (Xcode 27.1)"),
      Citation(.boardhopPlan), Citation(.duoLayoutSkill), Citation(.duoLabHandoff),
    ])

  /// SwiftUI lists regions outside the proxy.
  public static let swiftUIReservedRegionsUnclipped = Fact(
    "windows.swiftUIReservedRegionsUnclipped", .windows,
    "SwiftUI's geometry proxy lists the window's regions whether they meet its frame or not: a "
      + "reader padded 50 pt inside the cover's safe area (282 × 544) still lists the camera at "
      + "(349.667, -20.667) and the strip at (332, -50), outside it, \"rather than being "
      + "clipped\".", .singleSource,
    [.single(.duoGeometryProbe, "one simulator run's NSLog (Xcode 27.1)")])

  /// The Dynamic Island.
  public static let dynamicIslandRegion = Fact(
    "windows.dynamicIslandRegion", .windows,
    "The Dynamic Island is an active occlusion region; no source publishes its frame or "
      + "margins: a row gives the frame, in the window as it is oriented.",
    .assumption(key: "assumeDynamicIslandRegion"), [Citation(.docReservedRegion)])

  /// The controls.
  public static let windowControlsRegion = Fact(
    "windows.controlsRegion", .windows,
    "Window controls that show over the content are an active occlusion region over their "
      + "corner.",
    .inferred(
      "Apple's overview, which names window controls among occlusions ([ad-reservedregion])"),
    [Citation(.docReservedRegion)])

  /// No regions.
  public static let noReservedRegions = Fact(
    "windows.noReservedRegions", .windows,
    "A screen with nothing in it (a Home-button iPhone, an iPad without its controls showing, a "
      + "bare screen) reports no reserved regions; what a notch iPhone reports is unpublished.",
    .inferred("Apple's examples of what occludes content ([ad-reservedregion])"),
    [Citation(.docReservedRegion)])

  // MARK: The iPhone Duo and vertical bars

  /// The displays.
  public static let duoDisplays = Fact(
    "windows.duoDisplays", .windows,
    "The iPhone Duo (iOS 27.1) has a cover display of 466 × 678 pt and an inner display of "
      + "669 × 951 pt held tall (951 × 669 held wide), both at 3x, as its simulator reports "
      + "them; Apple's own 626 × 890 is the inner panel's pixels over 3, not what apps see.",
    .measured,
    // Prints: capacitor-foldable's window sizes and the DuoLab research's framebuffer sizes (the
    // handoff notes are the same author's).
    [
      Citation(.duoLabHandoff), .print(.capfoldDoc, by: "erkamyaman"), Citation(.boardhopPlan),
      .print(.duoResearchJP, by: "branch10480"),
    ])

  /// The window's insets.
  public static let duoWindowInsets = Fact(
    "windows.duoWindowInsets", .windows,
    "Where its status bar is a vertical strip (the cover in both orientations, the inner "
      + "display held wide) the Duo's window reads 84 pt on the strip's side, 34 at the bottom "
      + "and 0 elsewhere; held tall it reads {82, 0, 34, 0}.", .measured,
    // Prints: boardhop's walkthrough (every pose) and react-native-bottom-tabs' 84 pt side
    // insets; readest and TGCardViewController describe the strip without an exact print. The 82
    // held tall is boardhop's alone.
    [
      Citation(.boardhopPlan), .print(.boardhopWalk, by: "kammcs"), Citation(.readest6312),
      Citation(.tgCard31), .print(.reactNativeBottomTabs589, by: "callstack"),
    ],
    disagreement: "Design templates ([mirza-dualpane]) give 0 at the bottom and 84 at the top "
      + "held tall; every probe reads 34 at the bottom, and 82 at the top held tall (one probe).")

  /// The strip's side.
  public static let duoStripSide = Fact(
    "windows.duoStripSide", .windows,
    "The strip is on the right in portrait and in `landscapeLeft`, and on the left in "
      + "`landscapeRight`, following the hardware; upside down is unpublished. On the inner "
      + "display held wide, `landscapeRight` is the assumption `assumeDuoInnerStripTrailing` "
      + "(default `no`: on the left).",
    .inferred(
      "the probes of one landscape rotation (strip on the right), two reports of the strip on "
        + "the left in the cover's other rotation ([rn-bottom-tabs-589], [apui-101]) and one "
        + "that the bar \"follows the hardware through every rotation\" ([apui-101]); which of "
        + "UIKit's landscape orientations is which is not published"),
    [
      Citation(.boardhopPlan), Citation(.reactNativeBottomTabs589), Citation(.apui101),
      Citation(.duoSkillsAPI),
    ],
    disagreement: "For the inner display held wide the one direct source ([duo-skills-api], an "
      + "API reference seen working on the simulator) says the bar is on the trailing edge in "
      + "both landscape directions, which puts the strip on the right in `landscapeRight` too. "
      + "The model keeps the left by default: it is what the printed insets show on the cover, "
      + "a release note measured against a native UIKit app says the bar follows the hardware "
      + "through every rotation ([apui-101]), and that source reads the trait "
      + "(`toolbarVerticalEdge`), printing no inset. No print of the inner display settles it; "
      + "`assumeDuoInnerStripTrailing` switches.")

  /// The inner display's strip in `landscapeRight`.
  public static let duoInnerStripSide = Fact(
    "windows.duoInnerStripSide", .windows,
    "On the inner display held wide in `landscapeRight` the strip is on the left by default, "
      + "as it is on the cover; `yes` keeps it on the right, the trailing edge, in both "
      + "landscape rotations. The window's safe area, the vertical bar's frame and trait, the "
      + "bars in the strip and the margins follow the side; the reserved regions of that "
      + "rotation stay unpublished either way.",
    .assumption(key: "assumeDuoInnerStripTrailing"),
    [
      Citation(.duoSkillsAPI), Citation(.reactNativeBottomTabs589), Citation(.apui101),
    ],
    disagreement: "One API reference seen working on the simulator reads the bar as trailing "
      + "on the inner display in both landscape directions ([duo-skills-api]); the cover's "
      + "printed insets move to the left in its other rotation ([rn-bottom-tabs-589]), and a "
      + "third source says the bar follows the hardware ([apui-101]).")

  /// Size classes.
  public static let duoSizeClasses = Fact(
    "windows.duoSizeClasses", .windows,
    "The cover display is compact width and regular height in portrait, compact in both in "
      + "landscape; the inner display is regular in both, held either way.", .measured,
    // Prints: DuoLab's per-display traits and capacitor-foldable's size class per pose; the
    // skills' device facts restate Apple's Tech Talk.
    [
      .print(.duoLabHandoff, by: "branch10480"), Citation(.mirzaFacts),
      .print(.capfoldDoc, by: "erkamyaman"),
    ])

  /// Margins.
  public static let duoMargins = Fact(
    "windows.duoMargins", .windows,
    "On the Duo the system minimum side margins are 20 pt on both displays, and 0 on the side "
      + "of the vertical strip: margins there end at the strip.",
    .inferred(
      "the measured margins region, 20 away from the strip and the strip's 84 beside it "
        + "([boardhop-corner]), the templates' 20 ([mirza-dualpane]) and Apple's sentence that "
        + "the margins are asymmetric next to a vertical bar ([ad-contentmarginguide])"),
    [Citation(.boardhopCorner), Citation(.mirzaDualPane), Citation(.docContentMarginGuide)],
    disagreement: "The model's other phones take 16 in a compact width; the cover is compact "
      + "width and reads 20.")

  /// The trait.
  public static let verticalBarEdgeTrait = Fact(
    "windows.verticalBarEdge", .windows,
    "`verticalBarEdge` is the strip's side, named in the layout direction, where the system "
      + "places a vertical bar (the cover in both orientations, the inner display held wide), and "
      + "`unspecified` held tall and on every other device.", .measured,
    [
      Citation(.docVerticalBarEdge), .print(.boardhopPlan, by: "kammcs"),
      .print(.duoLabHandoff, by: "branch10480"), Citation(.duoSkillsAPI),
      Citation(.classmethodVerticalBar),
    ],
    disagreement: "Two sources read `trailing` in both of the cover's landscape rotations; the "
      + "model names the side the strip is on, which is leading when it is on the left in a "
      + "left-to-right layout.")

  /// Bars in the strip.
  public static let verticalBars = Fact(
    "windows.verticalBars", .windows,
    "Where the Duo places bars vertically, a navigation or tab bar controller's bars go into the "
      + "strip: no bar at the top or bottom; the root view's inset on the strip's side is at "
      + "least the strip's 84 and its bottom the home indicator's 34.",
    .inferred(
      "Apple's HIG (\"the status bar, the toolbar ... and the tab bar\" on the side, quoted in "
        + "[boardhop-plan]), the header's \"safe area inset for the vertical bar\" "
        + "([ad-toolbarverticalbehavior]) and a probe in a navigation and a tab bar controller "
        + "(84 on the side, 34 at the bottom, [duolab-handoff])"),
    [
      Citation(.boardhopPlan), Citation(.docVerticalBarBehavior), Citation(.duoLabHandoff),
      Citation(.tgCard31),
    ])

  /// The title row.
  public static let duoTitleRow = Fact(
    "windows.duoTitleRow", .windows,
    "With its bars vertical, a navigation controller keeps its title in a row 82 pt tall at the "
      + "top of the root view's safe area.", .assumption(key: "assumeDuoTitleRowHeight"),
    [Citation(.duoLabHandoff)],
    disagreement: "One probe read 82 at the top inside a navigation stack in every pose with "
      + "vertical bars, where the window's own top is 0; that the 82 is the title's row is "
      + "inferred.")

  /// The navigation bar held tall.
  public static let duoTallNavigationBar = Fact(
    "windows.duoTallNavigationBar", .windows,
    "On the inner display held tall, where the bars are horizontal, the navigation bar is 52 pt "
      + "below the 82-pt status bar, so a root view under it starts 134 down: a probe's "
      + "GeometryReader in a NavigationStack in a TabView reads \"T134 / R0 / B83 / L0\" held "
      + "tall (669 × 734 of 669 × 951), where every other phone under Liquid Glass has a 54-pt "
      + "bar. The model gives the same height with and without a large title.",
    .assumption(key: "assumeDuoTallNavigationBarHeight"),
    [Citation(.duoLabHandoff, at: "§19"), Citation(.mirzaDualPane)],
    disagreement: "One simulator probe (single source): a SwiftUI NavigationStack whose root "
      + "title shows in SwiftUI's automatic mode, which is large at the root; no print of a UIKit "
      + "bar held tall, with or without `prefersLargeTitles`, exists. The design templates draw "
      + "an 84-pt top and a 48-pt bar (`assumeDuoTallNavigationBarHeight` 48). What would settle "
      + "it: `view.safeAreaInsets` of a UINavigationController's top view controller held tall, "
      + "with `prefersLargeTitles` off and on.")

  /// Disabling the vertical bar.
  public static let verticalBarDisabled = Fact(
    "windows.verticalBarDisabled", .windows,
    "With `preferredVerticalBarBehavior` `.disabled` the bars fall back to horizontal top and "
      + "bottom bars and the status bar to the horizontal axis; no source publishes the insets "
      + "that follow.", .documented, [Citation(.docVerticalBarBehavior)])

  /// Older SDKs.
  public static let duoOlderSDK = Fact(
    "windows.duoOlderSDK", .windows,
    "On the Duo an app built with an SDK before iOS 27 runs letterboxed in a compatibility "
      + "mode: one simulator reading gives its `UIScreen.main.bounds` as 375 × 667 (the display "
      + "not named; a guide from Apple's talks letterboxes both displays \"at the same aspect "
      + "ratio\"), so the model answers `screenSize?` 375 × 667 held tall on either display and "
      + "nothing else: no print gives the letterboxed window's scale, status bar or safe area, "
      + "nor its size held wide. An app built with the iOS 27.0 SDK \"uses almost the entire "
      + "inner display\" (the guide) and has no print; from 27.1 the app fills the display.",
    .singleSource,
    [
      .single(.duoSkillsAPI, "one simulator reading of UIScreen.main.bounds"),
      Citation(.duoSkillGuide, at: "Behavior by SDK"),
      Citation(.capfoldDoc),
    ],
    disagreement: "The reading says only \"an SDK older than 27.1\"; the guide says an app built "
      + "with the iOS 27 SDK resizes, so the model answers the reading below 27 only. What would "
      + "settle the rest: the letterboxed window's `UIScreen.main.bounds`, `safeAreaInsets` and "
      + "status bar on each display, held tall and wide, for an app built with the iOS 26 SDK "
      + "and one built with 27.0.")

  /// ContentMarginGuide.
  public static let containerContentMargins = Fact(
    "windows.containerContentMargins", .windows,
    "SwiftUI's `ContentMarginGuide.container` (iOS 27.1) \"vends the system layout margins\": "
      + "16 to 20 pt on iPhone, asymmetric on the Duo next to a vertical bar; the model gives "
      + "the root view controller's system minimum margins.", .documented,
    [Citation(.docContentMarginGuide)])

  static let windows: [Fact] = [
    freeformWindows, freeformSizeClasses, floatingWindowTopInset, freeformWindowEdges,
    windowControlStyles, windowControlsPlacement, windowControlsOutsideSafeArea,
    windowControlsHeight, windowControlsWidth, minimalControlsStrip, compatibilityWindowTopInset,
    layoutRegions, regionWithoutAdaptation, cornerAdaptationRule, duoCornerAdaptation,
    padCornerAdaptation, cornerAdaptationElsewhere, windowControlsCorner, barRegion,
    layoutRegionsOnIOS260, reservedRegions, reservedRegionsActive, swiftUIReservedRegions,
    swiftUIReservedRegionsUnclipped,
    duoDivision, duoOcclusionsWide, duoOcclusionsOther, duoCoverOcclusions, dynamicIslandRegion,
    windowControlsRegion,
    noReservedRegions, duoDisplays, duoWindowInsets, duoStripSide, duoInnerStripSide,
    duoTallNavigationBar,
    duoSizeClasses,
    duoMargins,
    verticalBarEdgeTrait, verticalBars, duoTitleRow, verticalBarDisabled, duoOlderSDK,
    containerContentMargins,
  ]
}
