import Foundation

/// `UITableView.separatorStyle`, as far as insets go.
public enum SeparatorStyle: String, Sendable, Hashable, CaseIterable {
  /// The default: a one-pixel line at the bottom of each cell.
  case singleLine
  /// No separator.
  case none
}

/// What app code sets on a `UITableView`, beyond its scroll-view properties.
public struct TableViewSetup: Sendable, Hashable {
  /// `insetsContentViewsToSafeArea`, default `true` (AD; HDR UITableView.h).
  public var insetsContentViewsToSafeArea = true
  /// `rowHeight`, default 44 (contract).
  public var rowHeight: CGFloat = 44  // contract: UITableView default row height
  /// `separatorStyle`, default `.singleLine`.
  public var separatorStyle: SeparatorStyle = .singleLine
  /// Which row's cell the cell outputs describe (0 is the first).
  public var row = 0

  public init() {}
}

/// One cell of a table view, resolved.
public struct CellResolution: Sendable, Hashable {
  /// The cell's frame in the table's content coordinates.
  public var frame: CGRect
  /// The cell's `safeAreaInsets`.
  public var safeAreaInsets: EdgeInsets
  /// The cell's `contentView.frame`, in the cell.
  public var contentViewFrame: CGRect

  public init(frame: CGRect, safeAreaInsets: EdgeInsets, contentViewFrame: CGRect) {
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.contentViewFrame = contentViewFrame
  }
}

/// How a scroll view hands its safe area down, and how a table view lays out
/// a cell's content view.
public enum TableViewRules {
  /// The safe area a scroll view passes to its subviews: every edge it did
  /// not fold into `adjustedContentInset`. An edge it adjusted for is already
  /// kept clear by the content inset, so its subviews see none of it; with
  /// `.never` nothing is folded and the scroll view passes everything on, like
  /// a plain view (W235 ~1290-1334, ~1545-1562; uikit-facts §1).
  ///
  ///     TableViewRules.passedSafeAreaInsets(
  ///       safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
  ///       adjustedEdges: .vertical)
  ///     // {0, 44, 0, 44}
  @inlinable
  public static func passedSafeAreaInsets(safeAreaInsets: EdgeInsets, adjustedEdges: RectEdge)
    -> EdgeInsets
  {
    safeAreaInsets.masked(to: RectEdge.all.subtracting(adjustedEdges))
  }

  /// The cell of `row` at rest: full width, `rowHeight` tall, stacked from
  /// the top of the content, seen from the table's frame at the resting
  /// offset. Its safe area is its overlap of what the table passes on
  /// (AD/uiview-safeareainsets). With `insetsContentViewsToSafeArea` its
  /// content view is inset on the left and right only (AD; HDR UITableView.h;
  /// W235 ~2112); a single-line separator takes one pixel, `1 / scale` pt,
  /// off its height (43.667 in a 44 pt row at 3x; Stack Overflow 62599451).
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func cell(
    _ table: TableViewSetup, tableBoundsSize: CGSize, adjustedContentInset a: EdgeInsets,
    passedSafeAreaInsets passed: EdgeInsets, scale: CGFloat, cappedAtSize: Bool
  ) -> CellResolution {
    let h = table.rowHeight
    let contentFrame = CGRect(
      x: 0, y: CGFloat(table.row) * h, width: tableBoundsSize.width, height: h)
    // At rest the content origin sits at {adjusted.left, adjusted.top} in the table's frame.
    let seen = contentFrame.offsetBy(dx: a.left, dy: a.top)
    let safe = SafeAreaPropagation.subviewSafeAreaInsets(
      superviewBounds: CGRect(origin: .zero, size: tableBoundsSize),
      superviewSafeAreaInsets: passed, frame: seen, cappedAtSize: cappedAtSize)
    let separator: CGFloat = table.separatorStyle == .singleLine ? 1 / scale : 0  // contract: one pixel
    let sides = table.insetsContentViewsToSafeArea ? safe.masked(to: .horizontal) : .zero
    let contentView = CGRect(
      x: sides.left, y: 0, width: contentFrame.width - sides.horizontal, height: h - separator)
    return CellResolution(frame: contentFrame, safeAreaInsets: safe, contentViewFrame: contentView)
  }
}
