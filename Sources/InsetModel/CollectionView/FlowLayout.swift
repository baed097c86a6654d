import Foundation

/// `UICollectionViewFlowLayout.SectionInsetReference`.
public enum SectionInsetReference: String, Sendable, Hashable, CaseIterable {
  /// The default: `sectionInset` is measured from the content inset.
  case fromContentInset
  /// `sectionInset` is measured from the safe area.
  case fromSafeArea
  /// `sectionInset` is measured from the layout margins.
  case fromLayoutMargins
}

/// `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
  /// `UICollectionView.ScrollDirection.vertical`, the default: lines run across and the content
  /// scrolls down.
  case vertical
  /// `UICollectionView.ScrollDirection.horizontal`: lines run down and the content scrolls across.
  case horizontal
}

/// What app code sets on a `UICollectionViewFlowLayout` (and how many items
/// the data source has).
public struct FlowLayoutSetup: Sendable, Hashable {
  /// Default `.fromContentInset` ([hdr-uicollectionviewflowlayout]).
  public var sectionInsetReference: SectionInsetReference = .fromContentInset
  /// Default `.zero`.
  public var sectionInset: Insets = .zero
  /// Default `{50, 50}` ([hdr-uicollectionviewflowlayout]).
  public var itemSize = CGSize(width: 50, height: 50)  // [hdr-uicollectionviewflowlayout]: default itemSize 50x50
  /// Default 10 ([hdr-uicollectionviewflowlayout]).
  public var minimumInteritemSpacing: CGFloat = 10  // [hdr-uicollectionviewflowlayout]: default 10
  /// Default 10 ([hdr-uicollectionviewflowlayout]).
  public var minimumLineSpacing: CGFloat = 10  // [hdr-uicollectionviewflowlayout]: default 10
  /// Default `.vertical`.
  public var scrollDirection: ScrollDirection = .vertical
  /// Default `.zero`: no header.
  public var headerReferenceSize: CGSize = .zero
  /// Default `.zero`: no footer.
  public var footerReferenceSize: CGSize = .zero
  /// Items in each section; `nil` is the number of ``itemSizes``, or else
  /// "as many as the question needs": every line full, and no content size.
  public var numberOfItems: Int?
  /// Sizes for items of different sizes, cycled over the items (item `i` is
  /// `itemSizes[i % count]`); `nil` gives every item ``itemSize``.
  public var itemSizes: [CGSize]?
  /// Sections, each with `numberOfItems` items. Default 1.
  public var numberOfSections = 1

  /// Creates UIKit's defaults for a flow layout, as each property's documentation gives them, with
  /// one section.
  public init() {}
}

/// A flow layout, resolved: the effective section inset, how many items a
/// line holds, every item's frame and the content size.
///
/// Lines (Collection View Programming Guide, "Using the Flow Layout";
/// [hdr-uicollectionviewflowlayout], [apple-collectionview-guide]): items fill a line until the next does not fit; the space
/// left over widens the interitem spacing evenly, so the first item is flush
/// with the section's leading edge and the last with its trailing edge; a
/// line is as tall as its tallest item and shorter items are centred in it.
///
/// What real UIKit prints ([openuikit-flowlayout], iOS 26.1 Mac Catalyst, single source):
/// - a last line whose items all have one size is spaced as if it were full
///   (items of that size are added while they fit, and the leftover spread over
///   that full line's gaps), so its items line up with the columns above;
/// - a last line of items of different sizes keeps the minimum spacing from
///   the leading edge;
/// - a line that only one item fits is centred, even when the item is wider
///   than the line (a negative origin; ``Assumptions/singleItemLineCentred``
///   switches the centring off); a lone item on a last line that two would
///   fit is at the leading edge (``Assumptions/loneLastItemCentred`` centres it);
/// - item origins, not sizes, are rounded to the nearest pixel: the nearest
///   half point at scale 2 (``snapScale``; other scales are the named
///   assumption ``Assumptions/flowLayoutSnapScale``).
///
/// The picture, vertical scrolling, in content coordinates:
///
///     x = 0 (content-inset edge)
///     │◄ section.left ►┌──┐ gap ┌──┐ gap ┌──┐◄ section.right ►│
///     │                └──┘     │  │     └──┘                  │  (centred in the line)
///     │                         └──┘                           │  line spacing
///     │                ┌──┐ gap ┌──┐                            │
///     │                └──┘     └──┘  (last line, one size)     │
///
/// - Complexity: one sweep over the items. ``frame(ofItem:inSection:)`` is
///   O(items in a line) when the items have one size, else O(index);
///   ``frames()`` is one sweep, O(n), and allocates its array once.
public struct FlowLayout: Sendable, Hashable {
  /// What app code set on the flow layout.
  public let setup: FlowLayoutSetup
  /// The section inset after the reference is applied, measured from the
  /// content-inset boundary.
  public let effectiveSectionInset: Insets
  /// The content area's length across the scroll direction (its width when
  /// scrolling vertically).
  public let crossExtent: CGFloat
  /// Whether a line that only one item fits is centred.
  public let singleItemLineCentred: Bool
  /// The scale whose pixel grid item origins are rounded to (2: the nearest
  /// half point); `nil` leaves them exact. Sizes and the content size are
  /// never rounded.
  public let snapScale: CGFloat?
  /// Whether a lone item on a last line that more would fit is centred
  /// (``Assumptions/loneLastItemCentred``; UIKit on iOS 26.1 does not).
  public let loneLastItemCentred: Bool

