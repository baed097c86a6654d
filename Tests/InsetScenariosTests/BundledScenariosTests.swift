import Foundation
import InsetScenarios
import Testing

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("Bundled scenarios")
struct BundledScenariosTests {
  /// Every file in Scenarios/ runs through the engine; each failing row is an
  /// issue at its own file and line.
  @Test func everyBundledScenarioPasses() throws {
    let folder = packageRoot.appendingPathComponent("Scenarios").path
    let report = try ScenarioFiles.run([folder])
    #expect(report.files.count >= 1)
    #expect(report.passed > 0)
    for line in TextReport.lines(report).dropLast() {
      Issue.record(Comment(rawValue: line))
    }
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
