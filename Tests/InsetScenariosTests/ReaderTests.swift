import InsetScenarios
import Testing

/// Reads `text` as a Markdown file named `t.md`.
func read(_ text: String) throws -> MarkdownDocument {
  try MarkdownReader.read(Array(text.utf8), file: "t.md")
}

func texts(_ row: MarkdownRow) -> [String] { row.cells.map(\.text) }

@Suite("Markdown table reader")
struct ReaderTests {
  @Test func simpleTable() throws {
    let doc = try read("# Name\n\n| a | b? |\n|---|:--:|\n| 1 | 2 |\n| 3 | 4 |\n")
    #expect(doc.tables.count == 1)
    let table = doc.tables[0]
    #expect(table.heading == "Name")
    #expect(texts(table.header) == ["a", "b?"])
    #expect(table.rows.map(texts) == [["1", "2"], ["3", "4"]])
    #expect(table.rows.map(\.line) == [5, 6])
    #expect(table.rows[0].cells[1].location == InsetScenarios.TextLocation(line: 5, column: 7))
  }

  @Test func outerPipesAreOptional() throws {
    let doc = try read("a | b\n--- | ---\n1 | 2\n| 3 | 4\n5 | 6 |\n")
    #expect(doc.tables[0].rows.map(texts) == [["1", "2"], ["3", "4"], ["5", "6"]])
    #expect(texts(doc.tables[0].header) == ["a", "b"])
  }

  @Test func escapedPipeIsLiteral() throws {
    let doc = try read("| a | b |\n|---|---|\n| x \\| y | z |\n")
    #expect(texts(doc.tables[0].rows[0]) == ["x | y", "z"])
  }

  /// The splitter reads eight bytes at a time to the next `|` or `\`: over
  /// random rows of pipes, escaped pipes, backslashes, backticks, spaces
  /// and a two-byte letter, at every offset in the line, its cells are
  /// those of a plain byte-by-byte split (GFM: an unescaped `|` ends a cell,
  /// `\|` is a `|`, a cell is trimmed and a single enclosing code span is
  /// removed).
  @Test func cellsSplitAsAByteByByteReadingDoes() throws {
    var g = SeededGenerator(seed: 2_026_1123)
    let pieces = ["a", "bc", " ", "\t", "|", "\\|", "\\", "`", "é", "12345678", "x\\y"]
    for _ in 0..<3_000 {
      var body = ""
      for _ in 0..<g.int(0...24) { body += g.pick(pieces) }
      let line = String(repeating: " ", count: g.int(0...3)) + "| k " + body
      let doc = try read("| k |\n|---|\n" + line + "\n")
      guard let row = doc.tables.first?.rows.first else {
        Issue.record("`\(line)` was not read as a row")
        continue
      }
      #expect(texts(row) == Self.naiveCells(line), "`\(line)`")
    }
  }

