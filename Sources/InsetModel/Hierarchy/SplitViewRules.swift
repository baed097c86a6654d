import Foundation

/// `UISplitViewController.Style` (iOS 14): two or three columns.
public enum SplitViewStyle: String, Sendable, Hashable, CaseIterable {
  /// `.doubleColumn`: a primary and a secondary column.
  case doubleColumn
  /// `.tripleColumn`: a primary, a supplementary and a secondary column.
  case tripleColumn
}

/// `UISplitViewController.Column`: the column the rest of the path lives in.
public enum SplitViewColumn: String, Sendable, Hashable, CaseIterable {
  /// `.primary`: the leading column (a sidebar).
  case primary
  /// `.supplementary`: the middle column of a triple-column split view.
  case supplementary
  /// `.secondary`: the main content, the trailing column.
  case secondary
}

/// `UISplitViewController.DisplayMode`, as `preferredDisplayMode` sets it.
public enum SplitViewDisplayMode: String, Sendable, Hashable, CaseIterable {
  /// `.automatic`: UIKit picks the mode for the size and orientation.
  case automatic
  /// `.secondaryOnly`: only the secondary column shows.
  case secondaryOnly
  /// `.oneBesideSecondary`: one column beside the secondary, which shrinks to fit.
  case oneBesideSecondary
  /// `.oneOverSecondary`: one column over the secondary, which keeps its width.
  case oneOverSecondary
  /// `.twoBesideSecondary`: two columns beside the secondary.
  case twoBesideSecondary
  /// `.twoOverSecondary`: two columns over the secondary.
  case twoOverSecondary
}

/// A column-style split view controller (iOS 14).
public struct SplitViewSetup: Sendable, Hashable {
  /// The split view controller's `style` (`init(style:)`), default `.doubleColumn`.
  public var style: SplitViewStyle = .doubleColumn
  /// The column the path continues in, default `.secondary`.
  public var column: SplitViewColumn = .secondary
  /// `preferredDisplayMode`, default `.automatic`.
  public var preferredDisplayMode: SplitViewDisplayMode = .automatic
  /// `preferredPrimaryColumnWidth`; wins over the fraction ([ad-split-widths]).
  public var preferredPrimaryColumnWidth: CGFloat?
  /// `preferredPrimaryColumnWidthFraction`, of the split view's width.
  public var preferredPrimaryColumnWidthFraction: CGFloat?
  /// `preferredSupplementaryColumnWidth`.
  public var preferredSupplementaryColumnWidth: CGFloat?
  /// `minimumPrimaryColumnWidth`; `nil` is `automaticDimension`, which the
  /// model leaves unapplied (``SplitViewRules/primaryColumnWidth(_:width:assumptions:)``).
  public var minimumPrimaryColumnWidth: CGFloat?
  /// `maximumPrimaryColumnWidth`; `nil` as the minimum.
  public var maximumPrimaryColumnWidth: CGFloat?

  /// Creates UIKit's defaults: two columns, the path in the secondary, `.automatic`, no preferred
  /// widths.
  public init() {}
}

/// One column of a split view, resolved.
public struct SplitColumnResolution: Sendable, Hashable {
  /// The column's view controller's root view frame in the split view.
  public var frame: CGRect
  /// What the split view adds to the column's safe area on its leading
  /// edge: the primary column's off-screen part.
  public var addedLeadingInset: CGFloat
  /// The display mode, `.automatic` resolved.
  public var displayMode: SplitViewDisplayMode
  /// Whether the split view is collapsed to one column (compact width).
  public var isCollapsed: Bool
  /// Whether the column shows.
  public var isVisible: Bool
  /// The primary column's visible width.
  public var primaryColumnWidth: CGFloat
  /// A triple-column split view's supplementary column width; 0 with two columns.
  public var supplementaryColumnWidth: CGFloat = 0
  /// The width a collapsed split view's `primaryColumnWidth` and `supplementaryColumnWidth`
  /// report, where a print gives it: the split view's own width from iOS 26
  /// (``Facts/splitGlassPrints``); nil before, and when not collapsed.
  public var collapsedColumnWidth: CGFloat?
}

