extension Facts {
  /// The iOS 7–10 layout guides.
  public static let layoutGuides = Fact(
    "legacy.layoutGuides", .legacy,
    "`topLayoutGuide.length` runs from the root view's top to the bottom of the lowest bar over "
      + "it (status bar or navigation bar); `bottomLayoutGuide.length` from its bottom to the top "
      + "of the bar over it. They are the API of iOS 7 to 10; deprecated in iOS 11 for the safe "
      + "area's guides, they still answer by the same documented rule on later versions, iOS 26 "
      + "included (the bars' frames there are iOS 26's), and the model answers them so.",
    .documented,
    [Citation(.docLayoutSupportLength)])

  /// iOS 10's automatic content inset.
  public static let legacyContentInset = Fact(
    "legacy.contentInset", .legacy,
    "On iOS 10, `automaticallyAdjustsScrollViewInsets` wrote the layout guides into the content "
      + "scroll view's `contentInset`: {64, 0, 49, 0} on an iPhone 8 with a navigation bar and a "
      + "tab bar (printed twice). With a `contentInset` of its own the guides are added to it "
      + "({74, 10, 59, 10} with 10: the sum, which no source prints).", .measured,
    [
      .print(.seedUIKitSafeArea, by: "the Jianshu article's author"),
      .print(.daimamiContentInset, by: "the daimami.com article's author"),
      Citation(.docAutomaticallyAdjustsScrollViewInsets),
    ])

  /// Which releases a scene may run, and what did not exist before iOS 11.
  public static let legacyVersions = Fact(
    "legacy.versions", .legacy,
    "A scene may run iOS 7 to 10, on the devices that ran them. There is no safe area before "
      + "iOS 11: `safeAreaInsets`, `safeAreaLayoutGuide`, `adjustedContentInset`, "
      + "`contentInsetAdjustmentBehavior`, `additionalSafeAreaInsets`, "
      + "`directionalLayoutMargins` and `systemMinimumLayoutMargins` arrived in iOS 11, "
      + "`readableContentGuide` in iOS 9, `layoutMargins` in iOS 8; a row that expects or sets "
      + "one before is an error at its cell.", .documented,
    [Citation(.docAPIAvailability), Citation(.docLayoutSupportLength)])

  /// The resting offset before iOS 11.
  public static let legacyContentOffset = Fact(
    "legacy.contentOffset", .legacy,
    "Before iOS 11 a scroll view rests at minus its `contentInset` (left and top), the inset "
      + "`automaticallyAdjustsScrollViewInsets` wrote: {0, -64} under a navigation bar on a "
      + "4.7-inch phone.",
    .inferred(
      "the resting offset at minus the inset the scroll view uses, which was "
        + "`contentInset` before `adjustedContentInset` (legacy.contentInset)"),
    [Citation(.headerUIScrollView), Citation(.docAutomaticallyAdjustsScrollViewInsets)])

  /// The status bar of an iPhone in landscape, iOS 7 against iOS 8.
  public static let legacyLandscapeStatusBar = Fact(
    "legacy.landscapeStatusBar", .legacy,
    "From iOS 8 an iPhone hides the status bar in landscape (a vertically compact environment); "
      + "on iOS 7 it showed, 20 pt. An iPad keeps it.", .documented,
    [Citation(.docPrefersStatusBarHidden)])

  /// The tab bar in landscape before iOS 11.
  public static let legacyLandscapeTabBar = Fact(
    "legacy.landscapeTabBar", .legacy,
    "Before iOS 11 a phone's tab bar is 49 pt in every orientation; the 32 pt compact tab bar "
      + "of a phone in landscape arrived with iOS 11.",
    .inferred(
      "Apple's guideline that tab bars \"maintain the same height in all screen "
        + "orientations\", written for the tab bar before iOS 11's compact one"),
    [Citation(.higTabBars)])

  /// The separator inset of iOS 7 and 8.
  public static let legacySeparatorInset = Fact(
    "legacy.separatorInset", .legacy,
    "A table cell's separator (and its content) starts 15 pt in on iOS 7; from iOS 8 it follows "
      + "the cell's layout margins, 16 pt on a 320 or 375 pt wide iPhone. The 15 is iOS 7's "
      + "alone; later versions follow the margins (`tableView.glassChrome` under Liquid Glass).",
    .singleSource,
    [
      Citation(
        .stackOverflow29349917,
        role: .singleSource("a Stack Overflow answer's statement of the default insets"))
    ])

  /// Layout margins before iOS 11.
  public static let legacyMargins = Fact(
    "legacy.margins", .legacy,
    "`layoutMargins` arrived in iOS 8 (UIView's default 8 pt; a view controller's root view "
      + "16 or 20 pt on the sides, the values iOS 11 named `systemMinimumLayoutMargins`), not "
      + "measured from the bars: margins follow the safe area from iOS 11 "
      + "(`insetsLayoutMarginsFromSafeArea`); iOS 7 has none. `readableContentGuide` arrived in iOS 9.",
    .inferred(
      "the APIs' availability and iOS 11's `systemMinimumLayoutMargins`, which names the "
        + "root view's margins of earlier releases"),
    [
      Citation(.docAPIAvailability), Citation(.docLayoutMargins),
      Citation(.docSystemMinimumLayoutMargins),
    ])

  /// Which catalog devices ran iOS 7–10.
  public static let legacyDevices = Fact(
    "legacy.devices", .legacy,
    "A device may be asked only at a version it ran (each entry's first and last major "
      + "version): the iPhone SE (1st generation) shipped with iOS 9.3, not 9.0; the iPhone 5c, "
      + "kept for the iOS 7–10 world, ran iOS 7 to 10 (the one catalog phone that ran iOS 7).",
    .singleSource,
    [
      Citation(.wikipediaIPhoneSE, role: .singleSource("Wikipedia's infobox (the SE's 9.3)")),
      Citation(.iPhone5cShipsIOS7), Citation(.iPhone5cNoIOS11),
    ])

  static let legacy: [Fact] = [
    layoutGuides, legacyContentInset, legacyVersions, legacyContentOffset,
    legacyLandscapeStatusBar, legacyLandscapeTabBar, legacySeparatorInset, legacyMargins,
    legacyDevices,
  ]
}
