// Facts behind the questions the notation learned to ask: split views' display modes and widths,
// presentation contexts, popover arrows, detents, the keyboard layout guide and traits.

extension Facts {
  // MARK: Split views

  /// The display mode UIKit settles on.
  public static let splitDisplayMode = Fact(
    "split.displayMode", .hierarchy,
    "A split view controller's `displayMode` is never `.automatic`: it is the arrangement UIKit "
      + "settled on (the model takes `.automatic` as side by side in a landscape regular width, "
      + "`split.columns`). Collapsed, UIKit ignores it (\"the display mode is superfluous\"), so "
      + "the model gives no display mode there.", .documented,
    [Citation(.docSplitDisplayMode), Citation(.docSplitIsCollapsed)])

  /// When a split view collapses.
  public static let splitCollapsed = Fact(
    "split.collapsed", .hierarchy,
    "A split view controller collapses to one column when its environment becomes horizontally "
      + "compact (`isCollapsed` true) and expands in a regular width.", .documented,
    [Citation(.docSplitIsCollapsed)])

  /// The primary column's bounds.
  public static let splitColumnBounds = Fact(
    "split.primaryColumnBounds", .hierarchy,
    "`minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth` constrain the primary column's "
      + "width, preferred or fraction: a width below the minimum becomes the minimum, one above "
      + "the maximum the maximum. Their `automaticDimension` is documented as 0 and 320 points; "
      + "the model applies the bounds only where a row sets them, as no print shows a preferred "
      + "width above 320 cut to 320.", .documented,
    [Citation(.docMinimumPrimaryColumnWidth), Citation(.docMaximumPrimaryColumnWidth)])

  /// The supplementary column's width.
  public static let splitSupplementaryWidth = Fact(
    "split.supplementaryWidth", .hierarchy,
    "`supplementaryColumnWidth` is the width applied to a triple-column split view's "
      + "supplementary column; its default (`automaticDimension`) gives \"an appropriate width\" "
      + "with no number, so before iOS 26 a triple-column row gives "
      + "`preferredSupplementaryColumnWidth`, which the model applies as the width; from iOS 26 "
      + "the default is the printed 320 (`split.glassPrints`).", .documented,
    [Citation(.docSupplementaryColumnWidth), Citation(.docSplitWidths)])

  // MARK: Presentations

  /// Which view a current-context presentation covers.
  public static let presentationContext = Fact(
    "presentation.context", .hierarchy,
    "A `.currentContext` or `.overCurrentContext` presentation covers the first view "
      + "controller, from the presenting one up, whose `definesPresentationContext` is true "
      + "(false by default; true for a navigation controller), else the window's root view "
      + "controller.", .documented, [Citation(.docDefinesPresentationContext)])

  /// A popover's arrow direction.
  public static let popoverArrowDirection = Fact(
    "presentation.popoverArrowDirection", .hierarchy,
    "UIKit picks a popover's arrow direction from its anchor among `permittedArrowDirections` "
      + "(default any); with one direction permitted, the arrow is on that edge, and the "
      + "content's safe area excludes it there. The model places no anchor, so with more than "
      + "one permitted it gives no direction (and keeps the arrow at the top).", .documented,
    [Citation(.docPermittedArrowDirections), Citation(.popoverArrowIOS13)])

  /// Whether a detent is active.
  public static let detentActive = Fact(
    "presentation.detentActive", .hierarchy,
    "`.medium()` is inactive in a compact height, where the sheet rests at its full height; "
      + "`.large()` and the custom detents the model knows are active. Detents arrived in iOS 15; "
      + "no source says whether a regular-width sheet's detent is active.", .documented,
    [Citation(.docDetent)])

  // MARK: The keyboard

  /// A keyboard layout guide nothing uses.
  public static let keyboardGuideUnused = Fact(
    "keyboard.guideUnused", .hierarchy,
    "A view's `keyboardLayoutGuide` that no constraint uses reads a zero rect, {{0, 0}, {0, 0}}, "
      + "whatever the keyboard; once something constrains it, it follows the keyboard.",
    .singleSource,
    [.single(.pinLayout241, "an issue's report of the value read (iOS 15, 2022)")])

  // MARK: Traits

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

  /// `UIRequiresFullScreen`.
  public static let requiresFullScreen = Fact(
    "screen.requiresFullScreen", .screen,
    "An iPad app with `UIRequiresFullScreen` is put in a compatibility mode that opts it out of "
      + "multitasking and dynamic resizing: it runs full screen, never in Split View, Slide Over "
      + "or a resized window (iOS 9 to 26.0; deprecated from iPadOS 26).", .documented,
    [Citation(.docRequiresFullScreen)])

  static let questions: [Fact] = [
    splitDisplayMode, splitCollapsed, splitColumnBounds, splitSupplementaryWidth,
    presentationContext, popoverArrowDirection, detentActive, keyboardGuideUnused,
    semanticContentAttribute, readableWidthAtTextSize, requiresFullScreen,
  ]
}
