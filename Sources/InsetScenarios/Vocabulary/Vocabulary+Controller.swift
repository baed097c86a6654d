import Foundation
import InsetModel

extension Vocabulary {
  // MARK: View controller and bars

  static let controllerKeys: [ScenarioKey] = [
    .input(
      "navigationBar", .controller, \.controller.navigationBar,
      meaning: "`none`: no navigation controller; `visible`; `hidden`: inside one with "
        + "`isNavigationBarHidden`", facts: []),
    .input(
      "prefersLargeTitles", .controller, \.controller.prefersLargeTitles,
      meaning: "a large title, expanded (not shown where the height is compact)",
      facts: [Facts.largeTitle]),
    .input(
      "tabBar", .controller, \.controller.tabBar,
      meaning: "inside a tab bar controller: its bar `visible`, `hidden`, or `minimized` (iOS 26 "
        + "on iPhone, after a scroll); at the top on a regular-width iPad from iPadOS 18",
      facts: [
        Facts.liquidGlassTabBar, Facts.glassTabBarWithoutHomeIndicator, Facts.glassCompactTabBar,
        Facts.glassLandscapeTabBar,
        Facts.padTopTabBar, Facts.minimizedTabBar,
      ]),
    .input(
      "tabBarMinimizeBehavior", .controller, \.controller.tabBarMinimizeBehavior,
      meaning: "`UITabBarController.tabBarMinimizeBehavior` (iOS 26): `onScrollDown` and "
        + "`onScrollUp` let an iPhone's tab bar minimise", facts: [Facts.minimizedTabBar]),
    .input(
      "minimizedTabBarHeight", .controller, \.controller.minimizedTabBarHeight,
      default: "none: no source publishes it",
      meaning: "a minimised tab bar's height above the home indicator; required with `tabBar` "
        + "`minimized`", facts: [Facts.minimizedTabBar],
      sample: { g in g.length(20...50).formatted }),
    .input(
      "toolbar", .controller, \.controller.toolbar,
      meaning: "the navigation controller's toolbar shown (implies a navigation controller); "
        + "under Liquid Glass a slot 86 tall on a phone (82 in a compact height), 79 on an iPad",
      facts: [Facts.glassToolbarSlot]),
    .input(
      "toolbarItems", .controller, \.controller.hasToolbarItems,
      meaning: "whether the view controller has `toolbarItems`: under Liquid Glass a shown "
        + "toolbar whose top view controller has none shows no slot and adds no inset (in "
        + "`hierarchy`: `toolbarItems: false`)", facts: [Facts.glassToolbarSlot]),
    .input(
      "isTranslucent", .controller, \.controller.isTranslucent, meaning: "all bars",
      facts: [Facts.extendedLayout]),
    .input(
      "edgesForExtendedLayout", .controller, \.controller.edgesForExtendedLayout,
      meaning: "the edges whose bars the root view extends under", facts: [Facts.extendedLayout]),
    .input(
      "extendedLayoutIncludesOpaqueBars", .controller,
      \.controller.extendedLayoutIncludesOpaqueBars, meaning: "extend under opaque bars too",
      facts: [Facts.extendedLayout]),
    .input(
      "additionalSafeAreaInsets", .controller, \.controller.additionalSafeAreaInsets,
      meaning: "added to the root view's safe area", facts: [Facts.rootSafeArea]),
    .output(
      "navigationBarHeight?", .controller, CGFloat.self, reads: [.navigationBarFrame],
      meaning: "the navigation bar's frame height",
      facts: [Facts.barHeights, Facts.largeTitle],
      unavailable: "needs a visible navigation bar (`navigationBar` `visible`)",
      read: { $0.containers.navigationBarFrame?.height }),
    .output(
      "tabBarHeight?", .controller, CGFloat.self, reads: [.tabBarFrame],
      meaning: "the tab bar's frame height, home indicator included",
      facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator, Facts.padTabBar],
      unavailable: "needs a tab bar (`tabBar` `visible`)",
      read: { $0.containers.tabBarFrame?.height }),
    .output(
      "toolbarHeight?", .controller, CGFloat.self, reads: [.toolbarFrame],
      meaning: "the toolbar's frame height, home indicator included when it is the lowest bar",
      facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator],
      unavailable: "needs a toolbar (`toolbar` `visible`)",
      read: { $0.containers.toolbarFrame?.height }),
    .output(
      "freeToolbarHeight?", .controller, CGFloat.self, reads: [.freeToolbarHeight],
      meaning: "a free-standing `UIToolbar`'s height (not a navigation controller's): what Auto "
        + "Layout gives one pinned with no height constraint, its intrinsic height",
      facts: [Facts.glassFreeToolbarHeight],
      unavailable: "needs a phone or an iPad with Liquid Glass bars (iOS 26 or later, built with "
        + "its SDK): no print of a free `UIToolbar`'s height was found before Liquid Glass nor "
        + "on a foldable (a print of its `intrinsicContentSize` there would settle it)",
      readInScene: { scene, r in
        ScreenRules.freeToolbarHeight(r.screen, device: scene.screen.device)
      }),
    .output(
      "navigationBarFrame?", .controller, CGRect.self, reads: [.navigationBarFrame],
      meaning: "the navigation bar's frame in the window, as UIKit prints the bar",
      facts: [Facts.barHeights, Facts.navigationBarOrigin],
      unavailable: "needs a visible navigation bar (`navigationBar` `visible`)",
      read: { $0.containers.navigationBarFrame }),
    .output(
      "tabBarFrame?", .controller, CGRect.self, reads: [.tabBarFrame],
      meaning: "the tab bar's frame in the window, home indicator included",
      facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator, Facts.padTabBar],
      unavailable: "needs a tab bar (`tabBar` `visible`) whose frame the model knows",
      read: { $0.containers.tabBarFrame }),
    .output(
      "toolbarFrame?", .controller, CGRect.self, reads: [.toolbarFrame],
      meaning: "the toolbar's frame in the window; under Liquid Glass the slot UIKit shows for "
        + "the toolbar's items",
      facts: [Facts.barHeights, Facts.bottomBarsTakeHomeIndicator],
      unavailable: "needs a toolbar (`toolbar` `visible`)",
      read: { $0.containers.toolbarFrame }),
    .output(
      "topLayoutGuide?", .controller, CGFloat.self, reads: [.topLayoutGuide],
      meaning: "iOS 7–10 `topLayoutGuide.length`: from the root view's top to the bottom of the "
        + "lowest bar over it", facts: [Facts.layoutGuides],
      read: { $0.containers.topLayoutGuide }),
    .output(
      "bottomLayoutGuide?", .controller, CGFloat.self, reads: [.bottomLayoutGuide],
      meaning: "iOS 7–10 `bottomLayoutGuide.length`: from the root view's bottom to the top of the "
        + "bar over it", facts: [Facts.layoutGuides], read: { $0.containers.bottomLayoutGuide }),
    .input(
      "automaticallyAdjustsScrollViewInsets", .controller,
      \.controller.automaticallyAdjustsScrollViewInsets,
      meaning: "`UIViewController.automaticallyAdjustsScrollViewInsets` (deprecated in iOS 11; "
        + "still read by `.automatic`)", facts: [Facts.compatibilityRule]),
    .input(
      "rootSafeAreaInsets", .controller, \.controller.rootSafeAreaInsets, default: "derived",
      meaning: "the root view's `safeAreaInsets`, pinned", facts: [Facts.rootSafeArea]),
    .output(
      "rootSafeAreaInsets?", .controller, Insets.self, reads: [.rootSafeAreaInsets],
      meaning: "the root view's `safeAreaInsets`", facts: [Facts.rootSafeArea],
      read: { $0.rootSafeAreaInsets }),
    .input(
      "viewRespectsSystemMinimumLayoutMargins", .controller,
      \.controller.viewRespectsSystemMinimumLayoutMargins,
      meaning: "the root view's margins are at least `systemMinimumLayoutMargins`",
      facts: [Facts.systemMinimumMargins]),
    .input(
      "rootDirectionalLayoutMargins", .controller, \.controller.rootDirectionalLayoutMargins,
      default: "zero",
      meaning: "the root view's own `directionalLayoutMargins`, raised to the system minimum",
      facts: [Facts.rootMargins]),
    .output(
      "systemMinimumLayoutMargins?", .controller, DirectionalInsets.self,
      reads: [.systemMinimumLayoutMargins],
      meaning: "20 leading and trailing where the window is at least 414 wide (390 under Liquid "
        + "Glass) with no side safe area, else 16 (measured; not the size class); 0 top and bottom",
      facts: [Facts.systemMinimumMargins, Facts.glassSystemMinimumMargins],
      read: { $0.systemMinimumLayoutMargins }),
    .output(
      "rootLayoutMargins?", .controller, Insets.self, reads: [.rootLayoutMargins],
      meaning: "the root view's `layoutMargins`: its own raised to the system minimum, plus its "
        + "safe area", facts: [Facts.rootMargins, Facts.marginsFromSafeArea],
      read: { $0.rootLayoutMargins }),
    .output(
      "rootFrame?", .controller, CGRect.self, reads: [.rootFrame],
      meaning: "the root view's frame in the window", facts: [Facts.extendedLayout],
      read: { $0.rootFrame }),
  ]

  // MARK: Child view controller

  static let childKeys: [ScenarioKey] = [
    .input(
      "childFrame", .controller, \.controller.childFrame,
      default: "no child; with a child key, the root view's bounds",
      meaning: "a child view controller's root view frame in the parent's root view; the view "
        + "under test then lives in the child's root view",
      facts: [Facts.childViewController], property: "child.frame",
      set: { $0.controller.childFrame = $1 }),
    .input(
      "childAdditionalSafeAreaInsets", .controller, \.controller.childAdditionalSafeAreaInsets,
      meaning:
        "the child view controller's own `additionalSafeAreaInsets`, added to what it inherits",
      facts: [Facts.childViewController], property: "child.additionalSafeAreaInsets",
      set: { $0.controller.childAdditionalSafeAreaInsets = $1 }),
    .output(
      "childSafeAreaInsets?", .controller, Insets.self,
      reads: [.childSafeAreaInsets, .rootSafeAreaInsets],
      meaning: "the child's root view `safeAreaInsets`: its overlap of the parent's plus its own "
        + "additional insets", facts: [Facts.childViewController, Facts.subviewOverlap],
      unavailable:
        "needs a child view controller (set `childFrame` or `childAdditionalSafeAreaInsets`)",
      read: { $0.child?.safeAreaInsets }),
  ]
}
