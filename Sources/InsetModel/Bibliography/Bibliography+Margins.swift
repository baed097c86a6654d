// The bibliography entries of sources on layout margins: the system minimum margin and cell
// margins as iOS 26.1 prints them, and the view's direction its directional margins follow.
// Each quote is the source's own words.

extension Source {
  /// The entry of a source on layout margins; ``entry`` forwards here.
  var marginsEntry: BibliographyEntry? {
    switch self {
    case .docSemanticContentAttribute:
      reviewedAppleDoc(
        "UIView.semanticContentAttribute and userInterfaceLayoutDirection(for:relativeTo:)",
        "uikit/uiview/semanticcontentattribute",
        takes: "\"Some views should not flip when switching between left-to-right and "
          + "right-to-left layouts. For example, the view is part of the playback controls or "
          + "represents physical directions\"; forceLeftToRight and forceRightToLeft fix the "
          + "direction; the class method gives the direction an attribute implies")
    case .openUIKitMargins:
      BibliographyEntry(
        title: "OpenUIKit: uikit/Sources/OpenUIKit/UITableView.swift (the version that measures "
          + "the iOS 26.1 system margin and table chrome; found by its text)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/"
          + "7ed844f6530cf808a08a0303d41a137ab46a7ad3/uikit/Sources/OpenUIKit/UITableView.swift",
        published: "2026", read: "2026-11-28",
        takes: "\"iOS's system layout margin for a window of `width` points: 20 on the 390+ pt "
          + "phones (iPhone 16: real app, window scenes), 16 on the 375 pt iPhone SE (MEASURED "
          + "2026-09-04 on both oracle devices — inset-grouped cards, plain text insets, "
          + "separator insets and accessory margins all move by the same 4 pt).\" "
          + "`static func iOSSystemMargin(width: CGFloat) -> CGFloat { width >= 390 ? 20 : 16 }`; "
          + "the iPhone 16's chrome: \"Everything sits on 20 pt margins: plain: header 28 pt (17 "
          + "semibold at x 20 […]), […] text at x 20, separators inset 20 / 20 […] "
          + "insetGrouped: card inset 20 per side […] text at 16 inside the card […] separators "
          + "inset 16 / 16\"; the iPad (A16): \"Nav case card x 20 → label abs **40** "
          + "(NavFlow-ipad); bare table card x 16 → abs 36\", inset-grouped "
          + "\"`UITableViewCell.layoutMargins` `[15, 20, 15, 20]`\"; section headers: \"Full "
          + "headers (tableview_grouped, no large title, text footers): 35 (first) / 25 (later) "
          + "above the 17 pt semibold label\", \"MEASURED headerprobe 2026-09-04, SE 2x: noNav "
          + "first 55.5 / later 38; navLarge first 38 / later 38; navLargeWithFooters later 45.5 "
          + "(previous footer has text, so not compact)\", \"Untitled grouped footer is 17.5 pt "
          + "of spacing and installs no view\"")
    case .openUIKitCellMargins:
      BibliographyEntry(
        title: "OpenUIKit: uikit/Sources/OpenUIKit/UITableViewCell.swift (cell margins measured on "
          + "the iOS 26.1 simulators; found by its text, find_string id 67106002438: the one "
          + "stored version the file index dates, b0e80ff, does not hold the quotes, so the URL "
          + "names the default branch)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/HEAD/uikit/Sources/OpenUIKit/"
          + "UITableViewCell.swift",
        published: "2026", read: "2026-11-28",
        takes: "\"inside an inset-grouped card (itself at the 20 pt system inset) the margins are "
          + "[15, 16, 15, 16] and labels constrained to the margins guide sit at x 36 = 20 + 16, "
          + "not 40. Plain/grouped cells keep the 20 pt system margin\" (iPhone 16); \"SE "
          + "landscape (667 pt, Ledger.t200.landscape golden) labels at 40 = card 20 + 20. The "
          + "inner inset follows the window width at 414, not the 390 threshold of the system "
          + "margin\"; iPad (A16): \"inset-grouped `layoutMargins` `[15, 20, 15, 20]`\"")
    default:
      nil
    }
  }
}
