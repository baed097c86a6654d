import Foundation

/// Choices the model makes where sources are silent or disagree. Each is a
/// named, switchable default: a scenario table sets it with the key named
/// in its fact (`assume…`), and `docs/facts.md` states each side.
public struct Assumptions: Sendable, Hashable {
  /// Whether `.automatic`'s compatibility rule also holds in a tab bar
  /// controller with no navigation controller. Default `true`
  /// (``Facts/compatibilityInTabBarController``).
  public var automaticAdjustsInTabBarController = true

  /// Whether, on a 59 pt Dynamic Island phone ([kouki-navbar-14pro]), the navigation bar overlaps
  /// the top inset by 5.333 pt ([gknavigationbar-41]). Default `true`
  /// (``Facts/dynamicIslandOverlap``).
  public var navigationBarOverlapsDynamicIsland = true

  /// A phone's home indicator inset in landscape, when a table overrides it;
  /// `nil` is the version's: 21 before iOS 26, 20 from it ([df-devices], [dimmmensions])
  /// (``Facts/landscapeHomeIndicator``).
  public var landscapeHomeIndicatorInset: CGFloat?

  /// The iPhone 15 and 15 Plus top inset. Default 59 ([gknavigationbar-config], [qmui-helper];
  /// ``Facts/iPhone15Top``).
  public var iPhone15TopInset: CGFloat = 59  // [df-devices]

  /// The readable content width. Default 672 (``Facts/readableWidth``).
  public var readableContentWidth: CGFloat = 672  // [uyl-readable-width]

  /// The readable content width at a text size other than the default
  /// (``TraitSetup/preferredContentSizeCategory``); `nil`: unpublished, and a
  /// scene at another size is a problem (``Facts/readableWidthAtTextSize``).
  public var readableContentWidthAtTextSize: CGFloat?

  /// How far an `insetGrouped` table's sections stand in from its safe-area
  /// edges; `nil` is the system minimum margin, 16 or 20
  /// (``Facts/insetGroupedSideInset``).
  public var insetGroupedSideInset: CGFloat?

  /// Under Liquid Glass, an iPad's plain and grouped cells' side margin: 16
  /// as a real app's cells print it on the iPad (A16), 20 as another app's
  /// labels do (``Facts/glassPadCellMargin``).
  public var glassPadCellSideMargin: CGFloat = 16  // [openuikit-margins]

  /// `safeAreaInset(spacing: nil)`. Default 8 (``Facts/safeAreaInsetSpacing``).
  public var safeAreaInsetDefaultSpacing: CGFloat = 8  // [fatbobman-spacing-nil]

  /// `padding()` and `safeAreaPadding()` with no length. Default 16
  /// (``Facts/defaultPadding``).
  public var defaultPadding: CGFloat = 16  // [ad-uiviewcontroller-systemminimumlayoutmargins]

  /// Whether a flow-layout line that only one item fits centres it. Default
  /// `true`, as UIKit prints it on iOS 26.1 ([openuikit-flowlayout]; ``Facts/singleItemLine``).
  public var singleItemLineCentred = true

  /// The scale whose pixel grid a flow layout rounds item origins to; `nil`
  /// is the screen's. Printed only at scale 2, where origins land on half
  /// points ([openuikit-flowlayout]; ``Facts/flowLayoutSnapScale``).
  public var flowLayoutSnapScale: CGFloat?

  /// Whether a lone item on a flow layout's last line, where two or more of
  /// its size would fit, is centred. Default `false`, as UIKit prints it on
  /// iOS 26.1 ([openuikit-flowlayout]); Xamarin.Forms reported it centred in
  /// 2020 ([xamarin-forms-10241]; ``Facts/loneLastItem``).
  public var loneLastItemCentred = false

  /// Under Liquid Glass, where a phone's navigation bar starts in landscape,
  /// below a top inset of 0. Default 24, as the iOS 26.1 SE simulator prints
  /// it (``Facts/liquidGlassLandscape``).
  public var glassLandscapeNavigationBarTop: CGFloat = 24  // [openuikit-conf-landscape]

  /// Under Liquid Glass, the height of the navigation bar of a phone without
  /// a Dynamic Island where both size classes are compact (the iPhone SE in
  /// landscape). Default 54, as the iOS 26.1 SE simulator prints it; 32 is
  /// GKNavigationBar's (``Facts/glassLandscapeBarWithoutIsland``).
  public var glassLandscapeNavigationBarHeight: CGFloat = 54  // [openuikit-conf-landscape]

