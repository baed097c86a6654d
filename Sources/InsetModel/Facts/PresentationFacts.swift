// Facts about presentations: how a style adapts, sheets and their detents, form and page
// sheets, popovers, the presented safe area and the context a presentation covers.

extension Facts {
  /// How a presentation style adapts to the size classes.
  public static let presentationAdaptation = Fact(
    "presentation.adaptation", .hierarchy,
    "`modalPresentationStyle` is used as written only in a regular width: from iOS 13 a page or "
      + "form sheet (and a popover, which adapts to one) in a compact width is a sheet attached "
      + "to the bottom, and `.automatic` is a page sheet; before iOS 13 they filled the screen. "
      + "In a compact height a sheet fills the screen unless `prefersEdgeAttachedInCompactHeight` "
      + "(iOS 15). Full-screen styles fill the window; current-context styles cover the "
      + "presenting context's view.", .documented,
    [
      Citation(.docModalPresentationStyle), Citation(.wwdc19Session224, at: "10:45–12:15"),
      Citation(.docPrefersEdgeAttachedInCompactHeight),
      // The compact height as printed on iOS 26.1: every detent and an adapted popover fill the
      // window (an iPhone SE in landscape); a regular-width popover stays one (an iPad (A16)).
      Citation(.openUIKitSheetMetrics, at: "testCompactHeightPageSheetFillsTheWindow"),
      Citation(.openUIKitSheetMetrics, at: "testPadPopoverDoesNotAdaptToASheet"),
    ])

  /// The sheet's top under Liquid Glass.
  public static let glassSheetTop = Fact(
    "presentation.glassSheetTop", .hierarchy,
    "Under Liquid Glass a phone sheet at its full height starts at the window's safe-area top, "
      + "at least 30 pt down: (0, 59, 393, 793) on a 393 × 852 iPhone 16, (0, 30, 375, 637) on "
      + "an iPhone SE whether its status bar shows (safe-area top 20) or not (0); at 62 on an "
      + "iPhone 17.", .singleSource,
    // One project's prints on two iOS 26.1 simulators: the iPhone 16's fixture and the SE's
    // probe_sheet_inset. Maui.Spine prints the sheet's bar and content inset, not its top.
    [
      .single(
        .openUIKitSheetMetrics,
        "one project's simulator prints (an iPhone 16 and an iPhone SE, iOS 26.1)"),
      Citation(.openUIKitDetents), Citation(.spine377),
    ])

  /// The gap on home-button phones under Liquid Glass.
  public static let glassHomeButtonSheetGap = Fact(
    "presentation.glassHomeButtonSheetGap", .hierarchy,
    "Under Liquid Glass a home-button phone's sheet starts 30 pt down, the printed floor "
      + "(`presentation.glassSheetTop`); a row that sets a gap puts it that far below the safe-area "
      + "top instead (0 was this key's default before the SE's print was found).",
    .assumption(key: "assumeGlassHomeButtonSheetGap"), [Citation(.openUIKitSheetMetrics)])

  /// The sheet's top before iOS 26.
  public static let sheetTopBeforeIOS26 = Fact(
    "presentation.sheetTopBeforeIOS26", .hierarchy,
    "Before iOS 26 a phone sheet at its full height starts 10 pt below the window's safe-area top "
      + "on a home-indicator phone (maximumDetentValue 749 on an 852 pt iPhone 14 Pro) and 20 pt "
      + "below it on a home-button phone (627 on a 667 pt iPhone SE), measured on iOS 16.",
    .singleSource, [.single(.bhSheetInteraction, "one project's notes and constants (iOS 16)")])

  /// The presented root view's safe area.
  public static let presentedSafeArea = Fact(
    "presentation.safeArea", .hierarchy,
    "A presented view controller's root view reads the part of the window's insets its frame "
      + "overlaps: a phone sheet reads {0, 0, 34, 0} on a 34 pt home-indicator phone (measured on "
      + "iOS 26), a full-screen presentation the window's own insets.", .singleSource,
    [
      .single(.openUIKitDetents, "one simulator print (an iPhone 16, iOS 26)"),
      Citation(.reactNativeScreens4238), Citation(.stackOverflow52483010),
    ])

  /// `maximumDetentValue`.
  public static let maximumDetentValue = Fact(
    "presentation.maximumDetentValue", .hierarchy,
    "A phone sheet's `maximumDetentValue` is the window's height less the sheet's top and the "
      + "bottom safe area: 852 − 59 − 34 = 759 on an iPhone 16 on iOS 26, 852 − 69 − 34 = 749 on "
      + "an iPhone 14 Pro on iOS 16; `.large()` is this value.", .measured,
    // Prints: OpenUIKit's iOS 26 simulator fixture (759) and SheetInteraction's iOS 16 notes
    // (749); OpenUIKit's presentation source is the same author's.
    [
      .print(.openUIKitDetents, by: "Vercantez"), Citation(.openUIKitPresentation),
      .print(.bhSheetInteraction, by: "Bosco Ho"),
    ])

