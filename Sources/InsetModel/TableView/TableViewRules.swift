import Foundation

/// `UITableView.separatorStyle`, as far as insets go.
public enum SeparatorStyle: String, Sendable, Hashable, CaseIterable {
  /// The default: a one-pixel line at the bottom of each cell.
  case singleLine
  /// No separator.
  case none
}

/// `UITableView.Style`.
public enum TableViewStyle: String, Sendable, Hashable, CaseIterable {
  /// Full-width cells.
  case plain
  /// Full-width cells in grouped sections; the same insets as `plain`.
  case grouped
  /// Sections inset from the table's sides (iOS 13): a named assumption gives
  /// how far.
  case insetGrouped
}

/// `UITableView.SeparatorInsetReference`.
public enum SeparatorInsetReference: String, Sendable, Hashable, CaseIterable {
  /// The default: `separatorInset` is an offset from the cell's edges.
  case fromCellEdges
  /// `separatorInset` is an offset from the automatic separator insets.
  case fromAutomaticInsets
}

/// What app code sets on a `UITableView`, beyond its scroll-view properties.
public struct TableViewSetup: Sendable, Hashable {
  /// The table's style, default `.plain`.
  public var style: TableViewStyle = .plain
  /// `separatorInset`; only its left and right count ([ad-uitableview-separatorinsetreference]; [hdr-uitableview]). `nil` is the
  /// automatic inset: the separator starts where the content does.
  public var separatorInset: Insets?
  /// `separatorInsetReference`, default `.fromCellEdges` ([ad-uitableview-separatorinsetreference]; [hdr-uitableview]).
  public var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
  /// `cellLayoutMarginsFollowReadableWidth`: `false` from iOS 12 ([ad-uitableview-celllayoutmarginsfollowreadablewidth]; [hdr-uitableview]).
  public var cellLayoutMarginsFollowReadableWidth = false
  /// `insetsContentViewsToSafeArea`, default `true` ([ad-uitableview-insetscontentviewstosafearea]; [hdr-uitableview]).
  public var insetsContentViewsToSafeArea = true
  /// `rowHeight`, default 44 (contract).
  public var rowHeight: CGFloat = 44  // contract: UITableView default row height
  /// `separatorStyle`, default `.singleLine`.
  public var separatorStyle: SeparatorStyle = .singleLine
  /// Which row's cell the cell outputs describe (0 is the first).
  public var row = 0
  /// The section's rows; `nil` is open (no content size is derived).
  public var numberOfRows: Int?
  /// The section header's height; 0 is no header.
  public var sectionHeaderHeight: CGFloat = 0
  /// The section footer's height; 0 is no footer.
  public var sectionFooterHeight: CGFloat = 0

  /// `sectionHeaderTopPadding` (iOS 15); `nil` is `automaticDimension`, the
  /// default ([hdr-uitableview], [ad-sectionheadertoppadding]).
  public var sectionHeaderTopPadding: CGFloat?
  /// The `tableHeaderView`'s height; `nil` is no `tableHeaderView`.
  public var tableHeaderViewHeight: CGFloat?
  /// A cell's own `separatorInset` (`UITableViewCell.separatorInset`), which
  /// "takes precedence over any default separator insets set on the table
  /// view"; `nil` leaves the table's ([ad-uitableviewcell-separatorinset]).
  public var cellSeparatorInset: Insets?
  /// Each section's rows, when the sections differ; `nil` is one section of
  /// ``numberOfRows``. Section 0's count is ``numberOfRows``.
  public var rowsInSections: [Int]?

  /// The content size one section of rows gives, when the row count is known:
  /// as wide as the table, header plus rows plus footer tall.
  @inlinable
  public func contentSize(tableWidth: CGFloat) -> CGSize? {
    numberOfRows.map {
      CGSize(
        width: tableWidth,
        height: sectionHeaderHeight + CGFloat($0) * rowHeight + sectionFooterHeight)
    }
  }

  /// Creates UIKit's defaults for a table view, as each property's documentation gives them.
  public init() {}
}

/// One cell of a table view, resolved.
public struct CellResolution: Sendable, Hashable {
  /// The cell's frame in the table's content coordinates.
  public var frame: CGRect
  /// The cell's `safeAreaInsets`.
  public var safeAreaInsets: Insets
  /// The cell's `contentView.frame`, in the cell.
  public var contentViewFrame: CGRect
  /// The content view's `layoutMargins`.
  public var layoutMargins: Insets
  /// The separator's frame in the cell, with a single-line separator.
  public var separatorFrame: CGRect?
  /// The section header's `contentView.frame`, in the header, when there is one.
  public var headerContentViewFrame: CGRect?
  /// The section footer's `contentView.frame`, in the footer, when there is one
  /// and the row count is known.
  public var footerContentViewFrame: CGRect?
  /// What stands above the section and the padding above its header.
  public var section = TableSectionLayout(tableHeaderHeight: 0, headerTopPadding: 0)
  /// The section header's frame in the table's content, when there is one.
  public var headerFrame: CGRect?

