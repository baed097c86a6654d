import Foundation

/// The window of a foldable's display: the iPhone Duo's cover and inner
/// displays (``FoldableDisplay``), whose status bar is a vertical strip in
/// most poses.
public enum FoldableRules {
  /// The window on `display`, each derived quantity reported to `tracer`.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func resolve<Tracer: DerivationTracer>(
    _ screen: ScreenSetup, device: Device, display: FoldableDisplay, assumptions: Assumptions,
    tracer: inout Tracer
  ) -> ScreenResolution {
    let r = resolve(screen, device: device, display: display, assumptions: assumptions)
    guard Tracer.isRecording else { return r }
    let place = "\(device.name), \(screen.orientation.rawValue)"
    let letterboxed = screen.screenSize == nil && letterboxes(screen)
    tracer.record(
      .screenSize, r.screenSize,
      rule: screen.screenSize != nil
        ? "pinned by the scene"
        : letterboxed
          ? "\(place): an app built with the iOS "
            + "\(PointNotation.format(screen.sdkVersion ?? screen.iOSVersion)) SDK runs "
            + "letterboxed, `UIScreen.main.bounds` as one print reads it"
          : "\(place): the display in points",
      facts: letterboxed ? [Facts.duoOlderSDK] : [Facts.duoDisplays])
    tracer.record(
      .scale, r.scale, rule: "\(place): points to pixels", facts: [Facts.duoDisplays])
    tracer.record(
      .statusBarHeight, r.statusBarHeight,
      rule: r.window.verticalBarSide != nil
        ? "\(place): the status bar is the vertical strip, not a band across the top"
        : "\(place): the status bar across the top, "
          + (r.isStatusBarVisible ? "visible" : "hidden"),
      facts: [Facts.duoWindowInsets, Facts.statusBarVisibility])
    tracer.record(
      .windowSafeAreaInsets, r.windowSafeAreaInsets,
      rule: r.window.verticalBarSide.map {
        "\(place): the status strip \(PointNotation.format(FoldableDisplay.stripWidth)) on the "
          + "\($0.rawValue), home indicator \(PointNotation.format(FoldableDisplay.homeIndicatorInset))"
          + (display == .inner && screen.orientation == .landscapeRight
            ? (assumptions.duoInnerStripTrailing
              ? " (assumeDuoInnerStripTrailing: trailing in both rotations)"
              : " (following the hardware; assumeDuoInnerStripTrailing keeps it on the right)")
            : "")
      }
        ?? "\(place): the status bar \(PointNotation.format(FoldableDisplay.tallTopInset)) "
        + "across the top, home indicator \(PointNotation.format(FoldableDisplay.homeIndicatorInset))",
      facts: [Facts.duoWindowInsets]
        + (screen.orientation.isLandscape ? [Facts.duoStripSide] : [])
        + (display == .inner && screen.orientation == .landscapeRight
          ? [Facts.duoInnerStripSide] : []),
      inputs: [.statusBarHeight])
    tracer.record(
      .sizeClasses,
      DerivedValue.text(
        "horizontal \(r.sizeClasses.horizontal.rawValue), vertical \(r.sizeClasses.vertical.rawValue)"
      ),
      rule: "the \(display.rawValue) display, \(screen.orientation.rawValue)",
      facts: [Facts.duoSizeClasses], inputs: [.screenSize])
    WindowRules.record(r, screen: screen, tracer: &tracer)
    return r
  }

  /// The window on `display`, without a trace.
  ///
  /// - Complexity: O(1), no allocation.
  public static func resolve(
    _ screen: ScreenSetup, device: Device, display: FoldableDisplay, assumptions: Assumptions
  ) -> ScreenResolution {
    let orientation = screen.orientation
    let portrait = device.portraitSize
    let full =
      orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
    let size = screen.screenSize ?? (letterboxes(screen) ? letterboxSize : full)
    let insets = display.windowSafeAreaInsets(orientation, assumptions: assumptions)
    let acrossTop =
      display.stripSide(orientation, assumptions: assumptions) == nil && orientation == .portrait
    let visible = screen.statusBar.map { $0 == .visible } ?? true
    var r = ScreenResolution(
      screenSize: size, scale: screen.scale ?? device.scale, isStatusBarVisible: visible,
      statusBarHeight: visible && acrossTop ? FoldableDisplay.tallTopInset : 0,
      windowSafeAreaInsets: insets, sizeClasses: display.sizeClasses(orientation),
      homeIndicatorInset: FoldableDisplay.homeIndicatorInset, idiom: .phone,
      navigationBarOverlap: 0, iOSVersion: screen.iOSVersion,
      sdkVersion: screen.sdkVersion ?? screen.iOSVersion, usesLiquidGlass: screen.usesLiquidGlass,
      topHardware: device.topHardware)
    WindowRules.apply(
      to: &r, screen: screen, device: device, fullScreen: full, assumptions: assumptions)
    // Held tall the bars are horizontal, and the navigation bar is the
    // probe's (Facts.duoTallNavigationBar).
    if display == .inner, acrossTop {
      r.window.navigationBarHeight = assumptions.duoTallNavigationBarHeight
    }
    return r
  }

  /// The letterboxed window of an app built with an SDK before iOS 27, held tall, on either
  /// display: `UIScreen.main.bounds` as one simulator reading prints it ([duo-skills-api],
  /// ``Facts/duoOlderSDK``).
  public static let letterboxSize = CGSize(width: 375, height: 667)

  /// Whether `screen` is an app built with an SDK before iOS 27 held tall, whose window is the
  /// printed letterbox (``letterboxSize``). Held wide no print gives its size.
  ///
  ///     var screen = ScreenSetup()
  ///     screen.sdkVersion = 26
  ///     FoldableRules.letterboxes(screen)  // true
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func letterboxes(_ screen: ScreenSetup) -> Bool {
    (screen.sdkVersion ?? screen.iOSVersion) < 27 && screen.orientation == .portrait
  }
}
