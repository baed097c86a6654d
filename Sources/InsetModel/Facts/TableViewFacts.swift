extension Facts {
  /// Content views inset to the safe area.
  public static let contentViewsInsetToSafeArea = Fact(
    "tableView.contentViewInset", .tableView,
    "With `insetsContentViewsToSafeArea` (the default) the content views of cells, headers and "
      + "footers are inset by their safe area on the left and right only.", .documented,
    [
      Citation(.docInsetsContentViewsToSafeArea), Citation(.headerUITableView),
      Citation(.wwdc18Session235, at: "~2112 s"),
    ])

  /// The separator's pixel.
  public static let separatorPixel = Fact(
    "tableView.separatorPixel", .tableView,
    "A single-line separator takes one pixel (1/scale pt) off the bottom of the cell's content "
      + "view: 43.667 in a 44 pt row at 3x, 43.5 at 2x.", .measured,
    [Citation(.stackOverflowCellContentView), Citation(.seedUIKitSafeArea)])

  /// The separator inset.
  public static let separatorInset = Fact(
    "tableView.separatorInset", .tableView,
    "Only the left and right of `separatorInset` count, left on the leading side (so it flips in "
      + "right-to-left); `.fromCellEdges` (the default) counts from the cell's edges, "
      + "`.fromAutomaticInsets` from the automatic inset, which starts where the content does.",
    .documented, [Citation(.docSeparatorInsetReference), Citation(.headerUITableView)])

  /// A cell's margins.
  public static let cellMargins = Fact(
    "tableView.cellMargins", .tableView,
    "A cell's content view has the system minimum margin on its sides (16 or 20) and 8 at top "
      + "and bottom; with `cellLayoutMarginsFollowReadableWidth` its sides grow to the readable "
      + "width.", .inferred("the system minimum margins and UIView's default 8 pt margins"),
    [
      Citation(.docSystemMinimumLayoutMargins), Citation(.docLayoutMargins),
      Citation(.docCellLayoutMarginsFollowReadableWidth),
    ])

  /// The inset-grouped side inset.
  public static let insetGroupedSideInset = Fact(
    "tableView.insetGroupedSide", .tableView,
    "An `insetGrouped` table's sections stand in from its safe-area edges by the system minimum "
      + "margin.", .assumption(key: "assumeInsetGroupedSideInset"), [Citation(.docTableViewStyle)],
    disagreement: "No source gives the number; the system minimum matches the margins used "
      + "elsewhere.")

  static let tableView: [Fact] = [
    contentViewsInsetToSafeArea, separatorPixel, separatorInset, cellMargins,
    insetGroupedSideInset,
  ]
}
