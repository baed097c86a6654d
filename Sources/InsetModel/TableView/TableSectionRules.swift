import Foundation

// MARK: Section header padding, the grouped top gap, cell margins

/// Where a table's first section starts: what stands above its header, and
/// the padding above the header itself.
///
/// The picture, a grouped table with a titled section header, iOS 15 and
/// later, in content coordinates:
///
///     y = 0 ─┬─ tableHeaderView, or the grouped styles' automatic gap
///            │  (assumeGroupedTableTopGap, 35 by default)
///            ├─ sectionHeaderTopPadding (iOS 15; only above a header)
///            ├─ the section header, sectionHeaderHeight tall
///            ├─ row 0, row 1, …
///            └─ the section footer
public struct TableSectionLayout: Sendable, Hashable {
  /// What stands above the first section: the `tableHeaderView`'s height, or
  /// in the grouped styles with none the automatic gap.
  public var tableHeaderHeight: CGFloat
  /// The padding above the section header, as applied: 0 with no header.
  public var headerTopPadding: CGFloat
  /// Where the section header starts.
  @inlinable public var headerY: CGFloat { tableHeaderHeight + headerTopPadding }

  /// Creates the section's layout from what stands above it and the padding above its header;
  /// ``TableSectionRules`` derives them.
  public init(tableHeaderHeight: CGFloat, headerTopPadding: CGFloat) {
    self.tableHeaderHeight = tableHeaderHeight
    self.headerTopPadding = headerTopPadding
  }
}

/// How a table lays out what stands above its rows.
public enum TableSectionRules {
  /// `sectionHeaderTopPadding` when it is `automaticDimension` (its default,
  /// [hdr-uitableview], [ad-sectionheadertoppadding]): none before iOS 15,
  /// where the property did not exist; from iOS 15, 22 in the plain style
  /// (``Facts/plainHeaderTopPadding``) and, in the inset-grouped style, the
  /// named assumption ``Assumptions/insetGroupedHeaderTopPadding`` (0 by
  /// default); `nil` in the grouped style, for which no source gives it.
  ///
  ///     TableSectionRules.automaticHeaderTopPadding(
  ///       style: .plain, iOSVersion: 15, assumptions: Assumptions())  // 22
  @inlinable
  public static func automaticHeaderTopPadding(
    style: TableViewStyle, iOSVersion: CGFloat, assumptions: Assumptions
  ) -> CGFloat? {
    guard iOSVersion >= 15 else { return 0 }
    switch style {
    case .plain: return 22  // [openuikit-tableview], [pswp-ios15-padding]
    case .insetGrouped: return assumptions.insetGroupedHeaderTopPadding
    case .grouped: return nil
    }
  }

  /// The section layout of `table`: the top gap and the header padding, the
  /// padding only above a header ("Padding above each section header",
  /// [hdr-uitableview]). An automatic padding no source gives counts 0; the
  /// scene reports it as a problem (``LayoutScene/problems()``).
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func layout(
    _ table: TableViewSetup, iOSVersion: CGFloat, assumptions: Assumptions
  ) -> TableSectionLayout {
    let padding =
      table.sectionHeaderTopPadding
      ?? automaticHeaderTopPadding(
        style: table.style, iOSVersion: iOSVersion, assumptions: assumptions) ?? 0
    return TableSectionLayout(
      tableHeaderHeight: tableHeaderHeight(table, iOSVersion: iOSVersion, assumptions: assumptions),
      headerTopPadding: table.sectionHeaderHeight > 0 ? padding : 0)
  }

