import Foundation

/// The heights of UIKit's bars, without the home indicator, by idiom, size
/// classes, OS version and design (``Facts/barHeights``,
/// ``Facts/padBarsBeforeIOS12``, ``Facts/liquidGlassNavigationBar``).
///
///     BarMetrics.navigationBarHeight(
///       idiom: .phone, sizeClasses: SizeClasses(horizontal: .compact, vertical: .compact),
///       prefersLargeTitles: false, iOSVersion: 18, liquidGlass: false)
///     // 32
public enum BarMetrics {
  /// Under Liquid Glass, how far down a phone's navigation bar starts in
  /// portrait where nothing covers the top edge (the status bar hidden on a
  /// home-button phone, a container below the status bar): 10 pt, printed on
  /// the iOS 26.1 simulator ([openuikit-navigationbar]; one source,
  /// ``Facts/glassNavigationBarFloor``).
  public static let glassNavigationBarFloor: CGFloat = 10  // [openuikit-navigationbar]

  /// The height of an iPhone's navigation bar holding a `UISearchBar` as its
  /// title view, from iOS 11 in a regular height: the search bar's 56
  /// ([csdn-titleview-searchbar]; single source, ``Facts/searchBarTitleView``).
  public static let searchBarTitleViewHeight: CGFloat = 56  // [csdn-titleview-searchbar]

  /// A phone bar is short (32) only when both size classes are compact: an
  /// iPhone in landscape, but not a Plus or Max phone, which is regular width
  /// there and keeps 44 ([fluentui-apple-1727]).
  @inlinable
  static func isShortPhoneBar(_ s: SizeClasses) -> Bool {
    s.horizontal == .compact && s.vertical == .compact
  }

  /// The navigation bar's frame height.
  ///
  /// - iOS 12–18 (and an app kept in compatibility mode): 44, or 32 where
  ///   both size classes are compact; 50 on an iPad (44 before iOS 12).
  /// - Liquid Glass (iOS 26): 54 on a phone ([maui-spine-377],
  ///   [react-navigation-13256]) and, by one source, on an iPad
  ///   (`assumeGlassPadNavigationBarHeight`); in landscape a compact-compact
  ///   phone keeps 54 when it has a Dynamic Island, else 32
  ///   ([gknavigationbar-config], single source).
  /// - An expanded large title adds 52 where the height is regular
  ///   (96 = 44 + 52; 106 = 54 + 52).
  @inlinable
  public static func navigationBarHeight(
    idiom: Device.Idiom, sizeClasses: SizeClasses, prefersLargeTitles: Bool, iOSVersion: CGFloat,
    liquidGlass: Bool, padGlassHeight: CGFloat = 54, hasDynamicIsland: Bool = true
  ) -> CGFloat {
    let bar: CGFloat
    if idiom == .pad {
      bar = liquidGlass ? padGlassHeight : (iOSVersion < 12 ? 44 : 50)  // [hacknicity-ipad-ios12] [gknavigationbar-config]
    } else if liquidGlass {
      bar = isShortPhoneBar(sizeClasses) && !hasDynamicIsland ? 32 : 54  // [maui-spine-377] [gknavigationbar-config]
    } else {
      bar = isShortPhoneBar(sizeClasses) ? 32 : 44  // [safe-area-adaptation] [fluentui-apple-1727]
    }
    let largeTitle: CGFloat =
      prefersLargeTitles && sizeClasses.vertical == .regular ? 52 : 0  // [hacknicity-ipad-ios12] [maui-spine-377]
    return bar + largeTitle
  }

  /// The tab bar's height above the home indicator: 49, or 32 in
  /// compact-compact from iOS 11 (49 before); 49 under Liquid Glass too, where the floating bar
  /// still reserves 49 above the home indicator ([code-ios-640],
  /// [rn-bottom-tabs-589]). On an iPad 50 (49 before iOS 12;
  /// [hacknicity-ipad-ios12]).
  @inlinable
  public static func tabBarContentHeight(
    idiom: Device.Idiom, sizeClasses: SizeClasses, iOSVersion: CGFloat
  ) -> CGFloat {
    if idiom == .pad { return iOSVersion < 12 ? 49 : 50 }  // [hacknicity-ipad-ios12]
    // Before iOS 11 a phone's tab bar kept 49 in landscape (Facts.legacyLandscapeTabBar).
    if iOSVersion < 11 { return 49 }  // [hig-tab-bars]
    return isShortPhoneBar(sizeClasses) ? 32 : 49  // [safe-area-adaptation] [qmui-633]
  }

  /// The toolbar's height above the home indicator: 44, or 32 in
  /// compact-compact; 50 on an iPad (44 before iOS 12). `matchesTabBar` is the
  /// named assumption that a notch phone's toolbar is the tab bar's 49
  /// (`assumeNotchToolbarMatchesTabBar`).
  @inlinable
  public static func toolbarContentHeight(
    idiom: Device.Idiom, sizeClasses: SizeClasses, iOSVersion: CGFloat, matchesTabBar: Bool = false
  ) -> CGFloat {
    if idiom == .pad { return iOSVersion < 12 ? 44 : 50 }  // [hacknicity-ipad-ios12]
    if isShortPhoneBar(sizeClasses) { return 32 }  // [safe-area-adaptation]
    return matchesTabBar ? 49 : 44  // [qmui-633]
  }
}
