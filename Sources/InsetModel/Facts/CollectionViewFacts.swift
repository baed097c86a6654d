extension Facts {
  /// The section inset reference.
  public static let sectionInsetReference = Fact(
    "collectionView.sectionInsetReference", .collectionView,
    "A flow layout's section inset is measured from the content inset (the default), the safe "
      + "area or the layout margins, and the content inset is always respected at a minimum: "
      + "per edge, max(adjustedContentInset, reference + sectionInset).", .documented,
    [Citation(.headerUICollectionViewFlowLayout), Citation(.docSectionInsetReference)])

  /// The flow layout's defaults.
  public static let flowLayoutDefaults = Fact(
    "collectionView.defaults", .collectionView,
    "A flow layout's items are 50 × 50 with 10 pt between items and between lines by default.",
    .documented, [Citation(.docFlowLayoutItemSize), Citation(.docFlowLayoutSpacing)])

  /// Lines.
  public static let flowLayoutLines = Fact(
    "collectionView.lines", .collectionView,
    "Items fill a line until the next does not fit; the space left over widens the gaps evenly; "
      + "a line is as tall as its tallest item and shorter items are centred in it.", .documented,
    [Citation(.collectionViewProgrammingGuide)])

  /// The last line.
  public static let flowLayoutLastLine = Fact(
    "collectionView.lastLine", .collectionView,
    "A last line that is not full is not justified: it keeps the minimum spacing from the leading "
      + "edge.", .singleSource,
    [.single(.radar20825965, "a radar's description (iOS 6 to 8.3), no printed frames")],
    disagreement: "The radar says this holds when the items' heights differ, and that the layout "
      + "changes as soon as one size is not uniform, which suggests items of one size lay out "
      + "their last line like the others; no source prints either case. The model applies the "
      + "minimum spacing to every last line.")

  /// A line with one item.
  public static let singleItemLine = Fact(
    "collectionView.singleItemLine", .collectionView,
    "A line holding one item centres it.", .assumption(key: "assumeSingleItemLineCentred"),
    [Citation(.collectionViewProgrammingGuide)],
    disagreement: "Widely reported; `no` keeps it at the leading edge like the last line.")

  static let collectionView: [Fact] = [
    sectionInsetReference, flowLayoutDefaults, flowLayoutLines, flowLayoutLastLine,
    singleItemLine,
  ]
}
