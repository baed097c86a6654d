import Foundation
import InsetModel

extension ContentSizeCategory: ScenarioEnum {}

extension Vocabulary {
  // MARK: Screen

  static let screenKeys: [ScenarioKey] = [
    .input(
      "device", .screen, \.screen.device,
      default: "none: a bare screen of `screenSize` with zero insets and no status bar",
      meaning: "the device, by Xcode simulator name (case, spaces and punctuation ignored)",
      facts: [Facts.screenSizes, Facts.bareScreen]),
    .input(
      "orientation", .screen, \.screen.orientation,
      meaning: "the interface orientation; `landscape` is `landscapeLeft`", facts: []),
    .input(
      "statusBar", .screen, \.screen.statusBar,
      default: "hidden on iPhone in landscape, else visible",
      meaning: "whether the status bar shows; on notch and Dynamic Island phones hiding it "
        + "changes no inset, and a visible navigation bar shows it in portrait",
      facts: [Facts.statusBarVisibility]),
    .input(
      "iOSVersion", .screen, \.screen.iOSVersion,
      default: "the newest the `device` runs (16 on an iPhone X); a bare screen "
        + OSVersions.newest.formattedVersion,
      notation: Vocabulary.osVersionNotation,
      meaning: "the OS version the device runs (7 to 27.1; a device runs only its own range, "
        + "which `insets devices` lists): values that changed between versions follow it; iOS "
        + "7–10 have no safe area (an output that arrived later is an error at its cell)",
      facts: [Facts.osRanges, Facts.ios27MatchesIOS26, Facts.legacyVersions, Facts.legacyDevices],
      sample: { g in g.pick(["11", "12", "13", "14", "15", "16", "17", "18", "26", "26.0", "27.1"])
      }, set: { $0.screen.iOSVersion = $1 }),
    .input(
      "sdkVersion", .screen, \.screen.sdkVersion, default: "the `iOSVersion`",
      notation: Vocabulary.osVersionNotation,
      meaning: "the SDK the app is built with: built before iOS 26, it keeps the earlier bars on "
        + "iOS 26 and later; built with iOS 11, an iPad keeps its 44-pt bars on iPadOS 12",
      facts: [Facts.liquidGlass, Facts.padBarsBeforeIOS12],
      sample: { g in g.pick(["18", "26", "27"]) }),
    .input(
      "UIDesignRequiresCompatibility", .screen, \.screen.designRequiresCompatibility,
      meaning: "the Info.plist key: built with the iOS 26 SDK, the app keeps the bars of earlier "
        + "SDKs (the iOS 27 SDK ignores it)", facts: [Facts.liquidGlass]),
    .input(
      "multitasking", .screen, \.screen.multitasking,
      meaning: "an iPad's share of the screen, which decides its size classes; pin `screenSize` "
        + "for the window's width", facts: [Facts.sizeClasses]),
    .input(
      "screenSize", .screen, \.screen.screenSize,
      default: "the device's, rotated; bare screen {375, 667}", meaning: "window size in points",
      facts: [Facts.screenSizes, Facts.bareScreen],
      sample: { g in CGSize(width: g.length(200...1_400), height: g.length(300...1_400)).formatted }
    ),
    .output(
      "screenSize?", .screen, CGSize.self, reads: [.screenSize], meaning: "window size in points",
      facts: [Facts.screenSizes, Facts.bareScreen], read: { $0.screenSize }),
    .input(
      "scale", .screen, \.screen.scale, default: "the device's; bare screen 2",
      meaning: "points to pixels", facts: [Facts.screenSizes, Facts.bareScreen],
      sample: { g in g.pick(["1", "2", "3"]) }),
    .output(
      "scale?", .screen, CGFloat.self, reads: [.scale], meaning: "points to pixels",
      facts: [Facts.screenSizes], read: { $0.scale }),
    .output(
      "windowSafeAreaInsets?", .screen, Insets.self, reads: [.windowSafeAreaInsets],
      meaning: "the window's safe area",
      facts: [Facts.homeButtonPhoneInsets, Facts.sensorHousingInsets, Facts.padHomeIndicator],
      read: { $0.windowSafeAreaInsets }),
    .output(
      "statusBarHeight?", .screen, CGFloat.self, reads: [.statusBarHeight],
      meaning: "the status bar's height, 0 when hidden",
      facts: [Facts.statusBarVisibility, Facts.dynamicIslandStatusBar],
      read: { $0.screen.statusBarHeight }),
    .output(
      "horizontalSizeClass?", .screen, SizeClass.self, reads: [.sizeClasses],
      meaning: "the window's horizontal size class", facts: [Facts.sizeClasses],
      read: { $0.screen.sizeClasses.horizontal }),
    .output(
      "verticalSizeClass?", .screen, SizeClass.self, reads: [.sizeClasses],
      meaning: "the window's vertical size class", facts: [Facts.sizeClasses],
      read: { $0.screen.sizeClasses.vertical }),
  ]
}

extension Vocabulary {
  /// How an OS version is written (`iOSVersion`, `sdkVersion`): a number,
  /// read as a version.
  static let osVersionNotation = "an OS version such as `26`, `18.4` or `27.1`"

  /// The screen's traits an app sets: full-screen only, the text size.
  static let screenTraitKeys: [ScenarioKey] = [
    .input(
      "UIRequiresFullScreen", .screen, \.traits.requiresFullScreen,
      meaning: "the Info.plist key: an iPad app in a compatibility mode out of multitasking and "
        + "dynamic resizing, full screen only (deprecated from iPadOS 26)",
      facts: [Facts.requiresFullScreen]),
    .input(
      "preferredContentSizeCategory", .screen, \.traits.preferredContentSizeCategory,
      meaning: "the text size (Dynamic Type): the readable content width follows it, published "
        + "only at `large`; another size takes `assumeReadableContentWidthAtTextSize`",
      facts: [Facts.readableWidth, Facts.readableWidthAtTextSize]),
  ]
}
