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

  /// Under Liquid Glass, what a phone's tab bar reserves in a compact height
  /// where there is no home indicator: 64, as the iOS 26.1 iPhone SE
  /// simulator prints it in landscape ([openuikit-tabbarcontroller]; one
  /// source, ``Facts/glassCompactTabBar``).
  public static let glassCompactTabBarWithoutHomeIndicator: CGFloat = 64  // [openuikit-tabbarcontroller]

  /// Under Liquid Glass, a regular-width iPad's tab bar floating at the top:
  /// 44 pt tall at the safe-area top (`_UIFloatingTabBar [0, 32, 820, 44]`
  /// on the iOS 26.1 iPad (A16) simulator; [openuikit-tabbarcontroller], one
  /// source, ``Facts/glassPadTopTabBar``).
  public static let glassPadTabBarHeight: CGFloat = 44  // [openuikit-tabbarcontroller]

  /// Under Liquid Glass, how far below a regular-width iPad's floating tab
  /// bar a child that is not a navigation controller starts: 20 (content at
  /// 96 = 32 + 44 + 20 on the iOS 26.1 iPad (A16) simulator;
  /// [openuikit-tabbarcontroller], ``Facts/glassPadTopTabBar``).
  public static let glassPadTabBarContentGap: CGFloat = 20  // [openuikit-tabbarcontroller]

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
  ///   (`assumeGlassPadNavigationBarHeight`); 54 in a compact height too, as
  ///   the iOS 26.1 iPhone SE simulator prints it in landscape
  ///   ([openuikit-conf-landscape]); `glassCompactWithoutIsland` is the
  ///   height a compact-compact phone without a Dynamic Island takes there
  ///   (`assumeGlassLandscapeNavigationBarHeight`: 54, or
  ///   [gknavigationbar-config]'s 32).
  /// - An expanded large title adds `largeTitleZone` where the height is
  ///   regular: 52 (96 = 44 + 52; 106 = 54 + 52), or under Liquid Glass what
  ///   ``glassLargeTitleZone(_:idiom:inSheet:)`` gives at another text size.
  @inlinable
  public static func navigationBarHeight(
    idiom: Device.Idiom, sizeClasses: SizeClasses, prefersLargeTitles: Bool, iOSVersion: CGFloat,
    liquidGlass: Bool, padGlassHeight: CGFloat = 54, hasDynamicIsland: Bool = true,
    glassCompactWithoutIsland: CGFloat = 54, largeTitleZone: CGFloat = 52
  ) -> CGFloat {
    let bar: CGFloat
    if idiom == .pad {
      bar = liquidGlass ? padGlassHeight : (iOSVersion < 12 ? 44 : 50)  // [hacknicity-ipad-ios12] [gknavigationbar-config]
    } else if liquidGlass {
      bar = isShortPhoneBar(sizeClasses) && !hasDynamicIsland ? glassCompactWithoutIsland : 54  // [maui-spine-377] [openuikit-conf-landscape]
    } else {
      bar = isShortPhoneBar(sizeClasses) ? 32 : 44  // [safe-area-adaptation] [fluentui-apple-1727]
    }
    let largeTitle: CGFloat =
      prefersLargeTitles && sizeClasses.vertical == .regular ? largeTitleZone : 0  // [hacknicity-ipad-ios12] [maui-spine-377]
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

  /// Under Liquid Glass, the slot a navigation controller shows at its
  /// bottom for its top view controller's toolbar items, whatever the home
  /// indicator: 86 on a phone (10 + the 48-pt platter row + 28), 82 where
  /// the height is compact (10 + 44 + 28), 79 on an iPad (10 + 44 + 25), as
  /// the iOS 26.1 iPhone 16, iPhone SE and iPad (A16) simulators print it
  /// ([openuikit-toolbarheightprobe]; one source, ``Facts/glassToolbarSlot``).
  ///
  ///     BarMetrics.glassToolbarSlotHeight(
  ///       idiom: .phone, sizeClasses: SizeClasses(horizontal: .compact, vertical: .compact))
  ///     // 82
  @inlinable
  public static func glassToolbarSlotHeight(idiom: Device.Idiom, sizeClasses: SizeClasses)
    -> CGFloat
  {
    if idiom == .pad { return 79 }  // [openuikit-toolbarheightprobe]
    return sizeClasses.vertical == .compact ? 82 : 86  // [openuikit-toolbarheightprobe]
  }

  /// Under Liquid Glass, how much an expanded large title adds to the
  /// navigation bar at a text size, where printed: 52 at `large`; on a
  /// phone 54 at `extraExtraExtraLarge` and 61.5 at `accessibilityLarge`, as
  /// the iOS 26.1 iPhone SE simulator prints it ([openuikit-dyntype-modal],
  /// [openuikit-dyntype-rest]; ``Facts/glassLargeTitleTextSize``); `nil`
  /// where nothing is printed (the other sizes, and an iPad or a sheet at any
  /// size but `large`).
  ///
  ///     BarMetrics.glassLargeTitleZone(.accessibilityLarge, idiom: .phone, inSheet: false)
  ///     // 61.5
  @inlinable
  public static func glassLargeTitleZone(
    _ size: ContentSizeCategory, idiom: Device.Idiom, inSheet: Bool
  ) -> CGFloat? {
    switch size {
    case .large: return 52  // [maui-spine-377] [openuikit]
    case .extraExtraExtraLarge where idiom == .phone && !inSheet: return 54  // [openuikit-dyntype-modal]
    case .accessibilityLarge where idiom == .phone && !inSheet: return 61.5  // [openuikit-dyntype-rest]
    default: return nil
    }
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
