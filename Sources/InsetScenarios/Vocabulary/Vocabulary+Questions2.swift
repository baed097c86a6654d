import Foundation
import InsetModel

extension TitleView: ScenarioEnum {}

extension Vocabulary {
  // MARK: Keys

  /// The second round of questions: a search bar as the navigation item's title view.
  static let questions2Keys: [ScenarioKey] = [
    .input(
      "titleView", .controller, \.controller.titleView,
      meaning: "what the view controller's `navigationItem.titleView` holds: `searchBar` (a "
        + "`UISearchBar`) makes an iPhone's navigation bar 56 tall from iOS 11 in a regular "
        + "height; elsewhere no source prints it (in `hierarchy`: `titleView: .searchBar`)",
      facts: [Facts.searchBarTitleView])
  ]
}
