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
  case headerUIViewController = "hdr-uiviewcontroller"
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
  case docFlowLayoutItemSize = "ad-flowlayout-itemsize"
  case docFlowLayoutSpacing = "ad-flowlayout-minimumlinespacing"

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
  case useYourLoafReadableCells = "uyl-readable-width-cells"
  case useYourLoafIPhoneX = "uyl-supporting-iphone-x"
  case cslLayoutAdaptation = "csl-layout-adaptation"
  case eachNavigationBar79 = "eachnavbar-79"

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
  case seedSafeAreaInsetTranslation = "fivestars-safeareainset-zh"
  case seedUIKitSafeArea = "safe-area-explained"
  case seedSwiftUILayoutReference = "axiom-swiftui-layout-ref"
  case seedSafeAreaAdaptation = "safe-area-adaptation"

  // MARK: Issue 16
  // Apple: windows, layout regions, reserved regions, vertical bars.
  case docWindowingControlStyle = "ad-windowingcontrolstyle"
  case docPreferredWindowingControlStyle = "ad-preferredwindowingcontrolstyle"
  case docLayoutRegion = "ad-layoutregion"
  case docEdgeInsetsForRegion = "ad-edgeinsets-for-region"
  case headerLayoutRegion = "hdr-uiviewlayoutregion"
  case docReservedRegion = "ad-reservedregion"
  case docSwiftUIReservedRegion = "ad-swiftui-reservedregion"
  case docContainerCornerInsets = "ad-containercornerinsets"
  case docContentMarginGuide = "ad-contentmarginguide"
  case docVerticalBarEdge = "ad-verticalbaredge"
  case docVerticalBarBehavior = "ad-toolbarverticalbehavior"
  case wwdc25Session282 = "wwdc25-282"
  case duoLabSDK = "duolab-sdk"
  // iPadOS 26 windows, measured and reported.
  case wwdcNotes208 = "wwdcnotes-208"
  case tauri15521 = "tauri-15521"
  case capacitor8172 = "capacitor-8172"
  case openDraft66 = "opendraft-66"
  case mithka68 = "mithka-68"
  case trvis315 = "trvis-315"
  case tattoo457 = "tattoo-457"
  case piliPlus2482 = "piliplus-2482"
  case ddg4499 = "ddg-4499"
  case cmp2555 = "cmp-2555"
  case frustCornerInsets = "frust-cornerinsets"
  case windowControlsInset = "window-controls-inset"
  // The iPhone Duo, measured on its simulator.
  case boardhopPlan = "boardhop-plan"
  case boardhopWalk = "boardhop-walk"
  case boardhopCorner = "boardhop-corner"
  case duoLabHandoff = "duolab-handoff"
  case capfoldDoc = "capfold-doc"
  case duoResearchJP = "duo-jp-research"
  case duoSkillsAPI = "duo-skills-api"
  case duoLayoutSkill = "duo-layout-skill"
  case duoLab286 = "duo-lab286"
  case tgCard31 = "tgcard-31"
  case apui101 = "apui-101"
  case readest6312 = "readest-6312"
  case mirzaFacts = "mirza-facts"
  case mirzaDualPane = "mirza-dualpane"
  case classmethodVerticalBar = "classmethod-vbar"

  // MARK: This project
  case contract = "contract"
}