  /// A row's cells, split one byte at a time.
  static func naiveCells(_ line: String) -> [String] {
    let b = Array(line.utf8)
    func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }
    func trim(_ x: [UInt8]) -> [UInt8] {
      Array(x.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
    var start = 0
    var end = b.count
    while start < end, isSpace(b[start]) { start += 1 }
    while end > start, isSpace(b[end - 1]) { end -= 1 }
    // The cells as written, split at each pipe no backslash escapes.
    var raw: [[UInt8]] = [[]]
    var i = start
    while i < end {
      if b[i] == UInt8(ascii: "|") {
        raw.append([])
      } else if b[i] == UInt8(ascii: "\\"), i + 1 < end, b[i + 1] == UInt8(ascii: "|") {
        raw[raw.count - 1] += [b[i], b[i + 1]]
        i += 1
      } else {
        raw[raw.count - 1].append(b[i])
      }
      i += 1
    }
    // Outer pipes: a leading one, and a trailing one that is not escaped.
    if start < end, b[start] == UInt8(ascii: "|") { raw.removeFirst() }
    if end > start, b[end - 1] == UInt8(ascii: "|"),
      !(end - 2 >= start && b[end - 2] == UInt8(ascii: "\\")), !raw.isEmpty
    {
      raw.removeLast()
    }
    return raw.map { cell in
      var r = trim(cell)
      // A single enclosing code span, judged on the cell as written.
      if r.count >= 3, r.first == UInt8(ascii: "`"), r.last == UInt8(ascii: "`"),
        !r.dropFirst().dropLast().contains(UInt8(ascii: "`"))
      {
        r = trim(Array(r.dropFirst().dropLast()))
      }
      var out: [UInt8] = []
      var j = 0
      while j < r.count {
        if r[j] == UInt8(ascii: "\\"), j + 1 < r.count, r[j + 1] == UInt8(ascii: "|") { j += 1 }
        out.append(r[j])
        j += 1
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

  @Test func cellsAreTrimmedOfSpacesAndTabs() throws {
    let doc = try read("|\ta\t|  b  |\n|---|---|\n|\t 1 \t|\t\t2|\n")
    #expect(texts(doc.tables[0].header) == ["a", "b"])
    #expect(texts(doc.tables[0].rows[0]) == ["1", "2"])
    // A tab counts as one column.
    #expect(doc.tables[0].rows[0].cells[0].location.column == 4)
  }

  @Test func emptyCellsAreKept() throws {
    let doc = try read("| a | b | c |\n|---|---|---|\n| | 2 |  |\n")
    #expect(texts(doc.tables[0].rows[0]) == ["", "2", ""])
    // An empty cell is located just after its opening pipe.
    #expect(doc.tables[0].rows[0].cells[0].location.column == 2)
  }

  @Test func enclosingCodeSpanIsRemoved() throws {
    let doc = try read("| `a` | b |\n|---|---|\n| `yes` | `{1, 2}` |\n| `` | `x`y` |\n")
    #expect(texts(doc.tables[0].header) == ["a", "b"])
    #expect(texts(doc.tables[0].rows[0]) == ["yes", "{1, 2}"])
    #expect(doc.tables[0].rows[0].cells[0].location.column == 4)
    // An empty code span and one with an inner backtick are left alone.
    #expect(texts(doc.tables[0].rows[1]) == ["``", "`x`y`"])
  }

  @Test func lineEndingsCRLFAndCR() throws {
    let crlf = try read("# H\r\n| a | b |\r\n|---|---|\r\n| 1 | 2 |\r\n")
    #expect(crlf.tables[0].rows.map(texts) == [["1", "2"]])
    #expect(crlf.tables[0].rows[0].line == 4)
    let cr = try read("| a |\r|---|\r| 1 |\r")
    #expect(cr.tables[0].rows.map(texts) == [["1"]])
  }

  @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
    let doc = try MarkdownReader.read(
      [0xEF, 0xBB, 0xBF] + Array("| a |\n|---|\n| 1 |\n".utf8), file: "t.md")
    #expect(texts(doc.tables[0].header) == ["a"])
    #expect(doc.tables[0].header.cells[0].location.column == 3)
  }

  @Test func fencedCodeBlocksAreNotRun() throws {
    let doc = try read(
      """
      ```
      | a | b |
      |---|---|
      | 1 | 2 |
      ```
      ~~~~ markdown
      | c |
      |---|
      ~~~
      still fenced: the closing fence must be as long
      ~~~~
      | d |
      |---|
      | 4 |
      """)
    #expect(doc.tables.count == 1)
    #expect(texts(doc.tables[0].header) == ["d"])
  }

  @Test func unclosedFenceRunsToTheEnd() throws {
    let doc = try read("```\n| a |\n|---|\n")
    #expect(doc.tables.isEmpty)
  }

  @Test func indentedCodeIsNotATable() throws {
    let doc = try read("    | a |\n    |---|\n    | 1 |\n")
    #expect(doc.tables.isEmpty)
  }

  @Test func headingsNameTheTablesBelowThem() throws {
    let doc = try read(
      """
      # One #

      | a |
      |---|

      Setext name
      -----------

      | b |
      |---|

      ###### Six
      | c |
      |---|
      """)
    #expect(doc.tables.map(\.heading) == ["One", "Setext name", "Six"])
  }

  @Test func sevenHashesIsNotAHeading() throws {
    let doc = try read("####### not\n| a |\n|---|\n")
    #expect(doc.tables[0].heading == nil)
  }

  @Test func tableEndsAtBlankLineOrProse() throws {
    let doc = try read("| a |\n|---|\n| 1 |\nprose after\n| 2 |\n\n| b |\n|---|\n| 3 |\n")
    #expect(doc.tables.count == 2)
    #expect(doc.tables[0].rows.map(texts) == [["1"]])
    #expect(doc.tables[1].rows.map(texts) == [["3"]])
  }

  @Test func aTableMayFollowAParagraphLine() throws {
    let doc = try read("Some prose.\n| a |\n|---|\n| 1 |\n")
    #expect(doc.tables.count == 1)
  }

  @Test func delimiterRowsNeedDashesAndPipes() throws {
    #expect(try read("| a |\n| :-: |\n").tables.count == 1)
    #expect(try read("| a |\n| --- | :-- | --: |\n").tables.count == 1)
    #expect(try read("| a |\n| -x- |\n").tables.isEmpty)
    #expect(try read("| a |\n| : |\n").tables.isEmpty)
    #expect(try read("a\n---\n").tables.isEmpty)
    #expect(try read("| a |\n").tables.isEmpty)
  }

  @Test func raggedRowsAreKeptForTheRunnerToReport() throws {
    let doc = try read("| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |\n")
    #expect(doc.tables[0].rows.map { $0.cells.count } == [1, 3])
  }

  @Test func skipMarkerMarksTheNextTableOnly() throws {
    let doc = try read("<!-- insets:skip -->\n| a |\n|---|\n\n| b |\n|---|\n")
    #expect(doc.tables.map(\.isSkipped) == [true, false])
    #expect(doc.diagnostics.isEmpty)
  }

  @Test func skipMarkerSkipsTheTableAfterBlankLines() throws {
    let doc = try read("<!-- insets:skip -->\n\n  \n| a |\n|---|\n| 1 |\n")
    #expect(doc.tables.map(\.isSkipped) == [true])
    #expect(doc.diagnostics.isEmpty)
  }

  @Test(arguments: [
    "Some prose.\n\n", "Prose right under it.\n", "## A heading\n\n", "```\ncode\n```\n\n",
    "- a list\n\n", "> a quote\n\n", "<!-- another comment -->\n",
  ])
  func skipMarkerWithSomethingBetweenWarnsAndTheTableRuns(between: String) throws {
    let doc = try read("<!-- insets:skip -->\n" + between + "| a |\n|---|\n| 1 |\n")
    #expect(doc.tables.map(\.isSkipped) == [false])
    #expect(
      doc.diagnostics.map(\.description) == [
        "t.md:1:1: warning: this `<!-- insets:skip -->` skips nothing: it applies only to a "
          + "table directly below it (blank lines aside)"
      ])
  }

  @Test func skipMarkerAtTheEndWarns() throws {
    let doc = try read("| a |\n|---|\n| 1 |\n\n  <!-- insets:skip -->\n\n")
    #expect(doc.tables.map(\.isSkipped) == [false])
    #expect(doc.diagnostics.map(\.location) == [InsetScenarios.TextLocation(line: 5, column: 3)])
    #expect(doc.diagnostics.map(\.severity) == [.warning])
  }

  @Test func skipMarkerWithTextOnItsLineIsNoMarker() throws {
    let doc = try read("<!-- insets:skip --> not alone\n| a |\n|---|\n| 1 |\n")
    #expect(doc.tables.map(\.isSkipped) == [false])
    #expect(doc.diagnostics.isEmpty)
  }

  @Test func skipMarkerDoesNotReachPastAFenceToALaterTable() throws {
    // The marker used to stay armed until the next table anywhere below.
    let doc = try read(
      """
      <!-- insets:skip -->
      ```
      | a |
      |---|
      ```

      | b | c? |
      |---|---|
      | 1 | 2 |
      """)
    #expect(doc.tables.map { texts($0.header) } == [["b", "c?"]])
    #expect(doc.tables.map(\.isSkipped) == [false])
    #expect(doc.diagnostics.map(\.severity) == [.warning])
  }

  @Test func indentedCodeWithTabIsNotATable() throws {
    #expect(try read("\t| a |\n\t|---|\n\t| 1 |\n").tables.isEmpty)
    #expect(try read("  \t| a |\n  \t|---|\n").tables.isEmpty)
    // Three spaces are still a table.
    #expect(try read("   | a |\n   |---|\n   | 1 |\n").tables.count == 1)
  }

  // MARK: HTML

  @Test func aMultiLineCommentHidesItsTables() throws {
    let doc = try read("<!--\n| a |\n|---|\n| 1 |\n-->\n| b |\n|---|\n| 2 |\n")
    #expect(doc.tables.map { texts($0.header) } == [["b"]])
  }

  @Test func aCommentClosedOnItsLineHidesNothing() throws {
    let doc = try read("<!-- a note -->\n| a |\n|---|\n| 1 |\n")
    #expect(doc.tables.count == 1)
    // Nor does one that closes and opens again on the same line: the line
    // holds `-->`, which ends the HTML block.
    #expect(try read("<!-- a --> <!--\n| a |\n|---|\n| 1 |\n").tables.count == 1)
  }

  @Test func aCommentOpenedAfterTextHidesNothing() throws {
    // `<!--` after text is inline HTML in a paragraph, and a table
    // interrupts the paragraph: GitHub shows the table, so it runs.
    let doc = try read("Some text <!--\n| a |\n|---|\n| 1 |\n-->\n")
    #expect(doc.tables.map { $0.rows.map(texts) } == [[["1"]]])
  }

  @Test func anUnclosedCommentHidesTheRestOfTheFile() throws {
    #expect(try read("<!-- never closed\n\n| a |\n|---|\n| 1 |\n").tables.isEmpty)
  }

  @Test func htmlBlocksHideTablesUntilTheirEnd() throws {
    // A block tag's HTML block ends at a blank line; GitHub shows a table after it.
    let div = try read("<div>\n| a |\n|---|\n| 1 |\n\n| b |\n|---|\n| 2 |\n</div>\n")
    #expect(div.tables.map { texts($0.header) } == [["b"]])
    let details = try read(
      "<details>\n<summary>More</summary>\n\n| a |\n|---|\n| 1 |\n\n</details>\n")
    #expect(details.tables.count == 1)
    // `<pre>`, `<script>`, `<style>` and `<textarea>` end at their closing tag.
    #expect(try read("<pre>\n\n| a |\n|---|\n| 1 |\n</pre>\n").tables.isEmpty)
    #expect(try read("<PRE>\n\n| a |\n|---|\n</pre>\n| b |\n|---|\n").tables.count == 1)
    // Processing instructions, declarations and CDATA.
    #expect(try read("<?php\n| a |\n|---|\n?>\n").tables.isEmpty)
    #expect(try read("<!DOCTYPE x\n| a |\n|---|\n>\n").tables.isEmpty)
    #expect(try read("<![CDATA[\n| a |\n|---|\n]]>\n").tables.isEmpty)
    // Any other complete tag alone on its line starts a block…
    #expect(try read("<span class=\"x\">\n| a |\n|---|\n").tables.isEmpty)
    // …but cannot interrupt a paragraph, and an incomplete tag is text.
    #expect(try read("para\n<span>\n| a |\n|---|\n").tables.count == 1)
    #expect(try read("<span\n| a |\n|---|\n").tables.count == 1)
  }

  // MARK: Containers

  @Test func aTableInABlockQuoteDoesNotRunAndGetsANote() throws {
    let doc = try read("> | a | b? |\n> |---|---|\n> | 1 | 2 |\n")
    #expect(doc.tables.isEmpty)
    #expect(
      doc.diagnostics.map(\.description) == [
        "t.md:1:3: note: this table is inside a block quote: it is documentation and does not run"
      ])
  }

  @Test func aTableInAListItemDoesNotRunAndGetsANote() throws {
    let bulleted = try read("- item\n\n  | a | b? |\n  |---|---|\n  | 1 | 2 |\n")
    #expect(bulleted.tables.isEmpty)
    #expect(
      bulleted.diagnostics.map(\.description) == [
        "t.md:3:3: note: this table is inside a list item: it is documentation and does not run"
      ])
    let numbered = try read("1. | a | b? |\n   |---|---|\n   | 1 | 2 |\n")
    #expect(numbered.tables.isEmpty)
    #expect(numbered.diagnostics.map(\.location) == [.init(line: 1, column: 4)])
    let nested = try read("* outer\n  1) inner\n\n     | a | b? |\n     |---|---|\n")
    #expect(nested.tables.isEmpty)
    #expect(nested.diagnostics.map(\.location) == [.init(line: 4, column: 6)])
    #expect(nested.diagnostics.map(\.severity) == [.note])
    let inQuoteInList = try read("- > | a | b? |\n  > |---|---|\n")
    #expect(inQuoteInList.diagnostics.map(\.message).first?.contains("block quote") == true)
  }

