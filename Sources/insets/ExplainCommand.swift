import Foundation
import InsetScenarios

/// `insets explain`.
enum ExplainCommand {
  static let command = Command(
    name: "explain",
    abstract: "Show how a scenario row's outputs are derived, rule by rule, with sources.",
    usage: ["explain FILE:LINE [KEY? ...]", "explain KEY=VALUE ... [KEY? | KEY?=EXPECTED ...]"],
    arguments: [
      ("FILE:LINE", "A row of a scenario table."),
      (
        "KEY?",
        "After FILE:LINE: explain only this output (one the row need\nnot have a column for)."
      ),
      (
        "KEY=VALUE",
        "A scene given on the command line; KEY? asks for an output,\n"
          + "KEY?=EXPECTED checks it."
      ),
    ],
    examples: [
      "insets explain Scenarios/bars.md:43",
      "insets explain Scenarios/bars.md:43 rootSafeAreaInsets?",
      "insets explain device=\"iPhone X\" iOSVersion=16 navigationBar=visible rootSafeAreaInsets?",
      "insets explain device=\"iPhone 14 Pro\" iOSVersion=18 orientation=landscape "
        + "contentSize=\"{852, 2000}\" adjustedContentInset?=\"{0, 0, 21, 0}\"",
    ],
    discussion: """
      Each output is printed with a tree of the derivation steps it comes from,
      each step with the facts it rests on and how sure each is (documented by
      Apple, measured by two or more sources, a single source, inferred, or a
      named assumption), then every source cited with its URL. Where the row
      expects another value, the output is marked with what it expected and
      which numbers differ. Named after FILE:LINE, only those outputs are
      explained, each with the steps it depends on. With no output at all,
      every step is printed. A tree deeper than 12 levels stops indenting:
      deeper steps are marked with their depth (`┊17 `), so that a chain
      thousands of nodes deep prints lines of bounded width.
      Each step is shown in full once: where another output's tree reaches
      it again, it is named with `(above)`. Errors, and the reader's warnings
      and notes about the file, are reported as `insets run` reports them; a
      row with an error is explained no further (nothing is derived from a
      row as it was not written).
      """,
    exitCodes: [
      (0, "every expected output matched"), (1, "an output differs, or the row has an error"),
      (2, "usage error (no such file or row, unknown option)"),
    ],
    run: run)

  static func run(_ arguments: ParsedArguments) -> Int32 {
    let explanation: Explanation
    switch find(arguments.positionals, command: "explain") {
    case .success(let found): explanation = found
    case .failure(let exit): return exit.status
    }
    print(explanation.render(), terminator: "")
    return explanation.isSuccess ? 0 : 1
  }

  /// `FILE:LINE`: a path with a line number after its last colon (the file
  /// need not exist: then the error says so, rather than reading it as a key).
  static func fileAndLine(_ argument: String) -> (String, Int)? {
    guard !argument.contains("="), let colon = argument.lastIndex(of: ":"),
      let line = Int(argument[argument.index(after: colon)...]), line > 0
    else { return nil }
    return (String(argument[..<colon]), line)
  }

  /// An exit status, as an error.
  struct Exit: Error { var status: Int32 }

  /// The explanation of a row named as `FILE:LINE`, or of a scene given as
  /// `KEY=VALUE` arguments, for `explain` and `draw`; prints what went wrong
  /// (a file error as `run` does, exit 1; a usage error, after the reader's
  /// warnings and notes about the file, exit 2).
  static func find(_ positionals: [String], command: String, traced: Bool = true) -> Result<
    Explanation, Exit
  > {
    guard !positionals.isEmpty else {
      Tool.printError(
        UsageError("\(command) needs FILE:LINE or KEY=VALUE arguments", command: command).text)
      return .failure(Exit(status: 2))
    }
    do {
      if let first = positionals.first, let (file, line) = fileAndLine(first),
        positionals.dropFirst().allSatisfy({ !$0.contains("=") })
      {
        let outputs = Array(positionals.dropFirst())
        switch try ScenarioFiles.explain(
          file: file, line: line, outputs: outputs, traced: traced)
        {
        case .row(let found): return .success(found)
        case .fileError(let error):
          print(error.description)
          return .failure(Exit(status: 1))
        }
      }
      return .success(try Explainer.explain(assignments: positionals, traced: traced))
    } catch {
      // The reader's warnings and notes may say why a line is no row.
      for warning in error.warnings { Tool.printError(warning.description) }
      Tool.printError(UsageError(error.message, command: command).text)
      return .failure(Exit(status: 2))
    }
  }
}
