// The bibliography entries of the sources on lists and scroll content: table sections and
// headers, separators, cell margins, compositional lists, scroll indicators, SwiftUI's scroll
// geometry and content margins.

extension Source {
  /// The entry of a source on lists and scroll content; ``entry`` forwards here.
  var listsEntry: BibliographyEntry {
    switch self {
    // Scroll indicators
    case .docAutomaticallyAdjustsScrollIndicatorInsets:
      doc(
        "automaticallyAdjustsScrollIndicatorInsets",
        "uikit/uiscrollview/automaticallyadjustsscrollindicatorinsets",
        takes: "iOS 13; \"whether the system automatically adjusts the scroll indicator insets\"; "
          + "default true; no formula")
    case .reactNative28140:
      listEntry(
        "ScrollView.scrollIndicatorInsets behavior changed in iOS 13", "justinwh",
        "https://github.com/react/react-native/issues/28140", published: "2020-02-20",
        takes: "screenshots of an iPhone X-class device: on iOS 13 a scroll view with "
          + "contentInsetAdjustmentBehavior never (React Native's default) keeps its indicators "
          + "inside the safe area; on iOS 12 they run to the view's edges")
    case .reactNative29809:
      listEntry(
        "Add ScrollView.automaticallyAdjustsScrollIndicatorInsets prop (PR 29809)", "justinwh",
        "https://github.com/react/react-native/pull/29809", published: "2020-08-29",
        takes: "\"When YES, any such insets are in addition to whatever insets would be applied "
          + "by the device's safe area. When NO, the iOS <13 behavior is restored\"")
    case .reactNative15023:
      listEntry(
        "Add contentInsetAdjustmentBehavior to ScrollView (PR 15023)", "skevy",
        "https://github.com/react/react-native/pull/15023", published: "2017-07-14",
        takes: "React Native's scroll views default to contentInsetAdjustmentBehavior never, so "
          + "rn-28140 observes never")
    case .reactNative27102:
      listEntry(
        "Fix scrollIndicatorInsets on iOS 13 (PR 27102)", "radex",
        "https://github.com/react/react-native/pull/27102", published: "2019-11-04",
        takes: "scrollIndicatorInsets \"seems to be broken on iOS 13\"; setting "
          + "automaticallyAdjustsScrollIndicatorInsets to NO restores the set insets")
    case .bluesky7131:
      listEntry(
        "Disable automaticallyAdjustsScrollIndicatorInsets (PR 7131)", "mozzius (Bluesky)",
        "https://github.com/bluesky-social/social-app/pull/7131", published: "2024-12-16",
        takes: "\"iOS automatically adds in the safe area to the scroll indicator insets\"")
    case .radar35721413:
      listEntry(
        "35721413: Scrolling Indicator Insets are broken on iPhone X", "openradar-mirror",
        "https://github.com/lionheart/openradar-mirror/issues/18969", published: "2017-11-28",
        takes: "iOS 11: with contentInsetAdjustmentBehavior other than never the indicators are "
          + "adjusted automatically; never \"removes this automagic\"")

    // Margins and tables
    case .radar29013952:
      listEntry(
        "29013952: UITableView Section headers leading/trailing margins change when offscreen",
        "openradar-mirror", "https://github.com/lionheart/openradar-mirror/issues/16253",
        published: "2016-10-29",
        takes: "iOS 10: table header margins \"16px (20px on iPhone 6/7+)\": 16 on 375 pt phones, "
          + "20 on 414 pt ones")
    case .stackOverflow29349917:
      listEntry(
        "Matching left alignment of custom & standard UITableViewCell types (question 29349917)",
        "Stack Overflow", "https://stackoverflow.com/questions/29349917", published: "2015",
        takes: "the default separator inset: iOS 7 15; iOS 8 16 on iPhone, 20 on iPad")
    case .docSectionHeaderTopPadding:
      doc(
        "sectionHeaderTopPadding (UITableView)", "uikit/uitableview/sectionheadertoppadding",
        takes: "iOS 15; \"The default value is automaticDimension\"; no number")
    case .openUIKitTableView:
      listEntry(
        "OpenUIKit: UITableView.swift (chrome measured against UIKit, iOS 26 Mac Catalyst)",
        "Vercantez",
        "https://github.com/Vercantez/openuikit/blob/00b529ea3d309b7af1d742a3565daa4d06910211/"
          + "Sources/OpenUIKit/UITableView.swift#L10-L28", published: "2026",
        takes:
          "plain: \"every header preceded by the 22 pt sectionHeaderTopPadding\", header 40.5; "
          + "insetGrouped: side inset 16 in a window (8 offscreen), \"no top padding (the first "
          + "header starts at y=0)\", header 40.5, default row 51.5; separators 16 left")
    case .pswpIOS15Padding:
      listEntry(
        "iOS 开发常用属性: contentInsetAdjustmentBehavior, sectionHeaderTopPadding", "pswp.cn",
        "http://www.pswp.cn/diannao/89200.shtml", published: "2025",
        takes: "iOS 15 adds blank space above every section header, \"默认值 22pt\" (default 22 pt)")
    case .jxSegmentedView189:
      listEntry(
        "JXSegmentedView issue 189 (iOS 15 blank above the list)", "pujiaxin33/JXSegmentedView",
        "https://github.com/pujiaxin33/JXSegmentedView/issues/189", published: "2021-11-26",
        takes: "iOS 15: \"about 20\" blank above a plain table's header, removed with "
          + "sectionHeaderTopPadding = 0")
    case .juejinGrouped35:
      listEntry(
        "UITableView 的 type 为 grouped 时内容起点向下偏移", "juejin.cn",
        "https://juejin.cn/post/7011395585618133029", published: "2021-09",
        takes: "a grouped table whose tableHeaderView is 0 tall: section 0's header starts at "
          + "y = 35")
    case .sunnyxxGroupedHeader:
      listEntry(
        "取消 tableView 分组样式下第一组的距离 (after sunnyxx, 2015-04-15)", "e-com-net.com",
        "https://e-com-net.com/article/1230624493567840256.htm", published: "2015-04",
        takes: "the gap above a grouped table's first section is a header view UITableView fills "
          + "in; a height of 0 is replaced by the default, so only a tiny positive height "
          + "removes it")
    case .licensePlist4:
      listEntry(
        "Remove the top gap on tableview (PR 4)", "el-hoshino",
        "https://github.com/yhirano/LicensePlistViewController/pull/4", published: "2019-11-12",
        takes: "the grouped style \"provides a gap on top, which pretends to show the section "
          + "headers that actually don't exist\"")
    case .eureka863:
      listEntry(
        "Unable to eliminate the spacing above the section header", "xmartlabs/Eureka",
        "https://github.com/xmartlabs/Eureka/issues/863", published: "2017-01-02",
        takes: "iOS 10: a grouped table's top gap removed with a top contentInset of -33 (about 33)"
      )
    case .eureka1444:
      listEntry(
        "Support dynamic font size changes (PR 1444)", "xmartlabs/Eureka",
        "https://github.com/xmartlabs/Eureka/pull/1444", published: "2018-03-01",
        takes: "\"The default rowHeight for UITableView is on 44.0\"")
    case .toInsetGrouped:
      listEntry(
        "TOInsetGroupedTableView (the iOS 13 inset-grouped style for iOS 11 and 12)", "Tim Oliver",
        "https://github.com/TimOliver/TOInsetGroupedTableView/blob/"
          + "a17c55acd5faabd7114fb26e908cf1e07b570b1c/TOInsetGroupedTableView/"
          + "TOInsetGroupedTableView.m#L276-L298", published: "2020-04-10",
        takes: "a section's cells start at the table's layoutMargins.left, plus the safe area "
          + "when the margin alone is not larger; width = table width - left - right")
    case .flutterListSection:
      listEntry(
        "Flutter: cupertino/list_section.dart (constants eyeballed from the iOS 14.4 simulator)",
        "The Flutter Authors",
        "https://github.com/flutter/flutter/blob/00c84e6c905e5dd7238069eeb9d3d2c108e01575/"
          + "packages/flutter/lib/src/cupertino/list_section.dart#L10-L66",
        takes: "an imitation of iOS 14 lists: inset-grouped rows 20 from the sides, 20 above the "
          + "first row without a header (0 with one), 10 below the last; header 6 above the rows")
    case .vcomCellMargins:
      listEntry(
        "VCom: UITableView+DefaultReuse.swift (Gridstone, 2016)", "Rod Brown",
        "https://github.com/search?q=%22defaultCellLayoutMargins+%3D+UIEdgeInsets%28top%3A+11.0"
          + "%22&type=code", published: "2016-08-05",
        takes: "\"the standard UITableViewCell settings\": cell layout margins 11 at the top, 10.5 "
          + "at the bottom (iOS 9-10)")
    case .radar42808310:
      listEntry(
        "42808310: Constraints to UITableViewCell layoutMarginsGuide do not work", "Douglas Hill",
        "http://openradar.appspot.com/42808310", published: "2018-08-01",
        takes: "iOS 12: \"the top and bottom margins on the cell increase as the system content "
          + "size category increases, while the contentView's margins remain constant\"")

    // Compositional layout and lists
    case .headerCompositional:
      listEntry(
        "UICollectionViewCompositionalLayout.h (UIKit SDK header, iOS 14 text; Mac Catalyst copy)",
        "Apple",
        "https://github.com/phracker/MacOSX-SDKs/blob/3c0accb42661a08e88f95ed78099535e754c540a/"
          + "MacOSX11.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/"
          + "Headers/UICollectionViewCompositionalLayout.h#L31-L46",
        takes: "UIContentInsetsReference's cases; the configuration's reference defaults to "
          + "safeArea, a section's to automatic (the configuration's); fractional, absolute and "
          + "estimated dimensions; interSectionSpacing 0; boundary items extend the section and "
          + "pin to the visible bounds when asked")
    case .docSectionContentInsetsReference:
      doc(
        "contentInsetsReference (NSCollectionLayoutSection)",
        "uikit/nscollectionlayoutsection/contentinsetsreference",
        takes: "iOS 14; default automatic: the section follows the layout configuration's")
    case .docSupplementaryContentInsetsReference:
      doc(
        "supplementaryContentInsetsReference (NSCollectionLayoutSection)",
        "uikit/nscollectionlayoutsection/supplementarycontentinsetsreference",
        takes: "iOS 16; default automatic: follows the configuration's contentInsetsReference; "
          + "applies to boundary supplementary items")
    case .docContentInsetsReference:
      doc(
        "UIContentInsetsReference", "uikit/uicontentinsetsreference",
        takes: "iOS 14: automatic, none, safeArea, layoutMargins, readableContent")
    case .docListHeaderTopPadding:
      doc(
        "headerTopPadding (UICollectionLayoutListConfiguration)",
        "uikit/uicollectionlayoutlistconfiguration-swift.struct/headertoppadding",
        takes: "iOS 15; nil (the default) is automatic padding; no number")
    case .docListHeaderMode:
      doc(
        "headerMode (UICollectionLayoutListConfiguration)",
        "uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property",
        takes: "none (the default), supplementary, firstItemInSection; the appearances")
    case .docListContentMargins:
      doc(
        "directionalLayoutMargins (UIListContentConfiguration)",
        "uikit/uilistcontentconfiguration-swift.struct/directionallayoutmargins",
        takes: "with the superview's margins preserved (the default, on both axes), these are "
          + "minimums and the inherited margins may be larger")
    case .docSeparatorLayoutGuide:
      doc(
        "separatorLayoutGuide (UICollectionViewListCell)",
        "uikit/uicollectionviewlistcell/separatorlayoutguide",
        takes: "the guide is the separator's frame; with a system content configuration the "
          + "separator aligns to the primary text; separator insets default to automatic")
    case .ibpCompositional:
      listEntry(
        "IBPCollectionViewCompositionalLayout (compositional layout re-implemented for iOS 11-12)",
        "Kishikawa Katsumi",
        "https://github.com/kishikawakatsumi/IBPCollectionViewCompositionalLayout/blob/"
          + "bb5b8a20892eba40906f45b2b5e4266358b9501b/Sources/IBPCollectionViewCompositionalLayout/"
          + "IBPUICollectionViewCompositionalLayout.m#L146-L170", published: "2021-02-04",
        takes: "the container is the collection view's size inset by the safe area across the "
          + "scroll direction (none under never); sections stack from the top; the content size "
          + "is the sections, their insets and the spacing between them")
    case .oneBusAwayReadableList:
      listEntry(
        "OneBusAway: NSCollectionLayoutSection+ReadableContentGuide.swift", "Alan Chu",
        "https://github.com/search?q=repo%3AOneBusAway%2Fonebusaway-ios+ReadableContentGuide"
          + "&type=code", published: "2023-04-07",
        takes: "an inset-grouped list section comes with non-zero leading and trailing (and top "
          + "and bottom) contentInsets; no values printed")

    // SwiftUI scroll views
    case .docContentMargins:
      doc(
        "contentMargins(_:_:for:) (SwiftUI)", "swiftui/view/contentmargins(_:_:for:)",
        takes: "iOS 17; `.contentMargins(.horizontal, 20.0)` insets a scroll view's content \"by "
          + "the safe area plus an additional 20 points\" (20 is the example's, not a default); "
          + "an inner modifier with the same placement overrides an outer one")
    case .docContentMarginPlacement:
      doc(
        "ContentMarginPlacement (SwiftUI)", "swiftui/contentmarginplacement",
        takes: "automatic insets both content and scroll indicators, scrollContent the content "
          + "only, scrollIndicators the indicators only")
    case .docSafeAreaBar:
      doc(
        "safeAreaBar(edge:alignment:spacing:content:) (SwiftUI)",
        "swiftui/view/safeareabar(edge:alignment:spacing:content:)-9hwgb",
        takes: "iOS 26; a custom bar above or below the view, the same parameters as "
          + "safeAreaInset; nil spacing is the default amount")
    case .docScrollGeometry:
      doc(
        "ScrollGeometry (SwiftUI)", "swiftui/scrollgeometry",
        takes: "iOS 18; contentInsets added to the content size give the scrollable space; "
          + "contentOffset \"may extend before zero\" with insets; containerSize is \"the "
          + "overall size of the scroll view\"")
    case .docContainerRelativeFrame:
      doc(
        "containerRelativeFrame(_:alignment:) (SwiftUI)",
        "swiftui/view/containerrelativeframe(_:alignment:)",
        takes: "iOS 17; the size is the nearest container's (the window, a navigation stack, a "
          + "scroll view or list) \"subtracting any safe area insets that might be applied to "
          + "that container\"")
    case .docSwiftUIFrame:
      doc(
        "frame(width:height:alignment:) (SwiftUI)", "swiftui/view/frame(width:height:alignment:)",
        takes: "positions the view in an invisible frame of the given size; a nil dimension "
          + "keeps the view's own sizing; alignment defaults to center")
    case .docListSectionMargins:
      doc(
        "listSectionMargins(_:_:) (SwiftUI)", "swiftui/view/listsectionmargins(_:_:)",
        takes: "iOS 26; default section margins are \"based on the list style, list section "
          + "spacing and content margins of the list\"; no numbers")
    case .fatbobmanContainerRelativeFrame:
      listEntry(
        "Mastering the containerRelativeFrame Modifier in SwiftUI", "Fatbobman (Xu Yang)",
        "https://fatbobman.com/en/posts/mastering-the-containerrelativeframe-modifier-in-swiftui",
        takes: "it looks up the nearest container and proposes that container's size, a frame "
          + "modifier of a special kind")
    case .openSwiftUIInset:
      listEntry(
        "OpenSwiftUI: InsetViewModifier.swift (audited against SwiftUICore 6.5.4)",
        "OpenSwiftUIProject",
        "https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/"
          + "069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Modifier/"
          + "InsetViewModifier.swift#L240-L270",
        takes: "safeAreaPadding is four nested safeAreaInset(spacing: 0) of clear frames: it adds "
          + "to the safe area, so a scroll view insets its content by it")
    case .openSwiftUIScrollGeometry:
      listEntry(
        "OpenSwiftUI: ScrollGeometry.swift (audited against SwiftUI 6.0.87)", "OpenSwiftUIProject",
        "https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/"
          + "069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Geometry/"
          + "ScrollGeometry.swift#L62-L130",
        takes: "the offset is clamped to -contentInsets.top at the start, so at rest it is "
          + "minus the top inset")
    case .docSeparatorAutomaticInsets:
      reviewEntry(
        "UITableView.SeparatorInsetReference.fromAutomaticInsets (Apple Developer "
          + "Documentation)", "Apple",
        "https://developer.apple.com/documentation/uikit/uitableview/separatorinsetreference-"
          + "swift.enum/fromautomaticinsets",
        takes: "\"the table view normally uses its layout margins as the default cell inset "
          + "value\"")
    default:
      preconditionFailure("\(rawValue) is not an issue-18 source")
    }
  }

  private func doc(_ title: String, _ path: String, takes: String) -> BibliographyEntry {
    BibliographyEntry(
      title: title + " (Apple Developer Documentation)", author: "Apple",
      url: "https://developer.apple.com/documentation/" + path, read: "2026-11-23", takes: takes)
  }

  private func listEntry(
    _ title: String, _ author: String, _ url: String, published: String? = nil, takes: String
  ) -> BibliographyEntry {
    BibliographyEntry(
      title: title, author: author, url: url, published: published, read: "2026-11-23",
      takes: takes)
  }
}
