import Foundation
import InsetModel

/// The keys a scenario table may use: the one place that knows them.
///
/// Adding a UIKit property means one entry here, one field on ``Scene`` or
/// ``Resolution``, one rule in the model, and rows in `Scenarios/`.
public struct Vocabulary: Sendable {
  /// Every key, in reference order.
  public let keys: [ScenarioKey]
  private let index: [String: Int]

  public init(keys: [ScenarioKey]) {
    self.keys = keys
    var index: [String: Int] = [:]
    for (i, key) in keys.enumerated() where index[key.name] == nil { index[key.name] = i }
    self.index = index
  }

  /// The key named exactly `name`.
  public subscript(name: String) -> ScenarioKey? {
    index[name].map { keys[$0] }
  }

  /// The closest key name to a misspelt one.
  public func suggestion(for name: String) -> String? {
    Suggestion.closest(to: name, among: keys.map(\.name))
  }

  /// The vocabulary of this version of InsetModel.
  public static let standard = Vocabulary(
    keys: [ScenarioKey.label] + screenKeys + controllerKeys + viewKeys + scrollViewKeys
      + assumptionKeys)

  // MARK: Screen

  static let screenKeys: [ScenarioKey] = [
    .input(
      "screenSize", .screen, CGSize.self, default: "bare screen {375, 667}",
      meaning: "window size in points", source: "contract",
      set: { $0.screen.screenSize = $1 }),
    .output(
      "screenSize?", .screen, CGSize.self, meaning: "window size in points", source: "contract",
      read: { $0.screenSize }),
    .input(
      "scale", .screen, CGFloat.self, default: "bare screen 2", meaning: "points to pixels",
      source: "contract", set: { $0.screen.scale = $1 }),
    .output(
      "scale?", .screen, CGFloat.self, meaning: "points to pixels", source: "contract",
      read: { $0.scale }),
  ]

  // MARK: View controller and bars

  static let controllerKeys: [ScenarioKey] = [
    .input(
      "navigationBar", .controller, NavigationBarState.self, default: "none",
      meaning: "`none`: no navigation controller; `visible`; `hidden`: inside one with "
        + "`isNavigationBarHidden`",
      source: "contract", set: { $0.controller.navigationBar = $1 }),
    .input(
      "tabBar", .controller, TabBarState.self, default: "none",
      meaning: "inside a tab bar controller", source: "contract",
      set: { $0.controller.tabBar = $1 }),
    .input(
      "automaticallyAdjustsScrollViewInsets", .controller, Bool.self, default: "yes",
      meaning: "`UIViewController.automaticallyAdjustsScrollViewInsets` (deprecated in iOS 11; "
        + "still read by `.automatic`)",
      source: "AD/uiviewcontroller/automaticallyadjustsscrollviewinsets; W235 ~1519",
      set: { $0.controller.automaticallyAdjustsScrollViewInsets = $1 }),
    .input(
      "rootSafeAreaInsets", .controller, EdgeInsets.self, default: "derived",
      meaning: "the root view's `safeAreaInsets`, pinned", source: "AD/uiview-safeareainsets",
      set: { $0.controller.rootSafeAreaInsets = $1 }),
    .output(
      "rootSafeAreaInsets?", .controller, EdgeInsets.self,
      meaning: "the root view's `safeAreaInsets`", source: "AD/uiview-safeareainsets",
      read: { $0.rootSafeAreaInsets }),
    .output(
      "rootFrame?", .controller, CGRect.self, meaning: "the root view's frame in the window",
      source: "AD/uiviewcontroller-view", read: { $0.rootFrame }),
  ]

  // MARK: The view

