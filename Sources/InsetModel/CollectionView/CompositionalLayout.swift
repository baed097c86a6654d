import Foundation

// MARK: Compositional layout geometry

/// What a compositional layout reads of its collection view.
public struct CompositionalEnvironment: Sendable, Hashable {
  /// The collection view's bounds size.
  public var boundsSize: CGSize
  /// Its `adjustedContentInset`.
  public var adjustedContentInset: Insets
  /// Its `safeAreaInsets`.
  public var safeAreaInsets: Insets
  /// Its `layoutMargins`, as read back.
  public var layoutMargins: Insets
  /// Its `readableContentGuide.layoutFrame`, in its bounds.
  public var readableContentGuide: CGRect
  /// The collection view's effective layout direction: in right-to-left the layout is mirrored.
  public var direction: UserInterfaceLayoutDirection
  /// The iOS version, for what changed between versions (`contentInsetsReference` from iOS 14,
  /// `supplementaryContentInsetsReference` from iOS 16, a list's header padding from iOS 15).
  public var iOSVersion: CGFloat
  /// Points to pixels, for a list's separator.
  public var scale: CGFloat
  /// The system minimum side margin (16 or 20), a list cell's least margin.
  public var systemMinimumSideMargin: CGFloat

  /// Creates the environment; each parameter sets the property of the same name.
  public init(
    boundsSize: CGSize, adjustedContentInset: Insets, safeAreaInsets: Insets,
    layoutMargins: Insets, readableContentGuide: CGRect, direction: UserInterfaceLayoutDirection,
    iOSVersion: CGFloat, scale: CGFloat, systemMinimumSideMargin: CGFloat
  ) {
    self.boundsSize = boundsSize
    self.adjustedContentInset = adjustedContentInset
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.readableContentGuide = readableContentGuide
    self.direction = direction
    self.iOSVersion = iOSVersion
    self.scale = scale
    self.systemMinimumSideMargin = systemMinimumSideMargin
  }
}

/// A compositional layout, resolved: plain numbers, from which every item's
/// frame, the headers and the content size follow in O(1).
///
/// The picture, one vertical section in content coordinates (x = 0 is the
/// content-inset boundary; `reference` is what the section's
/// `contentInsetsReference` asks beyond the content inset):
///
///     │◄ reference ►│◄ contentInsets.leading ►┌───── group ─────┐
///     ├─ header (padding above it in a list) ──────────────────────┤
///     │                  contentInsets.top                         │
///     │                         ┌item┐ spacing ┌item┐ …            │
///     │                  interGroupSpacing                         │
///     │                         ┌item┐ …                           │
///     │                  contentInsets.bottom, then the footer     │
///
/// - Complexity: every query is O(1); nothing allocates.
public struct CompositionalLayout: Sendable, Hashable {
  /// The layout container's `contentSize`: the bounds inside the adjusted
  /// content inset.
  public var containerSize: CGSize
  /// The reference the sections' content insets resolved to.
  public var reference: ContentInsetsReference
  /// The reference the boundary items resolved to.
  public var supplementaryReference: ContentInsetsReference
  /// The section's content area from the container's edges: the reference's
  /// left and right beyond the content inset plus `contentInsets`, and
  /// `contentInsets` at top and bottom (absolute).
  public var sectionInsets: Insets
  /// The boundary items' left and right insets from the container's edges.
  public var supplementaryInsets: Insets
  /// The container's insets under the configuration's reference, for the
  /// environment's `effectiveContentSize`.
  public var containerInsets: Insets
  /// The group's size.
  public var groupSize: CGSize
  /// An item's size before its content insets.
  public var itemSize: CGSize
  /// Items in a group.
  public var itemsPerGroup: Int
  /// The group's `interItemSpacing` (`.fixed`) between items.
  public var interItemSpacing: CGFloat
  /// The section's `interGroupSpacing` between groups.
  public var interGroupSpacing: CGFloat
  /// The configuration's `interSectionSpacing` between sections.
  public var interSectionSpacing: CGFloat
  /// The item's content insets (absolute), zero on estimated axes.
  public var itemContentInsets: Insets
  /// The padding above a list's header, 0 without one.
  public var headerTopPadding: CGFloat
  /// The boundary header's height, 0 without one.
  public var headerHeight: CGFloat
  /// The boundary footer's height, 0 without one.
  public var footerHeight: CGFloat
  /// Whether the section has a boundary header: a list's in `.supplementary` header mode, or one
  /// given by height (``CompositionalLayoutSetup/hasBoundaryHeader``).
  public var hasHeader: Bool
  /// Whether the section has a boundary footer.
  public var hasFooter: Bool
  /// The section's `orthogonalScrollingBehavior`: with any but `.none`, its groups lie across in
  /// one row.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// Items in each section; `nil` is open.
  public var itemCount: Int?
  /// The number of sections, each laid out alike.
  public var sectionCount: Int
  /// The layout direction: frames are laid out left to right and mirrored in right-to-left.
  public var direction: UserInterfaceLayoutDirection
  /// Whether the items have sizes (a list's, or the given item and group
  /// sizes); without them there are no item frames and no content size.
  public var hasItemSizes = true
  /// The item's fixed edge spacing (absolute): space kept around each item in
  /// its group, before its content insets.
  public var edgeSpacing: Insets = .zero

