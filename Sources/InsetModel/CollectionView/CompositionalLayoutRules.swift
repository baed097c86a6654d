import Foundation

// MARK: Compositional layout and list rules

/// A list's first cell: its margins and its separator.
public struct ListCellResolution: Sendable, Hashable {
  /// The cell's frame in content coordinates.
  public var frame: CGRect
  /// Its content's layout margins (absolute): the collection view's margins
  /// it preserves, at least the system minimum, on the sides; the cell
  /// vertical margin at top and bottom.
  public var layoutMargins: Insets
  /// `separatorLayoutGuide.layoutFrame`, in the cell.
  public var separatorLayoutGuideFrame: CGRect

  /// Creates the resolved list cell from its values; ``CompositionalLayoutRules`` derives it.
  public init(frame: CGRect, layoutMargins: Insets, separatorLayoutGuideFrame: CGRect) {
    self.frame = frame
    self.layoutMargins = layoutMargins
    self.separatorLayoutGuideFrame = separatorLayoutGuideFrame
  }
}

/// How `UICollectionViewCompositionalLayout` and a list configuration lay a
/// section out in a collection view.
public enum CompositionalLayoutRules {
  /// The reference a section's `contentInsets` are measured from: its own,
  /// or with `.automatic` the configuration's ([ad-section-contentinsetsreference]),
  /// whose own `.automatic` is its documented default `.safeArea`
  /// ([hdr-compositional]). Before iOS 14 there was no reference and sections
  /// kept clear of the safe area ([ibp-compositional]).
  ///
  ///     CompositionalLayoutRules.reference(
  ///       section: .automatic, configuration: .safeArea, iOSVersion: 18)  // .safeArea
  @inlinable
  public static func reference(
    section: ContentInsetsReference, configuration: ContentInsetsReference, iOSVersion: CGFloat
  ) -> ContentInsetsReference {
    guard iOSVersion >= 14 else { return .safeArea }
    let layout = configuration == .automatic ? .safeArea : configuration
    return section == .automatic ? layout : section
  }

  /// The reference boundary items are measured from: from iOS 16 the
  /// section's `supplementaryContentInsetsReference`, whose `.automatic`
  /// follows the configuration's ([ad-section-supplementarycontentinsetsreference]);
  /// before, the section's own (inferred).
  @inlinable
  public static func supplementaryReference(_ s: CompositionalLayoutSetup, iOSVersion: CGFloat)
    -> ContentInsetsReference
  {
    guard iOSVersion >= 16 else {
      return reference(
        section: s.contentInsetsReference, configuration: s.configurationContentInsetsReference,
        iOSVersion: iOSVersion)
    }
    return reference(
      section: s.supplementaryContentInsetsReference,
      configuration: s.configurationContentInsetsReference, iOSVersion: iOSVersion)
  }

  /// What `reference` asks on the left and right beyond the content inset
  /// (0 at top and bottom: a vertical layout's top and bottom safe area is
  /// the content inset's business, [ibp-compositional]), measured from the
  /// bounds and never counted twice with the adjusted content inset.
  ///
  ///     CompositionalLayoutRules.referenceInsets(
  ///       .safeArea, safeAreaInsets: Insets(top: 0, left: 44, bottom: 21, right: 44),
  ///       layoutMargins: .zero, readableContentGuide: .zero, boundsWidth: 812,
  ///       adjustedContentInset: Insets(top: 0, left: 0, bottom: 21, right: 0))
  ///     // {0, 44, 0, 44}
  @inlinable
  public static func referenceInsets(
    _ reference: ContentInsetsReference, safeAreaInsets: Insets, layoutMargins: Insets,
    readableContentGuide: CGRect, boundsWidth: CGFloat, adjustedContentInset a: Insets
  ) -> Insets {
    let left: CGFloat
    let right: CGFloat
    switch reference {
    case .none, .automatic: (left, right) = (0, 0)
    case .safeArea: (left, right) = (safeAreaInsets.left, safeAreaInsets.right)
    case .layoutMargins: (left, right) = (layoutMargins.left, layoutMargins.right)
    case .readableContent:
      (left, right) = (readableContentGuide.minX, boundsWidth - readableContentGuide.maxX)
    }
    return Insets(top: 0, left: max(0, left - a.left), bottom: 0, right: max(0, right - a.right))
  }