  /// Under Liquid Glass, what a phone's tab bar reserves in portrait where
  /// there is no home indicator (the iPhone SE): 83, as the iOS 26.1 SE
  /// simulator prints it; 72 is a 375 × 480 Mac Catalyst view's
  /// (``Facts/glassTabBarWithoutHomeIndicator``).
  public var glassTabBarWithoutHomeIndicator: CGFloat = 83  // [openuikit-tabbarcontroller]

  /// Under Liquid Glass, what a phone's tab bar reserves above the home
  /// indicator in a compact height (a Face ID iPhone in landscape): no
  /// print; default 32, the earlier bars' compact height, so the bar is 52
  /// over the landscape indicator's 20 (``Facts/glassLandscapeTabBar``).
  public var glassLandscapeTabBarHeight: CGFloat = 32  // [safe-area-adaptation] [qmui-633]

  /// Under Liquid Glass, an iPad's navigation bar height. Default 54
  /// (``Facts/liquidGlassNavigationBar``).
  public var glassPadNavigationBarHeight: CGFloat = 54  // [gknavigationbar-config]

  /// Whether a notch or Dynamic Island phone's navigation-controller toolbar
  /// is the tab bar's 49 pt rather than 44. Default `false`
  /// (``Facts/notchToolbar``).
  public var notchToolbarMatchesTabBar = false

  /// A free-form iPad window's top safe-area inset (iPadOS 26), where it does
  /// not reach into the status bar's band. Default 10
  /// (``Facts/floatingWindowTopInset``).
  public var floatingWindowTopInset: CGFloat = 10  // [mithka-68]

  /// How far below a window's top its controls' corner reaches: content
  /// clears them there. Default 40 (``Facts/windowControlsHeight``).
  public var windowControlsHeight: CGFloat = 40  // [mithka-68] [openzcine-91]

  /// How far from a window's leading edge its controls' corner reaches; no
  /// source publishes it, so a row that needs it gives it
  /// (``Facts/windowControlsWidth``).
  public var windowControlsWidth: CGFloat?

  /// The strip `.minimal` window controls take across a window's top; no
  /// source publishes it (``Facts/minimalControlsStrip``).
  public var minimalControlsStripHeight: CGFloat?

  /// An app built with an SDK before iPadOS 26, in a window: its top
  /// safe-area inset, which holds the controls. Default 32
  /// (``Facts/compatibilityWindowTopInset``).
  public var compatibilityWindowTopInset: CGFloat = 32  // [openzcine-91]

  /// How far a corner-adapted layout region moves content in from an iPad
  /// window's rounded corner, on either axis. Default 9.5
  /// (``Facts/padCornerAdaptation``).
  public var padCornerAdaptation: CGFloat = 9.5  // [openzcine-91]

  /// How far a corner-adapted layout region moves content in from a display
  /// or window corner on either axis, overriding the device's value; needed
  /// where no source publishes one (``Facts/cornerAdaptationElsewhere``).
  public var cornerAdaptation: CGFloat?

  /// On the iPhone Duo, the row a navigation bar's title takes at the top
  /// while its bars are vertical. Default 82 (``Facts/duoTitleRow``).
  public var duoTitleRowHeight: CGFloat = 82  // [duolab-handoff]

  /// On the iPhone Duo's inner display held tall, the navigation bar's
  /// height below the 82-pt status bar. Default 52: a probe reads 134 at the
  /// top of a navigation stack in a tab view, 82 + 52 ([duolab-handoff]);
  /// the design templates draw a 48-pt bar ([mirza-dualpane];
  /// ``Facts/duoTallNavigationBar``).
  public var duoTallNavigationBarHeight: CGFloat = 52  // [duolab-handoff]

  /// Whether the iPhone Duo's inner display held wide keeps its vertical
  /// strip on the right in both landscape rotations, where one source read
  /// `trailing` in both ([duo-skills-api]). Default `false`: the strip
  /// follows the hardware to the left in `landscapeRight`, as two sources saw
  /// it do on the cover ([rn-bottom-tabs-589], [apui-101];
  /// ``Facts/duoInnerStripSide``).
  public var duoInnerStripTrailing = false