  /// Lays out `setup` in a content area `crossExtent` long across the scroll
  /// direction, rounding item origins to the pixel grid of `snapScale` when
  /// one is given.
  ///
  ///     var setup = FlowLayoutSetup()
  ///     setup.itemSize = CGSize(width: 80, height: 40)
  ///     setup.numberOfItems = 3
  ///     FlowLayout(
  ///       setup, effectiveSectionInset: Insets(top: 0, left: 12, bottom: 0, right: 12),
  ///       crossExtent: 375, singleItemLineCentred: true, snapScale: 2
  ///     ).frame(ofItem: 1)
  ///     // {{102.5, 0}, {80, 40}}: 102.333 rounded to the half point
  public init(
    _ setup: FlowLayoutSetup, effectiveSectionInset: Insets, crossExtent: CGFloat,
    singleItemLineCentred: Bool, snapScale: CGFloat? = nil, loneLastItemCentred: Bool = false
  ) {
    self.setup = setup
    self.effectiveSectionInset = effectiveSectionInset
    self.crossExtent = crossExtent
    self.singleItemLineCentred = singleItemLineCentred
    self.snapScale = snapScale
    self.loneLastItemCentred = loneLastItemCentred
  }

  /// The section inset after the reference: per edge, the distance from the
  /// bounds edge is `max(adjustedContentInset, reference + sectionInset)`,
  /// then measured back from the content-inset boundary. "Content inset will
  /// always be respected at a minimum" ([hdr-uicollectionviewflowlayout]).
  ///
  /// The example is an iPhone X in landscape, values as resolved in
  /// `Scenarios/collection-view.md` ("fromSafeArea: clear of it"):
  ///
  ///     FlowLayout.effectiveSectionInset(
  ///       sectionInset: .zero, reference: .fromSafeArea,
  ///       adjustedContentInset: Insets(top: 0, left: 0, bottom: 21, right: 0),
  ///       safeAreaInsets: Insets(top: 0, left: 44, bottom: 21, right: 44),
  ///       layoutMargins: Insets(top: 8, left: 52, bottom: 29, right: 52))
  ///     // {0, 44, 0, 44}
  @inlinable
  public static func effectiveSectionInset(
    sectionInset: Insets, reference: SectionInsetReference, adjustedContentInset a: Insets,
    safeAreaInsets: Insets, layoutMargins: Insets
  ) -> Insets {
    let base: Insets
    switch reference {
    case .fromContentInset: return sectionInset
    case .fromSafeArea: base = safeAreaInsets
    case .fromLayoutMargins: base = layoutMargins
    }
    return Insets.max(a, base + sectionInset) - a
  }

  // MARK: Queries

  /// Items in the first line of a section.
  public var itemsInFirstLine: Int {
    let n = itemCount ?? (FlowLayout.itemCountLimit + 1)
    guard n > 0 else { return 0 }
    if let size = uniformSize { return itemsInLine(of: size, upTo: n) }
    var count = 0
    _ = sweep { item, line, _ in
      guard line == 0 else { return false }
      count = item + 1
      return true
    }
    return count
  }

