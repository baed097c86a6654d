// MARK: Compositional layout and lists
extension Facts {
  /// The references.
  public static let contentInsetsReferences = Fact(
    "collectionView.contentInsetsReference", .collectionView,
    "A compositional section's `contentInsets` are measured from its `contentInsetsReference` "
      + "(iOS 14): `.none` (the container's edges), `.safeArea`, `.layoutMargins` or "
      + "`.readableContent`. A section's default `.automatic` follows the layout configuration's, "
      + "whose default is `.safeArea`.", .documented,
    [
      Citation(.headerCompositional), Citation(.docSectionContentInsetsReference),
      Citation(.docContentInsetsReference),
    ])

  /// Which edges a reference insets.
  public static let referenceEdges = Fact(
    "collectionView.referenceEdges", .collectionView,
    "In a vertical layout a reference insets the section's left and right only (the top and "
      + "bottom safe area is the content inset's), measured from the bounds and not counted "
      + "twice where the adjusted content inset already covers it.",
    .inferred(
      "a re-implementation's container insets, across the scroll direction only "
        + "([ibp-compositional]), and the flow layout's \"content inset will always be respected\""),
    [Citation(.ibpCompositional), Citation(.headerUICollectionViewFlowLayout)])

  /// The layout container.
  public static let compositionalContainer = Fact(
    "collectionView.container", .collectionView,
    "The layout container's `contentSize` is the collection view's bounds inside its adjusted "
      + "content inset (\"before any insets are applied\"); `effectiveContentSize` is that less "
      + "the configuration reference's insets.",
    .inferred(
      "the header's contentSize and effectiveContentSize, the flow layout's content area, and a "
        + "re-implementation's container for iOS 11-12 [ibp-compositional] (not UIKit's, and "
        + "not iOS 13's)"),
    [Citation(.headerCompositional), Citation(.ibpCompositional)])

  /// Before iOS 14.
  public static let compositionalBeforeIOS14 = Fact(
    "collectionView.compositionalIOS13", .collectionView,
    "On iOS 13, before `contentInsetsReference`, compositional sections kept clear of the safe "
      + "area across the scroll direction, as `.safeArea` does.",
    .inferred(
      "a back-port of iOS 13's compositional layout to iOS 11-12 [ibp-compositional], whose "
        + "container is inset by the safe area across the scroll direction, and iOS 14's "
        + "default reference, `.safeArea` [hdr-compositional]; no iOS 13 print was found"),
    [Citation(.ibpCompositional), Citation(.headerCompositional)])

  /// Dimensions.
  public static let layoutDimensions = Fact(
    "collectionView.dimensions", .collectionView,
    "An item's size is `.absolute` points, a fraction of its group's width or height, or "
      + "`.estimated` (the model has no content and takes the estimate as given); a group's "
      + "fractions are of the section's content width and the container's height. An item's "
      + "`contentInsets` shrink it afterwards, except on an estimated axis.", .documented,
    [Citation(.headerCompositional)])

  /// Groups.
  public static let groupRepeats = Fact(
    "collectionView.groups", .collectionView,
    "A horizontal group repeats its item as many times as fit, `interItemSpacing` apart, or, "
      + "with `count`, lays out that many items sized to fill it.", .documented,
    [Citation(.headerCompositional)])

  /// Sections and the content size.
  public static let compositionalSections = Fact(
    "collectionView.compositionalSections", .collectionView,
    "A section is its boundary header, `contentInsets.top`, its groups stacked "
      + "`interGroupSpacing` apart (0 by default), `contentInsets.bottom` and its footer; sections "
      + "stack `interSectionSpacing` apart (default 0); the content is as wide as the container.",
    .singleSource,
    [
      .single(.ibpCompositional, "a re-implementation for iOS 11-12, not a print of UIKit"),
      Citation(.headerCompositional),
    ])

  /// Orthogonal scrolling.
  public static let orthogonalSections = Fact(
    "collectionView.orthogonal", .collectionView,
    "A section with an `orthogonalScrollingBehavior` lays its groups out across, one row as tall "
      + "as a group; `.groupPagingCentered` adds leading and trailing insets of half the space a "
      + "group leaves.",
    .inferred("the header's description of the behaviours (the centring amount is not given)"),
    [Citation(.headerCompositional)])

  /// Boundary items.
  public static let boundaryItems = Fact(
    "collectionView.boundaryItems", .collectionView,
    "A boundary header extends the section (`extendsBoundary`, default YES) above its content "
      + "insets and follows its leading and trailing `contentInsets` "
      + "(`supplementariesFollowContentInsets`, default YES); `pinToVisibleBounds` (default NO) "
      + "keeps it visible while its section is.", .documented, [Citation(.headerCompositional)])

  /// The supplementary reference.
  public static let supplementaryReference = Fact(
    "collectionView.supplementaryReference", .collectionView,
    "From iOS 16 boundary items are measured from the section's "
      + "`supplementaryContentInsetsReference`, whose `.automatic` follows the configuration's "
      + "reference (not the section's); before, from the section's own.", .documented,
    [Citation(.docSupplementaryContentInsetsReference)])

