import Foundation

/// Choices the model makes where sources are silent or disagree. Each is a
/// named, switchable default: a scenario table sets it with the key named
/// in its fact (`assume…`), and `docs/facts.md` states each side.
public struct Assumptions: Sendable, Hashable {
  /// Whether `.automatic`'s compatibility rule also holds in a tab bar
  /// controller with no navigation controller. Default `true`
  /// (``Facts/compatibilityInTabBarController``).
  public var automaticAdjustsInTabBarController = true

  /// Whether, on a 59 pt Dynamic Island phone, the navigation bar overlaps
  /// the top inset by 5.333 pt. Default `true` (``Facts/dynamicIslandOverlap``).
  public var navigationBarOverlapsDynamicIsland = true

  /// A phone's home indicator inset in landscape, when a table overrides it;
  /// `nil` is the version's: 21 before iOS 26, 20 from it
  /// (``Facts/landscapeHomeIndicator``).
  public var landscapeHomeIndicatorInset: CGFloat?

  /// The iPhone 15 and 15 Plus top inset. Default 59 (``Facts/iPhone15Top``).
  public var iPhone15TopInset: CGFloat = 59  // [df-devices]

  /// The readable content width. Default 672 (``Facts/readableWidth``).
  public var readableContentWidth: CGFloat = 672  // [uyl-readable-width]

  /// How far an `insetGrouped` table's sections stand in from its safe-area
  /// edges; `nil` is the system minimum margin, 16 or 20
  /// (``Facts/insetGroupedSideInset``).
  public var insetGroupedSideInset: CGFloat?

  /// `safeAreaInset(spacing: nil)`. Default 8 (``Facts/safeAreaInsetSpacing``).
  public var safeAreaInsetDefaultSpacing: CGFloat = 8  // [fatbobman-spacing-nil]

  /// `padding()` and `safeAreaPadding()` with no length. Default 16
  /// (``Facts/defaultPadding``).
  public var defaultPadding: CGFloat = 16  // [ad-uiviewcontroller-systemminimumlayoutmargins]

  /// Whether a flow-layout line holding one item centres it. Default `true`
  /// (``Facts/singleItemLine``).
  public var singleItemLineCentred = true

  /// Under Liquid Glass, where a phone's navigation bar starts in landscape,
  /// below a top inset of 0. Default 24 (``Facts/liquidGlassLandscape``).
  public var glassLandscapeNavigationBarTop: CGFloat = 24  // [gknavigationbar-config]

  /// Under Liquid Glass, an iPad's navigation bar height. Default 54
  /// (``Facts/liquidGlassNavigationBar``).
  public var glassPadNavigationBarHeight: CGFloat = 54  // [gknavigationbar-config]

  /// Whether a notch or Dynamic Island phone's navigation-controller toolbar
  /// is the tab bar's 49 pt rather than 44. Default `false`
  /// (``Facts/notchToolbar``).
  public var notchToolbarMatchesTabBar = false

  // MARK: Issue 18

  /// On iOS 11 and 12, whether the safe area is added to the scroll
  /// indicators only on the edges `adjustedContentInset` adjusted for.
  /// Default `true` (``Facts/legacyIndicatorEdges``).
  public var legacyIndicatorsFollowAdjustedEdges = true

  /// The gap above a grouped or inset-grouped table's first section when it
  /// has no `tableHeaderView`. Default 35 (``Facts/groupedTopGap``).
  public var groupedTableTopGap: CGFloat = 35  // [juejin-grouped-35]

  /// An inset-grouped table's automatic `sectionHeaderTopPadding` (iOS 15).
  /// Default 0 (``Facts/insetGroupedHeaderTopPadding``).
  public var insetGroupedHeaderTopPadding: CGFloat = 0  // [openuikit-tableview]

  /// A table cell's content view top and bottom margins. Default 8, UIView's
  /// (``Facts/cellVerticalMargin``).
  public var cellContentViewVerticalMargin: CGFloat = 8  // [ad-uiview-layoutmargins]

  /// A list row's estimated height, taken as its height. Default 44
  /// (``Facts/listRowHeight``).
  public var listRowHeight: CGFloat = 44  // [eureka-1444]

  /// A grouped, inset-grouped or sidebar list section's default top content
  /// inset, without a header. Default 20 (``Facts/listSectionInsets``).
  public var groupedListTopInset: CGFloat = 20  // [flutter-list-section]

  /// Such a section's default bottom content inset. Default 10
  /// (``Facts/listSectionInsets``).
  public var groupedListBottomInset: CGFloat = 10  // [flutter-list-section]

  /// Whether `containerRelativeFrame` inside a scroll view also subtracts
  /// its content margins. Default `false` (``Facts/containerRelativeMargins``).
  public var containerRelativeFrameSubtractsContentMargins = false

  public init() {}
}
