import Foundation
import InsetModel
import Testing

/// The window of a device, on `version` or else the newest version before
/// iOS 26 it runs (these tests check the iOS 12–18 rules unless they say so).
private func screen(
  _ name: String, _ orientation: Orientation = .portrait,
  statusBar: StatusBarSetting? = nil, force: Bool = false, assumptions: Assumptions = Assumptions(),
  version: CGFloat? = nil
) throws -> ScreenResolution {
  let device: Device = try #require(DeviceCatalog.device(named: name))
  var setup = ScreenSetup()
  setup.device = device
  setup.orientation = orientation
  setup.statusBar = statusBar
  setup.iOSVersion = version ?? CGFloat(min(device.lastOS ?? 18, 18))
  return ScreenRules.resolve(setup, assumptions: assumptions, forceStatusBar: force)
}

@Suite("Device catalog")
struct DeviceCatalogTests {
  /// Every device the contract requires is known.
  @Test(arguments: [
    "iPhone SE (1st generation)", "iPhone 8", "iPhone 8 Plus", "iPhone X", "iPhone XS",
    "iPhone XS Max", "iPhone XR", "iPhone 11", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 12",
    "iPhone 13", "iPhone 13 mini", "iPhone 14", "iPhone 14 Pro", "iPhone 15 Pro", "iPhone 16 Pro",
    "iPhone 16 Pro Max", "iPad (9th generation)", "iPad Pro (11-inch)", "iPad Pro (12.9-inch)",
  ])
  func contractDeviceIsKnown(name: String) {
    // Xcode's bare names for the first 11- and 12.9-inch iPad Pros find those
    // models under their full names.
    let device = DeviceCatalog.device(named: name)
    #expect(device?.name == name || device?.aliases.contains(name) == true)
  }

  @Test func namesIgnoreCaseSpacesAndPunctuation() {
    #expect(DeviceCatalog.device(named: "iphone-14 PRO")?.name == "iPhone 14 Pro")
    #expect(
      DeviceCatalog.device(named: "iPhoneSE1stgeneration")?.name == "iPhone SE (1st generation)")
    #expect(DeviceCatalog.device(named: "iPhone 99") == nil)
    #expect(DeviceCatalog.device(named: "") == nil)
  }

  @Test func namesAndAliasesAreUnique() {
    let names = DeviceCatalog.all.flatMap { [$0.name] + $0.aliases }.map(Device.normalized)
    #expect(Set(names).count == names.count)
  }

  @Test func closestNamesForATypo() {
    #expect(DeviceCatalog.closestNames(to: "iPhone 14 Prp").first == "iPhone 14 Pro")
    #expect(
      DeviceCatalog.closestNames(to: "iPad Pro 11").first == "iPad Pro (11-inch) (1st generation)")
    // A name far longer than any in the catalog is compared by its start only.
    let huge = String(repeating: "iPhone 14 Prp", count: 100_000)
    #expect(DeviceCatalog.closestNames(to: huge).count == 3)
    #expect(DeviceCatalog.closestNames(to: "x", count: 5).count == 5)
  }

  @Test func everyEntryHasSourcesAndSaneNumbers() {
    for device in DeviceCatalog.all {
      #expect(!device.citations.isEmpty, "\(device.name)")
      #expect(device.firstOS <= (device.lastOS ?? 27), "\(device.name)")
      #expect(
        device.runs(device.lastOS.map { CGFloat($0) } ?? OSVersions.newest), "\(device.name)")
      #expect(!device.runs(CGFloat(max(device.firstOS, OSVersions.oldestCovered) - 1)), "\(device.name)")
      #expect(device.portraitSize.width < device.portraitSize.height, "\(device.name)")
      #expect(device.scale == 2 || device.scale == 3, "\(device.name)")
      // The iPhone Duo's status bar is a vertical strip (FoldableDisplay).
      #expect(device.statusBarHeight > 0 || device.foldableDisplay != nil, "\(device.name)")
    }
  }
}

@Suite("Screen rules")
struct ScreenRulesTests {
  @Test func homeButtonPhoneStatusBarIsItsOnlyInset() throws {
    #expect(
      try screen("iPhone 8").windowSafeAreaInsets
        == Insets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(try screen("iPhone 8", .landscapeLeft).windowSafeAreaInsets == .zero)
    #expect(try screen("iPhone 8", statusBar: .hidden).windowSafeAreaInsets == .zero)
    #expect(try screen("iPhone 8", .landscapeRight, statusBar: .visible).statusBarHeight == 20)
  }

