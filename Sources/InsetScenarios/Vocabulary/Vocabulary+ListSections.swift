import Foundation
import InsetModel

// Keys about list sections: boundary items' own insets and edge spacing,
// sections of different lengths, flow-layout headers and footers, a cell's own separator inset,
// header text, ScrollTargetBehaviorContext and SwiftUI List rows.

extension Vocabulary {
  static let notAFlowSupplementary =
    "needs a flow layout with a header or footer (`headerReferenceSize`, `footerReferenceSize`; "
    + "a footer, and a header past section 0, need `numberOfItems`), in a collection view whose "
    + "adjusted content inset is zero on the sides: Apple gives the header \"the width of the "
    + "collection view\", and no source prints it where the content inset narrows the content"

  static let notASwiftUIList =
    "needs a SwiftUI `List` (`swiftUIView` `list`) and its row insets, which no source prints: "
    + "give `assumeSwiftUIListRowInsets`"

  static let listSectionKeys: [ScenarioKey] = [
    // Tables
    .input(
      "numberOfRowsInSections", .tableView, \.rowCounts,
      default: "none: one section of `numberOfRows`",
      meaning: "each section's rows, `{3, 0, 5}`; section 0's are `numberOfRows`, the cell "
        + "outputs describe section 0, and the table's content size stacks every section",
      facts: [Facts.sectionStacking], property: "numberOfRows", set: { $0.rowCounts = $1 }),
    .input(
      "cellSeparatorInset", .tableView, \.tableView.cellSeparatorInset,
      default: "none: the table's `separatorInset`",
      meaning: "the cell's own `separatorInset`: it takes precedence over the table's, from the "
        + "cell's edges; only left and right count, negative values as 0",
      facts: [Facts.cellSeparatorInset]),
    .output(
      "headerTextLeadingInset?", .tableView, CGFloat.self,
      reads: [.headerTextLeadingInset, .cellLayoutMargins, .sectionHeaderFrame],
      meaning: "where the section header's text starts, from the table's leading edge: in "
        + "`insetGrouped`, and in every style under Liquid Glass, the section's leading edge plus "
        + "the cells' leading margin",
      facts: [Facts.insetGroupedHeaderText, Facts.glassTableChrome, Facts.headerTextLeadingInset],
      unavailable: "needs a table view with a section header (`sectionHeaderHeight`) in the "
        + "`insetGrouped` style, or any style under Liquid Glass: no source prints a plain or "
        + "grouped header's text in a window before iOS 26; give `assumeHeaderTextLeadingInset`",
      readInScene: { scene, r in
        scene.tableViewCell(in: r).flatMap {
          TableSectionRects.headerTextLeadingInset(
            scene.tableView, cell: $0, tableWidth: r.view.frame.width,
            direction: r.view.layoutDirection, usesLiquidGlass: r.screen.usesLiquidGlass,
            assumptions: scene.assumptions)
        }
      }),
    // Flow layouts
    .output(
      "flowHeaderFrame?", .collectionView, CGRect.self, reads: [.itemsPerLine],
      meaning: "section 0's header in content coordinates: before the section inset, as wide as "
        + "the content when scrolling vertically (as tall when horizontally)",
      facts: [Facts.flowSupplementaries], unavailable: notAFlowSupplementary,
      readInScene: { scene, r in
        flowSupplementaryLayout(scene, r)?.headerFrame()
      }),
    .output(
      "flowFooterFrame?", .collectionView, CGRect.self, reads: [.collectionViewContentSize],
      meaning: "section 0's footer in content coordinates: after the section inset, sized as the "
        + "header", facts: [Facts.flowSupplementaries], unavailable: notAFlowSupplementary,
      readInScene: { scene, r in
        flowSupplementaryLayout(scene, r)?.footerFrame()
      }),
    // Compositional layouts
    .input(
      "boundaryItemContentInsets", .collectionView,
      \.compositionalSetup.boundaryItemContentInsets,
      meaning: "the boundary header's and footer's own `contentInsets`, measured from the "
        + "supplementary reference: leading and trailing narrow them (top and bottom have no "
        + "source)", facts: [Facts.boundaryItemContentInsets],
      sample: { g in
        DirectionalInsets(top: 0, leading: g.length(0...20), bottom: 0, trailing: 0).formatted
      }, set: { $0.compositionalSetup.boundaryItemContentInsets = $1 }),
    .input(
      "supplementariesFollowContentInsets", .collectionView,
      \.compositionalSetup.supplementariesFollowContentInsets,
      meaning: "iOS 13–16: boundary items follow the section's `contentInsets` across; `no` "
        + "measures them from the supplementary reference alone",
      facts: [Facts.supplementariesFollowContentInsets], sample: { _ in "yes" },
      set: { $0.compositionalSetup.supplementariesFollowContentInsets = $1 }),
    .input(
      "itemEdgeSpacing", .collectionView, \.compositionalSetup.itemEdgeSpacing,
      meaning: "the item's `edgeSpacing`, each edge `.fixed` (0 is none): space kept around each "
        + "item in a repeating group; flexible spacing is not modelled",
      facts: [Facts.edgeSpacing], sample: { _ in "zero" },
      set: { $0.compositionalSetup.itemEdgeSpacing = $1 }),
    .output(
      "boundaryFooterFrame?", .collectionView, CGRect.self, reads: [.boundaryHeaderFrame],
      meaning: "section 0's boundary footer in content coordinates",
      facts: [Facts.boundaryItems, Facts.boundaryItemContentInsets],
      unavailable: "needs a compositional section with a footer (`boundaryFooterHeight`) and a "
        + "known `numberOfItems`",
      readInScene: { $0.readingCompositional(in: $1) { $0.layout.footerFrame() } }),
    // SwiftUI
    .output(
      "scrollTargetContainerSize?", .swiftUI, CGSize.self, reads: [.scrollGeometryContentInsets],
      meaning: "`ScrollTargetBehaviorContext.containerSize` (iOS 17): the scroll view's size less "
        + "the insets applied to it (its safe area and content margins)",
      facts: [Facts.scrollTargetContainerSize],
      unavailable: "needs a SwiftUI `ScrollView` or `List` (`swiftUIView`) on iOS 17 or later",
      read: { r in r.screen.iOSVersion >= 17 ? r.swiftUI?.scroll?.scrollTargetContainerSize : nil }),
    .output(
      "listRowInsets?", .swiftUI, DirectionalInsets.self, reads: [.scrollGeometryContentInsets],
      meaning: "a SwiftUI `List` row's default insets (`listRowInsets`), `{top, leading, bottom, "
        + "trailing}`", facts: [Facts.swiftUIListRowInsets], unavailable: notASwiftUIList,
      readInScene: { scene, _ in
        scene.swiftUI?.view == .list ? scene.assumptions.swiftUIListRowInsets : nil
      }),
    .output(
      "listRowSeparatorLeadingInset?", .swiftUI, CGFloat.self,
      reads: [.scrollGeometryContentInsets],
      meaning: "where a text row's separator starts, from the row's leading edge: where its text "
        + "does, at its leading inset", facts: [Facts.swiftUIListRowInsets],
      unavailable: notASwiftUIList,
      readInScene: { scene, _ in
        scene.swiftUI?.view == .list ? scene.assumptions.swiftUIListRowInsets?.leading : nil
      }),
    // Assumptions
    .input(
      "assumeHeaderTextLeadingInset", .assumption, \.assumptions.headerTextLeadingInset,
      default: "none: unpublished",
      meaning: "where a section header's text starts from the table's leading edge, in the "
        + "styles no source prints (plain, grouped); pinned, it wins in every style",
      facts: [Facts.headerTextLeadingInset], sample: { g in g.pick(["16", "20", "32"]) }),
    .input(
      "assumeSwiftUIListRowInsets", .assumption, \.assumptions.swiftUIListRowInsets,
      default: "none: unpublished",
      meaning: "a SwiftUI `List` row's default insets, which no source prints",
      facts: [Facts.swiftUIListRowInsets]),
  ]

