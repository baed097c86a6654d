import Foundation
import Testing

@testable import InsetModel

@Suite("Flow layout")
struct FlowLayoutTests {
  /// A flow layout of `items` items `cross` long across the scroll
  /// direction, with the default spacing and exact origins.
  private func layout(
    items: Int?, item: CGSize = CGSize(width: 100, height: 100), cross: CGFloat = 812,
    inset: Insets = .zero, direction: ScrollDirection = .vertical, sections: Int = 1
  ) -> FlowLayout {
    probe(
      width: cross, items: items, item: item, inset: inset, direction: direction,
      sections: sections, scale: nil)
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
    // The last line's two items stand in the columns of a full line of seven:
    // (812 - 700) / 6 apart.
    #expect(l.frame(ofItem: 29) == CGRect(x: 100 + 112.0 / 6, y: 440, width: 100, height: 100))
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

  /// A random layout of items of one size (`itemSize`, or a one-size
  /// `itemSizes`): typical and extreme values, both directions, headers and
  /// footers; `snapped`, with a snap scale and the lone last item's centring
  /// drawn too.
  static func randomOneSizeLayout(
    _ g: inout Generator, items: ClosedRange<Int>, snapped: Bool
  ) -> FlowLayout {
    var setup = FlowLayoutSetup()
    setup.itemSize = CGSize(width: g.length(0...200), height: g.length(0...200))
    if g.chance(4) { setup.itemSizes = [setup.itemSize] }
    setup.numberOfItems = g.int(items)
    setup.minimumInteritemSpacing = g.points(-5...30)
    setup.minimumLineSpacing = g.points(-5...30)
    setup.scrollDirection = g.bool() ? .vertical : .horizontal
    setup.headerReferenceSize = g.chance(3) ? CGSize(width: g.length(), height: g.length()) : .zero
    setup.footerReferenceSize = g.chance(3) ? CGSize(width: g.length(), height: g.length()) : .zero
    let inset = g.insets(0...40)
    let cross = g.length(0...1_200)
    let centred = g.bool()
    guard snapped else {
      return FlowLayout(
        setup, effectiveSectionInset: inset, crossExtent: cross, singleItemLineCentred: centred)
    }
    return FlowLayout(
      setup, effectiveSectionInset: inset, crossExtent: cross, singleItemLineCentred: centred,
      snapScale: g.pick([nil, 1, 2, 3]), loneLastItemCentred: g.bool())
  }

  /// The section length of items of one size, worked out from the first
  /// line, is the length the item-by-item sweep reaches, on random layouts
  /// (typical and extreme values, both directions, headers and footers).
  @Test func uniformSectionLengthIsTheSweepsLength() {
    var g = Generator(seed: 20_261_123)
    for i in 0..<5_000 {
      let layout = Self.randomOneSizeLayout(&g, items: 0...300, snapped: false)
      let setup = layout.setup
      let swept = layout.sweep { _, _, _ in true }
      let closed = layout.sectionLength ?? .nan
      #expect(
        abs(closed - swept) <= 1e-9 * max(1, abs(swept)),
        "layout \(i): \(closed) against the sweep's \(swept); \(setup)")
    }
  }

