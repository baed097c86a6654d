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
  /// The iOS version, for values that changed between versions. Default 26,
  /// the current release.
  public var iOSVersion: CGFloat = 26
  /// How much of an iPad's screen the app has; decides its size classes
  /// (``Facts/sizeClasses``). Pin ``screenSize`` for the window's width.
  public var multitasking: Multitasking = .fullScreen
  /// The window size in points, when pinned. `nil` is the device's size,
  /// rotated, or the bare screen's `{375, 667}`.
  public var screenSize: CGSize?
  /// Points to pixels, when pinned. `nil` is the device's, or the bare
  /// screen's `2`.
  public var scale: CGFloat?

  public init() {}
}

/// Whether the status bar is shown.
public enum StatusBarSetting: String, Sendable, Hashable, CaseIterable {
  case visible, hidden
}
