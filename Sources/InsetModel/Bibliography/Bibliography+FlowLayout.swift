// The bibliography entries of the sources on the flow layout: its lines, last line and snapping as
// real UIKit prints them (read 2026-11-25).

extension Source {
  /// The entry of a source on the flow layout; ``entry`` forwards here.
  var flowLayoutEntry: BibliographyEntry? {
    switch self {
    case .openUIKitFlowLayout:
      BibliographyEntry(
        title: "OpenUIKit: Tests/OpenUIKitTests/CollectionViewTests.swift, FlowLayoutMeasuredTests "
          + "(\"every frame here is a TRANSCRIPT of real UIKit's answer, captured with "
          + "`scripts/flow_probe.sh` (iOS 26 Mac Catalyst, 20 configurations)\")",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/"
          + "faccec82948058122cb3d85e6b1b5ad2397d77c1/Tests/OpenUIKitTests/"
          + "CollectionViewTests.swift",
        published: "2026", read: "2026-11-25",
        takes:
          "one project's prints of UICollectionViewFlowLayout frames (scripts/flow_probe.sh at "
          + "644247f3 builds Tools/oracle/flowprobe/main.swift for arm64-apple-ios26.1-macabi and "
          + "prints `item [s,i] frame`), transcribed into its tests. Probes G/K "
          + "(testSingleItemPerLineIsCentered): \"when only one item fits per line it is "
          + "CENTERED\", 250 × 40 items in 200 at x -25, 150 × 40 at x 25. "
          + "testLastLineIsSpacedAsIfFull: \"Four 50 pt items in 375 pt land 15 pt apart\" (x 0, "
          + "65, 130, 195); a 90 × 40 item alone in 200, \"Capacity 2, so the lone item is "
          + "left-aligned, not centered\" (x 0). Probes X/Y/Z: four 80 × 40 at x 0, 98.5, 196.5, "
          + "295. Probes AA/AB: a last line of widths 80/100/60 at x 0, 90, 200 (\"drops back to "
          + "the plain minimum spacing\"). Probe E (horizontal): a last column's lone 90 × 70 item "
          + "at y 8, the inset's edge. Probe D: \"10.333 pt spacing lands on 102.5 / 192.5, not "
          + "102.333 / 192.667\"; probe I: \"fractional item sizes round to the pixel grid "
          + "(131.75 -> 132) while the sizes themselves stay exact\", second line at y 57.5, "
          + "content height 106.5. The same rules, as the project's re-implementation states "
          + "them: Sources/OpenUIKit/UICollectionViewFlowLayout.swift at faccec82, rules 2 and 3")
    case .xamarinForms10241:
      BibliographyEntry(
        title: "Alignment fixes for CollectionView grid layouts on iOS (Xamarin.Forms PR 10241)",
        author: "hartez", url: "https://github.com/xamarin/Xamarin.Forms/pull/10241",
        published: "2020-04-07", read: "2026-11-25",
        takes: "\"For vertical grids with a single item, the single item was centered rather "
          + "than left-aligned\" (fixes issues 5455 and 6851; screenshots, no printed frames); "
          + "Xamarin's grid is its own UICollectionViewFlowLayout subclass")
    case .radar20825965:
      reviewEntry(
        "20825965: Customize layout of UICollectionViewFlowLayout's last row", "Peter Steinberger",
        "http://www.openradar.me/20825965", published: "2015-05-05",
        takes: "iOS 8.3, \"the case since iOS 6\": the last row of a flow layout is left-aligned, "
          + "not justified, when the items' heights are not uniform; the radar says the layout "
          + "changes as soon as one size is not uniform (it shows no numbers)")
    default:
      nil
    }
  }
}
