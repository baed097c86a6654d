import Foundation
import InsetModel

extension Vocabulary {
  // MARK: Assumptions

  /// An assumption key: its name is the one its fact's provenance names.
  static func assumption<V: ScenarioValue>(
    _ fact: Fact,
    _ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<LayoutScene, V> & Sendable,
    meaning: String
  ) -> ScenarioKey {
    guard case .assumption(let key) = fact.provenance else {
      preconditionFailure("\(fact.id) is not an assumption")
    }
    return .input(key, .assumption, path(), meaning: meaning, facts: [fact])
  }

  static let assumptionKeys: [ScenarioKey] = [
    assumption(
      Facts.compatibilityInTabBarController, \.assumptions.automaticAdjustsInTabBarController,
      meaning: "whether `.automatic`'s compatibility rule holds in a tab bar controller with no "
        + "navigation controller (the header says navigation controller only; the docs add tab "
        + "bar controllers)"),
    assumption(
      Facts.dynamicIslandOverlap, \.assumptions.navigationBarOverlapsDynamicIsland,
      meaning: "on a 59 pt Dynamic Island phone the navigation bar overlaps the inset by 5.333 pt, "
        + "so the root view's top reads 97.667; `no` starts it at the 59 pt inset (103)"),
    .input(
      "assumeLandscapeHomeIndicatorInset", .assumption, \.assumptions.landscapeHomeIndicatorInset,
      default: "21 before iOS 26, 20 from it",
      meaning: "a phone's home indicator inset in landscape, pinned (24 in 2018's "
        + "swift-snapshot-testing presets)", facts: [Facts.landscapeHomeIndicator],
      sample: { g in g.pick(["20", "21", "24"]) }),
    assumption(
      Facts.iPhone15Top, \.assumptions.iPhone15TopInset,
      meaning: "the iPhone 15 and 15 Plus top inset: 59 or 47"),
    assumption(
      Facts.glassLandscapeNavigationBarTop, \.assumptions.glassLandscapeNavigationBarTop,
      meaning: "under Liquid Glass, where a phone's navigation bar starts in landscape below a top "
        + "inset of 0 (24 as the iOS 26.1 iPhone SE simulator prints it)"),
    assumption(
      Facts.glassLandscapeBarWithoutIsland, \.assumptions.glassLandscapeNavigationBarHeight,
      meaning: "under Liquid Glass, the navigation bar's height on a phone without a Dynamic "
        + "Island where both size classes are compact: 54 as the iOS 26.1 iPhone SE simulator "
        + "prints it, 32 in GKNavigationBar's table"),
    assumption(
      Facts.glassTabBarWithoutHomeIndicator, \.assumptions.glassTabBarWithoutHomeIndicator,
      meaning: "under Liquid Glass, what a phone's tab bar reserves in portrait with no home "
        + "indicator: 83 as the iOS 26.1 iPhone SE simulator prints it, 72 as a 375 × 480 Mac "
        + "Catalyst view does, 49 the earlier bars'"),
    assumption(
      Facts.glassLandscapeTabBar, \.assumptions.glassLandscapeTabBarHeight,
      meaning: "under Liquid Glass, what a phone's tab bar reserves above the home indicator in a "
        + "compact height (a Face ID iPhone in landscape): unprinted, 32 as the earlier bars "
        + "(52 with the indicator's 20)"),
    assumption(
      Facts.glassPadNavigationBarHeight, \.assumptions.glassPadNavigationBarHeight,
      meaning: "under Liquid Glass, an iPad's navigation bar height (one source)"),
    assumption(
      Facts.notchToolbar, \.assumptions.notchToolbarMatchesTabBar,
      meaning: "a notch or Dynamic Island phone's navigation-controller toolbar is the tab bar's "
        + "49 (83 in portrait) rather than 44 (78)"),
    assumption(
      Facts.safeAreaInsetSpacing, \.assumptions.safeAreaInsetDefaultSpacing,
      meaning: "`safeAreaInset(spacing: nil)`: platform-defined and undocumented; SwiftUI's "
        + "default spacing between views is about 8"),
    assumption(
      Facts.defaultPadding, \.assumptions.defaultPadding,
      meaning: "`padding()` and `safeAreaPadding()` with no length: platform-defined; 16 is the "
        + "compact-width system margin"),
    assumption(
      Facts.glassPadCellMargin, \.assumptions.glassPadCellSideMargin,
      meaning: "under Liquid Glass, an iPad's plain and grouped cells' side margin: 16 as a real "
        + "app's cells print it, 20 as another app's labels do"),
    .input(
      "assumeInsetGroupedSideInset", .assumption, \.assumptions.insetGroupedSideInset,
      default: "the system minimum margin, 16 or 20",
      meaning: "how far an `insetGrouped` table's sections stand in from its safe-area edges",
      facts: [Facts.insetGroupedSideInset]),
    .input(
      "assumeSingleItemLineCentred", .assumption, \.assumptions.singleItemLineCentred,
      meaning: "a flow-layout line that only one item fits centres it (printed on iOS 26.1); "
        + "`no` keeps it at the leading edge", facts: [Facts.singleItemLine]),
    assumption(
      Facts.loneLastItem, \.assumptions.loneLastItemCentred,
      meaning: "a lone item on a flow layout's last line that two or more would fit is centred "
        + "(Xamarin.Forms' 2020 report); `no`, the iOS 26.1 print, keeps it at the leading edge"),
    .input(
      "assumeFlowLayoutSnapScale", .assumption, \.assumptions.flowLayoutSnapScale,
      default: "the screen's scale",
      meaning: "the scale whose pixel grid a flow layout rounds item origins to (printed only at "
        + "scale 2: half points)", facts: [Facts.flowLayoutSnapScale],
      sample: { g in g.pick(["1", "2", "3"]) }),
    assumption(
      Facts.readableWidth, \.assumptions.readableContentWidth,
      meaning: "the readable content width (672 at the default Dynamic Type size; it grows with "
        + "the text size)"),

    assumption(
      Facts.legacyIndicatorEdges, \.assumptions.legacyIndicatorsFollowAdjustedEdges,
      meaning: "iOS 11–12: the safe area joins the indicator insets on the edges "
        + "`adjustedContentInset` adjusted; `no`: on every edge unless the behaviour is `never`"),
    .input(
      "assumeGroupedTableTopGap", .assumption, \.assumptions.groupedTableTopGap,
      default: "35; none in the inset-grouped style from iOS 26",
      meaning: "the gap above a grouped or inset-grouped table's first section with no "
        + "`tableHeaderView`, pinned (35 printed in 2021; 0 in an iOS 26 measurement of an "
        + "inset-grouped table)", facts: [Facts.groupedTopGap],
      sample: { g in g.pick(["0", "35"]) }),
    assumption(
      Facts.insetGroupedHeaderTopPadding, \.assumptions.insetGroupedHeaderTopPadding,
      meaning: "an inset-grouped table's automatic `sectionHeaderTopPadding` (one measurement, "
        + "iOS 26 Catalyst)"),
    assumption(
      Facts.cellVerticalMargin, \.assumptions.cellContentViewVerticalMargin,
      meaning: "a table cell's content view top and bottom margins: UIView's 8, or 11 as a 2016 "
        + "app read them"),
    assumption(
      Facts.listRowHeight, \.assumptions.listRowHeight,
      meaning: "a list row's estimated height, taken as its height (44; 51.5 measured on iOS 26 "
        + "Mac Catalyst)"),
    assumption(
      Facts.listSectionInsets, \.assumptions.groupedListTopInset,
      meaning: "a grouped, inset-grouped or sidebar list section's default top content inset "
        + "without a header (an iOS 14 imitation's 20)"),
    assumption(
      Facts.groupedListBottomInset, \.assumptions.groupedListBottomInset,
      meaning: "such a section's default bottom content inset (the imitation's 10)"),
    assumption(
      Facts.containerRelativeMargins, \.assumptions.containerRelativeFrameSubtractsContentMargins,
      meaning: "inside a scroll view, `containerRelativeFrame` also subtracts the content "
        + "margins (Apple names only the safe area)"),
  ]

  /// The readable width at a text size no source publishes.
  static let textSizeAssumptionKeys: [ScenarioKey] = [
    .input(
      "assumeReadableContentWidthAtTextSize", .assumption,
      \.assumptions.readableContentWidthAtTextSize, default: "none: unpublished",
      meaning: "the readable content width at a `preferredContentSizeCategory` other than "
        + "`large` (no source publishes one)", facts: [Facts.readableWidthAtTextSize],
      sample: { g in g.pick(["672", "800"]) })
  ]
}
