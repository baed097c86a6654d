// The bibliography entries of the sources behind the iOS 26 sheet, form sheet and popover rules
// as printed by real simulators (read 2026-11-28).
//
// OpenUIKit's two test files are cited at the commit of the stored version that holds each quote
// (found by the quote's text; the file index gives the commit of that version); the quotes are
// the files' own words as read.

extension Source {
  /// The entry of a source added for sheets and popovers on iOS 26; ``entry`` forwards here.
  var glassPresentationsEntry: BibliographyEntry? {
    switch self {
    case .openUIKitSheetMetrics:
      BibliographyEntry(
        title: "OpenUIKit: Tests/OpenUIKitTests/IOSDevicePixelMetricsTests.swift (the iPad (A16) "
          + "window, the system margin, sheets, form sheets and popovers printed on iOS 26.1 "
          + "simulators)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/"
          + "7ed844f6530cf808a08a0303d41a137ab46a7ad3/uikit/Tests/OpenUIKitTests/"
          + "IOSDevicePixelMetricsTests.swift",
        published: "2026-09", read: "2026-11-28",
        takes: "real iOS 26.1 simulator prints pinned as tests: \"MEASURED 2026-09-04, "
          + "probe_sheet_inset on the iPhone SE 2x / iOS 26.1: `UIDropShadowView` `[0, 30, 375, "
          + "637]` at windowSafeArea.top 0 and 20\"; \"iPad (A16) 820×1180 @2x / iOS 26.1: "
          + "`UIDropShadowView [0, 42, 820, 1138]`. Window SA.top is 32\"; \"compact height makes "
          + "both medium and large pageSheets `[0, 0, 667, 375]`\" (Modal t1200.landscape / "
          + "t3200.landscape, iPhone SE); \"`.formSheet` default `[120, 260, 580, 650]`; custom "
          + "detent 343 `[120, 567, 580, 343]` (same bottom edge 910)\" (ipadprobe, iPad (A16)); "
          + "\"`_UIPopoverView [561, 62, 240, 180]` = preferredContentSize, trailing inset 19 "
          + "(`820 − 240 − 561`), y = SA.top + 30. Phone still adapts\" (Modal-ipad t9200); "
          + "\"MEASURED Tabs-ipad t200, iPad (A16) 820×1180 @2x / iOS 26.1: "
          + "`_UIFloatingTabBar [0, 32, 820, 44]`; child bottom inset is window SA 25, not the "
          + "phone 83. Non-nav children start at y **96**.\"; "
          + "`XCTAssertEqual(UITableView.iOSSystemMargin(width: 375), 16)`, (390) and (393) 20; "
          + "an inset-grouped table on the SE (headerprobe): \"noNav: first header 55.5, untitled "
          + "footer 17.5, later header 38.\", `XCTAssertEqual(table.rectForRow(at: "
          + "IndexPath(row: 0, section: 0)).minY, 55.5, accuracy: 1e-9)`")
    case .openUIKitSheetDetentTests:
      BibliographyEntry(
        title: "OpenUIKit: Tests/OpenUIKitTests/DynamicTypeTests.swift, SheetDetentTests (the "
          + "medium detent printed on iOS 26.1 simulators)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/"
          + "dc5d2536930afd0237689e0ad7a58c2f9372e9a3/uikit/Tests/OpenUIKitTests/"
          + "DynamicTypeTests.swift",
        published: "2026-09", read: "2026-11-28",
        takes: "\"MEASURED detentprobe iPhone 16 / iOS 26.1: medium unscaled height 459 = 425 + "
          + "34, floating frame [8, 403.687, 377, 440.313]\"; \"MEASURED Modal t3200/t1200, "
          + "iPhone SE 2x / iOS 26.1, window SA 0: large `[0, 30, 375, 637]`; medium unscaled "
          + "356.5, floating `[8, 317.711, 359, 341.289]`\" (356.5 of 637 is 425/759, to the "
          + "pixel)")
    case .chattyIPadFormSheet:
      BibliographyEntry(
        title: "Chatty: .sdlc/changes/20260910-ios-ipad-adaptive/stage-b-implementation.md "
          + "(Stage B implementation and verification record, CLE-90)",
        author: "Yidada",
        url: "https://github.com/Yidada/chatty/blob/2e16f4ce49b52a7624508e8d4e7cd769e4b9344d/"
          + ".sdlc/changes/20260910-ios-ipad-adaptive/stage-b-implementation.md",
        published: "2026-09", read: "2026-11-28",
        takes: "an iPad Air 13-inch (M4) simulator (1024 × 1366 pt, regular; Xcode 26.6, iOS "
          + "26.5 SDK), a SwiftUI `sheet`, measured: \"常规宽度为 580 × 650 pt 的 form sheet（x "
          + "222、y 353）\" (in English: in a regular width, a 580 × 650 pt form sheet at x 222, "
          + "y 353; the translation is the project's, not the source's)")
    default:
      nil
    }
  }
}
