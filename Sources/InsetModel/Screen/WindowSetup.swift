import Foundation

/// `UIWindowScene.WindowingControlStyle` (iPadOS 26): where the system puts
/// a window's close, minimise and full-screen controls ([ad-windowingcontrolstyle]).
public enum WindowingControlStyle: String, Sendable, Hashable, CaseIterable {
  /// "Windowing controls will use the default system style": in the window's
  /// top leading corner, over the app's content.
  case automatic
  /// "Windowing controls will occupy as little of the scene's space as
  /// possible": a strip above the content ([tattoo-457], [piliplus-2482]).
  case minimal
  /// "Windowing controls will appear as part of the scene's content".
  case unified
}

/// Whether a window's controls show.
public enum WindowControlsVisibility: String, Sendable, Hashable, CaseIterable {
  /// The window's close, minimise and full-screen controls show.
  case visible
  /// The window's controls are hidden.
  case hidden
}

/// `UIHinge.status` of a foldable's inner display (iOS 27.1): fully open
/// (flat) or partially open (the book and tabletop poses). The cover display
/// is the closed device; its rows leave this unset.
public enum HingeStatus: String, Sendable, Hashable, CaseIterable {
  /// `UIHinge.Status.fullyOpen`: the inner display lies flat.
  case fullyOpen
  /// `UIHinge.Status.partiallyOpen`: the inner display is folded part way (the book and tabletop
  /// poses).
  case partiallyOpen
}

/// `UIViewController.preferredVerticalBarBehavior` (iOS 27.1): whether the
/// bars may move to a vertical bar ([ad-toolbarverticalbehavior]).
public enum VerticalBarBehavior: String, Sendable, Hashable, CaseIterable {
  /// The default: the system places the bars vertically where it does.
  case automatic
  /// "Bar content falls back to the standard horizontal top and bottom bars,
  /// and the vertical status bar reverts to the horizontal axis."
  case disabled
}

/// `UITraitCollection.verticalBarEdge` (iOS 27.1): the system's preferred
/// edge for a vertical bar, "regardless of whether a vertical bar is
/// currently visible"; `unspecified` where the system never places one
/// ([ad-verticalbaredge]). SwiftUI's `toolbarVerticalEdge` is the same value,
/// `nil` for `unspecified`.
public enum VerticalBarEdge: String, Sendable, Hashable, CaseIterable {
  /// `UIVerticalBarEdge.unspecified`: no preferred edge, where the system places no vertical bar
  /// (SwiftUI's `toolbarVerticalEdge` is `nil`).
  case unspecified
  /// `UIVerticalBarEdge.leading`: a vertical bar goes on the leading edge.
  case leading
  /// `UIVerticalBarEdge.trailing`: a vertical bar goes on the trailing edge.
  case trailing
}

/// The window as app code and the user shape it on iPadOS 26 and on a
/// foldable: a free-form window's origin, its controls, a foldable's hinge,
/// and whether the app lets its bars go vertical.
///
///     var screen = ScreenSetup()
///     screen.device = DeviceCatalog.device(named: "iPad Pro 13-inch (M5)")
///     screen.windowFrame = CGRect(x: 100, y: 200, width: 700, height: 600)
///     screen.window.controlStyle = .minimal
public struct WindowSetup: Sendable, Hashable {
  /// Where a free-form window's top-left corner sits on the screen, in
  /// points (iPadOS 26). `nil` is the screen's origin. With
  /// ``ScreenSetup/screenSize`` it makes the window's frame
  /// (``ScreenSetup/windowFrame``).
  public var origin: CGPoint?
  /// `preferredWindowingControlStyle(for:)`; `.automatic` when the scene
  /// delegate does not implement it ([ad-preferredwindowingcontrolstyle]).
  public var controlStyle: WindowingControlStyle = .automatic
  /// Whether the window controls show; `nil` is the system's choice: shown
  /// on a window that does not fill the screen, hidden on one that does
  /// ([capacitor-8172]).
  public var controls: WindowControlsVisibility?
  /// A foldable's hinge; `nil` is `fullyOpen` on its inner display.
  public var hinge: HingeStatus?
  /// The view controller's `preferredVerticalBarBehavior` (its navigation
  /// or tab bar controller forwards it to the child that shows).
  public var verticalBarBehavior: VerticalBarBehavior = .automatic

  /// Creates the defaults: the window at the screen's origin, `.automatic` controls shown as the
  /// system decides, the hinge as the device has it, `.automatic` vertical bars.
  public init() {}
}

extension ScreenSetup {
  /// The window's frame on the screen: ``WindowSetup/origin`` and
  /// ``screenSize``; `nil` while the size is not pinned. Setting it pins both.
  public var windowFrame: CGRect? {
    // Not `screenSize.map { … }`: a closure that reads `window` captured,
    // and so copied, the whole setup (its device reference counted).
    get {
      guard let size = screenSize else { return nil }
      return CGRect(origin: window.origin ?? .zero, size: size)
    }
    set {
      screenSize = newValue?.size
      window.origin = newValue?.origin
    }
  }
}
