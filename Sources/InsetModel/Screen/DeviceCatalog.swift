import Foundation

/// The devices InsetModel knows, by Xcode simulator name.
///
/// Insets and sizes: uikit-facts §8 (QMUI primary; SST, DF cross-checks).
/// Scales: Apple's published resolutions (2x for the SE 1st generation, the
/// 4.7-inch phones, the XR and 11, and the iPads; 3x for the Plus phones, X, XS,
/// XS Max, 11 Pro, 11 Pro Max and every iPhone from the 12 family on).
public enum DeviceCatalog {
  /// Every device, phones first, smallest first.
  public static let all: [Device] = phones + pads

  /// The device called `name` (or one of its aliases), matched ignoring case,
  /// spaces and punctuation.
  ///
  ///     DeviceCatalog.device(named: "iphone-14 PRO")?.portraitSize  // (393, 852)
  public static func device(named name: String) -> Device? {
    index[Device.normalized(name)].map { all[$0] }
  }

  /// The catalog's names closest to `name`, best first, for an error message.
  ///
  /// Only as much of `name` is compared as could be within a typo's distance
  /// (a third of its length, as for the scenario tables' suggestions) of the
  /// longest name: past that every name is as far, so a megabyte-long name
  /// costs what a 50-character one does. A name that cannot beat the
  /// `count` best so far is given up as soon as its distance passes theirs.
  public static func closestNames(to name: String, count: Int = 3) -> [String] {
    guard count > 0 else { return [] }
    let names = all.map { device in
      ([device.name] + device.aliases).map { Array(Device.normalized($0).unicodeScalars) }
    }
    let longest = names.joined().map(\.count).max() ?? 0
    var limit = longest
    while limit + 1 - longest <= max(1, (limit + 1) / 3) { limit += 1 }
    let target = Array(Device.normalized(name).unicodeScalars.prefix(limit))
    // The best so far, by distance and then catalog order.
    var best: [(index: Int, distance: Int)] = []
    for (i, candidates) in names.enumerated() {
      // A later device must be strictly closer than the last kept one.
      let bound = best.count < count ? Int.max : best[best.count - 1].distance - 1
      var closest: Int?
      for candidate in candidates {
        if let d = distance(target, candidate, atMost: min(bound, closest.map { $0 - 1 } ?? bound))
        {
          closest = d
        }
      }
      guard let d = closest else { continue }
      let at = best.firstIndex { $0.distance > d } ?? best.count
      best.insert((i, d), at: at)
      if best.count > count { best.removeLast() }
    }
    return best.map { all[$0.index].name }
  }

  private static let index: [String: Int] = {
    var index: [String: Int] = [:]
    for (i, device) in all.enumerated() {
      for name in [device.name] + device.aliases where index[Device.normalized(name)] == nil {
        index[Device.normalized(name)] = i
      }
    }
    return index
  }()

