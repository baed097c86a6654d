import Foundation

/// Where a window's controls are.
public enum WindowControlsPlacement: String, Sendable, Hashable {
  /// None show over the window (full screen, a phone, before iPadOS 26).
  case none
  /// In the window's top leading corner, over the content (`.automatic`,
  /// `.unified`).
  case corner
  /// In a strip across the window's top (`.minimal`).
  case strip
  /// In the window's top safe area (an app built before iPadOS 26).
  case safeArea
}

/// The window beyond its size and safe area: where it is on the screen, its
/// controls, a foldable's strip and hinge, and what corner-adapted regions
/// and margins need. Plain data, part of ``ScreenResolution``.
public struct WindowGeometry: Sendable, Hashable {
  /// The window's frame on the screen.
  public var frame: CGRect = .zero
  /// The screen's size in the window's orientation.
  public var screenSize: CGSize = .zero
  /// The interface orientation.
  public var orientation: Orientation = .portrait
  /// Whether it is an iPadOS 26 window that does not fill the screen.
  public var isFreeform = false
  /// Where its controls are.
  public var controls: WindowControlsPlacement = .none
  /// The controls' corner (or strip) size, `nil` where its width or height
  /// is unpublished and the row does not give it.
  public var controlsSize: CGSize?
  /// For a foldable, the display the window is on.
  public var foldableDisplay: FoldableDisplay?
  /// A foldable's hinge.
  public var hinge: HingeStatus = .fullyOpen
  /// The physical side of a foldable's vertical strip, where it has one.
  public var verticalBarSide: Side?
  /// The navigation bar's height where a device sets its own (the iPhone
  /// Duo's inner display held tall, ``Facts/duoTallNavigationBar``); `nil`
  /// is the idiom's.
  public var navigationBarHeight: CGFloat?
  /// How far a corner-adapted region moves content in from one of the
  /// window's corners (`width` on the horizontal axis, `height` on the
  /// vertical one); `nil` where no source publishes it.
  public var cornerAdaptation: CGSize?
  /// The system minimum side margin where a device sets its own (the Duo's
  /// 20, 0 beside its strip); `nil` is the size class's.
  public var systemMinimumSideMargin: CGFloat?

  /// Creates an empty geometry: a zero frame in portrait, no controls, no foldable.
  public init() {}

  /// The controls' frame in the window, leading in `direction`; `nil`
  /// where none show or their size is unknown.
  ///
  /// - Complexity: O(1).
  public func controlsFrame(direction: UserInterfaceLayoutDirection) -> CGRect? {
    guard controls != .none, let size = controlsSize else { return nil }
    let width = frame.width
    let x: CGFloat = direction == .rightToLeft ? width - size.width : 0
    return CGRect(x: controls == .strip ? 0 : x, y: 0, width: size.width, height: size.height)
  }

  /// The vertical strip's frame in the window; `nil` without one.
  public var verticalBarFrame: CGRect? {
    guard let side = verticalBarSide else { return nil }
    let w = FoldableDisplay.stripWidth
    let x: CGFloat = side == .right ? frame.width - w : 0
    return CGRect(x: x, y: 0, width: w, height: frame.height)
  }

  /// `verticalBarEdge` under `direction` (``Facts/verticalBarEdgeTrait``).
  public func verticalBarEdge(direction: UserInterfaceLayoutDirection) -> VerticalBarEdge {
    guard let side = verticalBarSide else { return .unspecified }
    let leftIsLeading = direction == .leftToRight
    return (side == .left) == leftIsLeading ? .leading : .trailing
  }

  /// A view controller's `systemMinimumLayoutMargins` on this window: the
  /// size class's `minimum`, or the device's side margin with none beside a
  /// vertical strip (``Facts/duoMargins``).
  public func systemMinimumLayoutMargins(
    _ minimum: DirectionalInsets, direction: UserInterfaceLayoutDirection
  ) -> DirectionalInsets {
    guard let side = systemMinimumSideMargin else { return minimum }
    var margins = Insets(top: minimum.top, left: side, bottom: minimum.bottom, right: side)
    if let strip = verticalBarSide { margins[strip] = 0 }
    return DirectionalInsets(margins, in: direction)
  }
}

