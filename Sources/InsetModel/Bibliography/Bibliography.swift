/// One entry of the bibliography: what a ``Source`` is and where to read it.
public struct BibliographyEntry: Sendable, Hashable {
  /// The title as published.
  public let title: String
  /// The author or publisher.
  public let author: String
  /// Where to read it: a documentation page, a video, a file in a
  /// repository at a commit, an article.
  public let url: String
  /// When it was published, when known (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`).
  public let published: String?
  /// When the project read it.
  public let read: String
  /// What the project takes from it.
  public let takes: String

  /// Creates an entry; each parameter sets the property of the same name.
  public init(
    title: String, author: String, url: String, published: String? = nil, read: String,
    takes: String
  ) {
    self.title = title
    self.author = author
    self.url = url
    self.published = published
    self.read = read
    self.takes = takes
  }
}

extension Source {
  /// The bibliography entry behind this tag.
  public var entry: BibliographyEntry {
    switch self {
    // MARK: Apple: WWDC, headers, guides
    case .wwdc18Session235:
      apple(
        "UIKit: Apps for Every Size and Shape (WWDC 2018, session 235; timed transcript at "
          + "asciiwwdc.com/2018/sessions/235)",
        "https://developer.apple.com/videos/play/wwdc2018/235/", published: "2018-06",
        takes: "safe-area propagation to subviews and child view controllers, adjusted content "
          + "insets and offsets, scroll views passing on the edges they did not adjust for, "
          + "margins from the safe area, the readable content guide, table content views; "
          + "locators are times in seconds")
    case .headerUIScrollView:
      apple(
        "UIScrollView.h (UIKit SDK header, iOS 13.2 SDK)",
        "https://github.com/okanon/iPhoneOS.sdk/blob/fc77af72ea60dec5e2e325b68254bd63cff04e21/iPhoneOS13.2.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h#L35-L40",
        takes: "the four contentInsetAdjustmentBehavior cases in the header's own words, the "
          + "scrollable-axes test, scroll-indicator insets")
    case .headerUITableView:
      apple(
        "UITableView.h (UIKit SDK header, iOS 13.2 SDK)",
        "https://github.com/okanon/iPhoneOS.sdk/blob/fc77af72ea60dec5e2e325b68254bd63cff04e21/iPhoneOS13.2.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h#L264-L296",
        takes: "insetsContentViewsToSafeArea, separatorInsetReference, "
          + "cellLayoutMarginsFollowReadableWidth defaults")
    case .headerUICollectionViewFlowLayout:
      apple(
        "UICollectionViewFlowLayout.h (UIKit SDK header, iOS 13.2 SDK)",
        "https://github.com/okanon/iPhoneOS.sdk/blob/fc77af72ea60dec5e2e325b68254bd63cff04e21/iPhoneOS13.2.sdk/System/Library/Frameworks/UIKit.framework/Headers/UICollectionViewFlowLayout.h#L20-L58",
        takes: "sectionInsetReference, default .fromContentInset, and \"content inset will always "
          + "be respected at a minimum\"")
    case .headerUIView:
      apple(
        "UIView.h (UIKit SDK header, iOS 13.2 SDK)",
        "https://github.com/okanon/iPhoneOS.sdk/blob/fc77af72ea60dec5e2e325b68254bd63cff04e21/iPhoneOS13.2.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h#L235-L248",
        takes: "layout margins \"cascade down the view tree, adjusting for geometry offsets\"; "
          + "preservesSuperviewLayoutMargins is NO by default")
    case .headerUIViewController:
      apple(
        "UIViewController.h (UIKit SDK header, iOS 13.2 SDK)",
        "https://github.com/okanon/iPhoneOS.sdk/blob/fc77af72ea60dec5e2e325b68254bd63cff04e21/iPhoneOS13.2.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h#L249-L251",
        takes: "edgesForExtendedLayout defaults to all; extendedLayoutIncludesOpaqueBars to NO; "
          + "automaticallyAdjustsScrollViewInsets to YES")
    case .collectionViewProgrammingGuide:
      apple(
        "Collection View Programming Guide for iOS: Using the Flow Layout",
        "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/"
          + "CollectionViewPGforIOS/UsingtheFlowLayout/UsingtheFlowLayout.html",
        published: "2015-09",
        takes: "how a flow layout fills a line, spreads the space left over and centres items "
          + "of different heights")
    case .appleDeviceScreens:
      apple(
        "Human Interface Guidelines: Layout (device screen sizes and orientations)",
        "https://developer.apple.com/design/human-interface-guidelines/layout",
        takes: "each device's screen size in points and its scale factor")

    // MARK: Apple: UIKit documentation
    case .docSafeAreaInsets:
      appleDoc(
        "safeAreaInsets", "uikit/uiview/safeareainsets",
        takes: "a root view's safe area covers the status bar, bars and "
          + "additionalSafeAreaInsets; any other view gets only the covered portion, 0 when "
          + "wholly inside; 0 outside a window")
    case .docAdjustedContentInset:
      appleDoc(
        "adjustedContentInset", "uikit/uiscrollview/adjustedcontentinset",
        takes: "the insets derived from contentInset and the safe area")
    case .docContentInsetAdjustmentBehavior:
      appleDoc(
        "contentInsetAdjustmentBehavior",
        "uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property",
        takes: "the default is .automatic")
    case .docAutomaticBehavior:
      appleDoc(
        "UIScrollView.ContentInsetAdjustmentBehavior.automatic",
        "uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic",
        takes: "\"displayed by a navigation or tab bar controller\": the documentation names "
          + "tab bar controllers, the header does not")
    case .docAdditionalSafeAreaInsets:
      appleDoc(
        "additionalSafeAreaInsets", "uikit/uiviewcontroller/additionalsafeareainsets",
        takes: "added to the root view's safe area; default zero")
    case .docEdgesForExtendedLayout:
      appleDoc(
        "edgesForExtendedLayout", "uikit/uiviewcontroller/edgesforextendedlayout",
        takes: "default .all; an edge left out lays the view out below that edge's bar")
    case .docExtendedLayoutIncludesOpaqueBars:
      appleDoc(
        "extendedLayoutIncludesOpaqueBars",
        "uikit/uiviewcontroller/extendedlayoutincludesopaquebars",
        takes: "default false: the view does not extend under opaque bars")
    case .docAutomaticallyAdjustsScrollViewInsets:
      appleDoc(
        "automaticallyAdjustsScrollViewInsets",
        "uikit/uiviewcontroller/automaticallyadjustsscrollviewinsets",
        takes: "default true; deprecated in iOS 11; container view controllers adjusted the "
          + "content scroll view")
    case .docSystemMinimumLayoutMargins:
      appleDoc(
        "systemMinimumLayoutMargins", "uikit/uiviewcontroller/systemminimumlayoutmargins",
        takes: "the root view's margins are no smaller than these (the page gives no numbers; "
          + "16 and 20 are [uyl-layout-margins]'s)")
    case .docViewRespectsSystemMinimumLayoutMargins:
      appleDoc(
        "viewRespectsSystemMinimumLayoutMargins",
        "uikit/uiviewcontroller/viewrespectssystemminimumlayoutmargins",
        takes: "default true")
    case .docViewControllerView:
      appleDoc(
        "view (UIViewController)", "uikit/uiviewcontroller/view",
        takes: "the root view a view controller manages")
    case .docLayoutMargins:
      appleDoc(
        "layoutMargins", "uikit/uiview/layoutmargins",
        takes: "8 points on each edge by default; a root view's default reflects the system "
          + "minimum and the safe area")
    case .docDirectionalLayoutMargins:
      appleDoc(
        "directionalLayoutMargins", "uikit/uiview/directionallayoutmargins",
        takes: "leading and trailing follow the layout direction")
    case .docPreservesSuperviewLayoutMargins:
      appleDoc(
        "preservesSuperviewLayoutMargins", "uikit/uiview/preservessuperviewlayoutmargins",
        takes: "default false; the smallest adjustment that keeps content inside the "
          + "superview's margins too")
    case .docInsetsLayoutMarginsFromSafeArea:
      appleDoc(
        "insetsLayoutMarginsFromSafeArea", "uikit/uiview/insetslayoutmarginsfromsafearea",
        takes: "default true: margins are measured from the safe-area edge")
    case .docReadableContentGuide:
      appleDoc(
        "readableContentGuide", "uikit/uiview/readablecontentguide",
        takes: "a guide of a readable width inside the margins")
    case .docLayoutSupportLength:
      appleDoc(
        "length (UILayoutSupport)", "uikit/uilayoutsupport/length",
        takes: "topLayoutGuide and bottomLayoutGuide lengths: to the lowest bar over the view, "
          + "from the bar under it")
    case .docIsTranslucent:
      appleDoc(
        "isTranslucent (UINavigationBar)", "uikit/uinavigationbar/istranslucent",
        takes: "bars are translucent by default")
    case .docInsetsContentViewsToSafeArea:
      appleDoc(
        "insetsContentViewsToSafeArea", "uikit/uitableview/insetscontentviewstosafearea",
        takes: "default true: cell, header and footer content views are inset by the safe area")
    case .docSeparatorInsetReference:
      appleDoc(
        "separatorInsetReference", "uikit/uitableview/separatorinsetreference-swift.property",
        takes: "default .fromCellEdges; only left and right of separatorInset count")
    case .docCellLayoutMarginsFollowReadableWidth:
      appleDoc(
        "cellLayoutMarginsFollowReadableWidth",
        "uikit/uitableview/celllayoutmarginsfollowreadablewidth",
        takes: "cells' margins follow the readable width when set")
    case .docTableViewStyle:
      appleDoc(
        "UITableView.Style", "uikit/uitableview/style", takes: "plain, grouped, insetGrouped")
    case .docSectionInsetReference:
      appleDoc(
        "sectionInsetReference",
        "uikit/uicollectionviewflowlayout/sectioninsetreference-swift.property",
        takes: "fromContentInset (default), fromSafeArea, fromLayoutMargins")
    case .docDirectionalEdgeInsets:
      appleDoc(
        "NSDirectionalEdgeInsets", "uikit/nsdirectionaledgeinsets",
        takes: "leading and trailing in place of left and right")
    case .docFlowLayoutItemSize:
      appleDoc(
        "itemSize (UICollectionViewFlowLayout)", "uikit/uicollectionviewflowlayout/itemsize",
        takes: "\"The default size value is (50.0, 50.0).\"")
    case .docFlowLayoutSpacing:
      appleDoc(
        "minimumLineSpacing and minimumInteritemSpacing (UICollectionViewFlowLayout)",
        "uikit/uicollectionviewflowlayout/minimumlinespacing",
        takes: "\"The default value of this property is 10.0.\" (both spacings)")

    // MARK: Apple: SwiftUI documentation
    case .docSafeAreaInset:
      appleDoc(
        "safeAreaInset(edge:alignment:spacing:content:)",
        "swiftui/view/safeareainset(edge:alignment:spacing:content:)",
        takes: "the content is placed at the edge and the modified view's safe area grows by it")
    case .docIgnoresSafeArea:
      appleDoc(
        "ignoresSafeArea(_:edges:)", "swiftui/view/ignoressafearea(_:edges:)",
        takes: "regions .container, .keyboard and .all; the view extends into them")
    case .docSafeAreaPadding:
      appleDoc(
        "safeAreaPadding(_:_:)", "swiftui/view/safeareapadding(_:_:)",
        takes: "adds padding to the safe area; a nil length is platform-defined")
    case .docGeometryReader:
      appleDoc(
        "GeometryReader and GeometryProxy.safeAreaInsets", "swiftui/geometryproxy/safeareainsets",
        takes: "what a reader reads of the safe area of its container")

    // MARK: Measurements and device tables
    case .qmui:
      BibliographyEntry(
        title: "QMUI_iOS: QMUIHelper.m and QMUICommonDefines.h", author: "Tencent",
        url: "https://github.com/Tencent/QMUI_iOS/blob/4dca2347dcb5feecdbb39fc99b36004c8c94a958/"
          + "QMUIKit/QMUICore/QMUIHelper.m#L770-L1131", published: "2024-09-22 (4.8.0)",
        read: "2026-11-23",
        takes: "per-device safe areas, status bar and bar heights, the Dynamic Island status "
          + "bar of 54")
    case .snapshotTesting:
      BibliographyEntry(
        title: "swift-snapshot-testing: View.swift (ViewImageConfig)", author: "Point-Free",
        url: "https://github.com/pointfreeco/swift-snapshot-testing/blob/"
          + "6bb6c9ae9970387eeb4b8394c34bd8c350030500/Sources/SnapshotTesting/Common/View.swift",
        read: "2026-11-23",
        takes: "per-device safe areas and trait collections, including iPad split widths")
    case .flutterDevicePreview:
      BibliographyEntry(
        title: "flutter_device_preview: device_specs (simulator probes)", author: "Aloïs Deniel",
        url: "https://github.com/aloisdeniel/flutter_device_preview/tree/"
          + "42089cdcba72ec89092fb2b1b938bcadd5932d6f/device_specs", published: "2026-08-21",
        read: "2026-11-23",
        takes: "device sizes and safe areas probed on booted simulators (Xcode 26.6, iOS 26.5; an "
          + "earlier probe, commit bfdd4e7, read 25 at the bottom of the 2024 iPads); the "
          + "repository's hand-written device.dart frames are not used")
    case .flutter120682:
      BibliographyEntry(
        title: "flutter/flutter issue 120682 (iPhone 14 Pro safe area)", author: "Flutter",
        url: "https://github.com/flutter/flutter/issues/120682", read: "2026-11-23",
        takes: "an iPhone 14 Pro measured at a 59 pt top inset")
    case .koukiNavigationBar:
      BibliographyEntry(
        title: "Dynamic IslandがあるiPhone 14 ProなどでナビゲーションバーのminYとsafeAreaInsets.topが"
          + "一致しなくなっている", author: "kouki (Lento con forza, Hatena Blog)",
        url: "https://kouki.hatenadiary.com/entry/2022/10/18/095736", published: "2022-10-18",
        read: "2026-11-23",
        takes: "the navigation bar overlaps the 59 pt Dynamic Island inset by 5.333 pt")
    case .stackOverflowRootView97:
      BibliographyEntry(
        title: "Why does view.safeAreaInsets.top contain bad value in viewDidLayoutSubviews()?",
        author: "a Stack Overflow question, retold by thedebonair.co.uk",
        url:
          "https://thedebonair.co.uk/post/why-does-view-safe-area-insets-top-contain-bad-value-in",
        read: "2026-11-23", takes: "a root view reading 97.666 under a navigation bar")
    case .wrNavigationBar202:
      BibliographyEntry(
        title: "WRNavigationBar issue 202 (Dynamic Island adaptation)",
        author: "wangrui460", url: "https://github.com/wangrui460/WRNavigationBar/issues/202",
        published: "2022-09-16", read: "2026-11-23",
        takes: "the Dynamic Island status bar is 54 pt; \"54 + 44 = 98\" is the issue's own sum, "
          + "not a measurement")
    case .stackOverflowCellContentView:
      BibliographyEntry(
        title: "Stack Overflow question 62599451 (cell contentView height)",
        author: "Stack Overflow", url: "https://stackoverflow.com/questions/62599451",
        read: "2026-11-23",
        takes: "a cell's content view is one pixel shorter than its row with a separator (54.333 "
          + "in a 54.5 pt row at 3x; 43.667 and 43.5 are the same rule on a 44 pt row)")
    case .martiancraftMargins:
      BibliographyEntry(
        title: "Notes from the margins", author: "MartianCraft",
        url: "https://martiancraft.com/blog/2019/02/notes-from-the-margins", published: "2019-02",
        read: "2026-11-23",
        takes: "a subview's safe area is its overlap of the superview's unsafe area, \"capped at "
          + "the size of the superview's safe area inset\"")
    case .fatbobmanSpacing:
      BibliographyEntry(
        title: "What Does spacing = nil Mean in SwiftUI?", author: "Fatbobman (Xu Yang)",
        url: "https://fatbobman.com/en/posts/spacing-of-swiftui/", read: "2026-11-23",
        takes: "SwiftUI's default spacing is platform-defined, typically about 8")
    case .useYourLoafMargins:
      BibliographyEntry(
        title: "Changing Root View Layout Margins", author: "Keith Harrison (Use Your Loaf)",
        url: "https://useyourloaf.com/blog/changing-root-view-layout-margins/", published: "2017",
        read: "2026-11-23",
        takes: "system minimum margins \"16 points for compact width and 20 points for regular\"")
    case .useYourLoafReadableWidth:
      BibliographyEntry(
        title: "Readable Content Guides", author: "Keith Harrison (Use Your Loaf)",
        url: "https://useyourloaf.com/blog/readable-content-guides/", read: "2026-11-23",
        takes: "a readable width of 672 pt at the default text size on an iPad Air 2 in "
          + "landscape")

    // MARK: Measurements: devices and OS versions
    case .dimmmensions:
      measured(
        "dimmmensions: dimensions.json (simulator probes on iOS 14.4, 15.0 and 16.2)",
        "Marc Bouchenoire",
        "https://github.com/marcbouchenoire/dimmmensions/blob/4ae3cef11489fa68382ec8bb057dd68aaf830239/"
          + "packages/dimmmensions/src/data/dimensions.json", published: "2021-04 to 2023-01",
        takes: "window safe areas and size classes read by an XCUITest on every simulator of "
          + "iOS 14.4, 15.0 and 16.2, portrait and landscape (commits 047b7b6, 7df0712, e70b56e); "
          + "and the root views' layoutMargins (16 or 20 beyond the safe area)")
    case .radar42372793:
      measured(
        "42372793: safeAreaInsets on UIWindow behavior silently changed between iOS 11 and iOS 12",
        "openradar-mirror", "https://github.com/lionheart/openradar-mirror/issues/20115",
        published: "2018-07-19",
        takes: "an iPad 10.5\" window reads top 0 on iOS 11.4 and 20 on iOS 12 beta 4; the "
          + "iPhone X reads {44, 0, 34, 0} on both")
    case .masonry546:
      measured(
        "Masonry issue 546: ios 12, safeAreaLayoutGuideTop = 20", "SnapKit/Masonry",
        "https://github.com/SnapKit/Masonry/issues/546", published: "2018-11-26",
        takes: "a home-button iPhone's key window reads {0, 0, 0, 0} on iOS 11 and "
          + "{20, 0, 0, 0} on iOS 12")
    case .hacknicityPadBars:
      measured(
        "iPad Navigation Bar and Toolbar Height Changes in iOS 12", "Geoff Hackworth",
        "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-"
          + "91c5766809f4", published: "2018-06-16",
        takes: "iPad bars 44 on iOS 11 (96 with a large title), 50 with the iOS 12 SDK (102 with "
          + "a large title); the iPad tab bar 49 then 50")
    case .qmui1326:
      measured(
        "QMUI_iOS issue 1326 (iPhone 12 mini status bar)", "Tencent",
        "https://github.com/Tencent/QMUI_iOS/issues/1326", published: "2021-11-19",
        takes: "the 12 mini's status bar is 44 on iOS 14 and 50 from iOS 15; its navigation bar "
          + "starts at 50 on both")
    case .qmui633:
      measured(
        "QMUI_iOS issue 633 (bar heights against the system's)", "Tencent",
        "https://github.com/Tencent/QMUI_iOS/issues/633", published: "2019-06-20",
        takes: "measured system toolbars on notch phones: 44 + the safe-area bottom (78 in "
          + "portrait); 65 on an XS Max in landscape")
    case .gkNavigationBar:
      measured(
        "GKNavigationBarSwift: GKNavigationBarConfigure.swift", "QuintGao",
        "https://github.com/QuintGao/GKNavigationBarSwift/blob/"
          + "812a98ce69c5d38b8cdc6e4b6f2c25eabc8bbcd3/Sources/GKNavigationBarConfigure.swift",
        published: "2025-09-23",
        takes: "a library's table of bar geometry by device and OS: the iOS 26 bar 54 at the "
          + "safe-area top, 24 + 54 in landscape, 54 on an iPad; the pre-26 bar origins 53.667, "
          + "56.333 and 62.333 on 59, 62 and 68 pt Dynamic Island phones")
    case .gkNavigationBar41:
      measured(
        "GKNavigationBarSwift issue 41 (view dumps on a Dynamic Island phone)", "QuintGao",
        "https://github.com/QuintGao/GKNavigationBarSwift/issues/41", published: "2024-05-10",
        takes: "a UINavigationBar at y 53.667 under a 54 pt status bar and a 59 pt safe-area top")
    case .flutterStatusBar:
      measured(
        "flutter/flutter PR 186028 (safe area when the status bar is hidden, iOS 26.0 and 26.0.1)",
        "Flutter", "https://github.com/flutter/flutter/pull/186028", published: "2026",
        takes: "on iOS 26.0 and 26.0.1 UIKit keeps the status bar's top inset after the status "
          + "bar is hidden on home-button devices (also flutter/flutter issue 175520)")
    case .safeAreaContext666:
      measured(
        "react-native-safe-area-context issue 666 (rotating iPad while StatusBar is hidden "
          + "disables top inset)", "AppAndFlow",
        "https://github.com/AppAndFlow/react-native-safe-area-context/issues/666",
        published: "2025-10-04",
        takes: "another bug than flutter-186028's: on an iPad mini simulator, hide the status "
          + "bar, rotate, show it again, and the top inset is not updated (no printed value); "
          + "a later comment says safeAreaInsetsDidChange is not called while it is hidden")
    case .snapshotTesting1046:
      measured(
        "swift-snapshot-testing PR 1046 (iPhone 17 and Air configurations)", "Point-Free",
        "https://github.com/pointfreeco/swift-snapshot-testing/pull/1046", published: "2026-01-26",
        takes: "17 family portrait {62, 0, 34, 0}, Air {68, 0, 34, 0}; the 17 Pro Max and Air "
          + "regular width in landscape")
    case .capacitor8361:
      measured(
        "capacitor issue 8361 (safe-area-inset-top on iPhone 17)", "Ionic",
        "https://github.com/ionic-team/capacitor/issues/8361", published: "2026-02-25",
        takes: "a real iPhone 17 reads a 62 pt top inset")
    case .openZCine91:
      measured(
        "OpenZCine PR 91 (iPadOS 26 window controls and insets)", "erik-sutton95",
        "https://github.com/erik-sutton95/OpenZCine/pull/91", published: "2026-07-14",
        takes: "a 32 pt top inset on iPadOS 26.2 with the status bar shown; in a compatibility "
          + "canvas the controls are invisible to the app and the corner-adapted regions report "
          + "a 9.5 pt display-corner adaptation; apps floor their top to 40 pt for the controls")
    case .usagimaru:
      measured(
        "iPhone Xのセーフエリアやマージン幅について (iPhone X safe areas and margins)", "usagimaru (Qiita)",
        "https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8", published: "2017",
        takes:
          "safe-area sizes of the X, XS, XS Max and XR on iOS 12 (top 44, bottom 34; sides 44, "
          + "bottom 21 in landscape); 140 to the bottom of a large title on the X")
    case .osCompatibility:
      apple(
        "iOS and iPadOS compatibility lists (iOS 26, iOS 27, iPadOS 26, iPadOS 27)",
        "https://www.apple.com/os/ios/",
        takes: "which devices each major version runs on (read through reproductions: MacRumors "
          + "2026-09-14 for iOS 27; BGR 2025-06 for iPadOS 26; 9to5Mac copies for iPadOS 27)")

    // MARK: Measurements: bars under Liquid Glass
    case .spine377:
      measured(
        "Maui.Spine issue 377 (iOS 26 header against UINavigationBar)", "jonatansoderberg",
        "https://github.com/jonatansoderberg/Maui.Spine/issues/377", published: "2026",
        takes: "an iPhone 17 on the iOS 26.4 simulator: navigation bar y 62, height 54, table "
          + "content inset 116; an expanded large title 106; a sheet's bar 16 below its top edge, "
          + "content inset 70")
    case .reactNavigation13256:
      measured(
        "react-navigation PR 13256 (header height from the platform)", "react-navigation",
        "https://github.com/react-navigation/react-navigation/pull/13256", published: "2026-09-17",
        takes: "a probe of a UINavigationController on an iPhone 17 Pro, iOS 26.5: bar maxY 116 in "
          + "portrait, 78 in landscape")
    case .reactNativeScreens3377:
      measured(
        "react-native-screens issue 3377 (header height on iOS 26)", "software-mansion",
        "https://github.com/software-mansion/react-native-screens/issues/3377",
        published: "2025-11-06", takes: "a header height of 113 (59 + 54) on iOS 26")
    case .reactNavigation10989:
      measured(
        "react-navigation issue 10989 (header height with a Dynamic Island)", "react-navigation",
        "https://github.com/react-navigation/react-navigation/issues/10989",
        published: "2022-11-09",
        takes: "the native header ends at about 97 on a 59 pt Dynamic Island phone, not 103")
    case .openUIKit:
      measured(
        "OpenUIKit: SafeAreaGuideTests.swift (subviews' safe areas against UIKit, iOS 26.1)",
        "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/00b529ea3d309b7af1d742a3565daa4d06910211/"
          + "Tests/OpenUIKitTests/SafeAreaGuideTests.swift", published: "2026",
        takes: "subviews' safe areas measured on iOS 26.1: capped at the superview's inset, not at "
          + "the subview's size (the bar numbers are [openuikit-navigationbar]'s)")
    case .reactNativeBottomTabs589:
      measured(
        "react-native-bottom-tabs PR 589 (four-edge native tab scene insets)", "callstack",
        "https://github.com/callstack/react-native-bottom-tabs/pull/589", published: "2026-09-20",
        takes: "a tab scene's bottom inset of 83 on iOS 27.1; 34 with the bar hidden; on the "
          + "iPhone Duo, 84-point side insets that change sides between the cover's two "
          + "landscape rotations")
    case .codePayments640:
      measured(
        "code-ios-app PR 640 (safe area under the iOS 26 tab bar)", "code-payments",
        "https://github.com/code-payments/code-ios-app/pull/640", published: "2026-08-24",
        takes: "safeAreaInsets.bottom = 83 on an iPhone 17: 34 for the home indicator and 49 for "
          + "the bar")
    case .pocketCasts4927:
      measured(
        "pocket-casts-ios PR 4927 (the minimised tab bar and the safe area)", "Automattic",
        "https://github.com/Automattic/pocket-casts-ios/pull/4927", published: "2026-08-07",
        takes: "collapsing the Liquid Glass tab bar shrinks the bottom safe area")
    case .fluentUI1727:
      measured(
        "fluentui-apple PR 1727 (navigation bar height in landscape)", "Microsoft",
        "https://github.com/microsoft/fluentui-apple/pull/1727", published: "2023-05-03",
        takes: "a 32 pt navigation bar on small phones in landscape, 44 on large ones (iOS 16)")
    case .huahuahu:
      measured(
        "UIKit: Apps for Every Size and Shape (notes with printed safe areas)",
        "huahuahu (cnblogs)",
        "https://cnblogs.com/huahuahu/p/UIKit-Apps-for-Every-Size-and-Shape.html",
        takes: "a subview past its superview's right edge reads the superview's right inset, "
          + "\"never more\" (printed on iOS 11 and 12)")
    case .interfaceBuilderTables:
      BibliographyEntry(
        title: "Pui: IOSMVCTableStoryboardTemplate.swift (an Interface Builder storyboard kept as "
          + "a template)", author: "sakiyamaK",
        url: "https://github.com/sakiyamaK/Pui/blob/76b7c92aa7ba028c4e469c1198417f1a4c9b50d8/"
          + "Sources/PuiCore/Template/ios/MVCTable/IOSMVCTableStoryboardTemplate.swift",
        read: "2026-11-25",
        takes: "one storyboard Xcode wrote (toolsVersion 17701): its table view carries "
          + "alwaysBounceVertical=\"YES\"; one file, not every table view Interface Builder "
          + "creates, and not a print of the property at run time")

    // MARK: Apple: iOS 26 and 27
    case .docDesignRequiresCompatibility:
      apple(
        "UIDesignRequiresCompatibility (Information Property List)",
        "https://developer.apple.com/documentation/bundleresources/information-property-list/"
          + "uidesignrequirescompatibility",
        takes: "YES runs the app in a compatibility mode that looks as when built against earlier "
          + "SDKs; the key is ignored when building for iOS 27 or later")
    case .forumDesignRequiresCompatibility:
      apple(
        "Apple Developer Forums thread 788573 (Frameworks Engineer on UIDesignRequiresCompatibility)",
        "https://developer.apple.com/forums/thread/788573", published: "2025",
        takes: "an app built with an SDK before iOS 26 keeps its earlier appearance")
    case .docTabBarMinimizeBehavior:
      apple(
        "UITabBarController.tabBarMinimizeBehavior",
        "https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior",
        takes: "default .automatic; .onScrollDown and .onScrollUp minimise; minimising is "
          + "supported on iPhone only; .automatic does not minimise on iOS")
    case .docBarMinimization:
      apple(
        "UIBarMinimizationBehavior and UIBarMinimizationSafeAreaAdjustment (iOS 27)",
        "https://developer.apple.com/documentation/uikit/uibarminimizationsafeareaadjustment",
        takes: "from iOS 27 navigation bars minimise too, and by default the safe area adjusts "
          + "as bars minimise")
    case .docScrollableAxes:
      appleDoc(
        "UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes",
        "uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes",
        takes: "the top and bottom insets are also adjusted when alwaysBounceVertical is true")

    case .useYourLoafReadableCells:
      measured(
        "Readable Width of Table View Cells", "Keith Harrison (Use Your Loaf)",
        "https://useyourloaf.com/blog/readable-width-of-table-view-cells/", published: "2018-07-09",
        takes:
          "iOS 12 changes the default of cellLayoutMarginsFollowReadableWidth from true to false")
    case .useYourLoafIPhoneX:
      measured(
        "Supporting iPhone X", "Keith Harrison (Use Your Loaf)",
        "https://useyourloaf.com/blog/supporting-iphone-x/", published: "2017",
        takes: "status bar 20 and navigation bar 44 at the top; 32 in landscape; 88 at the top and "
          + "34 at the bottom of an iPhone X; 44 on each side in landscape")
    case .cslLayoutAdaptation:
      measured(
        "iOS Layout Adaptation", "csl.cool",
        "http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation",
        published: "2023-09-15",
        takes: "printed safe areas on a 59 pt phone, and a subview 20 pt below the top reading 39")
    case .eachNavigationBar79:
      measured(
        "EachNavigationBar issue 79 (navigation bar height on a Dynamic Island phone)",
        "Pircate/EachNavigationBar", "https://github.com/Pircate/EachNavigationBar/issues/79",
        published: "2024-03-28",
        takes: "on an iPhone 15 Pro Max the view controller's view starts at 97.667 under the "
          + "navigation bar, not 103 (Xcode's view debugger)")

    // MARK: The articles the project started from
    case .seedSwiftUISafeArea:
      BibliographyEntry(
        title: "掌握 SwiftUI 的 Safe Area (Mastering the Safe Area in SwiftUI)",
        author: "Fatbobman (Xu Yang)", url: "https://fatbobman.com/zh/posts/safearea/",
        published: "2021-11-22", read: "2026-11-23",
        takes: "GeometryReader reads the safe area in its frame; ignoresSafeArea regions and "
          + "edges; the keyboard region")
    case .seedSafeAreaInset:
      BibliographyEntry(
        title: "How to control safeAreaInset", author: "Federico Zanetello (FIVE STARS)",
        url: "https://www.fivestars.blog/articles/safeareainset/", published: "2021-06",
        read: "2026-11-23 (through its translation; the English page is not in the stored corpus)",
        takes: "safeAreaInset placement, spacing (negative overlaps), stacking, alignment and "
          + "its interplay with ignoresSafeArea")
    case .seedSafeAreaInsetTranslation:
      BibliographyEntry(
        title: "SwiftUI:如何控制safeAreaInset (a translation of How to control safeAreaInset)",
        author: "unnamed translator (Jianshu)", url: "https://www.jianshu.com/p/2a4d648b0bb3",
        published: "2021", read: "2026-11-23",
        takes: "the same facts as the English original, in the text the project started from")
    case .seedUIKitSafeArea:
      BibliographyEntry(
        title: "最近很火的 Safe Area 到底是什么 (What is the Safe Area)", author: "unnamed (Jianshu)",
        url: "https://www.jianshu.com/p/63c0b6cc66fd", published: "2017", read: "2026-11-23",
        takes: "iOS 10 against iOS 11 content insets ({64, 0, 49, 0}), additionalSafeAreaInsets, "
          + "insetsContentViewsToSafeArea, sectionInsetReference")
    case .seedSwiftUILayoutReference:
      BibliographyEntry(
        title: "SwiftUI Layout API Reference (skill axiom-swiftui-layout-ref)",
        author: "Charles Wiltgen (Axiom)",
        url:
          "https://github.com/CharlesWiltgen/Axiom/blob/6be06da23be77181a895af0a10c5dd8d9a11f9a8/"
          + ".claude-plugin/plugins/axiom/skills/axiom-swiftui-layout-ref/SKILL.md",
        published: "2026-02-16", read: "2026-11-23",
        takes: "safeAreaPadding against padding; the size-class table")
    case .seedSafeAreaAdaptation:
      BibliographyEntry(
        title: "安全区适配 (Safe-area adaptation, a summary of WWDC 2018 session 235)",
        author: "unnamed (Jianshu)", url: "https://www.jianshu.com/p/f34e2a6a84dc",
        published: "2018",
        read: "2026-11-23",
        takes: "device sizes and bar heights table; propagation rules; layout-margin and "
          + "adjustedContentInset pseudo-code per behaviour")

    // The entries are in Bibliography+Windows.swift; every case here has one.
    case .docWindowingControlStyle, .docPreferredWindowingControlStyle, .docLayoutRegion,
      .docEdgeInsetsForRegion, .headerLayoutRegion, .docReservedRegion, .docSwiftUIReservedRegion,
      .docContainerCornerInsets, .docContentMarginGuide, .docVerticalBarEdge,
      .docVerticalBarBehavior, .wwdc25Session282, .duoLabSDK, .wwdcNotes208, .tauri15521,
      .capacitor8172, .openDraft66, .mithka68, .trvis315, .tattoo457, .piliPlus2482, .ddg4499,
      .cmp2555, .frustCornerInsets, .windowControlsInset, .boardhopPlan, .boardhopWalk,
      .boardhopCorner, .duoLabHandoff, .capfoldDoc, .duoResearchJP, .duoSkillsAPI, .duoLayoutSkill,
      .duoLab286, .tgCard31, .apui101, .readest6312, .mirzaFacts, .mirzaDualPane,
      .classmethodVerticalBar:
      windowsEntry ?? Source.contract.entry

    // MARK: This project
    case .contract:
      BibliographyEntry(
        title: "InsetModel's scenario-table contract", author: "InsetModel",
        url: "Scenarios/README.md", read: "2026-11-23",
        takes: "defaults the contract defines: the bare screen, empty cells, the tolerance")

    // MARK: Presentations, split views, search, the keyboard
    case .wwdc17Session204:
      apple(
        "Updating Your App for iOS 11 (WWDC 2017, session 204)",
        "https://developer.apple.com/videos/play/wwdc2017/204/", published: "2017-06",
        takes: "the navigation item's search controller; hidesSearchBarWhenScrolling \"defaults "
          + "to true\" (06:31); times from the ASCIIwwdc WebVTT transcript")
    case .wwdc19Session224:
      apple(
        "Modernizing Your UI for iOS 13 (WWDC 2019, session 224)",
        "https://developer.apple.com/videos/play/wwdc2019/224/", published: "2019-06",
        takes: "page and form sheets stay sheets in a compact width (before iOS 13 they filled the "
          + "screen); a phone in landscape gets a full-screen layout; iPad page sheets float "
          + "centred at the readable width; the default style is automatic; popovers adapt to "
          + "sheets")
    case .wwdc23Session10281:
      apple(
        "Keep up with the keyboard (WWDC 2023, session 10281)",
        "https://developer.apple.com/videos/play/wwdc2023/10281/", published: "2023-06",
        takes: "the keyboard layout guide follows a docked keyboard and uses the bottom safe area "
          + "when the keyboard is off screen or undocked")
    case .docPositioningSafeArea:
      appleDoc(
        "Positioning content relative to the safe area",
        "uikit/positioning-content-relative-to-the-safe-area",
        takes: "container view controllers adjust their children's safe area for their content "
          + "views (navigation controllers for the bar); extend a child's with "
          + "additionalSafeAreaInsets")
    case .docModalPresentationStyle:
      appleDoc(
        "UIViewController.modalPresentationStyle and UIModalPresentationStyle",
        "uikit/uiviewcontroller/modalpresentationstyle",
        takes: "the style is used only in a regular width; in a compact width styles take on "
          + "others' behaviour; form sheets are smaller than page sheets; no sizes")
    case .docPrefersEdgeAttachedInCompactHeight:
      appleDoc(
        "UISheetPresentationController.prefersEdgeAttachedInCompactHeight",
        "uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight",
        takes: "default false: the sheet is full screen in a compact height")
    case .docWidthFollowsPreferredContentSize:
      appleDoc(
        "UISheetPresentationController.widthFollowsPreferredContentSizeWhenEdgeAttached",
        "uikit/uisheetpresentationcontroller/widthfollowspreferredcontentsizewhenedgeattached",
        takes: "default false: an edge-attached sheet is as wide as its container's safe area")
    case .docDetent:
      appleDoc(
        "UISheetPresentationController.Detent", "uikit/uisheetpresentationcontroller/detent",
        takes: "large() is full height; medium() is approximately half the screen's height and "
          + "inactive in a compact height; custom detents resolve against a context whose "
          + "maximumDetentValue has no published formula")
    case .docSplitWidths:
      appleDoc(
        "UISplitViewController.preferredPrimaryColumnWidth and related widths",
        "uikit/uisplitviewcontroller/preferredprimarycolumnwidth",
        takes: "every column width defaults to automaticDimension; the width wins over the "
          + "fraction; no numbers")
    case .docSearchBarPlacement:
      appleDoc(
        "UINavigationItem.SearchBarPlacement",
        "uikit/uinavigationitem/searchbarplacement-swift.enum",
        takes: "stacked reflects the layout before iOS 16; inline and the iOS 26 integrated "
          + "placements; on iPhone an integrated search bar may move to the toolbar")
    case .docHidesSearchBarWhenScrolling:
      appleDoc(
        "UINavigationItem.hidesSearchBarWhenScrolling",
        "uikit/uinavigationitem/hidessearchbarwhenscrolling",
        takes: "the search bar shows only at the top of the content and collapses into the "
          + "navigation bar when the user scrolls")
    case .docKeyboardLayoutGuide:
      appleDoc(
        "UIKeyboardLayoutGuide (followsUndockedKeyboard, usesBottomSafeArea)",
        "uikit/uikeyboardlayoutguide",
        takes: "the guide tracks the keyboard only when docked by default; off screen or undocked "
          + "its top is the safe area's bottom; usesBottomSafeArea (iOS 17) false ties it to the "
          + "view's bottom")
    case .docKeyboardFrameEnd:
      appleDoc(
        "UIResponder.keyboardFrameEndUserInfoKey", "uikit/uiresponder/keyboardframeenduserinfokey",
        takes: "the keyboard's frame in screen coordinates; the part that matters is its "
          + "intersection with the view")
    case .docTableViewController:
      appleDoc(
        "UITableViewController", "uikit/uitableviewcontroller",
        takes: "resizes the table view automatically for the onscreen keyboard")
    case .docBackgroundExtensionEffect:
      appleDoc(
        "backgroundExtensionEffect() (SwiftUI, iOS 26)", "swiftui/view/backgroundextensioneffect()",
        takes: "copies of the view fill the safe area on its edges; in a split view's detail "
          + "column it extends under the sidebar")
    case .higSidebars:
      apple(
        "Human Interface Guidelines: Sidebars",
        "https://developer.apple.com/design/human-interface-guidelines/sidebars",
        takes: "sidebars can float above content in the Liquid Glass layer, content extending "
          + "beneath them")
    case .openUIKitDetents:
      measured(
        "OpenUIKit: sheet detents measured on the iOS 26 simulator (detents_ios.json)", "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/6f62d1d0df4b4aa3490da5e9637345741e1942d2/"
          + "fixtures/realapp/detents_ios.json", published: "2026",
        takes: "iPhone 16, iOS 26: a large sheet at (0, 59, 393, 793) whose root view reads "
          + "{0, 0, 34, 0}; maximumDetentValue 759; medium 425; custom detents, and the bottom "
          + "insets of small floating cards")
    case .openUIKitPresentation:
      measured(
        "OpenUIKit: UIPresentation.swift (comments on measured sheet geometry)", "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/00b529ea3d309b7af1d742a3565daa4d06910211/"
          + "Sources/OpenUIKit/UIPresentation.swift", published: "2026",
        takes: "maximumDetentValue = container height − sheet top − bottom safe area, \"exact\"; "
          + "a custom value above the maximum rests at full height; a form sheet on a 393 pt "
          + "phone gets the page sheet's frame; popovers adapt to page sheets on a phone")
    case .bhSheetInteraction:
      measured(
        "SheetInteraction (TestModal: sheet layout notes and constants)", "Bosco Ho",
        "https://github.com/boscojwho/SheetInteraction/blob/"
          + "e7a7a3d8417cd40b5acf5d56f6a0893a79d41591/TestModal/ViewController.swift",
        published: "2022-11-21",
        takes: "iOS 16: maximumDetentValue 749 on an 852 pt iPhone 14 Pro (a sheet 10 below the "
          + "safe-area top) and 627 on an iPhone SE (20 below); 8 pt in a compact height")
    case .trueSheet749:
      measured(
        "react-native-true-sheet issue 261 and PR 749 (custom detents and the safe area)",
        "lodev09", "https://github.com/lodev09/react-native-true-sheet/pull/749",
        published: "2026-07-17",
        takes: "UIKit lays custom detents out above the bottom safe area; small sheets read less "
          + "bottom inset")
    case .reactNativeScreens4238:
      measured(
        "react-native-screens PR 4238 (form sheet content and the bottom safe area)",
        "software-mansion", "https://github.com/software-mansion/react-native-screens/pull/4238",
        published: "2026-06-30",
        takes: "an iOS form sheet already insets its content for the bottom safe area")
    case .flowStack30:
      measured(
        "FlowStack PR 30: support iPad presentation size (FlowTransition.swift)", "velos",
        "https://github.com/velos/FlowStack/blob/f872bfddc318c17d854d709d9e3e6243d585d6f4/"
          + "Sources/FlowStack/FlowTransition.swift#L142-L157", published: "2024-04-02",
        takes: "a library's copy of the system sheet on iPad: at most 706 × 998, at least 44 pt "
          + "from the window's edges, in a regular width")
    case .popoverArrowIOS13:
      measured(
        "AloeStackView issue 68 (popover content includes the arrow on iOS 13)", "marlimox",
        "https://github.com/marlimox/AloeStackView/issues/68", published: "2019-08-19",
        takes: "from iOS 13 a popover's content view extends to include the arrow, and safe-area "
          + "insets exclude it (also iOS13AdaptationTips issue 27, Pythonista issue 625)")
    case .zxNavigationBar14:
      measured(
        "ZXNavigationBar issue 14 (iPad navigation bar heights)", "SmileZXLee",
        "https://github.com/SmileZXLee/ZXNavigationBar/issues/14", published: "2020-08-17",
        takes: "a presented view controller's system navigation bar is 56 on iPad")
    case .reactNavigationHeader:
      measured(
        "react-navigation getDefaultHeaderHeight.tsx (native header heights)", "react-navigation",
        "https://github.com/react-navigation/react-navigation/blob/"
          + "73f8c2982a8999f1e1dfb1cfbeae9d8dab0c1cc2/packages/elements/src/Header/"
          + "getDefaultHeaderHeight.tsx#L1-L52", published: "2026-08-19",
        takes: "a modal sheet's header: 56 on a phone in portrait and an iPad before iOS 26, 44 in "
          + "a phone's landscape, 70 under Liquid Glass")
    case .useYourLoafSplitWidth:
      BibliographyEntry(
        title: "How do you change the width of the master view in a Split View Controller?",
        author: "Keith Harrison (Use Your Loaf)",
        url:
          "https://useyourloaf.com/blog/change-the-width-of-master-view-in-split-view-controller/",
        read: "2026-11-23", takes: "the primary column is 320 pt wide at most by default (iOS 8)")
    case .split100ptBuffer:
      measured(
        "CalendarKit issue 320 (Geoff Hackworth on the primary column's 100 pt buffer)",
        "richardtop", "https://github.com/richardtop/CalendarKit/issues/320",
        published: "2021-10-04",
        takes: "the primary column's view is 420 wide for 320 shown, its leading margin 100 "
          + "larger, read as safeAreaInsets.left (also LNPopupController issue 390, iOS 14, and "
          + "a Stack Overflow question, iOS 16)")
    case .stackOverflow52483010:
      measured(
        "Stack Overflow 52483010: why is additionalSafeAreaInsets propagated to child view "
          + "controllers?", "Stack Overflow", "https://stackoverflow.com/questions/52483010",
        takes: "a child filling its parent reads the parent's additional bottom 88; a child ending "
          + "30 pt above a bottom inset of 80 reads 50")
    case .openradar5016:
      measured(
        "openradar 5016 (UITableViewController's automatic keyboard content inset)", "openradar",
        "https://github.com/lionheart/openradar-mirror/issues/5016",
        takes: "UITableViewController sets its table's contentInset for the keyboard, since iOS 6")
    case .docAutomaticallyAdjustsScrollIndicatorInsets, .reactNative28140, .reactNative29809,
      .reactNative15023, .reactNative27102, .bluesky7131, .radar35721413, .radar29013952,
      .stackOverflow29349917, .docSectionHeaderTopPadding, .openUIKitTableView, .pswpIOS15Padding,
      .jxSegmentedView189, .juejinGrouped35, .sunnyxxGroupedHeader, .licensePlist4, .eureka863,
      .eureka1444, .toInsetGrouped, .flutterListSection, .vcomCellMargins, .radar42808310,
      .headerCompositional, .docSectionContentInsetsReference,
      .docSupplementaryContentInsetsReference, .docContentInsetsReference,
      .docListHeaderTopPadding, .docListHeaderMode, .docListContentMargins,
      .docSeparatorLayoutGuide, .ibpCompositional, .oneBusAwayReadableList, .docContentMargins,
      .docContentMarginPlacement, .docSafeAreaBar, .docScrollGeometry, .docContainerRelativeFrame,
      .docSwiftUIFrame, .docListSectionMargins, .fatbobmanContainerRelativeFrame,
      .openSwiftUIInset, .openSwiftUIScrollGeometry, .docSeparatorAutomaticInsets:
      listsEntry
    case .openUIKitFlowLayout, .xamarinForms10241, .radar20825965:
      flowLayoutEntry ?? Source.contract.entry
    case .trueSheet732, .duoGeometryProbe, .docMaximumPrimaryColumnWidth,
      .docDefinesPresentationContext, .docPermittedArrowDirections, .pinLayout241:
      presentationsEntry ?? Source.contract.entry
    case .openUIKitSheetMetrics, .openUIKitSheetDetentTests, .chattyIPadFormSheet:
      glassPresentationsEntry ?? Source.contract.entry
    case .docSupplementariesFollowContentInsets, .ibpBoundaryItems, .ibpSolver,
      .docHeaderReferenceSize, .docCellSeparatorInset, .docScrollTargetContainerSize,
      .docListRowSeparatorLeading:
      listSectionsEntry ?? Source.contract.entry
    case .docPrefersStatusBarHidden, .docAPIAvailability, .higTabBars, .wikipediaIPhoneSE,
      .iPhone5cShipsIOS7, .iPhone5cNoIOS11, .daimamiContentInset:
      legacyEntry ?? Source.contract.entry
    case .csdnTitleViewSearchBar, .scoreBoardSearchBar, .papr67, .esriMapsApp67,
      .docSearchToolbarIntegration, .docSearchToolbarBehavior:
      searchBarsEntry ?? Source.contract.entry
    case .docClassicDisplayModes, .msSplitDisplayMode, .docPreferredPrimaryColumnWidth,
      .docPrimaryColumnWidthFraction, .radar31111140, .docSplitDisplayMode, .docSplitIsCollapsed,
      .docMinimumPrimaryColumnWidth, .docSupplementaryColumnWidth, .openUIKitSplitView,
      .openUIKitSplitViewNote, .lnPopupController390:
      splitViewsEntry ?? Source.contract.entry
    case .openSwiftUISafeAreaInsets, .openSwiftUISafeAreaInsetsTests, .geometryIgnoringNote,
      .geometryBottomNote:
      geometryReaderEntry ?? Source.contract.entry
    case .openUIKitToolbarProbe, .openUIKitConfLandscape, .openUIKitTabBarController,
      .openUIKitNavigationBarOrigin, .openUIKitDynamicTypeModal, .openUIKitDynamicTypeRest,
      .openUIKitLedgerSearch, .openUIKitNavigationBar, .reactNavigationHeaderHeight,
      .openUIKitTabBar, .docTabBarSidebar:
      glassBarsEntry ?? Source.contract.entry
    case .docSemanticContentAttribute, .openUIKitMargins, .openUIKitCellMargins:
      marginsEntry ?? Source.contract.entry
    case .docContentSizeCategory, .docRequiresFullScreen, .duoSkillGuide, .iOS272ReleaseNotes,
      .zxNavigationBar25, .gkNavigationBar67:
      screensEntry ?? Source.contract.entry
    case .yecongAlwaysBounce, .openUIKitNavigationController:
      scrollViewsEntry ?? Source.contract.entry
    }
  }

  private func measured(
    _ title: String, _ author: String, _ url: String, published: String? = nil, takes: String
  ) -> BibliographyEntry {
    BibliographyEntry(
      title: title, author: author, url: url, published: published, read: "2026-11-23",
      takes: takes)
  }

  private func apple(_ title: String, _ url: String, published: String? = nil, takes: String)
    -> BibliographyEntry
  {
    BibliographyEntry(
      title: title, author: "Apple", url: url, published: published, read: "2026-11-23",
      takes: takes)
  }

  private func appleDoc(_ title: String, _ path: String, takes: String) -> BibliographyEntry {
    apple(
      title + " (Apple Developer Documentation)",
      "https://developer.apple.com/documentation/" + path, takes: takes)
  }
}