  /// Outputs about one section of a table, by index: `rectForSection[1]?`.
  static let listSectionIndexedOutputs: [IndexedOutput] = [
    sectionRectOutput("rectForSection", "section \\(n) from its header to its footer") {
      $0.section
    },
    sectionRectOutput("rectForHeaderInSection", "section \\(n)'s header") { $0.header },
    sectionRectOutput("rectForFooterInSection", "section \\(n)'s footer") { $0.footer },
  ]

  /// An indexed output reading one of a table section's rects.
  private static func sectionRectOutput(
    _ base: String, _ what: String,
    _ pick: @escaping @Sendable (TableSectionRect) -> CGRect?
  ) -> IndexedOutput {
    IndexedOutput(base: base) { n in
      .output(
        "\(base)[\(n)]?", .tableView, CGRect.self, reads: [.cellFrame, .sectionHeaderFrame],
        meaning: what.replacingOccurrences(of: "\\(n)", with: String(n))
          + ", in the table's content coordinates, as wide as the rows",
        facts: [Facts.sectionStacking, Facts.sectionHeaderTopPadding],
        unavailable: "names nothing: section \(n) is past the last, has no such part, or the "
          + "table's row count is open (`numberOfRows` or `numberOfRowsInSections`)",
        readInScene: { scene, r in
          guard let cell = scene.tableViewCell(in: r),
            let rects = TableSectionRects.rects(
              scene.tableView, x: cell.frame.minX, width: cell.frame.width,
              iOSVersion: scene.screen.iOSVersion, assumptions: scene.assumptions),
            n < rects.count
          else { return nil }
          return pick(rects[n])
        })
    }
  }

  /// The flow layout whose header and footer the outputs read: `nil` under a
  /// compositional layout, or where the content inset narrows the content.
  static func flowSupplementaryLayout(_ scene: LayoutScene, _ r: Resolution) -> FlowLayout? {
    guard scene.compositional == nil, let s = r.scrollView,
      s.adjustedContentInset.left == 0, s.adjustedContentInset.right == 0
    else { return nil }
    return scene.flowLayout(in: r)
  }
}

extension LayoutScene {
  /// Each section's rows, as the `numberOfRowsInSections` key sets them:
  /// section 0's are also `numberOfRows`.
  var rowCounts: RowCounts? {
    get { tableView.rowsInSections.map(RowCounts.init) }
    set {
      tableView.rowsInSections = newValue?.counts
      tableView.numberOfRows = newValue?.counts.first
    }
  }
}
