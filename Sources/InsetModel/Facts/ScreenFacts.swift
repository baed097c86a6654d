extension Facts {
  /// Screen sizes in points and scale factors.
  public static let screenSizes = Fact(
    "screen.sizes", .screen,
    "Each device's screen size in points and its scale factor are Apple's published values; "
      + "landscape swaps width and height.", .documented,
    [Citation(.appleDeviceScreens), Citation(.qmui), Citation(.snapshotTesting)])

  /// Home-button phones: the status bar is the whole top inset.
  public static let homeButtonPhoneInsets = Fact(
    "screen.homeButtonPhone", .screen,
    "A phone with a Home button has a 20 pt status bar and no other inset: {20, 0, 0, 0} in "
      + "portrait with the status bar shown, zero when it is hidden.", .measured,
    [Citation(.qmui), Citation(.snapshotTesting), Citation(.flutterDevicePreview)])

  /// Notch and Dynamic Island phones: a fixed top inset and a home indicator.
  public static let sensorHousingInsets = Fact(
    "screen.sensorHousing", .screen,
    "A phone with a sensor housing (notch or Dynamic Island) has a fixed top inset in portrait "
      + "whether or not the status bar shows (44 on the X, XS and 11 Pro families, 48 on the XR "
      + "and 11, 50 on the 12 and 13 mini, 47 on the 12 to 14, 59 on the 14 Pro to 16, 62 on "
      + "the 16 Pro), and a 34 pt home indicator at the bottom. In landscape the housing inset "
      + "stands on both sides and the top is 0.", .measured,
    [
      Citation(.qmui), Citation(.snapshotTesting), Citation(.flutterDevicePreview),
      Citation(.flutter120682),
    ])

  /// The XR and 11 before iOS 14.
  public static let xrTopBeforeIOS14 = Fact(
    "screen.xrTopBeforeIOS14", .screen,
    "The iPhone XR and 11 read a top inset (and status bar) of 44 before iOS 14 and 48 from it: "
      + "44 measured on iOS 12, 48 on iOS 14.4, 15.0 and a real XR; the boundary at iOS 14 is one "
      + "library's.", .measured,
    [Citation(.usagimaru), Citation(.dimmmensions), Citation(.gkNavigationBar)])

  /// The 12 mini's status bar before iOS 15.
  public static let miniStatusBar = Fact(
    "screen.miniStatusBar", .screen,
    "The 12 mini and 13 mini read a 50 pt top inset on every measured version; the 12 mini's "
      + "status bar is 44 on iOS 14 and 50 from iOS 15, and its navigation bar starts at 50 on both.",
    .measured, [Citation(.dimmmensions), Citation(.qmui1326), Citation(.qmui)])

  /// The window of a home-button device on iOS 11.
  public static let windowBeforeIOS12 = Fact(
    "screen.windowBeforeIOS12", .screen,
    "On iOS 11 the window of a home-button iPhone or iPad reads {0, 0, 0, 0}; from iOS 12 it "
      + "reads the 20 pt status bar. A view controller's root view counts the status bar on both.",
    .measured, [Citation(.radar42372793), Citation(.masonry546)])

  /// iOS 26.0's hidden status bar.
  public static let hiddenStatusBarOnIOS26 = Fact(
    "screen.hiddenStatusBarOnIOS26", .screen,
    "On iOS 26.0 and 26.0.1, hiding the status bar on a home-button iPhone or iPad keeps its top "
      + "inset; before and after those versions the inset goes with the status bar.",
    .measured, [Citation(.flutterStatusBar), Citation(.safeAreaContext666)])

  /// The OS versions each device runs.
  public static let osRanges = Fact(
    "screen.osRanges", .screen,
    "Each device runs a range of major OS versions (the iPhone X runs iOS 11 to 16); the model "
      + "covers iOS 11 (when safe areas arrived) to 27.1, and a device asked for outside its range "
      + "is an error.", .documented, [Citation(.osCompatibility)])

  /// iOS 27.
  public static let ios27MatchesIOS26 = Fact(
    "screen.ios27", .screen,
    "iOS 27 and 27.1 read the same window insets as iOS 26.5 on every device both run.",
    .inferred(
      "no published measurement shows a change from iOS 26.5; one report says the tops "
        + "grow \"again on iOS 27\" without a number, from an app built with an old SDK"),
    [Citation(.flutterDevicePreview)])

  /// Split View widths.
  public static let padSplitWidths = Fact(
    "screen.padSplitWidths", .screen,
    "An iPad's Split View and Slide Over windows (iPadOS 9 to 18): a narrow pane 320 pt wide (375 "
      + "on 12.9-inch screens, and on 11-inch ones in landscape), a 10 pt divider, half and "
      + "two-thirds panes from what remains; a window is regular width from 678 pt (the narrowest "
      + "measured regular) and compact below (the widest measured compact is 639).", .measured,
    [Citation(.snapshotTesting), Citation(.appleDeviceScreens)])

  /// The landscape home indicator of phones.
  public static let landscapeHomeIndicator = Fact(
    "screen.landscapeHomeIndicator", .screen,
    "A phone's home indicator takes 21 pt at the bottom in landscape.",
    .assumption(key: "assumeLandscapeHomeIndicatorInset"),
    [
      Citation(.qmui), Citation(.flutterDevicePreview), Citation(.seedSafeAreaAdaptation),
      Citation(.snapshotTesting),
    ],
    disagreement: "21 (QMUI, flutter_device_preview, the safe-area adaptation article) against "
      + "24 (swift-snapshot-testing); 21 is the default, three sources against one.")

  /// iPads with a home indicator.
  public static let padHomeIndicator = Fact(
    "screen.padHomeIndicator", .screen,
    "An iPad with a home indicator reads {24, 0, 20, 0} in every orientation before iPadOS 26 "
      + "(25 at the bottom on the models of 2024 and later) and {32, 0, 25, 0} from it; an iPad "
      + "with a Home button reads its 20 pt status bar only, on iPadOS 26 too (no probe of one on "
      + "26 is published).", .measured,
    [
      Citation(.dimmmensions), Citation(.snapshotTesting), Citation(.qmui),
      Citation(.flutterDevicePreview), Citation(.openZCine91),
    ],
    disagreement: "Whether the 2024 iPads' 25 at the bottom before iPadOS 26 is their hardware's "
      + "or an iPadOS 17-18 change is not established: one probe, whose runtime is not recorded.")

  /// The Dynamic Island phones' status bar.
  public static let dynamicIslandStatusBar = Fact(
    "screen.dynamicIslandStatusBar", .screen,
    "On the 59 pt Dynamic Island phones the status bar is 54 pt tall, shorter than the inset.",
    .measured, [Citation(.qmui), Citation(.gkNavigationBar41)])

  /// The status bar of the 62 and 68 pt phones.
  public static let statusBarOfNewerIslands = Fact(
    "screen.statusBarOfNewerIslands", .screen,
    "On the 62 and 68 pt Dynamic Island phones the status bar is taken as tall as the inset.",
    .inferred("no measurement is published; device tables return 54 by matching the name's prefix"),
    [Citation(.qmui), Citation(.gkNavigationBar)],
    disagreement: "QMUI and GKNavigationBar return 54 for every Dynamic Island phone by name, "
      + "unmeasured for these; the status bar height shows only in `statusBarHeight?` and the "
      + "iOS 7–10 top layout guide.")

  /// Upside down.
  public static let portraitUpsideDown = Fact(
    "screen.portraitUpsideDown", .screen,
    "Upside down, a phone's portrait insets turn half a turn: {34, 0, 44, 0} on an iPhone X.",
    .singleSource, [Citation(.qmui)])

  /// When the status bar shows.
  public static let statusBarVisibility = Fact(
    "screen.statusBarVisibility", .screen,
    "The status bar is hidden on an iPhone in landscape and shown otherwise; a phone with a "
      + "sensor housing has no status bar in landscape at all, and a navigation controller shows "
      + "it in portrait whenever its bar is visible.", .documented,
    [Citation(.wwdc18Session235, at: "~1801 s"), Citation(.qmui)])

  /// Size classes of the window.
  public static let sizeClasses = Fact(
    "screen.sizeClasses", .screen,
    "An iPhone is compact width and regular height in portrait, compact in both in landscape, "
      + "except the Plus, Max and Air phones, the XR and the 11, which are regular width in "
      + "landscape; an iPad is regular height, and regular width full screen.", .documented,
    [Citation(.appleDeviceScreens), Citation(.dimmmensions), Citation(.seedSwiftUILayoutReference)])

  /// The iPhone 15's disputed top inset.
  public static let iPhone15Top = Fact(
    "screen.iPhone15Top", .screen,
    "The iPhone 15 and 15 Plus top inset is 59, as on the other Dynamic Island phones of their "
      + "size.", .assumption(key: "assumeIPhone15TopInset"),
    [Citation(.gkNavigationBar), Citation(.qmui)],
    disagreement: "59 (GKNavigationBar's table; the 14 Pro's screen and island, measured at 59) "
      + "against 47 (QMUI's table, whose own code treats the iPhone 15 as a Dynamic Island phone: "
      + "a copy of the iPhone 14's entry). No probe of an iPhone 15 is published; 59 is the "
      + "default.")

  static let screen: [Fact] = [
    screenSizes, osRanges, ios27MatchesIOS26, homeButtonPhoneInsets, windowBeforeIOS12,
    hiddenStatusBarOnIOS26, sensorHousingInsets, xrTopBeforeIOS14, miniStatusBar,
    landscapeHomeIndicator, padHomeIndicator, dynamicIslandStatusBar, statusBarOfNewerIslands,
    portraitUpsideDown, statusBarVisibility, sizeClasses, padSplitWidths, iPhone15Top,
  ]
}
