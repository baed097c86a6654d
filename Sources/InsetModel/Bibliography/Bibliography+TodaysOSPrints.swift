// The bibliography entries of the sources added to answer today's OS as printed (read
// 2026-11-28): the iPhone Duo's older-SDK letterbox; kept out of Bibliography.swift so that its
// switch gains one case list only. Each quote is the source's own words.

extension Source {
  /// The entry of a source added for today's OS as printed; ``entry`` forwards here.
  var todaysOSPrintsEntry: BibliographyEntry? {
    switch self {
    case .duoSkillGuide:
      BibliographyEntry(
        title: "Adapting apps to iPhone Duo (skill guide, \"based on six Apple Tech Talks, the "
          + "Human Interface Guidelines, Apple Developer Documentation, and two iPhone Duo Group "
          + "Labs\")",
        author: "unknown",
        url: "repository not named by the index that holds it (find_string id 70463541346)",
        published: "2026-09", read: "2026-11-28",
        takes: "\"Behavior by SDK\": \"Before iOS 27 (Xcode 26) | Runs letterboxed. On the outer "
          + "display, the aspect ratio is close to iPhone mini, with a black strip on the "
          + "vertical bars side. On the inner display, it is centered at the same aspect ratio "
          + "and does not respond to pose changes.\"; \"iOS 27 | Resizing support is enabled (no "
          + "opt-out). Uses almost the entire inner display, but a black strip remains along the "
          + "side below the status bar.\"; \"iOS 27.1 | Extends to the display edges\"")
    case .openUIKitSplitView:
      BibliographyEntry(
        title: "OpenUIKit: uikit/Sources/OpenUIKit/UISplitViewController.swift (widths, display "
          + "modes and collapsing measured by the splitviewprobe, splitwidthprobe and "
          + "splitframesprobe on the iPad (A16) and iPhone 16 iOS 26.1 simulators; found by its "
          + "text)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/"
          + "205ca2011907ca39c91b872c8aabbd7630ce62d5/uikit/Sources/OpenUIKit/"
          + "UISplitViewController.swift (the stored version the file index dates holds the "
          + "defaults and the collapsed getters; the probe quotes after them are in a later "
          + "version, find_string id 67332007494, whose commit the index does not give)",
        published: "2026-09", read: "2026-11-28",
        takes: "\"MEASURED defaults: 320 pt legacy/double, 280 pt triple.\"; \"triple-column "
          + "default is 320 pt\" (`supplementaryColumnWidth`); `if isCollapsed { return "
          + "view.bounds.width }` (both getters); \"MEASURED suppFraction0.5 → 355.5 = 820 − 0.5 "
          + "− 464\"; splitwidthprobe, iPad A16 / iOS 26.1 @2x: \"Wide 0/4/6 resolve to 4\", "
          + "\"first tiled frames are primary [10,32,240,658], supplementary [0,0,490,700] with "
          + "safe-left 250, secondary [490.5,0,464,700]. Thus minimum width = "
          + "240+240+10+0.5+464. 954.249 fails, 954.25 fits after nearest-pixel rounding\"; "
          + "\"splitwidthprobe resolves oneBeside at 600\", \"expanding a 393 pt window "
          + "(regular override) resolves secondaryOnly\"")
    case .openUIKitSplitViewNote:
      BibliographyEntry(
        title: "OpenUIKit: WordPress-iOS / NetNewsWire `UISplitViewController` row (the "
          + "splitframesprobe's oracle table, iOS 26.1; found by its text)",
        author: "Vercantez",
        url: "https://github.com/Vercantez/openuikit/blob/"
          + "62221497fe9005f2402f07db065133919e4608c6/uikit/docs/agent_reports/"
          + "wordpress-splitview.md",
        published: "2026-09-09", read: "2026-11-28",
        takes: "iPad (A16) 820 × 1180, window safe area [32, 0, 25, 0]: \"double mounted (auto → "
          + "oneBeside) | primary `[10, 32, 320, 1133]` SA `[0,0,10,0]`; secondary "
          + "`[0,0,820,1180]` SA `[32,330,25,0]`\"; \"triple mounted at 820 (auto → oneBeside) "
          + "| supplementary `[0,0,320,1180]`; secondary `[320.5,0,499.5,1180]`\"; \"triple "
          + "twoBeside/twoDisplace request → twoOver | primary `[10,32,280,1133]` floating; supp "
          + "320\"; collapsed by a trait override: \"primary width 820\"; iPhone 16: \"double "
          + "/ triple mounted […] full-frame, SA `[59,0,34,0]`\"")
    default:
      nil
    }
  }
}
