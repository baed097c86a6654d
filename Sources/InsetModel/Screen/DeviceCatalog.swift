import Foundation

/// The devices InsetModel knows, by Xcode simulator name: every iPhone and
/// iPad sold since 2016 whose screen has been measured.
///
/// Sizes and scales are Apple's ([apple-device-screens]). Safe areas are
/// simulator probes ([dimmmensions] on iOS 14.4–16.2, [df-devices] on iOS
/// 26.5) cross-checked with device tables ([qmui-helper], [sst-view],
/// [gknavigationbar-config]); each entry names its own sources and how sure
/// the model is of it. OS ranges: [os-compatibility].
public enum DeviceCatalog {
  /// Every device, phones first, oldest first.
  public static let all: [Device] =
    phones
    + foldables
    + pads

  /// The device called `name` (or one of its aliases), matched ignoring case,
  /// spaces and punctuation.
  ///
  ///     DeviceCatalog.device(named: "iphone-14 PRO")?.portraitSize  // (393, 852)
  public static func device(named name: String) -> Device? {
    index[Device.normalized(name)].map { named[$0] }
  }

  /// Every device a row may name: the catalog, then ``legacy``.
  static let named: [Device] = all + legacy

  /// Devices Xcode names whose screens no source has measured yet, with what
  /// to do instead: a row naming one is an error that says so, never a guess.
  public static let unmeasured: [String: String] = [
    Device.normalized("iPhone 18 Pro"):
      "the iPhone 18 Pro (iOS 27) has no published measurement of its screen or safe area yet",
    Device.normalized("iPhone 18 Pro Max"):
      "the iPhone 18 Pro Max (iOS 27) has no published measurement of its screen or safe area yet",
  ]

  /// Names that mean more than one entry, with what to name instead: the
  /// iPhone Duo is two displays.
  public static let ambiguous: [String: String] = [
    Device.normalized("iPhone Duo"):
      "the iPhone Duo has two displays, each a device here: `iPhone Duo (folded)` (the cover "
      + "display) or `iPhone Duo (unfolded)` (the inner display)"
  ]

  /// The catalog's names closest to `name`, best first, for an error message.
  ///
  /// Only as much of `name` is compared as could be within a typo's distance
  /// (a third of its length, as for the scenario tables' suggestions) of the
  /// longest name: past that every name is as far, so a megabyte-long name
  /// costs what a 50-character one does. A name that cannot beat the
  /// `count` best so far is given up as soon as its distance passes theirs.
  public static func closestNames(to name: String, count: Int = 3) -> [String] {
    guard count > 0 else { return [] }
    let names = normalizedNames
    let target = Array(Device.normalized(name).unicodeScalars.prefix(comparedLength))
    // The best so far, by distance and then catalog order.
    var best: [(index: Int, distance: Int)] = []
    for (i, candidates) in names.enumerated() {
      // A later device must be strictly closer than the last kept one.
      let bound = best.count < count ? Int.max : best[best.count - 1].distance - 1
      var closest: Int?
      for candidate in candidates {
        if let d = EditDistance.distance(
          target, candidate, atMost: min(bound, closest.map { $0 - 1 } ?? bound))
        {
          closest = d
        }
      }
      guard let d = closest else { continue }
      let at = best.firstIndex { $0.distance > d } ?? best.count
      best.insert((i, d), at: at)
      if best.count > count { best.removeLast() }
    }
    return best.map { named[$0.index].name }
  }

  /// Each device's name and aliases, normalized, in catalog order.
  private static let normalizedNames: [[[Unicode.Scalar]]] = named.map { device in
    ([device.name] + device.aliases).map { Array(Device.normalized($0).unicodeScalars) }
  }

  /// How much of a normalized name ``closestNames(to:count:)`` compares: the
  /// longest name that can be within a third of its length of a catalog name.
  private static let comparedLength = EditDistance.longestComparable(
    normalizedNames.joined().map(\.count).max() ?? 0)

  private static let index: [String: Int] = {
    var index: [String: Int] = [:]
    for (i, device) in named.enumerated() {
      for name in [device.name] + device.aliases where index[Device.normalized(name)] == nil {
        index[Device.normalized(name)] = i
      }
    }
    return index
  }()

  // MARK: Phones

  /// Sources that measured every class of phone.
  static let phoneTables = [
    Citation(.appleDeviceScreens), Citation(.dimmmensions), Citation(.qmui),
    Citation(.snapshotTesting),
  ]

