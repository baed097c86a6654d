import Foundation
import InsetScenarios
import Testing

@testable import InsetScenariosTesting

@Suite("Bundled scenarios")
struct BundledScenariosTests {
  /// Every file in Scenarios/ runs through the engine, by the same API users
  /// call in their own test targets; each failing row is an issue at its own
  /// file and line.
  @Test func everyBundledScenarioPasses() throws {
    let report = try #require(ScenarioTables.check(ScenarioTables.path("Scenarios")))
    #expect(report.files.count >= 10)
    #expect(report.passed > 400)
    #expect(report.failed == 0)
  }

  @Test func everyBundledRowHasAScenarioLabel() throws {
    let folder = packageRoot.appendingPathComponent("Scenarios").path
    let report = try ScenarioFiles.run([folder])
    for file in report.files {
      for row in file.rows where row.scenario == nil {
        Issue.record("\(row.file):\(row.line): row has no scenario label")
      }
    }
  }

  /// One failing row is one failure, as the README says, naming every output
  /// that differs and located at the first; a row with errors is one failure
  /// too; a passing row is none.
  @Test func oneFailurePerFailingRow() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(
      ("| scenario | device | iOSVersion | windowSafeAreaInsets? | statusBarHeight? | scale |\n"
        + "|---|---|---|---|---|---|\n"
        + "| two wrong | iPhone X | 16 | {20, 0, 0, 0} | 20 | |\n"
        + "| right | iPhone X | 16 | {44, 0, 34, 0} | 44 | |\n"
        + "| two errors | iPhone X | 16 | {x} | 44 | y |\n").utf8
    ).write(to: dir.appendingPathComponent("t.md"))
    let (report, failures) = ScenarioTables.run([dir.path])
    #expect(report?.passed == 1)
    #expect(failures.count == 2)
    #expect(failures.first?.line == 3)
    #expect(failures.first?.column == 31)
    #expect(
      failures.first?.message
        == "two wrong: windowSafeAreaInsets? expected {20, 0, 0, 0}, got {44, 0, 34, 0}; "
        + "statusBarHeight? expected 20, got 44")
    #expect(failures.last?.line == 5)
    #expect(failures.last?.message.hasPrefix("two errors: ") == true)
    #expect(failures.last?.message.contains("; 5:") == true)
  }

  @Test func failuresAreLocatedAtTheTable() throws {
    let dir = try scratchFolder("tables")
    try Data(
      "| scenario | device | windowSafeAreaInsets? |\n|---|---|---|\n| wrong | iPhone SE (3rd generation) | {44, 0, 0, 0} |\n"
        .utf8
    ).write(to: dir.appendingPathComponent("t.md"))
    let (report, failures) = ScenarioTables.run([dir.path])
    #expect(report?.failed == 1)
    #expect(failures.count == 1)
    #expect(failures.first?.line == 3)
    #expect(failures.first?.column == 40)
    #expect(
      failures.first?.message
        == "wrong: windowSafeAreaInsets? expected {44, 0, 0, 0}, got {20, 0, 0, 0}")
    #expect(failures.first?.file.hasSuffix("/t.md") == true)
    // The issue `check` records for it, at the table's file and line (taken
    // without recording it: a passing run prints nothing that reads as a
    // failure).
    let issues = ScenarioTables.issues(failures)
    #expect(issues.count == 1)
    #expect(issues.first?.location.line == 3)
    #expect(issues.first?.location.column == 40)
    #expect(issues.first?.location.fileName == "t.md")
    #expect(
      issues.first?.comment.rawValue.hasSuffix(
        "/t.md:3: wrong: windowSafeAreaInsets? expected {44, 0, 0, 0}, got {20, 0, 0, 0}") == true)
    let (_, missing) = ScenarioTables.run(["/no/such/folder"])
    #expect(missing.first?.message == "no such file or folder: /no/such/folder")
  }
}

@Suite("README")
struct ReadmeTests {
  /// The README's example table, taken out of its fence, passes.
  @Test func readmeExampleTablePasses() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let parts = readme.components(separatedBy: "```markdown\n")
    try #require(parts.count == 2, "the README has one ```markdown example")
    let example = try #require(parts[1].components(separatedBy: "```").first)
    let report = ScenarioRunner().run(bytes: Array(example.utf8), file: "README.md")
    #expect(report.rows.count == 1)
    #expect(report.failed == 0, "\(TextReport.lines(RunReport(files: [report])))")
  }
}