  /// What stands above the first section. A `tableHeaderView` of a positive
  /// height is that height. Without one, or with one 0 tall (UIKit replaces
  /// a zero height by its default, [juejin-grouped-35]), the plain style has
  /// nothing and the grouped styles an automatic gap, "which pretends to show
  /// the section headers that actually don't exist" ([licenseplist-4]): the
  /// named assumption ``Assumptions/groupedTableTopGap``: 35 by default, and
  /// none in the inset-grouped style from iOS 26, where the first header
  /// starts at y = 0 ([openuikit-tableview], one print).
  ///
  ///     var table = TableViewSetup()
  ///     table.style = .insetGrouped
  ///     TableSectionRules.tableHeaderHeight(table, iOSVersion: 26, assumptions: Assumptions())  // 0
  @inlinable
  public static func tableHeaderHeight(
    _ table: TableViewSetup, iOSVersion: CGFloat, assumptions: Assumptions
  ) -> CGFloat {
    if let height = table.tableHeaderViewHeight, height > 0 { return height }
    switch table.style {
    case .plain: return 0
    case .insetGrouped where iOSVersion >= 26: return assumptions.groupedTableTopGap ?? 0  // [openuikit-tableview]
    case .grouped, .insetGrouped: return assumptions.groupedTableTopGap ?? 35  // [juejin-grouped-35]
    }
  }

  /// The content size one section of rows gives, when the row count is known:
  /// as wide as the table; the top gap, the padding, the header, the rows and
  /// the footer tall.
  @inlinable
  public static func contentSize(
    _ table: TableViewSetup, tableWidth: CGFloat, iOSVersion: CGFloat, assumptions: Assumptions
  ) -> CGSize? {
    if table.rowsInSections != nil {
      return TableSectionRects.contentSize(
        table, tableWidth: tableWidth, iOSVersion: iOSVersion, assumptions: assumptions)
    }
    guard let plain = table.contentSize(tableWidth: tableWidth) else { return nil }
    let top = layout(table, iOSVersion: iOSVersion, assumptions: assumptions).headerY
    return CGSize(width: plain.width, height: plain.height + top)
  }
}

extension TableViewRules {
  /// Reports the section layout's quantities to `tracer`.
  @inlinable
  public static func recordSection<Tracer: DerivationTracer>(
    _ c: CellResolution, of table: TableViewSetup, iOSVersion: CGFloat, tracer: inout Tracer
  ) {
    guard Tracer.isRecording else { return }
    let gapFacts: [Fact] =
      table.style == .plain
      ? [Facts.tableHeaderView] : [Facts.tableHeaderView, Facts.groupedTopGap]
    tracer.record(
      .tableHeaderHeight, c.section.tableHeaderHeight,
      rule: table.tableHeaderViewHeight.map { $0 > 0 } == true
        ? "the tableHeaderView's height"
        : table.style == .plain
          ? "no tableHeaderView: nothing above the first section (plain)"
          : "no tableHeaderView: the \(table.style.rawValue) style's automatic gap",
      facts: gapFacts)
    let padding: String
    let paddingFacts: [Fact]
    if let set = table.sectionHeaderTopPadding {
      padding = "set to \(PointNotation.format(set))"
      paddingFacts = [Facts.sectionHeaderTopPadding]
    } else if iOSVersion < 15 {
      padding = "automatic; before iOS 15 there is none"
      paddingFacts = [Facts.sectionHeaderTopPadding]
    } else {
      padding = "automatic in the \(table.style.rawValue) style"
      paddingFacts =
        [Facts.sectionHeaderTopPadding]
        + (table.style == .plain
          ? [Facts.plainHeaderTopPadding]
          : table.style == .insetGrouped ? [Facts.insetGroupedHeaderTopPadding] : [])
    }
    tracer.record(
      .sectionHeaderTopPadding, c.section.headerTopPadding,
      rule: padding
        + (table.sectionHeaderHeight > 0 ? ", above the header" : "; no header, so none applies"),
      facts: paddingFacts)
    if let header = c.headerFrame {
      tracer.record(
        .sectionHeaderFrame, header,
        rule: "below the top gap \(PointNotation.format(c.section.tableHeaderHeight)) and the "
          + "padding \(PointNotation.format(c.section.headerTopPadding)), "
          + "\(PointNotation.format(table.sectionHeaderHeight)) tall",
        facts: paddingFacts, inputs: [.tableHeaderHeight, .sectionHeaderTopPadding])
    }
  }
}
