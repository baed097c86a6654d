import Foundation

/// One display of the foldable iPhone, the iPhone Duo (iOS 27.1; Xcode's
/// simulator device type `iPhone-Duo`): the cover display the closed phone
/// shows, and the inner display of the open phone.
///
/// Each display is a device of the catalog (`iPhone Duo (folded)`,
/// `iPhone Duo (unfolded)`) with its own size and safe area. Every number
/// here comes from the iOS 27.1 simulator, as the sources that probed it
/// publish them; nothing has been published from hardware
/// (``Facts/duoDisplays``, ``Facts/duoWindowInsets``).
///
/// What makes it unlike other phones: the status bar is a vertical strip
/// along one long edge (the cover display in both orientations, the inner
/// display held wide), where the navigation and tab bars go too; and the
/// inner display folds along a hinge, which its reserved regions report.
///
///     FoldableDisplay.cover.windowSafeAreaInsets(.portrait)  // {0, 0, 34, 84}
public enum FoldableDisplay: String, Sendable, Hashable, CaseIterable {
  /// The outer display: 466 × 678 pt in portrait.
  case cover
  /// The inner display: 669 × 951 pt held tall (portrait), 951 × 669 held
  /// wide (landscape).
  case inner

  /// The status strip's width, the side inset of every pose with a vertical
  /// bar: 84 pt ([boardhop-plan], [boardhop-walk], [tgcard-31],
  /// [rn-bottom-tabs-589]; the design templates' "vertical bar width" in
  /// [mirza-dualpane]).
  public static let stripWidth: CGFloat = 84  // [boardhop-plan] [boardhop-walk] [tgcard-31]

  /// The home indicator's inset, in every pose and orientation: 34 pt
  /// ([boardhop-plan], [boardhop-walk], [rn-bottom-tabs-589]).
  public static let homeIndicatorInset: CGFloat = 34  // [boardhop-plan] [boardhop-walk]

  /// The top inset of the inner display held tall, where the status bar is
  /// across the top: 82 pt ([boardhop-plan], single source).
  public static let tallTopInset: CGFloat = 82  // [boardhop-plan]

  /// The system minimum side margin on both displays: 20 pt
  /// ([boardhop-corner]'s margins region; [mirza-dualpane]'s templates).
  public static let sideMargin: CGFloat = 20  // [boardhop-corner] [mirza-dualpane]

  /// How far a corner-adapted layout region moves content in from a corner
  /// of the display: `width` along the horizontal axis, `height` along the
  /// vertical one ([boardhop-corner], single source): 16 and 16 on the inner
  /// display, 2.3 and 17.3 on the cover.
  public var cornerAdaptation: CGSize {
    switch self {
    case .cover: CGSize(width: 2.3, height: 17.3)  // [boardhop-corner]
    case .inner: CGSize(width: 16, height: 16)  // [boardhop-corner]
    }
  }

  /// The physical side the status strip (and the vertical bar) takes in an
  /// interface orientation; `nil` on the inner display held tall, where the
  /// status bar is across the top, and upside down, which no source probed.
  ///
  /// In portrait and in `landscapeLeft` the strip is on the right, as
  /// measured. In `landscapeRight` it follows the hardware to the left, the
  /// side two sources saw it move to in the cover's other landscape rotation
  /// ([rn-bottom-tabs-589], [apui-101]; ``Facts/duoStripSide``). On the inner
  /// display that is a choice: with
  /// ``Assumptions/duoInnerStripTrailing`` it stays on the right, the
  /// trailing edge one source read in both rotations ([duo-skills-api];
  /// ``Facts/duoInnerStripSide``).
  ///
  ///     FoldableDisplay.inner.stripSide(.landscapeRight)  // .left
  ///
  /// - Complexity: O(1).
  public func stripSide(_ orientation: Orientation, assumptions: Assumptions = Assumptions())
    -> Side?
  {
    switch (self, orientation) {
    case (_, .portraitUpsideDown): nil
    case (.cover, .portrait): .right
    case (.inner, .portrait): nil
    case (_, .landscapeLeft): .right
    case (.inner, .landscapeRight): assumptions.duoInnerStripTrailing ? .right : .left
    case (.cover, .landscapeRight): .left
    }
  }

  /// The window's safe area in an orientation: 84 on the strip's side (as
  /// ``stripSide(_:assumptions:)`` places it) and 34 at the bottom, or 82 at
  /// the top and 34 at the bottom on the inner display held tall.
  ///
  /// - Complexity: O(1).
  public func windowSafeAreaInsets(
    _ orientation: Orientation, assumptions: Assumptions = Assumptions()
  ) -> Insets {
    guard let side = stripSide(orientation, assumptions: assumptions) else {
      return Insets(
        top: orientation == .portrait ? Self.tallTopInset : 0, left: 0,
        bottom: Self.homeIndicatorInset, right: 0)
    }
    var insets = Insets(top: 0, left: 0, bottom: Self.homeIndicatorInset, right: 0)
    insets[side] = Self.stripWidth
    return insets
  }

  /// The size classes: the cover is compact width, regular height in
  /// portrait and compact in both in landscape; the inner display is regular
  /// in both, held either way ([duolab-handoff]; [mirza-facts] restates Apple's Tech Talk).
  public func sizeClasses(_ orientation: Orientation) -> SizeClasses {
    switch self {
    case .cover:
      orientation.isLandscape
        ? SizeClasses(horizontal: .compact, vertical: .compact)
        : SizeClasses(horizontal: .compact, vertical: .regular)
    case .inner: SizeClasses(horizontal: .regular, vertical: .regular)
    }
  }
}