  /// The frame of item `index` of `section`, in content coordinates; `nil`
  /// past the last item or section.
  public func frame(ofItem index: Int, inSection section: Int = 0) -> CGRect? {
    guard index >= 0, section >= 0, section < setup.numberOfSections else { return nil }
    if let n = itemCount, index >= n { return nil }
    // An open count has no last item; the sweep stops at the index asked for,
    // which is bounded so that a question cannot run away.
    if itemCount == nil, index > FlowLayout.itemCountLimit { return nil }
    let offset: CGFloat
    if section == 0 {
      offset = 0
    } else {
      guard let length = sectionLength else { return nil }
      offset = CGFloat(section) * length
    }
    // Lines of one size are alike: the sweep starts at the item's line, so
    // that a question costs O(items in a line), not O(index), and a row
    // asking for every item's frame is linear in its items. Items of
    // several sizes are swept from the first line.
    let perLine = uniformSize != nil && index > 0 ? max(1, itemsInFirstLine) : 0
    var found: CGRect?
    sweep(
      { item, _, frame in
        guard item <= index else { return false }
        if item == index { found = frame }
        return item < index
      }, sizes: setup.itemSizes ?? [], itemSize: setup.itemSize,
      fromLine: perLine > 0 ? index / perLine : 0, perLine: perLine)
    // Not `found.map { shifted(…) }`: a closure that captures the layout
    // copied it.
    guard let found else { return nil }
    return shifted(found, by: offset)
  }

  /// `collectionViewContentSize`: all sections along the scroll direction,
  /// the content area across it. `nil` when the item count is open.
  public var contentSize: CGSize? {
    guard let length = sectionLength else { return nil }
    let total = length * CGFloat(setup.numberOfSections)
    return setup.scrollDirection == .vertical
      ? CGSize(width: crossExtent, height: total) : CGSize(width: total, height: crossExtent)
  }

  /// Every item's frame in section order; `nil` when the count is open, or
  /// when all sections together hold more than ``itemCountLimit`` items.
  /// O(n); the array is allocated once.
  public func frames() -> [CGRect]? {
    guard let n = itemCount, n >= 0, setup.numberOfSections >= 1 else { return nil }
    let (total, overflow) = n.multipliedReportingOverflow(by: setup.numberOfSections)
    guard !overflow, total <= FlowLayout.itemCountLimit else { return nil }
    var first: [CGRect] = []
    first.reserveCapacity(total)
    // One sweep gives section 0's frames and, at its end, the section's length.
    let length = sweep { _, _, frame in
      first.append(frame)
      return true
    }
    for section in 1..<max(1, setup.numberOfSections) {
      for i in 0..<n { first.append(shifted(first[i], by: CGFloat(section) * length)) }
    }
    return first
  }

  // MARK: The sweep

  /// Items per section: `numberOfItems`, else the number of `itemSizes`, else open.
  // Not `map(\.count)`: a key path used as a function is applied through
  // the runtime, which copies the layout and counts a reference to the
  // shared key path object at every call.
  public var itemCount: Int? { setup.numberOfItems ?? setup.itemSizes.map { $0.count } }

  /// The size of item `i`: `itemSizes` cycled, else `itemSize`.
  @inlinable
  func size(ofItem i: Int) -> CGSize {
    guard let sizes = setup.itemSizes, !sizes.isEmpty else { return setup.itemSize }
    return sizes[i % sizes.count]
  }

  /// A section's length along the scroll direction, when the item count is known.
  ///
  /// Items of one size fill every line but the last alike, so the length
  /// follows from the first line's count without placing every item: O(items
  /// in a line) rather than O(items). Items of several sizes are swept.
  var sectionLength: CGFloat? {
    guard let n = itemCount else { return nil }
    guard let size = uniformSize, n > 0 else { return sweep { _, _, _ in true } }
    let g = Axes(setup: setup, inset: effectiveSectionInset)
    let perLine = itemsInLine(of: size, upTo: n)
    let lines = CGFloat((n + perLine - 1) / perLine)
    let body = lines * g.main(size) + (lines - 1) * setup.minimumLineSpacing
    return g.headerMain + g.mainStart + body + g.mainEnd + g.footerMain
  }

  /// How many items of one `size` a line holds, at most `count` (1 at
  /// least): the first line, filled as the sweep fills it, one item and
  /// then each next one while it fits.
  func itemsInLine(of size: CGSize, upTo count: Int) -> Int {
    let g = Axes(setup: setup, inset: effectiveSectionInset)
    let available = crossExtent - g.crossStart - g.crossEnd
    let cross = g.cross(size)
    var perLine = 1
    var used = cross
    while perLine < count {
      let needed = used + setup.minimumInteritemSpacing + cross
      if needed > available { break }
      used = needed
      perLine += 1
    }
    return perLine
  }

