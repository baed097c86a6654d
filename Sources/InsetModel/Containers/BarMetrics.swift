import Foundation

/// The heights of UIKit's bars, without the home indicator
/// ([safe-area-adaptation]'s table, cross-checked with [uyl-layout-margins] and
/// [qmui-helper]; ``Facts/barHeights``).
///
///     BarMetrics.navigationBarHeight(
///       idiom: .phone, sizeClasses: SizeClasses(horizontal: .compact, vertical: .compact),
///       prefersLargeTitles: false)
///     // 32
public enum BarMetrics {
  /// A phone bar is short (32) only when both size classes are compact: an
  /// iPhone in landscape, but not a Plus or Max phone, which is regular width
  /// there and keeps 44 ([safe-area-adaptation], [qmui-helper]).
  @inlinable
  static func isShortPhoneBar(_ s: SizeClasses) -> Bool {
    s.horizontal == .compact && s.vertical == .compact
  }

  /// The navigation bar's frame height: 44, or 32 in compact-compact; 50 on an
  /// iPad (iOS 12+); a large title adds 52 (96 = 44 + 52; [safe-area-adaptation], [qmui-helper]).
  /// Large titles are shown only where the height is regular: the facts give
  /// them for portrait only (inferred).
  @inlinable
  public static func navigationBarHeight(
    idiom: Device.Idiom, sizeClasses: SizeClasses, prefersLargeTitles: Bool
  ) -> CGFloat {
    let bar: CGFloat =
      idiom == .pad ? 50 : (isShortPhoneBar(sizeClasses) ? 32 : 44)  // [safe-area-adaptation], [qmui-helper]
    let largeTitle: CGFloat =
      prefersLargeTitles && sizeClasses.vertical == .regular ? 52 : 0  // [safe-area-adaptation], [qmui-helper]: 96 = 44 + 52
    return bar + largeTitle
  }

  /// The tab bar's height above the home indicator: 49, or 32 in
  /// compact-compact ([safe-area-adaptation], [qmui-helper]: 83 = 49 + 34, 53 = 32 + 21, 70 = 49 + 21).
  /// On an iPad 50, inferred from the iOS 12 iPad bar height ([safe-area-adaptation], [qmui-helper]
  /// gives 50 for the iPad's navigation bar and toolbar; no source gives the
  /// tab bar's).
  @inlinable
  public static func tabBarContentHeight(idiom: Device.Idiom, sizeClasses: SizeClasses) -> CGFloat {
    idiom == .pad ? 50 : (isShortPhoneBar(sizeClasses) ? 32 : 49)  // [safe-area-adaptation], [qmui-helper]
  }

  /// The toolbar's height above the home indicator: 44, or 32 in
  /// compact-compact; 50 on an iPad ([safe-area-adaptation], [qmui-helper]).
  @inlinable
  public static func toolbarContentHeight(idiom: Device.Idiom, sizeClasses: SizeClasses) -> CGFloat
  {
    idiom == .pad ? 50 : (isShortPhoneBar(sizeClasses) ? 32 : 44)  // [safe-area-adaptation], [qmui-helper]
  }
}