  /// `.medium()` under Liquid Glass.
  public static let mediumDetentGlass = Fact(
    "presentation.mediumDetentGlass", .hierarchy,
    "Under Liquid Glass `.medium()` is 425/759 of `maximumDetentValue`, rounded to the pixel: "
      + "425 of 759 on an iPhone 16, 356.5 of 637 on an iPhone SE (half the screen less 1 would "
      + "give 332.5 there); 425/759 of a form sheet's 650 is 364.", .singleSource,
    // One project's prints on two simulators (iOS 26): the iPhone 16's detent fixture and the
    // SE's Modal t1200 (medium, unscaled 356.5).
    [
      .single(
        .openUIKitSheetDetentTests,
        "one project's simulator prints (an iPhone 16 and an iPhone SE, iOS 26.1)"),
      Citation(.openUIKitDetents), Citation(.docDetent),
    ])

  /// `.medium()` before iOS 26.
  public static let mediumDetentBeforeIOS26 = Fact(
    "presentation.mediumDetentBeforeIOS26", .hierarchy,
    "Before iOS 26 `.medium()` is taken as half the screen's height: Apple says \"approximately "
      + "half the height of the screen\", and no source measured it.",
    .assumption(key: "assumeMediumDetentBeforeIOS26"), [Citation(.docDetent)])

  /// Custom detents and the bottom safe area.
  public static let customDetent = Fact(
    "presentation.customDetent", .hierarchy,
    "A detent's value is the sheet's height above the bottom safe area: a sheet resting below its "
      + "full height is value + bottom inset tall (400 → 434 on an iPhone 16) and its root view "
      + "reads the bottom inset; a value at or above the maximum rests at full height. Under "
      + "Liquid Glass a sheet below full height floats as a scaled card "
      + "(`presentation.glassCard`), which the model leaves out (it gives the unscaled frame); "
      + "cards under 200 pt are the detent's height and read a smaller bottom inset "
      + "(`presentation.glassCardBottomInset`).",
    .singleSource,
    // OpenUIKit's fixture and source are one author's; true-sheet states the rule without a print.
    [
      .single(.openUIKitDetents, "one simulator print (an iPhone 16, iOS 26)"),
      Citation(.openUIKitPresentation), Citation(.trueSheet749),
    ])

  /// The floating card under Liquid Glass.
  public static let glassCard = Fact(
    "presentation.glassCard", .hierarchy,
    "Under Liquid Glass a phone sheet resting below its full height is drawn as a floating card: "
      + "its presentation view is scaled so that it stands about 8 pt in from each side (377 of "
      + "393 pt wide on an iPhone 16 from 200 pt up, scale(0.961) on an iPhone 11); at full "
      + "height the transform is identity. The model gives the unscaled frame.", .measured,
    // Prints: OpenUIKit's detent fixture (frames 377 wide at x 8) and true-sheet issue 732 (the
    // transform read on UIDropShadowView); two projects, two phones.
    [
      .print(.openUIKitDetents, by: "Vercantez"), .print(.trueSheet732, by: "kinghennry"),
      Citation(.openUIKitPresentation),
    ])

  /// The bottom inset of a card under 200 pt, where printed.
  public static let glassCardBottomInset = Fact(
    "presentation.glassCardBottomInset", .hierarchy,
    "Under Liquid Glass a card resting under 200 pt is the detent's height, unscaled (100 → "
      + "89.052 tall at 349.973 of 393 wide: the bottom inset is not added under it, as it is from "
      + "200 up), and reads a smaller bottom safe-area inset: on a 393 × 852 iPhone 16 window "
      + "(bottom inset 34), detent 10 → 0, 100 → 11, 144 → 31.333, and 34 from 200 up; smaller "
      + "cards are also scaled more (337, 349.973 and 373.757 pt wide). Only these heights and "
      + "this window were printed; where the window has no bottom inset (an iPhone SE) there is "
      + "none to read.", .singleSource,
    // true-sheet issue 261 and PR 285 describe the phenomenon (a hand-chosen 150 pt threshold),
    // with no inset printed.
    [
      .single(.openUIKitDetents, "one simulator print (an iPhone 16, iOS 26), 13 detents"),
      Citation(.trueSheet749),
    ])

  /// The bottom inset of a card under 200 pt, elsewhere.
  public static let glassCardBottomInsetOther = Fact(
    "presentation.glassCardBottomInsetOther", .hierarchy,
    "At a card height under 200 pt other than the printed 10, 100 and 144, or on another window, "
      + "no source gives the bottom inset or a rule between the printed points (the ramp is not "
      + "linear: 0, 11, 31.333); the model interpolates nothing, and a row gives the inset.",
    .assumption(key: "assumeGlassCardBottomInset"), [Citation(.openUIKitDetents)])