  /// A list's automatic `headerTopPadding` above a header: none before
  /// iOS 15; from it the table's: 22 in the plain appearance, the named
  /// assumption in the inset-grouped one; `nil` where no source gives it
  /// (grouped and the sidebars). Apple documents only that `nil` is
  /// automatic ([ad-list-headertoppadding]).
  @inlinable
  public static func automaticListHeaderTopPadding(
    _ appearance: ListAppearance, iOSVersion: CGFloat, assumptions: Assumptions
  ) -> CGFloat? {
    guard iOSVersion >= 15 else { return 0 }
    switch appearance {
    case .plain: return 22  // inferred from the table's [openuikit-tableview], [pswp-ios15-padding]
    case .insetGrouped: return assumptions.insetGroupedHeaderTopPadding
    case .grouped, .sidebar, .sidebarPlain: return nil
    }
  }

  /// A list section's default `contentInsets`: none in the plain
  /// appearances; in the grouped ones the named assumptions above (unless a
  /// header stands there) and below the rows, and in the inset-grouped one
  /// the side inset too ([oba-readable-list], [flutter-list-section]).
  @inlinable
  public static func defaultListInsets(
    _ appearance: ListAppearance, hasHeader: Bool, sideInset: CGFloat, assumptions: Assumptions
  ) -> DirectionalInsets {
    switch appearance {
    case .plain, .sidebarPlain: return .zero
    case .grouped, .sidebar, .insetGrouped:
      let side = appearance == .insetGrouped ? sideInset : 0
      return DirectionalInsets(
        top: hasHeader ? 0 : assumptions.groupedListTopInset, leading: side,
        bottom: assumptions.groupedListBottomInset, trailing: side)
    }
  }

