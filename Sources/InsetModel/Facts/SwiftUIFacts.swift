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
    "`safeAreaInsets?` (the contract's GeometryReader reading) is, per edge, how far the safe "
      + "area reaches into the view's frame: 0 for a view laid out inside the safe area, the "
      + "full inset for one that ignores it; a region an ancestor ignored reads 0. What "
      + "`GeometryProxy.safeAreaInsets` itself prints is `swiftUI.geometryProxy`.", .singleSource,
    [.single(.seedSwiftUISafeArea, "one article"), Citation(.docGeometryReader)])

  /// What GeometryProxy.safeAreaInsets reads.
  public static let geometryProxyInsets = Fact(
    "swiftUI.geometryProxy", .swiftUI,
    "`GeometryProxy.safeAreaInsets` reads, on each edge where the reader's frame touches the "
      + "safe area's boundary, the depth of the safe area beyond it, and zero on an edge a "
      + "padding moved inside: on the iPhone Duo's cover a root reader, 382 × 644 at (0, 0) "
      + "inside the safe area, reads (t 0, l 0, b 34, tr 84), and a reader padded 50 pt inside "
      + "it reads all zeros (not the 34 the trailing inset less the padding would leave). Where "
      + "a view reaches into the safe area it reads the overlap, as `safeAreaInsets?`. What a "
      + "reader reads under an ancestor's `ignoresSafeArea` was not printed, and is not modelled.",
    .singleSource,
    // The article's root NavigationView reads the window's insets too, but its frame is not
    // printed; its Text, inside the safe area and away from its edges, reads zero.
    [
      .single(.duoGeometryProbe, "one simulator run's NSLog (Xcode 27.1)"),
      Citation(.seedSwiftUISafeArea), Citation(.docGeometryReader),
    ],
    disagreement: "The contract defines `safeAreaInsets?` as how far the safe area reaches into "
      + "the frame, zero for a view laid out inside it; the printed root reader, laid out "
      + "inside the safe area, reads the insets beyond its edges. The model keeps both: "
      + "`safeAreaInsets?` as defined, `geometrySafeAreaInsets?` as printed.")

  static let swiftUI: [Fact] = [
    swiftUIRegions, safeAreaInset, safeAreaInsetSpacing, ignoresSafeArea, safeAreaPadding,
    defaultPadding, geometryReaderReads, geometryProxyInsets,
  ]
}