  /// The Dynamic Island's occlusion region, in the window as it is oriented;
  /// no source publishes it (``Facts/dynamicIslandRegion``).
  public var dynamicIslandRegion: CGRect?
  // MARK: Presentations, split views, the keyboard
  /// Under Liquid Glass, a gap between a home-button phone's safe-area top
  /// and a sheet's top edge, in place of the printed rule; `nil` (the
  /// default) keeps the rule: the sheet starts at the safe-area top, at
  /// least 30 pt down, 30 on an iPhone SE whether its status bar shows or
  /// not (``Facts/glassSheetTop``, ``Facts/glassHomeButtonSheetGap``).
  public var glassHomeButtonSheetGap: CGFloat?

  /// Before iOS 26, the `.medium()` detent as a fraction of the screen's
  /// height. Default 0.5, Apple's "approximately half the height of the
  /// screen" (``Facts/mediumDetentBeforeIOS26``).
  public var mediumDetentFractionBeforeIOS26: CGFloat = 0.5  // [ad-detent]

  /// How far below the window's safe-area top an edge-attached sheet starts
  /// in a compact height. Default 8 (``Facts/edgeAttachedSheet``).
  public var edgeAttachedSheetTopGap: CGFloat = 8  // [bh-sheetinteraction]

  /// Under Liquid Glass, the bottom safe-area inset a sheet's root view reads
  /// when it rests as a card under 200 pt at a height no source printed; `nil`
  /// (the default) leaves such a row an error (``Facts/glassCardBottomInsetOther``).
  public var glassCardBottomInset: CGFloat?

  /// A regular-width page sheet's size, at most. Default 706 × 998
  /// (``Facts/padPageSheetSize``).
  public var padPageSheetSize = CGSize(width: 706, height: 998)  // [flowstack-30]

  /// Under Liquid Glass, the top of a navigation bar's content in a sheet on
  /// an iPad, from the sheet's top: the bar's top gap plus 54. Default 70, the
  /// phone's (``Facts/sheetNavigationBar``).
  public var glassPadSheetNavigationBarBottom: CGFloat = 70  // [maui-spine-377]

  /// A split view's primary column width when nothing sets it. Default 320
  /// (``Facts/splitPrimaryWidth``).
  public var defaultPrimaryColumnWidth: CGFloat = 320  // [uyl-split-width]

  /// How far a column-style split view's primary column extends off screen
  /// on its leading side, read as its safe area. Default 100
  /// (``Facts/splitPrimaryBuffer``).
  public var primaryColumnOffscreenBuffer: CGFloat = 100  // [split-100pt-buffer]

  /// Under Liquid Glass, whether a two-column split view's sidebar floats
  /// over the secondary column instead of taking room beside it. Default
  /// `true`, as iPadOS 26.1 prints it (``Facts/glassSidebar``).
  public var glassSidebarFloats = true  // [openuikit-splitview-note]

  /// Whether the bottom inset a `UITableViewController` gives its table for
  /// the keyboard replaces the bottom safe area (the larger of the two) rather
  /// than adding to it. Default `true` (``Facts/tableViewControllerKeyboard``).
  public var keyboardInsetReplacesSafeArea = true

  /// On iOS 11 and 12, whether the safe area is added to the scroll
  /// indicators only on the edges `adjustedContentInset` adjusted for.
  /// Default `true` (``Facts/legacyIndicatorEdges``).
  public var legacyIndicatorsFollowAdjustedEdges = true

  /// The gap above a grouped or inset-grouped table's first section when it
  /// has no `tableHeaderView`, pinned. By default (`nil`) 35, and none in the
  /// inset-grouped style from iOS 26 (``Facts/groupedTopGap``).
  public var groupedTableTopGap: CGFloat?

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

  /// Where a section header's text starts from the table's leading edge, where
  /// no source prints it (the plain and grouped styles); `nil` is unpublished,
  /// and pinned it wins in every style (``Facts/headerTextLeadingInset``).
  public var headerTextLeadingInset: CGFloat?

  /// A SwiftUI `List` row's default insets, `{top, leading, bottom,
  /// trailing}`; `nil` is unpublished (``Facts/swiftUIListRowInsets``).
  public var swiftUIListRowInsets: DirectionalInsets?

  /// Creates the defaults: every assumption at the value its documentation gives.
  public init() {}
}
