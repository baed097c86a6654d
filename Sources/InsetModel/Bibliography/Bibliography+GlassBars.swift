// The bibliography entries of the sources behind the Liquid Glass bar and search rules as real
// iOS 26.1 simulators print them (read 2026-11-28). Each URL is the file at the commit read; each
// quote is the file's own words.

extension Source {
  /// The entry of a source of the Liquid Glass bars as printed; ``entry`` forwards here.
  var glassBarsEntry: BibliographyEntry? {
    switch self {
    case .openUIKitToolbarProbe:
      glassEntry(
        "OpenUIKit: Tools/oracle2/toolbarheightprobe/README.md (UIToolbar height oracle, iOS "
          + "26.1)", "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/183e3d6799c50953fccd4fe61bb80d34b892b915/"
          + "uikit/Tools/oracle2/toolbarheightprobe/README.md",
        takes: "a probe app's table, printed on the iPhone 16, iPhone SE (3rd generation) and "
          + "iPad (A16) iOS 26.1 simulators, of a `UINavigationController` made the window root "
          + "with `isToolbarHidden = false`: \"`[0, 766, 393, 86]`, platters y 776 x 28 | 86 (34 "
          + "without items)\" (iPhone 16 portrait), \"`[59, 311, 734, 82]` […] | 82 (20)\" "
          + "(landscape), \"`[0, 581, 375, 86]` […] | 86 (0)\" and \"`[0, 293, 667, 82]` […] | 82 "
          + "(0)\" (the SE), \"`[0, 1101, 820, 79]` […] | 79 (25)\" (the iPad); \"Slot = 10 + "
          + "platter + 28 on a phone regardless of the home-indicator inset; 10 + 44 + 25 on the "
          + "pad\"; a free bar's intrinsic height 48 on the phones (44 hosted in landscape), 44 "
          + "on the iPad: \"| iPhone 16 portrait (393×852, SA 59/34) | 48 | 48 |\", \"| iPhone "
          + "16 landscape (852×393, SA 59 sides / 20) | 48 detached, **44 hosted** | **48** (44 "
          + "only after invalidate) |\", \"| iPhone SE 3 portrait (375×667, SA 20/0) | 48 | 48 "
          + "|\", \"| iPhone SE 3 landscape (667×375, SA 0) | 48 detached, 44 hosted | 48 |\", "
          + "\"| iPad A16 either (820×1180, SA 32/25) | 44 (cold too) | 44 |\" (columns: "
          + "intrinsic / sizeThatFits, Auto Layout frame h); \"no number differs between them or "
          + "between items / no items except the platter row's existence\"")
    case .openUIKitConfLandscape:
      glassEntry(
        "OpenUIKit: docs/agent_reports/conf-landscape.md (landscape / compact-height "
          + "conformance axis)", "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/766301ef93e3981816759c200b16a03826ad9ec1/"
          + "uikit/docs/agent_reports/conf-landscape.md",
        takes: "goldens of the iPhone SE (3rd generation) iOS 26.1 simulator in landscapeLeft "
          + "(window safe area `[0, 0, 0, 0]`, compact height): \"**NavFlow t200.landscape "
          + "golden:** bar `[0, 24, 667, 54]`, table SA top **78** (= 24+54)\"; \"`iOSBarTop = "
          + "max(SA.top, isCompactHeight ? 24 : 10)`\"; a large title does not show there")
    case .openUIKitTabBarController:
      glassEntry(
        "OpenUIKit: Sources/OpenUIKit/UITabBarController.swift (the child's safe area under the "
          + "tab bar)", "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/16654d517ed5843b52976f72e9eb3edd3432b73c/"
          + "uikit/Sources/OpenUIKit/UITabBarController.swift",
        takes: "goldens of the iOS 26.1 simulators: \"MEASURED Tabs t200, iPhone SE 2x / iOS "
          + "26.1, window SA `[0,0,0,0]`: UITabBar `[0, 584, 375, 83]`, table "
          + "`safeAreaInsets.bottom` **83** (no home-indicator extra). Compact-height (Tabs "
          + "t200.landscape): bar `[0, 311, 667, 64]`, table bottom **64**\"; on the iPad (A16) "
          + "\"`_UIFloatingTabBar [0, 32, 820, 44]` at window SA.top\", \"table bottom **25** not "
          + "83. A non-nav child gets extra top so content starts at **96** (32 + 44 + 20)\"")
    case .openUIKitNavigationBarOrigin:
      glassEntry(
        "OpenUIKit: Sources/OpenUIKit/UINavigationBar.swift (the bar's origin; a large title at "
          + "an accessibility size; a search bar inside a tab bar)", "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/b2f89411727cf282c631cce98f5c9fb357f01ded/"
          + "uikit/Sources/OpenUIKit/UINavigationBar.swift",
        takes: "\"iOS 26.1 (MEASURED 2026-09-04, navprobe.barorigin, SE 2x and iPhone 16): "
          + "`bar.frame.y = max(nav.view.safeAreaInsets.top, 10)`. […] A 20 pt status bar and a "
          + "59 pt notch set y to that inset; additionalSafeAreaInsets 20/59 on a zero-SA window "
          + "match.\"; at `.accessibilityLarge` \"the bar frame is `[0, 10, 375, 115.5]` = "
          + "54+61.5\"; \"MEASURED Tabs t200 / t4000, iPhone SE 2x / iOS 26.1: at rest the hosted "
          + "UISearchBar is **0 pt** tall (`[0, 64, 375, 0]`) and the navigation bar stays `[0, "
          + "10, 375, 54]`\"")
    case .openUIKitDynamicTypeModal:
      glassEntry(
        "OpenUIKit: docs/agent_reports/dyntype-modal.md (Dynamic Type: alerts, rows and the "
          + "large title at xxxl)", "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/b0e80ff488970923bba806eceb057f5277f3680d/"
          + "uikit/docs/agent_reports/dyntype-modal.md",
        takes: "a golden of the iPhone SE (3rd generation) iOS 26.1 simulator at "
          + "`.extraExtraExtraLarge`: \"**NavFlow t200.xxxl:** bar `[0, 10, 375, 108]` = 54 + "
          + "**54**\"; \"**Large-title visual zone floors at 54 at xxxl** (bar 108, inset 118)\"")
    case .openUIKitDynamicTypeRest:
      glassEntry(
        "OpenUIKit: docs/agent_reports/dyntype-rest.md (Dynamic Type at ax1)", "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/c0cad7c142d959f7c3ffd328432821631d0594cb/"
          + "uikit/docs/agent_reports/dyntype-rest.md",
        takes: "goldens of the iPhone SE (3rd generation) iOS 26.1 simulator with the window's "
          + "`preferredContentSizeCategory` `.accessibilityLarge`: \"**NavFlow t200.ax1:** large "
          + "title Library **48 Bold** `[16, 64, 156, 57.5]`; `_UINavigationBarLargeTitleView` "
          + "`[0, 64, 375, 61.5]`; bar `[0, 10, 375, 115.5]`; table `safeAreaInsets.top` "
          + "**125.5**\"")
    case .openUIKitLedgerSearch:
      glassEntry(
        "OpenUIKit: docs/agent_reports/ledger-fidelity.md (phone bottom-docked search)",
        "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/feed09027f724e705b1bafc204666c2104caf4f2/"
          + "uikit/docs/agent_reports/ledger-fidelity.md",
        takes: "goldens of a plain `UINavigationController` (no tab bar) with "
          + "`navigationItem.searchController` on the iPhone SE (3rd generation) and iPad (A16) "
          + "iOS 26.1 simulators: \"Real iOS 26.1 docks that search at the **bottom**\", nav bar "
          + "`[0, 10, 375, 54]`, table `aci` `[64, 0, 86, 0]`, `_UIInheritedView` slot `[0, 581, "
          + "375, 86]`; \"Compact 667×375: slot **82**\"; \"Pad: trailing 240/280 in the 54 pt "
          + "bar, **not** bottom-docked (Ledger-ipad t200 `[565, 32, 240, 44]`)\"; \"Tabs/Notes "
          + "keep the overlay\"; \"Table `safeAreaInsets.bottom` = slot height (86 / 82)\"")
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
    default:
      nil
    }
  }

  /// An entry of a public file read at a commit on 2026-11-28.
  private func glassEntry(_ title: String, _ author: String, _ url: String, takes: String)
    -> BibliographyEntry
  {
    BibliographyEntry(
      title: title, author: author, url: url, published: "2026", read: "2026-11-28", takes: takes)
  }
}
