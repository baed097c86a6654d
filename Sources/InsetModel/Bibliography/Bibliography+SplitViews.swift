// The bibliography entries of the sources on split views: the classic split view (iOS 8–13), the
// column-style one's display modes and column widths, its off-screen buffer, and its widths from
// iOS 26 as the iOS 26.1 simulators print them.

extension Source {
  /// The entry of a source on split views; ``entry`` forwards here.
  var splitViewsEntry: BibliographyEntry? {
    switch self {
    case .docClassicDisplayModes:
      reviewedAppleDoc(
        "UISplitViewController.DisplayMode.allVisible, primaryOverlay and primaryHidden",
        "uikit/uisplitviewcontroller/displaymode-swift.enum/allvisible",
        takes: "the iOS 8 display modes, deprecated in iOS 14: allVisible \"The primary and "
          + "secondary view controllers are displayed side-by-side onscreen\"; primaryOverlay "
          + "\"The primary view controller is layered on top of the secondary view controller, "
          + "leaving the secondary view controller partially visible\"; primaryHidden \"The "
          + "primary view controller is hidden\"")
    case .msSplitDisplayMode:
      reviewEntry(
        "UISplitViewControllerDisplayMode Enum (.NET for iOS)", "Microsoft",
        "https://learn.microsoft.com/en-us/dotnet/api/uikit.uisplitviewcontrollerdisplaymode",
        takes: "the enum's values: Automatic 0; SecondaryOnly 1 (\"The primary "
          + "UISplitViewController is hidden\"); AllVisible 2 and OneBesideSecondary 2; "
          + "PrimaryOverlay 3 and OneOverSecondary 3; TwoBesideSecondary 4: the iOS 8 names are "
          + "the iOS 14 ones' values")
    case .docPreferredPrimaryColumnWidth:
      reviewedAppleDoc(
        "UISplitViewController.preferredPrimaryColumnWidth",
        "uikit/uisplitviewcontroller/preferredprimarycolumnwidth",
        takes: "available from iOS 14.0; set to a value other than automaticDimension, it "
          + "\"takes precedence over preferredPrimaryColumnWidthFraction\"")
    case .docPrimaryColumnWidthFraction:
      reviewedAppleDoc(
        "UISplitViewController.preferredPrimaryColumnWidthFraction",
        "uikit/uisplitviewcontroller/preferredprimarycolumnwidthfraction",
        takes: "available from iOS 8.0: \"a floating-point number between 0.0 and 1.0 that "
          + "represents the percentage of the overall width of the split view controller\"; its "
          + "default automaticDimension \"results in an appropriate width\"; the minimum and "
          + "maximum widths constrain it")
    case .radar31111140:
      reviewEntry(
        "openradar 31111140: iPad app crashes if minimumPrimaryColumnWidth set before "
          + "presentsWithGesture = NO", "openradar-mirror",
        "https://github.com/lionheart/openradar-mirror/issues/17096", published: "2017-03-17",
        takes: "\"we wanted to maintain a minimum 320 pt width of the master view, which seemed "
          + "to be reduced to 309 pt since iOS 8\": one report, with no device, orientation or "
          + "print")
    case .docSplitDisplayMode:
      reviewedAppleDoc(
        "UISplitViewController.displayMode",
        "uikit/uisplitviewcontroller/displaymode-swift.property",
        takes: "\"The value in this property is never set to "
          + "UISplitViewController.DisplayMode.automatic\"; \"When isCollapsed is true, the value of "
          + "this property is ignored. A collapsed split view interface contains only one view "
          + "controller, so the display mode is superfluous.\"")
    case .docSplitIsCollapsed:
      reviewedAppleDoc(
        "UISplitViewController.isCollapsed", "uikit/uisplitviewcontroller/iscollapsed",
        takes: "\"Collapsing happens when the split view controller transitions from a "
          + "horizontally regular to a horizontally compact environment\"; collapsed, the "
          + "display mode \"has no impact on the appearance\"")
    case .docMinimumPrimaryColumnWidth:
      reviewedAppleDoc(
        "UISplitViewController.minimumPrimaryColumnWidth, maximumPrimaryColumnWidth and "
          + "preferredPrimaryColumnWidth", "uikit/uisplitviewcontroller/minimumprimarycolumnwidth",
        takes: "\"The values in the minimumPrimaryColumnWidth and maximumPrimaryColumnWidth "
          + "properties constrain the actual width of the primary view controller\"; a width "
          + "less than the minimum \"is set to the value in this property\", one greater than "
          + "the maximum likewise; their automaticDimension is documented as 0 and 320 points")
    case .docSupplementaryColumnWidth:
      reviewedAppleDoc(
        "UISplitViewController.supplementaryColumnWidth and preferredSupplementaryColumnWidth",
        "uikit/uisplitviewcontroller/supplementarycolumnwidth",
        takes: "\"This property contains the actual width applied to the supplementary view "
          + "controller's view\"; the preferred width's default automaticDimension \"results in "
          + "an appropriate width\", with no number")
    case .openUIKitSplitView:
      BibliographyEntry(
        title: "OpenUIKit: uikit/Sources/OpenUIKit/UISplitViewController.swift (widths, display "
          + "modes and collapsing measured by the splitviewprobe, splitwidthprobe and "
          + "splitframesprobe on the iPad (A16) and iPhone 16 iOS 26.1 simulators; found by its "
          + "text)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/"
          + "205ca2011907ca39c91b872c8aabbd7630ce62d5/uikit/Sources/OpenUIKit/"
          + "UISplitViewController.swift (the stored version the file index dates holds the "
          + "defaults and the collapsed getters; the probe quotes after them are in a later "
          + "version, find_string id 67332007494, whose commit the index does not give)",
        published: "2026-09", read: "2026-11-28",
        takes: "\"MEASURED defaults: 320 pt legacy/double, 280 pt triple.\"; \"triple-column "
          + "default is 320 pt\" (`supplementaryColumnWidth`); `if isCollapsed { return "
          + "view.bounds.width }` (both getters); \"MEASURED suppFraction0.5 → 355.5 = 820 − 0.5 "
          + "− 464\"; splitwidthprobe, iPad A16 / iOS 26.1 @2x: \"Wide 0/4/6 resolve to 4\", "
          + "\"first tiled frames are primary [10,32,240,658], supplementary [0,0,490,700] with "
          + "safe-left 250, secondary [490.5,0,464,700]. Thus minimum width = "
          + "240+240+10+0.5+464. 954.249 fails, 954.25 fits after nearest-pixel rounding\"; "
          + "\"splitwidthprobe resolves oneBeside at 600\", \"expanding a 393 pt window "
          + "(regular override) resolves secondaryOnly\"")
    case .openUIKitSplitViewNote:
      BibliographyEntry(
        title: "OpenUIKit: WordPress-iOS / NetNewsWire `UISplitViewController` row (the "
          + "splitframesprobe's oracle table, iOS 26.1; found by its text)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/"
          + "62221497fe9005f2402f07db065133919e4608c6/uikit/docs/agent_reports/"
          + "wordpress-splitview.md",
        published: "2026-09-09", read: "2026-11-28",
        takes: "iPad (A16) 820 × 1180, window safe area [32, 0, 25, 0]: \"double mounted (auto → "
          + "oneBeside) | primary `[10, 32, 320, 1133]` SA `[0,0,10,0]`; secondary "
          + "`[0,0,820,1180]` SA `[32,330,25,0]`\"; \"triple mounted at 820 (auto → oneBeside) "
          + "| supplementary `[0,0,320,1180]`; secondary `[320.5,0,499.5,1180]`\"; \"triple "
          + "twoBeside/twoDisplace request → twoOver | primary `[10,32,280,1133]` floating; supp "
          + "320\"; collapsed by a trait override: \"primary width 820\"; iPhone 16: \"double "
          + "/ triple mounted […] full-frame, SA `[59,0,34,0]`\"")
    case .lnPopupController390:
      reviewEntry(
        "LNPopupController issue 390 (split view controller issue)", "iDevelopper",
        "https://github.com/LeoNatan/LNPopupController/issues/390", published: "2020-07-31",
        takes: "iPad simulator, iOS 14 beta 3 (Xcode 12 beta 3): a column-style split view's "
          + "primary container view has a frame x origin of -100; the maintainer links Geoff "
          + "Hackworth saying it is on purpose")
    default:
      nil
    }
  }
}