  @Test func notchInsetIgnoresTheStatusBar() throws {
    let shown = try screen("iPhone X")
    let hidden = try screen("iPhone X", statusBar: .hidden)
    #expect(shown.windowSafeAreaInsets == hidden.windowSafeAreaInsets)
    #expect(hidden.statusBarHeight == 0)
    // A visible navigation bar shows it again in portrait (W235 ~1801).
    #expect(try screen("iPhone X", statusBar: .hidden, force: true).statusBarHeight == 44)
  }

  @Test func landscapeIsSymmetricAndRotatesTheSize() throws {
    let s = try screen("iPhone 14 Pro", .landscapeRight)
    #expect(s.windowSafeAreaInsets == Insets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(s.screenSize == CGSize(width: 852, height: 393))
    #expect(
      s.windowSafeAreaInsets == (try screen("iPhone 14 Pro", .landscapeLeft)).windowSafeAreaInsets)
    // From iOS 26 the home indicator takes 20 in landscape.
    #expect(
      try screen("iPhone 14 Pro", .landscapeRight, version: 26).windowSafeAreaInsets
        == Insets(top: 0, left: 59, bottom: 20, right: 59))
  }

  @Test func versionRules() throws {
    // iOS 11: a home-button window reads zero; the status bar still shows.
    let ios11 = try screen("iPhone 8", version: 11)
    #expect(ios11.windowSafeAreaInsets == .zero)
    #expect(ios11.statusBarHeight == 20)
    #expect(try screen("iPhone 8", version: 12).windowSafeAreaInsets.top == 20)
    // The XR and 11: 44 before iOS 14.
    #expect(try screen("iPhone XR", version: 13).windowSafeAreaInsets.top == 44)
    #expect(try screen("iPhone XR", version: 14).windowSafeAreaInsets.top == 48)
    // The 12 mini: inset 50 always, status bar 44 on iOS 14.
    let mini14 = try screen("iPhone 12 mini", version: 14)
    #expect(mini14.windowSafeAreaInsets.top == 50 && mini14.statusBarHeight == 44)
    #expect(try screen("iPhone 12 mini", version: 15).statusBarHeight == 50)
    // iPads with a home indicator: {24, 0, 20, 0}, then {32, 0, 25, 0} on 26.
    #expect(
      try screen("iPad Air (5th generation)", version: 18).windowSafeAreaInsets
        == Insets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(
      try screen("iPad Air (5th generation)", .landscapeLeft, version: 26).windowSafeAreaInsets
        == Insets(top: 32, left: 0, bottom: 25, right: 0))
    // The 2024 iPads: 25 at the bottom before 26 too.
    #expect(try screen("iPad Pro 11-inch (M4)", version: 18).windowSafeAreaInsets.bottom == 25)
    // iOS 26.0 keeps a hidden status bar's inset on a home-button device.
    #expect(
      try screen("iPhone SE (3rd generation)", statusBar: .hidden, version: 26).windowSafeAreaInsets
        .top == 20)
    #expect(
      try screen("iPhone SE (3rd generation)", statusBar: .hidden, version: 26.1)
        .windowSafeAreaInsets.top == 0)
    // Liquid Glass from iOS 26, with the SDK and without the opt-out.
    #expect(try screen("iPhone 17", version: 26).usesLiquidGlass)
    #expect(try !screen("iPhone 16", version: 18).usesLiquidGlass)
    var compatibility = ScreenSetup()
    compatibility.iOSVersion = 26
    compatibility.designRequiresCompatibility = true
    #expect(!compatibility.usesLiquidGlass)
    compatibility.sdkVersion = 27
    #expect(compatibility.usesLiquidGlass)
    compatibility.sdkVersion = 18
    compatibility.designRequiresCompatibility = false
    #expect(!compatibility.usesLiquidGlass)
  }

  @Test func assumptionsSwitchTheDisputedValues() throws {
    var a = Assumptions()
    a.landscapeHomeIndicatorInset = 24
    #expect(
      try screen("iPhone X", .landscapeLeft, assumptions: a).windowSafeAreaInsets.bottom == 24)
    a.iPhone15TopInset = 47
    #expect(try screen("iPhone 15", assumptions: a).windowSafeAreaInsets.top == 47)
    #expect(try screen("iPhone 15 Pro", assumptions: a).windowSafeAreaInsets.top == 59)
  }

  @Test func iOSVersionChangesTheXRTopInset() throws {
    var setup = ScreenSetup()
    setup.device = DeviceCatalog.device(named: "iPhone XR")
    setup.iOSVersion = 13.7
    #expect(
      ScreenRules.resolve(setup, assumptions: Assumptions(), forceStatusBar: false)
        .windowSafeAreaInsets.top == 44)
    setup.iOSVersion = 14
    #expect(
      ScreenRules.resolve(setup, assumptions: Assumptions(), forceStatusBar: false)
        .windowSafeAreaInsets.top == 48)
  }

  @Test func sizeClasses() throws {
    let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
    #expect(try screen("iPhone 8").sizeClasses == compactRegular)
    #expect(
      try screen("iPhone 8", .landscapeLeft).sizeClasses
        == SizeClasses(horizontal: .compact, vertical: .compact))
    #expect(
      try screen("iPhone 8 Plus", .landscapeLeft).sizeClasses
        == SizeClasses(horizontal: .regular, vertical: .compact))
    #expect(
      try screen("iPad Air 2", .landscapeLeft).sizeClasses
        == SizeClasses(horizontal: .regular, vertical: .regular))
    var setup = ScreenSetup()
    setup.device = DeviceCatalog.device(named: "iPad Air 2")
    setup.multitasking = .slideOver
    #expect(
      ScreenRules.resolve(setup, assumptions: Assumptions(), forceStatusBar: false).sizeClasses
        == compactRegular)
  }

  @Test func bareScreen() {
    var setup = ScreenSetup()
    setup.screenSize = CGSize(width: 800, height: 400)
    let s = ScreenRules.resolve(setup, assumptions: Assumptions(), forceStatusBar: true)
    #expect(s.windowSafeAreaInsets == .zero)
    #expect(s.statusBarHeight == 0)
    #expect(s.sizeClasses == SizeClasses(horizontal: .compact, vertical: .compact))
  }
}

