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
    // Prints: flutter_device_preview's simulator probes and dimmmensions' XCUITest probes; QMUI and
    // swift-snapshot-testing are hand-written tables.
    [
      Citation(.qmui), Citation(.snapshotTesting),
      .print(.flutterDevicePreview, by: "Aloïs Deniel"),
      .print(.dimmmensions, by: "Marc Bouchenoire"),
    ])

  /// Notch and Dynamic Island phones: a fixed top inset and a home indicator.
  public static let sensorHousingInsets = Fact(
    "screen.sensorHousing", .screen,
    "A phone with a sensor housing (notch or Dynamic Island) has a fixed top inset in portrait "
      + "whether or not the status bar shows (44 on the X, XS and 11 Pro families, 48 on the XR "
      + "and 11, 50 on the 12 and 13 mini, 47 on the 12 to 14, 59 on the 14 Pro to 16, 62 on "
      + "the 16 Pro), and a 34 pt home indicator at the bottom. In landscape the housing inset "
      + "stands on both sides and the top is 0.", .measured,
    // Prints: the two simulator probes (iOS 14.4-16.2 and iOS 26.5) and a Flutter print of the 14
    // Pro's 59; QMUI and swift-snapshot-testing are hand-written tables.
    [
      Citation(.qmui), Citation(.snapshotTesting),
      .print(.flutterDevicePreview, by: "Aloïs Deniel"),
      .print(.dimmmensions, by: "Marc Bouchenoire"),
      .print(.flutter120682, by: "jmagman (Flutter)"),
    ])

  /// The XR and 11 before iOS 14.
  public static let xrTopBeforeIOS14 = Fact(
    "screen.xrTopBeforeIOS14", .screen,
    "The iPhone XR and 11 read a top inset (and status bar) of 44 before iOS 14 and 48 from it: "
      + "44 printed on iOS 12, 48 on the iOS 14.4 and 15.0 simulators; the boundary at iOS 14 is "
      + "one library's.", .singleSource,
    // 44 and 48 are each printed once (usagimaru, dimmmensions); the version between them rests on
    // GKNavigationBarSwift's table alone.
    [
      Citation(.usagimaru), Citation(.dimmmensions),
      .single(.gkNavigationBar, "a library's table of constants: the boundary at iOS 14"),
    ])

  /// The 12 mini's status bar before iOS 15.
  public static let miniStatusBar = Fact(
    "screen.miniStatusBar", .screen,
    "The 12 mini and 13 mini read a 50 pt top inset on every measured version; the 12 mini's "
      + "status bar is 44 on iOS 14 and 50 from iOS 15, and its navigation bar starts at 50 on both.",
    .measured,
    // Prints: dimmmensions' probes (the 50 pt top), the QMUI issue's maintainer (status bar and
    // navigation bar origin per version), ZXNavigationBar issue 25 (bar at 50 under a 44-pt
    // status bar, iOS 14) and GKNavigationBar issue 67 (top 50, status bar 44); QMUIHelper is a
    // hand-written table.
    [
      .print(.dimmmensions, by: "Marc Bouchenoire"),
      .print(.qmui1326, by: "the maintainer of QMUI_iOS (issue 1326)"),
      .print(.zxNavigationBar25, by: "SmileZXLee"), .print(.gkNavigationBar67, by: "BigKingQY"),
      Citation(.qmui),
    ])

  /// The window of a home-button device on iOS 11.
  public static let windowBeforeIOS12 = Fact(
    "screen.windowBeforeIOS12", .screen,
    "On iOS 11 the window of a home-button iPhone or iPad reads {0, 0, 0, 0}; from iOS 12 it "
      + "reads the 20 pt status bar. A view controller's root view counts the status bar on both.",
    .measured,
    [
      .print(.radar42372793, by: "the radar's author (iPad 10.5-inch, iOS 11.4 and 12 beta 4)"),
      .print(.masonry546, by: "the Masonry issue's reporter (a home-button iPhone)"),
    ])

  /// iOS 26.0's hidden status bar.
  public static let hiddenStatusBarOnIOS26 = Fact(
    "screen.hiddenStatusBarOnIOS26", .screen,
    "On iOS 26.0 and 26.0.1, hiding the status bar on a home-button iPhone or iPad keeps its top "
      + "inset (the versions a Flutter fix names); on other versions the inset goes with the "
      + "status bar.", .singleSource,
    [
      .single(
        .flutterStatusBar,
        "a fix and its issue (175520), with screenshots but no printed inset")
    ],
    disagreement: "The fix's title names iOS 26.0 and 26.0.1, but its code comment says "
      + "\"On iOS 26+\", and the issue's triage reproduced it on an iPhone simulator of iOS 18 as "
      + "well (not on an iPad of iOS 18); no source prints the inset on a later version. The model "
      + "keeps the title's two versions.")

  /// The OS versions each device runs.
  public static let osRanges = Fact(
    "screen.osRanges", .screen,
    "Each device runs a range of major OS versions (the iPhone X runs iOS 11 to 16); the model "
      + "covers iOS 7 to 27.1 (iOS 7–10 without safe areas: legacy.versions), and a device asked "
      + "for outside its range is an error.", .documented, [Citation(.osCompatibility)])

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
      + "measured regular) and compact below (the widest measured compact is 639).", .singleSource,
    [
      .single(.snapshotTesting, "a hand-written table of window sizes and traits, not a print"),
      Citation(.appleDeviceScreens),
    ])

  /// The landscape home indicator of phones.
  public static let landscapeHomeIndicator = Fact(
    "screen.landscapeHomeIndicator", .screen,
    "A phone's home indicator takes 21 pt at the bottom in landscape before iOS 26.",
    .assumption(key: "assumeLandscapeHomeIndicatorInset"),
    [
      Citation(.qmui), Citation(.seedSafeAreaAdaptation), Citation(.snapshotTesting),
      Citation(.flutterDevicePreview),
    ],
    disagreement: "21 (QMUI's table, the safe-area adaptation article) against 24 "
      + "(swift-snapshot-testing); 21 is the default, two sources against one. From iOS 26 "
      + "the value is printed, 20 (`screen.glassLandscapeHomeIndicator`); the key pins either.")

  /// The landscape home indicator of phones from iOS 26.
  public static let glassLandscapeHomeIndicator = Fact(
    "screen.glassLandscapeHomeIndicator", .screen,
    "From iOS 26 a phone's home indicator takes 20 pt at the bottom in landscape: "
      + "flutter_device_preview's simulator probes read 20 on every iPhone in landscape on iOS "
      + "26.5, and OpenUIKit's toolbar probe prints the iPhone 16's window \"SA 59 sides / 20\" "
      + "in landscape on iOS 26.1. `assumeLandscapeHomeIndicatorInset` still pins it.", .measured,
    [
      .print(.flutterDevicePreview, by: "Aloïs Deniel"),
      .print(.openUIKitToolbarProbe, by: "Vercantez"),
    ], settles: "screen.landscapeHomeIndicator")

  /// iPads with a home indicator.
  public static let padHomeIndicator = Fact(
    "screen.padHomeIndicator", .screen,
    "An iPad with a home indicator reads {24, 0, 20, 0} in every orientation before iPadOS 26 "
      + "(25 at the bottom on the models of 2024 and later) and {32, 0, 25, 0} from it; an iPad "
      + "with a Home button reads its 20 pt status bar only, on iPadOS 26 too (no probe of one on "
      + "26 is published).", .measured,
    // Prints: the two simulator probes (before iPadOS 26, and 26.5), OpenZCine's 32 on 26.2 and
    // OpenUIKit's iPad (A16) window at 32 and 25 on 26.1; QMUI and swift-snapshot-testing are
    // hand-written tables. The 2024 iPads' 25 before iPadOS 26 has one print only.
    [
      .print(.dimmmensions, by: "Marc Bouchenoire"), Citation(.snapshotTesting), Citation(.qmui),
      .print(.flutterDevicePreview, by: "Aloïs Deniel"),
      .print(.openZCine91, by: "erik-sutton95"), .print(.openUIKitSheetMetrics, by: "Vercantez"),
    ],
    disagreement: "Whether the 2024 iPads' 25 at the bottom before iPadOS 26 is their hardware's "
      + "or an iPadOS 17-18 change is not established: one probe, whose runtime is not recorded.")

  /// The Dynamic Island phones' status bar.
  public static let dynamicIslandStatusBar = Fact(
    "screen.dynamicIslandStatusBar", .screen,
    "On the 59 pt Dynamic Island phones the status bar is 54 pt tall, shorter than the inset.",
    .singleSource,
    // QMUIHelper's 54 is a hand-written constant; the one print is GKNavigationBarSwift issue 41's.
    [
      Citation(.qmui),
      .single(.gkNavigationBar41, "one view dump: a 54 pt status bar over a 59 pt top inset"),
    ])

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
    .singleSource, [.single(.qmui, "a library's table of constants, not a print")])

  /// When the status bar shows.
  public static let statusBarVisibility = Fact(
    "screen.statusBarVisibility", .screen,
    "The status bar is hidden on an iPhone in landscape (a vertically compact environment) and "
      + "shown otherwise; a navigation controller shows it in portrait whenever its bar is "
      + "visible.", .documented,
    // Apple's prefersStatusBarHidden page says the landscape part; the session shows the status
    // bar with the bars in portrait; QMUI's table gives no landscape status bar.
    [
      Citation(.docPrefersStatusBarHidden), Citation(.wwdc18Session235, at: "~1801 s"),
      Citation(.qmui),
    ])

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

  /// `UIRequiresFullScreen`.
  public static let requiresFullScreen = Fact(
    "screen.requiresFullScreen", .screen,
    "An iPad app with `UIRequiresFullScreen` is put in a compatibility mode that opts it out of "
      + "multitasking and dynamic resizing: it runs full screen, never in Split View, Slide Over "
      + "or a resized window (iOS 9 to 26.0; deprecated from iPadOS 26).", .documented,
    [Citation(.docRequiresFullScreen)])

  static let screen: [Fact] = [
    screenSizes, osRanges, ios27MatchesIOS26, homeButtonPhoneInsets, windowBeforeIOS12,
    hiddenStatusBarOnIOS26, sensorHousingInsets, xrTopBeforeIOS14, miniStatusBar,
    landscapeHomeIndicator, glassLandscapeHomeIndicator, padHomeIndicator, dynamicIslandStatusBar,
    statusBarOfNewerIslands,
    portraitUpsideDown, statusBarVisibility, sizeClasses, padSplitWidths, iPhone15Top,
    requiresFullScreen,
  ]
}
