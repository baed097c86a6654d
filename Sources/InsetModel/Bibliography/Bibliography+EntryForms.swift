// The forms of an entry read on 2026-11-25, which many of the bibliography's files use.

extension Source {
  /// An Apple Developer Documentation page read on 2026-11-25, by its path under
  /// `developer.apple.com/documentation/`.
  func reviewedAppleDoc(_ title: String, _ path: String, takes: String) -> BibliographyEntry {
    reviewEntry(
      title + " (Apple Developer Documentation)", "Apple",
      "https://developer.apple.com/documentation/" + path, takes: takes)
  }

  /// An entry read on 2026-11-25.
  func reviewEntry(
    _ title: String, _ author: String, _ url: String, published: String? = nil, takes: String
  ) -> BibliographyEntry {
    BibliographyEntry(
      title: title, author: author, url: url, published: published, read: "2026-11-25",
      takes: takes)
  }
}