  /// Lays the section out, reporting each step to `tracer`.
  ///
  /// - Complexity: O(1), no allocation without a recording tracer.
  public static func resolve<Tracer: DerivationTracer>(
    _ s: CompositionalLayoutSetup, counts: FlowLayoutSetup, environment e: CompositionalEnvironment,
    assumptions: Assumptions, tracer: inout Tracer
  ) -> CompositionalLayout {
    let a = e.adjustedContentInset
    let container = CGSize(
      width: e.boundsSize.width - a.left - a.right, height: e.boundsSize.height - a.top - a.bottom)
    let rtl = e.direction == .rightToLeft
    func insets(_ ref: ContentInsetsReference) -> Insets {
      let i = referenceInsets(
        ref, safeAreaInsets: e.safeAreaInsets, layoutMargins: e.layoutMargins,
        readableContentGuide: e.readableContentGuide, boundsWidth: e.boundsSize.width,
        adjustedContentInset: a)
      return rtl ? i.mirrored : i  // laid out leading-first, mirrored at the end
    }
    let ref = reference(
      section: s.contentInsetsReference, configuration: s.configurationContentInsetsReference,
      iOSVersion: e.iOSVersion)
    let supplementaryRef = supplementaryReference(s, iOSVersion: e.iOSVersion)
    let configurationRef = reference(
      section: .automatic, configuration: s.configurationContentInsetsReference,
      iOSVersion: e.iOSVersion)
    let sideInset = assumptions.insetGroupedSideInset ?? e.systemMinimumSideMargin
    let hasHeader = s.hasBoundaryHeader
    let own =
      s.contentInsets
      ?? s.listAppearance.map {
        defaultListInsets($0, hasHeader: hasHeader, sideInset: sideInset, assumptions: assumptions)
      } ?? .zero
    let contentInsets = own.absolute(in: .leftToRight)
    let refInsets = insets(ref)
    let section = contentInsets + refInsets
    let width = container.width - section.left - section.right

    // Items and groups: a list's rows fill the section, one to a group.
    let rowSize = LayoutSize(
      width: .fractionalWidth(1), height: .estimated(assumptions.listRowHeight))
    let itemLayout =
      s.isList
      ? rowSize
      : s.itemSize
        ?? LayoutSize(
          width: .fractionalWidth(1), height: .absolute(0))
    let groupLayout = s.isList ? rowSize : s.groupSize ?? itemLayout
    let group = groupLayout.resolved(width: width, height: container.height)
    let spacing = s.interItemSpacing
    var item = itemLayout.resolved(width: group.width, height: group.height)
    var perGroup = 1
    if !s.isList, let count = s.groupItemCount, count > 0 {
      perGroup = min(count, 10_000)
      item.width = (group.width - CGFloat(perGroup - 1) * spacing) / CGFloat(perGroup)
    } else if !s.isList {
      // A fixed edge spacing widens each item's slot in the group ([hdr-compositional]).
      let slot = item.width + s.itemEdgeSpacing.leading + s.itemEdgeSpacing.trailing
      let fits = ((group.width + spacing) / (slot + spacing) + 1e-9).rounded(.down)
      perGroup = fits.isFinite && fits >= 1 ? Int(min(fits, 10_000)) : 1
    }
    var itemInsets = s.itemContentInsets.absolute(in: .leftToRight)
    if itemLayout.width.isEstimated { (itemInsets.left, itemInsets.right) = (0, 0) }
    if itemLayout.height.isEstimated { (itemInsets.top, itemInsets.bottom) = (0, 0) }

    // Boundary items.
    var padding: CGFloat = 0
    if hasHeader, let appearance = s.listAppearance {
      padding =
        s.headerTopPadding
        ?? automaticListHeaderTopPadding(
          appearance, iOSVersion: e.iOSVersion, assumptions: assumptions) ?? 0
    }
    // Boundary items follow the section's content insets across the scroll
    // direction unless `supplementariesFollowContentInsets` is off, and are
    // inset further by their own content insets.
    let follows = s.supplementariesFollowContentInsets
    let boundaryOwn = s.boundaryItemContentInsets.absolute(in: .leftToRight)
    let supplementary =
      insets(supplementaryRef)
      + Insets(
        top: 0, left: (follows ? contentInsets.left : 0) + boundaryOwn.left, bottom: 0,
        right: (follows ? contentInsets.right : 0) + boundaryOwn.right)

    var layout = CompositionalLayout(
      containerSize: container, reference: ref, supplementaryReference: supplementaryRef,
      sectionInsets: section, supplementaryInsets: supplementary,
      containerInsets: insets(configurationRef), groupSize: group, itemSize: item,
      itemsPerGroup: perGroup, interItemSpacing: spacing, interGroupSpacing: s.interGroupSpacing,
      interSectionSpacing: s.interSectionSpacing, itemContentInsets: itemInsets,
      headerTopPadding: padding, headerHeight: hasHeader ? s.boundaryHeaderHeight ?? 0 : 0,
      footerHeight: s.boundaryFooterHeight ?? 0, hasHeader: hasHeader,
      hasFooter: s.boundaryFooterHeight != nil,
      orthogonalScrollingBehavior: s.orthogonalScrollingBehavior,
      itemCount: counts.numberOfItems, sectionCount: max(0, counts.numberOfSections),
      direction: e.direction)
    layout.hasItemSizes = s.isList || (s.itemSize != nil && s.groupSize != nil)
    if !s.isList { layout.edgeSpacing = s.itemEdgeSpacing.absolute(in: .leftToRight) }
    if Tracer.isRecording {
      record(layout, of: s, environment: e, assumptions: assumptions, tracer: &tracer)
    }
    return layout
  }

  /// A list's first cell: its margins preserve the collection view's where
  /// they reach past the cell's edge, and are at least the system minimum
  /// ([ad-listcontent-margins]: the inherited margins are minimums "by
  /// default … on both axes"); its separator runs from where the content
  /// starts to the cell's trailing edge ([ad-separatorlayoutguide]), one pixel
  /// at the bottom; `nil` when the section has no item or is no list.
  @inlinable
  public static func listCell(
    _ layout: CompositionalLayout, isList: Bool, environment e: CompositionalEnvironment,
    assumptions: Assumptions
  ) -> ListCellResolution? {
    guard isList, let cell = layout.frame(ofItem: 0) else { return nil }
    let a = e.adjustedContentInset
    let minX = cell.minX + a.left
    let fromRight = e.boundsSize.width - (cell.maxX + a.left)
    let side = e.systemMinimumSideMargin
    let v = assumptions.cellContentViewVerticalMargin
    let margins = Insets(
      top: v, left: max(side, e.layoutMargins.left - minX), bottom: v,
      right: max(side, e.layoutMargins.right - fromRight))
    let pixel = 1 / e.scale
    let leading = e.direction == .rightToLeft ? margins.right : margins.left
    let x: CGFloat = e.direction == .rightToLeft ? 0 : leading
    let guide = CGRect(
      x: x, y: cell.height - pixel, width: cell.width - leading, height: pixel)
    return ListCellResolution(frame: cell, layoutMargins: margins, separatorLayoutGuideFrame: guide)
  }
}