@Suite("Container rules")
struct ContainerRulesTests {
  private func resolve(_ device: String, _ configure: (inout ViewControllerSetup) -> Void) throws
    -> ContainerResolution
  {
    var scene = LayoutScene()
    let found = try #require(DeviceCatalog.device(named: device))
    scene.screen.device = found
    scene.screen.iOSVersion = CGFloat(min(found.lastOS ?? 18, 18))
    configure(&scene.controller)
    return scene.resolve().containers
  }

  @Test func barsStackAndTheHomeIndicatorGoesToTheLowest() throws {
    let r = try resolve("iPhone X") {
      $0.navigationBar = .visible
      $0.tabBar = .visible
      $0.toolbar = .visible
    }
    #expect(r.tabBarFrame == CGRect(x: 0, y: 729, width: 375, height: 83))
    #expect(r.toolbarFrame == CGRect(x: 0, y: 685, width: 375, height: 44))
    #expect(r.navigationBarFrame == CGRect(x: 0, y: 44, width: 375, height: 44))
    #expect(r.barsSafeAreaInsets == Insets(top: 88, left: 0, bottom: 127, right: 0))
  }

  @Test func opaqueBarsMoveTheRootViewAndLeaveNoInset() throws {
    let r = try resolve("iPhone 8") {
      $0.navigationBar = .visible
      $0.tabBar = .visible
      $0.isTranslucent = false
    }
    #expect(r.rootFrame == CGRect(x: 0, y: 64, width: 375, height: 554))
    #expect(r.barsSafeAreaInsets == .zero)
    #expect(r.topLayoutGuide == 0)
    #expect(r.bottomLayoutGuide == 0)
  }

  @Test func legacyContentInsetNeedsEveryCondition() {
    let inset = Insets(all: 10)
    func legacy(_ container: Bool, _ auto: Bool, _ content: Bool) -> Insets {
      ScrollViewRules.legacyContentInset(
        contentInset: inset, topLayoutGuide: 64, bottomLayoutGuide: 49, isInContainer: container,
        automaticallyAdjustsScrollViewInsets: auto, isContentScrollView: content)
    }
    #expect(legacy(true, true, true) == Insets(top: 74, left: 10, bottom: 59, right: 10))
    #expect(legacy(false, true, true) == inset)
    #expect(legacy(true, false, true) == inset)
    #expect(legacy(true, true, false) == inset)
  }

