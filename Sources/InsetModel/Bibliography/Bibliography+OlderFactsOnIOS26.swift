// The bibliography entries of the prints that show an older fact holding on iOS 26 (read
// 2026-11-28); kept out of Bibliography.swift so that its switch gains one case list only. Each
// quote is the source's own words.

extension Source {
  /// The entry of a source added to check an older fact on iOS 26; ``entry`` forwards here.
  var olderFactsOnIOS26Entry: BibliographyEntry? {
    switch self {
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
