import Foundation

/// The bars, the root view and the iOS 7–10 layout guides, resolved.
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

/// How the containers' bars place the root view and make its safe area.
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
public enum ContainerRules {
  public static func resolve(
    screen: ScreenResolution, controller c: ViewControllerSetup, assumptions: Assumptions
  ) -> ContainerResolution {
    let size = screen.screenSize
    let window = screen.windowSafeAreaInsets
    let traits = screen.sizeClasses

    // Top: the navigation bar starts at the window's safe-area top, which is
    // the status bar's bottom on every phone but the Dynamic Island ones, where
    // the bar overlaps the island's inset by a measured 5.333 pt (named
    // assumption).
    var navigationBarFrame: CGRect?
    if c.navigationBar == .visible {
      let overlap =
        assumptions.navigationBarOverlapsDynamicIsland && screen.isStatusBarVisible
        ? screen.navigationBarOverlap : 0
      let top = window.top - overlap
      let height = BarMetrics.navigationBarHeight(
        idiom: screen.idiom, sizeClasses: traits, prefersLargeTitles: c.prefersLargeTitles)
      navigationBarFrame = CGRect(x: 0, y: top, width: size.width, height: height)
    }

    // Bottom: the tab bar takes the home indicator; a toolbar above a tab bar
    // does not (uikit-facts §2: "toolbar 44 (+ home indicator)"; W235 ~1670-1691
    // for the tab bar controller's chain).
    var bottomStack: CGFloat = 0
    var tabBarFrame: CGRect?
    var toolbarFrame: CGRect?
    if c.tabBar == .visible {
      let height =
        BarMetrics.tabBarContentHeight(idiom: screen.idiom, sizeClasses: traits)
        + screen.homeIndicatorInset
      tabBarFrame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
      bottomStack += height
    }
    if c.toolbar == .visible {
      let height =
        BarMetrics.toolbarContentHeight(idiom: screen.idiom, sizeClasses: traits)
        + (c.tabBar == .visible ? 0 : screen.homeIndicatorInset)
      toolbarFrame = CGRect(
        x: 0, y: size.height - bottomStack - height, width: size.width, height: height)
      bottomStack += height
    }

    // The root view extends under a bar when edgesForExtendedLayout holds that
    // edge and the bar is translucent, or extendedLayoutIncludesOpaqueBars is
    // set (AD edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars;
    // uikit-facts §2). Otherwise it starts below (ends above) the bar.
    let underOpaque = c.isTranslucent || c.extendedLayoutIncludesOpaqueBars
    let extendsTop = c.edgesForExtendedLayout.contains(.top) && underOpaque
    let extendsBottom = c.edgesForExtendedLayout.contains(.bottom) && underOpaque
    let rootMinY = navigationBarFrame.map { extendsTop ? 0 : $0.maxY } ?? 0
    let rootMaxY = bottomStack > 0 && !extendsBottom ? size.height - bottomStack : size.height
    let rootFrame = CGRect(x: 0, y: rootMinY, width: size.width, height: rootMaxY - rootMinY)

    // The root view's safe area: what the window's insets and the bars cover
    // of it (AD/uiview-safeareainsets; uikit-facts §1).
    let coveredTop = max(window.top, navigationBarFrame?.maxY ?? 0)
    let coveredBottom = max(window.bottom, bottomStack)
    let barsSafeAreaInsets = Insets(
      top: max(0, coveredTop - rootMinY), left: window.left,
      bottom: max(0, coveredBottom - (size.height - rootMaxY)), right: window.right)

    // The legacy guides: from the view's top to the bottom of the lowest bar
    // over it (status bar, navigation bar), and from its bottom to the top of
    // the bar over it (AD/uilayoutsupport-length; uikit-facts §4).
    let topBarsBottom = max(screen.statusBarHeight, navigationBarFrame?.maxY ?? 0)
    let topLayoutGuide = max(0, topBarsBottom - rootMinY)
    let bottomLayoutGuide = max(0, bottomStack - (size.height - rootMaxY))

    return ContainerResolution(
      navigationBarFrame: navigationBarFrame, tabBarFrame: tabBarFrame, toolbarFrame: toolbarFrame,
      rootFrame: rootFrame, barsSafeAreaInsets: barsSafeAreaInsets, topLayoutGuide: topLayoutGuide,
      bottomLayoutGuide: bottomLayoutGuide)
  }

  /// The contentInset iOS 10's `automaticallyAdjustsScrollViewInsets` wrote:
  /// the app's `contentInset` plus the layout guides on top and bottom, for
  /// the content scroll view of a view controller in a navigation or tab bar
  /// controller (SEED 002: `{64, 0, 49, 0}` on an iPhone 8 with both bars;
  /// AD automaticallyAdjustsScrollViewInsets: "container view controllers"
  /// adjust it). Under an opaque bar the root view is not under the bar, the
  /// guide is 0 and nothing is added (uikit-facts §4).
  @inlinable
  public static func legacyContentInset(
    contentInset: Insets, topLayoutGuide: CGFloat, bottomLayoutGuide: CGFloat,
    isInContainer: Bool, automaticallyAdjustsScrollViewInsets: Bool, isContentScrollView: Bool
  ) -> Insets {
    guard isInContainer, automaticallyAdjustsScrollViewInsets, isContentScrollView else {
      return contentInset
    }
    return contentInset
      + Insets(top: topLayoutGuide, left: 0, bottom: bottomLayoutGuide, right: 0)
  }
}