  @Test func barMetrics() {
    let compact = SizeClasses(horizontal: .compact, vertical: .compact)
    let wide = SizeClasses(horizontal: .regular, vertical: .compact)
    let portrait = SizeClasses(horizontal: .compact, vertical: .regular)
    func nav(
      _ idiom: Device.Idiom, _ s: SizeClasses, large: Bool = false, _ version: CGFloat = 18,
      glass: Bool = false, island: Bool = true
    ) -> CGFloat {
      BarMetrics.navigationBarHeight(
        idiom: idiom, sizeClasses: s, prefersLargeTitles: large, iOSVersion: version,
        liquidGlass: glass, hasDynamicIsland: island)
    }
    #expect(nav(.phone, compact, large: true) == 32)
    #expect(nav(.phone, wide) == 44)
    #expect(nav(.phone, portrait, large: true) == 96)
    #expect(nav(.pad, portrait, 11) == 44)
    #expect(nav(.pad, portrait, 12) == 50)
    #expect(nav(.pad, portrait, large: true, 11) == 96)
    #expect(nav(.phone, portrait, 26, glass: true) == 54)
    #expect(nav(.phone, portrait, large: true, 26, glass: true) == 106)
    #expect(nav(.phone, compact, 26, glass: true) == 54)
    // The SE simulator's 54 in landscape; GKNavigationBar's 32 is the assumption's other value.
    #expect(nav(.phone, compact, 26, glass: true, island: false) == 54)
    #expect(
      BarMetrics.navigationBarHeight(
        idiom: .phone, sizeClasses: compact, prefersLargeTitles: false, iOSVersion: 26,
        liquidGlass: true, hasDynamicIsland: false, glassCompactWithoutIsland: 32) == 32)
    #expect(
      BarMetrics.navigationBarHeight(
        idiom: .phone, sizeClasses: compact, prefersLargeTitles: false, iOSVersion: 26,
        liquidGlass: true, hasDynamicIsland: true, glassCompactWithoutIsland: 32) == 54)
    #expect(nav(.pad, portrait, 26, glass: true) == 54)
    #expect(
      BarMetrics.tabBarContentHeight(idiom: .phone, sizeClasses: compact, iOSVersion: 18) == 32)
    #expect(BarMetrics.tabBarContentHeight(idiom: .phone, sizeClasses: wide, iOSVersion: 18) == 49)
    #expect(
      BarMetrics.tabBarContentHeight(idiom: .pad, sizeClasses: portrait, iOSVersion: 11) == 49)
    #expect(
      BarMetrics.tabBarContentHeight(idiom: .pad, sizeClasses: portrait, iOSVersion: 12) == 50)
    #expect(
      BarMetrics.toolbarContentHeight(idiom: .pad, sizeClasses: portrait, iOSVersion: 18) == 50)
    #expect(
      BarMetrics.toolbarContentHeight(idiom: .pad, sizeClasses: portrait, iOSVersion: 11) == 44)
    #expect(
      BarMetrics.toolbarContentHeight(
        idiom: .phone, sizeClasses: portrait, iOSVersion: 16, matchesTabBar: true) == 49)
    #expect(
      BarMetrics.toolbarContentHeight(
        idiom: .phone, sizeClasses: compact, iOSVersion: 16, matchesTabBar: true) == 32)
  }

  @Test func multitaskingWidthsAreSnapshotTestingsConfigurations() {
    func width(_ m: Multitasking, _ w: CGFloat, _ h: CGFloat) -> CGFloat {
      ScreenRules.multitaskingWidth(m, screen: CGSize(width: w, height: h))
    }
    // Every configuration of swift-snapshot-testing's View.swift.
    #expect(width(.oneThird, 1024, 768) == 320)
    #expect(width(.half, 1024, 768) == 507)
    #expect(width(.twoThirds, 1024, 768) == 694)
    #expect(width(.twoThirds, 768, 1024) == 438)
    #expect(width(.half, 1080, 810) == 535)
    #expect(width(.twoThirds, 1080, 810) == 750)
    #expect(width(.twoThirds, 810, 1080) == 480)
    #expect(width(.half, 1112, 834) == 551)
    #expect(width(.twoThirds, 1112, 834) == 782)
    #expect(width(.twoThirds, 834, 1112) == 504)
    #expect(width(.oneThird, 1194, 834) == 375)
    #expect(width(.half, 1194, 834) == 592)
    #expect(width(.twoThirds, 1194, 834) == 809)
    #expect(width(.oneThird, 834, 1194) == 320)
    #expect(width(.twoThirds, 834, 1194) == 504)
    #expect(width(.oneThird, 1366, 1024) == 375)
    #expect(width(.half, 1366, 1024) == 678)
    #expect(width(.twoThirds, 1366, 1024) == 981)
    #expect(width(.oneThird, 1024, 1366) == 375)
    #expect(width(.twoThirds, 1024, 1366) == 639)
    #expect(width(.fullScreen, 1024, 1366) == 1024)
  }
}

