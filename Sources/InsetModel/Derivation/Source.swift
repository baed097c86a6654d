/// A source the model cites: one entry of the project's bibliography.
///
/// The raw value is the entry's stable tag, as `explain`, the facts document
/// (`docs/facts.md`) and `Scenarios/` cite it in brackets: `[wwdc18-235]`.
/// ``entry`` gives its title, author, URL and what the project takes from
/// it; `docs/bibliography.md` and `insets sources` are generated from them.
///
///     Source.wwdc18Session235.entry.url
///     // "https://developer.apple.com/videos/play/wwdc2018/235/"
public enum Source: String, Sendable, Hashable, CaseIterable {
  // MARK: Apple: WWDC, headers, guides
  case wwdc18Session235 = "wwdc18-235"
  case headerUIScrollView = "hdr-uiscrollview"
  case headerUITableView = "hdr-uitableview"
  case headerUICollectionViewFlowLayout = "hdr-uicollectionviewflowlayout"
  case headerUIView = "hdr-uiview"
  case collectionViewProgrammingGuide = "apple-collectionview-guide"
  case appleDeviceScreens = "apple-device-screens"

  // MARK: Apple: UIKit documentation
  case docSafeAreaInsets = "ad-uiview-safeareainsets"
  case docAdjustedContentInset = "ad-uiscrollview-adjustedcontentinset"
  case docContentInsetAdjustmentBehavior = "ad-uiscrollview-contentinsetadjustmentbehavior"
  case docAutomaticBehavior = "ad-contentinsetadjustmentbehavior-automatic"
  case docAdditionalSafeAreaInsets = "ad-uiviewcontroller-additionalsafeareainsets"
  case docEdgesForExtendedLayout = "ad-uiviewcontroller-edgesforextendedlayout"
  case docExtendedLayoutIncludesOpaqueBars = "ad-uiviewcontroller-extendedlayoutincludesopaquebars"
  case docAutomaticallyAdjustsScrollViewInsets =
    "ad-uiviewcontroller-automaticallyadjustsscrollviewinsets"
  case docSystemMinimumLayoutMargins = "ad-uiviewcontroller-systemminimumlayoutmargins"
  case docViewRespectsSystemMinimumLayoutMargins =
    "ad-uiviewcontroller-viewrespectssystemminimumlayoutmargins"
  case docViewControllerView = "ad-uiviewcontroller-view"
  case docLayoutMargins = "ad-uiview-layoutmargins"
  case docDirectionalLayoutMargins = "ad-uiview-directionallayoutmargins"
  case docPreservesSuperviewLayoutMargins = "ad-uiview-preservessuperviewlayoutmargins"
  case docInsetsLayoutMarginsFromSafeArea = "ad-uiview-insetslayoutmarginsfromsafearea"
  case docReadableContentGuide = "ad-uiview-readablecontentguide"
  case docLayoutSupportLength = "ad-uilayoutsupport-length"
  case docIsTranslucent = "ad-uinavigationbar-istranslucent"
  case docInsetsContentViewsToSafeArea = "ad-uitableview-insetscontentviewstosafearea"
  case docSeparatorInsetReference = "ad-uitableview-separatorinsetreference"
  case docCellLayoutMarginsFollowReadableWidth =
    "ad-uitableview-celllayoutmarginsfollowreadablewidth"
  case docTableViewStyle = "ad-uitableview-style"
  case docSectionInsetReference = "ad-uicollectionviewflowlayout-sectioninsetreference"
  case docDirectionalEdgeInsets = "ad-nsdirectionaledgeinsets"

  // MARK: Apple: SwiftUI documentation
  case docSafeAreaInset = "ad-swiftui-safeareainset"
  case docIgnoresSafeArea = "ad-swiftui-ignoressafearea"
  case docSafeAreaPadding = "ad-swiftui-safeareapadding"
  case docGeometryReader = "ad-swiftui-geometryreader"

  // MARK: Measurements and device tables
  case qmui = "qmui-helper"
  case snapshotTesting = "sst-view"
  case flutterDevicePreview = "df-devices"
  case flutter120682 = "flutter-120682"
  case koukiNavigationBar = "kouki-navbar-14pro"
  case stackOverflowRootView97 = "so-rootview-97667"
  case wrNavigationBar202 = "wrnavigationbar-202"
  case stackOverflowCellContentView = "so-62599451"
  case martiancraftMargins = "martiancraft-margins"
  case fatbobmanSpacing = "fatbobman-spacing-nil"
  case useYourLoafMargins = "uyl-layout-margins"
  case useYourLoafReadableWidth = "uyl-readable-width"