  /// The one size every item has, when they all have one.
  var uniformSize: CGSize? {
    guard let sizes = setup.itemSizes, !sizes.isEmpty else { return setup.itemSize }
    return sizes.count == 1 ? sizes[0] : nil
  }

  /// The most items a section may hold, and the largest item index asked of
  /// an open count. The layout places items one by one, as UIKit's flow
  /// layout does, so a section's cost grows with its items; a million keeps
  /// the slowest question (the last item's frame, or the content size) within
  /// a few milliseconds. ``LayoutScene/problems()`` reports a larger count.
  public static let itemCountLimit = 1_000_000

  /// The most sections a layout may hold. Sections repeat section 0, so
  /// their number costs nothing but in ``frames()``, which is `nil` past
  /// ``itemCountLimit`` frames in all.
  public static let sectionCountLimit = 1_000_000

  /// Lays out section 0 line by line, calling `visit(item, line, frame)` for
  /// each item in order until it returns `false`. Returns the section's
  /// length along the scroll direction (header to footer) when the sweep ran
  /// to the end. With an open count the sweep goes on until `visit` stops it.
  @discardableResult
  func sweep(_ visit: (Int, Int, CGRect) -> Bool) -> CGFloat {
    // The item sizes are read from one array, unwrapped once for the whole
    // sweep (``size(ofItem:)`` unwraps the optional array, and counts a
    // reference to it, at every call, three times an item), and the sweep is
    // called here rather than in a closure (which copied the layout, its
    // setup and each of its references, at every question).
    sweep(visit, sizes: setup.itemSizes ?? [], itemSize: setup.itemSize)
  }

  /// ``sweep(_:)`` with the item sizes given by `sizes` (cycled), or
  /// `itemSize` when it is empty: read in the loop, not through a closure
  /// called twice an item.
  ///
  /// A layout whose items all have one size places line `L` at
  /// `L × (thickness + minimumLineSpacing)` past the section's start, not at
  /// a sum carried line to line, so that a sweep may start at any line
  /// (`fromLine`, with the `perLine` items every full line holds) and place
  /// it exactly as a sweep from the first line does.
  @discardableResult
  private func sweep(
    _ visit: (Int, Int, CGRect) -> Bool, sizes: [CGSize], itemSize: CGSize, fromLine: Int = 0,
    perLine: Int = 0
  ) -> CGFloat {
    @inline(__always) func size(_ i: Int) -> CGSize {
      sizes.isEmpty ? itemSize : sizes[i % sizes.count]
    }
    let g = Axes(setup: setup, inset: effectiveSectionInset)
    let available = crossExtent - g.crossStart - g.crossEnd
    let spacing = setup.minimumInteritemSpacing
    let limit = itemCount ?? (FlowLayout.itemCountLimit + 1)
    let start = g.headerMain + g.mainStart
    var mainCursor = start
    // Lines of one thickness: one pitch from line to line.
    let pitch: CGFloat? =
      sizes.count <= 1
      ? g.main(sizes.first ?? itemSize) + setup.minimumLineSpacing : nil
    var line = pitch == nil ? 0 : fromLine
    var first = line * perLine
    var anyLine = false
    while first < limit {
      // Fill the line: items until the next one does not fit (one at least),
      // noting whether they all have the first one's size.
      let firstSize = size(first)
      var end = first
      var used: CGFloat = 0
      var thickness: CGFloat = 0
      var uniform = true
      while end < limit {
        let itemSize = size(end)
        let s = g.cross(itemSize)
        let needed = end == first ? s : used + spacing + s
        if end > first && needed > available { break }
        if itemSize != firstSize { uniform = false }
        used = needed
        thickness = max(thickness, g.main(itemSize))
        end += 1
      }
      let count = end - first
      let spread = FlowLayout.lineSpread(
        count: count, used: used, itemLength: g.cross(firstSize), spacing: spacing,
        available: available, isLast: end >= limit, uniform: uniform)
      var crossCursor = g.crossStart
      if spread.centred ? singleItemLineCentred : (count == 1 && loneLastItemCentred) {
        crossCursor = g.crossStart + (available - g.cross(firstSize)) / 2
      }
      if let pitch {
        mainCursor = start + CGFloat(line) * pitch
      } else if anyLine {
        mainCursor += setup.minimumLineSpacing
      }
      for item in first..<end {
        let s = size(item)
        let itemMain = g.main(s)
        let frame = g.rect(
          cross: snapped(crossCursor), main: snapped(mainCursor + (thickness - itemMain) / 2),
          size: s)
        if !visit(item, line, frame) { return .nan }
        crossCursor += g.cross(s) + spread.gap
      }
      mainCursor += thickness
      anyLine = true
      first = end
      line += 1
    }
    return mainCursor + g.mainEnd + g.footerMain
  }

