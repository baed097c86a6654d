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
    "The iPhone XR and 11 read a top inset of 44 before iOS 14 and 48 from it.", .singleSource,
    [Citation(.flutterDevicePreview)])

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
    "An iPad with a home indicator reads {24, 0, 20, 0} in every orientation; an iPad with a "
      + "Home button reads its 20 pt status bar only.", .measured,
    [Citation(.snapshotTesting), Citation(.qmui)])

  /// The Dynamic Island phones' status bar.
  public static let dynamicIslandStatusBar = Fact(
    "screen.dynamicIslandStatusBar", .screen,
    "On the 59 pt Dynamic Island phones the status bar is 54 pt tall, shorter than the inset.",
    .singleSource, [Citation(.qmui)])

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
      + "except the Plus, Max and XR-sized phones, which are regular width in landscape; an iPad "
      + "is regular in both full screen and in a half or two-thirds split, compact width in a "
      + "third and in Slide Over.", .documented,
    [Citation(.appleDeviceScreens), Citation(.seedSwiftUILayoutReference)])

  /// The iPhone 15's disputed top inset.
  public static let iPhone15Top = Fact(
    "screen.iPhone15Top", .screen,
    "The iPhone 15 and 15 Plus top inset is 59, as on the other Dynamic Island phones.",
    .assumption(key: "assumeIPhone15TopInset"),
    [Citation(.flutterDevicePreview), Citation(.qmui)],
    disagreement: "59 (flutter_device_preview; the Dynamic Island measured at 59 on the 14 Pro) "
      + "against 47 (QMUI); 59 is the default.")

  static let screen: [Fact] = [
    screenSizes, homeButtonPhoneInsets, sensorHousingInsets, xrTopBeforeIOS14,
    landscapeHomeIndicator, padHomeIndicator, dynamicIslandStatusBar, portraitUpsideDown,
    statusBarVisibility, sizeClasses, iPhone15Top,
  ]
}
