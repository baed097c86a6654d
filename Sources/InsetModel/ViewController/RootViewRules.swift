import Foundation

/// A child view controller's root view, resolved.
public struct ChildResolution: Sendable, Hashable {
  /// Its frame in the parent's root view.
  public var frame: CGRect
  /// Its `safeAreaInsets`: its overlap of the parent's, plus its own
  /// `additionalSafeAreaInsets`.
  public var safeAreaInsets: Insets
  /// Its `layoutMargins`, by the root-view rule.
  public var layoutMargins: Insets

  /// Creates the resolved child root view from its values; ``RootViewRules`` derives it.
  public init(frame: CGRect, safeAreaInsets: Insets, layoutMargins: Insets) {
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
  }
}

/// A view controller's root view's margins: the rules the fold
/// (``HierarchyRules``) asks at each view controller.
public enum RootViewRules {
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
  /// (``Facts/duoMargins``).
  @inlinable
  public static func systemMinimumLayoutMargins<Tracer: DerivationTracer>(
    _ screen: ScreenResolution, direction: UserInterfaceLayoutDirection, tracer: inout Tracer
  ) -> DirectionalInsets {
    let minimum = screen.window.systemMinimumLayoutMargins(
      LayoutMarginRules.systemMinimumLayoutMargins(
        windowWidth: screen.screenSize.width, windowSafeAreaInsets: screen.windowSafeAreaInsets,
        usesLiquidGlass: screen.usesLiquidGlass),
      direction: direction)
    tracer.record(
      .systemMinimumLayoutMargins, minimum,
      rule: screen.window.systemMinimumSideMargin == nil
        ? "window \(PointNotation.format(screen.screenSize.width)) wide "
          + (screen.windowSafeAreaInsets.left > 0 || screen.windowSafeAreaInsets.right > 0
            ? "with side insets" : "without side insets")
          + (screen.usesLiquidGlass
            ? " (Liquid Glass: 20 from 390 wide without side insets, else 16)"
            : " (20 from 414 wide without side insets, else 16)")
        : "the \(screen.window.foldableDisplay?.rawValue ?? "") display's side margin"
          + (screen.window.verticalBarSide.map { ", none beside the strip on the \($0.rawValue)" }
            ?? ""),
      facts: [screen.usesLiquidGlass ? Facts.glassSystemMinimumMargins : Facts.systemMinimumMargins]
        + (screen.window.systemMinimumSideMargin == nil ? [] : [Facts.duoMargins]),
      inputs: [.screenSize, .windowSafeAreaInsets])
    return minimum
  }
}
