extension Facts {
  /// The default margins.
  public static let defaultMargins = Fact(
    "margins.default", .margins,
    "A view's `layoutMargins` default to 8 pt on each edge.", .documented,
    [Citation(.docLayoutMargins)])

  /// No default margins from iOS 27.1.
  public static let zeroDefaultMargins = Fact(
    "margins.zeroDefault", .margins,
    "On iOS 27.1 and later a view's `layoutMargins` default to zero; a view controller still "
      + "gives its root view `systemMinimumLayoutMargins`, and a subview inherits them only with "
      + "`preservesSuperviewLayoutMargins`.", .documented,
    [Citation(.iOS272ReleaseNotes, at: "UIKit, New Features (186294594)")])

  /// Margins from the safe area.
  public static let marginsFromSafeArea = Fact(
    "margins.fromSafeArea", .margins,
    "With `insetsLayoutMarginsFromSafeArea` (the default) the margins read back are measured "
      + "from the safe-area edge: safe area {88, 0, 0, 0} and margins {0, 50, 0, 0} read back "
      + "{88, 50, 0, 0}.", .documented,
    [
      Citation(.docInsetsLayoutMarginsFromSafeArea), Citation(.wwdc18Session235, at: "~582 s"),
      Citation(.seedSafeAreaAdaptation),
    ])

  /// The system minimum margins.
  public static let systemMinimumMargins = Fact(
    "margins.systemMinimum", .margins,
    "`systemMinimumLayoutMargins` are 20 pt leading and trailing where the window is at least "
      + "414 pt wide and has no safe area on its sides, 16 elsewhere (phones under 414 pt in "
      + "portrait, phones in landscape beside the sensor housing), 0 at the top and bottom; a "
      + "root view's margins are at least these when `viewRespectsSystemMinimumLayoutMargins`.",
    .measured,
    [
      Citation(.docSystemMinimumLayoutMargins),
      .print(.dimmmensions, by: "Marc Bouchenoire", at: "layoutMargins"),
      .print(.radar29013952, by: "the radar's author (iOS 10)"),
      Citation(.stackOverflow29349917), Citation(.useYourLoafMargins),
      Citation(.docViewRespectsSystemMinimumLayoutMargins),
    ],
    disagreement: "Apple and useyourloaf tie 16 and 20 to the compact and regular width size "
      + "classes; root views probed on every simulator ([dimmmensions], iOS 15 and 16) read 20 on "
      + "the iPhone 8 Plus in portrait and the iPhone SE in landscape (both compact) and 16 "
      + "beyond the housing on the iPhone 11 Pro Max in landscape (regular), and 16 on the "
      + "393-pt iPhone 14 Pro in portrait (iOS 16.2). The model follows the measurements. Under "
      + "Liquid Glass the width is 390, not 414 (``glassSystemMinimumMargins``).")

  /// The system minimum margins under Liquid Glass.
  public static let glassSystemMinimumMargins = Fact(
    "margins.glassSystemMinimum", .margins,
    "Under Liquid Glass (iOS 26 and later, built with the iOS 26 SDK) `systemMinimumLayoutMargins` "
      + "are 20 pt leading and trailing from a window 390 pt wide, 16 below: 20 on the 393-pt "
      + "iPhone 16, 16 on the 375-pt iPhone SE, as the iOS 26.1 simulator prints them; the "
      + "inset-grouped cards, cell text and separators move with them. A window with safe area "
      + "on its sides keeps 16, as before.", .singleSource,
    [
      .single(
        .openUIKitMargins,
        "\"20 on the 390+ pt phones (iPhone 16: real app, window scenes), 16 on the 375 pt iPhone "
          + "SE (MEASURED 2026-09-04 on both oracle devices […])\"",
        at: "iOSSystemMargin(width:)")
    ],
    disagreement: "Before iOS 26, root views printed 16 on the 393-pt iPhone 14 Pro (iOS 16.2, "
      + "[dimmmensions]); no print between iOS 16.2 and 26.1 says when the width moved, and none "
      + "prints a phone with side insets in landscape under Liquid Glass (the model keeps 16 "
      + "there). One project's prints: single source.")

  /// A root view's margins.
  public static let rootMargins = Fact(
    "margins.root", .margins,
    "A root view's margins are its own, raised edge by edge to the system minimum, then "
      + "measured from its safe area.", .documented,
    [Citation(.docLayoutMargins), Citation(.docSystemMinimumLayoutMargins)])

  /// Preserved superview margins.
  public static let preservesSuperviewMargins = Fact(
    "margins.preservesSuperview", .margins,
    "With `preservesSuperviewLayoutMargins` each margin is at least the superview's margin less "
      + "the distance between the two edges.",
    .inferred(
      "UIView.h (margins \"cascade down the view tree, adjusting for geometry offsets\") and the "
        + "documentation (\"the smallest amount needed\")"),
    [Citation(.headerUIView), Citation(.docPreservesSuperviewLayoutMargins)])

  /// Directional margins.
  public static let directionalMargins = Fact(
    "margins.directional", .margins,
    "Leading is left and trailing is right in left-to-right; the other way round in "
      + "right-to-left.", .documented,
    [Citation(.docDirectionalLayoutMargins), Citation(.docDirectionalEdgeInsets)])

  /// The readable width.
  public static let readableWidth = Fact(
    "margins.readableWidth", .margins,
    "The readable content guide is the margins guide, at most 672 pt wide at the default text "
      + "size, centred.", .assumption(key: "assumeReadableContentWidth"),
    [
      Citation(.useYourLoafReadableWidth), Citation(.wwdc18Session235, at: "~1877 s"),
      Citation(.docReadableContentGuide),
    ],
    disagreement: "672 was measured at the default Dynamic Type size; the width grows with the "
      + "text size and no source gives the other sizes.")

  /// A view's own semantic content attribute.
  public static let semanticContentAttribute = Fact(
    "margins.semanticContentAttribute", .margins,
    "A view's `semanticContentAttribute` decides its `effectiveUserInterfaceLayoutDirection`: "
      + "`unspecified` follows the app's direction, `playback` and `spatial` (controls that do "
      + "not flip) and `forceLeftToRight` are left to right, `forceRightToLeft` right to left; "
      + "the view's directional margins follow it.", .documented,
    [Citation(.docSemanticContentAttribute), Citation(.docDirectionalLayoutMargins)])

  /// The readable width at other text sizes.
  public static let readableWidthAtTextSize = Fact(
    "margins.readableWidthAtTextSize", .margins,
    "The readable content width grows with the text size; 672 is the default size's, and no "
      + "source gives it at another `preferredContentSizeCategory`: a row at another size gives "
      + "it.", .assumption(key: "assumeReadableContentWidthAtTextSize"),
    [Citation(.docContentSizeCategory), Citation(.useYourLoafReadableWidth)])

  static let margins: [Fact] = [
    defaultMargins, zeroDefaultMargins, marginsFromSafeArea, systemMinimumMargins,
    glassSystemMinimumMargins, rootMargins,
    preservesSuperviewMargins, directionalMargins, readableWidth,
    semanticContentAttribute, readableWidthAtTextSize,
  ]
}