  /// The edit distance of `a` and `b` if it is at most `bound`, else nil;
  /// only the cells within `bound` of the diagonal are computed, and the
  /// work stops at a row with none within it.
  private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int)
    -> Int?
  {
    guard bound >= 0, abs(a.count - b.count) <= bound else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let far = bound == Int.max ? Int.max - 1 : bound + 1
    let band = min(bound, max(a.count, b.count))
    var previous = (0...b.count).map { min($0, far) }
    var current = [Int](repeating: far, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - band)
      let high = min(b.count, i + band)
      current[0] = min(i, far)
      if low > 1 { current[low - 1] = far }
      var rowBest = current[0]
      for j in low...high {
        let value = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), far
        )
        current[j] = value
        rowBest = min(rowBest, value)
      }
      if high < b.count { current[high + 1] = far }
      guard rowBest <= bound else { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= bound ? previous[b.count] : nil
  }

  // MARK: Phones

  /// Home-button phones: a 20 pt status bar and nothing else (uikit-facts §2, §8).
  private static func homeButtonPhone(
    _ name: String, _ aliases: [String], _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    regularWidthInLandscape: Bool = false
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .phone,
      portraitSize: CGSize(width: width, height: height), scale: scale, topHardware: .bezel,
      statusBarHeight: 20,  // uikit-facts §2 (SEED 004, UYL, QMUI)
      hasHomeIndicator: false, isRegularWidthInLandscape: regularWidthInLandscape,
      sources: "QMUI; SST; DF; Apple resolutions")
  }

  /// Notch phones: a sensor housing inset that the status bar matches
  /// (uikit-facts §8).
  private static func notchPhone(
    _ name: String, _ aliases: [String], _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    top: CGFloat, regularWidthInLandscape: Bool = false, sources: String = "QMUI; SST; DF",
    topBeforeIOS14: CGFloat? = nil
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .phone,
      portraitSize: CGSize(width: width, height: height), scale: scale, topHardware: .notch,
      sensorHousingInset: top, statusBarHeight: top, hasHomeIndicator: true,
      isRegularWidthInLandscape: regularWidthInLandscape, sources: sources,
      topInsetBeforeIOS14: topBeforeIOS14)
  }

  /// The Dynamic Island phones' status bar: 54 pt against a 59 pt inset
  /// (QMUI; uikit-facts §2).
  static let dynamicIslandStatusBar: CGFloat = 54  // QMUI, uikit-facts §2

  /// How far a navigation bar overlaps a 59 pt Dynamic Island inset: 5.333 pt
  /// (16 px at 3x), so the bar starts at 53.667 and ends at 97.667
  /// (kouki.hatenadiary 2022-10-18, iPhone 14 Pro: "5.333..."; a root view
  /// reading 97.666 under a navigation bar on the iPhone 14 Pro Max, Stack
  /// Overflow via thedebonair.co.uk). QMUI's and WRNavigationBar #202's "about
  /// 98" agree to the nearest point.
  static let dynamicIslandNavigationBarOverlap: CGFloat = 16.0 / 3.0  // kouki.hatenadiary; Stack Overflow

  private static func dynamicIslandPhone(
    _ name: String, _ aliases: [String], _ width: CGFloat, _ height: CGFloat, top: CGFloat,
    statusBar: CGFloat, overlap: CGFloat, regularWidthInLandscape: Bool = false, sources: String,
    disputed: Bool = false
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .phone,
      portraitSize: CGSize(width: width, height: height), scale: 3, topHardware: .dynamicIsland,
      sensorHousingInset: top, statusBarHeight: statusBar, navigationBarOverlap: overlap,
      hasHomeIndicator: true, isRegularWidthInLandscape: regularWidthInLandscape, sources: sources,
      hasDisputedTopInset: disputed)
  }

  static let phones: [Device] = [
    // 320x568 @2x (uikit-facts §8).
    homeButtonPhone(
      "iPhone SE (1st generation)", ["iPhone SE", "iPhone 5s", "iPhone 5"], 320, 568, scale: 2),
    // 375x667 @2x: 6/7/8, SE 2nd/3rd generation (uikit-facts §8).
    homeButtonPhone("iPhone 6s", ["iPhone 6"], 375, 667, scale: 2),
    homeButtonPhone("iPhone 7", [], 375, 667, scale: 2),
    homeButtonPhone("iPhone 8", [], 375, 667, scale: 2),
    homeButtonPhone("iPhone SE (2nd generation)", [], 375, 667, scale: 2),
    homeButtonPhone("iPhone SE (3rd generation)", [], 375, 667, scale: 2),
    // 414x736 @3x: the Plus phones, regular width in landscape (uikit-facts §8; SEED 003).
    homeButtonPhone(
      "iPhone 6s Plus", ["iPhone 6 Plus"], 414, 736, scale: 3, regularWidthInLandscape: true),
    homeButtonPhone("iPhone 7 Plus", [], 414, 736, scale: 3, regularWidthInLandscape: true),
    homeButtonPhone("iPhone 8 Plus", [], 414, 736, scale: 3, regularWidthInLandscape: true),
    // 375x812 @3x, top 44 (uikit-facts §8).
    notchPhone("iPhone X", [], 375, 812, scale: 3, top: 44),
    notchPhone("iPhone XS", [], 375, 812, scale: 3, top: 44),
    notchPhone("iPhone 11 Pro", [], 375, 812, scale: 3, top: 44),
    // 414x896 @3x, top 44 (uikit-facts §8).
    notchPhone("iPhone XS Max", [], 414, 896, scale: 3, top: 44, regularWidthInLandscape: true),
    notchPhone("iPhone 11 Pro Max", [], 414, 896, scale: 3, top: 44, regularWidthInLandscape: true),
    // 414x896 @2x, top 48 from iOS 14, 44 before (uikit-facts §8; see `iOSVersion`).
    notchPhone(
      "iPhone XR", [], 414, 896, scale: 2, top: 48, regularWidthInLandscape: true,
      topBeforeIOS14: 44),  // uikit-facts §8: 44 before iOS 14
    notchPhone(
      "iPhone 11", [], 414, 896, scale: 2, top: 48, regularWidthInLandscape: true,
      topBeforeIOS14: 44),  // uikit-facts §8: 44 before iOS 14
    // 375x812 @3x, top 50 (iOS 15+; uikit-facts §8).
    notchPhone("iPhone 12 mini", [], 375, 812, scale: 3, top: 50),
    notchPhone("iPhone 13 mini", [], 375, 812, scale: 3, top: 50),
    // 390x844 @3x, top 47 (uikit-facts §8).
    notchPhone("iPhone 12", [], 390, 844, scale: 3, top: 47),
    notchPhone("iPhone 12 Pro", [], 390, 844, scale: 3, top: 47),
    notchPhone("iPhone 13", [], 390, 844, scale: 3, top: 47),
    notchPhone("iPhone 13 Pro", [], 390, 844, scale: 3, top: 47),
    notchPhone("iPhone 14", [], 390, 844, scale: 3, top: 47),
    // 428x926 @3x, top 47 (uikit-facts §8).
    notchPhone("iPhone 12 Pro Max", [], 428, 926, scale: 3, top: 47, regularWidthInLandscape: true),
    notchPhone("iPhone 13 Pro Max", [], 428, 926, scale: 3, top: 47, regularWidthInLandscape: true),
    notchPhone("iPhone 14 Plus", [], 428, 926, scale: 3, top: 47, regularWidthInLandscape: true),
    // 393x852 @3x, top 59 (uikit-facts §8; flutter/flutter #120682 measured the 14 Pro).
    dynamicIslandPhone(
      "iPhone 14 Pro", [], 393, 852, top: 59, statusBar: dynamicIslandStatusBar,
      overlap: dynamicIslandNavigationBarOverlap,
      sources: "QMUI; DF; flutter/flutter #120682; kouki.hatenadiary"),
    dynamicIslandPhone(
      "iPhone 15", [], 393, 852, top: 59, statusBar: dynamicIslandStatusBar,
      overlap: dynamicIslandNavigationBarOverlap,
      sources: "DF (59) vs QMUI (47): assumeIPhone15TopInset", disputed: true),
    dynamicIslandPhone(
      "iPhone 15 Pro", [], 393, 852, top: 59, statusBar: dynamicIslandStatusBar,
      overlap: dynamicIslandNavigationBarOverlap, sources: "QMUI; DF"
    ),
    dynamicIslandPhone(
      "iPhone 16", [], 393, 852, top: 59, statusBar: dynamicIslandStatusBar,
      overlap: dynamicIslandNavigationBarOverlap, sources: "QMUI; DF"),
    // 430x932 @3x, top 59 (uikit-facts §8).
    dynamicIslandPhone(
      "iPhone 14 Pro Max", [], 430, 932, top: 59, statusBar: dynamicIslandStatusBar,
      overlap: dynamicIslandNavigationBarOverlap,
      regularWidthInLandscape: true, sources: "QMUI; DF; Stack Overflow (97.667 under a bar)"),
    dynamicIslandPhone(
      "iPhone 15 Plus", [], 430, 932, top: 59, statusBar: dynamicIslandStatusBar,
      overlap: dynamicIslandNavigationBarOverlap,
      regularWidthInLandscape: true, sources: "DF (59) vs QMUI (47): assumeIPhone15TopInset",
      disputed: true),
    dynamicIslandPhone(
      "iPhone 15 Pro Max", [], 430, 932, top: 59, statusBar: dynamicIslandStatusBar,
      overlap: dynamicIslandNavigationBarOverlap,
      regularWidthInLandscape: true, sources: "QMUI; DF"),
    dynamicIslandPhone(
      "iPhone 16 Plus", [], 430, 932, top: 59, statusBar: dynamicIslandStatusBar,
      overlap: dynamicIslandNavigationBarOverlap,
      regularWidthInLandscape: true, sources: "QMUI; DF"),
    // 402x874 and 440x956 @3x, top 62 (uikit-facts §8). No measurement of their
    // status bar or navigation bar is known: the status bar is taken equal to
    // the inset and the bar starts at it, as on every phone before the
    // Dynamic Island (a documented assumption).
    dynamicIslandPhone(
      "iPhone 16 Pro", [], 402, 874, top: 62, statusBar: 62, overlap: 0,
      sources: "QMUI; DF; status bar assumed equal to the inset"),
    dynamicIslandPhone(
      "iPhone 16 Pro Max", [], 440, 956, top: 62, statusBar: 62, overlap: 0,
      regularWidthInLandscape: true,
      sources: "QMUI; DF; status bar assumed equal to the inset"),
  ]

  // MARK: Pads

  /// iPads with a Home button: a 20 pt status bar in both orientations
  /// (uikit-facts §8).
  private static func homeButtonPad(
    _ name: String, _ aliases: [String], _ width: CGFloat, _ height: CGFloat
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .pad, portraitSize: CGSize(width: width, height: height),
      scale: 2, topHardware: .bezel, statusBarHeight: 20, hasHomeIndicator: false,
      sources: "QMUI; SST; DF; Apple resolutions")
  }

  /// iPads with a home indicator: a 24 pt status bar and a 20 pt home indicator
  /// in both orientations, `{24, 0, 20, 0}` (SST; QMUI gives the 20 pt bottom).
  /// DF's `{0, 24, 20, 24}` in landscape is for the M4 models, which are not here.
  private static func homeIndicatorPad(
    _ name: String, _ aliases: [String], _ width: CGFloat, _ height: CGFloat
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .pad, portraitSize: CGSize(width: width, height: height),
      scale: 2, topHardware: .bezel, statusBarHeight: 24, hasHomeIndicator: true,
      sources: "SST; QMUI; Apple resolutions")
  }

  static let pads: [Device] = [
    homeButtonPad("iPad Air 2", ["iPad mini 4", "iPad (5th generation)"], 768, 1024),
    homeButtonPad("iPad (6th generation)", [], 768, 1024),
    homeButtonPad("iPad (7th generation)", ["iPad (8th generation)"], 810, 1080),
    homeButtonPad("iPad (9th generation)", [], 810, 1080),
    homeButtonPad("iPad Pro (10.5-inch)", ["iPad Air (3rd generation)"], 834, 1112),
    homeIndicatorPad(
      "iPad Pro (11-inch)",
      ["iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch) (2nd generation)"], 834, 1194),
    homeIndicatorPad(
      "iPad Pro (12.9-inch)",
      [
        "iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)",
        "iPad Pro (12.9-inch) (5th generation)", "iPad Pro (12.9-inch) (6th generation)",
      ], 1024, 1366),
  ]
}
