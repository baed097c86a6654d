/// A quantity a derivation can produce, named as UIKit and SwiftUI name it.
///
/// Every derivation step records one of these, and every output key of a
/// scenario table names the one it reads, so that `explain` can show the
/// steps behind an output and a test can check that the step exists. The
/// raw value is the name `explain` prints.
///
///     Quantity.adjustedContentInset.rawValue  // "adjustedContentInset"
public enum Quantity: String, Sendable, Hashable, CaseIterable {
  // MARK: The screen and window
  /// The window size in points.
  case screenSize
  /// Points to pixels.
  case scale
  /// The status bar's height, 0 when hidden.
  case statusBarHeight
  /// The window's `safeAreaInsets`.
  case windowSafeAreaInsets
  /// The window's horizontal and vertical size classes.
  case sizeClasses

  // MARK: Bars and the root view
  /// The navigation bar's frame in the window.
  case navigationBarFrame
  /// The tab bar's frame in the window.
  case tabBarFrame
  /// The navigation controller's toolbar frame in the window.
  case toolbarFrame
  /// A free-standing `UIToolbar`'s height (not a navigation controller's toolbar).
  case freeToolbarHeight
  /// The view controller's root view frame in the window.
  case rootFrame
  /// iOS 7–10 `topLayoutGuide.length`.
  case topLayoutGuide
  /// iOS 7–10 `bottomLayoutGuide.length`.
  case bottomLayoutGuide
  /// The root view's `safeAreaInsets`.
  case rootSafeAreaInsets
  /// The view controller's `systemMinimumLayoutMargins`.
  case systemMinimumLayoutMargins
  /// The root view's `layoutMargins`.
  case rootLayoutMargins
  /// A child view controller's root view `safeAreaInsets`.
  case childSafeAreaInsets

  // MARK: The view under test
  /// The view's frame.
  case frame
  /// The view's `safeAreaInsets`.
  case safeAreaInsets
  /// The view's `layoutMargins`, as read back.
  case layoutMargins
  /// `safeAreaLayoutGuide.layoutFrame`.
  case safeAreaLayoutGuideFrame
  /// `layoutMarginsGuide.layoutFrame`.
  case layoutMarginsGuideFrame
  /// `readableContentGuide.layoutFrame`.
  case readableContentGuideFrame

  // MARK: Scroll views
  /// Which axes scroll (UIScrollView.h's test).
  case scrollableAxes = "scrollable axes"
  /// Whether `.automatic`'s backward-compatibility rule holds.
  case compatibilityRule = ".automatic compatibility rule"
  /// The content size the scroll view uses.
  case contentSize
  /// `adjustedContentInset`.
  case adjustedContentInset
  /// `contentOffset` at rest.
  case contentOffset
  /// The bottom-right end of the scroll range.
  case maximumContentOffset
  /// What `contentInset` read on iOS 10.
  case legacyContentInset
  /// The safe area a scroll view passes to its subviews.
  case passedSafeAreaInsets

  // MARK: Table views
  /// The cell's frame in the table's content.
  case cellFrame
  /// The cell's `safeAreaInsets`.
  case cellSafeAreaInsets
  /// The cell's `contentView.frame`.
  case cellContentViewFrame
  /// The cell content view's `layoutMargins`.
  case cellLayoutMargins
  /// The separator's frame in the cell.
  case separatorFrame
  /// The section header's `contentView.frame`.
  case headerContentViewFrame
  /// The section footer's `contentView.frame`.
  case footerContentViewFrame

  // MARK: Collection views with a flow layout
  /// The flow layout's section inset after its reference.
  case effectiveSectionInset
  /// How the flow layout fills its lines.
  case itemsPerLine
  /// The layout's content size.
  case collectionViewContentSize

