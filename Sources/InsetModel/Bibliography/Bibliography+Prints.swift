// The bibliography entries of the prints found by their text (read 2026-11-28): the system
// margin and the table chrome under Liquid Glass, the iPad on iPadOS 26.1, and the second prints
// of facts classed "measured"; kept out of Bibliography.swift so that its switch gains one case
// list only.

extension Source {
  /// The entry of a print found by its text; ``entry`` forwards here.
  var printsEntry: BibliographyEntry? {
    switch self {
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
    case .zxNavigationBar25:
      BibliographyEntry(
        title: "ZXNavigationBar issue 25: 关于iPhone 12 mini NavigationBar 总高度问题 (the iPhone 12 "
          + "mini's navigation bar height)", author: "jianjianhao and SmileZXLee",
        url: "https://github.com/SmileZXLee/ZXNavigationBar/issues/25", published: "2020-11-24",
        read: "2026-11-28",
        takes: "the iPhone 12 mini simulator (Xcode 12.2): \"通过打印，系统导航栏y值为50，状态栏高度为44\" "
          + "(printed: the system navigation bar's y is 50, the status bar's height 44); the "
          + "reporter printed a total of 94")
    case .gkNavigationBar67:
      BibliographyEntry(
        title: "GKNavigationBar issue 67: 你好，能否适配一下iPhone12 mini机型 (please support the "
          + "iPhone 12 mini)", author: "BigKingQY",
        url: "https://github.com/QuintGao/GKNavigationBar/issues/67", published: "2021-02-23",
        read: "2026-11-28",
        takes: "the iPhone 12 mini simulator: \"通过代码获取到的safeAreaInsets.top = 50，而在如下方法中获取到"
          + "的状态栏高度是44\" (safeAreaInsets.top read in code is 50, the status bar's height "
          + "44)")
    default:
      nil
    }
  }
}
