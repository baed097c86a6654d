import Foundation
import InsetModel
import Testing

@Suite("Table sections and margins (issue 18)")
struct TableSectionTests {
  @Test(arguments: [
    (CGFloat(375), Insets.zero, CGFloat(16)),
    (414, .zero, 20),
    (413.5, .zero, 16),
    (320, .zero, 16),
    (667, .zero, 20),
    (896, Insets(top: 0, left: 44, bottom: 21, right: 44), 16),
    (1024, Insets(top: 20, left: 0, bottom: 0, right: 0), 20),
    (932, Insets(top: 0, left: 0, bottom: 21, right: 59), 16),
  ])
  func systemMinimumFollowsWidthAndSideInsets(width: CGFloat, safe: Insets, expected: CGFloat) {
    let m = LayoutMarginRules.systemMinimumLayoutMargins(
      windowWidth: width, windowSafeAreaInsets: safe)
    #expect(m == DirectionalInsets(top: 0, leading: expected, bottom: 0, trailing: expected))
  }

  /// Under Liquid Glass the width is 390: the 393-pt iPhone 16 reads 20, the
  /// 375-pt SE 16, side insets still 16; without it 393 stays 16.
  @Test(arguments: [
    (393 as CGFloat, Insets.zero, true, 20 as CGFloat),
    (390, .zero, true, 20),
    (389.5, .zero, true, 16),
    (375, .zero, true, 16),
    (852, Insets(top: 0, left: 59, bottom: 20, right: 59), true, 16),
    (393, .zero, false, 16),
    (414, .zero, false, 20),
  ])
  func glassSystemMinimumStartsAt390(
    width: CGFloat, safe: Insets, glass: Bool, expected: CGFloat
  ) {
    let m = LayoutMarginRules.systemMinimumLayoutMargins(
      windowWidth: width, windowSafeAreaInsets: safe, usesLiquidGlass: glass)
    #expect(m == DirectionalInsets(top: 0, leading: expected, bottom: 0, trailing: expected))
  }