  /// A question about one item starts at the item's line when the items
  /// have one size; it places the item exactly where the sweep from the
  /// first line does (the same bits, not within a tolerance), on random
  /// layouts with fractional sizes, spacings and insets, each snap scale,
  /// both directions, headers and footers, and with a one-size `itemSizes`.
  @Test func oneSizeFramesStartAtTheirLineAndMatchTheSweep() {
    var g = Generator(seed: 20_261_128)
    for i in 0..<400 {
      let layout = Self.randomOneSizeLayout(&g, items: 0...400, snapped: true)
      let setup = layout.setup
      guard let frames = layout.frames() else {
        Issue.record("layout \(i): no frames")
        continue
      }
      for (index, frame) in frames.enumerated() where layout.frame(ofItem: index) != frame {
        let asked = String(describing: layout.frame(ofItem: index))
        Issue.record("layout \(i), item \(index): \(asked) against the sweep's \(frame); \(setup)")
        break
      }
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
    // not full: spaced as a full line of six, 15 apart.
    #expect(
      l.frame(ofItem: 999_999)
        == CGRect(x: 3 * 65, y: 166_666 * 60, width: 50, height: 50))
    #expect(l.frame(ofItem: 1_000_000) == nil)
    #expect(
      layout(items: 500_000, item: CGSize(width: 50, height: 50), sections: 2).frames()?.count
        == 1_000_000)
    #expect(
      layout(items: 500_001, item: CGSize(width: 50, height: 50), sections: 2).frames() == nil)
    #expect(layout(items: 3, sections: Int.max).frames() == nil)
    #expect(layout(items: 1, sections: 0).frames() == nil)
  }

  // MARK: What real UIKit prints ([openuikit-flowlayout], iOS 26.1 Mac Catalyst, scale 2)

  /// A flow layout as the probes set one up: `width` wide, no content inset,
  /// the defaults unless given, origins on the scale-2 grid.
  private func probe(
    width: CGFloat, items: Int?, item: CGSize = CGSize(width: 50, height: 50),
    sizes: [CGSize]? = nil, line: CGFloat = 10, interitem: CGFloat = 10, inset: Insets = .zero,
    header: CGFloat = 0, footer: CGFloat = 0, direction: ScrollDirection = .vertical,
    sections: Int = 1, centred: Bool = true, lone: Bool = false, scale: CGFloat? = 2
  ) -> FlowLayout {
    var setup = FlowLayoutSetup()
    setup.itemSize = item
    setup.itemSizes = sizes
    setup.numberOfItems = items
    setup.numberOfSections = sections
    setup.minimumLineSpacing = line
    setup.minimumInteritemSpacing = interitem
    setup.scrollDirection = direction
    setup.headerReferenceSize = CGSize(width: header, height: header)
    setup.footerReferenceSize = CGSize(width: footer, height: footer)
    return FlowLayout(
      setup, effectiveSectionInset: inset, crossExtent: width, singleItemLineCentred: centred,
      snapScale: scale, loneLastItemCentred: lone)
  }

  private func origins(_ l: FlowLayout) -> [CGPoint] { (l.frames() ?? []).map(\.origin) }

  private func xs(_ l: FlowLayout) -> [CGFloat] { origins(l).map(\.x) }

  /// Probes G/K: a line that only one item fits is centred, even when the
  /// item is wider than the line (x -25); the last such line too.
  @Test func lineThatOnlyOneItemFitsIsCentred() {
    let wide = probe(
      width: 200, items: 3, item: CGSize(width: 250, height: 40), line: 6, interitem: 6)
    #expect(
      origins(wide) == [CGPoint(x: -25, y: 0), CGPoint(x: -25, y: 46), CGPoint(x: -25, y: 92)])
    #expect(wide.contentSize == CGSize(width: 200, height: 132))
    let narrow = probe(width: 200, items: 2, item: CGSize(width: 150, height: 40), line: 6)
    #expect(origins(narrow) == [CGPoint(x: 25, y: 0), CGPoint(x: 25, y: 46)])
    // `assumeSingleItemLineCentred` `no`: the leading edge.
    let off = probe(
      width: 200, items: 3, item: CGSize(width: 250, height: 40), line: 6, interitem: 6,
      centred: false)
    #expect(xs(off) == [0, 0, 0])
  }

  /// "Capacity 2, so the lone item is left-aligned, not centered"; probe E,
  /// scrolling horizontally: the last column's lone item at the inset's edge.
  @Test func loneItemOnALastLineThatTwoWouldFitIsLeading() {
    let lone = probe(width: 200, items: 1, item: CGSize(width: 90, height: 40), line: 6)
    #expect(lone.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 90, height: 40))
    // `assumeLoneLastItemCentred` `yes`: Xamarin.Forms' report.
    let reported = probe(
      width: 200, items: 1, item: CGSize(width: 90, height: 40), line: 6, lone: true)
    #expect(xs(reported) == [55])
    let columns = probe(
      width: 220, items: 7, item: CGSize(width: 90, height: 70),
      inset: Insets(top: 8, left: 12, bottom: 8, right: 12), direction: .horizontal)
    #expect(
      origins(columns) == [
        CGPoint(x: 12, y: 8), CGPoint(x: 12, y: 142), CGPoint(x: 112, y: 8),
        CGPoint(x: 112, y: 142), CGPoint(x: 212, y: 8), CGPoint(x: 212, y: 142),
        CGPoint(x: 312, y: 8),
      ])
    #expect(columns.contentSize == CGSize(width: 414, height: 220))
  }

  /// Probes H and X/Y/Z: a last line of one size is spaced as a full line
  /// (four 50s in 375 at the columns of six, 15 apart); two 80s likewise.
  @Test func lastLineOfOneSizeIsSpacedAsIfFull() {
    #expect(xs(probe(width: 375, items: 4)) == [0, 65, 130, 195])
    let eighty = CGSize(width: 80, height: 40)
    #expect(xs(probe(width: 375, items: 4, item: eighty)) == [0, 98.5, 196.5, 295])
    #expect(xs(probe(width: 375, items: 4, sizes: [eighty])) == [0, 98.5, 196.5, 295])
    let two = probe(width: 375, items: 2, item: eighty, footer: 12)
    #expect(xs(two) == [0, 98.5])
    #expect(two.contentSize == CGSize(width: 375, height: 52))
  }

  /// Probes AA/AB/AD: a last line of different sizes keeps the minimum
  /// spacing from the leading edge; a full line of different sizes is
  /// justified; shorter items are centred across their line.
  @Test func lastLineOfDifferentSizesKeepsTheMinimumSpacing() {
    let widths = [80, 100, 60].map { CGSize(width: $0, height: 40) }
    #expect(xs(probe(width: 375, items: 3, sizes: widths)) == [0, 90, 200])
    let tall = [40, 90, 40, 40].map { CGSize(width: 80, height: $0) }
    let aa = probe(width: 375, items: 4, sizes: tall)
    #expect(
      origins(aa) == [
        CGPoint(x: 0, y: 25), CGPoint(x: 90, y: 0), CGPoint(x: 180, y: 25), CGPoint(x: 270, y: 25),
      ])
    #expect(aa.contentSize == CGSize(width: 375, height: 90))
    let ad = probe(width: 375, items: 5, sizes: tall + [CGSize(width: 80, height: 40)])
    #expect(
      origins(ad) == [
        CGPoint(x: 0, y: 25), CGPoint(x: 98.5, y: 0), CGPoint(x: 196.5, y: 25),
        CGPoint(x: 295, y: 25), CGPoint(x: 0, y: 100),
      ])
    #expect(ad.contentSize == CGSize(width: 375, height: 140))
  }

  /// Probes M/Q: items of several sizes with a section inset, three lines:
  /// justified, justified, and a lone last item that two would fit.
  @Test func itemsOfSeveralSizesAsPrinted() {
    let sizes = zip([120, 100, 90, 200, 60, 150], [40, 55, 40, 30, 40, 40]).map {
      CGSize(width: $0, height: $1)
    }
    let l = probe(
      width: 375, items: 6, sizes: sizes, interitem: 8,
      inset: Insets(top: 5, left: 10, bottom: 5, right: 10))
    #expect(
      origins(l) == [
        CGPoint(x: 10, y: 12.5), CGPoint(x: 152.5, y: 5), CGPoint(x: 275, y: 12.5),
        CGPoint(x: 10, y: 75), CGPoint(x: 305, y: 70), CGPoint(x: 10, y: 120),
      ])
    #expect(l.contentSize == CGSize(width: 375, height: 165))
  }

  /// Probes D and I: origins rounded to the half point at scale 2, halves up
  /// (102.333 → 102.5, 192.667 → 192.5, 131.75 → 132, 57.25 → 57.5); sizes
  /// and the content size are not rounded.
  @Test func originsSnapToTheHalfPointAtScale2() {
    let d = probe(
      width: 375, items: 3, item: CGSize(width: 80, height: 40),
      inset: Insets(top: 4, left: 12, bottom: 6, right: 12), header: 30, footer: 20)
    #expect(
      origins(d) == [CGPoint(x: 12, y: 34), CGPoint(x: 102.5, y: 34), CGPoint(x: 192.5, y: 34)])
    #expect(d.contentSize == CGSize(width: 375, height: 100))
    let fractional = CGSize(width: 111.5, height: 44.25)
    let i = probe(
      width: 375, items: 6, item: fractional, line: 8, interitem: 7,
      inset: Insets(top: 5, left: 9, bottom: 5, right: 9))
    #expect(
      origins(i) == [
        CGPoint(x: 9, y: 5), CGPoint(x: 132, y: 5), CGPoint(x: 254.5, y: 5),
        CGPoint(x: 9, y: 57.5), CGPoint(x: 132, y: 57.5), CGPoint(x: 254.5, y: 57.5),
      ])
    #expect(i.frames()?.allSatisfy { $0.size == fractional } == true)
    #expect(i.contentSize == CGSize(width: 375, height: 106.5))
    // Without a scale the origins are exact.
    let exact = probe(
      width: 375, items: 3, item: CGSize(width: 80, height: 40),
      inset: Insets(top: 4, left: 12, bottom: 6, right: 12), scale: nil)
    let secondX: CGFloat = 12 + 80 + 31.0 / 3
    #expect(exact.frame(ofItem: 1)?.minX == secondX)
  }

  /// Other scales (the assumption `assumeFlowLayoutSnapScale`): thirds of a
  /// point at 3, whole points at 1; a negative half is rounded away from zero
  /// (no probe prints one); a scale of zero or infinity leaves origins exact.
  @Test func snappingAtOtherScalesAndEdges() {
    let item = CGSize(width: 100, height: 100)
    // iPhone X landscape, section from the safe area: 168.8 exact.
    let x3 = probe(
      width: 812, items: 6, item: item, inset: Insets(top: 0, left: 44, bottom: 0, right: 44),
      scale: 3)
    #expect(abs((x3.frame(ofItem: 1)?.minX ?? 0) - 506.0 / 3) < 1e-9)
    let x1 = probe(
      width: 812, items: 6, item: item, inset: Insets(top: 0, left: 44, bottom: 0, right: 44),
      scale: 1)
    #expect(x1.frame(ofItem: 1)?.minX == 169)
    // A 250.5-wide item centred in 200: -25.25, which is -25.5 at scale 2.
    let negative = probe(width: 200, items: 1, item: CGSize(width: 250.5, height: 40))
    #expect(negative.frame(ofItem: 0)?.minX == -25.5)
    for scale in [0, -2, .infinity, .nan] as [CGFloat] {
      let l = probe(width: 375, items: 3, item: CGSize(width: 80, height: 40), scale: scale)
      #expect(l.frame(ofItem: 1)?.minX == 80 + 55.0 / 3, "scale \(scale)")
    }
  }

  /// How a line is spread, at its edges: a full line of one, a last line
  /// that only one fits, zero-length items, items too small to count and
  /// spacing that cancels the item's length.
  @Test func lineSpreadEdges() {
    func spread(
      _ count: Int, used: CGFloat, item: CGFloat, spacing: CGFloat = 10, available: CGFloat,
      last: Bool = true, uniform: Bool = true
    ) -> (gap: CGFloat, centred: Bool) {
      FlowLayout.lineSpread(
        count: count, used: used, itemLength: item, spacing: spacing, available: available,
        isLast: last, uniform: uniform)
    }
    #expect(spread(1, used: 250, item: 250, available: 200, last: false) == (10, true))
    #expect(spread(1, used: 250, item: 250, available: 200) == (10, true))
    #expect(spread(1, used: 90, item: 90, available: 200) == (20, false))
    #expect(spread(2, used: 190, item: 90, available: 200) == (20, false))
    #expect(spread(2, used: 190, item: 90, available: 200, uniform: false) == (10, false))
    #expect(spread(3, used: 20, item: 0, available: 300) == (10, false))  // 31 columns of 0
    #expect(spread(3, used: 0, item: 0, spacing: 0, available: 300) == (150, false))
    #expect(spread(2, used: 5, item: 5, spacing: -5, available: 300) == (290, false))
    let tiny = spread(1, used: 1e-300, item: 1e-300, available: 1e300)
    #expect(tiny.gap.isFinite && !tiny.centred)
    #expect(spread(0, used: 0, item: 50, available: 100) == (10, false))
  }

  /// Property: item origins lie on the pixel grid of the layout's scale,
  /// within half a pixel of the exact layout's, and sizes are never rounded,
  /// on random layouts (both directions, items of one or several sizes).
  @Test func originsAreTheExactOnesRoundedToTheNearestPixel() {
    var g = Generator(seed: 0x5_2A9)
    for n in 0..<1_500 {
      var setup = FlowLayoutSetup()
      setup.itemSize = CGSize(width: g.length(1...200), height: g.length(1...200))
      if g.chance(3) {
        setup.itemSizes = (0..<g.int(1...4)).map { _ in
          CGSize(width: g.length(1...150), height: g.length(1...150))
        }
      }
      setup.numberOfItems = g.int(0...40)
      setup.minimumInteritemSpacing = g.length(0...30)
      setup.minimumLineSpacing = g.length(0...30)
      setup.scrollDirection = g.bool() ? .vertical : .horizontal
      let scale = g.pick([1, 2, 3] as [CGFloat])
      let inset = g.insets(0...40)
      let cross = g.length(100...1_200)
      let snapped = FlowLayout(
        setup, effectiveSectionInset: inset, crossExtent: cross, singleItemLineCentred: g.bool(),
        snapScale: scale)
      let exact = FlowLayout(
        setup, effectiveSectionInset: inset, crossExtent: cross,
        singleItemLineCentred: snapped.singleItemLineCentred)
      guard let a = snapped.frames(), let b = exact.frames(), a.count == b.count else {
        Issue.record("layout \(n): no frames")
        continue
      }
      for (i, (s, e)) in zip(a, b).enumerated() {
        #expect(s.size == e.size, "layout \(n) item \(i): the size was rounded")
        for (v, x) in [(s.minX, e.minX), (s.minY, e.minY)] {
          let pixels = v * scale
          let tolerance = 1e-9 * max(1, abs(pixels))
          #expect(
            abs(pixels - pixels.rounded()) <= tolerance,
            "layout \(n) item \(i): \(v) is off the 1/\(scale) grid")
          #expect(
            abs(v - x) <= 0.5 / scale + tolerance,
            "layout \(n) item \(i): \(v) is more than half a pixel from \(x)")
        }
      }
    }
  }

  /// Property, items of one size: a line that only one item fits centres it;
  /// otherwise every line starts at the section's leading edge and the last
  /// line's items stand in the columns of the lines above (the first line's
  /// positions, or a full line's when there is only the one).
  @Test func oneItemLinesAreCentredAndLastLinesKeepTheColumns() {
    var g = Generator(seed: 0xC0_1A)
    for n in 0..<1_500 {
      var setup = FlowLayoutSetup()
      setup.itemSize = CGSize(width: CGFloat(g.int(10...300)), height: CGFloat(g.int(10...100)))
      setup.minimumInteritemSpacing = CGFloat(g.int(0...30))
      setup.numberOfItems = g.int(1...30)
      let inset = Insets(
        top: 0, left: CGFloat(g.int(0...40)), bottom: 0, right: CGFloat(g.int(0...40)))
      let cross = CGFloat(g.int(150...900))
      let l = FlowLayout(
        setup, effectiveSectionInset: inset, crossExtent: cross, singleItemLineCentred: true)
      let more = FlowLayout(
        {
          var s = setup
          s.numberOfItems = 60
          return s
        }(), effectiveSectionInset: inset,
        crossExtent: cross, singleItemLineCentred: true)
      guard let frames = l.frames(), let full = more.frames() else {
        Issue.record("layout \(n): no frames")
        continue
      }
      let available = cross - inset.left - inset.right
      let w = setup.itemSize.width
      let perLine = l.itemsInFirstLine
      if 2 * w + setup.minimumInteritemSpacing > available {
        for (i, f) in frames.enumerated() {
          #expect(
            abs((f.minX - inset.left) - (inset.left + available - f.maxX)) < 1e-9,
            "layout \(n) item \(i) is not centred: \(f)")
        }
        continue
      }
      for (i, f) in frames.enumerated() {
        // Item i's column is i % perLine; a layout with more items has the
        // same columns, all its lines full but the last.
        let column = full[i % perLine].minX
        #expect(abs(f.minX - column) < 1e-9, "layout \(n) item \(i): \(f.minX), column \(column)")
        if i % perLine == 0 { #expect(f.minX == inset.left, "layout \(n) item \(i)") }
      }
    }
  }

  /// Property: the first line's count of items of one size, counted from
  /// the one size, is the sweep's (the items it places before its second
  /// line), whatever the count (none, open, one size given as a list of
  /// one), the spacing, the room (less than one item) and the direction.
  @Test func firstLineCountOfOneSizeIsTheSweeps() {
    var g = Generator(seed: 0xF1_57)
    for n in 0..<2_000 {
      var setup = FlowLayoutSetup()
      let size = CGSize(width: CGFloat(g.int(1...300)), height: CGFloat(g.int(1...300)))
      if g.bool() { setup.itemSize = size } else { setup.itemSizes = [size] }
      setup.numberOfItems = g.chance(8) ? nil : g.int(-1...40)
      // An open count's first line ends only where the room does: no spacing below 1.
      setup.minimumInteritemSpacing = CGFloat(g.int(setup.numberOfItems == nil ? 1...40 : -5...40))
      setup.scrollDirection = g.bool() ? .vertical : .horizontal
      let inset = Insets(
        top: CGFloat(g.int(0...40)), left: CGFloat(g.int(0...40)), bottom: CGFloat(g.int(0...40)),
        right: CGFloat(g.int(0...40)))
      let l = FlowLayout(
        setup, effectiveSectionInset: inset, crossExtent: CGFloat(g.int(0...1_000)),
        singleItemLineCentred: g.bool())
      var swept = 0
      l.sweep { item, line, _ in
        guard line == 0 else { return false }
        swept = item + 1
        return true
      }
      #expect(l.itemsInFirstLine == swept, "layout \(n): \(setup)")
    }
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
    // Its edges are the hosting view's, the band's outer ones: it reads zero.
    #expect(
      all.fold().safeAreaInsets == DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    // Without the ignore it keeps to the safe area, keyboard and all, and
    // reads the band beyond its edges.
    #expect(
      layout([], keyboard: 300).fold().safeAreaInsets
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