/// How a window on iPadOS 26 and on a foldable follows from the screen set-up:
/// a free-form window's safe area, its controls, the corner clearances of its
/// layout regions.
public enum WindowRules {
  /// The window geometry for `screen` with the resolved window `r`, and the
  /// free-form window's safe area and status bar in `r`.
  ///
  /// - Complexity: O(1), no allocation.
  public static func apply(
    to r: inout ScreenResolution, screen: ScreenSetup, device: Device, fullScreen: CGSize,
    assumptions: Assumptions
  ) {
    var g = WindowGeometry()
    let size = r.screenSize
    g.screenSize = fullScreen
    g.orientation = screen.orientation
    g.frame = CGRect(origin: screen.window.origin ?? .zero, size: size)
    let isPad = device.idiom == .pad
    let version = r.iOSVersion
    if isPad, version >= 26 {
      let sdk = screen.sdkVersion ?? version
      let freeform =
        screen.screenSize != nil
        && (size.width < fullScreen.width || size.height < fullScreen.height)
      g.isFreeform = freeform
      let shows = screen.window.controls.map { $0 == .visible } ?? freeform
      if freeform {
        // A free-form window: the band the status bar takes at the screen's
        // top and the home indicator's at its bottom, where the window
        // overlaps them (Facts.freeformWindowEdges), and at least the
        // floating window's top (Facts.floatingWindowTopInset).
        let band = r.statusBarHeight
        let overlapTop = max(0, band - g.frame.minY)
        let overlapBottom = max(0, r.homeIndicatorInset - (fullScreen.height - g.frame.maxY))
        var top = max(assumptions.floatingWindowTopInset, overlapTop)
        // An app built before iPadOS 26 has the controls in its top safe area
        // (Facts.compatibilityWindowTopInset); `.minimal` puts them in a strip
        // across the top (Facts.minimalControlsStrip).
        if sdk < 26 {
          top = max(top, assumptions.compatibilityWindowTopInset)
        } else if shows, screen.window.controlStyle == .minimal {
          top = max(top, assumptions.minimalControlsStripHeight ?? 0)
        }
        r.windowSafeAreaInsets = Insets(top: top, left: 0, bottom: overlapBottom, right: 0)
        r.statusBarHeight = overlapTop
        r.isStatusBarVisible = overlapTop > 0
      }
      if shows {
        let width = assumptions.windowControlsWidth
        if sdk < 26 {
          g.controls = .safeArea
          g.controlsSize = width.map {
            CGSize(width: $0, height: r.windowSafeAreaInsets.top)
          }
        } else if screen.window.controlStyle == .minimal {
          g.controls = .strip
          g.controlsSize = assumptions.minimalControlsStripHeight.map {
            CGSize(width: size.width, height: $0)
          }
        } else {
          g.controls = .corner
          g.controlsSize = width.map {
            CGSize(width: $0, height: assumptions.windowControlsHeight)
          }
        }
      }
      g.cornerAdaptation = CGSize(
        width: assumptions.padCornerAdaptation, height: assumptions.padCornerAdaptation)
    }
    if let display = device.foldableDisplay {
      g.foldableDisplay = display
      g.hinge = screen.window.hinge ?? .fullyOpen
      // The strip's side, the inner display's `landscapeRight` as the
      // assumption chooses (Facts.duoStripSide, Facts.duoInnerStripSide).
      g.verticalBarSide = display.stripSide(screen.orientation, assumptions: assumptions)
      g.cornerAdaptation = display.cornerAdaptation
      g.systemMinimumSideMargin = FoldableDisplay.sideMargin
    }
    if let v = assumptions.cornerAdaptation { g.cornerAdaptation = CGSize(width: v, height: v) }
    r.window = g
  }

