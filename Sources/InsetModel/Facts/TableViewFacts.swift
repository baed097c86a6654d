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
      + "view: 43.667 in a 44 pt row at 3x, 43.5 at 2x.", .singleSource,
    // The Stack Overflow question prints 54.333 in a 54.5 pt row; 43.667 and 43.5 are that rule.
    [
      .single(.stackOverflowCellContentView, "one print (54.333 in a 54.5 pt row at 3x)"),
      Citation(.seedUIKitSafeArea),
    ])

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
    "A cell's content view has the system minimum margin on its sides (16 or 20, by the "
      + "window's width) and 8 at top and bottom; with `cellLayoutMarginsFollowReadableWidth` its "
      + "sides grow to the readable width.",
    .inferred(
      "the system minimum margins, the separator inset (16 on iPhone, 20 on iPad, "
        + "[so-29349917]) and UIView's default 8 pt margins"),
    [
      Citation(.docSystemMinimumLayoutMargins), Citation(.stackOverflow29349917),
      Citation(.docLayoutMargins), Citation(.docCellLayoutMarginsFollowReadableWidth),
      Citation(.docListContentMargins),
    ])

  /// The inset-grouped side inset.
  public static let insetGroupedSideInset = Fact(
    "tableView.insetGroupedSide", .tableView,
    "An `insetGrouped` table's sections stand in from its safe-area edges by the table's own "
      + "side layout margin, the system minimum: 16 or 20 by the window's width (60 on an "
      + "iPhone X in landscape: 44 + 16).", .assumption(key: "assumeInsetGroupedSideInset"),
    [
      Citation(.docTableViewStyle), Citation(.toInsetGrouped), Citation(.openUIKitTableView),
      Citation(.flutterListSection), Citation(.dimmmensions),
    ],
    disagreement: "Apple gives no number. A back-port of the style uses the table's layout "
      + "margins [to-insetgrouped]; a re-implementation measured 16 in a window on iOS 26 (8 "
      + "offscreen, UIView's default with no system minimum) [openuikit-tableview]; an imitation "
      + "of iOS 14 eyeballed 20 [flutter-list-section], a 414 pt window's margin. All agree with "
      + "the layout margin, which [dimmmensions] shows is 16 or 20 by width (not by size class, "
      + "as an earlier reading had it).")

  /// The table chrome under Liquid Glass.
  public static let glassTableChrome = Fact(
    "tableView.glassChrome", .tableView,
    "Under Liquid Glass a table's chrome follows the system margin (20 from a 390-pt window, 16 "
      + "below): an inset-grouped card stands in by it (on an iPad by it under a navigation bar "
      + "and by 16 without one); plain and grouped cells take it as their side margins; a phone's "
      + "cells inside a card keep 16 below a 414-pt window and take it from there, an iPad's 20; "
      + "the automatic separator is inset by the cell's margin on both sides; a section header's "
      + "text starts at the cells' leading margin in every style.", .singleSource,
    [
      .single(
        .openUIKitMargins,
        "iPhone 16 and iPhone SE, iOS 26.1: \"inset-grouped cards, plain text insets, separator "
          + "insets and accessory margins all move by the same 4 pt\"; iPad (A16): \"Nav case "
          + "card x 20 […] bare table card x 16\"",
        at: "iOSSystemMargin(width:), insetGroupedSideInset, iOSPadInsetGroupedInnerInset"),
      Citation(.openUIKitCellMargins, at: "contentMargin"),
    ],
    disagreement: "One project's prints. The same project's iPad plain and grouped cells read 16 "
      + "in one print and 20 in another (its own note leaves it open); the model keeps the "
      + "system margin there. The cells' top and bottom margins it prints (15) are not the "
      + "content view's the model gives (`assumeCellContentViewVerticalMargin`).")

  /// An iPad's plain and grouped cells under Liquid Glass.
  public static let glassPadCellMargin = Fact(
    "tableView.glassPadCellMargin", .tableView,
    "Under Liquid Glass an iPad's plain and grouped cells have 16-pt side margins, as a real "
      + "app's cells print them on the iPad (A16) simulator (`[15, 16, 15, 16]`); another app's "
      + "labels there sit at 20, the system margin. A section header's text is taken at the "
      + "cells' margin, as on a phone (no print of it on an iPad).",
    .assumption(key: "assumeGlassPadCellSideMargin"),
    [
      Citation(.openUIKitMargins, at: "iOSPadCellMargin"),
      Citation(.openUIKitCellMargins, at: "_defaultBaseLayoutMargins"),
    ],
    disagreement: "Two prints of one project on the same simulator disagree: SwitchCell and "
      + "DisclosureCell `layoutMargins` `[15, 16, 15, 16]` in a real app (the default, which "
      + "the project itself keeps: \"the xib oracle wins\"), and labels at x 20 in its Forms "
      + "app (20, the other value).")

  /// A table's own margins reach its cells.
  public static let tableMarginsReachCells = Fact(
    "tableView.marginsReachCells", .tableView,
    "A table whose `layoutMargins` are set gives its cells those side margins.",
    .inferred(
      "the separator-inset reference's page: \"the table view normally uses its layout margins "
        + "as the default cell inset value\" ([ad-separatorinsetreference-automatic]); that the "
        + "cells' content margins follow, and not only their separators, is inferred"),
    [Citation(.docSeparatorAutomaticInsets)])

  static let tableView: [Fact] = [
    contentViewsInsetToSafeArea, separatorPixel, separatorInset, cellMargins,
    insetGroupedSideInset, glassTableChrome, glassPadCellMargin, tableMarginsReachCells,
  ]
}
