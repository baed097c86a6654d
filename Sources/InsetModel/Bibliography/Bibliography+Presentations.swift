// The bibliography entries of the sources on presentations before iOS 26 and on the iPhone Duo's
// geometry: sheets' widths and detents, the presentation context, popovers' arrows, a split
// view's documented maximum width (read 2026-11-25).

extension Source {
  /// The entry of a source on presentations; ``entry`` forwards here.
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
    case .docDefinesPresentationContext:
      reviewedAppleDoc(
        "UIViewController.definesPresentationContext",
        "uikit/uiviewcontroller/definespresentationcontext",
        takes: "\"UIKit starts at the presenting view controller and walks up the view controller "
          + "hierarchy. If it finds a view controller whose value for this property is true, it "
          + "asks that view controller to present the new view controller. If no view "
          + "controller defines the presentation context, UIKit asks the window's root view "
          + "controller to handle the presentation. The default value for this property is "
          + "false. Some system-provided view controllers, such as UINavigationController, "
          + "change the default value to true.\"")
    case .docPermittedArrowDirections:
      reviewedAppleDoc(
        "UIPopoverPresentationController.permittedArrowDirections and arrowDirection",
        "uikit/uipopoverpresentationcontroller/permittedarrowdirections",
        takes: "\"The arrow directions that you prefer for the popover\", default any (up, down, "
          + "left, right); arrowDirection is the direction UIKit chose, from the anchor")
    case .pinLayout241:
      BibliographyEntry(
        title: "PinLayout issue 241: \"view.keyboardLayoutGuide.layoutFrame\" is (0,0,0,0) "
          + "before using \"view.pin.keyboardMargins\"", author: "baekteun",
        url: "https://github.com/layoutBox/PinLayout/issues/241", published: "2022-02-01",
        read: "2026-11-25",
        takes: "a keyboard layout guide read before anything uses it gives a zero rect; once "
          + "PinLayout's keyboardMargins (which constrains the guide) has been read, its frame "
          + "is right")
    default:
      nil
    }
  }
}
