import Foundation

/// The bars, the root view and the iOS 7–10 layout guides, resolved: what
/// the fold (``HierarchyRules``) gives the one-level scene's root view
/// controller.
///
/// The picture, for a navigation bar and a tab bar over a translucent layout:
///
///     y = 0        ┌──────────────┐ ┐
///                  │  status bar  │ │ topLayoutGuide = root safe top
///     navTop       ├──────────────┤ │ (= navBottom - root.minY)
///                  │ navigation   │ │
///     navBottom    ├──────────────┤ ┘
///                  │  root view   │
///     H - bottom   ├──────────────┤ ┐ bottomLayoutGuide = bottom stack
///                  │  tab bar     │ │
///                  │ home indic.  │ │
///     y = H        └──────────────┘ ┘
public struct ContainerResolution: Sendable, Hashable {
  /// The navigation bar's frame in the window, when it shows.
  public var navigationBarFrame: CGRect?
  /// The tab bar's frame, home indicator included, when it shows.
  public var tabBarFrame: CGRect?
  /// The toolbar's frame, home indicator included when it is the lowest bar.
  public var toolbarFrame: CGRect?
  /// The root view's frame in the window.
  public var rootFrame: CGRect
  /// The root view's safe area from the window and the bars, before
  /// `additionalSafeAreaInsets`.
  public var barsSafeAreaInsets: Insets
  /// `topLayoutGuide.length` (iOS 7–10).
  public var topLayoutGuide: CGFloat
  /// `bottomLayoutGuide.length` (iOS 7–10).
  public var bottomLayoutGuide: CGFloat
}
