import Foundation

/// The screen and window, as a scene sets them.
public struct ScreenSetup: Sendable, Hashable {
  /// The device; `nil` is a bare screen of ``screenSize`` with zero insets and
  /// no status bar (``Facts/bareScreen``).
  public var device: Device?
  /// The interface orientation. Default `.portrait`.
  public var orientation: Orientation = .portrait
  /// Whether the status bar shows; `nil` is UIKit's default: hidden on an
  /// iPhone in landscape, shown otherwise (``Facts/statusBarVisibility``).
  public var statusBar: StatusBarSetting?
  /// The iOS version the device runs, for values that changed between
  /// versions. Default: the newest version the ``device`` runs
  /// (``Device/newestVersion``: iOS 16 for an iPhone X, 27.1 for every device
  /// that runs it), and for a bare screen the newest the model covers
  /// (``OSVersions/newest``), as Xcode's simulator list offers each device.
  /// Setting it pins it (``pinnedIOSVersion``).
  ///
  ///     var screen = ScreenSetup()
  ///     screen.device = DeviceCatalog.device(named: "iPhone X")
  ///     screen.iOSVersion  // 16
  ///     screen.iOSVersion = 12
  ///     screen.iOSVersion  // 12
  @inlinable public var iOSVersion: CGFloat {
    get { pinnedIOSVersion ?? device?.newestVersion ?? OSVersions.newest }
    set { pinnedIOSVersion = newValue }
  }
  /// The iOS version the scene sets; `nil` takes the default, the newest
  /// version the device runs (see ``iOSVersion``).
  public var pinnedIOSVersion: CGFloat?
  /// The SDK the app is built with; `nil` is the same as ``iOSVersion``. An
  /// app built with an SDK before iOS 26 keeps the earlier bars on iOS 26
  /// ([af-788573]).
  public var sdkVersion: CGFloat?
  /// The Info.plist key `UIDesignRequiresCompatibility`: with the iOS 26 SDK,
  /// the app keeps the bars of earlier SDKs; the key is ignored when building
  /// for iOS 27 or later ([ad-uidesignrequirescompatibility]).
  public var designRequiresCompatibility = false
  /// How much of an iPad's screen the app has; decides its size classes
  /// (``Facts/sizeClasses``). Pin ``screenSize`` for the window's width.
  public var multitasking: Multitasking = .fullScreen
  /// The window size in points, when pinned. `nil` is the device's size,
  /// rotated, or the bare screen's `{375, 667}`.
  public var screenSize: CGSize?
  /// Points to pixels, when pinned. `nil` is the device's, or the bare
  /// screen's `2`.
  public var scale: CGFloat?

  /// The window: a free-form iPad window's origin and controls, a
  /// foldable's hinge, the vertical bar (``WindowSetup``).
  public var window = WindowSetup()

  /// Creates UIKit's defaults: no device (a bare screen), portrait, the status bar as UIKit
  /// decides, the newest iOS version the device runs, the whole screen.
  public init() {}
}

extension ScreenSetup {
  /// Whether the app gets iOS 26's Liquid Glass bars: on iOS 26 or later,
  /// built with the iOS 26 SDK or later, and not kept in compatibility mode
  /// by `UIDesignRequiresCompatibility` (which the iOS 27 SDK ignores)
  /// (``Facts/liquidGlass``).
  @inlinable public var usesLiquidGlass: Bool {
    let sdk = sdkVersion ?? iOSVersion
    return iOSVersion >= 26 && sdk >= 26 && !(designRequiresCompatibility && sdk < 27)
  }
}

/// Whether the status bar is shown.
public enum StatusBarSetting: String, Sendable, Hashable, CaseIterable {
  /// The status bar shows (`prefersStatusBarHidden` returns `false`).
  case visible
  /// The status bar is hidden (`prefersStatusBarHidden` returns `true`).
  case hidden
}
