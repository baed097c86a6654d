// Facts about list sections: boundary items'
// own insets, edge spacing, sections of different lengths, flow-layout headers, a cell's own
// separator inset, header text, ScrollTargetBehaviorContext and List rows.
extension Facts {
  /// A boundary item's own content insets.
  public static let boundaryItemContentInsets = Fact(
    "collectionView.boundaryItemContentInsets", .collectionView,
    "A boundary header's or footer's own `contentInsets` are measured from the section's "
      + "supplementary reference and narrow it across the scroll direction, as an item's content "
      + "insets shrink the item; a vertical layout takes their leading and trailing only.",
    .inferred(
      "the reference the documentation gives boundary items' contentInsets "
        + "([ad-section-supplementarycontentinsetsreference]), the header's item rule "
        + "(\"adjust the final size of the item after layout is computed\", [hdr-compositional]) "
        + "and a re-implementation that insets the boundary item's container by them across the "
        + "scroll direction only ([ibp-compositional])"),
    [
      Citation(.docSupplementaryContentInsetsReference),
      Citation(.headerCompositional, at: "NSCollectionLayoutItem.contentInsets"),
      Citation(.ibpBoundaryItems),
    ],
    disagreement: "The item rule would also shrink the header's height by its top and bottom "
      + "insets; the re-implementation drops them in a vertical layout. No print settles it: a "
      + "row with a top or bottom boundary inset is refused.")

  /// supplementariesFollowContentInsets.
  public static let supplementariesFollowContentInsets = Fact(
    "collectionView.supplementariesFollowContentInsets", .collectionView,
    "`supplementariesFollowContentInsets` (iOS 13–16, `true` by default): boundary items follow "
      + "the section's `contentInsets` across the scroll direction; `false` measures them from "
      + "the supplementary reference alone. It is deprecated from iOS 16, where "
      + "`supplementaryContentInsetsReference` replaces it.", .documented,
    [
      Citation(.docSupplementariesFollowContentInsets),
      Citation(.headerCompositional, at: "NSCollectionLayoutSection"),
      Citation(.ibpBoundaryItems),
    ],
    disagreement: "No source says whether `false` still applies from iOS 16, when the property "
      + "is deprecated: such a row is refused.")

  /// Edge spacing.
  public static let edgeSpacing = Fact(
    "collectionView.edgeSpacing", .collectionView,
    "An item's fixed `edgeSpacing` is space kept around it in its group: a horizontal group "
      + "places each item its leading spacing after its slot's start and its trailing spacing "
      + "before the next slot, and fits as many such slots as the group's width takes; the top "
      + "spacing moves the item down. Flexible spacing is not modelled.",
    .inferred(
      "the header's \"additional space required surrounding an item when laying out\" "
        + "([hdr-compositional]) and a re-implementation that offsets each item by its leading "
        + "and top spacing ([ibp-solver])"),
    [Citation(.headerCompositional, at: "NSCollectionLayoutEdgeSpacing"), Citation(.ibpSolver)],
    disagreement: "No source prints how a group of a fixed `count` shares its width with edge "
      + "spacing: such a row is refused.")

  /// Sections of different lengths.
  public static let sectionStacking = Fact(
    "tableView.sections", .tableView,
    "A table stacks its sections: what stands above the table (the `tableHeaderView` or the "
      + "grouped gap) once, then for each section the padding above its header, the header, its "
      + "rows and its footer. `rect(forSection:)` runs from the header to the footer. The "
      + "iPhone SE's iOS 26.1 simulator prints the same stacking in an inset-grouped table "
      + "(section 1's header at y 205 after section 0's header, rows and 17.5-pt footer; its "
      + "first row at 243, below a 38-pt header).",
    .singleSource,
    [
      Citation(
        .headerUITableView, at: "sectionHeaderTopPadding: \"Padding above each section header\""),
      .single(
        .openUIKitTableView,
        "one project's table re-implemented against real UIKit's prints (every plain header "
          + "preceded by the 22 pt padding; sections stacked)", at: "rebuildMetrics"),
      Citation(
        .openUIKitSheetMetrics, at: "testUntitledGroupedFooterAndCompactHeadersMatchHeaderprobe"),
    ])