  /// Tables that do not run and get no note.
  @Test(arguments: [
    // A table without outputs in a list: documentation, as it looks.
    "- | type | example |\n  |---|---|\n  | insets | `zero` |\n",
    // A skip marker above a list's table silences its note.
    "<!-- insets:skip -->\n- | a | b? |\n  |---|---|\n",
    // Unindented lines right under a list item continue its paragraph: no
    // table, as on GitHub.
    "- item\n| a | b? |\n|---|---|\n| 1 | 2 |\n",
  ])
  func silentlyNoTable(text: String) throws {
    let doc = try read(text)
    #expect(doc.tables.isEmpty)
    #expect(doc.diagnostics.isEmpty)
  }

  @Test func aTableAfterAListAtTheTopLevelRuns() throws {
    let doc = try read("- item\n\n| a | b? |\n|---|---|\n| 1 | 2 |\n")
    #expect(doc.tables.count == 1)
    #expect(doc.diagnostics.isEmpty)
  }

  @Test func aTableEndsWhereAnotherBlockStarts() throws {
    for next in ["- | 2 |", "2. | 2 |", "> | 2 |", "    | 2 |", "<div> | 2 |", "***", "# | 2 |"] {
      let doc = try read("| a |\n|---|\n| 1 |\n\(next)\n")
      #expect(doc.tables.map { $0.rows.map(texts) } == [[["1"]]], "\(next)")
    }
    // `===` starts no block: it is a row.
    #expect(try read("| a |\n|---|\n| 1 |\n=== |\n").tables[0].rows.count == 2)
  }

