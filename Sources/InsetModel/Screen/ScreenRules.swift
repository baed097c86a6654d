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
  /// How far a navigation bar overlaps the top inset (a Dynamic Island's).
  public var navigationBarOverlap: CGFloat
}

/// How the window's size, status bar, safe area and size classes follow from
/// the device and orientation.
public enum ScreenRules {
  /// The device as the scene's iOS version and assumptions see it: the XR's
  /// and 11's top inset before iOS 14, and the iPhone 15's disputed inset.
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
    return (
      device.sensorHousingInset, device.statusBarHeight, device.navigationBarOverlap,
      device.topHardware
    )
  }

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
    tracer.record(
      .statusBarHeight, r.statusBarHeight,
      rule: "\(place), status bar \(r.isStatusBarVisible ? "visible" : "hidden")",
      facts: [Facts.statusBarVisibility] + deviceFacts)
    tracer.record(
      .windowSafeAreaInsets, r.windowSafeAreaInsets,
      rule: screen.device == nil
        ? "bare screen: no status bar, no sensor housing"
        : "\(place), status bar \(r.isStatusBarVisible ? "visible" : "hidden")"
          + (r.homeIndicatorInset > 0
            ? ", home indicator \(PointNotation.format(r.homeIndicatorInset))" : ""),
      facts: deviceFacts, inputs: [.statusBarHeight])
    tracer.record(
      .sizeClasses,
      DerivedValue.text(
        "horizontal \(r.sizeClasses.horizontal.rawValue), vertical \(r.sizeClasses.vertical.rawValue)"
      ),
      rule: screen.device?.idiom == .pad
        ? "an iPad, \(screen.multitasking.rawValue)"
        : "\(place)", facts: [Facts.sizeClasses], inputs: [.screenSize])
    return r
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
  public static func resolve(
    _ screen: ScreenSetup, assumptions: Assumptions, forceStatusBar: Bool
  ) -> ScreenResolution {
    guard let device = screen.device else {
      // The bare screen: zero insets, no status bar (contract).
      let size = screen.screenSize ?? CGSize(width: 375, height: 667)  // contract: bare screen
      return ScreenResolution(
        screenSize: size, scale: screen.scale ?? 2, isStatusBarVisible: false, statusBarHeight: 0,
        windowSafeAreaInsets: .zero,
        sizeClasses: size.height >= size.width
          ? SizeClasses(horizontal: .compact, vertical: .regular)
          : SizeClasses(horizontal: .compact, vertical: .compact),
        homeIndicatorInset: 0, idiom: .phone, navigationBarOverlap: 0)
    }
    let orientation = screen.orientation
    let landscape = orientation.isLandscape
    let portrait = device.portraitSize
    let size =
      screen.screenSize
      ?? (landscape ? CGSize(width: portrait.height, height: portrait.width) : portrait)
    let top = effectiveTop(of: device, iOSVersion: screen.iOSVersion, assumptions: assumptions)
    let isPhone = device.idiom == .phone
    let hasHousing = top.hardware != .bezel

    // Status bar: hidden on an iPhone in landscape by default ([safe-area-adaptation], [qmui-helper]);
    // a notch or island phone has no room for it in landscape at all.
    var statusBarVisible = screen.statusBar.map { $0 == .visible } ?? !(isPhone && landscape)
    if isPhone, hasHousing, !landscape, forceStatusBar { statusBarVisible = true }
    if isPhone, hasHousing, landscape { statusBarVisible = false }
    let statusBarHeight = statusBarVisible ? top.statusBar : 0

    // Home indicator: 34 portrait, 21 landscape on phones; 20 on iPads ([safe-area-adaptation], [qmui-helper], [qmui-helper], [sst-view], [df-devices]).
    let homeIndicator: CGFloat
    if !device.hasHomeIndicator {
      homeIndicator = 0
    } else if !isPhone {
      homeIndicator = 20  // [qmui-helper], [sst-view], [df-devices]: iPads with a home indicator, bottom 20
    } else {
      homeIndicator = landscape ? assumptions.landscapeHomeIndicatorInset : 34  // [safe-area-adaptation], [qmui-helper]
    }

    var insets = Insets.zero
    if isPhone, hasHousing {
      switch orientation {
      case .portrait:
        insets = Insets(top: top.inset, left: 0, bottom: homeIndicator, right: 0)
      case .portraitUpsideDown:
        // The portrait insets turned half a turn, as [qmui-helper] gives them ({34, 0, 44, 0}
        // on an iPhone X). Face ID phones do not rotate there unless the app asks.
        insets = Insets(top: homeIndicator, left: 0, bottom: top.inset, right: 0)
      case .landscapeLeft, .landscapeRight:
        // The housing is on one side, the inset on both ([qmui-helper], [sst-view], [df-devices]).
        insets = Insets(top: 0, left: top.inset, bottom: homeIndicator, right: top.inset)
      }
    } else {
      // A bezel: the status bar is the top inset; an iPad's home indicator the bottom.
      insets = Insets(top: statusBarHeight, left: 0, bottom: homeIndicator, right: 0)
    }

    let sizeClasses: SizeClasses
    if isPhone {
      // [axiom-swiftui-layout-ref]: iPhone portrait compact/regular; landscape compact/compact,
      // regular/compact on the Plus and Max phones.
      if !landscape {
        sizeClasses = SizeClasses(horizontal: .compact, vertical: .regular)
      } else {
        sizeClasses = SizeClasses(
          horizontal: device.isRegularWidthInLandscape ? .regular : .compact, vertical: .compact)
      }
    } else {
      // [axiom-swiftui-layout-ref]: iPad full screen, 2/3 and 1/2 regular/regular; 1/3 and Slide Over compact/regular.
      switch screen.multitasking {
      case .fullScreen, .twoThirds, .half:
        sizeClasses = SizeClasses(horizontal: .regular, vertical: .regular)
      case .oneThird, .slideOver:
        sizeClasses = SizeClasses(horizontal: .compact, vertical: .regular)
      }
    }
    return ScreenResolution(
      screenSize: size, scale: screen.scale ?? device.scale, isStatusBarVisible: statusBarVisible,
      statusBarHeight: statusBarHeight, windowSafeAreaInsets: insets, sizeClasses: sizeClasses,
      homeIndicatorInset: homeIndicator, idiom: device.idiom,
      navigationBarOverlap: landscape ? 0 : top.overlap)
  }
}