extension CompositionalLayoutRules {
  /// Reports the layout's quantities to `tracer`.
  static func record<Tracer: DerivationTracer>(
    _ layout: CompositionalLayout, of s: CompositionalLayoutSetup,
    environment e: CompositionalEnvironment, assumptions: Assumptions, tracer: inout Tracer
  ) {
    let f = PointNotation.format
    tracer.record(
      .layoutContainer, layout.containerSize,
      rule: "the bounds \(GeometryNotation.format(e.boundsSize)) inside adjustedContentInset "
        + "\(e.adjustedContentInset); effectiveContentSize "
        + GeometryNotation.format(layout.effectiveContentSize) + " under the configuration's ."
        + s.configurationContentInsetsReference.rawValue,
      facts: [Facts.compositionalContainer], inputs: [.adjustedContentInset, .frame])
    tracer.record(
      .contentInsetsReference, DerivedValue.text("." + layout.reference.rawValue),
      rule: e.iOSVersion < 14
        ? "iOS \(e.iOSVersion.formattedVersion): no reference yet, sections keep clear of the "
          + "safe area"
        : "section .\(s.contentInsetsReference.rawValue), configuration "
          + ".\(s.configurationContentInsetsReference.rawValue)"
          + (s.isList ? " (a list section)" : ""),
      facts: [Facts.contentInsetsReferences]
        + (e.iOSVersion < 14 ? [Facts.compositionalBeforeIOS14] : []))
    var facts = [Facts.contentInsetsReferences, Facts.referenceEdges]
    if let appearance = s.listAppearance, s.contentInsets == nil {
      facts.append(Facts.listSectionInsets)
      if appearance != .plain, appearance != .sidebarPlain {
        facts.append(Facts.groupedListBottomInset)
      }
      if appearance == .insetGrouped { facts.append(Facts.insetGroupedSideInset) }
    }
    tracer.record(
      .effectiveSectionContentInsets,
      DirectionalInsets(
        top: layout.sectionInsets.top, leading: layout.sectionInsets.left,
        bottom: layout.sectionInsets.bottom, trailing: layout.sectionInsets.right),
      rule: ".\(layout.reference.rawValue) beyond the content inset + contentInsets "
        + (s.contentInsets.map { "\($0)" }
          ?? (s.isList ? "(the list's default)" : "(zero, the default)")),
      facts: facts,
      inputs: [
        .contentInsetsReference, .safeAreaInsets, .layoutMargins, .readableContentGuideFrame,
        .layoutContainer,
      ])
    tracer.record(
      .itemsPerGroup, CGFloat(layout.itemsPerGroup),
      rule: s.isList
        ? "a list row fills the section: \(f(layout.itemSize.width)) wide, "
          + "\(f(layout.itemSize.height)) tall (estimated)"
        : "items of \(GeometryNotation.format(layout.itemSize)) with "
          + "\(f(layout.interItemSpacing)) between them in a group of "
          + GeometryNotation.format(layout.groupSize)
          + (s.groupItemCount == nil ? ", as many as fit" : ", count \(layout.itemsPerGroup)"),
      facts: [Facts.layoutDimensions, Facts.groupRepeats]
        + (s.isList ? [Facts.listRowHeight] : []),
      inputs: [.effectiveSectionContentInsets])
    if let first = layout.frame(ofItem: 0) {
      tracer.record(
        .compositionalItemFrames, first,
        rule: "item 0: groups stacked "
          + (layout.orthogonalScrollingBehavior == .none
            ? "down the section"
            : "across the section (.\(s.orthogonalScrollingBehavior.rawValue))")
          + " with \(f(layout.interGroupSpacing)) between them, below "
          + (layout.hasHeader ? "the header and " : "") + "contentInsets.top",
        facts: [Facts.compositionalSections, Facts.layoutDimensions]
          + (layout.orthogonalScrollingBehavior == .none ? [] : [Facts.orthogonalSections]),
        inputs: [.itemsPerGroup, .effectiveSectionContentInsets])
    }
    if let size = layout.contentSize {
      tracer.record(
        .collectionViewContentSize, size,
        rule: "\(layout.sectionCount) section(s) of \(layout.itemCount ?? 0) items, "
          + "\(f(layout.interSectionSpacing)) between sections, as wide as the container",
        facts: [Facts.compositionalSections], inputs: [.compositionalItemFrames])
    }
    if let header = layout.headerFrame() {
      tracer.record(
        .boundaryHeaderFrame, header,
        rule: "at the section's top"
          + (layout.headerTopPadding > 0 ? " below \(f(layout.headerTopPadding)) of padding" : "")
          + ", measured from .\(layout.supplementaryReference.rawValue) and following "
          + "contentInsets across",
        facts: [Facts.boundaryItems, Facts.supplementaryReference]
          + (s.isList ? [Facts.listHeaderTopPadding] : [])
          // The automatic padding of an inset-grouped list is the table's assumption.
          + (s.listAppearance == .insetGrouped && s.headerTopPadding == nil && e.iOSVersion >= 15
            ? [Facts.insetGroupedHeaderTopPadding] : []),
        inputs: [.effectiveSectionContentInsets])
      if s.pinToVisibleBounds, let pinned = pinnedHeaderFrame(layout, environment: e) {
        tracer.record(
          .pinnedHeaderFrame, pinned,
          rule: "pinned: at the top of what the bars leave, adjustedContentInset.top "
            + f(e.adjustedContentInset.top) + ", in the collection view's frame",
          facts: [Facts.boundaryItems, Facts.pinnedHeader],
          inputs: [.boundaryHeaderFrame, .adjustedContentInset])
      }
    }
    if let cell = listCell(layout, isList: s.isList, environment: e, assumptions: assumptions) {
      tracer.record(
        .listCellLayoutMargins, cell.layoutMargins,
        rule: "the collection view's margins \(e.layoutMargins) reaching past the cell at "
          + "\(GeometryNotation.format(cell.frame)), at least the system minimum "
          + f(e.systemMinimumSideMargin) + "; \(f(cell.layoutMargins.top)) at top and bottom",
        facts: [Facts.listCellMargins, Facts.cellVerticalMargin],
        inputs: [.layoutMargins, .compositionalItemFrames, .systemMinimumLayoutMargins])
      tracer.record(
        .separatorLayoutGuideFrame, cell.separatorLayoutGuideFrame,
        rule: "one pixel at the bottom, from where the content starts to the trailing edge",
        facts: [Facts.listSeparator, Facts.separatorPixel], inputs: [.listCellLayoutMargins])
    }
  }

