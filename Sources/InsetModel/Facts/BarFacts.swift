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

  /// The Liquid Glass large title at other text sizes.
  public static let glassLargeTitleTextSize = Fact(
    "bars.glassLargeTitleTextSize", .bars,
    "Under Liquid Glass an expanded large title grows with the text size: on the iPhone SE it "
      + "adds 52 pt at `large` (the bar 106), 54 at `extraExtraExtraLarge` (`[0, 10, 375, 108]`) "
      + "and 61.5 at `accessibilityLarge` (`[0, 10, 375, 115.5]`, the table's top 125.5). Nothing "
      + "is printed at the other sizes, on an iPad or in a sheet at any size but `large`: such a "
      + "row is an error.", .singleSource,
    [
      .single(
        .openUIKitDynamicTypeRest,
        "goldens of the iOS 26.1 iPhone SE simulator at accessibilityLarge",
        at: "Frames (golden, SE 2x / iOS 26.1)"),
      Citation(.openUIKitDynamicTypeModal, at: "NavFlow t200.xxxl"),
    ],
    disagreement: "The two sizes are printed in two notes of one project, so the fact is a single "
      + "source. The project's own formula (`max(52, label + 4)`) gives 52 at "
      + "`extraExtraExtraLarge`, where its simulator printed 54, so the model interpolates "
      + "nothing between the printed sizes.")

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

  /// Where the Liquid Glass navigation bar starts.
  public static let glassNavigationBarOrigin = Fact(
    "bars.glassNavigationBarOrigin", .bars,
    "Under Liquid Glass a navigation bar starts at its navigation controller's safe-area top, at "
      + "least 10 pt down on a phone (`max(nav.view.safeAreaInsets.top, 10)`): a 20-pt status "
      + "bar and a 59-pt Dynamic Island inset set it there, and so does the navigation "
      + "controller's own `additionalSafeAreaInsets` (20 or 59) over a window with none. The "
      + "view controller inside starts below the bar.", .singleSource,
    [
      .single(
        .openUIKitNavigationBarOrigin,
        "a probe (navprobe.barorigin) on the iPhone SE and iPhone 16 iOS 26.1 simulators",
        at: "iOSMinimumBarTop")
    ])

  /// The Liquid Glass navigation bar in landscape.
  public static let liquidGlassLandscape = Fact(
    "bars.liquidGlassLandscape", .bars,
    "Under Liquid Glass a phone's navigation bar in a compact height starts 24 pt down where "
      + "nothing covers the top (`max(safe-area top, 24)`, the portrait floor being 10) and is 54 "
      + "tall, so it ends at 78: the iOS 26.1 iPhone SE simulator in landscape prints the bar "
      + "`[0, 24, 667, 54]` and the table's top safe area 78, and a probe of an iPhone 17 Pro "
      + "prints the bar's bottom at 78. A large title does not show there.", .measured,
    [
      .print(.openUIKitConfLandscape, by: "Vercantez", at: "NavFlow t200.landscape"),
      .print(.reactNavigation13256, by: "react-navigation"),
      Citation(.gkNavigationBar),
    ])

  /// The compact-height floor taken for every phone.
  public static let glassLandscapeNavigationBarTop = Fact(
    "bars.glassLandscapeNavigationBarTop", .bars,
    "The 24-pt floor of a phone's Liquid Glass navigation bar in a compact height, printed on the "
      + "iPhone SE and matching an iPhone 17 Pro's bar bottom at 78 (`bars.liquidGlassLandscape`), "
      + "is taken for every phone; a row can set another floor.",
    .assumption(key: "assumeGlassLandscapeNavigationBarTop"),
    [
      Citation(.openUIKitConfLandscape, at: "NavFlow t200.landscape"),
      Citation(.reactNavigation13256),
    ])

  /// The Liquid Glass navigation bar in landscape on a phone without a Dynamic Island.
  public static let glassLandscapeBarWithoutIsland = Fact(
    "bars.glassLandscapeBarWithoutIsland", .bars,
    "Under Liquid Glass a phone without a Dynamic Island keeps the 54-pt navigation bar where "
      + "both size classes are compact (the iPhone SE in landscape), as the iOS 26.1 SE "
      + "simulator prints it (`[0, 24, 667, 54]`).",
    .assumption(key: "assumeGlassLandscapeNavigationBarHeight"),
    [
      Citation(.openUIKitConfLandscape, at: "NavFlow t200.landscape"),
      Citation(.gkNavigationBar),
    ],
    disagreement: "GKNavigationBar's table (constants, not a print) gives the phones without a "
      + "Dynamic Island a 32-pt bar in landscape, the earlier bars' height, which 0.9.0 took; "
      + "the SE simulator prints 54, the default.")

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
    "Under Liquid Glass a phone's tab bar in portrait reserves 83 pt where there is no home "
      + "indicator (the iPhone SE), as the iOS 26.1 SE simulator prints it: the bar `[0, 584, "
      + "375, 83]` and the child's bottom safe area 83. A 375 × 480 Mac Catalyst view printed "
      + "72 (a 62-pt floating bar 10 pt above the bottom).",
    .assumption(key: "assumeGlassTabBarWithoutHomeIndicator"),
    [
      Citation(.openUIKitTabBarController, at: "applyTabBarSafeArea()"),
      Citation(.openUIKitTabBar),
    ],
    disagreement: "Two prints of one project disagree: 83 from the real iPhone SE simulator "
      + "(iOS 26.1), the default; 72 from a 375 × 480 tab bar controller in a Mac Catalyst "
      + "window, which is not an iPhone SE. The model gave 72 in 0.9.0 and 49, the earlier bars' "
      + "height, before.")

  /// The Liquid Glass tab bar without a home indicator, in a compact height.
  public static let glassCompactTabBar = Fact(
    "bars.glassCompactTabBar", .bars,
    "Under Liquid Glass a phone's tab bar in a compact height reserves 64 pt where there is no "
      + "home indicator: the iPhone SE in landscape prints the bar `[0, 311, 667, 64]` and the "
      + "child's bottom safe area 64.", .singleSource,
    [
      .single(
        .openUIKitTabBarController, "goldens of the iOS 26.1 iPhone SE simulator",
        at: "applyTabBarSafeArea()")
    ])

  /// The Liquid Glass tab bar in landscape above a home indicator.
  public static let glassLandscapeTabBar = Fact(
    "bars.glassLandscapeTabBar", .bars,
    "Under Liquid Glass a phone's tab bar in a compact height above a home indicator is taken "
      + "to reserve the earlier bars' 32 pt above the indicator's 20 (52 on an iPhone 16 in "
      + "landscape). No print of one was found: the iOS 26.1 prints of a tab bar in landscape "
      + "are the iPhone SE's, which has no home indicator (`[0, 311, 667, 64]`, "
      + "`bars.glassCompactTabBar`), and the portrait bars reserve more under Liquid Glass than "
      + "before on the SE (83 against 49), so the landscape height may differ too. A print of a "
      + "tab bar's frame, or of its child's bottom safe area, on a Face ID iPhone in landscape on "
      + "iOS 26 would settle it.", .assumption(key: "assumeGlassLandscapeTabBarHeight"),
    [
      Citation(.seedSafeAreaAdaptation), Citation(.qmui633),
      Citation(.openUIKitTabBarController, at: "applyTabBarSafeArea()"),
    ])

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
      + "inset (25 on iPadOS 26) stays, and nothing above a navigation bar's row. Before Liquid "
      + "Glass no source publishes what it adds at the top without a navigation bar "
      + "(`bars.glassPadTopTabBar` gives it under Liquid Glass).",
    .inferred(
      "Apple's description of the tab bar at the top sharing the navigation "
        + "bar's space; no print"),
    [Citation(.docTabBarSidebar)])

  /// The iPad's floating tab bar under Liquid Glass.
  public static let glassPadTopTabBar = Fact(
    "bars.glassPadTopTabBar", .bars,
    "Under Liquid Glass a regular-width iPad's tab bar floats at the window's safe-area top, 44 "
      + "pt tall (`_UIFloatingTabBar [0, 32, 820, 44]` on the iPad (A16)). A child that is a "
      + "navigation controller shares the row (its bar at 32, the content at 86); a child that is "
      + "not starts 20 pt below the tab bar (its top safe area 32 + 44 + 20 = 96). The bottom keeps "
      + "the window's 25.", .singleSource,
    [
      .single(
        .openUIKitTabBarController, "goldens of the iOS 26.1 iPad (A16) simulator",
        at: "applyTabBarSafeArea()")
    ],
    disagreement: "Printed only for a navigation controller with its bar shown and for children "
      + "that are not navigation controllers; a navigation controller whose bar is hidden is not "
      + "printed, and such a row is an error.")

  /// Where `.automatic` puts a search bar under Liquid Glass.
  public static let glassSearchPlacement = Fact(
    "bars.glassSearchPlacement", .bars,
    "Under Liquid Glass a search controller with `.automatic` placement adds no row under the "
      + "navigation bar. On a phone whose navigation controller is in no tab bar controller it "
      + "docks at the bottom in the toolbar's slot, 86 pt (82 in a compact height), which the "
      + "child reads as its bottom safe area (the iPhone SE prints `[0, 581, 375, 86]`, the table's "
      + "`adjustedContentInset` `{64, 0, 86, 0}`); inside a tab bar controller it stays in the "
      + "navigation bar, 0 pt tall at rest (`[0, 64, 375, 0]`, the bar still 54); on an iPad it "
      + "is a trailing field in the 54-pt bar (`[565, 32, 240, 44]`).", .singleSource,
    [
      .single(
        .openUIKitLedgerSearch,
        "goldens of the iPhone SE (3rd generation) and iPad (A16) iOS 26.1 simulators",
        at: "Measurement (frames before pixels)"),
      Citation(.openUIKitNavigationBarOrigin, at: "searchActiveExtraHeight"),
      Citation(.openUIKitToolbarProbe),
    ],
    disagreement: "The dock is printed on the SE; on the other phones the model takes the "
      + "toolbar's slot, which the same project printed on the iPhone 16 and holds equal to the "
      + "dock's. An iPad in a compact-width window, and a phone with the navigation controller's "
      + "toolbar shown or its bar hidden, are not printed: the iPad is taken by its idiom, and "
      + "the phone rows are errors.")

  /// The notch phones' toolbar.
  public static let notchToolbar = Fact(
    "bars.notchToolbar", .bars,
    "A navigation controller's toolbar on a notch or Dynamic Island phone is 44 pt above the home "
      + "indicator (78 in portrait), as measured against the system in 2019.",
    .assumption(key: "assumeNotchToolbarMatchesTabBar"),
    [Citation(.qmui633), Citation(.usagimaru)],
    disagreement: "QMUI's 2017 constants and a reading of Apple's iPhone X artwork make it the tab "
      + "bar's 49 (83 in portrait); QMUI changed to 44 after measuring the system. Under Liquid "
      + "Glass the toolbar is a slot of its own (`bars.glassToolbarSlot`).")

  /// The Liquid Glass toolbar's slot.
  public static let glassToolbarSlot = Fact(
    "bars.glassToolbarSlot", .bars,
    "Under Liquid Glass a navigation controller shows its toolbar as a slot at its bottom, for "
      + "the top view controller's toolbar items, whatever the home indicator: 86 pt on a phone "
      + "in portrait (10 + a 48-pt platter row + 28) and 82 in landscape (10 + 44 + 28), on the "
      + "iPhone 16 (home indicator 34, 20 in landscape) and the iPhone SE (none) alike; 79 on the "
      + "iPad (A16) (10 + 44 + 25). The child's bottom safe area is the slot's height. The slot "
      + "stands in from the side insets (`[59, 311, 734, 82]` on the iPhone 16 in landscape). "
      + "With no toolbar items there is no slot and the safe area keeps the window's bottom.",
    .singleSource,
    [
      .single(
        .openUIKitToolbarProbe,
        "a probe app's table printed on the iPhone 16, iPhone SE (3rd generation) and iPad (A16) "
          + "iOS 26.1 simulators", at: "Table (all three devices)")
    ],
    disagreement: "The one iPad printed has a 25-pt bottom inset, the slot's last term; the "
      + "probe's author leaves open whether it is a constant or the inset, and the model keeps 79 "
      + "on every iPad. No print shows a toolbar above a tab bar under Liquid Glass: such a row is "
      + "an error.")

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
      + "window's safe-area top where that is lower; before Liquid Glass a Dynamic Island phone's "
      + "bar overlaps that edge (53.667 under a 59-pt inset, `bars.dynamicIslandOverlap`), and "
      + "under Liquid Glass it starts at its navigation controller's safe-area top "
      + "(`bars.glassNavigationBarOrigin`).",
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

  /// A free-standing toolbar under Liquid Glass.
  public static let glassFreeToolbarHeight = Fact(
    "bars.glassFreeToolbar", .bars,
    "Under Liquid Glass a free-standing `UIToolbar` (not a navigation controller's) is 48 pt tall "
      + "on a phone and 44 on an iPad: its intrinsic height, which Auto Layout gives a bar pinned "
      + "with no height constraint, in either orientation, with or without items, whatever the "
      + "home indicator. Printed on the iPhone 16, iPhone SE (3rd generation) and iPad (A16) iOS "
      + "26.1 simulators; other phones and iPads are taken to read the same. A frame-based bar "
      + "hosted in a phone's landscape window sizes to 44 (`sizeThatFits`), not modelled. Before "
      + "Liquid Glass, and on a foldable, no print of a free toolbar's height was found (searched "
      + "`UIToolbar` frames and `intrinsicContentSize` prints): the model has no answer there.",
    .singleSource,
    [
      .single(
        .openUIKitToolbarProbe, "one project's probe, printed on three iOS 26.1 simulators",
        at: "Table (all three devices)")
    ])

  static let bars: [Fact] = [
    barHeights, padBarsBeforeIOS12, largeTitle, glassLargeTitleTextSize, liquidGlass,
    liquidGlassNavigationBar, glassPadNavigationBarHeight, glassNavigationBarFloor,
    glassLandscapeNavigationBarTop,
    glassNavigationBarOrigin, liquidGlassLandscape, glassLandscapeBarWithoutIsland,
    liquidGlassTabBar, glassTabBarWithoutHomeIndicator, glassCompactTabBar, glassLandscapeTabBar,
    padTopTabBar,
    glassPadTopTabBar, minimizedTabBar, padTabBar, notchToolbar, glassToolbarSlot,
    glassFreeToolbarHeight, glassSearchPlacement,
    bottomBarsTakeHomeIndicator, navigationBarOrigin, dynamicIslandOverlap, extendedLayout,
    rootSafeArea,
  ]
}