  /// Creates the resolved cell from its values; ``TableViewRules`` derives it.
  public init(
    frame: CGRect, safeAreaInsets: Insets, contentViewFrame: CGRect, layoutMargins: Insets,
    separatorFrame: CGRect?, headerContentViewFrame: CGRect? = nil,
    footerContentViewFrame: CGRect? = nil
  ) {
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.contentViewFrame = contentViewFrame
    self.layoutMargins = layoutMargins
    self.separatorFrame = separatorFrame
    self.headerContentViewFrame = headerContentViewFrame
    self.footerContentViewFrame = footerContentViewFrame
  }
}

/// How a table view lays out a cell, its content view and its separator.
public enum TableViewRules {
  /// The cell of `row` at rest: full width (or, `insetGrouped`, inset from
  /// the sides by the table's passed-on safe area plus `insetGroupedSideInset`),
  /// `rowHeight` tall, stacked from the top of the content, seen from the
  /// table's frame at the resting offset. Its safe area is its overlap of
  /// what the table passes on ([ad-uiview-safeareainsets]). With
  /// `insetsContentViewsToSafeArea` its content view is inset on the left and
  /// right only ([ad-uitableview-insetscontentviewstosafearea]; [hdr-uitableview]; [wwdc18-235] ~2112 s); a single-line separator
  /// takes one pixel, `1 / scale` pt, off its height (43.667 in a 44 pt row at
  /// 3x; Stack Overflow 62599451).
  ///
  /// The content view's margins and the separator rest on assumptions, named
  /// in ``CellMetrics``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func cell(
    _ table: TableViewSetup, tableBoundsSize: CGSize, adjustedContentInset a: Insets,
    passedSafeAreaInsets passed: Insets, scale: CGFloat,
    metrics: CellMetrics
  ) -> CellResolution {
    let h = table.rowHeight
    let side = table.style == .insetGrouped ? metrics.insetGroupedSideInset : 0
    let left = table.style == .insetGrouped ? passed.left + side : 0
    let right = table.style == .insetGrouped ? passed.right + side : 0
    let width = tableBoundsSize.width - left - right

    // A view in the table's content at rest: its safe area is its overlap of
    // what the table passes on, and its content view is inset by that safe
    // area on the left and right only.
    func inset(_ frame: CGRect, reserving bottom: CGFloat) -> (
      safe: Insets, contentView: CGRect
    ) {
      // At rest the content origin sits at {adjusted.left, adjusted.top} in the table's frame.
      let seen = frame.offsetBy(dx: a.left, dy: a.top)
      let safe = SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: CGRect(origin: .zero, size: tableBoundsSize),
        superviewSafeAreaInsets: passed, frame: seen)
      let sides = table.insetsContentViewsToSafeArea ? safe.masked(to: .horizontal) : .zero
      return (
        safe,
        CGRect(
          x: sides.left, y: 0, width: frame.width - sides.horizontal,
          height: frame.height - bottom)
      )
    }

    let header = table.sectionHeaderHeight
    let top = metrics.section.headerY  // the top gap and the header's padding
    let contentFrame = CGRect(
      x: left, y: top + header + CGFloat(table.row) * h, width: width, height: h)
    let separator: CGFloat = table.separatorStyle == .singleLine ? 1 / scale : 0  // contract: one pixel
    let (safe, contentView) = inset(contentFrame, reserving: separator)
    let headerFrame = header > 0 ? CGRect(x: left, y: top, width: width, height: header) : nil
    let headerContentView = headerFrame.map { inset($0, reserving: 0).contentView }
    let footerContentView = table.numberOfRows.flatMap { rows -> CGRect? in
      guard table.sectionFooterHeight > 0 else { return nil }
      let y = top + header + CGFloat(rows) * h
      return inset(
        CGRect(x: left, y: y, width: width, height: table.sectionFooterHeight), reserving: 0
      ).contentView
    }

    // The content view's margins: the system minimum on the sides, or the
    // readable-width margin when cells follow it; UIView's 8 at top and bottom
    // (the named assumption). A content view not inset to the safe
    // area reaches under the housing, and its margins, measured from its safe
    // area, grow by the cell's side insets ([ad-uiview-insetslayoutmarginsfromsafearea]).
    var leftMargin = metrics.tableLayoutMargins?.left ?? metrics.systemMinimumSideMargin
    var rightMargin = metrics.tableLayoutMargins?.right ?? metrics.systemMinimumSideMargin
    if table.cellLayoutMarginsFollowReadableWidth {
      let readable = (contentView.width - metrics.readableContentWidth) / 2
      leftMargin = max(leftMargin, readable)
      rightMargin = max(rightMargin, readable)
    }
    let under = table.insetsContentViewsToSafeArea ? .zero : safe.masked(to: .horizontal)
    let v = metrics.verticalMargin
    let margins = Insets(
      top: v, left: leftMargin + under.left, bottom: v, right: rightMargin + under.right)

    // The separator: automatically from where the content starts (the
    // content view's leading edge plus its leading margin) to the cell's
    // trailing edge; a set separatorInset counts from the cell's edges or
    // from that automatic inset, its left value on the leading side, so that
    // it flips in right-to-left ([ad-uitableview-separatorinsetreference]; [hdr-uitableview]).
    // Under Liquid Glass the automatic separator also ends at the trailing
    // margin ([openuikit-margins]: "separators inset 20 / 20" in a plain
    // table, "16 / 16" in an inset-grouped card).
    var separatorFrame: CGRect?
    if table.separatorStyle == .singleLine {
      let rtl = metrics.layoutDirection == .rightToLeft
      let fromLeft = contentView.minX + margins.left
      let fromRight = contentFrame.width - contentView.maxX + margins.right
      let automaticLeading = rtl ? fromRight : fromLeft
      let automaticTrailing =
        metrics.separatorEndsAtTrailingMargin ? (rtl ? fromLeft : fromRight) : 0
      var leading = automaticLeading
      var trailing = automaticTrailing
      if let own = table.cellSeparatorInset {
        // The cell's own inset wins, from the cell's edges; negative values
        // count as 0 ([ad-uitableviewcell-separatorinset]).
        (leading, trailing) = (max(0, own.left), max(0, own.right))
      } else if let set = table.separatorInset {
        switch table.separatorInsetReference {
        case .fromCellEdges:
          (leading, trailing) = (set.left, set.right)
        case .fromAutomaticInsets:
          (leading, trailing) = (automaticLeading + set.left, automaticTrailing + set.right)
        }
      }
      let (l, r) = rtl ? (trailing, leading) : (leading, trailing)
      separatorFrame = CGRect(
        x: l, y: h - separator, width: contentFrame.width - l - r, height: separator)
    }
    var cell = CellResolution(
      frame: contentFrame, safeAreaInsets: safe, contentViewFrame: contentView,
      layoutMargins: margins, separatorFrame: separatorFrame,
      headerContentViewFrame: headerContentView, footerContentViewFrame: footerContentView)
    cell.section = metrics.section
    cell.headerFrame = headerFrame
    return cell
  }
}

