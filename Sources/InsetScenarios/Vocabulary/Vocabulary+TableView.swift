import Foundation
import InsetModel

extension Vocabulary {
  // MARK: Table view

  static let notATableView =
    "needs a table view (set `view` to `tableView`, or a table-view key such as `rowHeight`)"

  static let tableViewKeys: [ScenarioKey] =
    [
      .input(
        "insetsContentViewsToSafeArea", .tableView, \.tableView.insetsContentViewsToSafeArea,
        meaning:
          "cell, header and footer content views are inset by the safe area, left and right only",
        facts: [Facts.contentViewsInsetToSafeArea]),
      .input(
        "rowHeight", .tableView, \.tableView.rowHeight, meaning: "every row's height",
        facts: [Facts.defaultRowHeight], sample: { g in g.length(1...120).formatted }),
      .input(
        "separatorStyle", .tableView, \.tableView.separatorStyle,
        meaning:
          "a single-line separator takes one pixel (1/scale pt) off the content view's height",
        facts: [Facts.separatorPixel]),
      .input(
        "style", .tableView, \.tableView.style,
        meaning: "`UITableView.Style`; `insetGrouped` sections stand in from the table's safe area",
        facts: [Facts.insetGroupedSideInset]),
      .input(
        "separatorInset", .tableView, \.tableView.separatorInset,
        default: "automatic: from where the content starts",
        meaning:
          "only left and right count; left is the leading side, so it flips in right-to-left",
        facts: [Facts.separatorInset]),
      .input(
        "separatorInsetReference", .tableView, \.tableView.separatorInsetReference,
        meaning: "`separatorInset` counts from the cell's edges or from the automatic inset",
        facts: [Facts.separatorInset]),
      .input(
        "cellLayoutMarginsFollowReadableWidth", .tableView,
        \.tableView.cellLayoutMarginsFollowReadableWidth,
        meaning: "cells' side margins grow to the readable width (the default on iOS 9–11)",
        facts: [Facts.cellMargins]),
      .input(
        "numberOfRows", .tableView, \.tableView.numberOfRows,
        default: "open: no content size is derived",
        meaning: "the section's rows; a table's `contentSize` is then header, rows and footer",
        facts: []),
      .input(
        "sectionHeaderHeight", .tableView, \.tableView.sectionHeaderHeight,
        meaning: "the section header's height, above the rows (0: no header)", facts: []),
      .input(
        "sectionFooterHeight", .tableView, \.tableView.sectionFooterHeight,
        meaning: "the section footer's height, below the rows (0: no footer)", facts: []),
      .input(
        "row", .tableView, \.tableView.row,
        meaning: "which row's cell the cell outputs describe (0 is the first)", facts: []),
      .output(
        "cellSafeAreaInsets?", .tableView, Insets.self, reads: [.cellSafeAreaInsets],
        meaning: "the cell's `safeAreaInsets`: its overlap of what the table passes on",
        facts: [Facts.subviewOverlap, Facts.scrollViewPassesSafeArea], unavailable: notATableView,
        readInScene: { $0.tableViewCell(in: $1)?.safeAreaInsets }),
      .output(
        "cellContentViewFrame?", .tableView, CGRect.self, reads: [.cellContentViewFrame],
        meaning: "the cell's `contentView.frame`, in the cell",
        facts: [Facts.contentViewsInsetToSafeArea, Facts.separatorPixel],
        unavailable: notATableView,
        readInScene: { $0.tableViewCell(in: $1)?.contentViewFrame }),
      .output(
        "cellLayoutMargins?", .tableView, Insets.self, reads: [.cellLayoutMargins],
        meaning: "the cell's content view `layoutMargins`: the system minimum (16 or 20) on the "
          + "sides, 8 at top and bottom (inferred)", facts: [Facts.cellMargins],
        unavailable: notATableView, readInScene: { $0.tableViewCell(in: $1)?.layoutMargins }),
      .output(
        "separatorFrame?", .tableView, CGRect.self, reads: [.separatorFrame],
        meaning: "the separator's frame in the cell: one pixel at the bottom, from the separator "
          + "inset's leading side to its trailing side",
        facts: [Facts.separatorInset, Facts.separatorPixel],
        unavailable: "needs a table view with a single-line separator",
        readInScene: { $0.tableViewCell(in: $1)?.separatorFrame }),
      .output(
        "headerContentViewFrame?", .tableView, CGRect.self, reads: [.headerContentViewFrame],
        meaning: "the section header's `contentView.frame`, in the header",
        facts: [Facts.contentViewsInsetToSafeArea],
        unavailable: "needs a table view with a section header (`sectionHeaderHeight`)",
        readInScene: { $0.tableViewCell(in: $1)?.headerContentViewFrame }),
      .output(
        "footerContentViewFrame?", .tableView, CGRect.self, reads: [.footerContentViewFrame],
        meaning: "the section footer's `contentView.frame`, in the footer",
        facts: [Facts.contentViewsInsetToSafeArea],
        unavailable: "needs a table view with a footer (`sectionFooterHeight`) and `numberOfRows`",
        readInScene: { $0.tableViewCell(in: $1)?.footerContentViewFrame }),
      .output(
        "cellFrame?", .tableView, CGRect.self, reads: [.cellFrame],
        meaning: "the cell's frame in the table's content coordinates",
        facts: [Facts.defaultRowHeight], unavailable: notATableView,
        readInScene: { $0.tableViewCell(in: $1)?.frame }),
    ] + tableSectionKeys