  /// How a line's items are spread across it: the gap between neighbours, and
  /// whether its one item is centred ([openuikit-flowlayout]).
  ///
  /// - A line that is not the last is justified: the leftover widens its gaps
  ///   evenly; a line of one item (the next did not fit) is centred.
  /// - A last line whose items all have one size is spaced as if it were full:
  ///   items of that size are added while they fit, and the gap is that full
  ///   line's; when only one fits, it is centred.
  /// - A last line of items of different sizes keeps `spacing`.
  ///
  /// `used` is the line's items' lengths plus `spacing` between them;
  /// `itemLength` is the first item's length across the line.
  @inlinable
  static func lineSpread(
    count: Int, used: CGFloat, itemLength: CGFloat, spacing: CGFloat, available: CGFloat,
    isLast: Bool, uniform: Bool
  ) -> (gap: CGFloat, centred: Bool) {
    guard count >= 1 else { return (spacing, false) }
    if !isLast {
      guard count > 1 else { return (spacing, true) }
      let sum = used - CGFloat(count - 1) * spacing
      return ((available - sum) / CGFloat(count - 1), false)
    }
    guard uniform else { return (spacing, false) }
    // The full line's count: the items there are, and as many more of the
    // same length as still fit. Counted in floating point, so that tiny items
    // in a vast line cannot overflow an integer.
    let step = spacing + itemLength
    var full = CGFloat(count)
    if step > 0 {
      let more = ((available - used) / step).rounded(.down)
      if more.isFinite && more > 0 { full += more }
    }
    guard full > 1 else { return (spacing, true) }
    let gap = (available - full * itemLength) / (full - 1)
    return (gap.isFinite ? gap : spacing, false)
  }

  /// `value` rounded to the nearest pixel of ``snapScale`` (ties away from
  /// zero: 131.75 is 132 at scale 2, as UIKit prints it); `value` itself
  /// without a scale.
  @inlinable
  func snapped(_ value: CGFloat) -> CGFloat {
    guard let scale = snapScale, scale > 0, scale.isFinite else { return value }
    let rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    return rounded.isFinite ? rounded : value
  }

  func shifted(_ frame: CGRect, by offset: CGFloat) -> CGRect {
    setup.scrollDirection == .vertical
      ? frame.offsetBy(dx: 0, dy: offset) : frame.offsetBy(dx: offset, dy: 0)
  }

  /// The layout's lengths named along and across the scroll direction.
  struct Axes {
    var vertical: Bool
    var crossStart, crossEnd, mainStart, mainEnd, headerMain, footerMain: CGFloat

    // Borrowed: an initialiser's argument is its own copy otherwise, and
    // the setup's item sizes are a counted reference.
    init(setup: borrowing FlowLayoutSetup, inset e: Insets) {
      vertical = setup.scrollDirection == .vertical
      if vertical {
        (crossStart, crossEnd, mainStart, mainEnd) = (e.left, e.right, e.top, e.bottom)
        (headerMain, footerMain) = (
          setup.headerReferenceSize.height, setup.footerReferenceSize.height
        )
      } else {
        (crossStart, crossEnd, mainStart, mainEnd) = (e.top, e.bottom, e.left, e.right)
        (headerMain, footerMain) = (
          setup.headerReferenceSize.width, setup.footerReferenceSize.width
        )
      }
    }

    func cross(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
    func main(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
    func rect(cross: CGFloat, main: CGFloat, size: CGSize) -> CGRect {
      vertical
        ? CGRect(x: cross, y: main, width: size.width, height: size.height)
        : CGRect(x: main, y: cross, width: size.width, height: size.height)
    }
  }
}

/// A flow layout, resolved: the numbers it derives from the collection
/// view's insets. Its items, which need the scene's item sizes, are those of
/// the ``FlowLayout`` that ``LayoutScene/flowLayout(in:)`` gives.
public struct FlowLayoutResolution: Sendable, Hashable {
  /// The section inset after the reference is applied, measured from the
  /// content-inset boundary.
  public var effectiveSectionInset: Insets
  /// The content area's length across the scroll direction.
  public var crossExtent: CGFloat
  /// Whether a line that only one item fits is centred
  /// (``Assumptions/singleItemLineCentred``).
  public var singleItemLineCentred: Bool
  /// The scale whose pixel grid item origins are rounded to: the screen's,
  /// unless ``Assumptions/flowLayoutSnapScale`` pins one; `nil` leaves them exact.
  public var snapScale: CGFloat?
  /// Whether a lone item on a last line that more would fit is centred
  /// (``Assumptions/loneLastItemCentred``).
  public var loneLastItemCentred: Bool