  /// Edge-attached sheets in a compact height.
  public static let edgeAttachedSheet = Fact(
    "presentation.edgeAttachedSheet", .hierarchy,
    "An edge-attached sheet in a compact height is as wide as the window's safe area (unless "
      + "`widthFollowsPreferredContentSizeWhenEdgeAttached`) and `.medium()` is inactive there; it "
      + "is taken to start 8 pt below the window's safe-area top, a library's constant for iOS "
      + "15–18, also assumed on iOS 26.", .assumption(key: "assumeEdgeAttachedSheetTopGap"),
    [
      Citation(.docWidthFollowsPreferredContentSize), Citation(.docDetent),
      Citation(.bhSheetInteraction),
    ])

  /// A form sheet's size in a regular width.
  public static let formSheetSize = Fact(
    "presentation.formSheetSize", .hierarchy,
    "A regular-width form sheet is centred and smaller than a page sheet; Apple gives no size, "
      + "and before iOS 26 no source read printed one (the long-quoted 540 × 620 was not found), "
      + "so a row gives `preferredContentSize`; a form sheet printed on an iPad on iPadOS 13 to "
      + "18 with none set would settle its default.", .documented,
    [Citation(.docModalPresentationStyle)])

  /// A form sheet under Liquid Glass.
  public static let glassFormSheet = Fact(
    "presentation.glassFormSheet", .hierarchy,
    "Under Liquid Glass a regular-width form sheet with no `preferredContentSize` is 580 × 650, "
      + "centred across and 5 pt above the centre (its top (height − 660) / 2): (120, 260, 580, "
      + "650) on an 820 × 1180 iPad (A16), x 222, y 353 on a 1024 × 1366 iPad Air 13-inch (M4); "
      + "`maximumDetentValue` 650, and a detent below it keeps the bottom edge (custom 343 → "
      + "(120, 567, 580, 343)), reading no window inset. Printed in portrait; landscape is taken "
      + "the same.", .measured,
    // Prints: OpenUIKit's ipadprobe (iPad (A16), iOS 26.1) and Chatty's stage B notes (iPad Air
    // 13-inch (M4), iOS 26.5 SDK, a SwiftUI sheet): two projects, two iPads.
    [
      .print(.openUIKitSheetMetrics, by: "Vercantez (OpenUIKit)"),
      .print(.chattyIPadFormSheet, by: "Yidada (Chatty)"),
    ])

  /// A page sheet's size in a regular width.
  public static let padPageSheetSize = Fact(
    "presentation.padPageSheetSize", .hierarchy,
    "A regular-width page sheet is centred and follows the readable width; the model takes "
      + "706 × 998 at most, with at least 44 pt above, below and beside it, a library's copy of "
      + "the system sheet (iPadOS 17), not a measurement; under Liquid Glass it holds only in a "
      + "landscape window, where a page sheet printed on an iPad held wide on iPadOS 26 would "
      + "settle it (a portrait one is printed: `presentation.glassPadPageSheet`).",
    .assumption(key: "assumePadPageSheetSize"),
    [Citation(.flowStack30), Citation(.wwdc19Session224, at: "11:23–11:55")])

  /// A page sheet on an iPad held tall under Liquid Glass.
  public static let glassPadPageSheet = Fact(
    "presentation.glassPadPageSheet", .hierarchy,
    "Under Liquid Glass a page sheet in a portrait regular-width window is a phone's sheet, full "
      + "width and attached to the bottom, its top 10 pt below the safe-area top: (0, 42, 820, "
      + "1138) on an iPad (A16) whose top inset is 32; below its full height it is the phone's "
      + "floating card. The 10 is taken for an iPad's sheet in a narrow (compact-width) window "
      + "too, where none was printed.", .singleSource,
    [
      .single(
        .openUIKitSheetMetrics, "one project's simulator prints (an iPad (A16), iOS 26.1)")
    ])

  /// A popover under Liquid Glass.
  public static let glassPopover = Fact(
    "presentation.glassPopover", .hierarchy,
    "Under Liquid Glass a popover in a regular width stays a popover of its preferred size, no "
      + "arrow added: `_UIPopoverView [561, 62, 240, 180]` for 240 × 180 on an iPad (A16); with "
      + "no arrow in the frame its content reads no arrow inset (inferred), and the model, which "
      + "places no anchor, centres it.", .singleSource,
    [
      .single(
        .openUIKitSheetMetrics, "one project's simulator print (an iPad (A16), iOS 26.1)")
    ])

