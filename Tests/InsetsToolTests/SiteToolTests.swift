import Foundation
import Testing

@Suite("insets site")
struct SiteToolTests {
  /// The site is written into DIR, created if missing; written again, no
  /// file changes; a symbolic link inside DIR is not followed out of it;
  /// files the site does not write are left alone.
  @Test func writesTheSiteInsideTheFolderOnly() throws {
    let fm = FileManager.default
    let base = try folder(["outside/keep.txt": "mine\n"])
    let outside = base.appendingPathComponent("outside")
    let dir = base.appendingPathComponent("new/site")
    let first = try insets(["site", dir.path])
    #expect(first.status == 0, "\(first.stderr)")
    let summary = try #require(first.lines.first)
    #expect(summary.hasPrefix("site: ") && summary.contains(" written, 0 unchanged)"), "\(summary)")
    for file in [
      "index.html", "site.css", "site.js", "sources.html", "facts.html",
      "devices/iphone-17.html", "devices/iphone-17-portrait.svg", "changes/ios-26.html",
      "keys/index.html", "keys/navigationBarHeight-output.html",
    ] {
      #expect(fm.fileExists(atPath: dir.appendingPathComponent(file).path), "\(file)")
    }
    let index = dir.appendingPathComponent("index.html")
    let indexText = try String(contentsOf: index, encoding: .utf8)
    #expect(indexText.contains("href=\"devices/iphone-17.html\""))
    // What the user keeps in DIR stays.
    try "notes\n".write(
      to: dir.appendingPathComponent("NOTES.txt"), atomically: true, encoding: .utf8)
    try fm.setAttributes([.posixPermissions: 0o640], ofItemAtPath: index.path)

    // A folder of the site replaced by a link out of DIR, a page by a link
    // to a file outside, and a page changed: only the changed page is
    // written; the links are reported and not followed.
    try fm.removeItem(at: dir.appendingPathComponent("keys"))
    try fm.createSymbolicLink(
      at: dir.appendingPathComponent("keys"), withDestinationURL: outside)
    try fm.removeItem(at: dir.appendingPathComponent("facts.html"))
    try fm.createSymbolicLink(
      at: dir.appendingPathComponent("facts.html"),
      withDestinationURL: outside.appendingPathComponent("keep.txt"))
    try "stale".write(to: index, atomically: false, encoding: .utf8)
    let second = try insets(["site", dir.path])
    #expect(second.status == 1)
    #expect(
      second.stderr.contains("error: cannot write \(dir.path)/facts.html: it is not a regular file")
    )
    #expect(second.stderr.contains("\(dir.path)/keys is not a folder"))
    // The folder's pages are one error, not one each.
    #expect(
      second.stderr.split(separator: "\n").filter { $0.contains("/keys is not a folder") }.count
        == 1, "\(second.stderr)")
    #expect(second.stderr.contains(" more files: \(dir.path)/keys is not a folder"))
    #expect(second.lines.first?.contains("(1 written, ") == true, "\(second.stdout)")
    #expect(try String(contentsOf: index, encoding: .utf8) == indexText)
    #expect(try fm.attributesOfItem(atPath: index.path)[.posixPermissions] as? Int == 0o640)
    #expect(try fm.contentsOfDirectory(atPath: outside.path) == ["keep.txt"])
    #expect(
      try String(contentsOf: outside.appendingPathComponent("keep.txt"), encoding: .utf8)
        == "mine\n")
    #expect(fm.fileExists(atPath: dir.appendingPathComponent("NOTES.txt").path))
    // No temporary file is left behind.
    let left = try fm.subpathsOfDirectory(atPath: dir.path).filter { $0.contains(".insets-") }
    #expect(left.isEmpty, "\(left)")
  }

  /// DIR must be given and be a folder; nothing is generated otherwise.
  @Test func refusesAFileAndMissingArguments() throws {
    let dir = try folder(["taken": "a file\n"])
    let file = try insets(["site", "taken"], in: dir)
    #expect(file.status == 2)
    #expect(file.stderr.contains("`taken` is not a folder"))
    #expect(
      try String(contentsOf: dir.appendingPathComponent("taken"), encoding: .utf8) == "a file\n")
    let none = try insets(["site"], in: dir)
    #expect(none.status == 2)
    #expect(none.stderr.contains("site needs DIR"))
    let two = try insets(["site", "a", "b"], in: dir)
    #expect(two.status == 2)
    #expect(two.stderr.contains("unexpected argument `b`"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["taken"])
    let help = try insets(["site", "--help"])
    #expect(help.status == 0 && help.stdout.contains("USAGE: insets site DIR"))
  }
}