  @Test func aOneColumnHeaderNeedsNoPipe() throws {
    // GitHub makes a table of a line and a one-cell delimiter row.
    let doc = try read("Title\n|---|\n| 1 |\n")
    #expect(doc.tables.map { texts($0.header) } == [["Title"]])
    // With more cells, no table; and GitHub tries no other table under that
    // paragraph.
    #expect(try read("text\n|---|---|\n| a | b |\n|---|---|\n").tables.isEmpty)
  }

  @Test func recordLeavesTablesThatDoNotRunAlone() throws {
    // A table in a multi-line comment, a list item or a block quote is not
    // rewritten by `insets record` (it used to be, for the comment).
    let text = """
      <!--
      | contentInset | adjustedContentInset? |
      |---|---|
      | {1, 2, 3, 4} | |
      -->

      - | contentInset | adjustedContentInset? |
        |---|---|
        | {1, 2, 3, 4} | |

      > | contentInset | adjustedContentInset? |
      > |---|---|
      > | {1, 2, 3, 4} | |
      """
    let outcome = Recorder().record(bytes: Array(text.utf8), file: "t.md")
    if case .recorded(let bytes, let cells) = outcome {
      #expect(cells == 0)
      #expect(String(decoding: bytes, as: UTF8.self) == text)
    }
  }

