extension Facts {
  /// A subview's safe area is its overlap of the superview's unsafe area.
  public static let subviewOverlap = Fact(
    "safeArea.subviewOverlap", .safeArea,
    "A view other than a root view gets, per edge, the part of its superview's unsafe margin its "
      + "frame overlaps: 0 when it lies wholly inside the safe area, 39 for a view 20 pt below a "
      + "59 pt inset.", .documented,
    [Citation(.docSafeAreaInsets), Citation(.cslLayoutAdaptation), Citation(.martiancraftMargins)])

  /// A subview's inset is capped at the superview's.
  public static let subviewCap = Fact(
    "safeArea.subviewCap", .safeArea,
    "A subview's inset on an edge is at most its superview's inset there: a view that overhangs "
      + "the superview reads the superview's inset, not the overhang (a view 80 pt past a right "
      + "inset of 12 reads 12); a view smaller than the inset still reads the whole overlap (20 pt "
      + "tall, 10 below a 44 pt inset: 34).", .measured,
    // Prints: OpenUIKit's measurements against UIKit (iOS 26.1) and huahuahu's (iOS 11 and 12).
    [
      .print(.openUIKit, by: "Vercantez"), .print(.huahuahu, by: "huahuahu"),
      Citation(.martiancraftMargins),
    ])

  /// Child view controllers.
  public static let childViewController = Fact(
    "safeArea.childViewController", .safeArea,
    "A child view controller's root view inherits its overlap of the parent's safe area, then "
      + "adds its own `additionalSafeAreaInsets`.", .documented,
    [Citation(.wwdc18Session235, at: "~315 s"), Citation(.docAdditionalSafeAreaInsets)])

  static let safeArea: [Fact] = [subviewOverlap, subviewCap, childViewController]
}