  /// Where a pinned boundary header stays once the content scrolls past it:
  /// at the top of what the bars leave (`adjustedContentInset.top`), in the
  /// collection view's frame.
  @inlinable
  public static func pinnedHeaderFrame(
    _ layout: CompositionalLayout, environment e: CompositionalEnvironment
  ) -> CGRect? {
    layout.headerFrame().map {
      CGRect(
        x: $0.minX + e.adjustedContentInset.left, y: e.adjustedContentInset.top, width: $0.width,
        height: $0.height)
    }
  }
}

/// A compositional layout in its collection view: what the scene's outputs
/// read (plain data).
public struct CompositionalResolution: Sendable, Hashable {
  /// The layout.
  public var layout: CompositionalLayout
  /// What it read of the collection view.
  public var environment: CompositionalEnvironment
  /// Whether the section is a list section.
  public var isList: Bool
  /// Whether its header pins to the visible bounds.
  public var pinsHeader: Bool

  /// Creates the resolution from the layout, what it read of its collection view and the section's
  /// kind; ``CompositionalLayoutRules`` derives it.
  public init(
    layout: CompositionalLayout, environment: CompositionalEnvironment, isList: Bool,
    pinsHeader: Bool
  ) {
    self.layout = layout
    self.environment = environment
    self.isList = isList
    self.pinsHeader = pinsHeader
  }

  /// Where the pinned header stays, when it pins.
  public var pinnedHeaderFrame: CGRect? {
    pinsHeader
      ? CompositionalLayoutRules.pinnedHeaderFrame(layout, environment: environment) : nil
  }
}