/// How a column-style split view lays out its columns.
///
/// The picture, two columns beside each other (iPadOS 14–18, landscape):
///
///     x = -100    0            320                         W
///       ┊ buffer  ├─ primary ──┼──────── secondary ────────┤
///       ┊ (safe   │ root view  │ root view                 │
///       ┊  left)  │            │                           │
///     the primary's root view is 100 wider than it shows ([split-100pt-buffer])
public enum SplitViewRules {
  /// The column `setup.column` of a split view of `size`, whose width class
  /// is `horizontal`, under the layout direction.
  ///
  /// - Complexity: O(1), no allocation.
  public static func column(
    _ setup: SplitViewSetup, size: CGSize, horizontal: SizeClass, iOSVersion: CGFloat,
    liquidGlass: Bool, direction: UserInterfaceLayoutDirection, assumptions: Assumptions
  ) -> SplitColumnResolution {
    if iOSVersion < 14 {
      return classicColumn(
        setup, size: size, horizontal: horizontal, direction: direction, assumptions: assumptions)
    }
    let printed = iOSVersion >= glassPrintsVersion
    var primary = primaryColumnWidth(setup, width: size.width, assumptions: assumptions)
    if printed, setup.style == .tripleColumn, setup.preferredPrimaryColumnWidth == nil,
      setup.preferredPrimaryColumnWidthFraction == nil
    {
      primary = clamp(glassTriplePrimaryWidth, setup)
    }
    let supplementary =
      setup.style == .tripleColumn
      ? printed
        ? glassSupplementaryColumnWidth(setup, width: size.width)
        : setup.preferredSupplementaryColumnWidth ?? 0
      : 0
    let bounds = CGRect(origin: .zero, size: size)
    // Compact width: one column, the shown one filling the split view.
    guard horizontal == .regular else {
      return SplitColumnResolution(
        frame: bounds, addedLeadingInset: 0, displayMode: .secondaryOnly, isCollapsed: true,
        isVisible: true, primaryColumnWidth: primary, supplementaryColumnWidth: supplementary,
        collapsedColumnWidth: printed ? size.width : nil)
    }
    let mode = displayMode(setup, size: size, iOSVersion: iOSVersion)
    let buffer = assumptions.primaryColumnOffscreenBuffer
    // Under Liquid Glass, by assumption, a two-column sidebar may float over
    // the secondary column instead of taking room beside it.
    let floats = liquidGlass && assumptions.glassSidebarFloats

    // Which columns show, and which of them take room beside the secondary.
    let triple = setup.style == .tripleColumn
    var showsPrimary = false
    var showsSupplementary = false
    var beside: CGFloat = 0
    switch mode {
    case .secondaryOnly, .automatic:
      break
    case .oneBesideSecondary:
      if triple {
        showsSupplementary = true
        beside = supplementary
      } else {
        showsPrimary = true
        beside = floats ? 0 : primary
      }
    case .oneOverSecondary:
      if triple { showsSupplementary = true } else { showsPrimary = true }
    case .twoBesideSecondary:
      showsPrimary = true
      showsSupplementary = true
      beside = primary + supplementary
    case .twoOverSecondary:
      showsPrimary = true
      showsSupplementary = true
    }
    let overlays = mode == .oneOverSecondary || mode == .twoOverSecondary
    var isVisible = true
    var leading: CGFloat = 0
    var frame: CGRect
    switch setup.column {
    case .primary:
      isVisible = showsPrimary
      frame = CGRect(x: -buffer, y: 0, width: primary + buffer, height: size.height)
      leading = buffer
    case .supplementary:
      isVisible = triple && showsSupplementary
      frame = CGRect(
        x: showsPrimary ? primary : 0, y: 0, width: supplementary, height: size.height)
    case .secondary:
      frame = CGRect(x: beside, y: 0, width: size.width - beside, height: size.height)
      // A floating sidebar lies over the secondary column, which extends
      // under it and reads it as safe area ([ad-backgroundextensioneffect]).
      // Printed on iPadOS 26.1: the sidebar's width and its 10-pt inset.
      if floats, !triple, showsPrimary, !overlays { leading = primary + glassSidebarInset }
    }
    if direction == .rightToLeft {
      frame.origin.x = size.width - frame.maxX
    }
    return SplitColumnResolution(
      frame: frame, addedLeadingInset: leading, displayMode: mode, isCollapsed: false,
      isVisible: isVisible, primaryColumnWidth: primary, supplementaryColumnWidth: supplementary)
  }

  /// `preferredPrimaryColumnWidth`, else the fraction of the width, else the
  /// assumed default ([ad-split-widths]; [uyl-split-width]), then held
  /// between `minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth` where
  /// a row sets them ([ad-minimumprimarycolumnwidth]). Their
  /// `automaticDimension` (documented as 0 and 320) is not applied: no print
  /// shows a preferred width above 320 cut to 320.
  ///
  ///     var setup = SplitViewSetup()
  ///     setup.preferredPrimaryColumnWidth = 500
  ///     setup.maximumPrimaryColumnWidth = 400
  ///     SplitViewRules.primaryColumnWidth(setup, width: 1194, assumptions: Assumptions())  // 400
  @inlinable
  public static func primaryColumnWidth(
    _ setup: SplitViewSetup, width: CGFloat, assumptions: Assumptions
  ) -> CGFloat {
    var w =
      setup.preferredPrimaryColumnWidth
      ?? setup.preferredPrimaryColumnWidthFraction.map { $0 * width }
      ?? assumptions.defaultPrimaryColumnWidth
    if let maximum = setup.maximumPrimaryColumnWidth { w = min(w, maximum) }
    if let minimum = setup.minimumPrimaryColumnWidth { w = max(w, minimum) }
    return w
  }

