// The bibliography entries of the sources on list sections: boundary items and edge spacing,
// flow-layout headers, a cell's own separator inset, ScrollTargetBehaviorContext and List rows
// (read 2026-11-25).

extension Source {
  /// The entry of a source on list sections; ``entry`` forwards here.
  var listSectionsEntry: BibliographyEntry? {
    switch self {
    case .docSupplementariesFollowContentInsets:
      reviewedAppleDoc(
        "supplementariesFollowContentInsets (NSCollectionLayoutSection)",
        "uikit/nscollectionlayoutsection/supplementariesfollowcontentinsets",
        takes: "\"whether the section's supplementary items follow the specified content insets "
          + "for the section\"; \"The default value of this property is true\"; available iOS "
          + "13.0–16.0 (deprecated from iOS 16)")
    case .ibpBoundaryItems:
      reviewEntry(
        "IBPCollectionViewCompositionalLayout: IBPUICollectionViewCompositionalLayout.m "
          + "(prepareLayout, boundary supplementary items)", "Kishikawa Katsumi",
        "https://github.com/kishikawakatsumi/IBPCollectionViewCompositionalLayout/blob/"
          + "0c3778439590e9bc7bf3432199be1a3892859c27/Sources/IBPCollectionViewCompositionalLayout/"
          + "IBPUICollectionViewCompositionalLayout.m", published: "2021",
        takes: "a re-implementation for iOS 11-12: a boundary item's container is the section's, "
          + "inset by the boundary item's own contentInsets plus, when "
          + "supplementariesFollowContentInsets, the section's contentInsets; in a vertical layout "
          + "only across (its top and bottom are set to 0)")
    case .ibpSolver:
      reviewEntry(
        "IBPCollectionViewCompositionalLayout: IBPCollectionCompositionalLayoutSolver.m "
          + "(solveGroup, edge spacing)", "Kishikawa Katsumi",
        "https://github.com/kishikawakatsumi/IBPCollectionViewCompositionalLayout/blob/"
          + "0448ee6ebc856d3e2852543df558e1fe8562b364/Sources/IBPCollectionViewCompositionalLayout/"
          + "IBPCollectionCompositionalLayoutSolver.m", published: "2021",
        takes: "a re-implementation for iOS 11-12: each item of a repeating group is placed its "
          + "leading (and top) edge spacing after the cursor, which then moves past the item, the "
          + "fixed inter-item spacing and its trailing edge spacing; an item whose trailing spacing "
          + "would cross the group's end is not placed")
    case .docHeaderReferenceSize:
      reviewedAppleDoc(
        "headerReferenceSize (UICollectionViewFlowLayout)",
        "uikit/uicollectionviewflowlayout/headerreferencesize",
        takes: "\"only the size that corresponds to the appropriate scrolling direction is used "
          + "[…] (In that instance, the width of the header would be set to the width of the "
          + "collection view.) If the size in the appropriate scrolling dimension is 0, no header "
          + "is added.\" The default is (0, 0)")
    case .docCellSeparatorInset:
      reviewedAppleDoc(
        "separatorInset (UITableViewCell)", "uikit/uitableviewcell/separatorinset",
        takes: "\"Positive inset values move the cell content and cell separator inward and away "
          + "from the table edges. Negative values are treated as if the inset is set to 0. Only "
          + "the left and right inset values are respected; the top and bottom inset values are "
          + "ignored. The value assigned to this property takes precedence over any default "
          + "separator insets set on the table view.\"")
    case .docScrollTargetContainerSize:
      reviewedAppleDoc(
        "containerSize (ScrollTargetBehaviorContext)",
        "swiftui/scrolltargetbehaviorcontext/containersize",
        takes: "iOS 17; \"The size of the container of the scrollable view. This is the size of "
          + "the bounds of the scroll view subtracting any insets applied to the scroll view "
          + "(like the safe area).\"")
    case .docListRowSeparatorLeading:
      reviewedAppleDoc(
        "listRowSeparatorLeading (HorizontalAlignment)",
        "swiftui/horizontalalignment/listrowseparatorleading",
        takes: "iOS 16; \"A guide marking the leading edge of a List row separator\", with an "
          + "example aligning it to a row's text; no number for the row's insets")
    default:
      nil
    }
  }

}
