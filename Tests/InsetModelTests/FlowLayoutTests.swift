import Foundation
import TestSupport
import Testing

@testable import InsetModel

@Suite("Flow layout")
struct FlowLayoutTests {
  private func layout(
    items: Int?, item: CGSize = CGSize(width: 100, height: 100), cross: CGFloat = 812,
    inset: Insets = .zero, direction: ScrollDirection = .vertical, sections: Int = 1
  ) -> FlowLayout {
    var setup = FlowLayoutSetup()
    setup.itemSize = item
    setup.numberOfItems = items
    setup.scrollDirection = direction
    setup.numberOfSections = sections
    return FlowLayout(
      setup, effectiveSectionInset: inset, crossExtent: cross, singleItemLineCentred: true)
  }

  @Test func effectiveSectionInsetRespectsTheContentInset() {
    let safe = Insets(top: 0, left: 44, bottom: 21, right: 44)
    let margins = Insets(top: 8, left: 52, bottom: 29, right: 52)
    let adjusted = Insets(top: 0, left: 60, bottom: 21, right: 60)
    func effective(_ r: SectionInsetReference, _ s: Insets = .zero) -> Insets {
      FlowLayout.effectiveSectionInset(
        sectionInset: s, reference: r, adjustedContentInset: adjusted, safeAreaInsets: safe,
        layoutMargins: margins)
    }
    #expect(effective(.fromContentInset, Insets(all: 5)) == Insets(all: 5))
    #expect(effective(.fromSafeArea) == .zero)
    #expect(effective(.fromLayoutMargins) == Insets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(
      effective(.fromSafeArea, Insets(top: 0, left: 30, bottom: 0, right: 0))
        == Insets(top: 0, left: 14, bottom: 0, right: 0))
  }

  @Test func capacityAndJustification() {
    let l = layout(items: 30)
    #expect(l.itemsInFirstLine == 7)
    #expect(l.frame(ofItem: 6)?.maxX == 812)
    #expect(l.frame(ofItem: 29) == CGRect(x: 110, y: 440, width: 100, height: 100))
    #expect(l.frame(ofItem: 30) == nil)
    #expect(l.frame(ofItem: -1) == nil)
    #expect(l.contentSize == CGSize(width: 812, height: 540))
  }

  @Test func itemWiderThanTheLineGetsALineOfItsOwn() {
    let l = layout(items: 2, item: CGSize(width: 900, height: 10))
    #expect(l.itemsInFirstLine == 1)
    #expect(l.frame(ofItem: 1)?.minY == 20)
  }

  @Test func openCountHasNoContentSizeAndFullLines() {
    let l = layout(items: nil)
    #expect(l.contentSize == nil)
    #expect(l.frames() == nil)
    #expect(l.itemsInFirstLine == 7)
    #expect(l.frame(ofItem: 1000) != nil)
  }

  @Test func zeroItemsAndZeroSections() {
    #expect(layout(items: 0).contentSize == CGSize(width: 812, height: 0))
    #expect(layout(items: 0).frame(ofItem: 0) == nil)
    #expect(layout(items: 5, sections: 0).contentSize == CGSize(width: 812, height: 0))
  }

  @Test func degenerateSizesDoNotTrap() {
    _ = layout(items: 3, item: .zero).frames()
    _ = layout(items: 3, item: CGSize(width: -10, height: -10)).frames()
    _ = layout(items: 3, item: CGSize(width: 1e-300, height: 1), cross: 1e300).frames()
  }

  /// Invariants over many layouts: items never overlap, stay inside the
  /// section across the scroll direction, and `frames()` agrees with
  /// `frame(ofItem:)`.
  @Test func itemsNeverOverlapAndStayInsideTheSection() {
    var rng = Generator(seed: 0x1CE5)
    for _ in 0..<300 {
      let item = CGSize(
        width: CGFloat(rng.int(10...200)), height: CGFloat(rng.int(10...200)))
      let cross = CGFloat(rng.int(200...1400))
      let inset = Insets(
        top: CGFloat(rng.int(0...60)), left: CGFloat(rng.int(0...60)),
        bottom: CGFloat(rng.int(0...60)), right: CGFloat(rng.int(0...60)))
      let direction: ScrollDirection = rng.int(0...1) == 0 ? .vertical : .horizontal
      let l = layout(
        items: rng.int(0...40), item: item, cross: cross, inset: inset, direction: direction)
      guard let frames = l.frames() else {
        Issue.record("no frames")
        continue
      }
      let crossStart = direction == .vertical ? inset.left : inset.top
      let crossEnd = cross - (direction == .vertical ? inset.right : inset.bottom)
      let itemCross = direction == .vertical ? item.width : item.height
      for (i, a) in frames.enumerated() {
        #expect(a == l.frame(ofItem: i))
        if itemCross <= crossEnd - crossStart {
          let lo = direction == .vertical ? a.minX : a.minY
          let hi = direction == .vertical ? a.maxX : a.maxY
          #expect(lo >= crossStart - 1e-9 && hi <= crossEnd + 1e-9, "item \(i) leaves the section")
        }
        for b in frames[(i + 1)...] {
          #expect(!a.insetBy(dx: 1e-6, dy: 1e-6).intersects(b), "items overlap")
        }
      }
    }
  }

  /// The section length of items of one size, worked out from the first
  /// line, is the length the item-by-item sweep reaches, on random layouts
  /// (typical and extreme values, both directions, headers and footers).
  @Test func uniformSectionLengthIsTheSweepsLength() {
    var g = Generator(seed: 20_261_123)
    for i in 0..<5_000 {
      var setup = FlowLayoutSetup()
      setup.itemSize = CGSize(width: g.length(0...200), height: g.length(0...200))
      if g.chance(4) { setup.itemSizes = [setup.itemSize] }
      setup.numberOfItems = g.int(0...300)
      setup.minimumInteritemSpacing = g.points(-5...30)
      setup.minimumLineSpacing = g.points(-5...30)
      setup.scrollDirection = g.bool() ? .vertical : .horizontal
      setup.headerReferenceSize =
        g.chance(3) ? CGSize(width: g.length(), height: g.length()) : .zero
      setup.footerReferenceSize =
        g.chance(3) ? CGSize(width: g.length(), height: g.length()) : .zero
      let layout = FlowLayout(
        setup, effectiveSectionInset: g.insets(0...40), crossExtent: g.length(0...1_200),
        singleItemLineCentred: g.bool())
      let swept = layout.sweep { _, _, _ in true }
      let closed = layout.sectionLength ?? .nan
      #expect(
        abs(closed - swept) <= 1e-9 * max(1, abs(swept)),
        "layout \(i): \(closed) against the sweep's \(swept); \(setup)")
    }
  }

  /// The bound on a section's items: a million still lays out (six 50-point
  /// items a line in 375 points: 166,667 lines of 50 with 10 between), the
  /// last item's frame is found, and `frames()` refuses more than the bound
  /// in all rather than allocating it.
  @Test func aMillionItemsIsTheBound() {
    let l = layout(
      items: FlowLayout.itemCountLimit, item: CGSize(width: 50, height: 50), cross: 375)
    #expect(l.contentSize == CGSize(width: 375, height: 166_667 * 50 + 166_666 * 10))
    // Item 999,999 is the 4th of the last line (999,996 starts it), which is
    // not full: minimum spacing from the leading edge.
    #expect(
      l.frame(ofItem: 999_999)
        == CGRect(x: 3 * 60, y: 166_666 * 60, width: 50, height: 50))
    #expect(l.frame(ofItem: 1_000_000) == nil)
    #expect(
      layout(items: 500_000, item: CGSize(width: 50, height: 50), sections: 2).frames()?.count
        == 1_000_000)
    #expect(
      layout(items: 500_001, item: CGSize(width: 50, height: 50), sections: 2).frames() == nil)
    #expect(layout(items: 3, sections: Int.max).frames() == nil)
    #expect(layout(items: 1, sections: 0).frames() == nil)
  }

  /// A scene with a count past the bound is a problem located at the count.
  @Test func countsPastTheBoundAreProblems() {
    var scene = LayoutScene()
    scene.view.kind = .collectionView
    scene.collectionView.numberOfItems = FlowLayout.itemCountLimit + 1
    scene.collectionView.numberOfSections = 0
    let problems = scene.problems()
    #expect(problems.count == 2)
    #expect(problems.first?.properties.first == \LayoutScene.collectionView.numberOfItems)
    #expect(problems.last?.properties.first == \LayoutScene.collectionView.numberOfSections)
    scene.collectionView.numberOfItems = -1
    scene.collectionView.numberOfSections = 1
    #expect(scene.problems().count == 1)
    scene.collectionView.numberOfItems = FlowLayout.itemCountLimit
    #expect(scene.problems().isEmpty)
  }
}

