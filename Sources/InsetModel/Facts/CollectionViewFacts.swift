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
    "A last line whose items all have one size is spaced as if it were full: items of that size "
      + "are added while they fit and the leftover is spread over that full line's gaps, so its "
      + "items line up with the columns above (four 50 × 50 items in 375 land 15 apart, at x 0, "
      + "65, 130, 195; four 80 × 40 at 0, 98.5, 196.5, 295). A last line of items of different "
      + "sizes, in either dimension, keeps the minimum spacing from the leading edge (widths "
      + "80, 100, 60 at x 0, 90, 200). Printed on iOS 26.1 Mac Catalyst; the model applies it on "
      + "every device and version.", .singleSource,
    [
      .single(
        .openUIKitFlowLayout, "one project's prints (iOS 26.1 Mac Catalyst), transcribed",
        at: "probes H, X/Y/Z, AA/AB, D"),
      Citation(.radar20825965),
    ],
    disagreement: "None: openradar 20825965 (iOS 6 to 8.3) describes the same split in words "
      + "(left-aligned when the heights are not uniform, a different layout as soon as one size "
      + "is not) with screenshots and no printed frames, so it supports the rule but is not a "
      + "second print. The model used to give every last line the minimum spacing.")

  /// A line with one item.
  public static let singleItemLine = Fact(
    "collectionView.singleItemLine", .collectionView,
    "A line that only one item fits is centred in the section, even when the item is wider than "
      + "the line (250-wide items in a 200 pt line at x −25, 150-wide at x 25). A lone item on a "
      + "last line that two or more would fit is at the leading edge (a 90-wide item in 200 at "
      + "x 0), as the last-line rule spaces it.", .singleSource,
    [
      .single(
        .openUIKitFlowLayout, "one project's prints (iOS 26.1 Mac Catalyst), transcribed",
        at: "probes G/K, E and testLastLineIsSpacedAsIfFull")
    ],
    disagreement: "Xamarin.Forms reported in 2020 that a single item in a vertical grid was "
      + "centred rather than left-aligned (screenshots, its own flow-layout subclass); the model "
      + "follows the iOS 26.1 prints, and `assumeLoneLastItemCentred` switches to the report. "
      + "`assumeSingleItemLineCentred` `no` keeps a line that only one item fits at the leading "
      + "edge.")

  /// A lone item on a last line that more would fit.
  public static let loneLastItem = Fact(
    "collectionView.loneLastItem", .collectionView,
    "A lone item on a last line that two or more of its size would fit is not centred (the iOS "
      + "26.1 print); `yes` centres it, as Xamarin.Forms reported of iOS before its 2020 fix.",
    .assumption(key: "assumeLoneLastItemCentred"),
    [
      Citation(.openUIKitFlowLayout, at: "testLastLineIsSpacedAsIfFull"),
      Citation(.xamarinForms10241),
    ],
    disagreement: "The print is of iOS 26.1 with a fixed item size; Xamarin's report is of "
      + "earlier iOS with self-sizing cells, which the model does not lay out.")

  /// Item origins on the pixel grid.
  public static let flowLayoutSnapping = Fact(
    "collectionView.originSnapping", .collectionView,
    "Item origins, not sizes, are rounded to the pixel grid: at scale 2 to the nearest half "
      + "point, halves up (102.333 → 102.5, 192.667 → 192.5, 131.75 → 132, 57.25 → 57.5); item "
      + "sizes (111.5 × 44.25) and the content size (106.5) are not rounded.", .singleSource,
    [
      .single(
        .openUIKitFlowLayout, "one project's prints (iOS 26.1 Mac Catalyst), transcribed",
        at: "probes D, I")
    ])

  /// The pixel grid at other scales.
  public static let flowLayoutSnapScale = Fact(
    "collectionView.snapScale", .collectionView,
    "At another scale, item origins are rounded to that scale's pixels (a third of a point at "
      + "scale 3; whole points at scale 1).", .assumption(key: "assumeFlowLayoutSnapScale"),
    [
      Citation(
        .openUIKitFlowLayout, at: "Sources/OpenUIKit/UICollectionViewFlowLayout.swift rule 3")
    ],
    disagreement: "Printed only at scale 2, where a pixel and a half point are one; the printing "
      + "project calls it \"the device pixel grid\" and its re-implementation rounds to the "
      + "display scale. A table can pin the scale (2 for the half-point reading on a phone).")

  static let collectionView: [Fact] = [
    sectionInsetReference, flowLayoutDefaults, flowLayoutLines, flowLayoutLastLine,
    singleItemLine, loneLastItem, flowLayoutSnapping, flowLayoutSnapScale,
  ]
}
