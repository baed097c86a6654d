import Foundation
import InsetScenariosTesting
import Testing

@testable import InsetScenarios

/// A row that checks nothing (no output cell has a value) is not a passed
/// row: a warning says so at the row, it counts in neither N nor M, and the
/// test helpers fail on it.
@Suite("Rows that check nothing")
struct ChecksNothingTests {
  static let text = """
    # T

    | scenario | device | navigationBar | rootSafeAreaInsets |
    |---|---|---|---|
    | pinned | iPhone 16 Pro | visible | {1, 2, 3, 4} |

    | scenario | device | rootSafeAreaInsets? |
    |---|---|---|
    | blank | iPhone 16 Pro | |
    | checked | iPhone 16 Pro | {62, 0, 34, 0} |
    """

  @Test func aRowWithNoOutputIsAWarningAtTheRowAndNotAPass() {
    let report = ScenarioRunner().run(bytes: Array(Self.text.utf8), file: "t.md")
    #expect(report.passed == 1)
    #expect(report.failed == 0)
    #expect(report.checkedNothing == 2)
    let run = RunReport(files: [report])
    #expect(run.isSuccess)
    #expect(run.hasWarnings)
    #expect(
      TextReport.lines(run) == [
        "t.md:5:3: warning: the row checks nothing: the table has no output column (a key ending "
          + "in `?`); `rootSafeAreaInsets` is an input, which is set, not checked (did you mean "
          + "`rootSafeAreaInsets?`?)",
        "t.md:9:3: warning: the row checks nothing: its output cells are blank (`insets record` "
          + "fills them)",
        "scenarios: 1 passed, 0 failed",
      ])
    // Every runner decides alike: the fast path, one job or several.
    for jobs in [1, 3] {
      let parallel = ScenarioRunner(jobs: jobs).run(bytes: Array(Self.text.utf8), file: "t.md")
      #expect(parallel.checkedNothing == 2 && parallel.passed == 1, "jobs \(jobs)")
    }
    // The formats say it too.
    #expect(JSONReport.render(run).contains("\"status\" : \"checkedNothing\""))
    #expect(JUnitReport.render(run).contains("<skipped message=\"the row checks nothing"))
    #expect(
      GitHubReport.lines(run).contains(
        "::warning file=t.md,line=9,col=3::the row checks nothing: its output cells are blank "
          + "(`insets record` fills them)"))
  }

  /// `ScenarioTables` (what `swift test` runs tables with) fails on it.
  @Test func theTestHelpersFailOnARowThatChecksNothing() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nothing-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("t.md").path
    try Data(Self.text.utf8).write(to: URL(fileURLWithPath: file))
    let (_, failures) = ScenarioTables.run([file])
    #expect(failures.map(\.line) == [5, 9])
    #expect(failures.allSatisfy { $0.message.contains("the row checks nothing") })
    #expect(failures.first?.message.hasPrefix("pinned: ") == true)
  }

  /// `explain` of a row with no output explains every step and succeeds: a
  /// row of inputs alone is what it is for.
  @Test func explainOfARowWithNoOutputStillSucceeds() throws {
    guard
      case .row(let explanation) = try Explainer.explain(
        bytes: Array(Self.text.utf8), file: "t.md", line: 5)
    else {
      Issue.record("no row")
      return
    }
    #expect(explanation.isSuccess)
    #expect(explanation.render().contains("\nderivation\n"))
  }
}
