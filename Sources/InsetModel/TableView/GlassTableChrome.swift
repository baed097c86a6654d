import Foundation

/// Where a table's chrome stands in from its sides under Liquid Glass: the
/// inset-grouped card and the cells' side margins
/// (``TableViewRules/glassChrome(style:idiom:windowWidth:systemMinimumSide:underNavigationBar:padCellSideMargin:)``).
public struct GlassTableChrome: Sendable, Hashable {
  /// How far an `insetGrouped` section's card stands in from the table's
  /// safe-area edges.
  public var cardInset: CGFloat
  /// The cells' content-view side margins.
  public var cellSideMargin: CGFloat

  /// Creates the chrome from its two insets.
  public init(cardInset: CGFloat, cellSideMargin: CGFloat) {
    self.cardInset = cardInset
    self.cellSideMargin = cellSideMargin
  }
}

extension TableViewRules {
  /// The window width from which a phone's inset-grouped cells take the
  /// system margin rather than 16 inside their card: 414, not the system
  /// margin's 390 ([openuikit-cell-margins]: "The inner inset follows the
  /// window width at 414").
  @inlinable public static var glassInsetGroupedCellWideWidth: CGFloat { 414 }  // [openuikit-cell-margins]

  /// A phone's inset-grouped cell side margin below that width: 16
  /// ([openuikit-cell-margins]: "[15, 16, 15, 16]" on the iPhone 16).
  @inlinable public static var glassInsetGroupedCellMargin: CGFloat { 16 }  // [openuikit-cell-margins]

  /// An iPad's inset-grouped cell side margin: 20 ([openuikit-margins]:
  /// "`UITableViewCell.layoutMargins` `[15, 20, 15, 20]`" on the iPad (A16)).
  @inlinable public static var glassPadInsetGroupedCellMargin: CGFloat { 20 }  // [openuikit-margins]

  /// An iPad's inset-grouped card with no navigation bar above the table: 16
  /// ([openuikit-margins]: "bare table card x 16").
  @inlinable public static var glassPadBareCardInset: CGFloat { 16 }  // [openuikit-margins]

  /// The table chrome under Liquid Glass, as the iOS 26.1 simulators print
  /// it (``Facts/glassTableChrome``):
  ///
  /// - the inset-grouped card stands in by the system margin (20 on a 393-pt
  ///   iPhone 16, 16 on the 375-pt iPhone SE); on an iPad by the system
  ///   margin under a navigation bar and by 16 without one;
  /// - inside that card a phone's cells keep 16 below a 414-pt window and
  ///   take the system margin from it; an iPad's take 20;
  /// - plain and grouped cells take the system margin; an iPad's take
  ///   `padCellSideMargin` (16 printed, ``Facts/glassPadCellMargin``).
  ///
  ///     TableViewRules.glassChrome(
  ///       style: .insetGrouped, idiom: .phone, windowWidth: 393, systemMinimumSide: 20,
  ///       underNavigationBar: true)
  ///     // card 20, cells 16: text at 36
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func glassChrome(
    style: TableViewStyle, idiom: Device.Idiom, windowWidth: CGFloat, systemMinimumSide: CGFloat,
    underNavigationBar: Bool, padCellSideMargin: CGFloat = 16
  ) -> GlassTableChrome {
    guard style == .insetGrouped else {
      return GlassTableChrome(
        cardInset: systemMinimumSide,
        cellSideMargin: idiom == .pad ? padCellSideMargin : systemMinimumSide)
    }
    if idiom == .pad {
      return GlassTableChrome(
        cardInset: underNavigationBar ? systemMinimumSide : glassPadBareCardInset,
        cellSideMargin: glassPadInsetGroupedCellMargin)
    }
    return GlassTableChrome(
      cardInset: systemMinimumSide,
      cellSideMargin: windowWidth >= glassInsetGroupedCellWideWidth
        ? systemMinimumSide : glassInsetGroupedCellMargin)
  }
}