  // MARK: SwiftUI
  /// The innermost view's frame in the window.
  case swiftUIFrame = "SwiftUI frame"
  /// What a `GeometryReader` filling the innermost view reads.
  case swiftUISafeAreaInsets = "SwiftUI safeAreaInsets"
  /// What `GeometryProxy.safeAreaInsets` reads for a `GeometryReader` filling the innermost
  /// view: the insets beyond the edges that touch the safe area's boundary.
  case geometryProxySafeAreaInsets = "GeometryProxy safeAreaInsets"
  /// The frames of the `safeAreaInset` contents.
  case insetContentFrames = "safeAreaInset contents"

  /// A window's frame on the screen (a free-form iPad window, iPadOS 26).
  case windowFrame = "window frame"
  /// Where the window controls sit, in the window.
  case windowControlsFrame = "window controls"
  /// The iPhone Duo's vertical bar (its status strip), in the window.
  case verticalBarFrame = "vertical bar"
  /// `UITraitCollection.verticalBarEdge`.
  case verticalBarEdge
  /// `edgeInsets(for:)` of a `UIView.LayoutRegion`.
  case layoutRegionInsets = "edgeInsets(for:)"
  /// `reservedRegions(kind:options:)`.
  case reservedRegions = "reservedRegions(kind:options:)"
  /// SwiftUI's `contentMargins(for: .container)`.
  case containerContentMargins = "contentMargins(for: .container)"
  // MARK: Hierarchies, presentations, split views, the keyboard
  /// How a presentation appears once adapted (full screen, a sheet, …).
  case presentation
  /// A sheet's `maximumDetentValue`.
  case maximumDetentValue
  /// The value of the detent a sheet rests at.
  case detentValue
  /// A split view's primary column width, as shown.
  case primaryColumnWidth
  /// What a search bar adds to the navigation bar.
  case searchBarHeight
  /// `keyboardLayoutGuide.layoutFrame`.
  case keyboardLayoutGuideFrame
  /// How far a docked keyboard covers a view from its bottom.
  case keyboardOverlap
  /// The vertical scroll indicator's effective insets.
  case verticalScrollIndicatorInsets = "effective verticalScrollIndicatorInsets"
  /// The horizontal scroll indicator's effective insets.
  case horizontalScrollIndicatorInsets = "effective horizontalScrollIndicatorInsets"
  /// What stands above a table's first section: its `tableHeaderView`, or the
  /// grouped styles' automatic gap.
  case tableHeaderHeight = "table header height"
  /// `sectionHeaderTopPadding`, as applied.
  case sectionHeaderTopPadding
  /// The section header's frame in the table's content.
  case sectionHeaderFrame = "section header frame"
  /// Where the section header's text starts, from the table's leading edge.
  case headerTextLeadingInset = "header text leading inset"
  /// A compositional layout's container (`NSCollectionLayoutContainer.contentSize`).
  case layoutContainer = "layout container"
  /// The reference a compositional section's insets resolved to.
  case contentInsetsReference
  /// A compositional section's content area from the container's edges.
  case effectiveSectionContentInsets = "section content insets"
  /// Items in a compositional group.
  case itemsPerGroup = "items per group"
  /// A compositional layout's items (the first).
  case compositionalItemFrames = "compositional item frames"
  /// A boundary header's frame in the content.
  case boundaryHeaderFrame = "boundary header frame"
  /// Where a pinned boundary header stays, in the collection view's frame.
  case pinnedHeaderFrame = "pinned header frame"
  /// A list cell's content layout margins.
  case listCellLayoutMargins = "list cell layoutMargins"
  /// A list cell's `separatorLayoutGuide` frame.
  case separatorLayoutGuideFrame = "separatorLayoutGuide frame"
  /// A SwiftUI scroll view's `ScrollGeometry.contentInsets`.
  case scrollGeometryContentInsets = "ScrollGeometry.contentInsets"
  /// Its `ScrollGeometry.contentOffset` at rest.
  case scrollGeometryContentOffset = "ScrollGeometry.contentOffset"
  /// Where its scroll indicators run.
  case swiftUIScrollIndicatorInsets = "SwiftUI scroll indicator insets"
  /// What `containerRelativeFrame` gives a view inside it.
  case containerRelativeSize = "containerRelativeFrame size"
}