  /// The facts a window's safe area rests on beyond the device's.
  public static func facts(_ r: ScreenResolution, screen: ScreenSetup) -> [Fact] {
    guard r.window.isFreeform else { return [] }
    var facts = [Facts.freeformWindows, Facts.floatingWindowTopInset, Facts.freeformWindowEdges]
    if (screen.sdkVersion ?? screen.iOSVersion) < 26 {
      facts.append(Facts.compatibilityWindowTopInset)
    } else if r.window.controls == .strip {
      facts.append(Facts.minimalControlsStrip)
    }
    return facts + [Facts.windowControlsOutsideSafeArea]
  }

  /// The rule a free-form window's safe area follows, with its operands.
  public static func safeAreaRule(
    _ r: ScreenResolution, screen: ScreenSetup, assumptions: Assumptions
  ) -> String {
    let f = PointNotation.format
    let g = r.window
    var top =
      "top max(the floating window's \(f(assumptions.floatingWindowTopInset)), the status bar "
      + "band's overlap \(f(r.statusBarHeight))"
    if (screen.sdkVersion ?? screen.iOSVersion) < 26 {
      top += ", the compatibility top \(f(assumptions.compatibilityWindowTopInset)))"
    } else if g.controls == .strip {
      top +=
        ", the minimal controls' strip "
        + (assumptions.minimalControlsStripHeight.map(f) ?? "(unpublished: 0)") + ")"
    } else {
      top += ")"
    }
    return "a free-form window at \(GeometryNotation.format(g.frame.origin)): \(top); bottom "
      + "its overlap of the home indicator's band, \(f(r.windowSafeAreaInsets.bottom)); sides 0; "
      + "the window controls add nothing"
  }

  /// Records the window's frame, its controls and a foldable's strip.
  @inlinable
  public static func record<Tracer: DerivationTracer>(
    _ r: ScreenResolution, screen: ScreenSetup, tracer: inout Tracer
  ) {
    guard Tracer.isRecording else { return }
    let g = r.window
    if g.isFreeform {
      tracer.record(
        .windowFrame, g.frame,
        rule: "a free-form window at \(GeometryNotation.format(g.frame.origin)), "
          + "\(GeometryNotation.format(g.frame.size)) on a \(GeometryNotation.format(g.screenSize)) "
          + "screen", facts: [Facts.freeformWindows, Facts.freeformSizeClasses],
        inputs: [.screenSize])
    }
    if g.controls != .none {
      let placement: String
      switch g.controls {
      case .corner: placement = "the top leading corner, over the content"
      case .strip: placement = "a strip across the top (minimal)"
      case .safeArea: placement = "the top safe area (an app built before iPadOS 26)"
      case .none: placement = ""
      }
      let size = g.controlsSize.map(GeometryNotation.format) ?? "unknown (give its width)"
      tracer.record(
        .windowControlsFrame,
        DerivedValue.text("\(placement), \(size)"),
        rule: "\(screen.window.controlStyle.rawValue) style, "
          + (screen.window.controls == nil
            ? (g.isFreeform ? "shown on a window smaller than the screen" : "hidden full screen")
            : "\(screen.window.controls?.rawValue ?? "") as the scene sets"),
        facts: [
          Facts.windowControlStyles, Facts.windowControlsPlacement, Facts.windowControlsHeight,
          Facts.windowControlsWidth,
        ] + (g.controls == .strip ? [Facts.minimalControlsStrip] : [])
          + (g.controls == .safeArea ? [Facts.compatibilityWindowTopInset] : []),
        inputs: [.windowSafeAreaInsets])
    }
    if let bar = g.verticalBarFrame {
      tracer.record(
        .verticalBarFrame, bar,
        rule: "the \(g.foldableDisplay?.rawValue ?? "") display's status strip, "
          + "\(PointNotation.format(FoldableDisplay.stripWidth)) pt on the "
          + "\(g.verticalBarSide?.rawValue ?? "") in \(screen.orientation.rawValue)",
        facts: [Facts.duoWindowInsets, Facts.duoStripSide, Facts.verticalBars]
          + (g.foldableDisplay == .inner && screen.orientation == .landscapeRight
            ? [Facts.duoInnerStripSide] : []),
        inputs: [.screenSize])
    }
  }
}
