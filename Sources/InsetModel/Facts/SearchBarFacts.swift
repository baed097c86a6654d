// Facts about search bars: the search controller in the navigation bar, a search bar as the navigation bar's title view, the search bar in
// the toolbar.

extension Facts {
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

  static let searchBars: [Fact] = [searchBar, searchBarTitleView, searchInToolbar]
}
