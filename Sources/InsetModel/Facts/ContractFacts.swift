extension Facts {
  /// A bare screen: a row with no `device`.
  public static let bareScreen = Fact(
    "contract.bareScreen", .contract,
    "A row with no device is a bare screen of `screenSize` (default 375 × 667 points at scale 2) "
      + "with zero insets and no status bar.", .definition, [Citation(.contract)])

  /// A row's view fills its superview unless `frame` says otherwise.
  public static let viewFillsSuperview = Fact(
    "contract.viewFillsSuperview", .contract,
    "The view under test is a direct subview of the root view (or of a child view controller's "
      + "root view) and fills it unless `frame` is set.", .definition, [Citation(.contract)])

  /// A table's rows are 44 points unless `rowHeight` says otherwise.
  public static let defaultRowHeight = Fact(
    "contract.rowHeight", .contract,
    "A table's rows are 44 points tall unless `rowHeight` is set.", .definition,
    [Citation(.contract)])

  static let contract: [Fact] = [bareScreen, viewFillsSuperview, defaultRowHeight]
}
