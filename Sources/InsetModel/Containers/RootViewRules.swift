import Foundation

/// A view controller's root view, resolved: its safe area and margins, and
/// those of a child view controller's root view inside it.
public struct RootViewResolution: Sendable, Hashable {
  /// The root view's `safeAreaInsets`.
  public var safeAreaInsets: Insets
  /// The view controller's `systemMinimumLayoutMargins`.
  public var systemMinimumLayoutMargins: DirectionalInsets
  /// The root view's `layoutMargins`, as read back.
  public var layoutMargins: Insets
  /// The child view controller's root view, when the scene has one.
  public var child: ChildResolution?

  public init(
    safeAreaInsets: Insets, systemMinimumLayoutMargins: DirectionalInsets, layoutMargins: Insets,
    child: ChildResolution?
  ) {
    self.safeAreaInsets = safeAreaInsets
    self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
    self.layoutMargins = layoutMargins
    self.child = child
  }
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

/// How a view controller's root view (and a child view controller's) gets
/// its safe area and margins from the window and the bars.
public enum RootViewRules {
  /// The root view's safe area and margins, and the child's, each reported
  /// to `tracer` with the facts it rests on.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func resolve<Tracer: DerivationTracer>(
    controller c: ViewControllerSetup, screen: ScreenResolution,
    containers: ContainerResolution, direction: UserInterfaceLayoutDirection,
    assumptions: Assumptions, tracer: inout Tracer
  ) -> RootViewResolution {
    let bars: [Quantity] = [.navigationBarFrame, .tabBarFrame, .toolbarFrame]
    let safe: Insets
    if let pinned = c.rootSafeAreaInsets {
      safe = pinned
      tracer.pinned(.rootSafeAreaInsets, pinned)
    } else {
      safe = containers.barsSafeAreaInsets + c.additionalSafeAreaInsets
      tracer.record(
        .rootSafeAreaInsets, safe,
        rule: "window and bars \(containers.barsSafeAreaInsets) over root frame "
          + "\(GeometryNotation.format(containers.rootFrame)) + additionalSafeAreaInsets "
          + "\(c.additionalSafeAreaInsets)",
        facts: [Facts.rootSafeArea], inputs: [.windowSafeAreaInsets, .rootFrame] + bars)
    }

    let minimum = systemMinimumLayoutMargins(screen, direction: direction, tracer: &tracer)
    let own = c.rootDirectionalLayoutMargins ?? .zero
    let margins = rootMargins(c, own: own, minimum: minimum, safe: safe, direction: direction)
    tracer.record(
      .rootLayoutMargins, margins,
      rule: "max(own \(own), systemMinimumLayoutMargins \(minimum)) + safeAreaInsets \(safe)",
      facts: [Facts.rootMargins, Facts.marginsFromSafeArea],
      inputs: [.rootSafeAreaInsets, .systemMinimumLayoutMargins])

    var child: ChildResolution?
    if let setup = c.child {
      let bounds = CGRect(origin: .zero, size: containers.rootFrame.size)
      let frame = setup.frame ?? bounds
      let inherited = SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: bounds, superviewSafeAreaInsets: safe, frame: frame)
      let childSafe = inherited + setup.additionalSafeAreaInsets
      tracer.record(
        .childSafeAreaInsets, childSafe,
        rule: "overlap \(inherited) of frame \(GeometryNotation.format(frame)) + the child's "
          + "additionalSafeAreaInsets \(setup.additionalSafeAreaInsets)",
        facts: [Facts.childViewController, Facts.subviewOverlap],
        inputs: [.rootSafeAreaInsets])
      child = ChildResolution(
        frame: frame, safeAreaInsets: childSafe,
        layoutMargins: rootMargins(
          c, own: own, minimum: minimum, safe: childSafe, direction: direction))
    }
    return RootViewResolution(
      safeAreaInsets: safe, systemMinimumLayoutMargins: minimum, layoutMargins: margins,
      child: child)
  }

  /// A root view's margins (``Facts/rootMargins``).
  @inlinable
  static func rootMargins(
    _ c: ViewControllerSetup, own: DirectionalInsets, minimum: DirectionalInsets, safe: Insets,
    direction: UserInterfaceLayoutDirection
  ) -> Insets {
    LayoutMarginRules.rootLayoutMargins(
      own: own, systemMinimum: minimum,
      respectsSystemMinimum: c.viewRespectsSystemMinimumLayoutMargins, safeAreaInsets: safe,
      insetsFromSafeArea: true, direction: direction)
  }
}

extension RootViewRules {
  /// A root view's `systemMinimumLayoutMargins`, recorded: by the window's
  /// width and side insets, not its size class (``Facts/systemMinimumMargins``);
  /// a device with margins of its own (the iPhone Duo) overrides them
  /// (``Facts/duoMargins``). The one rule the flat resolve and the hierarchy
  /// fold both use.
  @inlinable
  public static func systemMinimumLayoutMargins<Tracer: DerivationTracer>(
    _ screen: ScreenResolution, direction: UserInterfaceLayoutDirection, tracer: inout Tracer
  ) -> DirectionalInsets {
    let minimum = screen.window.systemMinimumLayoutMargins(
      LayoutMarginRules.systemMinimumLayoutMargins(
        windowWidth: screen.screenSize.width, windowSafeAreaInsets: screen.windowSafeAreaInsets),
      direction: direction)
    tracer.record(
      .systemMinimumLayoutMargins, minimum,
      rule: screen.window.systemMinimumSideMargin == nil
        ? "window \(PointNotation.format(screen.screenSize.width)) wide "
          + (screen.windowSafeAreaInsets.left > 0 || screen.windowSafeAreaInsets.right > 0
            ? "with side insets" : "without side insets")
          + " (20 from 414 wide without side insets, else 16)"
        : "the \(screen.window.foldableDisplay?.rawValue ?? "") display's side margin"
          + (screen.window.verticalBarSide.map { ", none beside the strip on the \($0.rawValue)" }
            ?? ""),
      facts: [Facts.systemMinimumMargins]
        + (screen.window.systemMinimumSideMargin == nil ? [] : [Facts.duoMargins]),
      inputs: [.screenSize, .windowSafeAreaInsets])
    return minimum
  }
}