  /// Detents in a regular width.
  public static let regularWidthSheetDetents = Fact(
    "presentation.regularWidthDetents", .hierarchy,
    "Before Liquid Glass, and for a page sheet held wide or a form sheet of a given "
      + "`preferredContentSize` under it, a regular-width sheet floats centred at its page or form "
      + "size whatever its detent; no source read shows a detent resizing it.",
    .inferred(
      "WWDC19 224 (regular-width page sheets float centred at the readable width) and "
        + "UISheetPresentationController.Detent (sizes relative to the screen's height)"),
    [Citation(.wwdc19Session224, at: "11:23–11:55"), Citation(.docDetent)])

  /// The popover arrow.
  public static let popoverArrow = Fact(
    "presentation.popoverArrow", .hierarchy,
    "From iOS 13 to 18 a popover's content view includes its arrow, and its safe area excludes "
      + "it on the arrow's edge; no source gives the arrow's depth (a popover's frame printed on "
      + "an iPad on iPadOS 13 to 18 beside its `preferredContentSize` would), so a row gives "
      + "`popoverArrowHeight` for its frame and safe area (the model places the popover centred, "
      + "arrow up); `presentation?` needs none.", .singleSource,
    [.single(.popoverArrowIOS13, "an issue's report, with no printed value")])

  /// The navigation bar in a sheet.
  public static let sheetNavigationBar = Fact(
    "presentation.sheetNavigationBar", .hierarchy,
    "A navigation bar at the top of a presented sheet is 56 pt from iOS 13 to 18 (phone and iPad; "
      + "44 in an edge-attached sheet in a phone's landscape, one source); under Liquid Glass on "
      + "a phone it is 54 pt tall, 16 pt below the sheet's top, so the content's safe-area top is "
      + "70.", .singleSource,
    // Each number has one print: 56 on an iPad (ZXNavigationBar), 54 and 16 under Liquid Glass
    // (Maui.Spine); GKNavigationBarSwift and react-navigation are tables of constants.
    [
      .single(.spine377, "one simulator print (an iPhone 17, iOS 26.4)"),
      Citation(.gkNavigationBar),
      Citation(.reactNavigationHeader), Citation(.zxNavigationBar14),
    ])

  /// The navigation bar in a sheet on an iPad under Liquid Glass.
  public static let glassPadSheetNavigationBar = Fact(
    "presentation.glassPadSheetNavigationBar", .hierarchy,
    "Under Liquid Glass an iPad sheet's navigation bar is taken to end 70 pt below the sheet's "
      + "top, as a phone's; no print of one was found (an iPad (A16)'s window bar is printed at "
      + "54 tall, not a sheet's): a print of a navigation bar in a sheet on iPadOS 26 (its frame "
      + "in the sheet, or the content's safe-area top) would settle it.",
    .assumption(key: "assumeGlassPadSheetNavigationBar"), [Citation(.spine377)])

  /// Which view a current-context presentation covers.
  public static let presentationContext = Fact(
    "presentation.context", .hierarchy,
    "A `.currentContext` or `.overCurrentContext` presentation covers the first view "
      + "controller, from the presenting one up, whose `definesPresentationContext` is true "
      + "(false by default; true for a navigation controller), else the window's root view "
      + "controller.", .documented, [Citation(.docDefinesPresentationContext)])

  /// A popover's arrow direction.
  public static let popoverArrowDirection = Fact(
    "presentation.popoverArrowDirection", .hierarchy,
    "UIKit picks a popover's arrow direction from its anchor among `permittedArrowDirections` "
      + "(default any); with one direction permitted, the arrow is on that edge, and the "
      + "content's safe area excludes it there. The model places no anchor, so with more than "
      + "one permitted it gives no direction (and keeps the arrow at the top).", .documented,
    [Citation(.docPermittedArrowDirections), Citation(.popoverArrowIOS13)])

  /// Whether a detent is active.
  public static let detentActive = Fact(
    "presentation.detentActive", .hierarchy,
    "`.medium()` is inactive in a compact height, where the sheet rests at its full height; "
      + "`.large()` and the custom detents the model knows are active. Detents arrived in iOS 15; "
      + "no source says whether a regular-width sheet's detent is active.", .documented,
    [Citation(.docDetent)])

  static let presentations: [Fact] = [
    presentationAdaptation, glassSheetTop, glassHomeButtonSheetGap, sheetTopBeforeIOS26,
    presentedSafeArea, maximumDetentValue, mediumDetentGlass, mediumDetentBeforeIOS26, customDetent,
    glassCard, glassCardBottomInset, glassCardBottomInsetOther, edgeAttachedSheet, formSheetSize,
    glassFormSheet, padPageSheetSize, glassPadPageSheet, glassPopover, regularWidthSheetDetents,
    popoverArrow, sheetNavigationBar, glassPadSheetNavigationBar, presentationContext,
    popoverArrowDirection, detentActive,
  ]
}