  static let viewKeys: [ScenarioKey] = [
    .input(
      "view", .view, ViewKind.self,
      default: "inferred: `collectionView` with a flow-layout key, else `tableView` with a "
        + "table-view key, else `scrollView` with a scroll-view key, else `plain`",
      meaning: "the kind of view under test", source: "contract",
      set: { $0.view.kind = $1 }),
    .input(
      "frame", .view, CGRect.self, default: "the root view's bounds",
      meaning: "the view's frame in the root view's coordinates", source: "contract",
      set: { $0.view.frame = $1 }),
    .input(
      "safeAreaInsets", .view, EdgeInsets.self, default: "derived",
      meaning: "the view's `safeAreaInsets`, pinned (replaces its derivation)",
      source: "AD/uiview-safeareainsets", set: { $0.view.safeAreaInsets = $1 }),
    .output(
      "safeAreaInsets?", .view, EdgeInsets.self, meaning: "the view's `safeAreaInsets`",
      source: "AD/uiview-safeareainsets; martiancraft (overlap)",
      read: { $0.view.safeAreaInsets }),
  ]

  // MARK: Scroll view

  static let notAScrollView =
    "needs a scroll view, but the view is `plain` (set `view` to `scrollView`, `tableView` or "
    + "`collectionView`)"

  static let scrollViewKeys: [ScenarioKey] = [
    .input(
      "contentInsetAdjustmentBehavior", .scrollView, ContentInsetAdjustmentBehavior.self,
      default: "automatic", meaning: "how the safe area is added to `contentInset`",
      source: "HDR UIScrollView.h",
      set: { $0.scrollView.contentInsetAdjustmentBehavior = $1 }),
    .input(
      "contentInset", .scrollView, EdgeInsets.self, default: "zero",
      meaning: "the insets app code sets", source: "HDR UIScrollView.h",
      set: { $0.scrollView.contentInset = $1 }),
    .input(
      "contentSize", .scrollView, CGSize.self, default: "{0, 0}",
      meaning: "the size of the content", source: "HDR UIScrollView.h",
      set: { $0.scrollView.contentSize = $1 }),
    .input(
      "alwaysBounceVertical", .scrollView, Bool.self, default: "no",
      meaning: "makes the vertical axis scrollable", source: "HDR UIScrollView.h",
      set: { $0.scrollView.alwaysBounceVertical = $1 }),
    .input(
      "alwaysBounceHorizontal", .scrollView, Bool.self, default: "no",
      meaning: "makes the horizontal axis scrollable", source: "HDR UIScrollView.h",
      set: { $0.scrollView.alwaysBounceHorizontal = $1 }),
    .input(
      "isContentScrollView", .scrollView, Bool.self, default: "yes",
      meaning: "the view controller's content scroll view (its view, or its first subview)",
      source: "SEED 004; uikit-facts §4", set: { $0.scrollView.isContentScrollView = $1 }),
    .output(
      "adjustedContentInset?", .scrollView, EdgeInsets.self,
      meaning: "`contentInset` plus the safe area on the edges the behaviour adjusts",
      source: "AD/uiscrollview-adjustedcontentinset; HDR UIScrollView.h",
      unavailable: notAScrollView, read: { $0.scrollView?.adjustedContentInset }),
    .output(
      "contentOffset?", .scrollView, CGPoint.self,
      meaning: "at rest, scrolled to the top-left: `{-adjusted.left, -adjusted.top}`",
      source: "W235 ~902-1037", unavailable: notAScrollView,
      read: { $0.scrollView?.contentOffset }),
    .output(
      "maximumContentOffset?", .scrollView, CGPoint.self,
      meaning: "the bottom-right end of the scroll range, never before the resting offset",
      source: "W235 ~902-1037", unavailable: notAScrollView,
      read: { $0.scrollView?.maximumContentOffset }),
  ]

  // MARK: Assumptions

  static let assumptionKeys: [ScenarioKey] = [
    .input(
      "assumeAutomaticAdjustsInTabBarController", .assumption, Bool.self, default: "yes",
      meaning: "whether `.automatic`'s compatibility rule holds in a tab bar controller with no "
        + "navigation controller (the header says navigation controller only; the docs add tab "
        + "bar controllers)",
      source: "HDR UIScrollView.h vs AD .automatic; SEED 002",
      set: { $0.assumptions.automaticAdjustsInTabBarController = $1 })
  ]
}
