// Facts about split views: the classic split view (iOS 8-13), the column-style one (iOS 14),
// its display modes and widths, and its widths and floating sidebar from iOS 26 as printed.

extension Facts {
  /// The classic split view (iOS 8–13).
  public static let classicSplitView = Fact(
    "split.classic", .hierarchy,
    "Before iOS 14 a split view is the classic one: two columns, the primary (master) at the "
      + "leading edge and the secondary (detail) beside it (`allVisible`, the value of iOS 14's "
      + "`oneBesideSecondary`), under it with the primary over it (`primaryOverlay`) or alone "
      + "(`primaryHidden`); collapsed to one column in a compact width. The primary column's width "
      + "is `preferredPrimaryColumnWidthFraction` of the split view's (else 320), held between "
      + "`minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth`, whose `automaticDimension` "
      + "is 0 and 320 and applies: half of a 1024-pt split view is 320 unless the maximum is "
      + "raised. `preferredPrimaryColumnWidth`, the style, the supplementary column and the "
      + "two-column modes arrived in iOS 14, and the primary column has no off-screen part (its "
      + "100-pt buffer was first printed on iOS 14). `.automatic` is taken as side by side in "
      + "landscape; in portrait a row sets `preferredDisplayMode`.",
    .inferred(
      "Apple's documented iOS 8 column widths and display modes, Use Your Loaf's iOS 8 account "
        + "of the 320-pt maximum, and the off-screen buffer first printed on iOS 14"),
    [
      Citation(.docPrimaryColumnWidthFraction), Citation(.docMinimumPrimaryColumnWidth),
      Citation(.docMaximumPrimaryColumnWidth), Citation(.useYourLoafSplitWidth),
      Citation(.docClassicDisplayModes), Citation(.msSplitDisplayMode),
      Citation(.docPreferredPrimaryColumnWidth), Citation(.lnPopupController390),
      Citation(.radar31111140),
    ],
    disagreement: "One radar (2017) says the master view \"seemed to be reduced to 309 pt since "
      + "iOS 8\", with no device, orientation or print; Apple's documentation and Use Your Loaf "
      + "give 320 as the automatic maximum, which the model keeps.")

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

  /// The display mode UIKit settles on.
  public static let splitDisplayMode = Fact(
    "split.displayMode", .hierarchy,
    "A split view controller's `displayMode` is never `.automatic`: it is the arrangement UIKit "
      + "settled on (the model takes `.automatic` as side by side in a landscape regular width, "
      + "`split.columns`). Collapsed, UIKit ignores it (\"the display mode is superfluous\"), so "
      + "the model gives no display mode there.", .documented,
    [Citation(.docSplitDisplayMode), Citation(.docSplitIsCollapsed)])

  /// When a split view collapses.
  public static let splitCollapsed = Fact(
    "split.collapsed", .hierarchy,
    "A split view controller collapses to one column when its environment becomes horizontally "
      + "compact (`isCollapsed` true) and expands in a regular width.", .documented,
    [Citation(.docSplitIsCollapsed)])

  /// The primary column's bounds.
  public static let splitColumnBounds = Fact(
    "split.primaryColumnBounds", .hierarchy,
    "`minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth` constrain the primary column's "
      + "width, preferred or fraction: a width below the minimum becomes the minimum, one above "
      + "the maximum the maximum. Their `automaticDimension` is documented as 0 and 320 points; "
      + "the model applies the bounds only where a row sets them, as no print shows a preferred "
      + "width above 320 cut to 320.", .documented,
    [Citation(.docMinimumPrimaryColumnWidth), Citation(.docMaximumPrimaryColumnWidth)])

  /// The supplementary column's width.
  public static let splitSupplementaryWidth = Fact(
    "split.supplementaryWidth", .hierarchy,
    "`supplementaryColumnWidth` is the width applied to a triple-column split view's "
      + "supplementary column; its default (`automaticDimension`) gives \"an appropriate width\" "
      + "with no number, so before iOS 26 a triple-column row gives "
      + "`preferredSupplementaryColumnWidth`, which the model applies as the width; from iOS 26 "
      + "the default is the printed 320 (`split.glassPrints`).", .documented,
    [Citation(.docSupplementaryColumnWidth), Citation(.docSplitWidths)])

  /// A split view's widths, `.automatic` and collapsing from iOS 26, as printed.
  public static let splitGlassPrints = Fact(
    "split.glassPrints", .hierarchy,
    "From iOS 26, as the iPad (A16) on iPadOS 26.1 prints it: a triple-column split view's "
      + "`primaryColumnWidth` defaults to 280 and its `supplementaryColumnWidth` to 320 (cut to "
      + "the split view's width less 0.5 and the secondary's 464); a two-column one's primary "
      + "is 320. `.automatic` settles on `.oneBesideSecondary` with two columns, and with three "
      + "on `.twoBesideSecondary` where 240 + 240 + 10 + 0.5 + 464 = 954.5 pt fit, "
      + "`.oneBesideSecondary` below (printed at 600 and 820; under 600 no print). Collapsed, "
      + "both getters report the split view's own width (820 on the iPad collapsed by a trait "
      + "override, 393 on the iPhone 16). The model applies these from iOS 26; the columns' "
      + "frames there (a floating sidebar at x 10, a 0.5-pt separator) are printed but not laid "
      + "out.", .singleSource,
    [
      .single(
        .openUIKitSplitView,
        "one project's probes (splitviewprobe, splitwidthprobe, splitframesprobe) of the iPad "
          + "(A16) and iPhone 16 iOS 26.1 simulators", at: "primaryColumnWidth"),
      Citation(.openUIKitSplitViewNote, at: "§3"),
    ],
    disagreement: "Before iOS 26 no print gives these: the two-column default of 320 is "
      + "`assumeDefaultPrimaryColumnWidth`, and a triple-column row, a portrait `.automatic` and "
      + "a collapsed width stay errors (prints of `primaryColumnWidth`, "
      + "`supplementaryColumnWidth` and `displayMode` on iPadOS 14 to 18 would settle them).")

  static let splitViews: [Fact] = [
    classicSplitView, splitColumns, splitPrimaryWidth, splitCollapsedPrimaryWidth,
    splitPrimaryBuffer, splitPrimaryBufferLater, glassSidebar, splitDisplayMode, splitCollapsed,
    splitColumnBounds, splitSupplementaryWidth, splitGlassPrints,
  ]
}
