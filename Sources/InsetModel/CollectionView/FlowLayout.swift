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
  case vertical, horizontal
}

/// What app code sets on a `UICollectionViewFlowLayout` (and how many items
/// the data source has).
public struct FlowLayoutSetup: Sendable, Hashable {
  /// Default `.fromContentInset` (HDR UICollectionViewFlowLayout.h).
  public var sectionInsetReference: SectionInsetReference = .fromContentInset
  /// Default `.zero`.
  public var sectionInset: EdgeInsets = .zero
  /// Default `{50, 50}` (HDR UICollectionViewFlowLayout.h).
  public var itemSize = CGSize(width: 50, height: 50)  // HDR: default itemSize 50x50
  /// Default 10 (HDR UICollectionViewFlowLayout.h).
  public var minimumInteritemSpacing: CGFloat = 10  // HDR: default 10
  /// Default 10 (HDR UICollectionViewFlowLayout.h).
  public var minimumLineSpacing: CGFloat = 10  // HDR: default 10
  /// Default `.vertical`.
  public var scrollDirection: ScrollDirection = .vertical
  /// Default `.zero`: no header.
  public var headerReferenceSize: CGSize = .zero
  /// Default `.zero`: no footer.
  public var footerReferenceSize: CGSize = .zero
  /// Items in each section; `nil` is "as many as the question needs": every
  /// line full, and no content size.
  public var numberOfItems: Int?
  /// Sections, each with `numberOfItems` items. Default 1.
  public var numberOfSections = 1

  public init() {}
}

/// A flow layout of equally sized items, resolved: the effective section
/// inset, how many items a line holds, every item's frame and the content size.
///
/// Lines (Collection View Programming Guide, "Using the Flow Layout";
/// uikit-facts §6): items fill a line until the next does not fit; the space
/// left over widens the interitem spacing evenly, so the first item is flush
/// with the section's leading edge and the last with its trailing edge; the
/// last line, when not full, keeps the minimum spacing from the leading edge
/// (single-source); a line with one item is centred (widely reported; the
/// named assumption ``Assumptions/singleItemLineCentred``).
///
/// The picture, vertical scrolling, in content coordinates:
///
///     x = 0 (content-inset edge)
///     │◄ section.left ►┌──┐ gap ┌──┐ gap ┌──┐◄ section.right ►│
///     │                └──┘     └──┘     └──┘                  │  line spacing
///     │                ┌──┐ min ┌──┐                            │
///     │                └──┘     └──┘  (last line)               │
///
/// - Complexity: ``frame(ofItem:inSection:)`` is O(1); ``frames()`` is O(n)
///   and allocates its array once.
public struct FlowLayout: Sendable, Hashable {
  public let setup: FlowLayoutSetup
  /// The section inset after the reference is applied, measured from the
  /// content-inset boundary.
  public let effectiveSectionInset: EdgeInsets
  /// The content area's length across the scroll direction (its width when
  /// scrolling vertically).
  public let crossExtent: CGFloat
  /// How many items a full line holds.
  public let itemsPerLine: Int
  /// Whether a line holding one item is centred.
  public let singleItemLineCentred: Bool

  /// Lays out `setup` in a content area `crossExtent` long across the scroll
  /// direction.
  public init(
    _ setup: FlowLayoutSetup, effectiveSectionInset: EdgeInsets, crossExtent: CGFloat,
    singleItemLineCentred: Bool
  ) {
    self.setup = setup
    self.effectiveSectionInset = effectiveSectionInset
    self.crossExtent = crossExtent
    self.singleItemLineCentred = singleItemLineCentred
    let geometry = Axes(setup: setup, inset: effectiveSectionInset)
    let available = crossExtent - geometry.crossStart - geometry.crossEnd
    let step = geometry.itemCross + setup.minimumInteritemSpacing
    // An item wider than the line still gets a line of its own.
    if step > 0, available >= geometry.itemCross {
      let fit = ((available + setup.minimumInteritemSpacing) / step).rounded(.down)
      itemsPerLine = fit >= CGFloat(Int32.max) ? Int(Int32.max) : max(1, Int(fit))
    } else {
      itemsPerLine = 1
    }
  }

  /// The section inset after the reference: per edge, the distance from the
  /// bounds edge is `max(adjustedContentInset, reference + sectionInset)`,
  /// then measured back from the content-inset boundary. "Content inset will
  /// always be respected at a minimum" (HDR UICollectionViewFlowLayout.h).
  ///
  ///     FlowLayout.effectiveSectionInset(
  ///       sectionInset: .zero, reference: .fromSafeArea,
  ///       adjustedContentInset: EdgeInsets(top: 0, left: 0, bottom: 21, right: 0),
  ///       safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
  ///       layoutMargins: EdgeInsets(top: 8, left: 52, bottom: 29, right: 52))
  ///     // {0, 44, 0, 44}
  @inlinable
  public static func effectiveSectionInset(
    sectionInset: EdgeInsets, reference: SectionInsetReference, adjustedContentInset a: EdgeInsets,
    safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets
  ) -> EdgeInsets {
    let base: EdgeInsets
    switch reference {
    case .fromContentInset: return sectionInset
    case .fromSafeArea: base = safeAreaInsets
    case .fromLayoutMargins: base = layoutMargins
    }
    return EdgeInsets.max(a, base + sectionInset) - a
  }

