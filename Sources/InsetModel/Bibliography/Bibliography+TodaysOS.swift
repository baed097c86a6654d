// The bibliography entries of the sources behind the iOS 26 and 27.1 rules checked against
// probes of real UIKit (read 2026-11-25), kept out of Bibliography.swift so that its switch
// gains one case list only.

extension Source {
  /// The entry of a source added for today's OS; ``entry`` forwards here.
  var todaysOSEntry: BibliographyEntry? {
    switch self {
    case .iOS272ReleaseNotes:
      reviewEntry(
        "iOS & iPadOS 27.2 Release Notes (Apple Developer Documentation)", "Apple",
        "https://developer.apple.com/documentation/ios-ipados-release-notes/"
          + "ios-ipados-27_2-release-notes", published: "2026",
        takes: "UIKit, New Features: \"On iOS 27.1 and later, the default layout margins for a "
          + "`UIView` are zero. A view controller continues to provide its view with "
          + "`systemMinimumLayoutMargins` […] To inherit these margins in a subview of the view "
          + "controller's view, set its `preservesSuperviewLayoutMargins` property to `true`.\" "
          + "(186294594)")
    case .openUIKitNavigationBar:
      reviewEntry(
        "OpenUIKit: UINavigationBar.swift (bar-zone metrics)", "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/00b529ea3d309b7af1d742a3565daa4d06910211/"
          + "Sources/OpenUIKit/UINavigationBar.swift", published: "2026",
        takes: "\"MEASURED, real iOS 26.1 / iPhone 16 / compact width, no safe-area top "
          + "(Tools/oracle2/simscene […]): the bar's own frame is (0, 10, w, 54) inside its "
          + "container\"; the expanded large title \"reserves 116 pt of content inset: 10 (top "
          + "padding) + 54 (inline bar zone) + 52 (large-title zone)\"")
    case .reactNavigationHeaderHeight:
      reviewEntry(
        "react-navigation: packages/elements/src/Header/getDefaultHeaderHeight.tsx (commit "
          + "260b604ba, \"rework header design to resemble latest iOS\")", "react-navigation",
        "https://github.com/react-navigation/react-navigation/blob/260b604ba/packages/elements/"
          + "src/Header/getDefaultHeaderHeight.tsx", published: "2025-11-29",
        takes: "a JavaScript imitation of the native header (constants, not a print): under "
          + "Liquid Glass the header is 64 tall where the top inset is 0 (the 10-pt floor plus "
          + "the 54-pt bar)")
    case .openUIKitTabBar:
      reviewEntry(
        "OpenUIKit: UITabBar.swift (the floating tab bar)", "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/00b529ea3d309b7af1d742a3565daa4d06910211/"
          + "Sources/OpenUIKit/UITabBar.swift", published: "2026",
        takes: "\"measured from the real-UIKit goldens (golden/tabbar_basic, golden/tabbar_tinted "
          + "— oracle2 real window, compact width, 375 pt scene)\": with no bottom safe area the "
          + "bar owns the bottom 72 pt of its controller's view, a 62-pt platter 10 pt above the "
          + "bottom; a 375 × 480 tab bar controller's tabBar.frame is (0, 408, 375, 72)")
    case .docTabBarSidebar:
      reviewEntry(
        "Elevating your iPad app with a tab bar and sidebar (Apple Developer Documentation)",
        "Apple",
        "https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-"
          + "and-sidebar", published: "2024",
        takes: "on iPad the tab bar \"floats over your content at the top of the screen\" and "
          + "shares its space with the navigation bar; no number")
    case .docSeparatorAutomaticInsets:
      reviewEntry(
        "UITableView.SeparatorInsetReference.fromAutomaticInsets (Apple Developer "
          + "Documentation)", "Apple",
        "https://developer.apple.com/documentation/uikit/uitableview/separatorinsetreference-"
          + "swift.enum/fromautomaticinsets",
        takes: "\"the table view normally uses its layout margins as the default cell inset "
          + "value\"")
    default:
      nil
    }
  }

}
