import Foundation

/// Every quantity UIKit derives from a ``Scene``, named as in UIKit.
public struct Resolution: Sendable, Hashable {
  /// The window: size, scale, status bar, safe area, size classes.
  public var screen: ScreenResolution
  /// The bars, the root view's frame and the legacy layout guides.
  public var containers: ContainerResolution
  /// The root view's `safeAreaInsets`: the bars' plus `additionalSafeAreaInsets`,
  /// or the pinned value.
  public var rootSafeAreaInsets: EdgeInsets
  /// The root view controller's `systemMinimumLayoutMargins`.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets
  /// The root view's `layoutMargins`, as read back.
  public var rootLayoutMargins: EdgeInsets
  /// The child view controller's root view, when the scene has one.
  public var child: ChildResolution? { childBox?.value }
  @usableFromInline var childBox: Boxed<ChildResolution>?
  /// The view under test.
  public var view: ViewResolution
  /// The scroll view's derived values, when the view is a scroll view.
  public var scrollView: ScrollViewResolution?
  /// The SwiftUI scene, when there is one: its layout and what it gives.
  public var swiftUI: SwiftUIResolution? { swiftUIBox?.value }
  @usableFromInline var swiftUIBox: Boxed<SwiftUIResolution>?

  public init(
    screen: ScreenResolution, containers: ContainerResolution, rootSafeAreaInsets: EdgeInsets,
    systemMinimumLayoutMargins: DirectionalEdgeInsets, rootLayoutMargins: EdgeInsets,
    child: ChildResolution?, view: ViewResolution, scrollView: ScrollViewResolution?,
    swiftUI: SwiftUIResolution? = nil
  ) {
    self.screen = screen
    self.containers = containers
    self.rootSafeAreaInsets = rootSafeAreaInsets
    self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
    self.rootLayoutMargins = rootLayoutMargins
    self.childBox = child.map(Boxed.init)
    self.view = view
    self.scrollView = scrollView
    self.swiftUIBox = swiftUI.map(Boxed.init)
  }

  /// The window size in points.
  public var screenSize: CGSize { screen.screenSize }
  /// Points to pixels.
  public var scale: CGFloat { screen.scale }
  /// The window's `safeAreaInsets`.
  public var windowSafeAreaInsets: EdgeInsets { screen.windowSafeAreaInsets }
  /// The root view's frame in the window.
  public var rootFrame: CGRect { containers.rootFrame }
}

/// A child view controller's root view, resolved.
public struct ChildResolution: Sendable, Hashable {
  /// Its frame in the parent's root view.
  public var frame: CGRect
  /// Its `safeAreaInsets`: its overlap of the parent's, plus its own
  /// `additionalSafeAreaInsets`.
  public var safeAreaInsets: EdgeInsets
  /// Its `layoutMargins`, by the root-view rule.
  public var layoutMargins: EdgeInsets

  public init(frame: CGRect, safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets) {
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
  public var safeAreaInsets: EdgeInsets
  /// Its `layoutMargins`, as read back.
  public var layoutMargins: EdgeInsets
  /// The layout direction its directional values follow.
  public var layoutDirection: LayoutDirection
  /// The readable width its `readableContentGuide` is limited to.
  public var readableContentWidth: CGFloat

  public init(
    kind: ViewKind, frame: CGRect, safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets,
    layoutDirection: LayoutDirection, readableContentWidth: CGFloat
  ) {
    self.kind = kind
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.layoutDirection = layoutDirection
    self.readableContentWidth = readableContentWidth
  }

  /// Its `directionalLayoutMargins`, as read back.
  @inlinable public var directionalLayoutMargins: DirectionalEdgeInsets {
    DirectionalEdgeInsets(layoutMargins, in: layoutDirection)
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
  public var adjustedContentInset: EdgeInsets
  /// `contentOffset` at rest, scrolled to the top-left.
  @inlinable public var contentOffset: CGPoint {
    ContentInsetAdjustment.restingContentOffset(adjustedContentInset: adjustedContentInset)
  }
  /// The bottom-right end of the scroll range.
  public var maximumContentOffset: CGPoint
  /// What `contentInset` read on iOS 10 with `automaticallyAdjustsScrollViewInsets`.
  public var legacyContentInset: EdgeInsets
  /// The safe area it passes on to its subviews: the edges it did not adjust for.
  public var passedSafeAreaInsets: EdgeInsets
  /// The table view's cell, when the view is a table view.
  public var cell: CellResolution? { cellBox?.value }
  @usableFromInline var cellBox: Boxed<CellResolution>?
  /// The flow layout, when the view is a collection view.
  public var flowLayout: FlowLayout? { flowLayoutBox?.value }
  @usableFromInline var flowLayoutBox: Boxed<FlowLayout>?
  /// The content size the scroll view used.
  public var contentSize: CGSize

  public init(
    scrollsHorizontally: Bool, scrollsVertically: Bool, compatibilityRuleHolds: Bool,
    adjustedEdges: RectEdge, adjustedContentInset: EdgeInsets,
    maximumContentOffset: CGPoint, legacyContentInset: EdgeInsets,
    passedSafeAreaInsets: EdgeInsets, cell: CellResolution?, flowLayout: FlowLayout?,
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
    self.cellBox = cell.map(Boxed.init)
    self.flowLayoutBox = flowLayout.map(Boxed.init)
    self.contentSize = contentSize
  }
}

/// A SwiftUI scene, resolved.
public struct SwiftUIResolution: Sendable, Hashable {
  /// The fold's inputs, kept to answer questions about inset contents.
  public var layout: SwiftUILayout
  /// The innermost view's frame in the window.
  public var frame: CGRect
  /// What a `GeometryReader` filling the innermost view reads.
  public var safeAreaInsets: DirectionalEdgeInsets

  public init(layout: SwiftUILayout, frame: CGRect, safeAreaInsets: DirectionalEdgeInsets) {
    self.layout = layout
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
  }
}