  /// Creates the flow layout's derived numbers; ``FlowLayoutRules`` derives them.
  public init(
    effectiveSectionInset: Insets, crossExtent: CGFloat, singleItemLineCentred: Bool,
    snapScale: CGFloat? = nil, loneLastItemCentred: Bool = false
  ) {
    self.effectiveSectionInset = effectiveSectionInset
    self.crossExtent = crossExtent
    self.singleItemLineCentred = singleItemLineCentred
    self.snapScale = snapScale
    self.loneLastItemCentred = loneLastItemCentred
  }
}

/// How a collection view's flow layout takes its insets.
public enum FlowLayoutRules {
  /// The flow layout's numbers from the collection view's insets, reported
  /// to `tracer` (with the layout's lines and content size when it keeps
  /// steps). `scale` is the screen's: item origins are rounded to its pixel
  /// grid unless ``Assumptions/flowLayoutSnapScale`` pins another.
  ///
  /// - Complexity: O(1) without a recording tracer; with one, a sweep over
  ///   the items.
  @inlinable
  public static func resolve<Tracer: DerivationTracer>(
    _ flow: FlowLayoutSetup, frameSize: CGSize, adjustedContentInset adjusted: Insets,
    safeAreaInsets: Insets, layoutMargins: Insets, scale: CGFloat, assumptions: Assumptions,
    tracer: inout Tracer
  ) -> FlowLayoutResolution {
    let effective = FlowLayout.effectiveSectionInset(
      sectionInset: flow.sectionInset, reference: flow.sectionInsetReference,
      adjustedContentInset: adjusted, safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins)
    let cross =
      flow.scrollDirection == .vertical
      ? frameSize.width - adjusted.horizontal : frameSize.height - adjusted.vertical
    let snapScale = assumptions.flowLayoutSnapScale ?? scale
    let resolved = FlowLayoutResolution(
      effectiveSectionInset: effective, crossExtent: cross,
      singleItemLineCentred: assumptions.singleItemLineCentred, snapScale: snapScale,
      loneLastItemCentred: assumptions.loneLastItemCentred)
    guard Tracer.isRecording else { return resolved }
    tracer.record(
      .effectiveSectionInset, effective,
      rule: "max(adjustedContentInset \(adjusted), \(flow.sectionInsetReference.rawValue) + "
        + "sectionInset \(flow.sectionInset)) - adjustedContentInset",
      facts: [Facts.sectionInsetReference],
      inputs: [.adjustedContentInset, .safeAreaInsets, .layoutMargins])
    let layout = FlowLayout(
      flow, effectiveSectionInset: effective, crossExtent: cross,
      singleItemLineCentred: assumptions.singleItemLineCentred, snapScale: snapScale,
      loneLastItemCentred: assumptions.loneLastItemCentred)
    tracer.record(
      .itemsPerLine, CGFloat(layout.itemsInFirstLine),
      rule: "items of \(GeometryNotation.format(flow.itemSize)) with at least "
        + "\(PointNotation.format(flow.minimumInteritemSpacing)) between them in "
        + "\(PointNotation.format(cross)) less the section inset; a last line of one size "
        + "spaced as if full, a line only one item fits "
        + (assumptions.singleItemLineCentred ? "centred" : "at the leading edge")
        + "; origins rounded to 1/\(PointNotation.format(snapScale)) pt",
      facts: [
        Facts.flowLayoutLines, Facts.flowLayoutDefaults, Facts.flowLayoutLastLine,
        Facts.singleItemLine, Facts.loneLastItem, Facts.flowLayoutSnapping,
        Facts.flowLayoutSnapScale,
      ],
      inputs: [.effectiveSectionInset])
    if let size = layout.contentSize {
      tracer.record(
        .collectionViewContentSize, size,
        rule:
          "\(flow.numberOfSections) section(s) of \(layout.itemCount ?? 0) items along the scroll "
          + "direction, the content area across it",
        facts: [Facts.flowLayoutLines], inputs: [.itemsPerLine])
    }
    return resolved
  }
}
