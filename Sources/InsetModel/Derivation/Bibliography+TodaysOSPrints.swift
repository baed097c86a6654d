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
    default:
      nil
    }
  }
}
