import Foundation

/// How UIKit computes `layoutMargins` as app code reads them back.
///
/// The picture, for one edge of a view flush with its superview:
///
///     superview edge ─┬─ view edge
///                     │◄─ safe area ─►│◄─ own margin ─►│ content
///                     │◄─ superview's margin (preserved) ────►│
///
/// The margin read back is the larger of the two reaches: the view's own
/// margin measured from its safe-area edge, and (when preserving) the
/// superview's margin less the distance between the two edges.
public enum LayoutMarginRules {
  /// The iOS version from which a view's own margins default to zero
  /// (``Facts/zeroDefaultMargins``).
  public static let zeroDefaultMarginsVersion: CGFloat = 27.1  // [ios-27-2-release-notes]

  /// A view's own margin on each edge when nothing sets it: 8 pt
  /// (``Facts/defaultMargins``), none from iOS 27.1, where "the default
  /// layout margins for a `UIView` are zero" (``Facts/zeroDefaultMargins``).
  /// A view controller's root view still takes its
  /// `systemMinimumLayoutMargins`.
  ///
  ///     LayoutMarginRules.defaultLayoutMargin(iOSVersion: 26)    // 8
  ///     LayoutMarginRules.defaultLayoutMargin(iOSVersion: 27.1)  // 0
  @inlinable
  public static func defaultLayoutMargin(iOSVersion: CGFloat) -> CGFloat {
    iOSVersion >= zeroDefaultMarginsVersion ? 0 : 8  // [ad-uiview-layoutmargins] [ios-27-2-release-notes]
  }

  /// `systemMinimumLayoutMargins` by size class: 16 pt leading and trailing
  /// in a compact width, 20 in a regular one ([ad-uiviewcontroller-systemminimumlayoutmargins];
  /// [uyl-layout-margins]); 0 at the top and bottom, the common reading where no source gives
  /// a number ([ad-uiview-layoutmargins], [uyl-layout-margins]). The model no longer uses it:
  /// measurements follow the window's width and side insets instead
  /// (``systemMinimumLayoutMargins(windowWidth:windowSafeAreaInsets:usesLiquidGlass:)``).
  @inlinable
  public static func systemMinimumLayoutMargins(horizontalSizeClass: SizeClass)
    -> DirectionalInsets
  {
    let side: CGFloat = horizontalSizeClass == .compact ? 16 : 20  // [ad-uiviewcontroller-systemminimumlayoutmargins], [uyl-layout-margins]
    return DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// A view controller's root view: its own directional margins raised to
  /// the system minimum edge by edge when `viewRespectsSystemMinimumLayoutMargins`
  /// ([ad-uiviewcontroller-systemminimumlayoutmargins]: "guaranteed to be no smaller than the values in
  /// systemMinimumLayoutMargins"), then measured from the safe-area edge when
  /// `insetsLayoutMarginsFromSafeArea` ([ad-uiview-layoutmargins]: the root's
  /// default "reflects the system minimum margins and safe area insets").
  ///
  ///     LayoutMarginRules.rootLayoutMargins(
  ///       own: .zero, systemMinimum: DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
  ///       respectsSystemMinimum: true, safeAreaInsets: Insets(top: 44, left: 0, bottom: 34, right: 0),
  ///       insetsFromSafeArea: true, direction: .leftToRight)
  ///     // {44, 16, 34, 16}
  @inlinable
  public static func rootLayoutMargins(
    own: DirectionalInsets, systemMinimum: DirectionalInsets, respectsSystemMinimum: Bool,
    safeAreaInsets: Insets, insetsFromSafeArea: Bool, direction: UserInterfaceLayoutDirection
  ) -> Insets {
    var margins = own.absolute(in: direction)
    if respectsSystemMinimum {
      margins = Insets.max(margins, systemMinimum.absolute(in: direction))
    }
    return insetsFromSafeArea ? margins + safeAreaInsets : margins
  }

  /// Any other view: its own margins (default 8 on each edge), measured from
  /// its safe-area edge when `insetsLayoutMarginsFromSafeArea` ([ad-uiview-insetslayoutmarginsfromsafearea]; [wwdc18-235] ~582 s;
  /// [safe-area-adaptation]: safe area `{88, 0, 0, 0}` and margins `{0, 50, 0, 0}` read back
  /// `{88, 50, 0, 0}`). With `preservesSuperviewLayoutMargins`, each edge is
  /// at least the superview's margin less the distance between the two edges:
  /// margins "cascade down the view tree, adjusting for geometry offsets"
  /// ([hdr-uiview]), "the smallest amount needed to ensure that content is
  /// also inside the superview's margins" ([ad-uiview-preservessuperviewlayoutmargins]).
  ///
  /// The formula is inferred from those two texts. For a view flush with its
  /// superview and no safe area it is [safe-area-adaptation]'s `max(own, superview)`; that
  /// article then adds the safe area after the max, which counts it twice when the
  /// superview's margins already include it, so the safe area goes inside the
  /// max here.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func layoutMargins(
    own: Insets, safeAreaInsets: Insets, insetsFromSafeArea: Bool,
    preservesSuperviewLayoutMargins: Bool, superviewLayoutMargins m: Insets,
    superviewBounds b: CGRect, frame f: CGRect
  ) -> Insets {
    let base = insetsFromSafeArea ? own + safeAreaInsets : own
    guard preservesSuperviewLayoutMargins else { return base }
    // Edge by edge, the larger of the two reaches. (`Insets.max(base,
    // inherited)` computes the same, but built as a second value first it
    // compiled to a slower loop in a caller: 1.3× the same arithmetic inline.)
    return Insets(
      top: Swift.max(base.top, m.top - (f.minY - b.minY)),
      left: Swift.max(base.left, m.left - (f.minX - b.minX)),
      bottom: Swift.max(base.bottom, m.bottom - (b.maxY - f.maxY)),
      right: Swift.max(base.right, m.right - (b.maxX - f.maxX)))
  }

  /// The `layoutMarginsGuide`'s frame, in the view's own coordinates.
  @inlinable
  public static func layoutMarginsGuideFrame(bounds: CGRect, layoutMargins: Insets) -> CGRect {
    bounds.inset(by: layoutMargins)
  }

  /// The `readableContentGuide`'s frame: the margins guide, no wider than the
  /// readable width, centred ([wwdc18-235] ~1877 s; [uyl-readable-width]: 672 pt at the default text size
  /// on an iPad Air 2 in landscape). The readable width depends on Dynamic
  /// Type; the model takes it as the named assumption
  /// ``Assumptions/readableContentWidth``.
  @inlinable
  public static func readableContentGuideFrame(marginsGuide g: CGRect, readableWidth: CGFloat)
    -> CGRect
  {
    guard g.width > readableWidth else { return g }
    return CGRect(
      x: g.minX + (g.width - readableWidth) / 2, y: g.minY, width: readableWidth,
      height: g.height)
  }
}