  @Test func deepNesting() throws {
    // 65,536 nested list items, then lines that each continue all of them
    // (a blank line continues list items without consuming anything, so the
    // reader jumps to the first block quote rather than visiting each item).
    let depth = 1 << 16
    let text =
      String(repeating: "- ", count: depth) + "x\n"
      + String(repeating: ">\n\n", count: 1000)
      + String(repeating: "> ", count: depth) + "| a | b? |\n"
      + String(repeating: "> ", count: depth) + "|---|---|\n"
    let doc = try read(text)
    #expect(doc.tables.isEmpty)
    #expect(doc.diagnostics.count == 1)
  }

  @Test func columnsCountScalarsNotBytes() throws {
    let doc = try read("| é | ü |\n|---|---|\n| 1 | 2 |\n")
    #expect(doc.tables[0].header.cells[1].location.column == 7)
  }

  @Test func invalidUTF8IsALocatedError() {
    let bytes = Array("| a |\n|---|\n| x".utf8) + [0xFF] + Array(" |\n".utf8)
    #expect {
      try MarkdownReader.read(bytes, file: "bad.md")
    } throws: { error in
      (error as? Diagnostic)?.description
        == "bad.md:3:4: error: the file is not valid UTF-8 (byte 0xFF)"
    }
  }

  @Test(
    arguments: [
      [0xC0, 0x80],  // overlong NUL
      [0xED, 0xA0, 0x80],  // surrogate
      [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
      [0xE2, 0x82],  // truncated
      [0x80],  // lone continuation
    ] as [[UInt8]])
  func malformedUTF8(sequence: [UInt8]) {
    #expect(throws: Diagnostic.self) {
      try MarkdownReader.read(Array("ok ".utf8) + sequence, file: "x")
    }
  }

  @Test func nulByteMeansNotText() {
    #expect {
      try MarkdownReader.read(Array("ab\n".utf8) + [0] + Array("c".utf8), file: "bin.md")
    } throws: { error in
      (error as? Diagnostic)?.description
        == "bin.md:2:1: error: the file holds a NUL byte: it is not a text file"
    }
  }

  @Test func emptyFileHasNoTables() throws {
    #expect(try read("").tables.isEmpty)
    #expect(try read("\n\n\n").tables.isEmpty)
  }
}
