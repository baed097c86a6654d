// Facts behind the second round of questions the notation learned to ask: a search bar as the
// navigation bar's title view, the search bar in the toolbar and the classic split view.

extension Facts {
  // MARK: Search

  /// A search bar as the navigation item's title view.
  public static let searchBarTitleView = Fact(
    "search.titleView", .bars,
    "From iOS 11 a `UISearchBar` is 56 pt tall (44 before), and a navigation bar on an iPhone in "
      + "a regular height whose top view controller shows one as its title view "
      + "(`navigationItem.titleView = searchBar`) grows from 44 to 56: the root view's top safe "
      + "area is the status bar's plus 56 (76 under a 20 pt status bar). Before iOS 11 the bar "
      + "keeps 44. No source prints the bar with one on an iPad, in a compact height, with a "
      + "large title, in a presented view controller or under Liquid Glass (iOS 26), so the model "
      + "refuses those rows.", .singleSource,
    [
      .single(.csdnTitleViewSearchBar, "a statement of the bar's height, no print"),
      Citation(.scoreBoardSearchBar), Citation(.papr67), Citation(.esriMapsApp67),
    ],
    disagreement: "Every source states the 56 without a printed frame: a blog post (the bar is "
      + "56, not 44), a code comment citing Stack Overflow 46318022 (\"the navbar height is now "
      + "56\"), and two reports that the search bar itself is 56 (a pull request keeping it 44 in "
      + "the title view with a height constraint, and an issue on its intrinsic size). None "
      + "contradicts it; the model takes 56 as single-source.")

  /// The search bar in the toolbar (iOS 26).
  public static let searchInToolbar = Fact(
    "search.toolbar", .bars,
    "On iOS 26 an iPhone may put a search controller's `.integrated` or `.integratedButton` "
      + "search bar among its navigation controller's toolbar items (trailingmost unless "
      + "`searchBarPlacementBarButtonItem` places it); `searchBarPlacementAllowsToolbarIntegration` "
      + "(default true) set to false keeps it in the navigation bar, where `.integrated` adds no "
      + "row. SwiftUI's `searchToolbarBehavior(.minimize)` draws that field as a button. Apple "
      + "gives no height, and no source prints the toolbar's height or the bottom safe area with "
      + "the search bar in it, so a row gives `searchToolbarHeight`.", .documented,
    [
      Citation(.docSearchToolbarIntegration), Citation(.docSearchBarPlacement),
      Citation(.docSearchToolbarBehavior),
    ])

  // MARK: Split views

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

  static let questions2: [Fact] = [searchBarTitleView, searchInToolbar, classicSplitView]
}
