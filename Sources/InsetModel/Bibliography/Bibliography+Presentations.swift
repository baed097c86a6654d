// The bibliography entries of the sources added when presentations, split views, GeometryProxy
// and the iPhone Duo were checked against printed measurements (read 2026-11-25), kept out of
// Bibliography.swift so that its switch gains one case list only.

extension Source {
  /// The entry of a source added by that check; ``entry`` forwards here.
  var presentationsEntry: BibliographyEntry? {
    switch self {
    case .trueSheet732:
      reviewEntry(
        "react-native-true-sheet issue 732: [iOS 26] Sheet scaled to ~96% width at non-large "
          + "detents (8pt side margins)", "kinghennry",
        "https://github.com/lodev09/react-native-true-sheet/issues/732", published: "2026-07-12",
        takes: "iOS 26.2 SDK, an iPhone 11 in portrait: UISheetPresentationController applies "
          + "\"a scale(0.961) transform to UIDropShadowView\" at every non-large detent, "
          + "\"leaving ~8pt margins on both sides\"; at the large detent the transform is "
          + "identity")
    case .duoGeometryProbe:
      reviewEntry(
        "iPhone-Duo-Agent-Skill: Probes (duo_geometry_probe.swift and its printed output)",
        "alexey1312",
        "https://github.com/alexey1312/iPhone-Duo-Agent-Skill/blob/"
          + "2b96283e69c2e22b525a396c73b6447bfefb3e59/scripts/probes/README.md",
        published: "2026-09-19",
        takes: "NSLog prints on the iPhone Duo simulator's cover display in portrait (Xcode 27.1, "
          + "27A9269): a root GeometryReader 382 × 644 at (0, 0) reads safeAreaInsets (t 0, l 0, "
          + "b 34, tr 84); a reader padded 50 pt inside it, 282 × 544 at (50, 50), reads all "
          + "zeros; the occlusion regions are listed camera first, (399.667, 29.333, 37, 37), "
          + "then the strip, (382, 0, 84, 170), both active, in the proxy's coordinates and "
          + "not clipped to it; verticalBarEdge trailing")
    case .docMaximumPrimaryColumnWidth:
      reviewEntry(
        "UISplitViewController.maximumPrimaryColumnWidth (Apple Developer Documentation, as "
          + "copied in apple-docs-for-rag)", "Apple (copied by theAppLaunchers)",
        "https://developer.apple.com/documentation/uikit/uisplitviewcontroller/"
          + "maximumprimarycolumnwidth",
        takes: "\"The default value of this property is automaticDimension, which corresponds to "
          + "a minimum width of 320 points\" (sic); nothing on a triple-column split view's "
          + "primary column or a collapsed one")
    default:
      nil
    }
  }
}