extension TableViewRules {
  /// Reports a resolved cell's quantities to `tracer`.
  @inlinable
  public static func record<Tracer: DerivationTracer>(
    _ c: CellResolution, of table: TableViewSetup, tableLayoutMargins: Insets? = nil,
    chromeFacts: [Fact] = [], tracer: inout Tracer
  ) {
    guard Tracer.isRecording else { return }
    tracer.record(
      .cellFrame, c.frame,
      rule: "row \(table.row), \(PointNotation.format(table.rowHeight)) tall, below a header of "
        + "\(PointNotation.format(table.sectionHeaderHeight)) at "
        + "\(PointNotation.format(c.section.headerY))"
        + (table.style == .insetGrouped ? ", inset from the sides (insetGrouped)" : ""),
      facts: [Facts.defaultRowHeight]
        + (table.style == .insetGrouped ? [Facts.insetGroupedSideInset] : []),
      inputs: [.frame, .passedSafeAreaInsets, .tableHeaderHeight, .sectionHeaderTopPadding])
    tracer.record(
      .cellSafeAreaInsets, c.safeAreaInsets,
      rule: "the cell's overlap, at rest, of what the table passes on",
      facts: [Facts.subviewOverlap],
      inputs: [.cellFrame, .passedSafeAreaInsets, .adjustedContentInset])
    tracer.record(
      .cellContentViewFrame, c.contentViewFrame,
      rule: "row \(table.row) cell safe area \(c.safeAreaInsets), left and right only"
        + (table.insetsContentViewsToSafeArea ? "" : " (not applied)")
        + (table.separatorStyle == .singleLine ? ", minus a one-pixel separator" : ""),
      facts: [Facts.contentViewsInsetToSafeArea]
        + (table.separatorStyle == .singleLine ? [Facts.separatorPixel] : []),
      inputs: [.cellSafeAreaInsets, .scale])
    tracer.record(
      .cellLayoutMargins, c.layoutMargins,
      rule: (tableLayoutMargins.map { "the table's own margins \($0) on the sides" }
        ?? "the system minimum on the sides")
        + (table.cellLayoutMarginsFollowReadableWidth ? ", grown to the readable width" : "")
        + (table.insetsContentViewsToSafeArea
          ? "" : ", plus the cell's side safe area the content view reaches under")
        + ", \(PointNotation.format(c.layoutMargins.top)) at top and bottom",
      facts: [Facts.cellMargins, Facts.cellVerticalMargin] + chromeFacts
        + (tableLayoutMargins == nil ? [] : [Facts.tableMarginsReachCells])
        + (table.insetsContentViewsToSafeArea ? [] : [Facts.cellMarginsUnderHousing]),
      inputs: [.systemMinimumLayoutMargins, .cellContentViewFrame, .cellSafeAreaInsets])
    if let separator = c.separatorFrame {
      tracer.record(
        .separatorFrame, separator,
        rule: table.cellSeparatorInset.map {
          "one pixel at the bottom, the cell's own separatorInset \($0) from its edges"
        }
          ?? (table.separatorInset == nil
            ? "one pixel at the bottom, from where the content starts to the trailing edge"
            : "one pixel at the bottom, separatorInset \(table.separatorInset ?? .zero) "
              + "\(table.separatorInsetReference.rawValue)"),
        facts: [Facts.separatorInset, Facts.separatorPixel]
          + (table.cellSeparatorInset == nil ? [] : [Facts.cellSeparatorInset]),
        inputs: [.cellContentViewFrame, .cellLayoutMargins])
    }
    if let header = c.headerContentViewFrame {
      tracer.record(
        .headerContentViewFrame, header,
        rule: "the header's safe area, left and right only",
        facts: [Facts.contentViewsInsetToSafeArea], inputs: [.passedSafeAreaInsets])
    }
    if let footer = c.footerContentViewFrame {
      tracer.record(
        .footerContentViewFrame, footer,
        rule: "the footer's safe area, left and right only",
        facts: [Facts.contentViewsInsetToSafeArea], inputs: [.passedSafeAreaInsets])
    }
  }
}

