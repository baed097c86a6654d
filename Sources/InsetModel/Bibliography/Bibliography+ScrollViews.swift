// The bibliography entries of sources on scroll views: their bounce defaults and a table's
// adjusted content inset under a bar as iOS 26.1 prints it. Each quote is the source's own words.

extension Source {
  /// The entry of a source on scroll views; ``entry`` forwards here.
  var scrollViewsEntry: BibliographyEntry? {
    switch self {
    case .yecongAlwaysBounce:
      reviewEntry(
        "bounces, alwaysBounceVertical and alwaysBounceHorizontal (a cnblogs post by yecong, as "
          + "runxinzhi.com copies it)", "yecong",
        "http://runxinzhi.com/yecong-p-6119414.html", published: "2016-11",
        takes: "\"UITableView默认情况下alwaysBounceVertical是YES\" (a table view's "
          + "alwaysBounceVertical is YES by default), a collection view's and a scroll view's "
          + "NO; a statement, no print")
    case .openUIKitNavigationController:
      BibliographyEntry(
        title: "OpenUIKit: uikit/Sources/OpenUIKit/UINavigationController.swift (a table under "
          + "an iOS 26.1 navigation bar, printed on the iPhone SE (3rd generation) simulator; "
          + "found by its text)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/"
          + "156841403defebd93219695ae1b8dce748b924b5/uikit/Sources/OpenUIKit/"
          + "UINavigationController.swift",
        published: "2026-09", read: "2026-11-28",
        takes: "\"MEASURED Forms t200, iPhone SE 2x, iOS 26.1: the table's window frame is [0, "
          + "0, 375, 667], `safeAreaInsets.top` 64, `adjustedContentInset` [64, 0, 0, 0], "
          + "`contentOffset` (0, -64); the 64 pt bar zone is the table's grouped fill showing "
          + "through.\"; \"MEASURED 2026-09-04, NavFlow conformance app t3000, iPhone SE 2x, "
          + "iOS 26.1: the pushed controller's view fills the window and reports "
          + "`safeAreaInsets` [116, 0, 0, 0] — the large-title bar's bottom edge — while its "
          + "table's `contentInset` is [0, 0, 0, 0].\"")
    default:
      nil
    }
  }
}
