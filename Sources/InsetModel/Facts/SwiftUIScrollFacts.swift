// MARK: SwiftUI scroll views
extension Facts {
  /// A scroll view's insets.
  public static let swiftUIScrollInsets = Fact(
    "swiftUI.scrollInsets", .swiftUI,
    "A `ScrollView` (or `List`) takes the whole frame it is offered, safe area included, and "
      + "insets its content by the safe area it respects plus its content margins; "
      + "`safeAreaInset`, `safeAreaBar` and `safeAreaPadding` add to that safe area, so the "
      + "content starts below them and scrolls under them, while `padding` shrinks the scroll "
      + "view instead.",
    .inferred(
      "\"inset its content by the safe area plus an additional 20 points\" ([ad-contentmargins]) "
        + "and safeAreaPadding built of safeAreaInsets ([osui-inset])"),
    [Citation(.docContentMargins), Citation(.openSwiftUIInset), Citation(.docSafeAreaPadding)])

  /// contentMargins.
  public static let contentMargins = Fact(
    "swiftUI.contentMargins", .swiftUI,
    "`contentMargins` (iOS 17) adds to the safe area a scroll view insets by: `.scrollContent` "
      + "its content, `.scrollIndicators` its indicators, `.automatic` both; per edge and "
      + "placement the innermost modifier wins. A nil length is not documented.", .documented,
    [Citation(.docContentMargins), Citation(.docContentMarginPlacement)],
    disagreement: "A brief read \"safe area plus an additional 20 points\" as a default; Apple's "
      + "20 is its example's argument. Default List and Form margins are \"based on the list "
      + "style, list section spacing and content margins\" [ad-listsectionmargins], unpublished: "
      + "the model adds none.")

  /// safeAreaBar.
  public static let safeAreaBar = Fact(
    "swiftUI.safeAreaBar", .swiftUI,
    "`safeAreaBar` (iOS 26) takes the same parameters as `safeAreaInset` and lays out as it "
      + "does; it is also a bar (scroll edge effects, not modelled).",
    .inferred("the same signature and \"custom bar above or below the modified view\""),
    [Citation(.docSafeAreaBar), Citation(.docSafeAreaInset)])

  /// ScrollGeometry.
  public static let scrollGeometry = Fact(
    "swiftUI.scrollGeometry", .swiftUI,
    "`ScrollGeometry` (iOS 18, as `onScrollGeometryChange` reports it): `contentInsets` added to "
      + "the content size give the scrollable space; `containerSize` is the scroll view's size; "
      + "`contentOffset` may go below zero with insets, and at rest is {-leading, -top}.",
    .inferred("the ScrollGeometry documentation and UIKit's resting offset"),
    [Citation(.docScrollGeometry), Citation(.openSwiftUIScrollGeometry)])

  /// frame(width:height:).
  public static let swiftUIFrame = Fact(
    "swiftUI.frame", .swiftUI,
    "`frame(width:height:alignment:)` gives a fixed width, height or both (nil keeps the view's "
      + "own sizing), placed by its parent in the safe area (the hosting view centres it, an outer "
      + "frame places it by its `alignment`); the safe area reaching into the smaller frame is "
      + "what is left of it.",
    .documented, [Citation(.docSwiftUIFrame)])

  /// containerRelativeFrame.
  public static let containerRelativeFrame = Fact(
    "swiftUI.containerRelativeFrame", .swiftUI,
    "`containerRelativeFrame` (iOS 17) sizes a view on its axes to the nearest container (the "
      + "window, a navigation stack, a scroll view or list) \"subtracting any safe area insets "
      + "that might be applied to that container\".", .documented,
    [Citation(.docContainerRelativeFrame), Citation(.fatbobmanContainerRelativeFrame)])

  /// Content margins and containerRelativeFrame.
  public static let containerRelativeMargins = Fact(
    "swiftUI.containerRelativeMargins", .swiftUI,
    "Inside a scroll view `containerRelativeFrame` subtracts the safe area only, not the content "
      + "margins.", .assumption(key: "assumeContainerRelativeFrameSubtractsContentMargins"),
    [Citation(.docContainerRelativeFrame)],
    disagreement: "Apple names only the safe area; no source says whether content margins count.")

  static let swiftUIScroll: [Fact] = [
    swiftUIScrollInsets, contentMargins, safeAreaBar, scrollGeometry, swiftUIFrame,
    containerRelativeFrame, containerRelativeMargins,
  ]
}
