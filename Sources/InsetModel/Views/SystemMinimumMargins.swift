import Foundation

extension LayoutMarginRules {
  /// The width from which, with no side safe area, the system minimum is
  /// 20 rather than 16: the narrowest window measured at 20 ([dimmmensions]:
  /// the 414 pt iPhone 8 Plus and iPhone 11 in portrait; [openradar-29013952]:
  /// 16 on 375 pt phones, 20 on 414 pt ones).
  @inlinable public static var wideSystemMinimumWidth: CGFloat { 414 }  // [dimmmensions], [openradar-29013952]

  /// The same width under Liquid Glass: 390. The iOS 26.1 simulator prints
  /// 20 on the 393 pt iPhone 16 and 16 on the 375 pt iPhone SE, cards, cell
  /// text and separators alike ([openuikit-margins]: "20 on the 390+ pt
  /// phones", `width >= 390 ? 20 : 16`; ``Facts/glassSystemMinimumMargins``).
  @inlinable public static var glassWideSystemMinimumWidth: CGFloat { 390 }  // [openuikit-margins]

  /// `systemMinimumLayoutMargins` as measured: 20 pt leading and trailing
  /// where the window is at least 414 pt wide (390 under Liquid Glass) and
  /// has no safe area on its sides, 16 elsewhere (a phone under that width in
  /// portrait, a phone in landscape beside its sensor housing, a narrow iPad
  /// window); 0 at the top and bottom ([dimmmensions], [openuikit-margins];
  /// ``Facts/systemMinimumMargins``, ``Facts/glassSystemMinimumMargins``).
  ///
  /// It is not the size class: the iPhone 8 Plus in portrait (compact) reads
  /// 20, the iPhone SE in landscape (compact) 20, and the iPhone 11 Pro Max
  /// in landscape (regular) 16 beyond its housing.
  ///
  ///     LayoutMarginRules.systemMinimumLayoutMargins(
  ///       windowWidth: 896, windowSafeAreaInsets: Insets(top: 0, left: 44, bottom: 21, right: 44))
  ///     // {0, 16, 0, 16}
  ///     LayoutMarginRules.systemMinimumLayoutMargins(
  ///       windowWidth: 393, windowSafeAreaInsets: Insets(top: 59, left: 0, bottom: 34, right: 0),
  ///       usesLiquidGlass: true)
  ///     // {0, 20, 0, 20}
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func systemMinimumLayoutMargins(
    windowWidth: CGFloat, windowSafeAreaInsets: Insets, usesLiquidGlass: Bool = false
  ) -> DirectionalInsets {
    let hasSideInsets = windowSafeAreaInsets.left > 0 || windowSafeAreaInsets.right > 0
    let wide = usesLiquidGlass ? glassWideSystemMinimumWidth : wideSystemMinimumWidth
    let side: CGFloat = windowWidth >= wide && !hasSideInsets ? 20 : 16  // [dimmmensions], [openuikit-margins]
    return DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
}