  /// The documented `automaticDimension` of a classic split view's
  /// `maximumPrimaryColumnWidth`: 320 pt ([ad-maximumprimarycolumnwidth],
  /// [uyl-split-width]; ``Facts/classicSplitView``).
  public static let classicAutomaticMaximumWidth: CGFloat = 320  // [ad-maximumprimarycolumnwidth]

  /// The column `setup.column` of a classic split view (iOS 8–13, before the
  /// column-style API): two columns, the primary (master) at the leading
  /// edge with no off-screen part, and the secondary (detail) beside it in
  /// `oneBesideSecondary` (`allVisible`), or filling the split view with the
  /// primary over it (`primaryOverlay`) or hidden (`primaryHidden`); collapsed
  /// in a compact width (``Facts/classicSplitView``).
  ///
  /// The picture, side by side in landscape:
  ///
  ///     x = 0            320                              W
  ///       ├─ primary ────┼──────── secondary ──────────────┤
  ///
  /// - Complexity: O(1), no allocation.
  public static func classicColumn(
    _ setup: SplitViewSetup, size: CGSize, horizontal: SizeClass,
    direction: UserInterfaceLayoutDirection, assumptions: Assumptions
  ) -> SplitColumnResolution {
    let primary = classicPrimaryColumnWidth(setup, width: size.width, assumptions: assumptions)
    let bounds = CGRect(origin: .zero, size: size)
    guard horizontal == .regular else {
      return SplitColumnResolution(
        frame: bounds, addedLeadingInset: 0, displayMode: .secondaryOnly, isCollapsed: true,
        isVisible: true, primaryColumnWidth: primary)
    }
    let mode = displayMode(setup, size: size)
    let showsPrimary = mode == .oneBesideSecondary || mode == .oneOverSecondary
    var frame: CGRect
    var isVisible = true
    switch setup.column {
    case .primary:
      frame = CGRect(x: 0, y: 0, width: primary, height: size.height)
      isVisible = showsPrimary
    case .supplementary:
      frame = bounds
      isVisible = false
    case .secondary:
      let beside = mode == .oneBesideSecondary ? primary : 0
      frame = CGRect(x: beside, y: 0, width: size.width - beside, height: size.height)
    }
    if direction == .rightToLeft {
      frame.origin.x = size.width - frame.maxX
    }
    return SplitColumnResolution(
      frame: frame, addedLeadingInset: 0, displayMode: mode, isCollapsed: false,
      isVisible: isVisible, primaryColumnWidth: primary)
  }

  /// A classic split view's primary column width: `preferredPrimaryColumnWidthFraction` of the
  /// width, else the default width (`assumeDefaultPrimaryColumnWidth`, 320), held between
  /// `minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth`, whose `automaticDimension` is
  /// documented as 0 and 320 and applied ([ad-minimumprimarycolumnwidth],
  /// [ad-maximumprimarycolumnwidth], [uyl-split-width]).
  ///
  ///     var setup = SplitViewSetup()
  ///     setup.preferredPrimaryColumnWidthFraction = 0.5
  ///     SplitViewRules.classicPrimaryColumnWidth(setup, width: 1024, assumptions: Assumptions())
  ///     // 320: half of 1024 held to the automatic maximum
  @inlinable
  public static func classicPrimaryColumnWidth(
    _ setup: SplitViewSetup, width: CGFloat, assumptions: Assumptions
  ) -> CGFloat {
    // The column-style rule, with what the classic split view lacks
    // (`preferredPrimaryColumnWidth` arrived in iOS 14) and its documented
    // automatic maximum.
    var classic = setup
    classic.preferredPrimaryColumnWidth = nil
    classic.maximumPrimaryColumnWidth =
      setup.maximumPrimaryColumnWidth ?? classicAutomaticMaximumWidth
    return primaryColumnWidth(classic, width: width, assumptions: assumptions)
  }

