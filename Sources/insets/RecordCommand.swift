import Foundation
import InsetScenarios

/// `insets record`.
enum RecordCommand {
  static let command = Command(
    name: "record",
    abstract: "Fill or refresh the output cells (keys ending in `?`) with the computed values.",
    usage: ["record [--only-empty] PATH ..."],
    arguments: [("PATH", "A Markdown file, or a folder searched recursively for *.md files.")],
    options: [
      Command.Option(
        names: ["--only-empty"], value: nil,
        help: "Fill only blank output cells; leave written ones as they are.")
    ],
    examples: ["insets record --only-empty Scenarios/"],
    discussion: """
      No byte outside an output cell changes: prose, other cells, alignment rows
      and line endings are kept, and a cell keeps its width where the value fits.
      Each file is written atomically (a temporary file flushed to disk, then a
      rename), keeping its mode, owner and group; a read-only file, a file with
      several hard links and a file with an error (an unknown key, a bad value,
      a value that is not finite) are refused and left unchanged. A cell with no
      value for its row (a bar's height with no bar) stays blank. In a folder,
      a link that leads out of it is skipped with a note. Tables `insets run`
      does not run are left alone; the reader's warnings and notes (a skip
      marker with no table below it, a scenario-like table in a list item)
      are printed as `insets run` prints them, and refuse nothing.
      """,
    exitCodes: [
      (0, "every file recorded (or had nothing to change)"), (1, "a file was refused"),
      (2, "usage error"),
    ],
    run: run)

  static func run(_ arguments: ParsedArguments) -> Int32 {
    let paths = arguments.positionals
    guard !paths.isEmpty else {
      Tool.printError(
        UsageError(
          "record needs a PATH: it writes files, so it never defaults to one", command: "record"
        ).text)
      return 2
    }
    let discovery: ScenarioFiles.Discovery
    do {
      discovery = try ScenarioFiles.discover(paths)
    } catch {
      Tool.printError(UsageError(error.message, command: "record").text)
      return 2
    }
    for note in discovery.notes { print(note.description) }
    let recorder = Recorder(onlyEmpty: arguments.flags.contains("--only-empty"))
    var total = 0
    var refused = 0
    for file in discovery.files {
      let recording = ScenarioFiles.recording(file: file, recorder: recorder)
      switch recording.outcome {
      case .recorded(_, let cells):
        total += cells
        for warning in recording.warnings { print(warning.description) }
        print("\(file): \(cells) cell\(cells == 1 ? "" : "s") recorded")
      case .refused(let diagnostics):
        refused += 1
        for diagnostic in Diagnostic.inFileOrder(diagnostics + recording.warnings) {
          print(diagnostic.description)
        }
        print("\(file): refused, unchanged")
      }
    }
    let written = discovery.files.count - refused
    print(
      "record: \(total) cell\(total == 1 ? "" : "s") in \(written) file\(written == 1 ? "" : "s"), "
        + "\(refused) refused")
    return refused == 0 ? 0 : 1
  }
}
