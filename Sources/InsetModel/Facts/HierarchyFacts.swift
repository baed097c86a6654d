// MARK: View-controller hierarchies, presentations, split views, search, the keyboard

extension Facts {
  // MARK: Containers at depth

  /// How safe areas flow down a hierarchy.
  public static let hierarchyFold = Fact(
    "hierarchy.fold", .hierarchy,
    "Safe areas flow from the window down the view-controller hierarchy: each view controller's "
      + "root view takes the part of its parent's safe area (and of the bars its containers show "
      + "over it) that its frame overlaps, then adds its own `additionalSafeAreaInsets`; a tab "
      + "bar controller's child gets the tab bar at the bottom, a navigation controller's child "
      + "the navigation bar at the top, so a content view controller in both reads both bars "
      + "(the views of all three are full screen); landscape side insets reach every level.",
    .documented,
    [
      Citation(.wwdc18Session235, at: "27:05–28:29"), Citation(.docPositioningSafeArea),
      Citation(.stackOverflow52483010),
    ])

  // MARK: Presentations

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

  // MARK: Split views

  /// Split view columns.
  public static let splitColumns = Fact(
    "split.columns", .hierarchy,
    "A column-style split view (iOS 14) lays its columns side by side (`…BesideSecondary`) or "
      + "over the secondary (`…OverSecondary`); collapsed in a compact width it shows one column "
      + "filling it. Each column's view controller reads the window's insets on the edges it "
      + "touches, as any child view controller. `.automatic` is taken as side by side in a "
      + "landscape regular width (with three columns, both beside the secondary); in portrait a "
      + "row sets `preferredDisplayMode`. Before iPadOS 26 no print of `displayMode` under "
      + "`.automatic` was found for three columns or in portrait (one from an iPad on iPadOS 14 "
      + "to 18 would settle it); from 26 the prints decide (`split.glassPrints`).",
    .inferred(
      "UISplitViewController's documented column widths and display modes, and the child view "
        + "controller rule"),
    [Citation(.docSplitWidths), Citation(.wwdc18Session235, at: "28:17–28:29")])

  /// The primary column's default width.
  public static let splitPrimaryWidth = Fact(
    "split.primaryWidth", .hierarchy,
    "`preferredPrimaryColumnWidth` wins over the fraction; with neither (automaticDimension) a "
      + "two-column split view's primary column is taken as 320 pt, the width several sources "
      + "report for iPadOS 8–16 and Apple's documented automatic width (iPadOS 26.1 prints 320 "
      + "too). Before iPadOS 26 no source prints a triple-column split view's default primary "
      + "width or its supplementary column's (a print of `primaryColumnWidth` and "
      + "`supplementaryColumnWidth` of a `.tripleColumn` split view with no preferred widths, on "
      + "an iPad on iPadOS 14 to 18, would settle them), so a triple-column row there gives "
      + "both; from 26 they are printed, 280 and 320 (`split.glassPrints`).",
    .assumption(key: "assumeDefaultPrimaryColumnWidth"),
    [
      Citation(.docSplitWidths), Citation(.docMaximumPrimaryColumnWidth),
      Citation(.useYourLoafSplitWidth), Citation(.split100ptBuffer),
    ])

  /// A collapsed split view's primary column width.
  public static let splitCollapsedPrimaryWidth = Fact(
    "split.collapsedPrimaryWidth", .hierarchy,
    "Apple documents the column widths without a word on a collapsed split view, and before "
      + "iOS 26 no source prints what its `primaryColumnWidth` reports (a print of it on an "
      + "iPhone or in a narrow iPad window on iOS 14 to 18 would settle it), so the model gives "
      + "no value there (the shown column fills the split view); from iOS 26 it is the split "
      + "view's width, as printed (`split.glassPrints`).",
    .documented, [Citation(.docSplitWidths), Citation(.docMaximumPrimaryColumnWidth)])

  /// The primary column's off-screen buffer.
  public static let splitPrimaryBuffer = Fact(
    "split.primaryBuffer", .hierarchy,
    "In a column-style split view the primary column's view is 100 pt wider than it shows, "
      + "extending off screen on the leading side (420 wide for 320 shown; iOS 14–16: printed "
      + "twice); that it reads those 100 pt as its leading safe-area inset rests on the reporters' "
      + "statements, not on a print of the inset.", .measured,
    // Prints: a CalendarKit user's frames 420 wide and an LNPopupController user's x origin of
    // -100 (iOS 14 simulator). That the 100 pt read as the safe area rests on statements.
    [
      .print(.split100ptBuffer, by: "niklasgrewe (CalendarKit issue 320)"),
      .print(.lnPopupController390, by: "iDevelopper (LNPopupController issue 390)"),
    ])

  /// The buffer after iOS 16.
  public static let splitPrimaryBufferLater = Fact(
    "split.primaryBufferLater", .hierarchy,
    "On iOS 17 and 18 the primary column's 100 pt off-screen buffer is assumed unchanged; no "
      + "source measured it. From iOS 26 the print shows none: the sidebar floats at x 10 "
      + "(`split.glassSidebar`), and the model gives no frame for the primary column there.",
    .assumption(key: "assumePrimaryColumnBuffer"),
    [Citation(.split100ptBuffer), Citation(.openUIKitSplitViewNote, at: "§3")])

