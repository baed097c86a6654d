import Foundation
import InsetModel
import InsetScenarios
import Testing

@Suite("Sections, boundary items, edge spacing, flow headers and scroll targets")
struct ListSectionTests {
  @Test func rowCountsParse() throws {
    #expect(try RowCounts.parse("{3, 0, 5}").counts == [3, 0, 5])
    #expect(try RowCounts.parse("{7}").counts == [7])
    #expect(RowCounts([2, 3]).formatted == "{2, 3}")
  }

  @Test(arguments: [
    ("{}", "at least one section"), ("3", "a list of row counts"),
    ("{1, 2.5}", "whole number of rows"), ("{1, -2}", "whole number of rows"),
    ("{1, 2000000}", "whole number of rows"), ("{1, {2}}", "whole number of rows"),
  ])
  func rowCountsRefused(text: String, message: String) {
    #expect(throws: NotationError.self) { try RowCounts.parse(text) }
    do {
      _ = try RowCounts.parse(text)
    } catch {
      #expect(error.message.contains(message))
    }
  }

  @Test func sectionsStackWithPaddingAboveEachHeader() throws {
    var table = TableViewSetup()
    table.rowsInSections = [2, 3]
    table.sectionHeaderHeight = 30
    table.sectionFooterHeight = 10
    let rects = try #require(
      TableSectionRects.rects(
        table, x: 0, width: 375, iOSVersion: 26, assumptions: Assumptions()))
    #expect(rects.count == 2)
    #expect(rects[0].section == CGRect(x: 0, y: 22, width: 375, height: 128))
    #expect(rects[1].header == CGRect(x: 0, y: 172, width: 375, height: 30))
    #expect(rects[1].footer == CGRect(x: 0, y: 334, width: 375, height: 10))
    let size = TableSectionRects.contentSize(
      table, tableWidth: 375, iOSVersion: 26, assumptions: Assumptions())
    #expect(size == CGSize(width: 375, height: 344))
    // No header: no padding, and no header rect.
    table.sectionHeaderHeight = 0
    let bare = try #require(
      TableSectionRects.rects(
        table, x: 0, width: 375, iOSVersion: 26, assumptions: Assumptions()))
    #expect(bare[1].section == CGRect(x: 0, y: 98, width: 375, height: 142))
    #expect(bare[1].header == nil)
  }

  @Test func openOrNegativeCountsHaveNoRects() {
    var table = TableViewSetup()
    #expect(
      TableSectionRects.rects(table, x: 0, width: 375, iOSVersion: 26, assumptions: Assumptions())
        == nil)
    table.rowsInSections = [1, -1]
    #expect(
      TableSectionRects.rects(table, x: 0, width: 375, iOSVersion: 26, assumptions: Assumptions())
        == nil)
  }

  @Test func cellSeparatorInsetWinsAndClampsNegatives() throws {
    var scene = LayoutScene()
    scene.view.kind = .tableView
    scene.tableView.separatorInset = Insets(top: 0, left: 50, bottom: 0, right: 0)
    scene.tableView.cellSeparatorInset = Insets(top: 0, left: -5, bottom: 0, right: 12)
    let cell = try #require(scene.tableViewCell(in: scene.resolve()))
    #expect(cell.separatorFrame == CGRect(x: 0, y: 43.5, width: 363, height: 0.5))
    scene.view.layoutDirection = .rightToLeft
    let rtl = try #require(scene.tableViewCell(in: scene.resolve()))
    #expect(rtl.separatorFrame == CGRect(x: 12, y: 43.5, width: 363, height: 0.5))
  }

  @Test func flowHeaderAndFooter() {
    var setup = FlowLayoutSetup()
    setup.headerReferenceSize = CGSize(width: 999, height: 40)
    setup.footerReferenceSize = CGSize(width: 0, height: 20)
    setup.itemSize = CGSize(width: 100, height: 100)
    setup.sectionInset = Insets(top: 10, left: 15, bottom: 10, right: 15)
    setup.numberOfSections = 2
    var layout = FlowLayout(
      setup, effectiveSectionInset: setup.sectionInset, crossExtent: 375,
      singleItemLineCentred: true)
    // Open count: section 0's header only.
    #expect(layout.headerFrame() == CGRect(x: 0, y: 0, width: 375, height: 40))
    #expect(layout.footerFrame() == nil)
    #expect(layout.headerFrame(inSection: 1) == nil)
    setup.numberOfItems = 3
    layout = FlowLayout(
      setup, effectiveSectionInset: setup.sectionInset, crossExtent: 375,
      singleItemLineCentred: true)
    #expect(layout.footerFrame() == CGRect(x: 0, y: 160, width: 375, height: 20))
    #expect(layout.headerFrame(inSection: 1) == CGRect(x: 0, y: 180, width: 375, height: 40))
    #expect(layout.headerFrame(inSection: 2) == nil)
    #expect(layout.headerFrame(inSection: -1) == nil)
    // A zero length is no header, whatever the other side.
    setup.headerReferenceSize = CGSize(width: 50, height: 0)
    layout = FlowLayout(
      setup, effectiveSectionInset: .zero, crossExtent: 375, singleItemLineCentred: true)
    #expect(layout.headerFrame() == nil)
  }

  func compositional(_ edit: (inout CompositionalLayoutSetup) -> Void) -> LayoutScene {
    var scene = LayoutScene()
    scene.view.kind = .collectionView
    scene.screen.iOSVersion = 15
    var c = CompositionalLayoutSetup()
    c.itemSize = LayoutSize(width: .absolute(100), height: .fractionalHeight(1))
    c.groupSize = LayoutSize(width: .fractionalWidth(1), height: .absolute(100))
    c.boundaryHeaderHeight = 40
    c.contentInsets = DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    edit(&c)
    scene.compositional = c
    scene.collectionView.numberOfItems = 4
    return scene
  }

  @Test func boundaryItemsFollowOrNot() {
    let follows = compositional { _ in }
    #expect(
      follows.compositionalLayout(in: follows.resolve())?.headerFrame()
        == CGRect(x: 20, y: 0, width: 335, height: 40))
    let alone = compositional { $0.supplementariesFollowContentInsets = false }
    #expect(
      alone.compositionalLayout(in: alone.resolve())?.headerFrame()
        == CGRect(x: 0, y: 0, width: 375, height: 40))
    let own = compositional {
      $0.boundaryItemContentInsets = DirectionalInsets(top: 0, leading: 8, bottom: 0, trailing: 4)
    }
    #expect(
      own.compositionalLayout(in: own.resolve())?.headerFrame()
        == CGRect(x: 28, y: 0, width: 323, height: 40))
    #expect(own.problems().isEmpty)
  }

  @Test func edgeSpacingWidensSlots() {
    let scene = compositional {
      $0.contentInsets = nil
      $0.interItemSpacing = 5
      $0.itemEdgeSpacing = DirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    }
    let layout = scene.compositionalLayout(in: scene.resolve())
    #expect(layout?.itemsPerGroup == 3)
    #expect(layout?.frame(ofItem: 2)?.minX == 260)
    #expect(layout?.frame(ofItem: 3) == CGRect(x: 10, y: 140, width: 100, height: 100))
  }

  @Test func refusals() {
    let deprecated = compositional {
      $0.supplementariesFollowContentInsets = false
    }
    var late = deprecated
    late.screen.iOSVersion = 16
    #expect(deprecated.problems().isEmpty)
    #expect(late.problems().contains { $0.message.contains("deprecated from iOS 16") })
    let counted = compositional {
      $0.groupItemCount = 2
      $0.itemEdgeSpacing = DirectionalInsets(top: 0, leading: 1, bottom: 0, trailing: 0)
    }
    #expect(counted.problems().contains { $0.message.contains("fixed `count`") })
  }

  @Test func scrollTargetContainerSizeNeverNegative() {
    let r = SwiftUIScrollResolution(
      contentInsets: DirectionalInsets(top: 500, leading: 300, bottom: 500, trailing: 300),
      indicatorInsets: .zero, containerSize: CGSize(width: 402, height: 874),
      contentOffset: .zero, contentSize: nil, containerRelativeSize: .zero)
    #expect(r.scrollTargetContainerSize == .zero)
  }

  @Test func newKeysAreInTheVocabulary() {
    for name in [
      "numberOfRowsInSections", "cellSeparatorInset", "headerTextLeadingInset?",
      "flowHeaderFrame?", "flowFooterFrame?", "boundaryItemContentInsets",
      "supplementariesFollowContentInsets", "itemEdgeSpacing", "boundaryFooterFrame?",
      "scrollTargetContainerSize?", "listRowInsets?", "listRowSeparatorLeadingInset?",
      "assumeHeaderTextLeadingInset", "assumeSwiftUIListRowInsets",
      "rectForSection[3]?", "rectForHeaderInSection[0]?", "rectForFooterInSection[1]?",
    ] {
      #expect(Vocabulary.standard[name] != nil, "\(name)")
    }
    #expect(Vocabulary.standard["rectForSection[x]?"] == nil)
  }
}
