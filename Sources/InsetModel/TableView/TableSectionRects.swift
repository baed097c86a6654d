import Foundation

/// One section of a table, laid out: what `rect(forSection:)`,
/// `rectForHeader(inSection:)` and `rectForFooter(inSection:)` give, in the
/// table's content coordinates.
public struct TableSectionRect: Sendable, Hashable {
  /// The section from the top of its header (below the padding above it) to
  /// the bottom of its footer.
  public var section: CGRect
  /// The section's header; `nil` without one.
  public var header: CGRect?
  /// The section's footer; `nil` without one.
  public var footer: CGRect?

  /// Creates a section's rects; ``TableSectionRects`` derives them.
  public init(section: CGRect, header: CGRect?, footer: CGRect?) {
    self.section = section
    self.header = header
    self.footer = footer
  }
}

/// How a table stacks sections of different row counts.
///
/// The picture, a plain table on iOS 15 or later, in content coordinates:
///
///     y = 0 ─┬─ tableHeaderView (or the grouped styles' gap), first section only
///            ├─ sectionHeaderTopPadding   ┐
///            ├─ header                    │ section 0: rows[0] × rowHeight
///            ├─ rows                      │
///            ├─ footer                    ┘
///            ├─ sectionHeaderTopPadding   ┐ section 1: rows[1] × rowHeight
///            ├─ header, rows, footer      ┘
///            └─ …
public enum TableSectionRects {
  /// The most sections a table may hold in a scene: the rects are laid out
  /// one by one.
  public static let sectionCountLimit = 10_000

  /// The row count of each section: `rowsInSections`, or one section of
  /// `numberOfRows`; `nil` when the count is open.
  @inlinable
  public static func counts(_ table: TableViewSetup) -> [Int]? {
    table.rowsInSections ?? table.numberOfRows.map { [$0] }
  }

  /// Every section's rects, `x` and `width` across (the rows' own: inset in
  /// the inset-grouped style). Each section has the padding above its header
  /// ("padding above each section header", [hdr-uitableview]; 22 before every
  /// plain header, [openuikit-tableview]), its header, its rows and its
  /// footer; what stands above the first section stands above it alone.
  /// `nil` when the row count is open or a count is negative.
  ///
  ///     var table = TableViewSetup()
  ///     table.rowsInSections = [2, 3]
  ///     table.sectionHeaderHeight = 30
  ///     TableSectionRects.rects(
  ///       table, x: 0, width: 375, iOSVersion: 26, assumptions: Assumptions())?[1].section
  ///     // {{0, 162}, {375, 162}}: 22 + 30 + 88 above it, then 22 of padding
  ///
  /// - Complexity: O(sections).
  public static func rects(
    _ table: TableViewSetup, x: CGFloat, width: CGFloat, iOSVersion: CGFloat,
    assumptions: Assumptions
  ) -> [TableSectionRect]? {
    guard let counts = counts(table), counts.allSatisfy({ $0 >= 0 }),
      counts.count <= sectionCountLimit
    else { return nil }
    let layout = TableSectionRules.layout(table, iOSVersion: iOSVersion, assumptions: assumptions)
    let header = table.sectionHeaderHeight
    let footer = table.sectionFooterHeight
    var y = layout.tableHeaderHeight
    var result: [TableSectionRect] = []
    result.reserveCapacity(counts.count)
    for rows in counts {
      y += layout.headerTopPadding
      let top = y
      let headerRect = header > 0 ? CGRect(x: x, y: y, width: width, height: header) : nil
      y += header + CGFloat(rows) * table.rowHeight
      let footerRect = footer > 0 ? CGRect(x: x, y: y, width: width, height: footer) : nil
      y += footer
      result.append(
        TableSectionRect(
          section: CGRect(x: x, y: top, width: width, height: y - top), header: headerRect,
          footer: footerRect))
    }
    return result
  }

  /// The content size of every section stacked: as wide as the table, from
  /// the top gap to the last footer; `nil` when the row count is open.
  public static func contentSize(
    _ table: TableViewSetup, tableWidth: CGFloat, iOSVersion: CGFloat, assumptions: Assumptions
  ) -> CGSize? {
    guard
      let last = rects(
        table, x: 0, width: tableWidth, iOSVersion: iOSVersion, assumptions: assumptions)
    else { return nil }
    let bottom =
      last.last?.section.maxY
      ?? TableSectionRules.tableHeaderHeight(
        table, iOSVersion: iOSVersion, assumptions: assumptions)
    return CGSize(width: tableWidth, height: bottom)
  }

  /// Where the section header's text starts, from the table's leading edge:
  /// in the inset-grouped style the section's leading edge plus the cells'
  /// leading margin (one print: the text "indents by" the side inset "+ 16",
  /// [openuikit-tableview]); under Liquid Glass the same in every style (the
  /// plain header's text "at x 20" on the iPhone 16, a grouped one's at the
  /// SE's 16, [openuikit-margins]); elsewhere, and wherever it is pinned,
  /// ``Assumptions/headerTextLeadingInset``. `nil` without a header, or where
  /// no source gives it and nothing pins it.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func headerTextLeadingInset(
    _ table: TableViewSetup, cell: CellResolution, tableWidth: CGFloat,
    direction: UserInterfaceLayoutDirection, usesLiquidGlass: Bool = false,
    assumptions: Assumptions
  ) -> CGFloat? {
    guard table.sectionHeaderHeight > 0 else { return nil }
    if let pinned = assumptions.headerTextLeadingInset { return pinned }
    guard table.style == .insetGrouped || usesLiquidGlass else { return nil }
    return direction == .rightToLeft
      ? tableWidth - cell.frame.maxX + cell.layoutMargins.right
      : cell.frame.minX + cell.layoutMargins.left
  }

  /// Reports ``headerTextLeadingInset(_:cell:tableWidth:direction:usesLiquidGlass:assumptions:)``
  /// to `tracer`, naming what decided it: the row's `assumeHeaderTextLeadingInset` where
  /// pinned, else the inset-grouped or Liquid Glass rule, which the assumption would override.
  ///
  /// - Complexity: O(1); nothing without a recording tracer.
  @inlinable
  public static func recordHeaderTextLeadingInset<Tracer: DerivationTracer>(
    _ table: TableViewSetup, cell: CellResolution, tableWidth: CGFloat,
    direction: UserInterfaceLayoutDirection, usesLiquidGlass: Bool, assumptions: Assumptions,
    tracer: inout Tracer
  ) {
    guard Tracer.isRecording,
      let inset = headerTextLeadingInset(
        table, cell: cell, tableWidth: tableWidth, direction: direction,
        usesLiquidGlass: usesLiquidGlass, assumptions: assumptions)
    else { return }
    if assumptions.headerTextLeadingInset != nil {
      tracer.record(
        .headerTextLeadingInset, inset, rule: "assumeHeaderTextLeadingInset, in every style",
        facts: [Facts.headerTextLeadingInset])
      return
    }
    tracer.record(
      .headerTextLeadingInset, inset,
      rule: "the cell's leading edge plus its leading layout margin ("
        + (table.style == .insetGrouped ? "insetGrouped" : "Liquid Glass") + ")",
      facts: (table.style == .insetGrouped ? [Facts.insetGroupedHeaderText] : [])
        + (usesLiquidGlass ? [Facts.glassTableChrome] : []) + [Facts.headerTextLeadingInset],
      inputs: [.cellFrame, .cellLayoutMargins])
  }
}