  /// The Liquid Glass chrome: a phone's inset-grouped cells keep 16 inside the
  /// card below 414, an iPad's card stands at 16 without a navigation bar.
  @Test func glassChromeByStyleIdiomAndWidth() {
    func chrome(
      _ style: TableViewStyle, _ idiom: Device.Idiom, _ width: CGFloat, _ side: CGFloat,
      bar: Bool = true
    ) -> GlassTableChrome {
      TableViewRules.glassChrome(
        style: style, idiom: idiom, windowWidth: width, systemMinimumSide: side,
        underNavigationBar: bar)
    }
    #expect(
      chrome(.insetGrouped, .phone, 393, 20) == GlassTableChrome(cardInset: 20, cellSideMargin: 16))
    #expect(
      chrome(.insetGrouped, .phone, 413.5, 20)
        == GlassTableChrome(cardInset: 20, cellSideMargin: 16))
    #expect(
      chrome(.insetGrouped, .phone, 414, 20) == GlassTableChrome(cardInset: 20, cellSideMargin: 20))
    #expect(
      chrome(.insetGrouped, .phone, 375, 16) == GlassTableChrome(cardInset: 16, cellSideMargin: 16))
    #expect(chrome(.plain, .phone, 393, 20) == GlassTableChrome(cardInset: 20, cellSideMargin: 20))
    #expect(
      chrome(.grouped, .pad, 820, 20, bar: false)
        == GlassTableChrome(cardInset: 20, cellSideMargin: 16))
    // The assumption's other value: 20, the other app's print.
    #expect(
      TableViewRules.glassChrome(
        style: .plain, idiom: .pad, windowWidth: 820, systemMinimumSide: 20,
        underNavigationBar: true, padCellSideMargin: 20)
        == GlassTableChrome(cardInset: 20, cellSideMargin: 20))
    #expect(
      chrome(.insetGrouped, .pad, 820, 20) == GlassTableChrome(cardInset: 20, cellSideMargin: 20))
    #expect(
      chrome(.insetGrouped, .pad, 820, 20, bar: false)
        == GlassTableChrome(cardInset: 16, cellSideMargin: 20))
  }

  @Test func automaticPaddingByStyleAndVersion() {
    let a = Assumptions()
    #expect(
      TableSectionRules.automaticHeaderTopPadding(style: .plain, iOSVersion: 14.9, assumptions: a)
        == 0)
    #expect(
      TableSectionRules.automaticHeaderTopPadding(style: .plain, iOSVersion: 15, assumptions: a)
        == 22)
    #expect(
      TableSectionRules.automaticHeaderTopPadding(
        style: .insetGrouped, iOSVersion: 26, assumptions: a) == 0)
    #expect(
      TableSectionRules.automaticHeaderTopPadding(style: .grouped, iOSVersion: 18, assumptions: a)
        == nil)
    #expect(
      TableSectionRules.automaticHeaderTopPadding(style: .grouped, iOSVersion: 13, assumptions: a)
        == 0)
  }

  @Test func paddingOnlyAboveAHeader() {
    var table = TableViewSetup()
    let a = Assumptions()
    #expect(TableSectionRules.layout(table, iOSVersion: 18, assumptions: a).headerTopPadding == 0)
    table.sectionHeaderHeight = 28
    #expect(TableSectionRules.layout(table, iOSVersion: 18, assumptions: a).headerY == 22)
    table.sectionHeaderTopPadding = 0
    #expect(TableSectionRules.layout(table, iOSVersion: 18, assumptions: a).headerY == 0)
  }

  @Test func theGroupedGapAndTheHeaderView() {
    var table = TableViewSetup()
    var a = Assumptions()
    table.style = .grouped
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 18, assumptions: a) == 35)
    table.tableHeaderViewHeight = 0
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 18, assumptions: a) == 35)
    table.tableHeaderViewHeight = 0.001
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 18, assumptions: a) == 0.001)
    table.tableHeaderViewHeight = -5
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 18, assumptions: a) == 35)
    table.tableHeaderViewHeight = nil
    a.groupedTableTopGap = 0
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 18, assumptions: a) == 0)
    table.style = .plain
    table.tableHeaderViewHeight = 50
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 18, assumptions: a) == 50)
  }

  /// From iOS 26 an inset-grouped table's first header starts at y = 0; the
  /// grouped style keeps its 35, and a pinned gap wins in both.
  @Test func theInsetGroupedGapIsGoneFromIOS26() {
    var table = TableViewSetup()
    var a = Assumptions()
    table.style = .insetGrouped
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 18, assumptions: a) == 35)
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 25.9, assumptions: a) == 35)
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 26, assumptions: a) == 0)
    table.style = .grouped
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 27.1, assumptions: a) == 35)
    a.groupedTableTopGap = 12
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 27.1, assumptions: a) == 12)
    table.style = .insetGrouped
    #expect(TableSectionRules.tableHeaderHeight(table, iOSVersion: 27.1, assumptions: a) == 12)
  }

  @Test func contentSizeCountsTheGapAndPadding() {
    var table = TableViewSetup()
    table.style = .insetGrouped
    table.numberOfRows = 2
    table.sectionHeaderHeight = 40
    let size = TableSectionRules.contentSize(
      table, tableWidth: 300, iOSVersion: 18, assumptions: Assumptions())
    #expect(size == CGSize(width: 300, height: 35 + 0 + 40 + 88))
    table.numberOfRows = nil
    #expect(
      TableSectionRules.contentSize(
        table, tableWidth: 300, iOSVersion: 18, assumptions: Assumptions()) == nil)
  }

  @Test func marginsGrowUnderTheHousingOnlyWithTheFlagOff() throws {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    scene.screen.iOSVersion = 16
    scene.screen.orientation = .landscapeLeft
    scene.view.kind = .tableView
    scene.scrollView.contentSize = CGSize(width: 812, height: 2000)
    let on = try #require(scene.tableViewCell(in: scene.resolve()))
    #expect(on.layoutMargins == Insets(top: 8, left: 16, bottom: 8, right: 16))
    scene.tableView.insetsContentViewsToSafeArea = false
    scene.assumptions.cellContentViewVerticalMargin = 11
    let off = try #require(scene.tableViewCell(in: scene.resolve()))
    #expect(off.layoutMargins == Insets(top: 11, left: 60, bottom: 11, right: 60))
    #expect(off.separatorFrame?.minX == on.separatorFrame?.minX)
  }

  @Test func groupedHeaderWithoutPaddingIsAProblem() {
    var scene = LayoutScene()
    scene.screen.iOSVersion = 18
    scene.view.kind = .tableView
    scene.tableView.style = .grouped
    scene.tableView.sectionHeaderHeight = 38
    #expect(scene.problems().count == 1)
    scene.tableView.sectionHeaderTopPadding = 5
    #expect(scene.problems().isEmpty)
    scene.screen.iOSVersion = 14
    #expect(scene.problems().count == 1)
  }
}
