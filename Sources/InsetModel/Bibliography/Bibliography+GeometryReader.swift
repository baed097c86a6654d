// The bibliography entries of the sources behind what a SwiftUI GeometryReader reads as its
// safe area (read 2026-11-28).

extension Source {
  /// The entry of a source of the GeometryReader rule; ``entry`` forwards here.
  var geometryReaderEntry: BibliographyEntry? {
    switch self {
    case .openSwiftUISafeAreaInsets:
      BibliographyEntry(
        title: "OpenSwiftUI: SafeAreaInsets.swift (SafeAreaInsets.resolve, audited against "
          + "SwiftUICore 6.5.4)",
        author: "OpenSwiftUIProject",
        url: "https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/"
          + "069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/"
          + "SafeAreaInsets.swift#L74-L157",
        published: "2026-08-02", read: "2026-11-28",
        takes: "a re-implementation, not a print: `GeometryProxy.safeAreaInsets` is "
          + "`placementContext.safeAreaInsets()`, which resolves the hosting view's safe area "
          + "at the reader's frame: with `innerRect` the space inset by the insets and "
          + "`outerRect` the space, `if minY - epsilon < innerRect.minY, outerRect.minY < minY "
          + "+ epsilon { let delta = minY - outerRect.minY […] }` and the same on each edge, "
          + "then `insets.top = rect.minY - adjustedRect.minY`: an edge between the safe "
          + "area's edge and the space's reads the distance out to the space's edge, any other "
          + "edge zero; `epsilon = context.pixelLength * 0.5 + 0.001`; a `safeAreaInset` "
          + "chains its own space, resolved first")
    case .openSwiftUISafeAreaInsetsTests:
      BibliographyEntry(
        title: "OpenSwiftUI: Tests/OpenSwiftUICoreTests/Layout/SafeAreaInsetsTests.swift",
        author: "OpenSwiftUIProject",
        url: "https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/"
          + "069dd80bce30bb9117b783e963c0ed7f741c7587/Tests/OpenSwiftUICoreTests/Layout/"
          + "SafeAreaInsetsTests.swift#L14-L61",
        published: "2026-08-02", read: "2026-11-28",
        takes: "`centeredRectDoesNotResolveInsets`: a 100 × 20 view at (150, 390) in a 400 × "
          + "800 space with a top inset of 60 resolves `.zero`; "
          + "`edgeAlignedRectsResolveMatchingInset`: with insets (top 10, leading 20, bottom "
          + "30, trailing 40), the view at (150, 10) resolves top 10, at (150, 750) bottom 30, "
          + "at (20, 100) leading 20, at (260, 100) trailing 40, and nothing on its other edges")
    case .geometryIgnoringNote:
      BibliographyEntry(
        title: "GeometryProxy (a Logseq page of notes; the repository is not named by the index "
          + "that holds it, find_string id 48789615347)",
        author: "unnamed",
        url: "<repository not named by the index that holds it (find_string id 48789615347)>",
        published: "2023-08-13", read: "2026-11-28",
        takes: "\"GeometryProxy에선 해당 컨테이너 뷰의 safeareaInsets의 정보\" then "
          + "\"EdgeInsets(top: 47.0, leading: 0.0, bottom: 34.0, trailing: 0.0)\" and "
          + "\"`.ignoresSafeArea(.all) -> EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, "
          + "trailing: 0.0)`\": a reader reads the phone's {47, 0, 34, 0}, and zero once "
          + "`.ignoresSafeArea(.all)` is applied; neither the device nor which view carries the "
          + "modifier is written (47 and 34 are an iPhone 12, 13 or 14's)")
    case .geometryBottomNote:
      BibliographyEntry(
        title: "GeometryReader, GeometryProxy (a note, \"Jake iOS 앱 개발 알아가기\"; the "
          + "repository is not named by the index that holds it, find_string id 33365050537)",
        author: "Jake",
        url: "<repository not named by the index that holds it (find_string id 33365050537)>",
        published: "2023", read: "2026-11-28",
        takes: "a GeometryReader below a Text in a VStack on a 390 × 844 phone prints \"size = "
          + "(390.0, 730.357)\", \"global = (0.0, 79.64241536458333, 390.0, 730.357)\" and "
          + "\"safeAreaInsets = EdgeInsets(top: 0.0, leading: 0.0, bottom: 34.0, trailing: "
          + "0.0)\": its bottom edge on the safe area's reads the home indicator's 34, its top "
          + "edge inside the safe area zero")
    default:
      nil
    }
  }
}
