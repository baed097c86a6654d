extension Facts {
  /// The scrollable-axes test.
  public static let scrollableAxes = Fact(
    "scrollView.scrollableAxes", .scrollView,
    "An axis scrolls when the content is longer than the frame along it (strictly) or "
      + "`alwaysBounce` is set for it.", .documented, [Citation(.headerUIScrollView)])

  /// A table view bounces vertically.
  public static let tableViewBouncesVertically = Fact(
    "scrollView.tableViewBounces", .scrollView,
    "A table view's `alwaysBounceVertical` is on by default, so `.scrollableAxes` and `.automatic` "
      + "adjust its top and bottom even when its rows are short; a plain scroll view's is off. "
      + "The re-implementation that says so is checked against iOS 26.1 simulators and sets it "
      + "for every style; no print of the flag itself on any version.",
    .singleSource,
    [
      .single(.yecongAlwaysBounce, "a statement, no print"), Citation(.docScrollableAxes),
      Citation(.openUIKitTableView, at: "init(frame:style:)"),
    ],
    disagreement:
      "No Apple text and no print: one post says a table view's is YES by default, and a "
      + "UIKit re-implementation sets it on in its initialiser. Set `alwaysBounceVertical` to `no` "
      + "for one that is off.")

  /// The adjustment behaviours.
  public static let adjustmentBehaviors = Fact(
    "scrollView.behaviors", .scrollView,
    "`.never` adjusts no edge, `.always` every edge, `.scrollableAxes` the two edges of each "
      + "scrollable axis, and `.automatic` the same plus top and bottom when the compatibility "
      + "rule holds (the header's \"also adjust\").", .documented,
    [
      Citation(.headerUIScrollView), Citation(.docAutomaticBehavior),
      Citation(.docContentInsetAdjustmentBehavior),
    ])

  /// The compatibility rule.
  public static let compatibilityRule = Fact(
    "scrollView.compatibilityRule", .scrollView,
    "`.automatic`'s compatibility rule holds for the content scroll view of a view controller "
      + "with `automaticallyAdjustsScrollViewInsets` inside a navigation controller (bar shown "
      + "or hidden); setting the flag to false makes `.automatic` act as `.scrollableAxes`.",
    .documented,
    [
      Citation(.headerUIScrollView), Citation(.wwdc18Session235, at: "~1519 s"),
      Citation(.docAutomaticallyAdjustsScrollViewInsets),
    ])

  /// The tab bar controller's part in the compatibility rule.
  public static let compatibilityInTabBarController = Fact(
    "scrollView.compatibilityInTabBarController", .scrollView,
    "The compatibility rule also holds in a tab bar controller with no navigation controller; "
      + "on iOS 26 assumed unchanged (no print found: searched `adjustedContentInset` and "
      + "`contentInset` prints of iOS 26 tab bar controllers without a navigation controller).",
    .assumption(key: "assumeAutomaticAdjustsInTabBarController"),
    [Citation(.docAutomaticBehavior), Citation(.headerUIScrollView), Citation(.seedUIKitSafeArea)],
    disagreement: "UIScrollView.h names only a navigation controller; the documentation adds tab "
      + "bar controllers, and the article agrees with it. Default yes.")

  /// The content scroll view.
  public static let contentScrollView = Fact(
    "scrollView.contentScrollView", .scrollView,
    "Only the view controller's content scroll view (its view, or its first subview) is "
      + "adjusted by the compatibility rule and was adjusted on iOS 10; on iOS 26 assumed "
      + "unchanged (no print found: the rule is WWDC 2018's, and no iOS 26 probe sets the flag "
      + "on a scroll view that is not the content scroll view).", .singleSource,
    [.single(.seedSafeAreaAdaptation, "a summary of WWDC 2018 session 235, a statement")])

  /// adjustedContentInset.
  public static let adjustedContentInset = Fact(
    "scrollView.adjustedContentInset", .scrollView,
    "`adjustedContentInset` is `contentInset` plus the scroll view's safe area on the adjusted "
      + "edges. It holds on iOS 26: the iPhone SE's iOS 26.1 simulator prints a table filling "
      + "the window under a navigation bar with `safeAreaInsets.top` 64 and "
      + "`adjustedContentInset` [64, 0, 0, 0], its own `contentInset` zero.", .documented,
    [
      Citation(.docAdjustedContentInset), Citation(.wwdc18Session235, at: "~1149 s"),
      Citation(.openUIKitNavigationController, at: "updateContainerLayout()"),
    ])

  /// The content offset range.
  public static let contentOffsetRange = Fact(
    "scrollView.contentOffset", .scrollView,
    "At rest, scrolled to the top-left, `contentOffset` is {-adjusted.left, -adjusted.top}; the "
      + "range ends at contentSize + adjusted.bottom/right - bounds.size, never before the start. "
      + "On iOS 26 the same table rests at `contentOffset` (0, -64) (the iPhone SE's iOS 26.1 "
      + "simulator).",
    .documented,
    [
      Citation(.wwdc18Session235, at: "~902-1037 s"),
      Citation(.openUIKitNavigationController, at: "updateContainerLayout()"),
    ])

  /// What a scroll view passes on.
  public static let scrollViewPassesSafeArea = Fact(
    "scrollView.passesSafeArea", .scrollView,
    "A scroll view passes its safe area on to its subviews only on the edges it did not fold "
      + "into `adjustedContentInset`; with `.never` it passes every edge, like a plain view.",
    .documented,
    [
      Citation(.wwdc18Session235, at: "~1290-1334 s"),
      Citation(.wwdc18Session235, at: "~1545-1562 s"),
    ])

  static let scrollView: [Fact] = [
    scrollableAxes, tableViewBouncesVertically, adjustmentBehaviors, compatibilityRule,
    compatibilityInTabBarController,
    contentScrollView, adjustedContentInset, contentOffsetRange, scrollViewPassesSafeArea,
  ]
}