  /// Where a pinned header stays.
  public static let pinnedHeader = Fact(
    "collectionView.pinnedHeader", .collectionView,
    "A pinned header stays at the top of what the bars leave, `adjustedContentInset.top` into "
      + "the collection view's frame, under a large title too.",
    .inferred("\"keep the supplementary visible\" and the bars covering the rest"),
    [Citation(.headerCompositional), Citation(.docAdjustedContentInset)])

  /// A list row's height.
  public static let listRowHeight = Fact(
    "collectionView.listRowHeight", .collectionView,
    "A list row's estimated height is 44, a table's default row height; it is taken as the row's "
      + "height.", .assumption(key: "assumeListRowHeight"),
    [Citation(.eureka1444), Citation(.openUIKitTableView), Citation(.contract)],
    disagreement: "44 is UITableView's row height through iOS 18; a re-implementation measured "
      + "51.5 on iOS 26 Mac Catalyst, and the same project prints a plain table's classic row 52 "
      + "and a content-configuration row 53 on the iPhone SE's and iPhone 16's iOS 26.1 "
      + "simulators [openuikit-margins]. No print of a list row's height on iOS 26 was found "
      + "(searched OpenUIKit's iOS 26.1 probes); the model keeps 44 there too, an assumption a "
      + "row switches. List rows size themselves to their content.")

  /// A list section's default insets.
  public static let listSectionInsets = Fact(
    "collectionView.listSectionInsets", .collectionView,
    "A list section comes with `contentInsets`: none in the plain appearances; in the grouped, "
      + "inset-grouped and sidebar ones 20 above the rows without a header and 10 below, and in "
      + "the inset-grouped one the side inset on the leading and trailing edges, measured from "
      + "the configuration's reference.",
    .assumption(key: "assumeGroupedListTopInset"),
    [Citation(.oneBusAwayReadableList), Citation(.flutterListSection)],
    disagreement: "Apple prints none of these. An app shows that an inset-grouped list section "
      + "has non-zero default insets on every edge [oba-readable-list]; the numbers are an iOS 14 "
      + "imitation's, eyeballed [flutter-list-section]. `assumeGroupedListBottomInset` sets the "
      + "bottom one. What `.automatic` resolves to for a list section is not documented; the "
      + "model takes the sections' documented rule. On iOS 26 assumed unchanged (no print "
      + "found: searched list sections' `contentInsets` in iOS 26.1 probes).")

  /// The bottom of a grouped list section's default insets.
  public static let groupedListBottomInset = Fact(
    "collectionView.groupedListBottomInset", .collectionView,
    "A grouped, inset-grouped or sidebar list section's default `contentInsets` are taken as 10 "
      + "below the last row (`collectionView.listSectionInsets`): an iOS 14 imitation's number, "
      + "eyeballed; no source prints it (a print of such a section's `contentInsets`, or of the "
      + "gap under its last row, would settle it), so a row can set another.",
    .assumption(key: "assumeGroupedListBottomInset"),
    [Citation(.flutterListSection), Citation(.oneBusAwayReadableList)])

  /// A list's header padding.
  public static let listHeaderTopPadding = Fact(
    "collectionView.listHeaderTopPadding", .collectionView,
    "A list's `headerTopPadding` (iOS 15) is nil, automatic, by default; the model takes the "
      + "table's automatic padding: 22 in the plain appearance, `assumeInsetGroupedHeaderTopPadding` "
      + "in the inset-grouped one, none published for the others; on iOS 26 as the table's "
      + "(`tableView.plainHeaderTopPadding`, `tableView.insetGroupedHeaderTopPadding`).",
    .inferred("UITableView's measured sectionHeaderTopPadding; lists imitate tables"),
    [Citation(.docListHeaderTopPadding), Citation(.openUIKitTableView)])

  /// A list cell's margins.
  public static let listCellMargins = Fact(
    "collectionView.listCellMargins", .collectionView,
    "A list cell's content keeps its superview's layout margins where they reach past the cell's "
      + "edge, and at least the system minimum (16 or 20) from its edges.",
    .inferred(
      "\"the content view preserves the layout margins of its superview on both axes\" and the "
        + "table's cell margins"),
    [Citation(.docListContentMargins), Citation(.openUIKitTableView)])

  /// A list's separator.
  public static let listSeparator = Fact(
    "collectionView.listSeparator", .collectionView,
    "A list cell's `separatorLayoutGuide` is the separator's frame: one pixel at the bottom, "
      + "from where the content starts (its leading margin) to the trailing edge.",
    .inferred("\"the separator automatically aligns to the primary text\" and the table's rule"),
    [Citation(.docSeparatorLayoutGuide), Citation(.openUIKitTableView)])

  static let compositional: [Fact] = [
    contentInsetsReferences, referenceEdges, compositionalContainer, compositionalBeforeIOS14,
    layoutDimensions, groupRepeats, compositionalSections, orthogonalSections, boundaryItems,
    supplementaryReference, pinnedHeader, listRowHeight, listSectionInsets, groupedListBottomInset,
    listHeaderTopPadding,
    listCellMargins, listSeparator,
  ]
}
