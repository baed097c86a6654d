import Foundation

/// Every quantity UIKit derives from a ``LayoutScene``, named as in UIKit.
///
/// A `Resolution` is plain data: numbers, no references (a test keeps it so;
/// Foundation's geometry on Linux does not declare `BitwiseCopyable`).
/// Copying one is copying bytes, with no reference counting, so a resolve
/// allocates nothing and its copies cost what their size costs. What needs the
/// scene's own lists, or is geometry of a part inside the view (a table's
/// cell, a flow layout's items, a SwiftUI chain's inset contents), is asked of
/// the scene with this resolution: ``Scene/tableViewCell(in:)``,
/// ``Scene/flowLayout(in:)`` and ``Scene/swiftUILayout(in:)``.
public struct Resolution: Sendable, Hashable {
  /// The window: size, scale, status bar, safe area, size classes.
  public var screen: ScreenResolution
  /// The bars, the root view's frame and the legacy layout guides.
  public var containers: ContainerResolution
  /// The root view's `safeAreaInsets`: the bars' plus `additionalSafeAreaInsets`,
  /// or the pinned value.
  public var rootSafeAreaInsets: Insets
  /// The root view controller's `systemMinimumLayoutMargins`.
  public var systemMinimumLayoutMargins: DirectionalInsets
  /// The root view's `layoutMargins`, as read back.
  public var rootLayoutMargins: Insets
  /// The child view controller's root view, when the scene has one.
  public var child: ChildResolution?
  /// The view under test.
  public var view: ViewResolution
  /// The scroll view's derived values, when the view is a scroll view.
  public var scrollView: ScrollViewResolution?
  /// The SwiftUI scene, when there is one: what its innermost view gets.
  public var swiftUI: SwiftUIResolution?

  public init(
    screen: ScreenResolution, containers: ContainerResolution, rootSafeAreaInsets: Insets,
    systemMinimumLayoutMargins: DirectionalInsets, rootLayoutMargins: Insets,
    child: ChildResolution?, view: ViewResolution, scrollView: ScrollViewResolution?,
    swiftUI: SwiftUIResolution? = nil
  ) {
    self.screen = screen
    self.containers = containers
    self.rootSafeAreaInsets = rootSafeAreaInsets
    self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
    self.rootLayoutMargins = rootLayoutMargins
    self.child = child
    self.view = view
    self.scrollView = scrollView
    self.swiftUI = swiftUI
  }

  /// The window size in points.
  public var screenSize: CGSize { screen.screenSize }
  /// Points to pixels.
  public var scale: CGFloat { screen.scale }
  /// The window's `safeAreaInsets`.
  public var windowSafeAreaInsets: Insets { screen.windowSafeAreaInsets }
  /// The root view's frame in the window.
  public var rootFrame: CGRect { containers.rootFrame }
}

/// A child view controller's root view, resolved.
public struct ChildResolution: Sendable, Hashable {
  /// Its frame in the parent's root view.
  public var frame: CGRect
  /// Its `safeAreaInsets`: its overlap of the parent's, plus its own
  /// `additionalSafeAreaInsets`.
  public var safeAreaInsets: Insets
  /// Its `layoutMargins`, by the root-view rule.
  public var layoutMargins: Insets

  public init(frame: CGRect, safeAreaInsets: Insets, layoutMargins: Insets) {
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
  }
}

/// The view under test, resolved.
public struct ViewResolution: Sendable, Hashable {
  /// The kind of view.
  public var kind: ViewKind
  /// Its frame in the root view's coordinates.
  public var frame: CGRect
  /// Its `safeAreaInsets`.
  public var safeAreaInsets: Insets
  /// Its `layoutMargins`, as read back.
  public var layoutMargins: Insets
  /// The layout direction its directional values follow.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// The readable width its `readableContentGuide` is limited to.
  public var readableContentWidth: CGFloat

  public init(
    kind: ViewKind, frame: CGRect, safeAreaInsets: Insets, layoutMargins: Insets,
    layoutDirection: UserInterfaceLayoutDirection, readableContentWidth: CGFloat
  ) {
    self.kind = kind
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.layoutDirection = layoutDirection
    self.readableContentWidth = readableContentWidth
  }

  /// Its `directionalLayoutMargins`, as read back.
  @inlinable public var directionalLayoutMargins: DirectionalInsets {
    DirectionalInsets(layoutMargins, in: layoutDirection)
  }

  /// Its `layoutMarginsGuide.layoutFrame`, in its own coordinates.
  @inlinable public var layoutMarginsGuideFrame: CGRect {
    LayoutMarginRules.layoutMarginsGuideFrame(
      bounds: CGRect(origin: .zero, size: frame.size), layoutMargins: layoutMargins)
  }

  /// Its `readableContentGuide.layoutFrame`, in its own coordinates.
  @inlinable public var readableContentGuideFrame: CGRect {
    LayoutMarginRules.readableContentGuideFrame(
      marginsGuide: layoutMarginsGuideFrame, readableWidth: readableContentWidth)
  }
}

