import Foundation
import InsetScenarios

/// `insets record`.
enum RecordCommand {
  static let command = Command(
    name: "record",
    abstract: "Fill or refresh the output cells (keys ending in `?`) with the computed values.",
    usage: ["record [--record missing|failed|all] [--dry-run] PATH ..."],
    arguments: [("PATH", "A Markdown file, or a folder searched recursively for *.md files.")],
    options: [
      Command.Option(
        names: ["--record"], value: "MODE",
        help: "Which output cells to write (as swift-snapshot-testing's record\n"
          + "modes): `missing` fills blank cells only; `failed` (the default)\n"
          + "also replaces a written value that differs from the computed one;\n"
          + "`all` writes every output cell in the notation's own form."),
      Command.Option(
        names: ["--only-empty"], value: nil,
        help: "The same as `--record missing`."),
      Command.Option(
        names: ["--dry-run"], value: nil,
        help: "Print what would change, as a table diff of the lines it would\n"
          + "write (`-` as they are, `+` as recorded), and write nothing."),
    ],
    examples: [
      "insets record --only-empty Scenarios/", "insets record --dry-run --record all Scenarios/",
    ],
    discussion: """
      Every written value it replaces is printed as `FILE:LINE: KEY? old → new`
      (a blank cell it fills is only counted), then a line per file with the
      number of cells recorded. `--dry-run` prints instead each line it would
      change as a unified diff (`--- FILE`, `+++ FILE`, `@@ -LINE +LINE @@`, the
      line as it is and as it would be recorded), then the same counts, and
      writes nothing.

      A row with an error (a bad value, an output its scene does not have) is
      refused and left as it is, with its error printed; so is every row of a
      table whose header has one. The file's other rows are recorded.

      No byte outside an output cell changes: prose, other cells, alignment rows
      and line endings are kept, and a cell keeps its width where the value fits.
      Each file is written atomically (a temporary file `.insets-XXXXXX` beside
      it, flushed to disk, then a rename), keeping its mode, owner and group; a
      file with no write permission bit (even for root), a file with several
      hard links and anything but a regular file (a named pipe, a device) are
      refused and left unchanged. A temporary file a killed record
      left beside a file it records is removed, with a note. A cell with no
      value for its row (a bar's height with no bar) stays blank. In a folder,
      a link that leads out of it is skipped with a note. Tables `insets run`
      does not run are left alone; the reader's warnings and notes (a skip
      marker with no table below it, a scenario-like table in a list item)
      are printed as `insets run` prints them, and refuse nothing.
      """,
    exitCodes: [
      (0, "every file recorded (or had nothing to change)"),
      (1, "a file or a row was refused (the other rows are recorded)"),
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
    let mode: Recorder.Mode
    do {
      mode = try arguments.choice(
        "--record", default: arguments.flags.contains("--only-empty") ? .missing : .failed,
        naming: "record mode", command: "record")
    } catch {
      Tool.printError(error.text)
      return 2
    }
    if arguments.flags.contains("--only-empty"), mode != .missing {
      Tool.printError(
        UsageError("`--only-empty` is `--record missing`: give one or the other", command: "record")
          .text)
      return 2
    }
    let dryRun = arguments.flags.contains("--dry-run")
    let discovery: ScenarioFiles.Discovery
    do {
      discovery = try ScenarioFiles.discover(paths)
    } catch {
      Tool.printError(UsageError(error.message, command: "record").text)
      return 2
    }
    for note in discovery.notes { print(note.description) }
    if !dryRun {
      for path in ScenarioFiles.removeAbandonedTemporaries(besides: discovery.files) {
        print("\(path):1:1: note: removed a temporary file an interrupted record left")
      }
    }
    let recorder = Recorder(mode: mode)
    var total = 0
    var refused = 0
    var refusedRows = 0
    let would = dryRun ? " would be" : ""
    for file in discovery.files {
      let recording = ScenarioFiles.recording(file: file, recorder: recorder, dryRun: dryRun)
      switch recording.outcome {
      case .recorded(_, let cells):
        total += cells
        refusedRows += recording.refusedRows
        for diagnostic in Diagnostic.inFileOrder(recording.refusals + recording.warnings) {
          print(diagnostic.description)
        }
        let replaced = recording.changes.filter(\.replacesWrittenValue)
        if dryRun {
          for line in recording.tableDiff(file: file) { print(line) }
        } else {
          for change in replaced { print(change.description) }
        }
        var line = "\(file): \(cells) cell\(cells == 1 ? "" : "s")\(would) recorded"
        if !replaced.isEmpty {
          line += " (\(replaced.count) written value\(replaced.count == 1 ? "" : "s") replaced)"
        }
        if recording.refusedRows > 0 {
          let rows = recording.refusedRows
          line += "; \(rows) row\(rows == 1 ? "" : "s") refused (an error), unchanged"
        }
        print(line)
      case .refused(let diagnostics):
        refused += 1
        for diagnostic in Diagnostic.inFileOrder(diagnostics + recording.warnings) {
          print(diagnostic.description)
        }
        print("\(file): refused, unchanged")
      }
    }
    let written = discovery.files.count - refused
    var cells = "\(total) cell\(total == 1 ? "" : "s") in \(written) file\(written == 1 ? "" : "s")"
    var refusals = "\(refused) refused"
    if refusedRows > 0 { refusals += ", \(refusedRows) row\(refusedRows == 1 ? "" : "s") refused" }
    if dryRun {
      cells += " would be recorded"
      print("record --dry-run: \(cells), \(refusals); nothing written")
    } else {
      print("record: \(cells), \(refusals)")
    }
    return refused == 0 && refusedRows == 0 ? 0 : 1
  }
}
