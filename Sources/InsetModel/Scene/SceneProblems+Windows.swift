import Foundation

extension LayoutScene {
  /// What a scene asks of iPadOS 26 windows, the iPhone Duo and the region
  /// APIs that the model cannot answer truthfully.
  ///
  /// - Complexity: O(1).
  func windowProblems() -> [SceneProblem] {
    var problems: [SceneProblem] = []
    let version = screen.iOSVersion
    // The device's idiom, and the window's fields read in place (binding
    // the device and the window copies the whole screen setup).
    let idiom = screen.device?.idiom
    if idiom == .pad, version >= 26, screen.multitasking != .fullScreen {
      problems.append(
        SceneProblem(
          "`multitasking` is iPadOS 9–18's Split View and Slide Over; from iPadOS 26 a window "
            + "resizes freely: give its frame as `windowFrame` (or its size as `screenSize`)",
          at: [\LayoutScene.screen.multitasking]))
    }
    if screen.window.origin != nil, let idiom {
      if idiom == .phone {
        problems.append(
          SceneProblem(
            "an iPhone's window fills its screen: `windowFrame` places an iPadOS 26 window",
            at: [\LayoutScene.screen.windowFrame]))
      } else if version < 26 {
        problems.append(
          SceneProblem(
            "free-form windows arrived in iPadOS 26: before it, an iPad's window is full screen "
              + "or a `multitasking` pane (Stage Manager's windows on iPadOS 16–18 are not "
              + "modelled)",
            at: [\LayoutScene.screen.windowFrame, \LayoutScene.screen.iOSVersion]))
      }
    }
    if idiom == .pad, let frame = screen.windowFrame {
      let full = ScreenRules.resolve(
        {
          var s = screen
          s.screenSize = nil
          s.window = WindowSetup()
          return s
        }(), assumptions: assumptions, forceStatusBar: false
      ).screenSize
      let e: CGFloat = 0.01  // [contract]: the tolerance
      if frame.minX < -e || frame.minY < -e || frame.maxX > full.width + e
        || frame.maxY > full.height + e
      {
        problems.append(
          SceneProblem(
            "the window \(GeometryNotation.format(frame)) does not fit the screen "
              + "\(GeometryNotation.format(full)) in this orientation",
            at: [\LayoutScene.screen.windowFrame, \LayoutScene.screen.screenSize]))
      }
    }
    if idiom == .pad, version >= 26, (screen.sdkVersion ?? version) >= 26,
      screen.window.controlStyle == .minimal, assumptions.minimalControlsStripHeight == nil
    {
      let resolved = ScreenRules.resolve(screen, assumptions: assumptions, forceStatusBar: false)
      if resolved.window.controls == .strip, resolved.window.isFreeform {
        problems.append(
          SceneProblem(
            "no source publishes the strip `minimal` window controls take across a window's "
              + "top: give it as `assumeMinimalControlsStripHeight`",
            at: [\LayoutScene.screen.window.controlStyle]))
      }
    }
    if let display = screen.device?.foldableDisplay {
      problems += duoProblems(display)
    }
    if regions.layoutRegion != .safeArea(cornerAdaptation: nil), version >= 26, version < 26.1 {
      problems.append(
        SceneProblem(
          "iOS 26.0 adds spurious horizontal insets to layout regions (fixed in 26.1) and no "
            + "source gives them: set `iOSVersion` to 26.1 or later",
          at: [\LayoutScene.regions.layoutRegion, \LayoutScene.screen.iOSVersion]))
    }
    return problems
  }

  /// The iPhone Duo's: what no source has probed.
  func duoProblems(_ display: FoldableDisplay) -> [SceneProblem] {
    var problems: [SceneProblem] = []
    if let sdk = screen.sdkVersion, sdk < 27.1 {
      problems.append(duoOlderSDKProblem(sdk: sdk))
    }
    if screen.orientation == .portraitUpsideDown {
      problems.append(
        SceneProblem(
          "no source has probed the iPhone Duo upside down: use `portrait`, `landscapeLeft` or "
            + "`landscapeRight`",
          at: [\LayoutScene.screen.orientation]))
    }
    if screen.multitasking != .fullScreen {
      problems.append(
        SceneProblem(
          "the iPhone Duo's Split View panes are unmodelled (one probe of the left pane only): pin "
            + "`screenSize` and `rootSafeAreaInsets` on a bare screen",
          at: [\LayoutScene.screen.multitasking]))
    }
    if display == .cover, screen.window.hinge != nil {
      problems.append(
        SceneProblem(
          "the cover display is the closed phone: `hingeStatus` is the inner display's",
          at: [\LayoutScene.screen.window.hinge]))
    }
    let strip = display.stripSide(screen.orientation) != nil
    if strip, screen.window.verticalBarBehavior == .disabled {
      problems.append(
        SceneProblem(
          "with `preferredVerticalBarBehavior` `disabled` the iPhone Duo's bars and status bar go "
            + "horizontal, and no source publishes the insets that follow",
          at: [\LayoutScene.screen.window.verticalBarBehavior]))
    }
    if !strip, screen.orientation == .portrait, controller.rootSafeAreaInsets == nil,
      controller.toolbar == .visible
    {
      problems.append(
        SceneProblem(
          "no source prints the toolbar of the iPhone Duo's inner display held tall (a print of "
            + "a navigation controller's toolbar there would settle it): pin `rootSafeAreaInsets`",
          at: [\LayoutScene.controller.toolbar]))
    }
    return problems
  }

  /// An app built with an SDK before iOS 27.1 on the iPhone Duo: held tall below 27 it runs in
  /// the printed letterbox, and the problem spares `screenSize?`; the rest has no print.
  func duoOlderSDKProblem(sdk: CGFloat) -> SceneProblem {
    let settle =
      "build with 27.1 (`sdkVersion`), or pin `screenSize` and `rootSafeAreaInsets` on a bare "
      + "screen"
    guard sdk < 27 else {
      return SceneProblem(
        "on the iPhone Duo an app built with the iOS 27.0 SDK resizes to almost the whole inner "
          + "display, a black strip left beside it (a guide from Apple's talks), and no source "
          + "prints its window (a print of `UIScreen.main.bounds` and `safeAreaInsets` of an app "
          + "built with the iOS 27.0 SDK on each display would settle it): " + settle,
        at: [\LayoutScene.screen.sdkVersion])
    }
    guard FoldableRules.letterboxes(screen) else {
      return SceneProblem(
        "on the iPhone Duo an app built with an SDK before iOS 27 runs letterboxed, and the one "
          + "print of its window is held tall (375 × 667); none gives it held wide (a print of "
          + "`UIScreen.main.bounds` and `safeAreaInsets` of such an app with the Duo held wide "
          + "would settle it): " + settle,
        at: [\LayoutScene.screen.sdkVersion, \LayoutScene.screen.orientation])
    }
    return SceneProblem(
      "on the iPhone Duo an app built with an SDK before iOS 27 runs letterboxed: one print reads "
        + "its `UIScreen.main.bounds` as 375 × 667 (`screenSize?` answers it), and none prints "
        + "the letterboxed window's scale, status bar or safe area (a print of its "
        + "`safeAreaInsets` on each display would settle it): " + settle,
      at: [\LayoutScene.screen.sdkVersion], spares: [.screenSize])
  }
}