  /// `.automatic` resolved. Before iOS 26: in a landscape (wider than tall) regular-width
  /// split view, the columns side by side; in portrait the model needs the mode set
  /// (``LayoutScene/problems()``). From iOS 26, as the iPad (A16) prints it
  /// (``Facts/splitGlassPrints``): two columns one beside the secondary; three columns two
  /// beside it where 240 + 240 + 10 + 0.5 + 464 = 954.5 pt fit (to the 2x pixel), one beside it
  /// below; under 600 pt wide no print (`.automatic` left unresolved).
  ///
  ///     var setup = SplitViewSetup()
  ///     setup.style = .tripleColumn
  ///     SplitViewRules.displayMode(setup, size: CGSize(width: 820, height: 1180), iOSVersion: 26)
  ///     // .oneBesideSecondary
  @inlinable
  public static func displayMode(
    _ setup: SplitViewSetup, size: CGSize, iOSVersion: CGFloat = 14
  ) -> SplitViewDisplayMode {
    guard setup.preferredDisplayMode == .automatic else { return setup.preferredDisplayMode }
    if iOSVersion >= glassPrintsVersion {
      guard size.width >= glassNarrowestPrintedWidth else { return .automatic }
      guard setup.style == .tripleColumn else { return .oneBesideSecondary }
      return (size.width * 2).rounded() / 2 >= glassThreeColumnsWidth
        ? .twoBesideSecondary : .oneBesideSecondary
    }
    guard size.width > size.height else { return .automatic }
    return setup.style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
  }

  /// The OS of the split view prints (iPadOS 26.1 on the iPad (A16)): the rules they give hold
  /// from 26 (``Facts/splitGlassPrints``).
  public static let glassPrintsVersion: CGFloat = 26
  /// How far a floating sidebar stands from the split view's leading edge from iOS 26
  /// (printed: a sidebar at x 10; the secondary column reads its width + 10 as safe area).
  public static let glassSidebarInset: CGFloat = 10  // [openuikit-splitview-note]
  /// A triple-column split view's default `primaryColumnWidth` from iOS 26 (printed).
  public static let glassTriplePrimaryWidth: CGFloat = 280  // [openuikit-splitview]
  /// A triple-column split view's default `supplementaryColumnWidth` from iOS 26 (printed).
  public static let glassSupplementaryWidth: CGFloat = 320  // [openuikit-splitview]
  /// The secondary column's default minimum width from iOS 26 (printed): a supplementary width
  /// is cut to the split view's width less 0.5 and this.
  public static let glassMinimumSecondaryWidth: CGFloat = 464  // [openuikit-splitview]
  /// The narrowest regular width whose `.automatic` mode is printed (600 pt, one beside).
  public static let glassNarrowestPrintedWidth: CGFloat = 600  // [openuikit-splitview]
  /// The width from which `.automatic` shows three columns side by side: the primary's and the
  /// supplementary's automatic minimums (240 each), the sidebar's 10-pt inset, the 0.5-pt
  /// separator and the secondary's 464 (printed at the boundary: 954.249 fails, 954.25 fits).
  public static let glassThreeColumnsWidth: CGFloat = 240 + 240 + 10 + 0.5 + 464  // [openuikit-splitview]

  /// A triple-column split view's supplementary width from iOS 26: the preferred width, else the
  /// printed 320, cut to the width less 0.5 and the secondary's 464 where that is positive.
  @inlinable
  static func glassSupplementaryColumnWidth(_ setup: SplitViewSetup, width: CGFloat) -> CGFloat {
    let w = setup.preferredSupplementaryColumnWidth ?? glassSupplementaryWidth
    let cap = width - 0.5 - glassMinimumSecondaryWidth
    return cap > 0 ? min(w, cap) : w
  }

  /// `width` held between the setup's minimum and maximum primary widths where a row sets them.
  @inlinable
  static func clamp(_ width: CGFloat, _ setup: SplitViewSetup) -> CGFloat {
    var w = width
    if let maximum = setup.maximumPrimaryColumnWidth { w = min(w, maximum) }
    if let minimum = setup.minimumPrimaryColumnWidth { w = max(w, minimum) }
    return w
  }

  /// The facts `primaryColumnWidth` rests on for `setup` on `iOSVersion`.
  public static func widthFacts(_ setup: SplitViewSetup, iOSVersion: CGFloat) -> [Fact] {
    guard iOSVersion >= 14 else {
      // A classic split view takes the assumed default where no fraction is set.
      return [Facts.classicSplitView]
        + (setup.preferredPrimaryColumnWidthFraction == nil ? [Facts.splitPrimaryWidth] : [])
    }
    let preferred =
      setup.preferredPrimaryColumnWidth != nil || setup.preferredPrimaryColumnWidthFraction != nil
    if iOSVersion >= glassPrintsVersion {
      return setup.style == .tripleColumn && !preferred
        ? [Facts.splitGlassPrints] : [Facts.splitPrimaryWidth, Facts.splitGlassPrints]
    }
    return [Facts.splitPrimaryWidth]
  }
}
