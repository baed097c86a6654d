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
        "UIKit: Apps for Every Size and Shape (WWDC 2018, session 235)",
        "https://developer.apple.com/videos/play/wwdc2018/235/", published: "2018-06",
        takes: "safe-area propagation to subviews and child view controllers, adjusted content "
          + "insets and offsets, scroll views passing on the edges they did not adjust for, "
          + "margins from the safe area, the readable content guide, table content views; "
          + "locators are times in seconds")
    case .headerUIScrollView:
      apple(
        "UIScrollView.h (UIKit SDK header)",
        "https://developer.apple.com/documentation/uikit/uiscrollview",
        takes: "the four contentInsetAdjustmentBehavior cases in the header's own words, the "
          + "scrollable-axes test, scroll-indicator insets")
    case .headerUITableView:
      apple(
        "UITableView.h (UIKit SDK header)",
        "https://developer.apple.com/documentation/uikit/uitableview",
        takes: "insetsContentViewsToSafeArea, separatorInsetReference, "
          + "cellLayoutMarginsFollowReadableWidth defaults")
    case .headerUICollectionViewFlowLayout:
      apple(
        "UICollectionViewFlowLayout.h (UIKit SDK header)",
        "https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout",
        takes: "sectionInsetReference and \"content inset will always be respected at a "
          + "minimum\"; itemSize 50x50 and spacings 10 by default")
    case .headerUIView:
      apple(
        "UIView.h (UIKit SDK header)", "https://developer.apple.com/documentation/uikit/uiview",
        takes: "layout margins \"cascade down the view tree, adjusting for geometry offsets\"")
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
        takes: "the root view's margins are no smaller than these; they depend on the size class")
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
        "separatorInsetReference", "uikit/uitableview/separatorinsetreference",
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
        "sectionInsetReference", "uikit/uicollectionviewflowlayout/sectioninsetreference",
        takes: "fromContentInset (default), fromSafeArea, fromLayoutMargins")
    case .docDirectionalEdgeInsets:
      appleDoc(
        "NSDirectionalEdgeInsets", "uikit/nsdirectionaledgeinsets",
        takes: "leading and trailing in place of left and right")

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
        url: "https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/QMUICore/QMUIHelper.m",
        read: "2026-11-21",
        takes: "per-device safe areas, status bar and bar heights, the Dynamic Island status "
          + "bar of 54")
    case .snapshotTesting:
      BibliographyEntry(
        title: "swift-snapshot-testing: View.swift (ViewImageConfig)", author: "Point-Free",
        url: "https://github.com/pointfreeco/swift-snapshot-testing/blob/main/Sources/"
          + "SnapshotTesting/Common/View.swift",
        read: "2026-11-21",
        takes: "per-device safe areas and trait collections, including iPad split widths")
    case .flutterDevicePreview:
      BibliographyEntry(
        title: "flutter_device_preview: device specs", author: "Aloïs Deniel",
        url: "https://github.com/aloisdeniel/flutter_device_preview/tree/master/device_specs",
        read: "2026-11-23",
        takes: "device sizes and safe areas probed on booted simulators (Xcode 26.6, iOS 26.5)")
    case .flutter120682:
      BibliographyEntry(
        title: "flutter/flutter issue 120682 (iPhone 14 Pro safe area)", author: "Flutter",
        url: "https://github.com/flutter/flutter/issues/120682", read: "2026-11-21",
        takes: "an iPhone 14 Pro measured at a 59 pt top inset")
    case .koukiNavigationBar:
      BibliographyEntry(
        title: "iPhone 14 Pro navigation bar position", author: "kouki (Hatena Blog)",
        url: "https://kouki.hatenadiary.com/entry/2022/10/18/", published: "2022-10-18",
        read: "2026-11-21",
        takes: "the navigation bar overlaps the 59 pt Dynamic Island inset by 5.333 pt")
    case .stackOverflowRootView97:
      BibliographyEntry(
        title: "Root view top under a navigation bar on the iPhone 14 Pro Max (97.667)",
        author: "Stack Overflow, via thedebonair.co.uk", url: "https://thedebonair.co.uk/",
        read: "2026-11-21", takes: "a root view reading 97.666 under a navigation bar")
    case .wrNavigationBar202:
      BibliographyEntry(
        title: "WRNavigationBar issue 202 (iPhone 14 Pro navigation bar height)",
        author: "wangrui460", url: "https://github.com/wangrui460/WRNavigationBar/issues/202",
        read: "2026-11-21", takes: "the bar ends at about 98 on a Dynamic Island phone")
    case .stackOverflowCellContentView:
      BibliographyEntry(
        title: "Stack Overflow question 62599451 (cell contentView height)",
        author: "Stack Overflow", url: "https://stackoverflow.com/questions/62599451",
        read: "2026-11-21",
        takes: "a cell's content view is one pixel shorter than its row with a separator")
    case .martiancraftMargins:
      BibliographyEntry(
        title: "Notes from the margins", author: "MartianCraft",
        url: "https://martiancraft.com/blog/2019/04/notes-from-the-margins/", published: "2019",
        read: "2026-11-21",
        takes: "a subview's safe area is its overlap of the superview's unsafe area")
    case .fatbobmanSpacing:
      BibliographyEntry(
        title: "What Does spacing = nil Mean in SwiftUI?", author: "Fatbobman (Xu Yang)",
        url: "https://fatbobman.com/en/posts/spacing-nil-in-swiftui/", read: "2026-11-21",
        takes: "SwiftUI's default spacing is platform-defined, typically about 8")
    case .useYourLoafMargins:
      BibliographyEntry(
        title: "Safe Area Layout Guide and layout margins",
        author: "Keith Harrison (Use Your Loaf)",
        url: "https://useyourloaf.com/blog/safe-area-layout-guide/", read: "2026-11-21",
        takes: "system minimum margins 16 in compact width and 20 in regular width")
    case .useYourLoafReadableWidth:
      BibliographyEntry(
        title: "Readable Content Guides", author: "Keith Harrison (Use Your Loaf)",
        url: "https://useyourloaf.com/blog/readable-content-guides/", read: "2026-11-21",
        takes: "a readable width of 672 pt at the default text size on an iPad Air 2 in "
          + "landscape")

    // MARK: The articles the project started from
    case .seedSwiftUISafeArea:
      BibliographyEntry(
        title: "掌握 SwiftUI 的 Safe Area (Mastering the Safe Area in SwiftUI)",
        author: "Fatbobman (Xu Yang)", url: "https://fatbobman.com/zh/posts/safearea/",
        published: "2021-11-22", read: "2026-11-21",
        takes: "GeometryReader reads the safe area in its frame; ignoresSafeArea regions and "
          + "edges; the keyboard region")
    case .seedSafeAreaInset:
      BibliographyEntry(
        title: "How to control safeAreaInset", author: "Federico Zanetello (FIVE STARS)",
        url: "https://www.fivestars.blog/articles/safeareainset/", published: "2021-06",
        read: "2026-11-21",
        takes: "safeAreaInset placement, spacing (negative overlaps), stacking, alignment and "
          + "its interplay with ignoresSafeArea")
    case .seedUIKitSafeArea:
      BibliographyEntry(
        title: "最近很火的 Safe Area 到底是什么 (What is the Safe Area)", author: "unknown (Juejin)",
        url: "https://juejin.cn/", read: "2026-11-21",
        takes: "iOS 10 against iOS 11 content insets ({64, 0, 49, 0}), additionalSafeAreaInsets, "
          + "insetsContentViewsToSafeArea, sectionInsetReference")
    case .seedSwiftUILayoutReference:
      BibliographyEntry(
        title: "axiom-swiftui-layout-ref", author: "skills.sh",
        url: "https://skills.sh/", read: "2026-11-21",
        takes: "safeAreaPadding against padding; the size-class table")
    case .seedSafeAreaAdaptation:
      BibliographyEntry(
        title: "安全区适配 (Safe-area adaptation)", author: "unknown", url: "https://juejin.cn/",
        read: "2026-11-21",
        takes: "device sizes and bar heights table; propagation rules; layout-margin and "
          + "adjustedContentInset pseudo-code per behaviour")

    // MARK: This project
    case .contract:
      BibliographyEntry(
        title: "InsetModel's scenario-table contract", author: "InsetModel",
        url: "Scenarios/README.md", read: "2026-11-23",
        takes: "defaults the contract defines: the bare screen, empty cells, the tolerance")
    }
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
