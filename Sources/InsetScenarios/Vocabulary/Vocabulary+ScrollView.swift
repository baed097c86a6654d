import Foundation
import InsetModel

extension Vocabulary {
  // MARK: Scroll view

  static let notAScrollView =
    "needs a scroll view, but the view is `plain` (set `view` to `scrollView`, `tableView` or "
    + "`collectionView`)"

  static let scrollViewKeys: [ScenarioKey] = [
    .input(
      "contentInsetAdjustmentBehavior", .scrollView, \.scrollView.contentInsetAdjustmentBehavior,
      meaning: "how the safe area is added to `contentInset`", facts: [Facts.adjustmentBehaviors]),
    .input(
      "contentInset", .scrollView, \.scrollView.contentInset,
      meaning: "the insets app code sets", facts: [Facts.adjustedContentInset]),
    .input(
      "contentSize", .scrollView, \.scrollView.contentSize,
      default: "{0, 0}; a table's rows or a collection view's layout when they give one",
      meaning: "the size of the content", facts: [Facts.scrollableAxes]),
    .input(
      "alwaysBounceVertical", .scrollView, \.scrollView.alwaysBounceVertical,
      default: "yes for a table view (as Interface Builder creates it), no otherwise",
      meaning: "makes the vertical axis scrollable",
      facts: [Facts.scrollableAxes, Facts.tableViewBouncesVertically]),
    .input(
      "alwaysBounceHorizontal", .scrollView, \.scrollView.alwaysBounceHorizontal,
      meaning: "makes the horizontal axis scrollable", facts: [Facts.scrollableAxes]),
    .input(
      "isContentScrollView", .scrollView, \.scrollView.isContentScrollView,
      meaning: "the view controller's content scroll view (its view, or its first subview)",
      facts: [Facts.contentScrollView]),
    .output(
      "adjustedContentInset?", .scrollView, Insets.self, reads: [.adjustedContentInset],
      meaning: "`contentInset` plus the safe area on the edges the behaviour adjusts",
      facts: [Facts.adjustedContentInset, Facts.adjustmentBehaviors],
      unavailable: notAScrollView, read: { $0.scrollView?.adjustedContentInset }),
    .output(
      "contentOffset?", .scrollView, CGPoint.self, reads: [.contentOffset],
      meaning: "at rest, scrolled to the top-left: `{-adjusted.left, -adjusted.top}` (before "
        + "iOS 11, of `legacyContentInset`)",
      facts: [Facts.contentOffsetRange, Facts.legacyContentOffset], unavailable: notAScrollView,
      read: { $0.scrollView?.contentOffset }),
    .output(
      "legacyContentInset?", .scrollView, Insets.self, reads: [.legacyContentInset],
      meaning: "what `contentInset` read on iOS 10 with `automaticallyAdjustsScrollViewInsets`: "
        + "the layout guides added on top and bottom, for a container's content scroll view",
      facts: [Facts.legacyContentInset], unavailable: notAScrollView,
      read: { $0.scrollView?.legacyContentInset }),
    .output(
      "passedSafeAreaInsets?", .scrollView, Insets.self, reads: [.passedSafeAreaInsets],
      meaning: "the safe area the scroll view passes to its subviews: the edges it did not fold "
        + "into `adjustedContentInset` (all of them under `.never`)",
      facts: [Facts.scrollViewPassesSafeArea], unavailable: notAScrollView,
      read: { $0.scrollView?.passedSafeAreaInsets }),
    .output(
      "maximumContentOffset?", .scrollView, CGPoint.self, reads: [.maximumContentOffset],
      meaning: "the bottom-right end of the scroll range, never before the resting offset",
      facts: [Facts.contentOffsetRange], unavailable: notAScrollView,
      read: { $0.scrollView?.maximumContentOffset }),

    // MARK: Scroll indicators
    .input(
      "verticalScrollIndicatorInsets", .scrollView, \.scrollView.verticalScrollIndicatorInsets,
      meaning: "the vertical indicator's insets app code sets (iOS 11.1); the system adds to them",
      facts: [Facts.indicatorInsets]),
    .input(
      "horizontalScrollIndicatorInsets", .scrollView,
      \.scrollView.horizontalScrollIndicatorInsets,
      meaning: "the horizontal indicator's insets app code sets (iOS 11.1); the system adds to "
        + "them", facts: [Facts.indicatorInsets]),
    .input(
      "automaticallyAdjustsScrollIndicatorInsets", .scrollView,
      \.scrollView.automaticallyAdjustsScrollIndicatorInsets,
      meaning: "iOS 13: the system adds the safe area to the indicator insets, whatever the "
        + "content-inset behaviour", facts: [Facts.indicatorsAutomaticFlag, Facts.indicatorsIOS13]),
    .output(
      "effectiveVerticalScrollIndicatorInsets?", .scrollView, Insets.self,
      reads: [.verticalScrollIndicatorInsets],
      meaning: "where the vertical indicator runs: between the top and bottom values, the right "
        + "value off the right edge; the set insets plus the safe area (iOS 13+: unless "
        + "`automaticallyAdjustsScrollIndicatorInsets` is off; iOS 11–12: unless `never`)",
      facts: [Facts.indicatorsIOS13, Facts.indicatorsIOS11], unavailable: notAScrollView,
      readInScene: { $0.scrollIndicatorInsets(in: $1)?.vertical }),
    .output(
      "effectiveHorizontalScrollIndicatorInsets?", .scrollView, Insets.self,
      reads: [.horizontalScrollIndicatorInsets],
      meaning: "where the horizontal indicator runs: between the left and right values, the "
        + "bottom value off the bottom edge; the set insets plus the safe area, as for the "
        + "vertical one", facts: [Facts.indicatorsIOS13, Facts.indicatorsIOS11],
      unavailable: notAScrollView, readInScene: { $0.scrollIndicatorInsets(in: $1)?.horizontal }),
  ]
}
