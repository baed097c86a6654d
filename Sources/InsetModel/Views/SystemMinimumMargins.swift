import Foundation

extension LayoutMarginRules {
  /// The width from which, with no side safe area, the system minimum is
  /// 20 rather than 16: the narrowest window measured at 20 ([dimmmensions]:
  /// the 414 pt iPhone 8 Plus and iPhone 11 in portrait; [openradar-29013952]:
  /// 16 on 375 pt phones, 20 on 414 pt ones).
  @inlinable public static var wideSystemMinimumWidth: CGFloat { 414 }  // [dimmmensions], [openradar-29013952]

  /// `systemMinimumLayoutMargins` as measured: 20 pt leading and trailing
  /// where the window is at least 414 pt wide and has no safe area on its
  /// sides, 16 elsewhere (a phone under 414 pt wide in portrait, a phone in
  /// landscape beside its sensor housing, a narrow iPad window); 0 at the
  /// top and bottom ([dimmmensions]; ``Facts/systemMinimumMargins``).
  ///
  /// It is not the size class: the iPhone 8 Plus in portrait (compact) reads
  /// 20, the iPhone SE in landscape (compact) 20, and the iPhone 11 Pro Max
  /// in landscape (regular) 16 beyond its housing.
  ///
  ///     LayoutMarginRules.systemMinimumLayoutMargins(
  ///       windowWidth: 896, windowSafeAreaInsets: Insets(top: 0, left: 44, bottom: 21, right: 44))
  ///     // {0, 16, 0, 16}
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func systemMinimumLayoutMargins(windowWidth: CGFloat, windowSafeAreaInsets: Insets)
    -> DirectionalInsets
  {
    let hasSideInsets = windowSafeAreaInsets.left > 0 || windowSafeAreaInsets.right > 0
    let side: CGFloat = windowWidth >= wideSystemMinimumWidth && !hasSideInsets ? 20 : 16  // [dimmmensions]
    return DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
}
