extension Facts {
  /// A subview's safe area is its overlap of the superview's unsafe area.
  public static let subviewOverlap = Fact(
    "safeArea.subviewOverlap", .safeArea,
    "A view other than a root view gets, per edge, the part of its superview's unsafe margin its "
      + "frame overlaps: 0 when it lies wholly inside the safe area, 39 for a view 20 pt below a "
      + "59 pt inset.", .documented,
    [Citation(.docSafeAreaInsets), Citation(.martiancraftMargins)])

  /// A subview's inset is at most its own size.
  public static let subviewCappedAtSize = Fact(
    "safeArea.subviewCappedAtSize", .safeArea,
    "A subview's inset on an edge is at most its own size along that axis.",
    .assumption(key: "assumeSubviewSafeAreaCappedAtSize"), [Citation(.docSafeAreaInsets)],
    disagreement: "No source covers a view smaller than the inset; the default keeps the safe "
      + "area from having a negative size.")

  /// Child view controllers.
  public static let childViewController = Fact(
    "safeArea.childViewController", .safeArea,
    "A child view controller's root view inherits its overlap of the parent's safe area, then "
      + "adds its own `additionalSafeAreaInsets`.", .documented,
    [Citation(.wwdc18Session235, at: "~315 s"), Citation(.docAdditionalSafeAreaInsets)])

  static let safeArea: [Fact] = [subviewOverlap, subviewCappedAtSize, childViewController]
}
