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
      + "between views is \"typically about 8\". No print on any version, iOS 26 included "
      + "(searched the spacing's printed value with `safeAreaInset`); assumed unchanged.")

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
    disagreement: "Platform-defined; 16 is the compact-width system margin. No print on any "
      + "version (searched `padding()` with a printed 16; one design note computes with 16, "
      + "not a print); on iOS 26, where the system margin is 20 from 390 pt wide "
      + "(`margins.glassSystemMinimum`), the model keeps 16, an assumption a row switches.")

  /// What a GeometryReader reads.
  public static let geometryReaderReads = Fact(
    "swiftUI.geometryReader", .swiftUI,
    "A `GeometryReader` filling a view reads as its `safeAreaInsets`, on each edge lying between "
      + "the safe area's edge and the hosting view's, the distance from that edge out to the "
      + "hosting view's, and zero on an edge inside the safe area: a view filling the safe area "
      + "reads the whole inset (an iPhone 13's NavigationView reads {47, 0, 34, 0}; a root "
      + "reader 382 × 644 at (0, 0) on the iPhone Duo's cover reads (t 0, l 0, b 34, tr 84); a "
      + "reader below a Text, its bottom on the safe area's, reads (0, 0, 34, 0)); a view "
      + "inside it away from its edges reads zero (the NavigationView's Text; a reader padded "
      + "50 inside the Duo's). Both `safeAreaInsets?` (in a SwiftUI row) and "
      + "`geometrySafeAreaInsets?` answer it.",
    .measured,
    [
      .print(.seedSwiftUISafeArea, by: "Fatbobman"),
      .print(.duoGeometryProbe, by: "alexey1312"),
      .print(.geometryBottomNote, by: "Jake"),
      .print(.geometryIgnoringNote, by: "the GeometryProxy note's author"),
      Citation(.openSwiftUISafeAreaInsets), Citation(.openSwiftUISafeAreaInsetsTests),
      Citation(.docGeometryReader),
    ],
    disagreement: "The scenario-table contract describes `safeAreaInsets?` as what a "
      + "GeometryReader filling the innermost view reads and adds \"zero for a view laid out "
      + "inside the safe area\"; every print contradicts the addition (a reader filling the "
      + "safe area reads the insets beyond its edges). InsetModel keeps the key's meaning, what "
      + "the reader reads, and follows the prints; until 0.9.0 it answered the overlap of the "
      + "safe area with the view (UIKit's subview rule, which Fatbobman's prose states but its "
      + "prints do not show).")

  /// What a GeometryReader that ignores the safe area reads.
  public static let geometryReaderIgnoring = Fact(
    "swiftUI.geometryReaderIgnoring", .swiftUI,
    "A `GeometryReader` that the safe area no longer holds in, its edges on the hosting view's "
      + "after `.ignoresSafeArea()`, reads zero there: one note prints {47, 0, 34, 0} and then "
      + "\"`.ignoresSafeArea(.all)` -> EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, "
      + "trailing: 0.0)\", and OpenSwiftUI's resolution gives the same (an edge on the space's "
      + "edge is zero from it). An ancestor's `ignoresSafeArea` moves views, not the safe area: "
      + "a reader it lets reach into the band reads the distance from its edge out to the "
      + "hosting view's (OpenSwiftUI's resolution; no print).",
    .singleSource,
    [
      .single(.geometryIgnoringNote, "one note's print, its device and set-up unwritten"),
      Citation(.openSwiftUISafeAreaInsets),
    ],
    disagreement: "The print does not say whether the modifier was on the reader or on a view "
      + "around it, nor the device; apps' patterns read `geometry.safeAreaInsets.top` on a "
      + "reader that keeps to the safe area and ignore it inside the reader, which agrees. What "
      + "would settle it: `proxy.safeAreaInsets` printed on a named device for "
      + "`GeometryReader { … }.ignoresSafeArea()` and for a reader inside a "
      + "`ZStack { … }.ignoresSafeArea()`, each with a `padding(.top, 10)` variant.")

  static let swiftUI: [Fact] = [
    swiftUIRegions, safeAreaInset, safeAreaInsetSpacing, ignoresSafeArea, safeAreaPadding,
    defaultPadding, geometryReaderReads, geometryReaderIgnoring,
  ]
}
