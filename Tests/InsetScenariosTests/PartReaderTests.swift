import Foundation
import Testing

@testable import InsetScenarios

/// A file read from disk a part at a time must read as the same file given
/// whole: the same tables, rows, cells, locations and byte ranges, the same
/// notes, the same error, whatever the part size (a part boundary can fall
/// inside a cell, a multi-byte character, a `\r\n` or a byte-order mark).
@Suite("Reading a file a part at a time")
struct PartReaderTests {
  /// What reading gives: the document, or the error thrown.
  enum Read: Equatable {
    case document([MarkdownTable], [Diagnostic])
    case error(Diagnostic)
  }

  static func whole(_ bytes: [UInt8]) -> Read {
    do throws(Diagnostic) {
      let doc = try MarkdownReader.read(bytes, file: "t.md")
      return .document(doc.tables, doc.diagnostics)
    } catch {
      return .error(error)
    }
  }

  static func inParts(_ bytes: [UInt8], size: Int) throws -> Read {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("parts-\(UUID().uuidString).md").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fd = open(path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    var sink = DocumentSink()
    do throws(Diagnostic) {
      let notes = try MarkdownReader.read(
        descriptor: fd, file: "t.md", partSize: size, into: &sink)
      return .document(sink.tables, notes)
    } catch {
      return .error(error)
    }
  }

  static let sizes = [1, 2, 3, 5, 16, 64, 4096]

  /// Files that exercise the part boundaries.
  static let cases: [[UInt8]] = [
    Array("# T\n\n| a | b? |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n".utf8),
    Array("# T\r\n\r\n| a | b? |\r\n|---|---|\r\n| 1 | 2 |\r\n| 3 | 4 |".utf8),
    Array("Title\r===\r\r| a | b? |\r|---|---|\r| 1 | 2 |\r\r\n| x \\| y | `z` |\n".utf8),
    [0xEF, 0xBB, 0xBF] + Array("| a | b? |\n|---|---|\n| é | 日本 |\n".utf8),
    [0xEF, 0xBB, 0xBF],
    [0xEF, 0xBB],
    [],
    Array("\n\n\r\n".utf8),
    // A header that is a paragraph's last line, far from its first.
    Array(
      ("para one\n" + String(repeating: "still the paragraph\n", count: 40)
        + "| a | b? |\n|---|---|\n| 1 | 2 |\n").utf8),
    // A long row: one line longer than any part.
    Array(("| a | b? |\n|---|---|\n| " + String(repeating: "x", count: 10_000) + " | 2 |\n").utf8),
    // Notes: a skip marker with nothing below it, a table in a list item.
    Array(
      "<!-- insets:skip -->\n\ntext\n\n- item\n\n  | a | b? |\n  |---|---|\n  | 1 | 2 |\n".utf8),
    // Not text, late in the file: the error is the same.
    Array("| a | b? |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n".utf8) + [0xC3, 0x28, 0x0A],
    Array("| a | b? |\n|---|---|\n| 1 | 2 |\n".utf8) + [0x41, 0x00, 0x0A],
    Array("| a | b? |\n|---|---|\n| 1 | 2 |\n".utf8) + [0xE6, 0x97],
  ]

  @Test(arguments: cases.indices)
  func aPartedFileReadsAsTheWholeFile(_ index: Int) throws {
    let bytes = Self.cases[index]
    let expected = Self.whole(bytes)
    for size in Self.sizes {
      #expect(try Self.inParts(bytes, size: size) == expected, "part size \(size)")
    }
  }

  /// The bundled scenario files, read in small parts, read as given whole.
  @Test func theBundledScenariosReadTheSameInParts() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    try #require(files.count > 10)
    for name in files {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
      let expected = Self.whole(bytes)
      for size in [7, 1000] {
        #expect(try Self.inParts(bytes, size: size) == expected, "\(name), part size \(size)")
      }
    }
  }

  /// The error names the line of the bad byte, in the file's numbering.
  @Test func anErrorInALatePartIsLocatedInTheFile() throws {
    let bytes =
      Array(String(repeating: "text\n", count: 100).utf8) + Array("ok \u{E9} ".utf8) + [0xFF]
    let read = try Self.inParts(bytes, size: 16)
    guard case .error(let error) = read else {
      Issue.record("expected an error, got \(read)")
      return
    }
    #expect(error.location == TextLocation(line: 101, column: 6))
  }

  /// Running a file from disk, which reads it in parts, reports what running
  /// its bytes does.
  @Test func aRunFromDiskMatchesARunOfTheBytes() throws {
    var text = "# t\n\n| scenario | contentInset | adjustedContentInset? |\n|---|---|---|\n"
    for i in 0..<3000 {
      text += "| r\(i) | {1, 2, 3, 4} | \(i % 7 == 0 ? "zero" : "{1, 2, 3, 4}") |\n"
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-\(UUID().uuidString).md").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fromDisk = ScenarioFiles.run(file: path)
    let fromBytes = ScenarioRunner().run(bytes: Array(text.utf8), file: path)
    #expect(fromDisk.rows == fromBytes.rows)
    #expect(fromDisk.failed == 429)
    #expect(fromDisk.passed == 3000 - 429)
  }
}
