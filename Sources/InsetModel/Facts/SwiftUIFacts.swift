extension Facts {
  /// The hosting view's regions.
  public static let swiftUIRegions = Fact(
    "swiftUI.regions", .swiftUI,
    "A hosting view's safe area has two regions: `.container` (the device and bars: the root "
      + "view's safe area) and `.keyboard` (the software keyboard, measured from the bottom of "
      + "the screen). Views lay out inside both unless they ignore them.", .documented,
    [Citation(.docIgnoresSafeArea), Citation(.seedSwiftUISafeArea)])

  /// safeAreaInset.
  public static let safeAreaInset = Fact(
    "swiftUI.safeAreaInset", .swiftUI,
    "`safeAreaInset` places its content at the edge inside the safe area it is given and makes "
      + "the modified view's safe area larger on that edge by the content's length plus "
      + "`spacing` (negative spacing overlaps); several stack, the outermost placed first.",
    .documented,
    [
      Citation(.docSafeAreaInset), Citation(.seedSafeAreaInset),
      Citation(.seedSafeAreaInsetTranslation), Citation(.seedSwiftUISafeArea),
    ])

  /// safeAreaInset's default spacing.
  public static let safeAreaInsetSpacing = Fact(
    "swiftUI.safeAreaInsetSpacing", .swiftUI,
    "`safeAreaInset(spacing: nil)` uses 8 pt.",
    .assumption(key: "assumeSafeAreaInsetDefaultSpacing"),
    [Citation(.fatbobmanSpacing), Citation(.seedSafeAreaInset)],
    disagreement: "The spacing is platform-defined and undocumented; SwiftUI's default spacing "
      + "between views is \"typically about 8\".")

  /// ignoresSafeArea.
  public static let ignoresSafeArea = Fact(
    "swiftUI.ignoresSafeArea", .swiftUI,
    "`ignoresSafeArea(regions, edges)` lets a view extend into those regions on those edges; "
      + "its descendants lose them, insets added by an enclosing `safeAreaInset` included.",
    .documented, [Citation(.docIgnoresSafeArea), Citation(.seedSafeAreaInset)])

  /// safeAreaPadding and padding.
  public static let safeAreaPadding = Fact(
    "swiftUI.safeAreaPadding", .swiftUI,
    "`safeAreaPadding` adds its length beyond the safe area on its edges; `padding` insets the "
      + "frame, and the safe area that reaches into the smaller frame shrinks with it.",
    .documented, [Citation(.docSafeAreaPadding), Citation(.seedSwiftUILayoutReference)])

  /// The default padding.
  public static let defaultPadding = Fact(
    "swiftUI.defaultPadding", .swiftUI,
    "`padding()` and `safeAreaPadding()` with no length use 16 pt.",
    .assumption(key: "assumeDefaultPadding"), [Citation(.docSafeAreaPadding)],
    disagreement: "Platform-defined; 16 is the compact-width system margin.")

  /// What a GeometryReader reads.
  public static let geometryReaderReads = Fact(
    "swiftUI.geometryReader", .swiftUI,
    "A GeometryReader filling a view reads, per edge, how far the safe area reaches into its "
      + "frame: 0 for a view laid out inside the safe area, the full inset for one that ignores "
      + "it. A region an ancestor ignored reads 0.", .singleSource,
    [.single(.seedSwiftUISafeArea, "one article"), Citation(.docGeometryReader)])

  static let swiftUI: [Fact] = [
    swiftUIRegions, safeAreaInset, safeAreaInsetSpacing, ignoresSafeArea, safeAreaPadding,
    defaultPadding, geometryReaderReads,
  ]
}
