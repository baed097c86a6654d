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
  /// `[wwdc18-235]`: UIKit: Apps for Every Size and Shape (WWDC 2018, session 235; timed transcript
  /// at asciiwwdc.com/2018/sessions/235), by Apple.
  case wwdc18Session235 = "wwdc18-235"
  /// `[hdr-uiscrollview]`: UIScrollView.h (UIKit SDK header, iOS 13.2 SDK), by Apple.
  case headerUIScrollView = "hdr-uiscrollview"
  /// `[hdr-uitableview]`: UITableView.h (UIKit SDK header, iOS 13.2 SDK), by Apple.
  case headerUITableView = "hdr-uitableview"
  /// `[hdr-uicollectionviewflowlayout]`: UICollectionViewFlowLayout.h (UIKit SDK header, iOS 13.2
  /// SDK), by Apple.
  case headerUICollectionViewFlowLayout = "hdr-uicollectionviewflowlayout"
  /// `[hdr-uiview]`: UIView.h (UIKit SDK header, iOS 13.2 SDK), by Apple.
  case headerUIView = "hdr-uiview"
  /// `[hdr-uiviewcontroller]`: UIViewController.h (UIKit SDK header, iOS 13.2 SDK), by Apple.
  case headerUIViewController = "hdr-uiviewcontroller"
  /// `[apple-collectionview-guide]`: Collection View Programming Guide for iOS: Using the Flow
  /// Layout, by Apple.
  case collectionViewProgrammingGuide = "apple-collectionview-guide"
  /// `[apple-device-screens]`: Human Interface Guidelines: Layout (device screen sizes and
  /// orientations), by Apple.
  case appleDeviceScreens = "apple-device-screens"

  // MARK: Apple: UIKit documentation
  /// `[ad-uiview-safeareainsets]`: safeAreaInsets (Apple Developer Documentation).
  case docSafeAreaInsets = "ad-uiview-safeareainsets"
  /// `[ad-uiscrollview-adjustedcontentinset]`: adjustedContentInset (Apple Developer
  /// Documentation).
  case docAdjustedContentInset = "ad-uiscrollview-adjustedcontentinset"
  /// `[ad-uiscrollview-contentinsetadjustmentbehavior]`: contentInsetAdjustmentBehavior (Apple
  /// Developer Documentation).
  case docContentInsetAdjustmentBehavior = "ad-uiscrollview-contentinsetadjustmentbehavior"
  /// `[ad-contentinsetadjustmentbehavior-automatic]`:
  /// UIScrollView.ContentInsetAdjustmentBehavior.automatic (Apple Developer Documentation).
  case docAutomaticBehavior = "ad-contentinsetadjustmentbehavior-automatic"
  /// `[ad-uiviewcontroller-additionalsafeareainsets]`: additionalSafeAreaInsets (Apple Developer
  /// Documentation).
  case docAdditionalSafeAreaInsets = "ad-uiviewcontroller-additionalsafeareainsets"
  /// `[ad-uiviewcontroller-edgesforextendedlayout]`: edgesForExtendedLayout (Apple Developer
  /// Documentation).
  case docEdgesForExtendedLayout = "ad-uiviewcontroller-edgesforextendedlayout"
  /// `[ad-uiviewcontroller-extendedlayoutincludesopaquebars]`: extendedLayoutIncludesOpaqueBars
  /// (Apple Developer Documentation).
  case docExtendedLayoutIncludesOpaqueBars = "ad-uiviewcontroller-extendedlayoutincludesopaquebars"
  /// `[ad-uiviewcontroller-automaticallyadjustsscrollviewinsets]`:
  /// automaticallyAdjustsScrollViewInsets (Apple Developer Documentation).
  case docAutomaticallyAdjustsScrollViewInsets =
    "ad-uiviewcontroller-automaticallyadjustsscrollviewinsets"
  /// `[ad-uiviewcontroller-systemminimumlayoutmargins]`: systemMinimumLayoutMargins (Apple
  /// Developer Documentation).
  case docSystemMinimumLayoutMargins = "ad-uiviewcontroller-systemminimumlayoutmargins"
  /// `[ad-uiviewcontroller-viewrespectssystemminimumlayoutmargins]`:
  /// viewRespectsSystemMinimumLayoutMargins (Apple Developer Documentation).
  case docViewRespectsSystemMinimumLayoutMargins =
    "ad-uiviewcontroller-viewrespectssystemminimumlayoutmargins"
  /// `[ad-uiviewcontroller-view]`: view (UIViewController) (Apple Developer Documentation).
  case docViewControllerView = "ad-uiviewcontroller-view"
  /// `[ad-uiview-layoutmargins]`: layoutMargins (Apple Developer Documentation).
  case docLayoutMargins = "ad-uiview-layoutmargins"
  /// `[ad-uiview-directionallayoutmargins]`: directionalLayoutMargins (Apple Developer
  /// Documentation).
  case docDirectionalLayoutMargins = "ad-uiview-directionallayoutmargins"
  /// `[ad-uiview-preservessuperviewlayoutmargins]`: preservesSuperviewLayoutMargins (Apple
  /// Developer Documentation).
  case docPreservesSuperviewLayoutMargins = "ad-uiview-preservessuperviewlayoutmargins"
  /// `[ad-uiview-insetslayoutmarginsfromsafearea]`: insetsLayoutMarginsFromSafeArea (Apple
  /// Developer Documentation).
  case docInsetsLayoutMarginsFromSafeArea = "ad-uiview-insetslayoutmarginsfromsafearea"
  /// `[ad-uiview-readablecontentguide]`: readableContentGuide (Apple Developer Documentation).
  case docReadableContentGuide = "ad-uiview-readablecontentguide"
  /// `[ad-uilayoutsupport-length]`: length (UILayoutSupport) (Apple Developer Documentation).
  case docLayoutSupportLength = "ad-uilayoutsupport-length"
  /// `[ad-uinavigationbar-istranslucent]`: isTranslucent (UINavigationBar) (Apple Developer
  /// Documentation).
  case docIsTranslucent = "ad-uinavigationbar-istranslucent"
  /// `[ad-uitableview-insetscontentviewstosafearea]`: insetsContentViewsToSafeArea (Apple Developer
  /// Documentation).
  case docInsetsContentViewsToSafeArea = "ad-uitableview-insetscontentviewstosafearea"
  /// `[ad-uitableview-separatorinsetreference]`: separatorInsetReference (Apple Developer
  /// Documentation).
  case docSeparatorInsetReference = "ad-uitableview-separatorinsetreference"
  /// `[ad-uitableview-celllayoutmarginsfollowreadablewidth]`: cellLayoutMarginsFollowReadableWidth
  /// (Apple Developer Documentation).
  case docCellLayoutMarginsFollowReadableWidth =
    "ad-uitableview-celllayoutmarginsfollowreadablewidth"
  /// `[ad-uitableview-style]`: UITableView.Style (Apple Developer Documentation).
  case docTableViewStyle = "ad-uitableview-style"
  /// `[ad-uicollectionviewflowlayout-sectioninsetreference]`: sectionInsetReference (Apple
  /// Developer Documentation).
  case docSectionInsetReference = "ad-uicollectionviewflowlayout-sectioninsetreference"
  /// `[ad-nsdirectionaledgeinsets]`: NSDirectionalEdgeInsets (Apple Developer Documentation).
  case docDirectionalEdgeInsets = "ad-nsdirectionaledgeinsets"
  /// `[ad-flowlayout-itemsize]`: itemSize (UICollectionViewFlowLayout) (Apple Developer
  /// Documentation).
  case docFlowLayoutItemSize = "ad-flowlayout-itemsize"
  /// `[ad-flowlayout-minimumlinespacing]`: minimumLineSpacing and minimumInteritemSpacing
  /// (UICollectionViewFlowLayout) (Apple Developer Documentation).
  case docFlowLayoutSpacing = "ad-flowlayout-minimumlinespacing"

  // MARK: Apple: SwiftUI documentation
  /// `[ad-swiftui-safeareainset]`: safeAreaInset(edge:alignment:spacing:content:) (Apple Developer
  /// Documentation).
  case docSafeAreaInset = "ad-swiftui-safeareainset"
  /// `[ad-swiftui-ignoressafearea]`: ignoresSafeArea(_:edges:) (Apple Developer Documentation).
  case docIgnoresSafeArea = "ad-swiftui-ignoressafearea"
  /// `[ad-swiftui-safeareapadding]`: safeAreaPadding(_:_:) (Apple Developer Documentation).
  case docSafeAreaPadding = "ad-swiftui-safeareapadding"
  /// `[ad-swiftui-geometryreader]`: GeometryReader and GeometryProxy.safeAreaInsets (Apple
  /// Developer Documentation).
  case docGeometryReader = "ad-swiftui-geometryreader"

  // MARK: Measurements and device tables
  /// `[qmui-helper]`: QMUI_iOS: QMUIHelper.m and QMUICommonDefines.h, by Tencent.
  case qmui = "qmui-helper"
  /// `[sst-view]`: swift-snapshot-testing: View.swift (ViewImageConfig), by Point-Free.
  case snapshotTesting = "sst-view"
  /// `[df-devices]`: flutter_device_preview: device_specs (simulator probes), by Aloïs Deniel.
  case flutterDevicePreview = "df-devices"
  /// `[flutter-120682]`: flutter/flutter issue 120682 (iPhone 14 Pro safe area), by Flutter.
  case flutter120682 = "flutter-120682"
  /// `[kouki-navbar-14pro]`: Dynamic IslandがあるiPhone 14
  /// ProなどでナビゲーションバーのminYとsafeAreaInsets.topが一致しなくなっている, by kouki (Lento con forza, Hatena Blog).
  case koukiNavigationBar = "kouki-navbar-14pro"
  /// `[so-rootview-97667]`: Why does view.safeAreaInsets.top contain bad value in
  /// viewDidLayoutSubviews()?, by a Stack Overflow question, retold by thedebonair.co.uk.
  case stackOverflowRootView97 = "so-rootview-97667"
  /// `[wrnavigationbar-202]`: WRNavigationBar issue 202 (Dynamic Island adaptation), by wangrui460.
  case wrNavigationBar202 = "wrnavigationbar-202"
  /// `[so-62599451]`: Stack Overflow question 62599451 (cell contentView height).
  case stackOverflowCellContentView = "so-62599451"
  /// `[martiancraft-margins]`: Notes from the margins, by MartianCraft.
  case martiancraftMargins = "martiancraft-margins"
  /// `[fatbobman-spacing-nil]`: What Does spacing = nil Mean in SwiftUI?, by Fatbobman (Xu Yang).
  case fatbobmanSpacing = "fatbobman-spacing-nil"
  /// `[uyl-layout-margins]`: Changing Root View Layout Margins, by Keith Harrison (Use Your Loaf).
  case useYourLoafMargins = "uyl-layout-margins"
  /// `[uyl-readable-width]`: Readable Content Guides, by Keith Harrison (Use Your Loaf).
  case useYourLoafReadableWidth = "uyl-readable-width"
  /// `[uyl-readable-width-cells]`: Readable Width of Table View Cells, by Keith Harrison (Use Your
  /// Loaf).
  case useYourLoafReadableCells = "uyl-readable-width-cells"
  /// `[uyl-supporting-iphone-x]`: Supporting iPhone X, by Keith Harrison (Use Your Loaf).
  case useYourLoafIPhoneX = "uyl-supporting-iphone-x"
  /// `[csl-layout-adaptation]`: iOS Layout Adaptation, by csl.cool.
  case cslLayoutAdaptation = "csl-layout-adaptation"
  /// `[eachnavbar-79]`: EachNavigationBar issue 79 (navigation bar height on a Dynamic Island
  /// phone), by Pircate/EachNavigationBar.
  case eachNavigationBar79 = "eachnavbar-79"

  // MARK: Measurements: devices and OS versions
  /// `[dimmmensions]`: dimmmensions: dimensions.json (simulator probes on iOS 14.4, 15.0 and 16.2),
  /// by Marc Bouchenoire.
  case dimmmensions = "dimmmensions"
  /// `[radar-42372793]`: 42372793: safeAreaInsets on UIWindow behavior silently changed between iOS
  /// 11 and iOS 12, by openradar-mirror.
  case radar42372793 = "radar-42372793"
  /// `[masonry-546]`: Masonry issue 546: ios 12, safeAreaLayoutGuideTop = 20, by SnapKit/Masonry.
  case masonry546 = "masonry-546"
  /// `[hacknicity-ipad-ios12]`: iPad Navigation Bar and Toolbar Height Changes in iOS 12, by Geoff
  /// Hackworth.
  case hacknicityPadBars = "hacknicity-ipad-ios12"
  /// `[qmui-1326]`: QMUI_iOS issue 1326 (iPhone 12 mini status bar), by Tencent.
  case qmui1326 = "qmui-1326"
  /// `[qmui-633]`: QMUI_iOS issue 633 (bar heights against the system's), by Tencent.
  case qmui633 = "qmui-633"
  /// `[gknavigationbar-config]`: GKNavigationBarSwift: GKNavigationBarConfigure.swift, by QuintGao.
  case gkNavigationBar = "gknavigationbar-config"
  /// `[gknavigationbar-41]`: GKNavigationBarSwift issue 41 (view dumps on a Dynamic Island phone),
  /// by QuintGao.
  case gkNavigationBar41 = "gknavigationbar-41"
  /// `[flutter-186028]`: flutter/flutter PR 186028 (safe area when the status bar is hidden, iOS
  /// 26.0 and 26.0.1), by Flutter.
  case flutterStatusBar = "flutter-186028"
  /// `[rnsac-666]`: react-native-safe-area-context issue 666 (rotating iPad while StatusBar is
  /// hidden disables top inset), by AppAndFlow.
  case safeAreaContext666 = "rnsac-666"
  /// `[sst-1046]`: swift-snapshot-testing PR 1046 (iPhone 17 and Air configurations), by
  /// Point-Free.
  case snapshotTesting1046 = "sst-1046"
  /// `[capacitor-8361]`: capacitor issue 8361 (safe-area-inset-top on iPhone 17), by Ionic.
  case capacitor8361 = "capacitor-8361"
  /// `[openzcine-91]`: OpenZCine PR 91 (iPadOS 26 window controls and insets), by erik-sutton95.
  case openZCine91 = "openzcine-91"
  /// `[qiita-usagimaru]`: iPhone Xのセーフエリアやマージン幅について (iPhone X safe areas and margins), by usagimaru
  /// (Qiita).
  case usagimaru = "qiita-usagimaru"
  /// `[os-compatibility]`: iOS and iPadOS compatibility lists (iOS 26, iOS 27, iPadOS 26, iPadOS
  /// 27), by Apple.
  case osCompatibility = "os-compatibility"

  // MARK: Measurements: bars under Liquid Glass
  /// `[maui-spine-377]`: Maui.Spine issue 377 (iOS 26 header against UINavigationBar), by
  /// jonatansoderberg.
  case spine377 = "maui-spine-377"
  /// `[react-navigation-13256]`: react-navigation PR 13256 (header height from the platform).
  case reactNavigation13256 = "react-navigation-13256"
  /// `[rn-screens-3377]`: react-native-screens issue 3377 (header height on iOS 26), by
  /// software-mansion.
  case reactNativeScreens3377 = "rn-screens-3377"
  /// `[react-navigation-10989]`: react-navigation issue 10989 (header height with a Dynamic
  /// Island).
  case reactNavigation10989 = "react-navigation-10989"
  /// `[openuikit]`: OpenUIKit: tests and bar sources measured against UIKit (iOS 26.1), by
  /// Vercantez.
  case openUIKit = "openuikit"
  /// `[rn-bottom-tabs-589]`: react-native-bottom-tabs PR 589 (four-edge native tab scene insets),
  /// by callstack.
  case reactNativeBottomTabs589 = "rn-bottom-tabs-589"
  /// `[code-ios-640]`: code-ios-app PR 640 (safe area under the iOS 26 tab bar), by code-payments.
  case codePayments640 = "code-ios-640"
  /// `[pocket-casts-4927]`: pocket-casts-ios PR 4927 (the minimised tab bar and the safe area), by
  /// Automattic.
  case pocketCasts4927 = "pocket-casts-4927"
  /// `[fluentui-apple-1727]`: fluentui-apple PR 1727 (navigation bar height in landscape), by
  /// Microsoft.
  case fluentUI1727 = "fluentui-apple-1727"
  /// `[huahuahu-safe-area]`: UIKit: Apps for Every Size and Shape (notes with printed safe areas),
  /// by huahuahu (cnblogs).
  case huahuahu = "huahuahu-safe-area"
  /// `[ib-tableview-bounce]`: Pui: IOSMVCTableStoryboardTemplate.swift (an Interface Builder
  /// storyboard kept as a template), by sakiyamaK.
  case interfaceBuilderTables = "ib-tableview-bounce"

  // MARK: Apple: iOS 26 and 27
  /// `[ad-uidesignrequirescompatibility]`: UIDesignRequiresCompatibility (Information Property
  /// List), by Apple.
  case docDesignRequiresCompatibility = "ad-uidesignrequirescompatibility"
  /// `[af-788573]`: Apple Developer Forums thread 788573 (Frameworks Engineer on
  /// UIDesignRequiresCompatibility).
  case forumDesignRequiresCompatibility = "af-788573"
  /// `[ad-tabbarminimizebehavior]`: UITabBarController.tabBarMinimizeBehavior, by Apple.
  case docTabBarMinimizeBehavior = "ad-tabbarminimizebehavior"
  /// `[ad-uibarminimization]`: UIBarMinimizationBehavior and UIBarMinimizationSafeAreaAdjustment
  /// (iOS 27), by Apple.
  case docBarMinimization = "ad-uibarminimization"
  /// `[ad-contentinsetadjustmentbehavior-scrollableaxes]`:
  /// UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes (Apple Developer Documentation).
  case docScrollableAxes = "ad-contentinsetadjustmentbehavior-scrollableaxes"

  // MARK: The articles the project started from
  /// `[fatbobman-swiftui-safe-area]`: 掌握 SwiftUI 的 Safe Area (Mastering the Safe Area in SwiftUI),
  /// by Fatbobman (Xu Yang).
  case seedSwiftUISafeArea = "fatbobman-swiftui-safe-area"
  /// `[fivestars-safeareainset]`: How to control safeAreaInset, by Federico Zanetello (FIVE STARS).
  case seedSafeAreaInset = "fivestars-safeareainset"
  /// `[fivestars-safeareainset-zh]`: SwiftUI:如何控制safeAreaInset (a translation of How to control
  /// safeAreaInset), by unnamed translator (Jianshu).
  case seedSafeAreaInsetTranslation = "fivestars-safeareainset-zh"
  /// `[safe-area-explained]`: 最近很火的 Safe Area 到底是什么 (What is the Safe Area), by unnamed (Jianshu).
  case seedUIKitSafeArea = "safe-area-explained"
  /// `[axiom-swiftui-layout-ref]`: SwiftUI Layout API Reference (skill axiom-swiftui-layout-ref),
  /// by Charles Wiltgen (Axiom).
  case seedSwiftUILayoutReference = "axiom-swiftui-layout-ref"
  /// `[safe-area-adaptation]`: 安全区适配 (Safe-area adaptation, a summary of WWDC 2018 session 235), by
  /// unnamed (Jianshu).
  case seedSafeAreaAdaptation = "safe-area-adaptation"

  // Apple: windows, layout regions, reserved regions, vertical bars.
  /// `[ad-windowingcontrolstyle]`: UIWindowScene.WindowingControlStyle (Apple Developer
  /// Documentation).
  case docWindowingControlStyle = "ad-windowingcontrolstyle"
  /// `[ad-preferredwindowingcontrolstyle]`:
  /// UIWindowSceneDelegate.preferredWindowingControlStyle(for:) (Apple Developer Documentation).
  case docPreferredWindowingControlStyle = "ad-preferredwindowingcontrolstyle"
  /// `[ad-layoutregion]`: UIView.LayoutRegion and UIView.LayoutRegion.AdaptivityAxis (Apple
  /// Developer Documentation).
  case docLayoutRegion = "ad-layoutregion"
  /// `[ad-edgeinsets-for-region]`: UIView.edgeInsets(for:), directionalEdgeInsets(for:) and
  /// layoutGuide(for:) (Apple Developer Documentation).
  case docEdgeInsetsForRegion = "ad-edgeinsets-for-region"
  /// `[hdr-uiviewlayoutregion]`: UIViewLayoutRegion.h (MacOSX26.1.sdk, iOSSupport), by Apple
  /// (copied by alexey-lysiuk).
  case headerLayoutRegion = "hdr-uiviewlayoutregion"
  /// `[ad-reservedregion]`: UIView.ReservedRegion and UIViewReservedRegion (Apple Developer
  /// Documentation).
  case docReservedRegion = "ad-reservedregion"
  /// `[ad-swiftui-reservedregion]`: SwiftUI ReservedRegion and
  /// GeometryProxy.reservedRegions(kind:options:layoutDirectionBehavior:) (Apple Developer
  /// Documentation).
  case docSwiftUIReservedRegion = "ad-swiftui-reservedregion"
  /// `[ad-containercornerinsets]`: SwiftUI GeometryProxy.containerCornerInsets (Apple Developer
  /// Documentation).
  case docContainerCornerInsets = "ad-containercornerinsets"
  /// `[ad-contentmarginguide]`: SwiftUI ContentMarginGuide.container (Apple Developer
  /// Documentation).
  case docContentMarginGuide = "ad-contentmarginguide"
  /// `[ad-verticalbaredge]`: UITraitCollection.verticalBarEdge and UIVerticalBarEdge (Apple
  /// Developer Documentation).
  case docVerticalBarEdge = "ad-verticalbaredge"
  /// `[ad-toolbarverticalbehavior]`: UIViewController.preferredVerticalBarBehavior and
  /// UIVerticalBarBehavior (Apple Developer Documentation).
  case docVerticalBarBehavior = "ad-toolbarverticalbehavior"
  /// `[wwdc25-282]`: Make your UIKit app more flexible (WWDC 2025, session 282), by Apple.
  case wwdc25Session282 = "wwdc25-282"
  /// `[duolab-sdk]`: iOS 27.1 SDK headers (UIViewReservedRegion.h, UIVerticalBarEdge.h,
  /// UIViewController.h, UIViewLayoutRegion.h), as copied in the DuoLab repository, by Apple
  /// (copied by branch10480).
  case duoLabSDK = "duolab-sdk"
  // iPadOS 26 windows, measured and reported.
  /// `[wwdcnotes-208]`: Elevate the design of your iPad app (WWDC 2025, session 208), community
  /// notes, by WWDCNotes.
  case wwdcNotes208 = "wwdcnotes-208"
  /// `[tauri-15521]`: tauri issue 15521 (iPadOS 26 window controls and the safe area), by
  /// velocitysystems.
  case tauri15521 = "tauri-15521"
  /// `[capacitor-8172]`: Capacitor issue 8172 (iPadOS 26 window management buttons), by tobyzerner.
  case capacitor8172 = "capacitor-8172"
  /// `[opendraft-66]`: OpenDraft issue 66 (iPadOS window control over the content), by Proteus
  /// Technologies.
  case openDraft66 = "opendraft-66"
  /// `[mithka-68]`: mithka PR 68 (page headers clear of iPadOS floating window controls), by
  /// starlight4you.
  case mithka68 = "mithka-68"
  /// `[trvis-315]`: TRViS PR 315 (AppBar shifted for iPadOS 26 window controls), by TetsuOtter.
  case trvis315 = "trvis-315"
  /// `[tattoo-457]`: tattoo PR 457 (minimal window controls), by NTUT-NPC.
  case tattoo457 = "tattoo-457"
  /// `[piliplus-2482]`: PiliPlus PR 2482 (minimal window controls on iPad), by bggRGjQaUbCoE.
  case piliPlus2482 = "piliplus-2482"
  /// `[ddg-4499]`: DuckDuckGo apple-browsers PR 4499, review, by duckduckgo.
  case ddg4499 = "ddg-4499"
  /// `[cmp-2555]`: compose-multiplatform-core PR 2555 (adopt the iOS 26 LayoutRegion API), by
  /// JetBrains.
  case cmp2555 = "cmp-2555"
  /// `[frust-cornerinsets]`: frust-core CornerInsets, by frust-core (docs.rs).
  case frustCornerInsets = "frust-cornerinsets"
  /// `[window-controls-inset]`: WindowControlsSafeAreaInset, by lynnswap.
  case windowControlsInset = "window-controls-inset"
  // The iPhone Duo, measured on its simulator.
  /// `[boardhop-plan]`: boardhop research 23: iPhone Duo adaptation, by kammcs.
  case boardhopPlan = "boardhop-plan"
  /// `[boardhop-walk]`: boardhop walkthrough: iPhone Duo, 2026-09-20, by kammcs.
  case boardhopWalk = "boardhop-walk"
  /// `[boardhop-corner]`: boardhop research 23, section 9.11: corner clearance, by kammcs.
  case boardhopCorner = "boardhop-corner"
  /// `[duolab-handoff]`: DuoLab handoff notes (引き継ぎ書), by branch10480.
  case duoLabHandoff = "duolab-handoff"
  /// `[capfold-doc]`: capacitor-foldable: iPhone Duo, by erkamyaman.
  case capfoldDoc = "capfold-doc"
  /// `[duo-jp-research]`: iPhone Duo 対応リサーチ (iPhone Duo support research), by branch10480.
  case duoResearchJP = "duo-jp-research"
  /// `[duo-skills-api]`: iPhone Duo APIs in the iOS 27.1 SDK (skill reference), by unknown.
  case duoSkillsAPI = "duo-skills-api"
  /// `[duo-layout-skill]`: iPhone Duo layout (skill reference), by unknown.
  case duoLayoutSkill = "duo-layout-skill"
  /// `[duo-lab286]`: Notes on Apple's Group Lab 286 (iPhone Duo), by unknown.
  case duoLab286 = "duo-lab286"
  /// `[tgcard-31]`: TGCardViewController PR 31 (iPhone Duo vertical bar), by skedgo.
  case tgCard31 = "tgcard-31"
  /// `[apui-101]`: adaptive_platform_ui release 1.0.1, by berkaycatak.
  case apui101 = "apui-101"
  /// `[readest-6312]`: readest PR 6312 (keep clear of the iPhone Duo's side status strip), by
  /// kad-air.
  case readest6312 = "readest-6312"
  /// `[mirza-facts]`: iphone-duo-skills: device facts, by mirzaaghazadeh.
  case mirzaFacts = "mirza-facts"
  /// `[mirza-dualpane]`: iphone-duo-skills: dual-pane patterns (Apple's design templates, as a
  /// community kit reproduces them), by mirzaaghazadeh.
  case mirzaDualPane = "mirza-dualpane"
  /// `[classmethod-vbar]`: How Much Can Apps Control the Vertical Bar on the iPhone Duo?, by
  /// Classmethod DevelopersIO.
  case classmethodVerticalBar = "classmethod-vbar"

  // MARK: This project
  /// `[contract]`: InsetModel's scenario-table contract.
  case contract = "contract"

  // MARK: Presentations, split views, search, the keyboard
  /// `[wwdc17-204]`: Updating Your App for iOS 11 (WWDC 2017, session 204), by Apple.
  case wwdc17Session204 = "wwdc17-204"
  /// `[wwdc19-224]`: Modernizing Your UI for iOS 13 (WWDC 2019, session 224), by Apple.
  case wwdc19Session224 = "wwdc19-224"
  /// `[wwdc23-10281]`: Keep up with the keyboard (WWDC 2023, session 10281), by Apple.
  case wwdc23Session10281 = "wwdc23-10281"
  /// `[ad-positioning-safe-area]`: Positioning content relative to the safe area (Apple Developer
  /// Documentation).
  case docPositioningSafeArea = "ad-positioning-safe-area"
  /// `[ad-modalpresentationstyle]`: UIViewController.modalPresentationStyle and
  /// UIModalPresentationStyle (Apple Developer Documentation).
  case docModalPresentationStyle = "ad-modalpresentationstyle"
  /// `[ad-prefersedgeattachedincompactheight]`:
  /// UISheetPresentationController.prefersEdgeAttachedInCompactHeight (Apple Developer
  /// Documentation).
  case docPrefersEdgeAttachedInCompactHeight = "ad-prefersedgeattachedincompactheight"
  /// `[ad-widthfollowspreferredcontentsize]`:
  /// UISheetPresentationController.widthFollowsPreferredContentSizeWhenEdgeAttached (Apple
  /// Developer Documentation).
  case docWidthFollowsPreferredContentSize = "ad-widthfollowspreferredcontentsize"
  /// `[ad-detent]`: UISheetPresentationController.Detent (Apple Developer Documentation).
  case docDetent = "ad-detent"
  /// `[ad-split-widths]`: UISplitViewController.preferredPrimaryColumnWidth and related widths
  /// (Apple Developer Documentation).
  case docSplitWidths = "ad-split-widths"
  /// `[ad-searchbarplacement]`: UINavigationItem.SearchBarPlacement (Apple Developer
  /// Documentation).
  case docSearchBarPlacement = "ad-searchbarplacement"
  /// `[ad-hidessearchbarwhenscrolling]`: UINavigationItem.hidesSearchBarWhenScrolling (Apple
  /// Developer Documentation).
  case docHidesSearchBarWhenScrolling = "ad-hidessearchbarwhenscrolling"
  /// `[ad-uikeyboardlayoutguide]`: UIKeyboardLayoutGuide (followsUndockedKeyboard,
  /// usesBottomSafeArea) (Apple Developer Documentation).
  case docKeyboardLayoutGuide = "ad-uikeyboardlayoutguide"
  /// `[ad-keyboardframeend]`: UIResponder.keyboardFrameEndUserInfoKey (Apple Developer
  /// Documentation).
  case docKeyboardFrameEnd = "ad-keyboardframeend"
  /// `[ad-uitableviewcontroller]`: UITableViewController (Apple Developer Documentation).
  case docTableViewController = "ad-uitableviewcontroller"
  /// `[ad-backgroundextensioneffect]`: backgroundExtensionEffect() (SwiftUI, iOS 26) (Apple
  /// Developer Documentation).
  case docBackgroundExtensionEffect = "ad-backgroundextensioneffect"
  /// `[hig-sidebars]`: Human Interface Guidelines: Sidebars, by Apple.
  case higSidebars = "hig-sidebars"
  /// `[openuikit-detents]`: OpenUIKit: sheet detents measured on the iOS 26 simulator
  /// (detents_ios.json), by Vercantez.
  case openUIKitDetents = "openuikit-detents"
  /// `[openuikit-presentation]`: OpenUIKit: UIPresentation.swift (comments on measured sheet
  /// geometry), by Vercantez.
  case openUIKitPresentation = "openuikit-presentation"
  /// `[bh-sheetinteraction]`: SheetInteraction (TestModal: sheet layout notes and constants), by
  /// Bosco Ho.
  case bhSheetInteraction = "bh-sheetinteraction"
  /// `[truesheet-749]`: react-native-true-sheet issue 261 and PR 749 (custom detents and the safe
  /// area), by lodev09.
  case trueSheet749 = "truesheet-749"
  /// `[rn-screens-4238]`: react-native-screens PR 4238 (form sheet content and the bottom safe
  /// area), by software-mansion.
  case reactNativeScreens4238 = "rn-screens-4238"
  /// `[flowstack-30]`: FlowStack PR 30: support iPad presentation size (FlowTransition.swift), by
  /// velos.
  case flowStack30 = "flowstack-30"
  /// `[popover-arrow-ios13]`: AloeStackView issue 68 (popover content includes the arrow on iOS
  /// 13), by marlimox.
  case popoverArrowIOS13 = "popover-arrow-ios13"
  /// `[zxnavigationbar-14]`: ZXNavigationBar issue 14 (iPad navigation bar heights), by SmileZXLee.
  case zxNavigationBar14 = "zxnavigationbar-14"
  /// `[react-navigation-header]`: react-navigation getDefaultHeaderHeight.tsx (native header
  /// heights).
  case reactNavigationHeader = "react-navigation-header"
  /// `[uyl-split-width]`: How do you change the width of the master view in a Split View
  /// Controller?, by Keith Harrison (Use Your Loaf).
  case useYourLoafSplitWidth = "uyl-split-width"
  /// `[split-100pt-buffer]`: CalendarKit issue 320 (Geoff Hackworth on the primary column's 100 pt
  /// buffer), by richardtop.
  case split100ptBuffer = "split-100pt-buffer"
  /// `[so-52483010]`: Stack Overflow 52483010: why is additionalSafeAreaInsets propagated to child
  /// view controllers?.
  case stackOverflow52483010 = "so-52483010"
  /// `[openradar-5016]`: openradar 5016 (UITableViewController's automatic keyboard content inset).
  case openradar5016 = "openradar-5016"
  // Lists and scroll content; entries in Bibliography+Lists.swift.
  /// `[ad-automaticallyadjustsscrollindicatorinsets]`: automaticallyAdjustsScrollIndicatorInsets
  /// (Apple Developer Documentation).
  case docAutomaticallyAdjustsScrollIndicatorInsets = "ad-automaticallyadjustsscrollindicatorinsets"
  /// `[rn-28140]`: ScrollView.scrollIndicatorInsets behavior changed in iOS 13, by
  /// justinwh.
  case reactNative28140 = "rn-28140"
  /// `[rn-29809]`: Add ScrollView.automaticallyAdjustsScrollIndicatorInsets prop (PR 29809), by
  /// justinwh.
  case reactNative29809 = "rn-29809"
  /// `[rn-15023]`: Add contentInsetAdjustmentBehavior to ScrollView (PR 15023), by skevy.
  case reactNative15023 = "rn-15023"
  /// `[rn-27102]`: Fix scrollIndicatorInsets on iOS 13 (PR 27102), by radex.
  case reactNative27102 = "rn-27102"
  /// `[bluesky-7131]`: Disable automaticallyAdjustsScrollIndicatorInsets (PR 7131), by mozzius
  /// (Bluesky).
  case bluesky7131 = "bluesky-7131"
  /// `[openradar-35721413]`: 35721413: Scrolling Indicator Insets are broken on iPhone X, by
  /// openradar-mirror.
  case radar35721413 = "openradar-35721413"
  /// `[openradar-29013952]`: 29013952: UITableView Section headers leading/trailing margins change
  /// when offscreen, by openradar-mirror.
  case radar29013952 = "openradar-29013952"
  /// `[so-29349917]`: Matching left alignment of custom & standard UITableViewCell types (question
  /// 29349917), by Stack Overflow.
  case stackOverflow29349917 = "so-29349917"
  /// `[ad-sectionheadertoppadding]`: sectionHeaderTopPadding (UITableView) (Apple Developer
  /// Documentation).
  case docSectionHeaderTopPadding = "ad-sectionheadertoppadding"
  /// `[openuikit-tableview]`: OpenUIKit: UITableView.swift (chrome measured against UIKit, iOS 26
  /// Mac Catalyst), by Vercantez.
  case openUIKitTableView = "openuikit-tableview"
  /// `[pswp-ios15-padding]`: iOS 开发常用属性: contentInsetAdjustmentBehavior, sectionHeaderTopPadding,
  /// by pswp.cn.
  case pswpIOS15Padding = "pswp-ios15-padding"
  /// `[jxseg-189]`: JXSegmentedView issue 189 (iOS 15 blank above the list), by
  /// pujiaxin33/JXSegmentedView.
  case jxSegmentedView189 = "jxseg-189"
  /// `[juejin-grouped-35]`: UITableView 的 type 为 grouped 时内容起点向下偏移, by juejin.cn.
  case juejinGrouped35 = "juejin-grouped-35"
  /// `[sunnyxx-grouped-header]`: 取消 tableView 分组样式下第一组的距离 (after sunnyxx, 2015-04-15), by
  /// e-com-net.com.
  case sunnyxxGroupedHeader = "sunnyxx-grouped-header"
  /// `[licenseplist-4]`: Remove the top gap on tableview (PR 4), by el-hoshino.
  case licensePlist4 = "licenseplist-4"
  /// `[eureka-863]`: Unable to eliminate the spacing above the section header, by
  /// xmartlabs/Eureka.
  case eureka863 = "eureka-863"
  /// `[eureka-1444]`: Support dynamic font size changes (PR 1444), by xmartlabs/Eureka.
  case eureka1444 = "eureka-1444"
  /// `[to-insetgrouped]`: TOInsetGroupedTableView (the iOS 13 inset-grouped style for iOS 11 and
  /// 12), by Tim Oliver.
  case toInsetGrouped = "to-insetgrouped"
  /// `[flutter-list-section]`: Flutter: cupertino/list_section.dart (constants eyeballed from the
  /// iOS 14.4 simulator), by The Flutter Authors.
  case flutterListSection = "flutter-list-section"
  /// `[vcom-cellmargins]`: VCom: UITableView+DefaultReuse.swift (Gridstone, 2016), by Rod Brown.
  case vcomCellMargins = "vcom-cellmargins"
  /// `[radar-42808310]`: 42808310: Constraints to UITableViewCell layoutMarginsGuide do not work,
  /// by Douglas Hill.
  case radar42808310 = "radar-42808310"
  // Compositional layout and lists
  /// `[hdr-compositional]`: UICollectionViewCompositionalLayout.h (UIKit SDK header, iOS 14 text;
  /// Mac Catalyst copy), by Apple.
  case headerCompositional = "hdr-compositional"
  /// `[ad-section-contentinsetsreference]`: contentInsetsReference (NSCollectionLayoutSection)
  /// (Apple Developer Documentation).
  case docSectionContentInsetsReference = "ad-section-contentinsetsreference"
  /// `[ad-section-supplementarycontentinsetsreference]`: supplementaryContentInsetsReference
  /// (NSCollectionLayoutSection) (Apple Developer Documentation).
  case docSupplementaryContentInsetsReference = "ad-section-supplementarycontentinsetsreference"
  /// `[ad-uicontentinsetsreference]`: UIContentInsetsReference (Apple Developer Documentation).
  case docContentInsetsReference = "ad-uicontentinsetsreference"
  /// `[ad-list-headertoppadding]`: headerTopPadding (UICollectionLayoutListConfiguration) (Apple
  /// Developer Documentation).
  case docListHeaderTopPadding = "ad-list-headertoppadding"
  /// `[ad-list-headermode]`: headerMode (UICollectionLayoutListConfiguration) (Apple Developer
  /// Documentation).
  case docListHeaderMode = "ad-list-headermode"
  /// `[ad-listcontent-margins]`: directionalLayoutMargins (UIListContentConfiguration) (Apple
  /// Developer Documentation).
  case docListContentMargins = "ad-listcontent-margins"
  /// `[ad-separatorlayoutguide]`: separatorLayoutGuide (UICollectionViewListCell) (Apple Developer
  /// Documentation).
  case docSeparatorLayoutGuide = "ad-separatorlayoutguide"
  /// `[ibp-compositional]`: IBPCollectionViewCompositionalLayout (compositional layout
  /// re-implemented for iOS 11-12), by Kishikawa Katsumi.
  case ibpCompositional = "ibp-compositional"
  /// `[oba-readable-list]`: OneBusAway: NSCollectionLayoutSection+ReadableContentGuide.swift, by
  /// Alan Chu.
  case oneBusAwayReadableList = "oba-readable-list"
  // SwiftUI scroll views
  /// `[ad-contentmargins]`: contentMargins(_:_:for:) (SwiftUI) (Apple Developer Documentation).
  case docContentMargins = "ad-contentmargins"
  /// `[ad-contentmarginplacement]`: ContentMarginPlacement (SwiftUI) (Apple Developer
  /// Documentation).
  case docContentMarginPlacement = "ad-contentmarginplacement"
  /// `[ad-safeareabar]`: safeAreaBar(edge:alignment:spacing:content:) (SwiftUI) (Apple Developer
  /// Documentation).
  case docSafeAreaBar = "ad-safeareabar"
  /// `[ad-scrollgeometry]`: ScrollGeometry (SwiftUI) (Apple Developer Documentation).
  case docScrollGeometry = "ad-scrollgeometry"
  /// `[ad-containerrelativeframe]`: containerRelativeFrame(_:alignment:) (SwiftUI) (Apple Developer
  /// Documentation).
  case docContainerRelativeFrame = "ad-containerrelativeframe"
  /// `[ad-swiftui-frame]`: frame(width:height:alignment:) (SwiftUI) (Apple Developer
  /// Documentation).
  case docSwiftUIFrame = "ad-swiftui-frame"
  /// `[ad-listsectionmargins]`: listSectionMargins(_:_:) (SwiftUI) (Apple Developer Documentation).
  case docListSectionMargins = "ad-listsectionmargins"
  /// `[fatbobman-crf]`: Mastering the containerRelativeFrame Modifier in SwiftUI, by Fatbobman (Xu
  /// Yang).
  case fatbobmanContainerRelativeFrame = "fatbobman-crf"
  /// `[osui-inset]`: OpenSwiftUI: InsetViewModifier.swift (audited against SwiftUICore 6.5.4), by
  /// OpenSwiftUIProject.
  case openSwiftUIInset = "osui-inset"
  /// `[osui-scrollgeometry]`: OpenSwiftUI: ScrollGeometry.swift (audited against SwiftUI 6.0.87),
  /// by OpenSwiftUIProject.
  case openSwiftUIScrollGeometry = "osui-scrollgeometry"

  // MARK: Provenance review (2026-11-25)
  // Sources added when every measured fact was checked for two independent prints; entries in
  // Bibliography+Provenance.swift.
  /// `[openradar-20825965]`: 20825965: Customize layout of UICollectionViewFlowLayout's last row,
  /// by Peter Steinberger.
  case radar20825965 = "openradar-20825965"
  /// `[lnpopup-390]`: LNPopupController issue 390 (split view controller issue), by iDevelopper.
  case lnPopupController390 = "lnpopup-390"
  /// `[daimami-contentinset]`: contentInset under a navigation controller and a tab bar
  /// controller, printed with NSLog (daimami.com).
  case daimamiContentInset = "daimami-contentinset"
  /// `[yecong-alwaysbounce]`: bounces, alwaysBounceVertical and alwaysBounceHorizontal of
  /// UIScrollView, UITableView and UICollectionView, by yecong.
  case yecongAlwaysBounce = "yecong-alwaysbounce"

  // MARK: Today's OS as probed (2026-11-25)
  // Sources for the iOS 26 and 27.1 bar and margin rules; entries in Bibliography+TodaysOS.swift.
  /// `[ios-27-2-release-notes]`: iOS & iPadOS 27.2 Release Notes (Apple Developer Documentation).
  case iOS272ReleaseNotes = "ios-27-2-release-notes"
  /// `[openuikit-navigationbar]`: OpenUIKit: UINavigationBar.swift (bar zone measured on the iOS
  /// 26.1 iPhone 16 simulator), by Vercantez.
  case openUIKitNavigationBar = "openuikit-navigationbar"
  /// `[react-navigation-header-height]`: react-navigation: getDefaultHeaderHeight.tsx (the
  /// Liquid Glass header's constants), by the react-navigation maintainers.
  case reactNavigationHeaderHeight = "react-navigation-header-height"
  /// `[openuikit-tabbar]`: OpenUIKit: UITabBar.swift (the floating bar measured on the iOS 26.1
  /// simulator), by Vercantez.
  case openUIKitTabBar = "openuikit-tabbar"
  /// `[ad-tabbar-sidebar]`: Elevating your iPad app with a tab bar and sidebar (Apple Developer
  /// Documentation).
  case docTabBarSidebar = "ad-tabbar-sidebar"
  /// `[ad-separatorinsetreference-automatic]`: UITableView.SeparatorInsetReference.fromAutomaticInsets
  /// (Apple Developer Documentation).
  case docSeparatorAutomaticInsets = "ad-separatorinsetreference-automatic"
  // MARK: Flow layouts as measured (2026-11-25)
  // Entries in Bibliography+FlowLayout.swift.
  /// `[openuikit-flowlayout]`: OpenUIKit: CollectionViewTests.swift (flow-layout frames printed by
  /// real UIKit, iOS 26.1 Mac Catalyst), by Vercantez.
  case openUIKitFlowLayout = "openuikit-flowlayout"
  /// `[xamarin-forms-10241]`: Alignment fixes for CollectionView grid layouts on iOS (Xamarin.Forms
  /// PR 10241), by hartez.
  case xamarinForms10241 = "xamarin-forms-10241"
  // MARK: Presentations, split views, GeometryProxy and the iPhone Duo, as measured (2026-11-25)
  // Entries in Bibliography+Presentations.swift.
  /// `[truesheet-732]`: react-native-true-sheet issue 732 (iOS 26: a sheet scaled to about 96 %
  /// at non-large detents), by kinghennry.
  case trueSheet732 = "truesheet-732"
  /// `[duo-geometry-probe]`: iPhone-Duo-Agent-Skill: the geometry probe and its printed output
  /// (scripts/probes/README.md), by alexey1312.
  case duoGeometryProbe = "duo-geometry-probe"
  /// `[ad-maximumprimarycolumnwidth]`: UISplitViewController.maximumPrimaryColumnWidth (Apple
  /// Developer Documentation, as copied by apple-docs-for-rag).
  case docMaximumPrimaryColumnWidth = "ad-maximumprimarycolumnwidth"
  // MARK: List sections: boundary items, edge spacing, headers, separators (2026-11-25)
  // Entries in Bibliography+ListSections.swift.
  /// `[ad-supplementariesfollowcontentinsets]`: supplementariesFollowContentInsets
  /// (NSCollectionLayoutSection) (Apple Developer Documentation).
  case docSupplementariesFollowContentInsets = "ad-supplementariesfollowcontentinsets"
  /// `[ibp-boundary-items]`: IBPCollectionViewCompositionalLayout: IBPUICollectionViewCompositionalLayout.m
  /// (boundary items), by Kishikawa Katsumi.
  case ibpBoundaryItems = "ibp-boundary-items"
  /// `[ibp-solver]`: IBPCollectionViewCompositionalLayout: IBPCollectionCompositionalLayoutSolver.m
  /// (edge spacing), by Kishikawa Katsumi.
  case ibpSolver = "ibp-solver"
  /// `[ad-flowlayout-headerreferencesize]`: headerReferenceSize (UICollectionViewFlowLayout)
  /// (Apple Developer Documentation).
  case docHeaderReferenceSize = "ad-flowlayout-headerreferencesize"
  /// `[ad-uitableviewcell-separatorinset]`: separatorInset (UITableViewCell) (Apple Developer
  /// Documentation).
  case docCellSeparatorInset = "ad-uitableviewcell-separatorinset"
  /// `[ad-scrolltargetcontext-containersize]`: containerSize (ScrollTargetBehaviorContext)
  /// (Apple Developer Documentation).
  case docScrollTargetContainerSize = "ad-scrolltargetcontext-containersize"
  /// `[ad-listrowseparatorleading]`: listRowSeparatorLeading (HorizontalAlignment) (Apple
  /// Developer Documentation).
  case docListRowSeparatorLeading = "ad-listrowseparatorleading"
  // MARK: The iOS 7–10 world
  // Entries in Bibliography+Legacy.swift.
  /// `[ad-prefersstatusbarhidden]`: prefersStatusBarHidden (Apple Developer Documentation).
  case docPrefersStatusBarHidden = "ad-prefersstatusbarhidden"
  /// `[ad-api-availability]`: UIKit API availability (Apple Developer Documentation: the SDKs
  /// each property arrived in).
  case docAPIAvailability = "ad-api-availability"
  /// `[hig-tab-bars]`: Human Interface Guidelines: Tab Bars (iOS), by Apple.
  case higTabBars = "hig-tab-bars"
  /// `[wikipedia-iphone-se]`: iPhone SE (1st generation), by Wikipedia.
  case wikipediaIPhoneSE = "wikipedia-iphone-se"
  /// `[iphone-5c-ios7]`: How Old is an iPhone 5c?, by The Techy Life.
  case iPhone5cShipsIOS7 = "iphone-5c-ios7"
  /// `[iphone-5c-no-ios11]`: What does iPhone 5 and 5c not being supported mean?, by Goodtech.
  case iPhone5cNoIOS11 = "iphone-5c-no-ios11"
  // MARK: Questions the notation asks (2026-11-25)
  // Sources for split views' display modes and widths, presentation contexts, popover arrows,
  // detents, the keyboard layout guide and traits; entries in Bibliography+Notation.swift.
  /// `[ad-split-displaymode]`: UISplitViewController.displayMode (Apple Developer Documentation).
  case docSplitDisplayMode = "ad-split-displaymode"
  /// `[ad-split-iscollapsed]`: UISplitViewController.isCollapsed (Apple Developer Documentation).
  case docSplitIsCollapsed = "ad-split-iscollapsed"
  /// `[ad-minimumprimarycolumnwidth]`: UISplitViewController.minimumPrimaryColumnWidth (Apple
  /// Developer Documentation).
  case docMinimumPrimaryColumnWidth = "ad-minimumprimarycolumnwidth"
  /// `[ad-supplementarycolumnwidth]`: UISplitViewController.supplementaryColumnWidth (Apple
  /// Developer Documentation).
  case docSupplementaryColumnWidth = "ad-supplementarycolumnwidth"
  /// `[ad-definespresentationcontext]`: UIViewController.definesPresentationContext (Apple
  /// Developer Documentation).
  case docDefinesPresentationContext = "ad-definespresentationcontext"
  /// `[ad-permittedarrowdirections]`: UIPopoverPresentationController.permittedArrowDirections
  /// and arrowDirection (Apple Developer Documentation).
  case docPermittedArrowDirections = "ad-permittedarrowdirections"
  /// `[pinlayout-241]`: PinLayout issue 241 (keyboardLayoutGuide.layoutFrame is zero before
  /// use), by baekteun.
  case pinLayout241 = "pinlayout-241"
  /// `[ad-semanticcontentattribute]`: UIView.semanticContentAttribute (Apple Developer
  /// Documentation).
  case docSemanticContentAttribute = "ad-semanticcontentattribute"
  /// `[ad-uicontentsizecategory]`: UIContentSizeCategory (Apple Developer Documentation).
  case docContentSizeCategory = "ad-uicontentsizecategory"
  /// `[ad-uirequiresfullscreen]`: UIRequiresFullScreen (Apple Developer Documentation).
  case docRequiresFullScreen = "ad-uirequiresfullscreen"
  // MARK: Search bars (2026-11-25)
  // A search bar as the title view and the search bar in the toolbar; entries in
  // Bibliography+SearchBars.swift.
  /// `[csdn-titleview-searchbar]`: titleView发生偏移、titleView与masonry、titleView的设置 (a search
  /// bar as the title view makes the bar 56 from iOS 11), by CCCCCC1990 (CSDN).
  case csdnTitleViewSearchBar = "csdn-titleview-searchbar"
  /// `[scoreboard-searchbar]`: score-board.ios: SearchBarContainerView.swift ("In iOS 11, the
  /// navbar height is now 56"), by trey-a-hope.
  case scoreBoardSearchBar = "scoreboard-searchbar"
  /// `[papr-67]`: Papr pull request 67 (a search bar as the title view is 56 tall from iOS 11),
  /// by pinddFull.
  case papr67 = "papr-67"
  /// `[esri-maps-app-67]`: maps-app-ios issue 67 (UISearchBar's intrinsic height 44 → 56 in
  /// iOS 11), by esreli.
  case esriMapsApp67 = "esri-maps-app-67"
  /// `[ad-searchbarplacementallowstoolbarintegration]`:
  /// UINavigationItem.searchBarPlacementAllowsToolbarIntegration and
  /// searchBarPlacementBarButtonItem (Apple Developer Documentation).
  case docSearchToolbarIntegration = "ad-searchbarplacementallowstoolbarintegration"
  /// `[ad-swiftui-searchtoolbarbehavior]`: searchToolbarBehavior(_:) (Apple Developer
  /// Documentation).
  case docSearchToolbarBehavior = "ad-swiftui-searchtoolbarbehavior"
  // MARK: The classic split view (2026-11-25)
  // Entries in Bibliography+SplitViews.swift.
  /// `[ad-split-allvisible]`: UISplitViewController.DisplayMode allVisible, primaryOverlay and
  /// primaryHidden (Apple Developer Documentation).
  case docClassicDisplayModes = "ad-split-allvisible"
  /// `[ms-uisplitviewcontrollerdisplaymode]`: UISplitViewControllerDisplayMode Enum (.NET for
  /// iOS API reference), by Microsoft.
  case msSplitDisplayMode = "ms-uisplitviewcontrollerdisplaymode"
  /// `[ad-preferredprimarycolumnwidth]`: UISplitViewController.preferredPrimaryColumnWidth
  /// (Apple Developer Documentation).
  case docPreferredPrimaryColumnWidth = "ad-preferredprimarycolumnwidth"
  /// `[ad-preferredprimarycolumnwidthfraction]`:
  /// UISplitViewController.preferredPrimaryColumnWidthFraction (Apple Developer Documentation).
  case docPrimaryColumnWidthFraction = "ad-preferredprimarycolumnwidthfraction"
  /// `[radar-31111140]`: openradar 31111140 (minimumPrimaryColumnWidth and presentsWithGesture),
  /// as mirrored by openradar-mirror.
  case radar31111140 = "radar-31111140"

  // MARK: Margins and table chrome under Liquid Glass
  /// `[openuikit-margins]`: OpenUIKit: UITableView.swift (the system margin and table chrome
  /// measured on the iOS 26.1 iPhone 16, iPhone SE and iPad (A16) simulators), by Vercantez.
  case openUIKitMargins = "openuikit-margins"
  /// `[openuikit-cell-margins]`: OpenUIKit: UITableViewCell.swift (cell margins measured on the
  /// iOS 26.1 simulators), by Vercantez.
  case openUIKitCellMargins = "openuikit-cell-margins"

  // MARK: Second prints found when the measured facts were checked again
  /// `[zxnavigationbar-25]`: ZXNavigationBar issue 25 (the iPhone 12 mini's navigation bar at
  /// y 50 under a 44-pt status bar), by jianjianhao and SmileZXLee.
  case zxNavigationBar25 = "zxnavigationbar-25"
  /// `[gknavigationbar-67]`: GKNavigationBar issue 67 (the iPhone 12 mini's safe-area top of 50
  /// under a 44-pt status bar), by BigKingQY.
  case gkNavigationBar67 = "gknavigationbar-67"
  // MARK: Sheets and popovers on iOS 26 as printed (2026-11-28)
  // Real iOS 26.1 simulator prints of sheets, form sheets and popovers; entries in
  // Bibliography+GlassPresentations.swift.
  /// `[openuikit-sheet-metrics]`: OpenUIKit: IOSDevicePixelMetricsTests.swift (the iPad (A16)
  /// window, the system margin, sheets, form sheets and popovers printed on the iOS 26.1 iPhone
  /// SE and iPad (A16) simulators), by Vercantez.
  case openUIKitSheetMetrics = "openuikit-sheet-metrics"
  /// `[openuikit-sheet-detent-tests]`: OpenUIKit: DynamicTypeTests.swift, SheetDetentTests (the
  /// medium detent printed on the iOS 26.1 iPhone 16 and iPhone SE simulators), by Vercantez.
  case openUIKitSheetDetentTests = "openuikit-sheet-detent-tests"
  /// `[chatty-ipad]`: Chatty: stage B of the iPad adaptation (a form sheet measured on the iPad
  /// Air 13-inch (M4) simulator, iOS 26.5 SDK), by Yidada.
  case chattyIPadFormSheet = "chatty-ipad"

  // MARK: SwiftUI's GeometryReader as printed
  /// `[osui-safeareainsets]`: OpenSwiftUI: SafeAreaInsets.swift (`SafeAreaInsets.resolve`,
  /// audited against SwiftUICore 6.5.4), by OpenSwiftUIProject.
  case openSwiftUISafeAreaInsets = "osui-safeareainsets"
  /// `[osui-safeareainsets-tests]`: OpenSwiftUI: SafeAreaInsetsTests.swift, by
  /// OpenSwiftUIProject.
  case openSwiftUISafeAreaInsetsTests = "osui-safeareainsets-tests"
  /// `[geometry-ignoring-note]`: a note on GeometryProxy whose prints include the reading after
  /// `.ignoresSafeArea(.all)` (repository not named by the index).
  case geometryIgnoringNote = "geometry-ignoring-note"
  /// `[geometry-bottom-note]`: a note on GeometryReader and GeometryProxy ("Jake iOS 앱 개발
  /// 알아가기") printing a reader below a Text (repository not named by the index).
  case geometryBottomNote = "geometry-bottom-note"
  // MARK: Bars and search under Liquid Glass, as printed (2026-11-28)
  // Prints of real iOS 26.1 simulators (iPhone 16, iPhone SE 3rd generation, iPad A16) for the
  // toolbar's slot, the compact-height navigation bar, the SE's tab bar, the iPad's floating tab
  // bar, the bar's origin, large titles at other text sizes and the search bar's dock; entries in
  // Bibliography+GlassBars.swift.
  /// `[openuikit-toolbarheightprobe]`: OpenUIKit: the toolbarheightprobe README (a navigation
  /// controller's toolbar slot on three iOS 26.1 simulators), by Vercantez.
  case openUIKitToolbarProbe = "openuikit-toolbarheightprobe"
  /// `[openuikit-conf-landscape]`: OpenUIKit: the landscape conformance note (the iPhone SE's
  /// navigation bar in a compact height, iOS 26.1), by Vercantez.
  case openUIKitConfLandscape = "openuikit-conf-landscape"
  /// `[openuikit-tabbarcontroller]`: OpenUIKit: UITabBarController.swift (the SE's tab bar and the
  /// iPad's floating tab bar as the iOS 26.1 simulators print them), by Vercantez.
  case openUIKitTabBarController = "openuikit-tabbarcontroller"
  /// `[openuikit-navigationbar-origin]`: OpenUIKit: UINavigationBar.swift (the bar's origin from
  /// the navigation controller's safe area; a large title at an accessibility size), by Vercantez.
  case openUIKitNavigationBarOrigin = "openuikit-navigationbar-origin"
  /// `[openuikit-dyntype-modal]`: OpenUIKit: the Dynamic Type note (a large title at
  /// extraExtraExtraLarge on the iOS 26.1 SE), by Vercantez.
  case openUIKitDynamicTypeModal = "openuikit-dyntype-modal"
  /// `[openuikit-dyntype-rest]`: OpenUIKit: the Dynamic Type note (a large title at
  /// accessibilityLarge on the iOS 26.1 SE), by Vercantez.
  case openUIKitDynamicTypeRest = "openuikit-dyntype-rest"
  /// `[openuikit-ledger-search]`: OpenUIKit: the Ledger note (a search controller docked at the
  /// bottom on the iOS 26.1 SE; a trailing field on the iPad), by Vercantez.
  case openUIKitLedgerSearch = "openuikit-ledger-search"
  // MARK: Today's OS as printed: the Duo's older-SDK letterbox, the landscape home indicator
  // Entries in Bibliography+TodaysOSPrints.swift.
  /// `[duo-skill-guide]`: Adapting apps to iPhone Duo (a skill's guide from Apple's talks and
  /// labs; the behaviour of an app by the SDK it was built with), by unknown.
  case duoSkillGuide = "duo-skill-guide"
  /// `[openuikit-splitview]`: OpenUIKit: UISplitViewController.swift (split view widths, display
  /// modes and collapsing as the iPad (A16) and iPhone 16 iOS 26.1 simulators print them), by
  /// Vercantez.
  case openUIKitSplitView = "openuikit-splitview"
  /// `[openuikit-splitview-note]`: OpenUIKit: the WordPress-iOS / NetNewsWire split view note
  /// (the splitframesprobe's table on iOS 26.1), by Vercantez.
  case openUIKitSplitViewNote = "openuikit-splitview-note"
  // MARK: Older facts on today's OS: iOS 26.1 prints of a scroll view under the bars
  // Entries in Bibliography+OlderFactsOnIOS26.swift.
  /// `[openuikit-navigationcontroller]`: OpenUIKit: UINavigationController.swift (a table's
  /// safe area, `adjustedContentInset` and resting offset under an iOS 26.1 navigation bar),
  /// by Vercantez.
  case openUIKitNavigationController = "openuikit-navigationcontroller"
}

extension Source {
  /// OpenUIKit's IOSDevicePixelMetricsTests.swift, which the bibliography
  /// once listed twice: ``openUIKitSheetMetrics`` (`[openuikit-sheet-metrics]`).
  @available(*, deprecated, renamed: "openUIKitSheetMetrics")
  public static var openUIKitPadMetrics: Source { .openUIKitSheetMetrics }
}