/// The numbers a cell's layout takes from its surroundings, and the named
/// assumptions behind them.
public struct CellMetrics: Sendable, Hashable {
  /// The content view's leading and trailing margin (under Liquid Glass, the
  /// cell's own: ``TableViewRules/glassChrome(style:idiom:windowWidth:systemMinimumSide:underNavigationBar:padCellSideMargin:)``):
  /// the system minimum of the screen's width class, 16 or 20 ([ad-uiviewcontroller-systemminimumlayoutmargins]; the
  /// 16 pt iPhone and 20 pt iPad separator inset of iOS 8 and later,
  /// [hdr-uitableview], [ad-uitableview-insetscontentviewstosafearea], single-source). Inferred: no source gives a cell's
  /// margins directly.
  public var systemMinimumSideMargin: CGFloat
  /// How far an `insetGrouped` section stands in from the table's safe-area
  /// edge: the named assumption `assumeInsetGroupedSideInset`, by default the
  /// same system minimum.
  public var insetGroupedSideInset: CGFloat
  /// The readable width, for `cellLayoutMarginsFollowReadableWidth`.
  public var readableContentWidth: CGFloat
  /// The layout direction, for the separator's leading side.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// What stands above the section and the padding above its header
  /// (``TableSectionRules/layout(_:iOSVersion:assumptions:)``).
  public var section = TableSectionLayout(tableHeaderHeight: 0, headerTopPadding: 0)
  /// The content view's top and bottom margins: the named assumption
  /// `assumeCellContentViewVerticalMargin`, UIView's 8 by default.
  public var verticalMargin: CGFloat = 8  // [ad-uiview-layoutmargins]
  /// The table's own `layoutMargins`, where the scene sets them: "the table
  /// view normally uses its layout margins as the default cell inset value"
  /// ([ad-separatorinsetreference-automatic]), so its left and right margins
  /// are its cells' side margins instead of the system minimum
  /// (``Facts/tableMarginsReachCells``).
  public var tableLayoutMargins: Insets?
  /// Whether the automatic separator ends at the cell's trailing margin, as
  /// under Liquid Glass, rather than at the cell's trailing edge
  /// (``Facts/glassTableChrome``).
  public var separatorEndsAtTrailingMargin = false

  /// Creates the metrics: the system minimum side margin, the inset-grouped side inset, the
  /// readable width and the layout direction; the section and the vertical margin start at their
  /// defaults.
  public init(
    systemMinimumSideMargin: CGFloat, insetGroupedSideInset: CGFloat, readableContentWidth: CGFloat,
    layoutDirection: UserInterfaceLayoutDirection
  ) {
    self.systemMinimumSideMargin = systemMinimumSideMargin
    self.insetGroupedSideInset = insetGroupedSideInset
    self.readableContentWidth = readableContentWidth
    self.layoutDirection = layoutDirection
  }
}
