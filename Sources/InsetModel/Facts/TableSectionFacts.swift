// MARK: Table sections and cell margins
extension Facts {
  /// A tableHeaderView.
  public static let tableHeaderView = Fact(
    "tableView.tableHeaderView", .tableView,
    "A `tableHeaderView` stands above the first section, its height tall. UIKit replaces a "
      + "height of 0 by its default, so a zero-height header view is as none. Printed before iOS "
      + "26; on iOS 26 assumed unchanged (no print found: searched `tableHeaderView` with "
      + "`rectForHeader` and frames in OpenUIKit's iOS 26.1 table probes).", .singleSource,
    [
      Citation(.sunnyxxGroupedHeader),
      .single(.juejinGrouped35, "one print (section 0's header at y = 35 under a 0-tall view)"),
    ])

  /// The grouped styles' top gap.
  public static let groupedTopGap = Fact(
    "tableView.groupedTopGap", .tableView,
    "A grouped or inset-grouped table with no `tableHeaderView` has a 35 pt gap above its first "
      + "section; from iOS 26 an inset-grouped table has none (its first header starts at y = 0): "
      + "the iPhone SE's iOS 26.1 simulator prints an inset-grouped table's first titled header "
      + "55.5 tall with its first row at y 55.5 (35 above the label, the label 20.5), a later "
      + "header 45.5 after a titled footer and 38 after an untitled one (17.5 of spacing). The grouped style on iOS 26 is "
      + "assumed to keep 35 (no print found: searched OpenUIKit's `.grouped` probes, Forms t200, "
      + "which print the header's x, not its y).",
    .assumption(key: "assumeGroupedTableTopGap"),
    [
      Citation(.juejinGrouped35), Citation(.licensePlist4), Citation(.sunnyxxGroupedHeader),
      Citation(.eureka863),
      Citation(
        .openUIKitSheetMetrics, at: "testUntitledGroupedFooterAndCompactHeadersMatchHeaderprobe"),
      Citation(.openUIKitMargins, at: "headerHeight(style:firstSection:compact:)"),
    ],
    disagreement: "Three sources describe the gap (\"pretends to show the section headers\"); "
      + "one prints 35 (a grouped table, 2021), another removed about 33 with a negative inset "
      + "(iOS 10). A UIKit re-implementation measured on iOS 26 Mac Catalyst puts an "
      + "inset-grouped table's first header at y = 0 [openuikit-tableview], and the same project's "
      + "headerprobe on the iPhone SE's iOS 26.1 simulator prints it so [openuikit-sheet-metrics] "
      + "[openuikit-margins] (single source for iOS 26), which the model takes from iOS 26 for "
      + "that style; no source gives the grouped style on iOS 26, which keeps 35."
  )

  /// sectionHeaderTopPadding.
  public static let sectionHeaderTopPadding = Fact(
    "tableView.sectionHeaderTopPadding", .tableView,
    "`sectionHeaderTopPadding` (iOS 15) is \"the amount of padding above each section header\", "
      + "`automaticDimension` by default; before iOS 15 there was none. It applies only where a "
      + "header is.", .documented, [Citation(.docSectionHeaderTopPadding)])

  /// The plain style's automatic padding.
  public static let plainHeaderTopPadding = Fact(
    "tableView.plainHeaderTopPadding", .tableView,
    "In the plain style the automatic `sectionHeaderTopPadding` is 22 pt (iOS 15 and later). "
      + "Measured on iOS 26 Mac Catalyst; on an iOS 26 iPhone assumed unchanged (no print found: "
      + "OpenUIKit's iPhone 16 and SE iOS 26.1 probes print the plain header 28 tall but not the "
      + "space above it; its re-implementation, checked against them, keeps 22).",
    .singleSource,
    [
      .single(.openUIKitTableView, "one measurement against UIKit (iOS 26 Mac Catalyst)"),
      Citation(.pswpIOS15Padding), Citation(.jxSegmentedView189, at: "\"about 20\""),
    ])

  /// The inset-grouped style's automatic padding.
  public static let insetGroupedHeaderTopPadding = Fact(
    "tableView.insetGroupedHeaderTopPadding", .tableView,
    "In the inset-grouped style the automatic `sectionHeaderTopPadding` is 0: on iOS 26 nothing "
      + "stands above the first header (the iPhone SE's iOS 26.1 simulator prints the first row at "
      + "the first header's height, 55.5).",
    .assumption(key: "assumeInsetGroupedHeaderTopPadding"),
    [
      Citation(.openUIKitTableView),
      Citation(
        .openUIKitSheetMetrics, at: "testUntitledGroupedFooterAndCompactHeadersMatchHeaderprobe"),
    ],
    disagreement: "One project: a measurement on iOS 26 Mac Catalyst and a print on the iPhone "
      + "SE's iOS 26.1 simulator; no source for iOS 15 to 18 on an iPhone. The grouped style's "
      + "automatic padding has no source at all: a grouped table with a header on iOS 15 or "
      + "later must set `sectionHeaderTopPadding`.")

  /// Cell content view margins under the housing.
  public static let cellMarginsUnderHousing = Fact(
    "tableView.cellMarginsUnderHousing", .tableView,
    "With `insetsContentViewsToSafeArea` off a cell's content view reaches under the sensor "
      + "housing, and its side margins, measured from its safe area, grow by the cell's side "
      + "safe area: 44 + 16 = 60 on an iPhone X in landscape. On iOS 26 the margin part is the "
      + "system margin of `margins.glassSystemMinimum`; the rule itself is assumed unchanged (no "
      + "print found: searched iOS 26.1 cell frames with `insetsContentViewsToSafeArea`).",
    .inferred(
      "UIView's margins measured from the safe area ([ad-uiview-insetslayoutmarginsfromsafearea]) "
        + "and root views measured at safe area + 16 in landscape ([dimmmensions])"),
    [
      Citation(.docInsetsLayoutMarginsFromSafeArea), Citation(.dimmmensions),
      Citation(.docInsetsContentViewsToSafeArea),
    ])

  /// A cell's top and bottom margins.
  public static let cellVerticalMargin = Fact(
    "tableView.cellVerticalMargin", .tableView,
    "A cell's content view has UIView's default 8 pt margins at the top and bottom.",
    .assumption(key: "assumeCellContentViewVerticalMargin"),
    [Citation(.docLayoutMargins), Citation(.vcomCellMargins), Citation(.radar42808310)],
    disagreement: "8 is UIView's documented default; a 2016 app hard-codes 11 (top) and 10.5 "
      + "(bottom) as \"the standard UITableViewCell settings\" [vcom-cellmargins]; a radar reports "
      + "that the cell's own top and bottom margins grow with Dynamic Type while its content "
      + "view's stay constant [radar-42808310]. Only the content view's are modelled. On iOS 26 "
      + "the cell's own margins print 15 at the top and bottom ([openuikit-margins]: "
      + "`[15, 20, 15, 20]` on the iPad (A16)), the cell's, not its content view's; the content "
      + "view's 8 is assumed unchanged (no print of them found).")

  static let tableSections: [Fact] = [
    tableHeaderView, groupedTopGap, sectionHeaderTopPadding, plainHeaderTopPadding,
    insetGroupedHeaderTopPadding, cellMarginsUnderHousing, cellVerticalMargin,
  ]
}