  /// A flow layout's headers and footers.
  public static let flowSupplementaries = Fact(
    "collectionView.flowSupplementaries", .collectionView,
    "A flow layout's section header stands at the section's start, before its `sectionInset`, "
      + "and its footer at its end, after it; only the length along the scroll direction counts, "
      + "the header being as wide as the collection view when scrolling vertically (as tall when "
      + "horizontally); a zero length is no header.", .documented,
    [Citation(.docHeaderReferenceSize), Citation(.collectionViewProgrammingGuide)])

  /// A cell's own separatorInset.
  public static let cellSeparatorInset = Fact(
    "tableView.cellSeparatorInset", .tableView,
    "A cell's own `separatorInset` takes precedence over the table's: its left and right, from "
      + "the cell's edges, place the separator (negative values count as 0; top and bottom are "
      + "ignored). Apple says it moves the cell's content too; the content view's frame is not "
      + "modelled as moving.", .documented, [Citation(.docCellSeparatorInset)])

  /// Where a section header's text starts.
  public static let insetGroupedHeaderText = Fact(
    "tableView.insetGroupedHeaderText", .tableView,
    "In the inset-grouped style a section header's text starts at the section's leading edge "
      + "plus the cells' leading margin: 32 pt from the table's edge in a compact window (16 + "
      + "16). Under Liquid Glass the same rule with the system margin of `tableView.glassChrome` "
      + "(36 on the iPhone 16, 32 on the SE, iOS 26.1).", .singleSource,
    [
      .single(
        .openUIKitTableView,
        "one print: the header label at the side inset + 16 (x = 24 offscreen with its 8 pt inset)",
        at: "insetGroupedSideInset")
    ])

  /// Other styles' header text.
  public static let headerTextLeadingInset = Fact(
    "tableView.headerTextLeadingInset", .tableView,
    "No source prints where a plain or grouped table's section header text starts in a window "
      + "before Liquid Glass (``glassTableChrome``): a row that needs it gives it, and a row "
      + "that gives it pins it in every style.",
    .assumption(key: "assumeHeaderTextLeadingInset"),
    [Citation(.openUIKitTableView, at: "plainHeaderLabelX")],
    disagreement: "One print puts a plain header's label at x = 8 in an offscreen table, UIView's "
      + "default margin where no system minimum applies; nothing prints it in a window.")

  /// ScrollTargetBehaviorContext.containerSize.
  public static let scrollTargetContainerSize = Fact(
    "swiftUI.scrollTargetContainerSize", .swiftUI,
    "`ScrollTargetBehaviorContext.containerSize` (iOS 17) is the scroll view's size less the "
      + "insets applied to it: the safe area it respects and its content margins, as "
      + "`ScrollGeometry.contentInsets` counts them.",
    .inferred(
      "\"the size of the bounds of the scroll view subtracting any insets applied to the scroll "
        + "view (like the safe area)\" ([ad-scrolltargetcontext-containersize]), with the content "
        + "margins among those insets ([ad-contentmargins])"),
    [Citation(.docScrollTargetContainerSize), Citation(.docContentMargins)])

  /// A List row's insets.
  public static let swiftUIListRowInsets = Fact(
    "swiftUI.listRowInsets", .swiftUI,
    "No source prints a SwiftUI `List` row's default insets (`listRowInsets`) or its frame: a "
      + "row that needs them gives the insets. A row of text has its separator start where the "
      + "text does, at its leading inset.", .assumption(key: "assumeSwiftUIListRowInsets"),
    [Citation(.docListRowSeparatorLeading)],
    disagreement: "Apple documents the separator's leading alignment guide with text aligned to "
      + "it, and no number for the row insets, the row height or the section's side inset.")

  static let listSections: [Fact] = [
    boundaryItemContentInsets, supplementariesFollowContentInsets, edgeSpacing, sectionStacking,
    flowSupplementaries, cellSeparatorInset, insetGroupedHeaderText, headerTextLeadingInset,
    scrollTargetContainerSize, swiftUIListRowInsets,
  ]
}