  /// The number of items in `line` of a section (all lines full when the
  /// item count is open).
  @inlinable
  func count(inLine line: Int) -> Int {
    guard let n = setup.numberOfItems else { return itemsPerLine }
    return max(0, min(itemsPerLine, n - line * itemsPerLine))
  }

  /// Items in the first line.
  public var itemsInFirstLine: Int { count(inLine: 0) }

  /// Lines in a section, when the item count is known.
  public var linesPerSection: Int? {
    setup.numberOfItems.map { ($0 + itemsPerLine - 1) / itemsPerLine }
  }

  /// A section's length along the scroll direction, when the item count is known.
  var sectionLength: CGFloat? {
    guard let lines = linesPerSection else { return nil }
    let g = Axes(setup: setup, inset: effectiveSectionInset)
    let items =
      lines > 0
      ? CGFloat(lines) * g.itemMain + CGFloat(lines - 1) * setup.minimumLineSpacing : 0
    return g.headerMain + g.mainStart + items + g.mainEnd + g.footerMain
  }

  /// `collectionViewContentSize`: all sections along the scroll direction,
  /// the content area across it. `nil` when the item count is open.
  public var contentSize: CGSize? {
    guard let length = sectionLength else { return nil }
    let total = length * CGFloat(setup.numberOfSections)
    return setup.scrollDirection == .vertical
      ? CGSize(width: crossExtent, height: total) : CGSize(width: total, height: crossExtent)
  }

  /// The frame of item `index` of `section`, in content coordinates; `nil`
  /// past the last item or section.
  public func frame(ofItem index: Int, inSection section: Int = 0) -> CGRect? {
    guard index >= 0, section >= 0, section < setup.numberOfSections else { return nil }
    if let n = setup.numberOfItems, index >= n { return nil }
    if section > 0, sectionLength == nil { return nil }
    let g = Axes(setup: setup, inset: effectiveSectionInset)
    let line = index / itemsPerLine
    let position = index % itemsPerLine
    let inLine = count(inLine: line)
    let available = crossExtent - g.crossStart - g.crossEnd
    let cross: CGFloat
    if inLine == 1 && singleItemLineCentred {
      cross = g.crossStart + (available - g.itemCross) / 2
    } else if inLine == itemsPerLine && inLine > 1 {
      let gap = (available - CGFloat(inLine) * g.itemCross) / CGFloat(inLine - 1)
      cross = g.crossStart + CGFloat(position) * (g.itemCross + gap)
    } else {
      cross = g.crossStart + CGFloat(position) * (g.itemCross + setup.minimumInteritemSpacing)
    }
    let sectionStart = CGFloat(section) * (sectionLength ?? 0)
    let main =
      sectionStart + g.headerMain + g.mainStart
      + CGFloat(line) * (g.itemMain + setup.minimumLineSpacing)
    return setup.scrollDirection == .vertical
      ? CGRect(x: cross, y: main, width: g.itemCross, height: g.itemMain)
      : CGRect(x: main, y: cross, width: g.itemMain, height: g.itemCross)
  }

  /// Every item's frame in section order, or `nil` when the count is open.
  /// O(n); the array is allocated once.
  public func frames() -> [CGRect]? {
    guard let n = setup.numberOfItems else { return nil }
    var result: [CGRect] = []
    result.reserveCapacity(n * setup.numberOfSections)
    for section in 0..<setup.numberOfSections {
      for item in 0..<n {
        if let frame = frame(ofItem: item, inSection: section) { result.append(frame) }
      }
    }
    return result
  }

  /// The layout's lengths named along and across the scroll direction.
  struct Axes {
    var itemCross, itemMain, crossStart, crossEnd, mainStart, mainEnd, headerMain,
      footerMain: CGFloat

    init(setup: FlowLayoutSetup, inset e: EdgeInsets) {
      if setup.scrollDirection == .vertical {
        (itemCross, itemMain) = (setup.itemSize.width, setup.itemSize.height)
        (crossStart, crossEnd, mainStart, mainEnd) = (e.left, e.right, e.top, e.bottom)
        (headerMain, footerMain) = (
          setup.headerReferenceSize.height, setup.footerReferenceSize.height
        )
      } else {
        (itemCross, itemMain) = (setup.itemSize.height, setup.itemSize.width)
        (crossStart, crossEnd, mainStart, mainEnd) = (e.top, e.bottom, e.left, e.right)
        (headerMain, footerMain) = (
          setup.headerReferenceSize.width, setup.footerReferenceSize.width
        )
      }
    }
  }
}