/// A scroll view's derived values.
public struct ScrollViewResolution: Sendable, Hashable {
  /// Whether it scrolls horizontally (UIScrollView.h's test).
  public var scrollsHorizontally: Bool
  /// Whether it scrolls vertically (UIScrollView.h's test).
  public var scrollsVertically: Bool
  /// Whether `.automatic`'s backward-compatibility rule holds (it matters only
  /// under `.automatic`).
  public var compatibilityRuleHolds: Bool
  /// The edges on which the safe area was added.
  public var adjustedEdges: RectEdge
  /// `adjustedContentInset`.
  public var adjustedContentInset: Insets
  /// `contentOffset` at rest, scrolled to the top-left.
  @inlinable public var contentOffset: CGPoint {
    ContentInsetAdjustment.restingContentOffset(adjustedContentInset: adjustedContentInset)
  }
  /// The bottom-right end of the scroll range.
  public var maximumContentOffset: CGPoint
  /// What `contentInset` read on iOS 10 with `automaticallyAdjustsScrollViewInsets`.
  public var legacyContentInset: Insets
  /// The safe area it passes on to its subviews: the edges it did not adjust for.
  public var passedSafeAreaInsets: Insets
  /// What the flow layout derives from the insets, when the view is a
  /// collection view. Its items are ``Scene/flowLayout(in:)``'s.
  public var flowLayout: FlowLayoutResolution?
  /// The content size the scroll view used.
  public var contentSize: CGSize

  public init(
    scrollsHorizontally: Bool, scrollsVertically: Bool, compatibilityRuleHolds: Bool,
    adjustedEdges: RectEdge, adjustedContentInset: Insets,
    maximumContentOffset: CGPoint, legacyContentInset: Insets,
    passedSafeAreaInsets: Insets, flowLayout: FlowLayoutResolution?,
    contentSize: CGSize
  ) {
    self.scrollsHorizontally = scrollsHorizontally
    self.scrollsVertically = scrollsVertically
    self.compatibilityRuleHolds = compatibilityRuleHolds
    self.adjustedEdges = adjustedEdges
    self.adjustedContentInset = adjustedContentInset
    self.maximumContentOffset = maximumContentOffset
    self.legacyContentInset = legacyContentInset
    self.passedSafeAreaInsets = passedSafeAreaInsets
    self.flowLayout = flowLayout
    self.contentSize = contentSize
  }
}

/// A SwiftUI scene, resolved: what its innermost view gets. The fold itself,
/// with the `safeAreaInset` contents, is ``Scene/swiftUILayout(in:)``.
public struct SwiftUIResolution: Sendable, Hashable {
  /// The innermost view's frame in the window.
  public var frame: CGRect
  /// What a `GeometryReader` filling the innermost view reads.
  public var safeAreaInsets: DirectionalInsets

  public init(frame: CGRect, safeAreaInsets: DirectionalInsets) {
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
  }
}

/// A flow layout, resolved: the numbers it derives from the collection
/// view's insets. Its items, which need the scene's item sizes, are those of
/// the ``FlowLayout`` that ``Scene/flowLayout(in:)`` gives.
public struct FlowLayoutResolution: Sendable, Hashable {
  /// The section inset after the reference is applied, measured from the
  /// content-inset boundary.
  public var effectiveSectionInset: Insets
  /// The content area's length across the scroll direction.
  public var crossExtent: CGFloat
  /// Whether a line holding one item is centred (the named assumption
  /// ``Assumptions/singleItemLineCentred``).
  public var singleItemLineCentred: Bool

  public init(effectiveSectionInset: Insets, crossExtent: CGFloat, singleItemLineCentred: Bool)
  {
    self.effectiveSectionInset = effectiveSectionInset
    self.crossExtent = crossExtent
    self.singleItemLineCentred = singleItemLineCentred
  }
}

extension LayoutScene {
  /// The table view's cell (the row ``TableViewSetup/row``) in `resolution`
  /// (a resolution of this scene); `nil` when the view is not a table view.
  ///
  ///     var scene = LayoutScene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone X")
  ///     scene.screen.orientation = .landscapeLeft
  ///     scene.view.kind = .tableView
  ///     scene.scrollView.contentSize = CGSize(width: 812, height: 2000)
  ///     scene.tableViewCell(in: scene.resolve())?.contentViewFrame  // {{44, 0}, {724, 43.667}}
  ///
  /// - Complexity: O(1).
  public func tableViewCell(in resolution: Resolution) -> CellResolution? {
    guard view.kind == .tableView, let s = resolution.scrollView else { return nil }
    return tableViewCell(
      tableBoundsSize: resolution.view.frame.size, adjustedContentInset: s.adjustedContentInset,
      passedSafeAreaInsets: s.passedSafeAreaInsets, scale: resolution.scale,
      systemMinimum: resolution.systemMinimumLayoutMargins)
  }

  /// The collection view's flow layout in `resolution` (a resolution of this
  /// scene), to ask for item frames, lines and the content size; `nil` when
  /// the view is not a collection view.
  ///
  ///     var scene = LayoutScene()
  ///     scene.view.kind = .collectionView
  ///     scene.collectionView.numberOfItems = 7
  ///     scene.flowLayout(in: scene.resolve())?.frame(ofItem: 3)
  ///
  /// - Complexity: O(1); the layout computes its items when asked.
  public func flowLayout(in resolution: Resolution) -> FlowLayout? {
    resolution.scrollView?.flowLayout.map(flowLayout)
  }

  /// The SwiftUI fold in `resolution` (a resolution of this scene), to ask
  /// for the `safeAreaInset` contents' frames; `nil` for a UIKit scene.
  ///
  ///     var scene = LayoutScene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone X")
  ///     var setup = SwiftUISetup()
  ///     setup.modifiers = [
  ///       .safeAreaInset(
  ///         edge: .bottom, alignment: .center, spacing: 0, content: InsetContent(length: 50))
  ///     ]
  ///     scene.swiftUI = setup
  ///     scene.swiftUILayout(in: scene.resolve())?.insetContentFrame(0)  // {{0, 728}, {375, 50}}
  ///
  /// - Complexity: O(1); the fold runs when asked, in O(modifiers).
  public func swiftUILayout(in resolution: Resolution) -> SwiftUILayout? {
    swiftUILayout(
      hostingFrame: resolution.rootFrame, container: resolution.rootSafeAreaInsets,
      screenHeight: resolution.screenSize.height)
  }
}