  /// A phone with a Home button: a 20 pt status bar and nothing else.
  private static func homeButtonPhone(
    _ name: String, _ aliases: [String] = [], _ width: CGFloat, _ height: CGFloat,
    scale: CGFloat, regularWidthInLandscape: Bool = false, os: (Int, Int?),
    firstRelease: CGFloat? = nil, provenance: Provenance = .measured,
    citations: [Citation] = phoneTables
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .phone,
      portraitSize: CGSize(width: width, height: height), scale: scale, topHardware: .bezel,
      statusBarHeight: 20,  // [dimmmensions] [qmui-helper]: {20, 0, 0, 0}
      hasHomeIndicator: false, isRegularWidthInLandscape: regularWidthInLandscape, firstOS: os.0,
      lastOS: os.1, firstRelease: firstRelease, provenance: provenance, citations: citations)
  }

  /// A phone with a notch: a fixed top inset the status bar matches.
  private static func notchPhone(
    _ name: String, _ aliases: [String] = [], _ width: CGFloat, _ height: CGFloat,
    scale: CGFloat = 3, top: CGFloat, regularWidthInLandscape: Bool = false, os: (Int, Int?),
    topBeforeIOS14: CGFloat? = nil, statusBarBeforeIOS15: CGFloat? = nil,
    provenance: Provenance = .measured, citations: [Citation] = phoneTables
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .phone,
      portraitSize: CGSize(width: width, height: height), scale: scale, topHardware: .notch,
      sensorHousingInset: top, statusBarHeight: top, hasHomeIndicator: true,
      isRegularWidthInLandscape: regularWidthInLandscape, firstOS: os.0, lastOS: os.1,
      topInsetBeforeIOS14: topBeforeIOS14, statusBarBeforeIOS15: statusBarBeforeIOS15,
      provenance: provenance, citations: citations)
  }

  /// The status bar of a 59 pt Dynamic Island phone: 54 pt ([qmui-helper];
  /// [gknavigationbar-41] dumps it at `(0, 0, 430, 54)`).
  static let dynamicIslandStatusBar: CGFloat = 54  // [qmui-helper] [gknavigationbar-41]

  /// How far a navigation bar overlaps a 59 pt Dynamic Island inset before
  /// iOS 26: 5.333 pt (16 px at 3x), the bar at 53.667 ([kouki-navbar-14pro];
  /// [gknavigationbar-41] dumps `UINavigationBar … frame = (0 53.6667; 430 44)`).
  static let overlap59: CGFloat = 16.0 / 3.0  // [kouki-navbar-14pro] [gknavigationbar-41]

  /// The same on the 62 and 68 pt phones: 5.667 pt (17 px), the bar at 56.333
  /// and 62.333 ([gknavigationbar-config], single source).
  static let overlap62: CGFloat = 17.0 / 3.0  // [gknavigationbar-config]

  /// A phone with a Dynamic Island.
  private static func islandPhone(
    _ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat,
    regularWidthInLandscape: Bool = false, os: (Int, Int?), disputed: Bool = false,
    provenance: Provenance = .measured, citations: [Citation]
  ) -> Device {
    // The status bar of the 62 and 68 pt phones is unmeasured; the model takes
    // it equal to the inset (named in Facts.statusBarOfNewerIslands).
    let statusBar = top == 59 ? dynamicIslandStatusBar : top
    return Device(
      name: name, idiom: .phone, portraitSize: CGSize(width: width, height: height), scale: 3,
      topHardware: .dynamicIsland, sensorHousingInset: top, statusBarHeight: statusBar,
      hasHomeIndicator: true, isRegularWidthInLandscape: regularWidthInLandscape, firstOS: os.0,
      lastOS: os.1, navigationBarOverlap: top == 59 ? overlap59 : overlap62,
      hasDisputedTopInset: disputed, provenance: provenance, citations: citations)
  }

  static let island59 = [
    Citation(.appleDeviceScreens), Citation(.dimmmensions), Citation(.qmui),
    Citation(.flutter120682), Citation(.gkNavigationBar),
  ]
  static let island26 = [
    Citation(.appleDeviceScreens), Citation(.flutterDevicePreview), Citation(.qmui),
    Citation(.gkNavigationBar),
  ]

  static let phones: [Device] = [
    // 320 × 568 @2x.
    homeButtonPhone(
      "iPhone SE (1st generation)", ["iPhone SE", "iPhone 5s", "iPhone 5"], 320, 568, scale: 2,
      os: (9, 15), firstRelease: 9.3,  // [wikipedia-iphone-se]: shipped with iOS 9.3
      citations: phoneTables + [Citation(.wikipediaIPhoneSE)]),
    // 375 × 667 @2x.
    homeButtonPhone("iPhone 6s", ["iPhone 6"], 375, 667, scale: 2, os: (9, 15)),
    homeButtonPhone("iPhone 7", [], 375, 667, scale: 2, os: (10, 15)),
    homeButtonPhone("iPhone 8", [], 375, 667, scale: 2, os: (11, 16)),
    homeButtonPhone("iPhone SE (2nd generation)", [], 375, 667, scale: 2, os: (13, nil)),
    homeButtonPhone(
      "iPhone SE (3rd generation)", [], 375, 667, scale: 2, os: (15, nil),
      citations: phoneTables + [Citation(.flutterDevicePreview)]),
    // 414 × 736 @3x: the Plus phones, regular width in landscape.
    homeButtonPhone(
      "iPhone 6s Plus", ["iPhone 6 Plus"], 414, 736, scale: 3, regularWidthInLandscape: true,
      os: (9, 15)),
    homeButtonPhone(
      "iPhone 7 Plus", [], 414, 736, scale: 3, regularWidthInLandscape: true, os: (10, 15)),
    homeButtonPhone(
      "iPhone 8 Plus", [], 414, 736, scale: 3, regularWidthInLandscape: true, os: (11, 16)),
    // 375 × 812 @3x, top 44.
    notchPhone(
      "iPhone X", [], 375, 812, top: 44, os: (11, 16),
      citations: phoneTables + [Citation(.radar42372793), Citation(.usagimaru)]),
    notchPhone(
      "iPhone XS", [], 375, 812, top: 44, os: (12, 18),
      citations: phoneTables + [Citation(.usagimaru)]),
    notchPhone("iPhone 11 Pro", [], 375, 812, top: 44, os: (13, nil)),
    // 414 × 896 @3x, top 44.
    notchPhone(
      "iPhone XS Max", [], 414, 896, top: 44, regularWidthInLandscape: true,
      os: (12, 18), citations: phoneTables + [Citation(.usagimaru)]),
    notchPhone(
      "iPhone 11 Pro Max", [], 414, 896, top: 44, regularWidthInLandscape: true, os: (13, nil)),
    // 414 × 896 @2x, top 48 from iOS 14, 44 before ([gknavigationbar-config]
    // names the boundary; [dimmmensions] reads 48 on 14.4, [qiita-usagimaru] 44 on 12).
    notchPhone(
      "iPhone XR", ["iPhone Xʀ"], 414, 896, scale: 2, top: 48,
      regularWidthInLandscape: true, os: (12, 18), topBeforeIOS14: 44,
      citations: phoneTables + [Citation(.usagimaru), Citation(.gkNavigationBar)]),
    notchPhone(
      "iPhone 11", [], 414, 896, scale: 2, top: 48, regularWidthInLandscape: true, os: (13, nil),
      topBeforeIOS14: 44, citations: phoneTables + [Citation(.gkNavigationBar)]),
    // 375 × 812 @3x, top 50 on every measured version; the 12 mini's status
    // bar is 44 on iOS 14 ([qmui-1326]).
    notchPhone(
      "iPhone 12 mini", [], 375, 812, top: 50, os: (14, nil), statusBarBeforeIOS15: 44,
      citations: phoneTables + [Citation(.qmui1326)]),
    notchPhone("iPhone 13 mini", [], 375, 812, top: 50, os: (15, nil)),
    // 390 × 844 @3x, top 47.
    notchPhone("iPhone 12", [], 390, 844, top: 47, os: (14, nil)),
    notchPhone("iPhone 12 Pro", [], 390, 844, top: 47, os: (14, nil)),
    notchPhone("iPhone 13", [], 390, 844, top: 47, os: (15, nil)),
    notchPhone("iPhone 13 Pro", [], 390, 844, top: 47, os: (15, nil)),
    notchPhone("iPhone 14", [], 390, 844, top: 47, os: (16, nil)),
    notchPhone(
      "iPhone 16e", [], 390, 844, top: 47, os: (18, nil), provenance: .singleSource,
      citations: [Citation(.appleDeviceScreens), Citation(.flutterDevicePreview)]),
    notchPhone(
      "iPhone 17e", [], 390, 844, top: 47, os: (26, nil), provenance: .singleSource,
      citations: [Citation(.flutterDevicePreview)]),
    // 428 × 926 @3x, top 47.
    notchPhone(
      "iPhone 12 Pro Max", [], 428, 926, top: 47, regularWidthInLandscape: true, os: (14, nil)),
    notchPhone(
      "iPhone 13 Pro Max", [], 428, 926, top: 47, regularWidthInLandscape: true, os: (15, nil)),
    notchPhone(
      "iPhone 14 Plus", [], 428, 926, top: 47, regularWidthInLandscape: true, os: (16, nil)),
    // 393 × 852 @3x, top 59.
    islandPhone("iPhone 14 Pro", 393, 852, top: 59, os: (16, nil), citations: island59),
    islandPhone(
      "iPhone 15", 393, 852, top: 59, os: (17, nil), disputed: true,
      provenance: .assumption(key: "assumeIPhone15TopInset"),
      citations: [Citation(.gkNavigationBar), Citation(.qmui)]),
    islandPhone("iPhone 15 Pro", 393, 852, top: 59, os: (17, nil), citations: island59),
    islandPhone(
      "iPhone 16", 393, 852, top: 59, os: (18, nil),
      citations: island59 + [Citation(.flutterDevicePreview)]),
    // 430 × 932 @3x, top 59.
    islandPhone(
      "iPhone 14 Pro Max", 430, 932, top: 59, regularWidthInLandscape: true, os: (16, nil),
      citations: island59 + [Citation(.stackOverflowRootView97)]),
    islandPhone(
      "iPhone 15 Plus", 430, 932, top: 59, regularWidthInLandscape: true, os: (17, nil),
      disputed: true, provenance: .assumption(key: "assumeIPhone15TopInset"),
      citations: [Citation(.gkNavigationBar), Citation(.qmui)]),
    islandPhone(
      "iPhone 15 Pro Max", 430, 932, top: 59, regularWidthInLandscape: true, os: (17, nil),
      citations: island59),
    islandPhone(
      "iPhone 16 Plus", 430, 932, top: 59, regularWidthInLandscape: true, os: (18, nil),
      citations: island59 + [Citation(.flutterDevicePreview)]),
    // 402 × 874 and 440 × 956 @3x, top 62.
    islandPhone("iPhone 16 Pro", 402, 874, top: 62, os: (18, nil), citations: island26),
    islandPhone(
      "iPhone 16 Pro Max", 440, 956, top: 62, regularWidthInLandscape: true, os: (18, nil),
      citations: island26),
    islandPhone(
      "iPhone 17", 402, 874, top: 62, os: (26, nil),
      citations: island26 + [Citation(.capacitor8361), Citation(.snapshotTesting1046)]),
    islandPhone(
      "iPhone 17 Pro", 402, 874, top: 62, os: (26, nil),
      citations: island26 + [Citation(.snapshotTesting1046)]),
    islandPhone(
      "iPhone 17 Pro Max", 440, 956, top: 62, regularWidthInLandscape: true, os: (26, nil),
      citations: island26 + [Citation(.snapshotTesting1046)]),
    // 420 × 912 @3x, top 68.
    islandPhone(
      "iPhone Air", 420, 912, top: 68, regularWidthInLandscape: true, os: (26, nil),
      citations: [
        Citation(.flutterDevicePreview), Citation(.gkNavigationBar), Citation(.snapshotTesting1046),
      ]),
  ]

  /// Phones that ran only iOS 7–10: found by name, kept out of ``all`` (the
  /// catalog `insets devices` prints and `insets port` sweeps, which meet
  /// each device at its newest iOS, 11 or later). The iPhone 5c is the one
  /// device here that ran iOS 7: 320 × 568 at 2x, a Home button and a 20 pt
  /// status bar, as the 4-inch phones ([apple-device-screens]); iOS 7 to 10
  /// ([iphone-5c-ios7], [iphone-5c-no-ios11]).
  public static let legacy: [Device] = [
    homeButtonPhone(
      "iPhone 5c", [], 320, 568, scale: 2, os: (7, 10), provenance: .singleSource,
      citations: [
        Citation(.appleDeviceScreens), Citation(.iPhone5cShipsIOS7), Citation(.iPhone5cNoIOS11),
      ])
  ]

  /// Sources that probed the iPhone Duo's simulator.
  static let duoProbes = [
    Citation(.boardhopPlan), Citation(.boardhopWalk), Citation(.duoLabHandoff),
    Citation(.capfoldDoc), Citation(.duoResearchJP),
  ]

  /// The iPhone Duo (iOS 27.1), one entry per display: its numbers are
  /// ``FoldableDisplay``'s. The Dynamic Island runs along the strip.
  static let foldables: [Device] = [
    // 466 × 678 @3x ([duolab-handoff], [capfold-doc], [duo-jp-research]).
    Device(
      name: "iPhone Duo (folded)", aliases: ["iPhone Duo (cover)", "iPhone Duo cover display"],
      idiom: .phone, portraitSize: CGSize(width: 466, height: 678), scale: 3,
      topHardware: .dynamicIsland, statusBarHeight: 0, hasHomeIndicator: true, firstOS: 27,
      lastOS: nil, foldableDisplay: .cover, provenance: .measured,
      citations: duoProbes + [Citation(.readest6312), Citation(.tgCard31)]),
    // 669 × 951 @3x held tall ([duolab-handoff], [capfold-doc], [duo-jp-research]);
    // its 82 pt top held tall is one probe's ([boardhop-plan]).
    Device(
      name: "iPhone Duo (unfolded)", aliases: ["iPhone Duo (inner)", "iPhone Duo inner display"],
      idiom: .phone, portraitSize: CGSize(width: 669, height: 951), scale: 3,
      topHardware: .dynamicIsland, statusBarHeight: 0, hasHomeIndicator: true, firstOS: 27,
      lastOS: nil, foldableDisplay: .inner, provenance: .singleSource,
      citations: duoProbes + [Citation(.reactNativeBottomTabs589)]),
  ]

  // MARK: Pads

  /// Sources that measured every class of iPad.
  static let padTables = [
    Citation(.appleDeviceScreens), Citation(.dimmmensions), Citation(.snapshotTesting),
    Citation(.qmui),
  ]

  /// An iPad with a Home button: a 20 pt status bar in both orientations.
  private static func homeButtonPad(
    _ name: String, _ aliases: [String] = [], _ width: CGFloat, _ height: CGFloat, os: (Int, Int?),
    provenance: Provenance = .measured
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .pad, portraitSize: CGSize(width: width, height: height),
      scale: 2, topHardware: .bezel,
      statusBarHeight: 20,  // [dimmmensions] [sst-view] [qmui-helper]: {20, 0, 0, 0}
      hasHomeIndicator: false, firstOS: os.0, lastOS: os.1, provenance: provenance,
      citations: padTables)
  }

  /// An iPad with a home indicator: {24, 0, 20, 0} before iPadOS 26 (25 at
  /// the bottom on the models of 2024 and later), {32, 0, 25, 0} from it.
  private static func homeIndicatorPad(
    _ name: String, _ aliases: [String] = [], _ width: CGFloat, _ height: CGFloat, os: (Int, Int?),
    bottomBefore26: CGFloat = 20, provenance: Provenance = .measured,
    citations: [Citation] = padTables + [Citation(.flutterDevicePreview)]
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .pad, portraitSize: CGSize(width: width, height: height),
      scale: 2, topHardware: .bezel,
      statusBarHeight: 24,  // [dimmmensions] [qmui-helper]: {24, 0, 20, 0}
      hasHomeIndicator: true, firstOS: os.0, lastOS: os.1, padBottomBeforeIOS26: bottomBefore26,
      provenance: provenance, citations: citations)
  }

  static let probedPads = [Citation(.appleDeviceScreens), Citation(.flutterDevicePreview)]

  static let pads: [Device] = [
    homeButtonPad("iPad Air 2", [], 768, 1024, os: (8, 15)),
    homeButtonPad("iPad mini 4", [], 768, 1024, os: (9, 15)),
    homeButtonPad("iPad Pro (9.7-inch)", [], 768, 1024, os: (9, 16)),
    homeButtonPad(
      "iPad Pro (12.9-inch) (1st generation)", ["iPad Pro (12.9-inch)"], 1024, 1366, os: (9, 16)),
    homeButtonPad("iPad (5th generation)", [], 768, 1024, os: (10, 16)),
    homeButtonPad("iPad Pro (12.9-inch) (2nd generation)", [], 1024, 1366, os: (10, 17)),
    homeButtonPad("iPad Pro (10.5-inch)", [], 834, 1112, os: (10, 17)),
    homeButtonPad("iPad (6th generation)", [], 768, 1024, os: (11, 17)),
    homeIndicatorPad(
      "iPad Pro (11-inch) (1st generation)", ["iPad Pro (11-inch)"], 834, 1194, os: (12, 26)),
    homeIndicatorPad("iPad Pro (12.9-inch) (3rd generation)", [], 1024, 1366, os: (12, 26)),
    homeButtonPad("iPad Air (3rd generation)", [], 834, 1112, os: (12, 26)),
    homeButtonPad("iPad mini (5th generation)", [], 768, 1024, os: (12, 26)),
    homeButtonPad("iPad (7th generation)", [], 810, 1080, os: (13, 18)),
    homeIndicatorPad("iPad Pro (11-inch) (2nd generation)", [], 834, 1194, os: (13, nil)),
    homeIndicatorPad("iPad Pro (12.9-inch) (4th generation)", [], 1024, 1366, os: (13, nil)),
    homeButtonPad("iPad (8th generation)", [], 810, 1080, os: (14, 26)),
    homeIndicatorPad("iPad Air (4th generation)", [], 820, 1180, os: (14, nil)),
    homeIndicatorPad("iPad Pro (11-inch) (3rd generation)", [], 834, 1194, os: (14, nil)),
    homeIndicatorPad("iPad Pro (12.9-inch) (5th generation)", [], 1024, 1366, os: (14, nil)),
    homeButtonPad("iPad (9th generation)", [], 810, 1080, os: (15, nil)),
    homeIndicatorPad("iPad mini (6th generation)", [], 744, 1133, os: (15, nil)),
    homeIndicatorPad("iPad Air (5th generation)", [], 820, 1180, os: (15, nil)),
    homeIndicatorPad("iPad (10th generation)", [], 820, 1180, os: (16, nil)),
    homeIndicatorPad(
      "iPad Pro (11-inch) (4th generation)", ["iPad Pro (11-inch) (4th generation) (16GB)"], 834,
      1194, os: (16, nil)),
    homeIndicatorPad(
      "iPad Pro (12.9-inch) (6th generation)", ["iPad Pro (12.9-inch) (6th generation) (16GB)"],
      1024, 1366, os: (16, nil)),
    // 2024 and later: probed on iPadOS 26.5 ([df-devices]) and, for the first
    // ones, on an earlier runtime that already read 25 at the bottom.
    homeIndicatorPad(
      "iPad Pro 11-inch (M4)", [], 834, 1210, os: (17, nil), bottomBefore26: 25,
      provenance: .singleSource, citations: probedPads),
    homeIndicatorPad(
      "iPad Pro 13-inch (M4)", [], 1032, 1376, os: (17, nil), bottomBefore26: 25,
      provenance: .singleSource, citations: probedPads),
    homeIndicatorPad(
      "iPad Air 11-inch (M2)", [], 820, 1180, os: (17, nil), bottomBefore26: 25,
      provenance: .singleSource, citations: probedPads),
    homeIndicatorPad(
      "iPad Air 13-inch (M2)", [], 1024, 1366, os: (17, nil), bottomBefore26: 25,
      provenance: .singleSource, citations: probedPads),
    homeIndicatorPad(
      "iPad mini (A17 Pro)", [], 744, 1133, os: (18, nil), bottomBefore26: 25,
      provenance: .singleSource, citations: probedPads),
    homeIndicatorPad(
      "iPad Air 11-inch (M3)", [], 820, 1180, os: (18, nil), bottomBefore26: 25,
      provenance: .inferred("the M2 and M4 Airs of the same chassis"), citations: probedPads),
    homeIndicatorPad(
      "iPad Air 13-inch (M3)", [], 1024, 1366, os: (18, nil), bottomBefore26: 25,
      provenance: .inferred("the M2 and M4 Airs of the same chassis"), citations: probedPads),
    homeIndicatorPad(
      "iPad (A16)", [], 820, 1180, os: (18, nil), provenance: .singleSource,
      citations: probedPads),
    homeIndicatorPad(
      "iPad Pro 11-inch (M5)", [], 834, 1210, os: (26, nil), provenance: .singleSource,
      citations: probedPads),
    homeIndicatorPad(
      "iPad Pro 13-inch (M5)", [], 1032, 1376, os: (26, nil), provenance: .singleSource,
      citations: probedPads),
    homeIndicatorPad(
      "iPad Air 11-inch (M4)", [], 820, 1180, os: (26, nil), provenance: .singleSource,
      citations: probedPads),
    homeIndicatorPad(
      "iPad Air 13-inch (M4)", [], 1024, 1366, os: (26, nil), provenance: .singleSource,
      citations: probedPads),
  ]
}
