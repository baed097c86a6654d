// The bibliography entries of the sources added when every measured fact was checked for two
// independent printed values (read 2026-11-25), kept out of Bibliography.swift so that its
// switch gains one case list only.

extension Source {
  /// The entry of a source added by the provenance review; ``entry`` forwards here.
  var provenanceReviewEntry: BibliographyEntry? {
    switch self {
    case .radar20825965:
      reviewEntry(
        "20825965: Customize layout of UICollectionViewFlowLayout's last row", "Peter Steinberger",
        "http://www.openradar.me/20825965", published: "2015-05-05",
        takes: "iOS 8.3, \"the case since iOS 6\": the last row of a flow layout is left-aligned, "
          + "not justified, when the items' heights are not uniform; the radar says the layout "
          + "changes as soon as one size is not uniform (it shows no numbers)")
    case .lnPopupController390:
      reviewEntry(
        "LNPopupController issue 390 (split view controller issue)", "iDevelopper",
        "https://github.com/LeoNatan/LNPopupController/issues/390", published: "2020-07-31",
        takes: "iPad simulator, iOS 14 beta 3 (Xcode 12 beta 3): a column-style split view's "
          + "primary container view has a frame x origin of -100; the maintainer links Geoff "
          + "Hackworth saying it is on purpose")
    case .daimamiContentInset:
      reviewEntry(
        "contentInset under a navigation controller and a tab bar controller (untitled in the "
          + "stored copy; page iphone/452825)", "unnamed (daimami.com)",
        "http://daimami.com/iphone/452825.htm",
        takes:
          "NSLog prints of a 375 × 667 scroll view's contentInset before iOS 11: {64, 0, 0, 0} "
          + "under a navigation bar, {20, 0, 0, 0} with it hidden; the text gives {64, 0, 49, 0} "
          + "inside a tab bar controller (the stored copy cuts that print off)")
    case .yecongAlwaysBounce:
      reviewEntry(
        "bounces, alwaysBounceVertical and alwaysBounceHorizontal (a cnblogs post by yecong, as "
          + "runxinzhi.com copies it)", "yecong",
        "http://runxinzhi.com/yecong-p-6119414.html", published: "2016-11",
        takes: "\"UITableView默认情况下alwaysBounceVertical是YES\" (a table view's "
          + "alwaysBounceVertical is YES by default), a collection view's and a scroll view's "
          + "NO; a statement, no print")
    default:
      nil
    }
  }

  /// An entry read on 2026-11-25: the provenance review's, and every source this release added
  /// (today's OS, the iOS 7–10 world, the notation's new questions, presentations).
  /// An Apple Developer Documentation page read on 2026-11-25, by its path under
  /// `developer.apple.com/documentation/`.
  func reviewedAppleDoc(_ title: String, _ path: String, takes: String) -> BibliographyEntry {
    reviewEntry(
      title + " (Apple Developer Documentation)", "Apple",
      "https://developer.apple.com/documentation/" + path, takes: takes)
  }

  func reviewEntry(
    _ title: String, _ author: String, _ url: String, published: String? = nil, takes: String
  ) -> BibliographyEntry {
    BibliographyEntry(
      title: title, author: author, url: url, published: published, read: "2026-11-25",
      takes: takes)
  }
}
