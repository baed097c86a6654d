// The bibliography entries of the sources added when the notation learned to ask about a search
// bar as the navigation bar's title view, the search bar in the toolbar and the classic split view
// (read 2026-11-25), kept out of Bibliography.swift so that its switch gains one case list only.

extension Source {
  /// The entry of a source added for those questions; ``entry`` forwards here.
  var questions2Entry: BibliographyEntry? {
    switch self {
    case .csdnTitleViewSearchBar:
      reviewEntry(
        "titleView发生偏移、titleView与masonry、titleView的设置、titleView的使用 (the title view's "
          + "offset, Masonry, setting and use)", "CCCCCC1990 (CSDN)",
        "https://blog.csdn.net/CCCCCC1990/article/details/101718171",
        takes: "\"导航栏的高度是44px(但是如果将UISearchController中的属性searchBar作为导航栏的"
          + "titleView,在iOS11以后,导航栏的高度将不再是44,而是56\": the navigation bar is 44, "
          + "but with a search controller's search bar as its title view it is 56 from iOS 11; a "
          + "statement, no printed frame")
    case .scoreBoardSearchBar:
      reviewEntry(
        "score-board.ios: ScoreBoard/SearchBarContainerView.swift", "trey-a-hope",
        "https://github.com/trey-a-hope/score-board.ios/blob/"
          + "826a358e963908b34f130a7ccc944da83d901eb6/ScoreBoard/SearchBarContainerView.swift",
        takes: "a comment over a container for a search bar in the title view, linking Stack "
          + "Overflow 46318022 (\"UISearchBar increases navigation bar height in iOS 11\"): \"In "
          + "iOS 11, the navbar height is now 56, causing a resizing of the navbar\"; a statement, "
          + "no print")
    case .papr67:
      reviewEntry(
        "Papr pull request 67: Add constraint of height to search bar for iOS 11", "pinddFull",
        "https://github.com/jdisho/Papr/pull/67", published: "2018-11-11",
        takes: "\"iOS 11~ UISearchBar now has the height equals to 56. If you still want to have "
          + "UISearchBar as titleView, simply set constraint height to 44 in iOS11~\"")
    case .esriMapsApp67:
      reviewEntry(
        "maps-app-ios issue 67: Account for larger UISearchBar intrinsic content size", "esreli",
        "https://github.com/Esri/maps-app-ios/issues/67", published: "2018-10-11",
        takes: "\"As of iOS 11, the UISearchBar's intrinsic content size has increased from 44 to "
          + "56\" (confirmed by the reporter a week later)")
    case .docSearchToolbarIntegration:
      reviewedAppleDoc(
        "UINavigationItem.searchBarPlacementAllowsToolbarIntegration and "
          + "searchBarPlacementBarButtonItem",
        "uikit/uinavigationitem/searchbarplacementallowstoolbarintegration",
        takes: "iOS 26: \"A Boolean value that indicates whether the system can place the search "
          + "bar among other toolbar items on iPhone\", default true, false \"to prevent the "
          + "system from placing the search bar among other UIToolbar items on iPhone\"; with "
          + "placement integrated or integratedButton, searchBarPlacementBarButtonItem places it "
          + "among toolbarItems, else \"the positioning for the search bar defaults to "
          + "trailingmost\"; no heights")
    case .docSearchToolbarBehavior:
      reviewedAppleDoc(
        "searchToolbarBehavior(_:) (SwiftUI)", "swiftui/view/searchtoolbarbehavior(_:)",
        takes: "iOS 26: \"On iPhone, the search field in the bottom toolbar can be configured to "
          + "appear as a button-like control when inactive\" (.minimize); no heights")
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