@Suite("Layout margin rules")
struct LayoutMarginRulesTests {
  let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

  @Test func preservingIsDistanceAware() {
    let superMargins = Insets(top: 20, left: 16, bottom: 0, right: 16)
    func margins(_ frame: CGRect) -> Insets {
      LayoutMarginRules.layoutMargins(
        own: Insets(all: 8), safeAreaInsets: .zero, insetsFromSafeArea: true,
        preservesSuperviewLayoutMargins: true, superviewLayoutMargins: superMargins,
        superviewBounds: bounds, frame: frame)
    }
    #expect(margins(bounds) == Insets(top: 20, left: 16, bottom: 8, right: 16))
    #expect(margins(CGRect(x: 10, y: 30, width: 300, height: 500)) == Insets(all: 8))
    #expect(margins(CGRect(x: 4, y: 0, width: 371, height: 667)).left == 12)
  }

  @Test func flushWithNoSafeAreaIsTheSeedsMaxRule() {
    let own = Insets(top: 20, left: 4, bottom: 20, right: 30)
    let superMargins = Insets(top: 0, left: 16, bottom: 0, right: 16)
    let m = LayoutMarginRules.layoutMargins(
      own: own, safeAreaInsets: .zero, insetsFromSafeArea: true,
      preservesSuperviewLayoutMargins: true, superviewLayoutMargins: superMargins,
      superviewBounds: bounds, frame: bounds)
    #expect(m == Insets.max(own, superMargins))
  }

  @Test func rootMarginsRespectTheMinimumInTheLayoutDirection() {
    let minimum = LayoutMarginRules.systemMinimumLayoutMargins(horizontalSizeClass: .compact)
    #expect(minimum == DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    let m = LayoutMarginRules.rootLayoutMargins(
      own: DirectionalInsets(top: 0, leading: 30, bottom: 0, trailing: 5),
      systemMinimum: minimum, respectsSystemMinimum: true, safeAreaInsets: .zero,
      insetsFromSafeArea: true, direction: .rightToLeft)
    #expect(m == Insets(top: 0, left: 16, bottom: 0, right: 30))
    #expect(
      LayoutMarginRules.systemMinimumLayoutMargins(horizontalSizeClass: .regular).leading == 20)
  }

  @Test func readableGuideIsCentredAndNeverWider() {
    let wide = CGRect(x: 8, y: 28, width: 1008, height: 732)
    #expect(
      LayoutMarginRules.readableContentGuideFrame(marginsGuide: wide, readableWidth: 672)
        == CGRect(x: 176, y: 28, width: 672, height: 732))
    let narrow = CGRect(x: 8, y: 28, width: 359, height: 631)
    #expect(
      LayoutMarginRules.readableContentGuideFrame(marginsGuide: narrow, readableWidth: 672)
        == narrow)
  }
}

@Suite("Version text")
struct VersionTextTests {
  /// Versions print as people write them; a whole number past `Int`'s range
  /// (found by the reader fuzz target) prints in %g rather than trap.
  @Test func versionsPrintWithoutTrapping() {
    #expect(CGFloat(26).formattedVersion == "26")
    #expect(CGFloat(27.1).formattedVersion == "27.1")
    #expect(CGFloat(-0.0).formattedVersion == "0")
    #expect(CGFloat(1.5e60).formattedVersion == "1.5e+60")
    #expect(CGFloat(-1e19).formattedVersion == "-1e+19")
    #expect(CGFloat.infinity.formattedVersion == "inf")
  }
}
