import Foundation

/// The window, as a device and orientation give it.
public struct ScreenResolution: Sendable, Hashable {
  /// The window size in points.
  public var screenSize: CGSize
  /// Points to pixels.
  public var scale: CGFloat
  /// Whether the status bar shows.
  public var isStatusBarVisible: Bool
  /// The status bar's height, 0 when hidden.
  public var statusBarHeight: CGFloat
  /// The window's `safeAreaInsets`.
  public var windowSafeAreaInsets: Insets
  /// The window's trait collection size classes.
  public var sizeClasses: SizeClasses
  /// The home indicator's inset at the bottom, 0 without one.
  public var homeIndicatorInset: CGFloat
  /// The idiom the bars follow (a bare screen uses the phone's).
  public var idiom: Device.Idiom
  /// How far a navigation bar overlaps the top inset (a Dynamic Island's,
  /// before iOS 26).
  public var navigationBarOverlap: CGFloat
  /// The OS version the scene runs.
  public var iOSVersion: CGFloat
  /// The SDK the app is built with (the OS version when the scene does not
  /// say): UIKit keeps an older SDK's bars ([hacknicity-ipad-ios12]).
  public var sdkVersion: CGFloat
  /// Whether the bars are iOS 26's Liquid Glass ones.
  public var usesLiquidGlass: Bool
  /// What sits at the top of the screen; `nil` for a bare screen.
  public var topHardware: Device.TopHardware?

  /// The window on the screen: a free-form iPad window, its controls, a
  /// foldable's strip and hinge (``WindowRules``).
  public var window = WindowGeometry()

  /// The version whose bars an app sees: the older of the OS it runs and the
  /// SDK it is built with. An iOS 11 build keeps 44-pt iPad bars on iPadOS 12
  /// ([hacknicity-ipad-ios12], ``Facts/padBarsBeforeIOS12``).
  @inlinable public var barsVersion: CGFloat { min(iOSVersion, sdkVersion) }
}

