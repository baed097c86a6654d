// MARK: Table sections and cell margins
extension Facts {
  /// A tableHeaderView.
  public static let tableHeaderView = Fact(
    "tableView.tableHeaderView", .tableView,
    "A `tableHeaderView` stands above the first section, its height tall. UIKit replaces a "
      + "height of 0 by its default, so a zero-height header view is as none.", .singleSource,
    [
      Citation(.sunnyxxGroupedHeader),
      .single(.juejinGrouped35, "one print (section 0's header at y = 35 under a 0-tall view)"),
    ])

  /// The grouped styles' top gap.
  public static let groupedTopGap = Fact(
    "tableView.groupedTopGap", .tableView,
    "A grouped or inset-grouped table with no `tableHeaderView` has a 35 pt gap above its first "
      + "section; from iOS 26 an inset-grouped table has none (its first header starts at y = 0).",
    .assumption(key: "assumeGroupedTableTopGap"),
    [
      Citation(.juejinGrouped35), Citation(.licensePlist4), Citation(.sunnyxxGroupedHeader),
      Citation(.eureka863),
    ],
    disagreement: "Three sources describe the gap (\"pretends to show the section headers\"); "
      + "one prints 35 (a grouped table, 2021), another removed about 33 with a negative inset "
      + "(iOS 10). A UIKit re-implementation measured on iOS 26 Mac Catalyst puts an "
      + "inset-grouped table's first header at y = 0 [openuikit-tableview], which the model takes "
      + "from iOS 26 for that style; no source gives the grouped style on iOS 26, which keeps 35."
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
    "In the plain style the automatic `sectionHeaderTopPadding` is 22 pt (iOS 15 and later).",
    .singleSource,
    [
      .single(.openUIKitTableView, "one measurement against UIKit (iOS 26 Mac Catalyst)"),
      Citation(.pswpIOS15Padding), Citation(.jxSegmentedView189, at: "\"about 20\""),
    ])

  /// The inset-grouped style's automatic padding.
  public static let insetGroupedHeaderTopPadding = Fact(
    "tableView.insetGroupedHeaderTopPadding", .tableView,
    "In the inset-grouped style the automatic `sectionHeaderTopPadding` is 0.",
    .assumption(key: "assumeInsetGroupedHeaderTopPadding"), [Citation(.openUIKitTableView)],
    disagreement: "One measurement, on iOS 26 Mac Catalyst; no iPhone source. The grouped style's "
      + "automatic padding has no source at all: a grouped table with a header on iOS 15 or "
      + "later must set `sectionHeaderTopPadding`.")

  /// Cell content view margins under the housing.
  public static let cellMarginsUnderHousing = Fact(
    "tableView.cellMarginsUnderHousing", .tableView,
    "With `insetsContentViewsToSafeArea` off a cell's content view reaches under the sensor "
      + "housing, and its side margins, measured from its safe area, grow by the cell's side "
      + "safe area: 44 + 16 = 60 on an iPhone X in landscape.",
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
      + "view's stay constant [radar-42808310]. Only the content view's are modelled.")

  static let tableSections: [Fact] = [
    tableHeaderView, groupedTopGap, sectionHeaderTopPadding, plainHeaderTopPadding,
    insetGroupedHeaderTopPadding, cellMarginsUnderHousing, cellVerticalMargin,
  ]
}
