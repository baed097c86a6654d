extension Facts {
  /// Bar heights of iOS 12 to 18.
  public static let barHeights = Fact(
    "bars.heights", .bars,
    "iOS 12 to 18 bar heights (and an app kept in compatibility mode), home indicator excluded: "
      + "navigation bar 44 (32 where both size classes are compact), toolbar 44 (32), tab bar 49 "
      + "(32); on an iPad the navigation bar and toolbar are 50 and the tab bar 50.", .measured,
    // Prints: Geoff Hackworth (iPad bars), the QMUI issue's reporter (toolbars) and Fluent UI
    // (32 and 44 in landscape); the Jianshu summary and QMUIHelper are tables.
    [
      Citation(.seedSafeAreaAdaptation), Citation(.qmui),
      .print(.hacknicityPadBars, by: "Geoff Hackworth"), .print(.fluentUI1727, by: "Microsoft"),
      .print(.qmui633, by: "the reporter of QMUI_iOS issue 633"),
    ])

  /// iPad bars before iOS 12.
  public static let padBarsBeforeIOS12 = Fact(
    "bars.padBeforeIOS12", .bars,
    "On iOS 11 an iPad's navigation bar and toolbar are 44 pt (96 with a large title) and its tab "
      + "bar 49; the iOS 12 SDK made them 50, and an app built with the iOS 11 SDK keeps 44 on "
      + "iOS 12 (\"Apple's backwards compatibility at work\").", .singleSource,
    [
      .single(.hacknicityPadBars, "one person's prints on iOS 11 and 12"),
      Citation(.gkNavigationBar),
    ])

  /// The large title.
  public static let largeTitle = Fact(
    "bars.largeTitle", .bars,
    "An expanded large title makes the navigation bar 52 pt taller (96 = 44 + 52; 106 = 54 + 52 "
      + "under Liquid Glass); it shows only where the height is regular.", .measured,
    [
      .print(.hacknicityPadBars, by: "Geoff Hackworth"), .print(.usagimaru, by: "usagimaru"),
      .print(.spine377, by: "jonatansoderberg"), Citation(.openUIKitNavigationBar),
    ])

  /// When the Liquid Glass bars apply.
  public static let liquidGlass = Fact(
    "bars.liquidGlass", .bars,
    "iOS 26's Liquid Glass bars apply on iOS 26 and later to an app built with the iOS 26 SDK or "
      + "later, unless `UIDesignRequiresCompatibility` keeps it in compatibility mode, which the "
      + "iOS 27 SDK ignores; an app built with an older SDK keeps the earlier bars.", .documented,
    [Citation(.docDesignRequiresCompatibility), Citation(.forumDesignRequiresCompatibility)])

  /// The Liquid Glass navigation bar.
  public static let liquidGlassNavigationBar = Fact(
    "bars.liquidGlassNavigationBar", .bars,
    "Under Liquid Glass a phone's navigation bar is 54 pt tall and starts at the window's "
      + "safe-area top, with no Dynamic Island overlap: the root view's top reads 113 on a 59 pt "
      + "phone and 116 on a 62 pt one. An iPad's is 54 too, by one source "
      + "(`assumeGlassPadNavigationBarHeight`).", .measured,
    [
      .print(.spine377, by: "jonatansoderberg"),
      .print(.reactNavigation13256, by: "react-navigation"),
      Citation(.reactNativeScreens3377), Citation(.openUIKitNavigationBar),
      Citation(.gkNavigationBar),
    ])

  /// The Liquid Glass navigation bar's floor in portrait.
  public static let glassNavigationBarFloor = Fact(
    "bars.glassNavigationBarFloor", .bars,
    "Under Liquid Glass, where nothing covers a phone's top edge in portrait (the status bar "
      + "hidden on a home-button phone, or a container below the status bar), the navigation bar "
      + "starts 10 pt down: its bottom is at 64, and 116 with an expanded large title (10 + 54 + "
      + "52).", .singleSource,
    [
      .single(.openUIKitNavigationBar, "frames printed on the iOS 26.1 iPhone 16 simulator"),
      Citation(.reactNavigationHeaderHeight),
    ],
    disagreement: "react-navigation's JavaScript header (constants, not a print) has the same "
      + "64 where the top inset is 0, but also adds 10 below a visible 20-pt status bar, which no "
      + "print shows; the model keeps the bar at the status bar's bottom there.")

  /// The Liquid Glass navigation bar in landscape.
  public static let liquidGlassLandscape = Fact(
    "bars.liquidGlassLandscape", .bars,
    "Under Liquid Glass a phone's navigation bar in landscape ends at 78 on a Dynamic Island phone "
      + "(measured twice); the model starts it 24 pt down and keeps it 54 tall there, 32 on the "
      + "phones without an island (one source's split).",
    .assumption(key: "assumeGlassLandscapeNavigationBarTop"),
    [Citation(.reactNavigation13256), Citation(.gkNavigationBar)],
    disagreement: "Only GKNavigationBar gives the split 24 + 54 and the 32 of the other phones; "
      + "react-navigation's probe gives the 78 alone.")

  /// The Liquid Glass tab bar.
  public static let liquidGlassTabBar = Fact(
    "bars.liquidGlassTabBar", .bars,
    "Under Liquid Glass the tab bar floats, but the root view's bottom safe area still reserves "
      + "49 pt above the home indicator: 83 on a 34 pt phone; with the bar hidden only the home "
      + "indicator remains.", .measured,
    [
      .print(.codePayments640, by: "code-payments"),
      .print(.reactNativeBottomTabs589, by: "callstack"),
    ])

  /// The Liquid Glass tab bar without a home indicator.
  public static let glassTabBarWithoutHomeIndicator = Fact(
    "bars.glassTabBarWithoutHomeIndicator", .bars,
    "Under Liquid Glass a phone's tab bar in portrait reserves 72 pt where there is no home "
      + "indicator (the iPhone SE): a 62-pt floating bar 10 pt above the bottom, as the iOS 26.1 "
      + "simulator prints it; in landscape the model keeps the earlier 32 (no print).",
    .assumption(key: "assumeGlassTabBarWithoutHomeIndicator"),
    [.single(.openUIKitTabBar, "frames printed on the iOS 26.1 simulator")],
    disagreement: "One print gives 72 (a tab bar controller with no bottom safe area); the model "
      + "gave 49, the earlier bars' height, before; an outside acceptance set claims 83 on every "
      + "phone, the SE included, with no source found.")

  /// The minimised tab bar.
  public static let minimizedTabBar = Fact(
    "bars.minimizedTabBar", .bars,
    "A Liquid Glass tab bar minimises only on iPhone and only with `tabBarMinimizeBehavior` "
      + "`onScrollDown` or `onScrollUp` (`.automatic` does not minimise on iOS); minimised, it "
      + "shrinks the bottom safe area. No source publishes its height: a row gives it as "
      + "`minimizedTabBarHeight`.", .documented,
    [Citation(.docTabBarMinimizeBehavior), Citation(.pocketCasts4927)])

  /// The iPad tab bar.
  public static let padTabBar = Fact(
    "bars.padTabBar", .bars,
    "An iPad's tab bar is 50 pt above the home indicator (49 before iOS 12). From iPadOS 18 a "
      + "regular-width iPad's tab bar floats at the top, and no source publishes what it adds to "
      + "the safe area.", .singleSource,
    [.single(.hacknicityPadBars, "one person's prints"), Citation(.gkNavigationBar)])

  /// The iPad's tab bar at the top.
  public static let padTopTabBar = Fact(
    "bars.padTopTabBar", .bars,
    "From iPadOS 18 a regular-width iPad's tab bar floats at the top of the screen and shares "
      + "its space with the navigation bar: it adds nothing at the bottom, where the window's "
      + "inset (25 on iPadOS 26) stays, and nothing above a navigation bar's row. No source "
      + "publishes what it adds at the top without a navigation bar.",
    .inferred(
      "Apple's description of the tab bar at the top sharing the navigation "
        + "bar's space; no print"),
    [Citation(.docTabBarSidebar)])

  /// The notch phones' toolbar.
  public static let notchToolbar = Fact(
    "bars.notchToolbar", .bars,
    "A navigation controller's toolbar on a notch or Dynamic Island phone is 44 pt above the home "
      + "indicator (78 in portrait), as measured against the system in 2019.",
    .assumption(key: "assumeNotchToolbarMatchesTabBar"),
    [Citation(.qmui633), Citation(.usagimaru)],
    disagreement: "QMUI's 2017 constants and a reading of Apple's iPhone X artwork make it the tab "
      + "bar's 49 (83 in portrait); QMUI changed to 44 after measuring the system. Under Liquid "
      + "Glass no source gives the toolbar's reserve: the model keeps 44.")

  /// The bottom bars take the home indicator.
  public static let bottomBarsTakeHomeIndicator = Fact(
    "bars.homeIndicator", .bars,
    "The lowest bottom bar (tab bar, else toolbar) extends over the home indicator: 83 = 49 + 34 "
      + "in portrait. (That a toolbar above a tab bar does not add it again is the model's "
      + "reading: the home indicator lies under the lowest bar; no source prints the pair.)",
    .measured,
    // Prints: the QMUI issue's toolbars (44 + 34) and code-payments' 83 = 49 + 34; the Jianshu
    // summary and QMUIHelper are tables.
    [
      Citation(.seedSafeAreaAdaptation), Citation(.qmui),
      .print(.qmui633, by: "the reporter of QMUI_iOS issue 633"),
      .print(.codePayments640, by: "code-payments"),
    ])

  /// Where the navigation bar starts.
  public static let navigationBarOrigin = Fact(
    "bars.navigationBarOrigin", .bars,
    "The navigation bar starts at the bottom of what covers the top edge: the status bar, or the "
      + "window's safe-area top where that is lower; on a Dynamic Island phone before iOS 26 it "
      + "starts 5.333 pt above the safe-area top instead (``dynamicIslandOverlap``).",
    .inferred(
      "WWDC 2018 session 235 (~1670–1691 s) puts the bar below the status bar; the two prints "
        + "cited are of the Dynamic Island exception (the bar at 53.667 under a 59-pt inset)"),
    // Prints: kouki's bar 5.333 above the 59 pt inset and GKNavigationBarSwift issue 41's bar at
    // 53.667 under a 54 pt status bar: both the exception, not the rule.
    [
      .print(.koukiNavigationBar, by: "kouki"),
      .print(.gkNavigationBar41, by: "the reporter of GKNavigationBarSwift issue 41"),
      Citation(.wwdc18Session235, at: "~1670-1691 s"),
    ])

  /// The Dynamic Island overlap.
  public static let dynamicIslandOverlap = Fact(
    "bars.dynamicIslandOverlap", .bars,
    "Before iOS 26 (and in compatibility mode on iOS 26, as GKNavigationBar takes it), on a 59 "
      + "pt Dynamic Island phone the navigation bar overlaps the top inset by 5.333 pt (16 px at "
      + "3x): it starts at 53.667 and the root view's top reads 97.667, not 103; on the 62 and 68 "
      + "pt phones by 5.667 (56.333, 62.333: one source).",
    .assumption(key: "assumeNavigationBarOverlapsDynamicIsland"),
    [
      Citation(.koukiNavigationBar), Citation(.gkNavigationBar41), Citation(.reactNavigation10989),
      Citation(.gkNavigationBar),
    ],
    disagreement: "The 5.333 is measured on the 59 pt phones by view dumps; the 5.667 of the "
      + "newer phones is GKNavigationBar's alone (react-navigation's formula gives 5.333 there). "
      + "`no` starts the bar at the inset (103).")

  /// Extended layout.
  public static let extendedLayout = Fact(
    "bars.extendedLayout", .bars,
    "The root view extends under a bar when `edgesForExtendedLayout` holds that edge and the bar "
      + "is translucent (the default) or `extendedLayoutIncludesOpaqueBars` is set; otherwise it "
      + "starts below (ends above) the bar.", .documented,
    [
      Citation(.docEdgesForExtendedLayout), Citation(.docExtendedLayoutIncludesOpaqueBars),
      Citation(.docIsTranslucent),
    ])

  /// The root view's safe area.
  public static let rootSafeArea = Fact(
    "bars.rootSafeArea", .bars,
    "A view controller's root view's safe area is what the window's insets and the bars cover "
      + "of its frame, plus `additionalSafeAreaInsets`.", .documented,
    [
      Citation(.docSafeAreaInsets), Citation(.docAdditionalSafeAreaInsets),
      Citation(.wwdc18Session235, at: "~1670-1691 s"),
    ])

  /// An iPad's navigation bar height under Liquid Glass.
  public static let glassPadNavigationBarHeight = Fact(
    "bars.glassPadNavigationBarHeight", .bars,
    "Under Liquid Glass an iPad's navigation bar is taken as 54 pt tall, as a phone's, by one "
      + "library's table of bar geometry (`bars.liquidGlassNavigationBar`); the frame of a "
      + "navigation bar printed on an iPad on iPadOS 26 would settle it, and a row can set "
      + "another height.",
    .assumption(key: "assumeGlassPadNavigationBarHeight"),
    [Citation(.gkNavigationBar)])

  static let bars: [Fact] = [
    barHeights, padBarsBeforeIOS12, largeTitle, liquidGlass, liquidGlassNavigationBar,
    glassPadNavigationBarHeight,
    glassNavigationBarFloor, liquidGlassLandscape, liquidGlassTabBar,
    glassTabBarWithoutHomeIndicator, padTopTabBar, minimizedTabBar, padTabBar, notchToolbar,
    bottomBarsTakeHomeIndicator, navigationBarOrigin, dynamicIslandOverlap, extendedLayout,
    rootSafeArea,
  ]
}
