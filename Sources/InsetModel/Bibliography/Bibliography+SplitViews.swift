// The bibliography entries of the sources on the classic split view (iOS 8–13): its display modes
// and its primary column's width (read 2026-11-25), kept out of Bibliography.swift so that its
// switch gains one case list only.

extension Source {
  /// The entry of a source on the classic split view; ``entry`` forwards here.
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
    default:
      nil
    }
  }
}