@Suite("SwiftUI layout")
struct SwiftUILayoutTests {
  let hosting = CGRect(x: 0, y: 0, width: 390, height: 844)
  let container = Insets(top: 47, left: 0, bottom: 34, right: 0)

  func layout(_ modifiers: [SwiftUIModifier], keyboard: CGFloat = 0, rtl: Bool = false)
    -> SwiftUILayout
  {
    var setup = SwiftUISetup()
    setup.modifiers = modifiers
    setup.keyboardHeight = keyboard
    return SwiftUILayout(
      setup: setup, hostingFrame: hosting, container: container,
      keyboard: SwiftUILayout.keyboardRegion(
        height: keyboard, screenHeight: 844, hostingFrame: hosting),
      direction: rtl ? .rightToLeft : .leftToRight, defaultSpacing: 8, defaultPadding: 16)
  }

  @Test func ignoringEverythingGivesTheFullScreen() {
    let all = layout([.ignoresSafeArea(regions: .all, edges: .all)], keyboard: 300)
    #expect(all.fold().frame == hosting)
    #expect(
      all.fold().safeAreaInsets
        == DirectionalInsets(top: 47, leading: 0, bottom: 300, trailing: 0))
  }

  @Test func keyboardRegionIsMeasuredFromTheScreenBottom() {
    #expect(
      SwiftUILayout.keyboardRegion(
        height: 300, screenHeight: 844, hostingFrame: CGRect(x: 0, y: 0, width: 390, height: 761))
        == Insets(top: 0, left: 0, bottom: 217, right: 0))
    #expect(
      SwiftUILayout.keyboardRegion(
        height: 10, screenHeight: 844, hostingFrame: CGRect(x: 0, y: 0, width: 1, height: 800))
        == .zero)
  }

  @Test func negativeSpacingNeverMakesANegativeInset() {
    let l = layout([
      .safeAreaInset(
        edge: .top, alignment: .center, spacing: -500, content: InsetContent(length: 30))
    ])
    #expect(l.fold().frame.minY == 0)
  }

  @Test func insetContentsAreCountedOutermostFirst() {
    let l = layout([
      .safeAreaInset(
        edge: .bottom, alignment: .center, spacing: 0, content: InsetContent(length: 10)),
      .safeAreaInset(
        edge: .bottom, alignment: .center, spacing: 0, content: InsetContent(length: 20)),
    ])
    #expect(l.insetContentFrame(0) == CGRect(x: 0, y: 790, width: 390, height: 20))
    #expect(l.insetContentFrame(1) == CGRect(x: 0, y: 780, width: 390, height: 10))
    #expect(l.insetContentFrame(2) == nil)
  }

}
