/// One cell of a pipe table, as read.
public struct MarkdownCell: Sendable, Hashable {
  /// The cell's text: trimmed of spaces and tabs, `\|` turned into `|`, and a
  /// single enclosing code span (backticks around the whole cell) removed.
  public var text: String
  /// Where the text starts (for an empty cell, just after its opening pipe).
  public var location: TextLocation
  /// The byte range of the cell between its pipes (untrimmed) in the file's
  /// UTF-8, so that a writer can replace exactly this cell.
  public var byteRange: Range<Int>

  /// Creates a cell; each parameter sets the property of the same name.
  public init(text: String, location: TextLocation, byteRange: Range<Int>) {
    self.text = text
    self.location = location
    self.byteRange = byteRange
  }
}

/// A header or body row of a pipe table.
public struct MarkdownRow: Sendable, Hashable {
  /// 1-based line number.
  public var line: Int
  /// The row's cells, left to right.
  public var cells: [MarkdownCell]
  /// The column just past the row's last character (trailing spaces excluded).
  public var endColumn: Int

  /// Creates a row; each parameter sets the property of the same name.
  public init(line: Int, cells: [MarkdownCell], endColumn: Int) {
    self.line = line
    self.cells = cells
    self.endColumn = endColumn
  }
}

/// A GitHub-flavoured Markdown pipe table.
public struct MarkdownTable: Sendable, Hashable {
  /// The nearest heading above the table, if any.
  public var heading: String?
  /// The header row: the table's keys.
  public var header: MarkdownRow
  /// The delimiter row (`|---|:--:|`), kept for its cell count and location.
  public var delimiter: MarkdownRow
  /// The body rows, in file order: one scenario each.
  public var rows: [MarkdownRow]
  /// Whether an `<!-- insets:skip -->` comment marked the table as documentation.
  public var isSkipped: Bool

  /// Creates a table; each parameter sets the property of the same name.
  public init(
    heading: String?, header: MarkdownRow, delimiter: MarkdownRow, rows: [MarkdownRow],
    isSkipped: Bool
  ) {
    self.heading = heading
    self.header = header
    self.delimiter = delimiter
    self.rows = rows
    self.isSkipped = isSkipped
  }
}

/// The tables of one Markdown file.
public struct MarkdownDocument: Sendable, Hashable {
  /// The top-level tables, in file order (skipped ones included, marked).
  public var tables: [MarkdownTable]
  /// The reader's warnings and notes, in file order: a skip marker with no
  /// table below it, a scenario-like table inside a list item or block quote.
  /// None is an error.
  public var diagnostics: [Diagnostic]

  /// A document of `tables`, with the reader's warnings and notes.
  public init(tables: [MarkdownTable], diagnostics: [Diagnostic] = []) {
    self.tables = tables
    self.diagnostics = diagnostics
  }
}