  // MARK: Measurements: devices and OS versions
  case dimmmensions = "dimmmensions"
  case radar42372793 = "radar-42372793"
  case masonry546 = "masonry-546"
  case hacknicityPadBars = "hacknicity-ipad-ios12"
  case qmui1326 = "qmui-1326"
  case qmui633 = "qmui-633"
  case gkNavigationBar = "gknavigationbar-config"
  case gkNavigationBar41 = "gknavigationbar-41"
  case flutterStatusBar = "flutter-186028"
  case safeAreaContext666 = "rnsac-666"
  case snapshotTesting1046 = "sst-1046"
  case capacitor8361 = "capacitor-8361"
  case openZCine91 = "openzcine-91"
  case usagimaru = "qiita-usagimaru"
  case osCompatibility = "os-compatibility"

  // MARK: Measurements: bars under Liquid Glass
  case spine377 = "maui-spine-377"
  case reactNavigation13256 = "react-navigation-13256"
  case reactNativeScreens3377 = "rn-screens-3377"
  case reactNavigation10989 = "react-navigation-10989"
  case openUIKit = "openuikit"
  case reactNativeBottomTabs589 = "rn-bottom-tabs-589"
  case codePayments640 = "code-ios-640"
  case pocketCasts4927 = "pocket-casts-4927"
  case fluentUI1727 = "fluentui-apple-1727"
  case huahuahu = "huahuahu-safe-area"
  case interfaceBuilderTables = "ib-tableview-bounce"

  // MARK: Apple: iOS 26 and 27
  case docDesignRequiresCompatibility = "ad-uidesignrequirescompatibility"
  case forumDesignRequiresCompatibility = "af-788573"
  case docTabBarMinimizeBehavior = "ad-tabbarminimizebehavior"
  case docBarMinimization = "ad-uibarminimization"
  case docScrollableAxes = "ad-contentinsetadjustmentbehavior-scrollableaxes"

  // MARK: The articles the project started from
  case seedSwiftUISafeArea = "fatbobman-swiftui-safe-area"
  case seedSafeAreaInset = "fivestars-safeareainset"
  case seedUIKitSafeArea = "safe-area-explained"
  case seedSwiftUILayoutReference = "axiom-swiftui-layout-ref"
  case seedSafeAreaAdaptation = "safe-area-adaptation"

  // MARK: This project
  case contract = "contract"

  // MARK: Issue 18
  // Lists and scroll content; entries in Bibliography+Lists.swift.
  case docAutomaticallyAdjustsScrollIndicatorInsets = "ad-automaticallyadjustsscrollindicatorinsets"
  case reactNative28140 = "rn-28140"
  case reactNative29809 = "rn-29809"
  case reactNative15023 = "rn-15023"
  case reactNative27102 = "rn-27102"
  case bluesky7131 = "bluesky-7131"
  case radar35721413 = "openradar-35721413"
  case radar29013952 = "openradar-29013952"
  case stackOverflow29349917 = "so-29349917"
  case docSectionHeaderTopPadding = "ad-sectionheadertoppadding"
  case openUIKitTableView = "openuikit-tableview"
  case pswpIOS15Padding = "pswp-ios15-padding"
  case jxSegmentedView189 = "jxseg-189"
  case juejinGrouped35 = "juejin-grouped-35"
  case sunnyxxGroupedHeader = "sunnyxx-grouped-header"
  case licensePlist4 = "licenseplist-4"
  case eureka863 = "eureka-863"
  case eureka1444 = "eureka-1444"
  case toInsetGrouped = "to-insetgrouped"
  case flutterListSection = "flutter-list-section"
  case vcomCellMargins = "vcom-cellmargins"
  case radar42808310 = "radar-42808310"
  // Compositional layout and lists
  case headerCompositional = "hdr-compositional"
  case docSectionContentInsetsReference = "ad-section-contentinsetsreference"
  case docSupplementaryContentInsetsReference = "ad-section-supplementarycontentinsetsreference"
  case docContentInsetsReference = "ad-uicontentinsetsreference"
  case docListHeaderTopPadding = "ad-list-headertoppadding"
  case docListHeaderMode = "ad-list-headermode"
  case docListContentMargins = "ad-listcontent-margins"
  case docSeparatorLayoutGuide = "ad-separatorlayoutguide"
  case ibpCompositional = "ibp-compositional"
  case oneBusAwayReadableList = "oba-readable-list"
  // SwiftUI scroll views
  case docContentMargins = "ad-contentmargins"
  case docContentMarginPlacement = "ad-contentmarginplacement"
  case docSafeAreaBar = "ad-safeareabar"
  case docScrollGeometry = "ad-scrollgeometry"
  case docContainerRelativeFrame = "ad-containerrelativeframe"
  case docSwiftUIFrame = "ad-swiftui-frame"
  case docListSectionMargins = "ad-listsectionmargins"
  case fatbobmanContainerRelativeFrame = "fatbobman-crf"
  case openSwiftUIInset = "osui-inset"
  case openSwiftUIScrollGeometry = "osui-scrollgeometry"
}
