import Foundation
import InsetModel

extension TitleView: ScenarioEnum {}

extension Vocabulary {
  /// Search bars: a search bar as the navigation item's title view, the search bar in the
  /// toolbar.
  static let searchBarKeys: [ScenarioKey] = [
    .input(
      "titleView", .controller, \.controller.titleView,
      meaning: "what the view controller's `navigationItem.titleView` holds: `searchBar` (a "
        + "`UISearchBar`) makes an iPhone's navigation bar 56 tall from iOS 11 in a regular "
        + "height; elsewhere no source prints it (in `hierarchy`: `titleView: .searchBar`)",
      facts: [Facts.searchBarTitleView]),
    .input(
      "searchToolbarHeight", .hierarchy, \.hierarchyInputs.searchToolbarHeight,
      default: "none: no source prints it",
      meaning: "the height above the home indicator of a toolbar an iOS 26 iPhone has put the "
        + "search bar in (`.integrated` or `.integratedButton`, the toolbar shown, "
        + "`searchBarPlacementAllowsToolbarIntegration` true); required there",
      facts: [Facts.searchInToolbar], sample: { g in g.pick(["44", "54"]) }),
  ]
}
