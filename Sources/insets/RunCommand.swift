import Foundation
import InsetDiagrams
import InsetScenarios

/// `insets run`.
enum RunCommand {
  static let command = Command(
    name: "run", abstract: "Run every scenario table under PATH and check each expected output.",
    usage: ["run [--format text|json|junit|github] [--html FILE] [--jobs N] [--strict] [PATH ...]"],
    arguments: [
      (
        "PATH",
        "A Markdown file, or a folder searched recursively for *.md files in\nsorted path order. "
          + "Default: Scenarios/"
      )
    ],
    options: [
      Command.Option(
        names: ["--format"], value: "FORMAT",
        help: "text (default), json, junit (JUnit XML) or github (workflow\n"
          + "annotations, then the summary line)."),
      Command.Option(
        names: ["--html"], value: "FILE",
        help: "Also write a self-contained HTML report to FILE, with a diagram\nof each failed row."
      ),
      Command.Option(
        names: ["--jobs"], value: "N",
        help: "Decide rows on N threads (1 to 64). Default: one a core. The\n"
          + "report is the same, in the same order, for any N."),
      Command.Option(
        names: ["--strict"], value: nil,
        help: "Fail (exit 1) on a warning too: a row that checks nothing, a\n"
          + "skip marker that skips nothing. Notes still fail nothing."),
    ],
    examples: ["insets run", "insets run Scenarios/bars.md --format github"],
    discussion: """
      OUTPUT (text):
        FILE:LINE: failed: KEY? expected VALUE, got VALUE    a row whose outputs differ
        FILE:LINE:COLUMN: error: MESSAGE                     a table or cell in error
        FILE:LINE:COLUMN: warning: MESSAGE                   worth a look; fails only with --strict
        scenarios: N passed, M failed                        always the last line
      A row none of whose output cells (keys ending in `?`) has a value checks
      nothing: it is counted in neither N nor M, and a warning at the row says
      so (and, in a table with no output column, names an input that is an
      output with a `?`, such as `rootSafeAreaInsets`).
      Colour is used only when standard output is a terminal and NO_COLOR is unset.
      `--` treats every later argument as a path. Nothing is written to the
      scenario files.
      """,
    exitCodes: [
      (0, "every row passed"),
      (1, "a row failed or a table had an error; with --strict, also a warning"),
      (2, "usage error (unknown option, missing path)"),
    ],
    run: run)

  static func run(_ arguments: ParsedArguments) -> Int32 {
    let format: ReportFormat
    do {
      format = try arguments.choice(
        "--format", default: ReportFormat.text, naming: "format", command: "run")
    } catch {
      Tool.printError(error.text)
      return 2
    }
    let html = arguments.values["--html"]
    var jobs = min(64, ScenarioRunner.availableCores())
    if let text = arguments.values["--jobs"] {
      guard let n = Int(text), (1...64).contains(n) else {
        Tool.printError(
          UsageError("--jobs takes a whole number from 1 to 64, not `\(text)`", command: "run")
            .text)
        return 2
      }
      jobs = n
    }
    let paths = arguments.positionals.isEmpty ? ["Scenarios"] : arguments.positionals
    let report: RunReport
    do {
      report = try ScenarioFiles.run(
        paths,
        runner: ScenarioRunner(
          keepsFailures: html != nil,
          keepsPassedRows: html != nil || format == .json || format == .junit, jobs: jobs))
    } catch {
      Tool.printError(UsageError(error.message, command: "run").text)
      return 2
    }
    switch format {
    case .text:
      let colored =
        isatty(STDOUT_FILENO) != 0
        && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
      for line in TextReport.lines(report, colored: colored) { print(line) }
    case .json:
      print(JSONReport.render(report), terminator: "")
    case .junit:
      print(JUnitReport.render(report), terminator: "")
    case .github:
      for line in GitHubReport.lines(report) { print(line) }
    }
    if let html {
      let page = HTMLReport.render(report) { row, id in
        report.files.first { $0.file == row.file }?.failure(atLine: row.line).flatMap { failure in
          guard let scene = failure.scene, let resolution = failure.resolution else { return nil }
          return Diagram(
            scene: scene, resolution: resolution, title: "\(row.file):\(row.line)",
            notes: failure.mismatchNotes, id: id
          ).svg()
        }
      }
      if let problem = Tool.write(page, to: html) {
        Tool.printError("error: cannot write the HTML report \(html): \(problem)")
        return 2
      }
    }
    if !report.isSuccess { return 1 }
    return arguments.flags.contains("--strict") && report.hasWarnings ? 1 : 0
  }
}
