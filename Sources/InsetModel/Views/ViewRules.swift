import Foundation

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

  /// Creates the resolved view from its values; ``ViewRules`` derives it.
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

  /// Its `safeAreaLayoutGuide.layoutFrame`, in its own coordinates: the
  /// bounds inset by the safe area (``Facts/subviewOverlap``).
  @inlinable public var safeAreaLayoutGuideFrame: CGRect {
    CGRect(origin: .zero, size: frame.size).inset(by: safeAreaInsets)
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

/// How the view under test gets its frame, safe area and margins from its
/// superview (the root view, or a child view controller's root view).
public enum ViewRules {
  /// The view's frame, safe area and margins, each reported to `tracer`.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func resolve<Tracer: DerivationTracer>(
    _ view: ViewSetup, superviewBounds: CGRect, superviewSafeAreaInsets: Insets,
    superviewLayoutMargins: Insets, superviewIsChild: Bool, iOSVersion: CGFloat,
    assumptions: Assumptions, tracer: inout Tracer
  ) -> ViewResolution {
    let superview: Quantity = superviewIsChild ? .childSafeAreaInsets : .rootSafeAreaInsets
    let frame = view.frame ?? superviewBounds
    tracer.record(
      .frame, frame,
      rule: view.frame == nil ? "fills its superview" : "set by the scene",
      facts: [Facts.viewFillsSuperview], inputs: [.rootFrame])
    let safe: Insets
    if let pinned = view.safeAreaInsets {
      safe = pinned
      tracer.pinned(.safeAreaInsets, pinned)
    } else {
      safe = SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: superviewBounds, superviewSafeAreaInsets: superviewSafeAreaInsets,
        frame: frame)
      tracer.record(
        .safeAreaInsets, safe,
        rule: "overlap of frame \(GeometryNotation.format(frame)) with the superview's unsafe "
          + "margins \(superviewSafeAreaInsets)",
        facts: [Facts.subviewOverlap],
        inputs: [superview, .frame])
    }
    // Its own default: 8 pt on every edge, none from iOS 27.1
    // (Facts.defaultMargins, Facts.zeroDefaultMargins).
    let direction = view.effectiveLayoutDirection
    let own =
      view.layoutMargins?.absolute(in: direction)
      ?? Insets(all: LayoutMarginRules.defaultLayoutMargin(iOSVersion: iOSVersion))
    let margins = LayoutMarginRules.layoutMargins(
      own: own, safeAreaInsets: safe, insetsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
      preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins,
      superviewLayoutMargins: superviewLayoutMargins, superviewBounds: superviewBounds,
      frame: frame)
    tracer.record(
      .layoutMargins, margins,
      rule: "own \(own)"
        + (view.insetsLayoutMarginsFromSafeArea ? " + safeAreaInsets \(safe)" : "")
        + (view.preservesSuperviewLayoutMargins
          ? ", at least the superview's \(superviewLayoutMargins) less the distance to its edges"
          : ""),
      facts: [
        iOSVersion >= LayoutMarginRules.zeroDefaultMarginsVersion
          ? Facts.zeroDefaultMargins : Facts.defaultMargins
      ]
        + (view.insetsLayoutMarginsFromSafeArea ? [Facts.marginsFromSafeArea] : [])
        + (view.preservesSuperviewLayoutMargins ? [Facts.preservesSuperviewMargins] : [])
        + (view.layoutMargins.map { if case .directional = $0 { true } else { false } } == true
          ? [Facts.directionalMargins] : []),
      inputs: [.safeAreaInsets, .rootLayoutMargins])
    let resolved = ViewResolution(
      kind: view.kind, frame: frame, safeAreaInsets: safe, layoutMargins: margins,
      layoutDirection: direction, readableContentWidth: assumptions.readableContentWidth)
    tracer.record(
      .safeAreaLayoutGuideFrame, resolved.safeAreaLayoutGuideFrame,
      rule: "the bounds inset by the safe area", facts: [Facts.subviewOverlap],
      inputs: [.safeAreaInsets, .frame])
    tracer.record(
      .layoutMarginsGuideFrame, resolved.layoutMarginsGuideFrame,
      rule: "the bounds inset by the margins", facts: [Facts.defaultMargins],
      inputs: [.layoutMargins])
    tracer.record(
      .readableContentGuideFrame, resolved.readableContentGuideFrame,
      rule: "the margins guide, at most \(PointNotation.format(assumptions.readableContentWidth)) "
        + "wide, centred", facts: [Facts.readableWidth], inputs: [.layoutMarginsGuideFrame])
    return resolved
  }
}