  // MARK: Section header padding, the grouped top gap

  static let tableSectionKeys: [ScenarioKey] = [
    .input(
      "sectionHeaderTopPadding", .tableView, \.tableView.sectionHeaderTopPadding,
      default: "automaticDimension: none before iOS 15; from iOS 15 22 in `plain`, "
        + "`assumeInsetGroupedHeaderTopPadding` in `insetGrouped`, not published for `grouped`",
      meaning: "iOS 15: padding above each section header (only where there is one)",
      facts: [Facts.sectionHeaderTopPadding, Facts.plainHeaderTopPadding],
      sample: { g in g.pick(["0", "22", "10"]) }),
    .input(
      "tableHeaderViewHeight", .tableView, \.tableView.tableHeaderViewHeight,
      default: "none: nothing above the first section in `plain`, the automatic gap "
        + "(`assumeGroupedTableTopGap`) in `grouped` and `insetGrouped`",
      meaning: "the `tableHeaderView`'s height; 0 counts as none, as in UIKit",
      facts: [Facts.tableHeaderView, Facts.groupedTopGap],
      sample: { g in g.pick(["0", "0.001", "100"]) }),
    .output(
      "appliedSectionHeaderTopPadding?", .tableView, CGFloat.self,
      reads: [.sectionHeaderTopPadding],
      meaning: "the padding above the section header as laid out: the set value or the "
        + "automatic one, 0 without a header (the getter returns `automaticDimension` instead)",
      facts: [Facts.sectionHeaderTopPadding, Facts.plainHeaderTopPadding],
      unavailable: notATableView,
      readInScene: { $0.tableViewCell(in: $1)?.section.headerTopPadding }),
    .output(
      "sectionHeaderFrame?", .tableView, CGRect.self, reads: [.sectionHeaderFrame],
      meaning: "the section header's frame in the table's content: below the top gap and the "
        + "padding", facts: [Facts.sectionHeaderTopPadding, Facts.groupedTopGap],
      unavailable: "needs a table view with a section header (`sectionHeaderHeight`)",
      readInScene: { $0.tableViewCell(in: $1)?.headerFrame }),
    .output(
      "tableHeaderHeight?", .tableView, CGFloat.self, reads: [.tableHeaderHeight],
      meaning: "what stands above the first section: the `tableHeaderView`, or the grouped "
        + "styles' automatic gap", facts: [Facts.tableHeaderView, Facts.groupedTopGap],
      unavailable: notATableView,
      readInScene: { $0.tableViewCell(in: $1)?.section.tableHeaderHeight }),
  ]
}
