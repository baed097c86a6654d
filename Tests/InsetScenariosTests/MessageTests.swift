import Foundation
import Testing

@testable import InsetScenarios

/// Messages quote a short excerpt, never double their words, print a value
/// as written, and name an invisible or look-alike character at its column,
/// the same way in every position.
@Suite("Messages")
struct MessageTests {
  /// A megabyte bad cell and a 309-digit number are quoted short. (The
  /// cell was 10 MB: a cell's size changes nothing a message quotes, and
  /// the debug-built reader took 5 s over it.)
  @Test func hugeCellsAndNumbersAreQuotedShort() {
    let big =
      "| device | safeAreaInsets? |\n|---|---|\n| iPhone 17 | {"
      + String(repeating: "9", count: 1_000_000) + "x} |\n"
    let lines = runLines(big)
    #expect(lines.count == 2)
    #expect(lines[0].utf8.count < 300, "\(lines[0].prefix(300))")
    let digits = "1" + String(repeating: "0", count: 308)
    let wide = runLines(
      "| frame | safeAreaInsets? |\n|---|---|\n| {{0, 0}, {100, 100}} | {0, 0, 0, \(digits)} |\n")
    #expect(wide[0].utf8.count < 200, "\(wide[0])")
    // Written short, not cut: its 309 digits are four and a power of ten.
    #expect(
      wide[0] == "t.md:3: failed: safeAreaInsets? expected {0, 0, 0, 1e308}, got {0, 0, 0, 0}")
  }

  /// A number of 16 digits or more is written short in a message (four
  /// significant digits and a power of ten), wherever it comes from: a value
  /// computed near `Double`'s limit, a cell, a step of `explain`.
  @Test func longNumbersAreWrittenShort() throws {
    #expect(
      Quote.shortNumbers("{{0, 0}, {100000000000000005250476, 1.5}}") == "{{0, 0}, {1e23, 1.5}}")
    #expect(
      Quote.shortNumbers("12345678901234567890.25 and 999999999999999")
        == "1.235e19 and 999999999999999")
    #expect(Quote.shortNumbers("-99999999999999999") == "-1e17")
    #expect(Quote.shortNumbers("0000000000000000012") == "1.2e1")
    #expect(Quote.shortNumbers("wwdc18-235 ~1149 s") == "wwdc18-235 ~1149 s")
    let digits = "1" + String(repeating: "0", count: 300)
    let lines = runLines(
      "| frame | frame? |\n|---|---|\n| {{0, 0}, {\(digits), 100}} | zero |\n")
    #expect(
      lines.first == "t.md:3: failed: frame? expected {{0, 0}, {0, 0}}, got {{0, 0}, {1e300, 100}}")
    let explained = try #require(
      try? Explainer.explain(assignments: ["frame={{0, 0}, {\(digits), 100}}", "frame?"]))
    let text = explained.render()
    #expect(text.contains("\nframe? = {{0, 0}, {1e300, 100}}\n"))
    #expect(!text.contains("0000000000000000"))
  }

  /// A 400 KB cell is quoted short in every message that names what it
  /// found: a list of sizes, a label in `explain`'s title.
  @Test func bigCellsAreQuotedShortEverywhere() throws {
    let big = String(repeating: "x", count: 400_000)
    let sizes = runLines("| itemSizes | itemFrame? |\n|---|---|\n| {{1, 1}, \(big)} | |\n")
    #expect(
      sizes.first?.hasPrefix("t.md:3:12: error: `itemSizes`: expected a size, found `xxx") == true)
    #expect((sizes.first?.utf8.count ?? 0) < 200, "\(sizes.first?.prefix(200) ?? "")")
    let after = runLines(
      "| contentSize | adjustedContentInset? |\n|---|---|\n| {1, 1} \(big) | |\n")
    #expect((after.first?.utf8.count ?? 0) < 200, "\(after.first?.prefix(200) ?? "")")
    guard
      case .row(let labelled) = try Explainer.explain(
        bytes: Array(
          "| scenario | device | windowSafeAreaInsets? |\n|---|---|---|\n| \(big) | iPhone 17 | |\n"
            .utf8),
        file: "t.md", line: 3)
    else {
      Issue.record("no row")
      return
    }
    let title = try #require(labelled.render().split(separator: "\n").first)
    #expect(title.utf8.count < 100, "\(title.prefix(100))")
  }

  /// An output about a node names the node by name or index in its header
  /// cell: a name the row's `hierarchy` lacks is an error where the name
  /// stands, its column counted in Unicode scalars (`é` is one), with the
  /// row's line and the closest name.
  @Test func aMissingNodeIsLocatedAtItsNameInTheHeader() {
    let text =
      "| scénario | hierarchy | safeAreaInsets[café]? | frame[7]? |\n|---|---|---|---|\n"
      + "| a | UIViewController > UIView(name: \"cafe\") | zero | |\n"
      + "| b | UIViewController > UIView | | zero |\n"
    let lines = runLines(text)
    #expect(lines.contains("t.md:1:3: error: unknown key `scénario` (did you mean `scenario`?)"))
    let fixed = text.replacingOccurrences(of: "scénario", with: "scenario")
    #expect(
      runLines(fixed) == [
        "t.md:1:41: error: `safeAreaInsets[café]?`: the `hierarchy` of the row at line 3 has no "
          + "node named `café` (did you mean `cafe`?)",
        "t.md:1:56: error: `frame[7]?`: the `hierarchy` of the row at line 4 has no node 7 (its "
          + "nodes are 0 to 1)",
        "scenarios: 0 passed, 2 failed",
      ])
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
    // A label's on a row that would otherwise pass, whichever row it is
    // (a table's first row and its later rows take one path).
    let passing = "| iPhone 8 | portrait | {20, 0, 0, 0} |\n"
    #expect(
      runLines(
        "| scenario | device | orientation | windowSafeAreaInsets? |\n|---|---|---|---|\n"
          + "| first \(passing)| a\(zwsp)b \(passing)")
        == [
          "t.md:4:4: error: U+200B ZERO WIDTH SPACE in the label, an invisible character: "
            + "delete it",
          "scenarios: 1 passed, 1 failed",
        ])
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
  /// the line) or from memory alike. The line is one byte over the limit.
  @Test func anOverlongLineIsRefusedWhereItStarts() throws {
    let text =
      "# t\n\n| safeAreaInsets? |\n|---|\n| " + String(repeating: "x", count: (16 << 20) - 3)
      + " |\n"
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