  /// The floating sidebar under Liquid Glass.
  public static let glassSidebar = Fact(
    "split.glassSidebar", .hierarchy,
    "Under Liquid Glass a two-column split view's sidebar floats over the secondary column, "
      + "which spans the split view and reads the sidebar's width + 10 as its leading safe area: "
      + "the iPad (A16) on iPadOS 26.1 prints the sidebar at `[10, 32, 320, 1133]` and the "
      + "secondary at `[0,0,820,1180]` with safe area `[32,330,25,0]` (`.automatic`, held "
      + "tall). `assumeGlassSidebarFloats` `no` keeps the columns side by side, the model's "
      + "choice before the print was found.", .assumption(key: "assumeGlassSidebarFloats"),
    [
      Citation(.openUIKitSplitViewNote, at: "§3, double mounted"),
      Citation(.higSidebars), Citation(.docBackgroundExtensionEffect),
    ],
    disagreement: "One project's print (single source), at 820 pt held tall; the model applies "
      + "it at every width. The floating sidebar's own frame (x 10, from the window's safe-area "
      + "top, 15 above the bottom) is printed but not laid out: the primary column's frame is "
      + "an error from iOS 26.")

  // MARK: Search

  /// The search controller in the navigation bar.
  public static let searchBar = Fact(
    "search.bar", .hierarchy,
    "A search controller in the navigation item stacks its search bar under the bar's content "
      + "(`stacked`, the layout before iOS 16; `.automatic` before iOS 26 is taken as it), where "
      + "it is part of the navigation bar; `hidesSearchBarWhenScrolling` (default true) collapses "
      + "it into the bar once the content scrolls, and the large title then scrolls away. "
      + "`inline` and `integrated` placements add no row. No source publishes the stacked search "
      + "bar's height, so a row gives `searchBarHeight`.", .documented,
    [
      Citation(.docSearchBarPlacement), Citation(.docHidesSearchBarWhenScrolling),
      Citation(.wwdc17Session204, at: "05:58–06:43"),
    ])

  // MARK: The keyboard

  /// `keyboardLayoutGuide`.
  public static let keyboardLayoutGuide = Fact(
    "keyboard.layoutGuide", .hierarchy,
    "A view's `keyboardLayoutGuide` (iOS 15) follows a docked keyboard on screen; with the "
      + "keyboard off screen or undocked (unless `followsUndockedKeyboard`) its top is the safe "
      + "area's bottom, or from iOS 17 the view's bottom when `usesBottomSafeArea` is off.",
    .documented, [Citation(.docKeyboardLayoutGuide), Citation(.wwdc23Session10281)])

  /// The keyboard and the safe area.
  public static let keyboardNotInSafeArea = Fact(
    "keyboard.notInSafeArea", .hierarchy,
    "The keyboard changes neither a UIKit view's `safeAreaInsets` nor a scroll view's "
      + "`adjustedContentInset` (SwiftUI, by contrast, makes it a safe-area region).",
    .inferred(
      "the safe area's documented sources (bars, the status bar, additional insets) and the "
        + "keyboard layout guide existing beside it"),
    [Citation(.docSafeAreaInsets), Citation(.docKeyboardLayoutGuide)])

  /// A table view controller and the keyboard.
  public static let tableViewControllerKeyboard = Fact(
    "keyboard.tableViewController", .hierarchy,
    "A `UITableViewController` resizes its table for the keyboard by raising its content inset "
      + "(since iOS 6); the amount is not published: the model takes the keyboard's overlap of "
      + "the table as the bottom of `adjustedContentInset`, replacing the bottom safe area it "
      + "covers, rather than adding to it.",
    .assumption(key: "assumeKeyboardInsetReplacesSafeArea"),
    [Citation(.docTableViewController), Citation(.openradar5016), Citation(.docKeyboardFrameEnd)])

  static let hierarchy: [Fact] = [
    hierarchyFold, presentationAdaptation, glassSheetTop, glassHomeButtonSheetGap,
    sheetTopBeforeIOS26, presentedSafeArea, maximumDetentValue, mediumDetentGlass,
    mediumDetentBeforeIOS26, customDetent, glassCard, glassCardBottomInset,
    glassCardBottomInsetOther, edgeAttachedSheet, formSheetSize, glassFormSheet, padPageSheetSize,
    glassPadPageSheet, regularWidthSheetDetents, popoverArrow, glassPopover, sheetNavigationBar,
    glassPadSheetNavigationBar,
    splitColumns, splitPrimaryWidth, splitCollapsedPrimaryWidth, splitPrimaryBuffer,
    splitPrimaryBufferLater, glassSidebar,
    searchBar, keyboardLayoutGuide, keyboardNotInSafeArea, tableViewControllerKeyboard,
  ]
}