  /// The section's content width.
  @inlinable public var contentWidth: CGFloat {
    containerSize.width - sectionInsets.left - sectionInsets.right
  }

  /// The environment's `container.effectiveContentSize`: the container less
  /// the configuration reference's insets across the scroll direction.
  @inlinable public var effectiveContentSize: CGSize {
    CGSize(
      width: containerSize.width - containerInsets.left - containerInsets.right,
      height: containerSize.height)
  }

  /// Groups in a section of `items` items.
  func groups(_ items: Int) -> Int { items <= 0 ? 0 : (items - 1) / itemsPerGroup + 1 }

  /// A section's content height (between its top and bottom content insets).
  func contentHeight(items: Int) -> CGFloat {
    let n = groups(items)
    guard n > 0 else { return 0 }
    if orthogonalScrollingBehavior != .none { return groupSize.height }
    return CGFloat(n) * groupSize.height + CGFloat(n - 1) * interGroupSpacing
  }

  /// Where a section's content starts below its top.
  var contentTop: CGFloat { headerTopPadding + headerHeight + sectionInsets.top }

  /// A section's height, when the item count is known.
  public var sectionHeight: CGFloat? {
    guard hasItemSizes else { return nil }
    return itemCount.map {
      contentTop + contentHeight(items: $0) + sectionInsets.bottom + footerHeight
    }
  }

  /// Where section `s` starts; `nil` past the first when the count is open.
  func sectionTop(_ s: Int) -> CGFloat? {
    if s == 0 { return 0 }
    return sectionHeight.map { CGFloat(s) * ($0 + interSectionSpacing) }
  }

  /// A frame laid out left to right, mirrored in right-to-left.
  func placed(_ r: CGRect) -> CGRect {
    guard direction == .rightToLeft else { return r }
    return CGRect(
      x: containerSize.width - r.maxX, y: r.minY, width: r.width, height: r.height)
  }

  /// The frame of item `index` of `section` in content coordinates; `nil`
  /// past the last item or section.
  public func frame(ofItem index: Int, inSection section: Int = 0) -> CGRect? {
    guard hasItemSizes, index >= 0, section >= 0, section < sectionCount else { return nil }
    if let n = itemCount, index >= n { return nil }
    guard let top = sectionTop(section) else { return nil }
    let g = index / itemsPerGroup
    let k = index % itemsPerGroup
    var gx = sectionInsets.left
    var gy = top + contentTop
    if orthogonalScrollingBehavior == .none {
      gy += CGFloat(g) * (groupSize.height + interGroupSpacing)
    } else {
      let centring =
        orthogonalScrollingBehavior == .groupPagingCentered
        ? max(0, (contentWidth - groupSize.width) / 2) : 0
      gx += centring + CGFloat(g) * (groupSize.width + interGroupSpacing)
    }
    let slot = edgeSpacing.left + itemSize.width + edgeSpacing.right
    let item = CGRect(
      x: gx + CGFloat(k) * (slot + interItemSpacing) + edgeSpacing.left, y: gy + edgeSpacing.top,
      width: itemSize.width, height: itemSize.height)
    return placed(item.inset(by: itemContentInsets))
  }

  /// Section `section`'s boundary header frame in content coordinates.
  public func headerFrame(inSection section: Int = 0) -> CGRect? {
    guard hasHeader, section >= 0, section < sectionCount, let top = sectionTop(section) else {
      return nil
    }
    return placed(
      CGRect(
        x: supplementaryInsets.left, y: top + headerTopPadding,
        width: containerSize.width - supplementaryInsets.left - supplementaryInsets.right,
        height: headerHeight))
  }

  /// Section `section`'s boundary footer frame in content coordinates.
  public func footerFrame(inSection section: Int = 0) -> CGRect? {
    guard hasFooter, section >= 0, section < sectionCount, let top = sectionTop(section),
      let height = sectionHeight
    else { return nil }
    return placed(
      CGRect(
        x: supplementaryInsets.left, y: top + height - footerHeight,
        width: containerSize.width - supplementaryInsets.left - supplementaryInsets.right,
        height: footerHeight))
  }

  /// `collectionViewContentSize`: every section stacked, `interSectionSpacing`
  /// between them, as wide as the container; `nil` when the count is open.
  public var contentSize: CGSize? {
    guard let h = sectionHeight else { return nil }
    let n = CGFloat(sectionCount)
    return CGSize(
      width: containerSize.width, height: max(0, n * h + max(0, n - 1) * interSectionSpacing))
  }
}
