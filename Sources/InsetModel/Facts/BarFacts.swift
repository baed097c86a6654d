extension Facts {
  /// Bar heights of iOS 12 to 18.
  public static let barHeights = Fact(
    "bars.heights", .bars,
    "iOS 12 to 18 bar heights, home indicator excluded: navigation bar 44 (32 where both size "
      + "classes are compact), toolbar 44 (32), tab bar 49 (32); on an iPad the navigation bar "
      + "and toolbar are 50.", .measured,
    [Citation(.seedSafeAreaAdaptation), Citation(.qmui), Citation(.useYourLoafMargins)])

  /// The large title.
  public static let largeTitle = Fact(
    "bars.largeTitle", .bars,
    "An expanded large title makes the navigation bar 52 pt taller (96 = 44 + 52); it shows "
      + "only where the height is regular.", .measured,
    [Citation(.seedSafeAreaAdaptation), Citation(.qmui)])

  /// The iPad tab bar.
  public static let padTabBar = Fact(
    "bars.padTabBar", .bars,
    "An iPad's tab bar is 50 pt above the home indicator.",
    .inferred("the iOS 12 iPad navigation bar and toolbar height (no source gives the tab bar's)"),
    [Citation(.seedSafeAreaAdaptation)])

  /// The bottom bars take the home indicator.
  public static let bottomBarsTakeHomeIndicator = Fact(
    "bars.homeIndicator", .bars,
    "The lowest bottom bar (tab bar, else toolbar) extends over the home indicator: 83 = 49 + 34 "
      + "in portrait; a toolbar above a tab bar does not.", .measured,
    [Citation(.seedSafeAreaAdaptation), Citation(.qmui)])

  /// Where the navigation bar starts.
  public static let navigationBarOrigin = Fact(
    "bars.navigationBarOrigin", .bars,
    "The navigation bar starts at the window's safe-area top.", .measured,
    [Citation(.seedSafeAreaAdaptation), Citation(.wwdc18Session235, at: "~1670-1691 s")])

  /// The Dynamic Island overlap.
  public static let dynamicIslandOverlap = Fact(
    "bars.dynamicIslandOverlap", .bars,
    "On a 59 pt Dynamic Island phone the navigation bar overlaps the top inset by 5.333 pt "
      + "(16 px at 3x): it starts at 53.667 and the root view's safe-area top under it reads "
      + "97.667, not 103.", .assumption(key: "assumeNavigationBarOverlapsDynamicIsland"),
    [
      Citation(.koukiNavigationBar), Citation(.stackOverflowRootView97), Citation(.qmui),
      Citation(.wrNavigationBar202),
    ],
    disagreement: "Measured at 5.333 pt by two sources (kouki, Stack Overflow) and \"about 98\" "
      + "by QMUI and WRNavigationBar; `no` starts the bar at the inset (103).")

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

  static let bars: [Fact] = [
    barHeights, largeTitle, padTabBar, bottomBarsTakeHomeIndicator, navigationBarOrigin,
    dynamicIslandOverlap, extendedLayout, rootSafeArea,
  ]
}
