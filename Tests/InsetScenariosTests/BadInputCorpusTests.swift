import Foundation
import InsetScenarios
import Testing

/// The bad-input corpus: every file in Tests/BadInputs is malformed or
/// misleading in one way, and its `.expected` file holds the exact output
/// `insets run` must give for it: a clear error, warning or note at
/// FILE:LINE:COLUMN (or nothing, for a table that must not run, such as one
/// in a code block or an HTML comment), and the control table at the end of
/// the file still running.
@Suite("Bad-input corpus")
struct BadInputCorpusTests {
  static let folder = packageRoot.appendingPathComponent("Tests/BadInputs")

  static var cases: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".md") }.sorted()
  }

  @Test func theCorpusHasAtLeastFiftyCases() {
    #expect(Self.cases.count >= 50)
  }

  @Test(arguments: cases)
  func givesExactlyItsExpectedErrors(name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let expectedFile = Self.folder.appendingPathComponent(
      String(name.dropLast(3)) + ".expected")
    let expected = try String(contentsOf: expectedFile, encoding: .utf8)
    let report = RunReport(files: [ScenarioRunner().run(bytes: bytes, file: name)])
    let lines = TextReport.lines(report)
    #expect(lines.joined(separator: "\n") + "\n" == expected)
    // Every line but the summary is located at FILE:LINE:COLUMN…
    let located = lines.dropLast()
    #expect(located.allSatisfy { $0.hasPrefix("\(name):") })
    // …an error fails the run, and a warning or a note does not…
    let errors = located.filter { $0.contains(": error: ") || $0.contains(": failed: ") }
    // (several errors in one row fail that one row)
    #expect((1...max(1, errors.count)).contains(report.failed) || errors.isEmpty)
    #expect(report.isSuccess == errors.isEmpty)
    // …and, unless the file cannot be read at all, the other tables still run.
    if report.files[0].rows.count > 0 {
      #expect(report.passed == 1, "the control table did not run")
    }
  }

  @Test func aMegabyteLongLineIsHandledQuickly() {
    let huge = String(repeating: "9", count: 1 << 20)
    let text =
      "| scenario | scale |\n|---|---|\n| x | \(huge) |\n| \(String(repeating: "y", count: 1 << 20)) | 2 |\n"
      + String(repeating: "prose ", count: 200_000) + "\n"
    let report = RunReport(files: [ScenarioRunner().run(bytes: Array(text.utf8), file: "long.md")])
    let lines = TextReport.lines(report)
    #expect(
      lines.first
        == "long.md:3:7: error: `scale`: `1e1048576` is too large: numbers must be finite"
    )
    // The second row sets the scale and checks nothing.
    #expect(lines.last == "scenarios: 0 passed, 1 failed")
    #expect(lines.allSatisfy { $0.count < 300 })
  }

  @Test func aFolderNamedLikeAFileAndAnEmptyFile() throws {
    let dir = try scratchFolder("corpus")
    let folder = dir.appendingPathComponent("folder.md")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let report = ScenarioFiles.run(file: folder.path)
    #expect(
      report.diagnostics.first?.description
        == "\(folder.path):1:1: error: the file is a folder, not a file")
    #expect(report.failed == 1)
    let empty = dir.appendingPathComponent("empty.md")
    try Data().write(to: empty)
    let emptyReport = ScenarioFiles.run(file: empty.path)
    #expect(emptyReport.rows.isEmpty && emptyReport.diagnostics.isEmpty)
    #expect(emptyReport.unattachedErrors == 0)
    // Searching the folder finds no Markdown inside the folder named folder.md.
    let all = try ScenarioFiles.run([dir.path])
    #expect(all.failed == 0)
  }

  @Test func anUnreadableFile() throws {
    let dir = try scratchFolder("corpus")
    let file = dir.appendingPathComponent("locked.md")
    try Data("| contentInset |\n|---|\n| zero |\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    }
    let report = ScenarioFiles.run(file: file.path)
    if FileManager.default.isReadableFile(atPath: file.path) {
      #expect(report.failed == 0)  // root reads through permissions
    } else {
      #expect(
        report.diagnostics.first?.location == InsetScenarios.TextLocation(line: 1, column: 1))
      #expect(report.failed == 1)
    }
  }
}
