import Foundation
import InsetDiagrams
import InsetModel
import InsetScenarios

/// The command line: `insets run [PATH…]`, `insets --help`.
enum InsetsCommand {
  static let version = "0.1.0"

  static let help = """
    OVERVIEW: Compute and check UIKit and SwiftUI insets with scenario tables.

    A scenario table is a Markdown pipe table: each row is a screen set-up and
    the inset values it must produce. See Scenarios/README.md.

    USAGE: insets <command> [options]

    COMMANDS:
      run [PATH ...]    Run every scenario table under PATH (default: Scenarios/).
      explain FILE:LINE Show how every output of a table row is derived, rule by rule.
      explain KEY=VALUE ... [KEY? ...]
                        The same for a scene given on the command line.
      draw FILE:LINE [-o FILE.svg]
                        Draw a row's scene to scale as SVG (also: draw KEY=VALUE ...).
      record PATH ...   Fill every output cell with the computed value (--only-empty: blank ones).
      keys              Print the key reference (Scenarios/keys.md) generated from the vocabulary.
      devices           List the device catalog: sizes, scales, insets per orientation, sources.
      port PATH ...     Find hard-coded insets in legacy Swift, Objective-C and storyboards.

    OPTIONS:
      -h, --help        Show this help (or a command's: insets run --help).
      --version         Show the version.

    EXIT STATUS:
      0  every row passed
      1  a row failed or a table had an error
      2  usage error (unknown option or command, missing path)
    """

  static let runHelp = """
    OVERVIEW: Run scenario tables and check every expected output.

    USAGE: insets run [--format text|json|junit|github] [--html FILE] [PATH ...]

    ARGUMENTS:
      PATH              A Markdown file, or a folder searched recursively for *.md
                        files in sorted path order. Default: Scenarios/

    OPTIONS:
      --format FORMAT   text (default), json, junit (JUnit XML) or github (workflow
                        annotations, then the summary line).
      --html FILE       Also write a self-contained HTML report to FILE.
      -h, --help        Show this help.
      --                Treat every later argument as a path.

    OUTPUT (text):
      FILE:LINE: failed: KEY? expected VALUE, got VALUE    a row whose outputs differ
      FILE:LINE:COLUMN: error: MESSAGE                     a table or cell in error
      scenarios: N passed, M failed                        always the last line
    Colour is used only when standard output is a terminal and NO_COLOR is unset.

    Nothing is written to the scenario files.

    EXIT STATUS:
      0  every row passed
      1  a row failed or a table had an error
      2  usage error (unknown option, missing path)
    """

