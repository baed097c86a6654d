import Foundation
import InsetScenarios
import Testing

/// Messages quote a short excerpt, never double their words, print a value
/// as written, and name an invisible or look-alike character at its column,
/// the same way in every position.
@Suite("Messages")
struct MessageTests {
  /// A 10 MB bad cell and a 309-digit number are quoted short.
  @Test func hugeCellsAndNumbersAreQuotedShort() {
    let big =
      "| device | safeAreaInsets? |\n|---|---|\n| iPhone 17 | {"
      + String(repeating: "9", count: 10_000_000) + "x} |\n"
    let lines = runLines(big)
    #expect(lines.count == 2)
    #expect(lines[0].utf8.count < 300, "\(lines[0].prefix(300))")
    let digits = "1" + String(repeating: "0", count: 308)
    let wide = runLines(
      "| frame | safeAreaInsets? |\n|---|---|\n| {{0, 0}, {100, 100}} | {0, 0, 0, \(digits)} |\n")
    #expect(wide[0].utf8.count < 200, "\(wide[0])")
    #expect(wide[0].hasPrefix("t.md:3: failed: safeAreaInsets? expected {0, 0, 0, 1000000"))
    #expect(wide[0].contains("…, got {0, 0, 0, 0}"))
  }

  /// An invisible character is an error named at its own column, in a key,
  /// an input, an enum, an output and a label alike (a zero width space in a
  /// device name was accepted: the name is matched ignoring punctuation).
  @Test func invisibleCharactersAreNamedAtTheirColumnEverywhere() {
    let zwsp = "\u{200B}"
    let rlo = "\u{202E}"
    #expect(
      runLines("| device | windowSafeAreaInsets? |\n|---|---|\n| iPhone\(zwsp) 17 | |\n").first
        == "t.md:3:9: error: U+200B ZERO WIDTH SPACE in the `device` cell, an invisible "
        + "character: delete it")
    #expect(
      runLines("| navigationBar | safeAreaInsets? |\n|---|---|\n| \(rlo)visible | |\n").first
        == "t.md:3:3: error: U+202E RIGHT-TO-LEFT OVERRIDE in the `navigationBar` cell, an "
        + "invisible character: delete it")
    #expect(
      runLines("| safeAreaInsets? |\n|---|\n| {0,\(zwsp) 0, 0, 0} |\n").first
        == "t.md:3:6: error: U+200B ZERO WIDTH SPACE in the `safeAreaInsets?` cell, an "
        + "invisible character: delete it")
    #expect(
      runLines("| scenario | safeAreaInsets? |\n|---|---|\n| a\(zwsp)b | zero |\n").first
        == "t.md:3:4: error: U+200B ZERO WIDTH SPACE in the label, an invisible character: "
        + "delete it")
    #expect(
      runLines("| hierarchy\(zwsp) | safeAreaInsets? |\n|---|---|\n| UIViewController | |\n").first
        == "t.md:1:12: error: U+200B ZERO WIDTH SPACE in the key, an invisible character: "
        + "delete it")
    // Never echoed raw in any other message either.
    #expect(!runLines("| navigationBar |\n|---|\n| \(rlo)x |\n").joined().contains(rlo))
  }

  /// A Cyrillic letter in a class name: the word is read whole, the letter
  /// named at its column, and the class suggested.
  @Test func aLookAlikeLetterIsNamedAndTheClassSuggested() {
    #expect(
      runLines(
        "| hierarchy | safeAreaInsets? |\n|---|---|\n| UIViewContr\u{043E}ller > UIView | |\n"
      )
      .first
        == "t.md:3:14: error: `hierarchy`: unknown class `UIViewContr\u{043E}ller` (U+043E "
        + "CYRILLIC SMALL LETTER O is not an ASCII letter) (did you mean `UIViewController`?)")
  }

  /// A line longer than 16 MiB is refused where it starts, read from disk
  /// (a part at a time: the reader stops past the limit instead of holding
  /// the line) or from memory alike.
  @Test func anOverlongLineIsRefusedWhereItStarts() throws {
    let text =
      "# t\n\n| safeAreaInsets? |\n|---|\n| " + String(repeating: "x", count: 17 << 20) + " |\n"
    let message =
      "t.md:5:1: error: the line is longer than 16 MiB: no scenario table has a line that long "
      + "(is this file a table?)"
    #expect(runLines(text).first == message)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("t.md")
    try Data(text.utf8).write(to: file)
    let report = ScenarioFiles.run(file: file.path)
    #expect(report.diagnostics.map(\.description) == [file.path + message.dropFirst(4)])
  }

  /// A one-level key beside `hierarchy` is named in the message.
  @Test func aOneLevelKeyBesideAHierarchyIsNamed() {
    #expect(
      runLines(
        "| navigationBar | hierarchy | safeAreaInsets? |\n|---|---|---|\n"
          + "| visible | UINavigationController > UIViewController > UIView | |\n"
      ).first
        == "t.md:3:3: error: `navigationBar` describes the one-level scene; with `hierarchy`, "
        + "write UINavigationController in the chain")
  }
}
