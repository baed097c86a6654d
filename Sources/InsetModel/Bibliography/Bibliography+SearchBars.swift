// The bibliography entries of the sources on a search bar as the navigation bar's title view and
// the search bar in the toolbar (read 2026-11-25).

extension Source {
  /// The entry of a source on search bars; ``entry`` forwards here.
  var searchBarsEntry: BibliographyEntry? {
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
    default:
      nil
    }
  }
}