/// How the window's size, status bar, safe area and size classes follow from
/// the device, its orientation and the OS version.
public enum ScreenRules {
  /// The window for `screen`. `forceStatusBar` is set when a navigation bar is
  /// shown: on a notch or Dynamic Island phone a navigation controller shows
  /// the status bar whenever its bar is visible (``Facts/statusBarVisibility``).
  /// Each derived quantity is reported to `tracer` with the facts it rests on.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func resolve<Tracer: DerivationTracer>(
    _ screen: ScreenSetup, assumptions: Assumptions, forceStatusBar: Bool, tracer: inout Tracer
  ) -> ScreenResolution {
    // MARK: A foldable's display has rules of its own.
    if let device = screen.device, let display = device.foldableDisplay {
      return FoldableRules.resolve(
        screen, device: device, display: display, assumptions: assumptions, tracer: &tracer)
    }
    let r = resolve(screen, assumptions: assumptions, forceStatusBar: forceStatusBar)
    guard Tracer.isRecording else { return r }
    let deviceFacts: [Fact] =
      screen.device.map { Self.facts(for: $0, screen: screen) } ?? [Facts.bareScreen]
    let place =
      screen.device.map { "\($0.name), \(screen.orientation.rawValue)" } ?? "bare screen"
    tracer.record(
      .screenSize, r.screenSize,
      rule: screen.screenSize == nil ? "\(place): the screen in points" : "pinned by the scene",
      facts: screen.device == nil ? [Facts.bareScreen] : [Facts.screenSizes])
    tracer.record(
      .scale, r.scale, rule: "\(place): points to pixels",
      facts: screen.device == nil ? [Facts.bareScreen] : [Facts.screenSizes])
    if let height = freeToolbarHeight(r, device: screen.device) {
      tracer.record(
        .freeToolbarHeight, height,
        rule: "\(place), Liquid Glass: a free UIToolbar's intrinsic height on "
          + (r.idiom == .pad ? "an iPad" : "a phone"),
        facts: [Facts.glassFreeToolbarHeight])
    }
    tracer.record(
      .statusBarHeight, r.statusBarHeight,
      rule: "\(place), status bar \(r.isStatusBarVisible ? "visible" : "hidden")",
      facts: [Facts.statusBarVisibility] + deviceFacts)
    tracer.record(
      .windowSafeAreaInsets, r.windowSafeAreaInsets,
      rule: r.window.isFreeform
        ? WindowRules.safeAreaRule(r, screen: screen, assumptions: assumptions)
        : screen.device == nil
          ? "bare screen: no status bar, no sensor housing"
          : "\(place), status bar \(r.isStatusBarVisible ? "visible" : "hidden")"
            + (r.homeIndicatorInset > 0
              ? ", home indicator \(PointNotation.format(r.homeIndicatorInset))" : ""),
      facts: deviceFacts + WindowRules.facts(r, screen: screen), inputs: [.statusBarHeight])
    tracer.record(
      .sizeClasses,
      DerivedValue.text(
        "horizontal \(r.sizeClasses.horizontal.rawValue), vertical \(r.sizeClasses.vertical.rawValue)"
      ),
      rule: screen.device?.idiom == .pad
        ? (r.window.isFreeform
          ? "an iPad window \(PointNotation.format(r.screenSize.width)) wide: regular from "
            + "\(PointNotation.format(regularWidthThreshold))"
          : "an iPad, \(screen.multitasking.rawValue)")
        : "\(place)",
      facts: [Facts.sizeClasses] + (r.window.isFreeform ? [Facts.freeformSizeClasses] : []),
      inputs: [.screenSize])
    WindowRules.record(r, screen: screen, tracer: &tracer)
    return r
  }

  /// A free-standing `UIToolbar`'s height (``Facts/glassFreeToolbarHeight``): under Liquid Glass
  /// 48 on a phone and 44 on an iPad; `nil` before Liquid Glass, on a bare screen and on a
  /// foldable, where nothing is printed.
  ///
  ///     ScreenRules.freeToolbarHeight(resolution, device: iPhone16)  // 48 on iOS 26
  ///
  /// - Complexity: O(1).
  public static func freeToolbarHeight(_ r: ScreenResolution, device: Device?) -> CGFloat? {
    guard let device, device.foldableDisplay == nil, r.usesLiquidGlass else { return nil }
    return device.idiom == .pad ? 44 : 48
  }

  /// The facts a device's window rests on.
  public static func facts(for device: Device, screen: ScreenSetup) -> [Fact] {
    var facts = [Facts.screenSizes]
    switch device.topHardware {
    case .bezel:
      facts.append(device.idiom == .pad ? Facts.padHomeIndicator : Facts.homeButtonPhoneInsets)
    case .notch, .dynamicIsland:
      facts.append(Facts.sensorHousingInsets)
      if device.topHardware == .dynamicIsland { facts.append(Facts.dynamicIslandStatusBar) }
    }
    if device.hasHomeIndicator, device.idiom == .pad { facts.append(Facts.padHomeIndicator) }
    if device.hasHomeIndicator, device.idiom == .phone, screen.orientation.isLandscape {
      // From iOS 26 the value is printed; the key that can pin it is named either way.
      if screen.iOSVersion >= 26 { facts.append(Facts.glassLandscapeHomeIndicator) }
      facts.append(Facts.landscapeHomeIndicator)
    }
    if device.topInsetBeforeIOS14 != nil { facts.append(Facts.xrTopBeforeIOS14) }
    if device.hasDisputedTopInset { facts.append(Facts.iPhone15Top) }
    if screen.orientation == .portraitUpsideDown, device.idiom == .phone {
      facts.append(Facts.portraitUpsideDown)
    }
    return facts
  }

  /// The window for `screen`, without a trace.
  ///
  /// - Complexity: O(1), no allocation.
  @inline(__always)
  public static func resolve(
    _ screen: ScreenSetup, assumptions: Assumptions, forceStatusBar: Bool
  ) -> ScreenResolution {
    let version = screen.iOSVersion
    guard let device = screen.device else {
      // The bare screen: zero insets, no status bar (Facts.bareScreen).
      let size = screen.screenSize ?? CGSize(width: 375, height: 667)  // [contract]: bare screen
      return ScreenResolution(
        screenSize: size, scale: screen.scale ?? 2, isStatusBarVisible: false, statusBarHeight: 0,
        windowSafeAreaInsets: .zero,
        sizeClasses: size.height >= size.width
          ? SizeClasses(horizontal: .compact, vertical: .regular)
          : SizeClasses(horizontal: .compact, vertical: .compact),
        homeIndicatorInset: 0, idiom: .phone, navigationBarOverlap: 0, iOSVersion: version,
        sdkVersion: screen.sdkVersion ?? version, usesLiquidGlass: screen.usesLiquidGlass,
        topHardware: nil)
    }
    // MARK: A foldable's display has rules of its own.
    if let display = device.foldableDisplay {
      return FoldableRules.resolve(
        screen, device: device, display: display, assumptions: assumptions)
    }
    let orientation = screen.orientation
    let landscape = orientation.isLandscape
    let isPhone = device.idiom == .phone
    let top = effectiveTop(of: device, iOSVersion: version, assumptions: assumptions)
    let hasHousing = top.hardware != .bezel
    let full =
      landscape
      ? CGSize(width: device.portraitSize.height, height: device.portraitSize.width)
      : device.portraitSize
    let size =
      screen.screenSize
      ?? (isPhone
        ? full
        : CGSize(width: multitaskingWidth(screen.multitasking, screen: full), height: full.height))

    // Status bar: hidden on an iPhone in landscape by default; a notch or
    // island phone has no room for it in landscape at all, and a navigation
    // controller shows it in portrait (Facts.statusBarVisibility).
    // On iOS 7 an iPhone kept it in landscape (Facts.legacyLandscapeStatusBar).
    var statusBarVisible =
      screen.statusBar.map { $0 == .visible } ?? !(isPhone && landscape && version >= 8)
    if isPhone, hasHousing, !landscape, forceStatusBar { statusBarVisible = true }
    if isPhone, hasHousing, landscape { statusBarVisible = false }
    let statusBarHeight = statusBarVisible ? top.statusBar : 0

    // Home indicator (Facts.landscapeHomeIndicator, Facts.padHomeIndicator).
    let homeIndicator: CGFloat
    if !device.hasHomeIndicator {
      homeIndicator = 0
    } else if !isPhone {
      homeIndicator = version >= 26 ? 25 : device.padBottomBeforeIOS26  // [df-devices] [dimmmensions]
    } else if landscape {
      // [dimmmensions] 21 before 26; [df-devices] [openuikit-toolbarheightprobe] 20 from it.
      homeIndicator = assumptions.landscapeHomeIndicatorInset ?? (version >= 26 ? 20 : 21)
    } else {
      homeIndicator = 34  // [dimmmensions] [qmui-helper] [df-devices]
    }

    var insets = Insets.zero
    if isPhone, hasHousing {
      switch orientation {
      case .portrait:
        insets = Insets(top: top.inset, left: 0, bottom: homeIndicator, right: 0)
      case .portraitUpsideDown:
        // The portrait insets turned half a turn, as [qmui-helper] gives them
        // ({34, 0, 44, 0} on an iPhone X). Face ID phones do not rotate there
        // unless the app asks.
        insets = Insets(top: homeIndicator, left: 0, bottom: top.inset, right: 0)
      case .landscapeLeft, .landscapeRight:
        // The housing is on one side, the inset on both.
        insets = Insets(top: 0, left: top.inset, bottom: homeIndicator, right: top.inset)
      }
    } else {
      // A bezel: the status bar is the top inset. On iOS 11 the window's own
      // safe area left it out (Facts.windowBeforeIOS12); on iOS 26.0 and
      // 26.0.1 hiding it kept its inset (Facts.hiddenStatusBarOnIOS26).
      var windowTop = statusBarHeight
      if version < 12 { windowTop = 0 }
      if !statusBarVisible, version >= 26, version < 26.1 { windowTop = top.statusBar }
      insets = Insets(top: windowTop, left: 0, bottom: homeIndicator, right: 0)
    }

    let sizeClasses: SizeClasses
    if isPhone {
      // An iPhone is compact width and regular height in portrait; compact in
      // both in landscape, but the wide phones are regular width there.
      sizeClasses =
        landscape
        ? SizeClasses(
          horizontal: device.isRegularWidthInLandscape ? .regular : .compact, vertical: .compact)
        : SizeClasses(horizontal: .compact, vertical: .regular)
    } else {
      // An iPad is regular height; its width class follows the window's width.
      sizeClasses = SizeClasses(
        horizontal: size.width >= regularWidthThreshold ? .regular : .compact, vertical: .regular)
    }
    var resolved = ScreenResolution(
      screenSize: size, scale: screen.scale ?? device.scale, isStatusBarVisible: statusBarVisible,
      statusBarHeight: statusBarHeight, windowSafeAreaInsets: insets, sizeClasses: sizeClasses,
      homeIndicatorInset: homeIndicator, idiom: device.idiom,
      navigationBarOverlap: landscape ? 0 : top.overlap, iOSVersion: version,
      sdkVersion: screen.sdkVersion ?? version, usesLiquidGlass: screen.usesLiquidGlass,
      topHardware: top.hardware)
    // MARK: An iPadOS 26 window, its controls and its corners.
    WindowRules.apply(
      to: &resolved, screen: screen, device: device, fullScreen: full, assumptions: assumptions)
    return resolved
  }

  /// The narrowest iPad window measured regular width: 678 pt (a half split
  /// of a 12.9" iPad in landscape); the widest measured compact is 639
  /// (Facts.padSplitWidths).
  public static let regularWidthThreshold: CGFloat = 678  // [sst-view]

  /// An iPad window's width for a Split View or Slide Over share of a screen
  /// `screen` wide: the narrow pane is 320 pt, or 375 on the screens at least
  /// 1194 wide in landscape or 1024 in portrait; a divider of 10 separates
  /// two panes (Facts.padSplitWidths: this reproduces every configuration of
  /// [sst-view]).
  public static func multitaskingWidth(_ m: Multitasking, screen: CGSize) -> CGFloat {
    let w = screen.width
    let landscape = screen.width > screen.height
    let narrow: CGFloat = (landscape ? w >= 1194 : w >= 1024) ? 375 : 320  // [sst-view]
    let divider: CGFloat = 10  // [sst-view]: 1112 → 551 = (1112 - 10) / 2
    switch m {
    case .fullScreen: return w
    case .twoThirds: return w - narrow - divider
    case .half: return (w - divider) / 2
    case .oneThird, .slideOver: return narrow
    }
  }

  /// The device as the scene's iOS version and assumptions see it: its top
  /// inset, its status bar, the navigation bar's overlap and its top
  /// hardware.
  static func effectiveTop(of device: Device, iOSVersion: CGFloat, assumptions: Assumptions)
    -> (inset: CGFloat, statusBar: CGFloat, overlap: CGFloat, hardware: Device.TopHardware)
  {
    // Facts.xrTopBeforeIOS14: XR and 11 read 44 before iOS 14, 48 from it.
    if let before = device.topInsetBeforeIOS14, iOSVersion < 14 {
      return (before, before, 0, .notch)
    }
    if device.hasDisputedTopInset {
      let top = assumptions.iPhone15TopInset
      // A 59 pt reading is the Dynamic Island's; any other behaves as a notch.
      return top == device.sensorHousingInset
        ? (top, device.statusBarHeight, device.navigationBarOverlap, .dynamicIsland)
        : (top, top, 0, .notch)
    }
    var statusBar = device.statusBarHeight
    // Facts.miniStatusBar: the 12 mini's status bar is 44 on iOS 14.
    if let before = device.statusBarBeforeIOS15, iOSVersion < 15 { statusBar = before }
    // Facts.padHomeIndicator: an iPad with a home indicator reads 32 at the
    // top from iPadOS 26 (the band holding the status bar).
    if device.idiom == .pad, device.hasHomeIndicator, iOSVersion >= 26 { statusBar = 32 }  // [df-devices] [openzcine-91]
    return (device.sensorHousingInset, statusBar, device.navigationBarOverlap, device.topHardware)
  }
}
