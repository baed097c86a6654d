// The bibliography entries of the sources behind the system margin and the table chrome under
// Liquid Glass (read 2026-11-28), kept out of Bibliography.swift so that its switch gains one
// case list only.

extension Source {
  /// The entry of a source of the Liquid Glass margins; ``entry`` forwards here.
  var glassMarginsEntry: BibliographyEntry? {
    switch self {
    case .openUIKitMargins:
      BibliographyEntry(
        title: "OpenUIKit: Sources/OpenUIKit/UITableView.swift (the version that measures the iOS "
          + "26.1 system margin; found by its text, later than commit 00b529e)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/HEAD/Sources/OpenUIKit/UITableView.swift",
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
          + "\"`UITableViewCell.layoutMargins` `[15, 20, 15, 20]`\"")
    case .openUIKitCellMargins:
      BibliographyEntry(
        title: "OpenUIKit: Sources/OpenUIKit/UITableViewCell.swift (cell margins measured on the "
          + "iOS 26.1 simulators; found by its text)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/HEAD/Sources/OpenUIKit/"
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
