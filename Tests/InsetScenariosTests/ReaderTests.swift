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