  /// Runs the tool and returns its exit status.
  static func main(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      printError("error: missing command\n\n" + help)
      return 2
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "help":
      print(help)
      return 0
    case "--version":
      print(version)
      return 0
    case "run":
      return run(rest)
    case "explain":
      return explain(rest)
    case "record":
      return record(rest)
    case "draw":
      return draw(rest)
    case "port": return port(rest)
    case "keys":
      if let option = rest.first {
        if option == "-h" || option == "--help" {
          print(
            "USAGE: insets keys\n\nPrints every key (input or output), its type, default, meaning and source."
          )
          return 0
        }
        printError("error: unexpected argument `\(option)`\nRun `insets keys --help` for usage.")
        return 2
      }
      print(KeysReference.markdown(), terminator: "")
      return 0
    case "devices":
      if let option = rest.first {
        if option == "-h" || option == "--help" {
          print("USAGE: insets devices\n\nPrints the device catalog as a Markdown table.")
          return 0
        }
        printError("error: unexpected argument `\(option)`\nRun `insets devices --help` for usage.")
        return 2
      }
      print(DeviceTable.markdown(), terminator: "")
      return 0
    default:
      if command.hasPrefix("-") {
        printError("error: unknown option `\(command)`\nRun `insets --help` for usage.")
      } else {
        printError("error: unknown command `\(command)`\nRun `insets --help` for usage.")
      }
      return 2
    }
  }

  static func run(_ arguments: [String]) -> Int32 {
    var paths: [String] = []
    var onlyPaths = false
    var format = ReportFormat.text
    var html: String?
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
        continue
      }
      let (name, inlineValue) = splitOption(argument)
      switch name {
      case "--":
        onlyPaths = true
      case "-h", "--help":
        print(runHelp)
        return 0
      case "--format", "--html":
        guard let value = inlineValue ?? (i < arguments.count ? arguments[i] : nil) else {
          printError("error: `\(name)` needs a value\nRun `insets run --help` for usage.")
          return 2
        }
        if inlineValue == nil { i += 1 }
        if name == "--html" {
          html = value
        } else if let chosen = ReportFormat(rawValue: value) {
          format = chosen
        } else {
          printError(
            "error: unknown format `\(value)`: the formats are text, json, junit, github\n"
              + "Run `insets run --help` for usage.")
          return 2
        }
      default:
        printError("error: unknown option `\(argument)`\nRun `insets run --help` for usage.")
        return 2
      }
    }
    if paths.isEmpty { paths = ["Scenarios"] }
    let report: RunReport
    do {
      report = try ScenarioFiles.run(paths)
    } catch {
      printError("error: \(error.message)\nRun `insets run --help` for usage.")
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
      if let problem = writeHTMLReport(report, to: html) {
        printError("error: cannot write the HTML report: \(problem)")
        return 2
      }
    }
    return report.isSuccess ? 0 : 1
  }

  /// `--name=value` → (`--name`, `value`); otherwise (argument, nil).
  static func splitOption(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
  }

  /// Writes the HTML report atomically; returns a problem, or nil.
  static func writeHTMLReport(_ report: RunReport, to path: String) -> String? {
    let text = HTMLReport.render(report) { row in
      guard let found = try? Explainer.scene(file: row.file, line: row.line) else { return nil }
      return Diagram(
        scene: found.scene, resolution: found.scene.resolve(), title: found.title,
        notes: found.notes
      ).svg()
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      return nil
    } catch {
      return error.localizedDescription
    }
  }

  static let explainHelp = """
    OVERVIEW: Show how a scenario row's outputs are derived, rule by rule, with sources.

    USAGE: insets explain FILE:LINE
           insets explain KEY=VALUE ... [KEY? | KEY?=EXPECTED ...]

    EXAMPLES:
      insets explain Scenarios/bars.md:30
      insets explain device="iPhone X" navigationBar=visible rootSafeAreaInsets?
      insets explain device="iPhone 14 Pro" orientation=landscape contentSize="{852, 2000}" \
          adjustedContentInset?="{0, 59, 21, 59}"

    Each output is printed with a tree of the derivation steps it comes from;
    where the row expects another value, the output is marked with what it
    expected and which numbers differ. With no output named, every step is
    printed.

    EXIT STATUS:
      0  every expected output matched
      1  an output differs, or the row has an error
      2  usage error (no such row, unknown option)
    """

  static func explain(_ arguments: [String]) -> Int32 {
    if arguments.isEmpty || arguments.contains("-h") || arguments.contains("--help") {
      print(explainHelp)
      return arguments.isEmpty ? 2 : 0
    }
    let explanation: Explanation
    do {
      if arguments.count == 1, let colon = arguments[0].lastIndex(of: ":"),
        let line = Int(arguments[0][arguments[0].index(after: colon)...]),
        FileManager.default.fileExists(atPath: String(arguments[0][..<colon]))
      {
        explanation = try Explainer.explain(file: String(arguments[0][..<colon]), line: line)
      } else {
        explanation = try Explainer.explain(assignments: arguments)
      }
    } catch {
      printError("error: \(error.message)\nRun `insets explain --help` for usage.")
      return 2
    }
    print(explanation.render(), terminator: "")
    return explanation.isSuccess ? 0 : 1
  }

  static let recordHelp = """
    OVERVIEW: Fill or refresh the output cells (keys ending in `?`) with the computed values.

    USAGE: insets record [--only-empty] PATH ...

    ARGUMENTS:
      PATH              A Markdown file, or a folder searched recursively for *.md files.

    OPTIONS:
      --only-empty      Fill only blank output cells; leave written ones as they are.
      -h, --help        Show this help.

    No byte outside an output cell changes: prose, other cells, alignment rows
    and line endings are kept, and a cell keeps its width where the value fits.
    Each file is written atomically (a temporary file, then a rename). A file
    with an error (an unknown key, a bad value, a ragged row) is refused and
    left unchanged; a cell with no value for its row (a bar's height with no
    bar) stays blank.

    EXIT STATUS:
      0  every file recorded (or had nothing to change)
      1  a file was refused
      2  usage error
    """

  static func record(_ arguments: [String]) -> Int32 {
    var paths: [String] = []
    var onlyEmpty = false
    var onlyPaths = false
    for argument in arguments {
      if onlyPaths || !argument.hasPrefix("-") {
        paths.append(argument)
        continue
      }
      switch argument {
      case "--": onlyPaths = true
      case "--only-empty": onlyEmpty = true
      case "-h", "--help":
        print(recordHelp)
        return 0
      default:
        printError("error: unknown option `\(argument)`\nRun `insets record --help` for usage.")
        return 2
      }
    }
    guard !paths.isEmpty else {
      printError(
        "error: record needs a PATH: it writes files, so it never defaults to one\n"
          + "Run `insets record --help` for usage.")
      return 2
    }
    let files: [String]
    do {
      files = try ScenarioFiles.discover(paths)
    } catch {
      printError("error: \(error.message)\nRun `insets record --help` for usage.")
      return 2
    }
    let recorder = Recorder(onlyEmpty: onlyEmpty)
    var total = 0
    var refused = 0
    for file in files {
      switch recorder.record(file: file) {
      case .recorded(_, let cells):
        total += cells
        print("\(file): \(cells) cell\(cells == 1 ? "" : "s") recorded")
      case .refused(let diagnostics):
        refused += 1
        for diagnostic in diagnostics { print(diagnostic) }
        print("\(file): refused, unchanged")
      }
    }
    print(
      "record: \(total) cell\(total == 1 ? "" : "s") in \(files.count - refused) file\(files.count - refused == 1 ? "" : "s"), \(refused) refused"
    )
    return refused == 0 ? 0 : 1
  }

  static let drawHelp = """
    OVERVIEW: Draw a scenario row's scene as an SVG diagram, to scale.

    USAGE: insets draw FILE:LINE [-o FILE.svg]
           insets draw KEY=VALUE ... [-o FILE.svg]

    The screen with its unsafe regions shaded (status bar, sensor housing, home
    indicator, keyboard), the bars, the root view and the view, its safe area,
    layout margins and content insets, a table's cells, a flow layout's items,
    and SwiftUI inset contents, with a legend and every edge value labelled.
    Outputs of the row that differ from what it expects are noted under the title.

    OPTIONS:
      -o, --output FILE Write the SVG to FILE (atomically) instead of standard output.
      -h, --help        Show this help.
    """

  static func draw(_ arguments: [String]) -> Int32 {
    var rest: [String] = []
    var output: String?
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      let (name, inline) = splitOption(argument)
      switch name {
      case "-h", "--help":
        print(drawHelp)
        return 0
      case "-o", "--output":
        guard let value = inline ?? (i < arguments.count ? arguments[i] : nil) else {
          printError("error: `\(name)` needs a file\nRun `insets draw --help` for usage.")
          return 2
        }
        if inline == nil { i += 1 }
        output = value
      default:
        if argument.hasPrefix("-") && !argument.contains("=") {
          printError("error: unknown option `\(argument)`\nRun `insets draw --help` for usage.")
          return 2
        }
        rest.append(argument)
      }
    }
    guard !rest.isEmpty else {
      printError(
        "error: draw needs FILE:LINE or KEY=VALUE arguments\nRun `insets draw --help` for usage.")
      return 2
    }
    let found: Explainer.SceneForRow
    do {
      if rest.count == 1, let (file, line) = fileAndLine(rest[0]) {
        found = try Explainer.scene(file: file, line: line)
      } else {
        found = try Explainer.scene(assignments: rest)
      }
    } catch {
      printError("error: \(error.message)")
      return 2
    }
    let svg = Diagram(
      scene: found.scene, resolution: found.scene.resolve(), title: found.title, notes: found.notes
    ).svg()
    if let output {
      do {
        try Data(svg.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
      } catch {
        printError("error: cannot write \(output): \(error.localizedDescription)")
        return 2
      }
    } else {
      print(svg, terminator: "")
    }
    return 0
  }

  /// `FILE:LINE` when FILE exists.
  static func fileAndLine(_ argument: String) -> (String, Int)? {
    guard let colon = argument.lastIndex(of: ":"),
      let line = Int(argument[argument.index(after: colon)...]),
      FileManager.default.fileExists(atPath: String(argument[..<colon]))
    else { return nil }
    return (String(argument[..<colon]), line)
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
