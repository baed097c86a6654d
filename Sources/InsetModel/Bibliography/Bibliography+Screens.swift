// The bibliography entries of sources on the screen: the OS versions, the traits an app sets
// (text size, full screen), the status bar as printed, and the iPhone Duo's older-SDK letterbox.
// Each quote is the source's own words.

extension Source {
  /// The entry of a source on the screen, its OS and its traits; ``entry`` forwards here.
  var screensEntry: BibliographyEntry? {
    switch self {
    case .docContentSizeCategory:
      reviewedAppleDoc(
        "UIContentSizeCategory and UIView.readableContentGuide",
        "uikit/uicontentsizecategory",
        takes: "the text sizes, from extraSmall to accessibilityExtraExtraExtraLarge; the "
          + "readable width is given at none of them (672 is [uyl-readable-width]'s, at the "
          + "default size)")
    case .docRequiresFullScreen:
      reviewedAppleDoc(
        "UIRequiresFullScreen (Information Property List)",
        "bundleresources/information-property-list/uirequiresfullscreen",
        takes: "\"A Boolean value that indicates whether the system puts an iPad app into a "
          + "compatibility mode that opts the app out of multitasking and dynamic resizing\" "
          + "(iOS 9 to 26.0; deprecated from iPadOS 26)")
    case .duoSkillGuide:
      BibliographyEntry(
        title: "Adapting apps to iPhone Duo (skill guide, \"based on six Apple Tech Talks, the "
          + "Human Interface Guidelines, Apple Developer Documentation, and two iPhone Duo Group "
          + "Labs\")",
        author: "d-date",
        url: "https://github.com/d-date/iphone-duo-skill/blob/"
          + "0a43e8eb059d5e794ebd30a984a3d1e60db0f3ae/skills/iphone-duo/SKILL.md",
        published: "2026-09", read: "2026-11-28",
        takes: "\"Behavior by SDK\": \"Before iOS 27 (Xcode 26) | Runs letterboxed. On the outer "
          + "display, the aspect ratio is close to iPhone mini, with a black strip on the "
          + "vertical bars side. On the inner display, it is centered at the same aspect ratio "
          + "and does not respond to pose changes.\"; \"iOS 27 | Resizing support is enabled (no "
          + "opt-out). Uses almost the entire inner display, but a black strip remains along the "
          + "side below the status bar.\"; \"iOS 27.1 | Extends to the display edges\"")
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
    case .zxNavigationBar25:
      BibliographyEntry(
        title: "ZXNavigationBar issue 25: 关于iPhone 12 mini NavigationBar 总高度问题 (the iPhone 12 "
          + "mini's navigation bar height)", author: "jianjianhao and SmileZXLee",
        url: "https://github.com/SmileZXLee/ZXNavigationBar/issues/25", published: "2020-11-24",
        read: "2026-11-28",
        takes: "the iPhone 12 mini simulator (Xcode 12.2): \"通过打印，系统导航栏y值为50，状态栏高度为44\" "
          + "(printed: the system navigation bar's y is 50, the status bar's height 44); the "
          + "reporter printed a total of 94")
    case .gkNavigationBar67:
      BibliographyEntry(
        title: "GKNavigationBar issue 67: 你好，能否适配一下iPhone12 mini机型 (please support the "
          + "iPhone 12 mini)", author: "BigKingQY",
        url: "https://github.com/QuintGao/GKNavigationBar/issues/67", published: "2021-02-23",
        read: "2026-11-28",
        takes: "the iPhone 12 mini simulator: \"通过代码获取到的safeAreaInsets.top = 50，而在如下方法中获取到"
          + "的状态栏高度是44\" (safeAreaInsets.top read in code is 50, the status bar's height "
          + "44)")
    default:
      nil
    }
  }
}
